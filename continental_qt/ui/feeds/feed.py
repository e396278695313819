"""The one door from the widgets to a game: what a screen may show and do.

The table, the top bar, the prompt, the log, the score sheet, the privacy screen and
the end-of-round and end-of-game screens depend on :class:`Feed` only, never on a
controller or a live ``GameState``. Two feeds exist:

- :class:`~.live.LiveFeed`, the game being played (bound to the controller): the
  viewer's view, their legal moves from the engine, ``act``, the pass-and-play
  hand-over;
- :class:`~.replay.ReplayFeed`, a saved game at move *n* as one seat, a spectator,
  or with every hand face up: nothing to act on.

Contract of every feed:

- ``view`` is a ``GameState`` view (``is_view`` True) or None: a hand the viewer may
  not see holds ``HIDDEN`` cards, so nothing built from it can show one. A new object
  at every read: keep it for one layout, never across a signal.
- ``legal_actions()`` is the only source of what a control may do; a feed that takes
  no moves lists none (and ``act`` refuses through ``illegalMove``).
- Signals are emitted on the GUI thread, ``gameStarted`` before the first
  ``stateChanged`` of a game, ``eventsSeen`` before the ``stateChanged`` of the move
  that made them.

The defaults here are those of a feed nobody plays on (a replay): one person at the
screen, no privacy screen, no moves.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...engine.actions import Action
from ...engine.state import GameState


class Feed(QObject):
    """What a screen may show of one game and do in it; see the module docstring."""

    gameStarted = Signal()  # another game (or the first one): forget the last one's
    stateChanged = Signal()  # ``view`` may have changed: read it again
    eventsSeen = Signal(list)  # list[Event] as this screen may show them, in order
    illegalMove = Signal(str, dict)  # a refusal of this feed's own act(), in codes
    aiThinking = Signal(int, bool)  # seat, thinking?
    aiFailed = Signal(int, str)  # seat, message: a computer player could not move
    aiRestarted = Signal(int, str)  # seat, how its worker died (asked again)

    # ------------------------------------------------------------- seeing
    @property
    def view(self) -> GameState | None:
        """The game as this screen may show it, or None with no game."""
        return None

    @property
    def viewer(self) -> int | None:
        """Whose hand the table shows as theirs (None: nobody's)."""
        return None

    @property
    def face_up(self) -> bool:
        """Every hand in ``view`` is face up (a finished game's replay)."""
        return False

    @property
    def log_viewer(self) -> int | None:
        """Whose private cards the log and the table's banners may name."""
        return self.viewer

    @property
    def names(self) -> list[str]:
        """The seats' names as the table says them."""
        return []

    def seat_kind(self, seat: int) -> str:
        """``"human"`` or the computer's level playing ``seat``."""
        return "human"

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seat_kind(seat) == "human"

    @property
    def at_screen(self) -> int | None:
        """The person at the screen (the game-over screen's "you", who may leave)."""
        return self.viewer

    # ---------------------------------------------------- pass-and-play
    @property
    def pass_and_play(self) -> bool:
        """Several people share this screen: hands hide between their turns."""
        return False

    @property
    def waiting_for(self) -> int | None:
        """The person the privacy screen waits for, or None."""
        return None

    @property
    def asking(self) -> int | None:
        """The person asked May I? on the neutral table (no hand shown), or None."""
        return None

    @property
    def screen_requested(self) -> bool:
        """The privacy screen now up was asked for by the person asked May I?."""
        return False

    def request_screen(self) -> None:
        """The person asked May I? wants to see their hand first."""

    def cancel_screen_request(self) -> None:
        """Back to the neutral table: the person asked answers without looking."""

    def take_screen(self) -> None:
        """The person the privacy screen named is at the screen now."""

    # ------------------------------------------------------------- acting
    @property
    def asks_may_i(self) -> bool:
        """Whether the viewer is asked about passed discards (Game menu)."""
        return True

    @property
    def can_set_asks_may_i(self) -> bool:
        """Whether ``set_asks_may_i`` means anything now (a viewer who plays)."""
        return False

    def set_asks_may_i(self, on: bool) -> None:
        """The viewer's "Ask me about May I?" setting."""

    def legal_actions(self, view: GameState | None = None) -> list[Action]:
        """The viewer's legal moves now, from the engine (``view``: one just read)."""
        return []

    def act(self, action: Action) -> bool:
        """The viewer's move; a refusal comes back through ``illegalMove``."""
        self.illegalMove.emit("not_your_turn", {})
        return False

    def deal_next(self) -> bool:
        """Deal the next round when the engine lists that move; False otherwise."""
        return False
