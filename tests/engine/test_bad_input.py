"""Bad input is refused with a reason and changes nothing: card codes, impossible
rule sets, rule-set and action JSON, saves, and illegal or out-of-turn moves."""

from __future__ import annotations

import dataclasses
import json
import random
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from continental_qt.engine import (
    DRAW,
    MAY_I,
    NEXT_ROUND,
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
    MeldReq,
    MeldSpec,
    Pass,
    Round,
    RuleSet,
    RuleSetError,
    SaveError,
    SwapWild,
    TakeDiscard,
    action_from_json,
    action_to_json,
    all_presets,
    check_meld,
    get_preset,
    parse_cards,
    restore_game,
    save_game,
    with_house_rule,
)
from continental_qt.engine.cards import Card
from continental_qt.engine.melds import TableMeld
from continental_qt.engine.rules import DeckRow
from continental_qt.engine.save import state_digest

ROOT = Path(__file__).resolve().parents[2]

# ------------------------------------------------------------------ card codes
BAD_TOKENS = ["1H", "11H", "10X", "ZZ", "H10", "A", "JKK", "10", "QQ", "AS,", "0S", "1S", "💥"]


@pytest.mark.parametrize("token", BAD_TOKENS)
def test_bad_card_code_names_the_token(token: str) -> None:
    with pytest.raises(ValueError) as info:
        parse_cards(f"AS {token} KD")
    assert repr(token) in str(info.value)


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("TH 10h as", "10H 10H AS"),
        ("joker * JK", "JK JK JK"),
        ("  2c\t3d\n", "2C 3D"),
        ("", ""),
    ],
)
def test_card_code_spellings(text: str, codes: str) -> None:
    cards = parse_cards(text)
    assert " ".join(c.code for c in cards) == codes
    assert len({c.uid for c in cards}) == len(cards)  # look-alikes are distinct cards


@pytest.mark.parametrize("uid", [-1, 60, 63, 64 + 61, "5", 1.0, None])
def test_bad_card_id(uid) -> None:
    with pytest.raises(ValueError):
        Card(uid)


# ---------------------------------------------------------- impossible rules
def _rounds(rules: RuleSet, **kw) -> tuple[Round, ...]:
    return tuple(Round(kw.get("dealt", r.cards_dealt), r.contract) for r in rules.rounds)


def _replace(preset: str, **changes) -> RuleSet:
    return dataclasses.replace(get_preset(preset), **changes)


