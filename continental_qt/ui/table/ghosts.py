"""The coach's "What am I missing?": each empty staging slot shows, faded, the meld the
player's hand is closest to (the engine's ``closest_arrangement``): the hand's own
cards for it, and fainter, the cards it still lacks (a set's missing card in a suit it
does not hold yet, its tooltip saying any suit will do).

The ghosts are scene items of their own, never the table's card items; they are
placed again after every layout and go with ``clear``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QGraphicsItem

from ...engine.cards import natural_card
from ...engine.closest import Partial, Place
from ...engine.melds import is_wild
from .. import texts
from ..texts import translate
from .card_art import CARD_ASPECT
from .card_item import CardItem

if TYPE_CHECKING:
    from .table_view import TableView

HELD_OPACITY = 0.6  # a card of the hand, where it would go
MISSING_OPACITY = 0.3  # a card still missing


class Ghosts:
    """Faded cards in ``view``'s staging slots; ``partial`` is what they show."""

    def __init__(self, view: TableView) -> None:
        self._view = view
        self.partial: Partial | None = None
        self.items: list[QGraphicsItem] = []

    def show(self, partial: Partial) -> None:
        self.partial = partial
        self.place()

    def clear(self) -> None:
        self.partial = None
        self._drop()

    def place(self) -> None:
        """Put the ghosts in the slots as the last layout drew them (empty slots only:
        a slot the player is filling shows their own cards)."""
        self._drop()
        view, partial, lay = self._view, self.partial, self._view.layout_
        if partial is None or lay is None or view.viewer is None:
            return
        rules = view.staging.rules
        for slot, (rect, meld) in enumerate(zip(lay.slots, partial.melds)):
            if slot >= len(view.staging.groups) or view.staging.groups[slot]:
                continue
            count = len(meld.places)
            height = rect.h * 0.6
            width = height / CARD_ASPECT
            step = min(width * 1.04, (rect.w - 16 - width) / max(1, count - 1))
            y = rect.y + (rect.h - height) / 2
            held = {p.card.suit for p in meld.places if p.card is not None}
            for k, place in enumerate(meld.places):
                item = self._ghost(place, held, width, rules)
                item.setPos(rect.x + 8 + k * step, y)
                view.scene_.addItem(item)
                self.items.append(item)

    def _ghost(self, place: Place, held: set[int], width: float, rules) -> CardItem:  # noqa: ANN001
        if place.card is not None:
            item = CardItem(self._view.art, place.card, width, is_wild(place.card, rules))
            item.setOpacity(HELD_OPACITY)
            item.setToolTip(texts.card_name(place.card))
            return item
        suit = place.suit
        if suit is None:  # a set's card: any suit will do
            suit = next((s for s in range(4) if s not in held), 0)
        card = natural_card(place.rank, suit)
        item = CardItem(self._view.art, card, width)
        item.setOpacity(MISSING_OPACITY)
        if place.suit is None:
            tip = translate("Coach", "Missing: any {rank}").format(
                rank=texts.rank_label(place.rank)
            )
        else:
            tip = translate("Coach", "Missing: the {card}").format(card=texts.card_name(card))
        item.setToolTip(tip)
        item.setZValue(0.8)
        return item

    def _drop(self) -> None:
        scene = self._view.scene_
        for item in self.items:
            if item.scene() is scene:
                scene.removeItem(item)
        self.items = []
