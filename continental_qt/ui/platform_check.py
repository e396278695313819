"""Before ``QApplication``: can Qt's X11 platform plugin (xcb) load on this system?

Since Qt 6.5 the xcb plugin links to system libraries a stock Debian or Ubuntu may lack
(``libxcb-cursor0``, ``libxcb-icccm4``, ``libxcb-keysyms1``, …). Without one, Qt aborts
inside ``QApplication()`` before any window opens: the player sees nothing, and the crash
log records an abort (as it does when there is no X display at all:
:func:`display_missing`). :func:`missing_libraries` finds out first, by loading the plugin the
way Qt would (a few tens of milliseconds, and only when the platform will be xcb: not for
``offscreen``, Wayland, Windows or macOS); :func:`report` then says which libraries are
missing and the command that installs them, on stderr and, when a desktop is there, in a
dialog of the desktop's own (zenity, kdialog, notify-send or xmessage: Qt cannot show one).

QtCore only (to find the plugins folder): no QtGui, no platform plugin, no QApplication.
"""

from __future__ import annotations

import contextlib
import ctypes
import re
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

PLUGIN = "libqxcb.so"

# The Debian/Ubuntu package of each library the xcb plugin and libQt6XcbQpa link to
# (``ldd`` of PySide6's plugins/platforms/libqxcb.so; the README names the same packages).
DEBIAN_PACKAGES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libGLdispatch.so.0": "libglvnd0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
    "libbrotlicommon.so.1": "libbrotli1",
    "libbrotlidec.so.1": "libbrotli1",
    "libbsd.so.0": "libbsd0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libexpat.so.1": "libexpat1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libmd.so.0": "libmd0",
    "libpcre2-8.so.0": "libpcre2-8-0",
    "libpng16.so.16": "libpng16-16",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb.so.1": "libxcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    "libsystemd.so.0": "libsystemd0",
    "libcap.so.2": "libcap2",
    "libgcrypt.so.20": "libgcrypt20",
    "libgpg-error.so.0": "libgpg-error0",
    "liblz4.so.1": "liblz4-1",
    "liblzma.so.5": "liblzma5",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6",
}

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)
_DLERROR = re.compile(r"([\w.+-]+\.so[\w.]*): cannot open shared object file")


def platform_is_xcb(argv: Sequence[str], environ: Mapping[str, str]) -> bool:
    """Whether Qt will use its xcb plugin: named by ``-platform`` or ``QT_QPA_PLATFORM``
    (first choice), or, on Linux with neither, Qt's default outside a Wayland session (in
    one, Qt tries Wayland first and xcb only if Wayland fails)."""
    if not sys.platform.startswith("linux"):
        return False
    name = environ.get("QT_QPA_PLATFORM", "")
    args = list(argv)
    for i, arg in enumerate(args):
        if arg in ("-platform", "--platform") and i + 1 < len(args):
            name = args[i + 1]
    if name:
        return name.split(";")[0].split(":")[0].strip() == "xcb"
    return not (environ.get("WAYLAND_DISPLAY") or environ.get("XDG_SESSION_TYPE") == "wayland")


