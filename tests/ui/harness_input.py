"""What the monkey and soak runs of the real main window share: input sent through the
window system, the places on the table a person aims at, random games, and a closer of
modal dialogs (``harness_player.py`` plays legal moves; ``harness_watch.py`` records
what goes wrong).

``monkey.py`` and ``soak.py`` import this when they run as scripts, each in its own
process (``test_monkey.py`` / ``test_soak.py`` start them), after setting the
environment (offscreen platform, throwaway data folders). It creates no QApplication.

Input goes through the window system (``QTest`` on the top-level ``QWindow``), as a
person's would: modal dialogs block the windows behind them, an open popup menu takes
the next click, a key goes to the focused widget and menu shortcuts work.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import shiboken6
from harness_watch import Recorder
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QEventLoop,
    QObject,
    QPoint,
    QPointF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QKeyEvent, QKeySequence, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QWidget,
)

from continental_qt.engine.presets import PRESET_IDS, get_preset
from continental_qt.storage.seats import Seat
from continental_qt.ui.config import GameConfig

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
NO_MOD = Qt.KeyboardModifier.NoModifier
NO_BUTTON = Qt.MouseButton.NoButton
SHIFT = Qt.KeyboardModifier.ShiftModifier
NAMES = ("Ana", "Bruno", "Carmen", "Dora", "Emil", "Fatima", "Goran", "Hana")


def alive(obj: object) -> bool:
    """The object is there and its C++ side has not been deleted."""
    return obj is not None and shiboken6.isValid(obj)


def address(obj: object) -> int:
    """The C++ object's address (what tells two widgets apart without keeping either)."""
    return shiboken6.getCppPointer(obj)[0]


def settle(ms: int = 0) -> None:
    """Let queued events (and ``ms`` of timers) run, in an event loop of our own: not
    ``QTest.qWait``, under which an exception in an override can segfault (see Input)."""
    if ms > 0:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()
    else:
        QApplication.processEvents()


def show_window(window: QWidget, most_ms: int = 3000) -> None:
    """Show ``window`` and wait until it is on screen (``settle``, not ``QTest``)."""
    window.show()
    waited = 0
    while waited < most_ms and not (window.windowHandle() and window.windowHandle().isExposed()):
        settle(10)
        waited += 10


