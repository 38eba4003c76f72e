"""The blind structure: levels and breaks, checked against the chips on the tables.

A structure is data (``resources/structures/*.json``), so a house edits its own
without touching code. Every refusal names the level as players number them
(1, 2, 3 …; a break is "the break after level 4"), because that is what the floor
manager looks at on the printed structure sheet.

>>> s = Structure((Level(25, 50, 20), Level(50, 100, 20), Break(15, color_up=(25,)), Level(100, 200, 20)),
...               chips=(25, 100, 500))
>>> [level.big_blind for level in s.levels()], s.next_break_after(0), s.chips_at(3)
([50, 100, 200], 2, (100, 500))
>>> Structure((Level(25, 50, 20), Break(15, color_up=(25,)), Level(75, 150, 20)), chips=(25, 100))
Traceback (most recent call last):
...
floor.tournament.structure.StructureError: level 2: the small blind (75) is not a multiple of 100, \
the smallest chip left after the color-up at the break after level 1
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import ClassVar

from floor.core.errors import FloorError, Text
from floor.core.games import GAMES, STUD, get_game
from floor.core.wholes import is_whole
from floor.tournament import codec
from floor.tournament.codec import CodecError, Form
from floor.tournament.jsonvalue import JsonObject
from floor.tournament.resources import load_json, names

ANTE_KINDS = ("none", "ante", "big-blind")
"""No ante; an ante from every player; one big-blind ante paid by the big blind."""

HORSE = ("holdem", "omaha-hilo", "razz", "stud", "stud-hilo")
"""Hold'em, Omaha hi-lo, Razz, Seven-card Stud, stud Eight-or-better ("E")."""

STUD_GAMES = frozenset(name for name in GAMES if get_game(name).family == STUD)
MAX_ITEMS = 1_000  # levels and breaks: a week of play at 10-minute levels
MAX_DENOMINATIONS = 100  # chip colors in one structure (a casino has about a dozen)


class StructureError(FloorError):
    """A blind structure that cannot be played as written.

    ``row`` is the index (0-based, breaks counted) of the level or break the refusal is about, and ``chips`` says
    it is about the denominations in play, so an editor marks the row or the field whatever the language it says
    the refusal in (None and False: the structure as a whole).
    """

    code = "bad-structure"

    def __init__(self, message: str, *, row: int | None = None, chips: bool = False) -> None:
        super().__init__(message)
        self.row = row
        self.chips = chips


def _whole(value: object, what: Text, *, positive: bool = False) -> int:
    """``value`` as a chip count or a number of minutes; JSON gives us anything."""
    if not is_whole(value):
        raise StructureError(Text("{what} must be a whole number, not {value!r}", what=what, value=value))
    if value < 0 or (positive and value == 0):
        raise StructureError(Text("{what} must be more than 0, not {value}", what=what, value=value) if positive
                             else Text("{what} must be at least 0, not {value}", what=what, value=value))
    return value


@dataclass(frozen=True, slots=True)
class Level:
    """One blind level.

    In stud games there are no blinds: ``small_blind`` and ``big_blind`` are the
    small and big bet. In a mixed structure the two amounts mean the same thing for
    every game (in HORSE, the limits), so they can be compared across a game change.

    >>> Level(100, 200, 20, ante=200, ante_kind="big-blind").label
    '100/200, big-blind ante 200'
    """

    small_blind: int
    big_blind: int
    minutes: int
    ante: int = 0
    ante_kind: str = "none"
    game: str = "holdem"

    FORM: ClassVar[Form] = Form(tag=("kind", "level"), alphabetical=True, closed=True)

    def __post_init__(self) -> None:
        _whole(self.small_blind, Text("the small blind"), positive=True)
        _whole(self.big_blind, Text("the big blind"), positive=True)
        _whole(self.minutes, Text("the length in minutes"), positive=True)
        _whole(self.ante, Text("the ante"))
        if self.small_blind > self.big_blind:
            raise StructureError(
                Text("the small blind ({small_blind}) is higher than the big blind ({big_blind})",
                     small_blind=self.small_blind, big_blind=self.big_blind)
            )
        if self.ante_kind not in ANTE_KINDS:
            raise StructureError(Text("the ante kind must be 'none', 'ante' or 'big-blind', not {ante_kind!r}",
                                      ante_kind=self.ante_kind))
        if self.ante and self.ante_kind == "none":
            raise StructureError(
                Text("an ante of {ante} needs its kind: 'ante' (every player) or 'big-blind' (big-blind ante)",
                     ante=self.ante)
            )
        if not self.ante and self.ante_kind != "none":
            raise StructureError(Text("an ante needs an amount above 0, or the kind 'none'") if self.ante_kind == "ante"
                                 else Text("a big-blind ante needs an amount above 0, or the kind 'none'"))
        if self.game not in GAMES:
            raise StructureError(Text("unknown game {game!r}: the games are {games}",
                                      game=self.game, games=', '.join(GAMES)))
        if self.ante_kind == "big-blind" and self.game in STUD_GAMES:
            raise StructureError(Text("{game} has no big blind, so it cannot have a big-blind ante", game=self.game))

    @property
    def label(self) -> str:
        """How the level reads on the structure sheet."""
        if self.ante_kind == "ante":
            return Text("{small}/{big}, ante {ante}", small=self.small_blind, big=self.big_blind, ante=self.ante)
        if self.ante_kind == "big-blind":
            return Text("{small}/{big}, big-blind ante {ante}", small=self.small_blind, big=self.big_blind,
                        ante=self.ante)
        return f"{self.small_blind}/{self.big_blind}"


