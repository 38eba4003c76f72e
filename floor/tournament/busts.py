"""The places of players out in the same hand (TDA Rule 12): computed here once, for the fold and the screens.

Two or more players out in one hand share their places only when they started the hand with the same stack; the
one who started it with more chips finishes higher. When the starting stacks are not known (an older record, a
bust typed with none) they share every place, as before. The floor may give the order instead (``ordered``: the
players as named, the first finishing highest).

>>> hand_places(6, (4, 9), {4: 30_000, 9: 20_000})
{4: (6, 1), 9: (7, 1)}
>>> hand_places(5, (1, 2, 3), {1: 20_000, 2: 30_000, 3: 20_000})
{2: (5, 1), 1: (6, 2), 3: (6, 2)}
>>> hand_places(6, (4, 9), {})
{4: (6, 2), 9: (6, 2)}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import groupby

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole


def hand_places(best: int, players: Sequence[int], stacks: Mapping[int, int], *,
                ordered: bool = False) -> dict[int, tuple[int, int]]:
    """Each player's (place, how many share it) for ``players`` out in one hand whose best place is ``best``: by
    starting stack, the bigger first (equal stacks share); in the order named when ``ordered``; all sharing when
    any stack is missing. Highest place first, by number within a shared place."""
    if ordered:
        groups: list[list[int]] = [[p] for p in players]
    elif len(players) > 1 and all(p in stacks for p in players):
        ranked = sorted(players, key=lambda p: (-stacks[p], p))
        groups = [list(g) for _, g in groupby(ranked, key=lambda p: stacks[p])]
    else:
        groups = [sorted(players)]
    places: dict[int, tuple[int, int]] = {}
    place = best
    for group in groups:
        for p in group:
            places[p] = (place, len(group))
        place += len(group)
    return places


def verify_stacks(players: Sequence[int], stacks: Mapping[int, object], labels: Mapping[int, str]) -> None:
    """Starting stacks are given for every player out in the hand or for none, each a whole number of chips above
    0 (``labels`` name the players in the refusal)."""
    if not stacks:
        return
    missing = [p for p in players if p not in stacks]
    if missing:
        raise FloorError(Text("give the starting stack of every player out in the hand ({label} has none)",
                              label=labels.get(missing[0], str(missing[0]))), code="bad-chips")
    extra = [p for p in stacks if p not in players]
    if extra:
        raise FloorError(Text("{label} is not among the players out in this hand",
                              label=labels.get(extra[0], str(extra[0]))), code="bad-chips")
    for p in players:
        chips = stacks[p]
        if not is_whole(chips) or chips <= 0:
            raise FloorError(Text("{label}'s starting stack must be a whole number of chips above 0, not {chips!r}",
                                  label=labels.get(p, str(p)), chips=chips), code="bad-chips")


__all__ = ["hand_places", "verify_stacks"]
