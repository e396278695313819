"""One key, one meaning (issue 23, item 7): Esc never makes a move, it cancels; N passes;
M says May I?; a click on (or a drag from) the discard pile never buys it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from continental_qt.engine.actions import (
    Claim,
    Discard,
    DrawStock,
    GoDown,
    GoOut,
    Pass,
    TakeDiscard,
)
from continental_qt.engine.events import DRAW, MAY_I, PLAY
from continental_qt.ui import keymap

from ..conftest import card_point, config, scene_centre, send_mouse, wait_for_human
from .test_focus import _play_phase
from .test_table import to_draw_phase

K = Qt.Key


def _to_my_offer(qtbot, window) -> int:
    """Play (drawing, discarding the last legal move) until the human is offered the
    discard (May I?)."""
    c = window.session.controller
    window.start_game(config("human", "easy", "easy", "easy", seed=3))
    for _ in range(300):
        seat = wait_for_human(qtbot, window)
        s = c.state
        if s.phase == MAY_I:
            return seat
        legal = s.legal_actions(seat)
        window.table.input.play(legal[0] if s.phase == DRAW else legal[-1])
    raise AssertionError("never offered a discard")


def _esc_makes_no_move(qtbot, window) -> None:
    c = window.session.controller
    view = window.table
    view.setFocus()
    count, phase = c.action_count, c.state.phase
    qtbot.keyClick(view, K.Key_Escape)
    assert c.action_count == count and c.state.phase == phase


def test_esc_never_passes_a_may_i_offer_and_n_does(qtbot, window):
    seat = _to_my_offer(qtbot, window)
    c = window.session.controller
    top = c.state.top_discard
    _esc_makes_no_move(qtbot, window)
    assert c.state.phase == MAY_I and c.human_to_act == seat and c.state.top_discard == top
    qtbot.keyClick(window.table, K.Key_N)
    assert c.state.actions[-1] == Pass()


def test_m_claims_and_the_pile_never_buys(qtbot, window):
    seat = _to_my_offer(qtbot, window)
    c = window.session.controller
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
    c = window.session.controller
    view = window.table
    hand = window.hand_row
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
    assert view.input._drag is not None
    _esc_makes_no_move(qtbot, window)
    assert view.input._drag is None
    pile = scene_centre(view, view._pile_rect)
    send_mouse(vp, QEvent.Type.MouseButtonRelease, pile, left, Qt.MouseButton.NoButton)
    assert uid in hand.uids() and uid in {x.uid for x in c.state.hand(seat)}
    assert view.cards[uid].pos() == view.cards[uid].home


# ------------------------------------------------------------ every key, every phase
#: The only move each table command may ever try (None: never a move).
MOVES = {
    "draw": DrawStock,
    "take": TakeDiscard,
    "claim": Claim,
    "pass": Pass,
    "discard": Discard,
    "go_down": (GoDown, GoOut),
}


class _DryRun:
    """Stands in for the feed's ``act``: records every move tried, applies none."""

    def __init__(self, feed) -> None:  # noqa: ANN001
        self.tried: list = []
        self._feed = feed

    def __call__(self, action) -> bool:  # noqa: ANN001
        self.tried.append(action)
        return False


def _every_key_keeps_its_meaning(qtbot, window, monkeypatch, phase: str) -> set[type]:
    """Press every table key of the key map (on the table, and on a focused move
    button), then click the pile: each tries only its own move. Returns the kinds of
    move tried."""
    view = window.table
    seen: set[type] = set()
    dry = _DryRun(window.feed)
    monkeypatch.setattr(window.feed, "act", dry)
    count = window.session.controller.action_count
    for b in keymap.BINDINGS:
        if b.where != keymap.TABLE:
            continue
        for key, mods in keymap.combos(b.command):
            for focus in (view, window.pass_button):
                if focus is not view and not focus.isEnabled():
                    continue
                dry.tried.clear()
                focus.setFocus()
                QTest.keyClick(focus, Qt.Key(key), mods)
                for popup in (QApplication.activePopupWidget(),):
                    if popup is not None:
                        popup.close()
                want = MOVES.get(b.command)
                if focus is not view and key in (K.Key_Space, K.Key_Return, K.Key_Enter):
                    want = Pass  # the focused "No thanks" button takes Space and Enter
                seen.update(type(a) for a in dry.tried)
                for action in dry.tried:
                    assert want is not None and isinstance(action, want), (
                        phase,
                        b.command,
                        focus.objectName(),
                        action,
                    )
                if b.command == "cancel":
                    assert dry.tried == [], phase
    # The pile, clicked: never a May I?.
    dry.tried.clear()
    pile = scene_centre(view, view._pile_rect)
    left = Qt.MouseButton.LeftButton
    send_mouse(view.viewport(), QEvent.Type.MouseButtonPress, pile, left, left)
    send_mouse(view.viewport(), QEvent.Type.MouseButtonRelease, pile, left, Qt.MouseButton.NoButton)
    assert not any(isinstance(a, Claim) for a in dry.tried), phase
    assert window.session.controller.action_count == count
    return seen


def test_every_key_keeps_its_one_meaning_in_the_may_i_phase(qtbot, window, monkeypatch):
    _to_my_offer(qtbot, window)
    seen = _every_key_keeps_its_meaning(qtbot, window, monkeypatch, "may_i")
    assert {Claim, Pass} <= seen


def test_every_key_keeps_its_one_meaning_in_the_draw_and_play_phases(qtbot, window, monkeypatch):
    seat = _play_phase(qtbot, window, "5C 5D 5H 5S 8S 8H 8D 8C QS QH KD KC")
    view = window.table
    fives = [x.uid for x in window.session.controller.state.hand(seat) if x.rank == 5]
    view.input.stage(0, fives[:3])
    view.setFocus()
    qtbot.keyClick(view, K.Key_Home)
    with monkeypatch.context() as m:
        assert Discard in _every_key_keeps_its_meaning(qtbot, window, m, "play")
    window.staging.take_back()
    window.start_game(config("human", "easy", "easy"))
    to_draw_phase(qtbot, window)
    seen = _every_key_keeps_its_meaning(qtbot, window, monkeypatch, "draw")
    assert {DrawStock, TakeDiscard} <= seen
