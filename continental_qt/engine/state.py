"""The game state and turn flow: deal, draw, May I?, melding, discards, scoring.

One mutable object in the style of OpenSpiel: ``legal_actions()``,
``apply(action) -> events``, ``clone()``, ``view(seat)``. ``apply`` either
changes the state and returns :class:`Event` values describing what happened,
or raises :class:`IllegalMove` and leaves the state exactly as it was (every
check runs before the first change).

Phases (``events.Phase``): ``DRAW`` (the seat in turn draws or takes the
discard), ``MAY_I`` (``to_act`` may claim the passed discard),
``FIRST_REFUSAL`` (Liverpool: the seat in turn may take a claimed discard
itself), ``PLAY`` (meld, then discard), ``ROUND_OVER`` and ``GAME_OVER``.

The move that ends a round scores it and stops in ``ROUND_OVER``: the table,
the melds and the hands stay as the round left them, so they can be shown.
Dealing the next round is a move of its own, ``NextRound``, the only legal one
there; it is nobody's turn (``to_act`` is None), so ``apply`` takes it whatever
seat is given and ``legal_actions`` lists it for any seat. Like every move it
is recorded in ``actions``, so a save replays exactly. After the last round the
game goes straight to ``GAME_OVER``. The first round is dealt by the
constructor; :meth:`GameState.start_events` gives its ``round_started`` event
(and that of the current round at any time, e.g. after a restore).

Decisions recorded here (RULES.md leaves them open):
- Declining the discard (``DrawStock``) with May I? open runs the claim
  window first; the seat in turn draws its stock card after any penalty
  card, as the May I? text orders.
- A seat may claim only if the stock holds the penalty cards and one more
  card for the seat in turn.
- A reshuffled stock is rebuilt every time it runs out (RULES.md §2.8), so
  ``round_turn_limit`` turns is the one guard that ends a round that would
  otherwise go on forever (scored as if the stock ran out).
- A player who leaves puts their hand under the stock; their seat is skipped.

The turn flow lives in mixins, one concern a module: ``turns.py`` (drawing,
May I?, the stock, discarding), ``melding.py`` (going down, lay-offs, wild
swaps, going out, and listing them), ``round_end.py`` (scoring, game end,
leaving).
"""

from __future__ import annotations

from typing import Any

from .actions import (
    CLAIM,
    DRAW_STOCK,
    NEXT_ROUND,
    PASS,
    TAKE_DISCARD,
    Action,
    Claim,
    Discard,
    DrawStock,
    GoDown,
    GoOut,
    LayOff,
    Leave,
    NextRound,
    Pass,
    SwapWild,
    TakeDiscard,
)
from .cards import Card, DealRandom, build_shoe
from .errors import IllegalMove
from .events import (
    DRAW,
    FIRST_REFUSAL,
    GAME_OVER,
    HIDDEN,
    MAY_I,
    PLAY,
    ROUND_OVER,
    Event,
    EventKind,
    Phase,
)
from .melding import Melding
from .melds import (
    TableMeld,
    is_wild,
    wild_table,
)
from .round_end import RoundEnd
from .rules import RuleSet
from .solver import solver_for
from .turns import TurnFlow


