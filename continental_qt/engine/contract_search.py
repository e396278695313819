"""The contract search on bitmasks: one meld per contract slot, best points melded.

A hand's natural cards are kept per suit as *levels*: ``lv[s][k]`` is the
bitmask of run positions holding more than ``k`` copies (bit ``p`` for
position ``p``; without wrapping the ace is bit 1 and bit 14 at once; with
wrapping positions 14..26 repeat 1..13 so a window never needs to wrap).

A run candidate is a window whose two ends are natural cards, padded with
wilds at its ends when it is shorter than the slot's minimum; its gaps are
filled with wilds. A set candidate is ``k`` naturals of one rank plus wilds
(or, under ``wild_only_sets``, wilds alone). The search takes runs first,
then sets; identical slots take candidates in non-decreasing order; it
prunes on a lower bound of wilds still needed and, when looking for the
best arrangement, on an upper bound of points still meldable. At a leaf the
wilds left in hand go where the wild limits allow, highest penalty first.

Records in the result (one per slot):
``("run", suit, a, b, naturals, points, gap_wilds, end_wilds)``,
``("set", rank, 0, 0, naturals, points, wilds, 0)``,
``("wildset", 0, 0, 0, 0, 0, wilds, 0)``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from .rules import RUN, SET, MeldReq, RuleSet

INF = 1 << 30
WILDSET = "wildset"


class SuitMemo(dict):
    """The memo of one per-suit table ``fn(key, m1, m)`` for one rule set (``key``).

    The searches look per-suit tables up a dozen times a query; a plain dict with
    an int key per rule set costs less than an ``lru_cache`` that hashes ``key``
    (which holds the points table) on every lookup. Only pure results are kept, so
    sharing them across solvers changes nothing but speed.
    """

    __slots__ = ("fn", "key")

    def __init__(self, fn: Callable[[tuple, int, int], Any], key: tuple) -> None:
        super().__init__()
        self.fn = fn
        self.key = key

    def of(self, m1: int, m: int) -> Any:
        """``fn(key, m1, m)`` for a suit holding the positions ``m1`` and a slot of ``m``."""
        value = self.get(m1 * 32 + m)
        if value is None:
            value = self[m1 * 32 + m] = self.fn(self.key, m1, m)
        return value


_MEMOS: dict[tuple, SuitMemo] = {}


def suit_memo(fn: Callable[[tuple, int, int], Any], key: tuple) -> SuitMemo:
    """The process-wide :class:`SuitMemo` of ``fn`` for the rule constants ``key``."""
    memo = _MEMOS.get((fn, key))
    if memo is None or len(memo) > 200_000:
        memo = _MEMOS[(fn, key)] = SuitMemo(fn, key)
    return memo


@lru_cache(maxsize=16)
def points_table(points: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Penalty points of the naturals in a 15-bit position mask (one copy each), as two
    tables: ``low[mask & 255] + high[mask >> 8]`` (see :func:`mask_points`). Two small
    tables are built in microseconds, where one of 32,768 entries took milliseconds on
    the first hand of each rule set."""

    def table(first: int, size: int) -> tuple[int, ...]:
        out = [0] * size
        for m in range(1, size):
            low = m & -m
            pos = low.bit_length() - 1 + first
            out[m] = out[m ^ low] + points[1 if pos == 14 else pos]
        return tuple(out)

    return table(0, 256), table(8, 128)


def mask_points(tables: tuple[tuple[int, ...], tuple[int, ...]], mask: int) -> int:
    """Points of the positions in ``mask`` (see :func:`points_table`)."""
    return tables[0][mask & 255] + tables[1][mask >> 8]


@lru_cache(maxsize=4096)
def bits_of(mask: int) -> tuple[int, ...]:
    """Positions of the set bits of ``mask``, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


class SearchContext:
    """Per-RuleSet constants of the search."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.wrap = rules.wrap_runs
        if self.wrap:
            self.lo, self.hi = 1, 26
        else:
            self.lo = 1 if rules.ace_low else 2
            self.hi = 14 if rules.ace_high else 13
        self.max_len = min(13, rules.max_run_length)
        self.ratio = rules.wilds_not_more_than_naturals
        self.min_nat = max(1, rules.min_naturals)
        self.no_adj = rules.no_adjacent_wilds_in_runs
        self.wild_only = rules.wild_only_sets
        self.points = rules.points
        self.key = (
            rules.points, self.wrap, self.lo, self.hi, self.max_len, self.ratio, self.min_nat,
            self.no_adj,
        )  # fmt: skip
        self._memos: dict[Callable, SuitMemo] = {}

    def memo(self, fn: Callable[[tuple, int, int], Any]) -> SuitMemo:
        """``suit_memo(fn, self.key)``, kept here: hashing the key on every query cost
        more than the lookups it serves."""
        memo = self._memos.get(fn)
        if memo is None or len(memo) > 200_000:
            memo = self._memos[fn] = suit_memo(fn, self.key)
        return memo

    def window(self, a: int, b: int) -> int:
        return ((1 << (b + 1)) - 1) ^ ((1 << a) - 1)

    def fold(self, mask: int) -> int:
        """A window mask as the positions (bits 1..14) of the cards it holds."""
        if self.wrap:
            return (mask | (mask >> 13)) & 0x3FFE
        if mask & 0x4002:
            mask |= 0x4002
        return mask


