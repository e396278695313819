"""The game state and turn flow: deal, draw, May I?, melding, discards, scoring.

One mutable object in the style of OpenSpiel: ``legal_actions()``,
``apply(action) -> events``, ``clone()``, ``view(seat)``. ``apply`` either
changes the state and returns :class:`Event` values describing what happened,
or raises :class:`IllegalMove` and leaves the state exactly as it was (every
check runs before the first change).

Phases: ``DRAW`` (the seat in turn draws or takes the discard), ``MAY_I``
(``to_act`` may claim the passed discard), ``FIRST_REFUSAL`` (Liverpool: the
seat in turn may take a claimed discard itself), ``PLAY`` (meld, then
discard), ``GAME_OVER``. A finished round is scored and the next one dealt
inside the same ``apply``; the events say so.

Decisions recorded here (RULES.md leaves them open):
- Declining the discard (``DrawStock``) with May I? open runs the claim
  window first; the seat in turn draws its stock card after any penalty
  card, as the May I? text orders.
- A seat may claim only if the stock holds the penalty cards and one more
  card for the seat in turn.
- ``round_turn_limit`` turns, or ``max_stock_rebuilds`` rebuilt stocks, end
  a round as if the stock ran out, so no round can loop forever.
- A player who leaves puts their hand under the stock; their seat is skipped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import (
    Action,
    Claim,
    Discard,
    DrawStock,
    GoDown,
    GoOut,
    LayOff,
    Leave,
    MeldSpec,
    Pass,
    SwapWild,
    TakeDiscard,
)
from .cards import Card, DealRandom, build_shoe
from .errors import IllegalMove
from .melds import (
    Placement,
    TableMeld,
    add_to_meld,
    check_meld,
    is_wild,
    layoff_fit,
    layoff_options,
    pos_rank,
)
from .rules import RUN, RuleSet
from .scoring import hand_points
from .solver import solver_for

DRAW, MAY_I, FIRST_REFUSAL, PLAY, GAME_OVER = "draw", "may_i", "first_refusal", "play", "game_over"
HIDDEN = None  # what a view holds in place of a card it may not see


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the log, animations and replays."""

    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)


