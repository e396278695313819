"""The first fit's bounds on wilds (issue 24): identical run slots share a suit's cards."""

from __future__ import annotations

from continental_qt.engine import get_preset
from continental_qt.engine.cards import parse_cards
from continental_qt.engine.contract_fit import fit_contract, surely_short, wilds_needed
from continental_qt.engine.contract_search import SearchContext, suit_levels
from continental_qt.engine.melds import is_wild


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
