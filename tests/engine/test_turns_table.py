"""Rule tables for the turn flow: May I? order and limits, first refusal, buying
back, stock exhaustion, lay-offs, wild swaps, going out, the single-hand
settlement, round scoring, turn direction and players leaving (RULES.md §2-3).

Positions are set up directly on a fresh GameState (hands, stock, discard
pile, table melds); every card of one position comes from one
``parse_cards`` call, so uids are distinct.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pytest

from continental_qt.engine import (
    DRAW,
    FIRST_REFUSAL,
    GAME_OVER,
    MAY_I,
    PLAY,
    ROUND_OVER,
    Claim,
    Discard,
    DrawStock,
    GameState,
    GoDown,
    GoOut,
    IllegalMove,
    LayOff,
    Leave,
    MeldSpec,
    NextRound,
    Pass,
    SwapWild,
    TakeDiscard,
    check_meld,
    find_contract,
    format_cards,
    get_preset,
    hand_points,
    parse_cards,
    with_house_rule,
)
from continental_qt.engine.cards import Card
from continental_qt.engine.melds import TableMeld
from continental_qt.engine.solver import solver_for


def table(
    preset: str,
    players: int = 2,
    *,
    hands: Sequence[str] = (),
    discard: str = "",
    stock: str = "",
    melds: Sequence[tuple] = (),
    turn: int = 0,
    phase: str = DRAW,
    round_number: int = 1,
    discarder: int | None = None,
    down: Sequence[int] = (),
    house: Sequence[str] = (),
    changes: dict | None = None,
) -> GameState:
    """A position. ``discard`` is bottom first (its last card is on top); ``stock``
    is written top first. ``melds`` holds (owner, kind, cards[, low]); their owners
    and the ``down`` seats have gone down in an earlier turn."""
    rules = get_preset(preset)
    for name in house:
        rules = with_house_rule(rules, name)
    if changes:
        rules = dataclasses.replace(rules, **changes)
    g = GameState(rules, players, seed=3)
    hand_texts = list(hands) + [""] * (players - len(hands))
    texts = hand_texts + [discard, stock] + [m[2] for m in melds]
    cards = parse_cards(" ".join(texts))
    parts: list[list[Card]] = []
    i = 0
    for t in texts:
        k = len(t.split())
        parts.append(cards[i : i + k])
        i += k
    g.round_number = round_number
    g.hands = [list(p) for p in parts[:players]]
    g.discard = list(parts[players])
    g.stock = list(reversed(parts[players + 1]))
    g.melds = []
    g.turn_count = 10
    for spec, mcards in zip(melds, parts[players + 2 :]):
        owner, kind = spec[0], spec[1]
        check = check_meld(mcards, kind, rules, min_length=3)
        assert check.ok, (spec, check.reason)
        placement = check.placements[0]
        if len(spec) > 3:
            placement = next(p for p in check.placements if p.low == spec[3])
        g.melds.append(TableMeld.from_placement(g.next_meld_id, owner, placement))
        g.next_meld_id += 1
    for s in {m[0] for m in melds} | set(down):
        g.down[s] = True
        g.down_turn[s] = 5
    g.turn = g.to_act = turn
    g.phase = phase
    g.discarder = discarder
    g.queue = []
    if phase == PLAY:
        g.draws[turn] = 1
    return g


def uid(cards: Sequence[Card], code: str, n: int = 0) -> int:
    """The uid of the n-th card with this code."""
    return [c for c in cards if c.code == code][n].uid


def codes(cards: Sequence[Card]) -> str:
    return format_cards(cards)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def event(events, kind: str):
    found = [e for e in events if e.kind == kind]
    assert found, f"no {kind} event in {kinds(events)}"
    return found[0]


def refused(g: GameState, action, seat: int | None = None) -> str:
    with pytest.raises(IllegalMove) as info:
        g.apply(action, seat)
    return info.value.reason


FOUR = ["3C 4D", "5C 6D", "7C 8D", "9C 10D"]

# ------------------------------------------------------------ May I? order
# (preset, players, turn, discarder, buys, down, round, house, queue)
MAY_I_ORDER = [
    ("may-i", 4, 1, 0, None, (), 1, (), [2, 3]),
    ("may-i", 4, 1, None, None, (), 1, (), [2, 3, 0]),  # the upcard: everyone else
    ("may-i", 4, 0, 3, None, (), 1, (), [1, 2]),
    ("may-i", 4, 1, 0, None, (3,), 1, (), [2, 3]),  # may buy after going down
    ("may-i", 4, 1, 0, (0, 0, 5, 0), (), 1, (), [2, 3]),  # no limit
    ("may-i", 4, 1, 0, (0, 0, 3, 0), (), 1, ("three_buys",), [3]),
    ("may-i", 4, 1, 0, None, (), 4, ("no_may_i_last_three",), [2, 3]),
    ("may-i", 4, 1, 0, None, (), 5, ("no_may_i_last_three",), []),
    ("may-i", 4, 1, 0, None, (), 7, ("no_may_i_last_three",), []),
    ("may-i", 2, 1, 0, None, (), 1, (), []),  # two players: the discarder is the only other
    ("playingcards-io", 3, 2, 1, None, (), 1, (), [0]),
    ("playingcards-io", 5, 0, 4, None, (), 6, (), [1, 2, 3]),
    ("contract-hoyle", 3, 0, 2, None, (), 1, (), [1]),
    ("liverpool", 4, 1, 0, (0, 0, 3, 0), (), 1, (), [3]),  # three buys a round
    ("liverpool", 4, 1, 0, (0, 0, 2, 0), (), 1, (), [2, 3]),
    ("liverpool", 4, 1, 0, None, (3,), 1, (), [2]),  # none after going down
    ("shanghai", 4, 1, 0, (0, 0, 3, 0), (), 1, (), [3]),
    ("shanghai", 4, 1, 0, None, (2,), 9, (), [2, 3]),
    # continental-es plays counter-clockwise and the discarder may buy it back.
    ("continental-es", 4, 1, 2, None, (), 1, (), [0, 3, 2]),
    ("continental-es", 3, 0, 1, None, (), 1, (), [2, 1]),
    ("continental-es", 2, 0, 1, None, (), 3, (), [1]),
    ("carioca", 4, 1, 0, None, (), 1, (), []),  # no buying
    ("continental-15", 4, 1, 0, None, (), 1, (), []),
]


@pytest.mark.parametrize(
    ("preset", "players", "turn", "discarder", "buys", "down", "rnd", "house", "queue"),
    MAY_I_ORDER,
)
def test_may_i_order(preset, players, turn, discarder, buys, down, rnd, house, queue) -> None:
    g = table(
        preset,
        players,
        hands=FOUR[:players] + ["JD QD"] * (players - 4),
        discard="KH QS",
        stock="5H 6H 7H 8H",
        turn=turn,
        discarder=discarder,
        down=down,
        round_number=rnd,
        house=house,
    )
    if buys:
        g.buys = list(buys)
    events = g.apply(DrawStock())
    if queue:
        assert g.phase == MAY_I
        assert g.to_act == queue[0]
        assert event(events, "may_i_open").data["queue"] == queue
        assert g.queue == queue
        assert len(g.hands[turn]) == 2  # the turn player has not drawn yet
    else:
        assert "may_i_open" not in kinds(events)
        assert g.phase == PLAY and g.to_act == turn
        assert codes(g.hands[turn])[-2:] == "5H"


def test_may_i_needs_stock_for_penalty_and_draw() -> None:
    g = table("may-i", 4, hands=FOUR, discard="KH QS", stock="5H", turn=1, discarder=0)
    events = g.apply(DrawStock())
    assert kinds(events)[0] == "drew_stock" and g.phase == PLAY


# -------------------------------------------------------- May I? outcomes
# (preset, players, turn, discarder, moves, buyer, first refusal taken by turn)
CLAIMS = [
    ("may-i", 4, 1, 0, ["claim"], 2, False),
    ("may-i", 4, 1, 0, ["pass", "claim"], 3, False),
    ("may-i", 4, 1, 0, ["pass", "pass"], None, False),
    ("may-i", 4, 1, None, ["pass", "pass", "claim"], 0, False),  # upcard bought by the dealer
    ("playingcards-io", 3, 0, 2, ["claim"], 1, False),
    ("contract-hoyle", 4, 2, 1, ["pass", "claim"], 0, False),
    ("shanghai", 3, 0, 2, ["claim"], 1, False),
    ("continental-es", 4, 1, 2, ["pass", "pass", "claim"], 2, False),  # discarder buys back
    ("continental-es", 4, 1, 2, ["claim"], 0, False),
    ("liverpool", 4, 1, 0, ["claim", "pass"], 2, False),  # turn player declines
    ("liverpool", 4, 1, 0, ["claim", "take"], None, True),  # turn player takes it, no penalty
    ("liverpool", 4, 1, 0, ["pass", "claim", "pass"], 3, False),
    ("liverpool", 4, 1, 0, ["pass", "pass"], None, False),
]

MOVES = {"claim": Claim(), "pass": Pass(), "take": TakeDiscard()}


@pytest.mark.parametrize(
    ("preset", "players", "turn", "discarder", "moves", "buyer", "refusal"), CLAIMS
)
def test_may_i_claims(preset, players, turn, discarder, moves, buyer, refusal) -> None:
    g = table(
        preset,
        players,
        hands=FOUR[:players],
        discard="KH QS",
        stock="5H 6H 7H 8H",
        turn=turn,
        discarder=discarder,
    )
    before = [codes(h) for h in g.hands]
    g.apply(DrawStock())
    events = []
    for move in moves:
        if g.phase == FIRST_REFUSAL:
            assert g.to_act == turn
        events += g.apply(MOVES[move])
    assert g.phase == PLAY and g.to_act == turn
    for seat in range(players):
        if seat == buyer:
            # The discard and one penalty card from the top of the stock.
            assert codes(g.hands[seat]) == before[seat] + " QS 5H"
            assert g.buys[seat] == 1
            assert event(events, "bought").seat == seat
        elif seat == turn:
            extra = " QS" if refusal else (" 6H" if buyer is not None else " 5H")
            assert codes(g.hands[seat]) == before[seat] + extra
        else:
            assert codes(g.hands[seat]) == before[seat]
            assert g.buys[seat] == 0
    if buyer is None:
        assert "bought" not in kinds(events)
    if refusal:
        assert "first_refusal_taken" in kinds(events)
        assert codes(g.discard) == "KH" and len(g.stock) == 4
    elif buyer is not None:
        # The card now on top of the pile is dead: the turn player drew from the stock.
        assert codes(g.discard) == "KH" and len(g.stock) == 2
    else:
        assert codes(g.discard) == "KH QS" and len(g.stock) == 3


def test_liverpool_claim_gives_turn_player_first_refusal() -> None:
    g = table("liverpool", 4, hands=FOUR, discard="KH QS", stock="5H 6H", turn=1, discarder=0)
    g.apply(DrawStock())
    events = g.apply(Claim())
    assert g.phase == FIRST_REFUSAL and g.to_act == 1 and g.claimant == 2
    assert event(events, "claimed").data["first_refusal"] == 1
    assert refused(g, Claim()) == "wrong_phase"


def test_buyer_plays_nothing_until_their_turn() -> None:
    g = table("may-i", 4, hands=FOUR, discard="KH QS", stock="5H 6H 7H", turn=1, discarder=0)
    g.apply(DrawStock())
    g.apply(Claim())
    assert g.to_act == 1
    assert refused(g, Discard(uid(g.hands[2], "QS")), seat=2) == "not_your_turn"
    assert refused(g, TakeDiscard()) == "wrong_phase"  # the next card down is dead


def test_three_buys_then_no_more_in_liverpool() -> None:
    g = table(
        "liverpool",
        3,
        hands=["3C 4C 5C 6C", "3D 4D 5D 6D", "3H 4H 5H 6H"],
        discard="KH QS",
        stock="7S 8S 9S 10S JS QS KS 7H 8H 9H",
        discarder=2,
    )
    g.buys[1] = 2
    g.apply(DrawStock())
    assert g.queue == [1]
    g.apply(Claim())
    g.apply(Pass())  # seat 0 lets seat 1 have it: seat 1's third buy
    assert g.buys[1] == 3
    for seat, card in ((0, "3C"), (1, "3D"), (2, "3H")):
        g.apply(Discard(uid(g.hands[seat], card)))
        g.apply(DrawStock())
        while g.phase == MAY_I:
            g.apply(Pass())
    # Seat 0 declined 3H: seat 2 discarded it and seat 1 has had its three buys.
    assert g.turn == 0 and g.phase == PLAY
    assert len(g.hands[1]) == 6  # 4 dealt, bought card, penalty card, a draw, a discard


# ---------------------------------------------------------- stock exhaustion
def test_may_i_turns_the_pile_over_once() -> None:
    g = table("may-i", 2, hands=["9C 9D", "9H 9S"], discard="3C 4C 5C", stock="")
    events = g.apply(DrawStock())
    rebuilt = event(events, "stock_rebuilt")
    assert rebuilt.data == {"cards": 2, "mode": "turn_over_once"}
    # Turned over, not shuffled: the oldest discard is now on top of the stock.
    assert codes(g.hands[0]) == "9C 9D 3C"
    assert codes(g.stock) == "4C" and codes(g.discard) == "5C"
    assert g.rebuilds == 1


def test_may_i_second_exhaustion_ends_the_round() -> None:
    g = table("may-i", 2, hands=["9C KD", "9H JK"], discard="3C 4C 5C", stock="")
    g.rebuilds = 1
    hands = [list(h) for h in g.hands]
    events = g.apply(DrawStock())
    end = event(events, "round_ended")
    assert end.seat is None and end.data["exhausted"] is True
    assert end.data["scores"] == [hand_points(h, g.rules) for h in hands] == [15, 55]
    assert g.totals == [15, 55]
    # The round stops there, its table kept, until the next deal is asked for.
    assert g.round_number == 1 and g.phase == ROUND_OVER and g.to_act is None
    assert codes(g.hands[0]) == "9C KD" and codes(g.discard) == "3C 4C 5C"
    assert [e.kind for e in g.apply(NextRound())] == ["round_started"]
    assert g.round_number == 2 and g.phase == DRAW


def test_may_i_stock_runs_out_twice_in_play() -> None:
    g = table("may-i", 2, hands=["9C 9D", "9H 9S"], discard="3C 4C 5C", stock="6C")
    g.apply(DrawStock())  # 6C, the last card
    g.apply(Discard(uid(g.hands[0], "9C")))
    g.apply(DrawStock())  # turn over 3C 4C 5C; 9C stays up
    assert codes(g.hands[1]) == "9H 9S 3C"
    g.apply(Discard(uid(g.hands[1], "9H")))
    g.apply(DrawStock())
    g.apply(Discard(uid(g.hands[0], "9D")))
    g.apply(DrawStock())
    g.apply(Discard(uid(g.hands[1], "9S")))
    assert not g.stock and g.round_number == 1
    events = g.apply(DrawStock())
    assert event(events, "round_ended").data["exhausted"] is True
    assert g.round_number == 1 and g.phase == ROUND_OVER


@pytest.mark.parametrize(
    ("preset", "changes", "ends"),
    [
        ("may-i", {}, True),
        ("playingcards-io", {"stock_exhausted": "turn_over_once"}, True),
        ("playingcards-io", {}, False),
        ("may-i", {"stock_exhausted": "reshuffle"}, False),
    ],
)
def test_second_exhaustion_by_stock_mode(preset: str, changes: dict, ends: bool) -> None:
    g = table(preset, 2, hands=["9C KD", "9H 9S"], discard="3C 4C 5C", changes=changes)
    g.apply(DrawStock())
    assert g.rebuilds == 1 and g.round_number == 1
    g.stock = []
    events = g.apply(Discard(uid(g.hands[0], "9C")))
    events += g.apply(DrawStock())
    if ends:
        assert event(events, "round_ended").data["exhausted"] is True
        assert g.round_number == 1 and g.phase == ROUND_OVER
    else:
        assert event(events, "stock_rebuilt").data["mode"] == "reshuffle"
        assert g.round_number == 1 and g.phase == PLAY


@pytest.mark.parametrize("preset", ["playingcards-io", "contract-hoyle", "carioca", "shanghai"])
def test_reshuffle_rebuilds_the_stock_again(preset: str) -> None:
    players = 3 if preset in ("contract-hoyle", "shanghai") else 2
    g = table(preset, players, hands=FOUR[:players], discard="3C 4C 5C 6C", stock="")
    g.rebuilds = 1  # a second exhaustion does not end a reshuffle round
    events = g.apply(DrawStock())
    assert event(events, "stock_rebuilt").data == {"cards": 3, "mode": "reshuffle"}
    assert codes(g.discard) == "6C"
    drawn = g.hands[0][-1].code
    assert drawn in ("3C", "4C", "5C")
    assert sorted(codes(g.stock).split() + [drawn]) == ["3C", "4C", "5C"]
    assert g.phase == PLAY


@pytest.mark.parametrize(
    ("preset", "discard", "rebuilds"),
    [
        ("may-i", "5C", 0),  # nothing to turn over
        ("playingcards-io", "5C", 0),
        ("playingcards-io", "5C", 40),
        ("continental-es", "5C", 1),
    ],
)
def test_no_card_to_draw_ends_the_round(preset: str, discard: str, rebuilds: int) -> None:
    g = table(preset, 2, hands=["9C KD", "9H 9S"], discard=discard, stock="")
    g.rebuilds = rebuilds
    events = g.apply(DrawStock())
    end = event(events, "round_ended")
    assert end.data["exhausted"] is True and end.seat is None
    assert end.data["scores"] == [hand_points(parse_cards(t), g.rules) for t in ("9C KD", "9H 9S")]


# ----------------------------------------------------------------- lay-offs
# (preset, meld kind, meld, low, card, end, why refused or None, ranks after, wild flags after)
LAY_OFFS = [
    ("may-i", "run", "4S 5S 6S 7S", None, "8S", None, None, [4, 5, 6, 7, 8], None),
    ("may-i", "run", "4S 5S 6S 7S", None, "3S", None, None, [3, 4, 5, 6, 7], None),
    ("may-i", "run", "4S 5S 6S 7S", None, "3S", "low", None, [3, 4, 5, 6, 7], None),
    ("may-i", "run", "4S 5S 6S 7S", None, "3S", "high", "wrong_rank", None, None),
    ("may-i", "run", "4S 5S 6S 7S", None, "9S", None, "wrong_rank", None, None),
    ("may-i", "run", "4S 5S 6S 7S", None, "8H", None, "wrong_suit", None, None),
    ("may-i", "run", "4S 5S 6S 7S", None, "JK", None, "end_needed", None, None),
    ("may-i", "run", "4S 5S 6S 7S", None, "JK", "high", None, [4, 5, 6, 7, 8],
     [False] * 4 + [True]),
    ("may-i", "run", "4S 5S 6S 7S", None, "JK", "middle", "bad_end", None, None),
    ("may-i", "run", "4S JK JK 7S", None, "JK", "high", "too_many_wilds", None, None),
    ("may-i", "run", "4S JK JK 7S", None, "8S", None, None, [4, 5, 6, 7, 8], None),
    ("may-i", "run", "4S JK 6S 7S", 4, "5S", None, "wrong_rank", None, None),  # wilds stay put
    ("may-i", "run", "JS QS KS AS", None, "JK", None, None, [10, 11, 12, 13, 1],
     [True] + [False] * 4),
    ("may-i", "run", "JS QS KS AS", None, "JK", "high", "no_room", None, None),
    ("may-i", "run", "AS 2S 3S 4S", None, "JK", None, None, [1, 2, 3, 4, 5], None),
    ("may-i", "run", "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", None, "JK", "low", "no_room",
     None, None),
    ("may-i", "run", "2H 3H 4H 5H", None, "AH", None, None, [1, 2, 3, 4, 5], [False] * 5),
    ("may-i", "run", "2H 3H 4H 5H", None, "AH", "high", None, [2, 3, 4, 5, 6],
     [False] * 4 + [True]),
    ("may-i", "set", "7S 7H 7D", None, "7C", None, None, [7] * 4, [False] * 4),
    ("may-i", "set", "7S 7H 7D", None, "8C", None, "wrong_rank", None, None),
    ("may-i", "set", "7S 7H 7D", None, "AH", None, None, [7] * 4, [False] * 3 + [True]),
    ("may-i", "set", "7S 7H JK JK", None, "JK", None, "too_many_wilds", None, None),
    ("may-i", "set", "7S 7H JK", None, "JK", None, None, [7] * 4, None),
    ("may-i", "set", "JK JK JK", None, "7C", None, "wild_set_only_wilds", None, None),
    ("may-i", "set", "JK JK JK", None, "AD", None, None, [0] * 4, [True] * 4),
    ("may-i", "set", "AS AC JK", None, "AH", None, None, [1] * 4, [False, False, True, False]),
    ("playingcards-io", "run", "4S 5S 6S 7S", None, "JK", "low", None, [3, 4, 5, 6, 7], None),
    ("playingcards-io", "set", "7S JK JK", None, "JK", None, None, [7] * 4, None),
    ("playingcards-io", "run", "QS KS AS JK", 11, "10S", None, None, [10, 11, 12, 13, 1], None),
    ("playingcards-io", "run", "QS KS AS JK", 11, "2S", None, "wrong_rank", None, None),
    ("shanghai", "run", "4S 5S 6S 7S", None, "2C", "high", None, [4, 5, 6, 7, 8], None),
    ("shanghai", "run", "4S 5S 6S 7S", None, "2S", None, "end_needed", None, None),
    ("shanghai", "run", "3S 4S 5S 6S", None, "2S", None, None, [2, 3, 4, 5, 6],
     [False] * 5),
    ("shanghai", "set", "9S 9H 2C", None, "2D", None, None, [9] * 4, None),
    ("shanghai", "set", "9S 2H 9C 2C", None, "2D", None, "too_many_wilds", None, None),
    ("continental-es", "run", "QS KS AS 2S", None, "3S", None, None, [12, 13, 1, 2, 3], None),
    ("continental-es", "run", "QS KS AS 2S", None, "JS", None, None, [11, 12, 13, 1, 2], None),
    ("continental-es", "run", "4S JK 6S 7S", None, "JK", "low", None, [3, 4, 5, 6, 7], None),
    ("continental-es", "run", "JK 5S 6S 7S", 4, "JK", "low", "adjacent_wilds", None, None),
    ("continental-es", "run", "JK 5S 6S 7S", 4, "JK", "high", None, [4, 5, 6, 7, 8], None),
    ("carioca", "run", "JS QS KS AS", None, "2S", None, None, [11, 12, 13, 1, 2], None),
    ("liverpool", "run", "JS QS KS AS", None, "2S", None, "wrong_rank", None, None),
]  # fmt: skip


@pytest.mark.parametrize(
    ("preset", "kind", "meld", "low", "card", "end", "why", "ranks", "wild"), LAY_OFFS
)
def test_lay_off_table(preset, kind, meld, low, card, end, why, ranks, wild) -> None:
    players = 3 if preset in ("liverpool", "shanghai") else 2
    spec = (1, kind, meld) if low is None else (1, kind, meld, low)
    g = table(preset, players, hands=[card + " KD 9C"], melds=[spec], down=[0], phase=PLAY)
    meld_id = g.melds[0].id
    action = LayOff(uid(g.hands[0], card), meld_id, end)
    if why is not None:
        with pytest.raises(IllegalMove) as info:
            g.apply(action)
        assert info.value.reason == "cannot_lay_off"
        assert info.value.details["why"] == why
        assert len(g.hands[0]) == 3
        return
    events = g.apply(action)
    laid = event(events, "laid_off")
    assert laid.data["card"] == action.card and laid.data["meld"] == meld_id
    table_meld = g.meld_by_id(meld_id)
    assert table_meld.to_dict()["ranks"] == ranks
    if wild is not None:
        assert table_meld.wild == wild
    assert codes(g.hands[0]) == "KD 9C"
    assert g.phase == PLAY and g.to_act == 0


def test_lay_off_on_anyones_meld_same_turn_as_going_down() -> None:
    g = table(
        "may-i",
        2,
        hands=["7S 7H 7D 9C 9D 9S 8S 3D"],
        melds=[(1, "run", "4S 5S 6S 7S")],
        phase=PLAY,
    )
    h = g.hands[0]
    g.apply(
        GoDown(
            (
                MeldSpec("set", (uid(h, "7S"), uid(h, "7H"), uid(h, "7D"))),
                MeldSpec("set", (uid(h, "9C"), uid(h, "9D"), uid(h, "9S"))),
            )
        )
    )
    g.apply(LayOff(uid(h, "8S"), 0))
    assert codes(g.hands[0]) == "3D"
    assert codes(g.melds[0].cards) == "4S 5S 6S 7S 8S"


def test_two_runs_in_one_suit_stay_two() -> None:
    g = table("may-i", 2, hands=["5S 6S 7S 8S 9S 10S JS QS 4S KS 3D"], round_number=3)
    g.phase = PLAY
    h = g.hands[0]
    g.apply(
        GoDown(
            (
                MeldSpec("run", tuple(uid(h, c) for c in ("5S", "6S", "7S", "8S"))),
                MeldSpec("run", tuple(uid(h, c) for c in ("9S", "10S", "JS", "QS"))),
            )
        )
    )
    assert [codes(m.cards) for m in g.melds] == ["5S 6S 7S 8S", "9S 10S JS QS"]
    g.apply(LayOff(uid(h, "4S"), g.melds[0].id))
    g.apply(LayOff(uid(h, "KS"), g.melds[1].id))
    assert [codes(m.cards) for m in g.melds] == ["4S 5S 6S 7S 8S", "9S 10S JS QS KS"]
    assert codes(g.hands[0]) == "3D"


def test_no_lay_off_same_turn_when_switched_off() -> None:
    g = table(
        "may-i",
        2,
        hands=["7S 7H 7D 9C 9D 9S 8S 3D"],
        melds=[(1, "run", "4S 5S 6S 7S")],
        phase=PLAY,
        changes={"lay_off_same_turn": False},
    )
    h = g.hands[0]
    g.apply(
        GoDown(
            (
                MeldSpec("set", tuple(uid(h, c) for c in ("7S", "7H", "7D"))),
                MeldSpec("set", tuple(uid(h, c) for c in ("9C", "9D", "9S"))),
            )
        )
    )
    assert refused(g, LayOff(uid(h, "8S"), 0)) == "no_lay_off_this_turn"


# --------------------------------------------------------------- wild swaps
# (preset, run on the table, its low, other meld, card from hand, target, end, why, result)
SWAPS = [
    ("may-i", "4S JK 6S 7S", 4, "9C 9D 9H", "5S", "run", "high", None,
     ("4S 5S 6S 7S JK", "9C 9D 9H")),
    ("may-i", "4S JK 6S 7S", 4, "9C 9D 9H", "5S", "run", "low", None,
     ("JK 4S 5S 6S 7S", "9C 9D 9H")),
    ("may-i", "4S JK 6S 7S", 4, "9C 9D 9H", "5S", "other", None, None,
     ("4S 5S 6S 7S", "9C 9D 9H JK")),
    ("may-i", "4S JK 6S 7S", 4, "9C 9D 9H", "5S", "run", None, "end_needed", None),
    ("may-i", "4S JK 6S 7S", 4, "9C 9D 9H", "5H", "run", "high", "not_the_card", None),
    ("may-i", "4S JK 6S 7S", 4, "9C 9D 9H", "8S", "run", "high", "no_matching_wild", None),
    ("may-i", "4S JK 6S 7S", 4, "9C 9D JK JK", "5S", "other", None, "too_many_wilds", None),
    ("may-i", "4H 5H AD 7H", 4, "AS AC JK", "6H", "other", None, None,
     ("4H 5H 6H 7H", "AC AS JK AD")),
    ("may-i", "JK 5C 6C 7C", 4, "JK JK JK", "4C", "other", None, None,
     ("4C 5C 6C 7C", "JK JK JK JK")),
    ("may-i", "QS KS AS JK", 11, "9C 9D 9H", "JS", "run", "low", None,
     ("JK JS QS KS AS", "9C 9D 9H")),
]  # fmt: skip


@pytest.mark.parametrize(
    ("preset", "run", "low", "other", "card", "target", "end", "why", "result"), SWAPS
)
def test_wild_swap_table(preset, run, low, other, card, target, end, why, result) -> None:
    g = table(
        preset,
        2,
        hands=[card + " KD"],
        melds=[(1, "run", run, low), (1, "set", other)],
        down=[0],
        phase=PLAY,
    )
    run_id, other_id = g.melds[0].id, g.melds[1].id
    action = SwapWild(uid(g.hands[0], card), run_id, run_id if target == "run" else other_id, end)
    if why is not None:
        with pytest.raises(IllegalMove) as info:
            g.apply(action)
        assert (info.value.reason, info.value.details["why"]) == ("cannot_swap", why)
        return
    events = g.apply(action)
    swapped = event(events, "swapped_wild")
    assert swapped.data["card"] == action.card
    assert (codes(g.melds[0].cards), codes(g.melds[1].cards)) == result
    assert codes(g.hands[0]) == "KD"
    run_meld = g.melds[0]
    placed = [c.uid for c in run_meld.cards].index(action.card)
    assert run_meld.wild[placed] is False
    assert not any(w for c, w in zip(run_meld.cards, run_meld.wild) if c.code != "JK")


def test_wild_in_a_set_cannot_be_swapped() -> None:
    g = table("may-i", 2, hands=["9S KD"], melds=[(1, "set", "9C 9D JK")], down=[0], phase=PLAY)
    m = g.melds[0].id
    with pytest.raises(IllegalMove) as info:
        g.apply(SwapWild(uid(g.hands[0], "9S"), m, m))
    assert info.value.details["why"] == "not_a_run"


@pytest.mark.parametrize("preset", ["playingcards-io", "liverpool", "continental-es", "carioca"])
def test_wild_swap_only_where_enabled(preset: str) -> None:
    players = 3 if preset == "liverpool" else 2
    g = table(preset, players, hands=["5S KD"], melds=[(1, "run", "4S JK 6S 7S", 4)], down=[0])
    g.phase = PLAY
    assert refused(g, SwapWild(uid(g.hands[0], "5S"), 0, 0, "high")) == "wild_swap_off"


def test_wild_swap_needs_going_down_first() -> None:
    g = table("may-i", 2, hands=["5S KD"], melds=[(1, "run", "4S JK 6S 7S", 4)], phase=PLAY)
    assert refused(g, SwapWild(uid(g.hands[0], "5S"), 0, 0, "high")) == "not_down"


# ----------------------------------------------------------------- going out
def _scores(events) -> list:
    return event(events, "round_ended").data["scores"]


@pytest.mark.parametrize(
    ("preset", "players"),
    [("may-i", 2), ("playingcards-io", 2), ("contract-hoyle", 3), ("liverpool", 3),
     ("shanghai", 3), ("carioca", 2)],
)  # fmt: skip
def test_going_out_by_laying_off_the_last_card(preset: str, players: int) -> None:
    others = ["AS KD 7C JK", "5H 5D"][: players - 1]
    g = table(preset, players, hands=["8S", *others], melds=[(0, "run", "4S 5S 6S 7S")], phase=PLAY)
    events = g.apply(LayOff(uid(g.hands[0], "8S"), 0))
    end = event(events, "round_ended")
    assert end.seat == 0 and end.data["exhausted"] is False
    expected = [0] + [hand_points(parse_cards(t), g.rules) for t in others]
    assert end.data["scores"] == expected
    assert g.totals == expected
    assert g.round_number == 1 and g.phase == ROUND_OVER and g.down[0]
    g.apply(NextRound())
    assert g.round_number == 2 and g.buys == [0] * players and not any(g.down)


@pytest.mark.parametrize(
    ("preset", "players", "rnd", "hand"),
    [
        ("may-i", 2, 1, "7S 7H 7D 9C 9D 9S"),
        ("playingcards-io", 2, 3, "4S 5S 6S 7S 9H 10H JH QH KH"),
        ("liverpool", 3, 7, "4S 5S 6S 7S 9H 10H JH QH 3D 4D 5D 6D 7D"),  # last round: meld out
        ("carioca", 2, 8, "7S 7H 7D 9C 9D 9S QC QD QH 5S 5H 5D"),
    ],
)
def test_going_out_by_going_down_with_every_card(preset, players, rnd, hand) -> None:
    g = table(preset, players, hands=[hand, "KD QD"], round_number=rnd, phase=PLAY)
    arr = find_contract(g.hands[0], g.rules, rnd)
    assert arr is not None and not arr.leftover
    specs = tuple(MeldSpec(m.kind, tuple(c.uid for c in m.cards)) for m in arr.melds)
    events = g.apply(GoDown(specs))
    end = event(events, "round_ended")
    assert end.seat == 0 and _scores(events)[0] == 0
    assert event(events, "went_down").data["melds"] == list(range(len(specs)))
    if rnd == g.rules.num_rounds:
        assert g.phase == GAME_OVER and "game_over" in kinds(events)


def test_may_i_going_out_by_discarding_the_last_card() -> None:
    g = table("may-i", 2, hands=["KD", "AS 9C"], melds=[(0, "set", "7S 7H 7D")], phase=PLAY)
    events = g.apply(Discard(uid(g.hands[0], "KD")))
    assert _scores(events) == [0, 25]


def test_liverpool_last_round_forbids_the_final_discard() -> None:
    g = table("liverpool", 3, hands=["KD"], melds=[(0, "set", "7S 7H 7D")], round_number=7)
    g.phase = PLAY
    assert refused(g, Discard(uid(g.hands[0], "KD"))) == "must_meld_out"
    assert Discard(uid(g.hands[0], "KD")) not in g.legal_actions()


def test_liverpool_last_round_goes_out_by_laying_off_both_cards() -> None:
    g = table("liverpool", 3, hands=["7C KD"], round_number=7, phase=PLAY,
              melds=[(0, "set", "7S 7H 7D"), (1, "set", "KS KH KC")])  # fmt: skip
    sevens, kings = g.melds[0].id, g.melds[1].id
    assert LayOff(uid(g.hands[0], "7C"), sevens) in g.legal_actions()
    g.apply(LayOff(uid(g.hands[0], "7C"), sevens))
    events = g.apply(LayOff(uid(g.hands[0], "KD"), kings))
    assert event(events, "round_ended").seat == 0


def test_liverpool_last_round_refuses_a_lay_off_that_strands_the_last_card() -> None:
    g = table("liverpool", 3, hands=["7C 4D"], round_number=7, phase=PLAY,
              melds=[(0, "set", "7S 7H 7D")])  # fmt: skip
    lay = LayOff(uid(g.hands[0], "7C"), g.melds[0].id)
    assert lay not in g.legal_actions()
    assert refused(g, lay) == "last_card_stuck"


# Last-round hands of seeded Liverpool games (deals 129, 138 and 146, four players,
# found by playing the round with medium players): the first arrangement the solver
# finds melds twelve of the thirteen cards and strands the last (6D, 10H, 7S: a wild
# stands where that card would join), yet melding all thirteen meets the contract.
STRANDED_BY_THE_FIRST_FIT = [
    ("JK 4D 2D 6C JS 7C QS KS AS JK 9C 8C 6D",
     ["4C 5C JK 7C", "10H JH QH KH", "4S 5S 6S 7S"],
     ["6C 7C 8C 9C", "2D JK 4D JK 6D", "JS QS KS AS"]),
    ("8H 7S JK JK 10D 8D 5S 7H JD 10H 9D 6S 6H",
     ["10C JC QC KC", "AD 2D 3D 4D 5D", "9H 10H JK QH KH AH"],
     ["8D 9D 10D JD", "6H 7H 8H JK 10H", "5S 6S 7S JK"]),
    ("8D 4S JK 7D 3S 7S 9S 6D JK 7S 5S 8S 9D",
     ["AC 2C 3C 4C", "JC QC KC AC", "JS QS KS AS", "JK 2D 3D 4D"],
     ["6D 7D 8D 9D", "3S 4S 5S JK 7S", "7S 8S 9S JK"]),
]  # fmt: skip


@pytest.mark.parametrize(("hand", "table_melds", "arranged"), STRANDED_BY_THE_FIRST_FIT)
def test_liverpool_last_round_lists_going_down_when_the_first_fit_strands_a_card(
    hand: str, table_melds: list[str], arranged: list[str]
) -> None:
    melds = [(3, "run", m) for m in table_melds]
    g = table("liverpool", 4, hands=[hand], melds=melds, round_number=7, phase=PLAY)
    first = solver_for(g.rules).find(g.hands[0], g.contract, best_only=False)
    assert first is not None and len(first.leftover) == 1  # the listing's first try strands
    # The Go down button is enabled by a listed GoDown: there must be one.
    downs = [a for a in g.legal_actions() if isinstance(a, GoDown)]
    assert len(downs) == 1
    events = g.apply(downs[0])
    assert event(events, "round_ended").seat == 0 and g.phase == GAME_OVER
    # The arrangement a person stages is taken too.
    g = table("liverpool", 4, hands=[hand], melds=melds, round_number=7, phase=PLAY)
    pool = list(g.hands[0])
    specs = []
    for text in arranged:
        uids = []
        for code in text.split():
            card = next(c for c in pool if c.code == code)
            pool.remove(card)
            uids.append(card.uid)
        specs.append(MeldSpec("run", tuple(uids)))
    assert not pool
    assert event(g.apply(GoDown(tuple(specs))), "round_ended").seat == 0


def test_liverpool_earlier_round_allows_the_final_discard() -> None:
    g = table("liverpool", 3, hands=["KD"], melds=[(0, "set", "7S 7H 7D")], round_number=6)
    g.phase = PLAY
    events = g.apply(Discard(uid(g.hands[0], "KD")))
    assert event(events, "round_ended").seat == 0 and g.phase == ROUND_OVER
    g.apply(NextRound())
    assert g.round_number == 7


@pytest.mark.parametrize(
    ("preset", "house"),
    [("continental-es", ()), ("contract-hoyle", ("final_discard_required",)),
     ("may-i", ("final_discard_required",))],
)  # fmt: skip
def test_final_discard_required(preset: str, house: tuple) -> None:
    players = 3 if preset == "contract-hoyle" else 2
    # Going down with every card is refused: a card must be kept to discard.
    g = table(preset, players, hands=["7S 7H 7D 9C 9D 9S"], house=house, phase=PLAY)
    h = g.hands[0]
    down = GoDown(
        (
            MeldSpec("set", tuple(uid(h, c) for c in ("7S", "7H", "7D"))),
            MeldSpec("set", tuple(uid(h, c) for c in ("9C", "9D", "9S"))),
        )
    )
    assert refused(g, down) == "must_keep_discard"
    # Laying off the last card is refused too.
    g = table(preset, players, hands=["8S"], melds=[(0, "run", "4S 5S 6S 7S")], house=house)
    g.phase = PLAY
    assert refused(g, LayOff(uid(g.hands[0], "8S"), 0)) == "must_keep_discard"
    assert [type(a).__name__ for a in g.legal_actions()] == ["Discard"]
    # Discarding it goes out.
    events = g.apply(Discard(uid(g.hands[0], "8S")))
    assert event(events, "round_ended").seat == 0


def test_spanish_down_and_out_scores_minus_ten() -> None:
    g = table("continental-es", 2, hands=["7S 7H 7D 9C 9D 9S 9H KD", "AS JK"], phase=PLAY)
    h = g.hands[0]
    g.apply(
        GoDown(
            (
                MeldSpec("set", tuple(uid(h, c) for c in ("7S", "7H", "7D"))),
                MeldSpec("set", tuple(uid(h, c) for c in ("9C", "9D", "9S", "9H"))),
            )
        )
    )
    events = g.apply(Discard(uid(h, "KD")))
    assert _scores(events) == [-10, 70]
    assert g.totals == [-10, 70]


def test_spanish_going_out_in_a_later_turn_scores_zero() -> None:
    g = table("continental-es", 2, hands=["KD", "AS JK"], melds=[(0, "set", "7S 7H 7D")])
    g.phase = PLAY
    events = g.apply(Discard(uid(g.hands[0], "KD")))
    assert _scores(events) == [0, 70]


def test_down_and_out_bonus_is_spanish_only() -> None:
    g = table("may-i", 2, hands=["7S 7H 7D 9C 9D 9S KD", "AS JK"], phase=PLAY)
    h = g.hands[0]
    g.apply(
        GoDown(
            (
                MeldSpec("set", tuple(uid(h, c) for c in ("7S", "7H", "7D"))),
                MeldSpec("set", tuple(uid(h, c) for c in ("9C", "9D", "9S"))),
            )
        )
    )
    assert _scores(g.apply(Discard(uid(h, "KD")))) == [0, 70]


# ------------------------------------------------- single-hand settlement
NO_WILD = "3S 4S 5S 6H 7H 8H 9D 10D JD QC KC AC 4D 5D 6D"
ONE_SUIT = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS 3S 4S 5S"
WILDS = "3S 4S 5S 6H 7H 8H 9D 10D JD JK QC KC 2S 4D 5D"
# (hand, draws before going out, players, payment T)
SETTLEMENTS = [
    (NO_WILD, 0, 2, 1 + 10 + 10),  # win, no draw, no wild
    (NO_WILD, 1, 2, 1 + 7 + 10),  # one draw
    (NO_WILD, 3, 2, 1 + 10),
    (ONE_SUIT, 0, 2, 1 + 10 + 10 + 10),  # ...and one suit (2S natural in A-2-3)
    (ONE_SUIT, 2, 3, 1 + 10 + 10),
    (WILDS, 0, 2, 1 + 10 + 2 + 1),  # a joker and a deuce used as wilds
    (WILDS, 4, 4, 1 + 2 + 1),
]


@pytest.mark.parametrize(("hand", "draws", "players", "pay"), SETTLEMENTS)
def test_single_hand_settlement(hand: str, draws: int, players: int, pay: int) -> None:
    others = ["KH QH", "JH 10H", "9H 8H"][: players - 1]
    g = table("continental-15", players, hands=[hand, *others])
    arr = find_contract(g.hands[0], g.rules, 1)
    assert arr is not None and not arr.leftover
    specs = tuple(MeldSpec("run", tuple(c.uid for c in m.cards)) for m in arr.melds)
    if draws:
        # Going out after drawing: 16 cards, lay down 15 and discard the last.
        g.draws[0] = draws
        extra = parse_cards("KD KD KD KD")[3]
        g.hands[0].append(extra)
        g.phase = PLAY
    events = g.apply(GoOut(specs))
    end = event(events, "round_ended")
    assert end.seat == 0
    assert end.data["scores"] == [pay * (players - 1)] + [-pay] * (players - 1)
    assert g.totals == end.data["scores"]
    if draws:
        assert event(events, "discarded").data["card"] == extra.uid
    else:
        assert "discarded" not in kinds(events)
    assert g.deals_played == 1 and g.phase == ROUND_OVER  # the match has more deals


def test_single_hand_match_ends_after_each_player_dealt() -> None:
    g = table("continental-15", 2, hands=[NO_WILD, "KH QH"])
    g.deals_played = 1
    g.totals = [-5, 5]
    specs = tuple(
        MeldSpec("run", tuple(uid(g.hands[0], c) for c in t.split()))
        for t in ("3S 4S 5S", "6H 7H 8H", "9D 10D JD", "QC KC AC", "4D 5D 6D")
    )
    events = g.apply(GoOut(specs))
    assert g.phase == GAME_OVER
    assert g.totals == [16, -16]
    assert event(events, "game_over").data["winners"] == [0]  # highest total wins


@pytest.mark.parametrize(
    ("lengths", "reason"),
    [
        ((3, 3, 3, 3, 3), None),
        ((4, 4, 4, 3), None),
        ((5, 4, 3, 3), None),
        ((6, 3, 3, 3), "not_a_going_out_pattern"),
        ((5, 5, 5), "not_a_going_out_pattern"),
        ((4, 4, 4), "not_a_going_out_pattern"),
    ],
)
def test_single_hand_patterns(lengths: tuple, reason: str | None) -> None:
    runs = {
        3: ["3S 4S 5S", "6H 7H 8H", "9D 10D JD", "QC KC AC", "4D 5D 6D"],
        4: ["3S 4S 5S 6S", "7H 8H 9H 10H", "JD QD KD AD"],
        5: ["3C 4C 5C 6C 7C", "8C 9C 10C JC QC", "3H 4H 5H 6H 7H"],
        6: ["4S 5S 6S 7S 8S 9S"],
    }
    taken = {n: 0 for n in runs}
    texts = []
    for n in lengths:
        texts.append(runs[n][taken[n]])
        taken[n] += 1
    g = table("continental-15", 2, hands=[" ".join(texts), "KH QH"])
    h = g.hands[0]
    used: set[int] = set()
    specs = []
    for t in texts:
        ids = []
        for code in t.split():
            c = next(c for c in h if c.code == code and c.uid not in used)
            used.add(c.uid)
            ids.append(c.uid)
        specs.append(MeldSpec("run", tuple(ids)))
    if reason:
        assert refused(g, GoOut(tuple(specs))) == reason
    else:
        assert event(g.apply(GoOut(tuple(specs))), "round_ended").seat == 0


def test_single_hand_going_out_before_drawing_only_on_first_turn() -> None:
    g = table("continental-15", 2, hands=[NO_WILD, "KH QH"])
    g.draws[0] = 1  # drew in an earlier turn
    h = g.hands[0]
    specs = tuple(
        MeldSpec("run", tuple(uid(h, c) for c in t.split()))
        for t in ("3S 4S 5S", "6H 7H 8H", "9D 10D JD", "QC KC AC", "4D 5D 6D")
    )
    assert refused(g, GoOut(specs)) == "wrong_phase"
    assert GoOut(specs) not in g.legal_actions()


# ---------------------------------------------- round scores, every preset
@pytest.mark.parametrize(
    ("preset", "players", "other", "points"),
    [
        ("may-i", 2, "AH JK 9C", 75),
        ("playingcards-io", 2, "AH JK 9C", 40),
        ("contract-hoyle", 3, "AH JK 9C", 39),
        ("liverpool", 3, "AH JK 9C", 39),
        ("shanghai", 3, "AH JK 9C", 39),
        ("continental-es", 2, "AH JK 9C", 79),
        ("carioca", 2, "AH JK 9C", 59),
    ],
)
def test_round_scores_and_totals(preset: str, players: int, other: str, points: int) -> None:
    g = table(
        preset,
        players,
        hands=["KD", *[other] * (players - 1)],
        melds=[(0, "set", "7S 7H 7D")],
        phase=PLAY,
    )
    g.totals = [5] * players
    first_dealer = g.dealer
    events = g.apply(Discard(uid(g.hands[0], "KD")))
    end = event(events, "round_ended")
    assert end.data["scores"] == [0] + [points] * (players - 1)
    assert g.totals == [5] + [5 + points] * (players - 1)
    assert g.round_scores[-1] == end.data["scores"]
    assert g.round_number == 1 and g.dealer == first_dealer  # not dealt yet
    g.apply(NextRound())
    assert g.round_number == 2
    assert g.dealer == g.next_seat(first_dealer)
    assert g.turn == g.next_seat(g.dealer)
    assert all(len(h) == g.rules.round(2).cards_dealt for h in g.hands)


# ------------------------------------------------------------ turn direction
@pytest.mark.parametrize(
    ("preset", "players", "turn", "next_turn"),
    [
        ("may-i", 4, 0, 1), ("may-i", 4, 3, 0), ("playingcards-io", 3, 2, 0),
        ("contract-hoyle", 3, 1, 2), ("liverpool", 5, 4, 0), ("shanghai", 3, 0, 1),
        ("continental-15", 3, 0, 1), ("continental-es", 4, 0, 3), ("continental-es", 4, 2, 1),
        ("carioca", 3, 0, 2), ("carioca", 3, 1, 0),
    ],
)  # fmt: skip
def test_turn_direction(preset: str, players: int, turn: int, next_turn: int) -> None:
    g = table(preset, players, hands=["KD QD"] * players, turn=turn, phase=PLAY, stock="5H")
    events = g.apply(Discard(uid(g.hands[turn], "QD")))
    assert event(events, "turn").seat == next_turn
    assert g.turn == g.to_act == next_turn and g.phase == DRAW
    assert g.discarder == turn


@pytest.mark.parametrize("preset", [p for p in ("may-i", "playingcards-io", "continental-15",
                                                "contract-hoyle", "liverpool", "shanghai",
                                                "continental-es", "carioca")])  # fmt: skip
def test_play_starts_at_the_dealers_left(preset: str) -> None:
    rules = get_preset(preset)
    for seed in range(3):
        g = GameState(rules, 4, seed)
        assert g.turn == g.to_act == (g.dealer + rules.direction) % 4
        assert g.phase == DRAW and len(g.discard) == 1


# -------------------------------------------------------------- leaving
@pytest.mark.parametrize(
    ("players", "leavers", "totals", "final", "winners", "void"),
    [
        # Three players, one leaves: their total is the two others' totals added.
        (3, [2], [10, 30, 50], [10, 30 + 25, 10 + 55], [0], False),
        # Four players: the two highest of the three others.
        (4, [3], [10, 30, 50, 0], [10, 55, 75, 130], [0], False),
        (4, [1, 3], [10, 30, 50, 0], [10, 85, 75, 85], [0], False),
        # Fewer than two others left: the game is void.
        (2, [1], [10, 30], [10, 30], [], True),
        (3, [1, 2], [10, 30, 50], [10, 30, 50], [], True),
    ],
)
def test_leaving_mid_game(players, leavers, totals, final, winners, void) -> None:
    g = table(
        "may-i",
        players,
        hands=["KD"] + ["AS 5C"] * (players - 1),
        melds=[(0, "set", "7S 7H 7D")],
        round_number=7,
        phase=PLAY,
    )
    g.totals = list(totals)
    events = []
    for seat in leavers:
        events += g.apply(Leave(seat))
    if g.phase != GAME_OVER:
        events += g.apply(Discard(uid(g.hands[0], "KD")))
    over = event(events, "game_over")
    assert g.phase == GAME_OVER and g.to_act is None
    assert over.data["void"] is void
    assert g.winners == winners == over.data["winners"]
    assert g.totals == final


def test_ties_share_the_win() -> None:
    g = table("may-i", 3, hands=["KD", "", "AS"], melds=[(0, "set", "7S 7H 7D")], round_number=7)
    g.phase = PLAY
    g.totals = [30, 30, 5]
    events = g.apply(Discard(uid(g.hands[0], "KD")))
    assert g.totals == [30, 30, 25]
    assert event(events, "game_over").data["winners"] == [2]
    g = table("may-i", 3, hands=["KD", "", "AS"], melds=[(0, "set", "7S 7H 7D")], round_number=7)
    g.phase = PLAY
    g.totals = [30, 30, 15]
    g.apply(Discard(uid(g.hands[0], "KD")))
    assert g.totals == [30, 30, 35] and g.winners == [0, 1]


@pytest.mark.parametrize(
    "preset",
    ["may-i", "playingcards-io", "continental-15", "contract-hoyle", "liverpool", "shanghai",
     "continental-es", "carioca"],
)  # fmt: skip
def test_first_upcard_can_be_taken(preset: str) -> None:
    g = GameState(get_preset(preset), 3, seed=4)
    upcard = g.discard[-1]
    seat = g.to_act
    events = g.apply(TakeDiscard())
    assert event(events, "took_discard").data["card"] == upcard.uid
    assert g.hands[seat][-1] == upcard and not g.discard
    assert g.phase == PLAY and g.to_act == seat


def test_leaver_in_turn_passes_the_turn_and_returns_cards_under_the_stock() -> None:
    g = table("may-i", 3, hands=["KD QD", "AS 5C", "9C 9D"], stock="5H 6H", turn=1, discarder=0)
    count = g.card_count()
    events = g.apply(Leave(1))
    assert kinds(events) == ["left", "turn"]
    assert g.turn == g.to_act == 2 and g.phase == DRAW
    assert codes(g.stock) == "AS 5C 6H 5H"  # under the stock: drawn last
    assert g.card_count() == count
    g.apply(DrawStock())
    g.apply(Discard(uid(g.hands[2], "9C")))
    assert g.turn == 0  # the empty seat is skipped


def test_leaver_asked_may_i_hands_the_question_on() -> None:
    g = table("may-i", 4, hands=FOUR, discard="KH QS", stock="5H 6H 7H", turn=1, discarder=0)
    g.apply(DrawStock())
    assert g.queue == [2, 3] and g.to_act == 2
    g.apply(Leave(2))
    assert g.phase == MAY_I and g.to_act == 3 and g.queue == [3]
    g.apply(Leave(3))
    # Nobody left to ask: the turn player draws.
    assert g.phase == PLAY and g.to_act == 1 and codes(g.hands[1]) == "5C 6D 5H"


def test_leaving_claimant_lets_the_next_seat_claim() -> None:
    g = table("liverpool", 4, hands=FOUR, discard="KH QS", stock="5H 6H 7H", turn=1, discarder=0)
    g.apply(DrawStock())
    g.apply(Claim())
    assert g.phase == FIRST_REFUSAL
    g.apply(Leave(2))
    # The claim lapses; seat 3, after the claimant in the queue, is asked in turn.
    assert g.phase == MAY_I and g.to_act == 3
    g.apply(Pass())
    assert g.phase == PLAY and g.to_act == 1
    assert codes(g.discard) == "KH QS"  # nobody bought it
