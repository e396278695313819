"""Starting, opening and resuming games: the window is set up for the new game whatever the
old one left behind (an empty discard pile, a drawn chart, another number of seats)."""

from __future__ import annotations

import pytest

from continental_qt.engine.actions import Leave, TakeDiscard
from continental_qt.engine.presets import get_preset
from continental_qt.engine.state import GameState
from continental_qt.storage.autosave import AUTOSAVE
from continental_qt.storage.saves import save_file
from continental_qt.storage.seats import Seat
from continental_qt.ui import texts
from continental_qt.ui.main_window import MainWindow

from .conftest import config

SEATS = [Seat("You", "human"), Seat("Bruno", "easy"), Seat("Carmen", "easy")]


def _upcard_taken(seed: int = 21) -> tuple[GameState, int]:
    """A three-seat game just after the first player took the upcard (the pile is empty)."""
    state = GameState(get_preset("may-i"), 3, seed)
    upcard = state.discard[-1].uid
    state.apply(TakeDiscard())
    assert state.discard == []
    return state, upcard


def _assert_set_up_for(win: MainWindow, upcard: int) -> None:
    assert win.windowTitle() == "May I? (seven hands), deal 21"
    assert win.session.controller.state.discard == []
    lines = [win.log_model.data(win.log_model.index(r)) for r in range(win.log_model.rowCount())]
    assert any(texts.card_name(upcard) in line for line in lines), lines


def test_a_game_saved_after_the_upcard_was_taken_opens(qtbot, window, tmp_path):
    state, upcard = _upcard_taken()
    path = tmp_path / "taken.continental"
    save_file(path, state, "may-i", SEATS, "instant")
    window.files.open_file(str(path))
    qtbot.waitUntil(lambda: window.session.controller.state is not None, timeout=10000)
    _assert_set_up_for(window, upcard)


def test_an_autosave_made_after_the_upcard_was_taken_resumes(qtbot, tmp_path):
    state, upcard = _upcard_taken()
    save_file(tmp_path / "autosave" / AUTOSAVE, state, "may-i", SEATS, "instant")
    win = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(win)
    win.show()
    win.files.startup()
    qtbot.waitUntil(lambda: getattr(win.files, "resume_box", None) is not None, timeout=10000)
    next(b for b in win.files.resume_box.buttons() if b.text() == "Resume").click()
    assert win.session.controller.state is not None
    _assert_set_up_for(win, upcard)
    win.session.close()


def _play_a_round(qtbot, win: MainWindow, *kinds: str, seed: int) -> None:
    c = win.session.controller
    c.auto_resume = True
    c.set_paused(False)
    win.start_game(config(*kinds, seed=seed))
    qtbot.waitUntil(lambda: len(c.state.round_scores) >= 1, timeout=60000)
    c.set_paused(True)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_new_game_after_a_scored_round_clears_the_chart_and_sheet(
    qtbot, qtmodeltester, window, players
):
    _play_a_round(qtbot, window, "easy", "easy", "easy", seed=21)
    window.side.setCurrentWidget(window.score_chart)
    chart = window.score_chart
    qtbot.waitUntil(lambda: len(chart.curves) == 3)

    window.start_game(config("human", *["easy"] * (players - 1), seed=5))
    assert chart.empty_label.isVisible()
    assert chart.curves == [] and chart.bars == []
    assert window.score_model.rowCount() == players
    assert window.score_model.data(window.score_model.index(0, 0)) == ""
    qtmodeltester.check(window.score_model)
    chart.set_mode("round")  # redraws with nothing to draw
    chart.set_mode("total")

    _play_a_round(qtbot, window, *["easy"] * players, seed=7)
    qtbot.waitUntil(lambda: len(chart.curves) == players)
    assert not chart.empty_label.isVisible()
    assert window.score_model.rowCount() == players
    assert window.score_model.data(window.score_model.index(0, 0)) != ""
    qtmodeltester.check(window.score_model)


def _finished_game() -> GameState:
    state = GameState(get_preset("continental-15"), 3, 4)
    state.apply(Leave(1))
    state.apply(Leave(2))
    assert state.is_over
    return state


@pytest.mark.parametrize("found", ["nothing", "a finished game", "a damaged autosave"])
def test_a_start_with_nothing_to_resume_is_one_enter_from_a_game(qtbot, tmp_path, found):
    """Start-up with no unfinished game opens New Game: one person against three
    computers, and Enter starts that game."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    folder = tmp_path / "autosave"
    folder.mkdir()
    if found == "a finished game":
        save_file(folder / AUTOSAVE, _finished_game(), "continental-15", SEATS, "instant")
    elif found == "a damaged autosave":
        (folder / AUTOSAVE).write_text("{ not a game")
    win = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(win)
    win.show()
    win.files.startup()
    qtbot.waitUntil(lambda: getattr(win.dialogs, "new_dialog", None) is not None, timeout=10000)
    dialog = win.dialogs.new_dialog
    assert dialog.isVisible() and getattr(win.files, "resume_box", None) is None
    seats = dialog.config().seats
    assert [s.is_human for s in seats] == [True, False, False, False]
    damaged = getattr(win.files, "damaged_box", None)
    if damaged is not None:  # the notice of the file moved aside comes first
        assert found == "a damaged autosave"
        damaged.accept()
    dialog.activateWindow()
    dialog.setFocus()
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    config = win.session.controller.config
    assert config is not None and config.seats == seats
    win.session.close()
