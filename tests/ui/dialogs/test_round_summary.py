"""The round summary reads at a glance (who went out, each player's cards left drawn as
small cards, the round's points and the totals), and between rounds Enter and Space press
Next round, whether the summary or the table has the keys; no other key moves the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QTableWidget

from continental_qt.ai.registry import make_ai
from continental_qt.engine import NEXT_ROUND, ROUND_OVER, GameState, get_preset
from continental_qt.engine.cards import parse_code
from continental_qt.storage.saves import save_file
from continental_qt.storage.seats import Seat
from continental_qt.ui.dialogs.round_summary import RoundSummaryDialog

K = Qt.Key
NEXT_KEYS = (K.Key_Return, K.Key_Enter, K.Key_Space)
# Every key the table knows, and a few it does not: none of them may move the game.
OTHER_KEYS = (
    K.Key_Left, K.Key_Right, K.Key_Home, K.Key_End, K.Key_D, K.Key_T, K.Key_M, K.Key_N,
    K.Key_G, K.Key_U, K.Key_R, K.Key_S, K.Key_1, K.Key_2, K.Key_A, K.Key_L, K.Key_Escape,
    K.Key_Tab, K.Key_Backspace, K.Key_Delete, K.Key_Up, K.Key_Down, K.Key_X, K.Key_F2,
)  # fmt: skip
SEATS = [Seat("You", "human"), Seat("Bruno", "easy"), Seat("Carmen", "easy")]
NAMES = ["You", "Bruno", "Carmen"]


def _uids(codes: str) -> list[int]:
    """Card uids of ``codes`` (first deck): rank and suit back to the engine's numbering."""
    out = []
    for code in codes.split():
        rank, suit = parse_code(code)
        out.append(52 if rank == 0 else suit * 13 + rank - 1)
    return out


def test_each_players_cards_left_are_drawn_as_small_cards(qtbot) -> None:
    hands = {0: _uids("7H 8H 9H KS"), 1: [], 2: _uids("2C")}
    data = {"round": 2, "winner": 1, "scores": [37, 0, 2], "totals": [50, 10, 20]}
    data["hands"] = hands
    dialog = RoundSummaryDialog(data, NAMES, "May I?", None, None, rules=get_preset("may-i"))
    qtbot.addWidget(dialog)
    head = dialog.findChild(QLabel, "summary_headline").text()
    assert "Round 2: Bruno went out." in head
    four, one = dialog.strips[0].pixmap(), dialog.strips[2].pixmap()
    assert not four.isNull() and not one.isNull()
    assert four.width() > 3 * one.width()  # four cards side by side
    assert dialog.strips[0].accessibleName() == "7♥ 8♥ 9♥ K♠"
    assert dialog.strips[1].text() == "Went out"
    table = dialog.findChild(QTableWidget, "summary_table")
    rows = [[table.item(r, c).text() for c in (0, 2, 3)] for r in range(3)]
    assert rows == [["Bruno", "0", "10"], ["Carmen", "2", "20"], ["You", "37", "50"]]


def test_many_cards_overlap_instead_of_widening_the_summary(qtbot) -> None:
    data = {"round": 1, "winner": 0, "scores": [0, 300], "totals": [0, 300]}
    data["hands"] = {0: [], 1: list(range(20))}
    dialog = RoundSummaryDialog(data, NAMES[:2], "May I?", None, None, rules=get_preset("may-i"))
    qtbot.addWidget(dialog)
    assert dialog.strips[1].pixmap().width() <= 330
    assert dialog.width() <= 820


def _played_to_round_over(seed: int = 5) -> GameState:
    state = GameState(get_preset("may-i"), 3, seed)
    bots = [make_ai("easy", s) for s in range(3)]
    while state.phase != ROUND_OVER:
        state.apply(bots[state.to_act].choose(state.view(state.to_act)))
    return state


def _open_between_rounds(qtbot, window, tmp_path) -> RoundSummaryDialog:
    path = tmp_path / "between.continental"
    save_file(path, _played_to_round_over(), "may-i", SEATS, "instant")
    window.files.open_file(str(path))
    qtbot.waitUntil(lambda: window.session.controller.state is not None, timeout=10000)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    assert window.session.controller.holding
    return window.summary


def _press(target, key) -> None:
    """A real key press and release through the window system's path: to the window,
    which hands it to its focus widget."""
    QTest.keyClick(target.windowHandle(), key)


