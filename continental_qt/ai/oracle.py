"""The oracle: sees every card (measurement only, never offered in the app).

It plays medium's rules of thumb with a one-draw look-ahead (the ``LOOKAHEAD``
profile) and perfect knowledge: it knows the stock card it would draw, so it
takes the discard only when that beats the stock; it judges each shortlisted
discard by the stock cards it will really draw next (the one it gets if every
other player draws from the stock, mostly, and its neighbours in the stock, in
case someone takes a discard or buys); and it knows whether the next player
could use a card before discarding it.
"""

from __future__ import annotations

from dataclasses import replace

from ..engine import Card, GameState
from .evaluate import distance, fits_table
from .player import LOOKAHEAD, HeuristicPlayer


class OraclePlayer(HeuristicPlayer):
    sees_all = True

    def __init__(self, seed: int = 0) -> None:
        super().__init__(replace(LOOKAHEAD, name="oracle", shortlist=4), seed)
        self.name = "oracle"

    def choose(self, state: GameState):  # type: ignore[override]
        if state.is_view:
            raise ValueError("the oracle needs the full state")
        return super().choose(state)

    def _draw_sample(self, view: GameState, seat: int) -> list[tuple[Card, int]]:
        stock = view.stock
        others = len(view.active_seats()) - 1
        out = []
        for offset, weight in ((others, 6), (others + 1, 2), (others - 1, 2)):
            if 0 <= offset < len(stock):
                out.append((stock[-1 - offset], weight))
        return out

    def _feeds(self, view: GameState, seat: int, card: Card) -> float:
        nxt = view.next_seat(seat)
        hand = view.hands[nxt]
        if view.down[nxt]:
            return 1.0 if fits_table(card, view) else 0.0
        return 1.0 if distance(hand + [card], view) < distance(hand, view) else 0.0

    def _takes(self, view: GameState, seat: int, card: Card) -> bool:
        hand = view.hands[seat]
        if view.down[seat] or not view.stock:
            return super()._takes(view, seat, card)
        return distance(hand + [card], view) < distance(hand + [view.stock[-1]], view)
