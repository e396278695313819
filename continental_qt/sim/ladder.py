"""Strength ladder of the AI levels: ``continental-qt-sim ladder``.

    continental-qt-sim ladder --preset may-i --games 500 --seed 1 --json out.json \\
        [--levels random,easy,medium,hard,oracle] [--jobs N] [--table-games M] [--gap-vs medium]

For every pair of levels (A, B), A listed later in ``--levels`` (normally the
stronger one), it plays two matches:

* **head-to-head**: ``--games`` games of A against B, 2 players. Each deal is
  played twice with the seats swapped (game ``2d`` puts A in seat ``d % 2``,
  game ``2d + 1`` in the other seat), so neither side keeps the better cards or
  the better seat. The figure is A's win rate (a tie counts half) with a 95%
  Wilson interval, and the mean final score per game of each side. A preset
  that needs 3 or more players (``contract-hoyle``, ``liverpool``,
  ``shanghai``) is played at its minimum count instead: on each deal A first
  sits in one seat against B in the others, then B in that seat against A in
  the others; A's credit in a game is the share of the winners that are A
  seats, so equal players still score 50%. The printout says so.
* **table**: ``--table-games`` games (default: ``--games``) of one A against
  three B, 4 players (3, with a note, for a preset that does not allow 4).
  A sits in each seat in turn on the same deal. The figure is A's share of the
  wins (ties shared; a fair share is 1/players), with a 95% Wilson interval.

Seeds. Head-to-head deal ``d`` uses deal seed ``seed * 1_000_000 + d``, table
deal ``d`` uses ``seed * 1_000_000 + 500_000 + d``; the player in seat ``s`` of
the ``c``-th game on a deal is seeded ``deal_seed * 256 + c * 16 + s``. The
deals do not depend on the pair, so every pair plays the same deals (a paired
comparison: e.g. hard and the oracle meet medium on identical cards) and a
pair's figures do not change when other levels are added to ``--levels``.

Games run in parallel (``--jobs``, default ``os.cpu_count()``) in worker
processes; results are gathered by game number, so every figure is the same
whatever ``--jobs`` is. Players see ``state.view(seat)``, except a player with
``sees_all`` (the oracle), which gets a copy of the full state. A player whose
move the engine refuses (``IllegalMove``), or that raises, fails the run: the
game is reported and the exit status is 1.

Scores: in contract presets the lowest total wins; in single-hand presets
(``rules.single_hand``, e.g. ``continental-15``) the highest. ``score_sense``
in the JSON says which, and the gap measure below follows it.

Targets printed at the end (``holds`` is judged on the point estimate; the
interval is printed beside it):

* ``medium_beats_easy``: medium's head-to-head win rate against easy >= 65%;
* ``easy_beats_random``: easy against random >= 80%;
* ``hard_beats_medium``: hard against medium >= 55%;
* ``hard_table_vs_medium``: hard's win share at a table with three mediums >= 35%;
* ``hard_gap_closure``: hard closes at least half of the mean-score gap between
  medium and the oracle. Each of medium, hard and oracle is measured by its
  mean score per game against the same opponent (``--gap-vs``, default medium;
  medium against itself is a self-play match on the same deals), and
  ``closure = (medium_gap - hard_gap) / medium_gap`` where ``X_gap`` is how
  much better the oracle's score is than X's (sign per ``score_sense``).

A target whose levels are not all in ``--levels`` is reported as not measured.

JSON (``--json PATH``), format ``continental-ladder`` version 1. Everything
except the ``run`` object is a deterministic function of the arguments and
the players' code::

    {
      "format": "continental-ladder", "version": 1,
      "preset": "may-i", "rules_name": str,
      "score_sense": "lower" | "higher",     # which final total wins
      "games": int, "table_games": int, "seed": int,
      "levels": [str, ...],                  # as given, weakest first
      "head_to_head_players": int, "table_players": int,
      "notes": [str, ...],                   # e.g. why a player count differs
      "pairs": [                             # every (A, B), A listed later
        {"a": str, "b": str,
         "head_to_head": MATCH,
         "table": MATCH | null}              # null when --table-games is 0
      ],
      "gap": {                               # null unless medium, hard, oracle listed
        "opponent": str,
        "mean_scores": {"medium": float, "hard": float, "oracle": float},
        "medium_gap": float, "hard_gap": float,
        "closure": float | null,             # null when medium_gap <= 0
        "extra_matches": [MATCH, ...]        # matches played only for this measure
      } | null,
      "targets": [
        {"id": str, "text": str, "measure": str, "value": float | null,
         "threshold": float, "ci_low": float | null, "ci_high": float | null,
         "holds": bool | null}               # null: not measured
      ],
      "run": {"jobs": int, "wall_seconds": float, "cpu_count": int, "python": str}
    }

    MATCH = {
      "kind": "head_to_head" | "table", "a": str, "b": str,
      "players": int, "games": int,
      "a_wins": float,                       # games won by A, ties shared
      "a_rate": float | null,                # a_wins / games (head-to-head win rate,
                                             # or table win share)
      "ci_low": float | null, "ci_high": float | null,   # 95% Wilson
      "fair_rate": float,                    # what equal players would get
      "a_mean_score": float | null, "b_mean_score": float | null,  # per seat, per game
      "actions": int                         # actions applied in all games
    }
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import sys
import time
import traceback
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..ai import LEVELS, SIM_LEVELS, make_ai
from ..engine import NEXT_ROUND, PRESET_IDS, ROUND_OVER, GameState, IllegalMove, get_preset
from ..engine.rules import RuleSet

FORMAT = "continental-ladder"
VERSION = 1
Z95 = 1.959963984540054
MAX_ACTIONS = 1_000_000
H2H_DEAL_BASE = 0
TABLE_DEAL_BASE = 500_000
MAX_GAMES = 250_000  # keeps head-to-head and table deal seeds apart
HEAD_TO_HEAD = "head_to_head"
TABLE = "table"
GAP_LEVELS = ("medium", "hard", "oracle")


# ------------------------------------------------------------------ playing


class PlayerFailure(Exception):
    """A player's move was refused by the engine (or the player raised)."""

    def __init__(self, seat: int, action: Any, cause: BaseException, turn: int, rnd: int) -> None:
        kind = "illegal move" if isinstance(cause, IllegalMove) else "error"
        super().__init__(
            f"seat {seat}: {kind} in round {rnd}, turn {turn}: "
            f"{type(cause).__name__}: {cause} (action {action!r})"
        )
        self.seat = seat
        self.action = action
        self.cause = cause


