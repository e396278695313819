"""Deal numbers are pinned: the same seed gives the same deal on every Python version.

If one of these fails after a change, a deal number no longer means the same game:
saved games and shared deal numbers would break. Change them only on purpose.
"""

from __future__ import annotations

import pytest

from continental_qt.engine import GameState, format_cards, get_preset
from continental_qt.engine.cards import DealRandom

MAY_I_HANDS = ["6C 10C QS JS 5D", "9D 4S 9D 7C KD", "5D 8D 2D 8C 6H", "10H 3H 3D AS JS"]
PINNED = [
    ("may-i", 4, 1, 0, MAY_I_HANDS, "7C"),
    ("continental-15", 3, 7, 0, ["9S 8S 6H AC 7S", "9C 3S 8D 10H 3H", "AC QH KS 10S AS"], "10C"),
    ("continental-es", 2, 42, 1, ["JS 7S KS 4H 2C", "AH 4S 6C KC QH"], "QS"),
]


@pytest.mark.parametrize(("pid", "players", "seed", "dealer", "hands", "upcard"), PINNED)
def test_pinned_deal(pid, players, seed, dealer, hands, upcard) -> None:
    state = GameState(get_preset(pid), players, seed)
    assert state.dealer == dealer
    assert [format_cards(h[:5]) for h in state.hands] == hands
    assert state.discard[-1].code == upcard


def test_shuffle_is_our_own() -> None:
    items = list(range(10))
    DealRandom(2026).shuffle(items)
    assert items == [0, 6, 2, 3, 8, 4, 7, 9, 5, 1]
