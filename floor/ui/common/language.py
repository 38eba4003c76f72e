"""The desktop's language: Qt's translator loaded with the compiled catalog (``resources/translations/*.qm``).

Switching installs another translator at once; Qt then sends every window a LanguageChange event, and the
windows put their words again (no restart). :func:`tr` translates one text of a context and fills its
``{placeholders}``; :func:`number` groups digits as the language does. What needs no Qt (the languages, the
catalogs, numbers, the reading of a rules-core Text) is in :mod:`floor.i18n`, for the player pages and the
command line too.

Qt's own words (OK, Cancel, Yes, No, the file dialogs) come from Qt's catalog ``qtbase_<language>.qm``, loaded
and switched with Floor's. PySide6 ships none for Romanian, so Floor's catalogs carry those words too, under
Qt's own contexts (:data:`QT_WORDS`): whatever Qt's catalog lacks, Floor's fills.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from floor.i18n import speech
from floor.i18n.catalog import catalog_name, marked
from floor.i18n.languages import DEFAULT, LANGUAGES, supported
from floor.i18n.numbers import grouped
from floor.tournament.resources import resources

_state: dict[str, object] = {"language": DEFAULT, "translators": []}

QT_WORDS = (
    marked("QPlatformTheme", "OK"), marked("QPlatformTheme", "Save"), marked("QPlatformTheme", "Save All"),
    marked("QPlatformTheme", "Open"), marked("QPlatformTheme", "&Yes"), marked("QPlatformTheme", "Yes to &All"),
    marked("QPlatformTheme", "&No"), marked("QPlatformTheme", "N&o to All"), marked("QPlatformTheme", "Abort"),
    marked("QPlatformTheme", "Retry"), marked("QPlatformTheme", "Ignore"), marked("QPlatformTheme", "Close"),
    marked("QPlatformTheme", "Cancel"), marked("QPlatformTheme", "Discard"), marked("QPlatformTheme", "Help"),
    marked("QPlatformTheme", "Apply"), marked("QPlatformTheme", "Reset"),
    marked("QPlatformTheme", "Restore Defaults"),
    marked("QMessageBox", "Show Details..."), marked("QMessageBox", "Hide Details..."),
    marked("QFileDialog", "&Look in:"), marked("QFileDialog", "Look in:"), marked("QFileDialog", "File &name:"),
    marked("QFileDialog", "Files of &type:"), marked("QFileDialog", "Files of type:"),
    marked("QFileDialog", "Back"), marked("QFileDialog", "Forward"), marked("QFileDialog", "Parent Directory"),
    marked("QFileDialog", "Create New Folder"), marked("QFileDialog", "List View"),
    marked("QFileDialog", "Detail View"), marked("QFileDialog", "&Open"), marked("QFileDialog", "&Save"),
    marked("QFileDialog", "Open"), marked("QFileDialog", "Save As"), marked("QFileDialog", "All Files (*)"),
    marked("QFileDialog", "Go back"), marked("QFileDialog", "Go forward"),
    marked("QFileDialog", "Go to the parent directory"), marked("QFileDialog", "Create a New Folder"),
    marked("QFileDialog", "Change to list view mode"), marked("QFileDialog", "Change to detail view mode"),
    marked("QFileDialog", "Sidebar"), marked("QFileDialog", "List of places and bookmarks"),
    marked("QFileDialog", "Files"), marked("QFileDialog", "&Rename"), marked("QFileDialog", "&Delete"),
    marked("QFileDialog", "Show &hidden files"), marked("QFileDialog", "&New Folder"),
    marked("QFileDialog", "New Folder"), marked("QFileDialog", "Recent Places"),
    marked("QFileDialog", "Directory:"), marked("QFileDialog", "&Choose"),
    marked("QFileDialog", "%1 already exists.\nDo you want to replace it?"),
    marked("QFileSystemModel", "Name"), marked("QFileSystemModel", "Size"),
    marked("QFileSystemModel", "Date Modified"), marked("QFileSystemModel", "Computer"),
    marked("QAbstractFileIconProvider", "Folder"), marked("QAbstractFileIconProvider", "Drive"),
    marked("QAbstractFileIconProvider", "Shortcut"), marked("QAbstractFileIconProvider", "Unknown"),
    marked("QInputDialog", "Enter a value:"),
    marked("QLineEdit", "&Undo"), marked("QLineEdit", "&Redo"), marked("QLineEdit", "Cu&t"),
    marked("QLineEdit", "&Copy"), marked("QLineEdit", "&Paste"), marked("QLineEdit", "Delete"),
    marked("QLineEdit", "Select All"),
    marked("QWidgetTextControl", "&Undo"), marked("QWidgetTextControl", "&Redo"),
    marked("QWidgetTextControl", "Cu&t"), marked("QWidgetTextControl", "&Copy"),
    marked("QWidgetTextControl", "&Paste"), marked("QWidgetTextControl", "Delete"),
    marked("QWidgetTextControl", "Select All"),
    marked("QAbstractSpinBox", "&Select All"), marked("QAbstractSpinBox", "&Step up"),
    marked("QAbstractSpinBox", "Step &down"),
)
"""Qt's own words Floor's windows show, marked so that Floor's catalogs carry them where Qt has no catalog."""


