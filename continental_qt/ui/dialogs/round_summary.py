"""End of a round: who went out, each player's cards left (drawn as small cards), the
round's points and the running totals. The end of the game has its own screen
(:mod:`.game_over`); ``game_over`` here is kept for callers that show the last round
with a star on the winners."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QKeyEvent, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import Card
from ...engine.melds import is_wild
from ...engine.presets import get_preset
from ...engine.rules import RuleSet
from ...engine.scoring import ranking
from .. import texts
from ..button_keys import refused_by_buttons
from ..table.card_art import CardPixmaps, card_height
from ..table.table_items import SEAT_COLOURS, ink_on
from ..texts import translate

CARD_WIDTH = 30  # logical pixels of one small card: its corner index still reads
LARGE_CARD_WIDTH = 38  # on a screen 1000 pixels high or more
STRIP_WIDTH = 330  # the widest a row of cards left may grow before the cards overlap more
NEXT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def seat_colour(seat: int) -> str:
    """The seat's colour on the table (plates, chart lines)."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_ink(seat: int, background: QColor, ratio: float = 3.0) -> str:
    """The seat's colour for a mark drawn on ``background`` (a light dialog), darkened
    to keep ``ratio`` contrast there (see :func:`~continental_qt.ui.table.table_items.ink_on`)."""
    return ink_on(seat_colour(seat), background, ratio)


