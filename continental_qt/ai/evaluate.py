"""Hand evaluation shared by the AI levels: distance to the contract, how well a card
connects with the rest of the hand, and whether a discard feeds an opponent."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..engine import Card, GameState, distance_to_contract, is_wild
from ..engine.melds import meld_listing
from ..engine.rules import RUN, SET
from ..engine.solver import meets_contract


def distance(hand: Sequence[Card], view: GameState, short: bool = False) -> int:
    """Distance to the contract; ``short``: the hand is known not to meet it."""
    return distance_to_contract(hand, view.rules, view.round_number, short)


def meets(hand: Sequence[Card], view: GameState) -> bool:
    """Can ``hand`` meet this round's contract now?"""
    return meets_contract(hand, view.rules, view.round_number)


def contract_kinds(view: GameState) -> set[str]:
    if view.rules.single_hand:
        return {RUN}
    return {r.kind for r in view.contract}


def connections(card: Card, hand: Sequence[Card], kinds: set[str], unseen: Counter) -> float:
    """How much ``card`` belongs with the rest of ``hand``, weighted by live outs.

    Same rank counts toward sets, neighbours in suit toward runs; each tie is worth
    more when copies of the cards that would complete it are still unseen.
    """
    r = card.rank
    if r == 0:
        return 100.0
    uid, suit = card.uid, card.suit
    get = unseen.get
    sets, runs = SET in kinds, RUN in kinds
    # The terms are added in hand order, as they always were (a float sum's last bit
    # depends on its order, and the discard ranking breaks ties on it).
    same_rank = 2.0 + 0.3 * get((r, -2), 0) if sets else 0.0
    score = 0.0
    for h in hand:
        hr = h.rank
        if hr == 0 or h.uid == uid:
            continue
        if sets and hr == r:
            score += same_rank
        if runs and h.suit == suit:
            gap = hr - r if hr > r else r - hr
            if hr == 1 or r == 1:
                gap = min(gap, 13 - gap)
            if gap == 1:
                score += 1.6
            elif gap == 2:
                score += 0.9
                score += 0.25 * get(((hr if hr < r else r) + 1, suit), 0)
    if sets:
        # Every unseen entry of the card's rank: its suits' and its total's (-2), as
        # ``rank_totals`` keys it (no other suit holds a rank above 0).
        n = get((r, -2), 0) + get((r, 0), 0) + get((r, 1), 0) + get((r, 2), 0) + get((r, 3), 0)
        score += 0.2 * n
    return score


def rank_totals(unseen: Counter) -> Counter:
    """Unseen copies by rank alone, under the key (rank, -2)."""
    totals: dict[int, int] = {}
    get = totals.get
    for (r, _s), n in unseen.items():
        totals[r] = get(r, 0) + n
    return Counter({(r, -2): n for r, n in totals.items()})


def fits_table(card: Card, view: GameState) -> bool:
    """Could someone who has gone down lay ``card`` off on the table right now?"""
    rules = view.rules
    wild = is_wild(card, rules)
    for m in view.melds:
        # The meld's ``layoff_options``, kept on it by the engine until it changes.
        for _end, suit, rank, wild_ok in meld_listing(m, rules)[1]:
            if (card.rank == rank and (suit < 0 or card.suit == suit)) or (wild and wild_ok):
                return True
    return False


def anyone_else_down(view: GameState, seat: int) -> bool:
    return any(view.down[s] for s in view.active_seats() if s != seat)
