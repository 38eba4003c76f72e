"""The deck check: what the dealer finds when he counts and looks at a deck, and what to do.

The dealer enters the count, any card seen twice, cards with a different back, marked cards and
jokers. Floor says whether the deck is defective (DD-01 to DD-04, DD-07) and what happens: between
hands, replace the deck; in a hand, the ruling of DT-8 (DD-05 and the rows around it). One marked
card found by accident is a defective card, not a defective deck (C-10, DC-06).

>>> from floor.procedures.rulebook import load_rulebook
>>> book = load_rulebook()
>>> verdict = check_deck(book, DeckReport("holdem", counted=51))
>>> verdict.defective, verdict.findings, verdict.decision.row_id
(True, (('DD-01', "the deck has 51 cards; a Hold'em deck has 52"),), 'DD-01')
>>> check_deck(book, DeckReport("holdem", counted=52)).defective
False
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from floor.core.cards import parse_card
from floor.core.errors import FloorError, Text
from floor.core.games import get_game
from floor.core.wholes import is_whole
from floor.procedures.engine import Decision, decide
from floor.procedures.profile import deck_size, in_force
from floor.procedures.rulebook import Rulebook
from floor.procedures.situations import Situation
from floor.tournament.jsonvalue import JsonObject

# The condition that decides the ruling in a hand when several are found: those that void the
# hand under every house setting first, then the ones a house setting may let stand.
_PRIORITY = ("duplicate_card", "extra_cards", "different_back", "marked_cards", "joker", "missing_cards",
             "defective_card")
GAME_NAMES = {
    "holdem": Text("Hold'em"), "shortdeck": Text("Short Deck"), "omaha": Text("Omaha"), "omaha5": Text("5-Card Omaha"),
    "omaha-hilo": Text("Omaha Hi-Lo"), "stud": Text("Seven Card Stud"), "stud-hilo": Text("Stud Hi-Lo"),
    "razz": Text("Razz"), "stud5": Text("Five Card Stud"), "draw5": Text("Five Card Draw"), "draw27": Text("2-7 Draw"),
}
"""A game's name in a finding ("a Hold'em deck has 52"), said in the desk's language."""
_ROWS = {"missing_cards": "DD-01", "extra_cards": "DD-01", "duplicate_card": "DD-02", "different_back": "DD-03",
         "marked_cards": "DD-04", "joker": "DD-07", "defective_card": "DC-06"}


def _bad(message: str) -> FloorError:
    return FloorError(message, code="bad-deck-check")


def _count(name: str, value: object) -> int:
    """A count of 0 or more; ``name`` is "the count" or the field, with a space ("different backs")."""
    if not is_whole(value) or value < 0:
        if name == "the count":
            raise _bad(Text("the count must be a whole number of 0 or more, not {value!r}", value=value))
        raise _bad(Text("{name} must be a whole number of 0 or more, not {value!r}", name=name, value=value))
    return value


@dataclass(frozen=True, slots=True)
class DeckReport:
    """What the dealer entered."""

    game: str
    counted: int | None = None
    duplicates: tuple[str, ...] = ()  # cards seen twice, e.g. ("Ks",)
    different_backs: int = 0
    marked: int = 0
    jokers: int = 0
    deliberate: bool = False  # the floor finds the marks were made on purpose

    def __post_init__(self) -> None:
        get_game(self.game)
        if self.counted is not None:
            _count("the count", self.counted)
        for name in ("different_backs", "marked", "jokers"):
            _count(name.replace("_", " "), getattr(self, name))
        object.__setattr__(self, "duplicates", tuple(str(parse_card(c)) for c in self.duplicates))


@dataclass(frozen=True, slots=True)
class DeckVerdict:
    defective: bool
    findings: tuple[tuple[str, str], ...]  # (row, what was found), in the order of DD-01 … DD-07
    found: str | None  # the condition the ruling turned on
    decision: Decision | None

    @property
    def action_lines(self) -> tuple[str, ...]:
        """What to do, a Text per line (the ruling's outcome, or that the deck is complete)."""
        if self.decision is None:
            return (Text("The deck is complete: deal with it."),)
        return self.decision.outcome.lines

    @property
    def action(self) -> str:
        return " ".join(self.action_lines)

    def to_dict(self) -> JsonObject:
        return {"defective": self.defective, "findings": [{"row": r, "found": w} for r, w in self.findings],
                "found": self.found, "action": self.action,
                "decision": self.decision.to_dict() if self.decision else None}


