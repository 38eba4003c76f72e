"""Changing a tournament's settings once it exists, while the rules allow: ask, check, act.

What was paid and handed out stays as it was: the buy-in, the fee and the starting stack are fixed
by the first entry; a rebuy's, add-on's or re-entry's price and chips by the first one bought (they
can then only be ended at a level); the payout table and its rounding by the first finish in the
money. What is still to come may change, but not behind the players: a limit not below what a player
already used, an end (late registration, rebuys…) not before the level in play, seats per table not
fewer than the fullest table holds, a guarantee not lowered once players have entered.

Fields are named as :class:`~floor.tournament.settings.Settings` names them, a purchase's parts as
``"rebuy.price"``, ``"rebuy.chips"``, ``"rebuy.limit"``, ``"rebuy.last_level"`` (``"rebuy"``: having rebuys).
"""

from __future__ import annotations

from floor.core.errors import FloorError, Text
from floor.tournament import codec
from floor.tournament.events import Event
from floor.tournament.jsonvalue import freeze_object
from floor.tournament.payouts import load_table
from floor.tournament.prizes import sheet
from floor.tournament.records import SettingsChanged
from floor.tournament.settings import OPTIONAL, PURCHASES, Purchase, SettingError, Settings
from floor.tournament.state import TournamentState

PARTS = ("price", "chips", "limit", "last_level")
FIELDS = ("name", "buy_in", "fee", "starting_stack", "bounty", "guarantee", "payout_table", "payout_unit",
          "payout_copy", "satellite_seat", "chip_set",
          "late_registration_level", "seats_per_table",
          *(f"{kind}{part}" for kind in PURCHASES for part in ("", *(f".{p}" for p in PARTS))))


def _bought(state: TournamentState, kind: str) -> tuple[int, int, str]:
    """How many of ``kind`` were bought in all, the most one player bought, and that player's name."""
    def used(player_entries: int, rebuys: int, addons: int) -> int:
        return {"rebuy": rebuys, "addon": addons, "reentry": player_entries - 1}[kind]
    counts = [(used(p.entries, p.rebuys, p.addons), p.label) for p in state.players.values()]
    most = max(counts, default=(0, ""))
    return sum(c for c, _ in counts), most[0], most[1]


def _in_the_money(state: TournamentState) -> bool:
    """A player has finished in a paid place (the payouts are being paid)."""
    try:
        paid = len(sheet(state).amounts)
    except FloorError:  # no sheet can be made (a pool too small to pay its places): nobody is paid yet
        return False
    return any(p.place is not None and p.place <= paid for p in state.players.values())


def _purchase_locked(kind: str) -> Text:
    if kind == "rebuy":
        return Text("a player has rebought: the price and chips stay, and rebuys can only be ended at a level")
    if kind == "addon":
        return Text("a player has taken an add-on: the price and chips stay, and add-ons can only be ended at a "
                    "level")
    return Text("a player has re-entered: the price and chips stay, and re-entries can only be ended at a level")


def why_locked(state: TournamentState, field: str) -> Text | None:
    """Why ``field`` cannot change now (None: it can, within :func:`verify_retune`'s limits)."""
    if field not in FIELDS:
        raise FloorError(Text("there is no tournament setting called {field!r}", field=field), code="bad-setting")
    if field in ("buy_in", "fee", "starting_stack") and state.entries:
        return Text("the buy-in, the fee and the starting stack cannot change once a player has entered")
    if field == "bounty" and state.entries:
        return Text("the bounties cannot change once a player has entered")
    kind, _, part = field.partition(".")
    if kind in PURCHASES and part in ("", "price", "chips") and _bought(state, kind)[0]:
        return _purchase_locked(kind)
    if field in ("payout_table", "payout_unit", "payout_copy", "satellite_seat") and _in_the_money(state):
        return Text("a player has finished in the money: the payout table and the rounding of prizes stay as they "
                    "are")
    return None


def verify_change(state: TournamentState, field: str) -> None:
    """Raise why ``field`` cannot change now."""
    reason = why_locked(state, field)
    if reason is not None:
        raise SettingError(reason, field=field)


def can_change(state: TournamentState, field: str) -> bool:
    return why_locked(state, field) is None


