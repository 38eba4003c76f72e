"""The club's payout templates in the database: saved, listed, loaded, deleted, each write all or nothing; a
tournament made with one keeps its copy."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from floor.core.errors import FloorError
from floor.store.payout_templates import PayoutTemplates
from floor.store.tournaments import Store
from floor.tournament import prizes
from floor.tournament.payouts import Bracket, PayoutTable, standard_table
from floor.tournament.settings import Settings

T0 = 1_800_000_000.0
FRIDAY = PayoutTable("Friday", (Bracket(2, 10, (7000, 3000)), Bracket(11, None, (5000, 3000, 2000))))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store(tmp_path / "club.db")
    opened.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    yield opened
    opened.close()


def rows(store: Store) -> list[tuple[object, ...]]:
    return store.reading(lambda db: db.execute("SELECT name, brackets FROM payout_templates ORDER BY name")
                         .fetchall())


def test_a_template_saved_is_listed_and_loads_as_it_was_saved(store: Store) -> None:
    book = PayoutTemplates(store)
    assert book.names() == [] and book.tables() == []
    book.save(FRIDAY, now=T0, new=True)
    book.save(PayoutTable("after work", standard_table().brackets), now=T0, new=True)
    assert book.names() == ["after work", "Friday"]
    assert book.template("Friday") == FRIDAY
    assert book.tables()[0] == PayoutTable("after work", standard_table().brackets)


def test_save_as_a_name_taken_in_any_case_is_refused_and_nothing_changes(store: Store) -> None:
    book = PayoutTemplates(store)
    book.save(FRIDAY, now=T0, new=True)
    before = rows(store)
    other = PayoutTable("FRIDAY", (Bracket(2, None, (10_000,)),))
    with pytest.raises(FloorError, match="called Friday already"):
        book.save(other, now=T0 + 1, new=True)
    assert rows(store) == before


def test_save_replaces_the_template_of_that_name(store: Store) -> None:
    book = PayoutTemplates(store)
    book.save(FRIDAY, now=T0, new=True)
    changed = PayoutTable("Friday", (Bracket(2, None, (6000, 4000)),))
    book.save(changed, now=T0 + 1)
    assert book.names() == ["Friday"] and book.template("Friday") == changed


def test_a_template_without_a_name_is_refused_and_nothing_is_written(store: Store) -> None:
    book = PayoutTemplates(store)
    with pytest.raises(FloorError, match="needs a name"):
        book.save(PayoutTable("  ", FRIDAY.brackets), now=T0, new=True)
    assert rows(store) == []


def test_delete_removes_the_template_and_an_unknown_one_is_named(store: Store) -> None:
    book = PayoutTemplates(store)
    book.save(FRIDAY, now=T0, new=True)
    book.delete("Friday")
    assert book.names() == []
    with pytest.raises(FloorError, match="no payout template called Friday"):
        book.delete("Friday")
    with pytest.raises(FloorError, match="no payout template called Friday"):
        book.template("Friday")


def test_a_tournament_made_with_a_template_keeps_its_copy_when_the_template_changes(store: Store) -> None:
    book = PayoutTemplates(store)
    book.save(FRIDAY, now=T0, new=True)
    tid = store.create(Settings("Friday night", buy_in=100, starting_stack=10_000, payout_copy=book.template("Friday")),
                       now=T0, author="Ana")
    book.save(PayoutTable("Friday", (Bracket(2, None, (5000, 5000)),)), now=T0 + 1)
    book.delete("Friday")
    again = Store(store.path)
    try:
        assert again.state(tid).settings.payout_copy == FRIDAY
        assert prizes.payout_table(again.state(tid).settings) == FRIDAY
    finally:
        again.close()


def test_a_file_an_older_floor_wrote_lists_no_templates_and_gets_the_table_at_the_first_save(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    Store(path).create(Settings("Old", buy_in=10, starting_stack=1_000), now=T0, author="Ana")
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE payout_templates")
    conn.execute("DELETE FROM _sqlite_migrations WHERE name = 'm004_payout_templates'")
    conn.commit()
    conn.close()
    store = Store(path)
    try:
        book = PayoutTemplates(store)
        assert book.names() == []
        book.save(FRIDAY, now=T0, new=True)
        assert book.names() == ["Friday"]
    finally:
        store.close()


def test_a_template_row_damaged_by_hand_is_refused_naming_it(store: Store) -> None:
    book = PayoutTemplates(store)
    book.save(FRIDAY, now=T0, new=True)
    with store.writing() as db:
        db.execute("UPDATE payout_templates SET brackets = ? WHERE name = 'Friday'",
                   ['{"brackets": [{"entries": [2, null], "places": [9000]}]}'])
    with pytest.raises(FloorError, match="Friday"):
        book.template("Friday")
