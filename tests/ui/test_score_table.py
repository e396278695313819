"""The score sheet shows every number whole: columns fit their contents, spare width is shared."""

from __future__ import annotations

from continental_qt.engine import GameState, get_preset
from continental_qt.ui.score_model import ScoreModel
from continental_qt.ui.score_table import ScoreTable, share_widths


def test_share_widths_gives_each_column_its_need_and_spreads_the_rest() -> None:
    assert share_widths([30, 30, 40], 130) == [45, 45, 40]  # the total keeps its need
    assert share_widths([30, 30, 40], 131) == [46, 45, 40]
    assert share_widths([30, 30, 40], 90) == [30, 30, 40]  # too narrow: the needs, scrolled


def _scored_state() -> GameState:
    state = GameState(get_preset("may-i"), 4, 5)
    state.round_scores.append([0, 105, 15, 1200])
    state.totals = [0, 105, 15, 1200]
    return state


def _shown_sheet(qtbot, width: int) -> tuple[ScoreModel, ScoreTable]:
    """A score sheet ``width`` pixels wide, filled after a scored round."""
    model = ScoreModel()
    view = ScoreTable()
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(width, 200)
    view.show()
    qtbot.waitExposed(view)
    model.update_from(_scored_state(), ["You", "Bruno", "Carmen", "Dora"])
    return model, view


def test_a_three_digit_score_is_not_cut_short(qtbot) -> None:
    model, view = _shown_sheet(qtbot, 240)
    header = view.horizontalHeader()
    # Round 1 holds "1200": its column is as wide as that number needs.
    assert header.sectionSize(0) >= view.sizeHintForColumn(0) > 0
    last = model.columnCount() - 1
    assert header.sectionSize(last) >= view.sizeHintForColumn(last)


def test_spare_width_is_shared_when_the_numbers_fit(qtbot) -> None:
    model, view = _shown_sheet(qtbot, 900)
    header = view.horizontalHeader()
    used = sum(header.sectionSize(c) for c in range(model.columnCount()))
    assert used >= view.viewport().width() - 1  # the panel is filled, no gap on the right
