"""The game-over screen: the ranking follows the rule set's direction of winning, ties and
the single-hand settlement are said in words, Play again deals the same game anew, and the
screen (deleted when closed) waits for the statistics."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtWidgets import QLabel, QTableWidget

from continental_qt.engine import get_preset
from continental_qt.engine.events import GAME_OVER
from continental_qt.engine.scoring import ranking
from continental_qt.storage.seats import Seat
from continental_qt.ui.config import GameConfig
from continental_qt.ui.dialogs.game_over import GameOverDialog
from continental_qt.ui.dialogs.round_summary import RoundSummaryDialog

NAMES = ["You", "Bruno", "Carmen"]


def _dialog(qtbot, preset: str, rounds, totals, winners, **kw) -> GameOverDialog:
    dialog = GameOverDialog(NAMES, get_preset(preset), rounds, totals, winners, **kw)
    qtbot.addWidget(dialog)
    return dialog


def _names(dialog: GameOverDialog) -> list[str]:
    table = dialog.findChild(QTableWidget, "game_over_table")
    return [table.item(r, 1).text() for r in range(table.rowCount())]


def _column(dialog: GameOverDialog, col: int) -> list[str]:
    table = dialog.findChild(QTableWidget, "game_over_table")
    return [table.item(r, col).text() for r in range(table.rowCount())]


def test_fewest_points_rank_first_in_a_contract_game(qtbot) -> None:
    rounds = [[10, 0, 25], [30, 5, 0]]
    dialog = _dialog(qtbot, "may-i", rounds, [40, 5, 25], [1], round_winners=[1, 2])
    assert _names(dialog) == ["★ Bruno", "Carmen", "You"]
    assert _column(dialog, 0) == ["1.", "2.", "3."]
    assert _column(dialog, 2) == ["0", "25", "10"]  # R1, in ranking order
    assert _column(dialog, 4) == ["5", "25", "40"]  # the totals
    head = dialog.findChild(QLabel, "game_over_headline").text()
    assert head.endswith("Bruno wins!")
    detail = dialog.findChild(QLabel, "game_over_detail").text()
    assert "Fewest points wins." in detail and "Bruno: 5 points." in detail
    assert "2 rounds" in detail


def test_highest_total_ranks_first_in_the_single_hand_game(qtbot) -> None:
    rounds = [[-12, 24, -12], [-6, -6, 12]]
    dialog = _dialog(qtbot, "continental-15", rounds, [-18, 18, 0], [1], round_winners=[1, 2])
    assert _names(dialog) == ["★ Bruno", "Carmen", "You"]
    assert _column(dialog, 4) == ["+18", "0", "−18"]  # settlements carry their sign
    table = dialog.findChild(QTableWidget, "game_over_table")
    assert table.horizontalHeaderItem(2).text() == "D1"  # its rounds are deals
    detail = dialog.findChild(QLabel, "game_over_detail").text()
    assert "Highest total wins." in detail and "2 deals" in detail
    assert "Settlement: Bruno +18, Carmen 0, You −18." in detail


def test_a_tie_shares_the_win_and_the_place(qtbot) -> None:
    dialog = _dialog(qtbot, "may-i", [[20, 20, 50]], [20, 20, 50], [0, 1])
    head = dialog.findChild(QLabel, "game_over_headline").text()
    assert head.endswith("You and Bruno share the win!")
    assert _column(dialog, 0) == ["1.", "1.", "3."]
    assert _names(dialog)[:2] == ["★ You", "★ Bruno"]
    assert "You and Bruno: 20 points each." in dialog.detail.text()
    assert ranking([7, 3, 7, 1], get_preset("continental-15")) == [(1, 0), (1, 2), (3, 1), (4, 3)]


def test_a_single_hand_match_nobody_won_is_all_square(qtbot) -> None:
    dialog = _dialog(qtbot, "continental-15", [[0, 0, 0]], [0, 0, 0], [0, 1, 2])
    assert dialog.headline.text().endswith("All square: nobody owes anyone.")
    assert "Settlement" not in dialog.detail.text()


def test_a_void_game_names_no_winner(qtbot) -> None:
    dialog = _dialog(qtbot, "may-i", [[5, None, 10]], [5, 40, 10], [], void=True)
    assert dialog.headline.text() == "The game is void: nobody wins."
    assert not any(n.startswith("★") for n in _names(dialog))


def test_it_fits_a_1280_by_800_screen_with_ten_rounds_and_eight_players(qtbot) -> None:
    names = [f"Player {i}" for i in range(8)]
    rounds = [[(r * 7 + s * 13) % 90 for s in range(8)] for r in range(10)]
    totals = [sum(r[s] for r in rounds) for s in range(8)]
    dialog = GameOverDialog(names, get_preset("shanghai"), rounds, totals, [0])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1280 and dialog.height() <= 800
    table = dialog.table
    assert not table.horizontalScrollBar().isVisible()
    header = table.horizontalHeader()
    last = table.columnCount() - 1
    assert header.sectionViewportPosition(last) + header.sectionSize(last) <= (
        table.viewport().width()
    )


# ------------------------------------------------------------ in the window


NAMES_OF_PLAY = ["Ana", "Bruno", "Carmen"]


def _play_to_the_end(qtbot, window, preset: str, handed: bool = False) -> None:
    """An all-computer game at instant speed, each round summary answered. ``handed``:
    Ana starts as a person and hands her seat to the computer at once (Leave the game)."""
    seats = (Seat("Ana", "human" if handed else "easy"), Seat("Bruno", "easy"))
    window.start_game(GameConfig(preset, (*seats, Seat("Carmen", "easy")), 4, "instant"))
    if handed:
        window.session.controller.hand_to_ai(0, "easy")

    def over() -> bool:
        if isinstance(window.summary, RoundSummaryDialog):
            window.summary.next_button.click()
        return isinstance(window.summary, GameOverDialog)

    qtbot.waitUntil(over, timeout=120000)


def test_an_ended_game_opened_from_a_file_shows_its_game_over_screen(
    qtbot, window, tmp_path
) -> None:
    _play_to_the_end(qtbot, window, "continental-15")
    s = window.session.controller.state
    totals, winners = list(s.totals), list(s.winners)
    with qtbot.waitSignal(window.session.saved, timeout=10000):
        assert window.session.save_as(str(tmp_path / "ended"))
    window.summary.close_button.click()
    assert window.summary is None
    window.files.open_file(str(tmp_path / "ended.continental"))
    qtbot.waitUntil(lambda: window.session.controller.state is not s, timeout=20000)
    qtbot.waitUntil(lambda: isinstance(window.summary, GameOverDialog), timeout=5000)
    screen = window.summary
    assert screen.isVisible() and screen.windowTitle() == "Game over"
    assert not screen.isModal()  # the table stays usable behind it
    won = [NAMES_OF_PLAY[w] for w in winners]
    assert all(f"★ {name}" in _names(screen) for name in won)
    last = screen.findChild(QTableWidget, "game_over_table").columnCount() - 1
    assert sorted(int(t.replace("−", "-")) for t in _column(screen, last)) == sorted(totals)
    qtbot.wait(50)
    assert [d for d in window.findChildren(GameOverDialog) if d.isVisible()] == [screen]


def test_the_game_over_screen_follows_the_statistics(qtbot, window) -> None:
    qtbot.waitUntil(lambda: window.session.stats_store is not None, timeout=10000)
    store = window.session.stats_store
    seen: list[tuple[int, int]] = []  # (finished games, unfinished) as the screen opened
    screens = window.end_screens
    real = screens._show_game_over

    def show(view, key):  # noqa: ANN001
        ana = next(p for p in store.player_summary() if p.name == "Ana")
        seen.append((ana.games, ana.unfinished))
        real(view, key)

    screens._show_game_over = show
    _play_to_the_end(qtbot, window, "continental-15")
    s = window.session.controller.state
    assert s.phase == GAME_OVER
    assert seen == [(1, 0)]  # the finished game was in the statistics already
    dialog = window.summary
    assert dialog.isVisible() and dialog.windowTitle() == "Game over"
    assert dialog.chart.has_data() and dialog.chart.totals() == s.totals


def test_play_again_deals_the_same_game_with_a_new_seed(qtbot, window) -> None:
    _play_to_the_end(qtbot, window, "continental-15")
    before = window.session.controller.config
    dialog = window.summary
    with qtbot.waitSignal(dialog.destroyed, timeout=5000):
        dialog.play_again_button.click()
    after = window.session.controller.config
    assert window.summary is None  # no reference to the deleted screen
    assert after.seats == before.seats and after.preset_id == before.preset_id
    assert after.rules == before.rules and after.ai_speed == before.ai_speed
    assert after.seed != before.seed
    state = window.session.controller.state
    assert state.phase != GAME_OVER and state.deals_played == 0


def test_play_again_and_restart_give_a_seat_handed_to_the_computer_back(qtbot, window) -> None:
    _play_to_the_end(qtbot, window, "continental-15", handed=True)
    assert window.session.controller.config.humans == []
    offer = window.summary.give_back
    assert not offer.isHidden() and offer.isChecked() and "Ana" in offer.text()
    with qtbot.waitSignal(window.summary.destroyed, timeout=5000):
        window.summary.play_again_button.click()
    seats = window.session.controller.config.seats
    assert [s.kind for s in seats] == ["human", "easy", "easy"]
    window.session.controller.hand_to_ai(0, "medium")
    window.restart()
    assert window.session.controller.config.seats == seats


def test_play_again_can_leave_a_handed_over_seat_to_the_computer(qtbot, window) -> None:
    """The offer is a choice: a person who went home stays the computer's."""
    _play_to_the_end(qtbot, window, "continental-15", handed=True)
    window.summary.give_back.setChecked(False)
    with qtbot.waitSignal(window.summary.destroyed, timeout=5000):
        window.summary.play_again_button.click()
    assert window.session.controller.config.humans == []


