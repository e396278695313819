"""Engine codes become sentences: every reason code is covered, contracts read well, log
lines never leak a private card, and every string stays visible to lupdate."""

from __future__ import annotations

import ast
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from continental_qt.ai.registry import make_ai
from continental_qt.engine import (
    NEXT_ROUND,
    ROUND_OVER,
    GameState,
    all_presets,
    get_preset,
    parse_cards,
)
from continental_qt.engine.errors import IllegalMove
from continental_qt.engine.events import Event
from continental_qt.engine.reasons import ALL_REASONS
from continental_qt.engine.rules import MeldReq
from continental_qt.ui import texts
from continental_qt.ui.texts.events import event_text
from continental_qt.ui.texts.rules_summary import rules_summary_html

from ..lupdate import lupdate

ROOT = Path(__file__).resolve().parents[3]
ENGINE = ROOT / "continental_qt" / "engine"
#: The modules of the ``ui.texts`` package, where the game's sentences are written.
TEXTS_FILES = sorted((ROOT / "continental_qt" / "ui" / "texts").glob("*.py"))

# Every way the engine spells a reason code in its sources.
CODE_PATTERNS = (
    r'IllegalMove\(\s*"(\w+)"',
    r'SaveError\(\s*"(\w+)"',
    r'RuleProblem\(\s*"(\w+)"',
    r'\bbad\(\s*"(\w+)"',
    r'_fail\(\s*"(\w+)"',
    r'why="(\w+)"',
    r'MeldCheck\(False,\s*"(\w+)"',
    r'return\s+"(\w+)"\s*$',
    r'reason\s*=\s*"(\w+)"',
    r'else\s+"(\w+)"\s*$',
)


def engine_codes() -> set[str]:
    codes: set[str] = set()
    for path in ENGINE.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        for pattern in CODE_PATTERNS:
            codes.update(re.findall(pattern, source, flags=re.MULTILINE))
    # The codes melds.py documents: its module docstring and layoff_fit's.
    melds = (ENGINE / "melds.py").read_text(encoding="utf-8")
    module_doc = ast.get_docstring(ast.parse(melds)) or ""
    layoff_doc = re.search(r'def layoff_fit.*?"""(.*?)"""', melds, flags=re.DOTALL)
    assert layoff_doc is not None
    for doc in (module_doc, layoff_doc.group(1)):
        codes.update(re.findall(r"``(\w+)``", doc.split("odes", 1)[-1]))
    codes.add("invalid_rules")  # RuleSetError.code when it holds no problem
    # Strings that match the patterns but are not reason codes (card notation, meld ends).
    return {c for c in codes if re.fullmatch(r"[a-z]+(_[a-z]+)*", c)} - {
        "low",
        "high",
        "set",
        "run",
    }


def test_engine_codes_found():
    codes = engine_codes()
    # Spot checks that the scan sees each kind of source.
    for code in ("not_your_turn", "too_many_wilds", "end_needed", "contract_exceeds_hand"):
        assert code in codes
    assert {"digest_mismatch", "meld_too_short", "wild_set_only_wilds"} <= codes


def test_every_engine_code_is_covered():
    missing = engine_codes() - set(texts.REASON_CODES)
    assert not missing, f"reason codes without a sentence: {sorted(missing)}"


REASON_MEMBERS = [member for enum in ALL_REASONS for member in enum]


def test_every_code_the_engine_spells_is_a_reason_member():
    assert engine_codes() <= {str(m) for m in REASON_MEMBERS}


@pytest.mark.parametrize("member", REASON_MEMBERS, ids=lambda m: f"{type(m).__name__}.{m.name}")
def test_every_reason_member_has_a_sentence(member):
    assert member in texts.REASON_CODES
    text = texts.reason_text(member)
    assert text and member not in text  # a real sentence, not the unknown-code fallback
    assert "{" not in text and "None" not in text
    assert text[0].isupper() and text.rstrip().endswith((".", "!", "…"))


