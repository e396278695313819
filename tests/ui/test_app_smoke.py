"""Smoke tests: the placeholder window builds, and the command line answers --version."""

from __future__ import annotations

import subprocess
import sys

from continental_qt import __version__
from continental_qt.app import build_main_window


def test_main_window_has_title_and_quit_action(qtbot):
    from PySide6.QtGui import QAction, QKeySequence

    window = build_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    assert window.windowTitle() == "Continental"
    quit_action = window.findChild(QAction, "quit_action")
    assert quit_action is not None
    assert quit_action.text().replace("&", "") == "Quit"
    assert quit_action.shortcut() == QKeySequence("Ctrl+Q")
    menu_titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert "Game" in menu_titles


def test_quit_action_closes_window(qtbot):
    from PySide6.QtGui import QAction

    window = build_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    window.findChild(QAction, "quit_action").trigger()
    assert not window.isVisible()


def test_version_flag_prints_version():
    result = subprocess.run(
        [sys.executable, "-m", "continental_qt", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"continental-qt {__version__}"
