"""Seating actions: what the floor confirms, as events (procedures.md DT-2 to DT-4).

The draws (:mod:`seatdraw`, :mod:`buttondraw`), the dead button (:mod:`tables`) and the
balancing proposals (:mod:`balancing`) are pure calculations; this module checks an action
against the tournament, runs the calculation with the randomness handed in, and records the
*result* in the event, so a replay never draws again. Every proposal names its rule ids; a
floor manager who overrides one gives a reason, and both are kept in the event.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterator, Mapping
from dataclasses import replace

from floor.core.errors import FloorError, Text
from floor.tournament import codec
from floor.tournament import house as H
from floor.tournament.balancing import balance as balancing
from floor.tournament.balancing import proposal as balanceproposal
from floor.tournament.balancing import tablebreaks
from floor.tournament.balancing.policy import BalancePolicy
from floor.tournament.balancing.proposal import Proposal
from floor.tournament.events import Event
from floor.tournament.jsonvalue import freeze_object
from floor.tournament.records import (
    ButtonSet,
    HandForHand,
    NextHand,
    PlayerMoved,
    PlayerSeated,
    SeatsDrawn,
    TableBroken,
)
from floor.tournament.seating import buttondraw, carddraws, drawrecord
from floor.tournament.seating import draw as seatdraw
from floor.tournament.seating.tableindex import TableIndex
from floor.tournament.seating.tables import BUTTON_RULES, Table, first_hand, next_hand
from floor.tournament.state import Player, TournamentState
from floor.tournament.structure import STUD_GAMES

SEAT_DRAW_MODES = {"A": "A_seat_cards", "B": "B_rank_cards", "C": "C_high_card_2step"}


def _tables(state: TournamentState) -> TableIndex:
    """The tables by number, as the draws take them: the state's index, a ``Sequence[Table]`` that also tells them the
    tables by players seated (issue 30: a break or a late seat then reads a few tables, not all of them)."""
    return state.table_index


def _table(state: TournamentState, number: int) -> Table:
    table = state.tables.get(number)
    if table is None:
        raise FloorError(Text("there is no table {number} (tables: {known})",
                              number=number, known=", ".join(map(str, sorted(state.tables)))) if state.tables
                         else Text("there is no table {number} (tables: none yet: draw the seats first)",
                                   number=number), code="unknown-table")
    return table


def _layout(tables: Collection[Table]) -> dict[int, tuple[int | None, ...]]:
    return {t.number: t.seats for t in sorted(tables, key=lambda t: t.number)}


class _Labels(Mapping[int, str]):
    """The players' labels by number, each read when asked: a proposal words one or two players, and a dict of the
    whole field's labels cost a proposal at 30,000 entries 20 times a commit (issue 30)."""

    __slots__ = ("_players",)

    def __init__(self, players: Mapping[int, Player]) -> None:
        self._players = players

    def __getitem__(self, player: int) -> str:
        return self._players[player].label

    def __iter__(self) -> Iterator[int]:
        return iter(self._players)

    def __len__(self) -> int:
        return len(self._players)


def names(state: TournamentState) -> Mapping[int, str]:
    """Every player's label by number (what a proposal's reason calls a player)."""
    return _Labels(state.players)


# -- the opening draw (and a full redraw) -------------------------------------------------------

def verify_draw_seats(state: TournamentState, *, redraw: bool = False) -> None:
    seatdraw.verify_opening_draw(_playing_drawn(state, redraw), state.settings.seats_per_table)


def _playing_drawn(state: TournamentState, redraw: bool) -> list[int]:
    """The checks of a seat draw, and the players it seats by number (one pass over the field; each draw checks its
    players as it seats them)."""
    if state.tables and not redraw:
        raise FloorError(Text("the seats are drawn already: a new draw moves everyone (use a full redraw)"),
                         code="seats-drawn")
    playing = [p.id for p in state.players.values() if p.playing]
    if len(playing) < 2:
        raise FloorError(Text("a seat draw needs at least two players"), code="no-players")
    drawrecord.check_table_size(state.settings.seats_per_table)
    playing.sort()
    return playing


