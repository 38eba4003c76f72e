"""Hand histories: the recorded hands as JSON or PHH, and a re-import that replays each result.

A hand recorded from the dealer station (:func:`floor.tournament.hands.record.record_hand`) keeps
the showdown request and its answer. :func:`recorded_hands` lists those still in force (undone
ones left out), with the names and the level of the moment; they export as JSON (a list of
records, written by :mod:`floor.tournament.codec`) or in the PHH format, the open poker hand-history
standard (TOML; pokerkit's conventions: one hand a ``.phh`` document, several hands a
``.phhs`` document of ``[1]``, ``[2]`` ... sections).

Floor records what each seat put in and the cards at showdown, not the betting street by
street nor the stacks, and a PHH file says only that much. Each seat is written all in for
its total: its starting stack is the total, the live chips are its blind (``blinds_or_straddles``),
the dead chips (a big-blind ante, a dead small blind) its ante; in stud, where PHH has no
blinds, every chip is its ante (``ante_trimming_status = true`` so that an unmatched excess
comes back, as Floor returns it). Folded seats muck at the showdown (``pN sm # folded``);
seats that put nothing in are left out (``_floor_left_out``). A pokerkit replay of such a file
builds Floor's pots; Floor's own request and answer are in ``_floor_request`` and
``_floor_result``, and they are what :func:`replay` replays.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import cast

from floor.core.errors import Text
from floor.tournament import codec
from floor.tournament.hands.recorded import HandRecord

__all__ = [
    "FORMATS",
    "JSON",
    "PHH",
    "summary",
    "to_json",
]

JSON = "json"
PHH = "phh"
FORMATS = (JSON, PHH)


# -- JSON ----------------------------------------------------------------------------------------

def to_json(hands: Iterable[HandRecord]) -> str:
    """The JSON export: a list of hand records."""
    return json.dumps([codec.write(h) for h in hands], ensure_ascii=False, indent=2) + "\n"


def summary(hand: HandRecord) -> str:
    """The chips a hand moved, for a line: each paid seat with its name and amount."""
    payouts = cast(Mapping[str, int], hand.result.get("payouts") or {})
    if not payouts:
        return Text("no chips recorded")
    said: str | None = None
    for s, amount in reversed(list(payouts.items())):
        paid = Text("seat {seat} {name} {amount:,}", seat=s, name=hand.name(int(s)), amount=amount)
        said = paid if said is None else Text("{first}, {rest}", first=paid, rest=said)
    return said or ""
