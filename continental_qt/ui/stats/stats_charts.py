"""The Statistics window's charts of one player: totals game after game, win rate over
time, and the distribution of round scores (pyqtgraph).

This module imports pyqtgraph at its top, so import it only where a chart is first
built (the Statistics window does so lazily); nothing else in the app should.

The text alternative (issue 29): the charts are named and summed up for a screen reader,
and :meth:`PlayerCharts.numbers` gives the tables of what they draw (``player_numbers``).
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pyqtgraph as pg
import shiboken6
from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from ...storage.stats import HistoryPoint
from ..table.table_items import ink_on
from ..texts import preset_name_of, translate

# A calm, light palette: warm paper, slate axes and text. The player's colour (the
# table's colour of their seat, table_items.seat_colour) draws the data.
BACKGROUND = "#fbfaf6"
AXIS = "#7a8590"
TEXT = "#34404b"
# The least contrast of a player's line and marks with the background (WCAG, as for
# graphics).
LINE_CONTRAST = 3.0
WIN_EDGE = "#2b3540"  # won games: a large star in the player's colour, dark edge


class CountAxis(pg.AxisItem):
    """An axis of whole numbers (games, rounds, points): whole ticks only, however far it is
    zoomed or however empty the chart, written the current locale's way."""

    def tickSpacing(self, minVal: float, maxVal: float, size: float) -> list:  # noqa: N802,N803
        span = abs(maxVal - minVal)
        if span == 0 or size <= 0:
            return []
        step = tick_step(span, most=max(2, min(10, int(size // 45))))
        return [(step, 0)]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:  # noqa: N802
        return [QLocale().toString(round(v * scale)) for v in values]


class PercentAxis(pg.AxisItem):
    """The win-rate axis: always 0 to 100 (per cent), ticks every 25."""

    def tickSpacing(self, minVal: float, maxVal: float, size: float) -> list:  # noqa: N802,N803
        return [(25, 0)]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:  # noqa: N802
        return [QLocale().toString(round(v * scale)) for v in values]


# Empty charts keep the frame of a real one (a game axis from 1, a percentage axis).
EMPTY_GAMES = (0.5, 5.5)
EMPTY_PERCENT = (0, 100)


class PlayerCharts(pg.GraphicsLayoutWidget):
    """Three plots of one player; :meth:`show_player` redraws them all."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats_charts")
        self.setBackground(BACKGROUND)
        self.setMinimumHeight(260)
        self._history: list[HistoryPoint] = []
        self._scores: list[int] = []
        self._mixed = False
        self.totals_plot = self._new_plot(
            0, 0, translate("Statistics", "Totals, game after game (★ won)"),
            translate("Statistics", "Game"), translate("Statistics", "Total points"), colspan=2,
            x_axis=CountAxis("bottom"), y_axis=CountAxis("left"),
        )  # fmt: skip
        self.win_rate_plot = self._new_plot(
            1, 0, translate("Statistics", "Win rate over time"),
            translate("Statistics", "Game"), translate("Statistics", "Win rate (%)"),
            x_axis=CountAxis("bottom"), y_axis=PercentAxis("left"),
        )  # fmt: skip
        self.distribution_plot = self._new_plot(
            1, 1, translate("Statistics", "Points in a round"),
            translate("Statistics", "Points"), translate("Statistics", "Rounds"),
            x_axis=CountAxis("bottom"), y_axis=CountAxis("left"),
        )  # fmt: skip

    def _new_plot(
        self,
        row: int,
        col: int,
        title: str,
        x_label: str,
        y_label: str,
        colspan: int = 1,
        x_axis: pg.AxisItem | None = None,
        y_axis: pg.AxisItem | None = None,
    ) -> pg.PlotItem:
        axes = {side: axis for side, axis in (("bottom", x_axis), ("left", y_axis)) if axis}
        # enableMenu=False builds no context menu at all. Building one and then turning it
        # off (setMenuEnabled) orphans a fresh QMenu, which crashed Qt when it was collected.
        plot = self.addPlot(row=row, col=col, colspan=colspan, axisItems=axes, enableMenu=False)
        plot.setTitle(title, color=TEXT, size="11pt")
        plot.showGrid(x=False, y=True, alpha=0.18)
        for side, label in (("bottom", x_label), ("left", y_label)):
            axis = plot.getAxis(side)
            axis.setPen(AXIS)
            axis.setTextPen(TEXT)
            axis.setLabel(label, color=TEXT)
            axis.enableAutoSIPrefix(False)  # never "x0.001" or "(k)" on a count
        return plot

    def plots(self) -> tuple[pg.PlotItem, pg.PlotItem, pg.PlotItem]:
        return self.totals_plot, self.win_rate_plot, self.distribution_plot

    def clear_plots(self) -> None:
        self._history, self._scores, self._mixed = [], [], False
        self.setAccessibleName("")
        self.setAccessibleDescription("")
        for plot in self.plots():
            _clear(plot)
        self.totals_plot.setXRange(*EMPTY_GAMES, padding=0)
        self.win_rate_plot.setXRange(*EMPTY_GAMES, padding=0)
        self.win_rate_plot.setYRange(*EMPTY_PERCENT, padding=0.04)

    def show_player(
        self,
        name: str,
        history: list[HistoryPoint],
        scores: list[int],
        colour: str,
        mixed: bool = False,
    ) -> None:
        """Draw ``name``'s ``history`` (finished games, oldest first) and ``scores`` (round
        scores). The player's name heads the charts so an exported image says whose.
        ``mixed``: the games win both ways (lowest total, highest), so their round scores
        do not go in one distribution."""
        # The seat colours are made for the dark felt: the lavender and aqua ones were
        # faint here, so each is darkened (keeping its hue) to 3:1 on the paper.
        colour = ink_on(colour, BACKGROUND, LINE_CONTRAST)
        self._history, self._scores, self._mixed = list(history), list(scores), mixed
        self.setAccessibleName(translate("Statistics", "Charts of {name}").format(name=name))
        self.setAccessibleDescription(summary(history))
        title = translate("Statistics", "{name}: totals, game after game (★ won)")
        self.totals_plot.setTitle(title.format(name=name), color=TEXT, size="11pt")
        self._plot_totals(history, colour)
        self._plot_win_rate(history, colour)
        if mixed:
            plot = self.distribution_plot
            _clear(plot)
            _say(
                plot,
                translate(
                    "Statistics",
                    "Round scores of different rules do not compare:\nchoose one rule set.",
                ),
                (0, 50),
                (0, 5),
            )
        else:
            self._plot_distribution(scores, colour)

    def numbers(self) -> tuple[Rows, Rows, str, str]:
        """What the charts draw, as tables: the games (total, won, win rate) and the round
        scores' distribution (a row a bar), with the notes the empty charts show (for
        :meth:`PlayerNumbers.show_numbers`)."""
        games = games_rows(self._history)
        games_note = "" if self._history else translate("Statistics", "No finished games yet.")
        if self._mixed:
            rounds_note = translate(
                "Statistics",
                "Round scores of different rules do not compare:\nchoose one rule set.",
            )
            distribution: Rows = ([], [])
        else:
            distribution = distribution_rows(self._scores)
            rounds_note = "" if self._scores else translate("Statistics", "No rounds yet.")
        if self._scores and not self._mixed:
            mean = sum(self._scores) / len(self._scores)
            rounds_note = translate("Statistics", "average {value}").format(
                value=QLocale().toString(mean, "f", 1)
            )
        return games, distribution, games_note, rounds_note

    def export_png(self, path: Path | str) -> bool:
        """Save the three charts as one PNG, as shown; returns whether it was written."""
        return self.grab().save(str(path), "PNG")

    # ---------------------------------------------------------------- plots
    def _plot_totals(self, history: list[HistoryPoint], colour: str) -> None:
        plot = self.totals_plot
        _clear(plot)
        if not history:
            _say(plot, translate("Statistics", "No finished games yet."), EMPTY_GAMES, (0, 100))
            return
        xs = list(range(1, len(history) + 1))
        # A line joins games that win the same way only: lowest-wins and highest-wins
        # totals never mix (with "All rule sets").
        joined = [a.high_wins == b.high_wins for a, b in zip(history, history[1:])] + [False]
        plot.plot(
            xs, [h.total for h in history], pen=pg.mkPen(colour, width=2), antialias=True,
            connect=np.array(joined, dtype=bool),
        )  # fmt: skip
        lost = pg.ScatterPlotItem(
            size=8, brush=pg.mkBrush(colour), pen=pg.mkPen(BACKGROUND, width=1.5),
            hoverable=True, tip=game_tip,
        )  # fmt: skip
        won = pg.ScatterPlotItem(
            size=18, symbol="star", brush=pg.mkBrush(colour), pen=pg.mkPen(WIN_EDGE, width=1.5),
            hoverable=True, tip=game_tip,
        )  # fmt: skip
        for item, wanted in ((lost, False), (won, True)):
            spots = [(x, h) for x, h in zip(xs, history) if h.won == wanted]
            item.setData(
                x=[x for x, _ in spots], y=[h.total for _, h in spots], data=[h for _, h in spots]
            )
            plot.addItem(item)
        plot.setXRange(0.5, len(xs) + 0.5, padding=0.02)
        low, high = min(h.total for h in history), max(h.total for h in history)
        if high - low < 10:  # one game, or all alike: a few whole points around them
            middle = (low + high) / 2
            low, high = middle - 5, middle + 5
        plot.setYRange(low, high, padding=0.1)

    def _plot_win_rate(self, history: list[HistoryPoint], colour: str) -> None:
        plot = self.win_rate_plot
        _clear(plot)
        if not history:
            _say(
                plot, translate("Statistics", "No finished games yet."), EMPTY_GAMES, EMPTY_PERCENT
            )
            return
        xs = list(range(1, len(history) + 1))
        fill = QColor(colour)
        fill.setAlpha(50)
        plot.plot(
            xs, [h.win_rate * 100 for h in history], pen=pg.mkPen(colour, width=2), fillLevel=0,
            brush=fill, antialias=True, symbol="o", symbolSize=5, symbolBrush=colour,
            symbolPen=None,
        )  # fmt: skip
        plot.setYRange(0, 100, padding=0.04)
        plot.setXRange(0.5, len(xs) + 0.5, padding=0.02)

    def _plot_distribution(self, scores: list[int], colour: str) -> None:
        plot = self.distribution_plot
        _clear(plot)
        if not scores:
            _say(plot, translate("Statistics", "No rounds yet."), (0, 50), (0, 5))
            return
        edges, counts = histogram(scores)
        fill = QColor(colour)
        fill.setAlpha(170)
        bars = pg.BarGraphItem(
            x0=edges[:-1], x1=edges[1:], height=counts, brush=fill,
            pen=pg.mkPen(QColor(colour).darker(140)),
        )  # fmt: skip
        plot.addItem(bars)
        mean = sum(scores) / len(scores)
        line = pg.InfiniteLine(
            pos=mean, angle=90, pen=pg.mkPen(TEXT, width=1, style=Qt.PenStyle.DashLine),
            label=translate("Statistics", "average {value}").format(
                value=QLocale().toString(mean, "f", 1)
            ),
            labelOpts={"position": 0.9, "color": TEXT, "anchors": [(0, 0), (0, 0)]},
        )  # fmt: skip
        plot.addItem(line)
        low, high = edges[0], edges[-1]
        if high - low < 10:  # one or two bars: a few whole points around them
            middle = (low + high) / 2
            low, high = middle - 5, middle + 5
        plot.setXRange(low, high, padding=0.03)
        plot.setYRange(0, max(counts), padding=0.08)


Rows = tuple[list[str], list[tuple[str, list[str]]]]


def games_rows(history: list[HistoryPoint]) -> Rows:
    """The totals and win-rate charts' points, a row a game: the total, whether it was won,
    the win rate so far in per cent (as the chart draws it, to one decimal)."""
    locale = QLocale()
    columns = [
        translate("Statistics", "Total points"),
        translate("Statistics", "Won"),
        translate("Statistics", "Win rate (%)"),
    ]
    won = translate("Statistics", "Won")
    rows = [
        (
            translate("Statistics", "Game {number}").format(number=i),
            [
                locale.toString(h.total),
                won if h.won else "–",
                locale.toString(h.win_rate * 100, "f", 1),
            ],
        )
        for i, h in enumerate(history, start=1)
    ]
    return columns, rows


def distribution_rows(scores: list[int]) -> Rows:
    """The distribution chart's bars, a row each: its points (a range when a bar holds
    several) and how many rounds scored them."""
    if not scores:
        return [translate("Statistics", "Rounds")], []
    locale = QLocale()
    edges, counts = histogram(scores)
    rows = []
    for low, high, count in zip(edges, edges[1:], counts):
        first, last = round(low + 0.5), round(high - 0.5)
        heading = locale.toString(first)
        if last != first:
            heading += "–" + locale.toString(last)
        rows.append((heading, [locale.toString(count)]))
    return [translate("Statistics", "Rounds")], rows


def summary(history: list[HistoryPoint]) -> str:
    """One sentence a screen reader says for the charts."""
    if not history:
        return translate("Statistics", "No finished games yet.")
    games = len(history)
    wins = sum(h.won for h in history)
    totals = [h.total for h in history]
    text = translate(
        "Statistics", "%n finished game(s), {wins} won; totals from {low} to {high}.", None, games
    )
    return text.format(wins=wins, low=min(totals), high=max(totals))


def game_tip(x: float, y: float, data: HistoryPoint) -> str:
    """The hover text of one game on the totals chart."""
    text = translate("Statistics", "Game {number}, {date}\n{rules}\nTotal {total}").format(
        number=int(x),
        date=_date(data.played_at),
        rules=preset_name_of(data.preset, data.rules_name),
        total=data.total,
    )
    return text + ("\n" + translate("Statistics", "Won") if data.won else "")


def _date(played_at: str) -> str:
    """The day of an ISO timestamp, written the current locale's short way."""
    when = QDateTime.fromString(played_at, Qt.DateFormat.ISODate)
    locale = QLocale()
    if not when.isValid() or locale.language() == QLocale.Language.C:
        return played_at[:10]  # the C locale's short date is "1 02 2025": ISO reads better
    return locale.toString(when.toLocalTime().date(), QLocale.FormatType.ShortFormat)


def _clear(plot: pg.PlotItem) -> None:
    """Empty ``plot`` and delete what it held at once, on the GUI thread. A removed item
    belongs to Python, and some keep themselves alive in a reference cycle (an
    InfiniteLine and its label): left to the cycle collector, they would be destroyed in
    whichever thread next sets it off, a ``run_async`` worker say, and a Qt object must be
    destroyed on its own thread."""
    items = list(plot.items)
    plot.clear()
    for item in items:
        if shiboken6.isValid(item) and item.scene() is None:
            shiboken6.delete(item)


def _say(
    plot: pg.PlotItem, text: str, x_range: tuple[float, float], y_range: tuple[float, float]
) -> None:
    """``text`` in the middle of an empty ``plot`` showing the given ranges (so its axes
    read as they will with data: whole games, percentages)."""
    item = pg.TextItem(text, color=AXIS, anchor=(0.5, 0.5))
    plot.addItem(item)
    plot.setXRange(*x_range, padding=0)
    plot.setYRange(*y_range, padding=0.04)
    item.setPos(sum(x_range) / 2, sum(y_range) / 2)


def tick_step(span: float, most: int = 10) -> int:
    """A whole-number tick step (1, 2, 5, 10, 20, 50, …) giving at most ``most`` ticks."""
    step = 1
    while span / step > most:
        step = step * 5 // 2 if str(step)[0] == "2" else step * 2
    return step


def histogram(scores: list[int], max_bins: int = 24) -> tuple[list[float], list[int]]:
    """Bin edges and counts for round scores: whole-number bins of a round width
    (1, 2, 5, 10, 20, 25, 50, …) so that at most ``max_bins`` bars are drawn."""
    lo, hi = min(scores), max(scores)
    span = hi - lo + 1
    steps = (1, 2, 5, 10, 20, 25, 50)
    scale = 1
    while True:
        width = next((s * scale for s in steps if span / (s * scale) <= max_bins), None)
        if width is not None:
            break
        scale *= 100
    start = math.floor(lo / width) * width
    count = (hi - start) // width + 1
    edges = [start + i * width - 0.5 for i in range(count + 1)]
    counts = [0] * count
    for s in scores:
        counts[(s - start) // width] += 1
    return edges, counts
