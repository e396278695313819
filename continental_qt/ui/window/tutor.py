"""The tutor (View → Tutor, off by default): before a move whose expected loss passes
the player's threshold and about two standard errors of the paired difference
(``ai.tutor.doubtful``, the rule a game review will reuse), the table asks "Are you
sure? …" with the better move; Enter plays the move anyway.

It never blocks: the move waits for the analysis (the hint lane's ``tutor`` request,
the player's move weighed on every deal) at most ``WAIT_MS``; when the answer is not
ready by then the move goes through, and that is counted (``used["tutor_late"]``).
Only the viewer's own moves are checked (never an answer on pass-and-play's neutral
table), and only where there is a choice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from ...ai.hints import Hint, position_key
from ...ai.tutor import Doubt, doubtful
from ...engine.actions import Action, NextRound
from ..feeds.live import LiveFeed
from ..texts import translate
from ..texts.hints import doubt_text, move_text

if TYPE_CHECKING:
    from ..hint_service import HintService

WAIT_MS = 2500  # the longest a move waits for the tutor
THRESHOLDS = (2, 5, 10, 20)  # the points a move may lose before the tutor asks


class Tutor(QObject):
    """Guards ``feed``'s moves with ``service``'s analysis while ``on``."""

    def __init__(
        self,
        feed: LiveFeed,
        service: HintService,
        used: Counter[str],
        say: Callable[[str, int], object],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._feed, self._service, self.used, self._say = feed, service, used, say
        self._window = parent
        self.on = False
        self.threshold = 5.0
        self.box: QMessageBox | None = None
        self._held: tuple[int, Action, str] | None = None  # request, move, position key
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._too_late)
        feed.guard = self.guard
        feed.stateChanged.connect(self._moved_on)

    @property
    def waiting(self) -> bool:
        """A move is held for the tutor's answer."""
        return self._held is not None

    def guard(self, action: Action) -> bool:
        """True: play ``action`` now; False: it is held for the tutor."""
        feed, view = self._feed, self._feed.view
        if not self.on or isinstance(action, NextRound) or view is None:
            return True
        if feed.viewer is None or feed.asking is not None or view.to_act != feed.viewer:
            return True
        legal = feed.legal_actions(view)
        if action not in legal or len(legal) < 2:
            return True  # the engine refuses it, or there is no choice to weigh
        request = self._service.request(view, view.viewer, "tutor", named=(action,))
        if not request:
            return True
        self._held = (request, action, position_key(view))
        self._timer.start(WAIT_MS)
        self._say(translate("Coach", "The tutor is weighing your move…"), WAIT_MS)
        return False

    def answered(self, request: int, hint: Hint) -> bool:
        """The hint lane's answer: True if it was the tutor's."""
        held = self._held
        if held is None or held[0] != request:
            return False
        self._timer.stop()
        self._held = None
        view = self._feed.view
        if view is None or position_key(view) != held[2]:
            return True  # the position moved on: the move is no longer there to make
        doubt = doubtful(hint.analysis, held[1], self.threshold) if hint.analysis else None
        if doubt is None:
            self._feed.act(held[1], checked=True)
        else:
            self.used["tutor_warned"] += 1
            self._ask(held[1], doubt)
        return True

    def failed(self, request: int) -> bool:
        """The tutor's request failed: the move goes through."""
        held = self._held
        if held is None or held[0] != request:
            return False
        self._release()
        return True

    def _too_late(self) -> None:
        if self._held is not None:
            self.used["tutor_late"] += 1
            self._release()

    def _release(self) -> None:
        """Play the held move as it is (the tutor had nothing to say in time)."""
        held, self._held = self._held, None
        self._timer.stop()
        self._service.cancel()
        view = self._feed.view
        if held is not None and view is not None and position_key(view) == held[2]:
            self._feed.act(held[1], checked=True)

    def _moved_on(self) -> None:
        held, view = self._held, self._feed.view
        if held is not None and (view is None or position_key(view) != held[2]):
            self._held = None
            self._timer.stop()

    def _ask(self, move: Action, doubt: Doubt) -> None:
        view = self._feed.view
        hand, top = view.hand(view.viewer), view.top_discard
        box = QMessageBox(self._window)
        box.setObjectName("tutor_box")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("Coach", "Tutor"))
        box.setText(doubt_text(doubt, hand, top))
        anyway = box.addButton(
            translate("Coach", "Play it anyway"), QMessageBox.ButtonRole.AcceptRole
        )
        better = box.addButton(
            translate("Coach", "Play instead: {move}").format(
                move=move_text(doubt.better.action, hand, top)
            ),
            QMessageBox.ButtonRole.ActionRole,
        )
        box.addButton(translate("Coach", "Back to the table"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(anyway)  # one key goes ahead anyway: Enter
        key = position_key(view)

        def done() -> None:
            pressed = box.clickedButton()
            now = self._feed.view
            if now is None or position_key(now) != key:
                return
            if pressed is anyway:
                self._feed.act(move, checked=True)
            elif pressed is better:
                self._feed.act(doubt.better.action, checked=True)

        box.finished.connect(done)
        box.open()
        self.box = box