MAYI_RULES = get_preset("may-i")
IMPOSSIBLE: list[tuple[str, Callable[[], RuleSet], str]] = [
    ("dealt 30 of 216 cards", lambda: _replace("may-i", rounds=_rounds(MAYI_RULES, dealt=30)),
     "not_enough_cards"),
    ("one deck for eight", lambda: _replace("playingcards-io", deck_table=(DeckRow(8, 1, 0),)),
     "not_enough_cards"),
    ("R5 R5 R5 from 10 cards", lambda: _replace(
        "carioca", rounds=(Round(10, (MeldReq("run", 5),) * 3),)), "contract_exceeds_hand"),
    ("shanghai without buying", lambda: _replace("shanghai", may_i=False),
     "contract_exceeds_hand"),
    ("shanghai with one buy", lambda: _replace("shanghai", may_i_limit=1),
     "contract_exceeds_hand"),
    ("shanghai, no buys in the last three", lambda: with_house_rule(
        get_preset("shanghai"), "no_may_i_last_three"), "contract_exceeds_hand"),
    ("run minimum 14", lambda: _replace("may-i", run_min=14), "run_min_above_max"),
    ("run maximum 14", lambda: _replace("may-i", max_run_length=14), "max_run_length"),
    ("contract run of 14", lambda: _replace(
        "may-i", rounds=(Round(12, (MeldReq("run", 14),)),)), "run_too_long"),
    ("set minimum 1", lambda: _replace("may-i", set_min=1), "meld_min_too_small"),
    ("one player", lambda: _replace("may-i", min_players=1), "players_range"),
    ("min above max", lambda: _replace("may-i", min_players=6, max_players=4), "players_range"),
    ("thirteen players", lambda: _replace("continental-15", max_players=13), "too_many_players"),
    ("no decks", lambda: _replace("may-i", deck_table=()), "no_decks"),
    ("nine decks", lambda: _replace("may-i", deck_table=(DeckRow(8, 9, 0),)), "deck_row"),
    ("too many jokers", lambda: _replace("may-i", deck_table=(DeckRow(8, 4, 17),)), "deck_row"),
    ("no rounds", lambda: _replace("may-i", rounds=()), "no_rounds"),
    ("ace nowhere", lambda: _replace("may-i", ace_low=False, ace_high=False), "ace_nowhere"),
    ("final discard mode", lambda: _replace("may-i", final_discard="sometimes"),
     "final_discard_mode"),
    ("stock mode", lambda: _replace("may-i", stock_exhausted="burn"), "stock_mode"),
    ("first dealer mode", lambda: _replace("may-i", first_dealer="youngest"),
     "first_dealer_mode"),
    ("direction 0", lambda: _replace("may-i", direction=0), "direction"),
    ("13 point values", lambda: _replace("may-i", points=(5,) * 13), "points_table"),
    ("negative points", lambda: _replace("may-i", points=(-1,) + (5,) * 13), "points_table"),
    ("negative penalty", lambda: _replace("may-i", may_i_penalty=-1), "may_i_negative"),
    ("negative buy limit", lambda: _replace("may-i", may_i_limit=-3), "may_i_negative"),
    ("turn limit 5", lambda: _replace("may-i", round_turn_limit=5), "stock_limits"),
    ("negative min naturals", lambda: _replace("may-i", min_naturals=-1), "min_naturals"),
    ("no id", lambda: _replace("may-i", id=""), "id_missing"),
    ("single hand with sets", lambda: _replace("may-i", single_hand=True), "single_hand_sets"),
    ("single hand, no patterns", lambda: _replace("continental-15", going_out_patterns=()),
     "no_going_out_patterns"),
    ("pattern with a pair", lambda: _replace(
        "continental-15", going_out_patterns=((3, 3, 3, 4, 2),)), "pattern_meld_length"),
    ("pattern of 16", lambda: _replace("continental-15", going_out_patterns=((4, 4, 4, 4),)),
     "pattern_size"),
    ("no cards dealt", lambda: _replace("may-i", rounds=(Round(0, (MeldReq("set", 3),)),)),
     "cards_dealt"),
    ("empty contract", lambda: _replace("may-i", rounds=(Round(12, ()),)), "empty_contract"),
    ("meld kind pair", lambda: _replace("may-i", rounds=(Round(12, (MeldReq("pair", 2),)),)),
     "meld_kind"),
    ("set in a runs-only game", lambda: _replace(
        "continental-15", rounds=(Round(15, (MeldReq("set", 3),)),)), "sets_not_allowed"),
    ("contract set of 2", lambda: _replace("may-i", rounds=(Round(12, (MeldReq("set", 2),)),)),
     "contract_meld_too_short"),
]  # fmt: skip


@pytest.mark.parametrize(("label", "build", "code"), IMPOSSIBLE, ids=[r[0] for r in IMPOSSIBLE])
def test_impossible_rule_sets(label: str, build: Callable[[], RuleSet], code: str) -> None:
    rules = build()
    with pytest.raises(RuleSetError) as info:
        rules.validate()
    found = [p.code for p in info.value.problems]
    assert code in found
    assert isinstance(info.value, ValueError)
    assert info.value.code == found[0]
    assert code in str(info.value)
    with pytest.raises(RuleSetError):
        GameState(rules, max(2, rules.max_players), 0)


def test_buys_make_shanghai_long_contracts_legal() -> None:
    _replace("shanghai", may_i_limit=2).validate()
    get_preset("shanghai").validate()


def test_player_count_outside_the_range() -> None:
    with pytest.raises(RuleSetError) as info:
        get_preset("may-i").validate(players=9)
    assert "player_count" in [p.code for p in info.value.problems]
    with pytest.raises(RuleSetError):
        GameState(get_preset("liverpool"), 2, 0)


@pytest.mark.parametrize("rules", all_presets(), ids=lambda r: r.id)
def test_presets_are_playable_at_every_table_size(rules: RuleSet) -> None:
    for players in range(rules.min_players, rules.max_players + 1):
        rules.validate(players)


