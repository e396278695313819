"""The coach at the table, through the real window: H and O, the Hint button and menu,
what the hint shows, and when there is none."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from continental_qt.engine.actions import Discard, DrawStock, Pass, TakeDiscard
from continental_qt.engine.events import HIDDEN
from continental_qt.storage.seats import Seat
from continental_qt.ui.config import GameConfig
from continental_qt.ui.table.card_marks import HINT_COLOUR
from continental_qt.ui.window.coach import OptionsDialog

from .conftest import config, wait_for_human


def _answered(qtbot, window, timeout: int = 60000) -> None:
    coach = window.coach
    qtbot.waitUntil(lambda: coach._asked is None, timeout=timeout)


def test_h_lights_a_legal_move_and_says_why(qtbot, window):
    window.start_game(config("human", "easy", "easy", seed=5))
    seat = wait_for_human(qtbot, window)
    view = window.feed.view
    assert window.action_bar.buttons["hint_button"].isEnabled()
    asked: list = []
    real = window.coach.service.request

    def spy(v, s, kind="hint", **kw):  # noqa: ANN001, ANN003
        asked.append((v, s, kind))
        return real(v, s, kind, **kw)

    window.coach.service.request = spy
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_H)
    assert asked and asked[0][2] == "hint"
    sent, sent_seat, _ = asked[0]
    # The hint is asked of the viewer's own view: no other hand, no stock in it.
    assert sent.is_view and sent_seat == seat and sent.viewer == seat
    assert all(c is HIDDEN for s in range(3) if s != seat for c in sent.hand(s))
    assert all(c is HIDDEN for c in sent.stock)
    _answered(qtbot, window)
    assert window.coach.used["hint"] == 1
    text = window.prompt_label.text()
    assert text.startswith("Best move:"), text
    hinted = window.table.marks.hint
    assert hinted is not None and hinted in window.feed.legal_actions(view)
    if isinstance(hinted, DrawStock):
        assert window.table.stock_item.highlight == HINT_COLOUR
    elif isinstance(hinted, TakeDiscard):
        assert window.table.cards[view.top_discard.uid].highlight == HINT_COLOUR


def test_o_lists_the_options_ranked_and_more_on_request(qtbot, window):
    window.start_game(config("human", "easy", "easy", seed=8))
    wait_for_human(qtbot, window)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_O)
    _answered(qtbot, window)
    box = window.coach.options_box
    assert isinstance(box, OptionsDialog) and box.isVisible()
    lines = [box.list.item(i).text() for i in range(box.list.count())]
    assert lines and lines[0].startswith("1. ") and "points expected" in lines[0]
    assert len(lines) <= OptionsDialog.SHOWN
    if box.more.isVisible():
        box.more.click()
        assert box.list.count() > OptionsDialog.SHOWN
    box.close()


def test_a_hint_for_a_position_that_moved_on_is_dropped(qtbot, window):
    window.start_game(config("human", "easy", "easy", seed=5))
    wait_for_human(qtbot, window)
    c = window.session.controller
    window.coach.ask("hint")
    assert window.coach._asked is not None
    window.feed.act(DrawStock())  # the position moves on before the answer comes
    assert window.coach._asked is None
    qtbot.wait(300)
    qtbot.waitUntil(lambda: not window.coach.service.busy, timeout=30000)
    assert window.table.marks.hint is None and window.coach.used["hint"] == 0
    assert c.action_count >= 1


def test_no_hint_without_ones_own_hand_or_turn(qtbot, window):
    seats = (Seat("Ana", "human"), Seat("Ben", "human"), Seat("Cy", "easy"))
    window.start_game(GameConfig("may-i", seats, 3, "instant"))
    c = window.session.controller
    qtbot.waitUntil(lambda: c.waiting_for is not None, timeout=30000)
    # The privacy screen is up: nobody's hand shows.
    assert not window.action_bar.buttons["hint_button"].isEnabled()
    window.coach.ask("hint")
    assert window.coach._asked is None and not window.coach.service.busy
    assert "your own hand" in window.prompt_label.text()


def test_the_hint_button_and_the_menu_ask_too(qtbot, window):
    window.start_game(config("human", "easy", "easy", seed=11))
    wait_for_human(qtbot, window)
    window.action_bar.buttons["hint_button"].click()
    assert window.coach._asked is not None
    _answered(qtbot, window)
    window.actions_["options_action"].trigger()
    _answered(qtbot, window)
    assert window.coach.used == {"hint": 1, "options": 1}
    assert isinstance(window.coach.options_box, OptionsDialog)
    window.coach.options_box.close()
    # A discard hint, when it is the move, lights the card in the hand.
    window.table.show_hint(Discard(window.hand_row.uids()[0]))
    uid = window.hand_row.uids()[0]
    assert window.table.cards[uid].highlight == HINT_COLOUR
    window.table.clear_hint()
    assert window.table.cards[uid].highlight != HINT_COLOUR


def test_w_fades_the_closest_melds_into_the_slots(qtbot, window):
    from continental_qt.engine.closest import closest_arrangement
    from continental_qt.ui.table.ghosts import MISSING_OPACITY

    window.start_game(config("human", "easy", "easy", seed=6))
    seat = wait_for_human(qtbot, window)
    view = window.feed.view
    partial = closest_arrangement(view.hand(seat), view.rules, view.round_number)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_W)
    ghosts = window.table.ghosts
    assert ghosts.partial == partial and window.coach.used["missing"] == 1
    places = sum(len(m.places) for m in partial.melds)
    assert len(ghosts.items) == places  # every slot is empty: each shows its meld
    faint = [g for g in ghosts.items if g.opacity() == MISSING_OPACITY]
    assert len(faint) == partial.missing
    assert all(g.toolTip().startswith("Missing:") for g in faint)
    # Ghosts are the coach's items, never the table's cards (nothing to drag or play).
    assert not set(map(id, ghosts.items)) & set(map(id, window.table.cards.values()))
    assert (
        "missing" in window.prompt_label.text() or "meet the contract" in window.prompt_label.text()
    )
    move = next(a for a in window.feed.legal_actions() if isinstance(a, (DrawStock, Pass)))
    assert window.feed.act(move)  # the position moves on: the ghosts go
    qtbot.waitUntil(lambda: not ghosts.items, timeout=5000)
    assert all(item.scene() is None for item in faint)
