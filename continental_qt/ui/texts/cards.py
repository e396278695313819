"""Cards, melds and contracts, round titles and the winning rule, in words."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from ...engine.cards import Card
from ...engine.events import GAME_OVER, ROUND_OVER
from ...engine.rules import SET, MeldReq, RuleSet
from .base import SUIT_SYMBOLS, _capitalise, _join, translate
from .spoken import card_words, card_words_list, rank_of_suit, rank_word, speaking


# ---------------------------------------------------------------------- cards
def rank_label(rank: int) -> str:
    """The short rank shown in a card's corner: ``A``, ``2`` … ``10``, ``J``, ``Q``, ``K``."""
    if rank == 1:
        return translate("Texts", "A", "rank letter of the ace")
    if rank == 11:
        return translate("Texts", "J", "rank letter of the jack")
    if rank == 12:
        return translate("Texts", "Q", "rank letter of the queen")
    if rank == 13:
        return translate("Texts", "K", "rank letter of the king")
    if rank == 0:
        return translate("Texts", "Joker")
    return str(rank)


def card_name(card: Card | int | None) -> str:
    """Short display of a card: ``7♥``, ``10♠``, ``A♦``, ``K♣``, ``Joker``.

    Accepts a :class:`Card`, a card uid (events carry uids) or ``None`` (a hidden card
    in a view), which shows as ``?``.
    """
    if speaking():
        return card_words(card)
    if card is None:
        return "?"
    if isinstance(card, int):
        card = Card(card)
    if card.rank == 0:
        return translate("Texts", "Joker")
    return rank_label(card.rank) + SUIT_SYMBOLS[card.suit]


def place_name(rank: int, suit: int = -1) -> str:
    """What a wild stands for: ``7♥`` in a run of hearts, ``7`` in a set (in words
    inside ``spoken()``: ``seven of hearts``, ``seven``)."""
    if speaking():
        return rank_of_suit(rank, suit) if 0 <= suit < 4 else rank_word(rank)
    if 0 <= suit < 4:
        return rank_label(rank) + SUIT_SYMBOLS[suit]
    return rank_label(rank)


def card_list(cards: Iterable[Card | int | None]) -> str:
    """Cards separated by spaces: ``4♠ 5♠ Joker 7♠`` (in words inside ``spoken()``)."""
    if speaking():
        return card_words_list(list(cards))
    return " ".join(card_name(c) for c in cards)


# ------------------------------------------------------------------ contracts
def meld_req_text(req: MeldReq) -> str:
    """One contract meld, lower case: ``a set of 3+``, ``a run of 4+``."""
    if req.kind == SET:
        return translate("Texts", "a set of {length}+").format(length=req.min_length)
    return translate("Texts", "a run of {length}+").format(length=req.min_length)


def _count_sets(count: int, length: int) -> str:
    if count == 1:
        text = translate("Texts", "one set of {length}+")
    elif count == 2:
        text = translate("Texts", "two sets of {length}+")
    elif count == 3:
        text = translate("Texts", "three sets of {length}+")
    elif count == 4:
        text = translate("Texts", "four sets of {length}+")
    elif count == 5:
        text = translate("Texts", "five sets of {length}+")
    elif count == 6:
        text = translate("Texts", "six sets of {length}+")
    else:
        text = translate("Texts", "%n sets of {length}+", None, count)
    return text.format(length=length)


def _count_runs(count: int, length: int) -> str:
    if count == 1:
        text = translate("Texts", "one run of {length}+")
    elif count == 2:
        text = translate("Texts", "two runs of {length}+")
    elif count == 3:
        text = translate("Texts", "three runs of {length}+")
    elif count == 4:
        text = translate("Texts", "four runs of {length}+")
    elif count == 5:
        text = translate("Texts", "five runs of {length}+")
    elif count == 6:
        text = translate("Texts", "six runs of {length}+")
    else:
        text = translate("Texts", "%n runs of {length}+", None, count)
    return text.format(length=length)


def _contract_phrase(contract: Sequence[MeldReq]) -> str:
    """The contract in lower case, alike melds counted, in the contract's order."""
    groups: dict[tuple[str, int], int] = {}
    for req in contract:
        key = (req.kind, req.min_length)
        groups[key] = groups.get(key, 0) + 1
    parts = [
        _count_sets(count, length) if kind == SET else _count_runs(count, length)
        for (kind, length), count in groups.items()
    ]
    return _join(parts)


def contract_text(contract: Sequence[MeldReq]) -> str:
    """A round's contract: ``Two sets of 3+``, ``One set of 3+ and one run of 4+``.

    An empty contract (the single-hand game) gives ``No contract``.
    """
    if not contract:
        return translate("Texts", "No contract")
    return _capitalise(_contract_phrase(contract))


