"""The distance's beam search stops once a leaf misses one card or none (the answer is 1
then, whatever else the search would find): the answer must be the full search's.

``closest.py`` asks for the search's plan, which never stops early, so the same search
with a plan is the reference here.
"""

from __future__ import annotations

import pytest

from continental_qt.engine import get_preset
from continental_qt.engine.solver import ContractSolver

from .test_feasibility_reference import CONTRACT_PRESETS, seeded_hands


@pytest.mark.parametrize("pid", CONTRACT_PRESETS)
def test_early_stop_gives_the_full_search_answer(pid: str) -> None:
    rules = get_preset(pid)
    solver = ContractSolver(rules)
    small = 0
    for round_number, hand in seeded_hands(pid, 150, seed=24):
        contract = tuple(rules.round(round_number).contract)
        _n, _f, jokers, lv, by_rank = solver._count(hand, flex_natural=True)
        stopped = solver._distance(lv, by_rank, len(jokers), contract)
        plan: list = []
        full = solver._distance(lv, by_rank, len(jokers), contract, plan)
        assert stopped == full, (round_number, " ".join(c.code for c in hand))
        small += full == 1
    assert small > 10  # the sample holds hands where the search stops early
