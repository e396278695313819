"""The notice at start that the last run crashed, pointing at the kept crash log.

Non-blocking (``open()``, window-modal): whatever comes next at start-up (the offer to
resume, the New Game dialog, a file to open) runs when the notice is closed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ...storage.crash_log import CrashReport
from ..texts import translate


def show_crash_notice(
    parent: QWidget, report: CrashReport, then: Callable[[], None]
) -> QMessageBox:
    """Open the notice over ``parent`` and return it; ``then()`` runs once it is closed.

    Its buttons open the log's folder or copy the log's path, and close the notice too;
    "Show Details…" shows the end of the log (the traceback).
    """
    path = str(report.log_path)
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        translate("CrashNotice", "Continental closed unexpectedly"),
        translate("CrashNotice", "Continental closed unexpectedly the last time it ran."),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setObjectName("crash_box")
    box.setInformativeText(
        translate(
            "CrashNotice",
            "What happened was written to a crash log, which is kept for a bug report:\n\n{path}",
        ).format(path=path)
    )
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if report.text:
        box.setDetailedText(report.text)
    folder = box.addButton(
        translate("CrashNotice", "Open Folder"), QMessageBox.ButtonRole.ActionRole
    )
    folder.setObjectName("crash_open_folder")
    copy = box.addButton(translate("CrashNotice", "Copy Path"), QMessageBox.ButtonRole.ActionRole)
    copy.setObjectName("crash_copy_path")
    ok = box.addButton(QMessageBox.StandardButton.Ok)
    box.setDefaultButton(ok)
    box.setEscapeButton(ok)

    def clicked(button) -> None:  # noqa: ANN001
        if button is folder:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(report.log_path.parent)))
        elif button is copy:
            QGuiApplication.clipboard().setText(path)

    box.buttonClicked.connect(clicked)
    box.finished.connect(lambda _result: then())
    box.open()
    return box
