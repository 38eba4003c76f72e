"""Hand histories: recorded hands exported as JSON and PHH, read back, and replayed to the same result.

PHH is checked against pokerkit, the reference parser of the format: it must read every file
Floor writes, and where its own rules agree with Floor's (no odd chip, no unknown stud card,
no short-deck straight against trips) its replay of the file must end with Floor's payouts.
"""

from __future__ import annotations

import json
import math
import random
import tomllib
from typing import Any

import pytest
from pokerkit import HandHistory

from floor.core.errors import FloorError
from floor.core.showdown import showdown
from floor.tournament import codec
from floor.tournament import players as P
from floor.tournament.events import Event, Redone, Undone
from floor.tournament.hands import history as HH
from floor.tournament.hands import phh as phh_format
from floor.tournament.hands import record as H
from floor.tournament.hands import recorded as recordedhands
from floor.tournament.hands import replay as handreplay
from floor.tournament.records import Created
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import template

NOW = 1_800_000_000.0  # 2027-01-15 08:00:00 UTC

HOLDEM = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 3, "chip": 100,
          "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500},
                    {"seat": 2, "cards": "Kc Ks", "contributed": 300, "dead": 100},  # a big-blind ante
                    {"seat": 3, "cards": "Qc Qd", "contributed": 1000},
                    {"seat": 4, "cards": "", "contributed": 200, "folded": True},
                    {"seat": 5, "contributed": 0, "folded": True}]}
OMAHA_HILO = {"game": "omaha-hilo", "board": "3c 5d 8h Kc Qs", "button": 1, "chip": 25,  # quartered low
              "seats": [{"seat": 1, "cards": "As 2s Jd Jc", "contributed": 400},
                        {"seat": 2, "cards": "Ah 2h Kd Kh", "contributed": 400},
                        {"seat": 3, "cards": "", "contributed": 100, "folded": True}]}
RAZZ = {"game": "razz", "chip": 25,
        "seats": [{"seat": 1, "cards": "As Ad 2c 5h 7h 9c Jc", "contributed": 300},
                  {"seat": 2, "cards": "Kc Ks 3d 6h 8h 9d Jd", "contributed": 300},
                  {"seat": 4, "cards": "4c 4d 6c 8c Tc Qd Qh", "contributed": 300}]}
STUD = {"game": "stud", "chip": 25,  # two nine-high straights: the odd chip goes by suit (9s)
        "seats": [{"seat": 2, "cards": "5c 6c 7d 8h 9s 2d 2h", "contributed": 150},
                  {"seat": 3, "cards": "5d 6d 7c 8s 9h 3c 3s", "contributed": 150},
                  {"seat": 5, "cards": "Kc Kd Ks", "contributed": 25, "folded": True}]}
STUD_HILO = {"game": "stud-hilo",
             "seats": [{"seat": 1, "cards": "As 2d 3c 4h 9s 9d Kc", "contributed": 400},
                       {"seat": 2, "cards": "Ks Kd Kh 7c 7d Qc Jd", "contributed": 400}]}
DRAW27 = {"game": "draw27", "button": 2,
          "seats": [{"seat": 1, "cards": "2s 3d 4c 5h 7c", "contributed": 800},
                    {"seat": 2, "cards": "2d 3c 4h 6s 8d", "contributed": 800},
                    {"seat": 3, "cards": "", "contributed": 200, "folded": True}]}
SHORTDECK = {"game": "shortdeck", "board": "6c 7d 8h Kc Qs", "button": 1,
             "seats": [{"seat": 1, "cards": "9s Td", "contributed": 600},
                       {"seat": 2, "cards": "Kd Kh", "contributed": 600}]}
OMAHA = {"game": "omaha", "board": "6c 7d 8h Kc Qs", "button": 6,
         "seats": [{"seat": 1, "cards": "9s Td 2c 2d", "contributed": 600},
                   {"seat": 6, "cards": "Kd Kh As Ah", "contributed": 450}]}
