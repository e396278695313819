"""The quick lay-off listing agrees with the checked lay-off rule on real positions."""

from __future__ import annotations

import pytest

from continental_qt.engine import NEXT_ROUND, PRESET_IDS, GameState, LayOff, get_preset
from continental_qt.engine.melds import layoff_fit
from continental_qt.engine.rules import RUN
from continental_qt.engine.state import PLAY, ROUND_OVER

from .playout import QuickPlayer


def slow_listing(state: GameState, seat: int) -> set[LayOff]:
    out = set()
    for c in state.hands[seat]:
        for m in state.melds:
            for end in (None,) if m.kind != RUN else ("low", "high"):
                if not isinstance(layoff_fit(m, c, end, state.rules), str):
                    out.add(LayOff(c.uid, m.id, end))
    return out


@pytest.mark.parametrize("pid", [p for p in PRESET_IDS if p != "continental-15"])
def test_layoff_listing_matches_layoff_fit(pid: str) -> None:
    rules = get_preset(pid)
    checked = 0
    for seed in range(3):
        state = GameState(rules, 4 if rules.max_players >= 4 else 3, seed)
        bots = [QuickPlayer(seed + s) for s in range(state.n)]
        while not state.is_over:
            if state.phase == ROUND_OVER:
                state.apply(NEXT_ROUND)
                continue
            seat = state.to_act
            if state.phase == PLAY and state.down[seat] and state.melds:
                fast = {a for a in state._layoff_actions(seat)}
                assert fast == slow_listing(state, seat)
                checked += 1
            state.apply(bots[seat].choose(state.view(seat)))
    assert checked > 10
