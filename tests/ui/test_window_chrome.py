"""The window around the table: its title, where refusals show, what Open… and New Game
offer after a game is on."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMessageBox

from continental_qt.engine.actions import Pass
from continental_qt.engine.events import DRAW
from continental_qt.storage.saves import save_file
from continental_qt.ui import texts
from continental_qt.ui.dialogs import file_dialogs
from continental_qt.ui.dialogs.new_game_dialog import NewGameDialog

from .conftest import config, wait_for_human


def _shown_title(window) -> str:  # noqa: ANN001
    """The title as the window manager shows it: Qt adds the display name to a title that
    does not end with it (QPlatformWindow::formatWindowTitle)."""
    title, name = window.windowTitle(), QGuiApplication.applicationDisplayName()
    return title if title.endswith(name) else f"{title} — {name}"


def test_the_title_names_the_program_once(qtbot, window):
    old = QGuiApplication.applicationDisplayName()
    QGuiApplication.setApplicationDisplayName("Continental")
    try:
        assert _shown_title(window) == "Continental"
        window.start_game(config("human", "easy", seed=21))
        wait_for_human(qtbot, window)
        shown = _shown_title(window)
        assert shown.count("Continental") == 1, shown
        assert "deal 21" in shown
    finally:
        QGuiApplication.setApplicationDisplayName(old)


def _to_draw(qtbot, window) -> None:  # noqa: ANN001
    c = window.session.controller
    for _ in range(50):
        wait_for_human(qtbot, window)
        if c.state.phase == DRAW:
            return
        window.pass_button.click()
    raise AssertionError("never reached the human's draw")


def test_a_refusal_shows_once_and_the_table_stays_put(qtbot, window):
    window.start_game(config("human", "easy"))
    _to_draw(qtbot, window)
    qtbot.wait(10)
    status = window.statusBar()
    assert status.isVisible()
    table_place = window.table.geometry()
    table_on_window = window.table.mapTo(window, window.table.rect().topLeft())
    count = window.session.controller.action_count

    window.table.input.play(Pass())  # nothing to pass on while drawing

    reason = window.prompt_label.text()
    assert reason and window.session.controller.action_count == count
    qtbot.wait(10)
    assert window.table.geometry() == table_place
    assert window.table.mapTo(window, window.table.rect().topLeft()) == table_on_window
    assert status.currentMessage() == ""
    showing = [label for label in window.findChildren(QLabel) if reason in label.text()]
    assert showing == [window.prompt_label]


# ------------------------------------------------------------------- Open… over a game
def _saved_game(tmp_path):  # noqa: ANN001, ANN202
    from continental_qt.engine.presets import get_preset
    from continental_qt.engine.state import GameState
    from continental_qt.storage.seats import Seat

    path = tmp_path / "other.continental"
    seats = [Seat("You", "human"), Seat("Dora", "easy"), Seat("Emil", "easy")]
    save_file(path, GameState(get_preset("may-i"), 3, 77), "may-i", seats, "instant")
    return path


def test_open_asks_before_replacing_an_unfinished_game(qtbot, window, tmp_path, monkeypatch):
    path = _saved_game(tmp_path)
    monkeypatch.setattr(file_dialogs, "ask_open_path", lambda *_a: str(path))
    window.start_game(config("human", "easy", seed=5))
    wait_for_human(qtbot, window)

    window.files.open_dialog()
    box = window.files.replace_box
    assert box.isVisible()
    assert "Save As" in box.text() and "autosave" in box.text()
    box.button(QMessageBox.StandardButton.Cancel).click()
    qtbot.wait(50)
    assert window.session.controller.state.seed == 5
    assert window.session.controller.names[1] == "Bruno"

    window.files.open_dialog()
    box = window.files.replace_box
    yes = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    yes.click()
    qtbot.waitUntil(lambda: window.session.controller.state.seed == 77, timeout=10000)
    assert window.session.controller.names[1] == "Dora"


def test_open_without_a_game_asks_nothing(qtbot, window, tmp_path, monkeypatch):
    path = _saved_game(tmp_path)
    monkeypatch.setattr(file_dialogs, "ask_open_path", lambda *_a: str(path))
    window.files.open_dialog()
    assert getattr(window.files, "replace_box", None) is None
    qtbot.waitUntil(lambda: window.session.controller.state is not None, timeout=10000)
    assert window.session.controller.state.seed == 77


# ------------------------------------------------------------------- New Game's deal number
def _new_game_dialog(window) -> NewGameDialog:  # noqa: ANN001
    window.dialogs.new_game()
    return window.dialogs.new_dialog


def test_new_game_offers_a_fresh_deal_after_a_command_line_game(qtbot, window):
    window.start_game(config("human", "easy", seed=3))  # as --seed 3 starts it
    wait_for_human(qtbot, window)
    dialog = _new_game_dialog(window)
    assert dialog.seed_edit.text() == ""
    assert dialog.config().seed is None
    assert [s.name for s in dialog.config().seats] == ["You", "Bruno"]  # the rest is kept
    dialog.reject()


def test_new_game_keeps_a_deal_number_the_player_typed(qtbot, window):
    dialog = _new_game_dialog(window)
    dialog.seed_edit.setText("4242")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.session.controller.state is not None, timeout=10000)
    assert window.session.controller.state.seed == 4242

    again = _new_game_dialog(window)
    assert again.seed_edit.text() == "4242"
    again.seed_edit.setText("")
    again.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.session.controller.state.seed != 4242, timeout=10000)

    third = _new_game_dialog(window)
    assert third.seed_edit.text() == ""
    third.reject()


def test_replace_text_names_the_game(qtbot, window):
    window.start_game(config("human", "easy", seed=5))
    wait_for_human(qtbot, window)
    box = file_dialogs.ask_replace_game(window, window.session.controller.state, lambda: None)
    assert texts.preset_name(window.session.controller.state.rules) in box.text()
    box.close()


def test_the_bars_are_painted_green(qtbot, window):
    """The top bar and the action bar paint the felt's green behind their light text (a
    QWidget subclass paints no style-sheet background unless told to: the text was
    cream on the window's light grey)."""
    from PySide6.QtGui import QColor

    for bar in (window.top_bar, window.action_bar):
        image = bar.grab().toImage()
        assert image.pixelColor(2, 2) == QColor("#163d2b"), bar.objectName()
