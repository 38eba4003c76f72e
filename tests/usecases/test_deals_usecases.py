"""Deals on a real store (issue 29): an accepted deal is the payouts of record (the finishes, the results export, the
report, the league's ``prize``, the player pages), it says who agreed and when, and it can be taken back or undone."""

from __future__ import annotations

import json

import pytest
from conftest import FakeTime
from conftest import run_floor as floor
from conftest import run_floor_ok as floor_ok

from floor.clubs.league import variables
from floor.core.errors import FloorError
from floor.store import export as X
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament import closing, prizes
from floor.tournament import events as ev
from floor.tournament.describe.report import standings
from floor.tournament.finishes import finishes
from floor.tournament.records import DealMade
from floor.tournament.settings import Settings
from floor.usecases import chips, history, payouts, players
from floor.web.words import standing

from .conftest import Places

T0 = 1_800_000_000.0


@pytest.fixture
def final_three(where: Places) -> tuple[Store, StoreDesk]:
    """Ten players for 100 each (a pool of 1,000, three places paid), seven out, the last three counted."""
    store = open_store(where("floor.db"))
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    desk = StoreDesk(store, tid, "Ana", FakeTime(T0))
    for i in range(1, 11):
        players.register(desk, f"P{i}")
    for i in range(10, 3, -1):
        players.bust(desk, [i])
    chips.count(desk, {1: 50_000, 2: 30_000, 3: 20_000})
    return store, desk