# --------------------------------------------------------------- rule-set JSON
@pytest.mark.parametrize("rules", all_presets(), ids=lambda r: r.id)
def test_rule_set_json_round_trip(rules: RuleSet) -> None:
    assert RuleSet.from_json(rules.to_json()) == rules
    assert RuleSet.from_dict(json.loads(rules.to_json())) == rules
    house = with_house_rule(with_house_rule(rules, "deuces_wild"), "three_buys")
    if house.problems() == []:
        assert RuleSet.from_json(house.to_json()) == house


def _doc(**changes) -> str:
    d = json.loads(get_preset("may-i").to_json())
    for k, v in changes.items():
        if v is ...:
            del d[k]
        else:
            d[k] = v
    return json.dumps(d)


BAD_JSON = [
    ("not json", "{not json", "not_json"),
    ("a list", "[]", "wrong_type"),
    ("unknown field", _doc(colour="red"), "unknown_fields"),
    ("int as str", _doc(min_players="2"), "wrong_type"),
    ("int as float", _doc(min_players=2.0), "wrong_type"),
    ("int as bool", _doc(min_players=True), "wrong_type"),
    ("bool as int", _doc(may_i=1), "wrong_type"),
    ("str as int", _doc(name=5), "wrong_type"),
    ("deck table object", _doc(deck_table={}), "wrong_type"),
    ("round without contract", _doc(rounds=[{"cards_dealt": 10}]), "malformed_field"),
    ("contract kind number", _doc(rounds=[{"cards_dealt": 10, "contract": [
        {"kind": 5, "min_length": 3}]}]), "wrong_type"),
    ("points as text", _doc(points=["5"] * 14), "wrong_type"),
    ("settlement extra key", _doc(settlement={"win": 1, "bribe": 5}), "wrong_type"),
    ("settlement list", _doc(settlement=[1, 2]), "wrong_type"),
    ("other format", _doc(format="something-else"), "wrong_format"),
    ("newer version", _doc(format_version=99), "newer_format"),
    ("version 0", _doc(format_version=0), "wrong_format"),
    ("version -1", _doc(format_version=-1), "wrong_format"),
    ("version as text", _doc(format_version="1"), "wrong_format"),
    ("version true", _doc(format_version=True), "wrong_format"),
    ("version null", _doc(format_version=None), "wrong_format"),
    ("missing rounds", _doc(rounds=...), "missing_field"),
    ("huge number", _doc(min_players=10**6), "out_of_range"),
    ("21 rounds", _doc(rounds=[{"cards_dealt": 10, "contract": [{"kind": "set",
        "min_length": 3}]}] * 21), "too_long"),
    ("typed but impossible", _doc(run_min=14), "run_min_above_max"),
    ("null id", _doc(id=None), "wrong_type"),
    ("name of a megabyte", _doc(name="x" * 1_000_000), "too_long"),
    ("long meld kind", _doc(rounds=[{"cards_dealt": 10, "contract": [{"kind": "s" * 99,
        "min_length": 3}]}]), "too_long"),
]  # fmt: skip


@pytest.mark.parametrize(("label", "text", "code"), BAD_JSON, ids=[r[0] for r in BAD_JSON])
def test_rule_set_json_refused(label: str, text: str, code: str) -> None:
    with pytest.raises(RuleSetError) as info:
        RuleSet.from_json(text)
    assert info.value.code == code


# ---------------------------------------------------------------- action JSON
ACTIONS = [
    DrawStock(), TakeDiscard(), Claim(), Pass(), Discard(5), Leave(2), LayOff(3, 1, "low"),
    LayOff(3, 1, None), SwapWild(3, 1, 2, "high"), GoDown((MeldSpec("set", (1, 2, 3)),)),
    GoOut((MeldSpec("run", (1, 2, 3), low=4),)),
]  # fmt: skip


@pytest.mark.parametrize("action", ACTIONS, ids=lambda a: type(a).__name__)
def test_action_json_round_trip(action) -> None:
    assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


