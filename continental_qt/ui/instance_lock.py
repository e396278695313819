"""One running copy of the game per data folder, so one writer of its autosave.

:func:`take_lock` takes a :class:`QLockFile` (``running.lock``) in the data folder and the
process keeps it while it runs. A second copy started on the same folder finds it taken and
must not start a game of its own: both would write the one autosave file, each over the
other's game. :func:`say_already_running` tells the player so.

A lock left by a copy that was killed or crashed does not block the next start: Qt's lock
file records the owner's process id (and host and boot), and a lock whose owner is no longer
running is stale and taken over. Its age alone never makes it stale (``setStaleLockTime(0)``):
a game can run for hours. When the folder cannot hold a lock at all (read-only, full), the
game starts unlocked rather than not at all.

Called from ``app.main`` before the crash log is started, so a second copy leaves the first
one's crash-log marker alone. QtCore only: no QApplication is needed to take the lock.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile

LOCK_NAME = "running.lock"


@dataclass(frozen=True)
class LockResult:
    """``lock`` is held (keep it referenced while the game runs); or ``owner`` (its process
    id, 0 if unknown) is another copy running on this folder; or neither: no lock could be
    made, play on without one."""

    lock: QLockFile | None = None
    owner: int | None = None


def take_lock(folder: Path) -> LockResult:
    """Take the data folder's lock (at once, never waiting)."""
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
    except OSError:
        return LockResult()
    lock = QLockFile(str(Path(folder) / LOCK_NAME))
    lock.setStaleLockTime(0)  # only a dead owner makes the lock stale, never its age
    if lock.tryLock(0):
        return LockResult(lock=lock)
    if lock.error() != QLockFile.LockError.LockFailedError:
        return LockResult()  # a folder we cannot write: no game would be saved either way
    info = lock.getLockInfo()
    owner = info[0] if isinstance(info, tuple) and info and isinstance(info[0], int) else 0
    return LockResult(owner=owner)


def say_already_running(app_name: str, owner: int) -> None:
    """Tell the player (stderr, and a message box unless Qt has no screen) that Continental
    is already running. A QApplication must exist; returns once the box is closed."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QMessageBox

    from .texts import translate

    title = translate("InstanceLock", "Continental is already running")
    text = translate(
        "InstanceLock",
        "Continental is already open on this computer. Go on playing in its window: a second "
        "copy would write over the game it keeps.",
    )
    where = f" (process {owner})" if owner else ""
    print(
        f"{app_name}: Continental is already running{where}; not starting a second copy.",
        file=sys.stderr,
        flush=True,
    )
    if QGuiApplication.platformName() in ("offscreen", "minimal"):
        return  # no one could see or close the box
    box = QMessageBox(QMessageBox.Icon.Information, title, title, QMessageBox.StandardButton.Ok)
    box.setObjectName("already_running_box")
    box.setInformativeText(text)
    box.exec()
