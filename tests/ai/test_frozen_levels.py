"""``medium-v1`` is medium as it played before issue 25's changes: its moves on seeded
games are pinned (fingerprints recorded from medium on 2026-12-02, before any change),
and it is the simulator's only (never offered in the app, never a seat kind of a save)."""

from __future__ import annotations

import hashlib
import json

import pytest

from continental_qt.ai import LEVELS, PLAYABLE_LEVELS, SIM_LEVELS, make_ai
from continental_qt.engine import action_to_json
from continental_qt.storage.seats import SEAT_KINDS

from .botplay import play

# (preset, players, seed): number of actions, sha256 of the JSON action list (16 hex).
PINNED = {
    ("may-i", 4, 12): (715, "84c1ed0bf67f093b"),
    ("liverpool", 3, 5): (613, "c9826182fdafcbaf"),
    ("continental-15", 2, 9): (91, "af9d0bd57c3041a0"),
}


@pytest.mark.parametrize(("preset", "players", "seed"), sorted(PINNED))
def test_medium_v1_plays_as_medium_did(preset: str, players: int, seed: int):
    state = play(preset, ["medium-v1"] * players, seed)
    text = json.dumps([action_to_json(a) for a in state.actions])
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    assert (len(state.actions), digest) == PINNED[(preset, players, seed)]


def test_measurement_levels_are_not_offered():
    for level in ("medium-v1", "hard-analyse"):
        assert level in SIM_LEVELS
        assert level not in LEVELS
        assert level not in PLAYABLE_LEVELS
        assert level not in SEAT_KINDS
        assert make_ai(level, 3).name == level
