"""The main window: menus, the top bar, the table, the side panel, the action bar.

It holds two things of the game: ``self.session`` (:class:`GameSession`), for
commands (new game, open, save, leave, the computers' pace), and ``self.feed``, the
session's :class:`~.feeds.live.LiveFeed`. Everything the window shows of a game (the
table, the top bar, the prompt, the privacy screen, the score sheet, the log, the
round summary and the game-over screen) comes from the feed: the viewer's view and
the events as the screen may show them, never a live state. The action buttons are
enabled from the viewer's legal actions by type; the window holds no rule.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMenuBar,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..engine.actions import Claim, DrawStock, GoDown, GoOut, Pass, TakeDiscard
from ..engine.events import MAY_I, Event
from ..engine.presets import get_preset
from ..engine.state import GameState
from ..storage.autosave import AutoSaver, Resumable
from ..storage.crash_log import CrashReport
from ..storage.saves import SavedGame
from ..storage.stats import StatsStore
from . import keymap, texts
from .button_keys import BUTTON_STYLE, MoveButtonKeys
from .config import AI_SPEEDS, GameConfig
from .dialogs import file_dialogs
from .dialogs.crash_notice import show_crash_notice
from .dialogs.game_over import GameOverDialog
from .dialogs.keys_help import KeysHelpDialog
from .dialogs.round_summary import RoundSummaryDialog
from .end_screens import EndScreens
from .feeds.replay import ReplayError, ReplayFeed, replay_of
from .gui_gc import collect_on_gui_thread
from .i18n import LANGUAGES, SETTING, install_language
from .replay_window import ReplayWindow
from .session import GameSession
from .stats.score_chart import ScoreChart
from .stats.score_model import ScoreModel
from .stats.score_table import ScoreTable, style_side_panel, style_splitter
from .stats.stats_window import StatsWindow
from .table.card_art import CardPixmaps
from .table.hand_model import HandModel, Staging
from .table.log_model import LogModel
from .table.log_view import LogPanel
from .table.privacy_screen import PrivacyScreen
from .table.table_view import TableView
from .texts import translate
from .texts.events import event_text

# Animation length in ms by the View → Animation setting.
ANIMATION_MS = {"off": 0, "fast": 120, "normal": 220, "slow": 360}
# Settings keys of the window's size, place and maximized state, and of the splitter.
GEOMETRY_KEY = "window/geometry"
SPLITTER_KEY = "window/splitter"


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
        self.feed = self.session.feed
        self.stats_window: StatsWindow | None = None
        self._startup_game: GameConfig | None = None  # what start-up starts once it looked
        self._typed_seed: int | None = None  # the deal number last typed in New Game
        self._language: str | None = self._setting(SETTING, "") or None  # None: the system's
        self.art = CardPixmaps(four_colour=self._setting("four_colour", False))
        self.hand_model = HandModel(self)
        self.session.hand_orders = self.hand_model  # each player's order, saved and resumed
        self.staging = Staging(self)
        self.score_model = ScoreModel(self)
        self.log_model = LogModel(self)
        self.table = TableView(self.feed, self.hand_model, self.staging, self.art, self)
        self.privacy = PrivacyScreen(self.table)
        self._button_keys = MoveButtonKeys(self.table)  # the bars' buttons' keys
        self.privacy.ready.connect(self._take_screen)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._update_prompt)
        self._message = ""

        self._build_top_bar()
        self._build_side_panel()
        self._build_action_bar()
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.top_bar)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, central)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.side)
        # The panel takes a fifth of what the window grows by: its names and numbers
        # need more room with more players (280 px at 1280×800, ~540 at 2560×1440).
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([1000, 280])
        style_splitter(self.splitter)  # the panel's felt; high contrast: _set_high_contrast
        # The felt runs up to the handle: no light frame line round the table.
        self.table.setFrameShape(QFrame.Shape.NoFrame)
        column.addWidget(self.splitter, 1)
        column.addWidget(self.action_bar)
        self.setCentralWidget(central)
        # Built now and always shown, for file and statistics notices: a status bar made on
        # its first message would push the table up then.
        status = self.statusBar()
        status.setObjectName("status_bar")
        status.setSizeGripEnabled(False)
        status.setStyleSheet("#status_bar { background: #163d2b; color: #f4f1e8; }")
        self._build_menus()
        self._retranslate()

        feed = self.feed
        # The round summary and the game-over screen follow the feed (connected first:
        # a new game closes the last one's before anything else reacts).
        self.end_screens = EndScreens(feed, self.session, self.art, self, self._shortcut_actions)
        self.end_screens.playAgain.connect(self.play_again)
        self.end_screens.newGame.connect(self.new_game_dialog)
        self.end_screens.proceeded.connect(self.table.setFocus)
        feed.stateChanged.connect(self._on_state)
        feed.eventsSeen.connect(self._on_events)
        feed.illegalMove.connect(self._on_illegal)
        feed.gameStarted.connect(self._on_game_started)
        feed.aiFailed.connect(self._on_ai_failed)
        feed.aiRestarted.connect(self._on_ai_restarted)
        self.table.message.connect(self.show_message)
        self.staging.changed.connect(self._update_buttons)
        self.hand_model.selectionChanged.connect(self._update_buttons)
        session = self.session
        session.saved.connect(self._on_saved)
        session.saveFailed.connect(self._on_save_failed)
        session.opened.connect(self._on_opened)
        session.loadFailed.connect(self._on_load_failed)
        session.replayLoaded.connect(self._on_replay_loaded)
        session.autosaveFailed.connect(self._on_autosave_failed)
        session.resumableFound.connect(self._on_resumable)
        session.statsRecorded.connect(self._on_stats_recorded)
        session.statsProblem.connect(self._on_stats_problem)
        self._apply_animation(self._setting("animation", "normal"))
        self._restore_geometry()
        self._on_state()

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

    def _restore_geometry(self) -> None:
        """The size, place, maximized state and splitter of the last session; the first
        time, most of the screen (a fixed size is too small on a large screen and too
        large on a small one)."""
        geometry = self._setting(GEOMETRY_KEY, None)
        restored = isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)
        screen = self.screen() or QGuiApplication.primaryScreen()
        if not restored and screen is not None:
            # 80% of the screen, but on a small one (a 1280x800 or 1366x768 laptop) nearly
            # all of it, leaving room for the window's frame.
            area = screen.availableGeometry()
            width = max(area.width() * 0.8, min(area.width() * 0.95, 1280))
            height = max(area.height() * 0.8, min(area.height() * 0.92, 800))
            self.resize(int(width), int(height))
            self.move(
                area.x() + (area.width() - self.width()) // 2,
                area.y() + (area.height() - self.height()) // 2,
            )
        elif not restored:
            self.resize(1280, 800)
        splitter = self._setting(SPLITTER_KEY, None)
        if isinstance(splitter, QByteArray) and splitter:
            self.splitter.restoreState(splitter)

    def _save_geometry(self) -> None:
        self._store(GEOMETRY_KEY, self.saveGeometry())
        self._store(SPLITTER_KEY, self.splitter.saveState())

    # ------------------------------------------------------------ building
    def _build_top_bar(self) -> None:
        bar = QWidget(self)
        bar.setObjectName("top_bar")
        bar.setStyleSheet(
            "#top_bar { background: #163d2b; } #top_bar QLabel { color: #f4f1e8; }"
            + BUTTON_STYLE.format(scope="#top_bar")
        )
        row = QHBoxLayout(bar)
        row.setContentsMargins(12, 6, 12, 6)
        self.round_label = QLabel(bar)
        self.round_label.setObjectName("round_label")
        self.round_label.setStyleSheet("font-weight: bold; font-size: 15px;")
        self.phase_label = QLabel(bar)
        self.phase_label.setObjectName("phase_label")
        self.phase_label.setStyleSheet("font-size: 15px;")
        self.scores_button = QPushButton(bar)
        self.scores_button.setObjectName("scores_button")
        self.scores_button.setCheckable(True)
        self.scores_button.setChecked(True)
        self.scores_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.scores_button.installEventFilter(self._button_keys)
        self.scores_button.toggled.connect(self._toggle_side)
        row.addWidget(self.round_label)
        row.addStretch(1)
        row.addWidget(self.phase_label)
        row.addStretch(1)
        row.addWidget(self.scores_button)
        self.top_bar = bar

    def _build_side_panel(self) -> None:
        tabs = QTabWidget(self)
        tabs.setObjectName("side_panel")
        tabs.setMinimumWidth(220)
        style_side_panel(tabs)  # the table's felt; high contrast: _set_high_contrast
        self.score_view = ScoreTable(tabs)
        self.score_view.setObjectName("score_view")
        self.score_view.setModel(self.score_model)
        self.score_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The log follows new lines unless the player scrolled up, and says which.
        self.log_panel = LogPanel(self.log_model, tabs)
        self.log_view = self.log_panel.view
        self.score_chart = ScoreChart(tabs)
        self.score_chart.setObjectName("score_chart")
        for page in (self.score_view, self.score_chart, self.log_panel):
            tabs.addTab(page, "")  # titles: _retranslate
        self._chart_rounds = -1
        self.side = tabs

    def _button(self, slot, name: str) -> QPushButton:  # noqa: ANN001
        """An action-bar button; its text and tip are set by :meth:`_retranslate`. Tab
        reaches it (a click leaves the focus on the table); focused, it takes Space and
        Enter, and passes every other game key to the table (``button_keys``)."""
        b = QPushButton(self.action_bar)
        b.setObjectName(name)
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        b.setAutoDefault(False)
        b.installEventFilter(self._button_keys)
        b.clicked.connect(slot)
        self._action_row.addWidget(b)
        return b

    def _build_action_bar(self) -> None:
        bar = QWidget(self)
        bar.setObjectName("action_bar")
        bar.setStyleSheet(
            "#action_bar { background: #163d2b; } #prompt_label { color: #fff6d5; }"
            + BUTTON_STYLE.format(scope="#action_bar")
        )
        self.action_bar = bar
        column = QVBoxLayout(bar)
        column.setContentsMargins(12, 6, 12, 8)
        self.prompt_label = QLabel(bar)
        self.prompt_label.setObjectName("prompt_label")
        self.prompt_label.setWordWrap(True)
        self.prompt_label.setStyleSheet("font-size: 15px; font-weight: bold;")
        column.addWidget(self.prompt_label)
        row = QHBoxLayout()
        self._action_row = row
        column.addLayout(row)
        t, feed = self.table, self.feed
        # The feed's act is looked up at each press (a test may stand in for it).
        self.draw_button = self._button(lambda: feed.act(DrawStock()), "draw_button")
        self.take_button = self._button(lambda: feed.act(TakeDiscard()), "take_button")
        self.claim_button = self._button(lambda: feed.act(Claim()), "claim_button")
        self.pass_button = self._button(lambda: feed.act(Pass()), "pass_button")
        # On the May I? question of the person whose hand shows (never the neutral table).
        self.stop_asking_button = self._button(self._stop_asking, "stop_asking_button")
        self.stop_asking_button.hide()
        self.down_button = self._button(t.go_down, "go_down_button")
        self.back_button = self._button(lambda: self.staging.take_back(), "take_back_button")
        row.addStretch(1)
        self.sort_rank_button = self._button(lambda: self._sort("rank"), "sort_rank")
        self.sort_suit_button = self._button(lambda: self._sort("suit"), "sort_suit")
        # Tab goes from the table through the buttons, left to right, to the top bar's.
        chain = [self.table, *self.move_buttons(), self.scores_button]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def move_buttons(self) -> list[QPushButton]:
        """The action bar's buttons, left to right."""
        return [
            self.draw_button,
            self.take_button,
            self.claim_button,
            self.pass_button,
            self.stop_asking_button,
            self.down_button,
            self.back_button,
            self.sort_rank_button,
            self.sort_suit_button,
        ]

    def _retranslate(self) -> None:
        """Set the window's own texts in the current language: once when it is built, and
        again on every language change (the menus are built anew then, see changeEvent)."""
        # A refusal or hint on show in the prompt line is in the old language: drop it
        # (changeEvent then writes the prompt afresh).
        self._message = ""
        self._message_timer.stop()
        self._update_title()
        self._toggle_side(self.scores_button.isChecked())
        for index, title in enumerate(
            (
                translate("MainWindow", "Scores"),
                translate("MainWindow", "Chart"),
                translate("MainWindow", "Log"),
            )
        ):
            self.side.setTabText(index, title)
        buttons = (
            (
                self.draw_button,
                translate("MainWindow", "Draw (D)"),
                translate("MainWindow", "Draw from the stock"),
            ),
            (
                self.take_button,
                translate("MainWindow", "Take discard (T)"),
                translate("MainWindow", "Take the top card of the discard pile"),
            ),
            (
                self.claim_button,
                translate("MainWindow", "May I? (M)"),
                translate("MainWindow", "Ask for the passed discard; you also take a penalty card"),
            ),
            (
                self.pass_button,
                translate("MainWindow", "No thanks (N)"),
                translate("MainWindow", "Let the discard go"),
            ),
            (
                self.stop_asking_button,
                translate("MainWindow", "Stop asking me"),
                translate(
                    "MainWindow",
                    "Let every passed discard go from now on, without being asked "
                    "(Game menu: Ask me about May I?)",
                ),
            ),
            (
                self.down_button,
                translate("MainWindow", "Go down (G)"),
                translate("MainWindow", "Lay down the staged melds"),
            ),
            (
                self.back_button,
                translate("MainWindow", "Take back (U)"),
                translate("MainWindow", "Return the staged cards to your hand"),
            ),
            (
                self.sort_rank_button,
                translate("MainWindow", "Sort by rank (R)"),
                translate("MainWindow", "Sort your hand by rank"),
            ),
            (
                self.sort_suit_button,
                translate("MainWindow", "Sort by suit (S)"),
                translate("MainWindow", "Sort your hand by suit"),
            ),
        )
        for button, text, tip in buttons:
            button.setText(text)
            button.setToolTip(tip)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._rebuild_menus()
            self._retranslate()
            self._on_state()  # the top bar, the prompt and the Go down / Go out button
            self.table.refresh(animate=False)
            columns = self.score_model.columnCount()
            if columns:
                self.score_model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
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

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(translate("MainWindow", "&Game"))
        game.setObjectName("game_menu")
        self.new_action = QAction(translate("MainWindow", "&New game…"), self)
        self.new_action.setObjectName("new_action")
        self.new_action.setShortcuts(keymap.sequences("new_game"))
        self.new_action.triggered.connect(self.new_game_dialog)
        game.addAction(self.new_action)
        self.restart_action = QAction(translate("MainWindow", "&Restart with the same deal"), self)
        self.restart_action.triggered.connect(self.restart)
        game.addAction(self.restart_action)
        game.addSeparator()
        self.open_action = QAction(translate("MainWindow", "&Open…"), self)
        self.open_action.setObjectName("open_action")
        self.open_action.setShortcuts(keymap.sequences("open"))
        self.open_action.triggered.connect(self.open_dialog)
        game.addAction(self.open_action)
        self.recent_menu = game.addMenu(translate("MainWindow", "Open &Recent"))
        self.recent_menu.setObjectName("recent_menu")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.save_action = QAction(translate("MainWindow", "Save &As…"), self)
        self.save_action.setObjectName("save_action")
        self.save_action.setShortcuts(keymap.sequences("save_as"))
        self.save_action.triggered.connect(self.save_dialog)
        game.addAction(self.save_action)
        game.addSeparator()
        watch = QAction(translate("MainWindow", "&Watch a replay…"), self)
        watch.setObjectName("watch_replay_action")
        watch.triggered.connect(self.replay_dialog)
        game.addAction(watch)
        self.replay_action = QAction(translate("MainWindow", "Re&play this game"), self)
        self.replay_action.setObjectName("replay_game_action")
        self.replay_action.setToolTip(
            translate("MainWindow", "Watch the game just played again, every hand face up")
        )
        self.replay_action.triggered.connect(self.replay_this_game)
        game.addAction(self.replay_action)
        game.addSeparator()
        self.stats_action = QAction(translate("MainWindow", "S&tatistics…"), self)
        self.stats_action.setObjectName("stats_action")
        self.stats_action.setShortcuts(keymap.sequences("statistics"))
        self.stats_action.triggered.connect(self.show_statistics)
        game.addAction(self.stats_action)
        game.addSeparator()
        self.ask_action = QAction(translate("MainWindow", "Ask me about &May I?"), self)
        self.ask_action.setObjectName("ask_may_i_action")
        self.ask_action.setCheckable(True)
        self.ask_action.setChecked(True)
        self.ask_action.setToolTip(
            translate("MainWindow", "When off, you let every passed discard go without being asked")
        )
        self.ask_action.toggled.connect(self._set_ask_may_i)
        game.addAction(self.ask_action)
        self.leave_action = QAction(translate("MainWindow", "&Leave the game…"), self)
        self.leave_action.setObjectName("leave_action")
        self.leave_action.triggered.connect(self.leave_dialog)
        game.addAction(self.leave_action)
        game.addSeparator()
        quit_action = QAction(translate("MainWindow", "&Quit"), self)
        quit_action.setObjectName("quit_action")
        quit_action.setShortcuts(keymap.sequences("quit"))
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)

        view = bar.addMenu(translate("MainWindow", "&View"))
        view.setObjectName("view_menu")
        four = QAction(translate("MainWindow", "&Four-colour deck"), self)
        four.setCheckable(True)
        four.setChecked(self.art.four_colour)
        four.toggled.connect(self._set_four_colour)
        view.addAction(four)
        contrast = QAction(translate("MainWindow", "&High-contrast cards"), self)
        contrast.setCheckable(True)
        contrast.setChecked(self._setting("high_contrast", self.art.high_contrast))
        contrast.toggled.connect(self._set_high_contrast)
        self._set_high_contrast(contrast.isChecked())
        view.addAction(contrast)
        larger = QAction(translate("MainWindow", "Larger cards"), self)
        larger.setObjectName("larger_cards_action")
        larger.setCheckable(True)
        larger.setChecked(self._setting("larger_cards", self.table.larger_cards))
        larger.toggled.connect(self._set_larger_cards)
        self._set_larger_cards(larger.isChecked())
        view.addAction(larger)
        self.larger_cards_action = larger
        panel = QAction(translate("MainWindow", "&Side panel"), self)
        panel.setCheckable(True)
        panel.setChecked(self.scores_button.isChecked())
        panel.setShortcuts(keymap.sequences("side_panel"))
        panel.toggled.connect(self.scores_button.setChecked)
        self.scores_button.toggled.connect(panel.setChecked)
        view.addAction(panel)
        view.addSeparator()
        anim_menu = view.addMenu(translate("MainWindow", "&Animations"))
        group = QActionGroup(self)
        names = {
            "off": translate("MainWindow", "Off (reduce motion)"),
            "fast": translate("MainWindow", "Fast"),
            "normal": translate("MainWindow", "Normal"),
            "slow": translate("MainWindow", "Slow"),
        }
        now = next((k for k, ms in ANIMATION_MS.items() if ms == self.table.anim_ms), "normal")
        current = self._setting("animation", now)
        for key, label in names.items():
            act = QAction(label, self, checkable=True)
            act.setChecked(key == current)
            act.triggered.connect(lambda _=False, k=key: self._apply_animation(k))
            group.addAction(act)
            anim_menu.addAction(act)
        speed_menu = view.addMenu(translate("MainWindow", "Computer &pace"))
        speed_group = QActionGroup(self)
        self.speed_actions = {}
        for key in AI_SPEEDS:
            act = QAction(texts.speed_name(key), self, checkable=True)
            act.setChecked(key == self.session.ai_speed)
            act.triggered.connect(lambda _=False, k=key: self._set_ai_speed(k))
            speed_group.addAction(act)
            speed_menu.addAction(act)
            self.speed_actions[key] = act
        view.addSeparator()
        self._build_language_menu(view)

        helpm = bar.addMenu(translate("MainWindow", "&Help"))
        helpm.setObjectName("help_menu")
        rules_action = QAction(translate("MainWindow", "&Rules of this game"), self)
        rules_action.setObjectName("rules_action")
        rules_action.setShortcuts(keymap.sequences("rules"))
        rules_action.triggered.connect(self.show_rules)
        helpm.addAction(rules_action)
        keys_action = QAction(translate("MainWindow", "&Keyboard and mouse"), self)
        keys_action.triggered.connect(self.show_keys)
        helpm.addAction(keys_action)
        about = QAction(translate("MainWindow", "&About Continental"), self)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        about.triggered.connect(self.show_about)
        helpm.addAction(about)
        # The bar owns its actions, so a new bar (on a language change) replaces them all.
        for child in self.children():
            if isinstance(child, (QAction, QActionGroup)):
                child.setParent(bar)

    def _rebuild_menus(self) -> None:
        """The menus anew in the current language; Qt deletes the old bar and its actions."""
        self.setMenuBar(QMenuBar(self))
        self._build_menus()

    def _build_language_menu(self, view) -> None:  # noqa: ANN001
        menu = view.addMenu(translate("MainWindow", "&Language"))
        menu.setObjectName("language_menu")
        group = QActionGroup(self)
        system = QAction(translate("MainWindow", "System default"), self, checkable=True)
        choices = [("", system)]
        for code, name in LANGUAGES.items():  # each language named in itself
            choices.append((code, QAction(name, self, checkable=True)))
        for code, act in choices:
            act.setObjectName(f"language_{code or 'system'}")
            act.setChecked(code == (self._language or ""))
            act.triggered.connect(lambda _=False, c=code: self.set_language(c or None))
            group.addAction(act)
            menu.addAction(act)
            if act is system:
                menu.addSeparator()

    def set_language(self, code: str | None) -> None:
        """Speak ``code`` (None: the system's language) at once, and remember the choice."""
        self._language = code
        if self.settings is not None:
            if code:
                self.settings.setValue(SETTING, code)
            else:
                self.settings.remove(SETTING)
        install_language(QCoreApplication.instance(), code)

    # ------------------------------------------------------------ files and statistics
    # The session does the work; the window asks the player and shows the outcome.
    @property
    def autosaver(self) -> AutoSaver:
        """The session's autosave writer (for callers that reach it through the window)."""
        return self.session.autosaver

    @property
    def stats_store(self) -> StatsStore | None:
        """The session's statistics database, once open."""
        return self.session.stats_store

    @property
    def game_id(self) -> str:
        """The session's id of the game being played."""
        return self.session.game_id

    def resume(self, game: SavedGame) -> None:
        """Go on with a loaded game (the resume offer, the New Game dialog)."""
        self.session.resume(game)
        self.table.setFocus()

    def save_dialog(self) -> None:
        view, cfg = self.feed.view, self.session.config
        if view is None or cfg is None:
            self.show_message(translate("MainWindow", "There is no game to save."))
            return
        name = file_dialogs.save_name(texts.preset_name_of(cfg.preset_id, view.rules.name))
        path = file_dialogs.ask_save_path(self, self.session.last_folder(), name)
        if path:
            self.session.save_as(path)

    def _on_saved(self, path: str) -> None:
        self.statusBar().showMessage(
            translate("MainWindow", "Saved to {path}").format(path=path), 6000
        )

    def _on_save_failed(self, why: str) -> None:
        file_dialogs.show_save_failed(self, why)

    def open_dialog(self) -> None:
        path = file_dialogs.ask_open_path(self, self.session.last_folder())
        if path:
            self._open_replacing(path)

    def _open_replacing(self, path: str) -> None:
        """Open ``path`` from the menus: an unfinished game is only replaced once the
        player agrees (``replace_box``)."""
        s = self.feed.view
        if s is None or s.is_over:
            self.open_file(path)
            return
        self.replace_box = file_dialogs.ask_replace_game(self, s, lambda: self.open_file(path))

    def open_file(self, path: str) -> None:
        """Load ``path`` (in a worker) and play it; a damaged file is reported, unchanged."""
        self.statusBar().showMessage(translate("MainWindow", "Opening {path}…").format(path=path))
        self.session.open_file(path)

    def _on_opened(self, path: str) -> None:
        self.statusBar().showMessage(
            translate("MainWindow", "Opened {path}").format(path=path), 6000
        )
        self.table.setFocus()

    def replay_dialog(self) -> None:
        """Game → Watch a replay…: a saved game in a replay window (the game being
        played goes on)."""
        path = file_dialogs.ask_open_path(self, self.session.last_folder())
        if path:
            self.open_replay(path)

    def open_replay(self, path: str) -> None:
        """Load ``path`` in a worker and show it in a replay window."""
        self.statusBar().showMessage(translate("MainWindow", "Opening {path}…").format(path=path))
        self.session.open_replay(path)

    def _on_replay_loaded(self, path: str, game: SavedGame) -> None:
        self.statusBar().clearMessage()
        try:
            feed = replay_of(game)
        except (ValueError, ReplayError) as exc:
            self.error_box = file_dialogs.show_open_failed(self, path, str(exc))
            return
        humans = [seat for seat, s in enumerate(game.seats) if s.is_human]
        if feed.finished:
            feed.show_face_up()
        elif len(humans) == 1:
            feed.show_as(humans[0])  # one person's game: as they played it
        self._show_replay(feed, Path(path).name)

    def replay_this_game(self) -> None:
        """Game → Replay this game: the game just played, every hand face up."""
        feed = self.session.finished_replay()
        view = self.feed.view
        if feed is None or view is None:
            self.show_message(translate("MainWindow", "A game can be replayed once it is over."))
            return
        feed.show_face_up()
        self._show_replay(feed, texts.preset_name(view.rules))

    def _show_replay(self, feed: ReplayFeed, title: str) -> None:
        # Owned by the window (Qt deletes it when it closes): no Python reference kept.
        replay = ReplayWindow(feed, title, self.art, self)
        replay.addActions(self._shortcut_actions())
        replay.show()
        replay.raise_()
        replay.activateWindow()

    def _on_load_failed(self, path: str, why: str) -> None:
        self.statusBar().clearMessage()
        self.error_box = file_dialogs.show_open_failed(self, path, why)

    def _on_autosave_failed(self, why: str) -> None:
        self.statusBar().showMessage(
            translate("MainWindow", "Autosave failed: {error}").format(error=why), 10000
        )

    def _fill_recent(self) -> None:
        file_dialogs.fill_recent_menu(
            self.recent_menu, self.session.recent_files(), self._open_replacing
        )

    def startup(
        self, quick_start: GameConfig | None = None, crash: CrashReport | None = None
    ) -> None:
        """Look for an unfinished game (the session, in a worker), then offer it or the New
        Game dialog (or start ``quick_start``). With ``crash`` (the last run crashed) a
        notice comes first; the rest follows it."""
        if crash is not None:
            self.report_crash(crash, lambda: self.startup(quick_start))
            return
        self._startup_game = quick_start
        self.session.look_for_unfinished()

    def _on_resumable(self, found: Resumable) -> None:
        damaged = file_dialogs.show_damaged(self, found)
        if damaged is not None:
            self.damaged_box = damaged
        quick_start, self._startup_game = self._startup_game, None
        game = found.game
        if quick_start is not None:
            self.start_game(quick_start)
        elif game is not None:
            self.resume_box = file_dialogs.offer_resume(
                self, game, lambda: self.resume(game), self.new_game_dialog
            )
        else:
            self.new_game_dialog()

    def report_crash(self, report: CrashReport, then: Callable[[], None]) -> None:
        """Say that the last run crashed and where its log is kept; ``then()`` once read."""
        self.crash_box = show_crash_notice(self, report, then)

    def _on_stats_recorded(self) -> None:
        if self.stats_window is not None and self.stats_window.isVisible():
            self.stats_window.refresh()  # it reports a damaged database moved aside
        else:
            self.session.report_stats_problem()

    def _on_stats_problem(self, text: str) -> None:
        self.statusBar().showMessage(text, 15000)

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

    # ------------------------------------------------------------ commands
    def start_game(self, config: GameConfig) -> None:
        self.session.new_game(config)
        self.table.setFocus()

    def new_game_dialog(self) -> None:
        from .dialogs.new_game_dialog import NewGameDialog

        last = self.session.config
        if last is not None:
            # A deal number is offered again only if the player typed it in this dialog:
            # a command line's or a random deal is not one they asked to see twice.
            last = dataclasses.replace(last, seed=self._typed_seed)
        dialog = NewGameDialog(self, last)
        dialog.setObjectName("new_game_dialog")

        def start() -> None:
            config = dialog.config()
            self._typed_seed = config.seed
            self.start_game(config)

        dialog.accepted.connect(start)
        found = self.session.resumable
        view = self.feed.view
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
                    self.resume(game)

                button.clicked.connect(resume_saved)
        dialog.open()
        self.new_dialog = dialog

    # -- pass-and-play
    def _take_screen(self) -> None:
        """The privacy screen was taken by a deliberate act (see ``PrivacyScreen``)."""
        self.feed.take_screen()
        self.table.setFocus()

    def _update_privacy(self, s: GameState | None) -> None:
        feed = self.feed
        asked = feed.asking
        if asked is not None and s is not None and s.top_discard is not None:
            # May I? on the neutral table: no hand shown, the person asked named.
            self.privacy.offer.show_offer(
                s,
                feed.names,
                asked,
                feed.legal_actions(s),
                lambda action: feed.act(action),
                feed.request_screen,
            )
        else:
            self.privacy.offer.hide()
        seat = feed.waiting_for
        if seat is None:
            if self.privacy.isVisible():
                self.privacy.hide()
                self.table.setFocus()
            return
        name = feed.names[seat]
        if s is not None and s.phase == MAY_I and s.top_discard is not None:
            why = translate("MainWindow", "{name} may claim the {card} (May I?).").format(
                name=name, card=texts.card_name(s.top_discard)
            )
        else:
            why = translate("MainWindow", "It is {name}'s turn. Everyone else, look away.").format(
                name=name
            )
        if not self.privacy.isVisible() or self.privacy.title.text().find(name) < 0:
            back = feed.cancel_screen_request if feed.screen_requested else None
            self.privacy.show_for(name, why, back)
        else:
            self.privacy.detail.setText(why)

    def _set_ask_may_i(self, on: bool) -> None:
        """The Game menu's "Ask me about May I?": the setting of the person whose hand
        shows. While none does (a privacy screen, the neutral table) it speaks for
        nobody, and is disabled."""
        if not self.feed.can_set_asks_may_i:
            self._show_ask_may_i()
            return
        self.feed.set_asks_may_i(on)

    def _show_ask_may_i(self) -> None:
        """The toggle and "Stop asking me" as the viewer's setting and question say."""
        feed, seat = self.feed, self.feed.viewer
        self.ask_action.setEnabled(feed.can_set_asks_may_i)
        self.ask_action.blockSignals(True)
        self.ask_action.setChecked(feed.asks_may_i)
        self.ask_action.blockSignals(False)
        view = feed.view
        asked = seat is not None and view is not None and view.phase == MAY_I
        asked = asked and view.to_act == seat
        self.stop_asking_button.setVisible(asked and Pass in map(type, feed.legal_actions(view)))

    def _stop_asking(self) -> None:
        """ "Stop asking me" on the viewer's May I? question: the Game menu's toggle off
        (this discard, and every later one, goes without a question)."""
        if self.feed.viewer is None or self.stop_asking_button.isHidden():
            return
        self.ask_action.setChecked(False)
        self.show_message(
            translate(
                "MainWindow",
                "No more May I? questions for you. Game menu, Ask me about May I? "
                "switches them back on.",
            )
        )

    @staticmethod
    def _leave_later() -> str:
        return translate(
            "MainWindow",
            "Answer May I? first: a player leaves the game from their own hand, "
            "not from the shared table.",
        )

    def leave_dialog(self) -> None:
        from .dialogs.leave_dialog import LeaveDialog

        if self.feed.asking is not None:
            # Whoever holds the computer on the neutral table is nobody in particular.
            self.show_message(self._leave_later())
            return
        seat, view = self.feed.at_screen, self.feed.view
        if seat is None or view is None or view.is_over:
            self.show_message(translate("MainWindow", "There is no seat of yours to leave."))
            return
        dialog = LeaveDialog(self.feed.names[seat], self)

        def chosen() -> None:
            how, level = dialog.choice()
            if how == "leave":
                self.session.leave(seat)
            else:
                self.session.hand_to_ai(seat, level or "medium")

        dialog.accepted.connect(chosen)
        dialog.open()
        self.leave_box = dialog

    def closeEvent(self, event) -> None:  # noqa: ANN001
        self._save_geometry()
        # A game-over screen still waiting for the statistics would open over the closed
        # window, for a game the closed session no longer knows.
        self.end_screens.close()
        self.session.close()
        super().closeEvent(event)

    def restart(self) -> None:
        """The same deal again, with every seat played as it was at the start."""
        cfg = self.session.start_config
        if cfg is not None:
            self.start_game(cfg)

    def _sort(self, mode: str) -> None:
        self.hand_model.sort_by(mode)
        self.table.refresh()

    def show_rules(self) -> None:
        from .dialogs.rules_dialog import RulesDialog

        s = self.feed.view
        rules = s.rules if s is not None else get_preset("may-i")
        dialog = RulesDialog(rules, self)
        dialog.open()
        self.rules_dialog = dialog

    def show_keys(self) -> None:
        KeysHelpDialog(self).show()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            translate("MainWindow", "About Continental"),
            translate(
                "MainWindow",
                "<h3>Continental {version}</h3><p>Continental Rummy and its family "
                "(May I?, Contract Rummy, Liverpool, Shanghai, Carioca) against computer "
                "players.</p><p>Free software under the MIT licence.</p>",
            ).format(version=__version__),
        )

    def _set_four_colour(self, on: bool) -> None:
        self.art.four_colour = on
        self._store("four_colour", on)
        self.table.scene_.update()

    def _set_larger_cards(self, on: bool) -> None:
        self.table.set_larger_cards(on)
        self._store("larger_cards", on)

    def _set_high_contrast(self, on: bool) -> None:
        self.art.high_contrast = on
        self._store("high_contrast", on)
        self.table.scene_.update()
        style_side_panel(self.side, on)
        style_splitter(self.splitter, on)
        self.score_chart.set_high_contrast(on)

    def _apply_animation(self, key: str) -> None:
        self.table.anim_ms = ANIMATION_MS.get(key, 220)
        self._store("animation", key)

    def _set_ai_speed(self, key: str) -> None:
        self.session.ai_speed = key

    def _toggle_side(self, on: bool) -> None:
        self.side.setVisible(on)
        self.scores_button.setText(
            translate("MainWindow", "Scores ▸") if on else translate("MainWindow", "Scores ◂")
        )

    # ------------------------------------------------------------ reacting
    def _on_game_started(self) -> None:
        self.log_model.clear()
        self._chart_rounds = -1
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
        rules = view.rules if view is not None else None
        if cfg is None:
            self.setWindowTitle(translate("MainWindow", "Continental"))  # ends with it: kept as is
            return
        self.setWindowTitle(
            translate("MainWindow", "{name}, deal {seed}").format(
                name=texts.preset_name(rules) if rules else "", seed=cfg.seed
            )
        )

    def _on_state(self) -> None:
        """Show the viewer's view: the top bar, the score sheet and chart, the privacy
        screen, the prompt and the buttons."""
        s = self.feed.view
        names = self.feed.names
        self.score_model.update_from(s, names)
        self._update_chart(s)
        if s is None:
            self.round_label.setText(translate("MainWindow", "No game"))
            self.phase_label.setText("")
        else:
            self.round_label.setText(texts.state_title(s))
            self.phase_label.setText(texts.phase_text(s, names, s.viewer, self.feed.asking))
        focused = QApplication.focusWidget()
        self._update_privacy(s)
        self._show_ask_may_i()
        self.replay_action.setEnabled(s is not None and s.is_over)
        neutral = self.feed.asking is not None
        self.leave_action.setEnabled(not neutral)
        self.leave_action.setToolTip(self._leave_later() if neutral else "")
        self._update_prompt(s)
        self._update_buttons(s)
        self._focus_back_to_table(focused)

    def _focus_back_to_table(self, focused: QWidget | None) -> None:
        """A move button that had the focus and is now disabled or hidden gives it to the
        table. Qt would pass it on to the next enabled button, where the player's next
        Enter or Space would press a button they never chose."""
        if focused in self.move_buttons() and not (focused.isEnabled() and focused.isVisible()):
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _update_chart(self, s: GameState | None) -> None:
        """Redraw the score chart when a round has been scored (not after every move)."""
        rounds = len(s.round_scores) if s is not None else 0
        if rounds == self._chart_rounds:
            return
        self._chart_rounds = rounds
        if s is None:
            self.score_chart.update_scores([], [])
        else:
            self.score_chart.update_scores(
                self.feed.names,
                [r[:] for r in s.round_scores],
                s.rules.higher_wins,
                deals=s.rules.single_hand,
            )

    def _update_prompt(self, s: GameState | None = None) -> None:
        """The prompt line from the viewer's view ``s`` (default: read it now)."""
        if self._message and self._message_timer.isActive():
            self.prompt_label.setText(self._message)
            return
        self._message = ""
        if s is None:
            s = self.feed.view
        if s is None:
            self.prompt_label.setText(
                translate("MainWindow", "Start a new game from the Game menu (Ctrl+N).")
            )
        else:
            self.prompt_label.setText(
                texts.prompt_text(s, s.viewer, self.feed.names, self.feed.asking)
            )

    def show_message(self, text: str, ms: int = 4000) -> None:
        """Say ``text`` (a refusal, a hint) in the prompt line for ``ms``, and only there."""
        self._message = text
        self._message_timer.start(ms)
        self.prompt_label.setText(text)

    def _update_buttons(self, s: GameState | None = None) -> None:
        """Enable each move button when the engine lists a move of its type for the viewer
        (``s``: the view just read, else read now). Go down / Go out also needs the
        staged groups to be melds; the engine judges those too (``Staging.check``)."""
        if s is None:
            s = self.feed.view
        legal = {type(a) for a in self.feed.legal_actions(s)} if s is not None else set()
        self.draw_button.setEnabled(DrawStock in legal)
        self.take_button.setEnabled(TakeDiscard in legal)
        self.claim_button.setEnabled(Claim in legal)
        self.pass_button.setEnabled(Pass in legal)
        self.claim_button.setDefault(Claim in legal)
        single = s is not None and s.rules.single_hand
        melding = GoOut if single else GoDown
        self.down_button.setEnabled(melding in legal and self.staging.ready)
        if single:
            self.down_button.setText(translate("MainWindow", "Go out (G)"))
        else:
            self.down_button.setText(translate("MainWindow", "Go down (G)"))
        self.back_button.setEnabled(bool(self.staging.staged_uids))
        has_hand = bool(self.hand_model.rowCount())
        self.sort_rank_button.setEnabled(has_hand)
        self.sort_suit_button.setEnabled(has_hand)

    def _on_events(self, events: list[Event], s: GameState | None = None) -> None:
        """Log ``events`` (the feed's ``eventsSeen``: private cards already hidden) as the
        log's reader may see them; ``s`` is the view they lead to (default: read now)."""
        if s is None:
            s = self.feed.view
        if s is None:
            return
        self._message_timer.stop()  # a move went through: the last refusal is old news
        # Pass-and-play: the log is read by everyone, so it names no private card.
        viewer = self.feed.log_viewer
        lines = [event_text(ev, self.feed.names, viewer, s.rules, s.melds) for ev in events]
        self.log_model.append([line for line in lines if line])

    def _on_illegal(self, reason: str, details: dict) -> None:
        self.show_message(texts.reason_text(reason, details))

    def _on_ai_restarted(self, seat: int, message: str) -> None:
        """The worker process died mid-decision and a new one is asked (``message``, how
        it died, goes to the log only): said like a refusal, no dialog."""
        text = translate(
            "MainWindow", "The computer players had to be restarted; {name} is thinking again."
        )
        self.show_message(text.format(name=self.feed.names[seat]))

    def _on_ai_failed(self, seat: int, message: str) -> None:
        names = self.feed.names
        QMessageBox.warning(
            self,
            translate("MainWindow", "Computer player stopped"),
            translate("MainWindow", "{name} could not move ({error}). The game is paused.").format(
                name=names[seat], error=message
            ),
        )

    @property
    def summary(self) -> RoundSummaryDialog | GameOverDialog | None:
        """The round summary or the game-over screen while one is open."""
        return self.end_screens.dialog

    def _shortcut_actions(self) -> list[QAction]:
        """Every action of the menu bar (submenus included) that has a shortcut."""
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

    def close_summary(self) -> None:
        """Close the round summary or the game-over screen (it stays closed)."""
        self.end_screens.dismiss()
