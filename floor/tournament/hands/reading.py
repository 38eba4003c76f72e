"""The result of a hand as the dealer reads it: the status line, what to push to whom, the pots, the notes (returned
bets, odd chips) and each hand named, in words.

One description for every front end: the Qt dealer station (:class:`floor.ui.dealer.result.ResultPanel`) fills
its widgets from a :class:`Reading`, the web tablet sends :meth:`Reading.to_json`. No Qt here: the words come
from the ``tr`` a front end hands in (:data:`~floor.tournament.hands.entry.Say`), a refusal of the rules core is
said by its ``spoken``, a number grouped by its ``number``, a hand named in its ``language``.

Everything is read from the showdown's answer (README, "The showdown contract"): the ``payouts`` are the chips to
push (returned bets included), each pot its eligible seats and its high and low winners, the odd chips their
reasons, the hands their names. Nothing is computed here.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from floor.core.cards import parse_card
from floor.core.errors import CardError, FloorError
from floor.core.games import Game
from floor.core.names import hand_name
from floor.core.showdown import HandShown, PotAward, ShowdownResult
from floor.tournament.hands.entry import Outcome, Say, english

Spoken = Callable[[str], str]  # a refusal of the rules core (a Text) in the front end's language
Number = Callable[[int], str]  # an integer grouped as the front end's language writes it


def odd_chip_reasons(tr: Say = english) -> tuple[str, ...]:
    """The reasons the showdown gives an odd chip (floor.core.showdown, PT-08 and PT-09), said by ``tr``."""
    return (
        tr("ResultPanel", "first winner left of the button (PT-08)"),
        tr("ResultPanel", "highest card by suit in its five-card hand (PT-09)"),
        tr("ResultPanel", "highest card by suit of all its cards (PT-09)"),
        tr("ResultPanel", "lowest card by suit in its five-card hand (PT-09)"),
        tr("ResultPanel", "lowest card by suit of all its cards (PT-09)"),
    )


ODD_CHIP_REASONS = odd_chip_reasons()
"""The odd chips' reasons as the core writes them; a reason not listed here is shown as the core wrote it."""


def pot_title(index: int, *, tr: Say = english) -> str:
    return tr("ResultPanel", "Main pot") if index == 0 else tr("ResultPanel", "Side pot {number}", number=index)


def seat_runs(seats: Sequence[int]) -> str:
    """Seats in short: "1–4, 6, 8–10" (three or more in a row as a range)."""
    runs: list[list[int]] = []
    for seat in seats:
        if runs and seat == runs[-1][-1] + 1:
            runs[-1].append(seat)
        else:
            runs.append([seat])
    return ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 2 else ", ".join(map(str, r)) for r in runs)


def seat_numbers(seats: Sequence[int]) -> str:
    return ", ".join(map(str, seats))


def stop_text(err: FloorError, *, tr: Say = english, spoken: Spoken) -> str:
    """A ruling that stops the entry, as the dealer reads it: what to do and the procedure first, then what
    was entered, once ("Stop: the deck is defective (DD-02).\\nK♣ is entered twice (seat 2 and the board).").

    The rules core's message ends with its reason and procedure (": two identical cards mean the deck is
    defective (DD-02)"); the headline says that already, so it is left off. A card named first is written
    as the grid shows it.
    """
    fact = spoken(err.message)
    if err.procedure and fact.endswith(f"({err.procedure})") and ": " in fact:
        fact = fact.rsplit(": ", 1)[0]
    head, _, rest = fact.partition(" ")
    with contextlib.suppress(CardError):
        head = parse_card(head).symbol
    fact = f"{head[:1].upper()}{head[1:]} {rest}".rstrip()
    if err.procedure:
        return tr("ResultPanel", "Stop: the deck is defective ({procedure}).\n{fact}.", procedure=err.procedure,
                  fact=fact)
    return tr("ResultPanel", "Stop: the deck is defective.\n{fact}.", fact=fact)


def void_text(row: str, paid: Mapping[int, int], *, tr: Say = english, number: Number = str) -> str:
    """A hand voided by a defective deck: the refunds, and what to do next (the station's and the tablet's)."""
    refunds = ", ".join(tr("DealerWindow", "seat {seat} {chips}", seat=seat, chips=number(chips))
                        for seat, chips in paid.items() if chips)
    if refunds:
        return tr("DealerWindow", "Hand void ({ruling}): give back {refunds}; replace the deck and deal again with "
                  "the same button", ruling=row, refunds=refunds)
    return tr("DealerWindow", "Hand void ({ruling}): give back nothing; replace the deck and deal again with the "
              "same button", ruling=row)


def winners_text(game: Game, pot: PotAward, *, tr: Say = english) -> tuple[str, str]:
    """Who won the pot, by seat number as the eligible seats are written ("2"), and in a high-low game who won the
    low half ("4, 5", or "no low"): the column's title says what the numbers are, and a narrow column keeps them."""
    high, low = pot.get("high_winners"), pot.get("low_winners")
    if game.has_high and game.has_low:
        return seat_numbers(high or []), seat_numbers(low) if low else tr("ResultPanel", "no low")
    return seat_numbers((high if game.has_high else low) or []), ""


