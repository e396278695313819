"""The coach's hint in words (issue 28): the move, why, and the options ranked.

:func:`hint_text` words a :class:`~continental_qt.ai.hints.Hint` (its move and its
facts, codes and numbers from ``ai/hints.py``) in the player's language; :func:`option_lines`
gives the ranked options, one line each; :func:`move_text` names one move. Cards are
named as everywhere else (:func:`.cards.card_name`), seats by the names the table shows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QLocale

from ...engine import (
    Card,
    Claim,
    Discard,
    DrawStock,
    GoDown,
    GoOut,
    LayOff,
    Pass,
    SwapWild,
    TakeDiscard,
)
from ...engine.actions import Action
from .base import SUIT_SYMBOLS, _name, _people, translate
from .cards import card_list, card_name, rank_label

# Options listed by default ("the top five, the rest on request").
TOP_OPTIONS = 5
# A gap smaller than this (points) reads "about as good".
ABOUT_AS_GOOD = 0.05


def _points(value: float) -> str:
    return QLocale().toString(float(value), "f", 1)


def move_text(action: Action, hand: Sequence[Card] = (), top: Card | None = None) -> str:
    """One move in words: ``Discard the 7♥``. ``hand``: the player's cards (to say what
    going down keeps); ``top``: the discard on offer (to name what a claim takes)."""
    if isinstance(action, DrawStock):
        return translate("Texts", "Draw from the stock")
    if isinstance(action, TakeDiscard):
        return translate("Texts", "Take the {card}").format(card=card_name(top))
    if isinstance(action, Claim):
        return translate("Texts", "Buy the {card}").format(card=card_name(top))
    if isinstance(action, Pass):
        return translate("Texts", "Let the {card} go").format(card=card_name(top))
    if isinstance(action, Discard):
        return translate("Texts", "Discard the {card}").format(card=card_name(action.card))
    if isinstance(action, LayOff):
        return translate("Texts", "Lay off the {card}").format(card=card_name(action.card))
    if isinstance(action, SwapWild):
        return translate("Texts", "Swap the {card} for a wild").format(card=card_name(action.card))
    if isinstance(action, GoDown):
        used = {u for m in action.melds for u in m.cards}
        kept = [c for c in hand if c.uid not in used]
        if not kept:
            return translate("Texts", "Go down now")
        return translate("Texts", "Go down now, keeping {cards}").format(cards=card_list(kept))
    if isinstance(action, GoOut):
        return translate("Texts", "Go out")
    return str(action)


def hint_text(
    hint: Any, hand: Sequence[Card], names: Sequence[str], top: Card | None = None
) -> str:
    """The hint's move and why, a few sentences (see :func:`hint_sentences`)."""
    return " ".join(hint_sentences(hint, hand, names, top))


def hint_sentences(
    hint: Any, hand: Sequence[Card], names: Sequence[str], top: Card | None = None
) -> list[str]:
    """``hint``'s move, then a sentence or two per fact. ``hand``: the player's cards,
    ``names``: the seats' names as the table shows them, ``top``: the discard on offer."""
    move = move_text(hint.action, hand, top)
    out = [translate("Texts", "Best move: {move}.").format(move=move)]
    for fact in hint.facts:
        out.extend(_fact_sentences(fact.code, fact.data, hint.seat, names))
    return out


def option_lines(
    hint: Any, hand: Sequence[Card], top: Card | None = None, limit: int | None = TOP_OPTIONS
) -> list[str]:
    """The options ranked, one line each (the hinted move first), at most ``limit``
    (None: all): ``2. Discard the 9♣ — 12.5 points expected, 3.1 worse``."""
    lines = []
    for place, option in enumerate(hint.options[:limit], start=1):
        move = move_text(option.action, hand, top)
        points = _points(option.points)
        if place == 1:
            text = translate("Texts", "{place}. {move} — {points} points expected")
            lines.append(text.format(place=place, move=move, points=points))
        elif option.gap < ABOUT_AS_GOOD:
            text = translate("Texts", "{place}. {move} — {points} points expected, about as good")
            lines.append(text.format(place=place, move=move, points=points))
        else:
            text = translate("Texts", "{place}. {move} — {points} points expected, {gap} worse")
            lines.append(
                text.format(place=place, move=move, points=points, gap=_points(option.gap))
            )
    return lines


