"""A hurried, curious or careless player against the newest features: keys pressed at the
wrong moment and very fast, a card dragged while the window shrinks to a stamp, a window
closed while a screen waits, settings that are not a file, saved hand orders that do
not fit. Each test plays the gesture and checks what the player must see afterwards."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from continental_qt.engine import DRAW, GAME_OVER, PLAY, ROUND_OVER, DrawStock
from continental_qt.storage.seats import Seat
from continental_qt.ui import end_screens
from continental_qt.ui.config import GameConfig
from continental_qt.ui.dialogs.game_over import GameOverDialog
from continental_qt.ui.dialogs.round_summary import RoundSummaryDialog

from .conftest import card_point, config, scene_centre, send_mouse, wait_for_human

LEFT = Qt.MouseButton.LeftButton
COMPUTERS = (Seat("Ana", "easy"), Seat("Bruno", "easy"), Seat("Carmen", "easy"))


def _mouse(view, kind: QEvent.Type, pos: QPoint, button, buttons) -> None:
    send_mouse(view.viewport(), kind, pos, button, buttons)


def _press_and_move(view, start: QPoint, end: QPoint) -> None:
    _mouse(view, QEvent.Type.MouseButtonPress, start, LEFT, LEFT)
    for i in range(1, 5):
        _mouse(view, QEvent.Type.MouseMove, start + (end - start) * (i / 4), Qt.NoButton, LEFT)


def _release(view, pos: QPoint) -> None:
    _mouse(view, QEvent.Type.MouseButtonRelease, pos, LEFT, Qt.MouseButton.NoButton)


def _to_play(qtbot, window) -> int:
    """The human's turn with a card to discard (May I? offers passed, stock drawn)."""
    c = window.session.controller
    for _ in range(50):
        seat = wait_for_human(qtbot, window)
        if c.state.phase == PLAY:
            return seat
        if c.state.phase == DRAW:
            window.table.input.play(DrawStock())
        else:
            window.pass_button.click()
    raise AssertionError("never reached the human's play phase")


def _visible_dialogs(window) -> list[QDialog]:
    return [d for d in window.findChildren(QDialog) if d.isVisible()]


def _keys(qtbot, key: Qt.Key, times: int) -> None:
    """``times`` presses of ``key``, each to whatever has the keyboard focus then (the
    window when nothing has)."""
    for _ in range(times):
        target = QApplication.focusWidget() or QApplication.activeWindow()
        if target is None:
            break
        QTest.keyClick(target, key)


# ------------------------------------------------------------ between rounds


def _to_round_summary(qtbot, window, preset: str = "may-i") -> RoundSummaryDialog:
    window.start_game(GameConfig(preset, COMPUTERS, 4, "instant"))
    qtbot.waitUntil(
        lambda: isinstance(window.summary, RoundSummaryDialog) and window.summary.isVisible(),
        timeout=60000,
    )
    return window.summary


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape])
def test_a_key_hammered_at_the_round_end_deals_one_round_at_most(qtbot, window, key):
    summary = _to_round_summary(qtbot, window)
    c = window.session.controller
    assert c.holding and c.state.phase == ROUND_OVER
    summary.activateWindow()
    summary.next_button.setFocus()
    QTest.keyClick(summary, key)
    _keys(qtbot, key, 8)
    s = c.state
    if key == Qt.Key.Key_Escape:
        assert c.holding and s.round_number == 1  # Escape never deals
        assert window.summary is summary and summary.isVisible()
    else:
        assert s.round_number == 2
        assert window.summary is None or not isinstance(window.summary, RoundSummaryDialog)


# ------------------------------------------------------------ game over


@pytest.fixture
def past_stats_wait(monkeypatch):
    """Waits past the game-over screen's wait for the statistics (``STATS_WAIT_MS``),
    which these tests make short: what matters is what happens after it, not its 3 s."""
    monkeypatch.setattr(end_screens, "STATS_WAIT_MS", 300)
    return lambda qtbot: qtbot.wait(end_screens.STATS_WAIT_MS + 500)


def _wait_game_over_screen(qtbot, window, start: bool = True) -> GameOverDialog:
    """Play an all-computer single-hand game to its game-over screen (``start``: start it
    first), answering every round summary."""
    if start:
        window.start_game(GameConfig("continental-15", COMPUTERS, 4, "instant"))

    def over() -> bool:
        if isinstance(window.summary, RoundSummaryDialog):
            window.summary.next_button.click()
        return isinstance(window.summary, GameOverDialog) and window.summary.isVisible()

    qtbot.waitUntil(over, timeout=120000)
    return window.summary


