"""What the table says about the turn: the phase line and the prompt to the player."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.actions import GoOut, LayOff
from ...engine.events import DRAW, FIRST_REFUSAL, GAME_OVER, MAY_I, ROUND_OVER
from .base import _capitalise, _name, _people, translate
from .cards import _contract_phrase, _hand_size, card_name


# --------------------------------------------------------------- phase, prompt
def phase_text(
    state: Any, seat_names: Sequence[str], viewer: int | None, asked: int | None = None
) -> str:
    """The top bar's status: ``Ana's turn — drawing``, ``Bruno may claim the 7♥ — waiting``,
    ``Your turn — meld or discard``. ``state`` is a GameState or a view; ``asked``: the
    person asked May I? on pass-and-play's neutral table (asked now, not waited for)."""
    phase = state.phase
    if phase == ROUND_OVER:
        if state.rules.single_hand:
            return translate("Texts", "Deal over — see the summary")
        return translate("Texts", "Round over — see the summary")
    if phase == GAME_OVER:
        winners = list(getattr(state, "winners", []))
        if winners:
            return translate("Texts", "Game over — {names} won").format(
                names=_capitalise(_people(winners, seat_names, viewer))
            )
        return translate("Texts", "Game over")
    turn = state.turn
    card = card_name(state.top_discard)
    if phase == DRAW:
        if viewer is not None and viewer == turn:
            return translate("Texts", "Your turn — draw a card")
        return translate("Texts", "{name}'s turn — drawing").format(name=_name(seat_names, turn))
    if phase == MAY_I:
        if viewer is not None and viewer == state.to_act:
            return translate("Texts", "May I? — you may claim the {card}").format(card=card)
        if asked is not None and asked == state.to_act:
            return translate("Texts", "May I? — {name} is asked about the {card}").format(
                name=_name(seat_names, asked), card=card
            )
        return translate("Texts", "{name} may claim the {card} — waiting").format(
            name=_name(seat_names, state.to_act), card=card
        )
    if phase == FIRST_REFUSAL:
        if viewer is not None and viewer == turn:
            return translate("Texts", "Your first refusal on the {card}").format(card=card)
        return translate("Texts", "{name} has first refusal on the {card} — waiting").format(
            name=_name(seat_names, turn), card=card
        )
    if viewer is not None and viewer == turn:
        if state.rules.single_hand:
            return translate("Texts", "Your turn — go out or discard")
        if state.down[viewer]:
            return translate("Texts", "Your turn — lay off or discard")
        return translate("Texts", "Your turn — meld or discard")
    return translate("Texts", "{name}'s turn — playing").format(name=_name(seat_names, turn))


def _discard_sentence() -> str:
    return translate(
        "Texts", "Discard a card to end your turn (double-click it or drop it on the pile)."
    )


def prompt_text(
    state: Any,
    viewer: int | None,
    seat_names: Sequence[str] | None = None,
    asked: int | None = None,
) -> str:
    """One sentence telling ``viewer`` what they can do now, e.g. ``Your turn: draw from
    the stock or take the 7♥.`` or ``Waiting for Bruno…``. ``seat_names`` names the
    seats (default: Player 1, Player 2, …). ``asked``: the person asked May I? on
    pass-and-play's neutral table (no hand shown), addressed by name."""
    names = list(seat_names or [])
    rules = state.rules
    if state.phase == GAME_OVER:
        return translate("Texts", "The game is over. Start a new one from the Game menu.")
    if state.phase == ROUND_OVER:
        if rules.single_hand:
            return translate("Texts", "The deal is over: see the summary (Enter deals the next).")
        return translate("Texts", "The round is over: see the summary (Enter deals the next).")
    if viewer is not None and state.left[viewer]:
        return translate("Texts", "You have left this game.")
    acting = state.to_act
    if state.phase == MAY_I and asked is not None and asked == acting:
        text = translate("Texts", "May I? {name}, do you want the {card}?").format(
            name=_name(names, asked), card=card_name(state.top_discard)
        )
        penalty = rules.may_i_penalty  # a plain name, or lupdate skips the call
        if penalty:
            text += " " + translate("Texts", "(It costs %n penalty card(s).)", None, penalty)
        return text
    if viewer is None or acting != viewer:
        if state.phase == MAY_I and viewer is not None and viewer == state.turn:
            return translate("Texts", "Waiting: {name} may claim the {card}…").format(
                name=_name(names, acting), card=card_name(state.top_discard)
            )
        return translate("Texts", "Waiting for {name}…").format(name=_name(names, acting))
    top = state.top_discard
    # What the viewer may do is the engine's answer (their legal moves), never worked
    # out here from the rules.
    legal = {type(a) for a in state.legal_actions(viewer)}
    if state.phase == DRAW:
        if GoOut in legal:
            if top is None:
                return translate(
                    "Texts", "Your turn: draw from the stock, or go out now if all your cards fit."
                )
            return translate(
                "Texts",
                "Your turn: draw from the stock or take the {card}, or go out now if all "
                "your cards fit.",
            ).format(card=card_name(top))
        if top is None:
            return translate("Texts", "Your turn: draw from the stock.")
        return translate("Texts", "Your turn: draw from the stock or take the {card}.").format(
            card=card_name(top)
        )
    if state.phase == MAY_I:
        penalty = rules.may_i_penalty
        if state.discarder is None or state.discarder == viewer:
            text = translate("Texts", "The {card} is on offer. May I?").format(card=card_name(top))
        else:
            text = translate("Texts", "{name} discarded the {card}. May I?").format(
                name=_name(names, state.discarder), card=card_name(top)
            )
        if penalty:
            text += " " + translate("Texts", "(It costs %n penalty card(s).)", None, penalty)
        if rules.turn_player_first_refusal:
            text += " " + translate("Texts", "{name} may still take it first.").format(
                name=_name(names, state.turn)
            )
        return text
    if state.phase == FIRST_REFUSAL:
        return translate(
            "Texts", "{name} wants the {card}: take it yourself (no penalty) or let them have it."
        ).format(name=_name(names, state.claimant), card=card_name(top))
    # PLAY
    meld_out = rules.last_round_meld_out and state.round_number == rules.num_rounds
    if rules.single_hand:
        text = translate(
            "Texts", "Go out with all {cards} cards in runs, or discard a card to end your turn."
        ).format(cards=_hand_size(rules))
    elif not state.has_gone_down(viewer):
        text = translate(
            "Texts", "Go down with {contract}, or discard a card to end your turn."
        ).format(contract=_contract_phrase(state.contract))
    elif LayOff in legal:
        text = translate(
            "Texts", "Lay off cards on the table melds, or discard a card to end your turn."
        )
    else:
        text = _discard_sentence()
    if meld_out:
        text += " " + translate("Texts", "This last round ends only when someone melds every card.")
    return text
