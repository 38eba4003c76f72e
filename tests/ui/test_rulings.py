"""The console's Rulings tab, offscreen on a real store: decide step by step, confirm or override, the log and its
CSV, penalties served hand by hand, spectator incidents."""

import csv
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from PySide6.QtCore import Qt

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import events as ev
from floor.tournament import players as P
from floor.tournament.hands import record as R
from floor.tournament.records import RulingMade
from floor.tournament.rulingoutcome import LoggedOutcome
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.console.window import Console

T0 = 1_800_000_000.0
HAND = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 3,
        "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500}, {"seat": 3, "cards": "Qc Qd", "contributed": 500}]}


@pytest.fixture
def room(qtbot, tmp_path: Path) -> Iterator[tuple[Console, Store, int]]:
    """14 players at two tables of 7, buttons drawn; the console on the Rulings tab."""
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=T0, author="Ana", level=1) for i in range(1, 15)])
    store.act(tid, lambda s: S.draw_seats(s, rng=random.Random(3), now=T0, author="Ana", method="A"))
    for table in (1, 2):
        store.act(tid, lambda s, t=table: S.draw_button(s, t, rng=random.Random(t), now=T0, author="Ana"))
    window = Console(StoreSession(store, tid, "Ana", FakeTime()), poll=False)
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentWidget(window.rulings_tab)
    yield window, store, tid
    store.close()


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def rulings(store: Store, tid: int) -> list:
    return [e for e in store.history(tid) if e.kind == ev.RULING]


def choose(combo, value) -> None:
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)


def dc02(window: Console) -> None:
    """A marked card found face down before any betting (HS3): DC-02, step by step."""
    page = window.rulings_tab.decide_page
    choose(page.hs_choice, "HS3")
    choose(page.found_choice, "defective_card")
    assert not page.confirm_button.isEnabled()
    gap = page.view.toPlainText()
    assert "Floor needs: Face up or down." in gap and "face" in page.facts.shown
    assert "DC-02 · Defective face-down card found before betting begins" in gap and "DC-04 · " in gap
    assert "defective_card" not in gap and "HS3" not in gap  # the facts in words, not as a situation file spells them
    page.facts.set("face", "down")
    page.facts.set("button", 4)
    choose(page.table_choice, 1)


def test_dc02_decided_step_by_step_and_confirmed_is_one_ruling_event(qtbot, room) -> None:
    window, store, tid = room
    dc02(window)
    page = window.rulings_tab.decide_page
    shown = page.view.toPlainText()
    assert "DC-02" in shown and "the button stays on seat 4" in shown and "House rules §4.3" in shown
    assert "S002" not in shown and "defect_threshold" not in shown
    assert "house setting “Defective card threshold”: Until betting begins (house rules §4.3)" in shown
    click(qtbot, page.confirm_button)
    [made] = rulings(store, tid)
    ruled = made.body(RulingMade)
    assert (ruled.row_id, ruled.decision, ruled.table) == ("DC-02", "confirmed", 1)
    assert ruled.inputs["face"] == "down" and made.author == "Ana"
    assert window.message.text() == f"Ruling DC-02 confirmed (#{made.seq}) at table 1"


def test_dc02_an_override_without_a_reason_is_refused_and_with_one_is_kept(qtbot, room) -> None:
    window, store, tid = room
    dc02(window)
    page = window.rulings_tab.decide_page
    click(qtbot, page.override_button)
    assert window.message.text() == "an override needs the reason, typed in: why the floor rules otherwise than DC-02"
    assert "b71c1c" in window.message.styleSheet() and rulings(store, tid) == []
    page.reason_field.setText("the mark is the house's own logo, on every card")
    page.final_field.setText("Play on.")
    click(qtbot, page.override_button)
    [made] = rulings(store, tid)
    ruled = made.body(RulingMade)
    assert ruled.decision == "overridden" and ruled.final_outcome == {"lines": ["Play on."]}
    assert isinstance(ruled.proposed_outcome, LoggedOutcome)
    assert ruled.proposed_outcome.redeal is not None and ruled.proposed_outcome.redeal.button == 4


