"""Truncated rollouts: play a determinized state forward a few turns, then score it.

Every seat is played by a cheaper form of the medium level's rules (``ROLLOUT``) on the
full state (it still
looks only at its own hand, the table, the discard pile and the public log, so
it plays as it would from a view). A rollout stops when the round ends, or at
the first draw phase after ``max_turns`` turns; the position is then scored
by :func:`estimate`.

Values are from one seat's side and higher is better: the opponents' average
penalty minus its own in contract games (the round's real scores when the
round ended), its own score minus the opponents' average in the single-hand
game.
"""

from __future__ import annotations

from ..engine import DRAW, Card, GameState, distance_to_contract, hand_points
from .evaluate import fits_table
from .memo import BoundedMemo
from .player import HeuristicPlayer, Profile

# Truncated position: a seat that has gone down will usually shed what fits the
# table and part of the rest before the round ends (it is charged ``DOWN_KEEPS``
# of its hand's points, and the full points of cards that fit nowhere yet); one
# that has not keeps it all and still lacks ``distance`` cards, each worth about
# a middling card's penalty.
DOWN_KEEPS = 0.3
MISSING_CARD = 6.0
# Single-hand game: one missing card is worth about this many points of settlement.
SINGLE_HAND_CARD = 10.0


# Medium's rules made cheaper: discards are judged by how cards connect alone (no
# distance check of a shortlist; the rollouts are run by the thousand),
# and no opponent model (reading the log at every move costs more than it gains in
# a rollout). No noise, buys whenever buying helps, never forgets a lay-off: its
# choices do not depend on its seed.
ROLLOUT = Profile("rollout", noise=0.0, claim_rate=1.0, forget_lay_off=0.0, shortlist=1,
                  opponent_model=False, samples=0)  # fmt: skip


MEMO_LIMIT = 20_000
# A card's face by ``uid % 64`` (``uid & 63``), every joker the same: look-alike cards
# of different decks share a face, so a hand's sorted faces are its card faces.
_FACE = tuple(min(u, 52) for u in range(64))


class RolloutPolicy(HeuristicPlayer):
    """``ROLLOUT`` rules that remember each hand's distance to the contract.

    Rollouts of one decision replay the same hands again and again (every
    candidate starts from the same determinizations, and a hand is checked at
    each draw, discard and May I? offer), so answers are kept, keyed by the
    round and the hand's card faces (look-alike cards from different decks are
    the same for the distance). The answers are the solver's, so the play is
    exactly that of ``ROLLOUT`` without the memo.
    """

    def __init__(self, seed: int = 0) -> None:
        super().__init__(ROLLOUT, seed)
        self._memo = BoundedMemo(MEMO_LIMIT)

    def _distance(self, hand: list[Card], view: GameState, short: bool = False) -> int:
        face = _FACE
        key = (view.round_number, *sorted([face[c.uid & 63] for c in hand]))
        d = self._memo.get(key)
        if d is None:
            d = self._memo.keep(key, super()._distance(hand, view, short))
        return d


def rollout_policy(seed: int = 0) -> RolloutPolicy:
    """The policy every seat follows inside a rollout (see ``ROLLOUT``)."""
    return RolloutPolicy(seed)


def rollout(state: GameState, seat: int, policy: HeuristicPlayer, max_turns: int) -> float:
    """Play ``state`` (changed in place) forward; its value for ``seat`` (higher is better)."""
    deal = state.deals_played
    stop = state.turn_count + max_turns
    while True:
        if state.deals_played != deal or state.is_over:
            return round_value(state, seat)
        if state.phase == DRAW and state.turn_count >= stop:
            return estimate(state, seat)
        state.apply(policy.choose(state))


def round_value(state: GameState, seat: int) -> float:
    """The value for ``seat`` of the round just scored (see the module docstring)."""
    scores = state.round_scores[-1]
    mine = scores[seat] or 0
    others = [v for s, v in enumerate(scores) if s != seat and v is not None]
    mean = sum(others) / len(others) if others else 0.0
    if state.rules.single_hand:
        return mine - mean
    return mean - mine


def estimate(state: GameState, seat: int) -> float:
    """A round still in play, valued for ``seat`` as if it ended in the same spirit."""
    rules = state.rules
    seats = state.active_seats()
    if rules.single_hand:
        miss = {s: distance_to_contract(state.hands[s], rules, 1) for s in seats}
        others = [miss[s] for s in seats if s != seat]
        return SINGLE_HAND_CARD * (sum(others) / max(1, len(others)) - miss[seat])
    penalty = penalties(state)
    others = [penalty[s] for s in seats if s != seat]
    return sum(others) / max(1, len(others)) - penalty[seat]


def penalties(state: GameState) -> dict[int, float]:
    """Per active seat of a contract game still in play, the penalty points it is
    expected to end the round with (the estimate behind :func:`estimate`)."""
    rules = state.rules
    penalty = {}
    for s in state.active_seats():
        pts = hand_points(state.hands[s], rules)
        if state.down[s]:
            # Cards that fit the table will be laid off; the rest are what it risks.
            stuck = sum(rules.points[c.rank] for c in state.hands[s] if not fits_table(c, state))
            penalty[s] = DOWN_KEEPS * pts + (1 - DOWN_KEEPS) * stuck
        else:
            dist = distance_to_contract(state.hands[s], rules, state.round_number)
            penalty[s] = pts + MISSING_CARD * dist
    return penalty
