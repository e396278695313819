"""The score chart's text alternative (issue 29): a name and a summary a screen reader
says, and a "Show as table" button, reached and worked by keyboard, that swaps the plot
for a table holding exactly the numbers the plot draws."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QApplication

from continental_qt.ui.stats.score_chart import ScoreChart

NAMES = ["Ana", "Bruno", "Carmen", "Dora"]
ROUNDS = [[0, 35, 20, 45], [15, 0, 60, 25], [40, 10, 0, 55]]
DASH = "–"


@pytest.fixture
def shown(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.update_scores(NAMES, ROUNDS)
    chart.resize(420, 420)
    chart.show()
    qtbot.waitExposed(chart)
    chart.activateWindow()
    qtbot.waitUntil(chart.isActiveWindow)
    return chart


def _column(chart: ScoreChart, seat: int) -> list[str]:
    return [row[seat] for row in chart.table.numbers()[:-1]]  # the rounds, not the total


def _assert_table_is_the_plot(chart: ScoreChart) -> None:
    """Every cell of the table is a point (or bar) of the plot and the reverse."""
    cols, rows = chart.table.headings()
    assert cols == chart._names
    assert rows[-1] == "Total"
    assert chart.table.numbers()[-1] == [str(t) for t in chart.totals()]
    n = len(chart._rounds)
    assert len(rows) == n + 1
    items = chart.curves if chart.mode == "total" else chart.bars
    assert len(items) == len(cols)
    for seat, item in enumerate(items):
        if chart.mode == "total":
            xs, ys = item.getData()
            drawn = {round(x): round(y) for x, y in zip(xs, ys)}
        else:
            width = 0.8 / len(cols)
            centre = (seat - (len(cols) - 1) / 2) * width
            drawn = {
                round(x - centre): round(h) for x, h in zip(item.opts["x"], item.opts["height"])
            }
        column = _column(chart, seat)
        assert {i + 1: int(c) for i, c in enumerate(column) if c != DASH} == drawn
        assert all(c == DASH for i, c in enumerate(column) if i + 1 not in drawn)


def _tab_to(qtbot, target, most: int = 12) -> None:
    for _ in range(most):
        if QApplication.focusWidget() is target:
            return
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is target, QApplication.focusWidget()


def test_the_table_holds_the_running_totals_the_lines_draw(shown):
    shown.table_button.click()
    assert shown.stack.currentWidget() is shown.table and shown.table.isVisible()
    assert not shown.page.isVisible()
    assert shown.table.numbers() == [
        ["0", "35", "20", "45"],
        ["15", "35", "80", "70"],
        ["55", "45", "80", "125"],
        ["55", "45", "80", "125"],
    ]
    _assert_table_is_the_plot(shown)


def test_per_round_the_table_holds_each_rounds_points_as_the_bars(shown):
    shown.table_button.click()
    shown.set_mode("round")
    assert shown.table.numbers()[:3] == [[str(v) for v in row] for row in ROUNDS]
    _assert_table_is_the_plot(shown)
    assert shown.table.accessibleName() == "Per round"


def test_a_seat_that_left_has_no_number_where_it_has_no_point(shown):
    rounds = [[5, 10, 0], [0, None, 20], [30, None, 0]]
    shown.update_scores(["Ana", "Bruno", "Carmen"], rounds)
    shown.table_button.click()
    for mode in ("total", "round"):
        shown.set_mode(mode)
        assert _column(shown, 1) == ["10", DASH, DASH]
        _assert_table_is_the_plot(shown)


def test_the_chart_is_named_and_summed_up_for_a_screen_reader(shown):
    iface = QAccessible.queryAccessibleInterface(shown)
    assert iface.text(QAccessible.Text.Name) == "Score chart"
    summary = "Totals after 3 rounds, the best first: Bruno 45, Ana 55, Carmen 80, Dora 125."
    assert iface.text(QAccessible.Text.Description) == summary
    plot = QAccessible.queryAccessibleInterface(shown.plot)
    assert plot.text(QAccessible.Text.Name) == "Score chart"
    assert plot.text(QAccessible.Text.Description) == summary
    button = QAccessible.queryAccessibleInterface(shown.table_button)
    assert button.text(QAccessible.Text.Name) == "Show as table"
    assert shown.table_button.text() == "Table"
    # Highest wins, one round, deals: the other way round, and said so.
    shown.update_scores(["Ana", "Bruno"], [[-12, 12]], high_wins=True, deals=True)
    said = shown.accessibleDescription()
    assert said == "Totals after 1 deal, the best first: Bruno 12, Ana -12."
    assert shown.table.headings()[1] == ["Deal 1", "Total"]


def test_tab_reaches_the_toggle_space_shows_the_table_and_tab_enters_it(shown, qtbot):
    shown.total_button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is shown.total_button)
    # Next after the modes (one stop for the two, as radio buttons): the toggle.
    qtbot.keyClick(shown.total_button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is shown.table_button
    kids = [w for w in shown.children() if isinstance(w, QAbstractButton)]
    assert kids.index(shown.round_button) < kids.index(shown.table_button)
    qtbot.keyClick(shown.table_button, Qt.Key.Key_Space)
    assert shown.table_button.isChecked() and shown.table.isVisible()
    _tab_to(qtbot, shown.table)
    qtbot.keyClick(shown.table, Qt.Key.Key_Down)
    qtbot.keyClick(shown.table, Qt.Key.Key_Right)
    assert (shown.table.currentRow(), shown.table.currentColumn()) == (1, 1)
    assert shown.table.currentItem().text() == "35"
    # Tab leaves the table rather than walking its cells.
    qtbot.keyClick(shown.table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not shown.table
    # And Space on the toggle brings the plot back.
    _tab_to(qtbot, shown.table_button)
    qtbot.keyClick(shown.table_button, Qt.Key.Key_Space)
    assert not shown.table_button.isChecked() and shown.page.isVisible()


def test_new_scores_while_the_table_is_read_keep_the_readers_place(shown, qtbot):
    shown.table_button.click()
    shown.table.setFocus()
    shown.table.setCurrentCell(2, 3)
    shown.update_scores(NAMES, [*ROUNDS, [5, 5, 5, 0]])
    assert shown.table.isVisible() and shown.table.hasFocus()
    assert (shown.table.currentRow(), shown.table.currentColumn()) == (2, 3)
    assert shown.table.numbers()[3] == ["60", "50", "85", "125"]
    _assert_table_is_the_plot(shown)
    # The mode flips under the reader's feet, and back.
    shown.set_mode("round")
    assert shown.table.numbers()[3] == ["5", "5", "5", "0"]
    shown.set_mode("total")
    _assert_table_is_the_plot(shown)


def test_the_toggle_on_an_empty_history_shows_the_message_then_the_numbers(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.update_scores(NAMES, [])
    chart.show()
    qtbot.waitExposed(chart)
    chart.table_button.click()
    assert chart.empty_label.isVisible() and not chart.table.isVisible()
    assert chart.table.rowCount() == 0
    assert chart.accessibleDescription() == "Scores appear here after the first round."
    chart.update_scores(NAMES, ROUNDS[:1])
    assert chart.table.isVisible()
    assert chart.table.numbers() == [["0", "35", "20", "45"]] * 2
    # A new game with no round yet empties the table again.
    chart.update_scores(["Xena", "Yuri"], [])
    assert chart.empty_label.isVisible() and chart.table.rowCount() == 0


def test_the_table_stands_in_before_the_plot_was_ever_built(qtbot):
    """Shown as a table first, the chart still builds its plot on show (for export), and
    the table's numbers are the plot's."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.update_scores(NAMES, ROUNDS)
    chart.table_button.setChecked(True)
    chart.show()
    qtbot.waitExposed(chart)
    assert chart.table.isVisible() and chart.plot is not None
    _assert_table_is_the_plot(chart)


