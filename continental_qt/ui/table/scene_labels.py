"""The table's text labels (piles, the round line, the banner, owners' names), by key,
made on first use; an owner's name slides beside its melds as they move."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QRectF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsScene

from .table_items import LabelItem
from .table_layout import Rect


class SceneLabels(QObject):
    """``labels[key]``: the label items on ``scene``."""

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self.labels: dict[str, LabelItem] = {}
        self._anims: dict[str, QVariantAnimation] = {}  # owner labels on the move

    def get(self, key: str, rect: Rect | None = None) -> LabelItem:
        """Label ``key`` (made on first use), moved to ``rect`` if given."""
        item = self.labels.get(key)
        if item is None:
            item = LabelItem(rect or Rect(0, 0, 1, 1))
            item.setZValue(6)
            self._scene.addItem(item)
            self.labels[key] = item
        elif rect is not None:
            item.set_rect(rect)
        return item

    def move(self, key: str, rect: Rect, ms: int) -> None:
        """Move label ``key`` to ``rect`` in ``ms`` as the cards move (0: at once), so an
        owner's name stays beside its melds while they slide to make room for another
        player's (it jumped ahead, naming someone else's melds meanwhile). Each label has
        one animation for the view's life, restarted for every slide (none piles up)."""
        item = self.labels[key]
        anim = self._anims.get(key)
        if anim is not None:
            anim.stop()
        start = item.rect
        if ms <= 0 or start == rect:
            item.set_rect(rect)
            return
        if anim is None:
            anim = QVariantAnimation(self)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)  # as CardItem.move_to
            anim.valueChanged.connect(lambda value, k=key: self._slide(k, value))
            self._anims[key] = anim
        anim.setDuration(ms)
        anim.setStartValue(QRectF(start.x, start.y, start.w, start.h))
        anim.setEndValue(QRectF(rect.x, rect.y, rect.w, rect.h))
        anim.start()

    def _slide(self, key: str, value: QRectF) -> None:
        item = self.labels.get(key)
        if item is not None:
            item.set_rect(Rect(value.x(), value.y(), value.width(), value.height()))