def test_round_over_texts():
    state = GameState(get_preset("may-i"), 2, 3)
    state.phase, state.to_act = ROUND_OVER, None
    assert texts.phase_text(state, ["Ana", "Ben"], 0) == "Round over — see the summary"
    assert (
        texts.prompt_text(state, 0, ["Ana", "Ben"])
        == "The round is over: see the summary (Enter deals the next)."
    )
    assert texts.reason_text("wrong_phase", {"phase": ROUND_OVER}) == (
        "The round is over: deal the next round first."
    )
    assert "“max_stock_rebuilds”" in texts.reason_text(
        "retired_setting", {"field": "max_stock_rebuilds", "value": 3}
    )


@pytest.mark.parametrize("code", texts.REASON_CODES)
def test_reason_sentence(code):
    text = texts.reason_text(code)
    assert text and text != code
    assert code not in text  # a real sentence, not the unknown-code fallback
    assert "{" not in text and "None" not in text
    assert text[0].isupper() and text.rstrip().endswith((".", "!", "…"))


def test_reason_uses_details():
    assert texts.reason_text("invalid_meld", {"why": "too_many_wilds"}) == (
        "Wilds may not outnumber natural cards."
    )
    assert texts.reason_text("cannot_lay_off", {"why": "wrong_suit"}) == (
        texts.reason_text("wrong_suit")
    )
    assert texts.reason_text("wrong_phase", {"phase": "draw"}) == "You have to draw first."
    assert "2 melds" in texts.reason_text("contract_not_met", {"why": "meld_count", "need": 2})
    assert "5 cards" in texts.reason_text("contract_not_met", {"why": "meld_too_short", "need": 5})
    text = texts.reason_text("not_enough_cards", {"players": 9, "cards": 108, "need": 120})
    assert "9" in text and "108" in text and "120" in text
    assert "Round 3" in texts.reason_text("empty_contract", {"round": 3})


def test_reason_for_real_refusals():
    state = GameState(get_preset("may-i"), 3, 5)
    other = (state.to_act + 1) % 3
    with pytest.raises(IllegalMove) as exc:
        state.apply(state.legal_actions()[0], other)
    assert texts.reason_text(exc.value.reason, exc.value.details) == "It is not your turn."
    for problem in get_preset("may-i").problems(12):
        assert texts.reason_text(problem.code, problem.details)


def test_unknown_code_gives_sentence_with_code():
    text = texts.reason_text("brand_new_code")
    assert "brand_new_code" in text and text != "brand_new_code"


# ------------------------------------------------------------------- cards, contracts
def test_card_names():
    cards = parse_cards("7H 10S AD KC JK 2C")
    assert [texts.card_name(c) for c in cards] == ["7♥", "10♠", "A♦", "K♣", "Joker", "2♣"]
    assert texts.card_name(cards[0].uid) == "7♥"
    assert texts.card_name(None) == "?"
    assert texts.card_list(cards[:3]) == "7♥ 10♠ A♦"


def test_meld_req_and_contracts():
    assert texts.meld_req_text(MeldReq("set", 3)) == "a set of 3+"
    assert texts.meld_req_text(MeldReq("run", 4)) == "a run of 4+"
    may_i = get_preset("may-i")
    assert [texts.contract_text(r.contract) for r in may_i.rounds] == [
        "Two sets of 3+",
        "One set of 3+ and one run of 4+",
        "Two runs of 4+",
        "Three sets of 3+",
        "Two sets of 3+ and one run of 4+",
        "One set of 3+ and two runs of 4+",
        "Three runs of 4+",
    ]
    shanghai = get_preset("shanghai")
    assert texts.contract_text(shanghai.round(9).contract) == "Three sets of 3+ and one run of 5+"
    assert texts.contract_text(get_preset("carioca").round(8).contract) == "Four sets of 3+"
    assert texts.contract_text((MeldReq("set", 3),) * 7) == "7 sets of 3+"


@pytest.mark.parametrize("rules", all_presets(), ids=lambda r: r.id)
def test_every_round_has_a_title(rules):
    for number, rnd in enumerate(rules.rounds, 1):
        assert texts.contract_text(rnd.contract)
        assert texts.round_title(rules, number, rules.min_players)


