"""The keys that read (issue 29): View → Speak's items, on Alt+1 … Alt+9, say parts of
the table through the announcer, from the feed's view only."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from continental_qt.ui import keymap, texts
from continental_qt.ui.table import access_nodes
from continental_qt.ui.window.speech import READINGS

from .conftest import config, wait_for_human
from .test_announcer import CARD_WORDS


def _started(qtbot, window):
    window.announcer.record = []
    window.start_game(config("human", "easy", "easy", seed=5))
    wait_for_human(qtbot, window)
    return window.feed.view


def test_every_reading_has_a_menu_key_and_a_menu_item(qtbot, window):
    for command in READINGS:
        assert keymap.binding(command).where == keymap.MENU
        action = window.actions_[f"{command}_action"]
        assert action.shortcuts() == keymap.sequences(command)


def test_alt_1_reads_my_hand_by_suit_in_words(qtbot, window):
    view = _started(qtbot, window)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    said = window.announcer.last
    hand = view.hands[view.viewer]
    assert said.startswith(f"{len(hand)} cards.")
    assert not set("♣♦♥♠") & set(said)
    for card in hand:
        if card.rank:
            assert texts.rank_word(card.rank) in said


def test_each_reading_says_only_what_the_viewer_sees(qtbot, window):
    view = _started(qtbot, window)
    visible = [*view.hands[view.viewer], *view.discard]
    visible += [c for m in view.melds for c in m.cards]
    visible_words = {texts.card_words(c) for c in visible}
    for command in READINGS:
        window.speech.read(command)
        said = window.announcer.last
        assert said, command
        for card in CARD_WORDS.findall(said):
            assert card in visible_words, (command, said)
    speech = window.speech
    assert speech.text("read_hand_by_rank").startswith(f"{len(view.hands[0])} cards.")
    piles = speech.text("read_piles")
    assert piles.startswith(f"Stock: {len(view.stock)} cards.")
    assert texts.card_words(view.top_discard) in piles
    players = speech.text("read_players")
    assert all(name in players for name in window.feed.names)
    assert "to play" in players and "not down" in players
    moves = speech.text("read_moves")
    assert re.search(r"Draw from the stock|Take the|Discard one of", moves), moves
    assert "You lack" in speech.text("read_contract") or "go down" in speech.text("read_contract")
    assert "0 points" in speech.text("read_scores")


def test_the_repeat_key_says_the_last_announcement_again(qtbot, window):
    _started(qtbot, window)
    window.announcer.say("Bruno discarded the seven of hearts.")
    window.announcer.record.clear()
    window.actions_["repeat_announcement_action"].trigger()
    assert window.announcer.record == ["Bruno discarded the seven of hearts."]


def test_pass_and_play_readings_name_no_hand_while_the_screen_is_passed(qtbot, window):
    c = window.session.controller
    window.start_game(config("human", "human", "easy", seed=9))
    qtbot.waitUntil(lambda: c.waiting_for is not None, timeout=20000)
    view = window.feed.view
    public = {texts.card_words(c) for c in view.discard}
    public |= {texts.card_words(c) for m in view.melds for c in m.cards}
    assert window.speech.text("read_hand") == "No hand of yours is showing."
    assert window.speech.text("read_hand_by_rank") == "No hand of yours is showing."
    for command in READINGS:
        for card in CARD_WORDS.findall(window.speech.text(command)):
            assert card in public, (command, card)


def test_moving_the_focus_in_the_hand_says_the_card_its_place_and_state(qtbot, window, monkeypatch):
    """The keys move the accessible focus (a Focus event on the card's node, which a
    screen reader speaks), and the focused node says the card, its place and state."""
    told: list = []
    monkeypatch.setattr(access_nodes, "_send", lambda node, kind: told.append((node.key, kind)))
    view = _started(qtbot, window)
    window.table.setFocus()
    table = QAccessible.queryAccessibleInterface(window.table)
    QTest.keyClick(window.table, Qt.Key.Key_Home)
    uids = window.hand_row.uids()
    first = texts.card_words(uids[0], view.rules)
    assert told[-1] == (("card", uids[0]), QAccessible.Event.Focus)
    assert table.focusChild().text(QAccessible.Text.Name) == f"{first}, 1 of {len(uids)}"
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    second = texts.card_words(uids[1], view.rules)
    assert told[-1] == (("card", uids[1]), QAccessible.Event.Focus)
    assert table.focusChild().text(QAccessible.Text.Name) == f"{second}, 2 of {len(uids)}"
    QTest.keyClick(window.table, Qt.Key.Key_Space)
    said = table.focusChild().text(QAccessible.Text.Name)
    assert said == f"{second}, 2 of {len(uids)}, selected"
    assert table.focusChild().state().selected
