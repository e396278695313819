"""Invariants over thousands of simulated games in every preset and player count."""

from __future__ import annotations

import random

import pytest

from continental_qt.engine import (
    NEXT_ROUND,
    PRESET_IDS,
    ROUND_OVER,
    GameState,
    check_meld,
    get_preset,
    restore_game,
    save_game,
)
from continental_qt.engine.cards import build_shoe
from continental_qt.engine.melds import is_wild, pos_rank
from continental_qt.engine.rules import RUN
from continental_qt.engine.save import state_digest

from .playout import QuickPlayer

#: Games per preset/player-count configuration (54 configurations). The default run plays a
#: few of each; the ``slow`` run (CI) plays over 2,000 games in all.
QUICK_GAMES_PER_CONFIG = 3
GAMES_PER_CONFIG = 38


def configs() -> list[tuple[str, int]]:
    out = []
    for pid in PRESET_IDS:
        rules = get_preset(pid)
        out.extend((pid, n) for n in range(rules.min_players, rules.max_players + 1))
    return out


def check_table_meld(meld, rules) -> None:
    check = check_meld(meld.cards, meld.kind, rules, min_length=1)
    assert check.ok, (meld.to_dict(), check.reason)
    if meld.kind == RUN:
        assert meld.positions == list(range(meld.positions[0], meld.positions[-1] + 1))
        assert len(meld.cards) <= 13
        for c, pos, wild in zip(meld.cards, meld.positions, meld.wild, strict=True):
            if not wild:
                assert c.suit == meld.suit and c.rank == pos_rank(pos), meld.to_dict()
            else:
                assert is_wild(c, rules)
        if rules.wilds_not_more_than_naturals:
            assert meld.wild.count(True) <= meld.wild.count(False)
        if rules.no_adjacent_wilds_in_runs:
            assert not any(a and b for a, b in zip(meld.wild, meld.wild[1:]))
    else:
        if meld.rank:
            assert all(c.rank == meld.rank or w for c, w in zip(meld.cards, meld.wild))
            if rules.wilds_not_more_than_naturals:
                assert meld.wild.count(True) <= meld.wild.count(False)
        else:
            assert rules.wild_only_sets and all(is_wild(c, rules) for c in meld.cards)


def all_cards(state: GameState) -> list[int]:
    uids = [c.uid for h in state.hands for c in h]
    uids += [c.uid for c in state.stock] + [c.uid for c in state.discard]
    uids += [c.uid for m in state.melds for c in m.cards]
    return uids


def shoe_for(state: GameState) -> frozenset[int]:
    row = state.rules.deck_row(len(state.active_seats()))
    return frozenset(c.uid for c in build_shoe(row.decks, row.jokers))


def changed_melds(events) -> set[int]:
    out: set[int] = set()
    for e in events:
        if e.kind == "went_down":
            out.update(e.data["melds"])
        elif e.kind == "laid_off":
            out.add(e.data["meld"])
        elif e.kind == "swapped_wild":
            out.update((e.data["meld"], e.data["target"]))
    return out


HAND_DELTA = {"drew_stock": 1, "took_discard": 1, "laid_off": -1, "swapped_wild": -1}


def expected_hand_sizes(sizes: list[int], events, state: GameState) -> list[int]:
    sizes = sizes[:]
    for e in events:
        if e.kind == "round_started":
            dealt = state.rules.round(e.data["round"]).cards_dealt
            sizes = [0 if state.left[s] else dealt for s in range(state.n)]
        elif e.kind in HAND_DELTA:
            sizes[e.seat] += HAND_DELTA[e.kind]
        elif e.kind == "bought":
            sizes[e.seat] += 1 + len(e.data["penalty"])
        elif e.kind == "went_down":
            sizes[e.seat] -= sum(e.data["sizes"])
        elif e.kind == "discarded":
            sizes[e.seat] -= 1
        elif e.kind == "left":
            sizes[e.seat] = 0
    return sizes


