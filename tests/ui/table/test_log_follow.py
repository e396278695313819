"""The log follows new moves, across rounds, unless the player scrolled up; it says which."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollBar

from continental_qt.ui.table.log_model import LogModel
from continental_qt.ui.table.log_view import LogPanel

from ..conftest import config


def _show_log(qtbot, window) -> QScrollBar:  # noqa: ANN001
    window.side.setCurrentWidget(window.log_panel)
    qtbot.waitUntil(window.log_view.isVisible)
    return window.log_view.verticalScrollBar()


def _last_line_shown(view) -> bool:  # noqa: ANN001
    model = view.model()
    last = model.index(model.rowCount() - 1, 0)
    rect = view.visualRect(last)
    return rect.isValid() and view.viewport().rect().intersects(rect)


def _wheel_up(view) -> None:  # noqa: ANN001
    """What a mouse wheel turned towards the player sends."""
    vp = view.viewport()
    centre = QPointF(vp.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(vp.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, 360),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(vp, event)


def _round(window) -> int:  # noqa: ANN001
    return window.session.controller.state.round_number


def test_the_log_follows_through_a_round_change_and_stops_when_scrolled_up(qtbot, window):
    bar = _show_log(qtbot, window)
    view, panel = window.log_view, window.log_panel
    window.session.controller.auto_resume = True  # rounds follow each other without a summary
    window.start_game(config("easy", "easy", seed=4))
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=20000)
    assert panel.following
    assert panel.follow_button.text() == "Following new moves"

    # Following: through the next round, always at the newest line.
    first = _round(window)
    qtbot.waitUntil(lambda: _round(window) > first, timeout=60000)
    qtbot.waitUntil(lambda: window.log_model.rowCount() > 0 and bar.value() == bar.maximum())
    qtbot.waitUntil(lambda: _last_line_shown(view))
    assert panel.following

    # The player scrolls up: the log stays where they are, and says there is more below.
    window.session.controller.set_paused(True)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    _wheel_up(view)
    assert bar.value() < bar.maximum()
    assert not panel.following
    kept = bar.value()
    rows = window.log_model.rowCount()
    window.session.controller.set_paused(False)
    now = _round(window)
    qtbot.waitUntil(lambda: _round(window) > now, timeout=60000)  # a round change too
    qtbot.waitUntil(lambda: window.log_model.rowCount() > rows)
    assert bar.value() == kept
    assert not panel.following
    assert panel.follow_button.text() == "New moves below — click to follow"
    assert panel.follow_button.isEnabled()

    # A click on the bar follows again: at the newest line, and staying there.
    qtbot.mouseClick(panel.follow_button, Qt.MouseButton.LeftButton)
    assert panel.following
    assert bar.value() == bar.maximum()
    rows = window.log_model.rowCount()
    qtbot.waitUntil(lambda: window.log_model.rowCount() > rows + 5, timeout=20000)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    qtbot.waitUntil(lambda: _last_line_shown(view))


def _laid_out(view) -> bool:  # noqa: ANN001
    """The batched layout has placed the last line (a following view would be there)."""
    model = view.model()
    return view.visualRect(model.index(model.rowCount() - 1, 0)).isValid()


def _long_panel(qtbot) -> tuple[LogModel, LogPanel, QScrollBar]:  # noqa: ANN001
    model = LogModel()
    panel = LogPanel(model)
    qtbot.addWidget(panel)
    panel.resize(240, 200)
    panel.show()
    qtbot.waitExposed(panel)
    bar = panel.view.verticalScrollBar()
    model.append([f"Line {i}: someone drew from the stock" for i in range(80)])
    qtbot.waitUntil(lambda: _laid_out(panel.view) and bar.value() == bar.maximum() > 0)
    return model, panel, bar


def test_scrolling_back_to_the_bottom_follows_again(qtbot):
    model, panel, bar = _long_panel(qtbot)

    bar.triggerAction(QScrollBar.SliderAction.SliderToMinimum)
    assert not panel.following
    assert panel.follow_button.text() == "Not following — click to follow new moves"
    model.append(["Line 80"])
    assert panel.follow_button.text() == "New moves below — click to follow"
    qtbot.waitUntil(lambda: _laid_out(panel.view))  # a following view would move now
    assert bar.value() == 0
    assert not panel.following

    bar.triggerAction(QScrollBar.SliderAction.SliderToMaximum)
    assert panel.following
    model.append([f"Line {i}" for i in range(81, 200)])
    qtbot.waitUntil(lambda: bar.value() == bar.maximum() and _last_line_shown(panel.view))


def test_scrolling_up_while_the_layout_is_pending_stays_up(qtbot):
    # A loaded machine leaves a layout pending; it runs inside the bar's move and
    # changes the range there. The move to the top must win over following.
    model, panel, bar = _long_panel(qtbot)
    panel.view.scheduleDelayedItemsLayout()
    bar.triggerAction(QScrollBar.SliderAction.SliderToMinimum)
    assert bar.value() == 0
    assert not panel.following
    model.append(["Line 80"])
    qtbot.waitUntil(lambda: _laid_out(panel.view))
    assert bar.value() == 0
    assert not panel.following
    assert panel.follow_button.text() == "New moves below — click to follow"


def test_a_hidden_log_is_at_its_newest_line_when_shown(qtbot, window):
    bar = window.log_view.verticalScrollBar()
    window.side.setCurrentWidget(window.score_view)
    window.session.controller.auto_resume = True
    window.start_game(config("easy", "easy", seed=9))
    qtbot.waitUntil(lambda: window.log_model.rowCount() > 40, timeout=20000)
    window.session.controller.set_paused(True)
    # More than any side panel holds, whatever the window's geometry: the bar must scroll.
    window.log_model.append([f"Line {i}: someone drew from the stock" for i in range(150)])
    assert not window.log_view.isVisible()
    _show_log(qtbot, window)
    qtbot.waitUntil(lambda: _laid_out(window.log_view))
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    qtbot.waitUntil(lambda: _last_line_shown(window.log_view))
    assert window.log_panel.following


def test_a_new_game_follows_again(qtbot, window):
    bar = _show_log(qtbot, window)
    window.log_model.append([f"Old line {i}" for i in range(100)])
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.triggerAction(QScrollBar.SliderAction.SliderToMinimum)
    assert not window.log_panel.following
    window.start_game(config("human", "easy"))
    qtbot.waitUntil(lambda: window.session.controller.state is not None)
    assert window.log_panel.following
