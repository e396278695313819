"""Smoke test of the GUI benchmark: a tiny span, checks structure only (no timing targets)."""

from __future__ import annotations

import json
import os

import pytest
import ui_bench

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


@pytest.fixture
def player_folders(monkeypatch, tmp_path):
    """No folder named in the environment; the player's own folders are under tmp_path."""
    monkeypatch.delenv("CONTINENTAL_DATA_DIR", raising=False)
    monkeypatch.delenv("CONTINENTAL_CONFIG_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "player-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "player-config"))
    return tmp_path


def _record_folders(monkeypatch, seen: dict) -> None:
    """Make run() start one real start-up child and note the folders it used."""
    from continental_qt.storage import paths

    def startup(_runs: int) -> dict:
        seen["data"], seen["config"] = paths.data_dir(), paths.config_dir()
        seen["child"] = ui_bench.startup_once(timeout=60)  # the real entry point
        seen["written"] = sorted(p.name for p in seen["data"].iterdir())
        return {}

    monkeypatch.setattr(ui_bench, "measure_startup", startup)
    monkeypatch.setattr(ui_bench, "targets", lambda _res: [])


def test_a_bench_run_never_writes_the_players_folders(player_folders, monkeypatch):
    # The start-up child runs app.main: crash.log, the autosave and statistics went to
    # the player's real data folder.
    seen: dict = {}
    _record_folders(monkeypatch, seen)
    ui_bench.run("quick", 1, stalls=False, startup=True)
    assert "crash.log" in seen["written"]  # the child wrote where it was told
    assert not (player_folders / "player-data").exists()
    assert not (player_folders / "player-config").exists()
    assert not seen["data"].exists() and not seen["config"].exists()  # removed afterwards
    assert "CONTINENTAL_DATA_DIR" not in os.environ
    assert "CONTINENTAL_CONFIG_DIR" not in os.environ


def test_a_bench_run_uses_the_folders_it_is_told(player_folders, monkeypatch):
    mine = player_folders / "bench-data"
    monkeypatch.setenv("CONTINENTAL_DATA_DIR", str(mine))
    seen: dict = {}
    _record_folders(monkeypatch, seen)
    ui_bench.run("quick", 1, stalls=False, startup=True)
    assert seen["data"] == mine and "crash.log" in seen["written"]
    assert mine.exists()  # kept: it is the caller's
    assert not (player_folders / "player-data").exists()
    assert os.environ["CONTINENTAL_DATA_DIR"] == str(mine)
