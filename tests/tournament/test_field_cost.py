"""Issue 30: the seating's actions cost what the action touches, not the field; what the floor sees is unchanged.

The speed itself is measured by a benchmark (no timed test here: the machine is shared). These tests pin what the
faster code must keep: the same seats drawn from the same random source as the code it replaced, and the work
counted, not timed, where it is cheap to count.
"""

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_seatdraw import table_maps
from test_seating import NOW, field

from floor.core.errors import FloorError
from floor.tournament import players as P
from floor.tournament.balancing import tablebreaks
from floor.tournament.finishes import finishes
from floor.tournament.jsonvalue import FrozenDict, FrozenList, freeze_object, thaw_object
from floor.tournament.seating import actions as seating
from floor.tournament.seating import draw as seatdraw
from floor.tournament.seating.drawrecord import SeatCard
from floor.tournament.seating.tables import Table
from floor.tournament.state import TournamentState


def balanced_seat_cards_before_issue_30(tables: list[Table], count: int, rng: random.Random) -> list[SeatCard]:
    """The draw as it was written before issue 30 (every table read for each player), kept as the reference."""
    by_number = {t.number: t for t in tables}
    room = {n: t.size - t.count for n, t in by_number.items()}
    counts = {n: t.count for n, t in by_number.items()}
    added: Counter[int] = Counter()
    for _ in range(count):
        fewest = min(counts[n] for n in counts if room[n])
        pick = rng.choice([n for n in counts if room[n] and counts[n] == fewest])
        counts[pick] += 1
        room[pick] -= 1
        added[pick] += 1
    return [(n, s) for n, t in by_number.items() if added[n] for s in sorted(rng.sample(t.empty(), added[n]))]


@settings(max_examples=300)
@given(tables=table_maps(min_tables=1), count=st.integers(0, 30), seed=st.integers(0, 2**32))
def test_a_break_offers_the_same_seat_cards_as_before_from_the_same_random_source(
        tables: list[Table], count: int, seed: int) -> None:
    """A recorded tournament replayed or a seeded test sees the very seats it saw before the draw was made faster."""
    room = sum(t.size - t.count for t in tables)
    count = min(count, room)
    shuffled = random.Random(seed).sample(tables, len(tables))  # any order of the tables, as a caller may pass
    old, new = random.Random(seed), random.Random(seed)
    assert tablebreaks.balanced_seat_cards(shuffled, count, new) == \
        balanced_seat_cards_before_issue_30(shuffled, count, old)
    assert new.random() == old.random()  # the same random numbers used, no more, no fewer


def seated_field(entries: int, seed: int = 7) -> TournamentState:
    state, _ = field(entries)
    drawn = seating.draw_seats(state, rng=random.Random(seed), now=NOW, author="t", method="A")
    state = state.after(drawn.numbered(state.seq + 1))
    for table in sorted(state.tables):  # a button at every table: balancing then names the player to move
        button = seating.draw_button(state, table, rng=random.Random(seed), now=NOW, author="t")
        state = state.after(button.numbered(state.seq + 1))
    return state


def test_a_proposal_still_names_the_player_it_moves() -> None:
    """A proposal names the player to move by label: the labels are now read when asked (the whole field's were once
    built for every proposal), and they are the same labels."""
    state = seated_field(60)
    for table in (1, 2, 3):  # three players out at three tables: table 1 three short of the others, a move is due
        gone = next(p for p in state.tables[table].seats if p is not None)
        state = state.after(P.eliminate(state, [gone], now=NOW, author="t").numbered(state.seq + 1))
    extra = [p for p in state.tables[1].seats if p is not None][:2]
    for p in extra:
        state = state.after(P.eliminate(state, [p], now=NOW, author="t").numbered(state.seq + 1))
    names = seating.names(state)
    assert len(names) == len(state.players) and names[5] == state.players[5].label
    found = seating.proposal(state, rng=random.Random(1))
    assert found is not None and found.kind == "move" and found.player is not None
    assert state.players[found.player].label in str(found.reason)


