"""Mouse, keyboard and drag and drop on the card table.

Mixed into :class:`~continental_qt.ui.table.table_view.TableView`, whose layout
this reads (``_items``, ``_hand_rects``, ``_meld_rects``...). The gestures
turn into engine actions sent through the view's ``feed``; what is legal always
comes from the engine (``feed.legal_actions()``), and every card read here comes
from the viewer's view (``feed.view``), never from the live state:

- **Drag** (past the platform's drag distance): hand cards to the discard pile
  (discard), onto a table meld (lay off, or swap a wild when the card replaces
  one), into a staging slot (build a meld to go down), within the hand
  (reorder); the stock or the discard pile to the hand (draw). Targets that
  would accept the cards light up while dragging; a refused drop snaps back
  and ``message`` carries the engine's reason in words.
- **Click**: a hand card selects it; the stock draws; the discard pile takes
  it. **Double-click** a hand card discards it. **Right-click** a card (or
  press A / the menu key) opens a menu of everything that card can do.
- **Keys**: ←/→ move the focus through the hand (Shift moves the card), Space
  selects, 1–5 stage the selection into that slot, U takes staged cards back,
  D draws, T takes the discard, M says "May I?", N passes, G goes down,
  Enter discards the focused card, R/S sort, Esc passes on a May I? offer made to
  the viewer and otherwise clears the selection. Keys act only while the table
  itself has the focus, and a key held with Ctrl, Alt or Meta is never a move: it
  is left to the menus' shortcuts (Ctrl+T is Statistics, not "take").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import (
    QAction,
    QColor,
    QKeyEvent,
    QMouseEvent,
)
from PySide6.QtWidgets import QApplication, QGraphicsScene, QMenu

from ...engine.actions import (
    Action,
    Claim,
    Discard,
    DrawStock,
    GoDown,
    GoOut,
    LayOff,
    Pass,
    SwapWild,
    TakeDiscard,
)
from ...engine.melds import TableMeld
from ...engine.rules import RUN
from .. import texts
from ..texts import translate
from .card_item import CardItem

# Keys held with these are never game moves (Shift is: it moves a card in the hand).
_COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)

# The keys that repeat while held: moving through the hand.
_REPEATING = (Qt.Key.Key_Left, Qt.Key.Key_Right)


@dataclass(frozen=True)
class Target:
    kind: str  # "discard", "stock", "meld", "slot", "hand"
    key: int = -1

    def __str__(self) -> str:
        return f"{self.kind}:{self.key}"


class TableInput:
    """Hit tests, drag and drop, clicks, keys and card menus of the table view."""

    # The keyboard focus is a card, not a position in the row: it follows its card when
    # the hand is reordered (by drag, Shift+arrow or sorting), and when its card leaves
    # the hand row (discarded, laid off, gone down, staged) it moves to the nearest card
    # that stayed, right neighbour first. Enter, Space and the card keys act on exactly
    # the card that wears the focus ring, and only cards of the hand row ever wear it.
    _focus_uid: int | None = None
    _focus_order: tuple[int, ...] = ()  # the hand row when the focus was last placed
    _viewer_seat: int | None = None

    # ------------------------------------------------------------ focus and viewer
    @property
    def focus_row(self) -> int:
        """The focused card's row in the hand (0 with an empty hand)."""
        uids = self.hand.uids()
        if not uids:
            return 0
        if self._focus_uid in uids:
            row = uids.index(self._focus_uid)
        else:
            row = _nearest_row(self._focus_order, self._focus_uid, uids)
        self._focus_uid, self._focus_order = uids[row], tuple(uids)
        return row

    @focus_row.setter
    def focus_row(self, row: int) -> None:
        """Focus the card at ``row`` (clamped to the hand), and take the focus ring and
        the selection glow off every card that is no longer in the hand row."""
        uids = self.hand.uids()
        if uids:
            row = max(0, min(row, len(uids) - 1))
            self._focus_uid, self._focus_order = uids[row], tuple(uids)
        self._unmark_strays()

    @property
    def viewer(self) -> int | None:
        """Whose hand the last layout showed (None: nobody's). Setting it tells the hand
        model, which keeps each seat's own order while another seat is at the screen."""
        return self._viewer_seat

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self._viewer_seat = seat
        self.hand.show_seat(seat)

    def _unmark_strays(self) -> None:
        """Only cards in the hand row wear the focus ring or the selection glow: a card
        that left it (to a meld, the pile or a staging slot) keeps its item and would
        otherwise carry the marks along. The pile's top card glows while a drag lights
        it as a target; that glow belongs to ``_light_targets``."""
        in_row = set(self.hand.uids())
        dragging = getattr(self, "_drag", None) is not None
        pile = getattr(self, "_pile_uid", None)
        for uid, item in getattr(self, "cards", {}).items():
            if uid in in_row:
                continue
            lit = item.highlight is not None and not (dragging and uid == pile)
            if item.focus_ring or lit:
                item.focus_ring = False
                if lit:
                    item.highlight = None
                item.update()

    # ------------------------------------------------------------ hit tests
    def _hit(self, sp: QPointF) -> tuple[str, int]:
        """What is under a scene point: ("hand"|"staged", uid), ("stock"|"discard", -1),
        ("meld", id) or ("", -1)."""
        x, y = sp.x(), sp.y()
        for uid, r in reversed(self._hand_rects):
            item = self.cards.get(uid)
            top = item.pos().y() if item else r.y
            if r.x <= x <= r.right and top <= y <= top + r.h:
                return "hand", uid
        for uid, r in reversed(self._slot_cards):
            if r.contains(x, y):
                return "staged", uid
        if self._stock_rect.contains(x, y):
            return "stock", -1
        if self._pile_rect.contains(x, y):
            return "discard", -1
        for t, r in self._targets:
            if t.kind == "meld" and r.contains(x, y):
                return "meld", t.key
        return "", -1

    def _target_at(self, sp: QPointF) -> Target | None:
        x, y = sp.x(), sp.y()
        for t, r in self._targets:
            if t.kind != "hand" and r.contains(x, y):
                return t
        if self._hand_zone.contains(x, y):
            return Target("hand")
        return None

    # ------------------------------------------------------------ legality
    def _my_legal(self) -> list[Action]:
        """The viewer's legal moves now (none unless it is their move)."""
        return self.feed.legal_actions()

    def meld_actions(
        self, uid: int, meld_id: int, legal: list[Action] | None = None
    ) -> list[Action]:
        """The lay-offs and wild swaps that put card ``uid`` on meld ``meld_id``."""
        legal = self._my_legal() if legal is None else legal
        return [
            a
            for a in legal
            if isinstance(a, (LayOff, SwapWild)) and a.card == uid and a.meld == meld_id
        ]

    def accepting_targets(self, source: str, uids: list[int]) -> set[Target]:
        """Where the dragged cards may go now (the engine's legal moves, plus the UI's own
        staging and reordering)."""
        s = self.feed.view
        out: set[Target] = set()
        if s is None or self.viewer is None:
            return out
        legal = self._my_legal()
        if source in ("stock", "discard"):
            want = DrawStock() if source == "stock" else TakeDiscard()
            if want in legal:
                out.add(Target("hand"))
            return out
        out.add(Target("hand"))
        if self._staging_visible(s):
            out.update(Target("slot", i) for i in range(len(self.staging.groups)))
        if len(uids) == 1:
            uid = uids[0]
            if Discard(uid) in legal:
                out.add(Target("discard"))
            for a in legal:
                if isinstance(a, (LayOff, SwapWild)) and a.card == uid:
                    out.add(Target("meld", a.meld))
        return out

    # ------------------------------------------------------------ mouse
    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus()
        if self.cancel_drag():  # its release never came (a dialog took the mouse)
            self.refresh()
        sp = self.mapToScene(event.position().toPoint())
        hit = self._hit(sp)
        if event.button() == Qt.MouseButton.RightButton:
            if hit[0] in ("hand", "staged"):
                self.open_card_menu(hit[1], event.globalPosition().toPoint())
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._press = (hit, sp, event.position())
        if hit[0] == "hand":
            self.focus_row = max(0, self.hand.row_of(hit[1]))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        sp = self.mapToScene(event.position().toPoint())
        if self._drag is not None:
            self._drag.move(sp)
            self._light_targets(self._target_at(sp))
            return
        if self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        (kind, key), start, start_pos = self._press  # type: ignore[misc]
        if (event.position() - start_pos).manhattanLength() < QApplication.startDragDistance():
            return
        self._start_drag(kind, key, start)
        if self._drag is not None:
            self._drag.move(sp)
            self._light_targets(self._target_at(sp))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        sp = self.mapToScene(event.position().toPoint())
        press, self._press = self._press, None
        if self._drag is not None:
            drag, self._drag = self._drag, None
            self._light_targets(None, clear=True)
            drag.end()
            self.drop(drag.source, drag.uids, self._target_at(sp), sp)
            return
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        kind, key = press[0]  # type: ignore[misc]
        if kind == "hand":
            self.hand.toggle_selected(key)
        elif kind == "staged":
            self.unstage([key])
        elif kind == "stock":
            self.play(DrawStock())
        elif kind == "discard":
            self.take_discard_or_claim()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        sp = self.mapToScene(event.position().toPoint())
        kind, key = self._hit(sp)
        if kind == "hand":
            self.hand.set_selected(key, False)
            self.play(Discard(key))

    def _start_drag(self, kind: str, key: int, start: QPointF) -> None:
        if kind == "hand":
            sel = self.hand.selected
            uids = sel if key in sel else [key]
        elif kind == "staged":
            uids = [key]
        elif kind in ("stock", "discard"):
            top = self._pile_uid
            uids = [top] if kind == "discard" and top is not None else []
        else:
            return
        items = [self.cards[u] for u in uids if u in self.cards]
        ghost = None
        if kind == "stock":
            ghost = CardItem(self.art, None, self.stock_item.width)
            ghost.setPos(self.stock_item.pos())
            self.scene_.addItem(ghost)
            items = [ghost]
        if not items:
            return
        self._drag = _Drag(kind, uids, items, start, ghost, self.scene_)
        self._accepting = self.accepting_targets(kind, uids)
        self._light_targets(None)

    def cancel_drag(self) -> bool:
        """Forget a press or drag in progress without acting on it; True if a drag was
        dropped. Its cards go home with the next layout (``refresh``)."""
        self._press = None
        if self._drag is None:
            return False
        drag, self._drag = self._drag, None
        self._light_targets(None, clear=True)
        drag.end()
        return True

    def _light_targets(self, hover: Target | None, clear: bool = False) -> None:
        accepting = set() if clear else self._accepting
        for mid, frame in self.meld_frames.items():
            t = Target("meld", mid)
            frame.set_state(t in accepting, hover == t and t in accepting)
            frame.setVisible(frame.accept or frame.hover)
        for i, frame in enumerate(self.slot_frames):
            t = Target("slot", i)
            frame.set_state(t in accepting, hover == t and t in accepting)
        t = Target("hand")
        drawing = self._drag is not None and self._drag.source in ("stock", "discard")
        self.hand_frame.set_state(drawing and t in accepting, drawing and hover == t)
        pile = self.cards.get(self._pile_uid) if self._pile_uid is not None else None
        on = Target("discard") in accepting
        pile_colour = QColor("#ffe066") if hover == Target("discard") else QColor("#7dffa1")
        if pile is not None and not (self._drag and pile.uid in self._drag.uids):
            pile.highlight = pile_colour if on else None
            pile.update()
        self._label("pile").colour = pile_colour if on else QColor("#f4f1e8")
        self._label("pile").update()

    # ------------------------------------------------------------ dropping
    def drop(self, source: str, uids: list[int], target: Target | None, sp: QPointF) -> None:
        """Carry out a drop of ``uids`` from ``source`` on ``target`` (None: nowhere)."""
        if target is None:
            self.refresh()
            return
        if source in ("stock", "discard"):
            if target.kind == "hand":
                if source == "stock":
                    self.play(DrawStock())
                else:
                    self.take_discard_or_claim()
                self.refresh()
                return
            self.refresh()
            return
        if target.kind == "hand":
            if source == "staged":
                self.unstage(uids)
            self._reorder(uids, sp)
            self.refresh()
            return
        if target.kind == "slot":
            self.stage(target.key, uids)
            return
        if len(uids) != 1:
            self.message.emit(translate("TableView", "Drop one card at a time there."))
            self.refresh()
            return
        uid = uids[0]
        if target.kind == "discard":
            self.play(Discard(uid))
        elif target.kind == "meld":
            self._drop_on_meld(uid, target.key, sp)
        self.refresh()

    def _drop_on_meld(self, uid: int, meld_id: int, sp: QPointF | None) -> None:
        options = self.meld_actions(uid, meld_id)
        if not options:
            self.play(LayOff(uid, meld_id))  # the engine says why not
            return
        layoffs = [a for a in options if isinstance(a, LayOff)]
        if len(layoffs) > 1 and sp is not None:
            rect = next((r for t, r in self._targets if t == Target("meld", meld_id)), None)
            if rect is not None:
                end = "low" if sp.x() < rect.x + rect.w / 2 else "high"
                pick = [a for a in layoffs if a.end == end]
                if pick:
                    self.play(pick[0])
                    return
        if len(options) == 1:
            self.play(options[0])
            return
        self._choose(options, None)

    def _choose(self, options: list[Action], pos) -> None:  # noqa: ANN001
        """Ask which of several moves the player means (a wild's end, a swap's target)."""
        menu = QMenu(self)
        menu.setObjectName("choice_menu")
        for a in options:
            act = QAction(self.describe_action(a), menu)
            act.triggered.connect(lambda _=False, a=a: self.play(a))
            menu.addAction(act)
        self.card_menu = menu
        menu.popup(pos or self.mapToGlobal(self.viewport().rect().center()))

    def _reorder(self, uids: list[int], sp: QPointF) -> None:
        cards = self.hand.uids()
        if not cards:
            return
        # Where the cards go in: before the first card whose middle is right of the
        # cursor, or after the last card.
        row = len(cards)
        for i, (_uid, r) in enumerate(self._hand_rects):
            if sp.x() < r.x + r.w / 2:
                row = i
                break
        for uid in uids:
            src = self.hand.row_of(uid)
            if src < 0:
                continue
            dest = row if src >= row else row - 1
            self.hand.move_card(uid, max(0, dest))
            row = self.hand.row_of(uid) + 1

    # ------------------------------------------------------------ operations
    def play(self, action: Action) -> bool:
        """Send the viewer's move (through the feed); a refusal shows its reason."""
        ok = self.feed.act(action)
        if not ok:
            self.refresh()
        # The layout after a move may show nobody's hand (pass-and-play): the cards
        # that just left this hand must not keep its marks.
        self._unmark_strays()
        return ok

    def take_discard_or_claim(self) -> None:
        """The discard pile was clicked or dragged: say May I? when that is the viewer's
        legal move, otherwise take the discard (or hear why not)."""
        if any(isinstance(a, Claim) for a in self._my_legal()):
            self.play(Claim())
        else:
            self.play(TakeDiscard())

    def stage(self, group: int, uids: list[int]) -> None:
        s = self.feed.view
        if s is None or s.viewer is None or s.viewer != self.viewer:
            self.refresh()  # nobody's hand (or another's) is at the screen now
            return
        if not self._staging_visible(s):
            self.message.emit(texts.reason_text("already_down"))
            self.refresh()
            return
        if not 0 <= group < len(self.staging.groups):
            self.refresh()
            return
        hand = {c.uid: c for c in s.hand(self.viewer)}
        cards = [hand[u] for u in uids if u in hand]
        for u in uids:
            self.hand.set_selected(u, False)
        self.staging.add(group, cards)
        res = self.staging.check(group)
        if res is not None and not res.ok:
            self.message.emit(texts.reason_text(res.reason or "invalid_meld"))

    def unstage(self, uids: list[int]) -> None:
        self.staging.remove(uids)

    def go_down(self, choose_low: Callable | None = None) -> bool:
        """Go down (or go out) with the staged groups."""
        s = self.feed.view
        if s is None:
            return False
        if s.viewer is None:
            # No hand on the table (a spectator, pass-and-play's neutral table): nothing
            # staged belongs to whoever is there; the engine says why not, not a slot.
            return self.play(GoOut(()) if s.rules.single_hand else GoDown(()))
        specs = self.staging.specs(choose_low)
        if s.rules.single_hand:
            action: Action = GoOut(specs)
        else:
            if not self.staging.ready:
                bad = next(
                    (i for i in range(len(self.staging.groups)) if not self.staging.check(i)), 0
                )
                self.message.emit(
                    translate("TableView", "{slot}: {why}").format(
                        slot=self._slot_caption(bad), why=self.staging.status(bad)
                    )
                )
                return False
            action = GoDown(specs)
        ok = self.play(action)
        if ok:
            self.staging.take_back()
        return ok

    def describe_action(self, a: Action) -> str:
        s = self.feed.view
        names = self.feed.names
        if s is None:
            return ""
        if isinstance(a, Discard):
            return translate("TableView", "Discard")
        if isinstance(a, LayOff):
            m = s.meld_by_id(a.meld)
            where = self._meld_name(m)
            if a.end == "low":
                return translate("TableView", "Lay off at the low end of {meld}").format(meld=where)
            if a.end == "high":
                return translate("TableView", "Lay off at the high end of {meld}").format(
                    meld=where
                )
            return translate("TableView", "Lay off on {meld}").format(meld=where)
        if isinstance(a, SwapWild):
            m = s.meld_by_id(a.meld)
            t = s.meld_by_id(a.target)
            return translate(
                "TableView", "Swap for the wild in {meld}, moving the wild to {target}"
            ).format(meld=self._meld_name(m), target=self._meld_name(t))
        return type(a).__name__ if not names else str(a)

    def _meld_name(self, m: TableMeld) -> str:
        """``Bruno's run 4♠ 5♠ 6♠`` / ``your set 7♥ 7♣ 7♦``, for menus."""
        cards = " ".join(texts.card_name(c) for c in m.cards)
        name = self.feed.names[m.owner]
        mine = m.owner == self.viewer
        if m.kind == RUN:
            if mine:
                return translate("TableView", "your run {cards}").format(cards=cards)
            return translate("TableView", "{name}'s run {cards}").format(name=name, cards=cards)
        if mine:
            return translate("TableView", "your set {cards}").format(cards=cards)
        return translate("TableView", "{name}'s set {cards}").format(name=name, cards=cards)

    def open_card_menu(self, uid: int, global_pos=None) -> QMenu | None:  # noqa: ANN001
        """Every action for card ``uid`` (the click and keyboard equivalent of its drags)."""
        s = self.feed.view
        if s is None or self.viewer is None:
            return None
        menu = QMenu(self)
        menu.setObjectName("card_menu")
        legal = self._my_legal()
        staged_group = self.staging.group_of(uid)
        if Discard(uid) in legal:
            act = menu.addAction(translate("TableView", "Discard"))
            act.triggered.connect(lambda: self.play(Discard(uid)))
        if self._staging_visible(s):
            for i in range(len(self.staging.groups)):
                if i == staged_group:
                    continue
                act = menu.addAction(
                    translate("TableView", "Put in {slot}").format(slot=self._slot_caption(i))
                )
                ids = self.hand.selected if uid in self.hand.selected else [uid]
                act.triggered.connect(lambda _=False, i=i, ids=ids: self.stage(i, ids))
        if staged_group >= 0:
            act = menu.addAction(translate("TableView", "Back to hand"))
            act.triggered.connect(lambda: self.unstage([uid]))
        for a in legal:
            if isinstance(a, (LayOff, SwapWild)) and a.card == uid:
                act = menu.addAction(self.describe_action(a))
                act.triggered.connect(lambda _=False, a=a: self.play(a))
        if menu.isEmpty():
            act = menu.addAction(translate("TableView", "Nothing to do with this card now"))
            act.setEnabled(False)
        self.card_menu = menu
        if global_pos is None:
            item = self.cards.get(uid)
            point = item.pos() if item is not None else QPointF(0, 0)
            global_pos = self.mapToGlobal(self.mapFromScene(point))
        menu.popup(global_pos)
        return menu

    # ------------------------------------------------------------ keyboard
    def focused_uid(self) -> int | None:
        """The card that wears the focus ring (None with an empty hand row)."""
        uids = self.hand.uids()
        return uids[self.focus_row] if uids else None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        mods = event.modifiers()
        if mods & _COMMAND_MODIFIERS or not self.hasFocus():
            # Not a game key: a menu shortcut's (those are matched before any key press
            # is delivered) or a key that reached the table from elsewhere.
            event.ignore()
            return
        if event.isAutoRepeat() and key not in _REPEATING:
            return  # a held key makes one move, not one per repeat
        k = Qt.Key
        if key in (k.Key_Return, k.Key_Enter, k.Key_Space) and self.feed.deal_next():
            return  # between rounds Enter and Space deal the next one (the summary's button)
        uid = self.focused_uid()
        if key in (k.Key_Left, k.Key_Right):
            delta = -1 if key == k.Key_Left else 1
            moved = False
            if mods & Qt.KeyboardModifier.ShiftModifier and uid is not None:
                moved = self.hand.move_card(uid, self.focus_row + delta)  # focus goes along
            else:
                self.focus_row += delta
            if moved:
                self.refresh(animate=True)  # the hand's order changed: lay it out again
            else:
                self._mark_hand()  # only the focus ring moved
        elif key == k.Key_Home:
            self.focus_row = 0
            self._mark_hand()
        elif key == k.Key_End:
            self.focus_row = len(self.hand.uids()) - 1
            self._mark_hand()
        elif key == k.Key_Space and uid is not None:
            self.hand.toggle_selected(uid)
        elif key in (k.Key_Return, k.Key_Enter) and uid is not None:
            self.play(Discard(uid))
        elif key == k.Key_D:
            self.play(DrawStock())
        elif key == k.Key_T:
            self.play(TakeDiscard())
        elif key == k.Key_M:
            self.play(Claim())
        elif key == k.Key_N:
            self.play(Pass())
        elif key == k.Key_G:
            self.goDownRequested.emit()
        elif key == k.Key_U:
            self.staging.take_back()
        elif key == k.Key_R:
            self.hand.sort_by("rank")
            self.refresh()
        elif key == k.Key_S:
            self.hand.sort_by("suit")
            self.refresh()
        elif k.Key_1 <= key <= k.Key_9:
            group = key - k.Key_1
            ids = self.hand.selected or ([uid] if uid is not None else [])
            if ids:
                self.stage(group, ids)
        elif key in (k.Key_A, k.Key_L, k.Key_Menu) and uid is not None:
            self.open_card_menu(uid)
        elif key == k.Key_Escape:
            if any(isinstance(a, Claim) for a in self._my_legal()):
                self.play(Pass())  # a May I? offer made to the viewer: let it go
            else:
                self.hand.clear_selection()
        else:
            super().keyPressEvent(event)


