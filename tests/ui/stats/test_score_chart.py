"""The score-history chart: pyqtgraph stays unimported until a chart is drawn, the lines and
bars carry the scores, seats that left are handled, and the chart exports as a PNG."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QToolButton

from continental_qt.ui.stats import score_chart
from continental_qt.ui.stats.score_chart import ScoreChart
from continental_qt.ui.table.table_items import seat_colour

from ..lupdate import lupdate

NAMES = ["Ana", "Bruno", "Carmen", "Dora"]
ROUNDS = [[0, 35, 20, 45], [15, 0, 60, 25], [40, 10, 0, 55]]


def test_importing_the_module_does_not_import_pyqtgraph():
    code = (
        "import sys, continental_qt.ui.stats.score_chart; "
        "assert 'pyqtgraph' not in sys.modules, 'pyqtgraph imported'"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr


def test_scores_given_before_showing_are_only_stored(qtbot):
    already = "pyqtgraph" in sys.modules
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.update_scores(NAMES, ROUNDS)
    assert chart.plot is None
    assert chart.has_data()
    if not already:
        assert "pyqtgraph" not in sys.modules


def test_showing_without_a_finished_round_shows_the_message_and_no_plot(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.update_scores(NAMES, [])
    chart.resize(360, 420)
    chart.show()
    qtbot.waitExposed(chart)
    assert chart.plot is None
    assert chart.empty_label.isVisible()
    assert chart.empty_label.text() == "Scores appear here after the first round."
    assert not chart.export_button.isEnabled()
    assert not chart.export_png("unused.png")


@pytest.fixture
def shown(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.update_scores(NAMES, ROUNDS)
    chart.resize(360, 420)
    chart.show()
    qtbot.waitExposed(chart)
    return chart


def test_the_plot_is_built_on_show_with_a_line_per_player(shown):
    assert shown.plot is not None
    assert not shown.empty_label.isVisible()
    assert len(shown.curves) == len(NAMES)
    assert shown.bars == []
    expected = np.cumsum(ROUNDS, axis=0)
    for seat, curve in enumerate(shown.curves):
        xs, ys = curve.getData()
        assert list(xs) == [1, 2, 3]
        assert list(ys) == list(expected[:, seat])
        assert curve.opts["pen"].color() == seat_colour(seat)
    assert shown.totals() == [55, 45, 80, 125]


def test_the_legend_names_every_player_and_marks_the_leader(shown):
    text = shown.legend.text()
    for name in NAMES:
        assert name in text
    assert "<b>Bruno&nbsp;45</b>" in text  # lowest total leads by default

    shown.update_scores(NAMES, ROUNDS, high_wins=True)
    assert "<b>Dora&nbsp;125</b>" in shown.legend.text()


def test_a_plot_is_built_when_scores_arrive_while_visible(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.show()
    qtbot.waitExposed(chart)
    assert chart.plot is None
    chart.update_scores(NAMES, ROUNDS[:1])
    assert chart.plot is not None
    assert [list(c.getData()[1]) for c in chart.curves] == [[s] for s in ROUNDS[0]]
    chart.update_scores(NAMES, ROUNDS[:2])  # the next round redraws the same plot
    assert [len(c.getData()[0]) for c in chart.curves] == [2] * 4


@pytest.mark.parametrize("names", [NAMES, NAMES[:2], [*NAMES, "Emil"]])
def test_a_new_game_without_scores_empties_a_drawn_chart(shown, names):
    shown.update_scores(names, [])  # a new game with as many seats, fewer or more
    assert shown.empty_label.isVisible() and not shown.export_button.isEnabled()
    assert shown.curves == [] and shown.bars == [] and shown.legend.text() == ""
    shown.set_mode("round")  # redrawing nothing is no error
    shown.set_mode("total")
    shown.update_scores(names, [[10 * (i + 1) for i in range(len(names))]])
    assert not shown.empty_label.isVisible()
    assert len(shown.curves) == len(names)
    assert shown.totals() == [10 * (i + 1) for i in range(len(names))]


def test_per_round_mode_draws_grouped_bars(shown, qtbot):
    shown.findChild(QToolButton, "chart_mode_round").click()
    assert shown.mode == "round"
    assert shown.curves == []
    assert len(shown.bars) == len(NAMES)
    for seat, bars in enumerate(shown.bars):
        assert list(bars.opts["height"]) == [row[seat] for row in ROUNDS]
        xs = list(bars.opts["x"])
        assert [round(x) for x in xs] == [1, 2, 3]  # one bar in each round's group
        assert QColor(bars.opts["brush"]) == seat_colour(seat)
    # The seats' bars sit side by side, left to right in seat order.
    firsts = [bars.opts["x"][0] for bars in shown.bars]
    assert firsts == sorted(firsts) and len(set(firsts)) == len(NAMES)

    shown.findChild(QToolButton, "chart_mode_total").click()
    assert shown.mode == "total" and len(shown.curves) == len(NAMES) and shown.bars == []


def test_a_seat_that_left_stops_its_line_and_loses_its_bars(shown):
    rounds = [*ROUNDS, [5, None, 10, 0]]
    shown.update_scores(NAMES, rounds)
    xs, ys = shown.curves[1].getData()
    assert list(xs) == [1, 2, 3] and list(ys) == [35, 35, 45]
    assert shown.totals() == [60, 45, 90, 125]
    # Bruno left, so he is not the leader any more even with the lowest total.
    assert "<b>Ana&nbsp;60</b>" in shown.legend.text()
    assert "<b>Bruno" not in shown.legend.text()

    shown.set_mode("round")
    assert list(shown.bars[1].opts["height"]) == [35, 0, 10]
    assert len(shown.bars[0].opts["height"]) == 4


def test_hovering_a_point_names_the_player_round_and_total(shown):
    vb = shown.plot.getPlotItem().getViewBox()
    shown._on_mouse_moved(vb.mapViewToScene(QPointF(2, 80)))  # Carmen after round 2
    assert shown.hover_text() == "Carmen — round 2: 60 (total 80)"
    shown._on_mouse_moved(vb.mapViewToScene(QPointF(0.5, 190)))  # far from any point
    assert shown.hover_text() == ""

    shown.set_mode("round")
    bar_x = shown.bars[3].opts["x"][2]  # Dora's bar in round 3
    shown._on_mouse_moved(vb.mapViewToScene(QPointF(bar_x, 10)))
    assert shown.hover_text() == "Dora — round 3: 55 (total 125)"


def _ticks(chart: ScoreChart) -> list[tuple[float, str]]:
    return list(chart.plot.getPlotItem().getAxis("bottom")._tickLevels[0])


@pytest.mark.parametrize("mode", ["total", "round"])
def test_the_x_axis_counts_whole_rounds_from_the_first(shown, mode):
    shown.set_mode(mode)
    assert _ticks(shown) == [(1, "1"), (2, "2"), (3, "3")]
    low, high = shown.plot.getPlotItem().getViewBox().viewRange()[0]
    assert 0.5 <= low < 1 and 3 < high <= 3.5  # no round 0 on show
    assert shown.axis_title() == "Round"
    label = shown.plot.getPlotItem().getAxis("bottom").labelText
    assert label == "Round"


def test_a_long_game_labels_at_most_ten_rounds_from_the_first(shown):
    shown.update_scores(NAMES, [ROUNDS[0]] * 15)
    assert [r for r, _ in _ticks(shown)] == [1, 3, 5, 7, 9, 11, 13, 15]


def test_the_single_hand_game_counts_deals(shown):
    shown.update_scores(NAMES, ROUNDS, high_wins=True, deals=True)
    assert shown.axis_title() == "Deal"
    assert shown.plot.getPlotItem().getAxis("bottom").labelText == "Deal"
    assert _ticks(shown)[0] == (1, "1")
    vb = shown.plot.getPlotItem().getViewBox()
    shown._on_mouse_moved(vb.mapViewToScene(QPointF(2, 80)))  # Carmen after deal 2
    assert shown.hover_text() == "Carmen — deal 2: 60 (total 80)"
    shown.update_scores(NAMES, ROUNDS)
    assert shown.axis_title() == "Round"


def test_export_png_writes_an_image(shown, tmp_path):
    for mode in ("total", "round"):
        shown.set_mode(mode)
        path = tmp_path / f"{mode}.png"
        assert shown.export_png(str(path))
        assert path.stat().st_size > 0
        image = QImage(str(path))
        assert not image.isNull()
        assert image.width() > 100 and image.height() > 100


def test_export_needs_a_chart_that_has_been_on_screen(shown, qtbot, tmp_path):
    never = ScoreChart()
    qtbot.addWidget(never)
    never.update_scores(NAMES, ROUNDS)
    assert not never.export_png(str(tmp_path / "never.png"))
    shown.hide()  # e.g. another tab of the side panel is in front
    assert shown.export_png(str(tmp_path / "hidden.png"))
    assert not QImage(str(tmp_path / "hidden.png")).isNull()


def test_export_button_asks_for_a_file_name(shown, tmp_path, monkeypatch):
    target = tmp_path / "scores"
    monkeypatch.setattr(
        "continental_qt.ui.stats.score_chart.QFileDialog.getSaveFileName",
        lambda *args, **kwargs: (str(target), "PNG images (*.png)"),
    )
    shown.findChild(QToolButton, "chart_export").click()
    assert not QImage(str(target) + ".png").isNull()


def test_export_button_shrinks_to_its_icon_in_a_narrow_panel(shown, qtbot):
    assert shown.export_button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextOnly
    shown.resize(200, 420)
    qtbot.waitUntil(
        lambda: shown.export_button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
    )


@pytest.mark.skipif(lupdate() is None, reason="pyside6-lupdate missing")
def test_lupdate_extracts_every_string(tmp_path):
    source = Path(score_chart.__file__)
    literals = {
        node.args[1].value
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8")))
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", None) == "translate"
        and isinstance(node.args[1], ast.Constant)
    }
    ts = tmp_path / "chart.ts"
    subprocess.run(
        [lupdate(), str(source), "-ts", str(ts)], check=True, capture_output=True, timeout=120
    )
    extracted = {m.findtext("source") for m in ET.parse(ts).getroot().iter("message")}
    assert len(literals) >= 10
    assert literals <= extracted


def test_the_single_hand_toggle_says_per_deal(shown):
    """Its x axis counts deals, and so does the toggle (it said "Per round")."""
    shown.update_scores(NAMES, ROUNDS, high_wins=True, deals=True)
    assert shown.round_button.text() == "Per deal"
    assert "deal" in shown.round_button.toolTip() and "deal" in shown.total_button.toolTip()
    shown.update_scores(NAMES, ROUNDS)
    assert shown.round_button.text() == "Per round"
    assert "round" in shown.total_button.toolTip()


def test_tied_lines_stay_visible(shown):
    """Two players with the same scores: the line drawn first is wider, so it shows
    round the one drawn over it (one hid the other)."""
    tied = [[row[0], row[0], row[2], row[3]] for row in ROUNDS]
    shown.update_scores(NAMES, tied)
    widths = [curve.opts["pen"].widthF() for curve in shown.curves]
    assert widths[0] > widths[1] and widths[1] == widths[2] == widths[3]
    sizes = [curve.opts["symbolSize"] for curve in shown.curves]
    assert sizes[0] > sizes[1]
    assert score_chart.tied_below([([1, 2], [5, 9]), ([1, 2], [5, 9]), ([1, 2], [5, 9])]) == [
        2,
        1,
        0,
    ]
    assert score_chart.tied_below([([1, 2], [5, 9]), ([1, 2], [5, 8])]) == [0, 0]
