"""Saves written before the round-over phase still open and play on exactly as the old
engine played them; one the current rules would play differently is refused.

The files in ``data/`` were written by the code of commit 6e875a1 (see
``data/README.md``); ``old_v1_expected.json`` holds what that code recorded.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from continental_qt.engine import NEXT_ROUND, ROUND_OVER, RuleProblem, action_from_json
from continental_qt.engine.save import SAVE_VERSION, state_digest
from continental_qt.storage import custom_presets
from continental_qt.storage.saves import SaveFileError, encode, game_document, load_file, parse

DATA = Path(__file__).parent / "data"
EXPECTED = {g["file"]: g for g in json.loads((DATA / "old_v1_expected.json").read_text())["games"]}
PLAYABLE = [f for f in EXPECTED if f != "old_v1_stock_cap.continental"]

# What the old code recorded at each save and where its continuation ended, written
# out here as well so the facts are read in the test: (round, deals played, totals
# at the save, totals at the end, seat 0's hand at the end).
FACTS = {
    "old_v1_round1.continental": (
        1,
        0,
        [0, 0, 0],
        [10, 0, 15],
        "2D 3C 8H 5H 8S QH QC 3D 4D 2S 6D 9S",
    ),
    "old_v1_round3.continental": (
        3,
        2,
        [96, 55, 8, 22],
        [203, 58, 86, 22],
        "7S QD 7H JH JS 3H 9D 7H 6S 4D",
    ),
    "old_v1_round_just_ended.continental": (
        2,
        1,
        [10, 0],
        [15, 0],
        "7S 4D 10D 4D 8H 2S QH 9S JH QC AS",
    ),
    "old_v1_single_hand.continental": (
        1,
        1,
        [-4, 8, -4],
        [-8, 16, -8],
        "8H 5C JC 7C 7D 10D QH 10S 9D 8H 7D KH 5S 5H 8S",
    ),
}


def _facts(state) -> dict:
    return {
        "round_number": state.round_number,
        "deals_played": state.deals_played,
        "phase": str(state.phase),
        "to_act": state.to_act,
        "turn": state.turn,
        "dealer": state.dealer,
        "hands": [[c.code for c in h] for h in state.hands],
        "top_discard": state.top_discard.code if state.top_discard else None,
        "totals": state.totals[:],
        "round_scores": [r[:] for r in state.round_scores],
        "melds": len(state.melds),
        "stock": len(state.stock),
    }


def _same(facts: dict, expected: dict) -> None:
    assert facts == {k: expected[k] for k in facts}


@pytest.mark.parametrize("name", PLAYABLE)
def test_an_old_save_opens_where_it_was_saved(name: str) -> None:
    exp = EXPECTED[name]
    saved = load_file(DATA / name)
    state = saved.state
    _same(_facts(state), exp["at_save"])
    assert state_digest(state) == exp["at_save"]["digest"]
    rnd, deals, totals, _, _ = FACTS[name]
    assert (state.round_number, state.deals_played, state.totals) == (rnd, deals, totals)
    # The old engine dealt inside the move that ended a round: the replay dealt there
    # too, one action more per round dealt.
    assert len(state.actions) == exp["at_save"]["actions"] + state.deals_played
    assert state.phase != ROUND_OVER
    # The retired stock cap in its rules was dropped, with a note.
    [note] = saved.notes
    assert note == RuleProblem(
        "retired_setting",
        {"field": "max_stock_rebuilds", "value": 1 if saved.preset_id == "may-i" else 3},
    )


@pytest.mark.parametrize("name", PLAYABLE)
def test_an_old_save_plays_on_as_the_old_engine_played_it(name: str) -> None:
    exp = EXPECTED[name]
    state = load_file(DATA / name).state
    for raw, digest in zip(exp["continuation"], exp["digests"], strict=True):
        state.apply(action_from_json(raw))
        if state.phase == ROUND_OVER:
            state.apply(NEXT_ROUND)  # where the old engine dealt by itself
        assert state_digest(state) == digest
    _same(_facts(state), exp["at_end"])
    _, _, _, totals, hand = FACTS[name]
    assert state.totals == totals and " ".join(c.code for c in state.hands[0]) == hand


@pytest.mark.parametrize("name", PLAYABLE)
def test_an_old_save_is_written_back_in_the_current_format(name: str) -> None:
    saved = load_file(DATA / name)
    doc = game_document(saved.state, saved.preset_id, saved.seats, saved.ai_speed)
    assert doc["game"]["version"] == SAVE_VERSION == 2
    assert "max_stock_rebuilds" not in doc["game"]["rules"]
    again = parse(encode(doc))
    assert state_digest(again.state) == state_digest(saved.state) and again.notes == ()


def test_an_old_save_the_current_rules_would_play_differently_is_refused() -> None:
    # Its custom rules capped rebuilt stocks at 0: round 1 ended when the stock first
    # ran out, where the current rules rebuild the stock and play on.
    with pytest.raises(SaveFileError) as exc:
        load_file(DATA / "old_v1_stock_cap.continental")
    assert exc.value.reason == "older_version"


def test_a_custom_preset_with_the_retired_cap_still_loads(tmp_path: Path) -> None:
    rules = custom_presets.parse_preset(
        custom_presets.encode_preset("Ours", load_file(DATA / PLAYABLE[0]).state.rules)
    ).rules
    doc = json.loads(custom_presets.encode_preset("Ours", rules))
    doc["rules"]["max_stock_rebuilds"] = 2
    path = tmp_path / "Ours.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    preset = custom_presets.load_preset("Ours", tmp_path)
    assert preset.rules == rules
    assert preset.notes == (
        RuleProblem("retired_setting", {"field": "max_stock_rebuilds", "value": 2}),
    )
    assert [e.preset.notes for e in custom_presets.list_presets(tmp_path)] == [preset.notes]
