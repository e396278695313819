"""Hostile and damaged save files: every refusal is a clean sentence about the file,
nothing blocks on a named pipe, odd text is repaired, stale temporaries are cleared."""

from __future__ import annotations

import copy
import errno
import json
import os
import random
import re
import stat
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from continental_qt.ai.registry import make_ai
from continental_qt.engine.actions import NEXT_ROUND
from continental_qt.engine.errors import SaveError
from continental_qt.engine.presets import get_preset
from continental_qt.engine.rules import RuleSet
from continental_qt.engine.save import SAVE_VERSION, restore_game, save_game, state_digest
from continental_qt.engine.state import ROUND_OVER, GameState
from continental_qt.storage import custom_presets, saves
from continental_qt.storage.autosave import AUTOSAVE, BACKUP, find_resumable
from continental_qt.storage.saves import (
    SaveFileError,
    encode,
    game_document,
    load_file,
    os_problem,
    parse,
    remove_stale_temporaries,
    save_file,
)
from continental_qt.storage.seats import Seat
from continental_qt.ui import texts

from ..damage import assert_plain_sentence, cut_and_flipped, entry_damage, key_paths, replaced

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")

SEATS = [Seat("You", "human"), Seat("Bruno", "easy"), Seat("Carmen", "medium")]


def _state(actions: int = 150) -> GameState:
    """A three-player may-i game of easy players, ``actions`` moves in."""
    state = GameState(get_preset("may-i"), 3, 7)
    players = [make_ai("easy", 40 + i) for i in range(3)]
    while len(state.actions) < actions and not state.is_over:
        seat = state.to_act
        if state.phase == ROUND_OVER:
            state.apply(NEXT_ROUND)
        else:
            state.apply(players[seat].choose(state.view(seat)))
    return state


@pytest.fixture(scope="module")
def base_doc() -> dict:
    return game_document(_state(), "may-i", SEATS, "normal", "g1")


# ------------------------------------------------------------ what a refusal may say
# Sentences of the game itself: a file's refusal must be about the file instead.
_IN_GAME_CODES = (
    "wrong_phase", "not_your_turn", "game_over", "discard_empty", "card_not_in_hand",
    "duplicate_card", "already_down", "not_down", "no_lay_off_this_turn", "no_such_meld",
    "no_such_seat", "must_keep_discard", "must_meld_out", "invalid_meld", "cannot_lay_off",
    "contract_not_met", "too_short", "too_long", "unknown_action",
)  # fmt: skip
IN_GAME = {texts.reason_text(code) for code in _IN_GAME_CODES} | {
    texts.reason_text("wrong_phase", {"phase": p}) for p in ("draw", "play", "may_i")
}
# Every key of the documents: none may reach a sentence.
KEYS = (
    set(json.loads(encode(game_document(_state(5), "may-i", SEATS, "fast"))))
    | set(save_game(_state(5)))
    | set(get_preset("may-i").to_dict())
    | {"a", "card", "meld", "target", "end", "seat", "melds", "cards", "low", "round_scores"}
)


def assert_clean(text: str, what: str) -> None:
    """A sentence a player can read: no placeholder, no key, no system error text."""
    assert_plain_sentence(
        text,
        what,
        KEYS,
        (
            *IN_GAME,
            "That is not allowed (",
            "Continental can read.",  # the unknown-code fallback
        ),
    )


def refusal(exc: SaveFileError) -> str:
    return texts.save_error_text(exc.reason, exc.details)


# ------------------------------------------------------------------- damaged variants
WRONG_VALUES = [
    None, 0, -1, -(2**70), 2**70, 10**400 // 10**390, 1.5, float("1e308"), "x", "", "_a_b_",
    [], {}, [1, 2], {"a": 1}, True, False, "é" * 500, [None], [[]], [{}], {"format": 1},
]  # fmt: skip


