"""Every key of the app in one table: one row per command, its keys and where they act.

The card table's key handling (``table_input.py``), the privacy screen's F, the menus'
shortcuts (``main_window.py``), Help ▸ Keyboard and mouse (``keys_help.py``), the
README's key list and the tests all read :data:`BINDINGS`. Adding a key is one row here
(and its handler where it acts); ``tests/ui/test_keymap.py`` holds that no key is bound
twice and that every row is handled and listed in the help.

One key, one meaning: Esc never makes a move (it cancels), N passes, M says May I?.

Keys are written in ``QKeySequence``'s portable text ("D", "Return", "Shift+Left",
"Ctrl+T"), or as a ``QKeySequence.StandardKey`` for menu commands whose key is the
platform's own (Ctrl+N on Linux and Windows, ⌘N on macOS).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

# Where a binding acts.
TABLE = "table"  # the card table, when it or a move button has the keyboard focus
SCREEN = "screen"  # the privacy screen ("Pass to Ana")
MENU = "menu"  # a menu command's shortcut: anywhere in the game window
WINDOW = "window"  # Qt's own: moving the keyboard focus from control to control

_SK = QKeySequence.StandardKey

# A key held with one of these is a menu's (a command), never a game key or a button press.
COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)


@dataclass(frozen=True)
class Binding:
    command: str  # what the keys do; the table's handler, the menu action or help row
    keys: tuple[str | QKeySequence.StandardKey, ...]
    where: str = TABLE


BINDINGS: tuple[Binding, ...] = (
    Binding("draw", ("D",)),
    Binding("take", ("T",)),
    Binding("claim", ("M",)),
    Binding("pass", ("N",)),
    Binding("discard", ("Return", "Enter")),  # between rounds: deal the next one
    Binding("go_down", ("G",)),
    Binding("take_back", ("U",)),
    Binding("sort_rank", ("R",)),
    Binding("sort_suit", ("S",)),
    Binding("card_menu", ("A", "L", "Menu")),
    Binding("focus_left", ("Left",)),
    Binding("focus_right", ("Right",)),
    Binding("focus_first", ("Home",)),
    Binding("focus_last", ("End",)),
    Binding("move_left", ("Shift+Left",)),
    Binding("move_right", ("Shift+Right",)),
    Binding("select", ("Space",)),  # between rounds: deal the next one
    Binding("stage", tuple("123456789")),
    Binding("hint", ("H",)),  # the coach: the best move and why
    Binding("options", ("O",)),  # the coach: every option, ranked
    Binding("missing", ("W",)),  # the coach: what the hand still misses, in the slots
    Binding("cancel", ("Esc",)),
    Binding("show_hand", ("F",), SCREEN),
    Binding("next_control", ("Tab", "Shift+Tab"), WINDOW),
    Binding("new_game", (_SK.New,), MENU),
    Binding("open", (_SK.Open,), MENU),
    Binding("save_as", (_SK.SaveAs,), MENU),
    Binding("statistics", ("Ctrl+T",), MENU),
    Binding("undo", (_SK.Undo,), MENU),
    Binding("quit", ("Ctrl+Q",), MENU),
    Binding("side_panel", ("F9",), MENU),
    Binding("rules", (_SK.HelpContents,), MENU),
    # View → Speak: read the table aloud through the screen reader (issue 29).
    Binding("read_hand", ("Alt+1",), MENU),
    Binding("read_hand_by_rank", ("Alt+2",), MENU),
    Binding("read_melds", ("Alt+3",), MENU),
    Binding("read_players", ("Alt+4",), MENU),
    Binding("read_piles", ("Alt+5",), MENU),
    Binding("read_moves", ("Alt+6",), MENU),
    Binding("read_contract", ("Alt+7",), MENU),
    Binding("read_scores", ("Alt+8",), MENU),
    Binding("repeat_announcement", ("Alt+9",), MENU),
)

# Table commands that repeat while their key is held (moving through the hand).
REPEATING = frozenset({"focus_left", "focus_right", "move_left", "move_right"})

_BY_COMMAND = {b.command: b for b in BINDINGS}


def binding(command: str) -> Binding:
    return _BY_COMMAND[command]


def sequences(command: str) -> list[QKeySequence]:
    """Every key sequence of ``command`` on this platform (a standard key's first
    binding: Ctrl+N, not also the keyboard's own New key)."""
    return [QKeySequence(key) for key in binding(command).keys]


def combos(command: str) -> list[tuple[int, Qt.KeyboardModifier]]:
    """(key, modifiers) of every sequence of ``command``."""
    out = []
    for seq in sequences(command):
        combo = seq[0]
        out.append((int(combo.key().value), combo.keyboardModifiers()))
    return out


def key_names(command: str) -> str:
    """``command``'s keys as the platform writes them, translated by Qt: "A, L, Menu"."""
    return ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in sequences(command))


_NO_MODS = Qt.KeyboardModifier.NoModifier
_SHIFT = Qt.KeyboardModifier.ShiftModifier
_table_keys: dict[tuple[int, int], str] | None = None


def _table_map() -> dict[tuple[int, int], str]:
    global _table_keys
    if _table_keys is None:
        _table_keys = {}
        for b in BINDINGS:
            if b.where == TABLE:
                for key, mods in combos(b.command):
                    _table_keys[(key, int(mods.value))] = b.command
    return _table_keys


def table_command(key: int, mods: Qt.KeyboardModifier) -> str | None:
    """The table's command for a key press (None: not a table key). The keypad's
    Enter is Enter; Shift with a key that has no Shift binding is that key (Shift+D
    draws), so only Shift+←/→ differ from their plain keys."""
    mods = mods & ~Qt.KeyboardModifier.KeypadModifier
    table = _table_map()
    key = int(key)
    found = table.get((key, int(mods.value)))
    if found is None and mods == _SHIFT:
        found = table.get((key, int(_NO_MODS.value)))
    return found
