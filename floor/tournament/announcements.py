"""The floor's announcement: one line the big screen, the TV page and the players' phones show until it is cleared.

It is an event (:class:`~floor.tournament.records.Announced`), so every desk, TV and phone sees the same line and
it survives a restart. It is one line of at most :data:`MAX_LENGTH` characters, so that it fits a banner across a
1024-pixel screen in a size the room can read; an empty text, a line break or a control character is refused.
"""

from __future__ import annotations

import unicodedata

from floor.core.errors import FloorError, Text
from floor.core.textinput import storable
from floor.tournament.events import Event
from floor.tournament.records import Announced
from floor.tournament.state import TournamentState

MAX_LENGTH = 100  # characters: one banner line that a 1024-pixel screen still shows in a readable size
_NOT_ONE_LINE = ("Cc", "Cf", "Zl", "Zp")  # control and format characters (bidi overrides too), line separators


def cleaned(text: str) -> str:
    """The text as the screens show it: spaces at either end trimmed, runs of spaces made one."""
    return " ".join(text.split(" ")).strip() if text.strip() else ""


def verify_announcement(state: TournamentState, text: str) -> str:
    """The line to show (:func:`cleaned`), or a refusal in the floor's words."""
    storable(text, Text("the announcement"))
    for position, ch in enumerate(text, 1):
        if unicodedata.category(ch) in _NOT_ONE_LINE:
            raise FloorError(Text("the announcement holds a line break or a control character (U+{code:04X}, at "
                                  "character {position}): it is shown on one line", code=ord(ch), position=position),
                             code="bad-announcement")
    line = cleaned(text)
    if not line:
        raise FloorError(Text("the announcement is empty: type what the room should read"), code="bad-announcement")
    if len(line) > MAX_LENGTH:
        raise FloorError(Text("the announcement is {length} characters long: {most} at most, so that it fits the "
                              "screens", length=len(line), most=MAX_LENGTH), code="bad-announcement")
    if line == state.announcement:
        raise FloorError(Text("this announcement is on the screens already"), code="same-announcement")
    return line


def can_announce(state: TournamentState, text: str) -> bool:
    try:
        verify_announcement(state, text)
    except FloorError:
        return False
    return True


def announce(state: TournamentState, text: str, *, now: float, author: str) -> Event:
    """The event that puts ``text`` on every screen (in place of the one shown)."""
    return Event(Announced(verify_announcement(state, text)), now, author)


def verify_clear(state: TournamentState) -> None:
    if not state.announcement:
        raise FloorError(Text("there is no announcement on the screens to clear"), code="no-announcement")


def can_clear(state: TournamentState) -> bool:
    return bool(state.announcement)


def clear(state: TournamentState, *, now: float, author: str) -> Event:
    """The event that takes the announcement off every screen."""
    verify_clear(state)
    return Event(Announced(""), now, author)
