"""The end of the game: the winner named big, the final ranking with every round's points
and the totals, the game's score chart, and Play again / New game… / Close.

The ranking follows the rule set's direction of winning (``RuleSet.higher_wins``: the
single-hand game's settlements, where the highest total wins). The chart is the side
panel's :class:`ScoreChart`, which imports pyqtgraph only when it is first drawn.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import RuleSet
from ...engine.scoring import ranking
from .. import texts
from ..button_keys import refused_by_buttons
from ..stats.score_chart import ScoreChart
from ..text_size import follow_font
from ..texts import translate
from ..texts.base import _capitalise
from ..texts.base import _people as people
from .round_summary import seat_ink, swatch

PLACE, NAME = 0, 1  # the first columns; the rounds follow, then the total


def signed(points: int) -> str:
    """A settlement amount with its sign: ``+24``, ``−12``, ``0``."""
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"−{-points}"
    return "0"


def _people(seats: Sequence[int], names: Sequence[str], viewer: int | None = None) -> str:
    """``Ana``, ``Ana and Bruno``, ``Ana, Bruno and you`` (the viewer is ``you``)."""
    return _capitalise(people(seats, names, viewer))


def headline_text(
    names: Sequence[str],
    rules: RuleSet,
    totals: Sequence[int],
    winners: Sequence[int],
    void: bool,
    viewer: int | None = None,
) -> str:
    """The big line: who won (or shares the win, or why nobody did). ``viewer``: the
    person at the screen, whose win reads "You win!"."""
    if void or not winners:
        return translate("GameOver", "The game is void: nobody wins.")
    if len(winners) == 1:
        if viewer is not None and winners[0] == viewer:
            return translate("GameOver", "You win!")
        return translate("GameOver", "{name} wins!").format(name=names[winners[0]])
    if rules.single_hand and not any(totals):
        return translate("GameOver", "All square: nobody owes anyone.")
    return translate("GameOver", "{names} share the win!").format(
        names=_people(winners, names, viewer)
    )


def detail_text(
    names: Sequence[str], rules: RuleSet, totals: Sequence[int], winners: Sequence[int]
) -> str:
    """The line under it: the winning total, or the single-hand game's settlement."""
    if not winners:
        return ""
    best = totals[winners[0]]
    if rules.single_hand:
        # Each deal's winner is paid by the others: the totals are what each won or paid.
        if not any(totals):
            return ""
        order = [seat for _, seat in ranking(totals, rules)]
        paid = ", ".join(f"{names[s]} {signed(totals[s])}" for s in order)
        return translate("GameOver", "Settlement: {list}.").format(list=paid)
    if len(winners) == 1:
        return translate("GameOver", "{name}: {points} points.").format(
            name=names[winners[0]], points=best
        )
    return translate("GameOver", "{names}: {points} points each.").format(
        names=_people(winners, names), points=best
    )


def coach_text(used: Mapping[str, int]) -> str:
    """One line on the help the coach gave in the game (``used``: counts by kind)."""
    hints, options = used.get("hint", 0), used.get("options", 0)
    missing, warned = used.get("missing", 0), used.get("tutor_warned", 0)
    undos = used.get("undo", 0)
    parts = []
    if hints:
        parts.append(translate("GameOver", "%n hint(s)", None, hints))
    if options:
        parts.append(translate("GameOver", "%n list(s) of options", None, options))
    if missing:
        parts.append(translate("GameOver", "%n look(s) at what was missing", None, missing))
    if warned:
        parts.append(translate("GameOver", "%n warning(s) from the tutor", None, warned))
    if undos:
        parts.append(translate("GameOver", "%n undo(s)", None, undos))
    if not parts:
        return translate("GameOver", "Played without help from the coach.")
    return translate("GameOver", "Help from the coach: {help}.").format(help=texts.join_list(parts))


