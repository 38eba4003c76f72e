"""A club's leagues of its own tournaments, in the database beside them: each league's season with its points
formula, how many results count (best N of M) and the seats of its final, and which tournaments count for it.

Tournaments imported from The Tournament Director carry their league and season already
(:func:`floor.store.td_import.season_of`); a season here holds both: the imported ones and those the floor counts.
The league is the club's, not one tournament's, so it is rows of its own, every write one transaction.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Mapping, Sequence

from floor.clubs import formula, league
from floor.clubs.league import Played, Standing
from floor.clubs.members import Member, root
from floor.core.errors import FloorError, Text
from floor.store.connection import Connection, mark
from floor.store.members import Members
from floor.store.td_import import season_of
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament.settings import Settings
from floor.tournament.structure import Structure
from floor.usecases.desk import Action
from floor.usecases.leagues import Season


def _has_tables(db: Connection) -> bool:
    if db.engine == "postgresql":
        return True  # (a server's schema is made whole: floor/store/postgres.py)
    return db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'leagues'").fetchone() is not None


class Leagues:
    """The leagues of the club whose database ``store`` is."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def holds(self, tournament: int) -> bool:
        """The file holds tournament number ``tournament``."""
        if not self.store.exists:
            return False
        return self.store.reading(lambda db: db.execute(f"SELECT 1 FROM tournaments WHERE id = {mark(db)}",
                                                        (tournament,)).fetchone() is not None)

    def members(self) -> Mapping[str, Member]:
        """The club's members (a final registers its qualifiers with their ids)."""
        return Members(self.store).all()

    def keep(self, rules: Season, *, count: Sequence[int] = (), uncount: Sequence[int] = ()) -> None:
        """The season's rules and the tournaments counted or no longer counted for it, in one transaction (the
        use case :func:`floor.usecases.leagues.set_season` checked them)."""
        with self.store.writing() as db:
            server = db.engine == "postgresql"
            if server:
                db.execute("INSERT INTO leagues (league, season, formula, best_of, final_seats) "
                           "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (league, season) DO UPDATE SET "
                           "formula = excluded.formula, best_of = excluded.best_of, "
                           "final_seats = excluded.final_seats",
                           (rules.league, rules.season, rules.formula, rules.best_of, rules.final_seats))
            else:
                db.execute("INSERT OR REPLACE INTO leagues (league, season, formula, best_of, final_seats) "
                           "VALUES (?, ?, ?, ?, ?)",
                           (rules.league, rules.season, rules.formula, rules.best_of, rules.final_seats))
            for tournament in count:
                if server:
                    db.execute("INSERT INTO league_tournaments (league, season, tournament_id) "
                               "VALUES (%s, %s, %s) ON CONFLICT DO NOTHING", (rules.league, rules.season, tournament))
                else:
                    db.execute("INSERT OR IGNORE INTO league_tournaments (league, season, tournament_id) "
                               "VALUES (?, ?, ?)", (rules.league, rules.season, tournament))
            p = mark(db)
            for tournament in uncount:
                db.execute(f"DELETE FROM league_tournaments WHERE league = {p} AND season = {p} "
                           f"AND tournament_id = {p}", (rules.league, rules.season, tournament))

    def get(self, league_name: str, season: str) -> Season | None:
        def read(db: Connection) -> Season | None:
            if not _has_tables(db):
                return None
            p = mark(db)
            row = db.execute(f"SELECT formula, best_of, final_seats FROM leagues WHERE league = {p} AND season = {p}",
                             (league_name, season)).fetchone()
            return None if row is None else Season(league_name, season, str(row[0]), int(row[1] or 0),
                                                   int(row[2] or 0))
        return self.store.reading(read) if self.store.exists else None

    def seasons(self) -> list[Season]:
        """Every season the club set up, by league then season."""
        def read(db: Connection) -> list[Season]:
            if not _has_tables(db):
                return []
            return [Season(str(r[0]), str(r[1]), str(r[2]), int(r[3] or 0), int(r[4] or 0)) for r in db.execute(
                "SELECT league, season, formula, best_of, final_seats FROM leagues ORDER BY league, season")]
        return self.store.reading(read) if self.store.exists else []

    def known(self) -> list[tuple[str, str]]:
        """Every league and season in the file, by league then season: those the club set up and those its
        tournaments imported from TD were played for (what the League dialog offers to pick)."""
        found = {(rules.league, rules.season) for rules in self.seasons()}
        if self.store.exists:
            for summary in self.store.tournaments():
                td = self.store.creation(summary.id).data.extra.get("td")  # (as floor/store/td_import.py keeps it)
                if isinstance(td, Mapping) and isinstance(td.get("league"), str) and td.get("league") \
                        and isinstance(td.get("season"), str) and td.get("season"):
                    found.add((str(td["league"]), str(td["season"])))
        return sorted(found, key=lambda pair: (pair[0].casefold(), pair[1].casefold()))

    def of(self, tournament: int) -> tuple[str, str] | None:
        """The league and season a tournament counts for (the first, if several)."""
        def read(db: Connection) -> tuple[str, str] | None:
            if not _has_tables(db):
                return None
            row = db.execute(f"SELECT league, season FROM league_tournaments WHERE tournament_id = {mark(db)} "
                             "ORDER BY league, season", (tournament,)).fetchone()
            return None if row is None else (str(row[0]), str(row[1]))
        return self.store.reading(read) if self.store.exists else None

    def counted(self, league_name: str, season: str) -> list[int]:
        def read(db: Connection) -> list[int]:
            if not _has_tables(db):
                return []
            p = mark(db)
            return [int(r[0]) for r in db.execute(f"SELECT tournament_id FROM league_tournaments WHERE league = {p} "
                                                  f"AND season = {p} ORDER BY tournament_id", (league_name, season))]
        return self.store.reading(read) if self.store.exists else []

    def season(self, league_name: str, season: str, *, rules: Season | None = None, count: Sequence[int] = (),
               uncount: Sequence[int] = ()) -> tuple[Season | None, list[Played]]:
        """The season's rules and every tournament of it: those imported for it and those the floor counted. Given
        ``rules``, ``count`` and ``uncount``: the season as it would be with them (what
        :func:`floor.usecases.leagues.set_season` ranks before it writes anything)."""
        rules = rules if rules is not None else self.get(league_name, season)
        try:
            played = season_of(self.store, league_name, season)
        except FloorError:
            played = []
        if rules is not None:
            points = formula.read(rules.formula)
            imported = {p.state.id for p in played}
            counting = [t for t in dict.fromkeys([*self.counted(league_name, season), *count]) if t not in uncount]
            played += [Played(self.store.state(t), self.store.creation(t).at, points)
                       for t in counting if t not in imported]
        if not played:
            raise FloorError(Text("no tournament of league {league}, season {season} in this database",
                                  league=league_name, season=season), code="no-league")
        return rules, played

    def standings(self, league_name: str, season: str) -> list[Standing]:
        """The season's standings, best first (best N of M when the season says so, merged members as one)."""
        return self.rank(*self.season(league_name, season))

    def final_of(self, league_name: str, season: str) -> int | None:
        """The tournament of the season's final, once created."""
        def read(db: Connection) -> int | None:
            if not _has_finals(db):
                return None
            p = mark(db)
            row = db.execute(f"SELECT tournament_id FROM league_finals WHERE league = {p} AND season = {p}",
                             (league_name, season)).fetchone()
            return None if row is None else int(row[0])
        return self.store.reading(read) if self.store.exists else None

    def found_final(self, rules: Season, settings: Settings, structure: Structure, *, now: float, author: str,
                    then: Sequence[Action]) -> int:
        """The season's final made (:func:`floor.usecases.leagues.create_final` planned it): the tournament, its
        registrations and its row as the final, one transaction; a final made meanwhile refuses it whole."""
        def record(db: Connection, tournament: int) -> None:
            p = mark(db)
            if db.engine == "postgresql":  # (another desk's final made meanwhile: its row, waited for, refuses this)
                made = db.execute("INSERT INTO league_finals (league, season, tournament_id) VALUES (%s, %s, %s) "
                                  "ON CONFLICT (league, season) DO NOTHING", (rules.league, rules.season, tournament))
                if made.rowcount == 1:
                    return
            row = db.execute(f"SELECT tournament_id FROM league_finals WHERE league = {p} AND season = {p}",
                             (rules.league, rules.season)).fetchone()
            if row is not None:
                raise FloorError(Text("the final of season {season} of league {league} is tournament {tournament} "
                                      "already", season=rules.season, league=rules.league, tournament=row[0]),
                                 code="final-made")
            db.execute(f"INSERT INTO league_finals (league, season, tournament_id) VALUES ({p}, {p}, {p})",
                       (rules.league, rules.season, tournament))

        return self.store.create(settings, now=now, author=author, structure=structure, then=then, also=record)

    def rank(self, rules: Season | None, played: list[Played]) -> list[Standing]:
        """A season already read, ranked (best N of M when its rules say so, merged members as one); only reads."""
        members = Members(self.store).as_kept()
        return league.standings(played, best_of=rules.best_of if rules and rules.best_of else None,
                                member_of=lambda m: root(members, m))