# ----------------------------------------------------------------------------- input
class Input:
    """Mouse and keys for a widget, posted to its window as the window system would
    deliver them: the window hands them to the widget under the pointer (or the one that
    has the mouse grabbed, an open popup menu, the focused widget for keys), and a modal
    dialog blocks the windows behind it.

    Posted, then handled by ``processEvents()``, not sent by ``QTest``'s functions: in
    PySide 6.11 an exception raised by C code (an IndexError from ``list[i]``, say) in a
    Python override such as ``keyPressEvent``, reached from inside ``QTest.keyClick``,
    ``QTest.qWait`` or ``sendEvent``, segfaults in shiboken instead of being reported.
    Under ``app.exec()``, as in the game, and under ``processEvents()`` it is reported
    (``sys.excepthook``) and play goes on.

    A gesture at a window first makes it the active window, as clicking it does on a
    desktop (the offscreen platform has no window manager: once a dialog closes, no
    window is active and keys reach nobody). Not while a modal dialog or a popup is up:
    they keep the input, as on a desktop.
    """

    @staticmethod
    def _activate(top: QWidget) -> None:
        if top.isActiveWindow() or not top.isVisible():
            return
        if QApplication.activeModalWidget() is not None:
            return
        if QApplication.activePopupWidget() is not None:
            return
        top.activateWindow()
        QApplication.processEvents()

    def _where(self, widget: QWidget, p: QPoint) -> tuple[Any, QPoint]:
        top = widget.window()
        self._activate(top)
        return top.windowHandle(), widget.mapTo(top, p)

    @staticmethod
    def _mouse(handle: Any, kind: QEvent.Type, q: QPoint, button, buttons, mods=NO_MOD) -> None:  # noqa: ANN001
        if not alive(handle):  # the previous event closed the window
            return
        pos = QPointF(q)
        event = QMouseEvent(kind, pos, pos, handle.mapToGlobal(pos), button, buttons, mods)
        QCoreApplication.postEvent(handle, event)
        QApplication.processEvents()

    def click(self, widget: QWidget, p: QPoint, button=LEFT, mods=NO_MOD) -> None:  # noqa: ANN001
        handle, q = self._where(widget, p)
        if handle is None:
            return
        self._mouse(handle, QEvent.Type.MouseButtonPress, q, button, button, mods)
        self._mouse(handle, QEvent.Type.MouseButtonRelease, q, button, NO_BUTTON, mods)

    def double_click(self, widget: QWidget, p: QPoint) -> None:
        """Press, release, double-click, release: what a widget gets for a double-click."""
        handle, q = self._where(widget, p)
        if handle is None:
            return
        self._mouse(handle, QEvent.Type.MouseButtonPress, q, LEFT, LEFT)
        self._mouse(handle, QEvent.Type.MouseButtonRelease, q, LEFT, NO_BUTTON)
        self._mouse(handle, QEvent.Type.MouseButtonDblClick, q, LEFT, LEFT)
        self._mouse(handle, QEvent.Type.MouseButtonRelease, q, LEFT, NO_BUTTON)

    def hover(self, widget: QWidget, p: QPoint) -> None:
        handle, q = self._where(widget, p)
        if handle is not None:
            self._mouse(handle, QEvent.Type.MouseMove, q, NO_BUTTON, NO_BUTTON)

    def drag(
        self,
        widget: QWidget,
        a: QPoint,
        b: QPoint,
        steps: int = 6,
        pause: Callable[[], None] | None = None,
        button=LEFT,  # noqa: ANN001
    ) -> None:
        """Press at ``a``, move to ``b`` in ``steps`` (``pause`` between them), release."""
        handle, qa = self._where(widget, a)
        if handle is None:
            return
        qb = widget.mapTo(widget.window(), b)
        self._mouse(handle, QEvent.Type.MouseButtonPress, qa, button, button)
        for i in range(1, steps + 1):
            q = QPoint(qa + (qb - qa) * (i / steps))
            self._mouse(handle, QEvent.Type.MouseMove, q, NO_BUTTON, button)
            if pause is not None:
                pause()
                if not alive(widget) or widget.window().windowHandle() is not handle:
                    break
        self._mouse(handle, QEvent.Type.MouseButtonRelease, qb, button, NO_BUTTON)

    def key(self, widget: QWidget, key: Qt.Key, mods=NO_MOD) -> None:  # noqa: ANN001
        """Press and release ``key`` in ``widget``'s window (its focused widget gets it).
        Menu shortcuts are the window system's business: see :meth:`shortcut`."""
        top = widget.window()
        self._activate(top)
        handle = top.windowHandle()
        if handle is None:
            return
        name = QKeySequence(key).toString()
        text = name.lower() if len(name) == 1 and not mods & ~SHIFT else ""
        text = text.upper() if mods & SHIFT else text
        text = " " if key == Qt.Key.Key_Space else text
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            if not alive(handle):  # the press closed the window (Escape in a dialog)
                break
            QCoreApplication.postEvent(handle, QKeyEvent(kind, key, mods, text))
            QApplication.processEvents()

    def shortcut(self, widget: QWidget, sequence: QKeySequence) -> None:
        """Type a menu shortcut in ``widget``'s window, through the window system, which
        matches it to its action (``QTest.keySequence``: a posted key is never matched)."""
        top = widget.window()
        self._activate(top)
        if top.windowHandle() is not None:
            QTest.keySequence(top.windowHandle(), sequence)


# ----------------------------------------------------------------------------- table
def table_point(view: Any, x: float, y: float) -> QPoint:
    """Viewport point of the scene point (x, y)."""
    return view.mapFromScene(QPointF(x, y))


def rect_point(view: Any, r: Any, fx: float = 0.5, fy: float = 0.5) -> QPoint:
    """Viewport point at fractions (fx, fy) of a layout ``Rect`` (scene coordinates)."""
    return table_point(view, r.x + r.w * fx, r.y + r.h * fy)


def hand_card_point(view: Any, uid: int) -> QPoint | None:
    """Where a person clicks a hand card: the part of it that overlapping cards leave
    visible (the layout's slot, at the card's current height)."""
    for u, r in view._hand_rects:
        if u == uid:
            item = view.cards.get(uid)
            top = item.pos().y() if item is not None else r.y
            return table_point(view, r.x + min(10.0, r.w / 2), top + r.h / 2)
    return None


def staged_card_point(view: Any, uid: int) -> QPoint | None:
    for u, r in view._slot_cards:
        if u == uid:
            return table_point(view, r.x + 3, r.y + r.h / 2)
    return None


def meld_rect(view: Any, meld_id: int) -> Any:
    return next((r for t, r in view._targets if t.kind == "meld" and t.key == meld_id), None)


def slot_rect(view: Any, index: int) -> Any:
    return next((r for t, r in view._targets if t.kind == "slot" and t.key == index), None)


