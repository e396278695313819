"""The coach's hint (issue 28): the best move for a seat's own view, the options ranked
and why, as facts (codes and numbers, no words: ``ui/texts/hints.py`` words them).

:func:`hint` answers from the seat's view only (``state.view(seat)``): hidden cards are
not in it, so a hint can never use a card the player may not see. Its move is chosen as
``hard-analyse`` chooses (:func:`.analysis_player.overrule`): hard's rules of thumb
(``HINT_RULES``) give a move, :func:`.analysis.analyse` at the ``HINT`` budget weighs
every candidate with that move named, and the analysis's best replaces it only when it
is ahead on the same deals by the hurdle (two points and two standard errors of the
paired difference, ``HURDLE``): eight deals are too few to trust a small lead. The
simulator's ``coach`` level (:class:`CoachPlayer`) plays every hint through this same
function and budget.

Its randomness is its own: the analysis's seed is derived from the position (what the
view shows, :func:`position_key`) and a hint seed, never from the game's or a computer
player's generator, so asking for hints changes nothing else in a game.

The facts (:class:`Fact`, ``code`` and ``data``; cards as uids, so the text can name
them):

- ``missing``: the hand the move leaves lacks ``cards`` cards to go down (or, in the
  single-hand game, to go out); ``needs``: the missing places of the closest
  arrangement (:func:`..engine.closest.closest_arrangement`; none in the single-hand
  game), each ``(rank, suit, unseen)`` (suit -1: any suit, for a set) with how many
  copies the player has not seen (in the stock or in other hands); ``outs``: every
  card that would bring it closer, each ``(uid, unseen)``, most unseen first.
- ``take``: drawing: the discard ``card`` would bring the contract ``closer`` cards
  closer (0: it does not help).
- ``buy``: May I? (and first refusal): the ``card`` brings the contract ``closer`` cards
  closer (about as many turns of drawing saved); ``risk``: the penalty points it adds to
  the hand if the round ends before going down (the card and an average unseen penalty
  card; ``penalty_card`` is 0 for first refusal, which costs none); ``hand_points``: the
  hand's points now.
- ``discard``: the ``card`` discarded; ``next_seat`` the player after, ``next_wants``
  whether that player picked up or bought cards it goes with (``next_took``: those
  cards); ``lay_off``: a player who has gone down could lay it off on the table
  (``down_seats``).
- ``go_down``: going down now (``now``) or waiting; ``left``: cards it leaves in hand,
  ``points`` their penalty points.
- ``lay_off``: the move lays ``card`` off (or swaps it for a wild).
- ``go_out``: the move ends the round.
- ``value``: the move's expected ``points`` this round (``lower_is_better`` says which
  way they count) and ``gap``: how far ahead of the next-best option it is.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine import (
    Card,
    Claim,
    Discard,
    GameState,
    GoDown,
    GoOut,
    LayOff,
    SwapWild,
    TakeDiscard,
    is_wild,
)
from ..engine.actions import Action
from ..engine.closest import closest_arrangement
from ..engine.scoring import hand_points
from ..engine.state import DRAW, FIRST_REFUSAL, MAY_I
from .analysis import HINT, Analysis, Budget, analyse, decision_kind
from .analysis_player import TABLE, Hurdle, overrule
from .evaluate import distance, fits_table
from .hard import HARD
from .knowledge import opponent_model, unseen_cards
from .player import HeuristicPlayer
from .rollout import RolloutPolicy, rollout_policy
from .single_hand import SingleHandPlayer

# How far the analysis's best must lead the rules' move, on the same deals, to replace
# it: two points and two standard errors of the paired difference at any table. HINT
# deals half of PLAY's deals, so its means are noisier and the best of many candidates
# is more often a lucky one: the first coach, with hard-analyse's two-player hurdle (one
# point, one standard error), lost 45% of 20 games to medium-v1 with a mean of 168
# against 119 (seed 21000; docs/ai.md).
HURDLE: Hurdle = TABLE

# The rules of thumb a hint keeps unless the analysis overrules them: hard's, but going
# down as hard did when the coach's strength was measured (the arrangement leaving the
# fewest points; hard now keeps cards it can shed). The coach moves to hard's going down
# once it has been measured again with it (docs/ai.md).
HINT_RULES = replace(HARD, go_down_to_shed=False)

# Outs listed in a ``missing`` fact at most (most unseen copies first).
MAX_OUTS = 6


@dataclass(frozen=True)
class Fact:
    """One reason, as a code and its numbers (see the module docstring)."""

    code: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Option:
    """A candidate move, ranked: ``points`` its expected score this round (the game's
    points and direction), ``gap`` how much less it is expected to gain than the hinted
    move (edge points; 0 for the hinted move itself), ``stderr`` and ``samples`` as the
    analysis's."""

    action: Action
    kind: str
    points: float
    gap: float
    stderr: float
    samples: int