def suit_levels(nat_cards, wrap: bool) -> tuple[list[list[int]], list[int]]:
    """The levels and rank counts of natural cards (see the module doc)."""
    lv = [[0] * 8 for _ in range(4)]
    by_rank = [0] * 14
    add_levels(lv, by_rank, nat_cards, wrap)
    return lv, by_rank


def add_levels(lv: list[list[int]], by_rank: list[int], nat_cards, wrap: bool) -> None:
    """Count more natural cards into ``lv`` and ``by_rank``."""
    ace = 2 if wrap else 2 | (1 << 14)
    for c in nat_cards:
        r = c.rank
        bit = ace if r == 1 else 1 << r
        row = lv[c.suit]
        k = 0
        while row[k] & bit:
            k += 1
            if k == 8:  # more copies than levels: not counted (no shoe holds that many)
                break
        else:
            row[k] |= bit
        by_rank[r] += 1


def _remove(row: list[int], taken: int) -> None:
    """Remove one copy at each position of ``taken`` (positions must hold one)."""
    for k in range(7, -1, -1):
        top = row[k] & taken
        if top:
            row[k] ^= top
            taken ^= top
            if not taken:
                return


def _restore(row: list[int], taken: int) -> None:
    for k in range(8):
        free = taken & ~row[k]
        if free:
            row[k] |= free
            taken ^= free
            if not taken:
                return


def run_candidates(
    ctx: SearchContext, lv, m: int, w_left: int, fewest_wilds: bool = False
) -> list[tuple]:
    """Every run candidate for a slot of minimum length ``m`` with at most ``w_left`` wilds:
    ``(points, suit, a, b, naturals, gap_wilds, end_wilds, positions)``, best points first
    (or, with ``fewest_wilds``, those needing fewest wilds first: quickest to a first fit)."""
    out = []
    candidates = ctx.memo(suit_candidates).of
    for s in range(4):
        m1 = lv[s][0]
        if m1:
            for c in candidates(m1, m):
                if c[4] + c[5] <= w_left:
                    out.append((c[0], s, *c[1:]))
    if fewest_wilds:
        out.sort(key=lambda c: (c[5] + c[6], -c[0]))
    else:
        out.sort(key=lambda c: -c[0])
    return out


def suit_candidates(key: tuple, m1: int, m: int, longest: int = 13) -> tuple[tuple, ...]:
    """Run candidates within one suit whose naturals are the positions in ``m1``,
    natural-to-natural intervals of at most ``longest`` places (``contract_fit`` asks
    for short ones only).

    A pure function of its arguments (``key`` holds the rule constants), memoized
    per rule set through :func:`suit_memo`: suit patterns recur across hands.
    """
    points, wrap, lo, hi, max_len, ratio, min_nat, no_adj = key
    pts_tables = points_table(points)
    out = []
    ext = (m1 | (m1 << 13)) if wrap else m1
    positions = bits_of(ext)
    for i, a in enumerate(positions):
        if wrap and a > 13:
            break
        if a < lo:
            continue
        for b in positions[i:]:
            if b > hi:
                break
            length = b - a + 1
            if length > max_len or length > longest:
                break
            win = ((1 << (b + 1)) - 1) ^ ((1 << a) - 1)
            held = ext & win
            nn = held.bit_count()
            gaps = length - nn
            pad = m - length if length < m else 0
            need = gaps + pad
            if nn < min_nat or (ratio and need > nn):
                continue
            if pad:
                if length + pad > max_len:
                    continue
                if not wrap:
                    lo_room, hi_room = a - lo, hi - b
                    if no_adj:
                        if pad > (lo_room > 0) + (hi_room > 0):
                            continue
                    elif pad > lo_room + hi_room:
                        continue
                elif no_adj and pad > 2:
                    continue
            if no_adj and gaps:
                g = win & ~held
                if g & (g >> 1):
                    continue
            folded = (held | (held >> 13)) & 0x3FFE if wrap else held
            out.append((mask_points(pts_tables, folded), a, b, nn, gaps, pad, folded))
    return tuple(out)


