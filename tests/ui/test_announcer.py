"""Announcements for screen readers (issue 29): each opponent's move said as it
happens, as a Qt accessibility announcement, naming no card the viewer may not see."""

from __future__ import annotations

import re

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from continental_qt.ai.registry import make_ai
from continental_qt.engine.events import ROUND_OVER, Event
from continental_qt.ui import texts

from .conftest import config, wait_for_human

CARD_WORDS = re.compile(
    r"\b(?:ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king) of "
    r"(?:clubs|diamonds|hearts|spades)\b"
)
MOVES = {"drew_stock", "took_discard", "discarded", "went_down", "laid_off", "swapped_wild"}


def _play_some(qtbot, window, human_turns: int) -> list[tuple[str, set[str]]]:
    """Play ``human_turns`` of the human's decisions with a computer's choices; answer
    every sentence said with the cards the viewer had seen when it was said."""
    said: list[tuple[str, set[str]]] = []
    public: set[str] = set()

    def seen() -> set[str]:
        view = window.feed.view
        if view is not None:
            cards = [*view.hands[view.viewer], *view.discard]
            cards += [c for m in view.melds for c in m.cards]
            public.update(texts.card_words(c) for c in cards if c is not None)
        return set(public)

    window.feed.stateChanged.connect(seen)
    window.announcer.announced.connect(lambda text: said.append((text, seen())))
    bot = make_ai("easy", 7)
    feed = window.feed

    def ready() -> bool:
        view = feed.view
        return window.session.controller.human_to_act is not None or view.phase == ROUND_OVER

    for _ in range(human_turns):
        qtbot.waitUntil(ready, timeout=20000)
        view = feed.view
        if view.is_over:
            break
        if view.phase == ROUND_OVER:
            window.close_summary()
            assert feed.deal_next()
            continue
        assert feed.act(bot.choose(view))
    return said


def test_each_opponents_move_is_announced_and_no_hidden_card_named(qtbot, window):
    truth: list[Event] = []
    window.session.controller.eventsHappened.connect(truth.extend)
    window.announcer.record = []
    window.start_game(config("human", "easy", "easy", seed=5))
    said = _play_some(qtbot, window, 30)
    record = window.announcer.record
    assert said and record[len(record) - len(said) :] == [text for text, _ in said]
    opponent_moves = [e for e in truth if e.seat not in (None, 0) and e.kind in MOVES]
    assert len(opponent_moves) > 10
    names = window.feed.names
    for event in opponent_moves:
        assert any(text.startswith(names[event.seat]) for text, _ in said), event
    for text, visible in said:
        assert "♥" not in text and "♠" not in text and "♦" not in text and "♣" not in text
        for card in CARD_WORDS.findall(text):
            assert card in visible, (text, card)
    for event in truth:
        if event.kind == "drew_stock" and event.seat != 0:
            drawn = texts.card_words(event.data["card"])
            assert not any(
                text.startswith(names[event.seat]) and drawn in text
                for text, _ in said
                if "drew" in text
            )
    assert window.announcer.last == said[-1][0]


def test_the_announcement_is_a_qt_accessibility_event(qtbot, window, monkeypatch):
    sent: list[tuple[str, object]] = []

    def update(event):
        if isinstance(event, QAccessibleAnnouncementEvent):
            sent.append((event.message(), event.object()))

    monkeypatch.setattr(QAccessible, "updateAccessibility", update)
    window.announcer.say("Bruno drew from the stock.")
    window.announcer.repeat()
    assert sent == [("Bruno drew from the stock.", window.table)] * 2


def test_only_what_concerns_me_leaves_out_the_others_plain_moves(qtbot, window):
    window.options.set_verbosity("mine")
    window.announcer.record = []
    window.start_game(config("human", "easy", "easy", seed=5))
    said = _play_some(qtbot, window, 8)
    move = re.compile(r"\w+ (drew from the stock|discarded the [a-z ]+)\.")
    plain = [t for t, _ in said if move.fullmatch(t)]
    assert not plain, plain
    assert any(t.startswith("Your turn") for t, _ in said)


def test_a_refusal_is_announced_with_its_reason(qtbot, window):
    window.announcer.record = []
    window.start_game(config("human", "easy", "easy", seed=5))
    wait_for_human(qtbot, window)
    window.feed.illegalMove.emit("not_your_turn", {})
    assert window.announcer.record[-1] == texts.reason_text("not_your_turn", {})


def test_a_prompt_line_message_is_announced_with_cards_in_words(qtbot, window):
    window.announcer.record = []
    window.table.message.emit("The 7♥ does not fit that run.")
    assert window.announcer.record == ["The seven of hearts does not fit that run."]
    window.feed.illegalMove.emit("not_your_turn", {})
    assert window.announcer.record[1:] == [texts.reason_text("not_your_turn", {})]  # once
