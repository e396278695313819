""" "Can this hand go down?" answered by a kept witness, and answers that depend on the
hand alone (issue 24).

The listing asks for *any* arrangement: the first fit's, whatever the solver's caches
hold (a best arrangement found earlier for the same hand no longer stands in for it), so
the listed GoDown is a function of the state. That lets a hand holding the natural cards
and as many wild cards as an arrangement found lately be listed as able to go down
without a search; the search runs when the move is read, and finds what it would have
found at once.
"""

from __future__ import annotations

import random

import pytest

from continental_qt.engine import get_preset
from continental_qt.engine.actions import GoDown
from continental_qt.engine.cards import build_shoe, parse_cards
from continental_qt.engine.contract_fit import _slot_lengths
from continental_qt.engine.solver import _WITNESSED, ContractSolver
from continental_qt.engine.state import GameState
from continental_qt.engine.witness import holds, melds_of, mend, slot_contracts, witness_of

from .test_feasibility_reference import CONTRACT_PRESETS, seeded_hands


@pytest.mark.parametrize("pid", CONTRACT_PRESETS)
def test_any_arrangement_ignores_earlier_best_searches(pid: str) -> None:
    rules = get_preset(pid)
    asked_best, fresh = ContractSolver(rules), ContractSolver(rules)
    met = differ = 0
    for rn, hand in seeded_hands(pid, 200, 11):
        contract = rules.rounds[rn - 1].contract
        best = asked_best.find(hand, contract, best_only=True)
        first = asked_best.find(hand, contract, best_only=False)
        assert first == fresh.find(hand, contract, best_only=False)
        assert (best is None) == (first is None)
        if best is not None:
            met += 1
            differ += best != first
    assert met > 20
    if pid in ("may-i", "shanghai"):
        assert differ  # the two searches do part: the question has teeth


def _witnessed(solver: ContractSolver, hand: list, contract, seat: int | None = None) -> bool:
    found = solver._lookup(hand, contract, False, witness=True, seat=seat)
    return found is not None and found[0] is _WITNESSED


@pytest.mark.parametrize("pid", CONTRACT_PRESETS)
def test_a_witnessed_hand_can_go_down(pid: str) -> None:
    """Hands changed from one that went down (cards taken away, others added): where a
    kept witness answers "yes", a solver with no witnesses agrees, and the arrangement
    found later is the one a fresh solver finds. Half the hands are asked as a seat's,
    so a witness one meld of which lost a card is mended (``witness.mend``)."""
    rules = get_preset(pid)
    row = rules.deck_table[-1]
    shoe = build_shoe(row.decks, row.jokers)
    rng = random.Random(f"witness-{pid}")
    solver = ContractSolver(rules)
    witnessed = refused = 0
    for rn, hand in seeded_hands(pid, 150, 12):
        contract = rules.rounds[rn - 1].contract
        seat = rng.choice((None, 0))
        if solver.find_later(hand, contract, witness=True, seat=seat) is None:
            continue
        for _ in range(6):
            held = {c.uid for c in hand}
            changed = hand[:]
            rng.shuffle(changed)
            del changed[: rng.randint(0, 3)]
            changed += rng.sample([c for c in shoe if c.uid not in held], rng.randint(0, 3))
            if not _witnessed(solver, changed, contract, seat):
                refused += 1
                continue
            witnessed += 1
            fresh = ContractSolver(rules).find(changed, contract, best_only=False)
            assert fresh is not None, (pid, rn, [c.code for c in changed])
            left, make = solver.find_later(changed, contract, witness=True)
            assert left is None and make() == fresh
    assert witnessed > 30 and refused > 30


@pytest.mark.parametrize("pid", CONTRACT_PRESETS)
def test_listing_with_witnesses_is_the_listing_without(pid: str) -> None:
    """Seeded random games: each state lists what a copy with a brand-new solver (no
    witness, empty caches) lists, GoDown arrangements included."""
    rules = get_preset(pid)
    downs = 0
    for seed in range(2):
        state = GameState(rules, 4, seed)
        rng = random.Random(seed)
        for _ in range(600):
            if state.is_over:
                break
            listed = state.legal_actions()
            bare = state.clone()
            bare._solver = ContractSolver(rules)
            assert repr(listed) == repr(bare.legal_actions())
            downs += any(isinstance(a, GoDown) for a in listed)
            state.apply(rng.choice(listed))
    assert downs > 10


