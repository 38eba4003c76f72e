"""Issue 30: the tables by players seated, kept by the fold (``TableIndex``), and what reads it.

A proposal, a table break and a late seat at 30,000 entries once read every one of 3,334 tables after each action;
they now read the index the fold keeps. These tests pin what must not change: the index is what a pass over the
seats says after any run of events; the proposals and the draws are those of the code before, from the same random
source; and the work is counted (tables read), not timed (the machine is shared).
"""

import random
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace
from types import MappingProxyType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_seating import NOW, field

from floor.core.errors import FloorError
from floor.tournament import players as P
from floor.tournament.balancing import balance, tablebreaks
from floor.tournament.balancing.policy import BREAK_ORDERS, GAMES, STUD_MOVE_SELECTIONS, BalancePolicy
from floor.tournament.balancing.proposal import Proposal
from floor.tournament.events import Event
from floor.tournament.seating import actions as seating
from floor.tournament.seating import draw as seatdraw
from floor.tournament.seating.drawrecord import SeatCard
from floor.tournament.seating.tableindex import TableIndex
from floor.tournament.seating.tables import Table, first_hand
from floor.tournament.state import TournamentState

# -- the references: the code as it was before issue 30 (every table read), kept to compare with ---------------------


def posted_order_before_issue_30(policy: BalancePolicy, numbers: Mapping[int, Table]) -> list[int]:
    present = set(numbers)
    listed = [n for n in policy.posted_list if n in present] if policy.break_order == "posted_list" else []
    return listed + sorted(present - set(listed), reverse=True)


def proposal_before_issue_30(tables: Mapping[int, Table], seats_per_table: int, policy: BalancePolicy,
                             rng: random.Random | None) -> Proposal | None:
    counts = {n: t.count for n, t in tables.items()}
    total = sum(counts.values())
    if len(tables) < 2 or total < 2:
        return None
    final = balance.final_table_size(seats_per_table)
    if total <= final:
        return balance._final_table(tables, total, final)
    if total <= (len(tables) - 1) * seats_per_table:
        fewer = len(tables) - 1
        fit = {"total": total, "fewer": fewer, "size": seats_per_table, "seats": fewer * seats_per_table}
        if policy.break_order == "random_at_break":
            assert rng is not None
            return Proposal("break", balance.BREAK_RULES, str(fit), tables=(rng.choice(sorted(tables)),))
        order = posted_order_before_issue_30(policy, tables)
        shown = ", ".join(map(str, order[:5])) + (", …" if len(order) > 5 else "")
        return Proposal("break", balance.BREAK_RULES, shown, tables=(order[0],))
    most, fewest = max(counts.values()), min(counts.values())
    tolerance = policy.tolerance(len(tables))
    if most - fewest <= tolerance:
        return None
    rank = {n: i for i, n in enumerate(posted_order_before_issue_30(policy, tables))}
    source = tables[min((n for n, c in counts.items() if c == most), key=rank.__getitem__)]
    destination = tables[max((n for n, c in counts.items() if c == fewest), key=rank.__getitem__)]
    head = balance.Text("Table {source} has {most} players, table {destination} has {fewest} (more than {tolerance} "
                        "apart)", source=source.number, most=most, destination=destination.number, fewest=fewest,
                        tolerance=tolerance)
    if policy.game == "stud":
        return balance._stud_move(source, destination, head, policy, None)
    return balance._flop_move(source, destination, head, policy, None)


def halted_before_issue_30(tables: Mapping[int, Table], policy: BalancePolicy) -> list[tuple[int, int, int | None]]:
    if not policy.halt_short_tables or len(tables) < 2:
        return []
    fullest = max(t.count for t in tables.values())
    found = []
    for number in sorted(tables):
        table = tables[number]
        if fullest - table.count < balance.HALT_SHORT_BY:
            continue
        if policy.game != "flop":
            found.append((number, fullest, None))
        elif table.positions is not None:
            seat = table.positions.big_blind % table.size + 1
            if table.seats[seat - 1] is None:
                found.append((number, fullest, seat))
    return found


def open_seats_before_issue_30(tables: list[Table], policy: str) -> list[SeatCard]:
    with_room = [t for t in {t.number: t for t in tables}.values() if t.count < t.size]
    if with_room and policy == "balanced_fill":
        fewest = min(t.count for t in with_room)
        with_room = [t for t in with_room if t.count == fewest]
    return [(t.number, s) for t in with_room for s in t.empty()]