def min_wilds_needed(ctx: SearchContext, lv, by_rank, slots, i: int) -> int:
    """Wilds the slots from ``i`` on need at least, each slot taken on its own."""
    need = 0
    window = ctx.memo(best_window).of
    for req in slots[i:]:
        m = req.min_length
        if req.kind == RUN:
            best_have = 0
            for s in range(4):
                m1 = lv[s][0]
                if m1:
                    h = window(m1, m)
                    if h > best_have:
                        best_have = h
            if best_have == 0:
                return INF
            need += m - best_have
        else:
            t = max(by_rank)
            if t:
                need += max(0, m - t)
            elif ctx.wild_only:
                need += m
            else:
                return INF
    return need


def best_window(key: tuple, m1: int, m: int) -> int:
    """Most naturals of a suit (positions ``m1``) inside any run window of ``m`` places."""
    _points, wrap, lo, hi = key[:4]
    ext = (m1 | (m1 << 13)) if wrap else m1
    top = hi - m + 1 if not wrap else 13
    win = ((1 << m) - 1) << lo
    best = 0
    for _a in range(lo, top + 1):
        h = (ext & win).bit_count()
        if h > best:
            best = h
        win <<= 1
    return min(best, m)


def search(
    ctx: SearchContext,
    lv,
    by_rank: list[int],
    wild_pts: list[int],
    contract: tuple[MeldReq, ...],
    best_only: bool,
    floor: int = -1,
) -> tuple | None:
    """Best ``(points_melded, records, wilds_used)``, or None when the contract is not met
    (or, given ``floor``, when no arrangement melds more than ``floor`` points)."""
    points = ctx.points
    nat_total = sum(points[r] * n for r, n in enumerate(by_rank))
    W = len(wild_pts)
    wild_prefix = [0]
    for p in wild_pts:
        wild_prefix.append(wild_prefix[-1] + p)
    slots = sorted(contract, key=lambda r: (r.kind != RUN, -r.min_length))
    n_slots = len(slots)
    if min_wilds_needed(ctx, lv, by_rank, slots, 0) > W:
        return None
    ratio, min_nat, wild_only = ctx.ratio, ctx.min_nat, ctx.wild_only
    wrap, lo, hi, max_len, no_adj = ctx.wrap, ctx.lo, ctx.hi, ctx.max_len, ctx.no_adj
    total = nat_total + wild_prefix[W]
    best: list = [floor, None, 0]
    chosen: list = []
    # Upper bound of natural points the run slots from i on could meld, each on its own
    # (from the whole hand); set slots are bounded at each step from the ranks left.
    suffix_ub = [0] * (n_slots + 1)
    sets_from = [0] * (n_slots + 1)
    for j in range(n_slots - 1, -1, -1):
        req = slots[j]
        sets_from[j] = sets_from[j + 1] + (req.kind != RUN)
        if best_only and req.kind == RUN:
            cands = run_candidates(ctx, lv, req.min_length, W)
            suffix_ub[j] = suffix_ub[j + 1] + (cands[0][0] if cands else 0)
        else:
            suffix_ub[j] = suffix_ub[j + 1]

    def leaf(w_left: int, nat_pts: int) -> None:
        cap = 0
        for rec in chosen:
            kind = rec[0]
            if kind == RUN:
                _, _s, a, b, nn, _p, gaps, pad = rec
                room = max_len - (b - a + 1) - pad
                if room <= 0:
                    continue
                if wrap:
                    ends = 2 if no_adj else room + pad
                else:
                    lo_room, hi_room = a - lo, hi - b
                    ends = (lo_room > 0) + (hi_room > 0) if no_adj else lo_room + hi_room
                c = min(room, ends - pad)
                if ratio:
                    c = min(c, nn - gaps - pad)
                if c > 0:
                    cap += c
            elif kind == SET:
                cap += rec[4] - rec[6] if ratio else INF
            else:
                cap += INF
        used_w = W - w_left + min(w_left, cap)
        value = nat_pts + wild_prefix[used_w]
        if value > best[0]:
            best[0] = value
            best[1] = tuple(chosen)
            best[2] = used_w

    failed: set[tuple] = set()

    def dfs(i: int, w_left: int, nat_pts: int, prev_key: tuple) -> None:
        if best[1] is not None and (not best_only or best[0] >= total):
            return
        if i == n_slots:
            leaf(w_left, nat_pts)
            return
        if not best_only:
            # Looking for any fit: identical slots are tried in any order (quickest
            # fit first), and a position already known to fail is not searched again.
            sig = (i, w_left, *lv[0], *lv[1], *lv[2], *lv[3])
            if sig in failed:
                return
            explore(i, w_left, nat_pts, prev_key)
            if best[1] is None:
                failed.add(sig)
            return
        explore(i, w_left, nat_pts, prev_key)

    def explore(i: int, w_left: int, nat_pts: int, prev_key: tuple) -> None:
        if best_only:  # an upper bound against the best so far (or the floor)
            more = suffix_ub[i]
            q = sets_from[i]
            if q:  # each rank's cards counted once, however many sets share the rank
                values = [p * n for p, n in zip(points, by_rank) if n]
                if q == 1:
                    more += max(values, default=0)
                else:
                    values.sort(reverse=True)
                    more += sum(values[:q])
            ub = nat_pts + min(more, nat_total - nat_pts) + wild_prefix[W]
            if ub <= best[0]:
                return
        if i and min_wilds_needed(ctx, lv, by_rank, slots, i) > w_left:
            return  # the slots left cannot all be met with the wilds left
        req = slots[i]
        m = req.min_length
        same = best_only and i > 0 and slots[i - 1] == req
        if req.kind == RUN:
            cands = run_candidates(ctx, lv, m, w_left, not best_only)
            for pts, s, a, b, nn, gaps, pad, folded in cands:
                key = (s, a, b)
                if same and key < prev_key:
                    continue
                row = lv[s]
                _remove(row, folded | (0x4002 if (not wrap and folded & 0x4002) else 0))
                ranks = bits_of(folded)
                for p in ranks:
                    by_rank[1 if p == 14 else p] -= 1
                chosen.append((RUN, s, a, b, nn, pts, gaps, pad))
                dfs(i + 1, w_left - gaps - pad, nat_pts + pts, key)
                chosen.pop()
                for p in ranks:
                    by_rank[1 if p == 14 else p] += 1
                _restore(row, folded | (0x4002 if (not wrap and folded & 0x4002) else 0))
            return
        last_set = not sets_from[i + 1]  # no set slot after this one
        held = [r for r in range(1, 14) if by_rank[r]]
        if best_only:
            order = sorted(held, key=lambda r: -points[r] * by_rank[r])
        else:  # most naturals first: quickest to a first fit
            order = sorted(held, key=lambda r: -by_rank[r])
        for r in order:
            t = by_rank[r]
            key = (r,)
            if same and key < prev_key:
                continue
            ks = [t] if last_set or t < 2 * min_nat else range(t, min_nat - 1, -1)
            for k in ks:
                if k < min_nat:
                    continue
                need = m - k if k < m else 0
                if need > w_left or (ratio and need > k):
                    continue
                taken = _take_rank(lv, r, k, wrap)
                by_rank[r] -= k
                chosen.append((SET, r, 0, 0, k, k * points[r], need, 0))
                dfs(i + 1, w_left - need, nat_pts + k * points[r], key)
                chosen.pop()
                by_rank[r] += k
                _put_rank(lv, r, taken, wrap)
        if wild_only and w_left >= m and not (same and (99,) < prev_key):
            chosen.append((WILDSET, 0, 0, 0, 0, 0, m, 0))
            dfs(i + 1, w_left - m, nat_pts, (99,))
            chosen.pop()

    dfs(0, W, 0, ())
    if best[1] is None:
        return None
    return best[0], best[1], best[2]


def _rank_bit(r: int, wrap: bool) -> int:
    return (1 << r) | (1 << 14) if r == 1 and not wrap else 1 << r


def _take_rank(lv, r: int, k: int, wrap: bool) -> list[int]:
    """Remove ``k`` copies of rank ``r``, suit by suit; returns how many from each suit."""
    bit = _rank_bit(r, wrap)
    probe = 1 << r
    taken = [0, 0, 0, 0]
    for s in range(4):
        row = lv[s]
        while k and row[0] & probe:
            _remove(row, bit)
            taken[s] += 1
            k -= 1
        if not k:
            break
    return taken


def _put_rank(lv, r: int, taken: list[int], wrap: bool) -> None:
    bit = _rank_bit(r, wrap)
    for s in range(4):
        for _ in range(taken[s]):
            _restore(lv[s], bit)
