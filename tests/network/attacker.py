"""A hostile client on another host of the room's network: reads a plan of requests (JSON on standard input), sends
each to the room service as a plain HTTP client would (any token, any header, any body, raw bytes too) and prints
what each was answered (JSON on standard output). Standard library only: it runs on the attacker's host through
``ip netns exec``, with nothing of Floor imported.

``attacker.py HOST PORT https``: the same over TLS to the stations' port, checking no certificate (an attacker
trusts whatever answers): what it is refused there is refused by the service's own checks, not by the transport."""

from __future__ import annotations

import http.client
import json
import ssl
import sys
from typing import Any


def send(host: str, port: int, item: dict[str, Any], tls: ssl.SSLContext | None = None) -> dict[str, Any]:
    headers = {"Host": f"{host}:{port}", "Accept-Language": "en"}
    if item.get("token") is not None:
        headers["Authorization"] = f"Bearer {item['token']}"
    if item.get("command"):
        headers["Idempotency-Key"] = item["command"]
    raw = item.get("raw")
    body = raw.encode() if isinstance(raw, str) else None if item.get("body") is None \
        else json.dumps(item["body"]).encode()
    if body is not None:
        headers["Content-Type"] = "application/json"
    conn = http.client.HTTPConnection(host, port, timeout=30) if tls is None else \
        http.client.HTTPSConnection(host, port, timeout=30, context=tls)
    try:
        conn.request(item["method"], item["path"], body=body, headers=headers)
        answer = conn.getresponse()
        data = answer.read()
    except (OSError, http.client.HTTPException) as err:
        return {"status": 0, "answer": {"error": str(err)}}
    finally:
        conn.close()
    try:
        parsed = json.loads(data) if data.strip() else {}
    except ValueError:
        parsed = {"text": data[:200].decode("utf-8", "replace")}
    return {"status": answer.status, "answer": parsed if isinstance(parsed, dict) else {"value": parsed}}


def main() -> None:
    host, port = sys.argv[1], int(sys.argv[2])
    tls = None
    if sys.argv[3:] == ["https"]:
        tls = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        tls.check_hostname = False
        tls.verify_mode = ssl.CERT_NONE  # (whatever certificate the service shows)
    plan = json.load(sys.stdin)
    json.dump([send(host, port, item, tls) for item in plan], sys.stdout)


if __name__ == "__main__":
    main()