# -- tables and policies of any shape ---------------------------------------------------------------------------------

@st.composite
def rooms(draw: st.DrawFn, min_tables: int = 1, one_size: bool | None = None) -> list[Table]:
    """Tables numbered anyhow (gaps), of one size or several, seats taken at random, a button at some of them."""
    same = draw(st.booleans()) if one_size is None else one_size
    size = draw(st.integers(2, 11))
    numbers = draw(st.lists(st.integers(1, 40), min_size=min_tables, max_size=8, unique=True))
    tables, player = [], 1
    for number in numbers:
        seats_here = size if same else draw(st.integers(2, 11))
        seats: list[int | None] = []
        for used in draw(st.lists(st.booleans(), min_size=seats_here, max_size=seats_here)):
            seats.append(player if used else None)
            player += used
        table = Table(number, tuple(seats))
        occupied = table.occupied()
        if len(occupied) >= 2 and draw(st.booleans()):
            table = table.with_positions(first_hand(table, draw(st.sampled_from(occupied))))
        tables.append(table)
    return tables


@st.composite
def policies(draw: st.DrawFn) -> BalancePolicy:
    return BalancePolicy(balance_max_diff=draw(st.integers(1, 3)), tight_balance_from_tables=draw(st.integers(0, 6)),
                         break_order=draw(st.sampled_from(BREAK_ORDERS)),
                         posted_list=tuple(draw(st.lists(st.integers(1, 45), max_size=6, unique=True))),
                         game=draw(st.sampled_from(GAMES)),
                         stud_move_selection=draw(st.sampled_from(STUD_MOVE_SELECTIONS)))


@settings(max_examples=400, deadline=None)
@given(tables=rooms(one_size=True), policy=policies(), seed=st.integers(0, 2**32))
def test_balancing_proposes_what_it_proposed_before_from_the_same_random_source(
        tables: list[Table], policy: BalancePolicy, seed: int) -> None:
    """The same move, break or final table (the same players, seats, tables and words) as the code that read every
    table, for any tables and any house policy; a break drawn at random draws the same table."""
    room = {t.number: t for t in tables}
    seats_per_table = tables[0].size
    old, new = random.Random(seed), random.Random(seed)
    before = proposal_before_issue_30(room, seats_per_table, policy, old)
    now = balance.proposal(room, seats_per_table, policy, rng=new)
    if before is None or before.kind != "break":
        assert now == before
    else:
        assert now is not None and now.kind == "break" and now.tables == before.tables
        if policy.break_order == "posted_list":
            assert now.reason.params["order"] == before.reason  # type: ignore[attr-defined]  # (a Text)
    assert new.random() == old.random()  # the same random numbers used, no more, no fewer


@settings(max_examples=300, deadline=None)
@given(tables=rooms(), policy=policies(), halting=st.booleans())
def test_the_tables_that_halt_are_those_they_were(tables: list[Table], policy: BalancePolicy, halting: bool) -> None:
    """BB-02's halts, read from the short tables of the index, are the tables (and seats) found by reading them all."""
    policy = replace(policy, halt_short_tables=halting)
    room = {t.number: t for t in tables}
    halts = balance.halted(room, policy)
    assert [(h.table, h.fullest, h.seat) for h in halts] == halted_before_issue_30(room, policy)
    assert balance.halted(room, policy, checked=True, index=TableIndex.of(room)) == halts


@settings(max_examples=300, deadline=None)
@given(tables=rooms(), policy=st.sampled_from(["balanced_fill", "all_open_seats"]), seed=st.integers(0, 2**32))
def test_a_late_seat_draws_from_the_same_pool_as_before(tables: list[Table], policy: str, seed: int) -> None:
    """The pool a newcomer draws from is the same seats in the same order as before (tables of one size or several,
    in any order a caller passes them), and the seat drawn from it with the same random source is the same."""
    shuffled = random.Random(seed).sample(tables, len(tables))
    pool = open_seats_before_issue_30(shuffled, policy)
    assert seatdraw.open_seats(shuffled, policy) == pool
    index = TableIndex.of({t.number: t for t in tables})
    by_number = sorted(tables, key=lambda t: t.number)
    assert seatdraw.open_seats(index, policy) == open_seats_before_issue_30(by_number, policy)
    newcomer = 1 + max((p for t in tables for p in t.seats if p is not None), default=0)
    if not pool:
        with pytest.raises(FloorError, match="every seat is taken"):
            seatdraw.late_seat_draw(shuffled, newcomer, random.Random(seed), policy)
        return
    old, new = random.Random(seed), random.Random(seed)
    wanted = old.choice(pool)
    drawn = seatdraw.late_seat_draw(shuffled, newcomer, new, policy).seats[0]
    assert (drawn.table, drawn.seat) == wanted and new.random() == old.random()
    old, new = random.Random(seed), random.Random(seed)
    wanted = old.choice(open_seats_before_issue_30(by_number, policy))
    drawn = seatdraw.late_seat_draw(index, newcomer, new, policy).seats[0]
    assert (drawn.table, drawn.seat) == wanted and new.random() == old.random()


