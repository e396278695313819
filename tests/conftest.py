"""Shared test setup: Qt runs offscreen so the suite needs no display."""

import os
import tempfile

# Must happen before anything imports Qt (pytest-qt creates the QApplication lazily).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Saves, autosave, statistics and custom presets go to throwaway folders, never the real ones.
os.environ["CONTINENTAL_DATA_DIR"] = tempfile.mkdtemp(prefix="continental-tests-")
os.environ["CONTINENTAL_CONFIG_DIR"] = tempfile.mkdtemp(prefix="continental-tests-config-")
