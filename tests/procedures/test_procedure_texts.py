"""The procedures' refusals and lines are whole-sentence templates (floor.core.errors.Text), so the desktop can say
them in its language: the English is as before, the fragments nest, no English word is computed in code."""

import pytest
from test_penalties import NOW, act, give, room, table_of

from floor.core.errors import FloorError, Text
from floor.procedures import incidents as I
from floor.procedures import penalties as PN
from floor.procedures.engine import RulingGap, decide
from floor.procedures.rulebook import load_rulebook
from floor.procedures.situations import Situation
from floor.tournament.seating import actions as S


def _templates(text: object) -> list[str]:
    """The template of ``text`` and of every Text nested in it."""
    assert isinstance(text, Text), text
    nested = [t for v in text.params.values() if isinstance(v, Text) for t in _templates(v)]
    return [text.template, *nested]


def test_a_missing_fact_names_the_rows_and_the_facts_as_nested_text():
    with pytest.raises(RulingGap) as caught:
        decide(load_rulebook(), Situation(hs="HS4", found="different_back"))
    message = caught.value.message
    assert message == "different_back at HS4 could be DD-05 or DD-12: Floor needs where (dealt or stub)"
    assert _templates(message) == ["{what} could be {rows}: Floor needs {facts}", "{found} at {hs}",
                                   "{first} or {last}", "{fact} ({values})", "{first} or {last}"]


def test_a_penalty_line_says_one_hand_and_many_hands_each_in_its_own_sentence():
    state = room()
    state, _ = give(state, 3, PN.MISSED_HANDS, count=1)
    state, _ = give(state, 4, PN.MISSED_HANDS, count=8, after_current_hand=False)
    one, eight = PN.given(state)
    assert one.words(state).startswith("P3: 1 hand missed, 1 to go (starts after the current hand) — PN-01, ")
    assert eight.words(state).startswith("P4: 8 hands missed, 8 to go — PN-01, ")
    assert _templates(one.words(state))[:2] == ["{player}: {penalty} — {row}, {reason}",
                                                "{hands} hand missed, {to_go} to go (starts after the current hand)"]


def test_a_penalty_ended_is_refused_again_in_a_sentence_of_its_own():
    state = room()
    state, given = give(state, 3, PN.WARNING)
    with pytest.raises(FloorError) as caught:
        PN.end_penalty(state, given.seq, reason="x", now=NOW, author="Ana")
    assert caught.value.message == f"P3's verbal warning (penalty {given.seq}) has nothing to serve"
    assert _templates(caught.value.message) == ["{player}'s {kind} (penalty {penalty}) has nothing to serve",
                                                "verbal warning"]


def test_an_incident_line_and_its_action_are_texts():
    state = room()
    asker = 3
    state, _ = act(state, I.log_incident(state, "SP-03", I.BEHIND_RAIL, spectator="two fans",
                                         table=table_of(state, asker), requested_by=asker, note="loud", now=NOW,
                                         author="Ana"))
    [incident] = I.incidents(state)
    line = incident.words(state)
    assert line == f"SP-03 two fans (table {table_of(state, asker)}) — spectators moved behind the rail, " \
                   "asked by P3: loud"
    assert "spectators moved behind the rail" in _templates(line)
    assert isinstance(I.ACTIONS[I.WARNING], Text) and isinstance(PN.KIND_WORDS[PN.WARNING], Text)
    assert isinstance(I.ROWS["SP-05"][1], Text)


def test_a_refusal_naming_an_action_nests_the_action_s_words():
    state = room()
    with pytest.raises(FloorError) as caught:
        I.verify_incident(state, "SP-01", I.REMOVED, player=2)
    assert caught.value.message.startswith("spectator removed from the area is for spectators; P2 is a player")
    assert "spectator removed from the area" in _templates(caught.value.message)


def test_a_situation_refusal_keeps_its_braces_and_its_template():
    with pytest.raises(FloorError) as caught:
        Situation.from_dict([])  # type: ignore[arg-type]
    assert caught.value.message == 'a situation is a JSON object, e.g. {"hs": "HS4", "found": "joker"}'
    assert isinstance(caught.value.message, Text)
    with pytest.raises(FloorError) as caught:
        Situation.from_dict({"hs": "HS4", "found": "joker", "contributions": {"2": -1}})
    assert caught.value.message == "contributions of seat 2 must be a whole number of 0 or more, not -1"
    assert _templates(caught.value.message)[1] == "{name} of seat {seat}"


def test_a_served_penalty_of_one_hand_says_hand():
    state = room()
    state, _ = give(state, 3, PN.MISSED_HANDS, count=1, after_current_hand=False)
    state, _ = act(state, S.hand_done(state, table_of(state, 3), now=NOW + 60, author="Dealer"))
    [record] = PN.given(state)
    assert record.words(state).startswith("P3: 1 hand missed (served) — PN-01")
