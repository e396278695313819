"""run_async: answers come back on the GUI thread, failures go to on_error, an answer for a
deleted receiver is dropped, and no UI module waits for a worker."""

from __future__ import annotations

import ast
import re
import threading
from pathlib import Path

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
    for source in sorted(UI.glob("*.py")):
        text = source.read_text(encoding="utf-8")
        assert not re.search(r"\.waitForDone\(", text), source.name
        assert not re.search(r"QThreadPool\(", text), source.name


def test_every_ui_caller_names_its_receiver():
    # Without a receiver an answer arriving after its window was deleted calls into the
    # dead window ("Internal C++ object already deleted").
    for source in sorted(UI.glob("*.py")):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "run_async":
                names = [k.arg for k in node.keywords]
                assert "receiver" in names or len(node.args) >= 4, (source.name, node.lineno)
