"""The card table: a ``QGraphicsView`` whose scene is laid out from the viewer's view.

The table is built on a :class:`~continental_qt.ui.feeds.feed.Feed` (the live game
or a replay) and never sees a live ``GameState``: each layout reads ``feed.view``
(``state.view(viewer)``, or the spectator's view with no hand), so a card its viewer
may not see has no way onto the scene, into a tooltip or into the events it animates.
The view turns gestures into engine actions and asks the engine (through the feed)
what is legal; it never decides a rule itself.

Mouse, keyboard and drag and drop (what each gesture does) live in
``table_input.py``: ``self.input``, an object the view owns and hands its mouse and
key events to; this module lays the table out.

Cards keep their items between refreshes (keyed by card uid), so every move
animates from where the card was; a card that appears comes from the stock
or from the seat that played it. ``anim_ms`` 0 turns motion off.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from ...engine.actions import Claim, TakeDiscard
from ...engine.cards import Card
from ...engine.events import DRAW, FIRST_REFUSAL, MAY_I, PLAY, ROUND_OVER, Event
from ...engine.melds import TableMeld, is_wild, pos_rank
from ...engine.rules import RUN, RuleSet
from ...engine.staging import staging_slots
from ...engine.state import GameState
from .. import texts
from ..feeds.feed import Feed
from ..texts import translate
from ..texts.events import event_text
from .card_art import CardPixmaps, felt_colour
from .card_item import CardItem
from .hand_row import HandRow, Staging
from .table_input import TableInput, Target
from .table_items import FrameItem, LabelItem, SeatPlate, font, seat_colour
from .table_layout import (
    PlateText,
    Rect,
    TableLayout,
    seat_order,
    staging_visible,
    table_layout,
)


class TableView(QGraphicsView):
    """The table. Build it with the viewer's feed, the hand model and the staging groups."""

    message = Signal(str)  # a refusal reason or a hint, in words

    def __init__(
        self,
        feed: Feed,
        hand: HandRow,
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
        self.larger_cards = False  # the View menu's "Larger cards": a bigger card scale
        self.layout_: TableLayout | None = None  # the last layout applied
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
        self._label_anims: dict[str, QVariantAnimation] = {}  # owner labels on the move
        self.stock_item = CardItem(art, None, 60)
        self.stock_item.layers = 3
        self.stock_item.setZValue(1)
        self.scene_.addItem(self.stock_item)
        self.hand_frame = FrameItem(Rect(0, 0, 10, 10))
        self.hand_frame.dashed = False
        self.hand_frame.setZValue(-1)
        self.scene_.addItem(self.hand_frame)
        self.thinking: set[int] = set()
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
        self._progress_cache: tuple[tuple, int] = ((), 0)  # hand key -> distance
        self._viewer_seat: int | None = None  # whose hand the last layout showed
        self.input = TableInput(self)
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

    def set_larger_cards(self, on: bool) -> None:
        """Raise (or restore) the card scale, and lay the table out again."""
        if on != self.larger_cards:
            self.larger_cards = on
            self.refresh(animate=False)

    # ------------------------------------------------------------ signals
    def _on_game_started(self) -> None:
        self.input.cancel_drag()
        for uid in list(self.cards):
            self._remove_card(uid)
        self.hand.clear()
        s = self.feed.view
        self.hand.rules = s.rules if s else None
        self._reset_staging()
        self.input.reset_focus()

    def _reset_staging(self) -> None:
        s = self.feed.view
        if s is None:
            self.staging.reset(None, ())
            return
        self.staging.reset(s.rules, staging_slots(s.rules, s.round_number))

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
                self.input.reset_focus()
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
        between rounds, the table as the round ended. :func:`table_layout` decides where
        everything goes; this applies its answer to the scene's items."""
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
        if self.viewer is not None:
            hand_cards = s.hand(self.viewer)
            self.staging.set_hand(len(hand_cards), s.phase == PLAY)
            self.staging.keep_only({c.uid for c in hand_cards})
            self.hand.sync(hand_cards, self.staging.staged_uids)
            self.input._unmark_strays()  # cards that left the row (staged, played) lose marks
        else:
            self.hand.clear()
        order = seat_order(s)
        texts_ = {seat: self._plate_text(s, seat) for seat in order}
        lay = table_layout(
            s,
            w,
            h,
            hand=self.hand.cards,
            selected=self.hand.selected,
            staging=self.staging.groups if staging_visible(s) else (),
            plates=texts_,
            larger=self.larger_cards,
            text_width=_text_width,
        )
        self.layout_ = lay
        self._apply_layout(s, lay, self.anim_ms if animate else 0)

    def _apply_layout(self, s: GameState, lay: TableLayout, ms: int) -> None:
        """Put the scene's items where ``lay`` says (creating and dropping items)."""
        dpr = self.devicePixelRatioF()
        # Opponents.
        for seat in list(self.plates):
            if seat not in lay.plates:
                self.scene_.removeItem(self.plates.pop(seat))
        for seat, rect in lay.plates.items():
            plate = self.plates.get(seat)
            if plate is None:
                plate = SeatPlate(rect, seat, self.art)
                plate.setZValue(2)
                self.scene_.addItem(plate)
                self.plates[seat] = plate
            plate.set_rect(rect)
            plate.fan_w = lay.fans.get(seat, 0.0)
            self._fill_plate(plate, s, seat)
            if seat in lay.plate_lines:  # a narrow table moves a status part up a line
                plate.level, plate.status = lay.plate_lines[seat][1:]

        # Piles, the round line and the banner.
        self._stock_rect, self._pile_rect = lay.stock, lay.pile
        self.stock_item.set_width(lay.stock.w)
        self.stock_item.dpr = dpr
        self.stock_item.setPos(lay.stock.x, lay.stock.y)
        self.stock_item.setVisible(bool(s.stock))
        self.stock_item.setToolTip(translate("TableView", "Stock: click to draw (D)"))
        stock = self._label("stock", lay.stock_label)
        stock.set_text(translate("TableView", "stock {n}").format(n=len(s.stock)))
        pile = self._label("pile", lay.pile_label)
        pile.set_text(
            translate("TableView", "discard pile")
            if s.discard
            else translate("TableView", "discard pile (empty)")
        )
        for label in (stock, pile):
            label.align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
            label.elide = True
            label.px = lay.text_px
        if s.discard:
            self._pile_uid = s.discard[-1].uid
        banner = self._banner_for(s)
        b = self._label("banner", lay.banner)
        b.set_text(banner)
        b.background = QColor(0, 0, 0, 150) if banner else None
        b.bold = True
        b.px = lay.banner_px
        b.setZValue(30)
        rl = self._label("round", lay.round_label)
        rl.set_text(self._round_line(s))
        rl.px = lay.round_px
        rl.colour = QColor("#f4f1e8")

        # The hand's frame.
        self._hand_zone = lay.hand_zone
        self.hand_frame.set_rect(lay.hand_zone)
        self.hand_frame.setVisible(self.viewer is not None)
        self._label_hand_owner(lay.hand_zone, lay.text_px)

        # Table melds and their owners' names.
        self._targets = []
        names = self.feed.names
        melds = {m.id: m for m in s.melds}
        for o in lay.owners:
            lab = self._label(f"owner{o}")
            self._move_label(f"owner{o}", lay.owner_labels[o], ms if lab.text else 0)
            lab.set_text(translate("TableView", "You") if o == self.viewer else names[o])
            lab.colour = seat_colour(o).lighter(130)
            lab.bold = True
            lab.px = lay.text_px
        for mid, r in lay.melds.items():
            m = melds[mid]
            frame = self.meld_frames.get(mid)
            if frame is None:
                frame = FrameItem(r)
                frame.dashed = False
                frame.setZValue(3)
                self.scene_.addItem(frame)
                self.meld_frames[mid] = frame
            frame.set_rect(r)
            frame.setVisible(frame.accept or frame.hover)
            tip = self._meld_tip(m, m.owner)
            for c in m.cards:
                self._tips[c.uid] = tip
            self._targets.append((Target("meld", mid), r))
        for mid in list(self.meld_frames):
            if mid not in lay.melds:
                self.scene_.removeItem(self.meld_frames.pop(mid))
        for key in [k for k in self.labels if k.startswith("owner")]:
            if int(key[5:]) not in lay.owners:
                self.labels[key].set_text("")

        # Staging slots.
        self._slot_cards = list(lay.slot_cards)
        while len(self.slot_frames) < len(lay.slots):
            f = FrameItem(Rect(0, 0, 1, 1))
            f.setZValue(1)
            self.scene_.addItem(f)
            self.slot_frames.append(f)
        for i, f in enumerate(self.slot_frames):
            f.setVisible(i < len(lay.slots))
        for i, r in enumerate(lay.slots):
            f = self.slot_frames[i]
            f.set_rect(r)
            res = self.staging.check(i)
            f.set_text(
                self._slot_caption(i), self.staging.status(i), None if res is None else res.ok
            )
            self._targets.append((Target("slot", i), r))

        # The hand.
        self._hand_rects = list(lay.hand_rects)
        self._hand_top, self._hand_lift = lay.hand_top, lay.hand_lift
        self._targets.append((Target("discard"), self._pile_rect))
        self._targets.append((Target("hand"), self._hand_zone))

        wanted = {uid: (QPointF(p.x, p.y), p.w, p.wild, p.z) for uid, p in lay.cards.items()}
        self._place_cards(s, wanted, ms, dpr)
        self._mark_hand()
        self._prewarm(s.rules, lay.warm_widths, dpr)

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
            if self.input.dragging(uid):
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
        """No game: an empty felt (no frame, plate, pile or label left from before)."""
        self.input.cancel_drag()
        for uid in list(self.cards):
            self._remove_card(uid)
        self.stock_item.setVisible(False)
        self.hand_frame.setVisible(False)
        for item in [*self.plates.values(), *self.meld_frames.values()]:
            self.scene_.removeItem(item)
        self.plates.clear()
        self.meld_frames.clear()
        for frame in self.slot_frames:
            frame.setVisible(False)
        for label in self.labels.values():
            label.set_text("")
        self.layout_ = None

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

    def _label_hand_owner(self, zone: Rect, px: float) -> None:
        """Pass-and-play: whose hand is face up, on the hand frame's top edge at its right
        end (under the cards, should a full hand reach it); nothing while none is."""
        text = ""
        if self.feed.pass_and_play and self.viewer is not None:
            text = translate("TableView", "{name}'s hand").format(name=self.feed.names[self.viewer])
        metrics = QFontMetricsF(font(px, True))
        h = metrics.height() + 10
        w = min(metrics.horizontalAdvance(text) + 26, zone.w / 2)
        label = self._label("hand_owner", Rect(zone.x + zone.w - w - 18, zone.y - h / 2, w, h))
        label.set_text(text)
        label.px, label.bold, label.elide = px, True, True
        label.align = Qt.AlignmentFlag.AlignCenter
        label.background = QColor(10, 30, 22, 235)
        label.setZValue(0.5)

    def _move_label(self, key: str, rect: Rect, ms: int) -> None:
        """Move label ``key`` to ``rect`` in ``ms`` as the cards move (0: at once), so an
        owner's name stays beside its melds while they slide to make room for another
        player's (it jumped ahead, naming someone else's melds meanwhile). Each label has
        one animation for the view's life, restarted for every slide (none piles up)."""
        item = self.labels[key]
        anim = self._label_anims.get(key)
        if anim is not None:
            anim.stop()
        start = item.rect
        if ms <= 0 or start == rect:
            item.set_rect(rect)
            return
        if anim is None:
            anim = QVariantAnimation(self)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)  # as CardItem.move_to
            anim.valueChanged.connect(lambda value, k=key: self._slide_label(k, value))
            self._label_anims[key] = anim
        anim.setDuration(ms)
        anim.setStartValue(QRectF(start.x, start.y, start.w, start.h))
        anim.setEndValue(QRectF(rect.x, rect.y, rect.w, rect.h))
        anim.start()

    def _slide_label(self, key: str, value: QRectF) -> None:
        item = self.labels.get(key)
        if item is not None:
            item.set_rect(Rect(value.x(), value.y(), value.width(), value.height()))

    def _seat_order(self, s: GameState) -> list[int]:
        """Opponents clockwise from the viewer's left (all seats for a spectator)."""
        return seat_order(s)

    def _fill_plate(self, plate: SeatPlate, s: GameState, seat: int) -> None:
        text = self._plate_text(s, seat)
        plate.name = text.name
        plate.level = text.level
        plate.cards = text.cards
        plate.down = s.down[seat]
        plate.buys_used = s.buys[seat]
        plate.gone = s.left[seat]
        plate.active = s.to_act == seat and not s.is_over
        plate.thinking = seat in self.thinking
        plate.status = text.status
        plate.setToolTip(
            translate("TableView", "{name} ({level}), total {total} points").format(
                name=plate.name, level=plate.level, total=s.totals[seat]
            )
        )
        plate.update()

    def _plate_text(self, s: GameState, seat: int) -> PlateText:
        """What seat ``seat``'s plate says, in words."""
        names = self.feed.names
        name = names[seat] if seat < len(names) else str(seat + 1)
        level = texts.level_name(self.feed.seat_kind(seat))
        bits = [_card_count(len(s.hands[seat]))]
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
        return PlateText(name, level, " · ".join(bits), len(s.hands[seat]))

    def _staging_visible(self, s: GameState) -> bool:
        return staging_visible(s)

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
        """The bubble by the pile: a card on offer (the question, or who is deciding),
        else the news of a claim. News of an earlier card is stale once a new one is
        on offer: the offer replaces it."""
        offer = self._offer_for(s)
        if offer:
            if self.banner_text:
                self.banner_text = ""
                self._banner_timer.stop()
            return offer
        return self.banner_text

    def _offer_for(self, s: GameState) -> str:
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
                if self.feed.asking == seat:  # pass-and-play's neutral table: name them
                    return texts.translate(
                        "TableView",
                        "May I? {name}, take the {card} plus %n penalty card(s)? "
                        "Press M, or N to pass.",
                        None,
                        penalty,
                    ).format(name=names[seat], card=card)
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
        focus_uid = self.input.focused_uid()
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
            if item is None or self.input.dragging(uid):
                continue
            lift = self._hand_lift if uid in selected else 0.0
            item.home = QPointF(rect.x, self._hand_top - lift)
            if item.pos() != item.home:
                item.move_to(item.home, min(self.anim_ms, 120))

    # ------------------------------------------------------------ input
    @property
    def viewer(self) -> int | None:
        """Whose hand the last layout showed (None: nobody's). Setting it tells the hand
        model, which keeps each seat's own order while another seat is at the screen."""
        return self._viewer_seat

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self._viewer_seat = seat
        self.hand.show_seat(seat)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        self.input.mouse_press(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        self.input.mouse_move(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        self.input.mouse_release(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        self.input.mouse_double_click(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if not self.input.key_press(event):
            super().keyPressEvent(event)

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


def _text_width(text: str, px: float, bold: bool) -> float:
    """The width of ``text`` in the table's font (what the layout sizes plates by)."""
    return _measure(text, max(9, int(px)), bold)


@lru_cache(maxsize=4096)
def _measure(text: str, px: int, bold: bool) -> float:
    # Cached: a layout measures every plate's lines at several sizes, after every move.
    return QFontMetricsF(font(px, bold)).horizontalAdvance(text)


def _card_count(n: int) -> str:
    return texts.translate("TableView", "%n card(s)", None, n)


def _rank_name(rank: int, suit: int) -> str:
    from ...engine.cards import natural_card

    return texts.card_name(natural_card(rank, suit)) if suit >= 0 else str(rank)


__all__ = ["TableView", "Target", "DRAW", "PLAY"]
