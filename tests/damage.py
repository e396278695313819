"""Damaged variants of a JSON document, and the check that a refusal is a plain sentence.

Shared by the hostile-file tests of saves (tests/storage) and of presets (tests/ui).
"""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable, Collection, Iterable, Iterator
from typing import Any


def key_paths(node: Any, prefix: tuple = ()) -> Iterator[tuple]:
    """Every key path in ``node`` (lists: the first two items only)."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield (*prefix, key)
            yield from key_paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node[:2]):
            yield (*prefix, i)
            yield from key_paths(value, (*prefix, i))


def parent_of(doc: Any, path: tuple) -> Any:
    """The container holding the entry at ``path``."""
    node = doc
    for key in path[:-1]:
        node = node[key]
    return node


def replaced(doc: dict, path: tuple, value: Any) -> dict:
    """A deep copy of ``doc`` with the entry at ``path`` set to ``value``."""
    d = copy.deepcopy(doc)
    parent_of(d, path)[path[-1]] = value
    return d


def cut_and_flipped(
    good: bytes, rng: random.Random, cuts: int, flips: int
) -> Iterator[tuple[str, bytes]]:
    """``cuts`` truncations of ``good`` and ``flips`` copies with 1-3 random bytes changed."""
    for _ in range(cuts):
        cut = rng.randrange(len(good))
        yield f"truncated at {cut}", good[:cut]
    for _ in range(flips):
        data = bytearray(good)
        for _ in range(rng.randint(1, 3)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        yield "byte flip", bytes(data)


def entry_damage(
    doc: dict,
    paths: Iterable[tuple],
    encode: Callable[[Any], bytes],
    rng: random.Random,
    wrong_values: list,
    per_path: int,
    numbers: Iterable[int],
) -> Iterator[tuple[str, bytes]]:
    """For each path: wrong values, the entry missing (in a dict), odd numbers in place of
    an int, a surplus key in a dict."""
    numbers = tuple(numbers)
    for path in paths:
        for value in rng.sample(wrong_values, per_path):
            yield f"{path} = {value!r:.30}", encode(replaced(doc, path, value))
        parent = parent_of(doc, path)
        if isinstance(parent, dict):
            d = copy.deepcopy(doc)
            del parent_of(d, path)[path[-1]]
            yield f"missing {path}", encode(d)
        current = parent[path[-1]]
        if type(current) is int:
            for number in numbers:
                yield f"{path} = {number}", encode(replaced(doc, path, number))
        if isinstance(current, dict):
            d = copy.deepcopy(doc)
            parent_of(d, path)[path[-1]]["surplus_entry"] = 1
            yield f"extra key in {path}", encode(d)


def assert_plain_sentence(
    text: str, what: str, keys: Collection[str], banned: Iterable[str] = ()
) -> None:
    """A sentence a player can read: no placeholder, no key, no system error text, and
    none of the ``banned`` phrases."""
    assert text and text[0].isupper() and text.rstrip().endswith("."), (what, text)
    assert "?" not in text.replace("May I?", ""), (what, text)
    assert "{" not in text and "None" not in text, (what, text)
    assert "Errno" not in text and "errno" not in text, (what, text)
    # snake_case is a key, not a word (a value quoted from the file may be anything)
    assert not re.search(r"\w_\w", re.sub("“[^”]*”", "", text)), (what, text)
    for key in keys:
        assert f"“{key}”" not in text and f"({key})" not in text, (what, text)
    for phrase in banned:
        assert phrase not in text, (what, text)
