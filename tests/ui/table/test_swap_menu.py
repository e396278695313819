"""The swap-a-wild menu (issue 23, item 5): one entry per distinct swap, each saying
where the freed wild goes, in short words (a run by its ends), and a narrow menu."""

from __future__ import annotations

from continental_qt.engine.actions import SwapWild
from continental_qt.engine.events import PLAY

from ...engine.test_turns_table import table, uid
from ..conftest import card_point, config, drag, scene_centre
from .test_table import to_draw_phase

# A run with a joker standing for the 5♠, a heart run and a set of nines on the table:
# the 5♠ swaps for the joker, which may go to either end of either run or to the set.
HAND = "5S KD QC 2C"
MELDS = [(1, "run", "4S JK 6S 7S", 4), (1, "run", "8H 9H 10H JH"), (1, "set", "9C 9D 9H")]


def _swap_position(qtbot, window) -> int:
    """The human (seat 0, gone down) in the play phase of the position above."""
    window.start_game(config("human", "easy"))
    seat = to_draw_phase(qtbot, window)
    assert seat == 0
    g = table("may-i", 2, hands=[HAND, "3D 4D 5D 6D"], melds=MELDS, down=[0], phase=PLAY)
    state = window.session.controller.state
    for name in ("hands", "discard", "stock", "melds", "next_meld_id", "down", "down_turn"):
        setattr(state, name, getattr(g, name))
    state.phase, state.draws = PLAY, g.draws
    window.session.controller.stateChanged.emit()
    window.table.refresh(animate=False)
    return seat


def _five(window) -> int:
    return uid(window.session.controller.state.hands[0], "5S")


def test_one_entry_per_swap_each_saying_where_the_wild_goes(qtbot, window):
    seat = _swap_position(qtbot, window)
    state = window.session.controller.state
    five = _five(window)
    swaps = [a for a in state.legal_actions(seat) if isinstance(a, SwapWild) and a.card == five]
    assert len({(a.meld, a.target, a.end) for a in swaps}) == len(swaps) == 5
    menu = window.table.input.open_card_menu(five)
    qtbot.waitUntil(menu.isVisible)
    entries = [a.text() for a in menu.actions() if a.text().startswith("Swap")]
    assert len(entries) == len(set(entries)) == 5, entries
    assert "Swap into Bruno's run 4♠–7♠, wild to its low end" in entries
    assert "Swap into Bruno's run 4♠–7♠, wild to its high end" in entries
    assert "Swap into Bruno's run 4♠–7♠, wild to the low end of Bruno's run 8♥–J♥" in entries
    assert "Swap into Bruno's run 4♠–7♠, wild to Bruno's set 9♣ 9♦ 9♥" in entries
    assert menu.sizeHint().width() <= 520, menu.sizeHint().width()
    # Each entry makes its own move.
    pick = next(a for a in menu.actions() if a.text().endswith("of Bruno's run 8♥–J♥"))
    pick.trigger()
    heart_run = next(m for m in state.melds if m.kind == "run" and m.suit == 2)
    assert heart_run.cards[0].rank == 0  # the joker went to its low end
    menu.close()


def test_a_drop_on_the_meld_asks_with_the_same_short_entries(qtbot, window):
    _swap_position(qtbot, window)
    view = window.table
    five = _five(window)
    run = next(m.id for m in window.session.controller.state.melds if m.suit == 3)
    rect = next(r for t, r in view._targets if t.kind == "meld" and t.key == run)
    drag(view, card_point(view, five), scene_centre(view, rect))
    menu = view.input.card_menu
    assert menu is not None and menu.objectName() == "choice_menu"
    entries = [a.text() for a in menu.actions()]
    assert len(entries) == len(set(entries)) == 5, entries
    menu.close()
