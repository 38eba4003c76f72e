"""The player pages' tokens have one writer: issuing twice writes once, and two writers racing on two connections
to one file (the desk printing seat cards, the room service giving a newcomer a page) give one set."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from floor.store.desk import StoreDesk
from floor.store.where import open_store
from floor.tournament import events as ev
from floor.tournament.events import Event
from floor.tournament.state import TournamentState
from floor.usecases import pages, players
from floor.usecases.desk import Action
from floor.usecases.pages import Tokens

from .club import T0, file_bytes, night
from .conftest import Places


def test_issuing_twice_writes_once_and_answers_the_tokens_there_are(where: Places) -> None:
    store = open_store(where("floor.db"))
    desk = StoreDesk(store, night(store), "Ana", lambda: T0)
    for name in ("Ana", "Bob"):
        players.register(desk, name)
    first = pages.issue_tokens(desk)
    assert sorted(first.issued) == [1, 2] and first.tokens == first.issued
    before = file_bytes(store.address)
    again = pages.issue_tokens(desk)
    assert again.issued == {} and again.tokens == first.tokens and file_bytes(store.address) == before
    players.register(desk, "Cid")
    third = pages.issue_tokens(desk)
    assert list(third.issued) == [3] and third.tokens[1] == first.tokens[1]
    store.close()


class Racing:
    """A desk of its own connection that, once it has looked and found players without tokens, waits for the other
    writer to have looked too before it commits: the two look, then both write."""

    def __init__(self, path: str | Path, tournament: int, looked: threading.Barrier) -> None:
        self.store = open_store(path)
        self.desk = StoreDesk(self.store, tournament, "Ana", lambda: T0)
        self.author = self.desk.author
        self.looked = looked

    def now(self) -> float:
        return self.desk.now()

    def state(self) -> TournamentState:
        return self.desk.state()

    def commit(self, actions: Sequence[Action]) -> tuple[list[Event], TournamentState]:
        self.looked.wait()
        return self.desk.commit(actions)

    def undo(self) -> tuple[Event, TournamentState]:  # pragma: no cover - not asked
        return self.desk.undo()

    def redo(self) -> tuple[Event, TournamentState]:  # pragma: no cover - not asked
        return self.desk.redo()


def test_two_writers_racing_on_two_connections_issue_one_set(where: Places) -> None:
    path = where("floor.db")
    store = open_store(path)
    tid = night(store)
    desk = StoreDesk(store, tid, "Ana", lambda: T0)
    for i in range(20):
        players.register(desk, f"Player {i}")
    looked = threading.Barrier(2)
    answers: list[Tokens] = []

    def writer() -> None:  # (a connection belongs to its thread: each writer opens its own)
        racing = Racing(path, tid, looked)
        try:
            answers.append(pages.issue_tokens(racing))
        finally:
            racing.store.close()

    threads = [threading.Thread(target=writer) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    issued = [e for e in store.history(tid) if e.kind == ev.TOKENS_ISSUED]
    assert len(issued) == 1 and len(answers) == 2
    assert sorted(len(a.issued) for a in answers) == [0, 20]  # one wrote, the other answered what it wrote
    assert answers[0].tokens == answers[1].tokens == store.state(tid).tokens
    store.close()
