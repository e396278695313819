"""End of a round and end of the game: each player's cards left, points, running totals."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
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
from ...engine.rules import RuleSet
from .. import texts
from ..texts import translate


class RoundSummaryDialog(QDialog):
    """Shows one finished round (``data`` is the engine's round_ended data plus "winner").

    Not modal: the table stays visible behind it. ``proceed`` fires when the player
    continues (Next round / New game / Close).
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
    ) -> None:
        super().__init__(parent)
        self.setObjectName("round_summary")
        self.setModal(False)
        # The single-hand game's engine round stays 1: its word is "Deal" and its
        # number the deals played ("deal" in the event data).
        single = rules is not None and rules.single_hand
        rnd = data.get("deal", data.get("round", 0)) if single else data.get("round", 0)
        rnd_name = texts.round_name(rules, rnd) if rules is not None else None
        higher_wins = rules is not None and rules.higher_wins
        winner = data.get("winner")
        if game_over is not None:
            self.setWindowTitle(translate("RoundSummary", "Game over"))
        elif rnd_name is not None:
            self.setWindowTitle(translate("RoundSummary", "{round} is over").format(round=rnd_name))
        else:
            self.setWindowTitle(translate("RoundSummary", "Round {n} is over").format(n=rnd))
        layout = QVBoxLayout(self)
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
        headline.setText(f"<h3>{text}</h3>")
        layout.addWidget(headline)

        scores = data.get("scores", [])
        totals = (game_over or data).get("totals", data.get("totals", []))
        hands = data.get("hands", {})
        sign = -1 if higher_wins else 1  # the best total first, in the rules' direction

        def rank(seat: int) -> tuple[int, int]:
            return (sign * (totals[seat] if seat < len(totals) else 0), seat)

        order = sorted(range(len(names)), key=rank)
        table = QTableWidget(len(names), 4, self)
        table.setObjectName("summary_table")
        table.setHorizontalHeaderLabels(
            [
                translate("RoundSummary", "Player"),
                translate("RoundSummary", "Cards left"),
                translate("RoundSummary", "This round"),
                translate("RoundSummary", "Total"),
            ]
        )
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        for row, seat in enumerate(order):
            cards = [Card(u) for u in hands.get(seat, hands.get(str(seat), []))]
            score = scores[seat] if seat < len(scores) else None
            values = [
                ("★ " if game_over and seat in game_over.get("winners", []) else "") + names[seat],
                texts.card_list(cards) if cards else "—",
                "–" if score is None else str(score),
                str(totals[seat]) if seat < len(totals) else "",
            ]
            for col, v in enumerate(values):
                item = QTableWidgetItem(v)
                if col >= 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                table.setItem(row, col, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        table.setWordWrap(True)
        # Never scroll sideways: the cards column wraps, the numbers keep their width.
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.resizeRowsToContents()
        # As tall as its rows (up to a point), so the dialog has no empty block.
        rows_h = sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setMinimumHeight(min(420, rows_h + header.height() + 2 * table.frameWidth() + 4))
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
            else translate("RoundSummary", "Next round")
        )
        self.next_button = buttons.addButton(label, QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setObjectName("next_round_button")
        self.next_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.accepted.connect(self.proceed)
        self.rejected.connect(self.proceed)
        self.resize(min(760, 420 + 40 * len(names)), self.sizeHint().height())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        # Enter goes out with a last discard: held a little long, its repeats arrive
        # here and would deal the next round unseen. Only a fresh press answers.
        if event.isAutoRepeat():
            event.accept()
            return
        super().keyPressEvent(event)
