"""Smoke test of the analysis benchmark: tiny sizes, structure only (no timing assertions)."""

from __future__ import annotations

import json

import analyse_bench

from continental_qt.ai.analysis import DECISIONS


def test_positions_cover_every_decision_kind():
    found = analyse_bench.positions(len(DECISIONS), seed=1)
    assert sorted(k for _p, _n, k, _s in found) == sorted(DECISIONS)
    again = analyse_bench.positions(len(DECISIONS), seed=1)
    assert [(p, n, k, s.turn_count) for p, n, k, s in found] == [
        (p, n, k, s.turn_count) for p, n, k, s in again
    ]


def test_tiny_run(capsys):
    argv = ["--positions", "7", "--deals", "2", "--turns", "6", "--json"]
    assert analyse_bench.main(argv) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["positions"] == 7 and res["deals"] == 2 and res["turns"] == 6
    assert {k for k, s in res["by_kind"].items() if s["n"]} == set(DECISIONS)
    assert res["all"]["n"] == 7 and res["target_p95_ms"] == 500
    text = analyse_bench.format_report(res)
    assert "first_refusal" in text and "p95" in text
