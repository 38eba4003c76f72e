"""A finished tournament is closed (issue 29): Floor's own won tournament and an imported TD tournament both took a
new registration and a clock start. After the winner (or an import that says it ended) every write is refused in
words until the floor reopens it, on purpose and with a reason that is logged."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from conftest import FakeTime
from conftest import run_floor as floor
from conftest import run_floor_ok as floor_ok

from floor.core.errors import FloorError
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament import closing
from floor.tournament import players as P
from floor.tournament.describe import names_of, narrate
from floor.tournament.settings import Settings
from floor.usecases import chips, clock, history, players, tournament
from floor.usecases.desk import Desk, run

from .conftest import Places

sys.path.insert(0, str(Path(__file__).parents[1] / "season"))
from td_files import td_files

T0 = 1_800_000_000.0


def won(path: str | Path) -> tuple[Store, StoreDesk]:
    """Ana, Bob and Cid; Bob and Cid out: Ana won."""
    store = open_store(path)
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    desk = StoreDesk(store, tid, "Ana", FakeTime(T0))
    for name in ("Ana", "Bob", "Cid"):
        players.register(desk, name)
    players.bust(desk, ["Cid"])
    players.bust(desk, ["Bob"])
    return store, desk


def refused_every_write(desk: Desk) -> None:
    state = desk.state()
    before = state.seq
    standing = next(p.id for p in state.players.values() if p.playing)
    out = next(p.id for p in state.players.values() if not p.playing)
    for write in (lambda: players.register(desk, "Dan"), lambda: clock.start(desk),
                  lambda: chips.count(desk, {standing: 30_000}), lambda: players.reinstate(desk, out)):
        with pytest.raises(FloorError, match="is finished") as refusal:
            write()
        assert "\n" not in refusal.value.message and "reopen" in refusal.value.message
    assert desk.state().seq == before


def test_floors_own_won_tournament_refuses_a_registration_and_a_clock_start(where: Places) -> None:
    _, desk = won(where("t.db"))
    with pytest.raises(FloorError) as refusal:
        players.register(desk, "Dan")
    assert refusal.value.message == ("Sunday is finished (Ana won): nothing can change it until it is reopened "
                                     "(Tournament › Reopen…, or floor tournament reopen --reason)")
    refused_every_write(desk)


def test_an_imported_td_tournament_refuses_a_registration_and_a_clock_start(tmp_path: Path, where: Places) -> None:
    save = td_files()[0]
    db = where("club.db")
    floor_ok(db, "import-td", str(save))
    store = open_store(db)
    tid = store.tournaments()[0].id
    desk = StoreDesk(store, tid, "Ana", FakeTime(T0))
    assert closing.closed(desk.state())
    refused_every_write(desk)
    store.close()
    refused = floor(db, "player", "add", "Dan", "-t", str(tid))
    assert refused.returncode != 0 and "is finished" in refused.stderr and len(refused.stderr.splitlines()) == 1
    assert floor(db, "clock", "start", "-t", str(tid)).returncode != 0
    floor_ok(db, "export", "-t", str(tid), "--folder", str(tmp_path / "out"))  # reading and export still work


def test_reopen_is_an_action_with_its_reason_logged_and_then_everything_is_allowed_again(where: Places) -> None:
    store, desk = won(where("t.db"))
    with pytest.raises(FloorError, match="say why the tournament is reopened"):
        tournament.reopen(desk, "  ")
    done = tournament.reopen(desk, "Bob's bust was a mistake")
    assert not closing.closed(done.state)
    players.reinstate(desk, "Bob", chips=5_000)
    players.register(desk, "Dan")
    log = store.history(desk.tournament_id)
    assert "The tournament is reopened: Bob's bust was a mistake" in narrate(log, names_of(desk.state()))
    with pytest.raises(FloorError, match="Sunday is not finished: there is nothing to reopen"):
        tournament.reopen(desk, "again")


def test_a_new_winner_after_reopening_closes_it_again_and_undo_of_reopen_closes_it(where: Places) -> None:
    _, desk = won(where("t.db"))
    tournament.reopen(desk, "a late entry found")
    players.register(desk, "Dan")
    players.bust(desk, ["Dan"])
    with pytest.raises(FloorError, match="is finished"):
        players.register(desk, "Eve")
    tournament.reopen(desk, "the wrong player busted")
    history.undo(desk)
    assert closing.closed(desk.state())


def test_a_finished_tournament_still_links_a_member_and_the_command_line_reopens_it(where: Places) -> None:
    db = where("t.db")
    store, desk = won(db)
    linked = run(desk, lambda s: P.link_member(s, "Bob", "C7", now=T0, author="Ana"))  # the league's bookkeeping
    assert linked.state.player("Bob").member_id == "C7"
    store.close()
    refused = floor(db, "player", "add", "Dan")
    assert refused.returncode != 0 and "Sunday is finished (Ana won)" in refused.stderr
    said = floor_ok(db, "tournament", "reopen", "--reason", "a late entry found")
    assert "reopened: a late entry found" in said
    assert "Registered player 4: Dan" in floor_ok(db, "player", "add", "Dan")
    assert json.loads(floor_ok(db, "tournament", "show", "--json"))["entries"] == 4
