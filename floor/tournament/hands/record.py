"""A hand at a table, recorded from the dealer station: the showdown request, its result, who sat where.

The dealer station builds the same request `floor showdown` reads and calls the same
:func:`floor.core.showdown.showdown`; recording keeps the request *and* the answer in the
event, so the history shows exactly what the dealer saw, and a re-import can replay it.
After a recorded hand the table's button moves ("next hand", BT-02) in the same transaction,
and seats that went all-in and won nothing are offered to the floor as eliminations.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from floor.core.errors import FloorError, Text
from floor.core.showdown import ShowdownResult, showdown
from floor.core.textinput import one_line
from floor.core.wholes import is_whole
from floor.tournament import events as ev
from floor.tournament.chips import stack_basis
from floor.tournament.closing import MAX_REASON
from floor.tournament.events import Event
from floor.tournament.jsonvalue import freeze_object
from floor.tournament.records import HandCorrected, HandRecorded, HandVoided
from floor.tournament.showdowns import Answer, Asked, as_recorded
from floor.tournament.state import TournamentState

HAND_FIELDS = ("table", "hand", "level", "game", "players", "all_in", "request", "result", "dealer")


def table_game(state: TournamentState, now: float) -> str:
    """The game dealt now: the level's (mixed games rotate by level); a break plays as the level after it."""
    return state.structure.level_played_at(state.clock.at(now).index).game


def seated_players(state: TournamentState, table: int) -> dict[int, int]:
    """Seat -> player at a table now."""
    return {s: p for s, p in enumerate(state.tables[table].seats, 1) if p is not None}


def stack_problems(state: TournamentState, request: Mapping[str, object], players: Mapping[int, int | None],
                   all_in: Collection[int] = ()) -> dict[int, Text]:
    """By seat, what cannot have happened, by the known stacks: a seat that put in more than it has, or one marked
    all in that keeps chips behind. A seat whose player was never counted is not checked (nothing is known of it)."""
    problems: dict[int, Text] = {}
    seats = request.get("seats", ())
    for entry in seats if isinstance(seats, list | tuple) else ():
        if not isinstance(entry, Mapping):
            continue
        seat, put = entry.get("seat"), entry.get("contributed")
        if not isinstance(seat, int):
            continue
        number = players.get(seat)
        player = state.players.get(number) if number is not None else None
        if player is None or player.chips is None or not is_whole(put):
            continue
        basis = stack_basis(player) or Text("counted")
        if put > player.chips:
            problems[seat] = Text("seat {seat} put in {put:,} but has {known:,} ({basis})", seat=seat, put=put,
                                  known=player.chips, basis=basis)
        elif seat in all_in and put < player.chips:
            problems[seat] = Text("seat {seat} is all in with {put:,} but has {known:,} ({basis})", seat=seat,
                                  put=put, known=player.chips, basis=basis)
    return problems


def verify_record(state: TournamentState, table: int, request: Mapping[str, object], *,
                  players: Mapping[int, int] | None = None, all_in: Collection[int] = ()) -> ShowdownResult:
    """The showdown's answer, or the reason the hand cannot be recorded (a refused card names its ruling; chips a
    seat cannot have put in, by its known stack, are refused: count the table again if the stack is wrong)."""
    if table not in state.tables:
        raise FloorError(Text("there is no table {table} (tables: {known})",
                              table=table, known=", ".join(map(str, sorted(state.tables)))) if state.tables
                         else Text("there is no table {table} (tables: none yet: draw the seats first)", table=table),
                         code="unknown-table")
    result = showdown(request)
    problems = stack_problems(state, request, seated_players(state, table) if players is None else players, all_in)
    if problems:
        raise FloorError(Text("{problem}: correct the chips, or count the table again if the stack is wrong",
                              problem=next(iter(problems.values()))), code="above-stack")
    return result


def record_hand(state: TournamentState, table: int, request: Mapping[str, object], *, now: float, author: str,
                all_in: Collection[int] = (), players: Mapping[int, int] | None = None,
                submission: str = "") -> Event:
    """The hand as one event: table, hand number, level, game, who sat in each seat, the request and its result.

    ``players`` maps seat to player for this hand (the dealer may have corrected the seating);
    by default the table's seats. ``submission``: the id the station made for this entry, if it made one.
    """
    seated = dict(players) if players is not None else seated_players(state, table) if table in state.tables else {}
    result = verify_record(state, table, request, players=seated, all_in=all_in)
    clock = state.clock.at(now)
    game = request.get("game")
    return Event(HandRecorded(table, state.hands.get(table, 0) + 1, seated, as_recorded(Asked, request),
                              as_recorded(Answer, result), state.clock.status(now).level, clock.index,
                              game if isinstance(game, str) else None, tuple(sorted(all_in)), author, submission),
                 now, author)


def offered_groups(state: TournamentState) -> list[tuple[int, int, list[int]]]:
    """The eliminations the dealers offered and the floor has not confirmed: (table, hand, players), oldest first.

    Players out in the same hand are one group: busted together, they share their places.
    """
    groups: dict[tuple[int, int], list[int]] = {}
    for player, where in state.offered.items():
        if state.players[player].playing:
            groups.setdefault(where, []).append(player)
    return [(table, hand, sorted(players)) for (table, hand), players in sorted(groups.items())]


def busted(event: Event) -> list[int]:
    """Players of seats marked all-in that won nothing: the floor confirms their elimination in the console."""
    hand = event.body(HandRecorded)
    payouts = hand.payouts
    return [hand.players[seat] for seat in hand.all_in if not payouts.get(seat) and seat in hand.players]