def test_play_again_offers_nothing_when_nobody_handed_a_seat_over(qtbot, window) -> None:
    _play_to_the_end(qtbot, window, "continental-15")
    assert window.summary.give_back.isHidden()


def test_new_game_opens_the_new_game_dialog(qtbot, window) -> None:
    _play_to_the_end(qtbot, window, "continental-15")
    window.summary.new_game_button.click()
    assert window.summary is None
    qtbot.waitUntil(lambda: window.dialogs.new_dialog.isVisible())
    window.dialogs.new_dialog.reject()


def test_close_deletes_it_and_keeps_no_reference(qtbot, window) -> None:
    _play_to_the_end(qtbot, window, "continental-15")
    dialog = window.summary
    with qtbot.waitSignal(dialog.destroyed, timeout=5000):
        dialog.close_button.click()
    assert window.summary is None
    assert window.session.controller.state.phase == GAME_OVER  # closing starts nothing


@pytest.mark.parametrize("which", ["game_over", "round_summary"])
def test_closing_the_window_with_the_screen_open_is_safe(tmp_path, which) -> None:
    script = textwrap.dedent(
        f"""
        import sys
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        from continental_qt.storage.seats import Seat
        from continental_qt.ui.config import GameConfig
        from continental_qt.ui.dialogs.game_over import GameOverDialog
        from continental_qt.ui.dialogs.round_summary import RoundSummaryDialog
        from continental_qt.ui.main_window import MainWindow

        def main():
            app = QApplication([])
            win = MainWindow(settings=None, data_dir={str(tmp_path)!r})
            win.show()
            seats = (Seat("Ana", "easy"), Seat("Bruno", "easy"), Seat("Carmen", "easy"))
            win.start_game(GameConfig("continental-15", seats, 4, "instant"))
            want = GameOverDialog if {which!r} == "game_over" else RoundSummaryDialog

            def tick():
                s = win.summary
                if isinstance(s, want) and s.isVisible():
                    win.close()
                    win.deleteLater()
                    QTimer.singleShot(200, app.quit)
                    return
                if isinstance(s, RoundSummaryDialog):
                    s.next_button.click()
                QTimer.singleShot(20, tick)

            tick()
            QTimer.singleShot(120000, lambda: sys.exit(3))
            app.exec()
            print("closed cleanly")

        if __name__ == "__main__":
            main()
        """
    )
    path = tmp_path / "close_with_screen.py"
    path.write_text(script)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, str(path)],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert "closed cleanly" in run.stdout


