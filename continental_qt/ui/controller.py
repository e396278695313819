"""The game controller: owns the live :class:`GameState` and the moves; asks the computers.

The widgets never change the state themselves. They read the state's
``legal_actions`` to light up drop targets, ask the controller to ``act``, and
redraw on its signals. The engine decides what is legal; a refused action comes back as
``illegalMove(reason, details)`` and the state is unchanged.

Three rooms, each with one job:

- this class: the moves. It applies a person's move (``act``), the computers' (through
  :class:`.ai_seats.AiSeats`), the deal between rounds (``NextRound``), a seat leaving or
  handed to the computer, and starts, loads and stops games. It decides *when* a
  computer is asked and reports everything as signals.
- :class:`.hand_over.HandOver`: pass-and-play, who is at the screen and whose hand the
  table may show (``waiting_for``, ``asking``, ``viewer``); plain Python, fed the turn.
- :class:`.ai_seats.AiSeats`: the computer players, the decision asked of the worker
  process (answers for an outdated position dropped, a dead worker replaced once) and
  the pace (``ai_speed``) its answer waits out before it is played; a game against
  computers makes the same moves as ``continental-qt-sim`` with the same seeds.

At the end of a round the engine stops in its ``ROUND_OVER`` phase with the
table as the round ended, and the controller *holds* (``holding``) while the
round summary is shown; ``resume()`` applies the deal of the next round
(``NextRound``, recorded like any move). With ``auto_resume`` (all-AI games,
tests) the controller deals at once instead.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.actions import NEXT_ROUND, Action, GoDown, LayOff, Leave, Pass, SwapWild
from ..engine.errors import IllegalMove
from ..engine.events import MAY_I, PLAY, ROUND_OVER, Event
from ..engine.presets import get_preset
from ..engine.rules import RuleSet
from ..engine.state import GameState
from ..storage.seats import Seat
from .ai_seats import AiSeats, Position
from .ai_worker import AiWorker
from .config import GameConfig
from .hand_over import HandOver, Turn
from .texts.names import seat_name


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
        self._generation = 0
        self._count = 0
        # Late-bound (lambdas): a probe that wraps _apply or _schedule on this instance
        # (benchmarks/ui_bench.py) sees the computers' moves too.
        self._ai = AiSeats(
            self._position,
            lambda seat, action: self._apply(seat, action),
            lambda: self._schedule(),
            self,
        )
        self._ai.thinking.connect(self.aiThinking)
        self._ai.failed.connect(self.aiFailed)
        self._ai.restarted.connect(self.aiRestarted)
        self._hand_over = HandOver(self._turn)
        self.ask_may_i: dict[int, bool] = {}
        self.auto_resume = False
        self.paused = False
        self.on_applied: Callable[[GameState, int, Action], None] | None = None

    def _position(self) -> Position:
        return Position(self._generation, self._count, self._state is not None)

    def _turn(self) -> Turn | None:
        """The turn as the hand-over sees it (None: not pass-and-play)."""
        if not self.pass_and_play:
            return None
        s = self._state
        return Turn(self.human_to_act, s is not None and s.phase == MAY_I, self._count)

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
        return self._ai.worker

    @property
    def ai_speed(self) -> str:
        """How long a computer's move takes at least (a key of ``AI_PACE_MS``)."""
        return self._ai.speed

    @ai_speed.setter
    def ai_speed(self, speed: str) -> None:
        self._ai.speed = speed

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

    # ------------------------------------------------------ pass-and-play
    @property
    def pass_and_play(self) -> bool:
        """Several people share the screen: hands hide between their turns."""
        return self._config is not None and len(self._config.humans) > 1

    @property
    def at_screen(self) -> int | None:
        """Pass-and-play: the human who took the screen (:attr:`.HandOver.at_screen`)."""
        return self._hand_over.at_screen

    @property
    def waiting_for(self) -> int | None:
        """Pass-and-play: the human who must act next but has not taken the screen yet
        (:attr:`.HandOver.waiting_for`); their moves are refused until :meth:`take_screen`."""
        return self._hand_over.waiting_for

    @property
    def asking(self) -> int | None:
        """Pass-and-play: the human asked May I? on the neutral table, or None
        (:attr:`.HandOver.asking`)."""
        return self._hand_over.asking

    @property
    def screen_requested(self) -> bool:
        """The privacy screen now up was asked for by the person asked May I?."""
        return self._hand_over.requested

    def request_screen(self) -> None:
        """The person asked May I? wants to see their hand before answering
        (:meth:`.HandOver.request`)."""
        if self._hand_over.request():
            self.stateChanged.emit()

    def cancel_screen_request(self) -> None:
        """Back to the neutral table from the privacy screen :meth:`request_screen`
        brought up (the person asked answers without looking after all)."""
        if self._hand_over.cancel_request():
            self.stateChanged.emit()

    def take_screen(self) -> None:
        """The waiting human confirms they are at the screen."""
        if self._hand_over.take():
            self.stateChanged.emit()

    @property
    def viewer(self) -> int | None:
        """Whose hand the table shows.

        One human: that human (a spectator with none). Pass-and-play: the human at the
        screen, and nobody's while the screen is being passed or while someone else is
        asked May I? on the neutral table (:attr:`.HandOver.viewer`).
        """
        if self._config is None:
            return None
        humans = self._config.humans
        if not self.pass_and_play:
            return humans[0] if humans else None
        return self._hand_over.viewer

    def set_ask_may_i(self, seat: int, ask: bool) -> None:
        """Whether ``seat`` (a human) is asked about passed discards; if not, it passes."""
        self.ask_may_i[seat] = ask
        self._hand_over.settle()
        self._schedule()

    def leave(self, seat: int) -> bool:
        """``seat`` leaves the game (scored by RULES.md §2.11)."""
        if self._state is None or self._state.is_over:
            return False
        self._ai.cancel()
        return self._apply(seat, Leave(seat))

    def hand_to_ai(self, seat: int, level: str) -> None:
        """The computer plays ``seat`` from now on, at ``level``."""
        cfg = self._config
        if cfg is None:
            return
        seats = list(cfg.seats)
        seats[seat] = replace(seats[seat], kind=level)
        self._config = replace(cfg, seats=tuple(seats))
        self._ai.hand_to_ai(seat, level, self._state.seed if self._state else 0)
        self._hand_over.leave(seat)
        self._hand_over.settle()
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
        self._ai.seat(config.seats, seed)
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
        self._ai.seat(config.seats, state.seed)
        self._start(state, events=[])

    def _start(self, state: GameState, events: list[Event]) -> None:
        self._generation += 1
        self._ai.cancel()
        self._state = state
        self._count = len(state.actions or [])
        self._hand_over.reset()
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

    # ------------------------------------------------------------ undo
    def undoable(self) -> Action | None:
        """The move an undo would take back: the person's own last going down, lay-off
        or wild swap of this turn, before they discard (RULES.md §2.6 lets melds be taken
        back until then). None in pass-and-play, on anyone else's turn, and for a draw,
        a discard or any move that ended the round: those are never undone."""
        s = self._state
        if s is None or self.pass_and_play or s.phase != PLAY:
            return None
        seat = self.human_to_act
        actions = s.actions or []
        if seat is None or seat != s.to_act or not actions:
            return None
        last = actions[-1]
        return last if isinstance(last, (GoDown, LayOff, SwapWild)) else None

    def undo(self) -> bool:
        """Take back :meth:`undoable`'s move. The engine has no take-back move: the game
        is replayed from its seed up to the move before (the save stays a seed and its
        actions), which reveals no card: the same deal, the same stock."""
        if self.undoable() is None:
            return False
        s = self._state
        replay = GameState(s.rules, s.n, s.seed)
        for action in (s.actions or [])[:-1]:
            replay.apply(action)
        self._ai.cancel()
        self._state = replay
        self._count += 1  # a new position: an answer asked for the old one is dropped
        self.eventsHappened.emit([])  # on its way to disk, like any move
        self.stateChanged.emit()
        return True

    def stop(self) -> None:
        """Forget the game and end the AI's worker process at once (answers still in
        flight are dropped; the next game starts another process)."""
        self._generation += 1
        self._ai.stop()
        self._state = None
        self._config = None

    def close(self) -> None:
        """:meth:`stop`, for good (the window closed): no game and no worker process
        starts afterwards, whatever asks (a dialog left open, a file still loading)."""
        self.stop()
        self._ai.worker.close()

    @property
    def closed(self) -> bool:
        """:meth:`close` was called."""
        return self._ai.worker.closed

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
        self._hand_over.settle()
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

    # ---------------------------------------------------- whose turn next
    def _schedule(self) -> None:
        """Ask the computer whose turn it is, unless a person must act or play is held."""
        s = self._state
        if s is None or s.is_over or self.holding or self.paused or self._ai.busy:
            return
        seat = s.to_act
        if seat is None:
            return
        if self.is_human(seat):
            if s.phase == MAY_I and not self.ask_may_i.get(seat, True):
                # This person said not to ask: they let it go, without a privacy screen.
                QTimer.singleShot(0, lambda c=self._count: self._auto_pass(c, seat))
            return
        self._ai.ask(s, seat, self._generation, self._count)

    def _auto_pass(self, count: int, seat: int) -> None:
        s = self._state
        if s is not None and count == self._count and s.to_act == seat and s.phase == MAY_I:
            self._apply(seat, Pass())