def test_the_summary_has_the_keys_and_only_enter_and_space_deal(qtbot, window, tmp_path):
    c = window.session.controller
    summary = _open_between_rounds(qtbot, window, tmp_path)
    qtbot.waitUntil(lambda: summary.isActiveWindow())
    assert summary.focusWidget() is summary.next_button
    count = c.action_count
    for key in OTHER_KEYS:
        _press(summary, key)
        assert c.action_count == count and c.holding, key.name
        assert window.summary is summary and summary.isVisible(), key.name
    _press(summary, K.Key_Space)
    assert c.action_count > count and c.state.actions[count] == NEXT_ROUND
    assert window.summary is None and c.state.round_number == 2


@pytest.mark.parametrize("key", NEXT_KEYS, ids=lambda k: k.name)
def test_enter_and_space_press_next_round_in_the_summary(qtbot, window, tmp_path, key):
    c = window.session.controller
    summary = _open_between_rounds(qtbot, window, tmp_path)
    count = c.action_count
    with qtbot.waitSignal(summary.destroyed, timeout=5000):
        _press(summary, key)
    assert c.action_count > count and c.state.actions[count] == NEXT_ROUND
    assert window.summary is None


def test_a_held_key_on_the_focused_button_does_not_deal(qtbot, window, tmp_path):
    c = window.session.controller
    summary = _open_between_rounds(qtbot, window, tmp_path)
    count = c.action_count
    for key, text in ((K.Key_Return, "\r"), (K.Key_Space, " ")):
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) * 3:
            repeat = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text, True)
            QApplication.sendEvent(summary.next_button, repeat)
    assert c.action_count == count and c.holding and summary.isVisible()


@pytest.mark.parametrize("key", NEXT_KEYS, ids=lambda k: k.name)
def test_the_table_deals_on_enter_and_space_between_rounds(qtbot, window, tmp_path, key):
    """The summary behind the window (the table has the keys): the same keys deal, and the
    summary of the round just left goes away."""
    c = window.session.controller
    summary = _open_between_rounds(qtbot, window, tmp_path)
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: window.table.hasFocus())
    count = c.action_count
    for other in OTHER_KEYS:
        window.table.setFocus()
        _press(window, other)
        popup = QApplication.activePopupWidget()
        if popup is not None:
            popup.close()
        assert QApplication.activeWindow() is window, other.name
        assert c.action_count == count and c.holding, other.name
    window.table.setFocus()
    with qtbot.waitSignal(summary.destroyed, timeout=5000):
        _press(window, key)
    assert c.action_count > count and c.state.actions[count] == NEXT_ROUND
    assert window.summary is None and c.state.round_number == 2


def test_a_single_hand_game_says_deal_not_round(qtbot) -> None:
    """The single-hand game's word for a round is "deal", in the summary and the prompts."""
    from continental_qt.ui.texts.prompts import phase_text, prompt_text

    rules = get_preset("continental-15")
    data = {"round": 1, "deal": 2, "winner": 1, "scores": [-8, 16, -8], "totals": [0, 8, -8]}
    data["hands"] = {0: _uids("7H"), 1: [], 2: _uids("2C")}
    dialog = RoundSummaryDialog(data, NAMES, "Continental", None, None, rules=rules)
    qtbot.addWidget(dialog)
    table = dialog.findChild(QTableWidget, "summary_table")
    assert table.horizontalHeaderItem(2).text() == "This deal"
    assert dialog.next_button.text() == "Next deal"
    state = GameState(rules, 3, seed=1)
    state.phase = ROUND_OVER
    assert phase_text(state, NAMES, 0).startswith("Deal over")
    assert prompt_text(state, 0, NAMES).startswith("The deal is over")
    state.rules = get_preset("may-i")
    assert phase_text(state, NAMES, 0).startswith("Round over")


def test_a_light_seat_swatch_has_a_rim_on_the_light_dialog(qapp) -> None:
    from continental_qt.ui.dialogs.round_summary import swatch
    from continental_qt.ui.table.table_items import SEAT_COLOURS

    lightest = max(range(len(SEAT_COLOURS)), key=lambda s: QColor(SEAT_COLOURS[s]).lightness())
    image = swatch(lightest, 12).toImage()
    fill = image.pixelColor(6, 6)
    rim = image.pixelColor(1, 6)
    assert fill.name() == SEAT_COLOURS[lightest]
    assert rim.alpha() > 0 and rim.lightness() < fill.lightness() - 30
