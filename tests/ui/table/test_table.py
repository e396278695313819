"""The table driven as a player would: mouse drags, clicks and keys on the real widgets."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from continental_qt.engine.actions import DrawStock, NextRound
from continental_qt.engine.events import DRAW, PLAY, ROUND_OVER
from continental_qt.ui import texts
from continental_qt.ui.table.table_view import Target

from ..conftest import card_point, click, config, drag, rig, scene_centre, wait_for_human


def start(qtbot, window, *kinds, **kw) -> int:
    window.start_game(config(*kinds, **kw))
    return wait_for_human(qtbot, window)


def wait_play(qtbot, window, seat: int) -> None:
    """After drawing, others may still be deciding on the passed discard (May I?)."""
    c = window.session.controller
    qtbot.waitUntil(lambda: c.human_to_act == seat and c.state.phase == PLAY, timeout=20000)


def to_draw_phase(qtbot, window) -> int:
    """Wait until the human must draw (passing on May I? offers on the way)."""
    c = window.session.controller
    for _ in range(50):
        seat = wait_for_human(qtbot, window)
        if c.state.phase == DRAW:
            return seat
        window.pass_button.click()
    raise AssertionError("never reached the human's draw")


def test_draw_by_dragging_the_stock_and_discard_by_dragging_to_the_pile(qtbot, window):
    start(qtbot, window, "human", "easy", "easy", "easy")
    seat = to_draw_phase(qtbot, window)
    view = window.table
    s = window.session.controller.state
    before = len(s.hand(seat))
    drag(view, scene_centre(view, view._stock_rect), scene_centre(view, view._hand_zone))
    wait_play(qtbot, window, seat)
    assert len(s.hand(seat)) >= before + 1
    assert s.phase == PLAY
    uid = window.hand_row.uids()[0]
    drag(view, card_point(view, uid), scene_centre(view, view._pile_rect))
    assert uid not in {c.uid for c in s.hand(seat)}
    assert any(c.uid == uid for c in s.discard) or s.turn != seat
    # The log told the story in words.
    assert any("discarded" in line for line in window.log_model.lines)


def test_illegal_drop_shows_the_reason_and_changes_nothing(qtbot, window):
    start(qtbot, window, "human", "easy", "easy")
    seat = to_draw_phase(qtbot, window)
    view = window.table
    c = window.session.controller
    count = c.action_count
    hand = [x.uid for x in c.state.hand(seat)]
    uid = window.hand_row.uids()[2]
    item = view.cards[uid]
    home = item.home
    drag(view, card_point(view, uid), scene_centre(view, view._pile_rect))
    assert c.action_count == count
    assert [x.uid for x in c.state.hand(seat)] == hand
    reason = window.prompt_label.text()
    assert reason and "wrong_phase" not in reason
    assert reason == texts.reason_text("wrong_phase", {"phase": "draw"}) or "draw" in reason.lower()
    assert item.pos() == home  # snapped back (animations are off in tests)


def test_targets_light_up_while_dragging(qtbot, window):
    start(qtbot, window, "human", "easy")
    seat = to_draw_phase(qtbot, window)
    view = window.table
    window.table.input.play(DrawStock())
    wait_play(qtbot, window, seat)
    uid = window.hand_row.uids()[0]
    accepting = view.input.accepting_targets("hand", [uid])
    assert Target("discard") in accepting
    assert Target("slot", 0) in accepting
    state = window.session.controller.state
    assert state.phase == PLAY and state.to_act == seat


def test_stage_go_down_lay_off_and_finish_a_round(qtbot, window):
    c = window.session.controller
    seat = start(qtbot, window, "human", "easy", "easy", "easy")
    seat = to_draw_phase(qtbot, window)
    s = c.state
    # Eleven cards for two sets and one to lay off, and a spare to discard.
    rig(s, seat, "7C 7D 7H 7S 7C 9S 9H 9D 9C 9S 7D KS")
    window.table.refresh()
    view = window.table
    click(view, scene_centre(view, view._stock_rect))  # draw by clicking the stock
    wait_play(qtbot, window, seat)
    hand = s.hand(seat)
    sevens = [x.uid for x in hand if x.rank == 7][:3]
    nines = [x.uid for x in hand if x.rank == 9][:3]
    # Select three sevens by clicking, then drag them together into slot 1.
    for uid in sevens:
        click(view, card_point(view, uid))
    assert window.hand_row.selected == sorted(sevens, key=window.hand_row.row_of)
    slot0 = view.slot_frames[0].rect
    drag(view, card_point(view, sevens[0]), scene_centre(view, slot0))
    assert {x.uid for x in window.staging.groups[0]} == set(sevens)
    assert window.staging.check(0).ok
    assert not window.down_button.isEnabled()  # slot 2 still empty
    # One nine at a time into slot 2; the slot says why it is not a meld yet.
    drag(view, card_point(view, nines[0]), scene_centre(view, view.slot_frames[1].rect))
    assert window.staging.status(1) == texts.reason_text("too_short")
    # A staged card can be taken back by clicking it.
    click(view, card_point(view, nines[0]))
    assert window.staging.groups[1] == []
    for uid in nines:
        drag(view, card_point(view, uid), scene_centre(view, view.slot_frames[1].rect))
    assert window.down_button.isEnabled()
    window.down_button.click()
    assert s.down[seat]
    mine = [m for m in s.melds if m.owner == seat]
    assert len(mine) == 2
    # Lay off the remaining sevens and nines by dropping them on the melds.
    for rank in (7, 9):
        for card in [x for x in s.hand(seat) if x.rank == rank]:
            meld = next(m for m in mine if m.rank == rank)
            rect = next(r for t, r in view._targets if t == Target("meld", meld.id))
            drag(view, card_point(view, card.uid), scene_centre(view, rect))
            assert card in meld.cards or card in s.meld_by_id(meld.id).cards
    assert len(s.hand(seat)) == 2  # the king and the card drawn
    # Discard one by double-click; then the last card goes out on a later turn.
    last = window.hand_row.uids()[0]
    click(view, card_point(view, last), double=True)
    assert last not in {x.uid for x in s.hand(seat)}
    rounds_before = len(s.round_scores)
    # Play on: discard whatever comes (or lay it off) until the round ends.
    for _ in range(40):
        if len(s.round_scores) > rounds_before:
            break
        qtbot.waitUntil(
            lambda: c.human_to_act is not None or len(s.round_scores) > rounds_before,
            timeout=20000,
        )
        if len(s.round_scores) > rounds_before:
            break
        if s.phase == DRAW:
            view.input.play(DrawStock())
        elif s.phase == PLAY:
            legal = s.legal_actions(seat)
            lay = [a for a in legal if type(a).__name__ == "LayOff"]
            view.input.play(lay[0] if lay else legal[-1])
        else:
            window.pass_button.click()
    assert len(s.round_scores) > rounds_before
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    assert c.holding
    # Behind the summary the table shows the round as it ended: the engine has not dealt.
    assert c.state is s and s.phase == ROUND_OVER
    ended = window.summary.data["round"]
    assert ended == s.round_number
    assert sorted(window.hand_row.uids()) == sorted(x.uid for x in s.hand(seat))
    assert s.melds  # the round's melds are still on the table
    actions = len(s.actions)
    window.summary.next_button.click()
    assert not c.holding
    assert c.state is s and s.round_number == ended + 1 and not s.melds
    assert type(s.actions[-1]) is NextRound and len(s.actions) == actions + 1
    assert sorted(window.hand_row.uids()) == sorted(x.uid for x in s.hand(seat))


def test_keyboard_reaches_draw_stage_go_down_lay_off_and_discard(qtbot, window):
    c = window.session.controller
    start(qtbot, window, "human", "easy", "easy")
    seat = to_draw_phase(qtbot, window)
    s = c.state
    rig(s, seat, "5C 5D 5H 5S 8S 8H 8D 8C QS QH KD KC")
    view = window.table
    view.refresh()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_D)
    wait_play(qtbot, window, seat)
    qtbot.keyClick(view, Qt.Key.Key_R)  # sort by rank: fives first
    fives = [x.uid for x in s.hand(seat) if x.rank == 5][:3]
    eights = [x.uid for x in s.hand(seat) if x.rank == 8][:3]
    for group, uids in ((Qt.Key.Key_1, fives), (Qt.Key.Key_2, eights)):
        for uid in uids:
            view.input.focus_row = window.hand_row.row_of(uid)
            qtbot.keyClick(view, Qt.Key.Key_Space)
        qtbot.keyClick(view, group)
    assert window.staging.ready
    qtbot.keyClick(view, Qt.Key.Key_G)
    assert s.down[seat]
    # Lay off the fourth five through the card's menu, by keys.
    five = next(x.uid for x in s.hand(seat) if x.rank == 5)
    view.input.focus_row = window.hand_row.row_of(five)
    qtbot.keyClick(view, Qt.Key.Key_A)
    menu = view.input.card_menu
    qtbot.waitUntil(menu.isVisible)
    lay = [a for a in menu.actions() if a.text().startswith("Lay off")]
    assert lay
    menu.setActiveAction(lay[0])
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    assert five not in {x.uid for x in s.hand(seat)}
    # Discard the focused card with Enter.
    view.input.focus_row = 0
    target = view.input.focused_uid()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert target not in {x.uid for x in s.hand(seat)}


def test_may_i_offer_is_shown_and_answered(qtbot, window):
    c = window.session.controller
    start(qtbot, window, "human", "easy", "easy", "easy", seed=3)
    for _ in range(200):
        wait_for_human(qtbot, window)
        if c.state.phase == "may_i":
            break
        s = c.state
        legal = s.legal_actions(c.human_to_act)
        window.table.input.play(legal[0] if s.phase == DRAW else legal[-1])
    else:
        raise AssertionError("no May I? offer reached the human")
    assert window.claim_button.isEnabled() and window.pass_button.isEnabled()
    card = texts.card_name(c.state.top_discard)
    assert card in window.table.labels["banner"].text
    # News of an earlier claim does not hide the offer (the bubble showed stale news).
    window.table.show_banner("Bruno took the 2♣")
    assert card in window.table.labels["banner"].text
    assert "Bruno took" not in window.table.labels["banner"].text
    buys = c.state.buys[0]
    hand = len(c.state.hand(0))
    window.claim_button.click()
    qtbot.waitUntil(lambda: c.state.buys[0] > buys or len(c.state.hand(0)) > hand, timeout=20000)


def test_all_ai_game_runs_to_the_end_through_the_controller(qtbot, window):
    c = window.session.controller
    c.auto_resume = True
    window.start_game(config("easy", "easy", preset="may-i", seed=5))
    qtbot.waitUntil(lambda: c.state.is_over, timeout=120000)
    assert c.state.winners
    qtbot.waitUntil(lambda: window.summary is not None)
    headline = window.summary.findChild(type(window.prompt_label), "game_over_headline")
    assert "wins" in headline.text() or "share the win" in headline.text()


def test_buttons_have_keyboard_hints_and_no_focus_steal(qtbot, window):
    """Tab reaches the buttons (issue 23, item 15), a click does not take the focus
    from the table."""
    window.table.setFocus()
    for b in window.action_bar.findChildren(QPushButton):
        assert b.focusPolicy() == Qt.FocusPolicy.TabFocus
        if b is not window.stop_asking_button:  # a setting (the Game menu's), not a move
            assert "(" in b.text()
        qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
        assert window.table.hasFocus(), b.objectName()


def test_single_hand_game_goes_out_from_staged_runs(qtbot, window):
    c = window.session.controller
    start(qtbot, window, "human", "easy", preset="continental-15")
    seat = to_draw_phase(qtbot, window)
    s = c.state
    rig(s, seat, "3C 4C 5C 6D 7D 8D 9H 10H JH QS KS AS 5H 6H 7H")
    view = window.table
    view.refresh()
    assert len(view.slot_frames) >= 5 and all(f.isVisible() for f in view.slot_frames[:5])
    hand = s.hand(seat)
    for group in range(5):
        for card in hand[group * 3 : group * 3 + 3]:
            drag(view, card_point(view, card.uid), scene_centre(view, view.slot_frames[group].rect))
    assert window.staging.ready
    assert window.down_button.isEnabled() and "out" in window.down_button.text().lower()
    rounds = len(s.round_scores)
    window.down_button.click()
    assert len(s.round_scores) == rounds + 1
    assert window.summary is not None
    headline = window.summary.findChild(type(window.prompt_label), "summary_headline").text()
    assert "You went out" in headline


def test_a_run_whose_wilds_could_sit_two_ways_is_offered_on_the_table(qtbot, window):
    """Going down with a run the wilds let sit in two places: the table itself offers
    the engine's ways as a menu (no dialog of the window's), and plays the one picked."""
    from continental_qt.ai.registry import make_ai
    from continental_qt.engine.presets import get_preset
    from continental_qt.engine.state import GameState

    state = GameState(get_preset("may-i"), 3, 21)
    bots = [make_ai("easy", 21 + s) for s in range(3)]
    while not (state.round_number == 2 and state.phase == DRAW and state.to_act == 0):
        seat = state.to_act
        state.apply(
            state.legal_actions()[0] if seat is None else bots[seat].choose(state.view(seat))
        )
    c = window.session.controller
    c.load_game(state, config("human", "easy", "easy"))
    s = c.state
    from continental_qt.engine.cards import parse_code

    letters = {parse_code("2" + x)[1]: x for x in "CDHS"}
    free = {(x.rank, x.suit) for h in s.hands for x in h} | {(x.rank, x.suit) for x in s.stock}
    suit = next(u for u in letters if all((r, u) in free for r in (4, 5, 6)))
    run_codes = [f"{r}{letters[suit]}" for r in (4, 5, 6)]
    filler = [f"{r}{x}" for r in ("K", "Q", "10", "9", "2") for x in "CDHS"]
    filler = [f for f in filler if f[-1] != letters[suit]]
    base = ["7C", "7D", "7H", *run_codes, "JK"]
    rig(s, 0, " ".join(base + filler[: len(s.hand(0)) - len(base)]))
    view = window.table
    view.refresh()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_D)
    wait_play(qtbot, window, 0)
    sevens = [x.uid for x in s.hand(0) if x.rank == 7][:3]
    run = [x.uid for x in s.hand(0) if x.suit == suit and x.rank in (4, 5, 6)][:3]
    joker = next(x.uid for x in s.hand(0) if x.rank == 0)
    assert len(run) == 3 and len(sevens) == 3
    view.input.stage(0, sevens)
    view.input.stage(1, run + [joker])
    assert window.staging.ready and len(window.staging.spec_choices()) == 2
    qtbot.keyClick(view, Qt.Key.Key_G)
    menu = view.input.card_menu
    assert menu is not None and menu.objectName() == "choice_menu"
    entries = [a for a in menu.actions() if a.text()]
    assert len(entries) == 2 and not s.down[0]
    assert {a.text() for a in entries} == {"the run 3 up to 6", "the run 4 up to 7"}
    high = next(a for a in entries if a.text() == "the run 4 up to 7")
    high.trigger()
    assert s.down[0]
    ran = next(m for m in s.melds if m.owner == 0 and m.kind == "run")
    assert [x.uid for x in ran.cards][-1] == joker  # the joker stands for the 7