HEADS_UP = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 3,
            "seats": [{"seat": 3, "cards": "As Ad", "contributed": 500},
                      {"seat": 5, "cards": "Kc Ks", "contributed": 800, "dead": 100}]}
WALK = {"game": "holdem", "board": "", "button": 1,
        "seats": [{"seat": 1, "contributed": 0, "folded": True},
                  {"seat": 2, "contributed": 50, "folded": True},
                  {"seat": 3, "contributed": 100}]}
NO_CHIPS = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 1,
            "seats": [{"seat": 2, "cards": "As Ad"}, {"seat": 3, "cards": "Kc Ks"}]}
OMAHA5 = {"game": "omaha5", "board": "6c 7d 8h Kc Qs", "button": 1,
          "seats": [{"seat": 1, "cards": "9s Td 2c 2d 3h", "contributed": 100},
                    {"seat": 2, "cards": "Kd Kh As Ah 3s", "contributed": 100}]}
STUD5 = {"game": "stud5", "seats": [{"seat": 1, "cards": "As Ad 2c 5h 7h", "contributed": 100},
                                    {"seat": 2, "cards": "Kc Ks 3d 6h 8h", "contributed": 100}]}
DRAW5 = {"game": "draw5", "button": 2, "seats": [{"seat": 1, "cards": "As Ad 2c 5h 7h", "contributed": 100},
                                                 {"seat": 2, "cards": "Kc Ks 3d 6h 8h", "contributed": 100}]}

CODES = {"holdem": "NT", "omaha-hilo": "FO/8", "razz": "FR", "stud": "F7S", "stud-hilo": "F7S/8",
         "draw27": "N2L1D", "shortdeck": "NS", "omaha": "PO"}
PHH_GAMES = [HOLDEM, OMAHA_HILO, RAZZ, STUD, STUD_HILO, DRAW27, SHORTDECK, OMAHA]


class Tournament:
    """A tournament folded by hand: the state and the event log a Store would keep."""

    def __init__(self, players: int = 12, *, structure: str = "standard", seats: int = 6,
                 name: str = "Sunday") -> None:
        settings = Settings(name, buy_in=100, starting_stack=10_000, seats_per_table=seats)
        self.log = [Event(Created.of(settings, template(structure)), NOW, "Ana", 1)]
        self.state: TournamentState = replay(1, self.log)
        for i in range(players):
            self.act(P.register(self.state, f"Player {i + 1}", now=NOW, author="Ana", level=1))
        self.act(S.draw_seats(self.state, rng=random.Random(7), now=NOW, author="Ana"))

    def act(self, event: Event) -> Event:
        numbered = event.numbered(self.state.seq + 1)
        self.log.append(numbered)
        self.state = self.state.after(numbered)
        return numbered

    def record(self, request: dict[str, Any], table: int = 1, *, at: float = NOW + 60, dealer: str = "Dan",
               all_in: tuple[int, ...] = ()) -> Event:
        return self.act(H.record_hand(self.state, table, request, now=at, author=dealer, all_in=all_in))

    def hands(self, table: int | None = None) -> list[recordedhands.HandRecord]:
        return recordedhands.recorded_hands(self.log, table=table)


def one(request: dict[str, Any], **kwargs: Any) -> recordedhands.HandRecord:
    t = Tournament(**kwargs)
    t.record(request)
    (hand,) = t.hands()
    return hand


def phh(hand: recordedhands.HandRecord) -> dict[str, Any]:
    """The hand's PHH document as TOML reads it."""
    return tomllib.loads(phh_format.to_phh([hand], single=True).text)


def pokerkit_final(text: str) -> tuple[list[int], bool]:
    """pokerkit's own replay of a one-hand PHH document: the final stacks, and whether the hand is over."""
    *_, (state, _) = HandHistory.loads(text).state_actions
    return [int(s) for s in state.stacks], not state.status


# -- the records -----------------------------------------------------------------------------------

