"""Actions a seat can take, as small frozen values, and their JSON form.

Cards are referred to by uid (see ``cards.py``) so look-alike cards stay
distinct and saves stay small. The acting seat is the state's ``to_act``
except for :class:`Leave`, which names its seat, and :class:`NextRound`, which
is nobody's turn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .errors import SaveError


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Draw the top stock card (declining the discard opens the May I? window)."""


@dataclass(frozen=True, slots=True)
class TakeDiscard:
    """Take the top discard (also: use first refusal in Liverpool)."""


@dataclass(frozen=True, slots=True)
class Claim:
    """Say "May I?" for the passed discard."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline the May I? offer (or decline first refusal)."""


@dataclass(frozen=True, slots=True)
class MeldSpec:
    """One meld to put down: kind, card uids (any order), and for runs optionally
    the lowest position (see ``melds.py``) to say what the wilds stand for."""

    kind: str
    cards: tuple[int, ...]
    low: int | None = None


@dataclass(frozen=True)
class GoDown:
    """Lay down exactly this round's contract.

    ``GoDown.later(fill)`` is one whose melds are ``fill()``, asked the first time they
    are read (the listing's arrangement is placed only if the move is looked at or
    played); from then on it is the same value as ``GoDown(fill())``: equality, hash,
    repr and pickling all read ``melds``.
    """

    __slots__ = ("melds", "_fill")
    melds: tuple[MeldSpec, ...]

    @classmethod
    def later(cls, fill: Callable[[], tuple[MeldSpec, ...]]) -> GoDown:
        down = object.__new__(cls)
        object.__setattr__(down, "_fill", fill)
        return down

    def __getattr__(self, name: str) -> Any:
        # Only called for an empty slot: the melds of a ``later`` one, not read yet.
        if name != "melds":
            raise AttributeError(name)
        try:
            fill = object.__getattribute__(self, "_fill")
        except AttributeError:
            raise AttributeError(name) from None
        melds = fill()
        object.__setattr__(self, "melds", melds)
        object.__delattr__(self, "_fill")
        return melds

    def __reduce__(self) -> tuple:
        return GoDown, (self.melds,)


@dataclass(frozen=True, slots=True)
class LayOff:
    """Add a card to a table meld; ``end`` is "low"/"high" for runs (None: infer)."""

    card: int
    meld: int
    end: str | None = None


@dataclass(frozen=True, slots=True)
class SwapWild:
    """Replace a wild in a run by ``card``, and put the freed wild on ``target`` at ``end``."""

    card: int
    meld: int
    target: int
    end: str | None = None


@dataclass(frozen=True, slots=True)
class Discard:
    card: int


@dataclass(frozen=True, slots=True)
class GoOut:
    """Single-hand game: lay down all 15 cards at once (after drawing, the 16th is discarded)."""

    melds: tuple[MeldSpec, ...]


@dataclass(frozen=True, slots=True)
class NextRound:
    """Deal the next round: the one move of the ``ROUND_OVER`` phase.

    Nobody's turn (``to_act`` is None there): ``apply`` takes it whatever seat is given,
    so whoever drives the game (a window's "Next round", a simulator) deals.
    """


@dataclass(frozen=True, slots=True)
class Leave:
    """A player leaves the game (RULES.md §2.11)."""

    seat: int


Action = (
    DrawStock
    | TakeDiscard
    | Claim
    | Pass
    | GoDown
    | LayOff
    | SwapWild
    | Discard
    | GoOut
    | NextRound
    | Leave
)

# Shared instances for the engine's listings (``legal_actions``): actions are immutable
# values compared by field, so handing out the same object each time is invisible to
# callers and saves building one frozen dataclass per listed move. Built once at import
# and never changed (no mutable global state).
DRAW_STOCK = DrawStock()
TAKE_DISCARD = TakeDiscard()
CLAIM = Claim()
PASS = Pass()
NEXT_ROUND = NextRound()
_MAX_CARD_ID = 64 * 16
DISCARDS: tuple[Discard, ...] = tuple(Discard(uid) for uid in range(_MAX_CARD_ID))