def interesting_points(view: Any, rng: random.Random) -> list[tuple[str, QPoint]]:
    """Named points of the table a person would aim at, plus one anywhere."""
    out: list[tuple[str, QPoint]] = []
    for uid, _r in view._hand_rects:
        p = hand_card_point(view, uid)
        if p is not None:
            out.append((f"hand card {uid}", p))
    for uid, _r in view._slot_cards:
        p = staged_card_point(view, uid)
        if p is not None:
            out.append((f"staged card {uid}", p))
    out.append(("stock", rect_point(view, view._stock_rect)))
    out.append(("pile", rect_point(view, view._pile_rect)))
    for t, r in view._targets:
        if t.kind in ("meld", "slot"):
            fx = rng.choice((0.1, 0.5, 0.9))
            out.append((f"{t.kind} {t.key}@{fx}", rect_point(view, r, fx)))
    hz = view._hand_zone
    out.append(("hand zone", rect_point(view, hz, rng.random(), 0.5)))
    vp = view.viewport().rect()
    out.append(
        ("anywhere", QPoint(rng.randrange(max(1, vp.width())), rng.randrange(max(1, vp.height()))))
    )
    return out


def visible_dialogs(window: QWidget, exclude: tuple[QWidget, ...] = ()) -> list[QWidget]:
    """The dialogs and message boxes of ``window`` on screen.

    Found among its children, not with ``QApplication.topLevelWidgets()``: that makes a
    Python wrapper for every tooltip and popup Qt has made, and twice (in 80,000
    gestures) PySide crashed making one (a dangling wrapper in its table of objects).
    """
    if not alive(window):
        return []
    return [w for w in window.findChildren(QDialog) if w.isVisible() and w not in exclude]


# ----------------------------------------------------------------------------- games
def random_config(
    rng: random.Random,
    speed: str = "instant",
    kind: str | None = None,
    preset: str | None = None,
    levels: tuple[str, ...] = ("easy", "easy", "medium", "hard"),
    most_players: int = 5,
) -> GameConfig:
    """A random game: a preset, up to ``most_players`` seats, and ``kind`` (default: at
    random) "solo" (one human against the computer), "pass" (two humans, pass-and-play)
    or "spectator" (the computer alone)."""
    preset = preset or rng.choice(PRESET_IDS)
    rules = get_preset(preset)
    players = rng.randint(rules.min_players, min(rules.max_players, most_players))
    kind = kind or rng.choices(("solo", "pass", "spectator"), (6, 3, 1))[0]
    if kind == "pass":  # and a computer player, who goes out sooner than random humans
        players = max(players, min(3, rules.max_players))
    humans: set[int] = set()
    if kind == "solo":
        humans = {rng.randrange(players)}
    elif kind == "pass":
        humans = set(rng.sample(range(players), 2))
    seats = tuple(
        Seat(NAMES[i], "human" if i in humans else rng.choice(levels)) for i in range(players)
    )
    return GameConfig(preset, seats, rng.randrange(10**6), speed)


