"""Intents: every use case that writes is one a device can send by name, its arguments travel as the use case's
own types and come back equal, and what the service must not take on trust (a ruling) is decided again there."""

from __future__ import annotations

import ast
import inspect
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from floor.core.errors import FloorError, RequestError
from floor.procedures.engine import decide
from floor.procedures.profile import tournament_settings
from floor.procedures.rulebook import load_rulebook
from floor.procedures.situations import Situation
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament import codec
from floor.tournament import players as P
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.structure import Structure, structure_to_json, template
from floor.usecases import intents, pairing
from floor.usecases.desk import Done
from floor.usecases.intent import LOCAL, hints
from floor.usecases.pairing import Device

from .conftest import Places

ROOT = Path(__file__).resolve().parents[2]
T0 = 1_800_000_000.0
DC02 = {"hs": "HS3", "found": "defective_card", "face": "down", "button": 4}
READS_ONLY = {"deal", "defect_ruling", "deck_verdict", "proposed_move", "hand_antes", "table_hand", "smallest_chip",
              "chip_choices", "typed_hand", "live_result", "ruling_words", "seating_seen", "read_typed",
              "read_options", "read_deck", "toggled", "seat_refusal", "checked_players", "corrected_players",
              "stale_refusal", "earlier_entry", "defect_decision", "undo_refusal", "redo_refusal", "refusals", "drawn",
              "knockout_of", "run", "perform"}
STATIONS_ONLY = {"confirm_once", "record_typed", "void_once", "deck_check"}  # the tablet's endpoints (stations.py)
# Written by `floor standby drop` where the database server is, with the drop itself: a device never sends it (a
# record of a standby dropped that no drop made would be a false one).
SERVER_ONLY = {"note_standby_dropped"}


@pytest.fixture
def room(where: Places) -> Iterator[tuple[Store, StoreDesk]]:
    store = open_store(where("floor.db"))
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=T0, author="Ana", level=1) for i in range(1, 15)])
    store.act(tid, lambda s: S.draw_seats(s, rng=random.Random(3), now=T0, author="Ana", method="A"))
    yield store, StoreDesk(store, tid, "Ana", lambda: T0 + 60)
    store.close()


def _desk_functions() -> set[str]:
    """Every public function of floor/usecases whose first argument is a desk."""
    found = set()
    for path in (ROOT / "floor" / "usecases").glob("*.py"):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef) and not node.name.startswith("_") and node.args.args \
                    and node.args.args[0].arg == "desk":
                found.add(node.name)
    return found


def test_every_use_case_that_writes_is_an_intent_a_device_can_send_by_name() -> None:
    declared = {spec.function.__name__ for spec in intents.every()}
    assert _desk_functions() - declared - READS_ONLY - STATIONS_ONLY - SERVER_ONLY == set()
    for spec in intents.every():
        types = hints(spec.function)  # every argument's type can be read: a window elsewhere can send it
        assert "return" in types, spec.name
        assert spec.permission in set().union(*pairing.INTENTS.values()), spec.name
        if spec.permission == pairing.RECORD_HAND:
            assert spec.table is not None, f"{spec.name}: a dealer's intent names its table"


def test_the_tournaments_settings_and_structure_travel_and_come_back_equal(room: tuple[Store, StoreDesk]) -> None:
    _, desk = room
    state = desk.state()
    for value, kind in ((state.settings, Settings), (state.structure, Structure)):
        assert codec.decode(codec.encode(value, kind), kind) == value


def test_every_intents_arguments_are_checked_as_they_are_read_and_a_refusal_names_the_field(
        room: tuple[Store, StoreDesk]) -> None:
    _, desk = room
    state = desk.state()
    spec = next(s for s in intents.every() if s.name == "players.bust")
    assert spec.read({"players": [1, "P2"]}, state) == {"players": (1, "P2")}
    for body, words in (({"players": [1, True]}, r"players\[1\]"), ({"players": "P1"}, "players: not a list"),
                        ({}, "needs its players"), ({"players": [1], "rng": 3}, "takes no rng"),
                        ({"players": [1], "mallory": 1}, "takes no mallory")):
        with pytest.raises(RequestError, match=words):
            spec.read(body, state)
    places = next(s for s in intents.every() if s.name == "payouts.set_places")
    with pytest.raises(RequestError, match=r"places\.first: not a number as Floor writes one"):
        places.read({"places": {"first": 500}}, state)


