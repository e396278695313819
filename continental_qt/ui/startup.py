"""Building the main window the way ``continental-qt`` starts it (also used by the
self-test and the GUI benchmark). No Qt at import: ``app`` imports this module for
``--version`` without a display.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
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
    from PySide6.QtCore import QTimer

    from .main_window import MainWindow

    keep_qt_settings_in_config_dir()
    settings = None if args is not None and args.no_settings else open_settings()
    window = MainWindow(settings=settings)
    config = quick_start_config(args) if args is not None else None
    if args is not None and args.open:
        path = args.open
        if crash is not None:
            QTimer.singleShot(
                0, lambda: window.files.report_crash(crash, lambda: window.files.open_file(path))
            )
        else:
            QTimer.singleShot(0, lambda: window.files.open_file(path))
    else:
        QTimer.singleShot(0, lambda: window.files.startup(config, crash))
    return window


def settings_path() -> Path:
    """The settings file: view options, language, recent files, window geometry."""
    from ..storage import paths

    # On Linux this is where QSettings("continental-qt", "continental-qt") kept them.
    return paths.config_dir() / f"{APP_NAME}.conf"


def open_settings() -> QSettings | None:
    """The player's settings, an INI file inside the config folder (``CONTINENTAL_CONFIG_DIR``
    or the platform's), never the platform's default place (registry, plist, ~/.config).

    None (play without saved settings) when something other than a file sits at that path:
    QSettings reads it on the GUI thread, and a named pipe or a device such as /dev/zero
    would block or never end the read, freezing the start."""
    from PySide6.QtCore import QSettings

    path = settings_path()
    try:
        usable = not path.exists() or path.is_file()
    except OSError:
        usable = False
    if not usable:
        print(f"{APP_NAME}: {path} is not a file; settings are not saved", file=sys.stderr)
        return None
    return QSettings(str(path), QSettings.Format.IniFormat)


def keep_qt_settings_in_config_dir() -> None:
    """Send every other user-scope QSettings of the process (Qt's own, such as the file
    dialog's ``QtProject.conf``) into the config folder too. Process-wide: call it once,
    at start-up, before any window."""
    from PySide6.QtCore import QSettings

    from ..storage import paths

    folder = str(paths.config_dir())
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, folder)


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
