"""Each person's "Ask me about May I?" (the Game menu's toggle) and the "Stop asking
me" button on their own May I? question.

The setting belongs to the person whose hand shows (the feed's viewer). While no
hand shows (a privacy screen, pass-and-play's neutral table) it speaks for nobody:
the toggle is disabled, and "Stop asking me" is hidden.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton

from ...engine.actions import Pass
from ...engine.events import MAY_I
from ..feeds.feed import Feed
from ..texts import translate


class MayISetting(QObject):
    """Keeps ``toggle()`` (the menu's action, rebuilt on a language change) and
    ``button`` as the feed's viewer's setting and question say."""

    def __init__(
        self,
        feed: Feed,
        toggle: Callable[[], QAction],
        button: QPushButton,
        say: Callable[[str], object],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._feed, self._toggle, self._button, self._say = feed, toggle, button, say

    def set(self, on: bool) -> None:
        """The toggle was flipped: the viewer's setting (refused while nobody's hand
        shows: the toggle goes back)."""
        if not self._feed.can_set_asks_may_i:
            self.show()
            return
        self._feed.set_asks_may_i(on)

    def show(self) -> None:
        """The toggle and "Stop asking me" as the viewer's setting and question say."""
        feed, seat, toggle = self._feed, self._feed.viewer, self._toggle()
        toggle.setEnabled(feed.can_set_asks_may_i)
        toggle.blockSignals(True)
        toggle.setChecked(feed.asks_may_i)
        toggle.blockSignals(False)
        view = feed.view
        asked = seat is not None and view is not None and view.phase == MAY_I
        asked = asked and view.to_act == seat
        self._button.setVisible(asked and Pass in map(type, feed.legal_actions(view)))

    def stop_asking(self) -> None:
        """ "Stop asking me" on the viewer's May I? question: the Game menu's toggle off
        (this discard, and every later one, goes without a question)."""
        if self._feed.viewer is None or self._button.isHidden():
            return
        self._toggle().setChecked(False)
        self._say(
            translate(
                "MainWindow",
                "No more May I? questions for you. Game menu, Ask me about May I? "
                "switches them back on.",
            )
        )
