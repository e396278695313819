"""The score sheet's view: columns as wide as their numbers, spare width shared out.

Stretching every round column to share the side panel cut a three-digit round
score (100 and more are common in the first rounds) down to "…". Here each
column is at least as wide as its widest entry and heading; whatever width is
left over is shared by the round columns, so a short game still fills the
panel. When the numbers need more than the panel holds, the table scrolls
sideways, kept at its right end: the total and the latest rounds.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

MIN_COLUMN = 22


def share_widths(needs: list[int], available: int) -> list[int]:
    """Column widths: each at least its need; spare width spread over all but the last
    column (the total), the first ones getting the odd pixels."""
    widths = list(needs)
    spare = available - sum(needs)
    shared = len(widths) - 1
    if spare > 0 and shared > 0:
        each, odd = divmod(spare, shared)
        for i in range(shared):
            widths[i] += each + (1 if i < odd else 0)
    return widths


class ScoreTable(QTableView):
    """A ``QTableView`` for :class:`~continental_qt.ui.score_model.ScoreModel`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        header = self.horizontalHeader()
        header.setMinimumSectionSize(MIN_COLUMN)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 (Qt name)
        old = self.model()
        if old is not None:
            old.modelReset.disconnect(self.fit_columns)
            old.dataChanged.disconnect(self.fit_columns)
        super().setModel(model)
        if model is not None:
            model.modelReset.connect(self.fit_columns)
            model.dataChanged.connect(self.fit_columns)
        self.fit_columns()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self.fit_columns()

    def fit_columns(self, *_args: object) -> None:
        """Size the columns to their contents and share out the spare width."""
        model = self.model()
        if model is None:
            return
        header = self.horizontalHeader()
        columns = model.columnCount()
        needs = [
            max(MIN_COLUMN, self.sizeHintForColumn(c), header.sectionSizeHint(c))
            for c in range(columns)
        ]
        for c, width in enumerate(share_widths(needs, self.viewport().width())):
            if header.sectionSize(c) != width:
                header.resizeSection(c, width)
        if sum(needs) > self.viewport().width():  # the total and the latest rounds in view
            bar = self.horizontalScrollBar()
            bar.setValue(bar.maximum())
