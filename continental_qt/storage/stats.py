"""The statistics database: every recorded round and game in SQLite, and the queries the
Statistics window shows.

No Qt. Each call opens its own short-lived ``sqlite3`` connection, so one
:class:`StatsStore` may be used from any thread (the UI calls it from workers); SQLite's
own locking orders concurrent writers. Values always travel as bound parameters.

A damaged database is never kept in use: one found on opening is moved aside by
:meth:`StatsStore.open`; damage that only shows when rows are read (a text value that is
not UTF-8 passes SQLite's quick check) moves the file aside in the middle of a call, which
then runs again on a fresh database and :meth:`StatsStore.take_problem` reports it once.
A full disk fails a write whole, leaving what was recorded before (see :func:`disk_full`).

What the numbers mean:

- A game counts for games, wins, win rate and totals only once it is finished; an
  abandoned or still running game is reported as ``unfinished``. Its rounds, however,
  were really played, so they count for the per-round figures (points per round by
  contract, the distribution of round scores).
- ``best`` and ``worst`` follow each game's direction (lowest total wins, except in a
  ``high_wins`` game such as the single hand) and are given only when the counted games
  all come from one preset: totals of different rules are not comparable, so with
  several presets they are ``None`` until a preset filter is chosen.
- ``average_total`` is ``None`` when the counted games do not all win the same way
  (lowest total, or highest): totals of opposite directions never mix.
- ``opponent_level`` keeps, for each player, the games in which at least one *other*
  seat was played by the computer at that level.
"""

from __future__ import annotations

import contextlib
import csv
import datetime as _dt
import errno
import functools
import json
import sqlite3
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO, TypeVar

from .records import GameRecord

# ------------------------------------------------------------------------ schema
_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game_id TEXT NOT NULL UNIQUE,
    preset TEXT NOT NULL,
    rules_name TEXT NOT NULL,
    seed INTEGER NOT NULL,
    played_at TEXT NOT NULL,
    finished INTEGER NOT NULL,
    high_wins INTEGER NOT NULL,
    winners TEXT NOT NULL
);
CREATE TABLE seats (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    total INTEGER NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (game, seat)
);
CREATE INDEX seats_name ON seats(name);
CREATE TABLE rounds (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    contract TEXT NOT NULL,
    winner INTEGER,
    PRIMARY KEY (game, number)
);
CREATE TABLE round_scores (
    game INTEGER NOT NULL,
    round INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    score INTEGER,
    PRIMARY KEY (game, round, seat),
    FOREIGN KEY (game, round) REFERENCES rounds(game, number) ON DELETE CASCADE
);
"""

#: One entry per schema version: entry ``i`` takes a database from version ``i`` to
#: ``i + 1``. Add a v2 by appending to this tuple (and to ``_COLUMNS``); never edit one
#: that has shipped. Each entry runs in one transaction with ``user_version`` bumped in
#: it, statement by statement split on ``;`` (so no ``;`` inside a literal).
# v2: each game's count of the coach's help (hints, option lists, undos…).
_V2 = "ALTER TABLE games ADD COLUMN coach_help INTEGER NOT NULL DEFAULT 0"
MIGRATIONS: tuple[str, ...] = (_V1, _V2)
SCHEMA_VERSION = len(MIGRATIONS)

#: The columns each table must have at SCHEMA_VERSION (checked on open).
_COLUMNS = {
    "games": {"id", "game_id", "preset", "rules_name", "seed", "played_at", "finished"}
    | {"high_wins", "winners", "coach_help"},
    "seats": {"game", "seat", "name", "kind", "total", "won"},
    "rounds": {"game", "number", "contract", "winner"},
    "round_scores": {"game", "round", "seat", "score"},
}

#: SQLite error names that mean the file itself is bad (not busy, locked or read-only).
_DAMAGE_ERRORS = {"SQLITE_NOTADB", "SQLITE_CORRUPT"}
#: How CPython's sqlite3 words a TEXT value that is not UTF-8 (it gives no SQLite code).
_UNDECODABLE = "Could not decode to UTF-8"

_Method = TypeVar("_Method", bound=Callable[..., Any])


# ------------------------------------------------------------------------ values
@dataclass(frozen=True)
class StatsProblem:
    """Why the database found on disk was moved aside and a fresh one started.

    ``code`` is ``not_a_database``, ``corrupt``, ``newer_version`` or ``wrong_schema``
    (the UI turns it into a sentence); ``detail`` is SQLite's own words, for logs.
    """

    code: str
    detail: str
    moved_to: Path

    def __str__(self) -> str:
        return f"statistics database {self.code} ({self.detail}); moved to {self.moved_to}"


class DamagedDatabaseError(Exception):
    """The file at the store's path is not a statistics database we can use."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(f"{code}: {detail}")
        self.code = code
        self.detail = detail


