"""Speed of the analysis of a decision: ``python benchmarks/analyse_bench.py``.

    python benchmarks/analyse_bench.py [--positions 200] [--budget hint] [--seed 1] [--json]

Collects ``--positions`` seeded positions spread evenly over every decision kind
(``continental_qt.ai.analysis.DECISIONS``: draw, May I?, first refusal, go down, lay off,
go out, discard) from games between mediums of several presets and table sizes
(``CASES``), and times :func:`~continental_qt.ai.analysis.analyse` at the named budget on
each (``--budget``: play, hint or review). Position ``i`` is analysed with seed ``i``.

Prints p50/p95/max in milliseconds over all positions, by decision kind and by preset,
with the work done (candidates and rollouts per call: the same on any machine) and the
load average before and after (the figure depends on what else the machine runs). The
target is the issue's: ``analyse`` at ``HINT`` p95 <= 500 ms. Nothing fails when it is
missed.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

from bench import percentile

from continental_qt.ai import make_ai
from continental_qt.ai.analysis import BUDGETS, DECISIONS, analyse, decision_kind
from continental_qt.engine import NEXT_ROUND, GameState, get_preset
from continental_qt.engine.state import ROUND_OVER

# (preset, players): contract games with May I? at two and four players, Liverpool's
# first refusal, the single-hand game's going out, a game without May I?.
CASES = (("may-i", 2), ("may-i", 4), ("liverpool", 3), ("continental-15", 2), ("carioca", 3))
TARGET_MS = {"hint": 500.0}
EVERY = 3  # take every third decision of a kind in a game, so positions spread over rounds


def walk(preset: str, players: int, seed: int, max_actions: int = 20_000) -> Iterator[tuple]:
    """Yield (state, decision kind) at every decision with more than one legal move of a
    seeded game between mediums (the live state: copy it to keep it). Seat ``s`` plays
    with seed ``seed * 100 + s``."""
    state = GameState(get_preset(preset), players, seed)
    bots = [make_ai("medium", seed * 100 + s) for s in range(players)]
    for _ in range(max_actions):
        if state.is_over:
            return
        if state.phase == ROUND_OVER:
            state.apply(NEXT_ROUND)
            continue
        seat = state.to_act
        view = state.view(seat)
        legal = view.legal_actions()
        if len(legal) > 1:
            yield state, decision_kind(view, legal)
        state.apply(bots[seat].choose(view))


def positions(count: int, seed: int, max_games: int = 60) -> list[tuple[str, int, str, GameState]]:
    """``count`` positions (preset, players, kind, state), as evenly spread over the
    decision kinds as the games allow, from seeded games of every case in turn."""
    quota = {k: count // len(DECISIONS) + (i < count % len(DECISIONS)) for i, k in
             enumerate(DECISIONS)}  # fmt: skip
    got: dict[str, list] = {k: [] for k in DECISIONS}
    for g in range(max_games):
        for preset, players in CASES:
            seen: dict[str, int] = {}
            for state, kind in walk(preset, players, seed * 1000 + g):
                seen[kind] = seen.get(kind, 0) + 1
                if len(got[kind]) < quota[kind] and seen[kind] % EVERY == 1:
                    got[kind].append((preset, players, kind, state.clone()))
            if all(len(got[k]) >= quota[k] for k in DECISIONS):
                break
        if all(len(got[k]) >= quota[k] for k in DECISIONS):
            break
    # A kind the games offer too seldom stays short of its quota (the report counts each).
    return [p for k in DECISIONS for p in got[k]]


def _stats(ms: Sequence[float]) -> dict[str, Any]:
    if not ms:
        return {"n": 0}
    s = sorted(ms)
    return {
        "n": len(s),
        "p50_ms": round(percentile(s, 50), 1),
        "p95_ms": round(percentile(s, 95), 1),
        "max_ms": round(s[-1], 1),
    }


def run(count: int, budget_name: str, seed: int, deals: int = 0, turns: int = -1) -> dict[str, Any]:
    """Time ``analyse`` at the named budget (``deals`` > 0 and ``turns`` >= 0 override
    its fields; ``turns`` 0: to the end of the round) on ``count`` positions."""
    budget = BUDGETS[budget_name]
    if deals > 0:
        budget = replace(budget, deals=deals, screen=min(budget.screen, deals))
    if turns >= 0:
        budget = replace(budget, turns=turns or None)
    found = positions(count, seed)
    load_before = os.getloadavg() if hasattr(os, "getloadavg") else None
    rows = []
    for i, (preset, players, kind, state) in enumerate(found):
        view = state.view(state.to_act)
        start = time.perf_counter()
        result = analyse(view, budget, seed=i)
        ms = (time.perf_counter() - start) * 1000
        rows.append({
            "preset": preset, "players": players, "kind": kind, "ms": ms,
            "candidates": len(result.candidates),
            "rollouts": sum(c.samples for c in result.candidates),
        })  # fmt: skip
    load_after = os.getloadavg() if hasattr(os, "getloadavg") else None
    all_ms = [r["ms"] for r in rows]
    by_kind = {k: _stats([r["ms"] for r in rows if r["kind"] == k]) for k in DECISIONS}
    for k in DECISIONS:
        mine = [r for r in rows if r["kind"] == k]
        if mine:
            by_kind[k]["rollouts_mean"] = round(sum(r["rollouts"] for r in mine) / len(mine), 1)
            by_kind[k]["candidates_mean"] = round(sum(r["candidates"] for r in mine) / len(mine), 1)
    cases = sorted({(r["preset"], r["players"]) for r in rows})
    by_case = {
        f"{p}/{n}": _stats([r["ms"] for r in rows if (r["preset"], r["players"]) == (p, n)])
        for p, n in cases
    }
    overall = _stats(all_ms)
    target = TARGET_MS.get(budget_name)
    return {
        "budget": budget_name,
        "deals": budget.deals,
        "turns": budget.turns,
        "positions": len(rows),
        "seed": seed,
        "all": overall,
        "by_kind": by_kind,
        "by_case": by_case,
        "target_p95_ms": target,
        "holds": None if target is None or not rows else overall["p95_ms"] <= target,
        "load_before": load_before,
        "load_after": load_after,
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
    }


def format_report(res: dict[str, Any]) -> str:
    def line(name: str, s: dict[str, Any]) -> str:
        if not s.get("n"):
            return f"  {name:<16} (none)"
        extra = ""
        if "rollouts_mean" in s:
            extra = f"  {s['candidates_mean']:>5} candidates, {s['rollouts_mean']:>6} rollouts"
        return (
            f"  {name:<16} n={s['n']:<4} p50 {s['p50_ms']:>7} ms  p95 {s['p95_ms']:>7} ms  "
            f"max {s['max_ms']:>7} ms{extra}"
        )

    turns = "to the end of the round" if res["turns"] is None else f"{res['turns']} turns"
    out = [
        f"analyse at budget {res['budget']!r} ({res['deals']} deals, {turns}): "
        f"{res['positions']} positions, seed {res['seed']}"
    ]
    out.append(line("all", res["all"]))
    out.append("by decision kind:")
    out += [line(k, s) for k, s in res["by_kind"].items()]
    out.append("by preset/players:")
    out += [line(k, s) for k, s in res["by_case"].items()]
    if res["target_p95_ms"] is not None:
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
    p.add_argument("--budget", default="hint", choices=sorted(BUDGETS))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--deals", type=int, default=0, help="override the budget's deals")
    p.add_argument(
        "--turns", type=int, default=-1, help="override the budget's turns (0: to the end)"
    )
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    res = run(args.positions, args.budget, args.seed, args.deals, args.turns)
    print(json.dumps(res, indent=1) if args.json else format_report(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
