"""View → Larger text (issue 29): the application's text at 1.5 times the system's size,
kept in the settings, applied at start-up and at once when toggled, the table's own text
included; and at that size, in a game in progress, no label, button, tab, seat plate or
text box of the table is cut short or spills out of its box: on 1920×1080 with 4 and 7
players and pass-and-play, on 1280×800 with every move button shown, in every dialog and
on the May I? question, in English and in German. No widget sets a font size of its own.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QLabel

from continental_qt.ui.main_window import MainWindow
from continental_qt.ui.text_size import LARGER_TEXT, follow_font, set_text_scale, text_scale

from .conftest import config, wait_for_human
from .text_fit import label_overflows, plate_overflows, widget_overflows

SIZE = (1920, 1080)


@pytest.fixture(autouse=True)
def _system_text_size():
    """Every test starts and ends with the platform's font."""
    set_text_scale(1.0)
    yield
    set_text_scale(1.0)


def _window(qtbot, tmp_path, settings: QSettings | None = None) -> MainWindow:
    win = MainWindow(settings=settings, data_dir=tmp_path)
    qtbot.addWidget(win)
    win.resize(*SIZE)
    win.show()
    qtbot.waitExposed(win)
    win.table.anim_ms = 0
    return win


def _settle(qtbot, win: MainWindow) -> None:
    """Let the layouts and the table catch up with the last change."""
    qtbot.wait(50)
    win.table.refresh(animate=False)
    QApplication.processEvents()


