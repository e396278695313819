"""Who sits at the table: a seat's name and who plays it, one type for saves, statistics
and the UI.

Plain data (no Qt). The engine knows nothing of this: to it a seat is a number.
"""

from __future__ import annotations

from dataclasses import dataclass

HUMAN = "human"
#: Every kind a seat can be: a person, or a computer player of one of the levels of
#: :data:`continental_qt.ai.registry.LEVELS` (a test keeps the two lists in step).
SEAT_KINDS = (HUMAN, "easy", "medium", "hard", "random", "oracle")
#: The longest seat name a save accepts.
MAX_NAME = 40


@dataclass(frozen=True)
class Seat:
    """One seat: the name shown at the table, and ``kind``, who plays it: ``"human"`` or
    the computer player's level (one of :data:`SEAT_KINDS`), stored as is in saves and
    in the statistics database."""

    name: str
    kind: str = HUMAN

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def level(self) -> str | None:
        """The computer player's level, or None for a person."""
        return None if self.kind == HUMAN else self.kind
