"""A throwaway PostgreSQL cluster for tests: Debian's own binaries, a temporary folder, a free loopback port.

The server refuses to run as root, and CI runs as root: as root the cluster's folder belongs to an unprivileged
system user (``postgres``, which Debian's package makes, else ``floor-pg``, made here) and every server program runs
as that user through ``setpriv``. The folder is made with :func:`tempfile.mkdtemp` under ``/tmp``, never under
pytest's ``tmp_path`` (``/tmp/pytest-of-root`` is mode 0700: the server's user could not reach its own data).

A cluster stops when its :class:`Cluster` does (``stop``), and also when the process that made it dies without
cleaning up (a SIGKILLed pytest, a worker crash): a small reaper process started beside it waits on a pipe only
this process holds, and stops the server and deletes the folder when the pipe closes.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floor.store.pg_programs import as_owner, find_bin

SERVER_USER = "postgres"  # Debian's package makes it; a machine without it gets FALLBACK_USER
FALLBACK_USER = "floor-pg"
SUPERUSER = "floor"  # the cluster's own superuser (initdb -U), reached by trust on loopback only

# A test cluster trades durability for speed; the standby tests pass durable=True and get the real thing.
FAST_SETTINGS = {"fsync": "off", "synchronous_commit": "off", "full_page_writes": "off"}
COMMON_SETTINGS = {
    "listen_addresses": "'127.0.0.1'",
    "max_connections": "40",
    "shared_buffers": "16MB",
    "max_wal_senders": "5",
    "wal_level": "replica",
    "wal_log_hints": "on",  # pg_rewind needs it (or data checksums) to bring an old primary back as a standby
    "logging_collector": "off",
    "log_min_messages": "warning",
    "log_line_prefix": "'%m [%p] '",
    "dynamic_shared_memory_type": "posix",
}


def alive(pid: int) -> bool:
    """Whether ``pid`` runs. A killed postmaster (pg_ctl detaches it: its parent is the machine's init) stays a
    zombie until init reaps it, and on some containers' init that is never: a zombie counts as dead."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    state = next((line.split()[1] for line in status.splitlines() if line.startswith("State:")), "?")
    return state not in {"Z", "X"}


def unavailable() -> str | None:
    """None when a cluster can be started here, else why not, in one line for the skip."""
    if find_bin() is None:
        where = os.environ.get("FLOOR_PG_BIN") or "/usr/lib/postgresql/*/bin"
        return f"PostgreSQL's server is not installed ({where} has no initdb): apt-get install postgresql"
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return 'psycopg is not installed: pip install -e ".[postgres]"'
    if os.geteuid() == 0 and shutil.which("setpriv") is None:
        return "running as root needs setpriv (util-linux) to start the server as an unprivileged user"
    return None


def server_user() -> tuple[int, int] | None:
    """As root: the (uid, gid) the server runs as, making a system user if the machine has none. Else None."""
    if os.geteuid() != 0:
        return None
    for name in (SERVER_USER, FALLBACK_USER):
        with contextlib.suppress(KeyError):
            entry = pwd.getpwnam(name)
            return entry.pw_uid, entry.pw_gid
    subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", FALLBACK_USER],
                   check=True, capture_output=True)
    entry = pwd.getpwnam(FALLBACK_USER)
    return entry.pw_uid, entry.pw_gid


