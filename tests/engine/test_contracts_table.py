"""Rule table: contracts met and not met, the best arrangement's penalty left in
hand, penalty points of each preset, and each preset's published data (RULES.md §3)."""

from __future__ import annotations

from collections import Counter

import pytest

from continental_qt.engine import (
    GameState,
    check_meld,
    distance_to_contract,
    find_contract,
    format_cards,
    get_preset,
    hand_points,
    parse_cards,
)

# (preset, round, hand, points left in hand or None when the contract cannot be met)
CONTRACTS = [
    # may-i: 1 S S · 2 S R · 3 R R · 4 S S S · 5 S S R · 6 S R R · 7 R R R
    ("may-i", 1, "7S 7H 7D 9C 9D 9S 2C 3D 4H 5S 6C KD", 35),
    ("may-i", 1, "KS KH KD QS QH QD QC 5S 5H 5D 9C 9D", 25),  # the dearest two sets go down
    ("may-i", 1, "KS KH KD QS QH QD 5S 5H 5D 9C 9D 3C", 30),  # never more melds than asked
    ("may-i", 1, "7S 7H 7D 7C 7S 7H 3D 4H 5S 6C KD JC", 40),  # two sets of one rank
    ("may-i", 1, "7S 7H 9D 9C 2C 3D 4H 5S 6C KD JC 10S", None),
    ("may-i", 1, "7S 7H 7D JK JK AH 3D 4H 5S 6C KD JC", 40),  # all-wild set
    ("may-i", 1, "7S 7H 9D 9C JK JK 3D 4H 5S 6C KD JC", 40),
    ("may-i", 1, "7S 7H 9D JK JK 3D 4H 5S 6C KD JC QC", None),  # 9D JK JK: too many wilds
    ("may-i", 2, "AH AD AS 5S 6S 7S 8S 3D 4H 9C KD JC", 35),
    ("may-i", 2, "7S 7H 7D 5S 6S 8S 3D 4H 9C KD JC QC", None),
    ("may-i", 3, "5S 6S 7S 8S 9S 10S JS QS 3D 4H 9C KD", 25),  # two runs in one suit
    ("may-i", 3, "5S 6S 7S 8S 9S 10S JS 3D 4H 9C KD 2C", None),
    ("may-i", 3, "QS KS AS 2S 3S 4S 5S 3D 4H 9C KD 9H", None),  # no wrap: Q-K-A-2 is no run
    ("may-i", 4, "5S 5H 5D 8S 8H 8D JS JH JD 3C 4C 9C", 15),
    ("may-i", 4, "5S 5H 5D 8S 8H 8D JS JH 3D 3C 4C 9C", None),
    ("may-i", 5, "5S 5H 5D 8S 8H 8D 3C 4C 5C 6C KD QD", 20),
    ("may-i", 6, "9S 9H 9D 3C 4C 5C 6C 10H JH QH KH 2D", 5),
    ("may-i", 7, "5S 6S 7S 8S 9H 10H JH QH 3D 4D 5D 6D", 0),
    ("may-i", 7, "5S 6S 7S 8S 9H 10H JH QH 3D 4D 5D JK", 0),
    ("may-i", 7, "5S 6S 7S 8S 9H 10H JH QH 3D 4D 5D 9C", None),
    # playingcards-io: jokers only, no wild limit.
    ("playingcards-io", 1, "7S 7H 7D 9C 9D 9S 2C 3D 4H 5S", 20),
    ("playingcards-io", 1, "7S JK JK 9C 9D 9S 2C 3D 4H 5S", 20),
    ("playingcards-io", 1, "JK JK JK 9C 9D 9S 2C 3D 4H 5S", 15),  # jokers join a natural
    ("playingcards-io", 2, "7S 7H 7D 9C 10C JK QC 3D 4H 5S", 15),
    ("playingcards-io", 2, "QS KS AS 2S 7H 7D 7C 3D 4H 5S", None),
    ("playingcards-io", 3, "AS 2S 3S 4S JD QD KD AD 9C 9H", 20),
    ("playingcards-io", 5, "KS KH KD QS QH QD 3C 4C 5C 6C 7C 8C", 0),
    # contract-hoyle and liverpool.
    ("contract-hoyle", 4, "5S 5H JK 8S 8H JK JS JH JD 3C 4C 9C", 16),
    ("contract-hoyle", 6, "9S 9H 9D 3C 4C 5C 6C 10H JH QH KH AH", 0),
    ("contract-hoyle", 7, "9S 9H 9D 3C 4C 5C 6C 10H JH QH KH AH", None),
    ("liverpool", 7, "5S 6S 7S 8S 9H 10H JH QH 3D 4D 5D 6D KC", 10),
    ("liverpool", 2, "AS AH AD 10S JS QS KS 2C 3C 4H", 9),  # ace high in the run
    # shanghai: longer runs, deuces wild, wilds <= naturals.
    ("shanghai", 1, "7S 7H 2D 9C 9D 2S KD 4H 5S 6C JD", 35),
    ("shanghai", 1, "7S 2H 2D 9C 9D 9S KD 4H 5S 6C JD", None),
    ("shanghai", 5, "7S 7H 2D 3C 4C 5C 6C 2C 8C 9C KD", 10),
    ("shanghai", 5, "7S 7H 7D 3C 4C 5C 6C 8C 9C KD QD", None),  # 3C-6C + 8C-9C: no run of 7
    ("shanghai", 8, "7S 7H 7D 3C 4C 5C 6C 7C 8C 9C 10C JC QC", 0),  # needs bought cards
    ("shanghai", 8, "7S 7H 7D 3C 4C 5C 6C 7C 8C 9C 10C JC KD", None),
    ("shanghai", 10, "3C 4C 5C 6C 7C 3D 4D 5D 6D 7D 3H 4H 5H 6H 7H", 0),
    ("shanghai", 10, "3C 4C 5C 6C 7C 3D 4D 5D 6D 7D KH", None),
    # continental-es: runs wrap, no adjacent wilds.
    ("continental-es", 1, "QS QD QH 5S 5D 5C 3D", 3),
    ("continental-es", 2, "QS KS AS 2S 7H 7D 7C 3D", 3),
    ("continental-es", 3, "4S JK JK 7S 8H 9H 10H JH", None),
    ("continental-es", 3, "4S JK 6S JK 8H 9H 10H JH", 0),
    ("continental-es", 7, "JS QS KS AS 2S 3S 4S 5S 9H 10H JH QH 8C", 8),
    # carioca: 8 rounds, the last is four sets.
    ("carioca", 2, "KH AH 2H 3H 7S 7C 7D 4C 9D 10S JC 5H", 38),
    ("carioca", 8, "7S 7H 7D 9C 9D 9S QC QD QH 5S 5H 5D", 0),
    ("carioca", 8, "7S 7H 7D 9C 9D 9S QC QD QH 5S 5H 4D", None),
]


