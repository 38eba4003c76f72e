"""A second desk's write whose answer is lost on the wire (run inside a host's namespace by test_attacks.py): this
computer pairs with the code, reads the tournament, says "ready", and at the next line on its input registers a
player through the room service (the use case sent as its intent, retried with its command id); then prints what it
was answered (and whether its link pinned the room's authority: over HTTPS, paired with the fingerprint)."""

from __future__ import annotations

import json
import sys
import time

from floor.room.link import pair, saved_authority, saved_token
from floor.room.remote import RemoteDesk
from floor.usecases import players


def main(url: str, code: str, name: str) -> None:
    pair(url, code)
    desk = RemoteDesk(url, saved_token(url))
    print("ready", flush=True)
    sys.stdin.readline()
    began = time.monotonic()
    done = players.register(desk, name)
    print(json.dumps({"seconds": round(time.monotonic() - began, 1), "entries": done.state.entries,
                      "names": [p.name for p in done.state.players.values()].count(name),
                      "events": [e.kind for e in done.events],
                      "pinned": bool(desk.link.context and saved_authority(url))}), flush=True)
    desk.close()


if __name__ == "__main__":
    main(*sys.argv[1:4])
