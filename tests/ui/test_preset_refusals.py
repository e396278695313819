"""Damaged and hostile preset files: every refusal in the rules editor is a plain sentence
about the file (no key name, no system error text, no "?" for a missing detail), and the
file is left as it was."""

from __future__ import annotations

import errno
import json
import os
import random
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QLabel, QPushButton

from continental_qt.engine.presets import get_preset, with_house_rule
from continental_qt.storage import custom_presets as cp
from continental_qt.storage.custom_presets import PresetError
from continental_qt.ui.dialogs import rules_editor as editor_module
from continental_qt.ui.dialogs.rules_editor import RulesEditorDialog, preset_problem_text

from ..damage import assert_plain_sentence, cut_and_flipped, entry_damage, key_paths, replaced

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def _base(preset: str) -> dict:
    rules = get_preset(preset)
    if preset == "may-i":
        rules = with_house_rule(rules, "deuces_wild")
    return json.loads(cp.encode_preset("Ours", rules))


def _keys(node) -> set[str]:  # noqa: ANN001
    if isinstance(node, dict):
        return set(node) | {k for v in node.values() for k in _keys(v)}
    if isinstance(node, list):
        return {k for v in node for k in _keys(v)}
    return set()


KEYS = _keys(_base("may-i")) | _keys(_base("continental-15"))


def assert_clean(text: str, what: str) -> None:
    """A sentence a player can read: no placeholder, no key, no system error text."""
    assert_plain_sentence(
        text,
        what,
        KEYS,
        (
            "That is not allowed (",  # texts' unknown-code fallback
            "cannot be played.",  # ours
        ),
    )


# ------------------------------------------------------------------- damaged variants
WRONG_VALUES = [
    None, 0, -1, -(2**70), 2**70, 1.5, float("1e308"), "x", "", "_a_b_", [], {}, [1, 2],
    {"a": 1}, True, False, "é" * 500, [None], [[]], [{}], {"format": 1},
]  # fmt: skip


def _encode(doc) -> bytes:  # noqa: ANN001
    return json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")


def _variants(doc: dict, rng: random.Random) -> Iterator[tuple[str, bytes]]:
    """(label, bytes) of damaged versions of the preset document ``doc``."""
    good = _encode(doc)
    yield from cut_and_flipped(good, rng, cuts=60, flips=120)
    numbers = (-1, -(10**9), 10**9, 2**63)
    yield from entry_damage(doc, key_paths(doc), _encode, rng, WRONG_VALUES, 6, numbers)
    for version in (0, -1, 2, 99, 2**64, "1", 1.0, True, None):
        yield f"version {version!r}", _encode(replaced(doc, ("version",), version))
        yield (
            f"rules version {version!r}",
            _encode(replaced(doc, ("rules", "format_version"), version)),
        )
    for name in ("a/b", "con", ".hidden", "x" * 41, "   ", "Why?", "tab\there"):
        yield f"name {name!r}", _encode(replaced(doc, ("name",), name))
    yield "a saved game", _encode({**doc, "format": "continental-save"})
    yield (
        "nine players, one deck",
        _encode(
            replaced(doc, ("rules", "deck_table"), [{"max_players": 12, "decks": 1, "jokers": 0}])
        ),
    )
    yield "empty", b""
    yield "utf-16", good.decode().encode("utf-16")
    yield "deep", b"[" * 50_000 + b"]" * 50_000
    yield "array", b"[]"
    yield "far too large", b" " * (cp.MAX_PRESET_BYTES + 1)


@pytest.mark.parametrize("preset", ["may-i", "continental-15"])
def test_every_damaged_preset_is_refused_in_plain_words_and_left_untouched(tmp_path, preset):
    path = tmp_path / "shared.json"
    count = refused = 0
    reasons: set[str] = set()
    for label, data in _variants(_base(preset), random.Random(15)):
        path.write_bytes(data)
        try:
            cp.load_preset_file(path)
        except PresetError as exc:
            refused += 1
            reasons.add(exc.reason)
            assert_clean(preset_problem_text(exc), label)
        assert path.read_bytes() == data, label
        count += 1
    assert count >= 500
    assert refused >= 0.7 * count
    expected = {"preset_not_json", "preset_bad_entry", "preset_wrong_format", "newer_format"}
    expected |= {"wrong_type", "missing_field", "unknown_fields", "out_of_range", "wrong_format"}
    expected |= {"preset_name_bad_chars", "preset_name_too_long", "preset_too_large"}
    assert expected <= reasons


@pytest.mark.parametrize(
    ("label", "make"),
    [
        pytest.param("a folder", lambda p: p.mkdir(), id="folder"),
        pytest.param("a pipe", os.mkfifo, id="fifo", marks=needs_fifo),
        pytest.param("a device", lambda p: p.symlink_to(os.devnull), id="device"),
    ],
)
def test_a_file_that_is_no_regular_file_is_refused_in_plain_words(tmp_path, label, make):
    path = tmp_path / "shared.json"
    make(path)
    with pytest.raises(PresetError) as info:
        cp.load_preset_file(path)  # a pipe used to wait for a writer here
    text = preset_problem_text(info.value)
    assert_clean(text, label)
    assert "not a regular file" in text


def test_system_errors_are_named_without_the_systems_words(tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    with pytest.raises(PresetError) as read:
        cp.load_preset_file(blocker / "shared.json")  # ENOTDIR
    folder = tmp_path / "taken.json"
    folder.mkdir()
    with pytest.raises(PresetError) as written:
        cp.export_preset(folder, "Ours", get_preset("may-i"))  # EISDIR
    cases = [
        (read.value, "The file could not be read: the file or its folder does not exist."),
        (written.value, "The file could not be written: it is a folder, not a file."),
    ]
    for error, sentence in cases:
        text = preset_problem_text(error)
        assert_clean(text, error.reason)
        assert text == sentence
        for number in (errno.ENOTDIR, errno.EISDIR):
            assert os.strerror(number) not in text


# --------------------------------------------------------------------- in the editor
def test_the_import_refusal_in_the_editor_is_plain(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CONTINENTAL_CONFIG_DIR", str(tmp_path / "config"))
    bad = tmp_path / "bad.json"
    monkeypatch.setattr(
        editor_module.QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(bad), ""))
    )
    dlg = RulesEditorDialog(get_preset("may-i"))
    qtbot.addWidget(dlg)
    doc = _base("may-i")
    cases = {
        "version": replaced(doc, ("version",), "1"),
        "rules type": replaced(doc, ("rules", "may_i"), "yes"),
        "rules missing": {k: v for k, v in doc.items() if k != "rules"},
        "name": replaced(doc, ("name",), "a/b"),
        "rules version": replaced(doc, ("rules", "format_version"), 0),
    }
    for label, case in cases.items():
        bad.write_bytes(_encode(case))
        dlg.findChild(QPushButton, "import_button").click()
        status = dlg.findChild(QLabel, "status_label").text()
        prefix = "bad.json was not imported. "
        assert status.startswith(prefix), (label, status)
        assert_clean(status.removeprefix(prefix), label)
    assert cp.list_presets() == []
