"""One declarative codec: a frozen dataclass written as JSON and read back from its type hints, byte for byte.

Every event's body and every record nested in one is written and read here, from the field types alone: ``int``,
``float``, ``str``, ``bool``, ``None``, ``Literal``, enums, unions (``X | None``), ``tuple[X, ...]`` and fixed tuples,
``frozenset``, ``Mapping`` with ``int`` or ``str`` keys (ints are JSON keys as Floor writes them: ``"12"``), frozen
JSON (:class:`~floor.tournament.jsonvalue.FrozenDict`), nested frozen dataclasses, and a nested record or frozen
JSON (``Proposal | FrozenDict``: the record when it is one this Floor writes back byte for byte, else the JSON an
older Floor wrote, kept as it was). What differs from class to class is declared as data, a :class:`Form` in the
class's ``FORM``: a field's JSON name, the order Floor writes the keys in, the fields written only when they are not
their default, the fields every stored record has although Python gives them a default, the fields another field's
value makes necessary, and the properties written for the JSON's readers but never read.

Reading tolerates what older Floors wrote and keeps what newer ones did: a record whose class has the fields
``omitted`` and ``extra`` (every event's body) remembers which optional fields the JSON left out and keeps the
keys this Floor does not know, so the copy written back is the JSON read, key for key. The JSON carries no version:
each kind's ``VERSION`` only adds optional fields, and the upgrade from an older version is reading their absence as
their default. A value of the wrong shape is refused with a :class:`CodecError` naming where it is:

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Place:
...     place: int
...     amounts: tuple[int, ...] = ()
>>> read(Place, {"place": 1, "amounts": [500, "300"]})
Traceback (most recent call last):
...
floor.tournament.codec.CodecError: amounts[1]: not a whole number
>>> write(read(Place, {"place": 1}))
{'place': 1, 'amounts': []}
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
import enum
import operator
import types
import typing
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TypeVar

from floor.core.errors import FloorError, Text
from floor.tournament.jsonvalue import EMPTY, FrozenDict, Json, JsonObject, freeze, freeze_object, thaw, thaw_object

_T = TypeVar("_T")

Decode = Callable[[object], object]
Encode = Callable[[object], Json]


class CodecError(FloorError, ValueError):
    """A JSON value that does not fit its record's type, with where it is (``payouts.places[3]``) and what is wrong.

    It is a ``ValueError`` too, for the readers that catch what a damaged record raises."""

    code = "unreadable-record"

    def __init__(self, problem: Text, path: str = "", *, missing: bool = False) -> None:
        super().__init__(Text("{path}: {problem}", path=path, problem=problem) if path else problem)
        self.problem = problem
        self.path = path
        self.missing = missing

    def within(self, part: str) -> CodecError:
        """The same refusal, one level out (``part`` a key, or ``[3]``)."""
        path = part + self.path if self.path.startswith("[") or not self.path else f"{part}.{self.path}"
        return CodecError(self.problem, path, missing=self.missing)


def _missing(key: str) -> CodecError:
    return CodecError(Text("missing"), key, missing=True)


@dataclass(frozen=True, slots=True)
class Form:
    """What a record's JSON looks like beyond its field types (every entry optional)."""

    names: Mapping[str, str] = field(default_factory=dict)
    """A field's JSON key when it is not the field's name (``{"source": "from"}``)."""
    order: tuple[str, ...] = ()
    """The JSON keys in the order Floor writes them (the fields' order when empty; those not named follow)."""
    sparse: frozenset[str] = frozenset()
    """Fields written only when they are not their default; absent, they read as the default (``null`` is refused
    when the default is ``None``: Floor never writes it)."""
    sparse_empty: frozenset[str] = frozenset()
    """Sparse fields left out when empty too (``()``, ``{}``), whatever their default: a situation's ``live:
    tuple[int, ...] | None = None`` is written neither as ``null`` nor as ``[]``; absent, it reads as the default."""
    required: frozenset[str] = frozenset()
    """Fields every stored record has, although Python gives them a default."""
    needed_when: Mapping[str, tuple[str, frozenset[object]]] = field(default_factory=dict)
    """A field every stored record has when another field holds one of some values (``{"index": ("action",
    frozenset({"jump"}))}``: a jump says where to)."""
    derived: tuple[str, ...] = ()
    """Properties written for the JSON's readers (``floor_decides``; after the fields unless ``order`` places them),
    computed from the fields and never read back: the fields decide them (a nested record whose stored value of one
    is not what its fields give is kept as the JSON read)."""
    written_when: Mapping[str, tuple[str, frozenset[object]]] = field(default_factory=dict)
    """A sparse field written even when it is its default when another field holds one of some values (a mystery
    bounty's ``"from_players": null``); ``null`` is then read too."""
    tag: tuple[str, str] | None = None
    """A key every record of the class has with one value, naming which of several records it is (``("kind",
    "level")``): a union of tagged records is read by its tag."""
    alphabetical: bool = False
    """The keys written in alphabetical order (a record nested in an event's body: the store keeps bodies with
    their keys sorted, and what is read back is written as it was read)."""
    closed: bool = False
    """A key the class does not know is refused (a misspelt ``ante`` silently ignored would change the tournament)."""
    kept: frozenset[str] = frozenset()
    """Fields (of a class with ``extra``) whose JSON is kept as read when the value read would be written otherwise:
    the field is typed, and written back as it was read (settings an older Floor wrote with fewer keys)."""
    bare: bool = False
    """A record of one field, written as that field's value (a chip set is the list of its chips): read and written
    where it is nested, or by :func:`decode` and :func:`encode`."""
    inline: str = ""
    """A field holding a record whose keys are written in this record's own object, before its other keys (a
    penalty as the fold keeps it: the event's fields, then the fold's); every key that is not one of this record's
    own is the nested record's."""


