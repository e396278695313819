"""Hard's rules for the single-hand game (``rules.single_hand``, continental-15).

Medium's rules of thumb, with these changes:

- **Distance by the going-out search.** Medium's distance to going out is a quick
  estimate (clusters of ranks per suit). Here it is the fewest cards of the hand that
  must be swapped for others (any others: each counted as a wild) before the hand can go
  out: the going-out search itself (:func:`..engine.going_out.cover`) asked with 0, 1,
  2, ... extra wilds and as many more cards to spare. Taking the discard and ranking the
  shortlisted discards both read it.
- **The best-paying going out.** The engine lists one going out (the first found); here
  every card that may be left over is tried and the arrangement paying the most in the
  settlement (wilds used, no wild, one suit) is laid down.

Deterministic given the seed; no search over the unseen cards (the measured variants
with a look-ahead over the next draw were no stronger, docs/ai.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..engine import Card, GameState, GoOut, RuleSet, is_wild
from ..engine.actions import Action
from ..engine.going_out import cover
from .arrangements import best_going_out
from .memo import BoundedMemo
from .player import MEDIUM, HeuristicPlayer

# Medium's knobs but a longer shortlist (8 of the discards ranked by how they connect are
# ranked again by the distance they leave; medium ranks 4). Measured in docs/ai.md.
SINGLE_HAND = replace(MEDIUM, name="hard", shortlist=8)

# Distances beyond this are all "far" (a dealt hand is seldom more than six cards away).
DISTANCE_CAP = 8


def swap_distance(hand: Sequence[Card], rules: RuleSet, cap: int = DISTANCE_CAP) -> int:
    """Fewest cards of ``hand`` to exchange before it can go out (0: it can now);
    ``cap + 1`` when more than ``cap``. A hand shorter than a going out is ``cap + 1``.

    Exchanging k cards is asked as: all naturals but k more to spare, and k more wilds
    (a wild stands in for the one right card). Deuces count as wilds (one may fill its
    own place, which a wild also does)."""
    patterns = rules.going_out_patterns
    spare = len(hand) - sum(patterns[0])
    if spare < 0:
        return cap + 1
    naturals: list[Card] = []
    wilds = 0
    for c in hand:
        if is_wild(c, rules):
            wilds += 1
        else:
            naturals.append(c)
    for k in range(cap + 1):
        if cover(rules, naturals, wilds + k, patterns, spare + k) is not None:
            return k
    return cap + 1


class SingleHandPlayer(HeuristicPlayer):
    """Medium's rules with the search's distance and the best-paying going out."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(SINGLE_HAND, seed)
        self._memo = BoundedMemo(50_000)
        self._memo_rules: RuleSet | None = None

    def decide(self, view: GameState, seat: int, legal: list[Action]) -> Action:
        """The move for ``seat`` among ``legal`` (more than one) in a single-hand game."""
        return self._decide(view, seat, legal)

    def _decide(self, view: GameState, seat: int, legal: list[Action]) -> Action:
        if any(isinstance(a, GoOut) for a in legal):
            best = best_going_out(view, seat)
            if best is not None:
                return best
        return super()._decide(view, seat, legal)

    def _distance(self, hand: list[Card], view: GameState, short: bool = False) -> int:
        # Keyed by rank and suit (all the distance reads), for one rule set at a time.
        if view.rules is not self._memo_rules:
            self._memo.clear()
            self._memo_rules = view.rules
        key = tuple(sorted((c.rank, c.suit) for c in hand))
        d = self._memo.get(key)
        if d is None:
            d = self._memo.keep(key, swap_distance(hand, view.rules))
        return d
