"""The rulebook: the decision tables DT-7 to DT-12 as data, checked when they are loaded.

``resources/rulebook/rulebook.toml`` names the version, the citation keys and the table files;
each table file holds rows (``[[row]]``) with an id, a title, the hand states it applies to, the
conditions on the facts (``[row.when]``), the ruling in plain words, the outcome in the §0.7
vocabulary, the sources and whether it is a product default. A row whose outcome depends on a
house setting or a further fact has variants (``[[row.variant]]``), each with its own conditions.

Nothing malformed gets through: a missing or unknown field, a duplicate id, a hand state, fact,
value or outcome word that does not exist is refused with the file, the row and the field.

Each table, row and variant may carry its words in Russian and Romanian beside the English
(``[ru]``/``[ro]`` with ``title``, ``ruling`` and ``follow_ups``, one for one with the English's), so a
ruling is read in the desk's language; a text not translated is read in English.

>>> book = load_rulebook()
>>> book.version
'TDA-2024-v1.0 / house-2026-11'
>>> book.row("DD-05").title
'Defective deck found during the hand'
>>> [row.id for row in book.search("boxed card")]
['MD-01', 'MD-02', 'MD-10']
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib.resources.abc import Traversable
from pathlib import Path
from types import MappingProxyType
from typing import Any

from floor.core.errors import FloorError, Text
from floor.core.textinput import decode
from floor.procedures.conditions import Alternative, Problem, Word, parse_facts, parse_when, parse_word
from floor.procedures.vocabulary import HAND_STATES, OUTCOME_WORDS
from floor.tournament.importing import loads_toml
from floor.tournament.resources import resources

TRANSLATED = ("ru", "ro")
"""The languages a rulebook file may carry beside its English (floor.i18n.LANGUAGES but English)."""
ROW_FIELDS = ("id", "title", "situation", "when", "ruling", "outcome", "follow_ups", "sources", "product_default",
              "conflicts", "variant", "redirect", *TRANSLATED)
_REQUIRED = ("id", "title", "situation", "when", "ruling", "sources", "product_default")
VARIANT_FIELDS = ("key", "when", "ruling", "outcome", "follow_ups", "sources", "product_default", *TRANSLATED)
TABLE_FIELDS = ("table", "title", "source", "row", *TRANSLATED)
BOOK_FIELDS = ("version", "title", "tables", "sources")
_ROW_ID = re.compile(r"^[A-Z]{2}-\d{2}$")
_CONFLICT = re.compile(r"^C-\d{2}$")


class RulebookError(FloorError):
    """A rulebook file that does not say what it must: names the file, the row and the field."""

    code = "bad-rulebook"


@dataclass(frozen=True, slots=True)
class Outcome:
    """A row's proposed outcome, in words (§0.7): what happens to the cards, the chips, the players."""

    cards: tuple[Word, ...] = ()
    chips: tuple[Word, ...] = ()
    players: tuple[Word, ...] = ()

    def words(self) -> tuple[Word, ...]:
        return self.cards + self.chips + self.players

    def has(self, name: str) -> bool:
        return any(w.name == name for w in self.words())


@dataclass(frozen=True, slots=True)
class Words:
    """A row's or a variant's words in one language (a variant has no title of its own)."""

    title: str
    ruling: str
    follow_ups: tuple[str, ...] = ()


def _in(texts: Mapping[str, Words], language: str, english: Words) -> Words:
    return texts.get(language, english)


@dataclass(frozen=True, slots=True)
class Variant:
    """One branch of a row, chosen by a house setting or a further fact."""

    key: str
    when: tuple[Alternative, ...]
    ruling: str
    outcome: Outcome
    follow_ups: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    product_default: bool = False
    texts: Mapping[str, Words] = field(default_factory=lambda: MappingProxyType({}))

    def words(self, language: str = "en") -> Words:
        """The variant's ruling and follow-ups in ``language``, English where it has none."""
        return _in(self.texts, language, Words("", self.ruling, self.follow_ups))


