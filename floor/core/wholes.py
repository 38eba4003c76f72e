"""Whole numbers, checked once for all of Floor: a count, an amount, a seat, read from JSON or typed in.

JSON's ``true`` is a Python ``int``; it must never read as 1 chip or seat 1, so a whole number here is an
``int`` that is not a ``bool``.

>>> is_whole(3), is_whole(True), is_whole(3.0)
(True, False, False)
>>> whole(0, Text("the tables"), minimum=1)
Traceback (most recent call last):
...
floor.core.errors.FloorError: the tables must be a whole number of at least 1, not 0
"""

from __future__ import annotations

from typing import TypeGuard

from floor.core.errors import FloorError, Text


def is_whole(value: object) -> TypeGuard[int]:
    """A whole number and not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole(value: object, what: str, *, minimum: int = 0, code: str = "bad-number") -> int:
    """``value`` as a whole number of at least ``minimum``, or the refusal naming ``what`` (a :class:`Text`)."""
    if not is_whole(value) or value < minimum:
        raise FloorError(Text("{what} must be a whole number of at least {minimum}, not {value!r}",
                              what=what, minimum=minimum, value=value), code=code)
    return value


__all__ = ["is_whole", "whole"]
