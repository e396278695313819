"""Cards, their text notation, decks, and the seeded shuffle that numbers deals.

A card is identified by an integer ``uid``: ``deck * 64 + index`` where
``index`` is ``suit * 13 + rank - 1`` for natural cards and ``52 + n`` for the
n-th joker of that deck. Two cards that look alike (the ace of spades of
deck 0 and of deck 1) are distinct cards with distinct uids, so every card on
the table can be tracked, saved and checked for conservation.
"""

from __future__ import annotations

import functools
import random

JOKER = 0
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
SUITS = "CDHS"
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
RED_SUITS = frozenset({DIAMONDS, HEARTS})
RANK_CODES = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_FROM_CODE = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10}
for _r in range(2, 11):
    _RANK_FROM_CODE[str(_r)] = _r
CARDS_PER_DECK_SLOT = 64


class Card:
    """One physical card, immutable. ``rank`` is 1..13 (0 for a joker), ``suit`` 0..3 (-1 joker).

    Equality and hashing use ``uid`` only. Get instances with :func:`card_of`
    (or ``Card(uid)``); attributes are precomputed because the solver and the
    simulator read them in their inner loops.
    """

    __slots__ = ("uid", "rank", "suit", "deck")

    uid: int
    rank: int
    suit: int
    deck: int

    def __init__(self, uid: int) -> None:
        if not isinstance(uid, int) or uid < 0 or uid % CARDS_PER_DECK_SLOT >= 60:
            raise ValueError(f"not a card id: {uid!r}")
        i = uid % CARDS_PER_DECK_SLOT
        object.__setattr__(self, "uid", uid)
        object.__setattr__(self, "deck", uid // CARDS_PER_DECK_SLOT)
        object.__setattr__(self, "rank", 0 if i >= 52 else i % 13 + 1)
        object.__setattr__(self, "suit", -1 if i >= 52 else i // 13)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.uid == self.uid

    def __hash__(self) -> int:
        return self.uid

    def __lt__(self, other: Card) -> bool:
        return self.uid < other.uid

    def __reduce__(self) -> tuple:
        return (Card, (self.uid,))

    @property
    def is_joker(self) -> bool:
        return self.rank == 0

    @property
    def code(self) -> str:
        """The text notation: ``10H``, ``AS``, ``JK``."""
        if self.rank == 0:
            return "JK"
        return RANK_CODES.get(self.rank, str(self.rank)) + SUITS[self.suit]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code}#{self.deck})"


def rank_suit(uid: int) -> tuple[int, int]:
    """(rank, suit) of the card with this uid, without building it: (0, -1) for a joker."""
    index = uid % CARDS_PER_DECK_SLOT
    if index >= 52:
        return 0, -1
    return index % 13 + 1, index // 13


def natural_card(rank: int, suit: int, deck: int = 0) -> Card:
    return Card(deck * CARDS_PER_DECK_SLOT + suit * 13 + rank - 1)


def joker_card(deck: int = 0, number: int = 0) -> Card:
    return Card(deck * CARDS_PER_DECK_SLOT + 52 + number)


def parse_code(token: str) -> tuple[int, int]:
    """Return (rank, suit) for one code; (0, -1) for a joker. Raises ValueError."""
    t = token.strip().upper()
    if t in ("JK", "JOKER", "*"):
        return 0, -1
    if len(t) < 2 or t[-1] not in SUITS or t[:-1] not in _RANK_FROM_CODE:
        raise ValueError(f"not a card code: {token!r}")
    return _RANK_FROM_CODE[t[:-1]], SUITS.index(t[-1])


def parse_cards(text: str) -> list[Card]:
    """Parse whitespace-separated codes like ``10H AS JK``.

    Repeated codes give distinct cards (the second ``AS`` comes from deck 1),
    so the result can be used as a real hand. A bad token raises ``ValueError``
    naming it.
    """
    seen: dict[tuple[int, int], int] = {}
    cards: list[Card] = []
    for token in text.split():
        rank, suit = parse_code(token)
        n = seen.get((rank, suit), 0)
        seen[(rank, suit)] = n + 1
        if rank == JOKER:
            # Jokers: two per deck slot first, then the next deck.
            cards.append(joker_card(n // 2, n % 2))
        else:
            cards.append(natural_card(rank, suit, n))
    return cards


def format_cards(cards: object) -> str:
    return " ".join(c.code for c in cards)  # type: ignore[attr-defined]


def build_shoe(decks: int, jokers: int) -> list[Card]:
    """All cards of ``decks`` standard decks plus ``jokers`` jokers, in a fixed order.

    Jokers are spread over the decks (two per deck slot at most before moving
    on is not required: joker n belongs to deck ``n % decks``). A new list each
    call (callers shuffle it); the cards themselves are immutable and shared.
    """
    return list(_shoe(decks, jokers))


@functools.lru_cache(maxsize=64)
def _shoe(decks: int, jokers: int) -> tuple[Card, ...]:
    """The shoe's cards, built once per (decks, jokers): a pure function, memoized
    because the computer players list the unseen cards at every decision."""
    cards = [Card(d * CARDS_PER_DECK_SLOT + i) for d in range(decks) for i in range(52)]
    per_deck: dict[int, int] = {}
    for n in range(jokers):
        d = n % max(decks, 1)
        k = per_deck.get(d, 0)
        per_deck[d] = k + 1
        cards.append(Card(d * CARDS_PER_DECK_SLOT + 52 + k))
    return tuple(cards)


class DealRandom:
    """Seeded generator whose results are the same on every Python version.

    ``random.Random`` seeded with an int and read through ``getrandbits`` is
    stable across CPython versions (Mersenne Twister); its ``shuffle`` and
    ``randrange`` are not promised to be, so we build our own on top.
    """

    __slots__ = ("_rng",)

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) by rejection sampling."""
        if n <= 0:
            raise ValueError("n must be positive")
        k = n.bit_length()
        while True:
            r = self._rng.getrandbits(k)
            if r < n:
                return r

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place.

        ``below`` written out inline (the same ``getrandbits`` calls in the same order, so
        the same deals): a shuffle runs at every deal and every rebuilt stock.
        """
        getrandbits = self._rng.getrandbits
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            k = n.bit_length()
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            items[i], items[j] = items[j], items[i]

    def getstate(self) -> object:
        return self._rng.getstate()

    def copy(self) -> DealRandom:
        other = DealRandom.__new__(DealRandom)
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        return other
