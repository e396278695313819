"""A strength check that cannot be flaky: fixed seeds, so the outcome is fixed.

Medium must beat a random player by a wide margin in a short seeded
2-player may-i match (seats swapped on each deal, as the ladder plays it).
"""

from __future__ import annotations

from continental_qt.sim.ladder import HEAD_TO_HEAD, Match, match_specs, play_spec, summarize


def _match(a: str, b: str, games: int, seed: int) -> dict:
    m = Match(HEAD_TO_HEAD, a, b, 2, games)
    specs = match_specs("may-i", m, seed)
    results = [play_spec(s) for s in specs]
    assert all(r.failure is None for r in results), [r.failure for r in results]
    return summarize(m, specs, results)


def test_medium_beats_random_by_a_wide_margin():
    fig = _match("medium", "random", games=6, seed=3)
    assert fig["a_wins"] >= 5.5
    # A random player seldom goes down: it keeps a hand of penalty points every round.
    assert fig["b_mean_score"] > 3 * fig["a_mean_score"] + 100


def test_easy_beats_random():
    fig = _match("easy", "random", games=4, seed=5)
    assert fig["a_wins"] >= 3.5
