"""A desk's work on a PostgreSQL server for the fault suite (tests/pg/test_faults*.py, test_night_on_a_server.py),
shared by the tests' own threads and by desks started on other hosts (tests/pg/server_desk.py): batches of
registrations written through Floor's own store (``open_store`` -> ``ServerStore``, a use case at a time), and what
a log holds, read back, to prove that every acknowledged batch is there once and whole.

Imports only Floor (the script on another host imports it by file name, not as part of the tests package).
"""

from __future__ import annotations

import hashlib
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from floor.core.errors import FloorError
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament.events import Event
from floor.usecases import players

BATCH = 3  # players registered by one action, in one transaction: a batch seen in part would be half-applied
NOW = 1_800_000_000.0  # the desks' clock (fixed: the log's contents do not depend on when the test ran)


def names(number: int, prefix: str = "P") -> list[str]:
    """The players batch ``number`` registers."""
    return [f"{prefix}{number:04}-{k}" for k in range(1, BATCH + 1)]


def desk_on(where: str, author: str, tournament_id: int = 1) -> tuple[Store, StoreDesk]:
    """A desk's store on the server (the multi-host string finds the primary) and its desk for one tournament."""
    store = open_store(where)
    return store, StoreDesk(store, tournament_id, author, lambda: NOW)


def write_batches(desk: StoreDesk, said: Callable[[dict[str, Any]], None], stop: Callable[[], bool], *,
                  first: int = 1, count: int = 1_000_000, prefix: str = "P") -> None:
    """Register batch after batch (``players.register_all``: a CSV's rows, all or none) until ``stop()`` or
    ``count`` batches; each try, acknowledgement and refusal said with the monotonic time (one clock for every
    process of the machine, whatever namespace it runs in)."""
    for number in range(first, first + count):
        if stop():
            return
        said({"try": number, "t": time.monotonic()})
        try:
            players.register_all(desk, [(name, "", "", line) for line, name in enumerate(names(number, prefix), 1)])
        except FloorError as err:
            said({"refused": number, "t": time.monotonic(), "why": str(err)})
            continue
        said({"ack": number, "t": time.monotonic()})


@dataclass(frozen=True)
class Read:
    """A tournament's log as one desk read it."""

    seqs: list[int]
    registered: Counter[str]  # each player's name, and how many times the log registers it
    authors: set[str]
    digest: str  # every event's seq, kind, author and body: two desks that read the same log read the same digest
    entries: int
    state_seq: int
    kinds: Counter[str]  # how many events of each kind
    eliminated: list[int]  # every player a players-eliminated event names, in the log's order
    playing: int
    hands: list[tuple[int, int, str, str]]  # every hand a dealer station recorded: table, hand, submission, author


def read_log(store: Store, tournament_id: int = 1) -> Read:
    """What the log holds now, through ``store`` (its history and its folded state)."""
    history = store.history(tournament_id)
    state = store.state(tournament_id)
    return Read([e.seq for e in history], Counter(_name(e) for e in history if e.kind == "player-registered"),
                {e.author for e in history}, digest(history), state.entries, state.seq,
                Counter(e.kind for e in history),
                [int(p) for e in history if e.kind == "players-eliminated" for p in e.data.to_json()["players"]],
                sum(1 for p in state.players.values() if p.playing),
                [_hand(e) for e in history if e.kind == "hand-recorded"])


def as_json(read: Read) -> dict[str, Any]:
    return {"seqs": read.seqs, "registered": dict(read.registered), "authors": sorted(read.authors),
            "digest": read.digest, "entries": read.entries, "state_seq": read.state_seq, "kinds": dict(read.kinds),
            "eliminated": read.eliminated, "playing": read.playing, "hands": read.hands}


def batches(registered: Counter[str], prefix: str = "P") -> dict[int, list[int]]:
    """Batch number -> how many times each of its players is registered (``[1, 1, 1]``: whole, once)."""
    found: dict[int, list[int]] = {}
    for name in registered:
        if name.startswith(prefix) and "-" in name:
            number = int(name[len(prefix):].split("-")[0])
            found[number] = [registered[n] for n in names(number, prefix)]
    return found


def _name(event: Event) -> str:
    return str(event.data.to_json()["name"])


def _hand(event: Event) -> tuple[int, int, str, str]:
    body = event.data.to_json()
    return int(body["table"]), int(body["hand"]), str(body.get("submission", "")), event.author


def digest(history: list[Event]) -> str:
    text = "\n".join(f"{e.seq} {e.kind} {e.author} {e.data.to_json()}" for e in history)
    return hashlib.sha256(text.encode()).hexdigest()[:16]
