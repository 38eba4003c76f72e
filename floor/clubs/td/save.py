"""A Tournament Director save, as Floor reads it: the tournament, its fee profiles, the players with every buy-in,
rebuy, add-on and bust-out (with the players who made it, TD's ``HitmanUUID``), the levels, the prizes and the
league's points formula; the places, hits and each player's formula variables as TD computes them.

What a save holds is read from :func:`floor.clubs.td.notation.read`'s data by name; keys TD added or dropped
between versions are tolerated (a missing one reads as empty), and a file that is not a TD save (no
``T: new Tournament({...})``) is refused in words. Times are TD's, milliseconds since the epoch.

TD's numbers, as its own statistics give them (checked against its "Player Statistics" export of a whole season,
``tests/season/test_td_season.py``; and with what each save records, ``tests/season/test_td_agrees.py``): a
player's place is by the time his last entry busted (the one never busted is first; players out at the same time,
TD's chop of them, share the place); a bust-out's hit goes whole to each player named (``FullCreditHit``), else
shared; ``n`` is the players, ``buyins`` the buy-ins on a buy-in profile, the money every buy-in, rebuy and add-on
at the amount it was bought for; a player's prize is what TD awarded him (each prize split among the players it
names); a player's points are the formula's, plus ``PointsForHit`` for each hit, plus his ``PointsAdjustment``.

A number TD never writes where a time, an amount or a count is due (``NaN``, ``Infinity``, past 2**53) is refused
in words, never turned into a crash.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from floor.clubs.td.notation import Made, NotationError, decoded, read
from floor.core.errors import Text

MAX_NUMBER = 2 ** 53  # JavaScript's largest exact whole number: no time, amount or count TD writes is larger


def _fields(value: Any) -> dict[str, Any]:
    return value.fields if isinstance(value, Made) else value if isinstance(value, dict) else {}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _number(value: Any) -> float:
    """A number the save gives (0 when it gives none); ``NaN``, ``Infinity`` or one past :data:`MAX_NUMBER` where a
    time, an amount or a count is due is refused in words (it would be no time, no money and no count)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return 0.0
    if not math.isfinite(value) or abs(value) > MAX_NUMBER:
        said = "NaN" if math.isnan(value) else "Infinity" if math.isinf(value) else f"{value:.6g}"
        raise NotationError(Text("not a Tournament Director file: {value} where a number was due", value=said),
                            code="not-td")
    return float(value)


def _whole(value: Any) -> int:
    return int(_number(value))


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _map(value: Any) -> list[tuple[Any, Any]]:
    """A map as pairs: ``Map.from([[key, value], …])`` (TD 3.7) or ``new Map({key: value, …})`` (TD 3.4)."""
    if isinstance(value, Made) and value.name == "Map.from" and value.args:
        return [tuple(pair) for pair in _list(value.args[0]) if isinstance(pair, list) and len(pair) == 2]
    if isinstance(value, Made) and value.name == "Map":
        return list(value.fields.items())
    return []


@dataclass(frozen=True, slots=True)
class Bust:
    """An entry busted: when, in which round, by whom (players' ids; several share the hit), at which seat."""

    time: int
    round: int
    hitmen: tuple[str, ...] = ()
    table: str = ""
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class Buy:
    """A buy-in, rebuy or add-on: when, the round, the money, the chips, the fee profile, and the bust-out of the
    entry it began (a buy-in or a rebuy; TD writes a rebuy as a buy-in of a rebuy profile)."""

    time: int
    round: int
    amount: float
    chips: int
    profile: str
    rake: float = 0.0
    bust: Bust | None = None


@dataclass(frozen=True, slots=True)
class Profile:
    """A fee profile of TD: its name, the fee and the rake, the chips, and what it is (buy-in, rebuy, add-on)."""

    name: str
    kind: str
    fee: float
    rake: float
    chips: int


@dataclass(frozen=True, slots=True)
class BuyRules:
    """Who may rebuy or add on, and until when (TD's ``BuyConfig``)."""

    allowed: bool
    last_round: int
    per_player: int
    in_all: int


