"""The engine's fast paths (shared action values, the per-rules wild table, the listing
kept on each meld, slot-built events) give exactly what the plain code gives, in the
same order: random play and saved games pick moves by their place in the list."""

from __future__ import annotations

import pytest

from continental_qt.engine import NEXT_ROUND, PRESET_IDS, GameState, LayOff, SwapWild, get_preset
from continental_qt.engine.actions import (
    CLAIM,
    DISCARDS,
    DRAW_STOCK,
    PASS,
    TAKE_DISCARD,
    Claim,
    Discard,
    DrawStock,
    Pass,
    TakeDiscard,
    discard_of,
)
from continental_qt.engine.cards import Card
from continental_qt.engine.events import Event, event
from continental_qt.engine.melds import is_wild, layoff_fit, layoff_options, wild_table
from continental_qt.engine.rules import RUN
from continental_qt.engine.state import PLAY, ROUND_OVER

from .playout import QuickPlayer


def plain_layoffs(state: GameState, seat: int) -> list[LayOff]:
    """The lay-off listing as first written: meld, end, then hand order."""
    out = []
    rules = state.rules
    hand = state.hands[seat]
    wild = [is_wild(c, rules) for c in hand]
    for m in state.melds:
        for end, suit, rank, wild_ok in layoff_options(m, rules):
            for c, w in zip(hand, wild):
                if (c.rank == rank and (suit < 0 or c.suit == suit)) or (w and wild_ok):
                    out.append(LayOff(c.uid, m.id, end))
    return out


def plain_swaps(state: GameState, seat: int) -> list[SwapWild]:
    """The wild-swap listing as first written: scan each run for the card's wild."""
    out = []
    rules = state.rules
    for m in state.melds:
        if m.kind != RUN or not any(m.wild):
            continue
        for c in state.hands[seat]:
            if c.rank == 0 or c.suit != m.suit:
                continue
            idx = state._swap_index(m, c)
            if idx is None:
                continue
            freed = m.cards[idx]
            swapped = m.copy()
            swapped.cards[idx] = c
            swapped.wild[idx] = False
            for t in state.melds:
                target = swapped if t.id == m.id else t
                for end in (None,) if t.kind != RUN else ("low", "high"):
                    if not isinstance(layoff_fit(target, freed, end, rules), str):
                        out.append(SwapWild(c.uid, m.id, t.id, end))
    return out


@pytest.mark.parametrize("pid", [p for p in PRESET_IDS if p != "continental-15"])
def test_listings_match_the_plain_code_in_order(pid: str) -> None:
    rules = get_preset(pid)
    checked = 0
    for seed in range(2):
        state = GameState(rules, 4 if rules.max_players >= 4 else 3, seed)
        bots = [QuickPlayer(seed + s) for s in range(state.n)]
        while not state.is_over:
            if state.phase == ROUND_OVER:
                state.apply(NEXT_ROUND)
                continue
            seat = state.to_act
            if state.phase == PLAY and state.down[seat] and state.melds:
                assert state._layoff_actions(seat) == plain_layoffs(state, seat)
                if rules.wild_swap:
                    assert state._swap_actions(seat) == plain_swaps(state, seat)
                checked += 1
            state.apply(bots[seat].choose(state.view(seat)))
    assert checked > 10


@pytest.mark.parametrize("pid", PRESET_IDS)
def test_wild_table_is_is_wild(pid: str) -> None:
    rules = get_preset(pid)
    table = wild_table(rules)
    for uid in range(8 * 64):
        if uid % 64 < 60:
            assert table[uid & 63] == is_wild(Card(uid), rules)


def test_shared_actions_and_events_equal_built_ones() -> None:
    assert (DRAW_STOCK, TAKE_DISCARD, CLAIM, PASS) == (DrawStock(), TakeDiscard(), Claim(), Pass())
    assert all(
        DISCARDS[u] == Discard(u) and repr(DISCARDS[u]) == repr(Discard(u)) for u in (0, 63, 1023)
    )
    assert discard_of(5000) == Discard(5000)
    e = event("turn", 2, {"x": [1]})
    assert e == Event("turn", 2, {"x": [1]}) and repr(e) == repr(Event("turn", 2, {"x": [1]}))
    with pytest.raises(AttributeError):
        e.kind = "other"  # type: ignore[misc]
