"""Headless simulator: ``continental-qt-sim`` plays AI-only games and writes replays.

    continental-qt-sim --preset may-i --players 4 --games 100 --seed 1 \\
        --seats greedy,greedy,random,greedy --replay out.jsonl --json
    continental-qt-sim ladder --preset may-i --games 500 --json out.json   # see sim/ladder.py

Game ``i`` uses deal seed ``seed + i``; the player in seat ``s`` is seeded
with ``(seed + i) * 100 + s``, so a run is reproducible. Players see only
their seat's view.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from collections.abc import Callable, Sequence
from typing import IO, Any

from ..ai import SIM_LEVELS, make_ai
from ..ai.baseline import PLAYERS as BASELINES
from ..ai.baseline import make_player
from ..engine import (
    NEXT_ROUND,
    PRESET_IDS,
    ROUND_OVER,
    Card,
    GameState,
    IllegalMove,
    action_to_json,
    get_preset,
)
from ..engine.rules import RuleSet
from ..engine.state import Event
from .hoarding import HOARD, Hoarding

PLAYERS = tuple(BASELINES) + tuple(k for k in SIM_LEVELS if k not in BASELINES)


def build_player(kind: str, seed: int):
    """A baseline player (random, greedy) or an AI level (easy ... oracle)."""
    return make_player(kind, seed) if kind in BASELINES else make_ai(kind, seed)


def play_game(
    rules: RuleSet,
    players: int,
    seed: int,
    seat_kinds: Sequence[str],
    on_step: Callable[[GameState, int | None, Any, list[Event]], None] | None = None,
    max_actions: int = 1_000_000,
    bots: Sequence[Any] | None = None,
) -> GameState:
    """Play one whole game; ``on_step(state, seat, action, events)`` runs after each action.

    Between rounds no player is asked: the next round is dealt (``NextRound``, seat None).
    ``bots``, if given, are the players (one a seat) instead of ``seat_kinds``'s levels.
    """
    state = GameState(rules, players, seed)
    if bots is None:
        bots = [build_player(kind, seed * 100 + s) for s, kind in enumerate(seat_kinds)]
    for _ in range(max_actions):
        if state.is_over:
            return state
        seat = state.to_act
        if state.phase == ROUND_OVER:
            action: Any = NEXT_ROUND
        else:
            assert seat is not None
            bot = bots[seat]
            action = bot.choose(state if getattr(bot, "sees_all", False) else state.view(seat))
        events = state.apply(action)
        if on_step is not None:
            on_step(state, seat, action, events)
    raise RuntimeError(f"game did not end within {max_actions} actions")


def replay_line(state: GameState, game: int, seat: int | None, action: Any) -> dict[str, Any]:
    return {
        "game": game,
        "round": state.round_number,
        "seat": seat,
        "action": action_to_json(action),
        "table": state.public_table(),
        "discard_top": state.discard[-1].code if state.discard else None,
        "stock": len(state.stock),
        "hand_sizes": [len(h) for h in state.hands],
        "hands": [[c.code for c in h] for h in state.hands],
    }


def run(args: argparse.Namespace, out: IO[str]) -> int:
    try:
        rules = get_preset(args.preset)
    except KeyError as exc:
        print(f"error: {exc.args[0]}", file=sys.stderr)
        return 2
    n = args.players or rules.min_players
    if not rules.min_players <= n <= rules.max_players:
        print(
            f"error: {rules.id} is for {rules.min_players}-{rules.max_players} players, not {n}",
            file=sys.stderr,
        )
        return 2
    seats = args.seats.split(",") if args.seats else ["greedy"] * n
    if len(seats) != n:
        print(f"error: --seats names {len(seats)} players, --players is {n}", file=sys.stderr)
        return 2
    unknown = [s for s in seats if s not in PLAYERS]
    if unknown:
        print(f"error: unknown player {unknown[0]!r}; known: {', '.join(PLAYERS)}", file=sys.stderr)
        return 2
    with contextlib.ExitStack() as stack:
        replay = (
            stack.enter_context(open(args.replay, "w", encoding="utf-8")) if args.replay else None
        )
        return _run_games(args, rules, n, seats, replay, out)


def _run_games(
    args: argparse.Namespace,
    rules: RuleSet,
    n: int,
    seats: list[str],
    replay: IO[str] | None,
    out: IO[str],
) -> int:
    wins = [0.0] * n
    totals = [0] * n
    actions = 0
    hoarding = Hoarding()
    started = time.perf_counter()
    for g in range(args.games):

        def on_step(
            state: GameState, seat: int | None, action: Any, events: list[Event], g: int = g
        ) -> None:
            nonlocal actions
            actions += 1
            hoarding.add(events, seats)
            if replay is None:
                return
            replay.write(json.dumps(replay_line(state, g, seat, action)) + "\n")
            for e in events:
                if e.kind == "round_ended":
                    line = {"game": g, "type": "round_end", **e.data, "winner": e.seat}
                    line["hands"] = {
                        str(k): [Card(u).code for u in v] for k, v in line["hands"].items()
                    }
                    replay.write(json.dumps(line) + "\n")

        try:
            state = play_game(rules, n, args.seed + g, seats, on_step)
        except IllegalMove as exc:
            print(f"error: game {g}: a player made an illegal move: {exc}", file=sys.stderr)
            return 1
        for s in range(n):
            totals[s] += state.totals[s]
        for w in state.winners:
            wins[w] += 1 / len(state.winners)
    elapsed = time.perf_counter() - started
    summary = {
        "preset": rules.id,
        "players": n,
        "games": args.games,
        "seed": args.seed,
        "seats": [
            {"seat": s, "player": seats[s], "wins": round(wins[s], 3),
             "mean_total": round(totals[s] / max(args.games, 1), 2)}
            for s in range(n)
        ],
        "actions": actions,
        "seconds": round(elapsed, 3),
    }  # fmt: skip
    if args.hoarding:
        summary["hoarding"] = hoarding.summary()
    if args.json:
        out.write(json.dumps(summary, indent=1) + "\n")
    else:
        out.write(f"{rules.name}: {args.games} games, {n} players, seed {args.seed}\n")
        for row in summary["seats"]:
            out.write(
                f"  seat {row['seat']} {row['player']:>8}: won {row['wins']:g}, "
                f"mean total {row['mean_total']:g}\n"
            )
        out.write(f"  {actions} actions in {elapsed:.1f} s\n")
        if args.hoarding:
            out.write(f"losing hands holding {HOARD} or more cards, per level:\n")
            out.write("".join(line + "\n" for line in hoarding.lines()))
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="continental-qt-sim", description="Play Continental games between computer players."
    )
    p.add_argument("--preset", default="may-i", help=f"one of: {', '.join(PRESET_IDS)}")
    p.add_argument("--players", type=int, default=0, help="number of players (default: minimum)")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--seats", default="", help=f"comma-separated: {', '.join(PLAYERS)}")
    p.add_argument("--replay", default="", help="write JSON Lines of every action here")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument(
        "--hoarding",
        action="store_true",
        help=f"print, per level, the share of losing hands holding {HOARD}+ cards",
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] == "ladder":
        from . import ladder

        return ladder.main(argv[1:])
    args = build_parser().parse_args(argv)
    if args.games < 0:
        print("error: --games must be 0 or more", file=sys.stderr)
        return 2
    return run(args, sys.stdout)


if __name__ == "__main__":
    sys.exit(main())
