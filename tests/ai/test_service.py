"""The AI worker's side (continental_qt.ai.service), in this process: what crosses the pipe
and how a decision is made from it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from continental_qt.ai import hard, service
from continental_qt.ai.registry import make_ai
from continental_qt.engine.presets import get_preset
from continental_qt.engine.solver import solver_for
from continental_qt.engine.state import GameState
from continental_qt.sim import cli as sim


def _midgame(seed: int = 3, actions: int = 60) -> GameState:
    state = GameState(get_preset("may-i"), 3, seed)
    bots = [make_ai("medium", seed * 100 + s) for s in range(3)]
    for _ in range(actions):
        seat = state.to_act
        if seat is None:  # the round is over
            break
        state.apply(bots[seat].choose(state.view(seat)))
    return state


def test_a_view_crosses_the_pipe_whole_but_without_its_caches():
    state = _midgame()
    view = state.view(state.to_act)
    view.legal_actions()  # fills the shared caches a little
    back = service.loads(service.dumps(view))
    for name in service._SENT:
        assert getattr(back, name) == getattr(view, name), name
    assert back.legal_actions() == view.legal_actions()
    # The receiving process attaches its own caches, the same for equal rules.
    assert back._solver is solver_for(back.rules)
    again = service.loads(service.dumps(state.view(state.to_act)))
    assert again.rules is back.rules and again._memo is back._memo


def test_a_long_game_crosses_the_pipe():
    # Histories are linked pairs, and pickle recursed once a pair: from about a thousand
    # entries (some 850 moves of a five-player Shanghai) the request failed and the
    # computer players stopped.
    state = _midgame()
    for i in range(3000):
        state._log("discard", i % 3, i)
        if state.history is not None:
            state.history = (state.history[0], state.history)
    for message in (state, state.view(state.to_act)):
        back = service.loads(service.dumps(message))
        assert back.public_log() == message.public_log()
        assert back.actions == message.actions  # (None in a view)
    assert len(back.public_log()) > 3000


def test_the_solver_cache_stays_out_of_the_message():
    state = _midgame()
    view = state.view(state.to_act)
    assert view._solver is not None
    assert b"ContractSolver" not in service.dumps(view)


def test_a_fresh_player_given_the_generator_state_decides_as_the_long_lived_one(monkeypatch):
    """The reproducibility contract: a decision depends on the view and ``rng`` only."""
    made = []

    class Checked:
        def __init__(self, kind: str, seed: int) -> None:
            self.inner = make_ai(kind, seed)
            self.kind, self.seed = kind, seed
            self.sees_all = getattr(self.inner, "sees_all", False)
            self.kept = service.Players()  # one worker's players, kept between decisions
            made.append(self)

        def choose(self, view):  # noqa: ANN001, ANN202
            state = self.inner.rng.getstate()
            request = service.Request(1, 7, self.kind, self.seed, state, view)
            fresh = service.decide(service.loads(service.dumps(request)), service.Players())
            kept = service.decide(request, self.kept)
            action = self.inner.choose(view)
            assert fresh.error is None and kept.error is None
            assert fresh.action == kept.action == action
            assert fresh.rng_state == kept.rng_state == self.inner.rng.getstate()
            return action

    monkeypatch.setattr(sim, "build_player", Checked)
    # The hard level's time cap would make its three searches depend on the machine's speed.
    for name in ("HARD_BUDGET", "TABLE_BUDGET"):
        monkeypatch.setattr(hard, name, replace(getattr(hard, name), time_cap=1e9))
    with pytest.raises(RuntimeError, match="did not end"):
        sim.play_game(get_preset("may-i"), 3, 4, ["easy", "medium", "hard"], max_actions=90)
    assert len(made) == 3


def test_a_player_that_raises_is_reported_in_the_reply():
    state = _midgame(actions=5)
    request = service.Request(9, 1, "no-such-level", 1, None, state.view(state.to_act))
    reply = service.decide(request, service.Players())
    assert reply.ticket == 9 and reply.action is None
    assert reply.error is not None and reply.error.startswith("KeyError")


def test_players_are_kept_by_key_and_remade_when_the_key_names_another():
    players = service.Players()
    first = players.get(1, "medium", 5)
    assert players.get(1, "medium", 5) is first
    assert players.get(1, "easy", 5) is not first
    for key in range(2, 2 + service.MAX_PLAYERS):
        players.get(key, "easy", key)
    assert len(players._by_key) == service.MAX_PLAYERS


def test_qt_in_the_worker_is_noticed_except_what_the_bundle_loads_into_every_process():
    assert not service.qt_loaded(["os", "continental_qt.engine"], frozen=False)
    assert service.qt_loaded(["os", "PySide6", "PySide6.QtCore"], frozen=False)
    # PyInstaller's PySide6 runtime hook imports QtCore before our code runs.
    core = ["PySide6", "PySide6.QtCore", "PySide6.support.signature", "shiboken6.Shiboken"]
    assert not service.qt_loaded(core, frozen=True)
    assert service.qt_loaded([*core, "PySide6.QtGui"], frozen=True)


def test_a_search_no_longer_wanted_gives_up_between_deals():
    """Cooperative cancelling: a hard decision whose ticket is no longer the newest
    answers "cancelled" at its next determinization, without an action; the same
    request still wanted is answered as ever."""
    from types import SimpleNamespace

    from continental_qt.engine.events import PLAY

    state = GameState(get_preset("may-i"), 4, 2)
    bots = [make_ai("easy", s) for s in range(4)]
    while not (state.phase == PLAY and len(state.legal_actions()) > 3):
        state.apply(bots[state.to_act].choose(state.view(state.to_act)))
    seat = state.to_act
    request = service.Request(7, 1, "hard", 11, None, state.view(seat))
    players = service.Players()
    gone = service.decide(request, players, SimpleNamespace(value=8))
    assert gone.cancelled and gone.action is None and gone.error is None
    wanted = service.decide(request, players, SimpleNamespace(value=7))
    assert not wanted.cancelled and wanted.action in state.legal_actions(seat)
    assert service.decide(request, service.Players()).action == wanted.action
