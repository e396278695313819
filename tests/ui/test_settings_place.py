"""Settings live in the config folder; the window comes back where it was left."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication

from continental_qt.ui.main_window import MainWindow
from continental_qt.ui.startup import settings_path

UI = Path(__file__).resolve().parent

# Plays a game against the computer with settings on, changes every kind of setting,
# saves a game through the file dialog (so it lands in the recent files and Qt's own
# dialog settings are written), then quits.
PLAY_CHILD = r"""
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog

import continental_qt.app as app_module

saves = Path(sys.argv[1])
QFileDialog.getSaveFileName = staticmethod(lambda *a, **k: (str(saves / "mine"), ""))
build = app_module.build_main_window


def build_and_quit(args=None, crash=None):
    window = build(args, crash)

    def play():
        state = window.session.controller.state
        if state is None or not window.log_model.rowCount():
            QTimer.singleShot(20, play)
            return
        window.set_language("de")
        for act in window.findChildren(QAction):
            if act.text().replace("&", "") in ("Vierfarbiges Blatt", "Four-colour deck"):
                act.trigger()
        window.splitter.setSizes([700, 400])
        window.files.save_dialog()
        window.session.saved.connect(lambda _path: QTimer.singleShot(0, window.close))

    QTimer.singleShot(0, play)
    return window


app_module.build_main_window = build_and_quit
code = app_module.main(sys.argv[2:])
print("MAIN RETURNED", code, flush=True)
sys.exit(code)
"""


def _files(root: Path) -> list[Path]:
    return sorted(p.relative_to(root) for p in root.rglob("*") if p.is_file())


def test_nothing_is_written_outside_the_data_and_config_folders(tmp_path):
    home, data, config, saves = (tmp_path / n for n in ("home", "data", "config", "saves"))
    for folder in (home, saves):
        folder.mkdir()
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("XDG_") and k not in ("HOME", "CONTINENTAL_DATA_DIR")
    }
    env.update(
        HOME=str(home),
        QT_QPA_PLATFORM="offscreen",
        CONTINENTAL_DATA_DIR=str(data),
        CONTINENTAL_CONFIG_DIR=str(config),
    )
    args = ["--preset", "may-i", "--seats", "You:human,Bruno:easy", "--seed", "3"]
    done = subprocess.run(
        [sys.executable, "-c", PLAY_CHILD, str(saves), *args, "--speed", "instant"],
        cwd=UI.parents[1],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "MAIN RETURNED 0" in done.stdout, done.stderr
    assert _files(home) == []
    written = config / "continental-qt.conf"
    assert written.is_file(), _files(config)
    settings = QSettings(str(written), QSettings.Format.IniFormat)
    assert settings.value("language") == "de"
    assert settings.value("four_colour") in (True, "true")
    assert settings.value("recent_files") in (
        str(saves / "mine.continental"),
        [str(saves / "mine.continental")],
    )
    assert settings.value("window/geometry") is not None
    assert (saves / "mine.continental").is_file()
    assert (data / "autosave").is_dir()


def test_settings_file_follows_the_config_variable(tmp_path, monkeypatch):
    monkeypatch.setenv("CONTINENTAL_CONFIG_DIR", str(tmp_path / "cfg"))
    assert settings_path() == tmp_path / "cfg" / "continental-qt.conf"


def _window(qtbot, tmp_path, settings):
    win = MainWindow(settings=settings, data_dir=tmp_path / "data")
    qtbot.addWidget(win)
    return win


def test_first_start_fills_most_of_the_screen(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.conf"), QSettings.Format.IniFormat)
    win = _window(qtbot, tmp_path, settings)
    area = (win.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    assert area.width() * 0.8 - 1 <= win.width() < area.width()
    assert area.height() * 0.8 - 1 <= win.height() < area.height()
    assert area.contains(win.geometry())
    assert (win.width(), win.height()) != (1280, 800)
    win.session.close()


def test_size_place_and_splitter_come_back(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.conf"), QSettings.Format.IniFormat)
    first = _window(qtbot, tmp_path, settings)
    first.show()
    qtbot.waitExposed(first)
    first.setGeometry(
        20, 30, 864, 560
    )  # the offscreen screen: 800x800; the window is 864 wide at least
    first.splitter.setSizes([420, 280])
    sizes = first.splitter.sizes()
    first.close()
    settings.sync()

    again = QSettings(str(tmp_path / "s.conf"), QSettings.Format.IniFormat)
    second = _window(qtbot, tmp_path, again)
    second.show()
    qtbot.waitExposed(second)
    assert second.height() == 560
    assert second.geometry().y() == 30
    assert second.splitter.sizes() == sizes
    second.close()


def test_maximized_comes_back(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.conf"), QSettings.Format.IniFormat)
    first = _window(qtbot, tmp_path, settings)
    first.showMaximized()
    qtbot.waitExposed(first)
    qtbot.waitUntil(first.isMaximized)
    first.close()
    settings.sync()

    second = _window(qtbot, tmp_path, QSettings(str(tmp_path / "s.conf"), settings.format()))
    second.show()
    qtbot.waitExposed(second)
    assert second.isMaximized()
    second.close()


def test_no_settings_writes_no_settings(qtbot, tmp_path):
    win = _window(qtbot, tmp_path, None)
    win.show()
    qtbot.waitExposed(win)
    win.set_language(None)
    win.close()
    assert not any(tmp_path.rglob("*.conf"))
