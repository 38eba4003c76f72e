"""What every command shares: the database, who is acting, the time, and how to answer."""

from __future__ import annotations

import argparse
import getpass
import json
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from floor.core.errors import FloorError, Text, said_line

if TYPE_CHECKING:  # the store (sqlite-utils) is imported when a command first opens it: `floor showdown` never does
    from floor.store.desk import StoreDesk
    from floor.store.tournaments import Store


def common_options() -> argparse.ArgumentParser:
    """Options every tournament command takes (a parent parser)."""
    from floor.commands.inputs import tournament_number  # here: `floor showdown` reads no tournament number

    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument("--json", action="store_true", help="print machine-readable JSON")
    parent.add_argument("-t", "--tournament", type=tournament_number, metavar="N",
                        help="the tournament number (default: the latest one)")
    return parent


def author_of(args: argparse.Namespace) -> str:
    """Who is acting: --author, else $FLOOR_AUTHOR, else the login name."""
    return str(getattr(args, "author", None) or os.environ.get("FLOOR_AUTHOR") or getpass.getuser())


@dataclass
class Context:
    """One command's run: opened lazily, so `floor --help` touches no database."""

    db_path: Path | None
    author: str
    as_json: bool
    stdout: TextIO
    tournament_id: int | None = None
    _store: Store | None = field(default=None, repr=False)

    @staticmethod
    def from_args(args: argparse.Namespace, stdout: TextIO) -> Context:
        author = author_of(args)
        path = Path(args.db) if args.db else None
        return Context(path, author, bool(getattr(args, "json", False)), stdout,
                       getattr(args, "tournament", None))

    def use_desk_folder(self) -> None:
        """For the windows: without --db or FLOOR_DB, the data folder chosen in the settings dialog."""
        if self.db_path is not None or os.environ.get("FLOOR_DB") or self._store is not None:
            return
        from floor.ui.common.settings import DeskSettings  # Qt: only the window commands pay for it

        folder = DeskSettings().data_folder
        if folder is not None:
            self.db_path = folder / "floor.db"

    @property
    def store(self) -> Store:
        """The database (opening reads only; a read command on a path with no database is refused)."""
        if self._store is None:
            from floor.store.database import default_path
            from floor.store.where import open_store

            self._store = open_store(self.db_path or default_path(), warn=self.warn)
        return self._store

    def note(self, text: str) -> None:
        """What the command took for granted (the tournament it acts on), on standard error, one line."""
        sys.stderr.write(f"floor: {said_line(text)}\n")

    def warn(self, text: str) -> None:
        """Something the floor must know that does not stop the command (on standard error, one line)."""
        sys.stderr.write(f"floor: warning: {said_line(text)}\n")

    @property
    def tid(self) -> int:
        """The tournament this command acts on."""
        if self.tournament_id is None:
            self.tournament_id, why = self.store.current()
            if why:
                name = self.store.state(self.tournament_id).settings.name
                said = {"running": Text("tournament {number}, {name}: the running one (--tournament N for another)",
                                        number=self.tournament_id, name=name),
                        "not started": Text("tournament {number}, {name}: the latest not started (--tournament N "
                                            "for another)", number=self.tournament_id, name=name)}
                self.note(said.get(why) or Text("tournament {number}, {name}: the latest (--tournament N for "
                                                "another)", number=self.tournament_id, name=name))
        return self.tournament_id

    def now(self) -> float:
        return time.time()

    @property
    def desk(self) -> StoreDesk:
        """The tournament this command acts on, as the use cases take it (:mod:`floor.usecases`)."""
        from floor.store.desk import StoreDesk

        return StoreDesk(self.store, self.tid, self.author, self.now)

    def answer(self, data: Any, text: str) -> None:
        """JSON with --json, else the text for people."""
        if self.as_json:
            self.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        elif text:
            self.stdout.write(text.rstrip("\n") + "\n")

    def back_up_if_due(self) -> str | None:
        """After a change: the automatic backup (every 5 minutes and at each level change).

        A failure is a warning: the change itself is saved.
        """
        if self._store is None:
            return None
        from floor.store.backup import auto_backup

        try:
            for tid in sorted(self._store.changed):
                auto_backup(self._store, tid, self.now())
        except FloorError as err:
            return f"the automatic backup failed: {err.message}"
        return None

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
