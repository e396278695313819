"""The Statistics window on a seeded database: rows, filters, a player's charts (and
pyqtgraph loaded only then), PNG and CSV export, the empty and damaged cases; answers
after the window is deleted, a language change while querying, a full disk."""

from __future__ import annotations

import ast
import contextlib
import csv
import errno
import sqlite3
import subprocess
import sys
import textwrap
import threading
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog

from continental_qt.storage.records import GameRecord, RoundRecord
from continental_qt.storage.seats import Seat
from continental_qt.storage.stats import StatsStore
from continental_qt.ui import workers
from continental_qt.ui.stats import stats_model, stats_window
from continental_qt.ui.stats.stats_model import STATS_ROLE, PlayerStatsModel
from continental_qt.ui.stats.stats_window import StatsWindow

from ..lupdate import lupdate


def record(
    store: StatsStore,
    game_id: str,
    day: int,
    seats: list[tuple[str, str]],
    scores: list[tuple[int, ...]],
    preset: str = "may-i",
) -> None:
    """A finished game whose lowest total wins (highest for the single hand)."""
    totals = tuple(sum(s[i] for s in scores) for i in range(len(seats)))
    high = preset == "continental-15"
    best = max(totals) if high else min(totals)
    contracts = ["S3 S3", "S3 R4", "R4 R4"]
    store.record(
        GameRecord(
            preset_id=preset,
            rules_name="Continental (single hand)" if high else "May I? (seven hands)",
            seed=day,
            seats=tuple(Seat(n, k) for n, k in seats),
            rounds=tuple(
                RoundRecord(i + 1, "" if high else contracts[i % 3], s, s.index(min(s)))
                for i, s in enumerate(scores)
            ),
            totals=totals,
            winners=tuple(i for i, t in enumerate(totals) if t == best),
            finished=True,
            high_wins=high,
            played_at=f"2025-02-{day:02d}T20:00:00+00:00",
            game_id=game_id,
        )
    )


@pytest.fixture
def seeded(tmp_path: Path) -> StatsStore:
    store = StatsStore(tmp_path / "stats.sqlite3")
    trio = [("You", "human"), ("Bruno", "easy"), ("Dora", "hard")]
    for day in range(1, 9):
        a, b = day * 3 % 17, day * 5 % 23
        record(store, f"m{day}", day, trio, [(a, b, 10), (0, 20, a + b), (b, 0, 15)])
    record(store, "s1", 20, [("You", "human"), ("Carmen", "medium")], [(40, 10)],
           preset="continental-15")  # fmt: skip
    return store


def open_window(qtbot, store) -> StatsWindow:
    win = StatsWindow(store)
    qtbot.addWidget(win)
    win.resize(1200, 760)
    win.show()
    qtbot.waitExposed(win)
    wait_idle(qtbot, win)
    return win


def wait_idle(qtbot, win: StatsWindow) -> None:
    qtbot.waitUntil(lambda: not win.busy, timeout=10000)


def names_shown(win: StatsWindow) -> list[str]:
    proxy = win.proxy
    return [proxy.index(r, 0).data() for r in range(proxy.rowCount())]


