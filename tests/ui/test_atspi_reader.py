"""The game read through the real path (issue 29): ``tools/read_table_atspi.py`` starts
the game on Xvfb with the xcb platform, a session D-Bus and the AT-SPI bus, reads its
accessibility tree with pyatspi under the system Python, presses Draw through AT-SPI and
hears the announcements. Skipped, saying what is missing, where any of that is not
installed (Debian: xvfb, dbus-daemon, at-spi2-core, python3-pyatspi; ``.ci/run``
installs them)."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tools" / "read_table_atspi.py"
#: The Python with pyatspi (the system's: Debian ships pyatspi for it only).
READER_PYTHON = os.environ.get("CONTINENTAL_ATSPI_PYTHON", "/usr/bin/python3")
TOKEN_VAR = "CONTINENTAL_ATSPI_RUN"
SKIP = 77


def _run(*args: str, timeout: float = 150) -> tuple[subprocess.CompletedProcess, str]:
    """Run the reader with a token of our own; returns the result and the token."""
    token = uuid.uuid4().hex
    env = {**os.environ, TOKEN_VAR: token}
    done = subprocess.run(
        [READER_PYTHON, str(SCRIPT), "--app-python", sys.executable, "--pythonpath", str(ROOT),
         *args],
        capture_output=True, text=True, timeout=timeout, env=env, check=False,
    )  # fmt: skip
    return done, token


def _leftovers(token: str) -> list[str]:
    """Processes (not zombies) still carrying ``token`` in their environment."""
    needle = f"{TOKEN_VAR}={token}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if needle in (entry / "environ").read_bytes().split(b"\0"):
                found.append((entry / "cmdline").read_bytes().replace(b"\0", b" ").decode())
        except OSError:
            continue
    return found


@pytest.fixture(scope="module")
def reader_ready() -> None:
    if not Path(READER_PYTHON).exists():
        pytest.skip(f"no system Python at {READER_PYTHON} to run pyatspi")
    done = subprocess.run(
        [READER_PYTHON, str(SCRIPT), "--check"], capture_output=True, text=True, timeout=60
    )
    if done.returncode == SKIP:
        pytest.skip(done.stderr.strip())
    assert done.returncode == 0, done.stderr


def _walk(node: dict):
    yield node
    for child in node["children"]:
        yield from _walk(child)


def _named(tree: dict, role: str, name: str) -> dict:
    hits = [n for n in _walk(tree) if n["role"] == role and n["name"] == name]
    assert hits, f"no {role} named {name!r}"
    return hits[0]


def _hand(table: dict) -> list[str]:
    """The names of the hand's cards, in order."""
    [hand] = [n for n in _walk(table) if n["role"] == "list" and n["name"].startswith("Your hand")]
    return [n["name"] for n in hand["children"]]


def _count(text: str) -> int:
    return int(re.search(r"\d+", text).group())


def test_a_python_without_pyatspi_is_told_so():
    """Run by a Python without pyatspi (the project's own environment), the reader says
    what is missing and exits 77 (the skip code) before it starts anything."""
    if importlib.util.find_spec("pyatspi") is not None:
        pytest.skip("this Python has pyatspi")
    token = uuid.uuid4().hex
    for extra in (["--check"], ["--timeout", "30"]):
        done = subprocess.run(
            [sys.executable, str(SCRIPT), *extra], capture_output=True, text=True, timeout=60,
            env={**os.environ, TOKEN_VAR: token}, check=False,
        )  # fmt: skip
        assert done.returncode == SKIP, done.stderr
        assert done.stderr.startswith("read_table_atspi: cannot run: "), done.stderr
        assert done.stdout == ""
    assert _leftovers(token) == []


