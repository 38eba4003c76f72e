"""Who knocked out whom: the hits, read from the eliminations the floor (or an imported save) named a player for.

Read from the log, not the folded state: an undone elimination is no hit, and neither is one taken back by a
reinstatement (the player was not out after all).
"""

from __future__ import annotations

from collections.abc import Sequence

from floor.tournament import events as ev
from floor.tournament.events import Event
from floor.tournament.records import Eliminated, Reinstated


def hits(events: Sequence[Event], *, whole: bool = True) -> dict[int, float]:
    """Each player's hits: a knockout counts whole for each player named (``whole``, TD's "full credit"), else
    shared between them."""
    knocked: list[tuple[int, tuple[int, ...]]] = []  # every knockout that stands: (player out, by whom)
    for event in ev.effective(list(events)):
        body = event.data
        if isinstance(body, Eliminated):
            knocked += [(player, body.by) for player in body.players]  # (each entry's bust is a hit: re-entries)
        elif isinstance(body, Reinstated):
            last = max((i for i, (player, _) in enumerate(knocked) if player == body.player), default=None)
            if last is not None:
                knocked.pop(last)
    out: dict[int, float] = {}
    for _, by in knocked:
        for hitman in by:
            out[hitman] = out.get(hitman, 0.0) + (1.0 if whole else 1.0 / len(by))
    return out


__all__ = ["hits"]
