"""The ladder (``continental-qt-sim ladder``): seating, statistics, JSON, --jobs."""

from __future__ import annotations

import json
import multiprocessing
import random

import pytest

from continental_qt.engine import Discard, get_preset
from continental_qt.sim import cli as sim
from continental_qt.sim import ladder

MATCH_KEYS = {
    "kind", "a", "b", "players", "games", "a_wins", "a_rate", "ci_low", "ci_high",
    "fair_rate", "a_mean_score", "b_mean_score", "actions",
}  # fmt: skip
TOP_KEYS = {
    "format", "version", "preset", "rules_name", "score_sense", "games", "table_games",
    "seed", "levels", "head_to_head_players", "table_players", "notes", "pairs", "gap",
    "targets", "run",
}  # fmt: skip
TINY = ["--preset", "may-i", "--games", "2", "--table-games", "1", "--levels", "random,easy"]


def _run(tmp_path, name: str, *extra: str) -> dict:
    out = tmp_path / name
    assert sim.main(["ladder", *TINY, *extra, "--json", str(out)]) == 0
    return json.loads(out.read_text(encoding="utf-8"))


def test_cli_tiny_run_writes_valid_json(tmp_path, capsys):
    rep = _run(tmp_path, "a.json", "--jobs", "1")
    printed = capsys.readouterr().out
    assert "easy vs random" in printed and "Targets:" in printed
    assert set(rep) == TOP_KEYS
    assert (rep["format"], rep["version"]) == ("continental-ladder", 1)
    assert rep["preset"] == "may-i" and rep["score_sense"] == "lower"
    assert rep["levels"] == ["random", "easy"]
    assert (rep["head_to_head_players"], rep["table_players"]) == (2, 4)
    [pair] = rep["pairs"]
    assert (pair["a"], pair["b"]) == ("easy", "random")
    h2h, table = pair["head_to_head"], pair["table"]
    assert set(h2h) == MATCH_KEYS and set(table) == MATCH_KEYS
    assert (h2h["games"], h2h["players"], table["games"], table["players"]) == (2, 2, 1, 4)
    assert 0 <= h2h["ci_low"] <= h2h["a_rate"] <= h2h["ci_high"] <= 1
    assert h2h["actions"] > 0 and table["fair_rate"] == 0.25
    assert rep["gap"] is None
    by_id = {t["id"]: t for t in rep["targets"]}
    assert set(by_id) == {
        "medium_beats_easy", "easy_beats_random", "hard_beats_medium",
        "hard_table_vs_medium", "hard_gap_closure",
    }  # fmt: skip
    assert by_id["easy_beats_random"]["value"] == h2h["a_rate"]
    assert by_id["medium_beats_easy"]["holds"] is None
    assert set(rep["run"]) == {"jobs", "wall_seconds", "cpu_count", "python"}


def test_result_does_not_depend_on_jobs(tmp_path):
    one = _run(tmp_path, "one.json", "--jobs", "1")
    two = _run(tmp_path, "two.json", "--jobs", "2")
    assert one.pop("run")["jobs"] == 1
    assert two.pop("run")["jobs"] == 2
    assert one == two


class _Cheat:
    """Discards a card it does not hold."""

    name = "cheat"

    def choose(self, view):
        return Discard(10_000)


def _with_cheat(monkeypatch):
    real = ladder.make_ai
    monkeypatch.setattr(
        ladder, "make_ai", lambda level, seed=0: _Cheat() if level == "easy" else real(level, seed)
    )


def test_illegal_move_fails_the_run(monkeypatch, capsys):
    _with_cheat(monkeypatch)
    assert ladder.main([*TINY, "--jobs", "1"]) == 1
    err = capsys.readouterr().err
    assert "illegal move" in err and "easy player" in err


@pytest.mark.skipif(multiprocessing.get_start_method() != "fork", reason="needs fork workers")
def test_illegal_move_fails_the_run_in_workers(monkeypatch, capsys):
    _with_cheat(monkeypatch)
    assert ladder.main([*TINY, "--jobs", "2"]) == 1
    assert "illegal move" in capsys.readouterr().err


def test_bad_arguments_are_refused(capsys):
    assert ladder.main(["--levels", "easy"]) == 2
    assert ladder.main(["--levels", "easy,wizard"]) == 2
    assert ladder.main(["--preset", "bridge"]) == 2
    assert ladder.main(["--games", "-1"]) == 2
    capsys.readouterr()