@pytest.mark.slow
def test_the_table_window_read_through_atspi(reader_ready, tmp_path):
    out = tmp_path / "read.json"
    done, token = _run("--press", "Draw (D)", "--extents", "--json", str(out))
    assert done.returncode == 0, done.stderr[-3000:]
    assert _leftovers(token) == [], "the reader left processes behind"
    result = json.loads(out.read_text())
    tree = result["tree"]

    # The application and its window, named as a screen reader says them.
    assert tree["role"] == "application"
    frames = [c for c in tree["children"] if c["role"] == "frame"]
    assert frames and frames[0]["name"].endswith("— Continental"), frames
    assert "deal 3" in frames[0]["name"]

    # The menu bar with its four menus.
    bars = [n for n in _walk(tree) if n["role"] == "menu bar"]
    assert len(bars) == 1
    assert [c["name"] for c in bars[0]["children"]] == ["Game", "Edit", "View", "Help"]

    # The move buttons: named, described, focusable; Draw and Take usable on this turn.
    for name in ("Draw (D)", "Take discard (T)"):
        button = _named(tree, "push button", name)
        assert {"focusable", "enabled", "showing"} <= set(button["states"]), button
        assert button["description"]
    go_down = _named(tree, "push button", "Go down (G)")
    assert "focusable" in go_down["states"] and "enabled" not in go_down["states"]

    # The table: named, with the keys that read it in its description.
    table = [n for n in _walk(tree) if n["name"] == "Card table"]
    assert len(table) == 1 and "Alt+1" in table[0]["description"]
    # What the table holds: the seats, the piles, the melds, the staging slots and the
    # hand, every card in words (never a suit symbol, which screen readers mangle).
    table_names = [n["name"] for n in _walk(table[0]) if n["name"]][1:]
    assert not any(s in " ".join(table_names) for s in "♠♥♦♣"), table_names
    seats = _named(table[0], "list", "Players")["children"]
    assert [n["role"] for n in seats] == ["list item"] * 3
    assert [n["name"].split(":")[0] for n in seats] == ["You", "Bruno", "Carmen"]
    assert all("12 cards in hand" in n["name"] for n in seats), seats
    assert seats[0]["name"].endswith("to play."), seats
    labels_in_table = [n["name"] for n in _walk(table[0]) if n["role"] == "label"]
    [stock] = [t for t in labels_in_table if t.startswith("Stock: ")]
    [pile] = [t for t in labels_in_table if t.startswith("Discard pile: ")]
    assert re.fullmatch(r"Discard pile: \d+ cards?, \w+ of \w+ on top\.", pile), pile
    hand = _hand(table[0])
    assert len(hand) == 12
    assert all(re.fullmatch(rf"[\w ,]+, {i} of 12", n) for i, n in enumerate(hand, 1)), hand

    # Boxes in screen coordinates: the window on Xvfb's screen, and whatever the table
    # holds inside the table.
    x, y, w, h = frames[0]["extents"]
    assert 0 <= x and 0 <= y and x + w <= 1600 and y + h <= 1000 and w > 600 and h > 400
    tx, ty, tw, th = table[0]["extents"]
    assert x <= tx and y <= ty and tx + tw <= x + w and ty + th <= y + h
    for item in _walk(table[0]):
        if "showing" in item["states"] and item.get("extents"):
            ix, iy, iw, ih = item["extents"]
            assert tx <= ix and ty <= iy and ix + iw <= tx + tw and iy + ih <= ty + th, item

    # The seats as the score sheet heads them.
    headers = [n["name"] for n in _walk(tree) if n["role"] == "table column header"]
    assert headers[:3] == ["You", "Bruno", "Carmen"]

    # The prompt says whose turn it is.
    labels = [n["name"] for n in _walk(tree) if n["role"] == "label"]
    assert any(t.startswith("Your turn: draw from the stock") for t in labels), labels

    # Pressing Draw through AT-SPI played the move: the game announced it, cards in words.
    assert result["pressed"] == ["Draw (D)"]
    said = [a["text"] for a in result["announcements"]]
    drew = [
        a
        for a in result["announcements"]
        if a["text"].startswith("You drew the ") and a["text"].endswith(" from the stock.")
    ]
    assert len(drew) == 1 and drew[0]["after_press"] == "Draw (D)", said
    assert not any(s in " ".join(said) for s in "♠♥♦♣"), said
    assert all(a["source"] == "Card table" for a in result["announcements"])
    after = _named(result["after"], "push button", "Draw (D)")
    assert "enabled" not in after["states"]
    # The tree read again agrees with what was said: one card more in the hand, the card
    # drawn among them, one card fewer in the stock.
    [table_after] = [n for n in _walk(result["after"]) if n["name"] == "Card table"]
    card = drew[0]["text"].removeprefix("You drew the ").removesuffix(" from the stock.")
    hand_after = _hand(table_after)
    assert len(hand_after) == 13 and any(n.startswith(card + ",") for n in hand_after)
    [stock_after] = [n["name"] for n in _walk(table_after) if n["name"].startswith("Stock: ")]
    assert _count(stock_after) == _count(stock) - 1
    assert any(
        n["name"].startswith("Go down with") or "discard" in n["name"].lower()
        for n in _walk(result["after"])
        if n["role"] == "label"
    )


