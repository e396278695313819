"""Which card of the hand row wears the keyboard focus.

The focus is a card, not a position in the row: it follows its card when the hand is
reordered (by drag, Shift+arrow or sorting), and it stays where the player left it: a
drag does not move it, and when its card leaves the hand row (discarded, laid off,
gone down, staged) no card wears it until ←/→, Home, End or a click puts it on one
(←/→ then start beside the gap). Enter, Space and the card keys act on exactly the
card that wears the focus ring, and only cards of the hand row ever wear it. A new
hand (a deal, another player's) starts on its first card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence


class HandFocus:
    """The focused card of ``row()`` (the hand row's card uids, left to right);
    ``moved()`` is called after the focus was put on a card."""

    def __init__(self, row: Callable[[], Sequence[int]], moved: Callable[[], object]) -> None:
        self._row = row
        self._moved = moved
        self._uid: int | None = None
        self._order: tuple[int, ...] = ()  # the row when the focus was last placed

    @property
    def row(self) -> int:
        """The focused card's place in the row (-1: no card has the focus)."""
        uid = self.uid()
        return -1 if uid is None else list(self._row()).index(uid)

    @row.setter
    def row(self, row: int) -> None:
        """Focus the card at ``row`` (kept within the row)."""
        uids = list(self._row())
        if uids:
            row = max(0, min(row, len(uids) - 1))
            self._uid, self._order = uids[row], tuple(uids)
        self._moved()

    def uid(self) -> int | None:
        """The card that wears the focus ring (None: none, or an empty row)."""
        uids = list(self._row())
        if self._uid in uids:
            self._order = tuple(uids)
            return self._uid
        if uids and not set(self._order) & set(uids):
            self._uid, self._order = uids[0], tuple(uids)  # a new hand
            return uids[0]
        return None

    def reset(self) -> None:
        """A new deal: the next hand shown starts with the focus on its first card (its
        cards are the deck's again, so they may include the last focused one)."""
        self._uid, self._order = None, ()

    def step(self, delta: int) -> None:
        """←/→: the next card; with no card focused, the card beside the gap its card
        left (→ the one right of it, ← the one left of it)."""
        here = self.row
        if here >= 0:
            self.row = here + delta
            return
        uids = list(self._row())
        right = _nearest_row(self._order, self._uid, uids)
        gone_at = self._order.index(self._uid) if self._uid in self._order else 0
        left_of_gap = [u for u in self._order[:gone_at] if u in uids]
        if delta < 0 and left_of_gap:
            self.row = uids.index(left_of_gap[-1])
        else:
            self.row = right


def _nearest_row(order: tuple[int, ...], gone: int | None, uids: list[int]) -> int:
    """Where the focus goes when card ``gone`` left the row ``order``: the row in
    ``uids`` of its nearest neighbour that is still there, right first, else 0."""
    if gone in order:
        at = order.index(gone)
        rows = {u: i for i, u in enumerate(uids)}
        for u in order[at + 1 :] + tuple(reversed(order[:at])):
            if u in rows:
                return rows[u]
    return 0
