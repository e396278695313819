"""The game controller: owns the live :class:`GameState`, applies actions, runs the AI.

The widgets never change the state themselves. They read the state's
``legal_actions`` to light up drop targets, ask the controller to ``act``, and
redraw on its signals. The engine decides what is legal; a refused action comes back as
``illegalMove(reason, details)`` and the state is unchanged.

AI decisions are made in a worker process (:mod:`.ai_worker`), fed the seat's view
(the full state for a player that ``sees_all``), so the window never waits for a
search. Each request carries the game's *generation* and the number of actions
applied so far; an answer for a finished or replaced game, or after the state moved
on, is dropped (a process still deciding for a replaced game is killed). The player's
generator state travels with each request and comes back with the answer; it is kept
only when the move is applied, so a game against computers makes the same moves as
``continental-qt-sim`` with the same rules, seats and seeds (seat ``s`` plays with
seed ``seed * 100 + s``). A worker process that dies is replaced and the decision asked
again (``aiRestarted``); if that one dies too, or the AI raises, ``aiFailed``.
AI moves are paced (``ai_speed``) so a person can follow them: the controller waits
out the rest of the pace after the worker answers, on a timer, never by sleeping.

At the end of a round the engine stops in its ``ROUND_OVER`` phase with the
table as the round ended, and the controller *holds* (``holding``) while the
round summary is shown; ``resume()`` applies the deal of the next round
(``NextRound``, recorded like any move). With ``auto_resume`` (all-AI games,
tests) the controller deals at once instead.
"""

from __future__ import annotations

import itertools
import logging
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai.registry import make_ai
from ..ai.service import Reply, Request
from ..engine.actions import NEXT_ROUND, Action, Leave, Pass
from ..engine.errors import IllegalMove
from ..engine.events import MAY_I, ROUND_OVER, Event
from ..engine.presets import get_preset
from ..engine.rules import RuleSet
from ..engine.state import GameState
from ..storage.seats import Seat
from .ai_worker import AiWorker
from .config import GameConfig
from .texts.names import seat_name

#: Milliseconds an AI action takes at least, by speed setting.
AI_PACE_MS = {"instant": 0, "fast": 300, "normal": 800}


_log = logging.getLogger(__name__)


def ai_seed(game_seed: int, seat: int) -> int:
    """The seed of the computer player in ``seat``: the simulator's (``sim.play_game``)."""
    return game_seed * 100 + seat


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


