"""The hard level's search: determinizations agree with the view, and decisions are seeded.

A determinization must keep every hand's size and the stock's, deal no card the
seat can see, deal no card twice, leave the seat's own hand alone, put cards an
opponent is known to hold (picked up or bought, not melded or discarded since)
in that opponent's hand, and must not be the real deal: the player is only
ever given the view.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from dataclasses import replace

import pytest

from continental_qt.ai import hard, make_ai
from continental_qt.ai.determinize import determinize, known_holdings
from continental_qt.ai.knowledge import shoe_of
from continental_qt.engine import HIDDEN, NEXT_ROUND, Discard, TakeDiscard
from continental_qt.engine.state import MAY_I, ROUND_OVER
from continental_qt.sim.ladder import observe

from .botplay import bots, new_game


def _advance(state, players, steps: int) -> None:
    """``steps`` moves of the players; a round that ends is dealt on at once, so the
    state is never left between rounds."""
    for _ in range(steps):
        if state.is_over:
            return
        seat = state.to_act
        state.apply(players[seat].choose(observe(players[seat], state, seat)))
        if state.phase == ROUND_OVER:
            state.apply(NEXT_ROUND)


def _check(state, seat: int, world) -> None:
    view = state.view(seat)
    assert not world.is_view
    assert world.hands[seat] == state.hands[seat]
    for s in range(state.n):
        assert len(world.hands[s]) == len(state.hands[s])
    assert len(world.stock) == len(state.stock)
    assert world.discard == state.discard
    assert [m.cards for m in world.melds] == [m.cards for m in state.melds]
    # The same cards in play, each once.
    dealt = [c.uid for h in world.hands for c in h] + [c.uid for c in world.stock]
    dealt += [c.uid for c in world.discard] + [c.uid for m in world.melds for c in m.cards]
    assert Counter(dealt) == Counter(c.uid for c in shoe_of(view))
    # Nothing the seat can see is dealt into a hidden place.
    visible = {c.uid for c in state.hands[seat]} | {c.uid for c in state.discard}
    visible |= {c.uid for m in state.melds for c in m.cards}
    hidden_now = [c.uid for s, h in enumerate(world.hands) if s != seat for c in h]
    hidden_now += [c.uid for c in world.stock]
    assert not visible & set(hidden_now)
    # Known pick-ups stay with their owner.
    for s, uids in known_holdings(view, seat).items():
        held = {c.uid for c in world.hands[s]}
        assert set(uids) <= held
        assert set(uids) <= {c.uid for c in state.hands[s]}  # the log told the truth


@pytest.mark.parametrize(("preset", "players"), [("may-i", 2), ("may-i", 4), ("liverpool", 3)])
def test_determinizations_agree_with_the_view(preset: str, players: int):
    state = new_game(preset, players, 9)
    table = bots(["medium"] * players, 9)
    rng = random.Random(1)
    checks = 0
    for _ in range(40):
        _advance(state, table, 7)
        if state.is_over:
            break
        seat = state.to_act
        for _ in range(3):
            _check(state, seat, determinize(state.view(seat), rng))
            checks += 1
    assert checks >= 60


def test_a_picked_up_card_is_known_to_be_held():
    state = new_game("may-i", 3, 4)
    top = state.discard[-1]
    state.apply(TakeDiscard())  # seat to act takes the upcard
    taker = state.turn
    other = state.next_seat(taker)
    view = state.view(other)
    assert known_holdings(view, other) == {taker: [top.uid]}
    rng = random.Random(5)
    for _ in range(10):
        world = determinize(view, rng)
        assert top in world.hands[taker]


def test_a_card_discarded_again_is_no_longer_known():
    state = new_game("may-i", 3, 4)
    top = state.discard[-1]
    state.apply(TakeDiscard())
    state.apply(Discard(top.uid))
    seat = state.to_act
    assert known_holdings(state.view(seat), seat) == {}


def test_determinizations_are_not_the_real_deal():
    state = new_game("may-i", 2, 12)
    view = state.view(0)
    assert all(c is HIDDEN for c in view.hands[1])
    worlds = [determinize(view, random.Random(k)) for k in range(5)]
    real = sorted(c.uid for c in state.hands[1])
    assert sum(sorted(c.uid for c in w.hands[1]) == real for w in worlds) == 0
    assert len({tuple(c.uid for c in w.stock) for w in worlds}) == 5
    assert view.hands[1] == [HIDDEN] * len(state.hands[1])  # the view is left untouched


def _uncapped_hard(seed: int) -> hard.HardPlayer:
    """Hard with its time cap (a safety net for loaded machines) off: every decision runs
    its whole budget of determinizations, however slow the machine."""
    return hard.HardPlayer(
        seed,
        budget=replace(hard.HARD_BUDGET, time_cap=math.inf),
        table_budget=replace(hard.TABLE_BUDGET, time_cap=math.inf),
    )


def _decisions(seed: int, steps: int) -> list:
    state = new_game("may-i", 2, seed)
    players = [_uncapped_hard(seed), make_ai("medium", seed + 1)]
    out = []
    for _ in range(steps):
        if state.phase == ROUND_OVER:
            state.apply(NEXT_ROUND)
            continue
        seat = state.to_act
        action = players[seat].choose(observe(players[seat], state, seat))
        if seat == 0:
            out.append(action)
        state.apply(action)
    return out


def test_hard_is_deterministic_given_its_seed(monkeypatch):
    """The seed fixes every decision, however fast the machine: the second run's clock
    jumps a second at every reading, as on a heavily loaded machine, and changes nothing."""
    first = _decisions(3, 60)
    ticks = itertools.count()
    monkeypatch.setattr(hard.time, "perf_counter", lambda: float(next(ticks)))
    assert _decisions(3, 60) == first
    assert next(ticks) > 0  # the search ran (and read the clock)


def test_hard_buys_whenever_medium_would_and_more():
    """Hard's May I? rule is medium's widened (any card that brings the contract
    closer, a bigger hand allowed): at every offer of seeded 4-player games it claims
    when medium claims, and somewhere it claims a card medium passes."""
    more = offers = 0
    for seed in (1, 2, 3):
        state = new_game("may-i", 4, seed)
        table = bots(["medium"] * 4, seed)
        for _ in range(600):
            if state.is_over:
                break
            if state.phase == ROUND_OVER:
                state.apply(NEXT_ROUND)
                continue
            seat = state.to_act
            if state.phase == MAY_I:
                view = state.view(seat)
                medium, hard = make_ai("medium", seed), make_ai("hard", seed)
                m, h = medium._buys(view, seat), hard._buys(view, seat)
                assert h or not m, (seed, state.turn_count)
                more += h and not m
                offers += 1
            state.apply(table[seat].choose(observe(table[seat], state, seat)))
    assert offers >= 30 and more >= 3