def _patterns(rules: RuleSet) -> list[str]:
    return ["+".join(str(n) for n in sorted(p, reverse=True)) for p in rules.going_out_patterns]


def _hand_size(rules: RuleSet) -> int:
    if rules.going_out_patterns:
        return sum(rules.going_out_patterns[0])
    return rules.rounds[0].cards_dealt if rules.rounds else 0


def going_out_text(rules: RuleSet) -> str:
    """How to go out in the single-hand game, e.g. ``Go out with all 15 cards in runs:
    3+3+3+3+3, 4+4+4+3 or 5+4+3+3.``"""
    return translate("Texts", "Go out with all {cards} cards in runs: {patterns}.").format(
        cards=_hand_size(rules), patterns=_join_or(_patterns(rules))
    )


def _join_or(items: Sequence[str]) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return translate("Texts", "{first} or {last}", "last two choices of a list").format(
        first=", ".join(items[:-1]), last=items[-1]
    )


def _match_deals(rules: RuleSet, players: int | None) -> int | None:
    return rules.match_deals or players


def round_title(rules: RuleSet, round_number: int, players: int | None = None) -> str:
    """The top bar's title: ``Round 3 of 7 · Two runs of 4+``.

    For the single-hand game ``round_number`` is the deal number of the match (the
    engine's ``round_number`` stays 1; use ``deals_played + 1``, or :func:`state_title`)
    and ``players`` gives the match length when ``rules.match_deals`` is 0 (each player
    deals once): ``Deal 2 of 4 · All 15 cards in runs``.
    """
    if rules.single_hand:
        goal = translate("Texts", "All {cards} cards in runs").format(cards=_hand_size(rules))
        total = _match_deals(rules, players)
        if total:
            head = translate("Texts", "Deal {number} of {total}").format(
                number=round_number, total=total
            )
        else:
            head = translate("Texts", "Deal {number}").format(number=round_number)
        return translate("Texts", "{head} · {goal}").format(head=head, goal=goal)
    head = translate("Texts", "Round {number} of {total}").format(
        number=round_number, total=rules.num_rounds
    )
    if 1 <= round_number <= rules.num_rounds:
        goal = contract_text(rules.round(round_number).contract)
    else:
        goal = ""
    if not goal:
        return head
    return translate("Texts", "{head} · {goal}").format(head=head, goal=goal)


def state_title(state: Any) -> str:
    """:func:`round_title` for a game state or view (single hand: the current deal)."""
    rules = state.rules
    if rules.single_hand:
        total = rules.match_deals or state.n
        # Once a deal is scored (ROUND_OVER, GAME_OVER) the title names that deal, as
        # the round summary does, until the next one is dealt.
        scored = state.phase in (ROUND_OVER, GAME_OVER)
        deal = state.deals_played if scored else state.deals_played + 1
        return round_title(rules, max(1, min(deal, total)), state.n)
    return round_title(rules, state.round_number, state.n)


def round_name(rules: RuleSet, number: int) -> str:
    """The rule set's word for one round: ``Round 3``, or ``Deal 2`` in the single-hand
    game (whose engine round number stays 1; pass the deal number)."""
    if rules.single_hand:
        return translate("Texts", "Deal {number}").format(number=number)
    return translate("Texts", "Round {number}").format(number=number)


def round_column(rules: RuleSet, number: int) -> str:
    """The score sheet's short heading for round (or deal) ``number``: ``R3`` / ``D2``."""
    if rules.single_hand:
        return translate("Texts", "D{number}", "score sheet column: deal").format(number=number)
    return translate("Texts", "R{number}", "score sheet column: round").format(number=number)


def winning_rule(rules: RuleSet) -> str:
    """One line saying which total wins, asked of ``rules.higher_wins``."""
    if rules.higher_wins:
        return translate("Texts", "Highest total wins.")
    return translate("Texts", "Fewest points wins.")


def leader_tip(rules: RuleSet) -> str:
    """Tooltip of the leading total on the score sheet."""
    if rules.higher_wins:
        return translate("Texts", "Highest total: leading")
    return translate("Texts", "Fewest points: leading")


def symbols_in_words(text: str) -> str:
    """``text`` with every short card name (``7♥``, ``A♠``) said in words (``seven of
    hearts``), for a sentence written for the screen that a screen reader will say."""
    labels = {rank_label(rank): rank for rank in range(1, 14)}
    alternatives = "|".join(re.escape(label) for label in sorted(labels, key=len, reverse=True))
    pattern = re.compile(rf"(?<!\w)({alternatives})([{SUIT_SYMBOLS}])")
    return pattern.sub(
        lambda m: rank_of_suit(labels[m.group(1)], SUIT_SYMBOLS.index(m.group(2))), text
    )
