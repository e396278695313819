"""Texts, marks and sorting follow the rule set's direction of winning and its word for a round.

The single-hand game (``continental-15``) pays settlements: the highest total wins and its
rounds are deals. The contract games count penalty points: the lowest total wins.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QTableWidget

from continental_qt.engine import GameState, get_preset
from continental_qt.engine.events import ROUND_OVER
from continental_qt.engine.scoring import leaders
from continental_qt.ui import texts
from continental_qt.ui.dialogs.round_summary import RoundSummaryDialog
from continental_qt.ui.stats.score_model import ScoreModel

NAMES = ["You", "Bruno", "Carmen"]


def test_rules_say_which_total_wins() -> None:
    single, contract = get_preset("continental-15"), get_preset("may-i")
    assert single.higher_wins and not contract.higher_wins
    assert leaders([-5, 10, -5], single) == [1]
    assert leaders([-5, 10, -5], contract) == [0, 2]
    assert leaders([3, 1, 9], contract, seats=[0, 2]) == [0]


def test_the_engine_crowns_by_the_same_direction() -> None:
    state = GameState(get_preset("continental-15"), 3, 1)
    state.totals = [-5, 10, -5]
    state._end_game([])
    assert state.winners == [1]
    state = GameState(get_preset("may-i"), 3, 1)
    state.totals = [40, 10, 25]
    state._end_game([])
    assert state.winners == [1]


def _single_after_first_deal() -> GameState:
    state = GameState(get_preset("continental-15"), 3, 1)
    state.round_scores.append([-12, 24, -12])
    state.totals = [-12, 24, -12]
    state.deals_played = 1
    state.phase = ROUND_OVER
    return state


def test_score_sheet_stars_the_highest_in_the_single_hand_game(qapp) -> None:
    model = ScoreModel()
    model.update_from(_single_after_first_deal(), NAMES)
    heads = [model.headerData(r, Qt.Orientation.Vertical) for r in range(3)]
    assert heads == ["You", "★ Bruno", "Carmen"]
    assert model.headerData(0, Qt.Orientation.Horizontal) == "D1"
    total = model.index(1, model.columnCount() - 1)
    assert model.data(total, Qt.ItemDataRole.ToolTipRole) == "Highest total: leading"


def test_score_sheet_stars_the_lowest_in_a_contract_game(qapp) -> None:
    state = GameState(get_preset("may-i"), 3, 1)
    state.round_scores.append([30, 5, 60])
    state.totals = [30, 5, 60]
    model = ScoreModel()
    model.update_from(state, NAMES)
    assert model.headerData(1, Qt.Orientation.Vertical) == "★ Bruno"
    assert model.headerData(0, Qt.Orientation.Horizontal) == "R1"


def test_header_names_the_deal_just_scored() -> None:
    # The summary of the first deal and the top bar agree: both say deal 1.
    assert texts.state_title(_single_after_first_deal()).startswith("Deal 1 of 3")


def _rows(dialog: RoundSummaryDialog) -> list[str]:
    table = dialog.findChild(QTableWidget, "summary_table")
    return [table.item(r, 0).text() for r in range(table.rowCount())]


def test_single_hand_summary_says_deal_and_highest_wins(qtbot) -> None:
    rules = get_preset("continental-15")
    data = {"round": 1, "deal": 2, "winner": 1, "scores": [-12, 24, -12], "totals": [-24, 48, 0]}
    dialog = RoundSummaryDialog(data, NAMES, "Continental", None, None, rules=rules)
    qtbot.addWidget(dialog)
    head = dialog.findChild(QLabel, "summary_headline").text()
    assert "Deal 2: Bruno went out." in head and "Round" not in head
    assert dialog.windowTitle() == "Deal 2 is over"
    assert dialog.findChild(QLabel, "summary_rule").text() == "Highest total wins."
    assert _rows(dialog) == ["Bruno", "Carmen", "You"]  # best (highest) first


def test_single_hand_game_over_stars_the_highest(qtbot) -> None:
    rules = get_preset("continental-15")
    data = {"round": 1, "deal": 3, "winner": 1, "scores": [-1, 2, -1], "totals": [-3, 6, -3]}
    over = {"totals": [-3, 6, -3], "winners": [1], "void": False}
    dialog = RoundSummaryDialog(data, NAMES, "Continental", over, None, rules=rules)
    qtbot.addWidget(dialog)
    assert _rows(dialog)[0] == "★ Bruno"


def test_contract_summary_keeps_fewest_points(qtbot) -> None:
    rules = get_preset("may-i")
    data = {"round": 4, "deal": 4, "winner": 0, "scores": [0, 50, 20], "totals": [10, 90, 30]}
    dialog = RoundSummaryDialog(data, NAMES, "May I?", None, None, rules=rules)
    qtbot.addWidget(dialog)
    assert "Round 4: You went out." in dialog.findChild(QLabel, "summary_headline").text()
    assert dialog.findChild(QLabel, "summary_rule").text() == "Fewest points wins."
    assert _rows(dialog) == ["You", "Carmen", "Bruno"]
