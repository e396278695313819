"""What the table says, in words: each seat's plate, a staging slot's caption, a
meld's tooltip, the offer by the discard pile and the line about the viewer's way to
the contract.

Functions of the viewer's view and the feed (names, levels, the viewer's legal
moves): nothing here reads more than a screen may show.
"""

from __future__ import annotations

from ...engine.actions import Claim, TakeDiscard
from ...engine.events import FIRST_REFUSAL, MAY_I, ROUND_OVER
from ...engine.melds import TableMeld, pos_rank
from ...engine.rules import RUN, MeldReq
from ...engine.state import GameState
from .. import texts
from ..feeds.feed import Feed
from ..texts import translate
from .table_layout import PlateText


def plate_text(s: GameState, seat: int, feed: Feed) -> PlateText:
    """What seat ``seat``'s plate says."""
    names = feed.names
    name = names[seat] if seat < len(names) else str(seat + 1)
    level = texts.level_name(feed.seat_kind(seat))
    bits = [card_count(len(s.hands[seat]))]
    if s.has_gone_down(seat):
        bits.append(translate("TableView", "down ✓"))
    if s.rules.may_i and s.buys[seat]:
        limit = s.rules.may_i_limit
        bits.append(
            translate("TableView", "buys {u}/{l}").format(u=s.buys[seat], l=limit)
            if limit
            else translate("TableView", "buys {u}").format(u=s.buys[seat])
        )
    if s.left[seat]:
        bits = [translate("TableView", "left the game")]
    return PlateText(name, level, " · ".join(bits), len(s.hands[seat]))


def slot_caption(req: MeldReq, i: int) -> str:
    """ "Set 1 (3+)": staging slot ``i`` and the meld it wants."""
    kind = translate("TableView", "Set") if req.kind != RUN else translate("TableView", "Run")
    return translate("TableView", "{kind} {n} ({min}+)").format(
        kind=kind, n=i + 1, min=req.min_length
    )


def meld_tip(m: TableMeld, names: list[str], viewer: int | None) -> str:
    """The meld's cards and what each wild stands for, as one translated sentence."""
    parts = []
    for c, pos, wild in zip(m.cards, m.positions, m.wild):
        if wild and m.kind == RUN:
            parts.append(
                translate("TableView", "{card} (as {rank})").format(
                    card=texts.card_name(c), rank=_rank_name(pos_rank(pos), m.suit)
                )
            )
        else:
            parts.append(texts.card_name(c))
    cards = " ".join(parts)
    name = names[m.owner]
    mine = m.owner == viewer
    if m.kind == RUN:
        if mine:
            return translate("TableView", "Your run: {cards}").format(cards=cards)
        return translate("TableView", "{name}'s run: {cards}").format(name=name, cards=cards)
    if mine:
        return translate("TableView", "Your set: {cards}").format(cards=cards)
    return translate("TableView", "{name}'s set: {cards}").format(name=name, cards=cards)


def offer_text(s: GameState, feed: Feed) -> str:
    """The bubble by the pile while a card is on offer: the question to the viewer, or
    who is deciding; "" otherwise."""
    if s.is_over or s.top_discard is None or s.phase not in (MAY_I, FIRST_REFUSAL):
        return ""
    seat = s.to_act
    if seat is None:
        return ""
    names = feed.names
    card = texts.card_name(s.top_discard)
    mine = {type(a) for a in feed.legal_actions(s)}
    if (TakeDiscard if s.phase == FIRST_REFUSAL else Claim) not in mine:
        return translate("TableView", "{name} is deciding on the {card}…").format(
            name=names[seat], card=card
        )
    if s.phase == FIRST_REFUSAL:
        return translate("TableView", "Take the {card} before it is bought? (T or N)").format(
            card=card
        )
    penalty = s.rules.may_i_penalty  # a plain name, or lupdate 6.11 skips the call
    if feed.asking == seat:  # pass-and-play's neutral table: name them
        return texts.translate(
            "TableView",
            "May I? {name}, take the {card} plus %n penalty card(s)? Press M, or N to pass.",
            None,
            penalty,
        ).format(name=names[seat], card=card)
    return texts.translate(
        "TableView",
        "May I? Take the {card} plus %n penalty card(s): press M, or N to pass.",
        None,
        penalty,
    ).format(card=card)


class Progress:
    """ "You are 2 cards away" toward the contract, for the viewer. Only the distance is
    kept (by hand): the sentence is translated at every call, so a language change
    shows at once."""

    def __init__(self) -> None:
        self._cache: tuple[tuple, int] = ((), 0)

    def line(self, s: GameState, viewer: int | None) -> str:
        if viewer is None or s.is_over or s.phase == ROUND_OVER:
            return ""
        if s.has_gone_down(viewer):
            return translate("TableView", "You are down: lay off and go out.")
        key = (s.round_number, tuple(sorted(c.uid for c in s.hand(viewer))))
        if self._cache[0] == key:
            d = self._cache[1]
        else:
            from ...engine.solver import distance_to_contract, solver_for

            hand = s.hand(viewer)
            if s.rules.single_hand:
                d = solver_for(s.rules).going_out_distance(hand)
            else:
                d = distance_to_contract(hand, s.rules, s.round_number)
            self._cache = (key, d)
        if d <= 0:
            return translate("TableView", "You can meet the contract now.")
        return texts.translate("TableView", "You are %n card(s) away.", None, d)


def card_count(n: int) -> str:
    return texts.translate("TableView", "%n card(s)", None, n)


def _rank_name(rank: int, suit: int) -> str:
    from ...engine.cards import natural_card

    return texts.card_name(natural_card(rank, suit)) if suit >= 0 else str(rank)
