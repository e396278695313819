"""The hint lane (issue 28): hints come from a process of their own, beside the computer
players'; a stale hint is dropped; cancelling stops the analysis without killing the
process; and hint traffic changes no computer seat's move."""

from __future__ import annotations

import os

import pytest

from continental_qt.ai.hints import hint
from continental_qt.engine import GameState, get_preset
from continental_qt.engine.state import GAME_OVER, ROUND_OVER
from continental_qt.sim import cli as sim
from continental_qt.storage.seats import Seat
from continental_qt.ui.config import GameConfig
from continental_qt.ui.controller import GameController
from continental_qt.ui.hint_service import HintService

WAIT_MS = 120_000  # a whole game on a busy machine; never reached when things work


@pytest.fixture
def hints(qtbot):
    service = HintService()
    got: list[tuple[int, object]] = []
    failed: list[tuple[int, str]] = []
    service.hintReady.connect(lambda rid, h: got.append((rid, h)))
    service.hintFailed.connect(lambda rid, message: failed.append((rid, message)))
    service.got, service.failed = got, failed
    yield service
    service.close()


def _positions(count: int) -> list[GameState]:
    """The first ``count`` positions of a seeded two-player game between mediums."""
    rules = get_preset("may-i")
    actions = sim.play_game(rules, 2, 11, ["medium", "medium"]).actions
    state = GameState(rules, 2, 11)
    out = []
    for a in actions[:count]:
        out.append(state.clone())
        state.apply(a)
    return out


def _view(state: GameState) -> GameState:
    return state.view(state.to_act)


def test_a_hint_arrives_from_another_process(qtbot, hints):
    state = _positions(6)[5]
    rid = hints.request(_view(state), seed=2)
    assert hints.busy and hints.pending == rid
    qtbot.waitUntil(lambda: bool(hints.got or hints.failed), timeout=WAIT_MS)
    assert hints.failed == []
    assert hints.got[0][0] == rid
    assert hints.got[0][1] == hint(_view(state), state.to_act, 2)  # the same in any process
    assert hints.pid not in (None, os.getpid()) and not hints.busy


def test_a_hint_for_a_position_that_moved_on_is_dropped(qtbot, hints):
    first, later = _positions(12)[3], _positions(12)[11]
    stale = hints.request(_view(first))
    fresh = hints.request(_view(later))
    qtbot.waitUntil(lambda: bool(hints.got or hints.failed), timeout=WAIT_MS)
    # Answers come in order: once the fresh one is here, the stale one was dropped.
    assert [rid for rid, _h in hints.got] == [fresh] and stale != fresh
    assert hints.got[0][1].key == hint(_view(later), later.to_act).key
    assert hints.dropped == 1


def test_cancelling_stops_the_analysis_and_keeps_the_process(qtbot, hints):
    states = _positions(12)
    hints.warm_up()
    qtbot.waitUntil(lambda: hints.pid is not None, timeout=WAIT_MS)
    pid = hints.pid
    hints.request(_view(states[4]))
    hints.cancel()
    assert not hints.busy
    rid = hints.request(_view(states[9]))
    qtbot.waitUntil(lambda: bool(hints.got or hints.failed), timeout=WAIT_MS)
    assert [r for r, _h in hints.got] == [rid]
    assert hints.pid == pid and hints.started == 1  # cancelled without killing it
    assert hints.dropped == 1


def test_computer_seats_make_the_simulators_moves_with_a_hint_asked_at_every_turn(qtbot, hints):
    kinds = ("medium", "easy", "hard")
    seats = tuple(Seat(name, kind) for name, kind in zip(("Ana", "Bruno", "Carmen"), kinds))
    controller = GameController()
    controller.auto_resume = True
    failures: list[tuple[int, str]] = []
    controller.aiFailed.connect(lambda seat, message: failures.append((seat, message)))
    asked: list[int] = []

    def ask() -> None:
        state = controller.state
        if state is not None and state.phase not in (ROUND_OVER, GAME_OVER):
            asked.append(hints.request(state.view(state.to_act)))

    controller.stateChanged.connect(ask)
    try:
        controller.new_game(GameConfig("may-i", seats, 5, "instant"))
        done = lambda: bool(failures) or (controller.state is not None and controller.state.is_over)  # noqa: E731
        qtbot.waitUntil(done, timeout=WAIT_MS * 3)
        assert failures == []
        rules = get_preset("may-i")
        expected = list(sim.play_game(rules, 3, 5, list(kinds)).actions)
        assert list(controller.state.actions) == expected
        qtbot.waitUntil(lambda: not hints.busy, timeout=WAIT_MS)
        assert len(asked) > 100 and hints.answered >= 1 and hints.failed == []
        assert hints.started == 1  # replaced requests were cancelled, never killed
    finally:
        controller.stop()