class GameOverDialog(QDialog):
    """The game-over screen. ``playAgain`` (same players and rules, a new deal) and
    ``newGame`` (the new game dialog) fire before it closes; ``proceed`` when it closes
    for any reason. Not modal; deleted when closed, so hold no reference past
    ``finished``.

    ``round_scores[i][seat]`` is the seat's score in round ``i + 1`` (None: it had left);
    ``round_winners[i]`` the seat that went out (None: the stock ran out); ``viewer`` the
    person at the screen (None: nobody in particular).
    """

    playAgain = Signal(bool)  # whether the seats handed to the computer go back
    newGame = Signal()
    proceed = Signal()

    def __init__(
        self,
        names: Sequence[str],
        rules: RuleSet,
        round_scores: Sequence[Sequence[int | None]],
        totals: Sequence[int],
        winners: Sequence[int],
        *,
        void: bool = False,
        round_winners: Sequence[int | None] = (),
        left: Sequence[bool] = (),
        viewer: int | None = None,
        handed_over: Sequence[str] = (),
        coach: Mapping[str, int] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("game_over")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setModal(False)
        self.setWindowTitle(translate("GameOver", "Game over"))
        names = list(names)
        winners = list(winners)
        game = texts.preset_name(rules)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(8)
        self.headline = QLabel(objectName="game_over_headline")
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        text = html.escape(headline_text(names, rules, totals, winners, void, viewer))
        if winners and not void:
            ground = self.palette().color(QPalette.ColorRole.Window)
            stars = "".join(f'<span style="color:{seat_ink(w, ground)}">★</span>' for w in winners)
            text = f"{stars} {text}"
        self.headline.setText(text)
        follow_font(self.headline, 2.0, bold=True)
        layout.addWidget(self.headline)

        self.detail = QLabel(objectName="game_over_detail")
        self.detail.setWordWrap(True)
        detail = detail_text(names, rules, totals, winners) if not void else ""
        rounds = len(round_scores)
        played = (
            translate("GameOver", "{game} · %n deal(s)", None, rounds)
            if rules.single_hand
            else translate("GameOver", "{game} · %n round(s)", None, rounds)
        ).format(game=game)
        self.detail.setText(" · ".join(p for p in (played, texts.winning_rule(rules), detail) if p))
        follow_font(self.detail, 1.15)
        layout.addWidget(self.detail)

        self.table = self._ranking_table(
            names, rules, round_scores, totals, winners, round_winners, left
        )
        layout.addWidget(self.table)

        self.chart = ScoreChart(self)
        self.chart.setObjectName("game_over_chart")
        self.chart.setMinimumHeight(200)
        self.chart.update_scores(
            names, [list(r) for r in round_scores], rules.higher_wins, deals=rules.single_hand
        )
        layout.addWidget(self.chart, 1)

        # What the coach was asked: help counted, as the save keeps it.
        self.coach_line = QLabel(coach_text(coach or {}), objectName="game_over_coach")
        self.coach_line.setWordWrap(True)
        layout.addWidget(self.coach_line)

        # People who handed their seat to the computer: Play again offers it back.
        self.give_back = QCheckBox(self)
        self.give_back.setObjectName("give_back")
        self.give_back.setText(
            translate("GameOver", "Play again with {names} back at their seats").format(
                names=texts.join_list(handed_over)
            )
        )
        self.give_back.setChecked(True)
        self.give_back.setVisible(bool(handed_over))
        layout.addWidget(self.give_back)

        buttons = QDialogButtonBox(self)
        self.play_again_button = QPushButton(translate("GameOver", "Play again"))
        self.play_again_button.setObjectName("play_again_button")
        self.play_again_button.setToolTip(
            translate("GameOver", "The same players and rules, a new deal")
        )
        self.new_game_button = QPushButton(translate("GameOver", "New game…"))
        self.new_game_button.setObjectName("new_game_button")
        self.close_button = QPushButton(translate("GameOver", "Close"))
        self.close_button.setObjectName("close_button")
        buttons.addButton(self.play_again_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        # Close is the default: Enter held from the last discard must not deal a new game.
        for button in (self.play_again_button, self.new_game_button, self.close_button):
            button.setAutoDefault(False)
            button.installEventFilter(self)
        self.close_button.setDefault(True)
        self.next_button = self.close_button  # what the round summary's callers press
        self.play_again_button.clicked.connect(self._play_again)
        self.new_game_button.clicked.connect(self._new_game)
        self.close_button.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.finished.connect(self.proceed)
        self._fit()
        self.close_button.setFocus()

    # ---- building ----

    def _ranking_table(
        self,
        names: list[str],
        rules: RuleSet,
        round_scores: Sequence[Sequence[int | None]],
        totals: Sequence[int],
        winners: list[int],
        round_winners: Sequence[int | None],
        left: Sequence[bool],
    ) -> QTableWidget:
        rounds = len(round_scores)
        total_col = NAME + 1 + rounds
        table = QTableWidget(len(names), total_col + 1, self)
        table.setObjectName("game_over_table")
        heads = ["", translate("GameOver", "Player")]
        heads += [texts.round_column(rules, i + 1) for i in range(rounds)]
        heads.append(translate("GameOver", "Total"))
        table.setHorizontalHeaderLabels(heads)
        for i in range(rounds):
            table.horizontalHeaderItem(NAME + 1 + i).setToolTip(texts.round_name(rules, i + 1))
        table.verticalHeader().setVisible(False)
        table.setAccessibleName(translate("GameOver", "Scores"))
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setAlternatingRowColors(True)
        table.setShowGrid(False)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        base = QFont(table.font())
        bold = QFont(base)
        bold.setBold(True)
        big_bold = QFont(bold)
        big_bold.setPointSizeF(base.pointSizeF() * 1.3)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        show = signed if rules.single_hand else str
        self.order: list[int] = []  # seats, best first
        self.places: list[int] = []
        for row, (place, seat) in enumerate(ranking(totals, rules)):
            self.order.append(seat)
            self.places.append(place)
            won = seat in winners
            cells: list[QTableWidgetItem] = []
            place_item = QTableWidgetItem(f"{place}.")
            place_item.setTextAlignment(right)
            cells.append(place_item)
            name = QTableWidgetItem(("★ " if won else "") + names[seat])
            name.setIcon(swatch(seat))
            if seat < len(left) and left[seat]:
                name.setToolTip(translate("GameOver", "Left the game"))
                name.setText(
                    name.text() + " " + translate("GameOver", "(left)", "a player who left")
                )
            cells.append(name)
            for i, row_scores in enumerate(round_scores):
                score = row_scores[seat] if seat < len(row_scores) else None
                item = QTableWidgetItem("–" if score is None else show(score))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if i < len(round_winners) and round_winners[i] == seat:
                    item.setFont(bold)
                    item.setToolTip(
                        translate("GameOver", "{name} went out in {round}.").format(
                            name=names[seat], round=texts.round_name(rules, i + 1)
                        )
                    )
                cells.append(item)
            total = QTableWidgetItem(show(totals[seat]))
            total.setTextAlignment(right)
            total.setFont(big_bold)
            cells.append(total)
            if won:
                place_item.setFont(bold)
                name.setFont(bold)
            for col, item in enumerate(cells):
                table.setItem(row, col, item)
        header = table.horizontalHeader()
        header.setMinimumSectionSize(24)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The rounds share the spare width; with no rounds (a void game) the name takes it.
        for col in range(NAME + 1, total_col) if rounds else (NAME,):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        table.resizeRowsToContents()
        rows_h = sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(min(340, rows_h + header.height() + 2 * table.frameWidth() + 2))
        return table

    def _fit(self) -> None:
        """Big enough to read, never bigger than the screen it opens on (1280×800 too)."""
        screen = self.parentWidget().screen() if self.parentWidget() else None
        screen = screen or QGuiApplication.primaryScreen()
        area = screen.availableGeometry() if screen is not None else None
        width = max(self.sizeHint().width(), 760)
        height = self.sizeHint().height() + 160
        if area is not None:
            width = min(max(width, int(area.width() * 0.6)), area.width() - 60, 1280)
            height = min(max(height, int(area.height() * 0.7)), area.height() - 60, 900)
        self.resize(width, height)

    # ---- actions ----

    def _play_again(self) -> None:
        self.playAgain.emit(not self.give_back.isHidden() and self.give_back.isChecked())
        self.close()

    def _new_game(self) -> None:
        self.close()
        self.newGame.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # A key held from the last move repeats, and Ctrl/Alt+Space belongs to the menus:
        # no button answers those (button_keys).
        if refused_by_buttons(event):
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.isAutoRepeat():
            event.accept()
            return
        super().keyPressEvent(event)
