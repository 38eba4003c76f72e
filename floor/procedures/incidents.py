"""Spectator and device incidents (procedures.md DT-10; seed 002 §6): who, what, and the action taken.

An incident is an event, ``incident-logged``: the DT-10 row it falls under (SP-02 a spectator comments
on a hand, SP-05 a phone at the table, SP-06 a device on the table, …), who it is about (a player, or a
spectator described in words), the table, and what the floor did: a warning, the player told to put his
device away, spectators moved behind the rail (at a player's request, seed 002 §6.1 / SP-03), a
spectator removed, or a penalty (DT-11), linked to the ``penalty-given`` event. The house's
``rail_clear_on_request = mandatory`` makes moving the spectators back the only answer to SP-03.

>>> ROWS["SP-03"]
('rail_request', 'A player asks for spectators to be moved back')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from floor.core.errors import FloorError, Text
from floor.procedures import penalties as PN
from floor.procedures.profile import tournament_settings
from floor.tournament import events as ev
from floor.tournament.events import Event
from floor.tournament.records import IncidentLogged
from floor.tournament.state import LoggedIncident, TournamentState

Action = Callable[[TournamentState], Event]
INCIDENT_LOGGED = ev.INCIDENT_LOGGED

ROWS: Mapping[str, tuple[str, str]] = MappingProxyType({
    "SP-01": ("spectators_near_table", Text("Spectators near a table, distracting the players")),
    "SP-02": ("spectator_comment", Text("A spectator comments on a hand or advises a player")),
    "SP-03": ("rail_request", Text("A player asks for spectators to be moved back")),
    "SP-04": ("showed_cards_to_non_player",
              Text("A player shows his live cards to, or discusses them with, someone else")),
    "SP-05": ("phone_call", Text("A phone call, ringtone, music or video at the table")),
    "SP-06": ("device_on_table", Text("A phone or device lying on the table")),
    "SP-07": ("device_use_live_hand", Text("A player with a live hand uses a device")),
    "SP-08": ("strategy_tool", Text("Strategy tools or outside help at the table")),
    "SP-09": ("spectator_points_out_error", Text("A spectator points out a misread or a miscount")),
    "SP-10": ("unidentifiable_player", Text("A player who cannot be identified")),
})
"""The DT-10 rows an incident falls under: the thing found (the rulebook's ``found``) and a short title (a
:class:`~floor.core.errors.Text`, which the desktop says in its language)."""

NONE, WARNING, PUT_AWAY, BEHIND_RAIL, REMOVED, PENALTY = ("none", "warning", "put_away", "behind_rail", "removed",
                                                          "penalty")
ACTIONS: Mapping[str, str] = MappingProxyType({
    NONE: Text("no action"), WARNING: Text("warning"), PUT_AWAY: Text("told to put the device away"),
    BEHIND_RAIL: Text("spectators moved behind the rail"), REMOVED: Text("spectator removed from the area"),
    PENALTY: Text("penalty (DT-11)")})
"""The action taken, in words (each a :class:`~floor.core.errors.Text`)."""
SPECTATOR_ONLY = (BEHIND_RAIL, REMOVED)


def _bad(message: str, row: str | None = None, code: str = "bad-incident") -> FloorError:
    return FloorError(message, code=code, procedure=row)


def _row(row: str) -> str:
    wanted = row.strip().upper() if isinstance(row, str) else ""
    if wanted not in ROWS:
        raise _bad(Text("an incident falls under a DT-10 row, SP-01 to SP-10, not {row!r}", row=row))
    return wanted


def verify_incident(state: TournamentState, row: str, action: str, *, player: int | str | None = None,
                    spectator: str = "", table: int | None = None, requested_by: int | str | None = None,
                    penalty: int | None = None) -> None:
    """Why the incident cannot be logged as given, in the floor's words."""
    row = _row(row)
    if action not in ACTIONS:
        raise _bad(Text("the action taken is one of {actions}, not {action!r}", actions=", ".join(ACTIONS),
                        action=action), row)
    spectator = spectator.strip() if isinstance(spectator, str) else ""
    if (player is None) == (not spectator):
        raise _bad(Text("say who it is about: a player, or a spectator described in words (not both)"), row)
    who = state.player(player).label if player is not None else spectator
    if table is not None and state.tables and table not in state.tables:
        raise _bad(Text("there is no table {table}", table=table), row, code="unknown-table")
    if action in SPECTATOR_ONLY and player is not None:
        raise _bad(Text("{action} is for spectators; {who} is a player (penalise a player instead, DT-11)",
                        action=ACTIONS[action], who=who), row)
    if action == PUT_AWAY and player is None:
        raise _bad(Text("only a player is told to put his device away (SP-06)"), row)
    if action == PENALTY:
        if player is None:
            raise _bad(Text("a penalty is given to a player; a spectator is warned or removed (SP-02)"), row)
        record = state.penalties.get(penalty) if penalty is not None else None
        if record is None or record.player != state.player(player).id:
            raise _bad(Text("name the penalty given to {who} (or give it with the incident)", who=who), row,
                       code="no-penalty")
    if row == "SP-03":
        if requested_by is None:
            raise _bad(Text("SP-03 is a player's request: name the player who asked (house rules §6.1)"), row)
        state.player(requested_by)
        if tournament_settings(state)["rail_clear_on_request"] == "mandatory" and action != BEHIND_RAIL:
            raise _bad(Text("the house moves the spectators behind the rail whenever a player asks "
                            "(rail_clear_on_request = mandatory)"), row, code="house-rule")


