"""The heuristic player behind the easy and medium levels (and under hard and the oracle).

One decision procedure with knobs (a :class:`Profile`), so the levels differ
in what they know and how carefully they look, not in separate code:

- **easy**: myopic. Judges discards by how cards connect, with some noise;
  seldom buys; now and then forgets a lay-off.
- **medium**: counts live outs (unseen copies that would help), weighs the
  penalty points at risk as the round goes on, keeps an opponent model (what
  each opponent picked up, bought and refused) so it does not feed the next
  player or a player who has gone down, and checks the distance to the
  contract of each shortlisted discard.
- **lookahead** (the base of the oracle, not a level of its own): medium's
  shortlist scored by the expected distance to the contract after the next
  draw, over a seeded sample of the unseen card kinds.

The hard level is medium's rules plus a determinized Monte Carlo search
(``hard.py``); its rollouts play a cheaper profile of these rules
(``rollout.py``).

All decisions come from the view; randomness comes from the player's seed.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ..engine import (
    Card,
    Claim,
    Discard,
    DrawStock,
    GameState,
    GoDown,
    GoOut,
    LayOff,
    MeldSpec,
    Pass,
    SwapWild,
    TakeDiscard,
    find_contract,
    is_wild,
)
from ..engine.actions import Action
from ..engine.state import DRAW, FIRST_REFUSAL, MAY_I
from .arrangements import shedding_go_down
from .evaluate import (
    anyone_else_down,
    connections,
    contract_kinds,
    distance,
    fits_table,
    meets,
    rank_totals,
)
from .knowledge import opponent_model, unseen_cards


@dataclass(frozen=True)
class Profile:
    name: str
    noise: float  # chance to pick a random card from the worst few
    claim_rate: float  # how often it buys when buying would help
    forget_lay_off: float  # chance to skip an available lay-off
    shortlist: int  # discards whose distance is computed
    opponent_model: bool
    samples: int  # unseen card kinds searched per decision (0: no search)
    # May I?: buy a card that leaves at most ``buy_reach`` cards missing or brings the
    # contract ``buy_gain`` cards closer, while holding fewer than the deal + ``buy_room``.
    buy_reach: int = 2
    buy_gain: int = 2
    buy_room: int = 4
    # Sane buying (issue 25): buy only a card that leaves at most ``buy_far`` cards
    # missing, and once an opponent has gone down at most ``buy_late``. The defaults
    # keep the old rule (medium-v1 plays it).
    buy_far: int = 99
    buy_late: int = 99
    # Lay-offs: True is the old order (wild swaps first; medium-v1), which swapped a
    # natural card for a wild and put the wild back on the same run again and again.
    # False: a natural card laid off plainly first, a swap only where no plain lay-off
    # sheds the card, wilds last.
    swap_first: bool = False
    # Discards before going down: each candidate's score is how it connects with the
    # hand, less ``risk_base + risk_turn * turns`` per penalty point it would cost
    # (turns: the round's turns per seat so far), plus ``feed_weight`` times how surely
    # it feeds the next player (or a player who is down); the ``shortlist`` best are
    # then ranked by the distance to the contract they leave, the score breaking ties.
    # ``model_by_contract``: the opponent model reads pick-ups by the round's contract
    # (:func:`.knowledge.opponent_model`).
    risk_base: float = 0.03
    risk_turn: float = 0.02
    feed_weight: float = 2.5
    model_by_contract: bool = False
    # Going down: False melds the arrangement leaving the fewest points (the solver's);
    # True the one keeping cards it can shed (:func:`.arrangements.shedding_go_down`).
    go_down_to_shed: bool = False


# Easy and medium buy only a card that leaves at most two cards missing (issue 25: no
# buying into a hand it cannot plausibly go down with; docs/ai.md has the measurements).
EASY = Profile("easy", noise=0.3, claim_rate=0.25, forget_lay_off=0.2, shortlist=2,
               opponent_model=False, samples=0, buy_far=2)  # fmt: skip
MEDIUM = Profile("medium", noise=0.0, claim_rate=1.0, forget_lay_off=0.0, shortlist=4,
                 opponent_model=True, samples=0, buy_far=2)  # fmt: skip
LOOKAHEAD = Profile("lookahead", noise=0.0, claim_rate=1.0, forget_lay_off=0.0,
                    shortlist=3, opponent_model=True, samples=16)  # fmt: skip


class HeuristicPlayer:
    """Plays from a view by the rules of thumb above; deterministic given its seed."""

    sees_all = False

    def __init__(self, profile: Profile, seed: int = 0) -> None:
        self.profile = profile
        self.name = profile.name
        self.rng = random.Random(seed)

    # ------------------------------------------------------------- dispatch
    def choose(self, view: GameState) -> Action:
        seat = view.to_act
        assert seat is not None
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self._decide(view, seat, legal)

    def _decide(self, view: GameState, seat: int, legal: list[Action]) -> Action:
        """This level's rules for a decision with more than one legal move."""
        if view.phase == DRAW:
            return self._draw(view, seat, legal)
        if view.phase == MAY_I:
            return Claim() if self._buys(view, seat) else Pass()
        if view.phase == FIRST_REFUSAL:
            return TakeDiscard() if self._takes(view, seat, view.discard[-1]) else Pass()
        return self._play(view, seat, legal)

    # ------------------------------------------------------------- drawing
    def _draw(self, view: GameState, seat: int, legal: list[Action]) -> Action:
        for a in legal:
            if isinstance(a, GoOut):
                return a
        if view.discard and self._takes(view, seat, view.discard[-1]):
            return TakeDiscard()
        return DrawStock()

    def _takes(self, view: GameState, seat: int, card: Card) -> bool:
        hand = view.hands[seat]
        rules = view.rules
        if view.down[seat] and not rules.single_hand:
            return fits_table(card, view)
        if is_wild(card, rules):
            return True
        return self._distance_gain(view, hand, card) is not None

    def _buys(self, view: GameState, seat: int) -> bool:
        card = view.discard[-1]
        hand = view.hands[seat]
        rules = view.rules
        if view.down[seat]:
            return False
        if self.rng.random() >= self.profile.claim_rate:
            return False
        profile = self.profile
        dealt = rules.round(view.round_number).cards_dealt
        if len(hand) >= dealt + profile.buy_room:
            return False  # the bigger hand is a penalty risk
        far = profile.buy_far
        if anyone_else_down(view, seat):
            far = min(far, profile.buy_late)
        if is_wild(card, rules):
            # A wild always helps; it is only worth its penalty card near the contract.
            return far >= 99 or self._distance(hand + [card], view) <= far
        gain = self._distance_gain(view, hand, card)
        if gain is None:
            return False
        now, after = gain
        if after > far:
            return False  # a hand it cannot plausibly go down with: the cards are penalty
        # A buy costs a penalty card: worth it when it brings going down close.
        return after <= profile.buy_reach or now - after >= profile.buy_gain

    def _draw_sample(self, view: GameState, seat: int) -> list[tuple[Card, int]]:
        """Unseen card kinds with their counts, at most ``profile.samples`` of them.

        The unseen cards (stock and other hands, as far as the view tells) are
        taken as equally likely draws. With more kinds than the budget, a seeded
        sample of kinds (likelier kinds likelier) stands in for all of them; the
        same sample serves every candidate of one decision.
        """
        kinds: Counter = Counter()
        first: dict[tuple[int, int], Card] = {}
        for c in unseen_cards(view, seat):
            key = (c.rank, c.suit)
            kinds[key] += 1
            first.setdefault(key, c)
        keys = sorted(kinds)
        if len(keys) > self.profile.samples:
            picked: set[tuple[int, int]] = set()
            weights = [kinds[k] for k in keys]
            while len(picked) < self.profile.samples:
                picked.add(self.rng.choices(keys, weights)[0])
            keys = sorted(picked)
        return [(first[k], kinds[k]) for k in keys]

    def _expected_after_draw(
        self,
        view: GameState,
        seat: int,
        hand: list[Card],
        sample: list[tuple[Card, int]] | None = None,
    ) -> float:
        """Expected distance to the contract after drawing one unseen card."""
        if sample is None:
            sample = self._draw_sample(view, seat)
        if not sample:
            return float(distance(hand, view))
        total = sum(n for _c, n in sample)
        return sum(n * distance(hand + [c], view) for c, n in sample) / total

    def _distance(self, hand: list[Card], view: GameState, short: bool = False) -> int:
        """Distance to the contract (a hook: the rollout policy remembers answers);
        ``short``: the hand is known not to meet the contract (skips a search)."""
        return distance(hand, view, short)

    def _distance_gain(
        self, view: GameState, hand: list[Card], card: Card
    ) -> tuple[int, int] | None:
        """(distance now, distance with ``card``) when the card brings the contract closer."""
        now = self._distance(hand, view)
        after = self._distance(hand + [card], view)
        return (now, after) if after < now else None

    def _feeds(self, view: GameState, seat: int, card: Card) -> float | None:
        """How surely ``card`` helps the next player, when known for certain (oracle)."""
        return None

    # -------------------------------------------------------------- playing
    def _play(self, view: GameState, seat: int, legal: list[Action]) -> Action:
        rules = view.rules
        for a in legal:
            if isinstance(a, GoOut):
                return a
        downs = [a for a in legal if isinstance(a, GoDown)]
        if downs:
            return self._go_down(view, seat, downs[0])
        melding = [a for a in legal if isinstance(a, (LayOff, SwapWild))]
        if melding and self.rng.random() >= self.profile.forget_lay_off:
            hand = {c.uid: c for c in view.hands[seat]}
            if self.profile.swap_first:
                # Swaps first (they free a wild onto the table), then naturals, then wilds.
                melding.sort(
                    key=lambda a: (
                        not isinstance(a, SwapWild),
                        is_wild(hand[a.card], rules),
                        a.card,
                    )
                )
            else:
                # Natural cards laid off plainly, then swaps (a card no plain lay-off
                # sheds), then wilds.
                melding.sort(
                    key=lambda a: (is_wild(hand[a.card], rules), isinstance(a, SwapWild), a.card)
                )
            return melding[0]
        discards = [a for a in legal if isinstance(a, Discard)]
        if not discards:
            return legal[0]
        return self._discard(view, seat, discards)

    def _go_down(self, view: GameState, seat: int, fallback: GoDown) -> Action:
        """Go down with the arrangement leaving the fewest points (or, with the profile's
        ``go_down_to_shed``, keeping cards it can shed), if the rules allow it."""
        if self.profile.go_down_to_shed:
            shed = shedding_go_down(view, seat)
            if shed is not None:
                return shed
        arr = find_contract(view.hands[seat], view.rules, view.round_number)
        if arr is None:
            return fallback
        left = len(view.hands[seat]) - sum(m.size for m in arr.melds)
        if not view.may_hold_after_melding(seat, left):
            return fallback
        return GoDown(tuple(MeldSpec(m.kind, tuple(c.uid for c in m.cards)) for m in arr.melds))

    def _discard(self, view: GameState, seat: int, discards: list[Discard]) -> Action:
        return self._discard_choices(view, seat, discards)[0]

    def _discard_choices(
        self, view: GameState, seat: int, discards: list[Discard]
    ) -> list[Discard]:
        """The discards this level would consider, its choice first (the hard level
        searches among them)."""
        hand = view.hands[seat]
        rules = view.rules
        by_uid = {c.uid: c for c in hand}
        profile = self.profile
        model = (
            opponent_model(view, seat, profile.model_by_contract)
            if profile.opponent_model
            else None
        )
        next_seat = view.next_seat(seat)
        others_down = anyone_else_down(view, seat)
        turns = view.turn_count / max(1, len(view.active_seats()))
        risk = profile.risk_base + profile.risk_turn * turns
        feed_weight = profile.feed_weight

        def feed(c: Card) -> float:
            exact = self._feeds(view, seat, c)
            if exact is not None:
                return exact
            if model is None:
                return 0.0
            f = model.wants(next_seat, c.rank, c.suit)
            if others_down and fits_table(c, view):
                f += 0.8
            return f

        # One candidate per look-alike card.
        seen: dict[tuple[int, int], Discard] = {}
        for d in discards:
            c = by_uid[d.card]
            seen.setdefault((c.rank, c.suit), d)
        candidates = list(seen.values())
        if view.down[seat] and not rules.single_hand:
            # Down: shed points, but do not hand a lay-off to the next player.
            def down_key(d: Discard) -> tuple:
                c = by_uid[d.card]
                return (-is_wild(c, rules), rules.points[c.rank] - 8 * feed(c), -d.card)

            candidates.sort(key=down_key, reverse=True)
            return candidates[: max(1, self.profile.shortlist)]

        unseen = Counter([(c.rank, c.suit) for c in unseen_cards(view, seat)])
        unseen.update(rank_totals(unseen))
        kinds = contract_kinds(view)

        pre_of: dict[int, float] = {}  # asked again for the shortlist's tie-break

        def pre(d: Discard) -> float:
            value = pre_of.get(d.card)
            if value is not None:
                return value
            c = by_uid[d.card]
            if is_wild(c, rules):
                value = 1000.0
            else:
                value = (
                    connections(c, hand, kinds, unseen)
                    - risk * rules.points[c.rank]
                    + feed_weight * feed(c)
                )
            pre_of[d.card] = value
            return value

        candidates.sort(key=lambda d: (pre(d), d.card))
        if self.profile.noise and self.rng.random() < self.profile.noise:
            return [self.rng.choice(candidates[:3])]
        shortlist = candidates[: self.profile.shortlist]
        if len(shortlist) == 1:
            return shortlist
        sample = self._draw_sample(view, seat) if self.profile.samples else None
        # What is left after a discard is part of this hand: when the hand cannot
        # go down, no rest can, and the distance skips the search that says so
        # (only the plain distance asks: a rest plus a drawn card might go down).
        short = sample is None and not rules.single_hand and not meets(hand, view)

        def after(d: Discard) -> tuple:
            rest = [c for c in hand if c.uid != d.card]
            if sample is not None:
                score: float = self._expected_after_draw(view, seat, rest, sample)
            else:
                score = self._distance(rest, view, short)
            return (score, pre(d), d.card)

        return sorted(shortlist, key=after)
