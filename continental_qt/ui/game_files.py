"""Saving and loading for the main window: autosave, Save As, Open, Open Recent, and the
offer to resume an unfinished game at start-up.

A mixin of :class:`~continental_qt.ui.main_window.MainWindow` (it uses the window's
controller, autosaver, settings and status bar). Disk work runs in workers
(``run_async`` and the autosave thread); damaged files are reported, never changed.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from ..engine.state import GameState
from ..storage import paths
from ..storage.autosave import Resumable, find_resumable
from ..storage.crash_log import CrashReport
from ..storage.saves import (
    SUFFIX,
    SavedGame,
    SaveFileError,
    game_document,
    load_file,
    remove_stale_temporaries,
    save_file,
)
from ..storage.seats import Seat
from . import texts
from .config import GameConfig
from .crash_notice import show_crash_notice
from .texts import translate
from .workers import run_async


class GameFilesMixin:
    """Saving, loading and resuming, for the main window."""

    # -- saving and loading
    def _seat_records(self) -> list[Seat]:
        cfg = self.controller.config
        return list(cfg.seats) if cfg else []

    def _autosave(self, state: GameState, _seat: int = -1, _action: object = None) -> None:
        """Hand the writer a clone (microseconds); it builds and writes the document."""
        cfg = self.controller.config
        if cfg is None:
            return
        snapshot = state.clone()
        seats = self._seat_records()
        speed = self.controller.ai_speed
        game_id = self.game_id
        self.autosaver.submit(lambda: game_document(snapshot, cfg.preset_id, seats, speed, game_id))

    def _on_autosave_failed(self, message: str) -> None:
        self.statusBar().showMessage(
            translate("MainWindow", "Autosave failed: {error}").format(error=message), 10000
        )

    def save_dialog(self) -> None:
        s = self.controller.state
        cfg = self.controller.config
        if s is None or cfg is None:
            self.show_message(translate("MainWindow", "There is no game to save."))
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("MainWindow", "Save game"),
            str(self._last_folder()),
            translate("MainWindow", "Continental games (*.continental)"),
        )
        if not path:
            return
        if not path.endswith(SUFFIX):
            path += SUFFIX
        snapshot = s.clone()
        seats = self._seat_records()
        speed = self.controller.ai_speed

        game_id = self.game_id

        def write() -> str:
            target = Path(path)
            remove_stale_temporaries(target.parent, {target.name})  # earlier writes cut short
            save_file(target, snapshot, cfg.preset_id, seats, speed, game_id)
            return path

        run_async(write, self._saved, self._save_failed, receiver=self, finish_at_exit=True)

    def _saved(self, path: str) -> None:
        self._remember(path)
        self.statusBar().showMessage(
            translate("MainWindow", "Saved to {path}").format(path=path), 6000
        )

    def _save_failed(self, exc: BaseException) -> None:
        QMessageBox.warning(
            self,
            translate("MainWindow", "Could not save"),
            translate("MainWindow", "The game was not saved: {error}").format(
                error=texts.file_error_text(exc)
            ),
        )

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("MainWindow", "Open game"),
            str(self._last_folder()),
            translate("MainWindow", "Continental games (*.continental)"),
        )
        if path:
            self.open_file(path)

    def open_file(self, path: str) -> None:
        """Load ``path`` in a worker; a damaged file is reported and left untouched."""
        self.statusBar().showMessage(translate("MainWindow", "Opening {path}…").format(path=path))
        run_async(
            lambda: load_file(Path(path)),
            lambda game: self._opened(path, game),
            lambda exc: self._open_failed(path, exc),
            receiver=self,
        )

    def _opened(self, path: str, game: SavedGame) -> None:
        self._remember(path)
        self.statusBar().showMessage(
            translate("MainWindow", "Opened {path}").format(path=path), 6000
        )
        self.resume(game)

    def _open_failed(self, path: str, exc: BaseException) -> None:
        self.statusBar().clearMessage()
        if isinstance(exc, SaveFileError):
            why = texts.save_error_text(exc.reason, exc.details)
        else:
            why = str(exc)
        self.last_error = why
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("MainWindow", "Could not open the game"),
            translate(
                "MainWindow", "{path} could not be opened. The file was not changed.\n\n{why}"
            ).format(path=path, why=why),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setObjectName("open_error")
        box.open()
        self.error_box = box

    def resume(self, game: SavedGame) -> None:
        self.game_id = game.game_id or uuid.uuid4().hex
        self.close_summary()
        config = GameConfig(
            game.preset_id,
            game.seats,
            game.state.seed,
            game.ai_speed,
        )
        self.controller.load_game(game.state, config)
        self.table.setFocus()

    def _last_folder(self) -> Path:
        recent = self._recent()
        return Path(recent[0]).parent if recent else Path.home()

    def _recent(self) -> list[str]:
        if self.settings is None:
            return self._recent_files[:8]
        value = self._setting("recent_files", [])
        if isinstance(value, str):
            value = [value]
        return [v for v in (value or []) if isinstance(v, str)][:8]

    def _remember(self, path: str) -> None:
        recent = [path] + [p for p in self._recent() if p != path]
        self._recent_files = recent[:8]
        self._store("recent_files", recent[:8])

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self._recent()
        for path in recent:
            act = self.recent_menu.addAction(Path(path).name)
            act.setToolTip(path)
            act.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not recent:
            act = self.recent_menu.addAction(translate("MainWindow", "No recent games"))
            act.setEnabled(False)

    # -- start-up
    def startup(
        self, quick_start: GameConfig | None = None, crash: CrashReport | None = None
    ) -> None:
        """Look for an unfinished game (in a worker), then offer it or the New Game dialog.
        With ``crash`` (the last run crashed) a notice comes first; the rest follows it."""
        if crash is not None:
            self.report_crash(crash, lambda: self.startup(quick_start))
            return
        folder = self.autosaver.folder
        recent = [Path(p) for p in self._recent()]
        presets = paths.presets_dir()

        def tidy() -> None:
            """Remove the temporary files of writes cut short (another worker)."""
            remove_stale_temporaries(folder)
            remove_stale_temporaries(presets)
            for path in recent:  # Save As writes its temporary beside the file
                remove_stale_temporaries(path.parent, {path.name})

        def done(found: Resumable) -> None:
            self.resumable = found
            self._report_damaged(found)
            if quick_start is not None:
                self.start_game(quick_start)
            elif found.game is not None:
                self._offer_resume(found)
            else:
                self.new_game_dialog()

        run_async(
            lambda: find_resumable(folder), done, lambda exc: self.new_game_dialog(), receiver=self
        )
        run_async(tidy, lambda _: None, lambda _: None, receiver=self)

    def report_crash(self, report: CrashReport, then: Callable[[], None]) -> None:
        """Say that the last run crashed and where its log is kept; ``then()`` once read."""
        self.crash_box = show_crash_notice(self, report, then)

    def _report_damaged(self, found: Resumable) -> None:
        if not found.problems:
            return
        lines = []
        for path, exc, moved in found.problems:
            why = texts.save_error_text(exc.reason, exc.details)
            kept = moved.name if moved is not None else path.name
            lines.append(
                translate("MainWindow", "{file}: {why} It was kept as {kept}.").format(
                    file=path.name, why=why, kept=kept
                )
            )
        if found.game is not None:
            lines.append(translate("MainWindow", "The previous autosave is offered instead."))
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("MainWindow", "A saved game is damaged"),
            "\n\n".join(lines),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setObjectName("damaged_box")
        box.open()
        self.damaged_box = box

    def _offer_resume(self, found: Resumable) -> None:
        game = found.game
        assert game is not None
        s = game.state
        names = ", ".join(seat.name for seat in game.seats)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("MainWindow", "Resume your game?"),
            translate(
                "MainWindow", "You have an unfinished game of {rules} ({round}) with {names}."
            ).format(rules=texts.preset_name(s.rules), round=texts.state_title(s), names=names),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("resume_box")
        resume = box.addButton(translate("MainWindow", "Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("MainWindow", "New game…"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)

        def answered(button) -> None:  # noqa: ANN001
            if button is resume:
                self.resume(game)
            else:
                self.new_game_dialog()

        box.buttonClicked.connect(answered)
        box.open()
        self.resume_box = box
