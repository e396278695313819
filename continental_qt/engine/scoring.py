"""Penalty points of cards left in hand."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import Card
from .rules import RuleSet


def hand_points(cards: Iterable[Card], rules: RuleSet) -> int:
    """Penalty points of ``cards`` under ``rules.points`` (a red ace counts as an ace)."""
    pts = rules.points
    return sum(pts[c.rank] for c in cards)


def leaders(totals: Sequence[int], rules: RuleSet, seats: Iterable[int] | None = None) -> list[int]:
    """The seats (of ``seats``, default all) whose total is best under ``rules``:
    the highest when ``rules.higher_wins``, else the lowest. Empty when no seats."""
    pool = list(range(len(totals))) if seats is None else list(seats)
    if not pool:
        return []
    pick = max if rules.higher_wins else min
    best = pick(totals[s] for s in pool)
    return [s for s in pool if totals[s] == best]
