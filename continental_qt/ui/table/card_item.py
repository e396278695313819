"""One card on the table: a pixmap from the card art, movable with a short eased animation.

Trap: no ``QGraphicsEffect`` on these items. An item that had one crashed Qt later,
when the item was deleted ("pure virtual method called", or a segfault in
``QGraphicsItemPrivate::effectiveBoundingRect``); the drag shadow is painted here.
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.cards import Card
from .card_art import CardPixmaps
from .table_layout import card_height

#: The drag shadow: where it falls under the card, how far its soft edge reaches, and
#: how many translucent layers build that edge (they add up to about 55 % black).
SHADOW_OFFSET = QPointF(4, 6)
SHADOW_SPREAD = 8.0
SHADOW_LAYERS = 6
SHADOW_ALPHA = 30


class CardItem(QGraphicsObject):
    """A face-up (``card``) or face-down (``card`` None) card of a given width.

    ``home`` is where the layout wants it; ``move_to`` animates there. While
    dragged (``set_dragging``) it paints a shadow beneath itself.
    """

    def __init__(self, art: CardPixmaps, card: Card | None, width: float, wild: bool = False):
        super().__init__()
        self.art = art
        self.card = card
        self.wild = wild
        self._w = width
        self.home = QPointF()
        self.focus_ring = False
        self.highlight: QColor | None = None
        self.dpr = 1.0
        self.layers = 0  # extra backs drawn beneath, so a pile looks thick
        self._anim: QPropertyAnimation | None = None
        self._dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view handles the mouse
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    @property
    def uid(self) -> int | None:
        return self.card.uid if self.card is not None else None

    @property
    def width(self) -> float:
        return self._w

    def set_width(self, width: float) -> None:
        if width != self._w:
            self.prepareGeometryChange()
            self._w = width
            self.update()

    def set_face(self, card: Card | None, wild: bool) -> None:
        if card is not self.card or wild != self.wild:
            self.card = card
            self.wild = wild
            self.update()

    def boundingRect(self) -> QRectF:
        pad = 2 + 2 * self.layers
        rect = QRectF(-pad, -pad, self._w + pad + 2, card_height(self._w) + pad + 2)
        if self._dragging:
            spread = SHADOW_SPREAD
            rect = rect.united(self._shadow_rect().adjusted(-spread, -spread, spread, spread))
        return rect

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self._w, card_height(self._w))

    def _shadow_rect(self) -> QRectF:
        return self.card_rect().translated(SHADOW_OFFSET)

    def _paint_shadow(self, painter: QPainter) -> None:
        """A soft shadow: rounded rects from widest and faintest inwards, each adding
        a little black, so the centre is darkest and the edge fades out."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, SHADOW_ALPHA))
        base = self._shadow_rect()
        radius = self._w * 0.06
        for i in range(SHADOW_LAYERS, 0, -1):
            grow = SHADOW_SPREAD * i / SHADOW_LAYERS
            r = radius + grow
            painter.drawRoundedRect(base.adjusted(-grow, -grow, grow, grow), r, r)
        painter.restore()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w = int(round(self._w))
        # The pixmap is rendered for the device painted on (a window moved to a HiDPI
        # screen paints at its ratio before the next layout), so it is never scaled up.
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else self.dpr
        if self._dragging:
            self._paint_shadow(painter)
        if self.card is None:
            pm = self.art.back(w, dpr=dpr)
            for i in range(self.layers, 0, -1):
                painter.drawPixmap(QPointF(-2.0 * i, -2.0 * i), pm)
        else:
            pm = self.art.face(self.card.rank, self.card.suit, w, wild=self.wild, dpr=dpr)
        painter.drawPixmap(QPointF(0, 0), pm)
        if self.highlight is not None or self.focus_ring:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            colour = self.highlight if self.highlight is not None else QColor("#ffd54a")
            pen = QPen(colour, 3 if self.highlight is not None else 2)
            if self.focus_ring and self.highlight is None:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = self._w * 0.06
            painter.drawRoundedRect(self.card_rect().adjusted(1, 1, -1, -1), radius, radius)

    # -- animation
    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, p: QPointF) -> None:
        self.setPos(p)

    animPos = Property(QPointF, _get_pos, _set_pos)

    def move_to(self, target: QPointF, ms: int, delay_ms: int = 0) -> None:
        """Go to ``target`` in ``ms`` (0: jump). A move already heading there carries on;
        a move elsewhere is redirected from where the card is now."""
        anim = self._anim
        running = anim is not None and anim.state() == QPropertyAnimation.State.Running
        if running and anim.endValue() == target:
            return
        if running:
            anim.stop()
        if ms <= 0 or self.pos() == target:
            if self.pos() != target:
                self.setPos(target)
            return
        if anim is None:
            anim = QPropertyAnimation(self, b"animPos", self)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._anim = anim
        anim.setDuration(ms + delay_ms)
        anim.setKeyValues([])
        anim.setStartValue(self.pos())
        if delay_ms:
            anim.setKeyValueAt(delay_ms / (ms + delay_ms), self.pos())
        anim.setEndValue(target)
        anim.start()

    @property
    def moving(self) -> bool:
        return self._anim is not None and self._anim.state() == QPropertyAnimation.State.Running

    @property
    def dragging(self) -> bool:
        return self._dragging

    def set_dragging(self, on: bool) -> None:
        """Show or hide the drag shadow (painted by ``paint``, which is why the bounding
        rect grows while it shows)."""
        if on != self._dragging:
            self.prepareGeometryChange()
            self._dragging = on
            self.update()

    def stop_motion(self) -> None:
        """Stop a move in progress (before the item leaves the scene for good)."""
        if self._anim is not None:
            self._anim.stop()
