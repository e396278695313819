"""What a test of text sizes checks on a window: every visible label, button and tab whose
text does not fit its box, and every seat plate on the table whose text is cut short.

A label fits when each of its lines (each word, when it wraps) is no wider than its
contents and, wrapped, its text is no taller than it; a button, when it is at least as
large as its size hint (its text and the style's padding); a tab, when it is as wide as
its hint (a narrower tab elides). Every one of them must also lie inside its parent. A
seat plate fits when its name, level and status lines are no wider than the room its
paint gives them (the plate elides what is wider)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF, QTextDocument
from PySide6.QtWidgets import QAbstractButton, QLabel, QTabBar, QWidget

from continental_qt.ui.table.table_items import LabelItem, SeatPlate, font
from continental_qt.ui.table.table_layout import (
    CARD_ASPECT,
    PLATE_NAME_PX,
    PLATE_PAD,
    PLATE_SMALL_PX,
)

TAG = re.compile(r"<[a-zA-Z/!][^<>]*>")  # rich text, as Qt guesses it
SLACK = 1.0  # px: rounding between a measure and a layout


def _name(w: QWidget) -> str:
    return f"{type(w).__name__} {w.objectName()!r}"


def _shown(w: QWidget, top: QWidget) -> bool:
    """Shown in ``top``; Qt's own inner parts (``qt_…``) only when they are a tab bar."""
    inner = w.objectName().startswith("qt_") and not isinstance(w, QTabBar)
    return w.isVisibleTo(top) and not inner and w.width() > 0


def _plain(label: QLabel) -> str:
    text = label.text()
    if label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and TAG.search(text) is not None
    ):
        doc = QTextDocument()
        doc.setHtml(text)
        text = doc.toPlainText()
    if label.buddy() is not None:  # "&" marks the shortcut letter, "&&" shows one
        text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.replace("\u2029", "\n")


def _label_problem(label: QLabel) -> str | None:
    text = _plain(label)
    if not text.strip():
        return None
    fm = QFontMetricsF(label.font())
    room = label.contentsRect().width() - 2 * label.margin() - max(0, label.indent())
    pieces = text.split() if label.wordWrap() else text.split("\n")
    widest = max(pieces, key=fm.horizontalAdvance)
    if fm.horizontalAdvance(widest) > room + SLACK:
        return f"{widest!r} is {fm.horizontalAdvance(widest):.0f} px wide in {room} px"
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        if need > label.height() + SLACK:
            return f"{text!r} needs {need} px of height, has {label.height()}"
    else:
        need = fm.lineSpacing() * text.count("\n") + fm.height()
        if need > label.contentsRect().height() + SLACK:
            return f"{text!r} needs {need:.0f} px of height, has {label.contentsRect().height()}"
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    if not button.text():
        return None
    hint = button.sizeHint()
    if button.width() + SLACK < hint.width() or button.height() + SLACK < hint.height():
        return (
            f"{button.text()!r}: {button.width()}×{button.height()} px, "
            f"needs {hint.width()}×{hint.height()}"
        )
    return None


def _tab_problems(bar: QTabBar) -> list[str]:
    out = []
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        if bar.tabRect(i).width() + SLACK < bar.tabSizeHint(i).width():
            out.append(f"tab {bar.tabText(i)!r} is elided")
        if not bar.rect().contains(bar.tabRect(i)):
            out.append(f"tab {bar.tabText(i)!r} lies beyond the bar (scroll arrows)")
    return out


def widget_overflows(top: QWidget) -> list[str]:
    """Every visible label, button or tab bar of ``top`` whose text does not fit."""
    out = []
    for w in top.findChildren(QWidget):
        if not isinstance(w, QLabel | QAbstractButton | QTabBar) or not _shown(w, top):
            continue
        if isinstance(w, QLabel):
            problems = [_label_problem(w)]
        elif isinstance(w, QAbstractButton):
            problems = [_button_problem(w)]
        else:
            problems = _tab_problems(w)
        parent = w.parentWidget()
        if parent is not None and not parent.rect().contains(w.geometry()):
            problems.append(f"{w.geometry()} lies outside its parent's {parent.rect()}")
        out += [f"{_name(w)}: {p}" for p in problems if p]
    return out


def plate_overflows(plates: list[SeatPlate]) -> list[str]:
    """Every line of text the seat ``plates`` would elide, as their paint lays them out."""
    out = []
    for plate in plates:
        r = plate.qrect()
        h = r.height()
        fan = 0.0
        if plate.art is not None and plate.cards > 0 and plate.fan_w > 0:
            cw = int(h * 0.6 / CARD_ASPECT)
            fan = cw + cw * 0.25 * (min(plate.cards, 10) - 1) + PLATE_PAD + 4
        room = r.right() - (r.x() + PLATE_PAD + h * 0.56 + PLATE_PAD) - 6 - fan
        lines = (
            (plate.name, font(h * PLATE_NAME_PX, True)),
            (plate.level, font(h * PLATE_SMALL_PX)),
            (plate.status, font(h * PLATE_SMALL_PX)),
        )
        for text, line_font in lines:
            width = QFontMetricsF(line_font).horizontalAdvance(text)
            if width > room + SLACK:
                out.append(f"seat {plate.seat}: {text!r} is {width:.0f} px in {room:.0f} px")
    return out


def label_overflows(labels: list[LabelItem]) -> list[str]:
    """Every text box of the table (pile counts, the round line, owners' names, banners)
    whose words do not fit it: a word wider than the box, or more lines than it holds
    (where the box elides, that is text cut short)."""
    out = []
    for label in labels:
        if not label.isVisible() or not label.text:
            continue
        r = label.qrect()
        if label.background is not None:
            r = r.adjusted(10, 4, -10, -4)
        metrics = QFontMetricsF(font(label.px, label.bold))
        for word in label.text.split():
            width = metrics.horizontalAdvance(word)
            if width > r.width() + SLACK:
                out.append(f"label {label.text!r}: {word!r} is {width:.0f} px in {r.width():.0f}")
        flags = int(label.align) | int(Qt.TextFlag.TextWordWrap)
        height = metrics.boundingRect(r, flags, label.text).height()
        if height > r.height() + SLACK:
            out.append(
                f"label {label.text!r} needs {height:.0f} px of height, has {r.height():.0f}"
            )
    return out
