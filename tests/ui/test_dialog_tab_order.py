"""Every dialog walked with the Tab key (issue 29): Tab reaches every enabled control, in
the order the dialog reads (top to bottom, left to right), each control it reaches has
a name a screen reader can say, and so has the dialog. The rules editor is walked on each
of its tabs; the New game dialog with the most seats and with a deal number typed.

The charts' own plot widgets (pyqtgraph, in the game-over screen and the Statistics
window) are left to the charts' text alternative and not walked here."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QTabWidget, QWidget

from continental_qt.engine import get_preset
from continental_qt.storage.stats import StatsStore
from continental_qt.ui.dialogs.game_over import GameOverDialog
from continental_qt.ui.dialogs.keys_help import KeysHelpDialog
from continental_qt.ui.dialogs.leave_dialog import LeaveDialog
from continental_qt.ui.dialogs.new_game_dialog import NewGameDialog
from continental_qt.ui.dialogs.round_summary import RoundSummaryDialog
from continental_qt.ui.dialogs.rules_dialog import RulesDialog
from continental_qt.ui.dialogs.rules_editor import RulesEditorDialog
from continental_qt.ui.stats.stats_window import StatsWindow

from .focus_walk import problems, reads_before, walk
from .stats.test_stats_window import record

NAMES = ["You", "Bruno", "Carmen"]


CHARTS = (
    "pyqtgraph",
    "continental_qt.ui.stats.stats_charts",
    "continental_qt.ui.stats.score_chart",
)


def _chart(w: QWidget | None) -> bool:
    """``w`` is (inside) a chart: another piece of work gives those their text."""
    while w is not None:
        if any(k.__module__.startswith(CHARTS) for k in type(w).__mro__):
            return True
        w = w.parentWidget()
    return False


def _check(qtbot, dialog: QWidget) -> list[str]:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    chain = [w for w in walk(dialog) if not _chart(w)]
    assert len(chain) >= 1
    return problems(dialog, chain, skip=_chart)


def test_the_order_check_knows_reading_order():
    from PySide6.QtCore import QRect

    left, right = QRect(0, 0, 50, 20), QRect(100, 0, 50, 20)
    below = QRect(0, 40, 50, 20)
    tall = QRect(200, 0, 100, 200)  # a column on the right, beside all three
    assert reads_before(right, left) and not reads_before(left, right)
    assert reads_before(below, left) and not reads_before(left, below)
    # Up to the top of the next column on the right is reading on, not going back.
    assert not reads_before(below, right) and not reads_before(right, below)
    assert reads_before(tall, below) and not reads_before(below, tall)


def test_the_walk_finds_a_step_back_and_a_control_left_out(qtbot):
    from PySide6.QtWidgets import QLineEdit, QPushButton, QVBoxLayout

    top = QWidget()
    top.setAccessibleName("A form")
    column = QVBoxLayout(top)
    first, second = QLineEdit(top), QLineEdit(top)
    first.setAccessibleName("First")
    button = QPushButton("", top)
    button.setObjectName("nameless")
    for w in (first, second, button):
        column.addWidget(w)
    QWidget.setTabOrder(second, first)  # backwards
    found = "\n".join(_check(qtbot, top))
    assert "goes back" in found and "'nameless' has no accessible name" in found
    assert "QLineEdit '' has no accessible name" in found


def test_new_game(qtbot):
    dialog = NewGameDialog(None)
    dialog.players_spin.setValue(dialog.players_spin.maximum())
    dialog.seed_edit.setText("42")
    found = _check(qtbot, dialog)
    assert not found, "\n".join(found)


def test_rules_editor_on_each_tab(qtbot):
    dialog = RulesEditorDialog(None)
    tabs = dialog.findChild(QTabWidget, "rules_tabs")
    found = _check(qtbot, dialog)
    for i in range(1, tabs.count()):
        tabs.setCurrentIndex(i)
        found += [f"tab {i}: {p}" for p in problems(dialog, walk(dialog), skip=_chart)]
    assert not found, "\n".join(found)


def test_round_summary_and_game_over(qtbot):
    data = {"round": 2, "winner": 1, "scores": [37, 0, 2], "totals": [50, 10, 20]}
    data["hands"] = {0: [6, 7, 8], 1: [], 2: [14]}
    summary = RoundSummaryDialog(data, NAMES, "May I?", None, None, rules=get_preset("may-i"))
    found = _check(qtbot, summary)
    assert not found, "\n".join(found)
    over = GameOverDialog(NAMES, get_preset("shanghai"), [[0, 5, 9]], [0, 5, 9], [0], viewer=0)
    found = _check(qtbot, over)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("make", [KeysHelpDialog, lambda: LeaveDialog("Bruno")])
def test_keys_help_and_leave(qtbot, make):
    found = _check(qtbot, make())
    assert not found, "\n".join(found)


def test_the_coachs_options(qtbot):
    from continental_qt.ui.window.coach import OptionsDialog

    lines = [f"Discard the {rank}♣: {rank} points" for rank in range(2, 10)]
    dialog = OptionsDialog(["Keep the pair."], lines)
    found = _check(qtbot, dialog)
    assert not found, "\n".join(found)


def test_rules(qtbot):
    found = _check(qtbot, RulesDialog(get_preset("may-i")))
    assert not found, "\n".join(found)


def test_statistics(qtbot, tmp_path):
    store = StatsStore(tmp_path / "stats.sqlite3")
    trio = [("You", "human"), ("Bruno", "easy"), ("Dora", "hard")]
    for day in range(1, 4):
        record(store, f"m{day}", day, trio, [(day, 5, 10), (0, 20, 3)])
    window = StatsWindow(store)
    window.resize(1200, 760)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: not window.busy, timeout=10000)
    window.table.selectRow(0)
    found = _check(qtbot, window)
    assert not found, "\n".join(found)


def test_replay_window(qtbot, window, monkeypatch, tmp_path):
    from .test_replay_window import _game, _saved, _watch

    replay = _watch(qtbot, window, monkeypatch, _saved(tmp_path, _game("may-i", 7, 40), "may-i"))
    chain = [w for w in walk(replay) if not _chart(w)]
    found = problems(replay, chain, skip=_chart)
    assert not found, "\n".join(found)


def test_main_window_in_a_game(qtbot, window):
    """The game window keeps its own order (the table, then the move buttons left to
    right, then the top bar's and the side panel's; test_button_focus pins it): here Tab
    must reach every control, and each must have a name."""
    from .conftest import config, wait_for_human

    window.start_game(config("human", "easy", "easy", seed=5))
    wait_for_human(qtbot, window)
    chain = [w for w in walk(window, window.table) if not _chart(w)]
    assert chain[:2] == [window.table, window.draw_button]
    found = problems(window, chain, skip=_chart, order=False)
    assert not found, "\n".join(found)