def test_closing_the_window_while_the_game_over_screen_waits_opens_nothing(
    qtbot, window, past_stats_wait
):
    qtbot.waitUntil(lambda: window.session.stats_store is not None, timeout=10000)
    feed = window.feed
    waited: list[bool] = []

    def close_now() -> None:
        # After the end screens saw the game end (they were connected first).
        view = feed.view
        if view is not None and view.is_over and not waited:
            waited.append(window.end_screens.screen is end_screens.Screen.WAITING)
            window.close()

    feed.stateChanged.connect(close_now)
    window.start_game(GameConfig("continental-15", COMPUTERS, 4, "instant"))

    def over() -> bool:
        if isinstance(window.summary, RoundSummaryDialog):
            window.summary.next_button.click()
        return bool(waited)

    qtbot.waitUntil(over, timeout=120000)
    assert waited == [True]  # the screen was waiting for the statistics when it closed
    past_stats_wait(qtbot)
    assert not window.isVisible()
    assert window.summary is None and not _visible_dialogs(window)


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape])
def test_a_key_hammered_at_the_game_over_screen_starts_no_game(qtbot, window, key):
    screen = _wait_game_over_screen(qtbot, window)
    c = window.session.controller
    game = c.config
    screen.activateWindow()
    QTest.keyClick(screen, key)
    _keys(qtbot, key, 8)
    assert c.config is game and c.state.phase == GAME_OVER
    qtbot.waitUntil(lambda: window.summary is None)


def test_play_again_twice_quickly_starts_one_game(qtbot, window):
    screen = _wait_game_over_screen(qtbot, window)
    c = window.session.controller
    started: list[int] = []
    c.gameStarted.connect(lambda: started.append(c.config.seed))
    QTest.mouseClick(screen.play_again_button, LEFT)
    if screen is not None and window.summary is screen:
        QTest.mouseClick(screen.play_again_button, LEFT)
    _keys(qtbot, Qt.Key.Key_Return, 3)
    assert len(started) == 1
    assert window.summary is None or not isinstance(window.summary, GameOverDialog)


def test_a_language_change_with_the_game_over_screen_waiting_shows_it_once(
    qtbot, window, past_stats_wait
):
    qtbot.waitUntil(lambda: window.session.stats_store is not None, timeout=10000)
    feed = window.feed
    waited: list[bool] = []

    def relanguage() -> None:
        view = feed.view
        if view is not None and view.is_over and not waited:
            waited.append(window.end_screens.screen is end_screens.Screen.WAITING)
            window.set_language("de")

    feed.stateChanged.connect(relanguage)
    try:
        screen = _wait_game_over_screen(qtbot, window)
        assert waited == [True]
        past_stats_wait(qtbot)  # no second screen comes
        shown = [d for d in _visible_dialogs(window) if isinstance(d, GameOverDialog)]
        assert shown == [window.summary] and window.summary is screen
        assert screen.windowTitle() != "Game over"  # German
    finally:
        window.set_language("en")


# ------------------------------------------------------------ settings that are no file

SETTINGS_CHILD = textwrap.dedent(
    """
    import sys

    from PySide6.QtCore import QTimer

    import continental_qt.app as app_module

    build = app_module.build_main_window


    def build_and_quit(args=None, crash=None):
        window = build(args, crash)
        QTimer.singleShot(300, window.close)
        return window


    if __name__ == "__main__":
        app_module.build_main_window = build_and_quit
        print("MAIN RETURNED", app_module.main(sys.argv[1:]), flush=True)
    """
)


