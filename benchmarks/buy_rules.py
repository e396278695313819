"""What a May I? buying rule costs and gains: ``python benchmarks/buy_rules.py``.

    python benchmarks/buy_rules.py [--base hard] [--tables 1200] [--self-games 60]
        [--seed 31] [--players 4] [--jobs 2] [--json] VARIANT ...

A variant is a set of :class:`continental_qt.ai.player.Profile` fields changed from
the ``--base`` level's profile (``hard`` or ``medium``), written ``field=value`` and
joined by commas, e.g. ``buy_late=1`` or ``buy_far=2,buy_room=4``; ``-`` is the base
profile itself. Each variant plays its rules alone (no search), and for each it prints:

- **at a table**: ``--tables`` ``may-i`` games of ``--players`` (4; 2 plays head to head,
  where no one can buy) of one variant against ``medium-v1`` in every other seat (deal
  ``seed * 1000 + d`` for ``d`` below ``tables / players``, the variant in each seat in
  turn on the same deal, so variants are compared on the same games): its
  win rate with the 95% Wilson interval (par: one in ``players``), its mean final total
  minus the opponents' mean (lower is better) with the standard error of the per-deal
  mean (the deal's luck cancels out of it), and its hoarding figure (the share of its losing
  hands holding 14 or more cards, ``sim/hoarding.py``);
- **alone**: ``--self-games`` games of four of the variant (deals ``seed * 1000 + 500 +
  g``): the hoarding figure.

Seat ``s`` plays with seed ``deal * 100 + s``. The rules alone are fast (about a tenth of
a second a table), so a variant can be screened on thousands of tables before the
searching player is measured with it; docs/ai.md has what was found.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from dataclasses import fields, replace
from multiprocessing import Pool

from continental_qt.ai import make_ai
from continental_qt.ai.hard import HARD
from continental_qt.ai.player import MEDIUM, HeuristicPlayer, Profile
from continental_qt.engine import get_preset
from continental_qt.sim.cli import play_game
from continental_qt.sim.hoarding import Hoarding
from continental_qt.sim.ladder import wilson

BASES = {"hard": HARD, "medium": MEDIUM}
OPPONENT = "medium-v1"


def parse_variant(text: str, base: Profile) -> Profile:
    """``field=value,...`` (integers or floats) applied to ``base``; ``-`` is ``base``."""
    if text == "-":
        return base
    known = {f.name: f.type for f in fields(Profile)}
    changes: dict[str, float | int] = {}
    for part in text.split(","):
        name, _, value = part.partition("=")
        if name not in known or not value:
            raise SystemExit(f"bad variant {text!r}: {part!r} (fields: {', '.join(known)})")
        try:
            changes[name] = float(value) if "." in value else int(value)
        except ValueError:
            raise SystemExit(f"bad variant {text!r}: {part!r} is not a number") from None
    return replace(base, **changes)


def play(job: tuple[Profile, int, tuple[int, ...], int]) -> tuple[float, float, int, int]:
    """One game: (the variant's share of the win, its mean total minus the others' mean,
    its losing hands, how many of them held ``HOARD`` or more cards)."""
    profile, deal, mine, players = job
    bots = [
        HeuristicPlayer(profile, deal * 100 + s) if s in mine else make_ai(OPPONENT, deal * 100 + s)
        for s in range(players)
    ]
    kinds = ["variant" if s in mine else OPPONENT for s in range(players)]
    hoarding = Hoarding()
    state = play_game(
        get_preset("may-i"),
        players,
        deal,
        kinds,
        on_step=lambda _s, _seat, _a, events: hoarding.add(events, kinds),
        bots=bots,
    )
    losing = hoarding.losing.get("variant", 0)
    hoarded = hoarding.hoarded.get("variant", 0)
    winners = state.winners
    share = sum(1 for w in winners if w in mine) / len(winners) if winners else 0.0
    others = [state.totals[s] for s in range(players) if s not in mine]
    gap = sum(state.totals[s] for s in mine) / len(mine)
    gap -= sum(others) / len(others) if others else 0.0
    return share, gap, losing, hoarded


def measure(
    profile: Profile, seed: int, tables: int, self_games: int, pool, players: int = 4
) -> dict:
    """The figures of one variant (see the module docstring)."""
    deals = tables // players
    jobs = [(profile, seed * 1000 + d, (s,), players) for d in range(deals) for s in range(players)]
    table = pool.map(play, jobs, chunksize=8)
    alone = pool.map(
        play, [(profile, seed * 1000 + 500 + g, (0, 1, 2, 3), 4) for g in range(self_games)]
    )
    n = len(table)
    per_deal = [sum(r[1] for r in table[d * players : (d + 1) * players]) / players
                for d in range(deals)]  # fmt: skip
    mean_gap = sum(per_deal) / deals if deals else 0.0
    spread = sum((g - mean_gap) ** 2 for g in per_deal) / (deals - 1) if deals > 1 else 0.0
    wins = sum(r[0] for r in table)
    low, high = wilson(wins, n) or (0.0, 0.0)
    lost = sum(r[2] for r in table)
    lost_alone = sum(r[2] for r in alone)
    return {
        "tables": n,
        "win_rate": wins / n if n else None,
        "ci": [low, high],
        "gap": sum(r[1] for r in table) / n if n else None,
        "gap_se": (spread / deals) ** 0.5 if deals else None,
        "hoarding_at_table": sum(r[3] for r in table) / lost if lost else None,
        "losing_hands_at_table": lost,
        "hoarding_alone": sum(r[3] for r in alone) / lost_alone if lost_alone else None,
        "losing_hands_alone": lost_alone,
    }


def _pct(v: float | None) -> str:
    return "—" if v is None else f"{100 * v:.1f}%"


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("variants", nargs="+", help="field=value,... or - for the base profile")
    p.add_argument("--base", choices=sorted(BASES), default="hard")
    p.add_argument("--tables", type=int, default=1200)
    p.add_argument("--self-games", type=int, default=60)
    p.add_argument("--seed", type=int, default=31)
    p.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    args = p.parse_args(argv)
    base = BASES[args.base]
    profiles = [(v, parse_variant(v, base)) for v in args.variants]
    out = []
    with Pool(args.jobs) as pool:
        for text, profile in profiles:
            row = {
                "variant": text,
                **measure(profile, args.seed, args.tables, args.self_games, pool, args.players),
            }
            out.append(row)
            if not args.json:
                low, high = row["ci"]
                print(
                    f"{text:>24}: wins {_pct(row['win_rate'])} [{100 * low:.1f}, {100 * high:.1f}]"
                    f" of {row['tables']} tables, gap {row['gap']:+.1f} (se {row['gap_se']:.1f}); "
                    f"hoarding at the table "
                    f"{_pct(row['hoarding_at_table'])} of {row['losing_hands_at_table']}, "
                    f"alone {_pct(row['hoarding_alone'])} of {row['losing_hands_alone']}",
                    flush=True,
                )
    if args.json:
        print(json.dumps({"base": args.base, "seed": args.seed, "results": out}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
