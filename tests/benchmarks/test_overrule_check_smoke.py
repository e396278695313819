"""The overrule check runs and reports: a hint that overrules hard's rules is played
again on fresh deals (a few positions, a few deals)."""

from __future__ import annotations

import json

import overrule_check


def test_an_overrule_is_played_again_on_fresh_deals(capsys):
    res = overrule_check.run(14, seed=61, deals=4)
    assert res["positions"] == 12  # continental-15's positions are left out
    (row,) = res["overruled"]  # this seed's one overrule among those positions
    assert row["lead"] > 0  # it cleared the hurdle at the hint
    assert row["fresh_se"] >= 0
    text = overrule_check.format_report(res)
    assert "1 overruled" in text and "fresh deals" in text
    json.dumps(res)


def test_summary_counts_the_ways_an_overrule_can_turn_out():
    rows = [
        {"kind": "discard", "lead": 10.0, "se": 2.0, "fresh_lead": 5.0, "fresh_se": 1.0},
        {"kind": "discard", "lead": 8.0, "se": 2.0, "fresh_lead": 0.5, "fresh_se": 1.0},
        {"kind": "go_down", "lead": 12.0, "se": 3.0, "fresh_lead": -4.0, "fresh_se": 1.0},
    ]
    s = overrule_check.summary(rows)
    assert s["overruled"] == 3 and s["mean_lead"] == 10.0
    assert (s["fresh_above_zero"], s["fresh_above_2se"], s["fresh_below_2se"]) == (2, 1, 1)
    assert overrule_check.summary([]) == {"overruled": 0}


def test_bad_arguments_are_refused(capsys):
    import pytest

    with pytest.raises(SystemExit):
        overrule_check.main(["--deals", "1"])
    assert "--deals" in capsys.readouterr().err
