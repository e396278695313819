"""Cards in words, for screen readers: ``seven of hearts``, ``joker``, never ``7♥``.

Screen readers read ``7♥`` as "seven black heart suit" or skip the symbol, so what is
meant to be heard names cards with :func:`card_words`. Inside ``with spoken():`` the
short names of :mod:`.cards` (``card_name``, ``card_list``, a run's place) are said in
words too, so a sentence built for the log can be spoken as it is.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from ...engine.cards import Card
from ...engine.rules import RuleSet
from .base import translate

_spoken_depth = 0


@contextmanager
def spoken() -> Iterator[None]:
    """Within this block, :func:`.cards.card_name` names cards in words."""
    global _spoken_depth
    _spoken_depth += 1
    try:
        yield
    finally:
        _spoken_depth -= 1


def speaking() -> bool:
    """True inside :func:`spoken`."""
    return _spoken_depth > 0


def rank_word(rank: int) -> str:
    """A rank as a word: ``ace``, ``two`` … ``ten``, ``jack``, ``queen``, ``king``."""
    words = {
        1: translate("Texts", "ace", "rank word"),
        2: translate("Texts", "two", "rank word"),
        3: translate("Texts", "three", "rank word"),
        4: translate("Texts", "four", "rank word"),
        5: translate("Texts", "five", "rank word"),
        6: translate("Texts", "six", "rank word"),
        7: translate("Texts", "seven", "rank word"),
        8: translate("Texts", "eight", "rank word"),
        9: translate("Texts", "nine", "rank word"),
        10: translate("Texts", "ten", "rank word"),
        11: translate("Texts", "jack", "rank word"),
        12: translate("Texts", "queen", "rank word"),
        13: translate("Texts", "king", "rank word"),
    }
    return words.get(rank, translate("Texts", "joker", "card word"))


def suit_word(suit: int) -> str:
    """A suit as said after a rank (``of hearts``'s ``hearts``); engine order C D H S."""
    words = (
        translate("Texts", "clubs", "suit word"),
        translate("Texts", "diamonds", "suit word"),
        translate("Texts", "hearts", "suit word"),
        translate("Texts", "spades", "suit word"),
    )
    return words[suit] if 0 <= suit < 4 else "?"


def rank_of_suit(rank: int, suit: int) -> str:
    """``seven of hearts``: a rank and suit in the language's order."""
    return translate("Texts", "{rank} of {suit}", "a card in words").format(
        rank=rank_word(rank), suit=suit_word(suit)
    )


def card_words(card: Card | int | None, rules: RuleSet | None = None) -> str:
    """A card in words: ``seven of hearts``, ``joker``; ``a hidden card`` for None.

    With ``rules`` that make the card wild (deuces, red aces), it is said as such:
    ``two of clubs, wild``. Accepts a :class:`Card` or a card uid.
    """
    if card is None:
        return translate("Texts", "a hidden card")
    if isinstance(card, int):
        card = Card(card)
    if card.rank == 0:
        return translate("Texts", "joker", "card word")
    words = rank_of_suit(card.rank, card.suit)
    if rules is not None and rules.is_wild_code(card.rank, card.suit):
        return translate("Texts", "{card}, wild").format(card=words)
    return words


def card_words_list(cards: list[Card | int | None] | tuple, rules: RuleSet | None = None) -> str:
    """Cards in words, separated by commas: ``four of spades, five of spades, joker``."""
    sep = translate("Texts", ", ", "between cards in words")
    return sep.join(card_words(c, rules) for c in cards)
