"""The main window's two bars: the top bar (round, phase, the side panel's button) and
the action bar (the prompt line and the move buttons).

Neither knows a rule: the action bar enables each move button when the engine lists
a move of its type for the viewer (``enable``), and each button runs the callable it
was built with. Tab reaches the buttons (a click leaves the focus on the table);
focused, a button takes Space and Enter and passes every other game key on to the
table (``button_keys``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.actions import Claim, DrawStock, GoDown, GoOut, Pass, TakeDiscard
from ...engine.state import GameState
from .. import texts
from ..button_keys import style_bar
from ..text_size import follow_font
from ..texts import translate
from .flow_layout import FlowLayout

# The move buttons, left to right: (object name, the move type that enables it).
MOVE_BUTTONS = (
    ("draw_button", DrawStock),
    ("take_button", TakeDiscard),
    ("claim_button", Claim),
    ("pass_button", Pass),
    ("stop_asking_button", None),
    ("go_down_button", None),
    ("take_back_button", None),
    ("hint_button", None),
    ("sort_rank", None),
    ("sort_suit", None),
)


class TopBar(QWidget):
    """The round and the phase in words, and the button that shows the side panel."""

    def __init__(self, button_keys: QObject, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        style_bar(self, "top_bar")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        self.round_label = QLabel(self)
        self.round_label.setObjectName("round_label")
        follow_font(self.round_label, 1.15, bold=True)
        self.phase_label = QLabel(self)
        self.phase_label.setObjectName("phase_label")
        follow_font(self.phase_label, 1.15)
        self.scores_button = QPushButton(self)
        self.scores_button.setObjectName("scores_button")
        self.scores_button.setCheckable(True)
        self.scores_button.setChecked(True)
        self.scores_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.scores_button.installEventFilter(button_keys)
        row.addWidget(self.round_label)
        row.addStretch(1)
        row.addWidget(self.phase_label)
        row.addStretch(1)
        row.addWidget(self.scores_button)

    def show_view(self, view: GameState | None, names: list[str], asking: int | None) -> None:
        """The round and whose turn it is, from the viewer's ``view``."""
        if view is None:
            self.round_label.setText(translate("MainWindow", "No game"))
            self.phase_label.setText("")
        else:
            self.round_label.setText(texts.state_title(view))
            self.phase_label.setText(texts.phase_text(view, names, view.viewer, asking))

    def show_side(self, on: bool) -> None:
        self.scores_button.setText(
            translate("MainWindow", "Scores ▸") if on else translate("MainWindow", "Scores ◂")
        )


