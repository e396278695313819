"""List editors of the rules editor: the rounds with their contracts, and the deck table.

Each holds its list as engine values (``Round``, ``DeckRow``), shows it in widgets,
emits ``changed`` after every edit and never validates: the dialog asks the engine.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import RUN, SET, DeckRow, MeldReq, Round
from ..texts import contract_text
from .tab_order import chain_tabs_inside

MAX_ROUNDS = 20  # RuleSet.from_dict refuses more
MAX_MELDS = 8
MAX_DECK_ROWS = 16


def put_spin(spin: QSpinBox, value: int) -> None:
    """Show ``value`` even if it lies outside the spin box's usual range (a hand-made
    file may hold it), so that loading and reading back never changes a rule."""
    if value < spin.minimum():
        spin.setMinimum(value)
    if value > spin.maximum():
        spin.setMaximum(value)
    spin.setValue(value)


def _spin(parent: QWidget, low: int, high: int, name: str) -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setRange(low, high)
    spin.setObjectName(name)
    spin.setKeyboardTracking(False)
    return spin


class RoundsEditor(QWidget):
    """The rounds as a list (add, remove, move) and the selected round's cards and contract."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rounds: list[Round] = []
        self._loading = False

        self.list = QListWidget(self)
        self.list.setObjectName("rounds_list")
        self.list.setAccessibleName(self.tr("Rounds"))
        self.list.setWordWrap(True)
        self.list.setMinimumWidth(220)
        self.list.setMinimumHeight(200)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.add_button = QPushButton(self.tr("&Add round"), self)
        self.add_button.setObjectName("add_round")
        self.add_button.setToolTip(self.tr("Add a copy of the selected round after it."))
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.setObjectName("remove_round")
        self.up_button = QPushButton(self.tr("Move up"), self)
        self.up_button.setObjectName("round_up")
        self.down_button = QPushButton(self.tr("Move down"), self)
        self.down_button.setObjectName("round_down")
        list_buttons = QGridLayout()
        list_buttons.addWidget(self.add_button, 0, 0)
        list_buttons.addWidget(self.remove_button, 0, 1)
        list_buttons.addWidget(self.up_button, 1, 0)
        list_buttons.addWidget(self.down_button, 1, 1)
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.list, 1)
        left.addLayout(list_buttons)

        self.detail = QGroupBox(self)
        self.detail.setObjectName("round_detail")
        self.cards_spin = _spin(self.detail, 1, 60, "round_cards")
        self.cards_spin.setToolTip(self.tr("How many cards each player is dealt in this round."))
        cards_label = QLabel(self.tr("Cards dea&lt:"), self.detail)
        cards_label.setBuddy(self.cards_spin)
        cards_row = QHBoxLayout()
        cards_row.addWidget(cards_label)
        cards_row.addWidget(self.cards_spin)
        cards_row.addStretch(1)
        contract_head = QLabel(self.tr("Contract (the melds to lay down to go down):"), self)
        contract_head.setWordWrap(True)
        self.melds_box = QWidget(self.detail)
        self.melds_grid = QGridLayout(self.melds_box)
        self.melds_grid.setContentsMargins(0, 0, 0, 0)
        self.melds_grid.setColumnStretch(3, 1)
        self.no_melds = QLabel(self.tr("No melds: nothing to lay down (single-hand game)."), self)
        self.no_melds.setWordWrap(True)
        self.add_set_button = QPushButton(self.tr("Add se&t"), self.detail)
        self.add_set_button.setObjectName("add_set")
        self.add_set_button.setToolTip(self.tr("The contract asks for one more set."))
        self.add_run_button = QPushButton(self.tr("Add ru&n"), self.detail)
        self.add_run_button.setObjectName("add_run")
        self.add_run_button.setToolTip(self.tr("The contract asks for one more run."))
        add_row = QHBoxLayout()
        add_row.addWidget(self.add_set_button)
        add_row.addWidget(self.add_run_button)
        add_row.addStretch(1)
        detail_layout = QVBoxLayout(self.detail)
        detail_layout.addLayout(cards_row)
        detail_layout.addWidget(contract_head)
        detail_layout.addWidget(self.melds_box)
        detail_layout.addWidget(self.no_melds)
        detail_layout.addLayout(add_row)
        detail_layout.addStretch(1)
        self.detail.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(left, 1)
        layout.addWidget(self.detail, 1)

        self.list.currentRowChanged.connect(self._show_round)
        self.add_button.clicked.connect(self.add_round)
        self.remove_button.clicked.connect(self.remove_round)
        self.up_button.clicked.connect(lambda: self.move_round(-1))
        self.down_button.clicked.connect(lambda: self.move_round(1))
        self.cards_spin.valueChanged.connect(self._cards_edited)
        self.add_set_button.clicked.connect(lambda: self.add_meld(SET))
        self.add_run_button.clicked.connect(lambda: self.add_meld(RUN))
        self.set_min_lengths(3, 4)

    # ----------------------------------------------------------------- values
    def set_min_lengths(self, set_min: int, run_min: int) -> None:
        """The lengths a newly added set or run starts with."""
        self._new_length = {SET: set_min, RUN: run_min}

    def set_rounds(self, rounds: tuple[Round, ...] | list[Round]) -> None:
        row = max(0, self.list.currentRow())
        self._rounds = list(rounds)
        self._refresh(min(row, len(self._rounds) - 1))

    def rounds(self) -> tuple[Round, ...]:
        return tuple(self._rounds)

    def current(self) -> int:
        return self.list.currentRow()

    # ---------------------------------------------------------------- editing
    def add_round(self) -> None:
        if len(self._rounds) >= MAX_ROUNDS:
            return
        row = self.current()
        if self._rounds:
            source = self._rounds[row if row >= 0 else -1]
        else:
            source = Round(10, (MeldReq(SET, self._new_length[SET]),) * 2)
        at = row + 1 if row >= 0 else len(self._rounds)
        self._rounds.insert(at, source)
        self._refresh(at)
        self.changed.emit()

    def remove_round(self) -> None:
        row = self.current()
        if 0 <= row < len(self._rounds) and len(self._rounds) > 1:
            del self._rounds[row]
            self._refresh(min(row, len(self._rounds) - 1))
            self.changed.emit()

    def move_round(self, step: int) -> None:
        row = self.current()
        other = row + step
        if 0 <= row < len(self._rounds) and 0 <= other < len(self._rounds):
            self._rounds[row], self._rounds[other] = self._rounds[other], self._rounds[row]
            self._refresh(other)
            self.changed.emit()

    def add_meld(self, kind: str) -> None:
        row = self.current()
        if not 0 <= row < len(self._rounds):
            return
        rnd = self._rounds[row]
        if len(rnd.contract) >= MAX_MELDS:
            return
        self._set_round(
            row, Round(rnd.cards_dealt, (*rnd.contract, MeldReq(kind, self._new_length[kind])))
        )
        self._show_round(row)

    def remove_meld(self, index: int) -> None:
        row = self.current()
        if not 0 <= row < len(self._rounds):
            return
        rnd = self._rounds[row]
        contract = rnd.contract[:index] + rnd.contract[index + 1 :]
        self._set_round(row, Round(rnd.cards_dealt, contract))
        self._show_round(row)

    def _set_round(self, row: int, rnd: Round) -> None:
        self._rounds[row] = rnd
        item = self.list.item(row)
        if item is not None:
            item.setText(self._round_text(row, rnd))
        self._update_buttons()
        self.changed.emit()

    def _cards_edited(self, value: int) -> None:
        row = self.current()
        if not self._loading and 0 <= row < len(self._rounds):
            self._set_round(row, Round(value, self._rounds[row].contract))

    def _meld_edited(self, index: int) -> None:
        row = self.current()
        if self._loading or not 0 <= row < len(self._rounds):
            return
        kind_box = self.melds_box.findChild(QComboBox, f"meld_kind_{index}")
        length_spin = self.melds_box.findChild(QSpinBox, f"meld_min_{index}")
        rnd = self._rounds[row]
        contract = list(rnd.contract)
        contract[index] = MeldReq(kind_box.currentData(), length_spin.value())
        self._set_round(row, Round(rnd.cards_dealt, tuple(contract)))

    # ---------------------------------------------------------------- showing
    def _round_text(self, row: int, rnd: Round) -> str:
        return self.tr("Round {number}: {cards} cards · {contract}").format(
            number=row + 1, cards=rnd.cards_dealt, contract=contract_text(rnd.contract)
        )

    def _refresh(self, row: int) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for i, rnd in enumerate(self._rounds):
            self.list.addItem(self._round_text(i, rnd))
        self.list.setCurrentRow(row)
        self.list.blockSignals(False)
        self._show_round(row)

    def _show_round(self, row: int) -> None:
        self._loading = True
        try:
            while self.melds_grid.count():
                widget = self.melds_grid.takeAt(0).widget()
                if widget is not None:
                    widget.setParent(None)
                    widget.deleteLater()
            valid = 0 <= row < len(self._rounds)
            self.detail.setEnabled(valid)
            if not valid:
                self.detail.setTitle(self.tr("No round selected"))
                self.no_melds.hide()
                return
            rnd = self._rounds[row]
            self.detail.setTitle(self.tr("Round {number}").format(number=row + 1))
            put_spin(self.cards_spin, rnd.cards_dealt)
            for i, req in enumerate(rnd.contract):
                self._add_meld_row(i, req)
            self.no_melds.setVisible(not rnd.contract)
        finally:
            self._loading = False
        self._update_buttons()

    def _add_meld_row(self, i: int, req: MeldReq) -> None:
        number = QLabel(self.tr("{number}.").format(number=i + 1), self.melds_box)
        kind = QComboBox(self.melds_box)
        kind.setObjectName(f"meld_kind_{i}")
        kind.addItem(self.tr("Set", "meld kind"), SET)
        kind.addItem(self.tr("Run", "meld kind"), RUN)
        kind.setToolTip(self.tr("Set: cards of one rank. Run: cards of one suit in sequence."))
        found = kind.findData(req.kind)
        if found < 0:  # an unknown kind from a file: shown as is, so the engine names it
            kind.addItem(req.kind, req.kind)
            found = kind.count() - 1
        kind.setCurrentIndex(found)
        length = _spin(self.melds_box, 2, 52, f"meld_min_{i}")
        length.setPrefix(self.tr("at least "))
        length.setToolTip(self.tr("The fewest cards this meld may have."))
        put_spin(length, req.min_length)
        remove = QToolButton(self.melds_box)
        remove.setObjectName(f"meld_remove_{i}")
        remove.setText("✕")
        remove.setToolTip(self.tr("Remove this meld from the contract."))
        remove.setAccessibleName(self.tr("Remove meld {number}").format(number=i + 1))
        kind.setAccessibleName(self.tr("Kind of meld {number}").format(number=i + 1))
        length.setAccessibleName(self.tr("Fewest cards in meld {number}").format(number=i + 1))
        self.melds_grid.addWidget(number, i, 0)
        self.melds_grid.addWidget(kind, i, 1)
        self.melds_grid.addWidget(length, i, 2)
        self.melds_grid.addWidget(remove, i, 4)
        kind.currentIndexChanged.connect(lambda _v, i=i: self._meld_edited(i))
        length.valueChanged.connect(lambda _v, i=i: self._meld_edited(i))
        remove.clicked.connect(lambda _c=False, i=i: self.remove_meld(i))
        # Made after the window: Tab would reach the new row last of all.
        rows = [
            self.melds_box.findChild(QWidget, f"{part}_{k}")
            for k in range(i + 1)
            for part in ("meld_kind", "meld_min", "meld_remove")
        ]
        chain_tabs_inside(self.melds_box, (*rows, self.add_set_button, self.add_run_button))

    def _update_buttons(self) -> None:
        row = self.current()
        count = len(self._rounds)
        self.add_button.setEnabled(count < MAX_ROUNDS)
        self.remove_button.setEnabled(0 <= row < count and count > 1)
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < count - 1)
        melds = len(self._rounds[row].contract) if 0 <= row < count else MAX_MELDS
        self.add_set_button.setEnabled(melds < MAX_MELDS)
        self.add_run_button.setEnabled(melds < MAX_MELDS)