@pytest.mark.parametrize("kind", ["pipe", "device", "folder", "garbage"])
def test_a_settings_file_that_is_no_file_does_not_freeze_the_start(tmp_path, kind):
    config_dir = tmp_path / "config"
    config_dir.mkdir()
    ini = config_dir / "continental-qt.conf"
    if kind == "pipe":
        os.mkfifo(ini)  # reading it would block the GUI thread for ever
    elif kind == "device":
        ini.symlink_to("/dev/zero")  # reading it would never end
    elif kind == "folder":
        ini.mkdir()
    else:
        ini.write_bytes(bytes(range(256)) * 8 + b"\n[window]\ngeometry=@ByteArray(\\xff\\x00)\n")
    child = tmp_path / "child.py"
    child.write_text(SETTINGS_CHILD)
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "CONTINENTAL_CONFIG_DIR": str(config_dir),
        "CONTINENTAL_DATA_DIR": str(tmp_path / "data"),
    }
    run = subprocess.run(
        [sys.executable, str(child)], capture_output=True, text=True, timeout=60, env=env
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert "MAIN RETURNED 0" in run.stdout


# ------------------------------------------------------------ the table under a held card


def _hand_on_table(window, seat: int) -> None:
    """Every card of the seat's hand has its item in the scene, at its place when no drag
    holds it."""
    view = window.table
    for card in window.session.controller.state.hand(seat):
        item = view.cards.get(card.uid)
        assert item is not None and item.scene() is view.scene_, card
        if view.input._drag is None:
            assert item.pos() == item.home, card


@pytest.mark.parametrize("size", [(200, 150), (120, 90), (3800, 2400)])
def test_the_window_resized_mid_drag_keeps_the_hand_whole(qtbot, window, size):
    window.start_game(config("human", "easy", "easy", "easy"))
    view = window.table
    seat = _to_play(qtbot, window)
    uid = window.hand_row.uids()[0]
    _press_and_move(view, card_point(view, uid), scene_centre(view, view._pile_rect))
    assert view.input._drag is not None
    window.resize(*size)
    qtbot.wait(20)
    window.table.set_larger_cards(True)
    _mouse(view, QEvent.Type.MouseMove, QPoint(3, 3), Qt.MouseButton.NoButton, LEFT)
    window.table.set_larger_cards(False)
    window.resize(1280, 800)
    qtbot.wait(20)
    _release(view, QPoint(5, 5))  # over nothing: the card goes home
    assert view.input._drag is None
    assert uid in {c.uid for c in window.session.controller.state.hand(seat)}
    _hand_on_table(window, seat)


def test_larger_cards_toggled_twenty_times_mid_animation_and_drag(qtbot, window):
    window.start_game(config("human", "easy", "easy", "easy"))
    view = window.table
    view.anim_ms = 300
    seat = _to_play(qtbot, window)
    for i in range(20):
        uid = window.hand_row.uids()[i % len(window.hand_row.uids())]
        _press_and_move(view, card_point(view, uid), scene_centre(view, view._pile_rect))
        view.set_larger_cards(i % 2 == 0)
        window.resize(1280 - 37 * i, 800 - 23 * i)
        _release(view, card_point(view, window.hand_row.uids()[-1]))
    view.set_larger_cards(False)
    view.refresh(animate=False)
    qtbot.waitUntil(lambda: not any(item.moving for item in view.cards.values()))
    assert view.input._drag is None  # (a drop that landed on the shrunken pile discarded: fine)
    _hand_on_table(window, seat)


# ------------------------------------------------------------ a damaged file on the neutral table


def _to_neutral_may_i(qtbot, window) -> None:
    """Pass-and-play until a May I? question is on the neutral table."""
    c = window.session.controller
    window.start_game(config("human", "human", "easy", seed=9))
    for _ in range(400):
        qtbot.waitUntil(lambda: c.human_to_act is not None or c.holding, timeout=20000)
        if c.asking is not None:
            return
        if c.holding:
            c.resume()
        elif c.waiting_for is not None:
            window.privacy.button.click()
        else:
            legal = window.feed.legal_actions()
            window.table.input.play(legal[0] if c.state.phase == DRAW else legal[-1])
    raise AssertionError("no May I? on the neutral table")


@pytest.mark.parametrize("content", [b"", b"\x00\xff" * 99, b'{"format": "continental-save"'])
def test_opening_a_damaged_file_during_a_neutral_may_i_keeps_the_question(
    qtbot, window, tmp_path, content
):
    c = window.session.controller
    _to_neutral_may_i(qtbot, window)
    asked, count, state = c.asking, c.action_count, c.state
    path = tmp_path / "damaged.continental"
    path.write_bytes(content)
    window.files.open_replacing(str(path))
    box = window.files.replace_box
    yes = next(b for b in box.buttons() if b.text() == "Open the other game")
    yes.click()
    qtbot.waitUntil(lambda: getattr(window.files, "error_box", None) is not None, timeout=10000)
    window.files.error_box.close()
    # The same game, the same question, still with no hand on the table.
    assert c.state is state and c.action_count == count and c.asking == asked
    assert window.privacy.offer.isVisible() and not window.privacy.isVisible()
    assert window.hand_row.count() == 0
    hands = {card.uid for seat in range(state.n) for card in state.hand(seat)}
    assert not hands & set(window.table.cards)
    window.privacy.offer.decline.click()
    assert c.action_count == count + 1 and c.asking != asked


# ------------------------------------------------------------ the log read back


def test_the_log_scrolled_up_across_a_round_change_follows_a_new_game(qtbot, window):
    panel = window.log_panel
    window.side.show()
    window.side.setCurrentWidget(panel)
    bar = panel.view.verticalScrollBar()
    summary = _to_round_summary(qtbot, window)
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(0)  # the player reads back
    assert not panel.following
    summary.next_button.click()  # the round changes while they read
    qtbot.waitUntil(lambda: window.log_model.rowCount() > 0)
    assert not panel.following and bar.value() == 0
    window.start_game(GameConfig("may-i", COMPUTERS, 5, "instant"))
    qtbot.waitUntil(lambda: isinstance(window.summary, RoundSummaryDialog), timeout=60000)
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert panel.following
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())


