"""Which keys a push button answers: Space and Enter, pressed alone and fresh.

A Qt push button presses on Space (and an auto-default one on Enter) whatever
modifiers are held, and on every repeat of a held key. Here no button answers a
repeat (a key held from the last move) nor Space or Enter held with Ctrl, Alt or
Meta (those belong to the menus). The move buttons below the table also pass every
other game key on to the table, so that letter keys stay game keys when Tab has put
the focus on a button.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QWidget

from . import keymap

PRESS_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
# The table's buttons (in the bars above and below it, and on the May I? question),
# for ``{scope}`` (their parent's selector). The one with the keyboard focus wears a
# ring as bright as a focused card's (Tab reaches them).
BUTTON_STYLE = (
    " {scope} QPushButton {{ background: #f4f1e8; color: #1b1b1b; border: 1px solid #7a7a7a;"
    " border-radius: 4px; padding: 4px 10px; }}"
    " {scope} QPushButton:hover {{ background: #ffffff; }}"
    " {scope} QPushButton:pressed, {scope} QPushButton:checked {{ background: #ddd6c1; }}"
    " {scope} QPushButton:disabled {{ background: #b9b6ad; color: #5c5c5c; }}"
    " {scope} QPushButton:focus {{ border: 3px solid #ffd54a; padding: 2px 8px; outline: none; }}"
)


def style_bar(bar: QWidget, name: str, text: str = "#f4f1e8") -> None:
    """Name ``bar`` and give it the felt's green, ``text`` for its labels and the
    buttons' look (``BUTTON_STYLE``)."""
    bar.setObjectName(name)
    # A QWidget subclass paints no style-sheet background without this.
    bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    bar.setStyleSheet(
        f"#{name} {{ background: #163d2b; }} #{name} QLabel {{ color: {text}; }}"
        + BUTTON_STYLE.format(scope=f"#{name}")
    )


# Table commands that act on the focused card: from a button they bring the focus
# back to the table, so the card they act on wears the focus ring.
_HAND_COMMANDS = frozenset(
    {"focus_left", "focus_right", "focus_first", "focus_last", "move_left", "move_right"}
    | {"card_menu", "stage"}
)


def refused_by_buttons(event: QEvent) -> bool:
    """True for a key event no button may answer: a repeat, or Space or Enter pressed
    with Ctrl, Alt or Meta."""
    if event.type() not in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        return False
    assert isinstance(event, QKeyEvent)
    if event.isAutoRepeat():
        return True
    return (
        event.type() == QEvent.Type.KeyPress
        and event.key() in PRESS_KEYS
        and bool(event.modifiers() & keymap.COMMAND_MODIFIERS)
    )


class MoveButtonKeys(QObject):
    """Event filter of the move buttons: the focused button takes plain Space and
    Enter; every other game key goes to ``table`` (its ``game_key``)."""

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.table = table

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if refused_by_buttons(event):
            return True
        if event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
        if event.modifiers() & keymap.COMMAND_MODIFIERS:
            return False  # a menu shortcut's
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if isinstance(watched, QAbstractButton) and watched.isEnabled():
                watched.click()  # outside a dialog a button takes only Space itself
            return True
        if event.key() in PRESS_KEYS:
            return False  # Space: the button's own
        command = keymap.table_command(event.key(), event.modifiers())
        if command is None:
            return False
        if command in _HAND_COMMANDS:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        return bool(self.table.input.game_key(event))
