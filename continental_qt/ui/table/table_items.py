"""Painted pieces of the table other than cards: seat plates, frames, labels, banners."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .card_art import CardPixmaps
from .table_layout import PLATE_NAME_PX, PLATE_PAD, PLATE_SMALL_PX, Rect

#: One colour a seat, on the table's plates (under a dark initial), in the score chart and
# in the summaries. They differ in lightness as well as hue, so that they stay apart for
# red-green and blue-yellow colour blindness (checked on simulated vision in the tests),
# and all keep 3:1 contrast on the side panel's felt (none is so light that it vanishes
# on a light dialog).
SEAT_COLOURS = (
    "#e4572e", "#4c9be8", "#f3a712", "#d2b8f7", "#5fe0c6", "#d6508c",
    "#7fc85a", "#c8a27a", "#5e75e8", "#79e444", "#ee8798", "#c15ec9",
)  # fmt: skip

TEXT = QColor("#f4f1e8")
DIM_TEXT = QColor("#c9d8cf")
ACCEPT = QColor("#7dffa1")
HOVER = QColor("#ffe066")


def seat_colour(seat: int) -> QColor:
    return QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours."""
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def ink_on(colour: str | QColor, background: str | QColor, ratio: float = 3.0) -> str:
    """``colour`` (a seat colour, made for the dark felt) for a mark on a light
    ``background`` (a dialog, the statistics charts): darkened, keeping its hue, just
    enough to have ``ratio`` contrast there. ``#rrggbb``."""
    ink, ground = QColor(colour), QColor(background)
    for _ in range(30):
        if contrast(ink, ground) >= ratio:
            break
        ink = ink.darker(110)
    return ink.name()


def font(px: float, bold: bool = False) -> QFont:
    """The table's font at ``px`` pixels (at least 9); the layout measures text with it."""
    f = QFont()
    f.setPixelSize(max(9, int(px)))
    f.setBold(bold)
    return f


_font = font


class BoxItem(QGraphicsItem):
    """A rectangle of the layout; a subclass paints it. ``accept``/``hover`` light it up."""

    def __init__(self, rect: Rect) -> None:
        super().__init__()
        self.rect = rect
        self.accept = False
        self.hover = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: Rect) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect
            self.update()

    def set_state(self, accept: bool, hover: bool) -> None:
        if (accept, hover) != (self.accept, self.hover):
            self.accept, self.hover = accept, hover
            self.update()

    def qrect(self) -> QRectF:
        r = self.rect
        return QRectF(r.x, r.y, r.w, r.h)

    def boundingRect(self) -> QRectF:
        return self.qrect().adjusted(-6, -6, 6, 6)

    def paint_target(self, painter: QPainter, radius: float = 8) -> None:
        if not (self.accept or self.hover):
            return
        colour = HOVER if self.hover else ACCEPT
        painter.setPen(QPen(colour, 3))
        fill = QColor(colour)
        fill.setAlpha(40)
        painter.setBrush(fill)
        painter.drawRoundedRect(self.qrect().adjusted(-4, -4, 4, 4), radius, radius)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_target(painter)


