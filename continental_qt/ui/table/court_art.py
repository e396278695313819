"""The court figures (jack, queen, king) of our card faces, as SVG text: a stylised bust in
a framed panel, mirrored top and bottom like a real court card.

Original art written for Continental (MIT, like the code). Coordinates are those of
:mod:`~continental_qt.ui.table.card_art` (a 250 × 350 card): the panel keeps clear of the jumbo
corner indices, and every shape of the top half ends on the panel's diagonal divider, so
the half rotated about the card's centre fills the bottom without clipping (QtSvg's
Tiny profile has none).
"""

from __future__ import annotations

import math
from collections.abc import Callable

W, H = 250, 350
CX, CY = W / 2, H / 2
X0, X1 = 70, 180  # the panel, between the corner indices
Y0, Y1 = 18, 332
TILT = 16  # the divider runs from (X0, CY + TILT/2) up to (X1, CY - TILT/2)

GOLD = "#e0a800"
BLUE = "#1f5fbf"
SKIN = "#f6dcc2"
HAIR = "#8a5a2b"
WHITE = "#ffffff"
ROSE = "#d9416b"
LEAF = "#2e8b3d"
STEEL = "#aab4bf"


def div_y(x: float) -> float:
    """The y of the panel's diagonal divider at ``x``."""
    return CY + TILT / 2 - (x - X0) * TILT / (X1 - X0)


