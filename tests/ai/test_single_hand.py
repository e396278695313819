"""Hard's rules for the single-hand game (continental_qt/ai/single_hand.py)."""

from __future__ import annotations

import random
from types import SimpleNamespace

from continental_qt.ai import make_ai
from continental_qt.ai.arrangements import best_going_out, going_out_options
from continental_qt.ai.player import HeuristicPlayer
from continental_qt.ai.single_hand import SingleHandPlayer, swap_distance, within
from continental_qt.engine import NEXT_ROUND, ROUND_OVER, GameState, get_preset, parse_cards
from continental_qt.engine.actions import Discard
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


def test_within_is_swap_distance_asked_once():
    hand = parse_cards(HEARTS)
    one = [c for c in hand if c.code != "7H"] + parse_cards("9C")
    assert within(hand, RULES, 0)
    assert not within(one, RULES, 0)
    assert within(one, RULES, 1)
    assert not within(one, RULES, -1)
    assert not within(parse_cards("3H 4H 5H"), RULES, 5)  # too short to go out
    rng = random.Random(7)
    shoe = GameState(RULES, 2, 7).stock
    for _ in range(40):
        sample = rng.sample(shoe, 16)
        d = swap_distance(sample, RULES)
        assert within(sample, RULES, d)
        assert d == 0 or not within(sample, RULES, d - 1)


def test_outs_count_every_unseen_copy_that_brings_the_hand_nearer():
    # Thirteen hearts, the 9 of spades and (after the discard) one card to find: the 7 of
    # hearts or any wild closes the going out; an 8 of spades or a king of clubs does not.
    rest = [c for c in parse_cards(HEARTS) if c.code != "7H"] + parse_cards("9S")
    assert swap_distance(rest, RULES) == 1
    seven, eight, king = parse_cards("7H 8S KC")
    view = SimpleNamespace(rules=RULES)
    player = SingleHandPlayer(1)
    unseen = (3, [(seven, 2), (eight, 2), (king, 1)])
    assert player._outs(rest, view, 1, unseen) == 3 + 2  # type: ignore[arg-type]
    # Asked again (from the memo) the answer is the same.
    assert player._outs(rest, view, 1, unseen) == 5  # type: ignore[arg-type]


def test_discards_tied_on_distance_are_ranked_by_outs():
    # Every discard decision of a seeded game: the first choice leaves the best distance
    # of the shortlist and the most outs among those; the shortlist is medium's.
    state = GameState(RULES, 2, 11)
    table = [make_ai("medium", 1100), make_ai("medium", 1101)]
    changed = checked = 0
    while not state.is_over and checked < 60:
        if state.phase == ROUND_OVER:
            state.apply(NEXT_ROUND)
            continue
        seat = state.to_act
        discards = [a for a in state.legal_actions() if isinstance(a, Discard)]
        if len(discards) > 1:
            view = state.view(seat)
            player = SingleHandPlayer(5)
            ranked = player._discard_choices(view, seat, discards)
            plain = HeuristicPlayer._discard_choices(player, view, seat, discards)
            assert sorted(d.card for d in ranked) == sorted(d.card for d in plain)
            rests = {d.card: [c for c in view.hands[seat] if c.uid != d.card] for d in ranked}
            dist = {u: swap_distance(r, RULES) for u, r in rests.items()}
            best = min(dist.values())
            assert dist[ranked[0].card] == best
            if best > 0:
                unseen = player._unseen_kinds(view, seat)
                tied = [d.card for d in ranked if dist[d.card] == best]
                outs = [player._outs(rests[u], view, best, unseen) for u in tied]
                assert outs == sorted(outs, reverse=True)
                changed += ranked[0] != plain[0] and dist[plain[0].card] == best
            checked += 1
        state.apply(table[seat].choose(state.view(seat)))
    assert checked >= 20
    assert changed >= 1  # outs decided at least one discard medium ranked otherwise
