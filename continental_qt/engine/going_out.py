"""The single-hand game's going-out search: all 15 cards at once as runs of a pattern.

Exact-cover search over every going-out pattern at once: the lowest natural
card not yet placed is either the one card left to discard or part of a run
through it, of a length that still fits one of the patterns. Failed positions
are remembered. Wild cards are counted, not named, while searching, and
handed out when the arrangement is built.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from .cards import Card
from .contract_search import _remove, _restore, suit_levels
from .melds import check_meld, is_wild, pos_rank
from .rules import RUN, RuleSet


def _fits(used: tuple[int, ...], patterns: Sequence[tuple[int, ...]]) -> set[int]:
    """Lengths that may come next after ``used`` (sorted) for some pattern."""
    out = set()
    for pat in patterns:
        rest = list(pat)
        ok = True
        for n in used:
            if n in rest:
                rest.remove(n)
            else:
                ok = False
                break
        if ok:
            out.update(rest)
    return out


def cover(
    rules: RuleSet,
    naturals: list[Card],
    wilds: int,
    patterns: Sequence[Sequence[int]],
    spare: int,
) -> list[list[Card | None]] | None:
    """Runs (``None`` marks a wild) using all naturals but ``spare`` cards, or None.

    Naturals are kept as per-suit bitmask levels, as in ``contract_search``.
    """
    wrap = rules.wrap_runs
    if wrap:
        lo, hi = 1, 26
    else:
        lo = 1 if rules.ace_low else 2
        hi = 14 if rules.ace_high else 13
    pats, shortest, longest = _pattern_info(tuple(map(tuple, patterns)))
    lv, _by_rank = suit_levels(naturals, wrap)
    # The first thing the search asks (see ``dfs``), before it is built: most hands
    # fail here.
    need = 0
    for s in range(4):
        if lv[s][0]:
            need += cover_need(lv[s][0], bool(lv[s][1] & 2), shortest, longest, lo, hi, wrap)
    if need > wilds + 2 * spare:
        return None
    min_nat = max(1, rules.min_naturals)
    ratio = rules.wilds_not_more_than_naturals
    state = [wilds, spare]
    used: list[int] = []
    windows: list[tuple[int, int, int]] = []
    failed: set[tuple] = set()
    fits_cache: dict[tuple, set[int]] = {}

    def dfs() -> bool:
        key = tuple(sorted(used))
        sig = (tuple(lv[0]), tuple(lv[1]), tuple(lv[2]), tuple(lv[3]), state[0], key, state[1])
        if sig in failed:
            return False
        # Every suit's naturals need at least this many wilds; a spare card saves two.
        need = 0
        for s in range(4):
            if lv[s][0]:
                two_aces = bool(lv[s][1] & 2)
                need += cover_need(lv[s][0], two_aces, shortest, longest, lo, hi, wrap)
        if need > state[0] + 2 * state[1]:
            failed.add(sig)
            return False
        if explore(key):
            return True
        failed.add(sig)
        return False

    def explore(used_key: tuple) -> bool:
        suit = next((s for s in range(4) if lv[s][0]), -1)
        if suit < 0:
            # Only wilds left: every meld needs a natural, so the pattern must be complete.
            return used_key in pats and state[0] == state[1]
        lengths = fits_cache.get(used_key)
        if lengths is None:
            lengths = fits_cache[used_key] = _fits(used_key, pats)
        row = lv[suit]
        m1 = row[0]
        low = (m1 & -m1).bit_length() - 1
        if wrap:
            positions: tuple[int, ...] = (low, low + 13)
        elif low == 1 and hi == 14:
            positions = (1, 14)
        else:
            positions = (low,)
        ext = (m1 | (m1 << 13)) if wrap else m1
        for length in sorted(lengths, reverse=True):
            for p0 in positions:
                if p0 < lo:
                    continue
                for a in range(p0 - length + 1, p0 + 1):
                    if wrap:
                        if not 1 <= a <= 13:
                            continue
                    elif a < lo or a + length - 1 > hi:
                        continue
                    win = ((1 << (a + length)) - 1) ^ ((1 << a) - 1)
                    held = ext & win
                    nn = held.bit_count()
                    gaps = length - nn
                    if gaps > state[0] or nn < min_nat or (ratio and gaps > nn):
                        continue
                    taken = (held | (held >> 13)) & 0x3FFE if wrap else held
                    if not wrap and taken & 0x4002:
                        taken |= 0x4002
                    _remove(row, taken)
                    state[0] -= gaps
                    used.append(length)
                    windows.append((suit, a, length))
                    if dfs():
                        return True
                    windows.pop()
                    used.pop()
                    state[0] += gaps
                    _restore(row, taken)
        if state[1] > 0:
            bit = 1 << low
            if low == 1 and not wrap:
                bit |= 1 << 14
            _remove(row, bit)
            state[1] -= 1
            if dfs():
                return True
            state[1] += 1
            _restore(row, bit)
        return False

    if not dfs():
        return None
    pool: dict[tuple[int, int], list[Card]] = {}
    for c in naturals:
        pool.setdefault((c.suit, c.rank), []).append(c)
    out: list[list[Card | None]] = []
    for suit, a, length in windows:
        run: list[Card | None] = []
        for p in range(a, a + length):
            lst = pool.get((suit, pos_rank(p)))
            run.append(lst.pop() if lst else None)
        out.append(run)
    return out


@lru_cache(maxsize=64)
def _pattern_info(patterns: tuple[tuple[int, ...], ...]) -> tuple[tuple, int, int]:
    """``(patterns each sorted, shortest run, longest run)`` of going-out patterns."""
    pats = tuple(tuple(sorted(p)) for p in patterns)
    return pats, min(min(p) for p in pats), max(max(p) for p in pats)


@lru_cache(maxsize=65536)
def cover_need(
    m1: int, two_aces: bool, shortest: int, longest: int, lo: int, hi: int, wrap: bool
) -> int:
    """Fewest wilds to cover the positions in ``m1`` by disjoint runs of
    ``shortest``..``longest`` places (one copy of each card; more copies need more).

    Without wrapping the ace may sit low or high, so both are tried, and with
    two aces of the suit one may sit low and the other high; with wrapping a
    run may pass from the king to the ace.
    """
    if wrap:
        # Any split point of the circle: cut before each position and solve the line.
        best = INF_NEED
        bits = [p for p in range(1, 14) if m1 >> p & 1]
        for cut in range(1, 14):
            line = [((p - cut) % 13) + 1 for p in bits]
            best = min(best, _line_need(tuple(sorted(line)), shortest, longest, 1, 13))
        return best
    bits = [p for p in range(1, 14) if m1 >> p & 1]
    if 1 not in bits:
        return _line_need(tuple(bits), shortest, longest, lo, hi)
    rest = [p for p in bits if p != 1]
    options = []
    if two_aces and lo == 1 and hi == 14:
        options.append(_line_need(tuple([1] + rest + [14]), shortest, longest, lo, hi))
    if lo == 1:
        options.append(_line_need(tuple([1] + rest), shortest, longest, lo, hi))
    if hi == 14:
        options.append(_line_need(tuple(rest + [14]), shortest, longest, lo, hi))
    return min(options) if options else INF_NEED


INF_NEED = 99


@lru_cache(maxsize=65536)
def _line_need(bits: tuple[int, ...], shortest: int, longest: int, lo: int, hi: int) -> int:
    """Fewest gap positions to cover sorted ``bits`` with disjoint intervals in ``lo..hi``."""
    n = len(bits)
    if n == 0:
        return 0
    # best[i]: fewest wilds covering bits[:i]; a run covers bits[i..j] and spans
    # at least ``shortest`` places (padding at either end inside lo..hi).
    best = [0] + [INF_NEED] * n
    for i in range(n):
        if best[i] >= INF_NEED:
            continue
        for j in range(i, n):
            span = bits[j] - bits[i] + 1
            if span > longest:
                break
            inner = span - (j - i + 1)
            pad = max(0, shortest - span)
            if pad and (bits[i] - lo) + (hi - bits[j]) < pad:
                continue
            cost = best[i] + inner + pad
            if cost < best[j + 1]:
                best[j + 1] = cost
    return best[n]


def orphans(rules: RuleSet, naturals: list[Card], wilds: int) -> int:
    """How many natural cards fit in no 3-card run even with every wild's help.

    With two wilds none is: every card has a window of three places holding it.
    Otherwise each suit's answer depends only on the ranks the suit holds, so it is
    looked up per suit (:func:`orphan_ranks`).
    """
    if wilds >= 2:
        return 0
    masks = [0, 0, 0, 0]
    for c in naturals:
        masks[c.suit] |= 1 << c.rank
    wrap = rules.wrap_runs
    count = 0
    for c in naturals:
        count += orphan_ranks(masks[c.suit], wilds, wrap) >> c.rank & 1
    return count


@lru_cache(maxsize=65536)
def orphan_ranks(mask: int, wilds: int, wrap: bool) -> int:
    """The ranks (bit ``r``) of a suit holding the ranks ``mask`` whose cards fit in no
    3-card run of the suit with ``wilds`` wilds' help (see :func:`orphans`)."""
    out = 0
    for r in range(1, 14):
        if not mask >> r & 1:
            continue
        ok = False
        for a in range(r - 2, r + 1):
            gaps = 0
            for p in range(a, a + 3):
                if not (1 <= p <= 14 or wrap):
                    gaps = 99
                    break
                if not mask >> pos_rank(p) & 1:
                    gaps += 1
            if gaps <= wilds:
                ok = True
                break
        if not ok and r == 1:
            both = mask >> 12 & 1 and mask >> 13 & 1
            one = mask >> 13 & 1 or mask >> 12 & 1
            ok = both or wilds >= 2 or (one and wilds >= 1)
        if not ok:
            out |= 1 << r
    return out


