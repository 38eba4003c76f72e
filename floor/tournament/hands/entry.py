"""The hand the dealer is entering: cards by seat and on the board, chips, dead money, folds, what is missing.

No widgets and no Qt here: the words come from the ``tr`` a front end hands in (:data:`Say`; the dealer station
passes its desktop's language, the room service the tablet's, :func:`english` is the default), so the Qt station
and the web tablet build the same request and say the same "what is missing". The hand turns into the showdown
request of the README ("The showdown contract") and
:func:`floor.core.showdown.showdown` answers it. A card is checked against the game's deck by
:func:`floor.core.checks.check_deck` as soon as it is entered, so a card entered twice raises the
defective-deck ruling (DD-02) with the seats it was entered at. What is missing is only counted here
(the game's number of hole and board cards, a chip count per live seat); whether the complete hand can
be settled is the showdown's answer, refusal included.

One rule is applied here, because the request needs it and nothing else fills it in: each seat's
``dead`` money, from the level's antes (:class:`Antes`, BT-13), unless the dealer corrected it.
What a seat's known stack says cannot have happened (:func:`stack_flags`) is the recording's own check
(:func:`floor.tournament.hands.record.stack_problems`), asked as the chips are typed, so the dealer corrects them
before Confirm.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from floor.core.cards import Card
from floor.core.checks import check_deck
from floor.core.errors import FloorError, Text
from floor.core.games import Game, get_game
from floor.core.showdown import SeatHands, SeatRequest, ShowdownRequest, ShowdownResult, showdown
from floor.tournament.hands.record import stack_problems
from floor.tournament.state import TournamentState

Say = Callable[..., str]
"""A text in some language: ``tr(context, source, **values)``, the translation of ``source`` (English) in
``context`` with its ``{placeholders}`` filled. Every call names its context and source as literals, so that
``scripts/translations.py`` finds the text for the catalogs."""


def english(context: str, source: str, **values: object) -> str:
    """:data:`Say` in English: the source itself, its placeholders filled."""
    del context
    return source.format(**values) if values else source

BOARD = 0  # where a card goes: a seat number, or BOARD for the community cards
FLEXIBLE_DECKS = ("stud5", "draw5")  # the games dealt from a 52, 36 or 32-card deck, with jokers or not
DECK_SIZES = (52, 36, 32)  # the decks a flexible game is dealt from
MAX_JOKERS = 2
_AMOUNT = re.compile(r"\d[\d,_ ]*")


@dataclass
class SeatEntry:
    """One seat as the dealer entered it; ``chips`` is the text typed ("1200", or bets per street "200+400");
    ``dead`` the dead money the dealer typed, None while it follows the level (:meth:`HandEntry.dead`);
    ``seating`` the seating's player and name when the dealer seated another player for this hand."""

    seat: int
    player: int | None
    name: str
    in_hand: bool = True
    cards: list[Card] = field(default_factory=list)
    chips: str = ""
    folded: bool = False
    all_in: bool = False
    dead: str | None = None
    seating: tuple[int | None, str] | None = None


@dataclass(frozen=True)
class Antes:
    """The level's ante for this hand and who posts it: where the dead money in the seats' chips comes from.

    ``kind`` is the level's ``ante_kind``: "none"; "ante", every seat dealt in posts ``ante``; "big-blind",
    the seat ``big_blind_seat`` posts one ante for the table on top of its ``big_blind``. A dead small blind
    (the small blind on an empty seat) is nobody's chips, so it has no place here.
    """

    ante: int = 0
    kind: str = "none"
    big_blind: int = 0
    big_blind_seat: int | None = None

    def dead(self, seat: int, contributed: int | None) -> int:
        """The dead money in ``seat``'s chips; before its chips are typed, the ante it posts.

        A classic ante is dead up to the seat's chips. A big-blind ante (BT-13, TDA RP-11): the big blind is
        posted first and the ante from what is left, so the dead part is what the seat put in above the
        blind, up to the ante; a big blind all in for the blind or less posted no ante.

        >>> bba = Antes(200, "big-blind", big_blind=200, big_blind_seat=3)
        >>> [bba.dead(3, chips) for chips in (150, 200, 300, 400, 1800)], bba.dead(4, 1800)
        ([0, 0, 100, 200, 200], 0)
        >>> [Antes(75, "ante").dead(5, chips) for chips in (None, 50, 475)]
        [75, 50, 75]
        """
        if self.kind == "ante":
            return self.ante if contributed is None else min(self.ante, contributed)
        if self.kind == "big-blind" and seat == self.big_blind_seat:
            return self.ante if contributed is None else min(self.ante, max(0, contributed - self.big_blind))
        return 0


