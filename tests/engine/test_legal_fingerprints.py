"""``legal_actions()`` lists the same actions, in the same order, on every state of the
recorded games, and seeded players make the same moves (see ``legal_fingerprint.py``).

The fixture was recorded before the engine's listing was made faster (issue 24):
a speed-up must not list fewer actions, other ones, or in another order.
"""

from __future__ import annotations

import json

import pytest

from .legal_fingerprint import FIXTURE, fingerprint, games

RECORDED = json.loads(FIXTURE.read_text())


def _check(group: str, name: str, preset: str, levels, seed: int, limit: int) -> None:
    want = RECORDED[group][name]
    got = fingerprint(preset, tuple(levels), seed, limit)
    if got["all"] != want["all"]:
        for i, (a, b) in enumerate(zip(got["rounds"], want["rounds"])):
            assert a == b, f"{name}: round {i + 1} differs (states {got['states'][i]})"
        assert got == {k: want[k] for k in got}


@pytest.mark.parametrize(("name", "preset", "levels", "seed", "limit"), games(False))
def test_listing_is_unchanged(name, preset, levels, seed, limit) -> None:
    _check("fast", name, preset, levels, seed, limit)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "preset", "levels", "seed", "limit"), games(True))
def test_listing_is_unchanged_slow_levels(name, preset, levels, seed, limit) -> None:
    _check("slow", name, preset, levels, seed, limit)


def test_every_game_is_recorded() -> None:
    assert {g[0] for g in games(False)} == set(RECORDED["fast"])
    assert {g[0] for g in games(True)} == set(RECORDED["slow"])