def test_json_lists_each_hand_with_table_level_dealer_time_names_request_and_result() -> None:
    t = Tournament()
    first = t.record(HOLDEM, 1, all_in=(1, 2))
    t.record(RAZZ, 2, at=NOW + 120, dealer="Eve")
    records = json.loads(HH.to_json(t.hands()))
    assert [(r["table"], r["hand"], r["game"], r["dealer"]) for r in records] == [(1, 1, "holdem", "Dan"),
                                                                                 (2, 1, "razz", "Eve")]
    r = records[0]
    assert r["time"] == "2027-01-15T08:01:00+00:00" and r["at"] == NOW + 60 and r["level"] == 1
    assert r["tournament"] == "Sunday" and r["event"] == first.seq and r["seat_count"] == 6
    assert r["stakes"] == {"small_blind": 25, "big_blind": 50, "ante": 0, "ante_kind": "none", "limit": False}
    seated = {s: p for s, p in enumerate(t.state.tables[1].seats, 1) if p is not None}
    assert [(p["seat"], p["player"]) for p in r["players"]] == sorted(seated.items())
    assert {p["name"] for p in r["players"]} == {t.state.players[pid].label for pid in seated.values()}
    assert r["all_in"] == [1, 2] and r["request"] == HOLDEM and r["result"] == showdown(HOLDEM)


def test_the_json_export_reads_back_to_the_same_records_and_replays_the_same() -> None:
    t = Tournament()
    for request in PHH_GAMES:
        t.record(request, 1)
    t.record(OMAHA5, 2)
    hands = t.hands()
    back = handreplay.read_export(HH.to_json(hands))
    assert [b.hand for b in back] == hands and all(not b.mismatches for b in back)
    results = handreplay.replay(back)
    assert len(results) == 9 and all(r.same for r in results)
    assert results[-1].line == "table 2 hand 1: same result"


def test_undone_hands_are_left_out_and_a_redo_brings_them_back() -> None:
    t = Tournament()
    t.record(HOLDEM, 1)
    second = t.record(RAZZ, 2)
    t.record(STUD, 2)
    assert [(h.table, h.hand) for h in t.hands()] == [(1, 1), (2, 1), (2, 2)]
    assert [(h.table, h.hand) for h in t.hands(table=2)] == [(2, 1), (2, 2)]
    t.log.append(Event(Undone.of(second), NOW, "Ana", t.log[-1].seq + 1))
    assert [h.game for h in t.hands()] == ["holdem", "stud"]
    t.log.append(Event(Redone.of(second), NOW, "Ana", t.log[-1].seq + 1))
    assert [h.game for h in t.hands()] == ["holdem", "razz", "stud"]
    assert recordedhands.recorded_hands([]) == []


# -- PHH -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("request_", PHH_GAMES, ids=lambda r: r["game"])
def test_phh_is_read_by_pokerkit_and_reads_back_to_the_same_hand(request_: dict[str, Any]) -> None:
    hand = one(request_)
    exported = phh_format.to_phh([hand])
    assert exported.written == (hand,) and exported.left_out == ()
    assert exported.text.startswith("[1]\n")
    (history,) = HandHistory.loads_all(exported.text)
    assert history.variant == CODES[request_["game"]] and history.table == 1 and history.hand == 1
    assert history.user_defined_fields["_floor_game"] == request_["game"]
    assert json.loads(history.user_defined_fields["_floor_request"]) == request_
    (back,) = handreplay.read_export(exported.text)
    assert back.hand == hand and back.mismatches == ()
    assert handreplay.replay([back])[0].same


@pytest.mark.parametrize("request_", [HOLDEM, OMAHA_HILO, RAZZ, STUD_HILO, DRAW27, OMAHA, HEADS_UP],
                         ids=["holdem-side-pots", "omaha-hilo-quartered", "razz", "stud-hilo", "draw27", "omaha",
                              "heads-up-dead"])
def test_pokerkit_replays_the_phh_to_floors_payouts(request_: dict[str, Any]) -> None:
    hand = one(request_)
    fields = phh(hand)
    payouts = showdown(request_)["payouts"]
    expected = [payouts.get(str(seat), 0) for seat in fields["seats"]]
    assert fields["finishing_stacks"] == expected
    assert pokerkit_final(phh_format.to_phh([hand], single=True).text) == (expected, True)


