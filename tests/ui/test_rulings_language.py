"""The Rulings tab in Russian and Romanian: the rulebook's own words for the row, the outcome's lines said in the
desk's language (also in the log, from what the ruling event keeps), the facts' values in words."""

import dataclasses
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from PySide6.QtCore import Qt

from floor.app import StoreSession
from floor.procedures.citations import source_text
from floor.procedures.rulebook import load_rulebook
from floor.store.tournaments import Store
from floor.tournament import events as ev
from floor.tournament import players as P
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.common import language
from floor.ui.console.window import Console
from floor.web.words import spoken

T0 = 1_800_000_000.0
ENGLISH_LINES = ("Collect every card and deal again: the button stays on seat 4.", "Replace the deck.")


@pytest.fixture
def room(qtbot, tmp_path: Path) -> Iterator[tuple[Store, int]]:
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=T0, author="Ana", level=1) for i in range(1, 15)])
    store.act(tid, lambda s: S.draw_seats(s, rng=random.Random(3), now=T0, author="Ana", method="A"))
    yield store, tid
    language.use("en")
    store.close()


def _console(qtbot, store: Store, tid: int, code: str) -> Console:
    language.use(code)
    window = Console(StoreSession(store, tid, "Ana", FakeTime()), poll=False)
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentWidget(window.rulings_tab)
    return window


def _dc02(window: Console) -> None:
    page = window.rulings_tab.decide_page
    page.choose("HS3", "defective_card")
    page.facts.set("face", "down")
    page.facts.set("button", 4)
    page.table_choice.setCurrentIndex(page.table_choice.findData(1))


@pytest.mark.parametrize("code", ["ru", "ro"])
def test_dc02_reads_in_the_rulebook_s_own_words_and_the_outcome_in_the_desk_s_language(qtbot, room, code) -> None:
    store, tid = room
    window = _console(qtbot, store, tid, code)
    _dc02(window)
    page = window.rulings_tab.decide_page
    shown = page.view.toPlainText()
    words = load_rulebook().row("DC-02").words(code)
    assert words.title in shown and words.ruling in shown
    english = load_rulebook().row("DC-02")
    assert english.title not in shown and english.ruling not in shown
    assert not any(line in shown for line in ENGLISH_LINES)  # the lines are said in the desk's language
    assert "4" in shown and spoken(code, source_text("S002 §4.3")) in shown  # the button's seat, the sources in words
    assert "S002" not in shown and "House rules" not in shown and "house setting" not in shown
    found = page.found_choice.currentText()
    assert found and found != "defective card"  # what was found, in words of the language

    page.confirm_button.click()
    [ruled] = [e for e in store.history(tid) if e.kind == ev.RULING]
    assert ruled.data.to_json()["proposed_outcome"]["lines"] == list(ENGLISH_LINES)  # the event keeps the English too
    log = window.rulings_tab.log_page
    window.rulings_tab.show_page("log")
    final = log.table.item(0, log.table.columnCount() - 1)
    assert not any(line in final.text() for line in ENGLISH_LINES) and "4" in final.text()
    assert words.ruling in final.toolTip() and words.title in final.text()


def test_the_log_says_the_same_ruling_in_english_when_the_desk_is_english(qtbot, room) -> None:
    store, tid = room
    russian = _console(qtbot, store, tid, "ru")
    _dc02(russian)
    qtbot.mouseClick(russian.rulings_tab.decide_page.confirm_button, Qt.MouseButton.LeftButton)
    english = _console(qtbot, store, tid, "en")
    english.rulings_tab.show_page("log")
    log = english.rulings_tab.log_page
    final = log.table.item(0, log.table.columnCount() - 1)
    assert final.text() == "Defective face-down card found before betting begins: " + " ".join(ENGLISH_LINES)
    assert load_rulebook().row("DC-02").ruling in final.toolTip() and "House rules §4.3" in final.toolTip()


def test_an_older_ruling_whose_text_the_rulebook_no_longer_has_is_shown_as_ruled(qtbot, room) -> None:
    """A record made under another wording of the row: the log shows what was ruled, not today's translation."""
    from floor.tournament.records import RulingMade
    from floor.ui.rulings.log import said_outcome, said_ruling

    book = load_rulebook()
    language.use("ru")
    ruled = RulingMade("DC-02", "confirmed", ruling="An older wording of the ruling.")
    assert said_ruling(book, ruled) == "An older wording of the ruling."
    assert said_ruling(book, dataclasses.replace(ruled, ruling=book.row("DC-02").ruling)) \
        == book.row("DC-02").words("ru").ruling
    assert said_outcome({"lines": ["Play on."]}) == "Play on."  # an override typed by the floor: as typed


SITUATIONS = [("HS5", "joker", {}), ("HS8", "marked_cards", {"recoverable": False}), ("HS2", "rail_request", {}),
              ("HS7", "see_hand_request", {"river_caller": True, "requester_holds_cards": True}),
              ("HS4", "different_back", {}), ("HS4", "dealing_error", {}), ("HS5", "dealer_exposed_card", {})]
_INTERNAL = re.compile(r"\bS00\d|\bSeed\b|\bseed\b|\bRRoP\b|\b[a-z]+_[a-z_]+\b|\bR\d+\b|\bHS\d+\b(?! —)")


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_decide_page_says_rows_sources_and_settings_in_words_never_keys(qtbot, room, code) -> None:
    """Rulings and gaps for a joker, a late defect, a rail request, a request to see a hand, an odd back and a
    dealing error: each shows the row's title and ruling, the sources and the house settings in words, and no
    citation key, setting key, fact value or hand-state code."""
    store, tid = room
    window = _console(qtbot, store, tid, code)
    page = window.rulings_tab.decide_page
    book = load_rulebook()
    for hs, found, facts in SITUATIONS:
        page.choose(hs, found)
        for fact, value in facts.items():
            page.facts.set(fact, value)
        shown = page.view.toPlainText()
        assert _INTERNAL.findall(shown) == [], (found, shown)
        rows = re.findall(r"\b[A-Z]{2}-\d{2}\b", shown)
        assert rows and all(book.row(r).words(code).title in shown for r in rows if r in {x.id for x in book.rows}
                            and f"{r} · " in shown), (found, shown)
        if code != "en":
            assert "house setting" not in shown and "House rules" not in shown and "TDA rule " not in shown
