"""Read the running game through AT-SPI, the way Orca does, and print what it hears.

Run it with the system Python, which has Debian's ``python3-pyatspi``; the game runs in
the project's environment (``--app-python``)::

    /usr/bin/python3 tools/read_table_atspi.py --app-python .venv/bin/python
    /usr/bin/python3 tools/read_table_atspi.py --app-python .venv/bin/python \\
        --press "Draw (D)" --json out.json

It starts, each in a process group of its own: a virtual X server (Xvfb, a free display
found with ``-displayfd``), a private session D-Bus, the AT-SPI bus
(``at-spi-bus-launcher``) and the game (``-m continental_qt``, the xcb platform,
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``, a quick-start game against the computer, its
settings and data in a temporary folder). It waits for the game's accessibility tree to
settle, prints it (role, name, description, states; indented by depth), and with
``--press`` presses those controls through AT-SPI's Action interface, prints the
announcements (``object:announcement``) the game makes, and prints the tree again.

Never hangs, never leaves a process behind: a watchdog thread ends the run after
``--timeout`` seconds; every child is killed by process group at the end (also after an
error, the watchdog, Ctrl+C or SIGTERM), and any process still carrying this run's token
in its environment is killed last. Killed outright (SIGKILL), this script leaves only its
temporary folder: each child gets SIGTERM when it dies (``PR_SET_PDEATHSIG``; not
SIGKILL, so that the AT-SPI bus launcher still ends the bus it started).

``--check`` only checks that all of it is installed.

Exit codes: 0 read; 1 failed (the app did not appear, a control was not found...);
77 something this needs is missing on the machine (said on stderr); 124 timed out.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import importlib.util
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path
from typing import Any

SKIP = 77
TIMED_OUT = 124
TOKEN_VAR = "CONTINENTAL_ATSPI_RUN"
BUS_LAUNCHERS = (
    "/usr/libexec/at-spi-bus-launcher",
    "/usr/lib/at-spi2-core/at-spi-bus-launcher",
    "/usr/lib/at-spi2/at-spi-bus-launcher",
)
ROOT = Path(__file__).resolve().parent.parent


class Missing(Exception):
    """A program or module this needs is not on the machine."""


class Failed(Exception):
    """The run went wrong (said in the message)."""


# ---------------------------------------------------------------- processes


def _die_with_parent() -> None:
    """In the child, before exec: be killed when this script dies (Linux)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


class Children:
    """The processes this run started; :meth:`stop_all` ends every one (idempotent,
    callable from the watchdog thread)."""

    def __init__(self, token: str) -> None:
        self.token = token
        self.procs: list[tuple[str, subprocess.Popen]] = []
        self._lock = threading.Lock()
        self._stopped = False

    def start(self, name: str, argv: list[str], env: dict[str, str], **kw: Any) -> subprocess.Popen:
        """Start a child, unless :meth:`stop_all` ran (then :class:`Failed`): the watchdog
        may stop everything while the main thread is about to start the next one."""
        env = {**env, TOKEN_VAR: self.token}
        with self._lock:
            if self._stopped:
                raise Failed(f"stopped before {name} started")
            proc = subprocess.Popen(
                argv, env=env, start_new_session=True, preexec_fn=_die_with_parent, **kw
            )
            self.procs.append((name, proc))
        return proc

    def stop_all(self) -> None:
        """End every child; a second caller waits until the first has finished."""
        with self._lock:
            if self._stopped:
                return
            self._stopped = True
            for _, proc in reversed(self.procs):  # the app first, Xvfb last
                _signal_group(proc.pid, signal.SIGTERM)
                with contextlib.suppress(subprocess.TimeoutExpired):
                    proc.wait(2)
                _signal_group(proc.pid, signal.SIGKILL)
                with contextlib.suppress(subprocess.TimeoutExpired):
                    proc.wait(2)
            self._kill_marked()

    def _kill_marked(self) -> None:
        """Kill what is left carrying this run's token: daemons a bus started on demand."""
        needle = f"{TOKEN_VAR}={self.token}".encode()
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit() or int(entry.name) == os.getpid():
                continue
            try:
                environ = (entry / "environ").read_bytes()
            except OSError:
                continue
            if needle in environ.split(b"\0"):
                with contextlib.suppress(OSError):
                    os.kill(int(entry.name), signal.SIGKILL)


def _signal_group(pid: int, sig: int) -> None:
    with contextlib.suppress(OSError):
        os.killpg(pid, sig)


