"""Going down, laying off, swapping wilds and going out, and listing those moves."""

from __future__ import annotations

from collections.abc import Sequence

from .actions import (
    DISCARDS,
    Action,
    GoDown,
    GoOut,
    LayOff,
    MeldSpec,
    SwapWild,
    discard_of,
)
from .cards import Card
from .errors import IllegalMove
from .events import DRAW, PLAY, Event, EventKind, event
from .melds import (
    Placement,
    TableMeld,
    add_to_meld,
    check_meld,
    layoff_fit,
    meld_listing,
    pos_rank,
)
from .rules import RUN
from .solver import Arrangement


class Melding:
    """Going down, laying off, swapping wilds and going out, and listing those moves.

    Mixed into :class:`~continental_qt.engine.state.GameState`; uses its attributes.
    """

    __slots__ = ()

    def _play_actions(self, seat: int) -> list[Action]:
        rules = self.rules
        hand = self.hands[seat]
        out: list[Action] = []
        if rules.single_hand:
            go = self._best_going_out(seat)
            if go is not None:
                out.append(go)
        elif not self.down[seat]:
            down = self._listed_go_down(seat)
            if down is not None:
                out.append(down)
        elif self._may_meld_more(seat):
            melding = self._layoff_actions(seat)
            if rules.wild_swap:
                melding.extend(self._swap_actions(seat))
            left = len(hand) - 1
            if left == 1 and self._must_meld_out():
                melding = [a for a in melding if self._may_leave(seat, left, a)]
            elif not self._may_leave(seat, left):
                melding = []
            out.extend(melding)
        if len(hand) > 1 or not self._must_meld_out():
            try:
                out += [DISCARDS[c.uid] for c in hand]
            except IndexError:  # a uid past any real shoe (hand-built test cards)
                out += [discard_of(c.uid) for c in hand]
        return out

    def _listed_go_down(self, seat: int) -> GoDown | None:
        """A going down ``seat`` may make now, or None if it has none.

        The first arrangement found usually does. It may leave a hand the rules refuse
        (Liverpool's last round: one card that cannot be melded this turn; a final
        discard required: no card at all) while another arrangement is legal: the one
        leaving the fewest points (every card melded), then each arrangement found with
        one card held back (that card left to lay off on the table, or to discard), are
        tried before the hand is judged unable to go down.
        """
        hand = self.hands[seat]
        contract = self.rules.rounds[self.round_number - 1].contract  # == self.contract
        solver = self._solver
        # Where any number of cards may stay in hand, the first arrangement found is
        # the one listed, whatever it leaves: no count needed, so a kept witness may
        # answer "yes" and the search wait until the move is read.
        free = not self._must_meld_out() and self.rules.final_discard != "required"
        found = solver.find_later(hand, contract, witness=free, seat=seat)
        if found is None:
            return None
        left, make = found
        if free:
            return GoDown.later(lambda: _specs(make()))
        if left is None:
            arr = make()
            left, down = len(arr.leftover), self._go_down_of(arr)
        else:
            # The arrangement is placed only if the move is looked at or played (random
            # and computer players hold 20-37 cards that can mostly go down).
            down = GoDown.later(lambda: _specs(make()))
        if self._may_leave(seat, left, down):
            return down
        tried = {down}
        best = solver.find(hand, contract, best_only=True)
        if best is not None:
            down = self._go_down_of(best)
            if down not in tried:
                tried.add(down)
                if self._may_leave(seat, len(best.leftover), down):
                    return down
        held: set[tuple[int, int]] = set()
        for i, c in enumerate(hand):
            if (c.suit, c.rank) in held:
                continue  # a twin card (another deck's, a second joker) finds the same
            held.add((c.suit, c.rank))
            rest = hand[:i] + hand[i + 1 :]
            arr = solver.find(rest, contract, best_only=False)
            if arr is None:
                continue
            down = self._go_down_of(arr)
            if down in tried:
                continue
            tried.add(down)
            if self._may_leave(seat, len(arr.leftover) + 1, down):
                return down
        return None

    def _go_down_of(self, arr: Arrangement) -> GoDown:
        """The GoDown of an arrangement. The same one comes back turn after turn while a
        hand waits to go down: the value is memoized by the melds' kinds and uids."""
        key = tuple((m.kind, tuple(c.uid for c in m.cards)) for m in arr.melds)
        down = self._memo.get(key)
        if not isinstance(down, GoDown):
            down = GoDown(tuple(MeldSpec(k, u) for k, u in key))
            self._memo[key] = down
        return down

    def _layoff_actions(self, seat: int) -> list[Action]:
        """Every lay-off of ``seat``: by meld, then by the meld's ends (``layoff_options``),
        then in hand order.

        The hand is indexed once (positions by rank, positions of wilds) so each end costs
        the cards that fit it rather than a scan of the whole hand (hands grow past 30
        cards), and the LayOff values come from the shared memo instead of being built
        again at every listing.
        """
        out: list[Action] = []
        melds = self.melds
        if not melds:
            return out
        rules = self.rules
        hand = self.hands[seat]
        wild_of = self._wild
        by_rank: dict[int, list[int]] = {}
        wilds: list[int] = []
        for i, c in enumerate(hand):
            if wild_of[c.uid & 63]:
                wilds.append(i)
            at = by_rank.get(c.rank)
            if at is None:
                by_rank[c.rank] = [i]
            else:
                at.append(i)
        memo = self._memo
        for m in melds:
            mid = m.id
            for end, suit, rank, wild_ok in meld_listing(m, rules)[1]:
                fit = by_rank.get(rank, ())
                if fit and suit >= 0:
                    fit = [i for i in fit if hand[i].suit == suit]
                if wild_ok and wilds:
                    # A card both of the rank and wild (a deuce) is listed once.
                    fit = sorted(set(fit).union(wilds)) if fit else wilds
                for i in fit:
                    uid = hand[i].uid
                    key = (uid, mid, end)
                    a = memo.get(key)
                    if a is None:
                        a = memo[key] = LayOff(uid, mid, end)
                    out.append(a)
        return out

    def _swap_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        rules = self.rules
        melds = self.melds
        hand = self.hands[seat]
        memo = self._memo
        for m in melds:
            if m.kind != RUN:
                continue
            # The run's wild places by the rank they stand for, kept on the meld; a
            # card swaps into the first one of its rank (as ``_swap_index`` finds).
            wild_at = meld_listing(m, rules)[2]
            if not wild_at:
                continue
            suit = m.suit
            for c in hand:
                if c.suit != suit or c.rank == 0:
                    continue
                idx = wild_at.get(c.rank)
                if idx is None:
                    continue
                freed = m.cards[idx]
                swapped = m.copy()
                swapped.cards[idx] = c
                swapped.wild[idx] = False
                for t in melds:
                    target = swapped if t.id == m.id else t
                    for end in (None,) if t.kind != RUN else ("low", "high"):
                        if not isinstance(layoff_fit(target, freed, end, rules), str):
                            key = (c.uid, m.id, t.id, end)
                            a = memo.get(key)
                            if a is None:
                                a = memo[key] = SwapWild(c.uid, m.id, t.id, end)
                            out.append(a)
        return out

    @staticmethod
    def _swap_index(m: TableMeld, c: Card) -> int | None:
        for i, (pos, w) in enumerate(zip(m.positions, m.wild)):
            if w and pos_rank(pos) == c.rank:
                return i
        return None

    def _best_going_out(self, seat: int) -> GoOut | None:
        arr = self._solver.find_going_out(self.hands[seat], best=False)
        if arr is None:
            return None
        return GoOut(tuple(MeldSpec(RUN, tuple(c.uid for c in m.cards)) for m in arr.melds))

    def _last_round(self) -> bool:
        return self.round_number == self.rules.num_rounds

    def _must_meld_out(self) -> bool:
        """True when a hand may not be emptied by discarding (Liverpool's last round)."""
        rules = self.rules
        return rules.single_hand or (rules.last_round_meld_out and self._last_round())

    def _may_meld_more(self, seat: int) -> bool:
        if not self.down[seat]:
            return False
        return self.rules.lay_off_same_turn or self.down_turn[seat] != self.turn_count

    def may_hold_after_melding(self, seat: int, cards_left: int) -> bool:
        """May a melding move leave ``seat`` holding ``cards_left`` cards? (Public for bots:
        a final discard may be required, and Liverpool's last round forbids holding one.)"""
        return self._may_leave(seat, cards_left)

    def _may_leave(self, seat: int, cards_left: int, action: Action | None = None) -> bool:
        """May a melding action leave ``cards_left`` cards in hand?

        Not zero when a final discard is required. Not exactly one when the hand
        may not be emptied by a discard (Liverpool's last round) unless that last
        card can then be melded this turn (checked by playing ``action`` on a
        copy); otherwise the card could never leave the hand.
        """
        if cards_left == 1 and self._must_meld_out() and not self._probing:
            return action is not None and self._last_card_playable(seat, action)
        if cards_left > 0:
            return True
        return cards_left == 0 and self.rules.final_discard != "required"

    def _check_leave(self, seat: int, cards_left: int, action: Action) -> None:
        """Refuse a melding move that would leave a hand the rules do not allow."""
        if not self._may_leave(seat, cards_left, action):
            if cards_left == 0:
                raise IllegalMove("must_keep_discard")
            raise IllegalMove("last_card_stuck")

    def _last_card_playable(self, seat: int, action: Action) -> bool:
        trial = self.clone()
        trial._probing = True
        # A view (a computer's, the table's) must list what the live state lists: the
        # trial only melds, which reads no stock and no other hand, so it may move.
        trial.is_view = False
        try:
            trial.apply(action)
        except IllegalMove:
            return False
        if trial.phase != PLAY or trial.to_act != seat or not trial._may_meld_more(seat):
            return False
        return bool(trial._layoff_actions(seat)) or bool(
            trial.rules.wild_swap and trial._swap_actions(seat)
        )

    # -- melding
    def _cards_from_hand(self, seat: int, uids: Sequence[int]) -> list[Card]:
        hand = {c.uid: c for c in self.hands[seat]}
        if len(set(uids)) != len(uids):
            raise IllegalMove("duplicate_card")
        out = []
        for u in uids:
            c = hand.get(u)
            if c is None:
                raise IllegalMove("card_not_in_hand", card=u)
            out.append(c)
        return out

    def _placement(self, cards: list[Card], spec: MeldSpec, min_length: int) -> Placement:
        check = check_meld(cards, spec.kind, self.rules, min_length)
        if not check.ok:
            raise IllegalMove("invalid_meld", why=check.reason, cards=[c.code for c in cards])
        if spec.low is None:
            return check.placements[0]
        for p in check.placements:
            if p.low == spec.low or (spec.kind == RUN and pos_rank(p.low) == pos_rank(spec.low)):
                return p
        raise IllegalMove(
            "invalid_meld", why="placement_not_possible", cards=[c.code for c in cards]
        )

    def _match_contract(self, specs: Sequence[MeldSpec]) -> list[int]:
        """Minimum length for each spec, matching the melds to the contract exactly."""
        reqs = list(self.contract)
        if len(specs) != len(reqs):
            raise IllegalMove("contract_not_met", why="meld_count", need=len(reqs), got=len(specs))
        mins = [0] * len(specs)
        for kind in ("set", "run"):
            idx = sorted(
                (i for i, s in enumerate(specs) if s.kind == kind),
                key=lambda i: -len(specs[i].cards),
            )
            need = sorted((r.min_length for r in reqs if r.kind == kind), reverse=True)
            if len(idx) != len(need):
                raise IllegalMove("contract_not_met", why="meld_kinds")
            for i, m in zip(idx, need):
                if len(specs[i].cards) < m:
                    raise IllegalMove("contract_not_met", why="meld_too_short", need=m)
                mins[i] = m
        return mins

    def _do_go_down(self, seat: int, action: GoDown) -> list[Event]:
        self._need(PLAY)
        if self.rules.single_hand:
            raise IllegalMove("no_going_down_in_single_hand")
        if self.down[seat]:
            raise IllegalMove("already_down")
        mins = self._match_contract(action.melds)
        all_uids = [u for m in action.melds for u in m.cards]
        cards_all = self._cards_from_hand(seat, all_uids)
        by_uid = {c.uid: c for c in cards_all}
        placements = [
            self._placement([by_uid[u] for u in spec.cards], spec, mn)
            for spec, mn in zip(action.melds, mins)
        ]
        left = len(self.hands[seat]) - len(all_uids)
        self._check_leave(seat, left, action)
        events: list[Event] = []
        used = set(all_uids)
        self.hands[seat] = [c for c in self.hands[seat] if c.uid not in used]
        self._lay_down(seat, placements, events)
        if not self.hands[seat]:
            self._end_round(seat, events)
        return events

    def _lay_down(self, seat: int, placements: list[Placement], events: list[Event]) -> None:
        """Put new melds on the table for ``seat`` (the cards already left its hand)."""
        ids = []
        for p in placements:
            meld = TableMeld.from_placement(self.next_meld_id, seat, p)
            self.next_meld_id += 1
            self.melds.append(meld)
            ids.append(meld.id)
        self.down[seat] = True
        self.down_turn[seat] = self.turn_count
        self._log("down", seat, tuple(ids))
        events.append(
            event(
                EventKind.WENT_DOWN,
                seat,
                {
                    "melds": ids,
                    "sizes": [len(p.cards) for p in placements],
                    "cards": [[c.uid for c in p.cards] for p in placements],
                },
            )
        )

    def _do_lay_off(self, seat: int, action: LayOff) -> list[Event]:
        self._need(PLAY)
        if not self.down[seat]:
            raise IllegalMove("not_down")
        if not self._may_meld_more(seat):
            raise IllegalMove("no_lay_off_this_turn")
        (card,) = self._cards_from_hand(seat, [action.card])
        meld = self.meld_by_id(action.meld)
        fit = layoff_fit(meld, card, action.end, self.rules)
        if isinstance(fit, str):
            raise IllegalMove("cannot_lay_off", why=fit, card=card.code, meld=meld.id)
        self._check_leave(seat, len(self.hands[seat]) - 1, action)
        events: list[Event] = []
        self.hands[seat].remove(card)
        new = meld.copy()
        add_to_meld(new, card, fit[0], fit[1])
        self._replace_meld(new)
        self._log("layoff", seat, (card.uid, meld.id))
        events.append(
            event(
                EventKind.LAID_OFF,
                seat,
                {"card": card.uid, "meld": meld.id, "rank": _rank_of(new, fit[0]), "wild": fit[1]},
            )
        )
        if not self.hands[seat]:
            self._end_round(seat, events)
        return events

    def _replace_meld(self, new: TableMeld) -> None:
        for i, m in enumerate(self.melds):
            if m.id == new.id:
                self.melds[i] = new
                return

    def _do_swap(self, seat: int, action: SwapWild) -> list[Event]:
        self._need(PLAY)
        rules = self.rules
        if not rules.wild_swap:
            raise IllegalMove("wild_swap_off")
        if not self.down[seat]:
            raise IllegalMove("not_down")
        if not self._may_meld_more(seat):
            raise IllegalMove("no_lay_off_this_turn")
        (card,) = self._cards_from_hand(seat, [action.card])
        meld = self.meld_by_id(action.meld)
        if meld.kind != RUN:
            raise IllegalMove("cannot_swap", why="not_a_run")
        if card.rank == 0 or card.suit != meld.suit:
            raise IllegalMove("cannot_swap", why="not_the_card")
        idx = self._swap_index(meld, card)
        if idx is None:
            raise IllegalMove("cannot_swap", why="no_matching_wild")
        swapped = meld.copy()
        freed = swapped.cards[idx]
        swapped.cards[idx] = card
        swapped.wild[idx] = False
        target = swapped if action.target == meld.id else self.meld_by_id(action.target)
        fit = layoff_fit(target, freed, action.end, rules)
        if isinstance(fit, str):
            raise IllegalMove("cannot_swap", why=fit)
        self._check_leave(seat, len(self.hands[seat]) - 1, action)
        events: list[Event] = []
        self.hands[seat].remove(card)
        placed = target.copy() if target is not swapped else swapped
        add_to_meld(placed, freed, fit[0], fit[1])
        self._replace_meld(swapped)
        self._replace_meld(placed)
        self._log("swap", seat, (card.uid, meld.id, freed.uid, target.id))
        events.append(
            event(
                EventKind.SWAPPED_WILD,
                seat,
                {"card": card.uid, "meld": meld.id, "wild": freed.uid, "target": target.id},
            )
        )
        if not self.hands[seat]:
            self._end_round(seat, events)
        return events

    def _do_go_out(self, seat: int, action: GoOut) -> list[Event]:
        rules = self.rules
        if not rules.single_hand:
            raise IllegalMove("go_out_single_hand_only")
        self._need(DRAW, PLAY)
        if self.phase == DRAW and self.draws[seat] != 0:
            raise IllegalMove("wrong_phase", phase=self.phase)
        lengths = sorted((len(m.cards) for m in action.melds), reverse=True)
        if tuple(lengths) not in {tuple(sorted(p, reverse=True)) for p in rules.going_out_patterns}:
            raise IllegalMove("not_a_going_out_pattern", lengths=lengths)
        uids = [u for m in action.melds for u in m.cards]
        cards = self._cards_from_hand(seat, uids)
        by_uid = {c.uid: c for c in cards}
        placements = [self._placement([by_uid[u] for u in m.cards], m, 3) for m in action.melds]
        if any(m.kind != RUN for m in action.melds):
            raise IllegalMove("invalid_meld", why="sets_not_allowed")
        hand = self.hands[seat]
        rest = [c for c in hand if c.uid not in set(uids)]
        if len(rest) != (1 if self.phase == PLAY else 0):
            raise IllegalMove("must_use_all_cards", left=len(rest))
        events: list[Event] = []
        self.hands[seat] = []
        self._lay_down(seat, placements, events)
        if rest:
            self.discard.append(rest[0])
            self._log("discard", seat, rest[0].uid)
            events.append(event(EventKind.DISCARDED, seat, {"card": rest[0].uid}))
        self._end_round(seat, events)
        return events


def _rank_of(meld: TableMeld, pos: int) -> int:
    return pos_rank(pos) if meld.kind == RUN else meld.rank


def _specs(arr: Arrangement) -> tuple[MeldSpec, ...]:
    """The melds of the GoDown of an arrangement (as ``_go_down_of`` builds them)."""
    return tuple(MeldSpec(m.kind, tuple(c.uid for c in m.cards)) for m in arr.melds)
