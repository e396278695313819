"""Entry point of the desktop game: parses the command line and opens the main window.

Qt is imported inside functions so that ``--version`` (and anything else that
imports this module headless) works without a display or Qt libraries loaded.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from collections.abc import Sequence

from continental_qt import __version__

# No Qt at import: ui.startup imports it inside its functions.
from .ui.startup import APP_NAME, build_main_window, quick_start_config

__all__ = ["APP_ID", "APP_NAME", "build_main_window", "main", "quick_start_config"]

#: The reverse-DNS id of the desktop file, the icon and the AppStream metainfo (packaging/linux).
APP_ID = "io.github.continental_qt.Continental"


def _parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=APP_NAME, description="Continental Rummy.")
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    # Qt options such as -platform or -style pass through to QApplication.
    parser.add_argument("--preset", help="start this preset at once (e.g. may-i)")
    parser.add_argument(
        "--seats", help='start at once with these seats, e.g. "You:human,Bruno:hard,Cara:easy"'
    )
    parser.add_argument("--seed", type=int, help="deal number of the quick-start game")
    parser.add_argument(
        "--speed", default="normal", choices=("instant", "fast", "normal"), help="AI pace"
    )
    parser.add_argument(
        "--no-settings", action="store_true", help="ignore and do not write saved settings"
    )
    parser.add_argument("--open", metavar="FILE", help="open a saved .continental game")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check this installation offscreen (play, save, reload, draw) and exit 0 if it works",
    )
    args, _qt_args = parser.parse_known_args(argv)
    return args


def _install_saved_language(app, args: argparse.Namespace) -> None:  # noqa: ANN001
    """Speak the language chosen in View → Language (the system's when none was)."""
    from .ui.i18n import SETTING, install_language
    from .ui.startup import open_settings

    settings = None if args.no_settings else open_settings()
    saved = settings.value(SETTING) if settings is not None else None
    install_language(app, saved if isinstance(saved, str) and saved else None)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; ``argv`` excludes the program name (defaults to ``sys.argv[1:]``)."""
    # First of all: in the PyInstaller bundle the computer players' worker process is
    # this program started again with multiprocessing's arguments; this runs it and exits.
    multiprocessing.freeze_support()
    if argv is None:
        argv = sys.argv[1:]
    args = _parse_args(argv)
    if args.self_test:
        from .ui.self_test import run

        return run()

    from .storage import crash_log, paths
    from .ui import platform_check
    from .ui.instance_lock import say_already_running, take_lock

    # Before anything that needs Qt's platform: a missing system library would make Qt
    # abort inside QApplication() with no window and no word (ui/platform_check.py).
    missing = platform_check.check(argv, os.environ)
    if missing is not None or platform_check.display_missing(argv, os.environ):
        from PySide6.QtCore import QCoreApplication

        core = QCoreApplication([sys.argv[0]])  # for the translation only: no platform
        _install_saved_language(core, args)
        platform_check.report(APP_NAME, missing, os.environ)
        return 1

    # One copy per data folder, so one writer of its autosave (ui/instance_lock.py).
    running = take_lock(paths.data_dir())
    if running.owner is not None:
        app = _make_app(argv, args)  # noqa: F841 - the box needs it alive
        say_already_running(APP_NAME, running.owner)
        return 1

    # Before Qt starts, so a crash anywhere in it leaves a traceback (storage/crash_log.py).
    crash = crash_log.start_session(paths.data_dir())
    app = _make_app(argv, args)
    window = build_main_window(args, crash)
    window.show()
    code = app.exec()
    crash_log.end_session()
    if running.lock is not None:
        running.lock.unlock()
    return code


def _make_app(argv: Sequence[str], args: argparse.Namespace):  # noqa: ANN202
    """The QApplication, named, with its icon and the player's language."""
    from PySide6.QtWidgets import QApplication

    from .ui.app_icon import app_icon

    app = QApplication([sys.argv[0], *argv])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("Continental")
    app.setDesktopFileName(APP_ID)  # how Wayland finds the window's .desktop file and icon
    app.setWindowIcon(app_icon())
    app.setApplicationVersion(__version__)
    app.setOrganizationName(APP_NAME)
    _install_saved_language(app, args)
    return app