def _changes(old: Settings, new: Settings) -> dict[str, object]:
    """What changed, as the codec writes it; a setting gone back to its default (no bounties any
    more, no satellite) is written as that default."""
    before, after = codec.write(old), codec.write(new)
    for key in OPTIONAL:
        default = Settings.__dataclass_fields__[key].default
        assert default is None or isinstance(default, int)  # no bounty, no copy, no chip set: None; no satellite: 0
        for written in (before, after):
            written.setdefault(key, default)
    return {key: after[key] for key in after if after[key] != before.get(key)}


def _ends_too_early(kind: str, level: int) -> Text:
    if kind == "rebuy":
        return Text("rebuys cannot end before level {level}, the level in play", level=level)
    if kind == "addon":
        return Text("add-ons cannot end before level {level}, the level in play", level=level)
    if kind == "reentry":
        return Text("re-entries cannot end before level {level}, the level in play", level=level)
    return Text("late registration cannot end before level {level}, the level in play", level=level)


def _limit_too_low(kind: str, label: str, count: int) -> Text:
    if kind == "rebuy":
        return Text("{label} has already had {count} rebuys: the limit cannot be lower", label=label, count=count)
    if kind == "addon":
        return Text("{label} has already had {count} add-ons: the limit cannot be lower", label=label, count=count)
    return Text("{label} has already had {count} re-entries: the limit cannot be lower", label=label, count=count)


def _verify_purchase(state: TournamentState, kind: str, old: Purchase | None, new: Purchase | None,
                     level: int) -> None:
    if old == new:
        return
    if new is None or old is None:
        if new is None:
            verify_change(state, kind)  # removing a rule some player used
        parts: tuple[str, ...] = PARTS if new is not None else ()
    else:
        parts = tuple(p for p in PARTS if getattr(old, p) != getattr(new, p))
    for part in parts:
        if part in ("price", "chips") and old is not None:
            verify_change(state, f"{kind}.{part}")
        if part == "limit" and new is not None:
            _, most, label = _bought(state, kind)
            if new.limit < most:
                raise SettingError(_limit_too_low(kind, label, most), field=f"{kind}.limit")
        if part == "last_level" and new is not None and new.last_level is not None and new.last_level < level:
            raise SettingError(_ends_too_early(kind, level), field=f"{kind}.last_level")


def _fullest(state: TournamentState) -> tuple[int, int]:
    """How many players the fullest table seats, and its number (0, 0 before the draw)."""
    return max(((t.count, t.number) for t in state.tables.values()), default=(0, 0))


def verify_retune(state: TournamentState, settings: Settings, *, now: float) -> None:
    """Raise (a :class:`SettingError` naming the field) unless ``settings`` may replace the tournament's now."""
    old = state.settings
    changes = _changes(old, settings)
    if not changes:
        raise FloorError(Text("these are the tournament's settings already: nothing to change"), code="no-change")
    level = state.level(now)
    for field in ("buy_in", "fee", "starting_stack", "bounty", "payout_table", "payout_unit", "payout_copy",
                  "satellite_seat"):
        if field in changes:
            verify_change(state, field)
    for kind in PURCHASES:
        _verify_purchase(state, kind, getattr(old, kind), getattr(settings, kind), level)
    last = settings.late_registration_level
    if "late_registration_level" in changes and last is not None and last < level:
        raise SettingError(_ends_too_early("registration", level), field="late_registration_level")
    count, table = _fullest(state)
    if "seats_per_table" in changes and settings.seats_per_table < count:
        raise SettingError(Text("table {table} has {count} players: seats per table cannot be fewer",
                                table=table, count=count), field="seats_per_table")
    if settings.guarantee < old.guarantee and state.entries:
        raise SettingError(Text("the guarantee cannot be lowered once a player has entered (it is {guarantee:,})",
                                guarantee=old.guarantee), field="guarantee")
    if "payout_table" in changes:
        try:
            load_table(settings.payout_table)
        except FloorError as err:
            raise SettingError(err.message, field="payout_table") from None


def can_retune(state: TournamentState, settings: Settings, *, now: float) -> bool:
    try:
        verify_retune(state, settings, now=now)
    except FloorError:
        return False
    return True


def retune(state: TournamentState, settings: Settings, *, now: float, author: str) -> Event:
    """The tournament's settings from now on: the event holds only what changed."""
    verify_retune(state, settings, now=now)
    return Event(SettingsChanged(freeze_object(_changes(state.settings, settings))), now, author)
