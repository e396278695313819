"""The table's menus of moves: a card's menu (right-click, A or the menu key) and the
menu that asks which of several moves a gesture means (a lay-off's end, a swap's
target, where a run's wilds sit). Every entry is one of the engine's legal moves,
put in words; picking it plays it through the table's input.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtWidgets import QMenu

from ...engine.actions import (
    Action,
    Discard,
    GoDown,
    GoOut,
    LayOff,
    MeldSpec,
    SwapWild,
)
from ...engine.melds import TableMeld, pos_rank
from ...engine.rules import RUN
from .. import texts
from ..texts import translate

if TYPE_CHECKING:
    from .table_input import TableInput


class CardMenus:
    """Menus of ``table_input``'s view; ``menu`` is the last one opened."""

    def __init__(self, table_input: TableInput) -> None:
        self._input = table_input
        self.menu: QMenu | None = None

    def choose(self, options: list[Action], pos: QPoint | None = None) -> None:
        """Ask which of several moves the player means."""
        view = self._input.view
        menu = QMenu(view)
        menu.setObjectName("choice_menu")
        self._add_moves(menu, options)
        self.menu = menu
        menu.popup(pos or view.mapToGlobal(view.viewport().rect().center()))

    def open_for(self, uid: int, global_pos: QPoint | None = None) -> QMenu | None:
        """Every action for card ``uid`` (the click and keyboard equivalent of its drags)."""
        inp, view = self._input, self._input.view
        s = view.feed.view
        if s is None or view.viewer is None:
            return None
        menu = QMenu(view)
        menu.setObjectName("card_menu")
        legal = view.feed.legal_actions()
        staged_group = view.staging.group_of(uid)
        if Discard(uid) in legal:
            act = menu.addAction(translate("TableView", "Discard"))
            act.triggered.connect(lambda: inp.play(Discard(uid)))
        if view._staging_visible(s):
            for i in range(len(view.staging.groups)):
                if i == staged_group:
                    continue
                act = menu.addAction(
                    translate("TableView", "Put in {slot}").format(slot=view._slot_caption(i))
                )
                ids = view.hand.selected if uid in view.hand.selected else [uid]
                act.triggered.connect(lambda _=False, i=i, ids=ids: inp.stage(i, ids))
        if staged_group >= 0:
            act = menu.addAction(translate("TableView", "Back to hand"))
            act.triggered.connect(lambda: inp.unstage([uid]))
        self._add_moves(
            menu, [a for a in legal if isinstance(a, (LayOff, SwapWild)) and a.card == uid]
        )
        if menu.isEmpty():
            act = menu.addAction(translate("TableView", "Nothing to do with this card now"))
            act.setEnabled(False)
        self.menu = menu
        if global_pos is None:
            item = view.cards.get(uid)
            point = item.pos() if item is not None else QPointF(0, 0)
            global_pos = view.mapToGlobal(view.mapFromScene(point))
        menu.popup(global_pos)
        return menu

    def _add_moves(self, menu: QMenu, actions: list[Action]) -> None:
        """An entry per move, and never two that read the same."""
        shown = {act.text() for act in menu.actions()}
        for a in actions:
            text = self.describe(a)
            if text in shown:
                continue
            shown.add(text)
            act = menu.addAction(text)
            act.triggered.connect(lambda _=False, a=a: self._input.play(a))

    def describe(self, a: Action) -> str:
        """Move ``a`` in words, as its menu entry."""
        s = self._input.view.feed.view
        if s is None:
            return ""
        if isinstance(a, (GoDown, GoOut)):
            return _placement_words(a.melds)
        if isinstance(a, Discard):
            return translate("TableView", "Discard")
        if isinstance(a, LayOff):
            where = self._meld_name(s.meld_by_id(a.meld))
            if a.end == "low":
                return translate("TableView", "Lay off at the low end of {meld}").format(meld=where)
            if a.end == "high":
                return translate("TableView", "Lay off at the high end of {meld}").format(
                    meld=where
                )
            return translate("TableView", "Lay off on {meld}").format(meld=where)
        if isinstance(a, SwapWild):
            return self._swap_words(a, s.meld_by_id(a.meld), s.meld_by_id(a.target))
        return str(a)

    def _swap_words(self, a: SwapWild, meld: TableMeld, target: TableMeld) -> str:
        # One entry per distinct swap: where the freed wild goes (which end of which
        # run, or which set) is what tells two swaps apart.
        name = self._meld_name(meld)
        if a.target == a.meld:
            if a.end == "low":
                return translate("TableView", "Swap into {meld}, wild to its low end").format(
                    meld=name
                )
            return translate("TableView", "Swap into {meld}, wild to its high end").format(
                meld=name
            )
        if a.end == "low":
            text = translate("TableView", "Swap into {meld}, wild to the low end of {target}")
        elif a.end == "high":
            text = translate("TableView", "Swap into {meld}, wild to the high end of {target}")
        else:
            text = translate("TableView", "Swap into {meld}, wild to {target}")
        return text.format(meld=name, target=self._meld_name(target))

    def _meld_name(self, m: TableMeld) -> str:
        """``Bruno's run 4♠–10♠`` / ``your set 7♥ 7♣ 7♦``, for menus: a run by the
        ranks its ends stand for, so that its name stays short."""
        if m.kind == RUN and m.positions:
            suit = texts.SUIT_SYMBOLS[m.suit] if 0 <= m.suit < 4 else ""
            ends = [texts.rank_label(pos_rank(p)) + suit for p in (m.positions[0], m.positions[-1])]
            cards = "–".join(ends)
        else:
            cards = " ".join(texts.card_name(c) for c in m.cards)
        view = self._input.view
        name = view.feed.names[m.owner]
        mine = m.owner == view.viewer
        if m.kind == RUN:
            if mine:
                return translate("TableView", "your run {cards}").format(cards=cards)
            return translate("TableView", "{name}'s run {cards}").format(name=name, cards=cards)
        if mine:
            return translate("TableView", "your set {cards}").format(cards=cards)
        return translate("TableView", "{name}'s set {cards}").format(name=name, cards=cards)


def _placement_words(melds: tuple[MeldSpec, ...]) -> str:
    """Where the wilds put each run that could sit in several places ("the run 3 up to
    6"), for the menu that offers the ways to go down."""
    parts = [
        translate("TableView", "the run {low} up to {high}").format(
            low=texts.rank_label(pos_rank(spec.low)),
            high=texts.rank_label(pos_rank(spec.low + len(spec.cards) - 1)),
        )
        for spec in melds
        if spec.low is not None
    ]
    return "; ".join(parts)
