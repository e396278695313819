"""The New Game and Rules dialogs, driven through their widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTextBrowser,
    QWidget,
)

from continental_qt.engine import all_presets, get_preset
from continental_qt.storage.seats import Seat
from continental_qt.ui.config import GameConfig
from continental_qt.ui.dialogs.new_game_dialog import NewGameDialog
from continental_qt.ui.dialogs.rules_dialog import RulesDialog


@pytest.fixture
def dialog(qtbot):
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def child(dlg, cls, name):
    widget = dlg.findChild(cls, name)
    assert widget is not None, name
    return widget


def seat_rows(dlg) -> int:
    count = 0
    while dlg.findChild(QLineEdit, f"seat_name_{count}") is not None:
        count += 1
    return count


def ok_button(dlg):
    return dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def select_preset(dlg, preset_id):
    combo = child(dlg, QComboBox, "preset_combo")
    combo.setCurrentIndex(combo.findData(preset_id))


def test_defaults(dialog):
    combo = child(dialog, QComboBox, "preset_combo")
    assert combo.count() == len(all_presets())
    assert [combo.itemText(i) for i in range(combo.count())] == [r.name for r in all_presets()]
    assert child(dialog, QSpinBox, "players_spin").value() == seat_rows(dialog) == 4
    assert child(dialog, QLineEdit, "seat_name_0").text() == "You"
    assert child(dialog, QComboBox, "seat_kind_0").currentData() == "human"
    assert child(dialog, QLineEdit, "seat_name_1").text() == "Bruno"
    assert child(dialog, QComboBox, "seat_kind_1").currentData() == "medium"
    assert child(dialog, QLineEdit, "seed_edit").placeholderText() == "random"
    assert child(dialog, QComboBox, "speed_combo").currentData() == "normal"
    assert ok_button(dialog).isEnabled()
    config = dialog.config()
    assert config.preset_id == combo.currentData()
    assert config.seed is None and config.ai_speed == "normal"
    assert config.seats[0] == Seat("You", "human")


def test_preset_changes_summary_and_player_range(dialog):
    summary = child(dialog, QTextBrowser, "rules_summary")
    spin = child(dialog, QSpinBox, "players_spin")
    before = summary.toPlainText()
    assert "May I? (seven hands)" in before
    select_preset(dialog, "continental-15")
    after = summary.toPlainText()
    assert after != before and "Continental (single hand)" in after
    assert (spin.minimum(), spin.maximum()) == (2, 12)
    select_preset(dialog, "carioca")
    assert (spin.minimum(), spin.maximum()) == (2, 5)
    spin.setValue(5)
    select_preset(dialog, "liverpool")
    assert (spin.minimum(), spin.maximum()) == (3, 8)
    assert spin.value() == 5 == seat_rows(dialog)
    assert dialog.config().preset_id == "liverpool"


def test_player_count_sets_seat_rows(dialog, qtbot):
    spin = child(dialog, QSpinBox, "players_spin")
    select_preset(dialog, "continental-15")
    spin.setValue(12)
    assert seat_rows(dialog) == 12
    assert child(dialog, QLineEdit, "seat_name_11").text() == "Lena"
    spin.setValue(2)
    assert seat_rows(dialog) == 2
    assert len(dialog.config().seats) == 2
    # A seat's edits come back when the count grows again.
    spin.setValue(3)
    child(dialog, QLineEdit, "seat_name_2").setText("Zoe")
    spin.setValue(2)
    spin.setValue(3)
    assert child(dialog, QLineEdit, "seat_name_2").text() == "Zoe"


def test_twelve_seats_fit_the_screen(dialog):
    select_preset(dialog, "continental-15")
    child(dialog, QSpinBox, "players_spin").setValue(12)
    hint = dialog.sizeHint()
    assert hint.width() <= 1280 and hint.height() <= 800
    assert dialog.width() <= 1280 and dialog.height() <= 800


def test_config_reflects_edits(dialog, qtbot):
    select_preset(dialog, "shanghai")
    child(dialog, QSpinBox, "players_spin").setValue(3)
    name = child(dialog, QLineEdit, "seat_name_1")
    name.clear()
    qtbot.keyClicks(name, "Rosa")
    kind = child(dialog, QComboBox, "seat_kind_2")
    kind.setCurrentIndex(kind.findData("hard"))
    speed = child(dialog, QComboBox, "speed_combo")
    speed.setCurrentIndex(speed.findData("instant"))
    qtbot.keyClicks(child(dialog, QLineEdit, "seed_edit"), "1234")
    assert dialog.config() == GameConfig(
        "shanghai",
        (Seat("You", "human"), Seat("Rosa", "medium"), Seat("Carmen", "hard")),
        1234,
        "instant",
    )


def test_seed_accepts_digits_only(dialog, qtbot):
    seed = child(dialog, QLineEdit, "seed_edit")
    qtbot.keyClicks(seed, "12ab3")
    assert seed.text() == "123"
    assert dialog.config().seed == 123
    seed.clear()
    assert dialog.config().seed is None


def test_duplicate_or_empty_names_disable_ok(dialog, qtbot):
    problem = child(dialog, QLabel, "problem_label")
    name = child(dialog, QLineEdit, "seat_name_2")
    name.setText("bruno ")
    assert not ok_button(dialog).isEnabled()
    assert "Bruno" in problem.text() or "bruno" in problem.text()
    name.setText("Carmen")
    assert ok_button(dialog).isEnabled() and problem.text() == ""
    name.setText("   ")
    assert not ok_button(dialog).isEnabled()
    assert "Seat 3" in problem.text()
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.isVisible()  # a disabled OK does not accept


def test_all_computer_seats_allowed(dialog):
    kind = child(dialog, QComboBox, "seat_kind_0")
    kind.setCurrentIndex(kind.findData("easy"))
    assert ok_button(dialog).isEnabled()
    assert dialog.config().humans == []


def test_prefilled_from_config(qtbot):
    initial = GameConfig(
        "liverpool",
        (Seat("Ana"), Seat("Ben", "hard"), Seat("Cy", "easy")),
        seed=42,
        ai_speed="fast",
    )
    dlg = NewGameDialog(initial)
    qtbot.addWidget(dlg)
    assert dlg.config() == initial
    assert child(dlg, QLineEdit, "seed_edit").text() == "42"
    # Qt's usual (parent, ...) order is accepted too.
    parent = QWidget()
    qtbot.addWidget(parent)
    other = NewGameDialog(parent, initial)
    assert other.parent() is parent and other.config() == initial


def test_accept_returns_config(dialog, qtbot):
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.config().players == 4


def test_rules_dialog(qtbot):
    rules = get_preset("continental-es")
    dlg = RulesDialog(rules)
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "Rules — Continental (Spain & Latin America)"
    text = dlg.findChild(QTextBrowser, "rules_text").toPlainText()
    assert "Three runs of 4+" in text and "counter-clockwise" in text
    with qtbot.waitSignal(dlg.rejected, timeout=1000):
        close = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
        qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
