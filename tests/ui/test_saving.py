"""Autosave, resume, Save As and Open from the window."""

from __future__ import annotations

import errno
import os
import stat
import threading
import time
from datetime import datetime
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtWidgets import QFileDialog, QMessageBox

from continental_qt.engine.presets import get_preset
from continental_qt.engine.save import state_digest
from continental_qt.engine.state import GameState
from continental_qt.storage.autosave import AUTOSAVE, BACKUP, Resumable
from continental_qt.storage.saves import save_file
from continental_qt.storage.seats import Seat
from continental_qt.ui import session as session_module
from continental_qt.ui import workers
from continental_qt.ui.main_window import MainWindow
from continental_qt.ui.session import GameSession

from .conftest import config


def _play_some(qtbot, win, actions: int = 12) -> None:
    c = win.session.controller
    c.auto_resume = True
    win.start_game(config("easy", "easy", "easy", seed=21))
    qtbot.waitUntil(lambda: c.action_count >= actions, timeout=30000)
    c.set_paused(True)


def test_autosave_offers_to_resume_on_the_next_start(qtbot, tmp_path):
    first = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(first)
    _play_some(qtbot, first)
    qtbot.waitUntil(lambda: first.session.controller._ai.pending is None, timeout=20000)
    digest = state_digest(first.session.controller.state)
    first.close()  # flushes the autosave

    second = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(second)
    second.show()
    second.files.startup()
    qtbot.waitUntil(lambda: getattr(second.files, "resume_box", None) is not None, timeout=20000)
    box = second.files.resume_box
    assert "Bruno" in box.text() and "Round" in box.text()
    resume = next(b for b in box.buttons() if b.text() == "Resume")
    resume.click()
    assert second.session.controller.state is not None
    assert state_digest(second.session.controller.state) == digest
    assert [s.name for s in second.session.controller.config.seats] == ["You", "Bruno", "Carmen"]
    second.session.controller.stop()
    second.close()


def test_save_as_and_open_round_trip(qtbot, window, tmp_path, monkeypatch):
    _play_some(qtbot, window)
    qtbot.waitUntil(lambda: window.session.controller._ai.pending is None, timeout=20000)
    digest = state_digest(window.session.controller.state)
    target = tmp_path / "mine"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.files.save_dialog()
    saved = tmp_path / "mine.continental"
    qtbot.waitUntil(saved.exists, timeout=10000)
    window.start_game(config("human", "easy"))
    assert state_digest(window.session.controller.state) != digest
    window.files.open_file(str(saved))
    qtbot.waitUntil(lambda: state_digest(window.session.controller.state) == digest, timeout=20000)
    assert window.session.recent_files()[0] == str(saved)


def test_a_damaged_file_is_reported_and_left_as_it_was(qtbot, window, tmp_path):
    bad = tmp_path / "bad.continental"
    data = b'{"format": "continental-save", "version": 1, "seats": ['
    bad.write_bytes(data)
    window.files.open_file(str(bad))
    qtbot.waitUntil(lambda: getattr(window.files, "error_box", None) is not None, timeout=10000)
    box: QMessageBox = window.files.error_box
    assert "not changed" in box.text()
    assert "JSON" in box.text()
    assert bad.read_bytes() == data
    assert window.session.controller.state is None


def test_finished_games_reach_the_statistics_window(qtbot, window):
    c = window.session.controller
    qtbot.waitUntil(lambda: window.session.stats_store is not None, timeout=10000)
    c.auto_resume = True
    window.start_game(config("easy", "easy", seed=5))
    qtbot.waitUntil(lambda: c.state.is_over, timeout=120000)
    store = window.session.stats_store
    qtbot.waitUntil(lambda: store.game_count() >= 1, timeout=10000)
    names = {p.name for p in store.player_summary()}
    assert names == {"You", "Bruno"}
    window.stats_action.trigger()
    assert window.stats_window is not None and window.stats_window.isVisible()


# ------------------------------------------------------------ hostile files in the window
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def _unblock(fifo: Path) -> None:
    """Give any reader stuck opening ``fifo`` a writer (then end of file), so that a
    regression fails its test instead of leaving the thread pool blocked for ever."""
    try:
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:
        return  # nobody is reading
    os.close(fd)


def _save_a_game(path: Path, names: tuple[str, ...] = ("Ana", "Bruno", "Carmen")) -> None:
    state = GameState(get_preset("may-i"), len(names), 9)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    kinds = ("human",) + ("easy",) * (len(names) - 1)
    save_file(path, state, "may-i", [Seat(n, k) for n, k in zip(names, kinds)], "normal")