def _variants(doc: dict, rng: random.Random) -> Iterator[tuple[str, bytes]]:
    """(label, bytes) of damaged versions of ``doc``."""
    good = encode(doc)
    yield from cut_and_flipped(good, rng, cuts=120, flips=250)
    game = doc["game"]
    short = {**doc, "game": {**game, "actions": game["actions"][:12]}}
    paths = [p for p in key_paths(short) if "actions" not in p or len(p) <= 4]
    numbers = (-1, -(10**9), 10**9, 2**63, 2**200)
    yield from entry_damage(doc, paths, encode, rng, WRONG_VALUES, 5, numbers)
    for where in ((), ("game",)):
        for version in (0, -1, 2, 99, 2**64, "1", 1.0, True, None):
            d = copy.deepcopy(doc)
            (d if not where else d["game"])["version"] = version
            yield f"{where} version {version!r}", encode(d)
    actions = game["actions"]
    for _ in range(80):
        d = copy.deepcopy(doc)
        moves = d["game"]["actions"]
        kind = rng.randrange(6)
        i, j = sorted(rng.sample(range(len(moves)), 2))
        if kind == 0:
            moves[i], moves[j] = moves[j], moves[i]
        elif kind == 1:
            del moves[i]
        elif kind == 2:
            moves.insert(i, copy.deepcopy(moves[j]))
        elif kind == 3:
            rng.shuffle(moves)
        elif kind == 4:
            moves.insert(i, rng.choice([{"a": "claim"}, {"a": "fly"}, {"a": "discard"}, 5, []]))
        else:
            moves[i] = {"a": "discard", "card": rng.randrange(0, 108)}
        yield f"tampered moves ({kind})", encode(d)
    other = save_game(_state(len(actions)))
    other["seed"] = game["seed"] + 1
    yield "another deal's moves", encode({**doc, "game": other})
    yield "no moves but a digest", encode({**doc, "game": {**game, "actions": []}})
    yield (
        "a rule set for nine",
        encode(
            replaced(
                doc, ("game", "rules", "deck_table"), [{"max_players": 12, "decks": 1, "jokers": 0}]
            )
        ),
    )
    yield "seats for six", encode({**doc, "seats": doc["seats"] * 2})
    yield "empty", b""
    yield "utf-16", encode(doc).decode().encode("utf-16")
    yield "deep", b"[" * 50_000 + b"]" * 50_000
    yield "array", b"[]"


def test_every_damaged_file_is_refused_in_plain_words_and_left_untouched(tmp_path, base_doc):
    path = tmp_path / "game.continental"
    count = refused = 0
    reasons: set[str] = set()
    for label, data in _variants(base_doc, random.Random(15)):
        path.write_bytes(data)
        try:
            game = load_file(path)
        except SaveFileError as exc:
            refused += 1
            reasons.add(exc.reason)
            assert_clean(refusal(exc), label)
        else:
            # A harmless change may load; then it saves again.
            again = parse(encode(game_document(game.state, game.preset_id, game.seats, "fast")))
            assert state_digest(again.state) == state_digest(game.state), label
        assert path.read_bytes() == data, label
        count += 1
    assert count >= 1000
    assert refused >= 0.8 * count
    expected = {"save_not_json", "bad_field", "bad_rules", "bad_action", "illegal_action"}
    expected |= {"digest_mismatch", "newer_format", "older_format", "wrong_format", "bad_seats"}
    assert expected <= reasons


def test_illegal_moves_are_about_the_file_not_the_player(base_doc):
    d = copy.deepcopy(base_doc)
    d["game"]["actions"].insert(3, d["game"]["actions"][3])
    with pytest.raises(SaveFileError) as info:
        parse(encode(d))
    assert info.value.reason == "illegal_action"
    text = refusal(info.value)
    assert "move 5" in text and "file" in text and "It is not your turn" not in text


def test_broken_rules_give_their_figures(base_doc):
    d = replaced(
        base_doc, ("game", "rules", "deck_table"), [{"max_players": 12, "decks": 1, "jokers": 0}]
    )
    with pytest.raises(SaveFileError) as info:
        parse(encode(d))
    text = refusal(info.value)
    assert info.value.reason == "bad_rules"
    assert "108" not in text and re.search(r"With \d+ players the decks hold 52 cards", text)