@pytest.mark.parametrize("pid", CONTRACT_PRESETS)
def test_a_mended_witness_is_held_and_goes_down(pid: str) -> None:
    """A hand that lost a card: where ``mend`` finds a witness's lost meld again, the
    hand holds the mended witness and a fresh solver finds it able to go down (no
    false "yes"; a None only sends the hand to the search)."""
    rules = get_preset(pid)
    row = rules.deck_table[-1]
    shoe = build_shoe(row.decks, row.jokers)
    solver = ContractSolver(rules)
    rng = random.Random(f"mend-{pid}")
    mended = 0
    for rn, hand in seeded_hands(pid, 200, 13):
        contract = rules.rounds[rn - 1].contract
        if solver.find_later(hand, contract, witness=True, seat=1) is None:
            continue
        own = solver._own_witness((solver._contract_info(contract)[1], 1))
        if own is None:
            continue  # a deuce or red ace counted as itself: no witness kept
        held = {c.uid for c in hand}
        changed = hand[:]
        del changed[rng.randrange(len(changed))]
        # Cards drawn since: they may fill a kept run's gap, or be taken by the meld
        # found again (see ``test_a_mended_run_keeps_its_gaps_empty``).
        changed += rng.sample([c for c in shoe if c.uid not in held], rng.randint(0, 2))
        naturals, flex, jokers, lv, by_rank = solver._count(changed)
        slots = slot_contracts(*_slot_lengths(solver._contract_info(contract)[3]))
        w = mend(solver._ctx, own, lv, by_rank, len(flex) + len(jokers), slots, solver._rank_bits)
        if w is None:
            continue
        mended += 1
        flat = (*lv[0], *lv[1], *lv[2], *lv[3])
        assert holds(w, flat, len(flex) + len(jokers))
        assert ContractSolver(rules).find(changed, contract, best_only=False) is not None
    assert mended > 5


def test_a_mended_run_keeps_its_gaps_empty() -> None:
    """The search gives a run every natural card inside its interval, so a mend whose
    found meld takes the card in a kept run's gap (here the 5H of 3H 4H _ 6H, taken by
    a set of fives) is no witness: the hand is searched instead (and cannot go down)."""
    rules = get_preset("may-i")
    contract = rules.rounds[1].contract  # a set of three and a run of four
    solver = ContractSolver(rules)
    first = parse_cards("3H 4H 6H 9S 9C 9D JK")
    assert solver.find_later(first, contract, witness=True, seat=0) is not None
    later = parse_cards("3H 4H 6H 5H 5S 9S JK JK")
    assert ContractSolver(rules).find(later, contract, best_only=False) is None
    assert not _witnessed(solver, later, contract, 0)
    assert solver.find_later(later, contract, witness=True, seat=0) is None


@pytest.mark.parametrize("pid", CONTRACT_PRESETS)
def test_a_witness_kept_for_later_is_the_one_built_at_once(pid: str) -> None:
    """A seat's witness is kept as its first fit's records and built when first asked
    for: what is built then is what building it at once gave, whatever the seat's
    hand or the other seats' became in between."""
    rules = get_preset(pid)
    solver = ContractSolver(rules)
    kept = 0
    hands = list(seeded_hands(pid, 200, 17))
    for (rn, hand), (_, later) in zip(hands, hands[1:], strict=False):
        contract = rules.rounds[rn - 1].contract
        solver._own.clear()  # the witness kept is then this hand's (or none)
        if solver.find_later(hand, contract, witness=True, seat=2) is None:
            continue
        key = (solver._contract_info(contract)[1], 2)
        if key not in solver._own:
            continue  # a deuce or red ace counted as itself: no witness kept
        lv = solver._count(hand)[3]
        (_value, records, _w), _choice = solver._lookup(hand, contract, False)[0]
        at_once = witness_of(melds_of(records, [row[:] for row in lv], solver._rank_bits))
        solver.find_later(later, contract, witness=True, seat=3)  # another seat meanwhile
        assert solver._own_witness(key) == at_once
        kept += 1
    assert kept > 20
