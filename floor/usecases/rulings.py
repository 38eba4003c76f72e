"""The floor's decisions: a ruling confirmed or overridden, a penalty given or ended, an incident logged.

Each is one function the Rulings tab and ``floor ruling ...`` both call. The rules are the procedures'
(:mod:`floor.procedures.rulings`, :mod:`~floor.procedures.penalties`, :mod:`~floor.procedures.incidents`): a use
case gathers who acts and when, composes the events that go together (a disqualification is the penalty, the
elimination and his chips leaving play; a penalty for an incident is logged with it) and commits them as one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from floor.core.errors import FloorError, Text
from floor.procedures import incidents as I
from floor.procedures import penalties as PN
from floor.procedures import rulings as R
from floor.procedures.engine import Decision, decide
from floor.procedures.profile import tournament_settings
from floor.procedures.rulebook import load_rulebook
from floor.procedures.situations import Situation
from floor.tournament import codec
from floor.tournament.codec import CodecError
from floor.tournament.events import Event
from floor.tournament.jsonvalue import Json
from floor.tournament.state import TournamentState
from floor.usecases import pairing
from floor.usecases.desk import Action, Desk, Done, run
from floor.usecases.intent import intent


def _sent_decision(decision: Decision) -> Json:
    """A ruling as a window elsewhere sends it: the situation it decided, and the row and variant it came to."""
    return {"situation": codec.encode(decision.situation, Situation), "row": decision.row_id,
            "variant": decision.variant.key if decision.variant is not None else None}


def _decided_again(data: Json, context: object) -> Decision:
    """A ruling sent from elsewhere is decided again here, from its situation, under the house settings the
    tournament has now (a window's copy of a rulebook row is never taken on trust); it must come to the same row."""
    if not isinstance(data, dict) or not isinstance(context, TournamentState):
        raise CodecError(Text("a ruling is sent as its situation and the row it came to"))
    try:
        situation = codec.decode(data.get("situation"), Situation)
    except CodecError as err:
        raise err.within("situation") from None
    assert isinstance(situation, Situation)
    decision = decide(load_rulebook(), situation, tournament_settings(context))
    variant = decision.variant.key if decision.variant is not None else None
    if decision.row_id != data.get("row") or variant != data.get("variant"):
        raise FloorError(Text("the rulebook rules {row} on this situation now, not {sent}: look at it again",
                              row=decision.row_id, sent=str(data.get("row"))[:20]), code="stale-entry")
    return decision


codec.by_reference(Decision, _sent_decision, _decided_again)


@intent("rulings.confirm", pairing.RULE)
def confirm(desk: Desk, decision: Decision, *, table: int | None = None, hand: int | None = None,
            linked: Sequence[int] = ()) -> Done:
    """The ruling Floor proposed, confirmed by the floor (procedures.md §0.6); ``linked``: the rulings it corrects
    (a ruling is never undone: a new one, linked to it, corrects it)."""
    return _rule(desk, decision, None, None, table, hand, linked)


@intent("rulings.override", pairing.RULE)
def override(desk: Desk, decision: Decision, reason: str, *, final_outcome: Mapping[str, Any] | str | None = None,
             table: int | None = None, hand: int | None = None, linked: Sequence[int] = ()) -> Done:
    """The floor rules otherwise than Floor proposed, for the typed ``reason`` (refused without one); the record keeps
    both outcomes (``final_outcome``: what the floor ruled instead, if said)."""
    return _rule(desk, decision, reason, final_outcome, table, hand, linked)


def _rule(desk: Desk, decision: Decision, reason: str | None, final_outcome: Mapping[str, Any] | str | None,
          table: int | None, hand: int | None, linked: Sequence[int]) -> Done:
    now, author = desk.now(), desk.author

    def ruled(_state: TournamentState) -> Event:
        return R.ruling(decision, now=now, author=author, override_reason=reason, final_outcome=final_outcome,
                        table=table, hand=hand, linked=linked)
    return run(desk, ruled)


@intent("rulings.give_penalty", pairing.RULE)
def give_penalty(desk: Desk, player: int | str, kind: str, *, reason: str, count: int | None = None,
                 row: str | None = None, after_current_hand: bool = True, chips: int | None = None,
                 ruling: int | None = None) -> Done:
    """A warning, missed hands or rounds (DT-11), or a disqualification: the penalty, the elimination and his chips
    (``chips`` as counted now; default his last count) leaving play, as one (PN-07). ``ruling`` links the ruling
    the penalty follows from."""
    now, author = desk.now(), desk.author
    if kind == PN.DISQUALIFICATION:
        return run(desk, *PN.disqualify(desk.state(), player, reason=reason, now=now, author=author, row=row,
                                        chips=chips, ruling=ruling))

    def given(state: TournamentState) -> Event:
        return PN.give_penalty(state, player, kind, reason=reason, now=now, author=author, count=count, row=row,
                               ruling=ruling, after_current_hand=after_current_hand)
    return run(desk, given)


@intent("rulings.end_penalty", pairing.RULE)
def end_penalty(desk: Desk, penalty: int, *, reason: str, served: bool = False) -> Done:
    """A running penalty ended early (with the reason), or marked served (the floor counted the hands)."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: PN.end_penalty(state, penalty, reason=reason, served=served, now=now,
                                                  author=author))


@intent("rulings.log_incident", pairing.RULE)
def log_incident(desk: Desk, row: str, action: str, *, player: int | str | None = None, spectator: str = "",
                 table: int | None = None, requested_by: int | str | None = None, note: str = "",
                 penalty_kind: str | None = None, count: int | None = None) -> Done:
    """A spectator or device incident (DT-10) and the action taken. A penalty for a player (``penalty_kind``,
    ``count``) is given and the incident logged linked to it, in one transaction."""
    now, author = desk.now(), desk.author
    if action == I.PENALTY and player is not None and penalty_kind is not None:
        steps: list[Action] = I.with_penalty(desk.state(), row, player, penalty_kind, count=count, note=note,
                                             table=table, now=now, author=author)
        return run(desk, *steps)
    return run(desk, lambda state: I.log_incident(state, row, action, player=player, spectator=spectator,
                                                  table=table, requested_by=requested_by, note=note, now=now,
                                                  author=author))
