"""Meld checking: can these cards, in any order, form a set or a run, and what
does each wild stand for.

Run positions are integers: without wrapping a run lives in 1..14 where 1 is
the low ace and 14 the high ace; with ``wrap_runs`` positions may go past 13
and the rank at position ``p`` is ``(p - 1) % 13 + 1``. A run is therefore
``suit`` plus a contiguous interval of positions, one card per position.
Sets have a rank (0 for an all-wild set under ``wild_only_sets``).

Reason codes returned in ``MeldCheck.reason`` (stable, translated by the UI):
``too_short``, ``too_long``, ``no_natural``, ``too_few_naturals``,
``too_many_wilds``, ``mixed_ranks``, ``mixed_suits``, ``duplicate_rank``,
``gap_too_wide``, ``adjacent_wilds``, ``sets_not_allowed``, ``wild_set_only_wilds``,
``bad_kind``, ``duplicate_card``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .cards import Card
from .rules import RUN, SET, RuleSet


def is_wild(card: Card, rules: RuleSet) -> bool:
    r = card.rank
    if r == 0:
        return True
    if r == 2:
        return rules.deuces_wild
    return r == 1 and rules.red_aces_wild and (card.suit == 1 or card.suit == 2)


def wild_table(rules: RuleSet) -> tuple[bool, ...]:
    """``is_wild`` for every card, indexed by ``uid % 64`` (a card's rank and suit
    depend only on that): one tuple look-up per card in the engine's listings."""
    out = []
    for index in range(64):
        if index >= 52:
            out.append(True)  # jokers (and the unused ids 60..63)
        else:
            rank, suit = index % 13 + 1, index // 13
            out.append(
                rank == 2
                and rules.deuces_wild
                or rank == 1
                and rules.red_aces_wild
                and (suit == 1 or suit == 2)
            )
    return tuple(bool(w) for w in out)


def pos_rank(pos: int) -> int:
    return (pos - 1) % 13 + 1


@dataclass(frozen=True, slots=True)
class Placement:
    """How cards form a meld: ``cards`` in table order and, for each, the rank it stands
    for (runs: the position, see module doc; sets: the set's rank) and whether it is wild."""

    kind: str
    cards: tuple[Card, ...]
    positions: tuple[int, ...]
    wild: tuple[bool, ...]
    suit: int = -1  # runs
    rank: int = 0  # sets (0: all-wild set)

    @property
    def low(self) -> int:
        return self.positions[0]

    @property
    def high(self) -> int:
        return self.positions[-1]

    @property
    def naturals(self) -> int:
        return self.wild.count(False)


@dataclass(frozen=True, slots=True)
class MeldCheck:
    """Result of :func:`check_meld`. ``reason`` is None when ``ok``."""

    ok: bool
    reason: str | None = None
    placements: tuple[Placement, ...] = ()

    def __bool__(self) -> bool:
        return self.ok

    @property
    def placement(self) -> Placement | None:
        return self.placements[0] if self.placements else None

    @property
    def ambiguous(self) -> bool:
        """True when the wilds could stand for different ranks (the UI should ask)."""
        return len(self.placements) > 1


def _limits_reason(naturals: int, wilds: int, rules: RuleSet) -> str | None:
    if naturals == 0:
        return "no_natural"
    if naturals < rules.min_naturals:
        return "too_few_naturals"
    if rules.wilds_not_more_than_naturals and wilds > naturals:
        return "too_many_wilds"
    return None


def check_meld(
    cards: Sequence[Card], kind: str, rules: RuleSet, min_length: int | None = None
) -> MeldCheck:
    """Can ``cards`` (any order) form a meld of ``kind``? Lists every distinct placement."""
    if len({c.uid for c in cards}) != len(cards):
        return MeldCheck(False, "duplicate_card")
    if kind == SET:
        return _check_set(cards, rules, rules.set_min if min_length is None else min_length)
    if kind == RUN:
        return _check_run(cards, rules, rules.run_min if min_length is None else min_length)
    return MeldCheck(False, "bad_kind")


def _check_set(cards: Sequence[Card], rules: RuleSet, min_length: int) -> MeldCheck:
    if not rules.sets_allowed:
        return MeldCheck(False, "sets_not_allowed")
    naturals = [c for c in cards if not is_wild(c, rules)]
    flex = [c for c in cards if c.rank != 0 and is_wild(c, rules)]
    ranks = {c.rank for c in naturals}
    # Reasons that no added card can cure come first: 7♠ 10♠ is "mixed_ranks", not
    # "too_short" (more cards would not make it a set).
    if len(ranks) > 1:
        return MeldCheck(False, "mixed_ranks")
    if len(cards) < min_length:
        return MeldCheck(False, "too_short")
    if not ranks:
        # Only wilds. Non-joker wilds of one rank may form a natural set of their rank.
        flex_ranks = {c.rank for c in flex}
        if len(flex_ranks) == 1 and len(flex) >= 1:
            rank = flex_ranks.pop()
            return _set_with_rank(cards, rules, rank)
        if rules.wild_only_sets:
            return MeldCheck(True, None, (_set_placement(cards, rules, 0),))
        return MeldCheck(False, "no_natural")
    return _set_with_rank(cards, rules, ranks.pop())


