"""Every key of the app is in one table (``keymap.py``): no key is bound twice, every
row is handled where it acts, and the help and the README list exactly those keys."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from continental_qt.ui import keymap
from continental_qt.ui.dialogs.keys_help import help_table, markdown_table
from continental_qt.ui.table import privacy_screen
from continental_qt.ui.table.table_keys import TableKeys

README = Path(__file__).resolve().parents[2] / "README.md"


def _all_combos() -> list[tuple[str, str]]:
    """(portable key text, command) for every key of every binding."""
    out = []
    for b in keymap.BINDINGS:
        for seq in keymap.sequences(b.command):
            assert seq.count() == 1, (b.command, seq.toString())
            out.append((seq.toString(QKeySequence.SequenceFormat.PortableText), b.command))
    return out


def _menu_actions(window):
    out = []

    def walk(menu_actions):
        for act in menu_actions:
            if isinstance(act.menu(), QMenu):
                walk(act.menu().actions())
            elif not act.isSeparator():
                out.append(act)

    walk(window.menuBar().actions())
    return out


def _bound_twice() -> dict[str, list[str]]:
    """Keys bound more than once, with their commands."""
    combos = _all_combos()
    counts = Counter(text for text, _ in combos)
    return {text: [c for t, c in combos if t == text] for text, n in counts.items() if n > 1}


def test_no_key_is_bound_twice(qapp) -> None:
    twice = _bound_twice()
    assert not twice, twice
    commands = Counter(b.command for b in keymap.BINDINGS)
    assert all(n == 1 for n in commands.values()), commands
    wheres = {keymap.TABLE, keymap.SCREEN, keymap.MENU, keymap.WINDOW}
    assert {b.where for b in keymap.BINDINGS} <= wheres


def test_no_key_is_bound_twice_in_a_table_with_a_new_row(qapp, monkeypatch) -> None:
    """The test above holds for a key someone adds: a second binding of N is caught."""
    monkeypatch.setattr(
        keymap, "BINDINGS", (*keymap.BINDINGS, keymap.Binding("stop_asking", ("N",)))
    )
    monkeypatch.setattr(keymap, "_BY_COMMAND", {b.command: b for b in keymap.BINDINGS})
    assert _bound_twice() == {"N": ["pass", "stop_asking"]}


def test_the_menus_shortcuts_are_the_tables_and_their_letters_are_unique(window) -> None:
    menu_keys = {
        text for text, command in _all_combos() if keymap.binding(command).where == keymap.MENU
    }
    shortcuts = []
    for act in _menu_actions(window):
        shortcuts += [s.toString(QKeySequence.SequenceFormat.PortableText) for s in act.shortcuts()]
    assert Counter(shortcuts).most_common(1)[0][1] == 1, shortcuts
    assert set(shortcuts) == menu_keys
    # The menu bar's Alt letters (&Game, &View, &Help) are bound once each, and never
    # to a table key (held with Alt no key is a move: table_input).
    letters = [
        re.search(r"&(\w)", a.text()).group(1).upper()
        for a in window.menuBar().actions()
        if "&" in a.text()
    ]
    assert len(letters) == len(set(letters)) >= 3, letters
    assert not {f"Alt+{x}" for x in letters} & {t for t, _ in _all_combos()}


def test_every_table_key_has_a_handler_and_the_screen_reads_its_key(qapp) -> None:
    for b in keymap.BINDINGS:
        if b.where == keymap.TABLE:
            assert callable(getattr(TableKeys, f"_key_{b.command}", None)), b.command
    assert privacy_screen.READY_KEY == keymap.combos("show_hand")[0][0]
    # Every table key reaches its command; Shift changes only the arrows.
    for b in keymap.BINDINGS:
        if b.where != keymap.TABLE:
            continue
        for key, mods in keymap.combos(b.command):
            assert keymap.table_command(key, mods) == b.command


def test_the_help_lists_every_key_of_the_table_and_the_screen(qapp) -> None:
    listed = {c for row in help_table() for c in row[0]}
    want = {b.command for b in keymap.BINDINGS if b.where != keymap.MENU}
    assert listed == want, want ^ listed
    pass_row = next(r for r in help_table() if r[0] == ("pass",))
    assert pass_row[3] == "N"  # Esc is not a second key for passing
    cancel_row = next(r for r in help_table() if r[0] == ("cancel",))
    assert cancel_row[3] == "Esc"


def test_the_readme_key_list_is_the_help_table(qapp) -> None:
    """The README holds :func:`markdown_table` between its two markers: after changing a
    key, paste ``python -c "from continental_qt.ui.dialogs.keys_help import
    markdown_table; print(markdown_table())"`` (under an application) there."""
    text = README.read_text(encoding="utf-8")
    start, end = "<!-- keys: start -->\n", "<!-- keys: end -->"
    assert start in text and end in text
    listed = text.split(start, 1)[1].split(end, 1)[0]
    assert listed == markdown_table()
    assert "or Esc" not in text
