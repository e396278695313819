"""Build and check Continental's packages: the one command for everything in ``packaging/``.

    python packaging/build.py check    # desktop file + metainfo validate, icons up to date
    python packaging/build.py wheel    # sdist + wheel, contents checked, run from a fresh venv
    python packaging/build.py bundle   # PyInstaller folder, its size, --version, --self-test
    python packaging/build.py all      # check, wheel, bundle
    python packaging/build.py ci       # all, with a timing summary (what .ci/run calls)
    python packaging/build.py icons    # regenerate the icons from continental_qt/ui/app_icon.py

Run it with the project's environment and its ``package`` extra
(``pip install -e '.[package]'``: ``build`` and ``pyinstaller``). Output goes to ``dist/``
(the sdist, the wheel, ``dist/continental-qt/``) and ``build/`` (scratch, the test venv).
``check`` needs ``desktop-file-validate`` and ``appstreamcli`` (Debian/Ubuntu:
``apt-get install desktop-file-utils appstream``). See packaging/README.md.
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import venv
import zipfile
from collections.abc import Callable
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist"
BUILD = ROOT / "build"
NAME = "continental-qt"
SPEC = PACKAGING / "pyinstaller" / "continental-qt.spec"
LINUX = PACKAGING / "linux"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (icns type, pixel size): PNG payloads; ic11-ic14 are the @2x variants of 16-256.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic13", 256),
    (b"ic08", 256),
    (b"ic14", 512),
    (b"ic09", 512),
)
BUNDLE_AIM_MB = 150  # the aim; reported, not enforced
BUNDLE_BUDGET_MB = 185  # fail above this: something big came in by accident
RUN_TIMEOUT_S = 300


def _read_constant(path: Path, name: str) -> str:
    """A string constant assigned at the top level of ``path``, read without importing it."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == name:
            return ast.literal_eval(node.value)
    raise SystemExit(f"{name} not found in {path}")


VERSION = _read_constant(ROOT / "continental_qt" / "__init__.py", "__version__")
APP_ID = _read_constant(ROOT / "continental_qt" / "app.py", "APP_ID")
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
ICON_ROOT = LINUX / "icons" / "hicolor"
ICON_SVG = ICON_ROOT / "scalable" / "apps" / f"{APP_ID}.svg"
ICON_ICO = PACKAGING / "windows" / "continental-qt.ico"
ICON_ICNS = PACKAGING / "macos" / "continental-qt.icns"


class Failed(Exception):
    """A build or check step failed; the message says why."""


def say(text: str) -> None:
    print(text, flush=True)


def run(cmd: list[str], *, cwd: Path | None = None, capture: bool = False, **kw) -> str:  # noqa: ANN003
    """Run ``cmd``; raise :class:`Failed` with its output if it fails."""
    say(f"   $ {' '.join(str(c) for c in cmd)}")
    result = subprocess.run(
        [str(c) for c in cmd],
        cwd=cwd,
        text=True,
        capture_output=capture,
        timeout=kw.pop("timeout", 1800),
        **kw,
    )
    if result.returncode != 0:
        detail = (result.stdout or "") + (result.stderr or "") if capture else ""
        raise Failed(f"{Path(cmd[0]).name} exited with {result.returncode}\n{detail}".rstrip())
    return result.stdout if capture else ""


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    data = path.read_bytes()[:24]
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise Failed(f"{path} is not a PNG")
    return struct.unpack(">II", data[16:24])


def icon_png(size: int) -> Path:
    return ICON_ROOT / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


