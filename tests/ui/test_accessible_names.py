"""Every control a screen reader reaches has a name (issue 29): the main window's
buttons, the card table (with a description of the keys that read it), the New game
dialog, the round summary and the Statistics window. Qt's own inner parts (named
``qt_…``) and header rows are left out; the move buttons take the keyboard focus."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QLineEdit,
    QSlider,
    QWidget,
)

from continental_qt.ai.registry import make_ai
from continental_qt.engine import get_preset
from continental_qt.engine.events import ROUND_OVER
from continental_qt.ui.dialogs.game_over import GameOverDialog
from continental_qt.ui.dialogs.new_game_dialog import NewGameDialog

from .conftest import config

KINDS = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QSlider, QAbstractItemView)


def _unnamed(top: QWidget) -> list[str]:
    widgets = [top, *(w for kind in (*KINDS, QGraphicsView) for w in top.findChildren(kind))]
    out = []
    for w in widgets:
        if w is not top and (not w.isVisibleTo(top) or w.objectName().startswith("qt_")):
            continue
        if type(w).__name__.endswith("Header") or "Header" in type(w).__name__:
            continue
        iface = QAccessible.queryAccessibleInterface(w)
        if iface is None or not iface.text(QAccessible.Text.Name).strip():
            out.append(f"{type(w).__name__} {w.objectName()!r}")
    return out


def test_the_main_window_and_the_table_have_names(qtbot, window):
    assert _unnamed(window) == []
    assert window.table.accessibleName() == "Card table"
    assert "Alt+1" in window.table.accessibleDescription()


def test_the_move_buttons_take_the_keyboard_focus(qtbot, window):
    for name in ("draw_button", "take_button", "claim_button", "pass_button"):
        button = getattr(window, name)
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus, name


def test_the_new_game_dialog_has_names(qtbot, window):
    dialog = NewGameDialog(None, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert _unnamed(dialog) == []


def test_the_round_summary_and_statistics_have_names(qtbot, window):
    window.start_game(config("human", "easy", "easy", seed=5))
    feed, bot = window.feed, make_ai("easy", 7)

    def ready() -> bool:
        return window.session.controller.human_to_act is not None or (feed.view.phase == ROUND_OVER)

    while True:
        qtbot.waitUntil(ready, timeout=20000)
        if feed.view.phase == ROUND_OVER:
            break
        assert feed.act(bot.choose(feed.view))
    qtbot.waitUntil(lambda: window.end_screens.dialog is not None)
    assert _unnamed(window.end_screens.dialog) == []
    window.close_summary()
    window.show_statistics()
    assert _unnamed(window.stats_window) == []


def test_the_game_over_screen_has_names(qtbot):
    names = ["You", "Bruno", "Carmen"]
    dialog = GameOverDialog(names, get_preset("shanghai"), [[0, 5, 9]], [0, 5, 9], [0], viewer=0)
    qtbot.addWidget(dialog)
    dialog.show()
    assert _unnamed(dialog) == []


def test_the_prompt_line_says_its_cards_in_words(qtbot, window):
    """The prompt shows ``take the 7♦``; a screen reader hears ``seven of diamonds``."""
    window.start_game(config("human", "medium"))
    qtbot.waitUntil(lambda: window.session.controller.human_to_act == 0, timeout=10000)
    shown = window.prompt_label.text()
    said = window.prompt_label.accessibleName()
    assert any(s in shown for s in "♣♦♥♠"), shown
    assert not any(s in said for s in "♣♦♥♠") and " of " in said, said
    window.show_message("Not the 10♠ now.")
    assert window.prompt_label.accessibleName() == "Not the ten of spades now."
