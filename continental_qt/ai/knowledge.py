"""What a seat can work out from its view: unseen cards and what opponents showed.

Only public information and the seat's own hand are used, so the same code
serves a view (hidden cards are ``None``) and, for the oracle, a full state.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..engine import Card, GameState
from ..engine.cards import build_shoe, rank_suit
from ..engine.rules import RUN, SET
from .evaluate import contract_kinds


def shoe_of(view: GameState) -> list[Card]:
    """Every card in play this round."""
    row = view.rules.deck_row(len(view.active_seats()))
    return build_shoe(row.decks, row.jokers)


def unseen_cards(view: GameState, seat: int) -> list[Card]:
    """Cards ``seat`` has not seen this round: in the stock or in other hands."""
    seen = {c.uid for c in view.hands[seat]}
    seen.update(c.uid for c in view.discard)
    seen.update(c.uid for m in view.melds for c in m.cards)
    return [c for c in shoe_of(view) if c.uid not in seen]


def unseen_counts(view: GameState, seat: int) -> Counter:
    """How many unseen copies of each (rank, suit) there are (jokers: (0, -1))."""
    return Counter((c.rank, c.suit) for c in unseen_cards(view, seat))


@dataclass
class OpponentModel:
    """Per opponent, this round: cards taken from the discard pile or bought, and passed.

    ``kinds``: the meld kinds of the round's contract, when the model should read a
    pick-up by them (a card of the rank is wanted only for a set, a suit neighbour only
    for a run); None reads every pick-up both ways (medium's and ``medium-v1``'s model).
    """

    wanted: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    refused: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    kinds: frozenset[str] | None = None

    def wants(self, seat: int, rank: int, suit: int) -> float:
        """How likely ``seat`` wants a card like this, from what it picked up (0..1)."""
        kinds = self.kinds
        sets = kinds is None or SET in kinds
        runs = kinds is None or RUN in kinds
        score = 0.0
        for r, s in self.wanted.get(seat, []):
            if r == rank:
                if sets:
                    score += 0.5
            elif runs and s == suit and abs(r - rank) <= 2:
                score += 0.35
        for r, s in self.refused.get(seat, []):
            if r == rank and s == suit:
                score -= 0.3
        return max(0.0, min(1.0, score))


def opponent_model(view: GameState, seat: int, by_contract: bool = False) -> OpponentModel:
    """What each opponent of ``seat`` showed this round; ``by_contract``: read pick-ups by
    the round's contract (see :class:`OpponentModel`)."""
    kinds = None
    if by_contract:
        kinds = frozenset(contract_kinds(view))
    model = OpponentModel(kinds=kinds)
    for kind, who, detail in view.round_log():
        if who is None or who == seat or not isinstance(detail, int):
            continue
        if kind in ("take", "buy"):
            model.wanted.setdefault(who, []).append(rank_suit(detail))
        elif kind in ("pass", "decline"):
            model.refused.setdefault(who, []).append(rank_suit(detail))
    return model
