"""What a screen reader says as the game goes on: announcements (issue 29).

The :class:`Announcer` turns the feed's events (``eventsSeen``: private cards already
hidden) and refusals (``illegalMove``) into short sentences, cards in words
(:func:`~continental_qt.ui.texts.spoken`), and posts each as a
``QAccessibleAnnouncementEvent`` on its target widget, which a screen reader speaks.
It keeps the last sentence (a key repeats it) and, for the tests, every sentence in
``record`` when that is a list. The keys that read (``speech.py``) say their answer
through :meth:`Announcer.say` too.

Verbosity: ``all`` says every move at the table; ``mine`` only what concerns the
viewer (the prompt when they are to act, their drawn card, May I? offers and claims,
moves on their melds, round and game results) and refusals.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from ...engine.events import Event
from ...engine.state import GameState
from ..feeds.feed import Feed
from ..texts import prompt_text, reason_text, spoken, translate
from ..texts.events import event_text

VERBOSITIES = ("all", "mine")

# Events that concern every seat: said even at verbosity ``mine``.
_SHARED = frozenset(
    {
        "round_started",
        "may_i_open",
        "claimed",
        "bought",
        "first_refusal_taken",
        "first_refusal_declined",
        "stock_rebuilt",
        "turn_limit",
        "round_ended",
        "game_over",
    }
)


class Announcer(QObject):
    """Says ``feed``'s moves and refusals to a screen reader, on ``target``."""

    announced = Signal(str)

    def __init__(self, feed: Feed, target: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._feed, self._target = feed, target
        self.verbosity = "all"
        self.last = ""
        self.record: list[str] | None = None  # a list: every sentence said (the tests)
        self._prompted: tuple | None = None  # the position whose prompt was said
        feed.eventsSeen.connect(self._events)
        feed.illegalMove.connect(self._refused)
        feed.stateChanged.connect(self._prompt)

    def say(self, text: str, urgent: bool = False) -> None:
        """Speak ``text`` now (``urgent``: interrupting what is being said)."""
        if not text:
            return
        self.last = text
        if self.record is not None:
            self.record.append(text)
        event = QAccessibleAnnouncementEvent(self._target, text)
        if urgent:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)
        self.announced.emit(text)

    def repeat(self) -> None:
        """Say the last announcement again (or that there was none)."""
        self.say(self.last or translate("Announcer", "Nothing was announced yet."))

    def sentence(self, event: Event, view: GameState) -> str | None:
        """What is said for ``event`` at this verbosity (``view``: the feed's view right
        after it), or None."""
        feed = self._feed
        viewer = feed.viewer
        mine = event.seat is not None and event.seat == viewer
        if event.kind == "turn":
            return None  # the prompt says it (``_prompt``)
        if mine and event.kind != "drew_stock" and event.kind not in _SHARED:
            return None  # the player's own move: they know it
        concerns = mine or event.kind in _SHARED or self._on_my_meld(event, view)
        if self.verbosity == "mine" and not concerns:
            return None
        with spoken():
            return event_text(event, feed.names, feed.log_viewer, view.rules, view.melds)

    def _on_my_meld(self, event: Event, view: GameState) -> bool:
        viewer = self._feed.viewer
        meld_id = event.data.get("meld")
        if viewer is None or meld_id is None:
            return False
        return any(m.id == meld_id and m.owner == viewer for m in view.melds)

    def _events(self, events: list[Event]) -> None:
        view = self._feed.view  # one copy for the batch: a view is made at every read
        if view is None:
            return
        for event in events:
            text = self.sentence(event, view)
            if text:
                self.say(text)

    def _prompt(self) -> None:
        """When the viewer (or the person asked May I?) is to act, say the prompt line
        once per position: what to do now (``Your turn: draw from the stock or take …``)."""
        feed, view = self._feed, self._feed.view
        if view is None or view.to_act is None or view.is_over:
            return
        asked = feed.asking
        if asked is None and (feed.viewer is None or view.to_act != feed.viewer):
            return
        key = (view.round_number, view.turn_count, view.phase, view.to_act, len(view.discard))
        if key == self._prompted:
            return
        self._prompted = key
        with spoken():
            self.say(prompt_text(view, view.viewer, feed.names, asked))

    def _refused(self, reason: str, details: dict) -> None:
        with spoken():
            self.say(reason_text(reason, details), urgent=True)
