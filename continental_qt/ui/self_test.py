"""``continental-qt --self-test``: a packager's check that an installed copy really runs.

It forces Qt's ``offscreen`` platform (no display needed), points the data and config
folders at a temporary folder (a player's saves, settings and statistics are never
touched), opens the real main window, lets three seeded easy computer players play a few
dozen moves (decided in their worker process, which must answer and must not have imported
Qt), saves the game with the same code as Game → Save As, loads it back, checks the
digest and that play goes on from the loaded game, opens the statistics window (SQLite),
renders card faces, backs and the app icon, draws the score chart (pyqtgraph) and loads
every compiled translation in the package.
It prints one line per check and exits 0, or prints the reason and exits 1 (2 if it hung).

Everything is found the way the running app finds it (``importlib.resources`` relative to
the package, never the working directory), so the same check means the same thing from
source, from a wheel and from the PyInstaller bundle.
"""

from __future__ import annotations

import os
import platform
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from importlib import resources
from pathlib import Path
from typing import Any, TextIO

from .. import __version__

PRESET = "may-i"
SEATS = (("Ada", "easy"), ("Bruno", "easy"), ("Carmen", "easy"))
SEED = 7
ACTIONS = 40  # moves before saving
MORE_ACTIONS = 8  # moves after loading, to show the loaded game plays on
STEP_TIMEOUT_S = 45.0
WATCHDOG_S = 180.0  # a hung event loop must still end the process (CI waits on it)


class SelfTestFailed(Exception):
    """A check failed; the message is the reason shown to the packager."""


@contextmanager
def _environment(folder: Path) -> Iterator[None]:
    """Offscreen Qt and throwaway data/config folders, restored afterwards."""
    wanted = {
        "QT_QPA_PLATFORM": "offscreen",
        "CONTINENTAL_DATA_DIR": str(folder / "data"),
        "CONTINENTAL_CONFIG_DIR": str(folder / "config"),
    }
    before = {key: os.environ.get(key) for key in wanted}
    os.environ.update(wanted)
    try:
        yield
    finally:
        for key, value in before.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _spin(app: Any, done: Callable[[], bool], what: str, timeout_s: float = STEP_TIMEOUT_S) -> None:
    """Run the event loop until ``done()`` or fail after ``timeout_s``."""
    from PySide6.QtCore import QEventLoop, QTimer

    deadline = time.monotonic() + timeout_s
    loop = QEventLoop()
    while not done():
        if time.monotonic() > deadline:
            raise SelfTestFailed(f"{what}: nothing happened for {timeout_s:.0f} s")
        QTimer.singleShot(20, loop.quit)
        loop.exec()
    app.processEvents()


def compiled_translations() -> list[Path]:
    """The ``.qm`` files the package carries (none before translations are compiled)."""
    folder = resources.files("continental_qt") / "translations"
    if not folder.is_dir():
        return []
    return sorted(Path(str(f)) for f in folder.iterdir() if f.name.endswith(".qm"))


