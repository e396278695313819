"""The eight published variants as RuleSet values (RULES.md §3), and house rules."""

from __future__ import annotations

import dataclasses

from .rules import RUN, SET, DeckRow, MeldReq, Round, RuleSet, Settlement


def _contract(spec: str, set_min: int = 3, run_min: int = 4) -> tuple[MeldReq, ...]:
    """``"S S R"`` -> two sets and a run; ``R7`` is a run of at least 7."""
    out = []
    for token in spec.split():
        kind = SET if token[0] == "S" else RUN
        length = int(token[1:]) if len(token) > 1 else (set_min if kind == SET else run_min)
        out.append(MeldReq(kind, length))
    return tuple(out)


SEVEN_CONTRACTS = ("S S", "S R", "R R", "S S S", "S S R", "S R R", "R R R")
HOYLE_POINTS = (15, 15, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)


def _rounds(contracts: tuple[str, ...], dealt: tuple[int, ...]) -> tuple[Round, ...]:
    return tuple(Round(n, _contract(c)) for c, n in zip(contracts, dealt, strict=True))


def _may_i() -> RuleSet:
    return RuleSet(
        id="may-i",
        name="May I? (seven hands)",
        min_players=2,
        max_players=8,
        deck_table=(DeckRow(4, 2, 4), DeckRow(6, 3, 6), DeckRow(8, 4, 8)),
        rounds=_rounds(SEVEN_CONTRACTS, (12,) * 7),
        red_aces_wild=True,
        wilds_not_more_than_naturals=True,
        wild_only_sets=True,
        may_i=True,
        may_i_penalty=1,
        may_i_after_down=True,
        wild_swap=True,
        stock_exhausted="turn_over_once",
        points=(50, 20, 5, 5, 5, 5, 5, 5, 5, 5, 10, 10, 10, 10),
        first_dealer="high",
    )


def _playingcards_io() -> RuleSet:
    return RuleSet(
        id="playingcards-io",
        name="Continental (PlayingCards.io)",
        min_players=2,
        max_players=8,
        deck_table=(DeckRow(4, 2, 2), DeckRow(6, 3, 3), DeckRow(8, 4, 4)),
        rounds=_rounds(SEVEN_CONTRACTS, (10, 10, 10, 10, 12, 12, 12)),
        may_i=True,
        stock_exhausted="reshuffle",
        points=(15, 15, 5, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10),
        first_dealer="high",
    )


def _continental_15() -> RuleSet:
    return RuleSet(
        id="continental-15",
        name="Continental (single hand)",
        min_players=2,
        max_players=12,
        deck_table=(DeckRow(5, 2, 2), DeckRow(8, 3, 3), DeckRow(12, 4, 4)),
        rounds=(Round(15, ()),),
        deuces_wild=True,
        sets_allowed=False,
        run_min=3,
        single_hand=True,
        going_out_patterns=((3, 3, 3, 3, 3), (4, 4, 4, 3), (5, 4, 3, 3)),
        settlement=Settlement(),
        may_i=False,
        stock_exhausted="reshuffle",
        points=(0,) * 14,
        first_dealer="low",
        deal_group=3,
    )


def _contract_hoyle() -> RuleSet:
    return RuleSet(
        id="contract-hoyle",
        name="Contract Rummy (Hoyle)",
        min_players=3,
        max_players=8,
        deck_table=(DeckRow(4, 2, 1), DeckRow(8, 3, 2)),
        rounds=_rounds(SEVEN_CONTRACTS, (10, 10, 10, 10, 12, 12, 12)),
        may_i=True,
        may_i_penalty=1,
        stock_exhausted="reshuffle",
        points=HOYLE_POINTS,
        first_dealer="low",
    )


def _liverpool() -> RuleSet:
    return RuleSet(
        id="liverpool",
        name="Liverpool Rummy",
        min_players=3,
        max_players=8,
        deck_table=(DeckRow(4, 2, 4), DeckRow(8, 3, 6)),
        rounds=_rounds(SEVEN_CONTRACTS, (10, 10, 10, 10, 12, 12, 12)),
        may_i=True,
        may_i_limit=3,
        may_i_after_down=False,
        turn_player_first_refusal=True,
        last_round_meld_out=True,
        stock_exhausted="reshuffle",
        points=HOYLE_POINTS,
        first_dealer="high",
    )


