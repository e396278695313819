"""Shared test setup: Qt runs offscreen so the suite needs no display."""

import os

# Must happen before anything imports Qt (pytest-qt creates the QApplication lazily).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
