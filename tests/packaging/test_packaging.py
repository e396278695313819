"""What can be checked about packaging without building anything: the spec's data files exist,
the desktop file, metainfo, icons and manifests agree with the package's id and version, and
``--self-test`` passes from source."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from continental_qt import __version__
from continental_qt.app import APP_ID

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
SPEC = PACKAGING / "pyinstaller" / "continental-qt.spec"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
ICONS = LINUX / "icons" / "hicolor"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def spec_literal(name: str):  # noqa: ANN201
    """A literal assigned at the top of the PyInstaller spec (read, never executed)."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == name:
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not a literal in {SPEC.name}")


def load_build_script():  # noqa: ANN201
    spec = importlib.util.spec_from_file_location("packaging_build", PACKAGING / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", data[16:24])


# ----------------------------------------------------------------------------- the spec
def test_spec_data_files_exist():
    data_files = spec_literal("DATA_FILES")
    assert data_files
    for pattern, folder in data_files:
        assert sorted(ROOT.glob(pattern)), f"the spec bundles {pattern!r}, which matches nothing"
        assert not Path(folder).is_absolute()


def test_spec_bundles_every_compiled_translation():
    patterns = [pattern for pattern, _folder in spec_literal("DATA_FILES")]
    qm_files = sorted((ROOT / "continental_qt" / "translations").glob("*.qm"))
    for qm in qm_files:
        rel = qm.relative_to(ROOT)
        assert any(rel.match(pattern) for pattern in patterns), f"{rel} is not bundled"


def test_spec_icons_exist_and_version_is_not_written_there():
    for name in ("ICON_WINDOWS", "ICON_MACOS"):
        assert (ROOT / spec_literal(name)).is_file()
    assert spec_literal("APP_ID") == APP_ID
    text = SPEC.read_text(encoding="utf-8")
    assert __version__ not in text  # read from continental_qt/__init__.py at build time


def test_spec_keeps_the_qt_modules_the_app_needs():
    excluded = set(spec_literal("EXCLUDED_MODULES"))
    # pyqtgraph's curves import QtOpenGL and QtOpenGLWidgets outright.
    needed = {"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtOpenGL", "QtOpenGLWidgets"}
    assert not {f"PySide6.{m}" for m in needed} & excluded
    assert {"pydoc", "sqlite3", "numpy", "pyqtgraph"}.isdisjoint(excluded)
    assert "/plugins/platforms/libqoffscreen" not in spec_literal("EXCLUDED_QT_PATHS")


# ----------------------------------------------------------------- desktop integration
def test_desktop_file_has_the_required_keys():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Continental"
    assert entry["Comment"]
    assert entry["Exec"].split()[0] == "continental-qt"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    categories = entry["Categories"].split(";")
    assert {"Game", "CardGame"} <= set(categories) and entry["Categories"].endswith(";")


def test_gui_command_matches_the_desktop_file():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'continental-qt = "continental_qt.app:main"' in text


def test_icon_files_are_named_for_the_desktop_files_icon():
    icon = desktop_entry()["Icon"]
    assert (ICONS / "scalable" / "apps" / f"{icon}.svg").is_file()
    for size in PNG_SIZES:
        path = ICONS / f"{size}x{size}" / "apps" / f"{icon}.png"
        assert png_size(path) == (size, size)


def test_committed_icon_is_the_generated_one():
    from continental_qt.ui.app_icon import icon_svg

    svg = ICONS / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg.read_text(encoding="utf-8") == icon_svg(), "run python packaging/build.py icons"
    ElementTree.fromstring(icon_svg())  # well-formed XML


def test_windows_and_macos_icons_hold_the_usual_sizes():
    ico = (PACKAGING / "windows" / "continental-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1)
    sides = [ico[6 + 16 * i] or 256 for i in range(count)]
    assert sides == [16, 24, 32, 48, 64, 128, 256]
    icns = (PACKAGING / "macos" / "continental-qt.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_metainfo_is_well_formed_and_agrees_with_the_package():
    root = ElementTree.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name
    assert root.findtext("icon") == desktop_entry()["Icon"]
    assert root.findtext("name") and root.findtext("summary")
    assert root.find("description/p") is not None
    assert root.find("content_rating").get("type").startswith("oars-")
    assert {c.text for c in root.findall("categories/category")} >= {"Game", "CardGame"}
    assert root.findtext("provides/binary") == desktop_entry()["Exec"].split()[0]


def test_metainfo_release_is_the_package_version():
    releases = ElementTree.parse(METAINFO).getroot().findall("releases/release")
    assert releases, "the metainfo lists no release"
    assert releases[0].get("version") == __version__, "newest <release> must be __version__"


def test_metainfo_screenshots_are_committed():
    root = ElementTree.parse(METAINFO).getroot()
    images = root.findall("screenshots/screenshot/image")
    assert images
    for image in images:
        # The URL points at this repository's copy (packaging/README.md, "Screenshots").
        rel = image.text.split("/main/", 1)[1]
        path = ROOT / rel
        assert png_size(path) == (int(image.get("width")), int(image.get("height")))


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_desktop_file_validates():
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream")
def test_metainfo_validates():
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr


# ------------------------------------------------------------------ manifests, scripts
def test_flatpak_manifest_uses_the_same_id_and_files():
    text = (PACKAGING / "flatpak" / f"{APP_ID}.yml").read_text(encoding="utf-8")
    assert f"id: {APP_ID}\n" in text
    assert "command: continental-qt\n" in text
    assert __version__ not in text  # the version lives in continental_qt/__init__.py


def test_inno_setup_script_reads_the_version_from_the_bundle():
    text = (PACKAGING / "windows" / "continental-qt.iss").read_text(encoding="utf-8")
    assert 'GetStringFileInfo(SourceDir + "\\" + AppExe, "ProductVersion")' in text
    assert "dist\\continental-qt" in text
    assert __version__ not in text


def test_build_script_reads_the_same_version_and_id():
    build = load_build_script()
    assert (build.VERSION, build.APP_ID) == (__version__, APP_ID)


def test_wheel_must_carry_a_compiled_translation_for_each_source():
    want, warnings = load_build_script().expected_in_wheel()
    assert "continental_qt/ui/self_test.py" in want
    sources = sorted((ROOT / "translations").glob("continental_*.ts"))
    if (ROOT / "continental_qt" / "translations").is_dir():
        assert not warnings
        assert {f"continental_qt/translations/{ts.stem}.qm" for ts in sources} <= want


# ----------------------------------------------------------------- version, self-test
def test_about_box_shows_the_version(qtbot, monkeypatch, tmp_path):
    from continental_qt.ui import main_window

    shown = []
    monkeypatch.setattr(main_window.QMessageBox, "about", lambda *args: shown.append(args))
    window = main_window.MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.dialogs.about()
    window.session.close()
    assert shown and f"Continental {__version__}" in shown[0][2]


def test_self_test_passes_from_source(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # it forces offscreen
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    result = subprocess.run(
        [sys.executable, "-m", "continental_qt", "--self-test"],
        cwd=tmp_path,  # nothing may be found through the working directory
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == f"continental-qt {__version__} self-test"
    assert lines[-1].startswith("self-test passed")
    for check in ("platform", "window", "game", "save/load", "card art", "chart"):
        assert any(line.startswith(f"  ok   {check}:") for line in lines), check


def test_self_test_reports_a_failure_with_its_reason(monkeypatch):
    import io

    from continental_qt.ui import self_test

    def broken(_run) -> str:  # noqa: ANN001
        raise self_test.SelfTestFailed("the card art is missing")

    monkeypatch.setattr(self_test, "CHECKS", (("card art", broken),))
    out = io.StringIO()
    assert self_test.run(out) == 1
    assert out.getvalue().splitlines()[-1] == (
        "self-test FAILED: card art: the card art is missing"
    )


def test_the_bundle_check_refuses_an_xcb_library_taken_from_the_system(tmp_path, monkeypatch):
    """build.py fails a bundle whose xcb platform plugin would load libxcb-cursor (or any
    library but libc, GL and libxcb) from the player's system, or not find it."""
    build = load_build_script()
    bundle = tmp_path / "continental-qt"
    plugins = bundle / "_internal" / "PySide6" / "Qt" / "plugins" / "platforms"
    plugins.mkdir(parents=True)
    (plugins / "libqxcb.so").write_bytes(b"")
    inside = bundle / "_internal"
    lines = [
        f"\tlibxcb-icccm.so.4 => {inside}/libxcb-icccm.so.4 (0x1)",
        "\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x2)",
        "\tlibGL.so.1 => /lib/x86_64-linux-gnu/libGL.so.1 (0x3)",
        "\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x4)",
        "\t/lib64/ld-linux-x86-64.so.2 (0x5)",
    ]
    ldd = {"out": "\n".join(lines)}
    monkeypatch.setattr(build, "run", lambda *_a, **_k: ldd["out"])
    build.check_xcb_libraries(bundle)  # all in the bundle, or left to the system on purpose
    for extra in (
        "\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x6)",
        "\tlibxcb-cursor.so.0 => not found",
    ):
        ldd["out"] = "\n".join([*lines, extra])
        with pytest.raises(build.Failed, match="libxcb-cursor.so.0"):
            build.check_xcb_libraries(bundle)
