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
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from floor.core.errors import Text, listing
from floor.core.games import BOARD, get_game
from floor.procedures.conditions import Word
from floor.procedures.rulebook import Outcome
from floor.procedures.situations import Situation
from floor.tournament.rulingoutcome import Carryover, Consequences, LoggedOutcome, Penalty, Redeal

_PHRASES = {
    "continue": Text("Play goes on."),
    "replace_card": Text("Replace the card."),
    "replace_deck": Text("Replace the deck."),
    "scrap_card": Text("Treat the card as a blank: set it aside and deal the next card in its place."),
    "reshuffle_stub_facedown": Text("Shuffle the stub face down before dealing on."),
    "replace_after_hand": Text("Replace the card, or the deck, after the hand."),
    "remove_spectator": Text("Remove the spectator from the area."),
    "move_behind_rail": Text("Move the spectators behind the rail."),
    "floor_decides": Text("The floor decides (TDA rule 1)."),
    "move": Text("Move the player."),
    "replay_exact": Text("Exact replay: the same button, the same limits, nobody new dealt in."),
}
"""The words that need no facts, each as its line (a Text, said in the desk's language where shown)."""

_NOBODY = {"seat": Text("the seat concerned"), "exploiter": Text("the exploiter"), "losers": Text("every losing hand"),
           "live": Text("every live hand"), "eligible": Text("the eligible seats"), "spectator": Text("the spectator")}
_NOBODY_FIRST = {"seat": Text("The seat concerned"), "exploiter": Text("The exploiter"),
                 "losers": Text("Every losing hand"), "live": Text("Every live hand"),
                 "eligible": Text("The eligible seats"), "spectator": Text("The spectator")}
"""Who a word is about when the facts name no seat: within a sentence, and at its start."""


def _seats(seats: Iterable[int]) -> str:
    return listing(list(seats))


def _frozen(d: Mapping[int, int] | None = None) -> Mapping[int, int]:
    return MappingProxyType(dict(d or {}))


