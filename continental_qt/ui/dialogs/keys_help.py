"""Help ▸ Keyboard and mouse: a table of actions, what the mouse does and which keys.

Every key shown comes from the key map (``keymap.py``): each row names the commands it
stands for (:func:`help_table`), and a test holds that every key of the table and of the
privacy screen has a row. The README's key list is :func:`markdown_table`.
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

from .. import keymap
from ..texts import translate


def _key(command: str, index: int = 0) -> str:
    """The ``index``-th key of ``command`` as the platform writes it, translated by Qt."""
    seq = keymap.sequences(command)[index]
    return seq.toString(QKeySequence.SequenceFormat.NativeText)


def help_table() -> list[tuple[tuple[str, ...], str, str, str]]:
    """(commands, action, mouse, keys) for every row of the help, in the current
    language; ``commands`` are the key map's commands whose keys the row lists."""
    menu_keys = translate("KeysHelp", "{a} or {l}, or the menu key").format(
        a=_key("card_menu", 0), l=_key("card_menu", 1)
    )
    arrows = translate("KeysHelp", "{left} / {right}").format(
        left=_key("focus_left"), right=_key("focus_right")
    )
    card_menu = ("card_menu",)
    return [
        (
            ("draw",),
            translate("KeysHelp", "Draw from the stock"),
            translate("KeysHelp", "Click the stock"),
            _key("draw"),
        ),
        (
            ("take",),
            translate("KeysHelp", "Take the discard"),
            translate("KeysHelp", "Click the discard pile"),
            _key("take"),
        ),
        (
            ("claim",),
            translate("KeysHelp", "Say May I? (buy the discard)"),
            translate("KeysHelp", "Click May I?"),
            _key("claim"),
        ),
        (
            ("pass",),
            translate("KeysHelp", "Pass (let the discard go)"),
            translate("KeysHelp", "Click No thanks"),
            _key("pass"),
        ),
        (
            ("discard",),
            translate("KeysHelp", "Discard"),
            translate("KeysHelp", "Drag a card to the discard pile, or double-click it"),
            translate("KeysHelp", "{enter} discards the focused card").format(
                enter=_key("discard", 1)
            ),
        ),
        (
            ("go_down",),
            translate("KeysHelp", "Go down (lay your contract)"),
            translate("KeysHelp", "Build the melds in the slots above your hand, then Go down"),
            _key("go_down"),
        ),
        (
            card_menu,
            translate("KeysHelp", "Lay off on a table meld"),
            translate("KeysHelp", "Drag the card onto the meld"),
            menu_keys,
        ),
        (
            card_menu,
            translate("KeysHelp", "Swap a wild card out of a meld"),
            translate("KeysHelp", "Drag the card it stands for onto the meld"),
            menu_keys,
        ),
        (
            ("move_left", "move_right"),
            translate("KeysHelp", "Reorder your hand"),
            translate("KeysHelp", "Drag a card along your hand"),
            translate("KeysHelp", "Shift+{arrows} moves the focused card").format(arrows=arrows),
        ),
        (
            ("focus_left", "focus_right", "focus_first", "focus_last"),
            translate("KeysHelp", "Move through your hand"),
            "—",
            translate("KeysHelp", "{arrows}, {home}, {end}").format(
                arrows=arrows, home=_key("focus_first"), end=_key("focus_last")
            ),
        ),
        (
            ("select",),
            translate("KeysHelp", "Select a card"),
            translate("KeysHelp", "Click the card"),
            _key("select"),
        ),
        (
            ("stage",),
            translate("KeysHelp", "Put cards in a meld slot"),
            translate("KeysHelp", "Drag them into a slot above your hand"),
            translate("KeysHelp", "{first}–{last} puts the selection in that slot").format(
                first=_key("stage", 0), last=_key("stage", -1)
            ),
        ),
        (
            ("take_back",),
            translate("KeysHelp", "Take staged cards back"),
            translate("KeysHelp", "Click a staged card"),
            _key("take_back"),
        ),
        (
            ("sort_rank", "sort_suit"),
            translate("KeysHelp", "Sort your hand"),
            translate("KeysHelp", "The Sort by rank and Sort by suit buttons below the table"),
            translate("KeysHelp", "{r} by rank, {s} by suit").format(
                r=_key("sort_rank"), s=_key("sort_suit")
            ),
        ),
        (
            card_menu,
            translate("KeysHelp", "Everything a card can do"),
            translate("KeysHelp", "Right-click the card"),
            menu_keys,
        ),
        (
            ("hint", "options", "missing"),
            translate("KeysHelp", "Ask the coach"),
            translate("KeysHelp", "Click Hint, or the Game menu"),
            translate(
                "KeysHelp", "{h} the best move, {o} every option ranked, {w} what you miss"
            ).format(h=_key("hint"), o=_key("options"), w=_key("missing")),
        ),
        (
            ("cancel",),
            translate("KeysHelp", "Clear the selection"),
            translate("KeysHelp", "Click the selected cards again"),
            _key("cancel"),
        ),
        (
            ("show_hand",),
            translate("KeysHelp", "Show your cards at the privacy screen"),
            translate("KeysHelp", "Click the button on the screen"),
            _key("show_hand"),
        ),
        (
            ("next_control",),
            translate("KeysHelp", "Reach the buttons below the table"),
            translate("KeysHelp", "Click the button"),
            translate(
                "KeysHelp", "{tab} goes from button to button; {space} or {enter} presses one"
            ).format(tab=_key("next_control"), space=_key("select"), enter=_key("discard", 1)),
        ),
        (
            (),
            translate("KeysHelp", "Menu commands"),
            translate("KeysHelp", "The menu bar"),
            translate(
                "KeysHelp",
                "Keys with Ctrl or Alt belong to the menus; {first} to {last} read the "
                "table aloud (View → Speak)",
            ).format(first=_key("read_hand"), last=_key("repeat_announcement")),
        ),
    ]


def help_rows() -> list[tuple[str, str, str]]:
    """(action, mouse, keys) for every row of the help table, in the current language."""
    return [row[1:] for row in help_table()]


def markdown_table() -> str:
    """The help as the README's Markdown table (the README's key list is this text)."""
    lines = ["| Action | Mouse | Keys |", "| --- | --- | --- |"]
    lines += [f"| {a} | {m} | {k} |" for a, m, k in help_rows()]
    return "\n".join(lines) + "\n"


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
        # Tab reaches the table (a screen reader then reads it cell by cell with the
        # arrows) and leaves it for Close.
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        table.setTabKeyNavigation(False)
        table.setAccessibleName(self.windowTitle())
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
