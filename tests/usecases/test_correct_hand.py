"""The floor corrects a confirmed hand (issue 29, the stations): a mistake found after Confirm (the wrong winner,
the wrong chips) is judged again by the same showdown, the stacks move by the difference, and the history says so
with the reason and who; what cannot be corrected is refused in words and writes nothing. On a real SQLite file."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from floor.core.errors import FloorError
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament import chips as C
from floor.tournament import events as ev
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.describe import describe
from floor.tournament.hands import record as handrecord
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.usecases import intents, pairing
from floor.usecases.hands import correct_hand, record_hand
from floor.usecases.pairing import Device

from .conftest import Places

T0 = 1_800_000_000.0


@pytest.fixture
def table(where: Places) -> Iterator[tuple[Store, StoreDesk]]:
    store = open_store(where("floor.db"))
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, seats_per_table=10), now=T0,
                       author="Ana")
    for i in range(10):
        store.act(tid, lambda s, i=i: P.register(s, f"Player {i + 1}", now=T0, author="Ana", level=1))
    rng = random.Random(5)
    store.act(tid, lambda s: seating.draw_seats(s, rng=rng, now=T0, author="Ana"))
    store.act(tid, lambda s: seating.draw_button(s, 1, rng=rng, now=T0, author="Ana"))
    store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    store.act(tid, lambda s: C.count(s, dict.fromkeys(s.players, 10000), now=T0, author="Ana"))
    yield store, StoreDesk(store, tid, "Maria (floor)", lambda: T0 + 60)
    store.close()


def _hand(winner: int, loser: int, chips: int = 500) -> dict[str, object]:
    return {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "chip": 25,
            "seats": [{"seat": winner, "cards": "As Ad", "contributed": chips},
                      {"seat": loser, "cards": "Kc Ks", "contributed": chips}]}


def _at(desk: StoreDesk, seat: int) -> int:
    player = desk.state().tables[1].seats[seat - 1]
    assert player is not None
    return player


def _stack(desk: StoreDesk, player: int) -> int | None:
    return desk.state().players[player].chips


def test_a_correction_moves_the_chips_and_is_in_the_history_with_its_reason(
        table: tuple[Store, StoreDesk]) -> None:
    store, desk = table
    one, five = _at(desk, 1), _at(desk, 5)
    record_hand(desk, 1, _hand(1, 5))  # the dealer confirmed seat 1 the winner: it was seat 5
    record_hand(desk, 1, _hand(2, 3))  # another hand since: undo would take back this one, not hand 1
    assert (_stack(desk, one), _stack(desk, five)) == (10_500, 9_500)
    done = correct_hand(desk, 1, 1, _hand(5, 1), "cards misread: seat 5 had the aces")
    assert (_stack(desk, one), _stack(desk, five)) == (9_500, 10_500)
    assert desk.state().hands[1] == 2  # no hand dealt by a correction
    event = done.events[0]
    assert event.kind == ev.HAND_CORRECTED and event.author == "Maria (floor)"
    said = str(describe(event, names={p.id: p.name for p in desk.state().players.values()}))
    name1, name5 = desk.state().players[one].name, desk.state().players[five].name
    assert said.startswith("Hand 1 at table 1 corrected (cards misread: seat 5 had the aces): ")
    assert f"{name1} -1,000" in said and f"{name5} +1,000" in said
    # corrected again: from the corrected hand, not the recorded one
    correct_hand(desk, 1, 1, _hand(1, 5, 1_000), "the pot was 2,000")
    assert (_stack(desk, one), _stack(desk, five)) == (11_000, 9_000)
    # the log read again folds to the same stacks
    again = store.state(desk.tournament_id)
    assert (again.players[one].chips, again.players[five].chips) == (11_000, 9_000)


def test_a_correction_that_gives_an_offered_player_chips_takes_back_the_offer(
        table: tuple[Store, StoreDesk]) -> None:
    store, desk = table
    five = _at(desk, 5)
    store.act(desk.tournament_id, lambda s: C.count(s, {five: 500}, now=T0 + 30, author="Ana"))
    record_hand(desk, 1, _hand(1, 5), all_in=(5,))
    assert five in desk.state().offered and _stack(desk, five) == 0
    correct_hand(desk, 1, 1, _hand(5, 1), "seat 5 won the hand")
    assert five not in desk.state().offered and _stack(desk, five) == 1_000


def _refused(store: Store, desk: StoreDesk, hand: int, request: dict[str, object], reason: str) -> FloorError:
    before = store.reach(desk.tournament_id)
    with pytest.raises(FloorError) as refused:
        correct_hand(desk, 1, hand, request, reason)
    assert store.reach(desk.tournament_id) == before
    return refused.value


def test_refusals_write_nothing(table: tuple[Store, StoreDesk]) -> None:
    store, desk = table
    record_hand(desk, 1, _hand(1, 5))
    five = _at(desk, 5)
    assert "hand 4 at table 1 was not recorded" in _refused(store, desk, 4, _hand(5, 1), "why").message
    assert "say why" in _refused(store, desk, 1, _hand(5, 1), "  ").message
    assert "turns the text around" in _refused(store, desk, 1, _hand(5, 1), "seat \u202e5 won").message
    assert "nothing to correct" in _refused(store, desk, 1, _hand(1, 5), "same").message
    assert "seat 11 had nobody" in _refused(store, desk, 1, _hand(11, 1), "seat").message
    store.act(desk.tournament_id, lambda s: C.count(s, {five: 1_000}, now=T0 + 70, author="Ana"))
    low = _refused(store, desk, 1, _hand(1, 5, 2_000), "the pot was 4,000")
    assert low.code == "below-zero" and "with -500 chips (1,000 now, -1,500 by the correction)" in low.message
    store.act(desk.tournament_id, lambda s: P.eliminate(s, [five], now=T0 + 80, author="Ana"))
    out = _refused(store, desk, 1, _hand(5, 1), "seat 5 won")
    assert out.code == "busted" and "reinstate" in out.message
    store.act(desk.tournament_id, lambda s: handrecord.void_hand(s, 1, {1: 100}, ruling="DD-05", now=T0 + 90,
                                                                 author="Ana"))
    voided = _refused(store, desk, 2, _hand(1, 2), "why")
    assert voided.code == "voided-hand"


def test_a_dealers_token_cannot_correct_a_hand_and_a_floor_phones_can(table: tuple[Store, StoreDesk]) -> None:
    store, desk = table
    record_hand(desk, 1, _hand(1, 5))
    dealer = Device("d1", pairing.DEALER, 1, "Dan", T0)
    arguments = {"table": 1, "hand": 1, "request": _hand(5, 1), "reason": "seat 5 won"}
    before = store.reach(desk.tournament_id)
    with pytest.raises(FloorError, match="a dealer device cannot do this"):
        intents.perform(desk, dealer, "hands.correct_hand", arguments)
    assert store.reach(desk.tournament_id) == before
    phone = Device("f1", pairing.FLOOR, None, "Maria", T0)
    intents.perform(desk, phone, "hands.correct_hand", arguments)
    assert store.history(desk.tournament_id)[-1].kind == ev.HAND_CORRECTED
