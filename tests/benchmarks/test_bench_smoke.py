"""Smoke test of the benchmark: tiny sizes, checks structure only (no timing assertions)."""

from __future__ import annotations

import importlib.util
import json

import bench
import pytest

from continental_qt.engine import get_preset, is_wild

TINY = bench.BenchConfig(
    play_seconds=None,
    play_games=1,
    solver_hands_per_case=1,
    solver_warmup_hands=2,
    clone_games=1,
    clone_stride=250,
    clone_reps=3,
    rlcard=False,
    rollout_states=2,
    rollout_deals=1,
)


def test_percentile_nearest_rank():
    xs = list(range(1, 101))
    assert bench.percentile(xs, 50) == 50
    assert bench.percentile(xs, 95) == 95
    assert bench.percentile(xs, 100) == 100
    assert bench.percentile([7], 95) == 7


def test_solver_cases_are_seeded_and_have_the_asked_wilds():
    a, skipped_a = bench.solver_cases(2, seed=3)
    b, skipped_b = bench.solver_cases(2, seed=3)
    assert [c.hands for c in a] == [c.hands for c in b]
    assert skipped_a == skipped_b
    presets = {c.preset for c in a}
    assert presets == {"may-i", "shanghai", "continental-15"}
    for case in a:
        rules = get_preset(case.preset)
        for hand in case.hands:
            assert len(hand) == case.size
            assert len({c.uid for c in hand}) == case.size
            assert sum(is_wild(c, rules) for c in hand) == case.wilds
    # shanghai "S3 R10" needs 13 cards: left out for 10- and 12-card hands.
    assert any(s["preset"] == "shanghai" and s["size"] == 10 for s in skipped_a)


def test_run_all_tiny_returns_sane_structures():
    results = bench.run_all(TINY, "tiny")
    json.dumps(results)  # serialisable for --json

    play = results["random_play"]
    assert play["ours"]["games"] == 1
    assert play["ours"]["actions"] > 0
    assert play["ours"]["actions_per_s"] > 0
    assert "skipped" in play["rlcard"] and play["ratio"] is None

    solver = results["solver"]
    assert solver["hands"] > 0
    assert 0 <= solver["feasible"] <= solver["hands"]
    assert solver["feasibility_disagreements"] == 0
    for key in ("fresh", "feasibility_fresh", "feasibility_placed_fresh", "warm_shared_cache"):
        s = solver[key]
        assert s["n"] == solver["hands"]
        assert 0 <= s["p50_us"] <= s["p95_us"] <= s["max_us"]
    assert set(solver["by_preset"]) == {"may-i", "shanghai", "continental-15"}
    tables = [(t["preset"], t["players"]) for t in results["more_tables"]]
    assert tables == [("shanghai", 4), ("continental-15", 3)]
    assert all(t["ours"]["actions"] > 0 for t in results["more_tables"])
    assert results["rollouts"]["rounds"] == 2 and results["rollouts"]["rounds_per_s"] > 0

    clone = results["clone"]
    assert clone["states"] >= 2 and clone["clones"] == clone["states"] * TINY.clone_reps
    assert clone["mean_us"] > 0

    rows = results["targets"]
    assert len(rows) == 7
    assert [r["met"] for r in rows][1:4] == [None] * 3  # ratios: RLCard not run
    text = bench.format_report(results)
    assert "random play, actions/s (ours)" in text
    assert "RLCard  skipped" in text and "pip install -e '.[bench]'" in text


@pytest.mark.skipif(importlib.util.find_spec("rlcard") is None, reason="rlcard not installed")
def test_rlcard_random_play_runs():
    cfg = bench.BenchConfig(play_seconds=None, play_games=1, rlcard=True)
    play = bench.bench_random_play(cfg)
    assert play["rlcard"]["games"] == 1
    assert play["rlcard"]["actions"] > 0
    assert play["ratio"] is not None and play["ratio"] > 0
