"""A synchronous standby's life as Floor's own commands (issue 31): set up, watched, dropped, promoted, rejoined.

Engine administration through psycopg and PostgreSQL's own programs (``pg_basebackup``, ``pg_ctl``, ``pg_rewind``),
no Qt. What each step does and why is measured in docs/postgresql.md ("Floor's standby commands"). The server's
programs refuse to run as root: as root they run as the data folder's owner (``postgres`` for a new one) through
``setpriv``; otherwise they run as they are.

Fencing, with two machines and no witness, is two halves of one decision that must never both be made: ``drop`` at
the primary's desk ("the primary goes on alone") and ``promote`` at the standby's ("the standby takes over"). Each
checks the other node when it can reach it and refuses the second half (drop refuses when the standby answers as a
primary; promote refuses when the old primary answers and went on without this standby), and fences the other node
it reaches (it stops it, and leaves a mark in its data folder that makes it start read-only or refuse to promote).
When the other node cannot be reached, nothing can tell a dead machine from a cut cable: the command says so, and
only a third machine (pg_auto_failover's monitor) removes that risk.
"""

from __future__ import annotations

import contextlib
import functools
import os
import pwd
import re
import shutil
import sqlite3
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

import psycopg
from psycopg import conninfo as libpq

from floor.core.errors import FloorError, Text
from floor.store.address import is_server
from floor.store.pg_programs import as_owner, find_bin
from floor.tournament.describe.people import standby_dropped_sentence

SERVER_USER = "postgres"  # Debian's package makes it: the owner of a new standby's folder when we are root
REMEMBERED = "floor.standby"  # in the primary's data folder: how it reaches its standby (for drop's fence)
DROPPED_MARK = "floor.dropped"  # in a standby's data folder: the primary went on without it; never promote it
# A promoted standby waits this long between looks for WAL; PostgreSQL's default (5 s) made one promotion in ten
# wait 5 s more before it took writes (benchmarks/store_engines.py: 0.15 s median, 5.2 s worst; 0.29 s at 200 ms).
RETRY_WAL = "200ms"
WAL_KEPT = "128MB"  # wal_keep_size: pg_rewind needs the old primary's WAL back to the fork (docs/postgresql.md)
SYNC_STRENGTH = ("on", "remote_apply")  # synchronous_commit values that wait for the standby's disk


class ReplicationError(FloorError):
    """A standby command refused: nothing was changed (or what was changed is put back)."""

    code = "replication"


P = ParamSpec("P")
R = TypeVar("R")


def said(action: Callable[P, R]) -> Callable[P, R]:
    """A command's failures in the floor's words: a file the machine refuses (a name too long, no permission)
    or an error PostgreSQL answers mid-way is one refusal line, not a crash."""

    @functools.wraps(action)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return action(*args, **kwargs)
        except OSError as err:
            raise ReplicationError(Text("cannot use {path}: {reason}", path=str(err.filename or "?"),
                                        reason=err.strerror or str(err)), code="os-error") from None
        except psycopg.Error as err:
            raise ReplicationError(Text("PostgreSQL refused: {reason}", reason=_first_line(err)),
                                   code="postgresql-refused") from None

    return run


# -- PostgreSQL's programs on this machine ----------------------------------------------------------------------

