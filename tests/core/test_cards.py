"""Reading cards the way dealers type them, and refusing what is not a card."""

import pytest

from floor.core import JOKER, CardError, Deck, DefectiveDeckError, Suit, parse_card, parse_cards
from floor.core.cards import card


def names(cards: tuple) -> list[str]:
    return [str(c) for c in cards]


def test_plain_text_ten_as_t_or_10_any_case() -> None:
    """`As Td 10d 7c` style: T or 10, any case, spaces or commas."""
    assert names(parse_cards("As td 10H, 7C")) == ["As", "Td", "Th", "7c"]


def test_cards_typed_without_spaces() -> None:
    """A dealer types "AsKd" into a seat: two cards."""
    assert names(parse_cards("AsKd10c")) == ["As", "Kd", "Tc"]


def test_suit_symbols_filled_and_outlined() -> None:
    """A♠ 10♥ and the outlined ♤♡♢♧ read as their suits."""
    assert names(parse_cards("A♠ 10♥ 2♦ 3♣ K♤ Q♡ J♢ 9♧")) == ["As", "Th", "2d", "3c", "Ks", "Qh", "Jd", "9c"]


def test_russian_rank_letters_of_the_rule_sheets() -> None:
    """Т = ace, К = king, Д = queen, В = jack (seeds 000-001), upper or lower case."""
    assert names(parse_cards("Тs Кh Дd Вc тc")) == ["As", "Kh", "Qd", "Jc", "Ac"]


def test_joker() -> None:
    """Jk is the joker; it has no suit and draws lowest."""
    (j,) = parse_cards("Jk")
    assert j is JOKER and j.is_joker and j.suit is None and j.key < card(2, Suit.CLUBS).key


def test_a_list_of_strings_and_cards() -> None:
    """Lists mix strings and Card objects."""
    assert names(parse_cards(["As", card(13, Suit.HEARTS), "2c3d"])) == ["As", "Kh", "2c", "3d"]


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("1s", "'1s' is not a card"), ("Ax", "'Ax' is not a card"), ("As Zz", "'Zz'"), ("11h", "'11h'"),
     ("Asx", "'x' is not a card")],
)
def test_unknown_cards_are_refused_with_the_text_named(text: str, fragment: str) -> None:
    """A card that cannot be read is named in the message, with how to write one."""
    with pytest.raises(CardError, match=fragment) as err:
        parse_cards(text)
    assert err.value.code == "unknown-card"
    assert "rank" in err.value.message and "suit" in err.value.message


def test_the_same_card_twice_is_a_defective_deck_dd02() -> None:
    """Two identical cards are not a typo: the deck is defective (seed 002 §5.1.2, DD-02)."""
    with pytest.raises(DefectiveDeckError) as err:
        parse_cards("As Kd 10d Td")
    assert err.value.procedure == "DD-02"
    assert "Td is entered twice" in err.value.message


def test_two_jokers_are_not_a_duplicate() -> None:
    """A deck may hold two jokers: Jk twice parses (the game decides whether it allows them)."""
    assert parse_cards("Jk Jk") == (JOKER, JOKER)


def test_parse_card_wants_exactly_one() -> None:
    """parse_card refuses two cards."""
    assert parse_card("Qh") == card(12, Suit.HEARTS)
    with pytest.raises(CardError, match="2 cards"):
        parse_card("Qh Qd")


def test_suits_order_draws_spades_hearts_diamonds_clubs() -> None:
    """Seed 002 §2.2: ♠ > ♥ > ♦ > ♣ for the same rank; rank first."""
    keys = [c.key for c in parse_cards("As Ah Ad Ac Ks")]
    assert keys == sorted(keys, reverse=True)


@pytest.mark.parametrize(("size", "lowest", "count"), [(52, "2", 52), (36, "6", 36), (32, "7", 32)])
def test_decks(size: int, lowest: str, count: int) -> None:
    """52, 36 (6 through A) and 32 (7 through A) cards, plus their jokers."""
    deck = Deck(size, jokers=2)
    naturals = deck.naturals()
    assert len(naturals) == count and len(set(naturals)) == count
    assert str(naturals[0])[0] == lowest and deck.cards()[-2:] == (JOKER, JOKER)


def test_a_card_outside_the_short_deck_is_refused() -> None:
    """A 5 is not in the 36-card deck."""
    with pytest.raises(CardError, match="5h is not in the 36-card deck"):
        Deck(36).check_card(card(5, Suit.HEARTS))
