"""Every player's finish, worked out once per state the windows are shown.

:func:`~floor.tournament.finishes.finishes` is linear in the players: at 30,000 entries it is a fifth of a second,
and one redraw asked it three times (the players list, the Payouts tab, the History's prizes). The console's tabs
are drawn from one state object; this keeps the answer for the last state asked about (issue 30).
"""

from __future__ import annotations

from collections.abc import Mapping

from floor.tournament.finishes import Finish, finishes
from floor.tournament.state import TournamentState

_last: tuple[TournamentState, Mapping[int, Finish]] | None = None


def finished(state: TournamentState) -> Mapping[int, Finish]:
    """``finishes(state)``, computed once for the same state object (a state is never changed in place)."""
    global _last
    if _last is None or _last[0] is not state:
        _last = (state, finishes(state))
    return _last[1]

