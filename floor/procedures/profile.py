"""The house profile (procedures.md §14): the settings a ruling is made under.

The shipped ``resources/rulebook/house-default.toml`` holds every §14 key with its default; a
club's profile and a tournament's own settings (``state.house``) override it. Keys and values are
checked by :func:`floor.core.house.house_settings`, so a misspelt setting is refused, never ignored.

>>> settings = in_force({"joker_policy": "tda"})
>>> settings["joker_policy"], settings["misdeal_threshold"], settings["deck_spec"]["shortdeck"]
('tda', 'SA', 36)
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, time
from functools import cache
from importlib.resources.abc import Traversable
from pathlib import Path
from types import MappingProxyType

from floor.core.errors import FloorError, RequestError, Text
from floor.core.games import GAMES
from floor.core.house import house_settings
from floor.core.textinput import decode
from floor.tournament.importing import loads_toml, printable, read_file
from floor.tournament.resources import resources
from floor.tournament.state import TournamentState

PROFILE_FILE = "house-default.toml"
DECK_SIZES = (52, 36, 32, 53, 54)


def _bad(where: str, message: str) -> FloorError:
    """``where`` (a file, the tournament's settings) and the message, both said in the language in use."""
    return FloorError(Text("{where}: {message}", where=where, message=message) if where else message,
                      code="bad-house")


def _check_deck_spec(value: object, where: str) -> None:
    if isinstance(value, Mapping):
        for game, size in value.items():
            if game not in GAMES:
                raise _bad(where, Text("deck_spec names {game!r}, which is not a game ({games})", game=game,
                                       games=", ".join(GAMES)))
            if isinstance(size, bool) or size not in DECK_SIZES:
                raise _bad(where, Text("deck_spec for {game} cannot be {size!r}: choose 52, 36, 32, 53 or 54",
                                       game=game, size=size))
    elif isinstance(value, bool) or value not in DECK_SIZES:
        raise _bad(where, Text("deck_spec cannot be {value!r}: a number of cards (52, 36, 32, 53, 54) or one per game",
                               value=value))


def check(settings: Mapping[str, object], where: str = "") -> dict[str, object]:
    """Settings checked key by key (``where`` names the file or the tournament in a refusal)."""
    try:
        merged = house_settings(settings)
    except RequestError as err:
        raise _bad(where, err.message) from None
    if "deck_spec" in settings:
        _check_deck_spec(settings["deck_spec"], where)
    return merged


def load_profile(path: Path | Traversable | None = None) -> dict[str, object]:
    """A house profile file, checked (default: the shipped one with every §14 default).

    Bytes that are not UTF-8 text, TOML nested without end or numbers of thousands of digits are refused in
    one line naming the file; a date or a time (TOML has them) is refused naming its key."""
    item: Traversable = resources() / "rulebook" / PROFILE_FILE if path is None else path
    name = printable(item.name)  # a file name may hold a line break: the refusal stays one line
    if isinstance(item, Path):
        raw = read_file(item)
    else:
        try:
            raw = item.read_bytes()
        except OSError as err:
            raise _bad(name, Text("cannot be read ({error})", error=str(err.strerror or err))) from None
    data = loads_toml(decode(raw, name, "utf-8"), name)  # TOML is UTF-8
    _no_dates(data, name)
    check(data, name)
    return data


def _no_dates(data: Mapping[str, object], where: str) -> None:
    """House settings are words, numbers and true/false: a TOML date or time is refused naming its key."""
    for key, value in data.items():
        if isinstance(value, Mapping):
            _no_dates({f"{key}.{inner}": v for inner, v in value.items()}, where)
        elif isinstance(value, date | time):
            raise _bad(where, Text("{key} cannot be a date or a time ({value}): a house setting is a word, a number "
                                   "or true/false", key=key, value=value.isoformat()))


@cache
def defaults() -> Mapping[str, object]:
    """Every §14 key with its default (read once from the shipped profile)."""
    return MappingProxyType(load_profile())


def in_force(house: Mapping[str, object] | None = None) -> dict[str, object]:
    """The settings in force: the §14 defaults overlaid with ``house`` (a profile, a tournament's own)."""
    return check({**defaults(), **(house or {})})


def tournament_settings(state: TournamentState) -> dict[str, object]:
    """The settings a ruling at this tournament is made under, now."""
    return check({**defaults(), **state.house}, Text("this tournament's house settings"))


def deck_size(settings: Mapping[str, object], game: str, natural: int) -> int:
    """How many cards the game's deck holds (deck_spec), or the game's own deck when the house says nothing."""
    spec = settings.get("deck_spec")
    if isinstance(spec, Mapping):
        size = spec.get(game)
        return int(size) if isinstance(size, int) else natural
    return spec if isinstance(spec, int) and not isinstance(spec, bool) else natural
