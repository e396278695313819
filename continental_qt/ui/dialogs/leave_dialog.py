"""Leaving a game: go (scored as RULES.md §2.11 says) or let the computer play the seat."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...ai.registry import PLAYABLE_LEVELS
from .. import texts
from ..texts import translate


class LeaveDialog(QDialog):
    """Asks how ``name`` leaves. ``choice()`` is ("leave", None) or ("ai", level)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("leave_dialog")
        self.setWindowTitle(translate("LeaveDialog", "Leave the game"))
        layout = QVBoxLayout(self)
        # The name may be the default "You": a label and the name read right with any name,
        # where a sentence with the name as its subject ("How does You …") does not.
        who = QLabel(translate("LeaveDialog", "Leaving the table: {name}").format(name=name), self)
        who.setObjectName("leave_who")
        who.setWordWrap(True)
        layout.addWidget(who)
        intro = QLabel(translate("LeaveDialog", "What happens to this seat?"), self)
        intro.setObjectName("leave_intro")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.hand_over = QRadioButton(
            translate("LeaveDialog", "Let the computer play this seat"), self
        )
        self.hand_over.setObjectName("leave_hand_over")
        self.level = QComboBox(self)
        self.level.setObjectName("leave_level")
        for level in PLAYABLE_LEVELS:
            self.level.addItem(texts.level_name(level), level)
        self.level.setCurrentIndex(PLAYABLE_LEVELS.index("medium"))
        row = QHBoxLayout()
        row.addWidget(self.hand_over)
        row.addWidget(self.level)
        row.addStretch(1)
        layout.addLayout(row)
        self.leave = QRadioButton(translate("LeaveDialog", "Leave the game"), self)
        self.leave.setObjectName("leave_leave")
        layout.addWidget(self.leave)
        note = QLabel(
            translate(
                "LeaveDialog",
                "A player who leaves scores the sum of the two highest totals of the others, "
                "and their cards go under the stock. With fewer than two players left the "
                "game is void.",
            ),
            self,
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: palette(mid);")
        layout.addWidget(note)
        group = QButtonGroup(self)
        group.addButton(self.hand_over)
        group.addButton(self.leave)
        self.hand_over.setChecked(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def choice(self) -> tuple[str, str | None]:
        if self.leave.isChecked():
            return "leave", None
        return "ai", self.level.currentData()
