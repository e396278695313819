"""The score-history chart of the side panel: running totals or per-round bars, one colour a seat.

Its text alternative (issue 29): an accessible name and a description summing it up, and
a "Show as table" button that swaps the plot for a table of the numbers it draws.

pyqtgraph costs a noticeable part of a second to import, so this module never imports it at
module level: :class:`ScoreChart` stores the scores it is given and builds its plot the first
time it is visible with at least one finished round to draw (the empty state is a plain
label). Called on the GUI thread only.
"""

from __future__ import annotations

import html
import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QRegion, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QSizePolicy,
    QStackedLayout,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..table.table_items import SEAT_COLOURS
from ..texts import translate
from .chart_table import ChartTable, retranslate_toggle, table_toggle
from .score_table import PANEL_COLOURS, PanelColours, panel_colours

if TYPE_CHECKING:
    import pyqtgraph as pg

__all__ = ["ScoreChart"]

TOTAL = "total"
ROUND = "round"

# The side panel's felt (score_table.PANEL_COLOURS), or black and white in high contrast.
BACKGROUND = PANEL_COLOURS.sheet
GRID_ALPHA = 0.22
AXIS_COLOUR = PANEL_COLOURS.dim
TEXT_COLOUR = PANEL_COLOURS.text
DIM_COLOUR = PANEL_COLOURS.dim
# A second cue beside colour, so neighbouring seats stay apart for colour-blind players.
SYMBOLS = ("o", "s", "t", "d", "h", "p", "t1", "star")
X_PAD = 0.3  # the running-total view's room either side of its first and last round
HOVER_RADIUS = 24  # pixels from a point within which the running-total view names it


def tied_below(lines: list[tuple[list[int], list[int]]]) -> list[int]:
    """For each line (xs, ys), drawn in order, how many later lines share a stretch of it
    (two consecutive points): they would be drawn on top and hide it."""

    def segments(line: tuple[list[int], list[int]]) -> set[tuple[int, int, int, int]]:
        xs, ys = line
        return {(xs[i], ys[i], xs[i + 1], ys[i + 1]) for i in range(len(xs) - 1)} or {
            (x, y, x, y) for x, y in zip(xs, ys)
        }

    parts = [segments(line) for line in lines]
    return [sum(1 for later in parts[i + 1 :] if parts[i] & later) for i in range(len(parts))]


