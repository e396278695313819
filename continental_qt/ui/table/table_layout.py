"""Where things go on the table, as plain geometry (no Qt), so it can be tested alone.

The scene has the size of the view, in pixels; everything scales from the
view's width and height (within bounds; the "larger cards" option raises the
scale). Zones from top to bottom: opponents' seat plates (on a shallow arc, in
one or two rows, each as wide as its text), the stock and discard piles, the
table melds (a flow of owner groups that shrinks its cards until it fits), the
staging row (only while the player can go down), and the hand.

:func:`table_layout` computes the whole table from the viewer's view and plain
data (the hand's order, the staged cards, the plates' texts and a text-width
function); ``TableView.refresh`` only applies its result to the scene's items.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field

from ...engine.cards import Card
from ...engine.melds import is_wild
from ...engine.state import GameState

CARD_ASPECT = 3.5 / 2.5
MARGIN = 10.0
#: The "larger cards" option multiplies the card scale by this.
LARGER = 1.22
#: The hand's card width bounds in px (the upper one times LARGER with the option on).
MIN_CARD_W = 44.0
MAX_CARD_W = 180.0
#: Seat plate text sizes as fractions of the plate's height (the plate paints with these).
PLATE_NAME_PX = 0.25
PLATE_SMALL_PX = 0.2
#: A seat plate's fixed parts, in px: left padding, gap after the initial, gaps at the right.
PLATE_PAD = 8.0
PLATE_MIN_H = 40.0
#: A staging slot's room for its caption above its cards and its verdict below, in px at
# the system's text size (the larger-text option multiplies it).
SLOT_TEXT_H = 44.0

TextWidth = Callable[[str, float, bool], float]
"""``text_width(text, pixel_size, bold)``: the width in px of ``text`` in the UI font."""


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


def hand_card_width(w: float, h: float, scale: float = 1.0) -> int:
    """The hand's card width for a view of ``w`` × ``h`` pixels: it grows with the view,
    between :data:`MIN_CARD_W` and :data:`MAX_CARD_W` (× ``scale``, the larger-cards
    option), and never so wide that the table's zones stop fitting in ``h``."""
    want = min(h * 0.135, w * 0.09) * scale
    return int(max(MIN_CARD_W, min(want, MAX_CARD_W * scale, h * 0.16)))


def plate_height(h: float, scale: float = 1.0, text: float = 1.0) -> float:
    """A seat plate's height in a view ``h`` high (its text is sized from it): ``scale``
    is the larger-cards option's factor, ``text`` the larger-text option's."""
    return max(50.0, min(h * 0.08 * scale, 104.0)) * text


def fan_width(plate_h: float, cards: int) -> float:
    """The width of a seat plate's fan of card backs (one per card, up to ten)."""
    if cards <= 0:
        return 0.0
    cw = int(plate_h * 0.6 / CARD_ASPECT)
    return cw + cw * 0.25 * (min(cards, 10) - 1)


def plate_width(plate_h: float, texts: Sequence[str], cards: int, text_width: TextWidth) -> float:
    """How wide a seat plate must be for its initial, its lines of text (name in bold, then
    the smaller lines) and its fan, at height ``plate_h``."""
    name_px = max(9, int(plate_h * PLATE_NAME_PX))
    small_px = max(9, int(plate_h * PLATE_SMALL_PX))
    text_w = 0.0
    for i, t in enumerate(texts):
        text_w = max(text_w, text_width(t, name_px if i == 0 else small_px, i == 0))
    initial = plate_h * 0.56
    fan = fan_width(plate_h, cards)
    # + 4 px: the plate's paint and this measure must not disagree by a rounding.
    return PLATE_PAD + initial + PLATE_PAD + text_w + 4 + 6 + (fan + PLATE_PAD if fan else 0) + 4


def plate_rows(count: int) -> int:
    """How many rows ``count`` opponents' plates take at least (one up to six, then two)."""
    return 1 if count <= 6 else 2


