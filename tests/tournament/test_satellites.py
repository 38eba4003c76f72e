"""Satellites: N equal seats and the rest in cash, always adding up to the pool; the sheet and the settings."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.tournament import codec, prizes
from floor.tournament import players as P
from floor.tournament.events import Event
from floor.tournament.finishes import finishes
from floor.tournament.records import Created
from floor.tournament.satellites import satellite
from floor.tournament.settings import SettingError, Settings
from floor.tournament.state import TournamentState, replay

NOW = 1_800_000_000.0


def field(n: int, **settings: object) -> TournamentState:
    base: dict[str, object] = {"name": "Satellite", "buy_in": 450, "starting_stack": 10_000}
    base.update(settings)
    state = replay(1, [Event(Created.of(Settings(**base)), NOW, "Ana", 1)])  # type: ignore[arg-type]
    for i in range(1, n + 1):
        state = state.after(P.register(state, f"P{i}", now=NOW, author="Ana", level=1).numbered(state.seq + 1))
    return state


@given(st.integers(1, 10**7).flatmap(lambda seat: st.tuples(st.integers(0, seat * 2_000), st.just(seat))))
def test_the_seats_and_the_cash_add_up_to_the_pool_every_seat_equal_the_cash_below_a_seat(
        pool_and_seat: tuple[int, int]) -> None:
    """Any pool that reaches a seat: seats × value + cash is the pool, the seats are equal, the cash is less than a
    seat, nothing is negative, and the places are in order (no place pays more than the one above)."""
    pool, seat = pool_and_seat
    if pool < seat:
        with pytest.raises(FloorError):
            satellite(pool, seat)
        return
    paid = satellite(pool, seat)
    assert paid.seats * paid.seat + paid.cash == pool == sum(paid.amounts) == paid.total
    assert paid.seats >= 1 and set(paid.amounts[:paid.seats]) == {seat}
    assert 0 <= paid.cash < seat
    assert all(amount > 0 for amount in paid.amounts)
    assert list(paid.amounts) == sorted(paid.amounts, reverse=True)


def test_a_pool_below_one_seat_is_refused_in_words() -> None:
    with pytest.raises(FloorError) as refused:
        satellite(800, 1_000)
    assert str(refused.value) == "the prize pool of 800 does not reach one seat (1,000)"


def test_a_satellite_sheet_pays_ten_seats_and_the_remainder_in_cash_to_the_eleventh() -> None:
    """23 entries at 450: a pool of 10,350 pays 10 seats of 1,000 and 350 to 11th place."""
    sheet = prizes.sheet(field(23, satellite_seat=1_000, payout_unit=50))
    assert (sheet.pool, sheet.seats, sheet.amounts) == (10_350, 10, (1_000,) * 10 + (350,))
    assert sheet.problem is None


def test_a_pool_that_is_whole_seats_pays_no_cash_place() -> None:
    assert prizes.sheet(field(20, buy_in=500, satellite_seat=1_000)).amounts == (1_000,) * 10


def test_below_one_seat_the_payout_table_applies_and_the_sheet_says_so() -> None:
    sheet = prizes.sheet(field(3, buy_in=200, satellite_seat=1_000))
    assert sheet.seats == 0 and sheet.amounts == (390, 210)  # the Standard table's 2 places for 600
    assert sheet.problem == "the prize pool of 600 does not reach one seat (1,000): the payout table applies"


def test_a_satellite_refuses_payouts_set_by_hand() -> None:
    state = field(23, satellite_seat=1_000)
    with pytest.raises(FloorError) as refused:
        prizes.verify_set_payouts(state, {11: 300})
    assert "equal seats" in str(refused.value)


def test_seat_winners_are_paid_the_seat_value_and_the_bubble_the_cash() -> None:
    """Out one by one from 23: 12th gets nothing, 11th the cash, 10th a seat."""
    state = field(23, satellite_seat=1_000)
    for pid in range(23, 10, -1):
        state = state.after(P.eliminate(state, [pid], now=NOW, author="Ana").numbered(state.seq + 1))
    won = {f.place: f.prize for f in finishes(state).values() if f.place is not None}
    assert (won[12], won[11], won[13]) == (0, 350, 0)
    state = state.after(P.eliminate(state, [10], now=NOW, author="Ana").numbered(state.seq + 1))
    assert finishes(state)[10].prize == 1_000


def test_a_seat_must_be_a_multiple_of_the_prizes_unit_and_worth_more_than_the_buy_in() -> None:
    with pytest.raises(SettingError) as refused:
        Settings("S", buy_in=100, starting_stack=1_000, payout_unit=100, satellite_seat=1_050)
    assert refused.value.field == "satellite_seat"
    assert str(refused.value) == "a seat's value (1,050) must be a multiple of the prizes' unit (100)"
    with pytest.raises(SettingError) as cheap:
        Settings("S", buy_in=100, starting_stack=1_000, satellite_seat=100)
    assert str(cheap.value) == "a satellite's seat must be worth more than its buy-in (100), not 100"


def test_a_satellites_settings_come_back_from_json_as_they_were() -> None:
    settings = Settings("S", buy_in=100, starting_stack=1_000, payout_unit=50, satellite_seat=1_000)
    assert codec.read(Settings, json.loads(json.dumps(codec.write(settings)))) == settings
    with pytest.raises(SettingError):
        codec.read(Settings, {**codec.write(settings), "satellite_seat": -1})
