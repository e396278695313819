"""A random legal player and a greedy player that goes down as soon as it can.

Both decide from a view (own hand, public table) and are deterministic given
their seed.
"""

from __future__ import annotations

import random
from typing import Protocol

from ..engine import (
    Claim,
    Discard,
    DrawStock,
    GameState,
    GoDown,
    GoOut,
    LayOff,
    MeldSpec,
    Pass,
    SwapWild,
    TakeDiscard,
    find_contract,
)
from ..engine.actions import Action
from ..engine.melds import is_wild
from ..engine.solver import distance_to_contract
from ..engine.state import DRAW, FIRST_REFUSAL, MAY_I


class Player(Protocol):
    """Chooses the move of the seat to act (``view.to_act``) from that seat's view.

    A player is asked only when a seat is to act: never between rounds (``ROUND_OVER``,
    where ``to_act`` is None), whose one move, the next deal, whoever drives the game
    applies itself (``ladder.play_out``, ``sim.play_game``, the window's controller).
    """

    name: str

    def choose(self, view: GameState) -> Action: ...


class RandomPlayer:
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: GameState) -> Action:
        return self.rng.choice(view.legal_actions())


class GreedyPlayer:
    """Takes a discard that brings it closer to its contract, goes down as soon as it
    can, lays off everything it can, and discards its worst card."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: GameState) -> Action:
        seat = view.to_act
        assert seat is not None
        rules = view.rules
        hand = view.hands[seat]
        phase = view.phase
        legal = view.legal_actions()
        if phase == DRAW:
            out = [a for a in legal if isinstance(a, GoOut)]
            if out:
                return out[0]
            top = view.discard[-1] if view.discard else None
            if top is not None and self._helps(view, seat, hand, top):
                return TakeDiscard()
            return DrawStock()
        if phase == MAY_I:
            top = view.discard[-1]
            if not view.down[seat] and self._helps(view, seat, hand, top, margin=2):
                return Claim()
            return Pass()
        if phase == FIRST_REFUSAL:
            top = view.discard[-1]
            return TakeDiscard() if self._helps(view, seat, hand, top) else Pass()
        # Play phase.
        for a in legal:
            if isinstance(a, GoOut):
                return a
        if not view.down[seat] and not rules.single_hand:
            arr = find_contract(hand, rules, view.round_number)
            if arr is not None:
                specs = tuple(MeldSpec(m.kind, tuple(c.uid for c in m.cards)) for m in arr.melds)
                action = GoDown(specs)
                if any(a for a in legal if isinstance(a, GoDown)):
                    return action
        lay = [a for a in legal if isinstance(a, (LayOff, SwapWild))]
        if lay:
            # Lay off natural cards first; keep one card to discard when it is required.
            lay.sort(key=lambda a: is_wild(_card(view, seat, a.card), rules))
            return lay[0]
        discards = [a for a in legal if isinstance(a, Discard)]
        return self._worst(view, seat, discards)

    def _helps(self, view: GameState, seat: int, hand: list, card, margin: int = 1) -> bool:
        rules = view.rules
        if is_wild(card, rules):
            return True
        before = distance_to_contract(hand, rules, view.round_number)
        after = distance_to_contract(hand + [card], rules, view.round_number)
        return after <= before - margin or (margin == 1 and after < before)

    def _worst(self, view: GameState, seat: int, discards: list[Discard]) -> Action:
        rules = view.rules
        hand = view.hands[seat]
        by_uid = {c.uid: c for c in hand}
        if view.down[seat] or len(discards) <= 1:
            return max(discards, key=lambda d: (rules.points[by_uid[d.card].rank], -d.card))
        best = None
        for d in discards:
            c = by_uid[d.card]
            if is_wild(c, rules):
                continue
            rest = [x for x in hand if x.uid != d.card]
            dist = distance_to_contract(rest, rules, view.round_number)
            key = (dist, -_neighbours(c, hand), -rules.points[c.rank], d.card)
            if best is None or key < best[0]:
                best = (key, d)
        return best[1] if best else discards[0]


def _neighbours(card, hand: list) -> int:
    """How many cards of the hand could meld with ``card`` (same rank, or near in suit)."""
    n = 0
    for c in hand:
        if c.uid == card.uid:
            continue
        if c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) <= 2):
            n += 1
    return n


def _card(view: GameState, seat: int, uid: int):
    for c in view.hands[seat]:
        if c.uid == uid:
            return c
    raise KeyError(uid)


PLAYERS = {"random": RandomPlayer, "greedy": GreedyPlayer}


def make_player(kind: str, seed: int = 0) -> Player:
    """A baseline player by name; unknown names raise KeyError listing the known ones."""
    try:
        return PLAYERS[kind](seed)
    except KeyError:
        raise KeyError(f"unknown player {kind!r}; known: {', '.join(PLAYERS)}") from None
