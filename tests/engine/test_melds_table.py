"""Rule table: which cards make a valid set or run under each preset, and why not.

Each row is (preset, kind, cards, ok, reason, extra). ``extra`` pins more of
the answer: ``n`` placements, the first placement's ``low`` position, the
positions held by wilds (``wild_at``), a set's ``rank``. Run positions are
1..14 with 14 the high ace, and past 13 when runs wrap (see ``melds.py``).
"""

from __future__ import annotations

import dataclasses

import pytest

from continental_qt.engine import check_meld, get_preset, is_wild, parse_cards
from continental_qt.engine.cards import natural_card

RUN_13 = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"

MELDS = [
    # --- may-i: jokers and red aces wild, wilds <= naturals, all-wild sets allowed.
    ("may-i", "set", "7S 7H 7D", True, None, {"rank": 7, "wild_at": ()}),
    ("may-i", "set", "7S 7S 7H 7D 7C", True, None, {"rank": 7}),
    ("may-i", "set", "7S 7H", False, "too_short", {}),
    ("may-i", "set", "7S 7H 8D", False, "mixed_ranks", {}),
    # What more cards cannot cure is said before "too_short" (issue 19: 7♠+10♠ staged).
    ("may-i", "set", "7S 10S", False, "mixed_ranks", {}),
    ("may-i", "run", "4S 5H", False, "mixed_suits", {}),
    ("may-i", "run", "4S 4S", False, "duplicate_rank", {}),
    ("may-i", "set", "7S 7H JK", True, None, {"rank": 7, "wilds": 1}),
    ("may-i", "set", "7S 7H JK AH", True, None, {"rank": 7, "wilds": 2}),
    ("may-i", "set", "7S JK JK", False, "too_many_wilds", {}),
    ("may-i", "set", "7S JK AD", False, "too_many_wilds", {}),
    ("may-i", "set", "JK JK JK", True, None, {"rank": 0, "wilds": 3}),
    ("may-i", "set", "JK JK AD", True, None, {"rank": 0, "wilds": 3}),
    ("may-i", "set", "JK JK", False, "too_short", {}),
    ("may-i", "set", "AH AD AS", True, None, {"rank": 1, "wilds": 0}),
    ("may-i", "set", "AH AD JK", True, None, {"rank": 1, "wilds": 1}),
    ("may-i", "set", "KS KH AH", True, None, {"rank": 13, "wilds": 1}),
    ("may-i", "set", "2S 2H 2D", True, None, {"rank": 2, "wilds": 0}),
    ("may-i", "run", "4S 5S 6S 7S", True, None, {"n": 1, "low": 4, "wild_at": ()}),
    ("may-i", "run", "7S 6S 5S 4S", True, None, {"n": 1, "low": 4}),
    ("may-i", "run", "4S 5S 6S", False, "too_short", {}),
    ("may-i", "run", "4S 5S 6H 7S", False, "mixed_suits", {}),
    ("may-i", "run", "4S 5S 5S 6S", False, "duplicate_rank", {}),
    ("may-i", "run", "4S 5S 7S 8S", False, "gap_too_wide", {}),
    ("may-i", "run", "4S JK 6S 7S", True, None, {"n": 1, "low": 4, "wild_at": (5,)}),
    ("may-i", "run", "4S JK JK 7S", True, None, {"n": 1, "wild_at": (5, 6)}),
    ("may-i", "run", "4S JK JK JK", False, "too_many_wilds", {}),
    ("may-i", "run", "7S JK JK JK", False, "too_many_wilds", {}),
    ("may-i", "run", "JK JK JK JK", False, "no_natural", {}),
    ("may-i", "run", "AS 2S 3S 4S", True, None, {"n": 1, "low": 1}),
    ("may-i", "run", "JS QS KS AS", True, None, {"n": 1, "low": 11}),
    ("may-i", "run", "QS KS AS 2S", False, "gap_too_wide", {}),
    ("may-i", "run", "QS KS AS JK", True, None, {"n": 1, "low": 11, "wild_at": (11,)}),
    # A red ace is natural in its own place (low ace) or a wild above the 4.
    ("may-i", "run", "AH 2H 3H 4H", True, None, {"n": 2, "low": 1, "wild_at": ()}),
    ("may-i", "run", "4H 5H 6H AD", True, None, {"n": 2, "low": 3, "wild_at": (3,)}),
    ("may-i", "run", RUN_13, True, None, {"n": 1, "low": 1}),
    ("may-i", "run", RUN_13 + " AS", False, "too_long", {}),
    # --- playingcards-io: jokers only, no wild limit beyond one natural.
    ("playingcards-io", "set", "7S JK JK", True, None, {"rank": 7, "wilds": 2}),
    ("playingcards-io", "set", "7S JK JK JK JK", True, None, {"rank": 7, "wilds": 4}),
    ("playingcards-io", "set", "JK JK JK", False, "no_natural", {}),
    ("playingcards-io", "set", "AH AD JK", True, None, {"rank": 1, "wilds": 1}),
    ("playingcards-io", "set", "2S 2H 2D", True, None, {"rank": 2, "wilds": 0}),
    ("playingcards-io", "run", "4S JK JK JK", True, None, {"n": 4, "low": 1}),
    ("playingcards-io", "run", "JK JK JK JK", False, "no_natural", {}),
    ("playingcards-io", "run", "QS KS AS 2S", False, "gap_too_wide", {}),
    ("playingcards-io", "run", "2S 3S 4S 5S", True, None, {"n": 1, "low": 2}),
    ("playingcards-io", "run", "AH 2H 3H 4H", True, None, {"n": 1, "low": 1}),
    ("playingcards-io", "run", "10D JD QD KD AD", True, None, {"n": 1, "low": 10}),
    # --- continental-15: deuces and jokers wild, runs of 3+, no sets.
    ("continental-15", "set", "7S 7H 7D", False, "sets_not_allowed", {}),
    ("continental-15", "run", "4S 5S 6S", True, None, {"n": 1, "low": 4}),
    ("continental-15", "run", "4S 5S", False, "too_short", {}),
    ("continental-15", "run", "2S 3S 4S", True, None, {"n": 2, "low": 2, "wild_at": ()}),
    ("continental-15", "run", "4S 2H 6S", True, None, {"n": 1, "low": 4, "wild_at": (5,)}),
    ("continental-15", "run", "4S JK 2H", True, None, {"n": 3}),
    ("continental-15", "run", "JK JK JK", False, "no_natural", {}),
    ("continental-15", "run", "QC KC AC", True, None, {"n": 1, "low": 12}),
    ("continental-15", "run", "KC AC 2C", True, None, {"n": 1, "low": 12, "wild_at": (12,)}),
    # --- shanghai: jokers and deuces wild, wilds <= naturals, no all-wild sets.
    ("shanghai", "set", "7S 7H 2C", True, None, {"rank": 7, "wilds": 1}),
    ("shanghai", "set", "7S 2H 2C", False, "too_many_wilds", {}),
    ("shanghai", "set", "7S JK 2C", False, "too_many_wilds", {}),
    ("shanghai", "set", "2S 2H 2C", True, None, {"rank": 2, "wilds": 0}),
    ("shanghai", "set", "2S 2H JK", True, None, {"rank": 2, "wilds": 1}),
    ("shanghai", "set", "JK JK JK", False, "no_natural", {}),
    ("shanghai", "run", "3S 4S 2S 6S", True, None, {"n": 1, "low": 3, "wild_at": (5,)}),
    ("shanghai", "run", "2S 3S 4S 5S", True, None, {"n": 2, "low": 2, "wild_at": ()}),
    ("shanghai", "run", "5S 2H 2D 8S", True, None, {"n": 1, "low": 5, "wild_at": (6, 7)}),
    ("shanghai", "run", "5S 2H 2D JK", False, "too_many_wilds", {}),
    ("shanghai", "run", "9S 10S JS QS KS", True, None, {"n": 1, "low": 9}),
    # --- continental-es: runs wrap through the ace, no two wilds side by side.
    ("continental-es", "run", "QS KS AS 2S", True, None, {"n": 1, "low": 12}),
    ("continental-es", "run", "KS AS 2S 3S", True, None, {"n": 1, "low": 13}),
    ("continental-es", "run", "QS KS AS JK", True, None, {"n": 2}),
    ("continental-es", "run", "4S JK JK 7S", False, "adjacent_wilds", {}),
    ("continental-es", "run", "4S JK 6S JK", True, None, {"n": 2}),
    ("continental-es", "run", "JK 5S JK 7S", True, None, {"n": 2}),
    ("continental-es", "run", "5S 6S 7S 8S 9S 10S JS QS KS AS 2S 3S 4S", True, None, {"n": 1}),
    ("continental-es", "run", RUN_13 + " AS", False, "too_long", {}),
    ("continental-es", "set", "7S JK JK", True, None, {"rank": 7, "wilds": 2}),
    ("continental-es", "set", "7S 7H 8S", False, "mixed_ranks", {}),
    # --- carioca: wrapping runs, jokers wild, no limits.
    ("carioca", "run", "KH AH 2H 3H", True, None, {"n": 1, "low": 13}),
    ("carioca", "set", "JK JK 5C", True, None, {"rank": 5, "wilds": 2}),
    ("carioca", "run", "KH AH 2D 3H", False, "mixed_suits", {}),
    # --- contract-hoyle and liverpool: jokers wild, no limits, no wrap.
    ("contract-hoyle", "set", "QC QD JK", True, None, {"rank": 12, "wilds": 1}),
    ("contract-hoyle", "run", "KC AC 2C 3C", False, "gap_too_wide", {}),
    ("contract-hoyle", "run", "9C 10C JK QC", True, None, {"n": 1, "low": 9, "wild_at": (11,)}),
    ("liverpool", "run", "9C 10C JK QC", True, None, {"n": 1, "low": 9, "wild_at": (11,)}),
    ("liverpool", "set", "9C 9D 9H 9S 9C", True, None, {"rank": 9, "wilds": 0}),
    ("liverpool", "run", "9C 10C", False, "too_short", {}),
]


