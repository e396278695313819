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
- **Keys**: as the key map (``keymap.py``) binds them, one handler ``_key_<command>``
  each: ←/→ move the focus through the hand (Shift moves the card), Space selects,
  1–9 stage the selection into that slot, U takes staged cards back, D draws, T takes
  the discard, M says "May I?", N passes, G goes down, Enter discards the focused
  card, R/S sort, Esc cancels (a drag, the selection) and never makes a move. Keys act
  while the table has the focus (or a move button, see ``game_key``), and a key held
  with Ctrl, Alt or Meta is never a move: it is left to the menus' shortcuts (Ctrl+T
  is Statistics, not "take").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import (
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
    MeldSpec,
    Pass,
    SwapWild,
    TakeDiscard,
)
from ...engine.melds import TableMeld, pos_rank
from ...engine.rules import RUN
from .. import keymap, texts
from ..texts import translate
from .card_item import CardItem

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
        self._focus_uid: int | None = None
        self._focus_order: tuple[int, ...] = ()  # the hand row when the focus was last placed
        self._press: tuple[object, QPointF, QPointF] | None = None
        self._drag: _Drag | None = None
        self._accepting: set[Target] = set()
        self.card_menu: QMenu | None = None

    # ------------------------------------------------------------ focus and viewer
    @property
    def focus_row(self) -> int:
        """The focused card's row in the hand (-1: no card has the focus)."""
        uid = self.focused_uid()
        return -1 if uid is None else self.view.hand.uids().index(uid)

    @focus_row.setter
    def focus_row(self, row: int) -> None:
        """Focus the card at ``row`` (clamped to the hand), and take the focus ring and
        the selection glow off every card that is no longer in the hand row."""
        uids = self.view.hand.uids()
        if uids:
            row = max(0, min(row, len(uids) - 1))
            self._focus_uid, self._focus_order = uids[row], tuple(uids)
        self._unmark_strays()

    def focused_uid(self) -> int | None:
        """The card that wears the focus ring (None: none, or an empty hand row)."""
        uids = self.view.hand.uids()
        if self._focus_uid in uids:
            self._focus_order = tuple(uids)
            return self._focus_uid
        if uids and not set(self._focus_order) & set(uids):
            self._focus_uid, self._focus_order = uids[0], tuple(uids)  # a new hand
            return uids[0]
        return None

    def reset_focus(self) -> None:
        """A new deal: the next hand shown starts with the focus on its first card (its
        cards are the deck's again, so they may include the last focused one)."""
        self._focus_uid, self._focus_order = None, ()

    def _step_focus(self, delta: int) -> None:
        """←/→: the next card; with no card focused, the card beside the gap its card
        left (→ the one right of it, ← the one left of it)."""
        row = self.focus_row
        if row >= 0:
            self.focus_row = row + delta
            return
        uids = self.view.hand.uids()
        right = _nearest_row(self._focus_order, self._focus_uid, uids)
        gone_at = (
            self._focus_order.index(self._focus_uid) if self._focus_uid in self._focus_order else 0
        )
        left_of_gap = [u for u in self._focus_order[:gone_at] if u in uids]
        if delta < 0 and left_of_gap:
            self.focus_row = uids.index(left_of_gap[-1])
        else:
            self.focus_row = right

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
        self._drag = _Drag(kind, uids, items, start, ghost, self.view.scene_)
        self._accepting = self.accepting_targets(kind, uids)
        self._light_targets(None)

    def dragging(self, uid: int) -> bool:
        """Card ``uid`` is following the cursor now (a layout leaves it where it is)."""
        return self._drag is not None and uid in self._drag.uids

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
        self._choose(options, None)

    def _choose(self, options: list[Action], pos) -> None:  # noqa: ANN001
        """Ask which of several moves the player means (a wild's end, a swap's target)."""
        menu = QMenu(self.view)
        menu.setObjectName("choice_menu")
        self._add_moves(menu, options)
        self.card_menu = menu
        menu.popup(pos or self.view.mapToGlobal(self.view.viewport().rect().center()))

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
        staging = self.view.staging
        if not s.rules.single_hand and not staging.ready:
            bad = next((i for i in range(len(staging.groups)) if not staging.check(i)), 0)
            self.view.message.emit(
                translate("TableView", "{slot}: {why}").format(
                    slot=self.view._slot_caption(bad), why=self.view.staging.status(bad)
                )
            )
            return False
        choices = self.view.staging.spec_choices()
        if len(choices) > 1:
            self._choose([make(specs) for specs in choices], None)
            return False
        ok = self.play(make(choices[0]))
        if ok:
            self.view.staging.take_back()
        return ok

    def describe_action(self, a: Action) -> str:
        s = self.view.feed.view
        names = self.view.feed.names
        if s is None:
            return ""
        if isinstance(a, (GoDown, GoOut)):
            return _placement_words(a.melds)
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
            # One entry per distinct swap: where the freed wild goes (which end of
            # which run, or which set) is what tells two swaps apart.
            meld = self._meld_name(s.meld_by_id(a.meld))
            if a.target == a.meld:
                if a.end == "low":
                    return translate("TableView", "Swap into {meld}, wild to its low end").format(
                        meld=meld
                    )
                return translate("TableView", "Swap into {meld}, wild to its high end").format(
                    meld=meld
                )
            target = self._meld_name(s.meld_by_id(a.target))
            if a.end == "low":
                text = translate("TableView", "Swap into {meld}, wild to the low end of {target}")
            elif a.end == "high":
                text = translate("TableView", "Swap into {meld}, wild to the high end of {target}")
            else:
                text = translate("TableView", "Swap into {meld}, wild to {target}")
            return text.format(meld=meld, target=target)
        return type(a).__name__ if not names else str(a)

    def _add_moves(self, menu: QMenu, actions: list[Action]) -> None:
        """An entry per move, and never two that read the same."""
        shown = {act.text() for act in menu.actions()}
        for a in actions:
            text = self.describe_action(a)
            if text in shown:
                continue
            shown.add(text)
            act = menu.addAction(text)
            act.triggered.connect(lambda _=False, a=a: self.play(a))

    def _meld_name(self, m: TableMeld) -> str:
        """``Bruno's run 4♠–10♠`` / ``your set 7♥ 7♣ 7♦``, for menus: a run by the
        ranks its ends stand for, so that its name stays short."""
        if m.kind == RUN and m.positions:
            suit = texts.SUIT_SYMBOLS[m.suit] if 0 <= m.suit < 4 else ""
            ends = [texts.rank_label(pos_rank(p)) + suit for p in (m.positions[0], m.positions[-1])]
            cards = "–".join(ends)
        else:
            cards = " ".join(texts.card_name(c) for c in m.cards)
        name = self.view.feed.names[m.owner]
        mine = m.owner == self.view.viewer
        if m.kind == RUN:
            if mine:
                return translate("TableView", "your run {cards}").format(cards=cards)
            return translate("TableView", "{name}'s run {cards}").format(name=name, cards=cards)
        if mine:
            return translate("TableView", "your set {cards}").format(cards=cards)
        return translate("TableView", "{name}'s set {cards}").format(name=name, cards=cards)

    def open_card_menu(self, uid: int, global_pos=None) -> QMenu | None:  # noqa: ANN001
        """Every action for card ``uid`` (the click and keyboard equivalent of its drags)."""
        s = self.view.feed.view
        if s is None or self.view.viewer is None:
            return None
        menu = QMenu(self.view)
        menu.setObjectName("card_menu")
        legal = self._my_legal()
        staged_group = self.view.staging.group_of(uid)
        if Discard(uid) in legal:
            act = menu.addAction(translate("TableView", "Discard"))
            act.triggered.connect(lambda: self.play(Discard(uid)))
        if self.view._staging_visible(s):
            for i in range(len(self.view.staging.groups)):
                if i == staged_group:
                    continue
                act = menu.addAction(
                    translate("TableView", "Put in {slot}").format(slot=self.view._slot_caption(i))
                )
                ids = self.view.hand.selected if uid in self.view.hand.selected else [uid]
                act.triggered.connect(lambda _=False, i=i, ids=ids: self.stage(i, ids))
        if staged_group >= 0:
            act = menu.addAction(translate("TableView", "Back to hand"))
            act.triggered.connect(lambda: self.unstage([uid]))
        self._add_moves(
            menu, [a for a in legal if isinstance(a, (LayOff, SwapWild)) and a.card == uid]
        )
        if menu.isEmpty():
            act = menu.addAction(translate("TableView", "Nothing to do with this card now"))
            act.setEnabled(False)
        self.card_menu = menu
        if global_pos is None:
            item = self.view.cards.get(uid)
            point = item.pos() if item is not None else QPointF(0, 0)
            global_pos = self.view.mapToGlobal(self.view.mapFromScene(point))
        menu.popup(global_pos)
        return menu

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
        """Do what the key map (``keymap.py``) binds ``event``'s key to on the table;
        False if it is no table key. Also called for keys pressed on a move button, so
        letter keys stay game keys there. A key held with Ctrl, Alt or Meta is never a
        move: it is left to the menus' shortcuts (Ctrl+T is Statistics, not "take")."""
        mods = event.modifiers()
        if mods & keymap.COMMAND_MODIFIERS:
            event.ignore()
            return False
        command = keymap.table_command(event.key(), mods)
        if command is None:
            return False
        event.accept()
        if event.isAutoRepeat() and command not in keymap.REPEATING:
            return True  # a held key makes one move, not one per repeat
        if command in ("discard", "select") and self.view.feed.deal_next():
            return True  # between rounds Enter and Space deal the next one (the summary's)
        getattr(self, "_key_" + command)(event)
        return True

    # One handler per table command of the key map, named _key_<command>.
    def _key_focus_left(self, _event: QKeyEvent) -> None:
        self._step_focus(-1)
        self.view._mark_hand()

    def _key_focus_right(self, _event: QKeyEvent) -> None:
        self._step_focus(1)
        self.view._mark_hand()

    def _key_focus_first(self, _event: QKeyEvent) -> None:
        self.focus_row = 0
        self.view._mark_hand()

    def _key_focus_last(self, _event: QKeyEvent) -> None:
        self.focus_row = len(self.view.hand.uids()) - 1
        self.view._mark_hand()

    def _move_focused(self, delta: int) -> None:
        uid = self.focused_uid()
        if uid is not None and self.view.hand.move_card(uid, self.focus_row + delta):
            self.view.refresh(animate=True)  # the hand's order changed: lay it out again
        elif uid is None:
            self._step_focus(delta)
            self.view._mark_hand()

    def _key_move_left(self, _event: QKeyEvent) -> None:
        self._move_focused(-1)

    def _key_move_right(self, _event: QKeyEvent) -> None:
        self._move_focused(1)

    def _focused_or_hint(self) -> int | None:
        """The focused card; with none (its card left the hand), say how to pick one."""
        uid = self.focused_uid()
        if uid is None and self.view.viewer is not None and self.view.hand.uids():
            self.view.message.emit(
                translate("TableView", "No card has the focus: pick one with ← or →.")
            )
        return uid

    def _key_select(self, _event: QKeyEvent) -> None:
        uid = self._focused_or_hint()
        if uid is not None:
            self.view.hand.toggle_selected(uid)

    def _key_discard(self, _event: QKeyEvent) -> None:
        uid = self._focused_or_hint()
        if uid is not None:
            self.play(Discard(uid))

    def _key_draw(self, _event: QKeyEvent) -> None:
        self.play(DrawStock())

    def _key_take(self, _event: QKeyEvent) -> None:
        self.play(TakeDiscard())

    def _key_claim(self, _event: QKeyEvent) -> None:
        self.play(Claim())

    def _key_pass(self, _event: QKeyEvent) -> None:
        self.play(Pass())

    def _key_go_down(self, _event: QKeyEvent) -> None:
        self.go_down()

    def _key_take_back(self, _event: QKeyEvent) -> None:
        self.view.staging.take_back()

    def _key_sort_rank(self, _event: QKeyEvent) -> None:
        self.view.hand.sort_by("rank")
        self.view.refresh()

    def _key_sort_suit(self, _event: QKeyEvent) -> None:
        self.view.hand.sort_by("suit")
        self.view.refresh()

    def _key_stage(self, event: QKeyEvent) -> None:
        uid = self.focused_uid()
        ids = self.view.hand.selected or ([uid] if uid is not None else [])
        if ids:
            self.stage(event.key() - int(Qt.Key.Key_1.value), ids)

    def _key_card_menu(self, _event: QKeyEvent) -> None:
        uid = self._focused_or_hint()
        if uid is not None:
            self.open_card_menu(uid)

    def _key_cancel(self, _event: QKeyEvent) -> None:
        """Esc cancels and never makes a move: a drag goes home, the selection clears."""
        if self.cancel_drag():
            self.view.refresh()
        self.view.hand.clear_selection()


def _placement_words(melds: tuple[MeldSpec, ...]) -> str:
    """Where the wilds put each run that could sit in several places ("the run 3 up to
    6"), for the menu that offers the ways to go down."""
    parts = [
        translate("TableView", "the run {low} up to {high}").format(
            low=texts.rank_label(pos_rank(spec.low)),
            high=texts.rank_label(pos_rank(spec.low + len(spec.cards) - 1)),
        )
        for spec in melds
        if spec.low is not None
    ]
    return "; ".join(parts)


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
