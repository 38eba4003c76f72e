"""The room's own certificate authority: made on the service's first start over HTTPS, kept beside the database.

A card room has no name on the internet and no certificate a public authority would sign, so the room makes its
own (:mod:`floor.room.certificates`): a CA and, signed by it, the service's certificate for the addresses it serves
on. The staff's devices trust that CA once: a Floor window on another computer pins it at pairing (its SHA-256, the
*fingerprint*, travels in the pairing code the desk shows, :mod:`floor.room.link`), a tablet's browser installs it
from the pairing page. This module reads what was made (the standard library only: the desk shows the fingerprint
without loading the package that makes certificates).
"""

from __future__ import annotations

import hashlib
import ssl
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Authority:
    """The room's CA as kept beside the database: its certificate (DER, what a device pins) and the service's."""

    folder: Path
    ca_der: bytes

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.ca_der)

    @property
    def ca_pem(self) -> str:
        return ssl.DER_cert_to_PEM_cert(self.ca_der)

    def server_context(self) -> ssl.SSLContext:
        """The TLS the service speaks: its certificate and the CA's (the chain a browser checks), TLS 1.2 up."""
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        context.load_cert_chain(self.folder / "server.pem", self.folder / "server.key")
        return context


def fingerprint(der: bytes) -> str:
    """A certificate's fingerprint: the SHA-256 of its DER bytes, in lowercase hex (as a pairing code carries it)."""
    return hashlib.sha256(der).hexdigest()


def spoken(fingerprint_hex: str) -> str:
    """A fingerprint as the desk shows it to be compared by eye: ``AB12 CD34 …`` (16 groups of four)."""
    upper = fingerprint_hex.upper()
    return " ".join(upper[i:i + 4] for i in range(0, len(upper), 4))


def folder_of(database: Path) -> Path:
    """Where the room's certificates are kept: a folder beside the database (``night.db`` → ``night.db.room``)."""
    return database.with_name(database.name + ".room")


def saved(database: Path) -> Authority | None:
    """The room's CA as made at an earlier start over HTTPS, or None (the service never served HTTPS here)."""
    folder = folder_of(database)
    try:
        pem = (folder / "ca.pem").read_text(encoding="ascii")
        return Authority(folder, ssl.PEM_cert_to_DER_cert(pem))
    except (OSError, ValueError):
        return None


__all__ = ["Authority", "fingerprint", "folder_of", "saved", "spoken"]
