"""The start page: open a tournament of the database, or create one with everything its night needs."""

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from floor.app import tournament_list
from floor.store.tournaments import Store
from floor.tournament.settings import Purchase, Settings
from floor.tournament.structure import Structure, structure_to_json
from floor.ui.common import language
from floor.ui.setup.start_page import StartPage

T0 = 1_800_000_000.0


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store(tmp_path / "f.db")
    yield opened
    opened.close()


@pytest.fixture
def english(qapp, store: Store) -> Iterator[None]:
    """The test leaves the application in English and in its own font, as it found them (while the pages it
    made can still read their database)."""
    font = QApplication.font()
    yield
    language.use("en")
    QApplication.setFont(font)
    QApplication.processEvents()


def page_for(qtbot, store: Store, opened: list[int]) -> StartPage:
    def create(settings: Settings, structure: Structure) -> int:
        return store.create(settings, now=T0, author="Ana", extra={"structure": structure_to_json(structure)})

    page = StartPage(lambda: tournament_list(store), create, opened.append)
    qtbot.addWidget(page)
    return page


def choose_structure(page: StartPage, name: str) -> None:
    page.structure.setCurrentIndex(page.structure.findData(name))


def test_the_latest_tournament_is_first_and_opens(qtbot, store: Store) -> None:
    """Two tournaments: the newest is listed first and selected; Open opens it."""
    store.create(Settings("Monday", buy_in=50, starting_stack=5_000), now=T0, author="Ana")
    newest = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    opened: list[int] = []
    page = page_for(qtbot, store, opened)
    assert page.list.item(0).text() == "Running and not started"  # a heading, never chosen
    assert page.list.item(1).text().startswith(f"{newest}. Sunday") and page.list.count() == 3
    assert page.list.currentItem() is page.list.item(1)
    qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    assert opened == [newest]


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_a_long_tournament_name_wraps_in_the_list_not_hidden_behind_a_scroll_bar(qtbot, store: Store, english,
                                                                                 code: str) -> None:
    """Found walking the screens on Xvfb: "2. Mystery bounty night — 6 e…" was cut, the rest behind a scroll bar."""
    language.use(code)
    long_name = "Mystery bounty night of the autumn season, the final table filmed"
    store.create(Settings(long_name, buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    page = page_for(qtbot, store, [])
    page.resize(1280, 720)
    page.show()
    qtbot.waitExposed(page)
    item = page.list.item(1)  # (under its heading)
    rect = page.list.visualItemRect(item)
    assert page.list.horizontalScrollBar().isHidden() or not page.list.horizontalScrollBar().isVisible()
    assert rect.width() <= page.list.viewport().width()
    metrics = page.list.fontMetrics()
    lines = -(-metrics.horizontalAdvance(item.text()) // page.list.viewport().width())
    assert lines >= 2 and rect.height() >= lines * metrics.height()  # wrapped onto as many lines as it needs
    assert item.toolTip() == item.text()


def test_creating_from_a_template_opens_the_new_tournament(qtbot, store: Store) -> None:
    """Name it, pick the turbo structure (listed as "Turbo"), Create: it exists with that structure and is opened."""
    opened: list[int] = []
    page = page_for(qtbot, store, opened)
    assert not page.open_button.isEnabled()
    assert [page.structure.itemText(i) for i in range(page.structure.count())] == [
        "Deep stack", "HORSE", "Standard", "Turbo"]
    qtbot.keyClicks(page.name, "Friday Turbo")
    choose_structure(page, "turbo")
    qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    assert len(opened) == 1
    state = store.state(opened[0])
    assert state.settings.name == "Friday Turbo" and state.structure.levels()[0].minutes == 12


def test_a_tournament_without_a_name_is_refused_next_to_the_name(qtbot, store: Store) -> None:
    """Create with an empty name says so under the name field and creates nothing."""
    opened: list[int] = []
    page = page_for(qtbot, store, opened)
    page.show()
    qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    said = page.form.problems["name"]
    assert said.isVisible() and said.text() == "a tournament needs a name"
    assert opened == [] and store.tournaments() == []


def test_the_start_page_sets_everything_a_night_needs(qtbot, store: Store) -> None:
    """Rebuys, an add-on, re-entries, late registration, seats, a guarantee, the payout table and its rounding:
    each typed on the start page is the tournament's setting."""
    opened: list[int] = []
    page = page_for(qtbot, store, opened)
    page.show()
    form = page.form
    qtbot.keyClicks(page.name, "Friday Rebuy")
    form.buy_in.setValue(50)
    form.fee.setValue(5)
    form.starting_stack.setValue(10_000)
    form.seats_per_table.setValue(8)
    form.late_registration_level.setValue(4)
    form.guarantee.setValue(2_000)
    form.payout_unit.setValue(5)
    qtbot.mouseClick(form.toggles["rebuy"], Qt.MouseButton.LeftButton)
    assert (form.fields["rebuy.price"].value(), form.fields["rebuy.chips"].value()) == (50, 10_000)  # the entry's
    form.fields["rebuy.limit"].setValue(3)
    form.toggles["addon"].setChecked(True)
    form.fields["addon.price"].setValue(25)
    form.fields["addon.chips"].setValue(15_000)
    form.fields["addon.last_level"].setValue(4)
    form.toggles["reentry"].setChecked(True)
    form.fields["reentry.last_level"].setValue(0)  # no set end: until closed in the Tournament settings
    qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    settings = store.state(opened[0]).settings
    assert settings == Settings("Friday Rebuy", buy_in=50, fee=5, starting_stack=10_000,
                                rebuy=Purchase(50, 10_000, 3, 4), addon=Purchase(25, 15_000, 1, 4),
                                reentry=Purchase(50, 10_000, 1, None), late_registration_level=4, seats_per_table=8,
                                guarantee=2_000, payout_unit=5, payout_table="standard")


def test_a_rebuy_with_0_chips_is_refused_next_to_its_field_until_it_is_fixed(qtbot, store: Store) -> None:
    """0 chips for a rebuy: the reason shows under the rebuys and the chips field turns red; typing 5,000 clears it."""
    opened: list[int] = []
    page = page_for(qtbot, store, opened)
    page.show()
    form = page.form
    qtbot.keyClicks(page.name, "Friday")
    form.toggles["rebuy"].setChecked(True)
    form.fields["rebuy.chips"].setValue(0)
    form.toggles["addon"].setChecked(True)
    form.fields["addon.limit"].setValue(0)
    qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    assert form.problems["rebuy"].text() == "a rebuy must bring at least 1 chip, not 0"
    assert form.problems["addon"].text() == "a player must be allowed at least 1 add-on, not 0"
    assert form.fields["rebuy.chips"].styleSheet() != "" and opened == []
    form.fields["rebuy.chips"].setValue(5_000)
    assert not form.problems["rebuy"].isVisible() and form.fields["rebuy.chips"].styleSheet() == ""
    assert form.problems["addon"].isVisible()
    form.fields["addon.limit"].setValue(1)
    qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    assert store.state(opened[0]).settings.rebuy == Purchase(100, 5_000, 1, 6)


def test_the_start_page_speaks_the_desks_language_and_changes_with_it(qtbot, english, store: Store) -> None:
    """Opened in Russian it is in Russian (numbers grouped the Russian way); switched to Romanian it changes at
    once, list, fields and refusals included."""
    store.create(Settings("Friday", buy_in=50, starting_stack=5_000), now=T0, author="Ana")
    language.use("ru")
    page = page_for(qtbot, store, [])
    page.show()
    qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    assert page.create_button.text() == "Создать" and page.form.toggles["rebuy"].text() == "Ребаи"
    assert page.structure.currentText() == "Стандартная" and page.form.starting_stack.text() == "20\u00a0000"
    day = datetime.fromtimestamp(T0).strftime("%Y-%m-%d")
    assert page.list.item(0).text() == "Идут и ещё не начаты"
    assert page.list.item(1).text() == f"1. Friday — {day}, не начат — входов: 0, в игре: 0"
    assert page.form.problems["name"].text() == "у турнира должно быть название"
    language.use("ro")
    qtbot.waitUntil(lambda: page.create_button.text() == "Creează")  # Qt delivers the LanguageChange
    assert page.create_button.text() == "Creează" and page.form.toggles["rebuy"].text() == "Rebuy-uri"
    assert page.windowTitle() == "Floor" and page.form.starting_stack.text() == "20.000"
    assert page.list.item(0).text() == "În desfășurare și neîncepute"
    assert page.list.item(1).text() == f"1. Friday — {day}, neînceput — intrări: 0, în joc: 0"
    assert page.form.problems["name"].text() == "turneul trebuie să aibă un nume"


def test_a_template_is_created_with_its_name_in_the_desks_language(qtbot, english, store: Store) -> None:
    """In Russian, the standard structure is created as "Стандартная", with its description in Russian."""
    language.use("ru")
    opened: list[int] = []
    page = page_for(qtbot, store, opened)
    page.name.setText("Пятница")
    qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    structure = store.state(opened[0]).structure
    assert structure.name == "Стандартная" and structure.description.startswith("Уровни по 20 минут")


@pytest.mark.parametrize("font", ["Noto Sans", "DejaVu Sans", "Liberation Sans"])
@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_start_page_fits_1280x720_with_every_reason_shown(qtbot, english, store: Store, code: str,
                                                              font: str) -> None:
    """Even with a refusal under the name and under every purchase row, the page fits a 1280x720 screen."""
    QApplication.setFont(QFont(font))
    language.use(code)
    page = page_for(qtbot, store, [])
    for kind in ("rebuy", "addon", "reentry"):
        page.form.toggles[kind].setChecked(True)
        page.form.fields[f"{kind}.chips"].setValue(0)
    page.create_new()
    shown = [label for label in page.form.problems.values() if not label.isHidden()]
    assert len(shown) == 4
    hint = page.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720 and page.heightForWidth(1280) <= 720, (hint, code, font)


def test_tonights_and_running_tournaments_come_first_with_dates_and_status_imports_apart(qtbot, store: Store) -> None:
    """The finding (issue 29): after a TD import the start page listed 84 imported tournaments by number with
    tonight's at the bottom. Tonight's and the running ones come first, then the desk's finished ones, the
    imports apart at the foot; each line says its date and where it stands."""
    from floor.store.desk import StoreDesk
    from floor.usecases import clock, players

    won = store.create(Settings("Last Friday", buy_in=50, starting_stack=5_000), now=T0 - 7 * 86_400, author="Ana")
    desk = StoreDesk(store, won, "Ana", lambda: T0 - 7 * 86_400)
    for name in ("Ana", "Ion"):
        players.register(desk, name)
    players.bust(desk, ["Ion"])
    imported = store.create(Settings("TD 2025-02-27", buy_in=50, starting_stack=5_000), now=T0 - 300 * 86_400,
                            author="Ana", extra={"td": {"file": "ORF_Poker_20250227.tdt"}})
    tonight = store.create(Settings("Friday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    clock.start(StoreDesk(store, tonight, "Ana", lambda: T0))
    page = page_for(qtbot, store, [])
    day = lambda at: datetime.fromtimestamp(at).strftime("%Y-%m-%d")  # noqa: E731
    assert [page.list.item(i).text() for i in range(page.list.count())] == [
        "Running and not started",
        f"{tonight}. Friday — {day(T0)}, running — 0 entries, 0 playing",
        "Finished",
        f"{won}. Last Friday — {day(T0 - 7 * 86_400)}, finished — 2 entries, 1 playing",
        "Imported from The Tournament Director",
        f"{imported}. TD 2025-02-27 — {day(T0 - 300 * 86_400)}, not started — 0 entries, 0 playing"]
    assert page.list.currentItem().text().startswith(f"{tonight}. Friday")


def test_the_tournament_directors_saves_are_imported_from_the_start_page_before_any_tournament(
        qtbot, store: Store, tmp_path: Path) -> None:
    """The finding (issue 29): TD import was reachable from a tournament's console only, so a club bringing its
    years of history had to create a tournament first. The start page imports the saves (off the GUI thread), says
    how many in the colour of a thing done, and lists them apart; a save that is no TD file is refused in red."""
    from season.td_files import entry, save_text

    from floor.app import td_import_job

    night = tmp_path / "night.tdt"
    night.write_bytes(save_text({"ana": [entry(0)], "bob": [entry(0, out=50, by=("ana",))]}, [(1, 600, ["ana"])]))
    page = StartPage(lambda: tournament_list(store), lambda s, t: 0, lambda _tid: None,
                     import_td=lambda paths: td_import_job(store.path, paths, "Ana"))
    qtbot.addWidget(page)
    page.show()
    assert page.list.count() == 0 and page.import_button.isVisible()
    assert page.import_saves([night])
    qtbot.waitUntil(lambda: not page.worker.busy, timeout=20_000)
    assert page.message.text().startswith("Imported ") and "font-weight: bold" not in page.message.styleSheet()
    assert page.list.item(0).text() == "Imported from The Tournament Director" and page.list.count() == 2
    bad = tmp_path / "notes.tdt"
    bad.write_text("not a save", encoding="utf-8")
    assert page.import_saves([bad])
    qtbot.waitUntil(lambda: not page.worker.busy, timeout=20_000)
    assert "notes.tdt" in page.message.text() and "b71c1c" in page.message.styleSheet()
    assert page.list.count() == 2  # nothing more