def test_a_keyword_search_picks_the_situation(qtbot, room) -> None:
    window, _, _ = room
    page = window.rulings_tab.decide_page
    page.search_field.setText("boxed card")
    ids = [page.results.item(i).text().split()[0] for i in range(page.results.count())]
    assert ids == ["MD-01", "MD-02", "MD-10"]
    page.pick(page.results.item(0))
    assert page.found_choice.currentData() == "boxed_cards" and page.hs_choice.currentData() in ("HS2", "HS3")


def test_the_log_filters_and_exports_csv(qtbot, room, tmp_path: Path) -> None:
    window, _, _ = room
    dc02(window)
    click(qtbot, window.rulings_tab.decide_page.confirm_button)
    log = window.rulings_tab.log_page
    window.rulings_tab.show_page("log")
    assert log.table.rowCount() == 1 and log.table.item(0, 4).text() == "DC-02"
    log.row_filter.setText("DD")
    assert log.table.rowCount() == 0
    click(qtbot, log.export_button)
    assert "no rulings to export" in window.message.text()
    log.row_filter.setText("DC-02")
    choose(log.table_filter, 1)
    log.ask_path = lambda: tmp_path / "rulings.csv"
    click(qtbot, log.export_button)
    rows = list(csv.DictReader((tmp_path / "rulings.csv").read_text(encoding="utf-8").splitlines()))
    assert [(r["row_id"], r["decision"], r["table"], r["floor_user"]) for r in rows] == [("DC-02", "confirmed", "1",
                                                                                          "Ana")]
    assert window.message.text().startswith("Exported 1 ruling to ")


def test_a_missed_round_shows_n_times_r_hands_and_goes_when_they_are_played(qtbot, room) -> None:
    window, _, _ = room
    session = window.session
    state = session.state()
    table, _ = state.seat_of(5)
    seated = sum(1 for p in state.tables[table].seats if p is not None)
    page = window.rulings_tab.penalties_page
    window.rulings_tab.show_page("penalties")
    page.player_field.setText("5")
    choose(page.kind_choice, "missed_rounds")
    page.count.setValue(1)
    assert f"misses {seated} hands: {seated} seated at table {table} x 1 round (PN-02)" in page.preview.text()
    click(qtbot, page.give_button)
    assert "type the reason" in window.message.text()
    page.reason_field.setText("abuse of the dealer")
    click(qtbot, page.give_button)
    assert page.table.rowCount() == 1
    assert (page.table.item(0, 1).text(), page.table.item(0, 4).text(), page.table.item(0, 5).text()) == (
        "P5", str(seated), str(seated))
    assert page.table.item(0, 9).text() == "starts after the current hand"
    assert window.rulings_tab.pages.tabText(2) == "Penalties (1)"

    def play(hands: int) -> None:  # as the dealer station records them: the hand, then the button moves
        for _ in range(hands):
            recorded = [lambda s: R.record_hand(s, table, HAND, now=T0, author="Dealer"),
                        lambda s: S.hand_done(s, table, now=T0, author="Dealer")]
            session.store.act_all(session.tournament_id, recorded)
        window.refresh()

    play(1)  # the hand in progress when it was given (PN-03)
    assert page.table.item(0, 5).text() == str(seated) and page.table.item(0, 9).text() == "serving"
    play(seated - 1)
    assert page.table.item(0, 5).text() == "1"
    play(1)
    assert page.table.rowCount() == 0 and window.rulings_tab.pages.tabText(2) == "Penalties"
    page.show_all.setChecked(True)
    assert page.table.item(0, 9).text() == "served"


