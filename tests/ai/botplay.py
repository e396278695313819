"""Helpers for the AI tests: seeded games between ``make_ai`` players."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from continental_qt.ai import make_ai
from continental_qt.engine import NEXT_ROUND, ROUND_OVER, GameState, get_preset
from continental_qt.sim.ladder import observe, play_out


def new_game(preset: str, players: int, seed: int) -> GameState:
    return GameState(get_preset(preset), players, seed)


def bots(levels: Sequence[str], seed: int) -> list[Any]:
    """One player per seat; seat ``s`` is seeded ``seed * 100 + s``."""
    return [make_ai(lv, seed * 100 + s) for s, lv in enumerate(levels)]


def play(preset: str, levels: Sequence[str], seed: int, players: Sequence[Any] | None = None):
    """Play a whole seeded game (raises ``ladder.PlayerFailure`` on a refused move)."""
    state = new_game(preset, len(levels), seed)
    return play_out(state, players if players is not None else bots(levels, seed))


def spot_check(
    level: str, preset: str, players: int, seed: int, every: int, per_round: int
) -> tuple[int, set[str], set[int]]:
    """Play a whole game between mediums; at every ``every``-th decision (at most
    ``per_round`` in each round) ask a fresh ``level`` player what it would do there
    and check that the engine accepts it (on a copy of the state).

    Returns how many decisions were checked, their phases and their rounds.
    """
    state = new_game(preset, players, seed)
    table = bots(["medium"] * players, seed)
    checked, phases, rounds, step = 0, set(), {}, 0
    while not state.is_over:
        if state.phase == ROUND_OVER:
            state.apply(NEXT_ROUND)  # between rounds no player is asked
            continue
        seat = state.to_act
        rnd = (state.round_number, state.deals_played)
        if step % every == every - 1 and rounds.get(rnd, 0) < per_round:
            probe = make_ai(level, seed * 1000 + step)
            action = probe.choose(observe(probe, state, seat))
            state.clone().apply(action)  # raises IllegalMove if refused
            checked += 1
            phases.add(state.phase)
            rounds[rnd] = rounds.get(rnd, 0) + 1
        state.apply(table[seat].choose(observe(table[seat], state, seat)))
        step += 1
    return checked, phases, {r for r, _ in rounds}
