"""The game log as a list model: one translated line per thing that happened, and the
same line with its cards in words for screen readers (``Qt.AccessibleTextRole``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from ...engine.events import Event
from ...engine.state import GameState
from ..texts.events import event_text
from ..texts.spoken import spoken

_Index = QModelIndex | QPersistentModelIndex

MAX_LINES = 5000  # a long game stays well under this; older lines go first


class LogModel(QAbstractListModel):
    """Lines appended as the controller reports events; ``clear`` on a new game."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[str] = []
        self._spoken: list[str] = []  # the same lines with cards in words

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._lines[index.row()]
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._spoken[index.row()]
        return None

    @property
    def lines(self) -> list[str]:
        return list(self._lines)

    def log(
        self, events: Sequence[Event], view: GameState, names: list[str], reader: int | None
    ) -> None:
        """A line per event, as ``reader`` may see it (None: everyone at the screen)."""
        shown, said = [], []
        for ev in events:
            line = event_text(ev, names, reader, view.rules, view.melds)
            if line:
                shown.append(line)
                with spoken():
                    said.append(event_text(ev, names, reader, view.rules, view.melds))
        self.append(shown, said)

    def append(self, lines: list[str], said: list[str] | None = None) -> None:
        """Add ``lines``; ``said``, if given, is each line as a screen reader says it."""
        said = list(lines if said is None else said)[-MAX_LINES:]
        lines = lines[-MAX_LINES:]
        if not lines:
            return
        if len(self._lines) + len(lines) > MAX_LINES:
            drop = len(self._lines) + len(lines) - MAX_LINES
            drop = min(drop, len(self._lines))
            self.beginRemoveRows(QModelIndex(), 0, drop - 1)
            del self._lines[:drop]
            del self._spoken[:drop]
            self.endRemoveRows()
        first = len(self._lines)
        self.beginInsertRows(QModelIndex(), first, first + len(lines) - 1)
        self._lines.extend(lines)
        self._spoken.extend(said)
        self.endInsertRows()

    def clear(self) -> None:
        self.beginResetModel()
        self._lines, self._spoken = [], []
        self.endResetModel()