# ------------------------------------------------------------ a window place that cannot be


def _settings_window(qtbot, tmp_path, values: dict):
    from PySide6.QtCore import QSettings

    from continental_qt.ui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "s.conf"), QSettings.Format.IniFormat)
    for key, value in values.items():
        settings.setValue(key, value)
    settings.sync()
    win = MainWindow(settings=settings, data_dir=tmp_path / "data")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.mark.parametrize(
    "values",
    [
        {"window/geometry": "garbage", "window/splitter": "garbage"},
        {"window/geometry": b"\x01\xd9\xd0\xcb" + b"\xff" * 60, "window/splitter": b"\x00" * 9},
        {"window/geometry": 12, "window/splitter": [1, 2], "larger_cards": "maybe"},
    ],
    ids=["text", "damaged-bytes", "wrong-types"],
)
def test_a_garbage_window_place_opens_a_usable_window(qtbot, tmp_path, values):
    from PySide6.QtCore import QByteArray

    values = {k: QByteArray(v) if isinstance(v, bytes) else v for k, v in values.items()}
    win = _settings_window(qtbot, tmp_path, values)
    area = win.screen().availableGeometry()
    assert area.intersects(win.geometry())
    assert win.table.width() >= 200 and win.table.height() >= 200
    win.session.close()


def test_a_window_left_off_screen_or_with_the_table_collapsed_comes_back_usable(qtbot, tmp_path):
    first = _settings_window(qtbot, tmp_path, {})
    first.splitter.setSizes([0, first.width()])  # the table dragged shut
    assert first.splitter.sizes()[0] == 0
    first.move(30000, 30000)
    first.close()
    win = _settings_window(qtbot, tmp_path, {})
    area = win.screen().availableGeometry()
    assert area.intersects(win.frameGeometry())
    assert win.table.width() >= 200
    win.session.close()


# ------------------------------------------------------------ hand orders that do not fit


def _orders_file(tmp_path, orders) -> tuple[Path, list[int]]:  # noqa: ANN001
    """A saved game whose ``hand_orders`` is ``orders(hand)``; returns the path and the
    human's hand in the engine's order."""
    import json

    from continental_qt.engine import GameState, get_preset
    from continental_qt.storage.saves import save_file

    state = GameState(get_preset("may-i"), 3, 21)
    hand = [c.uid for c in state.hand(0)]
    path = tmp_path / "orders.continental"
    seats = [Seat("You", "human"), Seat("Bruno", "easy"), Seat("Carmen", "easy")]
    save_file(path, state, "may-i", seats, "instant", hand_orders={0: hand[::-1]})
    doc = json.loads(path.read_text())
    doc["hand_orders"] = orders(hand)
    path.write_text(json.dumps(doc))
    return path, hand


BAD_ORDERS = {
    "duplicates": lambda h: {"0": [h[0]] * len(h)},
    "one-twice": lambda h: {"0": h[::-1][:-1] + [h[-1]]},
    "unknown": lambda h: {"0": [9999] + h[1:]},
    "opponent's": lambda h: {"0": h[::-1], "1": h, "2": [1, 2, 3]},
    "too-many": lambda h: {"0": h[::-1] + [h[0]]},
    "wrong-types": lambda h: {"0": [str(u) for u in h], "x": h, "-1": h, "99": h},
    "not-a-dict": lambda h: [h],
    "floats": lambda h: {"0": [float(u) for u in h]},
    "huge": lambda h: {"0": [10**30] * len(h)},
}