def play_checked(pid: str, n: int, seed: int, save_at: int | None = None) -> GameState:
    rules = get_preset(pid)
    state = GameState(rules, n, seed)
    bots = [QuickPlayer(seed * 31 + s) for s in range(n)]
    shoe = shoe_for(state)
    round_number = state.round_number
    sizes = [len(h) for h in state.hands]
    steps = 0
    saved = None
    while not state.is_over:
        seat = state.to_act
        if state.phase == ROUND_OVER:
            # Between rounds the table stays as the round ended until the deal, which
            # is nobody's turn and the only legal move.
            assert seat is None and state.legal_actions() == [NEXT_ROUND]
            assert state.end_events()[0].data["round"] == state.round_number
            action = NEXT_ROUND
        else:
            view = state.view(seat)
            # The view hides every other hand and the stock, and cannot recreate the deal.
            assert view.seed is None and view.actions is None
            assert not any(any(h) for s, h in enumerate(view.hands) if s != seat)
            assert not any(view.stock) and len(view.stock) == len(state.stock)
            assert view.hands[seat] == state.hands[seat]
            action = bots[seat].choose(view)
        events = state.apply(action)
        steps += 1
        assert steps < 100_000, "game did not end"
        round_ended = any(e.kind == "round_ended" for e in events)
        if round_ended and not state.is_over:
            assert state.phase == ROUND_OVER and events[-1].kind == "round_ended"
            assert state.round_number == round_number  # nothing dealt yet
        if state.is_over:
            break
        if action is NEXT_ROUND:
            assert [e.kind for e in events] == ["round_started"]
            assert events == state.start_events()
            shoe = shoe_for(state)
            round_number = state.round_number
            sizes = [len(h) for h in state.hands]
        elif round_ended:
            pass  # the hands stay as the round left them
        else:
            sizes = expected_hand_sizes(sizes, events, state)
            assert sizes == [len(h) for h in state.hands], (pid, n, seed, steps, events)
        # No card created or lost, none duplicated.
        uids = all_cards(state)
        assert len(uids) == len(shoe) and set(uids) == shoe
        # Every meld that changed is valid (the others were checked when they changed).
        if not round_ended:
            for meld_id in changed_melds(events):
                check_table_meld(state.meld_by_id(meld_id), rules)
        if save_at is not None and steps == save_at:
            saved = (save_game(state), state_digest(state), state.clone(), bots)
    # Scores add up.
    for s in state.active_seats():
        assert state.totals[s] == sum(r[s] or 0 for r in state.round_scores)
    if rules.single_hand:
        for r in state.round_scores:
            assert sum(x for x in r if x is not None) == 0
    if saved is not None:
        doc, digest, _snapshot, _ = saved
        restored = restore_game(doc)
        assert state_digest(restored) == digest
    return state


@pytest.mark.parametrize(("pid", "n"), configs())
def test_random_games_keep_invariants(pid: str, n: int) -> None:
    for g in range(QUICK_GAMES_PER_CONFIG):
        state = play_checked(pid, n, seed=1000 * n + g)
        assert state.is_over


@pytest.mark.slow
@pytest.mark.parametrize(("pid", "n"), configs())
def test_random_games_keep_invariants_long(pid: str, n: int) -> None:
    for g in range(QUICK_GAMES_PER_CONFIG, GAMES_PER_CONFIG):
        state = play_checked(pid, n, seed=1000 * n + g)
        assert state.is_over


@pytest.mark.parametrize("pid", PRESET_IDS)
def test_save_at_random_step_continues_identically(pid: str) -> None:
    rules = get_preset(pid)
    rng = random.Random(pid)
    for _ in range(4):
        n = rng.randint(rules.min_players, rules.max_players)
        seed = rng.randrange(10**6)
        # Play once to learn the length, then replay, saving at a random step.
        state = GameState(rules, n, seed)
        bots = [QuickPlayer(seed * 31 + s) for s in range(n)]
        actions = []
        while not state.is_over:
            if state.phase == ROUND_OVER:
                a = NEXT_ROUND
            else:
                a = bots[state.to_act].choose(state.view(state.to_act))
            state.apply(a)
            actions.append(a)
        cut = rng.randrange(len(actions))
        first = GameState(rules, n, seed)
        for a in actions[:cut]:
            first.apply(a)
        restored = restore_game(save_game(first))
        for a in actions[cut:]:
            ev1 = first.apply(a)
            ev2 = restored.apply(a)
            assert ev1 == ev2
        assert state_digest(restored) == state_digest(state)
        assert restored.totals == state.totals and restored.winners == state.winners
