"""Cyclic garbage is collected on the GUI thread only.

Trap: Python's automatic collector runs in whichever thread happens to allocate when a
threshold is crossed. Our worker threads (``run_async`` tasks, the autosave writer, the
AI worker's receiver) allocate all the time, so a cycle that holds a Qt object (a chart
item and its label, a closure over a widget) would be destroyed off the GUI thread, which
Qt does not allow: the process crashes later, somewhere unrelated. So the automatic
collector is switched off and this object runs the same generational collections from a
timer on the GUI thread, when the counts pass the same thresholds (what pyqtgraph's
``GarbageCollector`` does for the same reason).

Reference counting is unaffected: non-cyclic garbage is still freed at once, in the thread
that drops the last reference; a worker must therefore not hold the last reference to a Qt
object (``run_async`` hands a task's function back to the GUI thread to be released).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the GUI thread checks the collector's counts.
INTERVAL_MS = 100

_collector: GuiThreadCollector | None = None


class GuiThreadCollector(QObject):
    """Runs ``gc.collect(generation)`` on the GUI thread when the counts say Python would
    have; see the module docstring."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(INTERVAL_MS)
        gc.disable()

    def check(self) -> None:
        """Collect what the automatic collector would collect now (:func:`collect_due`)."""
        collect_due(self.thresholds)


def collect_due(thresholds: tuple[int, ...] | None = None) -> None:
    """Collect the oldest generation whose count is over its threshold (the younger ones
    with it), as the automatic collector would; ``thresholds`` default to the collector's.
    Cheap when nothing is due: a full collection of a Qt application's heap is not."""
    limits = thresholds or gc.get_threshold()
    counts = gc.get_count()
    for generation in (2, 1, 0):
        if counts[generation] > limits[generation]:
            gc.collect(generation)
            return


def collect_on_gui_thread() -> None:
    """Switch the automatic collector off for good and collect from the GUI thread instead.
    Call on the GUI thread once a QCoreApplication exists; later calls do nothing."""
    global _collector
    app = QCoreApplication.instance()
    if _collector is not None or app is None:
        return
    _collector = GuiThreadCollector(app)