def test_round_titles():
    assert texts.round_title(get_preset("may-i"), 3) == "Round 3 of 7 · Two runs of 4+"
    single = get_preset("continental-15")
    assert texts.round_title(single, 2, 4) == "Deal 2 of 4 · All 15 cards in runs"
    assert texts.going_out_text(single) == (
        "Go out with all 15 cards in runs: 3+3+3+3+3, 4+4+4+3 or 5+4+3+3."
    )
    state = GameState(single, 3, 1)
    assert texts.state_title(state).startswith("Deal 1 of 3")


def test_plurals_read_as_english_without_a_translation():
    html = rules_summary_html(get_preset("may-i"))
    assert "(s)" not in html
    assert "1 penalty card " in html


# ----------------------------------------------------------------------- events
def _play(preset: str, players: int, seed: int):
    """Yield (state after the action, events) through one complete easy-AI game."""
    state = GameState(get_preset(preset), players, seed)
    bots = [make_ai("easy", seed * 16 + s) for s in range(players)]
    for _ in range(100_000):
        if state.is_over:
            return
        seat = state.to_act
        if state.phase == ROUND_OVER:
            events = state.apply(NEXT_ROUND)
        else:
            events = state.apply(bots[seat].choose(state.view(seat)))
        yield state, events
    raise AssertionError("game did not end")


GAMES = [("may-i", 3, 2), ("liverpool", 3, 4), ("continental-15", 2, 1), ("shanghai", 4, 3)]


@pytest.mark.parametrize(("preset", "players", "seed"), GAMES)
def test_event_text_over_whole_games(preset, players, seed):
    names = ["You", "Bruno", "Carmen", "Dora"][:players]
    kinds = set()
    for state, events in _play(preset, players, seed):
        for event in events:
            kinds.add(event.kind)
            for viewer in [None, *range(players)]:
                line = event_text(event, names, viewer, state.rules, state.melds)
                short = event_text(event, names, viewer, state.rules)
                for text in (line, short):
                    assert text is None or (text and "{" not in text and "None" not in text)
            _check_privacy(event, names, players, state.rules)
        for viewer in [None, *range(players)]:
            assert texts.phase_text(state, names, viewer)
            prompt = texts.prompt_text(state, viewer, names)
            assert prompt and "{" not in prompt
    assert {"drew_stock", "discarded", "round_ended", "game_over"} <= kinds


def _redacted(event, viewer):
    """``event`` with every card ``viewer`` may not see replaced by another card."""
    data, seat = dict(event.data), event.seat
    if viewer == seat:
        return event
    if event.kind == "drew_stock":
        data["card"] = OTHER_CARD
    elif event.kind == "bought":
        data["penalty"] = [OTHER_CARD] * len(data["penalty"])
    elif event.kind == "round_ended":
        data["hands"] = {
            s: (h if s == viewer else [OTHER_CARD] * len(h)) for s, h in data["hands"].items()
        }
    else:
        return event
    return Event(event.kind, seat, data)


OTHER_CARD = parse_cards("JK")[0].uid


def _check_privacy(event, names, players, rules):
    """A line may depend on the viewer's own cards only: hiding everyone else's cards
    changes nothing, and the seat that drew a card is told which."""
    for viewer in [None, *range(players)]:
        text = event_text(event, names, viewer, rules)
        assert text == event_text(_redacted(event, viewer), names, viewer, rules)
        if event.kind == "drew_stock" and viewer == event.seat:
            assert texts.card_name(event.data["card"]) in text
        if event.kind == "drew_stock" and viewer != event.seat:
            assert texts.card_name(event.data["card"]) not in text
        if event.kind == "bought" and event.data["penalty"] and viewer == event.seat:
            assert texts.card_list(event.data["penalty"]) in text


def test_event_lines_name_cards_and_melds():
    names = ["You", "Bruno", "Carmen"]
    seen = {}
    for state, events in _play("may-i", 3, 2):
        for event in events:
            text = event_text(event, names, 0, state.rules, state.melds)
            if text:
                seen.setdefault(event.kind, text)
            if event.kind == "went_down" and all(
                i in {m.id for m in state.melds} for i in event.data["melds"]
            ):
                meld = state.meld_by_id(event.data["melds"][0])
                assert texts.card_list(meld.cards) in text
    assert seen["discarded"].endswith(".") and "discarded the" in seen["discarded"]
    assert "from the discard pile" in seen["took_discard"]
    assert seen["round_ended"].startswith("Round 1 ends")
    assert seen["game_over"].startswith("Game over")