@pytest.mark.slow
def test_the_table_reads_in_the_systems_language(reader_ready, tmp_path):
    """Started in a German locale, the game speaks German over AT-SPI, cards in words."""
    out = tmp_path / "de.json"
    done, token = _run("--locale", "de_DE.UTF-8", "--json", str(out))
    assert done.returncode == 0, done.stderr[-3000:]
    assert _leftovers(token) == []
    tree = json.loads(out.read_text())["tree"]
    [table] = [n for n in _walk(tree) if n["name"] == "Kartentisch"]
    names = [n["name"] for n in _walk(table) if n["name"]]
    assert not any(s in " ".join(names) for s in "♠♥♦♣"), names
    assert [n["name"].split(":")[0] for n in _named(table, "list", "Spieler")["children"]] == [
        "You", "Bruno", "Carmen"
    ]  # fmt: skip
    assert any(re.fullmatch(r"Ablagestapel: 1 Karte, oben \w+-\w+\.", n) for n in names), names
    assert _named(tree, "push button", "Ziehen (D)")


@pytest.mark.slow
def test_a_failed_read_leaves_nothing_behind(reader_ready):
    """A control that is not there fails the run; every process it started is gone."""
    done, token = _run("--press", "No such button")
    assert done.returncode == 1, done.stderr
    assert "no control named 'No such button'" in done.stderr
    assert _leftovers(token) == []


@pytest.mark.slow
@pytest.mark.parametrize("seconds", [1, 4, 6])
def test_the_watchdog_ends_a_run_that_takes_too_long(reader_ready, seconds):
    """The watchdog ends the run at --timeout, wherever it is (starting the servers, the
    game, reading, pressing), and kills what it started."""
    done, token = _run("--press", "Draw (D)", "--listen", "5", "--timeout", str(seconds))
    assert done.returncode == 124, (done.returncode, done.stderr)
    assert f"timed out after {seconds} s" in done.stderr
    assert "Traceback" not in done.stderr
    assert _leftovers(token) == []


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL])
def test_a_reader_killed_mid_run_leaves_no_process(reader_ready, sig, request):
    """Stopped from outside while the game runs (a test runner's timeout, a kill), the
    reader's servers and game go too: SIGTERM cleans up, SIGKILL reaches the children
    through their parent-death signal."""
    token = uuid.uuid4().hex
    # Killed outright, the reader leaves its temporary folder: in one of ours (short, for
    # the buses' socket paths), removed after.
    tmp = tempfile.mkdtemp(prefix="atspi-")
    request.addfinalizer(lambda: shutil.rmtree(tmp, ignore_errors=True))
    proc = subprocess.Popen(
        [READER_PYTHON, str(SCRIPT), "--app-python", sys.executable, "--pythonpath", str(ROOT),
         "--press", "Draw (D)", "--listen", "20"],
        env={**os.environ, TOKEN_VAR: token, "TMPDIR": tmp}, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while not any("continental_qt" in c for c in _leftovers(token)):
            assert time.monotonic() < deadline, "the game never started"
            assert proc.poll() is None
            time.sleep(0.2)
        time.sleep(2)  # the game up, the buses busy
        proc.send_signal(sig)
        code = proc.wait(30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(30)
    assert code == (143 if sig == signal.SIGTERM else -signal.SIGKILL)
    deadline = time.monotonic() + 10
    while _leftovers(token) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert _leftovers(token) == []
