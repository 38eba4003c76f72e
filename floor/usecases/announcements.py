"""The floor's announcement on the big screen, the TV and the phones: put up (in place of the one shown) or cleared.

One event each, checked against the state inside the transaction (:mod:`floor.tournament.announcements`).
"""

from __future__ import annotations

from floor.tournament import announcements
from floor.usecases import pairing
from floor.usecases.desk import Desk, Done, run
from floor.usecases.intent import intent


@intent("announcements.announce", pairing.RUN_DESK)
def announce(desk: Desk, text: str) -> Done:
    """``text`` on every screen of the room until it is cleared or replaced."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: announcements.announce(state, text, now=now, author=author))


@intent("announcements.clear", pairing.RUN_DESK)
def clear(desk: Desk) -> Done:
    """The announcement taken off every screen."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: announcements.clear(state, now=now, author=author))
