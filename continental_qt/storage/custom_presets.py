"""Custom rule presets: named RuleSets saved as JSON files in the user's presets folder.

A preset file is a JSON document::

    {"format": "continental-preset", "version": 1, "app_version": "0.1.0",
     "name": "Ours", "rules": {<RuleSet.to_dict()>}}

In the presets folder (:func:`~continental_qt.storage.paths.presets_dir`) each preset is
``<name>.json`` and the file name is its name; its id is ``custom:<name>``, and the rules
it carries get that id and name whatever the file says. Reading never trusts a file: it
is size-limited, must be a regular file, is parsed as JSON only, every field is checked
by :meth:`RuleSet.from_dict` and the rules must validate; any problem raises
:class:`PresetError` with a reason code (worded by ``ui/dialogs/rules_editor.py``) and nothing
half-built is returned. A file that fails to load is never written to, and listing the
folder reports a damaged file instead of failing. Writes are atomic
(:func:`~continental_qt.storage.saves.write_atomic`).

No Qt here: the command line and tests use it as is.
"""

from __future__ import annotations

import dataclasses
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine.errors import RuleProblem, RuleSetError
from ..engine.rules import RuleSet
from .paths import presets_dir
from .saves import os_problem, read_limited, repair_text, write_atomic

PRESET_FORMAT = "continental-preset"
PRESET_VERSION = 1
SUFFIX = ".json"
MAX_PRESET_BYTES = 1_000_000  # a preset is ~3 KB; anything this big is not one of ours
NAME_MAX = 40
CUSTOM_PREFIX = "custom:"
EDITED_PREFIX = "edited:"
# Characters no file name may hold on some system we ship to, and so no preset name.
_BAD_CHARS = frozenset('/\\:*?"<>|')
_RESERVED = frozenset(
    ["CON", "PRN", "AUX", "NUL"]
    + [f"COM{i}" for i in range(1, 10)]
    + [f"LPT{i}" for i in range(1, 10)]
)
_TOP_KEYS = frozenset({"format", "version", "app_version", "name", "rules"})


class PresetError(ValueError):
    """A preset that cannot be read, written or named.

    ``reason`` is a code and ``details`` a dict (like :class:`SaveError`); when the rules
    themselves are refused, ``reason``/``details`` are the first of the engine's
    ``problems`` and ``problems`` lists them all. A file the system refused to read or
    write (``preset_unreadable``, ``preset_unwritable``) has ``problem``, a code of
    :func:`~continental_qt.storage.saves.os_problem` (``error`` is the system's own,
    untranslated words, for logs only). A name refused inside a preset file carries
    ``field="name"``.
    """

    def __init__(
        self, reason: str, problems: list[RuleProblem] | None = None, **details: Any
    ) -> None:
        self.reason = reason
        self.details = details
        self.problems = problems or []
        extra = ", ".join(f"{k}={v}" for k, v in details.items())
        super().__init__(f"{reason} ({extra})" if extra else reason)

    @classmethod
    def from_rules(cls, exc: RuleSetError) -> PresetError:
        first = exc.problems[0] if exc.problems else RuleProblem("invalid_rules")
        return cls(first.code, list(exc.problems), **first.details)


@dataclass(frozen=True)
class CustomPreset:
    """A loaded preset: its name, its rules (id ``custom:<name>``) and where it lives.

    ``notes`` lists settings the file held that no longer exist and were dropped
    (``retired_setting``); such a file still loads.
    """

    name: str
    rules: RuleSet
    path: Path | None = None
    notes: tuple[RuleProblem, ...] = ()

    @property
    def id(self) -> str:
        return custom_id(self.name)


@dataclass(frozen=True)
class PresetEntry:
    """One file of the presets folder: the preset, or why it cannot be used."""

    name: str
    path: Path
    preset: CustomPreset | None = None
    error: PresetError | None = None

    @property
    def damaged(self) -> bool:
        return self.preset is None


# ---------------------------------------------------------------------- names
def custom_id(name: str) -> str:
    return CUSTOM_PREFIX + name


def is_custom_id(preset_id: str) -> bool:
    return preset_id.startswith(CUSTOM_PREFIX)


def name_from_id(preset_id: str) -> str | None:
    """``custom:Ours`` → ``Ours``; None for any other id."""
    return preset_id[len(CUSTOM_PREFIX) :] if is_custom_id(preset_id) else None