@dataclass(frozen=True)
class Hint:
    seat: int
    decision: str  # one of analysis.DECISIONS
    action: Action  # the move to play
    options: tuple[Option, ...]  # the hinted move first, then the rest by edge
    facts: tuple[Fact, ...]
    lower_is_better: bool
    key: str  # the position it answers (position_key)
    analysis: Analysis | None = field(default=None, repr=False, compare=False)


def position_key(view: GameState) -> str:
    """A short, stable name of the position as the view shows it (the same on any
    machine: no ``hash()``). Hidden cards are not in a view, so they cannot change it."""
    seat = view.viewer
    parts = (
        view.n,
        seat,
        view.round_number,
        view.deals_played,
        view.turn_count,
        view.phase,
        view.to_act,
        len(view.round_log()),
        tuple(sorted(c.uid for c in view.hands[seat])) if seat is not None else (),
        tuple(c.uid for c in view.discard),
        tuple(tuple(c.uid for c in m.cards) for m in view.melds),
        tuple(len(h) for h in view.hands),
        tuple(view.totals),
        tuple(view.down),
        tuple(view.buys),
    )
    return hashlib.blake2b(repr(parts).encode(), digest_size=8).hexdigest()


def hint_seed(key: str, seed: int) -> int:
    """The analysis's seed for the position ``key`` and the hint seed ``seed``."""
    digest = hashlib.blake2b(f"{key}:{seed}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 34  # 30 bits, like a player's draws


def hint(
    view: GameState,
    seat: int | None = None,
    seed: int = 0,
    budget: Budget = HINT,
    named: Iterable[Action] = (),
    policy: RolloutPolicy | None = None,
    stop: Callable[[], bool] | None = None,
) -> Hint:
    """The hint for ``seat`` (default: the view's seat) in its view ``view``.

    ``named``: moves the analysis must weigh on every deal (the tutor's: the move the
    player is about to make). ``policy``: a rollout policy to share its memo (changes no
    answer); ``stop``: cooperative cancelling (:func:`.analysis.analyse` raises
    ``Cancelled``). Deterministic: the same view, seed and budget give the same hint.
    """
    seat = view.viewer if seat is None else seat
    if not view.is_view or view.viewer != seat or view.to_act != seat:
        raise ValueError("a hint needs the view of the seat to act (state.view(seat))")
    key = position_key(view)
    analysis_seed = hint_seed(key, seed)
    legal = view.legal_actions()
    decision = decision_kind(view, legal)
    lower = not view.rules.single_hand
    named = list(named)
    if len(legal) == 1 and not named:
        move = legal[0]
        return Hint(seat, decision, move, (), _facts(view, seat, move, None), lower, key)
    rules_choice = rules_move(view, seat, legal, analysis_seed)
    going_out = rules_choice if isinstance(rules_choice, GoOut) else None
    result = analyse(view, budget, analysis_seed, [rules_choice, *named], policy=policy, stop=stop)
    move = going_out if going_out is not None else overrule(result, rules_choice, HURDLE)
    options = _options(result, move)
    return Hint(seat, decision, move, options, _facts(view, seat, move, result), lower, key, result)


def rules_move(view: GameState, seat: int, legal: list[Action], seed: int) -> Action:
    """Hard's rules of thumb's move among ``legal`` (more than one), the one a hint keeps
    unless the analysis overrules it: going out whenever it is offered, the single-hand
    game's best-paying going out included."""
    if view.rules.single_hand:
        return SingleHandPlayer(seed).decide(view, seat, legal)
    going_out = next((a for a in legal if isinstance(a, GoOut)), None)
    return going_out or HeuristicPlayer(HINT_RULES, seed)._decide(view, seat, legal)


def _options(result: Analysis, move: Action) -> tuple[Option, ...]:
    chosen = result.of(move)
    assert chosen is not None  # it was named
    ranked = [chosen] + [c for c in result.candidates if c is not chosen]
    return tuple(
        Option(c.action, c.kind, c.points, chosen.edge - c.edge, c.stderr, c.samples)
        for c in ranked
    )


# -------------------------------------------------------------------- the facts
def _facts(view: GameState, seat: int, move: Action, result: Analysis | None) -> tuple[Fact, ...]:
    hand = list(view.hands[seat])
    rules = view.rules
    facts: list[Fact] = []
    top = view.discard[-1] if view.discard else None
    down = view.down[seat] and not rules.single_hand
    if view.phase == DRAW and top is not None and not down:
        facts.append(Fact("take", {"card": top.uid, "closer": _closer(hand, top, view)}))
    if view.phase in (MAY_I, FIRST_REFUSAL) and top is not None:
        facts.append(_buy_fact(view, seat, hand, top))
    if isinstance(move, GoOut):
        facts.append(Fact("go_out", {}))
    elif isinstance(move, GoDown):
        used = {u for m in move.melds for u in m.cards}
        left = [c for c in hand if c.uid not in used]
        facts.append(
            Fact("go_down", {"now": True, "left": len(left), "points": hand_points(left, rules)})
        )
    elif isinstance(move, (LayOff, SwapWild)):
        facts.append(Fact("lay_off", {"card": move.card}))
    elif isinstance(move, Discard):
        if decision_kind(view) == "go_down":
            waiting = {"now": False, "left": len(hand), "points": hand_points(hand, rules)}
            facts.append(Fact("go_down", waiting))
        facts.append(_discard_fact(view, seat, move.card))
    if not down and not isinstance(move, (GoOut, GoDown)):
        missing = _missing_fact(view, seat, _hand_after(hand, move, top))
        if missing is not None:
            facts.append(missing)
    if result is not None and result.candidates:
        facts.append(_value_fact(result, move))
    return tuple(facts)


def _hand_after(hand: list[Card], move: Action, top: Card | None) -> list[Card]:
    """The hand the move leaves, as far as the view knows (a stock card is unknown)."""
    if isinstance(move, Discard):
        return [c for c in hand if c.uid != move.card]
    if isinstance(move, (TakeDiscard, Claim)) and top is not None:
        return hand + [top]
    return hand


def _closer(hand: list[Card], card: Card, view: GameState) -> int:
    return max(0, distance(hand, view) - distance(hand + [card], view))


def _buy_fact(view: GameState, seat: int, hand: list[Card], card: Card) -> Fact:
    rules = view.rules
    unseen = unseen_cards(view, seat)
    penalty = 0.0
    if view.phase == MAY_I and unseen:
        penalty = sum(rules.points[c.rank] for c in unseen) / len(unseen)
    card_points = rules.points[card.rank]
    return Fact(
        "buy",
        {
            "card": card.uid,
            "closer": _closer(hand, card, view),
            "risk": round(card_points + penalty),
            "penalty_card": round(penalty),
            "hand_points": hand_points(hand, rules),
        },
    )


def _discard_fact(view: GameState, seat: int, uid: int) -> Fact:
    card = Card(uid)
    nxt = view.next_seat(seat)
    model = opponent_model(view, seat, HINT_RULES.model_by_contract)
    took = [
        u
        for kind, who, u in view.round_log()
        if who == nxt and kind in ("take", "buy") and isinstance(u, int)
    ]
    wants = model.wants(nxt, card.rank, card.suit) > 0 if card.rank else bool(took)
    downs = tuple(s for s in view.active_seats() if s != seat and view.down[s])
    fits = bool(downs) and fits_table(card, view)
    return Fact(
        "discard",
        {
            "card": uid,
            "next_seat": nxt,
            "next_wants": wants,
            "next_took": tuple(took) if wants else (),
            "lay_off": fits,
            "down_seats": downs if fits else (),
        },
    )


def _missing_fact(view: GameState, seat: int, hand: list[Card]) -> Fact | None:
    """The cards the hand still lacks, those of the closest arrangement and every card
    that would help, each with the copies the seat has not seen."""
    cards = distance(hand, view)
    if cards == 0:
        return None
    rules = view.rules
    copies: Counter = Counter()
    first: dict[tuple[int, int], int] = {}
    for c in unseen_cards(view, seat):
        if c.rank == 0 or is_wild(c, rules):
            continue
        face = (c.rank, c.suit)
        copies[face] += 1
        first.setdefault(face, c.uid)
    outs = [
        (first[face], n)
        for face, n in sorted(copies.items(), key=lambda kv: (-kv[1], kv[0]))
        if distance(hand + [Card(first[face])], view) < cards
    ]
    needs: list[tuple[int, int, int]] = []
    partial = None if rules.single_hand else closest_arrangement(hand, rules, view.round_number)
    if partial is not None:
        for rank, suit in dict.fromkeys(partial.needs):
            if suit is None:
                n = sum(k for (r, _s), k in copies.items() if r == rank)
                needs.append((rank, -1, n))
            else:
                needs.append((rank, suit, copies.get((rank, suit), 0)))
    return Fact("missing", {"cards": cards, "needs": tuple(needs), "outs": tuple(outs[:MAX_OUTS])})


def _value_fact(result: Analysis, move: Action) -> Fact:
    """The move's expected points and its lead over the next best move among those
    played on every deal (a candidate dropped after the screen's few deals says little)."""
    chosen = result.of(move)
    assert chosen is not None
    full = max(c.samples for c in result.candidates)
    others = [c.edge for c in result.candidates if c is not chosen and c.samples == full]
    others = others or [c.edge for c in result.candidates if c is not chosen]
    gap = chosen.edge - max(others) if others else 0.0
    return Fact(
        "value",
        {"points": chosen.points, "gap": gap, "lower_is_better": result.lower_is_better},
    )


class CoachPlayer:
    """The simulator's ``coach`` level: plays every hint (:func:`hint` at ``HINT``), the
    hint seed being its own seed, so it picks what the Hint button would show."""

    sees_all = False

    def __init__(self, seed: int = 0, budget: Budget = HINT) -> None:
        self.name = "coach"
        self.seed = seed
        self.budget = budget
        self.rng = None  # no generator of its own: every hint seeds itself
        # One rollout policy for the player's life, for its memo (changes no answer).
        self.policy = rollout_policy()

    def choose(self, view: GameState) -> Action:
        return hint(view, view.to_act, self.seed, self.budget, policy=self.policy).action
