"""A desk on a host of a room network (run inside the host's namespace by tests/pg/test_faults_netns.py and
test_night_on_a_server.py): Floor's own store on the server's multi-host string, one JSON line per thing it did.

    server_desk.py write DSN AUTHOR PREFIX COUNT   at a first line on its input, register up to COUNT
                                                   batches (stops at the next line)
    server_desk.py show DSN                        what the log holds, as this desk reads it
    server_desk.py follow DSN                      the room service's reader (floor/room/follow.py History): reads
                                                   up to the log's end, then again at each line on its input
"""

from __future__ import annotations

import json
import sys
import threading
from typing import Any

from desk_work import as_json, desk_on, digest, read_log, write_batches

from floor.room.follow import History


def say(what: dict[str, Any]) -> None:
    print(json.dumps(what), flush=True)


def main(mode: str, dsn: str, *rest: str) -> None:
    if mode == "write":
        author, prefix, count = rest
        store, desk = desk_on(dsn, author)
        go, stop = threading.Event(), threading.Event()

        def listen() -> None:
            sys.stdin.readline()
            go.set()
            sys.stdin.readline()
            stop.set()

        threading.Thread(target=listen, daemon=True).start()
        say({"ready": True})
        go.wait()
        write_batches(desk, say, stop.is_set, count=int(count), prefix=prefix)
        say({"done": True})
    elif mode == "show":
        store, _ = desk_on(dsn, "reader")
        store.verify_chain()  # (every event follows its chain, or this refuses)
        say(as_json(read_log(store)))
    elif mode == "follow":
        store, _ = desk_on(dsn, "follower")
        history = History()
        while True:
            events = history.of(store, 1, store.reach(1))
            say({"cursor": history.seq, "seqs": [e.seq for e in events], "digest": digest(events)})
            if not sys.stdin.readline():
                break
    store.close()


if __name__ == "__main__":
    main(*sys.argv[1:])
