"""``floor standby setup|status|drop|rejoin`` and ``floor promote``: the synchronous standby's life (issue 31).

They act on PostgreSQL servers and their data folders, not on a tournament: each runs raw (no store is opened) and
says a refusal in one line, as every command does. The work is floor/store/replication.py's.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from floor.commands.inputs import bounded, port_number
from floor.core.errors import FloorError, Text, said_line

if TYPE_CHECKING:
    from floor.store.replication import Dropped

EXIT_REFUSED = 2

seconds = bounded("seconds", 1, 3600)
Printed = tuple[dict[str, object], list[str]]  # the JSON answer and the lines a person reads


def _answer(work: Callable[[argparse.Namespace], Printed]) -> Callable[[argparse.Namespace, TextIO, TextIO], int]:
    """A command that prints its lines (or its JSON with --json), or its refusal in one line, exit status 2."""

    def run(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
        try:
            data, lines = work(args)
        except FloorError as err:
            if args.json:
                stdout.write(json.dumps({"error": err.to_dict()}, ensure_ascii=False) + "\n")
            else:
                sys.stderr.write(f"floor: {said_line(err.message)}\n")
            return EXIT_REFUSED
        if args.json:
            stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        else:
            stdout.write("".join(f"{line}\n" for line in lines))
        return 0

    return run


def _server(args: argparse.Namespace) -> str:
    """The server a command talks to: --db, else $FLOOR_DB."""
    chosen = getattr(args, "db", None) or os.environ.get("FLOOR_DB")
    if not chosen:
        raise FloorError(Text("say which PostgreSQL server: --db postgresql://HOST:PORT/DB (or set FLOOR_DB)"),
                         code="no-server")
    return str(chosen)


def cmd_setup(args: argparse.Namespace) -> Printed:
    from floor.store import replication

    done = replication.setup_standby(args.primary, Path(args.data), name=args.name, port=args.port,
                                     listen=args.listen, socket_dir=Path(args.socket_dir) if args.socket_dir else None,
                                     wait_s=args.wait)
    lines = [f"standby {done.name} in {done.data}, port {done.port}: synchronous with {done.primary} "
             f"({done.seconds:.2f} s); every write is now on two machines"]
    if not done.rewindable:
        lines.append("the primary has neither wal_log_hints nor data checksums: after a failover the old primary "
                     "rejoins by a fresh clone, not pg_rewind (set wal_log_hints = on and restart it to allow it)")
    return asdict(done), lines


def cmd_status(args: argparse.Namespace) -> Printed:
    from floor.store import replication

    state = replication.replication_state(_server(args))
    return state.to_json(), [str(line) for line in replication.status_lines(state)]


def cmd_drop(args: argparse.Namespace) -> Printed:
    from floor.store import replication

    server = _server(args)
    done = replication.drop_standby(server, standby=args.standby)
    logged = _on_record(server, done, args)
    where = (Text("on record in tournament {numbers}", numbers=", ".join(map(str, logged))) if logged else
             Text("no tournament on this database to put it on record in"))
    return {"standby": done.standby, "server": done.server, "fenced": done.fenced, "ruling": str(done.ruling),
            "tournaments": logged}, [str(done.ruling), str(where)]


def _on_record(server: str, done: Dropped, args: argparse.Namespace) -> list[int]:
    """The choice put in the history of every tournament on the server not yet finished (its numbers): who made
    it and when, as a ruling is kept. None when the server holds no Floor database (a drop named another one)."""
    from floor.commands.context import author_of
    from floor.store.desk import StoreDesk
    from floor.store.where import open_store
    from floor.tournament import closing
    from floor.usecases.tournament import note_standby_dropped

    store = open_store(server)
    try:
        if not store.exists:
            return []
        author = author_of(args)
        logged = []
        for summary in store.tournaments():
            if summary.status != closing.FINISHED:
                note_standby_dropped(StoreDesk(store, summary.id, author), done.standby, done.server,
                                     fenced=done.fenced)
                logged.append(summary.id)
        return logged
    finally:
        store.close()


def cmd_promote(args: argparse.Namespace) -> Printed:
    from floor.store import replication

    done = replication.promote(Path(args.data), old=args.old, wait_s=args.wait)
    return {**asdict(done), "old": str(done.old)}, [str(done.sentence())]


def cmd_fence(args: argparse.Namespace) -> Printed:
    from floor.store import replication

    if not replication.fence_when_back(args.old, args.watch):
        raise FloorError(Text("the old primary at {server} did not answer within {seconds} s: it is not fenced",
                              server=replication.server_name(args.old), seconds=int(args.watch)),
                         code="not-fenced")
    return {"old": replication.server_name(args.old), "fenced": True}, [
        f"the old primary {replication.server_name(args.old)} is fenced: it takes no writes and starts as a standby"]


def cmd_rejoin(args: argparse.Namespace) -> Printed:
    from floor.store import replication

    done = replication.rejoin(Path(args.data), args.primary, name=args.name, port=args.port,
                              socket_dir=Path(args.socket_dir) if args.socket_dir else None, wait_s=args.wait)
    return asdict(done), [f"{done.name} is the synchronous standby of {done.primary} again ({done.seconds:.2f} s)"]


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = commands.add_parser("standby", help="the PostgreSQL standby: set up, status, drop (go on without it), "
                            "rejoin")
    sub = p.add_subparsers(dest="standby_command", metavar="ACTION", required=True)

    setup = sub.add_parser("setup", help="on the standby's machine: clone the primary into DIR and make it the "
                           "primary's synchronous standby")
    setup.add_argument("--primary", required=True, metavar="CONNINFO", help="the primary, e.g. "
                       "postgresql://floor@10.0.0.1/postgres (its user may replicate)")
    setup.add_argument("--data", required=True, metavar="DIR", help="the standby's data folder (empty or new)")
    setup.add_argument("--name", default="node2", help="the standby's name on the primary (default node2)")
    setup.add_argument("--port", type=port_number, default=5432, help="the standby's port (default 5432)")
    setup.add_argument("--listen", metavar="ADDRESSES", help="the standby's listen_addresses (default: the "
                       "primary's)")
    setup.add_argument("--socket-dir", metavar="DIR", help="the standby's unix socket folder (default: the "
                       "primary's setting)")
    setup.add_argument("--wait", type=seconds, default=30, metavar="SECONDS",
                       help="how long to wait for the standby to become synchronous (default 30)")
    _common(setup)
    setup.set_defaults(raw=_answer(cmd_setup))

    status = sub.add_parser("status", help="the engine, the server, its role and its standby's state")
    status.add_argument("--db", default=argparse.SUPPRESS, metavar="CONNINFO",
                        help="the server (default: the global --db, else $FLOOR_DB)")
    _common(status)
    status.set_defaults(raw=_answer(cmd_status))

    drop = sub.add_parser("drop", help="go on without the standby: it is fenced first (when it answers), then the "
                          "primary stops waiting for it; prints the ruling to log")
    drop.add_argument("--db", default=argparse.SUPPRESS, metavar="CONNINFO",
                      help="the primary (default: the global --db, else $FLOOR_DB)")
    drop.add_argument("--standby", metavar="CONNINFO", help="how to reach the standby to fence it (default: as the "
                      "primary remembers it from floor standby setup)")
    _common(drop)
    drop.set_defaults(raw=_answer(cmd_drop))

    rejoin = sub.add_parser("rejoin", help="on the old primary's machine: rewind its folder and make it the "
                            "synchronous standby of the new primary")
    rejoin.add_argument("--data", required=True, metavar="DIR", help="the old primary's data folder")
    rejoin.add_argument("--primary", required=True, metavar="CONNINFO", help="the new primary")
    rejoin.add_argument("--name", help="its name as a standby (default: its cluster_name)")
    rejoin.add_argument("--port", type=port_number, help="its port (default: as its configuration says)")
    rejoin.add_argument("--socket-dir", metavar="DIR", help="its unix socket folder (default: as its configuration "
                        "says)")
    rejoin.add_argument("--wait", type=seconds, default=30, metavar="SECONDS",
                        help="how long to wait for it to become synchronous (default 30)")
    _common(rejoin)
    rejoin.set_defaults(raw=_answer(cmd_rejoin))

    fence = sub.add_parser("fence", help="after a failover: fence the old primary (stopped, and read-only however "
                           "it starts), waiting for it to come back if it is away")
    fence.add_argument("--old", required=True, metavar="CONNINFO", help="the old primary")
    fence.add_argument("--watch", type=seconds, default=1, metavar="SECONDS",
                       help="how long to wait for it to answer (default 1)")
    _common(fence)
    fence.set_defaults(raw=_answer(cmd_fence))

    promote = commands.add_parser("promote", help="at the standby's machine: fence the old primary, then make this "
                                  "standby the primary")
    promote.add_argument("--data", required=True, metavar="DIR", help="the standby's data folder")
    promote.add_argument("--old", metavar="CONNINFO", help="the old primary (default: the one the standby follows)")
    promote.add_argument("--wait", type=seconds, default=30, metavar="SECONDS",
                         help="how long to wait for the promotion (default 30)")
    _common(promote)
    promote.set_defaults(raw=_answer(cmd_promote))
