"""An intent's arguments and answer as JSON, read and written from the use case's own type hints.

A Floor window on another computer sends the use case's name and its arguments (floor/usecases/intent.py); the room
service reads them back into the very types the use case declares, so what reaches the use case there is what the
console would have passed here, and a body of the wrong shape is one refusal naming the field
("players[2]: not a whole number"), never a traceback. What a value of a type means is declared once per type:
plain values, tuples, mappings, frozen dataclasses field by field, and a few types read *by reference* where the
service must not trust the sender's copy (a ruling is decided again from its situation, :data:`READERS`).
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from floor.core.errors import FloorError, Text
from floor.tournament.jsonvalue import Json, freeze, thaw

MAX_ITEMS = 10_000  # items in one list or mapping of an intent (a whole field's registrations at most)


class WireError(FloorError):
    """An intent's body is not what the use case takes."""

    code = "bad-request"


# A type whose value the service reads from its own knowledge, not the sender's copy: how it is written, and how it is
# read again given the context (where the log is kept, the tournament as it stands).
Writer = Callable[[Any], Json]
Reader = Callable[[Json, object, str], object]
WRITERS: dict[type, Writer] = {}
READERS: dict[type, Reader] = {}


def by_reference(kind: type, write: Writer, read: Reader) -> None:
    """Declare that ``kind`` travels as ``write`` makes it and is read back by ``read`` (given the state)."""
    WRITERS[kind] = write
    READERS[kind] = read


def hints(function: Callable[..., object]) -> dict[str, object]:
    """A function's or a class's type hints, resolved (the modules use ``from __future__ import annotations``)."""
    return dict(get_type_hints(function))


def encode(value: object, hint: object) -> Json:
    """``value`` as JSON, by its declared type ``hint``."""
    origin = get_origin(hint)
    if hint in WRITERS:
        return WRITERS[hint](value)
    if value is None:
        return None
    if isinstance(value, enum.Enum):
        return encode(value.value, object)
    if isinstance(value, bool | int | float | str):
        return value
    if origin in (Union, types.UnionType):
        for option in get_args(hint):
            if option is not type(None) and _fits(value, option):
                return encode(value, option)
        return encode(value, object)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = hints(type(value))
        return {f.name: encode(getattr(value, f.name), fields[f.name]) for f in dataclasses.fields(value)
                if f.init}
    if isinstance(value, Mapping):
        key, item = (*get_args(hint), object, object)[:2] if origin is not None else (object, object)
        return {str(encode(k, key)): encode(v, item) for k, v in value.items()}
    if isinstance(value, Collection):
        args = get_args(hint)
        if origin is tuple and args and args[-1] is not Ellipsis:
            return [encode(v, a) for v, a in zip(value, args, strict=True)]
        item = args[0] if args else object
        return [encode(v, item) for v in (sorted(value, key=repr) if isinstance(value, frozenset | set) else value)]
    raise WireError(Text("a {kind} cannot be sent", kind=type(value).__name__))


def _fits(value: object, hint: object) -> bool:
    origin = get_origin(hint) or hint
    if hint in (object, typing.Any):
        return True
    if origin is Literal:
        return value in get_args(hint)
    if isinstance(origin, type):
        if origin in (int, float) and isinstance(value, bool):
            return False
        if origin is float:
            return isinstance(value, int | float)
        if origin in (Sequence, Collection):
            return isinstance(value, Collection) and not isinstance(value, str | Mapping)
        return isinstance(value, origin)
    return False


