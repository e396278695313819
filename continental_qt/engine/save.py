"""A saved game is rules + players + seed + actions; restoring replays them.

The document is plain JSON data (never pickle or eval): a format name and
version, the full RuleSet (so custom rules travel with the game), the number
of players, the seed, the action list and a digest of the resulting state,
checked after the replay. Anything wrong gives :class:`SaveError` naming the
problem; nothing is half-restored.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from .actions import action_from_json, action_to_json
from .errors import IllegalMove, RuleSetError, SaveError
from .rules import RuleSet
from .state import GameState

SAVE_FORMAT = "continental-game"
SAVE_VERSION = 1
MAX_ACTIONS = 200_000


def state_digest(state: GameState) -> str:
    """A short hash of everything that defines the position."""
    parts = [
        state.round_number,
        state.phase,
        state.to_act,
        state.turn,
        [[c.uid for c in h] for h in state.hands],
        [c.uid for c in state.stock],
        [c.uid for c in state.discard],
        [m.to_dict() for m in state.melds],
        state.totals,
        state.left,
    ]
    blob = json.dumps(parts, separators=(",", ":"), sort_keys=True).encode()
    return hashlib.sha256(blob).hexdigest()[:32]


def save_game(state: GameState) -> dict[str, Any]:
    """The JSON-ready document for ``state`` (not a view)."""
    if state.is_view or state.actions is None:
        raise ValueError("a view cannot be saved")
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "rules": state.rules.to_dict(),
        "players": state.n,
        "seed": state.seed,
        "actions": [action_to_json(a) for a in state.actions],
        "digest": state_digest(state),
    }


def document_version(
    doc: Any,
    format_name: str,
    supported: int,
    error: type[SaveError] = SaveError,
    oldest: int | None = None,
) -> int:
    """The version of a JSON document that names ``format_name``, after checking it is an
    object of that format whose version lies between ``oldest`` (default: ``supported``)
    and ``supported``; otherwise raises ``error``: ``not_an_object``, ``wrong_format``,
    ``bad_field`` (field ``version``), ``newer_format`` or ``older_format`` (details
    ``version`` and ``supported``). Shared by the engine's game document and the save
    file that wraps it."""
    if not isinstance(doc, dict):
        raise error("not_an_object")
    if doc.get("format") != format_name:
        raise error("wrong_format")
    version = doc.get("version")
    if type(version) is not int:
        raise error("bad_field", field="version")
    if version > supported:
        raise error("newer_format", version=version, supported=supported)
    if version < (supported if oldest is None else oldest):
        raise error("older_format", version=version, supported=supported)
    return version


def restore_game(doc: Any) -> GameState:
    """Rebuild a game from :func:`save_game`'s document. Raises SaveError."""
    document_version(doc, SAVE_FORMAT, SAVE_VERSION)
    try:
        rules = RuleSet.from_dict(doc.get("rules"))
    except RuleSetError as exc:
        first = exc.problems[0] if exc.problems else None
        why_details = dict(first.details) if first is not None else {}
        raise SaveError("bad_rules", why=exc.code, why_details=why_details) from None
    players, seed = doc.get("players"), doc.get("seed")
    if type(players) is not int or not rules.min_players <= players <= rules.max_players:
        raise SaveError("bad_field", field="players")
    if type(seed) is not int or not 0 <= seed < 2**63:
        raise SaveError("bad_field", field="seed")
    raw = doc.get("actions")
    if not isinstance(raw, list):
        raise SaveError("bad_field", field="actions")
    if len(raw) > MAX_ACTIONS:
        raise SaveError("too_large", actions=len(raw))
    actions = []
    for i, item in enumerate(raw):
        try:
            actions.append(action_from_json(item))
        except SaveError:
            raise SaveError("bad_action", index=i) from None
    state = GameState(rules, players, seed)
    for i, action in enumerate(actions):
        try:
            state.apply(action)
        except IllegalMove as exc:
            raise SaveError("illegal_action", index=i, why=exc.reason) from None
    digest = doc.get("digest")
    if digest is not None and digest != state_digest(state):
        raise SaveError("digest_mismatch")
    return state
