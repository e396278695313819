"""The game log as a list model: one translated line per thing that happened."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

_Index = QModelIndex | QPersistentModelIndex

MAX_LINES = 5000  # a long game stays well under this; older lines go first


class LogModel(QAbstractListModel):
    """Lines appended as the controller reports events; ``clear`` on a new game."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[str] = []

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._lines[index.row()]
        return None

    @property
    def lines(self) -> list[str]:
        return list(self._lines)

    def append(self, lines: list[str]) -> None:
        lines = lines[-MAX_LINES:]
        if not lines:
            return
        if len(self._lines) + len(lines) > MAX_LINES:
            drop = len(self._lines) + len(lines) - MAX_LINES
            drop = min(drop, len(self._lines))
            self.beginRemoveRows(QModelIndex(), 0, drop - 1)
            del self._lines[:drop]
            self.endRemoveRows()
        first = len(self._lines)
        self.beginInsertRows(QModelIndex(), first, first + len(lines) - 1)
        self._lines.extend(lines)
        self.endInsertRows()

    def clear(self) -> None:
        self.beginResetModel()
        self._lines = []
        self.endResetModel()
