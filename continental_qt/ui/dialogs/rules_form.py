"""The tabs of the rules editor: one widget for every RuleSet setting, with a hint beside it.

:class:`RulesForm` shows a RuleSet (:meth:`set_rules`) and builds one back from its
widgets (:meth:`build`); it emits ``changed`` after each edit and leaves validation to
the engine. Every field but ``id`` and ``name`` has a widget named ``field_<name>``
(``field_points_<i>``, ``field_settlement_<name>`` for the parts of those two).
"""

from __future__ import annotations

import dataclasses
import re

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import RuleSet, Settlement
from ..texts import rank_label
from .rounds_editor import DeckTableEditor, RoundsEditor, put_spin
from .tab_order import name_by_label

# Fields edited by a plain check box, spin box or combo box, with the spin boxes' ranges.
SPIN_RANGES: dict[str, tuple[int, int]] = {
    "min_players": (2, 12),
    "max_players": (2, 12),
    "set_min": (2, 30),
    "run_min": (2, 13),
    "max_run_length": (3, 13),
    "min_naturals": (0, 13),
    "may_i_penalty": (0, 10),
    "may_i_limit": (0, 99),
    "may_i_disabled_last_rounds": (0, 20),
    "match_deals": (0, 99),
    "round_turn_limit": (10, 9999),
    "down_and_out_bonus": (-999, 999),
    "deal_group": (1, 15),
}
CHECKS = (
    "deuces_wild", "red_aces_wild", "sets_allowed", "ace_low", "ace_high", "wrap_runs",
    "wilds_not_more_than_naturals", "wild_only_sets", "no_adjacent_wilds_in_runs", "may_i",
    "may_i_after_down", "turn_player_first_refusal", "discarder_may_buy", "lay_off_same_turn",
    "wild_swap", "last_round_meld_out", "single_hand",
)  # fmt: skip
COMBOS = ("final_discard", "stock_exhausted", "first_dealer", "direction")
SETTLEMENT_FIELDS = tuple(f.name for f in dataclasses.fields(Settlement))
_PATTERN_SPLIT = re.compile(r"[\s+,]+")


def _hint_label(text: str, parent: QWidget, name: str) -> QLabel:
    label = QLabel(text, parent)
    label.setObjectName(f"hint_{name}")
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    font = label.font()
    font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
    label.setFont(font)
    palette = label.palette()
    colour = palette.color(QPalette.ColorRole.WindowText)
    colour.setAlpha(175)
    palette.setColor(QPalette.ColorRole.WindowText, colour)
    label.setPalette(palette)
    return label


def _page(tabs: QTabWidget, title: str, name: str) -> QVBoxLayout:
    """A tab whose content scrolls vertically and wraps horizontally."""
    inner = QWidget()
    inner.setObjectName(f"page_{name}")
    layout = QVBoxLayout(inner)
    scroll = QScrollArea(tabs)
    scroll.setObjectName(f"scroll_{name}")
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the fields inside
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setWidget(inner)
    index = tabs.addTab(scroll, title)
    # Whole, where a narrow dialog elides the tab (without its shortcut's "&").
    tabs.setTabToolTip(index, title.replace("&&", "\0").replace("&", "").replace("\0", "&"))
    return layout


def _form(group: QGroupBox) -> QFormLayout:
    form = QFormLayout(group)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    return form


