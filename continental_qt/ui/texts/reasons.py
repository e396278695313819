"""Why a move, a rule set or a file was refused: the engine's reason codes and the
save-file problems as sentences."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.events import DRAW, FIRST_REFUSAL, GAME_OVER, MAY_I, PLAY, ROUND_OVER
from ...engine.rules import RUN, SET
from ...storage.saves import SaveFileError, os_problem
from .base import _fill, translate


# -------------------------------------------------------------------- reasons
def _kind_word(kind: Any) -> str:
    if kind == SET:
        return translate("Texts", "set", "meld kind")
    if kind == RUN:
        return translate("Texts", "run", "meld kind")
    return translate("Texts", "meld", "a set or a run")


def _phase_reason(phase: Any) -> str:
    if phase == DRAW:
        return translate("Texts", "You have to draw first.")
    if phase == PLAY:
        return translate("Texts", "You have already drawn this turn.")
    if phase in (MAY_I, FIRST_REFUSAL):
        return translate("Texts", "Wait until the May I? question is settled.")
    if phase == ROUND_OVER:
        return translate("Texts", "The round is over: deal the next round first.")
    if phase == GAME_OVER:
        return translate("Texts", "The game is over.")
    return translate("Texts", "You cannot do that now.")


def _with_round(text: str, details: Mapping[str, Any]) -> str:
    if "round" in details:
        return translate("Texts", "Round {round}: {problem}").format(
            round=details["round"], problem=text
        )
    return text


def _listed(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value)
    return str(value)


def _pattern(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return "+".join(str(v) for v in value)
    return str(value)


def _reason(code: str, d: Mapping[str, Any]) -> str | None:
    """The sentence for ``code``, or None when the code is unknown."""
    # --- refused moves (IllegalMove)
    if code == "wrong_phase":
        return _phase_reason(d.get("phase"))
    if code == "not_your_turn":
        return translate("Texts", "It is not your turn.")
    if code == "screen_not_taken":
        return translate("Texts", "The next player must take the screen first.")
    if code == "holding":
        return translate("Texts", "The round is over: continue from the summary first.")
    if code == "game_over":
        return translate("Texts", "The game is over.")
    if code == "unknown_action":
        return translate("Texts", "The game does not know that move.")
    if code == "view_is_read_only":
        return translate("Texts", "This is only a view of the game; it cannot be changed.")
    if code == "discard_empty":
        return translate("Texts", "The discard pile is empty.")
    if code == "card_not_in_hand":
        return translate("Texts", "That card is not in your hand.")
    if code == "duplicate_card":
        return translate("Texts", "The same card is used twice.")
    if code == "already_down":
        return translate("Texts", "You have already gone down this round.")
    if code == "not_down":
        return translate("Texts", "You have to go down before you can lay off.")
    if code == "no_lay_off_this_turn":
        return translate("Texts", "You may not lay off in the turn you went down.")
    if code == "no_such_meld":
        return translate("Texts", "That meld is not on the table.")
    if code == "no_such_seat":
        return translate("Texts", "There is no such player.")
    if code == "wild_swap_off":
        return translate("Texts", "Wild cards may not be swapped in this game.")
    if code == "must_keep_discard":
        return translate("Texts", "Keep one card: going out needs a final discard.")
    if code == "must_meld_out":
        return translate(
            "Texts", "You may not discard your last card: go out by melding it instead."
        )
    if code == "last_card_stuck":
        return translate(
            "Texts",
            "That would leave you one card you cannot meld, and in this round you must "
            "go out by melding, not by discarding.",
        )
    if code == "no_going_down_in_single_hand":
        return translate(
            "Texts", "In this game there is no going down: you go out with all your cards at once."
        )
    if code == "go_out_single_hand_only":
        return translate("Texts", "Going out in one move belongs to the single-hand game.")
    if code == "must_use_all_cards":
        return translate(
            "Texts", "To go out, lay down every card but the one you discard after drawing."
        )
    if code == "not_a_going_out_pattern":
        if "lengths" in d:
            return translate(
                "Texts", "Runs of {lengths} cards do not make a pattern for going out."
            ).format(lengths=_pattern(d["lengths"]))
        return translate("Texts", "Those runs do not make a pattern for going out.")
    if code == "invalid_meld":
        why = d.get("why")
        if why and why != code and (text := _reason(str(why), {})):
            return text
        return translate("Texts", "Those cards do not make a valid meld.")
    if code == "cannot_lay_off":
        why = d.get("why")
        if why and why != code and (text := _reason(str(why), {})):
            return text
        return translate("Texts", "That card cannot be laid off there.")
    if code == "cannot_swap":
        why = d.get("why")
        if why and why != code and (text := _reason(str(why), {})):
            return text
        return translate("Texts", "That swap is not possible.")
    if code == "contract_not_met":
        why = d.get("why")
        if why and why != code and (text := _reason(str(why), d)):
            return text
        return translate("Texts", "Those melds are not this round's contract.")
    # --- sub-codes sent as ``why``
    if code == "meld_count":
        if "need" in d:
            need = int(d["need"])
            return translate("Texts", "This round's contract asks for %n meld(s).", None, need)
        return translate("Texts", "Lay down exactly the melds the contract asks for.")
    if code == "meld_kinds":
        return translate("Texts", "Your melds must be the sets and runs the contract asks for.")
    if code == "meld_too_short":
        if "need" in d:
            need = int(d["need"])
            return translate("Texts", "A contract meld here needs at least %n card(s).", None, need)
        return translate("Texts", "A meld is shorter than the contract asks for.")
    if code == "placement_not_possible":
        return translate("Texts", "The wild cards cannot stand where you placed them.")
    if code == "not_a_run":
        return translate("Texts", "Only a wild card in a run can be swapped.")
    if code == "not_the_card":
        return translate("Texts", "Swap a wild with a natural card of the run's suit.")
    if code == "no_matching_wild":
        return translate("Texts", "No wild card in that run stands for this card.")
    # --- staging (staging.staged_verdict)
    if code == "slot_empty":
        return translate("Texts", "No cards staged here yet.")
    # --- meld checks (melds.check_meld, layoff_fit)
    if code == "too_short":
        return translate("Texts", "Not enough cards for this meld.")
    if code == "too_long":
        if "field" in d:
            return translate("Texts", "The entry “{field}” is too long (limit {limit}).").format(
                field=d["field"], limit=d.get("limit", "?")
            )
        return translate("Texts", "This run would be longer than the rules allow.")
    if code == "no_natural":
        return translate("Texts", "Every meld needs at least one natural card.")
    if code == "too_few_naturals":
        return translate("Texts", "This meld needs more natural cards.")
    if code == "too_many_wilds":
        return translate("Texts", "Wilds may not outnumber natural cards.")
    if code == "mixed_ranks":
        return translate("Texts", "A set needs cards of one rank.")
    if code == "mixed_suits":
        return translate("Texts", "A run needs cards of one suit.")
    if code == "duplicate_rank":
        return translate("Texts", "A run cannot hold the same rank twice.")
    if code == "gap_too_wide":
        return translate("Texts", "These cards leave gaps in the run that the wilds cannot fill.")
    if code == "adjacent_wilds":
        return translate("Texts", "Two wild cards may not sit side by side in a run.")
    if code == "sets_not_allowed":
        if "round" in d:
            return translate(
                "Texts", "Round {round} asks for a set, but this game has no sets."
            ).format(round=d["round"])
        return translate("Texts", "This game has no sets: meld runs only.")
    if code == "wild_set_only_wilds":
        return translate("Texts", "Only wild cards can be added to a set of wild cards.")
    if code == "bad_kind":
        return translate("Texts", "A meld must be a set or a run.")
    if code == "wrong_rank":
        return translate("Texts", "That card does not fit this meld.")
    if code == "wrong_suit":
        return translate("Texts", "That card is not of this run's suit.")
    if code == "no_room":
        return translate("Texts", "This meld has no room for another card there.")
    if code == "end_needed":
        return translate("Texts", "Choose which end of the run the wild card goes on.")
    if code == "bad_end":
        return translate("Texts", "A card can only go on the low or the high end of a run.")
    # --- rule set problems (RuleSet.problems, RuleSet.from_dict)
    text = _rule_problem(code, d)
    if text is not None:
        return text
    # --- saved games (SaveError)
    return _save_problem(code, d)


def _rule_problem(code: str, d: Mapping[str, Any]) -> str | None:
    if code == "id_missing":
        return translate("Texts", "The rules have no id.")
    if code == "players_range":
        return _fill(
            translate(
                "Texts",
                "A game for {min} to {max} players is not possible: it needs at least 2 "
                "players, and the minimum may not be more than the maximum.",
            ),
            d,
        )
    if code == "too_many_players":
        return _fill(translate("Texts", "At most {limit} players can play, not {max}."), d)
    if code == "player_count":
        return _fill(
            translate("Texts", "This game is for {min} to {max} players, not {players}."), d
        )
    if code == "no_decks":
        return translate("Texts", "The rules say nothing about the decks to use.")
    if code == "deck_row":
        return _fill(
            translate(
                "Texts",
                "A table of {decks} decks and {jokers} jokers is not possible "
                "(1 to 8 decks, at most 4 jokers per deck).",
            ),
            d,
        )
    if code == "no_rounds":
        return translate("Texts", "The rules have no rounds.")
    if code == "meld_min_too_small":
        return _fill(
            translate(
                "Texts",
                "Sets and runs need at least 2 cards (here: sets {set_min}, runs {run_min}).",
            ),
            d,
        )
    if code == "max_run_length":
        return _fill(translate("Texts", "The longest run must be 3 to 13 cards, not {value}."), d)
    if code == "run_min_above_max":
        return _fill(
            translate(
                "Texts", "The shortest run ({run_min}) is longer than the longest run ({max})."
            ),
            d,
        )
    if code == "ace_nowhere":
        return translate("Texts", "The ace must be allowed low, high or round the corner.")
    if code == "deal_group":
        return translate("Texts", "Cards must be dealt at least one at a time.")
    if code == "match_deals":
        return translate("Texts", "The number of deals in a match cannot be negative.")
    if code == "settlement":
        return translate("Texts", "Settlement payments cannot be negative.")
    if code == "single_hand_contract":
        return translate(
            "Texts", "The single-hand game has no round contracts; it uses going-out patterns."
        )
    if code == "deck_table_order":
        return translate(
            "Texts",
            "The deck table must list player counts in rising order, each once.",
        )
    if code == "min_naturals":
        return translate(
            "Texts", "The natural cards a meld needs must be between 0 and the meld minimum."
        )
    if code == "may_i_negative":
        return translate("Texts", "May I? penalties, limits and rounds cannot be negative.")
    if code == "final_discard_mode":
        return _fill(translate("Texts", "Unknown rule for the final discard: “{value}”."), d)
    if code == "stock_mode":
        return _fill(translate("Texts", "Unknown rule for an empty stock: “{value}”."), d)
    if code == "first_dealer_mode":
        return _fill(translate("Texts", "Unknown way to choose the first dealer: “{value}”."), d)
    if code == "direction":
        return translate("Texts", "Play must go clockwise or counter-clockwise.")
    if code == "points_table":
        return translate(
            "Texts", "The points table needs 14 values (joker, ace to king), none negative."
        )
    if code == "stock_limits":
        return translate("Texts", "The turn limit per round is too low: it must be at least 10.")
    if code == "retired_setting":
        if isinstance(d.get("field"), str):
            return translate(
                "Texts", "The setting “{field}” no longer exists and was left out."
            ).format(field=d["field"])
        return translate("Texts", "A setting that no longer exists was left out.")
    if code == "single_hand_sets":
        return translate(
            "Texts", "The single-hand game is played with runs only; sets must be off."
        )
    if code == "no_going_out_patterns":
        return translate("Texts", "The single-hand game needs at least one pattern for going out.")
    if code == "pattern_meld_length":
        return translate(
            "Texts", "In the pattern {pattern} a run is shorter than 3 or longer than allowed."
        ).format(pattern=_pattern(d.get("pattern", "?")))
    if code == "cards_dealt":
        return _with_round(translate("Texts", "At least one card must be dealt."), d)
    if code == "empty_contract":
        return _with_round(translate("Texts", "The round has no contract."), d)
    if code == "meld_kind":
        return _with_round(_fill(translate("Texts", "Unknown kind of meld “{kind}”."), d), d)
    if code == "run_too_long":
        return _with_round(
            _fill(translate("Texts", "A run of {length} is longer than the rules allow."), d), d
        )
    if code == "contract_meld_too_short":
        return _with_round(
            translate("Texts", "A {kind} in the contract is shorter than a {kind} may be.").format(
                kind=_kind_word(d.get("kind"))
            ),
            d,
        )
    if code == "pattern_size":
        return _with_round(
            translate(
                "Texts", "The pattern {pattern} does not add up to the {dealt} cards dealt."
            ).format(pattern=_pattern(d.get("pattern", "?")), dealt=d.get("dealt", "?")),
            d,
        )
    if code == "contract_exceeds_hand":
        return _with_round(
            _fill(
                translate(
                    "Texts",
                    "The contract needs {need} cards, but a player can hold at most {most}.",
                ),
                d,
            ),
            d,
        )
    if code == "not_enough_cards":
        return _fill(
            translate(
                "Texts",
                "With {players} players the decks hold {cards} cards, but dealing needs {need}.",
            ),
            d,
        )
    if code == "invalid_rules":
        return translate("Texts", "These rules cannot be played.")
    if code == "not_json":
        return translate("Texts", "The rules file is not valid JSON.")
    if code == "wrong_type":
        return _fill(translate("Texts", "The entry “{field}” has the wrong type."), d)
    if code == "out_of_range":
        return _fill(translate("Texts", "The entry “{field}” is out of range."), d)
    if code == "missing_field":
        return _fill(translate("Texts", "The entry “{field}” is missing."), d)
    if code == "malformed_field":
        return translate("Texts", "An entry of the rules file is malformed.")
    if code == "unknown_fields":
        return translate("Texts", "Unknown entries: {fields}.").format(
            fields=_listed(d.get("fields", "?"))
        )
    if code == "wrong_format":
        return translate("Texts", "The file is not in a format Continental knows.")
    if code == "newer_format":
        return translate("Texts", "The file was made by a newer version of Continental.")
    return None


def _save_problem(code: str, d: Mapping[str, Any]) -> str | None:
    """The sentence for a refused saved-game file (SaveFileError), or None.

    Each names what is wrong with the file, in a player's words: no key of the
    document, no system error text, and a variant without a number when a detail is
    missing, never a ``?`` placeholder.
    """
    if code == "save_not_json":
        return translate("Texts", "The file is not a saved game: it is not readable JSON text.")
    if code == "file_not_regular":
        return translate(
            "Texts",
            "The file is not a regular file (it is a folder, a pipe or a device), "
            "so it was not read.",
        )
    if code == "file_unreadable":
        return translate("Texts", "The file could not be read: {problem}").format(
            problem=file_problem_text(d.get("problem"))
        )
    if code == "file_too_large":
        return translate("Texts", "The file is far too large to be a saved game.")
    if code == "bad_seats":
        if isinstance(d.get("seats"), int) and isinstance(d.get("players"), int):
            return translate(
                "Texts", "The file lists {seats} seats, but the game in it has {players} players."
            ).format(seats=d["seats"], players=d["players"])
        return translate("Texts", "The file's list of players does not match the game in it.")
    if code == "not_an_object":
        return translate("Texts", "The saved game is not a readable document.")
    if code == "wrong_format":
        return translate("Texts", "The file is not a saved game of Continental.")
    if code == "newer_format":
        return translate(
            "Texts",
            "This file was written by a newer version of Continental; "
            "update Continental to open it.",
        )
    if code == "older_format":
        return translate(
            "Texts",
            "This file was written by an older version of Continental that this "
            "version cannot read.",
        )
    if code == "bad_field":
        return _bad_save_entry(d.get("field"), d)
    if code == "bad_rules":
        return _saved_rules_problem(d)
    if code in ("bad_action", "bad_action_field", "unknown_action"):
        if isinstance(d.get("index"), int):
            return translate("Texts", "Move {number} in the file cannot be read.").format(
                number=d["index"] + 1
            )
        return translate("Texts", "The saved game holds a move that cannot be read.")
    if code == "too_large":
        return translate("Texts", "The saved game is too large.")
    if code == "illegal_action":
        if isinstance(d.get("index"), int):
            return translate(
                "Texts",
                "The moves in the file do not follow the rules: move {number} cannot be "
                "played in the position before it.",
            ).format(number=d["index"] + 1)
        return translate("Texts", "The moves in the file do not follow the rules.")
    if code == "digest_mismatch":
        return translate(
            "Texts",
            "The saved game does not replay to the saved position; it may be damaged "
            "or from another version.",
        )
    if code == "older_version":
        return translate(
            "Texts",
            "This game was saved by an older version of Continental whose rules would not "
            "play it in the same way, so it cannot be continued.",
        )
    return None


def _bad_save_entry(field: Any, d: Mapping[str, Any]) -> str:
    """A part of a saved game that is missing or of the wrong kind (``bad_field``)."""
    if field == "version":
        return translate("Texts", "The file's version number is missing or not valid.")
    if field == "preset_id":
        return translate("Texts", "The name of the file's rules is missing or not valid.")
    if field == "ai_speed":
        return translate(
            "Texts", "The speed of the computer players in the file is missing or not valid."
        )
    if field == "saved_at":
        return translate("Texts", "The date the file was saved is not valid.")
    if field == "app_version":
        return translate("Texts", "The version of Continental named in the file is not valid.")
    if field == "game_id":
        return translate("Texts", "The game's identity in the file is not valid.")
    if field == "seats":
        return translate("Texts", "The file's list of players is missing or not valid.")
    if field == "seat_name":
        if isinstance(d.get("limit"), int):
            return translate(
                "Texts",
                "A player's name in the file is missing, blank or longer than {limit} characters.",
            ).format(limit=d["limit"])
        return translate("Texts", "A player's name in the file is missing, blank or too long.")
    if field == "seat_kind":
        return translate(
            "Texts", "A player in the file is neither a person nor a known computer level."
        )
    if field == "game":
        return translate("Texts", "The game in the file is missing or cannot be replayed.")
    if field == "digest":
        return translate("Texts", "The check of the saved position is missing from the file.")
    if field == "players":
        return translate(
            "Texts", "The number of players in the file is missing or does not fit its rules."
        )
    if field == "seed":
        return translate("Texts", "The deal number in the file is missing or not valid.")
    if field == "actions":
        return translate("Texts", "The list of moves in the file is missing or not valid.")
    return translate("Texts", "A part of the saved game is missing or not valid.")


def _saved_rules_problem(d: Mapping[str, Any]) -> str:
    """The rules inside a saved game were refused (``bad_rules``): ``why`` is the rule
    problem's code and ``why_details`` its details."""
    why = d.get("why")
    inner_details = d.get("why_details")
    if not isinstance(inner_details, Mapping):
        inner_details = {}
    # Problems reading the rules name a key of the document: say what kind of problem.
    if why in ("wrong_type", "malformed_field"):
        return translate("Texts", "The rules in the file hold an entry of the wrong kind.")
    if why == "missing_field":
        return translate("Texts", "The rules in the file lack an entry they need.")
    if why in ("out_of_range", "too_long"):
        return translate("Texts", "The rules in the file hold a number or a list far too large.")
    if why == "unknown_fields":
        return translate(
            "Texts", "The rules in the file hold entries this version of Continental does not know."
        )
    if why in ("wrong_format", "newer_format", "not_json"):
        return translate(
            "Texts", "The rules in the file are in a form this version of Continental cannot read."
        )
    inner = _reason(str(why), inner_details) if why else None
    if inner:
        return translate("Texts", "The saved game's rules cannot be played: {reason}").format(
            reason=inner
        )
    return translate("Texts", "The saved game's rules cannot be played.")


