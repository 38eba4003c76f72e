"""DT-10 spectator and device incidents (seed 002_2b3c7f62602bc2f1.txt §6): who, what, the action taken."""

import pytest
from test_penalties import NOW, act, room, table_of

from floor.core.errors import FloorError
from floor.procedures import incidents as I
from floor.procedures import penalties as PN
from floor.tournament import events as ev
from floor.tournament import house


def log(state, row, action, **kwargs):
    return act(state, I.log_incident(state, row, action, now=NOW + 5, author="Ana", **kwargs))


def test_sp01_spectators_crowding_a_table_are_moved_back():
    state = room()
    state, event = log(state, "SP-01", I.BEHIND_RAIL, spectator="three friends of seat 4", table=1)
    assert event.kind == ev.INCIDENT_LOGGED and event.data.to_json()["found"] == "spectators_near_table"
    [incident] = I.incidents(state)
    assert (incident.id, incident.at, incident.author, incident.table) == (event.seq, NOW + 5, "Ana", 1)


def test_sp02_a_spectator_comment_is_warned_first_then_the_spectator_removed():
    state = room()
    state, _ = log(state, "SP-02", I.WARNING, spectator="man in the red cap", table=2, note="said 'he has the flush'")
    assert I.earlier(state, "SP-02", spectator="Man in the red cap ")  # the same spectator, typed again
    state, second = log(state, "SP-02", I.REMOVED, spectator="man in the red cap", table=2)
    assert second.data.to_json()["earlier"] == 1
    assert [i.action for i in I.incidents(state, row="SP-02")] == ["warning", "removed"]
    assert "1 before" in I.incidents(state)[-1].words(state)


def test_sp02_a_spectator_cannot_be_penalised_and_a_player_not_removed():
    state = room()
    with pytest.raises(FloorError, match="a penalty is given to a player"):
        I.verify_incident(state, "SP-02", I.PENALTY, spectator="woman in green")
    with pytest.raises(FloorError, match="is a player"):
        I.verify_incident(state, "SP-02", I.REMOVED, player=3)
    with pytest.raises(FloorError, match="not both"):
        I.verify_incident(state, "SP-02", I.WARNING, player=3, spectator="woman in green")
    with pytest.raises(FloorError, match="not both"):
        I.verify_incident(state, "SP-02", I.WARNING)


def test_sp03_spectators_moved_behind_the_rail_at_a_players_request():
    state = room()
    state, event = log(state, "SP-03", I.BEHIND_RAIL, spectator="the rail behind table 1", table=1, requested_by="P4")
    assert event.data.to_json()["requested_by"] == 4
    assert "asked by P4" in I.incidents(state)[0].words(state)
    with pytest.raises(FloorError, match="name the player who asked"):
        I.verify_incident(state, "SP-03", I.BEHIND_RAIL, spectator="the rail")


@pytest.mark.parametrize(("setting", "allowed"), [("discretionary", True), ("mandatory", False)])
def test_sp03_the_house_decides_whether_the_floor_may_leave_them(setting, allowed):
    """C-14: seed 002 says the floor *may* move them; a house can make it mandatory."""
    state = room()
    state, _ = act(state, house.set_house(state, {"rail_clear_on_request": setting}, now=NOW, author="Ana"))
    kwargs = {"spectator": "the rail", "requested_by": 4}
    if allowed:
        I.verify_incident(state, "SP-03", I.NONE, **kwargs)
    else:
        with pytest.raises(FloorError, match="mandatory"):
            I.verify_incident(state, "SP-03", I.NONE, **kwargs)
    I.verify_incident(state, "SP-03", I.BEHIND_RAIL, **kwargs)


def test_sp05_a_phone_call_warned_then_penalised_with_the_penalty_linked():
    state = room()
    state, first = log(state, "SP-05", I.WARNING, player=5)
    assert first.data.to_json()["table"] == table_of(state, 5)  # the player's table
    actions = I.with_penalty(state, "SP-05", 5, PN.MISSED_ROUNDS, count=1, now=NOW + 60, author="Ana",
                             note="second call")
    state, given = act(state, actions[0](state))
    state, logged = act(state, actions[1](state))
    assert given.kind == ev.PENALTY_GIVEN and given.data.to_json()["row_id"] == "SP-05"
    assert logged.data.to_json()["penalty"] == given.seq and logged.data.to_json()["earlier"] == 1
    assert PN.in_force(state)[0].player == 5


def test_sp06_a_device_on_the_table_is_put_away_by_a_player_only():
    state = room()
    state, _ = log(state, "SP-06", I.PUT_AWAY, player=2)
    with pytest.raises(FloorError, match="only a player"):
        I.verify_incident(state, "SP-06", I.PUT_AWAY, spectator="someone")


def test_sp07_a_penalty_must_be_the_players_own():
    state = room()
    state, other = act(state, PN.give_penalty(state, 3, PN.WARNING, reason="x", now=NOW, author="Ana"))
    with pytest.raises(FloorError, match="name the penalty given to P2"):
        I.verify_incident(state, "SP-07", I.PENALTY, player=2, penalty=other.seq)
    with pytest.raises(FloorError, match="name the penalty"):
        I.verify_incident(state, "SP-07", I.PENALTY, player=2)


def test_sp08_outside_help_can_end_in_disqualification():
    state = room()
    actions = I.with_penalty(state, "SP-08", 7, PN.DISQUALIFICATION, chips=12_000, now=NOW, author="Ana",
                             note="solver on his phone")
    events = []
    for action in actions:
        state, event = act(state, action(state))
        events.append(event)
    assert [e.kind for e in events] == [ev.PENALTY_GIVEN, ev.ELIMINATED, ev.CHIPS_REMOVED, ev.INCIDENT_LOGGED]
    assert events[-1].data.to_json()["penalty"] == events[0].seq and not state.players[7].playing


def test_sp09_and_sp10_are_logged_with_the_row_and_filtered():
    state = room()
    state, _ = log(state, "SP-09", I.NONE, spectator="a dealer on break")
    state, _ = log(state, "SP-10", I.WARNING, player=1, note="hood")
    assert [i.row_id for i in I.incidents(state, row="SP-1")] == ["SP-10"]
    assert [i.row_id for i in I.incidents(state, player=1)] == ["SP-10"]
    assert [i.row_id for i in I.incidents(state, action=I.NONE)] == ["SP-09"]
    assert I.incidents(state, table=99) == []


def test_an_incident_outside_dt10_or_with_an_unknown_action_is_refused():
    state = room()
    with pytest.raises(FloorError, match="SP-01 to SP-10"):
        I.verify_incident(state, "PN-02", I.WARNING, player=1)
    with pytest.raises(FloorError, match="not 'shout'"):
        I.verify_incident(state, "SP-05", "shout", player=1)
    with pytest.raises(FloorError, match="no table 9"):
        I.verify_incident(state, "SP-01", I.WARNING, spectator="x", table=9)