def test_import_does_not_load_pyqtgraph():
    code = (
        "import sys, continental_qt.ui.stats.stats_window, continental_qt.ui.main_window;"
        "import continental_qt.ui.stats.stats_model;"
        "assert 'pyqtgraph' not in sys.modules, 'pyqtgraph imported'"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_rows_and_default_player(qtbot, seeded):
    win = open_window(qtbot, seeded)
    assert win.stack.currentIndex() == 1
    assert names_shown(win) == ["Bruno", "Carmen", "Dora", "You"]
    you = win.model.index(win.model.row_of("You"), 0).data(STATS_ROLE)
    assert (you.games, you.rounds) == (9, 25)
    # The human player is selected first and their charts are drawn.
    assert win._selected == "You"
    assert "You" in win.detail_title.text()
    assert win.charts is not None and "pyqtgraph" in sys.modules
    # Best and worst are blank across two rule sets.
    row = win.model.row_of("You")
    assert win.model.index(row, PlayerStatsModel.BEST).data() == "—"


def test_filters_change_rows(qtbot, seeded):
    win = open_window(qtbot, seeded)
    assert win.preset_combo.count() == 3  # All, single hand, May I?
    win.preset_combo.setCurrentIndex(win.preset_combo.findData("continental-15"))
    wait_idle(qtbot, win)
    assert names_shown(win) == ["Carmen", "You"]
    assert win.model.index(win.model.row_of("You"), PlayerStatsModel.BEST).data() == "40"
    win.preset_combo.setCurrentIndex(win.preset_combo.findData("may-i"))
    wait_idle(qtbot, win)
    assert names_shown(win) == ["Bruno", "Dora", "You"]
    assert [win.level_combo.itemData(i) for i in range(win.level_combo.count())] == [
        None, "easy", "hard", "medium",
    ]  # fmt: skip
    win.level_combo.setCurrentIndex(win.level_combo.findData("hard"))
    wait_idle(qtbot, win)
    assert names_shown(win) == ["Bruno", "You"]  # Dora never met another hard player
    win.level_combo.setCurrentIndex(win.level_combo.findData("medium"))
    wait_idle(qtbot, win)
    assert names_shown(win) == []
    assert win.status_label.text() == "No games match these filters."
    assert win.detail_title.text() == ""
    win.preset_combo.setCurrentIndex(0)
    wait_idle(qtbot, win)
    assert names_shown(win) == ["You"]
    assert win.status_label.text() == ""


def test_sorting_is_numeric(qtbot, seeded):
    win = open_window(qtbot, seeded)
    win.table.sortByColumn(PlayerStatsModel.GAMES, Qt.SortOrder.DescendingOrder)
    games = [
        int(win.proxy.index(r, PlayerStatsModel.GAMES).data()) for r in range(win.proxy.rowCount())
    ]
    assert games == sorted(games, reverse=True)
    assert games[0] == 9 and games[-1] == 1


def test_selecting_a_player_draws_their_charts(qtbot, seeded):
    win = open_window(qtbot, seeded)
    history = seeded.history("Dora")
    row = win.proxy.mapFromSource(win.model.index(win.model.row_of("Dora"), 0)).row()
    qtbot.mouseClick(
        win.table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=win.table.visualRect(win.proxy.index(row, 1)).center(),
    )
    wait_idle(qtbot, win)
    assert win._selected == "Dora"
    assert win.detail_title.text().startswith("Dora: 8 finished games")
    assert win.contract_table.rowCount() == 3
    assert win.contract_table.item(0, 0).text() == "Two sets of 3+"
    # The line of totals, then the non-winning and winning points.
    import pyqtgraph as pg

    curves = [i for i in win.charts.totals_plot.items if isinstance(i, pg.PlotDataItem)]
    assert list(curves[0].getData()[1]) == [h.total for h in history]
    stars = [i for i in win.charts.totals_plot.items if isinstance(i, pg.ScatterPlotItem)]
    assert sum(len(s.data) for s in stars) == len(history)
    bars = [i for i in win.charts.distribution_plot.items if isinstance(i, pg.BarGraphItem)]
    assert sum(bars[0].opts["height"]) == len(seeded.round_score_distribution("Dora"))
    from continental_qt.ui.stats.stats_charts import game_tip

    tip = game_tip(x=1, y=history[0].total, data=history[0])
    assert tip.startswith("Game 1, 2025-02-01\nMay I? (seven hands)\nTotal ")


def test_a_failing_query_is_reported(qtbot, seeded, monkeypatch):
    def broken(*_a):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(seeded, "player_summary", broken)
    win = open_window(qtbot, seeded)
    assert "could not be read: disk I/O error" in win.status_label.text()


def test_chart_png_export(qtbot, seeded, tmp_path, monkeypatch):
    win = open_window(qtbot, seeded)
    assert win.png_button.isEnabled()
    out = tmp_path / "chart"  # the suffix is added
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    qtbot.mouseClick(win.png_button, Qt.MouseButton.LeftButton)
    png = tmp_path / "chart.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage(str(png))
    assert image.width() > 300 and image.height() > 200
    assert "chart.png" in win.status_label.text()


def test_csv_export(qtbot, seeded, tmp_path, monkeypatch):
    win = open_window(qtbot, seeded)
    win.preset_combo.setCurrentIndex(win.preset_combo.findData("may-i"))
    wait_idle(qtbot, win)
    out = tmp_path / "stats.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    qtbot.mouseClick(win.csv_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, win)
    with out.open(encoding="utf-8", newline="") as f:
        table = list(csv.reader(f))
    assert table[0][:3] == ["name", "kinds", "games"]
    assert [r[0] for r in table[1:]] == ["Bruno", "Dora", "You"]
    assert "stats.csv" in win.status_label.text()


def test_cancelled_dialogs_write_nothing(qtbot, seeded, tmp_path, monkeypatch):
    win = open_window(qtbot, seeded)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    win.export_csv()
    assert win.export_chart_png() is False
    assert not win.busy and win.status_label.text() == ""


def test_empty_database(qtbot, tmp_path):
    win = open_window(qtbot, StatsStore(tmp_path / "empty.sqlite3"))
    assert win.stack.currentWidget() is win.empty_label
    assert win.empty_label.isVisible()
    assert "No games recorded yet" in win.empty_label.text()
    assert not win.csv_button.isEnabled() and not win.png_button.isEnabled()
    assert win.charts is None
    assert win.export_chart_png(tmp_path / "x.png") is False


def test_damaged_database_path_is_reported(qtbot, tmp_path):
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"\x00garbage" * 500)
    win = open_window(qtbot, path)
    assert "damaged" in win.status_label.text()
    assert "stats.sqlite3.damaged-" in win.status_label.text()
    assert win.stack.currentWidget() is win.empty_label
    assert len(list(tmp_path.glob("stats.sqlite3.damaged-*"))) == 1