BAD_ACTIONS = [
    ("x", "bad_action"), ({}, "bad_action"), ({"a": 5}, "bad_action"),
    ({"a": "fly"}, "unknown_action"), ({"a": "discard"}, "bad_action_field"),
    ({"a": "discard", "card": -1}, "bad_action_field"),
    ({"a": "discard", "card": "5"}, "bad_action_field"),
    ({"a": "discard", "card": True}, "bad_action_field"),
    ({"a": "layoff", "card": 1, "meld": 1, "end": "middle"}, "bad_action_field"),
    ({"a": "down", "melds": []}, "bad_action_field"),
    ({"a": "down", "melds": [{"kind": "pair", "cards": [1, 2]}]}, "bad_action_field"),
    ({"a": "down", "melds": [{"kind": "set", "cards": []}]}, "bad_action_field"),
    ({"a": "out", "melds": [{"kind": "run", "cards": [1], "low": "x"}]}, "bad_action_field"),
    ({"a": "leave", "seat": 12}, "bad_action_field"),
]  # fmt: skip


@pytest.mark.parametrize(("doc", "reason"), BAD_ACTIONS)
def test_action_json_refused(doc, reason: str) -> None:
    with pytest.raises(SaveError) as info:
        action_from_json(doc)
    assert info.value.reason == reason


# ----------------------------------------------------------------------- saves
def _played(preset: str = "may-i", players: int = 3, steps: int = 25) -> GameState:
    g = GameState(get_preset(preset), players, seed=11)
    rng = random.Random(5)
    for _ in range(steps):
        acts = g.legal_actions()
        if not acts:
            break
        g.apply(rng.choice(acts))
    return g


def test_save_restores_the_same_position() -> None:
    g = _played()
    doc = json.loads(json.dumps(save_game(g)))
    assert state_digest(restore_game(doc)) == state_digest(g)


def _bad_save(change: Callable[[dict], None]) -> dict:
    doc = json.loads(json.dumps(save_game(_played())))
    change(doc)
    return doc


BAD_SAVES = [
    ("not an object", lambda d: None, "not_an_object"),
    ("format", lambda d: d.update(format="zip"), "wrong_format"),
    ("version text", lambda d: d.update(version="1"), "bad_field"),
    ("newer", lambda d: d.update(version=9), "newer_format"),
    ("bad rules", lambda d: d["rules"].update(run_min=14), "bad_rules"),
    ("players", lambda d: d.update(players=9), "bad_field"),
    ("seed", lambda d: d.update(seed=-1), "bad_field"),
    ("actions", lambda d: d.update(actions={}), "bad_field"),
    ("illegal action", lambda d: d["actions"].insert(0, {"a": "claim"}), "illegal_action"),
    ("digest", lambda d: d.update(digest="0" * 32), "digest_mismatch"),
]


@pytest.mark.parametrize(("label", "change", "reason"), BAD_SAVES, ids=[r[0] for r in BAD_SAVES])
def test_bad_save_refused(label, change, reason) -> None:
    doc = "junk" if label == "not an object" else _bad_save(change)
    with pytest.raises(SaveError) as info:
        restore_game(doc)
    assert info.value.reason == reason


# --------------------------------------------------------------- illegal moves
def position(
    preset: str,
    players: int = 2,
    hands: tuple[str, ...] = (),
    discard: str = "KH QS",
    stock: str = "5H 6H 7H 8H",
    melds: tuple[tuple, ...] = (),
    phase: str = DRAW,
    round_number: int = 1,
    **changes,
) -> GameState:
    """A position with seat 0 in turn; cards from one parse, melds' owners are down."""
    rules = get_preset(preset)
    if changes:
        rules = dataclasses.replace(rules, **changes)
    g = GameState(rules, players, seed=1)
    texts = list(hands) + [""] * (players - len(hands)) + [discard, stock]
    texts += [m[2] for m in melds]
    cards = parse_cards(" ".join(texts))
    parts, i = [], 0
    for t in texts:
        parts.append(cards[i : i + len(t.split())])
        i += len(t.split())
    g.round_number = round_number
    g.hands = [list(p) for p in parts[:players]]
    g.discard = list(parts[players])
    g.stock = list(reversed(parts[players + 1]))
    g.melds = []
    g.turn_count = 4
    for (owner, kind, _), mc in zip(melds, parts[players + 2 :]):
        check = check_meld(mc, kind, rules, min_length=3)
        assert check.ok
        g.melds.append(TableMeld.from_placement(g.next_meld_id, owner, check.placements[0]))
        g.next_meld_id += 1
        g.down[owner] = True
        g.down_turn[owner] = 1
    g.turn = g.to_act = 0
    g.phase = phase
    g.discarder = players - 1 if players > 2 else None
    return g


