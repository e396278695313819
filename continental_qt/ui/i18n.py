"""The language the application speaks: installs our translation, Qt's own and the locale,
and the plural rule of each language.

:func:`install_language` may be called again at any time to switch; Qt then sends every
window a ``QEvent.LanguageChange`` (posted, so handled on the next pass of the event loop)
and each window sets its texts again. Call it on the GUI thread only.

Qt is imported inside the functions: ``tools/i18n.py`` imports the plural rules from here
and must run without loading Qt, and ``ui.texts`` imports :func:`plural_index`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

#: Language code → its name in itself, in the order the Language menu lists them.
LANGUAGES: dict[str, str] = {
    "cs": "Čeština",
    "de": "Deutsch",
    "en": "English",
    "es": "Español",
    "fr": "Français",
    "pl": "Polski",
    "pt_BR": "Português (Brasil)",
    "sk": "Slovenčina",
}
#: The pseudo-language for checking layouts (``tools/i18n.py pseudo``); never shipped as a
#: choice.
PSEUDO = "xx"

#: The plural forms of each language, in the order a ``%n`` translation lists them.
PLURAL_FORMS: dict[str, tuple[str, ...]] = {
    "cs": ("one", "few", "other"),
    "sk": ("one", "few", "other"),
    "pl": ("one", "few", "many"),
    "es": ("one", "other"),
    "de": ("one", "other"),
    "fr": ("one", "other"),
    "pt_BR": ("one", "other"),
    "en": ("one", "other"),
    PSEUDO: ("one", "other"),
}

#: The QSettings key holding the chosen code (absent: the system's language).
SETTING = "language"
#: Where the compiled translations live (package data, so also in the wheel and bundle).
QM_DIR = Path(__file__).resolve().parent.parent / "translations"

_installed: list[QTranslator] = []


def plural_index(language: str, n: int) -> int:
    """Which of ``language``'s plural forms (:data:`PLURAL_FORMS`) fits the number ``n``."""
    n = abs(n)
    base = language if language in PLURAL_FORMS else language.split("_")[0]
    if base in ("cs", "sk"):
        return 0 if n == 1 else 1 if 2 <= n <= 4 else 2
    if base == "pl":
        if n == 1:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    if base in ("fr", "pt_BR"):
        return 0 if n in (0, 1) else 1
    return 0 if n == 1 else 1


def qm_file(language: str, folder: Path | None = None) -> Path:
    """The compiled translation of ``language`` in ``folder`` (default :data:`QM_DIR`)."""
    return (QM_DIR if folder is None else folder) / f"continental_{language}.qm"


def resolve(code: str | None) -> str:
    """The language to speak for the choice ``code`` (None or ``""``: the system's).

    A known code (or the pseudo-language ``xx`` when its ``.qm`` was built) is taken as it
    is; otherwise the first of the system's UI languages we have, matched by language
    (``pt-PT`` gets Brazilian Portuguese, ``de-AT`` German); English when none is.
    """
    from PySide6.QtCore import QLocale

    if code in LANGUAGES or (code == PSEUDO and qm_file(code, QM_DIR).exists()):
        return code
    for name in QLocale.system().uiLanguages():
        name = name.replace("-", "_")
        if name in LANGUAGES:
            return name
        base = name.split("_")[0]
        match = next((c for c in LANGUAGES if c.split("_")[0] == base), None)
        if match is not None:
            return match
    return "en"


def _locale(language: str) -> QLocale:
    """The system's locale when it speaks ``language`` (its region's formats), else the
    language's own."""
    from PySide6.QtCore import QLocale

    system = QLocale.system()
    if language == PSEUDO:
        return system
    wanted = QLocale(language)
    return system if system.language() == wanted.language() else wanted


def install_language(app: QCoreApplication, code: str | None) -> str:
    """Speak ``code`` (None: the system's language): remove the translators installed
    before, load ``continental_<lang>.qm`` and Qt's ``qtbase_<lang>.qm``, set the default
    QLocale (numbers, dates) and the plural rule of :func:`texts.translate`.

    Returns the language now in effect (``en`` when nothing needed loading). A missing
    ``.qm`` leaves that part in English rather than failing.
    """
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    from . import texts

    language = resolve(code)
    QLocale.setDefault(_locale(language))
    texts.set_plural_language(language)
    for translator in _installed:
        app.removeTranslator(translator)
        translator.deleteLater()
    _installed.clear()
    if language == "en":
        return language
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in ((f"qtbase_{language}", qt_folder), (f"continental_{language}", QM_DIR)):
        translator = QTranslator(app)
        if translator.load(name, str(folder)):
            app.installTranslator(translator)
            _installed.append(translator)
        else:
            translator.deleteLater()
    return language


def installed_files() -> list[str]:
    """The ``.qm`` files in use now (for tests and the About box)."""
    return [t.filePath() for t in _installed]
