"""Keyboard order and spoken names for the dialogs' controls: Tab follows the order a
list gives (top to bottom, left to right as the dialog reads), and a control named by a
label elsewhere in its layout gets that label's words as its accessible name (Qt finds a
buddy label only beside the control, under the same parent)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def chain_tabs(widgets: Iterable[QWidget | None]) -> None:
    """Tab goes through ``widgets`` in the order given (None and hidden ones skipped by
    Qt as usual); all must be in one window."""
    shown = [w for w in widgets if w is not None]
    for first, second in zip(shown, shown[1:]):
        QWidget.setTabOrder(first, second)


def label_words(text: str) -> str:
    """A label's text as a name: without its shortcut's "&" and its closing colon."""
    words = text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip()
    return words[:-1].rstrip() if words.endswith(":") else words


def name_by_label(widget: QWidget, label_text: str) -> None:
    """Give ``widget`` the words of the label that names it as its accessible name."""
    widget.setAccessibleName(label_words(label_text))


def chain_tabs_inside(container: QWidget, widgets: Iterable[QWidget]) -> None:
    """Tab goes through ``widgets`` first of all within ``container`` (a box that takes
    no focus itself), in the order given. Widgets added to a window that is already
    built join the end of its focus chain; this brings them back into their box."""
    shown = list(widgets)
    if not shown:
        return
    # Qt orders after a widget only if it takes focus: lend the box a policy for this.
    policy = container.focusPolicy()
    container.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    QWidget.setTabOrder(container, shown[0])
    container.setFocusPolicy(policy)
    chain_tabs(shown)
