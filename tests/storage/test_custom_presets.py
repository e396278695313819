"""Custom rule presets: save/list/load/rename/delete/export/import, and hostile files."""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path

import pytest

from continental_qt.engine.presets import all_presets, get_preset, with_house_rule
from continental_qt.engine.rules import RuleSet
from continental_qt.storage import custom_presets as cp
from continental_qt.storage.custom_presets import PresetError
from continental_qt.storage.paths import config_dir, presets_dir


@pytest.fixture
def folder(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("CONTINENTAL_CONFIG_DIR", str(tmp_path / "config"))
    return presets_dir()


def _doc(rules: RuleSet | None = None, name: str = "Ours") -> dict:
    return json.loads(cp.encode_preset(name, rules or get_preset("may-i")))


def _write(path: Path, doc) -> bytes:
    data = doc if isinstance(doc, bytes) else json.dumps(doc).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return data


def test_folder_follows_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("CONTINENTAL_CONFIG_DIR", str(tmp_path))
    assert config_dir() == tmp_path
    assert presets_dir() == tmp_path / "presets"
    monkeypatch.delenv("CONTINENTAL_CONFIG_DIR")
    assert config_dir().name == "continental-qt"


@pytest.mark.parametrize("rules", all_presets(), ids=lambda r: r.id)
def test_every_preset_round_trips(folder, rules):
    saved = cp.save_preset("Ours", rules)
    assert saved.id == "custom:Ours" == saved.rules.id
    assert saved.path == folder / "Ours.json"
    loaded = cp.load_preset("Ours")
    assert loaded.name == "Ours" and loaded.rules.name == "Ours"
    assert dataclasses.replace(loaded.rules, id=rules.id, name=rules.name) == rules
    doc = json.loads(saved.path.read_text(encoding="utf-8"))
    assert doc["format"] == "continental-preset" and doc["version"] == 1
    assert doc["name"] == "Ours" and doc["rules"]["id"] == "custom:Ours"


def test_list_rename_delete(folder):
    rules = with_house_rule(get_preset("liverpool"), "deuces_wild")
    cp.save_preset("zeta", rules)
    cp.save_preset("Alpha", get_preset("carioca"))
    entries = cp.list_presets()
    assert [e.name for e in entries] == ["Alpha", "zeta"]
    assert not any(e.damaged for e in entries)
    assert entries[1].preset.rules.deuces_wild

    renamed = cp.rename_preset("zeta", "Beta")
    assert renamed.id == "custom:Beta" and renamed.rules.deuces_wild
    assert not (folder / "zeta.json").exists()
    assert [e.name for e in cp.list_presets()] == ["Alpha", "Beta"]
    # A change of letter case only is a rename too, and keeps the file.
    cp.rename_preset("Beta", "BETA")
    assert [e.name for e in cp.list_presets()] == ["Alpha", "BETA"]
    with pytest.raises(PresetError) as err:
        cp.rename_preset("BETA", "alpha")
    assert err.value.reason == "preset_name_taken"
    with pytest.raises(PresetError) as err:
        cp.rename_preset("Nobody", "X")
    assert err.value.reason == "preset_not_found"

    cp.delete_preset("Alpha")
    assert [e.name for e in cp.list_presets()] == ["BETA"]
    with pytest.raises(PresetError) as err:
        cp.delete_preset("Alpha")
    assert err.value.reason == "preset_not_found"
    with pytest.raises(PresetError):
        cp.delete_preset("../config")


def test_name_clash_and_overwrite(folder):
    cp.save_preset("Ours", get_preset("may-i"))
    with pytest.raises(PresetError) as err:
        cp.save_preset("ours", get_preset("carioca"))
    assert err.value.reason == "preset_name_taken" and err.value.details["name"] == "Ours"
    cp.save_preset("ours", get_preset("carioca"), overwrite=True)
    entries = cp.list_presets()
    assert [e.name for e in entries] == ["ours"]
    assert entries[0].preset.rules.max_players == 5


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("", "preset_name_empty"),
        ("   ", "preset_name_empty"),
        ("x" * 41, "preset_name_too_long"),
        ("a/b", "preset_name_bad_chars"),
        ("..", "preset_name_bad_chars"),
        ("a\\b", "preset_name_bad_chars"),
        (".hidden", "preset_name_bad_chars"),
        ("tab\there", "preset_name_bad_chars"),
        ("con", "preset_name_reserved"),
    ],
)
def test_bad_names_are_refused(folder, name, reason):
    with pytest.raises(PresetError) as err:
        cp.save_preset(name, get_preset("may-i"))
    assert err.value.reason == reason
    assert not folder.exists() or list(folder.iterdir()) == []


