"""The hoarding figure: how often a seat that did not go out was caught holding many cards.

Issue 25: computer players bought their way into big hands they could not go down with.
Over a run of games, for each level, count the *losing hands* (the scored hands of seats
that did not go out: every active seat but the round's winner; every seat of a round that
ran out of stock) and how many of them held ``HOARD`` or more cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ..engine.state import Event

HOARD = 14  # a losing hand of this many cards or more counts as hoarded


@dataclass
class Hoarding:
    """Per level: losing hands seen and how many held ``HOARD`` or more cards."""

    losing: dict[str, int] = field(default_factory=dict)
    hoarded: dict[str, int] = field(default_factory=dict)

    def add(self, events: Iterable[Event], seat_kinds: Sequence[str]) -> None:
        """Count the losing hands of every ``round_ended`` event among ``events``."""
        for e in events:
            if e.kind != "round_ended":
                continue
            for seat, uids in e.data["hands"].items():
                if seat == e.seat:
                    continue  # the seat that went out
                kind = seat_kinds[seat]
                self.losing[kind] = self.losing.get(kind, 0) + 1
                if len(uids) >= HOARD:
                    self.hoarded[kind] = self.hoarded.get(kind, 0) + 1

    def share(self, kind: str) -> float | None:
        n = self.losing.get(kind, 0)
        return self.hoarded.get(kind, 0) / n if n else None

    def summary(self) -> dict[str, dict]:
        return {
            k: {"losing_hands": n, "hoarded": self.hoarded.get(k, 0), "share": self.share(k)}
            for k, n in sorted(self.losing.items())
        }

    def lines(self) -> list[str]:
        out = []
        for k, row in self.summary().items():
            out.append(
                f"  {k:>12}: {row['hoarded']} of {row['losing_hands']} losing hands held "
                f"{HOARD}+ cards ({100 * row['share']:.1f}%)"
            )
        return out
