"""The contract solver: can a hand meet a contract, with which arrangement, and
how far is it from going down.

Hands are reduced to counts: ``nat[suit][position]`` of natural cards
(positions 1..14 for non-wrapping runs, the ace counted at 1 and 14) and a
list of wild cards sorted by penalty. Flexible wilds (deuces, red aces) are
tried both as wilds and as themselves. A depth-first search picks one meld per
contract slot, runs first (most constrained), then sets; identical slots are
taken in non-decreasing order so symmetric choices are searched once. At a
leaf, wilds still in hand are added where the wild limits allow (ends of runs,
sets), highest penalty first, since a melded card never costs points.

The result is the arrangement that leaves the fewest penalty points in hand.
Known limit: a natural card inside a run's interval is always used by that
run; giving it to a set of its rank instead and filling the run with a wild
is not tried (it only matters when a set is short of naturals under
``wilds_not_more_than_naturals``). The brute-force reference in the tests
covers the ordinary cases.

Asking only whether a hand can go down (``best_only=False``: legal moves,
hints, the computer players' distance) runs the quicker first-fit search of
``contract_fit`` instead, whose arrangement is valid but not the best.

Results are cached per solver (one solver per RuleSet), keyed by the counts:
the whole hand's, and each way of counting its flexible wilds. An "any arrangement"
answer is never taken from a best search's entry, so it depends on the hand alone,
whatever was asked before. The listing also keeps a *witness* for each seat and
contract (the natural cards and the number of wilds of the arrangement found for the
seat's last hand that could go down): a hand holding its cards can go down, and is
listed so without a search (``find_later``, ``witness.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from operator import attrgetter

from .cards import Card
from .contract_fit import (
    _slot_lengths,
    fit_contract,
    fit_least,
    fit_windows,
    is_final_no,
    surely_short,
    wilds_needed,
)
from .contract_search import (
    INF,
    SearchContext,
    _put_rank,
    _remove,
    _restore,
    _take_rank,
    add_levels,
    best_window,
    bits_of,
    search,
)
from .going_out import find_going_out, run_wild_flags
from .melds import wild_table
from .rules import RUN, SET, MeldReq, RuleSet
from .witness import Witness, holds, melds_of, mend, slot_contracts, witness_of

_MISSING = object()
_WITNESSED = object()  # a "yes" from a kept witness (``witness.py``)
_PENDING = object()  # a kept witness not built yet (``ContractSolver._own_witness``)
_FEW_WAYS = 2  # ways in all (the first included) for which the relaxed fit is skipped


@dataclass(frozen=True, slots=True)
class SolvedMeld:
    kind: str
    cards: tuple[Card, ...]

    @property
    def size(self) -> int:
        return len(self.cards)


@dataclass(frozen=True, slots=True)
class Arrangement:
    """Melds meeting a contract; ``leftover`` stays in hand; ``points_left`` is its penalty."""

    melds: tuple[SolvedMeld, ...]
    leftover: tuple[Card, ...]
    points_left: int
    wilds_used: int = 0


class ContractSolver:
    """Solver bound to one RuleSet, with its own result cache."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.points = rules.points
        self._cache: dict[tuple, tuple | None] = {}
        self._hand_cache: dict[tuple, tuple | None] = {}
        self._contracts: dict[int, tuple] = {}
        self._ctx = SearchContext(rules)
        for fn in (best_window, fit_windows, fit_least, gap_windows):
            self._ctx.memo(fn)  # found once here rather than by the first queries
        if not rules.single_hand:
            for rnd in rules.rounds:
                self._contract_info(rnd.contract)
        self._dist_cache: dict[tuple, int] = {}
        # Witnesses (``witness.py``) by contract key and seat: of the seat's last hand
        # that could go down.
        self._own: dict[tuple, tuple] = {}  # Witness, or (_PENDING, records, levels)
        self._beams: dict[int, tuple] = {}
        self._wild = wild_table(rules)  # is_wild by uid % 64
        # By uid % 64: a natural card's position bit in its suit's levels (see
        # ``contract_search.add_levels``), 0 for a wild card.
        # ``_bit_all``: the same with deuces and red aces counted as themselves.
        ace = 2 if rules.wrap_runs else 2 | (1 << 14)
        self._bit_all = tuple(
            0 if u >= 52 else (ace if u % 13 == 0 else 1 << (u % 13 + 1)) for u in range(64)
        )
        self._bit = tuple(0 if self._wild[u] else b for u, b in enumerate(self._bit_all))
        self._rank_bits = (0, *self._bit_all[:13])  # the same by rank

    # ---------------------------------------------------------------- helpers
    def _split(self, hand: Sequence[Card]) -> tuple[list[Card], list[Card], list[Card]]:
        wild = self._wild
        naturals: list[Card] = []
        flex: list[Card] = []
        jokers: list[Card] = []
        for c in hand:
            if not wild[c.uid % 64]:
                naturals.append(c)
            elif c.rank:
                flex.append(c)  # a deuce or red ace: may also act as itself
            else:
                jokers.append(c)
        return naturals, flex, jokers

    def _count(
        self, hand: Sequence[Card], flex_natural: bool = False
    ) -> tuple[list[Card], list[Card], list[Card], list[list[int]], list[int]]:
        """``_split`` and ``suit_levels`` of the naturals in one pass: ``(naturals,
        flexible wilds, jokers, levels, counts by rank)``. ``flex_natural``: deuces and
        red aces count as naturals (``flexible wilds`` is then empty)."""
        bits = self._bit_all if flex_natural else self._bit
        naturals: list[Card] = []
        flex: list[Card] = []
        jokers: list[Card] = []
        lv = [[0] * 8, [0] * 8, [0] * 8, [0] * 8]
        by_rank = [0] * 14
        for c in hand:
            bit = bits[c.uid % 64]
            if bit:
                naturals.append(c)
                row = lv[c.suit]
                k = 0
                while row[k] & bit:
                    k += 1
                    if k == 8:  # more copies than levels: not counted (as ``add_levels``)
                        break
                else:
                    row[k] |= bit
                by_rank[c.rank] += 1
            elif c.rank:
                flex.append(c)  # a deuce or red ace: may also act as itself
            else:
                jokers.append(c)
        return naturals, flex, jokers, lv, by_rank

    def _card_points(self, c: Card) -> int:
        return self.points[c.rank]

    def _contract_info(self, contract: Sequence[MeldReq]) -> tuple:
        """``(contract, key, cards needed, as a tuple, one-slot contracts of a first fit's
        slots)`` for a contract (the last for ``witness.mend``), memoized by identity
        (callers pass the RuleSet's own tuples; the entry keeps the object alive, so ids
        stay apart)."""
        info = self._contracts.get(id(contract))
        if info is not None and info[0] is contract:
            return info
        if len(self._contracts) > 256:
            self._contracts.clear()
        as_tuple = tuple(contract)
        key = tuple((r.kind, r.min_length) for r in as_tuple)
        slots = slot_contracts(*_slot_lengths(as_tuple))
        info = (contract, key, sum(r.min_length for r in as_tuple), as_tuple, slots)
        self._contracts[id(contract)] = info
        return info

    # ------------------------------------------------------------ contracts
    def find(
        self, hand: Sequence[Card], contract: Sequence[MeldReq], best_only: bool = True
    ) -> Arrangement | None:
        """The arrangement meeting ``contract`` that leaves the fewest points, or None.

        With ``best_only=False`` the first arrangement found is returned (much
        faster; used to list legal actions, where any valid one will do).

        The hand's natural cards are counted once; a deuce or red ace that may
        act as itself is tried both ways where it could help. Results are
        cached by the counts (the whole hand, and each way of counting the
        flexible wilds), so a hand seen again costs a lookup and the card
        placement.
        """
        found = self._lookup(hand, contract, best_only)
        if found is None or found[0] is None:
            return None
        return self._arrange(found, hand)

    def find_later(
        self,
        hand: Sequence[Card],
        contract: Sequence[MeldReq],
        witness: bool = False,
        seat: int | None = None,
    ) -> tuple[int | None, Callable[[], Arrangement]] | None:
        """``find(hand, contract, best_only=False)`` with the arrangement built later.

        None when the hand cannot meet the contract; otherwise ``(cards left, make)``:
        ``make()`` returns the very arrangement ``find`` would have returned now (the
        answer to "any arrangement?" depends on the hand alone, not on what the caches
        hold; the cards are placed later, from a copy of the hand). ``cards left`` is
        the arrangement's ``len(leftover)``, counted from the search's records, or None
        where that count needs the cards placed (wilds beyond the melds' gaps and
        padding).

        ``witness``: the caller needs no ``cards left`` (None is returned), and a hand
        holding the cards of the arrangement found for the ``seat``'s last hand that
        could go down, or all but one meld of it and that meld again from what the
        others leave, is answered without a search (``witness.py``): ``make()``
        searches then.
        """
        found = self._lookup(hand, contract, False, witness=witness, seat=seat)
        if found is None or found[0] is None:
            return None
        held = tuple(hand)
        if found[0] is _WITNESSED:

            def search_later() -> Arrangement:
                arr = self.find(held, contract, best_only=False)
                if arr is None:  # a witness is an arrangement of this hand's cards
                    raise AssertionError("a witnessed hand found unable to go down")
                return arr

            return None, search_later
        (_value, records, total_w), _choice = found[0]

        def make() -> Arrangement:
            return self._arrange(found, held)

        if witness:
            return None, make

        if total_w != sum(rec[6] + rec[7] for rec in records):
            return None, make
        # Every wild goes in a gap or at a run's end; the naturals are the records'.
        return len(held) - total_w - sum(rec[4] for rec in records), make

    def _arrange(self, found: tuple, hand: Sequence[Card]) -> Arrangement:
        """The arrangement of a ``_lookup`` answer that met the contract."""
        (best, choice), naturals, flex_groups, jokers = found
        as_natural = [c for g, k in zip(flex_groups, choice) for c in g[:k]]
        as_wild = [c for g, k in zip(flex_groups, choice) for c in g[k:]]
        points = self.points
        wild_cards = sorted(jokers + as_wild, key=lambda c: (-points[c.rank], c.uid))
        return self._materialise(best, naturals + as_natural, wild_cards, hand)

    def _lookup(
        self,
        hand: Sequence[Card],
        contract: Sequence[MeldReq],
        best_only: bool,
        counted: tuple | None = None,
        witness: bool = False,
        seat: int | None = None,
    ) -> tuple | None:
        """``(result, naturals, flexible groups, jokers)`` for ``find``; the result is
        ``(search result, flexible wilds counted as themselves)`` or None. None in
        place of the whole tuple when the hand is too small for the contract.
        ``counted``: the hand's ``_count``, when the caller has made it. ``witness``
        (with ``best_only=False``): the result is ``_WITNESSED``, not searched, for a
        hand that is not cached and holds the seat's witness (see ``find_later``); a
        witness is kept of each hand that can go down."""
        _, sig, need, contract, slots = self._contract_info(contract)
        if need > len(hand):
            return None
        naturals, flex, jokers, lv, by_rank = self._count(hand) if counted is None else counted
        flex_groups = _group(flex) if flex else []
        hand_key = (
            (*lv[0], *lv[1], *lv[2], *lv[3]),
            tuple((g[0].rank, g[0].suit, len(g)) for g in flex_groups),
            len(jokers),
            sig,
        )
        cache = self._hand_cache
        hit = cache.get((hand_key, best_only), _MISSING)
        if hit is _MISSING and witness:
            wilds = len(flex) + len(jokers)
            w = self._held(hand_key[0], lv, by_rank, wilds, sig, slots, seat)
            if w is not None:
                return _WITNESSED, naturals, flex_groups, jokers
        if hit is _MISSING:
            if len(cache) > 50_000:
                cache.clear()
            hit = self._solve(
                naturals,
                flex_groups,
                jokers,
                lv,
                by_rank,
                sig,
                contract,
                best_only,
                hand_key[0],
                need,
            )
            cache[(hand_key, best_only)] = hit
        if witness:
            self._witness(hit, hand_key[0], sig, seat)
        return hit, naturals, flex_groups, jokers

    def _held(
        self,
        flat: tuple,
        lv: list[list[int]],
        by_rank: list[int],
        wilds: int,
        sig: tuple,
        slots: tuple,
        seat: int | None,
    ) -> Witness | None:
        """The seat's witness if the hand holds it, else the one mended from it (then
        kept as the seat's), else None (``slots``: the contract's one-slot contracts)."""
        key = (sig, seat)
        own = self._own_witness(key)
        if own is None or holds(own, flat, wilds):
            return own
        w = mend(self._ctx, own, lv, by_rank, wilds, slots, self._rank_bits)
        if w is not None:
            self._own[key] = w
        return w

    def _own_witness(self, key: tuple) -> Witness | None:
        """The witness kept for ``key`` (contract key, seat), built now if it was kept
        as a first fit's records (most are never asked for: the seat goes down)."""
        own = self._own.get(key)
        if own is not None and own[0] is _PENDING:
            _, records, flat = own
            rows = [list(flat[0:8]), list(flat[8:16]), list(flat[16:24]), list(flat[24:32])]
            own = self._own[key] = witness_of(melds_of(records, rows, self._rank_bits))
        return own

    def _witness(self, hit: tuple | None, flat: tuple, sig: tuple, seat: int | None) -> None:
        """Keep as the seat's the witness of a first fit's answer ``hit`` on a hand of
        levels ``flat`` (none of one counting a deuce or red ace as itself); a "no"
        drops the seat's."""
        key = (sig, seat)
        if hit is None:
            self._own.pop(key, None)
            return
        (_value, records, _wilds), choice = hit
        if any(choice):
            return
        self._own[key] = (_PENDING, records, flat)

    def _solve(
        self,
        naturals: list[Card],
        flex_groups: list[list[Card]],
        jokers: list[Card],
        lv: list[list[int]],
        by_rank: list[int],
        sig: tuple,
        contract: tuple,
        best_only: bool,
        flat: tuple | None = None,
        cards_needed: int = 0,
    ) -> tuple | None:
        """``(search result, flexible wilds counted as themselves per group)`` or None.
        ``flat``: the levels ``lv`` as one tuple, when the caller has built it;
        ``cards_needed``: the contract's cards (only the order of the work depends on it)."""
        points = self.points
        ctx = self._ctx
        wrap = ctx.wrap
        if flat is None:
            flat = (*lv[0], *lv[1], *lv[2], *lv[3])
        if not flex_groups:
            final = is_final_no(ctx)
            if final and surely_short(ctx, lv, by_rank, len(jokers), contract):
                return None
            wild_pts = (points[0],) * len(jokers)
            res = self._cached_search(lv, by_rank, wild_pts, sig, contract, best_only, final, flat)
            return None if res is None else (res, ())
        final = is_final_no(ctx)
        first = _MISSING  # the first way's search, when made before the relaxed hand's
        first_short = False
        wilds = sum(map(len, flex_groups)) + len(jokers)
        # The first way (every flexible wild counted as a wild) is the answer when it fits,
        # whatever the other ways say; most hands that go down fit so. It is searched
        # before the relaxed hand's first fit (``_first_way``). It cannot fit where the
        # relaxed hand's bound says no, so whether it comes before that bound changes no
        # answer, only the cost: first in a hand of twice the contract's cards or more
        # (which mostly fits), after the bound in a smaller one (which it mostly refuses).
        early = final and not best_only and 2 * cards_needed <= len(naturals) + wilds
        if early:
            first, first_short = self._first_way(
                lv, by_rank, flex_groups, jokers, wilds, sig, contract, flat
            )
            if first is not None and first is not _MISSING:
                return first, (0,) * len(flex_groups)
        if final:
            # The relaxed hand counts each deuce or red ace both as itself and as a
            # wild: any arrangement of the real hand is one of it too, so when it
            # cannot meet the contract, the hand cannot under any way of counting them.
            lv_x = [row[:] for row in lv]
            by_rank_x = by_rank[:]
            for g in flex_groups:
                add_levels(lv_x, by_rank_x, g, wrap)
            wilds_x = wilds
            need = wilds_needed(ctx, lv_x, by_rank_x, wilds_x, contract)
            if need > wilds_x:
                return None
            if not early and not best_only:
                first, first_short = self._first_way(
                    lv, by_rank, flex_groups, jokers, wilds, sig, contract, flat
                )
                if first is not None and first is not _MISSING:
                    return first, (0,) * len(flex_groups)
        first_known = final and not best_only  # whether ``first_short`` was asked
        ranges = [
            range(len(g) + 1) if self._flex_useful(g[0], naturals, wilds, contract) else range(1)
            for g in flex_groups
        ]
        # Several ways to count the flexible wilds: one first fit on the relaxed hand
        # settles a "no" for all of them at once. Where the bound leaves wilds to spare
        # (a fit is likely), it comes after the first way; otherwise before the loop
        # (after the first way's search above, when that was made). Either order gives
        # the same answer and arrangement.
        several = final and any(len(r) > 1 for r in ranges)
        ways = list(product(*ranges))
        if first is None and len(ways) <= _FEW_WAYS:
            # The first way was searched and failed: the one way left is searched
            # (or refused by its bound), cheaper than a fit of the relaxed hand,
            # which holds more and fails more slowly.
            several = False
        relaxed_first = several and wilds_x - need < 2
        counted: dict[int, tuple] = {}

        def way(n: int) -> tuple:
            """``(levels, counts by rank, surely short)`` of way ``n`` (its wild cards'
            penalties are worked out only where a way is searched)."""
            hit = counted.get(n)
            if hit is None:
                choice = ways[n]
                w = wilds - sum(choice)
                if final and n and need > w:
                    # Surely short without asking: this way's levels are part of the
                    # relaxed hand's, so its bound is at least the relaxed hand's
                    # ``need`` (the bound only grows as naturals are taken away), and
                    # it has fewer wilds. Its levels are not needed then (never searched).
                    hit = counted[n] = (None, None, True)
                    return hit
                if any(choice):
                    lv_c = [row[:] for row in lv]
                    by_rank_c = by_rank[:]
                    extra = [c for g, k in zip(flex_groups, choice) for c in g[:k]]
                    add_levels(lv_c, by_rank_c, extra, wrap)
                else:
                    lv_c, by_rank_c = lv, by_rank
                if n == 0 and first_known:
                    short = first_short
                else:
                    short = final and surely_short(ctx, lv_c, by_rank_c, w, contract)
                hit = counted[n] = (lv_c, by_rank_c, short)
            return hit

        def short_from(start: int) -> bool:
            """Every way from ``start`` on lacks wilds by the quick bound (then none has
            an arrangement, and the relaxed hand's fit need not be asked)."""
            return all(way(n)[2] for n in range(start, len(ways)))

        if relaxed_first and (
            short_from(1 if first is None else 0)
            or fit_contract(ctx, lv_x, by_rank_x, wilds_x, contract) is None
        ):
            return None
        best: tuple | None = None
        for n, choice in enumerate(ways):
            if (
                n == 1
                and best is None
                and several
                and not relaxed_first
                and (short_from(1) or fit_contract(ctx, lv_x, by_rank_x, wilds_x, contract) is None)
            ):
                return None
            lv_c, by_rank_c, short = way(n)
            if not short:
                wild_pts = self._wild_pts(flex_groups, jokers, choice)
            if short:
                res = None  # what the search says, sooner (this way of counting the flexible
                # wilds lacks wilds where the relaxed hand did not)
            elif n == 0 and first is None:
                # Searched above (a "no"): cached as ``_cached_search`` would have.
                if len(self._cache) > 50_000:
                    self._cache.clear()
                self._cache[((flat, wild_pts, sig), False)] = None
                res = None
            elif best is None:
                res = self._cached_search(
                    lv_c, by_rank_c, wild_pts, sig, contract, best_only, final
                )
            else:  # only a better arrangement matters now: search above its value, uncached
                res = search(self._ctx, lv_c, by_rank_c, list(wild_pts), contract, True, best[0][0])
            if res is not None and (best is None or res[0] > best[0][0]):
                best = (res, choice)
                if not best_only:
                    break
        return best

    def _first_way(
        self,
        lv: list[list[int]],
        by_rank: list[int],
        flex_groups: list[list[Card]],
        jokers: list[Card],
        wilds: int,
        sig: tuple,
        contract: tuple,
        flat: tuple,
    ) -> tuple:
        """For ``_solve`` (a "can it?" question, its "no" final): the first way of counting
        the flexible wilds (every one a wild), searched and cached as the loop of
        ``_solve`` would search it, unless it is cached already or surely short.
        ``(search result, surely short)``: the result is ``_MISSING`` where no search was
        made, None for a "no" (not cached: the loop caches it, or not, as before)."""
        ctx = self._ctx
        if surely_short(ctx, lv, by_rank, wilds, contract):
            return _MISSING, True
        first_pts = self._wild_pts(flex_groups, jokers, (0,) * len(flex_groups))
        key = (flat, first_pts, sig)
        cache = self._cache
        if (key, False) in cache:
            return _MISSING, False
        first = self._search(lv, by_rank, first_pts, contract, False, True)
        if first is not None:
            if len(cache) > 50_000:
                cache.clear()
            cache[(key, False)] = first
        return first, False

    def _wild_pts(self, flex_groups: list[list[Card]], jokers: list[Card], choice: tuple) -> tuple:
        """The penalties of the wild cards of one way of counting the flexible wilds
        (``choice[i]`` of group ``i`` count as themselves), highest first."""
        points = self.points
        return tuple(
            sorted(
                [points[0]] * len(jokers)
                + [points[g[0].rank] for g, k in zip(flex_groups, choice) for _ in g[k:]],
                reverse=True,
            )
        )

    def _cached_search(
        self,
        lv: list[list[int]],
        by_rank: list[int],
        wild_pts: tuple,
        sig: tuple,
        contract: tuple,
        best_only: bool,
        bounded: bool = False,
        flat: tuple | None = None,
    ) -> tuple | None:
        """``_search`` through the solver's cache (``bounded``: see ``_search``; ``flat``:
        the levels as one tuple, when known)."""
        key = ((*lv[0], *lv[1], *lv[2], *lv[3]) if flat is None else flat, wild_pts, sig)
        res = self._cache.get((key, best_only), _MISSING)
        if res is _MISSING:
            if len(self._cache) > 50_000:
                self._cache.clear()
            res = self._search(lv, by_rank, wild_pts, contract, best_only, bounded)
            self._cache[(key, best_only)] = res
        return res

    def _search(
        self,
        lv: list,
        by_rank: list[int],
        wild_pts: tuple,
        contract: tuple,
        best_only: bool,
        bounded: bool = False,
    ) -> tuple | None:
        """The search result ``(value, records, wilds_used)`` (see ``contract_search``).
        ``bounded``: the hand is known not short by ``surely_short`` (see
        :func:`~continental_qt.engine.contract_fit.fit_contract`)."""
        ctx = self._ctx
        if not best_only or is_final_no(ctx):
            # The first fit answers "can it?" quickly; a "no" settles the best search too.
            records = fit_contract(ctx, lv, by_rank, len(wild_pts), contract, bounded)
            if records is None and is_final_no(ctx):
                return None
            if records is not None and not best_only:
                return 0, tuple(records), sum(rec[6] + rec[7] for rec in records)
        return search(ctx, lv, by_rank, list(wild_pts), contract, best_only)

    def _flex_useful(self, card: Card, naturals: list[Card], wilds: int, contract: tuple) -> bool:
        """Could this deuce or red ace help as itself? Only near cards it could meld with."""
        kinds = {r.kind for r in contract}
        if SET in kinds and any(c.rank == card.rank for c in naturals):
            return True
        if SET in kinds and card.rank in (1, 2):
            return True  # deuces or red aces may form a natural set among themselves
        if RUN in kinds:
            reach = wilds + 2
            for c in naturals:
                if c.suit == card.suit:
                    d = abs(c.rank - card.rank)
                    if card.rank == 1 or c.rank == 1 or self.rules.wrap_runs:
                        d = min(d, 13 - d)
                    if d <= reach:
                        return True
        return False

    # --------------------------------------------------------- materialising
    def _materialise(
        self, best: tuple, nat_cards: list[Card], wild_cards: list[Card], hand: Sequence[Card]
    ) -> Arrangement:
        _value, records, total_w = best
        pool: dict[int, list[Card]] = {}  # by suit * 16 + rank, lowest uid first
        twins = False
        for c in nat_cards:
            k = c.suit * 16 + c.rank
            lst = pool.get(k)
            if lst is None:
                pool[k] = [c]
            else:
                lst.append(c)
                twins = True
        if twins:  # look-alike cards of several decks: each list by uid
            for lst in pool.values():
                if len(lst) > 1:
                    lst.sort(key=_uid)
        # Highest penalty first in ``wild_cards``: reversed here, so ``pop()`` takes it.
        wilds = wild_cards[::-1]
        pop_wild = wilds.pop
        melds: list[list[Card]] = []
        kinds: list[str] = []
        extra = total_w  # wilds beyond the melds' gaps and padding
        for rec in records:
            kind = rec[0]
            extra -= rec[6] + rec[7]
            if kind == RUN:
                base = rec[1] * 16
                cards = []
                for p in range(rec[2], rec[3] + 1):
                    lst = pool.get(base + (p - 1) % 13 + 1)
                    cards.append(lst.pop() if lst else pop_wild())
                kinds.append(RUN)
            else:
                cards = []
                if kind == SET:
                    r, k = rec[1], rec[4]
                    for s in (0, 16, 32, 48):
                        lst = pool.get(s + r)
                        while lst and k:
                            cards.append(lst.pop())
                            k -= 1
                for _ in range(rec[6]):
                    cards.append(pop_wild())
                kinds.append(SET)
            melds.append(cards)
        # Wilds beyond the melds' gaps: runs' padding first (needed), then where they fit.
        for idx, rec in enumerate(records):
            share = 0
            if extra > 0:
                share = min(extra, self._spare_capacity(rec))
                extra -= share
            if rec[0] == RUN:
                if rec[7] + share:
                    self._place_end_wilds(melds[idx], rec, wilds, rec[7] + share)
            elif share:
                melds[idx].extend([pop_wild() for _ in range(share)])
        used = {c.uid for cards in melds for c in cards}
        leftover = tuple([c for c in hand if c.uid not in used])
        pts = self.points
        points = 0
        for c in leftover:
            points += pts[c.rank]
        solved = tuple([SolvedMeld(k, tuple(cs)) for k, cs in zip(kinds, melds)])
        return Arrangement(solved, leftover, points, total_w)

    def _spare_capacity(self, rec: tuple) -> int:
        """How many more wilds a chosen meld takes (the search's leaf uses the same rule)."""
        ctx = self._ctx
        if rec[0] == SET:
            return rec[4] - rec[6] if ctx.ratio else INF
        if rec[0] != RUN:
            return INF
        _, _s, a, b, nn, _p, gaps, pad = rec
        room = ctx.max_len - (b - a + 1) - pad
        if room <= 0:
            return 0
        if ctx.wrap:
            ends = 2 if ctx.no_adj else room + pad
        else:
            lo_room, hi_room = a - ctx.lo, ctx.hi - b
            ends = (lo_room > 0) + (hi_room > 0) if ctx.no_adj else lo_room + hi_room
        c = min(room, ends - pad)
        if ctx.ratio:
            c = min(c, nn - gaps - pad)
        return max(c, 0)

    def _place_end_wilds(self, cards: list[Card], rec: tuple, wilds: list[Card], n: int) -> None:
        """Put ``n`` wilds at the ends of a run: the high end first, as room allows
        (``wilds``: the next to place last)."""
        ctx = self._ctx
        _, _s, a, b, *_ = rec
        if ctx.wrap:
            hi_room = 1 if ctx.no_adj else n
        else:
            hi_room = ctx.hi - b
            if ctx.no_adj:
                hi_room = min(hi_room, 1)
        high = min(n, hi_room)
        for _ in range(high):
            cards.append(wilds.pop())
        for _ in range(n - high):
            cards.insert(0, wilds.pop())

    # ------------------------------------------------------ single-hand game
    def find_going_out(self, hand: Sequence[Card], best: bool = True) -> Arrangement | None:
        """Single-hand game: 15 cards as runs of a going-out pattern (see ``going_out.py``);
        ``leftover`` is the card to discard (empty for a 15-card hand)."""
        found = find_going_out(self.rules, hand, best)
        if found is None:
            return None
        melds, leftover = found
        wild_count = sum(w for m in melds for w in run_wild_flags(m, self.rules))
        return Arrangement(
            tuple(SolvedMeld(RUN, tuple(m)) for m in melds),
            tuple(leftover),
            sum(self.points[c.rank] for c in leftover),
            wild_count,
        )

    def going_out_distance(self, hand: Sequence[Card]) -> int:
        """Single-hand game: about how many cards the hand lacks to go out (0: it can now).

        0 is exact (the going-out search). Otherwise a quick estimate: group
        each suit's distinct ranks into clusters with gaps of at most one rank;
        a cluster of c cards spanning w ranks lacks ``w - c`` inner cards and
        ``3 - w`` more if shorter than 3; duplicates and wilds reduce the need.
        """
        if self.find_going_out(hand, best=False) is not None:
            return 0
        naturals, flex, jokers = self._split(hand)
        missing = 0
        leftovers = 0
        for suit in range(4):
            ranks = sorted({c.rank for c in naturals if c.suit == suit})
            leftovers += sum(1 for c in naturals if c.suit == suit) - len(ranks)
            i = 0
            while i < len(ranks):
                j = i
                while j + 1 < len(ranks) and ranks[j + 1] - ranks[j] <= 2:
                    j += 1
                span = ranks[j] - ranks[i] + 1
                missing += span - (j - i + 1) + max(0, 3 - span)
                i = j + 1
        return max(1, missing + leftovers // 2 - len(flex) - len(jokers))

    # -------------------------------------------------------------- distance
    def distance(
        self, hand: Sequence[Card], contract: Sequence[MeldReq], short: bool = False
    ) -> int:
        """Fewest cards missing (if they were exactly the right ones) to meet ``contract``.

        0 means the hand can go down now. A heuristic for hints and AI: it is
        exact when the answer is 0 and a close upper bound otherwise (the
        search keeps the three cheapest choices per contract meld).

        ``short=True`` tells the solver the hand is known not to meet the contract
        (say, part of a hand that does not), so the first-fit search that settles
        "0" is skipped; the answer is the same.
        """
        _, sig, _need, as_tuple, _slots = self._contract_info(contract)
        counted = self._count(hand)
        _naturals, flex, jokers, lv, by_rank = counted
        if flex:  # the distance counts deuces and red aces as themselves too
            lv = [row[:] for row in lv]
            by_rank = by_rank[:]
            add_levels(lv, by_rank, flex, self._ctx.wrap)
        # The same cards by suit and rank (and as many jokers) give the same answer, 0
        # included, so the cache is asked before the first-fit search.
        key = ((*lv[0], *lv[1], *lv[2], *lv[3]), len(jokers), sig)
        cached = self._dist_cache.get(key)
        if cached is not None:
            return cached
        if len(self._dist_cache) > 50_000:
            self._dist_cache.clear()
        found = None if short else self._lookup(hand, contract, False, counted)
        if found is not None and found[0] is not None:
            result = 0  # can go down now (no arrangement needed, so none is placed)
        else:
            result = self._distance(lv, by_rank, len(jokers), as_tuple)
        self._dist_cache[key] = result
        return result

    def _distance(
        self,
        lv: list[list[int]],
        by_rank: list[int],
        W: int,
        contract: tuple,
        plan: list | None = None,
    ) -> int:
        """Beam search: per contract meld, the three choices missing fewest cards.

        Choices are ordered by the cards they lack, then suit and positions
        (runs) or rank and count (sets); identical slots take choices in
        non-decreasing order. Each suit's windows come sorted from
        :func:`gap_windows` (memoized), so a step merges four short lists
        instead of scoring every window.

        ``plan``, when given, receives the best leaf's choices, one per slot in the
        search's order (runs first, longest first): ``(RUN, suit, held, wilds)`` or
        ``(SET, rank, naturals, wilds)``, ``held`` being the window's positions
        (see :func:`gap_windows`); ``closest.py`` builds the partial arrangement
        from it.
        """
        ctx = self._ctx
        memo = ctx.memo(gap_windows)
        gaps_of, gaps_get = memo.of, memo.get
        wrap = ctx.wrap
        ratio = ctx.ratio
        slots, n_slots, best_start = self._beam_slots(contract)
        last = n_slots - 1
        best = [best_start]
        path: list[tuple] = []

        def rest(j: int) -> tuple[int, int]:
            """For the slots from ``j`` on, on the hand as it is now: the sum of each
            slot's fewest gaps, and the sum of what those gaps exceed the slot's wild cap
            by. Taking cards out for earlier slots only widens gaps, so every leaf below
            misses at least ``missing + excess`` and ``missing + gaps - wilds left``."""
            total = excess = 0
            top = -1
            for k in range(j, n_slots):
                run, m, _same = slots[k]
                if run:
                    g = m
                    for row in lv:
                        m1 = row[0]
                        if m1:
                            wins = gaps_get(m1 * 32 + m)
                            if wins is None:
                                wins = gaps_of(m1, m)
                            if wins and wins[0][0] < g:
                                g = wins[0][0]
                else:
                    if top < 0:
                        top = max(by_rank)
                    g = m - top if top < m else 0
                total += g
                cap = m // 2 if ratio else m
                if g > cap:
                    excess += g - cap
            return total, excess

        def dfs(i: int, w_left: int, missing: int, prev: tuple) -> None:
            if missing >= best[0]:
                return
            if i == n_slots:  # an empty contract only: the last slot ends the search
                best[0] = missing
                return
            run, m, same = slots[i]
            cap = m // 2 if ratio else m
            use_cap = w_left if w_left < cap else cap
            if i == last:
                # The last slot needs only its cheapest choice (the total grows with
                # the gaps), so nothing is taken out or searched below it.
                found = _cheapest(run, m, prev if same else None, lv, by_rank, gaps_of)
                if found is None:
                    return
                gaps = found[0]
                total = missing + (gaps - use_cap if gaps > use_cap else 0)
                if total < best[0]:
                    best[0] = total
                    if plan is not None:
                        plan[:] = path
                        use_w = gaps if gaps < use_cap else use_cap
                        plan.append((RUN if run else SET, found[1], found[2], use_w))
                    elif total <= 1:
                        best[0] = 0  # the answer is 1 whatever is left: stop the search
                return
            if run:
                ps, ph = prev[1:] if same else (-1, -1)
                picks = []
                for s in range(4):
                    if s < ps:
                        continue
                    taken_here = 0
                    m1 = lv[s][0]
                    wins = gaps_get(m1 * 32 + m)
                    if wins is None:
                        wins = gaps_of(m1, m)
                    for gaps, held, taken, ranks in wins:
                        if s == ps and held < ph:
                            continue
                        picks.append((gaps, s, held, taken, ranks))
                        taken_here += 1
                        if taken_here == 3:
                            break
            else:
                pr, pk = prev[1:] if same else (0, 0)
                picks = []
                for r in range(max(pr, 1), 14):
                    k = by_rank[r] if by_rank[r] < m else m
                    if r == pr and k < pk:
                        continue
                    picks.append((m - k, r, k))
            picks.sort()
            bound = None
            for pick in picks[:3]:
                gaps = pick[0]
                use_w = gaps if gaps < use_cap else use_cap
                after = missing + gaps - use_w
                if after >= best[0]:
                    break  # the picks are sorted: none after this one does better
                if best[0] < best_start:  # a leaf is known: the slots below count
                    if bound is None:
                        bound = rest(i + 1)
                    if after + bound[1] >= best[0] or missing + gaps + bound[0] - w_left >= best[0]:
                        break
                if run:
                    _g, s, held, taken, ranks = pick
                    row = lv[s]
                    _remove(row, taken)
                    for r in ranks:
                        by_rank[r] -= 1
                    path.append((RUN, s, held, use_w))
                    dfs(i + 1, w_left - use_w, after, (0, s, held))
                    path.pop()
                    for r in ranks:
                        by_rank[r] += 1
                    _restore(row, taken)
                else:
                    _g, r, k = pick
                    taken_sets = _take_rank(lv, r, k, wrap)
                    by_rank[r] -= k
                    path.append((SET, r, k, use_w))
                    dfs(i + 1, w_left - use_w, after, (1, r, k))
                    path.pop()
                    by_rank[r] += k
                    _put_rank(lv, r, taken_sets, wrap)

        dfs(0, W, 0, ())
        if best[0] == best_start:
            # No leaf reached: the order of identical slots (non-decreasing choices)
            # ran out of choices. The answer stays every card of the contract.
            best[0] = best_start - 1
            if plan is not None:
                plan.clear()
        return max(best[0], 1)

    def _beam_slots(self, contract: tuple) -> tuple[tuple[tuple[bool, int, bool], ...], int, int]:
        """For :meth:`_distance`: the contract's slots in the search's order (runs first,
        longest first) as ``(is a run, length, same as the slot before)``, their number,
        and one more than any leaf can miss (so that some leaf is always recorded: no
        leaf misses more than every card). Memoized by identity, as ``_contract_info``."""
        hit = self._beams.get(id(contract))
        if hit is not None and hit[0] is contract:
            return hit[1]
        ordered = sorted(contract, key=lambda r: (r.kind != RUN, -r.min_length))
        slots = tuple(
            (r.kind == RUN, r.min_length, i > 0 and ordered[i - 1] == r)
            for i, r in enumerate(ordered)
        )
        value = slots, len(slots), sum(r.min_length for r in contract) + 1
        if len(self._beams) > 256:
            self._beams.clear()
        self._beams[id(contract)] = (contract, value)
        return value


def _cheapest(
    run: bool, m: int, prev: tuple | None, lv, by_rank: list[int], gaps_of
) -> tuple[int, int, int] | None:
    """The choice missing fewest cards for one slot of length ``m`` (a run when
    ``run``, else a set): ``(missing, suit, held)`` or ``(missing, rank, naturals)``;
    None when there is no choice. ``prev`` is the choice of an identical slot just
    before it, which this one may not precede (see ``_distance``)."""
    if run:
        ps, ph = prev[1:] if prev else (-1, -1)
        least = None
        for s in range(max(ps, 0), 4):
            for gaps, held, _taken, _ranks in gaps_of(lv[s][0], m):
                if s == ps and held < ph:
                    continue
                if least is None or gaps < least[0]:
                    least = (gaps, s, held)
                break
        return least
    pr, pk = prev[1:] if prev else (0, 0)
    most = -1
    rank = 0
    for r in range(max(pr, 1), 14):
        k = by_rank[r] if by_rank[r] < m else m
        if r == pr and k < pk:
            continue
        if k > most:
            most = k
            rank = r
    return None if most < 0 else (m - most, rank, most)


def gap_windows(key: tuple, m1: int, m: int) -> tuple[tuple[int, int, int, tuple], ...]:
    """``(gaps, held, taken, ranks)`` for every window of ``m`` places of a suit holding
    the positions ``m1``, sorted; ``held`` is the window's natural positions (unfolded
    when runs wrap), ``taken`` the positions to remove from the suit's levels (the ace at
    both its places) and ``ranks`` their ranks. A pure function of its arguments
    (``key``: rule constants), memoized per rule set."""
    _points, wrap, lo, hi = key[:4]
    ext = (m1 | (m1 << 13)) if wrap else m1
    top = 13 if wrap else hi - m + 1
    win = ((1 << m) - 1) << lo
    out = []
    for _a in range(lo, top + 1):
        held = ext & win
        taken = (held | (held >> 13)) & 0x3FFE if wrap else held
        if not wrap and taken & 0x4002:
            taken |= 0x4002
        ranks = tuple(1 if p == 14 else p for p in bits_of(taken) if p != 14 or not taken & 2)
        out.append((m - held.bit_count(), held, taken, ranks))
        win <<= 1
    out.sort()
    return tuple(out)


_uid = attrgetter("uid")


def _group(cards: list[Card]) -> list[list[Card]]:
    groups: dict[tuple[int, int], list[Card]] = {}
    for c in sorted(cards, key=_uid):
        groups.setdefault((c.rank, c.suit), []).append(c)
    return list(groups.values())


@lru_cache(maxsize=64)
def _solver_for_value(rules: RuleSet) -> ContractSolver:
    return ContractSolver(rules)


_BY_IDENTITY: dict[int, tuple[RuleSet, ContractSolver]] = {}


def solver_for(rules: RuleSet) -> ContractSolver:
    """One solver (and cache) per RuleSet value; RuleSets are frozen and hashable.

    Looked up by identity first: hashing a RuleSet walks all its rounds, and the
    computer players ask for the solver of the same object thousands of times a game.
    The entry keeps the RuleSet alive, so an id is never reused while it is listed.
    """
    hit = _BY_IDENTITY.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1]
    solver = _solver_for_value(rules)
    if len(_BY_IDENTITY) > 64:
        _BY_IDENTITY.clear()
    _BY_IDENTITY[id(rules)] = (rules, solver)
    return solver


