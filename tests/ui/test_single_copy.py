"""One running copy of the game per data folder: a second copy says Continental is already
running and starts no game, so it never writes over the first one's autosave; a lock left
by a killed copy does not block the next start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from continental_qt.storage.autosave import AUTOSAVE, find_resumable
from continental_qt.storage.saves import SaveFileError, load_file
from continental_qt.ui.instance_lock import LOCK_NAME, take_lock

ROOT = Path(__file__).resolve().parents[2]
SEATS = "Ana:human,B:easy,C:easy"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="process groups")


def _start(folder: Path, seed: int) -> subprocess.Popen:
    """``continental-qt --seats … --seed <seed>`` on the data folder ``folder/data``, in a
    process group of its own (its computer players' worker process goes with it)."""
    env = dict(
        os.environ,
        CONTINENTAL_DATA_DIR=str(folder / "data"),
        CONTINENTAL_CONFIG_DIR=str(folder / "config"),
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
    )
    command = [sys.executable, "-m", "continental_qt", "--no-settings", "--seats", SEATS]
    return subprocess.Popen(
        [*command, "--seed", str(seed), "--speed", "instant"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )


def _kill(process: subprocess.Popen) -> None:
    """SIGKILL the process and its group: no clean shutdown, as in a crash or power cut."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGKILL)
    process.wait(timeout=30)
    if process.stderr is not None:
        process.stderr.close()


def _autosaved_seed(folder: Path) -> int | None:
    try:
        return load_file(folder / "data" / "autosave" / AUTOSAVE).state.seed
    except (OSError, SaveFileError):
        return None


def _wait_for_autosave(folder: Path, seed: int, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + 90
    while _autosaved_seed(folder) != seed:
        assert process.poll() is None, process.stderr.read()
        assert time.monotonic() < deadline, "the game was never autosaved"
        time.sleep(0.2)


def test_a_second_copy_leaves_the_first_ones_game_alone(tmp_path):
    first = _start(tmp_path, 111)
    second = None
    try:
        _wait_for_autosave(tmp_path, 111, first)
        second = _start(tmp_path, 222)
        _, err = second.communicate(timeout=90)
        assert second.returncode == 1
        assert "Continental is already running" in err
        assert "Fatal" not in err and "Traceback" not in err
    finally:
        for process in (first, second):
            if process is not None:
                _kill(process)
    # Both killed: Ana's unfinished game is still on disk, as the one to resume.
    found = find_resumable(tmp_path / "data" / "autosave")
    assert found.game is not None and found.game.state.seed == 111
    assert not found.game.state.is_over and not found.problems

    # The killed copy's lock does not block the next start.
    assert (tmp_path / "data" / LOCK_NAME).exists()
    third = _start(tmp_path, 333)
    try:
        _wait_for_autosave(tmp_path, 333, third)
    finally:
        _kill(third)


def test_the_lock_is_taken_once_and_a_dead_owners_lock_is_taken_over(tmp_path):
    held = take_lock(tmp_path)
    assert held.lock is not None and held.owner is None
    again = take_lock(tmp_path)
    assert again.lock is None and again.owner == os.getpid()
    held.lock.unlock()
    # A lock file whose process is gone (a copy that was killed): stale whatever its age.
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    (tmp_path / LOCK_NAME).write_text(f"{dead.pid}\npython3\n{os.uname().nodename}\n")
    taken = take_lock(tmp_path)
    assert taken.lock is not None
    taken.lock.unlock()


def test_a_folder_that_cannot_hold_a_lock_still_lets_the_game_start(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = take_lock(blocker / "data")
    assert result.lock is None and result.owner is None


def test_a_live_lock_never_goes_stale_with_age(tmp_path):
    held = take_lock(tmp_path)
    old = time.time() - 24 * 3600
    os.utime(tmp_path / LOCK_NAME, (old, old))
    assert take_lock(tmp_path).owner == os.getpid()
    held.lock.unlock()
