"""The opponents' seat plates on the table: made, placed and filled from the viewer's
view after each layout, and told who is thinking (a computer deciding)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from ...engine.state import GameState
from ..feeds.feed import Feed
from ..texts import translate
from .card_art import CardPixmaps
from .table_items import SeatPlate
from .table_layout import TableLayout
from .table_words import plate_text


class SeatPlates:
    """``plates``: the plates on ``scene`` by seat; ``thinking``: the seats deciding."""

    def __init__(self, scene: QGraphicsScene, art: CardPixmaps, feed: Feed) -> None:
        self._scene, self._art, self._feed = scene, art, feed
        self.plates: dict[int, SeatPlate] = {}
        self.thinking: set[int] = set()

    def place(self, s: GameState, lay: TableLayout) -> None:
        for seat in list(self.plates):
            if seat not in lay.plates:
                self._scene.removeItem(self.plates.pop(seat))
        for seat, rect in lay.plates.items():
            plate = self.plates.get(seat)
            if plate is None:
                plate = SeatPlate(rect, seat, self._art)
                plate.setZValue(2)
                self._scene.addItem(plate)
                self.plates[seat] = plate
            plate.set_rect(rect)
            plate.fan_w = lay.fans.get(seat, 0.0)
            self._fill(plate, s, seat)
            if seat in lay.plate_lines:  # a narrow table moves a status part up a line
                plate.level, plate.status = lay.plate_lines[seat][1:]

    def _fill(self, plate: SeatPlate, s: GameState, seat: int) -> None:
        text = plate_text(s, seat, self._feed)
        plate.name = text.name
        plate.level = text.level
        plate.cards = text.cards
        plate.down = s.down[seat]
        plate.buys_used = s.buys[seat]
        plate.gone = s.left[seat]
        plate.active = s.to_act == seat and not s.is_over
        plate.thinking = seat in self.thinking
        plate.status = text.status
        plate.setToolTip(
            translate("TableView", "{name} ({level}), total {total} points").format(
                name=plate.name, level=plate.level, total=s.totals[seat]
            )
        )
        plate.update()

    def set_thinking(self, seat: int, on: bool) -> None:
        if on:
            self.thinking.add(seat)
        else:
            self.thinking.discard(seat)
        plate = self.plates.get(seat)
        if plate is not None:
            plate.thinking = on
            plate.update()

    def centre(self, seat: int) -> QPointF | None:
        """Where a card another seat played comes from (its plate's middle)."""
        plate = self.plates.get(seat)
        if plate is None:
            return None
        r = plate.rect
        return QPointF(r.x + r.w / 2 - 20, r.y + r.h / 2 - 20)

    def clear(self) -> None:
        for plate in self.plates.values():
            self._scene.removeItem(plate)
        self.plates.clear()