def test_prompt_for_the_seat_to_draw():
    state = GameState(get_preset("may-i"), 3, 8)
    viewer = state.to_act
    prompt = texts.prompt_text(state.view(viewer), viewer, ["Ana", "Bruno", "Carmen"])
    assert (
        prompt
        == f"Your turn: draw from the stock or take the {texts.card_name(state.top_discard)}."
    )
    other = (viewer + 1) % 3
    waiting = texts.prompt_text(state.view(other), other, ["Ana", "Bruno", "Carmen"])
    assert waiting == f"Waiting for {['Ana', 'Bruno', 'Carmen'][viewer]}…"
    assert texts.phase_text(state, ["Ana", "Bruno", "Carmen"], other).endswith("— drawing")


# ------------------------------------------------------------------- rules summary
@pytest.mark.parametrize("rules", all_presets(), ids=lambda r: r.id)
def test_rules_summary(rules):
    html = rules_summary_html(rules)
    assert html.count("<h4>") >= 4
    assert f"{rules.min_players}–{rules.max_players} players" in html
    if rules.single_hand:
        assert "3+3+3+3+3" in html and "collects" in html
    else:
        assert f"{rules.num_rounds} rounds" in html
        for rnd in rules.rounds:
            assert texts.contract_text(rnd.contract) in html
    assert "&amp;" in rules_summary_html(get_preset("continental-es"))


def test_level_and_speed_names():
    assert [texts.level_name(x) for x in ("human", "easy", "medium", "hard")] == [
        "Human",
        "Easy",
        "Medium",
        "Hard",
    ]
    assert [texts.speed_name(x) for x in ("instant", "fast", "normal")] == [
        "Instant",
        "Fast",
        "Normal",
    ]


# ------------------------------------------------------------------------ lupdate
def _translate_calls(path: Path) -> tuple[set[tuple[str, str | None]], list[int]]:
    """Literal (text, disambiguation) pairs of every translate() call, and the lines of
    calls lupdate could not read (non-literal or keyword arguments)."""
    found, bad = set(), []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
        if name != "translate" or (isinstance(func, ast.Attribute) and func.attr != "translate"):
            continue
        args = node.args
        if (
            len(args) < 2
            or node.keywords
            or not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args[:2])
        ):
            if isinstance(func, ast.Name):  # our helper; QCoreApplication.translate inside it
                bad.append(node.lineno)
            continue
        disamb = args[2].value if len(args) > 2 and isinstance(args[2], ast.Constant) else None
        found.add((args[1].value, disamb))
    return found, bad


def _texts_calls() -> tuple[set[tuple[str, str | None]], list[str]]:
    found, bad = set(), []
    for path in TEXTS_FILES:
        more, lines = _translate_calls(path)
        found |= more
        bad += [f"{path.name}:{line}" for line in lines]
    return found, bad


def test_translate_calls_use_literals():
    found, bad = _texts_calls()
    assert len(found) > 200
    assert bad == [], f"translate() calls lupdate cannot read, at {bad}"
    for path in TEXTS_FILES:
        source = path.read_text(encoding="utf-8")
        assert not re.search(r'translate\(\s*"Texts",\s*f"', source), path.name


@pytest.mark.skipif(lupdate() is None, reason="pyside6-lupdate missing")
def test_lupdate_extracts_every_string(tmp_path):
    ts = tmp_path / "texts.ts"
    subprocess.run(
        [lupdate(), *map(str, TEXTS_FILES), "-ts", str(ts)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    extracted = set()
    for message in ET.parse(ts).getroot().iter("message"):
        comment = message.find("comment")
        extracted.add((message.findtext("source"), comment.text if comment is not None else None))
    found, _ = _texts_calls()
    assert found - extracted == set()
