"""Same seeds, same decisions: in one process, and across processes whose string
hashing differs (``PYTHONHASHSEED``), as the ladder's worker processes may."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from continental_qt.engine import action_to_json

from .botplay import play

ROOT = Path(__file__).resolve().parents[2]


def _actions(preset: str, levels: list[str], seed: int) -> list[dict]:
    state = play(preset, levels, seed)
    return [action_to_json(a) for a in state.actions]


@pytest.mark.parametrize(("preset", "levels"), [
    ("may-i", ["easy", "medium", "random", "medium"]),
    ("continental-15", ["medium", "easy", "easy"]),
    ("carioca", ["easy", "medium", "medium"]),
])  # fmt: skip
def test_same_seed_same_decisions(preset: str, levels: list[str]):
    first = _actions(preset, levels, 31)
    again = _actions(preset, levels, 31)
    assert first == again
    other = _actions(preset, levels, 32)
    assert other != first  # the seed does matter


@pytest.mark.slow
@pytest.mark.parametrize("levels", [["hard", "medium"], ["oracle", "medium"]])
def test_same_seed_same_decisions_slow_levels(levels: list[str]):
    assert _actions("continental-15", levels, 8) == _actions("continental-15", levels, 8)


_SCRIPT = """
import json, sys
sys.path.insert(0, sys.argv[1])
from botplay import play
from continental_qt.engine import action_to_json
state = play("may-i", ["medium", "easy"], 44)
print(json.dumps([action_to_json(a) for a in state.actions]))
"""


def test_decisions_do_not_depend_on_string_hashing():
    outputs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
        done = subprocess.run(
            [sys.executable, "-c", _SCRIPT, str(Path(__file__).parent)],
            env=env, capture_output=True, text=True, timeout=120, check=True,
        )  # fmt: skip
        outputs.append(json.loads(done.stdout))
    assert outputs[0] == outputs[1]
    assert outputs[0] == _actions("may-i", ["medium", "easy"], 44)
