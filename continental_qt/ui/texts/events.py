"""What happened, in words: one log line per engine event.

Events carry private cards (see :class:`~continental_qt.engine.events.Event`); the
functions here show a private card only to the seat it belongs to. Every string goes
through :func:`~continental_qt.ui.texts.translate` in the ``Texts`` context, spelled out
as a literal so that ``pyside6-lupdate`` finds it (see ``texts``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...engine.events import Event
from ...engine.melds import TableMeld
from ...engine.rules import RUN, RuleSet
from .base import _capitalise, _is_you, _name, _people, translate
from .cards import card_list, card_name, place_name
from .spoken import speaking

__all__ = ["event_text"]


def _meld_lookup(melds: Iterable[TableMeld] | Mapping[int, TableMeld] | None) -> dict:
    if melds is None:
        return {}
    if isinstance(melds, Mapping):
        return dict(melds)
    return {m.id: m for m in melds}


def _on_meld(meld: TableMeld, actor: int | None, viewer: int | None, names: Sequence[str]) -> str:
    """``on Bruno's run``, ``on your set``, ``on their own run``."""
    own = meld.owner == actor
    if meld.kind == RUN:
        if own and _is_you(actor, viewer):
            return translate("Texts", "on your own run")
        if own:
            return translate("Texts", "on their own run")
        if _is_you(meld.owner, viewer):
            return translate("Texts", "on your run")
        return translate("Texts", "on {owner}'s run").format(owner=_name(names, meld.owner))
    if own and _is_you(actor, viewer):
        return translate("Texts", "on your own set")
    if own:
        return translate("Texts", "on their own set")
    if _is_you(meld.owner, viewer):
        return translate("Texts", "on your set")
    return translate("Texts", "on {owner}'s set").format(owner=_name(names, meld.owner))


def _stands_for(meld: TableMeld, rank: Any) -> str:
    if not isinstance(rank, int) or not 1 <= rank <= 13:
        return "?"
    return place_name(rank, meld.suit if meld.kind == RUN else -1)


def event_text(
    event: Event,
    names: Sequence[str],
    viewer: int | None,
    rules: RuleSet,
    melds: Iterable[TableMeld] | Mapping[int, TableMeld] | None = None,
) -> str | None:
    """One log line for ``event`` as ``viewer`` may see it, or None for no line.

    ``names`` are the seat names; the viewer's own moves read ``You …``. Private cards
    (the card drawn from the stock, penalty cards, the hands at the end of a round) are
    named only when ``viewer`` is their seat; ``viewer`` None shows nothing private.
    ``melds`` are the table melds right after the event (``state.melds`` after
    ``apply``), used to show a new meld's cards and a meld's owner; without them, or
    once the round has ended, the line is shorter. ``turn`` and ``passed`` events give
    None (the top bar says whose turn it is).
    """
    kind, seat, d = event.kind, event.seat, event.data
    who = _name(names, seat)
    you = _is_you(seat, viewer)
    table = _meld_lookup(melds)
    if kind in ("turn", "passed"):
        return None
    if kind == "round_started":
        return _round_started_text(names, viewer, rules, d)
    if kind == "drew_stock":
        if you:
            return translate("Texts", "You drew the {card} from the stock.").format(
                card=card_name(d.get("card"))
            )
        return translate("Texts", "{name} drew from the stock.").format(name=who)
    if kind == "took_discard":
        card = card_name(d.get("card"))
        if you:
            return translate("Texts", "You took the {card} from the discard pile.").format(
                card=card
            )
        return translate("Texts", "{name} took the {card} from the discard pile.").format(
            name=who, card=card
        )
    if kind == "may_i_open":
        card = card_name(d.get("card"))
        if you:
            return translate("Texts", "You did not take the {card}: May I? is open.").format(
                card=card
            )
        return translate("Texts", "{name} did not take the {card}: May I? is open.").format(
            name=who, card=card
        )
    if kind == "claimed":
        return _claimed_text(who, you, names, viewer, d)
    if kind == "bought":
        return _bought_text(who, you, d)
    if kind == "first_refusal_taken":
        card = card_name(d.get("card"))
        if you:
            return translate("Texts", "You used first refusal on the {card}.").format(card=card)
        return translate("Texts", "{name} used first refusal on the {card}.").format(
            name=who, card=card
        )
    if kind == "first_refusal_declined":
        if you:
            return translate("Texts", "You declined first refusal.")
        return translate("Texts", "{name} declined first refusal.").format(name=who)
    if kind == "went_down":
        return _went_down_text(who, you, rules, d, table)
    if kind == "laid_off":
        return _laid_off_text(who, you, seat, names, viewer, d, table)
    if kind == "swapped_wild":
        return _swapped_text(who, you, seat, names, viewer, d, table)
    if kind == "discarded":
        card = card_name(d.get("card"))
        if you:
            return translate("Texts", "You discarded the {card}.").format(card=card)
        return translate("Texts", "{name} discarded the {card}.").format(name=who, card=card)
    if kind == "stock_rebuilt":
        count = int(d.get("cards", 0))
        if d.get("mode") == "turn_over_once":
            return translate(
                "Texts",
                "The discard pile was turned over as the new stock (%n card(s)).",
                None,
                count,
            )
        return translate(
            "Texts", "The discard pile was shuffled into a new stock (%n card(s)).", None, count
        )
    if kind == "turn_limit":
        turns = int(d.get("turns", 0))
        return translate("Texts", "The round reached its limit of %n turn(s).", None, turns)
    if kind == "round_ended":
        return _round_ended_text(seat, names, viewer, rules, d)
    if kind == "game_over":
        return _game_over_text(names, viewer, d)
    if kind == "left":
        if you:
            return translate("Texts", "You left the game.")
        return translate("Texts", "{name} left the game.").format(name=who)
    return translate("Texts", "{name}: {event}", "an event the log does not know").format(
        name=who, event=kind
    )