def test_the_phh_of_a_holdem_hand_field_by_field() -> None:
    fields = phh(one(HOLDEM))
    assert fields["variant"] == "NT" and fields["min_bet"] == 50  # level 1 of the standard structure: 25/50
    assert fields["seats"] == [4, 1, 2, 3]  # p1 is the first seat left of the button (3), the button last
    assert fields["_floor_left_out"] == [5]  # put nothing in
    assert fields["antes"] == [0, 0, 100, 0]  # the dead big-blind ante
    assert fields["blinds_or_straddles"] == [200, 500, 200, 1000]  # the live chips
    assert fields["starting_stacks"] == fields["_floor_contributed"] == [200, 500, 300, 1000]
    assert fields["actions"] == [
        "d dh p1 ????", "d dh p2 AsAd", "d dh p3 KcKs", "d dh p4 QcQd",
        "d db AhKh7c", "d db 7d", "d db 2s",
        "p1 sm # folded", "p2 sm AsAd", "p3 sm KcKs", "p4 sm QcQd"]
    assert fields["finishing_stacks"] == [0, 1500, 0, 500]
    assert str(fields["time"]) == "08:01:00" and fields["time_zone"] == "UTC"
    assert (fields["year"], fields["month"], fields["day"]) == (2027, 1, 15)
    assert (fields["table"], fields["hand"], fields["level"], fields["author"]) == (1, 1, 1, "Dan")
    assert fields["seat_count"] == 6 and fields["event"] == "Sunday"
    assert json.loads(fields["_floor_result"]) == showdown(HOLDEM)


def test_the_players_are_named_as_they_sat() -> None:
    t = Tournament()
    t.record(HOLDEM)
    (hand,) = t.hands()
    fields = phh(hand)
    seated = dict(enumerate(t.state.tables[1].seats, 1))
    assert fields["players"] == [t.state.players[seated[s]].label for s in fields["seats"]]


def test_heads_up_antes_and_blinds_are_written_in_reverse_as_phh_requires() -> None:
    fields = phh(one(HEADS_UP))
    assert fields["seats"] == [5, 3]  # the button (3) last
    assert fields["starting_stacks"] == [800, 500]
    assert fields["antes"] == [0, 100] and fields["blinds_or_straddles"] == [500, 700]


def test_stud_deals_street_by_street_and_every_chip_is_an_ante() -> None:
    fields = phh(one(STUD))
    assert fields["variant"] == "F7S" and fields["ante_trimming_status"] is True
    assert "blinds_or_straddles" not in fields and 0 < fields["bring_in"] < fields["small_bet"]
    assert (fields["small_bet"], fields["big_bet"]) == (25, 50)  # the level's amounts are the stud limits
    assert fields["seats"] == [2, 3, 5] and fields["antes"] == [150, 150, 25]
    assert fields["actions"][:3] == ["d dh p1 5c6c7d", "d dh p2 5d6d7c", "d dh p3 KcKdKs"]
    assert fields["actions"][3:6] == ["d dh p1 8h", "d dh p2 8s", "d dh p3 ??"]
    assert fields["actions"][-3:] == ["p3 sm # folded", "p1 sm 5c6c7d8h9s2d2h", "p2 sm 5d6d7c8s9h3c3s"]
    result = json.loads(fields["_floor_result"])
    assert result["payouts"] == {"2": 175, "3": 150}  # the odd chip by suit stays in Floor's result
    assert fields["finishing_stacks"] == [175, 150, 0]


def test_a_draw_hand_is_dealt_as_shown_and_says_the_draws_are_not_recorded() -> None:
    fields = phh(one(DRAW27))
    assert fields["seats"] == [3, 1, 2]
    assert fields["actions"][3:6] == [f"p{i} sd # Floor records only the final hand" for i in (1, 2, 3)]
    assert "draw" in fields["_floor_note"]


