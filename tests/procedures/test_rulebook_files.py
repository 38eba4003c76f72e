"""A malformed rulebook file is refused with a message naming the file, the row and the field."""

import textwrap
from pathlib import Path

import pytest

from floor.procedures import RulebookError, load_rulebook

BOOK = """
version = "test-1"
tables = {tables}
[sources]
S002 = "seed 002"
TDA = "TDA 2024"
"""

ROW = """
[[row]]
id = "XX-01"
title = "A test row"
situation = ["HS4"]
when = {{ found = "joker" }}
ruling = "Do the thing."
outcome = {{ cards = ["continue"] }}
sources = ["S002 §5.5"]
product_default = false
{extra}
"""


def _book(tmp_path: Path, *tables: str) -> Path:
    names = [f"dt9{i}-test.toml" for i in range(len(tables))]
    (tmp_path / "rulebook.toml").write_text(BOOK.format(tables=str(names).replace("'", '"')), encoding="utf-8")
    for name, text in zip(names, tables, strict=True):
        (tmp_path / name).write_text('table = "DT-99"\ntitle = "Test"\n' + textwrap.dedent(text), encoding="utf-8")
    return tmp_path


def _row(extra: str = "", **replace: str) -> str:
    text = ROW.format(extra=extra)
    for old, new in replace.items():
        text = text.replace(old, new)
    return text


def _refusal(tmp_path: Path, *tables: str) -> str:
    with pytest.raises(RulebookError) as caught:
        load_rulebook(_book(tmp_path, *tables))
    return caught.value.message


def test_a_well_formed_file_loads(tmp_path: Path) -> None:
    book = load_rulebook(_book(tmp_path, _row()))
    assert book.version == "test-1" and [r.id for r in book.rows] == ["XX-01"]


def test_a_missing_field(tmp_path: Path) -> None:
    text = _row(**{'ruling = "Do the thing."\n': ""})
    assert _refusal(tmp_path, text) == "dt90-test.toml, row XX-01, field ruling: missing"


def test_an_unknown_field(tmp_path: Path) -> None:
    assert _refusal(tmp_path, _row('colour = "red"')) == (
        "dt90-test.toml, row XX-01, field colour: unknown field (the fields are id, title, situation, when, ruling, "
        "outcome, follow_ups, sources, product_default, conflicts, variant, redirect, ru, ro)")


def test_a_duplicate_id_in_another_file(tmp_path: Path) -> None:
    assert _refusal(tmp_path, _row(), _row()) == "dt91-test.toml, row XX-01, field id: XX-01 is already used in " \
                                                  "dt90-test.toml"


def test_a_duplicate_id_in_the_same_file(tmp_path: Path) -> None:
    assert _refusal(tmp_path, _row() + _row()) == "dt90-test.toml, row XX-01, field id: XX-01 is already used in " \
                                                  "dt90-test.toml"


def test_a_bad_hand_state(tmp_path: Path) -> None:
    assert _refusal(tmp_path, _row(**{'["HS4"]': '["HS4", "HS12"]'})) == (
        "dt90-test.toml, row XX-01, field situation: 'HS12' is not a hand state (HS0–HS11)")


def test_a_row_without_an_id_is_named_by_its_place(tmp_path: Path) -> None:
    assert _refusal(tmp_path, _row(**{'id = "XX-01"\n': ""})) == "dt90-test.toml, row 1, field id: missing"


def test_a_malformed_id(tmp_path: Path) -> None:
    assert _refusal(tmp_path, _row(**{'"XX-01"': '"XX-1"'})) == (
        "dt90-test.toml, row XX-1, field id: 'XX-1' is not a row id like DD-05")


@pytest.mark.parametrize(("when", "message"), [
    ('{ colour = "red" }', "field when.colour: unknown fact"),
    ('{ found = "jokr" }', "field when.found: 'jokr' is not a value of found"),
    ('{ face = "sideways" }', "field when.face: 'sideways' is not a value of face (up, down)"),
    ('{ deliberate = "yes" }', "field when.deliberate: must be true or false"),
    ('{ seat = 3 }', "field when.seat: is a seat, which a row cannot test"),
    ('{ house.joker_policy = "maybe" }',
     "field when.house.joker_policy: house setting joker_policy cannot be 'maybe': choose defective_deck, tda, rrop"),
    ('{ house.jokers = "tda" }', "field when.house.jokers: 'jokers' is not a house setting"),
    ("[]", "field when: lists no condition"),
])
def test_a_bad_condition(tmp_path: Path, when: str, message: str) -> None:
    assert _refusal(tmp_path, _row(**{'{ found = "joker" }': when})) == f"dt90-test.toml, row XX-01, {message}"


