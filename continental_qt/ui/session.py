"""One live game and what keeps it: the controller, autosave after every move, Save As,
Open and resuming, the recent files, and statistics recording.

:class:`GameSession` asks no questions and opens no window: the main window is a view
of it, showing what its signals say and asking the player (file dialogs, message boxes)
before it calls the session. So everything kept on disk can be tested without a window.

GUI thread only. Disk work never runs there: autosaves go to the
:class:`~continental_qt.storage.autosave.AutoSaver` writer thread (the newest wins),
loads, Save As, start-up's search for an unfinished game and statistics run through
:func:`~continental_qt.ui.workers.run_async`; their answers come back as signals on the
GUI thread, and are dropped if the session has been deleted meanwhile. A file that fails
to load is reported (``loadFailed``), never changed.

The sentences it emits are in the ``MainWindow`` translation context: the main window
shows them.
"""

from __future__ import annotations

import contextlib
import uuid
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QSettings, Signal

from ..engine.state import GameState
from ..storage import paths
from ..storage.autosave import AutoSaver, Resumable, find_resumable
from ..storage.records import game_record
from ..storage.saves import (
    SUFFIX,
    SavedGame,
    SaveFileError,
    game_document,
    load_file,
    remove_stale_temporaries,
    save_file,
)
from ..storage.stats import StatsProblem, StatsStore, disk_full
from . import texts
from .config import GameConfig
from .controller import GameController
from .feeds.live import LiveFeed
from .feeds.replay import ReplayFeed
from .stats.stats_window import problem_text
from .texts import translate
from .workers import run_async

# How many files Game → Open Recent lists.
RECENT_FILES = 8
RECENT_KEY = "recent_files"
STATS_FILE = "statistics.sqlite3"


class HandOrders(Protocol):
    """Where the players' own orders of their hands live (the table's hand model)."""

    def orders(self) -> dict[int, list[int]]: ...

    def remember(self, orders: dict[int, Sequence[int]]) -> None: ...

    def forget(self) -> None: ...


