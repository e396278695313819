"""Every reason code the engine gives, as ``StrEnum`` members the UI words in one table.

Members compare equal to (and hash as) their strings, so code that holds a plain
``"not_your_turn"`` keeps working. ``IllegalMove`` turns its reason into a
:class:`Refusal` and a ``why`` detail into a :class:`MeldProblem`, and ``RuleProblem``
its code into a :class:`RuleCode`, so a code that is not listed here fails where it is
raised rather than reaching a player as an unknown code. ``ui/texts/`` gives every
member a sentence (a test iterates these enums).
"""

from __future__ import annotations

from enum import StrEnum


class Refusal(StrEnum):
    """Why ``GameState.apply`` refused a move (``IllegalMove.reason``)."""

    WRONG_PHASE = "wrong_phase"  # details: phase
    NOT_YOUR_TURN = "not_your_turn"
    GAME_OVER = "game_over"
    UNKNOWN_ACTION = "unknown_action"
    VIEW_IS_READ_ONLY = "view_is_read_only"
    DISCARD_EMPTY = "discard_empty"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    DUPLICATE_CARD = "duplicate_card"
    ALREADY_DOWN = "already_down"
    NOT_DOWN = "not_down"
    NO_LAY_OFF_THIS_TURN = "no_lay_off_this_turn"
    NO_SUCH_MELD = "no_such_meld"
    NO_SUCH_SEAT = "no_such_seat"
    WILD_SWAP_OFF = "wild_swap_off"
    MUST_KEEP_DISCARD = "must_keep_discard"
    MUST_MELD_OUT = "must_meld_out"
    LAST_CARD_STUCK = "last_card_stuck"
    NO_GOING_DOWN_IN_SINGLE_HAND = "no_going_down_in_single_hand"
    GO_OUT_SINGLE_HAND_ONLY = "go_out_single_hand_only"
    MUST_USE_ALL_CARDS = "must_use_all_cards"
    NOT_A_GOING_OUT_PATTERN = "not_a_going_out_pattern"
    INVALID_MELD = "invalid_meld"  # details: why (a MeldProblem)
    CANNOT_LAY_OFF = "cannot_lay_off"  # details: why
    CANNOT_SWAP = "cannot_swap"  # details: why
    CONTRACT_NOT_MET = "contract_not_met"  # details: why


class MeldProblem(StrEnum):
    """The precise reason behind a refused meld, lay-off, swap or contract (the ``why``
    detail of ``IllegalMove``, ``MeldCheck.reason``, what ``layoff_fit`` returns)."""

    # going down
    MELD_COUNT = "meld_count"
    MELD_KINDS = "meld_kinds"
    MELD_TOO_SHORT = "meld_too_short"
    PLACEMENT_NOT_POSSIBLE = "placement_not_possible"
    # swapping a wild
    NOT_A_RUN = "not_a_run"
    NOT_THE_CARD = "not_the_card"
    NO_MATCHING_WILD = "no_matching_wild"
    # meld checks (melds.check_meld)
    TOO_SHORT = "too_short"
    TOO_LONG = "too_long"
    NO_NATURAL = "no_natural"
    TOO_FEW_NATURALS = "too_few_naturals"
    TOO_MANY_WILDS = "too_many_wilds"
    MIXED_RANKS = "mixed_ranks"
    MIXED_SUITS = "mixed_suits"
    DUPLICATE_RANK = "duplicate_rank"
    DUPLICATE_CARD = "duplicate_card"
    GAP_TOO_WIDE = "gap_too_wide"
    ADJACENT_WILDS = "adjacent_wilds"
    SETS_NOT_ALLOWED = "sets_not_allowed"
    WILD_SET_ONLY_WILDS = "wild_set_only_wilds"
    BAD_KIND = "bad_kind"
    # staging (staging.staged_verdict)
    SLOT_EMPTY = "slot_empty"
    # lay-offs (melds.layoff_fit)
    WRONG_RANK = "wrong_rank"
    WRONG_SUIT = "wrong_suit"
    NO_ROOM = "no_room"
    END_NEEDED = "end_needed"
    BAD_END = "bad_end"


