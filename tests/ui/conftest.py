"""Fixtures for the table tests: a shown main window, rigged hands, mouse drags."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from continental_qt.engine.cards import parse_code
from continental_qt.engine.state import GameState
from continental_qt.storage.seats import Seat
from continental_qt.ui.config import GameConfig
from continental_qt.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def _language_restored():
    """A test that switches the language leaves English and the starting locale behind, so
    a later test's dates and plurals do not depend on which tests ran before it."""
    from PySide6.QtCore import QLocale

    from continental_qt.ui import i18n, texts

    locale = QLocale()
    yield
    app = QApplication.instance()
    if app is not None and i18n.installed_files():
        i18n.install_language(app, "en")
    texts.set_plural_language("en")
    QLocale.setDefault(locale)


@pytest.fixture
def window(qtbot, tmp_path):
    win = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.table.anim_ms = 0
    yield win
    # A summary left open is a top-level window that outlives the test: a later test's
    # language change would rebuild it against this closed session.
    win.close_summary()
    win.session.close()


def config(*kinds: str, preset: str = "may-i", seed: int = 11, speed: str = "instant"):
    names = ["You", "Bruno", "Carmen", "Dora", "Emil", "Fatima", "Goran", "Hana"]
    seats = tuple(Seat(names[i], k) for i, k in enumerate(kinds))
    return GameConfig(preset, seats, seed, speed)


def rig(state: GameState, seat: int, codes: str) -> None:
    """Give ``seat`` exactly the cards ``codes`` (same count as its hand), swapping them in
    from the stock or other hands so that no card is created or lost."""
    want = [parse_code(t) for t in codes.split()]
    hand = state.hands[seat]
    assert len(want) == len(hand), (len(want), len(hand))
    pools = [state.stock] + [h for s, h in enumerate(state.hands) if s != seat]
    new_hand = []
    spare = list(hand)
    for rank, suit in want:
        match = next((c for c in spare if (c.rank, c.suit) == (rank, suit)), None)
        if match is not None:
            spare.remove(match)
            new_hand.append(match)
            continue
        for pool in pools:
            idx = next(
                (
                    i
                    for i, c in enumerate(pool)
                    if c is not None and (c.rank, c.suit) == (rank, suit)
                ),
                None,
            )
            if idx is not None:
                new_hand.append(pool[idx])
                pool[idx] = None  # filled below with a spare card
                break
        else:
            raise AssertionError(f"no card {rank},{suit} left to rig")
    for pool in pools:
        for i, c in enumerate(pool):
            if c is None:
                pool[i] = spare.pop()
    assert not spare
    hand[:] = new_hand


def scene_centre(view, rect) -> QPoint:
    """Viewport point at the centre of a layout ``Rect`` (scene coordinates)."""
    return view.mapFromScene(QPointF(rect.x + rect.w / 2, rect.y + rect.h / 2))


def card_point(view, uid: int) -> QPoint:
    item = view.cards[uid]
    r = item.card_rect()
    # The left part of a card stays visible even when the hand overlaps.
    return view.mapFromScene(item.pos() + QPointF(min(12, r.width() / 4), r.height() / 2))


def send_mouse(widget, kind, pos: QPoint, button, buttons) -> None:
    """Send one mouse event at ``pos`` (widget coordinates) to ``widget``."""
    global_pos = widget.mapToGlobal(pos)
    ev = QMouseEvent(
        kind, QPointF(pos), QPointF(global_pos), button, buttons, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(widget, ev)


def drag(view, start: QPoint, end: QPoint, steps: int = 6) -> None:
    """Press at ``start``, move past the drag distance in steps, release at ``end``."""
    vp = view.viewport()
    left = Qt.MouseButton.LeftButton
    send_mouse(vp, QEvent.Type.MouseButtonPress, start, left, left)
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        send_mouse(vp, QEvent.Type.MouseMove, p, Qt.MouseButton.NoButton, left)
    send_mouse(vp, QEvent.Type.MouseButtonRelease, end, left, Qt.MouseButton.NoButton)


def click(view, pos: QPoint, double: bool = False) -> None:
    vp = view.viewport()
    left = Qt.MouseButton.LeftButton
    send_mouse(vp, QEvent.Type.MouseButtonPress, pos, left, left)
    send_mouse(vp, QEvent.Type.MouseButtonRelease, pos, left, Qt.MouseButton.NoButton)
    if double:
        send_mouse(vp, QEvent.Type.MouseButtonDblClick, pos, left, left)
        send_mouse(vp, QEvent.Type.MouseButtonRelease, pos, left, Qt.MouseButton.NoButton)


def wait_for_human(qtbot, win, timeout: int = 20000) -> int:
    qtbot.waitUntil(lambda: win.session.controller.human_to_act is not None, timeout=timeout)
    return win.session.controller.human_to_act
