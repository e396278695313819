"""The rules engine: pure Python (standard library only), never imports Qt.

Public API used by the UI, the AI, tests and tools.
"""

from __future__ import annotations

from .actions import (
    Action,
    Claim,
    Discard,
    DrawStock,
    GoDown,
    GoOut,
    LayOff,
    Leave,
    MeldSpec,
    Pass,
    SwapWild,
    TakeDiscard,
    action_from_json,
    action_to_json,
)
from .cards import Card, DealRandom, format_cards, parse_cards
from .errors import IllegalMove, RuleProblem, RuleSetError, SaveError
from .melds import MeldCheck, Placement, TableMeld, check_meld, is_wild
from .presets import (
    HOUSE_RULES,
    PRESET_IDS,
    all_presets,
    get_preset,
    with_house_rule,
    with_jokers_per_deck,
)
from .rules import RUN, SET, DeckRow, MeldReq, Round, RuleSet, Settlement
from .save import SAVE_FORMAT, SAVE_VERSION, restore_game, save_game
from .scoring import hand_points
from .solver import Arrangement, SolvedMeld, distance_to_contract, find_contract
from .state import DRAW, FIRST_REFUSAL, GAME_OVER, HIDDEN, MAY_I, PLAY, Event, GameState

__all__ = [
    "Action", "Arrangement", "Card", "Claim", "DRAW", "DealRandom", "DeckRow", "Discard",
    "DrawStock", "Event", "FIRST_REFUSAL", "GAME_OVER", "GameState", "GoDown", "GoOut", "HIDDEN",
    "HOUSE_RULES", "IllegalMove", "LayOff", "Leave", "MAY_I", "MeldCheck", "MeldReq", "MeldSpec",
    "PLAY", "PRESET_IDS", "Pass", "Placement", "RUN", "Round", "RuleProblem", "RuleSet",
    "RuleSetError", "SAVE_FORMAT", "SAVE_VERSION", "SET", "SaveError", "Settlement", "SolvedMeld",
    "SwapWild", "TableMeld", "TakeDiscard", "action_from_json", "action_to_json", "all_presets",
    "check_meld", "distance_to_contract", "find_contract", "format_cards", "get_preset",
    "hand_points", "is_wild", "parse_cards", "restore_game", "save_game", "with_house_rule",
    "with_jokers_per_deck",
]  # fmt: skip