# ----------------------------------------------------------------------------- closer
class ModalCloser(QObject):
    """Every ``interval`` ms, closes what a person would close: the active modal dialog or
    message box, an open popup menu, and any other top-level dialog left open long
    (except those in ``keep``), each after a random few ticks so that gestures can poke
    at it first. A QTimer on the application, so it also runs inside the nested event
    loops of ``QMessageBox.exec`` and ``QFileDialog.getOpenFileName``; the closing itself
    is posted (``singleShot(0)``), so a dialog that opens another one from its accept
    slot does not block this timer.

    File dialogs are sometimes answered: Save As with a new file in ``files``, Open with
    one of the files there. The New Game dialog is sometimes accepted with a random
    preset and seats at the instant pace; message boxes get a random button.
    """

    def __init__(
        self,
        rng: random.Random,
        files: Path,
        recorder: Recorder,
        window: Callable[[], QWidget],
        keep: Callable[[], tuple[QWidget, ...]] = lambda: (),
        interval: int = 50,
        max_ticks: int = 8,
        lazy_ticks: int = 60,
    ) -> None:
        super().__init__(QApplication.instance())
        self.rng = rng
        self.files = files
        self.recorder = recorder
        self.window = window
        self.keep = keep
        self.max_ticks = max_ticks
        self.lazy_ticks = lazy_ticks
        self._ages: dict[tuple[int, str], tuple[int, int]] = {}  # (address, type): age, limit
        self._saves = 0
        self.closed: Counter[str] = Counter()
        self.boxes: list[str] = []  # title: text of each message box answered
        self.timer = QTimer(self)
        self.timer.setInterval(interval)
        self.timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _candidates(self) -> list[tuple[Any, int]]:
        """What may be closed now, each with the most ticks it may stay."""
        out: list[tuple[Any, int]] = []
        modal = QApplication.activeModalWidget()
        if alive(modal):
            out.append((modal, self.max_ticks))
        popup = QApplication.activePopupWidget()
        if alive(popup):
            out.append((popup, self.max_ticks))
        out.extend((w, self.lazy_ticks) for w in visible_dialogs(self.window(), self.keep()))
        return out

    def _tick(self) -> None:
        # Widgets are known by address, never kept: a Python reference to a dialog that
        # Qt made and deleted itself (the static QFileDialog and QMessageBox functions)
        # outlives it, and a new widget at the same address would then come back from
        # PySide as that stale wrapper (a segfault on the next call).
        seen: set[tuple[int, str]] = set()
        for w, most in self._candidates():
            key = (address(w), type(w).__name__)
            if key in seen:
                continue
            seen.add(key)
            age, limit = self._ages.get(key, (0, self.rng.randint(min(2, most), most)))
            age += 1
            self._ages[key] = (age, limit)
            if age == limit:
                QTimer.singleShot(0, lambda key=key: self._close(key))
            elif age > limit and (age - limit) % 20 == 0:
                # Still open a second after being answered: just make it go away.
                QTimer.singleShot(0, lambda key=key: self._close(key, plainly=True))
        self._ages = {k: v for k, v in self._ages.items() if k in seen}

    def _find(self, key: tuple[int, str]) -> Any:
        for w, _most in self._candidates():
            if (address(w), type(w).__name__) == key:
                return w
        return None

    def _close(self, key: tuple[int, str], plainly: bool = False) -> None:
        w = self._find(key)
        if w is None or not w.isVisible():
            return
        name = type(w).__name__
        how = "close"
        try:
            if plainly:
                how = "reject (again)"
                if isinstance(w, QDialog):
                    w.reject()
                else:
                    w.close()
            elif isinstance(w, QFileDialog):
                how = self._file_dialog(w)
            elif type(w).__name__ == "NewGameDialog" and self.rng.random() < 0.3:
                how = self._new_game(w)
            elif isinstance(w, QMessageBox):
                self.boxes.append(f"{w.windowTitle()}: {w.text()}")
                buttons = w.buttons()
                if buttons and self.rng.random() < 0.6:
                    b = self.rng.choice(buttons)
                    how = f"button {b.text()!r}"
                    b.click()
                else:
                    how = "reject"
                    w.reject()
            elif isinstance(w, QInputDialog) and self.rng.random() < 0.5:
                how = "accept"
                w.accept()
            elif type(w).__name__ == "LeaveDialog" and self.rng.random() < 0.4:
                self.rng.choice((w.hand_over, w.leave)).setChecked(True)
                how = "accept"
                w.accept()
            elif isinstance(w, QDialog):
                how = "reject"
                w.reject()
            else:
                w.close()
        finally:
            self.closed[name] += 1
            text = f" {w.text()[:160]!r}" if isinstance(w, QMessageBox) and alive(w) else ""
            self.recorder.say(f"closer: {name} {w.objectName()!r}{text} -> {how}")

    def _file_dialog(self, w: QFileDialog) -> str:
        saving = w.acceptMode() == QFileDialog.AcceptMode.AcceptSave
        if self.rng.random() < (0.4 if saving else 0.7):
            w.reject()
            return "reject"
        # Typed into the name field, as a person would (selectFile() of a file in another
        # folder leaves the dialog's selection on the folder).
        edit = w.findChild(QLineEdit, "fileNameEdit")
        if edit is None:
            w.reject()
            return "reject (no name field)"
        w.setDirectory(str(self.files))
        if w.acceptMode() == QFileDialog.AcceptMode.AcceptSave:
            self._saves += 1
            filters = " ".join(w.nameFilters()).lower()
            suffix = "csv" if "csv" in filters else "png" if "png" in filters else "continental"
            name = f"file{self._saves}.{suffix}"
        else:
            existing = sorted(p.name for p in self.files.iterdir() if p.is_file())
            if not existing:
                w.reject()
                return "reject (no file)"
            name = self.rng.choice(existing)
        edit.setText(name)
        w.accept()
        return f"{'save' if w.acceptMode() == QFileDialog.AcceptMode.AcceptSave else 'open'} {name}"

    def _new_game(self, w: Any) -> str:
        rng = self.rng
        combo = w.preset_combo
        if combo.count():
            combo.setCurrentIndex(rng.randrange(combo.count()))
        spin = w.players_spin
        spin.setValue(rng.randint(spin.minimum(), min(spin.maximum(), 5)))
        rows = w._rows[: spin.value()]
        humans = rng.choice((1, 1, 2))
        for i, row in enumerate(rows):
            want = "human" if i < humans else rng.choice(("easy", "medium"))
            index = row.kind.findData(want)
            if index >= 0:
                row.kind.setCurrentIndex(index)
        speed = w.speed_combo.findData("instant")
        if speed >= 0:
            w.speed_combo.setCurrentIndex(speed)
        w.accept()
        return f"accept new game {combo.currentData()!r}"