@dataclass(frozen=True, slots=True)
class Break:
    """A break; ``color_up`` are the denominations taken off the tables during it."""

    minutes: int
    color_up: tuple[int, ...] = ()

    FORM: ClassVar[Form] = Form(tag=("kind", "break"), alphabetical=True, closed=True)

    def __post_init__(self) -> None:
        _whole(self.minutes, Text("the length in minutes"), positive=True)
        if isinstance(self.color_up, str | bytes) or not isinstance(self.color_up, Sequence):
            raise StructureError(Text("the chips to color up must be a list of denominations, not {color_up!r}",
                                      color_up=self.color_up))
        chips = tuple(_whole(chip, Text("a chip to color up"), positive=True) for chip in self.color_up)
        if len(set(chips)) != len(chips):
            raise StructureError(Text("a chip is colored up twice: {map}", map=', '.join(map(str, chips))))
        object.__setattr__(self, "color_up", tuple(sorted(chips)))


Item = Level | Break


@dataclass(frozen=True, slots=True)
class Structure:
    """Levels and breaks in playing order, and the denominations on the tables at the start.

    Checked as a whole: blinds never go down, every amount can be paid with the
    chips still in play, a chip is colored up only while it is in play, the
    structure starts and ends with a level (the final level runs until the
    tournament ends) and no two breaks follow each other.
    """

    items: tuple[Item, ...]
    chips: tuple[int, ...]
    name: str = ""
    description: str = ""

    FORM: ClassVar[Form] = Form(alphabetical=True, closed=True)  # (the store keeps a body's keys sorted)

    def __post_init__(self) -> None:
        _at_most(len(self.items), len(self.chips))
        object.__setattr__(self, "items", tuple(self.items))
        object.__setattr__(self, "chips", _chip_set(self.chips))
        for item in self.items:
            if not isinstance(item, Level | Break):
                raise TypeError(f"a structure holds levels and breaks, not {item!r}")
        _check_shape(self.items)
        _check_levels(self.items, self.chips)

    def levels(self) -> tuple[Level, ...]:
        """Only the levels: ``levels()[0]`` is level 1."""
        return tuple(item for item in self.items if isinstance(item, Level))

    def item(self, index: int) -> Item:
        """The level or break at ``index`` (0-based, breaks counted)."""
        if not 0 <= index < len(self.items):
            raise StructureError(Text("the structure has no item {index}: it has {items_count} levels and breaks",
                                      index=index, items_count=len(self.items)))
        return self.items[index]

    def level_number(self, index: int) -> int:
        """The level number players see at ``index``; for a break, the level just played."""
        self.item(index)
        return sum(1 for item in self.items[: index + 1] if isinstance(item, Level))

    def level_index(self, number: int) -> int:
        """Where level ``number`` (1-based) is among the items."""
        indexes = [i for i, item in enumerate(self.items) if isinstance(item, Level)]
        if not 1 <= number <= len(indexes):
            raise StructureError(Text("there is no level {number}: the structure has 1 level", number=number)
                                 if len(indexes) == 1 else
                                 Text("there is no level {number}: the structure has {indexes_count} levels",
                                      number=number, indexes_count=len(indexes)))
        return indexes[number - 1]

    def next_break_after(self, index: int) -> int | None:
        """The index of the first break after ``index``, or None if no break is left."""
        return next((i for i in range(index + 1, len(self.items)) if isinstance(self.items[i], Break)), None)

    def next_level_after(self, index: int) -> int | None:
        """The index of the first level after ``index``, or None after the final level."""
        return next((i for i in range(index + 1, len(self.items)) if isinstance(self.items[i], Level)), None)

    def level_played_at(self, index: int) -> Level:
        """The level played while item ``index`` is on the clock: a break plays as the level after it
        (the last level, after the final one)."""
        following = self.next_level_after(index - 1)
        item = self.items[index if following is None else following]
        return item if isinstance(item, Level) else self.levels()[-1]

    def chips_at(self, index: int) -> tuple[int, ...]:
        """The denominations on the tables when item ``index`` begins (a break's color-up comes off after it)."""
        self.item(index)
        gone = {chip for item in self.items[:index] if isinstance(item, Break) for chip in item.color_up}
        return tuple(chip for chip in self.chips if chip not in gone)

    def where(self, index: int) -> str:
        """How a floor manager names item ``index``: "level 7" or "the break after level 6"."""
        self.item(index)
        return _where(self.items, index)


