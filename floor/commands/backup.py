"""`floor backup [--list]` and `floor restore FILE`: copies of the whole database, and putting one back."""

from __future__ import annotations

import argparse
import os
from datetime import datetime
from pathlib import Path

from floor.commands.context import Context
from floor.commands.inputs import bounded
from floor.store import backup as backups
from floor.store import backup_files, debris
from floor.store import restore as restoring
from floor.store.address import is_server, no_file_copies
from floor.store.database import default_path


def _db_path(ctx: Context) -> Path:
    """The file backed up or restored; a server's database is refused (its copy is the standby's)."""
    db = ctx.db_path or default_path()
    if is_server(db):
        raise no_file_copies()
    return db


def _size(n: int) -> str:
    """84 KB, 1.2 MB: a file's size for people."""
    if n < 1024:
        return f"{n} bytes"
    size = n / 1024
    for unit in ("KB", "MB"):
        if size < 1024:
            return f"{size:.1f} {unit}" if size < 10 else f"{size:.0f} {unit}"
        size /= 1024
    return f"{size:.1f} GB"


def _when(t: float) -> str:
    return f"{datetime.fromtimestamp(t):%Y-%m-%d %H:%M:%S}"


def cmd_backup(ctx: Context, args: argparse.Namespace) -> None:
    db = _db_path(ctx)
    folder = Path(args.folder) if args.folder else backup_files.default_folder(db)
    if args.list:
        debris.clean(db)  # (a command that opens the database does this as it opens)
        found = backup_files.list_backups(folder, db.stem)
        data = [{"path": str(b.path), "time": b.time, "size": b.size, "before_restore": b.before_restore}
                for b in found]
        lines = [f"{_when(b.time)}  {_size(b.size):>10}  {b.path}"
                 + ("  (the database as it was before a restore)" if b.before_restore else "") for b in found]
        ctx.answer(data, "\n".join(lines) if lines else f"No backups of {db.name} in {folder} yet.")
        return
    made = backups.backup(db, folder, now=ctx.now(), keep=args.keep)
    size = made.stat().st_size
    ctx.answer({"path": str(made), "size": size, "folder": str(folder), "keep": args.keep},
               f"Backup saved: {made} ({_size(size)}).\n"
               f"The {args.keep} newest backups of {db.name} are kept in {folder}.")


def cmd_restore(ctx: Context, args: argparse.Namespace) -> None:
    db = _db_path(ctx)
    source = Path(args.file)
    if not os.path.exists(source) and source.parent == Path() \
            and os.path.exists(backup_files.default_folder(db) / source):  # (a name too long: not there, said next)
        source = backup_files.default_folder(db) / source  # a name from `floor backup --list`
    safety = restoring.restore(source, db, now=ctx.now())
    data = {"restored": str(db), "from": str(source), "safety_copy": str(safety) if safety else None}
    if safety is None:
        text = f"Restored {db} from {source}. There was no database there before."
    else:
        text = (f"Restored {db} from {source}.\n"
                f"The database as it was just before is saved as {safety}: nothing is lost.")
    ctx.answer(data, text)


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    as_json = argparse.ArgumentParser(add_help=False)
    as_json.add_argument("--json", action="store_true", help="print machine-readable JSON")
    b = commands.add_parser("backup", parents=[as_json], help="back up the whole database now (or list the backups)")
    b.add_argument("--folder", metavar="DIR", help="where backups go (default: backups/ next to the database)")
    b.add_argument("--keep", type=bounded("a number of backups", 1, 1000), default=backups.KEEP, metavar="N",
                   help=f"keep the N newest backups, delete older ones (default {backups.KEEP})")
    b.add_argument("--list", action="store_true", help="list the backups, newest first, instead of taking one")
    b.set_defaults(run=cmd_backup)
    r = commands.add_parser("restore", parents=[as_json],
                            help="put a backup in place of the database (the current one is saved first)")
    r.add_argument("file", metavar="FILE", help="the backup file (a path, or a name from `floor backup --list`)")
    r.set_defaults(run=cmd_restore)
