"""The dealer's hand as a tablet sends it: what the table shows, the live result, and the hand recorded.

A tablet is a thin page: it keeps what the dealer typed (cards as text, chips as text, folds and all-ins) and
sends it whole; everything else is done here, by the same pieces the Qt dealer station uses: the hand is built as
the station builds it (:func:`table_hand`: the level's game and antes, the table's seats and button), the typed
cards are placed by :meth:`HandEntry.set_cards` (a card twice stops the hand with DD-02), the result is read by
:func:`floor.tournament.hands.reading.read_outcome`, and the hand is recorded by
:func:`floor.usecases.hands.record_hand`, with the :class:`~floor.usecases.hands.Entry` the tablet began from.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from floor.core.cards import parse_cards
from floor.core.errors import DefectiveDeckError, FloorError, RequestError, Text
from floor.core.games import GAMES
from floor.procedures.deckcheck import DeckReport
from floor.tournament import codec
from floor.tournament.events import Event
from floor.tournament.hands.entry import (
    DECK_SIZES,
    FLEXIBLE_DECKS,
    MAX_JOKERS,
    Antes,
    HandEntry,
    Say,
    SeatEntry,
    english,
    stack_flags,
)
from floor.tournament.hands.reading import Number, Reading, Spoken, read_outcome, read_stop, void_text
from floor.tournament.hands.record import table_game
from floor.tournament.records import HandRecorded, HandVoided
from floor.tournament.state import TournamentState
from floor.usecases.desk import Desk
from floor.usecases.hands import (
    BETWEEN_HANDS,
    IN_HAND,
    Entry,
    Recorded,
    deck_verdict,
    defect_decision,
    earlier_entry,
    record_deck_ruling,
    record_hand,
    void_hand,
)

SUBMISSION = re.compile(r"[A-Za-z0-9_-]{8,64}")
MAX_TEXT = 64  # a seat's cards or chips as typed: a few cards, a few bets joined by '+'


def hand_antes(state: TournamentState, table: int, now: float) -> Antes:
    """The ante of the hand dealt now (during a break: the level after it, as for the game) and the table's
    big blind, who posts a big-blind ante."""
    status = state.clock.status(now)
    level = status.blinds if status.blinds is not None else status.next_blinds
    if level is None:
        return Antes()
    at = state.tables.get(table)
    big_blind = at.positions.big_blind if at is not None and at.positions is not None else None
    return Antes(level.ante, level.ante_kind, level.big_blind, big_blind)


def table_hand(state: TournamentState, table: int, now: float, *, tr: Say = english) -> HandEntry:
    """A new hand at ``table`` as a station begins it: the level's game, the table's seats, names and button,
    no cards, no chips (the table must exist)."""
    at = state.tables[table]
    dealt = at.dealt_in()
    seats = [SeatEntry(s, p, state.players[p].label if p is not None else "", in_hand=s in dealt)
             for s, p in enumerate(at.seats, 1)]
    return HandEntry(table_game(state, now), seats, button=at.positions.button if at.positions else None,
                     chip=smallest_chip(state, now), house=state.house, antes=hand_antes(state, table, now), tr=tr)


def smallest_chip(state: TournamentState, now: float) -> int:
    """The smallest chip in play at this level: pots split in whole chips of it."""
    return min(state.structure.chips_at(state.clock.at(now).index) or (1,))


def chip_choices(state: TournamentState, now: float) -> list[int]:
    """The smallest chips a station may choose (every chip of the structure, and the level's)."""
    return sorted(set(state.structure.chips) | {smallest_chip(state, now)})


@dataclass(frozen=True, slots=True)
class TypedSeat:
    """One seat as the tablet sends it: the text typed, and the player the tablet showed there."""

    seat: int
    player: int | None
    cards: str = ""
    chips: str = ""
    folded: bool = False
    all_in: bool = False
    dead: str | None = None


@dataclass(frozen=True, slots=True)
class Options:
    """What the dealer changed of the hand as the table begins it (each None: as the level and the table have it):
    the game (a mixed game, dealer's choice) with its deck and jokers, the button, the smallest chip."""

    game: str | None = None
    deck: int = 52
    jokers: int = 0
    button: int | None = None
    chip: int | None = None


@dataclass(frozen=True, slots=True)
class Typed:
    """The whole hand as the tablet sends it: the seats dealt in, the board, and what the tablet began from."""

    seats: tuple[TypedSeat, ...]
    board: str = ""
    hand: int = 0
    submission: str = ""
    options: Options = Options()


def _bad(what: Text) -> RequestError:
    return RequestError(what, code="bad-request")


def _text(value: object, what: Text) -> str:
    if value is None:
        return ""
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise _bad(Text("{what} is text of {most} characters at most", what=what, most=MAX_TEXT))
    return value


def _whole(value: object, what: Text) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise _bad(Text("{what} is a whole number", what=what))
    return value


def read_typed(data: object) -> Typed:
    """The tablet's JSON, checked field by field (any other shape is refused in words, changing nothing)."""
    if not isinstance(data, Mapping):
        raise _bad(Text("a hand is one JSON object"))
    raw = data.get("seats")
    if not isinstance(raw, list) or len(raw) > 11:
        raise _bad(Text("a hand lists its seats (11 at most)"))
    seats: list[TypedSeat] = []
    for item in raw:
        if not isinstance(item, Mapping):
            raise _bad(Text("each seat of a hand is one JSON object"))
        seat = _whole(item.get("seat"), Text("a seat"))
        player = item.get("player")
        dead = item.get("dead")
        seats.append(TypedSeat(seat, None if player is None else _whole(player, Text("a player")),
                               _text(item.get("cards"), Text("a seat's cards")),
                               _text(item.get("chips"), Text("a seat's chips")),
                               item.get("folded") is True, item.get("all_in") is True,
                               None if dead is None else _text(dead, Text("dead money"))))
    if len({s.seat for s in seats}) != len(seats):
        raise _bad(Text("a hand names each seat once"))
    submission = _text(data.get("submission"), Text("the submission"))
    if submission and not SUBMISSION.fullmatch(submission):
        raise _bad(Text("a submission id is 8 to 64 letters, digits, '-' or '_'"))
    hand = data.get("hand")
    return Typed(tuple(seats), _text(data.get("board"), Text("the board")),
                 0 if hand is None else _whole(hand, Text("the hand number")), submission,
                 read_options(data.get("options")))


def read_options(data: object) -> Options:
    """The hand's options as the tablet sends them (absent: none changed)."""
    if data is None:
        return Options()
    if not isinstance(data, Mapping):
        raise _bad(Text("a hand's options are one JSON object"))
    game, deck, jokers = data.get("game"), data.get("deck"), data.get("jokers")
    button, chip = data.get("button"), data.get("chip")
    if game is not None and game not in GAMES:
        raise _bad(Text("there is no game {game!r} (games: {games})", game=str(game)[:MAX_TEXT],
                        games=", ".join(GAMES)))
    if deck is not None and deck not in DECK_SIZES:
        raise _bad(Text("a deck has {sizes} cards", sizes=", ".join(map(str, DECK_SIZES))))
    if jokers is not None and (_whole(jokers, Text("the jokers")) > MAX_JOKERS):
        raise _bad(Text("a deck has {most} jokers at most", most=MAX_JOKERS))
    return Options(game if isinstance(game, str) else None, deck if isinstance(deck, int) else 52,
                   jokers if isinstance(jokers, int) else 0,
                   None if button is None else _whole(button, Text("the button")),
                   None if chip is None else _whole(chip, Text("the smallest chip")))


@dataclass
class Placed:
    """The hand with the tablet's cards placed: what stops it (a defective deck) and each seat's typing error."""

    hand: HandEntry
    stopped: FloorError | None
    bad: dict[int, FloorError]


def typed_hand(state: TournamentState, table: int, now: float, typed: Typed, *, tr: Say = english) -> Placed:
    """The hand at ``table`` with what the tablet typed, placed as the station places it: the board first, then
    each seat in order; a card entered twice stops the hand (DD-02), a card that is no card marks its seat."""
    if table not in state.tables:
        known = ", ".join(map(str, sorted(state.tables))) or "none yet: draw the seats first"
        raise FloorError(Text("there is no table {table} (tables: {known})", table=table, known=known),
                         code="unknown-table")
    hand = table_hand(state, table, now, tr=tr)
    size = len(state.tables[table].seats)
    chosen = typed.options
    if chosen.game is not None:
        flexible = chosen.game in FLEXIBLE_DECKS
        hand.set_game(chosen.game, deck=chosen.deck if flexible else 52, jokers=chosen.jokers if flexible else 0)
    if chosen.button is not None:
        if not 1 <= chosen.button <= size:
            raise _bad(Text("table {table} has {size} seats: the button cannot be on seat {seat}", table=table,
                            size=size, seat=chosen.button))
        hand.button = chosen.button
    if chosen.chip is not None:
        choices = chip_choices(state, now)
        if chosen.chip not in choices:
            raise _bad(Text("the smallest chip is one of the structure's: {chips}",
                            chips=", ".join(map(str, choices))))
        hand.chip = chosen.chip
    sent = {s.seat: s for s in typed.seats}
    for seat in sent:
        if not 1 <= seat <= size:
            raise _bad(Text("table {table} has {size} seats: there is no seat {seat}", table=table, size=size,
                            seat=seat))
    for entry in hand.seats.values():
        got = sent.get(entry.seat)
        entry.in_hand = got is not None
        if got is not None:
            entry.chips, entry.folded, entry.all_in, entry.dead = got.chips, got.folded, got.all_in, got.dead
    stopped: FloorError | None = None
    bad: dict[int, FloorError] = {}
    for target, text in [(0, typed.board), *((s.seat, s.cards) for s in typed.seats)]:
        if not text.strip() or stopped is not None:
            continue
        try:
            hand.set_cards(target, list(parse_cards(text)))
        except DefectiveDeckError as err:
            stopped = err
        except FloorError as err:
            bad[target] = err
    return Placed(hand, stopped, bad)


@dataclass(frozen=True, slots=True)
class Words:
    """How a front end says things: its texts (``tr``), a rules-core refusal, a number, and its language."""

    tr: Say
    spoken: Spoken
    number: Number
    language: str


def live_result(state: TournamentState, table: int, now: float, typed: Typed, words: Words) -> dict[str, Any]:
    """What the tablet shows as the dealer types: the reading of the hand (status, pushes, pots, notes, hands),
    each seat's typing error and stack flag, and whether Confirm may be pressed."""
    placed = typed_hand(state, table, now, typed, tr=words.tr)
    hand = placed.hand
    names = {s.seat: s.name for s in hand.seats.values()}
    if placed.stopped is not None:
        reading: Reading = read_stop(placed.stopped, tr=words.tr, spoken=words.spoken)
        settled = False
    else:
        outcome = hand.outcome()
        reading = read_outcome(outcome, hand.game, names, tr=words.tr, spoken=words.spoken, number=words.number,
                               language=words.language)
        settled = outcome.settled
    flags = {} if placed.stopped is not None or placed.bad else stack_flags(state, hand)
    return {"reading": codec.write(reading), "settled": settled and not placed.bad and not flags,
            "stopped": placed.stopped is not None,
            "procedure": placed.stopped.procedure if placed.stopped is not None else None,
            "ruling": None if placed.stopped is None else ruling_words(state, placed, words),
            "bad": {str(seat): words.spoken(err.message) for seat, err in placed.bad.items()},
            "flags": {str(seat): words.spoken(text) for seat, text in flags.items()}}


def ruling_words(state: TournamentState, placed: Placed, words: Words) -> dict[str, Any]:
    """The floor's ruling on the hand a defective deck stopped, as the tablet shows it before the floor confirms
    it (the station's words: the row and its ruling, then what it comes to at this table), or why there is none."""
    assert placed.stopped is not None
    try:
        decision = defect_decision(state, placed.stopped, game=placed.hand.game_name,
                                   contributions=placed.hand.contributions())
    except FloorError as err:  # (a RulingGap: the floor decides, TDA rule 1)
        return {"row": None, "lines": [words.spoken(err.message)]}
    head = f"{decision.row_id}: {decision.words(words.language).ruling}"
    return {"row": decision.row_id, "lines": [head, *map(words.spoken, decision.outcome.lines)]}


def seating_seen(typed: Typed) -> dict[int, int]:
    """The seat -> player the tablet showed, for the seats it dealt in."""
    return {s.seat: s.player for s in typed.seats if s.player is not None}


@dataclass(frozen=True, slots=True)
class Confirmed:
    """What a tablet is told of its Confirm: the hand recorded (now, or already by an earlier sending of the same
    submission, ``again``), its event's number, the next button, and who went all in and won nothing."""

    hand: int
    seq: int
    button: int | None
    offered: tuple[str, ...] = ()
    again: bool = False


def confirm_once(desk: Desk, table: int, typed: Typed, log: Sequence[Event]) -> Confirmed:
    """The tablet's hand recorded exactly once whatever the retries: a submission already recorded (the answer was
    lost on the way) is answered as it was, not recorded again; ``log`` is the tournament's events as read."""
    if not typed.submission or not typed.hand:
        raise RequestError(Text("a hand sent for recording names its hand number and its submission id"),
                           code="bad-request")
    state = desk.state()
    if state.hands.get(table, 0) >= typed.hand:  # (else no hand this entry was made for is recorded yet)
        before = earlier_entry(log, table, typed.submission)
        if before is not None:
            at = state.tables.get(table)
            button = at.positions.button if at is not None and at.positions is not None else None
            return Confirmed(before.body(HandRecorded).hand, before.seq, button, again=True)
    done = record_typed(desk, table, typed)
    return Confirmed(done.hand, done.event.seq, done.button, tuple(o.name for o in done.offered))


def record_typed(desk: Desk, table: int, typed: Typed) -> Recorded:
    """The tablet's hand recorded and the button moved, in one transaction, checked against the tournament as it
    stands then: the hand number and the seating the tablet began from (refused in words if either moved on), then
    every check the station's Confirm has."""
    state, now = desk.state(), desk.now()
    placed = typed_hand(state, table, now, typed)
    if placed.stopped is not None:
        raise placed.stopped
    for err in placed.bad.values():
        raise err
    hand = placed.hand
    in_hand = hand.in_hand()
    all_in: Sequence[int] = [s.seat for s in in_hand if s.all_in]
    players = {s.seat: s.player for s in in_hand if s.player is not None}
    entry = Entry(typed.hand, typed.submission, seating_seen(typed))
    return record_hand(desk, table, hand.request(), all_in=all_in, players=players, entry=entry)


@dataclass(frozen=True, slots=True)
class Voided:
    """What a tablet is told when the floor voided its hand: the hand, its event's number, the ruling's row, what
    each seat gets back, and whether an earlier sending had voided it already (``again``)."""

    hand: int
    seq: int
    row: str
    refunds: Mapping[int, int]
    again: bool = False

    def words(self, words: Words) -> str:
        return void_text(self.row, self.refunds, tr=words.tr, number=words.number)


def void_once(desk: Desk, table: int, typed: Typed, log: Sequence[Event]) -> Voided:
    """The floor's ruling on a hand a defective deck stopped (DD-02, DD-07), confirmed at the tablet, recorded with
    the void hand (DD-05: each seat gets back what it put in) in one transaction, once whatever the retries; only
    for the hand and the seating the tablet began from. A hand nothing stops is refused: only the deck voids it."""
    if not typed.submission or not typed.hand:
        raise RequestError(Text("a hand sent to be voided names its hand number and its submission id"),
                           code="bad-request")
    state = desk.state()
    if (before := earlier_entry(log, table, typed.submission, HandVoided)) is not None:
        body = before.body(HandVoided)
        return Voided(body.hand, before.seq, body.ruling, body.refunds, again=True)
    placed = typed_hand(state, table, desk.now(), typed)
    if placed.stopped is None:
        raise FloorError(Text("nothing stops this hand: only a defective deck (a card entered twice, a joker not "
                              "played) voids it; record it, or call the floor"), code="not-defective")
    paid = placed.hand.contributions()
    decision = defect_decision(state, placed.stopped, game=placed.hand.game_name, contributions=paid)
    cards = {str(seat): " ".join(str(c) for c in entry.cards) for seat, entry in placed.hand.seats.items()
             if entry.cards}
    entry = Entry(typed.hand, typed.submission, seating_seen(typed))
    done = void_hand(desk, table, decision, paid, cards=cards, reason=str(placed.stopped.message),
                     entry=entry)  # (the history keeps the rules core's words)
    event = done.events[-1]
    body = event.body(HandVoided)
    return Voided(body.hand, event.seq, body.ruling, body.refunds)



@dataclass(frozen=True, slots=True)
class DeckSeen:
    """A deck check as the tablet sends it: what the dealer found, when (between hands, HS0, or during the hand,
    HS4, when what each seat put in so far decides the refund), and whether the floor records the ruling."""

    report: DeckReport
    hs: str = BETWEEN_HANDS
    record: bool = False
    hand: Typed | None = None


def _count(value: object, what: Text, *, empty: int | None = 0) -> int | None:
    if value is None or value == "":
        return empty
    return _whole(value, what)


def read_deck(data: object, game: str) -> DeckSeen:
    """The tablet's deck check, field by field (``game``: the hand's, when the tablet names none)."""
    if not isinstance(data, Mapping):
        raise _bad(Text("a deck check is one JSON object"))
    chosen = data.get("game", game)
    if chosen not in GAMES:
        raise _bad(Text("there is no game {game!r} (games: {games})", game=str(chosen)[:MAX_TEXT],
                        games=", ".join(GAMES)))
    raw = data.get("duplicates") or []
    if not isinstance(raw, list) or len(raw) > 54 or not all(isinstance(c, str) and len(c) <= 8 for c in raw):
        raise _bad(Text("the cards found twice are a list of cards"))
    found: list[str] = []
    for text in raw:
        for card in parse_cards(text):
            if card.is_joker:
                raise _bad(Text("a joker is not a card found twice: count it under the jokers found"))
            if str(card) not in found:
                found.append(str(card))
    hs = data.get("hs", BETWEEN_HANDS)
    if hs not in (BETWEEN_HANDS, IN_HAND):
        raise _bad(Text("a deck is checked between hands (HS0) or during the hand (HS4)"))
    report = DeckReport(str(chosen), counted=_count(data.get("counted"), Text("the cards counted"), empty=None),
                        duplicates=tuple(found),
                        different_backs=_count(data.get("different_backs"), Text("the cards with another back")) or 0,
                        marked=_count(data.get("marked"), Text("the marked cards")) or 0,
                        jokers=_count(data.get("jokers"), Text("the jokers found")) or 0,
                        deliberate=data.get("deliberate") is True)
    hand = data.get("hand")
    return DeckSeen(report, str(hs), data.get("record") is True, None if hand is None else read_typed(hand))


def deck_check(desk: Desk, table: int, data: object, words: Words) -> dict[str, Any]:
    """Floor's verdict on the deck the dealer checked (DD-01 to DD-04, DD-07; the game the level plays unless the
    tablet names one), in words; with ``record``, the ruling recorded for the table (as the station's "Record the
    ruling")."""
    seen = read_deck(data, table_game(desk.state(), desk.now()))
    paid: dict[int, int] = {}
    if seen.hs == IN_HAND and seen.hand is not None:
        paid = typed_hand(desk.state(), table, desk.now(), seen.hand).hand.contributions()
    verdict = deck_verdict(desk, seen.report, hs=seen.hs, contributions=paid)
    recorded = None
    if seen.record:
        if verdict.decision is None:
            raise FloorError(Text("the deck is complete: there is no ruling to record"), code="no-ruling")
        recorded = record_deck_ruling(desk, table, verdict.decision).seq
    decision = verdict.decision
    ruling = None
    if decision is not None:
        said = decision.words(words.language)
        ruling = {"row": decision.row_id, "title": said.title, "ruling": said.ruling}
    return {"defective": verdict.defective,
            "findings": [[row, words.spoken(found)] for row, found in verdict.findings],
            "action": " ".join(map(words.spoken, verdict.action_lines)), "ruling": ruling, "recorded": recorded}
