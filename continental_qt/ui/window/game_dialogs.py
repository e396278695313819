"""The dialogs the main window opens to ask or tell the player: New game, Leave the
game, and the Help menu's pages. Each is kept (``new_dialog``, ``leave_box``,
``rules_dialog``) while open, so a test or the window can reach it."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from ... import __version__
from ...engine.presets import get_preset
from ..dialogs.keys_help import KeysHelpDialog
from ..texts import translate

if TYPE_CHECKING:
    from ..main_window import MainWindow


def leave_later() -> str:
    """Why nobody may leave from the neutral May I? table."""
    return translate(
        "MainWindow",
        "Answer May I? first: a player leaves the game from their own hand, "
        "not from the shared table.",
    )


class GameDialogs(QObject):
    """New game, Leave, Rules, Keys and About for ``window``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._typed_seed: int | None = None  # the deal number last typed in New Game
        self.new_dialog = self.leave_box = self.rules_dialog = None

    def new_game(self) -> None:
        """The New Game dialog (with "Resume unfinished game" when one was found)."""
        from ..dialogs.new_game_dialog import NewGameDialog

        window, session = self._window, self._window.session
        last = session.config
        if last is not None:
            # A deal number is offered again only if the player typed it in this dialog:
            # a command line's or a random deal is not one they asked to see twice.
            last = dataclasses.replace(last, seed=self._typed_seed)
        dialog = NewGameDialog(window, last)
        dialog.setObjectName("new_game_dialog")

        def start() -> None:
            config = dialog.config()
            self._typed_seed = config.seed
            window.start_game(config)

        dialog.accepted.connect(start)
        found = session.resumable
        view = window.feed.view
        running = view is not None and not view.is_over
        if found is not None and found.game is not None and not running:
            box = dialog.findChild(QDialogButtonBox)
            if box is not None:
                button = box.addButton(
                    translate("MainWindow", "Resume unfinished game"),
                    QDialogButtonBox.ButtonRole.ActionRole,
                )
                button.setObjectName("resume_button")
                game = found.game

                def resume_saved() -> None:
                    dialog.reject()
                    window.files.resume(game)

                button.clicked.connect(resume_saved)
        dialog.open()
        self.new_dialog = dialog

    def leave(self) -> None:
        """Leave the game, or hand one's seat to the computer (the person at the screen)."""
        from ..dialogs.leave_dialog import LeaveDialog

        window, feed = self._window, self._window.feed
        if feed.asking is not None:
            # Whoever holds the computer on the neutral table is nobody in particular.
            window.show_message(leave_later())
            return
        seat, view = feed.at_screen, feed.view
        if seat is None or view is None or view.is_over:
            window.show_message(translate("MainWindow", "There is no seat of yours to leave."))
            return
        dialog = LeaveDialog(feed.names[seat], window)

        def chosen() -> None:
            how, level = dialog.choice()
            if how == "leave":
                window.session.leave(seat)
            else:
                window.session.hand_to_ai(seat, level or "medium")

        dialog.accepted.connect(chosen)
        dialog.open()
        self.leave_box = dialog

    def rules(self) -> None:
        """The rules of the game being played (of May I? with no game)."""
        from ..dialogs.rules_dialog import RulesDialog

        view = self._window.feed.view
        dialog = RulesDialog(view.rules if view is not None else get_preset("may-i"), self._window)
        dialog.open()
        self.rules_dialog = dialog

    def keys(self) -> None:
        KeysHelpDialog(self._window).show()

    def about(self) -> None:
        QMessageBox.about(
            self._window,
            translate("MainWindow", "About Continental"),
            translate(
                "MainWindow",
                "<h3>Continental {version}</h3><p>Continental Rummy and its family "
                "(May I?, Contract Rummy, Liverpool, Shanghai, Carioca) against computer "
                "players.</p><p>Free software under the MIT licence.</p>",
            ).format(version=__version__),
        )