def test_an_accepted_deal_is_the_payouts_of_record(final_three: tuple[Store, StoreDesk]) -> None:
    """The three agree a chip chop: their amounts are their prizes in the finishes, the results export, the report,
    the league's ``prize`` and their player pages, while they are still at the table; the players out before the
    deal keep the prizes of their places (nothing paid to 4th and below here)."""
    store, desk = final_three
    sheet = prizes.sheet(desk.state()).amounts
    done = payouts.make_deal(desk, "chip chop")
    made = done.events[0].body(DealMade)
    low = sheet[2]
    assert dict(made.amounts) == {1: low + (sum(sheet) - 3 * low) * 5 // 10, 2: low + (sum(sheet) - 3 * low) * 3 // 10,
                                  3: low + (sum(sheet) - 3 * low) * 2 // 10}
    assert made.agreed == (1, 2, 3) and done.events[0].at == T0 and done.events[0].author == "Ana"
    state = done.state
    finished = finishes(state)
    assert {p: finished[p].prize for p in (1, 2, 3)} == dict(made.amounts)
    assert all(finished[p].prize == 0 for p in range(4, 11))
    results = {row["name"]: row["prize"] for row in X.results_rows(state)}
    assert [results[f"P{p}"] for p in (1, 2, 3)] == [made.amounts[p] for p in (1, 2, 3)]
    assert {s.name: s.prize for s in standings(state)}["P1"] == made.amounts[1]
    assert variables(state)[2]["prize"] == made.amounts[2]
    assert standing("en", "playing", None, finished[3].prize) == f"In the deal · prize {made.amounts[3]}"
    store.close()


def test_the_play_outs_winner_takes_what_was_left_to_play_for(final_three: tuple[Store, StoreDesk]) -> None:
    """An ICM deal leaving 50 to play for: the two who bust in the play-out keep their dealt amounts (not the 2nd
    and 3rd prizes), the winner takes theirs and the 50; all of it is the prize pool."""
    store, desk = final_three
    made = payouts.make_deal(desk, "icm", play_for=50).events[0].body(DealMade)
    players.bust(desk, [1])  # the chip leader busts first
    done = players.bust(desk, [3]).done
    finished = finishes(done.state)
    assert finished[1].place == 3 and finished[1].prize == made.amounts[1]
    assert finished[3].place == 2 and finished[3].prize == made.amounts[3]
    assert finished[2].won and finished[2].prize == made.amounts[2] + 50
    assert sum(f.prize for f in finished.values()) == prizes.sheet(done.state).pool
    store.close()


def test_a_deal_with_nothing_left_to_play_for_plays_on_for_the_places(final_three: tuple[Store, StoreDesk]) -> None:
    """A chip chop of all the money (nothing left to play for) does not finish the tournament: the title and the
    league's points go by the places, so it stays open for the play-out (a bust is taken, the prizes stay the dealt
    ones) and is finished when one player is left; the command line says so when the deal is recorded."""
    store, desk = final_three
    said = floor_ok(store.address, "payouts", "deal", "--method", "chip-chop", "--accept")
    assert said.rstrip().endswith("no money is left to play for: play goes on for the places (the title, the "
                                  "league's points) until one player is left")
    made = desk.state().deal
    assert made is not None and closing.status(desk.state()) == closing.RUNNING
    players.bust(desk, [3])
    done = players.bust(desk, [2]).done
    finished = finishes(done.state)
    assert finished[1].won and closing.closed(done.state)
    assert {p: finished[p].prize for p in (1, 2, 3)} == dict(made.amounts)
    with pytest.raises(FloorError, match="is finished"):
        players.register(desk, "Late")
    store.close()


def test_a_deal_can_be_taken_back_logged_or_undone(final_three: tuple[Store, StoreDesk]) -> None:
    """Taking the deal back is an event of its own; the places pay the sheet again. Undo takes a deal back too."""
    store, desk = final_three
    payouts.make_deal(desk, "chip chop")
    taken = payouts.take_back_deal(desk)
    assert [e.kind for e in taken.events] == [ev.DEAL_TAKEN_BACK] and taken.state.deal is None
    assert all(f.prize == 0 for f in finishes(taken.state).values())
    payouts.make_deal(desk, "hand", amounts={1: 400, 2: 350, 3: 250})
    assert {p: f.prize for p, f in finishes(desk.state()).items() if f.prize} == {1: 400, 2: 350, 3: 250}
    undone = history.undo(desk)
    assert undone.state.deal is None and all(f.prize == 0 for f in finishes(undone.state).values())
    store.close()


def test_a_second_deal_or_changed_payouts_are_refused_while_one_is_in_force(final_three: tuple[Store, StoreDesk],
                                                                          ) -> None:
    store, desk = final_three
    payouts.make_deal(desk, "icm")
    before = store.reach(desk.tournament_id)
    with pytest.raises(FloorError, match="a deal is already in force: take it back before making another"):
        payouts.make_deal(desk, "chip chop")
    with pytest.raises(FloorError, match="a deal is in force: its amounts are the prizes of the players in it"):
        payouts.set_places(desk, {2: 300})
    with pytest.raises(FloorError, match="a deal is in force"):
        payouts.back_to_the_table(desk)
    assert store.reach(desk.tournament_id) == before
    store.close()


@pytest.mark.parametrize(("amounts", "message"), [
    ({1: 400, 2: 350}, "a deal by hand needs an amount for every player still playing: P3 has none"),
    ({1: 400, 2: 350, 3: 250, 9: 0}, "player 9 is not in the deal: only the players still playing are"),
    ({1: 400, 2: 350, 3: 200}, "the amounts add up to 950, 50 less than the 1,000 left to share"),
    ({1: 1100, 2: -50, 3: -50}, "player 2's amount cannot be negative (-50)"),
])
def test_a_refused_deal_by_hand_writes_nothing(final_three: tuple[Store, StoreDesk], amounts: dict[int, int],
                                               message: str) -> None:
    store, desk = final_three
    before = store.reach(desk.tournament_id)
    with pytest.raises(FloorError) as refused:
        payouts.make_deal(desk, "hand", amounts=amounts)
    assert refused.value.message == message
    assert store.reach(desk.tournament_id) == before and desk.state().deal is None
    store.close()


def test_a_deal_before_every_stack_is_counted_is_refused(where: Places) -> None:
    store = open_store(where("floor.db"))
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    desk = StoreDesk(store, tid, "Ana", FakeTime(T0))
    for name in ("Ana", "Bob", "Cid"):
        players.register(desk, name)
    with pytest.raises(FloorError, match="count every stack first: Ana, Bob, Cid not counted"):
        payouts.make_deal(desk, "icm")
    store.close()


def test_the_command_line_shows_records_and_takes_back_a_deal(final_three: tuple[Store, StoreDesk]) -> None:
    """`floor payouts deal` shows (nothing written), `--accept` records, `payouts show` and `player list` then say
    the deal, `--take-back` takes it back; `--amount` alone is a deal by hand."""
    store, desk = final_three
    db = store.address
    shown = floor_ok(db, "payouts", "deal", "--method", "chip-chop")
    assert "Chip chop deal (shown, not recorded: --accept records it)" in shown and desk.state().deal is None
    floor_ok(db, "payouts", "deal", "--method", "icm", "--play-for", "50", "--accept")
    assert desk.state().deal is not None and desk.state().deal.method == "icm"  # type: ignore[union-attr]
    assert "Deal in force (ICM): the prizes of the players in it" in floor_ok(db, "payouts", "show")
    assert "[playing, in the deal]  wins" in floor_ok(db, "player", "list")
    refused = floor(db, "payouts", "deal", "--method", "chip-chop", "--accept")
    assert refused.returncode != 0 and "a deal is already in force" in refused.stderr
    assert floor_ok(db, "payouts", "deal", "--take-back").strip() == "Deal taken back: the payout sheet pays again"
    done = json.loads(floor_ok(db, "payouts", "deal", "--amount", "1=400", "--amount", "2=300", "--amount", "3=300",
                               "--accept", "--json"))
    assert done["method"] == "hand" and done["amounts"] == {"1": 400, "2": 300, "3": 300}
    assert done["agreed"] == [1, 2, 3]
    store.close()
