"""Tab reaches every control below the table, a focused button shows a ring and takes
Space and Enter, and letter keys stay game keys there (issue 23, item 15); no button
answers Space or Enter held with Ctrl, Alt or Meta (item 16)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from continental_qt.engine.actions import Claim, DrawStock, Pass
from continental_qt.engine.events import MAY_I, PLAY
from continental_qt.ui.dialogs.game_over import GameOverDialog
from continental_qt.ui.dialogs.round_summary import RoundSummaryDialog

from ..conftest import config
from .test_keys import _open, _played_to
from .test_one_meaning import _to_my_offer
from .test_table import to_draw_phase

K = Qt.Key
M = Qt.KeyboardModifier
COMMAND_MODS = (M.ControlModifier, M.AltModifier, M.MetaModifier)
RING = QColor("#ffd54a")


def _wears_a_ring(button) -> bool:
    image = button.grab().toImage()
    y = image.height() // 2
    return any(image.pixelColor(x, y) == RING for x in range(min(4, image.width())))


def _tab_through(qtbot, window) -> list[str]:
    """Tab from the table until it comes back round to the table: the focus stops."""
    window.activateWindow()
    qtbot.waitActive(window)
    window.table.setFocus()
    seen = []
    for _ in range(40):
        QTest.keyClick(window.windowHandle(), K.Key_Tab)
        focus = window.focusWidget()
        if focus is window.table:
            break
        seen.append(focus.objectName())
    return seen


def test_tab_reaches_every_enabled_move_button_in_order_with_a_ring(qtbot, window):
    _to_my_offer(qtbot, window)
    stops = _tab_through(qtbot, window)
    enabled = [b.objectName() for b in window.move_buttons() if b.isEnabled() and b.isVisible()]
    assert enabled[:2] == ["claim_button", "pass_button"]
    assert stops[: len(enabled)] == enabled
    assert "scores_button" in stops
    window.table.setFocus()
    for name in enabled:
        QTest.keyClick(window.windowHandle(), K.Key_Tab)
        button = window.focusWidget()
        assert button.objectName() == name
        assert _wears_a_ring(button), name
        assert not any(_wears_a_ring(b) for b in window.move_buttons() if b is not button)
    QTest.keyClick(window.windowHandle(), K.Key_Backtab)
    assert window.focusWidget().objectName() == enabled[-2]


@pytest.mark.parametrize("key", [K.Key_Space, K.Key_Return])
def test_a_focused_button_takes_space_and_enter(qtbot, window, key):
    _to_my_offer(qtbot, window)
    c = window.session.controller
    window.pass_button.setFocus()
    count = c.action_count
    QTest.keyClick(window.pass_button, key)
    assert c.state.actions[count] == Pass()


def test_letter_keys_on_a_focused_button_stay_game_keys(qtbot, window):
    seat = _to_my_offer(qtbot, window)
    c = window.session.controller
    top = c.state.top_discard
    window.pass_button.setFocus()
    count = c.action_count
    QTest.keyClick(window.pass_button, K.Key_M)  # May I?, not "No thanks"
    assert c.state.actions[count] == Claim() and top in c.state.hand(seat)
    assert window.pass_button.hasFocus() or not window.pass_button.isEnabled()


def test_draw_by_key_on_a_button_and_arrows_bring_the_focus_back_to_the_hand(qtbot, window):
    window.start_game(config("human", "easy", "easy"))
    seat = to_draw_phase(qtbot, window)
    c = window.session.controller
    window.sort_rank_button.setFocus()
    count = c.action_count
    QTest.keyClick(window.sort_rank_button, K.Key_D)
    assert c.state.actions[count] == DrawStock()
    qtbot.waitUntil(lambda: c.human_to_act == seat and c.state.phase == PLAY)
    window.sort_rank_button.setFocus()
    QTest.keyClick(window.sort_rank_button, K.Key_Home)
    assert window.table.hasFocus()
    assert window.table.input.focused_uid() == window.hand_row.uids()[0]
    assert c.state.phase == PLAY  # and nothing was played


def test_no_move_button_answers_space_or_enter_with_ctrl_alt_or_meta(qtbot, window):
    _to_my_offer(qtbot, window)
    c = window.session.controller
    scores = window.scores_button
    shown = scores.isChecked()
    for mods in COMMAND_MODS:
        scores.setFocus()
        QTest.keyClick(scores, K.Key_Space, mods)
        assert scores.isChecked() == shown, mods
        for key in (K.Key_Space, K.Key_Return, K.Key_Enter):
            for button in (window.pass_button, window.claim_button):
                button.setFocus()
                count = c.action_count
                QTest.keyClick(button, key, mods)
                assert c.action_count == count and c.state.phase == MAY_I, (
                    button.objectName(),
                    key,
                    mods,
                )


@pytest.mark.parametrize("phase", ["round_over", "game_over"])
def test_ctrl_or_alt_space_presses_no_button_between_rounds_or_after_the_game(
    qtbot, window, tmp_path, phase
):
    _open(qtbot, window, tmp_path, _played_to(phase), phase)
    kind = GameOverDialog if phase == "game_over" else RoundSummaryDialog
    qtbot.waitUntil(lambda: isinstance(window.summary, kind) and window.summary.isVisible())
    screen = window.summary
    c = window.session.controller
    buttons = (
        [screen.play_again_button, screen.new_game_button, screen.close_button]
        if phase == "game_over"
        else [screen.next_button]
    )
    config = c.config
    for button in buttons:
        for mods in COMMAND_MODS:
            for key in (K.Key_Space, K.Key_Return, K.Key_Enter):
                button.setFocus()
                count = c.action_count
                QTest.keyClick(button, key, mods)
                assert c.action_count == count, (button.objectName(), key, mods)
                assert c.config is config and window.summary is screen and screen.isVisible()
    # A plain Space still presses the focused button.
    buttons[-1].setFocus()
    QTest.keyClick(buttons[-1], K.Key_Space)
    qtbot.waitUntil(lambda: window.summary is not screen or not screen.isVisible())


def test_tab_reaches_the_may_i_offers_buttons_on_the_neutral_table(qtbot, window):
    """Pass-and-play: the neutral May I? question's buttons (May I?, No thanks, see my
    cards first) are reached by Tab too; a focused one takes Space, and M and N stay
    the answers there."""
    from ..test_hostile_players import _to_neutral_may_i

    _to_neutral_may_i(qtbot, window)
    c = window.session.controller
    offer = window.privacy.offer
    assert offer.isVisible()
    stops = _tab_through(qtbot, window)
    for button in (offer.claim, offer.decline, offer.look):
        assert button.objectName() in stops, stops
    count = c.action_count
    offer.claim.setFocus()
    QTest.keyClick(offer.claim, K.Key_N)  # a game key: N passes, the focused May I? waits
    assert c.state.actions[count] == Pass()


def test_a_button_pressed_by_key_and_disabled_gives_the_focus_to_the_table(qtbot, window):
    """Space on a focused Draw draws; Draw is then disabled, and the focus goes back to the
    table, not on to the next enabled button (a sort, Go down, Take back) for the next
    Enter or Space to press unseen."""
    window.start_game(config("human", "easy", "easy"))
    seat = to_draw_phase(qtbot, window)
    c = window.session.controller
    window.activateWindow()
    qtbot.waitActive(window)
    window.draw_button.setFocus(Qt.FocusReason.TabFocusReason)
    assert window.draw_button.hasFocus()
    count = c.action_count
    order = window.hand_row.uids()
    QTest.keyClick(window.draw_button, K.Key_Space)
    assert c.state.actions[count] == DrawStock()
    qtbot.waitUntil(lambda: c.human_to_act == seat and c.state.phase == PLAY)
    assert window.table.hasFocus()
    assert not window.draw_button.isEnabled()
    moves = c.action_count
    before = window.hand_row.uids()
    QTest.keyClick(window.windowHandle(), K.Key_Space)  # selects a card at most
    assert c.action_count == moves
    assert window.hand_row.uids() == before and len(before) == len(order) + 1