def test_the_option_scales_the_text_at_once_and_is_kept(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = _window(qtbot, tmp_path, settings)
    base = win.draw_button.font().pointSizeF()
    prompt = win.prompt_label.font().pointSizeF()
    assert not win.larger_text_action.isChecked() and text_scale() == 1.0
    win.larger_text_action.trigger()
    assert text_scale() == LARGER_TEXT
    # Open widgets follow at once, plain and relative ones alike.
    assert win.draw_button.font().pointSizeF() == pytest.approx(base * LARGER_TEXT)
    assert win.prompt_label.font().pointSizeF() == pytest.approx(prompt * LARGER_TEXT)
    assert win.prompt_label.font().bold()
    settings.sync()
    assert settings.value("larger_text") in (True, "true")
    win.close()
    set_text_scale(1.0)
    # The next start applies it before the window is built, and ticks the menu item.
    again = _window(qtbot, tmp_path, settings)
    assert text_scale() == LARGER_TEXT and again.larger_text_action.isChecked()
    assert again.draw_button.font().pointSizeF() == pytest.approx(base * LARGER_TEXT)
    again.larger_text_action.trigger()
    assert text_scale() == 1.0
    assert again.prompt_label.font().pointSizeF() == pytest.approx(prompt)
    assert again.draw_button.font().pointSizeF() == pytest.approx(base)
    again.session.close()
    win.session.close()


def test_a_relative_font_follows_the_application_font(qtbot):
    label = QLabel("Round 3 of 7")
    qtbot.addWidget(label)
    follow_font(label, 2.0, bold=True)
    base = QApplication.font().pointSizeF()
    assert label.font().pointSizeF() == pytest.approx(2 * base) and label.font().bold()
    set_text_scale(LARGER_TEXT)
    assert label.font().pointSizeF() == pytest.approx(2 * base * LARGER_TEXT)
    follow_font(label, 1.0)  # a second call replaces the first
    assert label.font().pointSizeF() == pytest.approx(base * LARGER_TEXT)
    assert not label.font().bold()


def test_the_checks_see_a_cut_label_and_a_squeezed_button(qtbot):
    from PySide6.QtWidgets import QPushButton, QWidget

    top = QWidget()
    qtbot.addWidget(top)
    label = QLabel("A sentence far too long for the box it was given", top)
    label.setGeometry(0, 0, 60, 30)
    button = QPushButton("Take discard (T)", top)
    button.setGeometry(0, 40, 30, 30)
    outside = QLabel("x", top)
    top.resize(200, 100)
    outside.setGeometry(190, 0, 40, 20)
    top.show()
    found = "\n".join(widget_overflows(top))
    assert "A sentence" in found and "Take discard" in found and "outside" in found


def _game(qtbot, win: MainWindow, kinds: tuple[str, ...], seed: int) -> None:
    win.start_game(config(*kinds, seed=seed))
    wait_for_human(qtbot, win)
    _settle(qtbot, win)


CASES = {
    "4 players": ("human", "easy", "medium", "hard"),
    "7 players": ("human", "easy", "easy", "medium", "medium", "hard", "hard"),
    "pass and play": ("human", "human", "easy"),
}


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("case", list(CASES))
def test_larger_text_fits_on_1920_by_1080(qtbot, tmp_path, case, language):
    _fits(qtbot, tmp_path, case, language, SIZE)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("case", ["4 players", "7 players"])
def test_larger_text_fits_on_1280_by_800_with_every_button(qtbot, tmp_path, case, language):
    """On a small laptop screen, with the May I? question's extra button shown too: the
    move buttons take a second line rather than widen the window past the screen."""
    _fits(qtbot, tmp_path, case, language, (1280, 800), every_button=True)


def _fits(qtbot, tmp_path, case, language, size, every_button=False):
    win = _window(qtbot, tmp_path)
    win.resize(*size)
    if language != "en":
        title = win.menuBar().actions()[0].text()
        win.set_language(language)
        qtbot.waitUntil(lambda: win.menuBar().actions()[0].text() != title)
    _game(qtbot, win, CASES[case], seed=11)
    win.options.set_larger_text(True)
    if every_button:
        win.stop_asking_button.show()
    _settle(qtbot, win)
    try:
        assert (win.width(), win.height()) == size, "the text made the window grow"
        found = widget_overflows(win)
        if win.privacy.isVisible():  # pass and play: the screen between two players
            found += widget_overflows(win.privacy)
        found += plate_overflows(list(win.table.plates.values()))
        found += label_overflows(list(win.table.labels.values()))
        assert win.table.plates, "no seat plate on the table"
        assert not found, "\n".join(found)
    finally:
        win.close_summary()
        win.session.close()


def test_the_tables_own_text_grows_with_the_option(qtbot, tmp_path):
    """The table paints its text in pixels sized from the table: the option raises them
    too, so larger text never makes the table's words smaller (its area shrinks as the bars
    grow)."""
    win = _window(qtbot, tmp_path)
    try:
        _game(qtbot, win, CASES["4 players"], seed=11)
        before = win.table.layout_
        plate_h = max(p.rect.h for p in win.table.plates.values())
        win.larger_text_action.trigger()
        _settle(qtbot, win)
        after = win.table.layout_
        assert after.text_px >= before.text_px * 1.3
        assert after.round_px >= before.round_px * 1.3
        assert max(p.rect.h for p in win.table.plates.values()) >= plate_h * 1.3
        slots = [f for f in win.table.slot_frames if f.isVisible()]
        assert slots and all(f.text_scale == LARGER_TEXT for f in slots)
        # The slot grows by the room its larger words take, so they clear its cards.
        assert after.slots[0].h - before.slots[0].h >= 0.4 * 44 - 8
        assert not plate_overflows(list(win.table.plates.values()))
    finally:
        win.session.close()


@pytest.mark.parametrize("language", ["en", "de"])
def test_larger_text_fits_in_the_dialogs(qtbot, tmp_path, language):
    """Every dialog opened at 1.5× the text: no label or button cut (on the test's small
    800×800 screen the rules editor's six tabs may elide, their titles then in tooltips;
    everything else must fit)."""
    from PySide6.QtWidgets import QTabWidget

    from continental_qt.engine import get_preset
    from continental_qt.ui import i18n
    from continental_qt.ui.dialogs.game_over import GameOverDialog
    from continental_qt.ui.dialogs.keys_help import KeysHelpDialog
    from continental_qt.ui.dialogs.leave_dialog import LeaveDialog
    from continental_qt.ui.dialogs.new_game_dialog import NewGameDialog
    from continental_qt.ui.dialogs.round_summary import RoundSummaryDialog
    from continental_qt.ui.dialogs.rules_editor import RulesEditorDialog
    from continental_qt.ui.stats.stats_window import StatsWindow

    i18n.install_language(QApplication.instance(), language)
    set_text_scale(LARGER_TEXT)
    names = ["You", "Bruno", "Carmen"]
    data = {"round": 2, "winner": 1, "scores": [37, 0, 2], "totals": [50, 10, 20]}
    data["hands"] = {0: [6, 7, 8], 1: [], 2: [14]}
    dialogs = {
        "new game": NewGameDialog(None),
        "rules editor": RulesEditorDialog(None),
        "summary": RoundSummaryDialog(data, names, "May I?", rules=get_preset("may-i")),
        "game over": GameOverDialog(names, get_preset("shanghai"), [[0, 5, 9]], [0, 5, 9], [0]),
        "keys": KeysHelpDialog(None),
        "leave": LeaveDialog("Bruno"),
        "statistics": StatsWindow(tmp_path / "stats.sqlite3"),
    }
    found = []
    for title, dialog in dialogs.items():
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        tabs = dialog.findChild(QTabWidget, "rules_tabs")
        for page in range(tabs.count() if tabs is not None else 1):
            if tabs is not None:
                tabs.setCurrentIndex(page)
            QApplication.processEvents()
            found += [
                f"{title}: {p}"
                for p in widget_overflows(dialog)
                if tabs is None or "is elided" not in p
            ]
        dialog.close()
    assert not found, "\n".join(dict.fromkeys(found))


def test_no_widget_sets_a_fixed_font_size():
    """Text follows the system's size: no style sheet names a font-size, and a font's size
    is only ever set relative to another (``x.pointSizeF() * k``), except where it must be
    in pixels: the table's own paint (sized from the table and the text factor), the card
    faces (SVG), and the score sheet, which shrinks from the application font to fit."""
    import re
    from pathlib import Path

    import continental_qt.ui as ui

    allowed = {
        "table/table_items.py": "setPixelSize",
        "table/card_art.py": "font-size",
        "stats/score_table.py": "setPointSize",
    }
    fixed = re.compile(r"font-size|setPixelSize\(|setPointSizeF?\((?![^)]*pointSizeF\(\))")
    found = []
    root = Path(ui.__file__).parent
    for path in sorted(root.rglob("*.py")):
        name = path.relative_to(root).as_posix()
        if name == "text_size.py":
            continue  # the one place that scales the application font
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            match = fixed.search(line)
            if match and not (name in allowed and allowed[name] in match.group(0)):
                found.append(f"{name}:{number}: {line.strip()}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_may_i_question_fits_with_a_long_name(qtbot, tmp_path, language):
    """The question asked on the neutral table, at 1.5× the text on 1280×800: with a long
    name its "see my cards first" button takes a line of its own rather than be cut."""
    from continental_qt.engine.actions import Claim, Pass

    win = _window(qtbot, tmp_path)
    win.resize(1280, 800)
    if language != "en":
        title = win.menuBar().actions()[0].text()
        win.set_language(language)
        qtbot.waitUntil(lambda: win.menuBar().actions()[0].text() != title)
    try:
        _game(qtbot, win, ("human", "easy", "medium"), seed=11)
        win.options.set_larger_text(True)
        offer = win.privacy.offer
        names = ["Ana", "Bartholomäus", "Carmen"]
        offer.show_offer(win.feed.view, names, 1, [Claim(), Pass()], print, print)
        _settle(qtbot, win)
        found = widget_overflows(offer)
        assert not found, "\n".join(found)
        if language == "de":  # too long to sit beside the answers
            assert offer.look.geometry().top() > offer.claim.geometry().bottom()
    finally:
        win.session.close()
