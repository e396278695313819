"""Run a plain function off the GUI thread and get its result back on the GUI thread.

``run_async(fn, on_done, on_error)`` starts ``fn()`` in the global QThreadPool;
``on_done(result)`` or ``on_error(exception)`` is then called in the GUI thread
(a queued signal). Used for loading files and statistics queries.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

_live: set[_Relay] = set()  # relays waiting for their answer (kept from garbage collection)


class _Relay(QObject):
    done = Signal(object)
    failed = Signal(object)


class _Task(QRunnable):
    def __init__(self, fn: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self.fn = fn
        self.relay = relay

    def run(self) -> None:
        try:
            result = self.fn()
        except BaseException as exc:  # handed to the caller's on_error
            self._emit(self.relay.failed, exc)
            return
        self._emit(self.relay.done, result)

    @staticmethod
    def _emit(signal: Any, value: Any) -> None:
        with contextlib.suppress(RuntimeError):  # the application is closing
            signal.emit(value)


def run_async(
    fn: Callable[[], Any],
    on_done: Callable[[Any], None],
    on_error: Callable[[BaseException], None] | None = None,
    pool: QThreadPool | None = None,
) -> None:
    """Run ``fn()`` on ``pool`` (default: the global pool); see the module docstring."""
    relay = _Relay()
    _live.add(relay)

    def finish(callback: Callable[[Any], None] | None, value: Any) -> None:
        _live.discard(relay)
        if callback is not None:
            callback(value)

    relay.done.connect(lambda v: finish(on_done, v))
    relay.failed.connect(lambda e: finish(on_error, e))
    (pool or QThreadPool.globalInstance()).start(_Task(fn, relay))
