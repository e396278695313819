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
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from .. import __version__

LOG_NAME = "crash.log"
MARKER_NAME = "session.lock"
MAX_BYTES = 1_000_000
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
        report = _previous_crash(log, marker)
        if log.exists() and log.stat().st_size > MAX_BYTES:
            rotated = log.with_name(LOG_NAME + ".1")
            os.replace(log, rotated)
            if report is not None:
                report = CrashReport(rotated, report.text)
        log_file = open(log, "a", encoding="utf-8")  # noqa: SIM115 - open for the process's life
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
    with open(log, "rb") as fh:
        fh.seek(max(offset, size - 4 * EXCERPT_CHARS))
        text = fh.read().decode("utf-8", errors="replace")
    return CrashReport(log, text[-EXCERPT_CHARS:].strip())


def _read_marker(marker: Path) -> dict:
    try:
        data = json.loads(marker.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_marker(marker: Path, data: dict) -> None:
    tmp = marker.with_name(f".{marker.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data), encoding="utf-8")
    os.replace(tmp, marker)