def observe(player: Any, state: GameState, seat: int) -> GameState:
    """What ``player`` is shown: its seat's view, or a copy of the state if it ``sees_all``."""
    return state.clone() if getattr(player, "sees_all", False) else state.view(seat)


def play_out(
    state: GameState,
    players: Sequence[Any],
    max_actions: int = MAX_ACTIONS,
    on_action: Callable[[GameState, int | None, Any], None] | None = None,
) -> GameState:
    """Play ``state`` to the end with one player object per seat.

    Between rounds (``ROUND_OVER``) no player is asked: this deals the next round
    itself (``NextRound``, reported to ``on_action`` with seat None).

    Raises :class:`PlayerFailure` when a player raises or its move is refused, and
    RuntimeError when the game does not end within ``max_actions`` actions.
    """
    for _ in range(max_actions):
        if state.is_over:
            return state
        if state.phase == ROUND_OVER:
            state.apply(NEXT_ROUND)
            if on_action is not None:
                on_action(state, None, NEXT_ROUND)
            continue
        seat = state.to_act
        assert seat is not None
        action = None
        try:
            action = players[seat].choose(observe(players[seat], state, seat))
            state.apply(action)
        except Exception as exc:
            raise PlayerFailure(seat, action, exc, state.turn_count, state.round_number) from exc
        if on_action is not None:
            on_action(state, seat, action)
    raise RuntimeError(f"game did not end within {max_actions} actions")


@dataclass(frozen=True)
class GameSpec:
    """One game of a match; ``index`` is its place in the match."""

    preset: str
    index: int
    deal_seed: int
    levels: tuple[str, ...]  # level of each seat
    a_seats: tuple[int, ...]
    player_seeds: tuple[int, ...]