@dataclass(frozen=True, slots=True)
class Player:
    """A player of the save: TD's id, the name (TD's nickname, and the first and last names), every entry and
    add-on, and the adjustments the floor made by hand."""

    uuid: str
    nickname: str
    first: str = ""
    last: str = ""
    entries: tuple[Buy, ...] = ()
    add_ons: tuple[Buy, ...] = ()
    points_adjustment: float = 0.0
    hits_adjustment: float = 0.0
    cash_adjustment: float = 0.0
    chips: int = 0

    @property
    def name(self) -> str:
        full = " ".join(part for part in (self.first, self.last) if part)
        return self.nickname or full

    @property
    def out_at(self) -> int | None:
        """When his last entry busted (None: never, he is still in or won)."""
        last = self.entries[-1].bust if self.entries else None
        return None if last is None else last.time


@dataclass(frozen=True, slots=True)
class Round:
    """A level (blinds, ante, the game) or a break (``is_break``, with the chips colored up)."""

    minutes: float
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    game: str = ""
    is_break: bool = False
    chip_up: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Prize:
    """A prize: its words ("1st Place"), the place it pays (``recipient``), the money TD computed, who won it."""

    description: str
    recipient: int
    amount: float
    winners: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Chop:
    """A chop TD recorded: each member (TD's player id) with the cash TD gave him (``CashReal``; 0: none written)."""

    portions: tuple[tuple[str, float], ...]

    @property
    def members(self) -> tuple[str, ...]:
        return tuple(uuid for uuid, _ in self.portions)


@dataclass(frozen=True, slots=True)
class Save:
    """One TD save file, as read."""

    version: str
    uuid: str
    title: str
    league: str
    season: str
    start: int
    end: int
    players: tuple[Player, ...]
    profiles: tuple[Profile, ...]
    rebuys: BuyRules
    add_ons: BuyRules
    rounds: tuple[Round, ...]
    prizes: tuple[Prize, ...]
    points_formula: str
    points_for_hit: float
    full_credit_hit: bool
    chops: tuple[Chop, ...] = ()
    chips: tuple[int, ...] = ()  # the denominations of the chip set in use
    unread: tuple[str, ...] = field(default_factory=tuple)

    @property
    def played(self) -> tuple[Player, ...]:
        """The players who bought in (TD keeps every player of the club's list in a save, some with none)."""
        return tuple(p for p in self.players if p.entries)

    def places(self) -> dict[str, int]:
        """Each player's place: the one never busted first, then by the time the last entry busted, latest first;
        players whose last entries busted at the same time (TD writes a chop of them) share the place, the best of
        those they take (three out at once after 1st: all 2nd)."""
        never = 2 ** 62
        out = {p.uuid: p.out_at if p.out_at is not None else never for p in self.played}
        return {uuid: 1 + sum(1 for other in out.values() if other > at) for uuid, at in out.items()}

    def money(self) -> dict[str, float]:
        """The money TD recorded, by its formula's names: every buy-in, rebuy and add-on at the amount each was
        bought for (mixed prices, an "extra" buy-in), and the counts (a buy-in on a rebuy profile is a rebuy)."""
        played = self.played
        rebuy_profiles = {p.name for p in self.profiles if p.kind == "rebuy"}
        entries = [e for p in played for e in p.entries]
        money_in = sum(e.amount for e in entries if e.profile not in rebuy_profiles)
        money_rebuys = sum(e.amount for e in entries if e.profile in rebuy_profiles)
        money_add_ons = sum(a.amount for p in played for a in p.add_ons)
        return {"buyins": float(sum(1 for e in entries if e.profile not in rebuy_profiles)),
                "rebuys": float(sum(1 for e in entries if e.profile in rebuy_profiles)),
                "addons": float(sum(len(p.add_ons) for p in played)), "totalbuyinsamount": money_in,
                "totalrebuysamount": money_rebuys, "totaladdonsamount": money_add_ons,
                "pot": money_in + money_rebuys + money_add_ons}

    def awarded(self) -> dict[str, float]:
        """The prize money TD awarded each player: each prize split among the players it names."""
        prizes: dict[str, float] = {}
        for prize in self.prizes:
            for winner in prize.winners:
                prizes[winner] = prizes.get(winner, 0.0) + prize.amount / len(prize.winners)
        return prizes

    def hits(self) -> dict[str, float]:
        """Each player's hits: a bust-out counts whole for each player named (TD's full credit), else shared; then
        the floor's adjustment."""
        hits = {p.uuid: p.hits_adjustment for p in self.played}
        for p in self.played:
            for entry in p.entries:
                if entry.bust is None or not entry.bust.hitmen:
                    continue
                share = 1.0 if self.full_credit_hit else 1.0 / len(entry.bust.hitmen)
                for hitman in entry.bust.hitmen:
                    hits[hitman] = hits.get(hitman, 0.0) + share
        return hits

    def formula_variables(self) -> dict[str, dict[str, float]]:
        """What the points formula is given for each player, by TD's names (see the module's docstring)."""
        played = self.played
        places, hits, money, prizes = self.places(), self.hits(), self.money(), self.awarded()
        rebuy_profiles = {p.name for p in self.profiles if p.kind == "rebuy"}
        out = {}
        for p in played:
            mine_rebuys = sum(1 for e in p.entries if e.profile in rebuy_profiles)
            out[p.uuid] = {"n": float(len(played)), "r": float(places[p.uuid]), **money,
                           "numberofhits": hits.get(p.uuid, 0.0), "hits": hits.get(p.uuid, 0.0),
                           "numberofrebuys": float(mine_rebuys), "numberofaddons": float(len(p.add_ons)),
                           "prizewinnings": prizes.get(p.uuid, 0.0), "prize": prizes.get(p.uuid, 0.0)}
        return out


