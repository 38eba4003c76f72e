"""Intents: a person's action as one use case's name and its arguments, judged where the log is kept.

Each use case that writes is declared an intent (:func:`intent`): its name, the permission a device's role needs for
it (:mod:`floor.usecases.pairing`) and, for an action at one table, the argument naming the table (a dealer acts at
its own only). Called with the store's desk (the console, the command line, the room service) the use case runs
there, as it always did. Called with a desk elsewhere (:class:`Elsewhere`: a Floor window on another computer) it
runs nowhere on that computer: its name and arguments go to the room service, which runs the same use case against
the log's current state, inside the write transaction, as the device's person (floor/room/stations.py). A device
sends intents, never events.

Arguments and answers travel as their declared types, written and read by the one codec
(:mod:`floor.tournament.codec`): a body of the wrong shape is refused naming the field ("players[1]: not a whole
number"). An answer's :class:`Done` (and its state) is written as ``"done"``: the window that sent the intent reads
the events from its own copy of the log.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol, TypeVar, cast, get_type_hints, runtime_checkable

from floor.core.errors import FloorError, RequestError, Text
from floor.tournament import codec
from floor.tournament.codec import CodecError
from floor.tournament.jsonvalue import Json
from floor.tournament.state import TournamentState
from floor.usecases.desk import Done

# What stays where the use case runs: the desk, the secure source, a progress bar, and the club's books the place
# the log is kept provides (``book``: the members there, never a window's copy).
LOCAL = frozenset({"desk", "rng", "progress", "book"})
_F = TypeVar("_F", bound=Callable[..., object])
REGISTRY: dict[str, Spec] = {}


def hints(function: Callable[..., object]) -> dict[str, object]:
    """A use case's type hints, resolved (the modules use ``from __future__ import annotations``)."""
    return dict(get_type_hints(function))


def _done(data: Json, context: object) -> object:
    if isinstance(context, Done) and data == "done":
        return context
    raise CodecError(Text("a request cannot carry the events it made"))


def _state(data: Json, context: object) -> object:
    if isinstance(context, Done) and data == "state":
        return context.state
    raise CodecError(Text("a request cannot carry the events it made"))


codec.by_reference(Done, lambda done: "done", _done)
codec.by_reference(TournamentState, lambda state: "state", _state)  # (an answer's state: the log's, where read)


@dataclass(frozen=True)
class Spec:
    """One intent: the use case it runs, the permission it needs, the argument naming its table (if any)."""

    name: str
    function: Callable[..., object]
    permission: str
    table: str | None = None

    @functools.cached_property
    def signature(self) -> inspect.Signature:
        return inspect.signature(self.function)

    @functools.cached_property
    def types(self) -> dict[str, object]:
        """The use case's type hints, resolved once (each request reads its arguments by them)."""
        return hints(self.function)

    def arguments(self, args: tuple[object, ...], kwargs: Mapping[str, object]) -> dict[str, Json]:
        """The call's arguments as JSON (the desk and what stays local left out)."""
        bound = self.signature.bind(None, *args, **kwargs)
        return {name: codec.encode(value, self.types[name]) for name, value in bound.arguments.items()
                if name not in LOCAL}

    def read(self, data: object, state: TournamentState) -> dict[str, object]:
        """An intent's arguments as sent, read back into the use case's types against ``state`` (the log's now)."""
        if not isinstance(data, dict):
            raise RequestError(Text("an intent sends its arguments as a table of values"))
        parameters = self.signature.parameters
        unknown = [name for name in data if name not in parameters or name in LOCAL]
        if unknown:
            raise RequestError(Text("{intent} takes no {name}", intent=self.name, name=str(unknown[0])[:40]))
        missing = [name for name, p in parameters.items()
                   if name not in LOCAL and p.default is inspect.Parameter.empty and name not in data]
        if missing:
            raise RequestError(Text("{intent} needs its {name}", intent=self.name, name=missing[0]))
        read: dict[str, object] = {}
        with codec.against(state):
            for name, value in data.items():
                try:
                    read[name] = codec.decode(value, self.types[name])
                except CodecError as err:
                    raise RequestError(err.within(name).message) from None
        return read

    def table_of(self, arguments: Mapping[str, object]) -> int | None:
        """The table the intent acts at, when it names one."""
        value = arguments.get(self.table) if self.table is not None else None
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def answer(self, result: object) -> Json:
        """What the use case returned, as JSON (its ``Done`` as ``"done"``)."""
        return codec.encode(result, self.types["return"])

    def answered(self, data: Json, done: Done) -> object:
        """The answer read back where the intent was sent from, its ``Done`` the events it made there."""
        with codec.against(done):
            return codec.decode(data, self.types["return"])


@runtime_checkable
class Elsewhere(Protocol):
    """A desk whose log is kept on another computer: a use case called with it is sent there as an intent."""

    def send(self, spec: Spec, arguments: dict[str, Json]) -> object:
        """Run ``spec`` with ``arguments`` where the log is kept, and answer as the use case would have here."""
        ...


def elsewhere(place: object) -> Elsewhere | None:
    """``place`` (a desk) as a desk elsewhere, or None for one that runs the use case here: what
    ``isinstance(place, Elsewhere)`` says (a ``send`` that is not None), without a runtime Protocol's check (about
    15 µs in Python 3.11, paid by every action)."""
    return cast(Elsewhere, place) if getattr(place, "send", None) is not None else None


def intent(name: str, permission: str, *, table: str | None = None) -> Callable[[_F], _F]:
    """Declare the use case an intent (see the module)."""
    def declare(function: _F) -> _F:
        if name in REGISTRY:
            raise ValueError(f"two intents are called {name}")
        spec = Spec(name, function, permission, table)
        REGISTRY[name] = spec

        @functools.wraps(function)
        def call(desk: object, *args: object, **kwargs: object) -> object:
            remote = elsewhere(desk)
            if remote is not None:
                return remote.send(spec, spec.arguments(args, kwargs))
            return function(desk, *args, **kwargs)

        return cast(_F, call)
    return declare


def spec(name: object) -> Spec:
    """The intent of this name, or a refusal that says there is none."""
    found = REGISTRY.get(name) if isinstance(name, str) else None
    if found is None:
        raise FloorError(Text("there is no such action ({name})", name=str(name)[:60]), code="bad-request")
    return found
