"""Autosave: the game is written after every move, off the GUI thread, with a backup.

``AutoSaver.submit(make_document)`` hands the writer thread a function that
builds the document (the caller passes a cheap clone of the state, so the
expensive part runs in the writer). Only the newest submission matters: if
moves come faster than the disk, the writer skips to the latest one. Before
each write the previous autosave becomes the backup (``autosave-previous``),
so a file damaged by anything outside our control still leaves one good copy.

A damaged autosave found at start-up is never overwritten: :func:`find_resumable`
moves it aside (``*.damaged-<time>.continental``) and reports it, then tries
the backup. Anything but a regular file in its place (a named pipe, a folder) is
refused without being opened for long, so start-up never blocks on it.
"""

from __future__ import annotations

import datetime as _dt
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .saves import SUFFIX, SavedGame, SaveFileError, encode, load_file, write_atomic

AUTOSAVE = "autosave" + SUFFIX
BACKUP = "autosave-previous" + SUFFIX


class AutoSaver:
    """One writer thread for one folder. ``on_error(exc)`` runs in the writer thread."""

    def __init__(
        self, folder: Path, on_error: Callable[[BaseException], None] | None = None
    ) -> None:
        self.folder = Path(folder)
        self.path = self.folder / AUTOSAVE
        self.backup = self.folder / BACKUP
        self.on_error = on_error
        self.writes = 0
        self._pending: Callable[[], dict[str, Any]] | None = None
        self._busy = False
        self._closed = False
        self._cond = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def submit(self, make_document: Callable[[], dict[str, Any]]) -> None:
        """Write the document ``make_document()`` builds (in the writer thread), soon."""
        with self._cond:
            if self._closed:
                return
            self._pending = make_document
            self._cond.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until everything submitted is on disk. False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self, timeout: float | None = 10.0) -> None:
        """Finish the pending write and stop the thread."""
        self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout)

    def discard(self) -> None:
        """The game ended: nothing to resume. The last autosave becomes the backup."""
        self.flush()
        if self.path.exists():
            os.replace(self.path, self.backup)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None and self._closed:
                    return
                job, self._pending = self._pending, None
                self._busy = True
            try:
                self._write(encode(job()))  # type: ignore[misc]
            except BaseException as exc:  # reported to the UI, which shows it
                if self.on_error is not None:
                    self.on_error(exc)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _write(self, data: bytes) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.path.is_file():  # a pipe or folder in its place is no game to keep
            os.replace(self.path, self.backup)
        write_atomic(self.path, data)
        self.writes += 1


@dataclass
class Resumable:
    """What start-up found: a game to offer, and the problems met on the way."""

    game: SavedGame | None = None
    source: Path | None = None
    problems: list[tuple[Path, SaveFileError, Path | None]] = field(default_factory=list)


def quarantine(path: Path) -> Path:
    """Move a damaged file aside (never delete or overwrite it); returns its new name."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{n}{path.suffix}")
        n += 1
    os.replace(path, target)
    return target


def find_resumable(folder: Path) -> Resumable:
    """The unfinished autosaved game, if any: the autosave, else (when the autosave is
    missing or damaged) its backup.

    Damaged files are moved aside by :func:`quarantine` and listed in ``problems``
    as ``(original path, error, new path)``.
    """
    found = Resumable()
    for name in (AUTOSAVE, BACKUP):
        path = Path(folder) / name
        if not path.exists():
            continue
        try:
            game = load_file(path)
        except SaveFileError as exc:
            moved: Path | None
            try:
                moved = quarantine(path)
            except OSError:
                moved = None
            found.problems.append((path, exc, moved))
            continue
        if not game.state.is_over:
            found.game, found.source = game, path
        break  # a readable autosave is the truth, even of a finished game
    return found
