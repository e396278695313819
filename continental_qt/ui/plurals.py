"""The plural rule of each language: which form of a ``%n`` translation fits a number.

Plain Python, no Qt: ``tools/i18n.py`` checks translations with it and must run without
loading Qt; :func:`.texts.translate` picks plural forms with it, and :mod:`.i18n` (which
installs a language) re-exports it.
"""

from __future__ import annotations

#: The pseudo-language for checking layouts (``tools/i18n.py pseudo``); never shipped as a
#: choice.
PSEUDO = "xx"

#: The plural forms of each language, in the order a ``%n`` translation lists them.
PLURAL_FORMS: dict[str, tuple[str, ...]] = {
    "cs": ("one", "few", "other"),
    "sk": ("one", "few", "other"),
    "pl": ("one", "few", "many"),
    "es": ("one", "other"),
    "de": ("one", "other"),
    "fr": ("one", "other"),
    "pt_BR": ("one", "other"),
    "en": ("one", "other"),
    PSEUDO: ("one", "other"),
}


def plural_index(language: str, n: int) -> int:
    """Which of ``language``'s plural forms (:data:`PLURAL_FORMS`) fits the number ``n``."""
    n = abs(n)
    base = language if language in PLURAL_FORMS else language.split("_")[0]
    if base in ("cs", "sk"):
        return 0 if n == 1 else 1 if 2 <= n <= 4 else 2
    if base == "pl":
        if n == 1:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    if base in ("fr", "pt_BR"):
        return 0 if n in (0, 1) else 1
    return 0 if n == 1 else 1
