"""The main window's side panel: the score sheet, the score chart and the log, as
pages of one tab widget with the table's felt.

It is fed the viewer's view (``show_view``) and the events as the log's reader may
see them (``log``): nothing here reads a game by itself.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QTabWidget, QWidget

from ...engine.events import Event
from ...engine.state import GameState
from ..stats.score_chart import ScoreChart
from ..stats.score_model import ScoreModel
from ..stats.score_table import ScoreTable, style_side_panel
from ..table.log_model import LogModel
from ..table.log_view import LogPanel
from ..texts import translate

# The panel's least width, in px, when its tab titles need less.
MIN_WIDTH = 220


class SidePanel(QTabWidget):
    """Scores, Chart and Log."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("side_panel")
        self.score_model = ScoreModel(self)
        self.log_model = LogModel(self)
        self.score_view = ScoreTable(self)
        self.score_view.setObjectName("score_view")
        self.score_view.setModel(self.score_model)
        self.score_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The log follows new lines unless the player scrolled up, and says which.
        self.log_panel = LogPanel(self.log_model, self)
        self.score_chart = ScoreChart(self)
        self.score_chart.setObjectName("score_chart")
        for page in (self.score_view, self.score_chart, self.log_panel):
            self.addTab(page, "")  # titles: retranslate
        self._chart_rounds = -1
        self.retranslate()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Wide enough for every tab's title whole (larger text, long languages): the
        splitter then takes the room from the table rather than hide a tab."""
        hint = super().minimumSizeHint()
        bar = self.tabBar()
        titles = sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
        return QSize(max(MIN_WIDTH, hint.width(), titles + 2), hint.height())

    def retranslate(self) -> None:
        titles = (
            translate("MainWindow", "Scores"),
            translate("MainWindow", "Chart"),
            translate("MainWindow", "Log"),
        )
        for index, title in enumerate(titles):
            self.setTabText(index, title)
        self.updateGeometry()  # the titles' width is the panel's least
        self.score_view.setAccessibleName(titles[0])
        columns = self.score_model.columnCount()
        if columns:
            self.score_model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)

    def set_high_contrast(self, on: bool) -> None:
        style_side_panel(self, on)
        self.score_chart.set_high_contrast(on)

    def new_game(self) -> None:
        """Another game: an empty log, and the chart drawn afresh."""
        self.log_model.clear()
        self._chart_rounds = -1

    def show_view(self, view: GameState | None, names: list[str]) -> None:
        """The score sheet, and the chart when a round has been scored (not after every
        move)."""
        self.score_model.update_from(view, names)
        rounds = len(view.round_scores) if view is not None else 0
        if rounds == self._chart_rounds:
            return
        self._chart_rounds = rounds
        if view is None:
            self.score_chart.update_scores([], [])
        else:
            self.score_chart.update_scores(
                names,
                [r[:] for r in view.round_scores],
                view.rules.higher_wins,
                deals=view.rules.single_hand,
            )

    def log(
        self, events: list[Event], view: GameState, names: list[str], reader: int | None
    ) -> None:
        """A line per event, as ``reader`` may see it (None: everyone at the screen)."""
        self.log_model.log(events, view, names, reader)