def free_port() -> int:
    """A loopback port nobody listens on right now (a race with other processes remains: start() retries)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Cluster:
    """One PostgreSQL server and its data folder."""

    bin: Path
    data: Path
    port: int
    socket_dir: Path
    owner: tuple[int, int] | None
    log: Path
    timings: dict[str, float] = field(default_factory=dict)
    host: str = "127.0.0.1"  # the address it listens on and clients reach it at
    wrap: list[str] = field(default_factory=list)  # e.g. ["ip", "netns", "exec", NS]: where its programs run
    _reaper: subprocess.Popen[bytes] | None = field(default=None, repr=False)
    _reaper_pipe: int | None = field(default=None, repr=False)

    # --- running the server's programs -------------------------------------------------------------------------
    def argv(self, program: str, *args: str) -> list[str]:
        """``program`` from this cluster's binaries, run as the server's user when we are root."""
        return as_owner(self.bin, program, args, self.owner, self.wrap)

    def run(self, program: str, *args: str, timeout: float = 60,
            check: bool = True) -> subprocess.CompletedProcess[str]:
        """Run one server program to its end; a failure raises with its own words."""
        done = subprocess.run(self.argv(program, *args), capture_output=True, text=True, timeout=timeout,
                              cwd=self.data.parent, env=self._env(), check=False)
        if check and done.returncode != 0:
            raise RuntimeError(f"{program} {' '.join(args)} failed ({done.returncode}): "
                               f"{done.stderr.strip() or done.stdout.strip()}\n{self.log_tail()}")
        return done

    def _env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
        env["LC_ALL"] = "C.UTF-8"
        env["LANG"] = "C.UTF-8"
        if self.owner is not None:
            env["HOME"] = str(self.data.parent)
        return env

    def log_tail(self, lines: int = 15) -> str:
        with contextlib.suppress(OSError):
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        return ""

    # --- life ----------------------------------------------------------------------------------------------------
    def start(self, wait_s: float = 30) -> None:
        """Start the server and wait until it accepts connections."""
        began = time.monotonic()
        self.run("pg_ctl", "start", "-w", "-t", str(int(wait_s)), "-D", str(self.data), "-l", str(self.log),
                 "-o", f"-p {self.port} -k {self.socket_dir}", timeout=wait_s + 10)
        self.timings["start"] = time.monotonic() - began

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (``fast``: roll back and leave; ``immediate``: as a crash would, for fencing)."""
        self.run("pg_ctl", "stop", "-w", "-m", mode, "-D", str(self.data), check=False)

    def pid(self) -> int | None:
        """The postmaster's process id, or None when it is not running."""
        with contextlib.suppress(OSError, ValueError, IndexError):
            pid = int((self.data / "postmaster.pid").read_text().splitlines()[0])
            return pid if alive(pid) else None
        return None

    def dsn(self, dbname: str = "postgres", **extra: Any) -> str:
        """A libpq connection string to this cluster over loopback TCP."""
        words = {"host": self.host, "port": self.port, "user": SUPERUSER, "dbname": dbname, **extra}
        return " ".join(f"{key}={value}" for key, value in words.items())

    def configure(self, settings: dict[str, str]) -> None:
        """Append ``settings`` to postgresql.auto.conf (read at the next start or reload)."""
        auto = self.data / "postgresql.auto.conf"
        with auto.open("a", encoding="utf-8") as conf:
            for key, value in settings.items():
                conf.write(f"{key} = {value}\n")

    def halt(self) -> None:
        """Stop the server at once if it runs (asks the pid first: pg_ctl would wait a minute on a zombie)."""
        if self.pid() is not None:
            self.stop("immediate")

    def destroy(self) -> None:
        """Stop the server at once and delete everything; the reaper has nothing left to do."""
        self.halt()
        if self._reaper_pipe is not None:
            with contextlib.suppress(OSError):
                os.close(self._reaper_pipe)
            self._reaper_pipe = None
        if self._reaper is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                self._reaper.wait(15)
            self._reaper = None
        shutil.rmtree(self.data.parent, ignore_errors=True)

    def watch(self) -> None:
        """Start the reaper: when this process dies (even by SIGKILL) the pipe closes, and the reaper stops the server
        and deletes its folder."""
        read_end, write_end = os.pipe()
        stop = " ".join(self.argv("pg_ctl", "stop", "-m", "immediate", "-D", str(self.data)))
        script = f"cat >/dev/null; {stop} >/dev/null 2>&1; rm -rf {self.data.parent}"
        self._reaper = subprocess.Popen(["sh", "-c", script], stdin=read_end, start_new_session=True,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd="/")
        os.close(read_end)
        self._reaper_pipe = write_end  # not inheritable (PEP 446): only this process holds it open


def make_folder(owner: tuple[int, int] | None, prefix: str = "floor-pg-") -> Path:
    """A fresh folder under /tmp that the server's user owns (0700 inside, as the server demands)."""
    top = Path(tempfile.mkdtemp(prefix=prefix))
    if owner is not None:
        os.chown(top, *owner)
    top.chmod(0o755)
    return top


def new_cluster(*, durable: bool = False, settings: dict[str, str] | None = None, name: str = "node",
                top: Path | None = None, bin_dir: Path | None = None) -> Cluster:
    """initdb a cluster in a fresh folder (not started); the reaper watches it from here on."""
    binaries = bin_dir or find_bin()
    if binaries is None:
        raise RuntimeError(unavailable() or "no PostgreSQL")
    owner = server_user()
    top = top or make_folder(owner)
    data, sockets = top / name, top / f"{name}-sock"
    sockets.mkdir()
    if owner is not None:
        os.chown(sockets, *owner)
    cluster = Cluster(binaries, data, free_port(), sockets, owner, top / f"{name}.log")
    cluster.watch()
    began = time.monotonic()
    cluster.run("initdb", "-D", str(data), "-U", SUPERUSER, "--auth=trust", "--no-sync", "--no-instructions",
                "-E", "UTF8", "--locale=C.UTF-8", timeout=120)
    cluster.timings["initdb"] = time.monotonic() - began
    cluster.log.touch()
    if owner is not None:
        os.chown(cluster.log, *owner)
    cluster.configure({**COMMON_SETTINGS, **({} if durable else FAST_SETTINGS), **(settings or {})})
    # Replication connections over loopback, for pg_basebackup and standbys (trust: the cluster lives minutes).
    with (data / "pg_hba.conf").open("a", encoding="utf-8") as hba:
        hba.write("host replication all 127.0.0.1/32 trust\n")
    return cluster


def started(cluster: Cluster, attempts: int = 3) -> Cluster:
    """Start ``cluster``, moving to another free port if another process took ours meanwhile."""
    for attempt in range(attempts):
        try:
            cluster.start()
            return cluster
        except RuntimeError:
            if attempt == attempts - 1 or "Address already in use" not in cluster.log_tail():
                raise
            cluster.port = free_port()
    return cluster


