"""RULES.md §2.8: a reshuffled stock is rebuilt every time it runs out, with no cap;
``round_turn_limit`` is the one loop guard; the retired cap still reads, with a note."""

from __future__ import annotations

import dataclasses
import json

import pytest

from continental_qt.engine import (
    ROUND_OVER,
    DrawStock,
    EventKind,
    GameState,
    RuleCode,
    RuleProblem,
    RuleSet,
    RuleSetError,
    get_preset,
)
from continental_qt.engine.rules import RETIRED_FIELDS


def _empty_stock(rebuilds: int, seed: int = 3) -> GameState:
    g = GameState(get_preset("playingcards-io"), 2, seed)
    pile = g.stock + g.discard
    g.stock, g.discard = [], pile[:12]
    g.rebuilds = rebuilds
    return g


@pytest.mark.parametrize("rebuilds", [3, 61, 62, 100, 5000])
def test_a_reshuffled_stock_is_rebuilt_every_time(rebuilds: int) -> None:
    g = _empty_stock(rebuilds)
    pile = [c.uid for c in g.discard]
    events = g.apply(DrawStock())
    assert [e.kind for e in events] == [EventKind.STOCK_REBUILT, EventKind.DREW_STOCK]
    assert g.rebuilds == rebuilds + 1 and g.discard[-1].uid == pile[-1]
    assert sorted([c.uid for c in g.stock] + [g.hands[g.turn][-1].uid]) == sorted(pile[:-1])
    # The same position shuffles the same way (a deal number means one game).
    again = _empty_stock(rebuilds)
    again.apply(DrawStock())
    assert [c.uid for c in again.stock] == [c.uid for c in g.stock]


def test_rebuilds_past_the_old_streams_shuffle_differently() -> None:
    orders = set()
    for rebuilds in (60, 61, 62, 63, 64, 65):
        g = _empty_stock(rebuilds)
        g.apply(DrawStock())
        orders.add(tuple(c.uid for c in g.stock))
    assert len(orders) == 6


def test_the_turn_limit_ends_a_round_that_would_not_end() -> None:
    rules = dataclasses.replace(get_preset("playingcards-io"), round_turn_limit=10)
    g = GameState(rules, 2, 1)
    events = []
    for _ in range(40):
        if g.phase == ROUND_OVER:
            break
        # Never meld: draw, then throw the card just drawn.
        events = g.apply(DrawStock() if g.phase == "draw" else g.legal_actions()[-1])
    kinds = [e.kind for e in events]
    assert kinds[-2:] == [EventKind.TURN_LIMIT, EventKind.ROUND_ENDED]
    assert g.phase == ROUND_OVER and g.turn_count == 10
    assert events[-1].data["exhausted"] is True


def test_the_retired_cap_is_read_and_dropped_with_a_note() -> None:
    assert RETIRED_FIELDS == {"max_stock_rebuilds"}
    assert "max_stock_rebuilds" not in {f.name for f in dataclasses.fields(RuleSet)}
    rules = get_preset("may-i")
    for value in (1, 3, 0, "odd"):
        data = {**rules.to_dict(), "max_stock_rebuilds": value}
        notes: list[RuleProblem] = []
        assert RuleSet.from_dict(data, notes) == rules
        note = RuleProblem("retired_setting", {"field": "max_stock_rebuilds", "value": value})
        assert notes == [note]
        assert notes[0].code is RuleCode.RETIRED_SETTING
        assert RuleSet.from_dict(data) == rules  # no list given: dropped quietly
        assert RuleSet.from_json(json.dumps(data)) == rules
    # Any other unknown setting is still refused.
    with pytest.raises(RuleSetError) as exc:
        RuleSet.from_dict({**rules.to_dict(), "max_stock_rebuild": 3})
    assert exc.value.code == "unknown_fields"


def test_a_problem_code_must_be_known() -> None:
    with pytest.raises(ValueError):
        RuleProblem("no_such_problem")
