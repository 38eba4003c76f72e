"""The seating chart kept in order from state to state (floor.tournament.seating.order): rows moved one at a time
read exactly as the whole chart sorted again, names that sort alike included."""

from hypothesis import given
from hypothesis import strategies as st

from floor.tournament.seating.order import Ordered, Spot

names = st.sampled_from(["Ana", "ana", "ANA", "Bob", "bob", "Zoë", "Ion", ""])
spots = st.tuples(names, st.integers(1, 4), st.integers(1, 3))


def _sorted(rows: set[Spot]) -> list[Spot]:
    return sorted(rows, key=lambda s: (s[0].casefold(), s[1], s[2]))


@given(start=st.lists(spots, unique_by=lambda s: s[1:]),
       moves=st.lists(st.tuples(st.integers(0, 20), spots), max_size=30))
def test_rows_moved_one_at_a_time_read_as_the_chart_sorted_again(
        start: list[Spot], moves: list[tuple[int, Spot]]) -> None:
    """Whatever rows leave and come, the rows in order are the chart sorted again, and a reader's list moved where
    :meth:`Ordered.move` says stays beside them. One seat holds one player, but within an action a player may take
    a seat before the one leaving it is moved out: the key folds case, so "Ana" coming to a seat "ana" leaves sorts
    alike, and the row itself tells them apart."""
    order: Ordered[str, Spot] = Ordered(str.casefold, lambda spot: spot)
    order.fill(start)
    beside = [f"{s}" for s in order.rows]
    rows = set(start)

    def move(old: Spot | None, new: Spot | None) -> None:
        gone, came = order.move(old, new)
        if gone is not None:
            del beside[gone]
        if came is not None:
            beside.insert(came, f"{new}")

    for leaving, new in moves:
        ordered = sorted(rows)
        old = ordered[leaving % len(ordered)] if ordered and leaving % 3 else None
        taken = next((row for row in rows if row[1:] == new[1:]), None)
        if taken is not None and taken != old:
            new = None  # (the seat is someone else's)
        move(None, new)  # (the new row first: for a moment two rows at one seat)
        move(old, None)
        rows = (rows - {old}) | ({new} if new else set())
        assert order.rows == _sorted(rows)
        assert beside == [f"{s}" for s in order.rows]
    assert order.sorted == 1
