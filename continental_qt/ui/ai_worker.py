"""The computer players' worker process, seen from the GUI thread.

:class:`AiWorker` has decisions made by :mod:`continental_qt.ai.service` in a child
process started with ``spawn`` (never ``fork``: Qt's threads exist by then, and
``spawn`` is what Windows, macOS and the PyInstaller bundle do anyway; the program's
entry calls ``multiprocessing.freeze_support()``). The AI's pure-Python search then
never holds this process's GIL, so the window never waits for it.

Every method runs on the GUI thread and returns at once; nothing here waits for the
child. Starting the process, sending a request (a view may exceed a pipe's buffer) and
reading the answer happen in one plain Python thread per process, which hands the
answer to the GUI thread through a queued signal. Ending a process is ``kill()``: its
thread sees the pipe close, reaps the process and ends. One decision is asked at a
time; a process is started on the first request or by :meth:`AiWorker.warm_up` and
then serves request after request. The controller starts it when it is made, so
it is ready long before the first decision (starting a Python process takes about a
tenth of a second of CPU, better spent before a game than while a table is dealt).

Signals, on the GUI thread:

- ``decided(reply)``: the :class:`~continental_qt.ai.service.Reply` to the request in
  flight (an AI that raised has ``reply.error``). A reply to a request that was
  cancelled or replaced never arrives.
- ``lost(ticket, message)``: the process died while the request ``ticket`` was in
  flight (it was not ended by :meth:`cancel` or :meth:`shutdown`); ``message`` says how.
  The next :meth:`ask` starts a new process.

:meth:`shutdown` ends the process at once; so do the application's ``aboutToQuit``
and the destruction of the :class:`AiWorker`. :meth:`close` (the window closed; also on
``aboutToQuit``) ends it for good: no later request or warm-up starts another. Processes
still running when Python exits are ended by ``multiprocessing`` (they are daemonic).
None of it prints anything.
"""

from __future__ import annotations

import contextlib
import importlib
import multiprocessing
import multiprocessing.connection
import multiprocessing.spawn
import queue
import sys
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot

from ..ai import service
from .texts import translate

# How worker processes start: ``spawn`` on every platform (see the module docstring).
START_METHOD = "spawn"
# Imported now rather than by a worker's thread when a process starts, while the GUI
# thread is busy dealing a table (imports hold the GIL).
importlib.import_module(
    "multiprocessing.popen_spawn_win32"
    if sys.platform == "win32"
    else "multiprocessing.popen_spawn_posix"
)


@dataclass(frozen=True)
class _Died:
    """A worker thread's last word: its process ended without being asked to."""

    exitcode: int | None
    error: str


class _Hub(QObject):
    """Made once on the GUI thread and never deleted: the worker threads post through
    it, so no thread ever emits on a QObject the GUI thread may delete meanwhile."""

    posted = Signal(object, object)  # _Channel, message

    def __init__(self) -> None:
        super().__init__()
        self.posted.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @Slot(object, object)
    def _deliver(self, channel: _Channel, message: object) -> None:
        owner = channel.owner()
        if owner is not None and shiboken6.isValid(owner):
            owner._on_message(channel, message)


_hub: _Hub | None = None


class _Channel:
    """One worker process and the thread that talks to it. ``target(conn, *args)`` is
    the process's main loop (the computer players' :func:`.service.serve`; the hint
    lane's :func:`continental_qt.ai.hint_service.serve`), ``name`` its process name."""

    def __init__(
        self,
        owner: QObject,
        hub: _Hub,
        target: Callable[..., None] = service.serve,
        args: tuple = (),
        name: str = "continental-ai",
    ) -> None:
        self.owner = weakref.ref(owner)
        self.target = target
        self.args = args
        self.name = name
        self.hub = hub
        self.requests: queue.SimpleQueue[object | None] = queue.SimpleQueue()
        self.process: multiprocessing.process.BaseProcess | None = None
        self.pid: int | None = None  # from the worker's Hello
        self.hello: service.Hello | None = None
        self.ended = False  # set on the GUI thread: this process is not wanted any more
        self.thread = threading.Thread(target=self._run, name=f"{name}-worker", daemon=True)
        self.thread.start()

    def end(self) -> None:
        """Kill the process (GUI thread; returns at once). Nothing more is posted."""
        self.ended = True
        self.requests.put(None)  # an idle thread wakes up and ends
        process = self.process
        if process is not None:
            with contextlib.suppress(Exception):
                process.kill()

    def _post(self, message: object) -> None:
        if self.ended:
            return
        with contextlib.suppress(RuntimeError):  # the application is closing
            self.hub.posted.emit(self, message)

    def _run(self) -> None:
        """The thread: start the process, then send requests and post the replies."""
        context = multiprocessing.get_context(START_METHOD)
        conn = process = None
        error = ""
        try:
            conn, child_end = context.Pipe()
            process = context.Process(
                target=self.target, args=(child_end, *self.args), name=self.name, daemon=True
            )
            process.start()
            child_end.close()
            self.process = process
            if self.ended:  # ended while it started: end() saw no process to kill
                process.kill()
            hello = service.loads(conn.recv_bytes())
            self._post(hello)
            while True:
                request = self.requests.get()
                if request is None:
                    break
                conn.send_bytes(service.dumps(request))
                self._post(service.loads(conn.recv_bytes()))
        except (EOFError, OSError) as exc:  # the process is gone (killed, crashed)
            error = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        except Exception as exc:  # a message that would not (un)pickle: a bug, reported
            error = f"{type(exc).__name__}: {exc}"
        finally:
            if conn is not None:
                conn.close()
            exitcode = None
            if process is not None and process.pid is not None:
                if process.is_alive():
                    with contextlib.suppress(Exception):
                        process.kill()
                process.join()  # reaps it, here and never on the GUI thread
                exitcode = process.exitcode
            self._post(_Died(exitcode, error))