def _cid(rows: list[tuple]) -> list[str]:
    return [f"{r[0]}-r{r[1]}-{i}" for i, r in enumerate(rows)]


@pytest.mark.parametrize(("preset", "rnd", "text", "points_left"), CONTRACTS, ids=_cid(CONTRACTS))
def test_contract_table(preset: str, rnd: int, text: str, points_left: int | None) -> None:
    rules = get_preset(preset)
    hand = parse_cards(text)
    arr = find_contract(hand, rules, rnd)
    if points_left is None:
        assert arr is None
        assert distance_to_contract(hand, rules, rnd) > 0
        return
    assert arr is not None, "contract should be met"
    assert arr.points_left == points_left
    assert distance_to_contract(hand, rules, rnd) == 0
    contract = rules.round(rnd).contract
    # Exactly the contract's melds: same kinds, each long enough, each valid.
    assert Counter(m.kind for m in arr.melds) == Counter(r.kind for r in contract)
    for m in arr.melds:
        assert check_meld(m.cards, m.kind, rules).ok, format_cards(m.cards)
    mins = sorted((r.kind, r.min_length) for r in contract)
    sizes = sorted((m.kind, len(m.cards)) for m in arr.melds)
    for (kind, need), (kind2, size) in zip(
        sorted(mins, key=lambda x: (x[0], -x[1])), sorted(sizes, key=lambda x: (x[0], -x[1]))
    ):
        assert kind == kind2 and size >= need
    # Melds and leftover partition the hand; points_left is the leftover's penalty.
    used = [c.uid for m in arr.melds for c in m.cards] + [c.uid for c in arr.leftover]
    assert sorted(used) == sorted(c.uid for c in hand)
    assert hand_points(arr.leftover, rules) == points_left


