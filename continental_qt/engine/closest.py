"""What a hand is missing: the partial arrangement closest to the round's contract.

:func:`closest_arrangement` answers "what am I missing?" with the arrangement behind
:func:`~.solver.distance_to_contract`: per contract slot, in the contract's order, the
places of a meld of the slot's minimum size, each holding a card of the hand (a wild
standing for the place's card) or naming the card still missing, so the count of
missing places is the distance.

- A hand that can go down gets an arrangement that meets the contract (the solver's
  best; its runs' and sets' places as they lie, wilds standing for their places),
  nothing missing.
- Otherwise the places come from the distance's own beam search (``plan`` of
  ``ContractSolver._distance``): a run is a window of consecutive ranks of one suit,
  its gaps filled with wilds as far as the search used them (apart from each other
  where the rules forbid adjacent wilds) and the rest named as ``(rank, suit)``; a
  set is naturals of one rank, then wilds, then needs of that rank in any suit
  (``suit`` None). As in the distance, a deuce or red ace counts as itself there.
- Where the beam finds every place filled but the solver says the hand cannot go down
  (the wild rules the beam does not model, e.g. no adjacent wilds), the distance is 1
  and one wild of the plan is named as a missing card instead.

Single-hand game (``continental-15``): covered only when the hand can go out (the
going-out runs, nothing missing); otherwise None. Its distance is an estimate from
clusters of each suit's ranks, not an arrangement toward a going-out shape, so there
is no partial arrangement whose missing cards add up to it.

Pure and deterministic: the same hand gives the same answer (the solver's caches only
make it quicker).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card
from .contract_search import bits_of, suit_levels
from .rules import RUN, MeldReq, RuleSet
from .solver import Arrangement, ContractSolver, SolvedMeld, solver_for


@dataclass(frozen=True, slots=True)
class Place:
    """One place of a meld: the card it wants (``suit`` None: any suit of ``rank``,
    in a set) and the hand's card there (a natural, or a wild standing for it), or
    None when the card is missing."""

    rank: int
    suit: int | None
    card: Card | None

    @property
    def missing(self) -> bool:
        return self.card is None


@dataclass(frozen=True, slots=True)
class PartialMeld:
    """One contract slot: a run or set of ``min_length`` places."""

    kind: str
    min_length: int
    places: tuple[Place, ...]

    @property
    def cards(self) -> tuple[Card, ...]:
        """The hand's cards in this meld, in place order."""
        return tuple(p.card for p in self.places if p.card is not None)

    @property
    def needs(self) -> tuple[tuple[int, int | None], ...]:
        """The missing cards as ``(rank, suit)``; ``suit`` None: any suit (a set)."""
        return tuple((p.rank, p.suit) for p in self.places if p.card is None)


@dataclass(frozen=True, slots=True)
class Partial:
    """The arrangement closest to the contract: ``melds`` in the contract's order,
    ``missing`` cards in all (the distance to the contract), ``leftover`` the hand's
    cards in no meld."""

    melds: tuple[PartialMeld, ...]
    missing: int
    leftover: tuple[Card, ...]

    @property
    def needs(self) -> tuple[tuple[int, int | None], ...]:
        return tuple(n for m in self.melds for n in m.needs)


def closest_arrangement(hand: Sequence[Card], rules: RuleSet, round_number: int) -> Partial | None:
    """The partial arrangement of ``hand`` closest to round ``round_number``'s contract
    (see the module doc); None in the single-hand game unless the hand can go out."""
    solver = solver_for(rules)
    if rules.single_hand:
        arr = solver.find_going_out(hand)
        if arr is None:
            return None
        melds = tuple(
            PartialMeld(RUN, len(m.cards), _run_places(m.cards, solver)) for m in arr.melds
        )
        return Partial(melds, 0, arr.leftover)
    contract = rules.round(round_number).contract
    distance = solver.distance(hand, contract)
    if distance == 0:
        # The best arrangement; where its search misses one the first fit finds (its
        # known limits), the first fit's, from a solver of its own (a hand cached as
        # "no best" would be answered from that cache).
        arr = solver.find(hand, contract) or ContractSolver(rules).find(
            hand, contract, best_only=False
        )
        if arr is not None:
            return _complete(arr, contract, solver)
    return _partial(solver, hand, contract, distance)


def _complete(arr: Arrangement, contract: Sequence[MeldReq], solver: ContractSolver) -> Partial:
    """A met contract: each meld of ``arr`` given to a slot of its kind (longest to the
    slot asking most), its places as they lie."""
    order = sorted(range(len(contract)), key=lambda i: (contract[i].kind, -contract[i].min_length))
    melds = sorted(arr.melds, key=lambda m: (m.kind, -m.size))
    out: list[PartialMeld | None] = [None] * len(contract)
    for i, meld in zip(order, melds):
        places = _run_places(meld.cards, solver) if meld.kind == RUN else _set_places(meld, solver)
        out[i] = PartialMeld(contract[i].kind, contract[i].min_length, places)
    return Partial(tuple(m for m in out if m is not None), 0, arr.leftover)


def _run_places(cards: Sequence[Card], solver: ContractSolver) -> tuple[Place, ...]:
    """A valid run's places: ranks counted on from its first natural card."""
    wild = solver._wild
    idx = next(i for i, c in enumerate(cards) if not wild[c.uid % 64])
    first = cards[idx]
    # A deuce or red ace in a run stands for its place whether wild or not.
    return tuple(
        Place((first.rank - 1 + i - idx) % 13 + 1, first.suit, c) for i, c in enumerate(cards)
    )