def card_strip(
    art: CardPixmaps,
    cards: Sequence[Card],
    rules: RuleSet | None,
    *,
    width: int = CARD_WIDTH,
    max_width: int = STRIP_WIDTH,
    dpr: float = 1.0,
) -> QPixmap:
    """``cards`` as one row of small faces, overlapping only as much as ``max_width`` needs
    (a wild card of ``rules`` wears its badge). An empty pixmap for no cards."""
    if not cards:
        return QPixmap()
    height = card_height(width)
    gap = 3
    step = width + gap
    if len(cards) > 1 and width + step * (len(cards) - 1) > max_width:
        step = max(width // 3, (max_width - width) // (len(cards) - 1))
    total = width + step * (len(cards) - 1)
    strip = QPixmap(round(total * dpr), round(height * dpr))
    strip.setDevicePixelRatio(dpr)
    strip.fill(Qt.GlobalColor.transparent)
    painter = QPainter(strip)
    try:
        for i, card in enumerate(cards):
            wild = rules is not None and is_wild(card, rules)
            face = art.face(card.rank, card.suit, width, wild=wild, dpr=dpr)
            painter.drawPixmap(QRectF(i * step, 0, width, height), face, QRectF(face.rect()))
    finally:
        painter.end()
    return strip


def swatch(seat: int, size: int = 12) -> QPixmap:
    """A small disc in the seat's colour, to tie a row to its seat on the table."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A faint dark rim: the lightest seat colours on the light dialog.
        painter.setPen(QPen(QColor(0, 0, 0, 110), 1))
        painter.setBrush(QColor(seat_colour(seat)))
        painter.drawEllipse(QRectF(1.5, 1.5, size - 3, size - 3))
    finally:
        painter.end()
    return pixmap


class RoundSummaryDialog(QDialog):
    """Shows one finished round (``data`` is the engine's round_ended data plus "winner").

    Not modal: the table stays visible behind it. ``proceed`` fires when the player
    continues: Next round (its button, Enter or Space), or closing the window. Escape
    does nothing here: at the table it clears a selection, and a player clearing one as
    the round ends must not deal the next round unseen. Deleted when closed: hold no
    reference to it past its ``finished`` signal.
    """

    proceed = Signal()

    def __init__(
        self,
        data: dict,
        names: list[str],
        rules_name: str,
        game_over: dict | None = None,
        parent: QWidget | None = None,
        rules: RuleSet | None = None,
        art: CardPixmaps | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("round_summary")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setModal(False)
        art = art if art is not None else CardPixmaps()
        self.data = dict(data)  # the round_ended event's data (and "winner") shown
        # The single-hand game's engine round stays 1: its word is "Deal" and its
        # number the deals played ("deal" in the event data).
        single = rules is not None and rules.single_hand
        rnd = data.get("deal", data.get("round", 0)) if single else data.get("round", 0)
        rnd_name = texts.round_name(rules, rnd) if rules is not None else None
        winner = data.get("winner")
        if game_over is not None:
            self.setWindowTitle(translate("RoundSummary", "Game over"))
        elif rnd_name is not None:
            self.setWindowTitle(translate("RoundSummary", "{round} is over").format(round=rnd_name))
        else:
            self.setWindowTitle(translate("RoundSummary", "Round {n} is over").format(n=rnd))
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        headline = QLabel(self)
        headline.setObjectName("summary_headline")
        headline.setWordWrap(True)
        if game_over is not None:
            winners = game_over.get("winners", [])
            who = ", ".join(names[w] for w in winners)
            if len(winners) == 1:
                text = translate("RoundSummary", "{who} wins {game}!").format(
                    who=who, game=rules_name
                )
            elif winners:
                text = translate("RoundSummary", "{who} share the win in {game}!").format(
                    who=who, game=rules_name
                )
            else:
                text = translate("RoundSummary", "The game is void: nobody wins.")
        elif winner is not None:
            if rnd_name is not None:
                text = translate("RoundSummary", "{round}: {name} went out.").format(
                    round=rnd_name, name=names[winner]
                )
            else:
                text = translate("RoundSummary", "Round {n}: {name} went out.").format(
                    n=rnd, name=names[winner]
                )
        elif rnd_name is not None:
            text = translate("RoundSummary", "{round}: the stock ran out; nobody went out.").format(
                round=rnd_name
            )
        else:
            text = translate(
                "RoundSummary", "Round {n}: the stock ran out; nobody went out."
            ).format(n=rnd)
        headline.setText(f"<h2>{text}</h2>")
        layout.addWidget(headline)

        scores = data.get("scores", [])
        totals = (game_over or data).get("totals", data.get("totals", []))
        hands = data.get("hands", {})
        # The best total first, in the rules' direction (a seat without a total counts 0;
        # no rules: the contract game's fewest points).
        padded = [totals[s] if s < len(totals) else 0 for s in range(len(names))]
        order = [seat for _, seat in ranking(padded, rules or get_preset("may-i"))]
        table = QTableWidget(len(names), 4, self)
        table.setObjectName("summary_table")
        table.setHorizontalHeaderLabels(
            [
                translate("RoundSummary", "Player"),
                translate("RoundSummary", "Cards left"),
                translate("RoundSummary", "This deal")
                if single
                else translate("RoundSummary", "This round"),
                translate("RoundSummary", "Total"),
            ]
        )
        table.verticalHeader().setVisible(False)
        table.setAccessibleName(translate("RoundSummary", "Scores"))
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        # Keys belong to the buttons: Space and Enter answer Next round, not the grid.
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setShowGrid(False)
        table.setAlternatingRowColors(True)
        number_font = QFont(table.font())
        number_font.setPointSizeF(number_font.pointSizeF() * 1.25)
        bold = QFont(number_font)
        bold.setBold(True)
        dpr = self.devicePixelRatioF()
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        tall = screen is not None and screen.availableGeometry().height() >= 1000
        card_w = LARGE_CARD_WIDTH if tall else CARD_WIDTH
        self.strips: dict[int, QLabel] = {}  # seat -> its cards-left cell
        for row, seat in enumerate(order):
            cards = [Card(u) for u in hands.get(seat, hands.get(str(seat), []))]
            score = scores[seat] if seat < len(scores) else None
            star = "★ " if game_over and seat in game_over.get("winners", []) else ""
            name = QTableWidgetItem(star + names[seat])
            name.setIcon(swatch(seat))
            if seat == winner:
                name.setFont(bold)
            table.setItem(row, 0, name)
            # The text stays in the item (tooltips, screen readers, tests); the cell
            # shows the cards themselves.
            listed = texts.card_list(cards) if cards else ""
            cell = QTableWidgetItem(listed)
            cell.setForeground(Qt.GlobalColor.transparent)
            table.setItem(row, 1, cell)
            strip = QLabel(table)
            strip.setObjectName(f"cards_left_{seat}")
            strip.setContentsMargins(4, 3, 4, 3)
            if cards:
                strip.setPixmap(
                    card_strip(art, cards, rules, width=card_w, max_width=11 * card_w, dpr=dpr)
                )
                strip.setToolTip(listed)
                strip.setAccessibleName(listed)
            elif seat == winner:
                strip.setText(translate("RoundSummary", "Went out"))
                strip.setStyleSheet("font-weight: bold; color: #1d7a4a;")
            elif score is None:
                strip.setText(translate("RoundSummary", "Left the game"))
            else:
                strip.setText("—")
            table.setCellWidget(row, 1, strip)
            self.strips[seat] = strip
            for col, value, font in (
                (2, "–" if score is None else str(score), number_font),
                (3, str(totals[seat]) if seat < len(totals) else "", bold),
            ):
                item = QTableWidgetItem(value)
                item.setFont(font)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, col, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        # Never scroll sideways: the cards overlap more, the numbers keep their width.
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        row_h = max(card_height(card_w) + 8, table.verticalHeader().defaultSectionSize())
        for row in range(table.rowCount()):
            table.setRowHeight(row, row_h)
        # As tall as its rows (up to a point), so the dialog has no empty block.
        rows_h = sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setMinimumHeight(min(520, rows_h + header.height() + 2 * table.frameWidth() + 4))
        table.setMaximumHeight(table.minimumHeight())
        layout.addWidget(table)
        if rules is not None:
            note = QLabel(texts.winning_rule(rules), self)
        else:
            note = QLabel(translate("RoundSummary", "Fewest points wins."), self)
        note.setObjectName("summary_rule")
        layout.addWidget(note)
        buttons = QDialogButtonBox(self)
        label = (
            translate("RoundSummary", "Close")
            if game_over is not None
            else translate("RoundSummary", "Next deal")
            if single
            else translate("RoundSummary", "Next round")
        )
        self.next_button = buttons.addButton(label, QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setObjectName("next_round_button")
        self.next_button.setDefault(True)
        self.next_button.installEventFilter(self)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.accepted.connect(self.proceed)
        self.rejected.connect(self.proceed)
        strip_w = max((s.sizeHint().width() for s in self.strips.values()), default=0)
        width = max(560, 300 + strip_w)
        self.resize(min(820 if not tall else 960, width), self.sizeHint().height())
        self.next_button.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # The focused button clicks on Enter itself, repeats and Ctrl/Alt+Space included:
        # drop those (button_keys).
        if watched is self.next_button and refused_by_buttons(event):
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        # Enter goes out with a last discard: held a little long, its repeats arrive
        # here and would deal the next round unseen. Only a fresh press answers.
        if event.isAutoRepeat():
            event.accept()
            return
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() in NEXT_KEYS and mods == Qt.KeyboardModifier.NoModifier:
            event.accept()
            self.next_button.click()
            return
        if event.key() == Qt.Key.Key_Escape:
            event.accept()  # see the class docstring
            return
        super().keyPressEvent(event)