@dataclass(frozen=True)
class Programs:
    """PostgreSQL's programs as this machine runs them: from ``bin``, as ``owner`` (uid, gid) when we are root,
    inside ``wrap`` (e.g. ``ip netns exec NS``: a test's host)."""

    bin: Path
    owner: tuple[int, int] | None = None
    wrap: tuple[str, ...] = ()

    def argv(self, program: str, *args: str) -> list[str]:
        return as_owner(self.bin, program, args, self.owner, self.wrap)

    def run(self, program: str, *args: str, cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        """Run one program to its end (its exit status is the caller's to read)."""
        env = dict(os.environ, LC_ALL="C.UTF-8", LANG="C.UTF-8")
        if self.owner is not None:
            env["HOME"] = str(cwd)
        return subprocess.run(self.argv(program, *args), capture_output=True, text=True, timeout=timeout,
                              cwd=cwd, env=env, check=False)


def programs(owner: tuple[int, int] | None) -> Programs:
    """This machine's programs, or the refusal that says what to install."""
    found = find_bin()
    if found is None or not (found / "pg_basebackup").is_file():
        raise ReplicationError(Text("PostgreSQL's programs are not installed on this machine (no pg_basebackup, "
                                    "pg_ctl, pg_rewind): apt-get install postgresql"), code="no-postgresql")
    return Programs(found, owner)


def owner_of(folder: Path) -> tuple[int, int] | None:
    """As root, who the server runs as: the data folder's owner (never root). Not root: None (run as we are)."""
    if os.geteuid() != 0:
        return None
    info = folder.stat()
    if info.st_uid == 0:
        raise ReplicationError(Text("the data folder {folder} belongs to root: PostgreSQL's server never runs as "
                                    "root (chown it to the postgres user)", folder=str(folder)), code="root-folder")
    return info.st_uid, info.st_gid


def new_owner() -> tuple[int, int] | None:
    """As root, the system user a new standby's folder is given (Debian's ``postgres``). Not root: None."""
    if os.geteuid() != 0:
        return None
    try:
        entry = pwd.getpwnam(SERVER_USER)
    except KeyError:
        raise ReplicationError(Text("there is no postgres user on this machine to run the standby's server: "
                                    "apt-get install postgresql"), code="no-postgresql") from None
    return entry.pw_uid, entry.pw_gid


def _failed(done: subprocess.CompletedProcess[str]) -> str:
    """A program's own last words, one line."""
    words = (done.stderr.strip() or done.stdout.strip()).splitlines()
    return words[-1] if words else f"exit status {done.returncode}"


# -- a data folder and its configuration ------------------------------------------------------------------------

def _quoted(value: str) -> str:
    """A value as postgresql.auto.conf writes it."""
    return "'" + value.replace("\\", "\\\\").replace("'", "''") + "'"


def configure(data: Path, settings: dict[str, str], owner: tuple[int, int] | None) -> None:
    """Append ``settings`` (already quoted) to the folder's postgresql.auto.conf: read at the next start or reload;
    the last line of a name wins, and the next ALTER SYSTEM rewrites the file tidily."""
    auto = data / "postgresql.auto.conf"
    with auto.open("a", encoding="utf-8") as conf:
        for key, value in settings.items():
            conf.write(f"{key} = {value}\n")
    if owner is not None:
        os.chown(auto, *owner)


def auto_setting(data: Path, name: str) -> str | None:
    """The value postgresql.auto.conf gives ``name`` (its last line), unquoted; None when it has none."""
    found: str | None = None
    with contextlib.suppress(OSError):
        for line in (data / "postgresql.auto.conf").read_text(encoding="utf-8").splitlines():
            key, sep, value = line.partition("=")
            if sep and key.strip() == name:
                value = value.strip()
                if value.startswith("'") and value.endswith("'") and len(value) >= 2:
                    value = value[1:-1].replace("''", "'").replace("\\\\", "\\")
                found = value
    return found


def _is_data_folder(data: Path) -> bool:
    return (data / "PG_VERSION").is_file()


def _running_pid(data: Path) -> int | None:
    """The postmaster's pid when it runs (a zombie counts as dead: some containers' init never reaps one)."""
    with contextlib.suppress(OSError, ValueError, IndexError):
        pid = int((data / "postmaster.pid").read_text().splitlines()[0])
        status = Path(f"/proc/{pid}/status").read_text()
        state = next((line.split()[1] for line in status.splitlines() if line.startswith("State:")), "?")
        return pid if state not in {"Z", "X"} else None
    return None


def local_conninfo(data: Path, user: str | None = None) -> str:
    """How this machine reaches the server of ``data``: its port and address from postmaster.pid, the user it
    replicates as (a standby's primary_conninfo), else the folder owner's name."""
    lines = (data / "postmaster.pid").read_text().splitlines()
    port = lines[3].strip()
    listen = lines[5].strip() if len(lines) > 5 else ""
    host = "127.0.0.1" if listen in {"", "*", "0.0.0.0"} else listen.split(",")[0].strip()
    if user is None:
        replicating = auto_setting(data, "primary_conninfo")
        named = libpq.conninfo_to_dict(replicating).get("user") if replicating else None
        user = None if named is None else str(named)
    if user is None:
        user = pwd.getpwuid(data.stat().st_uid).pw_name
    return libpq.make_conninfo(host=host, port=port, user=str(user), dbname="postgres", connect_timeout=5)


# -- talking to a server ------------------------------------------------------------------------------------------

def server_name(conninfo: str) -> str:
    """host:port as a person would name the server (the first of a multi-host string)."""
    try:
        words = libpq.conninfo_to_dict(conninfo)
    except psycopg.Error:
        return "?"
    host = str(words.get("host") or words.get("hostaddr") or "localhost").split(",")[0]
    port = str(words.get("port") or "5432").split(",")[0]
    return f"{host}:{port}"


def connect(conninfo: str, timeout_s: int = 5) -> psycopg.Connection[Any]:
    """An autocommit connection, or the refusal that names the server it could not reach."""
    if not conninfo_given(conninfo):
        raise ReplicationError(Text("say which PostgreSQL server: host=HOST port=PORT user=NAME, or "
                                    "postgresql://HOST:PORT/DB"), code="no-server")
    parsed = libpq.conninfo_to_dict(conninfo)
    try:
        return psycopg.connect(conninfo, autocommit=True,
                               connect_timeout=int(parsed.get("connect_timeout") or timeout_s))
    except psycopg.OperationalError as err:
        raise ReplicationError(Text("cannot reach the PostgreSQL server at {server}: {reason}",
                                    server=server_name(conninfo), reason=_first_line(err)),
                               code="unreachable") from None


def conninfo_given(text: str) -> bool:
    """A connection string that names something (an empty one means libpq's defaults: never meant here), and
    that libpq can read (or the refusal that says it cannot)."""
    if not text.strip():
        return False
    try:
        libpq.conninfo_to_dict(text)
    except psycopg.Error:
        raise ReplicationError(Text("{conninfo} is not a PostgreSQL connection string (write e.g. "
                                    "postgresql://HOST:PORT/DB or host=HOST port=PORT user=NAME)",
                                    conninfo=text), code="bad-conninfo") from None
    return True


def _first_line(err: BaseException) -> str:
    text = str(err).strip().splitlines()
    return text[-1].strip() if text else type(err).__name__


def _reachable(conninfo: str) -> psycopg.Connection[Any] | None:
    """A connection, or None when the server does not answer within 2 s."""
    with contextlib.suppress(ReplicationError):
        return connect(conninfo, timeout_s=2)
    return None


def _one(connection: psycopg.Connection[Any], sql: str) -> Any:
    row = connection.execute(sql).fetchone()
    return None if row is None else row[0]


def _in_recovery(connection: psycopg.Connection[Any]) -> bool:
    return bool(_one(connection, "SELECT pg_is_in_recovery()"))


def _set_sync_list(connection: psycopg.Connection[Any], names: str) -> None:
    """The primary's synchronous_standby_names, at once for every waiting and future commit."""
    connection.execute(f"ALTER SYSTEM SET synchronous_standby_names = {_quoted(names)}")
    connection.execute("SELECT pg_reload_conf()")


def _sync_state(connection: psycopg.Connection[Any], name: str) -> str | None:
    row = connection.execute("SELECT sync_state FROM pg_stat_replication WHERE application_name = %s "
                             "ORDER BY sync_state = 'sync' DESC LIMIT 1", (name,)).fetchone()
    return None if row is None else str(row[0])


def _wait_sync(connection: psycopg.Connection[Any], name: str, wait_s: float) -> float | None:
    """Seconds until ``name`` is the primary's sync standby, or None when it is not within ``wait_s``."""
    began = time.monotonic()
    while time.monotonic() - began < wait_s:
        if _sync_state(connection, name) == "sync":
            return time.monotonic() - began
        time.sleep(0.05)
    return None


# -- status: what the desk shows ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class StandbyState:
    """One standby as its primary sees it (``pg_stat_replication``)."""

    name: str
    address: str
    sync_state: str  # sync, potential, quorum (pg_auto_failover's "ANY 1 (...)": with one standby, sync), async
    replay_lag_bytes: int | None
    replay_lag_s: float | None


@dataclass(frozen=True)
class ReplicationState:
    """What the desk says about the engine and its standby (``floor standby status``)."""

    engine: str  # "PostgreSQL"
    server: str  # host:port
    version: str
    role: str  # "primary" or "standby"
    waits_for: str  # the primary's synchronous_standby_names ("" when it writes alone)
    standbys: tuple[StandbyState, ...]
    upstream: str | None  # a standby's primary, as its WAL receiver names it
    behind_bytes: int | None  # a standby: received but not yet replayed
    behind_s: float | None  # a standby: since the last replayed commit's time

    @property
    def sync_standby(self) -> StandbyState | None:
        return next((s for s in self.standbys if s.sync_state in {"sync", "quorum"}), None)

    @property
    def writes_wait(self) -> bool:
        """A primary that waits for a standby none of whom is synchronous now: every commit waits."""
        return self.role == "primary" and bool(self.waits_for) and self.sync_standby is None

    def meaning(self) -> Text:
        """The state in one sentence, in the floor's words."""
        if self.role == "standby":
            return Text("this server is a standby of {upstream}: it takes no writes; "
                        "floor promote makes it the primary", upstream=self.upstream or "?")
        sync = self.sync_standby
        if sync is not None:
            return Text("every write is on two machines: the standby {name} confirms each one",
                        name=sync.name)
        if self.writes_wait:
            return Text("the standby {name} is not connected: writes wait until the standby is back, "
                        "or until the floor goes on without it (floor standby drop)", name=self.waits_for)
        return Text("no synchronous standby: each write is kept on this machine only")

    def briefly(self) -> Text:
        """The state in a few words, for the desk's status bar (the sentence is its tooltip)."""
        if self.role == "standby":
            return Text("a standby: no writes")
        sync = self.sync_standby
        if sync is not None:
            return Text("standby {name} in sync", name=sync.name)
        if self.writes_wait:
            return Text("standby {name} gone: writes wait", name=self.waits_for)
        return Text("no standby")

    def to_json(self) -> dict[str, object]:
        return {**asdict(self), "writes_wait": self.writes_wait, "meaning": str(self.meaning())}


@said
def replication_state(conninfo: str) -> ReplicationState:
    """The engine, the server, its role and its standby's state, read from the server at ``conninfo``. A SQLite
    file (the club's night on one laptop) has no standby: said without opening it."""
    if not is_server(conninfo):
        return ReplicationState("SQLite", conninfo, sqlite3.sqlite_version, "primary", "", (), None, None, None)
    with connect(conninfo) as connection:
        version = str(_one(connection, "SHOW server_version")).split()[0]
        server = server_name(conninfo)
        if _in_recovery(connection):
            receiver = connection.execute("SELECT sender_host, sender_port FROM pg_stat_wal_receiver").fetchone()
            lag = connection.execute(
                "SELECT pg_wal_lsn_diff(pg_last_wal_receive_lsn(), pg_last_wal_replay_lsn())::bigint, "
                "extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8").fetchone()
            return ReplicationState(
                "PostgreSQL", server, version, "standby", "", (),
                None if receiver is None or receiver[0] is None else f"{receiver[0]}:{receiver[1]}",
                None if lag is None or lag[0] is None else int(lag[0]),
                None if lag is None or lag[1] is None else round(float(lag[1]), 3))
        rows = connection.execute(
            "SELECT application_name, coalesce(host(client_addr), 'local'), sync_state, "
            "pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::bigint, extract(epoch FROM replay_lag)::float8 "
            "FROM pg_stat_replication ORDER BY application_name").fetchall()
        standbys = tuple(StandbyState(str(r[0]), str(r[1]), str(r[2]), None if r[3] is None else int(r[3]),
                                      None if r[4] is None else round(float(r[4]), 3)) for r in rows)
        waits_for = str(_one(connection, "SHOW synchronous_standby_names") or "")
        return ReplicationState("PostgreSQL", server, version, "primary", waits_for, standbys, None, None, None)


def status_lines(state: ReplicationState) -> list[Text]:
    """``floor standby status`` as printed (and the desk's Database server… shows): the engine and server, the
    role, each standby, the meaning."""
    role = Text("standby") if state.role == "standby" else Text("primary")
    lines = [Text("{engine} {version} at {server}: {role}", engine=state.engine, version=state.version,
                  server=state.server, role=role)]
    for standby in state.standbys:
        lag: Text | None = None
        if standby.replay_lag_bytes is not None and standby.replay_lag_s is not None:
            lag = Text("{bytes} bytes behind, {seconds} s", bytes=standby.replay_lag_bytes,
                       seconds=f"{standby.replay_lag_s:.3f}")
        elif standby.replay_lag_bytes is not None:
            lag = Text("{bytes} bytes behind", bytes=standby.replay_lag_bytes)
        elif standby.replay_lag_s is not None:
            lag = Text("{seconds} s behind", seconds=f"{standby.replay_lag_s:.3f}")
        lines.append(Text("standby {name} at {address}: {state}, {lag}", name=standby.name, address=standby.address,
                          state=standby.sync_state, lag=lag) if lag is not None else
                     Text("standby {name} at {address}: {state}", name=standby.name, address=standby.address,
                          state=standby.sync_state))
    if state.role == "standby" and state.behind_bytes is not None:
        lines.append(Text("received, not yet replayed: {bytes} bytes", bytes=state.behind_bytes) if state.behind_s
                     is None else Text("received, not yet replayed: {bytes} bytes; last replayed commit {seconds} s "
                                       "ago", bytes=state.behind_bytes, seconds=f"{state.behind_s:.1f}"))
    lines.append(state.meaning())
    return lines


# -- setup ----------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class SetUp:
    """A standby made and synchronous."""

    name: str
    data: str
    port: int
    primary: str
    seconds: float  # from the clone's start to sync
    sync_after_s: float  # from the primary's sync list to pg_stat_replication's "sync"
    rewindable: bool  # wal_log_hints or data checksums: an old primary can rejoin by pg_rewind (else a fresh clone)


def _empty_folder(data: Path) -> None:
    if data.exists() and (not data.is_dir() or any(data.iterdir())):
        raise ReplicationError(Text("the folder {folder} is not empty: a standby is cloned into an empty folder "
                                    "(choose another, or empty it)", folder=str(data)), code="folder-not-empty")


def _check_primary(connection: psycopg.Connection[Any], conninfo: str) -> None:
    """The server is a primary and its user may replicate, checked before anything is made."""
    server = server_name(conninfo)
    if _in_recovery(connection):
        raise ReplicationError(Text("{server} is a standby itself: a standby is cloned from the primary",
                                    server=server), code="not-primary")
    if not _one(connection, "SELECT rolreplication OR rolsuper FROM pg_roles WHERE rolname = current_user"):
        raise ReplicationError(Text("the user {user} may not replicate from {server}: ALTER ROLE {user} "
                                    "REPLICATION on the primary", user=str(connection.info.user), server=server),
                               code="no-replication")
    try:
        with psycopg.connect(conninfo, replication="true", connect_timeout=5):
            pass
    except psycopg.OperationalError as err:
        raise ReplicationError(Text("{server} does not let this machine replicate: add a line \"host replication "
                                    "{user} ADDRESS/32 scram-sha-256\" to the primary's pg_hba.conf and reload it "
                                    "({reason})", server=server, user=str(connection.info.user),
                                    reason=_first_line(err)), code="no-replication") from None


@said
def setup_standby(primary: str, data: Path, *, name: str = "node2", port: int = 5432, listen: str | None = None,
                  socket_dir: Path | None = None, wait_s: float = 30) -> SetUp:
    """Clone the primary into ``data`` and make it the primary's one synchronous standby, named ``name``.

    From the moment this returns, every commit on the primary waits until the standby has it on disk. When the
    standby does not become synchronous within ``wait_s`` the primary's sync list is put back, the clone is
    stopped, and the refusal says what was seen."""
    data = data.absolute()
    _empty_folder(data)
    owner = new_owner()
    tools = programs(owner)
    with connect(primary) as connection:
        _check_primary(connection, primary)
        before = str(_one(connection, "SHOW synchronous_standby_names") or "")
        began = time.monotonic()
        data.mkdir(mode=0o700, parents=True, exist_ok=True)
        if owner is not None:
            os.chown(data, *owner)
        cloned = tools.run("pg_basebackup", "-D", str(data), "-R", "-X", "stream", "-c", "fast",
                           f"--dbname={primary}", cwd=data.parent, timeout=600)
        if cloned.returncode != 0:
            _empty(data)
            raise ReplicationError(Text("pg_basebackup could not clone {server}: {reason}",
                                        server=server_name(primary), reason=_failed(cloned)), code="clone-failed")
        # What both nodes need from now on (the clone inherited the primary's settings as they were): commits
        # that wait for the standby's disk, full page writes and kept WAL (pg_rewind, when one rejoins the other).
        needed: dict[str, str] = {}
        if str(_one(connection, "SHOW synchronous_commit")) not in SYNC_STRENGTH:
            needed["synchronous_commit"] = "'on'"
        if str(_one(connection, "SHOW full_page_writes")) != "on":
            needed["full_page_writes"] = "on"
        if str(_one(connection, "SHOW wal_keep_size")) in {"0", "0MB"}:
            needed["wal_keep_size"] = _quoted(WAL_KEPT)
        rewindable = _one(connection, "SELECT current_setting('wal_log_hints') = 'on' OR "
                                      "current_setting('data_checksums') = 'on'")
        settings = {**needed, "cluster_name": _quoted(name), "synchronous_standby_names": "''", "port": str(port),
                    "wal_retrieve_retry_interval": _quoted(RETRY_WAL)}
        if listen is not None:
            settings["listen_addresses"] = _quoted(listen)
        if socket_dir is not None:
            settings["unix_socket_directories"] = _quoted(str(socket_dir))
        configure(data, settings, owner)
        try:
            _start(tools, data)
        except ReplicationError:
            _empty(data)  # the primary is untouched so far: the folder goes back to empty too
            raise
        for key, value in needed.items():
            connection.execute(f"ALTER SYSTEM SET {key} = {value}")
        _set_sync_list(connection, name)
        synced = _wait_sync(connection, name, wait_s)
        if synced is not None:
            remember_standby(connection, _standby_conninfo(connection, name, port, primary))
        if synced is None:
            _set_sync_list(connection, before)
            tools.run("pg_ctl", "stop", "-m", "fast", "-w", "-D", str(data), cwd=data.parent)
            raise ReplicationError(Text("the standby {name} started but did not become synchronous within {seconds} "
                                        "s; the primary does not wait for it (see {log})", name=name,
                                        seconds=int(wait_s), log=str(_log_of(data))), code="not-sync")
    return SetUp(name, str(data), port, server_name(primary), round(time.monotonic() - began, 3), round(synced, 3),
                 bool(rewindable))


def _standby_conninfo(primary: psycopg.Connection[Any], name: str, port: int, conninfo: str) -> str:
    """How the primary reaches its standby ``name``: the address its WAL comes from, the standby's port, the user
    it replicates as."""
    row = primary.execute("SELECT host(client_addr) FROM pg_stat_replication WHERE application_name = %s",
                          (name,)).fetchone()
    host = str(row[0]) if row is not None and row[0] is not None else "127.0.0.1"
    user = str(libpq.conninfo_to_dict(conninfo).get("user") or primary.info.user)
    return libpq.make_conninfo(host=host, port=str(port), user=user, dbname="postgres")


def _log_of(data: Path) -> Path:
    return data.parent / f"{data.name}.log"


def _start(tools: Programs, data: Path) -> None:
    """Start the server of ``data`` (its log beside the folder) and wait until it accepts connections."""
    log = _log_of(data)
    log.touch()
    if tools.owner is not None:
        os.chown(log, *tools.owner)
    done = tools.run("pg_ctl", "start", "-w", "-t", "60", "-D", str(data), "-l", str(log), cwd=data.parent,
                     timeout=90)
    if done.returncode != 0:
        tail = log.read_text(errors="replace").strip().splitlines()[-1:] or [_failed(done)]
        raise ReplicationError(Text("the server of {folder} did not start: {reason}", folder=str(data),
                                    reason=tail[0]), code="start-failed")


def _empty(data: Path) -> None:
    """A failed clone leaves its folder as it found it: empty."""
    for child in data.iterdir():
        if child.is_dir() and not child.is_symlink():
            shutil.rmtree(child, ignore_errors=True)
        else:
            child.unlink(missing_ok=True)


# -- drop: go on without the standby --------------------------------------------------------------------------

@dataclass(frozen=True)
class Dropped:
    """The primary writes alone from now on; ``ruling`` is the sentence each running tournament's log keeps."""

    standby: str
    server: str
    fenced: bool  # the standby was reached, stopped and marked: it will not be promoted with its stale log
    ruling: Text  # as the tournaments' histories word it (floor/tournament/describe/people.py)


def _fence_standby(standby: str) -> bool:
    """Stop the standby at ``standby`` and mark its folder (never promote it), when it answers. A standby that
    answers as a primary has been promoted: then this server is the old primary and must not go on."""
    connection = _reachable(standby)
    if connection is None:
        return False
    with connection:
        if not _in_recovery(connection):
            raise ReplicationError(Text("the standby at {server} has been promoted: this server is the old primary "
                                        "and must not go on (floor standby rejoin makes it the new one's standby)",
                                        server=server_name(standby)), code="standby-promoted")
        _stop_from_inside(connection, f"echo dropped > {DROPPED_MARK}")
    return True


def _stop_from_inside(connection: psycopg.Connection[Any], first: str) -> None:
    """Run ``first`` in the server's data folder (a backend's working folder), then stop the server (a fast
    shutdown: SIGINT to the postmaster). Needs a superuser (COPY TO PROGRAM). The connection ends with it."""
    command = f"{first} && kill -INT $(head -1 postmaster.pid)"
    with contextlib.suppress(psycopg.OperationalError):
        connection.execute(f"COPY (SELECT 1) TO PROGRAM {_quoted(command)}")


@said
def drop_standby(conninfo: str, *, standby: str | None = None) -> Dropped:
    """Go on without the standby: fence it first (stopped and marked when it answers; a promoted one refuses the
    drop), then clear the primary's sync list, which releases every waiting commit at once."""
    with connect(conninfo) as connection:
        server = server_name(conninfo)
        if _in_recovery(connection):
            raise ReplicationError(Text("{server} is a standby: the floor goes on without the standby at the "
                                        "primary", server=server), code="not-primary")
        names = str(_one(connection, "SHOW synchronous_standby_names") or "")
        if not names:
            raise ReplicationError(Text("{server} waits for no standby: there is nothing to go on without",
                                        server=server), code="no-standby")
        target = standby or remembered_standby(connection)
        fenced = _fence_standby(target) if target else False
        _set_sync_list(connection, "")
    return Dropped(names, server, fenced, standby_dropped_sentence(names, server, fenced=fenced))


def remember_standby(primary: psycopg.Connection[Any], standby: str) -> None:
    """Keep how the primary reaches its standby in a file of its data folder (``floor.standby``: PostgreSQL 15
    has no setting of Floor's own), for ``drop`` to fence it. Needs a superuser, as setup does."""
    folder = str(_one(primary, "SHOW data_directory"))
    primary.execute(f"COPY (SELECT {_quoted(standby)}) TO {_quoted(folder + '/' + REMEMBERED)}")


def remembered_standby(primary: psycopg.Connection[Any]) -> str | None:
    """How the primary reaches the standby set up last, or None."""
    kept = _one(primary, f"SELECT pg_read_file({_quoted(REMEMBERED)}, 0, 4096, true)")
    return str(kept).strip() or None if kept else None


# -- promote ----------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Promoted:
    """The standby is the primary; what became of the old one."""

    server: str
    seconds: float  # from the command's start to the promoted node taking writes
    old: Text  # how the old primary was fenced, in words
    old_fenced: bool

    def sentence(self) -> Text:
        """What `floor promote` and the desk's Promote say."""
        return Text("{server} is the primary ({seconds} s); {old}", server=self.server,
                    seconds=f"{self.seconds:.2f}", old=self.old)


def _standby_folder(data: Path) -> None:
    if not _is_data_folder(data):
        raise ReplicationError(Text("{folder} is not a PostgreSQL data folder", folder=str(data)),
                               code="not-a-data-folder")
    if not (data / "standby.signal").exists():
        raise ReplicationError(Text("the server of {folder} is not a standby: only a standby is promoted",
                                    folder=str(data)), code="not-standby")
    if (data / DROPPED_MARK).exists():
        raise ReplicationError(Text("the floor went on without the standby of {folder}: its log stops before the "
                                    "primary's last writes, so it is never promoted (set it up again from the "
                                    "primary into an empty folder)", folder=str(data)), code="standby-dropped")


def fence(connection: psycopg.Connection[Any]) -> str:
    """Fence the primary behind ``connection`` for good: read-only at once (every other client cut off, so that
    each reconnects and finds the new primary), a ``standby.signal`` in its data folder (however it starts again,
    it starts as a standby: read-only), then stopped. Returns its last WAL position, taken before the stop."""
    connection.execute("ALTER SYSTEM SET default_transaction_read_only = on")
    connection.execute("SELECT pg_reload_conf()")
    last = str(_one(connection, "SELECT pg_current_wal_lsn()"))
    connection.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE backend_type = "
                       "'client backend' AND pid <> pg_backend_pid()")
    _stop_from_inside(connection, "touch standby.signal")
    return last


