"""The rulebook carries each language: every table, row and variant Floor ships has its Russian and Romanian words,
one follow-up for each English one (a file that translates badly is refused: see tests/procedures/
test_rulebook_files.py)."""

import pytest

from floor.i18n.languages import LANGUAGES
from floor.procedures import load_rulebook
from floor.procedures.engine import decide
from floor.procedures.rulebook import TRANSLATED
from floor.procedures.situations import Situation


def test_the_rulebook_translates_into_every_language_of_floor() -> None:
    assert set(TRANSLATED) == set(LANGUAGES) - {"en"}


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_table_row_and_variant_of_the_shipped_rulebook_is_translated(language: str) -> None:
    book = load_rulebook()
    missing = [t.file for t in book.tables if language not in t.titles]
    for row in book.rows:
        if language not in row.texts:
            missing.append(row.id)
        missing += [f"{row.id} {v.key}" for v in row.variants if language not in v.texts]
    assert missing == []
    for row in book.rows:
        words = row.words(language)
        assert words.title != row.title and words.ruling != row.ruling, row.id  # translated, not copied
        assert len(words.follow_ups) == len(row.follow_ups)


def test_a_ruling_reads_in_russian_and_romanian_and_english_by_default() -> None:
    decision = decide(load_rulebook(), Situation(hs="HS3", found="defective_card", face="down"))
    assert decision.row_id == "DC-02"
    english, russian, romanian = decision.words(), decision.words("ru"), decision.words("ro")
    assert english.title == "Defective face-down card found before betting begins"
    assert english.ruling == decision.ruling
    assert "колод" in russian.ruling and "pachet" in romanian.ruling
    assert decision.words("de") == english  # a language the rulebook does not carry: the English


def test_a_keyword_search_finds_rows_by_their_russian_words() -> None:
    book = load_rulebook()
    found = {row.id for row in book.search("джокер")}
    assert "DD-07" in found
