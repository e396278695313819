"""The application icon: a fan of three of our cards (a back, a heart, a wild star) on felt.

Like the card art it is generated SVG text, built from the same colours and suit paths
(:mod:`continental_qt.ui.table.card_art`), so there is no image file to find at run time: the
window icon is rendered from :func:`icon_svg`, and ``python packaging/build.py icons`` writes
the same text to the desktop icons (SVG, PNGs, ``.ico``, ``.icns``) that packaging ships.
A test keeps the committed SVG equal to :func:`icon_svg`. No text, so it needs no font.
"""

from __future__ import annotations

from ..engine.cards import HEARTS
from .table.card_art import BACK_COLOURS, FELT, GOLD, GOLD_DARK, RED, SUIT_SHAPES, fmt, star_path

SIZE = 256
CARD_W, CARD_H = 90, 126  # the card's 2.5 x 3.5 proportions
PIVOT = (128, 330)  # the fan turns about a point below the cards, as held in a hand
FELT_LIGHT = "#2b7a54"
FELT_EDGE = "#123826"


def _card(angle: float, face: str) -> str:
    """A card turned ``angle`` degrees about the pivot; ``face`` is drawn in card coordinates
    (0, 0)-(CARD_W, CARD_H), over a soft shadow and a white card with a grey edge."""
    x0, y0 = (SIZE - CARD_W) / 2, 54
    px, py = PIVOT
    return (
        f'<g transform="rotate({fmt(angle)} {px} {py}) translate({fmt(x0)},{y0})">'
        f'<rect x="3" y="5" width="{CARD_W}" height="{CARD_H}" rx="11" ry="11" '
        f'fill="#000000" fill-opacity="0.28"/>'
        f'<rect x="0" y="0" width="{CARD_W}" height="{CARD_H}" rx="11" ry="11" '
        f'fill="#ffffff" stroke="#7a7a7a" stroke-width="2"/>'
        f"{face}</g>"
    )


def _back_face() -> str:
    ground, line = BACK_COLOURS[0]
    cx, cy = CARD_W / 2, CARD_H / 2
    return (
        f'<rect x="8" y="8" width="{CARD_W - 16}" height="{CARD_H - 16}" rx="6" ry="6" '
        f'fill="{ground}"/>'
        f'<path d="M{fmt(cx)},{fmt(cy - 34)} L{fmt(cx + 24)},{fmt(cy)} L{fmt(cx)},{fmt(cy + 34)} '
        f'L{fmt(cx - 24)},{fmt(cy)} Z" fill="{line}" stroke="#ffffff" stroke-width="3"/>'
    )


def _heart_face() -> str:
    heart = SUIT_SHAPES[HEARTS]
    return (
        f'<g fill="{RED}">'
        # The card on top hides this card's right half: the heart sits left of centre.
        f'<g transform="translate({fmt(CARD_W * 0.36)},{fmt(CARD_H * 0.42)}) scale(0.46)">'
        f"{heart}</g>"
        f'<g transform="translate(16,19) scale(0.18)">{heart}</g>'
        f'<g transform="translate({CARD_W - 18},{CARD_H - 20}) rotate(180) scale(0.18)">'
        f"{heart}</g>"
        "</g>"
    )


def _star_face() -> str:
    cx, cy = CARD_W / 2, CARD_H / 2 + 2
    return (
        f'<path d="{star_path(cx, cy, 40, 16)}" fill="{GOLD}" stroke="{GOLD_DARK}" '
        f'stroke-width="4" stroke-linejoin="round"/>'
        f'<path d="{star_path(cx, cy, 21, 9)}" fill="#ffd23f"/>'
    )


def icon_svg() -> str:
    """The icon as SVG text (SVG Tiny 1.2, a 256 x 256 viewBox, no text)."""
    tile = (
        '<defs><linearGradient id="felt" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{FELT_LIGHT}"/><stop offset="1" stop-color="{FELT}"/>'
        "</linearGradient></defs>"
        f'<rect x="8" y="8" width="{SIZE - 16}" height="{SIZE - 16}" rx="48" ry="48" '
        f'fill="url(#felt)" stroke="{FELT_EDGE}" stroke-width="4"/>'
    )
    cards = _card(-17, _back_face()) + _card(0, _heart_face()) + _card(17, _star_face())
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{SIZE}" height="{SIZE}" viewBox="0 0 {SIZE} {SIZE}">{tile}{cards}</svg>\n'
    )


def render_icon(size: int):  # noqa: ANN201 (a QImage; Qt is imported lazily)
    """The icon as a ``size`` x ``size`` ARGB image. A QGuiApplication must exist."""
    from PySide6.QtCore import QByteArray, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(icon_svg().encode()))
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def app_icon():  # noqa: ANN201 (a QIcon)
    """The window icon, rendered at the sizes window managers ask for. GUI thread only."""
    from PySide6.QtGui import QIcon, QPixmap

    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        icon.addPixmap(QPixmap.fromImage(render_icon(size)))
    return icon
