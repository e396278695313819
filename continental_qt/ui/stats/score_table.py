"""The score sheet's view: rounds as rows, players as columns, the total as the last row.

The model (:class:`~continental_qt.ui.stats.score_model.ScoreModel`) has a row per seat and a
column per round plus the total; shown that way, Shanghai's ten rounds or a long
single-hand match needed a sideways scrollbar in the ~280 px side panel and cut off the
first rounds or the total. This view shows the model transposed, so the width only has
to hold one column per player, and fits it: each column is as wide as its widest
number, the spare width is shared out (first to the names that do not fit), and when
the numbers do not fit at the widget's font the sheet's font shrinks (down to
``MIN_POINT_SIZE``). A name too long for its column wraps onto more lines of the
heading (:func:`wrap_text`; its tooltip is whole). When rows overflow the height, the
view keeps its bottom in sight: the latest rounds and the total.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    Qt,
    QTransposeProxyModel,
)
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableView,
    QTabWidget,
    QWidget,
)


@dataclass(frozen=True)
class PanelColours:
    """The side panel's colours (score sheet, chart, log), as ``#rrggbb`` strings."""

    panel: str  # behind the tabs and the chart's buttons
    sheet: str  # the score sheet, the log and the chart's plot
    header: str  # the sheet's headings, the tabs not shown
    text: str
    dim: str  # secondary text: axis labels, tabs not shown, seats that left
    grid: str  # grid lines of the sheet and the chart
    accent: str  # the chosen tab's underline, a selected row
    accent_text: str  # text on the accent


#: The table's look: its deep felt greens with its cream text (table_items.TEXT, DIM_TEXT).
#: Contrast on the sheet: text 11.9:1, dim text 9.1:1, every seat colour at least 3:1.
PANEL_COLOURS = PanelColours(
    panel="#163d2b",  # the top bar's green
    sheet="#123524",
    header="#0e2a1d",
    text="#f4f1e8",
    dim="#c9d8cf",
    grid="#3f6e57",
    accent="#ffd54a",  # the glow of the seat whose turn it is
    accent_text="#111111",
)
#: The high-contrast option: white on black, grid lines clearly visible.
HIGH_CONTRAST_COLOURS = PanelColours(
    panel="#000000",
    sheet="#000000",
    header="#1a1a1a",
    text="#ffffff",
    dim="#ffffff",
    grid="#9a9a9a",
    accent="#ffe14d",
    accent_text="#000000",
)


def panel_colours(high_contrast: bool = False) -> PanelColours:
    return HIGH_CONTRAST_COLOURS if high_contrast else PANEL_COLOURS


def side_panel_style(high_contrast: bool = False) -> str:
    """The style sheet of the side panel (a ``QTabWidget`` named ``side_panel`` holding
    ``score_view``, ``score_chart`` and ``log_view``). It sets colours only: fonts stay
    the widgets' own, because :meth:`ScoreTable.fit_columns` sizes the sheet's font and
    a style-sheet font would override it."""
    c = panel_colours(high_contrast)
    return f"""
QTabWidget#side_panel {{ background: {c.header}; }}
QTabWidget#side_panel::pane {{ background: {c.panel}; border: none; }}
QTabWidget#side_panel > QWidget {{ background: {c.panel}; }}
QTabWidget#side_panel QTabBar {{ background: {c.header}; }}
QTabWidget#side_panel QTabBar::tab {{
    background: {c.header}; color: {c.dim}; padding: 5px 12px; border: none;
    border-bottom: 2px solid {c.header}; font-weight: bold;
}}
QTabWidget#side_panel QTabBar::tab:selected {{
    background: {c.panel}; color: {c.text}; border-bottom: 2px solid {c.accent};
}}
QTabWidget#side_panel QTabBar::tab:hover {{ color: {c.text}; }}
#score_view, #log_view {{
    background: {c.sheet}; color: {c.text}; border: none;
    gridline-color: {c.grid};
    selection-background-color: {c.accent}; selection-color: {c.accent_text};
}}
#score_view QHeaderView::section {{
    background: {c.header}; color: {c.text}; border: none;
    border-right: 1px solid {c.grid}; border-bottom: 1px solid {c.grid}; padding: 0px;
}}
#score_view QHeaderView {{ background: {c.sheet}; border: none; }}
#score_view QTableCornerButton::section {{ background: {c.header}; border: none; }}
#score_chart QToolButton {{
    background: {c.header}; color: {c.text}; border: 1px solid {c.grid};
    border-radius: 4px; padding: 2px 6px;
}}
#score_chart QToolButton:checked {{ background: {c.accent}; color: {c.accent_text}; }}
#score_chart QToolButton:disabled {{ color: {c.grid}; }}
QTabWidget#side_panel QScrollBar:vertical {{ background: {c.sheet}; width: 10px; }}
QTabWidget#side_panel QScrollBar::handle:vertical {{
    background: {c.grid}; border-radius: 4px; min-height: 24px;
}}
QTabWidget#side_panel QScrollBar:horizontal {{ background: {c.sheet}; height: 10px; }}
QTabWidget#side_panel QScrollBar::handle:horizontal {{
    background: {c.grid}; border-radius: 4px; min-width: 24px;
}}
QTabWidget#side_panel QScrollBar::add-line, QTabWidget#side_panel QScrollBar::sub-line {{
    width: 0px; height: 0px;
}}
"""