@dataclass(frozen=True, slots=True)
class Row:
    """One row of a decision table."""

    id: str
    title: str
    table: str
    file: str
    situation: tuple[str, ...]
    when: tuple[Alternative, ...]
    ruling: str
    outcome: Outcome | None
    sources: tuple[str, ...]
    product_default: bool
    follow_ups: tuple[str, ...] = ()
    conflicts: tuple[str, ...] = ()
    variants: tuple[Variant, ...] = ()
    redirect: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))
    texts: Mapping[str, Words] = field(default_factory=lambda: MappingProxyType({}))

    def words(self, language: str = "en", variant: Variant | None = None) -> Words:
        """The row's title, ruling and follow-ups in ``language`` (English where it has none); with ``variant``,
        its ruling after the row's and its follow-ups after the row's (each once)."""
        row = _in(self.texts, language, Words(self.title, self.ruling, self.follow_ups))
        if variant is None:
            return row
        more = variant.words(language)
        return Words(row.title, f"{row.ruling} {more.ruling}", tuple(dict.fromkeys(row.follow_ups + more.follow_ups)))

    def text(self) -> str:
        """Everything a keyword search looks through, in every language the row carries."""
        parts = [self.id, self.title, self.ruling, *self.sources, *self.follow_ups, *self.conflicts]
        for words in self.texts.values():
            parts += [words.title, words.ruling, *words.follow_ups]
        for v in self.variants:
            parts += [v.key, v.ruling, *v.sources, *v.follow_ups]
            for words in v.texts.values():
                parts += [words.ruling, *words.follow_ups]
        parts += [str(value) for alt in self.when for c in alt for value in c.values]
        return " ".join(parts).casefold()


@dataclass(frozen=True, slots=True)
class Table:
    id: str
    title: str
    file: str
    source: str
    rows: tuple[Row, ...]
    titles: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def title_in(self, language: str = "en") -> str:
        return self.titles.get(language, self.title)


@dataclass(frozen=True, slots=True)
class Rulebook:
    """The loaded decision tables, with the version the rulings cite."""

    version: str
    title: str
    sources: Mapping[str, str]
    tables: tuple[Table, ...]

    @property
    def rows(self) -> tuple[Row, ...]:
        return tuple(row for table in self.tables for row in table.rows)

    def row(self, row_id: str) -> Row:
        wanted = row_id.strip().upper()
        for row in self.rows:
            if row.id == wanted:
                return row
        raise FloorError(Text("the rulebook has no row {row_id!r}", row_id=row_id), code="unknown-row")

    def search(self, keyword: str) -> list[Row]:
        """Rows whose id, title, ruling, sources or conditions hold every word of ``keyword``."""
        words = keyword.casefold().split()
        return [row for row in self.rows if words and all(w in row.text() for w in words)]


# -- reading --------------------------------------------------------------------------------------

class _Where:
    """Where a problem is: the file, the row, and a prefix for the field (a variant's key)."""

    def __init__(self, file: str, row: str | None = None, prefix: str = "") -> None:
        self.file, self.row, self.prefix = file, row, prefix

    def error(self, field: str | None, problem: str) -> RulebookError:
        parts = [self.file]
        if self.row is not None:
            parts.append(f"row {self.row}")
        if field is not None:
            parts.append(f"field {self.prefix}{field}")
        return RulebookError(", ".join(parts) + f": {problem}")

    def known(self, data: Mapping[str, Any], allowed: Sequence[str]) -> None:
        for key in data:
            if key not in allowed:
                raise self.error(key, f"unknown field (the fields are {', '.join(allowed)})")

    def text(self, data: Mapping[str, Any], field: str, *, required: bool = True) -> str:
        if field not in data:
            if required:
                raise self.error(field, "missing")
            return ""
        value = data[field]
        if not isinstance(value, str) or not value.strip():
            raise self.error(field, "must be a non-empty text")
        return value.strip()

    def texts(self, data: Mapping[str, Any], field: str, *, required: bool = False) -> tuple[str, ...]:
        if field not in data:
            if required:
                raise self.error(field, "missing")
            return ()
        value = data[field]
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            raise self.error(field, "must be a list of non-empty texts")
        if required and not value:
            raise self.error(field, "must name at least one")
        return tuple(v.strip() for v in value)

    def flag(self, data: Mapping[str, Any], field: str, *, required: bool) -> bool:
        if field not in data:
            if required:
                raise self.error(field, "missing")
            return False
        if not isinstance(data[field], bool):
            raise self.error(field, "must be true or false")
        return bool(data[field])


