"""Latency of the coach's hint: ``python benchmarks/hint_bench.py``.

    python benchmarks/hint_bench.py [--positions 200] [--seed 1] [--busy 0] [--json]

Times :func:`continental_qt.ai.hints.hint` (the Hint button's and the ``coach`` level's
code, at the ``HINT`` budget: the rules of thumb, the analysis and the facts) on
``--positions`` seeded positions spread over every decision kind, the analysis
benchmark's (``analyse_bench.positions``: games between mediums of ``may-i`` at 2 and 4
players, ``liverpool``, ``continental-15`` and ``carioca``). Position ``i`` is hinted
with hint seed ``i``, in this process, after a warm-up hint (the worker process keeps its
caches between hints, as here). ``--busy N`` keeps N other processes playing games
between mediums meanwhile (the computer players busy); 0: idle.

Prints p50/p95/max in milliseconds, by decision kind, and the load average. The issue's
target: p95 <= 500 ms idle and busy. Nothing fails when it is missed.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import sys
import time
from collections.abc import Sequence
from typing import Any

from analyse_bench import _stats, positions

from continental_qt.ai.analysis import DECISIONS
from continental_qt.ai.hints import hint
from continental_qt.ai.rollout import rollout_policy

TARGET_P95_MS = 500.0


def _keep_busy(seed: int) -> None:  # pragma: no cover - a background load
    from analyse_bench import walk

    g = 0
    while True:
        for _state, _kind in walk("may-i", 4, seed * 1000 + g):
            pass
        g += 1


def run(count: int, seed: int, busy: int = 0) -> dict[str, Any]:
    found = positions(count, seed)
    policy = rollout_policy()  # one per process, as the hint worker keeps it
    _p, _n, _k, first = found[0]
    hint(first.view(first.to_act), seed=0, policy=policy)  # warm-up, not counted
    context = multiprocessing.get_context("spawn")
    loaders = [context.Process(target=_keep_busy, args=(s,), daemon=True) for s in range(busy)]
    for p in loaders:
        p.start()
    load_before = os.getloadavg() if hasattr(os, "getloadavg") else None
    rows = []
    try:
        for i, (preset, players, kind, state) in enumerate(found):
            view = state.view(state.to_act)
            start = time.perf_counter()
            hint(view, seed=i, policy=policy)
            rows.append({"preset": preset, "players": players, "kind": kind,
                         "ms": (time.perf_counter() - start) * 1000})  # fmt: skip
    finally:
        load_after = os.getloadavg() if hasattr(os, "getloadavg") else None
        for p in loaders:
            p.kill()
            p.join()
    overall = _stats([r["ms"] for r in rows])
    return {
        "positions": len(rows),
        "seed": seed,
        "busy": busy,
        "all": overall,
        "by_kind": {k: _stats([r["ms"] for r in rows if r["kind"] == k]) for k in DECISIONS},
        "target_p95_ms": TARGET_P95_MS,
        "holds": bool(rows) and overall["p95_ms"] <= TARGET_P95_MS,
        "load_before": load_before,
        "load_after": load_after,
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
    }


def format_report(res: dict[str, Any]) -> str:
    def line(name: str, s: dict[str, Any]) -> str:
        if not s.get("n"):
            return f"  {name:<14} (none)"
        return (
            f"  {name:<14} n={s['n']:<4} p50 {s['p50_ms']:>7} ms  p95 {s['p95_ms']:>7} ms  "
            f"max {s['max_ms']:>7} ms"
        )

    state = f"{res['busy']} busy processes" if res["busy"] else "idle"
    out = [f"hint at HINT: {res['positions']} positions, seed {res['seed']}, {state}"]
    out.append(line("all", res["all"]))
    out.append("by decision kind:")
    out += [line(k, s) for k, s in res["by_kind"].items()]
    mark = "✓" if res["holds"] else "✗"
    out.append(f"target: p95 <= {res['target_p95_ms']:g} ms {mark}")
    out.append(
        f"load average before {res['load_before']}, after {res['load_after']} "
        f"({res['cpus']} CPUs, Python {res['python']})"
    )
    return "\n".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--positions", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--busy", type=int, default=0, help="background processes playing games")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    res = run(args.positions, args.seed, args.busy)
    print(json.dumps(res, indent=1) if args.json else format_report(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
