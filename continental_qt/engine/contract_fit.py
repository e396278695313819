"""Does a hand meet a contract at all? The quick search behind ``legal_actions``.

Listing legal moves, hints and the computer players ask "can this hand go
down?" far more often than "which arrangement is best?", and for that
question a meld never needs more cards than its slot's minimum: fewer cards
in one meld leave more for the others. So a run is a natural-to-natural
interval of at most ``m`` places of one suit, its gaps and missing ends
filled with wilds, and a set is at most ``m`` naturals of one rank, topped
up with wilds. Candidates come sorted fewest wilds first, so a hand that
fits is usually found on the first path; a position already known to fail
is not searched again, and a lower bound on the wilds still needed cuts the
rest.

Completeness, relative to the best-arrangement search (``contract_search``,
whose model of a run this shares, including its known limit): any run of
``m`` or more cards holds ``m`` consecutive places that form a valid run
themselves, and a set can shed cards down to ``m``, wilds first. Under
``wilds_not_more_than_naturals`` those ``m`` places might break the limit, so
intervals up to ``2m - 1`` long are tried: a run of ``2m`` or more splits into
two runs of ``m`` or more, one of which keeps the limit. Under
``min_naturals > 1`` a shorter run may hold too few naturals, so there the
caller confirms a "no" with the full search (:func:`is_final_no`). The
tests check this search against the full one on thousands of hands.

Identical run slots are tried in either order: which copies an interval
takes depends on what earlier slots left.

Results use the record format of ``contract_search`` (one record a slot), so
the solver materialises both the same way.
"""

from __future__ import annotations

from .contract_search import (
    INF,
    WILDSET,
    SearchContext,
    _remove,
    _restore,
    best_window,
    bits_of,
    suit_candidates,
    suit_memo,
)
from .rules import RUN, SET, MeldReq


def is_final_no(ctx: SearchContext) -> bool:
    """Whether a "no" from :func:`fit_contract` needs no confirmation (see module doc)."""
    return ctx.min_nat <= 1


def surely_short(
    ctx: SearchContext, lv: list[list[int]], by_rank: list[int], wilds: int, contract: tuple
) -> bool:
    """A quick "no": True when the hand (levels ``lv``, counts ``by_rank``) lacks more
    wilds than ``wilds`` to meet ``contract``, whatever the arrangement (see
    :func:`wilds_needed`)."""
    return wilds_needed(ctx, lv, by_rank, wilds, contract) > wilds


