"""The link of a Floor window on another computer to the room service: its requests, and its pairing.

A request carries the device's token in a header (never a cookie, never the address); the service not answering is
:class:`Unreachable`, in words. Pairing: the computer is paired once with a code the desk shows; its token is kept
in the user's data folder (``room-devices.json``, readable by the user only) for the next start. The desk over the
network (:mod:`floor.room.remote`) and the club's members over the network (:mod:`floor.room.members`) both speak
through a :class:`Link`.

Over HTTPS the link trusts one certificate authority only: the room's own (:mod:`floor.room.authority`), as it was
when this computer paired. The pairing code then carries the CA's fingerprint (``123456-<64 hex digits>``, or the
whole pairing address the desk shows); pairing fetches the CA's certificate, checks its SHA-256 against the
fingerprint before the code is sent, and keeps it beside the token. A service that later shows a certificate the
room's CA did not sign is refused in words, and nothing is sent to it. The host name is not checked: the room's
addresses change with its network, and no one but the room's CA signs for it.
"""

from __future__ import annotations

import hashlib
import hmac
import http.client
import json
import os
import re
import secrets
import ssl
import time
import urllib.parse
from pathlib import Path
from typing import Any

from floor.core.errors import FloorError, Text
from floor.core.files import write_whole

TIMEOUT_SECONDS = 10.0
ATTEMPTS = 4  # a write is sent this many times at most (with the same command id) while the service is busy or cut
RETRY_SECONDS = (0.5, 1.0, 2.0)  # the waits between those attempts
COMMAND_ID = "Idempotency-Key"  # the header naming a write's command id
AUTHORITY_PATH = "/room.crt"  # the room's CA certificate (DER), which the service hands to anyone who asks
CODE = re.compile(r"(?:.*#)?\s*(\d{6})(?:\s*-\s*([0-9A-Fa-f: ]{64,}))?\s*")


class Unreachable(FloorError):
    """The room service did not answer."""

    code = "unreachable"


def devices_file() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "floor" / "room-devices.json"


class Impostor(FloorError):
    """The service showed a certificate the room's CA (as pinned) did not sign: nothing was sent to it."""

    code = "certificate-changed"


def _address(server: str) -> tuple[bool, str, int]:
    """Whether ``server`` speaks HTTPS, and its host and port."""
    parts = urllib.parse.urlsplit(server if "://" in server else f"http://{server}")
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise FloorError(Text("{server} is not a room service's address (http://ADDRESS:PORT/, as its QR code gives "
                              "it)", server=server), code="bad-server")
    secure = parts.scheme == "https"
    return secure, parts.hostname, parts.port or (443 if secure else 80)


