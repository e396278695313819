"""The rules editor, driven through its widgets, and its hook in the New Game dialog."""

from __future__ import annotations

import dataclasses
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QToolButton,
)

from continental_qt.engine.presets import all_presets, get_preset, with_house_rule
from continental_qt.engine.rules import RUN, SET, DeckRow, MeldReq, Round, RuleSet
from continental_qt.storage import custom_presets as cp
from continental_qt.storage.paths import presets_dir
from continental_qt.storage.seats import Seat
from continental_qt.ui.config import GameConfig
from continental_qt.ui.dialogs import rules_editor as editor_module
from continental_qt.ui.dialogs.new_game_dialog import NewGameDialog
from continental_qt.ui.dialogs.rules_editor import RulesEditorDialog
from continental_qt.ui.dialogs.rules_form import CHECKS, COMBOS, SETTLEMENT_FIELDS, SPIN_RANGES
from continental_qt.ui.texts import reason_text


@pytest.fixture(autouse=True)
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("CONTINENTAL_CONFIG_DIR", str(tmp_path / "config"))
    return presets_dir()


def open_editor(qtbot, start=None) -> RulesEditorDialog:
    dlg = RulesEditorDialog(start)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def child(dlg, cls, name):
    widget = dlg.findChild(cls, name)
    assert widget is not None, name
    return widget


def field(dlg, name):
    widget = dlg.form.fields.get(name)
    assert widget is not None, name
    return widget


def problems(dlg) -> list[str]:
    box = child(dlg, QListWidget, "problems_list")
    return [box.item(i).text() for i in range(box.count())]


def click(qtbot, button):
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def combo_texts(combo: QComboBox) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


# ------------------------------------------------------------------ round trips
@pytest.mark.parametrize("preset", all_presets(), ids=lambda r: r.id)
def test_every_preset_reads_back_unchanged(qtbot, preset):
    dlg = open_editor(qtbot, preset)
    assert dlg.rules() == preset
    assert dlg.preset_id() == preset.id
    assert not dlg.edited() and problems(dlg) == []
    assert child(dlg, QPushButton, "use_button").isEnabled()
    assert preset.name in child(dlg, QTextBrowser, "summary").toPlainText()
    # Choosing it in the start combo gives the same.
    other = open_editor(qtbot)
    combo = child(other, QComboBox, "start_combo")
    combo.setCurrentIndex(combo.findData(preset.id))
    assert other.rules() == preset


def test_every_setting_has_a_widget_and_a_readable_hint(qtbot):
    dlg = open_editor(qtbot)
    covered = set(CHECKS) | set(SPIN_RANGES) | set(COMBOS)
    covered |= {"points", "settlement", "going_out_patterns", "deck_table", "rounds"}
    everything = {f.name for f in dataclasses.fields(RuleSet)} - {"id", "name"}
    assert covered == everything
    assert set(dlg.form.fields) == everything
    for name in everything:
        widget = field(dlg, name)
        assert widget.toolTip(), name
        hint = child(dlg, QLabel, f"hint_{name}")
        assert hint.text() == widget.toolTip() and hint.wordWrap()


def _changed(widget):
    """Change a simple widget and return the value it now shows."""
    if isinstance(widget, QCheckBox):
        widget.setChecked(not widget.isChecked())
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        value = widget.value() + 1 if widget.value() < widget.maximum() else widget.value() - 1
        widget.setValue(value)
        return value
    assert isinstance(widget, QComboBox)
    widget.setCurrentIndex((widget.currentIndex() + 1) % widget.count())
    return widget.currentData()


@pytest.mark.parametrize("name", CHECKS + tuple(SPIN_RANGES) + COMBOS)
def test_each_simple_setting_reaches_the_rules(qtbot, name):
    base = get_preset("may-i")
    dlg = open_editor(qtbot, base)
    value = _changed(field(dlg, name))
    rules = dlg.rules()
    assert getattr(rules, name) == value != getattr(base, name)
    restored = {name: getattr(base, name), "id": base.id, "name": base.name}
    assert dataclasses.replace(rules, **restored) == base
    assert dlg.edited() and dlg.preset_id() == "edited:may-i" == rules.id
    assert rules.name == "May I? (seven hands) (edited)"