def _fact_sentences(code: str, d: Mapping[str, Any], seat: int, names: Sequence[str]) -> list[str]:
    if code == "missing":
        return _missing(d)
    if code == "take":
        return [_closer(d["card"], d["closer"])]
    if code == "buy":
        return _buy(d)
    if code == "discard":
        return _discard(d, seat, names)
    if code == "go_down":
        if not d["now"]:
            return [translate("Texts", "Waiting is better than going down this turn.")]
        left = d["left"]
        return [translate("Texts", "Going down now leaves %n card(s) in your hand.", None, left)]
    if code == "lay_off":
        text = translate("Texts", "Laying off the {card} takes its points out of your hand.")
        return [text.format(card=card_name(d["card"]))]
    if code == "go_out":
        return [translate("Texts", "It ends the round.")]
    if code == "value":
        return [_value(d)]
    return []


def _missing(d: Mapping[str, Any]) -> list[str]:
    cards = d["cards"]
    out = [translate("Texts", "You still lack %n card(s) for the contract.", None, cards)]
    needs = d.get("needs", ())
    if needs:
        listed = ", ".join(_copies(_need_name(rank, suit), n) for rank, suit, n in needs)
        text = translate("Texts", "Still needed, with the copies you have not seen: {cards}.")
        out.append(text.format(cards=listed))
    elif d["outs"]:
        listed = ", ".join(_copies(card_name(uid), n) for uid, n in d["outs"])
        text = translate(
            "Texts", "Cards that would help, with the copies you have not seen: {cards}."
        )
        out.append(text.format(cards=listed))
    if not d["outs"]:
        out.append(translate("Texts", "Every card that would help is already in sight."))
    return out


def _copies(name: str, count: int) -> str:
    return translate("Texts", "{card} ×{count}").format(card=name, count=count)


def _need_name(rank: int, suit: int) -> str:
    """A missing card: ``7♥``, or ``any 9`` for a set's place (``suit`` -1)."""
    if suit < 0:
        return translate("Texts", "any {rank}").format(rank=rank_label(rank))
    return rank_label(rank) + SUIT_SYMBOLS[suit]


def _closer(card: int, closer: int) -> str:
    if closer <= 0:
        text = translate("Texts", "The {card} does not bring you closer to the contract.")
        return text.format(card=card_name(card))
    text = translate(
        "Texts", "The {card} brings you %n card(s) closer to the contract.", None, closer
    )
    return text.format(card=card_name(card))


def _buy(d: Mapping[str, Any]) -> list[str]:
    out = [_closer(d["card"], d["closer"])]
    if d["closer"] > 0:
        out.append(translate("Texts", "That saves about as many turns of drawing."))
    if d["penalty_card"]:
        text = translate(
            "Texts",
            "Buying it adds about {points} penalty points to your hand, with the penalty card, "
            "if you do not go down.",
        )
    else:
        text = translate(
            "Texts", "Taking it adds {points} penalty points to your hand if you do not go down."
        )
    out.append(text.format(points=d["risk"]))
    return out


def _discard(d: Mapping[str, Any], seat: int, names: Sequence[str]) -> list[str]:
    card = card_name(d["card"])
    out = []
    if d["next_wants"]:
        text = translate("Texts", "{name} picked up {cards} and may want the {card}.")
        out.append(
            text.format(
                name=_name(names, d["next_seat"]), cards=card_list(d["next_took"]), card=card
            )
        )
    if d["lay_off"]:
        text = translate("Texts", "{names} could lay the {card} off.")
        out.append(text.format(names=_people(d["down_seats"], names, seat), card=card))
    if not out:
        text = translate("Texts", "As far as you can see, the {card} helps nobody.")
        out.append(text.format(card=card))
    return out


def _value(d: Mapping[str, Any]) -> str:
    points = _points(d["points"])
    if d["gap"] < ABOUT_AS_GOOD:
        text = translate(
            "Texts", "Expected this round: {points} points. Other moves are about as good."
        )
        return text.format(points=points)
    text = translate(
        "Texts", "Expected this round: {points} points; the next best move, {gap} worse."
    )
    return text.format(points=points, gap=_points(d["gap"]))


def doubt_text(doubt: Any, hand: Sequence[Card], top: Card | None = None) -> str:
    """The tutor's question before a doubtful move (``doubt``, a
    :class:`~continental_qt.ai.tutor.Doubt`): the points it is expected to lose and the
    better move."""
    text = translate(
        "Texts", "Are you sure? About {loss} points worse than the best move: {better}."
    )
    return text.format(loss=_points(doubt.loss), better=move_text(doubt.better.action, hand, top))