@dataclass(frozen=True)
class PlayerStats:
    """One player name's figures under the chosen filters (see the module docstring)."""

    name: str
    games: int  # finished games
    wins: int
    win_rate: float  # wins / games, 0.0 without finished games
    average_total: float | None
    best: int | None
    worst: int | None
    unfinished: int
    rounds: int  # rounds played, finished games or not
    contract_averages: dict[str, float] = field(default_factory=dict)  # code -> points/round
    kinds: tuple[str, ...] = ()  # who played this name: "human" and/or AI levels, sorted
    coach_help: int = 0  # the coach's help asked in the games this name played as a person


@dataclass(frozen=True)
class HistoryPoint:
    """One finished game in a player's history, oldest first."""

    game_id: str
    played_at: str
    preset: str
    rules_name: str
    total: int
    won: bool
    high_wins: bool
    win_rate: float  # running: wins so far / games so far, this game included


# ------------------------------------------------------------------------ store
def _mends_damage(method: _Method) -> _Method:
    """Run a store method; when SQLite or the decoding of a row shows the file is
    damaged, move it aside, start a fresh database and run the method once more there."""

    @functools.wraps(method)
    def mending(self: StatsStore, *args: Any, **kwargs: Any) -> Any:
        if self._unprepared:
            self._prepare_fresh()
        generation = self._generation
        try:
            return method(self, *args, **kwargs)
        except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
            if not _is_damage(exc):
                raise
            self._replace_damaged(generation, exc)
        return method(self, *args, **kwargs)

    return mending  # type: ignore[return-value]


