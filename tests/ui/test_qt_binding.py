"""The Qt binding in use does not leak references to None.

PySide6 6.12.0 on Python 3.11 drops a reference to ``None`` on every call that
returns nothing; after a few thousand such calls (a few minutes of play) the
interpreter aborts with "deallocating None". ``pyproject.toml`` excludes that
release on Python < 3.12 (where None is not immortal); this test catches a
binding that brings the bug back.
"""

from __future__ import annotations

import gc
import sys

from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QLabel


def _none_refs() -> int:
    gc.collect()
    return sys.getrefcount(None)


def test_void_calls_keep_none_alive(qapp):
    label = QLabel()
    scene = QGraphicsScene()
    item = QGraphicsRectItem(0, 0, 10, 10)
    scene.addItem(item)
    before = _none_refs()
    for _ in range(500):
        label.setText("x")
        item.update()
        item.setPos(1, 1)
    assert abs(_none_refs() - before) < 50
