"""The seat colours tell the seats apart: for normal vision and for the common colour
blindnesses (simulated with Machado et al. 2009 at full severity), and on the side panel's
felt."""

from __future__ import annotations

import itertools
import math

import pytest

from continental_qt.ui.stats.score_table import HIGH_CONTRAST_COLOURS, PANEL_COLOURS
from continental_qt.ui.table.table_items import SEAT_COLOURS

# Linear-RGB matrices of Machado, Oliveira and Fernandes (2009), severity 1.0.
MACHADO = {
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
# Up to eight seats play at one table; the other colours are for larger games.
TABLE = 8


def _linear(colour: str) -> tuple[float, float, float]:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    h = colour.lstrip("#")
    r, g, b = (channel(int(h[i : i + 2], 16)) for i in (0, 2, 4))
    return r, g, b


def _simulate(rgb: tuple[float, float, float], vision: str) -> tuple[float, float, float]:
    if vision == "normal":
        return rgb
    m = MACHADO[vision]
    out = (sum(m[i][j] * rgb[j] for j in range(3)) for i in range(3))
    r, g, b = (min(1.0, max(0.0, v)) for v in out)
    return r, g, b


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _contrast(a: str, b: str) -> float:
    def lum(c: str) -> float:
        r, g, b_ = _linear(c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_

    high, low = sorted((lum(a), lum(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _closest(colours: tuple[str, ...], vision: str) -> tuple[float, str, str]:
    labs = {c: _lab(_simulate(_linear(c), vision)) for c in colours}
    return min((math.dist(labs[a], labs[b]), a, b) for a, b in itertools.combinations(colours, 2))


@pytest.mark.parametrize(
    ("vision", "least"),
    [("normal", 25), ("deuteranopia", 12), ("protanopia", 12), ("tritanopia", 12)],
)
def test_the_seats_at_a_table_have_distinct_colours(vision: str, least: float) -> None:
    """CIELAB distance (ΔE*76) between every two of the first eight seats' colours."""
    distance, a, b = _closest(SEAT_COLOURS[:TABLE], vision)
    assert distance >= least, f"{a} and {b} look alike ({vision}: ΔE {distance:.1f})"


def test_every_seat_colour_is_distinct() -> None:
    assert len(set(SEAT_COLOURS)) == len(SEAT_COLOURS)
    distance, a, b = _closest(SEAT_COLOURS, "normal")
    assert distance >= 20, f"{a} and {b} look alike (ΔE {distance:.1f})"


def test_the_colours_vary_in_lightness_too() -> None:
    lightness = sorted(_lab(_linear(c))[0] for c in SEAT_COLOURS[:TABLE])
    assert lightness[-1] - lightness[0] >= 25


def test_no_seat_colour_vanishes_on_a_light_dialog() -> None:
    """The round summary and the game-over screen are light: no near-white seat."""
    assert min(_contrast(c, "#ffffff") for c in SEAT_COLOURS) >= 1.5


@pytest.mark.parametrize("background", [PANEL_COLOURS.sheet, HIGH_CONTRAST_COLOURS.sheet])
def test_every_seat_colour_reads_on_the_side_panel(background: str) -> None:
    assert min(_contrast(c, background) for c in SEAT_COLOURS) >= 3


def test_the_initial_on_a_seat_disc_reads() -> None:
    """The plate's initial is drawn in #111 on the seat's colour."""
    assert min(_contrast(c, "#111111") for c in SEAT_COLOURS) >= 4.5
