"""A finished tournament is closed: once the winner is known (or an import says it finished) nothing changes it
until the floor reopens it, on purpose and with a reason that is logged.

The check runs in the use cases' one entry (:func:`floor.usecases.desk.run`) against the state inside the write
transaction, on every event a use case makes, so that no use case can forget it. What may still be written to a
finished tournament: the reopening itself, a player linked to the club's member (the league's bookkeeping), the
envelope of a mystery bounty already won, the player pages' tokens and the floor's line on the screens. Reading,
the report and the export write nothing. Undo stays (taking back a mistaken last bust opens the tournament again).
"""

from __future__ import annotations

from floor.core.errors import FloorError, Text
from floor.core.textinput import one_line
from floor.tournament import events as ev
from floor.tournament.events import Event
from floor.tournament.prizes import champion
from floor.tournament.records import Reopened
from floor.tournament.state import TournamentState

MAX_REASON = 200  # characters: a reason is a sentence in the history, not a report

# What a finished tournament still takes: none of it changes a result.
STILL_ALLOWED = frozenset({ev.REOPENED, ev.MEMBER_LINKED, ev.PLAYER_RENAMED, ev.BOUNTY_DRAWN, ev.TOKENS_ISSUED,
                           ev.ANNOUNCED})


def closed(state: TournamentState) -> bool:
    """Finished and not reopened: a winner is known (the last player standing) or an import said it is over."""
    return not state.reopened and (state.finished or champion(state) is not None)


FINISHED, RUNNING, NOT_STARTED = "finished", "running", "not-started"


def status(state: TournamentState) -> str:
    """Where the tournament stands, as a list of them says it: finished (closed), running (its clock started, or
    players already out), or not started yet."""
    if closed(state):
        return FINISHED
    return RUNNING if state.clock.started or state.eliminations else NOT_STARTED


def verify_open(state: TournamentState, kind: str) -> None:
    """An event of ``kind`` may be written now: refused in words when the tournament is finished."""
    if kind in STILL_ALLOWED or not closed(state):
        return
    winner = champion(state)
    if winner is not None:
        raise FloorError(Text("{name} is finished ({winner} won): nothing can change it until it is reopened "
                              "(Tournament › Reopen…, or floor tournament reopen --reason)",
                              name=state.settings.name, winner=winner.label), code="finished")
    raise FloorError(Text("{name} is finished: nothing can change it until it is reopened (Tournament › "
                          "Reopen…, or floor tournament reopen --reason)", name=state.settings.name),
                     code="finished")


def verify_reopen(state: TournamentState, reason: str) -> None:
    """Only a finished tournament is reopened, and only with a reason (one line, at most :data:`MAX_REASON`)."""
    if not closed(state):
        raise FloorError(Text("{name} is not finished: there is nothing to reopen", name=state.settings.name),
                         code="not-finished")
    if not isinstance(reason, str) or not reason.strip():
        raise FloorError(Text("say why the tournament is reopened: the reason is kept in its history"),
                         code="no-reason")
    one_line(reason, Text("the reason"))
    if len(reason.strip()) > MAX_REASON:
        raise FloorError(Text("the reason has {count} characters; a reason is at most {most}",
                              count=len(reason.strip()), most=MAX_REASON), code="reason-too-long")


def can_reopen(state: TournamentState) -> bool:
    """Whether Reopen is offered (the menu action is enabled)."""
    return closed(state)


def reopen(state: TournamentState, reason: str, *, now: float, author: str) -> Event:
    """The finished tournament opened again, with the floor's reason."""
    verify_reopen(state, reason)
    return Event(Reopened(reason.strip()), now, author)


__all__ = ["MAX_REASON", "STILL_ALLOWED", "can_reopen", "closed", "reopen", "verify_open", "verify_reopen"]