@dataclass(frozen=True)
class Outcome:
    """What the window shows: the showdown's answer (hands only while chips are missing), the hands
    named so far, what is still to enter, and a refusal from the rules core."""

    result: ShowdownResult | None = None
    hands: Mapping[int, SeatHands] = field(default_factory=dict)
    missing: tuple[str, ...] = ()
    refusal: FloorError | None = None

    @property
    def settled(self) -> bool:
        """Pots and pushes are known: the hand can be recorded."""
        return self.result is not None and "payouts" in self.result and not self.missing


def dead_amount(text: str | None, seat: int, *, tr: Say = english) -> int | None:
    """The dead money the dealer typed for a seat (one amount); None when the seat follows the level."""
    if text is None or not text.strip():
        return None
    if not _AMOUNT.fullmatch(text.strip()):
        raise FloorError(tr("HandEntry", "seat {seat}: dead money '{text}' is not a number of chips (type 200, or 0)",
                            seat=seat, text=text.strip()), code="bad-number", seat=seat)
    return int(re.sub(r"[,_ ]", "", text))


def chips_total(text: str, seat: int, *, tr: Say = english) -> int | None:
    """The chips typed for a seat: a total, or bets per street joined by '+'; None when nothing was typed."""
    if not text.strip():
        return None
    total = 0
    for part in text.split("+"):
        part = part.strip()
        if not part:
            continue
        if part.lstrip().startswith(("-", "−", "–")):  # "-500": a chip count is never negative
            raise FloorError(tr("HandEntry", "seat {seat}: {text} is negative: type the chips the seat put in (1200, "
                                "or 200+400+600)", seat=seat, text=part), code="bad-number", seat=seat)
        if not _AMOUNT.fullmatch(part):
            raise FloorError(tr("HandEntry", "seat {seat}: '{text}' is not a number of chips (type 1200, or "
                                "200+400+600)", seat=seat, text=part), code="bad-number", seat=seat)
        total += int(re.sub(r"[,_ ]", "", part))
    return total


def stack_flags(state: TournamentState, hand: HandEntry) -> dict[int, Text]:
    """By seat, what its player's known stack says cannot have happened: more chips put in than it has, or all in
    with chips left behind. Only chips already typed are checked, and only players still in who were ever counted."""
    seats, players, all_in = [], {}, []
    for entry in hand.in_hand():
        try:
            put = chips_total(entry.chips, entry.seat, tr=hand.tr)
        except FloorError:
            continue
        known = state.players.get(entry.player) if entry.player is not None else None
        if put is None or known is None or not known.playing:  # one out by now: Confirm says so in its words
            continue
        seats.append({"seat": entry.seat, "contributed": put})
        players[entry.seat] = entry.player
        if entry.all_in:
            all_in.append(entry.seat)
    return stack_problems(state, {"seats": seats}, players, all_in)


