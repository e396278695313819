"""One analysis of every decision: each candidate move with its expected value.

:func:`analyse` answers, for the seat to act in a view (``state.view(seat)``), what each
of its moves for the decision in front of it (one engine action) is worth, so that a
hint, a review of a finished game and a searching player all read the same numbers
(STYLE.md principle 12). It covers every decision of every preset:

- **draw** (draw from the stock, take the discard, and going out before drawing in the
  single-hand game), **May I?** (claim or pass) and **first refusal** (take or pass);
- **go down** now with each arrangement that leaves different cards in hand
  (:func:`.arrangements.go_down_options`), or wait (each distinct discard);
- once down, **each lay-off and wild swap**, or holding them back (each distinct discard);
- **going out** in the single-hand game, or not (each distinct discard);
- **every distinct discard**: look-alike cards (the same rank and suit from different
  decks, a second joker) are one candidate.

How: ``budget.deals`` full deals consistent with the view are dealt once
(:class:`.determinize.Dealer`, each opponent's hand weighted by what its play says it
holds), and every candidate is applied to each of the *same* deals (common random
numbers, so differences between candidates are not drowned by the luck of the deal)
and played out by the rollout policy (:mod:`.rollout`, a cheap form of medium's rules
for every seat) to the end of the round, or for ``budget.turns`` turns and then valued
by :func:`.rollout.estimate` / :func:`.rollout.penalties`. Every candidate is played on
the first ``budget.screen`` deals; then only the ``budget.keep`` best (by mean edge) and
every candidate the caller named go on to the rest, so a review can always score the
move a person made on every deal.

Values (:class:`Candidate`): ``points`` is the seat's expected score for this round in
the game's own points and direction (penalty points in the May I? family: lower is
better; the settlement in the single-hand game: higher is better; see
``Analysis.lower_is_better``); ``edge`` is the seat's expected advantage over the
opponents' average for the round (their mean penalty minus its own; its settlement
minus theirs), higher is better, the ranking key, with ``stderr`` its standard error and
``samples`` the deals it was played on.

Deterministic: the deals come from ``random.Random(seed)`` and the rollout policy has
no randomness of its own, so the same view, budget and seed give the same answer on any
machine, under any load. The budget counts deals, never seconds; a caller that wants a
time cap keeps it outside. No global state: the policy (with its memo of distances)
lives for one call unless the caller passes its own.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from ..engine import (
    Claim,
    Discard,
    DrawStock,
    GameState,
    GoDown,
    GoOut,
    IllegalMove,
    LayOff,
    Pass,
    SwapWild,
    TakeDiscard,
)
from ..engine.actions import Action
from ..engine.state import DRAW, FIRST_REFUSAL, MAY_I
from ..engine.state import PLAY as PLAY_PHASE
from .arrangements import go_down_options, going_out_options, left_in_hand
from .determinize import Dealer
from .rollout import RolloutPolicy, penalties, rollout, rollout_policy, round_value

# A rollout "to the end of the round": the engine's turn limit ends any round sooner.
TO_THE_END = 1 << 30


@dataclass(frozen=True)
class Budget:
    """How much an analysis may do, counted in deals and rollouts, never in seconds."""

    name: str
    deals: int  # determinized deals, shared by every candidate
    screen: int  # deals every candidate is played on before the weak ones are dropped
    keep: int  # candidates played on every deal (the best after screening; named ones too)
    turns: int | None  # rollout turns before the estimate; None: to the end of the round
    go_downs: int = 6  # arrangements of going down considered (fewest points left first)


# The named budgets (docs/ai.md has their measured cost). PLAY: a searching player's
# decision; HINT: the coach at the table (target: p95 <= 500 ms, benchmarks/
# analyse_bench.py); REVIEW: a finished game, offline, every candidate on more deals.
PLAY = Budget("play", deals=16, screen=4, keep=3, turns=None)
HINT = Budget("hint", deals=8, screen=2, keep=3, turns=None)
REVIEW = Budget("review", deals=64, screen=16, keep=6, turns=None, go_downs=8)
BUDGETS = {b.name: b for b in (PLAY, HINT, REVIEW)}

# Decision kinds (``Analysis.decision``), and the kind of each candidate move.
DECISIONS = ("draw", "may_i", "first_refusal", "go_down", "lay_off", "go_out", "discard")
_MOVE_KINDS = {
    DrawStock: "draw",
    TakeDiscard: "take",
    Claim: "claim",
    Pass: "pass",
    GoDown: "go_down",
    LayOff: "lay_off",
    SwapWild: "swap",
    Discard: "discard",
    GoOut: "go_out",
}


class Cancelled(Exception):
    """An analysis given up because its ``stop`` said so."""


@dataclass(frozen=True)
class Candidate:
    """One move with what it is worth (see the module docstring for the units)."""

    action: Action
    kind: str  # draw, take, claim, pass, go_down, lay_off, swap, discard or go_out
    points: float  # expected score this round, in the game's own points and direction
    edge: float  # expected advantage over the opponents' average, higher is better
    stderr: float  # standard error of ``edge``
    samples: int  # deals it was played on
    named: bool = False  # the caller asked for it
    values: tuple[float, ...] = field(default=(), repr=False, compare=False)  # edge per deal


@dataclass(frozen=True)
class Analysis:
    seat: int
    decision: str  # one of DECISIONS
    lower_is_better: bool  # for ``points``: penalty points (True) or a settlement (False)
    budget: Budget
    candidates: tuple[Candidate, ...]  # best first: those played on every deal, by edge
    hand: tuple = field(default=(), repr=False, compare=False)  # the seat's cards

    @property
    def best(self) -> Candidate:
        return self.candidates[0]

    def of(self, action: Action) -> Candidate | None:
        """The candidate standing for ``action`` (the same move, or a look-alike card's)."""
        for c in self.candidates:
            if c.action == action:
                return c
        key = _move_key(action, self.hand)
        for c in self.candidates:
            if _move_key(c.action, self.hand) == key:
                return c
        return None


def decision_kind(view: GameState, legal: Sequence[Action] | None = None) -> str:
    """What the seat to act is deciding (one of ``DECISIONS``)."""
    phase = view.phase
    if phase == DRAW:
        return "draw"
    if phase == MAY_I:
        return "may_i"
    if phase == FIRST_REFUSAL:
        return "first_refusal"
    if phase != PLAY_PHASE:
        raise ValueError(f"no decision in phase {phase!r}")
    legal = view.legal_actions() if legal is None else legal
    types = {type(a) for a in legal}
    if GoOut in types:
        return "go_out"
    if GoDown in types:
        return "go_down"
    if LayOff in types or SwapWild in types:
        return "lay_off"
    return "discard"


def _move_key(action: Action, hand: Sequence) -> tuple:
    """Moves with the same key are the same choice: look-alike cards (same rank and suit)
    are interchangeable, and arrangements of going down that leave the same faces too."""
    face = {c.uid: (c.rank, c.suit) for c in hand}
    if isinstance(action, Discard):
        return ("discard", face.get(action.card, action.card))
    if isinstance(action, LayOff):
        return ("lay_off", face.get(action.card, action.card), action.meld, action.end)
    if isinstance(action, SwapWild):
        card = face.get(action.card, action.card)
        return ("swap", card, action.meld, action.target, action.end)
    if isinstance(action, GoDown):
        return ("go_down", left_in_hand(list(hand), action))
    return ("move", action)


def candidate_moves(
    view: GameState, named: Iterable[Action] = (), go_downs: int = 6
) -> list[Action]:
    """The moves :func:`analyse` weighs for the seat to act: every distinct legal move,
    with going down as the arrangements that leave different cards in hand
    (:func:`.arrangements.go_down_options`, in place of the one ``legal_actions`` lists),
    and each of ``named`` standing in for its look-alike (added if not listed). Whether
    the engine accepts each arrangement is :func:`analyse`'s to check."""
    seat = view.to_act
    if seat is None:
        raise ValueError("nobody is to act")
    hand = view.hands[seat]
    legal = view.legal_actions()
    moves: list[Action] = []
    if any(isinstance(a, GoDown) for a in legal):
        # The arrangements of the best-arrangement search stand for going down: the one
        # ``legal_actions`` lists is the solver's first found, which may depend on what
        # its cache was asked before (and so on the process's history).
        options = go_down_options(view, seat, go_downs)
        if options:
            moves.extend(options)
            legal = [a for a in legal if not isinstance(a, GoDown)]
    if any(isinstance(a, GoOut) for a in legal):
        moves.extend(going_out_options(view, seat))
    moves.extend(legal)
    by_key: dict[tuple, Action] = {}
    for a in moves:
        by_key.setdefault(_move_key(a, hand), a)
    for a in named:
        by_key[_move_key(a, hand)] = a
    return list(by_key.values())


def analyse(
    view: GameState,
    budget: Budget | None = None,
    seed: int = 0,
    candidates: Iterable[Action] | None = None,
    policy: RolloutPolicy | None = None,
    stop: Callable[[], bool] | None = None,
) -> Analysis:
    """Every candidate for the decision in front of the seat to act, with its value.

    ``view`` is that seat's view (``state.view(seat)``); ``budget`` one of ``PLAY``,
    ``HINT`` (the default) and ``REVIEW`` or a :class:`Budget` of one's own; ``seed``
    fixes the deals; ``candidates`` names moves that must be among the results (a
    person's move in a review): each is played on every deal. A named move the engine
    refuses raises ``IllegalMove``. ``policy`` (a :func:`.rollout.rollout_policy`) may be
    passed to share its memo between calls of one game (its memo is keyed by round and
    cards, not by rule set); it does not change the answer. ``stop``, if given, is asked
    before each deal is played: when it answers True the analysis raises
    :class:`Cancelled` (cooperative cancelling: the hint worker's request was replaced).
    """
    budget = HINT if budget is None else budget
    seat = view.to_act
    if seat is None or not view.is_view or view.viewer != seat:
        raise ValueError("analyse needs the view of the seat to act (state.view(seat))")
    named = list(candidates or ())
    hand = tuple(view.hands[seat])
    named_keys = {_move_key(a, hand) for a in named}
    moves = candidate_moves(view, named, budget.go_downs)
    policy = policy or rollout_policy()
    rng = random.Random(seed)
    dealer = Dealer(view)
    worlds = [dealer.deal(rng) for _ in range(max(1, budget.deals))]
    moves = _legal_only(moves, worlds[0], named_keys, hand)
    if not any(isinstance(a, GoDown) for a in moves):
        # Every arrangement searched leaves a hand the rules refuse (Liverpool's last
        # round): the engine's listed one is legal.
        moves = [a for a in view.legal_actions() if isinstance(a, GoDown)][:1] + moves
    # Named moves and going out (it ends the round: no rollout to pay for) are played on
    # every deal.
    is_named = [_move_key(a, hand) in named_keys for a in moves]
    kept = [n or isinstance(a, GoOut) for n, a in zip(is_named, moves)]
    turns = TO_THE_END if budget.turns is None or view.rules.single_hand else budget.turns
    points: list[list[float]] = [[] for _ in moves]
    edges: list[list[float]] = [[] for _ in moves]
    active = list(range(len(moves)))
    screen = min(max(1, budget.screen), len(worlds))
    for d, world in enumerate(worlds):
        if stop is not None and stop():
            raise Cancelled
        if d == screen and len(active) > budget.keep:
            active = _survivors(edges, kept, budget.keep)
        for i in active:
            p, e = _play_out(world, moves[i], seat, policy, turns)
            points[i].append(p)
            edges[i].append(e)
    found = [_candidate(moves[i], points[i], edges[i], is_named[i]) for i in range(len(moves))]
    order = sorted(range(len(found)), key=lambda i: (-found[i].samples, -found[i].edge, i))
    return Analysis(
        seat=seat,
        decision=decision_kind(view),
        lower_is_better=not view.rules.single_hand,
        budget=budget,
        candidates=tuple(found[i] for i in order),
        hand=hand,
    )


def _legal_only(
    moves: list[Action], world: GameState, named_keys: set[tuple], hand: Sequence
) -> list[Action]:
    """``moves`` the engine accepts (tried on a copy of one deal); a refused named move
    raises, a refused arrangement of going down (one the rules do not let the seat hold
    what it leaves) is dropped."""
    out = []
    for a in moves:
        try:
            world.clone().apply(a)
        except IllegalMove:
            if _move_key(a, hand) in named_keys:
                raise
            continue
        out.append(a)
    return out


def _survivors(edges: list[list[float]], kept: list[bool], keep: int) -> list[int]:
    """Indices of the ``keep`` best candidates by mean edge so far, and of every one
    ``kept`` says to keep."""
    means = [sum(v) / len(v) for v in edges]
    ranked = sorted(range(len(edges)), key=lambda i: (-means[i], i))
    best = set(ranked[:keep])
    return [i for i in range(len(edges)) if i in best or kept[i]]


def _play_out(
    world: GameState, action: Action, seat: int, policy: RolloutPolicy, turns: int
) -> tuple[float, float]:
    """(points, edge) for ``seat`` of playing ``action`` on a copy of ``world``."""
    g = world.clone()
    deal = g.deals_played
    g.apply(action)
    if g.deals_played == deal and not g.is_over:
        rollout(g, seat, policy, turns)
    if g.deals_played != deal or g.is_over:
        return float(g.round_scores[-1][seat] or 0), round_value(g, seat)
    # Stopped before the end of the round (``budget.turns``): the estimate.
    penalty = penalties(g)
    others = [v for s, v in penalty.items() if s != seat]
    mine = penalty[seat]
    return mine, sum(others) / max(1, len(others)) - mine


def _candidate(action: Action, points: list[float], edges: list[float], named: bool) -> Candidate:
    n = len(edges)
    mean = sum(edges) / n
    var = sum((e - mean) ** 2 for e in edges) / (n - 1) if n > 1 else 0.0
    return Candidate(
        action=action,
        kind=_MOVE_KINDS.get(type(action), "move"),
        points=sum(points) / n,
        edge=mean,
        stderr=math.sqrt(var / n),
        samples=n,
        named=named,
        values=tuple(edges),
    )


def paired_lead(a: Candidate, b: Candidate) -> tuple[float, float]:
    """(how much ``b``'s edge beats ``a``'s on the deals both were played on, the
    standard error of that paired difference)."""
    n = min(len(a.values), len(b.values))
    if n == 0:
        return 0.0, math.inf
    diffs = [y - x for x, y in zip(a.values[:n], b.values[:n])]
    lead = sum(diffs) / n
    if n < 2:
        return lead, math.inf
    var = sum((d - lead) ** 2 for d in diffs) / (n - 1)
    return lead, math.sqrt(var / n)