def _has_finals(db: Connection) -> bool:
    if db.engine == "postgresql":
        return True  # (a server's schema is made whole: floor/store/postgres.py)
    return db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'league_finals'").fetchone() \
        is not None


class StandingsPanel:
    """The league standings a screen shows for a tournament that counts for a season: read once, then again every
    ten minutes (the big screen asks four times a second, and a season of many tournaments takes a moment to rank:
    every tournament of it folded; the standings move between tournaments, not hand by hand).

    The reading runs in a thread of its own with its own connection (a SQLite connection belongs to one thread), so
    the big screen's clock and the pages never wait for a season to be ranked: until the first reading is done the
    panel has no rows, then the last rows read are shown while the next reading runs. ``background=False`` reads in
    the caller's thread (the command line, and tests that want the rows at once)."""

    SECONDS = 600.0

    def __init__(self, store: Store, tournament: int, clock: Callable[[], float], *,
                 background: bool = True) -> None:
        self.store, self.tournament, self.clock, self.background = store, tournament, clock, background
        self.kept: tuple[float, list[tuple[str, int, str]]] | None = None
        self._reading: threading.Thread | None = None

    def __call__(self) -> list[tuple[str, int, str]]:
        now, kept = self.clock(), self.kept
        if kept is not None and now - kept[0] < self.SECONDS:
            return kept[1]
        if not self.background:
            self.kept = (now, self.read(self.store))
            return self.kept[1]
        if self._reading is None or not self._reading.is_alive():
            self._reading = threading.Thread(target=self._read_aside, args=(now,), daemon=True,
                                             name="floor: league standings")
            self._reading.start()
        return kept[1] if kept is not None else []

    def wait(self, seconds: float | None = None) -> list[tuple[str, int, str]]:
        """The rows once the reading under way is done (what a test or a closing window waits for)."""
        if self._reading is not None:
            self._reading.join(seconds)
        return self.kept[1] if self.kept is not None else []

    def read(self, store: Store) -> list[tuple[str, int, str]]:
        """The season's standings as (name, points, member), best first (the member as the league knows the player:
        the member id, the name without one; the player pages find their player by it); none when the tournament
        counts for no season."""
        try:
            book = Leagues(store)
            where = book.of(self.tournament)
            return [(s.name, round(s.points), s.member) for s in book.standings(*where)] if where is not None else []
        except FloorError:
            return []  # (a formula that cannot be read is the league command's to say; the screen shows none)

    def _read_aside(self, asked: float) -> None:
        rows = self.kept[1] if self.kept is not None else []
        try:
            store = open_store(self.store.path)  # this thread's own connection
            try:
                rows = self.read(store)
            finally:
                store.close()
        except (FloorError, sqlite3.Error, OSError):
            pass  # (the file busy or gone for a moment: the rows last read stay, the next reading tries again)
        self.kept = (asked, rows)


__all__ = ["Leagues", "StandingsPanel"]