class _Current:
    """The running channel, held apart from the QObject so that its destruction (a
    window closed and deleted) can still end the process."""

    def __init__(self) -> None:
        self.channel: _Channel | None = None

    def end(self, *_args: object) -> None:
        channel, self.channel = self.channel, None
        if channel is not None:
            channel.end()


class AiWorker(QObject):
    """Runs computer players' decisions in a worker process; see the module docstring."""

    decided = Signal(object)  # service.Reply
    lost = Signal(int, str)  # ticket, what happened to the process

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        global _hub
        if _hub is None:
            _hub = _Hub()
        self._hub = _hub
        self._current = _Current()
        self._waiting: int | None = None  # the ticket in flight
        # The newest ticket wanted, shared with the worker: a search asks it between
        # deals and gives up when it changed (cooperative cancelling).
        self._latest = multiprocessing.get_context(START_METHOD).RawValue("q", 0)
        self._closed = False
        # Processes started, and decisions answered, over this object's life.
        self.started = 0
        self.answered = 0
        self.destroyed.connect(self._current.end)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)

    @property
    def _channel(self) -> _Channel | None:
        return self._current.channel

    # ------------------------------------------------------------ commands
    def warm_up(self) -> None:
        """Start a worker process in the background now, if none is running (and the
        worker is not closed)."""
        if self._current.channel is None and not self._closed:
            self._current.channel = _Channel(self, self._hub, args=(self._latest,))
            self.started += 1

    def ask(self, request: service.Request) -> None:
        """Have ``request`` decided; the answer comes as ``decided`` (or ``lost``).
        A request still in flight is cancelled first. Once closed, the request is
        dropped: nothing is started and nothing answers."""
        if self._waiting is not None:
            self.cancel()
        if self._closed:
            return
        self.warm_up()
        assert self._channel is not None
        self._waiting = request.ticket
        self._latest.value = request.ticket
        self._channel.requests.put(request)

    def cancel(self) -> None:
        """Drop the request in flight, if any, cooperatively: its search stops at its
        next deal and answers "cancelled", which is dropped; the process lives on with
        its caches (it is not killed), and the next request follows at once."""
        if self._waiting is not None:
            self._waiting = None
            self._latest.value = -1

    def shutdown(self) -> None:
        """End the worker process now (a later request starts a new one)."""
        self._waiting = None
        self._end_channel()

    def close(self) -> None:
        """End the worker process now and for good: later requests and warm-ups start
        nothing (the window is closed, or the application quits)."""
        self._closed = True
        self.shutdown()

    # ----------------------------------------------------------- questions
    @property
    def closed(self) -> bool:
        """:meth:`close` was called: no process starts any more."""
        return self._closed

    @property
    def busy(self) -> bool:
        """A decision is in flight."""
        return self._waiting is not None

    @property
    def pid(self) -> int | None:
        """The running worker process's id, once it has said hello (None before)."""
        return self._channel.pid if self._channel is not None else None

    @property
    def hello(self) -> service.Hello | None:
        """The running worker's :class:`~continental_qt.ai.service.Hello`, once sent."""
        return self._channel.hello if self._channel is not None else None

    # ------------------------------------------------------------ internals
    def _end_channel(self) -> None:
        self._current.end()

    def _on_message(self, channel: _Channel, message: object) -> None:
        if channel is not self._channel:
            return  # from a process already ended
        if isinstance(message, service.Hello):
            channel.hello = message
            channel.pid = message.pid
        elif isinstance(message, service.Reply):
            if message.ticket == self._waiting:
                self._waiting = None
                self.answered += 1
                self.decided.emit(message)
        elif isinstance(message, _Died):
            self._current.channel = None
            ticket, self._waiting = self._waiting, None
            if ticket is not None:
                self.lost.emit(ticket, _died_text(message))


def _died_text(died: _Died) -> str:
    if died.exitcode is None:
        text = translate("AiWorker", "the computer players' process did not start ({error})")
        return text.format(error=died.error)
    text = translate("AiWorker", "the computer players' process stopped (exit code {code})")
    return text.format(code=died.exitcode)
