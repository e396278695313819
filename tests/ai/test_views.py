"""A player that is given a view cannot reach the hidden cards.

Each player is wrapped so that every object it receives in ``choose`` is
checked: a view of its own seat, other hands and the stock hold only ``None``,
no seed and no action list. The oracle (``sees_all``) is the only exception.
"""

from __future__ import annotations

from typing import Any

import pytest

from continental_qt.ai import make_ai
from continental_qt.engine import HIDDEN, DrawStock, IllegalMove
from continental_qt.sim.ladder import play_out

from .botplay import new_game


class Inspected:
    """Checks what ``choose`` is given, then asks the wrapped player."""

    def __init__(self, inner: Any, seat: int) -> None:
        assert not getattr(inner, "sees_all", False)
        self.inner = inner
        self.seat = seat
        self.calls = 0

    def choose(self, x):
        seat = self.seat
        assert x.is_view is True
        assert x.viewer == seat
        assert x.seed is None
        assert x.history is None
        assert x.actions is None
        for s, hand in enumerate(x.hands):
            if s == seat:
                assert all(c is not HIDDEN for c in hand)
            else:
                assert all(c is HIDDEN for c in hand), f"seat {s}'s cards are visible"
        assert all(c is HIDDEN for c in x.stock), "the stock is visible"
        self.calls += 1
        return self.inner.choose(x)


@pytest.mark.parametrize(("preset", "levels"), [
    ("may-i", ("easy", "medium", "random")),
    ("continental-15", ("medium", "easy")),
    ("liverpool", ("medium", "easy", "medium", "easy")),
])  # fmt: skip
def test_players_receive_only_views(preset: str, levels: tuple[str, ...]):
    state = new_game(preset, len(levels), 17)
    players = [Inspected(make_ai(lv, 17 * 100 + s), s) for s, lv in enumerate(levels)]
    play_out(state, players)
    assert state.is_over
    assert all(p.calls > 0 for p in players)


@pytest.mark.slow
def test_hard_receives_only_views():
    # A contract game: hard searches there (in the single-hand game it plays medium's rules).
    state = new_game("may-i", 2, 4)
    players = [Inspected(make_ai(lv, 400 + s), s) for s, lv in enumerate(("hard", "medium"))]
    play_out(state, players)
    assert players[0].calls > 0


def test_a_view_cannot_be_played_on():
    view = new_game("may-i", 2, 1).view(0)
    with pytest.raises(IllegalMove):
        view.apply(DrawStock())
