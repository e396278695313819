"""A game on, the window switched to German: no English text is left anywhere the player
can see, and after switching back no German is left (issue 19 item 5).

The walk reads every visible widget of every open window (texts, tool tips, window
titles, placeholders, combo items, tab titles, item-view headers and cells), every menu
action, and every text of every graphics scene on screen (the table and the chart). What
counts as English is the catalogue itself: the source texts of ``translations/*_de.ts``
whose German differs. A source with ``{fields}`` or ``%n`` is matched as a pattern over a
whole line, and its longer literal stretches (three words or more) are also looked for
inside longer texts, which catches sentences put together from several messages.

Strings added since the last translation pass are English in every language until it is
done; this test then fails and lists them, by design.
"""

from __future__ import annotations

import functools
import importlib.util
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from continental_qt.engine.actions import DrawStock, Pass
from continental_qt.engine.events import PLAY
from continental_qt.ui.main_window import MainWindow

from .conftest import config, wait_for_human

ROOT = Path(__file__).resolve().parents[2]
TS_DE = ROOT / "translations" / "continental_de.ts"

SEATS = ("You", "Bruno", "Carmen")  # the names conftest.config gives the first three seats

#: Texts that are the same word in both languages or are not translated at all, each
#: with its reason. A line equal to one of these is never reported.
ALLOWED: dict[str, str] = {
    "Continental": "the game's name",
    "OK": "the same in German",
    "Joker": "the card's name in German too",
    **{name: "a player's name, shown as typed" for name in SEATS},
}

TAG = re.compile(r"<[a-zA-Z/!][^<>]*>")
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n|%L?\d")
WORDS_FOR_FRAGMENT = 3  # a literal stretch this long is looked for inside longer texts


@functools.cache
def _plain(text: str) -> str:
    """A text as the player reads it: HTML rendered, accelerators (&) dropped."""
    if TAG.search(text):
        doc = QTextDocument()
        doc.setHtml(text)
        text = doc.toPlainText()
    return re.sub(r"&(&?)", r"\1", text).replace("\u00a0", " ")


@dataclass(frozen=True)
class Needle:
    """One message of one language, as a whole-line pattern and its long fragments."""

    source: str
    line: re.Pattern[str] | None
    fragments: tuple[str, ...]
    note: str = ""


def _needle(text: str, note: str = "") -> Needle:
    text = _plain(text)
    pieces = PLACEHOLDER.split(text)
    literal = "".join(pieces)
    line = None
    if len(re.findall(r"[^\W\d_]", literal)) >= 3:  # "{head} · {goal}", "R{n}": no words
        pattern = "".join(
            re.escape(p).replace(r"\(s\)", "s?") + (".+?" if i < len(pieces) - 1 else "")
            for i, p in enumerate(pieces)
        )
        line = re.compile(pattern)
    fragments = tuple(
        p.strip().replace("(s)", "")
        for p in pieces
        if len(re.findall(r"[^\W\d_]+", p)) >= WORDS_FOR_FRAGMENT and "(s)" not in p
    )
    return Needle(text, line, fragments, note)


def _catalogue(ts: Path = TS_DE) -> list[tuple[str, list[str]]]:
    """(English source, translated forms) for every current message of ``ts``."""
    found = []
    for message in ET.parse(ts).getroot().iter("message"):
        tr = message.find("translation")
        if tr is None or tr.get("type") in ("obsolete", "vanished"):
            continue
        source = message.findtext("source") or ""
        forms = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
        forms = [form for text in forms for form in text.split("|") if form]
        found.append((source, forms))
    return found


def _needles(english_to_german: bool, fresh: Path | None = None) -> tuple[list[Needle], set[str]]:
    """Needles of the language that must be gone, and every whole text of the language
    that is shown (a line equal to one of those is that language's own word).

    ``fresh``: a .ts of a new lupdate run over the code; its sources missing from the
    German file (written since the last translation pass) are English in German too."""
    needles, own = [], set(ALLOWED)
    catalogue = _catalogue()
    for source, forms in catalogue:
        if not forms:
            continue  # an empty translation: Qt shows the source; the .ts tests say so
        gone, shown = ([source], forms) if english_to_german else (forms, [source])
        own.update(_plain(s) for s in shown)
        for text in gone:
            if _plain(text) not in {_plain(s) for s in shown}:
                needles.append(_needle(text))
    if english_to_german and fresh is not None:
        known = {source for source, _forms in catalogue}
        for source, _forms in _catalogue(fresh):
            if source not in known:
                needles.append(_needle(source, "new since the last translation pass"))
    return needles, own


