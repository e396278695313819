"""A saved game is rules + players + seed + actions; restoring replays them.

The document is plain JSON data (never pickle or eval): a format name and
version, the full RuleSet (so custom rules travel with the game), the number
of players, the seed, the action list and a digest of the resulting state,
checked after the replay. Anything wrong gives :class:`SaveError` naming the
problem; nothing is half-restored.

Version 2 records the deal of each next round (``NextRound``, ``{"a": "deal"}``)
like any move. Version 1 was written before that move existed, when the engine
dealt inside the move that ended a round: its actions are replayed with the
deal applied wherever a round ended, which is where the old engine dealt. Its
rules may still name ``max_stock_rebuilds``, the old cap on rebuilt stocks; it
is dropped (a ``retired_setting`` note), and a game in which that cap ended a
round, which the current rules would play on, is refused as ``older_version``
rather than replayed into a different game.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from .actions import NEXT_ROUND, NextRound, action_from_json, action_to_json
from .errors import IllegalMove, RuleProblem, RuleSetError, SaveError
from .events import ROUND_OVER, EventKind
from .rules import RuleSet
from .state import GameState

SAVE_FORMAT = "continental-game"
SAVE_VERSION = 2
OLDEST_VERSION = 1  # replayed with the implicit deals of its time (see the module doc)
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


def restore_game(doc: Any, notes: list[RuleProblem] | None = None) -> GameState:
    """Rebuild a game from :func:`save_game`'s document. Raises SaveError.

    A setting the rules no longer have is dropped; when ``notes`` is given, a
    ``retired_setting`` note is appended for it (see ``RuleSet.from_dict``).
    """
    version = document_version(doc, SAVE_FORMAT, SAVE_VERSION, oldest=OLDEST_VERSION)
    raw_rules = doc.get("rules")
    try:
        rules = RuleSet.from_dict(raw_rules, notes)
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
    if version == 1:
        _replay_v1(state, actions, raw_rules)
    else:
        for i, action in enumerate(actions):
            try:
                state.apply(action)
            except IllegalMove as exc:
                raise SaveError("illegal_action", index=i, why=exc.reason) from None
    digest = doc.get("digest")
    if digest is not None and digest != state_digest(state):
        raise SaveError("digest_mismatch")
    return state


def _replay_v1(state: GameState, actions: list, raw_rules: dict) -> None:
    """Replay a version 1 action list: deal the next round wherever one ended, as the
    engine of that version did inside the same move; refuse (``older_version``) a game
    whose stock cap ended a round that the current rules would play on."""
    cap = raw_rules.get("max_stock_rebuilds", 3)
    if type(cap) is not int or cap < 0:
        raise SaveError("bad_rules", why="wrong_type", why_details={"field": "max_stock_rebuilds"})
    if state.rules.stock_exhausted == "turn_over_once":
        cap = min(cap, 1)
    for i, action in enumerate(actions):
        if type(action) is NextRound:
            raise SaveError("bad_action", index=i)  # no such move in version 1
        try:
            events = state.apply(action)
        except IllegalMove as exc:
            raise SaveError("illegal_action", index=i, why=exc.reason) from None
        if state.rebuilds > cap and any(e.kind == EventKind.STOCK_REBUILT for e in events):
            # The old engine ended the round here instead of rebuilding the stock.
            raise SaveError("older_version", index=i)
        if state.phase == ROUND_OVER:
            state.apply(NEXT_ROUND)