# ------------------------------------------------------------------------------------ icons
def make_icons() -> None:
    """Write the SVG from ``icon_svg()``, render the PNGs from that file with QtSvg, and pack
    the Windows .ico and macOS .icns (PNG payloads) from the PNGs."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from continental_qt.ui.app_icon import icon_svg

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    ICON_SVG.parent.mkdir(parents=True, exist_ok=True)
    ICON_SVG.write_text(icon_svg(), encoding="utf-8")
    renderer = QSvgRenderer(str(ICON_SVG))
    if not renderer.isValid():
        raise Failed(f"{ICON_SVG} does not render")

    def render(size: int) -> bytes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        return bytes(data.data())

    pngs = {size: render(size) for size in sorted({*ICON_SIZES, *ICO_SIZES})}
    for size in ICON_SIZES:
        icon_png(size).parent.mkdir(parents=True, exist_ok=True)
        icon_png(size).write_bytes(pngs[size])
    ICON_ICO.parent.mkdir(parents=True, exist_ok=True)
    ICON_ICO.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    ICON_ICNS.parent.mkdir(parents=True, exist_ok=True)
    ICON_ICNS.write_bytes(icns_bytes(pngs))
    say(f"   wrote {ICON_SVG.relative_to(ROOT)}, {len(ICON_SIZES)} PNGs, .ico and .icns")


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (supported since Vista)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, payload = b"", b""
    for size, data in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG images."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


# ------------------------------------------------------------------------------------ check
def check_files() -> None:
    """Desktop file and metainfo validate; their ids, icon and version agree; icons current."""
    for tool, hint in (
        ("desktop-file-validate", "desktop-file-utils"),
        ("appstreamcli", "appstream"),
    ):
        if shutil.which(tool) is None:
            raise Failed(f"{tool} not found: install it (Debian/Ubuntu: apt-get install {hint})")
    say(run(["desktop-file-validate", DESKTOP], capture=True).strip() or "   desktop file: valid")
    out = run(["appstreamcli", "validate", "--no-net", "--explain", METAINFO], capture=True)
    say("   " + out.strip().replace("\n", "\n   "))
    desktop = DESKTOP.read_text(encoding="utf-8")
    icon = re.search(r"^Icon=(.*)$", desktop, re.M)
    if icon is None or icon.group(1) != APP_ID:
        raise Failed(f"{DESKTOP.name}: Icon= must be {APP_ID}")
    releases = ElementTree.parse(METAINFO).getroot().findall("./releases/release")
    if not releases or releases[0].get("version") != VERSION:
        newest = releases[0].get("version") if releases else None
        raise Failed(f"metainfo's newest release is {newest}, the package is {VERSION}")
    _check_icons()
    say(f"   ids, icon name and release {VERSION} agree; icons are current")


def _check_icons() -> None:
    sys.path.insert(0, str(ROOT))
    try:
        from continental_qt.ui.app_icon import icon_svg
    except ImportError as exc:  # no Qt in this Python: the tests compare the SVG instead
        say(f"   (icon source not compared: {exc})")
    else:
        if ICON_SVG.read_text(encoding="utf-8") != icon_svg():
            raise Failed(f"{ICON_SVG.name} is stale: run python packaging/build.py icons")
    for size in ICON_SIZES:
        if png_size(icon_png(size)) != (size, size):
            raise Failed(f"{icon_png(size)} is not {size}x{size}")
    for path in (ICON_ICO, ICON_ICNS):
        if not path.is_file():
            raise Failed(f"{path} is missing: run python packaging/build.py icons")


# ------------------------------------------------------------------------------------ wheel
def build_wheel() -> Path:
    """sdist and wheel into dist/, their contents checked; returns the wheel."""
    _need("build", "build")
    for old in DIST.glob(f"continental_qt-{VERSION}*"):
        old.unlink()
    run([sys.executable, "-m", "build", "--outdir", DIST, ROOT], capture=True)
    wheel = DIST / f"continental_qt-{VERSION}-py3-none-any.whl"
    sdist = DIST / f"continental_qt-{VERSION}.tar.gz"
    for path in (wheel, sdist):
        if not path.is_file():
            raise Failed(f"python -m build did not make {path.name}")
    check_wheel(wheel)
    check_sdist(sdist)
    return wheel


def expected_in_wheel() -> tuple[set[str], list[str]]:
    """Paths the wheel must hold (every module and data file of the package, the compiled
    translation of every .ts source) and warnings about what cannot be checked yet."""
    package = ROOT / "continental_qt"
    want = {
        path.relative_to(ROOT).as_posix()
        for path in package.rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        and path.suffix in (".py", ".qm", ".json", ".svg", ".png", ".rcc")
    }
    warnings = []
    sources = sorted((ROOT / "translations").glob("continental_*.ts"))
    if sources and not (package / "translations").is_dir():
        warnings.append(
            f"{len(sources)} .ts sources but no compiled translations in continental_qt/"
            "translations yet (python tools/i18n.py build)"
        )
    else:
        want |= {f"continental_qt/translations/{ts.stem}.qm" for ts in sources}
    return want, warnings


def check_wheel(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    want, warnings = expected_in_wheel()
    missing = sorted(want - names)
    if missing:
        raise Failed(f"{wheel.name} lacks {len(missing)} files: {', '.join(missing[:8])}")
    for warning in warnings:
        say(f"   WARNING: {warning}")
    qm = sorted(n for n in names if n.endswith(".qm"))
    sources = {ts.stem for ts in (ROOT / "translations").glob("*.ts")}
    stray = [n for n in qm if Path(n).stem not in sources]
    if stray:
        raise Failed(
            f"{wheel.name} carries compiled translations with no .ts source: {', '.join(stray)} "
            "(the pseudo-translation? delete it, or build from a clean clone)"
        )
    size = wheel.stat().st_size / 1e6
    say(f"   {wheel.name}: {len(names)} files, {size:.2f} MB, {len(qm)} compiled translations")


def check_sdist(sdist: Path) -> None:
    import tarfile

    top = f"continental_qt-{VERSION}/"
    with tarfile.open(sdist) as archive:
        names = {name.removeprefix(top) for name in archive.getnames()}
    want = {
        "pyproject.toml",
        "LICENSE",
        "README.md",
        "continental_qt/__init__.py",
        "tools/i18n.py",  # the tests load it, and benchmarks/ (pytest's pythonpath)
        "benchmarks/bench.py",
        DESKTOP.relative_to(ROOT).as_posix(),
        METAINFO.relative_to(ROOT).as_posix(),
        ICON_SVG.relative_to(ROOT).as_posix(),
        SPEC.relative_to(ROOT).as_posix(),
    }
    want |= {p.relative_to(ROOT).as_posix() for p in (ROOT / "translations").glob("*.ts")}
    missing = sorted(want - names)
    if missing:
        raise Failed(f"{sdist.name} lacks: {', '.join(missing)}")
    say(f"   {sdist.name}: {len(names)} entries, {sdist.stat().st_size / 1e6:.2f} MB")


def test_wheel(wheel: Path) -> None:
    """Install the wheel into a fresh virtualenv and run the installed command."""
    target = BUILD / "wheel-venv"
    shutil.rmtree(target, ignore_errors=True)
    say(f"   fresh virtualenv {target.relative_to(ROOT)}")
    venv.EnvBuilder(with_pip=True, clear=True).create(target)
    scripts = target / ("Scripts" if os.name == "nt" else "bin")
    python = scripts / ("python.exe" if os.name == "nt" else "python")
    run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", wheel])
    command = scripts / (NAME + (".exe" if os.name == "nt" else ""))
    check_program(command)


# ----------------------------------------------------------------------------------- bundle
def build_bundle() -> Path:
    """The PyInstaller one-folder bundle from the committed spec; returns its folder."""
    _need("PyInstaller", "pyinstaller")
    folder = DIST / NAME
    shutil.rmtree(folder, ignore_errors=True)
    run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
        + ["--distpath", DIST, "--workpath", BUILD / "pyinstaller", SPEC],
        capture=True,
    )
    size = folder_size(folder) / 1e6
    say(f"   {folder.relative_to(ROOT)}: {size:.1f} MB on disk (aim: under {BUNDLE_AIM_MB} MB)")
    if size > BUNDLE_BUDGET_MB:
        raise Failed(f"the bundle is {size:.0f} MB, over the {BUNDLE_BUDGET_MB} MB budget")
    if sys.platform.startswith("linux"):
        check_xcb_libraries(folder)
    program = folder / (NAME + (".exe" if os.name == "nt" else ""))
    check_program(program)
    return folder


# Libraries PyInstaller leaves to the system on purpose (PyInstaller/depend/dylib.py): the C
# library, the GL stack (it must match the machine's drivers) and libxcb itself, which every
# X11 desktop has. Everything else the xcb platform plugin needs travels in the bundle.
SYSTEM_LIBRARIES = re.compile(
    r"^(libc|libm|libdl|libpthread|librt|ld-linux[\w-]*|libE?(Open)?GLX?(ESv1_CM|ESv2)?"
    r"(dispatch)?|libxcb)\.so"
)


def check_xcb_libraries(folder: Path) -> None:
    """Every library the bundle's xcb platform plugin loads (``ldd``, with the bundle's
    library folder first, as its bootloader sets it) comes from the bundle, but those in
    :data:`SYSTEM_LIBRARIES`: a player's system need not have libxcb-cursor0 and the like.
    PyInstaller bundles them only if the build machine has them (.ci/run installs them)."""
    plugins = sorted(folder.rglob("platforms/libqxcb.so"))
    if not plugins:
        raise Failed("the bundle has no xcb platform plugin (platforms/libqxcb.so)")
    libraries = folder / "_internal" if (folder / "_internal").is_dir() else folder
    env = dict(os.environ, LD_LIBRARY_PATH=str(libraries))
    out = run(["ldd", plugins[0]], capture=True, env=env)
    outside = []
    for line in out.splitlines():
        name, arrow, where = line.strip().partition(" => ")
        if not arrow or SYSTEM_LIBRARIES.match(name):
            continue
        path = where.split(" (")[0].strip()
        if path == "not found" or not Path(path).resolve().is_relative_to(folder.resolve()):
            outside.append(f"{name} ({path})")
    if outside:
        raise Failed(
            "the xcb platform plugin would load these from the player's system; install "
            "them on the build machine so the bundle carries them: " + ", ".join(outside)
        )
    say("   xcb platform plugin: all it needs is in the bundle (but libc, GL and libxcb)")


def folder_size(folder: Path) -> int:
    """Bytes of the files under ``folder`` (symlinks not followed or counted)."""
    total = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
    return total


def check_program(program: Path) -> None:
    """``--version`` names this version and ``--self-test`` passes, run from a neutral folder
    so nothing is found through the working directory."""
    with tempfile.TemporaryDirectory(prefix="continental-run-") as cwd:
        version = run([program, "--version"], cwd=Path(cwd), capture=True, timeout=60).strip()
        if version != f"{NAME} {VERSION}":
            raise Failed(f"--version printed {version!r}, expected '{NAME} {VERSION}'")
        say(f"   --version: {version}")
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        report = run(
            [program, "--self-test"], cwd=Path(cwd), capture=True, timeout=RUN_TIMEOUT_S, env=env
        )
    lines = [line for line in report.splitlines() if line.strip()]
    if not lines:  # a windowed Windows build writes its report to a file
        path = Path(tempfile.gettempdir()) / "continental-qt-self-test.txt"
        lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    say("   " + "\n   ".join(lines))
    if not lines or not lines[-1].startswith("self-test passed"):
        raise Failed("--self-test did not pass")


def _need(module: str, package: str) -> None:
    try:
        __import__(module)
    except ImportError:
        raise Failed(
            f"{module} is not installed in {sys.executable}: pip install -e '.[package]' "
            f"(or pip install {package})"
        ) from None


# -------------------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", choices=("check", "wheel", "bundle", "all", "ci", "icons"))
    args = parser.parse_args(argv)
    steps: list[tuple[str, Callable[[], object]]] = {
        "icons": [("icons", make_icons)],
        "check": [("check", check_files)],
        "wheel": [("wheel", lambda: test_wheel(build_wheel()))],
        "bundle": [("bundle", build_bundle)],
    }.get(args.target) or [
        ("check", check_files),
        ("wheel", lambda: test_wheel(build_wheel())),
        ("bundle", build_bundle),
    ]
    say(f"== packaging {NAME} {VERSION} ({args.target}) with {sys.executable}")
    timings = []
    started = time.perf_counter()
    for name, step in steps:
        say(f"== {name}")
        t0 = time.perf_counter()
        try:
            step()
        except Failed as exc:
            say(f"ERROR in {name}: {exc}")
            return 1
        timings.append((name, time.perf_counter() - t0))
    total = time.perf_counter() - started
    summary = ", ".join(f"{name} {seconds:.0f} s" for name, seconds in timings)
    say(f"== packaging passed in {total:.0f} s ({summary})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
