"""Edit → Undo (Ctrl+Z): staged cards go back to the hand first; then the person's own
last meld of this turn (going down, a lay-off, a wild swap) is taken back, before they
discard, in a game against the computer. Never a draw, a discard or a move that ended
the round, and never in pass-and-play (the session says what may be undone). A setting
(Edit → Allow undo) switches it off; undos are counted like hints."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QObject

from ..session import GameSession
from ..table.hand_row import Staging
from ..texts import translate


class Undo(QObject):
    """The undo command of a window (``on``: Edit → Allow undo)."""

    def __init__(
        self,
        session: GameSession,
        staging: Staging,
        used: Counter[str],
        say: Callable[[str], object],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._session, self._staging, self._used, self._say = session, staging, used, say
        self.on = True

    @property
    def possible(self) -> bool:
        """Something would be taken back now (the menu item is enabled from it)."""
        return bool(self._staging.staged_uids) or (self.on and self._session.can_undo)

    def __call__(self) -> bool:
        if self._staging.staged_uids:
            self._staging.take_back()
            return True
        if not self.on:
            self._say(translate("MainWindow", "Undo is switched off (Edit menu)."))
            return False
        if not self._session.undo():
            self._say(
                translate(
                    "MainWindow",
                    "Only your own melds of this turn can be taken back, before you discard, "
                    "in a game against the computer.",
                )
            )
            return False
        self._used["undo"] += 1
        return True
