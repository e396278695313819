"""The computer seats of one game: their players, the decision asked of the worker process
and the pace its answer waits out before it is played.

Decisions are made in a worker process (:mod:`.ai_worker`), fed the seat's view (the
full state for a player that ``sees_all``), so the window never waits for a search. Each
request carries the game's *generation* and the number of actions applied when it was
asked; an answer for a finished or replaced game, or after the game moved on, is dropped.
The player's generator state travels with each request and comes back with the answer;
it is kept only when the move is played, so a game against computers makes the same
moves as ``continental-qt-sim`` with the same rules, seats and seeds (seat ``s`` plays
with seed ``seed * 100 + s``). A worker process that dies is replaced and the decision
asked again (``restarted``); if that one dies too, or the AI raises, ``failed``. Moves are
paced (``speed``) so a person can follow them: the rest of the pace after the worker
answered is waited out on a timer, never by sleeping.

:class:`AiSeats` knows the game only through what its owner (the controller) hands it:
``position()`` (the generation, the number of actions applied, whether a game is on),
``play(seat, action)`` (apply a move, False if refused) and ``reschedule()`` (ask whoever
is to act now). The owner decides *when* a computer is asked (:meth:`AiSeats.ask`);
this class makes the request, paces the answer and plays it.
"""

from __future__ import annotations

import itertools
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai.registry import make_ai
from ..ai.service import Reply, Request
from ..engine.actions import Action, Pass
from ..engine.state import GameState
from ..storage.seats import Seat
from .ai_worker import AiWorker

#: Milliseconds an AI action takes at least, by speed setting.
AI_PACE_MS = {"instant": 0, "fast": 300, "normal": 800}

_log = logging.getLogger(__name__)


def ai_seed(game_seed: int, seat: int) -> int:
    """The seed of the computer player in ``seat``: the simulator's (``sim.play_game``)."""
    return game_seed * 100 + seat


class Position(NamedTuple):
    """Where the game stands: its generation (bumped by every new, loaded or stopped
    game), the number of actions applied, and whether there is a game at all."""

    generation: int
    count: int
    live: bool


@dataclass(frozen=True)
class _AiSeat:
    """A computer seat: its player as made here (its ``rng`` follows the worker's
    answers; the worker keeps its own copy, for its caches, under ``key``)."""

    level: str
    seed: int
    key: int
    player: Any


@dataclass(frozen=True)
class _Asked:
    """The decision in flight and the position it was asked for."""

    request: Request
    generation: int
    count: int
    seat: int
    retried: bool = False


@dataclass(frozen=True)
class _Answer:
    """A decision waiting out its pace before it is applied."""

    asked: _Asked
    action: Action
    rng_state: Any