def _translations(where: _Where, data: Mapping[str, Any], english: Words, *, titled: bool) -> Mapping[str, Words]:
    """The ``[ru]``/``[ro]`` tables beside the English: the same texts, follow-ups one for one."""
    found: dict[str, Words] = {}
    for language in TRANSLATED:
        if language not in data:
            continue
        value = data[language]
        if not isinstance(value, Mapping):
            raise where.error(language, "must be a table with the texts in that language")
        inner = _Where(where.file, where.row, f"{where.prefix}{language}.")
        fields = ("title", "ruling", "follow_ups") if titled else ("ruling", "follow_ups")
        inner.known(value, fields)
        follow_ups = inner.texts(value, "follow_ups")
        if len(follow_ups) != len(english.follow_ups):
            raise inner.error("follow_ups", f"has {len(follow_ups)} where the English has "
                                            f"{len(english.follow_ups)}: translate them one for one")
        found[language] = Words(inner.text(value, "title") if titled else "", inner.text(value, "ruling"),
                                follow_ups)
    return MappingProxyType(found)


def _outcome(where: _Where, data: Mapping[str, Any]) -> Outcome:
    value = data["outcome"]
    if not isinstance(value, Mapping):
        raise where.error("outcome", "must be a table with cards, chips and players")
    _Where(where.file, where.row, f"{where.prefix}outcome.").known(value, tuple(OUTCOME_WORDS))
    parts: dict[str, tuple[Word, ...]] = {}
    for part, allowed in OUTCOME_WORDS.items():
        items = value.get(part, [])
        if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
            raise where.error(f"outcome.{part}", "must be a list of words")
        words = []
        for item in items:
            try:
                words.append(parse_word(item, allowed))
            except Problem as problem:
                raise where.error(f"outcome.{part}", problem.message) from None
        parts[part] = tuple(words)
    outcome = Outcome(parts["cards"], parts["chips"], parts["players"])
    if not outcome.words():
        raise where.error("outcome", "proposes nothing: name at least one word")
    return outcome


def _sources(where: _Where, data: Mapping[str, Any], keys: Mapping[str, str], *, required: bool) -> tuple[str, ...]:
    sources = where.texts(data, "sources", required=required)
    for source in sources:
        if source.split()[0] not in keys:
            raise where.error("sources", f"{source!r} does not start with a citation key ({', '.join(keys)})")
    return sources


def _when(where: _Where, data: Mapping[str, Any]) -> tuple[Alternative, ...]:
    try:
        return parse_when(data["when"])
    except Problem as problem:
        raise where.error("when" if problem.field is None else f"when.{problem.field}", problem.message) from None


def _variant(where: _Where, data: object, number: int, keys: Mapping[str, str]) -> Variant:
    if not isinstance(data, Mapping):
        raise where.error(f"variant[{number}]", "must be a table")
    key = data.get("key")
    inner = _Where(where.file, where.row, f"variant {key}." if isinstance(key, str) else f"variant[{number}].")
    inner.known(data, VARIANT_FIELDS)
    for name in ("key", "when", "ruling", "outcome"):
        if name not in data:
            raise inner.error(name, "missing")
    ruling, follow_ups = inner.text(data, "ruling"), inner.texts(data, "follow_ups")
    return Variant(inner.text(data, "key"), _when(inner, data), ruling, _outcome(inner, data), follow_ups,
                   _sources(inner, data, keys, required=False), inner.flag(data, "product_default", required=False),
                   _translations(inner, data, Words("", ruling, follow_ups), titled=False))


