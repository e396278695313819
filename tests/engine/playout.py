"""A quick, seeded player for property tests: random, but it goes down and lays off
when it can and seldom buys, so games end in reasonable time."""

from __future__ import annotations

import random

from continental_qt.engine import Claim, GoDown, GoOut, LayOff, Pass, SwapWild
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
        return rng.choice(legal)