PLAIN = Form()

# How each field is present in the JSON.
_REQUIRED, _OPTIONAL, _SPARSE = 0, 1, 2


@dataclass(frozen=True, slots=True)
class _Field:
    name: str
    key: str
    presence: int
    default: object
    decode: Decode
    encode: Encode
    needed_when: tuple[str, frozenset[object]] | None


# A field as the loops read it (a tuple: the 30,000 events of a log are read on open): its name, its JSON key, how
# it is present, the type a value has when it needs no reader (an int, a text, a flag), the reader; when written:
# the name, the key, whether it is written only when not its default (0: always, 1: when not the default, 2: when
# not the default and not empty), the default, the writer (None: as it is).
_Read = tuple[str, str, int, "type | None", bool, Decode]
_Write = tuple[str, str, "int | tuple[str, frozenset[object]]", object, "Encode | None"]
_WHEN_SET, _WHEN_NOT_EMPTY = 1, 2  # (a sparse field written when not its default; or not empty either; a pair: when
# not its default, or when another field holds one of some values: ``Form.written_when``)


@dataclass(frozen=True, slots=True)
class _Plan:
    reads: tuple[_Read, ...]  # in the order they are read (the class's)
    writes: tuple[_Write, ...]  # in the order Floor writes them
    keys: frozenset[str]
    keeps: bool  # the class has ``omitted`` (what the JSON left out is kept) and maybe ``extra`` (what it added)
    extra: bool
    conditional: tuple[_Field, ...]
    sorted_writes: tuple[_Write, ...]  # the writes in the keys' sorted order (a nested record, as the log keeps it)
    shape: tuple[str, ...] | None  # the keys it always writes, sorted (None: it leaves some out, or keeps others)
    by_value: bool  # some keys are written or not by their value (sparse), not only by their presence when read
    derived: tuple[_Write, ...]  # the properties written, never read
    tag: tuple[str, str] | None
    closed: bool
    kept: tuple[tuple[str, str, Encode], ...]  # (name, key, writer) of the fields kept as read when they differ
    inline: tuple[str, type] | None  # the field whose record's keys are this record's others, and its class


_PLANS: dict[type, _Plan] = {}
_NOTHING: frozenset[str] = frozenset()


def _plan(cls: type) -> _Plan:
    plan = _PLANS.get(cls)
    if plan is None:
        plan = _PLANS[cls] = _make_plan(cls)
    return plan


