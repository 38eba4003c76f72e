"""The ruling record (§0.6) as an event: confirm, or override with a typed reason; the log, filtered and exported."""

import json

import pytest
from procedure_fixtures import rule

from floor.core.errors import FloorError
from floor.procedures.rulings import (
    CONFIRMED,
    OVERRIDDEN,
    RULING,
    RulingRecord,
    can_rule,
    open_carryovers,
    ruling,
    rulings_log,
    to_csv,
)
from floor.tournament import events as ev
from floor.tournament.records import ClockAction

NOW = 1_800_000_000.0
POT = {"1": 100, "2": 200, "4": 600, "6": 600}


def _numbered(*events):
    return [e.numbered(i + 1) for i, e in enumerate(events)]


def test_a_confirmed_ruling_holds_the_whole_record():
    d = rule(hs="HS5", found="joker", contributions=POT, house={"joker_policy": "tda"})
    e = ruling(d, now=NOW, author="Ana", table=3, hand=41)
    assert (e.kind, e.at, e.author) == (RULING, NOW, "Ana")
    p = e.data.to_json()
    assert (p["table"], p["hand"], p["hs"], p["row_id"], p["variant"]) == (3, 41, "HS5", "DD-07", "tda-after-sa")
    assert p["inputs"] == {"hs": "HS5", "found": "joker", "contributions": POT, "dealt_in": [1, 2, 4, 6]}
    assert p["house"]["joker_policy"] == "tda" and p["settings_used"] == {"joker_policy": "tda"}
    assert p["rulebook_version"] == "TDA-2024-v1.0 / house-2026-11"
    assert p["sources"][0] == "S002 §5.5" and "TDA R35-D" in p["sources"]
    assert p["decision"] == CONFIRMED and p["override_reason"] is None
    assert p["final_outcome"] == p["proposed_outcome"]
    assert "carryover" not in p
    assert json.loads(json.dumps(e.to_dict()))["payload"] == dict(p)


def test_the_kind_is_the_tournament_events_constant_once_it_is_there():
    assert getattr(ev, "RULING", RULING) == RULING == "ruling"


def test_an_override_keeps_both_outcomes_and_its_reason():
    d = rule(hs="HS4", found="duplicate_card", contributions=POT)
    e = ruling(d, now=NOW, author="Ana", override_reason="the duplicate was a dealer's entry error, checked",
               final_outcome="Play goes on; the deck is checked after the hand.")
    p = e.data.to_json()
    assert p["decision"] == OVERRIDDEN and p["override_reason"].startswith("the duplicate was")
    assert p["proposed_outcome"]["refunds"] == POT
    assert p["final_outcome"] == {"lines": ["Play goes on; the deck is checked after the hand."]}


@pytest.mark.parametrize("reason", ["", "   "])
def test_an_override_without_a_reason_is_refused(reason):
    d = rule(hs="HS4", found="duplicate_card")
    with pytest.raises(FloorError) as caught:
        ruling(d, now=NOW, author="Ana", override_reason=reason)
    assert caught.value.code == "no-override-reason" and caught.value.procedure == "DD-05"
    assert not can_rule(d, override_reason=reason)


def test_a_different_outcome_without_a_reason_is_refused():
    d = rule(hs="HS4", found="duplicate_card")
    with pytest.raises(FloorError, match="type the reason"):
        ruling(d, now=NOW, author="Ana", final_outcome={"lines": ["play on"]})


def test_a_ruling_needs_its_author():
    with pytest.raises(FloorError, match="name of the person"):
        ruling(rule(hs="HS0", found="duplicate_card"), now=NOW, author=" ")


def test_a_carryover_is_opened_at_its_table_and_closed_by_the_next_deal():
    opened = rule(hs="HS5", found="marked_cards", exploiter=4, contributions=POT)
    with pytest.raises(FloorError, match="name the table"):
        ruling(opened, now=NOW, author="Ana")
    first = ruling(opened, now=NOW, author="Ana", table=2, hand=7)
    assert first.data.to_json()["carryover"] == {"amount": 600, "eligible": [1, 2, 6], "from_seat": 4}
    log = _numbered(first)
    assert open_carryovers(log) == {2: {"amount": 600, "eligible": [1, 2, 6], "from_seat": 4}}

    rolled = rule(hs="HS7", found="carryover_pot", carryover=600, eligible=[1, 2, 6], live=[3, 4], dealt_in=[1, 3, 4])
    log = _numbered(first, ruling(rolled, now=NOW + 60, author="Ana", table=2, hand=8))
    assert open_carryovers(log)[2]["amount"] == 600

    won = rule(hs="HS7", found="carryover_pot", carryover=600, eligible=[1, 2, 6], live=[1, 3], dealt_in=[1, 3])
    log = _numbered(*log, ruling(won, now=NOW + 120, author="Ana", table=2, hand=9))
    assert log[-1].data.to_json()["carryover"] is None and open_carryovers(log) == {}


def test_an_override_opens_no_carryover_unless_the_floor_says_so():
    d = rule(hs="HS5", found="marked_cards", exploiter=4, contributions=POT)
    e = ruling(d, now=NOW, author="Ana", table=2, override_reason="refund everyone: the player is a newcomer",
               final_outcome={"refunds": POT})
    assert "carryover" not in e.data.to_json() and open_carryovers([e.numbered(1)]) == {}


def test_the_log_is_filtered_and_exported():
    a = ruling(rule(hs="HS4", found="duplicate_card", contributions=POT), now=NOW, author="Ana", table=1, hand=3)
    b = ruling(rule(hs="HS4", found="boxed_cards"), now=NOW + 10, author="Bo", table=2, hand=5)
    c = ruling(rule(hs="HS0", found="phone_call", seat=4), now=NOW + 20, author="Ana", table=1,
               override_reason="second time tonight", final_outcome="one-round penalty")
    other = ev.Event(ClockAction("pause"), NOW, "Ana")
    log = _numbered(a, other, b, c)
    assert [r.ruling_id for r in rulings_log(log)] == [1, 3, 4]
    assert [r.body.row_id for r in rulings_log(log, row="DD")] == ["DD-05"]
    assert [r.ruling_id for r in rulings_log(log, table=1)] == [1, 4]
    assert [r.ruling_id for r in rulings_log(log, decision=OVERRIDDEN)] == [4]
    assert [r.ruling_id for r in rulings_log(log, since=NOW + 5, until=NOW + 15)] == [3]
    text = to_csv(rulings_log(log, table=1))
    lines = text.splitlines()
    assert lines[0].startswith("ruling_id,at,table,hand,hs,row_id,variant,decision,floor_user,ruling")
    assert lines[1].startswith("1,1800000000.0,1,3,HS4,DD-05,,confirmed,Ana,")
    assert "second time tonight" in lines[2] and "one-round penalty" in lines[2]
    with pytest.raises(FloorError, match="not a ruling"):
        RulingRecord.from_event(log[1])
