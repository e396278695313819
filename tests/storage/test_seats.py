"""One seat type for saves, statistics and the UI."""

from __future__ import annotations

from continental_qt.ai.registry import LEVELS, PLAYABLE_LEVELS
from continental_qt.engine.presets import get_preset
from continental_qt.engine.state import GameState
from continental_qt.storage.records import game_record
from continental_qt.storage.saves import encode, game_document, parse
from continental_qt.storage.seats import HUMAN, SEAT_KINDS, Seat
from continental_qt.ui.config import GameConfig


def test_the_seat_kinds_are_a_person_and_every_ai_level():
    assert sorted(SEAT_KINDS) == sorted((HUMAN, *LEVELS))
    assert set(PLAYABLE_LEVELS) <= set(SEAT_KINDS)


def test_a_seat_says_who_plays_it():
    person, computer = Seat("Ana"), Seat("Bruno", "hard")
    assert person.kind == HUMAN and person.is_human and person.level is None
    assert not computer.is_human and computer.level == "hard"


def test_the_same_seats_go_into_a_save_a_record_and_a_new_game():
    seats = (Seat("Ana"), Seat("Bruno", "easy"), Seat("Cora", "oracle"))
    state = GameState(get_preset("may-i"), 3, 4)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    loaded = parse(encode(game_document(state, "may-i", seats, "normal")))
    assert loaded.seats == seats
    assert all(type(seat) is Seat for seat in loaded.seats)
    assert game_record(state, "may-i", loaded.seats, []).seats == seats
    config = GameConfig("may-i", loaded.seats)
    assert config.humans == [0]