def _read_line(fd: int, timeout: float, what: str) -> str:
    """One line written to ``fd`` (a pipe) within ``timeout`` seconds."""
    data = b""
    deadline = time.monotonic() + timeout
    while not data.endswith(b"\n"):
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            raise Failed(f"{what} did not start within {timeout:.0f} s")
        chunk = os.read(fd, 256)
        if not chunk:
            raise Failed(f"{what} exited before it started")
        data += chunk
    return data.decode().strip()


def _started_with_fd(
    children: Children, name: str, argv_with_fd: list[str], env: dict[str, str]
) -> str:
    """Start a program that writes one line (a display, a bus address) to the fd named
    ``{fd}`` in ``argv_with_fd``, and return that line."""
    read, write = os.pipe()
    try:
        argv = [a.replace("{fd}", str(write)) for a in argv_with_fd]
        children.start(name, argv, env, pass_fds=(write,), stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)  # fmt: skip
        os.close(write)
        write = -1
        return _read_line(read, 15, name)
    finally:
        os.close(read)
        if write >= 0:
            os.close(write)


def _need(program: str) -> str:
    path = shutil.which(program)
    if path is None:
        raise Missing(f"{program} is not installed")
    return path


def check_prerequisites() -> str:
    """The AT-SPI bus launcher's path; :class:`Missing` when anything needed is absent."""
    for program in ("Xvfb", "dbus-daemon"):
        _need(program)
    launcher = next((p for p in BUS_LAUNCHERS if os.access(p, os.X_OK)), None)
    if launcher is None:
        raise Missing("at-spi-bus-launcher is not installed (Debian: at-spi2-core)")
    if importlib.util.find_spec("pyatspi") is None:
        raise Missing(f"pyatspi is not importable by {sys.executable} (Debian: python3-pyatspi)")
    return launcher


# ---------------------------------------------------------------- the tree


def _state_names(acc: Any) -> list[str]:
    try:
        states = acc.getState().getStates()
    except Exception:  # noqa: BLE001 - an object gone while read has no states
        return []
    return sorted(s.value_nick for s in states)


def node(acc: Any, depth: int, max_depth: int, extents: bool, seen: dict) -> dict[str, Any]:
    """One accessible and its children, as a plain dict. ``seen`` keeps every object read
    (by ``id``, the object held so that its id is not reused): none is read twice."""
    out: dict[str, Any] = {
        "role": acc.getRoleName(),
        "name": acc.name or "",
        "description": acc.description or "",
        "states": _state_names(acc),
        "children": [],
    }
    if extents:
        try:
            box = acc.queryComponent().getExtents(0)  # 0: screen coordinates
            out["extents"] = [box.x, box.y, box.width, box.height]
        except NotImplementedError:
            pass
    count = acc.childCount
    out["child_count"] = count
    if depth >= max_depth:
        return out
    for i in range(min(count, 500)):
        child = acc.getChildAtIndex(i)
        if child is None:
            continue
        if id(child) in seen:
            continue
        seen[id(child)] = child
        out["children"].append(node(child, depth + 1, max_depth, extents, seen))
    return out


def render(tree: dict[str, Any], depth: int = 0) -> list[str]:
    """The tree as indented lines: ``role "name" — description [states]``."""
    line = "  " * depth + tree["role"]
    if tree["name"]:
        line += f" {json.dumps(tree['name'], ensure_ascii=False)}"
    if tree["description"]:
        line += f" — {tree['description']}"
    if tree.get("extents"):
        x, y, w, h = tree["extents"]
        line += f" @{x},{y} {w}x{h}"
    if tree["states"]:
        line += f" [{' '.join(tree['states'])}]"
    if tree["child_count"] and not tree["children"]:
        line += f" (+{tree['child_count']} not read)"
    lines = [line]
    for child in tree["children"]:
        lines.extend(render(child, depth + 1))
    return lines


# ---------------------------------------------------------------- the run


