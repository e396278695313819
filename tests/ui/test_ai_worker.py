"""Computer players decide in a worker process: the same moves as the simulator, a dead
worker replaced, no process left behind by a new game, a closed window or a quit."""

from __future__ import annotations

import multiprocessing
import multiprocessing.spawn
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
import uuid
from dataclasses import replace
from pathlib import Path

import pytest

from continental_qt import app
from continental_qt.ai import service
from continental_qt.engine.presets import get_preset
from continental_qt.sim import cli as sim
from continental_qt.storage.seats import Seat
from continental_qt.ui.config import GameConfig
from continental_qt.ui.controller import GameController
from continental_qt.ui.main_window import MainWindow

NAMES = ("Ana", "Bruno", "Carmen", "Dora")
WAIT_MS = 120_000  # a whole game on a busy machine; never reached when things work


def _config(kinds, preset: str = "may-i", seed: int = 5, speed: str = "instant") -> GameConfig:
    seats = tuple(Seat(NAMES[i], kind) for i, kind in enumerate(kinds))
    return GameConfig(preset, seats, seed, speed)


def _running(pid: int) -> bool:
    """The process exists and is not a zombie (a zombie has ended; its parent reaps it)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.fixture
def controller(qtbot):
    c = GameController()
    c.auto_resume = True
    failures: list[tuple[int, str]] = []
    c.aiFailed.connect(lambda seat, message: failures.append((seat, message)))
    c.failures = failures
    yield c
    c.stop()


def _play_out(qtbot, c: GameController) -> None:
    done = lambda: c.failures or (c.state is not None and c.state.is_over)  # noqa: E731
    qtbot.waitUntil(done, timeout=WAIT_MS)
    assert c.failures == []


def _sim_actions(kinds, preset: str, seed: int) -> list:
    rules = get_preset(preset)
    return list(sim.play_game(rules, len(kinds), seed, list(kinds)).actions)


def _gone(pid: int) -> bool:
    """Ended, and reaped by its thread (``multiprocessing`` no longer lists it)."""
    return not _running(pid) and pid not in [p.pid for p in multiprocessing.active_children()]


def _busy_with_pid(c: GameController) -> bool:
    return c.ai_worker.busy and c.ai_worker.pid is not None


# ------------------------------------------------------------------ the process
def test_the_worker_is_another_process_without_qt(qtbot, controller):
    qtbot.waitUntil(lambda: controller.ai_worker.hello is not None, timeout=WAIT_MS)
    hello = controller.ai_worker.hello
    assert hello.pid != os.getpid()
    assert not hello.qt_loaded
    assert hello.pid in [p.pid for p in multiprocessing.active_children()]
    if hasattr(os, "getpriority"):  # it yields the cores to the window when they are busy
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, hello.pid) == min(19, mine + service.NICENESS)


# ------------------------------------------------------------- reproducibility
@pytest.mark.parametrize(
    ("preset", "kinds", "seed"),
    [
        ("may-i", ("easy", "medium", "medium"), 5),
        ("continental-15", ("hard", "medium"), 3),  # hard plays medium's rules there
    ],
)
def test_a_seeded_game_against_computers_makes_the_simulators_moves(
    qtbot, controller, preset, kinds, seed
):
    controller.new_game(_config(kinds, preset, seed))
    _play_out(qtbot, controller)
    assert list(controller.state.actions) == _sim_actions(kinds, preset, seed)
    assert controller.ai_worker.answered > 0


def test_a_killed_worker_is_replaced_and_the_game_goes_on_as_before(qtbot, controller):
    kinds = ("medium", "easy", "medium")
    restarts: list[str] = []
    controller.aiRestarted.connect(lambda seat, message: restarts.append(message))
    killed: list[int] = []

    def kill_once() -> None:
        pid = controller.ai_worker.pid
        if not killed and controller.action_count >= 40 and pid is not None:
            killed.append(pid)
            os.kill(pid, signal.SIGKILL)

    controller.stateChanged.connect(kill_once)
    controller.new_game(_config(kinds, seed=8))
    _play_out(qtbot, controller)
    assert killed and restarts, "the worker was killed and the decision asked again"
    assert controller.ai_worker.started >= 2
    assert controller.ai_worker.pid != killed[0]
    # The request carried the player's generator: the game is the simulator's all the same.
    assert list(controller.state.actions) == _sim_actions(kinds, "may-i", 8)


@pytest.mark.skipif(shutil.which("false") is None, reason="needs a program that fails")
def test_a_worker_that_cannot_run_is_reported_and_the_game_waits(qtbot, controller, monkeypatch):
    qtbot.waitUntil(lambda: controller.ai_worker.hello is not None, timeout=WAIT_MS)
    controller.stop()  # no process; the next one starts from a program that exits at once
    restarts: list[str] = []
    controller.aiRestarted.connect(lambda seat, message: restarts.append(message))
    monkeypatch.setattr(multiprocessing.spawn, "_python_exe", os.fsencode(shutil.which("false")))
    controller.new_game(_config(("medium", "medium")))
    qtbot.waitUntil(lambda: controller.failures != [], timeout=WAIT_MS)
    assert len(restarts) == 1  # asked a second process once, then reported
    seat, message = controller.failures[0]
    assert seat == controller.state.to_act
    # /bin/false exits at once: usually after reading nothing, now and then before it was
    # handed its start-up data.
    assert "exit code 1" in message or "did not start" in message
    assert controller.action_count == 0  # nothing was played for it
    # The game is not lost: with a working program, play goes on from where it stopped.
    monkeypatch.undo()
    controller.failures.clear()
    controller.set_paused(False)
    played = lambda: controller.action_count > 5 or bool(controller.failures)  # noqa: E731
    qtbot.waitUntil(played, timeout=WAIT_MS)
    assert controller.failures == []


def test_an_ai_that_raises_in_the_worker_is_reported(qtbot, controller):
    controller.set_paused(True)
    controller.new_game(_config(("medium", "medium")))
    seat = controller.state.to_act
    players = controller._ai.players  # the computer seats (ui/ai_seats.py)
    players[seat] = replace(players[seat], level="no-such-level")
    controller.set_paused(False)
    qtbot.waitUntil(lambda: controller.failures != [], timeout=WAIT_MS)
    assert controller.failures[0][0] == seat
    assert controller.failures[0][1].startswith("KeyError")
    assert controller.action_count == 0


# ------------------------------------------------------- no process left behind
def test_a_new_game_mid_decision_stops_the_search_and_keeps_the_process(qtbot, controller):
    """Cancelling is cooperative: the search in flight gives up at its next deal and the
    same process (with its caches) answers the new game; no answer of the old game
    reaches the new one."""
    controller.new_game(_config(("hard", "hard", "hard", "hard"), seed=2))
    qtbot.waitUntil(lambda: _busy_with_pid(controller), timeout=WAIT_MS)
    old = controller.ai_worker.pid
    started = controller.ai_worker.started
    kinds = ("medium", "easy", "medium")
    controller.new_game(_config(kinds, seed=6))
    _play_out(qtbot, controller)
    assert list(controller.state.actions) == _sim_actions(kinds, "may-i", 6)
    assert _running(old) and controller.ai_worker.pid == old
    assert controller.ai_worker.started == started  # no process was killed and restarted
    current = controller.ai_worker.pid
    controller.stop()
    qtbot.waitUntil(lambda: _gone(current), timeout=WAIT_MS)
    assert multiprocessing.active_children() == []


def test_closing_the_window_mid_decision_leaves_no_process(qtbot, tmp_path):
    window = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    window.session.controller.auto_resume = True
    window.start_game(_config(("hard", "hard", "hard"), seed=4))
    qtbot.waitUntil(lambda: _busy_with_pid(window.session.controller), timeout=WAIT_MS)
    pid = window.session.controller.ai_worker.pid
    window.close()
    assert window.session.controller.ai_worker.pid is None
    qtbot.waitUntil(lambda: _gone(pid), timeout=WAIT_MS)


QUIT_MID_DECISION = textwrap.dedent(
    """
    import sys

    from continental_qt import app


    def build(*args):
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        window = original(*args)
        controller = window.session.controller
        controller.auto_resume = True

        def look():
            worker = controller.ai_worker
            if controller.action_count >= 12 and worker.busy and worker.pid is not None:
                print("WORKER", worker.pid, flush=True)
                QApplication.quit()
            else:
                QTimer.singleShot(5, look)

        QTimer.singleShot(0, look)
        return window


    if __name__ == "__main__":
        original = app.build_main_window
        app.build_main_window = build
        sys.exit(app.main(sys.argv[1:]))
    """
)


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="reads /proc")
def test_quitting_mid_decision_exits_cleanly_and_leaves_no_process(tmp_path):
    script = tmp_path / "quit_mid_decision.py"
    script.write_text(QUIT_MID_DECISION)
    mark = f"continental-test-{uuid.uuid4()}"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "QT_LOGGING_RULES": "default.warning=false",  # the offscreen platform's notes
        "CONTINENTAL_DATA_DIR": str(tmp_path / "data"),
        "CONTINENTAL_CONFIG_DIR": str(tmp_path / "config"),
        "CONTINENTAL_TEST_MARK": mark,
    }
    seats = "Ana:hard,Bruno:hard,Carmen:hard,Dora:hard"
    argv = ["--preset", "may-i", "--seats", seats, "--seed", "3", "--speed", "instant"]
    proc = subprocess.run(
        [sys.executable, str(script), *argv, "--no-settings"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert "WORKER" in proc.stdout

    def left() -> list[int]:
        found = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                environ = (entry / "environ").read_bytes()
            except OSError:
                continue
            if mark.encode() in environ and _running(int(entry.name)):
                found.append(int(entry.name))
        return found

    deadline = time.monotonic() + 30  # the worker is gone at once; Python's helpers soon after
    while left() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert left() == []


# ------------------------------------------------------------------ the bundle
def test_the_program_runs_freeze_support_before_anything_else(monkeypatch):
    calls: list[str] = []

    class Stop(Exception):
        pass

    def freeze_support() -> None:
        calls.append("freeze_support")
        raise Stop

    monkeypatch.setattr(multiprocessing, "freeze_support", freeze_support)
    with pytest.raises(Stop):
        app.main(["--multiprocessing-fork", "--not-an-option"])
    assert calls == ["freeze_support"]


# ------------------------------------------------------------- the window's part
def test_a_restarted_worker_is_said_to_the_player(qtbot, tmp_path):
    window = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    window.session.controller.set_paused(True)  # no decision needed: the signal is the point
    window.start_game(_config(("human", "medium", "medium")))
    window.session.controller.aiRestarted.emit(1, "the computer players' process stopped")
    text = "The computer players had to be restarted; Bruno is thinking again."
    assert window.prompt_label.text() == text


def test_a_new_game_dialog_answered_after_the_window_closed_starts_no_process(qtbot, tmp_path):
    window = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    worker = window.session.controller.ai_worker
    window.dialogs.new_game()
    dialog = window.dialogs.new_dialog
    assert any(not seat.is_human for seat in dialog.config().seats)  # it would need one
    window.close()
    started = worker.started
    dialog.accept()  # answered after the close
    assert window.session.controller.state is None
    assert worker.started == started and worker.pid is None and not worker.busy
    window.session.controller.new_game(_config(("human", "medium")))  # nor any other way
    window.session.controller.ai_worker.warm_up()
    assert window.session.controller.state is None and worker.started == started
    # The process started with the window is gone too.
    qtbot.waitUntil(lambda: multiprocessing.active_children() == [], timeout=WAIT_MS)
