"""The floor's decisions and the tournament's terms as use cases, on a real SQLite file: each commits all its
events or none, and the command line and the Rulings tab record the same ruling for the same situation."""

from __future__ import annotations

import io
import json
import random
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from floor.cli import main
from floor.core.errors import FloorError
from floor.procedures.engine import decide
from floor.procedures.profile import tournament_settings
from floor.procedures.rulebook import load_rulebook
from floor.procedures.situations import Situation
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament import events as ev
from floor.tournament import players as P
from floor.tournament.records import PenaltyEnded, RulingMade
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.structure import Break, Level, Structure, structure_to_json, template
from floor.usecases import rulings, tournament

from .conftest import Places

T0 = 1_800_000_000.0
DC02 = {"hs": "HS3", "found": "defective_card", "face": "down", "button": 4}


def seated_room(path: str | Path) -> tuple[Store, int]:
    """Sunday's 14 players drawn to two tables of 7 (the same seats every time)."""
    store = open_store(path)
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=T0, author="Ana", level=1) for i in range(1, 15)])
    store.act(tid, lambda s: S.draw_seats(s, rng=random.Random(3), now=T0, author="Ana", method="A"))
    return store, tid


@pytest.fixture
def room(where: Places) -> Iterator[tuple[Store, StoreDesk]]:
    store, tid = seated_room(where("floor.db"))
    yield store, StoreDesk(store, tid, "Ana", lambda: T0 + 60)
    store.close()


def log_of(store: Store, desk: StoreDesk) -> list[tuple[str, dict]]:
    return [(e.kind, e.data.to_json()) for e in store.history(desk.tournament_id)]


def refused(store: Store, desk: StoreDesk, intent, words: str) -> None:
    """``intent`` is refused in these words and the log is as it was."""
    before = log_of(store, desk)
    with pytest.raises(FloorError, match=words):
        intent()
    assert log_of(store, desk) == before


def test_a_confirmed_ruling_is_one_event_and_an_override_needs_its_reason(room) -> None:
    store, desk = room
    decision = decide(load_rulebook(), Situation.from_dict(DC02), tournament_settings(desk.state()))
    refused(store, desk, lambda: rulings.override(desk, decision, "  ", table=1), "an override needs the reason")
    done = rulings.confirm(desk, decision, table=1, hand=12)
    [made] = done.events
    assert (made.kind, made.author, made.at) == (ev.RULING, "Ana", T0 + 60)
    ruled = made.body(RulingMade)
    assert (ruled.row_id, ruled.decision, ruled.hand) == ("DC-02", "confirmed", 12)
    corrected = rulings.override(desk, decision, "the mark is the house's logo", final_outcome="Play on.", table=1,
                                 linked=[made.seq]).events[0]
    correction = corrected.body(RulingMade)
    assert correction.linked_rulings == (made.seq,) and correction.decision == "overridden"
    assert corrected.data.to_json()["final_outcome"] == {"lines": ["Play on."]}


def test_a_disqualification_is_three_events_or_none(room) -> None:
    store, desk = room
    refused(store, desk, lambda: rulings.give_penalty(desk, "P6", "disqualification", reason="chip dumping"),
            "count P6's chips first")
    done = rulings.give_penalty(desk, "P6", "disqualification", reason="chip dumping", chips=12_000)
    assert [e.kind for e in done.events] == [ev.PENALTY_GIVEN, ev.ELIMINATED, ev.CHIPS_REMOVED]
    assert not done.state.players[6].playing
    refused(store, desk, lambda: rulings.give_penalty(desk, "P6", "warning", reason="again"), "out of the tournament")


def test_a_penalty_ends_early_only_with_a_reason(room) -> None:
    store, desk = room
    given = rulings.give_penalty(desk, 3, "missed_hands", reason="slow roll", count=4).events[0]
    refused(store, desk, lambda: rulings.end_penalty(desk, given.seq, reason=""), "needs the reason")
    ended = rulings.end_penalty(desk, given.seq, reason="the TD reduced it").events[0]
    over = ended.body(PenaltyEnded)
    assert (ended.kind, over.penalty, over.served) == (ev.PENALTY_ENDED, given.seq, False)


