"""Scoring a finished round, dealing the next one, ending the game, and a player leaving."""

from __future__ import annotations

from .errors import IllegalMove
from .events import DRAW, GAME_OVER, MAY_I, ROUND_OVER, Event, EventKind
from .scoring import hand_points, leaders


class RoundEnd:
    """Scoring a finished round, dealing the next one, ending the game, and leaving.

    Mixed into :class:`~continental_qt.engine.state.GameState`; uses its attributes.
    """

    __slots__ = ()

    # -- scoring and round end
    def _end_round(self, winner: int | None, events: list[Event]) -> None:
        """Score the round and stop: ``ROUND_OVER`` with the table as it ended (the deal
        of the next round is the ``NextRound`` move), or ``GAME_OVER`` after the last."""
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
        self.round_result = Event(
            EventKind.ROUND_ENDED,
            winner,
            {
                "round": self.round_number,
                "deal": self.deals_played,  # 1-based count of rounds played, any rule set
                "scores": scores[:],
                "totals": self.totals[:],
                "hands": {s: [c.uid for c in self.hands[s]] for s in active},
                "exhausted": winner is None,
            },
        )
        events.extend(self.end_events())
        if self._match_finished():
            self._end_game(events)
            return
        self.phase = ROUND_OVER
        self.to_act = None
        self.queue = []
        self.claimant = None

    def _deal_next(self) -> list[Event]:
        """``NextRound``: the deal passes to the next seat, which deals the next round."""
        events: list[Event] = []
        self.dealer = self.next_seat(self.dealer)
        self._start_round(self.round_number + 1 if not self.rules.single_hand else 1, events)
        return events

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
        else:
            self.winners = leaders(self.totals, self.rules, active)
        self._log("game_end", None, tuple(self.winners))
        events.append(
            Event(
                EventKind.GAME_OVER,
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
        events: list[Event] = [Event(EventKind.LEFT, seat, {})]
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
        if self.phase == ROUND_OVER:
            return events  # between rounds: nobody's turn to move on
        if seat in self.queue:
            self.queue.remove(seat)
        if was_turn:
            # The round goes on with the next seat; cards it drew went under the stock.
            self.queue = []
            self.claimant = None
            self.turn = self.next_seat(seat)
            self.to_act = self.turn
            self.phase = DRAW
            events.append(Event(EventKind.TURN, self.turn, {}))
        elif self.claimant == seat:
            # The claim lapses; the seats after the claimant may still claim the card.
            self.claimant = None
            self.phase = MAY_I
            self._continue_may_i(events)
        elif self.phase == MAY_I and was_acting:
            self._continue_may_i(events)
        return events
