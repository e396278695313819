"""Pass-and-play: privacy screens exactly between different people, and leaving."""

from __future__ import annotations

from continental_qt.engine.events import DRAW, MAY_I, PLAY

from .conftest import config


def _hand_uids_shown(win) -> set[int]:
    return (
        set(win.table.cards)
        - {c.uid for c in win.controller.state.discard[-2:]}
        - {c.uid for m in win.controller.state.melds for c in m.cards}
    )


def _private(win, seat: int) -> set[int]:
    return {c.uid for c in win.controller.state.hand(seat)}


def test_privacy_screen_between_different_humans_only(qtbot, window):
    c = window.controller
    window.start_game(config("human", "human", "easy", seed=9))
    assert c.pass_and_play
    screens = []  # (seat named on the screen, who acted before)
    last_human = None
    for _ in range(60):
        qtbot.waitUntil(lambda: c.human_to_act is not None, timeout=20000)
        seat = c.human_to_act
        s = c.state
        if c.waiting_for is not None:
            assert window.privacy.isVisible()
            assert c.names[seat] in window.privacy.title.text()
            # Nobody's cards are on the table while the screen is being passed.
            assert not (_hand_uids_shown(window) & (_private(window, 0) | _private(window, 1)))
            assert window.hand_model.rowCount() == 0
            # A move before taking the screen is refused.
            assert not window.table.play(s.legal_actions(seat)[0])
            screens.append((seat, last_human))
            window.privacy.button.click()
        assert not window.privacy.isVisible()
        assert c.viewer == seat
        shown = _hand_uids_shown(window)
        other = 1 - seat
        assert not (shown & _private(window, other)), "the other person's hand is visible"
        assert _private(window, seat) <= shown | {x.uid for g in window.staging.groups for x in g}
        if s.phase == MAY_I:
            assert window.claim_button.isEnabled()
            window.pass_button.click()
        elif s.phase == DRAW:
            window.table.play(s.legal_actions(seat)[0])
        elif s.phase == PLAY:
            legal = s.legal_actions(seat)
            window.table.play(legal[-1])
        last_human = seat
        if len(screens) >= 6:
            break
    assert len(screens) >= 4
    # Screens only ever appear when the person changes.
    assert all(seat != before for seat, before in screens)


def test_no_privacy_screen_with_one_human(qtbot, window):
    c = window.controller
    window.start_game(config("human", "easy", "easy", seed=9))
    for _ in range(10):
        qtbot.waitUntil(lambda: c.human_to_act is not None, timeout=20000)
        assert not window.privacy.isVisible() and c.waiting_for is None
        s = c.state
        legal = s.legal_actions(c.human_to_act)
        window.table.play(legal[0] if s.phase != PLAY else legal[-1])


def test_may_i_prompt_reaches_the_right_human_and_can_be_switched_off(qtbot, window):
    c = window.controller
    window.start_game(config("human", "human", "easy", seed=4))
    asked = []
    for _ in range(200):
        qtbot.waitUntil(lambda: c.human_to_act is not None, timeout=20000)
        if c.waiting_for is not None:
            window.privacy.button.click()
        seat = c.human_to_act
        s = c.state
        if s.phase == MAY_I:
            asked.append(seat)
            assert s.to_act == seat and c.viewer == seat
            if len(asked) == 1:
                # This person does not want to be asked any more.
                window.ask_action.setChecked(False)
                assert c.ask_may_i[seat] is False
                qtbot.waitUntil(lambda s=seat: c.state.phase != MAY_I or c.state.to_act != s)
                continue
            window.pass_button.click()
            if len(asked) >= 3:
                break
            continue
        legal = s.legal_actions(seat)
        window.table.play(legal[0] if s.phase == DRAW else legal[-1])
    assert asked
    first = asked[0]
    assert first not in asked[1:], "a player who switched May I? off was asked again"


def test_leaving_scores_as_the_rules_say_and_handing_over_to_the_computer(qtbot, window):
    c = window.controller
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
