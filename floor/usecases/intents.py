"""Every intent a device may send (each use case module declares its own: floor/usecases/intent.py), and one run
where the log is kept: read against the tournament as it stands, allowed by the device's role, the use case run.
"""

from __future__ import annotations

from collections.abc import Mapping

from floor.core.errors import FloorError, Text
from floor.tournament.jsonvalue import Json
from floor.usecases import (  # noqa: F401  (each module declares its intents when imported)
    announcements,
    bounties,
    calls,
    chiprace,
    chips,
    clock,
    hands,
    history,
    members,
    pages,
    pairing,
    payouts,
    players,
    rulings,
    seating,
    tournament,
)
from floor.usecases.desk import Desk
from floor.usecases.intent import REGISTRY, Spec, spec
from floor.usecases.pairing import Device


def permission(name: object) -> str:
    """What a device's role needs to send the intent ``name`` (a name that is no intent is refused in words)."""
    return spec(name).permission


def perform(desk: Desk, device: Device, name: object, arguments: object,
            provided: Mapping[str, object] | None = None) -> Json:
    """The intent ``name`` with ``arguments`` as sent, run on ``desk`` (the store's, inside the write transaction)
    as ``device``'s person: its arguments read into the use case's types against the tournament now, the device's
    role and table checked, the use case run with what the place provides (``provided``: the club's books, by the
    use case's argument name); its answer as JSON. A refusal writes nothing."""
    found = spec(name)
    read = found.read(arguments, desk.state())
    parameters = found.signature.parameters
    read.update({key: value for key, value in (provided or {}).items() if key in parameters})
    table = found.table_of(read)
    if device.role == pairing.DEALER and found.table is not None and table is None:
        raise FloorError(Text("a dealer station acts at its own table: name it"), code="not-allowed")
    pairing.refuse(pairing.may(device, found.permission, table), "not-allowed")
    return found.answer(found.function(desk, **read))


def every() -> tuple[Spec, ...]:
    """Every intent, by name."""
    return tuple(REGISTRY[name] for name in sorted(REGISTRY))