def _fence_old_primary(old: str, name: str, mine: psycopg.Connection[Any], wait_s: float) -> tuple[bool, Text]:
    """Fence the old primary when it answers: refuse when it went on without this standby; else fence it and wait
    until this standby has replayed its last WAL (a primary's fast shutdown sends its connected standbys every
    record up to its shutdown checkpoint)."""
    connection = _reachable(old)
    if connection is None:
        return False, Text("the old primary {server} could not be reached and is NOT fenced: keep its server from "
                           "starting, or fence it when it is back (floor standby fence --old ... --watch), then floor "
                           "standby rejoin on its machine", server=server_name(old))
    with connection:
        if _in_recovery(connection):
            return True, Text("the old primary {server} is already a standby", server=server_name(old))
        waits_for = str(_one(connection, "SHOW synchronous_standby_names") or "")
        if name not in re.findall(r"[\w-]+", waits_for):
            raise ReplicationError(Text("the primary at {server} is running and writes without this standby: this "
                                        "standby may lack its latest writes, so it is not promoted (keep the "
                                        "primary)", server=server_name(old)), code="primary-alive")
        last = fence(connection)
    deadline = time.monotonic() + wait_s
    while not _one(mine, f"SELECT pg_last_wal_replay_lsn() >= '{last}'::pg_lsn"):
        if time.monotonic() > deadline:
            raise ReplicationError(Text("the old primary was stopped and fenced, but this standby has not replayed "
                                        "its last writes within {seconds} s: not promoted (start the old primary "
                                        "again: it comes up as a standby)", seconds=int(wait_s)),
                                   code="not-caught-up")
        time.sleep(0.05)
    return True, Text("the old primary {server} was stopped and fenced: it starts as a standby",
                      server=server_name(old))


