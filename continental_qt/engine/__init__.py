"""The rules engine: pure Python (standard library only), never imports Qt.

Public API used by the UI, the AI, tests and tools.
"""

from __future__ import annotations

from .actions import (
    NEXT_ROUND,
    Action,
    Claim,
    Discard,
    DrawStock,
    GoDown,
    GoOut,
    LayOff,
    Leave,
    MeldSpec,
    NextRound,
    Pass,
    SwapWild,
    TakeDiscard,
    action_from_json,
    action_to_json,
)
from .cards import Card, DealRandom, format_cards, parse_cards
from .errors import IllegalMove, RuleProblem, RuleSetError, SaveError
from .events import EventKind, Phase
from .melds import MeldCheck, Placement, TableMeld, check_meld, is_wild
from .presets import (
    HOUSE_RULES,
    PRESET_IDS,
    all_presets,
    get_preset,
    with_house_rule,
    with_jokers_per_deck,
)
from .reasons import MeldProblem, Refusal, RuleCode, SaveProblem
from .rules import RUN, SET, DeckRow, MeldReq, Round, RuleSet, Settlement
from .save import SAVE_FORMAT, SAVE_VERSION, restore_game, save_game
from .scoring import hand_points
from .solver import Arrangement, SolvedMeld, distance_to_contract, find_contract
from .state import (
    DRAW,
    FIRST_REFUSAL,
    GAME_OVER,
    HIDDEN,
    MAY_I,
    PLAY,
    ROUND_OVER,
    Event,
    GameState,
)

__all__ = [
    "Action", "Arrangement", "Card", "Claim", "DRAW", "DealRandom", "DeckRow", "Discard",
    "DrawStock", "Event", "EventKind", "FIRST_REFUSAL", "GAME_OVER", "GameState", "GoDown",
    "GoOut", "HIDDEN", "HOUSE_RULES", "IllegalMove", "LayOff", "Leave", "MAY_I", "MeldCheck",
    "MeldProblem", "MeldReq", "MeldSpec", "NEXT_ROUND", "NextRound", "PLAY", "PRESET_IDS",
    "Pass", "Phase", "Placement", "ROUND_OVER", "RUN", "Refusal", "Round", "RuleCode",
    "RuleProblem", "RuleSet", "RuleSetError", "SAVE_FORMAT", "SAVE_VERSION", "SET", "SaveError",
    "SaveProblem", "Settlement", "SolvedMeld",
    "SwapWild", "TableMeld", "TakeDiscard", "action_from_json", "action_to_json", "all_presets",
    "check_meld", "distance_to_contract", "find_contract", "format_cards", "get_preset",
    "hand_points", "is_wild", "parse_cards", "restore_game", "save_game", "with_house_rule",
    "with_jokers_per_deck",
]  # fmt: skip
