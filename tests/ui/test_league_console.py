"""Tournament › League…: the season set up at the desk, this tournament counted, the standings shown and saved as a
PDF, in the desk's language (issue 19)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from PySide6.QtCore import Qt
from test_results_report import page_text, page_words

from floor.app import StoreSession
from floor.store.leagues import Leagues
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.settings import Settings
from floor.ui.common import language
from floor.ui.console.league import LeagueDialog, open_league
from floor.ui.console.window import Console
from floor.usecases import leagues as seasons

T0 = 1_800_000_000.0
SHOTS = Path("/tmp/floor-shots-league")


@pytest.fixture
def club(qtbot, tmp_path: Path) -> Iterator[tuple[Console, Store, int]]:
    """Week 1 finished (Ștefan wins, Maria 2nd, Ion 3rd), tonight's tournament open in the console."""
    store = Store(tmp_path / "club.db")
    week = store.create(Settings("Week 1", buy_in=100, starting_stack=1000), now=T0, author="Ana")
    store.act_all(week, [lambda s, n=n, m=m: P.register(s, n, member_id=m, now=T0, author="Ana", level=1)
                         for n, m in (("Ștefan Ionescu", "C1"), ("Maria Pop", "C2"), ("Ion Rusu", "C3"))])
    store.act(week, lambda s: P.eliminate(s, [3], by=[1], now=T0, author="Ana"))
    store.act(week, lambda s: P.eliminate(s, [2], by=[1], now=T0, author="Ana"))
    tonight = store.create(Settings("Week 2", buy_in=100, starting_stack=1000), now=T0, author="Ana")
    console = Console(StoreSession(store, tonight, "Ana", FakeTime(T0)), poll=False)
    qtbot.addWidget(console)
    yield console, store, week
    language.use("en")
    store.close()


def test_the_season_is_set_up_counted_ranked_and_saved_as_a_pdf(qtbot, club, tmp_path: Path) -> None:
    console, store, week = club
    # a placeholder season, so Week 1 can be counted from the command line
    seasons.set_season(Leagues(store), "Club", "2026", points="r", count=[week])
    dialog = open_league(console, console.session, console.say)
    assert isinstance(dialog, LeagueDialog)
    qtbot.addWidget(dialog)
    dialog.league.setCurrentText("Club")
    dialog.season.setCurrentText("2026")
    dialog.formula.clear()
    qtbot.keyClicks(dialog.formula, "10*(sqrt(n)/sqrt(r)) + hits*10")
    dialog.final_seats.setValue(1)
    dialog.counts.setChecked(True)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == "Season saved: Club, 2026"
    assert Leagues(store).counted("Club", "2026") == [week, console.session.tournament_id]
    shown = [[dialog.list.item(r, c).text() for c in range(6)] for r in range(dialog.list.rowCount())]
    assert shown[0] == ["1", "Ștefan Ionescu *", "1", "1", "2", "37"]  # 10*sqrt(3) + 2 hits; plays the final
    assert [row[1] for row in shown] == ["Ștefan Ionescu *", "Maria Pop", "Ion Rusu"]
    pdf = tmp_path / "standings.pdf"
    dialog.write_pdf(pdf)
    assert dialog.message.text() == f"Standings saved to {pdf}"
    words = page_text(page_words(pdf.read_bytes())[0])
    assert "Club, season 2026: standings" in words and "Ștefan Ionescu" in words and "37" in words
    dialog.write_pdf(tmp_path / "no-such-folder" / "x.pdf")
    assert dialog.message.text().startswith("The standings could not be saved to ")


def test_a_wrong_formula_is_refused_in_one_line_and_nothing_is_saved(qtbot, club) -> None:
    console, store, _ = club
    dialog = open_league(console, console.session, console.say)
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.league.setCurrentText("Club")
    dialog.season.setCurrentText("2026")
    qtbot.keyClicks(dialog.formula, "10*(")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == "the formula ends where a value was due"
    assert Leagues(store).seasons() == []