def run_wild_flags(cards: Sequence[Card], rules: RuleSet) -> list[bool]:
    """Which cards of a run are wild in it (a deuce in its own place is natural)."""
    check = check_meld(list(cards), RUN, rules, min_length=3)
    p = check.placement
    if p is None:
        return [is_wild(c, rules) for c in cards]
    flags = dict(zip((c.uid for c in p.cards), p.wild))
    return [flags[c.uid] for c in cards]


def settlement_score(melds: Sequence[Sequence[Card]], rules: RuleSet) -> int:
    """What the melds alone are worth in the settlement (wilds, no wild, one suit)."""
    s = rules.settlement
    score = 0
    any_wild = False
    suits = set()
    for m in melds:
        for c, w in zip(m, run_wild_flags(m, rules)):
            if w:
                any_wild = True
                score += s.per_joker if c.rank == 0 else s.per_deuce_wild
            else:
                suits.add(c.suit)
    if not any_wild:
        score += s.no_wild
    if len(suits) == 1:
        score += s.one_suit
    return score


def find_going_out(
    rules: RuleSet, hand: Sequence[Card], best: bool = True
) -> tuple[list[list[Card]], list[Card]] | None:
    """Melds covering 15 cards of ``hand`` (a going-out pattern) and the card(s) left.

    Deuces are tried all as wilds (a wild may fill a deuce's own place, where the
    meld check then counts it natural) and all as themselves: two searches, not
    one per subset. With ``best`` the one paying more in the settlement is kept;
    otherwise the first found.
    """
    patterns = rules.going_out_patterns
    total = sum(patterns[0])
    spare = len(hand) - total
    if spare < 0:
        return None
    naturals: list[Card] = []
    flex: list[Card] = []
    jokers: list[Card] = []
    for c in hand:
        if c.rank == 0:
            jokers.append(c)
        elif is_wild(c, rules):
            flex.append(c)
        else:
            naturals.append(c)
    if orphans(rules, naturals, len(flex) + len(jokers)) > spare:
        return None
    choices = [(naturals, jokers + flex)]
    if flex:
        choices.append((naturals + flex, jokers))
    found: tuple[int, list[list[Card]]] | None = None
    for nat, wild in choices:
        runs = cover(rules, nat, len(wild), patterns, spare)
        if runs is None:
            continue
        pool = sorted(wild, key=lambda c: c.uid)
        melds = [[c if c is not None else pool.pop() for c in run] for run in runs]
        score = settlement_score(melds, rules) if best else 0
        if found is None or score > found[0]:
            found = (score, melds)
        if not best:
            break
    if found is None:
        return None
    used = {c.uid for m in found[1] for c in m}
    return found[1], [c for c in hand if c.uid not in used]
