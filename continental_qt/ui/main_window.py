"""The main window: the top bar, the table, the side panel, the action bar, the menus.

It holds two things of the game: ``self.session`` (:class:`GameSession`), for
commands (new game, open, save, leave, the computers' pace), and ``self.feed``, the
session's :class:`~.feeds.live.LiveFeed`. Everything the window shows of a game (the
table, the top bar, the prompt, the privacy screen, the score sheet, the log, the
round summary and the game-over screen) comes from the feed: the viewer's view and
the events as the screen may show them, never a live state. The action buttons are
enabled from the viewer's legal actions by type; the window holds no rule.

Its rooms (``ui/window/``): the bars (``bars.py``), the menus, declared in one table
(``menu_table.py``), and the file commands (``files.py``); the end-of-round and
end-of-game screens follow the feed in ``end_screens.py``.
"""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QMainWindow,
    QMenu,
    QMenuBar,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..engine.actions import Claim, DrawStock, Pass, TakeDiscard
from ..engine.events import Event
from ..engine.state import GameState
from . import keymap, texts
from .button_keys import MoveButtonKeys
from .config import AI_SPEEDS, GameConfig
from .dialogs.game_over import GameOverDialog
from .dialogs.round_summary import RoundSummaryDialog
from .end_screens import EndScreens
from .gui_gc import collect_on_gui_thread
from .i18n import SETTING, install_language
from .session import GameSession
from .stats.stats_window import StatsWindow
from .table.card_art import CardPixmaps
from .table.hand_row import HandRow, Staging
from .table.privacy_screen import PrivacyScreen
from .table.table_view import TableView
from .text_size import LARGER_TEXT, set_text_scale
from .texts import translate
from .window.announcer import Announcer
from .window.bars import ActionBar, TopBar
from .window.coach import Coach
from .window.files import FileCommands
from .window.game_dialogs import GameDialogs, leave_later
from .window.may_i_setting import MayISetting
from .window.menu_table import window_menus
from .window.menus import build_menus
from .window.options import WindowOptions
from .window.side_panel import SidePanel
from .window.speech import Speech
from .window.undo import Undo


