"""The rules editor: start from a preset, change any setting, keep it as a custom preset.

:class:`RulesEditorDialog` edits one RuleSet. After every change it rebuilds the rules
from the widgets and asks the engine (``RuleSet.problems``) whether they can be played;
the reasons are listed in words and "Use these rules" stays disabled until there are
none. Custom presets are saved, renamed, deleted, exported and imported through
:mod:`continental_qt.storage.custom_presets`; their errors are worded here
(:func:`preset_problem_text`).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...engine.presets import all_presets, with_house_rule, with_jokers_per_deck
from ...engine.rules import RuleSet
from ...storage import custom_presets as cp
from ...storage.custom_presets import EDITED_PREFIX, PresetEntry, PresetError
from ..texts import REASON_CODES, file_problem_text, preset_name, reason_text, translate
from ..texts.rules_summary import rules_summary_html
from .rules_form import RulesForm

HOUSE_TOGGLES = (
    "deuces_wild",
    "red_aces_wild",
    "no_may_i_last_three",
    "three_buys",
    "final_discard_required",
)
PRESET_FILTER_SUFFIX = " (*.json)"


def preset_problem_text(error: PresetError) -> str:
    """A sentence for a :class:`PresetError` (a preset file or name that was refused).

    Each says what is wrong in a player's words: no key of the file, no system error
    text, no ``?`` for a missing detail.
    """
    code, d = error.reason, error.details
    if code.startswith("preset_name_") and d.get("field") == "name":
        return _file_name_problem(code, d)
    if code == "preset_name_empty":
        return translate("RulesEditor", "Give the preset a name.")
    if code == "preset_name_too_long":
        return translate(
            "RulesEditor", "A preset name may have at most {limit} characters."
        ).format(limit=d.get("limit", cp.NAME_MAX))
    if code == "preset_name_bad_chars":
        return translate(
            "RulesEditor",
            'A preset name may not start or end with a dot, nor hold any of / \\ : * ? " < > |.',
        )
    if code == "preset_name_reserved":
        return translate("RulesEditor", "“{name}” cannot name a file; choose another name.").format(
            name=d.get("name", "")
        )
    if code == "preset_name_taken":
        return translate("RulesEditor", "There is already a preset called “{name}”.").format(
            name=d.get("name", "")
        )
    if code == "preset_not_found":
        return translate("RulesEditor", "There is no preset called “{name}”.").format(
            name=d.get("name", "")
        )
    if code == "preset_not_a_file":
        return translate(
            "RulesEditor",
            "It is not a regular file (it is a folder, a pipe or a device), so it was not read.",
        )
    if code == "preset_too_large":
        return translate("RulesEditor", "The file is far too large to be a rules preset.")
    if code == "preset_unreadable":
        return translate("RulesEditor", "The file could not be read: {problem}").format(
            problem=file_problem_text(d.get("problem"))
        )
    if code == "preset_unwritable":
        return translate("RulesEditor", "The file could not be written: {problem}").format(
            problem=file_problem_text(d.get("problem"))
        )
    if code == "preset_not_json":
        return translate("RulesEditor", "The file is not a rules preset: it is not JSON text.")
    if code == "preset_wrong_format":
        return translate(
            "RulesEditor", "The file is not a rules preset (it may be a saved game or other data)."
        )
    if code == "preset_bad_entry":
        return _bad_entry(d.get("field"))
    return _rules_problem(code, d)


def _file_name_problem(code: str, d: dict) -> str:
    """The name stored in a preset file was refused."""
    if code == "preset_name_empty":
        return translate("RulesEditor", "The preset in the file has no name.")
    if code == "preset_name_too_long" and isinstance(d.get("limit"), int):
        return translate(
            "RulesEditor", "The preset's name in the file is longer than {limit} characters."
        ).format(limit=d["limit"])
    return translate("RulesEditor", "The preset's name in the file cannot be used as a file name.")


def _bad_entry(field: object) -> str:
    """A part of the preset file is missing or of the wrong kind (``preset_bad_entry``)."""
    if field == "version":
        return translate("RulesEditor", "The file's version number is missing or not valid.")
    if field == "app_version":
        return translate(
            "RulesEditor", "The version of Continental named in the file is not valid."
        )
    if field == "name":
        return translate("RulesEditor", "The preset's name in the file is missing or not text.")
    if field == "rules":
        return translate("RulesEditor", "The rules are missing from the file or not readable.")
    return translate("RulesEditor", "A part of the preset file is missing or not valid.")


def _rules_problem(code: str, d: dict) -> str:
    """The rules (or the document) in a preset file were refused by the engine."""
    # Problems reading the rules name a key of the file: say what kind of problem.
    if code in ("wrong_type", "malformed_field"):
        return translate("RulesEditor", "The rules in the file hold an entry of the wrong kind.")
    if code == "missing_field":
        return translate("RulesEditor", "The rules in the file lack an entry they need.")
    if code in ("out_of_range", "too_long"):
        return translate(
            "RulesEditor", "The rules in the file hold a number or a list far too large."
        )
    if code == "unknown_fields":
        return translate(
            "RulesEditor", "The file holds entries this version of Continental does not know."
        )
    if code in ("wrong_format", "not_json"):
        return translate(
            "RulesEditor",
            "The rules in the file are in a form this version of Continental cannot read.",
        )
    if code == "newer_format":
        return translate(
            "RulesEditor",
            "The file was made by a newer version of Continental; update Continental to use it.",
        )
    if code in REASON_CODES:  # the rules cannot be played: the engine's own reason
        return translate("RulesEditor", "The rules in the file cannot be used: {reason}").format(
            reason=reason_text(code, d)
        )
    return translate("RulesEditor", "The rules in the file cannot be played.")


def _same_rules(a: RuleSet, b: RuleSet) -> bool:
    """Equal in every setting (the id and the name do not count)."""
    return dataclasses.replace(a, id="", name="") == dataclasses.replace(b, id="", name="")


def _jokers_per_deck(rules: RuleSet) -> int:
    """The jokers per deck if every row of the deck table has the same; else -1."""
    ratios = {
        row.jokers // row.decks if row.decks and row.jokers % row.decks == 0 else -1
        for row in rules.deck_table
    }
    return ratios.pop() if len(ratios) == 1 else -1


class RulesEditorDialog(QDialog):
    """Edit a rule set. ``rules()`` and ``preset_id()`` give the result once accepted.

    ``start`` is a RuleSet (e.g. the New Game dialog's choice) or a preset id. A built-in
    or custom preset left unchanged keeps its id; saved edits are ``custom:<name>``;
    unsaved edits are ``edited:<id of the preset they started from>``. ``folder`` is the
    presets folder (default: the user's). The presets folder may change while the
    dialog is open even when it is cancelled (saves, renames, deletes, imports).
    """

    def __init__(
        self,
        start: RuleSet | str | None = None,
        parent: QWidget | None = None,
        folder: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules Editor"))
        self.setObjectName("rules_editor")
        self._folder = folder
        self._builtins = all_presets()
        self._custom: list[PresetEntry] = []
        self._base: RuleSet = self._builtins[0]
        self._extra: RuleSet | None = None  # a start that is no preset (e.g. a deleted one)
        self._current: RuleSet = self._base
        self._syncing = False
        self._build()
        self._reload_presets()
        self._start_with(start)

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        self.start_combo = QComboBox(self)
        self.start_combo.setObjectName("start_combo")
        self.start_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.start_combo.setMinimumContentsLength(16)
        self.start_combo.setToolTip(self.tr("The preset these rules start from."))
        start_label = QLabel(self.tr("Start &from:"), self)
        start_label.setBuddy(self.start_combo)
        self.save_button = self._button(
            self.tr("&Save as…"),
            "save_button",
            self.tr("Keep these rules as a custom preset under a name of your choice."),
        )
        self.rename_button = self._button(
            self.tr("Rena&me…"), "rename_button", self.tr("Give this custom preset another name.")
        )
        self.delete_button = self._button(
            self.tr("&Delete"), "delete_button", self.tr("Delete this custom preset.")
        )
        self.export_button = self._button(
            self.tr("&Export…"),
            "export_button",
            self.tr("Write these rules to a file to share them."),
        )
        self.import_button = self._button(
            self.tr("&Import…"),
            "import_button",
            self.tr("Add a custom preset from a file someone shared."),
        )
        top = QHBoxLayout()
        top.addWidget(start_label)
        top.addWidget(self.start_combo, 1)
        for button in (
            self.save_button, self.rename_button, self.delete_button, self.export_button,
            self.import_button,
        ):  # fmt: skip
            top.addWidget(button)

        self.house_box = QGroupBox(self.tr("House rules (one click)"), self)
        house = QGridLayout(self.house_box)
        labels = {
            "deuces_wild": self.tr("Deuces wild"),
            "red_aces_wild": self.tr("Red aces wild"),
            "no_may_i_last_three": self.tr("No May I? in the last three rounds"),
            "three_buys": self.tr("Three buys per round"),
            "final_discard_required": self.tr("Final discard required"),
        }
        hints = {
            "deuces_wild": self.tr("Every 2 is wild, as well as the jokers."),
            "red_aces_wild": self.tr("The aces of hearts and diamonds are wild."),
            "no_may_i_last_three": self.tr("Nobody may buy a discard in the last three rounds."),
            "three_buys": self.tr("Each player may buy at most three times in a round."),
            "final_discard_required": self.tr("Going out needs a discard at the end."),
        }
        self.house: dict[str, QCheckBox] = {}
        for i, name in enumerate(HOUSE_TOGGLES):
            box = QCheckBox(labels[name], self.house_box)
            box.setObjectName(f"house_{name}")
            box.setToolTip(hints[name])
            box.toggled.connect(lambda on, name=name: self._house_toggled(name, on))
            house.addWidget(box, i // 3, i % 3)
            self.house[name] = box
        self.jokers_spin = QSpinBox(self.house_box)
        self.jokers_spin.setObjectName("house_jokers")
        self.jokers_spin.setRange(-1, 4)
        self.jokers_spin.setSpecialValueText(self.tr("mixed"))
        self.jokers_spin.setToolTip(
            self.tr("Every row of the deck table gets this many jokers per deck.")
        )
        jokers_label = QLabel(self.tr("&Jokers per deck:"), self.house_box)
        jokers_label.setBuddy(self.jokers_spin)
        jokers_row = QHBoxLayout()
        jokers_row.addWidget(jokers_label)
        jokers_row.addWidget(self.jokers_spin)
        jokers_row.addStretch(1)
        house.addLayout(jokers_row, 1, 2)
        self.jokers_spin.valueChanged.connect(self._jokers_changed)

        self.form = RulesForm(self)
        self.form.changed.connect(self._rebuild)
        self.summary = QTextBrowser(self)
        self.summary.setObjectName("summary")
        self.summary.setOpenLinks(False)
        self.summary.setAccessibleName(self.tr("Summary of the rules"))
        self.summary.setMinimumWidth(260)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.form)
        splitter.addWidget(self.summary)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([700, 420])
        self.splitter = splitter

        self.verdict = QLabel(self)
        self.verdict.setObjectName("verdict_label")
        self.verdict.setWordWrap(True)
        self.problems_list = QListWidget(self)
        self.problems_list.setObjectName("problems_list")
        self.problems_list.setWordWrap(True)
        self.problems_list.setMaximumHeight(84)
        self.problems_list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.problems_list.setStyleSheet("QListWidget { color: #c62828; }")
        self.status = QLabel(self)
        self.status.setObjectName("status_label")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Reset,
            self,
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Use these rules"))
        self.ok_button.setObjectName("use_button")
        reset = self.buttons.button(QDialogButtonBox.StandardButton.Reset)
        reset.setText(self.tr("Undo &changes"))
        reset.setObjectName("reset_button")
        reset.setToolTip(self.tr("Go back to the preset these rules started from."))
        reset.clicked.connect(self.reset)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.buttons)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.house_box)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.verdict)
        layout.addWidget(self.problems_list)
        layout.addLayout(bottom)

        self.start_combo.currentIndexChanged.connect(self._start_changed)
        self.save_button.clicked.connect(self.save_as)
        self.rename_button.clicked.connect(self.rename)
        self.delete_button.clicked.connect(self.delete)
        self.export_button.clicked.connect(self.export)
        self.import_button.clicked.connect(self.import_file)
        # Wide enough, where the screen allows, for the tabs' titles whole beside the
        # summary (larger text, long languages); on a small screen the tabs elide.
        bar = self.form.tabBar()
        titles = sum(bar.tabSizeHint(i).width() for i in range(bar.count())) + 24
        summary = 420
        self._fit_screen(max(1180, titles + summary + 40), 780)
        if titles + summary + 40 <= self.width():
            splitter.setSizes([self.width() - summary - 40, summary])

    def _button(self, text: str, name: str, tip: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.setAutoDefault(False)
        return button

    def _fit_screen(self, width: int, height: int) -> None:
        screen = self.screen()
        if screen is not None:
            free = screen.availableGeometry()
            width = min(width, free.width() - 20)
            height = min(height, free.height() - 40)
        self.resize(width, height)

    # ------------------------------------------------------------ preset list
    def _reload_presets(self) -> None:
        """Fill the start combo: built-ins, then custom presets (damaged ones disabled)."""
        self._custom = cp.list_presets(self._folder)
        combo = self.start_combo
        combo.blockSignals(True)
        combo.clear()
        if self._extra is not None:
            combo.addItem(self._extra.name, self._extra.id)
            combo.insertSeparator(combo.count())
        for rules in self._builtins:
            combo.addItem(preset_name(rules), rules.id)
        if self._custom:
            combo.insertSeparator(combo.count())
        model = combo.model()
        damaged = []
        for entry in self._custom:
            if entry.damaged:
                text = self.tr("{name} (damaged)").format(name=entry.name)
                combo.addItem(text, None)
                index = combo.count() - 1
                why = preset_problem_text(entry.error)
                combo.setItemData(index, why, Qt.ItemDataRole.ToolTipRole)
                if isinstance(model, QStandardItemModel):
                    item = model.item(index)
                    item.setEnabled(False)
                    item.setForeground(QBrush(QColor("#9e9e9e")))
                damaged.append(self.tr("{name}: {reason}").format(name=entry.name, reason=why))
            else:
                combo.addItem(entry.name, entry.preset.id)
        combo.blockSignals(False)
        if damaged:
            self._say(
                self.tr("Some custom presets cannot be used. {details}").format(
                    details=" ".join(damaged)
                ),
                error=True,
            )

    def _rules_for(self, preset_id: str | None) -> RuleSet | None:
        if preset_id is None:
            return None
        if self._extra is not None and preset_id == self._extra.id:
            return self._extra
        for rules in self._builtins:
            if rules.id == preset_id:
                return rules
        for entry in self._custom:
            if entry.preset is not None and entry.preset.id == preset_id:
                return entry.preset.rules
        return None

    def _select(self, preset_id: str, rules: RuleSet | None = None) -> None:
        """Start from the preset ``preset_id``, showing ``rules`` (default: the preset)."""
        index = self.start_combo.findData(preset_id)
        base = self._rules_for(preset_id)
        if index < 0 or base is None:
            return
        self.start_combo.blockSignals(True)
        self.start_combo.setCurrentIndex(index)
        self.start_combo.blockSignals(False)
        self._base = base
        self.form.set_rules(rules if rules is not None else base)
        self._rebuild()

    def _start_with(self, start: RuleSet | str | None) -> None:
        if start is None:
            self._select(self._builtins[0].id)
            return
        if isinstance(start, str):
            start_id = start.removeprefix(EDITED_PREFIX)
            if self._rules_for(start_id) is None:
                start_id = self._builtins[0].id
            self._select(start_id)
            return
        base_id = start.id.removeprefix(EDITED_PREFIX)
        if self._rules_for(base_id) is None:
            # Rules that are no preset any more (a deleted custom preset, an edit of one):
            # offered as a start of their own, so nothing is lost.
            self._extra = start
            self._reload_presets()
            base_id = start.id
        self._select(base_id, start)

    def _start_changed(self, index: int) -> None:
        preset_id = self.start_combo.itemData(index)
        if preset_id is not None:
            self._say("")
            self._select(preset_id)

    def reset(self) -> None:
        """Undo every change since the start preset was chosen."""
        self.form.set_rules(self._base)
        self._rebuild()

    # ------------------------------------------------------------- the result
    def edited(self) -> bool:
        """Whether the rules differ from the preset they started from."""
        return not _same_rules(self._current, self._base)

    def preset_id(self) -> str:
        """The start preset's id, or ``edited:<it>`` once any setting was changed."""
        base = self._base.id
        if not self.edited() or base.startswith(EDITED_PREFIX):
            return base
        return EDITED_PREFIX + base

    def rules(self) -> RuleSet:
        """The rules as edited; the start preset itself when nothing was changed."""
        if not self.edited():
            return self._base
        name = preset_name(self._base)
        if not self._base.id.startswith(EDITED_PREFIX):
            name = self.tr("{name} (edited)").format(name=name)
        return dataclasses.replace(self._current, id=self.preset_id(), name=name)

    def problems(self) -> list[str]:
        """Why the rules cannot be played, in words (empty when they can)."""
        found = list(self.form.problems())
        found += [reason_text(p.code, p.details) for p in self._current.problems()]
        return found

    def _rebuild(self) -> None:
        self._current = self.form.build(self._base)
        found = self.problems()
        self.problems_list.clear()
        self.problems_list.addItems(found)
        self.problems_list.setVisible(bool(found))
        if found:
            self.verdict.setText(self.tr("These rules cannot be played yet:"))
            self.verdict.setStyleSheet("color: #c62828; font-weight: bold;")
        else:
            self.verdict.setText(self.tr("These rules can be played."))
            self.verdict.setStyleSheet("color: #2e7d32;")
        self.ok_button.setEnabled(not found)
        self.save_button.setEnabled(not found)
        self.export_button.setEnabled(not found)
        custom = cp.is_custom_id(self._base.id) and self._rules_for(self._base.id) is not None
        self.rename_button.setEnabled(custom)
        self.delete_button.setEnabled(custom)
        self.buttons.button(QDialogButtonBox.StandardButton.Reset).setEnabled(self.edited())
        self.setWindowTitle(self.tr("Rules Editor — {name}").format(name=preset_name(self.rules())))
        if not found:
            self.summary.setHtml(rules_summary_html(self.rules()))
        self._sync_house()

    def accept(self) -> None:
        if not self.problems():
            super().accept()

    # ------------------------------------------------------------- house rules
    def _sync_house(self) -> None:
        r = self._current
        state = {
            "deuces_wild": r.deuces_wild,
            "red_aces_wild": r.red_aces_wild,
            "no_may_i_last_three": r.may_i_disabled_last_rounds == 3,
            "three_buys": r.may_i_limit == 3,
            "final_discard_required": r.final_discard == "required",
        }
        self._syncing = True
        try:
            for name, box in self.house.items():
                box.setChecked(state[name])
            self.jokers_spin.setValue(_jokers_per_deck(r))
        finally:
            self._syncing = False

    def _house_toggled(self, name: str, on: bool) -> None:
        if not self._syncing:
            self.form.set_rules(with_house_rule(self._current, name, on))
            self._rebuild()

    def _jokers_changed(self, value: int) -> None:
        if self._syncing:
            return
        if value < 0:  # "mixed" is shown, not chosen
            self._sync_house()
            return
        self.form.set_rules(with_jokers_per_deck(self._current, value))
        self._rebuild()

    # --------------------------------------------------------- custom presets
    def _say(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet("color: #c62828;" if error and text else "")

    def _ask_name(self, title: str, default: str) -> str | None:
        box = self._name_box(title, default)
        return box.textValue() if box.exec() == QDialog.DialogCode.Accepted else None

    def _name_box(self, title: str, default: str) -> QInputDialog:
        """The box asking for a preset's name: wide enough for its title (the window's
        frame cut it) and for a name of ``NAME_MAX`` characters (the box was narrower
        than most names)."""
        box = QInputDialog(self)
        box.setObjectName("name_box")
        box.setWindowTitle(title)
        box.setInputMode(QInputDialog.InputMode.TextInput)
        box.setLabelText(self.tr("Name (at most 40 characters):"))
        box.setTextValue(default)
        fm = box.fontMetrics()
        title_font = QFont(box.font())
        title_font.setBold(True)  # window titles are often bold, and the frame adds buttons
        need = max(
            QFontMetrics(title_font).horizontalAdvance(title) + 160,
            fm.horizontalAdvance(default) + 60,
            fm.averageCharWidth() * cp.NAME_MAX + 60,
        )
        screen = self.screen()
        if screen is not None:
            need = min(need, screen.availableGeometry().width() - 40)
        # The box's layout sets its size from its widgets: widen the name's field.
        edit = box.findChild(QLineEdit)
        if edit is not None:
            edit.setMaxLength(cp.NAME_MAX)
            edit.setMinimumWidth(need - 40)
        return box

    def _default_name(self) -> str:
        name = cp.name_from_id(self._base.id) or preset_name(self._base)
        if self.edited() and not cp.is_custom_id(self._base.id):
            name = self.tr("{name} (ours)").format(name=name)
        return name[: cp.NAME_MAX].strip()

    def save_as(self) -> None:
        """Save the rules shown as a custom preset, asking for its name."""
        if self.problems():
            return
        name = self._ask_name(self.tr("Save as custom preset"), self._default_name())
        if name is None:
            return
        rules = self.rules()
        try:
            try:
                preset = cp.save_preset(name, rules, self._folder)
            except PresetError as exc:
                if exc.reason != "preset_name_taken":
                    raise
                answer = QMessageBox.question(
                    self,
                    self.tr("Replace preset"),
                    self.tr("There is already a preset called “{name}”. Replace it?").format(
                        name=exc.details.get("name", name)
                    ),
                )
                if answer != QMessageBox.StandardButton.Yes:
                    return
                preset = cp.save_preset(name, rules, self._folder, overwrite=True)
        except PresetError as exc:
            self._say(preset_problem_text(exc), error=True)
            return
        self._reload_presets()
        self._select(preset.id)
        self._say(self.tr("Saved as “{name}”.").format(name=preset.name))

    def rename(self) -> None:
        """Rename the custom preset these rules started from; edits are kept."""
        old = cp.name_from_id(self._base.id)
        if old is None:
            return
        name = self._ask_name(self.tr("Rename custom preset"), old)
        if name is None or name.strip() == old:
            return
        shown = self._current
        try:
            preset = cp.rename_preset(old, name, self._folder)
        except PresetError as exc:
            self._say(preset_problem_text(exc), error=True)
            return
        self._reload_presets()
        self._select(preset.id, shown)
        self._say(self.tr("Renamed to “{name}”.").format(name=preset.name))

    def delete(self) -> None:
        """Delete the custom preset these rules started from (after asking)."""
        name = cp.name_from_id(self._base.id)
        if name is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Delete preset"),
            self.tr("Delete the custom preset “{name}”? This cannot be undone.").format(name=name),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            cp.delete_preset(name, self._folder)
        except PresetError as exc:
            self._say(preset_problem_text(exc), error=True)
            return
        self._reload_presets()
        self._select(self._builtins[0].id)
        self._say(self.tr("Deleted “{name}”.").format(name=name))

    def export(self) -> None:
        """Write the rules shown to a file the user picks."""
        if self.problems():
            return
        name = self._default_name() or "Rules"
        try:
            name = cp.check_name(name)
        except PresetError:
            name = "Rules"
        suggested = str(Path.home() / (name + cp.SUFFIX))
        path, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Export rules"),
            suggested,
            self.tr("Continental rules") + PRESET_FILTER_SUFFIX,
        )
        if not path:
            return
        try:
            cp.export_preset(Path(path), name, self.rules())
        except PresetError as exc:
            self._say(preset_problem_text(exc), error=True)
            return
        self._say(self.tr("Exported to {path}.").format(path=path))

    def import_file(self) -> None:
        """Add a custom preset from a file; a damaged file is refused with the reason."""
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Import rules"),
            str(Path.home()),
            self.tr("Continental rules") + PRESET_FILTER_SUFFIX,
        )
        if not path:
            return
        try:
            preset = cp.import_preset(Path(path), self._folder)
        except PresetError as exc:
            self._say(
                self.tr("{file} was not imported. {reason}").format(
                    file=Path(path).name, reason=preset_problem_text(exc)
                ),
                error=True,
            )
            return
        self._reload_presets()
        self._select(preset.id)
        self._say(self.tr("Imported as “{name}”.").format(name=preset.name))
