"""Translations: every language covers every string, finished, with its placeholders,
plural forms and accelerators; the compiled .qm files are current and load; plurals pick
the right form; switching language retranslates an open window; preset names translate.

The completeness tests fail while a language is being translated: that is their job
(``python tools/i18n.py status`` lists what is left)."""

from __future__ import annotations

import ast
import importlib.util
import inspect
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtGui import QAction

from continental_qt.engine import all_presets, get_preset
from continental_qt.ui import i18n as ui_i18n
from continental_qt.ui import texts

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "i18n.py"
#: The module of ``texts.translate``, the one place that passes n to Qt's translate.
TRANSLATE_PY = Path(inspect.getsourcefile(texts.translate)).resolve()


def _load_tool():  # noqa: ANN202
    """``tools/i18n.py`` (the translation commands), which lives beside the package."""
    spec = importlib.util.spec_from_file_location("continental_i18n_tool", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


i18n = _load_tool()
TS_HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def _key(context: str, message: ET.Element) -> tuple[str, str, str]:
    return (context, message.findtext("source") or "", message.findtext("comment") or "")


def _entries(ts: Path) -> dict[tuple[str, str, str], ET.Element]:
    """(context, source, comment) → message, obsolete and vanished ones left out."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            kind = message.find("translation").get("type")
            if kind not in ("obsolete", "vanished"):
                found[_key(name, message)] = message
    return found


@pytest.fixture(scope="module")
def fresh_ts(tmp_path_factory) -> Path:
    """A fresh lupdate run over the code (what `i18n update` would add), outside the repo."""
    ts = tmp_path_factory.mktemp("lupdate") / "fresh_en.ts"
    i18n.run_lupdate(ts, "en")
    return ts


@pytest.fixture(scope="module")
def code_strings(fresh_ts) -> set[tuple[str, str, str]]:
    """Every string of a fresh lupdate run over the code."""
    found = set(_entries(fresh_ts))
    assert len(found) > 700
    return found


def _finished(language: str) -> list[tuple[str, str]]:
    return [
        (m.findtext("source") or "", m.findtext("translation") or "")
        for m in i18n.messages(i18n.ts_file(language))
        if i18n.is_finished(m)
    ]


# ------------------------------------------------------------------ the .ts files
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_ts_covers_every_string_of_the_code(language, code_strings):
    have = set(_entries(i18n.ts_file(language)))
    missing = sorted(code_strings - have)
    assert not missing, (
        f"{len(missing)} string(s) not in continental_{language}.ts; run "
        f"`python tools/i18n.py update`: {missing[:5]}"
    )


def test_code_comments_are_no_translator_notes(fresh_ts):
    """lupdate reads a ``#:`` comment as a note to the translator of the next string,
    however far below: attribute comments (``#:`` in Sphinx) told translators of "Pass
    to {name}" about a green. Code comments there are plain ``#``."""
    notes = [
        (m.findtext("source"), m.findtext("extracomment"))
        for m in ET.parse(fresh_ts).getroot().iter("message")
        if m.findtext("extracomment")
    ]
    assert not notes, notes


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_ts_has_no_unfinished_message(language):
    entries = _entries(i18n.ts_file(language))
    unfinished = [key[1] for key, m in entries.items() if not i18n.is_finished(m)]
    assert not unfinished, (
        f"continental_{language}.ts: {len(unfinished)} of {len(entries)} unfinished, "
        f"e.g. {unfinished[:3]}"
    )


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_ts_language_matches_file_name(language):
    assert ET.parse(i18n.ts_file(language)).getroot().get("language") == language


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_translations_keep_placeholders_plural_forms_and_accelerators(language):
    bad = [
        (source, translation, problem)
        for source, translation in _finished(language)
        for problem in i18n.problems(language, source, translation)
    ]
    assert not bad, f"{len(bad)} problem(s) in continental_{language}.ts: {bad[:5]}"


def test_problems_are_found():
    assert i18n.problems("de", "Round {n}", "Runde {n}") == []
    assert i18n.problems("de", "Round {n}", "Runde") != []
    assert i18n.problems("de", "&Game", "Spiel") != []
    assert i18n.problems("de", "&Game", "&Spiel") == []
    assert i18n.problems("es", "Spain & Latin America", "España y Latinoamérica") == []
    assert i18n.problems("cs", "%n card(s)", "%n karta|%n karty|%n karet") == []
    assert i18n.problems("cs", "%n card(s)", "%n karta|%n karty") != []
    assert i18n.problems("pl", "%n card(s)", "%n karta|karty|%n kart") != []
    assert i18n.problems("fr", "{a} and {a}", "{a} et {a}") == []


def test_pseudo_translation_keeps_what_translations_must():
    for source in ("&Game", "Round {n} of {total}", "%n card(s)", "<h3>{v}</h3>&nbsp;x"):
        assert i18n.problems(i18n.PSEUDO, source, i18n.pseudo_text(source)) == []
    for source in ("&Game", "Draw (D)", "Take the top card of the discard pile"):
        assert len(i18n.pseudo_text(source)) >= 1.35 * len(source)
    assert i18n.pseudo_text("Draw (D)") == "Ðŕåŵ (Ð)~~~~"


# ------------------------------------------------------------------ the .qm files
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_committed_qm_is_current(language, tmp_path):
    committed = i18n.qm_file(language)
    assert committed.exists(), "run `python tools/i18n.py build`"
    fresh = i18n.qm_file(language, tmp_path)
    i18n.run_lrelease(i18n.ts_file(language), fresh)
    assert fresh.read_bytes() == committed.read_bytes(), (
        f"{committed.name} is older than its .ts: run `python tools/i18n.py build`"
    )


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_qm_loads(qapp, language):
    translator = QTranslator()
    assert translator.load(str(i18n.qm_file(language)))
    assert translator.language().replace("-", "_") == language


# ------------------------------------------------------------------ plurals
CASES = {
    # language: (forms of "%n card(s)", expected form index for 1, 2, 5, 22, 0)
    "cs": ("%n karta|%n karty|%n karet", (0, 1, 2, 2, 2)),
    "pl": ("%n karta|%n karty|%n kart", (0, 1, 2, 1, 2)),
    "fr": ("%n carte|%n cartes", (0, 1, 1, 1, 0)),
}


def _compile(folder: Path, language: str, entries: dict) -> Path:
    """``continental_<language>.qm`` in ``folder`` holding ``entries``: (context, source)
    or (context, source, disambiguation) → translation."""
    root = ET.Element("TS", version="2.1", language=language)
    for key, translation in entries.items():
        ctx = ET.SubElement(root, "context")
        ET.SubElement(ctx, "name").text = key[0]
        message = ET.SubElement(ctx, "message")
        ET.SubElement(message, "source").text = key[1]
        if len(key) > 2:
            ET.SubElement(message, "comment").text = key[2]
        ET.SubElement(message, "translation").text = translation
    ts = folder / f"continental_{language}.ts"
    ts.write_text(TS_HEADER + ET.tostring(root, encoding="unicode"), encoding="utf-8")
    qm = i18n.qm_file(language, folder)
    i18n.run_lrelease(ts, qm)
    return qm


def _install_test_translation(folder: Path, language: str, entries: dict) -> QTranslator:
    translator = QTranslator()
    assert translator.load(str(_compile(folder, language, entries)))
    QCoreApplication.installTranslator(translator)
    return translator


@pytest.fixture
def english(qapp):
    """Leaves the application in English and its locale as it was (as the other tests
    expect) afterwards."""
    locale = QLocale()
    yield qapp
    ui_i18n.install_language(qapp, "en")
    QLocale.setDefault(locale)


@pytest.mark.parametrize("language", sorted(CASES))
def test_plural_form_is_chosen_by_the_language_rule(english, tmp_path, language):
    forms, expected = CASES[language]
    translator = _install_test_translation(tmp_path, language, {("TableView", "%n card(s)"): forms})
    try:
        texts.set_plural_language(language)
        for n, index in zip((1, 2, 5, 22, 0), expected):
            want = forms.split("|")[index].replace("%n", str(n))
            assert texts.translate("TableView", "%n card(s)", None, n) == want
    finally:
        QCoreApplication.removeTranslator(translator)


def test_plural_rules():
    assert [i18n.plural_index("cs", n) for n in (0, 1, 2, 4, 5, 11, 22)] == [2, 0, 1, 1, 2, 2, 2]
    assert [i18n.plural_index("sk", n) for n in (1, 3, 5)] == [0, 1, 2]
    pl = [i18n.plural_index("pl", n) for n in (0, 1, 2, 4, 5, 12, 14, 21, 22, 25, 112, 122)]
    assert pl == [2, 0, 1, 1, 2, 2, 2, 2, 1, 2, 2, 1]
    assert [i18n.plural_index("fr", n) for n in (0, 1, 2)] == [0, 0, 1]
    assert [i18n.plural_index("pt_BR", n) for n in (0, 1, 2)] == [0, 0, 1]
    assert [i18n.plural_index(x, n) for x in ("de", "es", "en") for n in (0, 1, 2)] == [
        1, 0, 1, 1, 0, 1, 1, 0, 1,
    ]  # fmt: skip
    assert set(i18n.LANGUAGES) <= set(i18n.PLURAL_FORMS)


def test_untranslated_plurals_read_as_english(english):
    ui_i18n.install_language(english, "en")
    assert texts.translate("TableView", "%n card(s)", None, 1) == "1 card"
    assert texts.translate("TableView", "%n card(s)", None, 3) == "3 cards"


def test_numbers_follow_the_locale(english):
    QLocale.setDefault(QLocale("de_DE"))
    assert texts.translate("TableView", "%n card(s)", None, 1500) == "1.500 cards"


def test_no_module_passes_n_to_qt_translate():
    """Plural forms are chosen by texts.translate; Qt's own n would find no numerus form."""
    bad = []
    for path in (ROOT / "continental_qt").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("translate", "tr")
                and getattr(node.func.value, "id", None) in ("QCoreApplication", "self")
                and len(node.args) + len(node.keywords)
                >= (4 if node.func.attr == "translate" else 3)
                and path != TRANSLATE_PY
            ):
                bad.append(f"{path.name}:{node.lineno}")
    assert bad == []


def test_plural_calls_pass_n_as_a_plain_name():
    """lupdate 6.11 silently skips a translate() call whose n is ``rules.x`` or ``len(x)``."""
    bad = []
    for rel in i18n.source_files():
        for node in ast.walk(ast.parse((ROOT / rel).read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", getattr(node.func, "attr", None)) == "translate"
                and len(node.args) == 4
                and not isinstance(node.args[3], (ast.Name, ast.Constant))
            ):
                bad.append(f"{rel}:{node.lineno}")
    assert bad == []


NUMERUS_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>Texts</name>
    <message numerus="yes">
        <location filename="../continental_qt/ui/texts.py" line="+1"/>
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform>%n karta|%n karty|%n karet</numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n deck(s)</source>
        <translation type="unfinished">
            <numerusform>%n balíček</numerusform>
            <numerusform>%n balíčky</numerusform>
            <numerusform>%n balíčků</numerusform>
        </translation>
    </message>
</context>
</TS>
"""


def test_numerus_messages_of_newer_lupdate_are_flattened(tmp_path):
    ts = tmp_path / "continental_cs.ts"
    ts.write_text(NUMERUS_TS, encoding="utf-8")
    before = {("Texts", "%n card(s)", ""): ("%n karta|%n karty|%n karet", True)}
    i18n._flatten_numerus(ts, before)
    assert "numerus" not in ts.read_text(encoding="utf-8")
    after = i18n._translations(ts)
    assert after[("Texts", "%n card(s)", "")] == ("%n karta|%n karty|%n karet", True)
    assert after[("Texts", "%n deck(s)", "")] == ("%n balíček|%n balíčky|%n balíčků", False)


# ------------------------------------------------------------------ switching
def test_languages_are_named_in_themselves():
    assert set(ui_i18n.LANGUAGES) == set(i18n.LANGUAGES) | {"en"}
    assert ui_i18n.LANGUAGES["cs"] == "Čeština"
    assert ui_i18n.LANGUAGES["pt_BR"] == "Português (Brasil)"


def test_resolve_falls_back_to_a_language_we_have():
    assert ui_i18n.resolve("de") == "de"
    assert ui_i18n.resolve("xx-unknown") in ui_i18n.LANGUAGES
    assert ui_i18n.resolve(None) in ui_i18n.LANGUAGES


def test_install_language_loads_ours_and_qts(english):
    assert ui_i18n.install_language(english, "cs") == "cs"
    names = {Path(f).name for f in ui_i18n.installed_files()}
    assert "continental_cs.qm" in names
    assert "qtbase_cs.qm" in names  # Qt's own strings (PySide6-Essentials ships them)
    assert QLocale().language() == QLocale.Language.Czech
    assert texts.plural_language() == "cs"
    assert ui_i18n.install_language(english, "en") == "en"
    assert ui_i18n.installed_files() == []


def _game_menu_title(win) -> str:
    return win.menuBar().actions()[0].text()


def test_switching_language_retranslates_an_open_window(english, qtbot, tmp_path, monkeypatch):
    from continental_qt.ui.main_window import MainWindow

    entries = {
        ("MainWindow", "&Game"): "&Spiel",
        ("MainWindow", "Draw (D)"): "Ziehen (D)",
        ("MainWindow", "Log"): "Protokoll",
    }
    _compile(tmp_path, "de", entries)
    monkeypatch.setattr(ui_i18n, "QM_DIR", tmp_path)  # a German that surely has these

    win = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(win)
    win.show()
    assert _game_menu_title(win) == "&Game"
    language_menu = win.findChild(QAction, "language_de")
    assert language_menu is not None and language_menu.text() == "Deutsch"

    language_menu.trigger()
    qtbot.waitUntil(lambda: _game_menu_title(win) == "&Spiel")
    assert win.draw_button.text() == "Ziehen (D)"
    assert win.side.tabText(2) == "Protokoll"
    assert win.findChild(QAction, "language_de").isChecked()
    assert len(win.findChildren(QAction, "quit_action")) == 1  # the old menus are gone

    win.findChild(QAction, "language_en").trigger()
    qtbot.waitUntil(lambda: _game_menu_title(win) == "&Game")
    assert win.draw_button.text() == "Draw (D)"
    win.session.close()


def test_language_choice_is_remembered(english, qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from continental_qt.ui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings, data_dir=tmp_path)
    qtbot.addWidget(win)
    win.set_language("fr")
    assert settings.value(ui_i18n.SETTING) == "fr"
    win.set_language(None)
    assert settings.value(ui_i18n.SETTING) is None
    win.session.close()


# ------------------------------------------------------------------ preset names
@pytest.mark.parametrize("rules", all_presets(), ids=lambda r: r.id)
def test_every_builtin_preset_name_is_translatable(english, rules):
    sources = (ROOT / "continental_qt" / "ui" / "texts").glob("*.py")
    source = "".join(path.read_text("utf-8") for path in sources)
    assert f'translate("Texts", "{rules.name}", "preset name")' in source
    assert texts.preset_name(rules) == rules.name  # untranslated: the engine's own words


def test_other_names_are_shown_as_they_are(english, tmp_path):
    translator = _install_test_translation(
        tmp_path, "de", {("Texts", "Liverpool Rummy", "preset name"): "Liverpool-Rommé"}
    )
    try:
        liverpool = get_preset("liverpool")
        assert texts.preset_name(liverpool) == "Liverpool-Rommé"
        assert texts.preset_name_of("custom:Liverpool Rummy", "Liverpool Rummy") == (
            "Liverpool Rummy"
        )
        assert texts.preset_name_of("liverpool", "Liverpool Rummy (edited)") == (
            "Liverpool Rummy (edited)"
        )
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_command_needs_no_qt():
    code = "import runpy, sys; runpy.run_path(sys.argv[1]); assert 'PySide6' not in sys.modules"
    subprocess.run([sys.executable, "-c", code, str(TOOL)], check=True, timeout=60)
    result = subprocess.run(
        [sys.executable, str(TOOL), "--help"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert "update" in result.stdout and "pseudo" in result.stdout
