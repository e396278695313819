"""Pass-and-play: privacy screens exactly between different people, May I? asked on a
neutral table, and leaving."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from continental_qt.engine.actions import Claim, Pass
from continental_qt.engine.events import DRAW, FIRST_REFUSAL, MAY_I, PLAY
from continental_qt.ui import texts

from .conftest import click, config
from .table.test_keys import GAME_KEYS, _shortcuts_win


def _hand_uids_shown(win) -> set[int]:
    return (
        set(win.table.cards)
        - {c.uid for c in win.session.controller.state.discard[-2:]}
        - {c.uid for m in win.session.controller.state.melds for c in m.cards}
    )


def _private(win, seat: int) -> set[int]:
    return {c.uid for c in win.session.controller.state.hand(seat)}


def _hand_shown(win) -> bool:
    return win.hand_row.count() > 0


def _others_hidden(win, seat: int | None) -> None:
    """No hand but ``seat``'s is on the table (None: no hand at all)."""
    shown = _hand_uids_shown(win)
    for other in range(win.session.controller.state.n):
        if other != seat:
            assert not (shown & _private(win, other)), f"{other}'s hand is visible"


def _answer_on_neutral_table(win, action: str = "pass") -> None:
    offer = win.privacy.offer
    (offer.decline if action == "pass" else offer.claim).click()


def test_privacy_screen_between_different_humans_only(qtbot, window):
    c = window.session.controller
    window.start_game(config("human", "human", "easy", seed=9))
    assert c.pass_and_play
    screens = []  # (seat named on the screen, who acted before)
    offers = 0
    last_human = None
    for _ in range(120):
        qtbot.waitUntil(lambda: c.human_to_act is not None, timeout=20000)
        seat = c.human_to_act
        s = c.state
        if c.asking is not None:
            # May I? is asked on the neutral table: no screen, no hand, the asker named.
            assert c.asking == seat and s.phase == MAY_I
            assert not window.privacy.isVisible() and window.privacy.offer.isVisible()
            assert c.viewer is None and not _hand_shown(window)
            _others_hidden(window, None)
            offers += 1
            _answer_on_neutral_table(window)
            # Whoever answered proved nothing: nobody is known to be at the screen.
            last_human = None
            continue
        if c.waiting_for is not None:
            assert window.privacy.isVisible()
            assert c.names[seat] in window.privacy.title.text()
            # Nobody's cards are on the table while the screen is being passed.
            assert not (_hand_uids_shown(window) & (_private(window, 0) | _private(window, 1)))
            assert window.hand_row.count() == 0
            # A move before taking the screen is refused.
            assert not window.table.input.play(s.legal_actions(seat)[0])
            screens.append((seat, last_human))
            window.privacy.button.click()
        else:
            assert seat == last_human, "a hand showed without its privacy screen"
        assert not window.privacy.isVisible() and not window.privacy.offer.isVisible()
        assert c.viewer == seat
        _others_hidden(window, seat)
        assert _private(window, seat) <= _hand_uids_shown(window) | {
            x.uid for g in window.staging.groups for x in g
        }
        if s.phase == DRAW:
            window.table.input.play(s.legal_actions(seat)[0])  # the stock: May I? for the others
        elif s.phase == PLAY:
            legal = s.legal_actions(seat)
            window.table.input.play(legal[-1])
        last_human = seat
        if len(screens) >= 6 and offers >= 2:
            break
    assert len(screens) >= 4 and offers >= 2, (screens, offers)
    # Screens only ever appear when the person at the screen changes (or nobody is known
    # to be there, after an answer on the neutral table).
    assert all(seat != before for seat, before in screens), screens


def _asked_in_a_persons_turn(c) -> bool:  # noqa: ANN001
    """A person is asked May I? on the neutral table in another person's turn."""
    return c.asking is not None and c.is_human(c.state.turn)


