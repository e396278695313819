"""A saved game played back on its own table, move by move.

The window is a table (``TableView``) and a log built on a
:class:`~.feeds.replay.ReplayFeed`, with a bar to move through the game: first, back,
a slider, forward, last, and whose view to show (each seat, a spectator, or every hand
face up once the game is over). The slider holds the keyboard: Left and Right step one
move, Page Down and Page Up ten forward or back, Home and End go to either end. Nothing
here can make a move: the feed lists none.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from . import texts
from .button_keys import style_bar
from .dialogs.tab_order import chain_tabs
from .feeds.replay import ReplayFeed
from .replay_hands import HandsPanel
from .stats.score_table import style_side_panel, style_splitter
from .table.card_art import CardPixmaps
from .table.hand_row import HandRow, Staging
from .table.log_model import LogModel
from .table.log_view import LogPanel
from .table.table_view import TableView
from .texts import translate

SPECTATOR = "spectator"
FACE_UP = "face_up"
PAGE = 10  # moves a Page Up or Page Down goes


class MoveSlider(QSlider):
    """The game's moves, left to right. Page Down goes forward (later in the game, as
    further down a page) and Page Up back; Qt's slider has them the other way round."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        step = {Qt.Key.Key_PageDown: PAGE, Qt.Key.Key_PageUp: -PAGE}.get(event.key())
        if step is None or event.modifiers() != Qt.KeyboardModifier.NoModifier:
            super().keyPressEvent(event)
            return
        self.setValue(self.value() + step)


class ReplayWindow(QWidget):
    """``feed``'s game in a window of its own (it takes the feed as its child)."""

    def __init__(
        self, feed: ReplayFeed, title: str, art: CardPixmaps, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("replay_window")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.feed = feed
        feed.setParent(self)
        self.setWindowTitle(translate("ReplayWindow", "Replay: {game}").format(game=title))
        self.table = TableView(feed, HandRow(self), Staging(self), art, self)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys belong to the slider
        self.log_model = LogModel(self)
        self.log_panel = LogPanel(self.log_model, self)
        self.hands = HandsPanel(feed, art, self)
        side = QTabWidget(self)
        side.setObjectName("side_panel")  # the main window's panel style
        side.setMinimumWidth(240)
        style_side_panel(side, art.high_contrast)
        side.addTab(self.hands, translate("ReplayWindow", "Hands"))
        self.hands.setAccessibleName(translate("ReplayWindow", "Hands"))
        side.addTab(self.log_panel, translate("MainWindow", "Log"))
        self.side = side
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([900, 300])
        style_splitter(splitter, art.high_contrast)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(splitter, 1)
        column.addWidget(self._build_bar())
        # Tab reads the panel at the top right first, then the bar along the bottom.
        chain_tabs(
            (side.tabBar(), self.hands, self.first_button, self.back_button, self.slider)
            + (self.forward_button, self.last_button, self.viewer_box)
        )
        feed.gameStarted.connect(self._restart_log)
        feed.eventsSeen.connect(self._log)
        feed.positionChanged.connect(self._show_position)
        self._restart_log()
        self._show_position(feed.position)
        self.resize(1200, 760)

    def _build_bar(self) -> QWidget:
        bar = QWidget(self)
        style_bar(bar, "replay_bar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(12, 6, 12, 8)
        feed = self.feed
        icon = self.style().standardIcon
        pixmap = QStyle.StandardPixmap
        self.first_button = self._button(
            bar, icon(pixmap.SP_MediaSkipBackward), translate("ReplayWindow", "First move (Home)")
        )
        self.back_button = self._button(
            bar,
            icon(pixmap.SP_MediaSeekBackward),
            translate("ReplayWindow", "Back one move (Left)"),
        )
        self.slider = MoveSlider(Qt.Orientation.Horizontal, bar)
        self.slider.setObjectName("replay_slider")
        self.slider.setRange(0, feed.length)
        self.slider.setPageStep(PAGE)
        self.slider.setValue(feed.position)
        self.slider.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.slider.setAccessibleName(translate("ReplayWindow", "Move"))
        self.forward_button = self._button(
            bar,
            icon(pixmap.SP_MediaSeekForward),
            translate("ReplayWindow", "Forward one move (Right)"),
        )
        self.last_button = self._button(
            bar, icon(pixmap.SP_MediaSkipForward), translate("ReplayWindow", "Last move (End)")
        )
        self.first_button.clicked.connect(lambda: self.slider.setValue(0))
        self.back_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.forward_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.last_button.clicked.connect(lambda: self.slider.setValue(feed.length))
        self.slider.valueChanged.connect(feed.seek)
        self.position_label = QLabel(bar)
        self.position_label.setObjectName("replay_position")
        self.viewer_box = QComboBox(bar)
        self.viewer_box.setObjectName("replay_viewer")
        self.viewer_box.setAccessibleName(translate("ReplayWindow", "Show"))
        for seat, name in enumerate(feed.names):
            self.viewer_box.addItem(
                translate("ReplayWindow", "{name}'s view").format(name=name), seat
            )
        self.viewer_box.addItem(translate("ReplayWindow", "Spectator (no hand)"), SPECTATOR)
        if feed.finished:
            self.viewer_box.addItem(translate("ReplayWindow", "Every hand face up"), FACE_UP)
        shown = FACE_UP if feed.face_up else SPECTATOR if feed.viewer is None else feed.viewer
        self.viewer_box.setCurrentIndex(max(0, self.viewer_box.findData(shown)))
        self.viewer_box.currentIndexChanged.connect(self._show_as)
        show_label = QLabel(translate("ReplayWindow", "Show:"), bar)
        show_label.setBuddy(self.viewer_box)
        for widget in (self.first_button, self.back_button):
            row.addWidget(widget)
        row.addWidget(self.slider, 1)
        for widget in (self.forward_button, self.last_button, self.position_label):
            row.addWidget(widget)
        row.addSpacing(12)
        row.addWidget(show_label)
        row.addWidget(self.viewer_box)
        self.slider.setFocus()
        return bar

    @staticmethod
    def _button(bar: QWidget, icon: QIcon, tip: str) -> QPushButton:
        button = QPushButton(icon, "", bar)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setAutoDefault(False)
        return button

    def _show_as(self, index: int) -> None:
        choice = self.viewer_box.itemData(index)
        if choice == FACE_UP:
            self.feed.show_face_up()
        else:
            self.feed.show_as(None if choice == SPECTATOR else int(choice))

    def _show_position(self, position: int) -> None:
        if self.slider.value() != position:
            self.slider.setValue(position)
        view = self.feed.view
        self.position_label.setText(
            translate("ReplayWindow", "Move {n} of {total} · {round}").format(
                n=position, total=self.feed.length, round=texts.state_title(view)
            )
        )
        self.first_button.setEnabled(position > 0)
        self.back_button.setEnabled(position > 0)
        self.forward_button.setEnabled(position < self.feed.length)
        self.last_button.setEnabled(position < self.feed.length)

    def _restart_log(self) -> None:
        """A jump or another viewer: the log starts again at the round now shown."""
        self.log_model.clear()
        self._log(self.feed.round_events())

    def _log(self, events: list) -> None:
        self.log_model.log(events, self.feed.view, self.feed.names, self.feed.log_viewer)