class RulesForm(QTabWidget):
    """Every RuleSet setting in six tabs; see the module docstring."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_tabs")
        # Every tab in sight: at 1280×800 (and in German) the last one hid behind the
        # scroll arrows. Too narrow for the titles whole, the tabs elide their ends.
        self.setUsesScrollButtons(False)
        self.setElideMode(Qt.TextElideMode.ElideRight)
        self.fields: dict[str, QWidget] = {}
        self.hints: dict[str, str] = {}
        self._loading = False
        self._build_players()
        self._build_rounds()
        self._build_melds()
        self._build_may_i()
        self._build_scoring()
        self._build_advanced()
        for name in CHECKS:
            self.fields[name].toggled.connect(self._edited)
        for name in SPIN_RANGES:
            self.fields[name].valueChanged.connect(self._edited)
        for name in COMBOS:
            self.fields[name].currentIndexChanged.connect(self._edited)
        for spin in (*self.points, *self.settlement.values()):
            spin.valueChanged.connect(self._edited)
        self.patterns_edit.textChanged.connect(self._edited)
        self.deck_editor.changed.connect(self._edited)
        self.rounds_editor.changed.connect(self._edited)

    # ------------------------------------------------------------- row helpers
    def _field(self, name: str, widget: QWidget, hint: str) -> QWidget:
        """``widget`` with its one-line hint under it; the hint is also its tooltip."""
        widget.setObjectName(f"field_{name}")
        widget.setToolTip(hint)
        self.fields[name] = widget
        self.hints[name] = hint
        box = QWidget(widget.parentWidget())
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 2)
        layout.setSpacing(1)
        if isinstance(widget, (QSpinBox, QComboBox)):
            layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignLeft)
        else:
            layout.addWidget(widget)
        layout.addWidget(_hint_label(hint, box, name))
        return box

    def _check(self, form: QFormLayout, name: str, text: str, hint: str) -> QCheckBox:
        box = QCheckBox(text)
        form.addRow(self._field(name, box, hint))
        return box

    def _labelled(self, form: QFormLayout, name: str, text: str, widget: QWidget, hint: str):
        label = QLabel(text)
        label.setBuddy(widget)
        label.setToolTip(hint)
        name_by_label(widget, text)  # the label sits outside the field's own box
        form.addRow(label, self._field(name, widget, hint))
        return widget

    def _spin(self, form: QFormLayout, name: str, text: str, hint: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(*SPIN_RANGES[name])
        spin.setKeyboardTracking(False)
        return self._labelled(form, name, text, spin, hint)

    def _combo(self, form, name: str, text: str, items, hint: str) -> QComboBox:
        combo = QComboBox()
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for label, data in items:
            combo.addItem(label, data)
        return self._labelled(form, name, text, combo, hint)

    # ------------------------------------------------------------------- tabs
    def _build_players(self) -> None:
        page = _page(self, self.tr("&Players && decks"), "players")
        group = QGroupBox(self.tr("Players"))
        form = _form(group)
        self._spin(
            form,
            "min_players",
            self.tr("Fewest players:"),
            self.tr("The smallest table this game can be played at (at least 2)."),
        )
        self._spin(
            form,
            "max_players",
            self.tr("Most players:"),
            self.tr("The largest table (at most 12); the decks below must deal everyone."),
        )
        page.addWidget(group)

        group = QGroupBox(self.tr("Decks and jokers"))
        form = _form(group)
        self.deck_editor = DeckTableEditor()
        form.addRow(
            self._field(
                "deck_table",
                self.deck_editor,
                self.tr(
                    "For each table size, how many decks are shuffled together and how many jokers "
                    "in all. The first row whose player count fits the table is used."
                ),
            )
        )
        page.addWidget(group)

        group = QGroupBox(self.tr("At the table"))
        form = _form(group)
        self._combo(
            form,
            "first_dealer",
            self.tr("First dealer:"),
            [
                (self.tr("High card"), "high"),
                (self.tr("Low card"), "low"),
                (self.tr("At random"), "random"),
            ],
            self.tr(
                "How the first dealer is chosen: everyone cuts and the highest or lowest "
                "card deals, or the computer picks."
            ),
        )
        self._combo(
            form,
            "direction",
            self.tr("Direction:"),
            [
                (self.tr("Clockwise (deal passes left)"), 1),
                (self.tr("Counter-clockwise (deal passes right)"), -1),
            ],
            self.tr("Which way play and the deal go round the table."),
        )
        page.addWidget(group)
        page.addStretch(1)

    def _build_rounds(self) -> None:
        page = _page(self, self.tr("&Rounds && contracts"), "rounds")
        group = QGroupBox(self.tr("Rounds"))
        form = _form(group)
        self.rounds_editor = RoundsEditor()
        form.addRow(
            self._field(
                "rounds",
                self.rounds_editor,
                self.tr(
                    "Each round deals its cards and names its contract: the melds a player "
                    "must lay down together to go down. Select a round to change it."
                ),
            )
        )
        page.addWidget(group, 1)

    def _build_melds(self) -> None:
        page = _page(self, self.tr("Melds && &wilds"), "melds")
        group = QGroupBox(self.tr("Wild cards"))
        form = _form(group)
        note = QLabel(self.tr("Jokers are always wild."))
        note.setWordWrap(True)
        form.addRow(note)
        self._check(
            form,
            "deuces_wild",
            self.tr("Deuces are wild"),
            self.tr(
                "Every 2 may stand for any card; in its own place in a run it counts as itself."
            ),
        )
        self._check(
            form,
            "red_aces_wild",
            self.tr("Red aces are wild"),
            self.tr("The aces of hearts and diamonds may stand for any card, or be used as aces."),
        )
        page.addWidget(group)

        group = QGroupBox(self.tr("Sets and runs"))
        form = _form(group)
        self._check(
            form,
            "sets_allowed",
            self.tr("Sets are allowed"),
            self.tr("Off: only runs may be melded (the single-hand game)."),
        )
        self._spin(
            form,
            "set_min",
            self.tr("Shortest set:"),
            self.tr("A set (cards of one rank) needs at least this many cards."),
        )
        self._spin(
            form,
            "run_min",
            self.tr("Shortest run:"),
            self.tr("A run (one suit in sequence) needs at least this many cards."),
        )
        self._spin(
            form,
            "max_run_length",
            self.tr("Longest run:"),
            self.tr("No run may be longer than this (13 is one of every rank)."),
        )
        self._check(
            form,
            "ace_low",
            self.tr("Ace low (A-2-3)"),
            self.tr("The ace may start a run below the 2."),
        )
        self._check(
            form,
            "ace_high",
            self.tr("Ace high (Q-K-A)"),
            self.tr("The ace may end a run above the king."),
        )
        self._check(
            form,
            "wrap_runs",
            self.tr("Runs go round the corner (K-A-2)"),
            self.tr("A run may pass from the king through the ace to the 2."),
        )
        page.addWidget(group)

        group = QGroupBox(self.tr("Limits on wild cards"))
        form = _form(group)
        self._spin(
            form,
            "min_naturals",
            self.tr("Natural cards per meld:"),
            self.tr("Each meld needs at least this many cards that are not used as wilds."),
        )
        self._check(
            form,
            "wilds_not_more_than_naturals",
            self.tr("Wilds may not outnumber natural cards"),
            self.tr(
                "Checked after every card added: a meld holds at most as many wilds as naturals."
            ),
        )
        self._check(
            form,
            "wild_only_sets",
            self.tr("A set of wilds alone is allowed"),
            self.tr("Three or more wild cards may form a set; only wilds may be added to it."),
        )
        self._check(
            form,
            "no_adjacent_wilds_in_runs",
            self.tr("No two wilds side by side in a run"),
            self.tr("A run may not hold two wild cards next to each other."),
        )
        page.addWidget(group)

        group = QGroupBox(self.tr("Playing melds"))
        form = _form(group)
        self._check(
            form,
            "lay_off_same_turn",
            self.tr("Lay off in the turn you go down"),
            self.tr("Off: adding cards to melds on the table waits until the next turn."),
        )
        self._check(
            form,
            "wild_swap",
            self.tr("Swap a wild in a run"),
            self.tr(
                "A player who is down may replace a wild in a run with the card it stands for, "
                "and must play the wild at once."
            ),
        )
        page.addWidget(group)
        page.addStretch(1)

    def _build_may_i(self) -> None:
        page = _page(self, self.tr("Ma&y I?"), "may_i")
        group = QGroupBox(self.tr("Buying discards"))
        form = _form(group)
        self._check(
            form,
            "may_i",
            self.tr("May I? (buying) is played"),
            self.tr(
                "When the player in turn passes the discard, the others may claim it in turn order."
            ),
        )
        self._spin(
            form,
            "may_i_penalty",
            self.tr("Penalty cards:"),
            self.tr("The buyer also takes this many cards from the stock."),
        )
        self._spin(
            form,
            "may_i_limit",
            self.tr("Buys per round:"),
            self.tr("How often each player may buy in one round."),
        )
        self.fields["may_i_limit"].setSpecialValueText(self.tr("No limit"))
        self._spin(
            form,
            "may_i_disabled_last_rounds",
            self.tr("Last rounds without buying:"),
            self.tr("No May I? in this many rounds at the end of the game."),
        )
        self._check(
            form,
            "may_i_after_down",
            self.tr("Players who are down may buy"),
            self.tr("Off: once a player has gone down, they can no longer buy."),
        )
        self._check(
            form,
            "turn_player_first_refusal",
            self.tr("First refusal"),
            self.tr(
                "After a claim, the player in turn may take the discard instead, without penalty."
            ),
        )
        self._check(
            form,
            "discarder_may_buy",
            self.tr("The discarder may buy it back"),
            self.tr("The player who threw the card may claim it like the others."),
        )
        page.addWidget(group)
        page.addStretch(1)

    def _build_scoring(self) -> None:
        page = _page(self, self.tr("&Going out && scoring"), "scoring")
        group = QGroupBox(self.tr("Going out"))
        form = _form(group)
        self._combo(
            form,
            "final_discard",
            self.tr("Final discard:"),
            [(self.tr("Optional"), "optional"), (self.tr("Required"), "required")],
            self.tr(
                "Optional: go out by melding your last card or discarding it. "
                "Required: the last card must be a discard."
            ),
        )
        self._check(
            form,
            "last_round_meld_out",
            self.tr("Last round: go out by melding every card"),
            self.tr("In the last round no final discard is allowed."),
        )
        page.addWidget(group)

        group = QGroupBox(self.tr("Penalty points for cards left in hand"))
        form = _form(group)
        grid_box = QWidget()
        grid = QGridLayout(grid_box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.points: list[QSpinBox] = []
        for index in range(14):
            rank = 0 if index == 0 else index
            label = QLabel(rank_label(rank), grid_box)
            spin = QSpinBox(grid_box)
            spin.setRange(0, 999)
            spin.setKeyboardTracking(False)
            spin.setObjectName(f"field_points_{index}")
            label.setBuddy(spin)
            row, col = divmod(index, 7)
            grid.addWidget(label, row, col * 2, Qt.AlignmentFlag.AlignRight)
            grid.addWidget(spin, row, col * 2 + 1)
            self.points.append(spin)
        grid.setColumnStretch(14, 1)
        points_hint = self.tr("What each card left in a hand costs at the end of a round.")
        for spin in self.points:
            spin.setToolTip(points_hint)
        form.addRow(self._field("points", grid_box, points_hint))
        self._spin(
            form,
            "down_and_out_bonus",
            self.tr("Down and out in one turn:"),
            self.tr("Points for going down and out in the same turn (negative is a bonus)."),
        )
        page.addWidget(group)

        group = QGroupBox(self.tr("Single-hand game"))
        form = _form(group)
        self._check(
            form,
            "single_hand",
            self.tr("Play the single-hand game"),
            self.tr(
                "No going down: a player goes out by laying down the whole hand in one of the "
                "patterns below. Turn sets off and give the rounds no contract."
            ),
        )
        self.patterns_edit = QLineEdit()
        self.patterns_edit.setPlaceholderText(self.tr("e.g. 3+3+3+3+3; 4+4+4+3"))
        self._labelled(
            form,
            "going_out_patterns",
            self.tr("Going-out patterns:"),
            self.patterns_edit,
            self.tr("Run lengths that make up a whole hand, each pattern separated by “;”."),
        )
        self._spin(
            form,
            "match_deals",
            self.tr("Deals in a match:"),
            self.tr("How many deals a match lasts."),
        )
        self.fields["match_deals"].setSpecialValueText(self.tr("One deal by each player"))
        pay_box = QWidget()
        pay = QFormLayout(pay_box)
        pay.setContentsMargins(0, 0, 0, 0)
        pay.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        pay.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        labels = {
            "win": self.tr("For winning:"),
            "per_deuce_wild": self.tr("Each deuce used as a wild:"),
            "per_joker": self.tr("Each joker:"),
            "no_draw": self.tr("Going out without drawing:"),
            "one_draw": self.tr("Going out after one draw:"),
            "no_wild": self.tr("Using no wild:"),
            "one_suit": self.tr("All melds of one suit:"),
        }
        self.settlement: dict[str, QSpinBox] = {}
        pay_hint = self.tr("What each other player pays the winner of a deal, added up.")
        for name in SETTLEMENT_FIELDS:
            spin = QSpinBox(pay_box)
            spin.setRange(0, 999)
            spin.setKeyboardTracking(False)
            spin.setObjectName(f"field_settlement_{name}")
            spin.setToolTip(pay_hint)
            label = QLabel(labels[name], pay_box)
            label.setBuddy(spin)
            pay.addRow(label, spin)
            self.settlement[name] = spin
        form.addRow(self._field("settlement", pay_box, pay_hint))
        page.addWidget(group)
        page.addStretch(1)

    def _build_advanced(self) -> None:
        page = _page(self, self.tr("Ad&vanced"), "advanced")
        group = QGroupBox(self.tr("When the stock runs out"))
        form = _form(group)
        self._combo(
            form,
            "stock_exhausted",
            self.tr("Empty stock:"),
            [
                (self.tr("Turn the discards over once, then the round ends"), "turn_over_once"),
                (self.tr("Shuffle the discards into a new stock"), "reshuffle"),
            ],
            self.tr("What happens when no card is left to draw; the top discard always stays."),
        )
        self._spin(
            form,
            "round_turn_limit",
            self.tr("Turn limit per round:"),
            self.tr("A round that lasts this many turns ends as if the stock had run out."),
        )
        page.addWidget(group)
        group = QGroupBox(self.tr("Dealing"))
        form = _form(group)
        self._spin(
            form,
            "deal_group",
            self.tr("Cards dealt at a time:"),
            self.tr("Only changes how the deal looks."),
        )
        page.addWidget(group)
        page.addStretch(1)

    # ----------------------------------------------------------------- values
    def _edited(self, *_args) -> None:
        self._update_enabled()
        if not self._loading:
            self.changed.emit()

    def _update_enabled(self) -> None:
        may_i = self.fields["may_i"].isChecked()
        for name in (
            "may_i_penalty", "may_i_limit", "may_i_disabled_last_rounds", "may_i_after_down",
            "turn_player_first_refusal", "discarder_may_buy",
        ):  # fmt: skip
            self.fields[name].setEnabled(may_i)
        single = self.fields["single_hand"].isChecked()
        for name in ("going_out_patterns", "match_deals", "settlement"):
            self.fields[name].setEnabled(single)

    def set_rules(self, rules: RuleSet) -> None:
        """Show ``rules`` in every widget, without emitting ``changed``."""
        self._loading = True
        try:
            for name in CHECKS:
                self.fields[name].setChecked(getattr(rules, name))
            for name in SPIN_RANGES:
                put_spin(self.fields[name], getattr(rules, name))
            for name in COMBOS:
                combo: QComboBox = self.fields[name]
                value = getattr(rules, name)
                index = combo.findData(value)
                if index < 0:  # unknown in a hand-made file: kept, so the engine names it
                    combo.addItem(str(value), value)
                    index = combo.count() - 1
                combo.setCurrentIndex(index)
            points = list(rules.points) + [0] * (14 - len(rules.points))
            for spin, value in zip(self.points, points):
                put_spin(spin, value)
            for name, spin in self.settlement.items():
                put_spin(spin, getattr(rules.settlement, name))
            self.patterns_edit.setText(format_patterns(rules.going_out_patterns))
            self.deck_editor.set_table(rules.deck_table)
            self.rounds_editor.set_min_lengths(rules.set_min, rules.run_min)
            self.rounds_editor.set_rounds(rules.rounds)
        finally:
            self._loading = False
        self._update_enabled()

    def values(self) -> dict:
        """Every setting shown, as RuleSet keyword arguments (all but ``id`` and ``name``)."""
        out: dict = {name: self.fields[name].isChecked() for name in CHECKS}
        out.update({name: self.fields[name].value() for name in SPIN_RANGES})
        out.update({name: self.fields[name].currentData() for name in COMBOS})
        out["points"] = tuple(spin.value() for spin in self.points)
        out["settlement"] = Settlement(
            **{name: spin.value() for name, spin in self.settlement.items()}
        )
        patterns = parse_patterns(self.patterns_edit.text())
        out["going_out_patterns"] = patterns if patterns is not None else ()
        out["deck_table"] = self.deck_editor.table()
        out["rounds"] = self.rounds_editor.rounds()
        return out

    def build(self, base: RuleSet) -> RuleSet:
        """``base`` with every setting replaced by what the widgets show."""
        self.rounds_editor.set_min_lengths(
            self.fields["set_min"].value(), self.fields["run_min"].value()
        )
        return dataclasses.replace(base, **self.values())

    def problems(self) -> list[str]:
        """What the widgets hold that is not a rule at all (the engine checks the rest)."""
        if parse_patterns(self.patterns_edit.text()) is None:
            return [
                self.tr(
                    "The going-out patterns cannot be read: write run lengths joined by “+”, "
                    "and separate patterns with “;” (for example 3+3+3+3+3; 4+4+4+3)."
                )
            ]
        return []


def format_patterns(patterns: tuple[tuple[int, ...], ...]) -> str:
    return "; ".join("+".join(str(n) for n in pattern) for pattern in patterns)


def parse_patterns(text: str) -> tuple[tuple[int, ...], ...] | None:
    """``"3+3+3+3+3; 4+4+4+3"`` → ((3, 3, 3, 3, 3), (4, 4, 4, 3)); None if unreadable."""
    out = []
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        numbers = [n for n in _PATTERN_SPLIT.split(part) if n]
        if not numbers or not all(n.isdigit() and len(n) <= 3 for n in numbers):
            return None
        out.append(tuple(int(n) for n in numbers))
    return tuple(out)
