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
    QPointF,
    QRectF,
    Qt,
    QTimer,
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

from ...engine.actions import (
    Action,
)
from ...engine.cards import Card
from ...engine.closest import Partial
from ...engine.events import DRAW, PLAY, Event
from ...engine.staging import staging_slots
from ...engine.state import GameState
from ..feeds.feed import Feed
from ..text_size import text_scale
from ..texts import translate
from ..texts.events import event_text
from .access_iface import install as install_access
from .access_nodes import AccessTree
from .card_art import CardPixmaps, felt_colour
from .card_item import CardItem
from .card_layer import CardLayer
from .card_marks import CardMarks
from .face_warmer import FaceWarmer
from .ghosts import Ghosts
from .hand_row import HandRow, Staging
from .scene_labels import SceneLabels
from .seat_plates import SeatPlates
from .table_input import TableInput, Target
from .table_items import FrameItem, font, seat_colour
from .table_layout import (
    Rect,
    TableLayout,
    seat_order,
    staging_visible,
    table_layout,
)
from .table_words import Progress, meld_tip, offer_text, plate_text, slot_caption


class TableView(QGraphicsView):
    """The table. Build it with the viewer's feed, the hand model and the staging groups."""

    message = Signal(str)  # a refusal reason or a hint, in words
    cardFocused = Signal()  # the keys moved the focus in the hand or (un)selected its card
    coachRequested = Signal(str)  # H or O on the table: "hint" or "options"

    def __init__(
        self,
        feed: Feed,
        hand: HandRow,
        staging: Staging,
        art: CardPixmaps,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        # Before anything asks Qt for this view's accessible interface (it is cached).
        self.access = AccessTree(self)  # what a screen reader reaches on the table
        install_access()
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

        self.card_layer = CardLayer(self.scene_, art)
        self.cards = self.card_layer.cards  # face-up card items by uid
        self.seat_plates = SeatPlates(self.scene_, art, feed)
        self.plates = self.seat_plates.plates  # by seat
        self.meld_frames: dict[int, FrameItem] = {}
        self.slot_frames: list[FrameItem] = []
        self.scene_labels = SceneLabels(self.scene_, self)
        self.labels = self.scene_labels.labels  # by key
        self._label = self.scene_labels.get
        self.stock_item = CardItem(art, None, 60)
        self.stock_item.layers = 3
        self.stock_item.setZValue(1)
        self.scene_.addItem(self.stock_item)
        self.hand_frame = FrameItem(Rect(0, 0, 10, 10))
        self.hand_frame.dashed = False
        self.hand_frame.setZValue(-1)
        self.scene_.addItem(self.hand_frame)
        self.thinking = self.seat_plates.thinking  # the seats deciding now
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
        self._origin = self.card_layer.origin  # where a card about to appear comes from
        self._progress = Progress()  # the line about the viewer's way to the contract
        self._viewer_seat: int | None = None  # whose hand the last layout showed
        self.input = TableInput(self)
        self.marks = CardMarks(self)  # selected, focused and hinted cards glow
        self.ghosts = Ghosts(self)  # the coach's "what am I missing?", faded in the slots
        self._pile_uid: int | None = None  # the discard pile's top card in that layout
        self._tips: dict[int, str] = {}  # card uid -> what its meld is, on hover
        self._hand_top = 0.0  # the hand row's y and a selected card's lift (from refresh)
        self._hand_lift = 0.0
        self._faces = FaceWarmer(art, self)  # card faces rendered in idle time

        feed.stateChanged.connect(self.refresh)
        feed.eventsSeen.connect(self._on_events)
        feed.aiThinking.connect(self._on_thinking)
        feed.gameStarted.connect(self._on_game_started)
        staging.changed.connect(self.refresh)
        hand.selectionChanged.connect(self._restyle_hand)
        self.cardFocused.connect(self.access.tell_focus)

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
        self.card_layer.clear()
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
        self.seat_plates.set_thinking(seat, on)

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
        return self.seat_plates.centre(seat)

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
            self.access.rebuild()
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
        texts_ = {seat: plate_text(s, seat, self.feed) for seat in order}
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
            text_scale=text_scale(),
        )
        self.layout_ = lay
        self._apply_layout(s, lay, self.anim_ms if animate else 0)
        self.access.rebuild()

    def _apply_layout(self, s: GameState, lay: TableLayout, ms: int) -> None:
        """Put the scene's items where ``lay`` says (creating and dropping items)."""
        dpr = self.devicePixelRatioF()
        self.seat_plates.place(s, lay)
        self._apply_piles(s, lay, dpr)
        # The hand's frame.
        self._hand_zone = lay.hand_zone
        self.hand_frame.set_rect(lay.hand_zone)
        self.hand_frame.setVisible(self.viewer is not None)
        self._label_hand_owner(lay.hand_zone, lay.text_px)
        self._targets = []
        self._apply_melds(s, lay, ms)
        self._apply_slots(lay)
        # The hand.
        self._hand_rects = list(lay.hand_rects)
        self._hand_top, self._hand_lift = lay.hand_top, lay.hand_lift
        self._targets.append((Target("discard"), self._pile_rect))
        self._targets.append((Target("hand"), self._hand_zone))
        wanted = {uid: (QPointF(p.x, p.y), p.w, p.wild, p.z) for uid, p in lay.cards.items()}
        stock = QPointF(self._stock_rect.x, self._stock_rect.y)
        self.card_layer.place(
            self._visible_cards(s), wanted, ms, dpr, self._tips, stock, self.input.dragging
        )
        self.marks.mark()
        self.ghosts.place()
        self._faces.warm(s.rules, lay.warm_widths, dpr)

    def _apply_piles(self, s: GameState, lay: TableLayout, dpr: float) -> None:
        """The stock and the discard pile with their labels, the round line and the banner."""
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

    def _apply_melds(self, s: GameState, lay: TableLayout, ms: int) -> None:
        """The table melds' frames (drop targets) and their owners' names."""
        names = self.feed.names
        melds = {m.id: m for m in s.melds}
        for o in lay.owners:
            lab = self._label(f"owner{o}")
            self.scene_labels.move(f"owner{o}", lay.owner_labels[o], ms if lab.text else 0)
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
            tip = meld_tip(m, names, self.viewer)
            for c in m.cards:
                self._tips[c.uid] = tip
            self._targets.append((Target("meld", mid), r))
        for mid in list(self.meld_frames):
            if mid not in lay.melds:
                self.scene_.removeItem(self.meld_frames.pop(mid))
        for key in [k for k in self.labels if k.startswith("owner")]:
            if int(key[5:]) not in lay.owners:
                self.labels[key].set_text("")

    def _apply_slots(self, lay: TableLayout) -> None:
        """The staging slots, each with the engine's word on its cards."""
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
            f.text_scale = lay.text_scale
            f.set_rect(r)
            res = self.staging.check(i)
            f.set_text(
                self._slot_caption(i), self.staging.status(i), None if res is None else res.ok
            )
            self._targets.append((Target("slot", i), r))

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
        self.card_layer.clear()
        self.stock_item.setVisible(False)
        self.hand_frame.setVisible(False)
        self.seat_plates.clear()
        for item in self.meld_frames.values():
            self.scene_.removeItem(item)
        self.meld_frames.clear()
        for frame in self.slot_frames:
            frame.setVisible(False)
        for label in self.labels.values():
            label.set_text("")
        self.layout_ = None

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

    def _seat_order(self, s: GameState) -> list[int]:
        """Opponents clockwise from the viewer's left (all seats for a spectator)."""
        return seat_order(s)

    def _staging_visible(self, s: GameState) -> bool:
        return staging_visible(s)

    def _slot_caption(self, i: int) -> str:
        return slot_caption(self.staging.reqs[i], i)

    def _round_line(self, s: GameState) -> str:
        """The line about the viewer's way to the contract."""
        return self._progress.line(s, self.viewer)

    def _banner_for(self, s: GameState) -> str:
        """The bubble by the pile: a card on offer (the question, or who is deciding),
        else the news of a claim. News of an earlier card is stale once a new one is
        on offer: the offer replaces it."""
        offer = offer_text(s, self.feed)
        if offer:
            if self.banner_text:
                self.banner_text = ""
                self._banner_timer.stop()
            return offer
        return self.banner_text

    def _mark_hand(self) -> None:
        self.marks.mark_hand()

    def show_hint(self, action: Action) -> None:
        """Show the coach's move on the table: its cards lit, and where they go (the
        pile, the stock, a meld). It stays until ``clear_hint``."""
        self.marks.hint = action
        self.marks.mark()

    def show_missing(self, partial: Partial) -> None:
        """The coach's "what am I missing?": ``partial`` faded in the empty slots."""
        self.ghosts.show(partial)

    def clear_hint(self) -> None:
        """Take the coach's marks away: the hinted move, and the ghosts in the slots."""
        self.ghosts.clear()
        if self.marks.hint is not None:
            self.marks.hint = None
            self.marks.mark()

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
        self.access.tell_focus()  # a screen reader goes on to the focused card

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


__all__ = ["TableView", "Target", "DRAW", "PLAY"]