def _chip_set(chips: object) -> tuple[int, ...]:
    if isinstance(chips, str | bytes) or not isinstance(chips, Sequence) or not chips:
        raise StructureError(Text("a structure needs the chip denominations in play, e.g. [25, 100, 500, 1000, 5000]"),
                             chips=True)
    try:
        values = [_whole(chip, Text("a chip denomination"), positive=True) for chip in chips]
    except StructureError as error:
        raise StructureError(error.message, chips=True) from None
    seen: set[int] = set()
    for chip in values:
        if chip in seen:
            raise StructureError(Text("the {chip} chip is listed twice among the chips in play", chip=chip),
                                 chips=True)
        seen.add(chip)
    return tuple(sorted(values))


def _where(items: Sequence[Item], index: int) -> Text:
    number = sum(1 for item in items[: index + 1] if isinstance(item, Level))
    return (Text("level {number}", number=number) if isinstance(items[index], Level)
            else Text("the break after level {number}", number=number))


def _check_shape(items: tuple[Item, ...]) -> None:
    if not any(isinstance(item, Level) for item in items):
        raise StructureError(Text("a structure needs at least one level"))
    if isinstance(items[0], Break):
        raise StructureError(Text("the structure starts with a break: the first item must be a level"), row=0)
    if isinstance(items[-1], Break):
        raise StructureError(
            Text("the structure ends with {where}: the last item must be a level (the final level runs until the "
                 "tournament ends)",
                 where=_where(items, len(items) - 1)), row=len(items) - 1
        )
    for i in range(1, len(items)):
        if isinstance(items[i], Break) and isinstance(items[i - 1], Break):
            number = sum(1 for item in items[:i] if isinstance(item, Level))
            raise StructureError(Text("there are two breaks in a row after level {number}: make them one break",
                                      number=number), row=i)


