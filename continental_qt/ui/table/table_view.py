"""The card table: a ``QGraphicsView`` whose scene is laid out from the viewer's view.

The table is built on a :class:`~.viewer_feed.ViewerFeed` and never sees the live
``GameState``: each layout reads ``feed.view`` (``state.view(viewer)``, or the
spectator's view with no hand), so a card its viewer may not see has no way onto the
scene, into a tooltip or into the events it animates. The view turns gestures into
engine actions and asks the engine (through the feed) what is legal; it never
decides a rule itself.

Mouse, keyboard and drag and drop (what each gesture does) live in
``table_input.py``, mixed into the view; this module lays the table out.

Cards keep their items between refreshes (keyed by card uid), so every move
animates from where the card was; a card that appears comes from the stock
or from the seat that played it. ``anim_ms`` 0 turns motion off.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QMenu, QWidget

from ...engine.actions import Claim, TakeDiscard
from ...engine.cards import Card
from ...engine.events import DRAW, FIRST_REFUSAL, MAY_I, PLAY, ROUND_OVER, Event
from ...engine.melds import TableMeld, is_wild, pos_rank
from ...engine.rules import RUN, MeldReq, RuleSet
from ...engine.state import GameState
from .. import texts
from ..texts import translate
from ..texts.events import event_text
from .card_art import CardPixmaps, felt_colour
from .card_item import CardItem
from .hand_model import HandModel, Staging
from .table_input import TableInput, Target, _Drag
from .table_items import FrameItem, LabelItem, SeatPlate, seat_colour
from .table_layout import (
    MARGIN,
    Rect,
    card_height,
    flow_melds,
    hand_card_width,
    hand_positions,
    seat_plates,
    slot_rects,
)
from .viewer_feed import ViewerFeed


class TableView(TableInput, QGraphicsView):
    """The table. Build it with the viewer's feed, the hand model and the staging groups."""

    message = Signal(str)  # a refusal reason or a hint, in words
    goDownRequested = Signal()

    def __init__(
        self,
        feed: ViewerFeed,
        hand: HandModel,
        staging: Staging,
        art: CardPixmaps,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("table_view")
        self.feed = feed
        self.hand = hand
        self.staging = staging
        self.art = art
        self.anim_ms = 200
        self.scene_ = QGraphicsScene(self)
        self.setScene(self.scene_)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(640, 420)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)

        self.cards: dict[int, CardItem] = {}  # face-up cards by uid
        self.plates: dict[int, SeatPlate] = {}
        self.meld_frames: dict[int, FrameItem] = {}
        self.slot_frames: list[FrameItem] = []
        self.labels: dict[str, LabelItem] = {}
        self.stock_item = CardItem(art, None, 60)
        self.stock_item.layers = 3
        self.stock_item.setZValue(1)
        self.scene_.addItem(self.stock_item)
        self.hand_frame = FrameItem(Rect(0, 0, 10, 10))
        self.hand_frame.dashed = False
        self.hand_frame.setZValue(-1)
        self.scene_.addItem(self.hand_frame)
        self.focus_row = 0
        self.thinking: set[int] = set()
        self.card_menu: QMenu | None = None
        self.banner_text = ""
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self._clear_banner)

        self._targets: list[tuple[Target, Rect]] = []
        self._hand_rects: list[tuple[int, Rect]] = []  # uid, rect (left to right)
        self._slot_cards: list[tuple[int, Rect]] = []
        self._hand_zone = Rect(0, 0, 0, 0)
        self._pile_rect = Rect(0, 0, 0, 0)
        self._stock_rect = Rect(0, 0, 0, 0)
        self._origin: dict[int, QPointF] = {}
        self._press: tuple[object, QPointF, QPointF] | None = None
        self._drag: _Drag | None = None
        self._progress_cache: tuple[tuple, int] = ((), 0)  # hand key -> distance
        self.viewer: int | None = None  # whose hand the last layout showed
        self._pile_uid: int | None = None  # the discard pile's top card in that layout
        self._tips: dict[int, str] = {}  # card uid -> what its meld is, on hover
        self._hand_top = 0.0  # the hand row's y and a selected card's lift (from refresh)
        self._hand_lift = 0.0
        # Card faces are rendered from SVG the first time a size is needed, and a new
        # deal needing a dozen at once would stall the window: idle time renders every
        # face at the sizes in use ahead of need, a few per event-loop pass.
        self._warm_key: tuple = ()
        self._warm_queue: list[tuple[int, int, int, bool, float]] = []
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._warm_step)
        self._accepting: set[Target] = set()

        feed.stateChanged.connect(self.refresh)
        feed.eventsSeen.connect(self._on_events)
        feed.aiThinking.connect(self._on_thinking)
        feed.gameStarted.connect(self._on_game_started)
        staging.changed.connect(self.refresh)
        hand.selectionChanged.connect(self._restyle_hand)

    # ------------------------------------------------------------ drawing
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, felt_colour())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refresh(animate=False)

    # ------------------------------------------------------------ signals
    def _on_game_started(self) -> None:
        self.cancel_drag()
        for uid in list(self.cards):
            self._remove_card(uid)
        self.hand.clear()
        s = self.feed.view
        self.hand.rules = s.rules if s else None
        self._reset_staging()

    def _reset_staging(self) -> None:
        s = self.feed.view
        if s is None:
            self.staging.reset(None, ())
            return
        if s.rules.single_hand:
            reqs: tuple[MeldReq, ...] = tuple(MeldReq(RUN, 3) for _ in range(5))
        else:
            reqs = tuple(s.contract)
        self.staging.reset(s.rules, reqs)

    def _on_thinking(self, seat: int, on: bool) -> None:
        if on:
            self.thinking.add(seat)
        else:
            self.thinking.discard(seat)
        plate = self.plates.get(seat)
        if plate is not None:
            plate.thinking = on
            plate.update()

    def _on_events(self, events: list[Event]) -> None:
        """Note where new cards come from, and announce claims beside the pile (the
        events as the screen may show them: the feed's ``eventsSeen``)."""
        s = self.feed.view
        names = self.feed.names
        for ev in events:
            seat = ev.seat
            if ev.kind == "round_started":
                self._reset_staging()
            if seat is None or seat == self.viewer:
                continue
            origin = self._plate_centre(seat)
            if origin is None:
                continue
            if ev.kind in ("discarded", "went_down", "laid_off", "swapped_wild"):
                for uid in _uids(ev.data.get("card")) + _uids(ev.data.get("cards")):
                    self._origin[uid] = origin
            if ev.kind in ("claimed", "bought", "first_refusal_taken") and s is not None:
                line = event_text(ev, names, self.feed.log_viewer, s.rules)
                if line:
                    self.show_banner(line)

    def show_banner(self, text: str, ms: int = 2600) -> None:
        self.banner_text = text
        self._banner_timer.start(ms)
        self.refresh(animate=False)

    def _clear_banner(self) -> None:
        self.banner_text = ""
        self.refresh(animate=False)

    def _plate_centre(self, seat: int) -> QPointF | None:
        plate = self.plates.get(seat)
        if plate is None:
            return None
        r = plate.rect
        return QPointF(r.x + r.w / 2 - 20, r.y + r.h / 2 - 20)

    # ------------------------------------------------------------ layout
    def refresh(self, animate: bool = True) -> None:
        """Lay the table out from the viewer's view (cheap; runs after every move);
        between rounds, the table as the round ended."""
        s = self.feed.view
        w = max(1.0, float(self.viewport().width()))
        h = max(1.0, float(self.viewport().height()))
        self.scene_.setSceneRect(0, 0, w, h)
        self.viewer = s.viewer if s is not None else None
        self._tips = {}
        self._pile_uid = None
        if s is None:
            self._hide_all()
            return
        ms = self.anim_ms if animate else 0
        dpr = self.devicePixelRatioF()
        wanted: dict[int, tuple[QPointF, float, bool, float]] = {}  # uid -> pos, width, wild, z
        rules = s.rules
        cw = hand_card_width(w, h)
        ch = card_height(cw)

        # Opponents.
        order = self._seat_order(s)
        rects = seat_plates(len(order), w, h)
        for seat in list(self.plates):
            if seat not in order:
                self.scene_.removeItem(self.plates.pop(seat))
        for seat, rect in zip(order, rects):
            plate = self.plates.get(seat)
            if plate is None:
                plate = SeatPlate(rect, seat, self.art)
                plate.setZValue(2)
                self.scene_.addItem(plate)
                self.plates[seat] = plate
            plate.set_rect(rect)
            self._fill_plate(plate, s, seat)
        top = max((r.bottom for r in rects), default=MARGIN) + MARGIN

        # Piles.
        pw = max(40.0, cw * 0.85)
        ph = card_height(pw)
        cx = w / 2
        self._stock_rect = Rect(cx - pw - 24, top, pw, ph)
        self._pile_rect = Rect(cx + 24, top, pw, ph)
        self.stock_item.set_width(pw)
        self.stock_item.dpr = dpr
        self.stock_item.setPos(self._stock_rect.x, top)
        self.stock_item.setVisible(bool(s.stock))
        self.stock_item.setToolTip(translate("TableView", "Stock: click to draw (D)"))
        # Pile labels may use half the 48 px between the piles, and two lines (translations).
        below = Rect(self._stock_rect.x - 23, top + ph + 2, pw + 46, 34)
        self._label("stock", below).set_text(
            translate("TableView", "stock {n}").format(n=len(s.stock))
        )
        self._label("stock").align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        self._label("stock").elide = True
        if s.discard:
            top_card = s.discard[-1]
            self._pile_uid = top_card.uid
            wanted[top_card.uid] = (
                QPointF(self._pile_rect.x, top),
                pw,
                is_wild(top_card, rules),
                5,
            )
            if len(s.discard) > 1:
                under = s.discard[-2]
                wanted[under.uid] = (
                    QPointF(self._pile_rect.x - pw * 0.18, top - 2),
                    pw,
                    is_wild(under, rules),
                    4,
                )
        below = Rect(self._pile_rect.x - 23, top + ph + 2, pw + 46, 34)
        self._label("pile", below).set_text(
            translate("TableView", "discard pile")
            if s.discard
            else translate("TableView", "discard pile (empty)")
        )
        self._label("pile").align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        self._label("pile").elide = True
        banner = self._banner_for(s)
        brect = Rect(
            self._pile_rect.right + 20,
            top + ph * 0.15,
            min(360, w - self._pile_rect.right - 40),
            ph * 0.7,
        )
        b = self._label("banner", brect)
        b.set_text(banner)
        b.background = QColor(0, 0, 0, 150) if banner else None
        b.bold = True
        b.px = max(13.0, min(17.0, h * 0.02))
        b.setZValue(30)
        round_rect = Rect(MARGIN, top + ph * 0.1, max(80.0, self._stock_rect.x - 40), ph * 0.8)
        rl = self._label("round", round_rect)
        rl.set_text(self._round_line(s))
        rl.px = max(12.0, min(16.0, h * 0.02))
        rl.colour = QColor("#f4f1e8")
        piles_bottom = top + ph + 38  # below the pile labels' two lines

        # Hand zone and staging zone, from the bottom up.
        hand_top = h - ch - ch * 0.16 - MARGIN
        self._hand_zone = Rect(
            MARGIN, hand_top - ch * 0.12, w - 2 * MARGIN, h - hand_top + ch * 0.08
        )
        self.hand_frame.set_rect(self._hand_zone)
        self.hand_frame.setVisible(self.viewer is not None)
        staging_on = self._staging_visible(s)
        slot_h = card_height(max(34.0, cw * 0.62)) + 44
        slot_top = hand_top - ch * 0.16 - slot_h - 6 if staging_on else hand_top
        meld_zone = Rect(MARGIN, piles_bottom, w - 2 * MARGIN, slot_top - piles_bottom - 8)

        # Table melds, grouped by owner (the viewer last, nearest the hand).
        groups: list[tuple[int, list[tuple[int, int]]]] = []
        by_owner: dict[int, list[TableMeld]] = {}
        for m in s.melds:
            by_owner.setdefault(m.owner, []).append(m)
        owners = [o for o in order if o in by_owner]
        if self.viewer is not None and self.viewer in by_owner:
            owners.append(self.viewer)
        for o in owners:
            groups.append((o, [(m.id, len(m.cards)) for m in by_owner[o]]))
        label_w = min(110.0, w * 0.1)
        flow = flow_melds(groups, meld_zone, max(34.0, cw * 0.72), label_w)
        self._targets = []
        live_melds = set()
        names = self.feed.names
        for o in owners:
            lr = flow.labels[o]
            lab = self._label(f"owner{o}", Rect(lr.x, lr.y, lr.w, min(lr.h, 40)))
            lab.set_text(translate("TableView", "You") if o == self.viewer else names[o])
            lab.colour = seat_colour(o).lighter(130)
            lab.bold = True
            for m in by_owner[o]:
                r = flow.melds[m.id]
                live_melds.add(m.id)
                frame = self.meld_frames.get(m.id)
                if frame is None:
                    frame = FrameItem(r)
                    frame.dashed = False
                    frame.setZValue(3)
                    self.scene_.addItem(frame)
                    self.meld_frames[m.id] = frame
                frame.set_rect(r)
                frame.setVisible(frame.accept or frame.hover)
                tip = self._meld_tip(m, o)
                for i, c in enumerate(m.cards):
                    wanted[c.uid] = (
                        QPointF(r.x + i * flow.step, r.y),
                        flow.card_w,
                        m.wild[i],
                        10 + i,
                    )
                    self._tips[c.uid] = tip
                self._targets.append((Target("meld", m.id), r))
        for mid in list(self.meld_frames):
            if mid not in live_melds:
                self.scene_.removeItem(self.meld_frames.pop(mid))
        for key in [k for k in self.labels if k.startswith("owner")]:
            if int(key[5:]) not in owners:
                self.labels[key].set_text("")

        # Staging slots.
        self._slot_cards = []
        slot_zone = Rect(MARGIN, slot_top, w - 2 * MARGIN, slot_h)
        srects = slot_rects(len(self.staging.groups), slot_zone) if staging_on else []
        while len(self.slot_frames) < len(srects):
            f = FrameItem(Rect(0, 0, 1, 1))
            f.setZValue(1)
            self.scene_.addItem(f)
            self.slot_frames.append(f)
        for i, f in enumerate(self.slot_frames):
            f.setVisible(i < len(srects))
        for i, r in enumerate(srects):
            f = self.slot_frames[i]
            f.set_rect(r)
            res = self.staging.check(i)
            f.set_text(
                self._slot_caption(i), self.staging.status(i), None if res is None else res.ok
            )
            group = self.staging.groups[i]
            sw = min(max(30.0, cw * 0.62), (r.h - 44) / 1.4)
            avail_left, avail_right = r.x + 8, r.right - 8
            x0, step = hand_positions(len(group), sw, avail_left, avail_right)
            step = min(step, sw * 0.45)
            total = sw + step * max(0, len(group) - 1)
            x0 = r.x + (r.w - total) / 2
            for j, c in enumerate(group):
                p = QPointF(x0 + j * step, r.y + 22)
                wanted[c.uid] = (p, sw, is_wild(c, rules), 40 + j)
                self._slot_cards.append((c.uid, Rect(p.x(), p.y(), sw, card_height(sw))))
            self._targets.append((Target("slot", i), r))

        # The hand.
        self._hand_rects = []
        if self.viewer is not None:
            hand_cards = s.hand(self.viewer)
            self.staging.keep_only({c.uid for c in hand_cards})
            self.hand.sync(hand_cards, self.staging.staged_uids)
            cards = self.hand.cards
            x0, step = hand_positions(len(cards), cw, MARGIN * 2, w - MARGIN * 2)
            selected = set(self.hand.selected)
            self.focus_row = max(0, min(self.focus_row, len(cards) - 1))
            self._hand_top, self._hand_lift = hand_top, ch * 0.14
            for i, c in enumerate(cards):
                lift = self._hand_lift if c.uid in selected else 0.0
                p = QPointF(x0 + i * step, hand_top - lift)
                wanted[c.uid] = (p, cw, is_wild(c, rules), 60 + i)
                self._hand_rects.append(
                    (c.uid, Rect(p.x(), p.y(), step if i < len(cards) - 1 else cw, ch))
                )
        else:
            self.hand.clear()
        self._targets.append((Target("discard"), self._pile_rect))
        self._targets.append((Target("hand"), self._hand_zone))

        self._place_cards(s, wanted, ms, dpr)
        self._mark_hand()
        # Meld sizes shrink step by step as the table fills, so they are not pre-rendered.
        widths = {int(round(cw)), int(round(pw))}
        if staging_on:
            widths.add(int(round(min(max(30.0, cw * 0.62), (slot_h - 44) / 1.4))))
        self._prewarm(rules, widths, dpr)

    def _place_cards(
        self,
        s: GameState,
        wanted: dict[int, tuple[QPointF, float, bool, float]],
        ms: int,
        dpr: float,
    ) -> None:
        by_uid = {c.uid: c for c in self._visible_cards(s)}
        for uid in list(self.cards):
            if uid not in wanted:
                self._remove_card(uid)
        stock_pos = QPointF(self._stock_rect.x, self._stock_rect.y)
        delay = 0
        for uid, (pos, width, wild, z) in wanted.items():
            item = self.cards.get(uid)
            card = by_uid.get(uid)
            if item is None:
                item = CardItem(self.art, card, width, wild)
                item.setPos(self._origin.pop(uid, stock_pos))
                self.scene_.addItem(item)
                self.cards[uid] = item
                new = True
            else:
                new = False
                item.set_face(card, wild)
            item.dpr = dpr
            item.set_width(width)
            item.setZValue(z)
            item.home = pos
            item.setToolTip(self._tips.get(uid, ""))
            if self._drag is not None and uid in self._drag.uids:
                continue
            if new and ms:
                item.move_to(pos, ms + 60, delay)
                delay = min(delay + 18, 600)
            else:
                item.move_to(pos, ms)
        self._origin.clear()

    def _remove_card(self, uid: int) -> None:
        """Take card ``uid`` off the table for good.

        Its move stops first: the animation is the item's child and would otherwise
        keep driving an item that has left the scene. ``self.cards`` holds the view's
        only reference, so Python deletes the item here, or when a drag that still
        carries it ends; nothing else may hold a card item that is off the table.
        """
        item = self.cards.pop(uid)
        item.stop_motion()
        if item.scene() is not None:
            self.scene_.removeItem(item)

    def _prewarm(self, rules: RuleSet, widths: set[int], dpr: float) -> None:
        key = (tuple(sorted(widths)), dpr, self.art.four_colour, self.art.high_contrast, rules)
        if key == self._warm_key:
            return
        self._warm_key = key
        from ...engine.cards import joker_card, natural_card

        queue = []
        for width in sorted(widths, reverse=True):
            for suit in range(4):
                for rank in range(1, 14):
                    wild = is_wild(natural_card(rank, suit), rules)
                    queue.append((rank, suit, width, wild, dpr))
            queue.append((0, -1, width, is_wild(joker_card(), rules), dpr))
        self._warm_queue = queue
        self._warm_timer.start()

    def _warm_step(self) -> None:
        for _ in range(3):
            if not self._warm_queue:
                self._warm_timer.stop()
                return
            rank, suit, width, wild, dpr = self._warm_queue.pop()
            self.art.face(rank, suit, width, wild=wild, dpr=dpr)

    def _visible_cards(self, s: GameState) -> list[Card]:
        """The cards the layout shows face up, all from the view: the pile's top two, the
        table melds and the viewer's own hand (a view holds no other hand)."""
        out = list(s.discard[-2:])
        for m in s.melds:
            out.extend(m.cards)
        if self.viewer is not None:
            out.extend(s.hand(self.viewer))
        return out

    def _hide_all(self) -> None:
        self.cancel_drag()
        for uid in list(self.cards):
            self._remove_card(uid)
        self.stock_item.setVisible(False)
        for label in self.labels.values():
            label.set_text("")

    def _label(self, key: str, rect: Rect | None = None) -> LabelItem:
        item = self.labels.get(key)
        if item is None:
            item = LabelItem(rect or Rect(0, 0, 1, 1))
            item.setZValue(6)
            self.scene_.addItem(item)
            self.labels[key] = item
        elif rect is not None:
            item.set_rect(rect)
        return item

    def _seat_order(self, s: GameState) -> list[int]:
        """Opponents clockwise from the viewer's left (all seats for a spectator)."""
        start = 0 if self.viewer is None else self.viewer
        seats = [(start + i * s.rules.direction) % s.n for i in range(s.n)]
        return [x for x in seats if x != self.viewer]

    def _fill_plate(self, plate: SeatPlate, s: GameState, seat: int) -> None:
        names = self.feed.names
        plate.name = names[seat] if seat < len(names) else str(seat + 1)
        plate.level = texts.level_name(self.feed.seat_kind(seat))
        plate.cards = len(s.hands[seat])
        plate.down = s.down[seat]
        plate.buys_used = s.buys[seat]
        plate.gone = s.left[seat]
        plate.active = s.to_act == seat and not s.is_over
        plate.thinking = seat in self.thinking
        bits = [_card_count(plate.cards)]
        if not s.rules.single_hand and s.down[seat]:
            bits.append(translate("TableView", "down ✓"))
        if s.rules.may_i and s.buys[seat]:
            limit = s.rules.may_i_limit
            bits.append(
                translate("TableView", "buys {u}/{l}").format(u=s.buys[seat], l=limit)
                if limit
                else translate("TableView", "buys {u}").format(u=s.buys[seat])
            )
        if s.left[seat]:
            bits = [translate("TableView", "left the game")]
        plate.status = " · ".join(bits)
        plate.setToolTip(
            translate("TableView", "{name} ({level}), total {total} points").format(
                name=plate.name, level=plate.level, total=s.totals[seat]
            )
        )
        plate.update()

    def _staging_visible(self, s: GameState) -> bool:
        if self.viewer is None or s.is_over:
            return False
        if s.rules.single_hand:
            return True
        return not s.down[self.viewer]

    def _slot_caption(self, i: int) -> str:
        req = self.staging.reqs[i]
        kind = translate("TableView", "Set") if req.kind != RUN else translate("TableView", "Run")
        return translate("TableView", "{kind} {n} ({min}+)").format(
            kind=kind, n=i + 1, min=req.min_length
        )

    def _meld_tip(self, m: TableMeld, owner: int) -> str:
        """The meld's cards and what each wild stands for, as one translated sentence."""
        parts = []
        for c, pos, wild in zip(m.cards, m.positions, m.wild):
            if wild and m.kind == RUN:
                rank = pos_rank(pos)
                parts.append(
                    translate("TableView", "{card} (as {rank})").format(
                        card=texts.card_name(c), rank=_rank_name(rank, m.suit)
                    )
                )
            else:
                parts.append(texts.card_name(c))
        cards = " ".join(parts)
        name = self.feed.names[owner]
        mine = owner == self.viewer
        if m.kind == RUN:
            if mine:
                return translate("TableView", "Your run: {cards}").format(cards=cards)
            return translate("TableView", "{name}'s run: {cards}").format(name=name, cards=cards)
        if mine:
            return translate("TableView", "Your set: {cards}").format(cards=cards)
        return translate("TableView", "{name}'s set: {cards}").format(name=name, cards=cards)

    def _round_line(self, s: GameState) -> str:
        return self._progress(s).strip()

    def _progress(self, s: GameState) -> str:
        """ "— you are 2 cards away" toward the contract. Only the distance is cached (by
        hand): the sentence is translated on every call, so a language change shows at once."""
        v = self.viewer
        if v is None or s.is_over or s.phase == ROUND_OVER:
            return ""
        if not s.rules.single_hand and s.down[v]:
            return "\n" + translate("TableView", "You are down: lay off and go out.")
        key = (s.round_number, tuple(sorted(c.uid for c in s.hand(v))))
        if self._progress_cache[0] == key:
            d = self._progress_cache[1]
        else:
            from ...engine.solver import distance_to_contract, solver_for

            hand = s.hand(v)
            if s.rules.single_hand:
                d = solver_for(s.rules).going_out_distance(hand)
            else:
                d = distance_to_contract(hand, s.rules, s.round_number)
            self._progress_cache = (key, d)
        if d <= 0:
            return "\n" + translate("TableView", "You can meet the contract now.")
        return "\n" + texts.translate("TableView", "You are %n card(s) away.", None, d)

    def _banner_for(self, s: GameState) -> str:
        if self.banner_text:
            return self.banner_text
        if s.is_over or s.top_discard is None:
            return ""
        if s.phase in (MAY_I, FIRST_REFUSAL):
            names = self.feed.names
            card = texts.card_name(s.top_discard)
            seat = s.to_act
            if seat is None:
                return ""
            mine = {type(a) for a in self.feed.legal_actions(s)}
            if (TakeDiscard if s.phase == FIRST_REFUSAL else Claim) in mine:
                if s.phase == FIRST_REFUSAL:
                    return translate(
                        "TableView", "Take the {card} before it is bought? (T or N)"
                    ).format(card=card)
                penalty = s.rules.may_i_penalty  # a plain name, or lupdate 6.11 skips the call
                return texts.translate(
                    "TableView",
                    "May I? Take the {card} plus %n penalty card(s): press M, or N to pass.",
                    None,
                    penalty,
                ).format(card=card)
            return translate("TableView", "{name} is deciding on the {card}…").format(
                name=names[seat], card=card
            )
        return ""

    def _mark_hand(self) -> None:
        """Selected cards glow and the focused one has a ring (refresh placed them)."""
        selected = set(self.hand.selected)
        uids = self.hand.uids()
        focus_uid = uids[self.focus_row] if uids and 0 <= self.focus_row < len(uids) else None
        has_focus = self.hasFocus()
        for uid in uids:
            item = self.cards.get(uid)
            if item is None:
                continue
            item.focus_ring = has_focus and uid == focus_uid
            item.highlight = QColor("#ffd54a") if uid in selected else None
            item.update()

    def _restyle_hand(self) -> None:
        """The selection changed: mark the cards and lift the selected ones."""
        self._mark_hand()
        if self.viewer is None:
            return
        selected = set(self.hand.selected)
        for uid, rect in self._hand_rects:
            item = self.cards.get(uid)
            if item is None or (self._drag and uid in self._drag.uids):
                continue
            lift = self._hand_lift if uid in selected else 0.0
            item.home = QPointF(rect.x, self._hand_top - lift)
            if item.pos() != item.home:
                item.move_to(item.home, min(self.anim_ms, 120))

    def focusInEvent(self, event) -> None:  # noqa: ANN001
        super().focusInEvent(event)
        self._mark_hand()

    def focusOutEvent(self, event) -> None:  # noqa: ANN001
        super().focusOutEvent(event)
        self._mark_hand()


def _uids(value: object) -> list[int]:
    """Card uids in an event field: one uid, a list of them, or a list of lists."""
    if isinstance(value, int):
        return [value]
    if isinstance(value, (list, tuple)):
        return [u for v in value for u in _uids(v)]
    return []


def _card_count(n: int) -> str:
    return texts.translate("TableView", "%n card(s)", None, n)


def _rank_name(rank: int, suit: int) -> str:
    from ...engine.cards import natural_card

    return texts.card_name(natural_card(rank, suit)) if suit >= 0 else str(rank)


__all__ = ["TableView", "Target", "DRAW", "PLAY"]