def _set_places(meld: SolvedMeld, solver: ContractSolver) -> tuple[Place, ...]:
    wild = solver._wild
    naturals = [c for c in meld.cards if not wild[c.uid % 64]]
    if not naturals:  # wilds alone (``wild_only_sets``): they stand for no rank
        return tuple(Place(0, None, c) for c in meld.cards)
    rank = naturals[0].rank
    return tuple(
        Place(rank, None if wild[c.uid % 64] and c.rank != rank else c.suit, c) for c in meld.cards
    )


def _partial(
    solver: ContractSolver, hand: Sequence[Card], contract: Sequence[MeldReq], distance: int
) -> Partial:
    """The beam search's best leaf as places (see the module doc)."""
    naturals, flex, jokers = solver._split(hand)
    ctx = solver._ctx
    lv, by_rank = suit_levels(naturals + flex, ctx.wrap)
    as_tuple = tuple(contract)
    plan: list[tuple] = []
    solver._distance(lv, by_rank, len(jokers), as_tuple, plan)
    pool: dict[tuple[int, int], list[Card]] = {}
    for c in sorted(naturals + flex, key=lambda c: c.uid):
        pool.setdefault((c.suit, c.rank), []).append(c)
    wilds = sorted(jokers, key=lambda c: c.uid)
    order = sorted(
        range(len(as_tuple)), key=lambda i: (as_tuple[i].kind != RUN, -as_tuple[i].min_length)
    )
    # No plan: the beam ran out of choices (see ``_distance``) and every card counts as
    # missing; the runs then name windows of distinct suits from the lowest rank.
    out = [_nothing(ctx, req, j % 4) for j, req in enumerate(as_tuple)]
    for i, (kind, a, b, use_w) in zip(order, plan):
        m = as_tuple[i].min_length
        if kind == RUN:
            out[i] = _plan_run(ctx, a, b, m, use_w, pool, wilds)
        else:
            cards = []
            for s in range(4):
                lst = pool.get((s, a), [])
                while lst and len(cards) < b:
                    cards.append(lst.pop(0))
            places = [Place(a, c.suit, c) for c in cards]
            places += [Place(a, None, wilds.pop(0)) for _ in range(use_w)]
            places += [Place(a, None, None) for _ in range(m - b - use_w)]
            out[i] = places
    missing = sum(p.card is None for places in out for p in places)
    if missing < distance:
        _unfill_one(out, solver)
        missing += 1
    melds = tuple(PartialMeld(r.kind, r.min_length, tuple(p)) for r, p in zip(as_tuple, out))
    used = {p.card.uid for places in out for p in places if p.card is not None}
    leftover = tuple(c for c in hand if c.uid not in used)
    return Partial(melds, missing, leftover)


def _plan_run(
    ctx, suit: int, held: int, m: int, use_w: int, pool, wilds: list[Card]
) -> list[Place]:
    """A run slot's places: the lowest window of ``m`` places holding ``held`` (window
    positions, see ``gap_windows``), its gaps filled with ``use_w`` wilds."""
    hi = 13 + m - 1 if ctx.wrap else ctx.hi
    bits = bits_of(held)
    start = max(ctx.lo, bits[-1] - m + 1) if bits else ctx.lo
    start = min(start, hi - m + 1)
    positions = range(start, start + m)
    gaps = [p for p in positions if not held >> p & 1]
    filled = set()
    if ctx.no_adj:  # wilds apart first, then wherever is left
        for p in gaps:
            if len(filled) < use_w and p - 1 not in filled:
                filled.add(p)
    for p in gaps:
        if len(filled) < use_w:
            filled.add(p)
    places = []
    for p in positions:
        rank = (p - 1) % 13 + 1
        if held >> p & 1:
            places.append(Place(rank, suit, pool[(suit, rank)].pop(0)))
        elif p in filled:
            places.append(Place(rank, suit, wilds.pop(0)))
        else:
            places.append(Place(rank, suit, None))
    return places


def _unfill_one(out: list[list[Place]], solver: ContractSolver) -> None:
    """Name one wild's place as missing: in the meld holding the most wilds (a card of
    the first meld holding one, which then stays in hand, if no meld holds a wild:
    not seen on any seeded hand)."""
    wild = solver._wild

    def spots_of(places: list[Place], wild_only: bool) -> list[int]:
        return [
            j
            for j, p in enumerate(places)
            if p.card is not None and (not wild_only or (wild[p.card.uid % 64] and not p.card.rank))
        ]

    for wild_only in (True, False):
        best = max(range(len(out)), key=lambda i: (len(spots_of(out[i], wild_only)), -i))
        spots = spots_of(out[best], wild_only)
        if spots:
            j = spots[len(spots) // 2]
            p = out[best][j]
            out[best][j] = Place(p.rank, p.suit, None)
            return


def _nothing(ctx, req: MeldReq, suit: int) -> list[Place]:
    """A slot with every card missing: a run from the lowest rank, a set of kings (the
    beam chose nothing, so any choice is as near)."""
    if req.kind == RUN:
        first = ctx.lo
        return [Place((p - 1) % 13 + 1, suit, None) for p in range(first, first + req.min_length)]
    return [Place(13, None, None) for _ in range(req.min_length)]
