"""The hint-load benchmark runs (tiny, the computers' easy level): its figures exist."""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"


def test_the_hint_load_benchmark_reports_both_passes():
    sys.path.insert(0, str(BENCH))
    try:
        import hint_load_bench

        result = hint_load_bench.run(4, 3, "easy")  # easy: quick; the same draws and discards
    finally:
        sys.path.remove(str(BENCH))
    assert result["positions"] == 4
    assert result["alone_ms"]["n"] == 4 and result["with_hints_ms"]["n"] == 4
    assert "p95_ratio" in result  # None when easy decides in under 0.1 ms
