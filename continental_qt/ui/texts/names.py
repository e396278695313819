"""Display names of seats, computer levels, presets and AI speeds."""

from __future__ import annotations

from ...engine.presets import all_presets
from ...engine.rules import RuleSet
from .base import translate


# ---------------------------------------------------------------------- names
def seat_name(name: str, seat: int, human: bool, alone: bool = True) -> str:
    """Seat ``seat``'s name as the table says it: ``name``, except that a seat named
    "You" (the New Game dialog's first seat, in English or the language now spoken) is
    "Player 1" unless it is the one person at the table (``human`` and ``alone``): "You"
    names no computer ("You's run"), nor one of several people ("Pass to You")."""
    if (human and alone) or not name:
        return name
    if name in ("You", translate("NewGameDialog", "You")):
        return translate("Texts", "Player {number}").format(number=seat + 1)
    return name


def level_name(level: str) -> str:
    """Who plays a seat: ``Human``, ``Easy``, ``Medium``, ``Hard`` (others as given)."""
    if level == "human":
        return translate("Texts", "Human")
    if level == "easy":
        return translate("Texts", "Easy", "computer player level")
    if level == "medium":
        return translate("Texts", "Medium", "computer player level")
    if level == "hard":
        return translate("Texts", "Hard", "computer player level")
    if level == "random":
        return translate("Texts", "Random", "computer player level")
    if level == "oracle":
        return translate("Texts", "Oracle", "computer player level")
    return level


def _builtin_name(preset_id: str) -> str | None:
    """A built-in preset's name in the current language, or None for any other id."""
    if preset_id == "may-i":
        return translate("Texts", "May I? (seven hands)", "preset name")
    if preset_id == "playingcards-io":
        return translate("Texts", "Continental (PlayingCards.io)", "preset name")
    if preset_id == "continental-15":
        return translate("Texts", "Continental (single hand)", "preset name")
    if preset_id == "contract-hoyle":
        return translate("Texts", "Contract Rummy (Hoyle)", "preset name")
    if preset_id == "liverpool":
        return translate("Texts", "Liverpool Rummy", "preset name")
    if preset_id == "shanghai":
        return translate("Texts", "Shanghai (ten hands)", "preset name")
    if preset_id == "continental-es":
        return translate("Texts", "Continental (Spain & Latin America)", "preset name")
    if preset_id == "carioca":
        return translate("Texts", "Carioca (Chile)", "preset name")
    return None


_ENGLISH_NAMES: dict[str, str] = {}


def preset_name_of(preset_id: str, name: str) -> str:
    """The name to show for rules stored as ``preset_id`` and ``name`` (the engine's,
    English): a built-in preset's name is translated, any other name (custom or edited
    rules, a player's own words) is shown as it is."""
    if not _ENGLISH_NAMES:
        _ENGLISH_NAMES.update((rules.id, rules.name) for rules in all_presets())
    if _ENGLISH_NAMES.get(preset_id) != name:
        return name
    return _builtin_name(preset_id) or name


def preset_name(rules: RuleSet) -> str:
    """``rules.name`` in the current language when they are a built-in preset."""
    return preset_name_of(rules.id, rules.name)


def speed_name(speed: str) -> str:
    """The pace of computer turns: ``Instant``, ``Fast``, ``Normal``."""
    if speed == "instant":
        return translate("Texts", "Instant", "pace of computer turns")
    if speed == "fast":
        return translate("Texts", "Fast", "pace of computer turns")
    if speed == "normal":
        return translate("Texts", "Normal", "pace of computer turns")
    return speed
