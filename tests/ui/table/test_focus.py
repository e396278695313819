"""The keyboard focus is a card of the hand row: it follows its card through drags and
leaves with no trace when the card leaves the hand (issue 19, items 4 and 6). It stays
where the player left it: a drag does not move it, and when its card leaves the hand no
card wears it (and Enter discards nothing) until ←/→ put it beside the gap (issue 23,
item 6: after a drag lay-off the focus jumped to a neighbour, and Enter discarded it)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt

from ..conftest import card_point, click, config, drag, rig, scene_centre, wait_for_human
from .test_table import to_draw_phase, wait_play

K = Qt.Key


def _marked(view) -> tuple[set[int], set[int]]:
    """Cards wearing the focus ring, and cards wearing a glow."""
    rings = {u for u, item in view.cards.items() if item.focus_ring}
    glows = {u for u, item in view.cards.items() if item.highlight is not None}
    return rings, glows


def _only_the_hand_is_marked(window) -> None:
    view = window.table
    row = set(window.hand_row.uids())
    rings, glows = _marked(view)
    assert rings <= row, ("focus ring off the hand", rings - row)
    assert glows <= row, ("glow off the hand", glows - row)
    focused = view.input.focused_uid()
    assert rings == ({focused} if focused is not None and view.hasFocus() else set())


def _play_phase(qtbot, window, hand: str) -> int:
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_game(config("human", "easy", "easy"))
    seat = to_draw_phase(qtbot, window)
    rig(window.session.controller.state, seat, hand)
    view = window.table
    view.refresh()
    view.setFocus()
    qtbot.keyClick(view, K.Key_D)
    wait_play(qtbot, window, seat)
    assert view.hasFocus()
    return seat


def _focus(qtbot, window, uid: int, select: bool = False) -> None:
    view = window.table
    view.input.focus_row = window.hand_row.row_of(uid)
    if select:
        qtbot.keyClick(view, K.Key_Space)
        assert uid in window.hand_row.selected
    view.refresh()
    assert view.input.focused_uid() == uid
    assert _marked(view)[0] == {uid}


def _right_neighbour(window, uid: int) -> int:
    uids = window.hand_row.uids()
    return uids[uids.index(uid) + 1]


def test_focus_leaves_cards_that_go_down_are_laid_off_or_discarded(qtbot, window):
    seat = _play_phase(qtbot, window, "5C 5D 5H 5S 8S 8H 8D 8C QS QH KD KC")
    c = window.session.controller
    s = c.state
    view = window.table
    hand = window.hand_row
    qtbot.keyClick(view, K.Key_R)
    fives = [x.uid for x in s.hand(seat) if x.rank == 5]
    eights = [x.uid for x in s.hand(seat) if x.rank == 8]
    # Staging: the focused (and selected) card goes to a slot; the ring does not follow.
    for key, uids in ((K.Key_1, fives[:3]), (K.Key_2, eights[:3])):
        for uid in uids:
            _focus(qtbot, window, uid, select=True)
        qtbot.keyClick(view, key)
        _only_the_hand_is_marked(window)
        assert not set(uids) & set(hand.uids())
    # Going down: the staged cards become melds, none of them marked.
    _focus(qtbot, window, fives[3])
    qtbot.keyClick(view, K.Key_G)
    assert s.down[seat]
    meld_cards = {x.uid for m in s.melds for x in m.cards}
    assert set(fives[:3]) | set(eights[:3]) <= meld_cards
    _only_the_hand_is_marked(window)
    # Laying off the focused, selected card: it leaves the ring and the glow behind, and
    # no card has the focus until → puts it on its right neighbour.
    five = fives[3]
    _focus(qtbot, window, five, select=True)
    neighbour = _right_neighbour(window, five)
    qtbot.keyClick(view, K.Key_A)
    menu = view.input.card_menu
    qtbot.waitUntil(menu.isVisible)
    lay = [a for a in menu.actions() if a.text().startswith("Lay off")]
    menu.setActiveAction(lay[0])
    qtbot.keyClick(menu, K.Key_Return)
    assert five in {x.uid for m in s.melds for x in m.cards}
    view.setFocus()
    _only_the_hand_is_marked(window)
    assert view.input.focused_uid() is None
    qtbot.keyClick(view, K.Key_Right)
    assert view.input.focused_uid() == neighbour
    _only_the_hand_is_marked(window)
    # Discarding the focused, selected card with Enter: the pile's card is unmarked.
    target = window.hand_row.uids()[2]
    _focus(qtbot, window, target, select=True)
    neighbour = _right_neighbour(window, target)
    qtbot.keyClick(view, K.Key_Return)
    assert any(x.uid == target for x in s.discard)
    _only_the_hand_is_marked(window)
    assert view.input.focused_uid() is None
    assert target not in _marked(view)[0] | _marked(view)[1]
    qtbot.keyClick(view, K.Key_Right)
    assert view.input.focused_uid() == neighbour


def test_the_last_card_leaving_leaves_no_focus_and_left_finds_its_neighbour(qtbot, window):
    _play_phase(qtbot, window, "2C 3D 4H 6S 7S 9H 10D JC QS KH KD AC")
    view = window.table
    last = window.hand_row.uids()[-1]
    left = window.hand_row.uids()[-2]
    _focus(qtbot, window, last)
    qtbot.keyClick(view, K.Key_Return)
    assert last not in window.hand_row.uids()
    assert view.input.focused_uid() is None
    _only_the_hand_is_marked(window)
    qtbot.keyClick(view, K.Key_Left)
    assert view.input.focused_uid() == left
    _only_the_hand_is_marked(window)


def _hand_point(view, uid: int, right: bool = False) -> QPoint:
    """A point on card ``uid`` in the hand: its left part, or its right edge."""
    item = view.cards[uid]
    r = item.card_rect()
    x = r.width() * 0.92 if right else min(12, r.width() / 4)
    return view.mapFromScene(item.pos() + QPointF(x, r.height() / 2))


def test_after_a_drag_enter_discards_the_highlighted_card(qtbot, window):
    seat = _play_phase(qtbot, window, "2C 3D 4H 6S 7S 9H 10D JC QS KH KD AC")
    view = window.table
    hand = window.hand_row
    s = window.session.controller.state
    # Select a card by clicking it (it glows), then drag it further right in the hand.
    picked, before = hand.uids()[2], hand.uids()[8]
    click(view, card_point(view, picked))
    assert hand.selected == [picked]
    drag(view, card_point(view, picked), _hand_point(view, before))
    assert hand.row_of(picked) == 7 and hand.row_of(before) == 8
    rings, glows = _marked(view)
    assert rings == {picked} and glows == {picked}
    assert view.input.focused_uid() == picked
    qtbot.keyClick(view, K.Key_Return)
    assert picked not in {x.uid for x in s.hand(seat)}
    assert any(x.uid == picked for x in s.discard)


def test_twenty_drags_of_one_card_keep_the_hand_and_focus_in_step(qtbot, window):
    seat = _play_phase(qtbot, window, "2C 3D 4H 6S 7S 9H 10D JC QS KH KD AC")
    view = window.table
    hand = window.hand_row
    s = window.session.controller.state
    dragged = hand.uids()[5]
    _focus(qtbot, window, dragged)  # a drag leaves the focus where it is: on its card
    for i in range(20):
        uids = hand.uids()
        where = i % 3  # far left, far right, just before the middle card
        if where == 0:
            end = _hand_point(view, uids[0])
        elif where == 1:
            end = _hand_point(view, uids[-1], right=True)
        else:
            middle = next(u for u in uids[5:] if u != dragged)
            end = _hand_point(view, middle)
        drag(view, card_point(view, dragged), end)
        after = hand.uids()
        assert sorted(after) == sorted(x.uid for x in s.hand(seat)), i
        if where == 0:
            assert after[0] == dragged, i
        elif where == 1:
            assert after[-1] == dragged, i
        else:
            assert after.index(dragged) + 1 == after.index(middle), i
        assert [u for u, _ in view._hand_rects] == after, i
        assert view.input._drag is None and view.input._press is None, i
        for uid in after:
            item = view.cards[uid]
            assert not item.dragging, i
            assert item.pos() == item.home, i
        assert view.input.focused_uid() == dragged, i
        assert _marked(view) == ({dragged}, set()), i
    hand_before = [x.uid for x in s.hand(seat)]
    qtbot.keyClick(view, K.Key_Return)
    assert dragged not in {x.uid for x in s.hand(seat)}
    assert len(s.hand(seat)) == len(hand_before) - 1
    _only_the_hand_is_marked(window)


def test_shift_arrow_moves_the_focused_card_and_the_focus_with_it(qtbot, window):
    _play_phase(qtbot, window, "2C 3D 4H 6S 7S 9H 10D JC QS KH KD AC")
    view = window.table
    hand = window.hand_row
    uid = hand.uids()[3]
    _focus(qtbot, window, uid)
    qtbot.keyClick(view, K.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert hand.row_of(uid) == 4 and view.input.focused_uid() == uid
    qtbot.keyClick(view, K.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(view, K.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert hand.row_of(uid) == 2 and view.input.focused_uid() == uid
    qtbot.keyClick(view, K.Key_Right)
    assert view.input.focused_uid() == hand.uids()[3]
    assert _marked(view)[0] == {hand.uids()[3]}


def test_focus_starts_on_a_card_of_the_first_hand(qtbot, window):
    window.start_game(config("human", "easy", "easy"))
    wait_for_human(qtbot, window)
    view = window.table
    view.setFocus()
    assert view.input.focused_uid() in window.hand_row.uids()


def _down_with_a_five_left(qtbot, window) -> tuple[int, int, int]:
    """Gone down with sets of fives and eights; returns (seat, the fourth five, the
    fives' meld id)."""
    seat = _play_phase(qtbot, window, "5C 5D 5H 5S 8S 8H 8D 8C QS QH KD KC")
    s = window.session.controller.state
    view = window.table
    fives = [x.uid for x in s.hand(seat) if x.rank == 5]
    eights = [x.uid for x in s.hand(seat) if x.rank == 8]
    view.input.stage(0, fives[:3])
    view.input.stage(1, eights[:3])
    qtbot.keyClick(view, K.Key_G)
    assert s.down[seat]
    meld = next(m.id for m in s.melds if any(x.uid == fives[0] for x in m.cards))
    return seat, fives[3], meld


def _drag_onto_meld(view, uid: int, meld_id: int) -> None:
    rect = next(r for t, r in view._targets if t.kind == "meld" and t.key == meld_id)
    drag(view, card_point(view, uid), scene_centre(view, rect))


def test_a_drag_lay_off_leaves_the_focus_where_the_player_left_it(qtbot, window):
    """The issue's case: the focus on one card, another card dragged onto a meld. The
    focus stays on its card, and Enter discards exactly that card."""
    seat, five, meld = _down_with_a_five_left(qtbot, window)
    s = window.session.controller.state
    view = window.table
    hand = window.hand_row
    kept = next(u for u in hand.uids() if u != five and hand.row_of(u) != hand.row_of(five) + 1)
    _focus(qtbot, window, kept)
    _drag_onto_meld(view, five, meld)
    assert five in {x.uid for m in s.melds for x in m.cards}
    assert view.hasFocus()
    assert view.input.focused_uid() == kept
    _only_the_hand_is_marked(window)
    assert _marked(view)[0] == {kept}
    qtbot.keyClick(view, K.Key_Return)
    assert any(x.uid == kept for x in s.discard)
    assert len(s.hand(seat)) == len(hand.uids())


def test_a_drag_lay_off_of_the_focused_card_leaves_no_focus_and_enter_discards_nothing(
    qtbot, window
):
    seat, five, meld = _down_with_a_five_left(qtbot, window)
    s = window.session.controller.state
    view = window.table
    _focus(qtbot, window, five)
    _drag_onto_meld(view, five, meld)
    assert five in {x.uid for m in s.melds for x in m.cards}
    assert view.input.focused_uid() is None
    assert _marked(view)[0] == set()  # no focus ring on any card
    before, count = [x.uid for x in s.hand(seat)], window.session.controller.action_count
    qtbot.keyClick(view, K.Key_Return)
    assert [x.uid for x in s.hand(seat)] == before
    assert window.session.controller.action_count == count
    assert "focus" in window.prompt_label.text()
    qtbot.keyClick(view, K.Key_Space)  # nor does Space select an unseen card
    assert window.hand_row.selected == []


def test_a_drag_does_not_move_the_focus_a_click_does(qtbot, window):
    _play_phase(qtbot, window, "2C 3D 4H 6S 7S 9H 10D JC QS KH KD AC")
    view = window.table
    hand = window.hand_row
    focused, dragged = hand.uids()[1], hand.uids()[6]
    _focus(qtbot, window, focused)
    drag(view, card_point(view, dragged), _hand_point(view, hand.uids()[9]))
    assert view.input.focused_uid() == focused
    click(view, card_point(view, dragged))
    assert view.input.focused_uid() == dragged
    assert _marked(view)[0] == {dragged}


def test_a_new_round_starts_with_the_focus_on_the_first_card(qtbot, window, tmp_path):
    """The next deal's cards are the deck's again and may include cards of the last
    hand: the focus still starts on the new hand's first card, never on nothing."""
    from .test_keys import _open, _played_to

    _open(qtbot, window, tmp_path, _played_to("round_over"), "between")
    c = window.session.controller
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    view = window.table
    # The focus as if on a card that went out with the last hand, beside all others.
    view._focus_uid, view._focus_order = -1, (-1, *range(200))
    window.summary.next_button.click()
    seat = wait_for_human(qtbot, window)
    qtbot.waitUntil(lambda: c.viewer == seat and bool(window.hand_row.uids()))
    assert view.input.focused_uid() == window.hand_row.uids()[0]
