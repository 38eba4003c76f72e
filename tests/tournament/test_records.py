"""Issue 17, typed events: every kind's body written as JSON reads back the same, and a payload that does not fit
its kind is refused by name when the store reads it.

The bodies are drawn by hypothesis from each kind's own field types (FLOOR_FUZZ_EXAMPLES sets how many per kind,
as in tests/fuzz); the refusals are checked on a real row, as ``floor.store.eventrows.read`` gets it.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import types
import typing
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floor.store.eventrows import UnreadableEvent, read
from floor.tournament import events as ev
from floor.tournament import records as R
from floor.tournament.balancing.proposal import Proposal, Spot
from floor.tournament.chiprace.cards import deal_race_cards
from floor.tournament.chiprace.result import RaceResult, run_race
from floor.tournament.chiprace.setup import ChipRace, RacePlayer
from floor.tournament.describe.sentence import kind_name
from floor.tournament.events import Body, Event, TakeBack
from floor.tournament.jsonvalue import FrozenDict, FrozenList, freeze, freeze_object
from floor.tournament.memberlinks import MemberLinked
from floor.tournament.rulingoutcome import Carryover, LoggedOutcome, Penalty, Redeal
from floor.tournament.seating.buttondraw import ButtonDraw, draw_button
from floor.tournament.seating.drawrecord import SEAT_CARDS, Assignment, SeatDraw
from floor.tournament.seating.tables import Positions, Table
from floor.tournament.settings import Purchase, Settings
from floor.tournament.showdowns import Answer, Asked, as_recorded
from floor.tournament.structure import structure_to_json, template

EXAMPLES = int(os.environ.get("FLOOR_FUZZ_EXAMPLES", "120"))
AT = 1_800_000_000.0
KINDS: dict[str, type[Body]] = {cls.KIND: cls for cls in (
    R.Created, R.Registered, R.Reentered, R.Rebought, R.AddedOn, R.Eliminated, R.Reinstated, R.ChipsCounted,
    R.ChipsRemoved, R.ClockAction, R.PayoutsSet, R.StructureSet, R.SeatsDrawn, R.PlayerSeated, R.PlayerMoved,
    R.TableBroken, R.ButtonSet, R.NextHand, R.ChipRaced, R.HandForHand, R.HandRecorded, R.HandVoided, R.RulingMade,
    R.HouseSet, R.PenaltyGiven, R.PenaltyEnded, R.IncidentLogged, R.TokensIssued, R.SettingsChanged, R.FloorCalled,
    R.CallAnswered, R.Announced, R.BountyDrawn, MemberLinked, R.Finished, R.Reopened, R.DealMade, R.DealTakenBack,
    R.HandCorrected, R.PlayerRenamed, R.DamageNoticed, R.StandbyDropped, ev.Undone, ev.Redone)}

# -- drawing a body from its fields' types -----------------------------------------------------------------------

NUMBER = st.integers(0, 10**9)
TEXT = st.text(max_size=12)
JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6)
                    | st.floats(allow_nan=False, allow_infinity=False) | TEXT,
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3), max_leaves=8)
OBJECT = st.dictionaries(TEXT, JSON, max_size=4).map(freeze_object)
POSITIONS = st.builds(Positions, NUMBER, NUMBER, NUMBER, NUMBER)
SPOT = st.builds(Spot, st.integers(1, 99), st.none() | st.integers(1, 10))
PROPOSALS = st.one_of(
    st.builds(Proposal, st.just("move"), st.lists(TEXT, max_size=3).map(tuple), TEXT, st.none() | NUMBER, SPOT, SPOT,
              st.lists(NUMBER, max_size=2).map(tuple)),
    st.builds(Proposal, st.sampled_from(["break", "final-table"]), st.lists(TEXT, max_size=3).map(tuple), TEXT,
              tables=st.lists(NUMBER, max_size=3).map(tuple), final_size=st.none() | NUMBER))
BUTTON_DRAWS = st.builds(lambda seats, seed: draw_button(Table(1, tuple(seats)), random.Random(seed)),
                        st.lists(st.none() | st.integers(1, 999), min_size=2, max_size=10).filter(
                            lambda seats: len([p for p in seats if p]) >= 2 and len(set(seats) - {None}) == len(
                                [p for p in seats if p])), st.integers(0, 10**6))
OUTCOMES = st.builds(
    LoggedOutcome, cards=st.lists(TEXT, max_size=2).map(tuple), lines=st.lists(TEXT, max_size=2).map(tuple),
    said=st.lists(TEXT | st.fixed_dictionaries({"text": TEXT}), max_size=2).map(tuple),
    refunds=st.dictionaries(NUMBER, NUMBER, max_size=3), award_seats=st.lists(NUMBER, max_size=2).map(tuple),
    carryover=st.none() | st.builds(Carryover, st.none() | NUMBER, st.lists(NUMBER, max_size=2).map(tuple)),
    redeal=st.none() | st.builds(Redeal, st.booleans(), st.none() | NUMBER),
    penalties=st.lists(st.builds(Penalty, st.none() | NUMBER, st.none() | NUMBER, TEXT), max_size=2).map(tuple),
    removed_from_play=st.none() | NUMBER, void_hand=st.booleans())
SEAT_DRAWS = st.lists(st.tuples(st.integers(1, 9), st.integers(1, 10)), unique=True, max_size=5).flatmap(
    lambda spots: st.builds(lambda players, physical: SeatDraw(SEAT_CARDS, tuple(
        Assignment(p, t, s) for p, (t, s) in zip(players, spots, strict=True)), physical),
        st.lists(st.integers(1, 999), unique=True, min_size=len(spots), max_size=len(spots)), st.booleans()))

# A race at one table, the cards dealt at random (the race record in a chip-race event).
RACE = ChipRace((25, 50), 100, (RacePlayer(1, 11, {25: 3}, 5000), RacePlayer(3, 13, {25: 1}),
                             RacePlayer(5, 15, {25: 5, 50: 1}, 100)))
RACES = st.randoms(use_true_random=False).map(lambda rng: run_race(RACE, deal_race_cards(RACE, rng)))


def strategy(kind: Any) -> st.SearchStrategy[Any]:
    """What a field of this type may hold (what to_json writes and from_json reads back)."""
    if kind is int:
        return NUMBER
    if kind is str:
        return TEXT
    if kind is bool:
        return st.booleans()
    if kind is float:
        return st.floats(allow_nan=False, allow_infinity=False) | st.integers(-10**6, 10**6)
    if kind is FrozenDict:
        return OBJECT
    if kind is Positions:
        return POSITIONS
    if kind is Proposal:
        return PROPOSALS
    if kind is SeatDraw:
        return SEAT_DRAWS
    if kind is ButtonDraw:
        return BUTTON_DRAWS
    if kind is LoggedOutcome:
        return OUTCOMES
    if kind is RaceResult:
        return RACES
    if kind is R.CarryoverChange:
        return st.sampled_from(R.CarryoverChange)
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        return st.one_of(*(st.none() if a is type(None) else strategy(a) for a in args))
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return st.lists(strategy(args[0]), max_size=4).map(tuple)
        return st.tuples(*(strategy(a) for a in args))
    if origin in (Mapping, dict, typing.Mapping):
        return st.dictionaries(NUMBER, strategy(args[1]), max_size=4)
    raise AssertionError(f"no strategy for {kind!r}")


def fields_of(cls: type[Body]) -> dict[str, st.SearchStrategy[Any]]:
    hints = typing.get_type_hints(cls)
    return {f.name: strategy(hints[f.name]) for f in dataclasses.fields(cls) if f.name not in ("extra", "omitted")}


SETTINGS = st.builds(Settings, st.just("Friday"), buy_in=st.integers(0, 500), starting_stack=st.integers(1, 50_000),
                     rebuy=st.none() | st.just(Purchase(100, 5_000, 2)))
STRUCTURES = st.sampled_from(["standard", "turbo", "horse"]).map(template)
SEATS = st.lists(st.fixed_dictionaries({"seat": st.integers(1, 10), "contributed": st.integers(0, 10**6)}),
                 max_size=3)
AMOUNTS = st.dictionaries(NUMBER, NUMBER, max_size=4)
SPECIAL: dict[type[Body], st.SearchStrategy[Body]] = {
    R.DealMade: st.builds(lambda method, amounts, stacks, play_for: R.DealMade(method, amounts, stacks,
                                                                               tuple(amounts), play_for),
                          st.sampled_from(["chip chop", "icm", "hand"]), AMOUNTS, AMOUNTS, NUMBER),
    R.Created: st.builds(R.Created.of, SETTINGS, st.none() | STRUCTURES),
    R.StructureSet: st.builds(R.StructureSet.of, STRUCTURES),
    R.SettingsChanged: st.dictionaries(st.sampled_from(["name", "buy_in", "guarantee"]), JSON, min_size=1)
    .map(lambda changes: R.SettingsChanged(freeze_object(changes))),
    R.ClockAction: st.one_of(st.builds(R.ClockAction, st.sampled_from(["start", "pause", "resume", "next"])),
                             st.builds(R.ClockAction, st.just("jump"), NUMBER),
                             st.builds(R.ClockAction, st.just("adjust"), seconds=strategy(float))),
    R.HandRecorded: st.builds(
        R.HandRecorded, NUMBER, NUMBER, st.dictionaries(NUMBER, NUMBER, max_size=4),
        st.builds(lambda seats, game: as_recorded(Asked, {"game": game, "seats": seats}), SEATS, TEXT),
        st.dictionaries(st.integers(1, 10).map(str), NUMBER, max_size=3).map(
            lambda p: as_recorded(Answer, {"payouts": p})),
        NUMBER, st.none() | NUMBER, st.none() | TEXT, strategy(tuple[int, ...]), TEXT),
    R.HandCorrected: st.builds(
        R.HandCorrected, NUMBER, NUMBER, st.dictionaries(NUMBER, NUMBER, max_size=4),
        st.builds(lambda seats, game: as_recorded(Asked, {"game": game, "seats": seats}), SEATS, TEXT),
        st.dictionaries(st.integers(1, 10).map(str), NUMBER, max_size=3).map(
            lambda p: as_recorded(Answer, {"payouts": p})),
        st.dictionaries(NUMBER, st.integers(-10**6, 10**6), max_size=4), TEXT, strategy(tuple[int, ...])),
    R.PenaltyGiven: st.builds(R.PenaltyGiven, NUMBER, st.sampled_from(["warning", "disqualification"]), TEXT, TEXT,
                              **{k: v for k, v in fields_of(R.PenaltyGiven).items()
                                 if k not in ("player", "penalty_kind", "row_id", "reason")})
    | st.builds(R.PenaltyGiven, NUMBER, st.sampled_from(list(R.RUNNING_PENALTIES)), TEXT, TEXT, hands=NUMBER),
}


def bodies(cls: type[Body]) -> st.SearchStrategy[Body]:
    return SPECIAL[cls] if cls in SPECIAL else st.builds(cls, **fields_of(cls))


def stored(body: Body) -> str:
    """The body as the store writes it."""
    return json.dumps(body.to_json(), ensure_ascii=False, sort_keys=True)


@pytest.mark.parametrize("kind", sorted(KINDS))
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_kind_reads_back_what_it_wrote(kind: str, data: st.DataObject) -> None:
    """Written as the store writes it and read back: the same body, and the same bytes again."""
    body = data.draw(bodies(KINDS[kind]))
    assert body.kind == kind
    again = R.read_body(kind, json.loads(stored(body)))
    assert again == body and type(again) is type(body)
    assert stored(again) == stored(body)


@pytest.mark.parametrize("kind", sorted(KINDS))
@settings(max_examples=max(10, EXAMPLES // 4), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_an_older_or_newer_floors_json_is_written_back_byte_for_byte(kind: str, data: st.DataObject) -> None:
    """Optional fields left out (an older Floor) and fields this Floor does not know (a newer one): the same JSON
    comes out of the store again, key for key."""
    payload = json.loads(stored(data.draw(bodies(KINDS[kind]))))
    for key in data.draw(st.lists(st.sampled_from(sorted(payload)), max_size=3)) if payload else ():
        without = {k: v for k, v in payload.items() if k != key}
        try:
            R.read_body(kind, without)
        except (KeyError, TypeError, ValueError):
            continue  # a field every such event has
        payload = without
    payload.update(data.draw(st.dictionaries(st.text(min_size=1, max_size=6).map(lambda k: f"zz-{k}"), JSON,
                                             max_size=2)))
    text = json.dumps(payload, ensure_ascii=False, sort_keys=True)
    assert stored(R.read_body(kind, json.loads(text))) == text


def test_every_kind_of_the_events_module_has_its_body() -> None:
    named = {value for key, value in vars(ev).items() if key.isupper() and isinstance(value, str)}
    assert set(KINDS) == named == set(R.KINDS)


# -- refused by name ------------------------------------------------------------------------------------------------

def row(seq: int, kind: str, payload: object) -> tuple[int, str, float, str, bytes]:
    return seq, kind, AT, "Ana", json.dumps(payload).encode()


def refusal(kind: str, payload: object) -> str:
    done = read(row(7, kind, payload))
    assert isinstance(done, UnreadableEvent), (kind, payload)
    assert done.seq == 7
    when = datetime.fromtimestamp(AT).strftime("%H:%M")
    prefix = f"event 7 ({kind_name(kind)}, {when}) cannot be read: "
    assert done.message.startswith(prefix)
    return done.message[len(prefix):]


REQUIRED = {
    ev.CREATED: ("settings",), ev.REGISTERED: ("player", "name"), ev.REENTERED: ("player",),
    ev.REBOUGHT: ("player",), ev.ADDED_ON: ("player",), ev.ELIMINATED: ("players",), ev.REINSTATED: ("player",),
    ev.CHIPS_COUNTED: ("counts",), ev.CHIPS_REMOVED: ("chips",), ev.CLOCK: ("action",),
    ev.PAYOUTS_SET: ("overrides",), ev.STRUCTURE_SET: ("structure",), ev.SEATS_DRAWN: ("tables",),
    ev.PLAYER_SEATED: ("player", "table", "seat"), ev.PLAYER_MOVED: ("player", "from", "to"),
    ev.TABLE_BROKEN: ("table", "moves"), ev.BUTTON_SET: ("table",), ev.NEXT_HAND: ("table",),
    ev.CHIP_RACE: ("table", "changes", "removed_from_play"), ev.HAND_FOR_HAND: ("on",),
    ev.HAND_RECORDED: ("table", "hand", "players", "request", "result"), ev.HAND_VOIDED: ("table", "hand"),
    ev.RULING: ("row_id", "decision"), ev.HOUSE_SET: ("changes",),
    ev.PENALTY_GIVEN: ("player", "kind", "row_id", "reason"), ev.PENALTY_ENDED: ("penalty",),
    ev.INCIDENT_LOGGED: ("row_id", "action"), ev.TOKENS_ISSUED: ("tokens",), ev.SETTINGS_CHANGED: ("changes",),
}
"""The fields every event of each kind has (what the fold, or the readers of the log, cannot do without)."""


def real_payloads() -> dict[str, dict[str, Any]]:
    """One payload of each kind as the Floor before typed events wrote it (tests/store/events_before_typing.json)."""
    fixture = json.loads((Path(__file__).parents[1] / "store" / "events_before_typing.json").read_text("utf-8"))
    found: dict[str, dict[str, Any]] = {}
    for stored_row in fixture["events"]:
        found.setdefault(stored_row["kind"], json.loads(stored_row["payload"]))
    return found


REAL = real_payloads()


@pytest.mark.parametrize(("kind", "field"), [(k, f) for k, fields in REQUIRED.items() for f in fields])
def test_a_payload_without_a_field_its_kind_needs_is_refused_naming_the_field(kind: str, field: str) -> None:
    payload = {k: v for k, v in REAL[kind].items() if k != field}
    assert refusal(kind, payload) == f"the field {field} is missing"


@pytest.mark.parametrize(("kind", "field"), [(k, f) for k, fields in REQUIRED.items() for f in fields])
def test_a_payload_with_a_value_of_the_wrong_form_is_refused(kind: str, field: str) -> None:
    """A list where a number, a text or an object was, and an object where a list was: the wrong form, named."""
    wrong: object = {"x": 1} if isinstance(REAL[kind][field], list) else ["x"]
    assert refusal(kind, {**REAL[kind], field: wrong}).startswith("a value has the wrong form (")


@pytest.mark.parametrize("kind", [ev.UNDONE, ev.REDONE])
def test_an_undo_or_a_redo_without_its_target_says_so(kind: str) -> None:
    assert refusal(kind, {"kind": "clock"}) == "it does not say which action it takes back"


@pytest.mark.parametrize(("kind", "payload"), [
    (ev.CLOCK, {"action": "rewind"}),  # no such clock action
    (ev.CLOCK, {"action": "jump"}),  # a jump says where to
    (ev.CHIPS_COUNTED, {"counts": {"007": 1000}}),  # a player's number as Floor never writes it
    (ev.PENALTY_GIVEN, {"player": 1, "kind": "missed_hands", "row_id": "PN-01", "reason": "x"}),  # how many hands
    (ev.HAND_RECORDED, {**REAL[ev.HAND_RECORDED], "result": {"payouts": {"1": "lots"}}}),  # what the fold reads
    (ev.REGISTERED, {"player": True, "name": "Ana"}),  # JSON's true is no player number
    (ev.SETTINGS_CHANGED, {"changes": {"colour": "red"}}),
])
def test_what_the_fold_could_not_read_is_refused_when_read(kind: str, payload: dict[str, Any]) -> None:
    assert refusal(kind, payload).startswith(("a value has the wrong form (", "the field "))


def test_a_kind_this_floor_does_not_know_is_kept_as_stored_and_refused_by_the_fold() -> None:
    done = read(row(7, "a-newer-kind", {"x": [1, 2]}))
    assert isinstance(done, Event) and done.kind == "a-newer-kind" and done.data.to_json() == {"x": [1, 2]}


# -- typed, and read-only --------------------------------------------------------------------------------------------

def test_numbers_kept_as_json_keys_are_ints_in_the_body() -> None:
    body = R.read_body(ev.HAND_RECORDED, REAL[ev.HAND_RECORDED])
    assert isinstance(body, R.HandRecorded)
    assert all(isinstance(seat, int) and isinstance(player, int) for seat, player in body.players.items())
    assert all(isinstance(seat, int) for seat in body.payouts)
    assert stored(body) == json.dumps(REAL[ev.HAND_RECORDED], ensure_ascii=False, sort_keys=True)


def test_a_body_and_its_nested_records_cannot_be_changed_and_its_payload_is_a_copy() -> None:
    event = Event(R.read_body(ev.SEATS_DRAWN, REAL[ev.SEATS_DRAWN]), AT, "Ana", 3)
    body = event.body(R.SeatsDrawn)
    with pytest.raises(dataclasses.FrozenInstanceError):
        body.method = "B"  # type: ignore[misc]
    with pytest.raises(TypeError):
        body.tables[1] = (None,)  # type: ignore[index]
    with pytest.raises(TypeError):
        body.draw["seats"].append({})  # type: ignore[union-attr]
    payload = event.data.to_json()
    payload["method"] = "changed"
    assert event.data.to_json()["method"] == REAL[ev.SEATS_DRAWN]["method"]
    assert isinstance(freeze([1, {"a": 2}]), FrozenList) and freeze({"a": [1]}) == {"a": [1]}
    with pytest.raises(TypeError, match="is a 'seats-drawn', not a 'player-registered'"):
        event.body(R.Registered)


def test_an_undo_keeps_its_targets_kind_and_payload() -> None:
    target = Event(R.Registered(7, "Ana Pop"), AT, "Ana", 5)
    undo = ev.Undone.of(target)
    assert isinstance(undo, TakeBack) and (undo.target, undo.target_kind) == (5, ev.REGISTERED)
    assert undo.to_json() == {"target": 5, "kind": ev.REGISTERED, "payload": dict(target.data.to_json())}


def test_the_creation_reads_its_settings_and_structure() -> None:
    body = R.Created.of(Settings("Friday", buy_in=100, starting_stack=10_000), template("turbo"))
    assert body.to_json()["structure"] == structure_to_json(template("turbo"))
    assert body.settings.name == "Friday" and body.structure == template("turbo")
    assert R.Created.of(Settings("Friday", buy_in=100, starting_stack=10_000)).structure == template("standard")
