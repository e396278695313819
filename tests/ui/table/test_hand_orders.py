"""The hand model keeps each seat's own order while another seat is at the screen."""

from __future__ import annotations

from continental_qt.engine.presets import get_preset
from continental_qt.engine.state import GameState
from continental_qt.ui.table.hand_row import HandRow


def _state() -> GameState:
    return GameState(get_preset("may-i"), 3, 8)


def _reverse(model: HandRow) -> list[int]:
    for row, uid in enumerate(reversed(model.uids())):
        model.move_card(uid, row)
    return model.uids()


def test_each_seat_finds_its_order_after_another_seat_was_shown(qtbot):
    s = _state()
    model = HandRow()
    model.show_seat(0)
    model.sync(s.hand(0))
    mine = _reverse(model)
    model.show_seat(None)  # the privacy screen: nobody's hand
    model.clear()
    model.show_seat(2)
    model.sync(s.hand(2))
    assert model.uids() == [c.uid for c in s.hand(2)]
    theirs = _reverse(model)
    assert model.orders() == {0: mine, 2: theirs}
    model.show_seat(0)
    assert model.uids() == []
    model.sync(s.hand(0))
    assert model.uids() == mine
    assert model.orders() == {0: mine, 2: theirs}


def test_a_kept_order_follows_the_hand_as_it_changed_meanwhile(qtbot):
    s = _state()
    model = HandRow()
    model.show_seat(1)
    model.sync(s.hand(1))
    order = _reverse(model)
    model.show_seat(0)
    hand = [c for c in s.hand(1) if c.uid != order[0]] + [s.stock[-1]]  # one out, one in
    model.show_seat(1)
    model.sync(hand)
    assert model.uids() == order[1:] + [s.stock[-1].uid]


def test_remember_and_forget(qtbot):
    s = _state()
    model = HandRow()
    model.show_seat(0)
    model.sync(s.hand(0))
    saved = [c.uid for c in reversed(s.hand(0))]
    model.remember({0: saved})
    assert model.uids() == []  # the old row is gone until the next sync
    model.sync(s.hand(0))
    assert model.uids() == saved
    model.forget()
    assert model.orders() == {}
    model.sync(s.hand(0))
    assert model.uids() == [c.uid for c in s.hand(0)]