@needs_fifo
def test_opening_a_named_pipe_is_refused_and_real_files_still_open(
    qtbot, window, tmp_path, request
):
    fifo = tmp_path / "pipe.continental"
    os.mkfifo(fifo)
    request.addfinalizer(lambda: _unblock(fifo))
    for _ in range(3):  # two blocked opens once used up the worker pool
        window.files.error_box = None
        window.files.open_file(str(fifo))
        qtbot.waitUntil(lambda: window.files.error_box is not None, timeout=10000)
        assert "not a regular file" in window.files.error_box.text()
        window.files.error_box.close()
    real = tmp_path / "real.continental"
    _save_a_game(real)
    window.files.open_file(str(real))
    qtbot.waitUntil(
        lambda: (
            window.session.controller.config is not None
            and [s.name for s in window.session.config.seats] == ["Ana", "Bruno", "Carmen"]
        ),
        timeout=20000,
    )
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)  # left as it was


@needs_fifo
def test_a_pipe_as_the_autosave_does_not_block_start_up(qtbot, tmp_path, request):
    folder = tmp_path / "autosave"
    folder.mkdir()
    _save_a_game(folder / BACKUP)
    os.mkfifo(folder / AUTOSAVE)
    request.addfinalizer(lambda: _unblock(folder / AUTOSAVE))
    win = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(win)
    win.show()
    win.files.startup()
    qtbot.waitUntil(lambda: getattr(win.files, "resume_box", None) is not None, timeout=10000)
    assert "not a regular file" in win.files.damaged_box.text()
    assert "Ana" in win.files.resume_box.text()
    assert not (folder / AUTOSAVE).exists()  # moved aside, not deleted
    win.session.close()


def test_start_up_removes_stale_temporary_files(qtbot, window, tmp_path):
    def temporary(folder: Path, name: str, age: float) -> Path:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / name
        path.write_bytes(b"half a game")
        os.utime(path, (time.time() - age,) * 2)
        return path

    autosaves = window.session.autosaver.folder
    stale = temporary(autosaves, ".autosave.continental.abcdefgh.tmp", 7200)
    fresh = temporary(autosaves, ".autosave.continental.12345678.tmp", 10)
    games = tmp_path / "games"
    window.session.remember(str(games / "mine.continental"))
    stale_save_as = temporary(games, ".mine.continental.k2j4h6g8.tmp", 7200)
    stranger = temporary(games, ".theirs.continental.k2j4h6g8.tmp", 7200)
    window.files.startup()
    qtbot.waitUntil(lambda: not stale.exists() and not stale_save_as.exists(), timeout=10000)
    assert fresh.exists() and stranger.exists()


def test_a_failed_save_says_why_in_plain_words(qtbot, window, tmp_path, monkeypatch):
    window.start_game(config("human", "easy"))

    def disk_full(*_args, **_kwargs) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(tmp_path / "x"))

    shown: list[str] = []
    monkeypatch.setattr(session_module, "save_file", disk_full)
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "mine"), "")
    )
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    window.files.save_dialog()
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    assert "the disk is full" in shown[0]
    assert "Errno" not in shown[0] and os.strerror(errno.ENOSPC) not in shown[0]


# ------------------------------------------------------- answers after the window is gone
def _gated(monkeypatch, name: str, answer) -> threading.Event:  # noqa: ANN001
    """Make ``session.<name>`` wait for the returned event, then return ``answer``."""
    gate = threading.Event()

    def slow(*_args, **_kwargs):  # noqa: ANN202
        gate.wait(20)
        return answer

    monkeypatch.setattr(session_module, name, slow)
    return gate


def _delete_window(qtbot, win: MainWindow) -> None:
    win.session.close()
    win.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(win), timeout=10000)


@pytest.mark.parametrize("how", ["open", "save", "startup"])
def test_a_file_answer_for_a_deleted_window_is_dropped(qtbot, tmp_path, monkeypatch, how):
    # Each answer touched the dead window ("Internal C++ object already deleted").
    win = MainWindow(settings=None, data_dir=tmp_path)
    win.show()
    reached: list[str] = []
    for method in ("_opened", "_open_failed", "_saved", "_save_failed", "_found"):
        monkeypatch.setattr(
            GameSession, method, lambda *_a, m=method: reached.append(m), raising=True
        )
    if how == "open":
        _save_a_game(tmp_path / "real.continental")
        gate = _gated(monkeypatch, "load_file", None)
        win.files.open_file(str(tmp_path / "real.continental"))
    elif how == "save":
        win.start_game(config("human", "easy"))
        gate = _gated(monkeypatch, "save_file", None)
        monkeypatch.setattr(
            QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "mine"), "")
        )
        win.files.save_dialog()
    else:
        gate = _gated(monkeypatch, "find_resumable", Resumable())
        win.files.startup()
    assert workers.outstanding() >= 1
    _delete_window(qtbot, win)
    gate.set()
    qtbot.waitUntil(lambda: workers.outstanding() == 0, timeout=10000)
    assert reached == []