class SeatPlate(BoxItem):
    """An opponent: initial, name, level, card count, down and buy markers; glows on turn."""

    def __init__(self, rect: Rect, seat: int, art: CardPixmaps | None = None) -> None:
        super().__init__(rect)
        self.art = art
        self.seat = seat
        self.name = ""
        self.level = ""
        self.cards = 0
        self.down = False
        self.buys_used = 0
        self.buys_limit = 0
        self.active = False
        self.thinking = False
        self.status = ""
        self.gone = False
        self.fan_w = 0.0  # the fan of card backs' width (the layout's, 0: no fan)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.qrect()
        if self.active:
            glow = QColor("#ffd54a")
            painter.setPen(QPen(glow, 3))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(QColor(0, 0, 0, 70 if not self.gone else 30))
        painter.drawRoundedRect(r, 10, 10)
        h = r.height()
        d = h * 0.56
        circle = QRectF(r.x() + PLATE_PAD, r.y() + (h - d) / 2, d, d)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(seat_colour(self.seat))
        painter.drawEllipse(circle)
        painter.setPen(QColor("#111"))
        painter.setFont(_font(d * 0.5, True))
        painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, (self.name[:1] or "?").upper())
        tx = circle.right() + PLATE_PAD
        fan_w = self._paint_fan(painter, r)
        tw = r.right() - tx - 6 - fan_w
        painter.setPen(TEXT if not self.gone else DIM_TEXT)
        name_font = _font(h * PLATE_NAME_PX, True)
        painter.setFont(name_font)
        fm = QFontMetricsF(name_font)
        line1 = QRectF(tx, r.y() + h * 0.1, tw, h * 0.3)
        name = fm.elidedText(self.name, Qt.TextElideMode.ElideRight, tw)
        painter.drawText(line1, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        small = _font(h * PLATE_SMALL_PX)
        painter.setFont(small)
        fm = QFontMetricsF(small)
        painter.setPen(DIM_TEXT)
        line2 = QRectF(tx, r.y() + h * 0.4, tw, h * 0.26)
        painter.drawText(
            line2,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            fm.elidedText(self.level, Qt.TextElideMode.ElideRight, tw),
        )
        line3 = QRectF(tx, r.y() + h * 0.66, tw, h * 0.26)
        painter.setPen(TEXT)
        painter.drawText(
            line3,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            fm.elidedText(self.status, Qt.TextElideMode.ElideRight, tw),
        )
        if self.thinking:
            dot = QRectF(r.right() - 14, r.y() + 6, 8, 8)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#ffd54a"))
            painter.drawEllipse(dot)
        self.paint_target(painter, 10)

    def _paint_fan(self, painter: QPainter, r: QRectF) -> float:
        """A small fan of card backs at the right, one per card up to ten, ``fan_w`` wide
        (see ``table_layout.fan_width``); returns the width it takes with its gap."""
        if self.art is None or self.cards <= 0 or self.fan_w <= 0:
            return 0.0
        ch = r.height() * 0.6
        cw = int(ch / 1.4)
        step = cw * 0.25
        shown = min(self.cards, 10)
        width = cw + step * (shown - 1)
        x0 = r.right() - PLATE_PAD - 4 - width
        y = r.y() + (r.height() - ch) / 2
        # Rendered for the device's pixel ratio, so the backs stay sharp on HiDPI screens.
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        pm = self.art.back(cw, dpr=dpr)
        for i in range(shown):
            painter.drawPixmap(QPointF(x0 + i * step, y), pm)
        return width + PLATE_PAD + 4


class FrameItem(BoxItem):
    """A dashed frame with a caption (staging slots, the hand zone); lights up as a target."""

    def __init__(self, rect: Rect, caption: str = "") -> None:
        super().__init__(rect)
        self.caption = caption
        self.status = ""
        self.ok: bool | None = None
        self.dashed = True
        self.text_scale = 1.0  # the larger-text option's factor, for the caption and verdict

    def set_text(self, caption: str, status: str, ok: bool | None) -> None:
        if (caption, status, ok) != (self.caption, self.status, self.ok):
            self.caption, self.status, self.ok = caption, status, ok
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.qrect()
        colour = QColor(255, 255, 255, 90)
        if self.ok is True:
            colour = QColor("#7dffa1")
        elif self.ok is False:
            colour = QColor("#ffb3a7")
        pen = QPen(colour, 1.5)
        if self.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(0, 0, 0, 35))
        painter.drawRoundedRect(r, 8, 8)
        if self.caption or self.status:
            grow = self.text_scale
            cap_font = _font(min(18.0, max(10.0, r.height() / grow * 0.11)) * grow, True)
            painter.setFont(cap_font)
            fm = QFontMetricsF(cap_font)
            cap_h = fm.height() + 2
            painter.setPen(TEXT)
            cap = QRectF(r.x() + 8, r.y() + 2, r.width() - 16, cap_h)
            text = fm.elidedText(self.caption, Qt.TextElideMode.ElideRight, cap.width())
            painter.drawText(cap, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            status_font = _font(min(16.0, max(10.0, r.height() / grow * 0.1)) * grow)
            painter.setFont(status_font)
            fm2 = QFontMetricsF(status_font)
            painter.setPen(colour if self.ok is not None else DIM_TEXT)
            st = QRectF(r.x() + 8, r.bottom() - fm2.height() - 4, r.width() - 16, fm2.height())
            status = fm2.elidedText(self.status, Qt.TextElideMode.ElideRight, st.width())
            painter.drawText(st, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, status)
        self.paint_target(painter)


class LabelItem(BoxItem):
    """A line or two of text in a rectangle (owner names, pile counts, banners)."""

    def __init__(self, rect: Rect, text: str = "", colour: QColor = TEXT) -> None:
        super().__init__(rect)
        self.text = text
        self.colour = colour
        self.px = 13.0
        self.bold = False
        self.align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.background: QColor | None = None
        self.elide = False  # text too long for the box ends in "…" instead of spilling over

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.qrect()
        if self.background is not None:
            painter.setPen(QPen(QColor("#ffd54a"), 2))
            painter.setBrush(QBrush(self.background))
            painter.drawRoundedRect(r, 8, 8)
            r = r.adjusted(10, 4, -10, -4)
        painter.setPen(self.colour)
        label_font = _font(self.px, self.bold)
        painter.setFont(label_font)
        flags = int(self.align) | int(Qt.TextFlag.TextWordWrap)
        text = self.text
        metrics = QFontMetricsF(label_font)
        if self.elide and metrics.boundingRect(r, flags, text).height() > r.height() + 1:
            flags = int(self.align)
            text = metrics.elidedText(
                text.replace("\n", " "), Qt.TextElideMode.ElideRight, r.width()
            )
        painter.drawText(r, flags, text)
