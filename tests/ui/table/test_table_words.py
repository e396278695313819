"""What the table says matches what it shows: whose melds, whose seat, what just happened."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QVariantAnimation
from PySide6.QtWidgets import QWidget

from continental_qt.ai.registry import make_ai
from continental_qt.engine.events import MAY_I
from continental_qt.engine.presets import get_preset
from continental_qt.engine.state import GameState
from continental_qt.ui import texts
from continental_qt.ui.feeds.feed import Feed
from continental_qt.ui.table.card_art import CardPixmaps
from continental_qt.ui.table.hand_row import HandRow, Staging
from continental_qt.ui.table.privacy_screen import MayIOffer
from continental_qt.ui.table.table_layout import Rect as _rect
from continental_qt.ui.table.table_view import TableView

from ..conftest import config, wait_for_human


def test_a_seat_named_you_is_player_1_once_the_computer_plays_it(qtbot, window):
    """ "You's run" read wrong: a computer playing the seat named "You" is "Player 1"."""
    c = window.session.controller
    window.start_game(config("human", "easy", "easy"))
    wait_for_human(qtbot, window)
    assert c.names[0] == "You"
    c.hand_to_ai(0, "easy")
    assert c.names == ["Player 1", "Bruno", "Carmen"]
    assert c.config.seats[0].name == "You"  # the seat keeps its name (a save, Play again)
    assert texts.seat_name("You", 0, human=True) == "You"
    assert texts.seat_name("Bruno", 1, human=False) == "Bruno"


def test_a_seat_named_you_is_player_1_among_several_people(qtbot, window):
    """Pass-and-play: "Pass to You" and "You's hand" name nobody at a table of people."""
    c = window.session.controller
    window.start_game(config("human", "human", "easy"))
    assert c.names == ["Player 1", "Bruno", "Carmen"]
    qtbot.waitUntil(lambda: window.privacy.isVisible())
    assert "You" not in window.privacy.title.text()
    assert texts.seat_name("You", 0, human=True, alone=False) == "Player 1"


def test_sliding_owner_labels_leave_no_animation_behind(qtbot, window):
    """Each label slides by one animation of its own, restarted for every slide, so a
    long game does not pile animations up on the table (it left one per slide)."""
    view = window.table
    view.anim_ms = 40
    label = view.scene_labels.get("owner_test", None)
    label.set_rect(_rect(0, 0, 50, 20))
    before = len(view.findChildren(QVariantAnimation))
    for i in range(30):
        view.scene_labels.move("owner_test", _rect(10 * (i + 1), 0, 50, 20), 40)
    qtbot.waitUntil(lambda: label.rect == _rect(300, 0, 50, 20), timeout=3000)
    assert len(view.findChildren(QVariantAnimation)) == before + 1


def _two_owners(seed: int = 1) -> tuple[GameState, GameState]:
    """Spectator views of an easy game: one where only a later seat has melds, then the
    next one where an earlier seat has gone down too (its group comes first)."""
    state = GameState(get_preset("may-i"), 4, seed)
    ais = [make_ai("easy", seed * 10 + i) for i in range(4)]
    before = None
    for _ in range(3000):
        owners = {m.owner for m in state.melds}
        if before is None and len(owners) == 1 and min(owners) > 0:
            before = state.view(None)
        if before is not None:
            first = min(m.owner for m in before.melds)
            if any(o < first for o in owners):
                return before, state.view(None)
            if owners != {first}:
                before = None
        state.apply(ais[state.to_act].choose(state.view(state.to_act)), state.to_act)
    raise AssertionError("no such game")


class _Feed(Feed):
    """A spectator's feed of fixed views: the Feed interface is all a table needs."""

    def __init__(self, view: GameState, names: list[str]) -> None:
        super().__init__()
        self._view, self._names = view, names

    @property
    def view(self) -> GameState:
        return self._view

    @property
    def names(self) -> list[str]:
        return self._names

    def seat_kind(self, seat: int) -> str:
        return "easy"


