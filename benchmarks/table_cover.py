"""How much of the table the cards use: ``python benchmarks/table_cover.py [--json]``.

For each window size (1280×800, 1920×1080, 2560×1440) the real
:class:`~continental_qt.ui.main_window.MainWindow` (offscreen platform, no saved
settings, throwaway data and config folders) shows the same mid-game position: a
``may-i`` game, deal ``--seed``, with You (a person) and two medium computer seats,
played by seeded medium players on all three seats until someone is down and it is
You's turn to draw again. The position is loaded into the window's controller, so
no computer player moves while it is measured.

Printed per size:

* ``card h``: the hand's card height in pixels (scene pixels are view pixels: the
  table view has no transform);
* ``cover``: the share of the table view's viewport covered by cards (hand, melds,
  piles, stock, staging): the union of the card items' rectangles, mapped to
  viewport coordinates and clipped to it, divided by the viewport's area;
* ``viewport``: the table view's viewport size (the side panel takes the rest).

With ``--larger`` (or when the window has the View → Larger cards option) a second
row per size gives the figures with that option on. Figures are measured, never
asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

SIZES = ((1280, 800), (1920, 1080), (2560, 1440))
PRESET = "may-i"
SEATS = (("You", "human"), ("Bruno", "medium"), ("Carmen", "medium"))
#: Actions at least before the position is taken (then: someone down, You to draw).
MIN_ACTIONS = 24
MAX_ACTIONS = 400


def _position(seed: int):  # noqa: ANN202 - GameState, imported late
    """The mid-game state: seeded medium players act for every seat."""
    from continental_qt.ai.registry import make_ai
    from continental_qt.engine.events import DRAW
    from continental_qt.engine.presets import get_preset
    from continental_qt.engine.state import GameState

    state = GameState(get_preset(PRESET), len(SEATS), seed)
    players = [make_ai("medium", seed * 10 + i) for i in range(len(SEATS))]
    for n in range(MAX_ACTIONS):
        seat = state.to_act
        if (
            n >= MIN_ACTIONS
            and seat == 0
            and state.phase == DRAW
            and any(state.down)
            and not state.is_over
        ):
            return state
        if seat is None or state.is_over:
            break
        state.apply(players[seat].choose(state.view(seat)), seat)
    raise SystemExit(f"seed {seed}: no mid-game position with someone down; try another")


def _cover(window) -> tuple[float, float, tuple[int, int]]:  # noqa: ANN001
    """(hand card height px, covered share %, viewport size) for the window's table."""
    from PySide6.QtGui import QRegion

    from continental_qt.ui.table.card_item import CardItem

    view = window.table
    vp = view.viewport().rect()
    region = QRegion()
    for item in view.scene().items():
        if not isinstance(item, CardItem) or not item.isVisible():
            continue
        r = view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect()
        region = region.united(QRegion(r.intersected(vp)))
    area = sum(r.width() * r.height() for r in region)
    uids = window.hand_row.uids()
    card_h = view.cards[uids[0]].card_rect().height() if uids else 0.0
    share = 100.0 * area / max(1, vp.width() * vp.height())
    return card_h, share, (vp.width(), vp.height())


def measure(seed: int, larger: bool | None, shots: Path | None = None) -> list[dict]:
    from PySide6.QtWidgets import QApplication

    from continental_qt.storage.seats import Seat
    from continental_qt.ui.config import GameConfig
    from continental_qt.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    state = _position(seed)
    config = GameConfig(PRESET, tuple(Seat(n, k) for n, k in SEATS), seed, "instant")
    rows = []
    data = Path(os.environ["CONTINENTAL_DATA_DIR"])
    window = MainWindow(settings=None, data_dir=data)
    window.table.anim_ms = 0
    window.show()
    window.session.controller.load_game(state, config)
    action = getattr(window, "larger_cards_action", None)
    modes = [False] if action is None or larger is False else [False, True]
    for w, h in SIZES:
        for on in modes:
            if action is not None:
                action.setChecked(on)
            window.resize(w, h)
            for _ in range(5):
                app.processEvents()
            card_h, share, vp = _cover(window)
            if shots is not None:
                shots.mkdir(parents=True, exist_ok=True)
                window.grab().save(str(shots / f"table_{w}x{h}{'_larger' if on else ''}.png"))
            rows.append(
                {
                    "size": f"{w}x{h}",
                    "window": f"{window.width()}x{window.height()}",
                    "larger": on,
                    "card_h": round(card_h, 1),
                    "cover_pct": round(share, 1),
                    "viewport": f"{vp[0]}x{vp[1]}",
                }
            )
    window.session.close()
    window.close()
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument(
        "--larger", action=argparse.BooleanOptionalAction, default=None,
        help="also (or never) measure with View → Larger cards on",
    )  # fmt: skip
    parser.add_argument("--shots", type=Path, help="also save a picture of each window here")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["CONTINENTAL_DATA_DIR"] = tempfile.mkdtemp(prefix="continental-cover-")
    os.environ["CONTINENTAL_CONFIG_DIR"] = tempfile.mkdtemp(prefix="continental-cover-cfg-")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    rows = measure(args.seed, args.larger, args.shots)
    if args.json:
        print(json.dumps({"seed": args.seed, "preset": PRESET, "rows": rows}, indent=2))
        return 0
    print(f"table cover: {PRESET}, seed {args.seed}, You + 2 medium, mid-game (You to draw)")
    print(f"{'window':>10} {'larger':>6} {'card h':>7} {'cover':>7}  viewport")
    for r in rows:
        print(
            f"{r['size']:>10} {'yes' if r['larger'] else 'no':>6} {r['card_h']:>5.0f}px"
            f" {r['cover_pct']:>6.1f}%  {r['viewport']}"
            + ("" if r["window"] == r["size"] else f"  (window {r['window']})")
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
