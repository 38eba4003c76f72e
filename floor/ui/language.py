"""The desktop's language: Qt's translator loaded with the compiled catalog (``resources/translations/*.qm``).

Switching installs another translator at once; Qt then sends every window a LanguageChange event, and the
windows put their words again (no restart). :func:`tr` translates one text of a context and fills its
``{placeholders}``; :func:`number` groups digits as the language does.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from floor.core.errors import Text
from floor.i18n.catalog import catalog_name
from floor.i18n.languages import DEFAULT, LANGUAGES, supported
from floor.i18n.numbers import grouped
from floor.tournament.resources import resources

_state: dict[str, object] = {"language": DEFAULT, "translator": None}


def current() -> str:
    return str(_state["language"])


def system_language() -> str:
    """The computer's language when Floor speaks it, else English."""
    return supported(QLocale.system().name()) or DEFAULT


def qm_file(language: str) -> Path:
    return Path(str(resources() / "translations" / catalog_name(language).replace(".ts", ".qm")))


def use(language: str | None) -> str:
    """Speak ``language`` from now on (None: the computer's); the language in use. A catalog that will not
    load changes nothing (the new translator is loaded before the old one goes)."""
    chosen = language if language in LANGUAGES else system_language()
    app = QCoreApplication.instance()
    translator: QTranslator | None = None
    if chosen != DEFAULT and app is not None:
        translator = QTranslator()  # owned here, not by the application: dropped once replaced
        if not translator.load(str(qm_file(chosen))):
            raise OSError(f"the {chosen} translation is missing from this installation ({qm_file(chosen)})")
    old = _state["translator"]
    if app is not None and isinstance(old, QTranslator):
        app.removeTranslator(old)
    if app is not None and translator is not None:
        app.installTranslator(translator)
    _state["translator"], _state["language"] = translator, chosen
    return chosen


def tr(context: str, source: str, **values: object) -> str:
    """``source`` (English) in the language in use, its ``{placeholders}`` filled with ``values``."""
    text = QCoreApplication.translate(context, source)
    return text.format(**values) if values else text


def spoken(message: str) -> str:
    """A refusal from the rules core in the language in use: a :class:`~floor.core.errors.Text` is translated
    from its template (context "Errors") with its values, grouped numbers included; any other text is as is."""
    if not isinstance(message, Text):
        return message
    template = QCoreApplication.translate("Errors", message.template)
    values = {k: spoken(v) if isinstance(v, Text) else v for k, v in message.params.items()}
    for name in re.findall(r"\{(\w+):,\}", template):  # "{chips:,}": grouped as the language writes it
        value = values.get(name)
        if isinstance(value, int):
            template = template.replace("{" + name + ":,}", "{" + name + "}")
            values[name] = number(value)
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder: the English is still right
        return str(message)


def number(value: int) -> str:
    """An integer grouped as the language in use writes it (12,500 · 12 500 · 12.500)."""
    return grouped(value, current())
