"""What a seat, or a spectator, may know: views and events as they may see them."""

from __future__ import annotations

import pytest

from continental_qt.ai.registry import make_ai
from continental_qt.engine import HIDDEN, NEXT_ROUND, ROUND_OVER, EventKind, GameState, get_preset
from continental_qt.engine.events import seen_by


def test_the_spectator_view_holds_no_hand() -> None:
    g = GameState(get_preset("may-i"), 4, 7)
    v = g.view(None)
    assert v.viewer is None and v.is_view and v.seed is None and v.actions is None
    assert all(c is HIDDEN for h in v.hands for c in h)
    assert [len(h) for h in v.hands] == [len(h) for h in g.hands]
    assert all(c is HIDDEN for c in v.stock)
    assert v.discard == g.discard and v.start_events()[0].data == g.start_events()[0].data
    with pytest.raises(ValueError):
        g.view(4)


def test_between_rounds_the_spectator_view_lists_the_deal() -> None:
    g = GameState(get_preset("may-i"), 3, 5)
    bots = [make_ai("easy", s) for s in range(3)]
    while g.phase != ROUND_OVER:
        g.apply(bots[g.to_act].choose(g.view(g.to_act)))
    assert g.view(None).legal_actions() == [NEXT_ROUND]


@pytest.mark.parametrize("pid", ["may-i", "liverpool", "continental-15", "shanghai"])
def test_a_view_lists_what_the_live_state_lists(pid: str) -> None:
    """The table enables its buttons from the viewer's view: its listing must be the
    live state's (a trial move on a copy of a view used to be refused as read-only, so
    Liverpool's last round listed no go-down that leaves one card to lay off)."""
    rules = get_preset(pid)
    for seed in range(3):
        g = GameState(rules, 3, seed)
        bots = [make_ai("easy", s) for s in range(3)]
        for _ in range(3000):
            if g.is_over:
                break
            if g.phase == ROUND_OVER:
                g.apply(NEXT_ROUND)
                continue
            seat = g.to_act
            view = g.view(seat)
            assert view.legal_actions(seat) == g.legal_actions(seat)
            g.apply(bots[seat].choose(view), seat)


def test_events_seen_by_a_seat_hide_only_the_others_private_cards() -> None:
    g = GameState(get_preset("may-i"), 4, 3)
    bots = [make_ai("medium", s) for s in range(4)]
    seen_draws = seen_buys = 0
    for _ in range(700):
        if g.is_over:
            break
        if g.phase == ROUND_OVER:
            g.apply(NEXT_ROUND)
            continue
        seat = g.to_act
        events = g.apply(bots[seat].choose(g.view(seat)), seat)
        for viewer in (None, 0, 1, 2, 3):
            for raw, ev in zip(events, seen_by(events, viewer)):
                assert (ev.kind, ev.seat) == (raw.kind, raw.seat)
                mine = viewer is not None and raw.seat == viewer
                if raw.kind == EventKind.DREW_STOCK:
                    seen_draws += 1
                    assert ev.data["card"] == (raw.data["card"] if mine else HIDDEN)
                elif raw.kind == EventKind.BOUGHT:
                    seen_buys += 1
                    want = raw.data["penalty"] if mine else [HIDDEN] * len(raw.data["penalty"])
                    assert ev.data["penalty"] == want and ev.data["card"] == raw.data["card"]
                else:
                    assert ev is raw
    assert seen_draws and seen_buys
