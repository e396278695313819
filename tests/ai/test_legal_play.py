"""No computer player makes a move the engine refuses, in any preset, at any table size.

Easy and medium play whole games of every preset at its smallest and largest
table. Hard and the oracle are slower, so they play one short game each and,
for hard, are asked for decisions at sampled points of games between mediums
(all rounds and phases of a contract game, 2 to 4 players, with May I? and with
Liverpool's first refusal) — each answer must be accepted.
"""

from __future__ import annotations

import pytest

from continental_qt.ai import LEVELS, PLAYABLE_LEVELS, make_ai
from continental_qt.engine import DRAW, PLAY, PRESET_IDS, get_preset

from .botplay import play, spot_check

# Shanghai (ten rounds, three-run contracts) costs as much as the rest together: one game.
ONE_GAME = {"shanghai"}


def _cases() -> list:
    """Two games at the smallest table, one at the largest."""
    out = []
    for preset in PRESET_IDS:
        rules = get_preset(preset)
        games = (1,) if preset in ONE_GAME else (1, 2)
        marks = [pytest.mark.slow] if preset in ONE_GAME else []
        out += [pytest.param(preset, rules.min_players, g, marks=marks) for g in games]
        out.append(pytest.param(preset, rules.max_players, 1, marks=marks))
    return out


@pytest.mark.parametrize(("preset", "players", "game"), _cases())
def test_easy_and_medium_play_whole_games_legally(preset: str, players: int, game: int):
    levels = [("easy", "medium")[(s + game) % 2] for s in range(players)]
    state = play(preset, levels, seed=game * 7919 + players)
    assert state.is_over
    assert state.winners
    rules = get_preset(preset)
    if not rules.single_hand:
        assert len(state.round_scores) == rules.num_rounds


def test_levels_exist_and_only_the_oracle_sees_all():
    assert set(PLAYABLE_LEVELS) <= set(LEVELS)
    for level in LEVELS:
        player = make_ai(level, 1)
        assert getattr(player, "sees_all", False) is (level == "oracle"), level
    with pytest.raises(KeyError):
        make_ai("grandmaster", 1)


def test_random_level_plays_legally():
    state = play("may-i", ["random", "easy", "medium"], seed=5)
    assert state.is_over


@pytest.mark.slow
def test_oracle_plays_a_whole_game_legally():
    state = play("may-i", ["oracle", "medium"], seed=11)
    assert state.is_over


@pytest.mark.slow
def test_hard_plays_a_short_whole_game_legally():
    state = play("continental-15", ["hard", "medium"], seed=3)
    assert state.is_over


@pytest.mark.slow
@pytest.mark.parametrize(("level", "preset", "players"), [
    ("hard", "may-i", 2),
    ("hard", "may-i", 4),
    ("hard", "liverpool", 4),
    ("hard", "carioca", 3),
    ("oracle", "liverpool", 3),
])  # fmt: skip
def test_sampled_decisions_are_accepted(level: str, preset: str, players: int):
    checked, phases, rounds = spot_check(level, preset, players, seed=21, every=7, per_round=5)
    assert checked >= 20
    assert {DRAW, PLAY} <= phases
    assert rounds == set(range(1, get_preset(preset).num_rounds + 1))