@pytest.mark.parametrize(("outcome", "message"), [
    ('{ cards = ["shuffle_up"] }', "field outcome.cards: 'shuffle_up' is not one of continue, collect_all_and_redeal"),
    ('{ cards = ["kill_hand(spectator)"] }',
     "field outcome.cards: kill_hand cannot take 'spectator' (only seat, losers, exploiter)"),
    ('{ chips = ["kill_hand"] }', "field outcome.chips: 'kill_hand' is not one of refund_all"),
    ('{ dice = ["continue"] }', "field outcome.dice: unknown field (the fields are cards, chips, players)"),
    ("{ cards = [] }", "field outcome: proposes nothing: name at least one word"),
])
def test_a_bad_outcome(tmp_path: Path, outcome: str, message: str) -> None:
    refusal = _refusal(tmp_path, _row(**{'{ cards = ["continue"] }': outcome}))
    assert refusal.startswith(f"dt90-test.toml, row XX-01, {message}")


def test_a_source_without_a_citation_key(tmp_path: Path) -> None:
    assert _refusal(tmp_path, _row(**{'["S002 §5.5"]': '["Wiki p. 3"]'})) == (
        "dt90-test.toml, row XX-01, field sources: 'Wiki p. 3' does not start with a citation key (S002, TDA)")


def test_product_default_must_be_a_flag(tmp_path: Path) -> None:
    assert _refusal(tmp_path, _row(**{"product_default = false": 'product_default = "no"'})) == (
        "dt90-test.toml, row XX-01, field product_default: must be true or false")


def test_a_variant_without_its_ruling(tmp_path: Path) -> None:
    text = _row(**{'outcome = { cards = ["continue"] }\n': ""}) + textwrap.dedent("""
        [[row.variant]]
        key = "tda"
        when = { house.joker_policy = "tda" }
        outcome = { cards = ["scrap_card"] }
        """)
    assert _refusal(tmp_path, text) == "dt90-test.toml, row XX-01, field variant tda.ruling: missing"


def test_an_outcome_and_variants_together(tmp_path: Path) -> None:
    text = _row() + '[[row.variant]]\nkey = "a"\nwhen = { sa = true }\nruling = "x"\n' \
                    'outcome = { cards = ["continue"] }\n'
    assert _refusal(tmp_path, text) == (
        "dt90-test.toml, row XX-01, field outcome: a row has an outcome, or variants or a redirect, not both")


def test_not_toml(tmp_path: Path) -> None:
    assert _refusal(tmp_path, "[[row]\n").startswith("dt90-test.toml: not valid TOML: ")


def test_a_table_file_that_is_not_there(tmp_path: Path) -> None:
    _book(tmp_path, _row())
    (tmp_path / "dt90-test.toml").unlink()
    with pytest.raises(RulebookError, match=r"^dt90-test.toml: the file is not in the rulebook folder$"):
        load_rulebook(tmp_path)


def test_an_unknown_field_in_the_rulebook_itself(tmp_path: Path) -> None:
    _book(tmp_path, _row())
    path = tmp_path / "rulebook.toml"
    path.write_text('edition = 2\n' + path.read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(RulebookError, match=r"^rulebook.toml, field edition: unknown field"):
        load_rulebook(tmp_path)


def test_a_translation_with_a_follow_up_missing_is_refused(tmp_path: Path) -> None:
    text = _row('follow_ups = ["log it"]\n[row.ru]\ntitle = "Тест"\nruling = "Сделать."')
    assert _refusal(tmp_path, text) == ("dt90-test.toml, row XX-01, field ru.follow_ups: has 0 where the English "
                                        "has 1: translate them one for one")


def test_a_translation_with_an_unknown_field_or_an_empty_ruling_is_refused(tmp_path: Path) -> None:
    text = _row('follow_ups = ["log it"]\n[row.ro]\ntitle = "Test"\nruling = "Faceți."\nfollow_ups = ["notați"]\n'
                'source = "x"')
    assert "row XX-01, field ro.source: unknown field" in _refusal(tmp_path, text)
    text = _row('[row.ro]\ntitle = "Test"\nruling = " "')
    assert _refusal(tmp_path, text) == "dt90-test.toml, row XX-01, field ro.ruling: must be a non-empty text"


def test_a_row_without_a_translation_reads_in_english(tmp_path: Path) -> None:
    book = load_rulebook(_book(tmp_path, _row()))
    assert book.row("XX-01").words("ru").ruling == "Do the thing."