class GameState(TurnFlow, Melding, RoundEnd):
    """A whole game: all rounds of a contract game, or all deals of a single-hand match."""

    __slots__ = (
        "rules", "n", "seed", "history", "round_number", "dealer", "hands", "stock",
        "discard", "melds", "next_meld_id", "down", "down_turn", "buys", "draws", "phase",
        "turn", "to_act", "queue", "claimant", "discarder", "rebuilds", "turn_count",
        "round_scores", "totals", "left", "winners", "log", "is_view", "viewer",
        "deals_played", "round_winner", "round_start", "round_result", "_solver",
        "_probing", "_wild", "_memo",
    )  # fmt: skip

    def __init__(self, rules: RuleSet, players: int, seed: int = 0) -> None:
        rules.validate(players)
        if type(seed) is not int:
            raise ValueError("seed must be an int")
        self.rules = rules
        self.n = players
        self.seed = seed
        self.history: tuple | None = ()
        self.round_number = 0
        self.hands: list[list] = [[] for _ in range(players)]
        self.stock: list = []
        self.discard: list = []
        self.melds: list[TableMeld] = []
        self.next_meld_id = 0
        self.down = [False] * players
        self.down_turn = [-1] * players
        self.buys = [0] * players
        self.draws = [0] * players
        self.phase: Phase = DRAW
        self.turn = 0
        self.to_act: int | None = 0
        self.queue: list[int] = []
        self.claimant: int | None = None
        self.discarder: int | None = None
        self.rebuilds = 0
        self.turn_count = 0
        self.round_scores: list[list[int | None]] = []
        self.totals = [0] * players
        self.left = [False] * players
        self.winners: list[int] = []
        self.log: tuple = ()
        self.is_view = False
        self.viewer: int | None = None
        self.deals_played = 0
        self.round_winner: int | None = None
        self.round_start: Event | None = None  # the current round's round_started event
        self.round_result: Event | None = None  # its round_ended event, once scored
        self._solver = solver_for(rules)
        self._probing = False  # a trial copy checking where a move leads (melding.py)
        # Per-rules constants and caches for listing moves quickly (melding.py), shared
        # by every clone and view: ``_wild`` is ``is_wild`` by ``uid % 64``; ``_memo``
        # holds listed action values by their fields: LayOff by ``(card, meld, end)``,
        # SwapWild by ``(card, meld, target, end)`` (ints and an end, so never equal to
        # each other) and GoDown by its ``((kind, uids), ...)`` (tuples of tuples). It only
        # ever maps a key to the same immutable value, so sharing it cannot leak one
        # state's play into another's (a cache of values, not state).
        self._wild = wild_table(rules)
        self._memo: dict[tuple, Action] = {}
        self.dealer = self._first_dealer()
        self._start_round(1, [])

    # ------------------------------------------------------------ basic info
    def next_seat(self, seat: int) -> int:
        n, d = self.n, self.rules.direction
        s = (seat + d) % n
        while self.left[s] and s != seat:
            s = (s + d) % n
        return s

    def active_seats(self) -> list[int]:
        return [s for s in range(self.n) if not self.left[s]]

    @property
    def contract(self):
        return self.rules.round(self.round_number).contract

    @property
    def is_over(self) -> bool:
        return self.phase == GAME_OVER

    @property
    def top_discard(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    def hand(self, seat: int) -> list:
        return self.hands[seat]

    def meld_by_id(self, meld_id: int) -> TableMeld:
        for m in self.melds:
            if m.id == meld_id:
                return m
        raise IllegalMove("no_such_meld", meld=meld_id)

    def _log(self, *entry: Any) -> None:
        self.log = (entry, self.log)

    def public_log(self) -> list[tuple]:
        """Public history, oldest first: (kind, seat, card uid or other detail)."""
        return _unwind(self.log)

    def round_log(self) -> list[tuple]:
        """This round's public history, oldest first, from its ``("round", …)`` entry on.

        Walks back only as far as the round's start, so it costs the round's length,
        not the game's (the computer players read it at every decision).
        """
        out = []
        node = self.log
        while node:
            entry = node[0]
            out.append(entry)
            if entry[0] == "round":
                break
            node = node[1]
        out.reverse()
        return out

    # ----------------------------------------------------------- round set-up
    def _rng(self, stream: int) -> DealRandom:
        """The generator for one shuffle. Each shuffle has its own stream derived from
        the deal number (seed), so the state holds no generator and clones stay cheap:
        stream 0 picks the first dealer, then 64 streams per deal (its shuffle and
        every rebuilt stock)."""
        if self.seed is None:
            raise IllegalMove("view_is_read_only")
        return DealRandom(self.seed * 1_048_576 + stream)

    def _rebuild_rng(self) -> DealRandom:
        """The generator that shuffles this deal's next rebuilt stock.

        The first 62 rebuilds of a deal use the deal's streams 2..63 (as they always
        have, so saved games replay). A stock rebuilt more often than that (the number
        is not capped) takes a stream from a range no ``_rng`` stream can reach.
        """
        r = self.rebuilds
        if r < 62:
            return self._rng(2 + 64 * self.deals_played + r)
        if self.seed is None:
            raise IllegalMove("view_is_read_only")
        return DealRandom((1 << 100) + ((self.seed * 65_536 + self.deals_played) << 32) + r)

    @property
    def actions(self) -> list[Action] | None:
        """Every applied action, oldest first (None in a view)."""
        if self.history is None:
            return None
        return _unwind(self.history)

    def _first_dealer(self) -> int:
        mode = self.rules.first_dealer
        rng = self._rng(0)
        if mode == "random":
            return rng.below(self.n)
        deck = [c for c in build_shoe(1, 0)]
        rng.shuffle(deck)
        contenders = list(range(self.n))
        while True:
            drawn = {s: deck.pop() for s in contenders}

            def value(c: Card) -> int:
                return (14 if c.rank == 1 else c.rank) if mode == "high" else c.rank

            target = (max if mode == "high" else min)(value(c) for c in drawn.values())
            contenders = [s for s in contenders if value(drawn[s]) == target]
            if len(contenders) == 1 or len(deck) < len(contenders):
                return contenders[0]

    def _start_round(self, number: int, events: list[Event]) -> None:
        rules = self.rules
        self.round_number = number
        active = self.active_seats()
        row = rules.deck_row(len(active))
        shoe = build_shoe(row.decks, row.jokers)
        self._rng(1 + 64 * self.deals_played).shuffle(shoe)
        dealt = rules.round(number).cards_dealt
        self.hands = [[] for _ in range(self.n)]
        seat = self.next_seat(self.dealer)
        order = []
        for _ in range(len(active)):
            order.append(seat)
            seat = self.next_seat(seat)
        for _ in range(dealt):
            for s in order:
                self.hands[s].append(shoe.pop())
        self.discard = [shoe.pop()]
        self.stock = shoe
        self.melds = []
        self.next_meld_id = 0
        self.down = [False] * self.n
        self.down_turn = [-1] * self.n
        self.buys = [0] * self.n
        self.draws = [0] * self.n
        self.rebuilds = 0
        self.turn_count = 0
        self.queue = []
        self.claimant = None
        self.discarder = None
        self.round_winner = None
        self.round_result = None
        self.turn = order[0]
        self.to_act = self.turn
        self.phase = DRAW
        self._log("round", number, self.dealer)
        self._log("upcard", None, self.discard[-1].uid)
        self.round_start = Event(
            EventKind.ROUND_STARTED,
            None,
            {
                "round": number,
                "dealer": self.dealer,
                "order": order,
                "upcard": self.discard[-1].uid,
            },
        )
        events.append(self._round_start_copy())

    def _round_start_copy(self) -> Event:
        """A copy of ``round_start`` the caller may keep (its data is never shared)."""
        ev = self.round_start
        assert ev is not None
        return _event_copy(ev)

    def start_events(self) -> list[Event]:
        """The events of the current round's deal: ``[round_started]`` with its dealer,
        playing order and upcard, as the move that dealt it reported (the constructor
        for the first round). In ``ROUND_OVER`` and ``GAME_OVER`` it is the round just
        played. What a window shows when a game starts or is restored, so it never
        has to invent the deal; a view gives the same (nothing in it is private)."""
        return [self._round_start_copy()]

    def end_events(self) -> list[Event]:
        """``[round_ended]`` of the round just scored (in ``ROUND_OVER``, and in
        ``GAME_OVER`` when the game ended with a scored round), as the move that ended
        it reported; ``[]`` while a round is being played. What a window shows again
        when a game saved between rounds is opened."""
        ev = self.round_result
        if ev is None:
            return []
        return [_event_copy(ev)]

    # ---------------------------------------------------------------- clone
    def clone(self) -> GameState:
        """An independent copy. Table melds are shared until changed (copy on write)."""
        g = GameState.__new__(GameState)
        g.rules = self.rules
        g.n = self.n
        g.seed = self.seed
        g.history = self.history
        g.round_number = self.round_number
        g.dealer = self.dealer
        g.hands = [h[:] for h in self.hands]
        g.stock = self.stock[:]
        g.discard = self.discard[:]
        g.melds = self.melds[:]
        g.next_meld_id = self.next_meld_id
        g.down = self.down[:]
        g.down_turn = self.down_turn[:]
        g.buys = self.buys[:]
        g.draws = self.draws[:]
        g.phase = self.phase
        g.turn = self.turn
        g.to_act = self.to_act
        g.queue = self.queue[:]
        g.claimant = self.claimant
        g.discarder = self.discarder
        g.rebuilds = self.rebuilds
        g.turn_count = self.turn_count
        g.round_scores = [r[:] for r in self.round_scores]
        g.totals = self.totals[:]
        g.left = self.left[:]
        g.winners = self.winners[:]
        g.log = self.log
        g.is_view = self.is_view
        g.viewer = self.viewer
        g.deals_played = self.deals_played
        g.round_winner = self.round_winner
        g.round_start = self.round_start
        g.round_result = self.round_result
        g._solver = self._solver
        g._probing = self._probing
        g._wild = self._wild
        g._memo = self._memo
        return g

    def view(self, seat: int | None) -> GameState:
        """What ``seat`` may know: its own hand, hand sizes, the table, the discard pile,
        the public history. Other hands and the stock hold ``HIDDEN``; no seed and no
        action list (they would reveal the deal).

        ``seat`` None gives the spectator's view: what anyone watching the table may
        know, every hand ``HIDDEN`` (``viewer`` None). Its ``legal_actions`` answers only
        in ``ROUND_OVER``; ask it for no seat's moves in play (it holds no hand)."""
        if seat is not None and not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat}")
        v = self.clone()
        v.seed = None  # type: ignore[assignment]
        v.history = None
        v.hands = [h[:] if s == seat else [HIDDEN] * len(h) for s, h in enumerate(self.hands)]
        v.stock = [HIDDEN] * len(self.stock)
        v.is_view = True
        v.viewer = seat
        return v

    def has_gone_down(self, seat: int) -> bool:
        """``seat`` has gone down this round (never in the single-hand game, where
        players only go out)."""
        return bool(self.down[seat]) and not self.rules.single_hand

    def open_view(self) -> GameState:
        """Every hand face up, the stock still hidden (``viewer`` None): the table as a
        finished game may be shown in full, e.g. in its replay. Nothing of the deal's
        future is in it (no seed, no actions, no stock)."""
        v = self.view(None)
        v.hands = [h[:] for h in self.hands]
        return v

    # -------------------------------------------------------- legal actions
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every legal action of ``seat`` (default: the seat to act) where that is finite.

        Going down and going out are listed once, with the solver's best
        arrangement; other arrangements are legal too and ``apply`` checks them. In
        ``ROUND_OVER`` the deal of the next round is listed for any seat (or none).
        """
        phase = self.phase
        if phase == ROUND_OVER:
            return [NEXT_ROUND]
        if seat is None:
            seat = self.to_act
        if seat is None or seat != self.to_act or phase == GAME_OVER:
            return []
        if phase == DRAW:
            out: list[Action] = [DRAW_STOCK, TAKE_DISCARD] if self.discard else [DRAW_STOCK]
            if self.rules.single_hand and self.draws[seat] == 0:
                go = self._best_going_out(seat)
                if go is not None:
                    out.append(go)
            return out
        if phase == MAY_I:
            return [CLAIM, PASS]
        if phase == FIRST_REFUSAL:
            return [TAKE_DISCARD, PASS]
        return self._play_actions(seat)

    # ---------------------------------------------------------------- apply
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply ``action`` for ``seat`` (default: the seat to act). Returns events.

        Raises IllegalMove with a reason code; the state is then unchanged. In
        ``ROUND_OVER`` only ``NextRound`` (from any seat) and ``Leave`` are taken.
        """
        if self.is_view:
            raise IllegalMove("view_is_read_only")
        if isinstance(action, Leave):
            events = self._leave(action.seat)
        elif self.phase == ROUND_OVER or type(action) is NextRound:
            if self.phase != ROUND_OVER or type(action) is not NextRound:
                if self.phase == GAME_OVER:
                    raise IllegalMove("game_over")
                raise IllegalMove("wrong_phase", phase=self.phase)
            events = self._deal_next()
        else:
            if self.phase == GAME_OVER:
                raise IllegalMove("game_over")
            actor = self.to_act if seat is None else seat
            if actor != self.to_act:
                raise IllegalMove("not_your_turn", seat=actor, to_act=self.to_act)
            handler = _HANDLERS.get(type(action))
            if handler is None:
                raise IllegalMove("unknown_action", action=type(action).__name__)
            events = handler(self, actor, action)
        if self.history is not None:
            self.history = (action, self.history)
        return events

    # ------------------------------------------------------------- summary
    def public_table(self) -> list[dict]:
        return [m.to_dict() for m in self.melds]

    def card_count(self) -> int:
        return (
            sum(len(h) for h in self.hands)
            + len(self.stock)
            + len(self.discard)
            + sum(len(m.cards) for m in self.melds)
        )


