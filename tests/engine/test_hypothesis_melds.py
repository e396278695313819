"""Hypothesis properties of cards, meld checking and the solver."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from continental_qt.engine import (
    PRESET_IDS,
    check_meld,
    find_contract,
    format_cards,
    get_preset,
    parse_cards,
)
from continental_qt.engine.cards import CARDS_PER_DECK_SLOT, Card

CODES = [
    r + s
    for r in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    for s in "CDHS"
] + ["JK"]
PRESETS = st.sampled_from([p for p in PRESET_IDS])


@given(st.lists(st.sampled_from(CODES), max_size=20))
def test_parse_and_format_round_trip(codes: list[str]) -> None:
    cards = parse_cards(" ".join(codes))
    assert format_cards(cards) == " ".join(codes)
    assert len({c.uid for c in cards}) == len(cards)  # look-alikes stay distinct


@given(st.integers(min_value=0, max_value=7 * CARDS_PER_DECK_SLOT + 55))
def test_card_ids_are_stable(uid: int) -> None:
    if uid % CARDS_PER_DECK_SLOT >= 60:
        return
    card = Card(uid)
    assert Card(card.uid) == card and hash(card) == uid
    assert parse_cards(card.code)[0].code == card.code


@settings(max_examples=300, deadline=None)
@given(PRESETS, st.lists(st.sampled_from(CODES), min_size=2, max_size=8), st.randoms())
def test_meld_check_ignores_card_order(pid: str, codes: list[str], rnd) -> None:
    rules = get_preset(pid)
    cards = parse_cards(" ".join(codes))
    shuffled = cards[:]
    rnd.shuffle(shuffled)
    for kind in ("set", "run"):
        a = check_meld(cards, kind, rules)
        b = check_meld(shuffled, kind, rules)
        assert a.ok == b.ok
        if a.ok:
            # Every placement puts every card somewhere, once.
            for p in a.placements:
                assert sorted(c.uid for c in p.cards) == sorted(c.uid for c in cards)


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(["may-i", "shanghai", "continental-es", "carioca"]),
    st.lists(st.sampled_from(CODES), min_size=6, max_size=12),
    st.integers(min_value=1, max_value=3),
)
def test_solver_arrangements_are_valid(pid: str, codes: list[str], round_number: int) -> None:
    rules = get_preset(pid)
    hand = parse_cards(" ".join(codes))
    arr = find_contract(hand, rules, round_number)
    if arr is None:
        return
    used = [c.uid for m in arr.melds for c in m.cards]
    assert len(used) == len(set(used))
    assert sorted(used + [c.uid for c in arr.leftover]) == sorted(c.uid for c in hand)
    for meld in arr.melds:
        assert check_meld(list(meld.cards), meld.kind, rules).ok
