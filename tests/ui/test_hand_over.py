"""The pass-and-play hand-over on its own: plain Python, fed the turn by hand.

The whole window's behaviour is pinned by test_pass_and_play.py and test_no_peeking.py;
these check the machine's states one step at a time, without Qt."""

from __future__ import annotations

import ast
import inspect

from continental_qt.ui import hand_over
from continental_qt.ui.hand_over import HandOver, Turn


class _Game:
    """The turn as a test sets it (None: not pass-and-play)."""

    def __init__(self) -> None:
        self.turn: Turn | None = Turn(0, False, 0)

    def __call__(self) -> Turn | None:
        return self.turn


def _made() -> tuple[_Game, HandOver]:
    game = _Game()
    return game, HandOver(game)


def test_a_turn_waits_for_its_person_until_they_take_the_screen():
    game, screen = _made()
    assert (screen.waiting_for, screen.asking, screen.viewer) == (0, None, None)
    assert screen.take()
    assert (screen.at_screen, screen.waiting_for, screen.viewer) == (0, None, 0)
    assert not screen.take()  # nobody waits now
    game.turn = Turn(1, False, 5)  # the next person's turn: her hand is hidden at once
    assert (screen.waiting_for, screen.viewer, screen.at_screen) == (1, None, 0)
    assert screen.take() and screen.viewer == 1


def test_nobody_to_act_shows_the_hand_of_the_person_at_the_screen():
    game, screen = _made()
    screen.take()
    game.turn = Turn(None, False, 3)  # a computer's turn, or play held
    assert (screen.waiting_for, screen.asking, screen.viewer) == (None, None, 0)


def test_may_i_is_asked_on_the_neutral_table_and_settling_clears_the_screen():
    game, screen = _made()
    screen.take()
    game.turn = Turn(2, True, 4)  # seat 2 is asked May I? about seat 0's discard
    assert (screen.asking, screen.waiting_for, screen.viewer) == (2, None, None)
    screen.settle()
    assert screen.at_screen is None and screen.viewer is None


def test_the_person_at_the_screen_asked_may_i_keeps_their_hand():
    game, screen = _made()
    screen.take()
    game.turn = Turn(0, True, 4)
    assert (screen.asking, screen.waiting_for, screen.viewer) == (None, None, 0)
    screen.settle()
    assert screen.at_screen == 0


def test_asking_to_see_the_hand_holds_for_that_position_only():
    game, screen = _made()
    game.turn = Turn(2, True, 4)
    assert not screen.requested
    assert screen.request()
    assert (screen.waiting_for, screen.asking, screen.requested) == (2, None, True)
    game.turn = Turn(3, True, 5)  # seat 2 passed; seat 3 is asked next
    assert (screen.waiting_for, screen.asking, screen.requested) == (None, 3, False)
    game.turn = Turn(2, True, 4)
    assert screen.cancel_request() and not screen.cancel_request()
    assert (screen.waiting_for, screen.asking) == (None, 2)
    assert screen.request() and screen.take()
    assert (screen.at_screen, screen.viewer, screen.requested) == (2, 2, False)


def test_nothing_is_asked_for_off_may_i_or_outside_pass_and_play():
    game, screen = _made()
    assert not screen.request()  # seat 0 is not asked May I?: nothing to ask for
    game.turn = None
    assert (screen.waiting_for, screen.asking, screen.viewer, screen.requested) == (
        None,
        None,
        None,
        False,
    )
    assert not screen.request() and not screen.take()


def test_a_seat_handed_to_the_computer_leaves_the_screen_and_reset_forgets_all():
    game, screen = _made()
    screen.take()
    screen.leave(1)
    assert screen.at_screen == 0
    screen.leave(0)
    assert screen.at_screen is None
    game.turn = Turn(2, True, 4)
    screen.request()
    screen.reset()
    assert (screen.at_screen, screen.requested, screen.asking) == (None, False, 2)


def test_the_hand_over_imports_no_qt():
    tree = ast.parse(inspect.getsource(hand_over))
    names = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    names += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert not [m for m in names if m.split(".")[0] in ("PySide6", "shiboken6")]
    assert not [m for m in names if m.endswith(("controller", "ai_seats"))]
