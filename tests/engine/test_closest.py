"""What a hand is missing: ``closest_arrangement`` (issue 28's "What am I missing?").

Per contract slot the places of a meld of its minimum size, each holding a card of the
hand or naming the missing card; the missing places add up to ``distance_to_contract``.
"""

from __future__ import annotations

import pytest

from continental_qt.engine import get_preset
from continental_qt.engine.cards import SUITS, parse_cards
from continental_qt.engine.closest import Partial, closest_arrangement
from continental_qt.engine.melds import check_meld, is_wild
from continental_qt.engine.presets import PRESET_IDS
from continental_qt.engine.rules import RUN, SET
from continental_qt.engine.solver import distance_to_contract, find_contract

from .test_feasibility_reference import CONTRACT_PRESETS, seeded_hands

S = SUITS.index("S")


def _places(p: Partial) -> list[list[tuple]]:
    return [[(pl.rank, pl.suit, pl.card and pl.card.code) for pl in m.places] for m in p.melds]


def _check_shape(p: Partial, hand, rules, round_number: int) -> None:
    """Slots in the contract's order, every card of the hand once, places that agree."""
    contract = rules.round(round_number).contract
    assert [(m.kind, m.min_length) for m in p.melds] == [(r.kind, r.min_length) for r in contract]
    used = [c.uid for m in p.melds for c in m.cards] + [c.uid for c in p.leftover]
    assert sorted(used) == sorted(c.uid for c in hand)
    assert p.missing == sum(len(m.needs) for m in p.melds)
    for m in p.melds:
        assert len(m.places) >= m.min_length
        if m.kind == RUN:
            suits = {pl.suit for pl in m.places}
            assert len(suits) == 1 and None not in suits
            ranks = [pl.rank for pl in m.places]
            assert all(b == a % 13 + 1 for a, b in zip(ranks, ranks[1:])), ranks
        for pl in m.places:
            c = pl.card
            if c is not None and not is_wild(c, rules):
                assert (c.rank, c.suit) == (pl.rank, pl.suit if pl.suit is not None else c.suit)


def test_a_met_contract_misses_nothing_and_its_melds_are_valid() -> None:
    rules = get_preset("may-i")
    hand = parse_cards("7C 7D 7H 9S 9H 9C KC 4D")
    p = closest_arrangement(hand, rules, 1)
    assert p is not None and p.missing == 0 and p.needs == ()
    for m in p.melds:
        assert check_meld(m.cards, m.kind, rules, m.min_length).ok
    assert {c.code for c in p.leftover} == {"KC", "4D"}
    assert len(p.melds) == len(find_contract(hand, rules, 1).melds)


def test_one_card_short_of_a_set_names_its_rank() -> None:
    rules = get_preset("may-i")
    p = closest_arrangement(parse_cards("7C 7D 7H 9S 9H KC 4D"), rules, 1)
    assert p.missing == 1
    assert p.needs == ((9, None),)  # any 9 of another suit


def test_one_card_short_of_a_run_names_the_card() -> None:
    rules = get_preset("may-i")
    p = closest_arrangement(parse_cards("4S 6S 7S 9C 10C JC QC KD"), rules, 3)
    assert p.missing == 1
    assert p.needs == ((5, S),)
    assert _places(p)[1] == [(4, S, "4S"), (5, S, None), (6, S, "6S"), (7, S, "7S")]


def test_a_wild_stands_for_a_place_and_the_other_gap_is_named() -> None:
    rules = get_preset("may-i")
    hand = parse_cards("4S JK 7S 9C 10C JC QC 3D")
    p = closest_arrangement(hand, rules, 3)
    assert p.missing == 1
    run = _places(p)[1]
    assert run[0] == (4, S, "4S") and run[3] == (7, S, "7S")
    assert sorted(x[2] or "" for x in run[1:3]) == ["", "JK"]
    assert p.needs in (((5, S),), ((6, S),))
    _check_shape(p, hand, rules, 3)


