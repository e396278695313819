"""Engine benchmark: ``python benchmarks/bench.py [--quick] [--json] [--seed N]``.

Measures, with fixed seeds:

1. Random-play throughput: whole seeded 4-player ``may-i`` games where every
   decision is ``rng.choice(state.legal_actions())`` (a plain
   ``random.Random(seed)``), in actions per second. When ``rlcard`` is
   installed (``pip install -e '.[bench]'``), RLCard's gin-rummy game core
   (``GinRummyGame``, not the env wrapper) is played the same way, in
   alternating time slices so machine load hits both alike, and the ratio
   ours/RLCard is printed. Both figures include building each game, listing
   the legal actions, the random choice and applying it.
2. Contract-solver latency (p50/p95/max, microseconds): seeded hands for every
   round's contract of ``may-i`` and ``shanghai`` (10, 12 and 16 cards with 0-4
   wild cards) and ``continental-15`` 16-card hands, each timed with a fresh
   ``ContractSolver`` so no cached result hides the search; the figure with the
   shared solver's cache warm is reported separately, for information only.
3. ``GameState.clone()`` cost on states taken all through seeded games.
4. Rollouts: whole rounds a second played out by the hard player's rollout
   policy from determinized deals of decision points of seeded games.

Random play is measured for 4-player ``may-i`` and, each in slices of its own
against RLCard, ``shanghai`` x4 and ``continental-15`` x3; the feasibility
question (can the hand go down? answered as ``legal_actions`` asks it, the arrangement
placed only when the listed move is read) is timed beside the same answer with its
arrangement then placed (as when the move is played), and beside the best-arrangement
search.

Nothing here changes how the engine works: the figures are what a caller gets.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import os
import platform
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from typing import Any

from continental_qt.engine import (
    DRAW,
    NEXT_ROUND,
    ROUND_OVER,
    GameState,
    find_contract,
    get_preset,
    is_wild,
)
from continental_qt.engine.cards import Card, DealRandom, build_shoe
from continental_qt.engine.rules import RuleSet
from continental_qt.engine.solver import ContractSolver

TARGET_ACTIONS_PER_S = 60_000.0
TARGET_RATIO_VS_RLCARD = 1.6
TARGET_SOLVER_P95_US = 60.0
TARGET_SOLVER_MAX_US = 1000.0
TARGET_CLONE_US = 10.0

RLCARD_INSTALL_HINT = "pip install -e '.[bench]'"
SOLVER_PRESETS = ("may-i", "shanghai")
SOLVER_HAND_SIZES = (10, 12, 16)
SOLVER_WILDS = (0, 1, 2, 3, 4)
SINGLE_HAND_PRESET = "continental-15"
SINGLE_HAND_SIZE = 16


@dataclass(frozen=True)
class BenchConfig:
    """Sizes of one run. ``play_seconds`` is per engine (ours, then RLCard as much again)."""

    seed: int = 1
    preset: str = "may-i"
    players: int = 4
    play_seconds: float | None = 7.0
    play_games: int | None = None  # when set, exactly this many games per engine
    play_slice_seconds: float = 1.0
    solver_hands_per_case: int = 10
    solver_warmup_hands: int = 20
    clone_games: int = 3
    clone_stride: int = 37
    clone_reps: int = 200
    rlcard: bool = True
    # Further random-play tables (preset, players), each against RLCard in its own slices.
    more_tables: tuple[tuple[str, int], ...] = (("shanghai", 4), ("continental-15", 3))
    rollout_states: int = 24  # decision points sampled from seeded games
    rollout_deals: int = 4  # determinized deals played out from each


FULL = BenchConfig()
QUICK = BenchConfig(
    play_seconds=0.9,
    play_slice_seconds=0.3,
    solver_hands_per_case=2,
    solver_warmup_hands=10,
    clone_games=1,
    clone_stride=53,
    clone_reps=50,
    more_tables=(),
    rollout_states=4,
    rollout_deals=2,
)


# ----------------------------------------------------------------- statistics
def percentile(sorted_values: Sequence[float], p: float) -> float:
    """Nearest-rank percentile of an ascending sequence (p in 0..100)."""
    if not sorted_values:
        return float("nan")
    k = max(1, math.ceil(p / 100.0 * len(sorted_values)))
    return float(sorted_values[min(k, len(sorted_values)) - 1])


def summarize_us(samples_ns: Sequence[int]) -> dict[str, Any]:
    """p50/p95/max/mean in microseconds of nanosecond samples."""
    xs = sorted(samples_ns)
    if not xs:
        return {"n": 0, "p50_us": None, "p95_us": None, "max_us": None, "mean_us": None}
    return {
        "n": len(xs),
        "p50_us": percentile(xs, 50) / 1000.0,
        "p95_us": percentile(xs, 95) / 1000.0,
        "max_us": xs[-1] / 1000.0,
        "mean_us": sum(xs) / len(xs) / 1000.0,
    }


# --------------------------------------------------------------- random play
class _Throughput:
    """Plays whole games one at a time and adds up actions and the time they took."""

    def __init__(self, play_game: Callable[[int], int], first_seed: int) -> None:
        self._play_game = play_game
        self.next_seed = first_seed
        self.games = 0
        self.actions = 0
        self.seconds = 0.0

    def play_one(self) -> float:
        t0 = time.perf_counter()
        n = self._play_game(self.next_seed)
        dt = time.perf_counter() - t0
        self.next_seed += 1
        self.games += 1
        self.actions += n
        self.seconds += dt
        return dt

    def play_for(self, seconds: float) -> None:
        """Whole games until ``seconds`` of game time have passed (at least one game)."""
        spent = 0.0
        while True:
            spent += self.play_one()
            if spent >= seconds:
                return

    def result(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "actions": self.actions,
            "seconds": self.seconds,
            "actions_per_s": self.actions / self.seconds if self.seconds > 0 else 0.0,
            "actions_per_game": self.actions / self.games if self.games else 0.0,
        }


def our_random_game(rules: RuleSet, players: int) -> Callable[[int], int]:
    """A function playing one seeded random game of ours, returning its action count."""

    def play(seed: int) -> int:
        rng = random.Random(seed)
        state = GameState(rules, players, seed)
        n = 0
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            n += 1
        return n

    return play


def rlcard_random_game() -> Callable[[int], int] | None:
    """The same for RLCard's gin-rummy game core, or None when rlcard is not importable."""
    try:
        import numpy as np
        from rlcard.games.gin_rummy.game import GinRummyGame
    except ImportError:
        return None

    def play(seed: int) -> int:
        rng = random.Random(seed)
        game = GinRummyGame()
        game.np_random = np.random.RandomState(seed)  # deals and the dealer choice
        game.init_game()
        n = 0
        while not game.is_over():
            game.step(rng.choice(game.judge.get_legal_actions()))
            n += 1
        return n

    return play


