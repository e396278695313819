"""Watching a run of the real main window for failures: a recorder of Python exceptions
and Qt critical messages with a journal of gestures, a watchdog for hangs, and the runner
that starts ``monkey.py`` or ``soak.py`` in a process of its own for the tests.

Imported by those scripts (which run from this folder) and by their tests.
"""

from __future__ import annotations

import faulthandler
import logging
import os
import sys
import threading
import time
import traceback
from collections import Counter, deque
from pathlib import Path
from typing import Any

from PySide6.QtCore import QtMsgType, qInstallMessageHandler


# ----------------------------------------------------------------------------- recorder
class _Tally(logging.Handler):
    """Counts log records of WARNING and above by their text."""

    def __init__(self, counts: Counter[str]) -> None:
        super().__init__(logging.WARNING)
        self.counts = counts

    def emit(self, record: logging.LogRecord) -> None:
        self.counts[f"{record.levelname} {record.name}: {record.getMessage()[:160]}"] += 1


class Recorder:
    """Counts Python exceptions (``sys.excepthook``, which PySide calls for an exception
    in a slot or a virtual override, as pytest-qt relies on; worker threads; unraisable
    ones) and Qt critical and fatal messages, and keeps a journal of gestures: every line
    goes to ``journal_path`` at once (so it survives a segfault), the last ``keep`` stay
    in memory for the failure report."""

    def __init__(self, journal_path: Path, keep: int = 30) -> None:
        self.journal_path = journal_path
        self._file = open(journal_path, "w", buffering=1, encoding="utf-8")  # noqa: SIM115
        self.tail: deque[str] = deque(maxlen=keep)
        self.index = 0
        self.exceptions: list[tuple[int, str, list[str]]] = []
        self.criticals: list[tuple[int, str, list[str]]] = []
        self.warnings: Counter[str] = Counter()
        self.log_records: Counter[str] = Counter()

    def install(self) -> None:
        faulthandler.enable(all_threads=True)
        sys.excepthook = self._excepthook
        threading.excepthook = self._thread_hook
        sys.unraisablehook = self._unraisable_hook
        qInstallMessageHandler(self._qt_message)
        logging.getLogger().addHandler(_Tally(self.log_records))

    def note(self, text: str) -> None:
        """Journal a gesture before it is made (the last line names what crashed)."""
        self.index += 1
        line = f"{self.index:6d} {text}"
        self.tail.append(line)
        self._file.write(line + "\n")

    def say(self, text: str) -> None:
        """Journal a remark that is not a gesture."""
        line = f"{'':6} {text}"
        self.tail.append(line)
        self._file.write(line + "\n")

    def _record(self, kind: str, text: str) -> None:
        bucket = self.exceptions if kind == "exception" else self.criticals
        bucket.append((self.index, text, list(self.tail)))
        print(f"\n*** {kind} at gesture {self.index}:\n{text}", file=sys.stderr, flush=True)
        self._file.write(f"*** {kind}: {text.strip().splitlines()[-1]}\n")

    def _excepthook(self, etype: type, value: BaseException, tb: Any) -> None:
        self._record("exception", "".join(traceback.format_exception(etype, value, tb)))

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        text = "".join(
            traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback)
        )
        name = args.thread.name if args.thread else "?"
        self._record("exception", f"in thread {name}:\n{text}")

    def _unraisable_hook(self, info: Any) -> None:
        text = "".join(
            traceback.format_exception(info.exc_type, info.exc_value, info.exc_traceback)
        )
        self._record("exception", f"unraisable ({info.err_msg} {info.object!r}):\n{text}")

    def _qt_message(self, mode: QtMsgType, context: Any, message: str) -> None:
        if mode in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            where = "".join(traceback.format_stack(limit=12)[:-1])
            self._record("qt critical", f"{mode.name}: {message}\n{where}")
            if mode == QtMsgType.QtFatalMsg:
                self.print_tail(sys.stderr)
                sys.stderr.flush()
        elif mode == QtMsgType.QtWarningMsg:
            self.warnings[message[:200]] += 1

    @property
    def failed(self) -> bool:
        return bool(self.exceptions or self.criticals)

    def print_tail(self, out: Any = None, lines: list[str] | None = None) -> None:
        out = out or sys.stdout
        print("--- last gestures:", file=out)
        for line in lines if lines is not None else self.tail:
            print(line, file=out)

    def report(self, seed: int) -> None:
        """Every exception and critical with the gestures before it, then the warnings."""
        for kind, bucket in (("exception", self.exceptions), ("qt critical", self.criticals)):
            for index, text, tail in bucket:
                print(f"\n=== {kind} at gesture {index} (seed {seed}) ===\n{text.rstrip()}")
                self.print_tail(lines=tail)
        if self.warnings:
            print(f"\nQt warnings ({sum(self.warnings.values())}, not failures):")
            for msg, n in self.warnings.most_common(12):
                print(f"  {n:5d}  {msg}")
        if self.log_records:
            print(f"\nLog records ({sum(self.log_records.values())}, not failures):")
            for msg, n in self.log_records.most_common(8):
                print(f"  {n:5d}  {msg}")

    def close(self) -> None:
        self._file.close()


