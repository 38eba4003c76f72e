"""Payout templates and satellites at the desk: a template edited and saved, a tournament made with it that keeps
its copy, a wrong template refused in words with nothing saved, a satellite's seats and cash on the Payouts tab,
and the editor in English, Russian and Romanian."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from painted import wait_painted
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QTableWidget
from screen_checks import clipped, english_left, too_big_for_its_screen, visible_texts

from floor.app import StoreSession, start_page
from floor.store.payout_templates import PayoutTemplates
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import prizes
from floor.tournament.payouts import standard_table
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.ui.common import language
from floor.ui.console.payouts_tab import PayoutsTab
from floor.ui.console.window import Console
from floor.ui.setup.payout_templates import PayoutTemplatesDialog
from floor.ui.setup.tournament_dialog import TournamentDialog

T0 = 1_800_000_000.0
SHOTS = Path("/tmp/floor-shots-payouts")
Left = Qt.MouseButton.LeftButton


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store(tmp_path / "club.db")
    opened.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    yield opened
    opened.close()


@pytest.fixture
def english(qapp) -> Iterator[None]:
    """The test leaves the application in English, as it found it."""
    yield
    language.use("en")
    QApplication.processEvents()


def editor(qtbot, store: Store) -> PayoutTemplatesDialog:
    dialog = PayoutTemplatesDialog(PayoutTemplates(store), lambda: T0)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def type_into(qtbot, table: QTableWidget, row: int, column: int, text: str) -> None:
    """Double-click a cell's way in: the cell's editor opened, its text replaced by typing, Enter."""
    item = table.item(row, column)
    table.setCurrentCell(row, column)
    table.editItem(item)
    field = next(w for w in table.viewport().findChildren(QLineEdit) if w.isVisible())
    field.selectAll()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    QApplication.processEvents()  # the cell takes what was typed once the key is handled (a queued call)


def choose_bracket(dialog: PayoutTemplatesDialog, label: str) -> None:
    """The bracket whose From cell reads ``label`` chosen, as a click on its row."""
    row = next(r for r in range(dialog.brackets.rowCount()) if dialog.brackets.item(r, 0).text() == label)
    dialog.brackets.setCurrentCell(row, 0)


def save_as(qtbot, dialog: PayoutTemplatesDialog, name: str) -> None:
    """Save as…, the name typed into the small dialog it opens, then its Save."""
    qtbot.mouseClick(dialog.save_as_button, Left)
    asking = next(w for w in dialog.findChildren(QInputDialog) if w.isVisible())
    field = asking.findChild(QLineEdit)
    qtbot.keyClicks(field, name)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def shares(dialog: PayoutTemplatesDialog) -> list[str]:
    return [dialog.places.item(r, 1).text() for r in range(dialog.places.rowCount())]


def registered(state: TournamentState, name: str) -> object:
    return P.register(state, name, now=T0, author="Ana", level=1)


def register(store: Store, tid: int, count: int) -> None:
    store.act_all(tid, [partial(registered, name=f"Player {i}") for i in range(1, count + 1)])


def test_a_template_saved_pays_the_tournament_made_with_it_and_a_later_edit_changes_nothing(qtbot,
                                                                                           store: Store) -> None:
    """Standard saved as "Friday", its 2-6 bracket typed to 70/30 and saved; a tournament created from the start
    page with Friday pays 70/30; the template typed to 60/40 and saved again: the tournament still pays 70/30."""
    dialog = editor(qtbot, store)
    assert not dialog.save_button.isEnabled()  # the shipped Standard stays as it is
    assert "Save as…" in dialog.check_line.text()
    save_as(qtbot, dialog, "Friday")
    assert dialog.chooser.currentText() == "Friday" and dialog.save_button.isEnabled()
    choose_bracket(dialog, "2")
    type_into(qtbot, dialog.places, 0, 1, "70.00")
    type_into(qtbot, dialog.places, 1, 1, "30")
    assert dialog.check_line.text() == "Every bracket adds up to 100%: the template can be saved"
    qtbot.mouseClick(dialog.save_button, Left)
    assert dialog.message.text() == "Template Friday saved: tournaments created from now on pay by it"
    assert PayoutTemplates(store).template("Friday").brackets[0].shares == (7000, 3000)

    opened: list[int] = []
    page = start_page(store, "Ana", opened.append, clock=lambda: T0)
    qtbot.addWidget(page)
    combo = page.form.payout_table
    assert [combo.itemText(i) for i in range(combo.count())] == ["Standard", "Friday (club template)"]
    combo.setCurrentIndex(combo.findText("Friday (club template)"))
    page.name.setText("Friday night")
    page.buy_in.setValue(100)
    qtbot.mouseClick(page.create_button, Left)
    (tid,) = opened
    register(store, tid, 5)
    assert prizes.sheet(store.state(tid)).amounts == (350, 150)

    type_into(qtbot, dialog.places, 0, 1, "60")
    type_into(qtbot, dialog.places, 1, 1, "40")
    qtbot.mouseClick(dialog.save_button, Left)
    assert PayoutTemplates(store).template("Friday").brackets[0].shares == (6000, 4000)
    assert prizes.sheet(store.state(tid)).amounts == (350, 150)
    assert store.state(tid).settings.payout_copy is not None
    assert store.state(tid).settings.payout_copy.brackets[0].shares == (7000, 3000)
    settings = TournamentDialog(store.state(tid), T0)  # Tournament settings…: the copy is the table it pays by
    qtbot.addWidget(settings)
    assert settings.form.payout_table.currentText() == "Friday (this tournament's copy)"
    assert settings.form.read() == store.state(tid).settings


def test_a_wrong_template_is_refused_with_the_check_line_and_nothing_is_saved(qtbot, store: Store) -> None:
    """21-30 entries typed to add up to 99.50%: the line says so, Save is greyed out and refuses, the template as
    saved before stays; fixed, it saves."""
    dialog = editor(qtbot, store)
    save_as(qtbot, dialog, "Broken")
    choose_bracket(dialog, "21")
    assert shares(dialog)[:3] == ["40.00", "25.00", "16.50"]
    type_into(qtbot, dialog.places, 2, 1, "16")
    assert shares(dialog)[2] == "16.00"
    assert dialog.check_line.text() == "21-30 entries: the places add up to 99.50%, not 100%"
    assert dialog.total_line.text() == "Together: 99.50%"
    assert not dialog.save_button.isEnabled() and not dialog.save_as_button.isEnabled()
    assert not dialog.save()
    assert PayoutTemplates(store).template("Broken") == type(standard_table())("Broken", standard_table().brackets)

    type_into(qtbot, dialog.places, 2, 1, "abc")
    assert dialog.check_line.text() == "21-30 entries, 3rd place: 'abc' is not a percentage such as 12.50"
    type_into(qtbot, dialog.places, 2, 1, "16.50")
    choose_bracket(dialog, "11")
    type_into(qtbot, dialog.brackets, dialog.brackets.currentRow(), 1, "25")
    assert dialog.check_line.text() == "11-25 entries and 21-30 entries overlap"
    type_into(qtbot, dialog.brackets, dialog.brackets.currentRow(), 1, "20")
    assert dialog.save_button.isEnabled()


def test_brackets_and_places_are_added_and_removed_and_a_new_template_saved(qtbot, store: Store) -> None:
    """A bracket added after the open-ended last one asks where it starts; typed, the last one is said to have no
    end until it is given one; a place added at 0% is said to get nothing until removed; Delete."""
    dialog = editor(qtbot, store)
    save_as(qtbot, dialog, "Small")
    count = dialog.brackets.rowCount()
    qtbot.mouseClick(dialog.add_bracket_button, Left)
    assert dialog.brackets.rowCount() == count + 1
    assert dialog.check_line.text() == f"bracket {count + 1}: the first field size: type a number"
    type_into(qtbot, dialog.brackets, count, 0, "20001")
    assert dialog.check_line.text() == ("10,000+ entries has no end, so no bracket can come after it "
                                        "(20,001+ entries)")
    type_into(qtbot, dialog.brackets, count - 1, 1, "20000")
    assert dialog.save_button.isEnabled()
    dialog.brackets.setCurrentCell(count, 0)
    qtbot.mouseClick(dialog.remove_bracket_button, Left)
    assert dialog.brackets.rowCount() == count
    choose_bracket(dialog, "2")
    qtbot.mouseClick(dialog.add_place_button, Left)
    assert dialog.check_line.text() == "2-6 entries: 3rd place gets nothing"
    qtbot.mouseClick(dialog.remove_place_button, Left)
    assert dialog.save_button.isEnabled()
    qtbot.mouseClick(dialog.delete_button, Left)
    assert PayoutTemplates(store).names() == [] and dialog.chooser.currentData() == "standard"


def test_a_satellite_made_on_the_start_page_shows_its_seats_and_cash_on_the_payouts_tab(qtbot, store: Store) -> None:
    """A satellite to a 1,000 event at 450: with 23 entries the tab says 10 seats of 1,000 and 350 in cash, the
    first ten places read Seat, 11th the cash, and no place can be typed over."""
    opened: list[int] = []
    page = start_page(store, "Ana", opened.append, clock=lambda: T0)
    qtbot.addWidget(page)
    page.name.setText("Main event satellite")
    page.buy_in.setValue(450)
    page.form.payout_unit.setValue(50)
    page.form.satellite_seat.setValue(1_000)
    qtbot.mouseClick(page.create_button, Left)
    (tid,) = opened
    register(store, tid, 23)
    said: list[tuple[str, bool]] = []
    tab = PayoutsTab(StoreSession(store, tid, "Ana", lambda: T0), lambda text, refused: said.append((text, refused)))
    qtbot.addWidget(tab)
    tab.refresh()
    assert tab.pool_line.text() == ("Prize pool 10,350 from 23 entries: 10 seats of 1,000, and 350 in cash to the "
                                    "next place")
    column = [tab.table.item(r, 1).text() for r in range(tab.table.rowCount())]
    assert column == ["Seat (1,000)"] * 10 + ["350"]
    assert not tab.table.item(0, 1).flags() & Qt.ItemFlag.ItemIsEditable
    assert not tab.save_button.isEnabled() and "equal seats" in tab.save_button.toolTip()
    for player in range(23, 10, -1):  # out one by one down to the ten seats: 11th takes the cash
        store.act(tid, lambda s, player=player: P.eliminate(s, [player], now=T0, author="Ana"))
    tab.refresh()
    assert [tab.table.item(r, 2).text() for r in (9, 10)] == ["", "Player 11"]


def test_the_console_opens_the_editor_from_the_tournament_menu(qtbot, store: Store) -> None:
    session = StoreSession(store, 1, "Ana", lambda: T0)
    console = Console(session, poll=False)
    qtbot.addWidget(console)
    entry = next(a for menu in console.menuBar().findChildren(type(console.menuBar().addMenu("x")))
                 for a in menu.actions() if a.text() == "Payout templates…")
    entry.trigger()
    dialogs = console.findChildren(PayoutTemplatesDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    entry.trigger()  # once more: the one open is brought to the front
    assert len(console.findChildren(PayoutTemplatesDialog)) == 1
    dialogs[0].close()


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_editor_and_the_satellite_tab_speak_each_language_and_fit_the_screen(qtbot, english, store: Store,
                                                                                code: str) -> None:
    """A club template with a mistake shown, in each language: nothing left in English, nothing cut, within
    1280x720; the shots are kept for a person to look at."""
    PayoutTemplates(store).save(type(standard_table())("Vineri", standard_table().brackets), now=T0, new=True)
    language.use(code)
    dialog = editor(qtbot, store)
    assert dialog.show_template("Vineri")
    choose_bracket(dialog, "21")
    type_into(qtbot, dialog.places, 2, 1, "16")
    wait_painted(qtbot, dialog)
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / f"editor-{code}.png"))
    if code != "en":
        assert english_left(visible_texts(dialog), code) == []
    assert clipped(dialog) == []
    assert too_big_for_its_screen(dialog) == []
    mark = "." if code == "en" else ","
    assert dialog.total_line.text().replace("\u00a0", " ").startswith(
        {"en": "Together: 99.50%", "ru": "Итого: 99,50", "ro": "Împreună: 99,50"}[code]) and mark in shares(dialog)[0]

    tid = store.create(Settings("Satellite", buy_in=450, starting_stack=10_000, payout_unit=50, satellite_seat=1_000),
                       now=T0, author="Ana")
    register(store, tid, 23)
    tab = PayoutsTab(StoreSession(store, tid, "Ana", lambda: T0), lambda text, refused: None)
    qtbot.addWidget(tab)
    tab.resize(1000, 500)
    tab.refresh()
    tab.show()
    wait_painted(qtbot, tab)
    tab.grab().save(str(SHOTS / f"satellite-{code}.png"))
    if code != "en":
        assert english_left(visible_texts(tab), code) == []
    assert clipped(tab) == []
