"""AI speed benchmark: ``python benchmarks/ai_bench.py``.

    python benchmarks/ai_bench.py [--games 50] [--hard-games 5] [--preset may-i]
        [--levels easy,medium,hard] [--players 4] [--throughput-games 20] [--seed 1] [--json]

Measures, with fixed seeds:

1. Decision latency per level: ``--games`` whole games (``--hard-games`` for
   the slow levels, hard and oracle) with every seat played by that level
   (``--players``, default 4, kept within the preset's range). Every call of
   ``player.choose`` is timed (building the view it is given is not counted:
   that is the engine's cost) and reported as p50/p95/max in milliseconds,
   over all decisions and split by kind:

   * ``draw``: draw from the stock or take the discard (draw phase);
   * ``may_i``: claim ("May I?") or pass, also first refusal;
   * ``go_down``: go down with the contract (or go out, single-hand rules);
   * ``lay_off``: lay off a card or swap a wild (play phase);
   * ``discard``: discard (play phase).

   Game ``g`` of every level uses deal seed ``seed * 1000 + g`` and seat ``s``
   plays with seed ``deal_seed * 100 + s``, so the levels play the same deals.
2. Throughput: ``--throughput-games`` whole 4-player ``may-i`` games (all 7
   rounds) between four mediums, in games per second, counting everything a
   caller pays (views, decisions, applying the actions).

Targets are printed next to the figures: easy and medium p95 <= 5 ms; hard
p95 <= 300 ms and max <= 1 s; >= 5 games/s for four mediums. Nothing fails
when a target is missed; the exit status is 1 only if a player makes an
illegal move or raises.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from collections.abc import Sequence
from typing import Any

from bench import percentile

from continental_qt.ai import SIM_LEVELS, make_ai
from continental_qt.engine import (
    NEXT_ROUND,
    PRESET_IDS,
    Discard,
    GameState,
    GoDown,
    GoOut,
    LayOff,
    SwapWild,
    get_preset,
)
from continental_qt.engine.state import DRAW, FIRST_REFUSAL, MAY_I, PLAY, ROUND_OVER
from continental_qt.sim.ladder import PlayerFailure, observe, play_out

KINDS = ("draw", "may_i", "go_down", "lay_off", "discard")
SLOW_LEVELS = ("hard", "oracle", "hard-analyse", "coach")
THROUGHPUT_PRESET = "may-i"
THROUGHPUT_PLAYERS = 4
THROUGHPUT_LEVEL = "medium"

# (level, statistic, limit in ms)
LATENCY_TARGETS = (
    ("easy", "p95_ms", 5.0),
    ("medium", "p95_ms", 5.0),
    ("hard", "p95_ms", 300.0),
    ("hard", "max_ms", 1000.0),
)
TARGET_GAMES_PER_S = 5.0


def decision_kind(phase: str, action: Any) -> str:
    """Which kind of decision ``action`` is, taken in ``phase`` (see the module docstring)."""
    if phase in (MAY_I, FIRST_REFUSAL):
        return "may_i"
    if isinstance(action, (GoDown, GoOut)):
        return "go_down"
    if phase == DRAW:
        return "draw"
    if phase == PLAY:
        if isinstance(action, (LayOff, SwapWild)):
            return "lay_off"
        if isinstance(action, Discard):
            return "discard"
    return "other"


def summarize_ms(samples_ns: Sequence[int]) -> dict[str, Any]:
    """n and p50/p95/max/mean in milliseconds of nanosecond samples."""
    xs = sorted(samples_ns)
    if not xs:
        return {"n": 0, "p50_ms": None, "p95_ms": None, "max_ms": None, "mean_ms": None}
    return {
        "n": len(xs),
        "p50_ms": round(percentile(xs, 50) / 1e6, 4),
        "p95_ms": round(percentile(xs, 95) / 1e6, 4),
        "max_ms": round(xs[-1] / 1e6, 4),
        "mean_ms": round(sum(xs) / len(xs) / 1e6, 4),
    }


def deal_seed(seed: int, game: int) -> int:
    return seed * 1000 + game


def time_level(preset: str, level: str, games: int, players: int, seed: int) -> dict[str, Any]:
    """Latency of every decision of ``games`` games with all seats played by ``level``."""
    rules = get_preset(preset)
    samples: dict[str, list[int]] = {k: [] for k in (*KINDS, "other")}
    clock = time.perf_counter_ns
    for g in range(games):
        ds = deal_seed(seed, g)
        state = GameState(rules, players, ds)
        bots = [make_ai(level, ds * 100 + s) for s in range(players)]
        while not state.is_over:
            if state.phase == ROUND_OVER:
                state.apply(NEXT_ROUND)  # the deal between rounds: no decision to time
                continue
            seat = state.to_act
            assert seat is not None
            x = observe(bots[seat], state, seat)
            phase = state.phase
            action = None
            try:
                t0 = clock()
                action = bots[seat].choose(x)
                dt = clock() - t0
                state.apply(action)
            except Exception as exc:
                raise PlayerFailure(
                    seat, action, exc, state.turn_count, state.round_number
                ) from exc
            samples[decision_kind(phase, action)].append(dt)
    everything = [t for v in samples.values() for t in v]
    by_kind = {k: summarize_ms(samples[k]) for k in KINDS}
    if samples["other"]:
        by_kind["other"] = summarize_ms(samples["other"])
    return {
        "level": level,
        "games": games,
        "players": players,
        "decisions": len(everything),
        "choose_seconds": round(sum(everything) / 1e9, 4),
        "all": summarize_ms(everything),
        "by_kind": by_kind,
    }


def throughput(games: int, seed: int) -> dict[str, Any]:
    """Whole 4-player may-i games between four mediums, per second."""
    rules = get_preset(THROUGHPUT_PRESET)
    actions = 0
    started = time.perf_counter()
    for g in range(games):
        ds = deal_seed(seed, 500 + g)
        state = GameState(rules, THROUGHPUT_PLAYERS, ds)
        bots = [make_ai(THROUGHPUT_LEVEL, ds * 100 + s) for s in range(THROUGHPUT_PLAYERS)]
        actions += len(play_out(state, bots).actions or ())
    seconds = time.perf_counter() - started
    return {
        "preset": THROUGHPUT_PRESET,
        "players": THROUGHPUT_PLAYERS,
        "level": THROUGHPUT_LEVEL,
        "games": games,
        "actions": actions,
        "seconds": round(seconds, 4),
        "games_per_s": round(games / seconds, 3) if games and seconds > 0 else None,
    }


def evaluate_targets(levels: list[dict], tp: dict | None) -> list[dict[str, Any]]:
    by_level = {r["level"]: r for r in levels}
    out = []
    for level, stat, limit in LATENCY_TARGETS:
        r = by_level.get(level)
        value = r["all"][stat] if r else None
        out.append({
            "id": f"{level}_{stat}", "text": f"{level} {stat[:-3]} <= {limit:g} ms",
            "value": value, "limit": limit,
            "holds": None if value is None else value <= limit,
        })  # fmt: skip
    value = tp["games_per_s"] if tp else None
    out.append({
        "id": "medium_games_per_s",
        "text": f">= {TARGET_GAMES_PER_S:g} games/s, four mediums, 4-player may-i",
        "value": value, "limit": TARGET_GAMES_PER_S,
        "holds": None if value is None else value >= TARGET_GAMES_PER_S,
    })  # fmt: skip
    return out


def run(
    preset: str,
    levels: Sequence[str],
    games: int,
    hard_games: int,
    players: int,
    throughput_games: int,
    seed: int,
) -> dict[str, Any]:
    started = time.perf_counter()
    rules = get_preset(preset)
    n = min(max(players, rules.min_players), rules.max_players)
    per_level = [
        time_level(preset, lv, hard_games if lv in SLOW_LEVELS else games, n, seed) for lv in levels
    ]
    tp = throughput(throughput_games, seed) if throughput_games > 0 else None
    return {
        "format": "continental-ai-bench",
        "version": 1,
        "preset": rules.id,
        "players": n,
        "seed": seed,
        "levels": per_level,
        "throughput": tp,
        "targets": evaluate_targets(per_level, tp),
        "python": platform.python_version(),
        "wall_seconds": round(time.perf_counter() - started, 3),
    }


def _ms(v: float | None) -> str:
    return "     -" if v is None else f"{v:8.2f}"


def _target_note(targets: list[dict], level: str) -> str:
    notes = []
    for t in targets:
        if t["id"].startswith(level + "_") and t["id"] != "medium_games_per_s":
            mark = {True: "ok", False: "MISS", None: "n/a"}[t["holds"]]
            notes.append(f"{t['text'][len(level) + 1 :]}: {mark}")
    return "; ".join(notes)


def format_report(res: dict[str, Any]) -> str:
    lines = [
        f"AI decision latency, {res['preset']}, {res['players']} seats of one level, "
        f"seed {res['seed']} (time inside choose(), ms)",
        f"  {'level':<10}{'games':>6}{'decisions':>10}{'p50':>9}{'p95':>9}{'max':>9}   target",
    ]
    for r in res["levels"]:
        a = r["all"]
        lines.append(
            f"  {r['level']:<10}{r['games']:>6}{r['decisions']:>10}"
            f"{_ms(a['p50_ms'])} {_ms(a['p95_ms'])} {_ms(a['max_ms'])}   "
            + _target_note(res["targets"], r["level"])
        )
        for kind, s in r["by_kind"].items():
            lines.append(
                f"    {kind:<8}{'':>6}{s['n']:>10}"
                f"{_ms(s['p50_ms'])} {_ms(s['p95_ms'])} {_ms(s['max_ms'])}"
            )
    tp = res["throughput"]
    if tp is not None:
        t = res["targets"][-1]
        mark = {True: "ok", False: "MISS", None: "n/a"}[t["holds"]]
        rate = "n/a" if tp["games_per_s"] is None else f"{tp['games_per_s']:.2f}"
        lines.append(
            f"Throughput: four {tp['level']}s, {tp['players']}-player {tp['preset']}, "
            f"{tp['games']} games in {tp['seconds']:.2f} s = {rate} games/s "
            f"(target >= {TARGET_GAMES_PER_S:g}: {mark})"
        )
    lines.append(f"(wall time {res['wall_seconds']:.1f} s)")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="python benchmarks/ai_bench.py", description="Time the AI players' decisions."
    )
    p.add_argument("--games", type=int, default=50, help="games per level (default 50)")
    p.add_argument(
        "--hard-games", type=int, default=5, help="games for hard and oracle (default 5)"
    )
    p.add_argument("--preset", default="may-i", help=f"one of: {', '.join(PRESET_IDS)}")
    p.add_argument("--levels", default="easy,medium,hard", help="comma-separated AI levels")
    p.add_argument("--players", type=int, default=4, help="seats per game (default 4)")
    p.add_argument(
        "--throughput-games", type=int, default=20, help="four-medium games timed (0: skip)"
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    args = p.parse_args(argv)
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    bad = [lv for lv in levels if lv not in SIM_LEVELS]
    if args.preset not in PRESET_IDS or bad:
        what = f"preset {args.preset!r}" if not bad else f"level {bad[0]!r}"
        print(f"error: unknown {what}", file=sys.stderr)
        return 2
    if min(args.games, args.hard_games, args.throughput_games, args.seed) < 0:
        print("error: counts and seed must be 0 or more", file=sys.stderr)
        return 2
    try:
        res = run(
            args.preset, levels, args.games, args.hard_games, args.players,
            args.throughput_games, args.seed,
        )  # fmt: skip
    except PlayerFailure as exc:
        print(f"error: a player failed: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(res, indent=2))
    else:
        sys.stdout.write(format_report(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
