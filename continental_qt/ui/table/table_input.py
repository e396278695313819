"""Mouse, keyboard and drag and drop on the card table.

An object the :class:`~continental_qt.ui.table.table_view.TableView` owns, which reads
its layout (see :class:`TableInput` for the whole interface). The gestures
turn into engine actions sent through the view's ``feed``; what is legal always
comes from the engine (``feed.legal_actions()``), and every card read here comes
from the viewer's view (``feed.view``), never from the live state:

- **Drag** (past the platform's drag distance): hand cards to the discard pile
  (discard), onto a table meld (lay off, or swap a wild when the card replaces
  one), into a staging slot (build a meld to go down), within the hand
  (reorder); the stock or the discard pile to the hand (draw). Targets that
  would accept the cards light up while dragging; a refused drop snaps back
  and ``message`` carries the engine's reason in words.
- **Click**: a hand card selects (and focuses) it; the stock draws; the discard pile
  takes it, and never buys it while it is on offer (M does). **Double-click** a hand
  card discards it. **Right-click** a card (or press A / the menu key) opens a menu of
  everything that card can do.
- **Keys**: as the key map (``keymap.py``) binds them, one handler each in
  ``table_keys.py``. Keys act while the table has the focus (or a move button, see
  ``game_key``); a key held with Ctrl, Alt or Meta is never a move.
- **Menus** of moves (a card's, or a choice between moves) are ``card_menus.py``;
  which card wears the keyboard focus is ``hand_focus.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QPointF, Qt
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
)
from PySide6.QtWidgets import QApplication, QMenu

from ...engine.actions import (
    Action,
    Claim,
    Discard,
    DrawStock,
    GoDown,
    GoOut,
    LayOff,
    SwapWild,
    TakeDiscard,
)
from .. import keymap, texts
from ..texts import translate
from .card_item import CardItem
from .card_menus import CardMenus
from .drag import Drag
from .hand_focus import HandFocus
from .table_keys import TableKeys

if TYPE_CHECKING:
    from .table_view import TableView

# Keys held with these are never game moves (Shift is: it moves a card in the hand).


@dataclass(frozen=True)
class Target:
    kind: str  # "discard", "stock", "meld", "slot", "hand"
    key: int = -1

    def __str__(self) -> str:
        return f"{self.kind}:{self.key}"


class TableInput(QObject):
    """Hit tests, drag and drop, clicks, keys and card menus of ``view``, the table.

    The view owns it and hands it its mouse and key events (``mouse_press``…,
    ``key_press``). What it reads of the view, its whole interface there: the feed,
    the hand model and the staging groups; the layout's rectangles (``_hand_rects``,
    ``_slot_cards``, ``_stock_rect``, ``_pile_rect``, ``_hand_zone``, ``_targets``) and
    its items (``cards``, ``meld_frames``, ``slot_frames``, ``hand_frame``,
    ``stock_item``, ``_label``); ``refresh``, ``_mark_hand``, ``_slot_caption``,
    ``_staging_visible``, ``viewer`` and the ``message`` signal.
    """

    # The keyboard focus is a card, not a position in the row: it follows its card when
    # the hand is reordered (by drag, Shift+arrow or sorting), and it stays where the
    # player left it: a drag does not move it, and when its card leaves the hand row
    # (discarded, laid off, gone down, staged) no card wears it until ←/→, Home, End or
    # a click puts it on one (←/→ then start beside the gap). Enter, Space and the card
    # keys act on exactly the card that wears the focus ring, and only cards of the
    # hand row ever wear it. A new hand (a deal, another player's) starts on its first.

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.view = view
        # The focused card; placing it takes the marks off cards that left the row.
        self.focus = HandFocus(view.hand.uids, self._unmark_strays)
        self._press: tuple[object, QPointF, QPointF] | None = None
        self._drag: Drag | None = None
        self._accepting: set[Target] = set()
        self.menus = CardMenus(self)
        self.keys = TableKeys(self)

    # ------------------------------------------------------------ focus
    @property
    def focus_row(self) -> int:
        """The focused card's row in the hand (-1: no card has the focus)."""
        return self.focus.row

    @focus_row.setter
    def focus_row(self, row: int) -> None:
        """Focus the card at ``row`` (clamped to the hand)."""
        self.focus.row = row

    def focused_uid(self) -> int | None:
        """The card that wears the focus ring (None: none, or an empty hand row)."""
        return self.focus.uid()

    def reset_focus(self) -> None:
        self.focus.reset()

    def _unmark_strays(self) -> None:
        """Only cards in the hand row wear the focus ring or the selection glow: a card
        that left it (to a meld, the pile or a staging slot) keeps its item and would
        otherwise carry the marks along. The pile's top card glows while a drag lights
        it as a target; that glow belongs to ``_light_targets``."""
        in_row = set(self.view.hand.uids())
        dragging = self._drag is not None
        pile = self.view._pile_uid
        for uid, item in self.view.cards.items():
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
        for uid, r in reversed(self.view._hand_rects):
            item = self.view.cards.get(uid)
            top = item.pos().y() if item else r.y
            if r.x <= x <= r.right and top <= y <= top + r.h:
                return "hand", uid
        for uid, r in reversed(self.view._slot_cards):
            if r.contains(x, y):
                return "staged", uid
        if self.view._stock_rect.contains(x, y):
            return "stock", -1
        if self.view._pile_rect.contains(x, y):
            return "discard", -1
        for t, r in self.view._targets:
            if t.kind == "meld" and r.contains(x, y):
                return "meld", t.key
        return "", -1

    def _target_at(self, sp: QPointF) -> Target | None:
        x, y = sp.x(), sp.y()
        for t, r in self.view._targets:
            if t.kind != "hand" and r.contains(x, y):
                return t
        if self.view._hand_zone.contains(x, y):
            return Target("hand")
        return None

    # ------------------------------------------------------------ legality
    def _my_legal(self) -> list[Action]:
        """The viewer's legal moves now (none unless it is their move)."""
        return self.view.feed.legal_actions()

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
        s = self.view.feed.view
        out: set[Target] = set()
        if s is None or self.view.viewer is None:
            return out
        legal = self._my_legal()
        if source in ("stock", "discard"):
            want = DrawStock() if source == "stock" else TakeDiscard()
            if want in legal:
                out.add(Target("hand"))
            return out
        out.add(Target("hand"))
        if self.view._staging_visible(s):
            out.update(Target("slot", i) for i in range(len(self.view.staging.groups)))
        if len(uids) == 1:
            uid = uids[0]
            if Discard(uid) in legal:
                out.add(Target("discard"))
            for a in legal:
                if isinstance(a, (LayOff, SwapWild)) and a.card == uid:
                    out.add(Target("meld", a.meld))
        return out

    # ------------------------------------------------------------ mouse
    def mouse_press(self, event: QMouseEvent) -> None:
        self.view.setFocus()
        if self.cancel_drag():  # its release never came (a dialog took the mouse)
            self.view.refresh()
        sp = self.view.mapToScene(event.position().toPoint())
        hit = self._hit(sp)
        if event.button() == Qt.MouseButton.RightButton:
            if hit[0] in ("hand", "staged"):
                self.open_card_menu(hit[1], event.globalPosition().toPoint())
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._press = (hit, sp, event.position())

    def mouse_move(self, event: QMouseEvent) -> None:
        sp = self.view.mapToScene(event.position().toPoint())
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

    def mouse_release(self, event: QMouseEvent) -> None:
        sp = self.view.mapToScene(event.position().toPoint())
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
            # A click puts the focus on its card; a drag leaves it where it was.
            self.focus_row = max(0, self.view.hand.row_of(key))
            self.view.hand.toggle_selected(key)
            self.view._mark_hand()
        elif kind == "staged":
            self.unstage([key])
        elif kind == "stock":
            self.play(DrawStock())
        elif kind == "discard":
            self.take_discard()

    def mouse_double_click(self, event: QMouseEvent) -> None:
        sp = self.view.mapToScene(event.position().toPoint())
        kind, key = self._hit(sp)
        if kind == "hand":
            self.view.hand.set_selected(key, False)
            self.play(Discard(key))

    def _start_drag(self, kind: str, key: int, start: QPointF) -> None:
        if kind == "hand":
            sel = self.view.hand.selected
            uids = sel if key in sel else [key]
        elif kind == "staged":
            uids = [key]
        elif kind in ("stock", "discard"):
            top = self.view._pile_uid
            uids = [top] if kind == "discard" and top is not None else []
        else:
            return
        items = [self.view.cards[u] for u in uids if u in self.view.cards]
        ghost = None
        if kind == "stock":
            ghost = CardItem(self.view.art, None, self.view.stock_item.width)
            ghost.setPos(self.view.stock_item.pos())
            self.view.scene_.addItem(ghost)
            items = [ghost]
        if not items:
            return
        self._drag = Drag(kind, uids, items, start, ghost, self.view.scene_)
        self._accepting = self.accepting_targets(kind, uids)
        self._light_targets(None)

    def dragging(self, uid: int) -> bool:
        """Card ``uid`` is following the cursor now (a layout leaves it where it is)."""
        return self._drag is not None and uid in self._drag.uids

    def dragging_any(self) -> bool:
        """A drag is on (its targets are lit: a hint leaves them alone)."""
        return self._drag is not None

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
        for mid, frame in self.view.meld_frames.items():
            t = Target("meld", mid)
            frame.set_state(t in accepting, hover == t and t in accepting)
            frame.setVisible(frame.accept or frame.hover)
        for i, frame in enumerate(self.view.slot_frames):
            t = Target("slot", i)
            frame.set_state(t in accepting, hover == t and t in accepting)
        t = Target("hand")
        drawing = self._drag is not None and self._drag.source in ("stock", "discard")
        self.view.hand_frame.set_state(drawing and t in accepting, drawing and hover == t)
        pile = self.view.cards.get(self.view._pile_uid) if self.view._pile_uid is not None else None
        on = Target("discard") in accepting
        pile_colour = QColor("#ffe066") if hover == Target("discard") else QColor("#7dffa1")
        if pile is not None and not (self._drag and pile.uid in self._drag.uids):
            pile.highlight = pile_colour if on else None
            pile.update()
        self.view._label("pile").colour = pile_colour if on else QColor("#f4f1e8")
        self.view._label("pile").update()

    # ------------------------------------------------------------ dropping
    def drop(self, source: str, uids: list[int], target: Target | None, sp: QPointF) -> None:
        """Carry out a drop of ``uids`` from ``source`` on ``target`` (None: nowhere)."""
        if target is None:
            self.view.refresh()
            return
        if source in ("stock", "discard"):
            if target.kind == "hand":
                if source == "stock":
                    self.play(DrawStock())
                else:
                    self.take_discard()
                self.view.refresh()
                return
            self.view.refresh()
            return
        if target.kind == "hand":
            if source == "staged":
                self.unstage(uids)
            self._reorder(uids, sp)
            self.view.refresh()
            return
        if target.kind == "slot":
            self.stage(target.key, uids)
            return
        if len(uids) != 1:
            self.view.message.emit(translate("TableView", "Drop one card at a time there."))
            self.view.refresh()
            return
        uid = uids[0]
        if target.kind == "discard":
            self.play(Discard(uid))
        elif target.kind == "meld":
            self._drop_on_meld(uid, target.key, sp)
        self.view.refresh()

    def _drop_on_meld(self, uid: int, meld_id: int, sp: QPointF | None) -> None:
        options = self.meld_actions(uid, meld_id)
        if not options:
            self.play(LayOff(uid, meld_id))  # the engine says why not
            return
        layoffs = [a for a in options if isinstance(a, LayOff)]
        if len(layoffs) > 1 and sp is not None:
            rect = next((r for t, r in self.view._targets if t == Target("meld", meld_id)), None)
            if rect is not None:
                end = "low" if sp.x() < rect.x + rect.w / 2 else "high"
                pick = [a for a in layoffs if a.end == end]
                if pick:
                    self.play(pick[0])
                    return
        if len(options) == 1:
            self.play(options[0])
            return
        self.menus.choose(options, None)

    def _reorder(self, uids: list[int], sp: QPointF) -> None:
        cards = self.view.hand.uids()
        if not cards:
            return
        # Where the cards go in: before the first card whose middle is right of the
        # cursor, or after the last card.
        row = len(cards)
        for i, (_uid, r) in enumerate(self.view._hand_rects):
            if sp.x() < r.x + r.w / 2:
                row = i
                break
        for uid in uids:
            src = self.view.hand.row_of(uid)
            if src < 0:
                continue
            dest = row if src >= row else row - 1
            self.view.hand.move_card(uid, max(0, dest))
            row = self.view.hand.row_of(uid) + 1

    # ------------------------------------------------------------ operations
    def play(self, action: Action) -> bool:
        """Send the viewer's move (through the feed); a refusal shows its reason."""
        ok = self.view.feed.act(action)
        if not ok:
            self.view.refresh()
        # The layout after a move may show nobody's hand (pass-and-play): the cards
        # that just left this hand must not keep its marks.
        self._unmark_strays()
        return ok

    def take_discard(self) -> None:
        """The discard pile was clicked or dragged to the hand: take it. While it is on
        offer to the viewer that never buys it (only M and the May I? button do): the
        prompt says how to answer."""
        if any(isinstance(a, Claim) for a in self._my_legal()):
            self.view.message.emit(
                translate(
                    "TableView", "The discard is on offer: {m} says May I?, {n} lets it go."
                ).format(m=keymap.key_names("claim"), n=keymap.key_names("pass"))
            )
            return
        self.play(TakeDiscard())

    def stage(self, group: int, uids: list[int]) -> None:
        s = self.view.feed.view
        if s is None or s.viewer is None or s.viewer != self.view.viewer:
            self.view.refresh()  # nobody's hand (or another's) is at the screen now
            return
        if not self.view._staging_visible(s):
            self.view.message.emit(texts.reason_text("already_down"))
            self.view.refresh()
            return
        if not 0 <= group < len(self.view.staging.groups):
            self.view.refresh()
            return
        hand = {c.uid: c for c in s.hand(self.view.viewer)}
        cards = [hand[u] for u in uids if u in hand]
        for u in uids:
            self.view.hand.set_selected(u, False)
        self.view.staging.add(group, cards)
        res = self.view.staging.check(group)
        if res is not None and not res.ok:
            self.view.message.emit(texts.reason_text(res.reason or "invalid_meld"))

    def unstage(self, uids: list[int]) -> None:
        self.view.staging.remove(uids)

    def go_down(self) -> bool:
        """Go down (or go out) with the staged groups. Where the engine allows them in
        several ways (a run whose wilds could stand for different ranks), a menu offers
        each, and the one picked is played; True only for a move made at once."""
        s = self.view.feed.view
        if s is None:
            return False
        make = GoOut if s.rules.single_hand else GoDown
        if s.viewer is None:
            # No hand on the table (a spectator, pass-and-play's neutral table): nothing
            # staged belongs to whoever is there; the engine says why not, not a slot.
            return self.play(make(()))
        verdict = self.view.staging.verdict()
        if not verdict.ready:
            why = texts.reason_text(verdict.reason or "invalid_meld", verdict.details)
            if verdict.slot is not None:
                why = translate("TableView", "{slot}: {why}").format(
                    slot=self.view._slot_caption(verdict.slot), why=why
                )
            self.view.message.emit(why)
            return False
        choices = self.view.staging.spec_choices()
        if len(choices) > 1:
            self.menus.choose([make(specs) for specs in choices], None)
            return False
        ok = self.play(make(choices[0]))
        if ok:
            self.view.staging.take_back()
        return ok

    # ------------------------------------------------------------ keyboard
    def key_press(self, event: QKeyEvent) -> bool:
        """A key pressed on the table: True if it was a game key (or was refused as one);
        False lets the view handle it as Qt would."""
        if event.modifiers() & keymap.COMMAND_MODIFIERS or not self.view.hasFocus():
            # Not a game key: a menu shortcut's (those are matched before any key press
            # is delivered) or a key that reached the table from elsewhere.
            event.ignore()
            return True
        return self.game_key(event)

    def game_key(self, event: QKeyEvent) -> bool:
        """Do what the key map binds ``event``'s key to on the table (``table_keys.py``);
        False if it is no table key."""
        return self.keys.game_key(event)

    # ------------------------------------------------------------ menus
    @property
    def card_menu(self) -> QMenu | None:
        """The last menu of moves opened (a card's, or a choice between moves)."""
        return self.menus.menu

    def describe_action(self, a: Action) -> str:
        return self.menus.describe(a)

    def open_card_menu(self, uid: int, global_pos: QPoint | None = None) -> QMenu | None:
        return self.menus.open_for(uid, global_pos)