class AiSeats(QObject):
    """The computer players of the game being played; see the module docstring."""

    thinking = Signal(int, bool)  # seat, thinking?
    failed = Signal(int, str)  # seat, message
    restarted = Signal(int, str)  # seat, what happened to the worker process (asked again)

    def __init__(
        self,
        position: Callable[[], Position],
        play: Callable[[int, Action], bool],
        reschedule: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._position = position
        self._play = play
        self._reschedule = reschedule
        self.players: list[_AiSeat | None] = []  # by seat; None for a person
        self.speed = "normal"  # a key of AI_PACE_MS
        self._keys = itertools.count(1)
        self._tickets = itertools.count(1)
        self.worker = AiWorker(self)
        self.worker.decided.connect(self._done)
        self.worker.lost.connect(self._lost)
        self.worker.warm_up()  # in the background, ready long before the first decision
        self.pending: _Asked | None = None  # the decision in flight
        self._thinking_seat: int | None = None
        self._asked_at = 0.0
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._play_paced)
        self._paced: _Answer | None = None

    # ------------------------------------------------------------- the seats
    def seat(self, seats: Sequence[Seat], game_seed: int) -> None:
        """A new or loaded game's players: a computer for each seat not a person's."""
        self.players = [
            None if seat.is_human else self._ai_seat(seat.kind, game_seed, i)
            for i, seat in enumerate(seats)
        ]

    def hand_to_ai(self, seat: int, level: str, game_seed: int) -> None:
        """The computer plays ``seat`` from now on, at ``level``."""
        self.players[seat] = self._ai_seat(level, game_seed, seat)
        self.worker.warm_up()

    def _ai_seat(self, level: str, game_seed: int, seat: int) -> _AiSeat:
        seed = ai_seed(game_seed, seat)
        return _AiSeat(level, seed, next(self._keys), make_ai(level, seed))

    @property
    def busy(self) -> bool:
        """A decision is in flight or waiting out its pace."""
        return self.pending is not None or self._paced is not None

    # ------------------------------------------------------------ decisions
    def ask(self, state: GameState, seat: int, generation: int, count: int) -> None:
        """Ask the worker what the computer in ``seat`` plays in ``state`` (the live
        state at ``generation`` and ``count``; only a view of it travels, unless the
        player ``sees_all``)."""
        ai = self.players[seat]
        assert ai is not None
        player = ai.player
        view = state.clone() if getattr(player, "sees_all", False) else state.view(seat)
        rng = getattr(player, "rng", None)
        request = Request(
            next(self._tickets),
            ai.key,
            ai.level,
            ai.seed,
            rng.getstate() if rng is not None else None,
            view,
        )
        self.pending = _Asked(request, generation, count, seat)
        self._thinking_seat = seat
        self._asked_at = time.perf_counter()
        self.thinking.emit(seat, True)
        self.worker.ask(request)

    def cancel(self) -> None:
        """Drop the decision in flight or waiting out its pace; with computer seats,
        have a worker process ready for the next one (in the background)."""
        self._pace_timer.stop()
        self._paced = None
        if self.pending is not None:
            self.pending = None
            self.worker.cancel()  # kills the process still deciding: its answer is not wanted
        if any(p is not None for p in self.players):
            self.worker.warm_up()
        if self._thinking_seat is not None:
            seat, self._thinking_seat = self._thinking_seat, None
            self.thinking.emit(seat, False)

    def stop(self) -> None:
        """No computer seats any more; end the worker process at once (the next game
        starts another)."""
        self.players = []
        self.cancel()
        self.worker.shutdown()

    def _still_wanted(self, ticket: int) -> _Asked | None:
        """The decision in flight if ``ticket`` is its and the game has not moved on."""
        asked = self.pending
        if asked is None or asked.request.ticket != ticket:
            return None  # an answer nobody waits for any more
        now = self._position()
        if asked.generation != now.generation or asked.count != now.count:
            # The position it was asked for has gone (every change that could do that
            # cancels it first; should one not, ask about the position there is now).
            self.pending = None
            self._reschedule()
            return None
        return asked if now.live else None

    def _done(self, reply: Reply) -> None:
        asked = self._still_wanted(reply.ticket)
        if asked is None:
            return
        self.pending = None
        seat = asked.seat
        if reply.error is not None or reply.action is None:
            self._thinking_seat = None
            self.thinking.emit(seat, False)
            self.failed.emit(seat, reply.error or "no move")
            return
        action = reply.action
        waited_ms = (time.perf_counter() - self._asked_at) * 1000
        pace = AI_PACE_MS.get(self.speed, 0)
        if isinstance(action, Pass):
            pace = 0  # letting a discard go is not worth watching: keep May I? quick
        rest = max(0, int(pace - waited_ms))
        self._paced = _Answer(asked, action, reply.rng_state)
        if rest:
            self._pace_timer.start(rest)
        else:
            # Still through the event loop, so a long all-AI run never starves the GUI.
            self._pace_timer.start(0)

    def _lost(self, ticket: int, message: str) -> None:
        """The worker process died deciding: ask a new one once (the request carries the
        generator state, so it decides the same); a second death is a failure."""
        asked = self._still_wanted(ticket)
        if asked is None:
            return
        if asked.retried:
            self.pending = None
            self._thinking_seat = None
            self.thinking.emit(asked.seat, False)
            self.failed.emit(asked.seat, message)
            return
        _log.warning("AI worker process lost (%s); asking a new one", message)
        self.pending = replace(asked, retried=True)
        self.worker.ask(asked.request)
        self.restarted.emit(asked.seat, message)

    def _play_paced(self) -> None:
        paced, self._paced = self._paced, None
        if paced is None:
            return
        asked = paced.asked
        seat, action = asked.seat, paced.action
        now = self._position()
        if asked.generation != now.generation or asked.count != now.count or not now.live:
            return
        ai = self.players[seat] if seat < len(self.players) else None
        if ai is not None and ai.key == asked.request.key and paced.rng_state is not None:
            ai.player.rng.setstate(paced.rng_state)  # as if it had decided here
        self._thinking_seat = None
        self.thinking.emit(seat, False)
        if not self._play(seat, action):
            self.failed.emit(seat, "refused")
