"""JSON as the events and the snapshots keep it: its types, a frozen form, and a reader that refuses a wrong shape.

The store writes each event's body as a JSON object; :class:`Reader` reads one back field by field, refusing what
Floor never writes with the exceptions the damaged-event wording names (``KeyError``: "the field ... is missing";
``TypeError`` and ``ValueError``: "a value has the wrong form"). It also keeps what an exact copy needs: which of
the optional fields the stored object left out (older Floors wrote fewer) and any field this Floor does not read,
so a body read and written again is the same JSON, byte for byte.

Nested records the fold does not read (a draw record, a showdown request) stay JSON, frozen (:func:`freeze`:
objects as :class:`FrozenDict`, lists as tuples) so that nobody holding an event or a state can change it; being a
``dict`` and tuples, frozen JSON is still written by ``json.dumps`` as it is. :func:`thaw` gives a plain copy.

>>> frozen = freeze({"seats": [{"seat": 1}], "game": "holdem"})
>>> frozen["seats"][0]["seat"], frozen == {"seats": [{"seat": 1}], "game": "holdem"}
(1, True)
>>> frozen["seats"].append({"seat": 2})
Traceback (most recent call last):
...
TypeError: a tournament's record cannot be changed
>>> Reader({"player": "7"}).whole("player")
Traceback (most recent call last):
...
TypeError: player: 7 is not a whole number
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NoReturn, TypeAlias, TypeGuard, TypeVar

from floor.core.wholes import is_whole

Json: TypeAlias = "bool | int | float | str | list[Json] | dict[str, Json] | None"
"""Plain JSON, as ``json.loads`` gives it and ``json.dumps`` takes it."""
Frozen: TypeAlias = "bool | int | float | str | FrozenList | FrozenDict | None"
"""JSON no one can change: :class:`FrozenDict` and :class:`FrozenList`, equal to the dicts and lists they copy."""
JsonObject: TypeAlias = "dict[str, Json]"

_T = TypeVar("_T")


class FrozenDict(dict[str, "Frozen"]):
    """A JSON object no one can change (every change raises ``TypeError``); ``json.dumps`` writes it as any dict."""

    __slots__ = ()

    def _refuse(self) -> NoReturn:
        raise TypeError("a tournament's record cannot be changed")

    def __setitem__(self, key: str, value: Frozen) -> NoReturn:
        self._refuse()

    def __delitem__(self, key: str) -> NoReturn:
        self._refuse()

    def __ior__(self, other: object) -> NoReturn:  # type: ignore[misc]
        self._refuse()

    def clear(self) -> NoReturn:
        self._refuse()

    def pop(self, *args: object) -> NoReturn:
        self._refuse()

    def popitem(self) -> NoReturn:
        self._refuse()

    def setdefault(self, *args: object) -> NoReturn:
        self._refuse()

    def update(self, *args: object, **kwargs: object) -> NoReturn:
        self._refuse()

    def __copy__(self) -> FrozenDict:
        return self

    def __deepcopy__(self, memo: object) -> FrozenDict:
        return self

    def __reduce__(self) -> tuple[type[FrozenDict], tuple[dict[str, Frozen]]]:
        return FrozenDict, (dict(self),)


class FrozenList(list["Frozen"]):
    """A JSON list no one can change (every change raises ``TypeError``)."""

    __slots__ = ()

    def _refuse(self) -> NoReturn:
        raise TypeError("a tournament's record cannot be changed")

    def __setitem__(self, index: object, value: object) -> NoReturn:
        self._refuse()

    def __delitem__(self, index: object) -> NoReturn:
        self._refuse()

    def __iadd__(self, other: object) -> NoReturn:  # type: ignore[misc]
        self._refuse()

    def __imul__(self, other: object) -> NoReturn:
        self._refuse()

    def append(self, value: object) -> NoReturn:
        self._refuse()

    def extend(self, values: object) -> NoReturn:
        self._refuse()

    def insert(self, index: object, value: object) -> NoReturn:
        self._refuse()

    def pop(self, *args: object) -> NoReturn:
        self._refuse()

    def remove(self, value: object) -> NoReturn:
        self._refuse()

    def clear(self) -> NoReturn:
        self._refuse()

    def sort(self, *args: object, **kwargs: object) -> NoReturn:
        self._refuse()

    def reverse(self) -> NoReturn:
        self._refuse()

    def __copy__(self) -> FrozenList:
        return self

    def __deepcopy__(self, memo: object) -> FrozenList:
        return self

    def __reduce__(self) -> tuple[type[FrozenList], tuple[list[Frozen]]]:
        return FrozenList, (list(self),)


FrozenObject: TypeAlias = FrozenDict
"""A frozen JSON object."""
EMPTY: FrozenObject = FrozenDict()


def empty() -> FrozenObject:
    """The empty frozen object (a default for dataclass fields)."""
    return EMPTY


def freeze(value: object) -> Frozen:
    """``value`` as frozen JSON, normalized as ``json.dumps`` would write it (keys as text, tuples as lists).

    Anything JSON cannot hold is refused (``TypeError``)."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if type(value) is dict:  # (a plain dict known without asking the ABC, and a plain value or key inside taken as it
        # is, without a call: a seat draw holds 100,000 of them, issue 30)
        return FrozenDict({k if type(k) is str else _key(k): v if type(v) in _PLAIN else freeze(v)
                           for k, v in value.items()})
    if isinstance(value, FrozenDict):
        return value
    if isinstance(value, Mapping):
        return FrozenDict({k if type(k) is str else _key(k): v if type(v) in _PLAIN else freeze(v)
                           for k, v in value.items()})
    if isinstance(value, FrozenList):
        return value
    if isinstance(value, list | tuple):
        return FrozenList([v if type(v) in _PLAIN else freeze(v) for v in value])
    raise TypeError(f"{value!r} cannot be kept as JSON")