def _round_started_text(
    names: Sequence[str], viewer: int | None, rules: RuleSet, d: Mapping[str, Any]
) -> str:
    card = card_name(d.get("upcard"))
    dealer = d.get("dealer")
    if rules.single_hand:
        if _is_you(dealer, viewer):
            return translate("Texts", "New deal: you deal; the upcard is the {card}.").format(
                card=card
            )
        return translate("Texts", "New deal: {dealer} deals; the upcard is the {card}.").format(
            dealer=_name(names, dealer), card=card
        )
    number, total = d.get("round", "?"), rules.num_rounds
    if _is_you(dealer, viewer):
        return translate(
            "Texts", "Round {number} of {total}: you deal; the upcard is the {card}."
        ).format(number=number, total=total, card=card)
    return translate(
        "Texts", "Round {number} of {total}: {dealer} deals; the upcard is the {card}."
    ).format(number=number, total=total, dealer=_name(names, dealer), card=card)


def _claimed_text(
    who: str, you: bool, names: Sequence[str], viewer: int | None, d: Mapping[str, Any]
) -> str:
    card = card_name(d.get("card"))
    turn = d.get("first_refusal")
    if you:
        return translate(
            "Texts", "You asked for the {card} (May I?); {turn} has first refusal."
        ).format(card=card, turn=_name(names, turn))
    if _is_you(turn, viewer):
        return translate(
            "Texts", "{name} asked for the {card} (May I?); you have first refusal."
        ).format(name=who, card=card)
    return translate(
        "Texts", "{name} asked for the {card} (May I?); {turn} has first refusal."
    ).format(name=who, card=card, turn=_name(names, turn))


def _bought_text(who: str, you: bool, d: Mapping[str, Any]) -> str:
    card = card_name(d.get("card"))
    penalty = list(d.get("penalty", []))
    if you:
        if not penalty:
            return translate("Texts", "You bought the {card} (May I?).").format(card=card)
        return translate(
            "Texts", "You bought the {card} (May I?) and took the {penalty} as a penalty."
        ).format(card=card, penalty=card_list(penalty))
    if not penalty:
        return translate("Texts", "{name} bought the {card} (May I?).").format(name=who, card=card)
    count = len(penalty)
    return translate(
        "Texts", "{name} bought the {card} (May I?) and %n penalty card(s).", None, count
    ).format(name=who, card=card)


def _went_down_text(who: str, you: bool, rules: RuleSet, d: Mapping[str, Any], table: dict) -> str:
    ids = list(d.get("melds", []))
    found = [table[i] for i in ids if i in table]
    if ids and len(found) == len(ids):
        shown = ("; " if speaking() else " · ").join(card_list(m.cards) for m in found)
        if rules.single_hand:
            if you:
                return translate("Texts", "You went out with {melds}.").format(melds=shown)
            return translate("Texts", "{name} went out with {melds}.").format(name=who, melds=shown)
        if you:
            return translate("Texts", "You went down: {melds}.").format(melds=shown)
        return translate("Texts", "{name} went down: {melds}.").format(name=who, melds=shown)
    if rules.single_hand:
        sizes = "+".join(str(s) for s in d.get("sizes", [])) or "?"
        if you:
            return translate("Texts", "You went out with runs of {sizes} cards.").format(
                sizes=sizes
            )
        return translate("Texts", "{name} went out with runs of {sizes} cards.").format(
            name=who, sizes=sizes
        )
    count = len(ids)
    if you:
        return translate("Texts", "You went down with %n meld(s).", None, count)
    return translate("Texts", "{name} went down with %n meld(s).", None, count).format(name=who)


