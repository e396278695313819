"""One key, one meaning (issue 23, item 7): Esc never makes a move, it cancels; N passes;
M says May I?; a click on (or a drag from) the discard pile never buys it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt

from continental_qt.engine.actions import Claim, Pass
from continental_qt.engine.events import DRAW, MAY_I, PLAY

from ..conftest import card_point, config, scene_centre, send_mouse, wait_for_human
from .test_focus import _play_phase

K = Qt.Key


def _to_my_offer(qtbot, window) -> int:
    """Play (drawing, discarding the last legal move) until the human is offered the
    discard (May I?)."""
    c = window.controller
    window.start_game(config("human", "easy", "easy", "easy", seed=3))
    for _ in range(300):
        seat = wait_for_human(qtbot, window)
        s = c.state
        if s.phase == MAY_I:
            return seat
        legal = s.legal_actions(seat)
        window.table.play(legal[0] if s.phase == DRAW else legal[-1])
    raise AssertionError("never offered a discard")


def _esc_makes_no_move(qtbot, window) -> None:
    c = window.controller
    view = window.table
    view.setFocus()
    count, phase = c.action_count, c.state.phase
    qtbot.keyClick(view, K.Key_Escape)
    assert c.action_count == count and c.state.phase == phase


def test_esc_never_passes_a_may_i_offer_and_n_does(qtbot, window):
    seat = _to_my_offer(qtbot, window)
    c = window.controller
    top = c.state.top_discard
    _esc_makes_no_move(qtbot, window)
    assert c.state.phase == MAY_I and c.human_to_act == seat and c.state.top_discard == top
    qtbot.keyClick(window.table, K.Key_N)
    assert c.state.actions[-1] == Pass()


def test_m_claims_and_the_pile_never_buys(qtbot, window):
    seat = _to_my_offer(qtbot, window)
    c = window.controller
    view = window.table
    top = c.state.top_discard
    count = c.action_count
    pile = scene_centre(view, view._pile_rect)
    # A click on the pile, and a drag of the pile into the hand: no move, a hint.
    left = Qt.MouseButton.LeftButton
    vp = view.viewport()
    send_mouse(vp, QEvent.Type.MouseButtonPress, pile, left, left)
    send_mouse(vp, QEvent.Type.MouseButtonRelease, pile, left, Qt.MouseButton.NoButton)
    assert c.action_count == count and top not in c.state.hand(seat)
    assert "M says May I?" in window.prompt_label.text()
    hand = scene_centre(view, view._hand_zone)
    send_mouse(vp, QEvent.Type.MouseButtonPress, pile, left, left)
    for i in range(1, 7):
        p = pile + (hand - pile) * (i / 6)
        send_mouse(vp, QEvent.Type.MouseMove, p, Qt.MouseButton.NoButton, left)
    send_mouse(vp, QEvent.Type.MouseButtonRelease, hand, left, Qt.MouseButton.NoButton)
    assert c.action_count == count and top not in c.state.hand(seat)
    assert c.state.phase == MAY_I and c.human_to_act == seat
    view.setFocus()
    qtbot.keyClick(view, K.Key_M)
    assert c.state.actions[-1] == Claim() and top in c.state.hand(seat)


def test_esc_in_the_draw_and_play_phases_only_cancels(qtbot, window):
    seat = _play_phase(qtbot, window, "2C 3D 4H 6S 7S 9H 10D JC QS KH KD AC")
    c = window.controller
    view = window.table
    hand = window.hand_model
    assert c.state.phase == PLAY
    qtbot.keyClick(view, K.Key_Home)
    qtbot.keyClick(view, K.Key_Space)
    assert hand.selected
    _esc_makes_no_move(qtbot, window)
    assert hand.selected == []
    # Esc during a drag: the drag ends, its card goes home, nothing is played.
    uid = hand.uids()[4]
    start = card_point(view, uid)
    left = Qt.MouseButton.LeftButton
    vp = view.viewport()
    send_mouse(vp, QEvent.Type.MouseButtonPress, start, left, left)
    for i in range(1, 5):
        send_mouse(
            vp, QEvent.Type.MouseMove, start + QPoint(0, -30 * i), Qt.MouseButton.NoButton, left
        )
    assert view._drag is not None
    _esc_makes_no_move(qtbot, window)
    assert view._drag is None
    pile = scene_centre(view, view._pile_rect)
    send_mouse(vp, QEvent.Type.MouseButtonRelease, pile, left, Qt.MouseButton.NoButton)
    assert uid in hand.uids() and uid in {x.uid for x in c.state.hand(seat)}
    assert view.cards[uid].pos() == view.cards[uid].home
