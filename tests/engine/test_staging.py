"""The engine's named queries for staging melds: the slots, the verdict, gone down."""

from __future__ import annotations

import random

from continental_qt.ai.registry import make_ai
from continental_qt.engine.actions import GoDown, GoOut
from continental_qt.engine.cards import parse_cards
from continental_qt.engine.errors import IllegalMove
from continental_qt.engine.events import PLAY
from continental_qt.engine.presets import PRESET_IDS, get_preset
from continental_qt.engine.rules import RUN, SET, MeldReq
from continental_qt.engine.staging import staged_verdict, staging_slots
from continental_qt.engine.state import GameState


def test_the_slots_are_the_contract_or_the_largest_going_out_shape():
    may_i = get_preset("may-i")
    assert staging_slots(may_i, 1) == (MeldReq(SET, 3), MeldReq(SET, 3))
    assert staging_slots(may_i, 2) == (MeldReq(SET, 3), MeldReq(RUN, 4))
    single = get_preset("continental-15")
    assert staging_slots(single, 1) == tuple(MeldReq(RUN, 3) for _ in range(5))
    for preset in PRESET_IDS:
        rules = get_preset(preset)
        for number in range(1, rules.num_rounds + 1):
            slots = staging_slots(rules, number)
            assert slots and all(req.min_length >= 3 for req in slots)


def test_a_contract_verdict_names_the_slot_and_its_reason():
    rules = get_preset("may-i")
    slots = staging_slots(rules, 2)
    sevens, run = parse_cards("7C 7D 7H"), parse_cards("4S 5S 6S 7S")
    empty = staged_verdict(rules, slots, [sevens, []])
    assert not empty.ready and (empty.reason, empty.slot) == ("slot_empty", 1)
    short = staged_verdict(rules, slots, [sevens, run[:3]])
    assert not short.ready and (short.reason, short.slot) == ("too_short", 1)
    mixed = staged_verdict(rules, slots, [parse_cards("7C 8D 7H"), run])
    assert (mixed.reason, mixed.slot) == ("mixed_ranks", 0)
    ok = staged_verdict(rules, slots, [sevens, run])
    assert ok.ready and ok.reason is None and all(c is not None and c.ok for c in ok.checks)


def test_the_single_hand_verdict_is_on_the_whole_staged_set():
    rules = get_preset("continental-15")
    slots = staging_slots(rules, 1)
    runs = [parse_cards(t) for t in ("3S 4S 5S 6S", "7H 8H 9H 10H", "2D 3D 4D 5D", "JC QC KC")]
    nothing = staged_verdict(rules, slots, [[], [], [], [], []], 16, True)
    assert (nothing.reason, nothing.slot) == ("slot_empty", None)
    three = staged_verdict(rules, slots, [runs[0], runs[1], runs[2], [], []], 16, True)
    assert three.reason == "not_a_going_out_pattern" and three.details == {"lengths": [4, 4, 4]}
    four = staged_verdict(rules, slots, [*runs, []], 16, True)
    assert four.ready  # 4-4-4-3 and the 16th card to discard
    left = staged_verdict(rules, slots, [*runs, []], 17, True)
    assert (left.reason, left.details) == ("must_use_all_cards", {"left": 1})
    undrawn = staged_verdict(rules, slots, [*runs, []], 15, False)
    assert undrawn.ready  # going out before drawing: every card of the 15
    broken = staged_verdict(rules, slots, [*runs[:3], parse_cards("JC QC KD"), []], 16, True)
    assert (broken.reason, broken.slot) == ("mixed_suits", 3)


def _verdict_of(state: GameState, seat: int, action) -> bool:  # noqa: ANN001
    """Stage ``action``'s melds as a player would (each in a slot of its kind, in the
    slots' order) and ask the engine's verdict."""
    rules = state.rules
    slots = staging_slots(rules, state.round_number)
    hand = {c.uid: c for c in state.hand(seat)}
    groups: list[list] = [[] for _ in slots]
    free = list(range(len(slots)))
    for spec in action.melds:
        slot = next((i for i in free if slots[i].kind == spec.kind), None)
        if slot is None:
            return False
        free.remove(slot)
        groups[slot] = [hand[u] for u in spec.cards]
    if rules.single_hand:
        return staged_verdict(rules, slots, groups, len(hand), state.phase == PLAY).ready
    return staged_verdict(rules, slots, groups).ready


def test_every_going_down_or_out_the_engine_lists_is_ready_and_a_card_less_is_not():
    """A differential check: over seeded games of every preset, whenever the engine lists
    going down (or out), its arrangement staged as groups is ready, and the same groups
    with one of them cut to two cards are not (the engine refuses those too)."""
    checked = 0
    for preset in PRESET_IDS:
        rules = get_preset(preset)
        for seed in range(3):
            state = GameState(rules, 3, 500 + seed)
            bots = [make_ai("easy", 900 + seed * 3 + s) for s in range(3)]
            rng = random.Random(seed)
            while not state.is_over and len(state.actions) < 400:
                seat = state.to_act
                if seat is None:
                    state.apply(state.legal_actions()[0])
                    continue
                for action in state.legal_actions(seat):
                    if not isinstance(action, (GoDown, GoOut)):
                        continue
                    assert _verdict_of(state, seat, action), (preset, seed, action)
                    melds = list(action.melds)
                    i = rng.randrange(len(melds))
                    shorter = type(melds[i])(melds[i].kind, melds[i].cards[:2], None)
                    cut = type(action)(tuple(melds[:i] + [shorter] + melds[i + 1 :]))
                    assert not _verdict_of(state, seat, cut), (preset, seed, cut)
                    try:
                        state.clone().apply(cut, seat)
                    except IllegalMove:
                        pass
                    else:
                        raise AssertionError(("the engine took", cut))
                    checked += 1
                state.apply(bots[seat].choose(state.view(seat)), seat)
    assert checked >= 20


def test_gone_down_is_the_engines_answer():
    state = GameState(get_preset("may-i"), 3, 4)
    assert not any(state.has_gone_down(s) for s in range(3))
    state.down[1] = True
    assert state.has_gone_down(1) and state.view(0).has_gone_down(1)
    single = GameState(get_preset("continental-15"), 3, 4)
    single.down[0] = True  # never meaningful there
    assert not single.has_gone_down(0)
