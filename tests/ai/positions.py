"""Positions of every decision kind, found by playing seeded games between mediums."""

from __future__ import annotations

from continental_qt.ai import make_ai
from continental_qt.ai.analysis import decision_kind
from continental_qt.engine import NEXT_ROUND, ROUND_OVER, GameState, get_preset
from continental_qt.engine.rules import RuleSet


def expected_kinds(rules: RuleSet) -> set[str]:
    """The decision kinds a game of ``rules`` has."""
    kinds = {"draw", "discard"}
    if rules.may_i:
        kinds.add("may_i")
    if rules.turn_player_first_refusal:
        kinds.add("first_refusal")
    if rules.single_hand:
        kinds.add("go_out")
    else:
        kinds |= {"go_down", "lay_off"}
    return kinds


def walk(preset: str, players: int, seed: int, max_actions: int = 5000):
    """Yield (state, its decision kind) at every decision with more than one legal move
    of a seeded game between mediums (the state is the live one: copy it to keep it)."""
    state = GameState(get_preset(preset), players, seed)
    bots = [make_ai("medium", seed * 100 + s) for s in range(players)]
    for _ in range(max_actions):
        if state.is_over:
            return
        if state.phase == ROUND_OVER:
            state.apply(NEXT_ROUND)
            continue
        seat = state.to_act
        view = state.view(seat)
        legal = view.legal_actions()
        if len(legal) > 1:
            yield state, decision_kind(view, legal)
        state.apply(bots[seat].choose(view))


def first_of_each_kind(preset: str, players: int, seeds=range(1, 6)) -> dict[str, GameState]:
    """A copy of the first position of each decision kind, over games of ``seeds``."""
    want = expected_kinds(get_preset(preset))
    found: dict[str, GameState] = {}
    for seed in seeds:
        for state, kind in walk(preset, players, seed):
            if kind not in found:
                found[kind] = state.clone()
            if set(found) >= want:
                return found
    return found
