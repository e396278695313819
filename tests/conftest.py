"""Shared test setup: Qt runs offscreen so the suite needs no display."""

import os
import tempfile

# Must happen before anything imports Qt (pytest-qt creates the QApplication lazily).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Saves, autosave and statistics go to a throwaway folder, never the tester's real ones.
os.environ["CONTINENTAL_DATA_DIR"] = tempfile.mkdtemp(prefix="continental-tests-")
