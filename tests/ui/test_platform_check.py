"""Before QApplication the game checks that Qt's xcb platform plugin loads; a missing system
library is named, with the command that installs it, instead of Qt aborting."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import PySide6
import pytest

from continental_qt.storage.crash_log import LOG_NAME, MARKER_NAME
from continental_qt.ui import platform_check

ROOT = Path(__file__).resolve().parents[2]
QT = Path(PySide6.__file__).parent / "Qt"
linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="xcb is Linux's")


@linux
@pytest.mark.parametrize(
    ("argv", "environ", "xcb"),
    [
        ([], {"QT_QPA_PLATFORM": "offscreen"}, False),
        ([], {"QT_QPA_PLATFORM": "xcb"}, True),
        ([], {"QT_QPA_PLATFORM": "xcb:nograb"}, True),
        ([], {"QT_QPA_PLATFORM": "wayland;xcb"}, False),
        (["-platform", "xcb"], {"QT_QPA_PLATFORM": "offscreen"}, True),
        (["--platform", "offscreen"], {}, False),
        ([], {"DISPLAY": ":0"}, True),  # Qt's default on Linux
        ([], {}, True),
        ([], {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, False),  # Wayland first
        ([], {"XDG_SESSION_TYPE": "wayland"}, False),
    ],
)
def test_only_the_xcb_platform_is_checked(argv, environ, xcb):
    assert platform_check.platform_is_xcb(argv, environ) is xcb


def test_no_library_is_loaded_for_another_platform(monkeypatch):
    def load(_path: str) -> None:
        raise AssertionError("loaded")

    monkeypatch.setattr(platform_check, "_load", load)
    assert platform_check.check([], {"QT_QPA_PLATFORM": "offscreen"}) is None


def _failing_load(path: str) -> None:
    raise OSError(f"libxcb-cursor.so.0: cannot open shared object file: No such file ({path})")


def test_every_missing_library_ldd_finds_is_named_with_its_package(monkeypatch, tmp_path):
    monkeypatch.setattr(platform_check, "_load", _failing_load)
    found = ["libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    monkeypatch.setattr(platform_check, "_ldd_not_found", lambda _plugin: found)
    missing = platform_check.missing_libraries(tmp_path / platform_check.PLUGIN)
    assert missing == found
    title, text = platform_check.report_text(missing)
    assert title == "Continental cannot open its window"
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4, libxcb-keysyms.so.1" in text
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in text


def test_without_ldd_the_loaders_error_names_the_library(monkeypatch, tmp_path):
    monkeypatch.setattr(platform_check, "_load", _failing_load)
    monkeypatch.setattr(platform_check.shutil, "which", lambda _name: None)
    missing = platform_check.missing_libraries(tmp_path / platform_check.PLUGIN)
    assert missing == ["libxcb-cursor.so.0"]
    assert platform_check.install_command(missing) == "sudo apt-get install libxcb-cursor0"


def test_a_loading_plugin_is_no_problem(monkeypatch, tmp_path):
    monkeypatch.setattr(platform_check, "_load", lambda _path: object())
    assert platform_check.missing_libraries(tmp_path / platform_check.PLUGIN) is None


@linux
@pytest.mark.parametrize(
    ("argv", "environ", "missing"),
    [
        ([], {"QT_QPA_PLATFORM": "xcb"}, True),
        ([], {}, True),
        (["-display", ":3"], {"QT_QPA_PLATFORM": "xcb"}, False),
        ([], {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}, False),
        ([], {"QT_QPA_PLATFORM": "offscreen"}, False),
        ([], {"WAYLAND_DISPLAY": "wayland-0"}, False),
    ],
)
def test_a_missing_display_is_found_for_xcb_only(argv, environ, missing):
    assert platform_check.display_missing(argv, environ) is missing


def _start(tmp_path: Path, **env: str) -> subprocess.CompletedProcess:
    """``continental-qt`` on the xcb platform with no display, on its own data folder."""
    environ = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    environ.update(
        QT_QPA_PLATFORM="xcb",
        CONTINENTAL_DATA_DIR=str(tmp_path / "data"),
        CONTINENTAL_CONFIG_DIR=str(tmp_path / "config"),
        PYTHONPATH=str(ROOT),
        **env,
    )
    return subprocess.run(
        [sys.executable, "-m", "continental_qt", "--no-settings"],
        env=environ,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _assert_clean_refusal(result: subprocess.CompletedProcess, data: Path) -> None:
    assert result.returncode == 1, result.stderr
    assert "Continental cannot open its window" in result.stderr
    assert "Aborted" not in result.stderr and "Fatal" not in result.stderr
    assert not (data / MARKER_NAME).exists()
    assert not (data / LOG_NAME).exists()


@linux
def test_a_start_with_no_display_says_so_and_exits_cleanly(tmp_path):
    """Qt's xcb platform with no X display aborts ("could not connect to display"); the
    game says so (or names a missing library first) and leaves no crash behind."""
    _assert_clean_refusal(_start(tmp_path), tmp_path / "data")


@linux
def test_a_start_with_a_library_missing_says_so_and_exits_cleanly(tmp_path):
    """A real start, with Qt's xcb plugin copied and made to need a library no system has:
    Qt alone would abort in QApplication(); the game names the library and exits with 1,
    leaving no crash behind for the next start to report."""
    plugin = QT / "plugins" / "platforms" / platform_check.PLUGIN
    data = plugin.read_bytes() if plugin.is_file() else b""
    needed = b"libxcb-cursor.so.0\x00"
    if needed not in data:
        pytest.skip("this Qt's xcb plugin does not link libxcb-cursor")
    folder = tmp_path / "platforms"
    folder.mkdir()
    (folder / platform_check.PLUGIN).write_bytes(data.replace(needed, b"libxcb-cursXr.so.0\x00"))
    result = _start(
        tmp_path,
        QT_QPA_PLATFORM_PLUGIN_PATH=str(folder),
        LD_LIBRARY_PATH=str(QT / "lib"),  # what the copy's $ORIGIN-relative RUNPATH found
    )
    assert "missing: libxcb-cursXr.so.0." in result.stderr
    _assert_clean_refusal(result, tmp_path / "data")


def test_the_readme_names_the_package_of_every_library_of_the_plugin():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    line = next(x for x in readme.splitlines() if x.startswith("`sudo apt-get install "))
    assert set(line.strip("`.").split()[3:]) == set(platform_check.DEBIAN_PACKAGES.values())


@linux
@pytest.mark.skipif(platform_check.shutil.which("ldd") is None, reason="needs ldd")
def test_every_library_ldd_lists_for_the_plugin_has_its_package():
    """What ``ldd`` lists for this Qt's xcb plugin and libQt6XcbQpa (but Qt's own and the
    loader): all in the table, so the README and the message name its package."""
    listed = set()
    for path in (QT / "plugins" / "platforms" / "libqxcb.so", QT / "lib" / "libQt6XcbQpa.so.6"):
        out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, check=True)
        listed |= {line.split()[0] for line in out.stdout.splitlines() if "=>" in line}
    listed = {n for n in listed if not n.startswith(("libQt6", "libicu", "linux-vdso"))}
    assert listed <= set(platform_check.DEBIAN_PACKAGES), listed - set(
        platform_check.DEBIAN_PACKAGES
    )