class ActionBar(QWidget):
    """The prompt line over a row of move buttons. ``commands`` maps each button's
    object name (``MOVE_BUTTONS``) to what it does.

    The prompt line says what to do now (``show_prompt``), except while a message (a
    refusal, a hint) is said there for a few seconds (``say``); ``messageOver`` asks
    for the prompt again when it ends."""

    messageOver = Signal()

    def __init__(
        self,
        commands: dict[str, Callable[[], object]],
        button_keys: QObject,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        style_bar(self, "action_bar", text="#fff6d5")  # the prompt line's cream
        column = QVBoxLayout(self)
        column.setContentsMargins(12, 6, 12, 8)
        self.prompt_label = QLabel(self)
        self.prompt_label.setObjectName("prompt_label")
        self.prompt_label.setWordWrap(True)
        follow_font(self.prompt_label, 1.15, bold=True)
        column.addWidget(self.prompt_label)
        self._message = ""
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._message_over)
        # The move buttons wrap onto a second line rather than widen the window (larger
        # text, long languages); the hand's own buttons sit apart, on the right.
        row = QHBoxLayout()
        column.addLayout(row)
        moves = QWidget(self)
        moves.setObjectName("move_buttons")
        flow = FlowLayout(moves)
        row.addWidget(moves, 1)
        hand = QHBoxLayout()
        row.addLayout(hand)
        row.setAlignment(hand, Qt.AlignmentFlag.AlignTop)
        self.buttons: dict[str, QPushButton] = {}
        for name, _move in MOVE_BUTTONS:
            button = QPushButton(self)
            button.setObjectName(name)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setAutoDefault(False)
            button.installEventFilter(button_keys)
            button.clicked.connect(commands[name])
            if name.startswith("sort_"):
                hand.addWidget(button)
            else:
                flow.addWidget(button)
            self.buttons[name] = button
        self.buttons["stop_asking_button"].hide()  # only on the viewer's May I? question

    def say(self, text: str, ms: int = 4000) -> None:
        """``text`` in the prompt line for ``ms``."""
        self._message = text
        self._message_timer.start(ms)
        self._show(text)

    def end_message(self) -> None:
        """The message said is old news (a move went through, another language)."""
        self._message = ""
        self._message_timer.stop()

    def show_prompt(self, text: str) -> None:
        """``text`` in the prompt line, unless a message is being said there."""
        if self._message and self._message_timer.isActive():
            self._show(self._message)
            return
        self._message = ""
        self._show(text)

    def _show(self, text: str) -> None:
        """The prompt line shows ``text``; a screen reader hears its cards in words."""
        self.prompt_label.setText(text)
        self.prompt_label.setAccessibleName(texts.symbols_in_words(text))

    def _message_over(self) -> None:
        self._message = ""
        self.messageOver.emit()

    def move_buttons(self) -> list[QPushButton]:
        """The buttons, left to right."""
        return [self.buttons[name] for name, _move in MOVE_BUTTONS]

    def retranslate(self) -> None:
        """Each button's text and tip in the language now spoken."""
        words = {
            "draw_button": (
                translate("MainWindow", "Draw (D)"),
                translate("MainWindow", "Draw from the stock"),
            ),
            "take_button": (
                translate("MainWindow", "Take discard (T)"),
                translate("MainWindow", "Take the top card of the discard pile"),
            ),
            "claim_button": (
                translate("MainWindow", "May I? (M)"),
                translate("MainWindow", "Ask for the passed discard; you also take a penalty card"),
            ),
            "pass_button": (
                translate("MainWindow", "No thanks (N)"),
                translate("MainWindow", "Let the discard go"),
            ),
            "stop_asking_button": (
                translate("MainWindow", "Stop asking me"),
                translate(
                    "MainWindow",
                    "Let every passed discard go from now on, without being asked "
                    "(Game menu: Ask me about May I?)",
                ),
            ),
            "go_down_button": (
                translate("MainWindow", "Go down (G)"),
                translate("MainWindow", "Lay down the staged melds"),
            ),
            "take_back_button": (
                translate("MainWindow", "Take back (U)"),
                translate("MainWindow", "Return the staged cards to your hand"),
            ),
            "hint_button": (
                translate("MainWindow", "Hint (H)"),
                translate("MainWindow", "The best move for your hand, and why"),
            ),
            "sort_rank": (
                translate("MainWindow", "Sort by rank (R)"),
                translate("MainWindow", "Sort your hand by rank"),
            ),
            "sort_suit": (
                translate("MainWindow", "Sort by suit (S)"),
                translate("MainWindow", "Sort your hand by suit"),
            ),
        }
        for name, (text, tip) in words.items():
            self.buttons[name].setText(text)
            self.buttons[name].setToolTip(tip)

    def enable(
        self,
        legal: set[type],
        single_hand: bool,
        staged_ready: bool,
        staged_any: bool,
        hand_shown: bool,
        hint: bool = False,
    ) -> None:
        """Enable each move button when the engine lists a move of its type (``legal``:
        the viewer's legal moves' types). Go down / Go out also needs the staged groups
        to be ready (the engine's verdict); Hint, a position the coach can answer."""
        b = self.buttons
        for name, move in MOVE_BUTTONS:
            if move is not None:
                b[name].setEnabled(move in legal)
        b["claim_button"].setDefault(Claim in legal)
        melding = GoOut if single_hand else GoDown
        b["go_down_button"].setEnabled(melding in legal and staged_ready)
        if single_hand:
            b["go_down_button"].setText(translate("MainWindow", "Go out (G)"))
        else:
            b["go_down_button"].setText(translate("MainWindow", "Go down (G)"))
        b["take_back_button"].setEnabled(staged_any)
        b["hint_button"].setEnabled(hint)
        b["sort_rank"].setEnabled(hand_shown)
        b["sort_suit"].setEnabled(hand_shown)
