"""Pass-and-play's privacy screen: "Pass to Ana — click when ready".

It covers the table view while the computer is passed to the next person. The
table behind it shows no hand at all (the controller's ``viewer`` is None until
the named player confirms), so nothing private is on screen even if the cover
were moved; the public table shows through dimly.

Only a deliberate act takes it away (``ready``): a click on its button, or the
key F pressed *and* released while the screen is up, with no Ctrl, Alt or Meta
and not an auto-repeat. Every other key is swallowed, so a key of the previous
player's move (Enter discards, Space selects, a held key repeating, a release of a
key pressed before the screen came up) cannot show the next player's hand. The
button takes no keyboard focus for the same reason (Space would click it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ..texts import translate

#: The one key that takes the screen; no game key (see ``table_input``) is F.
READY_KEY = Qt.Key.Key_F

_COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)

#: Focus leaving for another window, a menu or a popup: it comes back by itself.
_AWAY = (
    Qt.FocusReason.ActiveWindowFocusReason,
    Qt.FocusReason.PopupFocusReason,
    Qt.FocusReason.MenuBarFocusReason,
)


class PrivacyScreen(QWidget):
    """A cover over ``parent`` with the next player's name and a ready button."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("privacy_screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._armed = False  # READY_KEY went down while the screen was up
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel(self)
        self.title.setObjectName("privacy_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("color: #fff6d5; font-size: 30px; font-weight: bold;")
        self.detail = QLabel(self)
        self.detail.setObjectName("privacy_detail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet("color: #e8efe9; font-size: 16px;")
        self.button = QPushButton(self)
        self.button.setObjectName("privacy_ready")
        self.button.setStyleSheet("font-size: 18px; padding: 10px 26px;")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self.ready)
        self.hint = QLabel(self)
        self.hint.setObjectName("privacy_hint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #c9d8cf; font-size: 14px;")
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.detail)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(8)
        layout.addWidget(self.hint)
        layout.addStretch(1)
        parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False

    def show_for(self, name: str, reason: str) -> None:
        """Cover the table for ``name``; the keyboard focus comes here, so no key
        reaches the table until the screen is taken."""
        self.title.setText(translate("PrivacyScreen", "Pass to {name}").format(name=name))
        self.detail.setText(reason)
        self.button.setText(
            translate("PrivacyScreen", "I am {name}: show my cards").format(name=name)
        )
        self.hint.setText(
            translate(
                "PrivacyScreen",
                "Click the button or press F when {name} has the screen. "
                "No other key shows the cards.",
            ).format(name=name)
        )
        self._armed = False
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.setFocus()

    def hideEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        self._armed = False
        super().hideEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002, N802 - Qt's names
        return False  # Tab stays here: the table behind must not take the keys

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt's name
        super().focusOutEvent(event)
        # While it is up, the keyboard focus stays here: a widget of this window that
        # took it (the table under a click) would otherwise be sent the keys.
        if event.reason() not in _AWAY:
            QTimer.singleShot(0, self, self._refocus)

    def _refocus(self) -> None:
        if self.isVisible() and self.window().isActiveWindow():
            self.setFocus()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(10, 30, 22, 225))

    @staticmethod
    def _ready_key(event: QKeyEvent) -> bool:
        return event.key() == READY_KEY and not event.modifiers() & _COMMAND_MODIFIERS

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Every key stops here (accepted), so none falls through to the table. A held
        # key's repeats neither arm nor disarm: only its first press counts.
        event.accept()
        if not event.isAutoRepeat():
            self._armed = self.isVisible() and self._ready_key(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        event.accept()
        if event.isAutoRepeat():
            return
        armed, self._armed = self._armed, False
        if armed and self.isVisible() and self._ready_key(event):
            self.ready.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # a click beside the button does nothing (and not on the table)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()
