"""The translation commands: update the ``.ts`` sources from the code, compile them to
``.qm`` in the package, check them and make a pseudo-translation.

Run ``python tools/i18n.py update`` (from the repository root) after changing UI strings
(it merges: every translation already made is kept), translate the ``.ts`` files in Qt
Linguist, then ``python tools/i18n.py build`` to compile them into the package. See
``docs/translating.md``.

No Qt import here: the commands run ``pyside6-lupdate`` and ``pyside6-lrelease`` as
programs. The plural rules the running game uses live in ``continental_qt/ui/plurals.py``.

Plurals: ``pyside6-lupdate`` cannot mark numerus messages in Python code, so a source
text holding ``%n`` gets all its plural forms in one translation, separated by ``|``, in
CLDR order (:data:`PLURAL_FORMS` names them); ``ui.texts.translate`` picks one.
"""

from __future__ import annotations

import argparse
import html
import math
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

# Qt-free: plain Python.
from continental_qt.ui.plurals import PLURAL_FORMS, PSEUDO, plural_index

__all__ = ["PLURAL_FORMS", "PSEUDO", "plural_index"]  # re-exported for the tests

#: The source checkout's root (the .ts sources are not shipped in the wheel).
ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "continental_qt"
TS_DIR = ROOT / "translations"
#: The compiled translations, package data that the wheel and the bundle carry.
QM_DIR = PACKAGE / "translations"

#: The languages with a ``translations/continental_<code>.ts`` (English is the source).
LANGUAGES: tuple[str, ...] = ("cs", "sk", "pl", "es", "pt_BR", "de", "fr")
# Parts of a source text a translation must carry unchanged.
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n")
# Packages whose modules hold no user-visible text (the engine, the AI and the simulator
# speak codes).
_NO_TEXT = {"engine", "ai", "sim", "translations", "__pycache__"}


def source_files() -> list[Path]:
    """Every module whose strings are translated (paths relative to :data:`ROOT`)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE)
        if not _NO_TEXT.intersection(rel.parts[:-1]):
            found.append(path.relative_to(ROOT))
    return found


def ts_file(language: str) -> Path:
    return TS_DIR / f"continental_{language}.ts"


def qm_file(language: str, folder: Path = QM_DIR) -> Path:
    return folder / f"continental_{language}.qm"


def tool(name: str) -> str:
    """``pyside6-lupdate`` or ``pyside6-lrelease``: the one beside this Python, else on PATH."""
    beside = Path(sys.executable).with_name(name)
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (it ships the Qt Linguist tools)")
    return found


def run_lupdate(ts: Path, language: str) -> None:
    """Merge the strings of :func:`source_files` into ``ts`` (created if missing)."""
    before = _translations(ts) if ts.exists() else {}
    sources = [str(p) for p in source_files()]
    subprocess.run(
        [tool("pyside6-lupdate"), *sources, "-no-obsolete", "-locations", "relative"]
        + ["-target-language", language, "-ts", str(ts.resolve())],
        cwd=ROOT,
        check=True,
        capture_output=True,
        timeout=300,
    )
    _flatten_numerus(ts, before)


Key = tuple[str, str, str]  # context, source, disambiguation


def _translations(ts: Path) -> dict[Key, tuple[str, bool]]:
    """Each message's translation and whether it is finished."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = (message.findtext("translation") or "", is_finished(message))
    return found


_CONTEXT = re.compile(r"(<context>\s*<name>(.*?)</name>)(.*?)(</context>)", re.DOTALL)
_NUMERUS = re.compile(r'<message numerus="yes">(.*?)</message>', re.DOTALL)
_TRANSLATION = re.compile(r"<translation([^>]*)>(.*?)</translation>", re.DOTALL)
_FORM = re.compile(r"<numerusform[^>]*>(.*?)</numerusform>", re.DOTALL)