def test_the_person_at_the_screen_reads_you_win(qtbot) -> None:
    names = ["Ana", "Bruno", "Carmen"]
    rules = get_preset("may-i")
    dialog = GameOverDialog(names, rules, [[0, 5, 9]], [0, 5, 9], [0], viewer=0)
    qtbot.addWidget(dialog)
    assert dialog.headline.text().endswith("You win!")
    tie = GameOverDialog(names, rules, [[5, 5, 9]], [5, 5, 9], [0, 1], viewer=1)
    qtbot.addWidget(tie)
    assert tie.headline.text().endswith("Ana and you share the win!")


def test_a_language_change_opens_it_again_in_the_new_language(qtbot, window) -> None:
    _play_to_the_end(qtbot, window, "continental-15")
    old = window.summary
    assert "Highest total wins." in old.detail.text()
    try:
        with qtbot.waitSignal(old.destroyed, timeout=5000):
            window.set_language("de")
            qtbot.waitUntil(lambda: window.summary is not old)
        new = window.summary
        assert isinstance(new, GameOverDialog) and new.isVisible()
        assert "Highest total wins." not in new.detail.text()  # the rule line is German
        assert new.chart.totals() == window.session.controller.state.totals
    finally:
        window.set_language("en")


def test_the_winners_star_reads_on_the_light_screen(qtbot) -> None:
    """Seat 4's colour (a light lavender, made for the felt) is darkened for the star."""
    import re

    from PySide6.QtGui import QColor, QPalette

    from continental_qt.ui.dialogs.round_summary import seat_colour
    from continental_qt.ui.table.table_items import contrast

    names = [*NAMES, "Dana"]
    dialog = GameOverDialog(
        names, get_preset("may-i"), [[10, 20, 30, 0]], [10, 20, 30, 0], [3], round_winners=[3]
    )
    qtbot.addWidget(dialog)
    head = dialog.findChild(QLabel, "game_over_headline").text()
    colour = QColor(re.search(r'color:(#[0-9a-f]{6})">★', head).group(1))
    ground = dialog.palette().color(QPalette.ColorRole.Window)
    assert contrast(QColor(seat_colour(3)), ground) < 3  # the felt colour would be faint
    assert contrast(colour, ground) >= 3
    assert abs(colour.hue() - QColor(seat_colour(3)).hue()) <= 3  # the same hue, darker


