"""The table as a screen reader reaches it (issue 29): the accessible tree over the
card table, read through Qt's accessibility interfaces as a screen reader's bridge
reads them (``QAccessible.queryAccessibleInterface`` and its children)."""

from __future__ import annotations

import gc
import random
import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListView

from continental_qt.engine.actions import Discard, DrawStock
from continental_qt.engine.cards import Card
from continental_qt.ui.texts.spoken import card_words

from ..conftest import config

Name = QAccessible.Text.Name


def walk(iface, depth: int = 0, out: list | None = None) -> list:
    """(depth, role, name, interface) of ``iface`` and everything under it."""
    out = [] if out is None else out
    out.append((depth, iface.role(), iface.text(Name), iface))
    for i in range(iface.childCount()):
        kid = iface.child(i)
        assert kid is not None, (iface.text(Name), i)
        assert kid.parent().object() is iface.object(), kid.text(Name)
        assert iface.indexOfChild(kid) == i
        walk(kid, depth + 1, out)
    return out


def table_nodes(window) -> list:
    return walk(QAccessible.queryAccessibleInterface(window.table))[1:]


def names(window) -> list[str]:
    return [name for _, _, name, _ in table_nodes(window)]


def test_the_table_reads_as_players_piles_melds_and_hand(qtbot, window):
    window.start_game(config("human", "medium", "medium"))
    qtbot.waitUntil(lambda: window.session.controller.human_to_act == 0, timeout=10000)
    view = window.session.feed.view
    nodes = table_nodes(window)
    top = [(role, name) for depth, role, name, _ in nodes if depth == 1]
    assert [r for r, _ in top] == [
        QAccessible.Role.List,
        QAccessible.Role.StaticText,
        QAccessible.Role.StaticText,
        QAccessible.Role.List,
        QAccessible.Role.List,
        QAccessible.Role.List,
    ]
    said = names(window)
    assert said[0] == "Players"
    assert said[1].startswith("You: ") and "12 cards in hand" in said[1] and "to play" in said[1]
    assert said[2].startswith("Bruno: Medium") and "not down" in said[2], said[2]
    assert any(s == f"Stock: {len(view.stock)} cards." for s in said)
    top_card = card_words(view.top_discard, view.rules)
    assert any(s.startswith("Discard pile: 1 card, ") and top_card in s for s in said), said
    hand = [n for n in said if re.search(r", \d+ of 12$", n)]
    assert len(hand) == 12
    uids = window.hand_row.uids()
    assert hand[0] == f"{card_words(Card(uids[0]), view.rules)}, 1 of 12"
    assert "Your hand: 12 cards" in said
    # No card is named with a suit symbol, which screen readers mangle.
    assert not any(re.search("[♣♦♥♠]", s) for s in said), said


def test_each_node_lies_on_the_screen_where_its_thing_is_drawn(qtbot, window):
    window.start_game(config("human", "medium"))
    qtbot.waitUntil(lambda: window.session.controller.human_to_act == 0, timeout=10000)
    table = QAccessible.queryAccessibleInterface(window.table)
    whole = table.rect()
    assert whole.width() > 0
    for _, _, name, iface in table_nodes(window):
        r = iface.rect()
        assert r.width() > 0 and r.height() > 0, name
        assert whole.adjusted(-2, -2, 2, 2).contains(r), (name, r, whole)
        # A screen reader's hit test at the middle of a card finds that card.
    uid = window.hand_row.uids()[3]
    card = window.table.access.node(("card", uid))
    iface = QAccessible.queryAccessibleInterface(card)
    centre = iface.rect().center()
    hand = iface.parent()
    assert hand.childAt(centre.x(), centre.y()).object() is card


def test_focus_follows_the_keys_and_says_the_selection(qtbot, window):
    window.start_game(config("human", "medium"))
    c = window.session.controller
    qtbot.waitUntil(lambda: c.human_to_act == 0, timeout=10000)
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)
    seen = []
    table = QAccessible.queryAccessibleInterface(window.table)
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    focus = table.focusChild()
    assert focus is not None
    seen.append(focus.text(Name))
    assert focus.state().focused and focus.state().selectable and not focus.state().selected
    uid = window.table.input.focus.uid()
    assert focus.object() is window.table.access.node(("card", uid))
    QTest.keyClick(window.table, Qt.Key.Key_Space)
    focus = table.focusChild()
    assert focus.state().selected and focus.text(Name).endswith(", selected")
    window.draw_button.setFocus()
    qtbot.waitUntil(lambda: not window.table.hasFocus())
    assert table.focusChild() is None
    assert seen[0].endswith("of 12")


