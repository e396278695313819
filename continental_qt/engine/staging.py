"""What a table needs to know to let a player put melds together before going down:
the slots to stage cards in, and the engine's verdict on what is staged.

Named queries, so no screen works a rule out for itself:

- :func:`staging_slots`: one slot per meld the round's contract asks for (its kind
  and shortest length); in the single-hand game, the slots of the going-out shape
  with the most melds (every slot a run, as short as any shape allows), since going
  out takes shapes such as 3-3-3-3-3, 4-4-4-3 or 5-4-3-3.
- :func:`staged_verdict`: whether the staged groups make a move the engine would
  take, and if not, the reason code (and the slot it is about). For a contract,
  every slot must hold its meld; in the single-hand game the verdict is on the whole
  staged set: every group a run, their lengths one of the going-out shapes, and no
  card of the hand left over (but the one to discard after drawing).
- ``GameState.has_gone_down(seat)`` says whether a seat has gone down (never in the
  single-hand game).

The reason codes are the engine's own (``reasons.py``), as ``apply`` would give them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import Card
from .melds import MeldCheck, check_meld
from .rules import RUN, MeldReq, RuleSet


@dataclass(frozen=True)
class StagedVerdict:
    """The engine's word on staged groups. ``checks``: each slot's meld check (None
    while the slot is empty); ``reason`` (with ``details``) says why the groups are
    not ``ready``, about slot ``slot`` (None: the staged set as a whole)."""

    ready: bool
    checks: tuple[MeldCheck | None, ...] = ()
    reason: str | None = None
    slot: int | None = None
    details: dict[str, Any] = field(default_factory=dict)


def staging_slots(rules: RuleSet, round_number: int) -> tuple[MeldReq, ...]:
    """The slots a player stages melds in this round (see the module docstring)."""
    if not rules.single_hand:
        return tuple(rules.round(round_number).contract)
    patterns = rules.going_out_patterns
    slots = max(len(p) for p in patterns)
    shortest = min(min(p) for p in patterns)
    return tuple(MeldReq(RUN, shortest) for _ in range(slots))


def staged_verdict(
    rules: RuleSet,
    slots: Sequence[MeldReq],
    groups: Sequence[Sequence[Card]],
    hand_size: int | None = None,
    drawn: bool = True,
) -> StagedVerdict:
    """Do ``groups`` (one per slot of ``slots``) make a move? ``hand_size``: the cards
    in the player's hand (single-hand game: every card must go out, all but the discard
    once ``drawn``)."""
    checks = tuple(
        check_meld(g, req.kind, rules, req.min_length) if g else None
        for g, req in zip(groups, slots, strict=True)
    )
    if not rules.single_hand:
        for slot, res in enumerate(checks):
            if res is None:
                return StagedVerdict(False, checks, "slot_empty", slot)
            if not res.ok:
                return StagedVerdict(False, checks, res.reason or "invalid_meld", slot)
        return StagedVerdict(True, checks)
    used = [slot for slot, res in enumerate(checks) if res is not None]
    if not used:
        return StagedVerdict(False, checks, "slot_empty", None)
    for slot in used:
        res = checks[slot]
        if res is not None and not res.ok:
            return StagedVerdict(False, checks, res.reason or "invalid_meld", slot)
    lengths = sorted((len(groups[slot]) for slot in used), reverse=True)
    if tuple(lengths) not in {tuple(sorted(p, reverse=True)) for p in rules.going_out_patterns}:
        return StagedVerdict(False, checks, "not_a_going_out_pattern", None, {"lengths": lengths})
    if hand_size is not None:
        left = hand_size - sum(lengths) - (1 if drawn else 0)
        if left > 0:
            return StagedVerdict(False, checks, "must_use_all_cards", None, {"left": left})
    return StagedVerdict(True, checks)
