"""Floor's tables, built and migrated by sqlite-utils: each migration runs once per file, recorded in the file.

Opening a file that has every migration (:data:`floor.store.database.MIGRATIONS`) never imports
this module: only a new file, or one written by an older Floor, does.
"""

from __future__ import annotations

import sqlite3

from sqlite_utils import Database, Migrations

migrations = Migrations("floor")


@migrations()
def m001_tournaments_and_events(db: Database) -> None:
    db["tournaments"].create({"id": int, "name": str, "created_at": float}, pk="id")  # type: ignore[union-attr]
    db["events"].create(  # type: ignore[union-attr]
        {"id": int, "tournament_id": int, "seq": int, "kind": str, "at": float, "author": str, "payload": str},
        pk="id", foreign_keys=[("tournament_id", "tournaments", "id")], not_null={"tournament_id", "seq", "kind"},
    )
    db["events"].create_index(["tournament_id", "seq"], unique=True)  # type: ignore[union-attr]


@migrations()
def m002_snapshots(db: Database) -> None:
    db["snapshots"].create(  # type: ignore[union-attr]
        {"tournament_id": int, "seq": int, "state": str}, pk=("tournament_id", "seq"),
        foreign_keys=[("tournament_id", "tournaments", "id")],
    )


@migrations()
def m003_devices(db: Database) -> None:
    """The room's paired devices and the pairing codes the desk made (digests only: floor/room/pairing.py)."""
    db["pairings"].create(  # type: ignore[union-attr]
        {"code_digest": str, "role": str, "tbl": int, "person": str, "pin_digest": str, "made_at": float,
         "expires_at": float, "used_by": str}, pk="code_digest", not_null={"role", "made_at", "expires_at"})
    db["devices"].create(  # type: ignore[union-attr]
        {"id": str, "token_digest": str, "role": str, "tbl": int, "person": str, "paired_at": float,
         "revoked_at": float, "last_seen": float, "address": str}, pk="id", not_null={"token_digest", "role"})
    db["devices"].create_index(["token_digest"], unique=True)  # type: ignore[union-attr]


@migrations()
def m004_payout_templates(db: Database) -> None:
    """The club's payout templates (floor/store/payout_templates.py): a name, the table as JSON, when saved."""
    db["payout_templates"].create(  # type: ignore[union-attr]
        {"name": str, "brackets": str, "saved_at": float}, pk="name", not_null={"brackets", "saved_at"})


@migrations()
def m005_members(db: Database) -> None:
    """The club's members (floor/store/members.py): an id, a name and nickname, the member a duplicate was merged
    into, when added."""
    db["members"].create(  # type: ignore[union-attr]
        {"member_id": str, "name": str, "nickname": str, "merged_into": str, "added_at": float}, pk="member_id",
        not_null={"name"})


@migrations()
def m006_leagues(db: Database) -> None:
    """The club's leagues of its own tournaments (floor/store/leagues.py): each season's formula, best-of and final,
    and the tournaments that count for it."""
    db["leagues"].create(  # type: ignore[union-attr]
        {"league": str, "season": str, "formula": str, "best_of": int, "final_seats": int}, pk=("league", "season"),
        not_null={"formula"})
    db["league_tournaments"].create(  # type: ignore[union-attr]
        {"league": str, "season": str, "tournament_id": int}, pk=("league", "season", "tournament_id"),
        foreign_keys=[("tournament_id", "tournaments", "id")])


@migrations()
def m007_league_finals(db: Database) -> None:
    """Each season's final, once created (floor/store/leagues.py): the tournament its qualifiers were entered in."""
    db["league_finals"].create(  # type: ignore[union-attr]
        {"league": str, "season": str, "tournament_id": int}, pk=("league", "season"),
        foreign_keys=[("tournament_id", "tournaments", "id")])


@migrations()
def m008_commands(db: Database) -> None:
    """Each write's command id as its client chose it (floor/store/tournaments.py ``Store.once``): the same id again
    is answered with the first answer and writes nothing, whatever happened to the answer on its way."""
    db["commands"].create(  # type: ignore[union-attr]
        {"command_id": str, "tournament_id": int, "author": str, "request": str, "first_seq": int, "last_seq": int,
         "answer": str, "at": float}, pk="command_id", not_null={"author", "request", "answer"})


@migrations()
def m009_event_checksums(db: Database) -> None:
    """Each event's checksum chained to the one before it (floor/store/chain.py); the file's existing events are
    chained as they stand, so an older file is protected from its first action on."""
    from floor.store import chain

    db["events"].add_column("checksum", bytes)  # type: ignore[union-attr]
    chain.seal(db.conn)


def names() -> tuple[str, ...]:
    """The migrations this Floor knows, in order."""
    return tuple(migration.name for migration in migrations._migrations)


def apply(conn: sqlite3.Connection) -> None:
    """Apply the migrations the file lacks, inside the caller's transaction."""
    migrations.apply(Database(conn, recursive_triggers=False))