def _check_levels(items: tuple[Item, ...], chips: tuple[int, ...]) -> None:
    in_play = list(chips)
    why = Text("the smallest chip in play")
    previous: Level | None = None
    number = 0
    for i, item in enumerate(items):
        if isinstance(item, Break):
            smallest = min(in_play)
            for chip in item.color_up:
                if chip not in in_play:
                    raise StructureError(Text("{where} colors up the {chip} chip, which was already colored up",
                                              where=_where(items, i), chip=chip) if chip in chips
                                         else Text("{where} colors up the {chip} chip, which is not in play",
                                                   where=_where(items, i), chip=chip), row=i)
                in_play.remove(chip)
            if not in_play:
                raise StructureError(Text("{where} colors up every chip: at least one denomination must stay",
                                          where=_where(items, i)), row=i)
            if min(in_play) != smallest:
                why = Text("the smallest chip left after the color-up at {where}", where=_where(items, i))
            continue
        number += 1
        if previous is not None:
            levels = {"number": number, "number_2": number - 1}
            if item.big_blind < previous.big_blind:
                raise StructureError(Text("level {number}: the big blind ({now}) is lower than level {number_2}'s "
                                          "({before})", now=item.big_blind, before=previous.big_blind, **levels),
                                     row=i)
            if item.small_blind < previous.small_blind:
                raise StructureError(Text("level {number}: the small blind ({now}) is lower than level {number_2}'s "
                                          "({before})", now=item.small_blind, before=previous.small_blind, **levels),
                                     row=i)
        smallest = min(in_play)
        said: dict[str, object] = {"number": number, "smallest": smallest, "why": why}
        if item.small_blind % smallest:
            raise StructureError(Text("level {number}: the small blind ({amount}) is not a multiple of {smallest}, "
                                      "{why}", amount=item.small_blind, **said), row=i)
        if item.big_blind % smallest:
            raise StructureError(Text("level {number}: the big blind ({amount}) is not a multiple of {smallest}, "
                                      "{why}", amount=item.big_blind, **said), row=i)
        if item.ante % smallest:
            raise StructureError(Text("level {number}: the ante ({amount}) is not a multiple of {smallest}, {why}",
                                      amount=item.ante, **said), row=i)
        previous = item