def findings(report: DeckReport, house: Mapping[str, object] | None = None) -> dict[str, str]:
    """Each condition found (``found`` value → the plain words), none if the deck is sound."""
    game = get_game(report.game)
    called = GAME_NAMES.get(report.game, report.game)
    settings = in_force(house)
    expected = deck_size(settings, report.game, game.deck.size + game.deck.jokers)
    allowed_jokers = max(game.deck.jokers, expected - game.deck.size)  # 53 or 54 in deck_spec: one or two jokers
    extra_jokers = max(0, report.jokers - allowed_jokers)
    found: dict[str, str] = {}
    if report.counted is not None:
        counted = report.counted - extra_jokers  # a joker too many is DD-07, not a wrong count as well
        if counted < expected:
            found["missing_cards"] = Text("the deck has {counted} cards; a {game} deck has {expected}",
                                          counted=counted, game=called, expected=expected)
        elif counted > expected:
            found["extra_cards"] = Text("the deck has {counted} cards; a {game} deck has {expected}",
                                        counted=counted, game=called, expected=expected)
    if report.duplicates:
        found["duplicate_card"] = Text("{cards} more than once", cards=", ".join(report.duplicates))
    if report.different_backs:
        found["different_back"] = Text("1 card with a different back") if report.different_backs == 1 else \
            Text("{count} cards with a different back", count=report.different_backs)
    if report.marked >= 2 or (report.marked and report.deliberate):
        if report.marked == 1:
            found["marked_cards"] = Text("1 marked card, on purpose")
        else:
            found["marked_cards"] = Text("{count} marked cards, on purpose", count=report.marked) \
                if report.deliberate else Text("{count} marked cards", count=report.marked)
    elif report.marked == 1:
        found["defective_card"] = Text("one marked card (a defective card, not a marked deck)")
    if extra_jokers:
        found["joker"] = _jokers(extra_jokers, called, allowed_jokers)
    return found


def _jokers(count: int, game: str, allowed: int) -> Text:
    """The jokers found beyond the game's, in a sentence for one and for several."""
    if allowed == 0:
        return Text("a joker in {game}, which is played without one", game=game) if count == 1 else \
            Text("{count} jokers in {game}, which is played without one", count=count, game=game)
    jokers = Text("one joker") if allowed == 1 else Text("{allowed} jokers", allowed=allowed)
    return Text("a joker too many in {game}, which is played with {jokers}", game=game, jokers=jokers) \
        if count == 1 else Text("{count} jokers too many in {game}, which is played with {jokers}", count=count,
                                game=game, jokers=jokers)


def check_deck(book: Rulebook, report: DeckReport, *, hs: str = "HS0", house: Mapping[str, object] | None = None,
               facts: Mapping[str, object] | None = None) -> DeckVerdict:
    """Whether the deck is defective, and the ruling: at ``hs`` (HS0 between hands), with the hand's ``facts``."""
    found = findings(report, house)
    listed = tuple((_ROWS[f], found[f]) for f in _PRIORITY if f in found)
    defective = any(f != "defective_card" for f in found)
    if not found:
        return DeckVerdict(False, (), None, None)
    key = next(f for f in _PRIORITY if f in found)
    situation = Situation.from_dict({**(facts or {}), "hs": hs, "found": key, "game": report.game,
                                     "deliberate": report.deliberate})
    return DeckVerdict(defective, listed, key, decide(book, situation, house))


_FROM_CODES = {"DD-02": "duplicate_card", "DD-07": "joker"}


def found_for(error: FloorError) -> str:
    """The situation's ``found`` for a refusal of the rules core (a duplicate card DD-02, a joker DD-07)."""
    if error.procedure not in _FROM_CODES:
        raise _bad(Text("the refusal {code!r} is not a defective deck", code=error.code))
    return _FROM_CODES[error.procedure]


def situation_for(error: FloorError, *, hs: str, facts: Mapping[str, object] | None = None) -> Situation:
    """The situation the dealer station hands to the engine when the cards entered prove a defective deck."""
    return Situation.from_dict({**(facts or {}), "hs": hs, "found": found_for(error)})


__all__ = ["DeckReport", "DeckVerdict", "check_deck", "findings", "found_for", "situation_for"]