SHANGHAI_CONTRACTS = (
    "S S",
    "S R4",
    "R4 R4",
    "S S S",
    "S R7",
    "S S R5",
    "R4 R4 R4",
    "S R10",
    "S S S R5",
    "R5 R5 R5",
)


def _shanghai() -> RuleSet:
    return RuleSet(
        id="shanghai",
        name="Shanghai (ten hands)",
        min_players=3,
        max_players=8,
        deck_table=(DeckRow(4, 2, 4), DeckRow(8, 3, 6)),
        rounds=_rounds(SHANGHAI_CONTRACTS, (11,) * 10),
        deuces_wild=True,
        wilds_not_more_than_naturals=True,
        may_i=True,
        may_i_limit=3,
        stock_exhausted="reshuffle",
        points=HOYLE_POINTS,
        first_dealer="high",
    )


def _continental_es() -> RuleSet:
    return RuleSet(
        id="continental-es",
        name="Continental (Spain & Latin America)",
        min_players=2,
        max_players=8,
        deck_table=(DeckRow(8, 2, 4),),
        rounds=_rounds(SEVEN_CONTRACTS, (7, 8, 9, 10, 11, 12, 13)),
        wrap_runs=True,
        no_adjacent_wilds_in_runs=True,
        may_i=True,
        may_i_penalty=1,
        discarder_may_buy=True,
        final_discard="required",
        stock_exhausted="reshuffle",
        points=(50, 20, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10),
        down_and_out_bonus=-10,
        direction=-1,
        first_dealer="high",
    )


CARIOCA_CONTRACTS = ("S S", "S R", "R R", "S S S", "S S R", "S R R", "R R R", "S S S S")


def _carioca() -> RuleSet:
    return RuleSet(
        id="carioca",
        name="Carioca (Chile)",
        min_players=2,
        max_players=5,
        deck_table=(DeckRow(5, 2, 4),),
        rounds=_rounds(CARIOCA_CONTRACTS, (12,) * 8),
        wrap_runs=True,
        may_i=False,
        stock_exhausted="reshuffle",
        points=(30, 20, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10),
        direction=-1,
        first_dealer="high",
    )


_BUILDERS = {
    "may-i": _may_i,
    "playingcards-io": _playingcards_io,
    "continental-15": _continental_15,
    "contract-hoyle": _contract_hoyle,
    "liverpool": _liverpool,
    "shanghai": _shanghai,
    "continental-es": _continental_es,
    "carioca": _carioca,
}
PRESET_IDS: tuple[str, ...] = tuple(_BUILDERS)


def get_preset(preset_id: str) -> RuleSet:
    """The preset with this id. Raises KeyError naming the unknown id."""
    try:
        return _BUILDERS[preset_id]()
    except KeyError:
        raise KeyError(f"unknown preset {preset_id!r}; known: {', '.join(PRESET_IDS)}") from None


def all_presets() -> list[RuleSet]:
    return [build() for build in _BUILDERS.values()]


# ------------------------------------------------------------------ house rules
HOUSE_RULES = (
    "deuces_wild",
    "red_aces_wild",
    "no_may_i_last_three",
    "three_buys",
    "final_discard_required",
)


def with_house_rule(rules: RuleSet, name: str, on: bool = True) -> RuleSet:
    """Switch one of the common house rules on (or off) and return the new RuleSet."""
    if name == "deuces_wild":
        return dataclasses.replace(rules, deuces_wild=on)
    if name == "red_aces_wild":
        return dataclasses.replace(rules, red_aces_wild=on)
    if name == "no_may_i_last_three":
        return dataclasses.replace(rules, may_i_disabled_last_rounds=3 if on else 0)
    if name == "three_buys":
        return dataclasses.replace(rules, may_i_limit=3 if on else 0)
    if name == "final_discard_required":
        return dataclasses.replace(rules, final_discard="required" if on else "optional")
    raise KeyError(f"unknown house rule {name!r}")


def with_jokers_per_deck(rules: RuleSet, jokers: int) -> RuleSet:
    """Every row of the deck table gets ``jokers`` jokers per deck."""
    table = tuple(DeckRow(r.max_players, r.decks, r.decks * jokers) for r in rules.deck_table)
    return dataclasses.replace(rules, deck_table=table)
