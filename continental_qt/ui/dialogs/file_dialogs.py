"""The main window's questions and notices about game files: where to save, what to
open, a file that would not open, damaged autosaves, the offer to resume.

Dialogs only: the work is :class:`~continental_qt.ui.session.GameSession`'s. The boxes
open with ``open()`` (window-modal, never a nested event loop) and are returned, so the
window keeps them (tests read them).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from ...engine.state import GameState
from ...storage.autosave import Resumable
from ...storage.saves import SUFFIX, SavedGame
from .. import texts
from ..texts import translate


def _filter() -> str:
    return translate("MainWindow", "Continental games (*.continental)")


def save_name(title: str, when: datetime | None = None) -> str:
    """The file name Save As suggests: the rule set's ``title`` and the date and time
    (``May I? (seven hands) 2026-12-02 18.30.continental``), without the characters file
    systems refuse."""
    when = when or datetime.now()
    base = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", title)
    base = " ".join(base.split()).strip(". ") or "Continental"
    return f"{base} {when:%Y-%m-%d %H.%M}{SUFFIX}"


def ask_save_path(parent: QWidget, folder: Path, name: str = "") -> str:
    """The file the player names to save the game to, offering ``name`` in ``folder``
    ("" if they cancel)."""
    start = folder / name if name else folder
    path, _ = QFileDialog.getSaveFileName(
        parent, translate("MainWindow", "Save game"), str(start), _filter()
    )
    return path


def ask_open_path(parent: QWidget, folder: Path) -> str:
    """The saved game the player picks ("" if they cancel)."""
    path, _ = QFileDialog.getOpenFileName(
        parent, translate("MainWindow", "Open game"), str(folder), _filter()
    )
    return path


def show_save_failed(parent: QWidget, why: str) -> None:
    QMessageBox.warning(
        parent,
        translate("MainWindow", "Could not save"),
        translate("MainWindow", "The game was not saved: {error}").format(error=why),
    )


def show_open_failed(parent: QWidget, path: str, why: str) -> QMessageBox:
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        translate("MainWindow", "Could not open the game"),
        translate(
            "MainWindow", "{path} could not be opened. The file was not changed.\n\n{why}"
        ).format(path=path, why=why),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setObjectName("open_error")
    box.open()
    return box


def show_damaged(parent: QWidget, found: Resumable) -> QMessageBox | None:
    """Name the damaged autosaves start-up moved aside (None if there were none)."""
    if not found.problems:
        return None
    lines = []
    for path, exc, moved in found.problems:
        why = texts.save_error_text(exc.reason, exc.details)
        kept = moved.name if moved is not None else path.name
        lines.append(
            translate("MainWindow", "{file}: {why} It was kept as {kept}.").format(
                file=path.name, why=why, kept=kept
            )
        )
    if found.game is not None:
        lines.append(translate("MainWindow", "The previous autosave is offered instead."))
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        translate("MainWindow", "A saved game is damaged"),
        "\n\n".join(lines),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setObjectName("damaged_box")
    box.open()
    return box


def offer_resume(
    parent: QWidget,
    game: SavedGame,
    resume: Callable[[], None],
    new_game: Callable[[], None],
) -> QMessageBox:
    """Ask whether to go on with ``game``: ``resume()`` or ``new_game()`` runs after."""
    s = game.state
    names = ", ".join(seat.name for seat in game.seats)
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translate("MainWindow", "Resume your game?"),
        translate(
            "MainWindow", "You have an unfinished game of {rules} ({round}) with {names}."
        ).format(rules=texts.preset_name(s.rules), round=texts.state_title(s), names=names),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setObjectName("resume_box")
    yes = box.addButton(translate("MainWindow", "Resume"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("MainWindow", "New game…"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(yes)
    box.buttonClicked.connect(lambda button: resume() if button is yes else new_game())
    box.open()
    return box


def ask_replace_game(parent: QWidget, state: GameState, replace: Callable[[], None]) -> QMessageBox:
    """Ask before a file replaces the unfinished game ``state``: ``replace()`` runs only if
    the player agrees; Cancel (or closing the box) does nothing."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translate("MainWindow", "Open another game?"),
        translate(
            "MainWindow",
            "Your game of {rules} ({round}) is not finished. The autosave keeps only the "
            "game being played: to come back to this one later, save it first with Save As.",
        ).format(rules=texts.preset_name(state.rules), round=texts.state_title(state)),
        QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setObjectName("replace_box")
    yes = box.addButton(
        translate("MainWindow", "Open the other game"), QMessageBox.ButtonRole.AcceptRole
    )
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.buttonClicked.connect(lambda button: replace() if button is yes else None)
    box.open()
    return box


def fill_recent_menu(menu: QMenu, recent: list[str], open_file: Callable[[str], None]) -> None:
    """Game → Open Recent: one entry per file, newest first."""
    menu.clear()
    for path in recent:
        act = menu.addAction(Path(path).name)
        act.setToolTip(path)
        act.triggered.connect(lambda _=False, p=path: open_file(p))
    if not recent:
        act = menu.addAction(translate("MainWindow", "No recent games"))
        act.setEnabled(False)
