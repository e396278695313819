"""The oracle: sees every card (measurement only, never offered in the app).

It plays medium's rules of thumb with perfect knowledge: it knows the stock
card it would draw, so it takes the discard or buys only when that beats the
stock, and it judges each shortlisted discard by the hand it will really hold
after its next draw (if the other players draw from the stock).
"""

from __future__ import annotations

from dataclasses import replace

from ..engine import Card, GameState
from .player import MEDIUM, HeuristicPlayer


class OraclePlayer(HeuristicPlayer):
    sees_all = True

    def __init__(self, seed: int = 0) -> None:
        super().__init__(replace(MEDIUM, name="oracle", samples=1), seed)
        self.name = "oracle"

    def choose(self, state: GameState):  # type: ignore[override]
        if state.is_view:
            raise ValueError("the oracle needs the full state")
        return super().choose(state)

    def _draw_sample(self, view: GameState, seat: int) -> list:
        return []

    def _expected_after_draw(
        self, view: GameState, seat: int, hand: list[Card], sample: list | None = None
    ) -> float:
        from .evaluate import distance

        others = len(view.active_seats()) - 1
        if len(view.stock) > others:
            return float(distance(hand + [view.stock[-1 - others]], view))
        return float(distance(hand, view))

    def _feeds(self, view: GameState, seat: int, card: Card) -> float:
        """1 when the next player could use ``card`` (the oracle sees their hand)."""
        from .evaluate import distance, fits_table

        nxt = view.next_seat(seat)
        hand = view.hands[nxt]
        if view.down[nxt]:
            return 1.0 if fits_table(card, view) else 0.0
        return 1.0 if distance(hand + [card], view) < distance(hand, view) else 0.0

    def _takes(self, view: GameState, seat: int, card: Card) -> bool:
        from .evaluate import distance

        hand = view.hands[seat]
        if view.down[seat] or not view.stock:
            return super()._takes(view, seat, card)
        return distance(hand + [card], view) < distance(hand + [view.stock[-1]], view)
