"""Saved-game files (``.continental``): the format, safe reading, atomic writing.

A file is a JSON document::

    {"format": "continental-save", "version": 1, "app_version": "0.1.0",
     "saved_at": "2026-11-30T11:00:00+00:00", "preset_id": "may-i", "ai_speed": "normal",
     "seats": [{"name": "You", "kind": "easy", "started_as": "human"}, ...],
     "hand_orders": {"0": [<card uid>, ...]},
     "coach": {"hint": 3, "options": 1, "missing": 0, "tutor_warned": 1, "undo": 2},
     "game": {<engine document: rules, players, seed, actions, digest>}}

``hand_orders`` (optional, added within version 1: older files lack it and older
versions ignore it) is each human seat's own order of its hand, as card uids. It is
a courtesy, never a reason to refuse a file: an order that is not exactly the seat's
hand in the restored game (a damaged or edited file) is dropped on loading. A seat's
``started_as`` (optional, likewise) is who played it when the game began, written only
when that differs from ``kind`` (a person handed the seat to the computer), so Play again
gives it back; an unknown value is dropped. ``coach`` (optional, likewise) counts what
the coach was asked in this game (``COACH_COUNTS``): a damaged count is dropped.

The engine document (``engine/save.py``) carries the full rule set, so custom
rules travel with the game; loading replays the actions and checks the digest.
Reading never trusts the file: only a regular file is read (a named pipe, device
or folder is refused without blocking on it), it is size-limited, parsed as JSON
only (never pickle, eval or import), every field is type-checked, text holding
lone surrogates (``"\\ud800"``, which no file can be written with) is repaired to
U+FFFD, and any problem raises :class:`SaveFileError` with a reason code and the
details its sentence needs (worded by ``ui/texts/``). A file that fails to load
is never written to.

Writing is atomic: a temporary file in the same folder (``.<name>.<random>.tmp``)
is written, flushed and fsync'ed, then ``os.replace``-d over the target, so a
crash at any moment leaves either the old file or the new one, never half of
each; :func:`remove_stale_temporaries` clears the temporaries such a crash leaves.
"""

from __future__ import annotations

import datetime as _dt
import errno
import json
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine.errors import RuleProblem, SaveError
from ..engine.save import document_version, restore_game, save_game
from ..engine.state import GameState
from .seats import MAX_NAME, SEAT_KINDS, Seat

FILE_FORMAT = "continental-save"
FILE_VERSION = 1
SUFFIX = ".continental"
MAX_FILE_BYTES = 16 * 1024 * 1024  # a 7-round game is ~100 KB; anything this big is not ours
# A temporary of write_atomic older than this belongs to a write that never finished
# (a write takes milliseconds; a second running copy's write in progress is younger).
STALE_TEMPORARY_SECONDS = 3600.0


class SaveFileError(SaveError):
    """A file that cannot be loaded or written; ``reason`` is a code, ``details`` a dict."""


# What the coach counts in a game: hints, option lists, "what am I missing?", the
# tutor's warnings and moves it let through unchecked (no answer in time), undos.
COACH_COUNTS = ("hint", "options", "missing", "tutor_warned", "tutor_late", "undo")


@dataclass(frozen=True)
class SavedGame:
    """What a file holds, restored: the live state and how to seat it.

    ``notes`` lists what was dropped on the way (``retired_setting``: a rule setting
    an older version wrote that no longer exists), never a reason to refuse the file.
    """

    state: GameState
    preset_id: str
    seats: tuple[Seat, ...]
    ai_speed: str
    saved_at: str
    app_version: str
    game_id: str = ""
    notes: tuple[RuleProblem, ...] = ()
    #: Seat -> its hand's card uids in the player's order; only orders that are exactly
    #: that seat's hand now, for human seats.
    hand_orders: dict[int, tuple[int, ...]] = field(default_factory=dict)
    #: Who played each seat when the game began (``seats`` unless a seat changed hands).
    start_seats: tuple[Seat, ...] = ()
    #: What the coach was asked in this game, by kind (``COACH_COUNTS``).
    coach_used: dict[str, int] = field(default_factory=dict)


