"""``differing``: the numbers a reader following a chunked mapping from state to state must look at again."""

from hypothesis import given
from hypothesis import strategies as st

from floor.tournament.chunks import NumberMap, NumberMapEdit, differing

numbers = st.integers(min_value=0, max_value=1_000)


@given(start=st.dictionaries(numbers, st.integers()), edits=st.lists(st.tuples(numbers, st.integers() | st.none())))
def test_every_number_whose_entry_changed_is_among_those_differing(start: dict[int, int],
                                                                    edits: list[tuple[int, int | None]]) -> None:
    """Whatever was set or removed, every number whose entry is not what it was is said to differ (and a mapping
    handed out twice without a change differs nowhere)."""
    edit = NumberMapEdit(NumberMap.of(start))
    old = edit.hand_out()
    assert differing(edit.hand_out(), old) == set()
    for number, value in edits:
        if value is None:
            if number in edit:
                del edit[number]
        else:
            edit[number] = value
    new = edit.hand_out()
    found = differing(new, old)
    assert found is not None
    assert {n for n in set(old) | set(new) if old.get(n) != new.get(n)} <= found


def test_a_change_to_one_entry_differs_in_its_chunk_of_64_only() -> None:
    edit = NumberMapEdit(NumberMap.of({n: n for n in range(1, 1_001)}))
    old = edit.hand_out()
    edit[300] = -1
    assert differing(edit.hand_out(), old) == set(range(256, 320))


def test_mappings_that_are_not_chunked_may_differ_anywhere() -> None:
    assert differing({1: 1}, NumberMap.of({1: 1})) is None
