"""Switching the interface language at run time.

Installing a new set of ``QTranslator``s makes Qt send ``LanguageChange``
to every widget, which retranslate themselves — no restart. English is the
source language and needs no file.
Qt's own strings (standard dialog buttons) come from Qt's ``qtbase_*.qm``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from cardtable.resources import data_dir

# Language code → its own name (shown as such in every language).
LANGUAGES = {"en": "English", "ja": "日本語"}


def system_language() -> str:
    """The language of the system locale if we have it, else English."""
    return "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"


class Translations:
    """The translators currently installed in the application."""

    def __init__(self) -> None:
        self.language = "en"
        self._installed: list[QTranslator] = []

    def set_language(self, code: str) -> None:
        """Install ``code``'s translations (unknown codes fall back to English)."""
        code = code if code in LANGUAGES else "en"
        app = QCoreApplication.instance()
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed = []
        ours = QTranslator(app)
        if ours.load(f"cardtable_{code}", str(data_dir("i18n"))):
            self._installed.append(ours)
        qt = QTranslator(app)
        if code != "en" and qt.load(f"qtbase_{code}",
                                    QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            self._installed.append(qt)
        for translator in self._installed:
            app.installTranslator(translator)
        QLocale.setDefault(QLocale(code))
        self.language = code
