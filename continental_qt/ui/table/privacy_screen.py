"""Pass-and-play's privacy screen ("Pass to Ana — click when ready") and the May I?
offer made on the neutral table.

It covers the table view while the computer is passed to the next person. The
table behind it shows no hand at all (the controller's ``viewer`` is None until
the named player confirms), so nothing private is on screen even if the cover
were moved; the public table shows through dimly.

Only a deliberate act takes it away (``ready``): a click on its button, or the
key F pressed *and* released while the screen is up, with no Ctrl, Alt or Meta
and not an auto-repeat. Every other key is swallowed, so a key of the previous
player's move (Enter discards, Space selects, a held key repeating, a release of a
key pressed before the screen came up) cannot show the next player's hand. The
button takes no keyboard focus for the same reason (Space would click it).

A May I? offer does not pass the computer around: the person asked answers on the
neutral table (the controller's ``asking``), where no hand is shown. :class:`MayIOffer`
names them, the card on offer and its penalty, and gives their answers and a way to
see their own hand first, through this privacy screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.actions import Action, Claim, Pass
from ...engine.events import MAY_I
from ...engine.state import GameState
from .. import keymap, texts
from ..button_keys import BUTTON_STYLE, MoveButtonKeys
from ..feeds.feed import Feed
from ..text_size import follow_font
from ..texts import translate

# The one key that takes the screen (the key map's "show_hand"); no game key is F.
READY_KEY = keymap.combos("show_hand")[0][0]  # F


# The cover's felt green (dimmed over the table, solid behind the words).
_COVER = (10, 30, 22)

# Height of the strip at the bottom of the privacy screen that holds its way back.
_BACK_STRIP = 56

# Focus leaving for another window, a menu or a popup: it comes back by itself.
_AWAY = (
    Qt.FocusReason.ActiveWindowFocusReason,
    Qt.FocusReason.PopupFocusReason,
    Qt.FocusReason.MenuBarFocusReason,
)


def _centred_label(
    parent: QWidget, name: str, colour: str, size: float = 1.0, bold: bool = False
) -> QLabel:
    """A centred, word-wrapped label of the screens drawn over the felt, in ``colour``,
    ``size`` times the application font."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {colour};")
    follow_font(label, size, bold)
    return label


def _sized_button(button: QPushButton, padding: str, size: float, bold: bool = False) -> None:
    """``button`` with ``padding`` (CSS), ``size`` times the application font."""
    button.setStyleSheet(f"padding: {padding};")
    follow_font(button, size, bold)