@settings(max_examples=300, deadline=None)
@given(tables=rooms(min_tables=2), seed=st.integers(0, 2**32))
def test_a_break_from_the_index_draws_what_a_list_of_the_tables_draws(tables: list[Table], seed: int) -> None:
    """A tournament passes its index to the break; a caller passes a list: the same seats, or the same refusal."""
    index = TableIndex.of({t.number: t for t in tables})
    by_number = sorted(tables, key=lambda t: t.number)
    number = random.Random(seed).choice(by_number).number

    def attempt(work: Callable[[], object]) -> object:
        try:
            return work()
        except FloorError as err:
            return str(err)

    old, new = random.Random(seed), random.Random(seed)
    assert attempt(lambda: tablebreaks.break_draw(index, number, new)) == \
        attempt(lambda: tablebreaks.break_draw(by_number, number, old))
    assert new.random() == old.random()
    assert attempt(lambda: tablebreaks.break_seat_cards(index, number, random.Random(seed))) == \
        attempt(lambda: tablebreaks.break_seat_cards(by_number, number, random.Random(seed)))


# -- the index the fold keeps --------------------------------------------------------------------------------------

def by_a_pass_over_the_seats(state: TournamentState) -> tuple[dict[int, list[int]], tuple[int, ...], dict[int, int],
                                                                 int, int]:
    """What the index must say, worked out from the seats (who sits at which table) and the tables' sizes."""
    at = Counter(table for table, _ in state.seats.values())
    levels: dict[int, list[int]] = {}
    for number in sorted(state.tables):
        levels.setdefault(at[number], []).append(number)
    sizes = Counter(t.size for t in state.tables.values())
    return levels, tuple(sorted(state.tables)), dict(sizes), sum(sizes[s] * s for s in sizes), len(state.seats)


def said(index: TableIndex) -> tuple[dict[int, list[int]], tuple[int, ...], dict[int, int], int, int]:
    return ({c: list(level) for c, level in index.levels.items()}, index.numbers, dict(index.sizes), index.seats,
            index.seated)


STEPS = st.sampled_from(["bust", "late", "move", "break", "reinstate", "hand", "final"])


def one_step(state: TournamentState, step: str, rng: random.Random) -> Event | None:
    """One action of the kind named, if it can be taken now (None: nothing to do)."""
    seated = sorted(state.seats)
    out = sorted(p.id for p in state.players.values() if not p.playing)
    try:
        if step == "bust" and seated:
            return P.eliminate(state, [rng.choice(seated)], now=NOW, author="t")
        if step == "late":
            return P.register(state, f"Late {state.last_player + 1}", now=NOW, author="t", level=1)
        if step == "move" and seated:
            player = rng.choice(seated)
            spots = [(t.number, s) for t in state.tables.values() if t.number != state.seats[player][0]
                     for s in t.empty()]
            if spots:
                table, seat = rng.choice(spots)
                return seating.move(state, player, table, seat, now=NOW, author="t", reason="by hand")
        if step == "break" and len(state.tables) > 1:  # (the shortest table; if it does not fit, a bust elsewhere)
            short = min(state.tables.values(), key=lambda t: (t.count, rng.random()))
            try:
                return seating.break_table(state, short.number, rng=rng, now=NOW, author="t")
            except FloorError:
                pass
            others = [p for p in seated if state.seats[p][0] != short.number]
            return P.eliminate(state, [rng.choice(others)], now=NOW, author="t") if others else None
        if step == "reinstate" and out:
            return P.reinstate(state, rng.choice(out), now=NOW, author="t")
        if step == "hand" and state.tables:
            table = rng.choice(sorted(state.tables))
            if state.tables[table].positions is None:
                return seating.draw_button(state, table, rng=rng, now=NOW, author="t")
            return seating.hand_done(state, table, now=NOW, author="t")
        if step == "final" and len(state.tables) > 1:
            return seating.final_table(state, rng=rng, now=NOW, author="t", redraw=rng.choice(
                ["full_redraw", "broken_table_only"]))
    except FloorError:
        return None  # (not now: a full room, a table that does not fit elsewhere, too many left for a final table)
    return None


