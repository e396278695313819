"""What a new game is made of: the rule preset, the seats, the deal number, AI pace.

Plain data (no Qt) so saves and tests can build it without a window.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.rules import RuleSet
from ..storage.seats import Seat

AI_SPEEDS = ("instant", "fast", "normal")


@dataclass(frozen=True)
class GameConfig:
    """A game to start. ``seed`` is the deal number (None: pick one at random).

    ``rules`` is None for a built-in preset (looked up by ``preset_id``); a custom or
    edited rule set is carried whole, and ``preset_id`` then names it (e.g. ``custom:Ours``).
    """

    preset_id: str
    seats: tuple[Seat, ...]
    seed: int | None = None
    ai_speed: str = "normal"
    rules: RuleSet | None = None

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]
