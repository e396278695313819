"""The item models pass Qt's QAbstractItemModelTester and follow the engine; the hand
row keeps the player's order."""

from __future__ import annotations

from PySide6.QtTest import QAbstractItemModelTester

from continental_qt.engine.cards import parse_cards
from continental_qt.engine.presets import get_preset
from continental_qt.engine.rules import MeldReq
from continental_qt.engine.state import GameState
from continental_qt.ui.stats.score_model import ScoreModel
from continental_qt.ui.table.hand_row import HandRow, Staging
from continental_qt.ui.table.log_model import LogModel


def _tester(model) -> QAbstractItemModelTester:
    return QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)


def test_hand_row_keeps_the_players_order(qapp):
    model = HandRow()
    rules = get_preset("may-i")
    model.rules = rules
    hand = parse_cards("7H 3C KS AH JK 3D")
    model.sync(hand)
    assert [c.code for c in model.cards] == ["7H", "3C", "KS", "AH", "JK", "3D"]
    assert model.move_card(hand[5].uid, 0)
    assert [c.code for c in model.cards][:2] == ["3D", "7H"]
    model.set_selected(hand[2].uid, True)
    assert model.selected == [hand[2].uid]
    # The engine takes one card and gives two: order kept, new ones appended.
    new = parse_cards("9S 9S")
    model.sync([c for c in hand if c.code != "KS"] + new)
    assert [c.code for c in model.cards] == ["3D", "7H", "3C", "AH", "JK", "9S", "9S"]
    assert model.selected == []  # the selected king left the hand
    model.sort_by("rank")
    codes = [c.code for c in model.cards]
    assert set(codes[-2:]) == {"AH", "JK"}  # wilds (red aces and jokers in May I?) go last
    assert codes[:2] == ["3C", "3D"]
    model.sort_by("suit")
    staged = model.cards[0].uid
    model.sync(model.cards, hidden=[staged])
    assert model.count() == 6 and staged not in model.uids()


def test_staging_reports_the_engines_reason_and_builds_specs(qapp):
    rules = get_preset("may-i")
    staging = Staging()
    staging.reset(rules, (MeldReq("set", 3), MeldReq("run", 4)))
    cards = parse_cards("7C 7D 8H 4S 5S 6S JK")
    staging.add(0, cards[:2])
    assert staging.check(0).reason == "too_short"
    staging.add(0, [cards[2]])
    assert staging.check(0).reason == "mixed_ranks"
    staging.remove([cards[2].uid])
    staging.add(0, [cards[6]])
    assert staging.check(0).ok
    staging.add(1, cards[3:6])
    assert not staging.ready
    staging.add(1, [cards[6]])  # the joker moves from the set to the run
    assert staging.group_of(cards[6].uid) == 1
    assert staging.check(1).ok and not staging.check(0).ok
    choices = staging.spec_choices()  # the joker ends the run low or high: two ways
    assert [[s.kind for s in specs] for specs in choices] == [["set", "run"], ["set", "run"]]
    assert len({specs[1].low for specs in choices}) == 2
    assert staging.take_back() and staging.staged_uids == set()


def test_score_model_follows_the_state(qapp):
    model = ScoreModel()
    _tester(model)
    state = GameState(get_preset("may-i"), 3, seed=4)
    names = ["Ana", "Bruno", "Carmen"]
    model.update_from(state, names)
    assert model.rowCount() == 3 and model.columnCount() == 8
    state.round_scores.append([0, 25, 40])
    state.totals = [0, 25, 40]
    model.update_from(state, names)
    assert model.data(model.index(1, 0)) == "25"
    assert model.data(model.index(2, 7)) == "40"
    from PySide6.QtCore import Qt

    assert model.headerData(0, Qt.Orientation.Vertical) == "★ Ana"
    assert model.headerData(7, Qt.Orientation.Horizontal) == "Total"
    model.update_from(None, [])
    assert model.rowCount() == 0


def test_log_model_appends_and_trims(qapp):
    model = LogModel()
    _tester(model)
    model.append(["one", "two"])
    model.append([])
    assert model.lines == ["one", "two"]
    model.append([str(i) for i in range(5100)])
    assert model.rowCount() == 5000
    assert model.lines[-1] == "5099"
    model.clear()
    assert model.rowCount() == 0
