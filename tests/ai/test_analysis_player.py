"""``hard-analyse`` (issue 25): plays from the analysis, legally and deterministically."""

from __future__ import annotations

import pytest

from continental_qt.ai import make_ai
from continental_qt.ai.analysis import Budget
from continental_qt.ai.analysis_player import AnalysePlayer
from continental_qt.engine import PRESET_IDS

from .botplay import play
from .positions import first_of_each_kind

SMALL = Budget("small", deals=3, screen=1, keep=2, turns=None)


@pytest.mark.parametrize("preset", ["may-i", "liverpool", "continental-15"])
def test_decides_every_kind_legally_and_deterministically(preset: str):
    players = 3 if preset == "liverpool" else 2
    for state in first_of_each_kind(preset, players).values():
        view = state.view(state.to_act)
        a = AnalysePlayer(5, SMALL).choose(view)
        assert AnalysePlayer(5, SMALL).choose(view) == a
        state.clone().apply(a)  # raises if the engine refuses it


def test_registered_for_the_simulator():
    player = make_ai("hard-analyse", 2)
    assert isinstance(player, AnalysePlayer) and player.name == "hard-analyse"


@pytest.mark.slow
def test_plays_a_whole_single_hand_match_legally():
    assert "continental-15" in PRESET_IDS
    state = play("continental-15", ["hard-analyse", "medium-v1"], seed=3)
    assert state.is_over