def _play_until(qtbot, window, done, steps: int = 400) -> None:
    """Play the humans' moves (take every screen, draw from the stock, let every offer
    go, discard the last listed card) until ``done()``."""
    c = window.session.controller
    for _ in range(steps):
        qtbot.waitUntil(lambda: c.human_to_act is not None or c.holding, timeout=20000)
        if done():
            return
        if c.holding:
            c.resume()
        elif c.waiting_for is not None:
            window.privacy.button.click()
        elif c.asking is not None:
            _answer_on_neutral_table(window)
        else:
            s = c.state
            legal = window.feed.legal_actions()
            if s.phase == DRAW:
                window.table.input.play(legal[0])
            elif s.phase in (MAY_I, FIRST_REFUSAL):
                window.table.input.play(Pass())
            else:
                window.table.input.play(legal[-1])
    raise AssertionError("never got there")


def test_may_i_is_asked_on_a_neutral_table_and_the_turn_goes_on(qtbot, window):
    """Ana draws from the stock; Ben is asked without the computer changing hands: no
    hand on the table, the card and its penalty named, his answers enabled from the
    engine, by buttons and keys; then Ana's hand comes back after one click on her
    privacy screen (Ben is still at the screen when he has answered)."""
    c = window.session.controller
    window.start_game(config("human", "human", "easy", seed=9))
    _play_until(qtbot, window, lambda: _asked_in_a_persons_turn(c))
    s, asked, turn = c.state, c.asking, c.state.turn
    assert c.is_human(turn) and asked != turn
    offer = window.privacy.offer
    assert offer.isVisible() and not window.privacy.isVisible()
    assert c.viewer is None and window.feed.view.viewer is None
    assert not _hand_shown(window) and not window.table.hand_frame.isVisible()
    _others_hidden(window, None)
    card = texts.card_name(s.top_discard)
    assert c.names[asked] in offer.title.text()
    assert card in offer.detail.text() and "1 penalty card" in offer.detail.text()
    assert c.names[turn] in offer.detail.text()
    assert c.names[asked] in offer.look.text()
    # The answers are the engine's legal moves, on the offer, the action bar and keys.
    assert {type(a) for a in window.feed.legal_actions()} == {Claim, Pass}
    assert offer.claim.isEnabled() and offer.decline.isEnabled()
    assert window.claim_button.isEnabled() and window.pass_button.isEnabled()
    assert not window.draw_button.isEnabled()
    window.activateWindow()
    window.table.setFocus()
    count = c.action_count
    QTest.keyClick(window.table, Qt.Key.Key_N)
    assert c.action_count == count + 1 and type(c.state.actions[-1]) is Pass
    assert c.asking is None
    # The computer may be asked next; then it is Ana's turn again (the only other person).
    assert c.viewer is None and not _hand_shown(window)
    qtbot.waitUntil(lambda: c.human_to_act is not None, timeout=20000)
    assert c.human_to_act == turn and c.state.phase in (PLAY, FIRST_REFUSAL)
    assert c.waiting_for == turn and window.privacy.isVisible()
    assert c.names[turn] in window.privacy.title.text()
    assert not window.privacy.back.isVisible() and not offer.isVisible()
    assert c.viewer is None and not _hand_shown(window)
    _others_hidden(window, None)
    window.privacy.button.click()
    assert c.viewer == turn and not window.privacy.isVisible()
    assert _private(window, turn) <= _hand_uids_shown(window)
    _others_hidden(window, turn)


def test_a_claim_on_the_neutral_table_goes_to_the_person_asked(qtbot, window):
    c = window.session.controller
    window.start_game(config("human", "human", "easy", seed=9))
    _play_until(qtbot, window, lambda: _asked_in_a_persons_turn(c))
    asked, turn = c.asking, c.state.turn
    top = c.state.top_discard
    sizes = [len(h) for h in c.state.hands]
    window.privacy.offer.claim.click()
    assert [a for a in c.state.actions[-1:]] == [Claim()]
    assert top in c.state.hand(asked)
    assert len(c.state.hand(asked)) == sizes[asked] + 2  # the card and one penalty card
    # Ben is at the screen: nobody's hand until Ana takes it back.
    assert c.waiting_for == turn and window.privacy.isVisible()
    assert c.viewer is None and not _hand_shown(window)
    _others_hidden(window, None)
    window.privacy.button.click()
    # Ana plays on with her own hand, Ben's (with the bought card) is not shown.
    assert c.viewer == turn and not window.privacy.isVisible()
    assert top.uid not in _hand_uids_shown(window)
    _others_hidden(window, turn)


