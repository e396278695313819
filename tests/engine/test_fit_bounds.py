"""The first fit's bounds on wilds (issue 24): identical run slots share a suit's cards."""

from __future__ import annotations

import random

from continental_qt.engine import get_preset
from continental_qt.engine.cards import build_shoe, parse_cards
from continental_qt.engine.contract_fit import fit_contract, surely_short, wilds_needed
from continental_qt.engine.contract_search import SearchContext, add_levels, suit_levels
from continental_qt.engine.melds import is_wild
from continental_qt.engine.presets import PRESET_IDS


def _ask(text: str, pid: str, round_number: int):
    rules = get_preset(pid)
    ctx = SearchContext(rules)
    hand = parse_cards(text)
    naturals = [c for c in hand if not is_wild(c, rules)]
    lv, by_rank = suit_levels(naturals, ctx.wrap)
    return ctx, lv, by_rank, len(hand) - len(naturals), rules.round(round_number).contract


def test_three_runs_from_one_suit_need_the_cards_it_lacks() -> None:
    # may-i round 7: three runs of four. Six spades in a row hold a whole run, so each
    # run on its own needs no wild; the three together need six.
    ctx, lv, by_rank, wilds, contract = _ask("4S 5S 6S 7S 8S 9S JK JK JK JK JK JK", "may-i", 7)
    assert wilds_needed(ctx, lv, by_rank, wilds, contract) == 6
    assert fit_contract(ctx, lv, by_rank, wilds, contract) is not None
    ctx, lv, by_rank, wilds, contract = _ask("4S 5S 6S 7S 8S 9S JK JK JK JK JK", "may-i", 7)
    assert surely_short(ctx, lv, by_rank, wilds, contract)
    assert fit_contract(ctx, lv, by_rank, wilds, contract) is None


def test_runs_in_several_suits_are_counted_each_in_its_own() -> None:
    # Two good suits and a third with two cards: the third run needs two wilds.
    text = "4S 5S 6S 7S 4H 5H 6H 7H 9C 10C JK JK"
    ctx, lv, by_rank, wilds, contract = _ask(text, "may-i", 7)
    assert wilds_needed(ctx, lv, by_rank, wilds, contract) == 2
    assert fit_contract(ctx, lv, by_rank, wilds, contract) is not None


def test_the_bound_never_grows_when_natural_cards_are_added() -> None:
    # The solver skips a way of counting deuces and red aces once the relaxed hand (every
    # one counted both ways) lacks more than that way's wilds: that is sound only if
    # adding natural cards never raises the bound. Checked here on seeded hands of every
    # contract preset, each against a superset of itself, uncapped (wilds 99).
    checked = 0
    for pid in PRESET_IDS:
        rules = get_preset(pid)
        if rules.single_hand:
            continue
        ctx = SearchContext(rules)
        row = rules.deck_table[-1]
        naturals = [c for c in build_shoe(row.decks, row.jokers) if not is_wild(c, rules)]
        rng = random.Random(f"bound-monotone-{pid}")
        for _ in range(300):
            contract = rules.round(rng.randint(1, rules.num_rounds)).contract
            rng.shuffle(naturals)
            small = rng.randint(0, 14)
            more = rng.randint(1, 8)
            lv, by_rank = suit_levels(naturals[:small], ctx.wrap)
            lv_x = [row_[:] for row_ in lv]
            by_rank_x = by_rank[:]
            add_levels(lv_x, by_rank_x, naturals[small : small + more], ctx.wrap)
            before = wilds_needed(ctx, lv, by_rank, 99, contract)
            after = wilds_needed(ctx, lv_x, by_rank_x, 99, contract)
            assert after <= before, (pid, contract, naturals[: small + more])
            checked += 1
    assert checked >= 1500