def _make_plan(cls: type) -> _Plan:
    if not dataclasses.is_dataclass(cls):
        raise TypeError(f"{cls!r} is not a dataclass")
    form = getattr(cls, "FORM", PLAIN)
    assert isinstance(form, Form)
    hints = typing.get_type_hints(cls)  # (each class of its MRO read in its own module)
    names = {f.name for f in dataclasses.fields(cls)}
    keeps = "omitted" in names
    extra = keeps and "extra" in names
    made: list[_Field] = []
    inline: tuple[str, type] | None = None
    for f in dataclasses.fields(cls):
        if f.name == "omitted" or (f.name == "extra" and extra):
            continue
        if f.name == form.inline:
            kind = hints[f.name]
            if not (isinstance(kind, type) and dataclasses.is_dataclass(kind)) or keeps:
                raise TypeError(f"{cls.__name__}: FORM.inline names no record field {f.name!r} (or the class keeps)")
            inline = (f.name, kind)
            continue
        if f.default is not dataclasses.MISSING:
            default: object = f.default
        elif f.default_factory is not dataclasses.MISSING:
            default = f.default_factory()
        else:
            default = dataclasses.MISSING
        if default is dataclasses.MISSING or f.name in form.required:
            presence = _REQUIRED
        elif f.name in form.sparse or f.name in form.sparse_empty:
            presence = _SPARSE
        else:
            presence = _OPTIONAL
        decode, encode = _codec(hints[f.name])
        made.append(_Field(f.name, form.names.get(f.name, f.name), presence, default, decode, encode,
                           form.needed_when.get(f.name)))
    written: dict[str, _Write] = {
        f.key: (f.name, f.key, 0 if f.presence != _SPARSE else form.written_when.get(
                    f.name, _WHEN_NOT_EMPTY if f.name in form.sparse_empty else _WHEN_SET),
                f.default, None if f.encode is _same else f.encode) for f in made}
    for name in form.derived:  # (a property: written always, never read)
        prop = getattr(cls, name, None)
        if not isinstance(prop, property) or prop.fget is None:
            raise TypeError(f"{cls.__name__}: FORM.derived names no property {name!r}")
        derived_encode = _codec(typing.get_type_hints(prop.fget)["return"])[1]
        written[name] = (name, name, 0, None, None if derived_encode is _same else derived_encode)
    unknown = set(form.order) - set(written)
    if unknown:
        raise TypeError(f"{cls.__name__}: FORM.order names no field {sorted(unknown)}")
    if form.tag is not None:  # written first, or in its alphabetical place
        tag_key, tag_value = form.tag
        written = {tag_key: ("", tag_key, False, None, _constant(tag_value)), **written}
    order = sorted(written) if form.alphabetical else list(form.order)
    reads = tuple((f.name, f.key, f.presence, _EXACT.get(f.decode),
                   f.presence == _SPARSE and f.default is None and f.name not in form.written_when, f.decode)
                  for f in made)
    writes = tuple(written[k] for k in order) + tuple(w for k, w in written.items() if k not in order)
    always = not keeps and not any(w[2] for w in writes) and inline is None
    if form.kept and not extra:
        raise TypeError(f"{cls.__name__}: FORM.kept needs the field extra")
    kept = tuple((f.name, f.key, f.encode) for f in made if f.name in form.kept)
    return _Plan(reads, writes, frozenset(written), keeps, extra, tuple(f for f in made if f.needed_when),
                 tuple(sorted(writes, key=lambda w: w[1])), tuple(sorted(written)) if always else None,
                 any(w[2] for w in writes), tuple(written[name] for name in form.derived), form.tag, form.closed, kept,
                 inline)


# -- reading ----------------------------------------------------------------------------------------------------------

def read(cls: type[_T], data: object) -> _T:
    """The record of type ``cls`` that ``data`` (JSON as ``json.loads`` gives it, or frozen) holds."""
    if not isinstance(data, Mapping):
        raise CodecError(Text("not an object"))
    plan = _PLANS.get(cls) or _plan(cls)
    exactly = _EXACTLY.get()
    if exactly and (tuple(data) != plan.shape if plan.shape is not None else not _may_be_exact(plan, data)):
        raise _NotExact
    values: dict[str, object] = {}
    omitted: list[str] | None = None
    seen = 0
    if plan.tag is not None:
        _check_tag(plan.tag, data)
        seen = 1
    if plan.inline is not None:
        inner = {k: v for k, v in data.items() if k not in plan.keys}
        values[plan.inline[0]] = read(plan.inline[1], inner)
        seen += len(inner)
    for name, key, presence, exact, no_null, decode in plan.reads:
        value = data.get(key, _ABSENT)
        if value is _ABSENT:
            if presence == _REQUIRED:
                raise _missing(key)
            if presence == _OPTIONAL and plan.keeps:
                if omitted is None:
                    omitted = [key]
                else:
                    omitted.append(key)
            continue
        seen += 1
        if type(value) is exact:
            values[name] = value
            continue
        if value is None and no_null:
            raise CodecError(Text("null"), key)
        try:
            values[name] = decode(value)
        except CodecError as err:
            raise err.within(key) from None
    for f in plan.conditional:
        assert f.needed_when is not None
        other, values_needing = f.needed_when
        if f.key not in data and values.get(other) in values_needing:
            raise _missing(f.key)
    if plan.keeps:
        values["omitted"] = _NOTHING if omitted is None else frozenset(omitted)
    if plan.extra and (seen < len(data) or plan.kept):
        kept = {k: v for k, v in data.items() if k not in plan.keys}
        for name, key, write_kept in plan.kept:
            if key in data and not _written_as(write_kept(values[name]), data[key]):
                kept[key] = data[key]
        if kept:
            values["extra"] = freeze_object(kept)
    elif plan.closed and seen < len(data) and (unknown := sorted(str(k) for k in data if k not in plan.keys)):
        raise CodecError(Text("not a field (the fields are {fields})", fields=", ".join(sorted(plan.keys))),
                         unknown[0])
    record = cls(**values)
    if exactly and plan.by_value and tuple(data) != _written_keys(plan, record):
        raise _NotExact
    if exactly:
        for name, key, _sparse, _default, encode in plan.derived:
            value, stored = getattr(record, name), data[key]
            if encode is not None:
                value = encode(value)
            if type(value) is not type(stored) or value != stored:
                raise _NotExact
    return record


