"""Between rounds the window shows the round as it ended: the next round is announced and
set up only when it is dealt ("Next round"); the log's first line is the engine's deal."""

from __future__ import annotations

from continental_qt.ai.registry import make_ai
from continental_qt.engine import NEXT_ROUND, ROUND_OVER, Discard, GameState, TakeDiscard
from continental_qt.engine.presets import get_preset
from continental_qt.storage.saves import save_file
from continental_qt.storage.seats import Seat
from continental_qt.ui import texts
from continental_qt.ui.texts.events import event_text

from .conftest import config

SEATS = [Seat("You", "human"), Seat("Bruno", "easy"), Seat("Carmen", "easy")]


def _lines(win) -> list[str]:
    m = win.log_model
    return [m.data(m.index(r)) for r in range(m.rowCount())]


def test_the_summary_holds_the_ended_round_until_next_round(qtbot, window):
    c = window.session.controller
    window.start_game(config("easy", "easy", "easy", seed=3))
    first = _lines(window)
    assert first and first[0] == event_text(c.state.start_events()[0], c.names, None, c.state.rules)
    qtbot.waitUntil(lambda: c.holding, timeout=60000)
    s = c.state
    assert s.phase == ROUND_OVER and s.round_number == 1
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    # Nothing of round 2 yet: not in the log, not in the staging slots, not in the header.
    contract_1 = tuple(s.rules.round(1).contract)
    assert window.table.staging.reqs == contract_1
    lines = _lines(window)
    assert not any(texts.contract_text(s.rules.round(2).contract) in line for line in lines)
    assert window.round_label.text() == texts.state_title(s)
    assert "Round 1" in window.round_label.text()
    count = c.action_count
    window.summary.next_button.click()
    assert not c.holding and s.round_number == 2 and c.action_count == count + 1
    assert window.table.staging.reqs == tuple(s.rules.round(2).contract)
    dealt = event_text(s.start_events()[0], c.names, None, s.rules)
    assert _lines(window)[len(lines)] == dealt


def test_an_opened_game_names_its_round_s_real_upcard(qtbot, window, tmp_path):
    state = GameState(get_preset("may-i"), 3, 21)
    upcard = state.discard[-1].uid
    state.apply(TakeDiscard())
    thrown = next(c for c in state.hands[state.to_act] if c.uid != upcard)
    state.apply(Discard(thrown.uid))
    assert state.discard[-1].uid == thrown.uid  # the pile's top is not the upcard now
    path = tmp_path / "later.continental"
    save_file(path, state, "may-i", SEATS, "instant")
    window.files.open_file(str(path))
    qtbot.waitUntil(lambda: window.session.controller.state is not None, timeout=10000)
    first = _lines(window)[0]
    assert texts.card_name(upcard) in first and texts.card_name(thrown.uid) not in first


def test_a_game_saved_between_rounds_opens_on_its_summary(qtbot, window, tmp_path):
    state = GameState(get_preset("may-i"), 3, 5)
    bots = [make_ai("easy", s) for s in range(3)]
    while state.phase != ROUND_OVER:
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat)))
    path = tmp_path / "between.continental"
    save_file(path, state, "may-i", SEATS, "instant")
    window.files.open_file(str(path))
    c = window.session.controller
    qtbot.waitUntil(lambda: c.state is not None, timeout=10000)
    assert c.holding and c.state.round_number == 1
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    assert window.summary.data["round"] == 1
    window.summary.next_button.click()
    assert not c.holding and c.state.round_number == 2
    assert c.state.actions[-1] == NEXT_ROUND