def test_only_unfinished_games(qtbot, tmp_path):
    store = StatsStore(tmp_path / "s.db")
    store.record(
        GameRecord(
            "may-i",
            "May I? (seven hands)",
            1,
            (Seat("You", "human"), Seat("Bo", "easy")),
            (RoundRecord(1, "S3 S3", (0, 30), 0),),
            (0, 30),
            (),
            False,
            game_id="u",
        )  # fmt: skip
    )
    win = open_window(qtbot, store)
    assert names_shown(win) == ["Bo", "You"]
    assert win.model.index(win.model.row_of("You"), PlayerStatsModel.WIN_RATE).data() == "—"
    assert win.charts is not None  # drawn with a "no finished games" note


def test_model_contract(qtmodeltester, seeded):
    model = PlayerStatsModel()
    model.set_rows(seeded.player_summary(), {"You": "#29bf9b"})
    qtmodeltester.check(model)


@pytest.mark.parametrize(
    ("scores", "width", "bars"),
    [
        ([5], 1, 1),
        ([0, 0, 3], 1, 4),
        ([-14, 0, 7, 7], 1, 22),
        (list(range(0, 200, 3)), 10, 20),
        ([0, 1000], 50, 21),
    ],
)
def test_histogram_bins(scores, width, bars):
    from continental_qt.ui.stats.stats_charts import histogram

    edges, counts = histogram(scores)
    assert len(edges) == len(counts) + 1 == bars + 1
    assert all(b - a == width for a, b in zip(edges, edges[1:]))
    assert sum(counts) == len(scores)
    assert edges[0] <= min(scores) and max(scores) <= edges[-1]


def test_contract_labels():
    assert stats_model.contract_label("") == "Single hand"
    assert stats_model.contract_label("S3 R4") == "One set of 3+ and one run of 4+"
    assert stats_model.contract_label("weird") == "weird"


@pytest.mark.skipif(lupdate() is None, reason="pyside6-lupdate missing")
def test_lupdate_finds_every_string(tmp_path):
    ui = Path(stats_window.__file__).parent
    sources = [ui / "stats_window.py", ui / "stats_model.py", ui / "stats_charts.py"]
    literal = set()
    for source in sources:
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "translate":
                assert not node.keywords
                assert all(isinstance(a, ast.Constant) for a in node.args[:3])
                literal.add(node.args[1].value)
    ts = tmp_path / "stats.ts"
    subprocess.run([lupdate(), *map(str, sources), "-ts", str(ts)], check=True, capture_output=True)
    extracted = {m.findtext("source") for m in ET.parse(ts).getroot().iter("message")}
    assert len(literal) > 40
    assert literal - extracted == set()


@pytest.mark.parametrize(
    ("span", "step"), [(1, 1), (10, 1), (11, 2), (20, 2), (21, 5), (60, 10), (101, 20), (900, 100)]
)
def test_tick_steps_are_whole_and_few(span, step):
    from continental_qt.ui.stats.stats_charts import tick_step

    assert tick_step(span) == step


def test_csv_export_failure_is_reported(qtbot, seeded, tmp_path):
    win = open_window(qtbot, seeded)
    win.export_csv(tmp_path / "missing-folder" / "stats.csv")
    wait_idle(qtbot, win)
    assert win.status_label.text().startswith("Could not save “stats.csv”:")


