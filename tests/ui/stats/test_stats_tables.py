"""The Statistics window's charts as tables (issue 29): "Show as table", reached by Tab
and pressed with Space, puts in the charts' place tables holding exactly what they draw
(each game's total, whether it was won and the win rate so far; each bar of the round
scores); the charts are named and summed up for a screen reader."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from continental_qt.storage.stats import StatsStore

from .test_stats_window import open_window, record, seeded, wait_idle  # noqa: F401

pg = pytest.importorskip("pyqtgraph")


def _items(plot, kind) -> list:
    return [i for i in plot.items if isinstance(i, kind)]


def _assert_tables_are_the_charts(win) -> None:
    charts, numbers = win.charts, win.numbers
    games = numbers.games_table.numbers()
    [totals] = _items(charts.totals_plot, pg.PlotDataItem)
    xs, ys = totals.getData()
    assert list(xs) == list(range(1, len(games) + 1))
    assert [int(row[0]) for row in games] == [round(y) for y in ys]
    stars = [s for s in _items(charts.totals_plot, pg.ScatterPlotItem) if s.data.size]
    won_x = {round(p) for s in stars if s.opts["symbol"] == "star" for p in s.data["x"]}
    assert {i + 1 for i, row in enumerate(games) if row[1] == "Won"} == won_x
    assert all(row[1] in ("Won", "–") for row in games)
    [rate] = _items(charts.win_rate_plot, pg.PlotDataItem)
    assert [float(row[2]) for row in games] == [round(y, 1) for y in rate.getData()[1]]
    cols, heads = numbers.games_table.headings()
    assert cols == ["Total points", "Won", "Win rate (%)"]
    assert heads == [f"Game {i}" for i in range(1, len(games) + 1)]
    bars = _items(charts.distribution_plot, pg.BarGraphItem)
    rounds = numbers.rounds_table.numbers()
    if not bars:
        assert rounds == []
        return
    [bar] = bars
    assert [int(r[0]) for r in rounds] == [round(h) for h in bar.opts["height"]]
    _, ranges = numbers.rounds_table.headings()
    for heading, x0, x1 in zip(ranges, bar.opts["x0"], bar.opts["x1"], strict=True):
        first, _, last = heading.partition("–")
        assert (int(first), int(last or first)) == (round(x0 + 0.5), round(x1 - 0.5))


def _tab_to(qtbot, target, most: int = 30) -> None:
    for _ in range(most):
        if QApplication.focusWidget() is target:
            return
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is target, QApplication.focusWidget()


def test_show_as_table_by_keyboard_holds_what_the_charts_draw(qtbot, seeded):  # noqa: F811
    win = open_window(qtbot, seeded)
    win.select_player("Dora")
    wait_idle(qtbot, win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    assert win.table_button.isEnabled() and win.charts.isVisible()
    win.preset_combo.setFocus()
    _tab_to(qtbot, win.table_button)
    qtbot.keyClick(win.table_button, Qt.Key.Key_Space)
    assert win.numbers.isVisible() and not win.charts.isVisible()
    assert len(win.numbers.games_table.numbers()) == len(seeded.history("Dora")) == 8
    assert sum(int(r[0]) for r in win.numbers.rounds_table.numbers()) == len(
        seeded.round_score_distribution("Dora")
    )
    _assert_tables_are_the_charts(win)
    assert win.numbers.rounds_note.text().startswith("average ")
    _tab_to(qtbot, win.numbers.games_table)
    qtbot.keyClick(win.numbers.games_table, Qt.Key.Key_Down)
    assert win.numbers.games_table.currentRow() == 1
    _tab_to(qtbot, win.numbers.rounds_table)
    # Space again: the charts come back.
    _tab_to(qtbot, win.table_button)
    qtbot.keyClick(win.table_button, Qt.Key.Key_Space)
    assert win.charts.isVisible() and not win.numbers.isVisible()


def test_the_charts_are_named_and_summed_up(qtbot, seeded):  # noqa: F811
    win = open_window(qtbot, seeded)
    win.select_player("Dora")
    wait_idle(qtbot, win)
    iface = QAccessible.queryAccessibleInterface(win.charts)
    assert iface.text(QAccessible.Text.Name) == "Charts of Dora"
    history = seeded.history("Dora")
    wins = sum(h.won for h in history)
    low, high = min(h.total for h in history), max(h.total for h in history)
    assert iface.text(QAccessible.Text.Description) == (
        f"8 finished games, {wins} won; totals from {low} to {high}."
    )
    button = QAccessible.queryAccessibleInterface(win.table_button)
    assert button.text(QAccessible.Text.Name) == "Show as table"


def test_another_player_or_filter_while_the_table_shows_refills_it(qtbot, seeded):  # noqa: F811
    win = open_window(qtbot, seeded)
    win.select_player("Dora")
    wait_idle(qtbot, win)
    win.table_button.setChecked(True)
    before = win.numbers.games_table.numbers()
    # "You" won both ways: no distribution, and the note says why.
    win.select_player("You")
    wait_idle(qtbot, win)
    assert win.numbers.isVisible() and not win.charts.isVisible()
    assert win.numbers.games_table.numbers() != before
    assert len(win.numbers.games_table.numbers()) == len(seeded.history("You"))
    assert not win.numbers.rounds_table.isVisible()
    assert "choose one rule set" in win.numbers.rounds_note.text()
    _assert_tables_are_the_charts(win)
    # One rule set: its games only, and a distribution again.
    win.preset_combo.setCurrentIndex(win.preset_combo.findData("continental-15"))
    wait_idle(qtbot, win)
    win.select_player("You")
    wait_idle(qtbot, win)
    assert len(win.numbers.games_table.numbers()) == 1
    assert win.numbers.rounds_table.isVisible()
    _assert_tables_are_the_charts(win)


def test_no_games_no_table_to_show(qtbot, tmp_path):
    win = open_window(qtbot, StatsStore(tmp_path / "empty.sqlite3"))
    assert not win.table_button.isEnabled()
    win.table_button.setChecked(True)  # even forced, nothing breaks
    assert win.numbers is None


def test_the_tables_are_filled_while_the_window_is_hidden(qtbot, seeded):  # noqa: F811
    """A player drawn while the table is chosen and the window hidden: shown again, the
    window shows the table, not the charts."""
    win = open_window(qtbot, seeded)
    win.select_player("Dora")
    wait_idle(qtbot, win)
    win.table_button.setChecked(True)
    win.hide()
    record(seeded, "late", 28, [("Dora", "hard"), ("Bruno", "easy")], [(5, 9)])
    win.show()
    wait_idle(qtbot, win)
    win.select_player("Dora")
    wait_idle(qtbot, win)
    assert win.numbers.isVisible() and not win.charts.isVisible()
    assert len(win.numbers.games_table.numbers()) == 9
    _assert_tables_are_the_charts(win)