def one_seat(state: TournamentState, rng: random.Random) -> Event | None:
    """The newcomer's seat, if there is a table with room."""
    try:
        return seating.seat(state, state.last_player, rng=rng, now=NOW, author="t") if state.tables else None
    except FloorError:
        return None


@settings(max_examples=150, deadline=None)
@given(entries=st.integers(2, 40), seats=st.integers(2, 10), steps=st.lists(STEPS, max_size=40),
       seed=st.integers(0, 2**32))
def test_the_index_the_fold_keeps_is_what_a_pass_over_the_seats_says(
        entries: int, seats: int, steps: list[str], seed: int) -> None:
    """After any run of busts, late seats (a re-entry's seat is one too), moves, breaks, reinstatements, hands and final
    tables (either way), the index each new state carries (kept by the fold as it seats and unseats, not made again)
    says what counting the seats says: the tables at each count, the tables in order, their sizes, the seats and the
    players seated; and the players waiting for a seat are those a pass over the field finds."""
    rng = random.Random(seed)
    state, _ = field(entries, seats)
    state = state.after(seating.draw_seats(state, rng=rng, now=NOW, author="t", method="A").numbered(state.seq + 1))
    assert said(state.table_index) == by_a_pass_over_the_seats(state)  # (made in one pass after a draw)
    for step in steps:
        event = one_step(state, step, rng)
        if event is None:
            continue
        kept = state._table_index is not None  # the fold keeps it from a state that has it...
        state = state.after(event.numbered(state.seq + 1))
        if step == "late" and (seat := one_seat(state, rng)) is not None:
            state = state.after(seat.numbered(state.seq + 1))
        if kept and step != "final":
            assert state._table_index is not None  # (...and hands it on: a draw of every seat makes it again)
        assert said(state.table_index) == by_a_pass_over_the_seats(state)
        assert seating.unseated(state) == (sorted(p.id for p in state.players.values() if p.playing and p.id not in
                                                  state.seats) if state.tables else [])  # (no pass when none waits)


# -- counted: what an action reads ------------------------------------------------------------------------------------

class CountedTables(dict[int, Table]):
    """A state's tables that count how many times a table is read (the state keeps them behind a read-only view)."""

    reads = 0

    def __getitem__(self, key: int) -> Table:
        CountedTables.reads += 1
        return super().__getitem__(key)

    def get(self, key: int, default: Table | None = None) -> Table | None:  # type: ignore[override]
        CountedTables.reads += 1
        return super().get(key, default)

    def __iter__(self) -> Iterator[int]:
        for key in super().__iter__():
            CountedTables.reads += 1
            yield key

    def values(self) -> Iterator[Table]:  # type: ignore[override]
        for value in super().values():
            CountedTables.reads += 1
            yield value

    def items(self) -> Iterator[tuple[int, Table]]:  # type: ignore[override]
        for item in super().items():
            CountedTables.reads += 1
            yield item


def counted(state: TournamentState) -> TournamentState:
    """The state with tables that count their reads, its index made (the fold keeps it in a tournament)."""
    state = replace(state, tables=MappingProxyType(CountedTables(state.tables)))
    state.table_index  # noqa: B018  # (made here: in a tournament the fold keeps it as events come)
    CountedTables.reads = 0
    return state