def test_a_mixed_structure_writes_holdem_and_deuce_to_seven_in_their_limit_form() -> None:
    hand = one(HOLDEM, structure="horse")
    assert hand.stakes is not None and hand.stakes.limit
    fields = phh(hand)
    assert fields["variant"] == "FT" and "min_bet" not in fields
    assert (fields["small_bet"], fields["big_bet"]) == (hand.stakes.small_blind, hand.stakes.big_blind)
    assert phh(one(DRAW27, structure="horse"))["variant"] == "F2L3D"
    assert phh(one(RAZZ, structure="horse"))["variant"] == "FR"
    (history,) = HandHistory.loads_all(phh_format.to_phh([hand]).text)
    assert history.variant == "FT"


def test_a_single_hand_can_be_a_plain_phh_document() -> None:
    hand = one(OMAHA_HILO)
    text = phh_format.to_phh([hand], single=True).text
    assert not text.startswith("[")
    assert HandHistory.loads(text).variant == "FO/8"
    assert [i.hand for i in handreplay.read_export(text)] == [hand]


def test_an_uncontested_hand_and_a_hand_without_chips_still_export_and_replay() -> None:
    walk = phh(one(WALK))
    assert walk["seats"] == [2, 3] and walk["actions"][-1] == "# uncontested: the other seats folded"
    assert not any(" sm" in a for a in walk["actions"])
    assert walk["finishing_stacks"] == [0, 150]
    bare = one(NO_CHIPS)
    fields = phh(bare)
    assert fields["starting_stacks"] == [math.inf, math.inf]  # PHH's "unknown stack"
    assert "finishing_stacks" not in fields and "_floor_contributed" not in fields
    text = phh_format.to_phh([one(WALK), bare]).text
    assert [h.variant for h in HandHistory.loads_all(text)] == ["NT", "NT"]
    assert [r.same for r in handreplay.replay_export(text)] == [True, True]


@pytest.mark.parametrize(("request_", "reason"), [(OMAHA5, "five-card Omaha"), (STUD5, "five-card stud"),
                                                  (DRAW5, "five-card draw")])
def test_a_game_phh_has_no_code_for_is_left_out_with_the_reason(request_: dict[str, Any], reason: str) -> None:
    t = Tournament()
    t.record(HOLDEM)
    t.record(request_)
    exported = phh_format.to_phh(t.hands())
    assert [h.game for h in exported.written] == ["holdem"]
    ((left, why),) = exported.left_out
    assert left.game == request_["game"] and why == f"PHH has no code for {reason} ({request_['game']})"
    assert len(list(HandHistory.loads_all(exported.text))) == 1
    with pytest.raises(FloorError, match=f"{reason}.*export it as JSON") as caught:
        phh_format.phh_fields(left)
    assert caught.value.code == "no-phh-code"
    assert [h.hand.game for h in handreplay.read_export(HH.to_json(t.hands()))] == ["holdem", request_["game"]]


def test_quotes_and_cyrillic_in_names_survive_toml() -> None:
    t = Tournament(name='Кубок "Весна" O\'Neil')
    t.record(HOLDEM)
    text = phh_format.to_phh(t.hands()).text
    (history,) = HandHistory.loads_all(text)
    assert history.event == 'Кубок "Весна" O\'Neil'
    assert handreplay.read_export(text)[0].hand.tournament == 'Кубок "Весна" O\'Neil'


def test_pokerkit_ranks_short_deck_otherwise_so_floors_own_result_is_the_one_replayed() -> None:
    """Floor's short deck puts three of a kind above a straight; pokerkit the other way round."""
    hand = one(SHORTDECK)
    assert hand.result["payouts"] == {"2": 1200}  # kings set beats the 6-to-10 straight
    assert phh(hand)["seats"] == [2, 1]
    assert pokerkit_final(phh_format.to_phh([hand], single=True).text) == ([0, 1200], True)  # pokerkit pays seat 1
    assert handreplay.replay([hand])[0].same


# -- tampering ---------------------------------------------------------------------------------------

