"""House settings… from the Tables tab: the §14 keys with their values, the changes saved as one event.

Offscreen over a real store (the :class:`Room` of ``rooms``); the dialog is filled as the floor
would, and the tests read the event, the message line and what the tab does next.
"""

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QScrollArea, QTabWidget
from rooms import Room

from floor.core.house import _CHOICES
from floor.procedures import house_words as W
from floor.procedures.engine import decide
from floor.procedures.profile import tournament_settings
from floor.procedures.rulebook import load_rulebook
from floor.procedures.situations import Situation
from floor.tournament import events as ev
from floor.tournament import house
from floor.ui.clock.board import GAME_NAMES
from floor.ui.common import language
from floor.ui.setup.house_dialog import HEIGHT, WIDTH, HouseDialog, said_changes


@pytest.fixture
def room(qtbot, tmp_path: Path) -> Iterator[Room]:
    made = Room(qtbot, tmp_path, 20)
    yield made
    made.close()


def _house_events(room: Room) -> list:
    return [e for e in room.store.history(room.tid) if e.kind == ev.HOUSE_SET]


def test_the_dialog_lists_every_key_the_tournament_uses_with_its_value(qtbot, room: Room) -> None:
    """Every house setting Floor reads (the tournament's and the rulings'), on the value in force, each choice in
    words with the stored value behind it; a deck size per game."""
    room.store.act(room.tid, lambda s: house.set_house(s, {"button_rule": "moving"}, now=room.clock(), author="Ana"))
    dialog = HouseDialog(room.state)
    qtbot.addWidget(dialog)
    assert set(dialog.choices) | set(dialog.numbers) | {"deck_spec"} == {s.key for s in W.SETTINGS}
    assert set(house.DEFAULTS) <= set(dialog.choices) | set(dialog.numbers) and "joker_policy" in dialog.choices
    for key, box in dialog.choices.items():
        assert [box.itemData(i) for i in range(box.count())] == list(_CHOICES[key])
        assert [box.itemText(i) for i in range(box.count())] == [W.choice(key, v) for v in _CHOICES[key]]
    assert dialog.choices["button_rule"].currentText() == "Moving button"
    assert dialog.choices["seat_draw_mode"].currentData() == "A_seat_cards"
    assert dialog.choices["joker_policy"].currentText() == "A defective deck: void the hand (house rules §5.5)"
    assert dialog.choices["halt_short_tables"].currentData() is True
    assert dialog.numbers["balance_max_diff"].value() == 2 and dialog.numbers["tight_balance_from_tables"].value() == 4
    assert dialog.decks["holdem"].currentText() == "52 cards" and dialog.decks["shortdeck"].currentData() == 36
    assert dialog.meanings["button_rule"].text().endswith("By default: Dead button (TDA rule 32).")
    assert dialog.changes() == {}


def test_a_changed_seat_draw_mode_is_one_event_and_the_next_draw_uses_it(qtbot, room: Room) -> None:
    """seat_draw_mode to C_high_card_2step and balance_max_diff to 3: one house event with just those two; the
    tab's method turns to C, and Draw seats deals the high cards (the record shows them, highest first)."""
    def fill(dialog: HouseDialog) -> bool:
        dialog.set_value("seat_draw_mode", "C_high_card_2step")
        dialog.set_value("balance_max_diff", 3)
        return True

    room.tab.hooks.exec_dialog = fill  # type: ignore[assignment]
    qtbot.mouseClick(room.tab.house_button, Qt.MouseButton.LeftButton)
    changed, = _house_events(room)
    assert changed.data.to_json()["changes"] == {"seat_draw_mode": "C_high_card_2step", "balance_max_diff": 3}
    assert room.message().startswith("House settings changed from now on: ")
    assert room.tab.method_choice.currentData() == "C"
    qtbot.mouseClick(room.tab.draw_button_all, Qt.MouseButton.LeftButton)
    drawn = room.last(ev.SEATS_DRAWN).data.to_json()
    assert drawn["method"] == "C" and drawn["rules"] == ["SE-01", "SR-02"]
    assert "highest card first takes the top seat card" in room.tab.record.title.text()
    first = drawn["draw"]["seats"][0]
    assert room.tab.record.shown()[0].endswith(f"→ table {first['table']} seat {first['seat']}")
    assert room.message().startswith("Seats drawn by high card (SE-01, SR-02): 20 players")


