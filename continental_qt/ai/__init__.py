"""Computer opponents: easy, medium and hard, plus an all-seeing oracle for measurement.

Every player decides from ``state.view(seat)`` only (the oracle, never offered in
the app, gets the full state) and is deterministic given its seed. Use
:func:`make_ai`; ``player.sees_all`` tells a caller which of the two to pass.
"""

from __future__ import annotations

from .registry import LEVELS, PLAYABLE_LEVELS, SIM_LEVELS, make_ai

__all__ = ["LEVELS", "PLAYABLE_LEVELS", "SIM_LEVELS", "make_ai"]