def file_problem_text(problem: Any) -> str:
    """Why the system refused to read or write a file, for a code of
    :func:`continental_qt.storage.saves.os_problem`: a sentence ending in a full stop,
    to follow ``…could not be read:``."""
    if problem == "not_found":
        return translate("Texts", "the file or its folder does not exist.")
    if problem == "permission":
        return translate("Texts", "you do not have permission to use it.")
    if problem == "is_directory":
        return translate("Texts", "it is a folder, not a file.")
    if problem == "disk_full":
        return translate("Texts", "the disk is full.")
    if problem == "read_only":
        return translate("Texts", "the disk is read-only.")
    if problem == "name_too_long":
        return translate("Texts", "the file name is too long.")
    if problem == "too_big":
        return translate("Texts", "the file is too large for the disk.")
    if problem == "io_error":
        return translate("Texts", "the disk reported an error.")
    if problem == "busy":
        return translate("Texts", "the file is in use by another program.")
    return translate("Texts", "the system refused.")


def save_error_text(code: str, details: Mapping[str, Any] | None = None) -> str:
    """A sentence for a saved-game file that was refused (SaveFileError's ``reason`` and
    ``details``). Save-file sentences take precedence over the in-game ones a code may
    share (``newer_format``, ``too_large``)."""
    d = details or {}
    text = _save_problem(code, d)
    if text is None:
        text = _reason(code, d)
    if text is None:
        return translate("Texts", "The file is not a saved game Continental can read.")
    return text


