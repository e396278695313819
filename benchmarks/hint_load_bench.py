"""Do hints slow the computer players? ``python benchmarks/hint_load_bench.py``.

    python benchmarks/hint_load_bench.py [--positions 60] [--seed 5] [--level hard] [--json]

Times a computer player's decisions (``service.decide``, as the computer players' worker
process answers them) on ``--positions`` seeded positions: a whole pass not counted (the
caches warm for both), then alone, then with a hint asked at every turn, i.e. a second
process computing hints without a pause (the hint lane's ``answer`` at the ``HINT``
budget, on positions of its own) for the whole third pass. Prints p50/p95/max of the
last two in milliseconds and the p95 ratio; the issue's target is a ratio of at most
1.25 on 2 cores. Nothing fails when it is missed. The positions are the analysis
benchmark's (``analyse_bench.positions``), kept to the decisions the hard
player searches (``SEARCHED``).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import sys
import time
from typing import Any

from analyse_bench import _stats, positions

from continental_qt.ai import service
from continental_qt.ai.hint_service import HintRequest, answer

TARGET_RATIO = 1.25


def _hint_forever(seed: int) -> None:  # pragma: no cover - the background load
    found = positions(40, seed + 1000)
    i = 0
    while True:
        _preset, _n, _kind, state = found[i % len(found)]
        seat = state.to_act
        answer(HintRequest(i + 1, state.view(seat), seat, "hint", i))
        i += 1


def _decide_all(found: list, level: str) -> list[float]:
    players = service.Players()
    times = []
    for i, (_preset, _n, _kind, state) in enumerate(found):
        seat = state.to_act
        request = service.Request(i + 1, seat + 1, level, 7 + seat, None, state.view(seat))
        start = time.perf_counter()
        service.decide(request, players)
        times.append((time.perf_counter() - start) * 1000)
    return times


# The decisions the hard player searches (the others follow medium's rules at once).
SEARCHED = ("draw", "discard")


def run(count: int, seed: int, level: str) -> dict[str, Any]:
    found = [p for p in positions(count * 4, seed) if p[2] in SEARCHED][:count]
    # Warm-up, not counted: a whole pass, so the solver's caches are as full for the
    # first timed pass as for the second (a short warm-up made the ratio flatter).
    _decide_all(found, level)
    alone = _decide_all(found, level)
    context = multiprocessing.get_context("spawn")
    hinting = context.Process(target=_hint_forever, args=(seed,), daemon=True)
    hinting.start()
    try:
        time.sleep(1.0)  # the hint process is up and hinting
        busy = _decide_all(found, level)
    finally:
        hinting.kill()
        hinting.join()
    a, b = _stats(alone), _stats(busy)
    return {
        "positions": len(found),
        "level": level,
        "alone_ms": a,
        "with_hints_ms": b,
        "p95_ratio": round(b["p95_ms"] / a["p95_ms"], 2) if a["p95_ms"] else None,
        "target_ratio": TARGET_RATIO,
        "load": os.getloadavg() if hasattr(os, "getloadavg") else None,
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = run(args.positions, args.seed, args.level)
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    a, b = result["alone_ms"], result["with_hints_ms"]
    print(f"{result['level']} decisions on {result['positions']} positions (ms):")
    for label, t in (("alone:        ", a), ("hints at once:", b)):
        print(f"  {label} p50 {t['p50_ms']:.0f}  p95 {t['p95_ms']:.0f}  max {t['max_ms']:.0f}")
    ratio = result["p95_ratio"]
    verdict = "met" if ratio is not None and ratio <= TARGET_RATIO else "missed"
    print(f"  p95 ratio {ratio:.2f} (target <= {TARGET_RATIO}: {verdict}); load {result['load']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