# Single-hand game: 15 cards in runs of one of the three patterns (16 after a draw).
GOING_OUT = [
    ("3S 4S 5S 6H 7H 8H 9D 10D JD QC KC AC 4D 5D 6D", [3, 3, 3, 3, 3], ""),
    ("3S 4S 5S 6H 7H 8H 9D 10D JD QC KC AC 4D 5D 6D 9S", [3, 3, 3, 3, 3], "9S"),
    # Twelve spades split any way: every pattern fits.
    ("3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 3H 4H 5H", "any", ""),
    ("3S 4S 5S 6S 7H 8H 9H 10H JD QD KD AD 5C 6C 7C", [4, 4, 4, 3], ""),
    ("3S 4S 5S 6S 7S 8H 9H 10H JH QD KD AD 5C 6C 7C", [5, 4, 3, 3], ""),
    ("3S 4S 5S 6H 7H 8H 9D 10D JD QC KC JK 4D 5D 2S", [3, 3, 3, 3, 3], ""),
    ("3S 4S 5S 6H 7H 8H 9D 10D JD QC KC AC 4D 5D 9S", None, ""),
    ("3S 4S 5S 6H 7H 8H 9D 10D JD QC KC AC 4D 5D", None, ""),  # 14 cards
    ("3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 3H 4H 6H", None, ""),
]


@pytest.mark.parametrize(("text", "sizes", "spare"), GOING_OUT)
def test_single_hand_going_out_table(text: str, sizes, spare: str) -> None:
    rules = get_preset("continental-15")
    hand = parse_cards(text)
    arr = find_contract(hand, rules, 1)
    if sizes is None:
        assert arr is None
        return
    assert arr is not None
    got = sorted((len(m.cards) for m in arr.melds), reverse=True)
    if sizes == "any":
        assert tuple(got) in {tuple(sorted(p, reverse=True)) for p in rules.going_out_patterns}
    else:
        assert got == sizes
    assert all(m.kind == "run" and check_meld(m.cards, "run", rules).ok for m in arr.melds)
    assert format_cards(arr.leftover) == spare
    assert arr.points_left == 0  # the single-hand game has no penalty points


def test_single_hand_counts_wilds_used() -> None:
    rules = get_preset("continental-15")
    hand = parse_cards("3S 4S 5S 6H 7H 8H 9D 10D JD QC KC JK 4D 5D 2S")
    arr = find_contract(hand, rules, 1)
    assert arr is not None and arr.wilds_used == 2


SCORES = "AS KS 10H 7S 2S JK"
# (preset, cards, penalty points)
POINTS = [
    ("may-i", SCORES, 20 + 10 + 10 + 5 + 5 + 50),
    ("playingcards-io", SCORES, 15 + 10 + 10 + 5 + 5 + 15),
    ("continental-15", SCORES, 0),
    ("contract-hoyle", SCORES, 15 + 10 + 10 + 7 + 2 + 15),
    ("liverpool", SCORES, 15 + 10 + 10 + 7 + 2 + 15),
    ("shanghai", SCORES, 15 + 10 + 10 + 7 + 2 + 15),
    ("continental-es", SCORES, 20 + 10 + 10 + 7 + 2 + 50),
    ("carioca", SCORES, 20 + 10 + 10 + 7 + 2 + 30),
    ("may-i", "AH AD", 40),  # red aces count as aces
    ("may-i", "9C 2D QH", 5 + 5 + 10),
    ("playingcards-io", "7C 8C", 5 + 10),
    ("playingcards-io", "AH JK", 30),
    ("contract-hoyle", "9D JC QC", 29),
    ("liverpool", "JK JK", 30),
    ("shanghai", "2C 2D", 4),  # a deuce left in hand scores its face value
    ("continental-es", "JK 9H", 59),
    ("carioca", "JK 3C", 33),
    ("may-i", "", 0),
]


@pytest.mark.parametrize(("preset", "text", "points"), POINTS)
def test_penalty_points_table(preset: str, text: str, points: int) -> None:
    assert hand_points(parse_cards(text), get_preset(preset)) == points


SEVEN = ("S S", "S R", "R R", "S S S", "S S R", "S R R", "R R R")
# (preset, cards dealt per round, contracts as "S"/"R"+min)
PRESET_ROUNDS = [
    ("may-i", (12,) * 7, SEVEN, 3, 4),
    ("playingcards-io", (10, 10, 10, 10, 12, 12, 12), SEVEN, 3, 4),
    ("contract-hoyle", (10, 10, 10, 10, 12, 12, 12), SEVEN, 3, 4),
    ("liverpool", (10, 10, 10, 10, 12, 12, 12), SEVEN, 3, 4),
    ("continental-es", (7, 8, 9, 10, 11, 12, 13), SEVEN, 3, 4),
    ("carioca", (12,) * 8, SEVEN + ("S S S S",), 3, 4),
    (
        "shanghai",
        (11,) * 10,
        ("S S", "S R", "R R", "S S S", "S R7", "S S R5", "R R R", "S R10", "S S S R5",
         "R5 R5 R5"),
        3,
        4,
    ),
]  # fmt: skip


