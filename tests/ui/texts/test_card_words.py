"""Cards in words for screen readers (issue 29): every card said in words, never with a
suit symbol, wild cards said as such, and the language's word order kept."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from continental_qt.engine import all_presets
from continental_qt.engine.cards import Card
from continental_qt.ui.texts import card_list, card_name, card_words, spoken, symbols_in_words

SYMBOLS = set("♣♦♥♠")
RANKS = [
    "ace",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
]
SUITS = ["clubs", "diamonds", "hearts", "spades"]


def _every_card(decks: int = 2) -> list[Card]:
    uids = [d * 64 + i for d in range(decks) for i in range(52)]
    uids += [d * 64 + 52 + j for d in range(decks) for j in range(2)]
    return [Card(u) for u in uids]


def test_every_card_is_said_in_words():
    for card in _every_card():
        said = card_words(card)
        assert not SYMBOLS & set(said), said
        if card.rank == 0:
            assert said == "joker"
        else:
            assert said == f"{RANKS[card.rank - 1]} of {SUITS[card.suit]}"


def test_wild_cards_are_said_as_such():
    rules = dataclasses.replace(all_presets()[0], deuces_wild=True)
    two = next(c for c in _every_card(1) if c.rank == 2 and c.suit == 0)
    seven = next(c for c in _every_card(1) if c.rank == 7 and c.suit == 2)
    assert card_words(two, rules) == "two of clubs, wild"
    assert card_words(seven, rules) == "seven of hearts"
    assert card_words(two) == "two of clubs"
    assert card_words(None) == "a hidden card"


def test_short_names_are_words_inside_spoken():
    seven = Card(2 * 13 + 6)  # seven of hearts
    assert card_name(seven) == "7♥"
    with spoken():
        assert card_name(seven) == "seven of hearts"
        assert card_list([seven, Card(52)]) == "seven of hearts, joker"
    assert card_name(seven) == "7♥"


class _German(QTranslator):
    WORDS = {"seven": "Sieben", "hearts": "Herz", "{rank} of {suit}": "{suit}-{rank}"}

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D401
        return self.WORDS.get(source, "")


@pytest.mark.usefixtures("qapp")
def test_a_language_may_put_the_suit_first():
    german = _German()
    QCoreApplication.installTranslator(german)
    try:
        assert card_words(Card(2 * 13 + 6)) == "Herz-Sieben"
    finally:
        QCoreApplication.removeTranslator(german)


def test_short_card_names_in_a_sentence_become_words():
    said = symbols_in_words("Discard the 7♥, not the 10♠ or the A♦ (Joker stays).")
    assert said == (
        "Discard the seven of hearts, not the ten of spades or the ace of diamonds (Joker stays)."
    )