def mixed_rotation(games: Sequence[str], levels_per_game: int, structure: Structure) -> Structure:
    """``structure`` with its levels dealt as the mixed game ``games``, ``levels_per_game`` levels each.

    Breaks do not interrupt the rotation.

    >>> base = Structure(tuple(Level(100 * n, 200 * n, 20) for n in range(1, 8)), chips=(100,))
    >>> [level.game for level in mixed_rotation(HORSE, 1, base).levels()]
    ['holdem', 'omaha-hilo', 'razz', 'stud', 'stud-hilo', 'holdem', 'omaha-hilo']
    """
    if isinstance(games, str) or not games:
        raise StructureError(Text("a mixed game needs a list of at least one game"))
    for game in games:
        if game not in GAMES:
            raise StructureError(Text("unknown game {game!r} in the rotation: the games are {games}",
                                      game=game, games=', '.join(GAMES)))
    _whole(levels_per_game, Text("the number of levels per game"), positive=True)
    items: list[Item] = []
    number = 0
    for i, item in enumerate(structure.items):
        if isinstance(item, Level):
            game = games[(number // levels_per_game) % len(games)]
            number += 1
            try:
                item = replace(item, game=game)
            except StructureError as error:
                raise StructureError(Text("{where}: {message}",
                                          where=structure.where(i), message=error.message), row=i) from None
        items.append(item)
    return replace(structure, items=tuple(items))


# --- JSON ---------------------------------------------------------------------------------------------------------
# A structure is written and read by the codec from its fields (each item tagged ``"kind": "level"`` or
# ``"break"``); a file a person wrote is read the same way, its refusal said in the floor's words.

_TOP_KEYS = ("chips", "description", "items", "name")


def _at_most(items: int, chips: int) -> None:
    """Every check of a structure is then quick, and every state read that replays it."""
    if items > MAX_ITEMS:
        raise StructureError(Text("the structure has {count:,} levels and breaks: at most {most:,}",
                                  count=items, most=MAX_ITEMS))
    if chips > MAX_DENOMINATIONS:
        raise StructureError(Text("the structure names {count:,} chip denominations: at most {most}",
                                  count=chips, most=MAX_DENOMINATIONS), chips=True)


def structure_to_json(structure: Structure) -> JsonObject:
    """The structure as a JSON object; :func:`structure_from_json` reads it back unchanged."""
    return codec.write(structure)


def structure_from_json(data: object) -> Structure:
    """Read a structure from parsed JSON (a file a person may have written); a refusal names the level and the field.

    Levels need ``small_blind``, ``big_blind`` and ``minutes``; ``ante`` (0),
    ``ante_kind`` ("none") and ``game`` ("holdem") are optional. Breaks need
    ``minutes``; ``color_up`` ([]) is optional. Unknown fields are refused: a
    misspelt ``ante`` silently ignored would change the tournament.

    >>> structure_from_json({"chips": [25], "items": [{"kind": "level", "small_blind": 25, "big_blind": "50",
    ...                                                "minutes": 20}]})
    Traceback (most recent call last):
    ...
    floor.tournament.structure.StructureError: level 1: big_blind must be a whole number, not '50'
    """
    if not isinstance(data, Mapping):
        raise StructureError(Text("a blind structure is a JSON object with 'chips' and 'items'"))
    unknown = sorted(str(key) for key in set(data) - set(_TOP_KEYS))
    if unknown:
        raise StructureError(Text("{where}: unknown field {unknown!r} (the fields are {keys})",
                                  where=Text("the structure"), unknown=unknown[0], keys=', '.join(_TOP_KEYS)))
    for key in ("chips", "items"):
        if key not in data:
            raise StructureError(Text("the structure has no {key!r}", key=key), chips=key == "chips")
    for key in ("name", "description"):
        if not isinstance(data.get(key, ""), str):
            raise StructureError(Text("the structure's {key!r} must be text", key=key))
    raw_items, chips = data["items"], data["chips"]
    if isinstance(raw_items, str) or not isinstance(raw_items, Sequence):
        raise StructureError(Text("the structure's 'items' must be a list of levels and breaks"))
    _at_most(len(raw_items), len(chips) if isinstance(chips, Sequence) and not isinstance(chips, str) else 0)
    items: list[Item] = []
    number = 0
    for row, raw in enumerate(raw_items):
        kind = raw.get("kind") if isinstance(raw, Mapping) else None
        if kind not in ("level", "break"):
            raise StructureError(
                Text("item {position} (after level {number}): 'kind' must be 'level' or 'break', not {kind!r}",
                     position=row + 1, number=number, kind=kind), row=row)
        number += kind == "level"
        where = (Text("level {number}", number=number) if kind == "level"
                 else Text("the break after level {number}", number=number))
        assert isinstance(raw, Mapping)
        for key, choices in (("ante_kind", ANTE_KINDS), ("game", GAMES)):
            if key in raw and raw[key] not in choices:
                raise StructureError(Text("{where}: {key} must be one of {choices}, not {raw!r}", where=where,
                                          key=key, choices=', '.join(choices), raw=raw[key]), row=row)
        try:
            item = codec.decode(raw, Item)
            assert isinstance(item, Level | Break)
            items.append(item)
        except CodecError as error:  # the refusal names the level or break; the editor marks its row
            raise StructureError(_in_words(where, raw, error), row=row) from None
        except StructureError as error:
            raise StructureError(Text("{where}: color_up: {message}", where=where, message=error.message)
                                 if kind == "break" else
                                 Text("{where}: {message}", where=where, message=error.message), row=row) from None
    return Structure(tuple(items), chips, data.get("name", ""), data.get("description", ""))


def _in_words(where: Text, raw: Mapping[str, object], error: CodecError) -> Text:
    """A refusal of the codec as the floor reads it on the structure sheet."""
    # (the field as the file names it: a key such as "ante_kind[" is a field of its own, not ante_kind)
    key = error.path if error.path in raw else error.path.split("[")[0].split(".")[0]
    fields = _BREAK_KEYS if raw.get("kind") == "break" else _LEVEL_KEYS
    if not key:
        return Text("{where}: {message}", where=where, message=error.problem)
    if error.missing:
        return Text("{where}: {key!r} is missing", where=where, key=key)
    if key not in fields:
        return Text("{where}: unknown field {unknown!r} (the fields are {keys})", where=where, unknown=key,
                    keys=', '.join(sorted(fields)))
    if key == "color_up":
        return Text("{where}: color_up must be a list of chip denominations, not {color_up!r}", where=where,
                    color_up=raw.get(key))
    return Text("{what} must be a whole number, not {value!r}", what=Text("{where}: {key}", where=where, key=key),
                value=raw.get(key))


_LEVEL_KEYS = frozenset({"kind", "small_blind", "big_blind", "ante", "ante_kind", "minutes", "game"})
_BREAK_KEYS = frozenset({"kind", "minutes", "color_up"})


def template_names() -> list[str]:
    """The structures Floor ships, e.g. ``['deep-stack', 'horse', 'standard', 'turbo']``."""
    return names("structures")


def template(name: str) -> Structure:
    """A shipped structure, to use as it is or to start editing from."""
    if name not in template_names():
        known = ", ".join(template_names())
        raise StructureError(Text("there is no structure template {name!r}: the templates are {known}",
                                  name=name, known=known))
    return structure_from_json(load_json("structures", f"{name}.json"))