def test_shown_again_reads_new_games(qtbot, seeded):
    win = open_window(qtbot, seeded)
    win.hide()
    record(seeded, "late", 25, [("Zoe", "human"), ("You", "human")], [(1, 2)])
    win.show()
    wait_idle(qtbot, win)
    assert "Zoe" in names_shown(win)


# ------------------------------------------------------------------ robustness
def gate(store: StatsStore, monkeypatch) -> tuple[threading.Event, threading.Event]:
    """Make the store's summary query wait in the worker until the returned gate is set;
    the first event tells that a query is waiting."""
    started, opened = threading.Event(), threading.Event()
    real = store.player_summary

    def slow(*args):
        started.set()
        opened.wait(10)
        return real(*args)

    monkeypatch.setattr(store, "player_summary", slow)
    return started, opened


def test_an_answer_after_the_window_is_deleted_is_dropped(qtbot, seeded, monkeypatch):
    started, opened = gate(seeded, monkeypatch)
    win = StatsWindow(seeded)
    win.show()
    qtbot.waitUntil(started.is_set)
    combo = win.preset_combo
    win.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(combo))
    opened.set()
    # An uncaught "Internal C++ object (QComboBox) already deleted" fails the test here.
    qtbot.waitUntil(lambda: workers.outstanding() == 0, timeout=10000)


LANGUAGE_CHANGE = """
import sys, tempfile, threading
from pathlib import Path

import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from continental_qt.ui.main_window import MainWindow

errors = []
sys.excepthook = lambda *exc: errors.append(exc)
app = QApplication([])
win = MainWindow(settings=None, data_dir=Path(tempfile.mkdtemp()))
win.show()


def until(condition):
    while not condition():
        app.processEvents()
        threading.Event().wait(0.005)


until(lambda: win.session.stats_store is not None)
store = win.session.stats_store
real = store.player_summary
started, opened = threading.Event(), threading.Event()


def slow(*args):  # a query that ends only once the GUI thread has run on
    started.set()
    opened.wait()
    return real(*args)


store.player_summary = slow
win.show_statistics()
old = win.stats_window
until(started.is_set)
win.set_language("de")  # the open window is rebuilt in German while its query runs
until(lambda: not shiboken6.isValid(old))
QTimer.singleShot(0, opened.set)  # fires only while the GUI thread is not waiting
until(opened.is_set)
new = win.stats_window
until(lambda: not new.busy)
win.session.close()
assert new.isVisible() and new.windowTitle() == "Statistik", new.windowTitle()
assert not errors, errors
print("ok")
"""


def test_changing_language_while_a_query_runs_does_not_hang():
    try:
        done = subprocess.run(
            [sys.executable, "-c", textwrap.dedent(LANGUAGE_CHANGE)],
            capture_output=True,
            text=True,
            timeout=60,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("the GUI thread waited for a statistics query: the app hung")
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-3000:]


def test_damage_found_by_a_query_is_reported_once(qtbot, tmp_path):
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    record(store, "g1", 1, [("You", "human"), ("Dora", "hard")], [(10, 20), (5, 0)])
    data = bytearray(path.read_bytes())
    at = data.find(b"Dora")
    data[at + 1] = 0xFF  # not UTF-8; SQLite's quick check does not notice
    path.write_bytes(bytes(data))
    store, problem = StatsStore.open(path)
    assert problem is None

    win = open_window(qtbot, store)
    [moved] = tmp_path.glob("stats.sqlite3.damaged-*")
    assert moved.read_bytes() == bytes(data)
    assert win.status_label.text() == (
        f"The statistics file is damaged. It was kept as “{moved.name}” and new statistics"
        " were started."
    )
    assert win.stack.currentWidget() is win.empty_label  # the fresh database
    assert store.take_problem() is None  # told once
    record(store, "g2", 2, [("You", "human"), ("Emil", "easy")], [(3, 9)])
    win.refresh()
    wait_idle(qtbot, win)
    assert names_shown(win) == ["Emil", "You"]
    assert win.detail_title.text().startswith("You: 1 finished game")


def full_disk_error(tmp_path: Path) -> sqlite3.Error:
    """The error SQLite gives when the disk fills up in the middle of recording."""
    store = StatsStore(tmp_path / "full.sqlite3")
    real = store._connect

    @contextlib.contextmanager
    def full():
        with real() as conn:
            pages = conn.execute("PRAGMA page_count").fetchone()[0]
            conn.execute(f"PRAGMA max_page_count = {pages}")
            yield conn

    store._connect = full
    seats = [(f"Player {i} " + "x" * 600, "human") for i in range(8)]
    with pytest.raises(sqlite3.Error) as caught:
        record(store, "big", 1, seats, [tuple(range(8))] * 5)
    return caught.value