def _ids(rows: list[tuple]) -> list[str]:
    return [f"{r[0]}-{r[1]}-{r[2].replace(' ', '.')}" for r in rows]


@pytest.mark.parametrize(
    ("preset", "kind", "text", "ok", "reason", "extra"), MELDS, ids=_ids(MELDS)
)
def test_meld_table(preset: str, kind: str, text: str, ok: bool, reason, extra: dict) -> None:
    rules = get_preset(preset)
    cards = parse_cards(text)
    check = check_meld(cards, kind, rules)
    assert check.ok is ok
    assert check.reason == reason
    if not ok:
        assert check.placements == ()
        return
    # Every placement uses each card exactly once, in table order.
    for p in check.placements:
        assert p.kind == kind
        assert sorted(c.uid for c in p.cards) == sorted(c.uid for c in cards)
        if kind == "run":
            assert list(p.positions) == list(range(p.low, p.low + len(cards)))
    first = check.placement
    assert first is not None
    if "n" in extra:
        assert len(check.placements) == extra["n"]
        assert check.ambiguous is (extra["n"] > 1)
    if "low" in extra:
        assert first.low == extra["low"]
    if "wild_at" in extra:
        assert tuple(pos for pos, w in zip(first.positions, first.wild) if w) == extra["wild_at"]
    if "rank" in extra:
        assert first.rank == extra["rank"]
    if "wilds" in extra:
        assert first.wild.count(True) == extra["wilds"]
    # A card flagged natural in a run sits in its own rank and suit.
    if kind == "run":
        for c, pos, w in zip(first.cards, first.positions, first.wild):
            if not w:
                assert c.rank == (pos - 1) % 13 + 1
                assert c.suit == first.suit