def test_a_tampered_json_result_reports_the_difference() -> None:
    t = Tournament()
    t.record(HOLDEM)
    t.record(RAZZ)
    records = json.loads(HH.to_json(t.hands()))
    records[0]["result"]["payouts"]["1"] = 1400
    records[0]["result"]["pots"][1]["shares"]["1"] = 500
    first, second = handreplay.replay_export(json.dumps(records))
    assert not first.same and second.same
    assert first.differences == ("payouts.1: recorded 1400, replayed 1500",  # the chips first
                                 "pots[1].shares.1: recorded 500, replayed 600")
    assert first.line == ("table 1 hand 1: differs: payouts.1: recorded 1400, replayed 1500; "
                          "pots[1].shares.1: recorded 500, replayed 600")
    assert codec.write(first)["same"] is False and codec.write(second)["differences"] == []


def test_phh_actions_edited_by_hand_no_longer_agree_with_floors_request() -> None:
    text = phh_format.to_phh([one(HOLDEM)]).text
    edited = text.replace("'p4 sm QcQd'", "'p4 sm QcQh'")
    assert edited != text
    (replayed,) = handreplay.replay_export(edited)
    assert replayed.differences == ("the PHH field actions no longer agrees with _floor_request and _floor_result",)


def test_an_edited_floor_request_replays_to_another_result_and_disagrees_with_the_phh() -> None:
    text = phh_format.to_phh([one(HOLDEM)]).text
    edited = text.replace('"cards": "Qc Qd"', '"cards": "7s 7h"')  # seat 3 now holds quads
    assert edited != text
    (replayed,) = handreplay.replay_export(edited)
    assert "the PHH field" in replayed.differences[0] and "actions" in replayed.differences[0]
    assert replayed.differences[1:3] == ("payouts.1: recorded 1500, replayed (none)",
                                         "payouts.3: recorded 500, replayed 2000")


def test_a_request_that_is_refused_now_is_reported_not_raised() -> None:
    records = json.loads(HH.to_json([one(HOLDEM)]))
    records[0]["request"]["seats"][2]["cards"] = "As Qd"  # As is already seat 1's: a defective deck
    (replayed,) = handreplay.replay_export(json.dumps(records))
    assert len(replayed.differences) == 1
    assert replayed.differences[0].startswith("the request is refused now: As is entered twice")


def test_long_lists_of_differences_are_cut() -> None:
    records = json.loads(HH.to_json([one(HOLDEM)]))
    records[0]["result"] = {f"k{i}": i for i in range(12)}
    (replayed,) = handreplay.replay_export(json.dumps(records))
    assert len(replayed.differences) == handreplay.MAX_DIFFERENCES + 1
    assert replayed.differences[-1].startswith("and ") and replayed.differences[-1].endswith(" more")


@pytest.mark.parametrize(("text", "message"), [
    ("not a hand history", "neither a JSON nor a PHH hand history"),
    ('[1]\nvariant = "NT"\nantes = [0, 0]\nstarting_stacks = [1, 1]\nactions = []\n',
     r"hand \[1\] has no _floor_request and _floor_result: only hands exported by Floor can be replayed"),
    ("title = 'x'\n", "no hand in this PHH file"),
    ('[{"table": 1, "hand": 2}]', "hand 1 has no 'request'"),
    ('[{"table": 1, "hand": "two", "request": {}, "result": {}}]', "'two' is not a whole number"),
    ("[3]", "hand 1 is not a JSON object"),
])
def test_what_is_not_an_export_is_refused_by_name(text: str, message: str) -> None:
    with pytest.raises(FloorError, match=message) as caught:
        handreplay.read_export(text)
    assert caught.value.code == "bad-hand-history"


def test_the_summary_names_who_was_paid() -> None:
    hand = one(HOLDEM)
    names = {p.seat: p.name for p in hand.players}
    assert HH.summary(hand) == f"seat 1 {names[1]} 1,500, seat 3 {names[3]} 500"
    assert HH.summary(one(NO_CHIPS)) == "no chips recorded"