def test_a_full_disk_is_named_when_recording(window, tmp_path):
    window.session.stats_failed(full_disk_error(tmp_path))
    assert window.statusBar().currentMessage() == (
        "The game could not be added to the statistics: the disk is full. The games recorded"
        " before are kept."
    )


def test_a_full_disk_is_named_when_exporting(qtbot, seeded, tmp_path, monkeypatch):
    def full(*_a):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(seeded, "export_csv", full)
    win = open_window(qtbot, seeded)
    win.export_csv(tmp_path / "stats.csv")
    wait_idle(qtbot, win)
    assert win.status_label.text() == "Could not save “stats.csv”: the disk is full."


def test_a_full_disk_is_named_when_reading(qtbot, seeded, tmp_path, monkeypatch):
    error = full_disk_error(tmp_path)

    def full(*_a):
        raise error

    monkeypatch.setattr(seeded, "player_summary", full)
    win = open_window(qtbot, seeded)
    assert win.status_label.text() == "The statistics could not be read: the disk is full."


# ------------------------------------------------------------ axes, colours, placeholder
def shown_ticks(plot, side: str) -> tuple[list[float], list[str]]:
    """The tick values and labels ``side``'s axis of ``plot`` draws for its current range."""
    axis = plot.getAxis(side)
    low, high = axis.range
    size = axis.width() if side in ("left", "right") else axis.geometry().width()
    levels = axis.tickValues(low, high, max(size, 200))
    values = sorted(v for _spacing, vs in levels for v in vs)
    spacing = levels[0][0] if levels else 1
    return values, axis.tickStrings(values, axis.scale, spacing)


def one_game_store(tmp_path: Path, finished: bool = True) -> StatsStore:
    store = StatsStore(tmp_path / "one.sqlite3")
    if finished:
        record(store, "g1", 1, [("You", "human"), ("Bo", "easy")], [(5, 30)])
    else:
        store.record(
            GameRecord(
                "may-i",
                "May I? (seven hands)",
                1,
                (Seat("You", "human"), Seat("Bo", "easy")),
                (RoundRecord(1, "S3 S3", (0, 30), 0),),
                (0, 30),
                (),
                False,
                game_id="u",
            )  # fmt: skip
        )
    return store


@pytest.mark.parametrize("finished", [True, False], ids=["one game", "no finished game"])
def test_win_rate_axis_reads_in_per_cent(qtbot, tmp_path, finished):
    win = open_window(qtbot, one_game_store(tmp_path, finished))
    plot = win.charts.win_rate_plot
    low, high = plot.viewRange()[1]
    assert low <= 0 and 100 <= high < 110  # not 0–1.0
    values, labels = shown_ticks(plot, "left")
    assert values == [0, 25, 50, 75, 100]
    assert labels == ["0", "25", "50", "75", "100"]
    if finished:
        [curve] = [i for i in plot.items if hasattr(i, "getData")]
        assert list(curve.getData()[1]) == [100.0]  # won its only game


@pytest.mark.parametrize("finished", [True, False], ids=["one game", "no finished game"])
def test_game_numbers_are_whole(qtbot, tmp_path, finished):
    win = open_window(qtbot, one_game_store(tmp_path, finished))
    for plot in (win.charts.totals_plot, win.charts.win_rate_plot):
        values, labels = shown_ticks(plot, "bottom")
        assert values, "no game numbers at all"
        assert all(v == int(v) and v >= 0 for v in values), values
        assert all(label.isdigit() for label in labels), labels
        if finished:
            assert values == [1]
    values, _ = shown_ticks(win.charts.distribution_plot, "left")  # a count of rounds
    assert values and all(v == int(v) for v in values), values


