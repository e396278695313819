"""Autosave, resume, Save As and Open from the window."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QMessageBox

from continental_qt.engine.save import state_digest
from continental_qt.ui.main_window import MainWindow

from .conftest import config


def _play_some(qtbot, win, actions: int = 12) -> None:
    c = win.controller
    c.auto_resume = True
    win.start_game(config("easy", "easy", "easy", seed=21))
    qtbot.waitUntil(lambda: c.action_count >= actions, timeout=30000)
    c.set_paused(True)


def test_autosave_offers_to_resume_on_the_next_start(qtbot, tmp_path):
    first = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(first)
    _play_some(qtbot, first)
    qtbot.waitUntil(lambda: first.controller._pending is None, timeout=20000)
    digest = state_digest(first.controller.state)
    first.close()  # flushes the autosave

    second = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(second)
    second.show()
    second.startup()
    qtbot.waitUntil(lambda: getattr(second, "resume_box", None) is not None, timeout=20000)
    box = second.resume_box
    assert "Bruno" in box.text() and "Round" in box.text()
    resume = next(b for b in box.buttons() if b.text() == "Resume")
    resume.click()
    assert second.controller.state is not None
    assert state_digest(second.controller.state) == digest
    assert [s.name for s in second.controller.config.seats] == ["You", "Bruno", "Carmen"]
    second.controller.stop()
    second.close()


def test_save_as_and_open_round_trip(qtbot, window, tmp_path, monkeypatch):
    _play_some(qtbot, window)
    qtbot.waitUntil(lambda: window.controller._pending is None, timeout=20000)
    digest = state_digest(window.controller.state)
    target = tmp_path / "mine"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.save_dialog()
    saved = tmp_path / "mine.continental"
    qtbot.waitUntil(saved.exists, timeout=10000)
    window.start_game(config("human", "easy"))
    assert state_digest(window.controller.state) != digest
    window.open_file(str(saved))
    qtbot.waitUntil(lambda: state_digest(window.controller.state) == digest, timeout=20000)
    assert window._recent()[0] == str(saved)


def test_a_damaged_file_is_reported_and_left_as_it_was(qtbot, window, tmp_path):
    bad = tmp_path / "bad.continental"
    data = b'{"format": "continental-save", "version": 1, "seats": ['
    bad.write_bytes(data)
    window.open_file(str(bad))
    qtbot.waitUntil(lambda: getattr(window, "error_box", None) is not None, timeout=10000)
    box: QMessageBox = window.error_box
    assert "not changed" in box.text()
    assert "JSON" in box.text()
    assert bad.read_bytes() == data
    assert window.controller.state is None


def test_finished_games_reach_the_statistics_window(qtbot, window):
    c = window.controller
    qtbot.waitUntil(lambda: window.stats_store is not None, timeout=10000)
    c.auto_resume = True
    window.start_game(config("easy", "easy", seed=5))
    qtbot.waitUntil(lambda: c.state.is_over, timeout=120000)
    store = window.stats_store
    qtbot.waitUntil(lambda: store.game_count() >= 1, timeout=10000)
    names = {p.name for p in store.player_summary()}
    assert names == {"You", "Bruno"}
    window.stats_action.trigger()
    assert window.stats_window is not None and window.stats_window.isVisible()