class GameSession(QObject):
    """The game being played and its files; see the module docstring.

    ``data_dir`` holds the autosave folder and the statistics database (default: the
    player's data folder); ``settings`` keeps the recent files (None: kept in memory).
    """

    saved = Signal(str)  # path: Save As wrote it
    saveFailed = Signal(str)  # why, a sentence; the game was not saved
    opened = Signal(str)  # path: loaded, and its game is the one being played now
    loadFailed = Signal(str, str)  # path, why (a sentence); the file was not changed
    replayLoaded = Signal(str, object)  # path, SavedGame: loaded to be watched, not played
    autosaveFailed = Signal(str)  # why, a sentence
    resumableFound = Signal(object)  # Resumable: what start-up found (game and problems)
    statsReady = Signal()  # stats_store is open
    statsRecorded = Signal()  # the game so far is in the statistics
    statsProblem = Signal(str)  # a sentence: statistics off, not recorded, or set aside

    def __init__(
        self,
        controller: GameController | None = None,
        settings: QSettings | None = None,
        data_dir: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir) if data_dir is not None else paths.data_dir()
        self.settings = settings
        self.controller = controller or GameController(self)
        self.controller.setParent(self)
        self.autosaver = AutoSaver(self.data_dir / "autosave", on_error=self._autosave_error)
        self.game_id = ""  # ties a game's statistics rows together across saves
        self.resumable: Resumable | None = None
        self.stats_store: StatsStore | None = None
        self.last_error = ""  # why the last file failed to open
        self._recent_files: list[str] = []  # when there are no settings to keep them in
        # The hand orders saved with the game and given back on resuming (None: none).
        self.hand_orders: HandOrders | None = None
        # What the coach was asked in the game being played, by kind (saved with it).
        self.coach_used: Counter[str] = Counter()
        self._closed = False
        c = self.controller
        # Connected before any view's slots, so a move is on its way to disk before the
        # window reacts to it.
        c.gameStarted.connect(self._autosave)
        c.eventsHappened.connect(self._autosave)
        c.roundEnded.connect(self.record_stats)
        c.gameOver.connect(self._game_over)
        # The window's door to the game (made after the connections above, so its
        # slots run after the autosave's).
        self.feed = LiveFeed(c, self)
        self._open_stats()

    # ------------------------------------------------------------ the game
    @property
    def config(self) -> GameConfig | None:
        """The game as it is played now (a seat handed to the computer is its)."""
        return self.controller.config

    @property
    def start_config(self) -> GameConfig | None:
        """The game as it was started or resumed (handed-over seats are people's)."""
        return self.controller.start_config

    @property
    def handed_over(self) -> list[str]:
        """The people whose seats the computer plays now."""
        return self.controller.handed_over

    @property
    def ai_speed(self) -> str:
        """The computer players' pace (``config.AI_SPEEDS``), saved with the game."""
        return self.controller.ai_speed

    @ai_speed.setter
    def ai_speed(self, key: str) -> None:
        self.controller.ai_speed = key

    @property
    def records_stats(self) -> bool:
        """The game being played goes into the statistics (``statsRecorded`` or
        ``statsProblem`` follows its end)."""
        return self.stats_store is not None and bool(self.game_id)

    @property
    def can_undo(self) -> bool:
        """The person's own last meld of this turn can be taken back (a game against
        the computer, before they discard)."""
        return self.controller.undoable() is not None

    def undo(self) -> bool:
        """Take back the person's last meld of this turn (replayed from the seed)."""
        return self.controller.undo()

    def leave(self, seat: int) -> bool:
        """``seat`` leaves the game for good (scored by RULES.md §2.11)."""
        return self.controller.leave(seat)

    def hand_to_ai(self, seat: int, level: str) -> None:
        """The computer plays ``seat`` at ``level`` from now on."""
        self.controller.hand_to_ai(seat, level)

    def new_game(self, config: GameConfig) -> None:
        """Start ``config`` as a new game (new statistics rows)."""
        self.game_id = uuid.uuid4().hex
        self.coach_used.clear()
        if self.hand_orders is not None:
            self.hand_orders.forget()
        self.controller.new_game(config)

    def resume(self, game: SavedGame) -> None:
        """Go on with a loaded game (a file or the autosave), with its seats and pace."""
        self.game_id = game.game_id or uuid.uuid4().hex
        config = GameConfig(game.preset_id, game.seats, game.state.seed, game.ai_speed)
        if self.hand_orders is not None:
            self.hand_orders.remember(dict(game.hand_orders))
        self.coach_used.clear()
        self.coach_used.update(game.coach_used)
        self.controller.load_game(game.state, config, game.start_seats)

    def close(self) -> None:
        """End the game and write the last autosave (waits for the writer, at most 10 s:
        call it once, when the window closes)."""
        if self._closed:
            return
        self._closed = True
        self._autosave()  # a hand reordered since the last move is kept too
        self.controller.close()
        self.autosaver.close()

    # ------------------------------------------------------------ autosave
    def _document_maker(self):  # noqa: ANN202 - a closure over a snapshot
        cfg = self.controller.config
        state = self.controller.state
        if cfg is None or state is None:
            return None
        snapshot = state.clone()  # microseconds; the document is built in the writer
        seats, speed, game_id = cfg.seats, self.controller.ai_speed, self.game_id
        orders, start = self._hand_orders(state), self.controller.start_config.seats
        coach = dict(self.coach_used)
        return lambda: game_document(
            snapshot, cfg.preset_id, seats, speed, game_id, orders, start, coach
        )

    def _hand_orders(self, state: GameState) -> dict[int, list[int]]:
        """Each human seat's order of its whole hand, to save: the kept order's cards
        still in the hand, then the hand's others (staged ones, say) in the engine's
        order."""
        cfg = self.controller.config
        if self.hand_orders is None or cfg is None:
            return {}
        out = {}
        for seat, order in self.hand_orders.orders().items():
            if not (0 <= seat < min(state.n, len(cfg.seats)) and cfg.seats[seat].is_human):
                continue
            hand = [c.uid for c in state.hands[seat]]
            present = set(hand)
            mine = [u for u in dict.fromkeys(order) if u in present]
            taken = set(mine)
            out[seat] = mine + [u for u in hand if u not in taken]
        return out

    def _autosave(self, *_args: object) -> None:
        """Hand the writer the game as it is now, after every move and at its start."""
        make = self._document_maker()
        if make is not None:
            self.autosaver.submit(make)

    def _autosave_error(self, exc: BaseException) -> None:
        """The writer thread's report; the signal takes it to the GUI thread."""
        with contextlib.suppress(RuntimeError):  # the session is gone: nobody to tell
            self.autosaveFailed.emit(texts.file_error_text(exc))

    # ------------------------------------------------------------ files
    def save_as(self, path: str) -> bool:
        """Write the game to ``path`` (``.continental`` added if missing), in a worker;
        ``saved`` or ``saveFailed`` follows. False (nothing written) with no game."""
        cfg, state = self.controller.config, self.controller.state
        if cfg is None or state is None:
            return False
        if not path.endswith(SUFFIX):
            path += SUFFIX
        snapshot = state.clone()
        seats, speed, game_id = cfg.seats, self.controller.ai_speed, self.game_id
        orders, start = self._hand_orders(state), self.controller.start_config.seats
        coach = dict(self.coach_used)

        def write() -> str:
            target = Path(path)
            remove_stale_temporaries(target.parent, {target.name})  # earlier writes cut short
            save_file(target, snapshot, cfg.preset_id, seats, speed, game_id, orders, start, coach)
            return path

        run_async(write, self._saved, self._save_failed, receiver=self, finish_at_exit=True)
        return True

    def _saved(self, path: str) -> None:
        self.remember(path)
        self.saved.emit(path)

    def _save_failed(self, exc: BaseException) -> None:
        self.saveFailed.emit(texts.file_error_text(exc))

    def open_file(self, path: str) -> None:
        """Load ``path`` in a worker and play it (``opened``), or say why not
        (``loadFailed``); the file is only read."""
        run_async(
            lambda: load_file(Path(path)),
            lambda game: self._opened(path, game),
            lambda exc: self._open_failed(path, exc),
            receiver=self,
        )

    def open_replay(self, path: str) -> None:
        """Load ``path`` in a worker to be watched (``replayLoaded``), or say why not
        (``loadFailed``); the game being played is not touched."""
        run_async(
            lambda: load_file(Path(path)),
            lambda game: self.replayLoaded.emit(path, game),
            lambda exc: self._open_failed(path, exc),
            receiver=self,
        )

    def finished_replay(self, parent: QObject | None = None) -> ReplayFeed | None:
        """The game just played, to be watched again, once it is over (None before: an
        unfinished game's replay would show hands to whoever holds the computer)."""
        state, cfg = self.controller.state, self.controller.config
        if state is None or cfg is None or not state.is_over:
            return None
        return ReplayFeed(
            state.clone(), self.feed.names, [seat.kind for seat in cfg.seats], None, parent
        )

    def _opened(self, path: str, game: SavedGame) -> None:
        self.remember(path)
        self.resume(game)
        self.opened.emit(path)

    def _open_failed(self, path: str, exc: BaseException) -> None:
        if isinstance(exc, SaveFileError):
            why = texts.save_error_text(exc.reason, exc.details)
        else:
            why = str(exc)
        self.last_error = why
        self.loadFailed.emit(path, why)

    def look_for_unfinished(self) -> None:
        """Start-up: find the unfinished autosaved game (damaged files are moved aside and
        listed), then ``resumableFound``; also clear the temporaries of writes cut short.
        Both in workers."""
        folder = self.autosaver.folder
        recent = [Path(p) for p in self.recent_files()]
        presets = paths.presets_dir()

        def tidy() -> None:
            remove_stale_temporaries(folder)
            remove_stale_temporaries(presets)
            for path in recent:  # Save As writes its temporary beside the file
                remove_stale_temporaries(path.parent, {path.name})

        run_async(
            lambda: find_resumable(folder),
            self._found,
            lambda _exc: self._found(Resumable()),
            receiver=self,
        )
        run_async(tidy, lambda _: None, lambda _: None, receiver=self)

    def _found(self, found: Resumable) -> None:
        self.resumable = found
        self.resumableFound.emit(found)

    # ------------------------------------------------------------ recent files
    def recent_files(self) -> list[str]:
        """The files saved or opened last, newest first."""
        if self.settings is None:
            return self._recent_files[:RECENT_FILES]
        value = self.settings.value(RECENT_KEY, [])
        if isinstance(value, str):
            value = [value]
        return [v for v in (value or []) if isinstance(v, str)][:RECENT_FILES]

    def remember(self, path: str) -> None:
        recent = ([path] + [p for p in self.recent_files() if p != path])[:RECENT_FILES]
        self._recent_files = recent
        if self.settings is not None:
            self.settings.setValue(RECENT_KEY, recent)

    def last_folder(self) -> Path:
        """Where the file dialogs start: the folder of the newest recent file."""
        recent = self.recent_files()
        return Path(recent[0]).parent if recent else Path.home()

    # ------------------------------------------------------------ statistics
    def _open_stats(self) -> None:
        """Open the statistics database in a worker; a damaged one is moved aside."""
        path = self.data_dir / STATS_FILE

        def opened(result: tuple[StatsStore, StatsProblem | None]) -> None:
            self.stats_store, problem = result
            if problem is not None:
                self.statsProblem.emit(problem_text(problem))
            self.statsReady.emit()

        def failed(exc: BaseException) -> None:
            if disk_full(exc):
                text = translate("MainWindow", "Statistics are off: the disk is full.")
            else:
                text = translate("MainWindow", "Statistics are off: {error}").format(error=exc)
            self.statsProblem.emit(text)

        run_async(lambda: StatsStore.open(path), opened, failed, receiver=self)

    def _game_over(self, _data: dict) -> None:
        self.resumable = None
        self.record_stats()

    def record_stats(self, *_args: object) -> None:
        """Store the game so far, off the GUI thread (after each scored round and at the
        end; a game's rows are replaced each time). ``statsRecorded`` follows."""
        s, cfg, store = self.controller.state, self.controller.config, self.stats_store
        if s is None or cfg is None or store is None or not self.game_id:
            return
        snapshot = s.clone()
        seats, preset_id, game_id = cfg.seats, cfg.preset_id, self.game_id
        help_asked = sum(n for k, n in self.coach_used.items() if k != "tutor_late")

        def record() -> None:
            winners = [entry[1] for entry in snapshot.public_log() if entry[0] == "round_end"]
            store.record(game_record(snapshot, preset_id, seats, winners, game_id, help_asked))

        run_async(
            record,
            lambda _r: self.statsRecorded.emit(),
            self.stats_failed,
            receiver=self,
            finish_at_exit=True,  # a game ended just before quitting is still counted
        )

    def stats_failed(self, exc: BaseException) -> None:
        """Say that recording failed (``statsProblem``)."""
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
        self.statsProblem.emit(text)

    def report_stats_problem(self) -> None:
        """Tell once (``statsProblem``) that the statistics database was found damaged,
        moved aside and started afresh: for when no Statistics window is there to tell."""
        problem = self.stats_store.take_problem() if self.stats_store is not None else None
        if problem is not None:
            self.statsProblem.emit(problem_text(problem))
