"""A read-only mapping by number (a player's, say) that successive states share chunk by chunk.

A tournament of 10,000 entries changes one or two players per action; copying the whole mapping for each new
state would cost more than the action. :class:`NumberMap` keeps its entries in chunks of 64 consecutive numbers;
:class:`NumberMapEdit` (the fold's working copy) copies only the chunks an event changes, and the state it hands
out shares every other chunk with the one before. Neither can be changed through the state: there is no method
to do it, and the chunks are never touched again once handed out.

Iteration follows the chunks in the order they were first filled, and the numbers in each chunk in the order they
were added: for players, numbered in the order they register, that is the order of registration.

>>> edit = NumberMapEdit(NumberMap.of({1: "Ana", 2: "Bob"}))
>>> edit[3] = "Cid"
>>> first = edit.hand_out()
>>> del edit[1]
>>> second = edit.hand_out()
>>> dict(first), dict(second), len(second)
({1: 'Ana', 2: 'Bob', 3: 'Cid'}, {2: 'Bob', 3: 'Cid'}, 2)
"""

from __future__ import annotations

import weakref
from collections.abc import ItemsView, Iterable, Iterator, KeysView, Mapping, ValuesView
from typing import Generic, TypeVar

_V = TypeVar("_V")
_SHIFT = 6  # 64 numbers a chunk


class NumberMap(Mapping[int, _V]):
    """Entries by number, read-only. One handed out by an edit knows the map handed out before it (weakly: it keeps
    nothing alive), the chunks the edit touched since and the numbers it set or removed (up to :data:`KEYS_KEPT`),
    so what differs between the two is found among those, not by a look at every chunk of the field
    (:func:`changed`, :func:`differing`)."""

    __slots__ = ("__weakref__", "_after", "_chunks", "_keys", "_size", "_touched")

    def __init__(self, chunks: dict[int, dict[int, _V]], size: int,
                 after: tuple[weakref.ref[NumberMap[_V]], frozenset[int], frozenset[int] | None] | None = None
                 ) -> None:
        self._chunks = chunks
        self._size = size
        self._after = None if after is None else after[0]  # the map handed out before this one
        self._touched = frozenset[int]() if after is None else after[1]  # the chunks changed since it
        self._keys = None if after is None else after[2]  # the numbers set or removed since it (None: too many)

    @classmethod
    def of(cls, entries: Mapping[int, _V]) -> NumberMap[_V]:
        if isinstance(entries, NumberMap):
            return entries
        chunks: dict[int, dict[int, _V]] = {}
        for key, value in entries.items():
            chunks.setdefault(key >> _SHIFT, {})[key] = value
        return cls(chunks, len(entries))

    def __getitem__(self, key: int) -> _V:
        try:
            return self._chunks[key >> _SHIFT][key]
        except TypeError:  # not a number: no such entry, as a dict would say
            raise KeyError(key) from None

    def get(self, key: int, default: _V | None = None) -> _V | None:  # type: ignore[override]
        try:
            chunk = self._chunks.get(key >> _SHIFT)
        except TypeError:
            return default
        return default if chunk is None else chunk.get(key, default)

    def __contains__(self, key: object) -> bool:
        if not isinstance(key, int):
            return False
        chunk = self._chunks.get(key >> _SHIFT)
        return chunk is not None and key in chunk

    def __iter__(self) -> Iterator[int]:
        for chunk in self._chunks.values():
            yield from chunk

    def __len__(self) -> int:
        return self._size

    def keys(self) -> KeysView[int]:
        return KeysView(self)

    def values(self) -> ValuesView[_V]:
        return _Values(self)

    def items(self) -> ItemsView[int, _V]:
        return _Items(self)

    def chunks(self) -> Iterator[dict[int, _V]]:
        """The chunks as they are (for :class:`NumberMapEdit` and the views: read, never change)."""
        return iter(self._chunks.values())

    def __repr__(self) -> str:
        return f"NumberMap({dict(self.items())!r})"


class _Values(ValuesView[_V]):
    __slots__ = ()
    _mapping: NumberMap[_V]

    def __iter__(self) -> Iterator[_V]:
        for chunk in self._mapping.chunks():
            yield from chunk.values()


class _Items(ItemsView[int, _V]):
    __slots__ = ()
    _mapping: NumberMap[_V]

    def __iter__(self) -> Iterator[tuple[int, _V]]:
        for chunk in self._mapping.chunks():
            yield from chunk.items()


