"""Keys and buttons ask the engine: menu shortcuts always win over game keys, a key held
with Ctrl, Alt or Meta never makes a move, and the move buttons are enabled exactly
when the engine lists a move of their type for the person at the screen."""

from __future__ import annotations

import contextlib
import functools

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from continental_qt.ai.registry import make_ai
from continental_qt.engine import NEXT_ROUND, ROUND_OVER, GameState, get_preset
from continental_qt.engine.actions import Claim, DrawStock, Pass, TakeDiscard
from continental_qt.storage.saves import save_file
from continental_qt.storage.seats import Seat
from continental_qt.ui.dialogs.game_over import GameOverDialog
from continental_qt.ui.dialogs.round_summary import RoundSummaryDialog

from ..conftest import config, wait_for_human

K = Qt.Key
M = Qt.KeyboardModifier
GAME_KEYS = (
    K.Key_Left, K.Key_Right, K.Key_Home, K.Key_End, K.Key_Space, K.Key_Return, K.Key_Enter,
    K.Key_D, K.Key_T, K.Key_M, K.Key_N, K.Key_G, K.Key_U, K.Key_R, K.Key_S, K.Key_1, K.Key_2,
    K.Key_A, K.Key_L, K.Key_Escape,
)  # fmt: skip
COMMAND_MODS = (
    M.ControlModifier,
    M.AltModifier,
    M.MetaModifier,
    M.ControlModifier | M.ShiftModifier,
)
SEATS = [Seat("You", "human"), Seat("Bruno", "easy"), Seat("Carmen", "easy")]


def _menu_actions(window) -> list[QAction]:
    """Every action of the menu bar, menus within menus included."""
    out: list[QAction] = []

    def walk(actions: list[QAction]) -> None:
        for act in actions:
            menu = act.menu()
            if isinstance(menu, QMenu):
                walk(menu.actions())
            elif not act.isSeparator():
                out.append(act)

    walk(window.menuBar().actions())
    return out


def _snapshot(window) -> tuple:
    s = window.session.controller.state
    return (
        window.session.controller.action_count,
        s.phase,
        s.to_act,
        tuple(len(h) for h in s.hands),
        len(s.discard),
        len(s.stock),
    )


def _close_popups() -> None:
    for _ in range(3):
        popup = QApplication.activePopupWidget()
        if popup is None:
            return
        popup.close()


def _shortcuts_win(qtbot, window, phase: str, screen=None) -> None:
    """With the table focused, every menu shortcut triggers its action and makes no
    move; every game key with Ctrl, Alt or Meta makes no move either. ``screen``: the
    window in front that takes the keys (the round summary, the game-over screen); its
    buttons answer Space and Enter, so only the menu shortcuts are tried there."""
    front = screen or window
    front.activateWindow()
    qtbot.waitActive(front)
    triggered: list[str] = []
    actions = [a for a in _menu_actions(window) if a.shortcuts()]
    assert len(actions) >= 6, [a.text() for a in actions]
    for act in actions:
        # The real slots open dialogs (some modal) or quit; a recorder stands in, which
        # is what the test asks: the shortcut reached its action, not the table.
        # (A toggle has no triggered slot: PySide warns, and the warning may be raised.)
        with contextlib.suppress(RuntimeError, TypeError, SystemError):
            act.triggered.disconnect()
        name = act.text()
        act.triggered.connect(lambda _=False, name=name: triggered.append(name))
    before = _snapshot(window)
    for act in actions:
        for seq in act.shortcuts():
            combo = seq[0]
            window.table.setFocus()
            triggered.clear()
            QTest.keyClick(front.windowHandle(), combo.key(), combo.keyboardModifiers())
            _close_popups()
            # A disabled item (Undo with nothing to take back) triggers nothing.
            want = [act.text()] if act.isEnabled() else []
            assert triggered == want, (phase, seq.toString(), triggered)
            assert _snapshot(window) == before, (phase, seq.toString())
    if screen is not None:
        return
    for mods in COMMAND_MODS:
        for key in GAME_KEYS:
            window.table.setFocus()
            QTest.keyClick(front.windowHandle(), key, mods)
            _close_popups()
            assert _snapshot(window) == before, (phase, key.name, mods)