def wilds_needed(
    ctx: SearchContext, lv: list[list[int]], by_rank: list[int], wilds: int, contract: tuple
) -> int:
    """At least how many wilds the hand (levels ``lv``, counts ``by_rank``) needs to
    meet ``contract`` (``INF``: it cannot); counting may stop once past ``wilds``.

    A lower bound, each slot on its own: a run slot of ``m`` needs at least ``m``
    less the most naturals of one suit inside ``m`` places (a longer run holds an
    ``m``-place part missing no more than it does), and the set slots (when all of
    one length ``m``) together at least what the ranks cut into pieces of ``m`` cards
    leave them short, the largest pieces taken; with sets of different lengths, each
    its best rank; and each set needs its least naturals of one rank (two of three
    when wilds may not outnumber naturals). Nothing else of the wild limits is
    asked, so the bound only ever says "no" where the search would; it answers most
    hands that cannot go down in microseconds.
    """
    memo = ctx.memo(best_window)
    window, known = memo.of, memo.get
    need = 0
    runs, sets = _slot_lengths(contract)
    last = 0
    for m in runs:  # longest first: equal slots are next to each other
        if m == last:
            continue
        last = m
        most = 0
        least = [INF] * 4
        for s, row in enumerate(lv):
            m1 = row[0]
            if m1:
                h = known(m1 * 32 + m)
                if h is None:
                    h = window(m1, m)
                least[s] = m - h
                if h > most:
                    most = h
        if not most:
            return INF  # a run needs a natural card
        count = runs.count(m)
        need += (m - most) * count
        if count > 1 and need <= wilds:
            need += runs_share(lv, least, m, count) - (m - most) * count
        if need > wilds:
            return need
    if not sets:
        return need
    m = sets[0]
    if sets[-1] != m:  # sets of different lengths (longest first)
        top = max(by_rank)
        if not top and not ctx.wild_only:
            return INF
        return need + sum(x - top for x in sets if x > top)
    n = len(sets)
    full = sum([c // m for c in by_rank])  # whole pieces of m cards of one rank
    if full >= n:
        return need  # whole pieces of m for every set: nothing more is needed
    if not ctx.wild_only:
        # Each set needs ``least`` naturals of its rank: a rank of c cards holds at
        # most c // least sets.
        least = max(ctx.min_nat, (m + 1) // 2 if ctx.ratio else 1)
        if sum([c // least for c in by_rank]) < n:
            return INF
    # Cut each rank into pieces of m and a remainder. Sets of one rank meld at most m
    # of its naturals each, so together the sets meld no more naturals than the
    # largest pieces hold (a piece may also be split between sets: that melds no
    # more): the whole pieces, then the largest remainders.
    rest = sorted([c % m for c in by_rank], reverse=True)
    return need + (n - full) * m - sum(rest[: n - full])


def suit_cards(row: list[int]) -> int:
    """How many natural cards a suit's levels hold (the ace once)."""
    n = 0
    for level in row:
        if not level:
            break
        n += (level & 0x3FFE).bit_count()
    return n


def runs_share(lv: list[list[int]], least: list[int], m: int, n: int) -> int:
    """At least how many wilds ``n`` run slots of ``m`` need together, where one run in
    suit ``s`` needs at least ``least[s]`` wilds (``INF``: none fits there).

    Runs in one suit share its cards: ``j`` of them need at least ``j * least[s]`` wilds
    and at least ``j * m`` less the suit's natural cards. Both grow faster with each
    run, so taking the ``n`` cheapest next runs over the suits is the least total.
    """
    steps = []
    for s in range(4):
        w = least[s]
        if w >= INF:
            continue
        cards = suit_cards(lv[s])
        before = 0
        for j in range(1, n + 1):
            cost = j * w
            short = j * m - cards
            if short > cost:
                cost = short
            steps.append(cost - before)
            before = cost
    if len(steps) < n:
        return INF
    steps.sort()
    return sum(steps[:n])


_LENGTHS: dict[int, tuple] = {}


def _slot_lengths(contract: tuple[MeldReq, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The minimum lengths of a contract's run slots and set slots, longest first.

    Memoized by identity (callers pass the rule set's own tuples; hashing one walks
    its dataclasses); the entry keeps the tuple alive, so an id is not reused."""
    hit = _LENGTHS.get(id(contract))
    if hit is not None and hit[0] is contract:
        return hit[1]
    slots = sorted(contract, key=lambda r: (r.kind != RUN, -r.min_length))
    runs = tuple(r.min_length for r in slots if r.kind == RUN)
    value = runs, tuple(r.min_length for r in slots if r.kind == SET)
    if len(_LENGTHS) > 256:
        _LENGTHS.clear()
    _LENGTHS[id(contract)] = (contract, value)
    return value


def fit_least(key: tuple, m1: int, m: int) -> int:
    """The fewest wilds of any of :func:`fit_windows` (``INF`` when there is none)."""
    wins = suit_memo(fit_windows, key).of(m1, m)
    return wins[0][0] if wins else INF


def fit_windows(key: tuple, m1: int, m: int) -> tuple[tuple, ...]:
    """Runs for a slot of ``m`` in one suit whose naturals are the positions ``m1``:
    ``(wilds, a, b, naturals, gaps, pad, taken, ranks, points)``, fewest wilds first.

    Each is a natural-to-natural interval ``a..b`` of at most ``m`` places
    (``2m - 1`` under the wild ratio), its gaps and ``pad`` missing places at
    the ends filled with wilds: the search's run candidates
    (:func:`~continental_qt.engine.contract_search.suit_candidates`) cut to the
    lengths a first fit needs. ``taken`` is the positions of the naturals used
    (the ace at both ends when it has two places), ``ranks`` their ranks.
    """
    points, wrap, lo, hi, max_len, ratio, min_nat, no_adj = key
    longest = min(max_len, 2 * m - 1 if ratio else m)
    out = []
    if wrap:
        for pts, a, b, nn, gaps, pad, folded in suit_candidates(key, m1, m, longest):
            ranks = tuple(1 if p == 14 else p for p in bits_of(folded))
            out.append((gaps + pad, a, b, nn, gaps, pad, folded, ranks, pts))
        out.sort()
        return tuple(out)
    # Without wrapping, an interval's naturals are the positions between its ends (the
    # ace's two places are 13 apart, never in one interval): counted and summed as the
    # interval grows, where ``suit_candidates`` masks each one.
    positions = bits_of(m1)
    ranks_at = tuple([1 if p == 14 else p for p in positions])
    pts_at = [points[r] for r in ranks_at]
    n = len(positions)
    for i in range(n):
        a = positions[i]
        if a < lo:
            continue
        held = 0
        pts = 0
        lo_room = a - lo
        for j in range(i, n):
            b = positions[j]
            if b > hi:
                break
            length = b - a + 1
            if length > longest:
                break
            held |= 1 << b
            pts += pts_at[j]
            nn = j - i + 1
            gaps = length - nn
            pad = m - length if length < m else 0
            if nn < min_nat or (ratio and gaps + pad > nn):
                continue
            if pad:
                if length + pad > max_len:
                    continue
                hi_room = hi - b
                if no_adj:
                    if pad > (lo_room > 0) + (hi_room > 0):
                        continue
                elif pad > lo_room + hi_room:
                    continue
            if no_adj and gaps:
                g = (((1 << (b + 1)) - 1) ^ ((1 << a) - 1)) & ~held
                if g & (g >> 1):
                    continue
            taken = held | 0x4002 if held & 0x4002 else held
            out.append((gaps + pad, a, b, nn, gaps, pad, taken, ranks_at[i : j + 1], pts))
    out.sort()
    return tuple(out)


def fit_contract(
    ctx: SearchContext,
    lv: list[list[int]],
    by_rank: list[int],
    wilds: int,
    contract: tuple[MeldReq, ...],
    bounded: bool = False,
) -> list[tuple] | None:
    """Records of one arrangement meeting ``contract`` with ``wilds`` wild cards, or None.

    ``lv``/``by_rank`` (see ``contract_search``) are used as scratch space and
    restored before returning. ``bounded``: the caller has found the hand not short by
    :func:`wilds_needed`, so the search's own lower bound is not asked at its root (it
    only cuts the search short; the answer is the same).
    """
    runs, sets = _slot_lengths(contract)
    windows_memo = ctx.memo(fit_windows)
    windows_of, windows_get = windows_memo.of, windows_memo.get
    least_memo = ctx.memo(fit_least)
    least_of, least_get = least_memo.of, least_memo.get
    n_runs = len(runs)
    ends = {m: j + 1 for j, m in enumerate(runs)}  # one past each length's last slot
    chosen: list[tuple] = []

    wild_only = ctx.wild_only

    def lower_bound(i: int, w_left: int) -> int:
        """Wilds the slots from run ``i`` on need at least: each slot on its own, and
        identical run slots together (:func:`runs_share`) when that could say more
        than ``w_left``."""
        need = 0
        last = 0
        for j in range(i, n_runs):  # longest first: equal slots are next to each other
            m = runs[j]
            if m == last:
                continue
            last, least = m, INF
            per_suit = [INF] * 4
            for s, row in enumerate(lv):
                m1 = row[0]
                if m1:
                    w = least_get(m1 * 32 + m)
                    if w is None:
                        w = least_of(m1, m)
                    per_suit[s] = w
                    if w < least:
                        least = w
            count = ends[m] - j
            need += least * count
            if count > 1 and need <= w_left:
                need += runs_share(lv, per_suit, m, count) - least * count
        if sets:
            top = max(by_rank)
            if not top and not wild_only:
                return INF
            for m in sets:
                if m > top:
                    need += m - top
        return need

    failed: set[tuple] = set()

    check_root = not bounded

    def run_slot(i: int, w_left: int) -> bool:
        if (i or check_root) and lower_bound(i, w_left) > w_left:
            return False
        if i == n_runs:
            return _fit_sets(ctx, by_rank, sets, w_left, chosen)
        if failed and (i, w_left, *lv[0], *lv[1], *lv[2], *lv[3]) in failed:
            return False
        m = runs[i]
        # The candidates in the order of ``(wilds, suit, a, b, ...)``: each suit's
        # windows are sorted by ``(wilds, a, b, ...)`` already, so they are taken tier
        # by tier of wilds, suit by suit, and only as far as the first that fits.
        lists = []
        for s in range(4):
            m1 = lv[s][0]
            if m1:
                wins = windows_get(m1 * 32 + m)
                if wins is None:
                    wins = windows_of(m1, m)
                if wins and wins[0][0] <= w_left:
                    lists.append((s, wins, len(wins)))
        at = [0] * len(lists)
        while True:
            tier = INF
            for j, (_s, wins, n) in enumerate(lists):
                p = at[j]
                if p < n and wins[p][0] < tier:
                    tier = wins[p][0]
            if tier > w_left:
                break
            for j, (s, wins, n) in enumerate(lists):
                p = at[j]
                while p < n and wins[p][0] == tier:
                    _wilds, a, b, nn, gaps, pad, taken, ranks, pts = wins[p]
                    p += 1
                    row = lv[s]
                    _remove(row, taken)
                    for r in ranks:
                        by_rank[r] -= 1
                    chosen.append((RUN, s, a, b, nn, pts, gaps, pad))
                    ok = run_slot(i + 1, w_left - tier)
                    if not ok:
                        chosen.pop()
                    for r in ranks:
                        by_rank[r] += 1
                    _restore(row, taken)
                    if ok:
                        return True
                at[j] = p
        failed.add((i, w_left, *lv[0], *lv[1], *lv[2], *lv[3]))  # lv is restored by now
        return False

    if run_slot(0, wilds):
        return chosen
    return None


def _fit_sets(
    ctx: SearchContext,
    by_rank: list[int],
    sets: list[int],
    wilds: int,
    chosen: list[tuple],
) -> bool:
    """Can the set slots (minimum lengths ``sets``, longest first) be met from ``by_rank``
    and ``wilds``? On success their records are appended to ``chosen``."""
    if not sets:
        return True
    ratio, min_nat, wild_only, points = ctx.ratio, ctx.min_nat, ctx.wild_only, ctx.points
    n = len(sets)
    picks: list[tuple[int, int, int]] = []

    def slot(i: int, w_left: int, prev: int) -> bool:
        if i == n:
            return True
        m = sets[i]
        same = i > 0 and sets[i - 1] == m
        least = max(min_nat, (m + 1) // 2 if ratio else 1, m - w_left)
        # Most naturals first, ties by rank (a reversed sort keeps ties in order).
        order = [r for r in range(1, 14) if by_rank[r] >= least]
        if len(order) > 1:
            order.sort(key=by_rank.__getitem__, reverse=True)
        for r in order:
            if same and r < prev:
                continue
            t = by_rank[r]
            for k in range(min(t, m), least - 1, -1):
                by_rank[r] -= k
                picks.append((r, k, m - k))
                if slot(i + 1, w_left - (m - k), r):
                    return True
                picks.pop()
                by_rank[r] += k
        if wild_only and w_left >= m:  # a set of wilds alone; its key 100 sorts last
            picks.append((0, 0, m))
            if slot(i + 1, w_left - m, 100):
                return True
            picks.pop()
        return False

    if not slot(0, wilds, 0):
        return False
    for r, k, need in picks:
        by_rank[r] += k  # restore the caller's counts
        if r == 0:
            chosen.append((WILDSET, 0, 0, 0, 0, 0, need, 0))
        else:
            chosen.append((SET, r, 0, 0, k, k * points[r], need, 0))
    return True
