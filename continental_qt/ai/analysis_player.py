"""``hard-analyse``: a hard player that plays from :func:`.analysis.analyse`.

A candidate for replacing the hard level (issue 25), registered for the simulator and
the ladder only until a fair measurement shows it is not weaker. At every decision with
more than one legal move it asks :func:`.analysis.analyse` at the ``PLAY`` budget for
every candidate, with its own rules' choice (hard's profile: medium's rules with the
keener buyer) named so that it is played on every deal, and plays the best candidate if
that beats its rules' choice on the same deals by more than a hurdle (``margin`` points
and ``z`` standard errors of the paired difference; two points and two standard errors
at tables of three or more, as hard's search found worth it), else its rules' choice.
Going out is always taken. Every decision is searched, May I? and the single-hand game
included: the rollouts now reach the end of the round, so a buy's later contract is
seen (hard's six-turn rollouts were not, and vetoed good buys).

Deterministic: the analysis's seed is drawn from the player's seeded generator.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine import GameState, GoOut
from ..engine.actions import Action
from .analysis import PLAY, Analysis, Budget, analyse, paired_lead
from .hard import HARD
from .player import HeuristicPlayer
from .rollout import rollout_policy


@dataclass(frozen=True)
class Hurdle:
    margin: float  # points the best candidate must beat the rules' choice by
    z: float  # ... and standard errors of the paired difference


TWO_PLAYERS = Hurdle(margin=1.0, z=1.0)
TABLE = Hurdle(margin=2.0, z=2.0)


class AnalysePlayer(HeuristicPlayer):
    """Hard's rules, overruled by the analysis when it is sure enough (see above)."""

    def __init__(self, seed: int = 0, budget: Budget = PLAY) -> None:
        super().__init__(HARD, seed)
        self.name = "hard-analyse"
        self.budget = budget
        # One rollout policy for the player's life: its memo of distances carries over
        # from decision to decision (it does not change any answer).
        self.policy = rollout_policy()
        self.stop: Callable[[], bool] | None = None  # cooperative cancelling (service.decide)

    def _decide(self, view: GameState, seat: int, legal: list[Action]) -> Action:
        for a in legal:
            if isinstance(a, GoOut):
                return a
        choice = super()._decide(view, seat, legal)
        result = analyse(
            view,
            self.budget,
            self.rng.randrange(1 << 30),
            [choice],
            policy=self.policy,
            stop=self.stop,
        )
        hurdle = TABLE if len(view.active_seats()) > 2 else TWO_PLAYERS
        return overrule(result, choice, hurdle)


def overrule(result: Analysis, choice: Action, hurdle: Hurdle) -> Action:
    """``result``'s best move when it beats ``choice`` (a candidate of ``result``) on the
    same deals by more than ``hurdle``, else ``choice``: the one rule by which both
    ``hard-analyse`` and the coach's hints (:mod:`.hints`) let the analysis overrule the
    rules of thumb."""
    mine = result.of(choice)
    best = result.best
    if mine is None or best is mine:
        return choice
    lead, se = paired_lead(mine, best)
    if lead > hurdle.margin and lead > hurdle.z * se:
        return best.action
    return choice