def find_plugin(environ: Mapping[str, str]) -> Path | None:
    """The xcb plugin Qt would load: from ``QT_QPA_PLATFORM_PLUGIN_PATH``, a
    ``QT_PLUGIN_PATH`` folder, or Qt's own plugins folder (the wheel's or the bundle's)."""
    from PySide6.QtCore import QLibraryInfo

    folders = [environ.get("QT_QPA_PLATFORM_PLUGIN_PATH", "")]
    folders += [
        str(Path(p) / "platforms") for p in environ.get("QT_PLUGIN_PATH", "").split(":") if p
    ]
    folders.append(str(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"))
    for folder in folders:
        if folder and (Path(folder) / PLUGIN).is_file():
            return Path(folder) / PLUGIN
    return None


def check(argv: Sequence[str], environ: Mapping[str, str]) -> list[str] | None:
    """None when Qt's platform will not be xcb, or its plugin loads (or is not found: Qt
    then says so itself); else what :func:`missing_libraries` found missing."""
    if not platform_is_xcb(argv, environ):
        return None
    plugin = find_plugin(environ)
    return missing_libraries(plugin) if plugin is not None else None


def display_missing(argv: Sequence[str], environ: Mapping[str, str]) -> bool:
    """Whether the platform will be xcb with no X display to connect to (no ``DISPLAY``
    and no ``-display``): Qt would abort then too, "could not connect to display"."""
    if not platform_is_xcb(argv, environ) or environ.get("DISPLAY"):
        return False
    return not any(arg in ("-display", "--display") for arg in argv)


def _load(path: str) -> object:
    """Load a library as Qt's plugin loader will (tests replace this)."""
    return ctypes.CDLL(path)


def missing_libraries(plugin: Path) -> list[str] | None:
    """None when ``plugin`` loads; else the sonames it (or a library it links to) cannot
    find, as ``ldd`` lists them, or as the loader's error names one ([] if neither says)."""
    try:
        _load(str(plugin))
    except OSError as exc:
        found = _ldd_not_found(plugin)
        if not found:
            found = _DLERROR.findall(str(exc))
        return list(dict.fromkeys(found))
    return None


def _ldd_not_found(plugin: Path) -> list[str]:
    ldd = shutil.which("ldd")
    if ldd is None:
        return []
    try:
        out = subprocess.run(
            [ldd, str(plugin)], capture_output=True, text=True, timeout=20, check=False
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return _NOT_FOUND.findall(out)


def install_command(missing: Sequence[str]) -> str:
    """The Debian/Ubuntu command that installs ``missing`` ("" if none is known)."""
    packages = list(dict.fromkeys(DEBIAN_PACKAGES[s] for s in missing if s in DEBIAN_PACKAGES))
    return f"sudo apt-get install {' '.join(packages)}" if packages else ""


def report_text(missing: Sequence[str] | None) -> tuple[str, str]:
    """The title and text that say what is missing and how to install it (``missing``
    None: the display is missing, see :func:`display_missing`)."""
    from .texts import translate

    title = translate("PlatformCheck", "Continental cannot open its window")
    if missing is None:
        return title, translate(
            "PlatformCheck",
            "There is no display to open it on (DISPLAY is not set). Start Continental "
            "on the desktop, or over ssh with ssh -X.",
        )
    names = ", ".join(missing) or translate("PlatformCheck", "(not named by the system)")
    text = translate(
        "PlatformCheck",
        "Qt's X11 platform plugin needs system libraries that are missing: {names}.",
    ).format(names=names)
    command = install_command(missing)
    if command:
        text += "\n\n" + translate(
            "PlatformCheck", "On Debian or Ubuntu, install them with:\n{command}"
        ).format(command=command)
    return title, text


def report(app_name: str, missing: Sequence[str] | None, environ: Mapping[str, str]) -> None:
    """Say what is missing (``missing`` None: the display) on stderr and, with a desktop,
    in the desktop's own dialog."""
    title, text = report_text(missing)
    print(f"{app_name}: {title}.\n{text}", file=sys.stderr, flush=True)
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        show_desktop_message(title, text)


def show_desktop_message(title: str, text: str) -> bool:
    """Start the first dialog tool found (not waited for: it outlives the game's process)."""
    tools = (
        ("zenity", ["--error", "--no-markup", "--title", title, "--text", text]),
        ("kdialog", ["--title", title, "--error", text]),
        ("notify-send", ["--urgency=critical", title, text]),
        ("xmessage", ["-center", "-title", title, f"{title}\n\n{text}"]),
    )
    for tool, args in tools:
        path = shutil.which(tool)
        if path is None:
            continue
        with contextlib.suppress(OSError):
            subprocess.Popen(
                [path, *args],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
            return True
    return False