def _history(g: GameState) -> object:
    """The recorded actions, whichever attribute holds them."""
    for name in ("history", "actions"):
        value = getattr(g, name, None)
        if value is not None:
            return tuple(value) if isinstance(value, list) else value
    return None


def snapshot(g: GameState) -> tuple:
    return (
        state_digest(g),
        g.phase,
        g.to_act,
        tuple(g.down),
        tuple(g.buys),
        tuple(g.draws),
        tuple(g.queue),
        g.claimant,
        g.discarder,
        g.rebuilds,
        g.turn_count,
        g.next_meld_id,
        g.log,
        _history(g),
        tuple(tuple(m.to_dict().items()) for m in g.melds),
    )


def u(g: GameState, seat: int, code: str) -> int:
    return next(c.uid for c in g.hands[seat] if c.code == code)


def _set_ids(g: GameState, *codes: str) -> tuple[int, ...]:
    return tuple(u(g, 0, c) for c in codes)


def _down_may_i(**kw) -> GameState:
    return position(
        "may-i", hands=("8S 5S KD", "AS 9C"), melds=((0, "run", "4S JK 6S 7S"),), phase=PLAY, **kw
    )


def _round1_hand(preset: str = "may-i", **kw) -> GameState:
    return position(preset, hands=("7S 7H 7D 9C 9D 9S 8D 4C 5C 6C", "AS 9H"), phase=PLAY, **kw)


def _single(phase: str = DRAW) -> GameState:
    hand = "3S 4S 5S 6H 7H 8H 9D 10D JD QC KC AC 4D 5D 6D"
    g = position("continental-15", hands=(hand, "KH QH"), phase=phase)
    return g


FIVE_RUNS = ("3S 4S 5S", "6H 7H 8H", "9D 10D JD", "QC KC AC", "4D 5D 6D")


def _runs(g: GameState, texts=FIVE_RUNS) -> tuple[MeldSpec, ...]:
    return tuple(MeldSpec("run", _set_ids(g, *t.split())) for t in texts)


def _may_i_window() -> GameState:
    g = position("may-i", 3, hands=("3C 4D", "5C 6D", "7C 8D"))
    g.discarder = 2
    g.apply(DrawStock())
    assert g.phase == MAY_I and g.to_act == 1
    return g


def _over() -> GameState:
    g = position("may-i", 2, hands=("KD", "AS"), melds=((0, "set", "7S 7H 7D"),), phase=PLAY)
    g.round_number = 7
    g.apply(Discard(u(g, 0, "KD")))
    assert g.is_over
    return g


