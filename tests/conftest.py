"""Shared test setup: Qt runs offscreen so the suite needs no display."""

import faulthandler
import gc
import os
import tempfile
from pathlib import Path

import pytest

# Must happen before anything imports Qt (pytest-qt creates the QApplication lazily).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Saves, autosave, statistics and custom presets go to throwaway folders, never the real ones.
os.environ["CONTINENTAL_DATA_DIR"] = tempfile.mkdtemp(prefix="continental-tests-")
os.environ["CONTINENTAL_CONFIG_DIR"] = tempfile.mkdtemp(prefix="continental-tests-config-")


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    """With ``CONTINENTAL_CRASH_DIR`` set (``.ci/run`` sets it), a crash (a segfault in Qt,
    say) writes every thread's Python traceback to a file of its own there, one per test
    process, which ``.ci/run`` prints after the run: pytest-xdist reports only "worker
    crashed", and the worker's own dump is lost among the progress dots. Runs after
    pytest's faulthandler plugin, whose stderr dump this replaces."""
    folder = os.environ.get("CONTINENTAL_CRASH_DIR")
    if not folder:
        return
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    path = Path(folder) / f"{worker}-{os.getpid()}.log"
    config._continental_crash_log = path.open("w")  # open until the process ends
    faulthandler.enable(file=config._continental_crash_log, all_threads=True)


@pytest.fixture(autouse=True)
def _collect_cycles_between_tests():
    """Once a window has switched the automatic collector off (continental_qt/ui/gui_gc.py),
    cycles are only collected while a Qt event loop runs; collect after each test, as the
    automatic collector would, so that tests after a UI test on the same worker (engine
    tests run no event loop) do not pile them up. Only what is due: a full collection of
    the worker's heap (PySide's objects) takes about 0.1 s, every test would pay it."""
    yield
    if not gc.isenabled():
        from continental_qt.ui.gui_gc import collect_due

        collect_due()
