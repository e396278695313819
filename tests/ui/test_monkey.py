"""Random input on the real main window (``monkey.py``), each run in its own process:
no Python exception, no Qt critical message, no crash, no hang.

The default run's 2,000 gestures are four runs of 500 with seeds of their own, side by
side on one test worker: a run mostly waits (timers, the computer players' process), so
the four take less than half the time of one run of 2,000 (40 s against 90 s).

A failure prints the seed, the exceptions with the gestures before them, and the end of
the gesture journal; replay with ``python tests/ui/monkey.py --seed N --gestures M``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .harness_watch import run_script, run_scripts

MONKEY = Path(__file__).with_name("monkey.py")


#: The seeds of the default run's side-by-side runs, and the gestures of each.
SEEDS = (20261201, 20261202, 20261203, 20261204)
GESTURES = 500


def test_two_thousand_random_gestures(tmp_path):
    runs = [["--seed", str(seed), "--gestures", str(GESTURES)] for seed in SEEDS]
    journals = [tmp_path / f"j{seed}" for seed in SEEDS]
    outs = run_scripts(MONKEY, runs, journals, 600)
    assert len(SEEDS) * GESTURES == 2000
    for seed, out in zip(SEEDS, outs, strict=True):
        assert f"RESULT seed={seed} exceptions=0 qt_criticals=0" in out, out[-3000:]


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1])
def test_ten_thousand_random_gestures(tmp_path, seed):
    out = run_script(MONKEY, ["--seed", str(seed), "--gestures", "10000"], tmp_path / "j", 2400)
    assert "exceptions=0 qt_criticals=0" in out
