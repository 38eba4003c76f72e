"""A file written whole or not at all: the bytes go to a part file beside it, are synced, then renamed into place,
so a full disk or a killed process never leaves half a report, structure or pairing under the file's name.

The part file carries the writer's process id and a random tail, so two writers never share one, and a part left
by a killed writer is never mistaken for the file.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path


def write_whole(path: Path, data: bytes, *, mode: int = 0o666) -> None:
    """``data`` into ``path``, whole, or the file as it was (an ``OSError`` says why). ``mode``: the permissions a
    new file gets (before the umask): 0o600 for what only this user may read."""
    if path.is_dir():
        raise IsADirectoryError(21, os.strerror(21), str(path))
    part = path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}.part")
    try:
        fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(part, path)
    except OSError:
        part.unlink(missing_ok=True)
        raise


__all__ = ["write_whole"]
