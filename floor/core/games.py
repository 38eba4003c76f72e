"""The games our clubs deal: how many cards, which deck, and how a pot is won."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from floor.core.decks import Deck
from floor.core.errors import FloorError, RequestError, Text
from floor.core.house import house_settings
from floor.core.ranking import (
    DECK32,
    DECK36,
    DEUCE_TO_SEVEN,
    SHORTDECK,
    SHORTDECK_STRAIGHT_OVER_TRIPS,
    STANDARD,
    Ruleset,
)

BOARD = "board"  # flop games: hold'em, Omaha
STUD = "stud"
DRAW = "draw"

HIGH = "high"
HILO = "hilo"  # high and an 8-or-better ace-to-five low
LOW_A5 = "low-a5"  # razz: ace-to-five, no qualifier
LOW_27 = "low-27"  # deuce-to-seven


@dataclass(frozen=True, slots=True)
class Game:
    """One game as the showdown sees it.

    ``hole`` is the number of cards each seat holds (stud and draw: all its cards);
    ``board`` the community cards at showdown; ``omaha`` requires exactly two hole and
    three board cards; ``split`` says who wins: the high hand, high and low, or the low.
    """

    name: str
    family: str
    hole: int
    board: int
    deck: Deck
    rules: Ruleset | None
    split: str = HIGH
    omaha: bool = False

    @property
    def has_low(self) -> bool:
        return self.split != HIGH

    @property
    def has_high(self) -> bool:
        return self.split in (HIGH, HILO)

    @property
    def community_card(self) -> bool:
        """Seven-card stud games may end with one community card when the deck runs short (TDA RP-10-H, MD-17)."""
        return self.family == STUD and self.hole == 7

    @property
    def fewest_uncontested(self) -> int:
        """The fewest cards a seat can hold when every other seat folds: stud deals 3 (5-card stud 2) before the
        first bet; flop and draw games deal every hole card at once."""
        if self.family != STUD:
            return self.hole
        return 3 if self.hole == 7 else 2

    @property
    def odd_chips_by_cards(self) -> bool:
        """Stud games give odd chips by high card by suit; flop and draw games by seat (TDA R20)."""
        return self.family == STUD


GAMES: tuple[str, ...] = (
    "holdem", "shortdeck", "omaha", "omaha5", "omaha-hilo",
    "stud", "stud-hilo", "razz", "stud5", "draw5", "draw27",
)
_FLEXIBLE_DECK = ("stud5", "draw5")


def _deck_rules(deck: Deck) -> Ruleset:
    return {52: STANDARD, 36: DECK36, 32: DECK32}[deck.size]


def get_game(
    name: str,
    *,
    deck: int | str | None = None,
    jokers: int | None = None,
    house: Mapping[str, object] | None = None,
) -> Game:
    """The game called ``name``; ``deck`` and ``jokers`` apply to ``draw5`` and ``stud5`` only."""
    if not isinstance(name, str) or name not in GAMES:
        raise RequestError(
            Text("unknown game {name!r}: the games are {games}", name=name, games=', '.join(GAMES)), code="unknown-game"
        )
    settings = house_settings(house)
    if name in _FLEXIBLE_DECK:
        size = 52 if deck is None else _deck_size(deck)
        chosen = Deck(size, 0 if jokers is None else _joker_count(jokers))
        family = STUD if name == "stud5" else DRAW
        return Game(name, family, 5, 0, chosen, _deck_rules(chosen))
    if deck is not None and _deck_size(deck) != (36 if name == "shortdeck" else 52):
        raise RequestError(Text("{name} is dealt from its own deck; only draw5 and stud5 take another",
                                name=name), code="bad-deck")
    if jokers not in (None, 0):
        raise RequestError(Text("{name} is played without jokers; only draw5 and stud5 take them",
                                name=name), code="bad-deck")
    d52 = Deck(52)
    if name == "holdem":
        return Game(name, BOARD, 2, 5, d52, STANDARD)
    if name == "shortdeck":
        rules = SHORTDECK if settings["shortdeck_trips_beat_straight"] else SHORTDECK_STRAIGHT_OVER_TRIPS
        return Game(name, BOARD, 2, 5, Deck(36), rules)
    if name == "omaha":
        return Game(name, BOARD, 4, 5, d52, STANDARD, omaha=True)
    if name == "omaha5":
        return Game(name, BOARD, 5, 5, d52, STANDARD, omaha=True)
    if name == "omaha-hilo":
        return Game(name, BOARD, 4, 5, d52, STANDARD, HILO, omaha=True)
    if name == "stud":
        return Game(name, STUD, 7, 0, d52, STANDARD)
    if name == "stud-hilo":
        return Game(name, STUD, 7, 0, d52, STANDARD, HILO)
    if name == "razz":
        return Game(name, STUD, 7, 0, d52, None, LOW_A5)
    return Game(name, DRAW, 5, 0, d52, DEUCE_TO_SEVEN, LOW_27)  # draw27


def _deck_size(deck: int | str) -> int:
    if isinstance(deck, str) and deck.strip() in ("52", "36", "32"):
        size = int(deck)
    elif isinstance(deck, int) and not isinstance(deck, bool):
        size = deck
    else:  # a float (52.5, inf), "5_2", true: no deck has that many cards
        raise RequestError(Text("deck must be 52, 36 or 32, not {deck!r}", deck=deck), code="bad-deck")
    if size not in (52, 36, 32):
        raise RequestError(Text("deck must be 52, 36 or 32, not {deck!r}", deck=deck), code="bad-deck")
    return size


def _joker_count(jokers: object) -> int:
    if isinstance(jokers, bool) or not isinstance(jokers, int) or jokers not in (0, 1, 2):
        raise RequestError(Text("jokers must be 0, 1 or 2, not {jokers!r}", jokers=jokers), code="bad-deck")
    return jokers


def resolve_game(
    game: str | Game,
    *,
    deck: int | str | None = None,
    jokers: int | None = None,
    house: Mapping[str, object] | None = None,
) -> Game:
    """Accept a :class:`Game`, or a game name with its options."""
    if type(game) is str and deck is None and jokers is None and house is None:
        found = _BY_NAME.get(game)  # (the usual call, a game by its name alone: one look-up, issue 30)
        if found is not None:
            return found
    if isinstance(game, Game):
        if deck is not None or jokers is not None or house is not None:
            raise FloorError(Text("deck, jokers and house go with a game's name, not with a Game"), code="bad-request")
        return game
    if house is None and type(game) is str and type(deck) in _PLAIN and type(jokers) in _PLAIN:
        return _named_game(game, deck, jokers)  # (a game is made once, not per hand valued: issue 30)
    return get_game(game, deck=deck, jokers=jokers, house=house)


_PLAIN = (int, str, type(None))
_BY_NAME: dict[str, Game] = {}  # a game's name -> the game with no options, as _named_game made it


@lru_cache(maxsize=256, typed=True)
def _named_game(name: str, deck: int | str | None, jokers: int | None) -> Game:
    """:func:`get_game` without house settings, made once per name, deck and jokers (``typed``: 1 and True differ,
    as :func:`get_game` tells them apart); a refusal is never kept."""
    game = get_game(name, deck=deck, jokers=jokers)
    if deck is None and jokers is None:
        _BY_NAME[name] = game
    return game