def _check_tag(tag: tuple[str, str], data: Mapping[object, object]) -> None:
    key, value = tag
    if key not in data:
        raise _missing(key)
    if data[key] != value or type(data[key]) is not str:
        raise CodecError(Text("not {value!r}", value=value), key)


def _may_be_exact(plan: _Plan, data: Mapping[object, object]) -> bool:
    """A record that leaves some keys out, or keeps those it does not know, read exactly: its keys sorted, none it
    does not know (then each key read is one it writes back, an optional one left out is remembered left out; a
    sparse one's is checked once it is read: :func:`_written_keys`)."""
    keys = list(data)
    return keys == sorted(keys) and plan.keys.issuperset(keys)  # type: ignore[type-var]  # (text keys)


def _written_keys(plan: _Plan, record: object) -> tuple[str, ...]:
    """The keys :func:`write` writes of ``record``, sorted (a nested record)."""
    omitted: Collection[str] = getattr(record, "omitted") if plan.keeps else ()  # noqa: B009
    keys = []
    for name, key, sparse, default, _encode in plan.sorted_writes:
        if sparse and _left_out(sparse, getattr(record, name), default, record):
            continue
        if key not in omitted:
            keys.append(key)
    return tuple(keys)


def _left_out(sparse: int | tuple[str, frozenset[object]], value: object, default: object, record: object) -> bool:
    """A sparse field not written: its default (or, ``_WHEN_NOT_EMPTY``, empty), unless another field says it is
    written even so (``Form.written_when``)."""
    if not sparse:
        return False
    if isinstance(sparse, tuple):
        return value == default and getattr(record, sparse[0]) not in sparse[1]
    return value == default or (sparse == _WHEN_NOT_EMPTY and isinstance(value, tuple | Mapping) and not value)


def write(record: object) -> JsonObject:
    """The record as JSON, its keys in the order Floor writes them (what :func:`read` reads back)."""
    plan = _PLANS.get(type(record)) or _plan(type(record))
    out: JsonObject = {} if plan.inline is None else write(getattr(record, plan.inline[0]))
    for name, key, sparse, default, encode in plan.sorted_writes if _SORTED.get() else plan.writes:
        value = getattr(record, name) if name else None  # (no name: the record's tag, a constant)
        if _left_out(sparse, value, default, record):
            continue
        out[key] = value if encode is None else encode(value)
    if plan.keeps:
        for key in getattr(record, "omitted"):  # noqa: B009 - the field every body has, named with the others
            out.pop(key, None)
    if plan.extra:
        extra = getattr(record, "extra")  # noqa: B009
        if extra:
            out.update(thaw_object(extra))
    return out


def _written_as(made: object, read: object) -> bool:
    """Whether ``made`` is the JSON ``read``, key order and number types included (what the store would write)."""
    if isinstance(read, Mapping):
        return (isinstance(made, Mapping) and list(made) == list(read)
                and all(_written_as(made[k], v) for k, v in read.items()))
    if isinstance(read, list | tuple):
        return (isinstance(made, list | tuple) and len(made) == len(read)
                and all(_written_as(m, r) for m, r in zip(made, read, strict=True)))
    return type(made) is type(read) and made == read


# -- each type's reader and writer ------------------------------------------------------------------------------------

def _constant(value: str) -> Encode:
    return lambda _record: value


def _same(value: object) -> Json:
    return value  # type: ignore[return-value]  # a value JSON holds as it is (a number, a text, a flag, null)