# ----------------------------------------------------------------- writing
def game_document(
    state: GameState,
    preset_id: str,
    seats: Sequence[Seat],
    ai_speed: str,
    game_id: str = "",
    hand_orders: Mapping[int, Sequence[int]] | None = None,
    start_seats: Sequence[Seat] = (),
    coach_used: Mapping[str, int] | None = None,
) -> dict[str, Any]:
    """The JSON-ready document for ``state`` (the full state, not a view). ``game_id``
    ties the game's statistics rows together across saves and resumes; ``hand_orders``
    is seat -> card uids, each human player's own order of their hand; ``start_seats``
    who played each seat when the game began (default: ``seats``)."""
    doc = {
        "format": FILE_FORMAT,
        "version": FILE_VERSION,
        "app_version": __version__,
        "saved_at": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
        "preset_id": preset_id,
        "ai_speed": ai_speed,
        "seats": [_seat_entry(s, start_seats, i) for i, s in enumerate(seats)],
        "game_id": game_id,
        "game": save_game(state),
    }
    if hand_orders:
        doc["hand_orders"] = {
            str(seat): [int(u) for u in order] for seat, order in sorted(hand_orders.items())
        }
    counts = {k: int(v) for k, v in (coach_used or {}).items() if k in COACH_COUNTS and v}
    if counts:
        doc["coach"] = counts
    return doc


def _seat_entry(seat: Seat, start_seats: Sequence[Seat], index: int) -> dict[str, str]:
    entry = {"name": seat.name, "kind": seat.kind}
    if index < len(start_seats) and start_seats[index].kind != seat.kind:
        entry["started_as"] = start_seats[index].kind
    return entry


_SURROGATE = re.compile("[\ud800-\udfff]")


def encode(doc: dict[str, Any]) -> bytes:
    """The document as UTF-8 JSON. A lone surrogate in any text (which UTF-8 cannot
    hold) is written as U+FFFD, so an odd name never makes every save fail."""
    text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return _SURROGATE.sub("\ufffd", text).encode("utf-8")


def write_atomic(
    path: Path, data: bytes, before_replace: Callable[[Path], None] | None = None
) -> None:
    """Write ``data`` to ``path`` atomically. ``before_replace(tmp)`` runs between the
    write and the replace (tests use it to simulate a crash there)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if before_replace is not None:
            before_replace(tmp)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX; a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_file(
    path: Path,
    state: GameState,
    preset_id: str,
    seats: Sequence[Seat],
    ai_speed: str,
    game_id: str = "",
    hand_orders: Mapping[int, Sequence[int]] | None = None,
    start_seats: Sequence[Seat] = (),
    coach_used: Mapping[str, int] | None = None,
) -> None:
    doc = game_document(
        state, preset_id, seats, ai_speed, game_id, hand_orders, start_seats, coach_used
    )
    write_atomic(path, encode(doc))


_TEMPORARY = re.compile(r"\.(?P<target>.+)\.[a-z0-9_]{8}\.tmp")
_OUR_SUFFIXES = (SUFFIX, ".json")


def remove_stale_temporaries(
    folder: Path,
    targets: Collection[str] | None = None,
    max_age: float = STALE_TEMPORARY_SECONDS,
    now: float | None = None,
) -> list[Path]:
    """Delete the temporaries of :func:`write_atomic` in ``folder`` that are older than
    ``max_age`` seconds (by modification time): writes that were interrupted.

    Only regular files named ``.<target>.<8 random characters>.tmp`` are touched, where
    ``target`` is one of ``targets`` (file names) or, when ``targets`` is None, any
    ``*.continental`` or ``*.json`` name. A younger temporary may be a write in progress
    (another running copy) and is kept. Never raises; returns what was removed. It lists
    one folder, so it is cheap, but it is disk work: call it off the GUI thread.
    """
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        match = _TEMPORARY.fullmatch(entry.name)
        if match is None:
            continue
        target = match.group("target")
        if targets is not None and target not in targets:
            continue
        if targets is None and not target.endswith(_OUR_SUFFIXES):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime <= max_age:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


# ----------------------------------------------------------------- reading
def os_problem(exc: OSError) -> str:
    """Why the system refused a file operation, as a short code the UI words
    (``ui.texts.file_problem_text``): ``not_found``, ``permission``, ``is_directory``,
    ``disk_full``, ``read_only``, ``name_too_long``, ``too_big``, ``io_error``,
    ``busy`` or ``other``. Never the system's own message, which is not translated."""
    number = exc.errno
    if isinstance(exc, FileNotFoundError) or number in (errno.ENOENT, errno.ENOTDIR):
        return "not_found"
    if isinstance(exc, PermissionError) or number in (errno.EACCES, errno.EPERM):
        return "permission"
    if isinstance(exc, IsADirectoryError) or number == errno.EISDIR:
        return "is_directory"
    if number in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "disk_full"
    if number == errno.EROFS:
        return "read_only"
    if number == errno.ENAMETOOLONG:
        return "name_too_long"
    if number == errno.EFBIG:
        return "too_big"
    if number == errno.EIO:
        return "io_error"
    if number in (errno.EBUSY, getattr(errno, "ETXTBSY", errno.EBUSY)):
        return "busy"
    return "other"