def _flatten_numerus(ts: Path, before: dict[Key, tuple[str, bool]]) -> None:
    """Turn numerus messages back into plain ones holding ``one|few|other``.

    lupdate 6.12 marks a ``translate(…, n)`` call as numerus (6.11 does not), moves a
    translation made before into its first form and marks it unfinished. This project
    keeps every form in one translation (see the module docstring), so the forms are
    joined with ``|`` and a translation that was finished and is unchanged stays so.
    The file is edited as text, leaving lupdate's layout of everything else alone.
    """
    text = ts.read_text(encoding="utf-8")
    if 'numerus="yes"' not in text:
        return

    def message(context: str, match: re.Match) -> str:
        body = match.group(1)
        source = html.unescape(_tag(body, "source"))
        comment = html.unescape(_tag(body, "comment"))
        found = _TRANSLATION.search(body)
        assert found is not None
        joined = "|".join(form for form in _FORM.findall(found.group(2)) if form)
        attrs = found.group(1).replace(' type="unfinished"', "")
        if not joined or before.get((context, source, comment)) != (html.unescape(joined), True):
            attrs += ' type="unfinished"'
        flat = body[: found.start()] + f"<translation{attrs}>{joined}</translation>"
        return "<message>" + flat + body[found.end() :] + "</message>"

    def context(match: re.Match) -> str:
        name = html.unescape(match.group(2))
        body = _NUMERUS.sub(lambda m: message(name, m), match.group(3))
        return match.group(1) + body + match.group(4)

    ts.write_text(_CONTEXT.sub(context, text), encoding="utf-8")


def _tag(xml: str, tag: str) -> str:
    found = re.search(rf"<{tag}>(.*?)</{tag}>", xml, re.DOTALL)
    return found.group(1) if found else ""


def run_lrelease(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
        check=True,
        capture_output=True,
        timeout=300,
    )


def update(languages: Sequence[str] = LANGUAGES) -> None:
    """Bring every ``.ts`` up to date with the code: new strings are added unfinished,
    strings gone from the code are dropped, and every existing translation is kept."""
    for language in languages:
        run_lupdate(ts_file(language), language)
        print(f"updated {ts_file(language).relative_to(ROOT)}")


def build(languages: Sequence[str] = LANGUAGES, folder: Path = QM_DIR) -> None:
    """Compile every ``.ts`` into ``continental_<language>.qm`` in ``folder``."""
    for language in languages:
        run_lrelease(ts_file(language), qm_file(language, folder))
        print(f"built {qm_file(language, folder)}")


# ------------------------------------------------------------------ status
def messages(ts: Path) -> list[ET.Element]:
    return list(ET.parse(ts).getroot().iter("message"))


def is_finished(message: ET.Element) -> bool:
    translation = message.find("translation")
    return (
        translation is not None
        and translation.get("type") not in ("unfinished", "obsolete", "vanished")
        and bool(translation.text)
    )


def plural_forms(source: str, translation: str) -> list[str]:
    """The forms of ``translation``: all its ``|``-separated forms when ``source`` holds
    ``%n``, else the translation alone (a ``|`` there is just a character)."""
    return translation.split("|") if "%n" in source else [translation]


def accelerators(text: str) -> int:
    """How many ``&`` accelerators ``text`` marks (not ``&&``, ``& `` or ``&nbsp;``)."""
    text = re.sub(r"&&|&[A-Za-z]+;|&#\d+;", "", text)
    return len(re.findall(r"&\S", text))


def problems(language: str, source: str, translation: str) -> list[str]:
    """What is wrong with ``translation`` of ``source``: the number of plural forms, a
    placeholder (``{name}``, ``%n``) lost or added in a form, an accelerator ``&`` lost."""
    found = []
    forms = plural_forms(source, translation)
    if "%n" in source and len(forms) != len(PLURAL_FORMS[language]):
        wanted = "|".join(PLURAL_FORMS[language])
        found.append(f"{len(forms)} plural form(s), not {len(PLURAL_FORMS[language])} ({wanted})")
    want = set(PLACEHOLDER.findall(source))  # a placeholder may be said twice, or once
    for form in forms:
        if set(PLACEHOLDER.findall(form)) != want:
            have = sorted(set(PLACEHOLDER.findall(form)))
            found.append(f"placeholders {have} instead of {sorted(want)}")
        if accelerators(form) != accelerators(source):
            found.append(f"{accelerators(form)} accelerator(s) instead of {accelerators(source)}")
    return found