def big_room(entries: int, *, move: bool = False) -> TournamentState:
    """A field of ``entries`` at 9-seat tables, a button at each, then a fifth of it out (as a flight after a while:
    a table breaks next), or (``move``) players out at one of the shortest tables until it has three fewer than the
    fullest (a player moves next)."""
    state, _ = field(entries)
    rng = random.Random(entries)
    state = state.after(seating.draw_seats(state, rng=rng, now=NOW, author="t", method="A").numbered(state.seq + 1))
    for table in sorted(state.tables):
        state = state.after(seating.draw_button(state, table, rng=rng, now=NOW, author="t").numbered(state.seq + 1))
    if move:
        short = min(state.tables.values(), key=lambda t: t.count)
        out = [p for p in short.seats if p is not None][:short.count - 6]
    else:
        out = rng.sample(sorted(state.seats), entries // 5)
    return state.after(P.eliminate(state, out, now=NOW, author="t", stacks={}).numbered(state.seq + 1))


@pytest.fixture(scope="module")
def rooms_of(request: pytest.FixtureRequest) -> dict[int, TournamentState]:
    return {entries: big_room(entries) for entries in (270, 3_000)}


def reads(work: Callable[[TournamentState], object], state: TournamentState) -> int:
    state = counted(state)
    work(state)
    return CountedTables.reads


def test_a_proposal_reads_two_tables_whatever_the_field(rooms_of: dict[int, TournamentState]) -> None:
    """At 270 entries (30 tables) and at 3,000 (334 tables) a proposal reads the same few tables: the fullest it
    takes a player from and the shortest it sends him to, or none to name the table to break (it read every table
    before)."""
    for entries, state in rooms_of.items():
        moving = big_room(entries, move=True)
        for kind, room in (("break", state), ("move", moving)):
            found = seating.proposal(room, rng=random.Random(1))
            assert found is not None and found.kind == kind
            assert reads(lambda s: seating.proposal(s, rng=random.Random(1)), room) <= 2, (entries, kind)


def test_the_tables_that_halt_are_found_without_reading_the_full_ones(rooms_of: dict[int, TournamentState]) -> None:
    """The console, the dealer station and the room ask after every action which tables halt (BB-02): the answer
    reads the tables three or more short of the fullest, not the 334 of a 3,000-entry field."""
    stud = replace(BalancePolicy(), game="stud")
    for entries, state in rooms_of.items():
        fullest = max(t.count for t in state.tables.values())
        short = [n for n, t in state.tables.items() if fullest - t.count >= 3]
        assert len(seating.halted(state, stud)) == len(short) < len(state.tables) / 2
        assert reads(lambda s: seating.halted(s, stud), state) == len(short), entries
        one_short = big_room(entries, move=True)  # (one table three short, the rest full or one short)
        assert len(seating.halted(one_short, stud)) == 1
        assert reads(lambda s: seating.halted(s), one_short) == reads(lambda s: seating.halted(s, stud), one_short) == 1


def test_a_break_reads_the_tables_it_changes_not_all_of_them(rooms_of: dict[int, TournamentState]) -> None:
    """Breaking a table reads it (a few times: it is there, its players, its room) and the tables its players are
    drawn to (each twice: its room, its open seats), not the 334 tables of a 3,000-entry field; the same at 30."""
    for entries, state in rooms_of.items():
        number = max(state.tables)
        moving = state.tables[number].count
        counted_reads = reads(lambda s, n=number: seating.break_table(s, n, rng=random.Random(2), now=NOW,
                                                                      author="t"), state)
        assert counted_reads <= 4 + 2 * moving, (entries, counted_reads, moving)


def test_a_late_seat_reads_the_one_table_it_seats_at(rooms_of: dict[int, TournamentState]) -> None:
    """A newcomer's seat is drawn from the open seats of the shortest tables, reading the table drawn only."""
    for entries, state in rooms_of.items():
        state = state.after(P.register(state, "Late", now=NOW, author="t", level=1).numbered(state.seq + 1))
        counted_reads = reads(lambda s: seating.seat(s, s.last_player, rng=random.Random(3), now=NOW, author="t"),
                              state)
        assert counted_reads <= 2, (entries, counted_reads)


def test_a_balancing_move_reads_the_table_it_goes_to(rooms_of: dict[int, TournamentState]) -> None:
    """A move checks the seat it goes to; where the player sits comes from the state's seats (it searched every
    table's seats for him before)."""
    for entries, state in rooms_of.items():
        player = max(state.seats)  # (the last registered: at any table)
        to = next(t for t in state.tables.values() if t.number != state.seats[player][0] and t.empty())
        moved = reads(lambda s, p=player, t=to: seating.move(s, p, t.number, t.empty()[0], now=NOW, author="t",
                                                             reason="by hand"), state)
        assert moved <= 3, (entries, moved)
