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


def ranking(totals: Sequence[int], rules: RuleSet) -> list[tuple[int, int]]:
    """``(place, seat)`` best first in the rules' direction (ties in seat order); equal
    totals share a place (1, 1, 3)."""
    sign = -1 if rules.higher_wins else 1
    order = sorted(range(len(totals)), key=lambda s: (sign * totals[s], s))
    out: list[tuple[int, int]] = []
    for i, seat in enumerate(order):
        if i and totals[seat] == totals[order[i - 1]]:
            out.append((out[-1][0], seat))
        else:
            out.append((i + 1, seat))
    return out
