"""Does a hint's overrule hold up? ``python benchmarks/overrule_check.py``.

    python benchmarks/overrule_check.py [--positions 600] [--seed 62] [--deals 96] [--json]

A hint (:func:`continental_qt.ai.hints.hint`, the Hint button's and the ``coach``
level's code) plays hard's rules of thumb unless the analysis at ``HINT`` (8 deals)
finds a move that beats them by the hurdle (two points and two standard errors of the
paired difference); the tutor warns by the same rule. The best of several candidates on
8 deals is a lucky pick as often as a good one, so its lead is inflated (the winner's
curse). This script measures by how much: on the analysis benchmark's positions
(``analyse_bench.positions``: games between mediums of several presets and table sizes;
``continental-15`` left out, where hints follow the single-hand rules) it asks the hint,
and wherever the hint overrules the rules it plays both moves again on ``--deals`` fresh
deals (another seed, every deal shared by both) and reports the lead found there.

Prints how many positions were overruled, by decision kind, and for those: the mean lead
at the hint and on the fresh deals, and how many fresh leads are above zero, above two
standard errors, and below minus two standard errors (the overrule was wrong). The
figures are the rollouts' judgement, not played games: a bias shared by both samples
(the rollout policy's own play) is not measured here.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from analyse_bench import positions

from continental_qt.ai.analysis import Budget, analyse, paired_lead
from continental_qt.ai.hints import hint, hint_seed, position_key, rules_move
from continental_qt.ai.rollout import rollout_policy


def verify_budget(deals: int) -> Budget:
    """Only the named moves (``keep=0`` after one screening deal), every one to the end."""
    return Budget("verify", deals=deals, screen=1, keep=0, turns=None)


def run(count: int, seed: int, deals: int) -> dict[str, Any]:
    policy = rollout_policy()
    verify = verify_budget(deals)
    asked = 0
    rows: list[dict[str, Any]] = []
    for i, (preset, players, kind, state) in enumerate(positions(count, seed)):
        if preset == "continental-15":
            continue
        seat = state.to_act
        view = state.view(seat)
        asked += 1
        given = hint(view, seed=i, policy=policy)
        legal = view.legal_actions()
        mine = rules_move(view, seat, legal, hint_seed(position_key(view), i))
        if given.action == mine or given.analysis is None:
            continue
        chosen, best = given.analysis.of(mine), given.analysis.of(given.action)
        assert chosen is not None and best is not None
        lead, se = paired_lead(chosen, best)
        fresh = analyse(view, verify, 1_000_000 + seed * 10_000 + i, [mine, given.action],
                        policy=policy)  # fmt: skip
        again, other = fresh.of(mine), fresh.of(given.action)
        assert again is not None and other is not None
        fresh_lead, fresh_se = paired_lead(again, other)
        rows.append(
            {"position": i, "preset": preset, "players": players, "kind": kind, "lead": lead,
             "se": se, "fresh_lead": fresh_lead, "fresh_se": fresh_se}
        )  # fmt: skip
    return {"positions": asked, "seed": seed, "deals": deals, "overruled": rows}


def summary(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    if not n:
        return {"overruled": 0}
    return {
        "overruled": n,
        "mean_lead": sum(r["lead"] for r in rows) / n,
        "mean_fresh_lead": sum(r["fresh_lead"] for r in rows) / n,
        "fresh_above_zero": sum(r["fresh_lead"] > 0 for r in rows),
        "fresh_above_2se": sum(r["fresh_lead"] > 2 * r["fresh_se"] for r in rows),
        "fresh_below_2se": sum(r["fresh_lead"] < -2 * r["fresh_se"] for r in rows),
    }


def format_report(res: dict[str, Any]) -> str:
    rows = res["overruled"]
    lines = [
        f"{res['positions']} positions (seed {res['seed']}), hints overruled hard's rules in "
        f"{len(rows)}; each overrule played again on {res['deals']} fresh deals"
    ]
    kinds = sorted({r["kind"] for r in rows})
    for label, part in [("all", rows)] + [(k, [r for r in rows if r["kind"] == k]) for k in kinds]:
        s = summary(part)
        if not s["overruled"]:
            continue
        lines.append(
            f"  {label:14s} {s['overruled']:3d} overruled: lead at the hint {s['mean_lead']:+6.1f},"
            f" on fresh deals {s['mean_fresh_lead']:+6.1f}; fresh lead > 0: "
            f"{s['fresh_above_zero']}, > 2 se: {s['fresh_above_2se']}, < -2 se: "
            f"{s['fresh_below_2se']}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--positions", type=int, default=600)
    p.add_argument("--seed", type=int, default=62)
    p.add_argument("--deals", type=int, default=96)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if args.positions < 1 or args.deals < 2:
        p.error("--positions must be at least 1 and --deals at least 2")
    res = run(args.positions, args.seed, args.deals)
    print(json.dumps(res, indent=1) if args.json else format_report(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
