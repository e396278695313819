"""The round-over phase: a finished round stops with its table kept, and the next deal
is a move of its own (``NextRound``); the first deal's events come from the engine."""

from __future__ import annotations

import pytest

from continental_qt.ai.registry import make_ai
from continental_qt.engine import (
    GAME_OVER,
    NEXT_ROUND,
    ROUND_OVER,
    DrawStock,
    EventKind,
    GameState,
    IllegalMove,
    Leave,
    NextRound,
    Pass,
    Phase,
    TakeDiscard,
    action_from_json,
    action_to_json,
    get_preset,
    restore_game,
    save_game,
)
from continental_qt.engine.save import state_digest


def _play_to_round_end(state: GameState, bots: list) -> list:
    """Play until a move ends a round (or the game); that move's events."""
    while True:
        seat = state.to_act
        events = state.apply(bots[seat].choose(state.view(seat)))
        if any(e.kind == EventKind.ROUND_ENDED for e in events):
            return events


@pytest.mark.parametrize("pid", ["may-i", "liverpool", "continental-15"])
def test_the_move_that_ends_a_round_stops_with_the_table_as_it_ended(pid: str):
    players = 3
    state = GameState(get_preset(pid), players, 21)
    bots = [make_ai("medium", seat) for seat in range(players)]
    rounds = 0
    while not state.is_over:
        number, dealer, deals = state.round_number, state.dealer, state.deals_played
        melds = [m.to_dict() for m in state.melds]
        events = _play_to_round_end(state, bots)
        rounds += 1
        end = events[-1] if not state.is_over else events[-2]
        assert end.kind == EventKind.ROUND_ENDED
        assert state.deals_played == deals + 1
        if state.is_over:  # after the last round: straight to game over, no deal to ask
            assert state.phase == GAME_OVER and events[-1].kind == EventKind.GAME_OVER
            assert state.legal_actions() == [] and state.end_events() == [end]
            with pytest.raises(IllegalMove) as exc:
                state.apply(NEXT_ROUND)
            assert exc.value.reason == "game_over"
            break
        # Scored, and nothing dealt: the round's number, dealer, melds and hands stay.
        assert state.phase == ROUND_OVER and state.to_act is None
        assert state.round_number == number and state.dealer == dealer
        assert state.round_scores[-1] == end.data["scores"]
        assert len(state.melds) >= len(melds)
        for s, uids in end.data["hands"].items():
            assert [c.uid for c in state.hands[s]] == uids
        assert state.end_events() == [end]
        # The deal is the one move, nobody's turn: listed for every seat and for none.
        for seat in (None, *range(players)):
            assert state.legal_actions(seat) == [NEXT_ROUND]
        before = state_digest(state)
        for action, seat in ((DrawStock(), None), (TakeDiscard(), 0), (Pass(), 1)):
            with pytest.raises(IllegalMove) as exc:
                state.apply(action, seat)
            assert exc.value.reason == "wrong_phase" and exc.value.details["phase"] == ROUND_OVER
            assert state_digest(state) == before
        count = len(state.actions)
        dealt = state.apply(NextRound(), seat=players - 1)  # any seat may ask
        assert [e.kind for e in dealt] == [EventKind.ROUND_STARTED]
        assert state.actions[-1] == NEXT_ROUND and len(state.actions) == count + 1
        assert dealt == state.start_events() and state.end_events() == []
        assert state.phase == Phase.DRAW and state.dealer == state.next_seat(dealer)
        assert dealt[0].data["upcard"] == state.discard[-1].uid
        expected = number if state.rules.single_hand else number + 1
        assert state.round_number == dealt[0].data["round"] == expected
        assert not state.melds
    assert rounds == len(state.round_scores) >= 2


def test_next_round_is_refused_during_a_round():
    state = GameState(get_preset("may-i"), 3, 4)
    before = state_digest(state)
    with pytest.raises(IllegalMove) as exc:
        state.apply(NEXT_ROUND)
    assert exc.value.reason == "wrong_phase" and exc.value.details["phase"] == Phase.DRAW
    assert state_digest(state) == before
    assert NEXT_ROUND not in state.legal_actions()


def test_a_new_game_gives_its_first_deal_and_keeps_it():
    state = GameState(get_preset("may-i"), 4, 9)
    [start] = state.start_events()
    assert start.kind == EventKind.ROUND_STARTED and start.seat is None
    upcard = state.discard[-1].uid
    assert start.data == {
        "round": 1,
        "dealer": state.dealer,
        "order": [state.next_seat((state.dealer + k) % 4) for k in range(4)],
        "upcard": upcard,
    }
    # Later the pile changes, but the round's start does not; a caller's copy is its own.
    start.data["order"].clear()
    state.apply(TakeDiscard())
    state.apply(next(a for a in state.legal_actions() if getattr(a, "card", upcard) != upcard))
    assert state.discard[-1].uid != upcard
    assert state.start_events()[0].data["upcard"] == upcard
    assert len(state.start_events()[0].data["order"]) == 4
    restored = restore_game(save_game(state))
    assert restored.start_events() == state.start_events()
    assert state.view(2).start_events() == state.start_events()  # nothing private in it


def _to_round_over(pid: str = "may-i", players: int = 3, seed: int = 5) -> GameState:
    state = GameState(get_preset(pid), players, seed)
    _play_to_round_end(state, [make_ai("easy", s) for s in range(players)])
    assert state.phase == ROUND_OVER
    return state


def test_a_game_saved_between_rounds_restores_between_rounds():
    state = _to_round_over()
    restored = restore_game(save_game(state))
    assert restored.phase == ROUND_OVER and state_digest(restored) == state_digest(state)
    assert restored.end_events() == state.end_events()
    assert restored.apply(NEXT_ROUND) == state.apply(NEXT_ROUND)
    assert state_digest(restored) == state_digest(state)


def test_a_view_between_rounds_lists_the_deal_but_cannot_take_it():
    state = _to_round_over()
    view = state.view(1)
    assert view.phase == ROUND_OVER and view.legal_actions() == [NEXT_ROUND]
    with pytest.raises(IllegalMove) as exc:
        view.apply(NEXT_ROUND)
    assert exc.value.reason == "view_is_read_only"


def test_leaving_between_rounds():
    state = _to_round_over("may-i", 4, 6)
    leaver = (state.dealer + 1) % 4
    events = state.apply(Leave(leaver))
    assert [e.kind for e in events] == [EventKind.LEFT]
    assert state.phase == ROUND_OVER and state.to_act is None
    dealt = state.apply(NEXT_ROUND)
    assert leaver not in dealt[0].data["order"] and len(dealt[0].data["order"]) == 3
    assert not state.hands[leaver] and state.turn != leaver
    # Down to one player between rounds: the game is over at once.
    state = _to_round_over("may-i", 2, 6)
    events = state.apply(Leave(0))
    assert state.phase == GAME_OVER and events[-1].kind == EventKind.GAME_OVER


def test_next_round_in_the_save_format():
    assert action_to_json(NEXT_ROUND) == {"a": "deal"}
    assert action_from_json({"a": "deal"}) == NextRound()


def test_phases_and_event_kinds_are_str_enums():
    state = GameState(get_preset("may-i"), 3, 2)
    assert state.phase == "draw" and isinstance(state.phase, Phase)
    events = state.apply(DrawStock())
    assert all(isinstance(e.kind, EventKind) for e in events)
    assert events[0].kind == "may_i_open" and {"may_i_open": 1}[events[0].kind] == 1