# Opening never blocks: a named pipe opened without O_NONBLOCK waits for a writer
# for ever (and a device may do the same); with it, open returns at once and fstat
# shows what was opened.
_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_BINARY", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
)


def read_limited(path: Path, limit: int, fail: Callable[..., Exception]) -> bytes:
    """The bytes of the regular file ``path``, refusing anything over ``limit`` before
    reading it. Never blocks on a named pipe or device.

    ``fail(kind, **details)`` builds the caller's error for ``kind`` ``"not_a_file"``
    (a folder, pipe, device or socket), ``"too_large"`` (details ``size``, ``limit``) or
    ``"unreadable"`` (details ``problem``, a code of :func:`os_problem`, and ``error``,
    the system's untranslated words); saves and custom presets name those problems
    with their own codes.
    """
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise fail("not_a_file")
        fd = os.open(path, _OPEN_FLAGS)
        with os.fdopen(fd, "rb") as fh:
            info = os.fstat(fd)  # the file opened, which may not be the one checked above
            if not stat.S_ISREG(info.st_mode):
                raise fail("not_a_file")
            if info.st_size > limit:
                raise fail("too_large", size=info.st_size, limit=limit)
            if hasattr(os, "O_NONBLOCK"):
                os.set_blocking(fd, True)
            data = fh.read(limit + 1)
    except OSError as exc:
        raise fail("unreadable", problem=os_problem(exc), error=exc.strerror or str(exc)) from None
    if len(data) > limit:
        raise fail("too_large", size=len(data), limit=limit)
    return data


def _file_problem(kind: str, **details: Any) -> SaveFileError:
    if kind == "not_a_file":
        return SaveFileError("file_not_regular")
    if kind == "too_large":
        return SaveFileError("file_too_large", size=details.get("size", 0))
    return SaveFileError("file_unreadable", problem=details.get("problem", "other"))


def read_bytes(path: Path) -> bytes:
    """The file's bytes, refusing anything but a regular file, and anything too large
    before reading it."""
    return read_limited(path, MAX_FILE_BYTES, _file_problem)


def parse(data: bytes) -> SavedGame:
    """Check and restore a document. Raises :class:`SaveFileError`."""
    try:
        doc = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise SaveFileError("save_not_json") from None
    if _ESCAPED_SURROGATE.search(data):
        doc = repair_text(doc)
    version = document_version(doc, FILE_FORMAT, FILE_VERSION, SaveFileError, oldest=1)
    doc = _migrate(doc, version)
    preset_id = _text(doc, "preset_id", 64)
    ai_speed = _text(doc, "ai_speed", 16)
    if ai_speed not in ("instant", "fast", "normal"):
        raise SaveFileError("bad_field", field="ai_speed")
    saved_at = _text(doc, "saved_at", 64, required=False)
    app_version = _text(doc, "app_version", 32, required=False)
    game_id = doc.get("game_id", "")
    if not isinstance(game_id, str) or len(game_id) > 64:
        raise SaveFileError("bad_field", field="game_id")
    seats = _seats(doc.get("seats"))
    game = doc.get("game")
    if not isinstance(game, dict):
        raise SaveFileError("bad_field", field="game")
    if not isinstance(game.get("digest"), str):
        raise SaveFileError("bad_field", field="digest")
    notes: list[RuleProblem] = []
    try:
        state = restore_game(game, notes)
    except SaveError as exc:
        raise SaveFileError(exc.reason, **exc.details) from None
    except (ValueError, TypeError, LookupError, AttributeError, ArithmeticError, RecursionError):
        # The replay met something the engine's checks let through: still the file's fault.
        raise SaveFileError("bad_field", field="game") from None
    if len(seats) != state.n:
        raise SaveFileError("bad_seats", seats=len(seats), players=state.n)
    orders = _hand_orders(doc.get("hand_orders"), state, seats)
    return SavedGame(
        state,
        preset_id,
        seats,
        ai_speed,
        saved_at,
        app_version,
        game_id,
        tuple(notes),
        orders,
        _start_seats(doc.get("seats"), seats),
        _coach_used(doc.get("coach")),
    )


