"""Penalties (procedures.md DT-11): given to a player, served hand by hand at his table, ended early.

Ask, check, act, as everywhere in Floor: :func:`verify_penalty` says why a penalty cannot be given,
:func:`give_penalty` returns the ``penalty-given`` event (the row, the reason, who and when are in it).
A warning is a record; missed hands run: PN-02 makes a missed round as many hands as there are players
seated at the offender's table now, himself included; PN-03 starts it after the hand in progress. The
fold (:mod:`floor.tournament.state`) counts the hands that end at his table (each ``next-hand``: the
dealer station's, the command line's or the floor's "Next hand") until he has missed them all; a second
penalty waits for the first. A disqualification (PN-07) is three events in one transaction
(:func:`disqualify`): the penalty, the elimination and his counted chips removed from play.
:func:`end_penalty` ends one early (or marks it served, when Floor does not see the hands).

>>> from floor.procedures.penalties import missed_hands
>>> missed_hands(8, 1), missed_hands(9, 2)
(8, 18)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole
from floor.tournament import chips as C
from floor.tournament import events as ev
from floor.tournament import players as P
from floor.tournament.events import Event
from floor.tournament.records import PenaltyEnded, PenaltyGiven
from floor.tournament.state import GivenPenalty, Player, TournamentState

Action = Callable[[TournamentState], Event]

PENALTY_GIVEN, PENALTY_ENDED = ev.PENALTY_GIVEN, ev.PENALTY_ENDED
WARNING, MISSED_HANDS, MISSED_ROUNDS, DISQUALIFICATION = "warning", "missed_hands", "missed_rounds", "disqualification"
KINDS = (WARNING, MISSED_HANDS, MISSED_ROUNDS, DISQUALIFICATION)
RUNNING = (MISSED_HANDS, MISSED_ROUNDS)
KIND_WORDS = {WARNING: Text("verbal warning"), MISSED_HANDS: Text("missed hands"), MISSED_ROUNDS: Text("missed rounds"),
              DISQUALIFICATION: Text("disqualification")}
"""Each kind of penalty in words (a :class:`~floor.core.errors.Text`, said in the desktop's language)."""
DEFAULT_ROW = {WARNING: "PN-01", MISSED_HANDS: "PN-01", MISSED_ROUNDS: "PN-02", DISQUALIFICATION: "PN-07"}
_ROW_ID = re.compile(r"^[A-Z]{2}-\d{2}$")


def _bad(message: str, code: str = "bad-penalty", row: str | None = None) -> FloorError:
    return FloorError(message, code=code, procedure=row)


def missed_hands(seated: int, rounds: int) -> int:
    """PN-02: n players seated at the table when the penalty is given (offender included) x r rounds."""
    return seated * rounds


def seated_at_table(state: TournamentState, player: int) -> tuple[int, int] | None:
    """(table, players seated there now) for a seated player; None for one without a seat."""
    where = state.seat_of(player)
    if where is None or where[0] not in state.tables:
        return None
    return where[0], sum(1 for p in state.tables[where[0]].seats if p is not None)


def _row(row: str | None, kind: str) -> str:
    wanted = (row or DEFAULT_ROW[kind]).strip().upper()
    if not _ROW_ID.match(wanted):
        raise _bad(Text("{row!r} is not a row of the rulebook like PN-02", row=row))
    return wanted


def _count(kind: str, count: int | None) -> int:
    if not is_whole(count) or count < 1:
        raise _bad(Text("say how many hands he misses: a whole number of 1 or more, not {count!r}", count=count)
                   if kind == MISSED_HANDS else
                   Text("say how many rounds he misses: a whole number of 1 or more, not {count!r}", count=count),
                   row=DEFAULT_ROW[kind])
    return count


def _playing(state: TournamentState, ref: int | str) -> Player:
    player = state.player(ref)
    if not player.playing:
        raise _bad(Text("{player} is out of the tournament: no penalty to give", player=player.label),
                   code="not-playing")
    return player


def verify_penalty(state: TournamentState, ref: int | str, kind: str, *, reason: str, count: int | None = None,
                   row: str | None = None, chips: int | None = None) -> None:
    """Why the penalty cannot be given, in the floor's words (nothing when it can)."""
    if kind not in KINDS:
        raise _bad(Text("a penalty is a warning, missed hands, missed rounds or a disqualification, not {kind!r}",
                        kind=kind), row="PN-01")
    player = _playing(state, ref)
    _row(row, kind)
    if not isinstance(reason, str) or not reason.strip():
        raise _bad(Text("type the reason for the penalty to {player}: the log keeps it", player=player.label),
                   code="no-reason", row=DEFAULT_ROW[kind])
    if kind in RUNNING:
        _count(kind, count)
    if kind == MISSED_ROUNDS and seated_at_table(state, player.id) is None:
        raise _bad(Text("{player} has no seat: a missed round is the players seated at his table x the rounds "
                        "(PN-02); seat him, or give missed hands", player=player.label), code="no-seat", row="PN-02")
    if kind == DISQUALIFICATION:
        P.verify_eliminate(state, [player.id])
        counted = player.chips if chips is None else chips
        if counted is None:
            raise _bad(Text("count {player}'s chips first: a disqualified player's chips are removed from play "
                            "(PN-07)", player=player.label), code="no-count", row="PN-07")
        C.verify_remove(state, counted)


def can_give(state: TournamentState, ref: int | str, kind: str, *, reason: str, count: int | None = None,
             row: str | None = None, chips: int | None = None) -> bool:
    try:
        verify_penalty(state, ref, kind, reason=reason, count=count, row=row, chips=chips)
    except FloorError:
        return False
    return True


def give_penalty(state: TournamentState, ref: int | str, kind: str, *, reason: str, now: float, author: str,
                 count: int | None = None, row: str | None = None, after_current_hand: bool = True,
                 offence: str | None = None, ruling: int | None = None) -> Event:
    """The ``penalty-given`` event for a warning, missed hands (``count`` hands) or missed rounds (``count`` rounds).

    ``after_current_hand``: a hand is in progress at his table, and the penalty starts when it ends (PN-03);
    false when it is given between hands. ``ruling`` links the ruling it follows from.
    """
    if kind == DISQUALIFICATION:
        raise _bad(Text("a disqualification removes the player and his chips: use disqualify()"), row="PN-07")
    verify_penalty(state, ref, kind, reason=reason, count=count, row=row)
    player = state.player(ref)
    where = state.seat_of(player.id)
    given = PenaltyGiven(player.id, kind, _row(row, kind), reason.strip(), where[0] if where else None,
                         where[1] if where else None, offence, ruling, bool(after_current_hand))
    if kind == MISSED_HANDS:
        given = replace(given, hands=_count(kind, count))
    elif kind == MISSED_ROUNDS:
        at_table = seated_at_table(state, player.id)
        assert at_table is not None  # verified above
        rounds = _count(kind, count)
        given = replace(given, rounds=rounds, seated=at_table[1], hands=missed_hands(at_table[1], rounds))
    return Event(given, now, author)


def disqualify(state: TournamentState, ref: int | str, *, reason: str, now: float, author: str,
               chips: int | None = None, row: str | None = None, offence: str | None = None,
               ruling: int | None = None) -> list[Action]:
    """PN-07 as one transaction (``Session.act_all``): the penalty, the elimination, his chips removed from play.

    ``chips`` is his stack as counted now (default: his last count). The chips go to no player and no pot.
    """
    verify_penalty(state, ref, DISQUALIFICATION, reason=reason, row=row, chips=chips)
    player = state.player(ref)
    counted = player.chips if chips is None else chips
    assert counted is not None  # verified above
    where = state.seat_of(player.id)
    given = PenaltyGiven(player.id, DISQUALIFICATION, _row(row, DISQUALIFICATION), reason.strip(),
                         where[0] if where else None, where[1] if where else None, offence, ruling,
                         after_current_hand=False, chips=counted)
    why = Text("{row}: {player} disqualified ({reason})", row=_row(row, DISQUALIFICATION), player=player.label,
               reason=reason.strip())
    pid = player.id
    return [lambda s: Event(given, now, author),
            lambda s: P.eliminate(s, [pid], now=now, author=author),
            lambda s: C.remove(s, counted, reason=why, now=now, author=author)]


def _running(state: TournamentState, penalty: int) -> GivenPenalty:
    record = state.penalties.get(penalty)
    if record is None:
        raise _bad(Text("there is no penalty number {penalty}", penalty=penalty), code="unknown-penalty")
    if record.status != "running":
        values = {"player": state.players[record.player].label, "kind": KIND_WORDS[record.kind],
                  "penalty": penalty}
        if record.status == "served":
            raise _bad(Text("{player}'s {kind} (penalty {penalty}) is served already", **values), code="not-running")
        if record.status == "ended":
            raise _bad(Text("{player}'s {kind} (penalty {penalty}) was ended already", **values), code="not-running")
        raise _bad(Text("{player}'s {kind} (penalty {penalty}) has nothing to serve", **values), code="not-running")
    return record


def verify_end(state: TournamentState, penalty: int, *, reason: str, served: bool = False) -> None:
    _running(state, penalty)
    if not served and (not isinstance(reason, str) or not reason.strip()):
        raise _bad(Text("ending a penalty early needs the reason, typed in"), code="no-reason", row="PN-01")


def end_penalty(state: TournamentState, penalty: int, *, reason: str, now: float, author: str,
                served: bool = False) -> Event:
    """End a running penalty early (with the reason), or mark it served (the floor counted the hands)."""
    verify_end(state, penalty, reason=reason, served=served)
    record = state.penalties[penalty]
    return Event(PenaltyEnded(penalty, record.player, served, reason.strip() or Text("served"),
                              (record.hands or 0) - record.served), now, author)


@dataclass(frozen=True, slots=True)
class PenaltyRecord:
    """One penalty as the console lists it."""

    id: int
    player: int
    kind: str
    row_id: str
    reason: str
    since: float
    author: str
    table: int | None
    hands: int | None
    served: int
    status: str  # running, served, ended (early), given (a warning or a disqualification)
    waiting: bool  # running, but not yet started: the hand in progress, or an earlier penalty, comes first

    @property
    def remaining(self) -> int:
        return max(0, (self.hands or 0) - self.served) if self.status == "running" else 0

    def words(self, state: TournamentState) -> str:
        """One line: "Ivan: 8 hands missed, 3 to go — PN-02, slow roll" and the like (a Text)."""
        label = state.players[self.player].label if self.player in state.players else \
            Text("player {player}", player=self.player)
        what = KIND_WORDS[self.kind] if self.kind not in RUNNING else self._missed()
        return Text("{player}: {penalty} — {row}, {reason}", player=label, penalty=what, row=self.row_id,
                    reason=self.reason)

    def _missed(self) -> Text:
        """"8 hands missed, 3 to go", "1 hand missed (served)" and the like: one sentence per case."""
        hands, to_go = self.hands, self.remaining
        one = hands == 1
        if self.status == "running" and self.waiting:
            return Text("{hands} hand missed, {to_go} to go (starts after the current hand)", hands=hands,
                        to_go=to_go) if one else \
                Text("{hands} hands missed, {to_go} to go (starts after the current hand)", hands=hands, to_go=to_go)
        if self.status == "running":
            return Text("{hands} hand missed, {to_go} to go", hands=hands, to_go=to_go) if one else \
                Text("{hands} hands missed, {to_go} to go", hands=hands, to_go=to_go)
        status = _STATUS_WORDS.get(self.status, self.status)
        return Text("{hands} hand missed ({status})", hands=hands, status=status) if one else \
            Text("{hands} hands missed ({status})", hands=hands, status=status)


_STATUS_WORDS = {"served": Text("served"), "ended": Text("ended"), "given": Text("given")}


def _record(r: GivenPenalty, waiting: bool) -> PenaltyRecord:
    return PenaltyRecord(r.id, r.player, r.kind, r.row_id, r.reason, r.at, r.author, r.table, r.hands, r.served,
                         r.status, waiting)


def given(state: TournamentState, player: int | None = None) -> list[PenaltyRecord]:
    """Every penalty given, oldest first (a player's record: repeat offences bring heavier penalties, PN-01)."""
    out, ahead = [], set()
    for r in state.penalties.values():
        waiting = r.status == "running" and (bool(r.wait) or r.player in ahead)
        if r.status == "running":
            ahead.add(r.player)
        if player is None or r.player == player:
            out.append(_record(r, waiting))
    return out


def in_force(state: TournamentState) -> list[PenaltyRecord]:
    """The penalties being served now (or about to start) by players still playing: who misses how many hands."""
    return [p for p in given(state) if p.status == "running" and state.players[p.player].playing]


def at_table(state: TournamentState, table: int) -> list[PenaltyRecord]:
    """What the outgoing dealer tells the incoming one (PN-10): the penalties in force and the warnings given
    to the players seated at ``table``."""
    here = {p for p in state.tables[table].seats if p is not None} if table in state.tables else set()
    return [p for p in given(state) if p.player in here and p.status in ("running", "given")
            and p.kind != DISQUALIFICATION]


__all__ = ["DEFAULT_ROW", "DISQUALIFICATION", "KINDS", "KIND_WORDS", "MISSED_HANDS", "MISSED_ROUNDS",
           "PENALTY_ENDED", "PENALTY_GIVEN", "WARNING", "PenaltyRecord", "at_table", "can_give", "disqualify",
           "end_penalty", "give_penalty", "given", "in_force", "missed_hands", "seated_at_table", "verify_end",
           "verify_penalty"]
