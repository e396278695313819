"""The size of the application's text: the platform's font (which follows the system's
font size) times the View → Larger text factor, and fonts relative to it for the few
labels that stand out (a title, the prompt line).

No widget sets a font in pixels or points of its own, nor a ``font-size`` in a style
sheet (those ignore the system's size and this option): a label that stands out takes
:func:`follow_font`, which keeps it a fixed ratio of the application font as it changes.
Called on the GUI thread only.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Slot
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

#: The View → Larger text option multiplies the system's font size by this.
LARGER_TEXT = 1.5

# The application's property holding the platform's own font, kept the first time the
# size is changed (the size to scale from, and to go back to).
_BASE = "continental_base_font"


def scaled(font: QFont, factor: float) -> QFont:
    """``font`` ``factor`` times as large (in points, or pixels for a pixel-sized font)."""
    out = QFont(font)
    if out.pointSizeF() > 0:
        out.setPointSizeF(out.pointSizeF() * factor)
    elif out.pixelSize() > 0:
        out.setPixelSize(max(1, round(out.pixelSize() * factor)))
    return out


def text_scale() -> float:
    """The factor the application's font has now over the platform's (1.0 until
    :func:`set_text_scale` changes it)."""
    app = QApplication.instance()
    base = app.property(_BASE) if app is not None else None
    if not isinstance(base, QFont) or base.pointSizeF() <= 0:
        return 1.0
    return round(QApplication.font().pointSizeF() / base.pointSizeF(), 3)


def set_text_scale(factor: float) -> None:
    """Make the application font ``factor`` times the platform's, and lay every open
    window out again with it (windows opened later take it by themselves). At 1.0 on a
    first call nothing is touched, so the font keeps following the platform's."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    base = app.property(_BASE)
    if not isinstance(base, QFont):
        if factor == 1.0:
            return
        base = QFont(QApplication.font())
        app.setProperty(_BASE, base)
    QApplication.setFont(scaled(base, factor))
    # Qt tells the open windows itself only once the event loop runs, and then later and
    # not the widgets under a style sheet (they keep the font it resolved for them): tell
    # every widget now, so that all re-lay out before this returns.
    change = QEvent(QEvent.Type.ApplicationFontChange)
    for widget in QApplication.allWidgets():
        QApplication.sendEvent(widget, change)


class _FontFollower(QObject):
    """Keeps its parent widget's font ``factor`` times the application font."""

    def __init__(self, widget: QWidget, factor: float, bold: bool) -> None:
        super().__init__(widget)
        self.setObjectName("font_follower")
        self._widget = widget
        self.set(factor, bold)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.fontChanged.connect(self.apply)

    def set(self, factor: float, bold: bool) -> None:
        self._factor, self._bold = factor, bold
        self.apply(QApplication.font())

    @Slot(QFont)
    def apply(self, app_font: QFont) -> None:
        font = scaled(app_font, self._factor)
        font.setBold(self._bold)
        self._widget.setFont(font)


def follow_font(widget: QWidget, factor: float = 1.0, bold: bool = False) -> None:
    """Give ``widget`` the application font times ``factor`` (bold if ``bold``), now and
    whenever the application font changes; a later call replaces the earlier one."""
    follower = widget.findChild(_FontFollower, "font_follower")
    if follower is not None and follower.parent() is widget:
        follower.set(factor, bold)
    else:
        _FontFollower(widget, factor, bold)
