"""The dealer station's actions: a hand recorded and the button moved, a hand voided by a defective deck with its
ruling, the deck check's verdict and its ruling.

The station and ``floor hands record`` both come in here, so a hand is checked the same way whoever records it:
each seat's player (the seating's, or the one the dealer seated there for this hand) must sit in that seat only and
still be in the tournament, checked against the state inside the transaction that records the hand.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from floor.core.errors import FloorError, Text
from floor.procedures.deckcheck import DeckReport, DeckVerdict, check_deck, situation_for
from floor.procedures.engine import Decision, decide
from floor.procedures.profile import tournament_settings
from floor.procedures.rulebook import load_rulebook
from floor.procedures.rulings import ruling
from floor.tournament.events import Event
from floor.tournament.hands import record as handrecord
from floor.tournament.records import HandRecorded, HandVoided
from floor.tournament.seating.actions import hand_done
from floor.tournament.state import TournamentState
from floor.usecases import pairing, rulings
from floor.usecases.desk import Desk, Done, run
from floor.usecases.intent import intent

BETWEEN_HANDS, IN_HAND, AT_SHOWDOWN = "HS0", "HS4", "HS7"  # when a deck is found defective


def seat_refusal(state: TournamentState, players: Mapping[int, int | None], seat: int,
                 player: int | None) -> Text | None:
    """Why ``player`` cannot sit in ``seat`` for this hand, ``players`` being every seat's player (None when he
    can): a player sits in one seat of a hand, and only while he is still in the tournament."""
    if player is None:
        return None
    known = state.players.get(player)
    name: str = known.label if known is not None else Text("player {player}", player=player)
    other = next((s for s, p in players.items() if s != seat and p == player), None)
    if other is not None:
        return Text("Seat {seat}: {name} is in seat {other} in this hand already, and a player sits in one seat. "
                    "Give seat {other} another player (or empty it) first.", seat=seat, name=name, other=other)
    if known is None or not known.playing:
        return Text("Seat {seat}: {name} is not in the tournament any more.", seat=seat, name=name)
    return None


def checked_players(state: TournamentState, players: Mapping[int, int]) -> dict[int, int]:
    """The hand's seat→player map, refused if a player is in two seats or out of the tournament by now."""
    for seat, player in players.items():
        why = seat_refusal(state, players, seat, player)
        if why is not None:
            raise FloorError(why, code="bad-seating", seat=seat)
    return dict(players)


def corrected_players(state: TournamentState, table: int,
                      corrections: Sequence[tuple[int, int | str]]) -> dict[int, int]:
    """The table's seating with the seats the dealer corrected for this hand (seat, player by number or name), one
    after the other, each refused as the station refuses a pick: a player already in another seat, or out."""
    at = state.tables.get(table)
    if at is None:
        return {}  # the hand is refused for its table
    players = handrecord.seated_players(state, table)
    for seat, who in corrections:
        if not 1 <= seat <= at.size:
            raise FloorError(Text("table {table} has {size} seats: there is no seat {seat}", table=table,
                                  size=at.size, seat=seat), code="bad-seat", seat=seat)
        player = state.player(who).id
        why = seat_refusal(state, dict(players), seat, player)
        if why is not None:
            raise FloorError(why, code="bad-seating", seat=seat)
        players[seat] = player
    return players


@dataclass(frozen=True, slots=True)
class Offered:
    """A player all in who won nothing: offered to the floor as out (confirmed in the console)."""

    player: int
    name: str
    seat: int


@dataclass(frozen=True, slots=True)
class Recorded:
    """A hand recorded and the button moved: what the station and the command line say about it."""

    done: Done
    hand: int  # its number at the table
    button: int  # the next hand's button
    offered: tuple[Offered, ...]

    @property
    def event(self) -> Event:
        """The hand as recorded."""
        return self.done.events[0]


