"""Random input on the real main window (``monkey.py``), each run in its own process:
no Python exception, no Qt critical message, no crash, no hang.

A failure prints the seed, the exceptions with the gestures before them, and the end of
the gesture journal; replay with ``python tests/ui/monkey.py --seed N --gestures M``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .harness_watch import run_script

MONKEY = Path(__file__).with_name("monkey.py")


def test_two_thousand_random_gestures(tmp_path):
    out = run_script(MONKEY, ["--seed", "20261201", "--gestures", "2000"], tmp_path / "j", 600)
    assert "exceptions=0 qt_criticals=0" in out


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1])
def test_ten_thousand_random_gestures(tmp_path, seed):
    out = run_script(MONKEY, ["--seed", str(seed), "--gestures", "10000"], tmp_path / "j", 2400)
    assert "exceptions=0 qt_criticals=0" in out
