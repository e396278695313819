"""Witnesses: "can this hand go down?" answered from an arrangement found lately.

A witness is what one arrangement meeting a contract takes from a hand: its natural
cards, by suit and position as levels (see ``contract_search``), and its number of wild
cards, in all and meld by meld. Any hand holding as many natural cards of each face and
as many wild cards has that arrangement too (cards of one face are alike, and the
contract's rules count wild cards, whichever they are), so it can go down.

A hand that lost a card of one meld of a witness (a random player's discard, most
often) may still go down with the other melds as they were: :func:`mend` looks for
that one meld again among the cards they leave, a first fit of a single slot.

The solver (``ContractSolver.find_later``) keeps them; the listing reads only "yes",
and searches the arrangement it lists when the move is read.
"""

from __future__ import annotations

from collections.abc import Sequence

from .contract_fit import fit_contract
from .contract_search import SearchContext, _remove, _restore
from .rules import RUN, SET, MeldReq

# A meld of a witness: ``(takes, ranks, wilds, span)``: one ``(suit, positions)`` a
# copy taken, the ranks of its natural cards, its wild cards, and for a run
# ``(suit, positions of its whole interval)`` (None for a set).
Meld = tuple[tuple[tuple[int, int], ...], tuple[int, ...], int, tuple[int, int] | None]
# ``(levels, wilds, melds)``: the levels as ``(suit * 8 + level, positions)`` pairs
# (those not empty), the wild cards of every meld together, and the melds.
Witness = tuple[tuple[tuple[int, int], ...], int, tuple[Meld, ...]]


def melds_of(records: Sequence[tuple], rows: list[list[int]], bits: Sequence[int]) -> list[Meld]:
    """The melds of a first fit's ``records`` on a hand of levels ``rows`` (taken from
    them: pass a copy; ``bits``: a natural card's position bits by rank), each natural
    card placed as ``ContractSolver._materialise`` places it: a run's position from the
    hand while a copy is left, else a wild."""
    melds: list[Meld] = []
    for rec in records:
        kind = rec[0]
        takes: list[tuple[int, int]] = []
        ranks: list[int] = []
        span = None
        if kind == RUN:
            _, s, a, b, *_ = rec
            row = rows[s]
            mask = window = 0
            for p in range(a, b + 1):
                r = (p - 1) % 13 + 1
                bit = bits[r]
                window |= bit
                if row[0] & bit and not mask & bit:
                    mask |= bit
                    ranks.append(r)
            if mask:
                _remove(row, mask)
                takes.append((s, mask))
            wilds = rec[6] + rec[7]
            span = (s, window)
        elif kind == SET:
            r, left = rec[1], rec[4]
            bit = bits[r]
            for s in range(4):
                row = rows[s]
                while left and row[0] & bit:
                    _remove(row, bit)
                    takes.append((s, bit))
                    ranks.append(r)
                    left -= 1
            wilds = rec[6]
        else:  # a set of wild cards alone
            wilds = rec[6]
        melds.append((tuple(takes), tuple(ranks), wilds, span))
    return melds


def witness_of(melds: Sequence[Meld]) -> Witness:
    rows = [[0] * 8 for _ in range(4)]
    for takes, _ranks, _wilds, _span in melds:
        for s, mask in takes:
            _restore(rows[s], mask)  # one more copy at each position
    levels = tuple((s * 8 + k, v) for s in range(4) for k, v in enumerate(rows[s]) if v)
    return levels, sum(m[2] for m in melds), tuple(melds)


def holds(w: Witness, flat: tuple, wilds: int) -> bool:
    """Does a hand (its levels ``flat``, its ``wilds``) hold the witness's cards?"""
    return w[1] <= wilds and not any(positions & ~flat[i] for i, positions in w[0])


def slot_contracts(runs: Sequence[int], sets: Sequence[int]) -> tuple[tuple[MeldReq, ...], ...]:
    """A one-slot contract for each slot of a first fit, in its records' order (its run
    slots longest first, then its set slots)."""
    return tuple((MeldReq(RUN, m),) for m in runs) + tuple((MeldReq(SET, m),) for m in sets)


def mend(
    ctx: SearchContext,
    w: Witness,
    lv: list[list[int]],
    by_rank: list[int],
    wilds: int,
    slots: Sequence[tuple[MeldReq, ...]],
    bits: Sequence[int],
) -> Witness | None:
    """A witness for a hand (levels ``lv``, counts ``by_rank``, ``wilds``) that holds every
    meld of ``w`` but one: that meld found again (a first fit of its slot) among the
    cards and wilds the others leave. None when more than one meld lost a card, or the
    slot cannot be met again, or a run of the result has a gap where the hand holds a
    card (the hand may still go down otherwise)."""
    rows = [row[:] for row in lv]
    counts = by_rank[:]
    broken = -1
    w_left = wilds
    melds = w[2]
    for i, (takes, ranks, need, _span) in enumerate(melds):
        done = []
        for s, mask in takes:
            if rows[s][0] & mask != mask:
                break
            _remove(rows[s], mask)
            done.append((s, mask))
        else:
            for r in ranks:
                counts[r] -= 1
            w_left -= need
            continue
        for s, mask in done:
            _restore(rows[s], mask)
        if broken >= 0:
            return None
        broken = i
    if broken < 0 or w_left < 0:
        return None
    records = fit_contract(ctx, rows, counts, w_left, slots[broken])
    if records is None:
        return None
    mended = (*melds[:broken], *melds_of(records, rows, bits), *melds[broken + 1 :])
    # The search gives a run every natural card inside its interval: where the hand
    # holds one in a run's gap (another meld's, or one the found meld took), the
    # search would not find this arrangement, so it does not stand as a witness.
    for takes, _ranks, _wilds, span in mended:
        if span is not None:
            s, window = span
            if window & ~(takes[0][1] if takes else 0) & lv[s][0]:
                return None
    return witness_of(mended)
