"""The language the application speaks: installs our translation, Qt's own and the locale,
and the plural rule of each language (:mod:`.plurals`, re-exported here).

:func:`install_language` may be called again at any time to switch; Qt then sends every
window a ``QEvent.LanguageChange`` (posted, so handled on the next pass of the event loop)
and each window sets its texts again. Call it on the GUI thread only.

Qt is imported inside the functions (the module loads without Qt). The plural rules live in
:mod:`.plurals`, which ``ui.texts`` and ``tools/i18n.py`` import, so this module may
import ``texts`` (to set its plural language) without an import circle.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

# The plural rules' home is .plurals (texts imports them there); still named here.
from .plurals import PLURAL_FORMS, PSEUDO, plural_index  # noqa: F401

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
#: The QSettings key holding the chosen code (absent: the system's language).
SETTING = "language"
#: Where the compiled translations live (package data, so also in the wheel and bundle).
QM_DIR = Path(__file__).resolve().parent.parent / "translations"

_installed: list[QTranslator] = []


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
