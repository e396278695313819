"""A listed GoDown whose arrangement is placed later (issue 24).

``legal_actions()`` lists ``GoDown.later(...)``: the search runs at once, the cards are
placed when the melds are first read. It must be the value the eager listing built:
``find_later`` counts the same cards left and makes the same arrangement as
``find(best_only=False)``, and a later GoDown equals, hashes, prints and pickles as the
eager one.
"""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from continental_qt.engine import get_preset
from continental_qt.engine.actions import GoDown, MeldSpec
from continental_qt.engine.presets import PRESET_IDS
from continental_qt.engine.solver import ContractSolver
from continental_qt.engine.state import GameState

from .test_feasibility_reference import CONTRACT_PRESETS, seeded_hands


@pytest.mark.parametrize("pid", CONTRACT_PRESETS)
def test_find_later_is_find(pid: str) -> None:
    rules = get_preset(pid)
    eager, later = ContractSolver(rules), ContractSolver(rules)
    met = 0
    for rn, hand in seeded_hands(pid, 300, 7):
        contract = rules.rounds[rn - 1].contract
        arr = eager.find(hand, contract, best_only=False)
        found = later.find_later(hand, contract)
        assert (found is None) == (arr is None)
        if arr is None:
            continue
        met += 1
        left, make = found
        assert left is None or left == len(arr.leftover)
        hand.reverse()  # the listing's hand changes afterwards; make() must not see it
        assert make() == arr
    assert met > 20


def test_later_go_down_is_the_eager_value() -> None:
    specs = (MeldSpec("set", (1, 2, 3)), MeldSpec("run", (4, 5, 6, 7)))
    eager = GoDown(specs)
    calls = []

    def fill():
        calls.append(1)
        return specs

    later = GoDown.later(fill)
    assert not calls  # nothing placed until read
    assert later == eager and eager == later
    assert hash(later) == hash(eager) and repr(later) == repr(eager)
    assert later.melds == specs and len(calls) == 1
    assert pickle.loads(pickle.dumps(GoDown.later(lambda: specs))) == eager
    assert copy.deepcopy(GoDown.later(lambda: specs)) == eager
    assert GoDown.later(lambda: specs) in {eager}


@pytest.mark.parametrize("pid", [p for p in PRESET_IDS if not get_preset(p).single_hand][:3])
def test_listed_go_down_reads_as_eager(pid: str) -> None:
    """Every GoDown listed in seeded random games applies and equals its eager twin."""
    seen = 0
    for seed in range(3):
        state = GameState(get_preset(pid), 4, seed)
        rng = random.Random(seed)
        while not state.is_over and seen < 200:
            actions = state.legal_actions()
            for a in actions:
                if isinstance(a, GoDown):
                    seen += 1
                    assert GoDown(a.melds) == a
            state.apply(rng.choice(actions))
    assert seen
