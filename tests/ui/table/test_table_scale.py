"""The table fills the window: the pure layout scales and fits, the real window follows
its size and the View → Larger cards option, and the empty table is empty."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from continental_qt.ai.registry import make_ai
from continental_qt.engine.events import DRAW
from continental_qt.engine.presets import get_preset
from continental_qt.engine.state import GameState
from continental_qt.ui.main_window import MainWindow
from continental_qt.ui.table.card_art import CardPixmaps
from continental_qt.ui.table.card_item import CardItem
from continental_qt.ui.table.table_items import LabelItem, SeatPlate
from continental_qt.ui.table.table_layout import (
    LARGER,
    MAX_CARD_W,
    MIN_CARD_W,
    PlateText,
    Rect,
    card_height,
    fan_width,
    plate_width,
    table_layout,
)
from continental_qt.ui.table.table_view import _text_width

from ..conftest import config, wait_for_human

SIZES = [(994, 666), (1634, 946), (2274, 1306)]  # the table's viewport at the three windows
LONG_STATUS = "10 Karten · ausgelegt ✓ · Käufe 2/3"


def mid_game(players: int = 3, seed: int = 3) -> GameState:
    """A may-i game played by seeded easy players until someone is down and seat 0 draws."""
    state = GameState(get_preset("may-i"), players, seed)
    ais = [make_ai("easy", seed * 10 + i) for i in range(players)]
    for n in range(600):
        seat = state.to_act
        if n > 20 and seat == 0 and state.phase == DRAW and any(state.down):
            return state
        state.apply(ais[seat].choose(state.view(seat)), seat)
    raise AssertionError("no mid-game position")


def layout_for(state: GameState, w: float, h: float, larger: bool = False, status: str = ""):
    view = state.view(0)
    plates = {
        seat: PlateText(f"Player {seat}", "Schwierig", status or "7 cards", 10)
        for seat in range(1, state.n)
    }
    return table_layout(view, w, h, hand=view.hand(0), plates=plates, larger=larger)


def inside(r: Rect, w: float, h: float) -> bool:
    return r.x >= 0 and r.y >= 0 and r.right <= w + 1e-6 and r.bottom <= h + 1e-6


def test_card_height_grows_with_the_viewport_and_is_bounded():
    state = mid_game()
    sizes = [(640, 420), *SIZES, (3800, 2100), (7000, 4000)]
    widths = [layout_for(state, w, h).card_w for w, h in sizes]
    assert widths == sorted(widths)
    assert widths[1] < widths[2] < widths[3]  # 1280 < 1920 < 2560 windows
    assert widths[0] >= MIN_CARD_W
    assert widths[-1] <= MAX_CARD_W
    big = [layout_for(state, w, h, larger=True).card_w for w, h in sizes]
    assert all(b >= n for b, n in zip(big, widths))
    # From the 1920×1080 window up; at 1280×800 the melds need the room (see below).
    assert all(b > n for b, n in zip(big[2:], widths[2:]))
    assert big[-1] <= MAX_CARD_W * LARGER
    lay = layout_for(state, *SIZES[1])
    assert lay.card_h == card_height(lay.card_w)


@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("larger", [False, True])
@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_nothing_crosses_the_viewport_edges(w, h, larger, players):
    state = mid_game(players, seed=4)
    lay = layout_for(state, w, h, larger)
    assert len(lay.plates) == players - 1
    rects = list(lay.plates.values()) + lay.slots + list(lay.melds.values())
    rects += [lay.stock, lay.pile, lay.hand_zone]
    rects += [Rect(p.x, p.y, p.w, card_height(p.w)) for p in lay.cards.values()]
    for r in rects:
        assert inside(r, w, h), r
    assert lay.hand_rects and len(lay.hand_rects) == len(state.hand(0))
    # The zones are stacked: plates, piles, melds, then the hand.
    plates_bottom = max(r.bottom for r in lay.plates.values())
    assert plates_bottom <= lay.stock.y
    for r in lay.melds.values():
        assert r.y >= lay.stock.bottom and r.bottom <= lay.hand_top


@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 6, 7])
def test_seat_plates_are_wide_enough_for_their_text(w, h, players):
    """Plates fit their text (a long German status line), dropping their fans, then
    shrinking, then sharing the status with the level line, then (six at 1280×800)
    taking two rows: none elides (six in one row did)."""
    state = mid_game(players, seed=5)
    lay = layout_for(state, w, h, status=LONG_STATUS)
    for seat, r in lay.plates.items():
        cards = 10 if lay.fans[seat] else 0
        lines = lay.plate_lines[seat]
        assert "".join(lines).replace(" · ", "") == f"Player {seat}Schwierig{LONG_STATUS}".replace(
            " · ", ""
        )
        needed = plate_width(r.h, list(lines), cards, _estimate)
        assert r.w >= needed - 1e-6, (seat, r.w, needed)
        assert r.h >= 40
    if players <= 3:
        assert all(lay.fans.values())  # room to spare: the fans stay


def _meld_card_w(lay) -> float:
    return min((p.w for p in lay.cards.values() if 10 <= p.z < 40), default=0.0)


def with_melds(players: int, seed: int, melds: int) -> GameState:
    """A may-i game played by seeded easy players until ``melds`` melds are down and seat 0
    is to draw."""
    state = GameState(get_preset("may-i"), players, seed)
    ais = [make_ai("easy", seed * 10 + i) for i in range(players)]
    for _ in range(3000):
        seat = state.to_act
        if seat == 0 and state.phase == DRAW and len(state.melds) >= melds:
            return state
        state.apply(ais[seat].choose(state.view(seat)), seat)
    raise AssertionError("no such position")


@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize(("players", "seed", "melds"), [(3, 1, 2), (4, 4, 4), (5, 1, 4), (5, 2, 6)])
def test_larger_cards_never_shrink_the_melds(w, h, players, seed, melds):
    """Larger cards enlarge the hand only as far as the table's melds keep their size
    (at 1280×800 they went from 103 to 73 px high)."""
    state = with_melds(players, seed, melds)
    plain = layout_for(state, w, h)
    big = layout_for(state, w, h, larger=True)
    assert state.melds and _meld_card_w(plain) > 0
    assert _meld_card_w(big) >= _meld_card_w(plain)
    assert big.card_w >= plain.card_w


def _estimate(text: str, px: float, bold: bool) -> float:
    return len(text) * px * (0.62 if bold else 0.56)  # table_layout's default measure


def _hand_card_height(window) -> float:
    uid = window.hand_row.uids()[0]
    return window.table.cards[uid].card_rect().height()


def test_resizing_the_window_and_larger_cards_change_the_cards(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings, data_dir=tmp_path)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.table.anim_ms = 0
    try:
        win.start_game(config("human", "easy", "easy"))
        wait_for_human(qtbot, win)
        small = _hand_card_height(win)
        win.resize(1920, 1080)
        qtbot.waitUntil(lambda: _hand_card_height(win) > small)
        big = _hand_card_height(win)
        # Every plate is as wide as its texts need in the table's font.
        for plate in win.table.plates.values():
            texts = [plate.name, plate.level, plate.status]
            assert plate.rect.w >= plate_width(plate.rect.h, texts, plate.cards, _text_width)
        action = win.larger_cards_action
        assert not action.isChecked()
        action.setChecked(True)
        assert win.table.larger_cards
        assert _hand_card_height(win) > big
        assert settings.value("larger_cards") in (True, "true")
        action.setChecked(False)
        assert _hand_card_height(win) == big
        action.setChecked(True)
    finally:
        win.session.close()
    settings.sync()
    again = MainWindow(settings=settings, data_dir=tmp_path)
    qtbot.addWidget(again)
    try:
        assert again.larger_cards_action.isChecked()
        assert again.table.larger_cards
    finally:
        again.session.close()


def test_the_empty_table_draws_nothing(qtbot, tmp_path):
    """Before a game the felt is empty: the stray ring at the top left was the hand's
    frame, shown at its initial 10 px size."""
    win = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    try:
        scene = win.table.scene()
        shown = [
            item
            for item in scene.items()
            if item.isVisible() and not (isinstance(item, LabelItem) and not item.text)
        ]
        assert shown == []
    finally:
        win.session.close()


def test_the_table_cover_benchmark_runs():
    """benchmarks/table_cover.py, in its own process (it opens the real window): the hand's
    cards grow with the window and the larger-cards rows are larger. Structure only."""
    root = Path(__file__).resolve().parents[3]
    run = subprocess.run(
        [sys.executable, str(root / "benchmarks" / "table_cover.py"), "--json"],
        capture_output=True,
        text=True,
        timeout=240,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert run.returncode == 0, run.stderr
    rows = json.loads(run.stdout)["rows"]
    normal = [r for r in rows if not r["larger"]]
    larger = [r for r in rows if r["larger"]]
    assert [r["size"] for r in normal] == ["1280x800", "1920x1080", "2560x1440"]
    heights = [r["card_h"] for r in normal]
    assert heights == sorted(heights) and heights[0] < heights[-1]
    assert all(0 < r["cover_pct"] < 100 for r in rows)
    assert all(b["card_h"] >= n["card_h"] for b, n in zip(larger, normal))
    # At 1280×800 the melds need the room; larger cards never shrink them.
    assert all(b["card_h"] > n["card_h"] for b, n in zip(larger[1:], normal[1:]))


def test_plate_fans_are_rendered_at_the_device_pixel_ratio(qapp):
    """The fan of card backs on a seat plate is drawn from a pixmap rendered for the
    device (×2 on a HiDPI screen), not a 1× pixmap scaled up."""
    art = CardPixmaps()
    asked = []
    real_back = art.back

    def back(width: int, *, dpr: float = 1.0):
        asked.append(dpr)
        return real_back(width, dpr=dpr)

    art.back = back
    plate = SeatPlate(Rect(0, 0, 300, 80), 1, art)
    plate.name, plate.level, plate.status, plate.cards = "Ana", "Hard", "5 cards", 5
    plate.fan_w = fan_width(80, 5)
    image = QImage(600, 160, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(0)
    painter = QPainter(image)
    plate.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    assert asked == [2.0]


def test_larger_cards_survive_the_menus_being_rebuilt(window):
    """A language change rebuilds the menus; without saved settings the rebuilt action
    must keep the table's option, not fall back to off."""
    window.larger_cards_action.setChecked(True)
    window._build_menus()
    assert window.table.larger_cards
    assert window.larger_cards_action.isChecked()