def test_points_and_settlement(qtbot):
    dlg = open_editor(qtbot, "continental-15")
    for index in range(14):
        child(dlg, QSpinBox, f"field_points_{index}").setValue(100 + index)
    assert dlg.rules().points == tuple(range(100, 114))
    for i, name in enumerate(SETTLEMENT_FIELDS):
        child(dlg, QSpinBox, f"field_settlement_{name}").setValue(50 + i)
    settlement = dlg.rules().settlement
    assert [getattr(settlement, n) for n in SETTLEMENT_FIELDS] == list(range(50, 57))
    assert problems(dlg) == []


def test_going_out_patterns(qtbot):
    dlg = open_editor(qtbot, "continental-15")
    edit = child(dlg, QLineEdit, "field_going_out_patterns")
    assert edit.text() == "3+3+3+3+3; 4+4+4+3; 5+4+3+3"
    assert edit.isEnabled()
    edit.setText("5+5+5; 6 6 3")
    assert dlg.rules().going_out_patterns == ((5, 5, 5), (6, 6, 3))
    assert problems(dlg) == []
    edit.setText("5+5+4")  # 14 cards, but 15 are dealt: the engine says so
    assert problems(dlg) == [
        reason_text("pattern_size", {"round": 1, "pattern": [5, 5, 4], "dealt": 15})
    ]
    assert not child(dlg, QPushButton, "use_button").isEnabled()
    edit.setText("3+x")
    assert any("cannot be read" in p for p in problems(dlg))
    assert not child(dlg, QPushButton, "use_button").isEnabled()
    # A contract game leaves the single-hand settings greyed out.
    dlg = open_editor(qtbot, "may-i")
    assert not child(dlg, QLineEdit, "field_going_out_patterns").isEnabled()


def test_deck_table(qtbot):
    dlg = open_editor(qtbot, "may-i")
    child(dlg, QSpinBox, "deck_jokers_0").setValue(6)
    child(dlg, QSpinBox, "deck_decks_1").setValue(4)
    child(dlg, QSpinBox, "deck_max_2").setValue(10)
    assert dlg.rules().deck_table == (DeckRow(4, 2, 6), DeckRow(6, 4, 6), DeckRow(10, 4, 8))
    click(qtbot, child(dlg, QPushButton, "add_deck_row"))
    assert dlg.rules().deck_table[-1] == DeckRow(12, 5, 10)
    click(qtbot, child(dlg, QToolButton, "remove_deck_row_0"))
    assert dlg.rules().deck_table == (DeckRow(6, 4, 6), DeckRow(10, 4, 8), DeckRow(12, 5, 10))