class GameController(QObject):
    """One game at a time; see the module docstring."""

    gameStarted = Signal()
    stateChanged = Signal()
    eventsHappened = Signal(list)  # list[Event], in order
    illegalMove = Signal(str, dict)  # reason code, details
    aiThinking = Signal(int, bool)  # seat, thinking?
    roundEnded = Signal(dict)  # the round_ended event's data plus "winner"
    gameOver = Signal(dict)  # the game_over event's data
    aiFailed = Signal(int, str)  # seat, message
    aiRestarted = Signal(int, str)  # seat, what happened to the worker process (asked again)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state: GameState | None = None
        self._config: GameConfig | None = None
        # Who played each seat when the game was started or resumed (hand_to_ai changes
        # only _config): Play again and Restart give handed-over seats back.
        self._start_seats: tuple[Seat, ...] = ()
        self._players: list[_AiSeat | None] = []  # by seat; None for a person
        self._keys = itertools.count(1)
        self._tickets = itertools.count(1)
        self._generation = 0
        self._count = 0
        self._ai = AiWorker(self)
        self._ai.decided.connect(self._ai_done)
        self._ai.lost.connect(self._ai_lost)
        self._ai.warm_up()  # in the background, ready long before the first decision
        self._pending: _Asked | None = None
        self._thinking_seat: int | None = None
        self._asked_at = 0.0
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._apply_paced)
        self._paced: _Answer | None = None
        # Pass-and-play: the human who took the screen through their privacy screen, until
        # another person is asked May I? (then nobody: see _settle_screen).
        self.at_screen: int | None = None
        # (seat, action count): the person asked May I? wants to see their hand first.
        self._screen_request: tuple[int, int] | None = None
        self.ask_may_i: dict[int, bool] = {}
        self.auto_resume = False
        self.paused = False
        self.ai_speed = "normal"
        self.on_applied: Callable[[GameState, int, Action], None] | None = None

    # ------------------------------------------------------------ properties
    @property
    def state(self) -> GameState | None:
        """The live state. Read it; never change it (use ``act``)."""
        return self._state

    @property
    def holding(self) -> bool:
        """Play holds between rounds: the live state is in ``ROUND_OVER`` (its table as
        the round ended) until :meth:`resume` deals the next round."""
        s = self._state
        return s is not None and s.phase == ROUND_OVER

    @property
    def config(self) -> GameConfig | None:
        return self._config

    @property
    def start_config(self) -> GameConfig | None:
        """The game as it was started or resumed: ``config`` with each seat played as it
        was then (a seat handed to the computer since is its person's again)."""
        if self._config is None:
            return None
        return replace(self._config, seats=self._start_seats)

    @property
    def handed_over(self) -> list[str]:
        """The people whose seats the computer plays now (``start_config``'s names)."""
        if self._config is None:
            return []
        return [
            start.name
            for now, start in zip(self._config.seats, self._start_seats, strict=True)
            if start.kind == "human" and now.kind != "human"
        ]

    @property
    def rules(self) -> RuleSet | None:
        return self._state.rules if self._state else None

    @property
    def names(self) -> list[str]:
        """The seats' names as the table says them (``texts.seat_name``)."""
        seats = self._config.seats if self._config else ()
        alone = sum(s.kind == "human" for s in seats) <= 1
        return [seat_name(s.name, i, s.kind == "human", alone) for i, s in enumerate(seats)]

    @property
    def generation(self) -> int:
        return self._generation

    @property
    def ai_worker(self) -> AiWorker:
        """The computer players' worker process (read it; the controller drives it)."""
        return self._ai

    @property
    def action_count(self) -> int:
        return self._count

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self._config is not None and self._config.seats[seat].is_human

    @property
    def human_to_act(self) -> int | None:
        """The seat a person must act for now, or None."""
        s = self._state
        if s is None or s.is_over or self.holding or not self.is_human(s.to_act):
            return None
        if s.phase == MAY_I and not self.ask_may_i.get(s.to_act, True):
            return None  # they let passed discards go; the controller passes for them
        return s.to_act

    @property
    def pass_and_play(self) -> bool:
        """Several people share the screen: hands hide between their turns."""
        return self._config is not None and len(self._config.humans) > 1

    @property
    def waiting_for(self) -> int | None:
        """Pass-and-play: the human who must act next but has not taken the screen yet.

        While this is not None no hand is shown and that human's moves are refused
        until :meth:`take_screen` (the privacy screen's "click when ready"). A person
        asked May I? is not waited for (see :attr:`asking`) unless they asked to see
        their hand first (:meth:`request_screen`).
        """
        if not self.pass_and_play:
            return None
        seat = self.human_to_act
        if seat is None or seat == self.at_screen:
            return None
        if self._state is not None and self._state.phase == MAY_I:
            return seat if self._screen_request == (seat, self._count) else None
        return seat

    @property
    def asking(self) -> int | None:
        """Pass-and-play: the human asked May I? on the neutral table, or None.

        The computer is not handed over for an offer: the person asked answers on a
        table that shows no hand (``viewer`` None), where Claim and Pass are theirs,
        or first asks to see their hand through the privacy screen
        (:meth:`request_screen`). Not the person at the screen: they see their hand.
        """
        if not self.pass_and_play:
            return None
        s = self._state
        seat = self.human_to_act
        if s is None or s.phase != MAY_I or seat is None or seat == self.at_screen:
            return None
        return None if self._screen_request == (seat, self._count) else seat

    def request_screen(self) -> None:
        """The person asked May I? wants to see their hand before answering: the privacy
        screen for them comes up (``waiting_for``); nobody's hand shows until taken."""
        seat = self.asking
        if seat is not None:
            self._screen_request = (seat, self._count)
            self.stateChanged.emit()

    @property
    def screen_requested(self) -> bool:
        """The privacy screen now up was asked for by the person asked May I?."""
        seat = self.waiting_for
        return seat is not None and self._screen_request == (seat, self._count)

    def cancel_screen_request(self) -> None:
        """Back to the neutral table from the privacy screen :meth:`request_screen`
        brought up (the person asked answers without looking after all)."""
        if self._screen_request is not None:
            self._screen_request = None
            self.stateChanged.emit()

    def take_screen(self) -> None:
        """The waiting human confirms they are at the screen."""
        seat = self.waiting_for
        if seat is not None:
            self.at_screen = seat
            self._screen_request = None
            self.stateChanged.emit()

    def _settle_screen(self) -> None:
        """Pass-and-play: a hand is face up only after its owner took the screen through
        the privacy screen, and only until another person is asked May I? (or acts).

        Someone other than the person at the screen is asked on the neutral table:
        whoever holds the computer now, and whoever answers there, has not shown who
        they are (the person asked, or the one who held it before, answering for
        them). Nobody is at the screen until the next person to act takes it through
        their privacy screen (``waiting_for``), even the one who was asked.
        """
        if self.asking is not None:
            self.at_screen = None

    @property
    def viewer(self) -> int | None:
        """Whose hand the table shows.

        One human: that human (a spectator with none). Pass-and-play: the human at the
        screen, and nobody's while the screen is being passed or while someone else is
        asked May I? on the neutral table.
        """
        if self._config is None:
            return None
        humans = self._config.humans
        if not self.pass_and_play:
            return humans[0] if humans else None
        if self.waiting_for is not None or self.asking is not None:
            return None
        return self.at_screen

    def set_ask_may_i(self, seat: int, ask: bool) -> None:
        """Whether ``seat`` (a human) is asked about passed discards; if not, it passes."""
        self.ask_may_i[seat] = ask
        self._settle_screen()
        self._schedule()

    def leave(self, seat: int) -> bool:
        """``seat`` leaves the game (scored by RULES.md §2.11)."""
        if self._state is None or self._state.is_over:
            return False
        self._cancel_ai()
        return self._apply(seat, Leave(seat))

    def hand_to_ai(self, seat: int, level: str) -> None:
        """The computer plays ``seat`` from now on, at ``level``."""
        cfg = self._config
        if cfg is None:
            return
        seats = list(cfg.seats)
        seats[seat] = replace(seats[seat], kind=level)
        self._config = replace(cfg, seats=tuple(seats))
        self._players[seat] = self._ai_seat(level, self._state.seed if self._state else 0, seat)
        self._ai.warm_up()
        if self.at_screen == seat:
            self.at_screen = None
        self._settle_screen()
        self.stateChanged.emit()
        self._schedule()

    # --------------------------------------------------------------- control
    def new_game(self, config: GameConfig, rules: RuleSet | None = None) -> None:
        """Start ``config`` (rules default to its preset). Drops any running AI work.
        Ignored once closed (:meth:`close`: a dialog answered after its window closed)."""
        if self.closed:
            return
        if rules is None:
            rules = config.rules or get_preset(config.preset_id)
        seed = config.seed if config.seed is not None else random.SystemRandom().randrange(10**9)
        state = GameState(rules, config.players, seed)
        self._config = GameConfig(config.preset_id, config.seats, seed, config.ai_speed, rules)
        self._start_seats = tuple(config.seats)
        self.ai_speed = config.ai_speed
        self._players = self._make_players(config.seats, seed)
        self._start(state, events=[])

    def load_game(
        self, state: GameState, config: GameConfig, start_seats: Sequence[Seat] = ()
    ) -> None:
        """Continue a restored game (from a file or the autosave) with these seats;
        ``start_seats``: who played each when the game began (default: the same).
        Ignored once closed (:meth:`close`)."""
        if self.closed:
            return
        self._config = GameConfig(
            config.preset_id, config.seats, state.seed, config.ai_speed, state.rules
        )
        self._start_seats = tuple(start_seats) or tuple(config.seats)
        self.ai_speed = config.ai_speed
        self._players = self._make_players(config.seats, state.seed)
        self._start(state, events=[])

    def _make_players(self, seats: Sequence[Seat], seed: int) -> list[_AiSeat | None]:
        return [
            None if seat.is_human else self._ai_seat(seat.kind, seed, i)
            for i, seat in enumerate(seats)
        ]

    def _ai_seat(self, level: str, game_seed: int, seat: int) -> _AiSeat:
        seed = ai_seed(game_seed, seat)
        return _AiSeat(level, seed, next(self._keys), make_ai(level, seed))

    def _start(self, state: GameState, events: list[Event]) -> None:
        self._generation += 1
        self._cancel_ai()
        self._state = state
        self._count = len(state.actions or [])
        self.at_screen = None
        self._screen_request = None
        self.ask_may_i = {}
        self.gameStarted.emit()
        if events:
            self.eventsHappened.emit(events)
        if state.phase == ROUND_OVER:
            # A game saved between rounds: show that round's summary again (or deal on).
            if self.auto_resume:
                self._deal_soon()
            else:
                for ev in state.end_events():
                    self.roundEnded.emit({**ev.data, "winner": ev.seat})
        self.stateChanged.emit()
        self._schedule()

    def stop(self) -> None:
        """Forget the game and end the AI's worker process at once (answers still in
        flight are dropped; the next game starts another process)."""
        self._generation += 1
        self._players = []
        self._cancel_ai()
        self._ai.shutdown()
        self._state = None
        self._config = None

    def close(self) -> None:
        """:meth:`stop`, for good (the window closed): no game and no worker process
        starts afterwards, whatever asks (a dialog left open, a file still loading)."""
        self.stop()
        self._ai.close()

    @property
    def closed(self) -> bool:
        """:meth:`close` was called."""
        return self._ai.closed

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        if not paused:
            self._schedule()

    def resume(self) -> None:
        """Continue after the round summary: deal the next round (if play holds)."""
        if self.holding:
            self._deal_next()

    def _deal_next(self) -> bool:
        """Apply the deal of the next round (nobody's move: no seat)."""
        return self._apply(None, NEXT_ROUND)

    def _deal_soon(self) -> None:
        """``auto_resume``: deal the next round from the event loop, as a move of its own
        (its events after the round's), unless the game moved on meanwhile."""

        def deal(generation: int = self._generation, count: int = self._count) -> None:
            if generation == self._generation and count == self._count and self.holding:
                self._deal_next()

        QTimer.singleShot(0, self, deal)

    def act(self, action: Action) -> bool:
        """A person's move. Applied if it is a human's turn and the engine accepts it;
        otherwise ``illegalMove`` is emitted and False returned."""
        s = self._state
        if s is None:
            self.illegalMove.emit("game_over", {})
            return False
        seat = self.human_to_act
        if seat is None:
            reason = "holding" if self.holding else "not_your_turn"
            self.illegalMove.emit(reason, {})
            return False
        if self.waiting_for is not None:
            self.illegalMove.emit("screen_not_taken", {"seat": seat})
            return False
        return self._apply(seat, action)

    def _apply(self, seat: int | None, action: Action) -> bool:
        """Apply ``action`` for ``seat`` (None: the deal between rounds) and report it.

        A move that ends a round leaves the state in ``ROUND_OVER`` (``holding``); with
        ``auto_resume`` the next round is dealt next, from the event loop.
        """
        s = self._state
        assert s is not None
        try:
            events = s.apply(action, seat)
        except IllegalMove as exc:
            self.illegalMove.emit(exc.reason, dict(exc.details))
            return False
        self._count += 1
        # Settled before the move is reported, so no view in between shows a hand to
        # the wrong person: asked on the neutral table, the person at the screen is
        # nobody in particular until the next person to act takes the screen.
        self._settle_screen()
        if self.on_applied is not None:
            self.on_applied(s, seat, action)
        self.eventsHappened.emit(events)
        for ev in events:
            if ev.kind == "round_ended":
                self.roundEnded.emit({**ev.data, "winner": ev.seat})
            elif ev.kind == "game_over":
                self.gameOver.emit(dict(ev.data))
        if self.auto_resume and s is self._state and s.phase == ROUND_OVER:
            self._deal_soon()
        self.stateChanged.emit()
        self._schedule()
        return True

    # ------------------------------------------------------------------- AI
    def _cancel_ai(self) -> None:
        """Drop the decision in flight or waiting out its pace; with computer seats,
        have a worker process ready for the next one (in the background)."""
        self._pace_timer.stop()
        self._paced = None
        if self._pending is not None:
            self._pending = None
            self._ai.cancel()  # kills the process still deciding: its answer is not wanted
        if any(p is not None for p in self._players):
            self._ai.warm_up()
        if self._thinking_seat is not None:
            seat, self._thinking_seat = self._thinking_seat, None
            self.aiThinking.emit(seat, False)

    def _schedule(self) -> None:
        """Ask the AI whose turn it is, unless a person must act or play is held."""
        s = self._state
        if s is None or s.is_over or self.holding or self.paused:
            return
        if self._pending is not None or self._paced is not None:
            return
        seat = s.to_act
        if seat is None:
            return
        if self.is_human(seat):
            if s.phase == MAY_I and not self.ask_may_i.get(seat, True):
                # This person said not to ask: they let it go, without a privacy screen.
                QTimer.singleShot(0, lambda c=self._count: self._auto_pass(c, seat))
            return
        ai = self._players[seat]
        assert ai is not None
        player = ai.player
        view = s.clone() if getattr(player, "sees_all", False) else s.view(seat)
        rng = getattr(player, "rng", None)
        request = Request(
            next(self._tickets),
            ai.key,
            ai.level,
            ai.seed,
            rng.getstate() if rng is not None else None,
            view,
        )
        self._pending = _Asked(request, self._generation, self._count, seat)
        self._thinking_seat = seat
        self._asked_at = time.perf_counter()
        self.aiThinking.emit(seat, True)
        self._ai.ask(request)

    def _auto_pass(self, count: int, seat: int) -> None:
        s = self._state
        if s is not None and count == self._count and s.to_act == seat and s.phase == MAY_I:
            self._apply(seat, Pass())

    def _asked_still_wanted(self, ticket: int) -> _Asked | None:
        """The decision in flight if ``ticket`` is its and the game has not moved on."""
        asked = self._pending
        if asked is None or asked.request.ticket != ticket:
            return None  # an answer nobody waits for any more
        if asked.generation != self._generation or asked.count != self._count:
            # The position it was asked for has gone (every change that could do that
            # cancels it first; should one not, ask about the position there is now).
            self._pending = None
            self._schedule()
            return None
        return asked if self._state is not None else None

    def _ai_done(self, reply: Reply) -> None:
        asked = self._asked_still_wanted(reply.ticket)
        if asked is None:
            return
        self._pending = None
        seat = asked.seat
        if reply.error is not None or reply.action is None:
            self._thinking_seat = None
            self.aiThinking.emit(seat, False)
            self.aiFailed.emit(seat, reply.error or "no move")
            return
        action = reply.action
        waited_ms = (time.perf_counter() - self._asked_at) * 1000
        pace = AI_PACE_MS.get(self.ai_speed, 0)
        if isinstance(action, Pass):
            pace = 0  # letting a discard go is not worth watching: keep May I? quick
        rest = max(0, int(pace - waited_ms))
        self._paced = _Answer(asked, action, reply.rng_state)
        if rest:
            self._pace_timer.start(rest)
        else:
            # Still through the event loop, so a long all-AI run never starves the GUI.
            self._pace_timer.start(0)

    def _ai_lost(self, ticket: int, message: str) -> None:
        """The worker process died deciding: ask a new one once (the request carries the
        generator state, so it decides the same); a second death is a failure."""
        asked = self._asked_still_wanted(ticket)
        if asked is None:
            return
        if asked.retried:
            self._pending = None
            self._thinking_seat = None
            self.aiThinking.emit(asked.seat, False)
            self.aiFailed.emit(asked.seat, message)
            return
        _log.warning("AI worker process lost (%s); asking a new one", message)
        self._pending = replace(asked, retried=True)
        self._ai.ask(asked.request)
        self.aiRestarted.emit(asked.seat, message)

    def _apply_paced(self) -> None:
        paced, self._paced = self._paced, None
        if paced is None:
            return
        asked = paced.asked
        generation, count, seat, action = asked.generation, asked.count, asked.seat, paced.action
        if generation != self._generation or count != self._count or self._state is None:
            return
        ai = self._players[seat] if seat < len(self._players) else None
        if ai is not None and ai.key == asked.request.key and paced.rng_state is not None:
            ai.player.rng.setstate(paced.rng_state)  # as if it had decided here
        self._thinking_seat = None
        self.aiThinking.emit(seat, False)
        if not self._apply(seat, action):
            self.aiFailed.emit(seat, "refused")
