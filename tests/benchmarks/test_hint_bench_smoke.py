"""The hint latency benchmark runs and reports (a few positions, idle)."""

from __future__ import annotations

import hint_bench


def test_runs_and_reports(capsys):
    assert hint_bench.main(["--positions", "7", "--json"]) == 0
    res = hint_bench.run(7, seed=1)
    assert res["positions"] == 7 and res["all"]["n"] == 7
    text = hint_bench.format_report(res)
    assert "p95" in text and "idle" in text