def test_copies_from_several_decks_are_distinct_cards() -> None:
    rules = get_preset("may-i")
    hand = parse_cards("7S 7S 7H 9C 9D")
    p = closest_arrangement(hand, rules, 1)
    assert p.missing == 1 and p.needs == ((9, None),)
    sevens = [c for c in p.melds[0].cards]
    assert sorted(c.code for c in sevens) == ["7H", "7S", "7S"]
    assert len({c.uid for c in sevens}) == 3
    # Two runs from one suit with a duplicate: each copy in its own run.
    hand = parse_cards("5S 5S 6S 7S 8S")
    p = closest_arrangement(hand, rules, 3)
    assert p.missing == distance_to_contract(hand, rules, 3) == 3
    assert all(s == S for _r, s in p.needs)
    fives = [c for m in p.melds for c in m.cards if c.code == "5S"]
    assert len(fives) == 2 and fives[0].uid != fives[1].uid
    _check_shape(p, hand, rules, 3)


def test_the_same_hand_gives_the_same_answer() -> None:
    rules = get_preset("shanghai")
    hand = parse_cards("4S 6S 7S 9C 10C JC QC KD 3H 3D JK 5H 5C 8H")
    first = closest_arrangement(hand, rules, 4)
    assert closest_arrangement(list(hand), rules, 4) == first


@pytest.mark.parametrize("pid", CONTRACT_PRESETS)
def test_missing_is_the_distance_on_seeded_hands(pid: str) -> None:
    rules = get_preset(pid)
    met = 0
    for rn, hand in seeded_hands(pid, 150, 28):
        p = closest_arrangement(hand, rules, rn)
        assert p is not None
        assert p.missing == distance_to_contract(hand, rules, rn), (rn, hand)
        _check_shape(p, hand, rules, rn)
        if p.missing == 0:
            met += 1
            for m in p.melds:
                assert check_meld(m.cards, m.kind, rules, m.min_length).ok, (rn, hand, m)
    assert met >= 15  # both kinds of answer are exercised


def test_every_preset_is_answered() -> None:
    for pid in PRESET_IDS:
        rules = get_preset(pid)
        for rn, hand in seeded_hands(pid, 5, 3) if not rules.single_hand else ():
            assert closest_arrangement(hand, rules, rn) is not None


def test_single_hand_game_going_out_or_not_covered() -> None:
    rules = get_preset("continental-15")
    out = parse_cards("3C 4C 5C 6D 7D 8D 9H 10H JH 4S 5S 6S 8C 9C 10C")
    p = closest_arrangement(out, rules, 1)
    assert p is not None and p.missing == 0 and p.leftover == ()
    assert sorted(len(m.places) for m in p.melds) == [3, 3, 3, 3, 3]
    for m in p.melds:
        assert m.kind == RUN and check_meld(m.cards, RUN, rules, 3).ok
    # Not out: not covered (its distance is an estimate, not an arrangement).
    near = parse_cards("3C 4C 5C 6D 7D 8D 9H 10H JH 4S 5S 6S 8C 9C KH")
    assert closest_arrangement(near, rules, 1) is None


def test_sets_name_ranks_and_runs_name_cards() -> None:
    rules = get_preset("playingcards-io")  # round 2: a set and a run
    hand = parse_cards("8H 8D 4C 5C 6C KS")
    p = closest_arrangement(hand, rules, 2)
    assert p.missing == distance_to_contract(hand, rules, 2) == 2
    kinds = {m.kind: m.needs for m in p.melds}
    assert kinds[SET] == ((8, None),)
    assert len(kinds[RUN]) == 1 and kinds[RUN][0] in ((3, 0), (7, 0))


def test_a_plan_the_wild_rules_refuse_names_one_wild_place_missing() -> None:
    # continental-es: no two wilds side by side in a run. The distance's beam fills
    # every place with these four jokers, the solver says the hand cannot go down:
    # distance 1, and one joker's place is named instead.
    rules = get_preset("continental-es")
    hand = parse_cards("KD QC 5C 4S 10D 9C JK JK JK JK")
    assert distance_to_contract(hand, rules, 2) == 1
    p = closest_arrangement(hand, rules, 2)
    assert p.missing == 1 and len(p.needs) == 1
    assert any(c.code == "JK" for c in p.leftover)
    _check_shape(p, hand, rules, 2)