def _whole(value: object) -> object:
    if type(value) is not int:
        raise CodecError(Text("not a whole number"))
    return value


def _text(value: object) -> object:
    if type(value) is not str:
        raise CodecError(Text("not text"))
    return value


def _flag(value: object) -> object:
    if type(value) is not bool:
        raise CodecError(Text("not true or false"))
    return value


def _number(value: object) -> object:
    """A number as it was written: an int stays an int (``60``), a float a float (``60.0``)."""
    if type(value) is not int and type(value) is not float:
        raise CodecError(Text("not a number"))
    return value


def _null(value: object) -> object:
    if value is not None:
        raise CodecError(Text("not null"))
    return None


def _frozen(value: object) -> object:
    if isinstance(value, FrozenDict):
        return value
    if not isinstance(value, Mapping):
        raise CodecError(Text("not an object"))
    return freeze_object(value) if value else EMPTY


def _thawed(value: object) -> Json:
    assert isinstance(value, FrozenDict)
    return thaw_object(value)


_SIMPLE: dict[object, Decode] = {int: _whole, str: _text, bool: _flag, float: _number, type(None): _null,
                                 FrozenDict: _frozen}
_EXACT: dict[Decode, type] = {_whole: int, _text: str, _flag: bool}  # a value of this type is read as it is
_ABSENT = object()


def _items(value: object) -> list[object] | tuple[object, ...]:
    if isinstance(value, list | tuple):
        return value
    raise CodecError(Text("not a list"))


def _each(decode: Decode, values: list[object] | tuple[object, ...]) -> tuple[object, ...]:
    try:
        return tuple([decode(v) for v in values])
    except CodecError:
        for i, v in enumerate(values):
            try:
                decode(v)
            except CodecError as err:
                raise err.within(f"[{i}]") from None
        raise


def _int_key(key: str) -> int:
    """A number kept as a JSON key (``"12"``), exactly as Floor writes one (no sign, no leading zero)."""
    if not (key.isascii() and key.isdigit()) or (len(key) > 1 and key[0] == "0"):
        raise CodecError(Text("not a number as Floor writes one"), key)
    return int(key)


def _codec(hint: object) -> tuple[Decode, Encode]:
    """The reader and the writer of one type."""
    if hint in _SIMPLE:
        return _SIMPLE[hint], (_thawed if hint is FrozenDict else _same)
    if hint in _REFERENCES:
        return _REFERENCES[hint]
    if hint is object or hint is typing.Any:
        return _plain, _same  # (a value the reader takes as JSON: a showdown's request)
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (list, Sequence, Collection, typing.Sequence):
        return _tuple_of(args[0] if args else object)
    if origin is typing.Literal:
        return _literal(args)
    if origin is types.UnionType or origin is typing.Union:
        return _union(args)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return _tuple_of(args[0])
        return _fixed(args)
    if origin is frozenset:
        return _set_of(args[0])
    if origin in (Mapping, dict, MappingProxyType, typing.Mapping):
        return _mapping_of(args[0], args[1])
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return _enum(hint)
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        record = hint
        if getattr(record, "FORM", PLAIN).bare:
            return _bare(record)
        return (lambda value: read(record, value)), write
    raise TypeError(f"the codec cannot write {hint!r}")


def _bare(cls: type) -> tuple[Decode, Encode]:
    (only,) = dataclasses.fields(cls)
    decode_only, encode_only = _codec(typing.get_type_hints(cls)[only.name])
    return (lambda value: cls(decode_only(value))), (lambda record: encode_only(getattr(record, only.name)))


def _literal(choices: tuple[object, ...]) -> tuple[Decode, Encode]:
    allowed = frozenset(choices)

    def decode(value: object) -> object:
        try:
            known = type(value) is not bool and value in allowed
        except TypeError:  # a list or an object: no choice is one
            known = False
        if not known:
            raise CodecError(Text("not one of {choices}", choices=", ".join(map(str, choices))))
        return value

    return decode, _same


def _enum(cls: type[enum.Enum]) -> tuple[Decode, Encode]:
    by_value = {member.value: member for member in cls}

    def decode(value: object) -> object:
        try:
            return by_value[value]
        except (KeyError, TypeError):
            raise CodecError(Text("not one of {choices}", choices=", ".join(map(str, by_value)))) from None

    def encode(value: object) -> Json:
        assert isinstance(value, cls)
        return value.value  # type: ignore[no-any-return]

    return decode, encode


