"""The headless side of the product: ``continental-qt-sim`` plays computer players against
each other (:mod:`.cli`) and measures their strength (:mod:`.ladder`). No Qt.
"""

from __future__ import annotations

from .cli import main

__all__ = ["main"]
