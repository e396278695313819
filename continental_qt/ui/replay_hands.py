"""The replay window's Hands page: every seat's hand as the feed's view holds it.

A hand the view shows (the viewer's own, or every hand of a finished game shown face
up) is drawn as a row of small cards, by suit and rank; a hidden hand is only counted.
Built from the view alone, so it can show no card the viewer may not see.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from ..engine.events import HIDDEN
from .dialogs.round_summary import card_strip, seat_colour
from .feeds.feed import Feed
from .stats.score_table import panel_colours
from .table.card_art import CardPixmaps
from .texts import translate

CARD_WIDTH = 34
STRIP_WIDTH = 250


class HandsPanel(QScrollArea):
    """One row per seat: the name, then the cards or their count."""

    def __init__(self, feed: Feed, art: CardPixmaps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_hands")
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self._feed = feed
        self._art = art
        inner = QWidget(self)
        self._column = QVBoxLayout(inner)
        self._column.setContentsMargins(10, 8, 10, 8)
        self._column.setSpacing(4)
        self.names: list[QLabel] = []
        self.rows: list[QLabel] = []
        colours = panel_colours(art.high_contrast)
        inner.setStyleSheet(f"background: {colours.panel}; color: {colours.text};")
        for seat in range(len(feed.names)):
            name = QLabel(inner)
            name.setObjectName(f"hand_name_{seat}")
            row = QLabel(inner)
            row.setObjectName(f"hand_cards_{seat}")
            row.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            self._column.addWidget(name)
            self._column.addWidget(row)
            self.names.append(name)
            self.rows.append(row)
        self._column.addStretch(1)
        self.setWidget(inner)
        feed.stateChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        view = self._feed.view
        if view is None:
            return
        names = self._feed.names
        dpr = self.devicePixelRatioF()
        for seat, (name, row) in enumerate(zip(self.names, self.rows, strict=True)):
            hand = view.hand(seat)
            name.setText(names[seat])
            # The seat colours are made for the felt (at least 3:1 on it, score_table.py).
            name.setStyleSheet(f"font-weight: bold; color: {seat_colour(seat)};")
            if hand and all(card is not HIDDEN for card in hand):
                row.setPixmap(
                    card_strip(
                        self._art,
                        sorted(hand, key=lambda c: (c.suit, c.rank)),
                        view.rules,
                        width=CARD_WIDTH,
                        max_width=STRIP_WIDTH,
                        dpr=dpr,
                    )
                )
            else:
                row.clear()
                count = len(hand)
                row.setText(translate("TableView", "%n card(s)", None, count))