class _Run:
    """The checks, in order; each returns the detail printed after ``ok``."""

    def __init__(self, app: Any, folder: Path) -> None:
        self.app = app
        self.folder = folder
        self.window: Any = None
        self.failures: list[str] = []

    # ---------------------------------------------------------------- checks
    def check_platform(self) -> str:
        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import qVersion

        name = self.app.platformName()
        if name != "offscreen":
            raise SelfTestFailed(f"Qt platform is {name!r}, not 'offscreen'")
        frozen = "PyInstaller bundle" if getattr(sys, "frozen", False) else "Python package"
        return (
            f"{frozen} in {Path(__file__).resolve().parent}, Python "
            f"{platform.python_version()}, PySide6 {pyside_version}, Qt {qVersion()}, "
            f"platform {name}"
        )

    def check_window(self) -> str:
        from .main_window import MainWindow

        window = MainWindow(settings=None, data_dir=self.folder / "data")
        self.window = window
        window.resize(1280, 800)
        window.show()
        _spin(self.app, lambda: window.windowHandle() is not None and window.isVisible(), "show")
        window.feed.aiFailed.connect(lambda seat, msg: self.failures.append(f"{seat}: {msg}"))
        menus = [a.text().replace("&", "") for a in window.menuBar().actions()]
        if not {"Game", "Help"} <= set(menus):
            raise SelfTestFailed(f"the main window has unexpected menus: {menus}")
        return f"main window shown ({len(menus)} menus)"

    def check_game(self) -> str:
        from ..storage.seats import Seat
        from .config import GameConfig

        window = self.window
        controller = window.session.controller
        controller.auto_resume = True
        seats = tuple(Seat(name, kind) for name, kind in SEATS)
        window.start_game(GameConfig(PRESET, seats, SEED, "instant"))
        _spin(self.app, lambda: self._played() >= ACTIONS or self._over(), "AI play")
        self._no_ai_failure()
        worker = controller.ai_worker
        hello = worker.hello
        if worker.answered == 0 or hello is None:
            raise SelfTestFailed("the computer players' worker process never answered")
        if hello.qt_loaded:
            raise SelfTestFailed("the computer players' worker process imported Qt")
        moves, round_number = self._played(), controller.state.round_number
        return (
            f"{PRESET}, deal {SEED}, 3 easy players: {moves} moves, round {round_number}; "
            f"{worker.answered} decisions made in worker process {hello.pid}"
        )

    def check_save_and_load(self) -> str:
        from ..engine.save import state_digest
        from ..storage.saves import load_file, save_file

        window = self.window
        controller = window.session.controller
        controller.set_paused(True)  # the snapshot below is the game as saved
        snapshot = controller.state.clone()
        seats = list(controller.config.seats)
        path = self.folder / "saves" / "self-test.continental"
        save_file(path, snapshot, PRESET, seats, "instant", window.session.game_id)
        loaded = load_file(path)
        want, got = state_digest(snapshot), state_digest(loaded.state)
        if got != want:
            raise SelfTestFailed(f"the reloaded game differs (digest {got} != {want})")
        if len(loaded.state.actions or []) != len(snapshot.actions or []):
            raise SelfTestFailed("the reloaded game has a different number of moves")
        size = path.stat().st_size
        window.files.resume(loaded)
        controller.set_paused(False)
        start = self._played()
        _spin(self.app, lambda: self._played() >= start + MORE_ACTIONS or self._over(), "play on")
        self._no_ai_failure()
        return (
            f"saved {len(snapshot.actions or [])} moves ({size:,} bytes), reloaded, digest "
            f"{want[:12]}… matches, {self._played() - start} more moves played"
        )

    def check_statistics(self) -> str:
        import sqlite3

        from .stats.stats_charts import PlayerCharts

        window = self.window
        _spin(self.app, lambda: window.session.stats_store is not None, "statistics database")
        window.show_statistics()
        _spin(
            self.app,
            lambda: window.stats_window is not None and window.stats_window.isVisible(),
            "statistics window",
        )
        charts = PlayerCharts()
        charts.show()
        self.app.processEvents()
        charts.close()
        charts.deleteLater()
        window.stats_window.close()
        return f"statistics window and charts opened (SQLite {sqlite3.sqlite_version})"

    def check_card_art(self) -> str:
        from ..engine.cards import HEARTS, SPADES
        from .app_icon import render_icon
        from .table.card_art import CardPixmaps, card_height

        art = CardPixmaps(four_colour=True)
        pixmaps = {
            "ace of spades": art.face(1, SPADES, 90),
            "queen of hearts": art.face(12, HEARTS, 90),
            "joker": art.face(0, -1, 90, wild=True),
            "back": art.back(90),
        }
        for name, pixmap in pixmaps.items():
            if pixmap.isNull() or (pixmap.width(), pixmap.height()) != (90, card_height(90)):
                raise SelfTestFailed(f"card art: the {name} did not render")
            image = pixmap.toImage()
            if image.pixelColor(45, card_height(90) // 2).alpha() == 0:
                raise SelfTestFailed(f"card art: the {name} is blank")
        icon = render_icon(64)
        if icon.isNull() or icon.pixelColor(32, 32).alpha() == 0:
            raise SelfTestFailed("the app icon did not render")
        if self.window.table.scene_.items() == []:
            raise SelfTestFailed("the table drew nothing")
        return f"{len(pixmaps)} cards and the app icon rendered with QtSvg"

    def check_chart(self) -> str:
        from .stats.score_chart import ScoreChart

        chart = ScoreChart()
        try:
            chart.resize(400, 300)
            chart.update_scores([name for name, _ in SEATS], [[0, 35, 60], [45, 0, 20]])
            chart.show()
            _spin(self.app, lambda: chart.plot is not None, "score chart")
            out = self.folder / "chart.png"
            if not chart.export_png(str(out)) or out.stat().st_size == 0:
                raise SelfTestFailed("the score chart could not be drawn to a PNG")
            import pyqtgraph

            return f"score chart drawn with pyqtgraph {pyqtgraph.__version__}"
        finally:
            chart.close()
            chart.deleteLater()

    def check_translations(self) -> str:
        from PySide6.QtCore import QTranslator

        files = compiled_translations()
        if not files:
            return "none compiled into this package (English only)"
        loaded = []
        for path in files:
            translator = QTranslator()
            if not translator.load(str(path)):
                raise SelfTestFailed(f"translation {path.name} does not load")
            loaded.append(path.stem.removeprefix("continental_"))
        return f"{len(loaded)} loaded ({', '.join(loaded)})"

    # --------------------------------------------------------------- helpers
    def _played(self) -> int:
        return self.window.session.controller.action_count

    def _over(self) -> bool:
        s = self.window.session.controller.state
        return s is not None and s.is_over

    def _no_ai_failure(self) -> None:
        if self.failures:
            raise SelfTestFailed(f"a computer player failed: {self.failures[0]}")

    def close(self) -> None:
        from PySide6.QtCore import QThreadPool

        if self.window is not None:
            self.window.session.controller.stop()
            self.window.session.autosaver.close()
            self.window.close()
            self.window.deleteLater()
            self.window = None
        QThreadPool.globalInstance().waitForDone(10_000)
        self.app.processEvents()


CHECKS = (
    ("platform", _Run.check_platform),
    ("window", _Run.check_window),
    ("game", _Run.check_game),
    ("save/load", _Run.check_save_and_load),
    ("statistics", _Run.check_statistics),
    ("card art", _Run.check_card_art),
    ("chart", _Run.check_chart),
    ("translations", _Run.check_translations),
)


def _watchdog(out: TextIO) -> threading.Timer:
    def expire() -> None:
        out.write(f"self-test FAILED: no result after {WATCHDOG_S:.0f} s (hung)\n")
        out.flush()
        os._exit(2)

    timer = threading.Timer(WATCHDOG_S, expire)
    timer.daemon = True
    timer.start()
    return timer


def run(out: TextIO | None = None) -> int:
    """Run every check; 0 if all pass, 1 with the reason printed if one fails.

    A windowed Windows build has no stdout: the report then goes to
    ``continental-qt-self-test.txt`` in the temporary folder (the exit code still tells)."""
    if out is None and sys.stdout is None:
        report = Path(tempfile.gettempdir()) / "continental-qt-self-test.txt"
        with open(report, "w", encoding="utf-8") as fh:
            return run(fh)
    out = out or sys.stdout
    started = time.perf_counter()
    out.write(f"continental-qt {__version__} self-test\n")
    watchdog = _watchdog(out)
    try:
        with (
            tempfile.TemporaryDirectory(
                prefix="continental-self-test-", ignore_cleanup_errors=True
            ) as tmp,
            _environment(Path(tmp)),
        ):
            return _run_checks(Path(tmp), out, started)
    finally:
        watchdog.cancel()


def _last_line(exc: BaseException) -> str:
    """The gist of an error whose message may run to many lines (numpy's do)."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    return lines[-1][:300] if lines else ""


def _run_checks(folder: Path, out: TextIO, started: float) -> int:
    from PySide6.QtWidgets import QApplication

    from .startup import APP_NAME

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else APP_NAME])
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName(APP_NAME)
    run_ = _Run(app, folder)
    try:
        for name, check in CHECKS:
            try:
                detail = check(run_)
            except SelfTestFailed as exc:
                out.write(f"  FAIL {name}: {exc}\n")
                out.write(f"self-test FAILED: {name}: {exc}\n")
                return 1
            except Exception as exc:
                out.write(f"  FAIL {name}:\n{traceback.format_exc()}")
                out.write(f"self-test FAILED: {name}: {type(exc).__name__}: {_last_line(exc)}\n")
                return 1
            out.write(f"  ok   {name}: {detail}\n")
            out.flush()
    finally:
        run_.close()
    out.write(f"self-test passed in {time.perf_counter() - started:.1f} s\n")
    return 0