# ----------------------------------------------------------------- hand orders
def _human_hand_game(qtbot, win) -> list[int]:
    """A game with a person at seat 0, paused on their move; their hand reversed by
    drag-free moves in the hand model and laid out. Returns that order."""
    c = win.session.controller
    win.start_game(config("human", "easy", "easy", seed=5))
    qtbot.waitUntil(lambda: c.human_to_act == 0, timeout=20000)
    hand = win.hand_row
    for row, uid in enumerate(reversed(hand.uids())):
        hand.move_card(uid, row)
    win.table.refresh()
    order = hand.uids()
    assert order == sorted(order, key=[x.uid for x in c.state.hand(0)].index, reverse=True)
    return order


def test_save_as_and_open_keep_the_players_order_of_their_hand(qtbot, window, tmp_path):
    order = _human_hand_game(qtbot, window)
    path = tmp_path / "mine.continental"
    with qtbot.waitSignal(window.session.saved, timeout=20000):
        window.session.save_as(str(path))
    window.start_game(config("human", "easy", "easy", seed=5))  # same deal, engine's order
    qtbot.waitUntil(lambda: window.session.controller.human_to_act == 0, timeout=20000)
    assert window.hand_row.uids() != order
    with qtbot.waitSignal(window.session.opened, timeout=20000):
        window.session.open_file(str(path))
    qtbot.waitUntil(lambda: window.hand_row.uids() == order, timeout=20000)
    assert [u for u, _ in window.table._hand_rects] == order


def test_the_autosave_keeps_the_players_order_of_their_hand(qtbot, tmp_path):
    first = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(first)
    first.show()
    order = _human_hand_game(qtbot, first)
    first.close()  # the reorder made no move: closing writes it

    second = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(second)
    second.show()
    second.files.startup()
    qtbot.waitUntil(lambda: getattr(second.files, "resume_box", None) is not None, timeout=20000)
    resume = next(b for b in second.files.resume_box.buttons() if b.text() == "Resume")
    resume.click()
    qtbot.waitUntil(lambda: second.hand_row.uids() == order, timeout=20000)
    second.session.controller.stop()
    second.close()


def test_an_order_that_does_not_fit_the_hand_is_ignored_on_open(qtbot, window, tmp_path):
    import json

    order = _human_hand_game(qtbot, window)
    path = tmp_path / "edited.continental"
    with qtbot.waitSignal(window.session.saved, timeout=20000):
        window.session.save_as(str(path))
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["hand_orders"] == {"0": order}
    doc["hand_orders"] = {"0": order[1:] + [order[0], order[0]]}
    path.write_text(json.dumps(doc), encoding="utf-8")
    window.session.hand_orders.forget()
    with qtbot.waitSignal(window.session.opened, timeout=20000):
        window.session.open_file(str(path))
    engine = [x.uid for x in window.session.controller.state.hand(0)]
    qtbot.waitUntil(lambda: sorted(window.hand_row.uids()) == sorted(engine), timeout=20000)
    assert window.hand_row.uids() == engine


def test_every_human_seats_order_is_saved_whole_in_pass_and_play(qtbot, tmp_path):
    from continental_qt.storage.saves import load_file
    from continental_qt.ui.table.hand_row import HandRow

    session = GameSession(data_dir=tmp_path)
    model = HandRow()
    session.hand_orders = model
    try:
        session.new_game(config("human", "easy", "human", seed=9))
        s = session.controller.state
        # Seat 0 reversed its hand and staged two cards (not in the row); then seat 2
        # came to the screen and moved its first card last.
        model.show_seat(0)
        hand0 = [c.uid for c in s.hand(0)]
        model.sync(s.hand(0), hidden=hand0[:2])
        for row, uid in enumerate(reversed(model.uids())):
            model.move_card(uid, row)
        row0 = model.uids()
        model.show_seat(2)
        model.sync(s.hand(2))
        hand2 = model.uids()
        model.move_card(hand2[0], len(hand2) - 1)
        path = tmp_path / "pp.continental"
        with qtbot.waitSignal(session.saved, timeout=20000):
            session.save_as(str(path))
        game = load_file(path)
        assert (
            game.hand_orders
            == {
                0: tuple(row0 + hand0[:2]),  # staged cards after the row, in the engine's order
                2: tuple(hand2[1:] + hand2[:1]),
            }
        )
    finally:
        session.close()


def test_save_as_suggests_a_file_name(qtbot, window, tmp_path, monkeypatch):
    """Save As offered only a folder: it suggests the rule set and the date as the name."""
    from continental_qt.ui.dialogs.file_dialogs import save_name

    window.start_game(config("human", "easy"))
    asked = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (asked.append(a[2]), ("", ""))[1]
    )
    window.files.save_dialog()
    [start] = asked
    path = Path(start)
    assert path.parent == window.session.last_folder()
    assert path.name.startswith("May I (seven hands) 20") and path.suffix == ".continental"
    when = datetime(2026, 12, 2, 18, 30)
    assert save_name('A/B: "x"', when) == "A B x 2026-12-02 18.30.continental"
    assert save_name("...", when) == "Continental 2026-12-02 18.30.continental"