def _set_with_rank(cards: Sequence[Card], rules: RuleSet, rank: int) -> MeldCheck:
    p = _set_placement(cards, rules, rank)
    reason = _limits_reason(p.naturals, len(cards) - p.naturals, rules)
    if reason:
        if rules.wild_only_sets and all(is_wild(c, rules) for c in cards):
            return MeldCheck(True, None, (_set_placement(cards, rules, 0),))
        return MeldCheck(False, reason)
    return MeldCheck(True, None, (p,))


def _set_placement(cards: Sequence[Card], rules: RuleSet, rank: int) -> Placement:
    ordered = sorted(cards, key=lambda c: (is_wild(c, rules) and c.rank != rank, c.suit, c.uid))
    wild = tuple(rank == 0 or (is_wild(c, rules) and c.rank != rank) for c in ordered)
    return Placement(SET, tuple(ordered), (rank,) * len(ordered), wild, rank=rank)


def run_windows(length: int, rules: RuleSet) -> range:
    """Possible lowest positions of a run of ``length`` cards."""
    if length > rules.max_run_length or length > 13:
        return range(0)
    lo = 1 if rules.ace_low or rules.wrap_runs else 2
    hi = 14 if rules.ace_high or rules.wrap_runs else 13
    if rules.wrap_runs:
        return range(1, 14)
    return range(lo, hi - length + 2)


def _check_run(cards: Sequence[Card], rules: RuleSet, min_length: int) -> MeldCheck:
    n = len(cards)
    jokers = [c for c in cards if c.rank == 0]
    flex = [c for c in cards if c.rank != 0 and is_wild(c, rules)]
    fixed = [c for c in cards if not is_wild(c, rules)]
    suits = {c.suit for c in fixed}
    # As for sets: what more cards cannot cure is said before "too_short".
    if n > rules.max_run_length or n > 13:
        return MeldCheck(False, "too_long")
    if len(suits) > 1:
        return MeldCheck(False, "mixed_suits")
    if len({c.rank for c in fixed}) != len(fixed):
        return MeldCheck(False, "duplicate_rank")
    if n < min_length:
        return MeldCheck(False, "too_short")
    placements: list[Placement] = []
    seen: set[tuple] = set()
    first_reason: str | None = None
    candidate_suits = suits or {c.suit for c in flex}
    # Without wrapping, a window that leaves out a natural card's rank can only fail
    # with ``gap_too_wide``, which never decides the reason (any other reason wins, and
    # it is the fallback): skip such windows before placing. The ace may sit at 1 or 14.
    prune = bool(fixed) and not rules.wrap_runs
    if prune:
        plain = [c.rank for c in fixed if c.rank != 1]
        ace = len(plain) != len(fixed)
        need_lo = min(plain) if plain else 99
        need_hi = max(plain) if plain else 0
    for suit in sorted(candidate_suits):
        for start in run_windows(n, rules):
            if prune:
                end = start + n - 1
                if start > need_lo or end < need_hi or ace and start > 1 and end < 14:
                    continue
            p, reason = _place_run(fixed, flex, jokers, suit, start, n, rules)
            if p is None:
                # A wild-limit reason explains more than a window that misses a card.
                if reason and first_reason in (None, "gap_too_wide"):
                    first_reason = reason
                continue
            key = (p.positions[0], tuple(c.uid for c in p.cards), p.wild)
            if key not in seen:
                seen.add(key)
                placements.append(p)
    if placements:
        return MeldCheck(True, None, tuple(_dedupe_runs(placements)))
    if not fixed and not flex:
        return MeldCheck(False, "no_natural")
    return MeldCheck(False, first_reason or "gap_too_wide")


def _dedupe_runs(placements: list[Placement]) -> list[Placement]:
    """Keep one placement per distinct assignment of ranks to wilds."""
    out: list[Placement] = []
    seen: set[tuple] = set()
    for p in placements:
        key = tuple(
            sorted((c.uid, pos_rank(pos), w) for c, pos, w in zip(p.cards, p.positions, p.wild))
        )
        if key not in seen:
            seen.add(key)
            out.append(p)
    return out


