"""Game → Watch a replay… and Replay this game: a saved game played back in a window
of its own, stepped with the keyboard, while the game being played goes on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from continental_qt.ai.registry import make_ai
from continental_qt.engine.presets import get_preset
from continental_qt.engine.state import GameState
from continental_qt.storage.saves import save_file
from continental_qt.storage.seats import Seat
from continental_qt.ui.dialogs import file_dialogs
from continental_qt.ui.replay_window import ReplayWindow

from .conftest import config, wait_for_human

SEATS = (Seat("Ana", "human"), Seat("Bruno", "easy"), Seat("Carmen", "easy"))


def _game(preset: str, seed: int, moves: int | None = None) -> GameState:
    state = GameState(get_preset(preset), 3, seed)
    bots = [make_ai("easy", seed + s) for s in range(3)]
    while not state.is_over and (moves is None or len(state.actions) < moves):
        seat = state.to_act
        if seat is None:
            state.apply(state.legal_actions()[0])
        else:
            state.apply(bots[seat].choose(state.view(seat)))
    return state


def _saved(tmp_path, state: GameState, preset: str, name: str = "game.continental"):
    path = tmp_path / name
    save_file(path, state, preset, SEATS, "instant")
    return path


def _replays(window) -> list[ReplayWindow]:
    return [w for w in window.findChildren(ReplayWindow) if w.isVisible()]


def _watch(qtbot, window, monkeypatch, path) -> ReplayWindow:
    monkeypatch.setattr(file_dialogs, "ask_open_path", lambda *_a: str(path))
    window.findChild(type(window.replay_action), "watch_replay_action").trigger()
    qtbot.waitUntil(lambda: bool(_replays(window)), timeout=10000)
    replay = _replays(window)[0]
    replay.table.anim_ms = 0
    return replay


def test_a_saved_game_is_watched_move_by_move_with_the_keys(qtbot, window, monkeypatch, tmp_path):
    state = _game("may-i", 7, moves=90)
    replay = _watch(qtbot, window, monkeypatch, _saved(tmp_path, state, "may-i"))
    feed = replay.feed
    assert not feed.finished and feed.viewer == 0  # one person's game: as Ana saw it
    assert feed.position == feed.length == 90 and replay.slider.hasFocus()
    QTest.keyClick(replay.slider, Qt.Key.Key_Left)
    assert feed.position == 89
    QTest.keyClick(replay.slider, Qt.Key.Key_Home)
    assert feed.position == 0 and not replay.back_button.isEnabled()
    QTest.keyClick(replay.slider, Qt.Key.Key_PageDown)
    assert feed.position == 10
    QTest.keyClick(replay.slider, Qt.Key.Key_Right)
    assert feed.position == 11 and "11" in replay.position_label.text()
    truth = GameState(state.rules, 3, state.seed)
    for action in state.actions[:11]:
        truth.apply(action)
    assert sorted(replay.table.hand.uids()) == sorted(c.uid for c in truth.hand(0))
    assert not set(replay.table.cards) & {c.uid for c in truth.hand(1) + truth.hand(2)}
    assert replay.log_model.rowCount() >= 1
    QTest.keyClick(replay.slider, Qt.Key.Key_End)
    assert feed.position == 90 and not replay.forward_button.isEnabled()
    # Another seat's view; no "face up" for an unfinished game.
    box = replay.viewer_box
    assert box.findData("face_up") < 0
    box.setCurrentIndex(box.findData(2))
    assert feed.viewer == 2
    assert sorted(replay.table.hand.uids()) == sorted(c.uid for c in state.hand(2))
    box.setCurrentIndex(box.findData("spectator"))
    assert feed.viewer is None and replay.table.hand.count() == 0


def test_keys_hammered_on_a_replay_make_no_move_in_the_game_being_played(
    qtbot, window, monkeypatch, tmp_path
):
    window.start_game(config("human", "easy", "easy"))
    wait_for_human(qtbot, window)
    c = window.session.controller
    count = c.action_count
    replay = _watch(qtbot, window, monkeypatch, _saved(tmp_path, _game("may-i", 3, 40), "may-i"))
    keys = [
        Qt.Key.Key_D, Qt.Key.Key_T, Qt.Key.Key_M, Qt.Key.Key_N, Qt.Key.Key_G, Qt.Key.Key_U,
        Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Left, Qt.Key.Key_Right,
        Qt.Key.Key_PageUp, Qt.Key.Key_Delete, Qt.Key.Key_Tab, Qt.Key.Key_Up,
    ]  # fmt: skip
    for target in (replay.slider, replay.table, replay.first_button, replay.viewer_box):
        for key in keys:
            QTest.keyClick(target, key)
    assert 0 <= replay.feed.position <= replay.feed.length
    assert c.action_count == count and replay.feed.legal_actions() == []
    replay.close()
    qtbot.waitUntil(lambda: not window.findChildren(ReplayWindow))


def test_a_damaged_file_is_reported_and_nothing_opens(qtbot, window, monkeypatch, tmp_path):
    path = tmp_path / "broken.continental"
    path.write_bytes(b"\x00not a game")
    before = path.read_bytes()
    monkeypatch.setattr(file_dialogs, "ask_open_path", lambda *_a: str(path))
    window.findChild(type(window.replay_action), "watch_replay_action").trigger()
    qtbot.waitUntil(lambda: getattr(window.files, "error_box", None) is not None, timeout=10000)
    box = window.files.error_box
    assert isinstance(box, QMessageBox) and "broken.continental" in box.text()
    assert not _replays(window) and path.read_bytes() == before
    box.close()


def test_the_game_just_played_is_replayed_face_up_once_it_is_over(qtbot, window, tmp_path):
    assert not window.replay_action.isEnabled()
    window.files.replay_this_game()
    assert not _replays(window)
    finished = _game("continental-15", 5)
    window.files.open_file(str(_saved(tmp_path, finished, "continental-15")))
    qtbot.waitUntil(lambda: window.replay_action.isEnabled(), timeout=10000)
    window.close_summary()
    window.replay_action.trigger()
    qtbot.waitUntil(lambda: bool(_replays(window)))
    replay = _replays(window)[0]
    feed = replay.feed
    assert feed.finished and feed.face_up and feed.position == feed.length
    assert replay.viewer_box.currentData() == "face_up"
    QTest.keyClick(replay.slider, Qt.Key.Key_Home)
    view = feed.view
    assert all(card is not None for s in range(3) for card in view.hand(s))
    assert feed.names == window.feed.names


@pytest.mark.parametrize("language", ["de"])
def test_the_replay_window_speaks_the_language(qtbot, window, monkeypatch, tmp_path, language):
    window.set_language(language)
    replay = _watch(qtbot, window, monkeypatch, _saved(tmp_path, _game("may-i", 2, 30), "may-i"))
    assert not replay.windowTitle().startswith("Replay")
    QApplication.processEvents()


def test_the_hands_page_shows_only_what_the_view_holds(qtbot, window, monkeypatch, tmp_path):
    finished = _game("continental-15", 4)
    replay = _watch(qtbot, window, monkeypatch, _saved(tmp_path, finished, "continental-15"))
    feed, hands = replay.feed, replay.hands
    feed.seek(feed.length // 2)
    assert feed.face_up
    view = feed.view
    for seat in range(3):
        shown = not hands.rows[seat].pixmap().isNull()
        assert shown == bool(view.hand(seat))
    replay.viewer_box.setCurrentIndex(replay.viewer_box.findData(1))
    for seat in range(3):
        assert hands.rows[seat].pixmap().isNull() == (seat != 1 or not view.hand(1))
        if seat != 1:
            assert hands.rows[seat].text().startswith(str(len(view.hand(seat))))


def test_after_a_jump_the_log_holds_the_round_so_far(qtbot, window, monkeypatch, tmp_path):
    replay = _watch(qtbot, window, monkeypatch, _saved(tmp_path, _game("may-i", 5, 120), "may-i"))
    replay.slider.setValue(60)
    lines = replay.log_model.rowCount()
    assert lines > 5  # the deal, then every move of the round up to move 60
    QTest.keyClick(replay.slider, Qt.Key.Key_Right)
    assert replay.log_model.rowCount() >= lines
