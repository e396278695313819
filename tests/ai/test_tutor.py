"""The tutor's rule (issue 28; the game review's too): a move is doubtful when its
expected loss passes the threshold and about two standard errors of the paired
difference."""

from __future__ import annotations

from continental_qt.ai.analysis import HINT, Analysis, Candidate, analyse
from continental_qt.ai.tutor import doubtful
from continental_qt.engine import Discard

from .positions import first_of_each_kind


def _candidate(uid: int, values: list[float]) -> Candidate:
    n = len(values)
    mean = sum(values) / n
    return Candidate(Discard(uid), "discard", -mean, mean, 0.0, n, values=tuple(values))


def _analysis(*candidates: Candidate) -> Analysis:
    ranked = sorted(candidates, key=lambda c: -c.edge)
    return Analysis(0, "discard", True, HINT, tuple(ranked))


def test_a_clear_loss_past_the_threshold_is_doubtful():
    best = _candidate(1, [10, 12, 8, 11, 9, 10, 12, 8])
    worse = _candidate(2, [2, 3, 1, 2, 2, 3, 1, 2])  # 8 points worse on every deal
    doubt = doubtful(_analysis(best, worse), Discard(2), threshold=3)
    assert doubt is not None and doubt.better is best
    assert abs(doubt.loss - 8.0) < 1e-9 and doubt.stderr < doubt.loss / 2


def test_no_doubt_under_the_threshold_or_inside_the_noise():
    best = _candidate(1, [10, 12, 8, 11, 9, 10, 12, 8])
    slightly = _candidate(2, [9, 11, 7, 10, 8, 9, 11, 7])  # one point worse, surely
    assert doubtful(_analysis(best, slightly), Discard(2), threshold=3) is None
    assert doubtful(_analysis(best, slightly), Discard(2), threshold=0.5) is not None
    noisy = _candidate(3, [30, -20, 25, -15, 28, -22, 10, -16])  # 7.5 worse, but noise
    assert doubtful(_analysis(best, noisy), Discard(3), threshold=3) is None


def test_the_best_move_and_an_unknown_move_are_never_doubtful():
    best = _candidate(1, [10, 12, 8, 11])
    worse = _candidate(2, [0, 1, 0, 1])
    analysis = _analysis(best, worse)
    assert doubtful(analysis, Discard(1), threshold=0) is None
    assert doubtful(analysis, Discard(99), threshold=0) is None


def test_on_a_real_analysis():
    state = first_of_each_kind("may-i", 2)["discard"]
    view = state.view(state.to_act)
    result = analyse(view, HINT, seed=3)
    assert doubtful(result, result.best.action, threshold=0) is None
    for c in result.candidates[1:]:
        doubt = doubtful(result, c.action, threshold=0)
        if doubt is not None:
            assert doubt.better is result.best and doubt.loss > 2 * doubt.stderr