CUSTOM = [
    # (preset, changes, kind, cards, ok, reason)
    ("playingcards-io", {"min_naturals": 2}, "set", "7S JK JK", False, "too_few_naturals"),
    ("playingcards-io", {"min_naturals": 2}, "set", "7S 7H JK", True, None),
    ("playingcards-io", {"min_naturals": 2}, "run", "4S JK 6S JK", True, None),
    ("playingcards-io", {"no_adjacent_wilds_in_runs": True}, "run", "4S JK JK 7S", False,
     "adjacent_wilds"),
    ("playingcards-io", {"ace_low": False}, "run", "AS 2S 3S 4S", False, "gap_too_wide"),
    ("playingcards-io", {"ace_high": False}, "run", "JS QS KS AS", False, "gap_too_wide"),
    ("playingcards-io", {"max_run_length": 5}, "run", "4S 5S 6S 7S 8S 9S", False, "too_long"),
    ("playingcards-io", {"max_run_length": 5}, "run", "4S 5S 6S 7S 8S", True, None),
    ("playingcards-io", {"wrap_runs": True}, "run", "QS KS AS 2S", True, None),
    ("playingcards-io", {"deuces_wild": True}, "set", "7S 2H 2C", True, None),
    ("playingcards-io", {"run_min": 3}, "run", "4S 5S 6S", True, None),
    ("playingcards-io", {"set_min": 4}, "set", "7S 7H 7D", False, "too_short"),
    ("may-i", {"wild_only_sets": False}, "set", "JK JK JK", False, "no_natural"),
    ("may-i", {"wilds_not_more_than_naturals": False}, "set", "7S JK JK", True, None),
    ("may-i", {"red_aces_wild": False}, "set", "KS KH AH", False, "mixed_ranks"),
]  # fmt: skip