@said
def fence_when_back(old: str, watch_s: float) -> bool:
    """Wait up to ``watch_s`` for the old primary at ``old`` to answer (its machine back after a failover it
    could not be fenced in) and fence it the moment it does. Until then its commits wait for a standby that no
    longer follows it (its sync list still names the promoted node), so nothing it takes is acknowledged.
    True when it is fenced (or answers as a standby already)."""
    if not conninfo_given(old):
        raise ReplicationError(Text("say which server the old primary was: --old host=HOST port=PORT user=NAME"),
                               code="no-server")
    deadline = time.monotonic() + watch_s
    while True:
        connection = _reachable(old)
        if connection is not None:
            with connection:
                if not _in_recovery(connection):
                    fence(connection)
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.2)


@said
def promote(data: Path, *, old: str | None = None, wait_s: float = 30) -> Promoted:
    """Make the standby of ``data`` the primary: the old primary fenced first when it answers, then pg_promote,
    then its sync list cleared (it writes alone until a standby is set up) and a CHECKPOINT (so that pg_rewind can
    bring the old primary back as its standby)."""
    began = time.monotonic()
    data = data.absolute()
    _standby_folder(data)
    tools = programs(owner_of(data))
    if _running_pid(data) is None:
        _start(tools, data)
    mine = local_conninfo(data)
    with connect(mine) as connection:
        if not _in_recovery(connection):
            raise ReplicationError(Text("the server of {folder} is not a standby: only a standby is promoted",
                                        folder=str(data)), code="not-standby")
        name = str(_one(connection, "SHOW cluster_name") or "")
        upstream = old or _as_client(auto_setting(data, "primary_conninfo"))
        fenced, said = _fence_old_primary(upstream, name, connection, wait_s) if upstream else (
            False, Text("no old primary is known: it is NOT fenced"))
        done = tools.run("pg_ctl", "promote", "-w", "-t", str(int(wait_s)), "-D", str(data), cwd=data.parent,
                         timeout=wait_s + 10)
        if done.returncode != 0:
            raise ReplicationError(Text("pg_ctl promote failed: {reason}", reason=_failed(done)),
                                   code="promote-failed")
        _set_sync_list(connection, "")
        connection.execute("CHECKPOINT")
    return Promoted(server_name(mine), round(time.monotonic() - began, 3), said, fenced)