def _coach_used(raw: Any) -> dict[str, int]:
    """The saved coach counts that make sense (a known kind, a count from 0 to a
    million); anything else is dropped, never an error."""
    if not isinstance(raw, dict):
        return {}
    return {
        key: count
        for key, count in raw.items()
        if key in COACH_COUNTS and type(count) is int and 0 <= count <= 1_000_000
    }


def load_file(path: Path) -> SavedGame:
    """Read and restore a saved game. The file is only read, never changed."""
    return parse(read_bytes(path))


# In JSON text a lone surrogate can only arrive escaped (raw, it is not UTF-8).
_ESCAPED_SURROGATE = re.compile(rb"\\u[dD][89a-fA-F]")


def repair_text(value: Any) -> Any:
    """``value`` (parsed JSON) with every lone surrogate in its text, keys included,
    replaced by U+FFFD. Such text loads but can never be written as UTF-8."""
    if isinstance(value, str):
        return _SURROGATE.sub("\ufffd", value)
    if isinstance(value, list):
        return [repair_text(v) for v in value]
    if isinstance(value, dict):
        return {repair_text(k): repair_text(v) for k, v in value.items()}
    return value


def _migrate(doc: dict[str, Any], version: int) -> dict[str, Any]:
    """Bring an older document up to :data:`FILE_VERSION` (one step per version).

    Version 1 is the first; a future version 2 adds ``_MIGRATIONS[1]``.
    """
    while version < FILE_VERSION:
        step = _MIGRATIONS.get(version)
        if step is None:
            raise SaveFileError("older_format", version=version)
        doc = step(doc)
        version += 1
    return doc


_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def _text(doc: dict[str, Any], key: str, limit: int, required: bool = True) -> str:
    value = doc.get(key)
    if value is None and not required:
        return ""
    if not isinstance(value, str) or not value or len(value) > limit:
        raise SaveFileError("bad_field", field=key)
    return value


def _seats(raw: Any) -> tuple[Seat, ...]:
    if not isinstance(raw, list) or not 1 <= len(raw) <= 16:
        raise SaveFileError("bad_field", field="seats")
    out = []
    for entry in raw:
        if not isinstance(entry, dict):
            raise SaveFileError("bad_field", field="seats")
        name, kind = entry.get("name"), entry.get("kind")
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise SaveFileError("bad_field", field="seat_name", limit=MAX_NAME)
        if kind not in SEAT_KINDS:
            raise SaveFileError("bad_field", field="seat_kind")
        out.append(Seat(name, kind))
    return tuple(out)


def _start_seats(raw: list, seats: tuple[Seat, ...]) -> tuple[Seat, ...]:
    """Each seat as it began (``started_as``, checked by :func:`_seats` first); a value
    that is no seat kind is a courtesy lost, not a reason to refuse the file."""
    out = []
    for entry, seat in zip(raw, seats, strict=True):
        kind = entry.get("started_as")
        out.append(Seat(seat.name, kind) if kind in SEAT_KINDS else seat)
    return tuple(out)


_SEAT_KEY = re.compile("[0-9]{1,2}")


def _hand_orders(raw: Any, state: GameState, seats: Sequence[Seat]) -> dict[int, tuple[int, ...]]:
    """The saved hand orders that fit the restored game: for a human seat, exactly the
    uids of its hand, each once. Anything else is dropped, never an error."""
    if not isinstance(raw, dict):
        return {}
    out: dict[int, tuple[int, ...]] = {}
    for key, order in raw.items():
        if not isinstance(key, str) or _SEAT_KEY.fullmatch(key) is None:
            continue
        seat = int(key)
        if seat >= state.n or not seats[seat].is_human or not isinstance(order, list):
            continue
        if not all(type(u) is int for u in order):
            continue
        hand = [c.uid for c in state.hands[seat]]
        if len(order) == len(hand) and set(order) == set(hand):
            out[seat] = tuple(order)
    return out