def test_create_the_final_enters_the_starred_players_in_a_tournament_of_its_own(qtbot, club) -> None:
    console, store, week = club
    seasons.set_season(Leagues(store), "Club", "2026", points="10*(sqrt(n)/sqrt(r)) + hits*10",
                       final_seats=2, count=[week])
    dialog = open_league(console, console.session, console.say)
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.league.setCurrentText("Club")
    dialog.season.setCurrentText("2026")
    assert dialog.final_button.isEnabled() and dialog.final_button.text() == "Create the final"
    qtbot.mouseClick(dialog.final_button, Qt.MouseButton.LeftButton)
    made = Leagues(store).final_of("Club", "2026")
    assert made is not None
    assert dialog.message.text() == (f"Club 2026: final is tournament {made}: 2 players registered. Start the console "
                                     "again to run it (it opens the latest tournament).")
    assert [(p.name, p.member_id) for p in store.state(made).players.values()] == [("Ștefan Ionescu", "C1"),
                                                                                   ("Maria Pop", "C2")]
    assert not dialog.final_button.isEnabled() and dialog.final_button.text() == f"The final is tournament {made}"


def test_a_season_without_final_seats_offers_no_final(qtbot, club) -> None:
    console, store, week = club
    seasons.set_season(Leagues(store), "Club", "2026", points="r", count=[week])
    dialog = LeagueDialog(Leagues(store), console.session.tournament_id, console)
    qtbot.addWidget(dialog)
    assert dialog.list.rowCount() == 3 and not dialog.final_button.isEnabled()


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_league_dialog_fits_and_is_in_the_desks_language(qtbot, club, code: str) -> None:
    console, store, week = club
    seasons.set_season(Leagues(store), "Club", "2026", points="10*(sqrt(n)/sqrt(r)) + hits*10",
                       final_seats=1, count=[week])
    language.use(code)
    dialog = LeagueDialog(Leagues(store), console.session.tournament_id, console)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.list.rowCount() == 3
    hint = dialog.sizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720
    if code != "en":
        shown = {dialog.windowTitle(), dialog.save_button.text(), dialog.pdf_button.text(), dialog.counts.text(),
                 dialog.final_button.text(),
                 *(dialog.list.horizontalHeaderItem(i).text() for i in range(6))}
        assert not {"League", "Save the season", "Player", "Points", "Create the final"} & shown, shown
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / f"league-{code}.png"))


def test_the_league_dialog_refuses_an_empty_points_formula(qtbot, club) -> None:
    """Issue 29: the grey example in the formula field looked filled in; Save kept an empty formula and the night
    scored 0. An empty formula is refused in one line and nothing is saved."""
    console, store, _ = club
    dialog = open_league(console, console.session, console.say)
    assert dialog is not None
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.league.lineEdit(), "Club")
    qtbot.keyClicks(dialog.season.lineEdit(), "2026")
    assert dialog.formula.text() == "" and dialog.formula.placeholderText().startswith("type the formula, e.g. ")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == "a season needs a points formula, e.g. 10*(sqrt(n)/sqrt(r)) + hits*10"
    assert Leagues(store).seasons() == []


def test_the_league_dialog_lists_the_seasons_in_the_file_the_imported_ones_too(qtbot, club) -> None:
    """Issue 29: the League dialog listed only the seasons set up in it, not those of the tournaments imported from
    TD; each league's seasons are offered to pick, and picking one shows its standings."""
    from season.td_files import td_folder

    from floor.store.td_import import import_saves

    console, store, week = club
    import_saves(store, [td_folder() / "saves" / "ORF_Poker_20230119.tdt"])
    seasons.set_season(Leagues(store), "Club", "2026", points="10 - r", count=[week])
    dialog = open_league(console, console.session, console.say)
    assert dialog is not None
    qtbot.addWidget(dialog)
    leagues = [dialog.league.itemText(i) for i in range(dialog.league.count())]
    assert leagues == ["Club", "ORF"]
    dialog.league.setFocus()
    qtbot.keyClick(dialog.league, Qt.Key.Key_Down)  # the next league in the list: the imported one
    assert dialog.league.currentText() == "ORF"
    assert [dialog.season.itemText(i) for i in range(dialog.season.count())] == ["2023"]
    assert dialog.season.currentText() == "2023" and dialog.list.rowCount() == 16
