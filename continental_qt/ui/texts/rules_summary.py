"""The rules of a game in words: the summary shown by the New Game dialog, the rules
editor and Help > Rules of this game.

Every string goes through :func:`~continental_qt.ui.texts.translate` in the ``Texts``
context, spelled out as a literal so that ``pyside6-lupdate`` finds it (see ``texts``).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from ...engine.rules import RuleSet
from .base import _join, translate
from .cards import contract_text, going_out_text, rank_label
from .names import preset_name

__all__ = ["rules_summary_html"]


def _players_range(lo: int, hi: int) -> str:
    if lo == hi:
        return translate("Texts", "%n player(s)", None, lo)
    return translate("Texts", "{low}–{high} players").format(low=lo, high=hi)


def _deck_rows(rules: RuleSet) -> list[tuple[str, str]]:
    rows = []
    low = rules.min_players
    for row in rules.deck_table:
        high = min(row.max_players, rules.max_players)
        if high < low:
            continue
        decks, jokers = row.decks, row.jokers
        decks = translate("Texts", "%n deck(s)", None, decks)
        jokers = translate("Texts", "%n joker(s)", None, jokers)
        rows.append(
            (
                _players_range(low, high),
                translate("Texts", "{decks}, {jokers}").format(decks=decks, jokers=jokers),
            )
        )
        low = high + 1
    return rows


def _wild_text(rules: RuleSet) -> str:
    wilds = [translate("Texts", "jokers")]
    if rules.deuces_wild:
        wilds.append(translate("Texts", "deuces"))
    if rules.red_aces_wild:
        wilds.append(translate("Texts", "red aces"))
    text = translate("Texts", "Wild cards: {cards}.").format(cards=_join(wilds))
    if rules.deuces_wild and rules.red_aces_wild:
        text += " " + translate(
            "Texts", "A deuce or red ace may also be used as itself, as a natural card."
        )
    elif rules.deuces_wild:
        text += " " + translate("Texts", "A deuce may also be used as itself, as a natural card.")
    elif rules.red_aces_wild:
        text += " " + translate("Texts", "A red ace may also be used as itself, as a natural card.")
    return text


def _points_text(points: Sequence[int]) -> str:
    """``2–9: 5 · 10–K: 10 · A: 20 · Joker: 50``, or face value where it is."""
    parts: list[str] = []
    ranks = list(range(2, 14))
    i = 0
    if all(points[r] == r for r in range(2, 11)):
        parts.append(translate("Texts", "2–10: face value"))
        i = ranks.index(11)
    while i < len(ranks):
        j = i
        while j + 1 < len(ranks) and points[ranks[j + 1]] == points[ranks[i]]:
            j += 1
        label = rank_label(ranks[i])
        if j > i:
            label = translate("Texts", "{low}–{high}", "range of ranks").format(
                low=label, high=rank_label(ranks[j])
            )
        parts.append(
            translate("Texts", "{ranks}: {points}").format(ranks=label, points=points[ranks[i]])
        )
        i = j + 1
    parts.append(
        translate("Texts", "{ranks}: {points}").format(ranks=rank_label(1), points=points[1])
    )
    parts.append(
        translate("Texts", "{ranks}: {points}").format(
            ranks=translate("Texts", "Joker"), points=points[0]
        )
    )
    return " · ".join(parts)


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def _ul(items: Sequence[str]) -> str:
    return "<ul>" + "".join(f"<li>{_e(i)}</li>" for i in items if i) + "</ul>"


def _may_i_items(rules: RuleSet) -> list[str]:
    if rules.single_hand or not rules.may_i:
        return [translate("Texts", "No May I? (buying) in this game.")]
    penalty = rules.may_i_penalty  # a plain name: lupdate 6.11 skips a call whose n is rules.x
    items = [
        translate(
            "Texts",
            "When the player in turn does not take the discard, the others may claim it "
            "in turn order; the buyer also takes %n penalty card(s) from the stock.",
            None,
            penalty,
        )
    ]
    if limit := rules.may_i_limit:
        items.append(translate("Texts", "At most %n buy(s) per player per round.", None, limit))
    else:
        items.append(translate("Texts", "No limit on buys."))
    if last := rules.may_i_disabled_last_rounds:
        items.append(translate("Texts", "No May I? in the last %n round(s).", None, last))
    if rules.may_i_after_down:
        items.append(translate("Texts", "Players who have gone down may still buy."))
    else:
        items.append(translate("Texts", "Players who have gone down may not buy."))
    if rules.turn_player_first_refusal:
        items.append(
            translate(
                "Texts",
                "First refusal: the player in turn may take a claimed discard instead, "
                "without penalty.",
            )
        )
    if rules.discarder_may_buy:
        items.append(translate("Texts", "The player who discarded a card may buy it back."))
    return items


def _meld_items(rules: RuleSet) -> list[str]:
    items = []
    set_min, run_min = rules.set_min, rules.run_min  # plain names (see _may_i_items)
    if rules.sets_allowed:
        items.append(translate("Texts", "Sets: %n or more cards of one rank.", None, set_min))
    else:
        items.append(translate("Texts", "No sets: runs only."))
    items.append(
        translate(
            "Texts",
            "Runs: %n or more cards of one suit in sequence, at most {most}.",
            None,
            run_min,
        ).format(most=min(13, rules.max_run_length))
    )
    if rules.ace_low and rules.ace_high:
        items.append(
            translate("Texts", "The ace is high (Q-K-A) or low (A-2-3), never both in one run.")
        )
    elif rules.ace_low:
        items.append(translate("Texts", "The ace is low only (A-2-3)."))
    elif rules.ace_high:
        items.append(translate("Texts", "The ace is high only (Q-K-A)."))
    if rules.wrap_runs:
        items.append(translate("Texts", "Runs may go round the corner (K-A-2)."))
    else:
        items.append(translate("Texts", "Runs do not go round the corner (no K-A-2)."))
    if (naturals := rules.min_naturals) > 1:
        items.append(
            translate("Texts", "Every meld needs at least %n natural cards.", None, naturals)
        )
    else:
        items.append(translate("Texts", "Every meld needs at least one natural card."))
    if rules.wilds_not_more_than_naturals:
        items.append(translate("Texts", "Wilds may not outnumber natural cards in a meld."))
    if rules.wild_only_sets:
        items.append(
            translate(
                "Texts", "A set of wild cards alone is allowed; only wilds may be added to it."
            )
        )
    if rules.no_adjacent_wilds_in_runs:
        items.append(translate("Texts", "Two wild cards may not sit side by side in a run."))
    if rules.wild_swap:
        items.append(
            translate(
                "Texts",
                "A player who has gone down may swap a wild in a run for the card it stands "
                "for, and must play the wild at once.",
            )
        )
    return items


def _play_items(rules: RuleSet) -> list[str]:
    if rules.single_hand:
        items = [
            going_out_text(rules),
            translate(
                "Texts",
                "After drawing you hold one card more: lay down the others and discard it. "
                "You may also go out on your first turn before drawing.",
            ),
        ]
    else:
        items = [
            translate(
                "Texts",
                "Go down by laying out exactly the round's contract in one turn; after that, "
                "lay off cards on any melds on the table.",
            )
        ]
        if rules.lay_off_same_turn:
            items.append(translate("Texts", "You may lay off in the turn you go down."))
        else:
            items.append(translate("Texts", "You may lay off from the turn after going down."))
        if rules.final_discard == "required":
            items.append(translate("Texts", "Going out needs a final discard."))
        else:
            items.append(
                translate("Texts", "Go out by melding your last card or by discarding it.")
            )
        if rules.last_round_meld_out:
            items.append(
                translate(
                    "Texts",
                    "In the last round you must go out by melding every card, with no discard.",
                )
            )
    if rules.stock_exhausted == "turn_over_once":
        items.append(
            translate(
                "Texts",
                "When the stock runs out, the discard pile is turned over once as a new stock; "
                "the second time, the round ends.",
            )
        )
    else:
        items.append(
            translate(
                "Texts",
                "When the stock runs out, the discard pile (all but its top card) is shuffled "
                "into a new stock.",
            )
        )
    return items


def _settlement_items(rules: RuleSet) -> list[str]:
    """What each loser pays the winner of a single-hand deal."""
    s = rules.settlement
    return [
        translate("Texts", "{points} for winning").format(points=s.win),
        translate("Texts", "+{points} for each deuce used as a wild").format(
            points=s.per_deuce_wild
        ),
        translate("Texts", "+{points} for each joker").format(points=s.per_joker),
        translate("Texts", "+{points} for going out without drawing").format(points=s.no_draw),
        translate("Texts", "+{points} for going out after one draw").format(points=s.one_draw),
        translate("Texts", "+{points} for using no wild").format(points=s.no_wild),
        translate("Texts", "+{points} if all melds are of one suit").format(points=s.one_suit),
    ]


def _scoring_html(rules: RuleSet) -> str:
    if rules.single_hand:
        intro = translate("Texts", "The winner of a deal collects from each other player:")
        total = translate("Texts", "Running totals across the match; the highest total wins.")
        return (
            "<p>" + _e(intro) + "</p>" + _ul(_settlement_items(rules)) + "<p>" + _e(total) + "</p>"
        )
    items = [
        translate("Texts", "Cards left in hand score against you: {points}.").format(
            points=_points_text(rules.points)
        ),
        translate("Texts", "After the last round the lowest total wins."),
    ]
    if rules.down_and_out_bonus:
        items.append(
            translate(
                "Texts", "Going down and out in the same turn scores {points} for that round."
            ).format(points=rules.down_and_out_bonus)
        )
    return _ul(items)


def _table_items(rules: RuleSet) -> list[str]:
    if rules.first_dealer == "high":
        dealer = translate("Texts", "The first dealer is chosen by cutting for high card.")
    elif rules.first_dealer == "low":
        dealer = translate("Texts", "The first dealer is chosen by cutting for low card.")
    else:
        dealer = translate("Texts", "The first dealer is chosen at random.")
    if rules.direction == -1:
        direction = translate("Texts", "Play and the deal go counter-clockwise.")
    else:
        direction = translate("Texts", "Play and the deal go clockwise.")
    return [dealer, direction]


def _h4(text: str) -> str:
    return "<h4>" + _e(text) + "</h4>"


def _match_text(rules: RuleSet) -> str:
    deals, rounds = rules.match_deals, rules.num_rounds
    if rules.single_hand:
        if deals:
            return translate("Texts", "a match of %n deal(s)", None, deals)
        return translate("Texts", "a match of one deal by each player")
    return translate("Texts", "%n round(s)", None, rounds)


def rules_summary_html(rules: RuleSet) -> str:
    """A readable HTML summary of ``rules`` for the New Game dialog and Help → Rules.

    Plain Qt rich text (headings, lists, small tables) that a QTextBrowser shows as is.
    """
    players = _players_range(rules.min_players, rules.max_players)
    out = ["<h3>" + _e(preset_name(rules)) + "</h3>"]
    out.append("<p>" + _e(players) + " · " + _e(_match_text(rules)) + "</p>")
    out.append(_h4(translate("Texts", "Cards")))
    out.append("<table cellspacing='0' cellpadding='2'>")
    for seats, decks in _deck_rows(rules):
        out.append(f"<tr><td>{_e(seats)}</td><td>&nbsp;&nbsp;{_e(decks)}</td></tr>")
    out.append("</table>")
    dealt = {r.cards_dealt for r in rules.rounds}
    card_items = [_wild_text(rules)]
    if len(dealt) == 1:
        cards = dealt.pop()
        card_items.insert(0, translate("Texts", "%n card(s) dealt to each player.", None, cards))
    out.append(_ul(card_items))
    if rules.single_hand:
        out.append(_h4(translate("Texts", "Going out")))
    else:
        out.append(_h4(translate("Texts", "Rounds and contracts")))
        round_head = _e(translate("Texts", "Round", "column heading"))
        cards_head = _e(translate("Texts", "Cards", "column heading: cards dealt"))
        contract_head = _e(translate("Texts", "Contract", "column heading"))
        out.append("<table cellspacing='0' cellpadding='2'>")
        out.append(
            f"<tr><th align='left'>{round_head}</th>"
            f"<th align='right'>&nbsp;{cards_head}&nbsp;</th>"
            f"<th align='left'>&nbsp;{contract_head}</th></tr>"
        )
        for number, rnd in enumerate(rules.rounds, 1):
            out.append(
                f"<tr><td>{number}</td><td align='right'>{rnd.cards_dealt}&nbsp;</td>"
                f"<td>&nbsp;{_e(contract_text(rnd.contract))}</td></tr>"
            )
        out.append("</table>")
        out.append(_h4(translate("Texts", "Playing")))
    out.append(_ul(_play_items(rules)))
    out.append(_h4(translate("Texts", "Melds")))
    out.append(_ul(_meld_items(rules)))
    out.append(_h4(translate("Texts", "May I?", "heading: buying discards")))
    out.append(_ul(_may_i_items(rules)))
    out.append(_h4(translate("Texts", "Scoring")))
    out.append(_scoring_html(rules))
    out.append(_ul(_table_items(rules)))
    return "\n".join(out)
