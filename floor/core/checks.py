"""Checks that the cards entered fit the game: counts, the deck, jokers, and no card twice.

One place for these so the dealer's screen, the command line and ``hand_value`` refuse
the same things with the same words. The same card twice is never a typo: it proves a
defective deck (seed 002 §5.1.2, DD-02); a joker where none is played is DD-07.
"""

from __future__ import annotations

from collections.abc import Sequence

from floor.core.cards import Card
from floor.core.errors import CardError, DefectiveDeckError, Text, duplicate_card, listing
from floor.core.games import STUD, Game

# Cards grouped by where they were entered: a seat number, or None for the board.
Placed = Sequence[tuple[int | None, Sequence[Card]]]


def _place(seat: int | None) -> Text:
    return Text("the board") if seat is None else Text("seat {seat}", seat=seat)


def check_deck(game: Game, placed: Placed) -> None:
    """Every card belongs to the game's deck, jokers only where played, no natural card twice."""
    seen: dict[int, int | None] = {}  # a natural card's code (one a card) -> where it was entered
    jokers = 0
    lowest = game.deck.lowest_rank
    for seat, cards in placed:
        for c in cards:
            if c.suit is None:  # (a joker)
                jokers += 1
                if game.deck.jokers == 0:
                    raise DefectiveDeckError(
                        Text("{place} has a joker, but {name} is played without one: the deck is defective (DD-07)",
                             place=_place(seat), name=game.name),
                        code="joker-not-allowed", seat=seat, procedure="DD-07",
                    )
                if jokers > game.deck.jokers:
                    raise DefectiveDeckError(
                        Text("{jokers} jokers entered, but the {name} holds {jokers_2}: the deck is defective (DD-02)",
                             jokers=jokers, name=game.deck.name, jokers_2=game.deck.jokers),
                        code="duplicate-card", seat=seat, procedure="DD-02",
                    )
                continue
            if c.rank < lowest:  # (the deck's own check, asked only where it refuses: it is one call a card)
                game.deck.check_card(c, seat)
            if c.code in seen:
                places = listing([_place(p) for p in dict.fromkeys([seen[c.code], seat])])
                raise duplicate_card(str(c), places=places, seat=seat)
            seen[c.code] = seat


def own_cards(game: Game, board: Sequence[Card]) -> int:
    """The cards a seat holds of its own at showdown: the game's number, one fewer in stud beside the community
    card of RP-10-H (the board of a flop game is not the seat's)."""
    return game.hole - len(board) if game.community_card else game.hole


def _held(game: Game, count: int) -> Text:
    if game.board:
        return Text("{count} hole card", count=count) if count == 1 else Text("{count} hole cards", count=count)
    return Text("{count} card", count=count) if count == 1 else Text("{count} cards", count=count)


def _who(seat: int | None) -> Text:
    return Text("the hand") if seat is None else Text("seat {seat}", seat=seat)


def check_hole(game: Game, hole: Sequence[Card], seat: int | None, *, partial: bool = False,
               board: Sequence[Card] = ()) -> None:
    """A seat holds exactly the game's number of cards (``partial``: at most, for a folded hand); in stud with the
    community card (``board``), one fewer."""
    need = own_cards(game, board)
    if len(hole) == need or (partial and len(hole) < need):
        return
    said = {"who": _who(seat), "held": _held(game, len(hole)), "name": game.name, "hole": need}
    raise CardError(Text("{who} has {held}; beside the community card (RP-10-H) {name} needs {hole}", **said)
                    if game.community_card and board else
                    Text("{who} has {held}; {name} needs {hole}", **said), code="wrong-card-count", seat=seat)


def check_uncontested(game: Game, hole: Sequence[Card], seat: int | None, board: Sequence[Card] = ()) -> None:
    """The cards of a seat every other seat folded to, when it shows them: in stud any street's count (3 to 7,
    5-card stud 2 to 5: the hand may end before the last card); elsewhere every hole card."""
    if game.family != STUD or board:
        check_hole(game, hole, seat, board=board)  # the community card comes on seventh street only
        return
    fewest, most = game.fewest_uncontested, game.hole
    if fewest <= len(hole) <= most:
        return
    raise CardError(Text("{who} has {held}; a seat that wins {name} uncontested holds {fewest} to {most}",
                         who=_who(seat), held=_held(game, len(hole)), name=game.name, fewest=fewest, most=most),
                    code="wrong-card-count", seat=seat)


SHOWDOWN = "showdown"  # the whole board
HAND = "hand"  # a hand valued as the board comes: the flop at least
UNCONTESTED = "uncontested"  # the hand may have ended before the flop


def check_board(game: Game, board: Sequence[Card], when: str) -> None:
    """Draw games have no board, seven-card stud only the community card of RP-10-H; a flop game's board comes
    3, 4, then 5 cards."""
    if game.board == 0:
        if game.community_card and len(board) > 1:
            raise CardError(Text("the board has {board_count} cards; {name} has no board, only one community card "
                                 "when the deck runs short on seventh street (RP-10-H)",
                                 board_count=len(board), name=game.name), code="wrong-card-count")
        if board and not game.community_card:
            raise CardError(Text("{name} has no board; each seat holds all its cards",
                                 name=game.name), code="wrong-card-count")
        return
    if when == SHOWDOWN and len(board) != game.board:
        raise CardError(Text("the board has 1 card; {name} shows down with {board}", name=game.name, board=game.board)
                        if len(board) == 1 else
                        Text("the board has {board_count} cards; {name} shows down with {board}",
                             board_count=len(board), name=game.name, board=game.board),
                        code="wrong-card-count")
    if not 3 <= len(board) <= game.board and not (when == UNCONTESTED and not board):
        raise CardError(Text("the board has 1 card; {name} needs 3 to {board}", name=game.name, board=game.board)
                        if len(board) == 1 else
                        Text("the board has {board_count} cards; {name} needs 3 to {board}",
                             board_count=len(board), name=game.name, board=game.board),
                        code="wrong-card-count")


def check_cards(game: Game, hole: Sequence[Card], board: Sequence[Card], seat: int | None = None) -> None:
    """One seat's hand with a board of 3 to 5 cards (stud: none, or the community card): counts, deck, jokers,
    duplicates."""
    check_hole(game, hole, seat, board=board)
    check_board(game, board, HAND)
    check_deck(game, [(None, board), (seat, hole)])
