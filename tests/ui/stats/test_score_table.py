"""The score sheet shows every number whole and the total always, without scrolling
sideways, for every preset's longest game in the ~280 px side panel (1280×800)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTabWidget

from continental_qt.engine import GameState, all_presets, get_preset
from continental_qt.ui.stats.score_model import ScoreModel
from continental_qt.ui.stats.score_table import MARGIN, ScoreTable, share_widths

#: The side panel's width at 1280×800 (main_window: splitter sizes [1000, 280]).
PANEL = 280
NAMES = ["You", "Bruno", "Carmen", "Dora", "Emil", "Fatima", "Gustavo", "Hanna"]
NAMES += ["Ingrid", "Jonas", "Kalinda", "Lorenzo"]


def test_share_widths_gives_each_column_its_need_and_spreads_the_rest() -> None:
    assert share_widths([30, 30, 40], 130) == [40, 40, 50]
    assert share_widths([30, 30, 40], 131) == [41, 40, 50]
    assert share_widths([30, 30, 40], 90) == [30, 30, 40]  # too narrow: the needs


def _filled(preset: str, players: int) -> GameState:
    """The preset's longest game, every round scored with wide numbers."""
    rules = get_preset(preset)
    state = GameState(rules, players, 5)
    rounds = (rules.match_deals or players) if rules.single_hand else rules.num_rounds
    for r in range(rounds):
        if rules.single_hand:
            row = [-(40 + r)] * players
            row[r % players] = 40 * (players - 1)
        else:
            row = [105 + (s * 37 + r * 11) % 200 for s in range(players)]
        state.round_scores.append(row)
    state.totals = [sum(row[s] for row in state.round_scores) for s in range(players)]
    return state


_KEEP: list[QTabWidget] = []


@pytest.fixture(autouse=True)
def _release():
    yield
    while _KEEP:
        _KEEP.pop().deleteLater()


def _panel(qtbot, state: GameState, width: int = PANEL, height: int = 700):
    """The sheet in a tab widget as wide as the side panel, like the window's."""
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    model = ScoreModel(tabs)
    view = ScoreTable(tabs)
    view.setModel(model)
    tabs.addTab(view, "Scores")
    tabs.resize(width, height)
    tabs.show()
    qtbot.waitExposed(tabs)
    model.update_from(state, NAMES[: state.n])
    _KEEP.append(tabs)  # qtbot holds widgets weakly
    return model, view


def _assert_all_whole(view: ScoreTable) -> None:
    proxy = view.model()
    header = view.horizontalHeader()
    assert not view.horizontalScrollBar().isVisible()
    # Every column inside the viewport, and wide enough for its widest number.
    right = max(
        header.sectionViewportPosition(c) + header.sectionSize(c)
        for c in range(proxy.columnCount())
    )
    assert right <= view.viewport().width()
    fm = view.fontMetrics()
    bold = view.font()
    bold.setBold(True)
    from PySide6.QtGui import QFontMetrics

    fb = QFontMetrics(bold)
    last = proxy.rowCount() - 1
    for c in range(proxy.columnCount()):
        for r in range(proxy.rowCount()):
            text = proxy.data(proxy.index(r, c))
            metrics = fb if r == last else fm
            assert metrics.horizontalAdvance(text) + 2 * MARGIN <= header.sectionSize(c), (
                r,
                c,
                text,
            )
    # The total row is shown, fully inside the viewport.
    total_top = view.rowViewportPosition(last)
    assert proxy.headerData(last, Qt.Orientation.Vertical) == "Total"
    assert 0 <= total_top and total_top + view.rowHeight(last) <= view.viewport().height()


CASES = [(r.id, r.max_players) for r in all_presets()] + [("shanghai", 3), ("may-i", 4)]


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_every_preset_fits_the_side_panel_at_1280x800(qtbot, preset, players) -> None:
    _model, view = _panel(qtbot, _filled(preset, players))
    _assert_all_whole(view)


def test_rounds_are_rows_and_the_total_is_the_last(qtbot) -> None:
    model, view = _panel(qtbot, _filled("shanghai", 4))
    proxy = view.model()
    assert proxy.rowCount() == 11 and proxy.columnCount() == 4
    assert proxy.headerData(0, Qt.Orientation.Vertical) == "R1"
    assert proxy.headerData(0, Qt.Orientation.Horizontal).endswith("You")
    assert proxy.data(proxy.index(10, 2)) == model.data(model.index(2, 10))


