"""Card faces rendered ahead of need.

Faces are rendered from SVG the first time a size is needed, and a new deal needing
a dozen at once would stall the window: idle time renders every face at the sizes in
use, a few per event-loop pass.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from ...engine.cards import joker_card, natural_card
from ...engine.melds import is_wild
from ...engine.rules import RuleSet
from .card_art import CardPixmaps


class FaceWarmer(QObject):
    """Renders ``art``'s faces in idle time."""

    def __init__(self, art: CardPixmaps, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self._key: tuple = ()
        self._queue: list[tuple[int, int, int, bool, float]] = []
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._step)

    def warm(self, rules: RuleSet, widths: set[int], dpr: float) -> None:
        """Every face at ``widths`` (and ``dpr``), unless those are warm already."""
        art = self._art
        key = (tuple(sorted(widths)), dpr, art.four_colour, art.high_contrast, rules)
        if key == self._key:
            return
        self._key = key
        queue = []
        for width in sorted(widths, reverse=True):
            for suit in range(4):
                for rank in range(1, 14):
                    wild = is_wild(natural_card(rank, suit), rules)
                    queue.append((rank, suit, width, wild, dpr))
            queue.append((0, -1, width, is_wild(joker_card(), rules), dpr))
        self._queue = queue
        self._timer.start()

    def _step(self) -> None:
        for _ in range(3):
            if not self._queue:
                self._timer.stop()
                return
            rank, suit, width, wild, dpr = self._queue.pop()
            self._art.face(rank, suit, width, wild=wild, dpr=dpr)