def _bust(value: Any) -> Bust | None:
    if not isinstance(value, Made):
        return None
    f = value.fields
    seat = _fields(f.get("Seat"))
    index = seat.get("SeatIndex")
    return Bust(_whole(f.get("Time")), _whole(f.get("Round")),
                tuple(h for h in _list(f.get("HitmanUUID")) if isinstance(h, str)), _text(seat.get("TableName")),
                index + 1 if isinstance(index, int) and not isinstance(index, bool) else None)


def _rake(value: Any) -> float:
    if isinstance(value, Made) and value.args:
        return sum(_number(x) for x in _list(value.args[0]))
    return 0.0


def _buy(value: Any) -> Buy:
    f = _fields(value)
    return Buy(_whole(f.get("Time")), _whole(f.get("Round")), _number(f.get("Amount")), _whole(f.get("Chips")),
               _text(f.get("ProfileName")), _rake(f.get("Rake")), _bust(f.get("BustOut")))


def _player(value: Any) -> Player:
    f = _fields(value)
    name = _fields(f.get("Name"))
    return Player(_text(f.get("UUID")), _text(name.get("Nickname")), _text(name.get("Firstname")),
                  _text(name.get("Lastname")), tuple(_buy(b) for b in _list(f.get("Buyins"))),
                  tuple(_buy(a) for a in _list(f.get("AddOns"))), _number(f.get("PointsAdjustment")),
                  _number(f.get("HitsAdjustment")), _number(f.get("CashAdjustment")), _whole(f.get("ChipCount")))


def _rules(value: Any) -> BuyRules:
    f = _fields(value)
    return BuyRules(f.get("Allow") is True, _whole(f.get("LastRound")), _whole(f.get("MaxPerPlayer")),
                    _whole(f.get("MaxTotal")))


