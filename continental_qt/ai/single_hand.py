"""Hard's rules for the single-hand game (``rules.single_hand``, continental-15).

Medium's rules of thumb, with these changes:

- **Distance by the going-out search.** Medium's distance to going out is a quick
  estimate (clusters of ranks per suit). Here it is the fewest cards of the hand that
  must be swapped for others (any others: each counted as a wild) before the hand can go
  out: the going-out search itself (:func:`..engine.going_out.cover`) asked with 0, 1,
  2, ... extra wilds and as many more cards to spare. Taking the discard and ranking the
  shortlisted discards both read it.
- **Outs break ties.** Among the shortlisted discards that leave the same (best)
  distance, the one leaving the most outs is thrown: outs are the unseen cards (wilds,
  and naturals copy by copy) any one of which would bring the hand a card nearer.
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
from ..engine.actions import Action, Discard
from ..engine.going_out import cover
from .arrangements import best_going_out
from .knowledge import unseen_cards
from .memo import BoundedMemo
from .player import MEDIUM, HeuristicPlayer

# Medium's knobs but a longer shortlist (8 of the discards ranked by how they connect are
# ranked again by the distance they leave; medium ranks 4). Measured in docs/ai.md.
SINGLE_HAND = replace(MEDIUM, name="hard", shortlist=8)

# Distances beyond this are all "far" (a dealt hand is seldom more than six cards away).
DISTANCE_CAP = 8


def _exchange_query(hand: Sequence[Card], rules: RuleSet) -> tuple[list[Card], int, int] | None:
    """``(naturals, wilds, cards to spare)`` of ``hand`` for the going-out search, or None
    when the hand is too short to go out."""
    spare = len(hand) - sum(rules.going_out_patterns[0])
    if spare < 0:
        return None
    naturals = [c for c in hand if not is_wild(c, rules)]
    return naturals, len(hand) - len(naturals), spare


def swap_distance(hand: Sequence[Card], rules: RuleSet, cap: int = DISTANCE_CAP) -> int:
    """Fewest cards of ``hand`` to exchange before it can go out (0: it can now);
    ``cap + 1`` when more than ``cap``. A hand shorter than a going out is ``cap + 1``.

    Exchanging k cards is asked as: all naturals but k more to spare, and k more wilds
    (a wild stands in for the one right card). Deuces count as wilds (one may fill its
    own place, which a wild also does)."""
    query = _exchange_query(hand, rules)
    if query is not None:
        naturals, wilds, spare = query
        patterns = rules.going_out_patterns
        for k in range(cap + 1):
            if cover(rules, naturals, wilds + k, patterns, spare + k) is not None:
                return k
    return cap + 1


def within(hand: Sequence[Card], rules: RuleSet, k: int) -> bool:
    """Whether ``hand`` can go out after exchanging at most ``k`` of its cards
    (:func:`swap_distance` ``<= k``, asked with one search)."""
    query = _exchange_query(hand, rules)
    if query is None or k < 0:
        return False
    naturals, wilds, spare = query
    return cover(rules, naturals, wilds + k, rules.going_out_patterns, spare + k) is not None


class SingleHandPlayer(HeuristicPlayer):
    """Medium's rules with the search's distance, outs to break ties and the
    best-paying going out."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(SINGLE_HAND, seed)
        self._memo = BoundedMemo(50_000)
        self._within_memo = BoundedMemo(50_000)
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

    def _discard_choices(
        self, view: GameState, seat: int, discards: list[Discard]
    ) -> list[Discard]:
        """Medium's ranking of the shortlist, then: those leaving the best distance first,
        most outs first among them (medium's order breaks what still ties)."""
        ranked = super()._discard_choices(view, seat, discards)
        if len(ranked) <= 1:
            return ranked
        hand = view.hands[seat]
        rests = {d.card: [c for c in hand if c.uid != d.card] for d in ranked}
        dist = {uid: self._distance(rest, view) for uid, rest in rests.items()}
        best = min(dist.values())
        tied = [d for d in ranked if dist[d.card] == best]
        if len(tied) <= 1 or best == 0:
            return ranked
        unseen = self._unseen_kinds(view, seat)
        outs = {d.card: self._outs(rests[d.card], view, best, unseen) for d in tied}
        tied.sort(key=lambda d: -outs[d.card])  # stable: medium's order within a tie
        return tied + [d for d in ranked if dist[d.card] != best]

    @staticmethod
    def _unseen_kinds(view: GameState, seat: int) -> tuple[int, list[tuple[Card, int]]]:
        """Unseen wilds, and one unseen natural card per (rank, suit) with its copies."""
        rules = view.rules
        wilds = 0
        kinds: dict[tuple[int, int], list] = {}
        for c in unseen_cards(view, seat):
            if is_wild(c, rules):
                wilds += 1
            else:
                kinds.setdefault((c.rank, c.suit), [c, 0])[1] += 1
        return wilds, [(c, n) for c, n in kinds.values()]

    def _outs(
        self,
        rest: list[Card],
        view: GameState,
        distance: int,
        unseen: tuple[int, list[tuple[Card, int]]],
    ) -> int:
        """Unseen cards any one of which, added to ``rest`` (``distance`` swaps from going
        out), leaves it a swap nearer: every wild, and naturals copy by copy."""
        wilds, kinds = unseen
        self._same_rules(view)
        base = tuple(sorted((c.rank, c.suit) for c in rest))
        count = wilds
        for card, copies in kinds:
            key = (base, card.rank, card.suit, distance)
            near = self._within_memo.get(key)
            if near is None:
                near = self._within_memo.keep(key, within([*rest, card], view.rules, distance - 1))
            if near:
                count += copies
        return count

    def _same_rules(self, view: GameState) -> None:
        # The memos are keyed by rank and suit (all they read), for one rule set at a time.
        if view.rules is not self._memo_rules:
            self._memo.clear()
            self._within_memo.clear()
            self._memo_rules = view.rules

    def _distance(self, hand: list[Card], view: GameState, short: bool = False) -> int:
        self._same_rules(view)
        key = tuple(sorted((c.rank, c.suit) for c in hand))
        d = self._memo.get(key)
        if d is None:
            d = self._memo.keep(key, swap_distance(hand, view.rules))
        return d
