"""Edit → Undo (Ctrl+Z): the person's own melds of this turn, before the discard, in a
game against the computer; replayed from the seed, so nothing new is revealed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from continental_qt.ai.registry import make_ai
from continental_qt.engine.actions import Discard, GoDown, LayOff
from continental_qt.engine.events import PLAY
from continental_qt.engine.presets import get_preset
from continental_qt.engine.save import state_digest
from continental_qt.engine.state import GameState

from .conftest import config


def _ready_to_go_down(seed: int = 3) -> GameState:
    """A game of easy players stopped where seat 0, in its play phase, can go down."""
    for s in range(seed, seed + 40):
        state = GameState(get_preset("may-i"), 3, s)
        bots = [make_ai("easy", s * 7 + i) for i in range(3)]
        while not state.is_over and state.round_number == 1:
            seat = state.to_act
            if seat is None:
                break
            mine = seat == 0 and state.phase == PLAY and not state.down[0]
            if mine and any(isinstance(a, GoDown) for a in state.legal_actions(0)):
                return state
            state.apply(bots[seat].choose(state.view(seat)))
    raise AssertionError("no such game")


def _load(qtbot, window, state: GameState, *kinds: str):
    c = window.session.controller
    c.load_game(state, config(*kinds))
    qtbot.waitUntil(lambda: c.human_to_act == 0, timeout=10000)
    return c


def _undo_keys(window) -> None:
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_ctrl_z_takes_back_going_down_and_a_lay_off_but_never_the_draw(qtbot, window):
    c = _load(qtbot, window, _ready_to_go_down(), "human", "easy", "easy")
    s = c.state
    before = state_digest(s)
    hand_before = sorted(x.uid for x in s.hand(0))
    undo = window.actions_["undo_action"]
    assert not undo.isEnabled()  # nothing melded yet this turn
    down = next(a for a in s.legal_actions(0) if isinstance(a, GoDown))
    assert window.feed.act(down)
    assert c.state.down[0] and undo.isEnabled()
    lay = next((a for a in c.state.legal_actions(0) if isinstance(a, LayOff)), None)
    if lay is not None:
        assert window.feed.act(lay)
        _undo_keys(window)
        assert c.state.down[0] and lay.card in {x.uid for x in c.state.hand(0)}
    _undo_keys(window)
    assert not c.state.down[0] and c.state.phase == PLAY and c.human_to_act == 0
    assert state_digest(c.state) == before  # the same deal, the same stock: nothing revealed
    assert sorted(window.hand_row.uids()) == hand_before
    assert not undo.isEnabled()
    _undo_keys(window)  # the draw is never taken back (the item is disabled)
    assert state_digest(c.state) == before
    window.undo()  # asked anyway: refused with the reason
    assert state_digest(c.state) == before
    assert "Only your own melds" in window.prompt_label.text()
    assert window.coach.used["undo"] == (2 if lay is not None else 1)


def test_a_discard_is_never_undone(qtbot, window):
    c = _load(qtbot, window, _ready_to_go_down(), "human", "easy", "easy")
    down = next(a for a in c.state.legal_actions(0) if isinstance(a, GoDown))
    assert window.feed.act(down)
    discard = next(a for a in c.state.legal_actions(0) if isinstance(a, Discard))
    assert window.feed.act(discard)
    assert c.undoable() is None and not window.session.can_undo


def test_no_undo_in_pass_and_play(qtbot, window):
    c = _load(qtbot, window, _ready_to_go_down(), "human", "human", "easy")
    c.take_screen()
    down = next(a for a in c.state.legal_actions(0) if isinstance(a, GoDown))
    assert window.feed.act(down)
    assert c.state.down[0] and c.undoable() is None
    assert not window.actions_["undo_action"].isEnabled()


def test_undo_switched_off(qtbot, window):
    c = _load(qtbot, window, _ready_to_go_down(), "human", "easy", "easy")
    window.actions_["allow_undo_action"].setChecked(False)
    down = next(a for a in c.state.legal_actions(0) if isinstance(a, GoDown))
    assert window.feed.act(down)
    assert not window.actions_["undo_action"].isEnabled()
    _undo_keys(window)
    window.undo()
    assert c.state.down[0] and "switched off" in window.prompt_label.text()
    window.actions_["allow_undo_action"].setChecked(True)
    assert window.actions_["undo_action"].isEnabled()
