"""table_at_round_end: the table as a round ends, before the next deal (for display)."""

from __future__ import annotations

import pytest

from continental_qt.ai.registry import make_ai
from continental_qt.engine import GameState, get_preset
from continental_qt.engine.actions import Discard
from continental_qt.engine.errors import IllegalMove
from continental_qt.engine.round_preview import table_at_round_end
from continental_qt.engine.save import state_digest


@pytest.mark.parametrize("pid", ["may-i", "liverpool", "continental-15"])
def test_the_move_that_ends_a_round_is_shown_without_the_next_deal(pid: str) -> None:
    state = GameState(get_preset(pid), 3, 21)
    bots = [make_ai("medium", seat) for seat in range(3)]
    ended = 0
    while not state.is_over and ended < 2:
        seat = state.to_act
        action = bots[seat].choose(state.view(seat))
        saved = state_digest(state)
        snap = table_at_round_end(state, action, seat)
        assert state_digest(state) == saved  # the live state is untouched
        round_before = state.round_number
        events = state.apply(action, seat)
        end = next((e for e in events if e.kind == "round_ended"), None)
        assert (snap is None) == (end is None)
        if snap is None:
            continue
        ended += 1
        assert type(snap) is GameState
        assert snap.round_number == round_before
        assert snap.round_scores == state.round_scores and snap.totals == state.totals
        for s, uids in end.data["hands"].items():
            assert [c.uid for c in snap.hands[s]] == uids
    assert ended == 2


def test_an_illegal_move_is_refused_as_apply_would() -> None:
    state = GameState(get_preset("may-i"), 3, 4)
    with pytest.raises(IllegalMove):
        table_at_round_end(state, Discard(state.hands[state.to_act][0].uid), state.to_act)