def style_side_panel(tabs: QTabWidget, high_contrast: bool = False) -> None:
    """Give the side panel (``tabs``) the table's look, or the high-contrast one."""
    # A plain QTabWidget paints no style-sheet background: without this the strip beside
    # the tabs stays the window's colour.
    tabs.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    tabs.setStyleSheet(side_panel_style(high_contrast))


def splitter_style(high_contrast: bool = False) -> str:
    """The style sheet of the splitter between the table and the side panel: its handle is
    the panel's felt (lighter under the mouse, to show it can be dragged), not the
    window's light grey."""
    c = panel_colours(high_contrast)
    return (
        f"QSplitter::handle {{ background: {c.panel}; }}"
        f" QSplitter::handle:hover {{ background: {c.grid}; }}"
    )


def style_splitter(splitter: QSplitter, high_contrast: bool = False) -> None:
    """Give the table's splitter handle the side panel's look (see :func:`splitter_style`)."""
    splitter.setStyleSheet(splitter_style(high_contrast))


MIN_COLUMN = 16
MIN_POINT_SIZE = 5.5
#: Text margin each side of a cell (the style's own margin is wider and elided
#: three-digit numbers in a crowded sheet).
MARGIN = 2
#: Cell padding (both margins and the grid line) added to a text's advance.
PAD = 2 * MARGIN + 1
#: The same for a player's name in the heading, which the style draws with a little
#: more room (its text rect and sub-pixel advances): a name measured exactly elided.
NAME_PAD = PAD + 4


class _TightDelegate(QStyledItemDelegate):
    """Paints the cell as the style does, then its text with ``MARGIN`` each side."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text, opt.text = opt.text, ""
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setFont(opt.font)
        painter.setPen(opt.palette.color(role))
        rect = opt.rect.adjusted(MARGIN, 0, -MARGIN, 0)
        painter.drawText(rect, int(opt.displayAlignment), text)
        painter.restore()


#: The most lines a player's name takes in the sheet's heading (then it elides).
NAME_LINES = 3


def wrap_text(text: str, width: int, fm: QFontMetrics, max_lines: int = NAME_LINES) -> list[str]:
    """``text`` in lines at most ``width`` px wide in ``fm``'s font: broken at spaces, a
    word too long for a line broken between letters (:func:`_split_word`); at most
    ``max_lines`` lines, the last one elided when the text does not fit them."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if fm.horizontalAdvance(candidate) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        line = word
        if fm.horizontalAdvance(word) > width:
            *whole, line = _split_word(word, width, fm)
            lines += whole
    if line or not lines:
        lines.append(line)
    if len(lines) > max_lines:
        rest = " ".join(lines[max_lines - 1 :])
        lines = lines[: max_lines - 1] + [rest]
    lines[-1] = fm.elidedText(lines[-1], Qt.TextElideMode.ElideRight, width)
    return lines


