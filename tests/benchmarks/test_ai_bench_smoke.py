"""Smoke test of the AI benchmark: tiny sizes, structure only (no timing assertions)."""

from __future__ import annotations

import json

import ai_bench

from continental_qt.engine import (
    DRAW,
    FIRST_REFUSAL,
    MAY_I,
    PLAY,
    Claim,
    Discard,
    DrawStock,
    GoDown,
    GoOut,
    LayOff,
    Pass,
    SwapWild,
    TakeDiscard,
)  # fmt: skip


def test_decision_kinds():
    k = ai_bench.decision_kind
    assert k(DRAW, DrawStock()) == k(DRAW, TakeDiscard()) == "draw"
    assert k(DRAW, GoOut(())) == k(PLAY, GoDown(())) == "go_down"
    assert k(MAY_I, Claim()) == k(MAY_I, Pass()) == k(FIRST_REFUSAL, TakeDiscard()) == "may_i"
    assert k(PLAY, LayOff(1, 2)) == k(PLAY, SwapWild(1, 2, 3)) == "lay_off"
    assert k(PLAY, Discard(5)) == "discard"


def test_tiny_run(capsys):
    argv = ["--games", "1", "--levels", "easy", "--throughput-games", "1", "--json"]
    assert ai_bench.main(argv) == 0
    res = json.loads(capsys.readouterr().out)
    text = ai_bench.format_report(res)
    assert "easy" in text and "games/s" in text
    [lv] = res["levels"]
    assert lv["players"] == 4 and lv["decisions"] == lv["all"]["n"] > 0
    assert sum(s["n"] for s in lv["by_kind"].values()) == lv["decisions"]
    assert lv["by_kind"]["discard"]["n"] > 0 and lv["by_kind"]["draw"]["n"] > 0
    assert res["throughput"]["games"] == 1 and res["throughput"]["games_per_s"] > 0
    by_id = {t["id"]: t for t in res["targets"]}
    assert by_id["easy_p95_ms"]["value"] == lv["all"]["p95_ms"]
    assert by_id["hard_p95_ms"]["holds"] is None
