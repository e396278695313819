"""Engine codes (cards, contracts, reasons, phases) as translated sentences.

The place where engine data becomes words, one module per subject: :mod:`.cards` (cards,
melds, contracts, round titles), :mod:`.reasons` (why a move, a rule set or a file was
refused), :mod:`.prompts` (the phase line and the prompt), :mod:`.names` (levels, presets,
speeds), :mod:`.events` (log lines for engine events) and :mod:`.rules_summary`. Callers
import from this package; :mod:`.base` holds :func:`translate` and the shared helpers.

Each literal is passed straight to :func:`translate` as
``translate("Texts", "literal", disambiguation, n)`` with positional arguments:
``pyside6-lupdate`` finds calls to a function named ``translate`` by that spelling,
whereas a helper such as ``_tr("literal")`` would hide every string from it (a test runs
lupdate on these files to keep it so). Placeholders are ``{name}`` fields filled by
``.format()`` after translation, so translators see and may move them. The translation
context stays ``"Texts"`` whichever module a sentence lives in.
"""

from __future__ import annotations

from .base import SUIT_SYMBOLS, join_list, plural_language, set_plural_language, translate
from .cards import (
    card_list,
    card_name,
    contract_text,
    going_out_text,
    leader_tip,
    meld_req_text,
    rank_label,
    round_column,
    round_name,
    round_title,
    state_title,
    symbols_in_words,
    winning_rule,
)
from .names import level_name, preset_name, preset_name_of, seat_name, speed_name
from .prompts import phase_text, prompt_text
from .reasons import REASON_CODES, file_error_text, file_problem_text, reason_text, save_error_text
from .spoken import card_words, card_words_list, rank_word, spoken, suit_word

__all__ = [
    "REASON_CODES",
    "SUIT_SYMBOLS",
    "card_list",
    "card_name",
    "card_words",
    "card_words_list",
    "contract_text",
    "file_error_text",
    "file_problem_text",
    "join_list",
    "going_out_text",
    "leader_tip",
    "level_name",
    "meld_req_text",
    "phase_text",
    "plural_language",
    "preset_name",
    "preset_name_of",
    "prompt_text",
    "rank_label",
    "rank_word",
    "spoken",
    "suit_word",
    "reason_text",
    "round_column",
    "round_name",
    "round_title",
    "seat_name",
    "save_error_text",
    "set_plural_language",
    "speed_name",
    "state_title",
    "symbols_in_words",
    "translate",
    "winning_rule",
]
