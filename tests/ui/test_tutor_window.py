"""The tutor through the real window: off by default; on, a doubtful move is asked
about first (Enter plays it anyway), a move the analysis does not doubt goes through,
and a move never waits longer than the tutor's limit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from continental_qt.ai.tutor import Doubt
from continental_qt.engine.actions import DrawStock, Pass, TakeDiscard
from continental_qt.engine.events import DRAW
from continental_qt.ui.window import tutor as tutor_module

from .conftest import config


def _my_draw(qtbot, window) -> None:
    """Play on (letting offers go) until the person must draw with a choice to make."""
    c = window.session.controller
    for _ in range(60):
        qtbot.waitUntil(lambda: c.human_to_act is not None, timeout=30000)
        view = window.feed.view
        kinds = {type(a) for a in window.feed.legal_actions(view)}
        if view.phase == DRAW and {DrawStock, TakeDiscard} <= kinds:
            return
        window.feed.act(Pass() if Pass in kinds else DrawStock(), checked=True)
        qtbot.wait(10)
    raise AssertionError("no draw with a choice came")


@pytest.fixture
def doubt_all(monkeypatch):
    """The analysis doubts every move against its best other candidate."""

    def doubtful(analysis, chosen, threshold, z=2.0):  # noqa: ANN001
        other = next(c for c in analysis.candidates if c.action != chosen)
        return Doubt(other, 9.5, 1.0)

    monkeypatch.setattr(tutor_module, "doubtful", doubtful)


def test_the_tutor_is_off_by_default_and_moves_go_straight(qtbot, window):
    window.start_game(config("human", "easy", "easy", seed=3))
    _my_draw(qtbot, window)
    assert not window.coach.tutor.on and not window.actions_["tutor_action"].isChecked()
    count = window.session.controller.action_count
    assert window.feed.act(DrawStock())
    assert window.session.controller.action_count == count + 1


def test_a_doubtful_move_is_asked_about_and_enter_plays_it(qtbot, window, doubt_all):
    window.start_game(config("human", "easy", "easy", seed=3))
    window.actions_["tutor_action"].setChecked(True)
    _my_draw(qtbot, window)
    c = window.session.controller
    count = c.action_count
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_D)
    assert c.action_count == count and window.coach.tutor.waiting  # held, not refused
    qtbot.waitUntil(lambda: window.coach.tutor.box is not None, timeout=30000)
    box = window.coach.tutor.box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.text().startswith("Are you sure?")
    QTest.keyClick(box, Qt.Key.Key_Return)  # one key goes ahead anyway
    # The draw, and maybe the May I? answers it opens (computers answer at once).
    qtbot.waitUntil(lambda: c.action_count > count)
    assert c.state.actions[count] == DrawStock()
    assert window.coach.used["tutor_warned"] == 1


def test_the_better_move_or_back_to_the_table(qtbot, window, doubt_all):
    window.start_game(config("human", "easy", "easy", seed=3))
    window.options.set_tutor(True)
    _my_draw(qtbot, window)
    c = window.session.controller
    count = c.action_count
    assert not window.feed.act(DrawStock())
    qtbot.waitUntil(lambda: window.coach.tutor.box is not None, timeout=30000)
    box = window.coach.tutor.box
    back = next(b for b in box.buttons() if b.text() == "Back to the table")
    back.click()
    qtbot.wait(50)
    assert c.action_count == count  # nothing was played
    window.coach.tutor.box = None
    assert not window.feed.act(DrawStock())
    qtbot.waitUntil(lambda: window.coach.tutor.box is not None, timeout=30000)
    box = window.coach.tutor.box
    instead = next(b for b in box.buttons() if b.text().startswith("Play instead"))
    instead.click()
    qtbot.waitUntil(lambda: c.action_count > count)
    assert c.state.actions[count] != DrawStock()


def test_an_undoubted_move_goes_through_after_the_answer(qtbot, window, monkeypatch):
    monkeypatch.setattr(tutor_module, "doubtful", lambda *a, **k: None)
    window.start_game(config("human", "easy", "easy", seed=3))
    window.options.set_tutor(True)
    _my_draw(qtbot, window)
    c = window.session.controller
    count = c.action_count
    assert not window.feed.act(TakeDiscard())
    qtbot.waitUntil(lambda: c.action_count > count, timeout=30000)
    assert c.state.actions[count] == TakeDiscard() and window.coach.tutor.box is None


def test_a_move_never_waits_longer_than_the_limit(qtbot, window, monkeypatch):
    monkeypatch.setattr(tutor_module, "WAIT_MS", 1)
    window.start_game(config("human", "easy", "easy", seed=3))
    window.options.set_tutor(True)
    _my_draw(qtbot, window)
    c = window.session.controller
    count = c.action_count
    assert not window.feed.act(DrawStock())
    qtbot.waitUntil(lambda: c.action_count > count, timeout=5000)
    assert c.state.actions[count] == DrawStock()
    assert window.coach.used["tutor_late"] == 1 and not window.coach.tutor.waiting