def check_name(name: Any) -> str:
    """The name, stripped, if it can name a preset (and its file); else PresetError."""
    if not isinstance(name, str):
        raise PresetError("preset_name_empty")
    name = name.strip()
    if not name:
        raise PresetError("preset_name_empty")
    if len(name) > NAME_MAX:
        raise PresetError("preset_name_too_long", limit=NAME_MAX, length=len(name))
    if (
        name[0] == "."
        or name[-1] == "."
        or any(c in _BAD_CHARS or ord(c) < 32 or ord(c) == 127 for c in name)
    ):
        raise PresetError("preset_name_bad_chars", name=name)
    if name.split(".")[0].upper() in _RESERVED:
        raise PresetError("preset_name_reserved", name=name)
    return name


def _folder(folder: Path | None) -> Path:
    return Path(folder) if folder is not None else presets_dir()


def _path(name: str, folder: Path | None) -> Path:
    return _folder(folder) / (name + SUFFIX)


def _files(folder: Path) -> list[Path]:
    try:
        return sorted(
            (p for p in folder.iterdir() if p.name.endswith(SUFFIX) and not p.name.startswith(".")),
            key=lambda p: (p.name[: -len(SUFFIX)].casefold(), p.name),
        )
    except OSError:
        return []


def _taken(name: str, folder: Path, ignore: Path | None = None) -> Path | None:
    """The file already holding ``name`` (compared without case), if any."""
    key = name.casefold()
    for path in _files(folder):
        if path.name[: -len(SUFFIX)].casefold() != key:
            continue
        if ignore is not None and _same_file(path, ignore):
            continue
        return path
    return None


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def unique_name(name: str, folder: Path | None = None) -> str:
    """``name`` if it is free, else ``name (2)``, ``name (3)`` … shortened to fit."""
    folder = _folder(folder)
    name = check_name(name)
    if _taken(name, folder) is None:
        return name
    for number in range(2, 10_000):
        suffix = f" ({number})"
        candidate = name[: NAME_MAX - len(suffix)].rstrip() + suffix
        if _taken(candidate, folder) is None:
            return candidate
    raise PresetError("preset_name_taken", name=name)


# -------------------------------------------------------------------- writing
def _named(rules: RuleSet, name: str) -> RuleSet:
    return dataclasses.replace(rules, id=custom_id(name), name=name)


def encode_preset(name: str, rules: RuleSet) -> bytes:
    """The file's bytes for ``rules`` named ``name`` (id and name replaced)."""
    name = check_name(name)
    doc = {
        "format": PRESET_FORMAT,
        "version": PRESET_VERSION,
        "app_version": __version__,
        "name": name,
        "rules": _named(rules, name).to_dict(),
    }
    return json.dumps(doc, ensure_ascii=False, indent=1, sort_keys=True).encode("utf-8") + b"\n"


def _check_rules(rules: RuleSet) -> None:
    try:
        rules.validate()
    except RuleSetError as exc:
        raise PresetError.from_rules(exc) from None


def _write(path: Path, data: bytes) -> None:
    try:
        write_atomic(path, data)
    except OSError as exc:
        raise PresetError(
            "preset_unwritable", problem=os_problem(exc), error=exc.strerror or str(exc)
        ) from None


def save_preset(
    name: str, rules: RuleSet, folder: Path | None = None, overwrite: bool = False
) -> CustomPreset:
    """Save ``rules`` as the custom preset ``name``.

    A name already used (in any letter case) raises ``preset_name_taken`` unless
    ``overwrite`` is set; rules that do not validate are refused and nothing is written.
    """
    folder = _folder(folder)
    name = check_name(name)
    _check_rules(rules)
    data = encode_preset(name, rules)
    old = _taken(name, folder)
    if old is not None and not overwrite:
        raise PresetError("preset_name_taken", name=old.name[: -len(SUFFIX)])
    path = _path(name, folder)
    _write(path, data)
    if old is not None and not _same_file(old, path):
        old.unlink(missing_ok=True)  # "ours" overwritten by "Ours" on a case-sensitive disk
    return CustomPreset(name, _named(rules, name), path)


def export_preset(path: Path, name: str, rules: RuleSet) -> None:
    """Write ``rules`` as a preset file at ``path`` (a place the user chose)."""
    name = check_name(name)
    _check_rules(rules)
    _write(Path(path), encode_preset(name, rules))


def rename_preset(old: str, new: str, folder: Path | None = None) -> CustomPreset:
    """Give the preset ``old`` the name ``new``. A damaged preset cannot be renamed."""
    folder = _folder(folder)
    preset = load_preset(old, folder)
    new = check_name(new)
    clash = _taken(new, folder, ignore=preset.path)
    if clash is not None:
        raise PresetError("preset_name_taken", name=clash.name[: -len(SUFFIX)])
    path = _path(new, folder)
    _write(path, encode_preset(new, preset.rules))
    if preset.path is not None and not _same_file(preset.path, path):
        preset.path.unlink(missing_ok=True)
    return CustomPreset(new, _named(preset.rules, new), path)


