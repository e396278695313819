"""The single-hand going-out search finds every hand built from a going-out pattern."""

from __future__ import annotations

import random

import pytest

from continental_qt.engine import check_meld, format_cards, get_preset
from continental_qt.engine.cards import joker_card, natural_card
from continental_qt.engine.going_out import find_going_out


def built_hand(rng: random.Random, rules):
    """A 15-card hand made of runs of one pattern (jokers sprinkled in), or None."""
    pattern = rng.choice(rules.going_out_patterns)
    copies: dict[tuple[int, int], int] = {}
    hand = []
    jokers = 0
    for length in pattern:
        suit = rng.randrange(4)
        start = rng.randint(1, 14 - length + 1)
        for pos in range(start, start + length):
            rank = 1 if pos == 14 else pos
            if rng.random() < 0.12 and jokers < 4:
                hand.append(joker_card(jokers // 2, jokers % 2))
                jokers += 1
                continue
            k = copies.get((suit, rank), 0)
            copies[(suit, rank)] = k + 1
            if k >= 4:
                return None
            hand.append(natural_card(rank, suit, k))
    return hand


@pytest.mark.parametrize("seed", range(4))
def test_hands_built_from_patterns_go_out(seed: int) -> None:
    rules = get_preset("continental-15")
    rng = random.Random(seed)
    checked = 0
    while checked < 400:
        hand = built_hand(rng, rules)
        if hand is None:
            continue
        extra = natural_card(rng.randint(1, 13), rng.randrange(4), 5)
        for h in (hand, hand + [extra]):
            found = find_going_out(rules, h, best=False)
            assert found is not None, format_cards(h)
            melds, left = found
            assert len(left) == len(h) - 15
            assert all(check_meld(m, "run", rules, 3).ok for m in melds)
            checked += 1
