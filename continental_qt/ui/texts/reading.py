"""The table read aloud (issue 29's keys that read): the hand, the melds, the players,
the piles, the moves one may make, the distance to the contract and the scores, each
as a few sentences with cards in words. Built from a view only (``GameState.view``),
so a hidden card can only ever be said as hidden."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Action, Discard, GoDown, LayOff, SwapWild
from ...engine.cards import Card
from ...engine.melds import TableMeld, pos_rank
from ...engine.rules import RUN
from ...engine.solver import distance_to_contract
from ...engine.state import GameState
from .base import _join, _name, translate
from .cards import contract_text
from .hints import move_text
from .names import level_name
from .spoken import card_words, card_words_list, rank_of_suit, rank_word, spoken, suit_word

__all__ = [
    "card_in_hand_reading",
    "contract_reading",
    "hand_reading",
    "meld_reading",
    "melds_reading",
    "moves_reading",
    "pile_reading",
    "piles_reading",
    "players_reading",
    "scores_reading",
    "seat_reading",
    "slot_reading",
    "stock_reading",
]


def hand_reading(view: GameState, by: str = "suit") -> str:
    """The viewer's hand, ``by`` suit (``hearts: two, seven; jokers: 1``) or by rank."""
    hand = view.hands[view.viewer] if view.viewer is not None else []
    if not hand or any(c is None for c in hand):
        return translate("Reading", "No hand of yours is showing.")
    rules = view.rules
    count = len(hand)
    head = translate("Reading", "%n card(s).", None, count)
    if by == "rank":
        cards = sorted(hand, key=lambda c: (c.rank or 99, c.suit))
        return f"{head} {card_words_list(cards, rules)}."
    wild = [c for c in hand if rules.is_wild_code(c.rank, c.suit)]
    sep = translate("Reading", ", ", "between cards in words")
    parts = []
    for suit in range(4):
        ranks = sorted(c.rank for c in hand if c not in wild and c.suit == suit)
        if ranks:
            words = sep.join(rank_word(r) for r in ranks)
            parts.append(
                translate("Reading", "{suit}: {ranks}").format(suit=suit_word(suit), ranks=words)
            )
    if wild:
        parts.append(
            translate("Reading", "wild: {cards}").format(cards=sep.join(map(card_words, wild)))
        )
    return f"{head} " + "; ".join(parts) + "."


def _meld_cards(meld: TableMeld, view: GameState) -> str:
    said = []
    for card, pos, wild in zip(meld.cards, meld.positions, meld.wild):
        if not wild:
            said.append(card_words(card))
            continue
        rank = pos_rank(pos) if meld.kind == RUN else meld.rank
        place = rank_of_suit(rank, meld.suit) if meld.kind == RUN else rank_word(rank)
        said.append(
            translate("Reading", "{wild} as {place}").format(wild=card_words(card), place=place)
        )
    return translate("Reading", ", ", "between cards in words").join(said)


def melds_reading(view: GameState, names: Sequence[str]) -> str:
    """Every meld on the table: ``Bruno's run: five of hearts, joker as six of hearts.``"""
    if not view.melds:
        return translate("Reading", "No melds on the table.")
    return " ".join(meld_reading(view, meld, names) for meld in view.melds)


def meld_reading(view: GameState, meld: TableMeld, names: Sequence[str]) -> str:
    """One meld on the table: ``Bruno's run: five of hearts, joker as six of hearts.``"""
    owner = _name(names, meld.owner)
    if meld.kind == RUN:
        head = translate("Reading", "{owner}'s run").format(owner=owner)
    else:
        head = translate("Reading", "{owner}'s set").format(owner=owner)
    return f"{head}: {_meld_cards(meld, view)}."


def players_reading(view: GameState, names: Sequence[str], kinds: Sequence[str]) -> str:
    """Each seat: name, level, cards in hand, down or not, buys used, whose turn."""
    return " ".join(seat_reading(view, seat, names, kinds) for seat in range(view.n))


def seat_reading(view: GameState, seat: int, names: Sequence[str], kinds: Sequence[str]) -> str:
    """One seat: ``Bruno: medium, 11 cards in hand, not down, 0 buys used, to play.``"""
    name = _name(names, seat)
    held, buys = len(view.hands[seat]), view.buys[seat]
    parts = [
        level_name(kinds[seat]) if seat < len(kinds) else "",
        translate("Reading", "%n card(s) in hand", None, held),
        translate("Reading", "down") if view.down[seat] else translate("Reading", "not down"),
        translate("Reading", "%n buy(s) used", None, buys),
    ]
    if view.left[seat]:
        parts.append(translate("Reading", "left the game"))
    if view.to_act == seat:
        parts.append(translate("Reading", "to play"))
    return f"{name}: " + ", ".join(p for p in parts if p) + "."


