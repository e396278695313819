"""Building the main window the way ``continental-qt`` starts it (also used by the
self-test and the GUI benchmark). No Qt at import: ``app`` imports this module for
``--version`` without a display.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from ..storage.crash_log import CrashReport

APP_NAME = "continental-qt"


def build_main_window(
    args: argparse.Namespace | None = None, crash: CrashReport | None = None
) -> QMainWindow:
    """Build the main window; a QApplication must already exist.

    With ``--preset``/``--seats`` a game starts at once (for screenshots and
    benchmarks); otherwise the New Game dialog opens over the empty table. With
    ``crash`` (the last run crashed) a notice saying so comes first.
    """
    from PySide6.QtCore import QSettings, QTimer

    from .main_window import MainWindow

    settings = None if args is not None and args.no_settings else QSettings()
    window = MainWindow(settings=settings)
    config = quick_start_config(args) if args is not None else None
    if args is not None and args.open:
        path = args.open
        if crash is not None:
            QTimer.singleShot(0, lambda: window.report_crash(crash, lambda: window.open_file(path)))
        else:
            QTimer.singleShot(0, lambda: window.open_file(path))
    else:
        QTimer.singleShot(0, lambda: window.startup(config, crash))
    return window


def quick_start_config(args: argparse.Namespace):  # noqa: ANN201
    """The game named on the command line, or None."""
    from ..storage.seats import Seat
    from .config import GameConfig

    if not args.seats and not args.preset:
        return None
    seats = []
    for i, part in enumerate((args.seats or "You:human,Bruno:medium,Carmen:medium").split(",")):
        name, _, kind = part.partition(":")
        seats.append(Seat(name.strip() or f"Player {i + 1}", kind.strip() or "human"))
    return GameConfig(args.preset or "may-i", tuple(seats), args.seed, args.speed)
