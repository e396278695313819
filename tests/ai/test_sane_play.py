"""Sane play for every level (issue 25): lay-offs before wild swaps, no buying into a hand
that cannot plausibly go down. ``medium-v1`` keeps the old play."""

from __future__ import annotations

from dataclasses import replace

from continental_qt.ai import make_ai
from continental_qt.engine import GameState, LayOff, SwapWild

from .positions import walk


def _swap_or_lay_off() -> GameState:
    """A seeded may-i position where a card of the seat to act can be laid off plainly
    or swapped for a wild on the table."""
    for seed in range(1, 20):
        for state, kind in walk("may-i", 4, seed):
            if kind != "lay_off":
                continue
            legal = state.view(state.to_act).legal_actions()
            swaps = {a.card for a in legal if isinstance(a, SwapWild)}
            if swaps & {a.card for a in legal if isinstance(a, LayOff)}:
                return state.clone()
    raise AssertionError("no such position")


def test_a_plain_lay_off_comes_before_a_wild_swap():
    state = _swap_or_lay_off()
    view = state.view(state.to_act)
    for level in ("easy", "medium", "hard"):
        player = make_ai(level, 1)
        player.profile = replace(player.profile, forget_lay_off=0.0)  # easy forgets some
        move = player.choose(view)
        assert isinstance(move, LayOff), (level, move)
    assert isinstance(make_ai("medium-v1", 1).choose(view), SwapWild)
