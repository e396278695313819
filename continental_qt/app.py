"""Entry point of the desktop game: parses the command line and opens the main window.

Qt is imported inside functions so that ``--version`` (and anything else that
imports this module headless) works without a display or Qt libraries loaded.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from continental_qt import __version__

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

APP_NAME = "continental-qt"


def build_main_window() -> QMainWindow:
    """Build the (placeholder) main window; a QApplication must already exist."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QLabel, QMainWindow

    window = QMainWindow()
    window.setObjectName("main_window")
    window.setWindowTitle(QCoreApplication.translate("MainWindow", "Continental"))

    label = QLabel(
        QCoreApplication.translate("MainWindow", "The card table arrives in a later release.")
    )
    label.setObjectName("placeholder_label")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.setCentralWidget(label)

    game_menu = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Game"))
    game_menu.setObjectName("game_menu")
    quit_action = QAction(QCoreApplication.translate("MainWindow", "&Quit"), window)
    quit_action.setObjectName("quit_action")
    quit_action.setShortcut(QKeySequence("Ctrl+Q"))
    quit_action.setMenuRole(QAction.MenuRole.QuitRole)
    quit_action.triggered.connect(window.close)
    game_menu.addAction(quit_action)

    window.resize(960, 640)
    return window


def _parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=APP_NAME, description="Continental Rummy.")
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    # Qt options such as -platform or -style pass through to QApplication.
    args, _qt_args = parser.parse_known_args(argv)
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; ``argv`` excludes the program name (defaults to ``sys.argv[1:]``)."""
    if argv is None:
        argv = sys.argv[1:]
    _parse_args(argv)

    from PySide6.QtWidgets import QApplication

    app = QApplication([sys.argv[0], *argv])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("Continental")
    app.setApplicationVersion(__version__)

    window = build_main_window()
    window.show()
    return app.exec()
