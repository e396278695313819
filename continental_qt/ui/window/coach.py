"""The coach at the table: Hint (H) and Show the options (O), for the viewer's own view.

A hint is the analysis of the position as the person at the screen may see it (the
feed's view, never the live state), computed in a worker process of its own beside
the computer players' (``HintService``), so asking for one never delays or changes a
computer's move. The answer shows on the table (the card lifted, its target lit) with
the reasons in words in the prompt line; the options are listed ranked, with their
expected points and how much worse each is than the best. A hint for a position that
has moved on is dropped. No hint while no hand shows (a privacy screen, pass-and-play's
neutral May I? table), and none but on the viewer's own turn or May I? question.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...ai.hints import Hint, position_key
from ...engine.closest import closest_arrangement
from ...engine.events import ROUND_OVER
from ...engine.state import GameState
from ..feeds.live import LiveFeed
from ..hint_service import HintService
from ..table.table_view import TableView
from ..texts import translate
from ..texts.hints import hint_sentences, option_lines
from .tutor import Tutor

HINT_MS = 20000  # how long the hint's words stay in the prompt line


class Coach(QObject):
    """Hints for ``feed``'s viewer, shown on ``table`` and said by ``say(text, ms)``;
    ``used`` counts what was asked in this game, by kind."""

    def __init__(
        self,
        feed: LiveFeed,
        table: TableView,
        say: Callable[[str, int], object],
        used: Counter[str],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._feed, self._table, self._say, self._window = feed, table, say, parent
        self.service = HintService(self)
        self.service.hintReady.connect(self._ready)
        self.service.hintFailed.connect(self._failed)
        self._asked: tuple[int, str, str] | None = None  # request id, kind, position key
        self.used: Counter[str] = used  # the session's: saved with the game
        self.options_box: OptionsDialog | None = None
        self.tutor = Tutor(feed, self.service, self.used, say, parent)
        feed.stateChanged.connect(self._moved_on)
        feed.gameStarted.connect(self._new_game)

    def why_not(self, view: GameState | None = None, legal: list | None = None) -> str | None:
        """Why no hint can be asked now (None: one can). ``view`` and ``legal``: the
        feed's view and its legal moves just read (default: read them now)."""
        feed = self._feed
        view = feed.view if view is None else view
        if view is None or view.is_over or view.phase == ROUND_OVER:
            return translate("Coach", "Hints come on your turn, not between rounds.")
        if feed.viewer is None or feed.asking is not None:
            return translate("Coach", "A hint needs your own hand on the table.")
        if legal is None:
            legal = feed.legal_actions(view)
        if view.to_act != feed.viewer or not legal:
            return translate("Coach", "Hints come on your turn and when you are asked May I?")
        return None

    def ask(self, kind: str = "hint") -> None:
        """Ask for a hint (``hint``), the options ranked (``options``) or what the hand
        still misses (``missing``, at once: the engine's closest arrangement)."""
        if kind == "missing":
            self.show_missing()
            return
        if self.tutor.waiting:
            return  # a move waits for the tutor: its answer comes first
        why = self.why_not()
        if why is not None:
            self._say(why, 5000)
            return
        view = self._feed.view
        request = self.service.request(view, view.viewer, kind)
        if request:
            self._asked = (request, kind, position_key(view))
            self._say(translate("Coach", "Weighing your options…"), HINT_MS)

    def show_missing(self) -> None:
        """Fade into the staging slots the melds the viewer's hand is closest to, and
        the cards it still lacks."""
        feed, view = self._feed, self._feed.view
        if view is None or feed.viewer is None or feed.asking is not None or view.is_over:
            self._say(translate("Coach", "A hint needs your own hand on the table."), 5000)
            return
        if view.has_gone_down(feed.viewer) or view.phase == ROUND_OVER:
            self._say(translate("Coach", "Nothing is missing: you have gone down."), 5000)
            return
        partial = closest_arrangement(view.hand(feed.viewer), view.rules, view.round_number)
        if partial is None:  # the single-hand game, short of going out
            self._say(
                translate("Coach", "In this game the coach shows what you miss with Hint (H)."),
                6000,
            )
            return
        self.used["missing"] += 1
        self._table.show_missing(partial)
        missing = partial.missing  # a plain name, or lupdate skips the call
        if missing:
            text = translate(
                "Coach",
                "Faded in the slots: your closest melds; %n card(s) still missing.",
                None,
                missing,
            )
        else:
            text = translate("Coach", "Your cards meet the contract: stage them and go down.")
        self._say(text, HINT_MS)

    def close(self) -> None:
        self.service.close()

    def _ready(self, request: int, hint: Hint) -> None:
        if self.tutor.answered(request, hint):
            return
        asked, view = self._asked, self._feed.view
        if asked is None or asked[0] != request or view is None:
            return
        if position_key(view) != hint.key or view.viewer != hint.seat:
            self._asked = None  # the position moved on: a hint for it is no help now
            return
        self._asked = None
        kind = asked[1]
        self.used[kind] += 1
        hand, names, top = view.hand(hint.seat), self._feed.names, view.top_discard
        sentences = hint_sentences(hint, hand, names, top)
        if kind == "options":
            box = OptionsDialog(sentences, option_lines(hint, hand, top, None), self._window)
            box.open()
            self.options_box = box
            self._say(sentences[0], HINT_MS)
        else:
            self._say(" ".join(sentences), HINT_MS)
        self._table.show_hint(hint.action)

    def _failed(self, request: int, message: str) -> None:
        if self.tutor.failed(request):
            return
        if self._asked is not None and self._asked[0] == request:
            self._asked = None
            self._say(
                translate("Coach", "No hint this time ({error}).").format(error=message), 6000
            )

    def _moved_on(self) -> None:
        view = self._feed.view
        if self._asked is not None and (view is None or position_key(view) != self._asked[2]):
            self.service.cancel()
            self._asked = None
        self._table.clear_hint()

    def _new_game(self) -> None:
        self._moved_on()


class OptionsDialog(QDialog):
    """The options ranked: the best first, with why; the first five, the rest on request."""

    SHOWN = 5

    def __init__(self, why: list[str], lines: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("options_dialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(translate("Coach", "Your options"))
        self._lines = lines
        column = QVBoxLayout(self)
        reasons = QLabel(" ".join(why), self)
        reasons.setObjectName("options_why")
        reasons.setWordWrap(True)
        column.addWidget(reasons)
        self.list = QListWidget(self)
        self.list.setObjectName("options_list")
        self.list.setAccessibleName(translate("Coach", "Your options, best first"))
        column.addWidget(self.list, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.more = QPushButton(translate("Coach", "Show all"), self)
        self.more.setObjectName("options_more")
        self.more.clicked.connect(self.show_all)
        buttons.addButton(self.more, QDialogButtonBox.ButtonRole.ActionRole)
        column.addWidget(buttons)
        self.list.addItems(lines[: self.SHOWN])
        self.more.setVisible(len(lines) > self.SHOWN)
        self.resize(560, 380)

    def show_all(self) -> None:
        self.list.clear()
        self.list.addItems(self._lines)
        self.more.hide()
