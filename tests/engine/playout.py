"""A quick, seeded player for property tests: random, but it goes down and lays off
when it can and seldom buys, so games end in reasonable time."""

from __future__ import annotations

import random

from continental_qt.engine import Claim, Discard, GoDown, GoOut, LayOff, Pass, SwapWild
from continental_qt.engine.state import MAY_I, GameState


class QuickPlayer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: GameState):
        legal = view.legal_actions()
        assert legal, f"no legal action in phase {view.phase}"
        rng = self.rng
        if view.phase == MAY_I:
            return Claim() if rng.random() < 0.03 else Pass()
        finishing = [a for a in legal if isinstance(a, (GoDown, GoOut))]
        if finishing and rng.random() < 0.9:
            return finishing[0]
        melding = [a for a in legal if isinstance(a, (LayOff, SwapWild))]
        if melding and rng.random() < 0.8:
            return rng.choice(melding)
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards and len(discards) == len(legal) and rng.random() < 0.7:
            # Mostly throw a card that melds with nothing, so rounds end sooner.
            hand = {c.uid: c for c in view.hands[view.to_act]}
            return min(discards, key=lambda d: (_friends(hand[d.card], hand), rng.random()))
        return rng.choice(legal)


def _friends(card, hand: dict) -> int:
    n = 0
    for c in hand.values():
        if c.uid != card.uid and c.rank and card.rank:
            if c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) <= 2):
                n += 1
        elif not card.rank:
            n += 5
    return n
