"""The side panel (score sheet, chart, log) wears the table's felt, not a white sheet, in
readable contrast, and follows the high-contrast option."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from continental_qt.storage.seats import Seat
from continental_qt.ui.config import GameConfig
from continental_qt.ui.main_window import MainWindow
from continental_qt.ui.stats.score_chart import ScoreChart
from continental_qt.ui.stats.score_table import (
    HIGH_CONTRAST_COLOURS,
    PANEL_COLOURS,
    PanelColours,
)
from continental_qt.ui.table.table_items import SEAT_COLOURS


def _luminance(colour: str) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    q = QColor(colour)
    return 0.2126 * channel(q.redF()) + 0.7152 * channel(q.greenF()) + 0.0722 * channel(q.blueF())


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours."""
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("colours", [PANEL_COLOURS, HIGH_CONTRAST_COLOURS], ids=["felt", "hc"])
def test_panel_colours_read_well(colours: PanelColours) -> None:
    assert contrast(colours.text, colours.sheet) >= 7
    assert contrast(colours.dim, colours.sheet) >= 7
    assert contrast(colours.text, colours.header) >= 7
    assert contrast(colours.accent_text, colours.accent) >= 7
    # The chart's lines and bars are the seat colours: graphics need 3:1.
    assert min(contrast(seat, colours.sheet) for seat in SEAT_COLOURS) >= 3


def _pixel(image: QImage, x: int, y: int) -> str:
    return image.pixelColor(x, y).name()


@pytest.fixture
def window(qtbot, tmp_path):
    win = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.session.close()


def test_side_panel_is_felt_not_a_white_sheet(window, qtbot) -> None:
    side = window.side
    side.setCurrentIndex(0)
    qtbot.wait(10)
    sheet = window.score_view.viewport().grab().toImage()
    # Below the sheet's rows (a new game has none scored): the sheet's own background.
    assert _pixel(sheet, sheet.width() // 2, sheet.height() - 3) == PANEL_COLOURS.sheet
    # The strip beside the tabs is the panel's, not the window's.
    strip = side.grab().toImage()
    assert _pixel(strip, strip.width() - 3, 3) == PANEL_COLOURS.header
    side.setCurrentIndex(2)
    qtbot.wait(10)
    log = window.log_view.viewport().grab().toImage()
    assert _pixel(log, log.width() - 3, log.height() - 3) == PANEL_COLOURS.sheet


def test_high_contrast_turns_the_panel_black_and_back(window, qtbot) -> None:
    window.options.set_high_contrast(True)
    window.side.setCurrentIndex(0)
    qtbot.wait(10)
    sheet = window.score_view.viewport().grab().toImage()
    assert _pixel(sheet, sheet.width() // 2, sheet.height() - 3) == HIGH_CONTRAST_COLOURS.sheet
    assert window.score_chart.colours == HIGH_CONTRAST_COLOURS
    window.options.set_high_contrast(False)
    qtbot.wait(10)
    sheet = window.score_view.viewport().grab().toImage()
    assert _pixel(sheet, sheet.width() // 2, sheet.height() - 3) == PANEL_COLOURS.sheet
    assert window.score_chart.colours == PANEL_COLOURS


def test_chart_plot_follows_the_panel_colours(qtbot) -> None:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(300, 400)
    chart.update_scores(["Ana", "Bruno"], [[10, 0], [5, 20]])
    chart.show()
    qtbot.waitUntil(lambda: chart.plot is not None)
    assert chart.plot.backgroundBrush().color().name() == PANEL_COLOURS.sheet
    chart.set_high_contrast(True)
    assert chart.plot.backgroundBrush().color().name() == HIGH_CONTRAST_COLOURS.sheet
    axis = chart.plot.getPlotItem().getAxis("left")
    assert axis.textPen().color().name() == HIGH_CONTRAST_COLOURS.dim
    assert len(chart.curves) == 2  # redrawn, not emptied
    chart.set_high_contrast(False)
    assert chart.plot.backgroundBrush().color().name() == PANEL_COLOURS.sheet
    assert axis.textPen().color().name() == PANEL_COLOURS.dim


def test_the_splitter_handle_is_felt_not_a_light_line(window, qtbot) -> None:
    handle = window.splitter.handle(1)
    qtbot.wait(10)
    image = handle.grab().toImage()
    assert image.width() > 0
    assert _pixel(image, image.width() // 2, image.height() // 2) == PANEL_COLOURS.panel
    window.options.set_high_contrast(True)
    qtbot.wait(10)
    image = handle.grab().toImage()
    assert _pixel(image, image.width() // 2, image.height() // 2) == HIGH_CONTRAST_COLOURS.panel


def test_no_dark_strip_below_the_score_sheets_row_headings(window, qtbot) -> None:
    seats = (Seat("You", "human"), Seat("Bruno", "human"))
    window.start_game(GameConfig("may-i", seats, 3, "instant"))
    window.side.setCurrentIndex(0)
    qtbot.waitUntil(lambda: window.score_view.verticalHeader().count() > 0)
    qtbot.wait(10)
    rows = window.score_view.verticalHeader()
    image = rows.grab().toImage()
    # The sheet has fewer rows than fill it: below the last heading is the sheet's felt.
    assert rows.length() < image.height() - 6
    assert _pixel(image, image.width() // 2, image.height() - 3) == PANEL_COLOURS.sheet


def test_the_side_chart_follows_the_rule_set(window, qtbot) -> None:
    """continental-15: the chart counts deals and bolds the highest total as the leader."""
    seats = (Seat("Ana", "easy"), Seat("Bruno", "easy"), Seat("Carmen", "easy"))
    window.start_game(GameConfig("continental-15", seats, 4, "instant"))
    window.side.setCurrentIndex(1)
    chart = window.score_chart
    qtbot.waitUntil(lambda: chart.plot is not None and chart.has_data(), timeout=60000)
    assert chart.axis_title() == "Deal"
    totals = chart.totals()
    best = max(totals)
    names = [window.session.controller.names[s] for s, t in enumerate(totals) if t == best]
    legend = chart.legend.text()
    assert all(f"<b>{name}&nbsp;{best}</b>" in legend for name in names)
    assert min(totals) == best or f"&nbsp;{min(totals)}</b>" not in legend


def test_no_light_line_between_the_table_and_the_handle(window, qtbot) -> None:
    """The table's own edge next to the handle is felt, not a grey frame line."""
    qtbot.wait(10)
    image = window.table.grab().toImage()
    edge = image.pixelColor(image.width() - 1, image.height() // 2)
    assert max(edge.red(), edge.green(), edge.blue()) < 140, edge.name()
    assert edge.green() > edge.red() and edge.green() > edge.blue()  # green felt


def test_the_side_panel_widens_with_the_window(window, qtbot) -> None:
    """At 1280×800 the panel is ~280 px; a bigger window gives it part of the room (it
    stayed 280 px at every size, so seven names never fit)."""
    small = window.side.width()
    assert 240 <= small <= 320
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.side.width() > small + 80)
    window.resize(2560, 1440)
    qtbot.waitUntil(lambda: window.side.width() > small + 200)
    assert window.side.width() < window.table.width() / 2
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: abs(window.side.width() - small) <= 2)
