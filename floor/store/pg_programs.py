"""Where PostgreSQL's server programs are on this machine (initdb, pg_ctl, pg_basebackup, pg_rewind): found without
the driver, so that the tests that start servers can say in one line that there are none (tests/pg/cluster.py) and
the standby's commands can run them (floor/store/replication.py)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Sequence
from pathlib import Path


def find_bin() -> Path | None:
    """The folder of PostgreSQL's server programs: ``FLOOR_PG_BIN`` if set, else Debian's newest
    ``/usr/lib/postgresql/N/bin`` (Debian puts initdb, pg_ctl and pg_rewind there, not on the PATH), else the folder
    of an ``initdb`` on the PATH; None where there is none."""
    chosen = os.environ.get("FLOOR_PG_BIN")
    if chosen:
        return Path(chosen) if (Path(chosen) / "initdb").is_file() else None
    versions = sorted((p for p in Path("/usr/lib/postgresql").glob("*/bin") if (p / "initdb").is_file()),
                      key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0)
    if versions:
        return versions[-1]
    found = shutil.which("initdb")
    return Path(found).parent if found else None


def as_owner(folder: Path, program: str, args: Sequence[str], owner: tuple[int, int] | None,
             wrap: Sequence[str] = ()) -> list[str]:
    """The command line of ``program`` from ``folder`` run as ``owner`` (uid, gid) when given: PostgreSQL refuses to
    run as root, so as root its programs run as the data folder's owner through ``setpriv`` (no PAM, unlike su or
    runuser); ``wrap`` puts it elsewhere first (``ip netns exec NS``: a test's host)."""
    command = [str(folder / program), *args]
    if owner is not None:
        uid, gid = owner
        command = ["setpriv", f"--reuid={uid}", f"--regid={gid}", "--clear-groups", "--", *command]
    return [*wrap, *command]

