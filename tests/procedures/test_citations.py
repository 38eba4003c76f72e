"""A row's sources in words a floor understands ("House rules §5.1.2", "TDA rule 35-E"), in every language, for
every source the shipped rulebook cites: no citation key, file name or "seed" reaches a screen."""

import pytest
from procedure_fixtures import book

from floor.procedures.citations import readable, source_text, sources_text
from floor.procedures.rulebook import TRANSLATED
from floor.web.words import spoken

SOURCES = sorted({s for row in book.rows for s in (*row.sources, *(x for v in row.variants for x in v.sources))})


def test_every_source_of_the_rulebook_is_said_in_words():
    """Each source's key, place and note are known, so none is shown as the rulebook writes it."""
    assert [s for s in SOURCES if not readable(s)] == []
    assert len(SOURCES) > 80


@pytest.mark.parametrize(("source", "said"), [
    ("S002 §5.1.2", "House rules §5.1.2"),
    ("TDA R35-E", "TDA rule 35-E"),
    ("TDA R35-A(2)-(5)", "TDA rule 35-A(2)-(5)"),
    ("TDA RP-10-H", "TDA recommended procedure 10-H"),
    ("TDA Add. R16", "TDA illustration addendum, rule 16"),
    ("RRoP §15 Tournaments", "Robert's Rules of Poker, section “Tournaments, §15”"),
    ("S002 §5.4 (interpretation)", "House rules §5.4 (Floor's reading of it)"),
    ("TDA-forum (observers at a table)", "TDA forum discussion (observers at a table)"),
    ("S000 (the 'Important' paragraph)", "Hold'em rule sheet (the “Important” paragraph)"),
])
def test_a_source_reads_as_a_floor_calls_it(source, said):
    assert source_text(source) == said


@pytest.mark.parametrize("language", TRANSLATED)
def test_in_russian_and_romanian_no_source_keeps_its_key_or_its_english_words(language):
    """Said in the desk's language: no "S002", "RRoP", "Add." or English note is left."""
    said = [spoken(language, source_text(s)) for s in SOURCES]
    assert [t for t in said if any(k in t for k in ("S00", "RRoP", "Add.", "seed", "TDA R"))] == []
    noted = [s for s in SOURCES if s.endswith(")") and " (" in s]
    assert noted and [s for s in noted if s.rsplit(" (", 1)[1][:-1] in spoken(language, source_text(s))] == []
    assert spoken("ru", sources_text(["S002 §5.2", "TDA R35-E"])) == "Правила клуба §5.2; Правило TDA 35-E"
    assert spoken("ro", sources_text(["S002 §5.2", "TDA R35-E"])) == "Regulamentul casei §5.2; Regula TDA 35-E"


def test_a_source_it_cannot_read_is_shown_as_written():
    assert not readable("Wiki p. 3") and source_text("Wiki p. 3") == "Wiki p. 3"
    assert not readable("S002 (a note nobody translated)")