def test_seeing_ones_hand_first_goes_through_the_privacy_screen(qtbot, window):
    c = window.session.controller
    window.start_game(config("human", "human", "easy", seed=9))
    _play_until(qtbot, window, lambda: _asked_in_a_persons_turn(c))
    asked, turn = c.asking, c.state.turn
    window.privacy.offer.look.click()
    # The privacy screen for the person asked; no hand until it is taken.
    assert window.privacy.isVisible() and not window.privacy.offer.isVisible()
    assert c.names[asked] in window.privacy.title.text()
    assert c.waiting_for == asked and c.viewer is None and not _hand_shown(window)
    assert window.feed.legal_actions() == []
    # Changing one's mind: back to the neutral table.
    assert window.privacy.back.isVisible()
    window.privacy.back.click()
    assert not window.privacy.isVisible() and window.privacy.offer.isVisible()
    assert c.asking == asked and c.viewer is None
    window.privacy.offer.look.click()
    window.privacy.button.click()
    assert c.viewer == asked and c.at_screen == asked and not window.privacy.isVisible()
    assert not window.privacy.offer.isVisible()
    assert _private(window, asked) <= _hand_uids_shown(window)
    _others_hidden(window, asked)
    assert window.claim_button.isEnabled() and window.pass_button.isEnabled()
    window.pass_button.click()
    # Back to the person whose turn it is: through the privacy screen this time.
    if c.state.phase == PLAY:
        assert c.waiting_for == turn and window.privacy.isVisible()
        assert not window.privacy.back.isVisible()
        assert c.viewer is None and not _hand_shown(window)
        window.privacy.button.click()
        assert c.viewer == turn
        _others_hidden(window, turn)


def test_three_people_are_asked_in_the_rules_order_each_on_a_neutral_table(qtbot, window):
    """Ana, Bruno and Carmen share the screen with a computer: Ana's stock draw asks the
    others one after the other, in the engine's order; one who looks at their hand is
    followed by a neutral table again, and Ana comes back through the privacy screen."""
    c = window.session.controller
    opened: list[list[int]] = []

    def note(events) -> None:  # noqa: ANN001
        opened.extend(list(ev.data["queue"]) for ev in events if ev.kind == "may_i_open")

    c.eventsHappened.connect(note)
    window.start_game(config("human", "human", "human", "easy", seed=5))

    def two_people_asked() -> bool:
        s = c.state
        return _asked_in_a_persons_turn(c) and sum(c.is_human(x) for x in s.queue) >= 2

    _play_until(qtbot, window, two_people_asked)
    turn = c.state.turn
    want = [x for x in opened[-1] if c.is_human(x)]
    asked: list[int] = []
    looked = None
    while c.state.phase == MAY_I and c.human_to_act is not None:
        if c.waiting_for is not None:  # the one who chose to look
            window.privacy.button.click()
            assert c.viewer == looked
            window.pass_button.click()
            continue
        seat = c.asking
        assert seat is not None and c.viewer is None and not _hand_shown(window)
        _others_hidden(window, None)
        assert c.names[seat] in window.privacy.offer.title.text()
        asked.append(seat)
        if looked is None:
            looked = seat
            window.privacy.offer.look.click()
        else:
            _answer_on_neutral_table(window)
        qtbot.waitUntil(lambda: c.human_to_act is not None or c.state.phase != MAY_I)
    assert asked == want[: len(asked)] and len(asked) >= 2
    qtbot.waitUntil(lambda: c.human_to_act is not None)
    assert c.state.phase == PLAY and c.state.to_act == turn
    assert c.waiting_for == turn and c.viewer is None  # the last one asked is there
    window.privacy.button.click()
    _others_hidden(window, turn)


