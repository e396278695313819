"""The RuleSet: every setting of a Continental variant as one frozen value.

A preset is a RuleSet with a stable ``id``; a house rule is a changed
setting (``dataclasses.replace``). ``validate()`` refuses impossible
combinations with reason codes; ``to_json``/``from_json`` round-trip every
field and refuse wrong types instead of guessing. A setting that older versions
wrote and this one no longer has (``RETIRED_FIELDS``) is read and dropped, with
a ``retired_setting`` note for whoever asks (``from_dict(data, notes)``),
never refused.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from typing import Any

from .errors import RuleProblem, RuleSetError

SET, RUN = "set", "run"
MELD_KINDS = (SET, RUN)
FINAL_DISCARD_MODES = ("optional", "required")
STOCK_MODES = ("turn_over_once", "reshuffle")
FIRST_DEALER_MODES = ("high", "low", "random")
RULESET_FORMAT = "continental-ruleset"
RULESET_VERSION = 1
#: Settings older versions wrote that no longer exist; a reader drops them with a note.
#: ``max_stock_rebuilds`` capped rebuilt stocks; a stock is now rebuilt every time it
#: runs out (RULES.md §2.8) and ``round_turn_limit`` is the one loop guard.
RETIRED_FIELDS = frozenset({"max_stock_rebuilds"})


@dataclass(frozen=True, slots=True)
class MeldReq:
    """One meld a contract asks for: its kind and minimum length."""

    kind: str
    min_length: int


@dataclass(frozen=True, slots=True)
class Round:
    """One deal of a contract game: cards dealt and the contract to go down."""

    cards_dealt: int
    contract: tuple[MeldReq, ...]


@dataclass(frozen=True, slots=True)
class DeckRow:
    """For tables of up to ``max_players`` players: ``decks`` decks and ``jokers`` jokers."""

    max_players: int
    decks: int
    jokers: int


@dataclass(frozen=True, slots=True)
class Settlement:
    """The single-hand game's payment from each loser to the winner (RULES.md §3)."""

    win: int = 1
    per_deuce_wild: int = 1
    per_joker: int = 2
    no_draw: int = 10
    one_draw: int = 7
    no_wild: int = 10
    one_suit: int = 10


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Every knob of a variant. See RULES.md §4 for what each one means."""

    id: str
    name: str
    min_players: int
    max_players: int
    deck_table: tuple[DeckRow, ...]
    rounds: tuple[Round, ...]
    # Wild cards. Jokers are always wild.
    deuces_wild: bool = False
    red_aces_wild: bool = False
    # Melds.
    sets_allowed: bool = True
    set_min: int = 3
    run_min: int = 4
    ace_low: bool = True
    ace_high: bool = True
    wrap_runs: bool = False
    max_run_length: int = 13
    # Wild limits (RULES.md §2.9).
    wilds_not_more_than_naturals: bool = False
    wild_only_sets: bool = False
    min_naturals: int = 1
    no_adjacent_wilds_in_runs: bool = False
    # May I? (buying).
    may_i: bool = True
    may_i_penalty: int = 1
    may_i_limit: int = 0  # per player per round; 0 means unlimited
    may_i_disabled_last_rounds: int = 0
    may_i_after_down: bool = True
    turn_player_first_refusal: bool = False
    discarder_may_buy: bool = False
    # Melding.
    lay_off_same_turn: bool = True
    wild_swap: bool = False
    # Going out.
    final_discard: str = "optional"
    last_round_meld_out: bool = False
    # Single-hand game: no going down; go out with one of these run-length patterns.
    single_hand: bool = False
    going_out_patterns: tuple[tuple[int, ...], ...] = ()
    match_deals: int = 0  # 0: each player deals once
    settlement: Settlement = field(default_factory=Settlement)
    # Stock.
    stock_exhausted: str = "reshuffle"
    round_turn_limit: int = 600  # a round that reaches it ends as if the stock ran out
    # Scoring: penalty points by rank, index 0 is the joker, 1 the ace ... 13 the king.
    points: tuple[int, ...] = (15, 15, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)
    down_and_out_bonus: int = 0
    # Table.
    first_dealer: str = "high"
    direction: int = 1  # 1 clockwise (deal passes left), -1 counter-clockwise
    deal_group: int = 1  # cards dealt at a time (animation only)

    # ----------------------------------------------------------------- derived
    @property
    def higher_wins(self) -> bool:
        """True when the highest total wins (the single-hand game's settlements);
        otherwise penalty points are counted and the lowest total wins."""
        return self.single_hand

    @property
    def num_rounds(self) -> int:
        return len(self.rounds)

    def round(self, number: int) -> Round:
        """Round by 1-based number."""
        if not 1 <= number <= len(self.rounds):
            raise ValueError(f"round {number} out of range 1..{len(self.rounds)}")
        return self.rounds[number - 1]

    def deck_row(self, players: int) -> DeckRow:
        for row in self.deck_table:
            if players <= row.max_players:
                return row
        return self.deck_table[-1]

    def is_wild_code(self, rank: int, suit: int) -> bool:
        if rank == 0:
            return True
        if rank == 2 and self.deuces_wild:
            return True
        return rank == 1 and self.red_aces_wild and suit in (1, 2)

    def may_i_open(self, round_number: int) -> bool:
        if not self.may_i or self.single_hand:
            return False
        return round_number <= len(self.rounds) - self.may_i_disabled_last_rounds

    def max_hand(self, round_number: int) -> int:
        """The most cards a player can hold in this round after drawing."""
        r = self.round(round_number)
        buys = 0
        if self.may_i_open(round_number):
            # Each buy brings the discard and the penalty cards. Unlimited buying is
            # counted as three buys (the Hoyle limit): a contract that needs more than
            # that is not one a table can expect to meet.
            buys = (self.may_i_limit or 3) * (self.may_i_penalty + 1)
        return r.cards_dealt + 1 + buys

    # -------------------------------------------------------------- validation
    def problems(self, players: int | None = None) -> list[RuleProblem]:
        """Every reason this rule set cannot be played (empty when playable)."""
        out: list[RuleProblem] = []

        def bad(code: str, **details: Any) -> None:
            out.append(RuleProblem(code, details))

        if not self.id or not isinstance(self.id, str):
            bad("id_missing")
        if not 2 <= self.min_players <= self.max_players:
            bad("players_range", min=self.min_players, max=self.max_players)
        if self.max_players > 12:
            bad("too_many_players", max=self.max_players, limit=12)
        if not self.deck_table:
            bad("no_decks")
        for row in self.deck_table:
            if not 1 <= row.decks <= 8 or not 0 <= row.jokers <= 4 * row.decks:
                bad("deck_row", decks=row.decks, jokers=row.jokers)
        limits = [row.max_players for row in self.deck_table]
        if limits != sorted(set(limits)):  # the last row also serves larger tables
            bad("deck_table_order", limits=limits)
        if not self.rounds:
            bad("no_rounds")
        if self.set_min < 2 or self.run_min < 2:
            bad("meld_min_too_small", set_min=self.set_min, run_min=self.run_min)
        if not 3 <= self.max_run_length <= 13:
            bad("max_run_length", value=self.max_run_length)
        if self.run_min > self.max_run_length:
            bad("run_min_above_max", run_min=self.run_min, max=self.max_run_length)
        if not (self.ace_low or self.ace_high or self.wrap_runs):
            bad("ace_nowhere")
        if self.min_naturals < 0 or self.min_naturals > max(self.set_min, self.run_min):
            bad("min_naturals", value=self.min_naturals)
        if self.deal_group < 1:
            bad("deal_group", value=self.deal_group)
        if self.match_deals < 0:
            bad("match_deals", value=self.match_deals)
        st = self.settlement
        if (
            min(st.win, st.per_deuce_wild, st.per_joker, st.no_draw, st.one_draw) < 0
            or min(st.no_wild, st.one_suit) < 0
        ):
            bad("settlement")
        if self.may_i_penalty < 0 or self.may_i_limit < 0 or self.may_i_disabled_last_rounds < 0:
            bad("may_i_negative")
        if self.final_discard not in FINAL_DISCARD_MODES:
            bad("final_discard_mode", value=self.final_discard)
        if self.stock_exhausted not in STOCK_MODES:
            bad("stock_mode", value=self.stock_exhausted)
        if self.first_dealer not in FIRST_DEALER_MODES:
            bad("first_dealer_mode", value=self.first_dealer)
        if self.direction not in (1, -1):
            bad("direction", value=self.direction)
        if len(self.points) != 14 or any(p < 0 for p in self.points):
            bad("points_table", length=len(self.points))
        if self.round_turn_limit < 10:
            bad("stock_limits")
        if self.single_hand:
            if self.sets_allowed:
                bad("single_hand_sets")
            if not self.going_out_patterns:
                bad("no_going_out_patterns")
            for pat in self.going_out_patterns:
                if any(n < max(3, self.run_min) or n > self.max_run_length for n in pat):
                    bad("pattern_meld_length", pattern=list(pat))
            if any(rnd.contract for rnd in self.rounds):
                bad("single_hand_contract")
        for number, rnd in enumerate(self.rounds, 1):
            if rnd.cards_dealt < 1:
                bad("cards_dealt", round=number, value=rnd.cards_dealt)
            if not self.single_hand and not rnd.contract:
                bad("empty_contract", round=number)
            for req in rnd.contract:
                if req.kind not in MELD_KINDS:
                    bad("meld_kind", round=number, kind=req.kind)
                elif req.kind == SET and not self.sets_allowed:
                    bad("sets_not_allowed", round=number)
                elif req.kind == RUN and req.min_length > self.max_run_length:
                    bad("run_too_long", round=number, length=req.min_length)
                elif req.min_length < (self.set_min if req.kind == SET else self.run_min):
                    bad("contract_meld_too_short", round=number, kind=req.kind)
            if self.single_hand:
                for pat in self.going_out_patterns:
                    if sum(pat) != rnd.cards_dealt:
                        bad("pattern_size", round=number, pattern=list(pat), dealt=rnd.cards_dealt)
            else:
                need = sum(r.min_length for r in rnd.contract)
                if need > self.max_hand(number):
                    bad(
                        "contract_exceeds_hand", round=number, need=need, most=self.max_hand(number)
                    )
        if self.deck_table and self.rounds:
            lo = self.min_players
            hi = self.max_players if players is None else players
            for n in range(lo if players is None else players, hi + 1):
                row = self.deck_row(n)
                total = 52 * row.decks + row.jokers
                most = max(r.cards_dealt for r in self.rounds)
                # Every hand, the upcard and at least one stock card.
                if n * most + 2 > total:
                    bad("not_enough_cards", players=n, cards=total, need=n * most + 2)
        if players is not None and not self.min_players <= players <= self.max_players:
            bad("player_count", players=players, min=self.min_players, max=self.max_players)
        return out

    def validate(self, players: int | None = None) -> None:
        """Raise :class:`RuleSetError` listing every problem, if there is any."""
        found = self.problems(players)
        if found:
            raise RuleSetError(found)

    # -------------------------------------------------------------------- JSON
    def to_dict(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["format"] = RULESET_FORMAT
        d["format_version"] = RULESET_VERSION
        return d

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1, sort_keys=True)

    @classmethod
    def from_dict(cls, data: Any, notes: list[RuleProblem] | None = None) -> RuleSet:
        """Build from a dict, checking every type. Raises RuleSetError, never half-builds.

        A retired setting (``RETIRED_FIELDS``) is dropped; when ``notes`` is given, a
        ``retired_setting`` note (details ``field``, ``value``) is appended for each.
        """
        return _ruleset_from_dict(data, notes)

    @classmethod
    def from_json(cls, text: str, notes: list[RuleProblem] | None = None) -> RuleSet:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise RuleSetError([RuleProblem("not_json", {"error": str(exc)[:200]})]) from None
        return _ruleset_from_dict(data, notes)


# --------------------------------------------------------------- JSON parsing
_SIMPLE_TYPES: dict[str, type] = {}
for _f in dataclasses.fields(RuleSet):
    if _f.type in ("str", "int", "bool"):
        _SIMPLE_TYPES[_f.name] = {"str": str, "int": int, "bool": bool}[_f.type]


def _fail(code: str, **details: Any) -> RuleSetError:
    return RuleSetError([RuleProblem(code, details)])


def _int(value: Any, where: str) -> int:
    if type(value) is not int:
        raise _fail("wrong_type", field=where, expected="int")
    if abs(value) > 10_000:
        raise _fail("out_of_range", field=where)
    return value


def _ruleset_from_dict(data: Any, notes: list[RuleProblem] | None = None) -> RuleSet:
    if not isinstance(data, dict):
        raise _fail("wrong_type", field="(root)", expected="object")
    retired = sorted(RETIRED_FIELDS.intersection(data))
    if retired:
        found = [RuleProblem("retired_setting", {"field": k, "value": data[k]}) for k in retired]
        data = {k: v for k, v in data.items() if k not in RETIRED_FIELDS}
    if data.get("format", RULESET_FORMAT) != RULESET_FORMAT:
        raise _fail("wrong_format", found=str(data.get("format"))[:50])
    version = data.get("format_version", RULESET_VERSION)
    if type(version) is not int or version < 1:  # every version ever written is 1 or more
        raise _fail("wrong_format", found=str(version)[:20])
    if version > RULESET_VERSION:
        raise _fail("newer_format", found=str(version)[:20], supported=RULESET_VERSION)
    known = {f.name for f in dataclasses.fields(RuleSet)}
    unknown = sorted(set(data) - known - {"format", "format_version"})
    if unknown:
        raise _fail("unknown_fields", fields=unknown[:10])
    kwargs: dict[str, Any] = {}
    for name, typ in _SIMPLE_TYPES.items():
        if name not in data:
            continue
        value = data[name]
        if typ is int:
            kwargs[name] = _int(value, name)
        elif type(value) is not typ:
            raise _fail("wrong_type", field=name, expected=typ.__name__)
        else:
            if typ is str and len(value) > 200:
                raise _fail("too_long", field=name, limit=200)
            kwargs[name] = value
    for required in ("id", "name", "min_players", "max_players", "deck_table", "rounds"):
        if required not in data:
            raise _fail("missing_field", field=required)
    try:
        kwargs["deck_table"] = tuple(
            DeckRow(
                _int(r["max_players"], "deck_table"),
                _int(r["decks"], "deck_table"),
                _int(r["jokers"], "deck_table"),
            )
            for r in _list(data["deck_table"], "deck_table", 16)
        )
        kwargs["rounds"] = tuple(
            Round(
                _int(r["cards_dealt"], "rounds"),
                tuple(
                    MeldReq(_str(m["kind"], "rounds"), _int(m["min_length"], "rounds"))
                    for m in _list(r["contract"], "rounds", 8)
                ),
            )
            for r in _list(data["rounds"], "rounds", 20)
        )
        if "going_out_patterns" in data:
            kwargs["going_out_patterns"] = tuple(
                tuple(_int(n, "going_out_patterns") for n in _list(p, "going_out_patterns", 8))
                for p in _list(data["going_out_patterns"], "going_out_patterns", 8)
            )
        if "points" in data:
            kwargs["points"] = tuple(_int(p, "points") for p in _list(data["points"], "points", 14))
        if "settlement" in data:
            s = data["settlement"]
            if not isinstance(s, dict) or set(s) - {f.name for f in dataclasses.fields(Settlement)}:
                raise _fail("wrong_type", field="settlement", expected="object")
            kwargs["settlement"] = Settlement(**{k: _int(v, "settlement") for k, v in s.items()})
    except (KeyError, TypeError) as exc:
        raise _fail("malformed_field", error=str(exc)[:100]) from None
    rules = RuleSet(**kwargs)
    rules.validate()
    if retired and notes is not None:
        notes.extend(found)
    return rules


def _list(value: Any, where: str, limit: int) -> list:
    if not isinstance(value, (list, tuple)):
        raise _fail("wrong_type", field=where, expected="list")
    if len(value) > limit:
        raise _fail("too_long", field=where, limit=limit)
    return value


def _str(value: Any, where: str) -> str:
    if type(value) is not str:
        raise _fail("wrong_type", field=where, expected="str")
    if len(value) > 50:
        raise _fail("too_long", field=where, limit=50)
    return value