def test_nodes_come_and_go_with_the_cards_and_none_outlives_its_thing(qtbot, window):
    window.start_game(config("human", "medium"))
    c = window.session.controller
    qtbot.waitUntil(lambda: c.human_to_act == 0, timeout=10000)
    before = {n.key for n in window.table.access.nodes()}
    c.act(DrawStock())
    qtbot.waitUntil(lambda: len(window.hand_row.uids()) == 13)
    card = window.hand_row.uids()[0]
    node = window.table.access.node(("card", card))
    iface = QAccessible.queryAccessibleInterface(node)
    assert iface.text(Name).endswith("1 of 13")
    c.act(Discard(card))
    qtbot.waitUntil(lambda: card not in window.hand_row.uids())
    assert window.table.access.node(("card", card)) is None
    gc.collect()
    QTest.qWait(10)  # the deleteLater of the card's node
    after = {n.key for n in window.table.access.nodes()}
    assert ("card", card) in before and ("card", card) not in after
    # Every node left is a live child of the table view.
    for n in window.table.access.nodes():
        assert n.parent() is window.table


def test_the_tree_walks_clean_after_every_move_of_a_whole_round(qtbot, window):
    """After every move of a seeded game against computers: the tree walks (parents and
    indices agree), the seats, hand and melds match the view, and nothing names a card
    the viewer may not see (by words, ``seven of hearts``)."""
    window.start_game(config("human", "medium", "medium", seed=29))
    c = window.session.controller
    rng = random.Random(29)
    problems: list[str] = []

    def check() -> None:
        view = window.session.feed.view
        if view is None:
            return
        said = names(window)
        seats = [s for s in said if re.match(r"^(You|Bruno|Carmen): ", s)]
        if len(seats) != 3:
            problems.append(f"seats {seats}")
        hand = [s for s in said if re.search(r", \d+ of \d+(, selected)?$", s)]
        if len(hand) != window.hand_row.count():
            problems.append(f"hand {len(hand)} vs {window.hand_row.count()}")
        melds = [s for s in said if re.match(r"^\w+'s (run|set): ", s)]
        if len(melds) != len(view.melds):
            problems.append(f"melds {len(melds)} vs {len(view.melds)}")
        hidden = {card_words(x) for s, h in enumerate(view.hands) if s != 0 for x in h if x}
        seen = {card_words(x) for x in view.hands[0] if x is not None}
        seen |= {card_words(x) for m in view.melds for x in m.cards}
        seen |= {card_words(x) for x in view.discard}
        if hidden:
            problems.append("a view holds another hand's cards")
        for s in said:
            s = re.sub(r" as \w+ of \w+", "", s)  # a wild's place in a run, not a card
            for word in re.findall(r"(?:\w+) of (?:clubs|diamonds|hearts|spades)", s):
                if word not in seen:
                    problems.append(f"{word!r} named in {s!r}")

    c.stateChanged.connect(check)
    moves = 0
    for _ in range(400):
        qtbot.waitUntil(lambda: c.human_to_act is not None or c.holding or c.state.is_over)
        if c.holding or c.state.is_over:
            break
        legal = c.state.legal_actions()
        draws = [a for a in legal if isinstance(a, DrawStock)]
        c.act(draws[0] if draws else rng.choice(legal))
        moves += 1
        assert not problems, problems[:5]
    assert moves >= 10


def test_the_log_says_its_cards_in_words_to_a_screen_reader(qtbot, window):
    window.start_game(config("human", "medium"))
    qtbot.waitUntil(lambda: window.session.controller.human_to_act == 0, timeout=10000)
    model = window.log_model
    assert model.rowCount() >= 1
    first = model.index(0, 0)
    shown = model.data(first, Qt.ItemDataRole.DisplayRole)
    said = model.data(first, Qt.ItemDataRole.AccessibleTextRole)
    upcard = card_words(window.session.feed.view.discard[0])
    assert re.search("[♣♦♥♠]", shown) and not re.search("[♣♦♥♠]", said), (shown, said)
    assert upcard in said
    # What the log's list tells a screen reader is the spoken line.
    assert isinstance(window.log_view, QListView)
    iface = QAccessible.queryAccessibleInterface(window.log_view)
    cells = [iface.child(i) for i in range(iface.childCount())]
    assert said in [c.text(Name) for c in cells if c is not None]