def void_hand(state: TournamentState, table: int, contributions: Mapping[int, int], *, ruling: str, now: float,
              author: str, cards: Mapping[str, object] | None = None, reason: str = "", submission: str = "") -> Event:
    """A hand stopped by a defective deck (DD-05, DD-07): each seat gets back exactly what it put in; recorded
    with the ruling's row and the cards as entered, so the history shows why the hand has no winner."""
    if table not in state.tables:
        raise FloorError(Text("there is no table {table}", table=table), code="unknown-table")
    for seat, chips in contributions.items():
        if not is_whole(chips) or chips < 0:
            raise FloorError(Text("seat {seat}: what it put in must be a whole number of chips, not {chips!r}",
                                  seat=seat, chips=chips),
                             code="bad-chips")
    return Event(HandVoided(table, state.hands.get(table, 0) + 1, ruling, dict(sorted(contributions.items())),
                            freeze_object(cards or {}), reason, submission), now, author)


def hands_in_force(events: Sequence[Event], table: int) -> dict[int, Event]:
    """Each hand number at ``table`` as it stands in ``events`` (the history): its latest correction, else the hand
    recorded, else the void of a hand never dealt again under that number (the event, by hand number)."""
    found: dict[int, Event] = {}
    for event in ev.effective(list(events)):
        body = event.data
        if isinstance(body, HandRecorded | HandCorrected | HandVoided) and body.table == table:
            found[body.hand] = event
    return found


def hand_in_force(events: Sequence[Event], table: int, hand: int) -> HandRecorded | HandCorrected | HandVoided | None:
    """Hand ``hand`` at ``table`` as it stands (:func:`hands_in_force`); None when it was never recorded."""
    event = hands_in_force(events, table).get(hand)
    body = None if event is None else event.data
    return body if isinstance(body, HandRecorded | HandCorrected | HandVoided) else None


def last_confirmed(events: Sequence[Event], table: int, count: int) -> list[Event]:
    """The last ``count`` hands confirmed at ``table`` that the floor may correct (as corrected, if they were),
    newest first: a voided hand has no result to correct."""
    hands = hands_in_force(events, table)
    kept = [hands[n] for n in sorted(hands, reverse=True) if not isinstance(hands[n].data, HandVoided)]
    return kept[:count]


def _nets(hand: HandRecorded | HandCorrected) -> dict[int, int]:
    """What the hand moved for each player (player -> chips won less chips put in)."""
    payouts, put = hand.payouts, hand.contributions
    return {player: payouts.get(seat, 0) - put.get(seat, 0) for seat, player in hand.players.items()}


def correct_hand(state: TournamentState, table: int, hand: int,
                 old: HandRecorded | HandCorrected | HandVoided | None, request: Mapping[str, object], *,
                 reason: str, now: float, author: str) -> Event:
    """A confirmed hand corrected (``old``: the hand as it stands, :func:`hand_in_force`): ``request`` judged again
    by the same showdown, the same seats' players, each stack moved by what the new result moves less what the old
    one moved. Refused in words, writing nothing: a hand never recorded or voided, no reason, a correction that
    changes nothing, one that leaves a stack below zero or moves a player whose bust is confirmed already."""
    if old is None:
        raise FloorError(Text("hand {hand} at table {table} was not recorded: there is nothing to correct",
                              hand=hand, table=table), code="unknown-hand")
    if isinstance(old, HandVoided):
        raise FloorError(Text("hand {hand} at table {table} was voided (a defective deck): a voided hand has no "
                              "result to correct", hand=hand, table=table), code="voided-hand")
    why = one_line(reason.strip(), Text("the reason"))
    if not why:
        raise FloorError(Text("say why the hand is corrected: the history keeps the reason"), code="no-reason")
    if len(why) > MAX_REASON:
        raise FloorError(Text("the reason has {count} characters; a reason is at most {most}", count=len(why),
                              most=MAX_REASON), code="reason-too-long")
    result = showdown(request)
    players = dict(old.players)
    corrected = HandCorrected(table, hand, players, as_recorded(Asked, request), as_recorded(Answer, result), {}, why,
                              old.all_in)
    seats = set(corrected.contributions) | set(corrected.payouts)
    if (stranger := next((s for s in sorted(seats) if s not in players), None)) is not None:
        raise FloorError(Text("seat {seat} had nobody in hand {hand} at table {table}: a correction changes the "
                              "chips and the cards of the seats that played it", seat=stranger, hand=hand,
                              table=table), code="bad-seat")
    before, after = _nets(old), _nets(corrected)
    changes = {p: after[p] - before[p] for p in sorted(players.values()) if after[p] != before[p]}
    if not changes:
        raise FloorError(Text("the corrected hand {hand} at table {table} moves the same chips as the one recorded: "
                              "there is nothing to correct", hand=hand, table=table), code="no-change")
    for number, change in changes.items():
        player = state.players.get(number)
        if player is None:
            continue
        if not player.playing:
            raise FloorError(Text("{name}'s bust is confirmed already: reinstate {name} first, then correct the hand",
                                  name=player.label), code="busted")
        if player.chips is not None and player.chips + change < 0:
            raise FloorError(Text("the correction would leave {name} with {chips:,} chips ({known:,} now, "
                                  "{change:+,} by the correction): count the table again if the stack is wrong",
                                  name=player.label, chips=player.chips + change, known=player.chips,
                                  change=change), code="below-zero")
    return Event(HandCorrected(table, hand, players, corrected.request, corrected.result, changes, why, old.all_in),
                 now, author)