class StatsStore:
    """The statistics database at ``path``; created and migrated on construction.

    Raises :class:`DamagedDatabaseError` when the file is unusable; :meth:`open` handles
    that by moving the file aside. Thread-safe: every call uses its own connection.
    Damage found later is handled in the call that finds it (see the module docstring).
    """

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()  # guards replacing a damaged file
        self._problem_lock = threading.Lock()  # guards _problem only, never held for I/O
        self._generation = 0  # bumped each time a damaged file is replaced
        self._unprepared = False  # a replacement whose fresh schema is not made yet
        self._problem: StatsProblem | None = None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._connect() as conn:
            _prepare(conn)

    @classmethod
    def open(cls, path: Path | str) -> tuple[StatsStore, StatsProblem | None]:
        """The store at ``path``; a damaged file is renamed to ``<name>.damaged-<UTC time>``
        (with any journal beside it), a fresh database is created, and the problem is
        returned so the UI can tell the player. Raises ``sqlite3.Error``/``OSError``
        only when no usable database can be made there at all (e.g. a read-only folder).
        """
        path = Path(path)
        try:
            return cls(path), None
        except DamagedDatabaseError as exc:
            moved = _move_aside(path)
            return cls(path), StatsProblem(exc.code, exc.detail, moved)

    def take_problem(self) -> StatsProblem | None:
        """Damage found since the store was made (its file was moved aside and a fresh
        database started), reported once: it is None afterwards until new damage. Quick
        and does no I/O, so the GUI thread may call it."""
        with self._problem_lock:
            problem, self._problem = self._problem, None
        return problem

    def _replace_damaged(self, generation: int, exc: BaseException) -> None:
        with self._lock:
            # Unless another call has already replaced the file that this one saw damaged.
            if generation == self._generation:
                moved = _move_aside(self.path)
                self._generation += 1
                self._unprepared = True
                with self._problem_lock:
                    self._problem = StatsProblem("corrupt", str(exc), moved)
        self._prepare_fresh()

    def _prepare_fresh(self) -> None:
        """Make the schema of the database that replaced a damaged one (retried by the
        next call when this fails, e.g. on a full disk)."""
        with self._lock:
            if self._unprepared:
                with self._connect() as conn:
                    _prepare(conn)
                self._unprepared = False

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        conn = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            yield conn
        finally:
            conn.close()

    # -------------------------------------------------------------- writing
    @_mends_damage
    def record(self, game: GameRecord) -> None:
        """Store ``game``, replacing what was stored under its ``game_id`` before (a game
        is recorded after each round and once more when it ends). One transaction."""
        if not game.game_id:
            raise ValueError("a GameRecord needs a game_id to be recorded")
        if len(game.totals) != len(game.seats):
            raise ValueError("a GameRecord needs one total per seat")
        winners = set(game.winners)
        with self._connect() as conn, _transaction(conn):
            conn.execute("DELETE FROM games WHERE game_id = ?", (game.game_id,))
            cur = conn.execute(
                "INSERT INTO games (game_id, preset, rules_name, seed, played_at, finished,"
                " high_wins, winners, coach_help) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game.game_id,
                    game.preset_id,
                    game.rules_name,
                    game.seed,
                    game.played_at,
                    int(game.finished),
                    int(game.high_wins),
                    json.dumps(list(game.winners)),
                    int(game.coach_help),
                ),
            )
            gid = cur.lastrowid
            conn.executemany(
                "INSERT INTO seats (game, seat, name, kind, total, won) VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (gid, i, s.name, s.kind, game.totals[i], int(i in winners))
                    for i, s in enumerate(game.seats)
                ],
            )
            conn.executemany(
                "INSERT INTO rounds (game, number, contract, winner) VALUES (?, ?, ?, ?)",
                [(gid, r.number, r.contract, r.winner) for r in game.rounds],
            )
            conn.executemany(
                "INSERT INTO round_scores (game, round, seat, score) VALUES (?, ?, ?, ?)",
                [
                    (gid, r.number, seat, score)
                    for r in game.rounds
                    for seat, score in enumerate(r.scores)
                ],
            )

    # -------------------------------------------------------------- queries
    @_mends_damage
    def game_count(self) -> int:
        with self._connect() as conn:
            return conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]

    @_mends_damage
    def names(self) -> list[str]:
        """Every player name recorded, sorted case-insensitively."""
        with self._connect() as conn:
            rows = conn.execute("SELECT DISTINCT name FROM seats").fetchall()
        return sorted((r[0] for r in rows), key=lambda n: (n.casefold(), n))

    @_mends_damage
    def seats(self) -> dict[str, int]:
        """The seat each player name sat in at its latest game: the table colours a seat,
        so the charts colour a player the way the table last did."""
        with self._connect() as conn:
            rows = conn.execute(
                "SELECT s.name, s.seat FROM seats s JOIN games g ON g.id = s.game"
                " ORDER BY g.played_at, g.id"
            ).fetchall()
        return dict(rows)

    @_mends_damage
    def presets(self) -> list[tuple[str, str]]:
        """``(preset id, rules name)`` of every preset played, by name; the name is the
        one of its latest game."""
        with self._connect() as conn:
            rows = conn.execute(
                "SELECT preset, rules_name FROM games ORDER BY played_at, id"
            ).fetchall()
        latest = dict(rows)
        return sorted(latest.items(), key=lambda p: (p[1].casefold(), p[0]))

    @_mends_damage
    def levels(self) -> list[str]:
        """The AI levels that have played at least one seat, sorted."""
        with self._connect() as conn:
            rows = conn.execute("SELECT DISTINCT kind FROM seats WHERE kind <> 'human'")
            return sorted(r[0] for r in rows)

    @_mends_damage
    def player_summary(
        self, preset: str | None = None, opponent_level: str | None = None
    ) -> list[PlayerStats]:
        """One :class:`PlayerStats` per player name with games under the filters, by name."""
        where, params = _filter(preset, opponent_level)
        with self._connect() as conn:
            seat_rows = conn.execute(
                "SELECT s.name, s.kind, g.preset, g.finished, g.high_wins, s.total, s.won,"
                " g.coach_help FROM seats s JOIN games g ON g.id = s.game"
                f" WHERE {where} ORDER BY g.played_at, g.id",
                params,
            ).fetchall()
            score_rows = conn.execute(
                "SELECT s.name, r.contract, r.number, rs.score FROM round_scores rs"
                " JOIN rounds r ON r.game = rs.game AND r.number = rs.round"
                " JOIN seats s ON s.game = rs.game AND s.seat = rs.seat"
                " JOIN games g ON g.id = rs.game"
                f" WHERE rs.score IS NOT NULL AND {where}",
                params,
            ).fetchall()
        seats: dict[str, list[tuple]] = {}
        for name, *rest in seat_rows:
            seats.setdefault(name, []).append(tuple(rest))
        scores: dict[str, dict[str, list[int]]] = {}
        first_round: dict[str, int] = {}  # contract -> earliest round it was played in
        for name, contract, number, score in score_rows:
            scores.setdefault(name, {}).setdefault(contract, []).append(score)
            first_round[contract] = min(number, first_round.get(contract, number))
        order = sorted(first_round, key=lambda c: (first_round[c], c))
        out = []
        for name in sorted(seats, key=lambda n: (n.casefold(), n)):
            mine = scores.get(name, {})
            averages = {c: sum(mine[c]) / len(mine[c]) for c in order if c in mine}
            out.append(_player_stats(name, seats[name], averages, mine))
        return out

    @_mends_damage
    def history(
        self, name: str, preset: str | None = None, opponent_level: str | None = None
    ) -> list[HistoryPoint]:
        """``name``'s finished games under the filters, oldest first, for the charts."""
        where, params = _filter(preset, opponent_level)
        with self._connect() as conn:
            rows = conn.execute(
                "SELECT g.game_id, g.played_at, g.preset, g.rules_name, s.total, s.won,"
                " g.high_wins FROM seats s JOIN games g ON g.id = s.game"
                f" WHERE g.finished = 1 AND s.name = ? AND {where} ORDER BY g.played_at, g.id",
                [name, *params],
            ).fetchall()
        points, wins = [], 0
        for i, (game_id, played_at, preset_id, rules_name, total, won, high) in enumerate(rows):
            wins += bool(won)
            points.append(
                HistoryPoint(
                    game_id,
                    played_at,
                    preset_id,
                    rules_name,
                    total,
                    bool(won),
                    bool(high),
                    wins / (i + 1),
                )  # fmt: skip
            )
        return points

    @_mends_damage
    def round_score_distribution(
        self, name: str, preset: str | None = None, opponent_level: str | None = None
    ) -> list[int]:
        """Every round score of ``name`` under the filters (finished games or not), in
        the order played."""
        where, params = _filter(preset, opponent_level)
        with self._connect() as conn:
            rows = conn.execute(
                "SELECT rs.score FROM round_scores rs"
                " JOIN seats s ON s.game = rs.game AND s.seat = rs.seat"
                " JOIN games g ON g.id = rs.game"
                f" WHERE rs.score IS NOT NULL AND s.name = ? AND {where}"
                " ORDER BY g.played_at, g.id, rs.round",
                [name, *params],
            ).fetchall()
        return [r[0] for r in rows]

    @_mends_damage
    def win_directions(
        self, name: str, preset: str | None = None, opponent_level: str | None = None
    ) -> set[bool]:
        """How ``name``'s games under the filters are won: ``{False}`` lowest total,
        ``{True}`` highest, both when they mix (their scores then do not compare)."""
        where, params = _filter(preset, opponent_level)
        with self._connect() as conn:
            rows = conn.execute(
                "SELECT DISTINCT g.high_wins FROM seats s JOIN games g ON g.id = s.game"
                f" WHERE s.name = ? AND {where}",
                [name, *params],
            ).fetchall()
        return {bool(r[0]) for r in rows}

    # -------------------------------------------------------------- export
    def export_csv(
        self,
        target: Path | str | TextIO,
        preset: str | None = None,
        opponent_level: str | None = None,
    ) -> None:
        """Write the player summary under the filters as CSV (UTF-8, one row per player).

        Columns: ``name, kinds, games, wins, win_rate, average_total, best, worst,
        unfinished, rounds``, then ``avg_round <contract>`` for every contract played
        (``avg_round single-hand`` for the single-hand game). Headers are fixed English
        identifiers so spreadsheets and scripts can rely on them; empty cells mean "no
        value" (see the module docstring for best and worst).
        """
        summary = self.player_summary(preset, opponent_level)
        contracts: list[str] = []
        for p in summary:
            contracts += [c for c in p.contract_averages if c not in contracts]
        header = ["name", "kinds", "games", "wins", "win_rate", "average_total", "best"]
        header += ["worst", "unfinished", "rounds"]
        header += [f"avg_round {c or 'single-hand'}" for c in contracts]
        with _text_target(target) as out:
            writer = csv.writer(out)
            writer.writerow(header)
            for p in summary:
                writer.writerow(
                    [
                        p.name,
                        " ".join(p.kinds),
                        p.games,
                        p.wins,
                        _num(p.win_rate, 4),
                        _num(p.average_total, 2),
                        _num(p.best),
                        _num(p.worst),
                        p.unfinished,
                        p.rounds,
                        *(_num(p.contract_averages.get(c), 2) for c in contracts),
                    ]  # fmt: skip
                )