class ScoreChart(QWidget):
    """Cumulative score per seat by round (lines) or each round's points (grouped bars).

    ``plot`` is ``None`` until the chart is first drawn; ``curves`` and ``bars`` hold one
    pyqtgraph item per seat for the current mode (the other list is empty).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._rounds: list[list[int | None]] = []
        self._high_wins = False
        self._deals = False
        self._mode = TOTAL
        self.plot: pg.PlotWidget | None = None
        self.curves: list[pg.PlotDataItem] = []
        self.bars: list[pg.BarGraphItem] = []
        self._hover_text: pg.TextItem | None = None
        self._hover_dot: pg.ScatterPlotItem | None = None
        self._colours: PanelColours = PANEL_COLOURS

        self.total_button = QToolButton(objectName="chart_mode_total", checkable=True)
        self.round_button = QToolButton(objectName="chart_mode_round", checkable=True)
        self.total_button.setChecked(True)
        group = QButtonGroup(self)
        group.setExclusive(True)
        for button in (self.total_button, self.round_button):
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            group.addButton(button)
        self.total_button.toggled.connect(self._on_mode_toggled)
        # No parent yet: the top row adopts it in its place, so Tab and a screen reader
        # meet it after the mode buttons.
        self.table_button = table_toggle(None, "chart_as_table", short=True)
        self.table_button.toggled.connect(self._on_table_toggled)
        self.export_button = QToolButton(objectName="chart_export")
        self.export_button.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_DialogSaveButton)
        )
        self._top_row_width = 0  # what the top row needs with every label written out
        self.export_button.clicked.connect(self._ask_export)

        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(4)
        top.addWidget(self.total_button)
        top.addWidget(self.round_button)
        top.addWidget(self.table_button)
        top.addStretch(1)
        top.addWidget(self.export_button)

        # The chart sits on the felt-dark card of the side panel, so the seat colours
        # (chosen for the felt) read as they do on the table.
        self.frame = QFrame(objectName="chart_frame")
        self.frame.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.stack = QStackedLayout(self.frame)
        self.empty_label = QLabel(objectName="chart_empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.empty_label.setMargin(16)
        self.stack.addWidget(self.empty_label)
        self.page = QWidget()
        self.page_layout = QVBoxLayout(self.page)
        self.page_layout.setContentsMargins(2, 4, 6, 6)
        self.page_layout.setSpacing(2)
        self.legend = QLabel(objectName="chart_legend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setContentsMargins(6, 0, 0, 0)
        self.page_layout.addWidget(self.legend)
        self.stack.addWidget(self.page)
        self.table = ChartTable(object_name="chart_table")
        self.stack.addWidget(self.table)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(4)
        outer.addLayout(top)
        outer.addWidget(self.frame, 1)
        self.setMinimumSize(240, 220)
        self._style_frame()
        self._retranslate()
        self._sync_page()
        self._fill_table()

    # ---- public API ----

    def update_scores(
        self,
        names: list[str],
        round_scores: list[list[int | None]],
        high_wins: bool = False,
        *,
        deals: bool = False,
    ) -> None:
        """Show these scores: ``round_scores[i][seat]`` is ``seat``'s score in round ``i + 1``,
        ``None`` where the seat had left (no point is drawn; its total carries on).
        ``high_wins``: the rule set's ``higher_wins`` (the legend's leader); ``deals``: its
        ``single_hand`` (the x axis counts deals, not rounds)."""
        self._names = list(names)
        self._rounds = [list(row) for row in round_scores]
        self._high_wins = high_wins
        if deals != self._deals:
            self._deals = deals
            self._retranslate()
        self._sync_page()
        self._fill_table()
        if self.plot is None and self.isVisible() and self.has_data():
            self._build()
        if self.plot is not None:
            self._redraw()

    @property
    def colours(self) -> PanelColours:
        """The colours the chart is drawn in (the side panel's, see :meth:`set_high_contrast`)."""
        return self._colours

    def set_high_contrast(self, on: bool) -> None:
        """Draw in the high-contrast colours (white on black) or the felt ones."""
        colours = panel_colours(on)
        if colours == self._colours:
            return
        self._colours = colours
        self._style_frame()
        if self.plot is not None:
            self._style_plot()
            self._redraw()

    def has_data(self) -> bool:
        return bool(self._names and self._rounds)

    @property
    def mode(self) -> str:
        """``"total"`` (running-total lines) or ``"round"`` (per-round bars)."""
        return self._mode

    def set_mode(self, mode: str) -> None:
        if mode not in (TOTAL, ROUND):
            raise ValueError(mode)
        (self.total_button if mode == TOTAL else self.round_button).setChecked(True)

    def totals(self) -> list[int]:
        """Each seat's total over the rounds given (``None`` counts as nothing)."""
        return [sum(self._score(row, seat) or 0 for row in self._rounds) for seat in self._seats()]

    def export_png(self, path: str) -> bool:
        """Write the chart (plot and legend, as last laid out on screen) to ``path`` as a PNG.

        ``False`` if there is nothing to draw, the chart has never been shown (a widget that
        was never on screen has no layout to paint) or the file could not be written.
        """
        if not self.has_data() or self.plot is None:
            return False
        self._hide_hover()
        # The page itself is transparent (the dark card is its parent), so paint it onto the
        # card's colour; grab() would put the light legend text on the window's grey.
        ratio = self.devicePixelRatioF()
        image = QImage(self.page.size() * ratio, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.fill(QColor(self._colours.sheet))
        self.page.render(image, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)
        return image.save(path, "PNG")

    # ---- Qt overrides ----

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._measure_top_row()
        if self.plot is None and self.has_data():
            self._build()
            self._redraw()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_top_row()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._fill_table()
            if self.plot is not None:
                self._redraw()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.plot and event.type() == QEvent.Type.Leave:
            self._hide_hover()
        return super().eventFilter(watched, event)

    # ---- building and drawing ----

    def _retranslate(self) -> None:
        self.total_button.setText(translate("ScoreChart", "Running total"))
        if self._deals:  # the single hand: its rounds are deals (as the x axis says)
            self.total_button.setToolTip(
                translate("ScoreChart", "Each player's total after each deal")
            )
            self.round_button.setText(translate("ScoreChart", "Per deal"))
            self.round_button.setToolTip(
                translate("ScoreChart", "The points of each deal, side by side")
            )
        else:
            self.total_button.setToolTip(
                translate("ScoreChart", "Each player's total after each round")
            )
            self.round_button.setText(translate("ScoreChart", "Per round"))
            self.round_button.setToolTip(
                translate("ScoreChart", "The points of each round, side by side")
            )
        self.setAccessibleName(translate("ScoreChart", "Score chart"))
        retranslate_toggle(self.table_button)
        self.export_button.setText(translate("ScoreChart", "Export PNG…"))
        self.export_button.setToolTip(translate("ScoreChart", "Save this chart as a PNG image"))
        self.empty_label.setText(
            translate("ScoreChart", "Scores appear here after the first round.")
        )
        self._measure_top_row()

    def _measure_top_row(self) -> None:
        """What the top row needs with every label written out (again when shown: the side
        panel's style sheet changes the buttons' size once they are polished)."""
        self.export_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        buttons = (self.total_button, self.round_button, self.table_button, self.export_button)
        self._top_row_width = 3 * 4 + sum(b.sizeHint().width() for b in buttons)
        self._fit_top_row()

    def _fit_top_row(self) -> None:
        """In a narrow panel (or a wordy language) the export button shrinks to its icon, with
        its text kept as the tooltip, rather than widening the panel."""
        narrow = self.width() < self._top_row_width
        self.export_button.setToolButtonStyle(
            Qt.ToolButtonStyle.ToolButtonIconOnly
            if narrow
            else Qt.ToolButtonStyle.ToolButtonTextOnly
        )

    def _sync_page(self) -> None:
        has = self.has_data()
        if not has:
            shown: QWidget = self.empty_label
        else:
            shown = self.table if self.table_button.isChecked() else self.page
        had_focus = self.stack.currentWidget().hasFocus()
        self.stack.setCurrentWidget(shown)
        if had_focus and shown.focusPolicy() != Qt.FocusPolicy.NoFocus:
            shown.setFocus()
        self.export_button.setEnabled(has)

    # ---- the text alternative ----

    def table_rows(self) -> tuple[list[str], list[tuple[str, list[str]]]]:
        """The columns (the players) and rows (one a round, then the totals) of the numbers
        the current mode draws: running totals or each round's points; "–" where a seat
        had left (the chart draws no point there)."""
        seats = self._seats()
        rows: list[tuple[str, list[str]]] = []
        running = [0 for _ in seats]
        for i, row in enumerate(self._rounds):
            cells = []
            for seat in seats:
                score = self._score(row, seat)
                if score is None:
                    cells.append("–")
                    continue
                running[seat] += score
                cells.append(str(running[seat] if self._mode == TOTAL else score))
            rows.append((self._round_heading(i + 1), cells))
        if rows:
            rows.append((translate("ScoreChart", "Total"), [str(t) for t in self.totals()]))
        return list(self._names), rows

    def _round_heading(self, number: int) -> str:
        if self._deals:
            return translate("ScoreChart", "Deal {number}").format(number=number)
        return translate("ScoreChart", "Round {number}").format(number=number)

    def summary(self) -> str:
        """One sentence a screen reader says for the chart: the totals, the best first."""
        if not self.has_data():
            return self.empty_label.text()
        totals = self.totals()
        sign = -1 if self._high_wins else 1
        order = sorted(self._seats(), key=lambda s: (sign * totals[s], s))
        listed = ", ".join(f"{self._names[s]} {totals[s]}" for s in order)
        rounds = len(self._rounds)
        if self._deals:
            text = translate("ScoreChart", "Totals after %n deal(s), the best first: {totals}.",
                             None, rounds)  # fmt: skip
        else:
            text = translate("ScoreChart", "Totals after %n round(s), the best first: {totals}.",
                             None, rounds)  # fmt: skip
        return text.format(totals=listed)

    def _fill_table(self) -> None:
        columns, rows = self.table_rows()
        self.table.set_numbers(columns, rows)
        mode = self.total_button if self._mode == TOTAL else self.round_button
        self.table.setAccessibleName(mode.text())
        summary = self.summary()
        self.setAccessibleDescription(summary)
        self.table.setAccessibleDescription(summary)
        if self.plot is not None:
            self.plot.setAccessibleName(self.accessibleName())
            self.plot.setAccessibleDescription(summary)

    def _on_table_toggled(self, _checked: bool) -> None:
        self._sync_page()

    def _build(self) -> None:
        import pyqtgraph as pg  # deferred: see the module docstring

        # No context menu is built (see stats_charts: turning one off orphans a QMenu).
        plot = pg.PlotWidget(background=self._colours.sheet, enableMenu=False)
        plot.setMinimumHeight(120)
        item = plot.getPlotItem()
        item.hideButtons()
        item.setMouseEnabled(x=False, y=False)
        # Grid lines at the labelled values only: minor ones crowd a small plot.
        item.getAxis("left").setStyle(maxTickLevel=0)
        item.getAxis("left").setWidth(40)
        item.layout.setContentsMargins(0, 4, 4, 0)
        self._hover_dot = pg.ScatterPlotItem(size=13)
        self._hover_dot.setZValue(20)
        self._hover_text = pg.TextItem(anchor=(0, 0))
        self._hover_text.setZValue(30)
        plot.scene().sigMouseMoved.connect(self._on_mouse_moved)
        plot.installEventFilter(self)
        self.page_layout.insertWidget(0, plot, 1)
        self.plot = plot
        plot.setAccessibleName(self.accessibleName())
        plot.setAccessibleDescription(self.summary())
        self._style_plot()

    def _style_frame(self) -> None:
        c = self._colours
        self.frame.setStyleSheet(
            f"#chart_frame {{ background: {c.sheet}; border-radius: 6px; }}"
            f" #chart_frame QLabel {{ color: {c.text}; background: transparent; }}"
            f" #chart_frame #chart_empty {{ color: {c.dim}; }}"
            # The table of numbers on the same card, as the score sheet is drawn.
            f" #chart_table {{ background: {c.sheet}; alternate-background-color: {c.header};"
            f" color: {c.text}; border: none; gridline-color: {c.grid};"
            f" selection-background-color: {c.accent}; selection-color: {c.accent_text}; }}"
            f" #chart_table QHeaderView {{ background: {c.sheet}; border: none; }}"
            f" #chart_table QHeaderView::section {{ background: {c.header}; color: {c.text};"
            f" border: none; border-right: 1px solid {c.grid};"
            f" border-bottom: 1px solid {c.grid}; padding: 1px 4px; }}"
            f" #chart_table QTableCornerButton::section {{ background: {c.header}; border: none; }}"
        )

    def _style_plot(self) -> None:
        """The plot's background, axes, grid and hover label in the current colours."""
        import pyqtgraph as pg

        assert self.plot is not None and self._hover_text is not None
        assert self._hover_dot is not None
        c = self._colours
        self.plot.setBackground(c.sheet)
        item = self.plot.getPlotItem()
        for name in ("left", "bottom"):
            axis = item.getAxis(name)
            axis.setPen(pg.mkPen(c.grid if c is PANEL_COLOURS else c.dim))
            axis.setTextPen(pg.mkPen(c.dim))
        item.showGrid(x=False, y=True, alpha=GRID_ALPHA if c is PANEL_COLOURS else 0.45)
        self._hover_dot.setPen(pg.mkPen(c.text, width=2))
        self._hover_text.setColor(c.text)
        self._hover_text.fill = pg.mkBrush(QColor(c.header))
        self._hover_text.border = pg.mkPen(c.dim)

    def _redraw(self) -> None:
        import pyqtgraph as pg

        assert self.plot is not None and self._hover_text is not None
        item = self.plot.getPlotItem()
        item.clear()
        self.curves, self.bars = [], []
        if not self.has_data():
            # A new game (any number of seats) has no scored round yet: the empty label is
            # on show, and the old plot items must not outlive the old game.
            self._hide_hover()
            self.legend.clear()
            return
        seats = self._seats()
        n = len(self._rounds)
        if self._mode == TOTAL:
            lines = [self._cumulative(seat) for seat in seats]
            below = tied_below(lines)
            for seat in seats:
                xs, ys = lines[seat]
                colour = self._colour(seat)
                # A line tied with lines drawn after it is drawn wider, so that it shows
                # round them as a border instead of hiding under them.
                self.curves.append(
                    item.plot(
                        xs,
                        ys,
                        pen=pg.mkPen(colour, width=2 + 3 * below[seat]),
                        symbol=SYMBOLS[seat % len(SYMBOLS)],
                        symbolSize=7 + 5 * below[seat],
                        symbolBrush=colour,
                        symbolPen=pg.mkPen(self._colours.sheet, width=1),
                    )
                )
            item.setXRange(1 - X_PAD, n + X_PAD, padding=0)
            item.setLabel("left", translate("ScoreChart", "Total points"), color=self._colours.dim)
        else:
            width = 0.8 / max(len(seats), 1)
            for seat in seats:
                xs, hs = [], []
                for i, row in enumerate(self._rounds):
                    score = self._score(row, seat)
                    if score is not None:
                        xs.append(i + 1 + (seat - (len(seats) - 1) / 2) * width)
                        hs.append(score)
                # The outline in the bar's colour keeps a round scored 0 (often the winner's)
                # visible as a dash on the baseline instead of a gap.
                colour = self._colour(seat)
                bars = pg.BarGraphItem(
                    x=xs, height=hs, width=width * 0.92, brush=colour, pen=pg.mkPen(colour, width=2)
                )
                item.addItem(bars)
                self.bars.append(bars)
            item.setXRange(0.5, n + 0.5, padding=0)
            item.setLabel("left", translate("ScoreChart", "Points"), color=self._colours.dim)
        item.enableAutoRange(axis="y")
        item.setLabel("bottom", self.axis_title(), color=self._colours.dim)
        # Whole rounds only, from the first: at most ten labels.
        step = max(1, math.ceil(n / 10))
        item.getAxis("bottom").setTicks([[(r, str(r)) for r in range(1, n + 1, step)]])
        item.addItem(self._hover_dot, ignoreBounds=True)
        item.addItem(self._hover_text, ignoreBounds=True)
        self._hide_hover()
        self.legend.setText(self._legend_html())

    def axis_title(self) -> str:
        """The x axis' title: the rule set's word for a round."""
        if self._deals:
            return translate("ScoreChart", "Deal")
        return translate("ScoreChart", "Round")

    def _legend_html(self) -> str:
        totals = self.totals()
        playing = [s for s in self._seats() if self._score(self._rounds[-1], s) is not None]
        contenders = [totals[s] for s in playing or self._seats()]
        best = (max if self._high_wins else min)(contenders)
        entries = []
        for seat in self._seats():
            name = html.escape(self._names[seat]).replace(" ", "&nbsp;")
            text = f"{name}&nbsp;{totals[seat]}"
            if seat not in playing:
                text = f'<span style="color:{self._colours.dim}">{text}</span>'
            elif totals[seat] == best:
                text = f"<b>{text}</b>"
            swatch = f'<span style="color:{self._colour(seat)}">&#9632;</span>'
            entries.append(f"{swatch}&nbsp;{text}")
        # Ordinary spaces between entries let the label wrap them onto several lines.
        return "&nbsp;&nbsp; ".join(entries)

    # ---- hover ----

    def _on_mouse_moved(self, pos: QPointF) -> None:
        if self.plot is None or not self.has_data():
            return
        vb = self.plot.getPlotItem().getViewBox()
        if not vb.sceneBoundingRect().contains(pos):
            self._hide_hover()
            return
        hit = self._hit_total(pos) if self._mode == TOTAL else self._hit_bar(pos)
        if hit is None:
            self._hide_hover()
        else:
            self._show_hover(*hit)

    def _hit_total(self, pos: QPointF) -> tuple[int, int, float, float] | None:
        """The (seat, round index, x, y) of the curve point nearest ``pos``, if close."""
        vb = self.plot.getPlotItem().getViewBox()
        best, best_d = None, float(HOVER_RADIUS)
        for seat in self._seats():
            xs, ys = self._cumulative(seat)
            for x, y in zip(xs, ys, strict=True):
                p = vb.mapViewToScene(QPointF(x, y))
                d = math.hypot(p.x() - pos.x(), p.y() - pos.y())
                if d < best_d:
                    best, best_d = (seat, int(x) - 1, float(x), float(y)), d
        return best

    def _hit_bar(self, pos: QPointF) -> tuple[int, int, float, float] | None:
        """The bar whose column (its width, any height) holds ``pos``."""
        vb = self.plot.getPlotItem().getViewBox()
        x = vb.mapSceneToView(pos).x()
        seats = self._seats()
        width = 0.8 / max(len(seats), 1)
        i = round(x) - 1
        if not 0 <= i < len(self._rounds):
            return None
        slot = math.floor((x - (i + 1)) / width + len(seats) / 2)
        if slot not in seats:
            return None
        score = self._score(self._rounds[i], slot)
        if score is None:
            return None
        centre = i + 1 + (slot - (len(seats) - 1) / 2) * width
        return slot, i, centre, float(score)

    def _show_hover(self, seat: int, i: int, x: float, y: float) -> None:
        assert self._hover_text is not None and self._hover_dot is not None
        score = self._score(self._rounds[i], seat)
        total = sum(self._score(row, seat) or 0 for row in self._rounds[: i + 1])
        if self._deals:
            text = translate("ScoreChart", "{name} — deal {deal}: {points} (total {total})")
        else:
            text = translate("ScoreChart", "{name} — round {round}: {points} (total {total})")
        text = text.format(
            name=self._names[seat], round=i + 1, deal=i + 1, points=score, total=total
        )
        self._hover_text.setText(text)
        self._hover_text.setPos(self._hover_pos(x, y))
        self._hover_text.show()
        if self._mode == TOTAL:
            self._hover_dot.setData([x], [y], brush=[self._colour(seat)])
            self._hover_dot.show()
        else:
            self._hover_dot.hide()

    def _hover_pos(self, x: float, y: float) -> QPointF:
        """Where the label's top-left corner goes: beside the point at (x, y), on the side
        where it fits, and never outside the plot (a label clipped at the edge is unreadable).
        """
        assert self.plot is not None and self._hover_text is not None
        vb = self.plot.getPlotItem().getViewBox()
        area = vb.sceneBoundingRect()
        size = self._hover_text.textItem.boundingRect()
        w, h, gap = size.width(), size.height(), 8
        p = vb.mapViewToScene(QPointF(x, y))
        left = p.x() + gap if p.x() + gap + w <= area.right() else p.x() - gap - w
        top = p.y() - gap - h if p.y() - gap - h >= area.top() else p.y() + gap
        left = min(max(left, area.left() + 2), area.right() - w - 2)
        top = min(max(top, area.top() + 2), area.bottom() - h - 2)
        return vb.mapSceneToView(QPointF(left, top))

    def _hide_hover(self) -> None:
        if self._hover_text is not None:
            self._hover_text.hide()
        if self._hover_dot is not None:
            self._hover_dot.hide()

    def hover_text(self) -> str:
        """The value label shown under the mouse, or ``""`` when none is shown."""
        if self._hover_text is None or not self._hover_text.isVisible():
            return ""
        return self._hover_text.textItem.toPlainText()

    # ---- data helpers ----

    def _seats(self) -> range:
        return range(len(self._names))

    @staticmethod
    def _score(row: list[int | None], seat: int) -> int | None:
        return row[seat] if seat < len(row) else None

    def _cumulative(self, seat: int) -> tuple[list[int], list[int]]:
        """Round numbers (from 1) and running totals, skipping rounds the seat missed."""
        xs: list[int] = []
        ys: list[int] = []
        total = 0
        for i, row in enumerate(self._rounds):
            score = self._score(row, seat)
            if score is not None:
                total += score
                xs.append(i + 1)
                ys.append(total)
        return xs, ys

    @staticmethod
    def _colour(seat: int) -> str:
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)]

    # ---- mode and export buttons ----

    def _on_mode_toggled(self, total_checked: bool) -> None:
        self._mode = TOTAL if total_checked else ROUND
        self._fill_table()
        if self.plot is not None:
            self._redraw()

    def _ask_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("ScoreChart", "Export chart"),
            "continental-scores.png",
            translate("ScoreChart", "PNG images (*.png)"),
        )
        if not path:
            return
        if not path.lower().endswith(".png"):
            path += ".png"
        if not self.export_png(path):
            QMessageBox.warning(
                self,
                translate("ScoreChart", "Export chart"),
                translate("ScoreChart", "Could not write {path}.").format(path=path),
            )
