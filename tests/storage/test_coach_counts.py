"""What the coach was asked travels with the saved game (an optional field within the
format's version): kept when it makes sense, dropped when damaged, absent in older
files."""

from __future__ import annotations

import pytest

from continental_qt.engine.presets import get_preset
from continental_qt.engine.state import GameState
from continental_qt.storage.saves import (
    COACH_COUNTS,
    encode,
    game_document,
    load_file,
    parse,
    save_file,
)
from continental_qt.storage.seats import Seat

SEATS = (Seat("Ana", "human"), Seat("Bruno", "easy"))


def _doc(coach=None) -> dict:  # noqa: ANN001
    return game_document(
        GameState(get_preset("may-i"), 2, 5), "may-i", SEATS, "normal", coach_used=coach
    )


def test_the_counts_are_saved_and_restored(tmp_path):
    used = {"hint": 3, "options": 1, "undo": 2, "tutor_warned": 0}
    path = tmp_path / "g.continental"
    save_file(path, GameState(get_preset("may-i"), 2, 5), "may-i", SEATS, "normal", coach_used=used)
    assert load_file(path).coach_used == {"hint": 3, "options": 1, "undo": 2}


def test_no_counts_no_field_and_an_older_file_loads_with_none():
    doc = _doc()
    assert "coach" not in doc
    assert parse(encode(doc)).coach_used == {}


@pytest.mark.parametrize(
    "raw",
    [
        "lots",
        ["hint", 3],
        {"hint": -1},
        {"hint": 2.5},
        {"hint": True},
        {"hint": 10**9},
        {"cheat": 5},
        {"hint": "3"},
    ],
)
def test_a_damaged_count_is_dropped_never_a_refusal(raw):  # noqa: ANN001
    doc = _doc({"hint": 1})
    doc["coach"] = raw
    assert parse(encode(doc)).coach_used == {}


def test_every_kind_the_coach_counts_is_kept():
    used = {kind: i + 1 for i, kind in enumerate(COACH_COUNTS)}
    assert parse(encode(_doc(used))).coach_used == used