def _union(arms: tuple[object, ...]) -> tuple[Decode, Encode]:
    optional = type(None) in arms
    rest = tuple(a for a in arms if a is not type(None))
    if set(rest) == {int, float}:
        inner: tuple[Decode, Encode] = (_number, _same)
    elif len(rest) == 2 and FrozenDict in rest and all(a is FrozenDict or dataclasses.is_dataclass(a) for a in rest):
        inner = _typed_or_frozen(next(a for a in rest if a is not FrozenDict))
    elif len(rest) == 1:
        inner = _codec(rest[0])
    else:
        inner = _choice(rest)
    decode_inner, encode_inner = inner
    if not optional:
        return inner
    def decode(value: object) -> object:
        return None if value is None else decode_inner(value)

    if decode_inner in _EXACT:
        _EXACT[decode] = _EXACT[decode_inner]  # (an int or null: an int is read as it is)
    if encode_inner is _same:
        return decode, _same
    return decode, (lambda value: None if value is None else encode_inner(value))


def _choice(arms: tuple[object, ...]) -> tuple[Decode, Encode]:
    """One of several types: read as the one its tag names (records with a :attr:`Form.tag` on the same key), else
    as the first that fits; written as the one the value is."""
    codecs = [(_kind_of(arm), *_codec(arm)) for arm in arms]
    tags = [getattr(getattr(arm, "FORM", PLAIN), "tag", None) for arm in arms]
    if all(tags) and len({t[0] for t in tags if t}) == 1:
        return _tagged(tags, codecs)

    def decode(value: object) -> object:
        first: CodecError | None = None
        for _kind, read_arm, _write in codecs:
            try:
                return read_arm(value)
            except CodecError as err:
                first = first or err
        assert first is not None
        raise first

    def encode(value: object) -> Json:
        for kind, _read, write_arm in codecs:
            if isinstance(value, kind):
                return write_arm(value)
        raise TypeError(f"{value!r} is none of {arms}")

    return decode, encode


# What a typed record's own checks raise when a stored JSON is not one (a proposal of an unknown kind).
_NOT_ONE = (FloorError, KeyError, TypeError, ValueError)


def _typed_or_frozen(hint: object) -> tuple[Decode, Encode]:
    """A record whose JSON earlier Floors wrote in other shapes (``Proposal | FrozenObject``): read as the record
    when it is one and writing it back gives the same JSON, key for key and in the same order (read exactly: every
    record's keys are those it writes, sorted, its derived values the ones it computes); else kept as the frozen
    JSON read, and written back as it was. A record is written with its keys sorted, as the log keeps a nested
    record (the store writes sorted keys, and an earlier Floor wrote back the order it read)."""
    assert isinstance(hint, type)
    record = hint

    def decode(value: object) -> object:
        if not isinstance(value, Mapping):
            raise CodecError(Text("not an object"))
        exactly = _EXACTLY.set(True)
        try:
            return read(record, value)
        except (_NotExact, *_NOT_ONE):
            return _frozen(value)
        finally:
            _EXACTLY.reset(exactly)

    def encode(value: object) -> Json:
        if isinstance(value, FrozenDict):
            return thaw_object(value)
        in_order = _SORTED.set(True)
        try:
            return write(value)
        finally:
            _SORTED.reset(in_order)

    return decode, encode


class _NotExact(Exception):
    """Read exactly (a nested record or frozen JSON): the JSON is not the one writing the record back gives."""


# Reading exactly: every record's keys are the keys it writes, sorted, and what it writes of them the same; writing
# a nested record: its keys sorted (a mapping and a JSON value keep the order read, sorted when read from the log).
_EXACTLY: contextvars.ContextVar[bool] = contextvars.ContextVar("floor_codec_exactly", default=False)
_SORTED: contextvars.ContextVar[bool] = contextvars.ContextVar("floor_codec_sorted", default=False)


def _tagged(tags: Sequence[tuple[str, str] | None], codecs: list[tuple[type, Decode, Encode]]) -> tuple[Decode, Encode]:
    """A union of tagged records: each read as the record its tag names (a refusal is that record's)."""
    key = next(t[0] for t in tags if t)
    by_tag = {t[1]: read_arm for t, (_kind, read_arm, _write) in zip(tags, codecs, strict=True) if t}
    kinds = tuple((kind, write_arm) for kind, _read, write_arm in codecs)

    def decode(value: object) -> object:
        if not isinstance(value, Mapping):
            raise CodecError(Text("not an object"))
        tag = value.get(key)
        read_arm = by_tag.get(tag) if type(tag) is str else None
        if read_arm is None:
            raise CodecError(Text("not one of {choices}", choices=", ".join(by_tag)), key,
                             missing=key not in value)
        return read_arm(value)

    def encode(value: object) -> Json:
        for kind, write_arm in kinds:
            if isinstance(value, kind):
                return write_arm(value)
        raise TypeError(f"{value!r} is none of {tuple(by_tag)}")

    return decode, encode


