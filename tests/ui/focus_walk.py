"""Walking a window with the Tab key: the controls it reaches, in order, and what a check
of that walk finds wrong (a control Tab never reaches, a step back against the reading
order, a control without a name a screen reader can say)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

MAX_STEPS = 200


def _name(w: QWidget) -> str:
    return f"{type(w).__name__} {w.objectName()!r}"


def tab_stops(top: QWidget) -> list[QWidget]:
    """The controls of ``top`` Tab should reach: shown, enabled, taking the focus by Tab
    (Qt's own inner parts, named ``qt_…``, and widgets whose focus goes to a proxy left
    out)."""
    out = []
    for w in top.findChildren(QWidget):
        if (
            w.isVisibleTo(top)
            and w.isEnabled()
            and w.focusPolicy() & Qt.FocusPolicy.TabFocus
            and w.focusProxy() is None
            and not w.objectName().startswith("qt_")
            and w.window() is top
        ):
            out.append(w)
    return out


def walk(top: QWidget, start: QWidget | None = None) -> list[QWidget]:
    """Press Tab from ``start`` (default: the first of Qt's focus chain) until the focus
    comes back round; the widgets that had it, in order."""
    top.activateWindow()
    stops = tab_stops(top)
    if start is None:
        w = top.nextInFocusChain()
        while w not in stops and w is not top:
            w = w.nextInFocusChain()
        start = w
    start.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    first = QApplication.focusWidget()
    chain: list[QWidget] = []
    for _ in range(MAX_STEPS):
        focused = QApplication.focusWidget()
        if focused is None:
            break
        chain.append(focused)
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        QApplication.processEvents()
        if QApplication.focusWidget() is first:
            break
    return chain


def _box(w: QWidget, top: QWidget) -> QRect:
    """``w``'s place in ``top`` as the dialog is laid out, whatever a scroll area in
    between is scrolled to (a page's fields are compared as they stand on the page)."""
    area = w.parentWidget()
    while area is not None and area is not top:
        if isinstance(area, QScrollArea) and area.widget() is not None:
            content = area.widget()
            if content.isAncestorOf(w):
                at = w.mapTo(content, QPoint(0, 0)) + area.viewport().mapTo(top, QPoint(0, 0))
                return QRect(at, w.size())
        area = area.parentWidget()
    return QRect(w.mapTo(top, QPoint(0, 0)), w.size())


def reads_before(a: QRect, b: QRect) -> bool:
    """True when ``b`` comes before ``a`` reading top to bottom, left to right: ``b`` lies
    above ``a`` and not in a column wholly to its right (going up to the top of the next
    column is reading on), or beside it (their heights overlap) and wholly to its left."""
    if b.bottom() < a.top():
        return b.left() <= a.right()
    beside = b.top() <= a.bottom() and a.top() <= b.bottom()
    return beside and b.right() < a.left()


def accessible_name(w: QWidget) -> str:
    iface = QAccessible.queryAccessibleInterface(w)
    return iface.text(QAccessible.Text.Name).strip() if iface is not None else ""


def problems(
    top: QWidget,
    chain: list[QWidget],
    skip: Callable[[QWidget], bool] = lambda _w: False,
    order: bool = True,
) -> list[str]:
    """What is wrong with Tab's ``chain`` over ``top``: controls it never reaches, steps
    that go back against the reading order (the wrap from the last control to the first
    excepted), controls it reaches without an accessible name, and a window without one.
    Controls for which ``skip`` is true are left out; ``order`` False leaves the order
    unchecked."""
    out = []
    reached = set(chain)
    stops = [w for w in tab_stops(top) if not skip(w)]
    out += [f"Tab never reaches {_name(w)}" for w in stops if w not in reached]
    # Tab goes round: read the round from the control nothing reads before.
    boxes = {w: _box(w, top) for w in chain}
    if chain:
        ahead = [sum(reads_before(boxes[w], boxes[v]) for v in chain) for w in chain]
        start = min(
            range(len(chain)),
            key=lambda i: (ahead[i], boxes[chain[i]].top(), boxes[chain[i]].left()),
        )
        chain = chain[start:] + chain[:start]
    for a, b in zip(chain, chain[1:]):
        if order and reads_before(boxes[a], boxes[b]):
            out.append(f"Tab goes back from {_name(a)} to {_name(b)}")
    out += [f"{_name(w)} has no accessible name" for w in chain if not accessible_name(w)]
    if not accessible_name(top):
        out.append(f"the window {_name(top)} has no accessible name")
    return out
