"""The link of a Floor window on another computer to the room service: its requests, and its pairing.

A request carries the device's token in a header (never a cookie, never the address); the service not answering is
:class:`Unreachable`, in words. Pairing: the computer is paired once with a code the desk shows; its token is kept
in the user's data folder (``room-devices.json``, readable by the user only) for the next start. The desk over the
network (:mod:`floor.room.remote`) and the club's members over the network (:mod:`floor.room.members`) both speak
through a :class:`Link`.
"""

from __future__ import annotations

import http.client
import json
import os
import urllib.parse
from pathlib import Path
from typing import Any

from floor.core.errors import FloorError, Text
from floor.core.files import write_whole

TIMEOUT_SECONDS = 10.0


class Unreachable(FloorError):
    """The room service did not answer."""

    code = "unreachable"


def devices_file() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "floor" / "room-devices.json"


def _address(server: str) -> tuple[str, int]:
    parts = urllib.parse.urlsplit(server if "://" in server else f"http://{server}")
    if parts.scheme != "http" or not parts.hostname:
        raise FloorError(Text("{server} is not a room service's address (http://ADDRESS:PORT/, as its QR code gives "
                              "it)", server=server), code="bad-server")
    return parts.hostname, parts.port or 80


class Link:
    """Requests to one room service, with the device's token in a header (never a cookie)."""

    def __init__(self, server: str, token: str = "", language: str = "en") -> None:
        self.server = server
        self.host, self.port = _address(server)
        self.token = token
        self.language = language

    def _host_header(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"

    def request(self, method: str, path: str, body: object = None, *,
                timeout: float = TIMEOUT_SECONDS) -> tuple[int, dict[str, Any]]:
        """One request and its JSON answer; the service not answering is :class:`Unreachable`, in words."""
        headers = {"Host": self._host_header(), "Accept-Language": self.language}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        conn = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            conn.request(method, path, body=data, headers=headers)
            answer = conn.getresponse()
            raw = answer.read()
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
        """The answer of a request the service accepted; its refusal (in the device's language) raised."""
        status, answer = self.request(method, path, body)
        if status != 200:
            raise FloorError(str(answer.get("refusal") or Text("the room service answered {status}",
                                                                 status=status)),
                             code=str(answer.get("code") or "refused"))
        return answer


def pair(server: str, code: str, pin: str = "", *, language: str = "en") -> dict[str, Any]:
    """This computer paired with the code the desk shows; the token kept for the next start."""
    answer = Link(server, language=language).ok("POST", "/api/pair", {"code": code, "pin": pin})
    saved = _saved()
    saved[server.rstrip("/")] = {"token": answer["token"], "device": answer["device"]}
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


__all__ = ["Link", "Unreachable", "devices_file", "pair", "saved_token"]
