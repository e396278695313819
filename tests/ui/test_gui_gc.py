"""Cyclic garbage (which may hold Qt objects) is collected on the GUI thread only, and a
``run_async`` task's function is released there, never in its worker thread."""

from __future__ import annotations

import gc
import threading
import weakref

from continental_qt.ui import gui_gc
from continental_qt.ui.workers import run_async


class _Marked:
    """Records the thread that finalised it."""

    def __init__(self, seen: list[str]) -> None:
        self.seen = seen
        self.me = self  # a cycle: only the cyclic collector frees it

    def __del__(self) -> None:
        self.seen.append(threading.current_thread().name)


def test_a_worker_thread_never_collects_a_cycle(qtbot) -> None:
    gui_gc.collect_on_gui_thread()
    assert not gc.isenabled()
    seen: list[str] = []
    ref = weakref.ref(_Marked(seen))
    assert ref() is not None

    def churn() -> None:  # would set off several automatic collections
        for _ in range(50):
            junk = [[] for _ in range(5000)]
            for item in junk:
                item.append(junk)

    worker = threading.Thread(target=churn, name="churn")
    worker.start()
    worker.join()  # a test thread, not the product's GUI thread
    assert seen == [], "collected in a worker thread"
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen == [threading.main_thread().name]


def test_a_tasks_function_is_released_on_the_gui_thread(qtbot) -> None:
    seen: list[str] = []
    answers: list[int] = []

    class Held:
        def __del__(self) -> None:
            seen.append(threading.current_thread().name)

    def make_task():  # noqa: ANN202
        held = Held()
        return lambda: id(held)  # the closure holds the only reference

    run_async(make_task(), answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    assert seen == [threading.main_thread().name]


def test_only_the_generation_that_is_due_is_collected() -> None:
    """What the GUI thread's timer and the tests' teardown run: the oldest generation over
    its threshold, nothing when none is (a full collection of a Qt heap is slow)."""
    collected: list[int] = []

    def seen(phase: str, info: dict) -> None:
        if phase == "start":
            collected.append(info["generation"])

    enabled = gc.isenabled()
    gc.disable()  # as the GUI thread's collector leaves it: only collect_due collects
    gc.callbacks.append(seen)
    try:
        gui_gc.collect_due((10**9, 10**9, 10**9))
        assert collected == []
        gc.collect(0)  # the young generation empty; the middle one counts this collection
        collected.clear()
        gui_gc.collect_due((10, 0, 10**9))
        assert collected == [1]
        collected.clear()
        gui_gc.collect_due((-1, 10**9, 10**9))  # only the young generation is over
        assert collected == [0]
    finally:
        gc.callbacks.remove(seen)
        if enabled:
            gc.enable()