def _kind_of(hint: object) -> type:
    origin = typing.get_origin(hint)
    if origin is typing.Literal:
        return type(typing.get_args(hint)[0])
    kind = origin or hint
    if kind is Mapping or kind is typing.Mapping:
        return Mapping
    assert isinstance(kind, type), hint
    return kind


def _tuple_of(item: object) -> tuple[Decode, Encode]:
    decode_item, encode_item = _codec(item)
    if item is int:
        def decode(value: object) -> object:
            values = _items(value)
            for v in values:
                if type(v) is not int:
                    return _each(decode_item, values)
            return tuple(values)
    else:
        def decode(value: object) -> object:
            return _each(decode_item, _items(value))
    if encode_item is _same:
        return decode, lambda value: list(value)
    if encode_item is write:
        assert isinstance(item, type)
        return decode, _records_of(item)
    return decode, lambda value: [encode_item(v) for v in value]


def _records_of(cls: type) -> Encode:
    """The writer of a list of ``cls`` records: :func:`write` of each; a list of plain records (values always written,
    none left out, none kept, no writer of their own: a seat draw's 30,000 assignments, issue 30) has each one's
    values read in one call and paired with its keys: the same objects :func:`write` gives, keys in the same order."""
    def encode(value: object) -> Json:
        plain = _plain_rows(cls)
        if plain is None or any(type(v) is not cls for v in value):  # type: ignore[attr-defined]
            return [write(v) for v in value]  # type: ignore[attr-defined]
        pair, values = plain[1] if _SORTED.get() else plain[0]
        return pair(map(values, value))  # type: ignore[call-overload]

    return encode


_Rows = Callable[[Iterator[tuple[typing.Any, ...]]], list[Json]]
_Row = tuple[_Rows, Callable[[object], tuple[typing.Any, ...]]]
_PLAIN_ROWS: dict[type, tuple[_Row, _Row] | None] = {}


def _plain_rows(cls: type) -> tuple[_Row, _Row] | None:
    """A plain record's pairing of its values with its keys and the getter of its values, as written and sorted
    (None: not a plain record). Made when first written: a record's plan may not be made yet while another's is."""
    if cls not in _PLAIN_ROWS:
        plan = _plan(cls)
        if plan.shape is None or len(plan.writes) < 2 or any(not w[0] or w[4] is not None for w in plan.writes):
            _PLAIN_ROWS[cls] = None
        else:
            _PLAIN_ROWS[cls] = tuple((_pairs(tuple(w[1] for w in writes)), operator.attrgetter(*(w[0] for w in writes)))
                                     for writes in (plan.writes, plan.sorted_writes))  # type: ignore[assignment]
    return _PLAIN_ROWS[cls]


def _pairs(keys: tuple[str, ...]) -> _Rows:
    """Rows of values as objects of ``keys``: for two to four keys a dict display (three times as fast as building
    each from pairs)."""
    if len(keys) == 2:
        k1, k2 = keys
        return lambda rows: [{k1: a, k2: b} for a, b in rows]
    if len(keys) == 3:
        k1, k2, k3 = keys
        return lambda rows: [{k1: a, k2: b, k3: c} for a, b, c in rows]
    if len(keys) == 4:
        k1, k2, k3, k4 = keys
        return lambda rows: [{k1: a, k2: b, k3: c, k4: d} for a, b, c, d in rows]
    return lambda rows: [dict(zip(keys, row, strict=True)) for row in rows]


def _fixed(items: tuple[object, ...]) -> tuple[Decode, Encode]:
    codecs = [_codec(item) for item in items]
    count = len(codecs)

    def decode(value: object) -> object:
        values = _items(value)
        if len(values) != count:
            raise CodecError(Text("not {count} values", count=count))
        out = []
        for i, ((read_item, _write), v) in enumerate(zip(codecs, values, strict=True)):
            try:
                out.append(read_item(v))
            except CodecError as err:
                raise err.within(f"[{i}]") from None
        return tuple(out)

    def encode(value: object) -> Json:
        return [write_item(v) for (_read, write_item), v in zip(codecs, value, strict=True)]  # type: ignore[call-overload]

    return decode, encode


