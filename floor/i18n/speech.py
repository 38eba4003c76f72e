"""A message of the rules core said in a language: the one reading of a :class:`~floor.core.errors.Text`.

The desktop says a Text with Qt's translator (``floor.ui.common.language.spoken``), the player pages and scripts
with the catalogs read here: both read it the same way. Its template is translated (context "Errors"), a value
that is itself a Text is said the same way before it is put in, a ``{chips:,}`` is grouped as the language
writes numbers, and a translation that lost a placeholder gives way to the English, which is still right.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from floor.core.errors import Text
from floor.i18n.catalog import translate as from_catalog
from floor.i18n.numbers import grouped

Translate = Callable[[str], str]
"""A template of context "Errors" -> its translation (the template itself when there is none)."""

GROUPED = re.compile(r"\{(\w+):,\}")


def spoken(message: str, language: str, translate: Translate | None = None) -> str:
    """``message`` in ``language``, translated by ``translate`` (default: the catalog of ``language``); a text
    that is not a Text is said as it is.

    >>> spoken(Text("{chips:,} chips", chips=12500), "ru", lambda template: template)
    '12\\xa0500 chips'
    """
    if not isinstance(message, Text):
        return message
    translation = translate or partial(from_catalog, language, "Errors")
    template = translation(message.template)
    values = {k: spoken(v, language, translation) if isinstance(v, Text) else v for k, v in message.params.items()}
    for name in GROUPED.findall(template):
        value = values.get(name)
        if isinstance(value, int):
            template = template.replace("{" + name + ":,}", "{" + name + "}")
            values[name] = grouped(value, language)
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return str(message)