@pytest.mark.parametrize("version", [0, -1, SAVE_VERSION + 1, 2**40])
def test_only_supported_versions_of_the_inner_document_are_accepted(version, base_doc):
    game = {**base_doc["game"], "version": version}
    newer = version > SAVE_VERSION
    with pytest.raises(SaveError) as info:
        restore_game(game)
    expected = "newer_format" if newer else "older_format"
    assert info.value.reason == expected
    with pytest.raises(SaveFileError) as info:
        parse(encode({**base_doc, "game": game}))
    assert info.value.reason == expected
    assert ("newer" if newer else "older") + " version" in refusal(info.value)


@pytest.mark.parametrize("version", [0, -1])
def test_file_versions_below_the_first_are_refused_as_older(version, base_doc):
    with pytest.raises(SaveFileError) as info:
        parse(encode({**base_doc, "version": version}))
    assert info.value.reason == "older_format"
    assert "older version" in refusal(info.value)


# ---------------------------------------------------------------- non-regular files
def _unblock(fifo: Path) -> None:
    """Give a reader stuck opening ``fifo`` a writer (then end of file), so a regression
    fails its test instead of hanging the run."""
    try:
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:
        return  # nobody is reading: nothing to free
    os.close(fd)


def _within(seconds: float, fn, unblock: Path | None = None):
    """``fn()``'s result or exception, failing the test if it takes over ``seconds``."""
    out: dict = {}

    def run() -> None:
        try:
            out["value"] = fn()
        except BaseException as exc:  # handed to the test
            out["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        if unblock is not None:
            _unblock(unblock)
        thread.join(5)
        pytest.fail(f"still blocked after {seconds} s")
    if "error" in out:
        raise out["error"]
    return out.get("value")


@needs_fifo
def test_a_named_pipe_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.continental"
    os.mkfifo(fifo)
    with pytest.raises(SaveFileError) as info:
        _within(10, lambda: load_file(fifo), fifo)
    assert info.value.reason == "file_not_regular"
    assert "not a regular file" in refusal(info.value)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)  # left where it was


@needs_fifo
def test_a_pipe_swapped_in_after_the_check_is_refused_without_blocking(tmp_path, monkeypatch):
    fifo = tmp_path / "pipe.continental"
    os.mkfifo(fifo)
    real_stat = os.stat
    regular = os.stat_result((stat.S_IFREG | 0o644, 0, 0, 1, 0, 0, 10, 0, 0, 0))
    monkeypatch.setattr(
        saves.os, "stat", lambda p, *a, **k: regular if Path(p) == fifo else real_stat(p, *a, **k)
    )
    with pytest.raises(SaveFileError) as info:
        _within(10, lambda: load_file(fifo), fifo)
    assert info.value.reason == "file_not_regular"


def test_a_folder_or_a_device_is_refused(tmp_path):
    folder = tmp_path / "folder.continental"
    folder.mkdir()
    with pytest.raises(SaveFileError) as info:
        load_file(folder)
    assert info.value.reason == "file_not_regular"
    if Path("/dev/zero").exists():
        with pytest.raises(SaveFileError) as info:
            _within(10, lambda: load_file(Path("/dev/zero")))
        assert info.value.reason == "file_not_regular"


@needs_fifo
def test_a_pipe_as_the_autosave_is_moved_aside_and_the_backup_offered(tmp_path):
    save_file(tmp_path / BACKUP, _state(30), "may-i", SEATS, "normal")
    os.mkfifo(tmp_path / AUTOSAVE)
    found = _within(10, lambda: find_resumable(tmp_path), tmp_path / AUTOSAVE)
    assert found.game is not None and found.source == tmp_path / BACKUP
    ((original, error, moved),) = found.problems
    assert original.name == AUTOSAVE and error.reason == "file_not_regular"
    assert moved is not None and stat.S_ISFIFO(os.stat(moved).st_mode)
    assert not (tmp_path / AUTOSAVE).exists()