_PLAIN = frozenset({type(None), bool, int, float, str})  # what freeze and thaw give back as it is


def freeze_object(value: object) -> FrozenObject:
    """A JSON object, frozen (anything else is refused with ``TypeError``)."""
    if not isinstance(value, Mapping):
        raise TypeError(f"{value!r} is not a JSON object")
    frozen = freeze(value)
    assert isinstance(frozen, FrozenDict)
    return frozen


def _key(key: object) -> str:
    """A mapping key as ``json.dumps`` writes it."""
    if isinstance(key, str):
        return key
    if key is None or isinstance(key, bool):
        return "null" if key is None else str(key).lower()
    if isinstance(key, int | float):
        return str(key)
    raise TypeError(f"{key!r} cannot be a JSON key")


def thaw(value: Frozen) -> Json:
    """Frozen JSON as plain JSON again (a fresh copy: changing it changes nothing else)."""
    if isinstance(value, dict):
        return {k: v if type(v) in _PLAIN else thaw(v) for k, v in value.items()}  # type: ignore[misc]  # (plain)
    if isinstance(value, list):
        return [v if type(v) in _PLAIN else thaw(v) for v in value]  # type: ignore[misc]  # (a plain value is JSON)
    return value


def thaw_object(value: Mapping[str, Frozen]) -> JsonObject:
    return {k: thaw(v) for k, v in value.items()}


def int_key(key: str) -> int:
    """A number kept as a JSON key (``"12"``), exactly as Floor writes one (no sign, no leading zero)."""
    if not (key.isascii() and key.isdigit()) or (len(key) > 1 and key[0] == "0"):
        raise ValueError(f"{key!r} is not a number")
    return int(key)


def is_number(value: object) -> TypeGuard[int | float]:
    return isinstance(value, int | float) and not isinstance(value, bool)


def whole(value: object, what: str) -> int:
    if not is_whole(value):
        raise TypeError(f"{what}: {value} is not a whole number")
    return value


def text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{what}: {value!r} is not text")
    return value


def flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{what}: {value!r} is not true or false")
    return value


