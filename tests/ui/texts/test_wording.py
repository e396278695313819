"""Wording fixes that a test can hold: texts that said something wrong or clumsy."""

from __future__ import annotations

from continental_qt.ui.dialogs.keys_help import help_rows
from continental_qt.ui.main_window import MainWindow
from continental_qt.ui.texts.reasons import reason_text, save_error_text


def test_keys_help_names_what_really_sorts_the_hand(qtbot, tmp_path) -> None:
    """The help named a View menu entry that does not exist: the hand is sorted by the
    two sort buttons (and R / S), and the help says so by their own labels."""
    win = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(win)
    try:
        view_menu = next(
            a.menu() for a in win.menuBar().actions() if a.text().replace("&", "") == "View"
        )
        assert not [a.text() for a in view_menu.actions() if "sort" in a.text().lower()]
        row = next(r for r in help_rows() if r[0] == "Sort your hand")
        mouse = row[1]
        assert "View menu" not in mouse
        for button in (win.sort_rank_button, win.sort_suit_button):
            label = button.text().split(" (")[0]  # "Sort by rank (R)" -> "Sort by rank"
            assert label in mouse, (label, mouse)
    finally:
        win.session.close()


def test_keys_help_rows_with_keys_read_as_sentences() -> None:
    """Keys-column entries say what the key does ("{enter} discards the focused card"),
    not a fragment ("1–5: the selection into that slot")."""
    keys = [row[2] for row in help_rows()]
    staging = next(k for k in keys if "selection" in k)
    assert staging.endswith("puts the selection in that slot"), staging
    assert not any(": the " in k for k in keys), keys


def test_older_version_save_reads_in_the_same_way() -> None:
    text = save_error_text("older_version")
    assert "in the same way" in text and "on the same way" not in text


def test_player_range_problem_is_a_sentence() -> None:
    text = reason_text("players_range", {"min": 5, "max": 3})
    assert text.startswith("A game for 5 to 3 players is not possible"), text
    assert "Players from" not in text