def hand_named(value: HandShown | None, *, language: str) -> str:
    """A hand's name in ``language`` (from its kind, category and ranks), or the core's English."""
    if not value:
        return ""
    if "ranks" in value and "kind" in value:
        return hand_name(value["kind"], value["category"], value["ranks"], language)
    return str(value.get("name", ""))


def odd_chip_reason(reason: str, *, tr: Say = english) -> str:
    """Why a seat gets an odd chip, said by ``tr`` (the rule's id kept)."""
    return dict(zip(ODD_CHIP_REASONS, odd_chip_reasons(tr), strict=True)).get(reason, reason)


@dataclass(frozen=True)
class Reading:
    """What the dealer reads of a hand, every text in the front end's language.

    ``kind`` says how the status reads: "refused" (the rules core cannot settle it), "wait" (something is still to
    enter), "ok" (push the chips), "stop" (a ruling stops the entry). ``pushes`` are (seat, name, chips);
    ``pots`` (title, chips, eligible seats, high winners, low winners), the low winners "" unless ``both`` (a
    high-low game: the low column is shown); ``hands`` (seat, hand, low) with, in ``hands_bold``, which of them
    won a pot.
    """

    status: str
    kind: str
    pushes: tuple[tuple[str, str, str], ...] = ()
    pots: tuple[tuple[str, ...], ...] = ()
    both: bool = False  # (written for the web tablet by the codec: the tuples as lists)
    notes: tuple[str, ...] = ()
    hands: tuple[tuple[str, str, str], ...] = ()
    hands_bold: tuple[tuple[bool, bool, bool], ...] = ()


def _status(outcome: Outcome, *, tr: Say, spoken: Spoken) -> tuple[str, str]:
    if outcome.refusal is not None:
        return tr("ResultPanel", "Cannot settle: {reason}", reason=spoken(outcome.refusal.message)), "refused"
    if outcome.missing:
        return tr("ResultPanel", "Still to enter: {missing}", missing="; ".join(outcome.missing)), "wait"
    return tr("ResultPanel", "Push the chips:"), "ok"


def read_outcome(outcome: Outcome, game: Game, names: Mapping[int, str], *, tr: Say, spoken: Spoken,
                 number: Number, language: str) -> Reading:
    """The hand as the dealer reads it: the status, and once it is settled the pushes, pots and notes; the hands
    named so far (the winners' in bold). ``names`` are the players by seat."""
    status, kind = _status(outcome, tr=tr, spoken=spoken)
    result: ShowdownResult | None = outcome.result if outcome.settled else None
    payouts = result.get("payouts", {}) if result else {}
    pushes = tuple((str(seat), names.get(int(seat), ""), number(amount)) for seat, amount in payouts.items())
    pots: Sequence[PotAward] = result.get("pots", []) if result else []
    both = game.has_high and game.has_low
    pot_rows = tuple((pot_title(i, tr=tr), number(p["amount"]), seat_runs(p["eligible"]),
                      *winners_text(game, p, tr=tr)) for i, p in enumerate(pots))
    notes = [tr("ResultPanel", "Uncalled bet returned to seat {seat}: {amount}", seat=seat, amount=number(amount))
             for seat, amount in (result.get("returned", {}) if result else {}).items()]
    for i, pot in enumerate(pots):
        notes += [tr("ResultPanel", "{pot}: odd chip {amount} to seat {seat}: {reason}", pot=pot_title(i, tr=tr),
                     amount=number(odd["amount"]), seat=odd["seat"], reason=odd_chip_reason(odd["reason"], tr=tr))
                  for odd in pot["odd_chips"]]
    high_won = {s for p in pots for s in p.get("high_winners") or []}
    low_won = {s for p in pots for s in p.get("low_winners") or []}
    hands, bold = [], []
    for seat in sorted(outcome.hands):
        hand = outcome.hands[seat]
        high, low = hand_named(hand.get("high"), language=language), hand_named(hand.get("low"), language=language)
        if both:
            hands.append((str(seat), high, low or tr("ResultPanel", "no low")))
            bold.append((False, seat in high_won, seat in low_won))
        else:
            hands.append((str(seat), high if game.has_high else low, ""))
            bold.append((False, seat in (high_won if game.has_high else low_won), False))
    return Reading(status=status, kind=kind, pushes=pushes, pots=pot_rows, both=both, notes=tuple(notes),
                   hands=tuple(hands), hands_bold=tuple(bold))


def read_stop(error: FloorError, *, tr: Say, spoken: Spoken) -> Reading:
    """A ruling that stops the entry (a defective deck): its words (:func:`stop_text`), nothing to push."""
    return Reading(status=stop_text(error, tr=tr, spoken=spoken), kind="stop")
