"""The replay feed: a saved game at move n, as a seat, a spectator, or face up.

The whole table (the ``TableView`` with its hand model and staging) is built on the
feed from a saved file, with no controller and no window, and stepped back and forth;
what it shows is checked against an independent replay of the same moves."""

from __future__ import annotations

import pytest

from continental_qt.ai.registry import make_ai
from continental_qt.engine.events import HIDDEN, ROUND_OVER
from continental_qt.engine.presets import get_preset
from continental_qt.engine.state import GameState
from continental_qt.storage.saves import load_file, save_file
from continental_qt.storage.seats import Seat
from continental_qt.ui.feeds.replay import CHECKPOINT, ReplayFeed, replay_of
from continental_qt.ui.table.card_art import CardPixmaps
from continental_qt.ui.table.hand_row import HandRow, Staging
from continental_qt.ui.table.table_view import TableView

SEATS = (Seat("Ana", "human"), Seat("Bruno", "easy"), Seat("Carmen", "medium"))


def _played(preset: str, seed: int, moves: int | None = None) -> GameState:
    """A game of three easy players, to its end or ``moves`` moves."""
    state = GameState(get_preset(preset), 3, seed)
    bots = [make_ai("easy", seed * 10 + s) for s in range(3)]
    while not state.is_over and (moves is None or len(state.actions) < moves):
        seat = state.to_act
        if seat is None:
            state.apply(state.legal_actions()[0])  # the deal of the next round
        else:
            state.apply(bots[seat].choose(state.view(seat)))
    return state


def _saved(tmp_path, state: GameState, preset: str):
    path = tmp_path / "game.continental"
    save_file(path, state, preset, SEATS, "instant")
    return load_file(path)


def _at(game: GameState, moves: int) -> GameState:
    """``game`` after its first ``moves`` moves, replayed independently of the feed."""
    state = GameState(game.rules, game.n, game.seed)
    for action in game.actions[:moves]:
        state.apply(action)
    return state


@pytest.fixture
def table(qtbot, tmp_path):
    def build(preset: str = "may-i", seed: int = 4, moves: int | None = None, seat=0):
        game = _played(preset, seed, moves)
        feed = replay_of(_saved(tmp_path, game, preset), seat)
        view = TableView(feed, HandRow(), Staging(), CardPixmaps())
        qtbot.addWidget(view)
        view.anim_ms = 0
        view.resize(1100, 700)
        view.show()
        qtbot.waitExposed(view)
        return game, feed, view

    return build


def _shows(view: TableView, truth: GameState, seat: int | None) -> None:
    """The table shows ``truth`` as ``seat`` may see it, and no card more."""
    face_up = set(view.cards)
    own = {c.uid for c in truth.hand(seat)} if seat is not None else set()
    assert sorted(view.hand.uids()) == sorted(own)
    for other in range(truth.n):
        if other != seat:
            assert not face_up & {c.uid for c in truth.hand(other)}, other
    assert not face_up & {c.uid for c in truth.stock}
    on_table = {c.uid for m in truth.melds for c in m.cards}
    assert on_table <= face_up
    if truth.discard:
        assert truth.discard[-1].uid in face_up
    for s, plate in view.plates.items():
        assert plate.cards == len(truth.hand(s))


def test_the_table_steps_through_a_saved_game_back_and_forth(qtbot, table):
    game, feed, view = table(moves=150)
    assert feed.length == len(game.actions) == 150 and feed.position == 150
    _shows(view, game, 0)
    for position in (0, 1, 2, 40, 39, CHECKPOINT, CHECKPOINT * 3 + 5, 149, 17, 150, 0):
        feed.seek(position)
        assert feed.position == position
        _shows(view, _at(game, position), 0)
    assert feed.view.is_view and feed.view.viewer == 0