def draw_seats(state: TournamentState, *, rng: random.Random, now: float, author: str, redraw: bool = False,
               method: str | None = None, cards: Mapping[int, str] | None = None) -> Event:
    """SE-01: every player still in gets a random seat, spread evenly over the tables.

    ``A``: Floor's seat cards. ``B``: rank cards at one table, a physical draw recorded in ``cards``
    (player -> card; A is seat 1). ``C``: the two-step high-card draw; Floor shuffles the seat cards and
    deals the high cards, or the dealer records the high cards dealt at the table in ``cards``.
    The event holds the draw record as it is (typed: written once, when the store writes the event) and each
    table's seats (the fold makes the tables).
    """
    players = _playing_drawn(state, redraw)
    if method is None:  # the house's seat_draw_mode
        method = H.METHODS[H.choice(state, "seat_draw_mode")]
    size = state.settings.seats_per_table
    if method == "A":
        if cards:
            raise FloorError(Text("seat cards (mode A) are drawn by Floor: there are no cards to record"),
                             code="bad-draw")
        draw, layout = seatdraw.opening_seating(players, size, rng)
    elif method == "B":
        if len(players) > size:
            raise FloorError(Text("a rank-card draw seats one table: {players_count} players do not fit {size} seats "
                                  "(use A or C)",
                                  players_count=len(players), size=size), code="bad-draw")
        if not cards:
            raise FloorError(Text("a rank-card draw happens at the table: record who drew which card (PLAYER=CARD)"),
                             code="bad-draw")
        draw = carddraws.rank_draw(players, cards, seats=size, table=1)
        layout = _layout(drawrecord.seat_players(drawrecord.empty_tables(1, size), draw))
    elif method == "C":
        stack = seatdraw.opening_seat_cards(len(players), size, rng)
        rng.shuffle(stack)  # the seat cards, scrambled and stacked face down (step 1)
        draw = carddraws.high_card_draw(players, stack, None if cards else rng, cards=cards or None)
        count = seatdraw.opening_tables(len(players), size)
        layout = _layout(drawrecord.seat_players(drawrecord.empty_tables(count, size), draw))
    else:
        raise FloorError(Text("the seat draw method is A, B or C, not {method!r}", method=method), code="bad-draw")
    return Event(SeatsDrawn(layout, ("SE-01", "SR-02") if method != "A" else ("SE-01",), method, redraw, draw),
                 now, author)


def verify_seat(state: TournamentState, player: int) -> None:
    _verify_seat_here(state, player)
    seatdraw.verify_late_seat(_tables(state), state.player(player).id, seated=state.seats)


def _verify_seat_here(state: TournamentState, player: int) -> None:
    """What the tournament says against a late seat; the draw's own checks follow in :func:`seatdraw.late_seat`."""
    p = state.player(player)
    if not p.playing:
        raise FloorError(Text("{label} is out of the tournament: re-enter or reinstate first",
                              label=p.label), code="not-playing")
    if p.id in state.seats:
        table, seat = state.seats[p.id]
        raise FloorError(Text("{label} already sits at table {table}, seat {seat}",
                              label=p.label, table=table, seat=seat), code="seated")
    if not state.tables:
        raise FloorError(Text("there are no tables yet: draw the seats first"), code="no-tables")


def seat(state: TournamentState, player: int, *, rng: random.Random, now: float, author: str,
         policy: str | None = None) -> Event:
    """SE-04: a late registrant, a re-entry or an alternate draws from the same pool by the same process."""
    _verify_seat_here(state, player)  # (late_seat checks the draw once: the whole field is not read again)
    draw = seatdraw.late_seat_draw(_tables(state), state.player(player).id, rng,
                                   policy or H.choice(state, "seat_pool_policy"), seated=state.seats)
    spot = draw.seats[0]
    return Event(PlayerSeated(spot.player, spot.table, spot.seat, ("SE-04", "SE-05"), freeze_object(codec.write(draw))),
                 now, author)


def unseated(state: TournamentState) -> list[int]:
    """Players still in who have no seat (registered after the draw, re-entered, reinstated)."""
    if not state.tables or state.players_left == len(state.seats):  # (everyone still in is seated: no pass over
        return []  # the field after every action; a seat is only ever a player's still in)
    return sorted(p.id for p in state.players.values() if p.playing and p.id not in state.seats)


# -- moving players -----------------------------------------------------------------------------