def file_error_text(exc: BaseException) -> str:
    """A sentence for an error met writing a file (Save As, autosave): a full disk,
    a missing permission… in a player's words, never the system's error text."""
    if isinstance(exc, SaveFileError):
        return save_error_text(exc.reason, exc.details)
    if isinstance(exc, OSError):
        return translate("Texts", "The file could not be written: {problem}").format(
            problem=file_problem_text(os_problem(exc))
        )
    return translate("Texts", "The file could not be written because of an unexpected error.")


REASON_CODES: tuple[str, ...] = (
    # refused moves
    "wrong_phase", "not_your_turn", "game_over", "unknown_action", "view_is_read_only",
    "discard_empty", "card_not_in_hand", "duplicate_card", "already_down", "not_down",
    "no_lay_off_this_turn", "no_such_meld", "no_such_seat", "wild_swap_off",
    "must_keep_discard", "must_meld_out", "last_card_stuck", "no_going_down_in_single_hand",
    "go_out_single_hand_only", "must_use_all_cards", "not_a_going_out_pattern",
    "invalid_meld", "cannot_lay_off", "cannot_swap", "contract_not_met",
    # their ``why`` sub-codes
    "meld_count", "meld_kinds", "meld_too_short", "placement_not_possible", "not_a_run",
    "not_the_card", "no_matching_wild",
    # meld checks and lay-offs
    "too_short", "too_long", "no_natural", "too_few_naturals", "too_many_wilds",
    "mixed_ranks", "mixed_suits", "duplicate_rank", "gap_too_wide", "adjacent_wilds",
    "sets_not_allowed", "wild_set_only_wilds", "bad_kind", "wrong_rank", "wrong_suit",
    "no_room", "end_needed", "bad_end", "slot_empty",
    # rule sets
    "id_missing", "players_range", "too_many_players", "player_count", "no_decks", "deck_row",
    "no_rounds", "meld_min_too_small", "max_run_length", "run_min_above_max", "ace_nowhere",
    "min_naturals", "may_i_negative", "final_discard_mode", "stock_mode", "first_dealer_mode",
    "direction", "points_table", "stock_limits", "single_hand_sets", "no_going_out_patterns",
    "pattern_meld_length", "cards_dealt", "empty_contract", "meld_kind", "run_too_long",
    "contract_meld_too_short", "pattern_size", "contract_exceeds_hand", "not_enough_cards",
    "invalid_rules", "not_json", "wrong_type", "out_of_range", "missing_field",
    "malformed_field", "unknown_fields", "wrong_format", "newer_format",
    # saved games
    "not_an_object", "bad_field", "bad_rules", "bad_action", "bad_action_field", "too_large",
    "illegal_action", "digest_mismatch", "save_not_json", "file_unreadable", "file_too_large",
    "bad_seats", "screen_not_taken", "holding", "deal_group", "match_deals", "settlement",
    "single_hand_contract", "deck_table_order", "older_format", "file_not_regular",
    "older_version", "retired_setting",
)  # fmt: skip


def reason_text(code: str, details: Mapping[str, Any] | None = None) -> str:
    """A plain sentence for an engine reason code (IllegalMove, meld check, lay-off,
    rule-set problem or save error), using ``details`` where they help.

    For ``invalid_meld``, ``cannot_lay_off``, ``cannot_swap`` and ``contract_not_met``
    the ``why`` detail names the precise reason, and that sentence is given. An unknown
    code still gives a sentence, naming the code.
    """
    text = _reason(code, details or {})
    if text is None:
        return translate("Texts", "That is not allowed ({code}).").format(code=code)
    return text