@needs_fifo
def test_a_pipe_in_the_presets_folder_is_listed_as_damaged(tmp_path):
    custom_presets.save_preset("Ours", get_preset("may-i"), tmp_path)
    fifo = tmp_path / "Pipe.json"
    os.mkfifo(fifo)
    entries = _within(10, lambda: custom_presets.list_presets(tmp_path), fifo)
    by_name = {e.name: e for e in entries}
    assert by_name["Ours"].preset is not None
    assert by_name["Pipe"].error is not None and by_name["Pipe"].error.reason == "preset_not_a_file"
    with pytest.raises(custom_presets.PresetError) as info:
        _within(10, lambda: custom_presets.load_preset_file(fifo), fifo)
    assert info.value.reason == "preset_not_a_file"


# ------------------------------------------------------------------ system errors
@pytest.mark.parametrize(
    ("number", "problem", "words"),
    [
        (errno.ENOENT, "not_found", "does not exist"),
        (errno.EACCES, "permission", "permission"),
        (errno.EISDIR, "is_directory", "folder"),
        (errno.ENOSPC, "disk_full", "disk is full"),
        (errno.EROFS, "read_only", "read-only"),
        (errno.ENAMETOOLONG, "name_too_long", "name is too long"),
        (errno.EIO, "io_error", "disk reported an error"),
        (errno.EINVAL, "other", "refused"),
    ],
)
def test_system_errors_are_worded_for_players(number, problem, words):
    exc = OSError(number, os.strerror(number), "/somewhere/game.continental")
    assert os_problem(exc) == problem
    written = texts.file_error_text(exc)
    read = texts.save_error_text("file_unreadable", {"problem": problem})
    for text in (written, read):
        assert words in text
        assert_clean(text, problem)
        assert os.strerror(number) not in text


def test_a_missing_file_is_named_as_missing(tmp_path):
    with pytest.raises(SaveFileError) as info:
        load_file(tmp_path / "gone.continental")
    assert info.value.details["problem"] == "not_found"
    assert (
        refusal(info.value) == "The file could not be read: the file or its folder does not exist."
    )


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads anything")
def test_an_unreadable_file_is_named_as_such(tmp_path):
    path = tmp_path / "locked.continental"
    save_file(path, _state(10), "may-i", SEATS, "normal")
    path.chmod(0)
    try:
        with pytest.raises(SaveFileError) as info:
            load_file(path)
    finally:
        path.chmod(0o644)
    assert "permission" in refusal(info.value)


# ----------------------------------------------------------------- lone surrogates
def _with_escaped(doc: dict, old: str, escaped: str) -> bytes:
    """``doc``'s bytes with the JSON string ``old`` written as ``escaped`` (an escape)."""
    data = encode(doc)
    assert data.count(json.dumps(old).encode()) >= 1
    return data.replace(json.dumps(old).encode(), f'"{escaped}"'.encode())


def test_a_name_with_a_lone_surrogate_loads_repaired_and_saves_again(tmp_path, base_doc):
    data = _with_escaped(base_doc, "Bruno", "Br\\ud800uno")
    path = tmp_path / "odd.continental"
    path.write_bytes(data)
    game = load_file(path)
    assert game.seats[1].name == "Br\ufffduno"
    again = tmp_path / "again.continental"
    save_file(again, game.state, game.preset_id, game.seats, game.ai_speed, game.game_id)
    assert load_file(again).seats[1].name == "Br\ufffduno"
    assert path.read_bytes() == data


def test_lone_surrogates_anywhere_in_the_text_are_repaired(base_doc):
    d = copy.deepcopy(base_doc)
    d["game"]["rules"]["name"] = "RULES"
    d["preset_id"] = "PRESET"
    data = _with_escaped(d, "RULES", "\\udfff rules")
    data = data.replace(b'"PRESET"', b'"\\ud83d"')  # half of an emoji
    data = data.replace(b'"g1"', b'"\\ud83d\\ude00"')  # a whole one stays
    game = parse(data)
    assert game.state.rules.name == "\ufffd rules" and game.preset_id == "\ufffd"
    assert game.game_id == "\U0001f600"
    encode(game_document(game.state, game.preset_id, game.seats, "fast"))  # no error


