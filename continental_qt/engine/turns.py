"""Drawing, the May I? window, the stock running out, discarding and passing the turn."""

from __future__ import annotations

from .actions import (
    Claim,
    Discard,
    DrawStock,
    Pass,
    TakeDiscard,
)
from .cards import Card
from .errors import IllegalMove
from .events import DRAW, FIRST_REFUSAL, MAY_I, PLAY, Event, EventKind, event

# The kinds of the most frequent events, bound once (reading an enum member off its
# class costs a lookup each time, and every move reports one or two of these).
_DREW_STOCK = EventKind.DREW_STOCK
_TOOK_DISCARD = EventKind.TOOK_DISCARD
_MAY_I_OPEN = EventKind.MAY_I_OPEN
_PASSED = EventKind.PASSED
_DISCARDED = EventKind.DISCARDED
_TURN = EventKind.TURN


class TurnFlow:
    """Drawing, the May I? window, the stock running out, discarding and passing the turn.

    Mixed into :class:`~continental_qt.engine.state.GameState`; uses its attributes.
    """

    __slots__ = ()

    # -- draw phase
    def _need(self, *phases: str) -> None:
        if self.phase not in phases:
            raise IllegalMove("wrong_phase", phase=self.phase)

    def _do_draw_stock(self, seat: int, action: DrawStock) -> list[Event]:
        if self.phase != DRAW:
            raise IllegalMove("wrong_phase", phase=self.phase)
        events: list[Event] = []
        queue = self._may_i_queue(seat)
        if queue:
            self.queue = queue
            self.phase = MAY_I
            self.to_act = queue[0]
            self._log("decline", seat, self.discard[-1].uid)
            events.append(
                event(_MAY_I_OPEN, seat, {"card": self.discard[-1].uid, "queue": queue[:]})
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
        # The seats after ``seat`` in playing order, skipping those who left (the seat
        # in turn never has), as ``next_seat`` steps, without a call per seat.
        out = []
        n, d = self.n, rules.direction
        left, buys, down = self.left, self.buys, self.down
        discarder = None if rules.discarder_may_buy else self.discarder
        limit = rules.may_i_limit
        after_down = rules.may_i_after_down
        s = (seat + d) % n
        while s != seat:
            if not (
                left[s]
                or s == discarder
                or limit
                and buys[s] >= limit
                or down[s]
                and not after_down
            ):
                out.append(s)
            s = (s + d) % n
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
        events.append(event(_DREW_STOCK, seat, {"card": card.uid}))

    def _pop_stock(self, events: list[Event]) -> Card | None:
        """The top stock card, rebuilding an empty stock first (RULES.md §2.8); None when
        no card can be drawn, which ends the round."""
        if not self.stock:
            rules = self.rules
            # turn_over_once: the second time the stock runs out ends the round; a
            # reshuffled stock is rebuilt every time (round_turn_limit ends a round that
            # would never finish).
            once = rules.stock_exhausted == "turn_over_once"
            if (once and self.rebuilds >= 1) or len(self.discard) < 2:
                return None
            top = self.discard.pop()
            rest = self.discard
            if once:
                rest.reverse()
            else:
                self._rebuild_rng().shuffle(rest)
            self.stock = rest
            self.discard = [top]
            self.rebuilds += 1
            self._log("stock_rebuilt", None, len(rest))
            events.append(
                event(
                    EventKind.STOCK_REBUILT,
                    None,
                    {"cards": len(rest), "mode": rules.stock_exhausted},
                )
            )
        return self.stock.pop()

    def _do_take_discard(self, seat: int, action: TakeDiscard) -> list[Event]:
        if self.phase != DRAW and self.phase != FIRST_REFUSAL:
            raise IllegalMove("wrong_phase", phase=self.phase)
        if not self.discard:
            raise IllegalMove("discard_empty")
        events: list[Event] = []
        card = self.discard.pop()
        self.hands[seat].append(card)
        self.draws[seat] += 1
        if self.phase == FIRST_REFUSAL:
            events.append(
                event(
                    EventKind.FIRST_REFUSAL_TAKEN,
                    seat,
                    {"card": card.uid, "claimant": self.claimant},
                )
            )
            self.claimant = None
        self.phase = PLAY
        self.to_act = seat
        self.queue = []
        self._log("take", seat, card.uid)
        events.append(event(_TOOK_DISCARD, seat, {"card": card.uid}))
        return events

    # -- May I?
    def _do_claim(self, seat: int, action: Claim) -> list[Event]:
        if self.phase != MAY_I:
            raise IllegalMove("wrong_phase", phase=self.phase)
        events: list[Event] = []
        if self.rules.turn_player_first_refusal:
            self.claimant = seat
            self.phase = FIRST_REFUSAL
            self.to_act = self.turn
            self.queue = self.queue[1:]  # still asked if the claimant leaves meanwhile
            events.append(
                event(
                    EventKind.CLAIMED,
                    seat,
                    {"card": self.discard[-1].uid, "first_refusal": self.turn},
                )
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
            event(EventKind.BOUGHT, seat, {"card": card.uid, "penalty": [c.uid for c in penalty]})
        )
        self._draw_for_turn(self.turn, events)

    def _do_pass(self, seat: int, action: Pass) -> list[Event]:
        if self.phase != MAY_I and self.phase != FIRST_REFUSAL:
            raise IllegalMove("wrong_phase", phase=self.phase)
        events: list[Event] = []
        if self.phase == FIRST_REFUSAL:
            claimant = self.claimant
            assert claimant is not None
            events.append(event(EventKind.FIRST_REFUSAL_DECLINED, seat, {}))
            self._award_claim(claimant, events)
            return events
        self._log("pass", seat, self.discard[-1].uid)
        events.append(event(_PASSED, seat, {"card": self.discard[-1].uid}))
        self.queue.pop(0)
        self._continue_may_i(events)
        return events

    def _continue_may_i(self, events: list[Event]) -> None:
        """Ask the next seat in the claim queue, or, when none is left, the seat in turn
        draws from the stock."""
        if self.queue:
            self.to_act = self.queue[0]
        else:
            self._draw_for_turn(self.turn, events)

    # -- discard and turn end
    def _do_discard(self, seat: int, action: Discard) -> list[Event]:
        # The most frequent move: one scan of the hand's uids finds the card and its
        # place (no uid->card dict, no ``list.remove`` calling ``Card.__eq__`` per card).
        if self.phase != PLAY:
            raise IllegalMove("wrong_phase", phase=self.phase)
        hand = self.hands[seat]
        uid = action.card
        try:
            i = [c.uid for c in hand].index(uid)
        except ValueError:
            raise IllegalMove("card_not_in_hand", card=uid) from None
        if len(hand) == 1 and self._must_meld_out():
            raise IllegalMove("must_meld_out")
        events: list[Event] = []
        card = hand.pop(i)
        self.discard.append(card)
        self.discarder = seat
        self._log("discard", seat, card.uid)
        events.append(event(_DISCARDED, seat, {"card": card.uid}))
        if not hand:
            self._end_round(seat, events)
            return events
        self._next_turn(events)
        return events

    def _next_turn(self, events: list[Event]) -> None:
        self.turn_count += 1
        if self.turn_count >= self.rules.round_turn_limit:
            events.append(event(EventKind.TURN_LIMIT, None, {"turns": self.turn_count}))
            self._end_round(None, events)
            return
        self.turn = self.next_seat(self.turn)
        self.to_act = self.turn
        self.phase = DRAW
        self.queue = []
        events.append(event(_TURN, self.turn, {}))