def _profiles(financials: Mapping[str, Any]) -> tuple[Profile, ...]:
    out = []
    for key, kind in (("Buyins", "buyin"), ("Rebuys", "rebuy"), ("AddOns", "addon")):
        for profile in _list(_fields(financials.get(key)).get("Profiles")):
            f = _fields(profile)
            out.append(Profile(_text(f.get("Name")), kind, _number(f.get("Fee")), _rake(f.get("Rake")),
                               _whole(f.get("Chips"))))
    return tuple(out)


def _rounds(levels: Sequence[Any]) -> tuple[Round, ...]:
    out = []
    for level in levels:
        f = _fields(level)
        if isinstance(level, Made) and level.name == "GameBreak":
            up = f.get("ChipUp")
            out.append(Round(_number(f.get("Minutes")), is_break=True,
                             chip_up=tuple(_whole(c) for c in _list(up)) if isinstance(up, list) else ()))
        else:
            out.append(Round(_number(f.get("Minutes")), _whole(f.get("SmallBlind")), _whole(f.get("BigBlind")),
                             _whole(f.get("Ante")), _text(f.get("GameName"))))
    return tuple(out)


def _prizes(value: Any) -> tuple[Prize, ...]:
    out = []
    for prize in _list(_fields(value).get("Prizes")):
        f = _fields(prize)
        out.append(Prize(_text(f.get("Description")), _whole(f.get("Recipient")), _number(f.get("CalculatedAmount")),
                         tuple(w for w in _list(f.get("AwardedToPlayers")) if isinstance(w, str))))
    return tuple(out)


READ = ("UUID", "LeagueName", "SeasonName", "Title", "Financials", "Players", "Levels", "Prizes", "StartTime",
        "EndTime", "Chips")
"""The parts of a save Floor reads; the others (the screen layouts, the sounds, the tables' layout, the clock's
state, the history's lines) are listed in :attr:`Save.unread`, never silently dropped."""


def read_save(data: bytes) -> Save:
    """The save file's bytes, read; anything that is not a TD save is refused in words."""
    top = read(decoded(data))
    tournament = top.get("T") if isinstance(top, dict) else None
    if not isinstance(top, dict) or not isinstance(tournament, Made) or tournament.name != "Tournament":
        raise NotationError(Text("not a Tournament Director file: it holds no tournament (\"T: new Tournament\")"),
                            code="not-td")
    t = tournament.fields
    financials = _fields(t.get("Financials"))
    players = _fields(t.get("Players"))
    formula = _fields(financials.get("PointsForPlaying"))
    unread = tuple(key for key in t if key not in READ and t[key] not in (None, "", [], {}))
    return Save(
        version=_text(top.get("V")), uuid=_text(t.get("UUID")), title=_text(t.get("Title")),
        league=_text(t.get("LeagueName")), season=_text(t.get("SeasonName")), start=_whole(t.get("StartTime")),
        end=_whole(t.get("EndTime")), players=tuple(_player(p) for _, p in _map(players.get("Players"))),
        profiles=_profiles(financials), rebuys=_rules(financials.get("Rebuys")),
        add_ons=_rules(financials.get("AddOns")), rounds=_rounds(_list(_fields(t.get("Levels")).get("Levels"))),
        prizes=_prizes(t.get("Prizes")), points_formula=_text(formula.get("Text")),
        points_for_hit=_number(financials.get("PointsForHit")),
        full_credit_hit=_fields(players.get("Config")).get("FullCreditHit") is not False,
        chops=tuple(Chop(tuple((u, _number(_fields(portion).get("CashReal"))) for u, portion in _map(
            _fields(chop).get("Portions")) if isinstance(u, str))) for chop in _list(_fields(players.get("Chops")).get(
                "Chops"))),
        chips=tuple(sorted({_whole(_fields(c).get("Value")) for c in _list(_fields(t.get("Chips")).get("Chips"))
                            if _fields(c).get("Use") is not False and _whole(_fields(c).get("Value")) > 0})),
        unread=unread)


__all__ = ["MAX_NUMBER", "READ", "Bust", "Buy", "BuyRules", "Chop", "Player", "Prize", "Profile", "Round", "Save",
           "read_save"]
