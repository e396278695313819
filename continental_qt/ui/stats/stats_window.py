"""The Statistics window: each player's figures under a preset and opponent filter, and
charts of the selected player's games.

Every database query runs off the GUI thread (:func:`~continental_qt.ui.workers.run_async`),
so a large database never freezes the window, and nothing waits for a query: answers to a
question that has since changed, or arriving after the window was deleted, are dropped.
pyqtgraph is imported only when the first chart is built (the main window never pays for
it): a "Loading…" placeholder holds the chart area, and the charts are built just after it
is first painted, so the window never shows a blank area while pyqtgraph loads. A player
is drawn in :func:`~continental_qt.ui.table.table_items.seat_colour` of the seat they sat in at
their latest game, the colour the table gave them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QItemSelectionModel, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...storage.stats import HistoryPoint, PlayerStats, StatsProblem, StatsStore, disk_full
from ..table.table_items import seat_colour
from ..text_size import follow_font
from ..texts import level_name, preset_name_of, translate
from ..workers import run_async
from .chart_table import table_toggle
from .player_numbers import PlayerNumbers
from .stats_model import STATS_ROLE, PlayerStatsModel, PlayerStatsProxy, contract_label


def problem_text(problem: StatsProblem) -> str:
    """One sentence telling the player their statistics database was set aside."""
    if problem.code == "newer_version":
        why = translate(
            "Statistics", "The statistics were saved by a newer version of Continental."
        )
    elif problem.code == "wrong_schema":
        why = translate("Statistics", "The statistics file is not one Continental made.")
    else:
        why = translate("Statistics", "The statistics file is damaged.")
    return translate(
        "Statistics", "{why} It was kept as “{file}” and new statistics were started."
    ).format(why=why, file=problem.moved_to.name)


def _import_charts() -> None:
    """Load pyqtgraph (through the charts module) ahead of the first chart."""
    from . import stats_charts  # noqa: F401 - imported for its side effect


class ChartPlaceholder(QLabel):
    """Holds the chart area until the charts are drawn; tells when it was first painted
    (so the slow first build of the charts starts only once it is on screen)."""

    painted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("Statistics", "Loading…"), parent)
        self.setObjectName("chart_placeholder")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumHeight(260)
        self.setStyleSheet("color: #7a8590; background: #fbfaf6;")
        follow_font(self, 1.15)
        self._told = False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if not self._told:
            self._told = True
            self.painted.emit()


# ------------------------------------------------------------------------ window
class StatsWindow(QDialog):
    """Statistics of ``store`` (a :class:`StatsStore`, or the path of one, opened with
    :meth:`StatsStore.open`; a damaged file is then reported on the status line). Not
    modal. It asks the database again each time it is shown; call :meth:`refresh` when
    games are recorded while it stays open."""

    def __init__(self, store: StatsStore | Path | str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats_window")
        self.setWindowTitle(translate("Statistics", "Statistics"))
        self.setModal(False)
        problem = None
        if not isinstance(store, StatsStore):
            store, problem = StatsStore.open(store)
        self.store = store
        self._pending: set[object] = set()  # queries not answered yet
        self._summary_ticket = 0
        self._detail_ticket = 0
        self._selected: str | None = None
        self._colours: dict[str, str] = {}
        self._summary: list[PlayerStats] = []
        self.charts: Any = None  # stats_charts.PlayerCharts, built on first use
        self.numbers: PlayerNumbers | None = None  # their tables, built with them
        self._shown_before = False
        self._build()
        if problem is not None:
            self.status_label.setText(problem_text(problem))
        self.resize(1180, 760)
        self.refresh()

    # ---------------------------------------------------------------- layout
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.preset_combo = QComboBox(self)
        self.preset_combo.setObjectName("preset_filter")
        self.preset_combo.addItem(translate("Statistics", "All rule sets"), None)
        self.preset_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.level_combo = QComboBox(self)
        self.level_combo.setObjectName("level_filter")
        self.level_combo.addItem(translate("Statistics", "Any"), None)
        for label, combo in (
            (translate("Statistics", "&Rules:"), self.preset_combo),
            (translate("Statistics", "&Opponents:"), self.level_combo),
        ):
            text = QLabel(label, self)
            text.setBuddy(combo)
            bar.addWidget(text)
            bar.addWidget(combo)
            bar.addSpacing(12)
        bar.addStretch(1)
        # The charts' text alternative: their numbers in tables, in the charts' place.
        self.table_button = table_toggle(self, "charts_as_table")
        self.table_button.setEnabled(False)
        self.table_button.toggled.connect(lambda *_: self._show_chart_or_table())
        self.csv_button = QPushButton(translate("Statistics", "Export &CSV…"), self)
        self.csv_button.setObjectName("export_csv")
        self.png_button = QPushButton(translate("Statistics", "Export chart as &PNG…"), self)
        self.png_button.setObjectName("export_png")
        self.png_button.setEnabled(False)
        bar.addWidget(self.table_button)
        bar.addWidget(self.csv_button)
        bar.addWidget(self.png_button)
        layout.addLayout(bar)

        self.stack = QStackedWidget(self)
        self.empty_label = QLabel(
            translate("Statistics", "No games recorded yet.")
            + "\n"
            + translate("Statistics", "Every round you finish will show up here."),
            self,
        )
        self.empty_label.setObjectName("empty_label")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setStyleSheet("color: #5b6570;")
        follow_font(self.empty_label, 1.2)
        self.stack.addWidget(self.empty_label)
        self.stack.addWidget(self._build_content())
        layout.addWidget(self.stack, 1)

        bottom = QHBoxLayout()
        self.status_label = QLabel(self)
        self.status_label.setObjectName("status_label")
        self.status_label.setWordWrap(True)
        bottom.addWidget(self.status_label, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)

        self.preset_combo.currentIndexChanged.connect(lambda *_: self.refresh())
        self.level_combo.currentIndexChanged.connect(lambda *_: self.refresh())
        self.csv_button.clicked.connect(lambda *_: self.export_csv())
        self.png_button.clicked.connect(lambda *_: self.export_chart_png())

    def _build_content(self) -> QWidget:
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.setObjectName("stats_splitter")
        self.model = PlayerStatsModel(self)
        self.proxy = PlayerStatsProxy(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView(splitter)
        self.table.setObjectName("player_table")
        self.table.setAccessibleName(translate("Statistics", "Players"))
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(PlayerStatsModel.NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        # Tab goes on to the next control (the arrows walk the cells), so the player's
        # details, their charts and "Show as table" are reached by keyboard too.
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PlayerStatsModel.NAME, QHeaderView.ResizeMode.Stretch)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)

        detail = QWidget(splitter)
        detail.setObjectName("player_detail")
        dl = QVBoxLayout(detail)
        dl.setContentsMargins(0, 6, 0, 0)
        self.detail_title = QLabel(detail)
        self.detail_title.setObjectName("detail_title")
        follow_font(self.detail_title, 1.15, bold=True)
        dl.addWidget(self.detail_title)
        row = QHBoxLayout()
        self.contract_table = QTableWidget(0, 2, detail)
        self.contract_table.setObjectName("contract_table")
        self.contract_table.setAccessibleName(translate("Statistics", "Points a round by contract"))
        self.contract_table.setTabKeyNavigation(False)
        self.contract_table.setHorizontalHeaderLabels(
            [translate("Statistics", "Contract"), translate("Statistics", "Points a round")]
        )
        self.contract_table.verticalHeader().hide()
        self.contract_table.setTabKeyNavigation(False)
        self.contract_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.contract_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.contract_table.setWordWrap(True)
        ch = self.contract_table.horizontalHeader()
        ch.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        ch.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        # Leave the contracts ~170 px beside the value column, however long its heading is
        # in the language shown.
        width = max(250, ch.sectionSizeHint(1) + 170)
        self.contract_table.setMinimumWidth(width)
        self.contract_table.setMaximumWidth(width + 80)
        row.addWidget(self.contract_table)
        self.chart_holder = QVBoxLayout()
        self.chart_placeholder = ChartPlaceholder(detail)
        # Queued: the paint that emits it is flushed to the screen before the slow part of
        # the charts' first build (the pyqtgraph import) starts. Only the import runs
        # early: the chart widgets are built when there is data to draw, so a window
        # closed before that never makes (and tears down) a pyqtgraph scene.
        self.chart_placeholder.painted.connect(lambda: QTimer.singleShot(0, self, _import_charts))
        self.chart_holder.addWidget(self.chart_placeholder)
        row.addLayout(self.chart_holder, 1)
        dl.addLayout(row, 1)
        splitter.addWidget(self.table)
        splitter.addWidget(detail)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 5)
        return splitter

    # ---------------------------------------------------------------- queries
    def _run(
        self,
        fn: Callable[[], Any],
        on_done: Callable[[Any], None],
        on_failed: Callable[[BaseException], None] | None = None,
    ) -> None:
        """Run ``fn`` off the GUI thread; ``on_done(result)`` or ``on_failed(exception)``
        follows on the GUI thread, unless the window has been deleted by then (a failure
        is shown on the status line by default). A damaged database that the query moved
        aside is reported then."""
        ticket = object()
        self._pending.add(ticket)

        def done(result: Any) -> None:
            self._pending.discard(ticket)
            on_done(result)
            self._report_problem()

        def failed(exc: BaseException) -> None:
            self._pending.discard(ticket)
            if on_failed is not None:
                on_failed(exc)
            elif disk_full(exc):
                self.status_label.setText(
                    translate("Statistics", "The statistics could not be read: the disk is full.")
                )
            else:
                self.status_label.setText(
                    translate("Statistics", "The statistics could not be read: {error}").format(
                        error=exc
                    )
                )
            self._report_problem()

        run_async(fn, done, failed, receiver=self)

    def _report_problem(self) -> None:
        """Tell that the query found the database damaged and moved it aside, and ask
        again (the answer may mix the old file's rows with the fresh one's)."""
        problem = self.store.take_problem()
        if problem is not None:
            self.status_label.setText(problem_text(problem))
            self.refresh()

    @property
    def busy(self) -> bool:
        """Whether a query is still on its way."""
        return bool(self._pending)

    def filters(self) -> tuple[str | None, str | None]:
        """The chosen (preset id, opponent level); None means all."""
        return self.preset_combo.currentData(), self.level_combo.currentData()

    def refresh(self) -> None:
        """Ask the database again for the summary under the current filters."""
        self._summary_ticket += 1
        ticket = self._summary_ticket
        preset, level = self.filters()
        store = self.store

        def ask() -> tuple:
            return (
                store.game_count(),
                store.names(),
                store.presets(),
                store.levels(),
                store.player_summary(preset, level),
                store.seats(),
            )

        self._run(ask, lambda result: self._show_summary(ticket, result))

    def _show_summary(self, ticket: int, result: tuple) -> None:
        if ticket != self._summary_ticket:
            return  # the filters changed since
        count, names, presets, levels, summary, seats = result
        self._colours = {n: seat_colour(seats.get(n, 0)).name() for n in names}
        self._fill_combo(self.preset_combo, [(p, preset_name_of(p, name)) for p, name in presets])
        self._fill_combo(self.level_combo, [(lv, level_name(lv)) for lv in levels])
        self.stack.setCurrentIndex(0 if count == 0 else 1)
        for widget in (self.csv_button, self.preset_combo, self.level_combo):
            widget.setEnabled(count > 0)
        self._summary = summary
        keep = self._selected
        self.model.set_rows(summary, self._colours)
        no_match = translate("Statistics", "No games match these filters.")
        if not summary and count:
            self.status_label.setText(no_match)
        elif self.status_label.text() == no_match:
            self.status_label.clear()
        self._select(keep if keep and self.model.row_of(keep) >= 0 else self._default_name())

    def _fill_combo(self, combo: QComboBox, items: list[tuple[str, str]]) -> None:
        """Replace the combo's choices after the first ("All"), keeping the current one."""
        current = combo.currentData()
        combo.blockSignals(True)
        while combo.count() > 1:
            combo.removeItem(1)
        for value, text in items:
            combo.addItem(text, value)
        found = combo.findData(current) if current is not None else 0
        if found < 0:  # keep a choice that no longer has games, so the view stays put
            combo.addItem(str(current), current)
            found = combo.count() - 1
        combo.setCurrentIndex(found)
        combo.blockSignals(False)

    def _default_name(self) -> str | None:
        """The first human player (the person looking, most likely), else the first row."""
        humans = [p.name for p in self._summary if "human" in p.kinds]
        names = humans or [p.name for p in self._summary]
        return names[0] if names else None

    def select_player(self, name: str) -> None:
        """Select ``name``'s row (its details and charts follow)."""
        self._select(name)

    def _select(self, name: str | None) -> None:
        row = self.model.row_of(name) if name else -1
        selection = self.table.selectionModel()
        if row < 0:
            selection.clearSelection()
            self._show_no_player()
            return
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        self._selected = name  # so the selection signal does not ask a second time
        selection.setCurrentIndex(index, flags)
        self.table.scrollTo(index)
        self._ask_detail(name)  # filters may have changed even if the row did not

    def _selection_changed(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        p: PlayerStats = rows[0].data(STATS_ROLE)
        if p.name != self._selected:
            self._ask_detail(p.name)

    def _ask_detail(self, name: str) -> None:
        self._selected = name
        self._detail_ticket += 1
        ticket = self._detail_ticket
        preset, level = self.filters()
        store = self.store

        def ask() -> tuple:
            history = store.history(name, preset, level)
            scores = store.round_score_distribution(name, preset, level)
            return history, scores, len(store.win_directions(name, preset, level)) > 1

        self._run(ask, lambda result: self._show_detail(ticket, name, *result))

    def _show_no_player(self) -> None:
        self._selected = None
        self.detail_title.clear()
        self.contract_table.setRowCount(0)
        if self.charts is not None:
            self.charts.clear_plots()
        if self.numbers is not None:
            self.numbers.clear()

    # ---------------------------------------------------------------- detail
    def _show_detail(
        self,
        ticket: int,
        name: str,
        history: list[HistoryPoint],
        scores: list[int],
        mixed: bool = False,
    ) -> None:
        if ticket != self._detail_ticket:
            return
        row = self.model.row_of(name)
        stats = self._summary[row] if row >= 0 else None
        if stats is None:
            return
        games = stats.games  # a plain name: lupdate skips a call whose n is stats.attr
        title = translate("Statistics", "{name}: %n finished game(s), {wins} won", None, games)
        self.detail_title.setText(title.format(name=name, wins=stats.wins))
        self._fill_contracts(stats)
        charts = self._ensure_charts()
        colour = self._colours.get(name, seat_colour(0).name())
        charts.show_player(name, history, scores, colour, mixed=mixed)
        assert self.numbers is not None
        self.numbers.show_numbers(*charts.numbers())
        self.chart_placeholder.hide()
        self.png_button.setEnabled(True)
        self.table_button.setEnabled(True)
        self._show_chart_or_table()

    def _show_chart_or_table(self) -> None:
        """The charts, or their tables when "Show as table" is checked (once drawn)."""
        if self.charts is None or self.numbers is None or self.chart_placeholder.isVisible():
            return
        as_table = self.table_button.isChecked()
        self.charts.setVisible(not as_table)
        self.numbers.setVisible(as_table)

    def _ensure_charts(self) -> Any:
        """The charts widget, built (hidden until it has data) on first use."""
        if self.charts is None:
            # Only now: pyqtgraph is imported with the charts module, never by the main window.
            from .stats_charts import PlayerCharts

            self.charts = PlayerCharts(self)
            self.charts.hide()
            self.chart_holder.addWidget(self.charts)
            self.numbers = PlayerNumbers(self)
            self.numbers.hide()
            self.chart_holder.addWidget(self.numbers)
        return self.charts

    def _fill_contracts(self, stats: PlayerStats) -> None:
        table = self.contract_table
        table.setRowCount(len(stats.contract_averages))
        for i, (code, avg) in enumerate(stats.contract_averages.items()):
            label = QTableWidgetItem(contract_label(code))
            label.setToolTip(code)
            value = QTableWidgetItem(QLocale().toString(avg, "f", 1))
            value.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(i, 0, label)
            table.setItem(i, 1, value)
        table.resizeRowsToContents()

    # ---------------------------------------------------------------- export
    def export_csv(self, path: str | Path | None = None) -> None:
        """Write the summary under the current filters as CSV; asks for a file name when
        ``path`` is None. The writing runs on the worker; the status line reports it."""
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, translate("Statistics", "Export statistics"), "continental-statistics.csv",
                translate("Statistics", "CSV files (*.csv)"),
            )  # fmt: skip
            if not path:
                return
        path = Path(path)
        preset, level = self.filters()
        store = self.store
        self._run(
            lambda: store.export_csv(path, preset, level),
            lambda _r: self.status_label.setText(
                translate("Statistics", "Saved “{file}”.").format(file=path.name)
            ),
            lambda exc: self.status_label.setText(self._csv_failed_text(path, exc)),
        )

    @staticmethod
    def _csv_failed_text(path: Path, exc: BaseException) -> str:
        if disk_full(exc):
            return translate("Statistics", "Could not save “{file}”: the disk is full.").format(
                file=path.name
            )
        return translate("Statistics", "Could not save “{file}”: {error}").format(
            file=path.name, error=exc
        )

    def export_chart_png(self, path: str | Path | None = None) -> bool:
        """Save the selected player's charts as one PNG; asks for a file name when ``path``
        is None. Returns whether a file was written."""
        if self.charts is None or self._selected is None:
            return False
        if path is None:
            safe = re.sub(r"[^\w-]+", "-", self._selected).strip("-") or "player"
            path, _ = QFileDialog.getSaveFileName(
                self, translate("Statistics", "Export chart"), f"continental-{safe}.png",
                translate("Statistics", "PNG images (*.png)"),
            )  # fmt: skip
            if not path:
                return False
        path = Path(path)
        if path.suffix.lower() != ".png":
            path = path.with_name(path.name + ".png")
        ok = self.charts.export_png(path)
        message = (
            translate("Statistics", "Saved “{file}”.")
            if ok
            else translate("Statistics", "Could not save “{file}”.")
        )
        self.status_label.setText(message.format(file=path.name))
        return ok

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        if self._shown_before:  # shown again after being hidden: new games may be in
            self.refresh()
        self._shown_before = True
        super().showEvent(event)
