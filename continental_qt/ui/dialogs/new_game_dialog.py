"""The New Game dialog: rule preset, players and who plays each seat, deal number, AI pace.

The preset combo lists the built-in presets, then the custom presets of the presets
folder, then (if any) the rules edited in the rules editor and not saved.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QIntValidator, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...ai.registry import PLAYABLE_LEVELS
from ...engine.presets import all_presets
from ...engine.rules import RuleSet
from ...storage.custom_presets import PresetEntry, list_presets
from ...storage.seats import HUMAN, Seat
from ..config import AI_SPEEDS, GameConfig
from ..texts import level_name, preset_name, reason_text, speed_name
from ..texts.rules_summary import rules_summary_html
from .rules_editor import RulesEditorDialog, preset_problem_text
from .tab_order import chain_tabs

MAX_SEATS = 12
DEFAULT_PLAYERS = 4
DEFAULT_AI = "medium"
NAME_MAX_LENGTH = 20
# Seat 0 is "You" (translated); the others get friendly names that are easy to tell apart.
FRIENDLY_NAMES = (
    "Bruno", "Carmen", "Dora", "Emil", "Fatima", "Goran", "Hana", "Ivo", "Jana", "Kofi", "Lena",
)  # fmt: skip
SEAT_KINDS = (HUMAN, *PLAYABLE_LEVELS)


class _SeatRow:
    """The widgets of one seat: a number, a name and who plays it."""

    def __init__(self, index: int, parent: QWidget, heads: tuple[str, str]) -> None:
        self.label = QLabel(str(index + 1), parent)
        self.label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.name = QLineEdit(parent)
        self.name.setObjectName(f"seat_name_{index}")
        self.name.setMaxLength(NAME_MAX_LENGTH)
        self.kind = QComboBox(parent)
        self.kind.setObjectName(f"seat_kind_{index}")
        for kind in SEAT_KINDS:
            self.kind.addItem(level_name(kind), kind)
        self.label.setBuddy(self.name)
        # Named by their column's head and the seat's number ("Name 2", "Played by 2").
        self.name.setAccessibleName(f"{heads[0]} {index + 1}")
        self.kind.setAccessibleName(f"{heads[1]} {index + 1}")

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.label, self.name, self.kind)


class NewGameDialog(QDialog):
    """Choose a game to start; :meth:`config` returns it once the dialog is accepted.

    ``initial`` prefills every field (e.g. the last game's settings); an unknown preset
    id or AI level in it falls back to the defaults. OK stays disabled, with the reason
    shown beside it, while a seat has no name, two seats share a name or the rules
    cannot be played with that many players.

    "Edit rules…" opens :class:`~continental_qt.ui.dialogs.rules_editor.RulesEditorDialog` on the
    chosen rules; a built-in preset gives a config with ``rules=None``, a custom or
    edited one carries its RuleSet (``preset_id`` ``custom:<name>`` or ``edited:<id>``).
    """

    def __init__(self, initial: GameConfig | None = None, parent: QWidget | None = None) -> None:
        if isinstance(initial, QWidget) and not isinstance(parent, QWidget):
            # Also accept Qt's usual (parent, ...) order: NewGameDialog(window, config).
            initial, parent = parent, initial
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Game"))
        self._presets: list[RuleSet] = all_presets()
        self._custom: list[PresetEntry] = []
        self._edited: RuleSet | None = None  # rules from the editor, not saved as a preset
        self.rules_editor: RulesEditorDialog | None = None
        self._rows: list[_SeatRow] = []
        # What each seat holds, kept while its row is hidden by a smaller player count.
        self._memory: list[tuple[str, str]] = [
            (self.tr("You") if i == 0 else FRIENDLY_NAMES[i - 1], HUMAN if i == 0 else DEFAULT_AI)
            for i in range(MAX_SEATS)
        ]
        self._build()
        self._prefill(initial)
        self._validate()

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        self.preset_combo = QComboBox(self)
        self.preset_combo.setObjectName("preset_combo")
        self.preset_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self._fill_presets()
        self.edit_rules_button = QPushButton(self.tr("&Edit rules…"), self)
        self.edit_rules_button.setObjectName("edit_rules_button")
        self.edit_rules_button.setAutoDefault(False)
        self.edit_rules_button.setToolTip(
            self.tr(
                "Change any rule of the chosen preset, add house rules, or keep your own "
                "rules as a custom preset."
            )
        )
        self.edit_rules_button.clicked.connect(self.edit_rules)
        preset_row = QHBoxLayout()
        preset_row.addWidget(self.preset_combo, 1)
        preset_row.addWidget(self.edit_rules_button)

        self.players_spin = QSpinBox(self)
        self.players_spin.setObjectName("players_spin")

        self.seed_edit = QLineEdit(self)
        self.seed_edit.setObjectName("seed_edit")
        self.seed_edit.setValidator(QIntValidator(0, 2_147_483_647, self.seed_edit))
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setToolTip(
            self.tr(
                "The same deal number deals the same cards, so a game can be played again. "
                "Leave it empty for a random deal."
            )
        )

        self.speed_combo = QComboBox(self)
        self.speed_combo.setObjectName("speed_combo")
        for speed in AI_SPEEDS:
            self.speed_combo.addItem(speed_name(speed), speed)
        self.speed_combo.setToolTip(self.tr("How quickly the computer players make their moves."))

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        rules_label = QLabel(self.tr("&Rules:"), self)
        rules_label.setBuddy(self.preset_combo)
        form.addRow(rules_label, preset_row)
        form.addRow(self.tr("&Players:"), self.players_spin)

        seats_box = QWidget(self)
        self._seat_grid = QGridLayout(seats_box)
        self._seat_grid.setContentsMargins(0, 0, 4, 0)
        self._seat_grid.setColumnStretch(1, 1)
        name_head = QLabel(self.tr("Name"), seats_box)
        kind_head = QLabel(self.tr("Played by"), seats_box)
        for head in (name_head, kind_head):
            font = head.font()
            font.setBold(True)
            head.setFont(font)
        self._heads = (name_head.text(), kind_head.text())
        self._seat_grid.addWidget(name_head, 0, 1)
        self._seat_grid.addWidget(kind_head, 0, 2)
        self._seats_box = seats_box
        self.seats_scroll = QScrollArea(self)
        self.seats_scroll.setObjectName("seats_scroll")
        self.seats_scroll.setWidgetResizable(True)
        self.seats_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.seats_scroll.setWidget(seats_box)
        self.seats_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the seats
        self.seats_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        seed_label = QLabel(self.tr("&Deal number:"), self)
        seed_label.setBuddy(self.seed_edit)
        speed_label = QLabel(self.tr("Com&puter speed:"), self)
        speed_label.setBuddy(self.speed_combo)
        self.seed_edit.setMinimumWidth(110)
        self.seed_edit.setMaximumWidth(160)
        more = QHBoxLayout()
        more.addWidget(seed_label)
        more.addWidget(self.seed_edit)
        more.addSpacing(16)
        more.addWidget(speed_label)
        more.addWidget(self.speed_combo)
        more.addStretch(1)

        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.seats_scroll, 1)
        left.addLayout(more)

        self.rules_summary = QTextBrowser(self)
        self.rules_summary.setObjectName("rules_summary")
        self.rules_summary.setOpenLinks(False)
        self.rules_summary.setAccessibleName(self.tr("Summary of the rules"))
        self.rules_summary.setMinimumWidth(380)
        self.rules_summary.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

        top = QHBoxLayout()
        top.addLayout(left, 1)
        top.addWidget(self.rules_summary, 1)

        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("problem_label")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #c62828;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.problem_label, 1)
        bottom.addWidget(self.buttons)

        outer = QVBoxLayout(self)
        outer.addLayout(top, 1)
        outer.addLayout(bottom)

        self.preset_combo.currentIndexChanged.connect(self._preset_changed)
        self.players_spin.valueChanged.connect(self._set_seat_count)
        self.seed_edit.textChanged.connect(self._validate)
        self.resize(940, 600)

    def _fill_presets(self, select: str | None = None) -> None:
        """Built-ins, then custom presets (damaged ones shown disabled), then edited rules;
        ``select`` (an id) is chosen if it is still there, else the first preset."""
        self._custom = list_presets()
        combo = self.preset_combo
        combo.blockSignals(True)
        combo.clear()
        for rules in self._presets:
            combo.addItem(preset_name(rules), rules.id)
        if self._custom or self._edited is not None:
            combo.insertSeparator(combo.count())
        model = combo.model()
        for entry in self._custom:
            if entry.preset is not None:
                combo.addItem(entry.name, entry.preset.id)
                continue
            combo.addItem(self.tr("{name} (damaged)").format(name=entry.name), None)
            index = combo.count() - 1
            combo.setItemData(index, preset_problem_text(entry.error), Qt.ItemDataRole.ToolTipRole)
            if isinstance(model, QStandardItemModel):
                model.item(index).setEnabled(False)
                model.item(index).setForeground(QBrush(QColor("#9e9e9e")))
        if self._edited is not None and combo.findData(self._edited.id) < 0:
            combo.addItem(self._edited.name, self._edited.id)
        index = combo.findData(select) if select is not None else -1
        combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)

    def _prefill(self, initial: GameConfig | None) -> None:
        select = None
        players = DEFAULT_PLAYERS
        if initial is not None:
            select = initial.preset_id
            known = any(r.id == select for r in self._presets) or any(
                e.preset is not None and e.preset.id == select for e in self._custom
            )
            if not known and initial.rules is not None:
                # Edited rules, or a custom preset deleted since: the game's own copy.
                self._edited = initial.rules
                if initial.rules.id != select:
                    self._edited = replace(initial.rules, id=select)
            players = initial.players or DEFAULT_PLAYERS
            for i, seat in enumerate(initial.seats[:MAX_SEATS]):
                kind = seat.kind if seat.kind in SEAT_KINDS else DEFAULT_AI
                self._memory[i] = (seat.name, kind)
            if initial.seed is not None:
                self.seed_edit.setText(str(initial.seed))
            speed = self.speed_combo.findData(initial.ai_speed)
            if speed >= 0:
                self.speed_combo.setCurrentIndex(speed)
        else:
            self.speed_combo.setCurrentIndex(self.speed_combo.findData("normal"))
        self._fill_presets(select)
        self._apply_preset(players)

    # ------------------------------------------------------------------- changes
    def rules(self) -> RuleSet:
        """The rules chosen now: a built-in or custom preset, or edited rules."""
        preset_id = self.preset_combo.currentData()
        for rules in self._presets:
            if rules.id == preset_id:
                return rules
        for entry in self._custom:
            if entry.preset is not None and entry.preset.id == preset_id:
                return entry.preset.rules
        if self._edited is not None and self._edited.id == preset_id:
            return self._edited
        return self._presets[0]

    def is_builtin(self) -> bool:
        return any(r.id == self.preset_combo.currentData() for r in self._presets)

    def edit_rules(self) -> None:
        """Open the rules editor on the rules chosen now (window-modal, not blocking)."""
        editor = RulesEditorDialog(self.rules(), self)
        editor.finished.connect(lambda result, e=editor: self._editor_finished(e, result))
        self.rules_editor = editor
        editor.open()

    def _editor_finished(self, editor: RulesEditorDialog, result: int) -> None:
        # Presets may have been saved, renamed, deleted or imported even on Cancel.
        select = self.preset_combo.currentData()
        if result == QDialog.DialogCode.Accepted:
            rules, select = editor.rules(), editor.preset_id()
            known = any(r.id == select for r in self._presets) or any(
                e.preset is not None and e.preset.id == select for e in list_presets()
            )
            if not known:
                self._edited = rules
        self._fill_presets(select)
        self._apply_preset(self.players_spin.value())
        # Gone once closed, so that findChild(QDialogButtonBox) finds only this dialog's.
        self.rules_editor = None
        editor.deleteLater()

    def _preset_changed(self, _index: int) -> None:
        self._apply_preset(self.players_spin.value())

    def _apply_preset(self, players: int) -> None:
        rules = self.rules()
        self.rules_summary.setHtml(rules_summary_html(rules))
        high = min(rules.max_players, MAX_SEATS)
        self.players_spin.blockSignals(True)
        self.players_spin.setRange(rules.min_players, high)
        self.players_spin.setValue(max(rules.min_players, min(high, players)))
        self.players_spin.blockSignals(False)
        self._set_seat_count(self.players_spin.value())

    def _set_seat_count(self, count: int) -> None:
        while len(self._rows) > count:
            row = self._rows.pop()
            for w in row.widgets():
                self._seat_grid.removeWidget(w)
                w.setParent(None)
                w.deleteLater()
        while len(self._rows) < count:
            i = len(self._rows)
            row = _SeatRow(i, self._seats_box, self._heads)
            name, kind = self._memory[i]
            row.name.setText(name)
            row.kind.setCurrentIndex(max(0, row.kind.findData(kind)))
            row.name.textChanged.connect(lambda text, i=i: self._remember(i))
            row.kind.currentIndexChanged.connect(lambda _k, i=i: self._remember(i))
            for col, w in enumerate(row.widgets()):
                self._seat_grid.addWidget(w, i + 1, col)
            self._rows.append(row)
        # Keep the rows at the top of the scroll area.
        self._seat_grid.setRowStretch(MAX_SEATS + 1, 1)
        self._order_tabs()
        self._validate()

    def _order_tabs(self) -> None:
        """Tab down the left column (the seats made last among them), then the rules'
        summary on the right, then Start and Cancel."""
        seats = [w for row in self._rows for w in (row.name, row.kind)]
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        chain_tabs(
            (self.preset_combo, self.edit_rules_button, self.players_spin, *seats)
            + (self.seed_edit, self.speed_combo, self.rules_summary, ok, cancel)
        )

    def _remember(self, i: int) -> None:
        if i < len(self._rows):
            row = self._rows[i]
            self._memory[i] = (row.name.text(), row.kind.currentData())
        self._validate()

    # --------------------------------------------------------------- validation
    def problem(self) -> str | None:
        """Why the current choice cannot start a game, or None when it can."""
        seen: dict[str, int] = {}
        for i, row in enumerate(self._rows):
            name = row.name.text().strip()
            if not name:
                return self.tr("Seat {number} needs a name.").format(number=i + 1)
            key = name.casefold()
            if key in seen:
                return self.tr("Seats {first} and {second} are both called “{name}”.").format(
                    first=seen[key] + 1, second=i + 1, name=name
                )
            seen[key] = i
        if not self._rows:
            return self.tr("Choose the number of players.")
        seed = self.seed_edit.text().strip()
        if seed and not seed.isdigit():
            return self.tr("The deal number must be a whole number, or empty for a random deal.")
        problems = self.rules().problems(len(self._rows))
        if problems:
            return reason_text(problems[0].code, problems[0].details)
        return None

    def _validate(self) -> None:
        problem = self.problem()
        self.problem_label.setText(problem or "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)

    def accept(self) -> None:
        if self.problem() is None:
            super().accept()

    # -------------------------------------------------------------------- result
    def config(self) -> GameConfig:
        """The game chosen: preset, seats in order, deal number (None: random), AI pace."""
        seed_text = self.seed_edit.text().strip()
        rules = self.rules()
        return GameConfig(
            preset_id=rules.id,
            seats=tuple(
                Seat(row.name.text().strip(), row.kind.currentData()) for row in self._rows
            ),
            seed=int(seed_text) if seed_text.isdigit() else None,
            ai_speed=self.speed_combo.currentData() or "normal",
            rules=None if self.is_builtin() else rules,
        )