# (label, position builder, action builder, seat, reason, why)
ILLEGAL: list[tuple] = [
    ("draw out of turn", lambda: position("may-i"), lambda g: DrawStock(), 1, "not_your_turn",
     None),
    ("discard out of turn", lambda: _down_may_i(), lambda g: Discard(u(g, 1, "AS")), 1,
     "not_your_turn", None),
    ("claim by a seat not asked", _may_i_window, lambda g: Claim(), 0, "not_your_turn", None),
    ("discard before drawing", lambda: position("may-i", hands=("3C 4D",)),
     lambda g: Discard(u(g, 0, "3C")), None, "wrong_phase", None),
    ("go down before drawing", lambda: position("may-i", hands=("3C 4D",)),
     lambda g: GoDown((MeldSpec("set", (u(g, 0, "3C"),)),)), None, "wrong_phase", None),
    ("lay off before drawing", lambda: position("may-i", hands=("8S",),
                                               melds=((0, "run", "4S 5S 6S 7S"),)),
     lambda g: LayOff(u(g, 0, "8S"), 0), None, "wrong_phase", None),
    ("claim in the draw", lambda: position("may-i"), lambda g: Claim(), None, "wrong_phase", None),
    ("pass in the draw", lambda: position("may-i"), lambda g: Pass(), None, "wrong_phase", None),
    ("draw twice", _down_may_i, lambda g: DrawStock(), None, "wrong_phase", None),
    ("take after drawing", _down_may_i, lambda g: TakeDiscard(), None, "wrong_phase", None),
    ("claim in play", _down_may_i, lambda g: Claim(), None, "wrong_phase", None),
    ("draw while asked", _may_i_window, lambda g: DrawStock(), None, "wrong_phase", None),
    ("take while asked", _may_i_window, lambda g: TakeDiscard(), None, "wrong_phase", None),
    ("take from an empty pile", lambda: position("may-i", discard=""), lambda g: TakeDiscard(),
     None, "discard_empty", None),
    ("discard a card not held", _down_may_i, lambda g: Discard(u(g, 1, "AS")), None,
     "card_not_in_hand", None),
    ("discard a made-up card", _down_may_i, lambda g: Discard(63 * 64), None, "card_not_in_hand",
     None),
    ("one card twice", _round1_hand, lambda g: GoDown((
        MeldSpec("set", _set_ids(g, "7S", "7H", "7D")),
        MeldSpec("set", _set_ids(g, "7S", "9D", "9S")))), None, "duplicate_card", None),
    ("three sets for two", _round1_hand, lambda g: GoDown((
        MeldSpec("set", _set_ids(g, "7S", "7H", "7D")),
        MeldSpec("set", _set_ids(g, "9C", "9D", "9S")),
        MeldSpec("set", _set_ids(g, "9C", "9D", "9S")))), None, "contract_not_met", "meld_count"),
    ("set and run for two sets", _round1_hand, lambda g: GoDown((
        MeldSpec("set", _set_ids(g, "7S", "7H", "7D")),
        MeldSpec("run", _set_ids(g, "4C", "5C", "6C", "7S")))), None, "contract_not_met",
     "meld_kinds"),
    ("set of two", _round1_hand, lambda g: GoDown((
        MeldSpec("set", _set_ids(g, "7S", "7H")),
        MeldSpec("set", _set_ids(g, "9C", "9D", "9S")))), None, "contract_not_met",
     "meld_too_short"),
    ("run of 4 for a run of 7", lambda: position(
        "shanghai", 3, hands=("7S 7H 7D 3C 4C 5C 6C 9D KD",), phase=PLAY, round_number=5),
     lambda g: GoDown((MeldSpec("set", _set_ids(g, "7S", "7H", "7D")),
                       MeldSpec("run", _set_ids(g, "3C", "4C", "5C", "6C")))), None,
     "contract_not_met", "meld_too_short"),
    ("not a set", _round1_hand, lambda g: GoDown((
        MeldSpec("set", _set_ids(g, "7S", "7H", "8D")),
        MeldSpec("set", _set_ids(g, "9C", "9D", "9S")))), None, "invalid_meld", "mixed_ranks"),
    ("run of two suits", lambda: _round1_hand(round_number=2), lambda g: GoDown((
        MeldSpec("set", _set_ids(g, "9C", "9D", "9S")),
        MeldSpec("run", _set_ids(g, "4C", "5C", "6C", "7S"), low=1))), None, "invalid_meld",
     "mixed_suits"),
    ("placement low out of reach", lambda: position(
        "may-i", hands=("9C 9D 9S 4C 5C 6C JK KD",), phase=PLAY, round_number=2),
     lambda g: GoDown((MeldSpec("set", _set_ids(g, "9C", "9D", "9S")),
                       MeldSpec("run", _set_ids(g, "4C", "5C", "6C", "JK"), low=9))), None,
     "invalid_meld", "placement_not_possible"),
    ("down twice", _down_may_i, lambda g: GoDown((MeldSpec("set", _set_ids(g, "8S")),)), None,
     "already_down", None),
    ("lay off before going down", _round1_hand, lambda g: LayOff(u(g, 0, "8D"), 0), None,
     "not_down", None),
    ("no such meld", _down_may_i, lambda g: LayOff(u(g, 0, "8S"), 99), None, "no_such_meld",
     None),
    ("lay off the wrong card", _down_may_i, lambda g: LayOff(u(g, 0, "KD"), 0), None,
     "cannot_lay_off", "wrong_suit"),
    ("lay off where the wild sits", _down_may_i, lambda g: LayOff(u(g, 0, "5S"), 0), None,
     "cannot_lay_off", "wrong_rank"),
    ("lay off and keep no discard", lambda: position(
        "continental-es", hands=("8S",), melds=((0, "run", "4S 5S 6S 7S"),), phase=PLAY),
     lambda g: LayOff(u(g, 0, "8S"), 0), None, "must_keep_discard", None),
    ("go down with every card, Spanish", lambda: position(
        "continental-es", hands=("7S 7H 7D 9C 9D 9S",), phase=PLAY),
     lambda g: GoDown((MeldSpec("set", _set_ids(g, "7S", "7H", "7D")),
                       MeldSpec("set", _set_ids(g, "9C", "9D", "9S")))), None,
     "must_keep_discard", None),
    ("discard the last card, Liverpool round 7", lambda: position(
        "liverpool", 3, hands=("KD",), melds=((0, "set", "7S 7H 7D"),), phase=PLAY,
        round_number=7), lambda g: Discard(u(g, 0, "KD")), None, "must_meld_out", None),
    ("swap in playingcards-io", lambda: position(
        "playingcards-io", hands=("5S KD",), melds=((0, "run", "4S JK 6S 7S"),), phase=PLAY),
     lambda g: SwapWild(u(g, 0, "5S"), 0, 0, "high"), None, "wild_swap_off", None),
    ("swap a natural", _down_may_i, lambda g: SwapWild(u(g, 0, "8S"), 0, 0, "high"), None,
     "cannot_swap", "no_matching_wild"),
    ("swap with the wrong suit", lambda: position(
        "may-i", hands=("5H KD",), melds=((0, "run", "4S JK 6S 7S"),), phase=PLAY),
     lambda g: SwapWild(u(g, 0, "5H"), 0, 0, "high"), None, "cannot_swap", "not_the_card"),
    ("swap onto no meld", _down_may_i, lambda g: SwapWild(u(g, 0, "5S"), 0, 42, "high"), None,
     "no_such_meld", None),
    ("swap with no end", _down_may_i, lambda g: SwapWild(u(g, 0, "5S"), 0, 0), None,
     "cannot_swap", "end_needed"),
    ("lay off same turn switched off", lambda: _round1_hand(lay_off_same_turn=False),
     None, None, "no_lay_off_this_turn", None),
    ("go out in a contract game", _round1_hand, lambda g: GoOut((MeldSpec("run", _set_ids(
        g, "4C", "5C", "6C")),)), None, "go_out_single_hand_only", None),
    ("go down in the single-hand game", lambda: _single(PLAY), lambda g: GoDown(_runs(g)), None,
     "no_going_down_in_single_hand", None),
    ("go out with four runs", _single, lambda g: GoOut(_runs(g, FIVE_RUNS[:4])), None,
     "not_a_going_out_pattern", None),
    ("go out after drawing, nothing to discard", lambda: _single(PLAY),
     lambda g: GoOut(_runs(g)), None, "must_use_all_cards", None),
    ("go out with a set", _single, lambda g: GoOut(_runs(g)[:4] + (MeldSpec(
        "set", _set_ids(g, "4D", "5D", "6D")),)), None, "invalid_meld", "sets_not_allowed"),
    ("one card in two runs", _single, lambda g: GoOut(_runs(g)[:4] + (MeldSpec(
        "run", _set_ids(g, "4D", "5D", "KC")),)), None, "duplicate_card", None),
    ("play after the game", _over, lambda g: DrawStock(), None, "game_over", None),
    ("leave after the game", _over, lambda g: Leave(1), None, "game_over", None),
    ("leave from no seat", lambda: position("may-i"), lambda g: Leave(5), None, "no_such_seat",
     None),
    ("leave from a negative seat", lambda: position("may-i", 3), lambda g: Leave(-1), None,
     "no_such_seat", None),
    ("not an action", lambda: position("may-i"), lambda g: "draw", None, "unknown_action", None),
]  # fmt: skip