def _event_copy(ev: Event) -> Event:
    """A copy of ``ev`` whose data (lists and dicts one level down) shares nothing."""
    data = {}
    for k, v in ev.data.items():
        if isinstance(v, list):
            v = list(v)
        elif isinstance(v, dict):
            v = {kk: list(vv) if isinstance(vv, list) else vv for kk, vv in v.items()}
        data[k] = v
    return Event(ev.kind, ev.seat, data)


def _unwind(node: tuple) -> list:
    """The items of a shared, append-only history ``(last, (previous, ...))``, oldest first.

    Histories are kept as linked pairs so that ``clone()`` shares them instead of copying.
    """
    out = []
    while node:
        out.append(node[0])
        node = node[1]
    out.reverse()
    return out


_HANDLERS = {
    DrawStock: GameState._do_draw_stock,
    TakeDiscard: GameState._do_take_discard,
    Claim: GameState._do_claim,
    Pass: GameState._do_pass,
    GoDown: GameState._do_go_down,
    LayOff: GameState._do_lay_off,
    SwapWild: GameState._do_swap,
    Discard: GameState._do_discard,
    GoOut: GameState._do_go_out,
}

__all__ = [
    "GameState",
    "Event",
    "EventKind",
    "Phase",
    "DRAW",
    "MAY_I",
    "FIRST_REFUSAL",
    "PLAY",
    "ROUND_OVER",
    "GAME_OVER",
    "HIDDEN",
    "is_wild",
]
