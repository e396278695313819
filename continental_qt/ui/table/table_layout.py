"""Where things go on the table, as plain geometry (no Qt), so it can be tested alone.

The scene has the size of the view, in pixels; everything scales from the
view's width and height. Zones from top to bottom: opponents' seat plates
(on a shallow arc, in one or two rows), the stock and discard piles, the
table melds (a flow of owner groups that shrinks its cards until it fits),
the staging row (only while the player can go down), and the hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field

CARD_ASPECT = 3.5 / 2.5
MARGIN = 10.0


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.right and self.y <= py <= self.bottom


def card_height(width: float) -> float:
    return round(width * CARD_ASPECT)


def hand_card_width(w: float, h: float) -> int:
    """The hand's card width for a view of ``w`` × ``h`` pixels."""
    return int(max(44, min(h * 0.115, w * 0.08, 130)))


def seat_plates(count: int, w: float, h: float) -> list[Rect]:
    """Rectangles for ``count`` opponents along the top, left to right on a shallow arc."""
    if count <= 0:
        return []
    rows = 1 if count <= 6 else 2
    per_row = -(-count // rows)
    ph = max(50.0, min(h * 0.085, 74.0))
    pw = min(250.0, (w - MARGIN * (per_row + 1)) / per_row)
    out: list[Rect] = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        gap = (w - in_row * pw) / (in_row + 1)
        x = gap + col * (pw + gap)
        # A shallow arc: the ends sit lower than the middle, like seats round a table.
        t = (col + 0.5) / in_row * 2 - 1 if in_row > 1 else 0.0
        y = MARGIN + row * (ph + MARGIN / 2) + (t * t) * ph * 0.45
        out.append(Rect(x, y, pw, ph))
    return out


def hand_positions(count: int, card_w: float, left: float, right: float) -> tuple[float, float]:
    """First card's x and the step between cards so ``count`` cards fit in [left, right].

    The step shrinks as the hand grows but never below a fifth of a card, which still
    shows the corner index; 20+ cards fit at any window width the app allows.
    """
    if count <= 0:
        return (left + right) / 2, 0.0
    full = card_w + 6
    avail = right - left
    step = full if count == 1 else min(full, (avail - card_w) / (count - 1))
    step = max(step, card_w * 0.2)
    width = card_w + step * (count - 1)
    return left + max(0.0, (avail - width) / 2), step


@dataclass
class MeldFlow:
    """Result of :func:`flow_melds`: card width and a rectangle per meld, per owner label."""

    card_w: float
    step: float
    melds: dict[int, Rect] = field(default_factory=dict)
    labels: dict[int, Rect] = field(default_factory=dict)  # owner -> label rect
    height: float = 0.0


def meld_width(cards: int, card_w: float, step: float) -> float:
    return card_w + step * max(0, cards - 1)


def flow_melds(
    groups: list[tuple[int, list[tuple[int, int]]]],
    zone: Rect,
    max_card_w: float,
    label_w: float = 90.0,
) -> MeldFlow:
    """Lay out melds grouped by owner: ``groups`` is ``[(owner, [(meld_id, n_cards)])]``.

    Each owner's row starts with a label; melds flow to the right and wrap under
    the label's column. The card size shrinks until everything fits in ``zone``
    (down to a floor where corner indices stay readable).
    """
    card_w = max_card_w
    while True:
        flow = _try_flow(groups, zone, card_w, label_w)
        if flow.height <= zone.h or card_w <= 30:
            return flow
        card_w = max(30.0, card_w * 0.9)


def _try_flow(
    groups: list[tuple[int, list[tuple[int, int]]]], zone: Rect, card_w: float, label_w: float
) -> MeldFlow:
    """Owner groups (label, then melds) flow left to right and wrap like words; a group
    too long for what is left of the line starts a new one, and a group too long for a
    whole line wraps its melds under its own label column."""
    step = max(card_w * 0.34, 12.0)
    ch = card_height(card_w)
    gap = max(8.0, card_w * 0.18)
    group_gap = gap * 3
    line_h = ch + gap
    flow = MeldFlow(card_w, step)
    y = zone.y
    x = zone.x
    for owner, melds in groups:
        widths = [meld_width(n, card_w, step) for _, n in melds]
        group_w = label_w + sum(widths) + gap * max(0, len(widths) - 1)
        if x > zone.x and x + group_w > zone.right:
            x = zone.x
            y += line_h
        flow.labels[owner] = Rect(x, y, label_w - 6, ch)
        x0 = x + label_w
        mx = x0
        for (meld_id, _), mw in zip(melds, widths):
            if mx > x0 and mx + mw > zone.right:
                mx = x0
                y += line_h
            flow.melds[meld_id] = Rect(mx, y, mw, ch)
            mx += mw + gap
        x = mx - gap + group_gap
    flow.height = (y - zone.y) + line_h if groups else 0.0
    return flow


def slot_rects(count: int, zone: Rect) -> list[Rect]:
    """Equal staging slots across ``zone``."""
    if count <= 0:
        return []
    gap = 10.0
    w = (zone.w - gap * (count - 1)) / count
    return [Rect(zone.x + i * (w + gap), zone.y, w, zone.h) for i in range(count)]