def _prepare(label: str, g: GameState):
    if label == "lay off same turn switched off":
        g.apply(
            GoDown(
                (
                    MeldSpec("set", _set_ids(g, "7S", "7H", "7D")),
                    MeldSpec("set", _set_ids(g, "9C", "9D", "9S")),
                )
            )
        )
        g.melds.append(
            TableMeld.from_placement(
                50, 1, check_meld(parse_cards("4D 5D 6D 7D"), "run", g.rules).placements[0]
            )
        )
        return LayOff(u(g, 0, "8D"), 50)
    return None


@pytest.mark.parametrize(
    ("label", "build", "make", "seat", "reason", "why"), ILLEGAL, ids=[r[0] for r in ILLEGAL]
)
def test_illegal_move_changes_nothing(label, build, make, seat, reason, why) -> None:
    g = build()
    action = _prepare(label, g) or make(g)
    before = snapshot(g)
    hands = [[c.uid for c in h] for h in g.hands]
    with pytest.raises(IllegalMove) as info:
        g.apply(action, seat)
    assert info.value.reason == reason
    if why is not None:
        assert info.value.details.get("why") == why
    assert snapshot(g) == before
    assert [[c.uid for c in h] for h in g.hands] == hands


def test_leaving_twice_is_refused() -> None:
    g = position("may-i", 4)
    g.apply(Leave(2))
    before = snapshot(g)
    with pytest.raises(IllegalMove) as info:
        g.apply(Leave(2))
    assert info.value.reason == "no_such_seat"
    assert snapshot(g) == before