def test_rounds_and_contracts(qtbot):
    base = get_preset("may-i")
    dlg = open_editor(qtbot, base)
    rounds_list = child(dlg, QListWidget, "rounds_list")
    assert rounds_list.count() == 7
    assert rounds_list.item(1).text() == "Round 2: 12 cards · One set of 3+ and one run of 4+"

    rounds_list.setCurrentRow(1)
    child(dlg, QSpinBox, "round_cards").setValue(11)
    assert dlg.rules().rounds[1] == Round(11, (MeldReq(SET, 3), MeldReq(RUN, 4)))
    assert rounds_list.item(1).text().startswith("Round 2: 11 cards")

    click(qtbot, child(dlg, QPushButton, "add_run"))
    child(dlg, QSpinBox, "meld_min_2").setValue(5)
    kind = child(dlg, QComboBox, "meld_kind_0")
    kind.setCurrentIndex(kind.findData(RUN))
    expected = Round(11, (MeldReq(RUN, 3), MeldReq(RUN, 4), MeldReq(RUN, 5)))
    assert dlg.rules().rounds[1] == expected
    # A run of 3 is shorter than runs may be here: the engine's reason is shown.
    assert problems(dlg) == [reason_text("contract_meld_too_short", {"round": 2, "kind": RUN})]
    child(dlg, QSpinBox, "meld_min_0").setValue(4)
    click(qtbot, child(dlg, QToolButton, "meld_remove_1"))
    click(qtbot, child(dlg, QPushButton, "add_set"))
    assert dlg.rules().rounds[1].contract == (MeldReq(RUN, 4), MeldReq(RUN, 5), MeldReq(SET, 3))
    assert problems(dlg) == []
    changed = dlg.rules().rounds[1]

    click(qtbot, child(dlg, QPushButton, "round_up"))
    assert dlg.rules().rounds[0] == changed and rounds_list.currentRow() == 0
    assert dlg.rules().rounds[1] == base.rounds[0]
    click(qtbot, child(dlg, QPushButton, "round_down"))
    click(qtbot, child(dlg, QPushButton, "round_down"))
    assert [r for r in dlg.rules().rounds[:3]] == [base.rounds[0], base.rounds[2], changed]

    click(qtbot, child(dlg, QPushButton, "add_round"))  # a copy of the selected round
    assert dlg.rules().num_rounds == 8 and dlg.rules().rounds[3] == changed
    assert rounds_list.currentRow() == 3
    click(qtbot, child(dlg, QPushButton, "remove_round"))
    assert rounds_list.currentRow() == 3  # the next round is selected
    rounds_list.setCurrentRow(2)
    click(qtbot, child(dlg, QPushButton, "remove_round"))
    assert dlg.rules().rounds == (base.rounds[0], base.rounds[2], *base.rounds[3:])


def test_rounds_cannot_all_go(qtbot):
    dlg = open_editor(qtbot, "continental-15")
    assert not child(dlg, QPushButton, "remove_round").isEnabled()
    assert dlg.rules().rounds == (Round(15, ()),)


# ----------------------------------------------------------------- validation
def test_contract_longer_than_the_hand_blocks_ok(qtbot):
    dlg = open_editor(qtbot, "carioca")  # no May I?, so no bought cards
    ok = child(dlg, QPushButton, "use_button")
    child(dlg, QListWidget, "rounds_list").setCurrentRow(6)  # three runs of 4+
    child(dlg, QSpinBox, "round_cards").setValue(9)
    expected = reason_text("contract_exceeds_hand", {"round": 7, "need": 12, "most": 10})
    assert problems(dlg) == [expected]
    assert "Round 7" in expected and "12 cards" in expected
    assert not ok.isEnabled()
    assert "cannot be played" in child(dlg, QLabel, "verdict_label").text()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dlg.isVisible() and dlg.result() != QDialog.DialogCode.Accepted
    dlg.accept()  # even called directly it refuses
    assert dlg.isVisible()
    child(dlg, QSpinBox, "round_cards").setValue(12)
    assert problems(dlg) == [] and ok.isEnabled()
    assert child(dlg, QLabel, "verdict_label").text() == "These rules can be played."


def test_too_many_players_for_the_decks(qtbot):
    dlg = open_editor(qtbot, "carioca")
    field(dlg, "max_players").setValue(10)
    assert problems(dlg) == [
        reason_text("not_enough_cards", {"players": 9, "cards": 108, "need": 110}),
        reason_text("not_enough_cards", {"players": 10, "cards": 108, "need": 122}),
    ]
    assert problems(dlg)[0] == "With 9 players the decks hold 108 cards, but dealing needs 110."
    assert not child(dlg, QPushButton, "use_button").isEnabled()
    assert not child(dlg, QPushButton, "save_button").isEnabled()
    assert not child(dlg, QPushButton, "export_button").isEnabled()
    click(qtbot, child(dlg, QPushButton, "add_deck_row"))
    assert problems(dlg) == []


def test_reset_undoes_every_change(qtbot):
    dlg = open_editor(qtbot, "liverpool")
    reset = child(dlg, QPushButton, "reset_button")
    assert not reset.isEnabled()
    field(dlg, "wrap_runs").setChecked(True)
    field(dlg, "min_players").setValue(2)
    click(qtbot, reset)
    assert dlg.rules() == get_preset("liverpool") and not reset.isEnabled()


