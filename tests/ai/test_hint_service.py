"""The hint lane's worker code (issue 28): answers a request with the hint, and gives up
cooperatively, between deals, when a newer request came."""

from __future__ import annotations

from dataclasses import dataclass

from continental_qt.ai import service
from continental_qt.ai.hint_service import HintRequest, answer
from continental_qt.ai.hints import hint
from continental_qt.ai.tutor import doubtful

from .positions import first_of_each_kind


@dataclass
class Latest:
    """A stand-in for the shared id: changes to ``then`` after ``reads`` reads."""

    now: int
    then: int
    reads: int

    @property
    def value(self) -> int:
        self.reads -= 1
        return self.now if self.reads >= 0 else self.then


def _request(request_id: int = 3) -> HintRequest:
    state = first_of_each_kind("may-i", 2)["discard"]
    return HintRequest(request_id, state.view(state.to_act), state.to_act, seed=6)


def test_the_answer_is_the_hint():
    request = _request()
    reply = answer(request, Latest(3, 3, 1000))
    assert not reply.cancelled and reply.error is None
    assert reply.hint == hint(request.view, request.seat, 6)
    # and it crosses the pipe whole
    assert service.loads(service.dumps(reply)).hint == reply.hint


def test_a_newer_request_stops_the_analysis_between_deals():
    assert answer(_request(3), Latest(4, 4, 0)).cancelled  # replaced before it started
    latest = Latest(3, 4, 3)  # replaced while its deals are played
    reply = answer(_request(3), latest)
    assert reply.cancelled and reply.hint is None and reply.error is None
    assert latest.reads < 0  # it asked again after the change, and stopped there


def test_an_error_is_reported_not_raised():
    request = _request()
    bad = HintRequest(1, request.view, (request.seat + 1) % 2)  # not the seat to act
    reply = answer(bad)
    assert reply.error and reply.error.startswith("ValueError") and not reply.cancelled


def test_the_tutors_move_is_weighed_on_every_deal():
    request = _request()
    legal = request.view.legal_actions()
    plain = answer(request).hint
    move = plain.options[-1].action  # the worst ranked
    tutor = HintRequest(4, request.view, request.seat, "tutor", seed=6, named=(move,))
    reply = answer(tutor)
    mine = reply.hint.analysis.of(move)
    assert move in legal and mine.samples == reply.hint.analysis.budget.deals
    doubt = doubtful(reply.hint.analysis, move, threshold=0)
    if doubt is not None:
        assert doubt.better is reply.hint.analysis.best
