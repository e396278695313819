"""Hard's rules for the single-hand game (continental_qt/ai/single_hand.py)."""

from __future__ import annotations

from types import SimpleNamespace

from continental_qt.ai import make_ai
from continental_qt.ai.arrangements import best_going_out, going_out_options
from continental_qt.ai.single_hand import swap_distance
from continental_qt.engine import get_preset, parse_cards
from continental_qt.engine.going_out import find_going_out, settlement_score

from .botplay import play

RULES = get_preset("continental-15")
# Five 3-card heart runs (3H..AH, then 3H 4H 5H again from the second deck).
HEARTS = "3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH 3H 4H 5H"


def test_a_hand_that_goes_out_is_at_distance_zero():
    assert swap_distance(parse_cards(HEARTS), RULES) == 0


def test_each_card_swapped_away_counts_one():
    hand = parse_cards(HEARTS)
    # The 7 of hearts replaced by a lone club: one card to exchange.
    one = [c for c in hand if c.code != "7H"] + parse_cards("9C")
    assert swap_distance(one, RULES) == 1
    # Two middle cards gone: two. A wild drawn brings it back to one.
    two = [c for c in one if c.code != "10H"] + parse_cards("5D")
    assert swap_distance(two, RULES) == 2
    assert swap_distance(two + parse_cards("JK"), RULES) == 1


def test_a_short_hand_is_beyond_the_cap():
    assert swap_distance(parse_cards("3H 4H 5H"), RULES, cap=3) == 4


def test_the_best_paying_going_out_leaves_the_joker():
    hand = parse_cards(HEARTS + " JK")
    view = SimpleNamespace(rules=RULES, hands=[hand])
    action = best_going_out(view, 0)  # type: ignore[arg-type]
    assert action is not None
    by_uid = {c.uid: c for c in hand}
    melds = [[by_uid[u] for u in m.cards] for m in action.melds]
    used = {u for m in action.melds for u in m.cards}
    assert len(used) == 15
    assert all(c.rank != 0 for m in melds for c in m)  # no wild, all hearts
    assert settlement_score(melds, RULES) == RULES.settlement.no_wild + RULES.settlement.one_suit
    # ... which pays more than the going out the engine finds first, if that uses the joker.
    first = find_going_out(RULES, hand, best=False)
    assert first is not None
    assert settlement_score(melds, RULES) >= settlement_score(first[0], RULES)


def test_no_going_out_gives_none():
    hand = parse_cards(HEARTS)
    hand = [c for c in hand if c.code != "7H"] + parse_cards("9C 10S")
    view = SimpleNamespace(rules=RULES, hands=[hand])
    assert best_going_out(view, 0) is None  # type: ignore[arg-type]


def test_hard_plays_the_single_hand_game_its_own_way_deterministically():
    a = play("continental-15", ["hard", "medium"], seed=5)
    b = play("continental-15", ["hard", "medium"], seed=5)
    assert a.is_over and a.winners
    assert a.public_log() == b.public_log()
    # Not medium's moves: the same seats with medium in both play another game.
    c = play("continental-15", ["medium", "medium"], seed=5)
    assert a.public_log() != c.public_log()
    assert make_ai("hard", 1).single_hand.profile.shortlist == 8


def test_the_analysis_weighs_the_best_paying_going_out():
    # The analysis's going-out candidate is the one hard plays and hints name.
    hand = parse_cards(HEARTS + " JK")
    view = SimpleNamespace(rules=RULES, hands=[hand])
    (option,) = going_out_options(view, 0)  # type: ignore[arg-type]
    assert option == best_going_out(view, 0)  # type: ignore[arg-type]
    assert going_out_options(SimpleNamespace(rules=get_preset("may-i"), hands=[hand]), 0) == []  # type: ignore[arg-type]
