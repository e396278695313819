"""The main window's settings menus (View, and Edit's Allow undo): each choice applied at
once and kept in the settings file, plus the window's size and place."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QGuiApplication

from ..stats.score_table import style_splitter
from ..text_size import LARGER_TEXT, set_text_scale, text_scale
from .menu_table import ANIMATION_MS

if TYPE_CHECKING:
    from ..main_window import MainWindow

# Settings keys of the window's size, place and maximized state, and of the splitter.
GEOMETRY_KEY = "window/geometry"
SPLITTER_KEY = "window/splitter"


class WindowOptions:
    """The settings of ``window`` the menus change."""

    def __init__(self, window: MainWindow) -> None:
        self._w = window

    def set_four_colour(self, on: bool) -> None:
        w = self._w
        w.art.four_colour = on
        w._store("four_colour", on)
        w.table.scene_.update()

    def set_larger_cards(self, on: bool) -> None:
        self._w.table.set_larger_cards(on)
        self._w._store("larger_cards", on)

    @property
    def larger_text(self) -> bool:
        return text_scale() > 1.0

    def set_larger_text(self, on: bool) -> None:
        """The application's text at :data:`LARGER_TEXT` times the system's size (off: at
        the system's size); every open window lays itself out again, the table too."""
        set_text_scale(LARGER_TEXT if on else 1.0)
        self._w._store("larger_text", on)
        self._w.table.refresh(animate=False)  # the table's own text grows with it

    def set_high_contrast(self, on: bool) -> None:
        w = self._w
        w.art.high_contrast = on
        w._store("high_contrast", on)
        w.table.scene_.update()
        w.side.set_high_contrast(on)
        style_splitter(w.splitter, on)

    @property
    def animation(self) -> str:
        """The View → Animations choice now (``ANIMATION_MS``'s key)."""
        ms = self._w.table.anim_ms
        return next((k for k, v in ANIMATION_MS.items() if v == ms), "normal")

    def set_animation(self, key: str) -> None:
        self._w.table.anim_ms = ANIMATION_MS.get(key, 220)
        self._w._store("animation", key)

    def set_allow_undo(self, on: bool) -> None:
        self._w.undo_command.on = on
        self._w._store("allow_undo", on)
        self._w._update_buttons()

    def set_tutor(self, on: bool) -> None:
        self._w.coach.tutor.on = on
        self._w._store("tutor", on)

    def set_tutor_threshold(self, key: str) -> None:
        self._w.coach.tutor.threshold = float(key)
        self._w._store("tutor_threshold", key)

    def set_verbosity(self, key: str) -> None:
        self._w.announcer.verbosity = key
        self._w._store("verbosity", key)

    def set_ai_speed(self, key: str) -> None:
        self._w.session.ai_speed = key

    # ------------------------------------------------------------ size and place
    def restore_geometry(self) -> None:
        """The size, place, maximized state and splitter of the last session; the first
        time, most of the screen (a fixed size is too small on a large screen and too
        large on a small one)."""
        w = self._w
        geometry = w._setting(GEOMETRY_KEY, None)
        restored = isinstance(geometry, QByteArray) and w.restoreGeometry(geometry)
        screen = w.screen() or QGuiApplication.primaryScreen()
        if not restored and screen is not None:
            # 80% of the screen, but on a small one (a 1280x800 or 1366x768 laptop) nearly
            # all of it, leaving room for the window's frame.
            area = screen.availableGeometry()
            width = max(area.width() * 0.8, min(area.width() * 0.95, 1280))
            height = max(area.height() * 0.8, min(area.height() * 0.92, 800))
            w.resize(int(width), int(height))
            w.move(
                area.x() + (area.width() - w.width()) // 2,
                area.y() + (area.height() - w.height()) // 2,
            )
        elif not restored:
            w.resize(1280, 800)
        splitter = w._setting(SPLITTER_KEY, None)
        if isinstance(splitter, QByteArray) and splitter:
            w.splitter.restoreState(splitter)

    def save_geometry(self) -> None:
        w = self._w
        w._store(GEOMETRY_KEY, w.saveGeometry())
        w._store(SPLITTER_KEY, w.splitter.saveState())