def log_incident(state: TournamentState, row: str, action: str, *, now: float, author: str,
                 player: int | str | None = None, spectator: str = "", table: int | None = None,
                 requested_by: int | str | None = None, penalty: int | None = None, note: str = "") -> Event:
    """The ``incident-logged`` event; the table defaults to the player's, ``repeated`` counts what came before."""
    verify_incident(state, row, action, player=player, spectator=spectator, table=table, requested_by=requested_by,
                    penalty=penalty)
    row = _row(row)
    pid = state.player(player).id if player is not None else None
    where = state.seat_of(pid) if pid is not None else None
    if table is None and where is not None:
        table = where[0]
    spectator = spectator.strip()
    return Event(IncidentLogged(row, action, ROWS[row][0], pid, spectator or None, table,
                                state.player(requested_by).id if requested_by is not None else None, penalty,
                                note.strip(), len(earlier(state, row, player=pid, spectator=spectator))), now, author)


def with_penalty(state: TournamentState, row: str, player: int | str, kind: str, *, now: float, author: str,
                 count: int | None = None, reason: str = "", note: str = "", table: int | None = None,
                 after_current_hand: bool = True, chips: int | None = None) -> list[Action]:
    """The penalty and the incident in one transaction (``Session.act_all``), the incident linked to the penalty."""
    pid = state.player(player).id
    row = _row(row)
    title = ROWS[row][1]
    why = reason.strip() or (Text("{title} ({note})", title=title, note=note.strip()) if note.strip() else title)
    if kind == PN.DISQUALIFICATION:
        given = PN.disqualify(state, pid, reason=why, now=now, author=author, chips=chips, row="PN-07")
    else:
        given = [lambda s: PN.give_penalty(s, pid, kind, reason=why, now=now, author=author, count=count,
                                           row=row, after_current_hand=after_current_hand)]

    def incident(s: TournamentState) -> Event:
        latest = max(k for k, r in s.penalties.items() if r.player == pid)
        return log_incident(s, row, PENALTY, now=now, author=author, player=pid, table=table, penalty=latest,
                            note=note)
    return [*given, incident]


@dataclass(frozen=True, slots=True)
class Incident:
    """One incident as the console lists it."""

    id: int
    at: float
    author: str
    row_id: str
    player: int | None
    spectator: str | None
    table: int | None
    action: str
    penalty: int | None
    requested_by: int | None
    note: str
    earlier: int

    @classmethod
    def from_record(cls, r: LoggedIncident) -> Incident:
        i = r.logged
        return cls(r.id, r.at, r.author, i.row_id, i.player, i.spectator, i.table, i.action, i.penalty, i.requested_by,
                   i.note, i.earlier)

    def who(self, state: TournamentState) -> str:
        """The player's label, or the spectator in words (a :class:`~floor.core.errors.Text` when Floor words it)."""
        if self.player is None:
            return self.spectator or Text("a spectator")
        found = state.players.get(self.player)
        return found.label if found else Text("player {player}", player=self.player)

    def words(self, state: TournamentState) -> str:
        """One line: "SP-03 spectators behind table 2 — spectators moved behind the rail, asked by Ivan" (a Text)."""
        asked = state.players.get(self.requested_by) if self.requested_by is not None else None
        who = Text("{row} {who} (table {table})", row=self.row_id, who=self.who(state), table=self.table) \
            if self.table is not None else Text("{row} {who}", row=self.row_id, who=self.who(state))
        action = ACTIONS[self.action]
        if self.penalty is not None:
            action = Text("{action} {penalty}", action=action, penalty=self.penalty)
        if asked:
            action = Text("{action}, asked by {player}", action=action, player=asked.label)
        line = Text("{who} — {action}", who=who, action=action)
        if self.earlier:
            line = Text("{incident} — {count} before", incident=line, count=self.earlier)
        return Text("{incident}: {note}", incident=line, note=self.note) if self.note else line


def incidents(state: TournamentState, *, row: str | None = None, table: int | None = None,
              player: int | None = None, action: str | None = None) -> list[Incident]:
    """The incidents, oldest first, filtered by row (``"SP-05"``, or ``"SP"``), table, player and action."""
    wanted = row.strip().upper() if row else ""
    return [Incident.from_record(r) for r in state.incidents
            if r.logged.row_id.startswith(wanted) and (table is None or r.logged.table == table)
            and (player is None or r.logged.player == player) and (action is None or r.logged.action == action)]


def earlier(state: TournamentState, row: str, *, player: int | None = None, spectator: str = "") -> list[Incident]:
    """The same thing before, by the same player or the same spectator: the second time is heavier (SP-02, SP-05,
    SP-06 warn first, then remove or penalise)."""
    spectator = spectator.strip().casefold()
    return [i for i in incidents(state, row=_row(row))
            if (player is not None and i.player == player)
            or (player is None and spectator and (i.spectator or "").casefold() == spectator)]


__all__ = ["ACTIONS", "INCIDENT_LOGGED", "ROWS", "Incident", "earlier", "incidents", "log_incident",
           "verify_incident", "with_penalty"]