def test_nothing_changed_records_nothing_and_a_refused_value_changes_nothing(qtbot, room: Room) -> None:
    """Save without a change: no event. balance_max_diff 0: the house function's refusal, and no event."""
    room.tab.hooks.exec_dialog = lambda dialog: True
    qtbot.mouseClick(room.tab.house_button, Qt.MouseButton.LeftButton)
    assert room.message() == "No house setting changed" and _house_events(room) == []

    def zero(dialog: HouseDialog) -> bool:
        dialog.set_value("balance_max_diff", 0)
        return True

    room.tab.hooks.exec_dialog = zero  # type: ignore[assignment]
    qtbot.mouseClick(room.tab.house_button, Qt.MouseButton.LeftButton)
    assert room.message().startswith("balance_max_diff must be a whole number of players, 1 or more")
    assert _house_events(room) == [] and house.setting(room.state, "balance_max_diff") == 2


def test_the_final_table_choice_follows_the_house(qtbot, room: Room) -> None:
    """final_table_redraw set to broken_table_only: the tab's final-table choice turns to it."""
    assert room.tab.redraw_choice.currentData() == "full_redraw"
    room.store.act(room.tid, lambda s: house.set_house(s, {"final_table_redraw": "broken_table_only"},
                                                       now=room.clock(), author="Ana"))
    room.window.refresh()
    assert room.tab.redraw_choice.currentData() == "broken_table_only"


def test_the_message_line_says_the_changes_in_words(qtbot, room: Room) -> None:
    """Saving a change: the message line names the setting and the choice in words, never the stored key."""
    def fill(dialog: HouseDialog) -> bool:
        dialog.set_value("seat_draw_mode", "C_high_card_2step")
        dialog.set_value("balance_max_diff", 3)
        return True

    room.tab.hooks.exec_dialog = fill  # type: ignore[assignment]
    qtbot.mouseClick(room.tab.house_button, Qt.MouseButton.LeftButton)
    assert room.message() == ("House settings changed from now on: How seats are drawn: High card, then shuffled "
                              "seat cards; Most players apart before a move: 3")


def test_said_changes_names_the_setting_and_the_choice_in_words() -> None:
    """The words the message line takes: a choice, a number and a deck size, each with the setting's name."""
    said = said_changes({"joker_policy": "rrop", "balance_max_diff": 3,
                         "deck_spec": {**load_rulebook_defaults(), "draw5": 53}})
    assert said == ("Jokers: Never a misdeal: a blank (Robert's Rules of Poker); Most players apart before a move: 3; "
                    "Cards in each game's deck: Five Card Draw: 53 cards")


def load_rulebook_defaults() -> dict:
    from floor.procedures.profile import defaults
    return dict(defaults()["deck_spec"])  # type: ignore[call-overload]


def test_a_joker_setting_and_a_deck_size_saved_here_are_what_the_rulings_use(qtbot, room: Room) -> None:
    """Jokers set to the TDA's rule and Five Card Draw to 53 cards: one house event; the Rulings' engine then rules
    a joker found after substantial action a blank (DD-07), and the deck size is the house's."""
    def fill(dialog: HouseDialog) -> bool:
        dialog.set_value("joker_policy", "tda")
        dialog.set_value("deck_spec", 53, game="draw5")
        return True

    room.tab.hooks.exec_dialog = fill  # type: ignore[assignment]
    qtbot.mouseClick(room.tab.house_button, Qt.MouseButton.LeftButton)
    changed, = _house_events(room)
    assert changed.data.to_json()["changes"]["joker_policy"] == "tda"
    assert changed.data.to_json()["changes"]["deck_spec"]["draw5"] == 53
    settings = tournament_settings(room.state)
    assert settings["deck_spec"]["draw5"] == 53 and settings["deck_spec"]["shortdeck"] == 36  # type: ignore[index]
    d = decide(load_rulebook(), Situation(hs="HS5", found="joker"), settings)
    assert (d.row_id, d.variant.key) == ("DD-07", "tda-after-sa")


# -- every visible text in words, in the desk's language ----------------------------------------------------------
_TAGS = re.compile(r"<[^>]+>")
_NAMES = set(GAME_NAMES.values()) | {"TDA"}


