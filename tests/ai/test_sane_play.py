"""Sane play for every level (issue 25): lay-offs before wild swaps, no buying into a hand
that cannot plausibly go down. ``medium-v1`` keeps the old play."""

from __future__ import annotations

from dataclasses import replace

from continental_qt.ai import make_ai
from continental_qt.ai.evaluate import distance
from continental_qt.engine import Claim, GameState, LayOff, Pass, SwapWild

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


def _far_buy() -> GameState:
    """A seeded may-i May I? offer that medium-v1 claims though the card would leave
    its hand more than two cards from going down."""
    v1 = make_ai("medium-v1", 1)
    for seed in range(1, 40):
        for state, kind in walk("may-i", 4, seed):
            if kind != "may_i":
                continue
            seat = state.to_act
            view = state.view(seat)
            after = distance(view.hands[seat] + [view.discard[-1]], view)
            if after > 2 and isinstance(v1.choose(view), Claim):
                return state.clone()
    raise AssertionError("no such position")


def test_no_level_buys_into_a_hand_far_from_its_contract():
    state = _far_buy()
    view = state.view(state.to_act)
    assert isinstance(make_ai("medium-v1", 1).choose(view), Claim)
    for level in ("easy", "medium"):
        assert isinstance(make_ai(level, 1).choose(view), Pass), level
