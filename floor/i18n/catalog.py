"""The translations of ``resources/translations/floor_<language>.ts``, read without Qt (for the player pages).

A message is found by its context (the class or page it belongs to) and its English source; a message with
no translation yet reads as the English. Placeholders such as ``{level}`` are kept by the translations and
filled after translating.
"""

from __future__ import annotations

import functools
import xml.etree.ElementTree as ET

from floor.i18n.languages import DEFAULT, LANGUAGES
from floor.tournament.resources import resources

Messages = dict[tuple[str, str], str]  # (context, source) -> translation


def catalog_name(language: str) -> str:
    return f"floor_{language}.ts"


@functools.cache
def messages(language: str) -> Messages:
    """Every finished translation of ``language`` (empty for English, whose sources are the text)."""
    if language == DEFAULT or language not in LANGUAGES:
        return {}
    path = resources() / "translations" / catalog_name(language)
    if not path.is_file():
        return {}
    return parse(path.read_text(encoding="utf-8"))


def parse(text: str) -> Messages:
    found: Messages = {}
    for context in ET.fromstring(text).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            if translation.text:
                found[(name, source)] = translation.text
    return found


def translate(language: str, context: str, source: str) -> str:
    """The text of ``source`` in ``language`` (the English source when there is no translation)."""
    return messages(language).get((context, source), source)


def marked(context: str, source: str) -> str:
    """Mark a text for the catalogs where it is defined (a table of names) and translate it where it is shown."""
    del context
    return source
