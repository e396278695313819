"""Pass-and-play played as an adversary: nobody sees another person's cards.

At every privacy screen (a turn passing to another person, or a person asked May I?
who chose to see their hand) every game key, Enter, Space, Esc, keys still held from
the previous move and clicks on the table are sent; none may take the screen or make
a move. On the neutral table where May I? is asked, every key and click but the
answers (M, N, Esc, the pile, the offer's buttons) is sent; none may make a move or
show a hand. After every move and every input, no card its viewer may not see is face
up in the scene, in the hand row, in the log, in a label, a tooltip or an accessible
name (``peeking.Peeker``), and no hand but that of the person who last took the screen
through a privacy screen is face up, and none after another person was asked: an
answer on the neutral table proves nothing about who holds the computer (in the
second game here the one holding it answers every question for the person asked).
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from continental_qt.ai.registry import make_ai
from continental_qt.engine.actions import (
    Claim,
    Discard,
    DrawStock,
    GoDown,
    GoOut,
    LayOff,
    NextRound,
    Pass,
    SwapWild,
    TakeDiscard,
)
from continental_qt.engine.presets import get_preset
from continental_qt.engine.state import GameState
from continental_qt.storage.seats import Seat
from continental_qt.ui import texts
from continental_qt.ui.config import GameConfig
from continental_qt.ui.controller import GameController
from continental_qt.ui.table.card_item import CardItem
from continental_qt.ui.texts.spoken import card_words

from .conftest import click
from .peeking import Peeker

K = Qt.Key
NO_MODS = Qt.KeyboardModifier.NoModifier
#: Every key the table knows, and a few it does not.
GAME_KEYS = (
    K.Key_Left, K.Key_Right, K.Key_Home, K.Key_End, K.Key_Space, K.Key_Return, K.Key_Enter,
    K.Key_D, K.Key_T, K.Key_M, K.Key_N, K.Key_G, K.Key_U, K.Key_R, K.Key_S, K.Key_1, K.Key_2,
    K.Key_3, K.Key_5, K.Key_A, K.Key_L, K.Key_Menu, K.Key_Escape, K.Key_Tab, K.Key_Backspace,
)  # fmt: skip

SETUPS = [
    # The report: Ana's Enter, her discard key, showed Ben's hand.
    ("may-i", (("Ana", "human"), ("Ben", "human"), ("Cora", "medium")), 3),
    ("liverpool", (("Ana", "human"), ("Ben", "human"), ("Cora", "human"), ("Dan", "easy")), 5),
    ("continental-15", (("Ana", "human"), ("Ben", "human"), ("Cora", "easy")), 7),
    ("shanghai", (("Ana", "easy"), ("Ben", "human"), ("Cora", "easy"), ("Dan", "human")), 11),
    ("may-i", (("Ana", "human"), ("Ben", "easy"), ("Cora", "human"), ("Dan", "human")), 8),
]


def _held_key_after_move(window, key: Qt.Key) -> None:
    """What follows a move made with ``key`` held a little long: auto-repeats, then the
    release, arriving wherever the focus is now (the privacy screen, if one came up)."""
    for kind in (QEvent.Type.KeyRelease, QEvent.Type.KeyPress) * 2:
        target = QApplication.focusWidget() or window
        QApplication.sendEvent(
            target, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, "", True)
        )
    QTest.keyRelease(window.windowHandle(), key)


def _move(qtbot, window, rng: random.Random) -> None:
    """One move of the person at the screen, by key where a key makes it."""
    legal = window.feed.legal_actions()
    assert legal, "the person at the screen has no move"
    melding = [a for a in legal if isinstance(a, (GoDown, GoOut, LayOff, SwapWild))]
    discards = [a for a in legal if isinstance(a, Discard)]
    if melding and rng.random() < 0.6:
        _send(window, rng.choice(melding))
    else:
        _send(window, rng.choice(discards or legal))


def _send(window, action) -> None:  # noqa: ANN001
    """``action`` as the person at the screen makes it: by key where a key makes it (a
    discard: Enter on the card), with the key held a little long; else on the table."""
    view = window.table
    by_key = {DrawStock: K.Key_D, TakeDiscard: K.Key_T, Claim: K.Key_M, Pass: K.Key_N}
    key = by_key.get(type(action))
    if isinstance(action, Discard):
        view.input.focus_row = window.hand_row.row_of(action.card)
        key = K.Key_Return if view.input.focus_row >= 0 else None
    if key is None:
        view.input.play(action)
        return
    view.setFocus()
    QTest.keyPress(window.windowHandle(), key)
    _held_key_after_move(window, key)


def _table_points(window) -> list[QPoint]:
    """Viewport points of the stock, the pile, the hand zone and the table's middle."""
    view = window.table
    out = []
    for r in (view._stock_rect, view._pile_rect, view._hand_zone):
        out.append(view.mapFromScene(QPointF(r.x + r.w / 2, r.y + r.h / 2)))
    out.append(view.viewport().rect().center())
    return out


