"""What each role sees of the tournament: the state a Floor window on another computer draws from.

A desk folds the whole log (it undoes, exports, prints seat cards: it needs every event). A clock on a TV and a
dealer's station draw from the state alone, and see only what their screens show: no player page's token, no
member number, no floor call but their own table's, no incident the floor logged, no chip race's carry-over but
their table's; a floor phone all of it but the tokens. The service folds the log once and hands each device its
role's part of the state (``GET /api/state``); the log itself (``GET /api/events``) is a desk's.
"""

from __future__ import annotations

from dataclasses import replace

from floor.tournament.state import TournamentState
from floor.usecases import pairing


def seen_by(state: TournamentState, role: str, table: int | None) -> TournamentState:
    """The part of ``state`` a device of ``role`` (paired for ``table``, a dealer's) may see."""
    if role == pairing.DESK:
        return state
    if role == pairing.FLOOR:  # (the floor answers the calls and rules on the incidents: all of it but the pages' keys)
        return replace(state, tokens={})
    mine = table if role == pairing.DEALER else None
    return replace(
        state,
        tokens={},
        incidents=(),
        players={pid: p._replace(member_id="") if p.member_id else p for pid, p in state.players.items()},
        calls={n: c for n, c in state.calls.items() if mine is not None and c.table == mine},
        carryovers={t: c for t, c in state.carryovers.items() if t == mine},
    )
