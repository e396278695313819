"""Shared test setup: Qt runs offscreen so the suite needs no display."""

import gc
import os
import tempfile

import pytest

# Must happen before anything imports Qt (pytest-qt creates the QApplication lazily).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Saves, autosave, statistics and custom presets go to throwaway folders, never the real ones.
os.environ["CONTINENTAL_DATA_DIR"] = tempfile.mkdtemp(prefix="continental-tests-")
os.environ["CONTINENTAL_CONFIG_DIR"] = tempfile.mkdtemp(prefix="continental-tests-config-")


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
