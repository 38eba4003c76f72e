"""The history as people read it in the desktop: each event's sentence (the History tab) and each kind's name
(Undo and Redo), in the desktop's language.

The sentences are made by :mod:`floor.tournament.describe` (the same as ``floor history``); here they are said in
the language in use, with the rulebook rows' titles in that language.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence

from floor.procedures.rulebook import load_rulebook
from floor.tournament.describe import KIND_NAMES, Names, describe, kind_name, narrate
from floor.tournament.events import Event
from floor.ui.common.language import current, spoken

NAMES = KIND_NAMES
"""Each event kind's name ("elimination", «выбывание», «eliminare» once said)."""


def event_name(kind: str) -> str:
    """The name of an event kind in the language in use (the id itself for a kind Floor has no name for)."""
    return spoken(kind_name(kind))


@functools.cache
def row_titles(language: str) -> Mapping[str, str]:
    """Every rulebook row's title by id, in ``language`` (English where the row has none)."""
    return {row.id: row.words(language).title for row in load_rulebook().rows}


def described(event: Event, names: Names, by_seq: Mapping[int, Event] | None = None) -> str:
    """One event's sentence in the language in use ("Ivan Petrov finished 7th" needs the history: see
    :func:`narrated`)."""
    return spoken(describe(event, names, by_seq, titles=row_titles(current())))


def narrated(events: Sequence[Event], names: Names, last: int | None = None,
             prizes: Mapping[int, int] | None = None) -> list[str]:
    """The sentences of a history in the language in use, oldest first: only the ``last`` ones when given (the
    whole history is read, so each says what was so then: places, the clock, what an undo took back)."""
    return [spoken(s) for s in narrate(events, names, titles=row_titles(current()), last=last, prizes=prizes)]
