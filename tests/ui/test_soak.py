"""Whole games on the real main window, the human played through the UI (``soak.py``),
in their own process: every game reaches game over, with no Python exception, no Qt
critical message, no message box, no crash and no hang."""

from __future__ import annotations

from pathlib import Path

import pytest

from .harness_watch import run_script

SOAK = Path(__file__).with_name("soak.py")


def test_one_short_game_through_the_ui(tmp_path):
    # The single deal of continental-15, pass-and-play: the privacy screen is passed too.
    args = ["--seed", "3", "--games", "1", "--presets", "continental-15", "--pass-and-play"]
    args += ["--players", "3"]
    out = run_script(SOAK, args, tmp_path / "j", 300)
    assert "unfinished=[]" in out and "over after" in out


@pytest.mark.slow
def test_twenty_games_over_all_presets(tmp_path):
    out = run_script(SOAK, ["--seed", "1", "--games", "20"], tmp_path / "j", 3600)
    assert "unfinished=[]" in out
    assert out.count("over after") == 20