def test_player_colours_are_their_seat_colours(qtbot, seeded):
    from PySide6.QtGui import QColor

    from continental_qt.ui.table.table_items import seat_colour

    win = open_window(qtbot, seeded)
    # You sat in seat 0, Bruno in 1, Dora in 2; Carmen in 1 of her (only) game.
    for name, seat in (("You", 0), ("Bruno", 1), ("Dora", 2), ("Carmen", 1)):
        decoration = win.model.index(win.model.row_of(name), 0).data(Qt.ItemDataRole.DecorationRole)
        assert decoration == seat_colour(seat), name
    win.select_player("Dora")
    wait_idle(qtbot, win)
    import pyqtgraph as pg

    from continental_qt.ui.stats.stats_charts import BACKGROUND, LINE_CONTRAST
    from continental_qt.ui.table.table_items import contrast, ink_on

    # The seat's colour, darkened where it is faint on the charts' light paper.
    ink = QColor(ink_on(seat_colour(2), BACKGROUND))
    [curve] = [i for i in win.charts.totals_plot.items if isinstance(i, pg.PlotDataItem)]
    assert QColor(curve.opts["pen"].color()) == ink
    bars = [i for i in win.charts.distribution_plot.items if isinstance(i, pg.BarGraphItem)]
    assert QColor(bars[0].opts["brush"]).rgb() == ink.rgb()  # alpha aside
    assert contrast(ink, QColor(BACKGROUND)) >= LINE_CONTRAST


@pytest.mark.parametrize("seat", range(12))
def test_every_seat_colour_reads_on_the_charts_paper(qtbot, seat):
    """The lavender and aqua lines were faint on the light background: every player's
    line is drawn with at least 3:1 contrast there, in its own hue."""
    import pyqtgraph as pg
    from PySide6.QtGui import QColor

    from continental_qt.storage.stats import HistoryPoint
    from continental_qt.ui.stats.stats_charts import BACKGROUND, LINE_CONTRAST, PlayerCharts
    from continental_qt.ui.table.table_items import contrast, seat_colour

    charts = PlayerCharts()
    qtbot.addWidget(charts)
    history = [HistoryPoint("g", "2025-01-01T10:00:00+00:00", "may-i", "M", 20, True, False, 1.0)]
    charts.show_player("Ana", history, [5, 10], seat_colour(seat).name())
    [curve] = [i for i in charts.totals_plot.items if isinstance(i, pg.PlotDataItem)]
    ink = QColor(curve.opts["pen"].color())
    assert contrast(ink, QColor(BACKGROUND)) >= LINE_CONTRAST
    assert abs(ink.hslHue() - seat_colour(seat).hslHue()) <= 12


def test_all_rule_sets_never_average_lowest_and_highest_wins(qtbot, seeded):
    """You played may-i (lowest wins) and the single hand (highest wins): with "All rule
    sets" no average mixes them (175 and -13 made "81,0"); one rule set has one."""
    win = open_window(qtbot, seeded)
    row = win.model.row_of("You")
    cell = win.model.index(row, PlayerStatsModel.AVERAGE)
    assert cell.data() == "—"
    assert "choose one rule set" in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert win.model.index(win.model.row_of("Dora"), PlayerStatsModel.AVERAGE).data() != "—"
    # The totals line joins only games that win the same way.
    win.select_player("You")
    wait_idle(qtbot, win)
    import pyqtgraph as pg

    [curve] = [i for i in win.charts.totals_plot.items if isinstance(i, pg.PlotDataItem)]
    highs = [h.high_wins for h in seeded.history("You")]
    assert True in highs and False in highs
    joined = list(curve.opts["connect"])
    assert joined[:-1] == [a == b for a, b in zip(highs, highs[1:])]
    # Nor do their round scores go in one distribution.
    plot = win.charts.distribution_plot
    assert not [i for i in plot.items if isinstance(i, pg.BarGraphItem)]
    [note] = [i for i in plot.items if isinstance(i, pg.TextItem)]
    assert "choose one rule set" in note.toPlainText()
    assert seeded.win_directions("You") == {False, True}
    assert seeded.win_directions("You", preset="may-i") == {False}
    assert seeded.win_directions("Dora") == {False}


def test_a_placeholder_holds_the_chart_area_until_the_data_arrives(qtbot, seeded, monkeypatch):
    started, opened = threading.Event(), threading.Event()
    real = seeded.history

    def slow(*args):
        started.set()
        opened.wait(10)
        return real(*args)

    monkeypatch.setattr(seeded, "history", slow)
    win = StatsWindow(seeded)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(started.is_set)
    placeholder = win.chart_placeholder
    qtbot.waitUntil(placeholder.isVisible)
    assert placeholder.text() == "Loading…"
    assert win.charts is None or not win.charts.isVisible()
    # pyqtgraph is loaded once the placeholder is on screen, before the data comes; the
    # charts themselves are built with the data.
    qtbot.waitUntil(lambda: "pyqtgraph" in sys.modules)
    assert placeholder.isVisible() and win.charts is None
    opened.set()
    wait_idle(qtbot, win)
    assert win.charts.isVisible() and not placeholder.isVisible()
