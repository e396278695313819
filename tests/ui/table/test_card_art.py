"""The generated card art: well-formed SVG for every card, options that change the ink, and
pixmaps of exact size with transparent corners, from a bounded cache."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

import numpy as np
import pytest
from PySide6.QtCore import QByteArray, QSize
from PySide6.QtGui import QColor, QGradient, QImage, QTransform
from PySide6.QtSvg import QSvgRenderer

from continental_qt.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUITS
from continental_qt.ui.table.card_art import (
    BLUE,
    CARD_ASPECT,
    GOLD,
    GREEN,
    INDEX_SUIT_SIZE,
    INDEX_SUIT_Y,
    RED,
    CardPixmaps,
    back_svg,
    card_svg,
    felt_brush,
    felt_colour,
    render_svg,
)
from continental_qt.ui.table.table_layout import hand_positions

SVG_NS = "{http://www.w3.org/2000/svg}"
ALL_CARDS = [(rank, suit) for suit in range(4) for rank in range(1, 14)] + [(0, -1)]
OPTIONS = [
    {},
    {"four_colour": True},
    {"high_contrast": True},
    {"four_colour": True, "high_contrast": True, "wild_badge": True},
]


def _fills(svg: str) -> set[str]:
    return {el.get("fill") for el in ET.fromstring(svg).iter() if el.get("fill")}


def _has_badge(svg: str) -> bool:
    """Whether the wild badge (a gold disc with a star) is drawn; the court figures have
    gold jewels of their own elsewhere."""
    return any(el.get("id") == "wild-badge" for el in ET.fromstring(svg).iter(f"{SVG_NS}g"))


def _ink(image: QImage) -> tuple[int, int, int]:
    """The most common clearly coloured (not white, not grey border) opaque pixel, quantised."""
    counts: Counter[tuple[int, int, int]] = Counter()
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if c.alpha() < 255 or min(c.red(), c.green(), c.blue()) > 200:
                continue
            counts[(c.red() // 32, c.green() // 32, c.blue() // 32)] += 1
    (r, g, b), _ = counts.most_common(1)[0]
    return r * 32 + 16, g * 32 + 16, b * 32 + 16


def test_suit_order_is_the_engines() -> None:
    assert SUITS == "CDHS"
    assert (CLUBS, DIAMONDS, HEARTS, SPADES) == (0, 1, 2, 3)


@pytest.mark.parametrize("options", OPTIONS)
def test_every_card_is_well_formed_svg(options: dict) -> None:
    for rank, suit in ALL_CARDS:
        root = ET.fromstring(card_svg(rank, suit, **options))
        assert root.tag == f"{SVG_NS}svg"
        assert root.get("viewBox") == "0 0 250 350"
    for style in (0, 1):
        assert ET.fromstring(back_svg(style)).tag == f"{SVG_NS}svg"


def test_qt_renderer_accepts_every_svg(qapp) -> None:
    svgs = [card_svg(r, s, **o) for r, s in ALL_CARDS for o in OPTIONS]
    svgs += [back_svg(0), back_svg(1)]
    for svg in svgs:
        assert QSvgRenderer(QByteArray(svg.encode())).isValid()


def test_joker_is_distinct() -> None:
    joker = card_svg(0, -1)
    assert all(f">{ch}</text>" in joker for ch in "JOKER")
    assert joker != card_svg(1, SPADES)


def test_bad_card_is_refused() -> None:
    for rank, suit in ((14, 0), (5, 4), (-1, 0)):
        with pytest.raises(ValueError):
            card_svg(rank, suit)


def test_two_colour_and_four_colour_inks() -> None:
    assert RED in _fills(card_svg(7, DIAMONDS)) and RED in _fills(card_svg(7, HEARTS))
    assert BLUE in _fills(card_svg(7, DIAMONDS, four_colour=True))
    assert RED not in _fills(card_svg(7, DIAMONDS, four_colour=True))
    assert GREEN in _fills(card_svg(7, CLUBS, four_colour=True))
    assert GREEN not in _fills(card_svg(7, CLUBS))
    # Hearts and spades keep their colours.
    assert _fills(card_svg(7, HEARTS, four_colour=True)) == _fills(card_svg(7, HEARTS))
    assert _fills(card_svg(7, SPADES, four_colour=True)) == _fills(card_svg(7, SPADES))


def test_high_contrast_uses_pure_colours_and_a_thicker_border() -> None:
    hearts = card_svg(7, HEARTS, high_contrast=True)
    spades = card_svg(7, SPADES, high_contrast=True)
    assert "#ff0000" in _fills(hearts) and "#000000" in _fills(spades)
    frame = ET.fromstring(spades).find(f"{SVG_NS}rect")
    plain = ET.fromstring(card_svg(7, SPADES)).find(f"{SVG_NS}rect")
    assert float(frame.get("stroke-width")) > float(plain.get("stroke-width"))


def test_wild_badge_only_when_asked() -> None:
    for rank, suit in ALL_CARDS:
        assert not _has_badge(card_svg(rank, suit))
        assert _has_badge(card_svg(rank, suit, wild_badge=True))


def _badge_pixels(rank: int, suit: int, width: int) -> list[tuple[int, int]]:
    """The pixels the wild badge changes on a face ``width`` pixels wide."""
    height = round(width * CARD_ASPECT)
    plain = render_svg(card_svg(rank, suit), width, height).toImage()
    wild = render_svg(card_svg(rank, suit, wild_badge=True), width, height).toImage()
    return [
        (x, y)
        for y in range(height)
        for x in range(width)
        if plain.pixelColor(x, y) != wild.pixelColor(x, y)
    ]


@pytest.mark.parametrize("width", [28, 45, 64, 90, 140])
@pytest.mark.parametrize("card", [(0, -1), (1, HEARTS), (2, CLUBS), (10, SPADES), (13, DIAMONDS)])
def test_the_wild_badge_shows_on_an_overlapped_card(qapp, width: int, card) -> None:
    """The badge lies in the left strip, under the index, that the next card in the hand
    leaves showing even at the tightest step (a fifth of a card), at every card size."""
    pixels = _badge_pixels(*card, width)
    assert len(pixels) > width / 6  # drawn, not a speck
    strip = width * 0.2
    assert max(x for x, _ in pixels) < strip + 1
    height = round(width * CARD_ASPECT)
    below_index = (INDEX_SUIT_Y + INDEX_SUIT_SIZE / 2) / 350 * height
    if card[0] != 0:  # the joker's index is "JOKER" itself: its badge is under it
        assert min(y for _, y in pixels) >= below_index - 1
    assert max(y for _, y in pixels) < height * 0.75


@pytest.mark.parametrize("cards", [1, 12, 20, 30, 45])
def test_the_hand_never_covers_the_strip_holding_the_badge(cards: int) -> None:
    _, step = hand_positions(cards, 90, 40, 1240)
    assert step >= 90 * 0.2


@pytest.mark.parametrize("width", [45, 90, 101])
@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_face_size_and_dpr(qapp, width: int, dpr: float) -> None:
    pixmap = CardPixmaps().face(12, HEARTS, width, dpr=dpr)
    height = round(width * CARD_ASPECT)
    assert pixmap.devicePixelRatio() == dpr
    assert pixmap.size() == QSize(round(width * dpr), round(height * dpr))
    logical = pixmap.deviceIndependentSize()
    assert (round(logical.width()), round(logical.height())) == (width, height)


def test_back_size(qapp) -> None:
    pixmap = CardPixmaps().back(60, dpr=2.0)
    assert pixmap.size() == QSize(120, 168)
    assert pixmap.devicePixelRatio() == 2.0


@pytest.mark.parametrize("which", ["face", "joker", "back"])
def test_corners_transparent_centre_opaque(qapp, which: str) -> None:
    cards = CardPixmaps()
    pixmap = {
        "face": lambda: cards.face(9, CLUBS, 90, wild=True),
        "joker": lambda: cards.face(0, -1, 90),
        "back": lambda: cards.back(90),
    }[which]()
    image = pixmap.toImage()
    w, h = image.width(), image.height()
    for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (1, 1), (w - 2, h - 2)):
        assert image.pixelColor(x, y).alpha() == 0, (x, y)
    assert image.pixelColor(w // 2, h // 2).alpha() == 255
    assert image.pixelColor(w // 2, 3).alpha() == 255  # the edge between the corners is card


def test_cache_returns_the_same_pixmap(qapp) -> None:
    cards = CardPixmaps()
    first = cards.face(5, SPADES, 70)
    assert cards.face(5, SPADES, 70).cacheKey() == first.cacheKey()
    assert cards.face(5, SPADES, 70, wild=True).cacheKey() != first.cacheKey()
    assert cards.face(5, SPADES, 70, dpr=2.0).cacheKey() != first.cacheKey()
    assert cards.face(5, SPADES, 71).cacheKey() != first.cacheKey()
    back = cards.back(70)
    assert cards.back(70).cacheKey() == back.cacheKey()


def test_cache_is_bounded_lru(qapp) -> None:
    assert CardPixmaps().max_entries <= 600
    cards = CardPixmaps(max_entries=20)
    keep = cards.face(1, HEARTS, 30)
    oldest = cards.face(2, CLUBS, 31)
    for width in range(32, 72):
        cards.face(1, HEARTS, 30)  # touched: stays among the most recent
        cards.face(2, CLUBS, width)
        assert len(cards) <= 20
    assert len(cards) == 20
    assert cards.face(1, HEARTS, 30).cacheKey() == keep.cacheKey()
    assert cards.face(2, CLUBS, 31).cacheKey() != oldest.cacheKey()  # evicted, rendered anew
    assert len(cards) == 20


def test_changing_an_option_clears_the_cache(qapp) -> None:
    cards = CardPixmaps()
    before = cards.face(4, DIAMONDS, 60).toImage()
    back_before = cards.back(60).toImage()
    cards.four_colour = True
    assert len(cards) == 0
    assert cards.face(4, DIAMONDS, 60).toImage() != before
    cards.high_contrast = True
    assert len(cards) == 0 and cards.high_contrast
    cards.back_style = 1
    assert cards.back(60).toImage() != back_before
    cards.back(60)
    cards.back_style = 1  # unchanged: the cache survives
    assert len(cards) == 1


def test_red_and_black_suits_have_different_ink(qapp) -> None:
    cards = CardPixmaps()
    hearts = _ink(cards.face(8, HEARTS, 120).toImage())
    diamonds = _ink(cards.face(8, DIAMONDS, 120).toImage())
    spades = _ink(cards.face(8, SPADES, 120).toImage())
    clubs = _ink(cards.face(8, CLUBS, 120).toImage())
    for red in (hearts, diamonds):
        assert red[0] > 150 and red[1] < 80 and red[2] < 100, red
    for black in (spades, clubs):
        assert max(black) < 80, black
    cards.four_colour = True
    blue = _ink(cards.face(8, DIAMONDS, 120).toImage())
    green = _ink(cards.face(8, CLUBS, 120).toImage())
    assert blue[2] > blue[0] + 80, blue
    assert green[1] > green[0] + 60 and green[1] > green[2] + 40, green


def test_felt(qapp) -> None:
    colour = felt_colour()
    assert colour.green() > colour.red() and colour.green() > colour.blue()
    assert colour.lightness() < 110
    assert felt_brush(QSize(800, 600), vignette=False).color() == colour
    gradient = felt_brush(QSize(800, 600)).gradient()
    assert gradient is not None and gradient.type() == QGradient.Type.RadialGradient
    stops = [QColor(c) for _, c in gradient.stops()]
    # Subtle: no stop strays far from the felt.
    assert all(abs(c.lightness() - colour.lightness()) < 25 for c in stops)


# ----------------------------------------------------------------- court figures
COURTS = (11, 12, 13)
PANEL = (70, 18, 180, 332)  # the court panel in card units (see court_art)


def _panel_pixels(pixmap) -> tuple[QImage, tuple[int, int, int, int]]:
    """The face as an image, and the panel's rectangle in its pixels (inset a little)."""
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    k = image.width() / 250
    x0, y0, x1, y1 = PANEL
    return image, (
        round((x0 + 6) * k),
        round((y0 + 6) * k),
        round((x1 - 6) * k),
        round((y1 - 6) * k),
    )