def _n(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


class _Pen:
    """Colours and line weight of one rendering (normal or high contrast)."""

    def __init__(self, ink: str, accent: str, high_contrast: bool) -> None:
        self.ink = ink
        self.accent = accent
        self.line = "#000000" if high_contrast else "#2b2118"
        self.width = 2.6 if high_contrast else 1.6

    def shape(self, d: str, fill: str, *, width: float | None = None) -> str:
        w = self.width if width is None else width
        return (
            f'<path d="{d}" fill="{fill}" stroke="{self.line}" stroke-width="{_n(w)}" '
            f'stroke-linejoin="round"/>'
        )

    def stroke(self, d: str, colour: str | None = None, width: float | None = None) -> str:
        w = self.width if width is None else width
        return (
            f'<path d="{d}" fill="none" stroke="{colour or self.line}" stroke-width="{_n(w)}" '
            f'stroke-linecap="round" stroke-linejoin="round"/>'
        )

    def dot(self, x: float, y: float, r: float, fill: str, *, outline: bool = True) -> str:
        edge = f' stroke="{self.line}" stroke-width="{_n(self.width * 0.6)}"' if outline else ""
        return f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" fill="{fill}"{edge}/>'


def _body(shoulder_y: float, neck_half: float, sweep: float) -> str:
    """Path of a bust's upper body: from the neck (``neck_half`` each side of the centre,
    at ``shoulder_y``) out over the shoulders to the panel's sides, down to the divider."""
    left, right = CX - neck_half, CX + neck_half
    return (
        f"M{X0},{_n(div_y(X0))} L{X0},{_n(shoulder_y + sweep)} "
        f"C{X0 + 8},{_n(shoulder_y + 14)} {_n(left - 16)},{_n(shoulder_y + 2)} "
        f"{_n(left)},{_n(shoulder_y)} L{_n(right)},{_n(shoulder_y)} "
        f"C{_n(right + 16)},{_n(shoulder_y + 2)} {X1 - 8},{_n(shoulder_y + 14)} "
        f"{X1},{_n(shoulder_y + sweep)} L{X1},{_n(div_y(X1))} Z"
    )


def _sleeves(shoulder_y: float, sweep: float) -> str:
    """Path of the two sleeves along the panel's sides, from the shoulders to the divider
    (they read as arms, so the bust is not a plain ball of cloth)."""
    top = shoulder_y + sweep
    out = []
    for side in (1, -1):
        edge = X0 if side == 1 else X1

        def x(dx: float, edge: float = edge, side: int = side) -> str:
            return _n(edge + side * dx)

        out.append(
            f"M{edge},{_n(div_y(edge))} L{edge},{_n(top)} "
            f"C{x(3)},{_n(top - 12)} {x(12)},{_n(shoulder_y + 8)} {x(24)},{_n(shoulder_y + 5)} "
            f"C{x(19)},{_n(top)} {x(17)},{_n(top + 20)} {x(19)},{_n(div_y(edge + side * 19))} Z"
        )
    return " ".join(out)


def _down_to_divider(x_top_left: float, x_top_right: float, y_top: float, spread: float) -> str:
    """A panel of cloth from a top edge down to the divider, widening by ``spread``."""
    bl, br = x_top_left - spread, x_top_right + spread
    return (
        f"M{_n(x_top_left)},{_n(y_top)} L{_n(x_top_right)},{_n(y_top)} "
        f"L{_n(br)},{_n(div_y(br))} L{_n(bl)},{_n(div_y(bl))} Z"
    )


def _face(p: _Pen, cy: float, rx: float, ry: float, *, lips: bool = False) -> str:
    """An oval face centred on (CX, ``cy``): brows, eyes, nose, a mouth."""
    out = [f'<ellipse cx="{CX}" cy="{_n(cy)}" rx="{_n(rx)}" ry="{_n(ry)}" fill="{SKIN}" '
           f'stroke="{p.line}" stroke-width="{_n(p.width)}"/>']  # fmt: skip
    eye_y = cy - ry * 0.08
    for side in (-1, 1):
        ex = CX + side * rx * 0.42
        out.append(p.dot(ex, eye_y, 1.9, p.line, outline=False))
        out.append(
            p.stroke(
                f"M{_n(ex - 4)},{_n(eye_y - 5)} Q{_n(ex)},{_n(eye_y - 7.5)} "
                f"{_n(ex + 4)},{_n(eye_y - 5)}",
                width=p.width * 0.8,
            )
        )
    out.append(
        p.stroke(
            f"M{_n(CX + 0.5)},{_n(eye_y + 1)} L{_n(CX - 2.5)},{_n(cy + ry * 0.38)} "
            f"L{_n(CX + 2)},{_n(cy + ry * 0.4)}",
            width=p.width * 0.8,
        )
    )
    mouth_y = cy + ry * 0.62
    if lips:
        out.append(
            f'<ellipse cx="{CX}" cy="{_n(mouth_y)}" rx="3.6" ry="1.9" fill="{ROSE}" '
            f'stroke="{p.line}" stroke-width="{_n(p.width * 0.5)}"/>'
        )
    else:
        out.append(
            p.stroke(
                f"M{_n(CX - 4)},{_n(mouth_y)} Q{CX},{_n(mouth_y + 2.2)} {_n(CX + 4)},{_n(mouth_y)}",
                width=p.width * 0.8,
            )
        )
    return "".join(out)


def _hand(p: _Pen, x: float, y: float) -> str:
    return f'<ellipse cx="{_n(x)}" cy="{_n(y)}" rx="6" ry="5" fill="{SKIN}" ' + (
        f'stroke="{p.line}" stroke-width="{_n(p.width)}"/>'
    )


# --------------------------------------------------------------------- the figures
def _king(p: _Pen) -> str:
    out = []
    # Sceptre behind the shoulder, held in the left of the panel.
    out.append(p.shape("M87,178 L91,178 L91,98 L87,98 Z", GOLD))
    out.append(p.dot(89, 92, 6.5, GOLD))
    out.append(p.shape("M89,79 L92,84 L89,89 L86,84 Z", p.accent, width=p.width * 0.7))
    # Hair behind the head.
    out.append(p.shape("M105,64 C102,84 104,100 110,108 L140,108 C146,100 148,84 145,64 Z", HAIR))
    # Robe, an accent tunic at the chest, the ermine collar.
    out.append(p.shape(_body(120, 22, 30), p.ink))
    out.append(p.shape(_sleeves(120, 30), p.accent))
    out.append(p.shape(_down_to_divider(116, 134, 122, 4), p.accent))
    out.append(p.stroke(f"M{CX},126 L{CX},{_n(div_y(CX))}", GOLD, p.width * 1.6))
    for y in (140, 155):
        out.append(p.dot(CX, y, 2.6, GOLD))
    out.append(
        p.shape("M92,128 C106,116 144,116 158,128 L164,140 C146,130 104,130 86,140 Z", WHITE)
    )
    for x, y in ((98, 131), (112, 125), (138, 125), (152, 131)):
        out.append(p.shape(f"M{x},{y - 3} L{x + 2},{y + 3} L{x - 2},{y + 3} Z", p.line, width=0.5))
    # Face, beard and moustache.
    out.append(_face(p, 80, 16, 19))
    out.append(
        p.shape(
            "M109,84 C110,100 116,114 125,122 C134,114 140,100 141,84 "
            "C136,93 131,96 125,96 C119,96 114,93 109,84 Z",
            HAIR,
        )
    )
    out.append(p.shape("M115,93 C120,88 130,88 135,93 C130,91.5 120,91.5 115,93 Z", HAIR))
    # Crown: a gold band with three points and jewels.
    out.append(
        p.shape("M105,63 L105,52 L103,33 L114,45 L125,27 L136,45 L147,33 L145,52 L145,63 Z", GOLD)
    )
    out.append(p.stroke("M105,52 L145,52", p.line, p.width * 0.7))
    for x, y, r in ((103, 31, 3), (125, 24.5, 3.6), (147, 31, 3)):
        out.append(p.dot(x, y, r, GOLD))
    for x, fill in ((114, p.accent), (125, "#c8102e"), (136, p.accent)):
        out.append(p.dot(x, 57.5, 2.6, fill))
    # The hand on the sceptre, in front of the robe.
    out.append(_hand(p, 89, 150))
    return "".join(out)


def _queen(p: _Pen) -> str:
    out = []
    # Long hair behind head and shoulders.
    out.append(
        p.shape("M106,64 C98,86 96,110 94,134 L156,134 C154,110 152,86 144,64 C138,52 112,52 "
                "106,64 Z", HAIR)
    )  # fmt: skip
    # Neck and shoulders, then the gown with a rounded neckline and gold trim.
    out.append(p.shape("M117,94 L133,94 L136,118 L148,128 L102,128 L114,118 Z", SKIN))
    neck = "C115,142 135,142 143,127"
    out.append(
        p.shape(
            f"M{X0},{_n(div_y(X0))} L{X0},156 C78,140 92,129 107,127 {neck} "
            f"C158,129 172,140 {X1},156 L{X1},{_n(div_y(X1))} Z",
            p.ink,
        )
    )
    out.append(p.shape(_sleeves(127, 29), p.accent))
    out.append(p.shape(_down_to_divider(119, 131, 139, 5), p.accent))
    out.append(p.stroke(f"M107,127 {neck}", GOLD, p.width * 1.8))
    for i in range(7):  # a necklace of gold beads
        t = (i + 1) / 8
        x = (1 - t) ** 2 * 112 + 2 * (1 - t) * t * 125 + t * t * 138
        y = (1 - t) ** 2 * 121 + 2 * (1 - t) * t * 133 + t * t * 121
        out.append(p.dot(x, y, 1.7, GOLD, outline=False))
    # Face and the hair framing it.
    out.append(_face(p, 80, 14.5, 18, lips=True))
    out.append(p.shape("M110,74 C110,60 120,58 125,62 C130,58 140,60 140,74 "
                       "C136,66 130,64 125,67 C120,64 114,66 110,74 Z", HAIR))  # fmt: skip
    # Crown: a lower, rounded diadem with one jewel.
    out.append(
        p.shape(
            "M108,62 L108,54 C110,49 112,47 114,42 C117,48 120,49 125,37 C130,49 133,48 136,42 "
            "C138,47 140,49 142,54 L142,62 Z",
            GOLD,
        )
    )
    for x, y in ((114, 40), (125, 35), (136, 40)):
        out.append(p.dot(x, y, 2.4, GOLD))
    out.append(p.dot(125, 55, 3, p.accent))
    # A rose on a stem, held on the left.
    out.append(p.stroke("M96,160 C92,145 92,128 90,110", LEAF, p.width * 1.5))
    out.append(p.shape("M92,138 C84,136 80,130 80,126 C86,127 91,131 92,138 Z", LEAF))
    for i in range(5):
        a = math.pi * (2 * i / 5 - 0.5)
        out.append(p.dot(90 + 5.5 * math.cos(a), 105 + 5.5 * math.sin(a), 4.6, ROSE))
    out.append(p.dot(90, 105, 3, GOLD))
    out.append(_hand(p, 96, 160))
    return "".join(out)


def _jack(p: _Pen) -> str:
    out = []
    # A halberd on the left.
    out.append(p.shape("M87,178 L91,178 L91,80 L87,80 Z", HAIR))
    out.append(p.shape("M89,56 L93,70 L89,82 L85,70 Z", STEEL))
    out.append(p.shape("M91,74 C100,72 106,78 106,88 C100,86 95,86 91,88 Z", STEEL))
    # Hair: a page-boy cut.
    out.append(p.shape("M107,70 C103,86 104,98 109,104 L141,104 C146,98 147,86 143,70 Z", HAIR))
    # Doublet with a sash and buttons, a white ruff at the neck.
    out.append(p.shape(_body(124, 20, 28), p.ink))
    out.append(p.shape(_sleeves(124, 28), p.accent))
    out.append(
        p.shape(
            f"M96,130 L108,126 L{_n(160)},{_n(div_y(160) - 1)} L{_n(146)},{_n(div_y(146))} Z",
            GOLD,
        )
    )
    out.append(p.shape("M117,98 L133,98 L133,120 L117,120 Z", SKIN))
    ruff = " ".join(
        f"A4.2,4.2 0 0 1 {_n(103 + 4.4 * (i + 1))},{_n(121 + (2.5 if i % 2 == 0 else 0))}"
        for i in range(10)
    )
    out.append(p.shape(f"M103,121 {ruff} L147,127 C140,133 110,133 103,127 Z", WHITE))
    # Face: young, clean-shaven.
    out.append(_face(p, 82, 14.5, 17.5))
    # Cap: a soft beret with a gold band and a long feather sweeping up to the left.
    out.append(
        p.shape("M145,60 C136,42 112,30 84,30 C104,36 122,46 136,64 Z", p.accent, width=p.width)
    )
    out.append(p.stroke("M141,62 C130,46 110,36 90,32", p.line, p.width * 0.7))
    out.append(
        p.shape(
            "M105,72 C100,60 108,46 126,45 C144,44 154,52 151,64 C149,70 140,68 125,67 "
            "C114,67 108,73 105,72 Z",
            p.ink,
        )
    )
    out.append(p.shape("M107,70 C112,64 138,62 150,66 L150,70 C138,67 112,68 108,74 Z", GOLD))
    out.append(p.dot(143, 60, 3.2, GOLD))
    out.append(_hand(p, 89, 150))
    return "".join(out)


_FIGURES: dict[int, Callable[[_Pen], str]] = {11: _jack, 12: _queen, 13: _king}


def accent_for(ink: str) -> str:
    """The second colour of the clothes: blue, unless the suit itself is blue (four-colour
    diamonds), then a purple that still differs from it."""
    return "#6a3d9a" if ink.lower() in ("#1f5fbf", "#0033cc") else BLUE


def court_art(
    rank: int, ink: str, suit_symbol: Callable[[float, float, float], str], *,
    high_contrast: bool = False,
) -> str:  # fmt: skip
    """The SVG of the court figure of ``rank`` (11 jack, 12 queen, 13 king) in the suit's
    ``ink``: the framed panel, the figure and its mirror image, the divider, and a small
    suit symbol in the panel's corner (``suit_symbol(x, y, size)`` draws one)."""
    p = _Pen(ink, accent_for(ink), high_contrast)
    half = _FIGURES[rank](p) + f'<g fill="{ink}">{suit_symbol(164, 36, 22)}</g>'
    frame_w = 4 if high_contrast else 2.5
    return (
        f'<rect x="{X0}" y="{Y0}" width="{X1 - X0}" height="{Y1 - Y0}" rx="6" ry="6" '
        f'fill="#fffdf7" stroke="none"/>'
        f"<g>{half}</g>"
        f'<g transform="rotate(180 {_n(CX)} {_n(CY)})">{half}</g>'
        + p.stroke(f"M{X0},{_n(div_y(X0))} L{X1},{_n(div_y(X1))}", GOLD, 3)
        + p.stroke(f"M{X0},{_n(div_y(X0))} L{X1},{_n(div_y(X1))}", p.line, 0.8)
        + f'<rect x="{X0}" y="{Y0}" width="{X1 - X0}" height="{Y1 - Y0}" rx="6" ry="6" '
        f'fill="none" stroke="{ink}" stroke-width="{frame_w}"/>'
        f'<rect x="{X0 + 4}" y="{Y0 + 4}" width="{X1 - X0 - 8}" height="{Y1 - Y0 - 8}" '
        f'rx="4" ry="4" fill="none" stroke="{GOLD}" stroke-width="1.2"/>'
    )