class PrivacyScreen(QWidget):
    """A cover over ``parent`` with the next player's name and a ready button."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("privacy_screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._armed = False  # READY_KEY went down while the screen was up
        layout = QVBoxLayout(self)
        layout.addSpacing(_BACK_STRIP)
        layout.addStretch(1)
        self.title = _centred_label(self, "privacy_title", "#fff6d5", 2.2, bold=True)
        self.detail = _centred_label(self, "privacy_detail", "#e8efe9", 1.2)
        self.button = QPushButton(self)
        self.button.setObjectName("privacy_ready")
        _sized_button(self.button, "10px 26px", 1.35)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self.ready)
        # The way back sits at the bottom, away from the ready button, in a strip of
        # fixed height whether shown or not, so the rest stays where it always is.
        strip = QWidget(self)
        strip.setFixedHeight(_BACK_STRIP)
        strip_row = QHBoxLayout(strip)
        strip_row.setContentsMargins(0, 0, 0, 0)
        self.back = QPushButton(strip)
        strip_row.addWidget(self.back, 0, Qt.AlignmentFlag.AlignHCenter)
        self.back.setObjectName("privacy_back")
        _sized_button(self.back, "6px 18px", 1.05)
        self.back.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.back.clicked.connect(self._go_back)
        self.back.hide()
        self._back: Callable[[], object] | None = None
        self.hint = _centred_label(self, "privacy_hint", "#c9d8cf", 1.05)
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.detail)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(8)
        layout.addWidget(self.hint)
        layout.addStretch(1)
        layout.addWidget(strip)
        parent.installEventFilter(self)
        self.hide()
        # The May I? question on the neutral table, over the same table.
        self.offer = MayIOffer(parent)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False

    def show_for(self, name: str, reason: str, back: Callable[[], object] | None = None) -> None:
        """Cover the table for ``name``; the keyboard focus comes here, so no key
        reaches the table until the screen is taken. With ``back``, a second button
        calls it (a person asked May I? who chose to see their hand changed their
        mind: back to the neutral table)."""
        self.offer.hide()
        self.title.setText(translate("PrivacyScreen", "Pass to {name}").format(name=name))
        self.detail.setText(reason)
        self._back = back
        self.back.setText(translate("PrivacyScreen", "Answer without looking"))
        self.back.setVisible(back is not None)
        self.button.setText(
            translate("PrivacyScreen", "I am {name}: show my cards").format(name=name)
        )
        self.hint.setText(
            translate(
                "PrivacyScreen",
                "Click the button or press F when {name} has the screen. "
                "No other key shows the cards.",
            ).format(name=name)
        )
        self._armed = False
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.setFocus()

    def follow(self, feed: Feed, view: GameState | None) -> bool:
        """Show what ``feed`` says now: the May I? offer on the neutral table, and this
        screen for the person the feed waits for (hidden when it waits for nobody).
        True if the screen was up and has just gone (the table may take the focus)."""
        asked = feed.asking
        if asked is not None and view is not None and view.top_discard is not None:
            # May I? on the neutral table: no hand shown, the person asked named.
            self.offer.show_offer(
                view,
                feed.names,
                asked,
                feed.legal_actions(view),
                lambda action: feed.act(action),  # looked up at each answer
                feed.request_screen,
            )
        else:
            self.offer.hide()
        seat = feed.waiting_for
        if seat is None:
            shown = self.isVisible()
            self.hide()
            return shown
        name = feed.names[seat]
        if view is not None and view.phase == MAY_I and view.top_discard is not None:
            why = translate("MainWindow", "{name} may claim the {card} (May I?).").format(
                name=name, card=texts.card_name(view.top_discard)
            )
        else:
            why = translate("MainWindow", "It is {name}'s turn. Everyone else, look away.").format(
                name=name
            )
        if not self.isVisible() or self.title.text().find(name) < 0:
            back = feed.cancel_screen_request if feed.screen_requested else None
            self.show_for(name, why, back)
        else:
            self.detail.setText(why)
        return False

    def _go_back(self) -> None:
        back = self._back
        if back is not None and self.isVisible():
            back()

    def hideEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        self._armed = False
        super().hideEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002, N802 - Qt's names
        return False  # Tab stays here: the table behind must not take the keys

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt's name
        super().focusOutEvent(event)
        # While it is up, the keyboard focus stays here: a widget of this window that
        # took it (the table under a click) would otherwise be sent the keys.
        if event.reason() not in _AWAY:
            QTimer.singleShot(0, self, self._refocus)

    def _refocus(self) -> None:
        if self.isVisible() and self.window().isActiveWindow():
            self.setFocus()

    def text_panel(self) -> QRectF:
        """Where the words and the button sit, with a margin: painted solid, so that the
        table's cards behind do not show through the text (they crossed "Pass to …")."""
        panel = QRectF(self.button.geometry()) if self.button.isVisible() else QRectF()
        for label in (self.title, self.detail, self.hint):
            if label.isVisible() and label.text():
                # The words' own extent, not the label's (as wide as the screen).
                flags = int(label.alignment()) | int(Qt.TextFlag.TextWordWrap)
                words = label.fontMetrics().boundingRect(label.geometry(), flags, label.text())
                panel = panel.united(QRectF(words))
        return panel.adjusted(-28, -22, 28, 22) & QRectF(self.rect())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(*_COVER, 225))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(255, 246, 213, 90))
        painter.setBrush(QColor(*_COVER))
        painter.drawRoundedRect(self.text_panel(), 14, 14)

    @staticmethod
    def _ready_key(event: QKeyEvent) -> bool:
        return event.key() == READY_KEY and not event.modifiers() & keymap.COMMAND_MODIFIERS

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Every key stops here (accepted), so none falls through to the table. A held
        # key's repeats neither arm nor disarm: only its first press counts.
        event.accept()
        if not event.isAutoRepeat():
            self._armed = self.isVisible() and self._ready_key(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        event.accept()
        if event.isAutoRepeat():
            return
        armed, self._armed = self._armed, False
        if armed and self.isVisible() and self._ready_key(event):
            self.ready.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # a click beside the button does nothing (and not on the table)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()


class MayIOffer(QWidget):
    """The May I? question on the neutral table, in the hand's place at the bottom.

    Pass-and-play: while someone other than the person at the screen is asked, the
    table shows no hand; this names the person asked, the card on offer and its
    penalty, and gives their answers (enabled from the legal actions it is given)
    and a button to see their own hand first, through the privacy screen. Its buttons
    are reached by Tab (M and N on the table answer too); clicks on it stay here.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("may_i_offer")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._button_keys = MoveButtonKeys(parent)
        self.setStyleSheet(BUTTON_STYLE.format(scope="#may_i_offer"))
        self._answer: Callable[[Action], object] | None = None
        self._look: Callable[[], object] | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 14, 22, 14)
        layout.setSpacing(6)
        self.title = _centred_label(self, "may_i_title", "#fff6d5", 1.65, bold=True)
        self.detail = _centred_label(self, "may_i_detail", "#e8efe9", 1.15)
        row = QHBoxLayout()
        row.setSpacing(12)
        row.addStretch(1)
        self.claim = self._button("may_i_claim", lambda: self._answered(Claim()), row)
        _sized_button(self.claim, "7px 22px", 1.2, bold=True)
        self.decline = self._button("may_i_pass", lambda: self._answered(Pass()), row)
        _sized_button(self.decline, "7px 22px", 1.2)
        row.addSpacing(18)
        self.look = self._button("may_i_look", self._looked, row)
        _sized_button(self.look, "6px 16px", 1.05)
        row.addStretch(1)
        # The look button's line of its own, when it does not fit beside the answers.
        self._row, self._look_row = row, QHBoxLayout()
        self._look_row.addStretch(1)
        self._look_row.addStretch(1)
        self.hint = _centred_label(self, "may_i_hint", "#c9d8cf")
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addSpacing(4)
        layout.addLayout(row)
        layout.addLayout(self._look_row)
        layout.addWidget(self.hint)
        parent.installEventFilter(self)
        self.hide()

    def _button(self, name: str, slot: Callable[[], None], row: QHBoxLayout) -> QPushButton:
        b = QPushButton(self)
        b.setObjectName(name)
        # Tab reaches it (a click leaves the focus on the table); focused, it takes Space
        # and Enter, and the other game keys go on to the table (button_keys).
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        b.installEventFilter(self._button_keys)
        b.clicked.connect(slot)
        row.addWidget(b)
        return b

    def show_offer(
        self,
        view: GameState,
        names: Sequence[str],
        seat: int,
        legal: Sequence[Action],
        answer: Callable[[Action], object],
        look: Callable[[], object],
    ) -> None:
        """Ask ``seat`` about the top discard of ``view`` (a view with no hand).
        ``legal``: the moves the engine lists for them (Claim and Pass); ``answer``
        plays one, ``look`` brings up the privacy screen for them."""
        self._answer, self._look = answer, look
        name = names[seat] if seat < len(names) else str(seat + 1)
        turn = names[view.turn] if view.turn is not None and view.turn < len(names) else ""
        card = texts.card_name(view.top_discard)
        penalty = view.rules.may_i_penalty  # a plain name, or lupdate skips the call
        self.title.setText(
            translate("MayIOffer", "May I? {name}, do you want the {card}?").format(
                name=name, card=card
            )
        )
        # The seat in turn draws its stock card only after the claim window (RULES.md).
        if penalty:
            offer = texts.translate(
                "MayIOffer",
                "{turn} did not take the {card}. {name} may take it "
                "with %n penalty card(s) from the stock.",
                None,
                penalty,
            )
        else:
            offer = translate("MayIOffer", "{turn} did not take the {card}. {name} may take it.")
        offer = offer.format(turn=turn, name=name, card=card)
        if view.rules.turn_player_first_refusal:
            offer += " " + translate("MayIOffer", "{turn} may still take it first.").format(
                turn=turn
            )
        self.detail.setText(offer)
        kinds = {type(a) for a in legal}
        self.claim.setText(translate("MayIOffer", "May I? (M)"))
        self.claim.setEnabled(Claim in kinds)
        self.decline.setText(translate("MayIOffer", "No thanks (N)"))
        self.decline.setEnabled(Pass in kinds)
        self.look.setText(translate("MayIOffer", "{name}: see my cards first").format(name=name))
        self.hint.setText(
            translate(
                "MayIOffer",
                "No hand is shown. {name} may answer now, or see their own cards first "
                "while the others look away.",
            ).format(name=name)
        )
        self._place()
        self.show()
        self.raise_()

    def _answered(self, action: Action) -> None:
        if self._answer is not None and self.isVisible():
            self._answer(action)

    def _looked(self) -> None:
        if self._look is not None and self.isVisible():
            self._look()

    def _place(self) -> None:
        """At the bottom of the table, where the hand would be."""
        parent = self.parentWidget()
        width = max(200, min(parent.width() - 24, 820))
        self._fit_look(width)
        layout = self.layout()
        height = max(layout.totalHeightForWidth(width), layout.totalMinimumSize().height())
        self.setGeometry(
            (parent.width() - width) // 2, max(0, parent.height() - height - 14), width, height
        )

    def _fit_look(self, width: int) -> None:
        """The look button beside the answers when all three fit in ``width``, else on a
        line of its own under them (a long name, larger text, a long language)."""
        hints = sum(b.sizeHint().width() for b in (self.claim, self.decline, self.look))
        margins = self.layout().contentsMargins()
        beside = hints + 2 * 12 + 18 + margins.left() + margins.right() <= width
        here, there = (self._row, self._look_row) if beside else (self._look_row, self._row)
        if here.indexOf(self.look) < 0:
            there.removeWidget(self.look)
            here.insertWidget(here.count() - 1, self.look)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        resized = watched is self.parentWidget() and event.type() == QEvent.Type.Resize
        if resized and self.isVisible():
            self._place()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(255, 246, 213, 90))
        painter.setBrush(QColor(10, 30, 22, 215))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 12, 12)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # not on the table under it

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()
