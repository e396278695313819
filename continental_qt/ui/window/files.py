"""The main window's file commands: Save As, Open, Open Recent, replays, and what
start-up offers (the unfinished game, a crash notice).

The session does the work off the GUI thread; :class:`FileCommands` asks the player
(file dialogs, message boxes, kept as ``*_box`` while open) and shows the outcome in
the status bar. A damaged file is reported, never changed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu

from ...storage.autosave import Resumable
from ...storage.crash_log import CrashReport
from ...storage.saves import SavedGame
from .. import texts
from ..config import GameConfig
from ..dialogs import file_dialogs
from ..dialogs.crash_notice import show_crash_notice
from ..feeds.replay import ReplayError, ReplayFeed, replay_of
from ..replay_window import ReplayWindow
from ..texts import translate

if TYPE_CHECKING:
    from ..main_window import MainWindow


class FileCommands(QObject):
    """The file menu's commands for ``window`` (its session, feed and status bar)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._session = session = window.session
        self._startup_game: GameConfig | None = None  # what start-up starts once it looked
        self.resume_box = self.error_box = self.replace_box = None
        self.damaged_box = self.crash_box = None
        session.saved.connect(self._saved)
        session.saveFailed.connect(lambda why: file_dialogs.show_save_failed(window, why))
        session.opened.connect(self._opened)
        session.loadFailed.connect(self._load_failed)
        session.replayLoaded.connect(self._replay_loaded)
        session.autosaveFailed.connect(self._autosave_failed)
        session.resumableFound.connect(self._resumable)

    def _status(self, text: str, ms: int = 0) -> None:
        self._window.statusBar().showMessage(text, ms)

    # ------------------------------------------------------------ playing a file
    def resume(self, game: SavedGame) -> None:
        """Go on with a loaded game (the resume offer, the New Game dialog)."""
        self._session.resume(game)
        self._window.table.setFocus()

    def save_dialog(self) -> None:
        view, cfg = self._window.feed.view, self._session.config
        if view is None or cfg is None:
            self._window.show_message(translate("MainWindow", "There is no game to save."))
            return
        name = file_dialogs.save_name(texts.preset_name_of(cfg.preset_id, view.rules.name))
        path = file_dialogs.ask_save_path(self._window, self._session.last_folder(), name)
        if path:
            self._session.save_as(path)

    def _saved(self, path: str) -> None:
        self._status(translate("MainWindow", "Saved to {path}").format(path=path), 6000)

    def open_dialog(self) -> None:
        path = file_dialogs.ask_open_path(self._window, self._session.last_folder())
        if path:
            self.open_replacing(path)

    def open_replacing(self, path: str) -> None:
        """Open ``path`` from the menus: an unfinished game is only replaced once the
        player agrees (``replace_box``)."""
        view = self._window.feed.view
        if view is None or view.is_over:
            self.open_file(path)
            return
        self.replace_box = file_dialogs.ask_replace_game(
            self._window, view, lambda: self.open_file(path)
        )

    def open_file(self, path: str) -> None:
        """Load ``path`` (in a worker) and play it; a damaged file is reported, unchanged."""
        self._status(translate("MainWindow", "Opening {path}…").format(path=path))
        self._session.open_file(path)

    def _opened(self, path: str) -> None:
        self._status(translate("MainWindow", "Opened {path}").format(path=path), 6000)
        self._window.table.setFocus()

    def _load_failed(self, path: str, why: str) -> None:
        self._window.statusBar().clearMessage()
        self.error_box = file_dialogs.show_open_failed(self._window, path, why)

    def _autosave_failed(self, why: str) -> None:
        self._status(translate("MainWindow", "Autosave failed: {error}").format(error=why), 10000)

    def fill_recent(self, menu: QMenu) -> None:
        file_dialogs.fill_recent_menu(menu, self._session.recent_files(), self.open_replacing)

    # ------------------------------------------------------------ replays
    def replay_dialog(self) -> None:
        """Game → Watch a replay…: a saved game in a replay window (the game being
        played goes on)."""
        path = file_dialogs.ask_open_path(self._window, self._session.last_folder())
        if path:
            self.open_replay(path)

    def open_replay(self, path: str) -> None:
        """Load ``path`` in a worker and show it in a replay window."""
        self._status(translate("MainWindow", "Opening {path}…").format(path=path))
        self._session.open_replay(path)

    def _replay_loaded(self, path: str, game: SavedGame) -> None:
        self._window.statusBar().clearMessage()
        try:
            feed = replay_of(game)
        except (ValueError, ReplayError) as exc:
            self.error_box = file_dialogs.show_open_failed(self._window, path, str(exc))
            return
        humans = [seat for seat, s in enumerate(game.seats) if s.is_human]
        if feed.finished:
            feed.show_face_up()
        elif len(humans) == 1:
            feed.show_as(humans[0])  # one person's game: as they played it
        self._show_replay(feed, Path(path).name)

    def replay_this_game(self) -> None:
        """Game → Replay this game: the game just played, every hand face up."""
        feed = self._session.finished_replay()
        view = self._window.feed.view
        if feed is None or view is None:
            self._window.show_message(
                translate("MainWindow", "A game can be replayed once it is over.")
            )
            return
        feed.show_face_up()
        self._show_replay(feed, texts.preset_name(view.rules))

    def _show_replay(self, feed: ReplayFeed, title: str) -> None:
        # Owned by the window (Qt deletes it when it closes): no Python reference kept.
        replay = ReplayWindow(feed, title, self._window.art, self._window)
        replay.addActions(self._window.shortcut_actions())
        replay.show()
        replay.raise_()
        replay.activateWindow()

    # ------------------------------------------------------------ start-up
    def startup(
        self, quick_start: GameConfig | None = None, crash: CrashReport | None = None
    ) -> None:
        """Look for an unfinished game (the session, in a worker), then offer it or the New
        Game dialog (or start ``quick_start``). With ``crash`` (the last run crashed) a
        notice comes first; the rest follows it."""
        if crash is not None:
            self.report_crash(crash, lambda: self.startup(quick_start))
            return
        self._startup_game = quick_start
        self._session.look_for_unfinished()

    def _resumable(self, found: Resumable) -> None:
        window = self._window
        damaged = file_dialogs.show_damaged(window, found)
        if damaged is not None:
            self.damaged_box = damaged
        quick_start, self._startup_game = self._startup_game, None
        game = found.game
        if quick_start is not None:
            window.start_game(quick_start)
        elif game is not None:
            self.resume_box = file_dialogs.offer_resume(
                window, game, lambda: self.resume(game), window.dialogs.new_game
            )
        else:
            window.dialogs.new_game()

    def report_crash(self, report: CrashReport, then: Callable[[], None]) -> None:
        """Say that the last run crashed and where its log is kept; ``then()`` once read."""
        self.crash_box = show_crash_notice(self._window, report, then)
