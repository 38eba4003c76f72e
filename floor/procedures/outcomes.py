"""The concrete outcome of a ruling: the row's words (§0.7) applied to the facts Floor holds.

``refund_all`` becomes each seat's refund of exactly what it put in; ``carryover(exploiter)`` the
exploiter's chips carried to the next deal and the seats eligible for them; ``collect_all_and_redeal``
the re-deal with its button and blinds; ``kill_hand(seat)`` the dead hand. Where a fact is missing
the outcome says what it would be in words, and what to enter to see the numbers.

>>> from floor.procedures.rulebook import Outcome
>>> from floor.procedures.conditions import Word
>>> words = Outcome(chips=(Word("refund_all"), Word("carryover", "exploiter")))
>>> s = Situation(hs="HS4", found="marked_cards", exploiter=2, contributions={1: 100, 2: 400, 3: 100})
>>> result = apply(words, s, {})
>>> dict(result.refunds), result.carryover.amount, result.carryover.eligible
({1: 100, 3: 100}, 400, (1, 3))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from floor.core.games import BOARD, get_game
from floor.procedures.conditions import Word
from floor.procedures.rulebook import Outcome
from floor.procedures.situations import Situation

_PHRASES = {
    "continue": "Play goes on.",
    "replace_card": "Replace the card.",
    "replace_deck": "Replace the deck.",
    "scrap_card": "Treat the card as a blank: set it aside and deal the next card in its place.",
    "reshuffle_stub_facedown": "Shuffle the stub face down before dealing on.",
    "replace_after_hand": "Replace the card, or the deck, after the hand.",
    "remove_spectator": "Remove the spectator from the area.",
    "move_behind_rail": "Move the spectators behind the rail.",
    "floor_decides": "The floor decides (TDA R1).",
    "move": "Move the player.",
    "replay_exact": "Exact replay: the same button, the same limits, nobody new dealt in.",
}


def _chips(amount: int) -> str:
    return f"{amount:,}"


def _seats(seats: Iterable[int]) -> str:
    listed = [str(s) for s in seats]
    if not listed:
        return "none"
    return listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " and " + listed[-1]


@dataclass(frozen=True, slots=True)
class Redeal:
    """A hand dealt again: where the button and blinds are, and who is dealt in."""

    same_button: bool
    button: int | None = None
    small_blind: int | None = None
    big_blind: int | None = None
    seats: tuple[int, ...] = ()
    killed: tuple[int, ...] = ()  # seats on penalty: dealt in, hand killed (MD-08)

    def to_dict(self) -> dict[str, Any]:
        return {"same_button": self.same_button, "button": self.button, "small_blind": self.small_blind,
                "big_blind": self.big_blind, "seats": list(self.seats), "killed": list(self.killed)}


@dataclass(frozen=True, slots=True)
class Carryover:
    """Chips carried to the next deal (DD-08) and the only seats that may win them (DD-09)."""

    amount: int | None
    eligible: tuple[int, ...]
    from_seat: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"amount": self.amount, "eligible": list(self.eligible), "from_seat": self.from_seat}


@dataclass(frozen=True, slots=True)
class Penalty:
    seat: int | None
    missed_hands: int | None = None
    starts: str = "after the current hand"

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "missed_hands": self.missed_hands, "starts": self.starts}


def _frozen(d: Mapping[int, int] | None = None) -> Mapping[int, int]:
    return MappingProxyType(dict(d or {}))


@dataclass(frozen=True, slots=True)
class Proposal:
    """The concrete outcome: the words, and what they come to at this table."""

    words: Outcome
    lines: tuple[str, ...]
    refunds: Mapping[int, int] = field(default_factory=_frozen)
    returned: Mapping[int, int] = field(default_factory=_frozen)
    awards: Mapping[int, int] = field(default_factory=_frozen)
    award_seats: tuple[int, ...] = ()  # who may win an amount the showdown divides (DD-09)
    carryover: Carryover | None = None
    redeal: Redeal | None = None
    dead_hands: tuple[int, ...] = ()
    live_hands: tuple[int, ...] = ()
    shown: tuple[int, ...] = ()
    removed_from_play: int | None = None
    penalties: tuple[Penalty, ...] = ()
    disqualified: tuple[int, ...] = ()
    void_hand: bool = False

    def to_dict(self) -> dict[str, Any]:
        def seats(m: Mapping[int, int]) -> dict[str, int]:
            return {str(k): v for k, v in m.items()}
        return {**self.words.to_dict(), "lines": list(self.lines), "refunds": seats(self.refunds),
                "returned": seats(self.returned), "awards": seats(self.awards), "award_seats": list(self.award_seats),
                "carryover": self.carryover.to_dict() if self.carryover else None,
                "redeal": self.redeal.to_dict() if self.redeal else None, "dead_hands": list(self.dead_hands),
                "live_hands": list(self.live_hands), "shown": list(self.shown),
                "removed_from_play": self.removed_from_play, "penalties": [p.to_dict() for p in self.penalties],
                "disqualified": list(self.disqualified), "void_hand": self.void_hand}


class _Builder:
    """Applies the words one by one, collecting the amounts and the plain-word lines."""

    def __init__(self, words: Outcome, s: Situation, house: Mapping[str, object]) -> None:
        self.s, self.house, self.words = s, house, words
        self.lines: list[str] = []
        self.out: dict[str, Any] = {}
        self.c = dict(s.contributions)

    def party(self, word: Word) -> tuple[int, ...]:
        s = self.s
        if word.party == "exploiter":
            return () if s.exploiter is None else (s.exploiter,)
        if word.party == "losers":
            if s.live is None or s.winners is None:
                return ()
            return tuple(x for x in s.live if x not in s.winners)
        if word.party == "live":
            return s.live or ()
        if word.party == "eligible":
            return tuple(x for x in (s.eligible or ()) if s.live is None or x in s.live)
        return () if s.seat is None else (s.seat,)

    def who(self, word: Word) -> str:
        seats = self.party(word)
        if seats:
            return ("seat " if len(seats) == 1 else "seats ") + _seats(seats)
        return {"seat": "the seat concerned", "exploiter": "the exploiter", "losers": "every losing hand",
                "live": "every live hand", "eligible": "the eligible seats",
                "spectator": "the spectator"}.get(word.party or "", "the seat concerned")

    def uncalled(self, seat: int) -> int | None:
        if seat not in self.c:
            return None
        others = [v for k, v in self.c.items() if k != seat]
        return max(0, self.c[seat] - max(others, default=0))

    # -- the words that need the facts -----------------------------------------------------------------
    def collect_all_and_redeal(self, word: Word) -> None:
        s = self.s
        same = self.words.has("replay_exact") or self.house.get("void_hand_button", "replay") == "replay"
        self.out["redeal"] = Redeal(same, s.button, s.small_blind, s.big_blind, s.dealt_in, s.on_penalty)
        if same and s.button is not None:
            blinds = [f"{name} on seat {seat}" for name, seat in (("small blind", s.small_blind),
                                                                  ("big blind", s.big_blind)) if seat is not None]
            where = f": the button stays on seat {s.button}" + (", " + " and ".join(blinds) if blinds else "")
        elif same:
            where = ": the same button and blinds"
        else:
            where = ": the button moves on as after a played hand (void_hand_button = advance)"
        self.lines.append(f"Collect every card and deal again{where}.")
        if s.on_penalty:
            self.lines.append(f"Seats {_seats(s.on_penalty)} are on penalty: dealt in, their hands killed; "
                              "the two deals count as one hand.")

    def refund_all(self, word: Word) -> None:
        keep = self.s.exploiter if self._carries_exploiter() else None
        self.out["void_hand"] = True
        if not self.c:
            self.lines.append("Every player gets back exactly what he put in this hand "
                              "(enter each seat's contributions to see the amounts).")
            return
        refunds = {seat: amount for seat, amount in self.c.items() if seat != keep and amount > 0}
        self.out["refunds"] = _frozen(refunds)
        self.lines += [f"Seat {seat} gets back {_chips(amount)}." for seat, amount in refunds.items()]

    def _carries_exploiter(self) -> bool:
        return any(w.name == "carryover" and w.party == "exploiter" for w in self.words.chips)

    def carryover(self, word: Word) -> None:
        s = self.s
        if word.party == "exploiter":
            amount = self.c.get(s.exploiter) if s.exploiter is not None and self.c else None
            eligible = tuple(x for x in s.dealt_in if x != s.exploiter)
            self.out["carryover"] = Carryover(amount, eligible, s.exploiter)
            what = f"{_chips(amount)} chips" if amount is not None else "everything he put in this hand"
            self.lines.append(f"{self.who(word).capitalize()} loses any claim: {what} carried to the next deal; "
                              f"only seats {_seats(eligible) if eligible else '(enter dealt_in)'} may win it.")
        else:
            self.out["carryover"] = Carryover(s.carryover, s.eligible or ())
            what = _chips(s.carryover) if s.carryover is not None else "The carryover"
            self.lines.append(f"{what} rolls to the next deal; only seats {_seats(s.eligible or ())} may win it.")

    def award(self, word: Word) -> None:
        s = self.s
        if word.party == "eligible":
            seats = self.party(word)
            self.out["award_seats"] = seats
            if s.carryover is not None and len(seats) == 1:
                self.out["awards"] = _frozen({seats[0]: s.carryover})
            amount = f"the carryover of {_chips(s.carryover)}" if s.carryover is not None else "the carryover"
            if len(seats) == 1:
                self.lines.append(f"Seat {seats[0]}, the only eligible player still live, takes {amount}.")
            else:
                self.lines.append(f"The best hand among seats {_seats(seats)} takes {amount}.")
            return
        if s.seat is None or not self.c:
            self.lines.append(f"{self.who(word).capitalize()} takes the pot.")
            return
        pot = sum(self.c.values()) - (self.uncalled(s.seat) or 0)
        self.out["awards"] = _frozen({s.seat: pot})
        self.lines.append(f"Seat {s.seat} takes the pot of {_chips(pot)} without showing.")

    def return_uncalled(self, word: Word) -> None:
        seat = self.s.seat
        amount = None if seat is None else self.uncalled(seat)
        if seat is None or amount is None:
            self.lines.append(f"Any uncalled part of the bet goes back to {self.who(word)}.")
        elif amount:
            self.out["returned"] = _frozen({seat: amount})
            self.lines.append(f"Seat {seat} gets back {_chips(amount)} that nobody called.")

    def kill_hand(self, word: Word) -> None:
        seats = self.party(word)
        self.out["dead_hands"] = seats
        self.lines.append(f"The hand of {self.who(word)} is dead." if word.party != "losers" or seats
                          else "Kill every losing hand.")

    def keep_live(self, word: Word) -> None:
        self.out["live_hands"] = self.party(word)
        self.lines.append(f"The hand of {self.who(word)} stays live.")

    def table_all(self, word: Word) -> None:
        self.out["shown"] = self.party(word)
        if word.party == "live":
            self.lines.append(f"Table {self.who(word)} now.")
            return
        cards = f"all {get_game(self.s.game).hole} of his cards" if self.s.game else "all his cards"
        self.lines.append(f"{self.who(word).capitalize()} must table {cards}, face up and readable.")

    def show_in_order(self, word: Word) -> None:
        s = self.s
        live = s.live or ()
        first = s.last_aggressor
        why = "the last aggressor"
        if first is None and s.button is not None and live and s.game and get_game(s.game).family == BOARD:
            first = next((x for x in sorted(live) if x > s.button), min(live))
            why = "the first live seat left of the button"
        if first is None:
            self.lines.append("The last bettor or raiser shows first; with no bet, the first player to act.")
            return
        size = max((*live, first)) + 1
        order = sorted(set(live) | {first}, key=lambda x: (x - first) % size)
        self.out["shown"] = tuple(order)
        self.lines.append(f"Seat {first} ({why}) shows first; then seats {_seats(order[1:])}, clockwise."
                          if len(order) > 1 else f"Seat {first} ({why}) shows first.")

    def show_hand(self, word: Word) -> None:
        s = self.s
        if s.last_aggressor is not None and s.river_caller:
            self.lines.append(f"Seat {s.last_aggressor} (the last aggressor) shows his hand.")
        else:
            self.lines.append("The hand asked for is shown.")

    def penalty(self, word: Word) -> None:
        s = self.s
        seats = self.party(word) or (None,)
        hands = s.players_seated * s.rounds if s.players_seated is not None and s.rounds is not None else None
        starts = "after the current hand" if 2 <= s.state <= 7 else "from the next hand"
        self.out["penalties"] = tuple(Penalty(seat, hands, starts) for seat in seats)
        missed = f": {hands} hands ({s.players_seated} seated x {s.rounds} round{'s' * (s.rounds != 1)})" \
            if hands is not None else ""
        self.lines.append(f"Penalty for {self.who(word)}{missed}, starting {starts}.")

    def dq(self, word: Word) -> None:
        self.out["disqualified"] = self.party(word)
        self.lines.append(f"{self.who(word).capitalize()} is disqualified.")

    def remove_from_play(self, word: Word) -> None:
        chips = self.s.chips
        self.out["removed_from_play"] = chips
        what = f"{_chips(chips)} chips" if chips is not None else "The chips (enter the count)"
        self.lines.append(f"{what} of {self.who(word)} leave play: to no player and no pot.")

    def warn(self, word: Word) -> None:
        self.lines.append(f"Warn {self.who(word)}.")

    def deal_missing_cards(self, word: Word) -> None:
        self.lines.append(f"Deal {self.who(word)} the missing card or cards.")

    def apply(self, word: Word) -> None:
        method = getattr(self, word.name, None)
        if method is None:
            self.lines.append(_PHRASES[word.name])
        else:
            method(word)


def apply(words: Outcome, situation: Situation, house: Mapping[str, object]) -> Proposal:
    """The words applied to the situation, in the order cards, chips, players."""
    builder = _Builder(words, situation, house)
    for word in words.words():
        if word.name == "replay_exact" and words.has("collect_all_and_redeal"):
            continue  # already said by the re-deal
        builder.apply(word)
    return Proposal(words, tuple(builder.lines), **builder.out)
