"""GUI responsiveness benchmark: ``python benchmarks/ui_bench.py [--quick] [--json]``.

Measures the two responsiveness targets of the table:

1. **Longest GUI-thread stall** while three hard AIs play ``may-i`` on the real
   :class:`~continental_qt.ui.main_window.MainWindow` (no saved settings, the
   table's default animations, ``auto_resume`` so round summaries do not hold
   play). A heartbeat ``QTimer`` fires every 5 ms and records the gap between
   consecutive timeouts; the stall is the gap minus the 5 ms interval. Reported
   as p50/p95/p99/max in ms, with the game's action count and wall time, at the
   ``instant`` pace (whole games; the hardest case for the GUI thread) and at
   the ``normal`` pace (what players see, a shorter span). Targets: max <= 30 ms at
   ``instant``, <= 20 ms at ``normal``.

   The worst gaps say what ran inside them, measured cheaply: ``engine`` is
   ``GameState.apply`` on the GUI thread, ``table`` the table's ``refresh``
   (layout, starting animations), ``log`` the window's log update, ``gui`` the
   rest of the reaction to a move (labels, scores, prompt), ``schedule`` building
   the next AI's view and handing it to the worker process, ``summary`` opening the
   round summary; ``other`` is the rest of the gap (painting, animation steps, layout,
   waiting for the GIL while another thread of this process holds it). ``gc`` is
   garbage collection in any thread during the gap (it overlaps the others); ``A``
   marks gaps in which an AI decision was in flight (in its worker process).
2. **Process start to table shown**: a fresh interpreter runs the real entry
   point, ``continental_qt.app.main`` with a quick-start game (a human and two
   mediums), and reports the wall-clock time (``time.time()``) when the table
   has been painted with the deal on it; the parent subtracts the time it took
   just before spawning. Imports count. One warm-up run (compiling bytecode,
   filling the OS file cache) is made and not counted. Also reports whether
   ``pyqtgraph`` was imported by then (it must not be). Target: <= 1.0 s.

With no ``DISPLAY`` (or Wayland) the Qt platform defaults to ``offscreen``;
under X (e.g. ``xvfb-run``) the real xcb platform is used. Timings are
reported, never asserted: nothing fails when a target is missed.

A full run (about 2 minutes) plays three whole instant-pace games, 60 s at the
normal pace and 5 start-ups; ``--quick`` (about 20 s) two rounds, 15 s and 3.
"""

from __future__ import annotations

import time

#: Wall-clock time this module started running: in the startup child, everything before it
#: is interpreter start-up and importing the package.
_MODULE_T0 = time.time()

import argparse  # noqa: E402  (after the clock: the startup child times what follows)
import contextlib  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
from collections.abc import Iterator, Sequence  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

STALL_PRESET = "may-i"
STALL_SEATS = (("Ana", "hard"), ("Bruno", "hard"), ("Carmen", "hard"))
HEARTBEAT_MS = 5
#: After the game is over, keep beating this long so the last animations are counted.
TAIL_SECONDS = 0.5
WORST_GAPS = 8
#: Gaps longer than a 60 Hz frame: their time is added up by cause.
FRAME_MS = 1000.0 / 60.0

STARTUP_ARGV = (
    "--preset", "may-i", "--seats", "You:human,Bruno:medium,Carmen:medium",
    "--seed", "1", "--no-settings",
)  # fmt: skip
STARTUP_CHILD_FLAG = "--startup-child"
STARTUP_TIMEOUT_S = 60.0

TARGET_STALL_MS = 50.0  # the ">50ms" column: a stall anyone would notice
#: The worst stall allowed, by pace (the AI decides in its own process).
TARGET_MAX_STALL_MS = {"instant": 30.0, "normal": 20.0}
TARGET_STARTUP_S = 1.0

#: Sizes of a run: instant-pace games (seeds ``seed``, ``seed + 1``, ...) stop when the game
#: is over, after ``instant_rounds`` rounds (None: all) or ``instant_seconds``; the normal-pace
#: game (seed ``seed``) runs ``normal_seconds``; ``startup_runs`` timed start-ups.
MODES = {
    "full": {"instant_seeds": 3, "instant_rounds": None, "instant_seconds": 300.0,
             "normal_seconds": 60.0, "startup_runs": 5},
    "quick": {"instant_seeds": 1, "instant_rounds": 2, "instant_seconds": 60.0,
              "normal_seconds": 15.0, "startup_runs": 3},
}  # fmt: skip