def test_good_names(folder):
    for name in ("Ours", "Abuela's rules", "Reglas de la abuela (2)", "x" * 40, "Ñandú · 7"):
        assert cp.save_preset(f"  {name} ", get_preset("may-i")).name == name
        assert cp.load_preset(name).name == name


def test_invalid_rules_are_not_saved(folder):
    bad = dataclasses.replace(get_preset("may-i"), max_players=20)
    with pytest.raises(PresetError) as err:
        cp.save_preset("Bad", bad)
    assert err.value.reason == "too_many_players"
    assert [p.code for p in err.value.problems][0] == "too_many_players"
    assert not (folder / "Bad.json").exists()


def test_export_and_import(folder, tmp_path):
    rules = with_house_rule(get_preset("shanghai"), "final_discard_required")
    target = tmp_path / "elsewhere" / "shared rules.json"
    cp.export_preset(target, "Family", rules)
    assert json.loads(target.read_text(encoding="utf-8"))["name"] == "Family"

    first = cp.import_preset(target)
    assert first.name == "Family" and first.rules.final_discard == "required"
    second = cp.import_preset(target)
    third = cp.import_preset(target)
    assert (second.name, third.name) == ("Family (2)", "Family (3)")
    assert [e.name for e in cp.list_presets()] == ["Family", "Family (2)", "Family (3)"]
    assert cp.load_preset("Family (2)").rules == dataclasses.replace(
        rules, id="custom:Family (2)", name="Family (2)"
    )


def test_unique_name_stays_short(folder):
    long = "y" * 40
    cp.save_preset(long, get_preset("may-i"))
    name = cp.unique_name(long)
    assert name == "y" * 36 + " (2)" and len(name) == 40


def test_file_name_is_the_name_in_the_folder(folder):
    # A file copied in by hand under another name is listed under its file name.
    _write(folder / "Copied.json", _doc(name="Original"))
    (entry,) = cp.list_presets()
    assert entry.name == "Copied" and entry.preset.id == "custom:Copied"
    assert entry.preset.rules.name == "Copied"


def test_a_file_cannot_pose_as_a_built_in_preset(folder, tmp_path):
    doc = _doc()
    doc["rules"]["id"] = "may-i"
    doc["rules"]["name"] = "May I? (seven hands)"
    path = tmp_path / "posing.json"
    _write(path, doc)
    preset = cp.load_preset_file(path)
    assert preset.rules.id == "custom:Ours" and preset.rules.name == "Ours"


def _hostile() -> list[tuple[str, object, str]]:
    rules = _doc()["rules"]
    return [
        ("not json", b"{not json", "preset_not_json"),
        ("binary", bytes(range(256)), "preset_not_json"),
        ("a list", [1, 2, 3], "preset_not_json"),
        ("a string", "hello", "preset_not_json"),
        ("deep nesting", b"[" * 100_000 + b"]" * 100_000, "preset_not_json"),
        ("saved game", {**_doc(), "format": "continental-save"}, "preset_wrong_format"),
        ("no format", {k: v for k, v in _doc().items() if k != "format"}, "preset_wrong_format"),
        ("newer", {**_doc(), "version": 2}, "newer_format"),
        ("version text", {**_doc(), "version": "1"}, "preset_bad_entry"),
        ("unknown top field", {**_doc(), "macro": "rm -rf"}, "unknown_fields"),
        ("name a number", {**_doc(), "name": 7}, "preset_bad_entry"),
        ("name with path", {**_doc(), "name": "../../etc/passwd"}, "preset_name_bad_chars"),
        ("name too long", {**_doc(), "name": "n" * 500}, "preset_name_too_long"),
        ("rules missing", {k: v for k, v in _doc().items() if k != "rules"}, "preset_bad_entry"),
        ("rules a list", {**_doc(), "rules": []}, "preset_bad_entry"),
        ("unknown rule", {**_doc(), "rules": {**rules, "cheat": True}}, "unknown_fields"),
        ("wrong type", {**_doc(), "rules": {**rules, "may_i": "yes"}}, "wrong_type"),
        ("float", {**_doc(), "rules": {**rules, "set_min": 3.0}}, "wrong_type"),
        ("bool as int", {**_doc(), "rules": {**rules, "set_min": True}}, "wrong_type"),
        ("huge int", {**_doc(), "rules": {**rules, "set_min": 10**9}}, "out_of_range"),
        (
            "huge literal",
            cp.encode_preset("Ours", get_preset("may-i")).replace(
                b'"set_min": 3', b'"set_min": ' + b"9" * 5000
            ),
            "preset_not_json",
        ),
        ("rounds not list", {**_doc(), "rules": {**rules, "rounds": "all"}}, "wrong_type"),
        (
            "round malformed",
            {**_doc(), "rules": {**rules, "rounds": [{"cards_dealt": 12}]}},
            "malformed_field",
        ),
        (
            "deck row a list",
            {**_doc(), "rules": {**rules, "deck_table": [[4, 2, 4]]}},
            "malformed_field",
        ),
        ("newer rules", {**_doc(), "rules": {**rules, "format_version": 9}}, "newer_format"),
        ("invalid rules", {**_doc(), "rules": {**rules, "max_players": 30}}, "too_many_players"),
        (
            "contract too long",
            {
                **_doc(),
                "rules": {
                    **rules,
                    "may_i": False,
                    "rounds": [{"cards_dealt": 6, "contract": [{"kind": "run", "min_length": 9}]}],
                },
            },
            "contract_exceeds_hand",
        ),
        ("too large", b" " * (cp.MAX_PRESET_BYTES + 1), "preset_too_large"),
    ]


