"""The statistics database: recording and re-recording games, every query's numbers on
hand-built games, filters, CSV export, damaged files moved aside (also when the damage
only shows in a query), and a full disk."""

from __future__ import annotations

import contextlib
import csv
import errno
import io
import sqlite3
from pathlib import Path

import pytest

from continental_qt.ai.registry import make_ai
from continental_qt.engine.presets import get_preset
from continental_qt.engine.state import GameState
from continental_qt.sim.ladder import play_out
from continental_qt.storage import stats
from continental_qt.storage.records import GameRecord, RoundRecord, game_record
from continental_qt.storage.seats import Seat
from continental_qt.storage.stats import SCHEMA_VERSION, StatsStore

MAY_I = "May I? (seven hands)"
SINGLE = "Continental (single hand)"


def game(
    game_id: str,
    day: int,
    seats: list[tuple[str, str]],
    rounds: list[tuple[str, tuple, int | None]],
    winners: tuple[int, ...],
    preset: str = "may-i",
    finished: bool = True,
) -> GameRecord:
    """A game by hand; totals are the sums of the round scores."""
    n = len(seats)
    totals = tuple(sum(r[1][i] or 0 for r in rounds) for i in range(n))
    return GameRecord(
        preset_id=preset,
        rules_name=SINGLE if preset == "continental-15" else MAY_I,
        seed=100 + day,
        seats=tuple(Seat(name, kind) for name, kind in seats),
        rounds=tuple(RoundRecord(i + 1, c, s, w) for i, (c, s, w) in enumerate(rounds)),
        totals=totals,
        winners=winners,
        finished=finished,
        high_wins=preset == "continental-15",
        played_at=f"2024-01-{day:02d}T12:00:00+00:00",
        game_id=game_id,
    )


GAMES = [
    # Ann 30, Bo 50, Cy 10: Cy wins.
    game(
        "g1", 1, [("Ann", "human"), ("Bo", "easy"), ("Cy", "hard")],
        [("S3 S3", (0, 20, 10), 0), ("S3 R4", (30, 30, 0), 2)], (2,),
    ),
    # Ann 5, Bo 40: Ann wins.
    game(
        "g2", 2, [("Ann", "human"), ("Bo", "medium")],
        [("S3 S3", (5, 15), None), ("S3 R4", (0, 25), 0)], (0,),
    ),
    # Abandoned after one round.
    game("g3", 3, [("Ann", "human"), ("Cy", "hard")], [("S3 S3", (12, 0), 1)], (),
         finished=False),
    # The single hand: the highest total wins.
    game("g4", 4, [("Ann", "human"), ("Bo", "easy")], [("", (80, 120), 1)], (1,),
         preset="continental-15"),
    game("g5", 5, [("Ann", "human"), ("Bo", "easy")], [("", (100, 60), 0)], (0,),
         preset="continental-15"),
]  # fmt: skip


@pytest.fixture
def store(tmp_path: Path) -> StatsStore:
    s = StatsStore(tmp_path / "stats.sqlite3")
    for g in reversed(GAMES):  # recording order does not matter: dates order the history
        s.record(g)
    return s


def by_name(summary: list[stats.PlayerStats]) -> dict[str, stats.PlayerStats]:
    return {p.name: p for p in summary}


def rows(path: Path, sql: str, *params) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