@dataclass(frozen=True, slots=True)
class Entry:
    """What a station knew when its dealer began the entry: the hand it is for (the table's next), the id
    the station made for it, so that a submission sent again after a lost answer is known as the same one, and
    (a station on another machine) the seat -> player it showed, so that a player moved since is noticed."""

    hand: int
    submission: str
    seating: Mapping[int, int] | None = None


def stale_refusal(state: TournamentState, table: int, entry: Entry) -> Text | None:
    """Why an entry made against an older state cannot be recorded (the table moved on since, or a player it
    showed was moved), or None."""
    now_at = state.hands.get(table, 0) + 1
    if entry.hand != now_at:
        return Text("table {table} is at hand {now_at}, and this entry was made for hand {hand}: another hand was "
                    "recorded meanwhile; check the table and enter the hand again", table=table, now_at=now_at,
                    hand=entry.hand)
    if entry.seating is not None and table in state.tables:
        seated = handrecord.seated_players(state, table)
        for seat, player in sorted(entry.seating.items()):
            if seated.get(seat) != player:
                then = state.players[player].label if player in state.players else Text("player {p}", p=player)
                return Text("seat {seat} of table {table} changed since this entry began ({name} is no longer "
                            "there): check the table and enter the hand again", seat=seat, table=table, name=then)
    return None


def earlier_entry(events: Sequence[Event], table: int, submission: str,
                  kind: type[HandRecorded | HandVoided] = HandRecorded) -> Event | None:
    """The hand already recorded (or voided: ``kind``) from this submission at ``table`` (a station's retry),
    newest first, or None."""
    if not submission:
        return None
    for event in reversed(events):
        if event.kind == kind.KIND:
            body = event.body(kind)
            if body.table == table and body.submission == submission:
                return event
    return None


@intent("hands.record_hand", pairing.RECORD_HAND, table="table")
def record_hand(desk: Desk, table: int, request: Mapping[str, Any], *, all_in: Collection[int] = (),
                players: Mapping[int, int] | None = None,
                corrections: Sequence[tuple[int, int | str]] = (), entry: Entry | None = None) -> Recorded:
    """The hand (the showdown ``request`` at ``table``) recorded and the button moved on, in one transaction.

    Who sat where, by default the table's seats: ``players``, each seat in the hand and its player as the station
    shows them, or ``corrections``, the seats the seating is behind on (the command line's ``--seat``). Either is
    checked against the tournament as it stands when the hand is recorded: one seat per player, still in. An
    ``entry`` made against an older state (another hand recorded at the table since) is refused, never applied
    to the wrong hand."""
    now, author = desk.now(), desk.author

    def recorded(state: TournamentState) -> Event:
        if entry is not None and (why := stale_refusal(state, table, entry)) is not None:
            raise FloorError(why, code="stale-entry")
        given = corrected_players(state, table, corrections) if corrections else players
        seated = None if given is None else checked_players(state, given)
        return handrecord.record_hand(state, table, request, now=now, author=author, all_in=all_in, players=seated,
                                      submission=entry.submission if entry is not None else "")

    done = run(desk, recorded, lambda state: hand_done(state, table, now=now, author=author))
    event, state = done.events[0], done.state
    seat_of = {player: seat for seat, player in event.body(HandRecorded).players.items()}
    moved = state.tables[table].positions
    assert moved is not None  # hand_done refuses a table that has no button
    offered = tuple(Offered(p, state.players[p].label, seat_of[p]) for p in handrecord.busted(event))
    return Recorded(done, state.hands[table], moved.button, offered)


class LoggedDesk(Desk, Protocol):
    """A desk that reads its history (the store's): a correction finds the hand it corrects there."""

    def history(self) -> list[Event]:
        ...


