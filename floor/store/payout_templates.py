"""The club's payout templates, in the database beside the tournaments: saved, listed, loaded and deleted.

A template belongs to the club, not to one tournament, so it is not an event of a tournament's log: a row of its
own (a name, the table as the JSON the shipped files use, when it was saved). A tournament made with a template
keeps a copy of its brackets in its settings, so a template edited or deleted later changes no tournament. Every
write is one transaction (:meth:`Store.writing`): a refusal, or a table that is not whole, changes nothing.
"""

from __future__ import annotations

import json

from floor.core.errors import FloorError, Text
from floor.core.textinput import loads
from floor.store.connection import Connection, mark
from floor.store.tournaments import Store
from floor.tournament.payout_drafts import verify_name
from floor.tournament.payouts import PayoutTable, parse_table, table_json


def _has_table(db: Connection) -> bool:
    if db.engine == "postgresql":
        return True  # (a server's schema is made whole: floor/store/postgres.py)
    return db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'payout_templates'") \
        .fetchone() is not None


def _unknown(name: str) -> FloorError:
    return FloorError(Text("there is no payout template called {name}", name=name), code="unknown-template")


def _table(name: str, brackets: object) -> PayoutTable:
    """A stored row as its table, checked as a shipped file is (a row edited by hand is named, not trusted)."""
    data = loads(str(brackets), Text("payout template {name}", name=name))
    if isinstance(data, dict):
        data = {**data, "name": name}
    return parse_table(data, name)


class PayoutTemplates:
    """The payout templates of the club whose database ``store`` is."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def names(self) -> list[str]:
        """Every template's name, in alphabetical order (none in a file with no templates yet)."""
        def read(db: Connection) -> list[str]:
            if not _has_table(db):
                return []
            return sorted((str(r[0]) for r in db.execute("SELECT name FROM payout_templates")), key=str.casefold)
        return self.store.reading(read) if self.store.exists else []

    def tables(self) -> list[PayoutTable]:
        """Every template, in alphabetical order (the creation form lists them beside the shipped tables)."""
        def read(db: Connection) -> list[PayoutTable]:
            if not _has_table(db):
                return []
            rows = db.execute("SELECT name, brackets FROM payout_templates").fetchall()
            return sorted((_table(str(name), brackets) for name, brackets in rows), key=lambda t: t.name.casefold())
        return self.store.reading(read) if self.store.exists else []

    def template(self, name: str) -> PayoutTable:
        """The template called ``name``; refused when there is none."""
        def read(db: Connection) -> PayoutTable:
            row = db.execute(f"SELECT name, brackets FROM payout_templates WHERE name = {mark(db)}",
                             [name]).fetchone() if _has_table(db) else None
            if row is None:
                raise _unknown(name)
            return _table(str(row[0]), row[1])
        if not self.store.exists:
            raise _unknown(name)
        return self.store.reading(read)

    def save(self, table: PayoutTable, *, now: float, new: bool = False) -> PayoutTable:
        """Keep ``table`` under its name (trimmed): a new template when ``new`` (refused if the name is taken, in any
        case), else the one of that name replaced (or made). All of it, or nothing."""
        with self.store.writing() as db:
            if db.engine == "postgresql":  # (another desk's save waits: the names checked stay the names, as on a file)
                db.execute("LOCK TABLE payout_templates IN EXCLUSIVE MODE")
            p = mark(db)
            others = [str(r[0]) for r in db.execute("SELECT name FROM payout_templates")]
            name = verify_name(table.name, others if new else [])
            saved = PayoutTable(name, table.brackets)
            if not new:
                for other in others:  # the same name in another case is that template, renamed as typed
                    if other.casefold() == name.casefold():
                        db.execute(f"DELETE FROM payout_templates WHERE name = {p}", [other])
            row = [name, json.dumps(table_json(saved), ensure_ascii=False, separators=(",", ":")), now]
            if db.engine == "postgresql":
                db.execute("INSERT INTO payout_templates (name, brackets, saved_at) VALUES (%s, %s, %s) ON CONFLICT "
                           "(name) DO UPDATE SET brackets = excluded.brackets, saved_at = excluded.saved_at", row)
            else:
                db.execute("INSERT OR REPLACE INTO payout_templates (name, brackets, saved_at) VALUES (?, ?, ?)", row)
        return saved

    def delete(self, name: str) -> None:
        """The template called ``name`` gone (the tournaments made with it keep their copies)."""
        with self.store.writing() as db:
            if db.execute(f"DELETE FROM payout_templates WHERE name = {mark(db)}", [name]).rowcount == 0:
                raise _unknown(name)
