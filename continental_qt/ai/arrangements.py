"""Ways to go down that differ in what they leave in hand.

``legal_actions`` lists one going down (the solver's first arrangement). The analysis
(:mod:`.analysis`) weighs going down against waiting *and* which cards to keep: the
arrangement that melds the most points, and those that hold one card back (a wild for
later, a card to lay off or discard, a pair kept apart from a set). Two arrangements that
leave the same card faces in hand are the same choice; only one of them is kept.

A helper on top of the engine's solver (``engine/solver.py``), kept in ``ai/`` so the
engine's listing stays as it is.
"""

from __future__ import annotations

from ..engine import RUN, Card, GameState, GoDown, GoOut, IllegalMove, MeldSpec, is_wild
from ..engine.going_out import find_going_out, settlement_score
from ..engine.solver import Arrangement, solver_for
from .evaluate import fits_table


def _face(c: Card) -> tuple[int, int]:
    return (c.rank, c.suit)


def _go_down(arr: Arrangement) -> GoDown:
    return GoDown(tuple(MeldSpec(m.kind, tuple(c.uid for c in m.cards)) for m in arr.melds))


def left_in_hand(hand: list[Card], down: GoDown) -> tuple[tuple[int, int], ...]:
    """The faces (rank, suit) ``down`` leaves in ``hand``, sorted."""
    used = {u for m in down.melds for u in m.cards}
    return tuple(sorted(_face(c) for c in hand if c.uid not in used))


def go_down_options(view: GameState, seat: int, limit: int = 8) -> list[GoDown]:
    """Arrangements of ``seat``'s hand meeting this round's contract, each leaving a
    different set of card faces in hand; fewest points left first, at most ``limit``.

    Empty when the hand cannot go down (or in the single-hand game). Whether the rules
    let a seat hold what an arrangement leaves (a final discard required, Liverpool's
    last round) is the caller's to check: the engine refuses the move when applied.
    """
    rules = view.rules
    if rules.single_hand:
        return []
    hand = view.hands[seat]
    contract = rules.round(view.round_number).contract
    solver = solver_for(rules)
    found: dict[tuple, tuple[int, int, GoDown]] = {}

    def add(arr: Arrangement | None, held: Card | None) -> None:
        if arr is None:
            return
        down = _go_down(arr)
        left = left_in_hand(hand, down)
        points = arr.points_left + (rules.points[held.rank] if held is not None else 0)
        if left not in found:
            found[left] = (points, len(found), down)

    add(solver.find(hand, contract, best_only=True), None)
    if not found:
        return []
    twins: set[tuple[int, int]] = set()
    for i, c in enumerate(hand):
        if _face(c) in twins:
            continue  # a look-alike card holds back the same way
        twins.add(_face(c))
        add(solver.find(hand[:i] + hand[i + 1 :], contract, best_only=True), c)
    ranked = sorted(found.values(), key=lambda t: (t[0], t[1]))
    return [down for _p, _i, down in ranked[:limit]]


def shedding_go_down(view: GameState, seat: int, limit: int = 8) -> GoDown | None:
    """Of :func:`go_down_options`, the arrangement that leaves the hand best placed to
    shed what it keeps, or None when the hand cannot go down.

    Ranked by, in turn: the penalty points left in hand on cards that cannot be laid off
    on the table once the melds are down (the dearest of them is this turn's discard, so
    it is not counted); the fewest wilds put on the table (a wild in a run can be swapped
    out by whoever holds the card it stands for, and a wild kept in hand can be laid off
    anywhere); the fewest points left; the solver's order. The fewest points alone
    (:func:`go_down_options`' first) would meld a card that could have been laid off
    next turn, or a spare wild, and keep a card nothing takes. Measured in docs/ai.md.
    """
    rules = view.rules
    hand = view.hands[seat]
    best: tuple | None = None
    choice: GoDown | None = None
    for order, down in enumerate(go_down_options(view, seat, limit)):
        used = {u for m in down.melds for u in m.cards}
        left = [c for c in hand if c.uid not in used]
        if not view.may_hold_after_melding(seat, len(left)):
            continue
        if not left:
            return down  # it goes out: nothing is left to shed
        # Melding reads no hidden card (no stock, no other hand), so a copy of a view may
        # play it, as the engine's own trial of a last card does (melding.py).
        after = view.clone()
        after.is_view = False
        try:
            after.apply(down, seat)
        except IllegalMove:
            continue
        stuck = sorted(rules.points[c.rank] for c in left if not fits_table(c, after))
        wilds = sum(1 for c in hand if c.uid in used and is_wild(c, rules))
        key = (sum(stuck[:-1]), wilds, sum(rules.points[c.rank] for c in left), order)
        if best is None or key < best:
            best, choice = key, down
    return choice


def best_going_out(view: GameState, seat: int) -> GoOut | None:
    """The going out of ``seat``'s hand paying the most in the settlement (None: none).

    With a card to discard (16 held), each distinct card is tried as the one left over:
    leaving a wild may earn the no-wild bonus, leaving an off-suit card the one-suit one.
    Ties go to the first tried (hand order)."""
    rules = view.rules
    hand = view.hands[seat]
    size = sum(rules.going_out_patterns[0])
    options: list[list[Card]] = []
    if len(hand) == size:
        options.append(list(hand))
    elif len(hand) > size:
        seen: set[tuple[int, int]] = set()
        for c in hand:
            if (c.rank, c.suit) not in seen:
                seen.add((c.rank, c.suit))
                options.append([h for h in hand if h.uid != c.uid])
    best: tuple[int, list[list[Card]]] | None = None
    for cards in options:
        found = find_going_out(rules, cards, best=True)
        if found is None:
            continue
        score = settlement_score(found[0], rules)
        if best is None or score > best[0]:
            best = (score, found[0])
    if best is None:
        return None
    return GoOut(tuple(MeldSpec(RUN, tuple(c.uid for c in m)) for m in best[1]))


def going_out_options(view: GameState, seat: int) -> list[GoOut]:
    """Single-hand game: the going out that pays the most in the settlement
    (:func:`best_going_out`; the engine lists the first one its search finds, which may
    pay less), or none."""
    if not view.rules.single_hand:
        return []
    best = best_going_out(view, seat)
    return [best] if best is not None else []
