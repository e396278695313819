"""The table as a tree of things a screen reader can reach (issue 29).

A ``QGraphicsScene`` is one blank drawing area to a screen reader. :class:`AccessTree`
keeps, beside the scene, one :class:`AccessNode` per thing a player can ask about: each
seat, the stock, the discard pile, each meld on the table, each staging slot and each
card of the player's hand, grouped under a few lists. ``access_iface.py`` gives each
node its ``QAccessibleInterface``.

Contracts:

- Every node is a live ``QObject`` child of the table view, so Qt's accessibility cache
  drops a node's interface when the node goes, and nothing outlives the view.
- A node holds a key and a rectangle, never a card: its name is worked out when a
  screen reader asks, from the feed's view (``feed.view``), so it can only ever name what
  the viewer may see, and it is never stale.
- The tree is rebuilt after every layout (:meth:`AccessTree.rebuild`); nodes are kept
  by key between layouts, so a screen reader's place survives a move.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent

from ...engine.cards import Card
from ...engine.state import GameState
from ..texts import reason_text, translate
from ..texts.reading import (
    card_in_hand_reading,
    meld_reading,
    pile_reading,
    seat_reading,
    slot_reading,
    stock_reading,
)
from .table_layout import Rect, seat_order
from .table_words import slot_caption

if TYPE_CHECKING:
    from .table_view import TableView

Key = tuple  # ("seat", 2), ("stock",), ("card", uid) …

Role = QAccessible.Role


class AccessNode(QObject):
    """One thing on the table: ``key`` names it, ``role`` is what it is to a screen
    reader, ``rect`` is where it lies in the view's viewport, ``kids`` its children."""

    def __init__(self, key: Key, role: QAccessible.Role, tree: AccessTree) -> None:
        super().__init__(tree.view)
        self.setObjectName("access_" + "_".join(map(str, key)))
        self.key = key
        self.role = role
        self.tree = tree
        self.rect = Rect(0, 0, 0, 0)
        self.up: AccessNode | None = None  # the parent node (None: the table itself)
        self.kids: list[AccessNode] = []

    def name(self) -> str:
        """What a screen reader says for this node, from the view as it is now."""
        return self.tree.name_of(self)


class AccessTree(QObject):
    """The nodes of ``view``'s table; :meth:`rebuild` after each layout."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.view = view
        self.top: list[AccessNode] = []  # the table's children, in reading order
        self._nodes: dict[Key, AccessNode] = {}
        self._said: dict[Key, str] = {}  # names last told to an active screen reader

    # ------------------------------------------------------------ structure
    def nodes(self) -> Iterator[AccessNode]:
        """Every node, depth first in reading order."""
        stack = list(reversed(self.top))
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.kids))

    def node(self, key: Key) -> AccessNode | None:
        return self._nodes.get(key)

    def rebuild(self) -> None:
        """Match the nodes to the table as the last layout placed it."""
        view = self.view
        s, lay = view.feed.view, view.layout_
        wanted: list[tuple[Key, QAccessible.Role, Rect, Key | None]] = []
        if s is not None and lay is not None:
            wanted = _wanted(s, view)
        keep: dict[Key, AccessNode] = {}
        created: list[AccessNode] = []
        for key, role, rect, parent in wanted:
            node = self._nodes.get(key)
            if node is None or node.role != role:
                node = AccessNode(key, role, self)
                created.append(node)
            node.rect = rect
            node.up = keep.get(parent) if parent is not None else None
            node.kids = []
            keep[key] = node
        self.top = [n for n in keep.values() if n.up is None]
        for node in keep.values():
            if node.up is not None:
                node.up.kids.append(node)
        for node in self.top:
            if node.kids and node.role == Role.List:  # a list lies around its items
                node.rect = _around([kid.rect for kid in node.kids])
        gone = [n for k, n in self._nodes.items() if keep.get(k) is not n]
        self._nodes = keep
        active = QAccessible.isActive()
        for node in gone:
            if active:
                _send(node, QAccessible.Event.ObjectDestroyed)
            self._said.pop(node.key, None)
            node.deleteLater()  # its interface leaves Qt's cache with it
        if active:
            self._tell(created)

    def _tell(self, created: list[AccessNode]) -> None:
        """An active screen reader hears of new nodes and of names that changed."""
        for node in created:
            _send(node, QAccessible.Event.ObjectCreated)
        fresh = {id(n) for n in created}
        for node in self.nodes():
            name = node.name()
            if self._said.get(node.key) != name:
                self._said[node.key] = name
                if id(node) not in fresh:
                    _send(node, QAccessible.Event.NameChanged)

    # ------------------------------------------------------------ focus
    def focused(self) -> AccessNode | None:
        """The hand card the keyboard focus is on (None: none)."""
        uid = self.view.input.focus.uid()
        return None if uid is None else self._nodes.get(("card", uid))

    def tell_focus(self) -> None:
        """The keys moved the focus or selected a card: a screen reader follows it."""
        if not self.view.hasFocus():
            return
        node = self.focused()
        if node is not None:
            _send(node, QAccessible.Event.Focus)
        if QAccessible.isActive():
            self._tell([])

    # ------------------------------------------------------------ geometry
    def screen_rect(self, node: AccessNode) -> QRect:
        """``node``'s rectangle in screen coordinates."""
        r = node.rect
        port = self.view.viewport()
        top_left = port.mapToGlobal(port.rect().topLeft())
        return QRect(int(r.x) + top_left.x(), int(r.y) + top_left.y(), int(r.w), int(r.h))

    def node_at(self, x: int, y: int, among: list[AccessNode]) -> AccessNode | None:
        """The node of ``among`` under the screen point (x, y), the last drawn first."""
        for node in reversed(among):
            if self.screen_rect(node).contains(x, y):
                return node
        return None

    # ------------------------------------------------------------ words
    def name_of(self, node: AccessNode) -> str:
        """``node``'s name now, from the feed's view (names nothing the view hides)."""
        view = self.view
        s = view.feed.view
        if s is None:
            return ""
        feed = view.feed
        kind, *rest = node.key
        if kind == "seat":
            kinds = [feed.seat_kind(x) for x in range(s.n)]
            return seat_reading(s, rest[0], feed.names, kinds)
        if kind == "stock":
            return stock_reading(s)
        if kind == "pile":
            return pile_reading(s)
        if kind == "meld":
            meld = next((m for m in s.melds if m.id == rest[0]), None)
            return "" if meld is None else meld_reading(s, meld, feed.names)
        if kind == "slot":
            return self._slot_name(s, rest[0])
        if kind == "card":
            uids = view.hand.uids()
            if rest[0] not in uids:
                return ""
            selected = rest[0] in view.hand.selected
            return card_in_hand_reading(Card(rest[0]), uids.index(rest[0]), len(uids), selected, s)
        return _group_name(kind, len(node.kids))

    def _slot_name(self, s: GameState, i: int) -> str:
        staging = self.view.staging
        if i >= len(staging.groups):
            return ""
        res = staging.check(i)
        if res is None:
            status = ""
        elif res.ok:
            status = translate("Reading", "A valid meld.")
        else:
            status = reason_text(res.reason or "invalid_meld")
        caption = slot_caption(staging.reqs[i], i)
        return slot_reading(caption, staging.groups[i], status, s)


