"""``fit_windows`` without wrapping counts an interval's naturals as it grows, where
``suit_candidates`` masks every interval: the two give the same windows, in the same
order, for every rule set (the windows decide which arrangement a first fit finds)."""

from __future__ import annotations

import random

import pytest

from continental_qt.engine.contract_fit import fit_windows
from continental_qt.engine.contract_search import SearchContext, bits_of, suit_candidates
from continental_qt.engine.presets import PRESET_IDS, get_preset


def _masked(key: tuple, m1: int, m: int) -> tuple:
    """The windows as ``suit_candidates`` gives them, cut and sorted as a first fit asks."""
    max_len, ratio, wrap = key[4], key[5], key[1]
    longest = min(max_len, 2 * m - 1 if ratio else m)
    out = []
    for pts, a, b, nn, gaps, pad, folded in suit_candidates(key, m1, m, longest):
        ranks = tuple(1 if p == 14 else p for p in bits_of(folded))
        taken = folded | 0x4002 if not wrap and folded & 0x4002 else folded
        out.append((gaps + pad, a, b, nn, gaps, pad, taken, ranks, pts))
    return tuple(sorted(out))


def _suit_masks(wrap: bool, rng: random.Random, n: int) -> list[int]:
    """Random positions of one suit's naturals: rank r at bit r, the ace at 1 (and 14
    where it also ranks high)."""
    out = []
    for _ in range(n):
        m1 = 0
        for r in rng.sample(range(1, 14), rng.randint(1, 9)):
            m1 |= (2 if wrap else 2 | 1 << 14) if r == 1 else 1 << r
        out.append(m1)
    return out


def _keys() -> dict[tuple, str]:
    keys: dict[tuple, str] = {}
    for pid in PRESET_IDS:
        keys.setdefault(SearchContext(get_preset(pid)).key, pid)
    base = next(iter(keys))
    for lo, hi in ((1, 14), (2, 14), (1, 13)):  # the limits no preset combines
        for max_len in (13, 5):
            for ratio in (False, True):
                for min_nat in (1, 2):
                    for no_adj in (False, True):
                        key = (base[0], False, lo, hi, max_len, ratio, min_nat, no_adj)
                        keys.setdefault(key, f"{lo}-{hi} {max_len} {ratio} {min_nat} {no_adj}")
    return keys


@pytest.mark.parametrize("key", list(_keys()), ids=list(_keys().values()))
def test_the_windows_are_those_of_the_masked_candidates(key: tuple) -> None:
    rng = random.Random(repr(key))
    for m1 in _suit_masks(key[1], rng, 400):
        for m in (3, 4, 5, 7):
            assert fit_windows(key, m1, m) == _masked(key, m1, m), (bin(m1), m)
