"""A player's finish (``floor/tournament/finishes.py``): one model of place, prize, bounties and hits, computed once
from the state, that the results, the export, the report, the league, the console, the pages and the command line
read. Whole tournaments played out at random: the prizes add up to the pool, a shared place is split evenly with
the odd unit to the lower numbers, and the hits the fold keeps are the knockouts that stand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.store import export as X
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import snapshots
from floor.tournament.bounties import BountyRule
from floor.tournament.events import Event
from floor.tournament.finishes import finishes
from floor.tournament.prizes import sheet
from floor.tournament.records import Created
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import TournamentState, replay
from floor.usecases import history, players

NOW = 1_800_000_000.0


def field(n: int, **settings: object) -> TournamentState:
    base: dict[str, object] = {"name": "T", "buy_in": 100, "starting_stack": 10_000}
    base.update(settings)
    state = replay(1, [Event(Created.of(Settings(**base)), NOW, "Ana", 1)])  # type: ignore[arg-type]
    for i in range(1, n + 1):
        state = act(state, P.register(state, f"P{i}", now=NOW, author="Ana", level=1))
    return state


def act(state: TournamentState, event: Event) -> TournamentState:
    return state.after(event.numbered(state.seq + 1))


def played_out(data: st.DataObject, state: TournamentState, *, reinstate: bool = False,
               ) -> tuple[TournamentState, list[tuple[int, tuple[int, ...]]]]:
    """Busts of one to several players at a time (each by one or two of those left, or by nobody, now and then
    the last one out reinstated) until one player is left; the knockouts that stand, written out as the log's
    rescan counted them: (player out, by whom), a reinstatement (three at most) taking back that player's last."""
    knocked: list[tuple[int, tuple[int, ...]]] = []
    reinstatements = 3 if reinstate else 0
    while state.players_left > 1:
        playing = sorted(p.id for p in state.playing)
        out = data.draw(st.lists(st.sampled_from(playing), min_size=1, max_size=min(4, len(playing) - 1),
                                 unique=True))
        left = [p for p in playing if p not in out]
        by = data.draw(st.lists(st.sampled_from(left), max_size=2, unique=True))
        state = act(state, P.eliminate(state, out, by=by, now=NOW, author="Ana"))
        knocked += [(p, tuple(by)) for p in out]
        if reinstatements and data.draw(st.booleans()):
            reinstatements -= 1
            back = data.draw(st.sampled_from(out))
            state = act(state, P.reinstate(state, back, now=NOW, author="Ana"))
            knocked.pop(max(i for i, (p, _) in enumerate(knocked) if p == back))
    return state, knocked


@settings(max_examples=80, deadline=None)
@given(data=st.data(), n=st.integers(2, 40), buy_in=st.sampled_from([100, 150, 1_000]),
       unit=st.sampled_from([1, 5, 25]))
def test_the_prizes_of_a_finished_tournament_add_up_to_the_pool_and_shared_places_split_evenly(
        data: st.DataObject, n: int, buy_in: int, unit: int) -> None:
    state, _ = played_out(data, field(n, buy_in=buy_in, payout_unit=unit))
    finished = finishes(state)
    paid = sheet(state)
    assert sum(f.prize for f in finished.values()) == sum(paid.amounts) == paid.pool
    assert [f.place for f in finished.values()] == sorted(f.place or 0 for f in finished.values())
    assert [f.id for f in finished.values() if f.won] == [p.id for p in state.playing]
    groups: dict[int, list[int]] = {}
    for f in finished.values():
        assert f.place is not None and len(f.places) == f.shared_with
        groups.setdefault(f.place, []).append(f.prize)
    for place, shares in groups.items():
        assert sum(shares) == sum(paid.amounts[place - 1: place - 1 + len(shares)])
        assert max(shares) - min(shares) <= 1 and shares == sorted(shares, reverse=True)  # the odd unit: lower number


