"""The hint lane, seen from the GUI thread (issue 28): hints and tutor checks in a worker
process of their own, beside the computer players' (:mod:`.ai_worker`).

:class:`HintService` runs :func:`continental_qt.ai.hint_service.serve` in a child process
(started like the computer players', ``spawn``, through the same kind of thread and
hub), so a hint never waits for a computer seat's decision, never cancels it and never
changes it. Every method runs on the GUI thread and returns at once.

- :meth:`HintService.request` asks for a hint for a seat's view and returns its request
  id; a newer request replaces the one in flight.
- ``hintReady(request_id, hint)`` (a :class:`~continental_qt.ai.hints.Hint`) comes for
  the newest request only: an answer to a request replaced or cancelled meanwhile (a
  position that moved on) is dropped.
- ``hintFailed(request_id, message)``: the hint raised, or the process died (the next
  request starts another).
- :meth:`HintService.cancel` drops the request in flight, cooperatively: the worker's
  analysis stops at its next deal and the process lives on with its caches.
"""

from __future__ import annotations

import itertools
import multiprocessing
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..ai import hint_service, service
from ..engine.actions import Action
from ..engine.state import GameState
from . import ai_worker
from .texts import translate


class HintService(QObject):
    """Hints in a worker process of their own; see the module docstring."""

    hintReady = Signal(int, object)  # request id, Hint
    hintFailed = Signal(int, str)  # request id, what went wrong

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if ai_worker._hub is None:
            ai_worker._hub = ai_worker._Hub()
        self._hub = ai_worker._hub
        self._current = ai_worker._Current()
        context = multiprocessing.get_context(ai_worker.START_METHOD)
        # The newest request id, shared with the worker: its analysis stops when it
        # changes (cooperative cancelling).
        self._latest = context.RawValue("q", 0)
        self._ids = itertools.count(1)
        self._waiting: int | None = None  # the request in flight (the newest)
        self._closed = False
        self.started = 0  # processes started
        self.answered = 0  # hints delivered
        self.dropped = 0  # answers dropped: cancelled, replaced or stale
        self.destroyed.connect(self._current.end)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)

    # ------------------------------------------------------------ commands
    def warm_up(self) -> None:
        """Start the hint process in the background now, if none runs."""
        if self._current.channel is None and not self._closed:
            self._current.channel = ai_worker._Channel(
                self,
                self._hub,
                target=hint_service.serve,
                args=(self._latest,),
                name="continental-hints",
            )
            self.started += 1

    def request(
        self,
        view: GameState,
        seat: int | None = None,
        kind: str = "hint",
        *,
        seed: int = 0,
        named: Iterable[Action] = (),
        budget: str = "hint",
    ) -> int:
        """Ask for a hint for ``seat`` (default: the view's) from its view ``view``
        (``state.view(seat)``, never the full state). ``kind``: ``hint``, ``options``
        or ``tutor`` (with the move about to be made in ``named``); ``seed``: the hint
        seed. Returns the request id that ``hintReady`` will carry; replaces any request
        in flight. Once closed, nothing is asked and 0 is returned."""
        if kind not in hint_service.KINDS:
            raise ValueError(f"unknown hint kind {kind!r}")
        if self._closed:
            return 0
        seat = view.viewer if seat is None else seat
        request_id = next(self._ids)
        self._latest.value = request_id  # the one in flight, if any, stops
        self._waiting = request_id
        self.warm_up()
        channel = self._current.channel
        assert channel is not None
        channel.requests.put(
            hint_service.HintRequest(request_id, view, seat, kind, seed, tuple(named), budget)
        )
        return request_id

    def cancel(self) -> None:
        """Drop the request in flight, if any (the position moved on): its analysis
        stops at its next deal; the process is not killed."""
        if self._waiting is not None:
            self._waiting = None
            self._latest.value = next(self._ids)

    def close(self) -> None:
        """End the hint process for good (the window closed, the application quits)."""
        self._closed = True
        self._waiting = None
        self._current.end()

    # ----------------------------------------------------------- questions
    @property
    def busy(self) -> bool:
        """A hint is asked and not answered yet."""
        return self._waiting is not None

    @property
    def pending(self) -> int | None:
        """The request id in flight, if any."""
        return self._waiting

    @property
    def pid(self) -> int | None:
        channel = self._current.channel
        return channel.pid if channel is not None else None

    @property
    def closed(self) -> bool:
        return self._closed

    # ------------------------------------------------------------ internals
    def _on_message(self, channel: ai_worker._Channel, message: object) -> None:
        if channel is not self._current.channel:
            return
        if isinstance(message, service.Hello):
            channel.hello = message
            channel.pid = message.pid
        elif isinstance(message, hint_service.HintReply):
            if message.request_id != self._waiting or message.cancelled:
                self.dropped += 1
                return
            self._waiting = None
            if message.error is not None:
                self.hintFailed.emit(message.request_id, message.error)
                return
            self.answered += 1
            self.hintReady.emit(message.request_id, message.hint)
        elif isinstance(message, ai_worker._Died):
            self._current.channel = None
            request_id, self._waiting = self._waiting, None
            if request_id is not None:
                self.hintFailed.emit(request_id, _died_text(message))


def _died_text(died: ai_worker._Died) -> str:
    if died.exitcode is None:
        text = translate("HintService", "the hints process did not start ({error})")
        return text.format(error=died.error)
    text = translate("HintService", "the hints process stopped (exit code {code})")
    return text.format(code=died.exitcode)