def test_a_ruling_sent_from_elsewhere_is_decided_again_where_the_log_is_kept(room: tuple[Store, StoreDesk]) -> None:
    from floor.procedures.engine import Decision

    _, desk = room
    state = desk.state()
    decision = decide(load_rulebook(), Situation(**DC02), tournament_settings(state))  # type: ignore[arg-type]
    sent = codec.encode(decision, Decision)
    with codec.against(state):
        again = codec.decode(sent, Decision)
    assert isinstance(again, Decision) and again.row_id == decision.row_id and again.outcome == decision.outcome
    assert isinstance(sent, dict)
    with pytest.raises(FloorError, match=f"the rulebook rules {decision.row_id} on this situation now, not DD-05"), \
            codec.against(state):
        codec.decode({**sent, "row": "DD-05"}, Decision)


def test_a_dealers_intent_names_its_own_table_or_is_refused(room: tuple[Store, StoreDesk]) -> None:
    _, desk = room
    dealer = Device("d1", pairing.DEALER, 1, "", T0)
    before = desk.state().seq
    with pytest.raises(FloorError, match="this station is table 1's: it cannot act at table 2"):
        intents.perform(desk, dealer, "seating.next_hand", {"table": 2})
    with pytest.raises(FloorError, match="a dealer device cannot do this"):
        intents.perform(desk, dealer, "players.register", {"name": "Mallory"})
    with pytest.raises(FloorError, match=r"there is no such action \(players.delete_everyone\)"):
        intents.perform(desk, dealer, "players.delete_everyone", {})
    assert desk.state().seq == before


def test_an_answer_comes_back_as_the_use_case_gives_it_with_its_events_read_from_the_log(
        room: tuple[Store, StoreDesk]) -> None:
    _, desk = room
    desk_device = Device("k1", pairing.DESK, None, "Maria", T0)
    spec = next(s for s in intents.every() if s.name == "players.bust")
    answer = intents.perform(desk, desk_device, "players.bust", {"players": ["P3"]})
    done = Done(tuple(desk.store.history(desk.tournament_id)[-1:]), desk.state())
    busted = spec.answered(answer, done)
    assert getattr(busted, "done") is done and getattr(busted, "out") == (3,)  # noqa: B009


def test_what_stays_where_the_use_case_runs_is_never_sent() -> None:
    for spec in intents.every():
        sent = set(inspect.signature(spec.function).parameters) & LOCAL - {"desk"}
        arguments = spec.arguments((), {}) if not [p for p in inspect.signature(spec.function).parameters.values()
                                                   if p.default is inspect.Parameter.empty and p.name != "desk"] \
            else None
        assert arguments is None or not (set(arguments) & sent), spec.name


def test_a_desk_is_sent_elsewhere_exactly_when_the_protocols_isinstance_says_so(
        room: tuple[Store, StoreDesk]) -> None:
    """The intent's wrapper asks ``elsewhere(desk)`` instead of a runtime Protocol's isinstance (slow in Python 3.11,
    paid by every action): the same answer for the store's desk, a desk with a ``send``, and one whose ``send`` is
    None; a use case called with a desk elsewhere is sent, not run here."""
    from floor.usecases import players
    from floor.usecases.intent import Elsewhere, Spec, elsewhere

    sent: list[tuple[str, object]] = []

    class Far:
        author = "Ana"

        def send(self, spec: Spec, arguments: dict[str, object]) -> object:
            sent.append((spec.name, arguments))
            return "sent"

    class Unset:
        send = None

    _store, desk = room
    for candidate in (desk, Far(), Unset(), object(), None):
        assert (elsewhere(candidate) is not None) == isinstance(candidate, Elsewhere)
    assert players.register(Far(), "Bo") == "sent"  # type: ignore[arg-type]
    assert sent == [("players.register", {"name": "Bo"})]
    before = desk.state().entries
    players.register(desk, "Bo")
    assert desk.state().entries == before + 1