def test_a_step_forward_shows_that_move_and_a_jump_starts_afresh(qtbot, table):
    game, feed, view = table(moves=80)
    feed.seek(30)
    seen: list[list] = []
    started: list[int] = []
    feed.eventsSeen.connect(seen.append)
    feed.gameStarted.connect(lambda: started.append(feed.position))
    feed.step()
    assert len(seen) == 1 and seen[0] and not started
    truth = _at(game, 30)
    assert [e.kind for e in seen[0]] == [e.kind for e in truth.apply(game.actions[30])]
    feed.step(-1)
    assert started == [30] and len(seen) == 1
    feed.seek(-5)
    assert feed.position == 0
    feed.seek(10_000)
    assert feed.position == 80


def test_another_seats_drawn_card_stays_hidden_in_the_events(qtbot, table):
    game, feed, view = table(moves=60)
    feed.seek(0)
    events = []
    feed.eventsSeen.connect(events.extend)
    for _ in range(60):
        feed.step()
    drawn = [e for e in events if e.kind == "drew_stock" and e.seat != 0]
    assert drawn and all(e.data["card"] is HIDDEN for e in drawn)
    assert any(e.data["card"] is not HIDDEN for e in events if e.kind == "drew_stock")


def test_a_spectator_sees_no_hand_and_another_seat_sees_its_own(qtbot, table):
    game, feed, view = table(moves=120)
    truth = _at(game, 120)
    feed.show_as(None)
    assert feed.viewer is None and view.viewer is None
    _shows(view, truth, None)
    feed.show_as(2)
    _shows(view, truth, 2)
    with pytest.raises(ValueError):
        feed.show_as(3)


def test_every_hand_face_up_only_for_a_finished_game(qtbot, table, tmp_path):
    game, feed, view = table(moves=60)
    assert not feed.finished and not feed.show_face_up()
    assert feed.view.hand(1)[0] is HIDDEN

    game, feed, view = table("continental-15", seed=6)
    assert feed.finished and feed.view.is_over
    feed.seek(feed.length // 2)
    assert feed.show_face_up() and feed.face_up and feed.viewer is None
    truth = _at(game, feed.length // 2)
    v = feed.view
    assert v.is_view and all(v.hand(s) == truth.hand(s) for s in range(3))
    assert all(c is HIDDEN for c in v.stock) and v.seed is None and v.actions is None
    feed.show_as(1)
    assert not feed.face_up and feed.view.hand(0)[0] is HIDDEN


def test_a_replay_takes_no_move(qtbot, table):
    game, feed, view = table(moves=40)
    refused: list[str] = []
    feed.illegalMove.connect(lambda reason, _details: refused.append(reason))
    feed.seek(12)
    view_now = feed.view
    legal = view_now.legal_actions(view_now.to_act) if view_now.to_act == 0 else []
    assert feed.legal_actions() == []
    if legal:
        assert not feed.act(legal[0])
    assert not feed.act(game.actions[12])
    assert refused and feed.position == 12
    assert not feed.deal_next()


def test_round_over_positions_show_the_round_as_it_ended(qtbot, table):
    game, feed, view = table(seed=9)
    ends = []
    for n in range(feed.length + 1):
        if _at_phase(game, n) == ROUND_OVER:
            ends.append(n)
            if len(ends) == 2:
                break
    assert ends
    feed.seek(ends[0])
    v = feed.view
    assert v.phase == ROUND_OVER and v.end_events()
    _shows(view, _at(game, ends[0]), 0)


def _at_phase(game: GameState, n: int) -> str:
    return _at(game, n).phase


def test_a_view_or_a_bad_seat_cannot_be_replayed():
    game = _played("may-i", 3, 20)
    names = ["A", "B", "C"]
    with pytest.raises(ValueError):
        ReplayFeed(game.view(0), names)
    with pytest.raises(ValueError):
        ReplayFeed(game, names[:2])
    with pytest.raises(ValueError):
        ReplayFeed(game, names, seat=5)
