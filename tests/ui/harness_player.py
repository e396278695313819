"""A player that makes random legal moves through the table's gestures, for the monkey
and soak runs of the real main window (see ``harness_input.py``)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from harness_input import (
    RIGHT,
    Input,
    alive,
    hand_card_point,
    meld_rect,
    rect_point,
    settle,
    slot_rect,
    staged_card_point,
)
from harness_watch import Recorder
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from continental_qt.engine.actions import (
    Action,
    Claim,
    Discard,
    DrawStock,
    GoDown,
    GoOut,
    LayOff,
    Pass,
    SwapWild,
    TakeDiscard,
)
from continental_qt.engine.events import DRAW, FIRST_REFUSAL, MAY_I


# ----------------------------------------------------------------------------- player
class UiPlayer:
    """Plays the human to act with a random legal move (from the engine's legal actions),
    made through a gesture a person would use for it: a click, drag, double-click, key,
    button or card menu; going down by staging the solver's melds in the slots.

    :meth:`act` returns what it did and whether the move went through
    (``applied``); ``mismatches`` lists gestures that did not make the intended move.
    """

    def __init__(self, rng: random.Random, recorder: Recorder, inp: Input | None = None) -> None:
        self.rng = rng
        self.recorder = recorder
        self.inp = inp or Input()
        self.channels: Counter[str] = Counter()
        self.mismatches: list[str] = []
        self.last_action: Action | None = None
        self._deal: tuple[int, int] = (-1, -1)

    # -- choosing
    def choose(self, legal: list[Action], phase: str) -> Action:
        rng = self.rng
        outs = [a for a in legal if isinstance(a, (GoDown, GoOut))]
        if outs and rng.random() < 0.9:
            return outs[0]
        if phase in (MAY_I, FIRST_REFUSAL):
            want = Pass if rng.random() < 0.7 else (Claim if phase == MAY_I else TakeDiscard)
            return next((a for a in legal if isinstance(a, want)), legal[0])
        if phase == DRAW:
            want = DrawStock if rng.random() < 0.7 else TakeDiscard
            return next((a for a in legal if isinstance(a, want)), legal[0])
        layoffs = [a for a in legal if isinstance(a, (LayOff, SwapWild))]
        if layoffs and rng.random() < 0.4:
            return rng.choice(layoffs)
        discards = [a for a in legal if isinstance(a, Discard)]
        return rng.choice(discards or legal)

    # -- acting
    def act(self, window: Any) -> tuple[str, bool] | None:
        """One move for the human to act (or taking the privacy screen); None if no
        human is to act."""
        c = window.session.controller
        seat = c.human_to_act
        s = c.state
        if seat is None or s is None:
            return None
        if c.waiting_for is not None:
            if window.privacy.isVisible():
                if self.rng.random() < 0.5:
                    b = window.privacy.button
                    self.inp.click(b, b.rect().center())
                else:
                    self.inp.key(window, Qt.Key.Key_F)
                settle()
                return "privacy screen taken", c.waiting_for is None
            return None
        legal = s.legal_actions(seat)
        if not legal:
            return None
        deal = (c.generation, s.round_number)
        if deal != self._deal:  # a new deal: a person waits for the cards to land
            self._deal = deal
            self._wait_still(window.table)
            if c.state is not s or c.human_to_act != seat:
                return None
        action = self.choose(legal, s.phase)
        self.last_action = action
        self.recorder.say(f"  move {action}")
        before = c.action_count
        how = self._perform(window, action)
        self.channels[f"{type(action).__name__}:{how}"] += 1
        settle()
        applied = c.action_count > before or c.state is not s
        text = f"play {action} by {how}"
        if not applied:
            prompt = window.prompt_label.text()
            focus = QApplication.focusWidget()
            where = (
                f"focus {type(focus).__name__ if focus else None}"
                f"/{type(window.focusWidget()).__name__}, "
                f"popup {type(QApplication.activePopupWidget()).__name__}, "
                f"modal {type(QApplication.activeModalWidget()).__name__}"
            )
            self.mismatches.append(f"{text}: not applied ({prompt}; {where})")
        return text, applied

    @staticmethod
    def _wait_still(view: Any, most_ms: int = 600) -> None:
        """Wait (up to ``most_ms``) for the cards of the hand to stop moving: a person
        aims at a card where it lands (after the deal, say)."""
        waited = 0
        while waited < most_ms:
            items = [view.cards.get(uid) for uid, _r in view._hand_rects]
            if not any(alive(item) and item.moving for item in items):
                return
            settle(10)
            waited += 10

    def _perform(self, window: Any, action: Action) -> str:
        view = window.table
        rng = self.rng
        inp = self.inp
        vp = view.viewport()
        view.setFocus()
        if isinstance(action, (DrawStock, TakeDiscard)):
            src = view._stock_rect if isinstance(action, DrawStock) else view._pile_rect
            button = window.draw_button if isinstance(action, DrawStock) else window.take_button
            key = Qt.Key.Key_D if isinstance(action, DrawStock) else Qt.Key.Key_T
            how = rng.choice(("click", "drag", "key", "button"))
            if how in ("click", "drag"):
                # After the screen passes, the hand flies in from the stock; until its
                # cards land, a click on the stock can hit one of them (the hit test
                # takes a hand card's slot across, and its height as it flies).
                self._wait_still(view)
            if how == "click":
                inp.click(vp, rect_point(view, src))
            elif how == "drag":
                inp.drag(vp, rect_point(view, src), rect_point(view, view._hand_zone, 0.5, 0.6))
            elif how == "key":
                inp.key(view, key)
            else:
                inp.click(button, button.rect().center())
            return how
        if isinstance(action, (Claim, Pass)):
            claim = isinstance(action, Claim)
            button = window.claim_button if claim else window.pass_button
            # A click on the pile never says May I? (only M and the button do).
            how = rng.choice(["button", "key"])
            if how == "button":
                inp.click(button, button.rect().center())
            else:
                inp.key(view, Qt.Key.Key_M if claim else Qt.Key.Key_N)
            return how
        if isinstance(action, Discard):
            return self._discard(window, action.card)
        if isinstance(action, (LayOff, SwapWild)):
            return self._onto_meld(window, action)
        if isinstance(action, (GoDown, GoOut)):
            return self._go_down(window, action)
        view.input.play(action)
        return "table.input.play"

    def _discard(self, window: Any, uid: int) -> str:
        view, inp = window.table, self.inp
        vp = view.viewport()
        p = hand_card_point(view, uid)
        if p is None:  # staged: back to the hand first
            window.staging.take_back()
            settle()
            p = hand_card_point(view, uid)
            if p is None:
                view.input.play(Discard(uid))
                return "table.input.play"
        how = self.rng.choice(("drag", "double-click", "keys", "menu"))
        if how == "drag":
            inp.drag(vp, p, rect_point(view, view._pile_rect))
        elif how == "double-click":
            inp.double_click(vp, p)
        elif how == "keys":
            self._focus_card(window, uid)
            inp.key(view, Qt.Key.Key_Return)
        else:
            words = view.input.describe_action(Discard(uid))
            self._by_card_menu(window, uid, lambda text: text == words)
        return how

    def _focus_card(self, window: Any, uid: int) -> None:
        view = window.table
        inp = self.inp
        inp.key(view, Qt.Key.Key_Home)
        for _ in range(max(0, window.hand_row.row_of(uid))):
            inp.key(view, Qt.Key.Key_Right)

    def _by_card_menu(self, window: Any, uid: int, pick: Callable[[str], bool]) -> None:
        """Open the card's menu (right-click or the A key) and click the entry ``pick``
        accepts."""
        view, inp = window.table, self.inp
        if self.rng.random() < 0.5:
            p = hand_card_point(view, uid) or staged_card_point(view, uid)
            if p is not None:
                inp.click(view.viewport(), p, RIGHT)
        else:
            self._focus_card(window, uid)
            inp.key(view, Qt.Key.Key_A)
        settle()
        self._pick_in_popup(pick)

    def _pick_in_popup(self, pick: Callable[[str], bool]) -> bool:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu) or not alive(menu):
            return False
        for act in menu.actions():
            if act.isEnabled() and pick(act.text()):
                if self.rng.random() < 0.5:
                    self.inp.click(menu, menu.actionGeometry(act).center())
                else:
                    menu.setActiveAction(act)
                    self.inp.key(menu, Qt.Key.Key_Return)
                return True
        menu.close()
        return False

    def _onto_meld(self, window: Any, action: LayOff | SwapWild) -> str:
        view = window.table
        want = view.input.describe_action(action)
        if self.rng.random() < 0.5:
            self._by_card_menu(window, action.card, lambda text: text == want)
            return "menu"
        r = meld_rect(view, action.meld)
        p = hand_card_point(view, action.card)
        if r is None or p is None:
            view.input.play(action)
            return "table.input.play"
        end = getattr(action, "end", None)
        fx = 0.1 if end == "low" else 0.9 if end == "high" else 0.5
        self.inp.drag(view.viewport(), p, rect_point(view, r, fx))
        settle()
        # Several moves for that card and meld: the table asks which, in a menu.
        self._pick_in_popup(lambda text: text == want)
        return "drag"

    def _go_down(self, window: Any, action: GoDown | GoOut) -> str:
        view, inp, staging = window.table, self.inp, window.staging
        rng = self.rng
        if staging.staged_uids:
            if rng.random() < 0.5:
                inp.key(view, Qt.Key.Key_U)
            else:
                b = window.back_button
                inp.click(b, b.rect().center())
            settle()
        used: set[int] = set()
        plan: list[tuple[int, tuple[int, ...]]] = []
        for spec in action.melds:
            slot = next(
                (
                    i
                    for i, req in enumerate(staging.reqs)
                    if i not in used and (req.kind == spec.kind or isinstance(action, GoOut))
                ),
                None,
            )
            if slot is None:
                view.input.play(action)
                return "table.input.play"
            used.add(slot)
            plan.append((slot, spec.cards))
        ways = Counter()
        for slot, cards in plan:
            way = rng.choice(("drag each", "select+drag", "select+key", "menu"))
            ways[way] += 1
            self._stage(window, slot, list(cards), way)
            settle()
        staged = [sorted(c.uid for c in g) for g in staging.groups]
        want = [sorted(cards) for _slot, cards in sorted(plan)]
        if [g for g in staged if g] != want:
            self.mismatches.append(f"staging {want} ended as {staged}")
        if rng.random() < 0.5:
            inp.key(view, Qt.Key.Key_G)
        else:
            b = window.down_button
            inp.click(b, b.rect().center())
        return "staging (" + ", ".join(sorted(ways)) + ")"

    def _stage(self, window: Any, slot: int, cards: list[int], way: str) -> None:
        view, inp = window.table, self.inp
        vp = view.viewport()
        if way == "drag each":
            for uid in cards:
                p, r = hand_card_point(view, uid), slot_rect(view, slot)
                if p is not None and r is not None:
                    inp.drag(vp, p, rect_point(view, r, self.rng.uniform(0.2, 0.8)))
                settle()
            return
        if way == "menu":
            caption = view._slot_caption(slot)
            for uid in cards:
                self._by_card_menu(window, uid, lambda text: caption in text)
                settle()
            return
        window.hand_row.clear_selection()
        for uid in cards:
            p = hand_card_point(view, uid)
            if p is not None:
                inp.click(vp, p)
        settle()
        if way == "select+key":
            inp.key(view, getattr(Qt.Key, f"Key_{slot + 1}"))
            return
        p, r = hand_card_point(view, cards[0]), slot_rect(view, slot)
        if p is not None and r is not None:
            inp.drag(vp, p, rect_point(view, r))
