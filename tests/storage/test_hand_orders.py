"""A player's own order of their hand travels with the saved game, and a saved order
that does not fit the game is dropped, never a reason to refuse the file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from continental_qt.engine.presets import get_preset
from continental_qt.engine.save import state_digest
from continental_qt.engine.state import GameState
from continental_qt.storage.saves import encode, game_document, load_file, parse, save_file
from continental_qt.storage.seats import Seat

SEATS = (Seat("Ana", "human"), Seat("Bruno", "easy"), Seat("Carmen", "human"))
DATA = Path(__file__).parent / "data"


def _state() -> GameState:
    return GameState(get_preset("may-i"), 3, 41)


def _reversed_orders(state: GameState) -> dict[int, list[int]]:
    return {seat: [c.uid for c in reversed(state.hands[seat])] for seat in (0, 2)}


def test_each_human_seats_order_is_saved_and_restored(tmp_path):
    state = _state()
    orders = _reversed_orders(state)
    path = tmp_path / "game.continental"
    save_file(path, state, "may-i", SEATS, "normal", "id", orders)
    game = load_file(path)
    assert game.hand_orders == {seat: tuple(order) for seat, order in orders.items()}
    assert state_digest(game.state) == state_digest(state)


def test_a_file_without_orders_loads_with_none():
    game = parse(encode(game_document(_state(), "may-i", SEATS, "normal")))
    assert game.hand_orders == {}
    assert "hand_orders" not in game_document(_state(), "may-i", SEATS, "normal")


def _damaged(state: GameState) -> list[tuple[str, object]]:
    hand = [c.uid for c in state.hands[0]]
    other = [c.uid for c in state.hands[2]]
    stock = state.stock[0].uid
    return [
        ("not a mapping", [hand]),
        ("a string", "0,1,2"),
        ("missing a card", {"0": hand[1:]}),
        ("an extra card", {"0": [*hand, stock]}),
        ("a card twice", {"0": [hand[0], *hand[:-1]]}),
        ("another seat's cards", {"0": other}),
        ("a card from the stock", {"0": [stock, *hand[1:]]}),
        ("text for uids", {"0": [str(u) for u in hand]}),
        ("floats for uids", {"0": [float(u) for u in hand]}),
        ("booleans for uids", {"0": [True] * len(hand)}),
        ("not a list", {"0": {"a": 1}}),
        ("nested lists", {"0": [hand]}),
        ("a computer's seat", {"1": [c.uid for c in state.hands[1]]}),
        ("a seat past the table", {"7": hand}),
        ("a negative seat", {"-1": hand}),
        ("a seat that is no number", {"you": hand}),
        ("a non-ASCII digit", {"\u0660": hand}),
        ("a huge seat number", {"9" * 400: hand}),
        ("null", {"0": None}),
    ]


@pytest.mark.parametrize("case", range(len(_damaged(_state()))))
def test_an_order_that_does_not_fit_is_dropped_and_the_game_loads(case):
    state = _state()
    name, raw = _damaged(state)[case]
    doc = game_document(state, "may-i", SEATS, "normal")
    good = [c.uid for c in reversed(state.hands[2])]
    doc["hand_orders"] = raw
    if isinstance(raw, dict):
        raw["2"] = good  # a fitting order beside it is still used
    game = parse(json.dumps(doc).encode())
    assert state_digest(game.state) == state_digest(state), name
    expected = {2: tuple(good)} if isinstance(raw, dict) else {}
    assert game.hand_orders == expected, name


def test_committed_old_saves_still_load_without_orders():
    # (old_v1_stock_cap is refused for its rules, as test_old_saves expects.)
    files = [p for p in sorted(DATA.glob("old_v1_*.continental")) if "stock_cap" not in p.name]
    assert len(files) >= 4
    for path in files:
        game = load_file(path)
        assert game.hand_orders == {}, path.name
