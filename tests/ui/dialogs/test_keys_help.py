"""Help ▸ Keyboard and mouse is a table of actions, mouse and keys, true to table_input."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QTranslator

import continental_qt.ui.table.table_input as table_input
from continental_qt.ui import keymap
from continental_qt.ui.dialogs.keys_help import KeysHelpDialog, help_rows, help_table


def _shown(qtbot, width: int = 900, height: int = 640) -> KeysHelpDialog:
    dialog = KeysHelpDialog()
    qtbot.addWidget(dialog)
    dialog.resize(width, height)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_every_row_has_an_action_and_a_mouse_or_key_entry(qtbot) -> None:
    dialog = _shown(qtbot)
    table = dialog.table
    assert table.columnCount() == 3
    assert table.rowCount() == len(help_rows()) >= 18
    for r in range(table.rowCount()):
        action, mouse, keys = (table.item(r, c).text().strip() for c in range(3))
        assert action, r
        assert (mouse and mouse != "—") or keys, r


def test_listed_keys_are_the_ones_the_table_handles(qapp) -> None:
    """The help's keys are the key map's (tests/ui/test_keymap.py holds the rest), and
    the table's key handling names no key of its own: it reads the key map too."""
    commands = {b.command for b in keymap.BINDINGS}
    for row in help_table():
        assert set(row[0]) <= commands, row
    source = Path(table_input.__file__).read_text()
    assert not re.findall(r"Key_[A-Z0-9]\b", source.replace("Key_1.value", ""))


def test_fits_at_1280_by_800_without_scrolling(qtbot) -> None:
    dialog = _shown(qtbot, 900, 640)
    table = dialog.table
    assert not table.horizontalScrollBar().isVisible()
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert rows <= table.viewport().height()
    for r in range(table.rowCount()):  # wrapped cells are whole: rows as tall as they need
        assert table.rowHeight(r) >= table.sizeHintForRow(r) - 1


class _LongLanguage(QTranslator):
    """Every help text about 60% longer, as German tends to be."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ANN001, ANN201
        if context != "KeysHelp":
            return ""
        return source + " " + "x" * max(4, len(source) * 6 // 10) if "{" not in source else ""


def test_fits_in_a_long_language(qtbot, qapp) -> None:
    long = _LongLanguage()
    qapp.installTranslator(long)
    try:
        dialog = _shown(qtbot, 900, 640)
        assert dialog.table.item(0, 0).text().endswith("x")
        table = dialog.table
        assert not table.horizontalScrollBar().isVisible()
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        assert rows <= table.viewport().height()
    finally:
        qapp.removeTranslator(long)


def test_help_menu_opens_the_table_not_a_message_box(qtbot, window) -> None:
    from PySide6.QtWidgets import QMessageBox

    window.dialogs.keys()
    dialogs = [w for w in window.findChildren(KeysHelpDialog) if w.isVisible()]
    assert len(dialogs) == 1
    assert not [w for w in window.findChildren(QMessageBox) if w.isVisible()]
    dialogs[0].close()