class Reader:
    """The AT-SPI side, in this process (after the buses exist: pyatspi reads them)."""

    def __init__(self, app_pid: int) -> None:
        import pyatspi
        from gi.repository import GLib

        self.pyatspi, self.glib = pyatspi, GLib
        self.app_pid = app_pid
        self.announcements: list[dict[str, Any]] = []
        self.mark: str | None = None  # the control pressed last (None: before any press)
        self._listener = self._on_announcement
        pyatspi.Registry.registerEventListener(self._listener, "object:announcement")

    def _on_announcement(self, event: Any) -> None:
        source = getattr(event.source, "name", "") or ""
        self.announcements.append(
            {
                "text": str(event.any_data),
                "politeness": event.detail1,
                "source": source,
                "after_press": self.mark,
            }
        )

    def application(self, timeout: float) -> Any:
        """The game's application object on the desktop, once it has a window."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            desktop = self.pyatspi.Registry.getDesktop(0)
            for i in range(desktop.childCount):
                app = desktop.getChildAtIndex(i)
                try:
                    if app is not None and app.get_process_id() == self.app_pid and app.childCount:
                        return app
                except Exception:  # noqa: BLE001, S112 - a dying app; look again
                    continue
            time.sleep(0.3)
        raise Failed(f"the game did not appear on the AT-SPI bus within {timeout:.0f} s")

    def settled_tree(self, app: Any, depth: int, extents: bool, timeout: float) -> dict:
        """The tree once two readings a second apart agree (or at ``timeout``)."""
        deadline = time.monotonic() + timeout
        last = None
        while True:
            tree = node(app, 0, depth, extents, {})
            if tree == last or time.monotonic() > deadline:
                return tree
            last = tree
            self.pump(1.0)

    def pump(self, seconds: float) -> None:
        """Run the event loop for ``seconds`` (announcements arrive through it)."""
        context = self.glib.MainContext.default()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while context.pending():
                context.iteration(False)
            time.sleep(0.02)

    def press(self, app: Any, name: str) -> None:
        """Do the first action (Press) of the first showing object named ``name``."""
        found = self._find(app, name)
        if found is None:
            raise Failed(f"no control named {name!r} to press")
        action = found.queryAction()
        if action.nActions < 1:
            raise Failed(f"{name!r} has no action")
        action.doAction(0)

    def _find(self, acc: Any, name: str) -> Any:
        if acc.name == name and acc.getState().contains(self.pyatspi.STATE_SHOWING):
            return acc
        for i in range(acc.childCount):
            child = acc.getChildAtIndex(i)
            if child is not None and (hit := self._find(child, name)) is not None:
                return hit
        return None

    def close(self) -> None:
        # The bus may be gone already.
        with contextlib.suppress(Exception):
            self.pyatspi.Registry.deregisterEventListener(self._listener, "object:announcement")


def run(args: argparse.Namespace, children: Children, workdir: Path) -> dict[str, Any]:
    launcher = check_prerequisites()
    runtime = workdir / "runtime"
    runtime.mkdir(mode=0o700)
    base = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(workdir),
        "XDG_RUNTIME_DIR": str(runtime),
        "LANG": args.locale,
        "LC_ALL": args.locale,
    }
    display = ":" + _started_with_fd(
        children, "Xvfb",
        ["Xvfb", "-displayfd", "{fd}", "-screen", "0", args.screen, "-nolisten", "tcp"], base,
    )  # fmt: skip
    base["DISPLAY"] = display
    bus = _started_with_fd(
        children, "dbus-daemon",
        ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address={fd}"], base,
    )  # fmt: skip
    base["DBUS_SESSION_BUS_ADDRESS"] = bus
    children.start("at-spi-bus-launcher", [launcher, "--launch-immediately"], base,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    os.environ.update(DISPLAY=display, DBUS_SESSION_BUS_ADDRESS=bus)

    app_env = {
        **base,
        "QT_QPA_PLATFORM": "xcb",
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        "CONTINENTAL_CONFIG_DIR": str(workdir / "config"),
        "CONTINENTAL_DATA_DIR": str(workdir / "data"),
    }
    if args.pythonpath:
        app_env["PYTHONPATH"] = args.pythonpath
    argv = [args.app_python, "-m", "continental_qt", "--no-settings", "--preset", args.preset,
            "--seats", args.seats, "--seed", str(args.seed), "--speed", args.speed]  # fmt: skip
    log = open(workdir / "app.log", "wb")  # noqa: SIM115 - closed by the caller's cleanup
    app = children.start("app", argv, app_env, stdout=log, stderr=subprocess.STDOUT)

    reader = Reader(app.pid)
    try:
        acc = reader.application(args.start_timeout)
        result: dict[str, Any] = {"at_spi2_core": _package_version("at-spi2-core")}
        result["tree"] = reader.settled_tree(acc, args.depth, args.extents, 10)
        result["pressed"] = []
        for name in args.press:
            reader.mark = name
            reader.press(acc, name)
            result["pressed"].append(name)
            reader.pump(args.listen)
        if args.press:
            result["after"] = reader.settled_tree(acc, args.depth, args.extents, 10)
        result["announcements"] = reader.announcements
        if app.poll() is not None:
            raise Failed(f"the game exited with code {app.returncode}")
        return result
    finally:
        reader.close()
        log.close()


def _package_version(package: str) -> str | None:
    try:
        done = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", package],
            capture_output=True, text=True, timeout=10, check=False,
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout.strip() or None


def _default_python() -> str:
    for candidate in (ROOT / ".venv/bin/python", ROOT / ".ci/.venv/bin/python"):
        if candidate.exists():
            return str(candidate)
    return "python3"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--app-python", default=_default_python(),
                   help="the game's Python (default: the checkout's .venv)")  # fmt: skip
    p.add_argument("--pythonpath", default=str(ROOT),
                   help="PYTHONPATH of the game (default: this checkout)")  # fmt: skip
    p.add_argument("--preset", default="may-i")
    p.add_argument("--seats", default="You:human,Bruno:easy,Carmen:easy")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--speed", default="fast", choices=("instant", "fast", "normal"))
    p.add_argument("--locale", default="C.UTF-8", help="LANG and LC_ALL of the game")
    p.add_argument("--screen", default="1600x1000x24", help="Xvfb's screen")
    p.add_argument("--depth", type=int, default=20, help="how deep to read the tree")
    p.add_argument("--extents", action="store_true", help="print each object's screen box")
    p.add_argument("--press", action="append", default=[], metavar="NAME",
                   help="press the control of this name (repeatable), then read again")  # fmt: skip
    p.add_argument("--listen", type=float, default=3.0,
                   help="seconds to wait for announcements after each press")  # fmt: skip
    p.add_argument("--start-timeout", type=float, default=45.0)
    p.add_argument("--timeout", type=float, default=120.0, help="the whole run's limit")
    p.add_argument("--json", metavar="FILE", help="also write what was read as JSON")
    p.add_argument("--check", action="store_true",
                   help="only check that all this needs is installed (exit 0 or 77)")  # fmt: skip
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.check:
        try:
            check_prerequisites()
        except Missing as exc:
            print(f"read_table_atspi: cannot run: {exc}", file=sys.stderr)
            return SKIP
        return 0
    # The token marks every process of this run (a caller may choose it, to look for
    # leftovers afterwards).
    children = Children(os.environ.get(TOKEN_VAR) or uuid.uuid4().hex)
    with tempfile.TemporaryDirectory(prefix="continental-atspi-") as tmp:
        workdir = Path(tmp)

        timed_out = threading.Event()

        def watchdog() -> None:
            timed_out.set()
            print(f"read_table_atspi: timed out after {args.timeout:.0f} s", file=sys.stderr)
            children.stop_all()
            shutil.rmtree(workdir, ignore_errors=True)
            os._exit(TIMED_OUT)

        # Told to stop (SIGTERM, as a test runner's timeout does): clean up as on Ctrl+C.
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
        timer = threading.Timer(args.timeout, watchdog)
        timer.daemon = True
        timer.start()
        try:
            result = run(args, children, workdir)
        except BaseException as exc:
            # Whatever went wrong once the watchdog struck (the app it killed "no longer
            # exists") is the timeout.
            timer.cancel()
            children.stop_all()
            if timed_out.is_set():
                return TIMED_OUT
            if isinstance(exc, Missing):
                print(f"read_table_atspi: cannot run: {exc}", file=sys.stderr)
                return SKIP
            if isinstance(exc, Failed):
                print(f"read_table_atspi: {exc}", file=sys.stderr)
                _print_log(workdir)
                return 1
            raise
        timer.cancel()
        children.stop_all()
        if timed_out.is_set():
            return TIMED_OUT
        print(f"# at-spi2-core {result['at_spi2_core'] or '(version unknown)'}")
        print("\n".join(render(result["tree"])))
        marks = [None, *result["pressed"]]
        for mark in marks:
            if mark is not None:
                print(f"# pressed {json.dumps(mark, ensure_ascii=False)}")
            for said in result["announcements"]:
                if said["after_press"] == mark:
                    print(
                        f"# announced ({said['politeness']}) by {said['source']!r}: {said['text']}"
                    )
        if "after" in result:
            print("# the tree after the presses")
            print("\n".join(render(result["after"])))
        if args.json:
            Path(args.json).write_text(json.dumps(result, ensure_ascii=False, indent=1))
        return 0


def _print_log(workdir: Path) -> None:
    log = workdir / "app.log"
    if log.exists():
        tail = log.read_text(errors="replace").splitlines()[-30:]
        print("--- the game's output (last lines) ---", *tail, sep="\n", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