def test_owner_names_stay_beside_their_melds_while_they_slide(qtbot):
    """An earlier seat goes down: the melds already on the table slide to make room, and
    their owner's name slides with them instead of jumping ahead to name another's."""
    before, after = _two_owners()
    feed = _Feed(before, ["Ana", "Ben", "Cy", "Dee"])
    view = TableView(feed, HandRow(), Staging(), CardPixmaps())
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    view.refresh(animate=False)
    old = min(m.owner for m in before.melds)
    first = next(m for m in before.melds if m.owner == old).cards[0].uid
    label = view.labels[f"owner{old}"]
    offset = view.cards[first].pos() - QPointF(label.rect.x, label.rect.y)
    view.anim_ms = 400
    feed._view = after
    view.refresh(animate=True)
    assert view.cards[first].moving  # the melds slide...
    here = view.cards[first].pos() - QPointF(label.rect.x, label.rect.y)
    assert here == offset  # ...and their owner's name with them
    qtbot.waitUntil(lambda: not view.cards[first].moving, timeout=5000)
    qtbot.waitUntil(lambda: view.cards[first].pos() - QPointF(label.rect.x, label.rect.y) == offset)
    assert (label.rect.x, label.rect.y) == (
        view.layout_.owner_labels[old].x,
        view.layout_.owner_labels[old].y,
    )


def test_the_neutral_offer_does_not_say_the_turn_player_drew_yet(qtbot):
    """The seat in turn draws its stock card after the claim window: the offer said
    "Cy drew from the stock" while the stock count had not changed."""
    state = GameState(get_preset("may-i"), 3, 2)
    ais = [make_ai("easy", 20 + i) for i in range(3)]
    while state.phase != MAY_I:
        state.apply(ais[state.to_act].choose(state.view(state.to_act)), state.to_act)
    view = state.view(None)
    holder = QWidget()
    qtbot.addWidget(holder)
    offer = MayIOffer(holder)
    names = ["Ana", "Ben", "Cy"]
    offer.show_offer(view, names, state.to_act, [], lambda a: None, lambda: None)
    text = offer.detail.text()
    assert "drew" not in text
    assert names[state.turn] in text and texts.card_name(view.top_discard) in text


def test_pass_to_words_sit_on_a_solid_panel(qtbot):
    """The cover is see-through (the public table shows dimly), and the meld cards behind
    crossed the "Pass to …" words: the words sit on a solid panel."""
    from PySide6.QtGui import QColor, QPainter

    from continental_qt.ui.table.privacy_screen import PrivacyScreen

    class White(QWidget):
        def paintEvent(self, event):  # noqa: N802 - Qt's name
            QPainter(self).fillRect(self.rect(), QColor("white"))

    table = White()
    qtbot.addWidget(table)
    table.resize(900, 600)
    screen = PrivacyScreen(table)
    table.show()
    screen.show_for("Ana", "It is Ana's turn. Everyone else, look away.")
    qtbot.waitExposed(screen)
    image = table.grab().toImage()
    panel = screen.text_panel()
    assert panel.contains(screen.button.geometry().toRectF())
    for label in (screen.title, screen.detail, screen.hint):
        words = label.fontMetrics().boundingRect(
            label.geometry(), int(label.alignment()) | 0x1000, label.text()
        )  # 0x1000: Qt.TextWordWrap
        assert panel.contains(words.toRectF())
    assert panel.width() < screen.width() - 40  # the words' extent, not the labels'
    # Inside the panel beside the words: the felt, solid; outside: the dimmed table.
    inside = panel.topLeft().toPoint() + QPointF(16, 16).toPoint()
    assert QColor(image.pixel(inside)).getRgb()[:3] == (10, 30, 22)
    assert QColor(image.pixel(3, 3)).getRgb()[:3] != (10, 30, 22)