def test_a_penalty_is_ended_early_only_with_a_reason(qtbot, room) -> None:
    window, store, tid = room
    page = window.rulings_tab.penalties_page
    page.player_field.setText("P3")
    choose(page.kind_choice, "missed_hands")
    page.count.setValue(4)
    page.reason_field.setText("slow roll")
    click(qtbot, page.give_button)
    page.table.selectRow(0)
    click(qtbot, page.end_button)
    assert window.message.text() == "ending a penalty early needs the reason, typed in"
    page.end_reason.setText("the TD reduced it")
    page.table.selectRow(0)
    click(qtbot, page.end_button)
    assert page.table.rowCount() == 0
    assert [e.kind for e in store.history(tid)][-1] == ev.PENALTY_ENDED


def test_a_disqualification_eliminates_and_removes_the_chips(qtbot, room) -> None:
    window, store, tid = room
    page = window.rulings_tab.penalties_page
    page.player_field.setText("P6")
    choose(page.kind_choice, "disqualification")
    page.reason_field.setText("chip dumping")
    page.chips_field.setText("12,000")
    click(qtbot, page.give_button)
    assert window.message.text() == "P6 disqualified: his chips leave play (PN-07)"
    kinds = [e.kind for e in store.history(tid)][-3:]
    assert kinds == [ev.PENALTY_GIVEN, ev.ELIMINATED, ev.CHIPS_REMOVED]
    assert not window.session.state().players[6].playing


def test_an_incident_logged_shows_in_the_list(qtbot, room) -> None:
    window, _, _ = room
    page = window.rulings_tab.incidents_page
    window.rulings_tab.show_page("incidents")
    choose(page.row_choice, "SP-03")
    choose(page.action_choice, "none")
    click(qtbot, page.log_button)
    assert "Say who it is about" in window.message.text()
    page.who_field.setText("the crowd behind seat 2")
    choose(page.table_choice, 1)
    click(qtbot, page.log_button)
    assert window.message.text() == "SP-03 is a player's request: name the player who asked (house rules §6.1)"
    page.asked_field.setText("P2")
    choose(page.action_choice, "behind_rail")
    click(qtbot, page.log_button)
    assert page.table.rowCount() == 1
    assert [page.table.item(0, c).text() for c in (2, 3, 4, 5, 6)] == [
        "1", "SP-03", "the crowd behind seat 2", "spectators moved behind the rail", "P2"]
    assert window.message.text().startswith("Incident SP-03 logged")


def test_an_incident_with_a_penalty_links_them(qtbot, room) -> None:
    window, store, tid = room
    page = window.rulings_tab.incidents_page
    choose(page.row_choice, "SP-05")
    choose(page.who_choice, "player")
    page.who_field.setText("P4")
    choose(page.action_choice, "penalty")
    choose(page.kind_choice, "missed_hands")
    page.count.setValue(2)
    click(qtbot, page.log_button)
    given, logged = store.history(tid)[-2:]
    assert (given.kind, logged.kind) == (ev.PENALTY_GIVEN, ev.INCIDENT_LOGGED)
    assert logged.data.to_json()["penalty"] == given.seq and given.data.to_json()["hands"] == 2
    assert window.rulings_tab.penalties_page.table.rowCount() == 1


def test_a_confirmed_ruling_that_calls_for_a_penalty_fills_the_form(qtbot, room) -> None:
    window, store, tid = room
    page = window.rulings_tab.decide_page
    seat = window.session.state().tables[1].occupied()[1]
    choose(page.hs_choice, "HS4")
    choose(page.found_choice, "missed_round_penalty")
    page.facts.set("seat", seat)
    page.facts.set("players_seated", 7)
    page.facts.set("rounds", 1)
    choose(page.table_choice, 1)
    click(qtbot, page.confirm_button)
    form = window.rulings_tab.penalties_page
    player = window.session.state().tables[1].player_at(seat)
    assert form.player_field.text() == str(player) and form.kind_choice.currentData() == "missed_rounds"
    assert form.ruling == rulings(store, tid)[0].seq and "filled in on the Penalties page" in window.message.text()