class NumberMapEdit(Generic[_V]):
    """The fold's working copy of a :class:`NumberMap`: changes copy their chunk first (once per hand-out)."""

    __slots__ = ("_chunks", "_keys", "_own", "_shared", "_size", "_touched")

    def __init__(self, start: NumberMap[_V]) -> None:
        self._shared = start
        self._chunks = start._chunks  # (the index itself is copied before the first change)
        self._size = start._size
        self._own: set[int] | None = None  # the chunks this copy made since the last hand-out
        self._touched: set[int] = set()  # the chunks made or removed since the last hand-out
        self._keys: set[int] | None = set()  # the numbers set or removed since (None: more than KEYS_KEPT)

    def __getitem__(self, key: int) -> _V:
        return self._chunks[key >> _SHIFT][key]

    def get(self, key: int) -> _V | None:
        chunk = self._chunks.get(key >> _SHIFT)
        return None if chunk is None else chunk.get(key)

    def __contains__(self, key: int) -> bool:
        chunk = self._chunks.get(key >> _SHIFT)
        return chunk is not None and key in chunk

    def _chunk(self, index: int) -> dict[int, _V]:
        if self._own is None:
            self._chunks = dict(self._chunks)
            self._own = set()
        if index not in self._own:
            self._chunks[index] = dict(self._chunks.get(index, ()))
            self._own.add(index)
            self._touched.add(index)
        return self._chunks[index]

    def _key(self, key: int) -> None:
        if self._keys is not None:
            self._keys.add(key)
            if len(self._keys) > KEYS_KEPT:
                self._keys = None

    def __setitem__(self, key: int, value: _V) -> None:
        self._key(key)
        chunk = self._chunk(key >> _SHIFT)
        if key not in chunk:
            self._size += 1
        chunk[key] = value

    def __delitem__(self, key: int) -> None:
        if key not in self:
            raise KeyError(key)
        self._key(key)
        index = key >> _SHIFT
        chunk = self._chunk(index)
        del chunk[key]
        self._size -= 1
        if not chunk:
            del self._chunks[index]
            self._own.discard(index)  # type: ignore[union-attr]  # (made by _chunk)

    def pop(self, key: int) -> _V:
        value = self[key]
        del self[key]
        return value

    @property
    def now(self) -> NumberMap[_V]:
        """The mapping as it stands, for reading at once (it follows the changes still to come: do not keep it)."""
        return NumberMap(self._chunks, self._size)

    def hand_out(self) -> NumberMap[_V]:
        """The mapping as it stands, read-only; the next change copies its chunk again."""
        if self._own is not None:
            keys = None if self._keys is None else frozenset(self._keys)
            after = (weakref.ref(self._shared), frozenset(self._touched), keys)
            self._shared, self._own, self._touched, self._keys = NumberMap(self._chunks, self._size, after), None, \
                set(), set()
        return self._shared


STEPS_BACK = 64  # hand-outs followed back from one map to an older one before every chunk is looked at instead
KEYS_KEPT = 512  # the numbers a hand-out remembers it set or removed (more, a redraw: its chunks only)


def _unshared(new: NumberMap[_V], old: NumberMap[_V]) -> Iterable[int]:
    """The chunks ``new`` may not share with ``old``: those touched by the hand-outs between them when ``old`` is
    among the maps ``new`` was handed out after (an action's few chunks), else every chunk of either."""
    touched: set[int] = set()
    at: NumberMap[_V] | None = new
    for _ in range(STEPS_BACK):
        if at is None or at is old:
            break
        touched |= at._touched
        at = None if at._after is None else at._after()
    return touched if at is old else new._chunks.keys() | old._chunks.keys()


def _set_since(new: NumberMap[_V], old: NumberMap[_V]) -> set[int] | None:
    """The numbers set or removed by the hand-outs from ``old`` to ``new``; None when ``old`` is not among the maps
    ``new`` was handed out after, or one of them set too many to remember."""
    keys: set[int] = set()
    at: NumberMap[_V] | None = new
    for _ in range(STEPS_BACK):
        if at is None or at is old:
            break
        if at._keys is None:
            return None
        keys |= at._keys
        at = None if at._after is None else at._after()
    return keys if at is old else None


def differing(new: Mapping[int, _V], old: Mapping[int, _V]) -> set[int] | None:
    """The numbers whose entries may differ from ``old`` to ``new``: those of the chunks the two do not share (a
    chunk handed out is never changed), so a reader following a mapping from state to state looks at a few
    chunks, not at 30,000 entries; None when they are not both :class:`NumberMap` (then any may differ)."""
    if not isinstance(new, NumberMap) or not isinstance(old, NumberMap):
        return None
    found: set[int] = set()
    for index in _unshared(new, old):
        mine, theirs = new._chunks.get(index), old._chunks.get(index)
        if mine is not theirs:
            found.update(mine or ())
            found.update(theirs or ())
    return found


_ABSENT = object()


def changed(new: Mapping[int, _V], old: Mapping[int, _V]) -> set[int] | None:
    """The numbers whose entries changed from ``old`` to ``new``: of the chunks the two do not share, only the
    entries that are not the very same object (a chunk copied to change one entry keeps every other entry as it
    was), so a chip count at one table is its nine players, not the 64 numbers of each chunk it touched. None when
    they are not both :class:`NumberMap` (then any may have changed)."""
    if not isinstance(new, NumberMap) or not isinstance(old, NumberMap):
        return None
    found: set[int] = set()
    if new._chunks is old._chunks:
        return found
    keys = _set_since(new, old)
    if keys is not None:  # (an action's few numbers)
        return {key for key in keys if new.get(key, _ABSENT) is not old.get(key, _ABSENT)}
    for index in _unshared(new, old):
        mine, theirs = new._chunks.get(index), old._chunks.get(index)
        if mine is theirs:
            continue
        if mine is None or theirs is None:
            found.update(mine or theirs or ())
            continue
        found.update(key for key, value in mine.items() if theirs.get(key, _ABSENT) is not value)
        found.update(key for key in theirs if key not in mine)
    return found


__all__ = ["NumberMap", "NumberMapEdit", "changed", "differing"]
