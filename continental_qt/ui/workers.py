"""Run a plain function off the GUI thread and get its result back on the GUI thread.

``run_async(fn, on_done, on_error, receiver=widget)`` starts ``fn()`` in a Python thread
of its own; ``on_done(result)`` or ``on_error(exception)`` is then called on the GUI
thread (a queued signal). Used for loading files, saving and statistics.

Nothing waits for a task: call ``run_async`` on the GUI thread only, and never join a
task there (a task that needs the GIL while the GUI thread waits holding it hangs the
app). An answer whose ``receiver`` has been deleted meanwhile (a window closed and
deleted, e.g. rebuilt on a language change) is dropped silently, as is one arriving
while the application closes. Pass the object whose methods the callbacks use.

At exit: a task started with ``finish_at_exit=True`` (a write: Save As, recording a
game's statistics) runs to its end before the process exits (Python joins it once the
event loop has returned); any other task (a read, a query) is abandoned, so a slow
or stuck read never keeps the closed game's process alive. Tasks do not run on Qt's
global QThreadPool because QCoreApplication's destructor waits for every task there.
"""

from __future__ import annotations

import contextlib
import itertools
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot

from .gui_gc import collect_on_gui_thread


@dataclass(frozen=True)
class _Waiting:
    on_done: Callable[[Any], None]
    on_error: Callable[[BaseException], None] | None
    receiver: QObject | None
    #: The task's function, kept here so that its last reference (and that of whatever it
    #: closes over, a widget say) is dropped on the GUI thread, never in the worker.
    fn: Callable[[], Any]


class _Hub(QObject):
    """Made once on the GUI thread and never deleted: every task answers through it, so
    no worker ever touches a QObject that the GUI thread may delete."""

    answered = Signal(int, bool, object)  # ticket, succeeded, result or exception

    def __init__(self) -> None:
        super().__init__()
        self.waiting: dict[int, _Waiting] = {}  # touched on the GUI thread only
        self.tickets = itertools.count(1)
        self.answered.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @Slot(int, bool, object)
    def _deliver(self, ticket: int, ok: bool, value: Any) -> None:
        waiting = self.waiting.pop(ticket, None)
        if waiting is None:
            return
        receiver = waiting.receiver
        if receiver is not None and not shiboken6.isValid(receiver):
            return  # the window is gone: nobody to tell
        callback = waiting.on_done if ok else waiting.on_error
        if callback is not None:
            callback(value)


_hub: _Hub | None = None


class _Task:
    def __init__(self, fn: Callable[[], Any], hub: _Hub, ticket: int) -> None:
        self.fn: Callable[[], Any] | None = fn
        self.hub = hub
        self.ticket = ticket

    def run(self) -> None:
        # The hub's _Waiting entry holds fn too, so dropping it here frees nothing.
        fn, self.fn = self.fn, None
        try:
            result = fn()
        except BaseException as exc:  # handed to the caller's on_error
            del fn
            self._answer(False, exc)
            return
        del fn
        self._answer(True, result)

    def _answer(self, ok: bool, value: Any) -> None:
        if QCoreApplication.closingDown():
            return  # nobody is left to tell
        with contextlib.suppress(RuntimeError):  # the application is closing
            self.hub.answered.emit(self.ticket, ok, value)


def run_async(
    fn: Callable[[], Any],
    on_done: Callable[[Any], None],
    on_error: Callable[[BaseException], None] | None = None,
    receiver: QObject | None = None,
    *,
    finish_at_exit: bool = False,
) -> None:
    """Run ``fn()`` in a thread; see the module docstring. GUI thread only."""
    global _hub
    if _hub is None:
        collect_on_gui_thread()  # before any worker thread can set off a collection
        _hub = _Hub()
        app = QCoreApplication.instance()
        if app is not None:
            _hub.moveToThread(app.thread())  # answers are delivered on the GUI thread
    ticket = next(_hub.tickets)
    _hub.waiting[ticket] = _Waiting(on_done, on_error, receiver, fn)
    task = _Task(fn, _hub, ticket)
    threading.Thread(target=task.run, name="run-async", daemon=not finish_at_exit).start()


def outstanding() -> int:
    """How many answers have not been handled (or dropped) yet."""
    return len(_hub.waiting) if _hub is not None else 0
