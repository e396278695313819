"""The table as a round ends, before the next deal: for showing the end of a round.

``GameState.apply`` scores a finished round and deals the next one in the
same call, so after the move that ends a round the live state already holds
the new deal. A table that shows the round's summary wants the old table
behind it: the melds as they ended, the cards each player was left with.
:func:`table_at_round_end` replays the move on a copy that skips the next
deal. The copy is for display only: it is between rounds and takes no moves.
"""

from __future__ import annotations

from .actions import Action
from .events import Event
from .state import GameState


class _NoNextDeal(GameState):
    """A ``GameState`` whose finished round stays on the table (same slots)."""

    __slots__ = ()

    def _start_round(self, number: int, events: list[Event]) -> None:
        """Skip the deal of round ``number``: keep the table as the last round left it."""


def table_at_round_end(
    state: GameState, action: Action, seat: int | None = None
) -> GameState | None:
    """A copy of ``state`` after ``action`` if that ends a round, before the next deal
    (scores and totals already counted); None if the round goes on. ``state`` itself is
    not changed; an illegal ``action`` raises ``IllegalMove`` as ``apply`` would."""
    trial = state.clone()
    trial.__class__ = _NoNextDeal
    try:
        events = trial.apply(action, seat)
    finally:
        trial.__class__ = GameState
    if not any(ev.kind == "round_ended" for ev in events):
        return None
    return trial