def test_an_incident_with_a_penalty_is_logged_with_it_or_not_at_all(room) -> None:
    store, desk = room
    refused(store, desk, lambda: rulings.log_incident(desk, "SP-05", "penalty", player="P99",
                                                      penalty_kind="missed_hands", count=2), "P99")
    refused(store, desk, lambda: rulings.log_incident(desk, "SP-05", "penalty", spectator="a man in red",
                                                      penalty_kind="missed_hands", count=2),
            "a penalty is given to a player")
    given, logged = rulings.log_incident(desk, "SP-05", "penalty", player="P4", penalty_kind="missed_hands",
                                         count=2).events
    assert (given.kind, logged.kind) == (ev.PENALTY_GIVEN, ev.INCIDENT_LOGGED)
    assert logged.data.to_json()["penalty"] == given.seq and given.data.to_json()["hands"] == 2
    [alone] = rulings.log_incident(desk, "SP-03", "behind_rail", spectator="the crowd", table=1,
                                   requested_by="P2").events
    assert alone.data.to_json()["requested_by"] == 2 and alone.data.to_json()["penalty"] is None


def test_the_tournament_s_terms_change_one_event_each_or_not_at_all(room) -> None:
    store, desk = room
    settings = desk.state().settings
    refused(store, desk, lambda: tournament.change_settings(desk, settings), "nothing to change")
    changed = tournament.change_settings(desk, replace(settings, guarantee=5_000))
    assert changed.events[0].kind == ev.SETTINGS_CHANGED and changed.state.settings.guarantee == 5_000
    refused(store, desk, lambda: tournament.change_house(desk, {}), "name at least one house setting")
    house = tournament.change_house(desk, {"balance_max_diff": 2})
    assert house.events[0].data.to_json() == {"changes": {"balance_max_diff": 2}}
    short = Structure((Level(25, 50, 20), Break(10), Level(50, 100, 20)), chips=(25,))
    structured = tournament.change_structure(desk, short)
    assert structured.state.structure == short


def cli(db: str | Path, *argv: str, stdin: str = "") -> dict:
    out = io.StringIO()
    assert main(["--db", str(db), "--author", "Ana", *argv, "--json"], stdin=io.StringIO(stdin), stdout=out) == 0
    return json.loads(out.getvalue())


def test_the_command_line_and_the_rulings_tab_record_the_same_ruling(qtbot, where: Places) -> None:
    """DC-02 ruled with `floor ruling decide - --confirm --table 1` and on the Rulings tab of another copy of the
    same tournament: the same event, payload for payload."""
    from conftest import FakeTime

    from floor.app import StoreSession
    from floor.ui.rulings.tab import RulingsTab

    typed = where("typed.db")
    store, _ = seated_room(typed)
    store.close()
    recorded = cli(typed, "ruling", "decide", "-", "--confirm", "--table", "1", stdin=json.dumps(DC02))

    store, tid = seated_room(where("clicked.db"))
    said: list[tuple[str, bool]] = []
    tab = RulingsTab(StoreSession(store, tid, "Ana", FakeTime()), lambda text, refusal: said.append((text, refusal)))
    qtbot.addWidget(tab)
    tab.refresh()
    page = tab.decide_page
    page.choose("HS3", "defective_card")
    page.facts.set("face", "down")
    page.facts.set("button", 4)
    page.table_choice.setCurrentIndex(page.table_choice.findData(1))
    with qtbot.waitSignal(tab.acted):
        qtbot.mouseClick(page.confirm_button, Qt.MouseButton.LeftButton)
    clicked = store.history(tid)[-1]
    assert said == [(f"Ruling DC-02 confirmed (#{clicked.seq}) at table 1", False)]
    assert (clicked.kind, clicked.seq, clicked.author) == (recorded["kind"], recorded["seq"], recorded["author"])
    assert clicked.data.to_json() == recorded["payload"]
    store.close()


def test_a_house_cannot_be_set_to_run_a_rulebook_floor_does_not_have(room: tuple[Store, StoreDesk]) -> None:
    """Found by the attack suite: a desk's `rulebook_version` of any text was taken, and every ruling after it was
    refused ("the house runs the rulebook 'mallory', but the rulebook loaded is ..."). The version Floor has is."""
    store, desk = room
    version = load_rulebook().version
    refused(store, desk, lambda: tournament.change_house(desk, {"rulebook_version": "mallory"}),
            f"the rulebook Floor has is '{re.escape(version)}': a house cannot run 'mallory'")
    tournament.change_house(desk, {"rulebook_version": version})
    decide(load_rulebook(), Situation(**DC02), tournament_settings(desk.state()))  # (rulings still decided)