def find_contract(hand: Sequence[Card], rules: RuleSet, round_number: int) -> Arrangement | None:
    """Can ``hand`` meet round ``round_number``'s contract (1-based)? The best arrangement.

    In the single-hand game the "contract" is one of the going-out patterns
    covering exactly 15 cards (one card of a 16-card hand is left to discard).
    """
    solver = solver_for(rules)
    if rules.single_hand:
        return solver.find_going_out(hand)
    return solver.find(hand, rules.round(round_number).contract)


def distance_to_contract(
    hand: Sequence[Card], rules: RuleSet, round_number: int, short: bool = False
) -> int:
    """How many cards the hand lacks to go down (0: it can now). ``short``: the hand
    is known not to meet the contract (see :meth:`ContractSolver.distance`)."""
    solver = solver_for(rules)
    if rules.single_hand:
        return solver.going_out_distance(hand)
    return solver.distance(hand, rules.round(round_number).contract, short)


def meets_contract(hand: Sequence[Card], rules: RuleSet, round_number: int) -> bool:
    """Can ``hand`` go down now? (Any arrangement; the answer the legal moves use,
    so it is usually a cache hit.) In the single-hand game: can it go out?"""
    solver = solver_for(rules)
    if rules.single_hand:
        return solver.going_out_distance(hand) == 0
    found = solver._lookup(hand, rules.round(round_number).contract, False)
    return found is not None and found[0] is not None