def status() -> int:
    """Print how far each language is and every problem of a translation; 1 if any."""
    bad = 0
    for language in LANGUAGES:
        found = messages(ts_file(language))
        done = [m for m in found if is_finished(m)]
        print(f"{language:6} {len(done):5} of {len(found)} finished")
        for message in done:
            source = message.findtext("source") or ""
            for problem in problems(language, source, message.findtext("translation") or ""):
                bad += 1
                print(f"  {source!r}: {problem}")
    return 1 if bad else 0


# ------------------------------------------------------------------ pseudo
_ACCENTED = dict(
    zip(
        "abcdeghiklmnoprstuwyzABCDEGHIKLNORSTUWYZ",
        "åƀçđéĝĥîķĺɱñöþŕšţûŵýžÅƁÇÐÉĜĤÎĶĹÑÖŔŠŢÛŴÝŽ",
    )
)
# Kept as they are: placeholders, %n, rich-text tags and entities, accelerators (&x, &&),
# escapes such as \n.
_KEEP = re.compile(r"\{[^{}]*\}|%n|<[^<>]*>|&[A-Za-z]+;|&#\d+;|&&|&.|\n")


def pseudo_text(source: str) -> str:
    """``source`` with accented letters and ``~`` padding to about 140% of its length;
    placeholders, ``%n``, tags and ``&`` accelerators unchanged, plural ``(s)`` forms
    written as ``one|other``."""
    if "%n" in source:
        one, other = source.replace("(s)", ""), source.replace("(s)", "s")
        return _pseudo_one(one) + "|" + _pseudo_one(other)
    return _pseudo_one(source)


def _pseudo_one(source: str) -> str:
    out, last = [], 0
    for match in _KEEP.finditer(source):
        out.append("".join(_ACCENTED.get(c, c) for c in source[last : match.start()]))
        out.append(match.group())
        last = match.end()
    out.append("".join(_ACCENTED.get(c, c) for c in source[last:]))
    # What shows: tags take no room, an entity or an accelerator's & one or none.
    shown = len(re.sub(r"<[^<>]*>|&(?=\S)", "", re.sub(r"&[A-Za-z]+;|&#\d+;", " ", source)))
    pad = "~" * max(2, math.ceil(shown * 0.4))
    # Broken into words, as a real language would be, so wrapping can still happen.
    return "".join(out) + " ".join(pad[i : i + 8] for i in range(0, len(pad), 8))


def pseudo(folder: Path = QM_DIR) -> Path:
    """Write ``continental_xx.qm`` (every string of a fresh lupdate run pseudo-translated)
    to ``folder`` and return its path. ``install_language(app, "xx")`` loads it."""
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / f"continental_{PSEUDO}.ts"
        run_lupdate(ts, "en")
        tree = ET.parse(ts)
        for message in tree.getroot().iter("message"):
            translation = message.find("translation")
            translation.attrib.pop("type", None)
            translation.text = pseudo_text(message.findtext("source") or "")
        tree.write(ts, encoding="utf-8", xml_declaration=True)
        target = qm_file(PSEUDO, folder)
        run_lrelease(ts, target)
    print(f"built {target}")
    return target


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python tools/i18n.py", description="Continental's translation files."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("update", help="merge the code's strings into translations/*.ts")
    built = commands.add_parser("build", help="compile the .ts files into the package's .qm")
    built.add_argument("--out", type=Path, default=QM_DIR, help="folder for the .qm files")
    fake = commands.add_parser("pseudo", help="write the pseudo-translation continental_xx.qm")
    fake.add_argument("--out", type=Path, default=QM_DIR, help="folder for the .qm file")
    commands.add_parser(
        "status", help="how many messages each language has finished, and their problems"
    )
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
    elif args.command == "build":
        build(folder=args.out)
    elif args.command == "pseudo":
        pseudo(args.out)
    else:
        return status()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