def piles_reading(view: GameState) -> str:
    """``Stock: 40 cards. Discard pile: 3 cards, the seven of hearts on top.``"""
    return stock_reading(view) + " " + pile_reading(view)


def stock_reading(view: GameState) -> str:
    """``Stock: 40 cards.``"""
    left = len(view.stock)
    return translate("Reading", "Stock: %n card(s).", None, left)


def pile_reading(view: GameState) -> str:
    """``Discard pile: 3 cards, the seven of hearts on top.`` (or that it is empty)"""
    top = view.top_discard
    if top is None:
        return translate("Reading", "The discard pile is empty.")
    piled = len(view.discard)
    pile = translate("Reading", "Discard pile: %n card(s), {card} on top.", None, piled)
    return pile.format(card=card_words(top, view.rules))


def moves_reading(view: GameState, actions: Sequence[Action]) -> str:
    """The legal moves in words, alike moves grouped (``Discard one of 11 cards``)."""
    if not actions:
        return translate("Reading", "Nothing to do now: it is not your move.")
    hand = [c for c in view.hands[view.viewer] if c is not None] if view.viewer is not None else []
    top = view.top_discard
    said: list[str] = []
    discards = [a for a in actions if isinstance(a, Discard)]
    layoffs = sorted({a.card for a in actions if isinstance(a, LayOff)})
    swaps = sorted({a.card for a in actions if isinstance(a, SwapWild)})
    go_down = any(isinstance(a, GoDown) for a in actions)
    with spoken():
        for action in actions:
            if not isinstance(action, (Discard, LayOff, SwapWild, GoDown)):
                text = move_text(action, hand, top)
                if text not in said:
                    said.append(text)
        if go_down:
            said.append(translate("Reading", "Go down"))
        if layoffs:
            said.append(
                translate("Reading", "Lay off {cards}").format(
                    cards=card_words_list([Card(u) for u in layoffs])
                )
            )
        if swaps:
            said.append(
                translate("Reading", "Swap {cards} for a wild").format(
                    cards=card_words_list([Card(u) for u in swaps])
                )
            )
        choices = len(discards)
        if choices:
            said.append(translate("Reading", "Discard one of %n card(s)", None, choices))
    return _join(said) + "."


def contract_reading(view: GameState) -> str:
    """The round's contract and how many cards the viewer's hand still lacks."""
    contract = contract_text(view.contract)
    hand = view.hands[view.viewer] if view.viewer is not None else []
    if view.viewer is None or any(c is None for c in hand):
        return contract + "."
    if view.down[view.viewer]:
        return translate("Reading", "{contract}. You are down.").format(contract=contract)
    lacks = distance_to_contract(hand, view.rules, view.round_number)
    if lacks == 0:
        return translate("Reading", "{contract}. You can go down now.").format(contract=contract)
    return translate("Reading", "{contract}. You lack %n card(s).", None, lacks).format(
        contract=contract
    )


def scores_reading(view: GameState, names: Sequence[str]) -> str:
    """Each seat's total, lowest first (the leader first)."""
    lines = []
    for seat in sorted(range(view.n), key=lambda s: view.totals[s]):
        points = view.totals[seat]
        line = translate("Reading", "{name}: %n point(s).", None, points)
        lines.append(line.format(name=_name(names, seat)))
    return " ".join(lines)


def card_in_hand_reading(card: Card, row: int, count: int, selected: bool, view: GameState) -> str:
    """The focused card of the hand: ``seven of hearts, 3 of 12, selected``."""
    position, said = row + 1, card_words(card, view.rules)
    if selected:
        text = translate("Reading", "{card}, {position} of {count}, selected")
    else:
        text = translate("Reading", "{card}, {position} of {count}")
    return text.format(card=said, position=position, count=count)


def slot_reading(caption: str, cards: Sequence[Card], status: str, view: GameState) -> str:
    """A staging slot: ``Run 2 (4+): five of hearts, six of hearts. Needs 2 more.``"""
    if cards:
        said = translate("Reading", "{slot}: {cards}.").format(
            slot=caption, cards=card_words_list(list(cards), view.rules)
        )
    else:
        said = translate("Reading", "{slot}: empty.").format(slot=caption)
    return f"{said} {status}".strip() if status else said
