"""The results report's content, read from a real tournament played through the use cases into a real store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from floor.store import export as X
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.tournament.describe.report import Report, report
from floor.tournament.settings import Purchase, Settings
from floor.tournament.structure import Break, Level, structure_to_json, template
from floor.usecases import clock, players
from floor.usecases.history import undo

T0 = 1_800_000_000.0
MINUTE = 60.0
NAMES = ("Ivan Petrov", "Мария Иванова", "Ștefan Țurcanu", "Olga Smirnova", "Andrei Popescu", "Елена Волкова",
         "Mihai Radu", "Sofia Ivanova")


class Night:
    """Eight players on the turbo structure (12-minute levels, a break after level 6): rebuys, an add-on and a
    re-entry, a guarantee the field does not reach, the clock started at T0."""

    def __init__(self, path: Path) -> None:
        self.store = Store(path)
        settings = Settings("Vineri — Турнир", buy_in=100, fee=10, starting_stack=20_000,
                            rebuy=Purchase(100, 20_000, 2, 6), addon=Purchase(50, 30_000, 1, 6),
                            reentry=Purchase(100, 20_000, 1, 6), guarantee=2_000, payout_unit=5)
        self.tid = self.store.create(settings, now=T0 - 600, author="Ana",
                                     extra={"structure": structure_to_json(template("turbo"))})
        for i, name in enumerate(NAMES):
            players.register(self.at(T0 - 300), name, nickname="Ёжик" if i == 1 else "")
        clock.start(self.at(T0))

    def at(self, when: float) -> StoreDesk:
        return StoreDesk(self.store, self.tid, "Ana", lambda: when)

    def report(self, now: float, *, bounties: dict[int, int] | None = None,
               points: dict[int, float] | None = None) -> Report:
        return report(self.store.state(self.tid), self.store.history(self.tid), now=now, bounties=bounties,
                      points=points)

    def play_to_the_end(self) -> float:
        """Two rebuys, an add-on, a re-entry, then everyone out but Ivan, who busts most of them; the last bust
        at 100 minutes (level 8: six levels, the break, then level 7 from 82 to 94 minutes)."""
        players.rebuy(self.at(T0 + 5 * MINUTE), "Olga")
        players.rebuy(self.at(T0 + 6 * MINUTE), "Olga")
        players.addon(self.at(T0 + 7 * MINUTE), "Мария")
        players.bust(self.at(T0 + 10 * MINUTE), ["Sofia"], by=["Ivan"])
        players.reenter(self.at(T0 + 11 * MINUTE), "Sofia", seat=False)
        order = ["Sofia", "Mihai", "Елена", "Andrei", "Olga", "Ștefan", "Мария"]
        for n, name in enumerate(order):
            players.bust(self.at(T0 + (40 + 10 * n) * MINUTE), [name], by=["Ivan"] if name != "Olga" else ["Мария"])
        return T0 + 100 * MINUTE

    def close(self) -> None:
        self.store.close()


@pytest.fixture
def night(tmp_path: Path) -> Iterator[Night]:
    played = Night(tmp_path / "floor.db")
    yield played
    played.close()


def test_a_finished_tournament_reports_its_winner_the_field_and_the_money(night: Night) -> None:
    """Won by Ivan at the last bust: eight players, nine entries (one re-entry), two rebuys, one add-on; the
    players paid 1,150 of the 2,000 guaranteed, the house the 850 overlay."""
    ended = night.play_to_the_end()
    content = night.report(ended + 3 * 3600)
    assert content.title == "Vineri — Турнир" and content.finished
    assert content.started_at == T0 and content.ended_at == ended
    assert content.winner is not None and content.winner.name == "Ivan Petrov" and content.winner.place == 1
    f = content.field
    assert (f.players, f.entries, f.reentries, f.rebuys, f.addons) == (8, 9, 1, 2, 1)
    pool = content.pool
    assert (pool.buy_in, pool.fee, pool.collected, pool.guarantee) == (100, 10, 9 * 100 + 2 * 100 + 50, 2_000)
    assert (pool.overlay, pool.total) == (2_000 - 1_150, 2_000)
    assert pool.places_paid == sum(1 for s in content.standings if s.prize)
    assert sum(s.prize or 0 for s in content.standings) == pool.total


def test_the_standings_are_the_results_export_with_the_hits(night: Night) -> None:
    """Place, name, nickname, prize, entries, rebuys, add-ons and hits are the results export's, row for row: Ivan
    knocked out seven entries (Sofia twice), Мария one."""
    ended = night.play_to_the_end()
    rows = X.results_rows(night.store.state(night.tid))
    content = night.report(ended)
    assert [(s.place, s.name, s.nickname, s.prize, s.entries, s.rebuys, s.addons, s.hits)
            for s in content.standings] == [(r["place"], r["name"], r["nickname"], r["prize"], r["entries"],
                                             r["rebuys"], r["addons"], r["hits"]) for r in rows]
    by_name = {s.name: s for s in content.standings}
    assert by_name["Ivan Petrov"].hits == 7 and by_name["Мария Иванова"].hits == 1
    assert by_name["Sofia Ivanova"].entries == 2 and by_name["Olga Smirnova"].rebuys == 2
    assert by_name["Мария Иванова"].nickname == "Ёжик" and content.has_nicknames


def test_the_structure_played_stops_at_the_level_the_tournament_ended_in(night: Night) -> None:
    """The last bust at 100 minutes is in level 8 (after six 12-minute levels and the 10-minute break): levels 1
    to 8 and the break are listed, level 8 marked as the last, whenever the report is made."""
    ended = night.play_to_the_end()
    content = night.report(ended + 24 * 3600)
    played = content.structure
    assert [p.number for p in played if not p.is_break] == list(range(1, 9))
    assert [p.number for p in played if p.is_break] == [6]
    assert [p.last for p in played] == [False] * (len(played) - 1) + [True]
    turbo = template("turbo")
    assert [p.item for p in played] == list(turbo.items[: len(played)])
    assert isinstance(played[-1].item, Level) and isinstance(played[6].item, Break)


def test_a_tournament_still_running_has_no_winner_and_lists_those_playing_first(night: Night) -> None:
    """Before the end: no winner, the players still in first without a place or prize, the structure up to the level
    in play at the moment of the report (level 3 at 30 minutes)."""
    players.bust(night.at(T0 + 20 * MINUTE), ["Mihai"], by=["Ivan"])
    content = night.report(T0 + 30 * MINUTE)
    assert not content.finished and content.winner is None and content.players_left == 7
    assert [s.place for s in content.standings] == [None] * 7 + [8]
    assert all(s.prize is None for s in content.standings[:7]) and content.standings[-1].name == "Mihai Radu"
    assert [p.number for p in content.structure] == [1, 2, 3] and content.structure[-1].last


def test_an_undone_last_bust_is_no_win(night: Night) -> None:
    """The floor takes the final elimination back: the tournament runs again, and the report says so."""
    ended = night.play_to_the_end()
    undo(night.at(ended + MINUTE))
    content = night.report(ended + 2 * MINUTE)
    assert not content.finished and content.winner is None and content.players_left == 2


def test_bounties_and_league_points_are_columns_only_when_given(night: Night) -> None:
    """The lead's bounties (money) and league points come in as mappings by player: absent, no column; given,
    every player has a value (none won is 0)."""
    ended = night.play_to_the_end()
    plain = night.report(ended)
    assert not plain.has_bounties and not plain.has_points
    assert all(s.bounty is None and s.points is None for s in plain.standings)
    ivan = next(s.player for s in plain.standings if s.name == "Ivan Petrov")
    given = night.report(ended, bounties={ivan: 350}, points={ivan: 12.5})
    assert given.has_bounties and given.has_points
    assert {s.name: (s.bounty, s.points) for s in given.standings}["Ivan Petrov"] == (350, 12.5)
    assert {s.bounty for s in given.standings if s.player != ivan} == {0}
    assert {s.points for s in given.standings if s.player != ivan} == {0.0}
