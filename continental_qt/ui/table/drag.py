"""Cards following the cursor during a drag on the table."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from .card_item import CardItem


class Drag:
    """Cards following the cursor."""

    def __init__(
        self,
        source: str,
        uids: list[int],
        items: list[CardItem],
        start: QPointF,
        ghost: CardItem | None,
        scene: QGraphicsScene,
    ) -> None:
        self.source = source
        self.uids = uids
        self.items = items
        self.ghost = ghost
        self.scene = scene
        self.offsets = [item.pos() - start for item in items]
        first = items[0].pos() if items else QPointF()
        # Several cards travel as a neat fan under the cursor.
        for i, item in enumerate(items):
            item.set_dragging(True)
            item.setZValue(1000 + i)
            if len(items) > 1:
                self.offsets[i] = first - start + QPointF(i * item.width * 0.3, 0)

    def move(self, sp: QPointF) -> None:
        for item, off in zip(self.items, self.offsets):
            item.setPos(sp + off)

    def end(self) -> None:
        """Stop following the cursor. The items may have left the table meanwhile (the
        engine moved on): this drag then holds their last reference, dropped with it."""
        for item in self.items:
            item.set_dragging(False)
        if self.ghost is not None and self.ghost.scene() is not None:
            self.scene.removeItem(self.ghost)
        self.ghost = None
