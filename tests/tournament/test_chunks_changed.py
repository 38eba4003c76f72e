"""``changed``: the numbers whose entries an edit replaced, found in the chunks the two mappings do not share."""

from hypothesis import given
from hypothesis import strategies as st

from floor.tournament.chunks import NumberMap, NumberMapEdit, changed, differing

numbers = st.integers(min_value=0, max_value=1_000)
_ABSENT = object()


@given(start=st.dictionaries(numbers, st.integers()), edits=st.lists(st.tuples(numbers, st.integers() | st.none())))
def test_changed_is_exactly_the_numbers_whose_entry_is_not_the_same_object(
        start: dict[int, int], edits: list[tuple[int, int | None]]) -> None:
    """Set, replaced or removed: a number is said changed when its entry is not the very same object as before
    (so every entry that is not equal is among them), and no other number is; within those ``differing`` says."""
    edit = NumberMapEdit(NumberMap.of(start))
    old = edit.hand_out()
    assert changed(edit.hand_out(), old) == set()
    for number, value in edits:
        if value is None:
            if number in edit:
                del edit[number]
        else:
            edit[number] = value
    new = edit.hand_out()
    found = changed(new, old)
    assert found == {n for n in set(old) | set(new) if old.get(n, _ABSENT) is not new.get(n, _ABSENT)}
    assert {n for n in set(old) | set(new) if old.get(n) != new.get(n)} <= found <= (differing(new, old) or set())


def test_a_change_to_one_entry_is_that_entry_not_its_chunk_of_64() -> None:
    edit = NumberMapEdit(NumberMap.of({n: str(n) for n in range(1, 1_001)}))
    old = edit.hand_out()
    edit[300] = "changed"
    del edit[5]
    edit[2_000] = "new"
    assert changed(edit.hand_out(), old) == {5, 300, 2_000}


def test_mappings_that_are_not_chunked_may_have_changed_anywhere() -> None:
    assert changed({1: 1}, NumberMap.of({1: 1})) is None


def _exactly(new: NumberMap[int], old: NumberMap[int]) -> set[int]:
    return {n for n in set(old) | set(new) if old.get(n, _ABSENT) is not new.get(n, _ABSENT)}


edits_ = st.lists(st.tuples(numbers, st.integers() | st.none()), max_size=8)


@given(start=st.dictionaries(numbers, st.integers()), rounds=st.lists(edits_, min_size=1, max_size=6),
       branch=edits_, data=st.data())
def test_changed_between_any_two_hand_outs_of_one_history_or_of_a_branch(
        start: dict[int, int], rounds: list[list[tuple[int, int | None]]], branch: list[tuple[int, int | None]],
        data: st.DataObject) -> None:
    """A map handed out several actions later, or by another edit that went on from an older map (an undo folds
    from the state before): ``changed`` and ``differing`` say the same as a look at every entry would."""
    def apply(edit: NumberMapEdit[int], moves: list[tuple[int, int | None]]) -> NumberMap[int]:
        for number, value in moves:
            if value is None:
                if number in edit:
                    del edit[number]
            else:
                edit[number] = value
        return edit.hand_out()

    edit = NumberMapEdit(NumberMap.of(start))
    maps = [edit.hand_out()]
    maps += [apply(edit, moves) for moves in rounds]
    older = data.draw(st.integers(0, len(maps) - 1))
    maps.append(apply(NumberMapEdit(maps[older]), branch))
    for new in maps:
        for old in maps:
            assert changed(new, old) == _exactly(new, old)
            assert _exactly(new, old) <= (differing(new, old) or set())


def test_a_hand_out_that_set_more_numbers_than_it_remembers_still_says_exactly_what_changed() -> None:
    """A redraw sets every seat: past ``KEYS_KEPT`` numbers a hand-out remembers its chunks only, and ``changed``
    looks in those; an action after it is its few numbers again."""
    edit = NumberMapEdit(NumberMap.of({n: str(n) for n in range(2_000)}))
    first = edit.hand_out()
    for n in range(0, 2_000, 3):  # (667 numbers)
        edit[n] = f"again {n}"
    redrawn = edit.hand_out()
    edit[7] = "moved"
    del edit[1_999]
    moved = edit.hand_out()
    assert changed(redrawn, first) == set(range(0, 2_000, 3))
    assert changed(moved, redrawn) == {7, 1_999}
    assert changed(moved, first) == set(range(0, 2_000, 3)) | {7, 1_999}
