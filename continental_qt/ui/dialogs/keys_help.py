"""Help ▸ Keyboard and mouse: a table of actions, what the mouse does and which keys.

The keys listed are the ones ``TableView.keyPressEvent`` (table_input.py) handles, plus
the privacy screen's F and the menus' Ctrl/Alt keys; ``KEY_NAMES`` says which Qt keys
each row stands for so a test can hold the table to the real key handling.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..texts import translate

# Per row of :func:`help_rows`, the ``Qt.Key`` names its keys column stands for
# (empty: mouse only). Kept beside the rows so the two cannot drift apart unseen.
KEY_NAMES: tuple[tuple[str, ...], ...] = (
    ("Key_D",),  # draw
    ("Key_T",),  # take the discard
    ("Key_M",),  # May I?
    ("Key_N", "Key_Escape"),  # pass
    ("Key_Return", "Key_Enter"),  # discard
    ("Key_G",),  # go down
    ("Key_A", "Key_L", "Key_Menu"),  # lay off (through the card's menu)
    ("Key_A", "Key_L", "Key_Menu"),  # swap a wild (through the card's menu)
    ("Key_Left", "Key_Right"),  # reorder (Shift+arrows)
    ("Key_Left", "Key_Right", "Key_Home", "Key_End"),  # move the focus
    ("Key_Space",),  # select
    ("Key_1", "Key_5"),  # staging slots
    ("Key_U",),  # take back
    ("Key_R", "Key_S"),  # sort
    ("Key_A", "Key_L", "Key_Menu"),  # card menu
    ("Key_Escape",),  # clear the selection
    ("Key_F",),  # privacy screen (privacy_screen.py)
    (),  # menus: Ctrl/Alt, handled by the menu bar
)


def _key(key: Qt.Key) -> str:
    """A key's name as the platform writes it, translated by Qt (Space, Enter, Esc…)."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def help_rows() -> list[tuple[str, str, str]]:
    """(action, mouse, keys) for every row of the help table, in the current language."""
    k = Qt.Key
    menu_keys = translate("KeysHelp", "{a} or {l}, or the menu key").format(
        a=_key(k.Key_A), l=_key(k.Key_L)
    )
    arrows = translate("KeysHelp", "{left} / {right}").format(
        left=_key(k.Key_Left), right=_key(k.Key_Right)
    )
    return [
        (
            translate("KeysHelp", "Draw from the stock"),
            translate("KeysHelp", "Click the stock"),
            _key(k.Key_D),
        ),
        (
            translate("KeysHelp", "Take the discard"),
            translate("KeysHelp", "Click the discard pile"),
            _key(k.Key_T),
        ),
        (
            translate("KeysHelp", "Say May I? (buy the discard)"),
            translate("KeysHelp", "Click the discard pile while it is on offer"),
            _key(k.Key_M),
        ),
        (
            translate("KeysHelp", "Pass (let the discard go)"),
            translate("KeysHelp", "Click No thanks"),
            translate("KeysHelp", "{n} or {esc}").format(n=_key(k.Key_N), esc=_key(k.Key_Escape)),
        ),
        (
            translate("KeysHelp", "Discard"),
            translate("KeysHelp", "Drag a card to the discard pile, or double-click it"),
            translate("KeysHelp", "{enter} discards the focused card").format(
                enter=_key(k.Key_Enter)
            ),
        ),
        (
            translate("KeysHelp", "Go down (lay your contract)"),
            translate("KeysHelp", "Build the melds in the slots above your hand, then Go down"),
            _key(k.Key_G),
        ),
        (
            translate("KeysHelp", "Lay off on a table meld"),
            translate("KeysHelp", "Drag the card onto the meld"),
            menu_keys,
        ),
        (
            translate("KeysHelp", "Swap a wild card out of a meld"),
            translate("KeysHelp", "Drag the card it stands for onto the meld"),
            menu_keys,
        ),
        (
            translate("KeysHelp", "Reorder your hand"),
            translate("KeysHelp", "Drag a card along your hand"),
            translate("KeysHelp", "Shift+{arrows} moves the focused card").format(arrows=arrows),
        ),
        (
            translate("KeysHelp", "Move through your hand"),
            "—",
            translate("KeysHelp", "{arrows}, {home}, {end}").format(
                arrows=arrows, home=_key(k.Key_Home), end=_key(k.Key_End)
            ),
        ),
        (
            translate("KeysHelp", "Select a card"),
            translate("KeysHelp", "Click the card"),
            _key(k.Key_Space),
        ),
        (
            translate("KeysHelp", "Put cards in a meld slot"),
            translate("KeysHelp", "Drag them into a slot above your hand"),
            translate("KeysHelp", "{first}–{last} puts the selection in that slot").format(
                first=_key(k.Key_1), last=_key(k.Key_5)
            ),
        ),
        (
            translate("KeysHelp", "Take staged cards back"),
            translate("KeysHelp", "Click a staged card"),
            _key(k.Key_U),
        ),
        (
            translate("KeysHelp", "Sort your hand"),
            translate("KeysHelp", "The Sort by rank and Sort by suit buttons below the table"),
            translate("KeysHelp", "{r} by rank, {s} by suit").format(
                r=_key(k.Key_R), s=_key(k.Key_S)
            ),
        ),
        (
            translate("KeysHelp", "Everything a card can do"),
            translate("KeysHelp", "Right-click the card"),
            menu_keys,
        ),
        (
            translate("KeysHelp", "Clear the selection"),
            translate("KeysHelp", "Click the selected cards again"),
            _key(k.Key_Escape),
        ),
        (
            translate("KeysHelp", "Show your cards at the privacy screen"),
            translate("KeysHelp", "Click the button on the screen"),
            _key(k.Key_F),
        ),
        (
            translate("KeysHelp", "Menu commands"),
            translate("KeysHelp", "The menu bar"),
            translate("KeysHelp", "Keys with Ctrl or Alt belong to the menus"),
        ),
    ]


class KeysHelpDialog(QDialog):
    """A resizable window with one row per action: action | mouse | keys."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keys_help")
        self.setWindowTitle(translate("KeysHelp", "Keyboard and mouse"))
        self.setSizeGripEnabled(True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        rows = help_rows()
        table = QTableWidget(len(rows), 3, self)
        table.setObjectName("keys_table")
        table.setHorizontalHeaderLabels(
            [
                translate("KeysHelp", "Action"),
                translate("KeysHelp", "Mouse"),
                translate("KeysHelp", "Keys"),
            ]
        )
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setWordWrap(True)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        for r, values in enumerate(rows):
            for c, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                if c == 0:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(r, c, item)
        header = table.horizontalHeader()
        for c in range(3):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
        self.table = table
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.resize(self._fitting_size())

    def _fitting_size(self) -> QSize:
        """About 900×640, never larger than the screen's free area (1280×800 fits)."""
        want = QSize(900, 640)
        screen = self.screen()
        if screen is not None:
            free = screen.availableGeometry().size()
            want = want.boundedTo(QSize(free.width() - 40, free.height() - 60))
        return want

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.table.resizeRowsToContents()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        # Wrapped cells change height with the width: keep every line whole.
        self.table.resizeRowsToContents()
