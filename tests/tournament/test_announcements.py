"""The floor's announcement: one checked line, an event every desk, TV and phone folds, kept across a restart."""

from __future__ import annotations

from pathlib import Path

import pytest

from floor.core.errors import FloorError
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.tournament import announcements, snapshots
from floor.tournament.settings import Settings
from floor.usecases import announcements as announcing
from floor.usecases import history, players

T0 = 1_800_000_000.0


@pytest.fixture
def desk(tmp_path: Path):
    store = Store(tmp_path / "floor.db")
    tid = store.create(Settings("Friday Freezeout", buy_in=100, starting_stack=20_000), now=T0, author="Ana")
    yield StoreDesk(store, tid, "Ana", lambda: T0 + 60), store, tid, tmp_path / "floor.db"
    store.close()


def refusal(intent) -> str:
    with pytest.raises(FloorError) as refused:
        intent()
    return str(refused.value.message)


def test_an_announcement_is_on_the_state_until_it_is_cleared(desk) -> None:
    """Put up, it is the state's; replaced, the newer line; cleared, none."""
    floor, _, _, _ = desk
    assert announcing.announce(floor, "  Dinner break at 21:00  ").state.announcement == "Dinner break at 21:00"
    assert announcing.announce(floor, "Last hand before dinner").state.announcement == "Last hand before dinner"
    assert announcing.clear(floor).state.announcement == ""


def test_an_announcement_survives_a_restart_and_a_snapshot(desk) -> None:
    """A Floor opened again on the file shows the same line, whether it folds the log or starts from a snapshot."""
    floor, store, tid, path = desk
    announcing.announce(floor, "Ștefan, please come to the desk")
    store.close()
    again = Store(path)
    try:
        state = again.state(tid)
        assert state.announcement == "Ștefan, please come to the desk"
        assert snapshots.from_dict(tid, snapshots.to_dict(state)).announcement == state.announcement
    finally:
        again.close()


@pytest.mark.parametrize(("typed", "words"), [
    ("", "the announcement is empty: type what the room should read"),
    ("   ", "the announcement is empty: type what the room should read"),
    ("x" * 101, "the announcement is 101 characters long: 100 at most, so that it fits the screens"),
    ("Dinner\nbreak", "the announcement holds a line break or a control character (U+000A, at character 7): it is "
                      "shown on one line"),
    ("Bell\x07", "the announcement holds a line break or a control character (U+0007, at character 5): it is "
                 "shown on one line"),
])
def test_a_bad_announcement_is_refused_in_words_and_changes_nothing(desk, typed: str, words: str) -> None:
    """Empty, too long, or with a line break or a control character: one sentence, and no event written."""
    floor, store, tid, _ = desk
    before = store.state(tid).seq
    assert refusal(lambda: announcing.announce(floor, typed)) == words
    assert store.state(tid).seq == before


def test_the_longest_announcement_is_taken_whole(desk) -> None:
    floor, _, _, _ = desk
    line = "y" * announcements.MAX_LENGTH
    assert announcing.announce(floor, line).state.announcement == line


def test_clearing_nothing_or_repeating_the_line_is_refused(desk) -> None:
    """No announcement to clear; the same line twice is no change."""
    floor, _, _, _ = desk
    assert refusal(lambda: announcing.clear(floor)) == "there is no announcement on the screens to clear"
    announcing.announce(floor, "Chip race at the break")
    assert refusal(lambda: announcing.announce(floor, "Chip race at the break")) == (
        "this announcement is on the screens already")
    assert announcements.can_clear(floor.state()) and not announcements.can_announce(floor.state(), "")


def test_undo_takes_back_the_floors_action_not_the_announcement(desk) -> None:
    """An announcement is cleared, not undone: Undo after it takes back the registration before it."""
    floor, store, tid, _ = desk
    players.register(floor, "Ana Pop")
    announcing.announce(floor, "Welcome")
    history.undo(floor)
    state = store.state(tid)
    assert not state.players and state.announcement == "Welcome"
