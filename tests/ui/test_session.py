"""The game session keeps the game on disk with no window: autosave after every move,
resuming it, Save As and Open, damaged files, and statistics."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path

import pytest

from continental_qt.engine.presets import get_preset
from continental_qt.engine.save import state_digest
from continental_qt.storage.autosave import AUTOSAVE, BACKUP, Resumable
from continental_qt.storage.saves import load_file
from continental_qt.storage.seats import Seat
from continental_qt.ui.config import GameConfig
from continental_qt.ui.session import STATS_FILE, GameSession

from .conftest import config

SEATS = ("easy", "easy", "easy")


@pytest.fixture
def make_session(qtbot, tmp_path):
    made: list[GameSession] = []

    def make(data_dir: Path = tmp_path) -> GameSession:
        session = GameSession(data_dir=data_dir)
        session.controller.auto_resume = True
        made.append(session)
        return session

    yield make
    for session in made:
        session.close()


def _play(qtbot, session: GameSession, moves: int, cfg: GameConfig | None = None) -> None:
    c = session.controller
    session.new_game(cfg or config(*SEATS, seed=21))
    qtbot.waitUntil(lambda: c.action_count >= moves, timeout=60000)
    c.set_paused(True)
    qtbot.waitUntil(lambda: c._ai.pending is None, timeout=20000)  # no decision in flight


def test_every_move_is_autosaved(qtbot, make_session, tmp_path):
    session = make_session()
    c = session.controller
    path = tmp_path / "autosave" / AUTOSAVE
    checked: list[int] = []

    def check(_events) -> None:  # after the session's own slot: the move is submitted
        assert session.autosaver.flush()
        assert state_digest(load_file(path).state) == state_digest(c.state)
        checked.append(c.action_count)

    c.gameStarted.connect(lambda: check([]))
    c.eventsHappened.connect(check)
    _play(qtbot, session, 25)
    assert checked[0] == 0  # the game as dealt
    assert checked[1:26] == list(range(1, 26))  # then after each move


def test_the_autosave_resumes_into_the_same_game(qtbot, make_session, tmp_path):
    first = make_session()
    _play(qtbot, first, 30)
    digest, game_id = state_digest(first.controller.state), first.game_id
    first.close()  # the last autosave is written

    second = make_session()
    found: list[Resumable] = []
    second.resumableFound.connect(found.append)
    second.look_for_unfinished()
    qtbot.waitUntil(lambda: bool(found), timeout=10000)
    assert found[0].problems == [] and found[0].game is not None
    second.controller.set_paused(True)
    second.resume(found[0].game)
    assert state_digest(second.controller.state) == digest
    assert second.controller.config.seats == tuple(
        Seat(name, "easy") for name in ("You", "Bruno", "Carmen")
    )
    assert second.controller.ai_speed == "instant"
    assert second.game_id == game_id  # the same statistics rows


def test_save_as_and_open_round_trip(qtbot, make_session, tmp_path):
    session = make_session()
    _play(qtbot, session, 12)
    digest, game_id = state_digest(session.controller.state), session.game_id
    with qtbot.waitSignal(session.saved, timeout=10000) as saved:
        assert session.save_as(str(tmp_path / "mine"))
    path = str(tmp_path / "mine.continental")
    assert saved.args == [path]
    session.new_game(config("human", "easy"))
    assert state_digest(session.controller.state) != digest
    with qtbot.waitSignal(session.opened, timeout=20000) as opened:
        session.open_file(path)
    assert opened.args == [path]
    assert state_digest(session.controller.state) == digest
    assert session.game_id == game_id
    assert session.recent_files()[0] == path


def test_there_is_nothing_to_save_before_a_game(make_session, tmp_path):
    session = make_session()
    assert not session.save_as(str(tmp_path / "nothing"))
    assert not (tmp_path / "nothing.continental").exists()


def test_a_damaged_file_is_reported_and_kept(qtbot, make_session, tmp_path):
    session = make_session()
    bad = tmp_path / "bad.continental"
    data = b'{"format": "continental-save", "version": 1, "seats": ['
    bad.write_bytes(data)
    with qtbot.waitSignal(session.loadFailed, timeout=10000) as failed:
        session.open_file(str(bad))
    path, why = failed.args
    assert path == str(bad) and "JSON" in why and session.last_error == why
    assert bad.read_bytes() == data
    assert session.controller.state is None
    assert session.recent_files() == []


def test_a_damaged_autosave_is_moved_aside_and_the_backup_offered(qtbot, make_session, tmp_path):
    first = make_session()
    _play(qtbot, first, 10)
    first.close()
    folder = tmp_path / "autosave"
    assert load_file(folder / AUTOSAVE)  # readable: copy it as the backup, then damage it
    (folder / BACKUP).write_bytes((folder / AUTOSAVE).read_bytes())
    (folder / AUTOSAVE).write_bytes(b"not a game")

    second = make_session()
    with qtbot.waitSignal(second.resumableFound, timeout=10000) as found:
        second.look_for_unfinished()
    resumable: Resumable = found.args[0]
    [(path, _exc, moved)] = resumable.problems
    assert path == folder / AUTOSAVE and moved is not None
    assert moved.read_bytes() == b"not a game"  # kept, under another name
    assert resumable.game is not None and resumable.source == folder / BACKUP
    assert second.resumable is resumable


def test_a_failed_autosave_is_reported(qtbot, make_session, tmp_path):
    (tmp_path / "autosave").write_bytes(b"a file where the folder should be")
    session = make_session()
    with qtbot.waitSignal(session.autosaveFailed, timeout=10000) as failed:
        session.new_game(config("human", "easy"))
    assert failed.args[0]  # a sentence (its wording is texts.file_error_text's)
    assert "Errno" not in failed.args[0]


def _rows(path: Path, game_id: str) -> tuple[int, int]:
    """(finished, rounds recorded) of the game ``game_id`` in the statistics."""
    with sqlite3.connect(path) as conn:
        gid, finished = conn.execute(
            "SELECT id, finished FROM games WHERE game_id = ?", (game_id,)
        ).fetchone()
        (rounds,) = conn.execute("SELECT COUNT(*) FROM rounds WHERE game = ?", (gid,)).fetchone()
    return finished, rounds


def test_statistics_are_recorded_at_each_round_end_and_the_game_end(qtbot, make_session, tmp_path):
    session = make_session()
    qtbot.waitUntil(lambda: session.stats_store is not None, timeout=10000)
    c = session.controller
    may_i = get_preset("may-i")
    two_rounds = dataclasses.replace(may_i, rounds=may_i.rounds[:2])
    cfg = GameConfig("custom:Two", config(*SEATS).seats, 8, "instant", two_rounds)
    c.roundEnded.connect(lambda _data: c.set_paused(True))  # hold after the first round
    with qtbot.waitSignal(session.statsRecorded, timeout=120000):
        session.new_game(cfg)
    assert len(c.state.round_scores) == 1
    assert _rows(tmp_path / STATS_FILE, session.game_id) == (0, 1)

    c.set_paused(False)
    qtbot.waitUntil(lambda: c.state.is_over, timeout=120000)
    qtbot.waitUntil(lambda: _rows(tmp_path / STATS_FILE, session.game_id) == (1, 2))
    assert session.stats_store.game_count() == 1
    assert {p.name for p in session.stats_store.player_summary()} == {"You", "Bruno", "Carmen"}
    assert session.resumable is None


def test_a_damaged_statistics_database_is_reported_and_kept(qtbot, tmp_path):
    (tmp_path / STATS_FILE).write_bytes(b"not a database" * 100)
    session = GameSession(data_dir=tmp_path)
    problems: list[str] = []
    session.statsProblem.connect(problems.append)
    qtbot.waitUntil(lambda: session.stats_store is not None, timeout=10000)
    session.close()
    [moved] = tmp_path.glob(f"{STATS_FILE}.damaged-*")
    assert moved.read_bytes() == b"not a database" * 100
    assert problems and moved.name in problems[0]
