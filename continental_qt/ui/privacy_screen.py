"""Pass-and-play's privacy screen: "Pass to Ana — click when ready".

It covers the table view while the computer is passed to the next person. The
table behind it shows no hand at all (the controller's ``viewer`` is None until
the named player confirms), so nothing private is on screen even if the cover
were moved; the public table shows through dimly.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .texts import translate


class PrivacyScreen(QWidget):
    """A cover over ``parent`` with the next player's name and a ready button."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("privacy_screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel(self)
        self.title.setObjectName("privacy_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("color: #fff6d5; font-size: 30px; font-weight: bold;")
        self.detail = QLabel(self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet("color: #e8efe9; font-size: 16px;")
        self.button = QPushButton(self)
        self.button.setObjectName("privacy_ready")
        self.button.setStyleSheet("font-size: 18px; padding: 10px 26px;")
        self.button.clicked.connect(self.ready)
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.detail)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False

    def show_for(self, name: str, reason: str) -> None:
        self.title.setText(translate("PrivacyScreen", "Pass to {name}").format(name=name))
        self.detail.setText(reason)
        self.button.setText(
            translate("PrivacyScreen", "I am {name}: show my cards").format(name=name)
        )
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(10, 30, 22, 225))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.ready.emit()
            return
        super().keyPressEvent(event)