# ------------------------------------------------------------------ schema and writing
def test_new_database_has_current_schema(tmp_path):
    path = tmp_path / "deep" / "folder" / "stats.sqlite3"
    store, problem = StatsStore.open(path)
    assert problem is None
    assert rows(path, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
    tables = {r[0] for r in rows(path, "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"games", "seats", "rounds", "round_scores"} <= tables
    assert store.game_count() == 0
    assert store.player_summary() == []
    assert store.names() == [] and store.presets() == [] and store.levels() == []
    assert store.history("Ann") == [] and store.round_score_distribution("Ann") == []


def test_empty_file_is_migrated(tmp_path):
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"")
    store, problem = StatsStore.open(path)
    assert problem is None
    assert rows(path, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
    store.record(GAMES[0])
    assert store.game_count() == 1


def test_reopening_keeps_the_games(store):
    again, problem = StatsStore.open(store.path)
    assert problem is None
    assert again.game_count() == len(GAMES)


def test_record_stores_every_table(store):
    p = store.path
    assert rows(p, "SELECT preset, rules_name, seed, finished, high_wins, winners FROM games"
                   " WHERE game_id = 'g1'") == [("may-i", MAY_I, 101, 1, 0, "[2]")]  # fmt: skip
    assert rows(
        p,
        "SELECT seat, name, kind, total, won FROM seats s JOIN games g ON g.id = s.game"
        " WHERE g.game_id = 'g1' ORDER BY seat",
    ) == [(0, "Ann", "human", 30, 0), (1, "Bo", "easy", 50, 0), (2, "Cy", "hard", 10, 1)]
    assert rows(
        p,
        "SELECT number, contract, winner FROM rounds r JOIN games g ON g.id = r.game"
        " WHERE g.game_id = 'g2' ORDER BY number",
    ) == [(1, "S3 S3", None), (2, "S3 R4", 0)]
    assert rows(
        p,
        "SELECT round, seat, score FROM round_scores rs JOIN games g ON g.id = rs.game"
        " WHERE g.game_id = 'g1' ORDER BY round, seat",
    ) == [(1, 0, 0), (1, 1, 20), (1, 2, 10), (2, 0, 30), (2, 1, 30), (2, 2, 0)]


def test_rerecording_replaces_the_game(tmp_path):
    store = StatsStore(tmp_path / "s.db")
    seats = [("Ann", "human"), ("Bo", "easy")]
    first = game("g", 1, seats, [("S3 S3", (0, 20), 0)], (), finished=False)
    store.record(first)
    assert by_name(store.player_summary())["Ann"].unfinished == 1
    done = game("g", 1, seats, [("S3 S3", (0, 20), 0), ("S3 R4", (9, 0), 1)], (0,))
    store.record(done)
    store.record(done)
    assert store.game_count() == 1
    assert rows(store.path, "SELECT COUNT(*) FROM rounds") == [(2,)]
    assert rows(store.path, "SELECT COUNT(*) FROM round_scores") == [(4,)]
    ann = by_name(store.player_summary())["Ann"]
    assert (ann.games, ann.wins, ann.unfinished, ann.rounds) == (1, 1, 0, 2)


def test_a_failed_record_changes_nothing(store):
    bad = game("g1", 9, [("Zed", "human"), ("Bo", "easy")], [("S3 S3", (1, 2), 0)], (0,))
    # Two rounds numbered 1 break the primary key half way through the writes.
    bad = GameRecord(**{**bad.__dict__, "rounds": bad.rounds * 2})
    with pytest.raises(sqlite3.IntegrityError):
        store.record(bad)
    assert "Zed" not in store.names()
    assert by_name(store.player_summary())["Cy"].games == 1  # g1 is still the old one


def test_record_needs_a_game_id(store):
    with pytest.raises(ValueError):
        store.record(GameRecord(**{**GAMES[0].__dict__, "game_id": ""}))


def test_seat_that_left_has_no_round_score(tmp_path):
    store = StatsStore(tmp_path / "s.db")
    g = game("g", 1, [("Ann", "human"), ("Bo", "easy"), ("Cy", "easy")],
             [("S3 S3", (5, 10, 0), 2), ("S3 R4", (0, None, 7), 0)], (0,))  # fmt: skip
    store.record(g)
    assert store.round_score_distribution("Bo") == [10]
    assert by_name(store.player_summary())["Bo"].contract_averages == {"S3 S3": 10.0}


# ------------------------------------------------------------------ queries
def test_player_summary_all_presets(store):
    summary = store.player_summary()
    assert [p.name for p in summary] == ["Ann", "Bo", "Cy"]
    ann, bo, cy = summary
    assert (ann.games, ann.wins, ann.unfinished, ann.rounds) == (4, 2, 1, 7)
    assert ann.win_rate == pytest.approx(0.5)
    # Lowest-wins (may-i) and highest-wins (single hand) totals never average together.
    assert ann.average_total is None
    # Totals of two presets are not comparable: no best or worst without a preset filter.
    assert ann.best is None and ann.worst is None
    assert ann.contract_averages == pytest.approx({"": 90, "S3 S3": 17 / 3, "S3 R4": 15})
    assert list(ann.contract_averages) == ["", "S3 S3", "S3 R4"]  # by first round played
    assert ann.kinds == ("human",)
    assert bo.kinds == ("easy", "medium")
    assert (bo.games, bo.wins) == (4, 1)
    # Cy played one preset only, so best and worst are given.
    assert (cy.games, cy.wins, cy.win_rate, cy.unfinished) == (1, 1, 1.0, 1)
    assert (cy.best, cy.worst, cy.average_total) == (10, 10, 10)


def test_player_summary_one_preset(store):
    ann = by_name(store.player_summary(preset="may-i"))["Ann"]
    assert (ann.games, ann.wins, ann.unfinished, ann.rounds) == (2, 1, 1, 5)
    assert (ann.best, ann.worst) == (5, 30)  # lowest total is best
    assert ann.average_total == pytest.approx(17.5)
    assert ann.contract_averages == pytest.approx({"S3 S3": 17 / 3, "S3 R4": 15})
    bo = by_name(store.player_summary(preset="may-i"))["Bo"]
    assert (bo.best, bo.worst) == (40, 50)


def test_best_follows_high_wins(store):
    single = by_name(store.player_summary(preset="continental-15"))
    assert single["Ann"].average_total == pytest.approx(90)  # one direction: averaged
    assert (single["Ann"].best, single["Ann"].worst) == (100, 80)
    assert (single["Bo"].best, single["Bo"].worst) == (120, 60)
    assert "Cy" not in single


def test_opponent_level_filter(store):
    hard = by_name(store.player_summary(opponent_level="hard"))
    assert set(hard) == {"Ann", "Bo"}  # Cy never faced another hard player
    assert (hard["Ann"].games, hard["Ann"].wins, hard["Ann"].unfinished) == (1, 0, 1)
    assert hard["Ann"].rounds == 3  # g1 and g3
    easy = by_name(store.player_summary(opponent_level="easy"))
    assert set(easy) == {"Ann", "Cy"}
    assert (easy["Ann"].games, easy["Ann"].wins) == (3, 1)
    human = by_name(store.player_summary(opponent_level="human"))
    assert (human["Cy"].games, human["Cy"].unfinished) == (1, 1)
    both = by_name(store.player_summary(preset="may-i", opponent_level="medium"))
    assert set(both) == {"Ann"} and both["Ann"].games == 1
    assert store.player_summary(preset="carioca") == []


def test_history(store):
    hist = store.history("Ann")
    assert [h.game_id for h in hist] == ["g1", "g2", "g4", "g5"]  # finished, by date
    assert [h.total for h in hist] == [30, 5, 80, 100]
    assert [h.won for h in hist] == [False, True, False, True]
    assert [h.win_rate for h in hist] == pytest.approx([0, 1 / 2, 1 / 3, 1 / 2])
    assert hist[2].high_wins and not hist[0].high_wins
    assert hist[0].played_at == "2024-01-01T12:00:00+00:00"
    assert hist[2].rules_name == SINGLE and hist[2].preset == "continental-15"
    assert [h.game_id for h in store.history("Ann", preset="may-i")] == ["g1", "g2"]
    assert [h.game_id for h in store.history("Ann", opponent_level="medium")] == ["g2"]
    assert store.history("Nobody") == []


def test_round_score_distribution(store):
    assert store.round_score_distribution("Ann") == [0, 30, 5, 0, 12, 80, 100]
    assert store.round_score_distribution("Ann", preset="may-i") == [0, 30, 5, 0, 12]
    assert store.round_score_distribution("Cy", opponent_level="human") == [10, 0, 0]


def test_names_presets_levels(store):
    assert store.names() == ["Ann", "Bo", "Cy"]
    assert store.presets() == [("continental-15", SINGLE), ("may-i", MAY_I)]
    assert store.levels() == ["easy", "hard", "medium"]
    assert store.game_count() == 5


def test_names_are_plain_values_not_sql(tmp_path):
    store = StatsStore(tmp_path / "s.db")
    evil = "x'); DROP TABLE games; --"
    store.record(game("g", 1, [(evil, "human"), ("Bo", "easy")], [("S3 S3", (0, 5), 0)], (0,)))
    assert store.names() == ["Bo", evil]
    assert store.history(evil)[0].won
    assert store.player_summary(preset=evil) == []


# ------------------------------------------------------------------ export
def test_export_csv(store, tmp_path):
    out = tmp_path / "summary.csv"
    store.export_csv(out)
    with out.open(encoding="utf-8", newline="") as f:
        table = list(csv.reader(f))
    assert table[0] == [
        "name", "kinds", "games", "wins", "win_rate", "average_total", "best", "worst",
        "unfinished", "rounds", "avg_round single-hand", "avg_round S3 S3", "avg_round S3 R4",
    ]  # fmt: skip
    assert table[1] == ["Ann", "human", "4", "2", "0.5", "", "", "", "1", "7", "90.0",
                        "5.67", "15.0"]  # fmt: skip
    assert table[2][:2] == ["Bo", "easy medium"]
    assert table[3] == ["Cy", "hard", "1", "1", "1.0", "10.0", "10", "10", "1", "3", "", "5.0",
                        "0.0"]  # fmt: skip
    assert len(table) == 4


def test_export_csv_filtered_to_a_stream(store):
    buf = io.StringIO()
    store.export_csv(buf, preset="may-i", opponent_level="hard")
    table = list(csv.reader(io.StringIO(buf.getvalue())))
    assert [r[0] for r in table[1:]] == ["Ann", "Bo"]
    assert table[1][:10] == ["Ann", "human", "1", "0", "0.0", "30.0", "30", "30", "1", "3"]


# ------------------------------------------------------------------ damaged files
def damaged_files(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".damaged-*"))


def test_garbage_file_is_moved_aside(tmp_path):
    path = tmp_path / "stats.sqlite3"
    garbage = bytes(range(256)) * 40
    path.write_bytes(garbage)
    store, problem = StatsStore.open(path)
    assert problem is not None and problem.code == "not_a_database"
    assert problem.detail and str(problem)
    [moved] = damaged_files(path)
    assert problem.moved_to == moved
    assert moved.read_bytes() == garbage
    store.record(GAMES[0])  # the fresh database works
    assert store.names() == ["Ann", "Bo", "Cy"]
    assert StatsStore.open(path)[1] is None


def test_newer_schema_is_moved_aside(tmp_path):
    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.execute("CREATE TABLE games (x)")
    conn.commit()
    conn.close()
    store, problem = StatsStore.open(path)
    assert problem is not None and problem.code == "newer_version"
    [moved] = damaged_files(path)
    assert rows(moved, "PRAGMA user_version") == [(SCHEMA_VERSION + 1,)]  # left as it was
    assert rows(path, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
    assert store.game_count() == 0


@pytest.mark.parametrize(
    "sql",
    [
        "CREATE TABLE notes (text TEXT)",  # someone else's database
        f"CREATE TABLE games (id); PRAGMA user_version = {SCHEMA_VERSION}",  # tables missing
    ],
)
def test_wrong_schema_is_moved_aside(tmp_path, sql):
    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(sql)
    conn.close()
    with pytest.raises(stats.DamagedDatabaseError):
        StatsStore(path)
    store, problem = StatsStore.open(path)
    assert problem is not None and problem.code == "wrong_schema"
    assert len(damaged_files(path)) == 1
    store.record(GAMES[1])
    assert store.game_count() == 1


def test_truncated_database_is_moved_aside(store):
    path = store.path
    data = path.read_bytes()
    assert len(data) > 4096
    path.write_bytes(data[: len(data) // 2])
    again, problem = StatsStore.open(path)
    assert problem is not None and problem.code in {"corrupt", "not_a_database"}
    assert again.game_count() == 0


def test_two_damaged_files_in_one_second_keep_both(tmp_path):
    path = tmp_path / "stats.sqlite3"
    for n in range(2):
        path.write_bytes(b"not a database %d" % n * 50)
        assert StatsStore.open(path)[1] is not None
    assert len(damaged_files(path)) == 2


def flip_byte_in_text(path: Path, text: str) -> bytes:
    """Make one byte of the first stored copy of ``text`` invalid UTF-8; the new bytes."""
    data = bytearray(path.read_bytes())
    at = data.find(text.encode())
    assert at > 0
    data[at + 1] = 0xFF
    path.write_bytes(bytes(data))
    return bytes(data)


def everything(store: StatsStore) -> None:
    """Every query the Statistics window makes."""
    store.game_count(), store.names(), store.presets(), store.levels()
    for name in [p.name for p in store.player_summary()]:
        store.history(name), store.round_score_distribution(name)


def test_a_text_that_is_not_utf8_moves_the_file_aside(tmp_path):
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    for g in GAMES:
        store.record(g)
    damaged = flip_byte_in_text(path, "Cy")
    assert rows(path, "PRAGMA quick_check") == [("ok",)]  # SQLite's check does not see it
    store, problem = StatsStore.open(path)
    assert problem is None and store.take_problem() is None

    everything(store)  # no decode error reaches the caller
    problem = store.take_problem()
    assert problem is not None and problem.code == "corrupt"
    assert "UTF-8" in problem.detail
    [moved] = damaged_files(path)
    assert problem.moved_to == moved
    assert moved.read_bytes() == damaged  # kept as it was
    assert store.take_problem() is None  # told once
    assert store.game_count() == 0 and store.player_summary() == []
    store.record(GAMES[1])  # the fresh database works
    assert store.names() == ["Ann", "Bo"]
    assert StatsStore.open(path)[1] is None
    assert store.take_problem() is None
    everything(store)


def test_damage_found_while_recording_keeps_the_new_game(tmp_path, monkeypatch):
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.record(GAMES[0])
    real = store._connect
    calls = []

    error = sqlite3.DatabaseError("database disk image is malformed")
    error.sqlite_errorname = "SQLITE_CORRUPT"

    @contextlib.contextmanager
    def corrupt_once():
        calls.append(1)
        if len(calls) == 1:
            raise error
        with real() as conn:
            yield conn

    monkeypatch.setattr(store, "_connect", corrupt_once)
    store.record(GAMES[1])
    assert store.take_problem().code == "corrupt"
    assert len(damaged_files(store.path)) == 1
    assert store.names() == ["Ann", "Bo"]  # GAMES[1] only: GAMES[0] stays in the kept file
    assert rows(damaged_files(store.path)[0], "SELECT game_id FROM games") == [("g1",)]


def test_a_busy_database_is_not_damage(store, monkeypatch):
    @contextlib.contextmanager
    def locked():
        raise sqlite3.OperationalError("database is locked")
        yield

    monkeypatch.setattr(store, "_connect", locked)
    with pytest.raises(sqlite3.OperationalError, match="locked"):
        store.names()
    assert damaged_files(store.path) == [] and store.take_problem() is None


# ------------------------------------------------------------------ a full disk
def fill_disk(store: StatsStore, monkeypatch) -> None:
    """Let the database grow no more: every connection gets max_page_count = its size."""
    real = store._connect

    @contextlib.contextmanager
    def full():
        with real() as conn:
            pages = conn.execute("PRAGMA page_count").fetchone()[0]
            conn.execute(f"PRAGMA max_page_count = {pages}")
            yield conn

    monkeypatch.setattr(store, "_connect", full)


def big_game(game_id: str) -> GameRecord:
    seats = [(f"Player {i} " + "x" * 600, "human") for i in range(8)]
    rounds = [("S3 S3", tuple(range(8)), 0)] * 7
    return game(game_id, 9, seats, rounds, (0,))


def test_a_full_disk_says_so_and_keeps_what_was_recorded(store, monkeypatch):
    before = store.player_summary()
    fill_disk(store, monkeypatch)
    with pytest.raises(sqlite3.OperationalError) as caught:
        store.record(big_game("big"))
    assert stats.disk_full(caught.value), caught.value
    assert "rollback" not in str(caught.value)  # not hidden by a failing ROLLBACK
    assert store.player_summary() == before
    assert store.game_count() == len(GAMES)
    assert damaged_files(store.path) == [] and store.take_problem() is None
    monkeypatch.undo()  # space again
    store.record(big_game("big"))
    assert store.game_count() == len(GAMES) + 1


def test_disk_full_is_told_from_other_errors():
    assert stats.disk_full(OSError(errno.ENOSPC, "No space left on device"))
    assert not stats.disk_full(OSError(errno.EACCES, "Permission denied"))
    assert not stats.disk_full(sqlite3.OperationalError("database is locked"))
    assert not stats.disk_full(ValueError("x"))


# ------------------------------------------------------------------ simulated games
@pytest.mark.parametrize("preset", ["may-i", "continental-15"])
def test_records_of_simulated_games(tmp_path, preset):
    store = StatsStore(tmp_path / "s.db")
    seats = (Seat("You", "human"), Seat("Bruno", "easy"), Seat("Carmen", "easy"))
    state = GameState(get_preset(preset), 3, 21)
    seen = [0]

    def winners() -> list[int | None]:
        return [e[1] for e in state.public_log() if e[0] == "round_end"]

    def after(s: GameState, _seat: int, _action) -> None:
        if len(s.round_scores) > seen[0]:  # a round ended: record the game so far
            seen[0] = len(s.round_scores)
            store.record(game_record(s, preset, seats, winners(), "sim-1"))
            assert store.game_count() == 1

    play_out(state, [make_ai("easy", i) for i in range(3)], on_action=after)
    assert state.is_over
    record = game_record(state, preset, seats, winners(), "sim-1")
    store.record(record)
    summary = by_name(store.player_summary())
    for i, seat in enumerate(seats):
        p = summary[seat.name]
        assert (p.games, p.unfinished, p.rounds) == (1, 0, len(state.round_scores))
        assert p.average_total == state.totals[i]
        assert p.wins == int(i in state.winners)
        assert store.round_score_distribution(seat.name) == [r[i] for r in state.round_scores]
        assert [h.total for h in store.history(seat.name)] == [state.totals[i]]
    assert sum(p.wins for p in summary.values()) == len(state.winners)


def test_a_version_1_database_gains_the_coach_column_and_keeps_its_games(tmp_path):
    """A database written before the coach (schema 1) opens, migrated: its games kept,
    their help counted as none; a game recorded now keeps its count, shown for the
    people who played it (not for the computer's seats)."""
    import sqlite3

    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    for statement in stats.MIGRATIONS[0].split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute(
        "INSERT INTO games (game_id, preset, rules_name, seed, played_at, finished, high_wins,"
        " winners) VALUES ('old', 'may-i', 'May I?', 1, '2024-01-01', 1, 0, '[0]')"
    )
    conn.execute("INSERT INTO seats VALUES (1, 0, 'Ann', 'human', 10, 1)")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    store, problem = StatsStore.open(path)
    assert problem is None and rows(path, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
    assert rows(path, "SELECT game_id, coach_help FROM games") == [("old", 0)]
    helped = GameRecord(**{**GAMES[1].__dict__, "coach_help": 4})  # Ann (a person), Bo (medium)
    store.record(helped)
    by_name = {p.name: p for p in store.player_summary()}
    assert by_name["Ann"].coach_help == 4 and by_name["Bo"].coach_help == 0
    assert by_name["Ann"].games == 2  # the old game is still counted
