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
    cycles are only collected while a Qt event loop runs; collect after each test so that
    a long engine test after a UI test on the same worker does not pile them up."""
    yield
    if not gc.isenabled():
        gc.collect()
