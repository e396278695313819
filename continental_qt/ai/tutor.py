"""The tutor's rule (issue 28), also the game review's: is a move doubtful?

A move is doubtful when the analysis's best candidate is expected to do better than it
by more than the ``threshold`` the player set AND by about two standard errors of the
paired difference (both measured on the same deals, :func:`.analysis.paired_lead`): a
lead inside the noise of eight deals is no reason to stop anyone.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import Action
from .analysis import Analysis, Candidate, paired_lead

# How many standard errors of the paired difference a loss must pass.
Z = 2.0


@dataclass(frozen=True)
class Doubt:
    """``better`` is expected to gain ``loss`` points more than the move (edge points,
    ``stderr`` the paired difference's standard error)."""

    better: Candidate
    loss: float
    stderr: float


def doubtful(analysis: Analysis, chosen: Action, threshold: float, z: float = Z) -> Doubt | None:
    """The better move and the expected loss when ``chosen`` loses more than
    ``threshold`` points and ``z`` standard errors against the best candidate, else None
    (also when ``chosen`` is not among the candidates: name it to ``analyse``)."""
    mine = analysis.of(chosen)
    if mine is None or not analysis.candidates:
        return None
    best = analysis.best
    if best is mine:
        return None
    loss, se = paired_lead(mine, best)
    if loss > threshold and loss > z * se:
        return Doubt(best, loss, se)
    return None