# ------------------------------------------------------------------ the walk
def _model_texts(view: QAbstractItemView, first_row: int = 0) -> Iterator[str]:
    model = view.model()
    if model is None:
        return
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    rows = model.rowCount(QModelIndex())
    # A list model's columnCount is private in PySide6: it has one column.
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
    for orientation, count in (
        (Qt.Orientation.Horizontal, columns),
        (Qt.Orientation.Vertical, rows),
    ):
        for section in range(count):
            for role in roles:
                yield str(model.headerData(section, orientation, role) or "")
    for row in range(first_row, rows):
        for column in range(columns):
            index = model.index(row, column, QModelIndex())
            for role in roles:
                yield str(model.data(index, role) or "")


def _action_texts(actions: list[QAction]) -> Iterator[str]:
    for action in actions:
        yield from (action.text(), action.toolTip(), action.statusTip(), action.whatsThis())
        menu = action.menu()
        if isinstance(menu, QMenu):
            yield menu.title()
            yield from _action_texts(menu.actions())


def _item_texts(item: QGraphicsItem) -> Iterator[str]:
    yield item.toolTip()
    if isinstance(item, QGraphicsTextItem):
        yield item.toPlainText()
    elif isinstance(item, QGraphicsSimpleTextItem):
        yield item.text()
    for name in ("text", "caption", "status", "level"):  # the table's painted items
        value = getattr(item, name, None)
        if isinstance(value, str):
            yield value


def _widget_texts(widget: QWidget, skip_rows: dict[QWidget, int]) -> Iterator[str]:
    yield from (widget.toolTip(), widget.statusTip(), widget.whatsThis())
    yield from (widget.accessibleName(), widget.accessibleDescription())
    if widget.isWindow():
        yield widget.windowTitle()
    if isinstance(widget, (QLabel, QAbstractButton)):
        yield widget.text()
    elif isinstance(widget, QLineEdit):
        yield from (widget.text(), widget.placeholderText())
    elif isinstance(widget, QComboBox):
        yield from (widget.itemText(i) for i in range(widget.count()))
    elif isinstance(widget, QGroupBox):
        yield widget.title()
    elif isinstance(widget, QTabBar):
        for i in range(widget.count()):
            yield from (widget.tabText(i), widget.tabToolTip(i))
    elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
        yield widget.toPlainText()
    if isinstance(widget, QAbstractItemView):
        yield from _model_texts(widget, skip_rows.get(widget, 0))
    if isinstance(widget, QGraphicsView) and widget.scene() is not None:
        for item in widget.scene().items():
            if item.isVisible():
                yield from _item_texts(item)
    yield from _action_texts(widget.actions())


def visible_texts(skip_rows: dict[QWidget, int]) -> dict[str, str]:
    """Every text on screen (one entry per line), with where it was found."""
    seen: dict[str, str] = {}
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        for widget in [top, *top.findChildren(QWidget)]:
            if not widget.isVisible():
                continue
            where = f"{type(widget).__name__} {widget.objectName() or '(unnamed)'}"
            for text in _widget_texts(widget, skip_rows):
                for line in _plain(text).splitlines():
                    if line.strip():
                        seen.setdefault(line.strip(), where)
    return seen


def leftovers(texts: dict[str, str], needles: list[Needle], own: set[str]) -> list[str]:
    """``"text"  (where)  <- catalogue source`` for every text still in the other language,
    naming the message with the most literal text among those that match."""
    found = []
    for text, where in sorted(texts.items()):
        if text in own:
            continue
        hits = [
            n
            for n in needles
            if (n.line is not None and n.line.fullmatch(text))
            or any(f in text for f in n.fragments)
        ]
        if hits:
            best = max(hits, key=lambda n: len(PLACEHOLDER.sub("", n.source)))
            note = f"  [{best.note}]" if best.note else ""
            found.append(f"{text!r}  ({where})  <- {best.source!r}{note}")
    return found