def _as_client(replicating: str | None) -> str | None:
    """A standby's primary_conninfo as a client's: the same server, the postgres database (a replication
    connection names none)."""
    if not replicating:
        return None
    words = {k: v for k, v in libpq.conninfo_to_dict(replicating).items() if k != "target_session_attrs"}
    return libpq.make_conninfo("", **{**words, "dbname": "postgres"})


# -- rejoin -------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Rejoined:
    name: str
    primary: str
    seconds: float
    rewind: str  # pg_rewind's last words


OWN_FILES = ("postgresql.conf", "postgresql.auto.conf", "pg_hba.conf", "pg_ident.conf")


@contextlib.contextmanager
def _own_configuration(data: Path) -> Iterator[dict[str, bytes]]:
    """pg_rewind copies the source's configuration files: the node's own are put back after it."""
    kept = {name: (data / name).read_bytes() for name in OWN_FILES if (data / name).is_file()}
    try:
        yield kept
    finally:
        for name, content in kept.items():
            (data / name).write_bytes(content)


@said
def rejoin(data: Path, primary: str, *, name: str | None = None, port: int | None = None,
           socket_dir: Path | None = None, wait_s: float = 30) -> Rejoined:
    """Bring the old primary of ``data`` back as the synchronous standby of ``primary``: stopped, rewound to the
    new primary's timeline (pg_rewind, after a CHECKPOINT there), marked a standby, started, waited for."""
    began = time.monotonic()
    data = data.absolute()
    if not _is_data_folder(data):
        raise ReplicationError(Text("{folder} is not a PostgreSQL data folder", folder=str(data)),
                               code="not-a-data-folder")
    tools = programs(owner_of(data))
    with connect(primary) as connection:
        if _in_recovery(connection):
            raise ReplicationError(Text("{server} is a standby: a node rejoins the primary",
                                        server=server_name(primary)), code="not-primary")
        node = name or auto_setting(data, "cluster_name") or "node1"
        if _running_pid(data) is not None:
            tools.run("pg_ctl", "stop", "-m", "fast", "-w", "-D", str(data), cwd=data.parent)
        connection.execute("CHECKPOINT")
        with _own_configuration(data):
            rewound = tools.run("pg_rewind", f"--target-pgdata={data}", f"--source-server={primary}",
                                cwd=data.parent, timeout=600)
        if rewound.returncode != 0:
            raise ReplicationError(Text("pg_rewind could not bring {folder} back: {reason} (set the standby up "
                                        "afresh into an empty folder: floor standby setup)", folder=str(data),
                                        reason=_failed(rewound)), code="rewind-failed")
        _strip(data / "postgresql.auto.conf", "default_transaction_read_only")
        signal_file = data / "standby.signal"
        signal_file.touch()
        (data / DROPPED_MARK).unlink(missing_ok=True)
        if tools.owner is not None:
            os.chown(signal_file, *tools.owner)
        settings = {"primary_conninfo": _quoted(primary), "cluster_name": _quoted(node),
                    "synchronous_standby_names": "''", "wal_retrieve_retry_interval": _quoted(RETRY_WAL)}
        if port is not None:
            settings["port"] = str(port)
        if socket_dir is not None:
            settings["unix_socket_directories"] = _quoted(str(socket_dir))
        configure(data, settings, tools.owner)
        _start(tools, data)
        before = str(_one(connection, "SHOW synchronous_standby_names") or "")
        _set_sync_list(connection, node)
        if _wait_sync(connection, node, wait_s) is None:
            _set_sync_list(connection, before)
            raise ReplicationError(Text("{folder} follows {server} again but did not become its synchronous "
                                        "standby within {seconds} s; the primary does not wait for it",
                                        folder=str(data), server=server_name(primary), seconds=int(wait_s)),
                                   code="not-sync")
    words = (rewound.stdout.strip() or rewound.stderr.strip()).splitlines()
    return Rejoined(node, server_name(primary), round(time.monotonic() - began, 3), words[-1] if words else "")


def _strip(conf: Path, name: str) -> None:
    """Remove every line that sets ``name`` (the fence's read-only default must not follow a future promotion)."""
    with contextlib.suppress(FileNotFoundError):
        lines = conf.read_text(encoding="utf-8").splitlines(keepends=True)
        conf.write_text("".join(line for line in lines if line.partition("=")[0].strip() != name),
                        encoding="utf-8")
