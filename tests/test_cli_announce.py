"""`floor announce TEXT` and `floor announce --clear`: the line every screen of the room shows, from the command
line; a bad line is refused in one sentence (exit 2) and changes nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import run_floor, run_floor_ok

from floor.store.tournaments import Store


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "floor.db"
    run_floor_ok(path, "tournament", "new", "Friday Night", "--buy-in", "100", "--stack", "10000")
    return path


def announcement(db: Path) -> str:
    store = Store(db)
    try:
        return store.state(store.latest()).announcement
    finally:
        store.close()


def test_announce_puts_the_line_up_and_clear_takes_it_off(db: Path) -> None:
    assert run_floor_ok(db, "announce", "Dinner break at 21:00").strip() == "On the screens: Dinner break at 21:00"
    assert announcement(db) == "Dinner break at 21:00"
    shown = json.loads(run_floor_ok(db, "announce", "Last hand", "--json"))
    assert shown["announcement"] == "Last hand"
    assert run_floor_ok(db, "announce", "--clear").strip() == "The announcement is off the screens"
    assert announcement(db) == ""
    assert "Announcement on the screens: Dinner break at 21:00" in run_floor_ok(db, "history")


@pytest.mark.parametrize(("argv", "line"), [
    (("announce",), "floor: give the announcement's text, or --clear to take it off the screens"),
    (("announce", "Hello", "--clear"), "floor: give the announcement's text, or --clear to take it off the screens"),
    (("announce", ""), "floor: the announcement is empty: type what the room should read"),
    (("announce", "z" * 150), "floor: the announcement is 150 characters long: 100 at most, so that it fits the "
                              "screens"),
    (("announce", "two\nlines"), "floor: the announcement holds a line break or a control character (U+000A, at "
                                 "character 4): it is shown on one line"),
    (("announce", "--clear"), "floor: there is no announcement on the screens to clear"),
])
def test_a_bad_announcement_is_one_line_and_changes_nothing(db: Path, argv: tuple[str, ...], line: str) -> None:
    done = run_floor(db, *argv)
    assert done.returncode == 2 and done.stderr.strip().splitlines() == [line]
    assert announcement(db) == ""