def _set_of(item: object) -> tuple[Decode, Encode]:
    decode_item, encode_item = _codec(item)

    def decode(value: object) -> object:
        items = _each(decode_item, _items(value))
        kept = frozenset(items)
        if _EXACTLY.get() and list(items) != sorted(kept):  # type: ignore[type-var]  # (written sorted, once each)
            raise _NotExact
        return kept

    def encode(value: object) -> Json:
        return [encode_item(v) for v in sorted(value)]  # type: ignore[call-overload]

    return decode, encode


def _mapping_of(key: object, item: object) -> tuple[Decode, Encode]:
    either = typing.get_origin(key) in (types.UnionType, typing.Union) and set(typing.get_args(key)) == {int, str}
    if key is not int and key is not str and not either:
        raise TypeError(f"the codec writes mappings with int or str keys, not {key!r}")
    decode_item, encode_item = _codec(item)
    numbered = key is int
    if either:  # (a key that is a number where it is written as one: a player's number, else a name)
        def decode_key(k: str) -> object:
            return int(k) if k.isascii() and k.isdigit() and (len(k) == 1 or k[0] != "0") else k

        def decode_either(value: object) -> object:
            if not isinstance(value, Mapping) or not all(type(k) is str for k in value):
                raise CodecError(Text("not an object"))
            out: dict[object, object] = {}
            for k, v in value.items():
                try:
                    out[decode_key(k)] = decode_item(v)
                except CodecError as err:
                    raise err.within(k) from None
            return MappingProxyType(out)

        return decode_either, lambda value: {str(k): encode_item(v) for k, v in value.items()}

    def decode(value: object) -> object:
        if not isinstance(value, Mapping):
            raise CodecError(Text("not an object"))
        out: dict[object, object] = {}
        for k, v in value.items():
            if type(k) is not str:
                raise CodecError(Text("not an object"))
            number = _int_key(k) if numbered else k
            try:
                out[number] = decode_item(v)
            except CodecError as err:
                raise err.within(k) from None
        return MappingProxyType(out)

    if numbered and encode_item is _same:
        return decode, lambda value: {str(k): v for k, v in value.items()}
    if numbered:
        return decode, lambda value: {str(k): encode_item(v) for k, v in value.items()}
    if encode_item is _same:
        return decode, lambda value: dict(value)
    return decode, lambda value: {k: encode_item(v) for k, v in value.items()}


# -- any value by its type, and the types read by reference -----------------------------------------------------------

_REFERENCES: dict[object, tuple[Decode, Encode]] = {}
_CONTEXT: contextvars.ContextVar[object] = contextvars.ContextVar("floor_codec_context", default=None)
_VALUES: dict[object, tuple[Decode, Encode]] = {}


def by_reference(kind: type[_T], write_it: Callable[[_T], Json], read_it: Callable[[Json, object], object]) -> None:
    """Declare that a value of ``kind`` is written as ``write_it`` makes it and read back by ``read_it`` from what
    was written and the context it is read against (:func:`against`): what must not be taken on trust from the
    sender's copy (a ruling is decided again where the log is kept) or is the reader's own (the events an action
    made, read from the reader's log)."""
    def decode(value: object) -> object:
        return read_it(value, _CONTEXT.get())  # type: ignore[arg-type]

    def encode(value: object) -> Json:
        return write_it(typing.cast(_T, value))  # (a value of ``kind``: the type the codec was asked to write)

    _REFERENCES[kind] = (decode, encode)
    _VALUES.clear()


@contextlib.contextmanager
def against(context: object) -> Iterator[None]:
    """The context the types read by reference are read against, for the reads inside this block."""
    token = _CONTEXT.set(context)
    try:
        yield
    finally:
        _CONTEXT.reset(token)


def _value(hint: object) -> tuple[Decode, Encode]:
    found = _VALUES.get(hint)
    if found is None:
        found = _VALUES[hint] = _codec(hint)
    return found


def encode(value: object, hint: object) -> Json:
    """Any value as JSON, by its declared type ``hint`` (a use case's argument or answer)."""
    return _value(hint)[1](value)


def decode(data: object, hint: object) -> object:
    """Any value of the type ``hint`` that the JSON ``data`` holds, checked as it is read (a refusal names where)."""
    return _value(hint)[0](data)


def _plain(value: object) -> object:
    """A value taken as JSON as it is: checked to be JSON, and a fresh copy."""
    try:
        return thaw(freeze(value))
    except (TypeError, ValueError):
        raise CodecError(Text("not JSON")) from None


__all__ = ["PLAIN", "CodecError", "Form", "against", "by_reference", "decode", "encode", "read", "write"]
