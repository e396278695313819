"""Table geometry: everything fits at every window size the app allows."""

from __future__ import annotations

import pytest

from continental_qt.ui.table.table_layout import (
    Rect,
    card_height,
    flow_melds,
    hand_card_width,
    hand_positions,
    seat_plates,
    slot_rects,
)

SIZES = [(640, 420), (1000, 700), (1280, 800), (1920, 1080), (2560, 1440)]


@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("cards", [1, 7, 13, 20, 26, 32])
def test_hands_of_any_size_fit_the_width(w, h, cards):
    cw = hand_card_width(w, h)
    x0, step = hand_positions(cards, cw, 20, w - 20)
    right = x0 + cw + step * (cards - 1)
    assert x0 >= 20 - 1e-6
    assert right <= w - 20 + 1e-6 or step == pytest.approx(cw * 0.2)
    assert step >= cw * 0.2 - 1e-9  # the corner index stays visible
    if cards <= 26:
        assert right <= w - 20 + 1e-6


@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("opponents", range(1, 12))
def test_seat_plates_stay_on_screen_and_apart(w, h, opponents):
    plates = seat_plates(opponents, w, h)
    assert len(plates) == opponents
    for p in plates:
        assert 0 <= p.x and p.right <= w and 0 <= p.y and p.bottom < h * 0.35
    for a in plates:
        for b in plates:
            if a is b:
                continue
            overlap_x = min(a.right, b.right) - max(a.x, b.x)
            overlap_y = min(a.bottom, b.bottom) - max(a.y, b.y)
            assert overlap_x <= 0 or overlap_y <= 0


def test_melds_shrink_until_they_fit():
    zone = Rect(10, 200, 900, 260)
    groups = [(o, [(o * 10 + i, 5) for i in range(4)]) for o in range(8)]
    flow = flow_melds(groups, zone, 70, 90)
    assert flow.height <= zone.h or flow.card_w == 30
    for r in flow.melds.values():
        assert zone.x <= r.x and r.right <= zone.right + 1e-6
    assert flow.card_w < 70
    few = flow_melds([(0, [(1, 3)])], zone, 70, 90)
    assert few.card_w == 70 and few.melds[1].h == card_height(70)


def test_slots_split_the_zone():
    rects = slot_rects(3, Rect(0, 0, 620, 100))
    assert len(rects) == 3 and rects[-1].right == pytest.approx(620)
    assert all(r.w > 190 for r in rects)
