"""What the screens announce between two moments: the clock's notices and late registration closing.

Notices come from time passing, never from counting ticks: a screen asks for those
between its last look and now, and gets each exactly once.
"""

from __future__ import annotations

from dataclasses import replace

from floor.tournament.clock import LEVEL_UP, ONE_MINUTE, Notice
from floor.tournament.state import TournamentState

LATE_REGISTRATION_CLOSING = "late-registration-closing"  # one minute before it closes
LATE_REGISTRATION_CLOSED = "late-registration-closed"


def notices(state: TournamentState, previous_now: float, now: float) -> list[Notice]:
    """Every notice in (previous_now, now], oldest first.

    Registration is open through level ``late_registration_level`` and the break after it
    (the rule :func:`players.verify_register` applies); it closes when the next level begins.
    """
    found = state.clock.notices(previous_now, now)
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