@dataclass(frozen=True)
class GameResult:
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    actions: int
    failure: str | None = None


@cache
def _rules(preset: str) -> RuleSet:
    return get_preset(preset)


def play_spec(spec: GameSpec) -> GameResult:
    """Play one game of a match (runs in a worker process)."""
    state = GameState(_rules(spec.preset), len(spec.levels), spec.deal_seed)
    players = [make_ai(lv, ps) for lv, ps in zip(spec.levels, spec.player_seeds)]
    counter = [0]

    def count(_s: GameState, _seat: int | None, _a: Any) -> None:
        counter[0] += 1

    try:
        play_out(state, players, on_action=count)
    except PlayerFailure as exc:
        where = (
            f"game {spec.index} (deal seed {spec.deal_seed}, seats {','.join(spec.levels)}), "
            f"{spec.levels[exc.seat]} player in {exc}"
        )
        tb = "".join(traceback.format_exception(exc.cause))
        return GameResult((), (), counter[0], f"{where}\n{tb}")
    except Exception as exc:  # a game that never ends, or an engine fault
        where = f"game {spec.index} (deal seed {spec.deal_seed}, seats {','.join(spec.levels)})"
        tb = "".join(traceback.format_exception(exc))
        return GameResult((), (), counter[0], f"{where}: {exc}\n{tb}")
    return GameResult(tuple(state.totals), tuple(state.winners), counter[0])


# ------------------------------------------------------------------ matches


@dataclass(frozen=True)
class Match:
    kind: str  # HEAD_TO_HEAD or TABLE
    a: str
    b: str
    players: int
    games: int

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.kind, self.a, self.b)


