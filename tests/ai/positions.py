"""Positions of every decision kind, found by playing seeded games between mediums
(``walk`` is the analysis benchmark's)."""

from __future__ import annotations

from analyse_bench import walk

from continental_qt.engine import GameState, get_preset
from continental_qt.engine.rules import RuleSet

__all__ = ["expected_kinds", "first_of_each_kind", "walk"]


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
