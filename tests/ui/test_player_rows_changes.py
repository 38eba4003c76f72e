"""The players' item model tells its views exactly what changed: replaying its row signals on the rows a view had
gives the rows it shows now, whatever came, went or moved (issue 30: it was reset after any change of order)."""

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QModelIndex
from PySide6.QtTest import QAbstractItemModelTester

from floor.tournament.state import Player
from floor.ui.common.rows import PlayerRows

orders = st.lists(st.integers(min_value=1, max_value=40), unique=True, max_size=40)


@settings(max_examples=150, deadline=None)
@given(before=orders, after=orders)
def test_the_rows_signalled_are_the_rows_shown(qapp, before: list[int], after: list[int]) -> None:
    model = PlayerRows(["No.", "Name"], lambda p: (str(p.id), p.name))
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Warning)
    model.show_players([Player(n, f"P{n}") for n in before], key=lambda p: p)
    signals: list[tuple[str, int, int, int]] = []
    model.rowsAboutToBeRemoved.connect(lambda _p, first, last: signals.append(("remove", first, last, -1)))
    model.rowsMoved.connect(lambda _p, first, last, _d, to: signals.append(("move", first, last, to)))
    model.modelReset.connect(lambda: signals.append(("reset", 0, 0, -1)))
    inserted: list[tuple[int, list[int]]] = []

    def on_insert(_p: QModelIndex, first: int, last: int) -> None:
        signals.append(("insert", first, last, -1))
        inserted.append((len(signals) - 1, [model.shown[r].id for r in range(first, last + 1)]))

    model.rowsInserted.connect(on_insert)
    model.show_players([Player(n, f"P{n}") for n in after], key=lambda p: p)
    rows = list(before)
    for i, (kind, first, last, to) in enumerate(signals):
        if kind == "reset":
            rows = [p.id for p in model.shown]
        elif kind == "remove":
            del rows[first:last + 1]
        elif kind == "insert":
            rows[first:first] = next(ids for j, ids in inserted if j == i)
        else:
            moving = rows[first:last + 1]
            del rows[first:last + 1]
            at = to if to < first else to - len(moving)
            rows[at:at] = moving
    assert rows == after == [p.id for p in model.shown]
    assert ("reset", 0, 0, -1) not in signals or len(before) + len(after) > 200