def default_platform() -> None:
    """Use Qt's offscreen platform when there is no display. Call before importing Qt."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@contextlib.contextmanager
def throwaway_folders() -> Iterator[None]:
    """Point ``CONTINENTAL_DATA_DIR`` and ``CONTINENTAL_CONFIG_DIR`` (each unless already
    set) at fresh temporary folders while the block runs, and remove them afterwards: a
    bench run, and the start-up children that inherit its environment, never write the
    player's crash log, autosave, statistics or presets."""
    import shutil
    import tempfile

    made: list[tuple[str, str, str | None]] = []
    try:
        for name in ("CONTINENTAL_DATA_DIR", "CONTINENTAL_CONFIG_DIR"):
            if not os.environ.get(name):
                folder = tempfile.mkdtemp(prefix="continental-bench-")
                made.append((name, folder, os.environ.get(name)))
                os.environ[name] = folder
        yield
    finally:
        for name, folder, old in made:
            if old is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = old
            shutil.rmtree(folder, ignore_errors=True)


def _qapp() -> Any:
    default_platform()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0]])
    return app


def _pct(sorted_ms: Sequence[float], p: float) -> float | None:
    from bench import percentile

    return round(percentile(sorted_ms, p), 3) if sorted_ms else None


def summarize_stalls(stalls_ms: Sequence[float]) -> dict[str, Any]:
    """Heartbeat count and p50/p95/p99/max of stalls in ms, and how many exceed a frame
    and the 50 ms target."""
    xs = sorted(stalls_ms)
    return {
        "heartbeats": len(xs),
        "p50_ms": _pct(xs, 50),
        "p95_ms": _pct(xs, 95),
        "p99_ms": _pct(xs, 99),
        "max_ms": round(xs[-1], 3) if xs else None,
        "over_frame": sum(1 for x in xs if x > FRAME_MS),
        "over_target": sum(1 for x in xs if x > TARGET_STALL_MS),
    }


