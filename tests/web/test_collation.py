"""The lobby's search key and name order (floor.i18n.collation), without ICU: Romanian, Russian and English."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floor.i18n.collation import folded, sort_key


def ordered(names: list[str], language: str) -> list[str]:
    return sorted(names, key=lambda n: sort_key(n, language))


@pytest.mark.parametrize(("typed", "name"), [
    ("stefan", "Ștefănescu"), ("stefan", "Ştefănescu"), ("zoe", "Zoë"), ("ion", "Ion"), ("ION", "ion"),
    ("елена", "Алёна Елена"), ("ёлкин", "Елкин"), ("tepes", "Țepeș"), ("tepes", "Ţepeş"), ("lukasz", "Łukasz"),
    ("strasse", "Straße"), ("emile", "E\u0301mile"), ("fine", "ﬁne"), ("full", "Ｆｕｌｌ"),
    ("nguyen thi", "Nguyễn Thị"),
])
def test_the_search_finds_a_name_whatever_its_accents_and_case(typed: str, name: str) -> None:
    """What a player types without accents (or with them, in any case) is found in his name."""
    assert folded(typed) in folded(name)


def test_the_short_i_stays_a_letter_of_its_own_in_the_search() -> None:
    """Й is not И with a mark: "Андреи" does not find Андрей (ё, an accent on е, does find е)."""
    assert folded("Андрей") == "андрей" and folded("андреи") not in folded("Андрей")
    assert folded("Пётр") == "петр"


def test_romanian_sorts_a_before_a_breve_before_a_circumflex_and_the_comma_letters_after_their_base() -> None:
    """a < ă < â < b, i < î < j, s < ș < t < ț < u; the old cedilla ş and ţ sort as ș and ț."""
    names = ["Bogdan", "Âncuța", "Ăsta", "Ana", "Jana", "Înscris", "Ion", "Ţurcanu", "Ursu", "Toma", "Șerban",
             "Ştefan", "Sorin", "Zamfir", "Țepeș"]
    assert ordered(names, "ro") == ["Ana", "Ăsta", "Âncuța", "Bogdan", "Ion", "Înscris", "Jana", "Sorin", "Șerban",
                                    "Ştefan", "Toma", "Țepeș", "Ţurcanu", "Ursu", "Zamfir"]


def test_russian_sorts_in_cyrillic_order_with_yo_beside_ye_and_cyrillic_names_first() -> None:
    """е and ё are one letter, е first on a tie (Елкин, Ёлкин); й after и; Latin names after the Cyrillic ones."""
    names = ["Яковлев", "Ёлкин", "Елкин", "Жуков", "Егоров", "Йошкин", "Иванов", "Adams", "Ávila", "Шишкин"]
    assert ordered(names, "ru") == ["Егоров", "Елкин", "Ёлкин", "Жуков", "Иванов", "Йошкин", "Шишкин", "Яковлев",
                                    "Adams", "Ávila"]


def test_english_ignores_case_and_accents_and_a_tie_goes_plain_first() -> None:
    """Émile between Edgar and Frank; zoe, Zoe, Zoë together (no accent, lower case first)."""
    names = ["Zoë", "Frank", "zoe", "Émile", "Edgar", "Zoe", "adams", "Brown", "Ștefan", "Sam"]
    assert ordered(names, "en") == ["adams", "Brown", "Edgar", "Émile", "Frank", "Sam", "Ștefan", "zoe", "Zoe", "Zoë"]


def test_a_space_sorts_before_any_letter_so_a_short_first_name_comes_first() -> None:
    """"Ana Pop" before "Anabela": names compare word by word, as a list of people reads (digits before letters)."""
    assert ordered(["Anabela", "Ana Pop", "Ana-Maria", "Ana 2"], "ro") == ["Ana 2", "Ana Pop", "Ana-Maria", "Anabela"]


LETTERS = "aăâbcdeéëfghiîjklłmnoöøpqrsșşßtțţuvwxyzAĂÂÎȘȚÉÖабвгдеёжзийклмнопрстуфхцчшщъыьэюяЁЙ -'"


@given(st.lists(st.text(alphabet=LETTERS, min_size=1, max_size=12), min_size=1, max_size=12),
       st.sampled_from(["en", "ru", "ro"]))
def test_the_order_is_the_same_whatever_order_the_names_come_in(names: list[str], language: str) -> None:
    """A total order: the lobby never reshuffles between two polls."""
    shuffled = names[:]
    random.Random(len(names)).shuffle(shuffled)
    assert ordered(shuffled, language) == ordered(names, language)


@given(st.text(alphabet=LETTERS, max_size=20))
def test_the_search_key_ignores_case_and_is_its_own_key(name: str) -> None:
    """Typing in capitals finds the same names; folding the folded key changes nothing."""
    assert folded(name.upper()) == folded(name) == folded(folded(name))


@given(st.text(max_size=20))
def test_the_search_key_of_any_text_is_stable(text: str) -> None:
    """Whatever a name holds (emoji, other scripts), its key is lower case and folding it again changes nothing."""
    assert folded(folded(text)) == folded(text)
