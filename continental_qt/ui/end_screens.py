"""The round summary and the game-over screen, built from the feed's view alone.

:class:`EndScreens` follows the feed: while its view is in ``ROUND_OVER`` the round
summary of that round is up (its data is the view's ``end_events()``: the round's
hands are shown to everyone for the count); once the view is over, the game-over
screen (totals, winners, every round's scores: all in the view). There is one state,
``screen``, and the key of the round or game it belongs to:

- ``NONE``: nothing to show (a round being played, or no game);
- ``ROUND``: the summary of a round (closed by "Next round", Escape, or the next
  deal made from the table);
- ``WAITING``: a game just ended here; its screen waits until the statistics hold
  it (the session's ``statsRecorded`` or ``statsProblem``), ``STATS_WAIT_MS`` at
  most, so the statistics it links to are never a game behind. Never waited for on
  the GUI thread: a timer and the signals move on;
- ``GAME_OVER``: the game-over screen.

A screen the player closed stays closed for its round or game (the key does not
change), whatever else changes meanwhile. A new game (``gameStarted``) starts from
``NONE``; a game opened already ended shows its screen at once (its statistics were
recorded when it was played).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from ..engine.events import ROUND_OVER
from ..engine.state import GameState
from . import texts
from .dialogs.game_over import GameOverDialog
from .dialogs.round_summary import RoundSummaryDialog
from .feeds.feed import Feed
from .session import GameSession
from .table.card_art import CardPixmaps

# The longest the game-over screen waits for the game to be in the statistics.
STATS_WAIT_MS = 3000


class Screen(Enum):
    NONE = "none"
    ROUND = "round"
    WAITING = "waiting"
    GAME_OVER = "game_over"


class EndScreens(QObject):
    """See the module docstring. ``shortcuts()`` lists the window's menu actions with a
    shortcut: the screens take the keyboard, so they carry them too."""

    playAgain = Signal(bool)  # the game-over screen's Play again (give seats back?)
    newGame = Signal()  # the game-over screen's New game…
    proceeded = Signal()  # a screen was left by its main button: back to the table

    def __init__(
        self,
        feed: Feed,
        session: GameSession,
        art: CardPixmaps,
        window: QWidget,
        shortcuts: Callable[[], list[QAction]],
    ) -> None:
        super().__init__(window)
        self._feed = feed
        self._session = session
        self._art = art
        self._window = window
        self._shortcuts = shortcuts
        self.screen = Screen.NONE
        self._key: tuple = ()
        self._game = 0  # counts games seen, so a key never matches another game's
        self._ended_before = False  # the game was over when it was opened
        self._closed = False
        self.dialog: RoundSummaryDialog | GameOverDialog | None = None
        self._wait = QTimer(self)
        self._wait.setSingleShot(True)
        self._wait.timeout.connect(self.stats_settled)
        feed.gameStarted.connect(self.reset)
        feed.stateChanged.connect(self.update)
        session.statsRecorded.connect(self.stats_settled)
        session.statsProblem.connect(self.stats_settled)

    # ------------------------------------------------------------ following
    def reset(self) -> None:
        """Another game: close whatever is up; nothing of the last game opens later."""
        self._close_dialog()
        self._wait.stop()
        self._game += 1
        self.screen, self._key = Screen.NONE, ()
        view = self._feed.view
        self._ended_before = view is not None and view.is_over

    def update(self) -> None:
        """Show the screen the feed's view calls for (once per round or game)."""
        if self._closed:
            return
        view = self._feed.view
        if view is None:
            self._set(Screen.NONE, ())
            return
        if view.is_over:
            key = (self._game, "over")
            if key == self._key:
                return
            if not self._ended_before and self._session.records_stats:
                self._set(Screen.WAITING, key)
                self._wait.start(STATS_WAIT_MS)
            else:
                self._show_game_over(view, key)
        elif view.phase == ROUND_OVER:
            key = (self._game, "round", len(view.round_scores))
            if key != self._key:
                self._show_round(view, key)
        elif self.screen is Screen.ROUND:
            self._set(Screen.NONE, ())  # the next round was dealt from the table

    def stats_settled(self, *_args: object) -> None:
        """The statistics hold the ended game (or cannot, or the wait is over)."""
        if self.screen is Screen.WAITING and not self._closed:
            view = self._feed.view
            if view is not None and view.is_over:
                self._show_game_over(view, self._key)

    def retranslate(self) -> None:
        """The screen on show again, in the language now spoken."""
        view = self._feed.view
        if self.dialog is None or not self.dialog.isVisible() or view is None:
            return
        if self.screen is Screen.ROUND and view.phase == ROUND_OVER:
            self._show_round(view, self._key)
        elif self.screen is Screen.GAME_OVER and view.is_over:
            self._show_game_over(view, self._key)

    def close(self) -> None:
        """The window closes: close the screen, and open none from now on."""
        self._closed = True
        self._wait.stop()
        self._set(Screen.NONE, self._key)

    def dismiss(self) -> None:
        """Close the screen on show; it stays closed for its round or game."""
        self._close_dialog()
        if self.screen is Screen.WAITING:
            self._wait.stop()
        if self.screen is not Screen.NONE:
            self.screen = Screen.NONE

    # ------------------------------------------------------------ showing
    def _set(self, screen: Screen, key: tuple) -> None:
        self._close_dialog()
        self.screen, self._key = screen, key

    def _show_round(self, view: GameState, key: tuple) -> None:
        events = view.end_events()
        if not events:
            self._set(Screen.NONE, key)
            return
        ev = events[0]
        rules = view.rules
        dialog = RoundSummaryDialog(
            {**ev.data, "winner": ev.seat},
            self._feed.names,
            texts.preset_name(rules),
            None,
            self._window,
            rules=rules,
            art=self._art,
        )
        dialog.proceed.connect(self._feed.deal_next)
        self._open(dialog, Screen.ROUND, key)

    def _show_game_over(self, view: GameState, key: tuple) -> None:
        dialog = GameOverDialog(
            self._feed.names,
            view.rules,
            [list(row) for row in view.round_scores],
            view.totals[:],
            view.winners[:],
            void=any(view.left) and len(view.active_seats()) < 2,
            round_winners=[e[1] for e in view.public_log() if e[0] == "round_end"],
            left=list(view.left),
            viewer=self._feed.at_screen,
            handed_over=self._session.handed_over,
            coach=self._session.coach_used,
            parent=self._window,
        )
        dialog.playAgain.connect(self.playAgain)
        dialog.newGame.connect(self.newGame)
        self._open(dialog, Screen.GAME_OVER, key)

    def _open(
        self, dialog: RoundSummaryDialog | GameOverDialog, screen: Screen, key: tuple
    ) -> None:
        self._set(screen, key)
        dialog.proceed.connect(self.proceeded)
        dialog.finished.connect(self._forget)
        # The menu shortcuts (Ctrl+N, Ctrl+O, F1…) are window shortcuts: they fire only
        # in a window the action belongs to, and the screen takes the keyboard.
        dialog.addActions(self._shortcuts())
        self.dialog = dialog
        dialog.show()
        # Keys go to it (Enter and Space: Next round), not to the table behind.
        dialog.raise_()
        dialog.activateWindow()

    def _forget(self) -> None:
        # The dialog deletes itself once closed: no reference may outlive it.
        if self.sender() is self.dialog:
            self.dialog = None

    def _close_dialog(self) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.proceed.disconnect()
            dialog.close()
