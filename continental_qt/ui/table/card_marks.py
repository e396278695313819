"""Which cards of the table glow: the selected ones (gold), the focused one (a ring,
while the table has the keyboard focus), and the coach's hinted move (blue: its cards,
and where they go, the discard pile, the stock or a meld).

:class:`CardMarks` reads the view's items and the hand row; the view calls ``mark``
after every layout and whenever the selection, the focus or the hint changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from ...engine.actions import (
    Action,
    Claim,
    Discard,
    DrawStock,
    GoDown,
    GoOut,
    LayOff,
    SwapWild,
    TakeDiscard,
)

if TYPE_CHECKING:
    from .table_view import TableView

SELECTED_COLOUR = QColor("#ffd54a")
HINT_COLOUR = QColor("#7dd3fc")  # the coach's


class CardMarks:
    """The glows of ``view``'s cards; ``hint`` is the coach's move on show (or None)."""

    def __init__(self, view: TableView) -> None:
        self._view = view
        self.hint: Action | None = None

    def mark(self) -> None:
        self.mark_hand()
        self._mark_targets()

    def mark_hand(self) -> None:
        """Selected cards glow and the focused one has a ring (refresh placed them)."""
        view = self._view
        selected = set(view.hand.selected)
        focus_uid = view.input.focused_uid()
        has_focus = view.hasFocus()
        hinted = self._hinted_cards()
        for uid in view.hand.uids():
            item = view.cards.get(uid)
            if item is None:
                continue
            item.focus_ring = has_focus and uid == focus_uid
            if uid in selected:
                item.highlight = SELECTED_COLOUR
            else:
                item.highlight = HINT_COLOUR if uid in hinted else None
            item.update()

    def _hinted_cards(self) -> set[int]:
        a = self.hint
        if isinstance(a, (Discard, LayOff, SwapWild)):
            return {a.card}
        if isinstance(a, (GoDown, GoOut)):
            return {u for m in a.melds for u in m.cards}
        return set()

    def _mark_targets(self) -> None:
        """The hint's targets: the discard pile (discard, take, May I?), the stock, or the
        meld a card goes on."""
        view, a = self._view, self.hint
        pile = view.cards.get(view._pile_uid) if view._pile_uid is not None else None
        if pile is not None and not view.input.dragging(pile.uid):
            lit = isinstance(a, (Discard, TakeDiscard, Claim))
            if lit or pile.highlight == HINT_COLOUR:
                pile.highlight = HINT_COLOUR if lit else None
                pile.update()
        view.stock_item.highlight = HINT_COLOUR if isinstance(a, DrawStock) else None
        view.stock_item.update()
        if view.input.dragging_any():
            return  # the drag lights its own targets
        meld = a.meld if isinstance(a, (LayOff, SwapWild)) else None
        for mid, frame in view.meld_frames.items():
            frame.set_state(mid == meld, False)
            frame.setVisible(frame.accept or frame.hover)