@settings(max_examples=60, deadline=None)
@given(data=st.data(), n=st.integers(3, 30))
def test_the_hits_the_fold_keeps_are_the_knockouts_that_stand(data: st.DataObject, n: int) -> None:
    """Each bust counts one for each player named, a reinstatement takes its player's last one back (the rescan
    of the log that counted them before, written out); a snapshot keeps them."""
    state, knocked = played_out(data, field(n), reinstate=True)
    expected: dict[int, int] = {}
    for _, by in knocked:
        for hitman in by:
            expected[hitman] = expected.get(hitman, 0) + 1
    assert dict(state.hits) == expected
    assert {f.id: f.hits for f in finishes(state).values() if f.hits} == expected
    again = snapshots.from_dict(1, snapshots.to_dict(state))
    assert (dict(again.hits), dict(again.busted_by)) == (dict(state.hits), dict(state.busted_by))


def test_the_hits_of_two_players_busted_by_two_pots_go_to_each_pots_winner(tmp_path: Path) -> None:
    """A hand's side pots bust two players, each by their own pot's winner (``by_player``, as `bust_offered` writes
    it): each winner has a hit in the results export. The log's rescan read only the bust's shared ``by``, which
    such a bust leaves empty: neither had one."""
    store = Store(tmp_path / "floor.db")
    tid = store.create(Settings("Side pots", buy_in=100, starting_stack=10_000), now=NOW, author="Ana")
    desk = StoreDesk(store, tid, "Ana", lambda: NOW)
    for name in ("Ana", "Bob", "Cid", "Dan"):
        players.register(desk, name)
    players.bust(desk, ["Ana", "Bob"], by_player={1: [3], 2: [4]})
    rows = {r["name"]: r["hits"] for r in X.results_rows(store.state(tid))}
    assert rows == {"Cid": 1, "Dan": 1, "Ana": 0, "Bob": 0}
    history.undo(desk)  # the bust taken back: no hits
    assert dict(store.state(tid).hits) == {}
    store.close()


def test_a_knockout_bounty_and_a_reentry_in_the_finish() -> None:
    """Ana busts Bob twice (he re-enters) and wins: two hits, both bounties and her own, 1st with the 1st prize."""
    state = field(3, bounty=BountyRule("knockout", 50), reentry=Purchase(100, 10_000, 1))
    state = act(state, P.eliminate(state, [2], by=[1], now=NOW, author="Ana"))
    state = act(state, P.reenter(state, 2, now=NOW, author="Ana", level=1))
    state = act(state, P.eliminate(state, [2], by=[1], now=NOW, author="Ana"))
    state = act(state, P.eliminate(state, [3], by=[1], now=NOW, author="Ana"))
    ana, bob = finishes(state)[1], finishes(state)[2]
    assert (ana.place, ana.won, ana.hits, ana.bounties, ana.prize) == (1, True, 3, 200, sheet(state).amounts[0])
    assert (bob.place, bob.entries, bob.reentries, bob.hits, bob.bounties) == (3, 2, 1, 0, 0)


def _out_in_threes(state: TournamentState, size: int) -> TournamentState:
    """A field of ``size`` with all but a tenth out in groups of three (shared places)."""
    people = {i: state.players[1]._replace(id=i, name=f"P{i}") for i in range(1, size + 1)}
    for first in range(size, size // 10, -3):
        for i in range(first - 2, first + 1):
            people[i] = people[i]._replace(playing=False, place=first - 2, shared_with=3)
    return TournamentState(1, state.settings, state.clock, players=people, players_left=size // 10, entries=size)


def test_the_finishes_of_ten_thousand_players_are_computed_in_one_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 10,000-entry field with 9,000 out in groups of three (shared places): the prize was a scan of every
    player for each finisher (quadratic). The sheet is read once and each shared place split once, whatever the
    field (counted, not timed: the machines are shared)."""
    from floor.tournament import finishes as module

    calls = {"sheet": 0, "split": 0}

    def counted(name: str, real: Any) -> Any:
        def call(*args: Any, **kwargs: Any) -> Any:
            calls[name] += 1
            return real(*args, **kwargs)
        return call

    monkeypatch.setattr(module, "sheet", counted("sheet", module.sheet))
    monkeypatch.setattr(module, "split", counted("split", module.split))
    big = _out_in_threes(field(2), 10_000)
    finished = finishes(big)
    paid = len(sheet(big).amounts)
    assert len(finished) == 10_000 and sum(f.prize for f in finished.values()) <= sheet(big).pool
    assert calls["sheet"] == 1 and calls["split"] <= paid  # (one split per paid place at most, never per player)
