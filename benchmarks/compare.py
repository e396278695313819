"""Before/after on a busy machine: two checkouts measured in alternating slices.

``python benchmarks/compare.py OLD_ROOT NEW_ROOT [--seconds S]`` starts one worker
process per checkout and kind of work and hands them the same work in turns
(a game, a few rollouts, a batch of solver hands), so load from other programs
falls on both alike. It prints each side's figures and new/old ratios:

- random play, actions/s: ``may-i`` x4, ``shanghai`` x4, ``continental-15`` x3
  (``rng.choice(state.legal_actions())``, as ``bench.py``);
- feasibility and best arrangement, fresh solver per hand: p50/p95/max us over
  ``bench.py``'s seeded hands;
- rollouts: whole rounds a second of hard's rollout policy from determinized deals.

Each worker imports the engine and ``benchmarks/bench.py`` of its own checkout.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

KINDS = ("play:may-i:4", "play:shanghai:4", "play:continental-15:3", "feas", "best", "rollout")


def worker(kind: str) -> None:
    import gc
    import random

    import bench

    from continental_qt.engine import GameState, get_preset

    cfg = bench.BenchConfig()
    if kind.startswith("play:"):
        _, preset, players = kind.split(":")
        play = bench.our_random_game(get_preset(preset), int(players))
        seed = [cfg.seed]

        def unit() -> dict:
            t0 = time.perf_counter()
            n = play(seed[0])
            seed[0] += 1
            return {"s": time.perf_counter() - t0, "actions": n}

    elif kind in ("feas", "best"):
        cases, _ = bench.solver_cases(cfg.solver_hands_per_case, cfg.seed)
        jobs = [
            (bench._fresh_call(get_preset(c.preset), c.round_number, kind == "best"), h)
            for c in cases
            for h in c.hands
        ]
        pos = [0]

        def unit() -> dict:
            out = []
            with bench.gc_paused():
                for _ in range(20):
                    call, hand = jobs[pos[0] % len(jobs)]
                    pos[0] += 1
                    out.append(call(hand)[0])
            return {"ns": out, "wrapped": pos[0] >= len(jobs)}

    else:
        from continental_qt.ai.determinize import Dealer
        from continental_qt.ai.rollout import rollout, rollout_policy

        starts = bench.rollout_starts(cfg)
        pos = [0]

        def unit() -> dict:
            i = pos[0] % len(starts)
            pos[0] += 1
            view, seat = starts[i]
            policy = rollout_policy()
            dealer = Dealer(view)
            rng = random.Random(cfg.seed * 1000 + i)
            t = 0.0
            for _ in range(cfg.rollout_deals):
                world = dealer.deal(rng)
                t0 = time.perf_counter()
                rollout(world, seat, policy, 1_000_000)
                t += time.perf_counter() - t0
            return {"s": t, "rounds": cfg.rollout_deals, "wrapped": pos[0] >= len(starts)}

    del GameState, gc
    print("ready", flush=True)
    for _line in sys.stdin:
        print(json.dumps(unit()), flush=True)


def _start(root: str, kind: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([root, os.path.join(root, "benchmarks")])}
    p = subprocess.Popen(
        [sys.executable, os.path.abspath(__file__), "--worker", kind],
        cwd=root,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert p.stdout is not None and p.stdout.readline().strip() == "ready"
    return p


def _ask(p: subprocess.Popen) -> dict:
    assert p.stdin is not None and p.stdout is not None
    p.stdin.write("go\n")
    p.stdin.flush()
    return json.loads(p.stdout.readline())


def _pct(xs: list[int], q: float) -> float:
    xs = sorted(xs)
    return xs[max(0, min(len(xs) - 1, int(round(q / 100 * len(xs) + 0.5)) - 1))] / 1000


def compare(old: str, new: str, kind: str, seconds: float) -> dict:
    procs = [_start(old, kind), _start(new, kind)]
    acc: list[dict] = [{}, {}]
    start = time.perf_counter()
    done = [False, False]
    while time.perf_counter() - start < seconds or not all(done):
        for i, p in enumerate(procs):
            r = _ask(p)
            a = acc[i]
            for k, v in r.items():
                if k == "wrapped":
                    done[i] = done[i] or v
                elif isinstance(v, list):
                    a.setdefault(k, []).extend(v)
                else:
                    a[k] = a.get(k, 0) + v
        if kind.startswith("play") or kind == "rollout":
            done = [True, True]
    for p in procs:
        p.kill()
    out = []
    for a in acc:
        if "ns" in a:
            ns = a["ns"]
            out.append({"hands": len(ns), "p50_us": _pct(ns, 50), "p95_us": _pct(ns, 95),
                        "max_us": max(ns) / 1000, "mean_us": sum(ns) / len(ns) / 1000})  # fmt: skip
        elif "actions" in a:
            out.append({"actions_per_s": a["actions"] / a["s"], "actions": a["actions"]})
        else:
            out.append({"rounds_per_s": a["rounds"] / a["s"], "rounds": a["rounds"]})
    return {"kind": kind, "old": out[0], "new": out[1]}


def main() -> int:
    ap = argparse.ArgumentParser(prog="python benchmarks/compare.py")
    ap.add_argument("old", nargs="?")
    ap.add_argument("new", nargs="?")
    ap.add_argument("--seconds", type=float, default=20.0, help="per kind (default 20)")
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("--worker")
    args = ap.parse_args()
    if args.worker:
        worker(args.worker)
        return 0
    for kind in args.kinds.split(","):
        res = compare(os.path.abspath(args.old), os.path.abspath(args.new), kind, args.seconds)
        o, n = res["old"], res["new"]
        key = next(k for k in ("actions_per_s", "rounds_per_s", "p95_us") if k in o)
        res["ratio_new_over_old"] = n[key] / o[key] if o[key] else None
        print(json.dumps(res), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
