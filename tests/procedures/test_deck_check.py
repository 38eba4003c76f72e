"""The deck check (DD-01 to DD-04, DD-07): what the dealer enters, whether the deck is defective, what to do."""

import pytest
from procedure_fixtures import book

from floor.core.cards import parse_cards
from floor.core.checks import check_deck as core_check_deck
from floor.core.errors import DefectiveDeckError, FloorError
from floor.core.games import get_game
from floor.procedures.deckcheck import DeckReport, check_deck, findings, found_for, situation_for


def test_a_complete_deck_is_sound():
    verdict = check_deck(book, DeckReport("holdem", counted=52))
    assert (verdict.defective, verdict.findings, verdict.decision) == (False, (), None)
    assert verdict.action == "The deck is complete: deal with it."


@pytest.mark.parametrize(("counted", "words"), [(51, "the deck has 51 cards; a Hold'em deck has 52"),
                                                (53, "the deck has 53 cards; a Hold'em deck has 52")])
def test_a_wrong_count_is_dd01(counted, words):
    verdict = check_deck(book, DeckReport("holdem", counted=counted))
    assert verdict.defective and verdict.findings == (("DD-01", words),)
    assert verdict.decision.row_id == "DD-01" and "Replace the deck." in verdict.action


def test_the_short_deck_counts_36():
    assert not check_deck(book, DeckReport("shortdeck", counted=36)).defective
    assert check_deck(book, DeckReport("shortdeck", counted=52)).defective


def test_the_house_deck_spec_sets_the_count():
    house = {"deck_spec": {"draw5": 53}}
    assert findings(DeckReport("draw5", counted=53), house) == {}
    assert "missing_cards" in findings(DeckReport("draw5", counted=52), house)


def test_duplicates_backs_and_marks_are_dd02_to_dd04():
    verdict = check_deck(book, DeckReport("holdem", counted=52, duplicates=("K♠",), different_backs=1, marked=2))
    assert [row for row, _ in verdict.findings] == ["DD-02", "DD-03", "DD-04"]
    assert verdict.findings[0][1] == "Ks more than once"
    assert verdict.found == "duplicate_card" and verdict.decision.row_id == "DD-02"


def test_one_accidental_mark_is_a_defective_card_not_a_defective_deck():
    verdict = check_deck(book, DeckReport("holdem", counted=52, marked=1))
    assert not verdict.defective and verdict.findings[0][0] == "DC-06"
    assert verdict.decision.row_id == "DC-01"  # between hands: a fresh deck


def test_one_deliberate_mark_is_a_marked_deck():
    verdict = check_deck(book, DeckReport("holdem", marked=1, deliberate=True))
    assert verdict.defective and verdict.findings == (("DD-04", "1 marked card, on purpose"),)
    assert verdict.decision.row_id == "DD-04"


def test_a_joker_is_dd07_not_also_a_wrong_count():
    verdict = check_deck(book, DeckReport("holdem", counted=53, jokers=1))
    assert [row for row, _ in verdict.findings] == ["DD-07"]
    assert verdict.decision.row_id == "DD-07"


def test_a_joker_where_the_house_deals_one_is_fine():
    report = DeckReport("draw5", counted=53, jokers=1)
    assert findings(report, {"deck_spec": {"draw5": 53}}) == {}
    assert findings(report, {"deck_spec": {"draw5": 52}}) == {
        "joker": "a joker in Five Card Draw, which is played without one"}


def test_in_a_hand_the_deck_check_gives_the_dd05_refunds():
    facts = {"contributions": {"1": 50, "2": 100, "4": 400}, "button": 9}
    verdict = check_deck(book, DeckReport("holdem", counted=51, duplicates=("Ah",)), hs="HS5", facts=facts)
    assert verdict.found == "duplicate_card"  # voids under every setting, so it decides before the short count
    assert verdict.decision.row_id == "DD-05" and verdict.decision.outcome.refunds == {1: 50, 2: 100, 4: 400}
    assert verdict.to_dict()["decision"]["outcome"]["refunds"] == {"1": 50, "2": 100, "4": 400}


def test_in_a_hand_missing_cards_alone_follow_the_house_policy():
    verdict = check_deck(book, DeckReport("holdem", counted=50), hs="HS5", house={"missing_card_policy": "stands"})
    assert (verdict.decision.row_id, verdict.decision.variant.key) == ("DD-06", "stands")


def test_bad_entries_are_refused():
    with pytest.raises(FloorError, match="the count must be a whole number"):
        DeckReport("holdem", counted=-1)
    with pytest.raises(FloorError, match="is not a card"):
        DeckReport("holdem", duplicates=("Kx",))
    with pytest.raises(FloorError, match="unknown game"):
        DeckReport("bridge")


def test_the_dealer_stations_duplicate_card_becomes_a_dd05_ruling():
    """The rules core refuses a card entered twice (DD-02); the procedures turn it into the ruling."""
    from floor.procedures import decide
    with pytest.raises(DefectiveDeckError) as caught:
        core_check_deck(get_game("holdem"), [(1, parse_cards("As Kd")), (2, parse_cards("As 2c"))])
    assert found_for(caught.value) == "duplicate_card"
    situation = situation_for(caught.value, hs="HS5", facts={"contributions": {"1": 200, "2": 200}})
    assert decide(book, situation).outcome.refunds == {1: 200, 2: 200}


def test_a_joker_at_the_dealer_station_is_dd07():
    with pytest.raises(DefectiveDeckError) as caught:
        core_check_deck(get_game("holdem"), [(1, parse_cards("Jk Kd"))])
    assert found_for(caught.value) == "joker"
    with pytest.raises(FloorError, match="is not a defective deck"):
        found_for(FloorError("x", code="other"))