def delete_preset(name: str, folder: Path | None = None) -> None:
    """Remove the preset file ``name`` (damaged ones too)."""
    folder = _folder(folder)
    if not name or any(c in "/\\" for c in name) or name.startswith("."):
        raise PresetError("preset_not_found", name=name)
    path = _path(name, folder)
    if not path.is_file() and not path.is_symlink():
        raise PresetError("preset_not_found", name=name)
    try:
        path.unlink()
    except OSError as exc:
        raise PresetError(
            "preset_unwritable", problem=os_problem(exc), error=exc.strerror or str(exc)
        ) from None


# -------------------------------------------------------------------- reading
def read_preset_bytes(path: Path) -> bytes:
    """The file's bytes, refusing anything but a regular file of at most 1 MB."""
    return read_limited(path, MAX_PRESET_BYTES, _preset_problem)


def _preset_problem(kind: str, **details: Any) -> PresetError:
    code = {
        "not_a_file": "preset_not_a_file",
        "too_large": "preset_too_large",
        "unreadable": "preset_unreadable",
    }[kind]
    return PresetError(code, **details)


def parse_preset(data: bytes) -> CustomPreset:
    """Check a preset document and build it, or raise PresetError; never half-builds."""
    try:
        doc = repair_text(json.loads(data.decode("utf-8")))  # lone surrogates -> U+FFFD
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise PresetError("preset_not_json") from None
    if not isinstance(doc, dict):
        raise PresetError("preset_not_json")
    if doc.get("format") != PRESET_FORMAT:
        raise PresetError("preset_wrong_format")
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise PresetError("preset_bad_entry", field="version")
    if version > PRESET_VERSION:
        raise PresetError("newer_format", found=version, supported=PRESET_VERSION)
    unknown = sorted(str(k)[:40] for k in set(doc) - _TOP_KEYS)
    if unknown:
        raise PresetError("unknown_fields", fields=unknown[:10])
    app_version = doc.get("app_version", "")
    if not isinstance(app_version, str) or len(app_version) > 32:
        raise PresetError("preset_bad_entry", field="app_version")
    if not isinstance(doc.get("name"), str):
        raise PresetError("preset_bad_entry", field="name")
    try:
        name = check_name(doc["name"])
    except PresetError as exc:
        raise PresetError(exc.reason, field="name", **exc.details) from None
    raw = doc.get("rules")
    if not isinstance(raw, dict):
        raise PresetError("preset_bad_entry", field="rules")
    # The rules take the preset's id and name whatever the file says, so a file cannot
    # pass itself off as a built-in preset.
    raw = {**raw, "id": custom_id(name), "name": name}
    notes: list[RuleProblem] = []
    try:
        rules = RuleSet.from_dict(raw, notes)
        rules.validate()
    except RuleSetError as exc:
        raise PresetError.from_rules(exc) from None
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        raise PresetError("malformed_field", error=type(exc).__name__) from None
    return CustomPreset(name, rules, notes=tuple(notes))


def load_preset_file(path: Path) -> CustomPreset:
    """Read any preset file (e.g. one to import); its name is the one it stores."""
    preset = parse_preset(read_preset_bytes(path))
    return dataclasses.replace(preset, path=Path(path))


def _load_entry(path: Path) -> CustomPreset:
    """A preset of the folder: the file name is its name, whatever the file stores."""
    name = check_name(path.name[: -len(SUFFIX)])
    preset = parse_preset(read_preset_bytes(path))
    return CustomPreset(name, _named(preset.rules, name), path, preset.notes)


def load_preset(name: str, folder: Path | None = None) -> CustomPreset:
    """The custom preset ``name`` from the folder. Raises PresetError."""
    folder = _folder(folder)
    name = check_name(name)
    path = _path(name, folder)
    if not path.exists():
        raise PresetError("preset_not_found", name=name)
    return _load_entry(path)


def list_presets(folder: Path | None = None) -> list[PresetEntry]:
    """Every ``*.json`` file of the folder, by name; a damaged one carries its error."""
    out = []
    for path in _files(_folder(folder)):
        name = path.name[: -len(SUFFIX)]
        try:
            out.append(PresetEntry(name, path, preset=_load_entry(path)))
        except PresetError as exc:
            out.append(PresetEntry(name, path, error=exc))
    return out


def import_preset(path: Path, folder: Path | None = None) -> CustomPreset:
    """Copy a checked preset file into the folder, under a free name (``Ours (2)``)."""
    preset = load_preset_file(path)
    name = unique_name(preset.name, folder)
    return save_preset(name, preset.rules, folder)