# ----------------------------------------------------------------- stalls
class _Probe:
    """Times what the controller makes the GUI thread do, per heartbeat gap.

    Wraps, on these instances only, the controller's ``_apply`` and ``_schedule``, the
    table's ``refresh``, the window's ``_on_events`` (the log) and the end screens' ``_open``:
    all are looked up through the object when called, also by signal connections. The
    controller's ``on_applied`` hook runs right after the engine applied a move, which
    splits the engine from the GUI's reaction (a hook already there is chained, its
    time counts as GUI). A ``gc`` callback adds up garbage
    collection in any thread (it holds the GIL, so the GUI thread waits for it too).
    """

    #: Buckets that add up to at most the gap; "gui" is the rest of a move's handling.
    BUCKETS = ("engine", "table", "log", "gui", "schedule", "summary")

    def __init__(self, window: Any) -> None:
        self.window = window
        self.controller = c = window.session.controller
        self.acc = dict.fromkeys(self.BUCKETS, 0.0)
        self.gc = 0.0
        self.actions = 0
        self.round_ended = False
        self.ai_started = False
        self._gc_t0 = 0.0
        self._applied_at = 0.0
        self._nested = 0.0  # wrapped time inside the current _apply
        self._undo: list[tuple[Any, str]] = []
        apply = c._apply

        def timed_apply(seat: int, action: Any) -> bool:
            clock = time.perf_counter
            t0 = clock()
            self._applied_at = 0.0
            self._nested = 0.0
            try:
                return apply(seat, action)
            finally:
                total = clock() - t0
                if self._applied_at:
                    engine = self._applied_at - t0
                    self.acc["engine"] += engine
                    self.acc["gui"] += max(0.0, total - engine - self._nested)
                    self.actions += 1
                else:  # refused: all engine
                    self.acc["engine"] += total

        hook = self._hook = c.on_applied  # the window's own hook (autosave) still runs

        def applied(state: Any, seat: int, action: Any) -> None:
            self._applied_at = time.perf_counter()
            if hook is not None:
                hook(state, seat, action)

        self._set(c, "_apply", timed_apply)
        self._timed(c, "_schedule", "schedule")
        self._timed(window.table, "refresh", "table")
        self._timed(window, "_on_events", "log")
        self._timed(window.end_screens, "_open", "summary")
        c.on_applied = applied

    def _set(self, obj: Any, name: str, fn: Any) -> None:
        setattr(obj, name, fn)
        self._undo.append((obj, name))

    def _timed(self, obj: Any, name: str, bucket: str) -> None:
        original = getattr(obj, name)

        def timed(*args: Any, **kwargs: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                dt = time.perf_counter() - t0
                self.acc[bucket] += dt
                self._nested += dt
                if bucket == "summary":
                    self.round_ended = True
                elif bucket == "schedule" and self.controller.ai_worker.busy:
                    self.ai_started = True

        self._set(obj, name, timed)

    def _on_gc(self, phase: str, _info: dict) -> None:
        if phase == "start":
            self._gc_t0 = time.perf_counter()
        elif self._gc_t0:
            self.gc += time.perf_counter() - self._gc_t0
            self._gc_t0 = 0.0

    def __enter__(self) -> _Probe:
        import gc

        gc.callbacks.append(self._on_gc)
        return self

    def __exit__(self, *_exc: object) -> None:
        import gc

        gc.callbacks.remove(self._on_gc)
        for obj, name in self._undo:
            with contextlib.suppress(AttributeError, RuntimeError):
                delattr(obj, name)
        self.controller.on_applied = self._hook

    def take(self) -> tuple[dict[str, float], float, int, bool, bool]:
        """What ran since the last call: seconds by bucket, seconds of garbage collection,
        moves applied, whether a round summary opened and whether an AI decision was asked."""
        out = (self.acc, self.gc, self.actions, self.round_ended, self.ai_started)
        self.acc = dict.fromkeys(self.BUCKETS, 0.0)
        self.gc = 0.0
        self.actions = 0
        self.round_ended = False
        self.ai_started = False
        return out


def measure_stalls(
    speed: str = "instant",
    seed: int = 1,
    *,
    max_seconds: float = 300.0,
    max_rounds: int | None = None,
    max_actions: int | None = None,
    interval_ms: int = HEARTBEAT_MS,
    worst: int = WORST_GAPS,
) -> dict[str, Any]:
    """Play one game of three hard AIs on the real main window at ``speed`` and record the
    GUI thread's heartbeat gaps until the game is over or a cap is reached (``max_seconds``
    of wall time, ``max_rounds`` rounds finished, ``max_actions`` moves applied)."""
    import heapq

    app = _qapp()
    from PySide6.QtCore import QEventLoop, Qt, QThreadPool, QTimer

    from continental_qt.storage.seats import Seat
    from continental_qt.ui.config import GameConfig
    from continental_qt.ui.main_window import MainWindow

    window = MainWindow(settings=None)
    window.resize(1280, 800)
    window.show()
    deadline = time.perf_counter() + 5.0
    while time.perf_counter() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        handle = window.windowHandle()
        if handle is not None and handle.isExposed():
            break
    app.processEvents()
    controller = window.session.controller
    controller.auto_resume = True
    probe = _Probe(window)
    seats = tuple(Seat(name, kind) for name, kind in STALL_SEATS)
    config = GameConfig(STALL_PRESET, seats, seed, speed)

    interval = interval_ms / 1000.0
    stalls_ms: list[float] = []
    heap: list[tuple[float, int, dict[str, Any]]] = []
    by_cause = dict.fromkeys((*_Probe.BUCKETS, "other", "gc"), 0.0)
    long_gaps = 0
    loop = QEventLoop()
    clock = time.perf_counter
    st: dict[str, Any] = {"last": 0.0, "ai": False, "start": 0.0, "over_at": None, "stop": ""}

    def beat() -> None:
        now = clock()
        gap = now - st["last"]
        st["last"] = now
        acc, gc_s, actions, ended, ai_started = probe.take()
        stall_ms = max(0.0, gap - interval) * 1000.0
        stalls_ms.append(stall_ms)
        s = controller.state
        if stall_ms > FRAME_MS or len(heap) < worst or stall_ms > heap[0][0]:
            other = max(0.0, gap - sum(acc.values()))
            if stall_ms > FRAME_MS:
                nonlocal long_gaps
                long_gaps += 1
                for k, v in acc.items():
                    by_cause[k] += v
                by_cause["other"] += other
                by_cause["gc"] += gc_s
            record = {
                "stall_ms": round(stall_ms, 2),
                "at_s": round(now - st["start"], 3),
                "action_count": controller.action_count,
                "round": s.round_number if s is not None else None,
                "moves_in_gap": actions,
                "round_summary": ended,
                "ai_running": st["ai"] or ai_started,
                **{f"{k}_ms": round(v * 1000.0, 2) for k, v in acc.items()},
                "other_ms": round(other * 1000.0, 2),
                "gc_ms": round(gc_s * 1000.0, 2),
            }
            item = (stall_ms, len(stalls_ms), record)
            if len(heap) < worst:
                heapq.heappush(heap, item)
            elif stall_ms > heap[0][0]:
                heapq.heapreplace(heap, item)
        st["ai"] = controller.ai_worker.busy
        if st["stop"]:
            return
        if s is not None and s.is_over:
            if st["over_at"] is None:
                st["over_at"] = now
            elif now - st["over_at"] >= TAIL_SECONDS:
                st["stop"] = "game over"
        elif max_rounds is not None and s is not None and s.round_number > max_rounds:
            st["stop"] = f"{max_rounds} rounds"
        elif max_actions is not None and controller.action_count >= max_actions:
            st["stop"] = f"{max_actions} actions"
        elif now - st["start"] >= max_seconds:
            st["stop"] = f"{max_seconds:g} s cap"
        if st["stop"]:
            loop.quit()

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(interval_ms)
    timer.timeout.connect(beat)

    def begin() -> None:
        st["start"] = st["last"] = clock()
        timer.start()
        window.start_game(config)  # dealing counts: it runs inside the first gap

    QTimer.singleShot(0, begin)
    with probe:
        loop.exec()
    wall = clock() - st["start"]
    timer.stop()
    s = controller.state
    result = {
        "speed": speed,
        "seed": seed,
        "preset": STALL_PRESET,
        "seats": [kind for _, kind in STALL_SEATS],
        "interval_ms": interval_ms,
        "anim_ms": window.table.anim_ms,
        "stopped_by": st["stop"],
        "game_over": bool(s is not None and s.is_over),
        "rounds": (s.round_number if s is not None else 0),
        "actions": controller.action_count,
        "wall_seconds": round(wall, 3),
        **summarize_stalls(stalls_ms),
        "long_gaps": long_gaps,
        "long_gap_ms_by_cause": {k: round(v * 1000.0, 1) for k, v in by_cause.items()},
        "worst": [r for _, _, r in sorted(heap, key=lambda t: (-t[0], t[1]))],
        "stalls_ms": stalls_ms,  # dropped from --json output (long); kept for pooling
    }
    controller.stop()
    QThreadPool.globalInstance().waitForDone(10_000)  # file and statistics tasks
    window.close()
    window.deleteLater()
    app.processEvents()
    return result


def pool_runs(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Stall statistics over several runs' heartbeats together."""
    stalls = [x for r in runs for x in r["stalls_ms"]]
    return {
        "runs": len(runs),
        "actions": sum(r["actions"] for r in runs),
        "wall_seconds": round(sum(r["wall_seconds"] for r in runs), 3),
        **summarize_stalls(stalls),
    }


# ---------------------------------------------------------------- startup
def _startup_child() -> int:
    """Run the real entry point; print wall-clock marks as JSON once the table is painted
    with the deal on it, then quit. Runs in a fresh interpreter (see ``measure_startup``)."""
    default_platform()
    marks: dict[str, Any] = {"module": _MODULE_T0}
    from continental_qt import app

    original = app.build_main_window

    def build(args: Any = None, *more: Any) -> Any:
        marks["qapp"] = time.time()  # QApplication made (PySide6 imported)
        window = original(args, *more)
        marks["window_built"] = time.time()
        _watch_paint(window, marks)
        return window

    app.build_main_window = build
    rc = app.main(list(STARTUP_ARGV))
    marks["pyqtgraph_at_exit"] = "pyqtgraph" in sys.modules
    marks["rc"] = rc
    print("STARTUP " + json.dumps(marks), flush=True)
    return 0


def _watch_paint(window: Any, marks: dict[str, Any]) -> None:
    """Note when the table's viewport is painted: the first time at all, and the first
    time with the game dealt; then stop the application."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    viewport = window.table.viewport()

    def painted(key: str) -> None:
        marks[key] = time.time()  # the paint event has been handled: the frame is out
        if key == "dealt_painted":
            marks["pyqtgraph"] = "pyqtgraph" in sys.modules
            window.session.controller.stop()
            QApplication.quit()

    class Filter(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if obj is viewport and event.type() == QEvent.Type.Paint:
                if "first_paint" not in marks:
                    marks["first_paint"] = time.time()
                    QTimer.singleShot(0, lambda: painted("first_painted"))
                if "dealt_paint" not in marks and window.session.controller.state is not None:
                    marks["dealt_paint"] = time.time()
                    QTimer.singleShot(0, lambda: painted("dealt_painted"))
            return False

    window._startup_probe = Filter(window)  # kept alive by the window
    viewport.installEventFilter(window._startup_probe)
    QTimer.singleShot(int(STARTUP_TIMEOUT_S * 1000), QApplication.quit)  # never hang


def startup_once(timeout: float = STARTUP_TIMEOUT_S) -> dict[str, Any]:
    """Spawn one startup child; seconds from just before spawning to each mark."""
    import subprocess

    env = dict(os.environ)
    cmd = [sys.executable, str(Path(__file__).resolve()), STARTUP_CHILD_FLAG]
    t0 = time.time()
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("STARTUP ")]
    if proc.returncode != 0 or not lines:
        raise RuntimeError(f"startup child failed ({proc.returncode}): {proc.stderr[-2000:]}")
    m = json.loads(lines[-1][len("STARTUP ") :])
    if "dealt_painted" not in m:
        raise RuntimeError("startup child never painted the dealt table")

    def since(key: str) -> float | None:
        return round(m[key] - t0, 4) if key in m else None

    return {
        "shown_s": since("dealt_painted"),
        "first_paint_s": since("first_painted"),
        "module_s": since("module"),  # interpreter start and package import
        "qapp_s": since("qapp"),  # + app module, PySide6, QApplication
        "window_built_s": since("window_built"),  # + MainWindow and everything it imports
        "pyqtgraph": bool(m.get("pyqtgraph")),
    }


def measure_startup(runs: int, warmup: int = 1) -> dict[str, Any]:
    import statistics

    for _ in range(warmup):
        startup_once()
    samples = [startup_once() for _ in range(runs)]

    def stat(key: str) -> dict[str, float | None]:
        xs = [s[key] for s in samples if s[key] is not None]
        if not xs:
            return {"min": None, "median": None, "max": None}
        return {"min": min(xs), "median": round(statistics.median(xs), 4), "max": max(xs)}

    return {
        "runs": runs,
        "warmup_runs": warmup,
        "argv": list(STARTUP_ARGV),
        "shown_s": stat("shown_s"),
        "phases_median_s": {
            k: stat(k)["median"] for k in ("module_s", "qapp_s", "window_built_s", "first_paint_s")
        },
        "pyqtgraph_imported": any(s["pyqtgraph"] for s in samples),
        "samples": samples,
    }


# ------------------------------------------------------------------ report
def environment() -> dict[str, Any]:
    import platform

    app = _qapp()
    import PySide6
    from PySide6.QtCore import qVersion

    return {
        "python": platform.python_version(),
        "pyside6": PySide6.__version__,
        "qt": qVersion(),
        "qpa": app.platformName(),
        "machine": f"{platform.system()} {platform.machine()}",
        "cpus": os.cpu_count(),
    }


def targets(res: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for key in ("instant", "normal"):
        pooled = res.get("stalls", {}).get(key)
        if pooled is not None:
            value = pooled["max_ms"]
            out.append({
                "metric": f"max GUI stall, {key} pace (ms)", "value": value, "op": "<=",
                "target": TARGET_MAX_STALL_MS[key],
                "met": None if value is None else value <= TARGET_MAX_STALL_MS[key],
            })  # fmt: skip
    start = res.get("startup")
    if start is not None:
        value = start["shown_s"]["median"]
        out.append({
            "metric": "start to table shown, median (s)", "value": value, "op": "<=",
            "target": TARGET_STARTUP_S,
            "met": None if value is None else value <= TARGET_STARTUP_S,
        })  # fmt: skip
        out.append({
            "metric": "pyqtgraph imported at startup", "value": start["pyqtgraph_imported"],
            "op": "==", "target": False, "met": not start["pyqtgraph_imported"],
        })  # fmt: skip
    return out


def run(mode: str, seed: int, stalls: bool = True, startup: bool = True) -> dict[str, Any]:
    """Both measurements, in throwaway data and config folders unless the environment
    names others (:func:`throwaway_folders`)."""
    with throwaway_folders():
        return _run(mode, seed, stalls, startup)


def _run(mode: str, seed: int, stalls: bool, startup: bool) -> dict[str, Any]:
    m = MODES[mode]
    started = time.perf_counter()
    res: dict[str, Any] = {"format": "continental-ui-bench", "version": 1, "mode": mode}
    res["environment"] = environment()
    if stalls:
        instant = [
            measure_stalls(
                "instant",
                seed + i,
                max_seconds=m["instant_seconds"],
                max_rounds=m["instant_rounds"],
            )
            for i in range(m["instant_seeds"])
        ]
        normal = [measure_stalls("normal", seed, max_seconds=m["normal_seconds"])]
        res["stalls"] = {
            "instant": pool_runs(instant),
            "normal": pool_runs(normal),
            "runs": instant + normal,
        }
    if startup:
        res["startup"] = measure_startup(m["startup_runs"])
    res["targets"] = targets(res)
    res["wall_seconds"] = round(time.perf_counter() - started, 2)
    return res


def _f(x: float | None, digits: int = 1) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def _shown(x: Any, digits: int) -> str:
    if isinstance(x, bool):
        return str(x).lower()
    return _f(x, digits)


def format_report(res: dict[str, Any]) -> str:
    env = res["environment"]
    lines = [
        f"Continental GUI responsiveness ({res['mode']} run) - Python {env['python']}, "
        f"PySide6 {env['pyside6']} (Qt {env['qt']}), platform {env['qpa']}, "
        f"{env['machine']}, {env['cpus']} CPUs",
    ]
    if "stalls" in res:
        s = res["stalls"]
        lines += [
            "",
            f"1. GUI-thread stalls, three hard AIs, {STALL_PRESET}, heartbeat every "
            f"{HEARTBEAT_MS} ms (stall = gap - {HEARTBEAT_MS} ms), ms",
            f"   {'pace':<8}{'seed':>5}{'beats':>7}{'p50':>7}{'p95':>7}{'p99':>7}{'max':>8}"
            f"{'>16ms':>7}{'>50ms':>7}{'actions':>9}{'rounds':>7}{'wall s':>8}  stopped by",
        ]
        for r in s["runs"]:
            lines.append(
                f"   {r['speed']:<8}{r['seed']:>5}{r['heartbeats']:>7}{_f(r['p50_ms']):>7}"
                f"{_f(r['p95_ms']):>7}{_f(r['p99_ms']):>7}{_f(r['max_ms']):>8}"
                f"{r['over_frame']:>7}{r['over_target']:>7}{r['actions']:>9}{r['rounds']:>7}"
                f"{r['wall_seconds']:>8.1f}  {r['stopped_by']}"
            )
        for key in ("instant", "normal"):
            p = s[key]
            lines.append(
                f"   {key + ' (all)':<13}{p['heartbeats']:>7}{_f(p['p50_ms']):>7}"
                f"{_f(p['p95_ms']):>7}{_f(p['p99_ms']):>7}{_f(p['max_ms']):>8}"
                f"{p['over_frame']:>7}{p['over_target']:>7}{p['actions']:>9}"
                f"{'':>7}{p['wall_seconds']:>8.1f}"
            )
        causes = (*_Probe.BUCKETS, "other")
        head = "/".join(causes)
        lines.append(f"   time in gaps over a frame by cause, ms ({head}; gc overlaps them):")
        for r in s["runs"]:
            c = r["long_gap_ms_by_cause"]
            lines.append(
                f"     {r['speed']:<8} seed {r['seed']}: {r['long_gaps']} gaps: "
                + "/".join(_f(c[k], 0) for k in causes)
                + f"; gc {_f(c['gc'], 0)}"
            )
        lines.append(f"   worst gaps: stall ms @ moves applied, round: {head} ms; gc ms")
        for r in s["runs"]:
            for w in r["worst"][:3]:
                flags = ("S" if w["round_summary"] else "") + ("A" if w["ai_running"] else "")
                lines.append(
                    f"     {r['speed']:<8} seed {r['seed']}: {w['stall_ms']:6.1f} "
                    f"@{w['action_count']:>4}, r{w['round']} {flags:<2} "
                    + "/".join(f"{w[k + '_ms']:.0f}" for k in causes)
                    + f"; gc {w['gc_ms']:.0f}"
                )
        lines.append("     (S: a round summary opened in the gap; A: an AI decision was in flight)")
    if "startup" in res:
        st = res["startup"]
        sh, ph = st["shown_s"], st["phases_median_s"]
        lines += [
            "",
            f"2. Process start to table shown ({st['runs']} runs after {st['warmup_runs']} "
            f"warm-up): python benchmarks/ui_bench.py --startup-child -> "
            f"app.main({' '.join(st['argv'])})",
            f"   shown (dealt table painted): min {_f(sh['min'], 3)} s, median "
            f"{_f(sh['median'], 3)} s, max {_f(sh['max'], 3)} s",
            f"   median marks: package imported {_f(ph['module_s'], 3)} s, QApplication "
            f"{_f(ph['qapp_s'], 3)} s, window built {_f(ph['window_built_s'], 3)} s, "
            f"first paint {_f(ph['first_paint_s'], 3)} s",
            f"   pyqtgraph imported at startup: {'YES' if st['pyqtgraph_imported'] else 'no'}",
        ]
    lines += ["", f"{'target':<38} {'measured':>10} {'target':>10}  met"]
    for t in res["targets"]:
        digits = 3 if "(s)" in t["metric"] else 1
        value = _shown(t["value"], digits)
        target = f"{t['op']} {_shown(t['target'], digits)}"
        lines.append(
            f"{t['metric']:<38} {value:>10} {target:>10}  "
            + {True: "yes", False: "NO", None: "n/a"}[t["met"]]
        )
    lines.append(f"(wall time {res['wall_seconds']:.1f} s)")
    return "\n".join(lines) + "\n"


def _for_json(res: dict[str, Any]) -> dict[str, Any]:
    out = dict(res)
    if "stalls" in out:
        s = dict(out["stalls"])
        s["runs"] = [{k: v for k, v in r.items() if k != "stalls_ms"} for r in s["runs"]]
        out["stalls"] = s
    return out


def main(argv: Sequence[str] | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    if list(argv) == [STARTUP_CHILD_FLAG]:
        return _startup_child()
    p = argparse.ArgumentParser(
        prog="python benchmarks/ui_bench.py",
        description="Measure GUI-thread stalls during AI play and the time to the table.",
    )
    p.add_argument("--quick", action="store_true", help="a short run (about 20 s)")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.add_argument("--seed", type=int, default=1, help="first deal seed (default 1)")
    p.add_argument(
        "--only", choices=("stalls", "startup"), help="run only one of the two measurements"
    )
    args = p.parse_args(argv)
    res = run(
        "quick" if args.quick else "full",
        args.seed,
        stalls=args.only in (None, "stalls"),
        startup=args.only in (None, "startup"),
    )
    if args.json:
        print(json.dumps(_for_json(res), indent=2))
    else:
        sys.stdout.write(format_report(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