def number(value: object, what: str) -> int | float:
    """A number as it was written: an int stays an int (``60``), a float a float (``60.0``)."""
    if not is_number(value):
        raise TypeError(f"{what}: {value!r} is not a number")
    return value


def items(value: object, what: str) -> Sequence[object]:
    if not isinstance(value, list | tuple):
        raise TypeError(f"{what}: {value!r} is not a list")
    return value


def mapping(value: object, what: str) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise TypeError(f"{what}: {value!r} is not an object")
    return value


def wholes(value: object, what: str) -> tuple[int, ...]:
    return tuple(whole(v, what) for v in items(value, what))


def texts(value: object, what: str) -> tuple[str, ...]:
    return tuple(text(v, what) for v in items(value, what))


def pair(value: object, what: str) -> tuple[int, int]:
    """``[table, seat]``."""
    both = items(value, what)
    if len(both) != 2:
        raise ValueError(f"{what}: {value!r} is not a pair")
    return whole(both[0], what), whole(both[1], what)


def by_number(value: object, what: str) -> dict[int, int]:
    """``{"12": 3000}``: whole numbers by number (a player's, a seat's, a place's), the keys as ints."""
    return {int_key(k): whole(v, what) for k, v in mapping(value, what).items()}


def numbered(values: Mapping[int, _T]) -> dict[str, _T]:
    """The other way: ints as JSON keys."""
    return {str(k): v for k, v in values.items()}


_NOTHING_LEFT_OUT: frozenset[str] = frozenset()


class Reader:
    """One stored JSON object read field by field; what it lacks and what it has beyond is kept for the copy."""

    __slots__ = ("data", "omitted", "seen")

    def __init__(self, data: object) -> None:
        self.data = mapping(data, "the content")
        self.seen: set[str] = set()  # the fields read that are there
        self.omitted: list[str] | None = None

    def need(self, key: str) -> object:
        """A field every such object has (``KeyError`` names it when it is missing)."""
        value = self.data[key]
        self.seen.add(key)
        return value

    def has(self, key: str) -> bool:
        """An optional field: present, or noted as left out (the copy leaves it out too)."""
        if key in self.data:
            return True
        if self.omitted is None:
            self.omitted = [key]
        else:
            self.omitted.append(key)
        return False

    def holds(self, key: str) -> bool:
        """A field whose absence says something of its own (a ruling with no word on the carryover)."""
        return key in self.data

    def present(self, key: str) -> bool:
        """A field written only when it has a value (a ``null`` there is not what Floor writes)."""
        if key not in self.data:
            return False
        if self.data[key] is None:
            raise TypeError(f"{key}: null")
        return True

    def whole(self, key: str) -> int:
        return whole(self.need(key), key)

    def text(self, key: str) -> str:
        return text(self.need(key), key)

    def flag(self, key: str) -> bool:
        return flag(self.need(key), key)

    def frozen(self, key: str) -> FrozenObject:
        return freeze_object(self.need(key))

    def maybe_whole(self, key: str) -> int | None:
        """A whole number or ``null``."""
        value = self.need(key)
        return None if value is None else whole(value, key)

    def maybe_text(self, key: str) -> str | None:
        value = self.need(key)
        return None if value is None else text(value, key)

    def rest(self) -> FrozenObject:
        """The fields no reader asked for (a newer Floor's, kept as they are)."""
        if len(self.seen) == len(self.data):
            return EMPTY
        return freeze_object({k: v for k, v in self.data.items() if k not in self.seen})

    def left_out(self) -> frozenset[str]:
        return _NOTHING_LEFT_OUT if self.omitted is None else frozenset(self.omitted)


__all__ = ["EMPTY", "Frozen", "FrozenDict", "FrozenList", "FrozenObject", "Json", "JsonObject", "Reader", "by_number",
           "empty", "flag", "freeze", "freeze_object", "int_key", "is_number", "items", "mapping", "number", "numbered",
           "pair", "text", "texts", "thaw", "thaw_object", "whole", "wholes"]
