"""Statistics for the main window: open the database, record each scored round and
finished game off the GUI thread, and show the Statistics window.

A mixin of :class:`~continental_qt.ui.main_window.MainWindow`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from ..storage.records import game_record
from ..storage.stats import StatsProblem, StatsStore, disk_full
from .stats_window import StatsWindow, problem_text
from .texts import translate
from .workers import run_async


class StatsMixin:
    """Statistics recording and the Statistics window, for the main window."""

    # -- statistics
    def _open_stats(self) -> None:
        """Open the statistics database in a worker; a damaged one is moved aside."""
        path = self.data_dir / "statistics.sqlite3"

        def opened(result: tuple[StatsStore, StatsProblem | None]) -> None:
            self.stats_store, problem = result
            if problem is not None:
                self.statusBar().showMessage(problem_text(problem), 15000)

        def failed(exc: BaseException) -> None:
            if disk_full(exc):
                text = translate("MainWindow", "Statistics are off: the disk is full.")
            else:
                text = translate("MainWindow", "Statistics are off: {error}").format(error=exc)
            self.statusBar().showMessage(text, 15000)

        run_async(lambda: StatsStore.open(path), opened, failed, receiver=self)

    def _record_stats(self) -> None:
        """Store the game so far (after each scored round and at the end), off the GUI thread."""
        s, cfg, store = self.controller.state, self.controller.config, self.stats_store
        if s is None or cfg is None or store is None or not self.game_id:
            return
        snapshot = s.clone()
        seats = cfg.seats
        preset_id, game_id = cfg.preset_id, self.game_id

        def record() -> None:
            winners = [entry[1] for entry in snapshot.public_log() if entry[0] == "round_end"]
            store.record(game_record(snapshot, preset_id, seats, winners, game_id))

        run_async(
            record,
            lambda _r: self._stats_recorded(),
            self._stats_failed,
            receiver=self,
            finish_at_exit=True,  # a game ended just before quitting is still counted
        )

    def _stats_recorded(self) -> None:
        if self.stats_window is not None and self.stats_window.isVisible():
            self.stats_window.refresh()  # it reports a damaged database moved aside
        else:
            self._report_stats_problem()

    def _stats_failed(self, exc: BaseException) -> None:
        if disk_full(exc):
            text = translate(
                "MainWindow",
                "The game could not be added to the statistics: the disk is full. "
                "The games recorded before are kept.",
            )
        else:
            text = translate(
                "MainWindow", "The game could not be added to the statistics: {error}"
            ).format(error=exc)
        self.statusBar().showMessage(text, 10000)

    def _report_stats_problem(self) -> None:
        """Tell once that the statistics database was found damaged, moved aside and
        started afresh (when no Statistics window is there to tell it)."""
        problem = self.stats_store.take_problem() if self.stats_store is not None else None
        if problem is not None:
            self.statusBar().showMessage(problem_text(problem), 15000)

    def show_statistics(self) -> None:
        if self.stats_store is None:
            self.show_message(
                translate("MainWindow", "The statistics are still opening; try again in a moment.")
            )
            return
        if self.stats_window is None:
            self.stats_window = StatsWindow(self.stats_store, parent=self)
            self.stats_window.setWindowFlag(Qt.WindowType.Window, True)
        self.stats_window.show()
        self.stats_window.raise_()
