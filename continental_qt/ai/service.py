"""Decisions of the computer players, asked and answered over a pipe: the code that runs
in the AI worker process (:mod:`continental_qt.ui.ai_worker` starts it; Qt-free).

The GUI process sends :class:`Request` messages (the seat's view and its player's
generator state) and the worker answers each with a :class:`Reply`, in order. The
worker first sends a :class:`Hello`. ``None`` or a closed pipe ends it. Messages go
through :func:`dumps` and :func:`loads` (``send_bytes``/``recv_bytes``), which leave a
state's per-rules caches (its solver and its memo of listed moves) out of the pipe: the
worker attaches its own, kept from decision to decision like the rules themselves.

Reproducibility: a player's decisions depend on the view and on its generator ``rng``
only; anything else it keeps (the hard level's memo of distances) is a cache. Each
request carries the generator's state and each reply the state after the decision, and
the GUI keeps it. So a decision asked of a fresh worker (after one was killed or died)
is the one the old worker would have made, and a game against computers makes the
same moves as ``continental-qt-sim`` with the same seeds. Players are kept by ``key``
between decisions only for their caches.

Qt is never imported here, nor by anything this imports: the worker is a plain Python
process (``spawn``), and :class:`Hello` says whether Qt got in anyway. It runs at a lower
CPU priority (``NICENESS``), so on a machine whose cores are all busy the window is
served first.
"""

from __future__ import annotations

import contextlib
import copyreg
import io
import os
import pickle
import signal
import sys
import time
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from ..engine.actions import Action
from ..engine.melds import wild_table
from ..engine.rules import RuleSet
from ..engine.solver import solver_for
from ..engine.state import GameState
from .analysis import Cancelled
from .registry import make_ai

#: Players kept in a worker for their caches, newest first (a table seats at most 12).
MAX_PLAYERS = 12
#: How much the worker lowers its CPU priority (POSIX ``nice``): when the cores are all
#: busy, the window's thread runs first and the search waits, never the other way round.
NICENESS = 10
#: Rule sets whose caches a worker keeps.
MAX_RULES = 8

# A state's slots that are per-rules caches, rebuilt on arrival rather than sent.
_CACHES = ("_solver", "_memo", "_wild")
_SENT = tuple(
    name
    for cls in GameState.__mro__
    for name in getattr(cls, "__slots__", ())
    if name not in _CACHES
)


@dataclass(frozen=True)
class Hello:
    """The worker's first message: it runs, as ``pid``; ``qt_loaded`` must be False."""

    pid: int
    qt_loaded: bool


@dataclass(frozen=True)
class Request:
    """Decide for the player ``key`` (made as ``make_ai(level, seed)``), whose generator
    is in ``rng_state`` (None: it has none), from ``view`` (the full state for a player
    that ``sees_all``)."""

    ticket: int
    key: int
    level: str
    seed: int
    rng_state: Any
    view: GameState


@dataclass(frozen=True)
class Reply:
    """The answer to ``ticket``: ``action`` and the generator's state after it, or
    ``error`` (``"TypeName: message"``) if the player raised; ``seconds`` of thinking."""

    ticket: int
    action: Action | None
    rng_state: Any
    error: str | None
    seconds: float
    cancelled: bool = False  # the GUI moved on: the search stopped between deals


# --------------------------------------------------------------- the wire
#: A state's histories, kept as linked pairs ``(last, (previous, ...))``. Pickle recurses
#: once a pair, so a long game's (some eight hundred moves of a five-player Shanghai) went
#: past Python's recursion limit: they cross the pipe as flat tuples, linked again on arrival.
_LINKED = ("log", "history")


def _reduce_state(state: GameState) -> tuple[Any, tuple[dict[str, Any]]]:
    fields = {name: getattr(state, name) for name in _SENT}
    for name in _LINKED:
        node = fields.get(name)
        if node:
            flat = []
            while node:
                flat.append(node[0])
                node = node[1]
            fields[name] = _Flat(flat)
    return _rebuild_state, (fields,)


class _Flat(tuple):
    """A linked history flattened for the pipe, newest first."""

    __slots__ = ()

    def linked(self) -> tuple:
        node: tuple = ()
        for item in reversed(self):
            node = (item, node)
        return node


class _Caches:
    """The per-rules caches of this process: one RuleSet object per value (so the
    engine's solver is found by identity), its solver, listing memo and wild table."""

    def __init__(self) -> None:
        self.by_rules: OrderedDict[RuleSet, tuple[RuleSet, dict, tuple[bool, ...]]] = OrderedDict()

    def attach(self, state: GameState) -> None:
        hit = self.by_rules.get(state.rules)
        if hit is None:
            hit = (state.rules, {}, wild_table(state.rules))
            self.by_rules[state.rules] = hit
            while len(self.by_rules) > MAX_RULES:
                self.by_rules.popitem(last=False)
        else:
            self.by_rules.move_to_end(state.rules)
        state.rules, state._memo, state._wild = hit
        state._solver = solver_for(state.rules)