def rlcard_version() -> str | None:
    try:
        import rlcard
    except ImportError:
        return None
    return getattr(rlcard, "__version__", "unknown")


def bench_random_play(
    cfg: BenchConfig, preset: str | None = None, players: int | None = None
) -> dict[str, Any]:
    """Random-play throughput of ours and (when installed) RLCard, in alternating slices."""
    preset = preset or cfg.preset
    players = players or cfg.players
    rules = get_preset(preset)
    ours = _Throughput(our_random_game(rules, players), cfg.seed)
    rl_play = rlcard_random_game() if cfg.rlcard else None
    theirs = _Throughput(rl_play, cfg.seed) if rl_play is not None else None
    if cfg.play_games is not None:
        for _ in range(cfg.play_games):
            ours.play_one()
            if theirs is not None:
                theirs.play_one()
    else:
        budget = cfg.play_seconds or 0.0
        while ours.seconds < budget or (theirs is not None and theirs.seconds < budget):
            if ours.seconds < budget:
                ours.play_for(min(cfg.play_slice_seconds, budget - ours.seconds))
            if theirs is not None and theirs.seconds < budget:
                theirs.play_for(min(cfg.play_slice_seconds, budget - theirs.seconds))
    out: dict[str, Any] = {
        "preset": preset,
        "players": players,
        "ours": ours.result(),
    }
    if theirs is not None:
        out["rlcard"] = {"game": "gin-rummy (GinRummyGame core)", "version": rlcard_version()}
        out["rlcard"].update(theirs.result())
        rl_rate = out["rlcard"]["actions_per_s"]
        out["ratio"] = out["ours"]["actions_per_s"] / rl_rate if rl_rate else None
    else:
        reason = "disabled" if not cfg.rlcard else "rlcard is not installed"
        out["rlcard"] = {"skipped": reason, "install": RLCARD_INSTALL_HINT}
        out["ratio"] = None
    return out


