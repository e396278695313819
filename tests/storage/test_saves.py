"""Saved-game files: round trips, damaged and hostile files, atomic writes, autosave."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from continental_qt.ai.registry import make_ai
from continental_qt.engine.presets import all_presets, get_preset
from continental_qt.engine.save import state_digest
from continental_qt.engine.state import GameState
from continental_qt.sim.ladder import play_out
from continental_qt.storage import saves
from continental_qt.storage.autosave import AUTOSAVE, BACKUP, AutoSaver, find_resumable
from continental_qt.storage.saves import (
    SaveFileError,
    encode,
    game_document,
    load_file,
    parse,
    write_atomic,
)
from continental_qt.storage.seats import Seat


def _seats(n: int) -> list[Seat]:
    return [Seat("You" if i == 0 else f"AI {i}", "human" if i == 0 else "easy") for i in range(n)]


def _played(preset: str, players: int, seed: int) -> list:
    """The action list of a whole game of easy players."""
    state = GameState(get_preset(preset), players, seed)
    play_out(state, [make_ai("easy", seed * 8 + i) for i in range(players)])
    return state.actions


def _replay(preset: str, players: int, seed: int, actions: list) -> GameState:
    state = GameState(get_preset(preset), players, seed)
    for a in actions:
        state.apply(a)
    return state


@pytest.mark.parametrize("rules", all_presets(), ids=lambda r: r.id)
def test_a_game_saved_anywhere_continues_identically(rules):
    players = max(rules.min_players, 3)
    seed = 17
    actions = _played(rules.id, players, seed)
    final = state_digest(_replay(rules.id, players, seed, actions))
    rng = random.Random(rules.id)
    for cut in sorted(rng.sample(range(len(actions) + 1), 4)):
        state = _replay(rules.id, players, seed, actions[:cut])
        data = encode(game_document(state, rules.id, _seats(players), "fast"))
        restored = parse(data)
        assert restored.preset_id == rules.id and restored.ai_speed == "fast"
        assert [s.name for s in restored.seats] == [s.name for s in _seats(players)]
        assert state_digest(restored.state) == state_digest(state)
        for a in actions[cut:]:
            restored.state.apply(a)
        assert state_digest(restored.state) == final


# ----------------------------------------------------------------- damaged files
def _base_document() -> dict:
    actions = _played("may-i", 2, 5)[:120]
    state = _replay("may-i", 2, 5, actions)
    return game_document(state, "may-i", _seats(2), "normal")


def _mutations(doc: dict, rng: random.Random):
    """(name, bytes) of damaged versions of ``doc``."""
    good = encode(doc)
    text = good.decode()
    for _ in range(250):
        cut = rng.randrange(len(good))
        yield "truncated", good[:cut]
    for _ in range(300):
        data = bytearray(good)
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(data))
            data[i] = rng.randrange(256)
        yield "byte flip", bytes(data)
    wrong_values = [None, 0, -1, 2**70, 1.5, "x", "", [], {}, [1, 2], {"a": 1}, True, "é" * 500]
    paths = [
        ("format",), ("version",), ("preset_id",), ("ai_speed",), ("seats",), ("game",),
        ("game", "format"), ("game", "version"), ("game", "rules"), ("game", "players"),
        ("game", "seed"), ("game", "actions"), ("game", "digest"), ("game", "rules", "rounds"),
        ("game", "rules", "deck_table"), ("game", "rules", "points"), ("seats", 0),
        ("seats", 0, "name"), ("seats", 1, "kind"), ("game", "actions", 0),
        ("game", "actions", 5, "a"), ("game", "actions", 7), ("game", "rules", "min_players"),
    ]  # fmt: skip
    for _ in range(300):
        d = json.loads(text)
        path = rng.choice(paths)
        node = d
        for key in path[:-1]:
            node = node[key]
        if rng.random() < 0.2 and isinstance(node, dict):
            node.pop(path[-1], None)
            yield f"missing {path}", encode(d)
        else:
            node[path[-1]] = rng.choice(wrong_values)
            yield f"wrong type {path}", encode(d)
    discards = [i for i, a in enumerate(doc["game"]["actions"]) if a["a"] in ("discard", "layoff")]
    for _ in range(200):
        d = json.loads(text)
        i = rng.choice(discards)
        kind = rng.randrange(4)
        if kind == 0:
            d["game"]["actions"][i]["card"] = rng.choice([9999, 64 * 9 + 3, 63, -5, 2**40])
        elif kind == 1:
            d["game"]["actions"][i]["card"] = rng.randrange(0, 64 * 2)  # a card not in hand
        elif kind == 2:
            d["game"]["actions"].insert(i, rng.choice([{"a": "draw"}, {"a": "fly"}, {}]))
        else:
            d["game"]["actions"] = d["game"]["actions"][:i] + d["game"]["actions"][i + 2 :]
        yield "tampered actions", encode(d)
    yield "deep nesting", b"[" * 100_000 + b"]" * 100_000
    yield "not json", b"\x00\x01PK\x03\x04 zip?"
    yield "empty", b""
    yield "a number", b"42"
    yield "utf-16", text.encode("utf-16")
    yield "newer", encode({**doc, "version": 99})
    yield "six players' seats for two", encode({**doc, "seats": [s for s in doc["seats"]] * 3})
    yield "pickle", b"\x80\x04\x95\x10\x00\x00\x00\x00\x00\x00\x00\x8c\x02os\x94."


def test_a_thousand_damaged_files_are_refused_clearly_and_left_untouched(tmp_path):
    doc = _base_document()
    rng = random.Random(2026)
    count = refused = 0
    path = tmp_path / "game.continental"
    for name, data in _mutations(doc, rng):
        path.write_bytes(data)
        try:
            game = load_file(path)
        except SaveFileError as exc:
            refused += 1
            assert exc.reason and isinstance(exc.details, dict), name
        else:
            # A harmless change (say, to the date) may still load: then it must be sane.
            assert game.state.card_count() == _replay("may-i", 2, 5, []).card_count(), name
        assert path.read_bytes() == data, name
        count += 1
    assert count >= 1000
    assert refused >= 0.9 * count


def test_an_absurdly_large_file_is_refused_before_reading(tmp_path):
    path = tmp_path / "huge.continental"
    with open(path, "wb") as fh:
        fh.seek(saves.MAX_FILE_BYTES + 10)
        fh.write(b"x")
    with pytest.raises(SaveFileError) as info:
        load_file(path)
    assert info.value.reason == "file_too_large"


def test_newer_files_are_refused_and_older_ones_migrated(tmp_path, monkeypatch):
    doc = _base_document()
    with pytest.raises(SaveFileError) as info:
        parse(encode({**doc, "version": saves.FILE_VERSION + 1}))
    assert info.value.reason == "newer_format"
    # Pretend today's format is 2 and version 1 files name the speed differently.
    old = {**doc, "version": 1, "pace": doc["ai_speed"]}
    del old["ai_speed"]
    monkeypatch.setattr(saves, "FILE_VERSION", 2)
    monkeypatch.setitem(
        saves._MIGRATIONS,
        1,
        lambda d: {**{k: v for k, v in d.items() if k != "pace"}, "ai_speed": d["pace"]},
    )
    assert parse(encode(old)).ai_speed == doc["ai_speed"]


# ----------------------------------------------------------------- writing
def test_an_interrupted_save_leaves_the_previous_file_intact(tmp_path):
    path = tmp_path / "game.continental"
    write_atomic(path, b"old contents")

    def crash(_tmp: Path) -> None:
        raise OSError("power cut")

    with pytest.raises(OSError):
        write_atomic(path, b"new contents", before_replace=crash)
    assert path.read_bytes() == b"old contents"
    assert [p.name for p in tmp_path.iterdir()] == ["game.continental"]  # no temporary left


def test_autosave_keeps_the_previous_one_as_backup(tmp_path):
    saver = AutoSaver(tmp_path)
    actions = _played("may-i", 2, 5)
    for cut in (10, 20, 30):
        state = _replay("may-i", 2, 5, actions[:cut])
        saver.submit(lambda s=state: game_document(s, "may-i", _seats(2), "normal"))
        assert saver.flush()
    saver.close()
    now = load_file(tmp_path / AUTOSAVE).state
    before = load_file(tmp_path / BACKUP).state
    assert len(now.actions) == 30 and len(before.actions) == 20
    found = find_resumable(tmp_path)
    assert found.game is not None and found.source == tmp_path / AUTOSAVE
    assert not found.problems


def test_a_damaged_autosave_is_moved_aside_and_the_backup_offered(tmp_path):
    saver = AutoSaver(tmp_path)
    actions = _played("may-i", 2, 5)
    for cut in (10, 20):
        state = _replay("may-i", 2, 5, actions[:cut])
        saver.submit(lambda s=state: game_document(s, "may-i", _seats(2), "normal"))
        saver.flush()
    saver.close()
    damaged = (tmp_path / AUTOSAVE).read_bytes()[:-40]
    (tmp_path / AUTOSAVE).write_bytes(damaged)
    found = find_resumable(tmp_path)
    assert found.game is not None and found.source == tmp_path / BACKUP
    assert len(found.game.state.actions) == 10
    ((original, error, moved),) = found.problems
    assert original.name == AUTOSAVE and error.reason == "save_not_json"
    assert moved is not None and moved.read_bytes() == damaged  # kept, byte for byte


def test_a_finished_game_is_not_offered_for_resuming(tmp_path):
    actions = _played("may-i", 2, 5)
    state = _replay("may-i", 2, 5, actions)
    assert state.is_over
    saves.save_file(tmp_path / AUTOSAVE, state, "may-i", _seats(2), "normal")
    assert find_resumable(tmp_path).game is None


def test_autosave_errors_are_reported_not_raised(tmp_path):
    errors: list[BaseException] = []
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    saver = AutoSaver(blocker / "autosave", on_error=errors.append)
    saver.submit(lambda: {"x": 1})
    saver.flush()
    saver.close()
    assert errors


def test_a_seat_handed_to_the_computer_keeps_who_started_it():
    """``started_as`` is written only for a seat that changed hands, read back as the
    game's start seats, and an unknown value is dropped (never a reason to refuse)."""
    state = GameState(get_preset("may-i"), 3, 5)
    start = _seats(3)
    now = [Seat("You", "medium"), *start[1:]]
    doc = game_document(state, "may-i", now, "normal", start_seats=start)
    assert doc["seats"][0] == {"name": "You", "kind": "medium", "started_as": "human"}
    assert all("started_as" not in entry for entry in doc["seats"][1:])
    game = parse(encode(doc))
    assert game.seats == tuple(now) and game.start_seats == tuple(start)

    plain = parse(encode(game_document(state, "may-i", start, "normal")))
    assert plain.start_seats == plain.seats == tuple(start)

    doc["seats"][0]["started_as"] = "wizard"
    assert parse(encode(doc)).start_seats == tuple(now)