def _place_run(
    fixed: list[Card],
    flex: list[Card],
    jokers: list[Card],
    suit: int,
    start: int,
    n: int,
    rules: RuleSet,
) -> tuple[Placement | None, str | None]:
    slots: dict[int, Card] = {}
    rank_to_pos: dict[int, int] = {}
    for pos in range(start, start + n):
        rank_to_pos.setdefault(pos_rank(pos), pos)
    if not rules.wrap_runs and start + n - 1 > 14:
        return None, None
    for c in fixed:
        pos = rank_to_pos.get(c.rank)
        if pos is None or c.suit != suit:
            return None, "gap_too_wide"
        slots[pos] = c
    wilds: list[Card] = list(jokers)
    # A flexible wild (deuce, red ace) is natural when its own place is free.
    for c in sorted(flex, key=lambda c: c.uid):
        pos = rank_to_pos.get(c.rank)
        if c.suit == suit and pos is not None and pos not in slots:
            slots[pos] = c
        else:
            wilds.append(c)
    naturals = len(slots)
    free = [p for p in range(start, start + n) if p not in slots]
    if len(free) != len(wilds):
        return None, "gap_too_wide"
    reason = _limits_reason(naturals, len(wilds), rules)
    if reason:
        return None, reason
    if rules.no_adjacent_wilds_in_runs:
        for a, b in zip(free, free[1:]):
            if b == a + 1:
                return None, "adjacent_wilds"
    wild_iter = iter(wilds)
    cards, positions, wild_flags = [], [], []
    for pos in range(start, start + n):
        c = slots.get(pos)
        if c is None:
            cards.append(next(wild_iter))
            wild_flags.append(True)
        else:
            cards.append(c)
            wild_flags.append(False)
        positions.append(pos)
    return Placement(RUN, tuple(cards), tuple(positions), tuple(wild_flags), suit=suit), None


# ----------------------------------------------------------------- table melds
@dataclass(slots=True)
class TableMeld:
    """A meld on the table. Mutable only through the game state."""

    id: int
    owner: int
    kind: str
    cards: list[Card]
    positions: list[int]
    wild: list[bool]
    suit: int = -1
    rank: int = 0
    # What the engine's move listing derived from this meld: ``(rules, layoff_options,
    # wild places by rank)``, see :func:`meld_listing`. Not part of the meld's value;
    # dropped by ``copy()`` and by :func:`add_to_meld` (the engine changes melds only
    # through those, copy on write).
    listing: tuple | None = field(default=None, compare=False, repr=False)

    @classmethod
    def from_placement(cls, meld_id: int, owner: int, p: Placement) -> TableMeld:
        return cls(
            meld_id, owner, p.kind, list(p.cards), list(p.positions), list(p.wild), p.suit, p.rank
        )

    def copy(self) -> TableMeld:
        return TableMeld(
            self.id,
            self.owner,
            self.kind,
            self.cards[:],
            self.positions[:],
            self.wild[:],
            self.suit,
            self.rank,
        )

    @property
    def naturals(self) -> int:
        return self.wild.count(False)

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "owner": self.owner,
            "kind": self.kind,
            "cards": [c.code for c in self.cards],
            "ids": [c.uid for c in self.cards],
            "ranks": [pos_rank(p) if self.kind == RUN else p for p in self.positions],
            "wild": self.wild[:],
        }


