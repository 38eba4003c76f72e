"""Floor's languages (floor.i18n): which one a phone asks for, numbers as each language writes them, and the
catalogs complete: every text marked for translation has its Russian and Romanian, placeholders kept."""

import importlib.util
import re
from pathlib import Path

import pytest

from floor.i18n.catalog import messages, parse, translate
from floor.i18n.languages import negotiate, supported
from floor.i18n.numbers import grouped

ROOT = Path(__file__).resolve().parents[2]


def _script():
    spec = importlib.util.spec_from_file_location("translations", ROOT / "scripts" / "translations.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("header", "language"), [
    ("ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7", "ru"),
    ("de-DE,de;q=0.9,ro;q=0.5,en;q=0.4", "ro"),
    ("en-GB,ro;q=0.9", "en"),
    ("ro;q=0.2, ru;q=0.8", "ru"),
    ("fr-FR, de", "en"),  # nothing Floor speaks: English
    ("ru;q=0, ro", "ro"),  # q=0 means "not this one"
    ("*", "en"),
    ("", "en"),
    ("ru;q=abc, ro;q=0.5", "ro"),  # a broken quality is no vote
])
def test_a_browser_gets_the_first_language_floor_speaks(header: str, language: str) -> None:
    assert negotiate(header) == language


def test_the_room_default_applies_when_the_browser_asks_for_nothing_floor_speaks() -> None:
    assert negotiate("fr", default="ro") == "ro" and negotiate(None, default="ru") == "ru"
    assert supported("ru_RU.UTF-8") == "ru" and supported("ro-MD") == "ro" and supported("uk_UA") is None


def test_numbers_are_grouped_as_each_language_writes_them() -> None:
    assert grouped(1_234_567, "en") == "1,234,567"
    assert grouped(1_234_567, "ru") == "1\u00a0234\u00a0567"  # no-break spaces: a stack never breaks in two
    assert grouped(1_234_567, "ro") == "1.234.567"
    assert grouped(999, "ru") == "999"


def test_every_marked_text_has_its_russian_and_romanian_and_the_catalogs_are_compiled() -> None:
    """The test the issue asks for: a new text without a translation (or a catalog not regenerated, or a .qm not
    compiled from its .ts) fails here, naming the text and where it is."""
    assert _script().check() == []


@pytest.mark.parametrize("language", ["ru", "ro"])
def test_translations_keep_every_placeholder(language: str) -> None:
    found = messages(language)
    assert len(found) > 50
    for (context, source), text in found.items():
        assert set(re.findall(r"\{(\w+)\}", text)) == set(re.findall(r"\{(\w+)\}", source)), (context, source)


def test_the_terms_are_the_rule_sheets_own() -> None:
    assert translate("ru", "ClockDisplay", "PAUSED") == "ПАУЗА"
    assert translate("ro", "PlayerPage", "Table") == "Masa"
    assert translate("en", "ClockDisplay", "PAUSED") == "PAUSED"
    assert translate("ru", "Board", "a text nobody marked") == "a text nobody marked"


def test_unfinished_translations_are_not_used() -> None:
    text = ('<TS><context><name>C</name><message><source>A</source><translation type="unfinished">X'
            '</translation></message><message><source>B</source><translation>Y</translation></message>'
            '</context></TS>')
    assert parse(text) == {("C", "B"): "Y"}


def test_a_new_text_without_translation_is_reported(tmp_path: Path) -> None:
    script = _script()
    (tmp_path / "x.py").write_text('tr("Board", "A brand new text")\nmarked("Games", "Pineapple")\n', encoding="utf-8")
    found = script.marked_texts(tmp_path)
    assert set(found) == {("Board", "A brand new text"), ("Games", "Pineapple")}
    rendered = script.render("ru", found, {})
    assert rendered.count('<translation type="unfinished"></translation>') == 2


def test_no_window_puts_english_on_screen_without_tr() -> None:
    """Every label, button, menu, tab, header, placeholder, tooltip and message line of the desktop goes through
    tr(): a literal handed straight to Qt fails here with its file and line."""
    script = _script()
    found = [line for path in sorted((ROOT / "floor" / "ui").glob("*.py")) for line in script.untranslated(path)]
    assert found == []


def test_the_lint_catches_a_literal_label(tmp_path: Path) -> None:
    script = _script()
    path = tmp_path / "window.py"
    path.write_text('label.setText("Players left")\nbutton = QPushButton(f"Bust {n}")\nlabel.setText(tr("C", "x"))\n'
                    'label.setText(str(n))\n', encoding="utf-8")
    assert [line.split(": ", 1)[1] for line in script.untranslated(path)] == [
        "setText('Players left')", "QPushButton(f'Bust {n}')"]