def fit_width(text: str, lines: int, fm: QFontMetrics) -> int:
    """The narrowest width in px at which :func:`wrap_text` shows ``text`` whole in at
    most ``lines`` lines."""

    def whole(width: int) -> bool:
        parts = wrap_text(text, width, fm, lines)
        return "".join(parts).replace(" ", "") == text.replace(" ", "")

    low, high = 1, max(1, fm.horizontalAdvance(text))
    while low < high:
        mid = (low + high) // 2
        if whole(mid):
            high = mid
        else:
            low = mid + 1
    return high


def _split_word(word: str, width: int, fm: QFontMetrics) -> list[str]:
    """``word`` in the fewest pieces of about equal length (``Car``/``men``, not
    ``Carm``/``en``) that are each at most ``width`` px wide (single letters if none)."""
    for k in range(2, len(word) + 1):
        size = -(-len(word) // k)
        pieces = [word[i : i + size] for i in range(0, len(word), size)]
        if all(fm.horizontalAdvance(p) <= width for p in pieces):
            return pieces
    return list(word)


class _WrappingHeader(QHeaderView):
    """The sheet's column headings (the players): each section shows ``lines[section]``,
    the name wrapped to its column (see :meth:`ScoreTable.fit_columns`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.lines: dict[int, list[str]] = {}

    def paintSection(self, painter: QPainter, rect: QRect, section: int) -> None:  # noqa: N802
        if section not in self.lines:
            super().paintSection(painter, rect, section)
            return
        opt = QStyleOptionHeader()
        self.initStyleOption(opt)
        opt.rect = rect
        opt.section = section
        opt.text = "\n".join(self.lines[section])
        opt.textAlignment = Qt.AlignmentFlag.AlignCenter
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, opt, painter, self)
        painter.restore()


def share_widths(needs: list[int], available: int) -> list[int]:
    """Column widths: each at least its need; spare width spread over all columns,
    the first ones getting the odd pixels."""
    widths = list(needs)
    spare = available - sum(needs)
    if spare > 0 and widths:
        each, odd = divmod(spare, len(widths))
        for i in range(len(widths)):
            widths[i] += each + (1 if i < odd else 0)
    return widths


class ScoreTable(QTableView):
    """A ``QTableView`` showing a :class:`ScoreModel` transposed (see the module text).

    ``model()`` is the transposing proxy; ``source_model()`` the model given to
    :meth:`setModel`.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._proxy = QTransposeProxyModel(self)
        self._source: QAbstractItemModel | None = None
        # The sheet starts from the application font (the system's size, or larger
        # text) and fits again whenever it changes.
        QApplication.instance().fontChanged.connect(self._app_font_changed)
        self.setHorizontalHeader(_WrappingHeader(self))
        header = self.horizontalHeader()
        header.setMinimumSectionSize(MIN_COLUMN)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setItemDelegate(_TightDelegate(self))

    def source_model(self) -> QAbstractItemModel | None:
        return self._source

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 (Qt name)
        old = self._source
        if old is not None:
            old.modelReset.disconnect(self.fit_columns)
            old.dataChanged.disconnect(self.fit_columns)
            old.headerDataChanged.disconnect(self.fit_columns)
        self._source = model
        self._proxy.setSourceModel(model)
        super().setModel(self._proxy if model is not None else None)
        if model is not None:
            model.modelReset.connect(self.fit_columns)
            model.dataChanged.connect(self.fit_columns)
            model.headerDataChanged.connect(self.fit_columns)
        self.fit_columns()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self.fit_columns()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self._source is not None:
            # The window refreshes the source's horizontal headers: those are our rows.
            rows = self._proxy.rowCount()
            if rows:
                self._proxy.headerDataChanged.emit(Qt.Orientation.Vertical, 0, rows - 1)
            self.fit_columns()

    # ----------------------------------------------------------------- fitting
    def _names(self) -> list[str]:
        """The column headings: the players' names (a leader's with its star)."""
        m = self._proxy
        return [
            str(m.headerData(c, Qt.Orientation.Horizontal) or "") for c in range(m.columnCount())
        ]

    def _texts(self) -> tuple[list[list[str]], list[str]]:
        """Cell texts by (view) column, and the row headings."""
        m = self._proxy
        rows, cols = m.rowCount(), m.columnCount()
        cells = [
            [str(m.data(m.index(r, c, QModelIndex())) or "") for r in range(rows)]
            for c in range(cols)
        ]
        heads = [str(m.headerData(r, Qt.Orientation.Vertical) or "") for r in range(rows)]
        return cells, heads

    def _needs(self, font: QFont, cells: list[list[str]], heads: list[str]) -> tuple[list, int]:
        fm = QFontMetrics(font)
        bold = QFont(font)
        bold.setBold(True)
        fb = QFontMetrics(bold)
        needs = []
        for column in cells:
            widest = 0
            for r, text in enumerate(column):
                metrics = fb if r == len(column) - 1 else fm  # the total row is bold
                widest = max(widest, metrics.horizontalAdvance(text))
            needs.append(max(MIN_COLUMN, widest + PAD))
        head = max((fm.horizontalAdvance(h) for h in heads), default=0) + PAD
        return needs, head

    def fit_columns(self, *_args: object) -> None:
        """Pick the largest font (down to MIN_POINT_SIZE) at which every column fits
        the width, size the columns to their numbers and share out the spare width."""
        if self._source is None:
            return
        cells, heads = self._texts()
        frame = 2 * self.frameWidth()
        bar = self.verticalScrollBar()
        if bar.isVisible():
            frame += bar.width()
        font = QFont(QApplication.font())
        size = font.pointSizeF() if font.pointSizeF() > 0 else 9.0
        while True:
            font.setPointSizeF(size)
            needs, head = self._needs(font, cells, heads)
            if head + sum(needs) + frame <= self.width() or size <= MIN_POINT_SIZE:
                break
            size = max(MIN_POINT_SIZE, size - 0.5)
        for part in (self, self.horizontalHeader(), self.verticalHeader()):
            if part.font() != font:
                part.setFont(font)
        rows = self.verticalHeader()
        rows.setFixedWidth(head)
        line = QFontMetrics(font).height() + 6
        rows.setDefaultSectionSize(line)
        rows.setMinimumSectionSize(line)
        self.updateGeometries()  # the viewport now leaves room for the row headings
        available = self.viewport().width()
        header = self.horizontalHeader()
        widths = self._name_widths(font, needs, available)
        for c, width in enumerate(widths):
            if header.sectionSize(c) != width:
                header.resizeSection(c, width)
        self._wrap_names(font, widths)
        if self._proxy.rowCount():
            self.scrollToBottom()  # the total and the latest rounds in view

    def _app_font_changed(self, _font: QFont) -> None:
        self.fit_columns()

    def _name_widths(self, font: QFont, needs: list[int], available: int) -> list[int]:
        """Column widths: each at least its numbers' need and wide enough for its name on
        the fewest lines (one, two, … up to NAME_LINES) at which all the names fit the
        ``available`` width; then spare width puts what names it can on one line, and the
        rest is shared out."""
        fm = QFontMetrics(font)
        names = self._names()
        for lines in range(1, NAME_LINES + 1):
            want = [max(n, fit_width(x, lines, fm) + NAME_PAD) for x, n in zip(names, needs)]
            if sum(want) <= available:
                break
        else:
            return share_widths(needs, available)
        # With room to spare, the names that need least more go on one line ("Ana", not
        # "An"/"a" beside "Car"/"men").
        spare = available - sum(want)
        one = [max(n, fm.horizontalAdvance(x) + NAME_PAD) for x, n in zip(names, needs)]
        for c in sorted(range(len(want)), key=lambda i: one[i] - want[i]):
            if 0 < one[c] - want[c] <= spare:
                spare -= one[c] - want[c]
                want[c] = one[c]
        return share_widths(want, available)

    def _wrap_names(self, font: QFont, widths: list[int]) -> None:
        """Wrap the names to their columns and make the heading as tall as the most lines."""
        header = self.horizontalHeader()
        assert isinstance(header, _WrappingHeader)
        fm = QFontMetrics(font)
        header.lines = {
            c: wrap_text(name, max(1, width - NAME_PAD), fm)
            for c, (name, width) in enumerate(zip(self._names(), widths))
        }
        lines = max((len(x) for x in header.lines.values()), default=1)
        height = fm.height() * lines + 6
        if header.height() != height:
            header.setFixedHeight(height)
        header.viewport().update()
