"""Penalty points of cards left in hand."""

from __future__ import annotations

from collections.abc import Iterable

from .cards import Card
from .rules import RuleSet


def hand_points(cards: Iterable[Card], rules: RuleSet) -> int:
    """Penalty points of ``cards`` under ``rules.points`` (a red ace counts as an ace)."""
    pts = rules.points
    return sum(pts[c.rank] for c in cards)