@dataclass(frozen=True, slots=True, kw_only=True)
class Proposal(Consequences):
    """The concrete outcome: the words, and what they come to at this table."""

    words: Outcome
    lines: tuple[str, ...]

    def logged(self) -> LoggedOutcome:
        """What the ruling event keeps of it (the words as text; each line's template, to be said again)."""
        return LoggedOutcome(
            cards=tuple(map(str, self.words.cards)), chips=tuple(map(str, self.words.chips)),
            players=tuple(map(str, self.words.players)), lines=self.lines,
            said=tuple(line.to_json() if isinstance(line, Text) else line for line in self.lines),
            **self.consequences())  # type: ignore[arg-type]


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

    def who(self, word: Word, *, first: bool = False) -> str:
        """The seat or seats a word is about, within a sentence or (``first``) at its start."""
        seats = self.party(word)
        if len(seats) == 1:
            return Text("Seat {seat}", seat=seats[0]) if first else Text("seat {seat}", seat=seats[0])
        if seats:
            return Text("Seats {seats}", seats=_seats(seats)) if first else Text("seats {seats}", seats=_seats(seats))
        names = _NOBODY_FIRST if first else _NOBODY
        return names.get(word.party or "", names["seat"])

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
        self.lines.append(self._redeal_line(same))
        if len(s.on_penalty) == 1:
            self.lines.append(Text("Seat {seat} is on penalty: dealt in, the hand killed; the two deals count as "
                                   "one hand.", seat=s.on_penalty[0]))
        elif s.on_penalty:
            self.lines.append(Text("Seats {seats} are on penalty: dealt in, their hands killed; the two deals count "
                                   "as one hand.", seats=_seats(s.on_penalty)))

    def _redeal_line(self, same: bool) -> str:
        s = self.s
        if not same:
            return Text("Collect every card and deal again: the button moves on as after a played hand "
                        "(void_hand_button = advance).")
        if s.button is None:
            return Text("Collect every card and deal again: the same button and blinds.")
        button, small, big = s.button, s.small_blind, s.big_blind
        if small is not None and big is not None:
            return Text("Collect every card and deal again: the button stays on seat {button}, small blind on seat "
                        "{small} and big blind on seat {big}.", button=button, small=small, big=big)
        if small is not None:
            return Text("Collect every card and deal again: the button stays on seat {button}, small blind on seat "
                        "{small}.", button=button, small=small)
        if big is not None:
            return Text("Collect every card and deal again: the button stays on seat {button}, big blind on seat "
                        "{big}.", button=button, big=big)
        return Text("Collect every card and deal again: the button stays on seat {button}.", button=button)

    def refund_all(self, word: Word) -> None:
        keep = self.s.exploiter if self._carries_exploiter() else None
        self.out["void_hand"] = True
        if not self.c:
            self.lines.append(Text("Every player gets back exactly what he put in this hand "
                                   "(enter each seat's contributions to see the amounts)."))
            return
        refunds = {seat: amount for seat, amount in self.c.items() if seat != keep and amount > 0}
        self.out["refunds"] = _frozen(refunds)
        self.lines += [Text("Seat {seat} gets back {amount:,}.", seat=seat, amount=amount)
                       for seat, amount in refunds.items()]

    def _carries_exploiter(self) -> bool:
        return any(w.name == "carryover" and w.party == "exploiter" for w in self.words.chips)

    def carryover(self, word: Word) -> None:
        s = self.s
        if word.party == "exploiter":
            amount = self.c.get(s.exploiter) if s.exploiter is not None and self.c else None
            eligible = tuple(x for x in s.dealt_in if x != s.exploiter)
            self.out["carryover"] = Carryover(amount, eligible, s.exploiter)
            who, seats = self.who(word, first=True), _seats(eligible) if eligible else Text("(enter dealt_in)")
            self.lines.append(
                Text("{who} loses any claim: {amount:,} chips carried to the next deal; only seats {seats} may win "
                     "it.", who=who, amount=amount, seats=seats) if amount is not None else
                Text("{who} loses any claim: everything he put in this hand carried to the next deal; only seats "
                     "{seats} may win it.", who=who, seats=seats))
        else:
            self.out["carryover"] = Carryover(s.carryover, s.eligible or ())
            seats = _seats(s.eligible) if s.eligible else Text("(enter eligible)")
            self.lines.append(
                Text("{amount:,} rolls to the next deal; only seats {seats} may win it.", amount=s.carryover,
                     seats=seats) if s.carryover is not None else
                Text("The carryover rolls to the next deal; only seats {seats} may win it.", seats=seats))

    def award(self, word: Word) -> None:
        s = self.s
        if word.party == "eligible":
            seats = self.party(word)
            self.out["award_seats"] = seats
            if s.carryover is not None and len(seats) == 1:
                self.out["awards"] = _frozen({seats[0]: s.carryover})
            amount = Text("the carryover of {amount:,}", amount=s.carryover) if s.carryover is not None \
                else Text("the carryover")
            if len(seats) == 1:
                self.lines.append(Text("Seat {seat}, the only eligible player still live, takes {amount}.",
                                       seat=seats[0], amount=amount))
            else:
                self.lines.append(Text("The best hand among seats {seats} takes {amount}.",
                                       seats=_seats(seats) if seats else Text("(enter eligible)"),
                                       amount=amount))
            return
        if s.seat is None or not self.c:
            self.lines.append(Text("{who} takes the pot.", who=self.who(word, first=True)))
            return
        pot = sum(self.c.values()) - (self.uncalled(s.seat) or 0)
        self.out["awards"] = _frozen({s.seat: pot})
        self.lines.append(Text("Seat {seat} takes the pot of {pot:,} without showing.", seat=s.seat, pot=pot))

    def return_uncalled(self, word: Word) -> None:
        seat = self.s.seat
        amount = None if seat is None else self.uncalled(seat)
        if seat is None or amount is None:
            self.lines.append(Text("Any uncalled part of the bet goes back to {who}.", who=self.who(word)))
        elif amount:
            self.out["returned"] = _frozen({seat: amount})
            self.lines.append(Text("Seat {seat} gets back {amount:,} that nobody called.", seat=seat, amount=amount))

    def kill_hand(self, word: Word) -> None:
        seats = self.party(word)
        self.out["dead_hands"] = seats
        self.lines.append(Text("The hand of {who} is dead.", who=self.who(word)) if word.party != "losers" or seats
                          else Text("Kill every losing hand."))

    def keep_live(self, word: Word) -> None:
        self.out["live_hands"] = self.party(word)
        self.lines.append(Text("The hand of {who} stays live.", who=self.who(word)))

    def table_all(self, word: Word) -> None:
        self.out["shown"] = self.party(word)
        if word.party == "live":
            self.lines.append(Text("Table {who} now.", who=self.who(word)))
            return
        who = self.who(word, first=True)
        self.lines.append(
            Text("{who} must table all {count} of his cards, face up and readable.", who=who,
                 count=get_game(self.s.game).hole) if self.s.game else
            Text("{who} must table all his cards, face up and readable.", who=who))

    def show_in_order(self, word: Word) -> None:
        s = self.s
        live = s.live or ()
        first = s.last_aggressor
        why = Text("the last aggressor")
        if first is None and s.button is not None and live and s.game and get_game(s.game).family == BOARD:
            first = next((x for x in sorted(live) if x > s.button), min(live))
            why = Text("the first live seat left of the button")
        if first is None:
            self.lines.append(Text("The last bettor or raiser shows first; with no bet, the first player to act."))
            return
        size = max((*live, first)) + 1
        order = sorted(set(live) | {first}, key=lambda x: (x - first) % size)
        self.out["shown"] = tuple(order)
        self.lines.append(Text("Seat {seat} ({why}) shows first; then seats {seats}, clockwise.", seat=first, why=why,
                               seats=_seats(order[1:])) if len(order) > 1 else
                          Text("Seat {seat} ({why}) shows first.", seat=first, why=why))

    def show_hand(self, word: Word) -> None:
        s = self.s
        if s.last_aggressor is not None and s.river_caller:
            self.lines.append(Text("Seat {seat} (the last aggressor) shows his hand.", seat=s.last_aggressor))
        else:
            self.lines.append(Text("The hand asked for is shown."))

    def penalty(self, word: Word) -> None:
        s = self.s
        seats = self.party(word) or (None,)
        hands = s.players_seated * s.rounds if s.players_seated is not None and s.rounds is not None else None
        starts = Text("after the current hand") if 2 <= s.state <= 7 else Text("from the next hand")
        self.out["penalties"] = tuple(Penalty(seat, hands, starts) for seat in seats)
        who = self.who(word)
        if hands is None:
            line = Text("Penalty for {who}, starting {starts}.", who=who, starts=starts)
        elif s.rounds == 1:
            line = Text("Penalty for {who}: {hands} hands ({seated} seated x 1 round), starting {starts}.",
                        who=who, hands=hands, seated=s.players_seated, starts=starts)
        else:
            line = Text("Penalty for {who}: {hands} hands ({seated} seated x {rounds} rounds), starting {starts}.",
                        who=who, hands=hands, seated=s.players_seated, rounds=s.rounds, starts=starts)
        self.lines.append(line)

    def dq(self, word: Word) -> None:
        self.out["disqualified"] = self.party(word)
        self.lines.append(Text("{who} is disqualified.", who=self.who(word, first=True)))

    def remove_from_play(self, word: Word) -> None:
        chips = self.s.chips
        self.out["removed_from_play"] = chips
        self.lines.append(
            Text("{chips:,} chips of {who} leave play: to no player and no pot.", chips=chips, who=self.who(word))
            if chips is not None else
            Text("The chips (enter the count) of {who} leave play: to no player and no pot.", who=self.who(word)))

    def warn(self, word: Word) -> None:
        self.lines.append(Text("Warn {who}.", who=self.who(word)))

    def deal_missing_cards(self, word: Word) -> None:
        self.lines.append(Text("Deal {who} the missing card or cards.", who=self.who(word)))

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
    return Proposal(words=words, lines=tuple(builder.lines), **builder.out)
