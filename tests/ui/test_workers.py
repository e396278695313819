"""run_async: answers come back on the GUI thread, failures go to on_error, an answer for a
deleted receiver is dropped, and no UI module waits for a worker."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QComboBox, QWidget

from continental_qt.ui import workers
from continental_qt.ui.workers import run_async

UI = Path(workers.__file__).parent


def wait_answered(qtbot) -> None:
    qtbot.waitUntil(lambda: workers.outstanding() == 0, timeout=10000)


def test_the_answer_comes_on_the_gui_thread(qtbot):
    got = []
    run_async(
        lambda: (QThread.currentThread(), 6 * 7),
        lambda result: got.append((result, QThread.currentThread())),
        receiver=None,
    )
    wait_answered(qtbot)
    [((worker_thread, value), thread)] = got
    assert value == 42
    assert thread is QThread.currentThread() and worker_thread is not thread


def test_a_failure_goes_to_on_error(qtbot):
    done, failed = [], []
    widget = QWidget()

    def boom() -> None:
        raise OSError("no such file")

    run_async(boom, done.append, failed.append, receiver=widget)
    wait_answered(qtbot)
    assert done == [] and [str(e) for e in failed] == ["no such file"]


def test_an_answer_for_a_deleted_receiver_is_dropped(qtbot):
    window = QWidget()
    combo = QComboBox(window)
    gate = threading.Event()
    got = []

    def answer(items: list[str]) -> None:
        got.append(items)
        combo.addItems(items)  # raised "Internal C++ object already deleted" before

    run_async(lambda: gate.wait(10) and ["a", "b"], answer, got.append, receiver=window)
    window.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(combo))
    gate.set()
    wait_answered(qtbot)
    assert got == []


def test_answers_for_a_live_receiver_still_come(qtbot):
    window = QWidget()
    combo = QComboBox(window)
    run_async(lambda: ["a", "b"], combo.addItems, receiver=window)
    wait_answered(qtbot)
    assert combo.count() == 2


def test_no_ui_module_waits_for_a_worker():
    # A pool owned by a widget waits for its tasks when the widget is deleted; waitForDone
    # waits on the GUI thread. Either hangs the app when the task needs the GIL.
    for source in sorted(UI.rglob("*.py")):
        text = source.read_text(encoding="utf-8")
        if source.name == "self_test.py":
            # Not the game: the packager's check drains the pool at its very end, after
            # closing its window, so no answer arrives into a deleted one.
            assert not re.search(r"QThreadPool\(", text), source.name
            continue
        assert not re.search(r"\.waitForDone\(", text), source.name
        assert not re.search(r"QThreadPool\(", text), source.name


def test_every_ui_caller_names_its_receiver():
    # Without a receiver an answer arriving after its window was deleted calls into the
    # dead window ("Internal C++ object already deleted").
    for source in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "run_async":
                names = [k.arg for k in node.keywords]
                assert "receiver" in names or len(node.args) >= 4, (source.name, node.lineno)


# ---------------------------------------------------------------- at application exit
# The real game, offscreen, quit while a task runs. Before tasks ran in their own threads
# the process stayed alive after the window closed until every task of Qt's global pool
# had finished (QCoreApplication's destructor waits for them): for ever, for a read stuck
# on a slow disk.
EXIT_CHILD = """
import sys, threading, time
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog
from continental_qt import app as app_module
from continental_qt.storage.stats import StatsStore
from continental_qt.ui import session

how, folder = sys.argv[1], Path(sys.argv[2])
# The module that starts file tasks for the window (the names it imported are replaced).
users = [session]

def replace(name, fn):
    for module in users:
        if hasattr(module, name):
            setattr(module, name, fn)

def stuck(*_args, **_kwargs):
    threading.Event().wait(600)  # a read stuck on a slow disk
    raise OSError("gave up")

def slow_save(path, *_args, **_kwargs):
    time.sleep(1)  # still writing when the window closes
    Path(path).write_text("saved")

if how == "startup":
    replace("find_resumable", stuck)
elif how == "open":
    replace("load_file", stuck)
elif how == "statistics":
    StatsStore.open = staticmethod(stuck)
else:
    replace("save_file", slow_save)
    QFileDialog.getSaveFileName = staticmethod(lambda *a, **k: (str(folder / "mine"), ""))

build = app_module.build_main_window

def build_and_quit(args=None, crash=None):
    window = build(args, crash)

    def save_then_quit():
        if window.session.controller.state is None:
            QTimer.singleShot(20, save_then_quit)
            return
        window.files.save_dialog()
        QTimer.singleShot(0, QApplication.quit)

    if how == "save":
        QTimer.singleShot(0, save_then_quit)
    else:
        QTimer.singleShot(300, QApplication.quit)
    return window

app_module.build_main_window = build_and_quit
code = app_module.main(sys.argv[3:])
print("MAIN RETURNED", code, flush=True)
sys.exit(code)
"""


@pytest.mark.parametrize("how", ["startup", "open", "statistics", "save"])
def test_quitting_never_waits_for_a_read_and_finishes_a_write(tmp_path, how):
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "CONTINENTAL_DATA_DIR": str(tmp_path / "data"),
        "CONTINENTAL_CONFIG_DIR": str(tmp_path / "config"),
    }
    args = ["--no-settings"]
    if how == "open":
        args += ["--open", str(tmp_path / "some.continental")]
    if how == "save":
        args += ["--preset", "may-i", "--seats", "You:human,Bruno:easy", "--speed", "instant"]
    done = subprocess.run(
        [sys.executable, "-c", EXIT_CHILD, how, str(tmp_path), *args],
        cwd=UI.parents[1],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,  # the stuck read waits 600 s: only a process that does not wait ends
    )
    assert done.returncode == 0, done.stderr
    assert "MAIN RETURNED 0" in done.stdout
    assert "Traceback" not in done.stderr, done.stderr
    if how == "save":
        assert (tmp_path / "mine.continental").read_text() == "saved"
