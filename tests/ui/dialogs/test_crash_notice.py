"""After a crash the next start says so, points at the kept crash log, and then offers the
autosave as always."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QMessageBox

from continental_qt.app import _parse_args, build_main_window
from continental_qt.engine.presets import get_preset
from continental_qt.engine.state import GameState
from continental_qt.storage.autosave import AUTOSAVE
from continental_qt.storage.crash_log import LOG_NAME, MARKER_NAME, CrashReport
from continental_qt.storage.saves import save_file
from continental_qt.storage.seats import Seat
from continental_qt.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]
TRACEBACK = 'Fatal Python error: Segmentation fault\n\n  File "table_view.py", line 1 in refresh'


def _autosave(data_dir: Path) -> None:
    seats = [Seat("You", "human"), Seat("Bruno", "easy")]
    save_file(data_dir / "autosave" / AUTOSAVE, GameState(get_preset("may-i"), 2, 9), "may-i",
              seats, "instant")  # fmt: skip


def _window(qtbot, data_dir: Path) -> MainWindow:
    win = MainWindow(settings=None, data_dir=data_dir)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _stop(win: MainWindow) -> None:
    win.session.close()


def test_the_notice_comes_first_and_the_resume_offer_after_it(qtbot, tmp_path):
    _autosave(tmp_path)
    log = tmp_path / LOG_NAME
    win = _window(qtbot, tmp_path)
    win.files.startup(crash=CrashReport(log, TRACEBACK))
    box: QMessageBox = win.files.crash_box
    assert box.isVisible() and box.windowModality() == Qt.WindowModality.WindowModal  # open()
    assert box.text() == "Continental closed unexpectedly the last time it ran."
    assert str(log) in box.informativeText()
    assert box.detailedText() == TRACEBACK
    assert getattr(win.files, "resume_box", None) is None  # one question at a time

    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: getattr(win.files, "resume_box", None) is not None, timeout=10000)
    assert "Bruno" in win.files.resume_box.text()
    next(b for b in win.files.resume_box.buttons() if b.text() == "Resume").click()
    assert [s.name for s in win.session.controller.config.seats] == ["You", "Bruno"]
    _stop(win)


def test_open_folder_shows_the_logs_folder_then_start_up_goes_on(qtbot, tmp_path, monkeypatch):
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    win = _window(qtbot, tmp_path)
    win.files.startup(crash=CrashReport(tmp_path / LOG_NAME, TRACEBACK))
    win.files.crash_box.findChild(object, "crash_open_folder").click()
    assert opened == [QUrl.fromLocalFile(str(tmp_path))]
    # No autosave: the New Game dialog follows the notice.
    qtbot.waitUntil(lambda: getattr(win.dialogs, "new_dialog", None) is not None, timeout=10000)
    assert win.dialogs.new_dialog.isVisible()
    win.dialogs.new_dialog.reject()
    _stop(win)


def test_copy_path_puts_the_logs_path_on_the_clipboard(qtbot, tmp_path):
    win = _window(qtbot, tmp_path)
    win.files.startup(crash=CrashReport(tmp_path / LOG_NAME, ""))
    assert win.files.crash_box.detailedText() == ""
    win.files.crash_box.findChild(object, "crash_copy_path").click()
    assert QGuiApplication.clipboard().text() == str(tmp_path / LOG_NAME)
    qtbot.waitUntil(lambda: getattr(win.dialogs, "new_dialog", None) is not None, timeout=10000)
    win.dialogs.new_dialog.reject()
    _stop(win)


def test_a_file_named_on_the_command_line_opens_after_the_notice(qtbot, tmp_path):
    seats = [Seat("You", "human"), Seat("Carmen", "easy")]
    game = tmp_path / "named.continental"
    save_file(game, GameState(get_preset("may-i"), 2, 4), "may-i", seats, "instant")
    args = _parse_args(["--no-settings", "--open", str(game)])
    win = build_main_window(args, CrashReport(tmp_path / LOG_NAME, TRACEBACK))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: getattr(win.files, "crash_box", None) is not None, timeout=10000)
    assert win.session.controller.state is None
    win.files.crash_box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: win.session.controller.state is not None, timeout=10000)
    assert win.session.controller.names == ["You", "Carmen"]
    _stop(win)


# The game itself, run by app.main(): "crash" segfaults once the window is up; "check"
# prints what start-up shows (the notice, then the resume offer) and quits cleanly.
DRIVER = """
import faulthandler, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from continental_qt import app

mode = sys.argv[1]
original = app.build_main_window

def build(args=None, crash=None):
    win = original(args, crash)

    def poll():
        if mode == "crash":
            faulthandler._sigsegv()
        box = getattr(win.files, "crash_box", None)
        if box is not None and box.isVisible():
            print("NOTICE", box.informativeText().replace("\\n", " "), flush=True)
            box.button(QMessageBox.StandardButton.Ok).click()
        resume = getattr(win.files, "resume_box", None)
        if resume is not None and resume.isVisible():
            print("RESUME", resume.text(), flush=True)
            win.close()
            QApplication.quit()
            return
        QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)
    return win

app.build_main_window = build
print("EXIT", app.main(["--no-settings"]), flush=True)
"""


def _run_game(data_dir: Path, mode: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CONTINENTAL_DATA_DIR=str(data_dir))
    return subprocess.run(
        [sys.executable, "-c", DRIVER, mode],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_crashed_game_is_reported_at_its_next_start(tmp_path):
    _autosave(tmp_path)
    crashed = _run_game(tmp_path, "crash")
    assert crashed.returncode != 0 and "EXIT" not in crashed.stdout
    assert "Segmentation fault" in (tmp_path / LOG_NAME).read_text(encoding="utf-8")

    started = _run_game(tmp_path, "check")
    lines = started.stdout.splitlines()
    assert started.returncode == 0, started.stderr
    assert [line.split()[0] for line in lines] == ["NOTICE", "RESUME", "EXIT"], lines
    assert str(tmp_path / LOG_NAME) in lines[0]
    assert not (tmp_path / MARKER_NAME).exists()  # that run ended cleanly

    again = _run_game(tmp_path, "check")
    assert [line.split()[0] for line in again.stdout.splitlines()] == ["RESUME", "EXIT"]