# ----------------------------------------------------------------- house rules
@pytest.mark.parametrize("name", editor_module.HOUSE_TOGGLES)
def test_house_rule_toggles(qtbot, name):
    base = get_preset("playingcards-io")
    dlg = open_editor(qtbot, base)
    box = child(dlg, QCheckBox, f"house_{name}")
    assert not box.isChecked()
    box.click()
    assert dataclasses.replace(dlg.rules(), id=base.id, name=base.name) == with_house_rule(
        base, name, True
    )
    box.click()
    assert dlg.rules() == base


def test_house_rules_follow_the_detailed_settings(qtbot):
    dlg = open_editor(qtbot, "may-i")
    assert child(dlg, QCheckBox, "house_red_aces_wild").isChecked()
    field(dlg, "may_i_limit").setValue(3)
    assert child(dlg, QCheckBox, "house_three_buys").isChecked()
    field(dlg, "may_i_disabled_last_rounds").setValue(3)
    assert child(dlg, QCheckBox, "house_no_may_i_last_three").isChecked()
    field(dlg, "final_discard").setCurrentIndex(field(dlg, "final_discard").findData("required"))
    assert child(dlg, QCheckBox, "house_final_discard_required").isChecked()


def test_jokers_per_deck(qtbot):
    dlg = open_editor(qtbot, "may-i")
    spin = child(dlg, QSpinBox, "house_jokers")
    assert spin.value() == 2
    spin.setValue(1)
    assert dlg.rules().deck_table == (DeckRow(4, 2, 2), DeckRow(6, 3, 3), DeckRow(8, 4, 4))
    child(dlg, QSpinBox, "deck_jokers_0").setValue(3)
    assert spin.value() == -1 and spin.text() == "mixed"
    spin.setValue(0)
    assert all(row.jokers == 0 for row in dlg.rules().deck_table)


# -------------------------------------------------------------- custom presets
def _name_prompt(monkeypatch, name: str):
    """Answer the name box with ``name``; returns the names it offered."""
    asked = []

    def fake(box):
        asked.append(box.textValue())
        box.setTextValue(name)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QInputDialog, "exec", fake)
    return asked