def _nearest_row(order: tuple[int, ...], gone: int | None, uids: list[int]) -> int:
    """Where the focus goes when card ``gone`` left the row ``order``: the row in
    ``uids`` of its nearest neighbour that is still there, right first, else 0."""
    if gone in order:
        at = order.index(gone)
        rows = {u: i for i, u in enumerate(uids)}
        for u in order[at + 1 :] + tuple(reversed(order[:at])):
            if u in rows:
                return rows[u]
    return 0


class _Drag:
    """Cards following the cursor."""

    def __init__(
        self,
        source: str,
        uids: list[int],
        items: list[CardItem],
        start: QPointF,
        ghost: CardItem | None,
        scene: QGraphicsScene,
    ) -> None:
        self.source = source
        self.uids = uids
        self.items = items
        self.ghost = ghost
        self.scene = scene
        self.offsets = [item.pos() - start for item in items]
        first = items[0].pos() if items else QPointF()
        # Several cards travel as a neat fan under the cursor.
        for i, item in enumerate(items):
            item.set_dragging(True)
            item.setZValue(1000 + i)
            if len(items) > 1:
                self.offsets[i] = first - start + QPointF(i * item.width * 0.3, 0)

    def move(self, sp: QPointF) -> None:
        for item, off in zip(self.items, self.offsets):
            item.setPos(sp + off)

    def end(self) -> None:
        """Stop following the cursor. The items may have left the table meanwhile (the
        engine moved on): this drag then holds their last reference, dropped with it."""
        for item in self.items:
            item.set_dragging(False)
        if self.ghost is not None and self.ghost.scene() is not None:
            self.scene.removeItem(self.ghost)
        self.ghost = None