class DeckTableEditor(QWidget):
    """Rows of (up to N players: decks, jokers); the first row that fits a table applies."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[QSpinBox, QSpinBox, QSpinBox, QToolButton]] = []
        self._loading = False
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(4, 1)
        heads = (
            self.tr("Up to … players"),
            self.tr("Decks"),
            self.tr("Jokers in all"),
        )
        self._heads = heads  # each row's fields are named by their column's head
        for col, text in enumerate(heads):
            head = QLabel(text, self)
            head.setWordWrap(True)
            font = head.font()
            font.setBold(True)
            head.setFont(font)
            self.grid.addWidget(head, 0, col)
        self.add_button = QPushButton(self.tr("Add r&ow"), self)
        self.add_button.setObjectName("add_deck_row")
        self.add_button.setToolTip(self.tr("Add a row for larger tables."))
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.grid)
        layout.addLayout(buttons)
        self.add_button.clicked.connect(self.add_row)

    def set_table(self, table: tuple[DeckRow, ...]) -> None:
        self._loading = True
        try:
            while len(self._rows) > len(table):
                self._drop_widgets()
            while len(self._rows) < len(table):
                self._add_widgets()
            for widgets, row in zip(self._rows, table):
                put_spin(widgets[0], row.max_players)
                put_spin(widgets[1], row.decks)
                put_spin(widgets[2], row.jokers)
        finally:
            self._loading = False
        self._update_buttons()

    def table(self) -> tuple[DeckRow, ...]:
        return tuple(DeckRow(a.value(), b.value(), c.value()) for a, b, c, _ in self._rows)

    def add_row(self) -> None:
        if len(self._rows) >= MAX_DECK_ROWS:
            return
        last = self.table()[-1] if self._rows else DeckRow(4, 2, 4)
        self._add_widgets()
        a, b, c, _ = self._rows[-1]
        self._loading = True
        put_spin(a, min(12, last.max_players + 2))
        put_spin(b, min(8, last.decks + 1))
        put_spin(c, min(32, last.jokers + (last.jokers // max(1, last.decks))))
        self._loading = False
        self._update_buttons()
        self.changed.emit()

    def remove_row(self, index: int) -> None:
        if len(self._rows) <= 1 or not 0 <= index < len(self._rows):
            return
        table = list(self.table())
        del table[index]
        self.set_table(tuple(table))
        self.changed.emit()

    def _add_widgets(self) -> None:
        i = len(self._rows)
        players = _spin(self, 2, 12, f"deck_max_{i}")
        players.setToolTip(self.tr("This row applies to tables of up to this many players."))
        decks = _spin(self, 1, 8, f"deck_decks_{i}")
        decks.setToolTip(self.tr("How many 52-card decks are shuffled together."))
        jokers = _spin(self, 0, 32, f"deck_jokers_{i}")
        jokers.setToolTip(self.tr("How many jokers are added in all (not per deck)."))
        remove = QToolButton(self)
        remove.setObjectName(f"remove_deck_row_{i}")
        remove.setText("✕")
        remove_text = self.tr("Remove this row.")
        remove.setToolTip(remove_text)
        remove.setAccessibleName(f"{remove_text.rstrip('.')} {i + 1}")
        for head, spin in zip(self._heads, (players, decks, jokers)):
            spin.setAccessibleName(f"{head} {i + 1}")
        for col, w in enumerate((players, decks, jokers, remove)):
            self.grid.addWidget(w, i + 1, col, Qt.AlignmentFlag.AlignLeft)
        # Made after the window: Tab would reach the new row last of all.
        earlier = [w for row in self._rows for w in row]
        chain_tabs_inside(self, (*earlier, players, decks, jokers, remove, self.add_button))
        for spin in (players, decks, jokers):
            spin.valueChanged.connect(self._edited)
        remove.clicked.connect(lambda _c=False, i=i: self.remove_row(i))
        self._rows.append((players, decks, jokers, remove))

    def _drop_widgets(self) -> None:
        for w in self._rows.pop():
            self.grid.removeWidget(w)
            w.setParent(None)
            w.deleteLater()

    def _edited(self, _value: int) -> None:
        if not self._loading:
            self.changed.emit()

    def _update_buttons(self) -> None:
        self.add_button.setEnabled(len(self._rows) < MAX_DECK_ROWS)
        for *_spins, remove in self._rows:
            remove.setEnabled(len(self._rows) > 1)
