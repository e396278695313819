"""Hard goes down keeping cards it can shed (``arrangements.shedding_go_down``): its
arrangement is one of the hand's, legal on the live state, never leaves more stuck
points than the fewest-points arrangement, and goes out when an arrangement melds it all."""

from __future__ import annotations

from continental_qt.ai.arrangements import go_down_options, shedding_go_down
from continental_qt.ai.evaluate import fits_table
from continental_qt.ai.hard import HARD, HardPlayer
from continental_qt.ai.hints import HINT_RULES
from continental_qt.engine import GameState, GoDown, is_wild

from .positions import walk


def stuck(state: GameState, seat: int, down: GoDown) -> int:
    """Penalty points left on cards nothing on the table takes once ``down`` is played on
    a copy of the live state, the dearest one (this turn's discard) not counted."""
    rules = state.rules
    used = {u for m in down.melds for u in m.cards}
    left = [c for c in state.hands[seat] if c.uid not in used]
    after = state.clone()
    after.apply(down)
    points = sorted(rules.points[c.rank] for c in left if not fits_table(c, after))
    return sum(points[:-1])


def on_table(down: GoDown, wilds: set[int]) -> int:
    """How many of ``wilds`` (uids) ``down`` puts on the table."""
    return sum(u in wilds for m in down.melds for u in m.cards)


def go_down_positions(preset: str, players: int, seeds: range):
    for seed in seeds:
        for state, kind in walk(preset, players, seed):
            if kind == "go_down":
                yield seed, state.clone()


def holdable(view: GameState, seat: int, down: GoDown) -> bool:
    """Whether the rules let ``seat`` keep what ``down`` leaves in hand."""
    left = len(view.hands[seat]) - sum(len(m.cards) for m in down.melds)
    return view.may_hold_after_melding(seat, left)


def chosen_in_four_player_games():
    """(seed, live state, seat, the seat's options, the rule's choice) at every going
    down of seeded four-player ``may-i`` games between mediums."""
    for seed, state in go_down_positions("may-i", 4, range(1, 9)):
        seat = state.to_act
        view = state.view(seat)
        yield seed, state, seat, go_down_options(view, seat), shedding_go_down(view, seat)


def test_never_more_stuck_than_the_fewest_points_and_sometimes_fewer():
    differs = 0
    for seed, state, seat, options, chosen in chosen_in_four_player_games():
        assert chosen in options, seed
        fewest = options[0]
        if not holdable(state, seat, fewest):
            continue
        assert stuck(state, seat, chosen) <= stuck(state, seat, fewest), seed
        if chosen != fewest:
            differs += 1
    assert differs >= 3  # the rule changes the choice in real games


def test_wilds_stay_in_hand_when_the_stuck_points_tie():
    seen = 0
    for seed, state, seat, options, chosen in chosen_in_four_player_games():
        assert chosen is not None
        wilds = {c.uid for c in state.hands[seat] if is_wild(c, state.rules)}
        for other in options:
            if not holdable(state, seat, other):
                continue
            if stuck(state, seat, other) == stuck(state, seat, chosen):
                assert on_table(chosen, wilds) <= on_table(other, wilds), seed
                seen += 1
    assert seen


def test_an_arrangement_melding_the_whole_hand_goes_out():
    # may-i, 3 players, deal 19: one arrangement melds every card (no discard needed).
    for _seed, state in go_down_positions("may-i", 3, range(19, 20)):
        seat = state.to_act
        view = state.view(seat)
        if not any(
            sum(len(m.cards) for m in d.melds) == len(view.hands[seat])
            for d in go_down_options(view, seat)
        ):
            continue
        chosen = shedding_go_down(view, seat)
        assert chosen is not None
        state.apply(chosen)
        assert not state.hands[seat]  # the round is over: it went out
        return
    raise AssertionError("the position melding the whole hand was not found")


def test_hard_goes_down_to_shed_and_hints_keep_the_measured_rule():
    assert HARD.go_down_to_shed and HardPlayer(1).profile.go_down_to_shed
    assert not HINT_RULES.go_down_to_shed
    assert HINT_RULES == HARD.__class__(**{**HARD.__dict__, "go_down_to_shed": False})
