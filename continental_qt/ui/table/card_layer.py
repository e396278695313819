"""The face-up card items of the table's scene, by card uid.

Cards keep their items between layouts, so every move animates from where the card
was; a card that appears comes from ``origin`` (the seat that played it) or from the
stock. This layer holds the scene's only references to card items: nothing else may
hold one that is off the table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from ...engine.cards import Card
from .card_art import CardPixmaps
from .card_item import CardItem


class CardLayer:
    """``cards``: the items on ``scene`` by uid; ``origin``: where a card about to
    appear comes from (set from the events, used once)."""

    def __init__(self, scene: QGraphicsScene, art: CardPixmaps) -> None:
        self._scene = scene
        self._art = art
        self.cards: dict[int, CardItem] = {}
        self.origin: dict[int, QPointF] = {}

    def place(
        self,
        faces: list[Card],
        wanted: Mapping[int, tuple[QPointF, float, bool, float]],
        ms: int,
        dpr: float,
        tips: Mapping[int, str],
        stock: QPointF,
        dragging: Callable[[int], bool],
    ) -> None:
        """Put each ``wanted`` card (uid -> position, width, wild, z) where it belongs,
        moving in ``ms``; drop the rest. ``faces``: the cards shown face up (from the
        view); a card ``dragging`` follows the cursor stays where it is."""
        by_uid = {c.uid: c for c in faces}
        for uid in list(self.cards):
            if uid not in wanted:
                self.remove(uid)
        delay = 0
        for uid, (pos, width, wild, z) in wanted.items():
            item = self.cards.get(uid)
            card = by_uid.get(uid)
            if item is None:
                item = CardItem(self._art, card, width, wild)
                item.setPos(self.origin.pop(uid, stock))
                self._scene.addItem(item)
                self.cards[uid] = item
                new = True
            else:
                new = False
                item.set_face(card, wild)
            item.dpr = dpr
            item.set_width(width)
            item.setZValue(z)
            item.home = pos
            item.setToolTip(tips.get(uid, ""))
            if dragging(uid):
                continue
            if new and ms:
                item.move_to(pos, ms + 60, delay)
                delay = min(delay + 18, 600)
            else:
                item.move_to(pos, ms)
        self.origin.clear()

    def remove(self, uid: int) -> None:
        """Take card ``uid`` off the table for good.

        Its move stops first: the animation is the item's child and would otherwise
        keep driving an item that has left the scene. ``cards`` holds the only
        reference, so Python deletes the item here, or when a drag that still carries
        it ends."""
        item = self.cards.pop(uid)
        item.stop_motion()
        if item.scene() is not None:
            self._scene.removeItem(item)

    def clear(self) -> None:
        for uid in list(self.cards):
            self.remove(uid)
