"""The coach's hint in words (issue 28): every fact becomes a sentence, the options a
ranked line each, and no card the player cannot see is named."""

from __future__ import annotations

import re

import pytest

from continental_qt.ai.analysis import Budget, Candidate
from continental_qt.ai.hints import Fact, Hint, Option, hint
from continental_qt.ai.tutor import Doubt
from continental_qt.engine import Claim, Discard, DrawStock, Pass, TakeDiscard, parse_cards
from continental_qt.ui.texts import card_name
from continental_qt.ui.texts.hints import (
    doubt_text,
    hint_sentences,
    hint_text,
    move_text,
    option_lines,
)

from ...ai.positions import first_of_each_kind

SMALL = Budget("small", deals=2, screen=1, keep=2, turns=None)
NAMES = ["Ana", "Bruno", "Chen", "Dora"]
LEFTOVER = re.compile(r"\{\w*\}|%n|\(s\)")


def _card(text: str):
    return parse_cards(text)[0]


@pytest.mark.parametrize("preset,players", [("may-i", 2), ("may-i", 4), ("continental-15", 2)])
def test_every_decision_reads_as_sentences(preset, players):
    for kind, state in first_of_each_kind(preset, players).items():
        view = state.view(state.to_act)
        h = hint(view, seed=1, budget=SMALL)
        hand = view.hands[view.viewer]
        top = view.discard[-1] if view.discard else None
        text = hint_text(h, hand, NAMES, top)
        assert text.startswith("Best move: " + move_text(h.action, hand, top)), kind
        assert not LEFTOVER.search(text), text
        lines = option_lines(h, hand, top)
        assert len(lines) == min(5, len(h.options))
        for place, line in enumerate(lines, start=1):
            assert line.startswith(f"{place}. ") and not LEFTOVER.search(line)
        assert len(option_lines(h, hand, top, limit=None)) == len(h.options)


def _hint(action, *facts: Fact, options=()) -> Hint:
    return Hint(0, "draw", action, tuple(options), tuple(facts), True, "k")


def test_the_facts_in_words():
    seven = _card("7H").uid
    nine = _card("9C").uid
    h = _hint(
        TakeDiscard(),
        Fact("take", {"card": seven, "closer": 1}),
        Fact("missing", {"cards": 2, "needs": (), "outs": ((nine, 2), (seven, 1))}),
        Fact("value", {"points": 12.5, "gap": 3.25, "lower_is_better": True}),
    )
    text = hint_text(h, [], NAMES, _card("7H"))
    assert "Best move: Take the 7♥." in text
    assert "The 7♥ brings you 1 card closer to the contract." in text
    assert "You still lack 2 cards for the contract." in text
    assert "9♣ ×2, 7♥ ×1" in text
    assert "Expected this round: 12.5 points; the next best move, 3.3 worse." in text


def test_the_cards_still_needed():
    needs = ((9, 1, 2), (12, -1, 5))  # the 9♦, and a queen of any suit
    fact = Fact("missing", {"cards": 2, "needs": needs, "outs": ((_card("9D").uid, 2),)})
    text = hint_text(_hint(DrawStock(), fact), [], NAMES)
    assert "Still needed, with the copies you have not seen: 9♦ ×2, any Q ×5." in text
    assert "Cards that would help" not in text
    gone = Fact("missing", {"cards": 1, "needs": ((9, 1, 0),), "outs": ()})
    assert "Every card that would help is already in sight." in hint_text(
        _hint(DrawStock(), gone), [], NAMES
    )


def test_a_buy_weighs_its_penalty_against_the_cards_it_saves():
    seven = _card("7H").uid
    buy = {"card": seven, "closer": 2, "risk": 17, "penalty_card": 10, "hand_points": 60}
    sentences = hint_sentences(_hint(Claim(), Fact("buy", buy)), [], NAMES, _card("7H"))
    assert sentences[0] == "Best move: Buy the 7♥."
    assert "The 7♥ brings you 2 cards closer to the contract." in sentences
    assert any("17 penalty points" in s and "penalty card" in s for s in sentences)
    useless = {**buy, "closer": 0}
    sentences = hint_sentences(_hint(Pass(), Fact("buy", useless)), [], NAMES, _card("7H"))
    assert sentences[0] == "Best move: Let the 7♥ go."
    assert "The 7♥ does not bring you closer to the contract." in sentences


def test_what_a_discard_gives_away_in_words():
    king = _card("KS").uid
    fact = {
        "card": king, "next_seat": 1, "next_wants": True, "next_took": (_card("KD").uid,),
        "lay_off": True, "down_seats": (2, 3),
    }  # fmt: skip
    text = hint_text(_hint(Discard(king), Fact("discard", fact)), [], NAMES)
    assert "Bruno picked up K♦ and may want the K♠." in text
    assert "Chen and Dora could lay the K♠ off." in text
    safe = {**fact, "next_wants": False, "next_took": (), "lay_off": False, "down_seats": ()}
    text = hint_text(_hint(Discard(king), Fact("discard", safe)), [], NAMES)
    assert "As far as you can see, the K♠ helps nobody." in text


def test_option_lines():
    opts = [
        Option(DrawStock(), "draw", 6.25, 0.0, 1.0, 8),
        Option(TakeDiscard(), "take", 6.3, 0.01, 1.0, 8),
        Option(TakeDiscard(), "take", 8.1, 5.625, 1.0, 8),
    ]
    lines = option_lines(_hint(DrawStock(), options=opts), [], _card("7H"))
    assert lines == [
        "1. Draw from the stock — 6.3 points expected",
        "2. Take the 7♥ — 6.3 points expected, about as good",
        "3. Take the 7♥ — 8.1 points expected, 5.6 worse",
    ]
    assert card_name(_card("7H")) == "7♥"


def test_the_tutors_question():
    best = Candidate(Discard(_card("KS").uid), "discard", 5.0, 3.0, 0.5, 8)
    text = doubt_text(Doubt(best, 6.25, 1.0), [], None)
    assert text == "Are you sure? About 6.3 points worse than the best move: Discard the K♠."