# -------------------------------------------------------------------- solver
def _mix_seed(*parts: int) -> int:
    h = 0x9E3779B1
    for p in parts:
        h = (h * 1_000_003 + p + 1) & 0xFFFFFFFF
    return h


def _two_deck_pools(rules: RuleSet) -> tuple[list[Card], list[Card]]:
    """(non-wild cards, wild cards) of a 2-deck shoe with the preset's jokers for 2 decks."""
    jokers = next((row.jokers for row in rules.deck_table if row.decks == 2), 4)
    shoe = build_shoe(2, jokers)
    return [c for c in shoe if not is_wild(c, rules)], [c for c in shoe if is_wild(c, rules)]


def make_hand(
    naturals: Sequence[Card], wilds: Sequence[Card], size: int, n_wild: int, rng: DealRandom
) -> list[Card]:
    """``size - n_wild`` non-wild cards and ``n_wild`` wild cards, drawn at random."""
    nat = list(naturals)
    wil = list(wilds)
    rng.shuffle(nat)
    rng.shuffle(wil)
    hand = nat[: size - n_wild] + wil[:n_wild]
    rng.shuffle(hand)
    return hand


@dataclass(frozen=True)
class SolverCase:
    preset: str
    round_number: int
    contract: str
    size: int
    wilds: int
    hands: tuple[tuple[Card, ...], ...]


def solver_cases(
    hands_per_case: int,
    seed: int,
    presets: Sequence[str] = SOLVER_PRESETS,
    sizes: Sequence[int] = SOLVER_HAND_SIZES,
    wild_counts: Sequence[int] = SOLVER_WILDS,
    single_hand: bool = True,
) -> tuple[list[SolverCase], list[dict[str, Any]]]:
    """The seeded hands; also the cases left out because the contract needs more cards
    than the hand holds (the solver answers those by a length check, with no search)."""
    cases: list[SolverCase] = []
    skipped: list[dict[str, Any]] = []
    for pi, pid in enumerate(presets):
        rules = get_preset(pid)
        naturals, wilds = _two_deck_pools(rules)
        for rnd in range(1, rules.num_rounds + 1):
            contract = rules.round(rnd).contract
            label = " ".join(f"{r.kind[0].upper()}{r.min_length}" for r in contract)
            need = sum(r.min_length for r in contract)
            for size in sizes:
                for w in wild_counts:
                    if need > size:
                        skipped.append({"preset": pid, "round": rnd, "size": size, "wilds": w})
                        continue
                    rng = DealRandom(_mix_seed(seed, pi, rnd, size, w))
                    hands = tuple(
                        tuple(make_hand(naturals, wilds, size, w, rng))
                        for _ in range(hands_per_case)
                    )
                    cases.append(SolverCase(pid, rnd, label, size, w, hands))
    if single_hand:
        rules = get_preset(SINGLE_HAND_PRESET)
        naturals, wilds = _two_deck_pools(rules)
        for w in wild_counts:
            rng = DealRandom(_mix_seed(seed, 99, 1, SINGLE_HAND_SIZE, w))
            hands = tuple(
                tuple(make_hand(naturals, wilds, SINGLE_HAND_SIZE, w, rng))
                for _ in range(hands_per_case)
            )
            cases.append(SolverCase(SINGLE_HAND_PRESET, 1, "going out", SINGLE_HAND_SIZE, w, hands))
    return cases, skipped


