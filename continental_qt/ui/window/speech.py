"""The keys that read (View → Speak, issue 29): each reads one part of the table from
the feed's view and says it through the :class:`~.announcer.Announcer`, so a screen
reader speaks it. Nothing is read from anywhere but the feed."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ..feeds.feed import Feed
from ..table.table_view import TableView
from ..texts import translate
from ..texts.reading import (
    contract_reading,
    hand_reading,
    melds_reading,
    moves_reading,
    piles_reading,
    players_reading,
    scores_reading,
)
from .announcer import Announcer

# The commands of the key table that read, in the menu's order.
READINGS = (
    "read_hand",
    "read_hand_by_rank",
    "read_melds",
    "read_players",
    "read_piles",
    "read_moves",
    "read_contract",
    "read_scores",
    "repeat_announcement",
)


class Speech(QObject):
    """Reads ``feed``'s table aloud through ``announcer``; :meth:`read` by command."""

    def __init__(
        self, feed: Feed, announcer: Announcer, table: TableView, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._feed, self._announcer, self._table = feed, announcer, table

    def text(self, command: str) -> str:
        """What ``command`` (one of :data:`READINGS`) reads now."""
        feed, view = self._feed, self._feed.view
        if command == "repeat_announcement":
            return self._announcer.last or translate("Announcer", "Nothing was announced yet.")
        if view is None:
            return translate("Announcer", "No game is being played.")
        names = feed.names
        if command == "read_hand":
            return hand_reading(view, "suit")
        if command == "read_hand_by_rank":
            return hand_reading(view, "rank")
        if command == "read_melds":
            return melds_reading(view, names)
        if command == "read_players":
            return players_reading(view, names, [feed.seat_kind(s) for s in range(view.n)])
        if command == "read_piles":
            return piles_reading(view)
        if command == "read_moves":
            return moves_reading(view, feed.legal_actions(view))
        if command == "read_contract":
            return contract_reading(view)
        return scores_reading(view, names)

    def read(self, command: str) -> None:
        """Say what ``command`` reads (the repeat key says the last announcement)."""
        self._announcer.say(self.text(command))