def plate_room(count: int, w: float, rows: int | None = None) -> float:
    """The widest a plate may be with ``count`` opponents in ``rows`` rows (default
    :func:`plate_rows`)."""
    rows = plate_rows(count) if rows is None else rows
    per_row = -(-count // rows) if count > 0 else 1
    return (w - MARGIN * (per_row + 1)) / per_row


def seat_plates(
    count: int,
    w: float,
    h: float,
    widths: Sequence[float] | None = None,
    scale: float = 1.0,
    ph: float | None = None,
    rows: int | None = None,
) -> list[Rect]:
    """Rectangles for ``count`` opponents along the top, left to right on a shallow arc,
    in ``rows`` rows (default :func:`plate_rows`).

    ``widths`` are the widths the plates want (:func:`plate_width`); every plate of a row
    gets the widest one, shrunk to the row's share of ``w`` when they do not all fit (the
    plate then elides its text)."""
    if count <= 0:
        return []
    rows = plate_rows(count) if rows is None else rows
    per_row = -(-count // rows)
    ph = plate_height(h, scale) if ph is None else ph
    room = plate_room(count, w, rows)
    pw = min(250.0, room) if not widths else min(max(widths), room)
    out: list[Rect] = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        gap = (w - in_row * pw) / (in_row + 1)
        x = gap + col * (pw + gap)
        # A shallow arc: the ends sit lower than the middle, like seats round a table.
        t = (col + 0.5) / in_row * 2 - 1 if in_row > 1 else 0.0
        # Two rows keep a shallower arc and a wider row step, so they never touch.
        arc = 0.45 if rows == 1 else 0.2
        y = MARGIN + row * (ph * (1 if rows == 1 else 1.25) + MARGIN / 2) + (t * t) * ph * arc
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


def meld_gap(card_w: float) -> float:
    """The gap between melds (and between lines of melds) with meld cards ``card_w`` wide."""
    return max(8.0, card_w * 0.18)


def meld_line_height(card_w: float) -> float:
    """The height one line of melds takes, cards ``card_w`` wide, with its gap."""
    return card_height(card_w) + meld_gap(card_w)


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
    gap = meld_gap(card_w)
    group_gap = gap * 3
    line_h = meld_line_height(card_w)
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


# ------------------------------------------------------------------ the whole table
@dataclass(frozen=True)
class CardPlace:
    """Where one face-up card goes: top-left corner, width, wild badge, stacking order."""

    x: float
    y: float
    w: float
    wild: bool
    z: float


@dataclass(frozen=True)
class PlateText:
    """What a seat plate says (already in words) and how many card backs its fan shows."""

    name: str
    level: str
    status: str
    cards: int


@dataclass
class TableLayout:
    """Everything :func:`table_layout` decided, in scene pixels (the view's pixels).

    ``cards`` is in the order new cards are dealt onto the table (pile, melds, staging,
    hand); ``melds`` and ``slots`` are in drop-target order."""

    w: float
    h: float
    card_w: float
    card_h: float
    plates: dict[int, Rect] = field(default_factory=dict)  # seat -> plate, seats in order
    fans: dict[int, float] = field(default_factory=dict)  # seat -> its fan's width
    plate_lines: dict[int, tuple[str, str, str]] = field(default_factory=dict)  # name, 2, 3
    stock: Rect = Rect(0, 0, 0, 0)
    pile: Rect = Rect(0, 0, 0, 0)
    stock_label: Rect = Rect(0, 0, 0, 0)
    pile_label: Rect = Rect(0, 0, 0, 0)
    banner: Rect = Rect(0, 0, 0, 0)
    round_label: Rect = Rect(0, 0, 0, 0)
    text_px: float = 13.0  # pile and owner labels
    banner_px: float = 13.0
    round_px: float = 12.0
    text_scale: float = 1.0  # the larger-text option's factor (the slots' words grow by it)
    hand_zone: Rect = Rect(0, 0, 0, 0)
    hand_top: float = 0.0
    hand_lift: float = 0.0
    owners: list[int] = field(default_factory=list)  # meld owners, top to bottom
    owner_labels: dict[int, Rect] = field(default_factory=dict)
    melds: dict[int, Rect] = field(default_factory=dict)
    staging_on: bool = False
    slots: list[Rect] = field(default_factory=list)
    slot_cards: list[tuple[int, Rect]] = field(default_factory=list)
    hand_rects: list[tuple[int, Rect]] = field(default_factory=list)
    cards: dict[int, CardPlace] = field(default_factory=dict)
    warm_widths: set[int] = field(default_factory=set)  # card widths worth pre-rendering


def seat_order(view: GameState) -> list[int]:
    """Opponents clockwise from the viewer's left (all seats for a spectator)."""
    viewer = view.viewer
    start = 0 if viewer is None else viewer
    seats = [(start + i * view.rules.direction) % view.n for i in range(view.n)]
    return [x for x in seats if x != viewer]


def staging_visible(view: GameState) -> bool:
    """The staging row shows while the viewer may still go down (always in single-hand)."""
    if view.viewer is None or view.is_over:
        return False
    return not view.has_gone_down(view.viewer)


def _label_px(cw: float) -> float:
    return max(13.0, min(20.0, cw * 0.15))


def meld_room(
    height: float, cw: float, staging_on: bool, base: float | None = None, text: float = 1.0
) -> float:
    """The height left for the table melds in ``height`` px below the seat plates, with
    hand cards ``cw`` wide and piles and staging sized from ``base`` (default ``cw``; the
    piles, their labels, the staging row and the hand take the rest: :func:`table_layout`
    stacks them the same way); ``text``: the larger-text option's factor."""
    base = cw if base is None else base
    ch = card_height(cw)
    piles = card_height(max(40.0, base * 0.9)) + _label_px(base) * text * 2.6 + 4
    hand = ch + ch * 0.16 + MARGIN
    slot = card_height(max(34.0, base * 0.62)) + SLOT_TEXT_H * text
    staging = ch * 0.16 + slot + 6 if staging_on else 0.0
    return height - piles - hand - staging - 8


@dataclass(frozen=True)
class _PlateRow:
    """The opponents' seat plates: their rectangles, height, whether they show their fans,
    the y where the zones below them start, each plate's three lines of text, and
    whether every plate is as wide as its text."""

    rects: list[Rect]
    ph: float
    fans: bool
    bottom: float
    lines: list[tuple[str, str, str]]
    fits: bool


def plate_lines(text: PlateText | None, balanced: bool = False) -> tuple[str, str, str]:
    """A plate's three lines: the name, the level, the status (``7 cards · down ✓``);
    ``balanced`` moves the status's first part up beside the level
    (``Hard · 7 cards`` / ``down ✓ · buys 1``), for a narrower plate."""
    if text is None:
        return ("", "", "")
    parts = text.status.split(" · ")
    if not balanced or len(parts) < 2:
        return (text.name, text.level, text.status)
    level = f"{text.level} · {parts[0]}" if text.level else parts[0]
    return (text.name, level, " · ".join(parts[1:]))


def _plate_row(
    entries: Sequence[PlateText | None],
    w: float,
    h: float,
    scale: float,
    text_width: TextWidth,
    text: float = 1.0,
) -> _PlateRow:
    """Plates for the opponents' ``entries`` (in seat order) in a ``w`` × ``h`` view.

    Plates share one width, so each reserves room for the widest fan among them. Plates
    too wide for their row drop their fans first, then shrink (text and all) down to
    PLATE_MIN_H; then their status shares its parts with the level line; then six or
    fewer take two rows. Only when none of that fits does a plate elide its text."""
    count = len(entries)
    least = plate_rows(count)
    tries = [(rows, balanced) for rows in (least, 2) for balanced in (False, True)]
    if least == 2 or count < 2:
        tries = tries[:2]
    row = None
    for rows, balanced in tries:
        row = _fit_plates(entries, w, h, scale, text_width, rows, balanced, text)
        if row.fits:
            break
    assert row is not None
    return row


def _fit_plates(
    entries: Sequence[PlateText | None],
    w: float,
    h: float,
    scale: float,
    text_width: TextWidth,
    rows: int,
    balanced: bool,
    text: float = 1.0,
) -> _PlateRow:
    """Plates in ``rows`` rows with their lines arranged (``balanced``, see
    :func:`plate_lines`), fans dropped and height shrunk as far as needed to fit."""
    ph = plate_height(h, scale, text)
    lines = [plate_lines(t, balanced) for t in entries]
    most = max((t.cards for t in entries if t), default=0)
    room = plate_room(len(entries), w, rows)

    def widest(height: float, cards: int) -> float:
        return max((plate_width(height, x, cards, text_width) for x in lines), default=0.0)

    fans = most if widest(ph, most) <= room else 0
    while widest(ph, fans) > room and ph > PLATE_MIN_H:
        ph = max(PLATE_MIN_H, ph - 2)
    rects = seat_plates(len(entries), w, h, [widest(ph, fans)], scale, ph, rows)
    bottom = max((r.bottom for r in rects), default=MARGIN) + MARGIN
    return _PlateRow(rects, ph, bool(fans), bottom, lines, widest(ph, fans) <= room)


def _larger_card_width(
    w: float,
    h: float,
    plain: _PlateRow,
    big: _PlateRow,
    base: float,
    staging_on: bool,
    groups: list[tuple[int, list[tuple[int, int]]]],
    label_w: float,
    text: float = 1.0,
) -> tuple[_PlateRow, float, float]:
    """The seat plates and the hand's card width with larger cards in a ``w`` × ``h``
    view (``plain`` and ``big``: the plates without and with the option), and the meld
    card width the table has without the option.

    The hand, then the plates, grow only while the melds keep the height they take without
    the option (or, with fewer, one line of melds at their full size, so the hand does
    not change size while the first melds go down): larger cards never make the table's
    melds smaller."""
    plain_h = meld_room(h - plain.bottom, base, staging_on, text=text)
    meld_w = max(34.0, base * 0.92)
    flow = flow_melds(groups, Rect(MARGIN, 0.0, w - 2 * MARGIN, plain_h), meld_w, label_w)
    need = min(plain_h, max(flow.height, meld_line_height(meld_w)))
    cw = float(hand_card_width(w, h, LARGER))
    while cw > base and meld_room(h - plain.bottom, cw, staging_on, base, text) < need:
        cw = max(base, cw - 2)
    # The hand first: the plates grow only with room to spare.
    row = big if meld_room(h - big.bottom, cw, staging_on, base, text) >= need else plain
    return row, cw, flow.card_w


def _estimate_width(text: str, px: float, bold: bool) -> float:
    return len(text) * px * (0.62 if bold else 0.56)


def table_layout(
    view: GameState,
    w: float,
    h: float,
    *,
    hand: Sequence[Card] = (),
    selected: Collection[int] = (),
    staging: Sequence[Sequence[Card]] = (),
    plates: Mapping[int, PlateText] | None = None,
    larger: bool = False,
    text_width: TextWidth = _estimate_width,
    text_scale: float = 1.0,
) -> TableLayout:
    """Lay the table out for ``view`` (the viewer's view: ``view.viewer`` is whose hand
    shows, None for a spectator) in a ``w`` × ``h`` view.

    ``hand`` is the viewer's hand in the player's order without the staged cards,
    ``selected`` the selected uids, ``staging`` the staged cards per contract slot,
    ``plates`` the seat plates' texts, ``larger`` the larger-cards option, ``text_width``
    measures text in the UI font (an estimate by default), ``text_scale`` is the larger-text
    option's factor (the plates and the labels' text grow by it). Touches no Qt object.
    """
    scale = LARGER if larger else 1.0
    rules = view.rules
    viewer = view.viewer
    out = TableLayout(w, h, 0.0, 0.0)

    # Opponents: plates as wide as their text.
    order = seat_order(view)
    texts = plates or {}
    entries = [texts.get(seat) for seat in order]
    row = _plate_row(entries, w, h, 1.0, text_width, text_scale)
    staging_on = staging_visible(view)
    # The card size the window affords (``base``), made smaller while the melds between
    # the piles and the staging row would get less than a card's width of height. Larger
    # cards enlarge the hand and the plates beyond it as far as the melds keep the size
    # they have without the option (:func:`_larger_card_width`); the piles and the
    # staging row stay at ``base``.
    base = float(hand_card_width(w, h))
    while base > MIN_CARD_W and meld_room(h - row.bottom, base, staging_on, text=text_scale) < base:
        base = max(MIN_CARD_W, base - 2)
    # Table melds, grouped by owner (the viewer last, nearest the hand).
    by_owner: dict[int, list] = {}
    for m in view.melds:
        by_owner.setdefault(m.owner, []).append(m)
    owners = [o for o in order if o in by_owner]
    if viewer is not None and viewer in by_owner:
        owners.append(viewer)
    groups = [(o, [(m.id, len(m.cards)) for m in by_owner[o]]) for o in owners]
    label_w = min(max(110.0, base * 1.1), w * 0.1)
    cw, meld_floor = base, 0.0
    if larger:
        big = _plate_row(entries, w, h, LARGER, text_width, text_scale)
        row, cw, meld_floor = _larger_card_width(
            w, h, row, big, base, staging_on, groups, label_w, text_scale
        )
    top = row.bottom
    for seat, t, rect, lines in zip(order, entries, row.rects, row.lines):
        out.plates[seat] = rect
        out.fans[seat] = fan_width(row.ph, t.cards if t else 0) if row.fans else 0.0
        out.plate_lines[seat] = lines
    ch = card_height(cw)
    out.card_w, out.card_h = cw, ch

    # Piles, and the round line and banner beside them.
    pw = max(40.0, base * 0.9)
    pile_h = card_height(pw)
    # The pile labels take half the gap each side: wider with larger text ("Ablagestapel").
    gap = max(24.0, base * 0.3) * text_scale
    cx = w / 2
    out.stock = Rect(cx - pw - gap, top, pw, pile_h)
    out.pile = Rect(cx + gap, top, pw, pile_h)
    out.text_px = _label_px(base) * text_scale
    label_h = out.text_px * 2.6  # two lines (translations)
    # Pile labels may use half the room between the piles.
    out.stock_label = Rect(out.stock.x - gap, top + pile_h + 2, pw + 2 * gap, label_h)
    out.pile_label = Rect(out.pile.x - gap, top + pile_h + 2, pw + 2 * gap, label_h)
    if view.discard:
        top_card = view.discard[-1]
        out.cards[top_card.uid] = CardPlace(out.pile.x, top, pw, is_wild(top_card, rules), 5)
        if len(view.discard) > 1:
            under = view.discard[-2]
            out.cards[under.uid] = CardPlace(
                out.pile.x - pw * 0.18, top - 2, pw, is_wild(under, rules), 4
            )
    out.banner_px = max(13.0, min(22.0, h * 0.02 * scale)) * text_scale
    out.banner = Rect(
        out.pile.right + 20,
        top + pile_h * 0.15,
        min(max(360.0, base * 3.2), w - out.pile.right - 40),
        pile_h * 0.7,
    )
    out.round_px = max(12.0, min(22.0, h * 0.02 * scale)) * text_scale
    out.round_label = Rect(MARGIN, top + pile_h * 0.1, max(80.0, out.stock.x - 40), pile_h * 0.8)
    piles_bottom = top + pile_h + label_h + 4

    # Hand zone and staging zone, from the bottom up.
    hand_top = h - ch - ch * 0.16 - MARGIN
    out.hand_top, out.hand_lift = hand_top, ch * 0.14
    out.hand_zone = Rect(MARGIN, hand_top - ch * 0.12, w - 2 * MARGIN, h - hand_top + ch * 0.08)
    out.staging_on = staging_on
    slot_card_w = max(34.0, base * 0.62)
    out.text_scale = text_scale
    slot_text = SLOT_TEXT_H * text_scale
    slot_h = card_height(slot_card_w) + slot_text
    slot_top = hand_top - ch * 0.16 - slot_h - 6 if out.staging_on else hand_top
    meld_zone = Rect(MARGIN, piles_bottom, w - 2 * MARGIN, slot_top - piles_bottom - 8)

    # Table melds: never smaller than without larger cards (they fit there: see above).
    flow = flow_melds(groups, meld_zone, max(34.0, cw * 0.92), label_w)
    if flow.card_w < meld_floor:
        flow = flow_melds(groups, meld_zone, meld_floor, label_w)
    out.owners = owners
    for o in owners:
        lr = flow.labels[o]
        out.owner_labels[o] = Rect(lr.x, lr.y, lr.w, min(lr.h, out.text_px * 3))
        for m in by_owner[o]:
            r = flow.melds[m.id]
            out.melds[m.id] = r
            for i, c in enumerate(m.cards):
                out.cards[c.uid] = CardPlace(
                    r.x + i * flow.step, r.y, flow.card_w, m.wild[i], 10 + i
                )

    # Staging slots.
    slot_zone = Rect(MARGIN, slot_top, w - 2 * MARGIN, slot_h)
    out.slots = slot_rects(len(staging), slot_zone) if out.staging_on else []
    sw = min(slot_card_w, (slot_h - slot_text) / CARD_ASPECT)
    for r, group in zip(out.slots, staging):
        x0, step = hand_positions(len(group), sw, r.x + 8, r.right - 8)
        step = min(step, sw * 0.45)
        total = sw + step * max(0, len(group) - 1)
        x0 = r.x + (r.w - total) / 2
        for j, c in enumerate(group):
            x, y = x0 + j * step, r.y + slot_text / 2
            out.cards[c.uid] = CardPlace(x, y, sw, is_wild(c, rules), 40 + j)
            out.slot_cards.append((c.uid, Rect(x, y, sw, card_height(sw))))

    # The hand.
    if viewer is not None:
        x0, step = hand_positions(len(hand), cw, MARGIN * 2, w - MARGIN * 2)
        chosen = set(selected)
        for i, c in enumerate(hand):
            x = x0 + i * step
            y = hand_top - (out.hand_lift if c.uid in chosen else 0.0)
            out.cards[c.uid] = CardPlace(x, y, cw, is_wild(c, rules), 60 + i)
            out.hand_rects.append((c.uid, Rect(x, y, step if i < len(hand) - 1 else cw, ch)))

    # Meld sizes shrink step by step as the table fills, so they are not pre-rendered.
    out.warm_widths = {int(round(cw)), int(round(pw))}
    if out.staging_on:
        out.warm_widths.add(int(round(sw)))
    return out
