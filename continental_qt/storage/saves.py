"""Saved-game files (``.continental``): the format, safe reading, atomic writing.

A file is a JSON document::

    {"format": "continental-save", "version": 1, "app_version": "0.1.0",
     "saved_at": "2026-11-30T11:00:00+00:00", "preset_id": "may-i", "ai_speed": "normal",
     "seats": [{"name": "You", "kind": "human"}, ...],
     "game": {<engine document: rules, players, seed, actions, digest>}}

The engine document (``engine/save.py``) carries the full rule set, so custom
rules travel with the game; loading replays the actions and checks the digest.
Reading never trusts the file: it is size-limited, parsed as JSON only (never
pickle, eval or import), every field is type-checked, and any problem raises
:class:`SaveFileError` with a reason code (translated by ``ui/texts.py``). A
file that fails to load is never written to.

Writing is atomic: a temporary file in the same folder is written, flushed and
fsync'ed, then ``os.replace``-d over the target, so a crash at any moment
leaves either the old file or the new one, never half of each.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import stat
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine.errors import SaveError
from ..engine.save import document_version, restore_game, save_game
from ..engine.state import GameState

FILE_FORMAT = "continental-save"
FILE_VERSION = 1
SUFFIX = ".continental"
MAX_FILE_BYTES = 16 * 1024 * 1024  # a 7-round game is ~100 KB; anything this big is not ours
MAX_NAME = 40
SEAT_KINDS = ("human", "easy", "medium", "hard", "random", "oracle")


class SaveFileError(SaveError):
    """A file that cannot be loaded or written; ``reason`` is a code, ``details`` a dict."""


@dataclass(frozen=True)
class SavedSeat:
    name: str
    kind: str


@dataclass(frozen=True)
class SavedGame:
    """What a file holds, restored: the live state and how to seat it."""

    state: GameState
    preset_id: str
    seats: tuple[SavedSeat, ...]
    ai_speed: str
    saved_at: str
    app_version: str
    game_id: str = ""


# ----------------------------------------------------------------- writing
def game_document(
    state: GameState,
    preset_id: str,
    seats: list[SavedSeat] | tuple[SavedSeat, ...],
    ai_speed: str,
    game_id: str = "",
) -> dict[str, Any]:
    """The JSON-ready document for ``state`` (the full state, not a view). ``game_id``
    ties the game's statistics rows together across saves and resumes."""
    return {
        "format": FILE_FORMAT,
        "version": FILE_VERSION,
        "app_version": __version__,
        "saved_at": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
        "preset_id": preset_id,
        "ai_speed": ai_speed,
        "seats": [{"name": s.name, "kind": s.kind} for s in seats],
        "game_id": game_id,
        "game": save_game(state),
    }


def encode(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


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
    seats: list[SavedSeat] | tuple[SavedSeat, ...],
    ai_speed: str,
    game_id: str = "",
) -> None:
    write_atomic(path, encode(game_document(state, preset_id, seats, ai_speed, game_id)))


# ----------------------------------------------------------------- reading
def read_limited(
    path: Path,
    limit: int,
    fail: Callable[..., Exception],
    regular_only: bool = False,
) -> bytes:
    """The bytes of ``path``, refusing anything over ``limit`` before reading it.

    ``fail(kind, **details)`` builds the caller's error for ``kind`` ``"too_large"``,
    ``"unreadable"`` or (with ``regular_only``) ``"not_a_file"``; saves and custom
    presets name those problems with their own codes.
    """
    try:
        info = os.stat(path)
        if regular_only and not stat.S_ISREG(info.st_mode):
            raise fail("not_a_file")
        if info.st_size > limit:
            raise fail("too_large", size=info.st_size, limit=limit)
        with open(path, "rb") as fh:
            data = fh.read(limit + 1)
    except OSError as exc:
        raise fail("unreadable", error=exc.strerror or str(exc)) from None
    if len(data) > limit:
        raise fail("too_large", size=len(data), limit=limit)
    return data


def _file_problem(kind: str, **details: Any) -> SaveFileError:
    code = {"too_large": "file_too_large", "unreadable": "file_unreadable"}[kind]
    details.pop("limit", None)
    return SaveFileError(code, **details)


def read_bytes(path: Path) -> bytes:
    """The file's bytes, refusing anything too large before reading it."""
    return read_limited(path, MAX_FILE_BYTES, _file_problem)


def parse(data: bytes) -> SavedGame:
    """Check and restore a document. Raises :class:`SaveFileError`."""
    try:
        doc = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise SaveFileError("save_not_json") from None
    version = document_version(doc, FILE_FORMAT, FILE_VERSION, SaveFileError)
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
    try:
        state = restore_game(game)
    except SaveError as exc:
        raise SaveFileError(exc.reason, **exc.details) from None
    except (ValueError, TypeError, KeyError, IndexError, RecursionError) as exc:
        raise SaveFileError("bad_field", field="game", error=type(exc).__name__) from None
    if len(seats) != state.n:
        raise SaveFileError("bad_seats", seats=len(seats), players=state.n)
    return SavedGame(state, preset_id, seats, ai_speed, saved_at, app_version, game_id)


def load_file(path: Path) -> SavedGame:
    """Read and restore a saved game. The file is only read, never changed."""
    return parse(read_bytes(path))


def _migrate(doc: dict[str, Any], version: int) -> dict[str, Any]:
    """Bring an older document up to :data:`FILE_VERSION` (one step per version).

    Version 1 is the first; a future version 2 adds ``_MIGRATIONS[1]``.
    """
    while version < FILE_VERSION:
        step = _MIGRATIONS.get(version)
        if step is None:
            raise SaveFileError("bad_field", field="version")
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


def _seats(raw: Any) -> tuple[SavedSeat, ...]:
    if not isinstance(raw, list) or not 1 <= len(raw) <= 16:
        raise SaveFileError("bad_field", field="seats")
    out = []
    for entry in raw:
        if not isinstance(entry, dict):
            raise SaveFileError("bad_field", field="seats")
        name, kind = entry.get("name"), entry.get("kind")
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise SaveFileError("bad_field", field="seats")
        if kind not in SEAT_KINDS:
            raise SaveFileError("bad_field", field="seats")
        out.append(SavedSeat(name, kind))
    return tuple(out)
