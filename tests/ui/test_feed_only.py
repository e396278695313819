"""The upper floor reads the game through a feed: structural checks.

Only the controller (which owns the live ``GameState``), the session (which keeps
it on disk), the live feed (which hands out views of it) and the packaged app's
self-test (which drives a whole game as a test does) reach the controller. The
window holds the session and the feed and nothing of the controller; a walk from
every widget's attributes finds no ``GameState`` that is not a view."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

import continental_qt.ui as ui_package
from continental_qt.engine.state import GameState
from continental_qt.storage.seats import Seat
from continental_qt.ui.config import GameConfig
from continental_qt.ui.controller import GameController
from continental_qt.ui.feeds.feed import Feed
from continental_qt.ui.session import GameSession

UI = Path(ui_package.__file__).parent

# Each file of the upper floor that reaches the live game, and why it may.
LIVE_READERS = {
    "controller.py": "owns the live state",
    "session.py": "autosaves, saves and records the live game",
    "feeds/live.py": "hands out the viewer's views of it",
    "self_test.py": "the packaged app's self-test drives a whole game, as a test does",
}


def _reaches_the_controller(tree: ast.AST) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in ("controller", "_controller"):
            return True
        if isinstance(node, ast.Name) and node.id == "GameController":
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("controller"):
            return True
    return False


def test_only_the_listed_files_reach_the_live_game():
    readers = {
        path.relative_to(UI).as_posix()
        for path in sorted(UI.rglob("*.py"))
        if _reaches_the_controller(ast.parse(path.read_text(encoding="utf-8")))
    }
    # controller.py reads its own state through ``self``: it is listed by right.
    assert readers | {"controller.py"} == set(LIVE_READERS)


def test_the_window_names_no_controller():
    source = (UI / "main_window.py").read_text(encoding="utf-8")
    assert "controller" not in source.lower()


def test_the_table_floor_does_not_import_the_live_feed_or_the_session():
    for path in (UI / "table").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                assert not module.endswith(("live", "session", "controller")), (path, module)


def _walk(start: object, found: list[tuple[str, object]]) -> None:
    """Every object reachable from ``start``'s attributes and containers, stopping at
    feeds and the session (the window's two doors to the game) and at other widgets
    (each is walked on its own)."""
    seen: set[int] = set()
    pending: list[tuple[str, object]] = [(type(start).__name__, start)]
    while pending:
        path, obj = pending.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, (Feed, GameSession)):
            continue
        if isinstance(obj, (GameState, GameController)):
            found.append((path, obj))
            continue
        if obj is not start and isinstance(obj, QWidget):
            continue
        if isinstance(obj, dict):
            children = [(f"{path}[{k!r}]", v) for k, v in obj.items()]
        elif isinstance(obj, (list, tuple, set, frozenset)):
            children = [(f"{path}[{i}]", v) for i, v in enumerate(obj)]
        elif isinstance(obj, (str, bytes, int, float, bool, type(None))):
            continue
        else:
            attrs = getattr(obj, "__dict__", None)
            if not isinstance(attrs, dict):
                continue
            children = [(f"{path}.{k}", v) for k, v in attrs.items()]
        pending.extend(children)


def test_no_widget_holds_a_live_state_or_the_controller(qtbot, window):
    window.start_game(
        GameConfig("may-i", (Seat("Ana", "human"), Seat("Ben", "easy"), Seat("Cy", "easy")), 3)
    )
    c = window.session.controller
    qtbot.waitUntil(lambda: c.human_to_act is not None, timeout=30000)
    window.table.refresh()
    found: list[tuple[str, object]] = []
    widgets = [window, *window.findChildren(QWidget)]
    for widget in widgets:
        _walk(widget, found)
    for obj in window.findChildren(QObject):
        if not isinstance(obj, (QWidget, Feed, GameSession, GameController)):
            _walk(obj, found)
    bad = [(path, obj) for path, obj in found if not getattr(obj, "is_view", False)]
    assert bad == []
    assert window.feed is window.session.feed
    # The walk does find a live state where one is left.
    window.score_view._kept = [{"state": c.state}]
    planted: list[tuple[str, object]] = []
    _walk(window.score_view, planted)
    del window.score_view._kept
    assert [path for path, _obj in planted] == ["ScoreTable._kept[0]['state']"]