@pytest.mark.parametrize(("preset", "dealt", "contracts", "set_min", "run_min"), PRESET_ROUNDS)
def test_preset_rounds(preset, dealt, contracts, set_min, run_min) -> None:
    rules = get_preset(preset)
    assert tuple(r.cards_dealt for r in rules.rounds) == dealt
    got = []
    for rnd in rules.rounds:
        parts = []
        for req in rnd.contract:
            default = set_min if req.kind == "set" else run_min
            tag = "S" if req.kind == "set" else "R"
            parts.append(tag if req.min_length == default else f"{tag}{req.min_length}")
        got.append(" ".join(sorted(parts, key=lambda p: (p[0] != "S", p))))
    assert tuple(got) == contracts


# (preset, players, decks, jokers) — RULES.md §3.
DECKS = [
    ("may-i", 2, 2, 4), ("may-i", 4, 2, 4), ("may-i", 5, 3, 6), ("may-i", 6, 3, 6),
    ("may-i", 7, 4, 8), ("may-i", 8, 4, 8),
    ("playingcards-io", 3, 2, 2), ("playingcards-io", 5, 3, 3), ("playingcards-io", 8, 4, 4),
    ("continental-15", 5, 2, 2), ("continental-15", 6, 3, 3), ("continental-15", 8, 3, 3),
    ("continental-15", 9, 4, 4), ("continental-15", 12, 4, 4),
    ("contract-hoyle", 4, 2, 1), ("contract-hoyle", 5, 3, 2),
    ("liverpool", 4, 2, 4), ("liverpool", 5, 3, 6),
    ("shanghai", 4, 2, 4), ("shanghai", 8, 3, 6),
    ("continental-es", 8, 2, 4), ("carioca", 5, 2, 4),
]  # fmt: skip


@pytest.mark.parametrize(("preset", "players", "decks", "jokers"), DECKS)
def test_deck_table(preset: str, players: int, decks: int, jokers: int) -> None:
    rules = get_preset(preset)
    row = rules.deck_row(players)
    assert (row.decks, row.jokers) == (decks, jokers)
    game = GameState(rules, players, seed=7)
    assert game.card_count() == 52 * decks + jokers
    dealt = rules.round(1).cards_dealt
    assert all(len(h) == dealt for h in game.hands)
    assert len(game.discard) == 1
    uids = [c.uid for h in game.hands for c in h] + [c.uid for c in game.stock + game.discard]
    assert len(set(uids)) == len(uids)
    assert sum(1 for u in uids if u % 64 >= 52) == jokers


# (preset, player range, wilds, may_i, stock mode, final discard, direction, first dealer)
PRESET_SETTINGS = [
    ("may-i", (2, 8), (False, True), True, "turn_over_once", "optional", 1, "high"),
    ("playingcards-io", (2, 8), (False, False), True, "reshuffle", "optional", 1, "high"),
    ("continental-15", (2, 12), (True, False), False, "reshuffle", "optional", 1, "low"),
    ("contract-hoyle", (3, 8), (False, False), True, "reshuffle", "optional", 1, "low"),
    ("liverpool", (3, 8), (False, False), True, "reshuffle", "optional", 1, "high"),
    ("shanghai", (3, 8), (True, False), True, "reshuffle", "optional", 1, "high"),
    ("continental-es", (2, 8), (False, False), True, "reshuffle", "required", -1, "high"),
    ("carioca", (2, 5), (False, False), False, "reshuffle", "optional", -1, "high"),
]


@pytest.mark.parametrize(
    ("preset", "players", "wilds", "may_i", "stock", "final", "direction", "dealer"),
    PRESET_SETTINGS,
)
def test_preset_settings(preset, players, wilds, may_i, stock, final, direction, dealer) -> None:
    rules = get_preset(preset)
    rules.validate()
    assert (rules.min_players, rules.max_players) == players
    assert (rules.deuces_wild, rules.red_aces_wild) == wilds
    assert rules.may_i_open(1) is may_i
    assert rules.stock_exhausted == stock
    assert rules.final_discard == final
    assert rules.direction == direction
    assert rules.first_dealer == dealer