def test_in_a_computers_turn_nobody_s_hand_shows_after_a_neutral_answer(qtbot, window):
    """The computer draws from the stock and a person is asked on the neutral table:
    after the answer no hand comes back until the next person takes the screen."""
    c = window.session.controller
    window.start_game(config("human", "easy", "human", preset="shanghai", seed=11))

    def asked_in_a_computers_turn() -> bool:
        return c.asking is not None and not c.is_human(c.state.turn)

    _play_until(qtbot, window, asked_in_a_computers_turn)
    # The last person who played may hold the computer, but is not at the screen any
    # more: someone else is asked.
    assert c.at_screen is None
    assert c.viewer is None and not _hand_shown(window)
    answered = c.asking
    _answer_on_neutral_table(window)
    assert c.at_screen is None and c.viewer is None and not _hand_shown(window)
    _others_hidden(window, None)
    qtbot.waitUntil(lambda: c.human_to_act is not None or c.holding, timeout=20000)
    if c.asking is None and not c.holding and c.human_to_act != answered:
        assert c.waiting_for == c.human_to_act and window.privacy.isVisible()
        assert c.viewer is None and not _hand_shown(window)


def test_the_person_who_answered_takes_the_screen_for_their_own_turn(qtbot, window):
    """Carmen is asked on the neutral table in a computer's turn, and her own turn comes
    next. The answer proves nothing about who holds the computer (Ana, who played last,
    may have answered for her): "Pass to Carmen" comes up, and her hand only after it."""
    c = window.session.controller
    window.start_game(config("human", "easy", "human", seed=9))
    c.set_ask_may_i(0, False)  # nobody else is asked after her

    def carmen_asked_before_her_turn() -> bool:
        return c.asking == 2 and c.state.turn == 1

    _play_until(qtbot, window, carmen_asked_before_her_turn)
    _answer_on_neutral_table(window)
    assert c.viewer is None and not _hand_shown(window)
    qtbot.waitUntil(lambda: c.human_to_act is not None or c.holding, timeout=20000)
    assert c.human_to_act == 2 and c.state.phase == DRAW
    assert c.waiting_for == 2 and window.privacy.isVisible()
    assert c.names[2] in window.privacy.title.text()
    assert c.viewer is None and c.at_screen is None and not _hand_shown(window)
    _others_hidden(window, None)
    window.privacy.button.click()
    assert c.viewer == 2 and c.at_screen == 2 and not window.privacy.isVisible()
    assert _private(window, 2) <= _hand_uids_shown(window)
    _others_hidden(window, 2)


def test_no_privacy_screen_with_one_human(qtbot, window):
    c = window.session.controller
    window.start_game(config("human", "easy", "easy", seed=9))
    for _ in range(10):
        qtbot.waitUntil(lambda: c.human_to_act is not None, timeout=20000)
        assert not window.privacy.isVisible() and c.waiting_for is None
        s = c.state
        legal = s.legal_actions(c.human_to_act)
        window.table.input.play(legal[0] if s.phase != PLAY else legal[-1])


def test_may_i_prompt_reaches_the_right_human_and_can_be_switched_off(qtbot, window):
    """Each person asked May I? is the one the engine asks; one who looked at their hand
    first stops being asked with "Stop asking me" on their question, and is not asked
    again (their discards go by without a question, and without a privacy screen)."""
    c = window.session.controller
    window.start_game(config("human", "human", "easy", seed=4))
    asked = []
    stopped = None
    for _ in range(300):
        qtbot.waitUntil(lambda: c.human_to_act is not None, timeout=20000)
        seat = c.human_to_act
        s = c.state
        if c.asking is not None:
            asked.append(seat)
            assert s.to_act == seat and c.viewer is None
            # Nothing on the neutral table speaks for a hand: no "stop asking me".
            assert not window.stop_asking_button.isVisible()
            assert not window.ask_action.isEnabled()
            if stopped is None:
                window.privacy.offer.look.click()  # to their own hand first
                continue
            window.pass_button.click()
            if len(asked) >= 3:
                break
            continue
        if c.waiting_for is not None:
            window.privacy.button.click()
            continue
        if s.phase == MAY_I:
            # Asked with their hand showing: the question offers "Stop asking me".
            assert c.viewer == seat and window.stop_asking_button.isVisible()
            assert window.ask_action.isEnabled() and window.ask_action.isChecked()
            stopped = seat
            window.stop_asking_button.click()
            assert c.ask_may_i[seat] is False and not window.ask_action.isChecked()
            qtbot.waitUntil(lambda s=seat: c.state.phase != MAY_I or c.state.to_act != s)
            assert type(c.state.actions[-1]) is Pass
            continue
        assert not window.stop_asking_button.isVisible()
        legal = s.legal_actions(seat)
        window.table.input.play(legal[0] if s.phase == DRAW else legal[-1])
    assert stopped is not None
    later = asked[asked.index(stopped) + 1 :]
    assert later and stopped not in later, "a player who switched May I? off was asked again"