@pytest.mark.parametrize("name", list(BAD_ORDERS))
def test_a_saved_hand_order_that_does_not_fit_shows_the_whole_hand(qtbot, window, tmp_path, name):
    path, hand = _orders_file(tmp_path, BAD_ORDERS[name])
    window.files.open_file(str(path))
    c = window.session.controller
    qtbot.waitUntil(lambda: c.state is not None and window.hand_row.count() > 0, timeout=10000)
    shown = window.hand_row.uids()
    assert sorted(shown) == sorted(hand)  # each card once, none lost, none invented
    if name == "opponent's":
        assert shown == hand[::-1]  # the human's own order still comes back


# ------------------------------------------------------------ languages switched in a hurry


def test_languages_switched_fast_over_the_round_summary_leave_one_summary(qtbot, window):
    summary = _to_round_summary(qtbot, window)
    c = window.session.controller
    try:
        for i in range(6):
            window.set_language("de" if i % 2 == 0 else "en")
            if i == 2:
                qtbot.wait(5)
        shown = [d for d in _visible_dialogs(window) if isinstance(d, RoundSummaryDialog)]
        assert shown == [window.summary] and window.summary is not summary
        assert c.holding and c.state.round_number == 1
        window.summary.activateWindow()
        QTest.keyClick(window.summary, Qt.Key.Key_Return)
        _keys(qtbot, Qt.Key.Key_Return, 4)
        assert c.state.round_number == 2  # one deal, not one per summary built
    finally:
        window.set_language("en")


def test_a_card_dragged_twenty_times_through_the_hand_stays_one_card(qtbot, window):
    from .conftest import drag

    window.start_game(config("human", "easy", "easy"))
    view = window.table
    seat = _to_play(qtbot, window)
    uid = window.hand_row.uids()[0]
    count = window.session.controller.action_count
    orders = {tuple(window.hand_row.uids())}
    for i in range(20):
        uids = window.hand_row.uids()
        target = uids[-1] if i % 2 == 0 else uids[0]
        if target == uid:
            target = uids[len(uids) // 2]
        drag(view, card_point(view, uid), card_point(view, target), steps=3 + i % 5)
        orders.add(tuple(window.hand_row.uids()))
        if i % 7 == 3:
            window.resize(900 + 20 * i, 700)
    assert len(orders) >= 2  # the drags did reorder the hand
    assert window.session.controller.action_count == count  # reordering is no move
    hand = sorted(c.uid for c in window.session.controller.state.hand(seat))
    assert sorted(window.hand_row.uids()) == hand
    assert view.input._drag is None
    qtbot.waitUntil(lambda: not any(item.moving for item in view.cards.values()))
    _hand_on_table(window, seat)
    assert view.input.focused_uid() in hand


def test_opening_a_finished_game_twice_fast_shows_one_game_over_screen(
    qtbot, window, tmp_path, past_stats_wait
):
    _wait_game_over_screen(qtbot, window)
    path = tmp_path / "finished.continental"
    assert window.session.save_as(str(path))
    qtbot.waitUntil(lambda: path.exists(), timeout=10000)
    window.close_summary()
    window.files.open_replacing(str(path))  # a finished game is replaced without asking
    window.files.open_replacing(str(path))
    c = window.session.controller
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase == GAME_OVER, timeout=10000)
    past_stats_wait(qtbot)
    screens = [d for d in _visible_dialogs(window) if isinstance(d, GameOverDialog)]
    assert len(screens) <= 1 and not any(
        isinstance(d, RoundSummaryDialog) for d in _visible_dialogs(window)
    )
    store = window.session.stats_store
    ana = next(p for p in store.player_summary() if p.name == "Ana")
    assert ana.games == 1  # the same game, opened again, is not counted again


STORM = [
    Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Space,
    Qt.Key.Key_Return, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_9, Qt.Key.Key_D, Qt.Key.Key_T,
    Qt.Key.Key_M, Qt.Key.Key_N, Qt.Key.Key_G, Qt.Key.Key_U, Qt.Key.Key_R, Qt.Key.Key_S,
    Qt.Key.Key_A, Qt.Key.Key_L, Qt.Key.Key_Escape, Qt.Key.Key_Delete, Qt.Key.Key_Menu,
]  # fmt: skip


