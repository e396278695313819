"""The game being played, as the person at the screen may see it and play it.

:class:`LiveFeed` is the live :class:`~.feed.Feed`: the one module above the
controller that reads its live ``GameState``, and only to hand out views. Its
``view`` is ``state.view(viewer)`` built afresh at every read (about 3 µs), or the
spectator's view, which holds no hand, while nobody is at the screen (pass-and-play
between two people) or nobody plays (a game of computers). Its events come through
``eventsSeen`` as the shared screen may show them (``engine.events.seen_by``).
Nothing here hands out the live state, so a widget built on a feed has no way to
show a card its viewer may not see.

Legality comes from the engine: ``legal_actions()`` is the viewer's legal moves in
that view (none unless it is their move), and buttons, menu items and keys are
enabled from it by action type. In pass-and-play a person asked May I? answers on a
neutral table (``asking``): the spectator's view, with their Claim and Pass as the
legal moves. Called on the GUI thread only.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from ...engine.actions import NEXT_ROUND, Action
from ...engine.events import ROUND_OVER, seen_by
from ...engine.state import GameState
from ..controller import GameController
from .feed import Feed


class LiveFeed(Feed):
    """The viewer's side of ``controller``: its view, its moves, its events."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._acting = 0
        # Asked before each of the viewer's moves (the tutor): False holds the move.
        self.guard: Callable[[Action], bool] | None = None
        controller.gameStarted.connect(self.gameStarted)
        controller.stateChanged.connect(self.stateChanged)
        controller.eventsHappened.connect(self._on_events)
        controller.illegalMove.connect(self._on_illegal)
        controller.aiThinking.connect(self.aiThinking)
        controller.aiFailed.connect(self.aiFailed)
        controller.aiRestarted.connect(self.aiRestarted)

    # ------------------------------------------------------------- seeing
    @property
    def view(self) -> GameState | None:
        """The game as the viewer may know it (None with no game). Read-only: its
        ``apply`` refuses. A new object at every read, so keep it for one layout."""
        state = self._controller.state
        if state is None:
            return None
        return state.view(self._controller.viewer)

    @property
    def viewer(self) -> int | None:
        """Whose hand the screen shows (None: nobody's)."""
        return self._controller.viewer

    @property
    def log_viewer(self) -> int | None:
        """Whose private cards the log and the table's banners may name: they stay on
        screen for whoever comes next, so nobody's in pass-and-play."""
        c = self._controller
        return None if c.pass_and_play else c.viewer

    @property
    def names(self) -> list[str]:
        return self._controller.names

    def seat_kind(self, seat: int) -> str:
        """``"human"`` or the computer's level playing ``seat``."""
        cfg = self._controller.config
        return cfg.seats[seat].kind if cfg is not None and seat < len(cfg.seats) else "human"

    def is_human(self, seat: int | None) -> bool:
        return self._controller.is_human(seat)

    @property
    def at_screen(self) -> int | None:
        """The person at the screen: the only human in a game against the computer; in
        pass-and-play the one who took the screen (None while it is being passed)."""
        c = self._controller
        if c.config is None:
            return None
        if c.pass_and_play:
            return c.at_screen
        humans = c.config.humans
        return humans[0] if humans else None

    @property
    def pass_and_play(self) -> bool:
        return self._controller.pass_and_play

    @property
    def waiting_for(self) -> int | None:
        """Pass-and-play: the person the screen waits for (see the privacy screen)."""
        return self._controller.waiting_for

    @property
    def asking(self) -> int | None:
        """Pass-and-play: the person asked May I? on the neutral table (no hand shown),
        whose answers ``legal_actions`` lists; None otherwise."""
        return self._controller.asking

    @property
    def screen_requested(self) -> bool:
        """The privacy screen now up was asked for by the person asked May I?."""
        return self._controller.screen_requested

    def request_screen(self) -> None:
        """The person asked May I? wants to see their hand first: the privacy screen
        for them comes up."""
        self._controller.request_screen()

    def cancel_screen_request(self) -> None:
        """Back to the neutral table: the person asked answers without looking."""
        self._controller.cancel_screen_request()

    # ------------------------------------------------------------- acting
    @property
    def asks_may_i(self) -> bool:
        seat = self.viewer
        return self._controller.ask_may_i.get(seat, True) if seat is not None else True

    @property
    def can_set_asks_may_i(self) -> bool:
        """Only the person whose hand shows speaks for themselves (never the neutral
        table or a privacy screen)."""
        return self.viewer is not None

    def set_asks_may_i(self, on: bool) -> None:
        seat = self.viewer
        if seat is not None:
            self._controller.set_ask_may_i(seat, on)

    def legal_actions(self, view: GameState | None = None) -> list[Action]:
        """The viewer's legal moves now, from the engine (``view``: one just read).

        None unless the viewer is the person to act, or someone is asked May I? on the
        neutral table (their Claim and Pass, which need no hand); between rounds the
        deal of the next one, which is nobody's move."""
        v = self.view if view is None else view
        if v is None:
            return []
        if v.phase == ROUND_OVER:
            return v.legal_actions()
        c = self._controller
        seat = c.human_to_act
        if seat is None or (seat != c.viewer and seat != c.asking):
            return []
        return v.legal_actions(seat)

    def act(self, action: Action, *, checked: bool = False) -> bool:
        """The viewer's move; a refusal comes back through ``illegalMove``. A ``guard``
        (the coach's tutor) may hold it first: then False, and nothing is said (the
        guard plays it later with ``checked``)."""
        if not checked and self.guard is not None and not self.guard(action):
            return False
        self._acting += 1
        try:
            return self._controller.act(action)
        finally:
            self._acting -= 1

    def deal_next(self) -> bool:
        """Deal the next round when the engine lists that move (the round summary's
        "Next round"); False otherwise."""
        if NEXT_ROUND not in self.legal_actions():
            return False
        self._acting += 1
        try:
            self._controller.resume()
        finally:
            self._acting -= 1
        return True

    def take_screen(self) -> None:
        """The person the privacy screen named is at the screen now."""
        self._controller.take_screen()

    # ------------------------------------------------------------- signals
    def _on_events(self, events: list) -> None:
        self.eventsSeen.emit(seen_by(events, self.log_viewer))

    def _on_illegal(self, reason: str, details: dict) -> None:
        # Only this feed's own moves: a computer's refused move (its reason may name
        # its cards) is reported by the controller's aiFailed instead.
        if self._acting:
            self.illegalMove.emit(reason, details)
