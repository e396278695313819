"""The helpers every text module uses: :func:`translate` with this project's plurals,
filling ``{field}`` details, names of seats and lists of words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from ..plurals import plural_index

SUIT_SYMBOLS = "♣♦♥♠"  # engine suits 0..3 are C, D, H, S (cards.SUITS)


_plural_language = "en"


def set_plural_language(language: str) -> None:
    """Use ``language``'s plural rule (:func:`.plurals.plural_index`) from now
    on; ``ui.i18n.install_language`` calls it with the language it installs."""
    global _plural_language
    _plural_language = language


def plural_language() -> str:
    return _plural_language


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``, with this project's plurals.

    Source texts write plurals as ``%n card(s)``. pyside6-lupdate cannot mark numerus
    messages in Python, so a translation of a ``%n`` text lists every plural form of its
    language separated by ``|`` (Czech ``%n karta|%n karty|%n karet``) and the form for
    ``n`` is chosen by the installed language's rule; ``%n`` becomes ``n`` written the
    locale's way. Untranslated, ``(s)`` becomes ``s`` or nothing so English reads well.
    Always call it with literal, positional arguments (lupdate reads the source).
    """
    out = QCoreApplication.translate(context, text, disambiguation)
    if n < 0:
        return out
    if out == text:
        if "(s)" in out:
            out = out.replace("(s)", "" if n == 1 else "s")
    elif "|" in out:
        forms = out.split("|")
        out = forms[min(plural_index(_plural_language, n), len(forms) - 1)]
    return out.replace("%n", QLocale().toString(n))


class _Details(dict):
    """Details for ``format_map``: a field the engine did not send shows as ``?``."""

    def __missing__(self, key: str) -> str:
        return "?"


def _fill(template: str, details: Mapping[str, Any] | None = None, **more: Any) -> str:
    values = _Details(details or {})
    values.update(more)
    return template.format_map(values)


def _name(names: Sequence[str], seat: int | None) -> str:
    if seat is not None and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    if seat is None:
        return translate("Texts", "Someone")
    return translate("Texts", "Player {number}").format(number=seat + 1)


def _join(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    head = translate("Texts", "{first}, {second}", "list separator")
    text = items[0]
    for item in items[1:-1]:
        text = head.format(first=text, second=item)
    return translate("Texts", "{first} and {last}", "last two items of a list").format(
        first=text, last=items[-1]
    )


# ``a``, ``a and b``, ``a, b and c`` in the current language, for the dialogs.
join_list = _join


def _capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


# ------------------------------------------------------------- shared helpers
def _is_you(seat: Any, viewer: int | None) -> bool:
    return viewer is not None and seat == viewer


def _people(seats: Sequence[int], names: Sequence[str], viewer: int | None) -> str:
    """Seat names joined, the viewer's as ``you`` (``Bruno and you``)."""
    return _join(
        [translate("Texts", "you") if _is_you(s, viewer) else _name(names, s) for s in seats]
    )
