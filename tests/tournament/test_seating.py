"""Seating actions as events: draws, late seats, moves with their decision, breaks, the final table,
the button, and what eliminations, reinstatements, undo and snapshots do to the seats."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.tournament import players as P
from floor.tournament import snapshots
from floor.tournament.events import Event, Undone
from floor.tournament.records import Created
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import template

NOW = 1_800_000_000.0


def field(count: int, seats: int = 9) -> tuple[TournamentState, list[Event]]:
    log = [Event(Created.of(Settings("T", buy_in=100, starting_stack=10_000, seats_per_table=seats),
                            template("standard")), NOW, "Ana", 1)]
    state = replay(1, log)
    for i in range(count):
        state, _ = act(state, log, P.register(state, f"Player {i + 1}", now=NOW, author="Ana", level=1))
    return state, log


def act(state: TournamentState, log: list[Event], event: Event) -> tuple[TournamentState, Event]:
    numbered = event.numbered(state.seq + 1)
    log.append(numbered)
    return state.after(numbered), numbered


def seated_once(state: TournamentState) -> None:
    """Every player still in has exactly one seat, and the index agrees with the tables."""
    everyone = [p for t in state.tables.values() for p in t.seats if p is not None]
    assert sorted(everyone) == sorted(p.id for p in state.players.values() if p.playing)
    for pid, (table, seat) in state.seats.items():
        assert state.tables[table].player_at(seat) == pid


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 60), st.integers(2, 10), st.integers(0, 10**6))
def test_se01_opening_draw_seats_everyone_once_and_evenly(count: int, seats: int, seed: int) -> None:
    state, log = field(count, seats)
    state, _ = act(state, log, S.draw_seats(state, rng=random.Random(seed), now=NOW, author="Ana"))
    seated_once(state)
    counts = [t.count for t in state.tables.values()]
    assert max(counts) - min(counts) <= 1 and len(counts) == -(-count // seats)


def test_se01_a_second_draw_is_refused_unless_a_full_redraw() -> None:
    state, log = field(12)
    state, _ = act(state, log, S.draw_seats(state, rng=random.Random(1), now=NOW, author="Ana"))
    with pytest.raises(FloorError, match="the seats are drawn already"):
        S.draw_seats(state, rng=random.Random(2), now=NOW, author="Ana")
    state, _ = act(state, log, S.draw_seats(state, rng=random.Random(2), now=NOW, author="Ana", redraw=True))
    seated_once(state)


def test_sr02_method_c_highest_card_takes_the_first_seat_card() -> None:
    state, log = field(5)
    state, event = act(state, log, S.draw_seats(state, rng=random.Random(3), now=NOW, author="Ana", method="C"))
    draw = event.data.to_json()["draw"]
    assert draw["method"] == "C_high_card_2step" and all(a["card"] for a in draw["seats"])
    seated_once(state)


def test_se01_method_b_rank_cards_seat_by_rank() -> None:
    state, log = field(3)
    state, _ = act(state, log, S.draw_seats(state, rng=random.Random(0), now=NOW, author="Ana", method="B",
                                 cards={1: "5h", 2: "As", 3: "2c"}))
    assert state.tables[1].seats[:5] == (2, 3, None, None, 1)
    big, _ = field(10)
    with pytest.raises(FloorError, match="one table"):
        S.draw_seats(big, rng=random.Random(0), now=NOW, author="Ana", method="B", cards={1: "As"})


def test_se04_late_registrant_draws_from_the_open_seats() -> None:
    state, log = field(17)
    state, _ = act(state, log, S.draw_seats(state, rng=random.Random(4), now=NOW, author="Ana"))
    state, _ = act(state, log, P.register(state, "Late", now=NOW, author="Ana", level=1))
    assert S.unseated(state) == [18]
    state, event = act(state, log, S.seat(state, 18, rng=random.Random(5), now=NOW, author="Ana"))
    assert event.data.to_json()["rules"] == ["SE-04", "SE-05"] and S.unseated(state) == []
    seated_once(state)
    assert sorted(t.count for t in state.tables.values()) == [9, 9]
    with pytest.raises(FloorError, match="already sits at table"):
        S.seat(state, 18, rng=random.Random(5), now=NOW, author="Ana")


def test_an_elimination_frees_the_seat_and_a_reinstatement_takes_it_back() -> None:
    state, log = field(10)
    state, _ = act(state, log, S.draw_seats(state, rng=random.Random(6), now=NOW, author="Ana"))
    where = state.seat_of(3)
    state, _ = act(state, log, P.eliminate(state, [3], now=NOW, author="Ana"))
    assert state.seat_of(3) is None and where is not None and state.tables[where[0]].player_at(where[1]) is None
    state, _ = act(state, log, P.reinstate(state, 3, now=NOW, author="Ana"))
    assert state.seat_of(3) == where
    seated_once(state)


def bust_at(state: TournamentState, log: list[Event], table: int, count: int) -> TournamentState:
    out = [p for p in state.tables[table].seats if p is not None][:count]
    state, _ = act(state, log, P.eliminate(state, out, now=NOW, author="Ana"))
    return state


def with_buttons(count: int, seed: int = 7) -> tuple[TournamentState, list[Event]]:
    state, log = field(count)
    rng = random.Random(seed)
    state, _ = act(state, log, S.draw_seats(state, rng=rng, now=NOW, author="Ana"))
    for n in sorted(state.tables):
        state, _ = act(state, log, S.draw_button(state, n, rng=rng, now=NOW, author="Ana"))
    return state, log


def test_bb04_a_confirmed_proposal_moves_the_next_big_blind_and_records_its_rules() -> None:
    state, log = with_buttons(27)  # three tables of 9
    state = bust_at(state, log, 1, 3)
    proposal = S.proposal(state)
    assert proposal is not None and proposal.kind == "move" and "BB-04" in proposal.rules
    assert proposal.destination is not None and proposal.destination.seat is not None
    state, event = act(state, log, S.move(state, proposal.player, proposal.destination.table, proposal.destination.seat,
                                   proposed=proposal, now=NOW, author="Ana"))
    assert event.data.to_json()["decision"] == "confirmed" and event.data.to_json()["proposal"]["kind"] == "move"
    assert state.seat_of(proposal.player) == (proposal.destination.table, proposal.destination.seat)
    seated_once(state)


def test_an_override_needs_a_reason_and_is_recorded_as_one() -> None:
    state, log = with_buttons(27)
    state = bust_at(state, log, 1, 3)
    proposal = S.proposal(state)
    assert proposal is not None and proposal.destination is not None
    other = next(p for p in state.tables[proposal.source.table].seats if p not in (None, proposal.player))
    with pytest.raises(FloorError, match="overriding the proposal needs a reason"):
        S.move(state, other, proposal.destination.table, proposal.destination.seat, proposed=proposal,
               now=NOW, author="Ana")
    state, event = act(state, log, S.move(state, other, proposal.destination.table, proposal.destination.seat,
                                   proposed=proposal, reason="player asked to stay", now=NOW, author="Ana"))
    assert event.data.to_json()["decision"] == "overridden" and event.data.to_json()["reason"] == "player asked to stay"


def test_bb09_breaking_a_table_seats_its_players_elsewhere() -> None:
    state, log = with_buttons(27)
    state = bust_at(state, log, 2, 5)
    state = bust_at(state, log, 3, 5)  # 17 left: they fit two tables
    proposal = S.proposal(state)
    assert proposal is not None and proposal.kind == "break"
    number = proposal.tables[0]
    state, event = act(state, log, S.break_table(state, number, rng=random.Random(8), now=NOW, author="Ana",
                                          proposed=proposal))
    assert number not in state.tables and event.data.to_json()["rules"] == ["BB-09", "BB-10"]
    seated_once(state)


@pytest.mark.parametrize("redraw", ["full_redraw", "broken_table_only"])
def test_bb13_the_final_table(redraw: str) -> None:
    state, log = with_buttons(18)
    state = bust_at(state, log, 1, 5)
    state = bust_at(state, log, 2, 4)  # 9 left
    state, _ = act(state, log, S.final_table(state, rng=random.Random(9), now=NOW, author="Ana", redraw=redraw))
    assert len(state.tables) == 1
    seated_once(state)
    final = next(iter(state.tables.values()))
    assert (final.positions is None) == (redraw == "full_redraw")  # a full redraw draws for the button again


def test_bt02_next_hand_moves_the_button_to_the_last_small_blind() -> None:
    state, log = with_buttons(9)
    before = state.tables[1].positions
    assert before is not None
    state, _ = act(state, log, S.hand_done(state, 1, now=NOW, author="Ana"))
    after = state.tables[1].positions
    assert after is not None and after.button == before.small_blind and after.small_blind == before.big_blind


def test_bt07_setting_the_button_by_hand_needs_a_reason() -> None:
    state, log = with_buttons(9)
    seat = state.tables[1].occupied()[0]
    with pytest.raises(FloorError, match="needs a reason"):
        S.set_button(state, 1, seat, reason=" ", now=NOW, author="Ana")
    state, _ = act(state, log, S.set_button(state, 1, seat, reason="wrong button found", now=NOW, author="Ana"))
    assert state.tables[1].positions is not None and state.tables[1].positions.button == seat


def test_undo_of_a_move_and_a_snapshot_keep_the_seating() -> None:
    """Replaying without the undone move puts the player back; a snapshot restores tables and positions."""
    state, log = with_buttons(27)
    state = bust_at(state, log, 1, 3)
    proposal = S.proposal(state)
    assert proposal is not None and proposal.destination is not None and proposal.destination.seat is not None
    before = state.seat_of(proposal.player)
    state, move = act(state, log, S.move(state, proposal.player, proposal.destination.table, proposal.destination.seat,
                                  proposed=proposal, now=NOW, author="Ana"))
    log.append(Event(Undone(move.seq, move.kind), NOW, "Ana", move.seq + 1))
    again = replay(1, log)
    assert again.seat_of(proposal.player) == before
    restored = snapshots.from_dict(1, snapshots.to_dict(state))
    assert restored.tables == state.tables and restored.seats == state.seats


def test_bb14_hand_for_hand_is_announced_once() -> None:
    state, log = field(4)
    state, _ = act(state, log, S.hand_for_hand(state, True, now=NOW, author="Ana"))
    assert state.hand_for_hand
    with pytest.raises(FloorError, match="hand-for-hand is on already"):
        S.hand_for_hand(state, True, now=NOW, author="Ana")


def test_unknown_tables_are_named() -> None:
    state, _ = with_buttons(9)
    with pytest.raises(FloorError, match=r"there is no table 4 \(tables: 1\)"):
        S.hand_done(state, 4, now=NOW, author="Ana")


def test_se02_a_player_in_the_wrong_seat_moves_at_his_own_table_with_a_reason() -> None:
    """Found in the wrong seat with the right stack: moved to the right one at the same table (a move by hand)."""
    state, log = with_buttons(7)
    pid = state.tables[1].occupied()[0]
    empty = state.tables[1].empty()[0]
    with pytest.raises(FloorError, match="a move by hand needs a reason"):
        S.move(state, pid, 1, empty, now=NOW, author="Ana")
    taken = state.tables[1].occupied()[1]
    with pytest.raises(FloorError, match=f"seat {taken} at table 1 is taken by"):
        S.move(state, pid, 1, taken, reason="wrong seat", now=NOW, author="Ana")
    state, event = act(state, log, S.move(state, pid, 1, empty, reason="wrong seat (SE-02)", now=NOW, author="Ana"))
    assert event.data.to_json()["decision"] == "by hand" and state.seat_of(pid) == (1, empty)
    seated_once(state)


def test_bb06_bb07_the_game_of_the_level_decides_how_players_move() -> None:
    """Hold'em levels move the next big blind (BB-04); a stud round of a mixed game is BB-07; stud only is BB-06."""
    from floor.tournament import timekeeping as T
    from floor.tournament.structure import Level, Structure

    log = [Event(Created.of(Settings("H", buy_in=100, starting_stack=10_000), template("horse")), NOW, "Ana", 1)]
    state = replay(1, log)
    assert S.game_form(state) == "flop"  # level 1 is hold'em
    state, _ = act(state, log, T.clock(state, "start", now=NOW, author="Ana"))
    state, _ = act(state, log, T.clock(state, "jump", now=NOW + 1, author="Ana", index=2))  # razz
    assert S.game_form(state) == "stud-round-of-mixed"
    state, _ = act(state, log, T.clock(state, "jump", now=NOW + 2, author="Ana", index=5))  # the break before hold'em
    assert S.game_form(state) == "flop"
    stud = Structure((Level(50, 100, 20, ante=25, ante_kind="ante", game="stud"),
                      Level(100, 200, 20, ante=25, ante_kind="ante", game="razz")), chips=(25, 100))
    only_stud = replay(1, [Event(Created.of(Settings("S", buy_in=1, starting_stack=1_000), stud), NOW, "Ana", 1)])
    assert S.game_form(only_stud) == "stud"
