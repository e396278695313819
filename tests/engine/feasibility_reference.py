"""A brute-force reference for "can this hand meet the contract?", for large hands.

The reference in ``test_solver_reference.py`` tries every subset of the hand and
stops being usable past a dozen cards. This one is exhaustive over *card faces*
instead: cards of one suit and rank are interchangeable, and whether cards form a
meld is the rule check's answer (``check_meld``, which takes cards in any order),
never the solver's. It shares nothing with the solver but ``check_meld``.

For each contract slot it lists every multiset of faces that could be one meld:
for a set of ``m``, ``k`` cards of one rank (any suits) and ``m - k`` wild cards; for
a run of ``m``, every window of one suit of ``m`` to ``LONGEST(m)`` places, any of
its places taken by the natural card there or left to a wild card, the wild cards
any faces of wild cards held. Each multiset is checked by ``check_meld``; the
slots are filled by a depth-first search over what is left, every candidate tried,
failed positions remembered, identical slots in non-decreasing order.

Meld lengths are bounded by the rules alone (not by anything the solver assumes):
a set longer than its slot's ``m`` stays a set when a wild card is dropped (or,
with none, a natural one); a run longer than needed stays a run when a card at an
end is dropped, except under ``wilds_not_more_than_naturals``, where a run of
``2m`` places or more splits into two runs of at least ``m``, one of which keeps
the limit. So sets of exactly ``m`` and runs of ``m`` to ``2m - 1`` places (``m +
1`` without the limit, for margin) meet every contract any arrangement meets,
for the presets' rules (``min_naturals`` at most 1).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, combinations_with_replacement

from continental_qt.engine import check_meld
from continental_qt.engine.melds import is_wild
from continental_qt.engine.rules import RUN


def _longest(rules, m: int) -> int:
    top = 2 * m - 1 if rules.wilds_not_more_than_naturals else m + 1
    return min(top, rules.max_run_length, 14)


class GaveUp(Exception):
    """The search tried more than its budget of candidate melds."""


def reference_meets(
    hand, contract, rules, _valid: dict | None = None, budget: int = 0, witness: list | None = None
) -> bool:
    """Can ``hand`` meet ``contract`` (a tuple of ``MeldReq``)? Exhaustive (see module).

    ``budget`` (when not 0) caps the candidate melds listed and tried; past it
    :class:`GaveUp` is raised (hands with a dozen wild cards of several faces that cannot meet a
    contract of three long runs take minutes).
    """
    if sum(r.min_length for r in contract) > len(hand):
        return False
    tried = [0]
    valid = {} if _valid is None else _valid  # (kind, m, faces) -> bool, shareable by rules
    faces: dict[tuple[int, int], list] = {}
    for c in hand:
        faces.setdefault((c.suit, c.rank), []).append(c)
    keys = sorted(faces)
    index = {k: i for i, k in enumerate(keys)}
    wild_faces = [k for k in keys if is_wild(faces[k][0], rules)]
    counts = [len(faces[k]) for k in keys]
    slots = sorted(contract, key=lambda r: (r.kind != RUN, -r.min_length))
    wrap = rules.wrap_runs
    if wrap:
        starts, top = range(1, 14), 26
    else:
        lo = 1 if rules.ace_low else 2
        hi = 14 if rules.ace_high else 13
        starts, top = range(lo, hi + 1), hi

    def is_valid(kind: str, m: int, multiset: tuple[int, ...]) -> bool:
        key = (kind, m, tuple(keys[i] for i in multiset))
        ok = valid.get(key)
        if ok is None:
            used: Counter = Counter()
            cards = []
            for i in multiset:
                cards.append(faces[keys[i]][used[i]])
                used[i] += 1
            ok = valid[key] = check_meld(cards, kind, rules, m).ok
        return ok

    def wild_fills(n: int, left: list[int]):
        avail = [i for i in (index[k] for k in wild_faces) if left[i]]
        for combo in combinations_with_replacement(avail, n):
            need = Counter(combo)
            if all(left[i] >= k for i, k in need.items()):
                yield combo

    def candidates(req, left: list[int], nw: int) -> list[tuple[int, ...]]:
        """The multisets for slot ``req`` holding exactly ``nw`` wild cards."""
        m = req.min_length
        out = set()
        if req.kind == RUN:
            for suit in range(4):
                for a in starts:
                    for length in range(m, _longest(rules, m) + 1):
                        b = a + length - 1
                        if b > top or (wrap and length > 13):
                            break
                        places = []
                        for p in range(a, b + 1):
                            r = (p - 1) % 13 + 1
                            i = index.get((suit, r))
                            places.append(i)
                        have = [j for j, i in enumerate(places) if i is not None and left[i]]
                        k = length - nw
                        if 0 <= k <= len(have):
                            for chosen in combinations(have, k):
                                nat = Counter(places[j] for j in chosen)
                                if any(left[i] < n for i, n in nat.items()):
                                    continue
                                rest = [left[i] - nat.get(i, 0) for i in range(len(left))]
                                for fill in wild_fills(length - k, rest):
                                    out.add(tuple(sorted([places[j] for j in chosen] + list(fill))))
        else:
            for r in range(1, 14):
                of_rank = [index[(s, r)] for s in range(4) if (s, r) in index]
                of_rank = [i for i in of_rank if left[i]]
                k = m - nw
                if 0 <= k:
                    for nat in combinations_with_replacement(of_rank, k):
                        need = Counter(nat)
                        if any(left[i] < n for i, n in need.items()):
                            continue
                        rest = [left[i] - need.get(i, 0) for i in range(len(left))]
                        for fill in wild_fills(m - k, rest):
                            out.add(tuple(sorted(nat + fill)))
            if nw == m:
                for fill in wild_fills(m, left):  # wild cards alone
                    out.add(tuple(sorted(fill)))
        tried[0] += len(out)
        if budget and tried[0] > budget:
            raise GaveUp
        return sorted(out)

    failed: set[tuple] = set()

    def dfs(i: int, left: list[int], prev: tuple) -> bool:
        if i == len(slots):
            return True
        sig = (i, tuple(left), prev if i and slots[i - 1] == slots[i] else ())
        if sig in failed:
            return False
        same = i > 0 and slots[i - 1] == slots[i]
        req = slots[i]
        wilds_left = sum(left[index[k]] for k in wild_faces)
        longest = _longest(rules, req.min_length) if req.kind == RUN else req.min_length
        for nw in range(min(wilds_left, longest) + 1):  # fewest wild cards first
            for cand in candidates(req, left, nw):
                if same and cand < prev:
                    continue
                if not is_valid(req.kind, req.min_length, cand):
                    continue
                for j in cand:
                    left[j] -= 1
                ok = dfs(i + 1, left, cand)
                for j in cand:
                    left[j] += 1
                if ok:
                    if witness is not None:
                        witness.insert(0, [faces[keys[j]][0].code for j in cand])
                    return True
        failed.add(sig)
        return False

    return dfs(0, counts, ())
