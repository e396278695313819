"""A quick, seeded player for property tests: random, but it goes down and lays off
when it can and seldom buys, so games end in reasonable time."""

from __future__ import annotations

import random
from collections import Counter

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
            hand = view.hands[view.to_act]
            ranks = Counter(c.rank for c in hand)
            have = {(c.suit, c.rank) for c in hand}
            by_uid = {c.uid: c for c in hand}

            def friends(d: Discard) -> tuple[int, float]:
                c = by_uid[d.card]
                if not c.rank:
                    return 99, 0.0
                near = sum((c.suit, c.rank + k) in have for k in (-2, -1, 1, 2))
                return ranks[c.rank] - 1 + near, rng.random()

            return min(discards, key=friends)
        return rng.choice(legal)