def test_sim_keeps_its_own_flags(capsys):
    assert sim.main(["--preset", "continental-15", "--games", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 1


def test_wilson_interval():
    assert ladder.wilson(0, 0) is None
    low, high = ladder.wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    low, high = ladder.wilson(10, 10)
    assert high == pytest.approx(1.0) and low == pytest.approx(0.7225, abs=1e-4)
    low, high = ladder.wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = ladder.wilson(2.5, 5)  # a half win from a tie
    assert low < 0.5 < high


def test_head_to_head_seating_swaps_seats_on_each_deal():
    m = ladder.Match(ladder.HEAD_TO_HEAD, "hard", "easy", 2, 8)
    specs = ladder.match_specs("may-i", m, seed=4)
    assert [s.index for s in specs] == list(range(8))
    for first, second in zip(specs[::2], specs[1::2]):
        assert first.deal_seed == second.deal_seed
        assert set(first.a_seats) | set(second.a_seats) == {0, 1}
        assert first.levels == tuple(reversed(second.levels))
    assert sum(s.a_seats == (0,) for s in specs) == 4
    assert len({s.deal_seed for s in specs}) == 4
    # Every pair plays the same deals; player seeds differ per game and seat.
    other = ladder.match_specs("may-i", ladder.Match(ladder.HEAD_TO_HEAD, "a", "b", 2, 8), 4)
    assert [s.deal_seed for s in other] == [s.deal_seed for s in specs]
    seeds = [p for s in specs for p in s.player_seeds]
    assert len(set(seeds)) == len(seeds)


def test_table_seating_puts_a_in_every_seat_of_a_deal():
    m = ladder.Match(ladder.TABLE, "hard", "medium", 4, 8)
    specs = ladder.match_specs("may-i", m, seed=4)
    assert [s.a_seats for s in specs] == [(0,), (1,), (2,), (3,)] * 2
    assert all(s.levels.count("hard") == 1 for s in specs)
    assert len({s.deal_seed for s in specs}) == 2
    h2h = ladder.match_specs("may-i", ladder.Match(ladder.HEAD_TO_HEAD, "hard", "medium", 2, 8), 4)
    assert not {s.deal_seed for s in specs} & {s.deal_seed for s in h2h}


def test_presets_needing_three_players():
    h2h, table, notes = ladder.player_counts(get_preset("shanghai"))
    assert (h2h, table) == (3, 4) and len(notes) == 1
    assert ladder.player_counts(get_preset("may-i")) == (2, 4, [])
    m = ladder.Match(ladder.HEAD_TO_HEAD, "medium", "easy", 3, 6)
    specs = ladder.match_specs("shanghai", m, seed=1)
    for first, second in zip(specs[::2], specs[1::2]):
        assert len(first.a_seats) == 1 and len(second.a_seats) == 2
        assert set(first.a_seats).isdisjoint(second.a_seats)


def test_summary_counts_ties_half_and_means_per_seat():
    m = ladder.Match(ladder.HEAD_TO_HEAD, "medium", "easy", 2, 4)
    specs = ladder.match_specs("may-i", m, seed=1)  # A in seats 0, 1, 1, 0
    results = [
        ladder.GameResult((10, 50), (0,), 1),  # A wins
        ladder.GameResult((30, 30), (0, 1), 1),  # tie
        ladder.GameResult((20, 40), (0,), 1),  # B (seat 0) wins
        ladder.GameResult((0, 60), (0,), 1),  # A wins
    ]
    fig = ladder.summarize(m, specs, results)
    assert fig["a_wins"] == 2.5 and fig["a_rate"] == 0.625
    assert fig["a_mean_score"] == (10 + 30 + 40 + 0) / 4
    assert fig["b_mean_score"] == (50 + 30 + 20 + 60) / 4


def _results(scores: dict[str, float], opponent: str) -> dict:
    out = {}
    for lv, s in scores.items():
        if lv == opponent:
            out[(ladder.HEAD_TO_HEAD, lv, lv)] = {"a_mean_score": s, "b_mean_score": s}
        else:
            out[(ladder.HEAD_TO_HEAD, lv, opponent)] = {
                "a_rate": 0.5, "ci_low": 0.4, "ci_high": 0.6,
                "a_mean_score": s, "b_mean_score": random.random(),
            }  # fmt: skip
    return out


def test_gap_closure_follows_the_score_sense():
    # Contract presets: lower totals are better.
    res = _results({"medium": 100.0, "hard": 70.0, "oracle": 40.0}, "medium")
    gap = ladder.gap_measure(res, "medium", lower_wins=True)
    assert (gap["medium_gap"], gap["hard_gap"], gap["closure"]) == (60.0, 30.0, 0.5)
    # Single-hand presets (continental-15): higher totals are better.
    res = _results({"medium": -10.0, "hard": 14.0, "oracle": 20.0}, "medium")
    gap = ladder.gap_measure(res, "medium", lower_wins=False)
    assert (gap["medium_gap"], gap["hard_gap"], gap["closure"]) == (30.0, 6.0, 0.8)
    # An oracle no better than medium leaves nothing to close.
    res = _results({"medium": 10.0, "hard": 5.0, "oracle": 20.0}, "medium")
    assert ladder.gap_measure(res, "medium", lower_wins=True)["closure"] is None
    # Measured against another opponent, with the pair played the other way round.
    res = _results({"medium": 90.0, "hard": 80.0, "oracle": 50.0}, "easy")
    res[(ladder.HEAD_TO_HEAD, "easy", "hard")] = {
        "a_rate": 0.3, "ci_low": 0.2, "ci_high": 0.4, "a_mean_score": 1.0, "b_mean_score": 80.0,
    }  # fmt: skip
    del res[(ladder.HEAD_TO_HEAD, "hard", "easy")]
    gap = ladder.gap_measure(res, "easy", lower_wins=True)
    assert gap["mean_scores"]["hard"] == 80.0 and gap["closure"] == 0.25


def test_targets_read_pairs_either_way_round():
    res = {
        (ladder.HEAD_TO_HEAD, "easy", "medium"): {
            "a_rate": 0.3, "ci_low": 0.2, "ci_high": 0.45, "a_mean_score": 1, "b_mean_score": 2,
        },
    }  # fmt: skip
    by_id = {t["id"]: t for t in ladder.evaluate_targets(res, None)}
    t = by_id["medium_beats_easy"]
    assert (t["value"], t["ci_low"], t["ci_high"], t["holds"]) == (0.7, 0.55, 0.8, True)
    assert by_id["hard_gap_closure"]["holds"] is None
