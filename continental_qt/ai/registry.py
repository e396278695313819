"""Names of the AI levels and the factory that builds them."""

from __future__ import annotations

from .baseline import Player, RandomPlayer
from .hard import HardPlayer
from .oracle import OraclePlayer
from .player import EASY, MEDIUM, HeuristicPlayer

LEVELS = ("random", "easy", "medium", "hard", "oracle")
PLAYABLE_LEVELS = ("easy", "medium", "hard")
_PROFILES = {"easy": EASY, "medium": MEDIUM}


def make_ai(level: str, seed: int = 0) -> Player:
    """A player of ``level`` (see ``LEVELS``), seeded. Unknown levels raise KeyError.

    The oracle sees every card: pass it the full state (``player.sees_all``).
    """
    if level == "random":
        return RandomPlayer(seed)
    if level == "hard":
        return HardPlayer(seed)
    if level == "oracle":
        return OraclePlayer(seed)
    if level in _PROFILES:
        return HeuristicPlayer(_PROFILES[level], seed)
    raise KeyError(f"unknown AI level {level!r}; known: {', '.join(LEVELS)}")