@pytest.mark.parametrize(("what", "content", "reason"), _hostile(), ids=lambda v: str(v)[:20])
def test_damaged_and_hostile_files_are_refused_and_kept(folder, tmp_path, what, content, reason):
    good = cp.save_preset("Good", get_preset("carioca"))
    bad = folder / "Bad.json"
    data = _write(bad, content)
    before = os.stat(bad).st_mtime_ns

    with pytest.raises(PresetError) as err:
        cp.load_preset("Bad")
    assert err.value.reason == reason, (what, err.value)

    # Listing survives: the good one loads, the bad one is reported with its reason.
    entries = {e.name: e for e in cp.list_presets()}
    assert entries["Good"].preset == good
    assert entries["Bad"].damaged and entries["Bad"].error.reason == reason

    # Importing it is refused the same way and adds nothing.
    with pytest.raises(PresetError) as err:
        cp.import_preset(bad)
    assert err.value.reason == reason
    assert sorted(p.name for p in folder.iterdir()) == ["Bad.json", "Good.json"]
    # Renaming refuses too; the file is never rewritten.
    with pytest.raises(PresetError):
        cp.rename_preset("Bad", "Fixed")
    assert bad.read_bytes() == data and os.stat(bad).st_mtime_ns == before
    # But it can be deleted.
    cp.delete_preset("Bad")
    assert [e.name for e in cp.list_presets()] == ["Good"]


def test_oddities_in_the_folder(folder):
    cp.save_preset("Good", get_preset("may-i"))
    (folder / "sub.json").mkdir()
    (folder / "a:b.json").write_bytes(cp.encode_preset("Good", get_preset("may-i")))
    (folder / "notes.txt").write_text("not a preset")
    (folder / ".Good.json.123.tmp").write_text("{")
    os.mkfifo(folder / "pipe.json")  # opening it would block: it must not be opened
    entries = {e.name: e for e in cp.list_presets()}
    assert set(entries) == {"Good", "sub", "a:b", "pipe"}
    assert not entries["Good"].damaged
    assert entries["sub"].error.reason == "preset_not_a_file"
    assert entries["pipe"].error.reason == "preset_not_a_file"
    assert entries["a:b"].error.reason == "preset_name_bad_chars"


def test_missing_folder_lists_nothing(folder):
    assert not folder.exists()
    assert cp.list_presets() == []


def test_failed_write_leaves_the_old_file(folder, monkeypatch):
    cp.save_preset("Ours", get_preset("may-i"))
    before = (folder / "Ours.json").read_bytes()

    def boom(path, data, before_replace=None):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(cp, "write_atomic", boom)
    with pytest.raises(PresetError) as err:
        cp.save_preset("Ours", get_preset("carioca"), overwrite=True)
    assert err.value.reason == "preset_unwritable"
    assert (folder / "Ours.json").read_bytes() == before


def test_ids():
    assert cp.custom_id("Ours") == "custom:Ours"
    assert cp.name_from_id("custom:Ours") == "Ours"
    assert cp.name_from_id("may-i") is None
    assert cp.is_custom_id("custom:x") and not cp.is_custom_id("edited:may-i")
