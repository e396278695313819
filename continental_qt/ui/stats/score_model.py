"""The score sheet as a table model: one row per seat, one column per round, then the total."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ...engine.rules import RuleSet
from ...engine.scoring import leaders
from ...engine.state import GameState
from .. import texts

_Index = QModelIndex | QPersistentModelIndex


class ScoreModel(QAbstractTableModel):
    """Rows are seats; columns are the rounds of the game (blank until played) and the total."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._rounds = 0
        self._scores: list[list[int | None]] = []
        self._totals: list[int] = []
        self._leaders: set[int] = set()
        self._rules: RuleSet | None = None

    def update_from(self, state: GameState | None, names: list[str]) -> None:
        """Refresh from the state (cheap; call after every move)."""
        rules = None if state is None else state.rules
        if state is None:
            rounds, scores, totals = 0, [], []
        else:
            r = state.rules
            rounds = r.match_deals or state.n if r.single_hand else len(r.rounds)
            rounds = max(rounds, len(state.round_scores))
            scores = [row[:] for row in state.round_scores]
            totals = state.totals[:]
        shape_changed = (rounds, len(names), rules) != (self._rounds, len(self._names), self._rules)
        if not shape_changed and (scores, totals, names) == (
            self._scores,
            self._totals,
            self._names,
        ):
            return
        if shape_changed:
            self.beginResetModel()
        self._names, self._rounds, self._scores, self._totals = list(names), rounds, scores, totals
        self._rules = rules
        # The leaders follow the rule set's direction of winning (highest or lowest total).
        self._leaders = set(leaders(totals, rules)) if rules is not None and scores else set()
        if shape_changed:
            self.endResetModel()
        elif self._names:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._names) - 1, self._rounds))
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(self._names) - 1)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._names)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else (self._rounds + 1 if self._names else 0)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, col = index.row(), index.column()
        if not (0 <= row < len(self._names) and 0 <= col <= self._rounds):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if col == self._rounds:
                return str(self._totals[row]) if self._totals else ""
            if col < len(self._scores):
                v = self._scores[col][row]
                return "–" if v is None else str(v)
            return ""
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and col == self._rounds:
            from PySide6.QtGui import QFont

            f = QFont()
            f.setBold(True)
            return f
        if role == Qt.ItemDataRole.ToolTipRole and col == self._rounds and row in self._leaders:
            return texts.leader_tip(self._rules) if self._rules is not None else None
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and orientation == Qt.Orientation.Vertical
            and 0 <= section < len(self._names)
        ):
            return self.headerData(section, orientation)  # whole, where the view elides it
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section <= self._rounds:
                return None
            if section == self._rounds:
                return QCoreApplication.translate("ScoreModel", "Total")
            if self._rules is not None:
                return texts.round_column(self._rules, section + 1)
            return QCoreApplication.translate("ScoreModel", "R{n}").format(n=section + 1)
        if 0 <= section < len(self._names):
            # The mark leads: a narrow column elides the end of the name, not the star.
            mark = "★ " if section in self._leaders else ""
            return mark + self._names[section]
        return None