def _send(node: AccessNode, kind: QAccessible.Event) -> None:
    """Tell the screen reader's bridge that ``kind`` happened to ``node``."""
    QAccessible.updateAccessibility(QAccessibleEvent(node, kind))


def _around(rects: list[Rect]) -> Rect:
    left, top = min(r.x for r in rects), min(r.y for r in rects)
    right, bottom = max(r.x + r.w for r in rects), max(r.y + r.h for r in rects)
    return Rect(left, top, right - left, bottom - top)


def _group_name(kind: str, count: int) -> str:
    if kind == "players":
        return translate("Reading", "Players")
    if kind == "melds":
        return translate("Reading", "Melds on the table: %n", None, count)
    if kind == "slots":
        return translate("Reading", "Your melds to go down with")
    return translate("Reading", "Your hand: %n card(s)", None, count)


def _wanted(s: GameState, view: TableView) -> list[tuple[Key, QAccessible.Role, Rect, Key | None]]:
    """The nodes the table has now, parents before children, in reading order: the
    players (the viewer first), the piles, the table's melds, the staging slots and the
    viewer's hand. Only what the view holds: no hand but the viewer's, which the hand row
    shows."""
    lay = view.layout_
    assert lay is not None
    out: list[tuple[Key, QAccessible.Role, Rect, Key | None]] = []
    whole = Rect(0, 0, lay.w, lay.h)
    out.append((("players",), Role.List, whole, None))
    seats = ([] if s.viewer is None else [s.viewer]) + seat_order(s)
    for seat in seats:
        rect = lay.plates.get(seat, lay.hand_zone if seat == s.viewer else whole)
        out.append((("seat", seat), Role.ListItem, rect, ("players",)))
    out.append((("stock",), Role.StaticText, lay.stock, None))
    out.append((("pile",), Role.StaticText, lay.pile, None))
    out.append((("melds",), Role.List, whole, None))
    for mid, rect in lay.melds.items():
        out.append((("meld", mid), Role.ListItem, rect, ("melds",)))
    if lay.slots:
        out.append((("slots",), Role.List, whole, None))
        for i, rect in enumerate(lay.slots):
            out.append((("slot", i), Role.ListItem, rect, ("slots",)))
    if s.viewer is not None and view.hand.count():
        out.append((("hand",), Role.List, lay.hand_zone, None))
        rects = dict(lay.hand_rects)
        for uid in view.hand.uids():
            out.append((("card", uid), Role.ListItem, rects.get(uid, lay.hand_zone), ("hand",)))
    return out