class MainWindow(QMainWindow):
    """The game window: a view of ``self.session`` (:class:`GameSession`), which owns the
    game, its files and its statistics, through the session's feed. ``settings`` and
    ``data_dir`` go to the session."""

    def __init__(self, settings: QSettings | None = None, data_dir: Path | None = None) -> None:
        super().__init__()
        collect_on_gui_thread()  # before the autosave and AI threads start (gui_gc.py)
        self.setObjectName("main_window")
        self.settings = settings
        self.session = GameSession(None, settings, data_dir, parent=self)
        self.feed = feed = self.session.feed
        self.stats_window: StatsWindow | None = None
        self.language: str | None = self._setting(SETTING, "") or None  # None: the system's
        # Before any widget is built, so that nothing is laid out twice at start-up.
        set_text_scale(LARGER_TEXT if self._setting("larger_text", False) else 1.0)
        self.art = CardPixmaps(four_colour=self._setting("four_colour", False))
        self.art.high_contrast = self._setting("high_contrast", self.art.high_contrast)
        self.hand_row = HandRow(self)
        self.session.hand_orders = self.hand_row  # each player's order, saved and resumed
        self.staging = Staging(self)
        self.table = TableView(feed, self.hand_row, self.staging, self.art, self)
        self.table.set_larger_cards(self._setting("larger_cards", self.table.larger_cards))
        self.privacy = PrivacyScreen(self.table)
        self.privacy.ready.connect(self._take_screen)
        self.files = FileCommands(self)
        self.options = WindowOptions(self)
        self.dialogs = GameDialogs(self)
        self.coach = Coach(feed, self.table, self.show_message, self.session.coach_used, self)
        self.coach.tutor.on = self._setting("tutor", False)
        self.undo_command = Undo(
            self.session, self.staging, self.coach.used, self.show_message, self
        )
        self.undo_command.on = self._setting("allow_undo", True)
        self.coach.tutor.threshold = float(self._setting("tutor_threshold", "5") or 5)
        self.announcer = Announcer(feed, self.table, self)
        self.announcer.verbosity = self._setting("verbosity", "all")
        self.speech = Speech(feed, self.announcer, self.table, self)
        self._build_body(MoveButtonKeys(self.table))
        self._build_menus()
        self._retranslate()
        # The round summary and the game-over screen follow the feed (connected first:
        # a new game closes the last one's before anything else reacts).
        self.end_screens = EndScreens(feed, self.session, self.art, self, self.shortcut_actions)
        self.end_screens.playAgain.connect(self.play_again)
        self.end_screens.newGame.connect(self.dialogs.new_game)
        self.end_screens.proceeded.connect(self.table.setFocus)
        self.table.coachRequested.connect(self.coach.ask)
        feed.stateChanged.connect(self._on_state)
        feed.eventsSeen.connect(self._on_events)
        feed.illegalMove.connect(self._on_illegal)
        feed.gameStarted.connect(self._on_game_started)
        feed.aiFailed.connect(self._on_ai_failed)
        feed.aiRestarted.connect(self._on_ai_restarted)
        self.table.message.connect(self.show_message)
        self.staging.changed.connect(self._update_buttons)
        self.hand_row.selectionChanged.connect(self._update_buttons)
        self.session.statsRecorded.connect(self._on_stats_recorded)
        self.session.statsProblem.connect(lambda text: self.statusBar().showMessage(text, 15000))
        self.options.set_high_contrast(self.art.high_contrast)
        self.options.set_animation(self._setting("animation", "normal"))
        self.options.restore_geometry()
        self._on_state()

    # ------------------------------------------------------------ building
    def _build_body(self, button_keys: MoveButtonKeys) -> None:
        """The bars, the table and the side panel, and the status bar."""
        self.top_bar = TopBar(button_keys, self)
        self.round_label = self.top_bar.round_label
        self.phase_label = self.top_bar.phase_label
        self.scores_button = self.top_bar.scores_button
        self.scores_button.toggled.connect(self._toggle_side)
        table = self.table
        self.action_bar = ActionBar(
            {
                "draw_button": lambda: self.feed.act(DrawStock()),  # act looked up each press
                "take_button": lambda: self.feed.act(TakeDiscard()),
                "claim_button": lambda: self.feed.act(Claim()),
                "pass_button": lambda: self.feed.act(Pass()),
                "stop_asking_button": lambda: self.may_i.stop_asking(),
                "go_down_button": table.input.go_down,
                "take_back_button": lambda: self.staging.take_back(),
                "hint_button": lambda: self.coach.ask("hint"),
                "sort_rank": lambda: self._sort("rank"),
                "sort_suit": lambda: self._sort("suit"),
            },
            button_keys,
            self,
        )
        self.prompt_label = self.action_bar.prompt_label
        self.action_bar.messageOver.connect(self._update_prompt)
        buttons = self.action_bar.buttons
        self.draw_button, self.take_button = buttons["draw_button"], buttons["take_button"]
        self.claim_button, self.pass_button = buttons["claim_button"], buttons["pass_button"]
        self.stop_asking_button = buttons["stop_asking_button"]
        self.may_i = MayISetting(
            self.feed, lambda: self.ask_action, self.stop_asking_button, self.show_message, self
        )
        self.down_button, self.back_button = buttons["go_down_button"], buttons["take_back_button"]
        self.sort_rank_button, self.sort_suit_button = buttons["sort_rank"], buttons["sort_suit"]
        # Tab goes from the table through the buttons, left to right, to the top bar's.
        chain = [table, *self.move_buttons(), self.scores_button]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)
        side = self.side = SidePanel(self)
        self.score_model, self.log_model = side.score_model, side.log_model
        self.score_view, self.score_chart = side.score_view, side.score_chart
        self.log_panel, self.log_view = side.log_panel, side.log_panel.view
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.top_bar)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, central)
        self.splitter.addWidget(table)
        self.splitter.addWidget(self.side)
        # The panel takes a fifth of what the window grows by: its names and numbers
        # need more room with more players (280 px at 1280×800, ~540 at 2560×1440).
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([1000, 280])
        # The felt runs up to the handle: no light frame line round the table.
        table.setFrameShape(QFrame.Shape.NoFrame)
        column.addWidget(self.splitter, 1)
        column.addWidget(self.action_bar)
        self.setCentralWidget(central)
        # Built now and always shown, for file and statistics notices: a status bar made on
        # its first message would push the table up then.
        status = self.statusBar()
        status.setObjectName("status_bar")
        status.setSizeGripEnabled(False)
        status.setStyleSheet("#status_bar { background: #163d2b; color: #f4f1e8; }")

    def _build_menus(self) -> None:
        """The menu bar from the menu table; on a language change a new bar replaces the
        old one, and Qt deletes the old bar with its actions."""
        if self.menuBar().actions():
            self.setMenuBar(QMenuBar(self))
        self.actions_ = build_menus(self.menuBar(), window_menus(self))
        a = self.actions_
        self.new_action, self.open_action = a["new_action"], a["open_action"]
        self.save_action, self.stats_action = a["save_action"], a["stats_action"]
        self.replay_action, self.ask_action = a["replay_game_action"], a["ask_may_i_action"]
        self.leave_action, self.recent_menu = a["leave_action"], a["recent_menu"]
        self.larger_cards_action = a["larger_cards_action"]
        self.larger_text_action = a["larger_text_action"]
        self.speed_actions = {key: a[f"pace_{key}"] for key in AI_SPEEDS}
        self.scores_button.toggled.connect(a["side_panel_action"].setChecked)

    def move_buttons(self) -> list[QPushButton]:
        """The action bar's buttons, left to right."""
        return self.action_bar.move_buttons()

    def shortcut_actions(self) -> list[QAction]:
        """Every action of the menu bar (submenus included) that has a shortcut: windows
        and dialogs that take the keyboard carry them, so Ctrl+N, F1… work there too."""
        out: list[QAction] = []
        pending = list(self.menuBar().actions())
        while pending:
            act = pending.pop(0)
            menu = act.menu()
            if isinstance(menu, QMenu):
                pending.extend(menu.actions())
            elif act.shortcuts():
                out.append(act)
        return out

    # ------------------------------------------------------------ language
    def _retranslate(self) -> None:
        """Set the window's own texts in the current language: once when it is built, and
        again on every language change (the menus are built anew then, see changeEvent)."""
        # A refusal or hint on show in the prompt line is in the old language: drop it
        # (changeEvent then writes the prompt afresh).
        self.action_bar.end_message()
        self._update_title()
        self.table.setAccessibleName(translate("MainWindow", "Card table"))
        for i in range(self.splitter.count()):  # the edge between the table and the panel
            self.splitter.handle(i).setAccessibleName(
                translate("MainWindow", "Edge of the side panel: drag to resize it")
            )
        self.table.setAccessibleDescription(
            translate(
                "MainWindow",
                "{hand} reads your hand, {moves} what you can do; View, Speak lists every key "
                "that reads the table.",
            ).format(hand=keymap.key_names("read_hand"), moves=keymap.key_names("read_moves"))
        )
        self._toggle_side(self.scores_button.isChecked())
        self.side.retranslate()
        self.action_bar.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._build_menus()
            self._retranslate()
            self._on_state()  # the top bar, the prompt and the Go down / Go out button
            self.table.refresh(animate=False)
            self._retranslate_windows()
        super().changeEvent(event)

    def _retranslate_windows(self) -> None:
        """Open the round summary and the Statistics window again in the new language (the
        modal dialogs cannot be open while the menu is used; log lines stay as written)."""
        self.end_screens.retranslate()
        old = self.stats_window
        if old is not None:
            shown, geometry = old.isVisible(), old.geometry()
            self.stats_window = None
            old.close()
            old.deleteLater()
            if shown:
                self.show_statistics()
                self.stats_window.setGeometry(geometry)

    def set_language(self, code: str | None) -> None:
        """Speak ``code`` (None: the system's language) at once, and remember the choice."""
        self.language = code
        if self.settings is not None:
            if code:
                self.settings.setValue(SETTING, code)
            else:
                self.settings.remove(SETTING)
        install_language(QCoreApplication.instance(), code)

    # ------------------------------------------------------------ settings
    def _setting(self, key: str, default):  # noqa: ANN001, ANN202
        if self.settings is None:
            return default
        value = self.settings.value(key, default)
        if isinstance(default, bool):
            return value in (True, "true", "1", 1)
        return value

    def _store(self, key: str, value) -> None:  # noqa: ANN001
        if self.settings is not None:
            self.settings.setValue(key, value)

    def undo(self) -> None:
        if self.undo_command():
            self.table.setFocus()

    def _toggle_side(self, on: bool) -> None:
        self.side.setVisible(on)
        self.top_bar.show_side(on)

    def _sort(self, mode: str) -> None:
        self.hand_row.sort_by(mode)
        self.table.refresh()

    # ------------------------------------------------------------ commands
    def start_game(self, config: GameConfig) -> None:
        self.session.new_game(config)
        self.table.setFocus()

    def restart(self) -> None:
        """The same deal again, with every seat played as it was at the start."""
        cfg = self.session.start_config
        if cfg is not None:
            self.start_game(cfg)

    def play_again(self, give_back: bool = True) -> None:
        """The same players and rules, a new deal (a seed other than this game's). A seat
        handed to the computer during the game is its person's again if ``give_back``
        (the game-over screen offers it), else the computer's still."""
        cfg = self.session.start_config if give_back else self.session.config
        if cfg is None:
            return
        pick = random.SystemRandom()
        seed = pick.randrange(10**9)
        while seed == cfg.seed:
            seed = pick.randrange(10**9)
        self.start_game(dataclasses.replace(cfg, seed=seed))

    def show_statistics(self) -> None:
        store = self.session.stats_store
        if store is None:
            self.show_message(
                translate("MainWindow", "The statistics are still opening; try again in a moment.")
            )
            return
        if self.stats_window is None:
            self.stats_window = StatsWindow(store, parent=self)
            self.stats_window.setWindowFlag(Qt.WindowType.Window, True)
        self.stats_window.show()
        self.stats_window.raise_()

    def _on_stats_recorded(self) -> None:
        if self.stats_window is not None and self.stats_window.isVisible():
            self.stats_window.refresh()  # it reports a damaged database moved aside
        else:
            self.session.report_stats_problem()

    def closeEvent(self, event) -> None:  # noqa: ANN001
        self.options.save_geometry()
        # A game-over screen still waiting for the statistics would open over the closed
        # window, for a game the closed session no longer knows.
        self.end_screens.close()
        self.coach.close()
        self.session.close()
        super().closeEvent(event)

    # ------------------------------------------------------------ pass-and-play
    def _take_screen(self) -> None:
        """The privacy screen was taken by a deliberate act (see ``PrivacyScreen``)."""
        self.feed.take_screen()
        self.table.setFocus()

    # ------------------------------------------------------------ reacting
    def _on_game_started(self) -> None:
        self.side.new_game()
        view = self.feed.view
        if view is not None:
            # The current round's deal as the engine reported it (a new game's first
            # deal, or a restored game's round with its real upcard, whatever lies on the
            # discard pile now).
            self._on_events(view.start_events(), view)
        for key, act in self.speed_actions.items():
            act.setChecked(key == self.session.ai_speed)
        self._update_title()

    def _update_title(self) -> None:
        """The game and its deal. Qt adds the application's display name ("Continental",
        set in ``app.main``) to a title that does not end with it, so the title never
        names the program itself: it would read "Continental" twice."""
        cfg, view = self.session.config, self.feed.view
        if cfg is None or view is None:
            self.setWindowTitle(translate("MainWindow", "Continental"))  # ends with it: kept as is
            return
        self.setWindowTitle(
            translate("MainWindow", "{name}, deal {seed}").format(
                name=texts.preset_name(view.rules), seed=cfg.seed
            )
        )

    def _on_state(self) -> None:
        """Show the viewer's view: the top bar, the score sheet and chart, the privacy
        screen, the prompt and the buttons."""
        s = self.feed.view
        names = self.feed.names
        self.side.show_view(s, names)
        self.top_bar.show_view(s, names, self.feed.asking)
        focused = QApplication.focusWidget()
        if self.privacy.follow(self.feed, s):
            self.table.setFocus()
        self.may_i.show()
        self.replay_action.setEnabled(s is not None and s.is_over)
        neutral = self.feed.asking is not None
        self.leave_action.setEnabled(not neutral)
        self.leave_action.setToolTip(leave_later() if neutral else "")
        self._update_prompt(s)
        self._update_buttons(s)
        self._focus_back_to_table(focused)

    def _focus_back_to_table(self, focused: QWidget | None) -> None:
        """A move button that had the focus and is now disabled or hidden gives it to the
        table. Qt would pass it on to the next enabled button, where the player's next
        Enter or Space would press a button they never chose."""
        if focused in self.move_buttons() and not (focused.isEnabled() and focused.isVisible()):
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _update_prompt(self, s: GameState | None = None) -> None:
        """The prompt line from the viewer's view ``s`` (default: read it now)."""
        if s is None:
            s = self.feed.view
        if s is None:
            text = translate("MainWindow", "Start a new game from the Game menu (Ctrl+N).")
        else:
            text = texts.prompt_text(s, s.viewer, self.feed.names, self.feed.asking)
        self.action_bar.show_prompt(text)

    def show_message(self, text: str, ms: int = 4000, speak: bool = True) -> None:
        """Say ``text`` (a refusal, a hint) in the prompt line for ``ms``, and to a screen
        reader (``speak``; cards in words) through the announcer."""
        self.action_bar.say(text, ms)
        if speak:
            self.announcer.say(texts.symbols_in_words(text), urgent=True)

    def _update_buttons(self, s: GameState | None = None) -> None:
        """Enable each move button from the viewer's legal moves (``s``: the view just
        read, else read now); Go down also needs the engine's verdict on the staging."""
        if s is None:
            s = self.feed.view
        moves = self.feed.legal_actions(s) if s is not None else []
        self.action_bar.enable(
            {type(a) for a in moves},
            s is not None and s.rules.single_hand,
            self.staging.ready,
            bool(self.staging.staged_uids),
            bool(self.hand_row.count()),
            self.coach.why_not(s, moves) is None,
        )
        self.actions_["undo_action"].setEnabled(self.undo_command.possible)

    def _on_events(self, events: list[Event], s: GameState | None = None) -> None:
        """Log ``events`` (the feed's ``eventsSeen``: private cards already hidden) as the
        log's reader may see them; ``s`` is the view they lead to (default: read now)."""
        if s is None:
            s = self.feed.view
        if s is None:
            return
        self.action_bar.end_message()  # a move went through: the last refusal is old news
        # Pass-and-play: the log is read by everyone, so it names no private card.
        self.side.log(events, s, self.feed.names, self.feed.log_viewer)

    def _on_illegal(self, reason: str, details: dict) -> None:
        self.show_message(texts.reason_text(reason, details), speak=False)  # the announcer's

    def _on_ai_restarted(self, seat: int, message: str) -> None:
        """The worker process died mid-decision and a new one is asked (``message``, how
        it died, goes to the log only): said like a refusal, no dialog."""
        text = translate(
            "MainWindow", "The computer players had to be restarted; {name} is thinking again."
        )
        self.show_message(text.format(name=self.feed.names[seat]))

    def _on_ai_failed(self, seat: int, message: str) -> None:
        QMessageBox.warning(
            self,
            translate("MainWindow", "Computer player stopped"),
            translate("MainWindow", "{name} could not move ({error}). The game is paused.").format(
                name=self.feed.names[seat], error=message
            ),
        )

    # ------------------------------------------------------------ end screens
    @property
    def summary(self) -> RoundSummaryDialog | GameOverDialog | None:
        """The round summary or the game-over screen while one is open."""
        return self.end_screens.dialog

    def close_summary(self) -> None:
        """Close the round summary or the game-over screen (it stays closed)."""
        self.end_screens.dismiss()
