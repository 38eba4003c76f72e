"""A TD save as a Floor tournament: the settings, the structure, and every action in the order and at the time
TD recorded it (registrations, re-entries, rebuys, add-ons, eliminations with who made them, the prizes paid), each
made by the tournament's own pure functions, so that it is checked as a floor's action is.

What Floor makes of TD's words: a buy-in after the player's entry busted is a re-entry (TD calls it a rebuy when it
is bought on a rebuy profile; the report counts both); a rebuy bought while the entry is alive is a rebuy; the
prizes are the amounts TD computed, set by hand place by place; players whose last entries TD busted at the same
time (its chops) are out in one hand and share their places' prizes, as TD awards them; a player who bought in
after players were out is registered before the first of them, so that they finish below him, as TD ranks them.
The money TD recorded (each buy-in at its own price) and its points per hit are kept for the league. What Floor
cannot represent is listed in :attr:`Plan.unrepresented`, never dropped in silence.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial

from floor.clubs.td.save import Buy, Player, Save
from floor.core.errors import FloorError, Text
from floor.tournament import players as P
from floor.tournament.events import Event
from floor.tournament.records import Created, Finished, PayoutsSet
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import Break, Level, Structure

Action = Callable[[TournamentState], Event]
GAMES = {"texas hold 'em": "holdem", "texas hold'em": "holdem", "hold'em": "holdem", "omaha": "omaha",
         "omaha hi/lo": "omaha-hilo", "seven card stud": "stud", "razz": "razz"}


@dataclass(frozen=True)
class Plan:
    """What the import records: the settings and structure it creates the tournament with, at ``created``, the
    actions after, and what the save holds that Floor does not represent."""

    settings: Settings
    structure: Structure | None
    created: float
    actions: tuple[Action, ...]
    unrepresented: tuple[str, ...]
    rebuys: int
    reentries: int
    add_ons: int
    numbers: Mapping[str, int] = field(default_factory=dict)  # TD's player id -> the Floor player number

    def league(self, save: Save) -> dict[str, object]:
        """What the league needs of the save, kept on the tournament's creation: TD's ids, the league, the
        season, the points formula, the money TD recorded (the formula's amounts and counts), TD's points per hit
        and the floor's points and hits adjustments by player number."""
        return {"uuid": save.uuid, "league": save.league, "season": save.season, "formula": save.points_formula,
                "money": save.money(), "points_for_hit": save.points_for_hit,
                "points_adjustments": {str(self.numbers[p.uuid]): p.points_adjustment for p in save.played
                                       if p.points_adjustment},
                "hits_adjustments": {str(self.numbers[p.uuid]): p.hits_adjustment for p in save.played
                                     if p.hits_adjustment}}


def _seconds(ms: int) -> float:
    return ms / 1000.0


def _whole(value: float) -> int:
    return round(value)


def _structure(save: Save, notes: list[str]) -> Structure | None:
    items: list[Level | Break] = []
    for item in save.rounds:
        minutes = max(1, _whole(item.minutes))
        if item.is_break:
            if items and isinstance(items[-1], Level):
                items.append(Break(minutes, tuple(sorted(set(item.chip_up)))))
            continue
        game = GAMES.get(item.game.casefold(), "holdem")
        if item.game and item.game.casefold() not in GAMES:
            notes.append(f"the game {item.game!r} is played as Hold'em")
        items.append(Level(item.small_blind, item.big_blind, minutes, item.ante,
                           "big-blind" if item.ante else "none", game))
    while items and isinstance(items[-1], Break):
        items.pop()
    if not items:
        return None
    amounts = [x for level in items if isinstance(level, Level) for x in (level.small_blind, level.big_blind,
                                                                          level.ante) if x]
    chips = save.chips or (math.gcd(*amounts),)
    try:
        return Structure(tuple(items), chips)
    except FloorError as err:
        notes.append(f"the blind structure is not one Floor plays ({err.message}): the standard structure stands in")
        return None


def structure_of(save: Save) -> Structure:
    """A save's blind structure alone, as a Floor structure (a club's structure file, or a finished tournament's);
    refused in words when it has none Floor plays."""
    notes: list[str] = []
    made = _structure(save, notes)
    if made is None:
        raise FloorError(Text("the save has no blind structure Floor plays{why}",
                              why=f" ({notes[-1]})" if notes else ""), code="no-structure")
    return made


AUTHOR = "The Tournament Director"


def _register(state: TournamentState, *, name: str, at: float, member: str) -> Event:
    return P.register(state, name, now=at, author=AUTHOR, level=1, member_id=member)


def _eliminate(state: TournamentState, *, player: int, by: tuple[int, ...], at: float) -> Event:
    return P.eliminate(state, [player], now=at, author=AUTHOR, by=by)


def _eliminate_together(state: TournamentState, *, by: dict[int, tuple[int, ...]], at: float) -> Event:
    """Players whose last entries TD busted at the same time (its chops): out in one hand, sharing the places."""
    return P.eliminate(state, list(by), now=at, author=AUTHOR, by_player={p: h for p, h in by.items() if h})


def _buy(state: TournamentState, *, player: int, at: float, level: int, what: str) -> Event:
    make = {"re-entry": P.reenter, "rebuy": P.rebuy, "add-on": P.addon}[what]
    return make(state, player, now=at, author=AUTHOR, level=level)


def _paid(state: TournamentState, *, paid: dict[int, int], at: float) -> Event:
    return Event(PayoutsSet(paid, exact=True), at, AUTHOR)


def _finished(state: TournamentState, *, at: float) -> Event:
    return Event(Finished(), at, AUTHOR)


def _most_common(values: Sequence[float]) -> float:
    return max(set(values), key=list(values).count)


def _purchase(bought: Sequence[tuple[Player, Buy]], limit: int) -> Purchase | None:
    """The rule Floor needs for what the save's players bought: the most common price and chips, and a limit no
    player went over (TD's own, or the most one player bought)."""
    if not bought:
        return None
    most = max(sum(1 for q, _ in bought if q is p) for p, _ in bought)
    return Purchase(_whole(_most_common([b.amount for _, b in bought])),
                    max(1, int(_most_common([b.chips for _, b in bought]))), max(limit, most), None)


MAX_TITLE = 200  # characters of a tournament's name (real saves: under 40)
MAX_LEAGUE = 60  # of a league's or a season's (what `floor league LEAGUE SEASON` takes)


def plan(save: Save) -> Plan:
    """The Floor tournament a finished TD save becomes (refused in words if it is none: no player bought in, or
    its title, league or season is longer than a name Floor shows)."""
    for what, text, most in ((Text("the save's title"), save.title, MAX_TITLE),
                             (Text("the save's league"), save.league, MAX_LEAGUE),
                             (Text("the save's season"), save.season, MAX_LEAGUE)):
        if len(text) > most:
            raise FloorError(Text("{what} is {length:,} characters long: Floor takes {most} at most",
                                  what=what, length=len(text), most=most), code="td-name")
    played = save.played
    if len(played) < 2:
        raise FloorError(Text("{title}: fewer than two players bought in: there is no tournament to import",
                              title=save.title or "the save"), code="td-empty")
    notes: list[str] = []
    first = [p.entries[0] for p in played]
    fee = _whole(_most_common([e.amount for e in first]))
    stack = max(1, int(_most_common([e.chips for e in first])))
    if len({e.amount for e in first}) > 1:
        notes.append(f"players bought in at different prices: Floor keeps the most common one, {fee}")
    rebuy_profiles = {p.name for p in save.profiles if p.kind == "rebuy"}
    later = [(p, e, p.entries[i - 1].bust is not None) for p in played for i, e in enumerate(p.entries) if i > 0]
    reentries = [(p, e) for p, e, after_bust in later if after_bust]
    rebuys = [(p, e) for p, e, after_bust in later if not after_bust]
    add_ons = [(p, a) for p in played for a in p.add_ons]
    structure = _structure(save, notes)
    settings = Settings(save.title or "TD import", fee, stack, rebuy=_purchase(rebuys, save.rebuys.per_player),
                        addon=_purchase(add_ons, save.add_ons.per_player),
                        reentry=_purchase(reentries, save.rebuys.per_player))
    numbers = {p.uuid: n for n, p in enumerate(sorted(played, key=lambda p: (p.entries[0].time, p.uuid)), 1)}
    listed = {p.uuid: i for i, p in enumerate(save.players)}  # TD's own order: its tie-break for busts at once
    # (TD's time, order at that time, tie-break, action): registrations; a bust followed by a rebuy at the seat,
    # and the rebuy, taken together first; rebuys and add-ons of a live entry; then the last busts, the player TD
    # lists last going out first (TD ranks players busted at once by its list).
    # A player who bought in after players were out is registered before the first of them (TD ranks them below
    # every player who bought in, whenever he did): Floor gives a player out the place among those registered.
    finals = [p.out_at for p in played if p.out_at is not None and len(played) > 1]
    first_out = min(finals, default=None)
    together: dict[int, list[Player]] = {}
    for p in played:
        if p.out_at is not None:
            together.setdefault(p.out_at, []).append(p)
    steps: list[tuple[int, int, int, Action]] = []
    for p in played:
        number = numbers[p.uuid]
        registered = p.entries[0].time
        if first_out is not None and registered > first_out:
            registered = first_out
            notes.append(f"{p.name} bought in after players were out: registered before them, so that they finish "
                         f"below him (TD's places)")
        steps.append((registered, 0, number, partial(_register, name=p.name, at=_seconds(registered),
                                                     member=f"td:{p.uuid}"[:40])))
        for i, entry in enumerate(p.entries):
            final = i == len(p.entries) - 1
            if entry.bust is not None and not (final and len(together[entry.bust.time]) > 1):
                by = tuple(numbers[h] for h in entry.bust.hitmen if h in numbers and h != p.uuid)
                steps.append((entry.bust.time, 4 if final else 1, -listed[p.uuid] if final else 2 * number,
                              partial(_eliminate, player=number, by=by, at=_seconds(entry.bust.time))))
            if i > 0:
                before = p.entries[i - 1].bust
                buy = partial(_buy, player=number, at=_seconds(entry.time), level=max(1, entry.round),
                              what="re-entry" if before is not None else "rebuy")
                steps.append((before.time, 1, 2 * number + 1, buy) if before is not None
                             else (entry.time, 3, number, buy))
        for add_on in p.add_ons:
            steps.append((add_on.time, 3, number, partial(_buy, player=number, at=_seconds(add_on.time),
                                                           level=max(1, add_on.round), what="add-on")))
    for at, out in together.items():
        if len(out) > 1:  # (out at once: their busters are the players still in, not one another)
            uuids = {p.uuid for p in out}
            each = {numbers[p.uuid]: tuple(numbers[h] for h in (p.entries[-1].bust.hitmen if p.entries[-1].bust
                                                                 else ()) if h in numbers and h not in uuids)
                    for p in out}
            steps.append((at, 4, -max(listed[p.uuid] for p in out), partial(_eliminate_together, by=each,
                                                                             at=_seconds(at))))
    steps.sort(key=lambda step: step[:3])
    paid = {prize.recipient: _whole(prize.amount) for prize in save.prizes
            if 0 < prize.recipient <= len(played) and prize.amount}  # (a place past the field: nobody finished there)
    if paid:  # (a place TD pays nothing between paid ones: 0)
        paid = {place: paid.get(place, 0) for place in range(1, max(paid) + 1)}
    for prize in save.prizes:
        if prize.recipient <= 0 and prize.amount:
            notes.append(f"a prize of {prize.amount:g} not for a place ({prize.description!r})")
        elif prize.recipient > len(played) and prize.amount:
            notes.append(f"a prize of {prize.amount:g} for place {prize.recipient:,}, past the {len(played)} players "
                         f"({prize.description!r})")
    end = _seconds(save.end or max(step[0] for step in steps))
    actions = [step[3] for step in steps]
    if paid:
        actions.append(partial(_paid, paid=paid, at=end))
    if save.end:  # TD says it ended (a chop leaves several standing): closed as a won tournament is
        actions.append(partial(_finished, at=end))
    names = {p.uuid: p.name for p in played}
    for chop in save.chops:
        cash = [amount for _, amount in chop.portions]
        if any(cash) and max(cash) - min(cash) >= 1:
            notes.append(f"a chop of {', '.join(names.get(u, u) for u in chop.members)}: TD gave "
                         f"{', '.join(f'{c:g}' for c in cash)}; Floor splits their places' prizes evenly")
    for p in played:
        if p.points_adjustment:
            notes.append(f"{p.name}: a points adjustment of {p.points_adjustment:g} (kept for the league)")
        if p.hits_adjustment:
            notes.append(f"{p.name}: a hits adjustment of {p.hits_adjustment:g}")
        if p.cash_adjustment:
            notes.append(f"{p.name}: a cash adjustment of {p.cash_adjustment:g}")
    rake = sum(e.rake for p in played for e in p.entries)
    if rake:
        notes.append(f"the rake: {rake:g} in all")
    if save.unread:
        notes.append(f"TD's own parts of the save, not a result: {', '.join(save.unread)}")
    created = _seconds(save.start or min(step[0] for step in steps)) - 1
    return Plan(settings, structure, created, tuple(actions), tuple(notes), len(rebuys) + sum(
        1 for _, e in reentries if e.profile in rebuy_profiles), len(reentries), len(add_ons), numbers)


def rehearsed(made: Plan) -> TournamentState:
    """The tournament the plan makes, folded without writing anything: every action checked as when it is
    written (a save Floor cannot take is refused before the database is touched)."""
    created = Event(Created.of(made.settings, made.structure), made.created, AUTHOR).numbered(1)
    state = replay(0, [created])
    for action in made.actions:
        state = state.after(action(state).numbered(state.seq + 1))
    return state


__all__ = ["AUTHOR", "GAMES", "Plan", "plan", "rehearsed"]
