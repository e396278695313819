"""Pass-and-play: who is at the screen, and whose hand the table may show.

Several people share one screen. A hand is face up only after its owner took the screen
through their privacy screen ("click when ready"), and only until another person is asked
May I? or acts. :class:`HandOver` is that state machine, plain Python with no Qt: the
controller owns one, tells it the turn as it stands (:class:`Turn`, read afresh at every
question) and reports each change it makes as ``stateChanged``.

Three states for the person to act:

- **at the screen** (``at_screen``): they took it; their hand shows.
- **waited for** (:attr:`HandOver.waiting_for`): the privacy screen is up for them;
  nobody's hand shows and their moves are refused until :meth:`HandOver.take`.
- **asked on the neutral table** (:attr:`HandOver.asking`): asked May I? about a discard,
  they answer on a table that shows no hand, or first ask to see it
  (:meth:`HandOver.request`), which puts up their privacy screen for this position only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Turn:
    """What the hand-over knows of the game, in a pass-and-play game.

    ``seat``: the person who must act now (None: nobody, e.g. a computer's turn or play
    held between rounds); ``may_i``: they are asked May I? about a discard; ``count``: the
    number of actions applied (a request to see the hand holds for this position only).
    """

    seat: int | None
    may_i: bool
    count: int


class HandOver:
    """The pass-and-play screen machine; see the module docstring.

    ``turn`` gives the turn as it stands, or None when the game is not pass-and-play
    (one person, or nobody: then nobody is waited for or asked, and the viewer is the
    controller's business). The methods that change something return True when they did.
    """

    def __init__(self, turn: Callable[[], Turn | None]) -> None:
        self._turn = turn
        # The human who took the screen through their privacy screen, until another
        # person is asked May I? (then nobody: see settle).
        self.at_screen: int | None = None
        # (seat, action count): the person asked May I? wants to see their hand first.
        self._request: tuple[int, int] | None = None

    def reset(self) -> None:
        """A new game: nobody at the screen, nothing asked for."""
        self.at_screen = None
        self._request = None

    @property
    def waiting_for(self) -> int | None:
        """The human who must act next but has not taken the screen yet.

        While this is not None no hand is shown and that human's moves are refused
        until :meth:`take`. A person asked May I? is not waited for (see
        :attr:`asking`) unless they asked to see their hand first (:meth:`request`).
        """
        turn = self._turn()
        if turn is None or turn.seat is None or turn.seat == self.at_screen:
            return None
        if turn.may_i:
            return turn.seat if self._request == (turn.seat, turn.count) else None
        return turn.seat

    @property
    def asking(self) -> int | None:
        """The human asked May I? on the neutral table, or None.

        The computer is not handed over for an offer: the person asked answers on a
        table that shows no hand (no viewer), where Claim and Pass are theirs, or first
        asks to see their hand through the privacy screen (:meth:`request`). Not the
        person at the screen: they see their hand.
        """
        turn = self._turn()
        if turn is None or not turn.may_i or turn.seat is None or turn.seat == self.at_screen:
            return None
        return None if self._request == (turn.seat, turn.count) else turn.seat

    @property
    def requested(self) -> bool:
        """The privacy screen now up was asked for by the person asked May I?."""
        seat = self.waiting_for
        turn = self._turn()
        return seat is not None and turn is not None and self._request == (seat, turn.count)

    @property
    def viewer(self) -> int | None:
        """Whose hand the table shows: the human at the screen, and nobody's while the
        screen is being passed or while someone else is asked May I? on the neutral
        table."""
        if self.waiting_for is not None or self.asking is not None:
            return None
        return self.at_screen

    def request(self) -> bool:
        """The person asked May I? wants to see their hand before answering: the privacy
        screen for them comes up (``waiting_for``); nobody's hand shows until taken."""
        seat = self.asking
        turn = self._turn()
        if seat is None or turn is None:
            return False
        self._request = (seat, turn.count)
        return True

    def cancel_request(self) -> bool:
        """Back to the neutral table from the privacy screen :meth:`request` brought up
        (the person asked answers without looking after all)."""
        if self._request is None:
            return False
        self._request = None
        return True

    def take(self) -> bool:
        """The waiting human confirms they are at the screen."""
        seat = self.waiting_for
        if seat is None:
            return False
        self.at_screen = seat
        self._request = None
        return True

    def settle(self) -> None:
        """A hand is face up only after its owner took the screen through the privacy
        screen, and only until another person is asked May I? (or acts).

        Someone other than the person at the screen is asked on the neutral table:
        whoever holds the computer now, and whoever answers there, has not shown who
        they are (the person asked, or the one who held it before, answering for
        them). Nobody is at the screen until the next person to act takes it through
        their privacy screen (``waiting_for``), even the one who was asked.
        """
        if self.asking is not None:
            self.at_screen = None

    def leave(self, seat: int) -> None:
        """``seat`` is no longer a person's (the computer plays it): not at the screen."""
        if self.at_screen == seat:
            self.at_screen = None
