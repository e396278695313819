"""Smoke test of the GUI benchmark: a tiny span, checks structure only (no timing targets)."""

from __future__ import annotations

import json

import pytest

from continental_qt import ui_bench

STALL_KEYS = {
    "speed", "seed", "heartbeats", "p50_ms", "p95_ms", "p99_ms", "max_ms", "over_frame",
    "over_target", "actions", "rounds", "wall_seconds", "stopped_by", "game_over", "worst",
    "long_gaps", "long_gap_ms_by_cause", "anim_ms",
}  # fmt: skip


def test_summarize_stalls_nearest_rank():
    s = ui_bench.summarize_stalls([float(x) for x in range(1, 101)])
    assert s["heartbeats"] == 100
    assert (s["p50_ms"], s["p95_ms"], s["p99_ms"], s["max_ms"]) == (50, 95, 99, 100)
    assert s["over_frame"] == 84 and s["over_target"] == 50
    assert ui_bench.summarize_stalls([])["max_ms"] is None


@pytest.fixture
def tiny_run(qapp):
    return ui_bench.measure_stalls("instant", seed=3, max_actions=40, max_seconds=10.0)


def test_stall_measurement_reports_sane_values(tiny_run):
    r = tiny_run
    assert STALL_KEYS <= set(r)
    assert r["heartbeats"] > 0 and len(r["stalls_ms"]) == r["heartbeats"]
    assert r["max_ms"] >= r["p99_ms"] >= r["p95_ms"] >= r["p50_ms"] >= 0
    assert r["actions"] > 0 and r["wall_seconds"] > 0
    assert r["stopped_by"] in ("40 actions", "10 s cap", "game over")
    assert r["anim_ms"] > 0  # the table's default animations are on
    assert 0 < len(r["worst"]) <= ui_bench.WORST_GAPS
    stalls = [w["stall_ms"] for w in r["worst"]]
    assert stalls == sorted(stalls, reverse=True)
    assert stalls[0] == pytest.approx(r["max_ms"], abs=0.01)
    for w in r["worst"]:
        for key in ("engine_ms", "gui_ms", "schedule_ms", "summary_ms", "other_ms"):
            assert w[key] >= 0


def test_report_and_json(tiny_run):
    res = {
        "format": "continental-ui-bench",
        "mode": "smoke",
        "environment": ui_bench.environment(),
        "stalls": {
            "instant": ui_bench.pool_runs([tiny_run]),
            "normal": ui_bench.pool_runs([tiny_run]),
            "runs": [tiny_run],
        },
        "wall_seconds": 1.0,
    }
    res["targets"] = ui_bench.targets(res)
    assert [t["met"] in (True, False) for t in res["targets"]] == [True, True]
    text = ui_bench.format_report(res)
    assert "GUI-thread stalls" in text and "max GUI stall, instant pace" in text
    out = json.loads(json.dumps(ui_bench._for_json(res)))
    assert "stalls_ms" not in out["stalls"]["runs"][0]


def test_startup_child_paints_the_table():
    s = ui_bench.startup_once(timeout=60)
    assert 0 < s["module_s"] <= s["qapp_s"] <= s["window_built_s"] <= s["shown_s"]
    assert isinstance(s["pyqtgraph"], bool)