def _shown(dialog: HouseDialog) -> list[str]:
    """Every text the dialog puts before a person: labels, choices and their tooltips, tabs, buttons, the title."""
    texts = [dialog.windowTitle()]
    for label in dialog.findChildren(QLabel):
        texts += [label.text(), label.toolTip()]
    for box in dialog.findChildren(QComboBox):
        texts.append(box.toolTip())
        for i in range(box.count()):
            texts += [box.itemText(i), str(box.itemData(i, Qt.ItemDataRole.ToolTipRole) or "")]
    for tabs in dialog.findChildren(QTabWidget):
        texts += [tabs.tabText(i) for i in range(tabs.count())]
    texts += [button.text() for button in dialog.findChildren(QAbstractButton)]
    lines = [line.strip() for text in texts for line in _TAGS.sub("\n", text.replace("&amp;", "&")).split("\n")]
    return [line for line in lines if line]


def _raw(text: str) -> bool:
    """A stored key or value shown as it is stored (joker_policy, holdem, A_seat_cards, RRoP_ACTION)."""
    stored = {s.key for s in W.SETTINGS} | {str(c[0]).lower() for s in W.SETTINGS for c in s.choices} \
        | set(GAME_NAMES)
    words = [text] + [w for w in re.split(r"[\s,;:()]+", text) if "_" in w]
    return any(w.lower() in stored and (re.fullmatch(r"[a-z0-9_-]+", w) or "_" in w) for w in words)


@pytest.fixture
def english_texts(qtbot, room: Room) -> set[str]:
    language.use("en")
    dialog = HouseDialog(room.state)
    qtbot.addWidget(dialog)
    return set(_shown(dialog))


@pytest.mark.parametrize("code", ["ru", "ro"])
def test_house_settings_in_russian_and_romanian_show_no_english_and_no_raw_key(qtbot, room: Room, code: str,
                                                                              english_texts: set[str]) -> None:
    """Walking every tab of House settings in Russian and Romanian: no text is its English source (game names and
    numbers aside) and none is a stored key or value such as joker_policy or holdem."""
    language.use(code)
    try:
        dialog = HouseDialog(room.state)
        qtbot.addWidget(dialog)
        shown = _shown(dialog)
    finally:
        language.use("en")
    english = [t for t in shown if t in english_texts and t not in _NAMES and not re.fullmatch(r"[\d\s.,:()-]+", t)
               and not re.fullmatch(r"(?:[A-Z]{2}-\d{2}(?:, )?)+", t)]
    assert english == []
    assert [t for t in shown if _raw(t)] == []
    assert len(shown) > 200  # the walk saw the whole dialog: every setting, every choice


def test_house_settings_in_english_show_no_raw_key(qtbot, room: Room, english_texts: set[str]) -> None:
    """In English too, every setting and choice is in words: no stored key or value on screen."""
    assert [t for t in english_texts if _raw(t)] == []
    assert "Jokers" in english_texts and "What a joker counts as in a game played without one. (DD-07, MD-04)" \
        in english_texts
    assert "DD-07: A joker in a game played without one" in english_texts  # the rule's own words, in the tooltip
    assert "SE-01: Every tournament seat is drawn at random; no player chooses a seat." in english_texts


@pytest.mark.parametrize("family", ["Noto Sans", "DejaVu Sans", "Liberation Sans"])
@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_house_settings_fit_1280x720_with_no_choice_cut(qtbot, room: Room, code: str, family: str) -> None:
    """At the size it asks for on a 1280x720 screen, with each common font and in each language, every tab's rows
    fit across (no sideways scrolling) and every choice box is wide enough for the choice it shows."""
    app = QApplication.instance()
    before = app.font()
    app.setFont(QFont(family))
    language.use(code)
    try:
        dialog = HouseDialog(room.state)
        qtbot.addWidget(dialog)
        dialog.resize(WIDTH, HEIGHT)
        dialog.show()
        assert WIDTH <= 1280 and HEIGHT <= 720 - 40
        for i in range(dialog.tabs.count()):
            dialog.tabs.setCurrentIndex(i)
            QApplication.processEvents()
            scroll = dialog.tabs.widget(i)
            assert isinstance(scroll, QScrollArea) and scroll.horizontalScrollBar().maximum() == 0, i
        for box in dialog.findChildren(QComboBox):
            assert box.width() >= box.sizeHint().width(), box.currentText()
    finally:
        language.use("en")
        app.setFont(before)