def _fresh_call(
    rules: RuleSet, round_number: int, best: bool = True
) -> Callable[[Sequence[Card]], Any]:
    """What ``find_contract`` does, but on a new solver (empty cache) built outside the
    timing. ``best=False``: the feasibility question ``legal_actions`` asks (any
    arrangement, as ``find(..., best_only=False)`` and the going-out search's first fit)."""
    if rules.single_hand:

        def call(hand: Sequence[Card]) -> Any:
            solver = ContractSolver(rules)
            t0 = time.perf_counter_ns()
            res = solver.find_going_out(hand, best)
            return time.perf_counter_ns() - t0, res

        return call
    contract = rules.round(round_number).contract

    def call(hand: Sequence[Card]) -> Any:
        solver = ContractSolver(rules)
        t0 = time.perf_counter_ns()
        res = solver.find(hand, contract, best)
        return time.perf_counter_ns() - t0, res

    return call


def _fresh_answer(rules: RuleSet, round_number: int) -> Callable[[Sequence[Card]], Any]:
    """The feasibility question as ``legal_actions`` asks it, on a new solver: the call
    returns ``(ns, None or (cards left, make))`` (``find_later``: ``make()`` places the
    arrangement when the listed move is read). The single-hand game places its going
    out at once: ``(ns, arrangement or None)``."""
    if rules.single_hand:
        return _fresh_call(rules, round_number, best=False)
    contract = rules.round(round_number).contract

    def answer(hand: Sequence[Card]) -> Any:
        solver = ContractSolver(rules)
        t0 = time.perf_counter_ns()
        res = solver.find_later(hand, contract, witness=True, seat=0)
        return time.perf_counter_ns() - t0, res

    return answer