@intent("hands.correct_hand", pairing.CORRECT_HAND, table="table")
def correct_hand(desk: LoggedDesk, table: int, hand: int, request: Mapping[str, Any], reason: str) -> Done:
    """Hand ``hand`` at ``table``, confirmed already, corrected by the floor (wrong chips, wrong winner): the
    ``request`` judged again by the same showdown and the stacks moved by the difference, logged with ``reason``
    and who. Checked inside the transaction against the hand as the history read holds it: a write since (another
    correction, an undo) is refused, never applied to a hand that changed."""
    log, now, author = desk.history(), desk.now(), desk.author
    seen = log[-1].seq if log else 0
    old = handrecord.hand_in_force(log, table, hand)

    def corrected(state: TournamentState) -> Event:
        if state.seq != seen:
            raise FloorError(Text("the tournament moved on while the correction was sent: look at the hand again "
                                  "and correct it again"), code="stale-entry")
        return handrecord.correct_hand(state, table, hand, old, request, reason=reason, now=now, author=author)

    return run(desk, corrected)


def defect_ruling(desk: Desk, error: FloorError, *, game: str, contributions: Mapping[int, int]) -> Decision:
    """The engine's ruling when the cards entered at the showdown prove the deck defective (a card twice, DD-02;
    a joker not played, DD-07), for the floor to confirm before the hand is voided; a ``RulingGap`` says why
    there is none."""
    return defect_decision(desk.state(), error, game=game, contributions=contributions)


def defect_decision(state: TournamentState, error: FloorError, *, game: str,
                    contributions: Mapping[int, int]) -> Decision:
    """:func:`defect_ruling` for the tournament as it stands in ``state`` (a tablet's live result)."""
    situation = situation_for(error, hs=AT_SHOWDOWN, facts={"game": game, "contributions": dict(contributions)})
    return decide(load_rulebook(), situation, tournament_settings(state))


@intent("hands.void_hand", pairing.RECORD_HAND, table="table")
def void_hand(desk: Desk, table: int, decision: Decision, contributions: Mapping[int, int], *,
              cards: Mapping[str, str] | None = None, reason: str = "", entry: Entry | None = None) -> Done:
    """The floor's ruling on a defective deck and the hand it voids (DD-05: each seat gets back what it put in),
    in one transaction; ``cards`` as entered and ``reason`` say why the hand has no winner. An ``entry`` made
    against an older state (another hand recorded or voided at the table since, a player moved) is refused."""
    now, author = desk.now(), desk.author
    if not decision.outcome.void_hand:
        raise FloorError(Text("the ruling {row} does not void the hand: only a ruling that does (DD-05) voids it",
                              row=decision.row_id), code="not-void")

    def ruled(state: TournamentState) -> Event:
        if entry is not None and (why := stale_refusal(state, table, entry)) is not None:
            raise FloorError(why, code="stale-entry")
        return ruling(decision, now=now, author=author, table=table)

    return run(desk, ruled,
               lambda state: handrecord.void_hand(state, table, contributions, ruling=decision.row_id, now=now,
                                                  author=author, cards=cards, reason=reason,
                                                  submission=entry.submission if entry is not None else ""))


def deck_verdict(desk: Desk, report: DeckReport, *, hs: str = BETWEEN_HANDS,
                 contributions: Mapping[int, int] | None = None) -> DeckVerdict:
    """Whether the deck the dealer checked is defective, and the ruling; found during the hand (HS4), what each
    seat put in so far decides the refund (DD-05)."""
    paid = {seat: chips for seat, chips in (contributions or {}).items() if chips}
    facts = {"contributions": dict(contributions or {})} if hs == IN_HAND and paid else None
    return check_deck(load_rulebook(), report, hs=hs, house=tournament_settings(desk.state()), facts=facts)


@intent("hands.record_deck_ruling", pairing.RECORD_HAND, table="table")
def record_deck_ruling(desk: Desk, table: int, decision: Decision) -> Done:
    """The deck check's ruling, confirmed by the floor for the station's table."""
    return rulings.confirm(desk, decision, table=table)