@pytest.mark.parametrize(("preset", "changes", "kind", "text", "ok", "reason"), CUSTOM)
def test_house_rule_melds(preset, changes, kind, text, ok, reason) -> None:
    rules = dataclasses.replace(get_preset(preset), **changes)
    check = check_meld(parse_cards(text), kind, rules)
    assert (check.ok, check.reason) == (ok, reason)


def test_same_card_twice_is_refused() -> None:
    rules = get_preset("may-i")
    seven = natural_card(7, 3)
    check = check_meld([seven, seven, natural_card(7, 2)], "set", rules)
    assert (check.ok, check.reason) == (False, "duplicate_card")


def test_unknown_meld_kind() -> None:
    check = check_meld(parse_cards("7S 7H 7D"), "pair", get_preset("may-i"))
    assert (check.ok, check.reason) == (False, "bad_kind")


def test_contract_minimum_overrides_rule_minimum() -> None:
    rules = get_preset("shanghai")
    five = parse_cards("4S 5S 6S 7S 8S")
    assert check_meld(five, "run", rules, min_length=5).ok
    assert check_meld(five[:4], "run", rules, min_length=5).reason == "too_short"
    assert check_meld(parse_cards(RUN_13), "run", rules, min_length=10).ok


WILDS = [
    # (preset, card, wild?)
    ("may-i", "JK", True), ("may-i", "AH", True), ("may-i", "AD", True), ("may-i", "AS", False),
    ("may-i", "AC", False), ("may-i", "2S", False),
    ("shanghai", "2C", True), ("shanghai", "AH", False), ("shanghai", "JK", True),
    ("continental-15", "2D", True), ("continental-15", "3D", False),
    ("playingcards-io", "2C", False), ("playingcards-io", "AH", False),
    ("continental-es", "JK", True), ("carioca", "2H", False),
]  # fmt: skip


@pytest.mark.parametrize(("preset", "code", "wild"), WILDS)
def test_which_cards_are_wild(preset: str, code: str, wild: bool) -> None:
    rules = get_preset(preset)
    (card,) = parse_cards(code)
    assert is_wild(card, rules) is wild
    assert rules.is_wild_code(card.rank, card.suit) is wild
