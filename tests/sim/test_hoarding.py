"""The simulator's hoarding figure (issue 25): per level, the share of losing hands holding
14 or more cards."""

from __future__ import annotations

import io
import json

from continental_qt.engine.events import EventKind
from continental_qt.engine.state import Event
from continental_qt.sim.cli import build_parser, run
from continental_qt.sim.hoarding import Hoarding


def _ended(winner, hands: dict[int, int]) -> Event:
    return Event(
        EventKind.ROUND_ENDED, winner, {"hands": {s: list(range(n)) for s, n in hands.items()}}
    )


def test_counts_losing_hands_only():
    h = Hoarding()
    kinds = ["medium", "easy", "medium"]
    h.add([_ended(0, {0: 0, 1: 14, 2: 13})], kinds)
    h.add([_ended(None, {0: 20, 1: 3, 2: 15})], kinds)  # ran out: every hand loses
    assert h.losing == {"easy": 2, "medium": 3}
    assert h.hoarded == {"easy": 1, "medium": 2}
    assert h.share("medium") == 2 / 3
    assert h.share("hard") is None


def test_simulator_prints_the_figure():
    args = build_parser().parse_args(
        ["--preset", "may-i", "--players", "3", "--games", "1", "--seed", "4",
         "--seats", "medium,easy,medium-v1", "--hoarding", "--json"]
    )  # fmt: skip
    out = io.StringIO()
    assert run(args, out) == 0
    figure = json.loads(out.getvalue())["hoarding"]
    assert set(figure) == {"medium", "easy", "medium-v1"}
    assert figure["easy"]["losing_hands"] >= 1
    assert 0 <= figure["medium"]["share"] <= 1