def test_stop_asking_me_is_on_the_question_against_the_computer(qtbot, window):
    """One person against computers: "Stop asking me" is on their May I? question (and
    nowhere else); it passes this discard and unticks the Game menu's toggle."""
    c = window.session.controller
    window.start_game(config("human", "easy", "easy", seed=9))
    for _ in range(200):
        qtbot.waitUntil(lambda: c.human_to_act is not None, timeout=20000)
        s = c.state
        if s.phase == MAY_I:
            break
        assert not window.stop_asking_button.isVisible()
        legal = s.legal_actions(0)
        window.table.input.play(legal[0] if s.phase == DRAW else legal[-1])
    assert c.state.phase == MAY_I and window.stop_asking_button.isVisible()
    assert window.stop_asking_button.text() == "Stop asking me"
    count = c.action_count
    window.stop_asking_button.click()
    assert c.ask_may_i == {0: False} and not window.ask_action.isChecked()
    assert "Ask me about May I?" in window.prompt_label.text()
    qtbot.waitUntil(lambda: c.action_count > count)
    assert c.state.actions[count] == Pass()
    assert not window.stop_asking_button.isVisible()
    window.ask_action.setChecked(True)  # the Game menu switches it back on
    assert c.ask_may_i == {0: True}


def test_leaving_scores_as_the_rules_say_and_handing_over_to_the_computer(qtbot, window):
    c = window.session.controller
    window.start_game(config("human", "human", "easy", "easy", seed=6))
    qtbot.waitUntil(lambda: c.human_to_act is not None, timeout=20000)
    if c.waiting_for is not None:
        window.privacy.button.click()
    seat = c.human_to_act
    c.hand_to_ai(seat, "easy")
    assert c.config.seats[seat].kind == "easy"
    qtbot.waitUntil(lambda: c.human_to_act is not None and c.human_to_act != seat, timeout=20000)
    other = c.human_to_act
    assert c.leave(other)
    assert c.state.left[other]
    c.auto_resume = True
    qtbot.waitUntil(lambda: c.state.is_over, timeout=120000)
    others = sorted((c.state.totals[s] for s in range(4) if s != other), reverse=True)
    assert c.state.totals[other] == others[0] + others[1]
    assert other not in c.state.winners


#: Every key the table knows, and a few it does not (as tests/ui/table/test_keys.py).
ALL_KEYS = (
    *GAME_KEYS, Qt.Key.Key_3, Qt.Key.Key_5, Qt.Key.Key_9, Qt.Key.Key_Menu, Qt.Key.Key_F,
    Qt.Key.Key_Backspace, Qt.Key.Key_Delete, Qt.Key.Key_PageUp, Qt.Key.Key_Q,
)  # fmt: skip
#: The answers on the neutral table, as on the offer's buttons: M says May I?, N lets
#: the card go. Esc never makes a move (it cancels: issue 23, item 7).
ANSWERS = {Qt.Key.Key_M: Claim, Qt.Key.Key_N: Pass}


