"""Issue 19 item 6 texts: the leave dialog reads right for "You"; a staged set of two ranks
says that a set needs one rank, not that it is short."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from continental_qt.engine import get_preset
from continental_qt.engine.cards import parse_cards
from continental_qt.engine.rules import MeldReq
from continental_qt.ui import texts
from continental_qt.ui.dialogs.leave_dialog import LeaveDialog
from continental_qt.ui.table.hand_row import Staging


def _label_texts(dialog: LeaveDialog) -> list[str]:
    return [label.text() for label in dialog.findChildren(QLabel)]


def test_leave_dialog_reads_right_for_the_default_name(qtbot) -> None:
    dialog = LeaveDialog("You")
    qtbot.addWidget(dialog)
    shown = " ".join(_label_texts(dialog))
    assert "does You" not in shown and "How does" not in shown
    assert dialog.findChild(QLabel, "leave_who").text() == "Leaving the table: You"


def test_leave_dialog_names_another_player(qtbot) -> None:
    dialog = LeaveDialog("Bruno")
    qtbot.addWidget(dialog)
    assert dialog.findChild(QLabel, "leave_who").text() == "Leaving the table: Bruno"


def test_staged_seven_and_ten_say_a_set_needs_one_rank(qapp) -> None:
    staging = Staging()
    staging.reset(get_preset("may-i"), (MeldReq("set", 3), MeldReq("run", 4)))
    staging.add(0, parse_cards("7S 10S"))
    assert staging.check(0).reason == "mixed_ranks"
    assert staging.status(0) == texts.reason_text("mixed_ranks")
    assert "one rank" in staging.status(0)