def _laid_off_text(
    who: str,
    you: bool,
    seat: int | None,
    names: Sequence[str],
    viewer: int | None,
    d: Mapping[str, Any],
    table: dict,
) -> str:
    card = card_name(d.get("card"))
    meld = table.get(d.get("meld"))
    if meld is None:
        if you:
            return translate("Texts", "You laid off the {card}.").format(card=card)
        return translate("Texts", "{name} laid off the {card}.").format(name=who, card=card)
    where = _on_meld(meld, seat, viewer, names)
    if d.get("wild"):
        rank = _stands_for(meld, d.get("rank"))
        if you:
            return translate("Texts", "You laid off the {card} as {rank} {where}.").format(
                card=card, rank=rank, where=where
            )
        return translate("Texts", "{name} laid off the {card} as {rank} {where}.").format(
            name=who, card=card, rank=rank, where=where
        )
    if you:
        return translate("Texts", "You laid off the {card} {where}.").format(card=card, where=where)
    return translate("Texts", "{name} laid off the {card} {where}.").format(
        name=who, card=card, where=where
    )


def _swapped_text(
    who: str,
    you: bool,
    seat: int | None,
    names: Sequence[str],
    viewer: int | None,
    d: Mapping[str, Any],
    table: dict,
) -> str:
    card, wild = card_name(d.get("card")), card_name(d.get("wild"))
    target = table.get(d.get("target"))
    if target is None:
        if you:
            return translate("Texts", "You swapped the {card} for the {wild}.").format(
                card=card, wild=wild
            )
        return translate("Texts", "{name} swapped the {card} for the {wild}.").format(
            name=who, card=card, wild=wild
        )
    where = _on_meld(target, seat, viewer, names)
    if you:
        return translate(
            "Texts", "You swapped the {card} for the {wild} and played the {wild} {where}."
        ).format(card=card, wild=wild, where=where)
    return translate(
        "Texts", "{name} swapped the {card} for the {wild} and played the {wild} {where}."
    ).format(name=who, card=card, wild=wild, where=where)


def _round_ended_text(
    winner: int | None,
    names: Sequence[str],
    viewer: int | None,
    rules: RuleSet,
    d: Mapping[str, Any],
) -> str:
    scores = list(d.get("scores", []))
    number = d.get("round", "?")
    you = _is_you(winner, viewer)
    if rules.single_hand:
        losers = [s for i, s in enumerate(scores) if i != winner and s is not None]
        pay = -losers[0] if losers else 0
        if winner is None:
            text = translate("Texts", "The deal ends with no winner: the stock ran out.")
        elif you:
            text = translate(
                "Texts", "The deal ends: you went out and collect {pay} from each player."
            ).format(pay=pay)
        else:
            text = translate(
                "Texts", "The deal ends: {name} went out and collects {pay} from each player."
            ).format(name=_name(names, winner), pay=pay)
        return text
    if winner is None:
        text = translate("Texts", "Round {number} ends: no one went out.").format(number=number)
    elif you:
        text = translate("Texts", "Round {number} ends: you went out.").format(number=number)
    else:
        text = translate("Texts", "Round {number} ends: {name} went out.").format(
            number=number, name=_name(names, winner)
        )
    hands = d.get("hands", {})
    if viewer is not None and 0 <= viewer < len(scores):
        mine = hands.get(viewer, hands.get(str(viewer), []))
        if mine:
            points = int(scores[viewer] or 0)
            text += " " + translate(
                "Texts", "You were left with {cards}: %n point(s).", None, points
            ).format(cards=card_list(mine))
    return text


def _game_over_text(names: Sequence[str], viewer: int | None, d: Mapping[str, Any]) -> str:
    winners = list(d.get("winners", []))
    totals = list(d.get("totals", []))
    if d.get("void") or not winners:
        return translate("Texts", "Game over: the game is void.")
    total = totals[winners[0]] if 0 <= winners[0] < len(totals) else "?"
    if len(winners) == 1 and _is_you(winners[0], viewer):
        return translate("Texts", "Game over: you win with {total} points.").format(total=total)
    if len(winners) == 1:
        return translate("Texts", "Game over: {name} wins with {total} points.").format(
            name=_name(names, winners[0]), total=total
        )
    return translate("Texts", "Game over: {names} share the win with {total} points.").format(
        names=_capitalise(_people(winners, names, viewer)), total=total
    )
