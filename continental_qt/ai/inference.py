"""What an opponent's play says about the cards it holds: weights for dealing hidden cards.

A determinization (:mod:`.determinize`) deals the cards a seat has not seen to the
other hands. Dealt uniformly, an opponent that has thrown away a seven gets a pair
of sevens as often as not, and an opponent that has gone down keeps cards it could
lay off. This module turns the public log into a weight per (opponent, unseen card):
how much more or less likely that opponent holds the card than a card picked at
random. The determinization deals by these weights.

Evidence, read from this round's log, per opponent:

- **before it goes down**, each card it discarded or refused (drew from the stock,
  declined or passed on a fresh discard) makes cards of the same rank less likely
  when the contract asks for sets, and cards of the same suit within two ranks less
  likely when it asks for runs; each card it took or bought makes them more likely;
- **once it is down**, a card that fits the table is unlikely: it would have been
  laid off.

The factors are measured, not guessed: ``benchmarks/ai_calibrate.py`` prints the
measurement, and ``docs/ai.md`` records it. The constants below are the measured
factors moved toward 1: a person keeps a pair it could discard, or holds a lay-off
back, more often than the medium level does, and no factor may be zero (``FLOOR``),
since a wrong zero would make a real hand impossible.

Wild cards are dealt without weights: no one discards them, so their discards say
nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Card, GameState
from ..engine.cards import rank_suit
from ..engine.melds import is_wild
from .evaluate import fits_table

# Per card of evidence (the measured figures are in docs/ai.md).
RANK_OUT = {"sets": 0.15, "mixed": 0.3}  # a card of this rank discarded
NEAR_OUT = {"runs": 0.4, "mixed": 0.65}  # a card of this suit within two ranks discarded
RANK_REFUSED = {"sets": 0.5, "mixed": 0.8}
NEAR_REFUSED = {"runs": 0.8, "mixed": 0.9}
RANK_TAKEN = {"sets": 2.0, "mixed": 1.8}
NEAR_TAKEN = {"runs": 2.0, "mixed": 1.5}
FITS_WHEN_DOWN = 0.1  # a card that fits the table, in a hand that has gone down
FLOOR = 0.02  # no card is ever impossible


@dataclass
class Evidence:
    """One opponent's telling moves this round (``(rank, suit)`` of each card)."""

    discarded: list[tuple[int, int]] = field(default_factory=list)
    refused: list[tuple[int, int]] = field(default_factory=list)
    taken: list[tuple[int, int]] = field(default_factory=list)


def read_evidence(view: GameState, seat: int) -> dict[int, Evidence]:
    """Per other seat, what it discarded, refused and took this round before going down.

    A plain draw from the stock refuses the fresh discard of another seat lying on
    the pile (in a two-player game no "decline" is logged: there is no May I?).
    """
    out: dict[int, Evidence] = {}
    gone_down: set[int] = set()
    fresh: tuple[int | None, int] | None = None  # (discarder, uid) still on the pile
    for kind, who, detail in view.round_log():
        if kind in ("upcard", "discard"):
            if kind == "discard" and _counts(who, seat, gone_down):
                out.setdefault(who, Evidence()).discarded.append(rank_suit(detail))
            fresh = (who, detail)
        elif kind in ("take", "buy"):
            if _counts(who, seat, gone_down):
                out.setdefault(who, Evidence()).taken.append(rank_suit(detail))
            fresh = None
        elif kind in ("decline", "pass"):
            if _counts(who, seat, gone_down) and isinstance(detail, int):
                out.setdefault(who, Evidence()).refused.append(rank_suit(detail))
            if kind == "decline":
                fresh = None  # the draw that follows is the same refusal
        elif kind == "draw":
            if fresh is not None and fresh[0] != who and _counts(who, seat, gone_down):
                out.setdefault(who, Evidence()).refused.append(rank_suit(fresh[1]))
            fresh = None
        elif kind == "down" and isinstance(who, int):
            gone_down.add(who)
    return out


def kinship(rank: int, suit: int, shown: list[tuple[int, int]]) -> tuple[int, int]:
    """How many of the ``shown`` cards have this rank, and how many this suit within
    two ranks (the cards that would share a set or a run with it)."""
    same = near = 0
    for r, s in shown:
        if r == rank:
            same += 1
        elif s == suit and abs(r - rank) <= 2:
            near += 1
    return same, near


def _counts(who: object, seat: int, gone_down: set[int]) -> bool:
    return isinstance(who, int) and who != seat and who not in gone_down


def contract_kind(view: GameState) -> str:
    """ "sets", "runs" or "mixed": what this deal's contract asks for."""
    rules = view.rules
    if rules.single_hand:
        return "runs" if not rules.sets_allowed else "mixed"
    kinds = {req.kind for req in rules.rounds[view.round_number - 1].contract}
    if kinds == {"set"}:
        return "sets"
    if kinds == {"run"}:
        return "runs"
    return "mixed"


def hand_weights(view: GameState, seat: int, cards: list[Card]) -> dict[int, list[float]]:
    """Per other active seat, a weight for each of ``cards`` (same order): how much
    more likely than average that seat holds it (1.0: no evidence either way)."""
    rules = view.rules
    kind = contract_kind(view)
    evidence = read_evidence(view, seat)
    out: dict[int, list[float]] = {}
    for s in view.active_seats():
        if s == seat:
            continue
        if view.down[s]:
            out[s] = [
                1.0 if is_wild(c, rules) or not fits_table(c, view) else FITS_WHEN_DOWN
                for c in cards
            ]
            continue
        ev = evidence.get(s)
        if ev is None:
            out[s] = [1.0] * len(cards)
            continue
        factors = (
            (ev.discarded, RANK_OUT.get(kind, 1.0), NEAR_OUT.get(kind, 1.0)),
            (ev.refused, RANK_REFUSED.get(kind, 1.0), NEAR_REFUSED.get(kind, 1.0)),
            (ev.taken, RANK_TAKEN.get(kind, 1.0), NEAR_TAKEN.get(kind, 1.0)),
        )
        weights = []
        for c in cards:
            w = 1.0
            if not is_wild(c, rules):
                for shown, same_rank, near in factors:
                    same, close = kinship(c.rank, c.suit, shown)
                    w *= same_rank**same * near**close
            weights.append(max(FLOOR, w))
        out[s] = weights
    return out
