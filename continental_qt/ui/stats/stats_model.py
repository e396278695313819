"""The per-player summary as a Qt table model, sortable by value, for the Statistics
window."""

from __future__ import annotations

import math
import re
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor

from ...engine.rules import RUN, SET, MeldReq
from ...storage.stats import PlayerStats
from ..texts import contract_text, level_name, translate

SORT_ROLE = Qt.ItemDataRole.UserRole + 1  # raw value (float, or folded text) for sorting
STATS_ROLE = Qt.ItemDataRole.UserRole + 2  # the row's PlayerStats
NO_COLOUR = "#7a8590"


def contract_label(code: str) -> str:
    """A contract code of the database (``S3 R4``) as words; ``""`` is the single hand."""
    if not code:
        return translate("Statistics", "Single hand")
    reqs = []
    for part in code.split():
        m = re.fullmatch(r"([SR])(\d+)", part)
        if m is None:
            return code
        reqs.append(MeldReq(SET if m[1] == "S" else RUN, int(m[2])))
    return contract_text(reqs)


def _number(value: float | None, places: int = 1) -> str:
    """``value`` written the current locale's way (``12.5``, ``12,5``), ``—`` for None."""
    if value is None:
        return "—"
    return (
        QLocale().toString(float(value), "f", places) if places else QLocale().toString(int(value))
    )


# ------------------------------------------------------------------------ model
class PlayerStatsModel(QAbstractTableModel):
    """One row per player; ``SORT_ROLE`` gives raw numbers so sorting is numeric."""

    NAME, PLAYED_BY, GAMES, WINS, WIN_RATE, AVERAGE, BEST, WORST, ROUNDS, COACH = range(10)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[PlayerStats] = []
        self._colours: dict[str, str] = {}

    def set_rows(self, rows: list[PlayerStats], colours: dict[str, str]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._colours = dict(colours)
        self.endResetModel()

    def row_of(self, name: str) -> int:
        return next((i for i, p in enumerate(self._rows) if p.name == name), -1)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 10

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            translate("Statistics", "Player"),
            translate("Statistics", "Played by"),
            translate("Statistics", "Games"),
            translate("Statistics", "Wins"),
            translate("Statistics", "Win rate"),
            translate("Statistics", "Average"),
            translate("Statistics", "Best"),
            translate("Statistics", "Worst"),
            translate("Statistics", "Rounds"),
            translate("Statistics", "Coach"),
        )[section]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid():
            return None
        p = self._rows[index.row()]
        col = index.column()
        if role == STATS_ROLE:
            return p
        if role == SORT_ROLE:
            return self._sort_value(p, col)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(p, col)
        if role == Qt.ItemDataRole.DecorationRole and col == self.NAME:
            return QColor(self._colours.get(p.name, NO_COLOUR))
        if role == Qt.ItemDataRole.TextAlignmentRole and col >= self.GAMES:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(p, col)
        return None

    def _text(self, p: PlayerStats, col: int) -> str:
        if col == self.NAME:
            return p.name
        if col == self.PLAYED_BY:
            return ", ".join(level_name(k) for k in p.kinds)
        if col == self.GAMES:
            return QLocale().toString(p.games)
        if col == self.WINS:
            return QLocale().toString(p.wins)
        if col == self.WIN_RATE:
            return _number(p.win_rate * 100, 0) + " %" if p.games else "—"
        if col == self.AVERAGE:
            return _number(p.average_total)
        if col == self.BEST:
            return _number(p.best, 0)
        if col == self.WORST:
            return _number(p.worst, 0)
        if col == self.COACH:
            return QLocale().toString(p.coach_help)
        return QLocale().toString(p.rounds)

    def _sort_value(self, p: PlayerStats, col: int) -> Any:
        if col in (self.NAME, self.PLAYED_BY):
            return self._text(p, col).casefold()
        value = (
            p.games, p.wins, p.win_rate if p.games else None, p.average_total, p.best, p.worst,
            p.rounds, p.coach_help,
        )[col - self.GAMES]  # fmt: skip
        return -math.inf if value is None else float(value)

    def _tip(self, p: PlayerStats, col: int) -> str | None:
        unfinished = p.unfinished  # a plain name: lupdate skips a call whose n is p.attr
        if col == self.GAMES and unfinished:
            return translate("Statistics", "%n unfinished game(s) not counted.", None, unfinished)
        no_average = col == self.AVERAGE and p.average_total is None
        if (col in (self.BEST, self.WORST) and p.best is None or no_average) and p.games:
            return translate(
                "Statistics", "Totals of different rules do not compare: choose one rule set."
            )
        if col == self.ROUNDS:
            return translate("Statistics", "Rounds played, in finished and unfinished games.")
        if col == self.COACH:
            return translate(
                "Statistics",
                "The coach's help asked in this person's games: hints, option lists, "
                "what was missing, the tutor's warnings and undos.",
            )
        return None


class PlayerStatsProxy(QSortFilterProxyModel):
    """Sorts by ``SORT_ROLE`` (numbers as numbers, names without case)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