# ------------------------------------------------------------------------ internals
def _filter(preset: str | None, opponent_level: str | None) -> tuple[str, list]:
    """A WHERE fragment over ``g`` (games) and ``s`` (the player's seat), with its
    parameters. The fragment is made of fixed text only; values are bound."""
    where, params = ["1 = 1"], []
    if preset is not None:
        where.append("g.preset = ?")
        params.append(preset)
    if opponent_level is not None:
        where.append(
            "EXISTS (SELECT 1 FROM seats o WHERE o.game = s.game AND o.seat <> s.seat"
            " AND o.kind = ?)"
        )
        params.append(opponent_level)
    return " AND ".join(where), params


def _player_stats(
    name: str, rows: list[tuple], averages: dict[str, float], scores: dict[str, list[int]]
) -> PlayerStats:
    kinds = tuple(sorted({r[0] for r in rows}))
    # (kind, preset, finished, high_wins, total, won, coach_help)
    done = [r for r in rows if r[2]]
    totals = [r[4] for r in done]
    wins = sum(1 for r in done if r[5])
    best = worst = None
    if done and len({r[1] for r in done}) == 1:
        # "Better" follows each game's direction: lower totals, or higher in high_wins games.
        ranked = sorted(done, key=lambda r: -r[4] if r[3] else r[4])
        best, worst = ranked[0][4], ranked[-1][4]
    return PlayerStats(
        name=name,
        games=len(done),
        wins=wins,
        win_rate=wins / len(done) if done else 0.0,
        # Lowest-wins and highest-wins totals do not average (175 and -13 made "81.0").
        average_total=sum(totals) / len(totals) if len({r[3] for r in done}) == 1 else None,
        best=best,
        worst=worst,
        unfinished=len(rows) - len(done),
        rounds=sum(len(v) for v in scores.values()),
        contract_averages=averages,
        kinds=kinds,
        coach_help=sum(r[6] for r in rows if r[0] == "human"),
    )