def test_a_view_is_read_only() -> None:
    g = position("may-i")
    v = g.view(1)
    before = snapshot(g)
    with pytest.raises(IllegalMove) as info:
        v.apply(DrawStock())
    assert info.value.reason == "view_is_read_only"
    assert snapshot(g) == before
    with pytest.raises(ValueError):
        g.view(7)


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize("rules", all_presets(), ids=lambda r: r.id)
def test_refused_moves_during_play_change_nothing(rules: RuleSet, seed: int) -> None:
    """Random legal play; at each step some refused moves must leave the state as it was."""
    players = max(3, rules.min_players)
    g = GameState(rules, players, seed)
    rng = random.Random(seed)
    for _ in range(40):
        if g.is_over:
            break
        if g.phase == ROUND_OVER:
            g.apply(NEXT_ROUND)
            continue
        actor = g.to_act
        assert actor is not None
        other = (actor + 1) % players
        legal = g.legal_actions()
        tries = [
            (DrawStock(), other),  # out of turn
            (Discard(10_000), actor),  # not a card
            (LayOff(10_000, 0, None), actor),
            (Pass() if g.phase in (DRAW, PLAY) else DrawStock(), actor),
        ]
        if g.hands[other]:
            tries.append((Discard(g.hands[other][0].uid), actor))
        for action, seat in tries:
            if seat == actor and action in legal:
                continue
            before = snapshot(g)
            with pytest.raises(IllegalMove):
                g.apply(action, seat)
            assert snapshot(g) == before
        g.apply(rng.choice(legal))


# ------------------------------------------------------------------- no Qt
def test_engine_imports_with_pyside6_blocked() -> None:
    code = textwrap.dedent(
        """
        import sys
        for name in ("PySide6", "PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets",
                     "shiboken6", "PyQt5", "PyQt6"):
            sys.modules[name] = None  # any import of these now raises ImportError
        import continental_qt.engine as engine
        import continental_qt.engine.save, continental_qt.engine.solver
        g = engine.GameState(engine.get_preset("may-i"), 4, 1)
        g.apply(engine.DrawStock())
        loaded = [m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6")
                  and sys.modules[m] is not None]
        assert not loaded, loaded
        print("ok")
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_rule_checks_added_after_the_rules_editor_review():
    from dataclasses import replace

    from continental_qt.engine.presets import get_preset
    from continental_qt.engine.rules import DeckRow, MeldReq, Round

    def codes(rules):
        return {p.code for p in rules.problems()}

    may_i = get_preset("may-i")
    single = get_preset("continental-15")
    assert "deal_group" in codes(replace(may_i, deal_group=0))
    assert "match_deals" in codes(replace(single, match_deals=-1))
    assert "pattern_meld_length" in codes(replace(single, run_min=4))
    assert "single_hand_contract" in codes(
        replace(single, rounds=(Round(15, (MeldReq("run", 3),)),))
    )
    rows = (DeckRow(8, 4, 8), DeckRow(4, 1, 0))
    assert "deck_table_order" in codes(replace(may_i, deck_table=rows))
    assert "min_naturals" in codes(replace(may_i, min_naturals=9))
    # Unlimited buying no longer makes any contract look reachable.
    huge = (Round(1, (MeldReq("run", 13), MeldReq("run", 13), MeldReq("run", 13))),)
    assert "contract_exceeds_hand" in codes(replace(may_i, rounds=huge))