def test_text_that_slipped_in_unrepaired_still_saves(tmp_path):
    seats = [Seat("\udc80", "human"), Seat("Bruno", "easy"), Seat("C", "easy")]
    path = tmp_path / "odd.continental"
    save_file(path, _state(10), "may-i", seats, "normal")
    assert load_file(path).seats[0].name == "\ufffd"


def test_a_preset_with_a_lone_surrogate_is_repaired(tmp_path):
    path = tmp_path / "odd.json"
    custom_presets.export_preset(path, "ODD", get_preset("may-i"))
    path.write_bytes(path.read_bytes().replace(b'"ODD"', b'"O\\ud800D"'))
    preset = custom_presets.load_preset_file(path)
    assert preset.name == "O\ufffdD"
    saved = custom_presets.save_preset(preset.name, preset.rules, tmp_path / "folder")
    assert custom_presets.load_preset(saved.name, tmp_path / "folder").name == "O\ufffdD"
    assert isinstance(preset.rules, RuleSet)


# ------------------------------------------------------------ stale temporaries
def _touch(path: Path, age: float) -> Path:
    path.write_bytes(b"half a game")
    when = time.time() - age
    os.utime(path, (when, when))
    return path


def test_stale_temporaries_are_removed_and_fresh_ones_kept(tmp_path):
    hour = 3600
    old_autosave = _touch(tmp_path / ".autosave.continental.k3j_9x2a.tmp", 2 * hour)
    old_preset = _touch(tmp_path / ".Ours.json.abcdefgh.tmp", 30 * hour)
    fresh = _touch(tmp_path / ".autosave.continental.zz00yy11.tmp", 60)
    borderline = _touch(tmp_path / ".autosave.continental.aaaaaaaa.tmp", hour - 120)
    not_ours = _touch(tmp_path / ".notes.txt.abcdefgh.tmp", 30 * hour)
    odd_shape = _touch(tmp_path / ".autosave.continental.tmp", 30 * hour)
    real = _touch(tmp_path / "autosave.continental", 30 * hour)
    folder = tmp_path / ".x.continental.abcdefgh.tmp"
    folder.mkdir()
    os.utime(folder, (time.time() - 30 * hour,) * 2)
    removed = remove_stale_temporaries(tmp_path)
    assert sorted(removed) == sorted([old_autosave, old_preset])
    for kept in (fresh, borderline, not_ours, odd_shape, real, folder):
        assert kept.exists(), kept.name
    assert not old_autosave.exists() and not old_preset.exists()


def test_stale_temporaries_of_named_files_only(tmp_path):
    mine = _touch(tmp_path / ".mine.continental.abcdefgh.tmp", 7200)
    other = _touch(tmp_path / ".other.continental.abcdefgh.tmp", 7200)
    assert remove_stale_temporaries(tmp_path, {"mine.continental"}) == [mine]
    assert other.exists()
    assert remove_stale_temporaries(tmp_path / "missing") == []  # never raises


def test_an_interrupted_write_leaves_a_temporary_that_is_later_removed(tmp_path):
    path = tmp_path / "game.continental"
    left: list[Path] = []

    def crash(tmp: Path) -> None:
        os.link(tmp, tmp.with_name(tmp.name + ".kept"))  # what a killed process leaves
        left.append(tmp)
        raise OSError(errno.EIO, "cut")

    with pytest.raises(OSError):
        saves.write_atomic(path, b"data", before_replace=crash)
    os.replace(left[0].with_name(left[0].name + ".kept"), left[0])
    assert left[0].exists()
    assert remove_stale_temporaries(tmp_path) == []  # too young
    assert remove_stale_temporaries(tmp_path, now=time.time() + 7200) == [left[0]]