def _num(value: float | None, places: int = 0) -> str:
    if value is None:
        return ""
    return str(round(value, places)) if places else str(int(value))


@contextlib.contextmanager
def _text_target(target: Path | str | TextIO) -> Iterator[TextIO]:
    if isinstance(target, str | Path):
        with open(target, "w", encoding="utf-8", newline="") as f:
            yield f
    else:
        yield target


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
        conn.execute("COMMIT")
    except BaseException:
        # SQLite rolls a transaction back by itself on some errors (a full disk, I/O,
        # out of memory): nothing is left to roll back then, and a failing ROLLBACK must
        # not hide the error that tells what happened.
        if conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
        raise


def disk_full(exc: BaseException) -> bool:
    """Whether ``exc`` (from a store call, or writing a file) means the disk is full."""
    if isinstance(exc, sqlite3.Error):
        return getattr(exc, "sqlite_errorname", "") == "SQLITE_FULL"
    full = (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC))  # EDQUOT: over quota
    return isinstance(exc, OSError) and exc.errno in full


def _is_damage(exc: BaseException) -> bool:
    """Whether an error reading rows means the file is damaged (not busy, locked, full)."""
    if isinstance(exc, UnicodeDecodeError):
        return True
    if getattr(exc, "sqlite_errorname", "") in _DAMAGE_ERRORS:
        return True
    return isinstance(exc, sqlite3.OperationalError) and str(exc).startswith(_UNDECODABLE)