def discard_of(uid: int) -> Discard:
    """``Discard(uid)``, shared for every uid a save can hold (see ``DISCARDS``)."""
    return DISCARDS[uid] if 0 <= uid < _MAX_CARD_ID else Discard(uid)


_SIMPLE = {
    "draw": DrawStock,
    "take": TakeDiscard,
    "claim": Claim,
    "pass": Pass,
    "deal": NextRound,
}
_SIMPLE_NAMES = {v: k for k, v in _SIMPLE.items()}


def action_to_json(action: Action) -> dict[str, Any]:
    t = type(action)
    if t in _SIMPLE_NAMES:
        return {"a": _SIMPLE_NAMES[t]}
    if isinstance(action, (GoDown, GoOut)):
        return {
            "a": "down" if isinstance(action, GoDown) else "out",
            "melds": [
                {
                    "kind": m.kind,
                    "cards": list(m.cards),
                    **({"low": m.low} if m.low is not None else {}),
                }
                for m in action.melds
            ],
        }
    if isinstance(action, LayOff):
        return {"a": "layoff", "card": action.card, "meld": action.meld, "end": action.end}
    if isinstance(action, SwapWild):
        return {
            "a": "swap",
            "card": action.card,
            "meld": action.meld,
            "target": action.target,
            "end": action.end,
        }
    if isinstance(action, Discard):
        return {"a": "discard", "card": action.card}
    if isinstance(action, Leave):
        return {"a": "leave", "seat": action.seat}
    raise TypeError(f"not an action: {action!r}")


def _int(d: dict, key: str, hi: int = _MAX_CARD_ID) -> int:
    v = d.get(key)
    if type(v) is not int or not 0 <= v < hi:
        raise SaveError("bad_action_field", field=key)
    return v


def _end(d: dict) -> str | None:
    v = d.get("end")
    if v not in (None, "low", "high"):
        raise SaveError("bad_action_field", field="end")
    return v


def _melds(d: dict) -> tuple[MeldSpec, ...]:
    raw = d.get("melds")
    if not isinstance(raw, list) or not 0 < len(raw) <= 8:
        raise SaveError("bad_action_field", field="melds")
    out = []
    for m in raw:
        if not isinstance(m, dict) or m.get("kind") not in ("set", "run"):
            raise SaveError("bad_action_field", field="melds")
        cards = m.get("cards")
        if not isinstance(cards, list) or not 0 < len(cards) <= 20:
            raise SaveError("bad_action_field", field="cards")
        if any(type(c) is not int or not 0 <= c < _MAX_CARD_ID for c in cards):
            raise SaveError("bad_action_field", field="cards")
        low = m.get("low")
        if low is not None and (type(low) is not int or not -30 <= low <= 40):
            raise SaveError("bad_action_field", field="low")
        out.append(MeldSpec(m["kind"], tuple(cards), low))
    return tuple(out)


def action_from_json(d: Any) -> Action:
    """Parse one action, checking every field's type. Raises SaveError."""
    if not isinstance(d, dict) or not isinstance(d.get("a"), str):
        raise SaveError("bad_action")
    kind = d["a"]
    if kind in _SIMPLE:
        return _SIMPLE[kind]()
    if kind == "down":
        return GoDown(_melds(d))
    if kind == "out":
        return GoOut(_melds(d))
    if kind == "layoff":
        return LayOff(_int(d, "card"), _int(d, "meld", 1000), _end(d))
    if kind == "swap":
        return SwapWild(_int(d, "card"), _int(d, "meld", 1000), _int(d, "target", 1000), _end(d))
    if kind == "discard":
        return Discard(_int(d, "card"))
    if kind == "leave":
        return Leave(_int(d, "seat", 12))
    raise SaveError("unknown_action", action=kind[:30])