@contextmanager
def gc_paused() -> Iterator[None]:
    """Time without the cyclic garbage collector, as ``timeit`` does: a collection set off
    by earlier allocations would otherwise land on whichever call happens to be running
    (a pause of several milliseconds once the process holds the solver's tables)."""
    was_enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def bench_solver(cfg: BenchConfig, cases: list[SolverCase] | None = None) -> dict[str, Any]:
    """Latency of the contract solver: fresh solver per hand (the target), warm shared cache."""
    skipped: list[dict[str, Any]] = []
    if cases is None:
        cases, skipped = solver_cases(cfg.solver_hands_per_case, cfg.seed)
    rules_of = {pid: get_preset(pid) for pid in {c.preset for c in cases}}

    # Warm the interpreter (not the cache: a throwaway solver, hands of another seed),
    # spread evenly over the cases so every preset and contract is started once.
    if cfg.solver_warmup_hands and cases:
        warm_cases, _ = solver_cases(1, cfg.seed + 7919)
        step = max(1, len(warm_cases) // cfg.solver_warmup_hands)
        for case in warm_cases[::step][: cfg.solver_warmup_hands]:
            _fresh_call(get_preset(case.preset), case.round_number)(case.hands[0])

    fresh_ns: list[int] = []
    feasible_ns: list[int] = []
    placed_ns: list[int] = []
    warm_ns: list[int] = []
    by_preset: dict[str, list[int]] = {}
    by_wilds: dict[int, list[int]] = {}
    by_size: dict[str, list[int]] = {}
    feasible = 0
    disagreements = 0
    slowest: dict[str, Any] | None = None
    with gc_paused():
        for case in cases:
            rules = rules_of[case.preset]
            fresh = _fresh_call(rules, case.round_number)
            can = _fresh_answer(rules, case.round_number)
            for hand in case.hands:
                dt_can, res_can = can(hand)
                feasible_ns.append(dt_can)
                # The same answer with its arrangement placed: the answer's time and the
                # placing's (not a second search, which would find the process-wide
                # per-suit tables filled by the first and look quicker).
                dt_make = 0
                if res_can is not None and not rules.single_hand:
                    t0 = time.perf_counter_ns()
                    res_can[1]()
                    dt_make = time.perf_counter_ns() - t0
                placed_ns.append(dt_can + dt_make)
                dt, res = fresh(hand)
                fresh_ns.append(dt)
                by_preset.setdefault(case.preset, []).append(dt)
                by_wilds.setdefault(case.wilds, []).append(dt)
                by_size.setdefault(str(case.size), []).append(dt)
                if res is not None:
                    feasible += 1
                if slowest is None or dt > slowest["ns"]:
                    slowest = {
                        "ns": dt,
                        "preset": case.preset,
                        "round": case.round_number,
                        "contract": case.contract,
                        "size": case.size,
                        "wilds": case.wilds,
                        "hand": " ".join(c.code for c in hand),
                        "feasible": res is not None,
                    }
                # Shared cached solver: first call fills the cache, the second is timed.
                first = find_contract(hand, rules, case.round_number)
                t0 = time.perf_counter_ns()
                second = find_contract(hand, rules, case.round_number)
                warm_ns.append(time.perf_counter_ns() - t0)
                if (
                    (first is None) != (res is None)
                    or (second is None) != (res is None)
                    or (res_can is None) != (res is None)
                ):
                    disagreements += 1
    if slowest is not None:
        slowest["us"] = slowest.pop("ns") / 1000.0
    return {
        "hands": len(fresh_ns),
        "feasible": feasible,
        "skipped_cases": len(skipped),
        "skipped_note": "contract needs more cards than the hand holds (answered without search)",
        "fresh": summarize_us(fresh_ns),
        "feasibility_fresh": summarize_us(feasible_ns),
        "feasibility_placed_fresh": summarize_us(placed_ns),
        "warm_shared_cache": summarize_us(warm_ns),
        "by_preset": {k: summarize_us(v) for k, v in by_preset.items()},
        "by_wilds": {str(k): summarize_us(v) for k, v in sorted(by_wilds.items())},
        "by_size": {
            k: summarize_us(v) for k, v in sorted(by_size.items(), key=lambda kv: int(kv[0]))
        },
        "feasibility_disagreements": disagreements,
        "slowest": slowest,
    }


# --------------------------------------------------------------------- clone
def clone_snapshots(cfg: BenchConfig) -> list[GameState]:
    """States every ``clone_stride`` actions through seeded random games."""
    rules = get_preset(cfg.preset)
    snaps: list[GameState] = []
    for g in range(cfg.clone_games):
        seed = cfg.seed + 10_000 + g
        rng = random.Random(seed)
        state = GameState(rules, cfg.players, seed)
        n = 0
        while not state.is_over:
            if n % cfg.clone_stride == 0:
                snaps.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
            n += 1
        snaps.append(state.clone())
    return snaps


def bench_clone(cfg: BenchConfig) -> dict[str, Any]:
    snaps = clone_snapshots(cfg)
    per_state_ns: list[float] = []
    total_ns = 0
    reps = cfg.clone_reps
    for s in snaps:
        clone = s.clone
        t0 = time.perf_counter_ns()
        for _ in range(reps):
            clone()
        dt = time.perf_counter_ns() - t0
        total_ns += dt
        per_state_ns.append(dt / reps)
    per_state_ns.sort()
    n = len(snaps) * reps
    return {
        "states": len(snaps),
        "clones": n,
        "mean_us": total_ns / n / 1000.0 if n else None,
        "p50_state_us": percentile(per_state_ns, 50) / 1000.0 if per_state_ns else None,
        "max_state_us": per_state_ns[-1] / 1000.0 if per_state_ns else None,
        "max_actions_in_state": max((len(s.actions or ()) for s in snaps), default=0),
    }


# ------------------------------------------------------------------ rollouts
def rollout_starts(cfg: BenchConfig) -> list[tuple[GameState, int]]:
    """``(view, seat)`` at draw decisions spread through seeded games between mediums."""
    from continental_qt.ai import make_ai

    rules = get_preset(cfg.preset)
    out: list[tuple[GameState, int]] = []
    game = 0
    while len(out) < cfg.rollout_states:
        seed = cfg.seed + 20_000 + game
        state = GameState(rules, cfg.players, seed)
        bots = [make_ai("medium", seed * 10 + s) for s in range(cfg.players)]
        n = 0
        while not state.is_over and len(out) < cfg.rollout_states:
            if state.phase == ROUND_OVER:
                state.apply(NEXT_ROUND)
                continue
            seat = state.to_act
            if state.phase == DRAW and n % 23 == 0:
                out.append((state.view(seat), seat))
            state.apply(bots[seat].choose(state.view(seat)))
            n += 1
        game += 1
    return out


def bench_rollouts(cfg: BenchConfig) -> dict[str, Any]:
    """Whole rounds a second played out by the hard player's rollout policy from
    determinized deals (``ai/rollout.py``, ``ai/determinize.py``), as hard's search
    plays them but to the round's end."""
    from continental_qt.ai.determinize import Dealer
    from continental_qt.ai.rollout import rollout, rollout_policy

    starts = rollout_starts(cfg)
    rounds = actions = 0
    seconds = 0.0
    for i, (view, seat) in enumerate(starts):
        policy = rollout_policy()  # one a decision, as hard keeps one for its life
        dealer = Dealer(view)
        rng = random.Random(cfg.seed * 1000 + i)
        for _ in range(cfg.rollout_deals):
            world = dealer.deal(rng)
            t0 = time.perf_counter()
            rollout(world, seat, policy, 1_000_000)
            seconds += time.perf_counter() - t0
            rounds += 1
            actions += world.turn_count
    return {
        "preset": cfg.preset,
        "players": cfg.players,
        "rounds": rounds,
        "turns": actions,
        "seconds": seconds,
        "rounds_per_s": rounds / seconds if seconds else 0.0,
    }


# ----------------------------------------------------------------- reporting
def _fmt_num(x: float | None, digits: int = 1) -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "n/a"
    return f"{x:,.{digits}f}"


def targets(results: dict[str, Any]) -> list[dict[str, Any]]:
    """The summary rows: metric, measured value, target, met (None when not measured)."""
    play = results["random_play"]
    clone = results["clone"]
    ours = play["ours"]["actions_per_s"]
    ratio = play.get("ratio")
    can = results["solver"]["feasibility_fresh"]
    rows = [
        ("random play, actions/s (ours)", ours, ">=", TARGET_ACTIONS_PER_S, "", 0),
        (f"ours / RLCard, {play['preset']} x{play['players']}", ratio, ">=",
         TARGET_RATIO_VS_RLCARD, "x", 2),
    ]  # fmt: skip
    for more in results.get("more_tables", []):
        rows.append(
            (f"ours / RLCard, {more['preset']} x{more['players']}", more.get("ratio"), ">=",
             TARGET_RATIO_VS_RLCARD, "x", 2)
        )  # fmt: skip
    rows += [
        ("feasibility p95, us (fresh)", can["p95_us"], "<=", TARGET_SOLVER_P95_US, "", 1),
        ("feasibility max, us (fresh)", can["max_us"], "<=", TARGET_SOLVER_MAX_US, "", 1),
        ("clone() mean, us", clone["mean_us"], "<=", TARGET_CLONE_US, "", 2),
    ]
    out = []
    for name, value, op, target, unit, digits in rows:
        met = None if value is None else (value >= target if op == ">=" else value <= target)
        out.append(
            {
                "metric": name,
                "value": value,
                "op": op,
                "target": target,
                "unit": unit,
                "digits": digits,
                "met": met,
            }
        )
    return out


def format_report(results: dict[str, Any]) -> str:
    env = results["environment"]
    cfg = results["config"]
    play = results["random_play"]
    solver = results["solver"]
    clone = results["clone"]
    lines = [
        f"Continental engine benchmark ({results['mode']} run, seed {cfg['seed']}) - "
        f"Python {env['python']} {env['implementation']}, {env['machine']}, "
        f"{env['cpus']} CPUs",
        "",
        f"1. Random play: {play['preset']}, {play['players']} players, "
        "rng.choice(state.legal_actions()) per decision",
    ]
    o = play["ours"]
    lines.append(
        f"   ours    {o['games']:>6} games {o['actions']:>9,} actions {o['seconds']:7.2f} s"
        f"  -> {_fmt_num(o['actions_per_s'], 0):>9} actions/s"
        f"  ({o['actions_per_game']:,.0f} actions/game)"
    )
    rl = play["rlcard"]
    if "skipped" in rl:
        lines.append(f"   RLCard  skipped: {rl['skipped']} (install with: {rl['install']})")
    else:
        lines.append(
            f"   RLCard  {rl['games']:>6} games {rl['actions']:>9,} actions {rl['seconds']:7.2f} s"
            f"  -> {_fmt_num(rl['actions_per_s'], 0):>9} actions/s"
            f"  ({rl['actions_per_game']:,.0f} actions/game; rlcard {rl['version']},"
            " GinRummyGame core, random play)"
        )
        lines.append(f"   ratio ours/RLCard: {play['ratio']:.2f}x")
    for more in results.get("more_tables", []):
        o = more["ours"]
        ratio = more.get("ratio")
        lines.append(
            f"   {more['preset']}, {more['players']} players: ours "
            f"{_fmt_num(o['actions_per_s'], 0)} actions/s"
            + (f", ratio ours/RLCard {ratio:.2f}x" if ratio else "")
        )
    f, w = solver["fresh"], solver["warm_shared_cache"]
    c = solver["feasibility_fresh"]
    cp = solver["feasibility_placed_fresh"]
    lines += [
        "",
        f"2. Contract solver: {solver['hands']} seeded hands, {solver['feasible']} feasible "
        f"({solver['hands'] - solver['feasible']} not)",
        f"   left out: {solver['skipped_cases']} contract/size/wilds cases where the "
        f"{solver['skipped_note']}",
        "   (timed with the garbage collector paused, as timeit does)",
        f"   feasibility (can it go down? as legal_actions asks), fresh solver: "
        f"p50 {_fmt_num(c['p50_us'])} us, p95 {_fmt_num(c['p95_us'])} us, "
        f"max {_fmt_num(c['max_us'])} us, mean {_fmt_num(c['mean_us'])} us",
        f"   the same answer, its arrangement then placed: "
        f"p50 {_fmt_num(cp['p50_us'])} us, p95 {_fmt_num(cp['p95_us'])} us, "
        f"max {_fmt_num(cp['max_us'])} us, mean {_fmt_num(cp['mean_us'])} us",
        f"   best arrangement, fresh ContractSolver per hand: p50 {_fmt_num(f['p50_us'])} us, "
        f"p95 {_fmt_num(f['p95_us'])} us, max {_fmt_num(f['max_us'])} us, "
        f"mean {_fmt_num(f['mean_us'])} us",
        f"   shared cache warm (info):      p50 {_fmt_num(w['p50_us'])} us, "
        f"p95 {_fmt_num(w['p95_us'])} us, max {_fmt_num(w['max_us'])} us",
    ]
    for title, groups in (
        ("by preset", solver["by_preset"]),
        ("by hand size", solver["by_size"]),
        ("by wild cards", solver["by_wilds"]),
    ):
        parts = [
            f"{k}: {_fmt_num(v['p50_us'])}/{_fmt_num(v['p95_us'])}/{_fmt_num(v['max_us'])}"
            for k, v in groups.items()
        ]
        lines.append(f"   {title} (p50/p95/max us, fresh): " + "; ".join(parts))
    s = solver["slowest"]
    if s:
        lines.append(
            f"   slowest: {_fmt_num(s['us'])} us, {s['preset']} round {s['round']} "
            f"({s['contract']}), {s['size']} cards, {s['wilds']} wild: {s['hand']}"
        )
    if solver["feasibility_disagreements"]:
        lines.append(
            f"   WARNING: fresh and cached solvers disagreed on "
            f"{solver['feasibility_disagreements']} hands"
        )
    lines += [
        "",
        f"3. clone(): {clone['states']} states from seeded {play['preset']} games "
        f"(up to {clone['max_actions_in_state']:,} actions of history), "
        f"{clone['clones']:,} clones: mean {_fmt_num(clone['mean_us'], 2)} us, "
        f"per-state p50 {_fmt_num(clone['p50_state_us'], 2)} us, "
        f"max {_fmt_num(clone['max_state_us'], 2)} us",
    ]
    ro = results.get("rollouts")
    if ro:
        lines.append(
            f"4. Rollouts (hard's policy, whole rounds from determinized deals, "
            f"{ro['preset']} x{ro['players']}): {ro['rounds']} rounds, {ro['turns']:,} turns "
            f"in {ro['seconds']:.2f} s -> {_fmt_num(ro['rounds_per_s'], 1)} rounds/s"
        )
    lines += [
        "",
        f"{'metric':<32} {'measured':>12} {'target':>12}  met",
    ]
    for row in results["targets"]:
        unit = row["unit"]
        value = "n/a" if row["value"] is None else _fmt_num(row["value"], row["digits"]) + unit
        target = f"{row['op']} {_fmt_num(row['target'], 1 if unit == 'x' else 0)}{unit}"
        met = {True: "yes", False: "NO", None: "skipped"}[row["met"]]
        lines.append(f"{row['metric']:<32} {value:>12} {target:>12}  {met}")
    return "\n".join(lines)


def environment() -> dict[str, Any]:
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "machine": f"{platform.system()} {platform.machine()}",
        "cpus": os.cpu_count(),
        "rlcard": rlcard_version(),
    }


