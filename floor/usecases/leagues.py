"""A club's league seasons: the rules of a season and the tournaments that count for it, set together; the final.

The League dialog's Save and ``floor league --formula … --count …`` are one intent, :func:`set_season`: the rules
and the tournaments counted (or no longer counted) are checked whole, then written in one transaction, so a refused
count leaves the season's rules as they were. Create the final (the dialog's button, ``floor league
--create-final``) is :func:`create_final`: the tournament, its qualifiers registered and its place as the season's
final, all in one transaction.

A season is the club's, not one tournament's, so these take the club's league book (a :class:`SeasonBook`: the
store's, :class:`floor.store.leagues.Leagues`), not a desk.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from floor.clubs import formula, league
from floor.clubs.league import Played, Standing
from floor.clubs.members import Member
from floor.core.errors import FloorError, Text
from floor.tournament import players
from floor.tournament.settings import Settings
from floor.tournament.structure import Structure
from floor.usecases.desk import Action
from floor.usecases.tournaments import verify_create

MAX_NAME = 60
EXAMPLE = "10*(sqrt(n)/sqrt(r)) + hits*10"  # a points formula, as the League dialog and a refusal show one


@dataclass(frozen=True, slots=True)
class Season:
    """A league's season as the club set it: the formula, the results that count (0: all), the final's seats."""

    league: str
    season: str
    formula: str
    best_of: int = 0
    final_seats: int = 0


@dataclass(frozen=True, slots=True)
class Final:
    """A season's final as created: its tournament and the players entered in it, in standings order."""

    tournament: int
    title: str
    players: tuple[Standing, ...]


class SeasonBook(Protocol):
    """The club's leagues where they are kept: what the use cases read, and their two writes, each one
    transaction."""

    def get(self, league_name: str, season: str) -> Season | None: ...

    def holds(self, tournament: int) -> bool:
        """The file holds tournament number ``tournament``."""
        ...

    def season(self, league_name: str, season: str, *, rules: Season | None = None, count: Sequence[int] = (),
               uncount: Sequence[int] = ()) -> tuple[Season | None, list[Played]]:
        """The season's rules and its tournaments; given ``rules``, ``count``, ``uncount``: as it would be with
        them."""
        ...

    def rank(self, rules: Season | None, played: list[Played]) -> list[Standing]: ...

    def final_of(self, league_name: str, season: str) -> int | None: ...

    def members(self) -> Mapping[str, Member]: ...

    def keep(self, rules: Season, *, count: Sequence[int], uncount: Sequence[int]) -> None:
        """In one transaction: the season's rules written (made or changed), ``count`` counted for it, ``uncount``
        no longer."""
        ...

    def found_final(self, rules: Season, settings: Settings, structure: Structure, *, now: float, author: str,
                    then: Sequence[Action]) -> int:
        """In one transaction: a tournament with ``settings`` and ``structure``, ``then`` its registrations, and its
        number kept as the season's final (refused, nothing written, when the season has one by then)."""
        ...


def named(value: str, what: Text) -> str:
    """A league's or a season's name, its spaces folded: 1 to :data:`MAX_NAME` characters."""
    value = " ".join(value.split())
    if not value or len(value) > MAX_NAME:
        raise FloorError(Text("{what} is 1 to {most} characters", what=what, most=MAX_NAME), code="bad-league")
    return value


def set_season(book: SeasonBook, league_name: str, season: str, *, points: str | None = None,
               best_of: int | None = None, final_seats: int | None = None, count: Sequence[int] = (),
               uncount: Sequence[int] = ()) -> Season:
    """The season's rules (what is None stays as saved: a new season's formula must be given) and the tournaments
    that count for it from now on (``count``) or no longer (``uncount``); every part checked before anything is
    written, then one transaction."""
    league_name, season = named(league_name, Text("a league's name")), named(season, Text("a season"))
    kept = book.get(league_name, season)
    if kept is None and points is None:
        raise FloorError(Text("there is no season {season} of league {league}: set its formula first",
                              season=season, league=league_name), code="no-league")
    rules = Season(league_name, season,
                   (points if points is not None else kept.formula if kept else "").strip(),
                   best_of if best_of is not None else kept.best_of if kept else 0,
                   final_seats if final_seats is not None else kept.final_seats if kept else 0)
    if not rules.formula:
        raise FloorError(Text("a season needs a points formula, e.g. {example}", example=EXAMPLE),
                         code="bad-league")
    formula.read(rules.formula)  # a formula that cannot be read is refused in words, where it goes wrong
    if rules.best_of < 0 or rules.final_seats < 0:
        raise FloorError(Text("best-of and the final's seats are 0 or more"), code="bad-league")
    for tournament in (*count, *uncount):
        if not book.holds(tournament):
            raise FloorError(Text("there is no tournament number {tournament_id}", tournament_id=tournament),
                             code="unknown-tournament")
    both = set(count) & set(uncount)
    if both:
        raise FloorError(Text("tournament {tournament} cannot both count and not count", tournament=min(both)),
                         code="bad-league")
    count, uncount = tuple(dict.fromkeys(count)), tuple(dict.fromkeys(uncount))
    _ranked(book, rules, count, uncount)
    book.keep(rules, count=count, uncount=uncount)
    return rules


def _ranked(book: SeasonBook, rules: Season, count: Sequence[int], uncount: Sequence[int]) -> None:
    """The season as it would be, ranked before anything is written: a formula that cannot score one of its results
    (``1/0``, a text, past any number) is refused in words naming the tournament and the player, and the season stays
    as saved (else it would be saved, then refused by every ranking after)."""
    try:
        rules_then, played = book.season(rules.league, rules.season, rules=rules, count=count, uncount=uncount)
    except FloorError as err:
        if err.code == "no-league":
            return  # (no tournament counts yet: nothing to score)
        raise
    book.rank(rules_then, played)


def create_final(book: SeasonBook, league_name: str, season: str, *, now: float, author: str,
                 title: str = "") -> Final:
    """The season's final as a tournament of its own: the settings and structure of the season's latest
    tournament, the first seats of the standings registered with their member ids, in standings order (the seat
    draw is the floor's, as any night's). A season without final seats, without standings, or whose final exists
    already is refused in words; all of it is one transaction, or nothing."""
    rules, played = book.season(league_name, season)
    if rules is None or not rules.final_seats:
        raise FloorError(Text("season {season} of league {league} has no final: set the final's seats first",
                              season=season, league=league_name), code="no-final")
    made = book.final_of(league_name, season)
    if made is not None:
        raise FloorError(Text("the final of season {season} of league {league} is tournament {tournament} "
                              "already", season=season, league=league_name, tournament=made), code="final-made")
    entrants = league.qualified(book.rank(rules, played), rules.final_seats)
    if not entrants:
        raise FloorError(Text("nobody has points in season {season} of league {league} yet",
                              season=season, league=league_name), code="no-final")
    latest = max(played, key=lambda p: (p.created_at, p.state.id)).state
    name = " ".join(title.split()) or f"{league_name} {season}: final"
    settings = replace(latest.settings, name=named(name, Text("a tournament's name")))
    verify_create(settings)
    members = book.members()

    def registration(standing: Standing) -> Action:
        member = standing.member if standing.member in members else ""
        return lambda state: players.register(state, standing.name, member_id=member, now=now, author=author,
                                              level=1)

    registrations = [registration(standing) for standing in entrants]
    tournament = book.found_final(rules, settings, latest.structure, now=now, author=author, then=registrations)
    return Final(tournament, settings.name, tuple(entrants))
