"""What a finished game leaves for the statistics: plain data, built from a GameState."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field

from ..engine.state import GameState
from .seats import Seat


@dataclass(frozen=True)
class RoundRecord:
    number: int  # 1-based
    contract: (
        str  # e.g. "S3 R4" (kind letter + minimum length per meld); "" in the single-hand game
    )
    scores: tuple[int | None, ...]  # per seat; None for a seat that had left
    winner: int | None  # the seat that went out, None if the stock ran out


@dataclass(frozen=True)
class GameRecord:
    """One game, finished or abandoned, ready to be stored."""

    preset_id: str
    rules_name: str
    seed: int
    seats: tuple[Seat, ...]
    rounds: tuple[RoundRecord, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]  # empty while unfinished
    finished: bool
    high_wins: bool = False  # the single-hand game: the highest total wins
    played_at: str = field(
        default_factory=lambda: _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")
    )
    game_id: str = ""  # stable id of the game (same for each of its rounds), set by the caller
    coach_help: int = 0  # what the coach was asked in the game (hints, options, undos…)


def contract_code(state: GameState, round_number: int) -> str:
    rules = state.rules
    if rules.single_hand:
        return ""
    reqs = rules.round(round_number).contract
    return " ".join(f"{'S' if r.kind == 'set' else 'R'}{r.min_length}" for r in reqs)


def game_record(
    state: GameState,
    preset_id: str,
    seats: tuple[Seat, ...],
    round_winners: list[int | None],
    game_id: str = "",
    coach_help: int = 0,
) -> GameRecord:
    """The record of ``state`` so far. ``round_winners[i]`` is who went out in round i+1
    (the controller collects them from ``round_ended`` events)."""
    rounds = []
    for i, scores in enumerate(state.round_scores):
        number = 1 if state.rules.single_hand else i + 1
        winner = round_winners[i] if i < len(round_winners) else None
        rounds.append(RoundRecord(i + 1, contract_code(state, number), tuple(scores), winner))
    return GameRecord(
        preset_id=preset_id,
        rules_name=state.rules.name,
        seed=state.seed,
        seats=seats,
        rounds=tuple(rounds),
        totals=tuple(state.totals),
        winners=tuple(state.winners) if state.is_over else (),
        finished=state.is_over,
        high_wins=state.rules.single_hand,
        game_id=game_id,
        coach_help=coach_help,
    )
