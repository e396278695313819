"""Smoke test of the buying-rule benchmark: tiny sizes, structure and the variant parser."""

from __future__ import annotations

import json

import buy_rules
import pytest

from continental_qt.ai.hard import HARD


def test_a_variant_changes_only_the_named_fields():
    assert buy_rules.parse_variant("-", HARD) is HARD
    v = buy_rules.parse_variant("buy_late=1,buy_room=4", HARD)
    assert (v.buy_late, v.buy_room) == (1, 4)
    assert (v.buy_gain, v.buy_far, v.name) == (HARD.buy_gain, HARD.buy_far, HARD.name)
    with pytest.raises(SystemExit):
        buy_rules.parse_variant("no_such_field=1", HARD)


def test_tiny_run(capsys):
    argv = ["--tables", "4", "--self-games", "1", "--jobs", "1", "--json", "-", "buy_far=0"]
    assert buy_rules.main(argv) == 0
    res = json.loads(capsys.readouterr().out)
    plain, strict = res["results"]
    assert plain["tables"] == strict["tables"] == 4
    assert 0 <= plain["win_rate"] <= 1 and plain["ci"][0] <= plain["win_rate"] <= plain["ci"][1]
    # Four seats of seven rounds: every round but one per game leaves losing hands.
    assert strict["losing_hands_alone"] >= 3 * 7
    # Buying only a card that completes the contract never leaves more hoarded hands
    # than buying as hard does, on the same deals.
    assert strict["hoarding_alone"] <= plain["hoarding_alone"]


def test_head_to_head(capsys):
    """``--players 2``: each deal played with the variant in both seats; with itself as
    the opponent's rules the per-deal gaps cancel exactly."""
    argv = ["--players", "2", "--base", "medium", "--tables", "6", "--self-games", "0"]
    argv += ["--jobs", "1", "--json", "buy_far=99,buy_late=99,swap_first=1,name=x"]
    with pytest.raises(SystemExit):
        buy_rules.main(argv)  # name is not a number
    capsys.readouterr()
    argv[-1] = "buy_far=99,buy_late=99,swap_first=1"  # medium-v1's rules
    assert buy_rules.main(argv) == 0
    (row,) = json.loads(capsys.readouterr().out)["results"]
    assert row["tables"] == 6 and row["losing_hands_alone"] == 0
    assert row["gap"] == 0 and row["gap_se"] == 0
    assert row["win_rate"] == 0.5
