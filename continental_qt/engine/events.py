"""What ``apply`` reports, the phases of a game, and the placeholder of a hidden card.

Phases and event kinds are ``StrEnum`` members: they compare equal to (and hash as)
their plain strings, so ``state.phase == "draw"`` and ``ev.kind == "round_ended"`` keep
working, while a misspelt member is an error where it is written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Phase(StrEnum):
    """Where a game stands; ``GameState.phase`` holds one.

    ``DRAW``: the seat in turn draws or takes the discard. ``MAY_I``: ``to_act`` may
    claim the passed discard. ``FIRST_REFUSAL``: the seat in turn may take a claimed
    discard itself. ``PLAY``: meld, then discard. ``ROUND_OVER``: a round has just been
    scored and its table is still there; the only move is dealing the next round
    (``NextRound``), which is nobody's turn (``to_act`` is None). ``GAME_OVER``: the
    last round was scored (or too few players are left); no move is legal.
    """

    DRAW = "draw"
    MAY_I = "may_i"
    FIRST_REFUSAL = "first_refusal"
    PLAY = "play"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"


DRAW = Phase.DRAW
MAY_I = Phase.MAY_I
FIRST_REFUSAL = Phase.FIRST_REFUSAL
PLAY = Phase.PLAY
ROUND_OVER = Phase.ROUND_OVER
GAME_OVER = Phase.GAME_OVER
HIDDEN = None  # what a view holds in place of a card it may not see


class EventKind(StrEnum):
    """What an :class:`Event` reports (its ``data`` keys in brackets).

    ``ROUND_STARTED`` (round, dealer, order, upcard) comes from the constructor (see
    ``GameState.start_events``) and from ``NextRound``; ``ROUND_ENDED`` (round, scores,
    totals, hands, exhausted) ends the move that finished a round, followed by
    ``GAME_OVER`` (totals, winners, void) after the last one.
    """

    ROUND_STARTED = "round_started"
    DREW_STOCK = "drew_stock"
    TOOK_DISCARD = "took_discard"
    MAY_I_OPEN = "may_i_open"
    CLAIMED = "claimed"
    PASSED = "passed"
    BOUGHT = "bought"
    FIRST_REFUSAL_TAKEN = "first_refusal_taken"
    FIRST_REFUSAL_DECLINED = "first_refusal_declined"
    WENT_DOWN = "went_down"
    LAID_OFF = "laid_off"
    SWAPPED_WILD = "swapped_wild"
    DISCARDED = "discarded"
    STOCK_REBUILT = "stock_rebuilt"
    TURN = "turn"
    TURN_LIMIT = "turn_limit"
    ROUND_ENDED = "round_ended"
    GAME_OVER = "game_over"
    LEFT = "left"


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the log, animations and replays.

    Events are the whole truth, not a seat's view: ``drew_stock`` names the card drawn
    and ``bought`` the penalty cards, and ``round_ended`` lists every hand. Whoever shows
    events to a person passes them through :func:`seen_by` first.
    """

    kind: EventKind
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)


_new = object.__new__
_set_kind = Event.kind.__set__  # type: ignore[attr-defined]  # the slots' descriptors
_set_seat = Event.seat.__set__  # type: ignore[attr-defined]
_set_data = Event.data.__set__  # type: ignore[attr-defined]


def event(kind: EventKind, seat: int | None, data: dict[str, Any]) -> Event:
    """``Event(kind, seat, data)``, built by setting its slots directly.

    The same value as the constructor gives; about a third cheaper than the frozen
    dataclass's ``__init__``, which matters because every move reports one or two.
    """
    e = _new(Event)
    _set_kind(e, kind)
    _set_seat(e, seat)
    _set_data(e, data)
    return e


def seen_by(events: list[Event], seat: int | None) -> list[Event]:
    """``events`` as ``seat`` may see them (None: a spectator, who holds no hand).

    The private cards are replaced by ``HIDDEN``: the card another seat drew from the
    stock (``drew_stock``) and the penalty cards another seat took with a buy
    (``bought``). Everything else an event says happens face up at the table, and a
    scored round's hands (``round_ended``) are shown to everyone for the count. An
    event that names no private card is passed on as it is.
    """
    out = []
    for ev in events:
        kind, data = ev.kind, ev.data
        if ev.seat != seat or seat is None:
            if kind == EventKind.DREW_STOCK and "card" in data:
                ev = Event(kind, ev.seat, {**data, "card": HIDDEN})
            elif kind == EventKind.BOUGHT and "penalty" in data:
                ev = Event(kind, ev.seat, {**data, "penalty": [HIDDEN] * len(data["penalty"])})
        out.append(ev)
    return out
