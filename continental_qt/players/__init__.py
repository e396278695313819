"""Baseline computer players used by the simulator: a random legal player and a greedy one.

They see only ``state.view(seat)`` (see ``continental_qt.engine.GameState.view``)
and return an action. The stronger levels live in ``continental_qt.ai``.
"""

from __future__ import annotations

from .baseline import GreedyPlayer, Player, RandomPlayer, make_player

__all__ = ["GreedyPlayer", "Player", "RandomPlayer", "make_player"]
