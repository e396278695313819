"""A memo of answers that empties itself when full.

The computer players ask the same expensive question (a hand's distance to the contract
or to going out) of the same hands again and again: rollouts replay the same
determinizations for every candidate, and a player re-reads its hand at each draw,
discard and offer. Each keeps the answers in a :class:`BoundedMemo` under a key of its
own (what the answer depends on: the round, the hand's card faces). Emptied at once when
full rather than trimmed: cheap, and a memo only saves time, so the answers stay the same.
"""

from __future__ import annotations

from collections.abc import Hashable


class BoundedMemo(dict):
    """A ``dict`` (read it with ``get``) whose :meth:`keep` empties it at ``limit`` entries."""

    __slots__ = ("limit",)

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def keep(self, key: Hashable, value: int) -> int:
        """Store ``value`` under ``key`` (emptying the memo first when it is full); return it."""
        if len(self) >= self.limit:
            self.clear()
        self[key] = value
        return value