def game_form(state: TournamentState, now: float | None = None) -> str:
    """How balancing moves players: "flop", "stud" (a stud-only event, BB-06) or "stud-round-of-mixed" (BB-07)."""
    games = {level.game for level in state.structure.levels()}
    if games <= STUD_GAMES:
        return "stud"
    if not games & STUD_GAMES:
        return "flop"
    clock = state.clock if now is None else state.clock.at(now)
    return "stud-round-of-mixed" if state.structure.level_played_at(clock.index).game in STUD_GAMES else "flop"


def proposal(state: TournamentState, policy: BalancePolicy | None = None,
             rng: random.Random | None = None, now: float | None = None) -> Proposal | None:
    """What balancing asks for now: a move, a table to break, the final table, or nothing.

    The game of the level in play decides how a player moves (BB-04 flop games, BB-06 stud, BB-07 a stud
    round of a mixed game); ``now`` defaults to the clock's last change.
    """
    if not state.tables:
        return None
    if policy is None:
        policy = replace(H.policy(state.house), game=game_form(state, now))
    return balancing.proposal(state.tables, state.settings.seats_per_table, policy, rng=rng, names=names(state),
                              checked=True, index=state.table_index)


def halted(state: TournamentState, policy: BalancePolicy | None = None) -> tuple[balanceproposal.Halt, ...]:
    """Tables where play should stop until a player arrives (BB-02)."""
    return balancing.halted(state.tables, policy or H.policy(state.house), checked=True,
                            index=state.table_index) if state.tables else ()


def verify_move(state: TournamentState, player: int, to_table: int, to_seat: int) -> None:
    p = state.player(player)
    if p.id not in state.seats:
        raise FloorError(Text("{label} has no seat to move from", label=p.label), code="not-seated")
    table = _table(state, to_table)
    if state.seats[p.id][0] == to_table:  # SE-02: a player found in the wrong seat at his own table
        taken = table.player_at(to_seat)
        if taken is not None:
            raise FloorError(Text("seat {to_seat} at table {to_table} is taken by {label}",
                                  to_seat=to_seat, to_table=to_table, label=state.players[taken].label),
                             code="seat-taken")
        return
    balancing.verify_move(state.tables, p.id, to_table, to_seat, at=state.seats[p.id])


def move(state: TournamentState, player: int, to_table: int, to_seat: int, *, now: float, author: str,
         proposed: Proposal | None = None, reason: str = "") -> Event:
    """A move: the proposal confirmed, an override of it (with a reason), or a move by hand (SE-02, R1)."""
    verify_move(state, player, to_table, to_seat)
    pid = state.player(player).id
    source = state.seats[pid]
    if proposed is not None and proposed.kind == "move":
        wanted = proposed.destination
        matches = (proposed.player in (None, pid) and wanted is not None and wanted.table == to_table
                   and wanted.seat in (None, to_seat)
                   and (proposed.source is None or proposed.source.table == source[0]))
        if not matches:
            decision = "overridden"
        elif proposed.player is None or wanted is None or wanted.seat is None:
            decision = "completed"  # the proposal left the player or the seat to the floor, who chose
        else:
            decision = "confirmed"
        rules: list[str] = list(proposed.rules)
    else:
        decision, rules = "by hand", []
    if decision not in ("confirmed", "completed") and not reason.strip():
        raise FloorError(Text("overriding the proposal needs a reason (it goes in the log)") if decision == "overridden"
                         else Text("a move by hand needs a reason (it goes in the log)"), code="no-reason")
    return Event(PlayerMoved(pid, source, (to_table, to_seat), tuple(rules), decision, reason.strip(),
                             proposed), now, author)


def verify_break(state: TournamentState, table: int) -> None:
    _table(state, table)
    tablebreaks.verify_break_table(_tables(state), table, seated=state.seats)


def break_table(state: TournamentState, table: int, *, rng: random.Random, now: float, author: str,
                proposed: Proposal | None = None) -> Event:
    """BB-09/BB-10: the table's players take seats at the other tables by the two-step random draw."""
    _table(state, table)  # (break_table checks the rest once, with the seats the state knows)
    draw = tablebreaks.break_draw(_tables(state), table, rng, seated=state.seats)
    moves = tuple((a.player, a.table, a.seat) for a in draw.seats)
    return Event(TableBroken(table, moves, (table,), ("BB-09", "BB-10"), freeze_object(codec.write(draw)),
                             proposed), now, author)


def final_size(state: TournamentState) -> int:
    """The final table's seats: 9 for 8- and 9-handed events, 7 for 6- and 7-handed ones (TDA RP-9, BB-12)."""
    return balancing.final_table_size(state.settings.seats_per_table)