class Watchdog:
    """Ends the process with the journal's tail and every thread's stack when
    :meth:`beat` has not been called for ``seconds`` (the GUI thread hangs); faulthandler
    dumps the stacks a little later still if even this thread cannot run."""

    def __init__(self, recorder: Recorder, seconds: float) -> None:
        self.recorder = recorder
        self.seconds = seconds
        self.last = time.monotonic()
        self.what = ""
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="watchdog", daemon=True)

    def start(self) -> None:
        self._thread.start()
        self.beat("start")

    def beat(self, what: str) -> None:
        self.last = time.monotonic()
        self.what = what
        faulthandler.dump_traceback_later(self.seconds + 20, exit=True)

    def stop(self) -> None:
        self._stop.set()
        faulthandler.cancel_dump_traceback_later()

    def _run(self) -> None:
        while not self._stop.wait(0.5):
            if time.monotonic() - self.last > self.seconds:
                err = sys.stderr
                print(
                    f"\n*** HANG: no progress for {self.seconds:.0f} s (last: {self.what})",
                    file=err,
                )
                self.recorder.print_tail(err)
                err.flush()
                faulthandler.dump_traceback(file=err, all_threads=True)
                err.flush()
                os._exit(3)


# ----------------------------------------------------------------------------- tests
def run_script(script: Path, args: list[str], journal: Path, timeout: float) -> str:
    """Run ``script`` (monkey.py, soak.py) with ``args`` in a fresh interpreter and return
    its output; raise AssertionError, with the end of its output, its error stream and
    its gesture journal, when it fails, crashes (a signal, e.g. a segfault) or outlives
    ``timeout`` seconds. For the tests: a crash fails the test, not the test runner."""
    return run_scripts(script, [args], [journal], timeout)[0]


def run_scripts(
    script: Path, runs: list[list[str]], journals: list[Path], timeout: float
) -> list[str]:
    """:func:`run_script` for each of ``runs`` (its arguments; ``journals`` beside them),
    all at once, each in its own interpreter: the runs mostly wait (for timers, for the
    computer players' process), so side by side they take far less than one by one. The
    outputs in order; the first run that fails, crashes or outlives ``timeout`` raises."""
    import subprocess

    def tail(text: str, lines: int = 60) -> str:
        return "\n".join(text.splitlines()[-lines:])

    def journal_tail(journal: Path) -> str:
        try:
            return tail(journal.read_text(encoding="utf-8"), 40)
        except OSError as exc:
            return f"(no journal: {exc})"

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    started = []
    for args, journal in zip(runs, journals, strict=True):
        cmd = [sys.executable, str(script), *args, "--journal", str(journal)]
        # Files, not pipes: a run that writes much is never blocked by one not yet read.
        out, err = journal.with_suffix(".out"), journal.with_suffix(".err")
        with open(out, "w", encoding="utf-8") as fo, open(err, "w", encoding="utf-8") as fe:
            proc = subprocess.Popen(cmd, stdout=fo, stderr=fe, text=True, env=env)
        started.append((proc, cmd, journal, out, err))
    deadline = time.monotonic() + timeout
    outputs = []
    try:
        for proc, cmd, journal, out, err in started:
            try:
                proc.wait(timeout=max(0.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
                how = f"still running after {timeout:.0f} s"
            else:
                code = proc.returncode
                how = (
                    ""
                    if code == 0
                    else f"was killed by signal {-code}"
                    if code < 0
                    else (f"exited with {code}")
                )
            stdout = out.read_text(encoding="utf-8", errors="replace")
            if how:
                stderr = err.read_text(encoding="utf-8", errors="replace")
                raise AssertionError(
                    f"{' '.join(cmd[1:])} {how}\n--- output:\n{tail(stdout, 120)}\n"
                    f"--- errors:\n{tail(stderr)}\n--- journal:\n{journal_tail(journal)}"
                )
            outputs.append(stdout)
    finally:
        for proc, *_ in started:  # the others of a failed run are not left running
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    return outputs
