"""The result of a hand as the dealer reads it (floor.tournament.hands.reading), with no Qt: the words the dealer
station and the web tablet both show, from the hand as entered (floor.tournament.hands.entry)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from floor.core.cards import parse_cards
from floor.core.decks import Deck
from floor.core.errors import DefectiveDeckError
from floor.i18n import speech
from floor.i18n.catalog import translate
from floor.i18n.numbers import grouped
from floor.tournament import codec
from floor.tournament.hands.entry import BOARD, HandEntry, Say, SeatEntry, chips_total, english
from floor.tournament.hands.reading import Reading, read_outcome, read_stop


def say_in(language: str) -> Say:
    """``tr`` from the catalog of ``language``, as the room service will make it."""
    if language == "en":
        return english

    def tr(context: str, source: str, **values: object) -> str:
        return translate(language, context, source).format(**values)

    return tr


def hand(game: str, seats: Mapping[int, tuple[str, str]], board: str, *, chip: int = 1, folded: Sequence[int] = (),
         all_in: Sequence[int] = (), language: str = "en") -> HandEntry:
    """A hand entered as the dealer does: each seat's cards and chips typed (seat s is player s, "P<s>"), the
    board; the button at seat 1."""
    entry = HandEntry(game, [SeatEntry(s, s, f"P{s}", folded=s in folded, all_in=s in all_in) for s in seats],
                      button=1, chip=chip, tr=say_in(language))
    for seat, (cards, chips) in seats.items():
        entry.set_cards(seat, list(parse_cards(cards)))
        entry.seats[seat].chips = chips
    entry.set_cards(BOARD, list(parse_cards(board)))
    return entry


def reading(entry: HandEntry, language: str = "en") -> Reading:
    return read_outcome(entry.outcome(), entry.game, {s: e.name for s, e in entry.seats.items()},
                        tr=say_in(language), spoken=lambda m: speech.spoken(m, language),
                        number=lambda n: grouped(n, language), language=language)


def test_a_side_pot_with_an_all_in_names_both_pots_their_seats_and_the_pushes() -> None:
    entry = hand("holdem", {1: ("As Ad", "500"), 2: ("Kc Ks", "1500"), 3: ("Qh Qd", "1200+300")},
                 "2c 7d 9h Js 3c", all_in=(1,))
    r = reading(entry)
    assert (r.status, r.kind, r.both, r.notes) == ("Push the chips:", "ok", False, ())
    assert r.pushes == (("1", "P1", "1,500"), ("2", "P2", "2,000"))
    assert r.pots == (("Main pot", "1,500", "1–3", "1", ""), ("Side pot 1", "2,000", "2, 3", "2", ""))
    assert r.hands == (("1", "Pair of aces", ""), ("2", "Pair of kings", ""), ("3", "Pair of queens", ""))
    assert r.hands_bold == ((False, True, False), (False, True, False), (False, False, False))
    assert codec.write(r)["pots"][1] == ["Side pot 1", "2,000", "2, 3", "2", ""]


ODD_CHIP = {1: ("Kh Kd", "25"), 2: ("2c 3d", "100"), 3: ("2h 3c", "100")}


def test_an_odd_chip_goes_to_the_first_winner_left_of_the_button_with_its_reason() -> None:
    r = reading(hand("holdem", ODD_CHIP, "5h 6d 7c 8s 9h", chip=25, folded=(1,)))
    assert r.pushes == (("2", "P2", "125"), ("3", "P3", "100"))
    assert r.pots == (("Main pot", "225", "2, 3", "2, 3", ""),)
    assert r.notes == ("Main pot: odd chip 25 to seat 2: first winner left of the button (PT-08)",)
    assert [row[1] for row in r.hands] == ["Straight, nine high"] * 2


@pytest.mark.parametrize("language", ["ru", "ro"])
def test_the_odd_chip_reads_in_the_tablets_language(language: str) -> None:
    r = reading(hand("holdem", ODD_CHIP, "5h 6d 7c 8s 9h", chip=25, folded=(1,), language=language), language)
    tr = say_in(language)
    main, reason = tr("ResultPanel", "Main pot"), tr("ResultPanel", "first winner left of the button (PT-08)")
    assert main != "Main pot" and reason != "first winner left of the button (PT-08)"  # translated, not English
    assert r.status == tr("ResultPanel", "Push the chips:") != "Push the chips:"
    assert r.pots[0][0] == main and r.notes == (
        tr("ResultPanel", "{pot}: odd chip {amount} to seat {seat}: {reason}", pot=main, amount="25", seat=2,
           reason=reason),)
    assert reason in r.notes[0] and "PT-08" in r.notes[0]
    assert all(row[1] and row[1] != "Straight, nine high" for row in r.hands)


def test_a_high_low_split_with_no_low_gives_the_whole_pot_high() -> None:
    entry = hand("omaha-hilo", {1: ("Ah 2d 3c 4s", "1000"), 2: ("Kc Ks Qh Qc", "1000")}, "Kh Qd Jc 9s 8h")
    r = reading(entry)
    assert r.both and r.pushes == (("2", "P2", "2,000"),)
    assert r.pots == (("Main pot", "2,000", "1, 2", "2", "no low"),)
    assert r.hands == (("1", "High card, ace", "no low"), ("2", "Three of a kind, kings", "no low"))
    assert r.hands_bold == ((False, False, False), (False, True, False))


def test_a_card_entered_twice_stops_the_entry_with_dd02() -> None:
    entry = hand("holdem", {1: ("As Ad", ""), 2: ("Kc Ks", "")}, "2c 7d 9h")
    with pytest.raises(DefectiveDeckError) as stopped:
        entry.place(BOARD, parse_cards("Ks")[0])
    r = read_stop(stopped.value, tr=english, spoken=lambda m: speech.spoken(m, "en"))
    assert r.kind == "stop" and r.pushes == r.pots == r.hands == () and r.notes == ()
    assert r.status == "Stop: the deck is defective (DD-02).\nK♠ is entered twice (seat 2 and the board)."
    russian = read_stop(stopped.value, tr=say_in("ru"), spoken=lambda m: speech.spoken(m, "ru"))
    assert "DD-02" in russian.status and "deck is defective" not in russian.status


def test_what_is_missing_while_chips_are_not_typed() -> None:
    r = reading(hand("holdem", {1: ("As Ad", ""), 2: ("Kc Ks", "300")}, "2c 7d 9h Js 3c"))
    assert (r.status, r.kind) == ("Still to enter: the chips of seat 1", "wait")
    assert r.pushes == r.pots == () and r.hands == (("1", "Pair of aces", ""), ("2", "Pair of kings", ""))
    r = reading(hand("holdem", {1: ("As Ad", ""), 2: ("Kc", "")}, "2c 7d 9h"))
    assert r.status == "Still to enter: the board (3 of 5 cards); seat 2 (1 of 2 cards); the chips of seats 1, 2"


def test_what_is_missing_reads_in_russian() -> None:
    r = reading(hand("holdem", {1: ("As Ad", ""), 2: ("Kc Ks", "")}, "2c 7d 9h Js 3c", language="ru"), "ru")
    tr = say_in("ru")
    missing = tr("HandEntry", "the chips of seats {seats}", seats="1, 2")
    assert missing != "the chips of seats 1, 2"
    assert r.status == tr("ResultPanel", "Still to enter: {missing}", missing=missing)
    assert "Still to enter" not in r.status and r.hands[0][1] == "Пара тузов"


@given(st.lists(st.integers(0, 10**7), min_size=1, max_size=6), st.booleans())
def test_chips_per_street_add_up(bets: list[int], grouped_digits: bool) -> None:
    text = "+".join(f"{b:,}" if grouped_digits else str(b) for b in bets)
    assert chips_total(text, 1) == sum(bets)


DECK = Deck().cards()


@settings(max_examples=40, deadline=None)
@given(st.permutations(DECK), st.lists(st.tuples(st.integers(1, 5_000), st.booleans()), min_size=2, max_size=6))
def test_the_pushes_of_a_settled_hand_total_what_the_seats_put_in(deck: list[object],
                                                                  seats: list[tuple[int, bool]]) -> None:
    assume(not all(folded for _, folded in seats))
    cards = [str(c) for c in deck]
    entry = hand("holdem", {s: (" ".join(cards[2 * s:2 * s + 2]), str(chips)) for s, (chips, _) in enumerate(seats, 1)},
                 " ".join(cards[:2]) + " " + " ".join(cards[-3:]),
                 folded=[s for s, (_, folded) in enumerate(seats, 1) if folded])
    outcome = entry.outcome()
    assume(outcome.settled)
    r = read_outcome(outcome, entry.game, {}, tr=english, spoken=str, number=str, language="en")
    contributed = sum(s["contributed"] for s in entry.request()["seats"])
    assert sum(int(amount) for _, _, amount in r.pushes) == contributed == sum(chips for chips, _ in seats)