def _row(file: str, table: str, number: int, data: object, keys: Mapping[str, str]) -> Row:
    where = _Where(file, str(number))
    if not isinstance(data, Mapping):
        raise where.error(None, "must be a table")
    if isinstance(data.get("id"), str):
        where.row = data["id"]
    where.known(data, ROW_FIELDS)
    for name in _REQUIRED:
        if name not in data:
            raise where.error(name, "missing")
    row_id = where.text(data, "id")
    if not _ROW_ID.match(row_id):
        raise where.error("id", f"{row_id!r} is not a row id like DD-05")
    states = data["situation"]
    if states == "any":
        states = list(HAND_STATES)
    if not isinstance(states, list) or not states:
        raise where.error("situation", "must list the hand states (HS0–HS11) or say \"any\"")
    for state in states:
        if state not in HAND_STATES:
            raise where.error("situation", f"{state!r} is not a hand state (HS0–HS11)")
    raw_variants = data.get("variant", [])
    if not isinstance(raw_variants, list):
        raise where.error("variant", "must be a list of tables ([[row.variant]])")
    variants = tuple(_variant(where, v, i + 1, keys) for i, v in enumerate(raw_variants))
    if len({v.key for v in variants}) != len(variants):
        raise where.error("variant", "two variants share a key")
    redirect: Mapping[str, object] = {}
    if "redirect" in data:
        try:
            redirect = parse_facts(data["redirect"])
        except Problem as problem:
            raise where.error("redirect", problem.message) from None
    has_outcome = "outcome" in data
    if has_outcome == bool(variants or redirect):
        raise where.error("outcome", "a row has an outcome, or variants or a redirect, not both" if has_outcome
                          else "missing (or give variants or a redirect)")
    conflicts = where.texts(data, "conflicts")
    for conflict in conflicts:
        if not _CONFLICT.match(conflict):
            raise where.error("conflicts", f"{conflict!r} is not a §13 conflict id like C-03")
    title, ruling, follow_ups = where.text(data, "title"), where.text(data, "ruling"), where.texts(data, "follow_ups")
    return Row(row_id, title, table, file, tuple(states), _when(where, data), ruling,
               _outcome(where, data) if has_outcome else None,
               _sources(where, data, keys, required=True), where.flag(data, "product_default", required=True),
               follow_ups, conflicts, variants, MappingProxyType(dict(redirect)),
               _translations(where, data, Words(title, ruling, follow_ups), titled=True))


def _toml(folder: Traversable, name: str) -> dict[str, Any]:
    item = folder / name
    if not item.is_file():
        raise RulebookError(Text("{name}: the file is not in the rulebook folder", name=name))
    try:
        return loads_toml(decode(item.read_bytes(), name, "utf-8"), name)
    except OSError as err:
        raise RulebookError(Text("{name}: cannot be read ({error})", name=name, error=err.strerror or err)) from None
    except FloorError as err:  # not text, not TOML, nested without end, a number of thousands of digits
        raise RulebookError(err.message) from None


def _table(folder: Traversable, file: str, keys: Mapping[str, str]) -> Table:
    data = _toml(folder, file)
    where = _Where(file)
    where.known(data, TABLE_FIELDS)
    rows = data.get("row")
    if not isinstance(rows, list) or not rows:
        raise where.error("row", "missing: a table needs at least one [[row]]")
    table_id = where.text(data, "table")
    titles = {}
    for language in TRANSLATED:
        if language in data:
            value = data[language]
            if not isinstance(value, Mapping):
                raise where.error(language, "must be a table with the title in that language")
            inner = _Where(file, None, f"{language}.")
            inner.known(value, ("title",))
            titles[language] = inner.text(value, "title")
    return Table(table_id, where.text(data, "title"), file, where.text(data, "source", required=False),
                 tuple(_row(file, table_id, i + 1, r, keys) for i, r in enumerate(rows)), MappingProxyType(titles))


def load_rulebook(folder: Path | Traversable | None = None) -> Rulebook:
    """The rulebook in ``folder`` (default: the one Floor ships, read and checked once per process: it is frozen,
    and reading its seven TOML files cost ~100 ms, once per live result of a tablet whose hand a defective deck
    stopped)."""
    if folder is None:
        return _shipped()
    return _loaded(folder)


@functools.cache
def _shipped() -> Rulebook:
    return _loaded(resources() / "rulebook")


def _loaded(base: Path | Traversable) -> Rulebook:
    """The rulebook in ``base``, checked row by row."""
    data = _toml(base, "rulebook.toml")
    where = _Where("rulebook.toml")
    where.known(data, BOOK_FIELDS)
    keys = data.get("sources")
    if not isinstance(keys, Mapping) or not keys or not all(isinstance(v, str) for v in keys.values()):
        raise where.error("sources", "must be a table of citation keys, e.g. S002 = \"002_….txt\"")
    files = where.texts(data, "tables", required=True)
    tables = tuple(_table(base, file, keys) for file in files)
    seen: dict[str, str] = {}
    for table in tables:
        for row in table.rows:
            if row.id in seen:
                raise _Where(table.file, row.id).error("id", f"{row.id} is already used in {seen[row.id]}")
            seen[row.id] = table.file
    return Rulebook(where.text(data, "version"), where.text(data, "title", required=False),
                    MappingProxyType(dict(keys)), tables)