@pytest.mark.parametrize("where", ["no-hand", "neutral-may-i", "round-summary"])
def test_every_game_key_on_a_table_without_a_hand(qtbot, window, where):
    c = window.session.controller
    if where == "neutral-may-i":
        _to_neutral_may_i(qtbot, window)
    elif where == "round-summary":
        _to_round_summary(qtbot, window)
    else:
        window.start_game(GameConfig("may-i", COMPUTERS, 4, "normal"))
        qtbot.waitUntil(lambda: c.state is not None)
    for shift in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
        for key in STORM:
            QTest.keyClick(window.table, key, shift)
            if window.menuBar().activeAction() is not None:
                window.menuBar().setActiveAction(None)
            for popup in [QApplication.activePopupWidget()]:
                if popup is not None:
                    popup.close()
    assert window.hand_row.count() == 0 or where == "round-summary"
    assert c.state is not None


CLOSE_MID_DRAG_CHILD = textwrap.dedent(
    """
    import sys

    from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from continental_qt.engine import DRAW, PLAY, DrawStock
    from continental_qt.storage.seats import Seat
    from continental_qt.ui.config import GameConfig
    from continental_qt.ui.main_window import MainWindow


    def send(view, kind, x, y, button, buttons):
        vp = view.viewport()
        ev = QMouseEvent(kind, QPointF(x, y), QPointF(vp.mapToGlobal(QPointF(x, y))),
                         button, buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(vp, ev)


    def main():
        app = QApplication([])
        win = MainWindow(settings=None, data_dir=sys.argv[1])
        win.resize(1280, 800)
        win.show()
        seats = (Seat("You", "human"), Seat("Bruno", "easy"), Seat("Carmen", "easy"))
        win.start_game(GameConfig("may-i", seats, 11, "normal"))
        win.table.anim_ms = 400
        left = Qt.MouseButton.LeftButton

        def tick():
            c = win.session.controller
            if c.human_to_act is None:
                QTimer.singleShot(20, tick)
                return
            if c.state.phase == DRAW:
                win.table.input.play(DrawStock())
            elif c.state.phase != PLAY:
                win.pass_button.click()
            if c.state.phase != PLAY:
                QTimer.singleShot(20, tick)
                return
            view = win.table
            item = view.cards[win.hand_row.uids()[0]]
            pos = view.mapFromScene(item.pos() + QPointF(8, 20))
            send(view, QEvent.Type.MouseButtonPress, pos.x(), pos.y(), left, left)
            for i in range(1, 6):
                send(view, QEvent.Type.MouseMove, pos.x() + 30 * i, pos.y() - 40 * i,
                     Qt.MouseButton.NoButton, left)
            win.table.set_larger_cards(True)  # cards start moving under the held one
            print("held", view.input._drag is not None, flush=True)
            win.close()
            win.deleteLater()
            QTimer.singleShot(600, app.quit)  # animations and timers run on, ownerless

        tick()
        QTimer.singleShot(60000, lambda: sys.exit(3))
        app.exec()
        print("closed cleanly", flush=True)


    if __name__ == "__main__":
        main()
    """
)


def test_closing_and_deleting_the_window_mid_drag_and_animation_is_safe(tmp_path):
    child = tmp_path / "close_mid_drag.py"
    child.write_text(CLOSE_MID_DRAG_CHILD)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, str(child), str(tmp_path / "data")],
        capture_output=True,
        text=True,
        timeout=90,
        env=env,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert "held True" in run.stdout and "closed cleanly" in run.stdout
    assert "Traceback" not in run.stderr, run.stderr[-3000:]


def test_play_again_in_pass_and_play_shows_no_hand_before_its_screen(qtbot, window):
    c = window.session.controller
    window.start_game(config("human", "human", "easy", preset="continental-15", seed=9))
    for _ in range(3000):
        qtbot.waitUntil(
            lambda: c.human_to_act is not None or c.holding or c.state.is_over, timeout=20000
        )
        if c.state.is_over:
            break
        if c.holding:
            c.resume()
        elif c.waiting_for is not None:
            window.privacy.button.click()
        elif c.asking is not None:
            window.privacy.offer.decline.click()
        else:
            legal = window.feed.legal_actions()
            window.table.input.play(legal[0] if c.state.phase == DRAW else legal[-1])
    screen = _wait_game_over_screen(qtbot, window, start=False)
    QTest.mouseClick(screen.play_again_button, LEFT)
    qtbot.waitUntil(lambda: c.human_to_act is not None, timeout=20000)
    if c.waiting_for is not None:
        assert window.privacy.isVisible() and window.hand_row.count() == 0
    else:  # the person at the screen plays first
        assert c.viewer == c.at_screen