class RuleCode(StrEnum):
    """Why a rule set cannot be played or read (``RuleProblem.code``), and the notes a
    reader leaves about settings it dropped (``RETIRED_SETTING``)."""

    ID_MISSING = "id_missing"
    PLAYERS_RANGE = "players_range"
    TOO_MANY_PLAYERS = "too_many_players"
    PLAYER_COUNT = "player_count"
    NO_DECKS = "no_decks"
    DECK_ROW = "deck_row"
    DECK_TABLE_ORDER = "deck_table_order"
    NO_ROUNDS = "no_rounds"
    MELD_MIN_TOO_SMALL = "meld_min_too_small"
    MAX_RUN_LENGTH = "max_run_length"
    RUN_MIN_ABOVE_MAX = "run_min_above_max"
    ACE_NOWHERE = "ace_nowhere"
    MIN_NATURALS = "min_naturals"
    DEAL_GROUP = "deal_group"
    MATCH_DEALS = "match_deals"
    SETTLEMENT = "settlement"
    MAY_I_NEGATIVE = "may_i_negative"
    FINAL_DISCARD_MODE = "final_discard_mode"
    STOCK_MODE = "stock_mode"
    FIRST_DEALER_MODE = "first_dealer_mode"
    DIRECTION = "direction"
    POINTS_TABLE = "points_table"
    STOCK_LIMITS = "stock_limits"
    SINGLE_HAND_SETS = "single_hand_sets"
    NO_GOING_OUT_PATTERNS = "no_going_out_patterns"
    PATTERN_MELD_LENGTH = "pattern_meld_length"
    SINGLE_HAND_CONTRACT = "single_hand_contract"
    CARDS_DEALT = "cards_dealt"
    EMPTY_CONTRACT = "empty_contract"
    MELD_KIND = "meld_kind"
    SETS_NOT_ALLOWED = "sets_not_allowed"
    RUN_TOO_LONG = "run_too_long"
    CONTRACT_MELD_TOO_SHORT = "contract_meld_too_short"
    PATTERN_SIZE = "pattern_size"
    CONTRACT_EXCEEDS_HAND = "contract_exceeds_hand"
    NOT_ENOUGH_CARDS = "not_enough_cards"
    INVALID_RULES = "invalid_rules"
    # reading a rule set
    NOT_JSON = "not_json"
    WRONG_TYPE = "wrong_type"
    OUT_OF_RANGE = "out_of_range"
    TOO_LONG = "too_long"
    MISSING_FIELD = "missing_field"
    MALFORMED_FIELD = "malformed_field"
    UNKNOWN_FIELDS = "unknown_fields"
    WRONG_FORMAT = "wrong_format"
    NEWER_FORMAT = "newer_format"
    # a note, not a problem: a setting older versions wrote, read and dropped
    RETIRED_SETTING = "retired_setting"  # details: field, value


class SaveProblem(StrEnum):
    """Why a saved game cannot be restored (``SaveError.reason`` from the engine)."""

    NOT_AN_OBJECT = "not_an_object"
    WRONG_FORMAT = "wrong_format"
    BAD_FIELD = "bad_field"
    NEWER_FORMAT = "newer_format"
    OLDER_FORMAT = "older_format"
    BAD_RULES = "bad_rules"
    BAD_ACTION = "bad_action"
    BAD_ACTION_FIELD = "bad_action_field"
    UNKNOWN_ACTION = "unknown_action"
    TOO_LARGE = "too_large"
    ILLEGAL_ACTION = "illegal_action"
    DIGEST_MISMATCH = "digest_mismatch"
    # a game saved by an older version that the current rules would play differently
    OLDER_VERSION = "older_version"


ALL_REASONS: tuple[type[StrEnum], ...] = (Refusal, MeldProblem, RuleCode, SaveProblem)
