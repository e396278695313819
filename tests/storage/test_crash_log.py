"""The crash log: a clean run leaves no report, a real segfault leaves its traceback in
crash.log and is reported once at the next start, and the log is kept (rotated, never
deleted). Runs that end or crash are real child processes."""

from __future__ import annotations

import faulthandler
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from continental_qt import __version__
from continental_qt.storage import crash_log
from continental_qt.storage.crash_log import LOG_NAME, MARKER_NAME, MAX_BYTES

ROOT = Path(__file__).resolve().parents[2]

# A run of the game as far as the crash log sees it: start, then end in the way asked.
CHILD = """
import faulthandler, os, sys
from pathlib import Path
from continental_qt.storage import crash_log
report = crash_log.start_session(Path(sys.argv[1]))
print("REPORT " + report.text if report else "NONE", flush=True)
how = sys.argv[2]
if how == "clean":
    crash_log.end_session()
elif how == "segfault":
    faulthandler._sigsegv()
elif how == "killed":
    os._exit(3)
"""


def run(folder: Path, how: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", CHILD, str(folder), how],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture
def in_process(monkeypatch):
    """start_session in this process, without taking pytest's faulthandler away."""
    enabled: list = []
    monkeypatch.setattr(faulthandler, "enable", lambda file, all_threads=True: enabled.append(file))
    monkeypatch.setattr(crash_log, "_session", None)
    yield enabled
    if crash_log._session is not None:
        crash_log._session.log_file.close()


def test_a_clean_run_leaves_no_report(tmp_path):
    first = run(tmp_path, "clean")
    assert first.returncode == 0, first.stderr
    assert first.stdout.strip() == "NONE"
    assert not (tmp_path / MARKER_NAME).exists()
    header = (tmp_path / LOG_NAME).read_text(encoding="utf-8")
    assert header.startswith(f"=== Continental {__version__} started ") and "(pid " in header
    assert run(tmp_path, "clean").stdout.strip() == "NONE"
    assert (tmp_path / LOG_NAME).read_text(encoding="utf-8").count("=== Continental ") == 2


def test_a_segfault_is_logged_with_its_traceback_and_reported_once(tmp_path):
    crashed = run(tmp_path, "segfault")
    assert crashed.returncode != 0
    log = (tmp_path / LOG_NAME).read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in log
    assert 'File "<string>", line 11' in log  # the Python line that crashed

    after = run(tmp_path, "clean")
    assert after.returncode == 0, after.stderr
    assert after.stdout.startswith("REPORT ")
    assert "Segmentation fault" in after.stdout
    assert "=== Continental" not in after.stdout.splitlines()[0][len("REPORT ") :]

    assert run(tmp_path, "clean").stdout.strip() == "NONE"  # told once
    kept = (tmp_path / LOG_NAME).read_text(encoding="utf-8")
    assert kept.startswith(log)  # the log is kept whole


def test_a_run_killed_without_a_traceback_is_not_reported(tmp_path):
    killed = run(tmp_path, "killed")
    assert killed.returncode == 3
    assert (tmp_path / MARKER_NAME).exists()
    assert run(tmp_path, "clean").stdout.strip() == "NONE"


def test_the_report_names_the_log_and_carries_the_traceback(tmp_path, in_process):
    assert run(tmp_path, "segfault").returncode != 0
    report = crash_log.start_session(tmp_path)
    assert report is not None
    assert report.log_path == tmp_path / LOG_NAME
    assert report.text.startswith("Fatal Python error: Segmentation fault")
    assert in_process == [crash_log._session.log_file]


def test_a_big_log_is_rotated_not_deleted(tmp_path, in_process):
    old = "x" * (MAX_BYTES + 1)
    (tmp_path / LOG_NAME).write_text(old, encoding="utf-8")
    assert crash_log.start_session(tmp_path) is None
    assert (tmp_path / (LOG_NAME + ".1")).read_text(encoding="utf-8") == old
    assert (tmp_path / LOG_NAME).read_text(encoding="utf-8").startswith("=== Continental ")


def test_a_crash_in_a_big_log_is_reported_where_the_log_went(tmp_path, in_process):
    log = tmp_path / LOG_NAME
    log.write_text("=== Continental 0.1.0 started\n", encoding="utf-8")
    offset = log.stat().st_size
    (tmp_path / MARKER_NAME).write_text(json.dumps({"pid": 1, "offset": offset}))
    with open(log, "a", encoding="utf-8") as fh:
        fh.write("Fatal Python error: Aborted\n" + "y" * MAX_BYTES)
    report = crash_log.start_session(tmp_path)
    assert report is not None and report.log_path == tmp_path / (LOG_NAME + ".1")
    assert report.text.endswith("y") and len(report.text) == crash_log.EXCERPT_CHARS


def test_ending_leaves_the_marker_of_a_later_copy_alone(tmp_path, in_process):
    crash_log.start_session(tmp_path)
    marker = tmp_path / MARKER_NAME
    assert json.loads(marker.read_text())["pid"] == os.getpid()
    later = {"pid": os.getpid() + 1, "offset": 0}
    marker.write_text(json.dumps(later))  # a second copy of the game started since
    crash_log.end_session()
    assert json.loads(marker.read_text()) == later


@pytest.mark.parametrize("marker_text", ["", "not json", "[1]", '{"offset": "3"}'])
def test_an_unreadable_marker_is_no_report(tmp_path, in_process, marker_text):
    (tmp_path / LOG_NAME).write_text("something\n" * 10, encoding="utf-8")
    (tmp_path / MARKER_NAME).write_text(marker_text)
    assert crash_log.start_session(tmp_path) is None
    assert in_process  # and logging starts all the same


def test_a_folder_that_cannot_be_written_starts_no_log(tmp_path, in_process):
    blocked = tmp_path / "file"
    blocked.write_text("")
    assert crash_log.start_session(blocked / "data") is None
    assert in_process == [] and crash_log._session is None
    crash_log.end_session()  # nothing to end: no error


# ------------------------------------------------------- odd files where the log should be
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def _make(path: Path, kind: str) -> None:
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
        (path / "inside").write_text("kept")
    else:
        path.symlink_to(os.devnull)


def _kind_of(path: Path) -> str:
    mode = os.lstat(path).st_mode
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISDIR(mode):
        return "folder"
    return "device" if stat.S_ISLNK(mode) else "other"


@pytest.mark.parametrize(
    "kind",
    [pytest.param("fifo", marks=needs_fifo), "folder", pytest.param("device", marks=needs_fifo)],
)
@pytest.mark.parametrize("with_marker", [False, True])
def test_a_log_that_is_no_regular_file_means_no_log_this_session(tmp_path, kind, with_marker):
    # A pipe as crash.log blocked start-up for ever (opening it waits for a reader); a child
    # process with a timeout keeps a regression from hanging the test run.
    log = tmp_path / LOG_NAME
    _make(log, kind)
    if with_marker:
        (tmp_path / MARKER_NAME).write_text(json.dumps({"pid": 1, "offset": 0}))
    started = run(tmp_path, "clean")
    assert started.returncode == 0, started.stderr
    assert started.stdout.strip() == "NONE"
    assert _kind_of(log) == kind  # left as it was
    assert (tmp_path / MARKER_NAME).exists() == with_marker  # nothing written this session
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [LOG_NAME] + ([MARKER_NAME] if with_marker else [])
    )


@pytest.mark.parametrize("kind", [pytest.param("fifo", marks=needs_fifo), "folder"])
def test_a_marker_that_is_no_regular_file_is_no_report(tmp_path, kind):
    (tmp_path / LOG_NAME).write_text("=== Continental 0.1.0 started\nFatal Python error\n")
    _make(tmp_path / MARKER_NAME, kind)
    started = run(tmp_path, "clean")
    assert started.returncode == 0, started.stderr
    assert started.stdout.strip() == "NONE"
    assert not list(tmp_path.glob(".*.tmp"))
    if kind == "folder":  # the marker cannot be written: the game runs unlogged
        assert (tmp_path / MARKER_NAME / "inside").read_text() == "kept"
    else:  # the pipe was replaced by this run's marker, removed at its clean end
        assert not (tmp_path / MARKER_NAME).exists()
        assert "=== Continental " in (tmp_path / LOG_NAME).read_text().splitlines()[-1]