def current() -> str:
    return str(_state["language"])


def system_language() -> str:
    """The computer's language when Floor speaks it, else English."""
    return supported(QLocale.system().name()) or DEFAULT


def qm_file(language: str) -> Path:
    return Path(str(resources() / "translations" / catalog_name(language).replace(".ts", ".qm")))


def qt_qm_file(language: str) -> Path | None:
    """Qt's own catalog for ``language`` in this PySide6 (``qtbase_ru.qm``), or None where it ships none."""
    path = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / f"qtbase_{language}.qm"
    return path if path.is_file() else None


def use(language: str | None) -> str:
    """Speak ``language`` from now on (None: the computer's); the language in use. A catalog that will not
    load changes nothing (the new translators are loaded before the old ones go)."""
    chosen = language if language in LANGUAGES else system_language()
    app = QCoreApplication.instance()
    translators: list[QTranslator] = []  # owned here, not by the application: dropped once replaced
    if chosen != DEFAULT and app is not None:
        floor = QTranslator()
        if not floor.load(str(qm_file(chosen))):
            raise OSError(f"the {chosen} translation is missing from this installation ({qm_file(chosen)})")
        translators.append(floor)
        qt_file = qt_qm_file(chosen)
        qt = QTranslator()
        if qt_file is not None and qt.load(str(qt_file)):
            translators.append(qt)  # installed last, so asked first: Qt's own words as Qt says them
    old = _state["translators"]
    if app is not None and isinstance(old, list):
        for translator in old:
            app.removeTranslator(translator)
    if app is not None:
        for translator in translators:
            app.installTranslator(translator)
    _state["translators"], _state["language"] = translators, chosen
    return chosen


def tr(context: str, source: str, **values: object) -> str:
    """``source`` (English) in the language in use, its ``{placeholders}`` filled with ``values``."""
    text = QCoreApplication.translate(context, source)
    return text.format(**values) if values else text


def spoken(message: str) -> str:
    """A refusal from the rules core in the language in use, read as :func:`floor.i18n.speech.spoken` reads it,
    with Qt's translator (context "Errors"); any other text is as is."""
    return speech.spoken(message, current(), partial(QCoreApplication.translate, "Errors"))


def qt_locale() -> QLocale:
    """The language in use as Qt's locale: spin boxes group and read digits as :func:`number` writes them."""
    return QLocale(current())


def number(value: int) -> str:
    """An integer grouped as the language in use writes it (12,500 · 12 500 · 12.500)."""
    return grouped(value, current())