def test_a_resumed_game_still_gives_the_handed_seat_back(qtbot, window, tmp_path) -> None:
    seats = (Seat("Ana", "human"), Seat("Bruno", "easy"), Seat("Carmen", "easy"))
    window.start_game(GameConfig("may-i", seats, 4, "instant"))
    window.session.controller.hand_to_ai(0, "easy")
    window.session.controller.set_paused(True)
    with qtbot.waitSignal(window.session.saved, timeout=10000):
        assert window.session.save_as(str(tmp_path / "handed"))
    window.start_game(GameConfig("may-i", seats[1:], 5, "instant"))
    window.files.open_file(str(tmp_path / "handed.continental"))
    qtbot.waitUntil(lambda: window.session.controller.config.players == 3, timeout=10000)
    assert window.session.controller.config.humans == []
    window.play_again()
    assert window.session.controller.config.seats == seats


def test_the_screen_says_what_help_the_coach_gave(qtbot) -> None:
    rounds, totals = [[0, 25, 40]], [0, 25, 40]
    dialog = _dialog(qtbot, "may-i", rounds, totals, [0], coach={"hint": 2, "undo": 1})
    text = dialog.coach_line.text()
    assert "2 hints" in text and "1 undo" in text and "options" not in text
    plain = _dialog(qtbot, "may-i", rounds, totals, [0])
    assert plain.coach_line.text() == "Played without help from the coach."


def test_the_coach_counts_are_kept_with_the_game_and_start_afresh(qtbot, window) -> None:
    from continental_qt.storage.saves import load_file

    from ..conftest import config, wait_for_human

    window.start_game(config("human", "easy", "easy", seed=4))
    wait_for_human(qtbot, window)
    window.coach.ask("missing")
    assert window.session.coach_used["missing"] == 1
    path = window.session.data_dir / "kept.continental"
    assert window.session.save_as(str(path))
    qtbot.waitUntil(path.exists, timeout=10000)
    assert load_file(path).coach_used == {"missing": 1}
    window.start_game(config("human", "easy", "easy", seed=5))
    assert window.session.coach_used == {}
    window.files.open_file(str(path))
    qtbot.waitUntil(lambda: window.session.coach_used.get("missing") == 1, timeout=10000)
