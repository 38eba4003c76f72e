"""Floor's rules core: cards, decks, every game's hands, pots, odd chips and the showdown.

Pure standard-library Python; every outer ring (storage, web, desktop) calls it.
"""

from floor.core.cards import JOKER, Card, Suit, parse_card, parse_cards
from floor.core.decks import Deck
from floor.core.errors import CardError, DefectiveDeckError, FloorError, RequestError
from floor.core.games import GAMES, Game, get_game
from floor.core.hands import HandValue, hand_value, low_value
from floor.core.showdown import showdown

__all__ = [
    "GAMES",
    "JOKER",
    "Card",
    "CardError",
    "Deck",
    "DefectiveDeckError",
    "FloorError",
    "Game",
    "HandValue",
    "RequestError",
    "Suit",
    "get_game",
    "hand_value",
    "low_value",
    "parse_card",
    "parse_cards",
    "showdown",
]
