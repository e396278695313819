"""The accessibility interfaces of the table (issue 29): one for the table view, whose
children are the :class:`~.access_nodes.AccessTree`'s top nodes, and one per node.

:func:`install` puts :func:`_factory` in Qt's list of accessibility factories once per
process. Qt's cache owns every interface the factory makes and deletes it when its
object goes; so nothing here keeps an interface, and a child is always looked up with
``QAccessible.queryAccessibleInterface`` (which goes through the cache).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleObject, QWindow
from PySide6.QtWidgets import QAccessibleWidget

from .access_nodes import AccessNode, AccessTree

_installed: list[bool] = []  # the factory is in Qt's list (once a process)


def install() -> None:
    """Make Qt ask :func:`_factory` for the table's interfaces (idempotent)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    """The interface of a table view or of one of its nodes; None: Qt's own."""
    if isinstance(obj, AccessNode):
        return NodeAccessible(obj)
    tree = getattr(obj, "access", None)
    if isinstance(tree, AccessTree) and obj.isWidgetType():
        return TableAccessible(obj, tree)
    return None


def _iface(obj: QObject | None) -> QAccessibleInterface | None:
    return None if obj is None else QAccessible.queryAccessibleInterface(obj)


def _index(kids: list[AccessNode], child: QAccessibleInterface | None) -> int:
    obj = None if child is None else child.object()
    for i, kid in enumerate(kids):
        if kid is obj:
            return i
    return -1


class TableAccessible(QAccessibleWidget):
    """The table view: Qt's widget interface (name, description, focus, geometry),
    with the table's things as its children instead of the viewport widget."""

    def __init__(self, view: QObject, tree: AccessTree) -> None:
        super().__init__(view, QAccessible.Role.Pane)
        self._tree = tree

    def childCount(self) -> int:  # noqa: N802 - Qt's name
        return len(self._tree.top)

    def child(self, index: int) -> QAccessibleInterface | None:
        top = self._tree.top
        return _iface(top[index]) if 0 <= index < len(top) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt's name
        return _index(self._tree.top, child)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # noqa: N802
        return _iface(self._tree.node_at(x, y, self._tree.top))

    def focusChild(self) -> QAccessibleInterface | None:  # noqa: N802 - Qt's name
        node = self._tree.focused() if self._tree.view.hasFocus() else None
        return _iface(node)


class NodeAccessible(QAccessibleObject):
    """One node of the table: its role, its name now, its place and its state."""

    def __init__(self, node: AccessNode) -> None:
        super().__init__(node)
        self._node = node

    # The node is gone once Qt deletes it; the cache then drops this interface, but a
    # screen reader may still ask in between.
    def _live(self) -> AccessNode | None:
        return self._node if self.isValid() else None

    def role(self) -> QAccessible.Role:
        return self._node.role

    def text(self, t: QAccessible.Text) -> str:
        node = self._live()
        if node is None or t != QAccessible.Text.Name:
            return ""
        return node.name()

    def setText(self, t: QAccessible.Text, text: str) -> None:  # noqa: N802 - Qt's name
        """Read only: a screen reader cannot rename a card."""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        node = self._live()
        if node is None:
            state.invalid = True
            return state
        view = node.tree.view
        state.invisible = not view.isVisible()
        if node.key[0] == "card":
            state.selectable = state.focusable = True
            state.multiSelectable = True
            state.selected = node.key[1] in view.hand.selected
            state.focused = view.hasFocus() and node is node.tree.focused()
        return state

    def rect(self) -> QRect:
        node = self._live()
        return QRect() if node is None else node.tree.screen_rect(node)

    def window(self) -> QWindow | None:
        node = self._live()
        return None if node is None else node.tree.view.window().windowHandle()

    def parent(self) -> QAccessibleInterface | None:
        node = self._live()
        if node is None:
            return None
        return _iface(node.up if node.up is not None else node.tree.view)

    def childCount(self) -> int:  # noqa: N802 - Qt's name
        node = self._live()
        return 0 if node is None else len(node.kids)

    def child(self, index: int) -> QAccessibleInterface | None:
        node = self._live()
        if node is None or not 0 <= index < len(node.kids):
            return None
        return _iface(node.kids[index])

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt's name
        node = self._live()
        return -1 if node is None else _index(node.kids, child)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # noqa: N802
        node = self._live()
        return None if node is None else _iface(node.tree.node_at(x, y, node.kids))
