"""What balancing proposes (procedures.md DT-4): a move, a break or the final table, and the tables that halt.

:mod:`floor.tournament.balancing.balance` makes these; the floor manager confirms or overrides them.
Each carries the rules it rests on and the reason shown to the floor; a proposal is written into the event log
by :mod:`floor.tournament.codec` as its ``FORM`` says.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from floor.core.errors import FloorError, Text
from floor.tournament.codec import Form

KINDS = ("move", "break", "final-table")


@dataclass(frozen=True, slots=True)
class Spot:
    """A seat at a table; ``seat`` is None when the floor manager chooses it."""

    table: int
    seat: int | None


@dataclass(frozen=True, slots=True)
class Proposal:
    """One step for the floor manager to confirm or override, with the rows it rests on and why.

    A move names its ``player``, ``source`` and ``destination``; ``player`` or the destination
    seat is None when no rule picks one and the floor decides (:attr:`floor_decides`). A break
    names the table in ``tables``; a final table names every table it combines and its size;
    a move names its two tables there too, source first.
    """

    kind: str
    rules: tuple[str, ...]
    reason: str
    player: int | None = None
    source: Spot | None = None
    destination: Spot | None = None
    tables: tuple[int, ...] = ()
    final_size: int | None = None

    # (every key written, ``None`` too, and ``floor_decides`` for the JSON's readers: the command line's ``--json``)
    FORM: ClassVar[Form] = Form(names={"source": "from", "destination": "to"}, derived=("floor_decides",))

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise FloorError(Text("a proposal is a {kinds}, not {kind!r}",
                                  kinds=', '.join(KINDS), kind=self.kind), code="bad-proposal")
        if self.kind == "move" and (self.source is None or self.destination is None):
            raise FloorError(Text("a move needs the table it is from and the table it is to"), code="bad-proposal")

    @property
    def floor_decides(self) -> bool:
        """A move where no rule names the player or the seat: the floor manager picks (and it is logged)."""
        return self.kind == "move" and (self.player is None or self.destination is None
                                        or self.destination.seat is None)


@dataclass(frozen=True, slots=True)
class Halt:
    """BB-02: a table that stops dealing until a player arrives (the floor may waive it)."""

    table: int
    players: int
    fullest: int
    seat: int | None  # the empty seat the next big blind would fall on; None in stud (no blinds to wait for)
    reason: str
    rules: tuple[str, ...] = ("BB-02",)
