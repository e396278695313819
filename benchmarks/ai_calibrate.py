"""Measure the factors of the opponent model's card weights (``ai/inference.py``).

    python benchmarks/ai_calibrate.py [--preset may-i] [--games 150] [--seed 1000]
        [--level medium]

Plays ``--games`` seeded two-player games between two players of ``--level``
(game ``g`` deals with seed ``seed + g``; the seats play with seeds ``7g`` and
``7g + 1``). At each draw of seat 0 it takes seat 0's view, reads the opponent's
evidence the way the hard level does (:func:`.ai.inference.read_evidence`), and for
every unseen natural card not known to be held counts two things: the chance the
opponent holds it if the unseen cards were dealt at random (its free places over
the free cards), and whether it really does. For each kind of evidence the printed
factor is the sum of the second over the sum of the first among the cards that show
it: 1.0 means the evidence says nothing, 0.3 that such a card is held a third as
often as a random card. Figures are split by what the deal's contract asks for
(sets, runs, or both) and by how many cards of the kind the opponent showed
(0, 1, 2 or more). For an opponent that has gone down, the split is whether the
card fits the table.

The factors in :mod:`.ai.inference` come from this report (``may-i``, 150 games),
moved toward 1 because people play less to rule than the medium level.
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from collections.abc import Sequence

from continental_qt.ai import make_ai
from continental_qt.ai.determinize import known_holdings
from continental_qt.ai.evaluate import fits_table
from continental_qt.ai.inference import Evidence, contract_kind, kinship, read_evidence
from continental_qt.ai.knowledge import unseen_cards
from continental_qt.engine import NEXT_ROUND, GameState, get_preset
from continental_qt.engine.melds import is_wild
from continental_qt.engine.state import DRAW, ROUND_OVER

KINDS = ("discarded", "refused", "taken")


def measure(preset: str, games: int, seed: int, level: str) -> dict[tuple, list[float]]:
    """(what the contract asks, feature, value) -> [cards held, chance at random, cards]."""
    rules = get_preset(preset)
    tally: dict[tuple, list[float]] = defaultdict(lambda: [0.0, 0.0, 0])
    for g in range(games):
        state = GameState(rules, 2, seed + g)
        players = [make_ai(level, 7 * g), make_ai(level, 7 * g + 1)]
        while not state.is_over:
            if state.phase == ROUND_OVER:
                state.apply(NEXT_ROUND)
                continue
            seat = state.to_act
            assert seat is not None
            if seat == 0 and state.phase == DRAW:
                _count(state, tally)
            state.apply(players[seat].choose(state.view(seat)))
    return tally


def _count(state: GameState, tally: dict[tuple, list[float]]) -> None:
    view = state.view(0)
    opp = 1
    pinned = set(known_holdings(view, 0).get(opp, []))
    free = [c for c in unseen_cards(view, 0) if c.uid not in pinned]
    if not free:
        return
    chance = (len(state.hands[opp]) - len(pinned)) / len(free)
    held = {c.uid for c in state.hands[opp]}
    kind = contract_kind(view)
    evidence = read_evidence(view, 0).get(opp, Evidence())
    for c in free:
        if is_wild(c, view.rules):
            continue
        if view.down[opp]:
            keys = [("down", "fits the table", fits_table(c, view))]
        else:
            keys = []
            for name in KINDS:
                same, near = kinship(c.rank, c.suit, getattr(evidence, name))
                keys.append((kind, f"rank {name}", min(same, 2)))
                keys.append((kind, f"suit neighbour {name}", min(near, 2)))
        for key in keys:
            t = tally[key]
            t[0] += c.uid in held
            t[1] += chance
            t[2] += 1


def report(tally: dict[tuple, list[float]]) -> str:
    lines = ["contract  evidence                    shown  factor   cards"]
    for (kind, feature, value), (held, chance, n) in sorted(tally.items(), key=str):
        factor = held / chance if chance else float("nan")
        lines.append(f"{kind:<9} {feature:<27} {value!s:>5}  {factor:6.2f}  {n:6d}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python benchmarks/ai_calibrate.py")
    parser.add_argument("--preset", default="may-i")
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--level", default="medium")
    args = parser.parse_args(argv)
    print(report(measure(args.preset, args.games, args.seed, args.level)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
