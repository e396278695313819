"""The distance's beam search cuts a branch when a bound on the slots still to fill says
no leaf below it can beat the best leaf so far: its answer and its plan must be those
of the beam search without that cut.

``beam_reference`` below is the beam search as it was before the bound (same choices,
same order, same plan), written out plainly; the solver's ``_distance`` must agree with
it on every hand, answer and plan alike, including hands where the order of identical
slots runs out of choices (no leaf: every card of the contract counts as missing).
"""

from __future__ import annotations

import pytest

from continental_qt.engine import get_preset
from continental_qt.engine.contract_search import _put_rank, _remove, _restore, _take_rank
from continental_qt.engine.rules import RUN, SET
from continental_qt.engine.solver import ContractSolver, gap_windows

from .test_feasibility_reference import CONTRACT_PRESETS, seeded_hands


def beam_reference(solver: ContractSolver, lv, by_rank, wilds: int, contract) -> tuple:
    """``(answer, plan)`` of the beam search without any cut but "no better than the best
    so far" on the cards already missing."""
    ctx = solver._ctx
    ratio, wrap = ctx.ratio, ctx.wrap
    slots = sorted(contract, key=lambda r: (r.kind != RUN, -r.min_length))
    n = len(slots)
    start = sum(r.min_length for r in contract) + 1
    best = [start, []]
    path: list[tuple] = []

    def windows(m1: int, m: int) -> tuple:
        return gap_windows(ctx.key, m1, m)

    def dfs(i: int, w_left: int, missing: int, prev: tuple) -> None:
        if missing >= best[0]:
            return
        if i == n:
            best[0], best[1] = missing, path[:]
            return
        req = slots[i]
        run, m = req.kind == RUN, req.min_length
        same = i > 0 and slots[i - 1] == req
        cap = m // 2 if ratio else m
        use_cap = min(w_left, cap)
        picks = []
        if run:
            ps, ph = prev[1:] if same else (-1, -1)
            for s in range(4):
                if s < ps:
                    continue
                taken_here = 0
                for gaps, held, taken, ranks in windows(lv[s][0], m):
                    if s == ps and held < ph:
                        continue
                    picks.append((gaps, s, held, taken, ranks))
                    taken_here += 1
                    if taken_here == 3:
                        break
        else:
            pr, pk = prev[1:] if same else (0, 0)
            for r in range(max(pr, 1), 14):
                k = min(by_rank[r], m)
                if r == pr and k < pk:
                    continue
                picks.append((m - k, r, k))
        picks.sort()
        if i == n - 1:
            picks = picks[:1]  # the last slot takes its cheapest choice only
        for pick in picks[:3]:
            gaps = pick[0]
            use_w = min(gaps, use_cap)
            if missing + gaps - use_w >= best[0]:
                break
            if run:
                _gaps, s, held, taken, ranks = pick
                _remove(lv[s], taken)
                for r in ranks:
                    by_rank[r] -= 1
                path.append((RUN, s, held, use_w))
                dfs(i + 1, w_left - use_w, missing + gaps - use_w, (0, s, held))
                path.pop()
                for r in ranks:
                    by_rank[r] += 1
                _restore(lv[s], taken)
            else:
                _gaps, r, k = pick
                taken_sets = _take_rank(lv, r, k, wrap)
                by_rank[r] -= k
                path.append((SET, r, k, use_w))
                dfs(i + 1, w_left - use_w, missing + gaps - use_w, (1, r, k))
                path.pop()
                by_rank[r] += k
                _put_rank(lv, r, taken_sets, wrap)

    dfs(0, wilds, 0, ())
    if best[0] == start:
        return start - 1, []
    return max(best[0], 1), best[1]


@pytest.mark.parametrize("pid", CONTRACT_PRESETS)
def test_bounded_beam_gives_the_plain_beam_answer_and_plan(pid: str) -> None:
    rules = get_preset(pid)
    solver = ContractSolver(rules)
    compared = cut = 0
    for round_number, hand in seeded_hands(pid, 300, seed=77):
        contract = tuple(rules.round(round_number).contract)
        _n, _f, jokers, lv, by_rank = solver._count(hand, flex_natural=True)
        before = ([row[:] for row in lv], by_rank[:])
        want, want_plan = beam_reference(solver, lv, by_rank, len(jokers), contract)
        plan: list = []
        got = solver._distance(lv, by_rank, len(jokers), contract, plan)
        assert (got, plan) == (want, want_plan), (round_number, " ".join(c.code for c in hand))
        assert solver._distance(lv, by_rank, len(jokers), contract) == want
        assert ([row[:] for row in lv], by_rank[:]) == before  # the search restores the hand
        compared += 1
        cut += len(contract) > 2 and want > 1
    assert compared == 300 and cut > 20  # three-slot contracts where the bound can cut
