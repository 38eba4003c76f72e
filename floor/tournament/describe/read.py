"""What every sentence reads: the payload's values checked as Floor writes them, the names, what came before."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from floor.core.errors import Text
from floor.core.wholes import is_whole
from floor.tournament.clock import Clock
from floor.tournament.events import Event
from floor.tournament.settings import Settings

Names = Mapping[int, str]
"""A player's number -> how the floor calls him (:func:`floor.tournament.describe.names_of`)."""


@dataclass(frozen=True, slots=True)
class Before:
    """The tournament just before an event, for what its payload leaves out (each part may be unknown)."""

    clock: Clock | None = None
    settings: Settings | None = None
    players_left: int | None = None
    entries: Mapping[int, int] = field(default_factory=dict)  # a player's entries so far (re-entries count)
    said: Mapping[int, Text] = field(default_factory=dict)  # earlier events' sentences by number (for an undo)
    labels: Mapping[int, str] = field(default_factory=dict)  # how the event's player was called (a rename's old name)


@dataclass(frozen=True, slots=True)
class Context:
    """Everything a sentence may read beside the event."""

    names: Names
    by_seq: Mapping[int, Event]
    titles: Mapping[str, str]  # rulebook row id -> its title, in the reader's language
    before: Before
    prizes: Mapping[int, int] = field(default_factory=dict)  # what each finisher wins now (an undone bust: nothing)


Payload = Mapping[str, object]
Sentence = Callable[[Payload, Event, Context], Text]


class Unreadable(Exception):
    """A payload value that is not what Floor writes: the sentence falls back to the event's name."""


def whole(value: object) -> int:
    if not is_whole(value):
        raise Unreadable(value)
    return value


def text(value: object) -> str:
    if not isinstance(value, str):
        raise Unreadable(value)
    return value.strip()


def items(value: object) -> Sequence[object]:
    if not isinstance(value, list | tuple):
        raise Unreadable(value)
    return value


def mapping(value: object) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise Unreadable(value)
    return value


def number(value: object) -> int:
    """A player's, seat's or place's number, as a payload keeps it (an int, or a JSON key such as ``"12"``)."""
    if isinstance(value, str) and value.isdigit():
        return int(value)
    return whole(value)


def name(ctx: Context, player: object) -> str:
    """The player's name; "player #12" for a number Floor has no name for."""
    n = number(player)
    return ctx.names.get(n) or Text("player #{number}", number=n)


def spot(value: object) -> tuple[int, int]:
    """(table, seat) from ``[table, seat]``."""
    pair = items(value)
    if len(pair) != 2:
        raise Unreadable(value)
    return whole(pair[0]), whole(pair[1])


def rules(value: object) -> str:
    """Rule ids as the floor reads them: ``BB-03, BB-04``."""
    return ", ".join(text(r) for r in items(value))


def plain(value: object) -> str:
    """A setting's value as §14 writes it: true/false in lower case."""
    if isinstance(value, bool):
        return str(value).lower()
    if value is not None and not isinstance(value, str | int | float):
        raise Unreadable(value)
    return str(value)