def layoff_fit(
    meld: TableMeld, card: Card, end: str | None, rules: RuleSet
) -> tuple[int, bool] | str:
    """Where ``card`` would go on ``meld``: ``(position, is_wild)``, or a reason code.

    ``end`` is ``"low"``/``"high"`` for runs (None: the only end a natural card
    fits; a wild needs an end unless just one end has room); ignored for sets.
    Codes: ``wrong_rank``, ``wrong_suit``, ``no_room``, ``end_needed``,
    ``wild_set_only_wilds``, ``too_many_wilds``, ``adjacent_wilds``, ``bad_end``.
    """
    wild_card = is_wild(card, rules)
    if meld.kind == SET:
        if meld.rank == 0:
            return (0, True) if wild_card else "wild_set_only_wilds"
        if card.rank == meld.rank:
            return meld.rank, False
        if not wild_card:
            return "wrong_rank"
        if rules.wilds_not_more_than_naturals and meld.wild.count(True) + 1 > meld.naturals:
            return "too_many_wilds"
        return meld.rank, True
    # Run.
    if len(meld.cards) >= min(13, rules.max_run_length):
        return "no_room"
    low, high = meld.positions[0], meld.positions[-1]
    options: list[tuple[str, int]] = []
    if rules.wrap_runs:
        options = [("low", low - 1), ("high", high + 1)]
    else:
        lo_min = 1 if rules.ace_low else 2
        hi_max = 14 if rules.ace_high else 13
        if low - 1 >= lo_min:
            options.append(("low", low - 1))
        if high + 1 <= hi_max:
            options.append(("high", high + 1))
    if end is not None:
        if end not in ("low", "high"):
            return "bad_end"
        options = [o for o in options if o[0] == end]
        if not options:
            return "no_room"
    fits: list[tuple[str, int, bool]] = []
    reason = "no_room" if not options else "wrong_rank"
    for side, pos in options:
        natural_fit = card.rank != 0 and card.suit == meld.suit and card.rank == pos_rank(pos)
        if natural_fit:
            fits.append((side, pos, False))
            continue
        if not wild_card:
            reason = "wrong_suit" if card.suit != meld.suit else "wrong_rank"
            continue
        if rules.wilds_not_more_than_naturals and meld.wild.count(True) + 1 > meld.naturals:
            reason = "too_many_wilds"
            continue
        if rules.no_adjacent_wilds_in_runs:
            neighbour = 0 if side == "low" else -1
            if meld.wild[neighbour]:
                reason = "adjacent_wilds"
                continue
        fits.append((side, pos, True))
    if not fits:
        return reason
    naturals = [f for f in fits if not f[2]]
    if naturals:
        fits = naturals
    if len(fits) > 1 and end is None:
        return "end_needed"
    _, pos, w = fits[0]
    return pos, w


def layoff_options(meld: TableMeld, rules: RuleSet) -> list[tuple[str | None, int, int, bool]]:
    """What ``meld`` accepts, for listing lay-offs quickly: ``(end, suit, rank, wild_ok)``.

    A card fits an entry when it has that rank (and, for runs, that suit; ``suit`` is -1
    for sets) or when it is wild and ``wild_ok``. Agrees with :func:`layoff_fit` given
    the same end (a test checks it on random positions).
    """
    if meld.kind == SET:
        if meld.rank == 0:
            return [(None, -1, -1, True)]
        wild_ok = not (
            rules.wilds_not_more_than_naturals and meld.wild.count(True) + 1 > meld.naturals
        )
        return [(None, -1, meld.rank, wild_ok)]
    if len(meld.cards) >= min(13, rules.max_run_length):
        return []
    low, high = meld.positions[0], meld.positions[-1]
    ratio_ok = not (
        rules.wilds_not_more_than_naturals and meld.wild.count(True) + 1 > meld.naturals
    )
    out = []
    if rules.wrap_runs:
        sides = [("low", low - 1, 0), ("high", high + 1, -1)]
    else:
        sides = []
        if low - 1 >= (1 if rules.ace_low else 2):
            sides.append(("low", low - 1, 0))
        if high + 1 <= (14 if rules.ace_high else 13):
            sides.append(("high", high + 1, -1))
    for side, pos, neighbour in sides:
        wild_ok = ratio_ok and not (rules.no_adjacent_wilds_in_runs and meld.wild[neighbour])
        out.append((side, meld.suit, pos_rank(pos), wild_ok))
    return out


def meld_listing(meld: TableMeld, rules: RuleSet) -> tuple:
    """``(rules, layoff_options(meld, rules), wild_at)`` for listing moves, computed once
    per meld (kept on it until it changes): ``wild_at`` maps a rank to the first place
    of a run holding a wild that stands for that rank (where a natural card may swap in;
    empty for sets and runs without wilds)."""
    cached = meld.listing
    if cached is not None and cached[0] is rules:
        return cached
    wild_at: dict[int, int] = {}
    if meld.kind == RUN:
        for i, (pos, w) in enumerate(zip(meld.positions, meld.wild)):
            if w:
                wild_at.setdefault(pos_rank(pos), i)
    cached = meld.listing = (rules, tuple(layoff_options(meld, rules)), wild_at)
    return cached


def add_to_meld(meld: TableMeld, card: Card, pos: int, wild: bool) -> None:
    """Put ``card`` at ``pos`` (checked by :func:`layoff_fit`)."""
    meld.listing = None
    if meld.kind == SET:
        meld.cards.append(card)
        meld.positions.append(pos)
        meld.wild.append(wild)
    elif pos < meld.positions[0]:
        meld.cards.insert(0, card)
        meld.positions.insert(0, pos)
        meld.wild.insert(0, wild)
    else:
        meld.cards.append(card)
        meld.positions.append(pos)
        meld.wild.append(wild)


def placement_fits_req(p: Placement, kind: str, min_length: int) -> bool:
    return p.kind == kind and len(p.cards) >= min_length


def all_naturals(cards: Iterable[Card], rules: RuleSet) -> bool:
    return not any(is_wild(c, rules) for c in cards)