def pinned(authority_pem: str) -> ssl.SSLContext:
    """TLS that trusts the room's CA and nothing else (not the system's authorities), TLS 1.2 up."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False  # (see the module: the chain to the room's own CA is what is checked)
    context.verify_mode = ssl.CERT_REQUIRED
    context.load_verify_locations(cadata=authority_pem)
    return context


class Link:
    """Requests to one room service, with the device's token in a header (never a cookie, never the address);
    over HTTPS, to the service the room's CA vouches for only (``authority``: its certificate in PEM, by default
    the one kept when this computer paired with ``server``)."""

    def __init__(self, server: str, token: str = "", language: str = "en", *, authority: str | None = None) -> None:
        self.server = server
        self.secure, self.host, self.port = _address(server)
        self.token = token
        self.language = language
        known = authority if authority is not None else saved_authority(server)
        self.context = pinned(known) if self.secure and known else None

    def connection(self, timeout: float = TIMEOUT_SECONDS) -> http.client.HTTPConnection:
        """A connection to the service: over HTTPS, checked against the room's CA as pinned (refused in words when
        this computer has no CA for it: it was paired over HTTP, or not at all)."""
        if not self.secure:
            return http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        if self.context is None:
            raise FloorError(Text("this computer has no certificate of the room service at {server}: pair it again "
                                  "with the code the desk shows (its fingerprint included)", server=self.server),
                             code="not-paired")
        return http.client.HTTPSConnection(self.host, self.port, timeout=timeout, context=self.context)

    def _host_header(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"

    def request(self, method: str, path: str, body: object = None, *, timeout: float = TIMEOUT_SECONDS,
                command: str = "") -> tuple[int, dict[str, Any]]:
        """One request and its JSON answer (a write with its ``command`` id); the service not answering is
        :class:`Unreachable`, in words."""
        headers = {"Host": self._host_header(), "Accept-Language": self.language}
        if command:
            headers[COMMAND_ID] = command
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        conn = self.connection(timeout)
        try:
            conn.request(method, path, body=data, headers=headers)
            answer = conn.getresponse()
            raw = answer.read()
        except ssl.SSLCertVerificationError:
            raise impostor(self.server) from None
        except (OSError, http.client.HTTPException) as err:
            raise Unreachable(Text("the room service at {server} does not answer ({err})", server=self.server,
                                   err=getattr(err, "strerror", None) or err)) from None
        finally:
            conn.close()
        try:
            parsed = json.loads(raw) if raw.strip() else {}
        except ValueError:
            parsed = {}
        return answer.status, parsed if isinstance(parsed, dict) else {}

    def ok(self, method: str, path: str, body: object = None) -> dict[str, Any]:
        """The answer of a request the service accepted; its refusal (in the device's language) raised. A write
        carries a command id of its own and is sent again with it while the service is cut or busy."""
        if method != "POST" or path == "/api/pair":
            status, answer = self.request(method, path, body)
        else:
            status, answer = self.write(path, body)
        if status != 200:
            raise FloorError(str(answer.get("refusal") or Text("the room service answered {status}",
                                                                 status=status)),
                             code=str(answer.get("code") or "refused"))
        return answer

    def write(self, path: str, body: object) -> tuple[int, dict[str, Any]]:
        """A write sent as one command: a new id, and the same id again after a cut link, a timeout or a busy
        answer (the service applies a command once and answers a repeat with its first answer)."""
        command = secrets.token_hex(16)
        for attempt in range(ATTEMPTS):
            try:
                status, answer = self.request("POST", path, body, command=command)
            except Unreachable:
                if attempt == ATTEMPTS - 1:
                    raise
            else:
                if status != 503 or attempt == ATTEMPTS - 1:
                    return status, answer
            time.sleep(RETRY_SECONDS[min(attempt, len(RETRY_SECONDS) - 1)])
        raise AssertionError("unreachable")  # (the last attempt returns or raises)


def impostor(server: str) -> Impostor:
    return Impostor(Text("the room service at {server} showed a certificate the room's authority did not sign: "
                         "another computer may be pretending to be it, so nothing was sent. If the room's "
                         "certificate was made again, pair this computer again with the code the desk shows",
                         server=server))


def pairing_code(code: str) -> tuple[str, str]:
    """The six digits and the CA's fingerprint (lowercase hex, "" when not given) of what the desk shows: the code
    alone, ``123456-<fingerprint>``, or the whole pairing address (``https://…/pair#123456-<fingerprint>``)."""
    found = CODE.fullmatch(code)
    if found is None:
        raise FloorError(Text("{code} is not a pairing code: six digits, as the desk shows them (over HTTPS, with "
                              "the fingerprint after a dash)", code=code), code="bad-code")
    digits, print_ = found.group(1), re.sub(r"[^0-9a-f]", "", (found.group(2) or "").lower())
    if print_ and len(print_) != 64:
        raise FloorError(Text("{code} is not a pairing code: the fingerprint after the dash has 64 hex digits",
                              code=code), code="bad-code")
    return digits, print_


def room_authority(server: str, expected: str, *, timeout: float = TIMEOUT_SECONDS) -> str:
    """The room's CA certificate (PEM) as the service at ``server`` hands it, if its SHA-256 is ``expected`` (the
    fingerprint the desk shows); else one refusal that names the danger. Nothing but this request is sent first,
    and it carries no code, PIN or token."""
    _secure, host, port = _address(server)
    trusting = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)  # (any certificate, for this one public file: the
    trusting.check_hostname = False  # fingerprint is what is checked)
    trusting.verify_mode = ssl.CERT_NONE
    conn = http.client.HTTPSConnection(host, port, timeout=timeout, context=trusting)
    try:
        conn.request("GET", AUTHORITY_PATH, headers={"Host": f"[{host}]:{port}" if ":" in host else f"{host}:{port}"})
        answer = conn.getresponse()
        der = answer.read()
        status = answer.status
    except (OSError, http.client.HTTPException) as err:
        raise Unreachable(Text("the room service at {server} does not answer ({err})", server=server,
                               err=getattr(err, "strerror", None) or err)) from None
    finally:
        conn.close()
    if status != 200 or not hmac.compare_digest(hashlib.sha256(der).hexdigest(), expected):
        raise Impostor(Text("the room service at {server} is not the one the desk shows: its certificate's "
                            "fingerprint is not the one in the pairing code. Another computer on the network may be "
                            "pretending to be the room's service: nothing was sent to it. Check the address and the "
                            "code at the desk", server=server), code="wrong-fingerprint")
    return ssl.DER_cert_to_PEM_cert(der)


def pair(server: str, code: str, pin: str = "", *, language: str = "en") -> dict[str, Any]:
    """This computer paired with the code the desk shows; the token (and over HTTPS the room's CA, checked against
    the code's fingerprint before anything is sent) kept for the next start."""
    digits, expected = pairing_code(code)
    secure, _host, _port = _address(server)
    authority = ""
    if secure:
        if not expected:
            raise FloorError(Text("the room service at {server} speaks HTTPS: pair with the code and the fingerprint "
                                  "the desk shows (123456-…, or the whole pairing address)", server=server),
                             code="no-fingerprint")
        authority = room_authority(server, expected)
    answer = Link(server, language=language, authority=authority or None).ok(
        "POST", "/api/pair", {"code": digits, "pin": pin})
    saved = _saved()
    entry: dict[str, Any] = {"token": answer["token"], "device": answer["device"]}
    if authority:
        entry.update(authority=authority, fingerprint=expected)
    saved[server.rstrip("/")] = entry
    path = devices_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_whole(path, json.dumps(saved).encode(), mode=0o600)  # (a token: this user's only)
    return dict(answer["device"])


def _saved() -> dict[str, Any]:
    try:
        data = json.loads(devices_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def saved_token(server: str) -> str:
    entry = _saved().get(server.rstrip("/"))
    return str(entry.get("token", "")) if isinstance(entry, dict) else ""


def saved_authority(server: str) -> str:
    """The room's CA (PEM) kept when this computer paired with ``server`` over HTTPS, or ""."""
    entry = _saved().get(server.rstrip("/"))
    return str(entry.get("authority", "")) if isinstance(entry, dict) else ""


__all__ = ["AUTHORITY_PATH", "Impostor", "Link", "Unreachable", "devices_file", "impostor", "pair", "pairing_code",
           "pinned", "room_authority", "saved_authority", "saved_token"]
