"""A chart's numbers as a table: the text alternative of the score and statistics charts
(issue 29), which a keyboard walks cell by cell and a screen reader reads with its headers.

No pyqtgraph here: the charts fill these tables from the very lists they plot.
Called on the GUI thread only.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QWidget,
)

from ..texts import translate

__all__ = ["ChartTable", "retranslate_toggle", "table_toggle", "toggle_text"]


def toggle_text() -> str:
    return translate("ChartTable", "Show as table")


def table_toggle(
    parent: QWidget | None = None, object_name: str = "", short: bool = False
) -> QAbstractButton:
    """The checkable button that swaps a chart for its table (checked: the table shows).
    Takes the keyboard focus (Tab) and answers Space like any button. ``short``: a tool
    button reading "Table" (a screen reader still says "Show as table"), for a tight row.
    Call :func:`retranslate_toggle` on it when the language changes."""
    if short:
        button: QAbstractButton = QToolButton(parent)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    else:
        button = QPushButton(parent)
        button.setAutoDefault(False)
    button.setObjectName(object_name)
    button.setCheckable(True)
    button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    retranslate_toggle(button)
    return button


def retranslate_toggle(button: QAbstractButton) -> None:
    """Write ``button``'s texts (made by :func:`table_toggle`) in the current language."""
    if isinstance(button, QToolButton):
        button.setText(translate("ChartTable", "Table"))
        button.setAccessibleName(toggle_text())
    else:
        button.setText(toggle_text())
    button.setToolTip(translate("ChartTable", "Read the chart's numbers in a table"))


class ChartTable(QTableWidget):
    """Rows of numbers under column headings, one heading a row. Read-only; the arrow keys
    move from cell to cell and Tab leaves the table (it does not walk the cells)."""

    def __init__(self, parent: QWidget | None = None, object_name: str = "") -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setTabKeyNavigation(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def set_numbers(
        self, columns: Sequence[str], rows: Sequence[tuple[str, Sequence[str]]]
    ) -> None:
        """Show ``rows`` (a heading, then one text a column) under ``columns``."""
        current = (self.currentRow(), self.currentColumn())
        self.clear()
        self.setColumnCount(len(columns))
        self.setRowCount(len(rows))
        self.setHorizontalHeaderLabels(list(columns))
        self.setVerticalHeaderLabels([heading for heading, _ in rows])
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for r, (_, cells) in enumerate(rows):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(right)
                self.setItem(r, c, item)
        # The cell the reader was on stays current when the numbers change under it (made
        # current, not selected: a table nobody has walked yet shows no highlight).
        if rows and columns and current[0] >= 0:
            row = min(current[0], len(rows) - 1)
            col = min(max(current[1], 0), len(columns) - 1)
            self.selectionModel().setCurrentIndex(
                self.model().index(row, col), QItemSelectionModel.SelectionFlag.ClearAndSelect
            )

    def numbers(self) -> list[list[str]]:
        """The cells' texts, row by row (what a reader walks)."""
        return [
            [self.item(r, c).text() if self.item(r, c) else "" for c in range(self.columnCount())]
            for r in range(self.rowCount())
        ]

    def headings(self) -> tuple[list[str], list[str]]:
        """The column headings and the row headings."""
        cols = [self.horizontalHeaderItem(c).text() for c in range(self.columnCount())]
        rows = [self.verticalHeaderItem(r).text() for r in range(self.rowCount())]
        return cols, rows
