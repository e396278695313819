"""The Statistics window's charts as tables (issue 29): a player's games (total, won, win
rate) and their round scores' distribution, which the "Show as table" button puts in the
charts' place. It shows what ``PlayerCharts.numbers`` hands it; no pyqtgraph here.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..texts import translate
from .chart_table import ChartTable

Rows = tuple[Sequence[str], Sequence[tuple[str, Sequence[str]]]]


class PlayerNumbers(QWidget):
    """Two tables under their titles, and a note where a chart has nothing to show."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats_numbers")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.games_title = QLabel(translate("Statistics", "Games"), self)
        self.games_table = ChartTable(self, "games_table")
        self.games_table.setAccessibleName(self.games_title.text())
        self.games_title.setBuddy(self.games_table)
        self.games_note = QLabel(self, objectName="games_note")
        self.rounds_title = QLabel(translate("Statistics", "Points in a round"), self)
        self.rounds_table = ChartTable(self, "distribution_table")
        self.rounds_table.setAccessibleName(self.rounds_title.text())
        self.rounds_title.setBuddy(self.rounds_table)
        self.rounds_note = QLabel(self, objectName="distribution_note")
        for label in (self.games_title, self.rounds_title):
            label.setStyleSheet("font-weight: bold;")
        for note in (self.games_note, self.rounds_note):
            note.setWordWrap(True)
            note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        layout.addWidget(self.games_title)
        layout.addWidget(self.games_note)
        layout.addWidget(self.games_table, 3)
        layout.addWidget(self.rounds_title)
        layout.addWidget(self.rounds_note)
        layout.addWidget(self.rounds_table, 2)
        self.clear()

    def show_numbers(
        self, games: Rows, distribution: Rows, games_note: str = "", rounds_note: str = ""
    ) -> None:
        """Fill the tables; a note (why a chart is empty) shows above its empty table."""
        self.games_table.set_numbers(*games)
        self.rounds_table.set_numbers(*distribution)
        for table, note, text in (
            (self.games_table, self.games_note, games_note),
            (self.rounds_table, self.rounds_note, rounds_note),
        ):
            note.setText(text)
            note.setVisible(bool(text))
            table.setVisible(table.rowCount() > 0)
            table.setAccessibleDescription(text)

    def clear(self) -> None:
        self.show_numbers(([], []), ([], []))