def test_the_name_box_fits_its_title_and_a_long_name(qtbot):
    """The box cut its title and a name of forty characters."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QLineEdit

    from continental_qt.storage import custom_presets as cp

    dlg = open_editor(qtbot, "liverpool")
    title = "Als eigene Vorlage speichern (ein langer Fenstertitel)"
    name = "Liverpool Rummy mit unseren Hausregeln X"
    box = dlg._name_box(title, name)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    edit = box.findChild(QLineEdit)
    assert edit.text() == name and edit.maxLength() == cp.NAME_MAX
    assert box.width() >= QFontMetrics(box.font()).horizontalAdvance(title) + 100
    assert edit.width() >= edit.fontMetrics().horizontalAdvance(name) + 8


def test_save_as_custom_preset_reaches_the_new_game_dialog(qtbot, monkeypatch, folder):
    dlg = open_editor(qtbot, "shanghai")
    child(dlg, QCheckBox, "house_final_discard_required").click()
    asked = _name_prompt(monkeypatch, "Ours")
    click(qtbot, child(dlg, QPushButton, "save_button"))
    assert asked == ["Shanghai (ten hands) (ours)"]
    assert (folder / "Ours.json").is_file()
    assert dlg.preset_id() == "custom:Ours" and not dlg.edited()
    rules = dlg.rules()
    assert rules.id == "custom:Ours" and rules.name == "Ours" and rules.final_discard == "required"
    assert child(dlg, QComboBox, "start_combo").currentText() == "Ours"
    assert child(dlg, QPushButton, "rename_button").isEnabled()
    assert "Saved" in child(dlg, QLabel, "status_label").text()

    new_game = NewGameDialog()
    qtbot.addWidget(new_game)
    combo = child(new_game, QComboBox, "preset_combo")
    names = [r.name for r in all_presets()]
    assert combo_texts(combo)[: len(names)] == names
    assert combo_texts(combo)[len(names) + 1 :] == ["Ours"]  # after a separator
    combo.setCurrentIndex(combo.findData("custom:Ours"))
    config = new_game.config()
    assert config.preset_id == "custom:Ours" and config.rules == rules
    assert "Ours" in child(new_game, QTextBrowser, "rules_summary").toPlainText()
    # Built-in presets still carry no rule set.
    combo.setCurrentIndex(combo.findData("may-i"))
    assert new_game.config().rules is None


def test_save_over_an_existing_name_asks(qtbot, monkeypatch, folder):
    cp.save_preset("Ours", get_preset("carioca"))
    dlg = open_editor(qtbot, "may-i")
    _name_prompt(monkeypatch, "ours")
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: answers.pop(0)))
    click(qtbot, child(dlg, QPushButton, "save_button"))
    assert cp.load_preset("Ours").rules.max_players == 5  # kept
    click(qtbot, child(dlg, QPushButton, "save_button"))
    assert [e.name for e in cp.list_presets()] == ["ours"]
    assert cp.load_preset("ours").rules.max_players == 8


def test_bad_name_is_explained(qtbot, monkeypatch, folder):
    dlg = open_editor(qtbot, "may-i")
    _name_prompt(monkeypatch, "a/b")
    click(qtbot, child(dlg, QPushButton, "save_button"))
    assert "may not" in child(dlg, QLabel, "status_label").text()
    assert not folder.exists() or list(folder.iterdir()) == []


def test_rename_and_delete(qtbot, monkeypatch, folder):
    cp.save_preset("Ours", get_preset("carioca"))
    dlg = open_editor(qtbot, "custom:Ours")
    assert dlg.rules() == cp.load_preset("Ours").rules
    field(dlg, "wrap_runs").setChecked(False)  # an unsaved edit survives the rename
    _name_prompt(monkeypatch, "Family")
    click(qtbot, child(dlg, QPushButton, "rename_button"))
    assert [e.name for e in cp.list_presets()] == ["Family"]
    assert dlg.preset_id() == "edited:custom:Family"
    assert not dlg.rules().wrap_runs
    combo = child(dlg, QComboBox, "start_combo")
    assert "Family" in combo_texts(combo) and "Ours" not in combo_texts(combo)

    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    )
    click(qtbot, child(dlg, QPushButton, "delete_button"))
    assert cp.list_presets() == []
    assert "Family" not in combo_texts(combo)
    assert dlg.rules() == all_presets()[0]
    assert not child(dlg, QPushButton, "delete_button").isEnabled()


def test_export_and_import(qtbot, monkeypatch, folder, tmp_path):
    dlg = open_editor(qtbot, "liverpool")
    child(dlg, QCheckBox, "house_deuces_wild").click()
    target = tmp_path / "shared.json"
    monkeypatch.setattr(
        editor_module.QFileDialog,
        "getSaveFileName",
        staticmethod(lambda *a, **k: (str(target), "")),
    )
    click(qtbot, child(dlg, QPushButton, "export_button"))
    doc = json.loads(target.read_text(encoding="utf-8"))
    assert doc["format"] == "continental-preset" and doc["rules"]["deuces_wild"] is True
    assert doc["name"] == "Liverpool Rummy (ours)"

    monkeypatch.setattr(
        editor_module.QFileDialog,
        "getOpenFileName",
        staticmethod(lambda *a, **k: (str(target), "")),
    )
    other = open_editor(qtbot, "may-i")
    click(qtbot, child(other, QPushButton, "import_button"))
    assert other.preset_id() == "custom:Liverpool Rummy (ours)"
    assert other.rules().deuces_wild and other.rules().max_players == 8
    click(qtbot, child(other, QPushButton, "import_button"))
    assert other.preset_id() == "custom:Liverpool Rummy (ours) (2)"
    assert "Imported" in child(other, QLabel, "status_label").text()


def test_damaged_import_is_refused_with_its_reason(qtbot, monkeypatch, folder, tmp_path):
    bad = tmp_path / "bad.json"
    doc = json.loads(cp.encode_preset("Bad", get_preset("may-i")))
    doc["rules"]["max_players"] = 40
    bad.write_text(json.dumps(doc), encoding="utf-8")
    monkeypatch.setattr(
        editor_module.QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(bad), ""))
    )
    dlg = open_editor(qtbot, "may-i")
    click(qtbot, child(dlg, QPushButton, "import_button"))
    status = child(dlg, QLabel, "status_label").text()
    assert "bad.json was not imported" in status
    assert reason_text("too_many_players", {"max": 40, "limit": 12}) in status
    assert cp.list_presets() == [] and dlg.rules() == get_preset("may-i")
    bad.write_bytes(b"\x00\xff not json")
    click(qtbot, child(dlg, QPushButton, "import_button"))
    assert "not JSON" in child(dlg, QLabel, "status_label").text()


def test_damaged_preset_in_the_folder_is_shown_disabled(qtbot, folder):
    cp.save_preset("Good", get_preset("may-i"))
    (folder / "Broken.json").write_text("{", encoding="utf-8")
    dlg = open_editor(qtbot)
    combo = child(dlg, QComboBox, "start_combo")
    index = combo.findText("Broken (damaged)")
    assert index >= 0 and not combo.model().item(index).isEnabled()
    assert "not JSON" in combo.itemData(index, Qt.ItemDataRole.ToolTipRole)
    assert "Broken" in child(dlg, QLabel, "status_label").text()
    new_game = NewGameDialog()
    qtbot.addWidget(new_game)
    ng_combo = child(new_game, QComboBox, "preset_combo")
    assert "Good" in combo_texts(ng_combo) and "Broken (damaged)" in combo_texts(ng_combo)
    assert not ng_combo.model().item(ng_combo.findText("Broken (damaged)")).isEnabled()
    assert (folder / "Broken.json").read_text(encoding="utf-8") == "{"


# ---------------------------------------------------------- the New Game hook
def test_edit_button_carries_edited_rules_into_the_config(qtbot):
    new_game = NewGameDialog()
    qtbot.addWidget(new_game)
    new_game.show()
    combo = child(new_game, QComboBox, "preset_combo")
    combo.setCurrentIndex(combo.findData("liverpool"))
    click(qtbot, child(new_game, QPushButton, "edit_rules_button"))
    editor = new_game.rules_editor
    assert editor is not None and editor.isVisible()
    assert editor.rules() == get_preset("liverpool")
    child(editor, QCheckBox, "house_deuces_wild").click()
    with qtbot.waitSignal(editor.finished, timeout=1000):
        click(qtbot, child(editor, QPushButton, "use_button"))
    assert combo.currentData() == "edited:liverpool"
    assert combo.currentText() == "Liverpool Rummy (edited)"
    config = new_game.config()
    assert config.preset_id == "edited:liverpool"
    assert config.rules.deuces_wild and config.rules.id == "edited:liverpool"
    summary = child(new_game, QTextBrowser, "rules_summary").toPlainText()
    assert "Liverpool Rummy (edited)" in summary and "deuces" in summary

    # Editing the edited rules starts from them; cancelling keeps them.
    click(qtbot, child(new_game, QPushButton, "edit_rules_button"))
    editor = new_game.rules_editor
    assert editor.rules().deuces_wild and editor.preset_id() == "edited:liverpool"
    with qtbot.waitSignal(editor.finished, timeout=1000):
        editor.reject()
    assert new_game.config().rules.deuces_wild


def test_edit_button_unchanged_keeps_the_preset(qtbot):
    new_game = NewGameDialog()
    qtbot.addWidget(new_game)
    click(qtbot, child(new_game, QPushButton, "edit_rules_button"))
    editor = new_game.rules_editor
    combo = child(editor, QComboBox, "start_combo")
    combo.setCurrentIndex(combo.findData("carioca"))
    with qtbot.waitSignal(editor.finished, timeout=1000):
        click(qtbot, child(editor, QPushButton, "use_button"))
    config = new_game.config()
    assert config.preset_id == "carioca" and config.rules is None
    assert child(new_game, QSpinBox, "players_spin").maximum() == 5


def test_saving_in_the_editor_selects_the_custom_preset(qtbot, monkeypatch):
    new_game = NewGameDialog()
    qtbot.addWidget(new_game)
    click(qtbot, child(new_game, QPushButton, "edit_rules_button"))
    editor = new_game.rules_editor
    child(editor, QCheckBox, "house_three_buys").click()
    _name_prompt(monkeypatch, "Three buys")
    click(qtbot, child(editor, QPushButton, "save_button"))
    with qtbot.waitSignal(editor.finished, timeout=1000):
        click(qtbot, child(editor, QPushButton, "use_button"))
    config = new_game.config()
    assert config.preset_id == "custom:Three buys" and config.rules.may_i_limit == 3
    assert child(new_game, QComboBox, "preset_combo").currentText() == "Three buys"


def test_cancelled_editor_still_lists_a_saved_preset(qtbot, monkeypatch):
    new_game = NewGameDialog()
    qtbot.addWidget(new_game)
    click(qtbot, child(new_game, QPushButton, "edit_rules_button"))
    editor = new_game.rules_editor
    _name_prompt(monkeypatch, "Kept")
    click(qtbot, child(editor, QPushButton, "save_button"))
    with qtbot.waitSignal(editor.finished, timeout=1000):
        editor.reject()
    combo = child(new_game, QComboBox, "preset_combo")
    assert "Kept" in combo_texts(combo)
    assert new_game.config().preset_id == "may-i"


def test_new_game_prefilled_with_custom_or_edited_rules(qtbot):
    seats = (Seat("Ana"), Seat("Ben", "hard"), Seat("Cy", "easy"))
    saved = cp.save_preset("Ours", get_preset("liverpool"))
    initial = GameConfig("custom:Ours", seats, 5, "fast", saved.rules)
    dlg = NewGameDialog(initial)
    qtbot.addWidget(dlg)
    assert dlg.config() == initial

    edited = dataclasses.replace(
        with_house_rule(get_preset("may-i"), "deuces_wild"),
        id="edited:may-i",
        name="May I? (seven hands) (edited)",
    )
    initial = GameConfig("edited:may-i", seats, None, "normal", edited)
    dlg = NewGameDialog(initial)
    qtbot.addWidget(dlg)
    assert dlg.config() == initial
    assert child(dlg, QComboBox, "preset_combo").currentText() == edited.name

    # A custom preset deleted since the last game: its rules come from the config.
    gone = dataclasses.replace(get_preset("carioca"), id="custom:Gone", name="Gone")
    initial = GameConfig("custom:Gone", seats[:2], None, "normal", gone)
    dlg = NewGameDialog(initial)
    qtbot.addWidget(dlg)
    assert dlg.config() == initial
    editor = RulesEditorDialog(dlg.rules())
    qtbot.addWidget(editor)
    assert editor.rules() == gone and editor.preset_id() == "custom:Gone"
    assert child(editor, QComboBox, "start_combo").currentText() == "Gone"


# ----------------------------------------------------------------------- size
def test_fits_the_screen(qtbot):
    dlg = open_editor(qtbot, "shanghai")
    for hint in (dlg.sizeHint(), dlg.minimumSizeHint()):
        assert hint.width() <= 1280 and hint.height() <= 800
    assert dlg.width() <= 1280 and dlg.height() <= 800
    for index in range(dlg.form.count()):
        dlg.form.setCurrentIndex(index)
        assert dlg.minimumSizeHint().height() <= 800


@pytest.mark.parametrize("width", [1180, 900])
def test_every_tab_is_in_sight(qtbot, width):
    """At 1280×800 (the German titles are longer) the last tab hid behind scroll arrows:
    every tab shows, its title elided if need be."""
    dlg = open_editor(qtbot, "may-i")
    dlg.resize(width, 760)
    qtbot.wait(10)
    bar = dlg.form.tabBar()
    qtbot.waitUntil(lambda: bar.width() <= dlg.form.width())
    for i in range(bar.count()):
        rect = bar.tabRect(i)
        assert rect.left() >= 0 and rect.right() <= bar.width(), (i, rect, bar.width())
    assert not dlg.form.usesScrollButtons()
    assert bar.tabToolTip(bar.count() - 1) == bar.tabText(bar.count() - 1).replace("&", "")