def run_all(cfg: BenchConfig, mode: str = "custom") -> dict[str, Any]:
    """Every measurement of ``cfg``; a JSON-serialisable dict."""
    started = time.perf_counter()
    gc.collect()
    results: dict[str, Any] = {
        "mode": mode,
        "config": asdict(cfg),
        "environment": environment(),
        "random_play": bench_random_play(cfg),
        "more_tables": [bench_random_play(cfg, p, n) for p, n in cfg.more_tables],
        "solver": bench_solver(cfg),
        "clone": bench_clone(cfg),
        "rollouts": bench_rollouts(cfg) if cfg.rollout_states else None,
    }
    results["targets"] = targets(results)
    results["wall_seconds"] = time.perf_counter() - started
    return results


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python benchmarks/bench.py",
        description="Benchmark the rules engine: random-play throughput (and RLCard's "
        "gin rummy when installed), contract-solver latency, clone() cost.",
    )
    parser.add_argument("--quick", action="store_true", help="a short run (about 3 s)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--seed", type=int, default=1, help="base seed (default 1)")
    parser.add_argument(
        "--no-rlcard", action="store_true", help="do not run RLCard even when installed"
    )
    args = parser.parse_args(argv)
    base = QUICK if args.quick else FULL
    cfg = BenchConfig(**{**asdict(base), "seed": args.seed, "rlcard": not args.no_rlcard})
    results = run_all(cfg, "quick" if args.quick else "full")
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        print(format_report(results))
        print(f"\n(wall time {results['wall_seconds']:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
