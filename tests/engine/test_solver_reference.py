"""The contract solver against a brute-force reference on seeded random hands."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from continental_qt.engine import check_meld, find_contract, get_preset, hand_points
from continental_qt.engine.cards import build_shoe
from continental_qt.engine.melds import is_wild
from continental_qt.engine.solver import ContractSolver, meets_contract


def brute_force(hand, contract, rules):
    """Fewest penalty points left over every way of choosing the contract's melds."""
    best = None
    reqs = list(contract)

    def rec(i, remaining):
        nonlocal best
        if i == len(reqs):
            pts = hand_points(remaining, rules)
            if best is None or pts < best:
                best = pts
            return
        req = reqs[i]
        for size in range(req.min_length, len(remaining) + 1):
            for combo in combinations(range(len(remaining)), size):
                cards = [remaining[j] for j in combo]
                if check_meld(cards, req.kind, rules, req.min_length).ok:
                    rest = [c for j, c in enumerate(remaining) if j not in combo]
                    rec(i + 1, rest)

    rec(0, list(hand))
    return best


def biased_hand(rng: random.Random, rules, size: int, wilds: int):
    """Hands with many near cards, so contracts are often met."""
    shoe = build_shoe(2, 4)
    naturals = [c for c in shoe if not is_wild(c, rules)]
    wild = [c for c in shoe if is_wild(c, rules)]
    suit = rng.randrange(4)
    base = rng.randrange(1, 10)
    near = [
        c for c in naturals if (c.suit == suit and base <= c.rank <= base + 5) or c.rank == base
    ]
    rng.shuffle(near)
    rng.shuffle(naturals)
    rng.shuffle(wild)
    pick = near[: size // 2]
    pick += [c for c in naturals if c not in pick][: size - wilds - len(pick)]
    return pick + wild[:wilds]


CASES = []
for pid, rounds in {
    "may-i": (1, 2, 3),
    "shanghai": (1, 2, 3),
    "continental-es": (1, 2, 3),
    "playingcards-io": (1, 2, 3),
    "carioca": (2, 3),
}.items():
    for rn in rounds:
        for k in range(6):
            CASES.append((pid, rn, k))


@pytest.mark.parametrize(("pid", "round_number", "k"), CASES)
def test_solver_matches_brute_force(pid: str, round_number: int, k: int) -> None:
    rules = get_preset(pid)
    rng = random.Random(f"{pid}-{round_number}-{k}")
    size = rng.choice((8, 9, 10))
    wilds = rng.choice((0, 0, 1, 1, 2, 3))
    hand = biased_hand(rng, rules, size, wilds)
    contract = rules.round(round_number).contract
    expected = brute_force(hand, contract, rules)
    got = ContractSolver(rules).find(hand, contract)
    if expected is None:
        assert got is None, [str(c) for c in hand]
        return
    assert got is not None, [str(c) for c in hand]
    assert got.points_left == expected, ([str(c) for c in hand], got)
    # The arrangement itself is valid and uses each card once.
    used = [c.uid for m in got.melds for c in m.cards]
    assert len(used) == len(set(used))
    assert sorted(m.kind for m in got.melds) == sorted(r.kind for r in contract)
    for m in got.melds:
        assert check_meld(list(m.cards), m.kind, rules).ok
    assert find_contract(hand, rules, round_number) is not None


FIT_PRESETS = (
    "may-i",
    "playingcards-io",
    "contract-hoyle",
    "liverpool",
    "shanghai",
    "continental-es",
    "carioca",
)


def _check_arrangement(arr, contract, rules) -> None:
    used = [c.uid for m in arr.melds for c in m.cards]
    assert len(used) == len(set(used))
    assert sorted(m.kind for m in arr.melds) == sorted(r.kind for r in contract)
    lengths = sorted((r.kind, r.min_length) for r in contract)
    for (kind, least), m in zip(lengths, sorted(arr.melds, key=lambda m: (m.kind, m.size))):
        assert m.kind == kind and m.size >= least
        assert check_meld(list(m.cards), m.kind, rules).ok, [str(c) for c in m.cards]


@pytest.mark.parametrize("pid", FIT_PRESETS)
def test_quick_fit_agrees_with_full_search(pid: str) -> None:
    """``best_only=False`` (windows of the slot's length, used by legal_actions) says yes
    exactly when the best-arrangement search does, with a valid arrangement."""
    rules = get_preset(pid)
    rng = random.Random(f"fit-{pid}")
    agreed = feasible = 0
    for i in range(400):
        rn = rng.randint(1, rules.num_rounds)
        contract = rules.round(rn).contract
        size = rng.choice((10, 12, 14, 16, 20))
        hand = biased_hand(rng, rules, size, rng.choice((0, 1, 1, 2, 3, 4)))
        quick = ContractSolver(rules).find(hand, contract, best_only=False)
        best = ContractSolver(rules).find(hand, contract, best_only=True)
        assert (quick is None) == (best is None), (i, rn, [str(c) for c in hand])
        if quick is not None:
            feasible += 1
            _check_arrangement(quick, contract, rules)
        agreed += 1
    assert agreed == 400 and feasible >= 40  # the biased hands meet contracts often enough


def test_ratio_rule_needs_longer_windows() -> None:
    """Under wilds_not_more_than_naturals a run of 3 like 5 W W 8 holds no valid window
    of 3, so the quick search must also try longer ones."""
    from continental_qt.engine import parse_cards
    from continental_qt.engine.rules import MeldReq

    rules = get_preset("may-i")
    hand = parse_cards("5H JK JK 8H")
    contract = (MeldReq("run", 3),)
    assert check_meld(hand, "run", rules).ok
    quick = ContractSolver(rules).find(hand, contract, best_only=False)
    assert quick is not None and quick.melds[0].size == 4


@pytest.mark.parametrize("pid", FIT_PRESETS)
def test_distance_of_part_of_a_hand_that_cannot_go_down(pid: str) -> None:
    """``meets_contract`` says what the searches say; a hand that cannot go down has no
    part that can, so ``short=True`` (which skips the first-fit search, as the AI does
    for what is left after a discard) gives the same distance."""
    rules = get_preset(pid)
    rng = random.Random(f"short-{pid}")
    shorts = 0
    for i in range(300):
        rn = rng.randint(1, rules.num_rounds)
        contract = rules.round(rn).contract
        hand = biased_hand(rng, rules, rng.choice((10, 12, 14)), rng.choice((0, 1, 2, 3)))
        meets = meets_contract(hand, rules, rn)
        assert meets == (find_contract(hand, rules, rn) is not None), i
        if meets:
            continue
        shorts += 1
        for j in range(len(hand)):
            rest = hand[:j] + hand[j + 1 :]
            assert not meets_contract(rest, rules, rn), (i, j)
            expected = ContractSolver(rules).distance(rest, contract)
            assert expected > 0
            assert ContractSolver(rules).distance(rest, contract, short=True) == expected
    assert shorts >= 30


def test_two_sets_may_share_one_ranks_naturals() -> None:
    """9D 9S and four jokers hold two sets of three (a nine and two jokers each): the
    quick bound must not count the nines as one set's piece only."""
    rules = get_preset("playingcards-io")
    shoe = build_shoe(4, 4)
    nines = [next(c for c in shoe if c.code == code) for code in ("9D", "9S")]
    hand = nines + [c for c in shoe if c.rank == 0]
    assert len(hand) == 6
    arr = ContractSolver(rules).find(hand, rules.round(1).contract, best_only=False)
    assert arr is not None
    _check_arrangement(arr, rules.round(1).contract, rules)


@pytest.mark.parametrize("pid", FIT_PRESETS)
def test_quick_bound_never_refuses_a_fit(pid: str) -> None:
    """``surely_short`` says "no" only where the first-fit search finds nothing."""
    from continental_qt.engine.contract_fit import fit_contract, surely_short
    from continental_qt.engine.contract_search import SearchContext, suit_levels

    rules = get_preset(pid)
    ctx = SearchContext(rules)
    rng = random.Random(f"bound-{pid}")
    refused = 0
    for _ in range(600):
        contract = rules.round(rng.randint(1, rules.num_rounds)).contract
        hand = biased_hand(rng, rules, rng.choice((6, 8, 10, 12, 16)), rng.choice((0, 1, 2, 4)))
        naturals = [c for c in hand if not is_wild(c, rules)]
        wilds = len(hand) - len(naturals)
        lv, by_rank = suit_levels(naturals, ctx.wrap)
        if surely_short(ctx, lv, by_rank, wilds, tuple(contract)):
            refused += 1
            assert fit_contract(ctx, lv, by_rank, wilds, tuple(contract)) is None
    assert refused >= 60  # the bound does answer