def verify_final(state: TournamentState, redraw: str | None = None) -> None:
    if len(state.tables) < 2:
        raise FloorError(Text("there is only one table: it is the final table already"), code="final-table")
    tablebreaks.verify_final_table(_tables(state), final_size(state), redraw or H.choice(state, "final_table_redraw"))


def final_table(state: TournamentState, *, rng: random.Random, now: float, author: str,
                redraw: str | None = None) -> Event:
    """BB-12/BB-13: everyone left at one table, by a full redraw or with only the arrivals drawing."""
    redraw = redraw or H.choice(state, "final_table_redraw")
    verify_final(state, redraw)
    draw, tables = tablebreaks.final_table(_tables(state), final_size(state), redraw, rng)
    if redraw == "full_redraw":
        return Event(SeatsDrawn(_layout(tables), ("BB-12", "BB-13"), "final", True, freeze_object(codec.write(draw))),
                     now, author)
    stays = tablebreaks.final_table_stays(_tables(state))
    moves = tuple((a.player, a.table, a.seat) for a in draw.seats)
    gone = tuple(sorted(n for n in state.tables if n != stays))
    return Event(TableBroken(gone[0], moves, gone, ("BB-12", "BB-13"), freeze_object(codec.write(draw)), final=True),
                 now, author)


# -- the button ---------------------------------------------------------------------------------

def verify_draw_button(state: TournamentState, table: int, cards: Mapping[int, str] | None = None,
                       absent: Collection[int] = ()) -> None:
    at = _table(state, table)
    buttondraw.verify_draw_button(at, cards, seats=H.choice(state, "button_draw_seats"), absent=absent)


def draw_button(state: TournamentState, table: int, *, rng: random.Random, now: float, author: str,
                cards: Mapping[int, str] | None = None, absent: Collection[int] = ()) -> Event:
    """BT-01: one card per seat, the highest (rank, then suit) takes the button; Floor deals or the dealer records."""
    verify_draw_button(state, table, cards, absent)
    seats = H.choice(state, "button_draw_seats")  # absent players' seats draw too, unless the house says not
    drawn = buttondraw.draw_button(_table(state, table), None if cards else rng, cards=cards or None, seats=seats,
                                   absent=absent)
    return Event(ButtonSet(table, drawn.positions, ("BT-01", "SR-03"), draw=drawn),
                 now, author)


def verify_set_button(state: TournamentState, table: int, button: int, reason: str) -> None:
    if not reason.strip():
        raise FloorError(Text("moving the button by hand needs a reason (it goes in the log)"), code="no-reason")
    first_hand(_table(state, table), button)


def set_button(state: TournamentState, table: int, button: int, *, reason: str, now: float, author: str) -> Event:
    """The floor puts the button on a seat (BT-07: a wrong button found before substantial action)."""
    verify_set_button(state, table, button, reason)
    positions = first_hand(_table(state, table), button)
    return Event(ButtonSet(table, positions, ("BT-07",), reason=reason.strip()), now, author)


def verify_next_hand(state: TournamentState, table: int, rule: str | None = None) -> None:
    next_hand(_table(state, table), rule or H.choice(state, "button_rule"))


def hand_done(state: TournamentState, table: int, *, now: float, author: str, rule: str | None = None) -> Event:
    """A hand ended: the button and blinds move by the dead button (BT-02 to BT-09) or the moving one (BT-15)."""
    rule = rule or H.choice(state, "button_rule")
    if rule not in BUTTON_RULES:
        raise FloorError(Text("the button rule is dead or moving, not {rule!r}", rule=rule), code="bad-setting")
    positions = next_hand(_table(state, table), rule)
    rules = ("BT-15",) if rule == "moving" else ("BT-02",)
    return Event(NextHand(table, positions, rules), now, author)


# -- hand-for-hand ------------------------------------------------------------------------------

def hand_for_hand(state: TournamentState, on: bool, *, now: float, author: str) -> Event:
    """BB-14 (TDA RP-8): announced at the bubble; players out in the same hand share the places paid."""
    if state.hand_for_hand == on:
        raise FloorError(Text("hand-for-hand is on already") if on else Text("hand-for-hand is off already"),
                         code="hand-for-hand")
    return Event(HandForHand(on, ("BB-14",)), now, author)