def match_specs(preset: str, match: Match, seed: int) -> list[GameSpec]:
    """The seeded games of ``match`` (see the module docstring for the scheme)."""
    n = match.players
    specs = []
    for i in range(match.games):
        if match.kind == HEAD_TO_HEAD:
            deal, copy = divmod(i, 2)
            deal_seed = seed * 1_000_000 + H2H_DEAL_BASE + deal
            pivot = deal % n
            if n == 2:
                a_seats = (pivot,) if copy == 0 else (1 - pivot,)
            else:
                a_seats = (pivot,) if copy == 0 else tuple(s for s in range(n) if s != pivot)
        else:
            deal, copy = divmod(i, n)
            deal_seed = seed * 1_000_000 + TABLE_DEAL_BASE + deal
            a_seats = (copy,)
        levels = tuple(match.a if s in a_seats else match.b for s in range(n))
        seeds = tuple(deal_seed * 256 + copy * 16 + s for s in range(n))
        specs.append(GameSpec(preset, i, deal_seed, levels, a_seats, seeds))
    return specs


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float] | None:
    """Wilson score interval of a proportion (``successes`` may be fractional)."""
    if n <= 0:
        return None
    p = successes / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(max(p * (1 - p) / n + z2 / (4 * n * n), 0.0)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def summarize(match: Match, specs: Sequence[GameSpec], results: Sequence[GameResult]) -> dict:
    """A match's figures, summed in game order."""
    a_wins = 0.0
    a_score = 0.0
    b_score = 0.0
    actions = 0
    n = match.players
    for spec, res in zip(specs, results, strict=True):
        a_set = set(spec.a_seats)
        b_seats = [s for s in range(n) if s not in a_set]
        if res.winners:
            a_wins += sum(1 for w in res.winners if w in a_set) / len(res.winners)
        else:  # a void game: shared by all seats
            a_wins += len(a_set) / n
        a_score += sum(res.totals[s] for s in spec.a_seats) / len(spec.a_seats)
        b_score += sum(res.totals[s] for s in b_seats) / len(b_seats)
        actions += res.actions
    g = match.games
    ci = wilson(a_wins, g)
    return {
        "kind": match.kind,
        "a": match.a,
        "b": match.b,
        "players": n,
        "games": g,
        "a_wins": round(a_wins, 6),
        "a_rate": round(a_wins / g, 6) if g else None,
        "ci_low": round(ci[0], 6) if ci else None,
        "ci_high": round(ci[1], 6) if ci else None,
        "fair_rate": round(0.5 if match.kind == HEAD_TO_HEAD else 1 / n, 6),
        "a_mean_score": round(a_score / g, 4) if g else None,
        "b_mean_score": round(b_score / g, 4) if g else None,
        "actions": actions,
    }


def player_counts(rules: RuleSet) -> tuple[int, int, list[str]]:
    """Head-to-head and table player counts for ``rules``, with notes when not 2 and 4."""
    notes = []
    lo, hi = rules.min_players, rules.max_players
    h2h = 2 if lo <= 2 <= hi else lo
    if h2h != 2:
        notes.append(
            f"{rules.id} needs {lo}+ players: head-to-head is played {h2h}-handed "
            f"(on each deal A takes one seat against {h2h - 1} B, then B one seat "
            f"against {h2h - 1} A; A's credit is its share of the winners)"
        )
    table = 4 if lo <= 4 <= hi else (3 if lo <= 3 <= hi else lo)
    if table != 4:
        notes.append(
            f"{rules.id} does not allow 4 players: the table is one A against "
            f"{table - 1} B ({table} players)"
        )
    return h2h, table, notes


# ------------------------------------------------------------------ running


class RunFailed(Exception):
    pass


def run_matches(
    preset: str,
    matches: Sequence[Match],
    seed: int,
    jobs: int,
    progress: Callable[[int, int], None] | None = None,
) -> list[list[GameResult]]:
    """Play every game of ``matches``; results per match, in game order.

    Raises RunFailed (with the report of the first failing game in run order)
    when a player fails.
    """
    all_specs = [match_specs(preset, m, seed) for m in matches]
    flat = [(mi, gi) for mi, specs in enumerate(all_specs) for gi in range(len(specs))]
    out: list[list[GameResult | None]] = [[None] * len(s) for s in all_specs]
    total = len(flat)
    if jobs <= 1 or total <= 1:
        for done, (mi, gi) in enumerate(flat, 1):
            res = play_spec(all_specs[mi][gi])
            if res.failure is not None:
                raise RunFailed(res.failure)
            out[mi][gi] = res
            if progress:
                progress(done, total)
        return out  # type: ignore[return-value]

    # Costly games first (stronger levels, more seats), so the pool ends evenly.
    rank = {lv: i for i, lv in enumerate(SIM_LEVELS)}

    def cost(item: tuple[int, int]) -> tuple:
        spec = all_specs[item[0]][item[1]]
        return (-max(rank.get(lv, 0) for lv in spec.levels), -len(spec.levels), item)

    order = sorted(range(total), key=lambda k: cost(flat[k]))
    failures: dict[int, str] = {}
    done = 0
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        pending = {pool.submit(play_spec, all_specs[flat[k][0]][flat[k][1]]): k for k in order}
        while pending and not failures:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in finished:
                k = pending.pop(fut)
                res = fut.result()
                if res.failure is not None:
                    failures[k] = res.failure
                    continue
                mi, gi = flat[k]
                out[mi][gi] = res
                done += 1
                if progress:
                    progress(done, total)
        if failures:
            for fut in pending:
                fut.cancel()
            pool.shutdown(wait=True, cancel_futures=True)
            for fut, k in pending.items():
                if fut.done() and not fut.cancelled():
                    res = fut.result()
                    if res.failure is not None:
                        failures[k] = res.failure
    if failures:
        raise RunFailed(failures[min(failures)])
    return out  # type: ignore[return-value]


def pairs_of(levels: Sequence[str]) -> list[tuple[str, str]]:
    """(A, B) for every pair, A listed later than B; ordered by A, then B."""
    return [(levels[j], levels[i]) for j in range(len(levels)) for i in range(j)]


def _h2h(results: dict[tuple[str, str, str], dict], x: str, y: str) -> dict | None:
    """Head-to-head figures of ``x`` against ``y`` (flipped if the pair was played y, x)."""
    m = results.get((HEAD_TO_HEAD, x, y))
    if m is not None:
        return {"rate": m["a_rate"], "low": m["ci_low"], "high": m["ci_high"],
                "x_score": m["a_mean_score"], "y_score": m["b_mean_score"]}  # fmt: skip
    m = results.get((HEAD_TO_HEAD, y, x))
    if m is not None:
        flip = lambda v: None if v is None else round(1 - v, 6)  # noqa: E731
        return {"rate": flip(m["a_rate"]), "low": flip(m["ci_high"]), "high": flip(m["ci_low"]),
                "x_score": m["b_mean_score"], "y_score": m["a_mean_score"]}  # fmt: skip
    return None


def gap_measure(
    results: dict[tuple[str, str, str], dict], opponent: str, lower_wins: bool
) -> dict | None:
    """How much of the medium-to-oracle mean-score gap hard closes, against ``opponent``."""
    scores: dict[str, float] = {}
    for lv in GAP_LEVELS:
        if lv == opponent:
            m = results.get((HEAD_TO_HEAD, lv, lv))
            if m is None or m["a_mean_score"] is None:
                return None
            scores[lv] = (m["a_mean_score"] + m["b_mean_score"]) / 2
        else:
            h = _h2h(results, lv, opponent)
            if h is None or h["x_score"] is None:
                return None
            scores[lv] = h["x_score"]
    sign = -1.0 if lower_wins else 1.0  # how much better the oracle is, as a positive gap
    medium_gap = sign * (scores["oracle"] - scores["medium"])
    hard_gap = sign * (scores["oracle"] - scores["hard"])
    closure = (medium_gap - hard_gap) / medium_gap if medium_gap > 0 else None
    return {
        "opponent": opponent,
        "mean_scores": {k: round(v, 4) for k, v in scores.items()},
        "medium_gap": round(medium_gap, 4),
        "hard_gap": round(hard_gap, 4),
        "closure": None if closure is None else round(closure, 6),
    }


def evaluate_targets(
    results: dict[tuple[str, str, str], dict], gap: dict | None
) -> list[dict[str, Any]]:
    targets = []

    def h2h_target(tid: str, x: str, y: str, threshold: float) -> None:
        h = _h2h(results, x, y)
        value = h["rate"] if h else None
        targets.append({
            "id": tid, "text": f"{x} beats {y} >= {threshold:.0%} head-to-head",
            "measure": f"head-to-head win rate of {x} against {y}",
            "value": value, "threshold": threshold,
            "ci_low": h["low"] if h else None, "ci_high": h["high"] if h else None,
            "holds": None if value is None else value >= threshold,
        })  # fmt: skip

    h2h_target("medium_beats_easy", "medium", "easy", 0.65)
    h2h_target("easy_beats_random", "easy", "random", 0.80)
    h2h_target("hard_beats_medium", "hard", "medium", 0.55)
    t = results.get((TABLE, "hard", "medium"))
    value = t["a_rate"] if t else None
    targets.append({
        "id": "hard_table_vs_medium", "text": "hard wins >= 35% at a table with three mediums",
        "measure": "win share of one hard against three mediums",
        "value": value, "threshold": 0.35,
        "ci_low": t["ci_low"] if t else None, "ci_high": t["ci_high"] if t else None,
        "holds": None if value is None else value >= 0.35,
    })  # fmt: skip
    value = gap["closure"] if gap else None
    targets.append({
        "id": "hard_gap_closure",
        "text": "hard closes >= 50% of the mean-score gap between medium and oracle",
        "measure": "(medium_gap - hard_gap) / medium_gap, mean scores against "
        + (gap["opponent"] if gap else "the gap opponent"),
        "value": value, "threshold": 0.5, "ci_low": None, "ci_high": None,
        "holds": None if value is None else value >= 0.5,
    })  # fmt: skip
    return targets


def run_ladder(
    preset: str,
    levels: Sequence[str],
    games: int,
    table_games: int,
    seed: int,
    jobs: int,
    gap_vs: str = "medium",
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    """Play the ladder and return the JSON-ready report (see the module docstring)."""
    started = time.perf_counter()
    rules = get_preset(preset)
    h2h_n, table_n, notes = player_counts(rules)
    pairs = pairs_of(levels)
    matches: list[Match] = []
    for a, b in pairs:
        matches.append(Match(HEAD_TO_HEAD, a, b, h2h_n, games))
        if table_games > 0:
            matches.append(Match(TABLE, a, b, table_n, table_games))
    extra: list[Match] = []
    wants_gap = all(lv in levels for lv in GAP_LEVELS) and games > 0
    if wants_gap:
        played = {(m.a, m.b) for m in matches if m.kind == HEAD_TO_HEAD}
        for lv in GAP_LEVELS:
            if (lv, gap_vs) not in played and (gap_vs, lv) not in played:
                extra.append(Match(HEAD_TO_HEAD, lv, gap_vs, h2h_n, games))
                played.add((lv, gap_vs))
    per_match = run_matches(preset, matches + extra, seed, jobs, progress)
    summaries: dict[tuple[str, str, str], dict] = {}
    all_matches = matches + extra
    for m, res in zip(all_matches, per_match):
        summaries[m.key] = summarize(m, match_specs(preset, m, seed), res)
    lower_wins = not rules.single_hand
    gap = gap_measure(summaries, gap_vs, lower_wins) if wants_gap else None
    if gap is not None:
        gap["extra_matches"] = [summaries[m.key] for m in extra]
    return {
        "format": FORMAT,
        "version": VERSION,
        "preset": rules.id,
        "rules_name": rules.name,
        "score_sense": "lower" if lower_wins else "higher",
        "games": games,
        "table_games": table_games,
        "seed": seed,
        "levels": list(levels),
        "head_to_head_players": h2h_n,
        "table_players": table_n,
        "notes": notes,
        "pairs": [
            {
                "a": a,
                "b": b,
                "head_to_head": summaries[(HEAD_TO_HEAD, a, b)],
                "table": summaries.get((TABLE, a, b)),
            }
            for a, b in pairs
        ],
        "gap": gap,
        "targets": evaluate_targets(summaries, gap),
        "run": {
            "jobs": jobs,
            "wall_seconds": round(time.perf_counter() - started, 3),
            "cpu_count": os.cpu_count() or 1,
            "python": platform.python_version(),
        },
    }


# ------------------------------------------------------------------ output


def _pct(v: float | None) -> str:
    return "   n/a" if v is None else f"{100 * v:5.1f}%"


def _ci(m: dict) -> str:
    if m["ci_low"] is None:
        return "[  n/a ]"
    return f"[{100 * m['ci_low']:4.1f}, {100 * m['ci_high']:4.1f}]"


def _score(v: float | None) -> str:
    return "n/a" if v is None else f"{v:.1f}"


def format_report(rep: dict[str, Any]) -> str:
    lines = []
    sense = "lowest" if rep["score_sense"] == "lower" else "highest"
    lines.append(
        f"Ladder: {rep['rules_name']} ({rep['preset']}), seed {rep['seed']}, "
        f"levels {','.join(rep['levels'])}; the {sense} total wins"
    )
    for note in rep["notes"]:
        lines.append(f"  note: {note}")
    w = max([len(lv) for lv in rep["levels"]] + [5])
    lines.append("")
    lines.append(
        f"Head-to-head, {rep['head_to_head_players']} players, {rep['games']} games per pair "
        "(seats swapped on each deal; ties count half): A's win rate, 95% Wilson CI, "
        "mean score per game"
    )
    for p in rep["pairs"]:
        m = p["head_to_head"]
        lines.append(
            f"  {p['a']:>{w}} vs {p['b']:<{w}}  {_pct(m['a_rate'])} {_ci(m)}  "
            f"A {_score(m['a_mean_score']):>7}  B {_score(m['b_mean_score']):>7}"
        )
    if rep["table_games"] > 0:
        n = rep["table_players"]
        lines.append("")
        lines.append(
            f"Table, one A against {n - 1} B ({n} players), {rep['table_games']} games per pair: "
            f"A's share of the wins (fair share {100 / n:.0f}%), 95% Wilson CI, mean score"
        )
        for p in rep["pairs"]:
            m = p["table"]
            lines.append(
                f"  {p['a']:>{w}} vs {n - 1}x{p['b']:<{w}} {_pct(m['a_rate'])} {_ci(m)}  "
                f"A {_score(m['a_mean_score']):>7}  B {_score(m['b_mean_score']):>7}"
            )
    gap = rep["gap"]
    if gap is not None:
        s = gap["mean_scores"]
        lines.append("")
        lines.append(
            f"Mean score against {gap['opponent']}: medium {s['medium']:.1f}, "
            f"hard {s['hard']:.1f}, oracle {s['oracle']:.1f}; gap to the oracle: medium "
            f"{gap['medium_gap']:.1f}, hard {gap['hard_gap']:.1f}"
        )
    lines.append("")
    lines.append("Targets:")
    for t in rep["targets"]:
        mark = {True: "[ok]  ", False: "[MISS]", None: "[n/a] "}[t["holds"]]
        if t["value"] is None:
            detail = "not measured (levels not in --levels, or no games)"
        elif t["id"] == "hard_gap_closure":
            detail = f"closure {100 * t['value']:.1f}%"
        else:
            detail = f"{100 * t['value']:.1f}% [{100 * t['ci_low']:.1f}, {100 * t['ci_high']:.1f}]"
        lines.append(f"  {mark} {t['text']}: {detail}")
    lines.append("")
    lines.append(f"{rep['run']['wall_seconds']:.1f} s wall time, {rep['run']['jobs']} jobs")
    return "\n".join(lines) + "\n"


def _progress_printer() -> Callable[[int, int], None] | None:
    if not sys.stderr.isatty():
        return None
    last = [0.0]

    def show(done: int, total: int) -> None:
        now = time.monotonic()
        if now - last[0] >= 1.0 or done == total:
            last[0] = now
            end = "\n" if done == total else ""
            print(f"\r  {done}/{total} games", end=end, file=sys.stderr, flush=True)

    return show


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="continental-qt-sim ladder",
        description="Play the AI levels against each other and report their strength.",
    )
    p.add_argument("--preset", default="may-i", help=f"one of: {', '.join(PRESET_IDS)}")
    p.add_argument("--games", type=int, default=100, help="head-to-head games per pair")
    p.add_argument(
        "--table-games", type=int, default=None, help="table games per pair (default: --games)"
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--levels",
        default=",".join(LEVELS),
        help=f"comma-separated, weakest first (default: {','.join(LEVELS)})",
    )
    p.add_argument("--jobs", type=int, default=0, help="worker processes (default: all cores)")
    p.add_argument(
        "--gap-vs", default="medium", help="opponent for the mean-score gap (default: medium)"
    )
    p.add_argument("--json", default="", metavar="PATH", help="write all figures here as JSON")
    return p


def _split(text: str) -> list[str]:
    return [x.strip() for x in text.split(",") if x.strip()]


def main(argv: Iterable[str] | None = None) -> int:
    args = build_parser().parse_args(None if argv is None else list(argv))
    levels = _split(args.levels)
    table_games = args.games if args.table_games is None else args.table_games
    problems = []
    if args.preset not in PRESET_IDS:
        problems.append(f"unknown preset {args.preset!r}; known: {', '.join(PRESET_IDS)}")
    bad = [lv for lv in levels + [args.gap_vs] if lv not in SIM_LEVELS]
    if bad:
        problems.append(f"unknown level {bad[0]!r}; known: {', '.join(SIM_LEVELS)}")
    if len(levels) < 2 or len(set(levels)) != len(levels):
        problems.append("--levels must name at least two different levels")
    if not 0 <= args.games <= MAX_GAMES or not 0 <= table_games <= MAX_GAMES:
        problems.append(f"--games and --table-games must be 0..{MAX_GAMES}")
    if args.seed < 0:
        problems.append("--seed must be 0 or more")
    if args.jobs < 0:
        problems.append("--jobs must be 0 (all cores) or more")
    if problems:
        for msg in problems:
            print(f"error: {msg}", file=sys.stderr)
        return 2
    jobs = args.jobs or os.cpu_count() or 1
    try:
        rep = run_ladder(
            args.preset, levels, args.games, table_games, args.seed, jobs, args.gap_vs,
            progress=_progress_printer(),
        )  # fmt: skip
    except RunFailed as exc:
        print(f"error: a player failed in {exc}", file=sys.stderr)
        return 1
    sys.stdout.write(format_report(rep))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(rep, f, indent=1)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