def test_cards_are_rendered_at_the_device_pixel_ratio(qapp):
    """A card paints a pixmap made for the device's ratio even when its item was laid out
    for another one (the window moved to a HiDPI screen)."""
    art = CardPixmaps()
    asked = []
    real_face = art.face

    def face(rank: int, suit: int, width: int, *, wild: bool = False, dpr: float = 1.0):
        asked.append((width, dpr))
        return real_face(rank, suit, width, wild=wild, dpr=dpr)

    art.face = face
    state = GameState(get_preset("may-i"), 3, 1)
    item = CardItem(art, state.hands[0][0], 90.0)
    item.dpr = 1.0
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(0)
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    assert asked == [(90, 2.0)]


def test_six_german_plates_keep_one_row_by_sharing_the_level_line():
    """At 1280×800 six plates of "6 Karten · draußen ✓ · Käufe 1" elided; moving the card
    count up beside the level makes them fit in one row."""
    state = mid_game(7, seed=5)
    status = "6 Karten · draußen ✓ · Käufe 1"
    lay = layout_for(state, *SIZES[0], status=status)
    tops = [r.y for r in lay.plates.values()]
    assert max(tops) < min(r.bottom for r in lay.plates.values())  # one row
    for seat, r in lay.plates.items():
        assert lay.plate_lines[seat] == (
            f"Player {seat}",
            "Schwierig · 6 Karten",
            "draußen ✓ · Käufe 1",
        )
        assert r.w >= plate_width(r.h, list(lay.plate_lines[seat]), 0, _estimate) - 1e-6
    # With room to spare, the lines stay as they are.
    wide = layout_for(state, *SIZES[2], status=status)
    assert all(x[2] == status for x in wide.plate_lines.values())
