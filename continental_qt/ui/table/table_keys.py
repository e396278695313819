"""The table's keys: one handler per table command of the key map (``keymap.py``),
named ``_key_<command>``.

←/→ move the focus through the hand (Shift moves the card), Home/End jump, Space
selects, 1–9 stage the selection into that slot, U takes staged cards back, D draws,
T takes the discard, M says "May I?", N passes, G goes down, Enter discards the
focused card, R/S sort, A opens the focused card's menu, Esc cancels (a drag, the
selection) and never makes a move. A key held with Ctrl, Alt or Meta is never a
move: it is left to the menus' shortcuts (Ctrl+T is Statistics, not "take").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from ...engine.actions import Claim, Discard, DrawStock, Pass, TakeDiscard
from .. import keymap
from ..texts import translate

if TYPE_CHECKING:
    from .table_input import TableInput


class TableKeys:
    """The keys of ``table_input``'s view."""

    def __init__(self, table_input: TableInput) -> None:
        self._input = table_input
        self._view = table_input.view

    def game_key(self, event: QKeyEvent) -> bool:
        """Do what the key map binds ``event``'s key to on the table; False if it is no
        table key. Also called for keys pressed on a move button, so letter keys stay
        game keys there."""
        mods = event.modifiers()
        if mods & keymap.COMMAND_MODIFIERS:
            event.ignore()
            return False
        command = keymap.table_command(event.key(), mods)
        if command is None:
            return False
        event.accept()
        if event.isAutoRepeat() and command not in keymap.REPEATING:
            return True  # a held key makes one move, not one per repeat
        if command in ("discard", "select") and self._view.feed.deal_next():
            return True  # between rounds Enter and Space deal the next one (the summary's)
        getattr(self, "_key_" + command)(event)
        return True

    def _focus_moved(self) -> None:
        self._view._mark_hand()
        self._view.cardFocused.emit()

    def _key_focus_left(self, _event: QKeyEvent) -> None:
        self._input.focus.step(-1)
        self._focus_moved()

    def _key_focus_right(self, _event: QKeyEvent) -> None:
        self._input.focus.step(1)
        self._focus_moved()

    def _key_focus_first(self, _event: QKeyEvent) -> None:
        self._input.focus.row = 0
        self._focus_moved()

    def _key_focus_last(self, _event: QKeyEvent) -> None:
        self._input.focus.row = len(self._view.hand.uids()) - 1
        self._focus_moved()

    def _move_focused(self, delta: int) -> None:
        focus = self._input.focus
        uid = focus.uid()
        if uid is not None and self._view.hand.move_card(uid, focus.row + delta):
            self._view.refresh(animate=True)  # the hand's order changed: lay it out again
        elif uid is None:
            focus.step(delta)
            self._focus_moved()

    def _key_move_left(self, _event: QKeyEvent) -> None:
        self._move_focused(-1)

    def _key_move_right(self, _event: QKeyEvent) -> None:
        self._move_focused(1)

    def _focused_or_hint(self) -> int | None:
        """The focused card; with none (its card left the hand), say how to pick one."""
        uid = self._input.focus.uid()
        view = self._view
        if uid is None and view.viewer is not None and view.hand.uids():
            view.message.emit(
                translate("TableView", "No card has the focus: pick one with ← or →.")
            )
        return uid

    def _key_select(self, _event: QKeyEvent) -> None:
        uid = self._focused_or_hint()
        if uid is not None:
            self._view.hand.toggle_selected(uid)
            self._view.cardFocused.emit()

    def _key_discard(self, _event: QKeyEvent) -> None:
        uid = self._focused_or_hint()
        if uid is not None:
            self._input.play(Discard(uid))

    def _key_draw(self, _event: QKeyEvent) -> None:
        self._input.play(DrawStock())

    def _key_take(self, _event: QKeyEvent) -> None:
        self._input.play(TakeDiscard())

    def _key_claim(self, _event: QKeyEvent) -> None:
        self._input.play(Claim())

    def _key_pass(self, _event: QKeyEvent) -> None:
        self._input.play(Pass())

    def _key_go_down(self, _event: QKeyEvent) -> None:
        self._input.go_down()

    def _key_take_back(self, _event: QKeyEvent) -> None:
        self._view.staging.take_back()

    def _key_sort_rank(self, _event: QKeyEvent) -> None:
        self._view.hand.sort_by("rank")
        self._view.refresh()

    def _key_sort_suit(self, _event: QKeyEvent) -> None:
        self._view.hand.sort_by("suit")
        self._view.refresh()

    def _key_stage(self, event: QKeyEvent) -> None:
        uid = self._input.focus.uid()
        ids = self._view.hand.selected or ([uid] if uid is not None else [])
        if ids:
            self._input.stage(event.key() - int(Qt.Key.Key_1.value), ids)

    def _key_card_menu(self, _event: QKeyEvent) -> None:
        uid = self._focused_or_hint()
        if uid is not None:
            self._input.open_card_menu(uid)

    def _key_hint(self, _event: QKeyEvent) -> None:
        self._view.coachRequested.emit("hint")

    def _key_options(self, _event: QKeyEvent) -> None:
        self._view.coachRequested.emit("options")

    def _key_missing(self, _event: QKeyEvent) -> None:
        self._view.coachRequested.emit("missing")

    def _key_cancel(self, _event: QKeyEvent) -> None:
        """Esc cancels and never makes a move: a drag goes home, the selection clears."""
        if self._input.cancel_drag():
            self._view.refresh()
        self._view.hand.clear_selection()
