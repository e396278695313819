"""The log page of the side panel: the list of lines, kept at the newest unless the player
scrolled up, and a bar below it saying which."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, Qt, Signal
from PySide6.QtWidgets import QListView, QPushButton, QVBoxLayout, QWidget

from ..texts import translate

# The bar below the log, in the colours of the table's top and action bars.
FOLLOW_STYLE = (
    "#log_follow { background: #163d2b; color: #f4f1e8; border: none; padding: 3px 8px;"
    " text-align: left; }"
    "#log_follow:hover { background: #1f5039; }"
    "#log_follow[following=true] { color: #b9c9bf; }"
    "#log_follow[following=false] { color: #ffe08a; font-weight: bold; }"
)


class LogPanel(QWidget):
    """``view`` (a ``QListView`` named ``log_view``) over ``model``, and ``follow_button``.

    Following: the view stays at its last line as lines come, through any number of
    rounds and whether the page is on screen or not. Scrolling up (wheel, keys, the
    scroll bar) stops following and the bar says so and offers to follow again; scrolling
    back to the bottom, or a click on the bar, follows again. A new game (the model
    reset) follows again too.

    The view lays its lines out in batches (a long log stalled the window otherwise),
    so the scroll bar's range grows in steps after the lines arrive: each step moves a
    following view to the new bottom. Only a move the player made, not a change of the
    range, can stop following.

    Trap: a pending layout can run inside the scroll bar's own ``setValue`` (the player's
    move), changing the range there. Following must already be off by then, or the move
    to the bottom would override the player's move from inside it and leave the bar
    where the player did not go; so a player's action away from the bottom stops
    following as it starts (``actionTriggered``), before the value moves.
    """

    followingChanged = Signal(bool)

    def __init__(self, model: QAbstractItemModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log_panel")
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        view = QListView(self)
        view.setObjectName("log_view")
        view.setModel(model)
        view.setWordWrap(True)
        view.setUniformItemSizes(False)
        view.setLayoutMode(QListView.LayoutMode.Batched)
        view.setBatchSize(50)
        view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view = view
        self.follow_button = QPushButton(self)
        self.follow_button.setObjectName("log_follow")
        self.follow_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.follow_button.setFlat(True)
        self.follow_button.setStyleSheet(FOLLOW_STYLE)
        self.follow_button.clicked.connect(self.follow)
        column.addWidget(view, 1)
        column.addWidget(self.follow_button)
        self._following = True
        self._unseen = False  # lines came while not following
        self._moving = False  # our own scrolling: never read as the player's
        bar = view.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._value_changed)
        bar.actionTriggered.connect(self._action_triggered)
        model.rowsInserted.connect(self._rows_inserted)
        model.modelReset.connect(self.follow)
        self._show_state()

    @property
    def following(self) -> bool:
        return self._following

    def follow(self) -> None:
        """Go to the newest line and stay there as lines come."""
        self._unseen = False
        self._set_following(True)
        self._to_bottom()

    def _to_bottom(self) -> None:
        bar = self.view.verticalScrollBar()
        self._moving = True
        try:
            bar.setValue(bar.maximum())
        finally:
            self._moving = False

    def _range_changed(self, _low: int, _high: int) -> None:
        if self._following:
            self._to_bottom()

    def _action_triggered(self, _action: int) -> None:
        # The bar holds the target in sliderPosition and moves the value after this.
        bar = self.view.verticalScrollBar()
        if not self._moving and bar.sliderPosition() < bar.maximum():
            self._set_following(False)

    def _value_changed(self, value: int) -> None:
        bar = self.view.verticalScrollBar()
        if self._moving or value != bar.value():
            return  # ours, or stale: a nested change already reported the newer value
        at_bottom = value >= bar.maximum()
        if at_bottom:
            self._unseen = False
        self._set_following(at_bottom)

    def _rows_inserted(self, _parent: QModelIndex, _first: int, _last: int) -> None:
        if self._following:
            self._to_bottom()  # the range may grow later (batched layout): see above
        elif not self._unseen:
            self._unseen = True
            self._show_state()

    def _set_following(self, on: bool) -> None:
        if on == self._following:
            self._show_state()
            return
        self._following = on
        self._show_state()
        self.followingChanged.emit(on)

    def _show_state(self) -> None:
        button = self.follow_button
        if self._following:
            text = translate("MainWindow", "Following new moves")
            tip = translate("MainWindow", "Scroll up to read back; the log stops there")
        elif self._unseen:
            text = translate("MainWindow", "New moves below — click to follow")
            tip = translate("MainWindow", "Go to the newest line and follow new moves")
        else:
            text = translate("MainWindow", "Not following — click to follow new moves")
            tip = translate("MainWindow", "Go to the newest line and follow new moves")
        if button.text() != text:
            button.setText(text)
            button.setToolTip(tip)
        if button.property("following") != self._following:
            button.setEnabled(not self._following)
            button.setProperty("following", self._following)
            button.style().unpolish(button)  # the style sheet reads the property
            button.style().polish(button)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.follow_button.setText("")  # set again below, in the new language
            self._show_state()
        super().changeEvent(event)