class HandEntry:
    """The cards, chips and options of one hand at a table, as the dealer corrects them."""

    def __init__(self, game: str, seats: list[SeatEntry], *, button: int | None, chip: int,
                 house: Mapping[str, object] | None = None, deck: int = 52, jokers: int = 0,
                 antes: Antes | None = None, tr: Say = english) -> None:
        self.tr = tr  # the words of what is missing and of a bad chip count, in the front end's language
        self.seats = {s.seat: s for s in seats}
        self.antes = antes or Antes()
        self.board: list[Card] = []
        self.button = button
        self.chip = chip
        self.house = dict(house or {})
        self.entered: list[int] = []  # where each card went, in the order entered
        self.game_name = game
        self.deck_size = deck
        self.jokers = jokers
        self.game: Game = self._game()

    # -- the options ------------------------------------------------------------------------
    def _game(self) -> Game:
        if self.game_name in FLEXIBLE_DECKS:
            return get_game(self.game_name, deck=self.deck_size, jokers=self.jokers)
        return get_game(self.game_name)

    def set_game(self, name: str, *, deck: int = 52, jokers: int = 0) -> None:
        self.game_name, self.deck_size, self.jokers = name, deck, jokers
        self.game = self._game()

    # -- the cards --------------------------------------------------------------------------
    def cards_at(self, target: int) -> list[Card]:
        return self.board if target == BOARD else self.seats[target].cards

    def placed(self) -> list[tuple[int | None, list[Card]]]:
        """Every card entered, by place (None for the board), for the deck check."""
        return [(None, self.board), *((s.seat, s.cards) for s in self.seats.values() if s.in_hand)]

    def used(self) -> list[Card]:
        return [c for _, cards in self.placed() for c in cards]

    def set_cards(self, target: int, cards: list[Card]) -> None:
        """The cards at ``target`` are now ``cards``; a card already entered elsewhere raises DD-02."""
        before = list(self.cards_at(target))
        check_deck(self.game, [(p, cs) for p, cs in self.placed() if p != (None if target == BOARD else target)]
                   + [(None if target == BOARD else target, cards)])
        self.cards_at(target)[:] = cards
        kept = 0
        while kept < min(len(before), len(cards)) and before[kept] == cards[kept]:
            kept += 1
        for _ in range(len(before) - kept):  # cards taken off this place leave the order of entry
            self._forget(target)
        self.entered.extend([target] * (len(cards) - kept))

    def place(self, target: int, card: Card) -> None:
        self.set_cards(target, [*self.cards_at(target), card])

    def remove_last(self, target: int) -> Card | None:
        cards = self.cards_at(target)
        if not cards:
            return None
        self._forget(target)
        return cards.pop()

    def last_place(self) -> int | None:
        """Where the last card still entered went (a seat, or BOARD); None when no card is entered."""
        return next((t for t in reversed(self.entered) if self.cards_at(t)), None)

    def _forget(self, target: int) -> None:
        for i in range(len(self.entered) - 1, -1, -1):
            if self.entered[i] == target:
                del self.entered[i]
                return

    # -- the request ------------------------------------------------------------------------
    def in_hand(self) -> list[SeatEntry]:
        return [s for s in sorted(self.seats.values(), key=lambda s: s.seat) if s.in_hand]

    # -- the dead money ---------------------------------------------------------------------
    def contributions(self) -> dict[int, int]:
        """What each seat in the hand put in, as typed (nothing typed, or chips that cannot be read: nothing): what
        a hand voided by a defective deck gives back (DD-05)."""
        out = {}
        for entry in self.in_hand():
            try:
                out[entry.seat] = chips_total(entry.chips, entry.seat, tr=self.tr) or 0
            except FloorError:
                out[entry.seat] = 0
        return out

    def level_dead(self) -> dict[int, int]:
        """The dead money the level puts in each seat of the hand (:meth:`Antes.dead`), corrections aside.

        One exception, for classic antes: a seat still in the hand that is all in for the ante or less
        (SR-09) would be eligible for no pot if its whole contribution were dead (dead money sets no pot
        level). Every seat matched the ante, so the antes are then left live, and the pots are built from
        the contributions alone, exactly as PT-03 and PT-04 build them.
        """
        contributed = {}
        for s in self.in_hand():
            try:
                contributed[s.seat] = chips_total(s.chips, s.seat, tr=self.tr)
            except FloorError:
                contributed[s.seat] = None
        a = self.antes
        if a.kind == "ante" and any(not s.folded and (c := contributed[s.seat]) is not None and c <= a.ante
                                    for s in self.in_hand()):
            return dict.fromkeys(contributed, 0)
        return {seat: a.dead(seat, c) for seat, c in contributed.items()}

    def dead(self, seat: int, level: Mapping[int, int] | None = None) -> int:
        """The seat's dead money: what the dealer typed, or the level's (``level``: :meth:`level_dead`)."""
        typed = dead_amount(self.seats[seat].dead, seat, tr=self.tr)
        if typed is not None:
            return typed
        return (self.level_dead() if level is None else level).get(seat, 0)

    def request(self, *, with_chips: bool = True) -> ShowdownRequest:
        """The showdown request (README, "The showdown contract") for the hand as entered; ``dead`` is
        written when a seat has any."""
        seats: list[SeatRequest] = []
        level = self.level_dead() if with_chips else {}
        for s in self.in_hand():
            entry: SeatRequest = {"seat": s.seat, "cards": [str(c) for c in s.cards]}
            if s.folded:
                entry["folded"] = True
            if with_chips:
                entry["contributed"] = chips_total(s.chips, s.seat, tr=self.tr) or 0
                dead = self.dead(s.seat, level)
                if dead:
                    entry["dead"] = dead
            seats.append(entry)
        request: ShowdownRequest = {"game": self.game_name, "board": [str(c) for c in self.board], "chip": self.chip,
                                    "house": dict(self.house), "seats": seats}
        if self.button is not None:
            request["button"] = self.button
        if self.game_name in FLEXIBLE_DECKS:
            request["deck"] = str(self.deck_size)
            request["jokers"] = self.jokers
        return request

    def missing(self) -> tuple[list[str], list[str]]:
        """What is still to enter: (cards, chips), in words."""
        live = [s for s in self.in_hand() if not s.folded]
        cards: list[str] = []
        chips: list[str] = []
        if len(live) > 1:  # a contested hand: every live seat shows all its cards, the board is complete
            if self.game.board and len(self.board) != self.game.board:
                cards.append(self.tr("HandEntry", "the board ({entered} of {needed} cards)",
                                     entered=len(self.board), needed=self.game.board))
            for s in live:
                if len(s.cards) != self.game.hole:
                    cards.append(self.tr("HandEntry", "seat {seat} ({entered} of {needed} cards)", seat=s.seat,
                                         entered=len(s.cards), needed=self.game.hole))
        unknown = [s.seat for s in live if chips_total(s.chips, s.seat, tr=self.tr) is None]
        if unknown:
            seats = ", ".join(map(str, unknown))
            chips.append(self.tr("HandEntry", "the chips of seat {seat}", seat=seats) if len(unknown) == 1
                         else self.tr("HandEntry", "the chips of seats {seats}", seats=seats))
        return cards, chips

    def outcome(self) -> Outcome:
        """Settle the hand if it is complete; otherwise name what is missing and the hands complete so far."""
        live = [s for s in self.in_hand() if not s.folded]
        if not live:
            return Outcome(missing=(self.tr("HandEntry",
                                            "a seat still in the hand (every seat is folded or out)"),))
        try:
            cards, chips = self.missing()
        except FloorError as err:
            return Outcome(refusal=err)
        if cards:
            return Outcome(hands=self._partial_hands(live), missing=(*cards, *chips))
        try:
            result = showdown(self.request(with_chips=not chips))
        except FloorError as err:
            return Outcome(hands=self._partial_hands(live), missing=tuple(chips), refusal=err)
        return Outcome(result=result, hands={h["seat"]: h for h in result["hands"]}, missing=tuple(chips))

    def _partial_hands(self, live: list[SeatEntry]) -> dict[int, SeatHands]:
        """Each live seat whose cards are all in (and a flop on the board), named on its own by the showdown."""
        if self.game.board and len(self.board) < 3:
            return {}
        board = [str(c) for c in self.board]
        hands: dict[int, SeatHands] = {}
        for s in live:
            if len(s.cards) != self.game.hole:
                continue
            request: dict[str, Any] = {"game": self.game_name, "board": board, "house": dict(self.house),
                       "seats": [{"seat": s.seat, "cards": [str(c) for c in s.cards]}]}
            if self.game_name in FLEXIBLE_DECKS:
                request.update(deck=str(self.deck_size), jokers=self.jokers)
            try:
                found = showdown(request)["hands"]
            except FloorError:
                continue
            if found:
                hands[s.seat] = found[0]
        return hands