_caches = _Caches()


def _rebuild_state(fields: dict[str, Any]) -> GameState:
    state = GameState.__new__(GameState)
    for name, value in fields.items():
        setattr(state, name, value.linked() if isinstance(value, _Flat) else value)
    _caches.attach(state)
    return state


def dumps(message: object) -> bytes:
    """``message`` as bytes for the pipe; states travel without their caches."""
    buf = io.BytesIO()
    pickler = pickle.Pickler(buf, protocol=pickle.HIGHEST_PROTOCOL)
    pickler.dispatch_table = {**copyreg.dispatch_table, GameState: _reduce_state}
    pickler.dump(message)
    return buf.getvalue()


def loads(data: bytes) -> Any:
    """The message :func:`dumps` made; states get this process's caches."""
    return pickle.loads(data)


# -------------------------------------------------------------- deciding
class Players:
    """The players of one worker by key, made on first use, the least recently used
    dropped beyond ``MAX_PLAYERS``."""

    def __init__(self) -> None:
        self._by_key: OrderedDict[int, tuple[str, int, Any]] = OrderedDict()

    def get(self, key: int, level: str, seed: int) -> Any:
        hit = self._by_key.get(key)
        if hit is not None and hit[:2] == (level, seed):
            self._by_key.move_to_end(key)
            return hit[2]
        player = make_ai(level, seed)
        self._by_key[key] = (level, seed, player)
        while len(self._by_key) > MAX_PLAYERS:
            self._by_key.popitem(last=False)
        return player


def decide(request: Request, players: Players, latest: Any = None) -> Reply:
    """Answer one request (in this process; :func:`serve` calls it in the worker).

    ``latest``: the newest ticket the GUI wants answered (a shared integer). A player
    that searches (``stop``, see :class:`~.hard.HardPlayer`) asks between its deals
    whether this request is still wanted, and gives up if not: cancelling is
    cooperative, the process and its caches live on."""
    start = time.perf_counter()
    try:
        player = players.get(request.key, request.level, request.seed)
        rng = getattr(player, "rng", None)
        if rng is not None and request.rng_state is not None:
            rng.setstate(request.rng_state)
        if hasattr(player, "stop"):
            player.stop = None if latest is None else (lambda: latest.value != request.ticket)
        action = player.choose(request.view)
    except Cancelled:
        return Reply(request.ticket, None, None, None, time.perf_counter() - start, True)
    except Exception as exc:  # reported to the GUI, which shows it
        return Reply(
            request.ticket, None, None, f"{type(exc).__name__}: {exc}", time.perf_counter() - start
        )
    state = rng.getstate() if rng is not None else None
    return Reply(request.ticket, action, state, None, time.perf_counter() - start)


def qt_loaded(modules: Iterable[str] | None = None, frozen: bool | None = None) -> bool:
    """Whether Qt got into this process (``modules``: ``sys.modules``). A PyInstaller
    bundle's runtime hook imports ``PySide6.QtCore`` into every process the bundle starts,
    this worker too, before any code of ours runs; there (``frozen``) only more counts."""
    if modules is None:
        modules = list(sys.modules)
    if frozen is None:
        frozen = bool(getattr(sys, "frozen", False))
    names = [n for n in modules if n.partition(".")[0] in _QT_PACKAGES]
    if frozen:
        names = [n for n in names if not _loaded_by_the_bundle(n)]
    return bool(names)


_QT_PACKAGES = ("PySide6", "shiboken6", "PyQt6", "PyQt5")


def _loaded_by_the_bundle(name: str) -> bool:
    preloaded = name in ("PySide6", "PySide6.QtCore")
    return preloaded or name.startswith(("PySide6.support", "shiboken6"))


def serve(conn: Connection, latest: Any = None) -> None:
    """The worker process's main loop (its ``Process`` target): answer requests until
    ``None`` or the pipe closes (the GUI process ended or dropped this worker).
    ``latest``: the shared newest ticket (cooperative cancelling, :func:`decide`)."""
    # Ctrl+C in a terminal reaches the whole process group; the GUI process decides
    # when this worker ends, and it ends without a traceback.
    with contextlib.suppress(ValueError, OSError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICENESS)
    players = Players()
    try:
        conn.send_bytes(dumps(Hello(os.getpid(), qt_loaded())))
        while True:
            request = loads(conn.recv_bytes())
            if request is None:
                return
            conn.send_bytes(dumps(decide(request, players, latest)))
    except (EOFError, OSError):
        return  # the GUI process is gone or closed the pipe
    finally:
        conn.close()