def _damage_guard(what: Callable[[], object], code: str) -> object:
    """Run ``what``; SQLite errors that mean a bad file become DamagedDatabaseError."""
    try:
        return what()
    except sqlite3.DatabaseError as exc:
        if getattr(exc, "sqlite_errorname", "") in _DAMAGE_ERRORS:
            raise DamagedDatabaseError(code, str(exc)) from exc
        raise


def _prepare(conn: sqlite3.Connection) -> None:
    """Check the file is ours and bring its schema to SCHEMA_VERSION."""

    def version() -> int:
        return conn.execute("PRAGMA user_version").fetchone()[0]

    current = _damage_guard(version, "not_a_database")
    check = _damage_guard(lambda: conn.execute("PRAGMA quick_check").fetchone()[0], "corrupt")
    if check != "ok":
        raise DamagedDatabaseError("corrupt", str(check))
    if current > SCHEMA_VERSION:
        raise DamagedDatabaseError(
            "newer_version", f"schema version {current}, this version knows {SCHEMA_VERSION}"
        )
    tables = _tables(conn)
    if current == 0 and tables:
        raise DamagedDatabaseError("wrong_schema", f"unexpected tables: {sorted(tables)}")
    for number in range(current, SCHEMA_VERSION):
        with _transaction(conn):
            for statement in MIGRATIONS[number].split(";"):
                if statement.strip():
                    conn.execute(statement)
            # A PRAGMA takes no bound parameters; the value is our own integer.
            conn.execute(f"PRAGMA user_version = {int(number + 1)}")
    tables = _tables(conn)
    for table, columns in _COLUMNS.items():
        if table not in tables:
            raise DamagedDatabaseError("wrong_schema", f"table {table} is missing")
        have = {row[1] for row in conn.execute("SELECT * FROM pragma_table_info(?)", (table,))}
        if not columns <= have:
            missing = ", ".join(sorted(columns - have))
            raise DamagedDatabaseError("wrong_schema", f"table {table} lacks {missing}")


def _tables(conn: sqlite3.Connection) -> set[str]:
    rows = conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    )
    return {r[0] for r in rows}


def _move_aside(path: Path) -> Path:
    """Rename ``path`` (and its journal files) to ``<name>.damaged-<UTC time>``."""
    stamp = _dt.datetime.now(_dt.UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        n += 1
    path.replace(target)
    for suffix in ("-journal", "-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.replace(target.with_name(target.name + suffix))
    return target