def test_the_game_over_chart_reads_as_a_table_by_keyboard(qtbot):
    from continental_qt.engine import get_preset
    from continental_qt.ui.dialogs.game_over import GameOverDialog

    rounds = [[10, 0, 25], [30, 5, 0]]
    dialog = GameOverDialog(
        ["You", "Bruno", "Carmen"], get_preset("may-i"), rounds, [40, 5, 25], [1],
        round_winners=[1, 2],
    )  # fmt: skip
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    chart = dialog.chart
    assert QApplication.focusWidget() is dialog.close_button
    _tab_to(qtbot, chart.table_button)
    qtbot.keyClick(chart.table_button, Qt.Key.Key_Space)
    assert chart.table.isVisible()
    assert chart.table.headings() == (["You", "Bruno", "Carmen"], ["Round 1", "Round 2", "Total"])
    assert chart.table.numbers() == [["10", "0", "25"], ["40", "5", "25"], ["40", "5", "25"]]
    _assert_table_is_the_plot(chart)
    assert chart.accessibleDescription() == (
        "Totals after 2 rounds, the best first: Bruno 5, Carmen 25, You 40."
    )
    _tab_to(qtbot, chart.table)


def test_toggling_and_updating_in_any_order_keeps_table_and_plot_in_step(shown, qtbot):
    """The toggle, the mode and new scores, interleaved (as a live game updates the side
    panel while someone reads it): the table always holds the plot's numbers, and shows
    exactly when the toggle is on and there is something to show."""
    rounds: list[list[int | None]] = []
    for step in range(40):
        if step % 3 == 0:
            shown.table_button.toggle()
        if step % 5 == 0:
            shown.set_mode("round" if shown.mode == "total" else "total")
        if step % 7 == 6:
            rounds = []  # a new game
        else:
            rounds.append([step % 4 * 5, None if step % 6 == 0 else step, 0, 2 * step])
        shown.update_scores(NAMES, rounds)
        qtbot.wait(0)
        as_table = shown.table_button.isChecked() and bool(rounds)
        assert shown.table.isVisible() == as_table
        assert shown.page.isVisible() == (bool(rounds) and not as_table)
        assert shown.empty_label.isVisible() == (not rounds)
        assert shown.table.rowCount() == (len(rounds) + 1 if rounds else 0)
        if rounds:
            _assert_table_is_the_plot(shown)


def test_a_language_change_renames_the_table_and_its_toggle(shown, qtbot):
    from continental_qt.ui import i18n

    shown.table_button.click()
    assert shown.table.accessibleName() == "Running total"
    assert i18n.install_language(QApplication.instance(), "de") == "de"
    qtbot.waitUntil(lambda: shown.total_button.text() == "Laufender Stand")
    assert shown.table.accessibleName() == "Laufender Stand"
    assert shown.table.numbers()[0] == ["0", "35", "20", "45"]