class GameState:
    """A whole game: all rounds of a contract game, or all deals of a single-hand match."""

    __slots__ = (
        "rules", "n", "seed", "history", "round_number", "dealer", "hands", "stock",
        "discard", "melds", "next_meld_id", "down", "down_turn", "buys", "draws", "phase",
        "turn", "to_act", "queue", "claimant", "discarder", "rebuilds", "turn_count",
        "round_scores", "totals", "left", "winners", "log", "is_view", "viewer",
        "deals_played", "round_winner", "_solver",
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
        self.phase = DRAW
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
        self._solver = solver_for(rules)
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
        out = []
        node = self.log
        while node:
            out.append(node[0])
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

    @property
    def actions(self) -> list[Action] | None:
        """Every applied action, oldest first (None in a view)."""
        if self.history is None:
            return None
        out = []
        node = self.history
        while node:
            out.append(node[0])
            node = node[1]
        out.reverse()
        return out

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
        self.turn = order[0]
        self.to_act = self.turn
        self.phase = DRAW
        self._log("round", number, self.dealer)
        self._log("upcard", None, self.discard[-1].uid)
        events.append(
            Event(
                "round_started",
                None,
                {
                    "round": number,
                    "dealer": self.dealer,
                    "order": order,
                    "upcard": self.discard[-1].uid,
                },
            )
        )

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
        g._solver = self._solver
        return g

    def view(self, seat: int) -> GameState:
        """What ``seat`` may know: its own hand, hand sizes, the table, the discard pile,
        the public history. Other hands and the stock hold ``HIDDEN``; no seed and no
        action list (they would reveal the deal)."""
        if not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat}")
        v = self.clone()
        v.seed = None  # type: ignore[assignment]
        v.history = None
        v.hands = [h[:] if s == seat else [HIDDEN] * len(h) for s, h in enumerate(self.hands)]
        v.stock = [HIDDEN] * len(self.stock)
        v.is_view = True
        v.viewer = seat
        return v

    # -------------------------------------------------------- legal actions
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every legal action of ``seat`` (default: the seat to act) where that is finite.

        Going down and going out are listed once, with the solver's best
        arrangement; other arrangements are legal too and ``apply`` checks them.
        """
        if seat is None:
            seat = self.to_act
        if seat is None or seat != self.to_act or self.phase == GAME_OVER:
            return []
        phase = self.phase
        if phase == DRAW:
            out: list[Action] = [DrawStock()]
            if self.discard:
                out.append(TakeDiscard())
            if self.rules.single_hand and self.draws[seat] == 0:
                go = self._best_going_out(seat)
                if go is not None:
                    out.append(go)
            return out
        if phase == MAY_I:
            return [Claim(), Pass()]
        if phase == FIRST_REFUSAL:
            return [TakeDiscard(), Pass()]
        return self._play_actions(seat)

    def _play_actions(self, seat: int) -> list[Action]:
        rules = self.rules
        hand = self.hands[seat]
        out: list[Action] = []
        if rules.single_hand:
            go = self._best_going_out(seat)
            if go is not None:
                out.append(go)
        elif not self.down[seat]:
            arr = self._solver.find(hand, self.contract, best_only=False)
            if arr is not None and self._may_leave(
                seat, len(hand) - sum(m.size for m in arr.melds)
            ):
                out.append(
                    GoDown(
                        tuple(MeldSpec(m.kind, tuple(c.uid for c in m.cards)) for m in arr.melds)
                    )
                )
        elif self._may_meld_more(seat) and self._may_leave(seat, len(hand) - 1):
            out.extend(self._layoff_actions(seat))
            if rules.wild_swap:
                out.extend(self._swap_actions(seat))
        if len(hand) > 1 or not self._must_meld_out():
            out.extend(Discard(c.uid) for c in hand)
        return out

    def _layoff_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        rules = self.rules
        hand = self.hands[seat]
        wild = [is_wild(c, rules) for c in hand]
        for m in self.melds:
            for end, suit, rank, wild_ok in layoff_options(m, rules):
                for c, w in zip(hand, wild):
                    if (c.rank == rank and (suit < 0 or c.suit == suit)) or (w and wild_ok):
                        out.append(LayOff(c.uid, m.id, end))
        return out

    def _swap_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        rules = self.rules
        for m in self.melds:
            if m.kind != RUN or not any(m.wild):
                continue
            for c in self.hands[seat]:
                if c.rank == 0 or c.suit != m.suit:
                    continue
                idx = self._swap_index(m, c)
                if idx is None:
                    continue
                freed = m.cards[idx]
                swapped = m.copy()
                swapped.cards[idx] = c
                swapped.wild[idx] = False
                for t in self.melds:
                    target = swapped if t.id == m.id else t
                    for end in (None,) if t.kind != RUN else ("low", "high"):
                        if not isinstance(layoff_fit(target, freed, end, rules), str):
                            out.append(SwapWild(c.uid, m.id, t.id, end))
        return out

    @staticmethod
    def _swap_index(m: TableMeld, c: Card) -> int | None:
        for i, (pos, w) in enumerate(zip(m.positions, m.wild)):
            if w and pos_rank(pos) == c.rank:
                return i
        return None

    def _best_going_out(self, seat: int) -> GoOut | None:
        arr = self._solver.find_going_out(self.hands[seat], best=False)
        if arr is None:
            return None
        return GoOut(tuple(MeldSpec(RUN, tuple(c.uid for c in m.cards)) for m in arr.melds))

    def _last_round(self) -> bool:
        return self.round_number == self.rules.num_rounds

    def _must_meld_out(self) -> bool:
        """True when a hand may not be emptied by discarding (Liverpool's last round)."""
        rules = self.rules
        return rules.single_hand or (rules.last_round_meld_out and self._last_round())

    def _may_meld_more(self, seat: int) -> bool:
        if not self.down[seat]:
            return False
        return self.rules.lay_off_same_turn or self.down_turn[seat] != self.turn_count

    def _may_leave(self, seat: int, cards_left: int) -> bool:
        """May a melding action leave ``cards_left`` cards in hand?

        Not zero when a final discard is required; not exactly one when the
        hand may not be emptied by a discard (Liverpool's last round), since
        that card could then never leave the hand.
        """
        if cards_left == 1 and self._must_meld_out():
            return False
        if cards_left > 0:
            return True
        return cards_left == 0 and self.rules.final_discard != "required"

    # ---------------------------------------------------------------- apply
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply ``action`` for ``seat`` (default: the seat to act). Returns events.

        Raises IllegalMove with a reason code; the state is then unchanged.
        """
        if self.is_view:
            raise IllegalMove("view_is_read_only")
        if isinstance(action, Leave):
            events = self._leave(action.seat)
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

    # -- draw phase
    def _need(self, *phases: str) -> None:
        if self.phase not in phases:
            raise IllegalMove("wrong_phase", phase=self.phase)

    def _do_draw_stock(self, seat: int, action: DrawStock) -> list[Event]:
        self._need(DRAW)
        events: list[Event] = []
        queue = self._may_i_queue(seat)
        if queue:
            self.queue = queue
            self.phase = MAY_I
            self.to_act = queue[0]
            self._log("decline", seat, self.discard[-1].uid)
            events.append(
                Event("may_i_open", seat, {"card": self.discard[-1].uid, "queue": queue[:]})
            )
            return events
        self._draw_for_turn(seat, events)
        return events

    def _may_i_queue(self, seat: int) -> list[int]:
        rules = self.rules
        if not self.discard or not rules.may_i_open(self.round_number):
            return []
        if len(self.stock) < rules.may_i_penalty + 1:
            return []
        out = []
        s = self.next_seat(seat)
        while s != seat:
            ok = True
            if (
                s == self.discarder
                and not rules.discarder_may_buy
                or rules.may_i_limit
                and self.buys[s] >= rules.may_i_limit
                or self.down[s]
                and not rules.may_i_after_down
            ):
                ok = False
            if ok:
                out.append(s)
            s = self.next_seat(s)
        return out

    def _draw_for_turn(self, seat: int, events: list[Event]) -> None:
        """The seat in turn draws from the stock and moves to PLAY (or the round ends)."""
        card = self._pop_stock(events)
        if card is None:
            self._end_round(None, events)
            return
        self.hands[seat].append(card)
        self.draws[seat] += 1
        self.phase = PLAY
        self.to_act = seat
        self._log("draw", seat, None)
        events.append(Event("drew_stock", seat, {"card": card.uid}))

    def _pop_stock(self, events: list[Event]) -> Card | None:
        if not self.stock:
            rules = self.rules
            # turn_over_once: the second time the stock runs out ends the round (RULES.md §2.8).
            most = 1 if rules.stock_exhausted == "turn_over_once" else rules.max_stock_rebuilds
            if self.rebuilds >= min(most, rules.max_stock_rebuilds) or len(self.discard) < 2:
                return None
            top = self.discard.pop()
            rest = self.discard
            if rules.stock_exhausted == "turn_over_once":
                rest.reverse()
            else:
                self._rng(2 + 64 * self.deals_played + self.rebuilds).shuffle(rest)
            self.stock = rest
            self.discard = [top]
            self.rebuilds += 1
            self._log("stock_rebuilt", None, len(rest))
            events.append(
                Event("stock_rebuilt", None, {"cards": len(rest), "mode": rules.stock_exhausted})
            )
        return self.stock.pop()

    def _do_take_discard(self, seat: int, action: TakeDiscard) -> list[Event]:
        self._need(DRAW, FIRST_REFUSAL)
        if not self.discard:
            raise IllegalMove("discard_empty")
        events: list[Event] = []
        card = self.discard.pop()
        self.hands[seat].append(card)
        self.draws[seat] += 1
        if self.phase == FIRST_REFUSAL:
            events.append(
                Event("first_refusal_taken", seat, {"card": card.uid, "claimant": self.claimant})
            )
            self.claimant = None
        self.phase = PLAY
        self.to_act = seat
        self.queue = []
        self._log("take", seat, card.uid)
        events.append(Event("took_discard", seat, {"card": card.uid}))
        return events

    # -- May I?
    def _do_claim(self, seat: int, action: Claim) -> list[Event]:
        self._need(MAY_I)
        events: list[Event] = []
        if self.rules.turn_player_first_refusal:
            self.claimant = seat
            self.phase = FIRST_REFUSAL
            self.to_act = self.turn
            self.queue = []
            events.append(
                Event("claimed", seat, {"card": self.discard[-1].uid, "first_refusal": self.turn})
            )
            return events
        self._award_claim(seat, events)
        return events

    def _award_claim(self, seat: int, events: list[Event]) -> None:
        card = self.discard.pop()
        penalty = [self.stock.pop() for _ in range(self.rules.may_i_penalty)]
        self.hands[seat].append(card)
        self.hands[seat].extend(penalty)
        self.buys[seat] += 1
        self.queue = []
        self.claimant = None
        self._log("buy", seat, card.uid)
        events.append(
            Event("bought", seat, {"card": card.uid, "penalty": [c.uid for c in penalty]})
        )
        self._draw_for_turn(self.turn, events)

    def _do_pass(self, seat: int, action: Pass) -> list[Event]:
        self._need(MAY_I, FIRST_REFUSAL)
        events: list[Event] = []
        if self.phase == FIRST_REFUSAL:
            claimant = self.claimant
            assert claimant is not None
            events.append(Event("first_refusal_declined", seat, {}))
            self._award_claim(claimant, events)
            return events
        self._log("pass", seat, self.discard[-1].uid)
        events.append(Event("passed", seat, {"card": self.discard[-1].uid}))
        self.queue.pop(0)
        if self.queue:
            self.to_act = self.queue[0]
        else:
            self._draw_for_turn(self.turn, events)
        return events

    # -- melding
    def _cards_from_hand(self, seat: int, uids: Sequence[int]) -> list[Card]:
        hand = {c.uid: c for c in self.hands[seat]}
        if len(set(uids)) != len(uids):
            raise IllegalMove("duplicate_card")
        out = []
        for u in uids:
            c = hand.get(u)
            if c is None:
                raise IllegalMove("card_not_in_hand", card=u)
            out.append(c)
        return out

    def _placement(self, cards: list[Card], spec: MeldSpec, min_length: int) -> Placement:
        check = check_meld(cards, spec.kind, self.rules, min_length)
        if not check.ok:
            raise IllegalMove("invalid_meld", why=check.reason, cards=[c.code for c in cards])
        if spec.low is None:
            return check.placements[0]
        for p in check.placements:
            if p.low == spec.low or (spec.kind == RUN and pos_rank(p.low) == pos_rank(spec.low)):
                return p
        raise IllegalMove(
            "invalid_meld", why="placement_not_possible", cards=[c.code for c in cards]
        )

    def _match_contract(self, specs: Sequence[MeldSpec]) -> list[int]:
        """Minimum length for each spec, matching the melds to the contract exactly."""
        reqs = list(self.contract)
        if len(specs) != len(reqs):
            raise IllegalMove("contract_not_met", why="meld_count", need=len(reqs), got=len(specs))
        mins = [0] * len(specs)
        for kind in ("set", "run"):
            idx = sorted(
                (i for i, s in enumerate(specs) if s.kind == kind),
                key=lambda i: -len(specs[i].cards),
            )
            need = sorted((r.min_length for r in reqs if r.kind == kind), reverse=True)
            if len(idx) != len(need):
                raise IllegalMove("contract_not_met", why="meld_kinds")
            for i, m in zip(idx, need):
                if len(specs[i].cards) < m:
                    raise IllegalMove("contract_not_met", why="meld_too_short", need=m)
                mins[i] = m
        return mins

    def _do_go_down(self, seat: int, action: GoDown) -> list[Event]:
        self._need(PLAY)
        if self.rules.single_hand:
            raise IllegalMove("no_going_down_in_single_hand")
        if self.down[seat]:
            raise IllegalMove("already_down")
        mins = self._match_contract(action.melds)
        all_uids = [u for m in action.melds for u in m.cards]
        cards_all = self._cards_from_hand(seat, all_uids)
        by_uid = {c.uid: c for c in cards_all}
        placements = [
            self._placement([by_uid[u] for u in spec.cards], spec, mn)
            for spec, mn in zip(action.melds, mins)
        ]
        left = len(self.hands[seat]) - len(all_uids)
        if not self._may_leave(seat, left):
            raise IllegalMove("must_keep_discard")
        events: list[Event] = []
        used = set(all_uids)
        self.hands[seat] = [c for c in self.hands[seat] if c.uid not in used]
        ids = []
        for p in placements:
            meld = TableMeld.from_placement(self.next_meld_id, seat, p)
            self.next_meld_id += 1
            self.melds.append(meld)
            ids.append(meld.id)
        self.down[seat] = True
        self.down_turn[seat] = self.turn_count
        self._log("down", seat, tuple(ids))
        events.append(
            Event("went_down", seat, {"melds": ids, "sizes": [len(p.cards) for p in placements]})
        )
        if not self.hands[seat]:
            self._end_round(seat, events)
        return events

    def _do_lay_off(self, seat: int, action: LayOff) -> list[Event]:
        self._need(PLAY)
        if not self.down[seat]:
            raise IllegalMove("not_down")
        if not self._may_meld_more(seat):
            raise IllegalMove("no_lay_off_this_turn")
        (card,) = self._cards_from_hand(seat, [action.card])
        meld = self.meld_by_id(action.meld)
        fit = layoff_fit(meld, card, action.end, self.rules)
        if isinstance(fit, str):
            raise IllegalMove("cannot_lay_off", why=fit, card=card.code, meld=meld.id)
        if not self._may_leave(seat, len(self.hands[seat]) - 1):
            raise IllegalMove("must_keep_discard")
        events: list[Event] = []
        self.hands[seat].remove(card)
        new = meld.copy()
        add_to_meld(new, card, fit[0], fit[1])
        self._replace_meld(new)
        self._log("layoff", seat, (card.uid, meld.id))
        events.append(
            Event(
                "laid_off",
                seat,
                {"card": card.uid, "meld": meld.id, "rank": _rank_of(new, fit[0]), "wild": fit[1]},
            )
        )
        if not self.hands[seat]:
            self._end_round(seat, events)
        return events

    def _replace_meld(self, new: TableMeld) -> None:
        for i, m in enumerate(self.melds):
            if m.id == new.id:
                self.melds[i] = new
                return

    def _do_swap(self, seat: int, action: SwapWild) -> list[Event]:
        self._need(PLAY)
        rules = self.rules
        if not rules.wild_swap:
            raise IllegalMove("wild_swap_off")
        if not self.down[seat]:
            raise IllegalMove("not_down")
        if not self._may_meld_more(seat):
            raise IllegalMove("no_lay_off_this_turn")
        (card,) = self._cards_from_hand(seat, [action.card])
        meld = self.meld_by_id(action.meld)
        if meld.kind != RUN:
            raise IllegalMove("cannot_swap", why="not_a_run")
        if card.rank == 0 or card.suit != meld.suit:
            raise IllegalMove("cannot_swap", why="not_the_card")
        idx = self._swap_index(meld, card)
        if idx is None:
            raise IllegalMove("cannot_swap", why="no_matching_wild")
        swapped = meld.copy()
        freed = swapped.cards[idx]
        swapped.cards[idx] = card
        swapped.wild[idx] = False
        target = swapped if action.target == meld.id else self.meld_by_id(action.target)
        fit = layoff_fit(target, freed, action.end, rules)
        if isinstance(fit, str):
            raise IllegalMove("cannot_swap", why=fit)
        if not self._may_leave(seat, len(self.hands[seat]) - 1):
            raise IllegalMove("must_keep_discard")
        events: list[Event] = []
        self.hands[seat].remove(card)
        placed = target.copy() if target is not swapped else swapped
        add_to_meld(placed, freed, fit[0], fit[1])
        self._replace_meld(swapped)
        self._replace_meld(placed)
        self._log("swap", seat, (card.uid, meld.id, freed.uid, target.id))
        events.append(
            Event(
                "swapped_wild",
                seat,
                {"card": card.uid, "meld": meld.id, "wild": freed.uid, "target": target.id},
            )
        )
        if not self.hands[seat]:
            self._end_round(seat, events)
        return events

    def _do_go_out(self, seat: int, action: GoOut) -> list[Event]:
        rules = self.rules
        if not rules.single_hand:
            raise IllegalMove("go_out_single_hand_only")
        self._need(DRAW, PLAY)
        if self.phase == DRAW and self.draws[seat] != 0:
            raise IllegalMove("wrong_phase", phase=self.phase)
        lengths = sorted((len(m.cards) for m in action.melds), reverse=True)
        if tuple(lengths) not in {tuple(sorted(p, reverse=True)) for p in rules.going_out_patterns}:
            raise IllegalMove("not_a_going_out_pattern", lengths=lengths)
        uids = [u for m in action.melds for u in m.cards]
        cards = self._cards_from_hand(seat, uids)
        by_uid = {c.uid: c for c in cards}
        placements = [self._placement([by_uid[u] for u in m.cards], m, 3) for m in action.melds]
        if any(m.kind != RUN for m in action.melds):
            raise IllegalMove("invalid_meld", why="sets_not_allowed")
        hand = self.hands[seat]
        rest = [c for c in hand if c.uid not in set(uids)]
        if len(rest) != (1 if self.phase == PLAY else 0):
            raise IllegalMove("must_use_all_cards", left=len(rest))
        events: list[Event] = []
        ids = []
        for p in placements:
            meld = TableMeld.from_placement(self.next_meld_id, seat, p)
            self.next_meld_id += 1
            self.melds.append(meld)
            ids.append(meld.id)
        self.hands[seat] = []
        self.down[seat] = True
        self.down_turn[seat] = self.turn_count
        events.append(
            Event("went_down", seat, {"melds": ids, "sizes": [len(p.cards) for p in placements]})
        )
        if rest:
            self.discard.append(rest[0])
            self._log("discard", seat, rest[0].uid)
            events.append(Event("discarded", seat, {"card": rest[0].uid}))
        self._end_round(seat, events)
        return events

    # -- discard and turn end
    def _do_discard(self, seat: int, action: Discard) -> list[Event]:
        self._need(PLAY)
        (card,) = self._cards_from_hand(seat, [action.card])
        hand = self.hands[seat]
        if len(hand) == 1 and self._must_meld_out():
            raise IllegalMove("must_meld_out")
        events: list[Event] = []
        hand.remove(card)
        self.discard.append(card)
        self.discarder = seat
        self._log("discard", seat, card.uid)
        events.append(Event("discarded", seat, {"card": card.uid}))
        if not hand:
            self._end_round(seat, events)
            return events
        self._next_turn(events)
        return events

    def _next_turn(self, events: list[Event]) -> None:
        self.turn_count += 1
        if self.turn_count >= self.rules.round_turn_limit:
            events.append(Event("turn_limit", None, {"turns": self.turn_count}))
            self._end_round(None, events)
            return
        self.turn = self.next_seat(self.turn)
        self.to_act = self.turn
        self.phase = DRAW
        self.queue = []
        events.append(Event("turn", self.turn, {}))

    # -- scoring and round end
    def _end_round(self, winner: int | None, events: list[Event]) -> None:
        rules = self.rules
        scores: list[int | None] = [None] * self.n
        active = self.active_seats()
        if rules.single_hand:
            for s in active:
                scores[s] = 0
            if winner is not None:
                pay = self._settlement(winner)
                for s in active:
                    scores[s] = pay * (len(active) - 1) if s == winner else -pay
        else:
            for s in active:
                scores[s] = hand_points(self.hands[s], rules)
            if (
                winner is not None
                and rules.down_and_out_bonus
                and self.down_turn[winner] == self.turn_count
            ):
                scores[winner] = rules.down_and_out_bonus
        for s in active:
            self.totals[s] += scores[s] or 0
        self.round_scores.append(scores)
        self.round_winner = winner
        self.deals_played += 1
        self._log("round_end", winner, tuple(scores))
        events.append(
            Event(
                "round_ended",
                winner,
                {
                    "round": self.round_number,
                    "scores": scores[:],
                    "totals": self.totals[:],
                    "hands": {s: [c.uid for c in self.hands[s]] for s in active},
                    "exhausted": winner is None,
                },
            )
        )
        if self._match_finished():
            self._end_game(events)
            return
        self.dealer = self.next_seat(self.dealer)
        self._start_round(self.round_number + 1 if not rules.single_hand else 1, events)

    def _match_finished(self) -> bool:
        rules = self.rules
        if len(self.active_seats()) < 2:
            return True
        if rules.single_hand:
            deals = rules.match_deals or self.n
            return self.deals_played >= deals
        return self.round_number >= rules.num_rounds

    def _settlement(self, winner: int) -> int:
        rules = self.rules
        s = rules.settlement
        pay = s.win
        any_wild = False
        suits = set()
        for m in self.melds:
            if m.owner != winner:
                continue
            for c, w in zip(m.cards, m.wild):
                if w:
                    any_wild = True
                    pay += s.per_joker if c.rank == 0 else s.per_deuce_wild
                else:
                    suits.add(c.suit)
        d = self.draws[winner]
        if d == 0:
            pay += s.no_draw
        elif d == 1:
            pay += s.one_draw
        if not any_wild:
            pay += s.no_wild
        if len(suits) == 1:
            pay += s.one_suit
        return pay

    def _end_game(self, events: list[Event]) -> None:
        self.phase = GAME_OVER
        self.to_act = None
        active = self.active_seats()
        others_done = [self.totals[s] for s in active]
        void = False
        for s in range(self.n):
            if self.left[s]:
                if len(others_done) >= 2:
                    self.totals[s] = sum(sorted(others_done, reverse=True)[:2])
                else:
                    void = True
        if void or not active:
            self.winners = []
        elif self.rules.single_hand:
            best = max(self.totals[s] for s in active)
            self.winners = [s for s in active if self.totals[s] == best]
        else:
            best = min(self.totals[s] for s in active)
            self.winners = [s for s in active if self.totals[s] == best]
        self._log("game_end", None, tuple(self.winners))
        events.append(
            Event(
                "game_over",
                None,
                {"totals": self.totals[:], "winners": self.winners[:], "void": void},
            )
        )

    # -- leaving
    def _leave(self, seat: int) -> list[Event]:
        if self.phase == GAME_OVER:
            raise IllegalMove("game_over")
        if not 0 <= seat < self.n or self.left[seat]:
            raise IllegalMove("no_such_seat", seat=seat)
        events: list[Event] = [Event("left", seat, {})]
        was_turn = self.turn == seat
        was_acting = self.to_act == seat
        self.left[seat] = True
        self.stock[:0] = self.hands[seat]
        self.hands[seat] = []
        self._log("left", seat, None)
        if len(self.active_seats()) < 2:
            self._end_game(events)
            return events
        if self.dealer == seat:
            self.dealer = self.next_seat(seat)
        if seat in self.queue:
            self.queue.remove(seat)
        if self.claimant == seat:
            self.claimant = None
            self.phase = MAY_I
        if was_turn:
            # The round goes on with the next seat; cards it drew went under the stock.
            self.queue = []
            self.claimant = None
            self.turn = self.next_seat(seat)
            self.to_act = self.turn
            self.phase = DRAW
            events.append(Event("turn", self.turn, {}))
        elif was_acting or (self.phase == MAY_I and not self.queue):
            if self.phase == FIRST_REFUSAL:
                pass
            elif self.queue:
                self.to_act = self.queue[0]
            else:
                self._draw_for_turn(self.turn, events)
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


def _rank_of(meld: TableMeld, pos: int) -> int:
    return pos_rank(pos) if meld.kind == RUN else meld.rank


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
    "DRAW",
    "MAY_I",
    "FIRST_REFUSAL",
    "PLAY",
    "GAME_OVER",
    "HIDDEN",
    "is_wild",
]
