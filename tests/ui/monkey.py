"""Random input on the real main window, to catch the next crash.

    python tests/ui/monkey.py --seed 7 --gestures 2000

Seeded random clicks, double- and right-clicks, drags (some slow, with the computer
playing while a card is held), game keys, menu shortcuts, menus opened and walked by
keys, menu actions triggered directly, buttons, the side panel's tabs and splitter,
window resizes, language changes, the statistics window, saves and opens, leaving,
quitting and starting again, over many games (random presets, one human against
computers, pass-and-play with two humans, the computer alone; mostly the instant pace).
Now and then it plays a legal move through the table's gestures, so that games get on
to round summaries and game over. Modal dialogs and message boxes are closed (or
answered) by a timer, which also runs inside their nested event loops.

Python exceptions and Qt critical or fatal messages are counted: any makes the exit
status 1, each printed with the seed and the gestures before it. A hang (no gesture
finished for ``--hang`` seconds) prints every thread's stack and exits with 3; a crash
(segfault, abort) ends the process, and the journal file (every gesture, written as it
is made) names the last one. The seed fixes every choice the monkey makes; the computer
players think in another process, so where their moves fall between the gestures, and
so a replay, can differ.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

#: Every key the table, the privacy screen and the window answer, and a few they do not.
GAME_KEYS = (
    "Left", "Right", "Home", "End", "Space", "Return", "Enter", "1", "2", "3", "4", "5",
    "6", "9", "D", "T", "M", "N", "G", "U", "R", "S", "A", "L", "F", "Menu", "Escape",
    "Tab", "Backtab", "X", "Q", "Delete",
)  # fmt: skip
DIALOG_KEYS = ("Tab", "Backtab", "Space", "Return", "Escape", "Down", "Up", "Left", "Right", "A")

#: The window's menu actions that replace the game being played (picked less often).
REPLACING = ("new_action", "restart_action", "open_action")

#: Relative weights of the gestures; some rise while their target is on screen (step).
WEIGHTS = {
    "click": 10, "double": 5, "right": 4, "drag": 12, "slow_drag": 3, "hover": 2,
    "key": 14, "shortcut": 3, "menu": 4, "menu_open": 1.5, "language": 0.6,
    "button": 6, "tab": 1.5, "splitter": 0.7, "resize": 2, "wait": 5, "play": 6,
    "new_game": 0.2, "stats": 0.4, "quit": 0.08, "reopen": 0.08,
}  # fmt: skip


def prepare_environment(prefix: str) -> Path:
    """Before Qt is imported: the offscreen platform with a 1920x1200 screen (its own
    default is 800x800, smaller than the window), saves, settings and statistics in
    throwaway folders, and this folder importable. Returns the throwaway root."""
    root = Path(tempfile.mkdtemp(prefix=prefix))
    screen = {"name": "monkey", "x": 0, "y": 0, "width": 1920, "height": 1200}
    config = root / "offscreen.json"
    config.write_text(json.dumps({"screens": [{**screen, "logicalDpi": 96}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ["CONTINENTAL_DATA_DIR"] = str(root / "data")
    os.environ["CONTINENTAL_CONFIG_DIR"] = str(root / "config")
    here = str(Path(__file__).resolve().parent)
    if here not in sys.path:
        sys.path.insert(0, here)
    return root


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seed", type=int, default=None, help="random seed (default: random)")
    p.add_argument("--gestures", type=int, default=2000)
    p.add_argument("--journal", type=Path, default=None, help="file for the gesture journal")
    p.add_argument("--hang", type=float, default=30.0, help="seconds without progress = hang")
    p.add_argument(
        "--without",
        default="",
        help="comma-separated gesture kinds to leave out (to look past a known crash)",
    )
    return p.parse_args(argv)


class Monkey:
    """Drives one window (a new one after Quit) with random gestures; see the module."""

    def __init__(self, seed: int, root: Path, recorder: Any, without: set[str]) -> None:
        import harness_input as h
        from harness_player import UiPlayer
        from PySide6.QtCore import QSettings

        self.h = h
        self.seed = seed
        self.rng = random.Random(seed)
        self.rec = recorder
        self.inp = h.Input()
        self.player = UiPlayer(random.Random(seed + 2), recorder, self.inp)
        self.files = root / "files"
        self.files.mkdir()
        # Damaged games for the Open dialog, beside the real saves it will make.
        (self.files / "empty.continental").write_bytes(b"")
        (self.files / "garbage.continental").write_bytes(random.Random(seed).randbytes(300))
        (self.files / "truncated.continental").write_text('{"format": "continental-save"')
        self.closer = h.ModalCloser(
            random.Random(seed + 1), self.files, recorder, lambda: self.window
        )
        self.settings = QSettings(str(root / "settings.ini"), QSettings.Format.IniFormat)
        self.window: Any = None
        self.old_windows: list[Any] = []  # closed windows stay referenced: never deleted
        self.without = without
        self.done: Counter[str] = Counter()
        self.time_by_kind: Counter[str] = Counter()
        self._cycles: dict[str, list[Any]] = {}
        self.games = 0
        self.rounds_seen: set[tuple[int, int, int]] = set()
        self.games_over: set[tuple[int, int]] = set()
        self.slowest = (0.0, "")

    # ------------------------------------------------------------ window
    def open_window(self) -> None:
        from continental_qt.ui.main_window import MainWindow

        w = MainWindow(settings=self.settings)
        w.resize(1280, 800)
        self.h.show_window(w)
        w.session.controller.gameStarted.connect(self._game_started)
        w.files.startup(None)  # as at start-up: the resume offer or the New Game dialog
        self.window = w

    def _game_started(self) -> None:
        self.games += 1

    def reopen(self, why: str) -> None:
        self.rec.note(f"reopen the window ({why})")
        old = self.window
        if self.h.alive(old):
            old.close()
            # The game's process would end here: its dialogs go too (they would still
            # get language changes, for a window whose game has stopped).
            for dialog in self.h.visible_dialogs(old):
                dialog.hide()
            self.old_windows.append(old)
        self.open_window()

    # ------------------------------------------------------------ driving
    def run(self, gestures: int, watchdog: Any) -> None:
        self.closer.start()
        self.open_window()
        for _ in range(gestures):
            kind = self.pick()
            start = time.perf_counter()
            try:
                getattr(self, f"g_{kind}")()
            except Exception:  # a slot's, raised through trigger() or click(): counted
                sys.excepthook(*sys.exc_info())
            self.done[kind] += 1
            self.h.settle(self.rng.choice((0, 0, 0, 0, 5, 15)))
            took = time.perf_counter() - start
            self.time_by_kind[kind] += took
            if took > self.slowest[0]:
                self.slowest = (took, self.rec.tail[-1] if self.rec.tail else kind)
            watchdog.beat(kind)
            self.observe()
            if not self.window.isVisible():
                self.reopen("it was closed")
        self.rec.note("quit at the end")
        self.window.close()
        self.h.settle(300)
        self.closer.stop()

    def observe(self) -> None:
        c = self.window.session.controller
        s = c.state
        if s is None:
            return
        self.rounds_seen.add((id(self.window), c.generation, len(s.round_scores)))
        if s.is_over:
            self.games_over.add((id(self.window), c.generation))

    def pick(self) -> str:
        w = self.window
        c = w.session.controller
        weights = dict(WEIGHTS)
        h = self.h
        if h.alive(w.summary) and w.summary.isVisible():
            weights["summary"] = 25
        if w.privacy.isVisible():
            weights["privacy"] = 25
        if h.alive(h.QApplication.activePopupWidget()):
            weights["popup"] = 25
        if h.visible_dialogs(w, (w.summary,)):
            weights["dialog"] = 12
        if c.state is None or c.state.is_over:
            weights["new_game"] = 12
        if c.human_to_act is not None:
            weights["play"] = 50
        kinds = [k for k in weights if k not in self.without]
        return self.rng.choices(kinds, [weights[k] for k in kinds])[0]

    # ------------------------------------------------------------ helpers
    def view(self) -> Any:
        return self.window.table

    def point(self) -> tuple[str, Any]:
        return self.rng.choice(self.h.interesting_points(self.view(), self.rng))

    def key_of(self, name: str) -> Any:
        from PySide6.QtCore import Qt

        return getattr(Qt.Key, f"Key_{name}")

    def menu_actions(self) -> list[Any]:
        """Every leaf action of the menu bar (walked afresh: a language change rebuilds it)."""
        out = []

        def walk(menu: Any) -> None:
            for a in menu.actions():
                sub = a.menu()
                if sub is not None:
                    walk(sub)
                elif not a.isSeparator():
                    out.append(a)

        for a in self.window.menuBar().actions():
            if a.menu() is not None:
                walk(a.menu())
        return out

    @staticmethod
    def is_quit(a: Any) -> bool:
        return a.objectName() == "quit_action"

    @staticmethod
    def is_language(a: Any) -> bool:
        return a.objectName().startswith("language_")

    # ------------------------------------------------------------ gestures
    def g_click(self) -> None:
        from PySide6.QtCore import Qt

        name, p = self.point()
        mods = Qt.KeyboardModifier.ShiftModifier if self.rng.random() < 0.1 else self.h.NO_MOD
        self.rec.note(f"click {name} ({p.x()},{p.y()})")
        self.inp.click(self.view().viewport(), p, mods=mods)

    def g_double(self) -> None:
        name, p = self.point()
        self.rec.note(f"double-click {name} ({p.x()},{p.y()})")
        self.inp.double_click(self.view().viewport(), p)

    def g_right(self) -> None:
        name, p = self.point()
        self.rec.note(f"right-click {name} ({p.x()},{p.y()})")
        self.inp.click(self.view().viewport(), p, self.h.RIGHT)

    def g_drag(self) -> None:
        (a_name, a), (b_name, b) = self.point(), self.point()
        steps = self.rng.randint(1, 8)
        self.rec.note(f"drag {a_name} -> {b_name} in {steps} steps")
        self.inp.drag(self.view().viewport(), a, b, steps)

    def g_slow_drag(self) -> None:
        """A held card while the computer plays, the window resizes or keys are pressed."""
        (a_name, a), (b_name, b) = self.point(), self.point()
        steps = self.rng.randint(2, 6)
        rng = self.rng
        view = self.view()
        self.rec.note(f"slow drag {a_name} -> {b_name} in {steps} steps")

        def pause() -> None:
            roll = rng.random()
            if roll < 0.15:
                key = rng.choice(("R", "S", "U", "Escape", "D", "Space", "Return"))
                self.rec.say(f"  key {key} while dragging")
                self.inp.key(view, self.key_of(key))
            elif roll < 0.22:
                w, hgt = rng.randint(700, 1700), rng.randint(500, 1100)
                self.rec.say(f"  resize to {w}x{hgt} while dragging")
                self.window.resize(w, hgt)
            self.h.settle(rng.choice((5, 20, 60)))

        self.inp.drag(view.viewport(), a, b, steps, pause=pause)

    def g_hover(self) -> None:
        name, p = self.point()
        self.rec.note(f"hover {name}")
        self.inp.hover(self.view().viewport(), p)
        self.h.settle(self.rng.choice((10, 30, 50, 600)))  # long enough for a tooltip sometimes

    def cycle(self, name: str, items: list[Any]) -> Any:
        """The next of ``items`` in a shuffled round, so that every one comes up."""
        queue = self._cycles.setdefault(name, [])
        queue[:] = [x for x in queue if x in items]
        if not queue:
            queue.extend(items)
            self.rng.shuffle(queue)
        return queue.pop()

    def g_key(self) -> None:
        from PySide6.QtCore import Qt

        name = self.cycle("keys", list(GAME_KEYS))
        shift = self.rng.random() < (0.4 if name in ("Left", "Right") else 0.08)
        mods = Qt.KeyboardModifier.ShiftModifier if shift else self.h.NO_MOD
        if self.rng.random() < 0.5:
            self.view().setFocus()
        self.rec.note(f"key {'Shift+' if shift else ''}{name}")
        self.inp.key(self.window, self.key_of(name), mods)

    def g_shortcut(self) -> None:
        acts = [a for a in self.menu_actions() if not a.shortcut().isEmpty()]
        acts = [a for a in acts if not self.is_quit(a)]
        if not acts:
            return self.g_wait()
        a = self.cycle("shortcuts", acts)
        seq = a.shortcut()
        self.rec.note(f"shortcut {seq.toString()} ({a.text()!r})")
        self.inp.shortcut(self.window, seq)

    def g_menu(self) -> None:
        acts = [a for a in self.menu_actions() if not self.is_quit(a) and not self.is_language(a)]
        acts = [a for a in acts if a.isEnabled()]
        if not acts:
            return self.g_wait()
        a = self.rng.choice(acts)
        w = self.window
        # Fewer games cut short or slowed to a person's pace: more reach their end.
        rarer = [getattr(w, name, None) for name in REPLACING]
        rarer += [act for key, act in w.speed_actions.items() if key != "instant"]
        if any(a is b for b in rarer) and self.rng.random() < 0.85:
            a = self.rng.choice(acts)
        self.rec.note(f"menu action {a.text()!r} ({a.objectName()})")
        a.trigger()

    def g_menu_open(self) -> None:
        """Open a menu from the bar with a click and walk it with keys (Quit included)."""

        bar = self.window.menuBar()
        titles = [a for a in bar.actions() if a.menu() is not None]
        if not titles:
            return self.g_wait()
        a = self.rng.choice(titles)
        keys = [self.rng.choice(("Down", "Down", "Up", "Right", "Left")) for _ in range(5)]
        keys = keys[: self.rng.randint(0, 5)] + [self.rng.choice(("Return", "Escape", "Escape"))]
        self.rec.note(f"open menu {a.text()!r}, keys {' '.join(keys)}")
        self.inp.click(bar, bar.actionGeometry(a).center())
        self.h.settle()
        for k in keys:
            popup = self.h.QApplication.activePopupWidget()
            if not self.h.alive(popup):
                break
            self.inp.key(popup, self.key_of(k))
            self.h.settle()

    def g_language(self) -> None:
        acts = [a for a in self.menu_actions() if self.is_language(a)]
        if not acts:
            return self.g_wait()
        a = self.rng.choice(acts)
        self.rec.note(f"language {a.objectName()}")
        a.trigger()

    def g_button(self) -> None:
        w = self.window
        buttons = [
            w.draw_button, w.take_button, w.claim_button, w.pass_button, w.down_button,
            w.back_button, w.sort_rank_button, w.sort_suit_button, w.scores_button,
        ]  # fmt: skip
        b = self.rng.choice(buttons)
        self.rec.note(f"button {b.objectName()} ({'on' if b.isEnabled() else 'off'})")
        self.inp.click(b, b.rect().center())

    def g_tab(self) -> None:
        side = self.window.side
        bar = side.tabBar()
        i = self.rng.randrange(bar.count())
        self.rec.note(f"side tab {i}")
        if bar.isVisible():
            self.inp.click(bar, bar.tabRect(i).center())
        else:
            side.setCurrentIndex(i)

    def g_splitter(self) -> None:
        from PySide6.QtCore import QPoint

        sp = self.window.splitter
        handle = sp.handle(1)
        dx = self.rng.randint(-400, 400)
        self.rec.note(f"move the splitter by {dx}")
        c = handle.rect().center()
        self.inp.drag(handle, c, c + QPoint(dx, 0), 3)

    def g_resize(self) -> None:
        w = self.window
        roll = self.rng.random()
        if roll < 0.1:
            self.rec.note("maximize / normal")
            w.showNormal() if w.isMaximized() else w.showMaximized()
        elif roll < 0.15:
            self.rec.note("full screen / normal")
            w.showNormal() if w.isFullScreen() else w.showFullScreen()
        else:
            size = (self.rng.randint(300, 1900), self.rng.randint(250, 1200))
            self.rec.note(f"resize to {size[0]}x{size[1]}")
            w.resize(*size)

    def g_wait(self) -> None:
        ms = self.rng.choice((10, 30, 60, 150, 300))
        self.rec.note(f"wait {ms} ms")
        self.h.settle(ms)

    def g_play(self) -> None:
        self.rec.note("play a legal move through the table")
        result = self.player.act(self.window)
        if result is not None:
            self.rec.say(f"  {result[0]}{'' if result[1] else ' (not applied)'}")

    def g_new_game(self) -> None:
        if self.rng.random() < 0.3:
            self.rec.note("new game through the dialog")
            self.window.new_action.trigger()
            return
        speed = "instant" if self.rng.random() < 0.9 else "fast"
        kind = self.rng.choices(("solo", "pass", "spectator"), (4, 3, 3))[0]
        # The single deal of continental-15 more often, so that games get to their end.
        preset = "continental-15" if self.rng.random() < 0.3 else None
        cfg = self.h.random_config(self.rng, speed, kind, preset)
        seats = ",".join(f"{s.name}:{s.kind}" for s in cfg.seats)
        self.rec.note(f"new game {cfg.preset_id} seed {cfg.seed} {seats} {speed}")
        self.window.start_game(cfg)

    def g_stats(self) -> None:
        w = self.window
        sw = w.stats_window
        if self.h.alive(sw) and sw.isVisible() and self.rng.random() < 0.5:
            self.rec.note("close the statistics window")
            sw.close()
            return
        self.rec.note("show statistics")
        w.stats_action.trigger()

    def g_quit(self) -> None:
        acts = [a for a in self.menu_actions() if self.is_quit(a)]
        self.rec.note("quit")
        if acts:
            acts[0].trigger()
        else:
            self.window.close()

    def g_reopen(self) -> None:
        self.reopen("as if the app started again")

    def g_summary(self) -> None:
        s = self.window.summary
        if not self.h.alive(s):
            return self.g_wait()
        roll = self.rng.random()
        if roll < 0.7:
            self.rec.note("summary: next")
            b = s.next_button
            self.inp.click(b, b.rect().center())
        elif roll < 0.85:
            self.rec.note("summary: Escape")
            self.inp.key(s, self.key_of("Escape"))
        else:
            self.rec.note("summary: click inside")
            r = s.rect()
            self.inp.click(
                s, self.h.QPoint(self.rng.randrange(r.width()), self.rng.randrange(r.height()))
            )

    def g_privacy(self) -> None:
        b = self.window.privacy.button
        if self.rng.random() < 0.7:
            self.rec.note("privacy screen: ready button")
            self.inp.click(b, b.rect().center())
        else:
            key = self.rng.choice(("F", "F", "Space", "Return"))
            self.rec.note(f"privacy screen: key {key}")
            self.inp.key(self.window, self.key_of(key))

    def g_popup(self) -> None:

        menu = self.h.QApplication.activePopupWidget()
        if not self.h.alive(menu):
            return self.g_wait()
        acts = [a for a in menu.actions() if a.isEnabled() and not a.isSeparator()]
        roll = self.rng.random()
        if acts and roll < 0.7:
            a = self.rng.choice(acts)
            self.rec.note(f"popup {menu.objectName()}: pick {a.text()!r}")
            if self.is_quit(a):
                self.rec.say("  (Quit)")
            self.inp.click(menu, menu.actionGeometry(a).center())
        elif roll < 0.85:
            self.rec.note(f"popup {menu.objectName()}: Escape")
            self.inp.key(menu, self.key_of("Escape"))
        else:
            name, p = self.point()
            self.rec.note(f"popup {menu.objectName()}: click outside at {name}")
            self.inp.click(self.view().viewport(), p)

    def g_dialog(self) -> None:
        from PySide6.QtCore import QPoint

        dialogs = self.h.visible_dialogs(self.window, (self.window.summary,))
        if not dialogs:
            return self.g_wait()
        d = self.rng.choice(dialogs)
        name = f"{type(d).__name__} {d.objectName()!r}"
        if self.rng.random() < 0.6:
            r = d.rect()
            p = QPoint(
                self.rng.randrange(max(1, r.width())), self.rng.randrange(max(1, r.height()))
            )
            self.rec.note(f"dialog {name}: click ({p.x()},{p.y()})")
            self.inp.click(d, p)
        else:
            key = self.rng.choice(DIALOG_KEYS)
            self.rec.note(f"dialog {name}: key {key}")
            self.inp.key(d, self.key_of(key))


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    root = prepare_environment("continental-monkey-")
    import harness_input as h
    from harness_watch import Recorder, Watchdog

    journal = args.journal or root / "journal.txt"
    print(f"monkey: seed {seed}, {args.gestures} gestures, journal {journal}", flush=True)
    print(f"replay: python tests/ui/monkey.py --seed {seed} --gestures {args.gestures}", flush=True)
    app = h.QApplication([sys.argv[0]])
    app.setQuitOnLastWindowClosed(False)  # Quit is one of the gestures: a new window follows
    rec = Recorder(journal)
    rec.install()
    watchdog = Watchdog(rec, args.hang)
    watchdog.start()
    without = {k for k in args.without.split(",") if k}
    monkey = Monkey(seed, root, rec, without)
    start = time.perf_counter()
    try:
        monkey.run(args.gestures, watchdog)
    finally:
        watchdog.stop()
    seconds = time.perf_counter() - start
    over = len(monkey.games_over)
    rounds = len({r for r in monkey.rounds_seen if r[-1] > 0})
    print(
        f"\nmonkey seed {seed}: {rec.index} gestures in {seconds:.1f} s "
        f"({rec.index / seconds:.1f}/s); {monkey.games} games started, {over} finished, "
        f"{rounds} rounds scored; {len(monkey.old_windows)} windows closed and opened again"
    )
    print("gestures: " + ", ".join(f"{k} {n}" for k, n in monkey.done.most_common()))
    spent = monkey.time_by_kind.most_common(8)
    print("seconds by kind: " + ", ".join(f"{k} {t:.1f}" for k, t in spent))
    print("closer: " + ", ".join(f"{k} {n}" for k, n in monkey.closer.closed.most_common()))
    print(f"slowest gesture: {monkey.slowest[0] * 1000:.0f} ms ({monkey.slowest[1].strip()})")
    moves = monkey.player.channels
    print(
        f"moves through the UI: {sum(moves.values())}, not applied: {len(monkey.player.mismatches)}"
    )
    rec.report(seed)
    print(
        f"\nRESULT seed={seed} exceptions={len(rec.exceptions)} qt_criticals={len(rec.criticals)}",
        flush=True,
    )
    rec.close()
    return 1 if rec.failed else 0


if __name__ == "__main__":
    sys.exit(main())
