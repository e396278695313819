"""A saved game played back: the table at move *n*, as one seat saw it.

:class:`ReplayFeed` is a :class:`~.feed.Feed` over a game's recorded moves (its seed
and actions, as a save holds them), with no controller and no window. It shows the
position after the first ``position`` moves as one seat may see it, as a spectator
(no hand), or, for a finished game only, with every hand face up. It takes no moves:
``legal_actions`` is empty and ``act`` refuses.

Stepping one move forward reports that move's events (``eventsSeen``, as the viewer
may see them) before ``stateChanged``, so a table animates it as it did in play; any
other jump, and a change of viewer, starts afresh (``gameStarted``, then
``stateChanged``), as opening a game does; ``round_events`` gives what a log shows
of the round so far. Positions are rebuilt from a checkpoint
every ``CHECKPOINT`` moves, so a jump costs at most that many moves.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from ...engine.actions import NextRound
from ...engine.errors import IllegalMove
from ...engine.events import Event, seen_by
from ...engine.state import GameState
from ...storage.saves import SavedGame
from ..texts import seat_name
from .feed import Feed

CHECKPOINT = 16  # moves between kept positions


class ReplayError(ValueError):
    """The recorded moves do not replay (``index``: the first one refused)."""

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(f"move {index} refused: {reason}")
        self.index = index
        self.reason = reason


class ReplayFeed(Feed):
    """``game``'s moves from its deal on; see the module docstring.

    ``game``: a game with its moves (a restored save's state, not a view); ``names``
    and ``kinds`` (``"human"`` or a computer level) by seat; ``seat``: whose view to
    show first (None: a spectator's). Starts at the game's last move."""

    positionChanged = Signal(int)  # the number of moves now shown

    def __init__(
        self,
        game: GameState,
        names: Sequence[str],
        kinds: Sequence[str] = (),
        seat: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        actions = game.actions
        if actions is None:
            raise ValueError("a view holds no moves to replay")
        if len(names) != game.n or (kinds and len(kinds) != game.n):
            raise ValueError("one name and one kind per seat")
        self._check_seat(seat, game.n)
        self._actions = list(actions)
        self._names = list(names)
        self._kinds = list(kinds) or ["human"] * game.n
        self._finished = game.is_over
        start = GameState(game.rules, game.n, game.seed)
        self._checkpoints = [start.clone()]  # the position after 0, K, 2K, … moves
        self._state = start
        self._position = 0
        self._seat = seat
        self._face_up = False
        self._go(len(self._actions))

    # ------------------------------------------------------------- seeing
    @property
    def view(self) -> GameState:
        s = self._state
        return s.open_view() if self._face_up else s.view(self._seat)

    @property
    def viewer(self) -> int | None:
        return None if self._face_up else self._seat

    @property
    def face_up(self) -> bool:
        return self._face_up

    @property
    def names(self) -> list[str]:
        return self._names[:]

    def seat_kind(self, seat: int) -> str:
        return self._kinds[seat] if 0 <= seat < len(self._kinds) else "human"

    # ------------------------------------------------------------- moving
    @property
    def position(self) -> int:
        """How many of the game's moves the view has seen played."""
        return self._position

    @property
    def length(self) -> int:
        """How many moves the game has (the last position)."""
        return len(self._actions)

    @property
    def finished(self) -> bool:
        """The game was played to its end (every hand may be shown face up)."""
        return self._finished

    def seek(self, position: int) -> None:
        """Show the game after ``position`` moves (kept between 0 and ``length``)."""
        position = max(0, min(position, self.length))
        if position == self._position:
            return
        one_step = position == self._position + 1
        events = self._go(position)
        if one_step:
            self.eventsSeen.emit(seen_by(events, self.log_viewer))
        else:
            self.gameStarted.emit()
        self.stateChanged.emit()
        self.positionChanged.emit(position)

    def step(self, moves: int = 1) -> None:
        """``moves`` forward (negative: back)."""
        self.seek(self._position + moves)

    def show_as(self, seat: int | None) -> None:
        """Show the game as ``seat`` saw it (None: a spectator, no hand face up)."""
        self._check_seat(seat, len(self._names))
        if seat == self._seat and not self._face_up:
            return
        self._seat, self._face_up = seat, False
        self._restart_screen()

    def show_face_up(self) -> bool:
        """Every hand face up; only for a finished game (False otherwise, unchanged)."""
        if not self._finished:
            return False
        if not self._face_up:
            self._face_up = True
            self._restart_screen()
        return True

    def round_events(self) -> list[Event]:
        """The events of the round now shown, from its deal up to this position, as the
        viewer may see them: what a log shows again after a jump."""
        start = 0
        for index in range(self._position - 1, -1, -1):
            if type(self._actions[index]) is NextRound:
                start = index  # the move that dealt this round
                break
        index = min(start // CHECKPOINT, len(self._checkpoints) - 1)
        state = self._checkpoints[index].clone()
        for action in self._actions[index * CHECKPOINT : start]:
            state.apply(action)
        events = state.start_events() if start == 0 else []
        for action in self._actions[start : self._position]:
            events.extend(state.apply(action))
        return seen_by(events, self.log_viewer)

    def _restart_screen(self) -> None:
        self.gameStarted.emit()
        self.stateChanged.emit()

    @staticmethod
    def _check_seat(seat: int | None, players: int) -> None:
        if seat is not None and not 0 <= seat < players:
            raise ValueError(f"no seat {seat}")

    def _go(self, position: int) -> list[Event]:
        """Make ``_state`` the position after ``position`` moves; the events of the last
        move played to get there (none when nothing was played)."""
        here = self._position
        if position < here or position >= here + CHECKPOINT:
            index = min(position // CHECKPOINT, len(self._checkpoints) - 1)
            if not index * CHECKPOINT <= here <= position:
                self._state = self._checkpoints[index].clone()
                here = index * CHECKPOINT
        events: list[Event] = []
        state = self._state
        while here < position:
            try:
                events = state.apply(self._actions[here])
            except IllegalMove as exc:
                raise ReplayError(here, exc.reason) from None
            here += 1
            if here % CHECKPOINT == 0 and here // CHECKPOINT == len(self._checkpoints):
                self._checkpoints.append(state.clone())
        self._position = position
        return events


def replay_of(
    game: SavedGame, seat: int | None = None, parent: QObject | None = None
) -> ReplayFeed:
    """A replay of a loaded save, its seats named as the table named them in play."""
    seats = game.seats
    alone = sum(s.is_human for s in seats) <= 1
    names = [seat_name(s.name, i, s.is_human, alone) for i, s in enumerate(seats)]
    return ReplayFeed(game.state, names, [s.kind for s in seats], seat, parent)
