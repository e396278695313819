"""The hint lane's worker process (issue 28): hints computed beside the computer players,
never instead of them (:mod:`continental_qt.ui.hint_service` starts it; Qt-free).

A second process, apart from the computer players' (:mod:`.service`): asking for a hint
never delays, cancels or changes a computer seat's decision, and a hint uses its own
random state (:func:`.hints.hint`). The GUI sends :class:`HintRequest` messages and the
worker answers each with a :class:`HintReply`, in order, after a
:class:`.service.Hello`; messages travel as the computer players' do
(:func:`.service.dumps`, :func:`.service.loads`).

Cancelling is cooperative: the GUI writes the newest request id into ``latest`` (a
shared integer); the analysis asks, between deals, whether a newer request (or a
cancel, which bumps it) came, gives up and answers ``cancelled``. No process is killed
to cancel, so its caches (the solver's, the rollout policy's memo) live on.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from ..engine.actions import Action
from ..engine.state import GameState
from . import service
from .analysis import BUDGETS, Cancelled
from .hints import Hint, hint
from .rollout import rollout_policy

# What a request asks for: the hint (move and why), the options ranked (the same hint:
# the caller shows ``options``), or the tutor's check of a move (named in ``named``).
KINDS = ("hint", "options", "tutor")


@dataclass(frozen=True)
class HintRequest:
    """A hint for ``seat`` from its view ``view`` (``state.view(seat)``)."""

    request_id: int  # increasing; a newer one cancels this
    view: GameState
    seat: int
    kind: str = "hint"
    seed: int = 0  # the hint seed (never the game's generator)
    named: tuple[Action, ...] = ()  # moves weighed on every deal (the tutor's move)
    budget: str = "hint"  # a name of analysis.BUDGETS


@dataclass(frozen=True)
class HintReply:
    """The answer to ``request_id``: the ``hint``, or ``cancelled``, or ``error``
    (``"TypeName: message"``); ``seconds`` of thinking."""

    request_id: int
    kind: str
    hint: Hint | None
    cancelled: bool
    error: str | None
    seconds: float


def answer(request: HintRequest, latest: Any = None, policy: Any = None) -> HintReply:
    """Answer one request (in this process; :func:`serve` calls it in the worker).
    ``latest``: the shared newest request id (``.value``); None: never cancelled."""
    start = time.perf_counter()

    def stop() -> bool:
        return latest is not None and latest.value != request.request_id

    try:
        if stop():
            raise Cancelled
        found = hint(
            request.view,
            request.seat,
            request.seed,
            BUDGETS[request.budget],
            request.named,
            policy=policy,
            stop=stop,
        )
    except Cancelled:
        return HintReply(
            request.request_id, request.kind, None, True, None, time.perf_counter() - start
        )
    except Exception as exc:  # reported to the GUI
        error = f"{type(exc).__name__}: {exc}"
        return HintReply(
            request.request_id, request.kind, None, False, error, time.perf_counter() - start
        )
    return HintReply(
        request.request_id, request.kind, found, False, None, time.perf_counter() - start
    )


def serve(conn: Connection, latest: Any) -> None:
    """The hint worker's main loop: answer requests until ``None`` or the pipe closes.
    Runs at the computer players' lower CPU priority (:data:`.service.NICENESS`)."""
    with contextlib.suppress(ValueError, OSError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(service.NICENESS)
    policy = rollout_policy()  # its memo lives for the process (changes no answer)
    try:
        conn.send_bytes(service.dumps(service.Hello(os.getpid(), service.qt_loaded())))
        while True:
            request = service.loads(conn.recv_bytes())
            if request is None:
                return
            conn.send_bytes(service.dumps(answer(request, latest, policy)))
    except (EOFError, OSError):
        return
    finally:
        conn.close()