def test_spare_width_is_shared_when_the_numbers_fit(qtbot) -> None:
    model, view = _panel(qtbot, _filled("may-i", 3), width=900)
    header = view.horizontalHeader()
    used = sum(header.sectionSize(c) for c in range(view.model().columnCount()))
    assert used >= view.viewport().width() - 1  # the panel is filled, no gap on the right
    # The sheet's starting size: the application font's.
    assert view.font().pointSizeF() == pytest.approx(QApplication.font().pointSizeF())


def test_a_full_name_is_in_the_header_tooltip(qtbot) -> None:
    model, view = _panel(qtbot, _filled("continental-15", 12))
    tip = view.model().headerData(10, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert tip.endswith("Kalinda")


def test_round_summary_never_scrolls_sideways(qtbot) -> None:
    from PySide6.QtWidgets import QTableWidget

    from continental_qt.ui.dialogs.round_summary import RoundSummaryDialog

    players = 8
    hands = {s: list(range(1, 12)) for s in range(players)}
    data = {"round": 4, "winner": 0, "scores": [0] + [150] * 7, "totals": [900] * 8}
    data["hands"] = hands
    dialog = RoundSummaryDialog(
        data, NAMES[:players], "May I?", None, None, rules=get_preset("may-i")
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.findChild(QTableWidget, "summary_table")
    assert dialog.width() <= 1280
    assert not table.horizontalScrollBar().isVisible()
    header = table.horizontalHeader()
    assert header.sectionViewportPosition(3) + header.sectionSize(3) <= table.viewport().width()


@pytest.mark.parametrize("width", [PANEL, 400, 560])
def test_seven_names_fit_or_wrap_and_the_leaders_star_keeps_its_name(qtbot, width) -> None:
    """With seven players every name shows whole: on one line when the panel has room,
    else wrapped onto more lines of the heading (it read "Bru…" and "★ …")."""
    from continental_qt.ui.stats.score_table import NAME_LINES, NAME_PAD

    state = _filled("may-i", 7)
    _model, view = _panel(qtbot, state, width=width)
    proxy = view.model()
    header = view.horizontalHeader()
    fm = header.fontMetrics()
    assert any(proxy.headerData(c, Qt.Orientation.Horizontal).startswith("★ ") for c in range(7))
    for c in range(7):
        name = proxy.headerData(c, Qt.Orientation.Horizontal)
        lines = header.lines[c]
        assert "".join(lines).replace(" ", "") == name.replace(" ", ""), (name, lines)
        assert len(lines) <= NAME_LINES
        for line in lines:
            assert fm.horizontalAdvance(line) <= header.sectionSize(c) - NAME_PAD
    assert header.height() >= fm.height() * max(len(x) for x in header.lines.values())
    if width >= 560:
        assert all(len(x) == 1 for x in header.lines.values())
    _assert_all_whole(view)


def test_wrap_text_breaks_at_spaces_then_between_letters(qapp) -> None:
    from PySide6.QtGui import QFontMetrics

    from continental_qt.ui.stats.score_table import wrap_text

    fm = QFontMetrics(qapp.font())
    wide = fm.horizontalAdvance("Carmen")
    assert wrap_text("★ Carmen", wide + 1, fm) == ["★", "Carmen"]
    assert wrap_text("Carmen", 10_000, fm) == ["Carmen"]
    parts = wrap_text("Bartholomew", fm.horizontalAdvance("Barth"), fm)
    assert "".join(parts) == "Bartholomew" and len(parts) == 3
    assert wrap_text("Carmen", fm.horizontalAdvance("Carm"), fm) == ["Car", "men"]  # even
    squeezed = wrap_text("Bartholomew", fm.horizontalAdvance("Ba"), fm)
    assert len(squeezed) == 3 and squeezed[-1].endswith("…")


def test_the_sheet_fits_again_when_the_application_font_changes(qtbot) -> None:
    from continental_qt.ui.text_size import LARGER_TEXT, set_text_scale

    model, view = _panel(qtbot, _filled("may-i", 3), width=900)
    base = view.font().pointSizeF()
    try:
        set_text_scale(LARGER_TEXT)
        assert view.font().pointSizeF() == pytest.approx(base * LARGER_TEXT)
        for part in (view.horizontalHeader(), view.verticalHeader()):
            assert part.font() == view.font()  # headings and numbers in one size
    finally:
        set_text_scale(1.0)
    assert view.font().pointSizeF() == pytest.approx(base)
