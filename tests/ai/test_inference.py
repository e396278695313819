"""Reading opponents' hands from their play: the weights a determinization deals by.

What is checked: the evidence read from the log (a plain draw refuses the fresh
discard; nothing after going down counts), the direction of each weight, and that
weighted determinizations follow them (a down opponent seldom gets a card that
fits the table; an opponent that threw a rank away seldom gets it back) while
staying consistent with the view.
"""

from __future__ import annotations

import random

from ai_calibrate import measure, report

from continental_qt.ai.determinize import determinize, known_holdings
from continental_qt.ai.evaluate import fits_table
from continental_qt.ai.inference import FITS_WHEN_DOWN, RANK_REFUSED, hand_weights, read_evidence
from continental_qt.ai.knowledge import unseen_cards
from continental_qt.engine import Discard, DrawStock, Pass
from continental_qt.engine.melds import is_wild
from continental_qt.engine.state import DRAW, MAY_I

from .botplay import bots, new_game
from .test_hard import _advance, _check


def _free(view, seat):
    pinned = {u for uids in known_holdings(view, seat).values() for u in uids}
    return [c for c in unseen_cards(view, seat) if c.uid not in pinned]


def _draw(state) -> None:
    """The seat in turn draws from the stock; anyone offered the card passes."""
    state.apply(DrawStock())
    while state.phase == MAY_I:
        state.apply(Pass())


def test_a_plain_draw_refuses_the_fresh_discard():
    state = new_game("may-i", 2, 3)  # round 1: two sets
    first = state.to_act
    _draw(state)
    thrown = state.hands[first][0]
    state.apply(Discard(thrown.uid))
    other = state.to_act
    top = state.discard[-1]
    state.apply(DrawStock())  # two players: no May I?, so no "decline" is logged
    ev = read_evidence(state.view(first), first)[other]
    assert (top.rank, top.suit) in ev.refused
    assert read_evidence(state.view(other), other)[first].discarded == [(thrown.rank, thrown.suit)]


def test_a_discarded_rank_weighs_less_in_a_sets_deal():
    state = new_game("may-i", 2, 3)  # round 1 asks for two sets
    first = state.to_act
    upcard = state.discard[-1]  # refused by the draw below
    _draw(state)
    thrown = next(c for c in state.hands[first] if not is_wild(c, state.rules))
    state.apply(Discard(thrown.uid))
    seat = state.to_act
    view = state.view(seat)
    cards = _free(view, seat)
    weights = dict(zip((c.uid for c in cards), hand_weights(view, seat, cards)[first]))
    for c in cards:
        if c.rank == thrown.rank and not is_wild(c, state.rules):
            assert weights[c.uid] < 0.5
        elif c.rank not in (thrown.rank, upcard.rank):
            assert weights[c.uid] == 1.0  # no runs in the contract: suits say nothing
        else:
            # Refused once: the "decline" and the draw that follows are one refusal.
            assert weights[c.uid] == RANK_REFUSED["sets"]


def _down_opponent(seed: int):
    """A two-player game played by mediums until the seat to draw faces a down opponent."""
    state = new_game("may-i", 2, seed)
    table = bots(["medium", "medium"], seed)
    for _ in range(400):
        _advance(state, table, 1)
        seat = state.to_act
        if (
            state.phase == DRAW
            and state.down[1 - seat]
            and not state.down[seat]
            and any(fits_table(c, state) for c in _free(state.view(seat), seat))
        ):
            return state, seat
    raise AssertionError("no down opponent within 400 moves")


def test_a_down_opponent_seldom_holds_what_fits_the_table():
    state, seat = _down_opponent(5)
    opp = 1 - seat
    view = state.view(seat)
    cards = _free(view, seat)
    weights = hand_weights(view, seat, cards)[opp]
    fitting = {c.uid for c in cards if fits_table(c, view) and not is_wild(c, state.rules)}
    assert fitting
    for c, w in zip(cards, weights):
        assert w == (FITS_WHEN_DOWN if c.uid in fitting else 1.0)
    rng = random.Random(2)
    weighted = uniform = 0
    for _ in range(200):
        world = determinize(view, rng)
        _check(state, seat, world)
        weighted += sum(c.uid in fitting for c in world.hands[opp])
        uniform += sum(c.uid in fitting for c in determinize(view, rng, weighted=False).hands[opp])
    assert weighted < uniform / 3


def test_weighted_determinizations_agree_with_the_view_at_a_table_of_four():
    state = new_game("may-i", 4, 21)
    table = bots(["medium"] * 4, 21)
    rng = random.Random(3)
    for _ in range(30):
        _advance(state, table, 9)
        if state.is_over:
            break
        seat = state.to_act
        _check(state, seat, determinize(state.view(seat), rng))


def test_the_calibration_report_measures_what_the_weights_assume():
    """``python benchmarks/ai_calibrate.py`` on a few seeded games: a down opponent
    holds nothing that fits the table, and in a sets deal seldom the rank it threw."""
    tally = measure("may-i", 6, 1000, "medium")
    held, chance, n = tally[("down", "fits the table", True)]
    assert n > 100 and held / chance < 0.3
    held, chance, n = tally[("sets", "rank discarded", 1)]
    assert n > 50 and held / chance < 0.5
    held, chance, n = tally[("sets", "rank discarded", 0)]
    assert held / chance > 0.9
    assert "suit neighbour taken" in report(tally)
