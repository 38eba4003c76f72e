"""What the screens announce: the clock's notices and late registration closing, the bubble and the final table.

The clock's notices come from time passing, never from counting ticks: a screen asks for those
between its last look and now, and gets each exactly once. The field's (the bubble, the final table)
come from the field shrinking: a screen compares the state it shows with the one before (:class:`FieldWatch`).
"""

from __future__ import annotations

from dataclasses import replace

from floor.tournament import prizes
from floor.tournament.clock import LEVEL_UP, ONE_MINUTE, Notice
from floor.tournament.state import TournamentState

LATE_REGISTRATION_CLOSING = "late-registration-closing"  # one minute before it closes
LATE_REGISTRATION_CLOSED = "late-registration-closed"


def notices(state: TournamentState, previous_now: float, now: float,
            field: FieldWatch | None = None) -> list[Notice]:
    """Every notice in (previous_now, now], oldest first; with the screen's ``field`` watch, the bubble and the
    final table too.

    Registration is open through level ``late_registration_level`` and the break after it
    (the rule :func:`players.verify_register` applies); it closes when the next level begins.
    """
    found = state.clock.notices(previous_now, now)
    if field is not None:
        found = sorted(found + field.notices(state, previous_now, now), key=lambda n: n.at)
    last = state.settings.late_registration_level
    if last is None or last >= len(state.structure.levels()):
        return found
    closes_at = state.structure.level_index(last + 1)  # the item whose start closes registration
    extra = []
    for n in found:
        if n.kind == ONE_MINUTE and n.index == closes_at - 1:
            extra.append(replace(n, kind=LATE_REGISTRATION_CLOSING))
        if n.kind == LEVEL_UP and n.index == closes_at:
            extra.append(replace(n, kind=LATE_REGISTRATION_CLOSED))
    return sorted(found + extra, key=lambda n: n.at)


# -- the field's notices --------------------------------------------------------------------------------------

BUBBLE = "bubble"  # the next player out finishes one place short of the money
FINAL_TABLE = "final-table"  # the players left first fit one table


def on_the_bubble(state: TournamentState) -> bool:
    """One player more than the places paid is left (the sheet's places, overrides included)."""
    paid = len(prizes.sheet(state).amounts)
    return paid > 0 and state.players_left == paid + 1


def at_one_table(state: TournamentState) -> bool:
    """The players left fit one table (and the tournament is not won yet)."""
    return 1 < state.players_left <= state.settings.seats_per_table


def field_notices(before: TournamentState, after: TournamentState, at: float) -> list[Notice]:
    """What the field's change from ``before`` to ``after`` announces at ``at``: the bubble, the final table.

    Each fires as the field *shrinks* onto it (a bust; an undone registration): not when a screen first opens on
    it, not when payouts are edited. So each fires once, and again only after the field grew back first (an undone
    bust, a reinstated player, a late entry) and shrank onto it again.
    """
    if after.id != before.id or after.players_left >= before.players_left:
        return []
    clock = after.clock.status(at)
    found = []
    if at_one_table(after) and before.players_left > after.settings.seats_per_table:
        found.append(Notice(FINAL_TABLE, at, clock.index, clock.level))
    if on_the_bubble(after) and not on_the_bubble(before):
        found.append(Notice(BUBBLE, at, clock.index, clock.level))  # last: a banner shows the latest
    return found


class FieldWatch:
    """A screen's memory of the field it last saw, so that each field notice is heard once.

    The state keeps no time for each bust, so the clock's way (notices between two moments, from the state alone)
    cannot find when the bubble came: the screen hands each state it shows to :meth:`notices`, which compares it
    with the one before and stamps what changed with the moment it was first seen.
    """

    KEPT = 16  # notices remembered (a screen asks for the last few seconds only)

    def __init__(self) -> None:
        self._last: TournamentState | None = None
        self._heard: list[Notice] = []

    def notices(self, state: TournamentState, previous_now: float, now: float) -> list[Notice]:
        """The field's notices in (previous_now, now], ``state`` being what the screen shows at ``now``."""
        if self._last is not None and state is not self._last:
            self._heard = (self._heard + field_notices(self._last, state, now))[-self.KEPT:]
        self._last = state
        return [n for n in self._heard if previous_now < n.at <= now]
