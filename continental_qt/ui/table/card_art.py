"""Our own card artwork, generated as SVG text, and a bounded cache of crisp pixmaps.

Design decisions:

* **Generated, not shipped.** Every face and back is built here as SVG text and
  rendered with ``QSvgRenderer`` at the exact pixel size the table asks for, so
  cards are sharp at any size and device pixel ratio, and there are no art files
  to bundle, scale or keep in sync with the colour options.
* **Original art, MIT.** Suit symbols are Bézier paths written for this module,
  the court figures (:mod:`~continental_qt.ui.table.court_art`) are drawn for it too,
  and no third-party or scanned art is used, so the artwork is under the
  project's licence (MIT) like the code.
* **Readable small.** Melds draw cards about 45 px wide, so the corner index
  (rank above suit) is jumbo sized: rank font size 30 % of the card width. The
  pips sit in a narrower central panel that keeps clear of the indices.
* **Options are parameters.** Four-colour suits, high contrast and the wild
  badge change the SVG text; :class:`CardPixmaps` keys its cache on them.

Coordinates are in a 250 × 350 viewBox (the 2.5 in × 3.5 in card in 1/100 in).
``QSvgRenderer`` and ``QPixmap`` must be used on the GUI thread.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPixmap, QRadialGradient
from PySide6.QtSvg import QSvgRenderer

from continental_qt.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES

from .court_art import court_art

CARD_ASPECT = 3.5 / 2.5
"""Card height divided by card width."""

W, H = 250, 350
RADIUS = 16
FONT = "DejaVu Sans, Arial, sans-serif"

RED = "#c8102e"
BLACK = "#1a1a1a"
BLUE = "#1f5fbf"
GREEN = "#1b8a3a"
GOLD = "#e0a800"
GOLD_DARK = "#8a6500"
JOKER_INK = "#4b2a7b"

RANK_LABELS = {1: "A", 11: "J", 12: "Q", 13: "K"}

# Suit symbols drawn in a box centred on (0, 0), 100 units tall, 100 wide at most.
_HEART = (
    '<path d="M0,50 C-12,32 -50,10 -50,-20 C-50,-40 -36,-50 -24,-50 '
    "C-12,-50 -3,-42 0,-30 C3,-42 12,-50 24,-50 C36,-50 50,-40 50,-20 "
    'C50,10 12,32 0,50 Z"/>'
)
_DIAMOND = '<path d="M0,-50 Q18,-22 38,0 Q18,22 0,50 Q-18,22 -38,0 Q-18,-22 0,-50 Z"/>'
_SPADE = (
    '<path d="M0,-50 C12,-32 50,-12 50,16 C50,34 38,42 25,42 '
    "C15,42 7,37 3,30 C5,40 10,46 22,50 L-22,50 C-10,46 -5,40 -3,30 "
    'C-7,37 -15,42 -25,42 C-38,42 -50,34 -50,16 C-50,-12 -12,-32 0,-50 Z"/>'
)
_CLUB = (
    '<circle cx="0" cy="-26" r="23"/>'
    '<circle cx="-25" cy="13" r="23"/>'
    '<circle cx="25" cy="13" r="23"/>'
    '<path d="M-12,-8 L12,-8 L16,12 L-16,12 Z"/>'
    '<path d="M-4,10 C-5,32 -10,44 -22,50 L22,50 C10,44 5,32 4,10 Z"/>'
)
SUIT_SHAPES = {CLUBS: _CLUB, DIAMONDS: _DIAMOND, HEARTS: _HEART, SPADES: _SPADE}

# Classic pip positions: (column, row) with column -1/0/1 and row 0..1 top to bottom.
_T3 = 1 / 3
PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0), (0, 1)),
    3: ((0, 0), (0, 0.5), (0, 1)),
    4: ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    5: ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    6: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    7: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    8: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    9: (
        *((c, r) for r in (0, _T3) for c in (-1, 1)),
        (0, 0.5),
        *((c, r) for r in (1 - _T3, 1) for c in (-1, 1)),
    ),
    10: (
        *((c, r) for r in (0, _T3) for c in (-1, 1)),
        (0, 1 / 6),
        (0, 5 / 6),
        *((c, r) for r in (1 - _T3, 1) for c in (-1, 1)),
    ),
}

# Geometry of the index and the pip panel, chosen so they never overlap.
INDEX_X = 35  # centre of the corner index column
INDEX_FONT = 76  # 30 % of the card width
INDEX_BASELINE = 70
INDEX_SUIT_Y = 101  # centre of the suit symbol under the rank
INDEX_SUIT_SIZE = 38
PIP_COL_DX = 36
PIP_TOP, PIP_BOTTOM = 62, 288
PIP_SIZE = 37


def fmt(v: float) -> str:
    """A number for SVG text: two decimals at most, no trailing zeros."""
    return f"{v:.2f}".rstrip("0").rstrip(".")


def suit_colour(suit: int, *, four_colour: bool = False, high_contrast: bool = False) -> str:
    """The ink colour of ``suit`` (``#rrggbb``)."""
    if four_colour:
        colours = {CLUBS: GREEN, DIAMONDS: BLUE, HEARTS: RED, SPADES: BLACK}
        if high_contrast:
            colours = {CLUBS: "#006b1f", DIAMONDS: "#0033cc", HEARTS: "#ff0000", SPADES: "#000000"}
        return colours[suit]
    red = suit in (DIAMONDS, HEARTS)
    if high_contrast:
        return "#ff0000" if red else "#000000"
    return RED if red else BLACK


def _symbol(suit: int, x: float, y: float, size: float, *, rotate: bool = False) -> str:
    """The suit symbol ``size`` units tall centred on (x, y), upside down if ``rotate``."""
    rot = " rotate(180)" if rotate else ""
    return (
        f'<g transform="translate({fmt(x)},{fmt(y)}){rot} scale({fmt(size / 100)})">'
        f"{SUIT_SHAPES[suit]}</g>"
    )


def star_path(cx: float, cy: float, r_out: float, r_in: float) -> str:
    """An SVG path of a five-pointed star (outer and inner radius), point up."""
    points = []
    for i in range(10):
        r = r_out if i % 2 == 0 else r_in
        a = math.pi * (i / 5 - 0.5)
        points.append(f"{fmt(cx + r * math.cos(a))},{fmt(cy + r * math.sin(a))}")
    return "M" + " L".join(points) + " Z"


def _frame(high_contrast: bool) -> str:
    stroke, width = ("#000000", 5) if high_contrast else ("#8c8c8c", 2)
    inset = width / 2
    return (
        f'<rect x="{fmt(inset)}" y="{fmt(inset)}" width="{fmt(W - width)}" '
        f'height="{fmt(H - width)}" rx="{RADIUS}" ry="{RADIUS}" fill="#ffffff" '
        f'stroke="{stroke}" stroke-width="{width}"/>'
    )


# A sans "1" without a foot, in em units (baseline at y = 0, centred on x = 0): DejaVu's "1" is as
# wide as a "0", which makes "10" too wide for the corner; this stem and flag take half the room.
_ONE = ((0.17, 0), (0.17, -0.73), (0.02, -0.73), (-0.17, -0.62), (-0.17, -0.47), (0, -0.56), (0, 0))


# A "J" that sits on the baseline (DejaVu's descends into the suit symbol under it), em units.
_J = (
    "M0.23,-0.73 L0.23,-0.24 C0.23,-0.07 0.13,0.01 -0.03,0.01 C-0.11,0.01 -0.18,-0.01 -0.23,-0.03 "
    "L-0.23,-0.18 C-0.17,-0.15 -0.11,-0.14 -0.05,-0.14 C0.03,-0.14 0.06,-0.18 0.06,-0.27 "
    "L0.06,-0.73 Z"
)


def _scaled_path(d: str, x: float, baseline: float, size: float) -> str:
    return f'<path transform="translate({fmt(x)},{fmt(baseline)}) scale({fmt(size)})" d="{d}"/>'


def _rank_text(rank: int, x: float, baseline: float, size: float) -> str:
    """The rank label centred on ``x``; "10" is a drawn "1" and a text "0", a little narrowed,
    and "J" is drawn so that it does not descend."""
    font = f'font-family="{FONT}" font-weight="bold"'
    if rank == 11:
        return _scaled_path(_J, x, baseline, size)
    if rank == 10:
        size *= 0.93
        one = " L".join(f"{fmt((px - 0.335) * size)},{fmt(py * size)}" for px, py in _ONE)
        return (
            f'<g transform="translate({fmt(x)},{fmt(baseline)}) scale(0.84,1)">'
            f'<path d="M{one} Z"/>'
            f'<text x="{fmt(0.2 * size)}" y="0" text-anchor="middle" {font} '
            f'font-size="{fmt(size)}">0</text></g>'
        )
    label = RANK_LABELS.get(rank, str(rank))
    return (
        f'<text x="{fmt(x)}" y="{fmt(baseline)}" text-anchor="middle" {font} '
        f'font-size="{fmt(size)}">{label}</text>'
    )


def _index(rank: int, suit: int) -> str:
    one = _rank_text(rank, INDEX_X, INDEX_BASELINE, INDEX_FONT) + _symbol(
        suit, INDEX_X, INDEX_SUIT_Y, INDEX_SUIT_SIZE
    )
    return one + f'<g transform="rotate(180 {W // 2} {H // 2})">{one}</g>'


def _pips(rank: int, suit: int) -> str:
    out = []
    for col, row in PIP_LAYOUTS[rank]:
        x = W / 2 + col * PIP_COL_DX
        y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        out.append(_symbol(suit, x, y, PIP_SIZE, rotate=row > 0.5))
    return "".join(out)


def _ace(suit: int) -> str:
    return _symbol(suit, W / 2, H / 2, 110)


def _court(rank: int, suit: int, ink: str, high_contrast: bool) -> str:
    """The court figure of ``rank`` (see :mod:`~continental_qt.ui.table.court_art`)."""
    return court_art(
        rank,
        ink,
        lambda x, y, size: _symbol(suit, x, y, size),
        high_contrast=high_contrast,
    )


# The wild badge sits in the card's left strip, under the corner index, where a card
# overlapped by its right-hand neighbour (hand, melds, staging) still shows it: its right
# edge (with its stroke) is at a fifth of the card, the least of a card the hand shows
# (``table_layout.hand_positions``; melds and staging show more). On a joker it takes the place of
# the small star under "JOKER".
WILD_BADGE_R = 19
WILD_BADGE_CX = 29.5
WILD_BADGE_CY = INDEX_SUIT_Y + INDEX_SUIT_SIZE / 2 + 10 + WILD_BADGE_R
JOKER_BADGE_CY = 236
WILD_BADGE_RIGHT = WILD_BADGE_CX + WILD_BADGE_R + 1.5
"""The badge's right edge (with its stroke), in viewBox units."""


def _wild_badge(cx: float, cy: float) -> str:
    r = WILD_BADGE_R
    return (
        f'<g id="wild-badge"><circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{r}" fill="{GOLD}" '
        f'stroke="{GOLD_DARK}" stroke-width="3"/>'
        f'<path d="{star_path(cx, cy + 1, r * 0.68, r * 0.28)}" fill="#ffffff" '
        f'stroke="{GOLD_DARK}" stroke-width="1" stroke-linejoin="round"/></g>'
    )


def _sparkle(x: float, y: float, r: float) -> str:
    """A four-pointed twinkle centred on (x, y)."""
    k = r * 0.22
    return (
        f'<path d="M{fmt(x)},{fmt(y - r)} Q{fmt(x + k)},{fmt(y - k)} {fmt(x + r)},{fmt(y)} '
        f"Q{fmt(x + k)},{fmt(y + k)} {fmt(x)},{fmt(y + r)} "
        f"Q{fmt(x - k)},{fmt(y + k)} {fmt(x - r)},{fmt(y)} "
        f'Q{fmt(x - k)},{fmt(y - k)} {fmt(x)},{fmt(y - r)} Z"/>'
    )


def _joker(high_contrast: bool, wild_badge: bool = False) -> str:
    """ "JOKER" down the corners, a big two-tone star in the middle, a few twinkles; with
    ``wild_badge`` the top left star under "JOKER" is the wild badge."""
    ink = "#000000" if high_contrast else JOKER_INK
    star_stroke = "#000000" if high_contrast else GOLD_DARK
    letters = "".join(
        f'<text x="34" y="{52 + i * 38}" text-anchor="middle" font-family="{FONT}" '
        f'font-weight="bold" font-size="40">{ch}</text>'
        for i, ch in enumerate("JOKER")
    )
    star = f'<path d="{star_path(34, JOKER_BADGE_CY, 17, 7)}"/>'
    one = letters + star + _sparkle(182, 84, 15)
    top = letters + _sparkle(182, 84, 15) if wild_badge else one
    badge = _wild_badge(WILD_BADGE_CX, JOKER_BADGE_CY) if wild_badge else ""
    cx, cy = W / 2, H / 2 + 4
    return (
        f'<g fill="{ink}">{top}<g transform="rotate(180 {W // 2} {H // 2})">{one}</g></g>'
        f"{badge}"
        f'<path d="{star_path(cx, cy, 80, 33)}" fill="{GOLD}" stroke="{star_stroke}" '
        f'stroke-width="{5 if high_contrast else 4}" stroke-linejoin="round"/>'
        f'<path d="{star_path(cx, cy, 44, 18)}" fill="#ffd23f"/>'
    )


def _svg(body: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{W}" height="{H}" viewBox="0 0 {W} {H}">{body}</svg>'
    )


def card_svg(
    rank: int,
    suit: int,
    *,
    four_colour: bool = False,
    high_contrast: bool = False,
    wild_badge: bool = False,
) -> str:
    """The SVG text of one face. ``rank`` 1..13 with ``suit`` 0..3 (clubs, diamonds, hearts,
    spades, the engine's order), or ``rank`` 0 / ``suit`` -1 for a joker."""
    joker = rank == 0 or suit == -1
    if joker:
        body = _joker(high_contrast, wild_badge)
    else:
        if not (1 <= rank <= 13 and 0 <= suit <= 3):
            raise ValueError(f"no such card: rank {rank!r}, suit {suit!r}")
        ink = suit_colour(suit, four_colour=four_colour, high_contrast=high_contrast)
        if rank == 1:
            art = _ace(suit)
        elif rank >= 11:
            art = _court(rank, suit, ink, high_contrast)
        else:
            art = _pips(rank, suit)
        body = f'<g fill="{ink}">{_index(rank, suit)}{art}</g>'
    badge = _wild_badge(WILD_BADGE_CX, WILD_BADGE_CY) if wild_badge and not joker else ""
    return _svg(_frame(high_contrast) + body + badge)


BACK_COLOURS = (("#1b3a78", "#5a7fc4"), ("#8a1623", "#d0606c"))
"""(ground, lattice) colour pairs for the card backs: deep blue and deep red."""


def _clipped_diagonals(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Path data for a diagonal lattice exactly filling the rectangle (no clipPath needed)."""
    w, h = x1 - x0, y1 - y0
    segs = []
    c = -h
    while c <= w:
        # Line x - y = c (down-right) and its mirror x + y = w - c (down-left), in local coords.
        for sign in (1, -1):
            ta = max(0.0, -c)  # y where x = c + y enters [0, w]
            tb = min(h, w - c)
            if ta >= tb:
                continue
            xa, xb = c + ta, c + tb
            if sign == -1:
                xa, xb = w - xa, w - xb
            segs.append(f"M{fmt(x0 + xa)},{fmt(y0 + ta)} L{fmt(x0 + xb)},{fmt(y0 + tb)}")
        c += step
    return " ".join(segs)


def back_svg(style: int = 0) -> str:
    """The SVG text of a card back: 0 deep blue, 1 deep red; a diagonal lattice in a white
    margin, with a central medallion."""
    ground, line = BACK_COLOURS[style % len(BACK_COLOURS)]
    m = 14
    x0, y0, x1, y1 = m, m, W - m, H - m
    cx, cy = W / 2, H / 2
    lattice = _clipped_diagonals(x0 + 6, y0 + 6, x1 - 6, y1 - 6, 23)
    body = (
        f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="{RADIUS}" ry="{RADIUS}" '
        f'fill="#ffffff" stroke="#8c8c8c" stroke-width="2"/>'
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="9" ry="9" '
        f'fill="{ground}"/>'
        f'<path d="{lattice}" fill="none" stroke="{line}" stroke-width="2.2"/>'
        f'<rect x="{x0 + 6}" y="{y0 + 6}" width="{x1 - x0 - 12}" height="{y1 - y0 - 12}" '
        f'rx="5" ry="5" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="2"/>'
        f'<path d="M{cx},{cy - 52} L{cx + 38},{cy} L{cx},{cy + 52} L{cx - 38},{cy} Z" '
        f'fill="{ground}" stroke="#ffffff" stroke-width="3"/>'
        f'<path d="M{cx},{cy - 36} L{cx + 26},{cy} L{cx},{cy + 36} L{cx - 26},{cy} Z" '
        f'fill="{line}"/>'
        f'<path d="{star_path(cx, cy + 2, 17, 7)}" fill="#ffffff"/>'
    )
    return _svg(body)


@lru_cache(maxsize=512)
def _svg_bytes(kind: str, a: int, b: int, four: bool, contrast: bool, wild: bool) -> bytes:
    if kind == "back":
        return back_svg(a).encode()
    return card_svg(a, b, four_colour=four, high_contrast=contrast, wild_badge=wild).encode()


_fonts_registered = False


def _register_font_fallbacks() -> None:
    """QtSvg takes a font-family list as one family name; map that name to its members."""
    global _fonts_registered
    if not _fonts_registered:
        QFont.insertSubstitutions(FONT, ["DejaVu Sans", "Arial", "Helvetica", "Liberation Sans"])
        _fonts_registered = True


def render_svg(svg: str | bytes, width: int, height: int, dpr: float = 1.0) -> QPixmap:
    """Render SVG text into a transparent pixmap of logical size ``width`` × ``height``
    (physical size times ``dpr``, which is set on the pixmap)."""
    _register_font_fallbacks()
    data = svg.encode() if isinstance(svg, str) else svg
    renderer = QSvgRenderer(QByteArray(data))
    pw, ph = max(1, round(width * dpr)), max(1, round(height * dpr))
    image = QImage(pw, ph, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, pw, ph))
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def card_height(width: int) -> int:
    """The pixel height of a card ``width`` pixels wide."""
    return round(width * CARD_ASPECT)


class CardPixmaps:
    """Pixmaps of faces and backs at exact sizes, cached (LRU, ``max_entries``).

    Sizes are logical pixels; ``dpr`` is the device pixel ratio of the screen the card is
    drawn on, and is set on the pixmap. Changing an option clears the cache. GUI thread only.
    """

    def __init__(
        self,
        four_colour: bool = False,
        high_contrast: bool = False,
        back_style: int = 0,
        *,
        max_entries: int = 600,
    ) -> None:
        self._four_colour = four_colour
        self._high_contrast = high_contrast
        self._back_style = back_style
        self.max_entries = max_entries
        self._cache: OrderedDict[tuple, QPixmap] = OrderedDict()

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        if value != self._four_colour:
            self._four_colour = value
            self.clear()

    @property
    def high_contrast(self) -> bool:
        return self._high_contrast

    @high_contrast.setter
    def high_contrast(self, value: bool) -> None:
        if value != self._high_contrast:
            self._high_contrast = value
            self.clear()

    @property
    def back_style(self) -> int:
        return self._back_style

    @back_style.setter
    def back_style(self, value: int) -> None:
        if value != self._back_style:
            self._back_style = value
            self.clear()

    def clear(self) -> None:
        self._cache.clear()

    def __len__(self) -> int:
        return len(self._cache)

    def face(
        self, rank: int, suit: int, width: int, *, wild: bool = False, dpr: float = 1.0
    ) -> QPixmap:
        """The face of (``rank``, ``suit``) ``width`` logical pixels wide (joker: 0, -1)."""
        if rank == 0:
            suit = -1
        key = ("face", rank, suit, wild, width, dpr, self._four_colour, self._high_contrast)
        return self._get(key, lambda: self._render_face(rank, suit, wild, width, dpr))

    def back(self, width: int, *, dpr: float = 1.0) -> QPixmap:
        """The card back in the current style, ``width`` logical pixels wide."""
        key = ("back", self._back_style, width, dpr)
        return self._get(
            key,
            lambda: render_svg(
                _svg_bytes("back", self._back_style, 0, False, False, False),
                width,
                card_height(width),
                dpr,
            ),
        )

    def _render_face(self, rank: int, suit: int, wild: bool, width: int, dpr: float) -> QPixmap:
        svg = _svg_bytes("face", rank, suit, self._four_colour, self._high_contrast, wild)
        return render_svg(svg, width, card_height(width), dpr)

    def _get(self, key: tuple, make: Callable[[], QPixmap]) -> QPixmap:
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = make()
        self._cache[key] = pixmap
        while len(self._cache) > self.max_entries:
            self._cache.popitem(last=False)
        return pixmap


FELT = "#1f5c3f"


def felt_colour() -> QColor:
    """The calm deep green of the table."""
    return QColor(FELT)


def felt_brush(size: QSize | QSizeF, *, vignette: bool = True) -> QBrush:
    """A brush for a table of ``size``: plain felt, or with a very subtle radial vignette
    (a touch lighter in the middle, a touch darker at the edges)."""
    if not vignette:
        return QBrush(felt_colour())
    w, h = size.width(), size.height()
    centre = QPointF(w / 2, h / 2)
    gradient = QRadialGradient(centre, max(1.0, (w * w + h * h) ** 0.5 / 2))
    gradient.setColorAt(0.0, felt_colour().lighter(106))
    gradient.setColorAt(0.6, felt_colour())
    gradient.setColorAt(1.0, felt_colour().darker(118))
    return QBrush(gradient)