def test_on_the_neutral_table_only_the_answers_act(qtbot, window):
    """Every other key, pressed on the neutral table, makes no move, shows no hand and
    says nothing of a hand (a staging slot's needs, say): at most the engine's reason
    why not now. Held with Ctrl, Alt or Meta no key is a move, and every menu shortcut
    reaches its action. Then N lets the card go, for the person asked."""
    c = window.session.controller
    window.start_game(config("human", "human", "easy", seed=9))
    _play_until(qtbot, window, lambda: _asked_in_a_persons_turn(c))
    window.activateWindow()
    qtbot.waitActive(window)
    asked, count = c.asking, c.action_count
    question = window.prompt_label.text()
    assert c.names[asked] in question and texts.card_name(c.state.top_discard) in question
    banner = window.table._banner_for(window.feed.view)  # the line over the piles
    assert c.names[asked] in banner
    top_bar = window.phase_label.text()
    assert c.names[asked] in top_bar and "waiting" not in top_bar
    not_now = texts.reason_text("wrong_phase", {"phase": MAY_I})

    def unchanged(what: str) -> None:
        assert c.action_count == count and c.asking == asked, what
        assert c.viewer is None and not _hand_shown(window), what
        assert window.privacy.offer.isVisible() and not window.privacy.isVisible(), what
        assert window.prompt_label.text() in (question, not_now), (what, window.prompt_label.text())

    for key in ALL_KEYS:
        if key in ANSWERS:
            continue
        window.table.setFocus()
        QTest.keyClick(window.windowHandle(), key)
        unchanged(key.name)
    _shortcuts_win(qtbot, window, "neutral table")
    unchanged("shortcuts")
    seen: list = []
    c.eventsHappened.connect(seen.extend)
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)  # the window's activation may come later
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_N)
    # The next move is the person asked letting the card go; a computer may have moved
    # since (the moves that follow are no business of this test's).
    assert c.action_count > count and c.state.actions[count] == Pass()
    assert [ev.seat for ev in seen if ev.kind == "passed"][:1] == [asked]
    assert c.viewer is None and not _hand_shown(window)


def test_a_click_on_the_pile_never_buys_it_for_the_person_asked(qtbot, window):
    """Only M and the offer's May I? button say May I? (issue 23, item 7): a click on the
    pile makes no move, shows no hand and says how to answer."""
    c = window.session.controller
    window.start_game(config("human", "human", "easy", seed=9))
    _play_until(qtbot, window, lambda: _asked_in_a_persons_turn(c))
    asked, top = c.asking, c.state.top_discard
    view = window.table
    r = view._pile_rect
    pile = view.mapFromScene(QPointF(r.x + r.w / 2, r.y + r.h / 2))
    count = c.action_count
    click(view, pile)
    assert c.action_count == count and c.asking == asked
    assert c.state.top_discard == top and top not in c.state.hand(asked)
    assert "M says May I?" in window.prompt_label.text()
    assert c.viewer is None and not _hand_shown(window)
    _others_hidden(window, None)


def test_on_the_neutral_table_nothing_speaks_for_a_hand(qtbot, window):
    """Whoever holds the computer on the neutral table is nobody in particular: the Game
    menu's "Ask me about May I?" and "Leave the game…" are disabled there (toggled or
    called anyway, they change nothing and say why), and the question has no "Stop
    asking me". They come back with the next hand on the table."""
    c = window.session.controller
    window.start_game(config("human", "human", "easy", seed=9))
    _play_until(qtbot, window, lambda: _asked_in_a_persons_turn(c))
    asked, count = c.asking, c.action_count
    assert not window.ask_action.isEnabled() and not window.leave_action.isEnabled()
    assert "Answer May I? first" in window.leave_action.toolTip()
    assert not window.stop_asking_button.isVisible()
    window.ask_action.setChecked(False)
    assert c.ask_may_i == {} and window.ask_action.isChecked()
    window.dialogs.leave()
    assert "Answer May I? first" in window.prompt_label.text()
    assert getattr(window.dialogs, "leave_box", None) is None
    assert c.action_count == count and c.asking == asked and not any(c.state.left)
    _answer_on_neutral_table(window)
    _play_until(qtbot, window, lambda: c.viewer is not None)
    assert window.ask_action.isEnabled() and window.leave_action.isEnabled()
    assert "Answer May I? first" not in window.leave_action.toolTip()


def test_the_hand_is_labelled_with_whose_it_is(qtbot, window):
    """Pass-and-play: "Carmen's hand" by the hand, as it shows; no label while none does,
    nor in a game of one person against computers."""
    c = window.session.controller
    window.start_game(config("human", "easy", "human", seed=9))
    label = window.table.labels

    def owner_text() -> str:
        item = label.get("hand_owner")
        return item.text if item is not None else ""

    qtbot.waitUntil(lambda: c.waiting_for is not None, timeout=20000)
    assert owner_text() == ""
    seat = c.waiting_for
    window.privacy.button.click()
    assert owner_text() == f"{c.names[seat]}'s hand"
    window.start_game(config("human", "easy", seed=9))
    qtbot.waitUntil(lambda: c.viewer == 0, timeout=20000)
    assert owner_text() == ""
