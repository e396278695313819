"""What a pass-and-play table shows, checked against what its viewer may see.

``Peeker`` watches a window's game and, at each ``check``, lists every place a card
the person at the screen may not see shows up: a face-up card item in the scene, a
hand row or staged card, a card named in the log, in a label, a tooltip or an
accessible name. The round summary is left out on purpose: it shows the hands of
a scored round to everyone, for the count.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from continental_qt.engine.events import EventKind
from continental_qt.ui import texts
from continental_qt.ui.dialogs.round_summary import RoundSummaryDialog
from continental_qt.ui.table.card_item import CardItem
from continental_qt.ui.table.table_items import FrameItem, LabelItem, SeatPlate
from continental_qt.ui.texts.spoken import card_words

#: A natural card's short name in any text (``7♥``, ``10♠``, ``A♦``); jokers all look
#: alike, so they are left out.
CARD_NAME = re.compile(r"(?<![0-9])(?:10|[2-9AJQK])[♣♦♥♠]")
#: What a wild in a run on the table stands for ("A♥ (as 7♥)"): a place, not a card.
WILD_ROLE = re.compile(r"\(as (?:10|[2-9AJQK])[♣♦♥♠]\)")
#: A natural card in words (``seven of hearts``), as the accessible table names cards.
CARD_WORDS = re.compile(
    r"\b(?:ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king)"
    r" of (?:clubs|diamonds|hearts|spades)\b"
)
#: A wild's place in a run, in words ("joker as seven of hearts"): not a card.
WILD_PLACE = re.compile(r" as \w+ of \w+")


class Peeker:
    """Collects the cards that have been public in ``window``'s game, and checks."""

    def __init__(self, window) -> None:  # noqa: ANN001
        self.window = window
        self.public: set[str] = set()  # names of cards that have lain face up
        self.public_words: set[str] = set()  # the same cards in words
        window.session.controller.eventsHappened.connect(self._note_events)

    def _note_events(self, events: list) -> None:
        for ev in events:
            d = ev.data
            if ev.kind in (EventKind.ROUND_STARTED,):
                self._public(d.get("upcard"))
            elif ev.kind in (
                EventKind.TOOK_DISCARD,
                EventKind.BOUGHT,
                EventKind.CLAIMED,
                EventKind.DISCARDED,
                EventKind.MAY_I_OPEN,
                EventKind.FIRST_REFUSAL_TAKEN,
                EventKind.PASSED,
            ):
                self._public(d.get("card"))

    def _public(self, card) -> None:  # noqa: ANN001 - a Card or a uid
        self.public.add(texts.card_name(card))
        if card is not None:
            self.public_words.add(card_words(card))

    def _note_table(self) -> None:
        s = self.window.session.controller.state
        for c in s.discard:
            self._public(c)
        for m in s.melds:
            for c in m.cards:
                self._public(c)

    def check(self, where: str = "") -> list[str]:
        """Every leak now, as sentences (empty: none)."""
        w = self.window
        c = w.session.controller
        s = c.state
        if s is None:
            return []
        self._note_table()
        viewer = c.viewer
        screen_up = w.privacy.isVisible()
        out = []
        if screen_up and viewer is not None:
            out.append(f"{where}: the privacy screen is up but {viewer}'s hand is shown")
        own = set() if viewer is None or screen_up else {x.uid for x in s.hand(viewer)}
        allowed = own | {x.uid for x in s.discard[-2:]} | {x.uid for m in s.melds for x in m.cards}
        for item in w.table.scene_.items():
            card = item.card if isinstance(item, CardItem) else None
            if card is not None and card.uid not in allowed:
                out.append(f"{where}: {texts.card_name(card)} face up in the scene")
        for uid in w.hand_row.uids():
            if uid not in own:
                out.append(f"{where}: hand row shows {uid}")
        for group in w.staging.groups:
            for x in group:
                if x.uid not in own:
                    out.append(f"{where}: staging shows {x.uid}")
        names_ok = self.public | {texts.card_name(u) for u in own}

        def scan(text: str, what: str) -> None:
            for name in CARD_NAME.findall(WILD_ROLE.sub("", text or "")):
                if name not in names_ok:
                    out.append(f"{where}: {what} names {name}: {text!r}")

        for line in w.log_model.lines:
            scan(line, "the log")
        for item in w.table.scene_.items():
            scan(item.toolTip(), "a table tooltip")
            if isinstance(item, LabelItem):
                scan(item.text, "a table label")
            elif isinstance(item, FrameItem):
                scan(item.caption + " " + item.status, "a frame")
            elif isinstance(item, SeatPlate):
                scan(item.status, "a seat plate")
        scan(w.statusBar().currentMessage(), "the status bar")
        words_ok = self.public_words | {card_words(u) for u in own}
        model = w.log_model
        spoken_log = [
            model.data(model.index(i, 0), Qt.ItemDataRole.AccessibleTextRole)
            for i in range(model.rowCount())
        ]
        for said in [*accessible_table_names(w.table), *spoken_log]:
            for name in CARD_WORDS.findall(WILD_PLACE.sub("", said)):
                if name not in words_ok:
                    out.append(f"{where}: the accessible table names {name}: {said!r}")
        for widget in [w, *w.findChildren(QWidget)]:
            if _in_summary(widget):
                continue
            scan(widget.toolTip(), f"the tooltip of {widget.objectName() or type(widget)}")
            scan(widget.accessibleName(), "an accessible name")
            scan(widget.accessibleDescription(), "an accessible description")
            scan(widget.statusTip(), "a status tip")
            scan(widget.whatsThis(), "a what's-this")
            if isinstance(widget, (QLabel, QAbstractButton)):
                scan(widget.text(), f"the text of {widget.objectName() or type(widget)}")
        return out


def accessible_table_names(table: QWidget) -> list[str]:
    """The name of everything a screen reader reaches on ``table``, the table's own too."""
    out = []
    stack = [QAccessible.queryAccessibleInterface(table)]
    while stack:
        iface = stack.pop()
        out.append(iface.text(QAccessible.Text.Name))
        out.append(iface.text(QAccessible.Text.Description))
        stack.extend(iface.child(i) for i in range(iface.childCount()))
    return out


def _in_summary(widget: QWidget) -> bool:
    p = widget
    while p is not None:
        if isinstance(p, RoundSummaryDialog):
            return True
        p = p.parentWidget()
    return False