def decode(data: Json, hint: object, *, context: object = None, at: str = "") -> object:
    """``data`` read back as the type ``hint`` declares, checked as it is read (``at`` names the field in a
    refusal); ``context`` is what the by-reference types are read against (the tournament as the log has it now).
    """
    where = at or "the request"
    if hint in READERS:
        return READERS[hint](data, context, where)
    if hint in (object, typing.Any):
        return _plain(data, where)
    if hint is type(None) or hint is None:
        if data is not None:
            raise WireError(Text("{at}: must be empty", at=where))
        return None
    origin = get_origin(hint)
    args = get_args(hint)
    if origin in (Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        problem: WireError | None = None
        for option in args:
            if option is type(None):
                continue
            try:
                return decode(data, option, context=context, at=at)
            except WireError as err:
                problem = problem or err
        raise problem or WireError(Text("{at}: not a value Floor takes here", at=where))
    if origin is Literal:
        if data not in args or isinstance(data, bool) != any(isinstance(a, bool) for a in args if a == data):
            raise WireError(Text("{at}: one of {choices}", at=where, choices=", ".join(map(str, args))))
        return data
    if hint is bool:
        if not isinstance(data, bool):
            raise WireError(Text("{at}: yes or no (true or false)", at=where))
        return data
    if hint is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise WireError(Text("{at}: not a whole number", at=where))
        return data
    if hint is float:
        if isinstance(data, bool) or not isinstance(data, int | float):
            raise WireError(Text("{at}: not a number", at=where))
        return float(data)
    if hint is str:
        if not isinstance(data, str):
            raise WireError(Text("{at}: not text", at=where))
        return data
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        try:
            return hint(data)
        except ValueError:
            raise WireError(Text("{at}: not one of the choices", at=where)) from None
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _dataclass(data, hint, context, where)
    if origin in (dict, Mapping) or hint in (dict, Mapping) or origin is typing.Mapping:
        if not isinstance(data, dict) or len(data) > MAX_ITEMS:
            raise WireError(Text("{at}: not a table of values", at=where))
        key, item = (*args, object, object)[:2]
        return {_key(k, key, f"{where}.{k}"): decode(v, item, context=context, at=f"{where}.{k}")
                for k, v in data.items()}
    if origin in (tuple, list, frozenset, set, Sequence, Collection) or hint in (tuple, list):
        if not isinstance(data, list) or len(data) > MAX_ITEMS:
            raise WireError(Text("{at}: not a list", at=where))
        if origin is tuple and args and args[-1] is not Ellipsis:
            if len(data) != len(args):
                raise WireError(Text("{at}: {count} values are expected", at=where, count=len(args)))
            return tuple(decode(v, a, context=context, at=f"{where}[{i}]") for i, (v, a) in enumerate(zip(data, args,
                                                                                                          strict=True)))
        item = args[0] if args else object
        read = [decode(v, item, context=context, at=f"{where}[{i}]") for i, v in enumerate(data)]
        if origin in (frozenset, set):
            return frozenset(read)
        return read if origin is list else tuple(read)
    raise WireError(Text("{at}: Floor cannot read a {kind} from the network", at=where, kind=str(hint)))


def _key(key: str, hint: object, at: str) -> object:
    """A mapping's key: JSON's keys are text; an ``int`` key is a whole number written as text."""
    if hint is int or (get_origin(hint) in (Union, types.UnionType) and int in get_args(hint)):
        text = key.strip()
        if text.lstrip("-").isdigit() and len(text) <= 18:
            return int(text)
        if hint is int:
            raise WireError(Text("{at}: not a whole number", at=at))
    return key


def _dataclass(data: Json, kind: type, context: object, at: str) -> object:
    if not isinstance(data, dict):
        raise WireError(Text("{at}: not a table of values", at=at))
    fields = {f.name: f for f in dataclasses.fields(kind) if f.init}
    unknown = set(data) - set(fields)
    if unknown:
        raise WireError(Text("{at}: {name} is not one of its values", at=at, name=sorted(unknown)[0]))
    types_of = hints(kind)
    values = {name: decode(value, types_of[name], context=context, at=f"{at}.{name}") for name, value in data.items()}
    try:
        return kind(**values)
    except FloorError as err:
        raise WireError(Text("{at}: {why}", at=at, why=err.message)) from None
    except (TypeError, ValueError) as err:
        raise WireError(Text("{at}: {why}", at=at, why=str(err))) from None


def _plain(data: Json, at: str) -> object:
    """A value the use case takes as JSON (a showdown's request): checked to be JSON, frozen as the log keeps it."""
    try:
        return thaw(freeze(data))
    except (TypeError, ValueError) as err:
        raise WireError(Text("{at}: {why}", at=at, why=str(err))) from None