def _attack_the_screen(qtbot, window, peeker: Peeker, problems: list[str]) -> None:
    """Everything but the deliberate act, at a privacy screen: nothing may change."""
    c = window.session.controller
    seat, count = c.waiting_for, c.action_count
    handle = window.windowHandle()

    def unchanged(what: str) -> None:
        QApplication.processEvents()
        problems.extend(peeker.check(f"screen for {seat}, {what}"))
        assert window.privacy.isVisible(), what
        assert c.waiting_for == seat and c.viewer is None, what
        assert c.action_count == count, what
        assert window.hand_row.count() == 0, what

    for key in GAME_KEYS:
        QTest.keyClick(handle, key)
        unchanged(f"key {key.name}")
    QTest.keyRelease(handle, K.Key_F)  # its press came before the screen did
    unchanged("F released only")
    focus = QApplication.focusWidget() or window
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(
            focus, QKeyEvent(kind, K.Key_F, Qt.KeyboardModifier.NoModifier, "f", True)
        )
    unchanged("F repeating")
    for mods in (Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.AltModifier):
        QTest.keyClick(handle, K.Key_F, mods)
        unchanged(f"F with {mods.name}")
        popup = QApplication.activePopupWidget()
        if popup is not None:
            popup.close()
    view = window.table
    for point in _table_points(window):
        at = view.viewport().mapTo(window, point)
        QTest.mouseClick(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        unchanged("a click through the cover")
        QTest.mouseDClick(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        unchanged("a double click through the cover")
        click(view, point, double=True)  # straight into the table, as if through a hole
        unchanged("a click under the cover")


#: The neutral table's answers: May I? and No thanks (Esc never makes a move).
ANSWER_KEYS = (K.Key_M, K.Key_N)


def _attack_the_neutral_table(qtbot, window, peeker: Peeker, problems: list[str]) -> None:
    """Everything but an answer, on the neutral table: nothing may change."""
    c = window.session.controller
    seat, count = c.asking, c.action_count
    handle = window.windowHandle()

    def unchanged(what: str) -> None:
        QApplication.processEvents()
        problems.extend(peeker.check(f"May I? asked of {seat}, {what}"))
        assert window.privacy.offer.isVisible() and not window.privacy.isVisible(), what
        assert c.asking == seat and c.viewer is None and c.waiting_for is None, what
        assert c.action_count == count, what
        assert window.hand_row.count() == 0, what

    unchanged("the offer")
    window.table.setFocus()
    for key in GAME_KEYS:
        if key not in ANSWER_KEYS:
            QTest.keyClick(handle, key)
            unchanged(f"key {key.name}")
    QTest.keyClick(handle, K.Key_F)  # the privacy screen's key: no screen is up
    unchanged("F")
    view = window.table
    points = [view.viewport().mapTo(window, p) for p in _table_points(window)]
    # The pile too: a click on it never says May I? (only M and the button do).
    offer = window.privacy.offer
    points.append(offer.mapTo(window, QPoint(6, 6)))  # the offer, beside its buttons
    for at in points:
        QTest.mouseClick(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        unchanged("a click on the table")
        QTest.mouseDClick(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        unchanged("a double click on the table")


def _shown_to_another(window, person: int | None, where: str) -> list[str]:
    """Every card of a hand face up on the table or in the hand row while ``person``
    (None: nobody yet) is the one at the screen, their own cards aside. The peeker
    checks against the seat whose hand the table shows; this checks that this seat is
    the person really there (after a May I? answer on the neutral table it is the one
    who answered, whoever's turn it is)."""
    c = window.session.controller
    s = c.state
    out = []
    for seat in range(s.n):
        if seat == person:
            continue
        hidden = {x.uid for x in s.hand(seat)}
        for item in window.table.scene_.items():
            card = item.card if isinstance(item, CardItem) else None
            if card is not None and card.uid in hidden:
                out.append(f"{where}: {seat}'s {texts.card_name(card)} shown to {person}")
        for uid in window.hand_row.uids():
            if uid in hidden:
                out.append(f"{where}: {seat}'s card {uid} in the hand row shown to {person}")
    return out


def _click_widget(window, widget) -> None:
    QTest.mouseClick(
        window.windowHandle(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        widget.mapTo(window, widget.rect().center()),
    )


@pytest.mark.parametrize(("preset", "seats", "seed"), SETUPS, ids=lambda v: str(v)[:14])
def test_nobody_sees_another_persons_cards(qtbot, window, preset, seats, seed):
    c = window.session.controller
    window.activateWindow()
    qtbot.waitActive(window)
    peeker = Peeker(window)
    problems: list[str] = []
    # The person at the screen: whoever last took it (nobody known after an answer).
    person: list[int | None] = [None]

    def check(where: str) -> None:
        problems.extend(peeker.check(where))
        problems.extend(_shown_to_another(window, person[0], where))

    c.stateChanged.connect(lambda: check("after a move"))
    config = GameConfig(preset, tuple(Seat(n, k) for n, k in seats), seed, "instant")
    window.start_game(config)
    rng = random.Random(seed)
    want_may_i = 1 if c.state.rules.may_i else 0
    screens = may_i_screens = offers = returns = moves = 0
    for _ in range(600):
        qtbot.waitUntil(
            lambda: c.human_to_act is not None or c.holding or c.state.is_over, timeout=30000
        )
        check("waiting")
        assert not problems, problems[:5]
        if c.state.is_over:
            break
        if c.holding:
            qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
            window.summary.next_button.click()
            assert type(c.state.actions[-1]) is NextRound
            continue
        if c.asking is not None:
            # May I? on the neutral table: attacked, then answered or looked at.
            _attack_the_neutral_table(qtbot, window, peeker, problems)
            offers += 1
            seat, offer, roll = c.asking, window.privacy.offer, rng.random()
            turn = c.state.turn
            if roll >= 0.4:
                person[0] = None  # an answer proves nothing about who is at the screen
            if roll < 0.4:
                _click_widget(window, offer.look)
                assert c.waiting_for == seat and c.viewer is None and window.privacy.isVisible()
            elif roll < 0.7:
                _move(qtbot, window, rng)  # M or N with the table focused
            else:
                _click_widget(window, offer.claim if roll < 0.8 else offer.decline)
            check("answered or looking")
            assert not problems, problems[:5]
            if roll >= 0.4 and c.human_to_act == turn and c.state.phase != "may_i":
                # Answered: the turn goes back to a person who is not at the screen.
                assert c.waiting_for == turn and window.privacy.isVisible()
                assert c.viewer is None and window.hand_row.count() == 0
                returns += 1
            continue
        if c.waiting_for is not None:
            assert window.privacy.isVisible()
            _attack_the_screen(qtbot, window, peeker, problems)
            screens += 1
            may_i_screens += c.state.phase == "may_i"
            seat = c.waiting_for
            if c.screen_requested and rng.random() < 0.25:
                _click_widget(window, window.privacy.back)  # answer without looking after all
                assert c.asking == seat and c.viewer is None and not window.privacy.isVisible()
                continue
            person[0] = seat  # whoever the screen named takes it
            if screens % 2:
                QTest.keyClick(window.windowHandle(), K.Key_F)
            else:
                b = window.privacy.button
                QTest.mouseClick(
                    window.windowHandle(),
                    Qt.MouseButton.LeftButton,
                    Qt.KeyboardModifier.NoModifier,
                    b.mapTo(window, b.rect().center()),
                )
            assert not window.privacy.isVisible() and c.viewer == seat
            check("screen taken")
            continue
        _move(qtbot, window, rng)
        moves += 1
        enough = offers >= 2 * want_may_i and returns >= want_may_i
        if screens >= 8 and may_i_screens >= want_may_i and enough:
            break
    assert not problems, problems[:5]
    enough = offers >= 2 * want_may_i and returns >= want_may_i
    assert screens >= 8 and may_i_screens >= want_may_i and enough, (
        screens,
        may_i_screens,
        offers,
        returns,
        moves,
    )


def test_the_peeker_sees_a_card_shown_to_the_wrong_person(qtbot, window):
    """The check above is worth something: a card of the person not at the screen, put
    on the table, in the log or in a tooltip, is reported."""
    c = window.session.controller
    peeker = Peeker(window)
    seats = (Seat("Ana", "human"), Seat("Ben", "human"), Seat("Cora", "easy"))
    window.start_game(GameConfig("may-i", seats, 3, "instant"))
    qtbot.waitUntil(lambda: c.waiting_for is not None, timeout=30000)
    assert peeker.check() == []
    other = c.state.hand(1 - c.waiting_for) if c.waiting_for in (0, 1) else c.state.hand(0)
    public = peeker.public
    card = next(x for x in other if texts.card_name(x) not in public)
    item = CardItem(window.art, card, 60)
    window.table.scene_.addItem(item)
    assert any("face up in the scene" in p for p in peeker.check())
    window.table.scene_.removeItem(item)
    window.log_model.append([f"Ben drew the {texts.card_name(card)}."])
    assert any("the log names" in p for p in peeker.check())
    window.log_model.clear()
    window.scores_button.setToolTip(texts.card_name(card))
    assert any("tooltip" in p for p in peeker.check())
    window.scores_button.setToolTip("")
    window.table.access.name_of = lambda node: card_words(card)  # a node that says too much
    assert any("the accessible table names" in p for p in peeker.check())


def test_the_table_holds_no_live_state(qtbot, window):
    """Structural: the table is built on the viewer's feed, which hands out views only."""
    c = window.session.controller
    window.start_game(GameConfig("may-i", (Seat("Ana", "human"), Seat("Ben", "easy")), 3))
    qtbot.waitUntil(lambda: c.human_to_act is not None, timeout=30000)
    for name, value in vars(window.table).items():
        assert not isinstance(value, GameController), name
        assert not isinstance(value, GameState) or value.is_view, name
    feed = window.feed
    for name in dir(type(feed)):
        if name.startswith("_") or not isinstance(getattr(type(feed), name), property):
            continue
        value = getattr(feed, name)
        assert not isinstance(value, GameController), name
        assert not isinstance(value, GameState) or value.is_view, name
    assert feed.view.viewer == 0 and feed.view.is_view
    assert all(x is None for x in feed.view.hand(1))


#: Whole games (of their first rounds, to keep the run short) in which whoever holds
#: the computer answers every neutral question.
HOLDER_SETUPS = [
    # The report: Ben held the computer and said no for Ana; her hand came up.
    ("may-i", (("Ana", "human"), ("Ben", "human"), ("Cy", "easy")), 7, 2),
    ("may-i", (("Ana", "human"), ("Ben", "easy"), ("Cora", "human"), ("Dan", "human")), 12, 1),
    ("liverpool", (("Ana", "human"), ("Ben", "human"), ("Cora", "human"), ("Dan", "easy")), 9, 1),
    ("shanghai", (("Ana", "easy"), ("Ben", "human"), ("Cora", "human")), 21, 1),
]


def _speaks_for_a_hand(window, where: str) -> list[str]:
    """Whatever acts or talks for a hand while none is on the table."""
    c, out = window.session.controller, []
    if c.viewer is None:
        if window.ask_action.isEnabled():
            out.append(f"{where}: 'Ask me about May I?' acts with no hand shown")
        if window.stop_asking_button.isVisible():
            out.append(f"{where}: 'Stop asking me' offered with no hand shown")
        owner = window.table.labels.get("hand_owner")
        if owner is not None and owner.text:
            out.append(f"{where}: {owner.text!r} with no hand shown")
        round_line = window.table.labels.get("round")
        if round_line is not None and "You" in round_line.text:
            out.append(f"{where}: the table says {round_line.text!r} with no hand shown")
    if c.asking is not None and window.leave_action.isEnabled():
        out.append(f"{where}: 'Leave the game' acts for nobody on the neutral table")
    return out


@pytest.mark.parametrize(("preset", "seats", "seed", "rounds"), HOLDER_SETUPS, ids=str)
def test_the_one_holding_the_computer_answers_every_neutral_question(
    qtbot, window, preset, seats, seed, rounds
):
    _holder_answers_for_everyone(qtbot, window, preset, seats, seed, rounds)


@pytest.mark.slow
@pytest.mark.parametrize(("preset", "seats", "seed"), [s[:3] for s in HOLDER_SETUPS[:2]], ids=str)
def test_the_one_holding_the_computer_answers_for_everyone_over_whole_games(
    qtbot, window, preset, seats, seed
):
    _holder_answers_for_everyone(qtbot, window, preset, seats, seed, None)


def _holder_answers_for_everyone(qtbot, window, preset, seats, seed, rounds) -> None:
    """The person holding the computer (who last took the screen) answers every May I?
    asked on the neutral table for the person asked, passing with N and claiming with
    M, over whole games: no hand is ever face up but that of the person who took the
    screen through their privacy screen, and only until another person is asked. After
    an answer the next person to act gets their "Pass to …" screen. While no hand shows,
    nothing on the table speaks for one."""
    c = window.session.controller
    window.activateWindow()
    qtbot.waitActive(window)
    peeker = Peeker(window)
    problems: list[str] = []
    # Whose hand may be face up: who last took the screen, until another person is asked.
    entitled: list[int | None] = [None]

    def check(where: str) -> None:
        s = c.state
        if s is None:
            return
        if s.phase == "may_i" and c.is_human(s.to_act) and s.to_act != entitled[0]:
            entitled[0] = None  # someone else is asked: nobody is known at the screen
        problems.extend(_shown_to_another(window, entitled[0], where))
        problems.extend(_speaks_for_a_hand(window, where))

    c.stateChanged.connect(lambda: check("after a move"))
    rules = get_preset(preset)
    if rounds is not None:  # the first rounds only (None: the whole game)
        rules = dataclasses.replace(rules, rounds=rules.rounds[:rounds])
    config = GameConfig(preset, tuple(Seat(n, k) for n, k in seats), seed, "instant", rules)
    window.start_game(config)
    handle = window.windowHandle()
    rng = random.Random(seed)
    players = {i: make_ai("easy", seed * 100 + i) for i, (_, kind) in enumerate(seats)}
    answered = claims = screens_after = 0
    after_answer = False  # a neutral question was answered since the last screen
    for _ in range(50000):
        qtbot.waitUntil(
            lambda: c.human_to_act is not None or c.holding or c.state.is_over, timeout=30000
        )
        check("waiting")
        problems.extend(peeker.check("waiting"))  # every text, once a step (it is slow)
        assert not problems, problems[:5]
        if c.state.is_over:
            break
        if c.holding:
            after_answer = False
            qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
            window.summary.next_button.click()
            continue
        if QApplication.activeWindow() is not window:  # the round summary had the keys
            window.activateWindow()
            qtbot.waitActive(window)
        window.table.setFocus()
        qtbot.waitUntil(window.table.hasFocus)  # the window's activation may come later
        if c.asking is not None:
            asked, count = c.asking, c.action_count
            claim = Claim() in window.feed.legal_actions() and rng.random() < 0.3
            QTest.keyClick(handle, K.Key_M if claim else K.Key_N)
            assert c.action_count > count, "the answer made no move"
            assert c.state.actions[count] == (Claim() if claim else Pass()), asked
            answered += 1
            claims += claim
            after_answer = True
            check("answered for another")
            continue
        if c.waiting_for is not None:
            seat = c.waiting_for
            assert window.privacy.isVisible() and c.names[seat] in window.privacy.title.text()
            screens_after += after_answer
            after_answer = False
            entitled[0] = seat  # whoever the screen named takes it
            _click_widget(window, window.privacy.button)
            assert c.viewer == seat and not window.privacy.isVisible()
            check("screen taken")
            continue
        # No screen: the person to act is the one who took it, with nobody asked since.
        assert not after_answer, "a hand came up after a neutral answer without its screen"
        assert c.viewer == c.human_to_act == entitled[0], (c.viewer, entitled[0])
        count = c.action_count
        _send(window, players[c.viewer].choose(window.feed.view))  # a sensible move
        assert c.action_count > count, "the move was not made"
    assert c.state.is_over, "the game did not end"
    assert not problems, problems[:5]
    assert answered >= 3 and screens_after >= 1, (answered, claims, screens_after)