def _rgb(image: QImage) -> np.ndarray:
    """The red, green and blue of every pixel of an ARGB32 ``image``, as (row, column,
    channel) integers: a whole image compared at once instead of pixel by pixel."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    h, w = image.height(), image.width()
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(h, image.bytesPerLine())
    bgra = rows[:, : w * 4].reshape(h, w, 4)  # ARGB32 lies in memory as B, G, R, A
    return bgra[:, :, 2::-1].astype(np.int16)


def _colours_near(image: QImage, box: tuple[int, int, int, int], colour: str) -> int:
    """How many pixels of ``box`` are within a small distance of ``colour``."""
    want = QColor(colour)
    x0, y0, x1, y1 = box
    part = _rgb(image)[y0:y1, x0:x1]
    distance = np.abs(part - np.array([want.red(), want.green(), want.blue()])).sum(axis=2)
    return int((distance < 30).sum())


def _difference(a: QImage, b: QImage) -> float:
    """The share of pixels that differ clearly between two images of one size."""
    assert a.size() == b.size()
    every_other = (slice(0, None, 2), slice(0, None, 2))  # every other row and column
    distance = np.abs(_rgb(a)[every_other] - _rgb(b)[every_other]).sum(axis=2)
    return float((distance > 60).mean())


@pytest.mark.parametrize(("width", "dpr"), [(60, 1.0), (150, 1.0), (60, 2.0), (150, 2.0)])
def test_court_faces_render_as_figures(qapp, width: int, dpr: float) -> None:
    from continental_qt.ui.table.court_art import SKIN

    art = CardPixmaps()
    images = {}
    for suit in range(4):
        for rank in COURTS:
            pixmap = art.face(rank, suit, width, dpr=dpr)
            assert pixmap.width() == round(width * dpr)
            image, box = _panel_pixels(pixmap)
            # A face (skin) and gold (crown, trim) in each half of the panel: a figure
            # mirrored top and bottom, not a boxed letter.
            x0, y0, x1, y1 = box
            middle = (y0 + y1) // 2
            for half in ((x0, y0, x1, middle), (x0, middle, x1, y1)):
                assert _colours_near(image, half, SKIN) > 0.01 * (x1 - x0) * (middle - y0)
                assert _colours_near(image, half, GOLD) > 0
            images[rank, suit] = image
    for suit in range(4):  # the three ranks of a suit look different
        j, q, k = (images[rank, suit] for rank in COURTS)
        assert min(_difference(j, q), _difference(q, k), _difference(j, k)) > 0.04


def test_court_figures_are_mirrored_top_to_bottom(qapp) -> None:
    for rank in COURTS:
        image, (x0, y0, x1, y1) = _panel_pixels(CardPixmaps().face(rank, HEARTS, 125, dpr=2.0))
        turned = image.transformed(QTransform().rotate(180))  # a half turn about the centre
        panel = image.copy(x0, y0, x1 - x0, y1 - y0)
        w, h = image.width(), image.height()
        back = turned.copy(x0, y0, x1 - x0, y1 - y0)
        assert (w - x1, h - y1) == (x0, y0)  # the panel is centred, so these are one area
        assert _difference(panel, back) < 0.02


def test_court_faces_have_no_boxed_letter() -> None:
    """The old design wrote the rank in big letters inside a box mid-card: only the two
    corner indices name the rank now."""
    for rank in COURTS:
        for options in OPTIONS:
            root = ET.fromstring(card_svg(rank, SPADES, **options))
            for text in root.iter(f"{SVG_NS}text"):
                assert not 70 < float(text.get("x")) < 180, ET.tostring(text)
            assert "<ellipse" in card_svg(rank, SPADES, **options)  # faces are drawn


def test_court_colours_follow_the_options() -> None:
    from continental_qt.ui.table.court_art import accent_for

    for rank in COURTS:
        assert RED in _fills(card_svg(rank, HEARTS))
        assert "#ff0000" in _fills(card_svg(rank, HEARTS, high_contrast=True))
        four = card_svg(rank, DIAMONDS, four_colour=True)
        assert BLUE in _fills(four)  # the four-colour diamond ink
        assert accent_for(BLUE) in _fills(four) and accent_for(BLUE) != BLUE  # other accent
        assert accent_for(RED) in _fills(card_svg(rank, HEARTS))
        assert GREEN in _fills(card_svg(rank, CLUBS, four_colour=True))
        thin = ET.fromstring(card_svg(rank, SPADES)).iter(f"{SVG_NS}path")
        thick = ET.fromstring(card_svg(rank, SPADES, high_contrast=True)).iter(f"{SVG_NS}path")
        width = max(float(e.get("stroke-width", 0)) for e in thin if e.get("stroke") == "#2b2118")
        wider = max(float(e.get("stroke-width", 0)) for e in thick if e.get("stroke") == "#000000")
        assert wider > width