def test_a_late_seat_with_the_state_s_seats_draws_what_the_tables_alone_draw() -> None:
    """Given where everyone sits (the state knows), a late seat is the same draw as one that reads every seat, and
    the draw alone (what the action records) is that draw."""
    state = seated_field(100)
    state = state.after(P.register(state, "Late", now=NOW, author="t", level=1).numbered(state.seq + 1))
    tables = [state.tables[n] for n in sorted(state.tables)]
    known = seatdraw.late_seat(tables, state.last_player, random.Random(3), seated=state.seats)
    alone = seatdraw.late_seat(tables, state.last_player, random.Random(3))
    assert known == alone
    assert seatdraw.late_seat_draw(tables, state.last_player, random.Random(3), seated=state.seats) == known[0]
    seated = state.players[next(iter(state.seats))].id
    for where in (state.seats, None):
        with pytest.raises(FloorError, match="already sits at"):
            seatdraw.late_seat(tables, seated, random.Random(3), seated=where)


def test_a_table_break_with_the_state_s_seats_is_the_same_break() -> None:
    state = seated_field(100)
    for p in [p for p in state.tables[1].seats if p is not None][:4] + \
             [p for p in state.tables[2].seats if p is not None][:5]:
        state = state.after(P.eliminate(state, [p], now=NOW, author="t").numbered(state.seq + 1))
    tables = [state.tables[n] for n in sorted(state.tables)]
    number = max(state.tables)
    assert tablebreaks.break_table(tables, number, random.Random(5), seated=state.seats) == \
        tablebreaks.break_table(tables, number, random.Random(5))
    assert tablebreaks.break_draw(tables, number, random.Random(5), seated=state.seats) == \
        tablebreaks.break_table(tables, number, random.Random(5))[0]
    broken = seating.break_table(state, number, rng=random.Random(5), now=NOW, author="t")
    after = state.after(broken.numbered(state.seq + 1))
    assert number not in after.tables and len(after.seats) == len(state.seats)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
    | st.dictionaries(st.text(max_size=3) | st.integers() | st.booleans() | st.none(), inner, max_size=4),
    max_leaves=25)


@settings(max_examples=300)
@given(value=st.dictionaries(st.text(max_size=3), json_values, max_size=5))
def test_frozen_json_is_what_json_dumps_writes_and_thaws_back_to_plain_json(value: dict[str, object]) -> None:
    """Issue 30 lets freeze and thaw take a plain value as it is, without a call (a seat draw holds 100,000): what
    they make is unchanged, JSON as json.dumps writes it, every container frozen, and thawed back plain."""
    frozen = freeze_object(value)
    as_written = json.loads(json.dumps(value))
    assert frozen == as_written and json.dumps(frozen) == json.dumps(as_written)

    def containers(v: object) -> list[object]:
        if isinstance(v, dict):
            return [v, *(c for x in v.values() for c in containers(x))]
        if isinstance(v, list):
            return [v, *(c for x in v for c in containers(x))]
        return []

    assert all(type(c) in (FrozenDict, FrozenList) for c in containers(frozen))
    thawed = thaw_object(frozen)
    assert thawed == as_written and all(type(c) in (dict, list) for c in containers(thawed))


def test_a_state_s_finishes_are_worked_out_once_and_a_new_event_s_state_gets_its_own() -> None:
    """The console's lists, the clock's board and the export ask for the same state's finishes: the second asking
    gets the same finishes without a pass over the field; the state after a bust gets the new places."""
    state, _ = field(12)
    first = finishes(state)
    assert finishes(state) is first and all(f.place is None for f in first.values())
    after = state.after(P.eliminate(state, [12], now=NOW, author="t").numbered(state.seq + 1))
    assert finishes(after)[12].place == 12 and finishes(state) is not first  # (asked again: worked out again)
    assert finishes(state) == first and finishes(state)[12].place is None