def _buttons_follow_the_engine(window) -> None:
    c = window.session.controller
    s = c.state
    seat = c.human_to_act
    if s.phase == ROUND_OVER or seat is None or seat != c.viewer:
        listed = {type(a) for a in s.legal_actions()} if s.phase == ROUND_OVER else set()
    else:
        listed = {type(a) for a in s.legal_actions(seat)}
    for button, kind in (
        (window.draw_button, DrawStock),
        (window.take_button, TakeDiscard),
        (window.claim_button, Claim),
        (window.pass_button, Pass),
    ):
        assert button.isEnabled() == (kind in listed), (button.objectName(), s.phase)


def _open(qtbot, window, tmp_path, state: GameState, name: str) -> None:
    path = tmp_path / f"{name}.continental"
    save_file(path, state, "may-i", SEATS, "instant")
    window.files.open_file(str(path))
    qtbot.waitUntil(lambda: window.session.controller.state is not None, timeout=10000)


def _played_to(phase: str, seed: int = 5) -> GameState:
    """A three-seat may-i game played by the computer until ``phase``: a copy of its own
    for each test; the game is played once per process (a whole game by the AI)."""
    return _played_once(phase, seed).clone()


@functools.cache
def _played_once(phase: str, seed: int) -> GameState:
    state = GameState(get_preset("may-i"), 3, seed)
    bots = [make_ai("easy", s) for s in range(3)]
    while state.phase != phase:
        if state.phase == ROUND_OVER:
            state.apply(NEXT_ROUND)
            continue
        state.apply(bots[state.to_act].choose(state.view(state.to_act)))
    return state


def test_shortcuts_win_and_buttons_follow_the_engine_while_playing(qtbot, window):
    c = window.session.controller
    window.start_game(config("human", "easy", "easy", "easy", seed=3))
    seen: set[str] = set()
    for _ in range(300):
        seat = wait_for_human(qtbot, window)
        s = c.state
        _buttons_follow_the_engine(window)
        if s.phase not in seen:
            _shortcuts_win(qtbot, window, str(s.phase))
            seen.add(s.phase)
        if {"draw", "may_i", "play"} <= seen:
            break
        legal = s.legal_actions(seat)
        if s.phase == "may_i":
            window.pass_button.click()
        else:
            window.table.input.play(legal[0] if s.phase == "draw" else legal[-1])
    assert {"draw", "may_i", "play"} <= seen


@pytest.mark.parametrize("phase", ["round_over", "game_over"])
def test_shortcuts_win_between_rounds_and_after_the_game(qtbot, window, tmp_path, phase):
    _open(qtbot, window, tmp_path, _played_to(phase), phase)
    assert window.session.controller.state.phase == phase
    _buttons_follow_the_engine(window)
    _shortcuts_win(qtbot, window, phase)
    # The summary or game-over screen in front: the menu shortcuts still reach their
    # actions (a player pressing Ctrl+N at the game-over screen wants a new game).
    kind = GameOverDialog if phase == "game_over" else RoundSummaryDialog
    qtbot.waitUntil(lambda: isinstance(window.summary, kind) and window.summary.isVisible())
    _shortcuts_win(qtbot, window, f"{phase} screen", window.summary)
    assert isinstance(window.summary, kind) and window.summary.isVisible()


def test_shortcuts_win_while_the_privacy_screen_is_up(qtbot, window):
    c = window.session.controller
    window.start_game(config("human", "human", "easy", seed=9))
    qtbot.waitUntil(lambda: c.waiting_for is not None, timeout=20000)
    assert window.privacy.isVisible()
    _buttons_follow_the_engine(window)
    _shortcuts_win(qtbot, window, "privacy screen")
    assert window.privacy.isVisible() and c.viewer is None


def test_the_next_round_button_deals_only_when_the_engine_lists_it(qtbot, window, tmp_path):
    c = window.session.controller
    _open(qtbot, window, tmp_path, _played_to("round_over"), "between")
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    count = c.action_count
    window.summary.next_button.click()
    assert c.action_count == count + 1 and c.state.actions[-1] == NEXT_ROUND
    assert not window.feed.deal_next()  # not listed any more: nothing happens
    assert c.action_count == count + 1


def test_a_held_enter_does_not_deal_the_next_round_unseen(qtbot, window, tmp_path):
    c = window.session.controller
    _open(qtbot, window, tmp_path, _played_to("round_over"), "held")
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    count = c.action_count
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) * 3:
        repeat = QKeyEvent(kind, K.Key_Return, M.NoModifier, "\r", True)
        QApplication.sendEvent(window.summary, repeat)
    assert c.action_count == count and c.holding
    QTest.keyClick(window.summary, K.Key_Return)  # a fresh press deals
    assert c.action_count == count + 1 and not c.holding
