"""Determinizations: full game states that agree with everything one seat's view shows.

The hard player searches by playing moves out on complete states, but it sees
only ``state.view(seat)``, where other hands and the stock hold ``HIDDEN``. A
determinization fills those places with the cards the seat has not seen, dealt
at random, so that:

- every hand and the stock keep their sizes;
- no card the seat can see (its hand, the discard pile, the table) is dealt
  again, and no card is dealt twice;
- a card an opponent is known to hold stays in that opponent's hand: a card it
  took from the discard pile or bought with "May I?" and has not melded or
  discarded since (the public log names those cards; see :func:`known_holdings`);
- with ``weighted`` (the default), the other cards are dealt to each opponent by
  what its play says it holds (:func:`.inference.hand_weights`: it seldom keeps the
  rank it threw away, and once down seldom a card that fits the table): each
  hand is a weighted draw without replacement (Efraimidis and Spirakis: the cards
  with the largest ``u ** (1 / weight)``, ``u`` uniform), and the rest is shuffled
  into the stock.

Known limitation (documented, not modelled): after the stock is turned over
(``turn_over_once``) the seat could in principle remember the order of the old
discard pile; here those cards are simply unseen and shuffled like the rest.
The determinization's seed (for a rebuilt stock) is drawn from
the caller's generator, never taken from the real game, which a view does not
carry anyway.
"""

from __future__ import annotations

import random

from ..engine import Card, GameState
from .inference import hand_weights
from .knowledge import unseen_cards


def known_holdings(view: GameState, seat: int) -> dict[int, list[int]]:
    """Per other seat, the uids of cards it is known to hold now, oldest first.

    Read from this round's public log: a ``take`` or ``buy`` puts the named card
    in the taker's hand; a discard, lay-off, swap or going down takes it out. Only
    cards still unseen by ``seat`` are kept (so anything melded or lying in the
    discard pile drops out whatever the log's wording).
    """
    held: dict[int, list[int]] = {}
    for kind, who, detail in view.round_log():
        if who is None or who == seat or not isinstance(who, int):
            continue
        if kind in ("take", "buy") and isinstance(detail, int):
            held.setdefault(who, []).append(detail)
        elif kind == "discard" and isinstance(detail, int) and detail in held.get(who, ()):
            held[who].remove(detail)
    unseen = {c.uid for c in unseen_cards(view, seat)}
    out: dict[int, list[int]] = {}
    for s, uids in held.items():
        kept = [u for u in uids if u in unseen]
        if kept:
            out[s] = kept[: len(view.hands[s])]
    return out


class Dealer:
    """Deals determinizations of one view (see the module docstring).

    What the view fixes is worked out once: the unseen cards, the cards opponents
    are known to hold, and the weights each opponent's hand is dealt by. The search
    deals many states from one view, and each :meth:`deal` then only draws.
    """

    def __init__(self, view: GameState, weighted: bool = True) -> None:
        seat = view.viewer
        if seat is None:
            raise ValueError("determinize needs a view (state.view(seat))")
        pool = unseen_cards(view, seat)
        need = sum(len(h) for s, h in enumerate(view.hands) if s != seat) + len(view.stock)
        if need != len(pool):
            raise ValueError(f"view hides {need} cards but {len(pool)} are unseen")
        by_uid = {c.uid: c for c in pool}
        self.view = view
        self.seat = seat
        known = known_holdings(view, seat)
        self.known = {s: [by_uid[u] for u in uids] for s, uids in known.items()}
        pinned = {c.uid for cards in self.known.values() for c in cards}
        self.free = [c for c in pool if c.uid not in pinned]
        self.weights = {
            s: dict(zip((c.uid for c in self.free), ws))
            for s, ws in (hand_weights(view, seat, self.free) if weighted else {}).items()
        }

    def deal(self, rng: random.Random) -> GameState:
        """A full state consistent with the view, dealt by ``rng``.

        The result can be played on (``apply``); the view itself is left untouched.
        """
        view, seat, weights = self.view, self.seat, self.weights
        free = self.free[:]
        if not weights:
            rng.shuffle(free)
        g = view.clone()
        hands: list[list[Card]] = []
        for s, hand in enumerate(view.hands):
            if s == seat:
                hands.append(hand[:])
                continue
            mine = self.known.get(s, [])[:]
            take = len(hand) - len(mine)
            if weights:
                free, dealt = _weighted_pick(free, weights.get(s, {}), take, rng)
                mine.extend(dealt)
            else:
                mine.extend(free[:take])
                del free[:take]
            hands.append(mine)
        if weights:
            rng.shuffle(free)
        g.hands = hands
        g.stock = free
        g.seed = rng.randrange(1 << 30)
        g.history = None
        g.is_view = False
        g.viewer = None
        return g


def determinize(view: GameState, rng: random.Random, weighted: bool = True) -> GameState:
    """One state consistent with ``view``, dealt by ``rng`` (see :class:`Dealer`, which
    deals many from one view without working out what the view fixes each time)."""
    return Dealer(view, weighted).deal(rng)


def _weighted_pick(
    cards: list[Card], weights: dict[int, float], take: int, rng: random.Random
) -> tuple[list[Card], list[Card]]:
    """(the cards left, ``take`` of ``cards`` drawn without replacement by their
    weights, keyed by uid; a card without one weighs 1)."""
    if take <= 0:
        return cards, []
    keys = [rng.random() ** (1.0 / weights.get(c.uid, 1.0)) for c in cards]
    order = sorted(range(len(cards)), key=keys.__getitem__, reverse=True)
    chosen = set(order[:take])
    return [c for i, c in enumerate(cards) if i not in chosen], [cards[i] for i in order[:take]]
