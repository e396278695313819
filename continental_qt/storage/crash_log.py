"""The crash log: a fatal error (a segfault or abort inside Qt) leaves its Python traceback in
``<data folder>/crash.log``, and the next start learns that the last run crashed.

:func:`start_session` appends a header line (date, version, process id) to the log, points
:mod:`faulthandler` at it and writes a marker file, ``session.lock``, holding the process id
and the log's length after that header. :func:`end_session` removes the marker when the run
ends cleanly. A marker found at start therefore means the run that wrote it did not end
cleanly; it *crashed* when the log has grown past the recorded length. A run killed
outright (SIGKILL, a power cut) writes no traceback and is not reported; nor is a marker
whose run may still be going (a second copy of the game started beside the first), since
its log has not grown.

The log is never deleted. When it passes :data:`MAX_BYTES` at start it is renamed to
``crash.log.1`` (replacing the previous ``crash.log.1``) and a new one begun.

Only regular files are read or written, and opening never blocks: a ``crash.log`` that is
a named pipe, folder or device means no crash log this session (the game still starts),
and a ``session.lock`` that is one is no marker.

Qt-free. Call :func:`start_session` once, on the main thread, before the window is built,
and :func:`end_session` after the event loop returns. The open log file lives as long as
the process (faulthandler writes to its descriptor, even while the interpreter shuts down).
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import faulthandler
import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from .. import __version__
from .saves import read_limited

LOG_NAME = "crash.log"
MARKER_NAME = "session.lock"
MAX_BYTES = 1_000_000
MAX_MARKER_BYTES = 4096
#: How much of a crash's log text a report carries (the end of it, where the traceback is).
EXCERPT_CHARS = 8000


@dataclass(frozen=True)
class CrashReport:
    """The last run crashed: its traceback is in ``log_path``; ``text`` is what that run
    (and any run since that did not end cleanly) added to the log, at most the last
    :data:`EXCERPT_CHARS` characters."""

    log_path: Path
    text: str


@dataclass
class _Session:
    log_file: TextIO
    marker: Path


# The session of this process: it keeps the log file open for faulthandler.
_session: _Session | None = None


def start_session(data_dir: Path) -> CrashReport | None:
    """Start logging fatal errors to ``data_dir/crash.log``; return a report if the previous
    run crashed. Any OSError (a read-only folder, say) leaves the game to run unlogged: it
    returns None and enables nothing."""
    global _session
    folder = Path(data_dir)
    log, marker = folder / LOG_NAME, folder / MARKER_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if log.exists() and not stat.S_ISREG(log.stat().st_mode):
            return None  # a pipe, folder or device: opening it could block or fail
        report = _previous_crash(log, marker)
        if log.exists() and log.stat().st_size > MAX_BYTES:
            rotated = log.with_name(LOG_NAME + ".1")
            os.replace(log, rotated)
            if report is not None:
                report = CrashReport(rotated, report.text)
        fd = _open_regular(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        log_file = open(fd, "a", encoding="utf-8")  # noqa: SIM115 - open for the process's life
    except OSError:
        return None
    try:
        stamp = _dt.datetime.now().astimezone().isoformat(timespec="seconds")
        log_file.write(f"=== Continental {__version__} started {stamp} (pid {os.getpid()})\n")
        log_file.flush()
        offset = log_file.tell()
        _write_marker(marker, {"pid": os.getpid(), "offset": offset, "started": stamp})
    except OSError:
        log_file.close()
        return None
    faulthandler.enable(log_file, all_threads=True)
    _session = _Session(log_file, marker)
    return report


def end_session() -> None:
    """This run ends cleanly: remove its marker (unless a later copy of the game has since
    written its own). The log stays open and faulthandler on until the process exits."""
    session = _session
    if session is None:
        return
    if _read_marker(session.marker).get("pid") == os.getpid():
        with contextlib.suppress(OSError):
            session.marker.unlink()


def _previous_crash(log: Path, marker: Path) -> CrashReport | None:
    """A report when ``marker`` was left by a run whose log has grown since its header."""
    if not marker.exists():
        return None
    offset = _read_marker(marker).get("offset")
    if not isinstance(offset, int) or isinstance(offset, bool) or offset < 0:
        return None
    try:
        size = log.stat().st_size
    except OSError:
        return None
    if size <= offset:
        return None
    with open(_open_regular(log, os.O_RDONLY), "rb") as fh:
        fh.seek(max(offset, size - 4 * EXCERPT_CHARS))
        text = fh.read(4 * EXCERPT_CHARS).decode("utf-8", errors="replace")
    return CrashReport(log, text[-EXCERPT_CHARS:].strip())


class _NotAFile(OSError):
    """The path is not a regular file (or could not be read as one)."""


def _refuse(_kind: str, **_details: object) -> OSError:
    return _NotAFile()


def _open_regular(path: Path, flags: int) -> int:
    """A descriptor (blocking I/O) of the regular file ``path``, opened without blocking:
    a named pipe or device would wait for ever in a plain open. Raises OSError otherwise."""
    nonblock = getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags | nonblock | getattr(os, "O_NOCTTY", 0), 0o666)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise _NotAFile(f"{path} is not a regular file")
        if nonblock:
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _read_marker(marker: Path) -> dict:
    try:
        data = json.loads(read_limited(marker, MAX_MARKER_BYTES, _refuse).decode("utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_marker(marker: Path, data: dict) -> None:
    tmp = marker.with_name(f".{marker.name}.{os.getpid()}.tmp")
    try:
        with open(
            _open_regular(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), "w", encoding="utf-8"
        ) as fh:
            fh.write(json.dumps(data))
        os.replace(tmp, marker)
    except OSError:
        with contextlib.suppress(OSError):
            if stat.S_ISREG(os.lstat(tmp).st_mode):
                tmp.unlink()
        raise
