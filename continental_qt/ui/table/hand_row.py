"""The human player's hand row (their own order of their cards), and the staging
groups for going down.

The engine holds the hand as a set of cards; the *order* is the player's own
(drag to reorder, sort by rank or suit) and lives here. ``sync`` follows the
engine after every move: cards that left are dropped, new cards are appended
(or, when the player last sorted, put in sorted place), and the rest keep
their order. Cards placed in a staging group are not shown in the hand row.

The model shows one seat's hand at a time (``show_seat``) and keeps every other
seat's order meanwhile, so in pass-and-play each person finds their hand as they
left it; ``orders`` and ``remember`` carry those orders to and from a saved game.

:class:`Staging` holds the groups a player builds before going down, one per
contract meld (or free groups in the single-hand game). It is UI state: the
engine sees it only when the player presses Go down; each group's validity comes
from the engine's ``check_meld`` and the whole set's from ``staged_verdict``.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...engine.actions import MeldSpec
from ...engine.cards import Card
from ...engine.melds import MeldCheck, check_meld, is_wild
from ...engine.rules import RUN, MeldReq, RuleSet
from ...engine.staging import StagedVerdict, staged_verdict
from .. import texts

SORT_KEYS = ("rank", "suit")


def sort_key(card: Card, mode: str, rules: RuleSet | None) -> tuple:
    """Sort order: wilds last; by rank then suit, or by suit then rank (aces high)."""
    wild = rules is not None and is_wild(card, rules)
    rank = 14 if card.rank == 1 else card.rank
    if mode == "suit":
        return (wild, card.suit, rank, card.uid)
    return (wild, rank, card.suit, card.uid)


class HandRow(QObject):
    """The visible hand row, in the player's order, with the selected cards. The table
    lays its cards out from it; ``selectionChanged`` says when the selection moved."""

    selectionChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards: list[Card] = []
        self._selected: set[int] = set()
        self._sorted: str | None = None
        self.rules: RuleSet | None = None
        self._seat: int | None = None  # whose hand the row shows
        self._orders: dict[int, list[int]] = {}  # card uids of seats not shown now

    def count(self) -> int:
        """How many cards the row shows."""
        return len(self._cards)

    # -- reading
    @property
    def cards(self) -> list[Card]:
        return list(self._cards)

    def uids(self) -> list[int]:
        return [c.uid for c in self._cards]

    def row_of(self, uid: int) -> int:
        for i, c in enumerate(self._cards):
            if c.uid == uid:
                return i
        return -1

    @property
    def selected(self) -> list[int]:
        """Selected card uids, in hand order."""
        return [c.uid for c in self._cards if c.uid in self._selected]

    @property
    def seat(self) -> int | None:
        """Whose hand the row shows (None: nobody's)."""
        return self._seat

    def orders(self) -> dict[int, list[int]]:
        """Each seat's own order of its hand as card uids: the row shown now and the
        orders kept for the other seats. Staged cards are not in the row, so an order
        may lack cards of the hand (and, kept a while, hold cards it no longer has)."""
        out = {seat: list(order) for seat, order in self._orders.items()}
        if self._seat is not None and self._cards:
            out[self._seat] = self.uids()
        return out

    # -- changing
    def show_seat(self, seat: int | None) -> None:
        """Show ``seat``'s hand from now on (the next ``sync`` fills the row): the row
        shown until now is kept as its seat's order, and ``seat``'s own order returns."""
        if seat == self._seat:
            return
        if self._seat is not None and self._cards:
            self._orders[self._seat] = self.uids()
        self._seat = seat
        self.clear()

    def remember(self, orders: dict[int, Sequence[int]]) -> None:
        """Forget every order and the row, and keep ``orders`` (seat -> card uids, a
        saved game's) for the next ``sync`` of each seat's hand."""
        self.clear()
        self._sorted = None
        self._orders = {seat: list(order) for seat, order in orders.items()}

    def forget(self) -> None:
        """A new game: no seat's order is kept."""
        self.remember({})

    def sync(self, hand: Sequence[Card], hidden: Iterable[int] = ()) -> None:
        """Follow the engine's ``hand`` minus the ``hidden`` (staged) uids, keeping order
        (the seat's kept order, if it has one, when the row was empty)."""
        hide = set(hidden)
        wanted = [c for c in hand if c.uid not in hide]
        wanted_ids = {c.uid for c in wanted}
        kept_order = self._orders.pop(self._seat, None) if self._seat is not None else None
        if kept_order is not None and not self._cards:
            by_uid = {c.uid: c for c in wanted}
            kept = [by_uid[u] for u in dict.fromkeys(kept_order) if u in by_uid]
        else:
            kept = [c for c in self._cards if c.uid in wanted_ids]
        kept_ids = {c.uid for c in kept}
        new = [c for c in wanted if c.uid not in kept_ids]
        if self._sorted and new:
            cards = sorted(kept + new, key=lambda c: sort_key(c, self._sorted, self.rules))
        else:
            cards = kept + new
        if [c.uid for c in cards] == self.uids():
            return
        self._cards = cards
        self._selected &= wanted_ids
        self.selectionChanged.emit()

    def clear(self) -> None:
        """Empty the row (the orders kept for seats stay: see ``forget``)."""
        self._cards = []
        self._selected.clear()

    def move_card(self, uid: int, to_row: int) -> bool:
        """Move card ``uid`` so it ends at ``to_row`` (clamped). Returns True if it moved."""
        src = self.row_of(uid)
        if src < 0:
            return False
        to_row = max(0, min(to_row, len(self._cards) - 1))
        if to_row == src:
            return False
        card = self._cards.pop(src)
        self._cards.insert(to_row, card)
        self._sorted = None
        return True

    def sort_by(self, mode: str) -> None:
        if mode not in SORT_KEYS:
            raise ValueError(mode)
        self._sorted = mode
        self._cards.sort(key=lambda c: sort_key(c, mode, self.rules))

    def set_selected(self, uid: int, on: bool) -> None:
        row = self.row_of(uid)
        if row < 0 or (uid in self._selected) == on:
            return
        if on:
            self._selected.add(uid)
        else:
            self._selected.discard(uid)
        self.selectionChanged.emit()

    def toggle_selected(self, uid: int) -> None:
        self.set_selected(uid, uid not in self._selected)

    def clear_selection(self) -> None:
        for uid in list(self._selected):
            self.set_selected(uid, False)


class Staging(QObject):
    """Groups of cards a player is putting together to go down (or to go out).

    ``reqs`` gives each group its kind and minimum length. In the single-hand
    game there are up to five free run groups and the pattern is checked on Go out.
    """

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rules: RuleSet | None = None
        self.reqs: tuple[MeldReq, ...] = ()
        self.groups: list[list[Card]] = []
        self._verdicts: dict[int, tuple[tuple, MeldCheck | None]] = {}
        self._hand: tuple[int | None, bool] = (None, True)  # hand size, drawn this turn

    def set_hand(self, size: int | None, drawn: bool) -> None:
        """The hand the groups are staged from: its size and whether its player drew
        this turn (the single-hand game's verdict needs every card of it to go out)."""
        self._hand = (size, drawn)

    def reset(self, rules: RuleSet | None, reqs: Sequence[MeldReq]) -> None:
        self.rules = rules
        self.reqs = tuple(reqs)
        self.groups = [[] for _ in self.reqs]
        self._verdicts = {}
        self.changed.emit()

    @property
    def staged_uids(self) -> set[int]:
        return {c.uid for g in self.groups for c in g}

    def group_of(self, uid: int) -> int:
        for i, g in enumerate(self.groups):
            if any(c.uid == uid for c in g):
                return i
        return -1

    def add(self, group: int, cards: Iterable[Card]) -> None:
        """Put ``cards`` in ``group`` (taking them out of any other group)."""
        cards = list(cards)
        ids = {c.uid for c in cards}
        for g in self.groups:
            g[:] = [c for c in g if c.uid not in ids]
        self.groups[group].extend(cards)
        self._order(group)
        self.changed.emit()

    def remove(self, uids: Iterable[int]) -> list[Card]:
        ids = set(uids)
        out = [c for g in self.groups for c in g if c.uid in ids]
        for g in self.groups:
            g[:] = [c for c in g if c.uid not in ids]
        if out:
            self.changed.emit()
        return out

    def take_back(self) -> list[Card]:
        """Return every staged card (to the hand)."""
        out = [c for g in self.groups for c in g]
        self.groups = [[] for _ in self.reqs]
        if out:
            self.changed.emit()
        return out

    def keep_only(self, hand_uids: set[int]) -> None:
        """Drop staged cards that are no longer in the hand (a move elsewhere used them)."""
        before = self.staged_uids
        for g in self.groups:
            g[:] = [c for c in g if c.uid in hand_uids]
        if self.staged_uids != before:
            self.changed.emit()

    def check(self, group: int) -> MeldCheck | None:
        """The engine's verdict on ``group`` (None while it is empty)."""
        cards = self.groups[group]
        if not cards or self.rules is None:
            return None
        req = self.reqs[group]
        # The slot's status, its tick and ``ready`` all ask after every change: the
        # verdict is kept for the group's cards (in order) until they change.
        key = (req, tuple(c.uid for c in cards))
        hit = self._verdicts.get(group)
        if hit is not None and hit[0] == key:
            return hit[1]
        res = check_meld(cards, req.kind, self.rules, req.min_length)
        self._verdicts[group] = (key, res)
        return res

    def status(self, group: int) -> str:
        """A short line for the slot: the engine's reason in words, or a tick."""
        res = self.check(group)
        if res is None:
            return QCoreApplication.translate("Staging", "drop cards here")
        if res.ok:
            return "✓"
        return texts.reason_text(res.reason or "invalid_meld")

    def verdict(self) -> StagedVerdict:
        """The engine's verdict on the staged groups (``staging.staged_verdict``)."""
        size, drawn = self._hand
        return staged_verdict(self.rules, self.reqs, self.groups, size, drawn)

    @property
    def ready(self) -> bool:
        """The staged groups make the move the engine would take."""
        return self.rules is not None and bool(self.groups) and self.verdict().ready

    def spec_choices(self) -> list[tuple[MeldSpec, ...]]:
        """The staged groups as engine meld specs, once per way the engine allows them:
        a run whose wilds could stand for different ranks (its ``MeldCheck.placements``)
        gives one choice per placement, so the player can be offered each. Nearly
        always exactly one choice."""
        per_group: list[list[MeldSpec]] = []
        for i, g in enumerate(self.groups):
            if not g:
                continue
            kind, uids = self.reqs[i].kind, tuple(c.uid for c in g)
            res = self.check(i)
            if res is not None and res.ok and res.ambiguous and kind == RUN:
                per_group.append([MeldSpec(kind, uids, p.low) for p in res.placements])
            else:
                per_group.append([MeldSpec(kind, uids, None)])
        return [tuple(choice) for choice in itertools.product(*per_group)]

    def _order(self, group: int) -> None:
        """Show a valid group in table order (a run low to high, wilds in place)."""
        res = self.check(group)
        if res is not None and res.ok and res.placement is not None:
            self.groups[group][:] = list(res.placement.cards)