def _all_tabs_texts(win: MainWindow, skip_rows: dict[QWidget, int], qtbot) -> dict[str, str]:
    """The walk once per side-panel page (only the current page is on screen)."""
    texts: dict[str, str] = {}
    side: QTabWidget = win.side
    current = side.currentIndex()
    for i in range(side.count()):
        side.setCurrentIndex(i)
        qtbot.wait(10)
        for text, where in visible_texts(skip_rows).items():
            texts.setdefault(text, where)
    side.setCurrentIndex(current)
    return texts


def _load_i18n_tool():  # noqa: ANN202
    """``tools/i18n.py`` (the translation commands), which lives beside the package."""
    spec = importlib.util.spec_from_file_location(
        "continental_i18n_tool", ROOT / "tools" / "i18n.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def fresh_ts(tmp_path_factory) -> Path:
    """The code's strings as a new lupdate run finds them (not yet in the .ts files)."""
    ts = tmp_path_factory.mktemp("lupdate") / "fresh_de.ts"
    _load_i18n_tool().run_lupdate(ts, "de")
    return ts


def _reach_own_play_phase(qtbot, win: MainWindow) -> int:
    """Play the human seat on (draw, or let a May I? offer pass) until it is in the middle
    of its own turn: a hand, the prompt, the staging slots and the cards-away line."""
    for _ in range(40):
        seat = wait_for_human(qtbot, win)
        s = win.session.controller.state
        if s.phase == PLAY and s.to_act == seat:
            return seat
        count = win.session.controller.action_count
        legal = {type(a) for a in s.legal_actions(seat)}
        assert win.session.controller.act(DrawStock() if DrawStock in legal else Pass())
        qtbot.waitUntil(lambda c=count: win.session.controller.action_count > c)
    raise AssertionError("the human seat never reached its own turn")


def _menu_title(win: MainWindow) -> str:
    return win.menuBar().actions()[0].text()


def test_german_leaves_no_english_and_english_no_german(fresh_ts, qtbot, window) -> None:
    # The language is reset to English after the test by conftest's _language_restored.
    win = window
    win.start_game(config("human", "easy", "easy", seed=7))
    _reach_own_play_phase(qtbot, win)
    english_title = _menu_title(win)
    english_round = win.table._round_line(win.session.controller.state)
    assert english_round.startswith("You are"), english_round  # the line under test

    log_rows = {win.log_view: win.log_model.rowCount()}  # log lines stay as written
    win.set_language("de")
    qtbot.waitUntil(lambda: _menu_title(win) != english_title)
    assert win.table._round_line(win.session.controller.state) != english_round
    needles, own = _needles(english_to_german=True, fresh=fresh_ts)
    walked = _all_tabs_texts(win, log_rows, qtbot)
    german_round = win.table._round_line(win.session.controller.state)
    assert german_round in walked, "the walk missed the table's texts"
    assert len(walked) > 60, sorted(walked)  # menus, buttons, sheet, table, chart
    english_left = leftovers(walked, needles, own)

    log_rows = {win.log_view: win.log_model.rowCount()}
    win.set_language("en")
    qtbot.waitUntil(lambda: _menu_title(win) == english_title)
    assert win.table._round_line(win.session.controller.state) == english_round
    needles, own = _needles(english_to_german=False)
    german_left = leftovers(_all_tabs_texts(win, log_rows, qtbot), needles, own)
    report = []
    if english_left:
        report += ["English left after switching to German:", *english_left]
    if german_left:
        report += ["German left after switching back to English:", *german_left]
    if any("[new since" in line for line in report):
        report.append("([new since …]: strings the next translation pass will cover)")
    assert not report, "\n".join(report)


def test_the_walk_finds_an_english_sentence_and_a_built_one(qapp) -> None:
    """The matcher itself: a whole message, a message with fields, a plural, a long
    fragment inside a composed text, and an allowed word."""
    needles, own = _needles(english_to_german=True)
    texts = {
        "Draw from the stock": "a",
        "Bruno's turn — drawing": "b",
        "You are 3 cards away.": "c",
        "Ziehen. Lay off cards on the table melds, or discard a card to end your turn.": "d",
        "Bruno": "e",
    }
    found = leftovers(texts, needles, own)
    assert [f.split("  ")[1] for f in found] == ["(b)", "(a)", "(c)", "(d)"], found
