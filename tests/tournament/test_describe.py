"""The history in sentences (issue 15, item 10): every action says who did what, with names, amounts, chips,
seats, tables, levels, reasons and rule ids, as it stood when it was done; nothing in an old record makes it fail.

Each night is run through a real store with the action functions of floor/tournament and floor/procedures, so
the sentences read the payloads Floor really writes.
"""

import dataclasses
import random
import re
import tempfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest
from conftest import run_floor_ok
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floor.procedures import Situation, decide, load_rulebook
from floor.procedures import incidents as I
from floor.procedures import penalties as PN
from floor.procedures import rulings as R
from floor.store.tournaments import Store
from floor.tournament import announcements, calls, closing, envelopes, house, prizes, restructure, retune
from floor.tournament import chips as C
from floor.tournament import events as ev
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.bounties import BountyRule
from floor.tournament.chiprace import colorup
from floor.tournament.describe import KIND_NAMES, Before, describe, kind_name, names_of, narrate, prizes_of
from floor.tournament.describe.history import Labels, Narrator
from floor.tournament.describe.sentence import _SENTENCES
from floor.tournament.events import Event, Undone, Unknown
from floor.tournament.hands import record as H
from floor.tournament.jsonvalue import freeze_object
from floor.tournament.records import (
    CHANGED,
    HOLES,
    MISSING,
    DamageNoticed,
    Eliminated,
    Finished,
    Rebought,
    StandbyDropped,
)
from floor.tournament.seating import actions as S
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import Break, Level, Structure, structure_to_json
from floor.tournament.tokens import issue_tokens
from floor.ui.common import language
from floor.ui.console.event_names import described, narrated

T0 = 1_800_000_000.0
TITLES = {row.id: row.title for row in load_rulebook().rows}
STRUCTURE = Structure((Level(25, 50, 20), Level(50, 100, 20), Break(10, color_up=(25,)), Level(100, 200, 20),
                       Level(200, 400, 20)), chips=(25, 100, 500, 1000))
NAMES = ("Ivan Petrov", "Olga Smirnova", "Petr Ivanov", "Maria Ionescu", "Ana Pop", "Dan Rusu", "Elena Cruz",
         "Radu Marin", "Zoe Li", "Alex Brown", "Ion Vlad", "Nina Sova", "Mihai Stan", "Vera Lis", "Oleg Kim",
         "Ioana Dobre", "Pavel Orlov", "Irina Gol", "Sorin Tudor", "Lena Frost", "Boris Lev")
Action = Callable[[TournamentState], Event]


class Night:
    """A tournament in a real store, run by its action functions; its history read back in sentences."""

    def __init__(self, path: Path, players: int, *, structure: Structure = STRUCTURE,
                 bounty: BountyRule | None = None) -> None:
        self.store = Store(path)
        self.tid = self.store.create(
            Settings("Friday", buy_in=100, starting_stack=10_000, rebuy=Purchase(100, 5_000, 2),
                     addon=Purchase(100, 8_000, 1), reentry=Purchase(100, 10_000, 2), bounty=bounty),
            now=T0, author="Ana", extra={"structure": structure_to_json(structure)})
        for name in NAMES[:players]:
            self.do(lambda s, name=name: P.register(s, name, now=T0, author="Ana", level=1))

    @property
    def state(self) -> TournamentState:
        return self.store.state(self.tid)

    def do(self, action: Action) -> Event:
        return self.store.act(self.tid, action)[0]

    def do_all(self, actions: Sequence[Action]) -> list[Event]:
        return self.store.act_all(self.tid, actions)[0]

    def seated(self, table: int) -> dict[int, int]:
        """Seat -> player at ``table``."""
        return H.seated_players(self.state, table)

    def history(self) -> list[Event]:
        return self.store.history(self.tid)

    def sentences(self) -> list[tuple[Event, str]]:
        log = self.history()
        return list(zip(log, narrate(log, names_of(self.state), titles=TITLES), strict=True))


def said(night: list[tuple[Event, str]], kind: str) -> list[str]:
    """The sentences of every event of ``kind``, in order."""
    return [sentence for event, sentence in night if event.kind == kind]


def _friday(path: Path) -> Night:
    """A night with every action of the floor except the dealer station's hands (see :func:`_hands`)."""
    night = Night(path, 20)
    night.do(lambda s: P.register(s, "Boris Lev", nickname="Bear", now=T0, author="Ana", level=1))
    night.do(lambda s: T.clock(s, "start", now=T0, author="Ana"))
    night.do(lambda s: P.rebuy(s, 1, now=T0 + 10, author="Ana", level=1))
    night.do(lambda s: P.addon(s, 1, now=T0 + 10, author="Ana", level=1))
    night.do(lambda s: S.draw_seats(s, rng=random.Random(2), now=T0 + 20, author="Ana"))
    night.do(lambda s: P.register(s, "Late Larry", now=T0 + 25, author="Ana", level=1))
    night.do(lambda s: S.seat(s, 22, rng=random.Random(1), now=T0 + 30, author="Ana"))
    night.do(lambda s: P.eliminate(s, [2], now=T0 + 40, author="Ana"))
    night.do(lambda s: P.reenter(s, 2, now=T0 + 50, author="Ana", level=1))
    night.do(lambda s: P.eliminate(s, [3, 4], now=T0 + 60, author="Bob"))
    night.store.undo(night.tid, now=T0 + 61, author="Ana")
    night.store.redo(night.tid, now=T0 + 62, author="Ana")
    night.do(lambda s: P.reinstate(s, 3, now=T0 + 70, author="Ana", chips=12_000))
    night.do(lambda s: C.count(s, {1: 20_000}, now=T0 + 80, author="Ana"))
    night.do(lambda s: C.count(s, {5: 10_000, 6: 9_000, 7: 11_000}, now=T0 + 80, author="Ana"))
    night.do(lambda s: C.remove(s, 1_200, reason="color-up of the 25s", now=T0 + 90, author="Ana"))
    # the clock: paused 2:48 into level 1 (20 minutes), resumed, adjusted, moved about
    night.do(lambda s: T.clock(s, "pause", now=T0 + 168, author="Ana"))
    night.do(lambda s: T.clock(s, "resume", now=T0 + 300, author="Ana"))
    night.do(lambda s: T.clock(s, "adjust", seconds=120, now=T0 + 310, author="Ana"))
    night.do(lambda s: T.clock(s, "adjust", seconds=-60, now=T0 + 310, author="Ana"))
    night.do(lambda s: T.clock(s, "adjust", seconds=90, now=T0 + 310, author="Ana"))
    night.do(lambda s: T.clock(s, "next", now=T0 + 320, author="Ana"))
    night.do(lambda s: T.clock(s, "previous", now=T0 + 330, author="Ana"))
    night.do(lambda s: T.clock(s, "jump", index=2, now=T0 + 340, author="Ana"))
    second = prizes.sheet(night.state).amounts[1]
    night.do(lambda s: prizes.set_payouts(s, {2: second - 100}, now=T0 + 350, author="Ana"))
    night.do(lambda s: prizes.set_payouts(s, {}, now=T0 + 350, author="Ana"))
    night.do(lambda s: restructure.set_structure(s, STRUCTURE, now=T0 + 360, author="Ana"))
    night.do(lambda s: house.set_house(s, {"seat_draw_mode": "C_high_card_2step", "halt_short_tables": False},
                                       now=T0 + 370, author="Ana"))
    night.do(lambda s: retune.retune(s, dataclasses.replace(s.settings, guarantee=10_000, late_registration_level=3),
                                     now=T0 + 380, author="Ana"))
    return night


def _seating(night: Night) -> None:
    """Moves by hand and by balancing, buttons, a broken table, the final table."""
    table = night.seated(1)
    free = next(seat for seat in range(1, 10) if seat not in table)
    first = min(table)
    night.do(lambda s: S.move(s, table[first], 1, free, now=T0 + 390, author="Ana", reason="found in the wrong seat"))
    night.do(lambda s: S.draw_button(s, 1, rng=random.Random(1), now=T0 + 400, author="Ana"))
    night.do(lambda s: S.set_button(s, 1, 3, reason="wrong button", now=T0 + 400, author="Ana"))
    night.do(lambda s: S.hand_done(s, 1, now=T0 + 410, author="Ana"))
    night.do(lambda s: S.hand_for_hand(s, True, now=T0 + 410, author="Ana"))
    night.do(lambda s: S.hand_for_hand(s, False, now=T0 + 410, author="Ana"))
    while (proposed := S.proposal(night.state)) is None:  # busts at the smallest table until it is short
        smallest = min(night.state.tables, key=lambda n: night.state.tables[n].count)
        night.do(lambda s, t=smallest: P.eliminate(s, [min(night.seated(t).values())], now=T0 + 420, author="Ana"))
    assert proposed is not None and proposed.kind == "move" and proposed.source and proposed.destination
    to = proposed.destination.table
    player = proposed.player or next(iter(night.seated(proposed.source.table).values()))
    seat = proposed.destination.seat or next(s for s in range(1, 10) if s not in night.seated(to))
    night.do(lambda s: S.move(s, player, to, seat, now=T0 + 430, author="Ana", proposed=proposed))
    while len(night.state.playing) > 12:
        night.do(lambda s: P.eliminate(s, [s.playing[-1].id], now=T0 + 440, author="Ana"))
    smallest = min(night.state.tables, key=lambda n: night.state.tables[n].count)
    night.do(lambda s: S.break_table(s, smallest, rng=random.Random(1), now=T0 + 450, author="Ana"))
    while len(night.state.playing) > 9:
        night.do(lambda s: P.eliminate(s, [s.playing[-1].id], now=T0 + 460, author="Ana"))
    night.do(lambda s: S.final_table(s, rng=random.Random(1), now=T0 + 470, author="Ana",
                                     redraw="broken_table_only"))
    night.do(lambda s: S.draw_seats(s, rng=random.Random(2), now=T0 + 480, author="Ana", redraw=True))


def _floor_work(night: Night) -> None:
    """Tokens, rulings, penalties, incidents."""
    night.do(lambda s: issue_tokens(s, now=T0 + 500, author="Ana"))
    decision = decide(load_rulebook(), Situation(hs="HS4", found="duplicate_card", contributions={1: 50, 2: 100}))
    night.do(lambda s: R.ruling(decision, now=T0 + 510, author="Ana", table=1, hand=4))
    night.do(lambda s: R.ruling(decision, now=T0 + 520, author="Ana", override_reason="the dealer's typo, checked",
                                final_outcome="Play goes on"))
    ivan, seated = 1, min(p for p in night.state.seats if p not in (1, 5))
    night.do(lambda s: PN.give_penalty(s, ivan, "missed_hands", reason="abuse", count=3, now=T0 + 530, author="Ana"))
    penalty = night.history()[-1].seq
    night.do(lambda s: PN.give_penalty(s, ivan, "warning", reason="slow play", now=T0 + 530, author="Ana"))
    night.do(lambda s: PN.give_penalty(s, seated, "missed_rounds", reason="abuse", count=1, now=T0 + 530,
                                       author="Ana"))
    rounds = night.history()[-1].seq
    night.do(lambda s: PN.end_penalty(s, penalty, reason="apologised", now=T0 + 540, author="Ana"))
    night.do(lambda s: PN.end_penalty(s, rounds, reason="", served=True, now=T0 + 540, author="Ana"))
    night.do(lambda s: C.count(s, {5: 9_000}, now=T0 + 545, author="Ana"))
    night.do_all(PN.disqualify(night.state, 5, reason="collusion", now=T0 + 550, author="Ana"))
    night.do(lambda s: I.log_incident(s, "SP-05", "warning", player=1, now=T0 + 560, author="Ana"))
    night.do(lambda s: I.log_incident(s, "SP-02", "removed", spectator="the man in the red cap", table=1,
                                      now=T0 + 570, author="Ana"))
    night.do(lambda s: P.link_member(s, 22, "C22", now=T0 + 580, author="Ana"))  # Late Larry, a walk-in (the last)
    night.do(lambda s: Event(Finished(), T0 + 590, "Ana"))  # as an import that says it ended (a chop)
    night.do(lambda s: closing.reopen(s, "the chop was called off", now=T0 + 600, author="Ana"))


@pytest.fixture(scope="module")
def friday_night(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Night]:
    night = _friday(tmp_path_factory.mktemp("friday") / "floor.db")
    _seating(night)
    _floor_work(night)
    yield night
    night.store.close()


@pytest.fixture(scope="module")
def friday(friday_night: Night) -> list[tuple[Event, str]]:
    return friday_night.sentences()


REQUEST = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 3,
           "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500},
                     {"seat": 2, "cards": "Kc Ks", "contributed": 500},
                     {"seat": 3, "cards": "Qc Qd", "contributed": 300}]}
SPLIT = {"game": "holdem", "board": "Ah Kh Qc Jd Ts", "button": 3,
         "seats": [{"seat": 1, "cards": "2s 3d", "contributed": 500},
                   {"seat": 2, "cards": "4c 5s", "contributed": 500},
                   {"seat": 5, "cards": "6c 8d", "contributed": 500}]}


def _hands(path: Path) -> Night:
    """One table seated by rank cards (player n in seat n): hands, a voided hand, a color-up's chip race, a mystery
    bounty's envelope."""
    night = Night(path, 6, bounty=BountyRule("mystery", 20, envelopes=(100, 20)))
    night.do(lambda s: S.draw_seats(s, rng=random.Random(1), now=T0, author="Ana", method="B",
                                    cards={n: "A" if n == 1 else str(n) for n in range(1, 7)}))
    night.do(lambda s: H.record_hand(s, 1, REQUEST, now=T0 + 1, author="Dealer Dan", all_in=[2, 3]))
    night.do(lambda s: H.record_hand(s, 1, SPLIT, now=T0 + 2, author="Dealer Dan"))
    night.do(lambda s: H.void_hand(s, 1, {1: 200, 2: 400, 5: 0}, ruling="DD-05", now=T0 + 3, author="Dan"))
    misread = {**REQUEST, "seats": [{**REQUEST["seats"][0], "cards": "Kc Ks"},
                                     {**REQUEST["seats"][1], "cards": "As Ad"}, REQUEST["seats"][2]]}
    night.do(lambda s: H.correct_hand(s, 1, 1, H.hand_in_force(night.store.history(night.tid), 1, 1), misread,
                                      reason="cards misread", now=T0 + 3.5, author="Ion (floor phone 0a0b0c0d)"))
    night.do(lambda s: C.count(s, dict.fromkeys(range(1, 7), 10000), now=T0 + 4, author="Ana"))
    night.do(lambda s: T.clock(s, "start", now=T0 + 5, author="Ana"))
    night.do(lambda s: T.clock(s, "jump", index=2, now=T0 + 6, author="Ana"))  # the break, coloring up the 25s
    race = colorup.race_at(night.state, 1, {1: {25: 3}, 3: {25: 1}, 5: {25: 2}}, now=T0 + 7)
    night.do(lambda s: colorup.chip_race(s, 1, race, {1: "Kd 4c 2h", 3: "Ks", 5: "Ac 3d"}, rng=random.Random(0),
                                         now=T0 + 7, author="Ana"))
    call = night.do(lambda s: calls.call_floor(s, 1, "misdeal", "two cards exposed", now=T0 + 8,
                                               author="Dan (tablet, table 1 ab12cd34)"))
    night.do(lambda s: calls.answer_call(s, call.seq, "Misdeal: redeal, the button stays", row_id="MD-01",
                                         now=T0 + 9, author="Ion (floor phone 0a0b0c0d)"))
    night.do(lambda s: announcements.announce(s, "Dinner break at 21:00", now=T0 + 10, author="Ana"))
    night.do(lambda s: announcements.clear(s, now=T0 + 11, author="Ana"))
    night.do(lambda s: P.eliminate(s, [6], now=T0 + 12, author="Ana", by=[1]))
    night.do(lambda s: envelopes.draw(s, amount=100, now=T0 + 13, author="Ana"))
    night.do(lambda s: prizes.make_deal(s, method="hand", amounts={1: 150, 2: 100, 3: 100, 4: 70, 5: 50},
                                        play_for=10, now=T0 + 14, author="Ana"))
    night.do(lambda s: prizes.take_back_deal(s, now=T0 + 15, author="Ana"))
    night.do(lambda s: P.rename(s, 5, "Ana Popa", now=T0 + 16, author="Ana"))
    night.store.undo(night.tid, now=T0 + 17, author="Ana")  # (the names the other sentences say stay as they were)
    for found in (DamageNoticed(MISSING, 30, saved=34), DamageNoticed(HOLES, 31, present=30),
                  DamageNoticed(CHANGED, 32, event=12)):  # (as the store puts an opening's findings on record)
        night.do(lambda s, found=found: Event(found, T0 + 18, "Ana"))
    for fenced in (True, False):  # (as `floor standby drop` puts the floor's choice on record, issue 31)
        night.do(lambda s, fenced=fenced: Event(StandbyDropped("2", "10.0.0.1:5432", fenced), T0 + 19, "Ana"))
    return night


@pytest.fixture(scope="module")
def hands_night(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Night]:
    night = _hands(tmp_path_factory.mktemp("hands") / "floor.db")
    yield night
    night.store.close()


@pytest.fixture(scope="module")
def hands(hands_night: Night) -> list[tuple[Event, str]]:
    return hands_night.sentences()


# -- every kind -------------------------------------------------------------------------------------------------------

EVERY_KIND = {value for key, value in vars(ev).items() if key.isupper() and isinstance(value, str)}


def test_every_kind_of_event_has_a_sentence_and_a_name(friday, hands) -> None:
    """Each event kind of events.py (a new one included) has its sentence and its name, and the two nights above
    make each of them, none said as a bare name."""
    assert set(_SENTENCES) == set(KIND_NAMES) == EVERY_KIND
    made = {event.kind for event, _ in friday + hands}
    assert made == EVERY_KIND
    fallbacks = [(event.kind, sentence) for event, sentence in friday + hands if sentence == kind_name(event.kind)]
    assert fallbacks == []


def test_the_floor_going_on_without_the_standby_is_said_with_the_server_that_keeps_each_write(hands) -> None:
    """Issue 31: `floor standby drop` on record, whether the standby was fenced or could not be reached."""
    assert said(hands, ev.STANDBY_DROPPED) == [
        "The floor went on without the standby 2: from then on each write is kept on 10.0.0.1:5432 only, until a "
        "standby is set up again; the standby was stopped and marked so that it is never promoted",
        "The floor went on without the standby 2: from then on each write is kept on 10.0.0.1:5432 only, until a "
        "standby is set up again; the standby could not be reached: it must not be promoted (its log stops before "
        "this)"]


def test_damage_put_on_record_says_what_the_opening_found(hands) -> None:
    """Issue 29: the lost-actions warning and a changed event kept in the history, as the desk was told them."""
    assert said(hands, ev.DAMAGE_NOTICED) == [
        "Floor found the actions after event 30 missing (it had saved 34): the file (or the journal beside it) was "
        "changed outside Floor",
        "Floor found holes in this log (30 of events 1 to 31 were there): the file was changed outside Floor",
        "Floor found event 12 changed outside Floor (it did not match the one before it)"]


# -- players ----------------------------------------------------------------------------------------------------------

def test_a_registration_names_the_player_and_his_number(friday) -> None:
    """The floor reads who was registered and the number on his seat card."""
    assert said(friday, ev.CREATED) == ["Tournament created: Friday, buy-in 100, starting stack 10,000"]
    registered = said(friday, ev.REGISTERED)
    assert registered[0] == "Registered Ivan Petrov (#1)" and registered[20] == "Registered Boris Lev (Bear) (#21)"
    assert registered[21] == "Registered Late Larry (#22)"
    assert said(friday, ev.MEMBER_LINKED) == ["Late Larry linked to member C22"]
    assert said(friday, ev.FINISHED) == ["The tournament is over (as imported)"]
    assert said(friday, ev.REOPENED) == ["The tournament is reopened: the chop was called off"]


def test_rebuys_add_ons_and_re_entries_say_their_chips_and_the_entry(friday) -> None:
    """A rebuy says the chips it brought, a re-entry which entry it is."""
    assert said(friday, ev.REBOUGHT) == ["Ivan Petrov rebought (5,000 chips)"]
    assert said(friday, ev.ADDED_ON) == ["Ivan Petrov took the add-on (8,000 chips)"]
    assert said(friday, ev.REENTERED) == ["Olga Smirnova re-entered (entry 2)"]


def test_players_out_in_the_same_hand_share_the_place_they_finished_in(friday) -> None:
    """The place is the one they finished in then (22 players: the first out is 22nd), shared in the same hand."""
    out = said(friday, ev.ELIMINATED)
    assert out[0] == "Olga Smirnova finished 22nd"  # before her re-entry: 22 players were in
    assert out[1] == "Petr Ivanov and Maria Ionescu out in the same hand: 21st"
    assert said(friday, ev.REINSTATED) == ["Petr Ivanov is back in (chips 12,000)"]


def test_an_undo_and_a_redo_say_what_they_took_back(friday) -> None:
    """"Undone" names the action it took back, with its details as they were."""
    assert said(friday, ev.UNDONE) == ["Undone #31: Petr Ivanov and Maria Ionescu out in the same hand: 21st"]
    assert said(friday, ev.REDONE) == ["Redone #31: Petr Ivanov and Maria Ionescu out in the same hand: 21st"]


def test_the_latest_sentences_alone_read_as_in_the_whole_history(friday_night, friday) -> None:
    """The History tab makes only the latest sentences: each reads as in the whole history (places, the clock,
    what an undo took back long before)."""
    log, whole = friday_night.history(), [sentence for _, sentence in friday]
    for last in (1, 5, 20, 55, 56, len(log)):
        assert narrate(log, names_of(friday_night.state), titles=TITLES, last=last) == whole[-last:]


def test_an_undone_elimination_gives_its_place_back(tmp_path: Path) -> None:
    """After an undone bust, the next one out finishes in the place the undone one had."""
    night = Night(tmp_path / "floor.db", 5)
    night.do(lambda s: P.eliminate(s, [5], now=T0, author="Ana"))
    night.store.undo(night.tid, now=T0 + 1, author="Ana")
    night.do(lambda s: P.eliminate(s, [4], now=T0 + 2, author="Ana"))
    assert [sentence for _, sentence in night.sentences()][-3:] == [
        "Ana Pop finished 5th", "Undone #7: Ana Pop finished 5th", "Maria Ionescu finished 5th"]


def test_chip_counts_and_chips_removed_say_how_many_and_why(friday) -> None:
    """A count says whose chips (or how many players and chips in all); a removal how many and why."""
    assert said(friday, ev.CHIPS_COUNTED)[:2] == ["Chips counted: Ivan Petrov has 20,000",
                                                  "Chips counted: 3 players, 30,000 in all"]
    removed = said(friday, ev.CHIPS_REMOVED)
    assert removed[0] == "1,200 chips removed: color-up of the 25s"
    assert removed[1] == "9,000 chips removed: Ana Pop disqualified (PN-07)"


def test_payouts_set_by_hand_list_the_places_and_amounts(friday) -> None:
    """The places changed and their amounts; back to the table says so."""
    first, back = said(friday, ev.PAYOUTS_SET)
    assert first.startswith("Payouts set by hand: 2nd ") and back == "Payouts back to the table"


# -- the clock and the settings ---------------------------------------------------------------------------------------

def test_the_clock_says_where_it_paused_and_how_much_time_was_left(friday) -> None:
    """Paused 2:48 into a 20-minute level 1: "level 1, 17:12 left"; each move says where to."""
    assert said(friday, ev.CLOCK) == [
        "Clock started", "Clock paused at level 1, 17:12 left", "Clock resumed at level 1, 17:12 left",
        "2 minutes added", "1 minute taken off", "1:30 added", "Clock moved on to level 2",
        "Clock moved back to level 1", "Jumped to the break after level 2"]


def test_structure_house_and_tournament_settings_changes_say_what_changed(friday) -> None:
    """The levels and breaks of a new structure, the house keys and the tournament settings changed."""
    assert said(friday, ev.STRUCTURE_SET) == ["Blind structure changed: 4 levels, 1 break"]
    assert said(friday, ev.HOUSE_SET) == [
        "House settings changed: halt_short_tables = false, seat_draw_mode = C_high_card_2step"]
    assert said(friday, ev.SETTINGS_CHANGED) == [
        "Tournament settings changed: guarantee 10,000, late registration until level 3"]


# -- the seating ------------------------------------------------------------------------------------------------------

def test_a_seat_draw_says_how_many_players_at_how_many_tables_and_how(friday) -> None:
    """The opening draw, the final table and a full redraw."""
    assert said(friday, ev.SEATS_DRAWN) == ["Seats drawn: 21 players at 3 tables (Floor's seat cards)",
                                            "Seats redrawn: 9 players at table 1 (the two-step high-card draw, "
                                            "dealt by Floor)"]
    [seated] = said(friday, ev.PLAYER_SEATED)
    assert seated.startswith("Late Larry seated at table ") and ", seat " in seated


def test_a_final_table_redrawn_in_full_says_so(tmp_path: Path) -> None:
    """BB-12/BB-13 with a full redraw: everyone left draws a seat at the one table."""
    night = Night(tmp_path / "floor.db", 10)
    night.do(lambda s: S.draw_seats(s, rng=random.Random(2), now=T0, author="Ana"))
    night.do(lambda s: P.eliminate(s, [10], now=T0 + 1, author="Ana"))
    night.do(lambda s: S.final_table(s, rng=random.Random(1), now=T0 + 2, author="Ana", redraw="full_redraw"))
    assert [sentence for _, sentence in night.sentences()][-1].startswith("Final table drawn: 9 players at table ")
    assert [sentence for _, sentence in night.sentences()][-1].endswith(" (BB-12, BB-13)")


def test_a_move_says_who_from_where_to_where_and_why(friday) -> None:
    """A move by hand gives its reason; a balancing move its rule ids."""
    by_hand, balancing = said(friday, ev.PLAYER_MOVED)
    assert by_hand.endswith("at table 1 (by hand: found in the wrong seat)") and " moved from seat " in by_hand
    assert " moved from table " in balancing and balancing.endswith("(balancing, BB-01, BB-03, BB-04, BB-05)")


def test_a_broken_table_says_how_many_players_moved(friday) -> None:
    """A table broken (BB-09) and the tables broken for the final table (BB-12)."""
    broken, final = said(friday, ev.TABLE_BROKEN)
    assert broken.startswith("Table ") and broken.endswith(" players moved (BB-09, BB-10)")
    assert final.startswith("Final table: table ") and final.endswith(" players moved (BB-12, BB-13)")


def test_a_button_says_its_seat_and_how_it_was_set(friday) -> None:
    """Drawn by Floor (BT-01), put by hand with the reason (BT-07), moved by a hand's end (BT-02)."""
    drawn, by_hand = said(friday, ev.BUTTON_SET)
    assert drawn.startswith("Button on seat ") and drawn.endswith(" at table 1 (Floor's draw, BT-01, SR-03)")
    assert by_hand == "Button put on seat 3 at table 1 by hand (BT-07: wrong button)"
    assert said(friday, ev.NEXT_HAND) == ["Next hand at table 1: button on seat 4 (BT-02)"]
    assert said(friday, ev.HAND_FOR_HAND) == ["Hand-for-hand on (BB-14)", "Hand-for-hand off"]


# -- hands, rulings, penalties, incidents -----------------------------------------------------------------------------

def test_a_recorded_hand_says_who_won_what_seat_by_seat(hands) -> None:
    """The hand, the table, the game and each winner by seat and name."""
    assert said(hands, ev.HAND_RECORDED) == [
        "Hand 1 at table 1 (Hold'em): seat 1 Ivan Petrov won 1,300",
        "Hand 2 at table 1 (Hold'em): seat 1 Ivan Petrov won 500, seat 2 Olga Smirnova won 500 and seat 5 Ana Pop "
        "won 500"]


def test_a_corrected_hand_says_why_and_what_it_moved_player_by_player(hands) -> None:
    """A hand the floor corrected after Confirm (issue 29): the reason and each player's chips by the correction."""
    assert said(hands, ev.HAND_CORRECTED) == [
        "Hand 1 at table 1 corrected (cards misread): Ivan Petrov -1,300 and Olga Smirnova +1,300"]


def test_a_voided_hand_says_its_ruling_and_what_was_given_back(hands) -> None:
    """DD-05: the seats that had put chips in got them back."""
    assert said(hands, ev.HAND_VOIDED) == ["Hand 3 at table 1 voided (DD-05): 2 seats got back 600 in all"]


def test_a_chip_race_says_the_table_the_color_up_and_what_left_play(hands) -> None:
    """The chips colored up and what the race took out of play (or, rounding up, put in)."""
    # six 25s (150) raced for two 100s: 50 more in play
    assert said(hands, ev.CHIP_RACE) == ["Chip race at table 1, color-up of the 25 chips: 50 more in play"]


def test_a_call_from_a_table_says_the_situation_and_the_answer_names_the_call(hands) -> None:
    call = said(hands, ev.FLOOR_CALLED)
    assert call == ["Table 1 calls the floor: a misdeal (two cards exposed)"]
    (answered,) = said(hands, ev.CALL_ANSWERED)
    assert answered.startswith("The floor answers call #") and answered.endswith(": Misdeal: redeal, the button stays")


def test_an_announcement_says_its_line_and_its_clearing(hands) -> None:
    """The floor's line on the screens is read back as typed; clearing it says so."""
    assert said(hands, ev.ANNOUNCED) == ["Announcement on the screens: Dinner break at 21:00",
                                         "Announcement cleared"]


def test_a_ruling_says_its_row_its_title_and_where(friday) -> None:
    """The row and the rulebook's title; an override its reason."""
    title = TITLES["DD-05"]
    assert said(friday, ev.RULING) == [f"Ruling DD-05 at table 1, hand 4: {title}",
                                       f"Ruling DD-05 overridden (the dealer's typo, checked): {title}"]


def test_a_penalty_says_who_what_and_why(friday) -> None:
    """Missed hands, a warning, missed rounds, a disqualification; an early end says what was left."""
    given = said(friday, ev.PENALTY_GIVEN)
    assert given[:2] == ["Penalty PN-01: Ivan Petrov misses 3 hands (abuse)",
                         "Penalty PN-01: Ivan Petrov warned (slow play)"]
    assert given[2].startswith("Penalty PN-02: ") and " misses 1 round, " in given[2]
    assert given[3] == "Penalty PN-07: Ana Pop disqualified, 9,000 chips removed from play (collusion)"
    early, served = said(friday, ev.PENALTY_ENDED)
    assert early.startswith("Ivan Petrov's penalty (#") and early.endswith(") ended early, 3 hands unserved "
                                                                             "(apologised)")
    assert served.endswith(") marked served")


def test_an_incident_says_its_row_who_and_the_action(friday) -> None:
    """A player warned for a phone at the table; a spectator removed."""
    assert said(friday, ev.INCIDENT_LOGGED) == [
        f"Incident SP-05 at table 1 ({TITLES['SP-05']}): Ivan Petrov — warning",
        f"Incident SP-02 at table 1 ({TITLES['SP-02']}): the man in the red cap — spectator removed from the area"]
    assert said(friday, ev.TOKENS_ISSUED) == ["Player-page tokens given to 22 players"]


# -- never raises -----------------------------------------------------------------------------------------------------

def test_an_old_or_damaged_record_is_said_as_the_events_name() -> None:
    """A missing key, a wrong type, an unknown kind: the history still reads (the event's name)."""
    names = {1: "Ivan Petrov"}
    assert describe(unread(ev.ELIMINATED, {}), names) == "elimination"
    assert describe(unread(ev.CHIPS_REMOVED, {"chips": "many"}), names) == "chips removed"
    assert describe(unread(ev.UNDONE, {"target": 9}), names) == "undo"
    assert describe(unread("some-new-kind", {"x": 1}), names) == "some-new-kind"
    assert describe(Event(Rebought(7), T0, "Ana"), names) == "player #7 rebought"


def unread(kind: str, payload: Mapping[str, object], seq: int = 0) -> Event:
    """An event whose body is kept as stored, not read as its kind (a newer Floor's, or one damaged by hand)."""
    return Event(Unknown(kind, freeze_object(payload)), T0, "Ana", seq)


def test_an_undo_read_alone_names_its_target_by_number_or_from_its_copy() -> None:
    """Outside a whole history, an undo names its target from ``by_seq``, else from the copy it keeps."""
    bust = Event(Eliminated((1,)), T0, "Ana", 6)
    undo = Event(Undone.of(bust), T0, "Ana", 7)
    assert describe(undo, {1: "Ivan Petrov"}, {6: bust}) == "Undone #6: Ivan Petrov is out"
    assert describe(undo, {1: "Ivan Petrov"}) == "Undone #6: Ivan Petrov is out"
    assert describe(bust, {1: "Ivan Petrov"}, before=Before(players_left=9)) == "Ivan Petrov finished 9th"


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 10**6) | st.floats(allow_nan=True) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8)


def _real_events() -> list[Event]:
    """Every kind of payload Floor writes, from a night like the ones above."""
    with tempfile.TemporaryDirectory() as folder:
        night, extra = _friday(Path(folder) / "friday.db"), _hands(Path(folder) / "hands.db")
        _seating(night)
        _floor_work(night)
        events = night.history() + extra.history()
        night.store.close()
        extra.store.close()
    return events


REAL = _real_events()


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(REAL), st.data())
def test_no_damaged_payload_makes_a_sentence_fail(event: Event, data: st.DataObject) -> None:
    """Any key of a real payload missing or replaced by any JSON value: a sentence (never an exception)."""
    payload: dict[str, Any] = dict(event.data.to_json())
    for key in data.draw(st.lists(st.sampled_from(sorted(payload) or ["x"]), max_size=3)):
        if data.draw(st.booleans()):
            payload.pop(key, None)
        else:
            payload[key] = data.draw(JSON)
    damaged = Event(Unknown(event.kind, freeze_object(payload)), event.at, event.author, event.seq)
    sentence = describe(damaged, {1: "Ivan Petrov"}, {event.seq: damaged})
    assert isinstance(sentence, str) and sentence
    assert len(narrate([REAL[0], damaged], {})) == 2  # nor narrating it after the creation


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(sorted(EVERY_KIND)), JSON), max_size=12))
def test_no_history_of_random_events_makes_narrating_fail(events: list[tuple[str, Any]]) -> None:
    """A history of random kinds with random payloads (undos of unknown numbers, a broken creation) reads."""
    log = [unread(kind, payload if isinstance(payload, dict) else {"target": payload}, i + 1)
           for i, (kind, payload) in enumerate(events)]
    assert len(narrate(log, {})) == len(log)
    assert len(narrate(REAL[:3] + log, {}, last=2)) == min(2, len(log) + 3)


# -- in the desk's language -------------------------------------------------------------------------------------------

TYPED = ("found in the wrong seat", "wrong button", "color-up of the 25s", "the dealer's typo, checked", "abuse",
         "slow play", "apologised", "collusion", "the man in the red cap", "Floor", "Friday", "two cards exposed",
         "Misdeal: redeal, the button stays", "Dinner break at 21:00", "the chop was called off", "cards misread")
"""What the floor typed (reasons, a spectator's description) and names: said as typed, in any language."""


@pytest.fixture
def speaking(qapp: Any) -> Iterator[None]:
    """Each test here leaves the desktop in English, as it found it."""
    yield
    language.use("en")


def _in(code: str, night: Night) -> dict[str, list[str]]:
    """The night's sentences said in ``code``, by kind."""
    language.use(code)
    log = night.history()
    found: dict[str, list[str]] = {}
    for event, sentence in zip(log, narrated(log, names_of(night.state)), strict=True):
        found.setdefault(event.kind, []).append(sentence)
    return found


def _english_left(sentence: str, names: Sequence[str]) -> list[str]:
    for typed in sorted((*TYPED, *names), key=len, reverse=True):
        sentence = sentence.replace(typed, "")
    return re.findall(r"[A-Za-z]{2,}", re.sub(r"\b[A-Z]{2}-\d{2}\b", "", sentence))


def test_the_history_is_said_in_russian_with_no_english_left(speaking, friday_night, hands_night) -> None:
    """In Russian every sentence is Russian: only names, rule ids and what the floor typed stay as they are."""
    names = list(names_of(friday_night.state).values())
    ru = {**_in("ru", hands_night), **_in("ru", friday_night)}
    left = {kind: words for kind, sentences in ru.items() if kind != ev.HOUSE_SET  # §14 keys are ids
            for words in [sorted({w for s in sentences for w in _english_left(s, names)})] if words}
    assert left == {}
    assert ru[ev.CLOCK][1] == "Часы на паузе: уровень 1, осталось 17:12"
    assert ru[ev.ELIMINATED][0] == "Olga Smirnova: выбывание, место 22"
    assert ru[ev.UNDONE] == ["Отменено #31: Petr Ivanov и Maria Ionescu выбыли в одной раздаче: место 21"]
    assert ru[ev.CHIPS_COUNTED][1] == "Фишки подсчитаны: игроков — 3, всего 30\u00a0000"
    assert ru[ev.HAND_RECORDED][0] == "Раздача 1 за столом 1 (Холдем): место 1 (Ivan Petrov) — 1\u00a0300"


def test_the_history_is_said_in_romanian(speaking, friday_night, hands_night) -> None:
    """In Romanian the same sentences, with Romanian digit grouping; none is left in English."""
    english = {kind: [s for e, s in friday_night.sentences() if e.kind == kind] for kind in EVERY_KIND}
    ro = _in("ro", friday_night)
    assert [(kind, s) for kind, said_ro in ro.items() for s in said_ro if s in english[kind]
            and kind not in (ev.HOUSE_SET,)] == []
    assert ro[ev.CLOCK][1] == "Ceasul a fost oprit la nivelul 1, au rămas 17:12"
    assert ro[ev.REBOUGHT] == ["Ivan Petrov a făcut rebuy (jetoane: 5.000)"]
    assert ro[ev.ELIMINATED][1] == "Petr Ivanov și Maria Ionescu au ieșit în aceeași mână: locul 21"
    incident = friday_night.history()[-4]  # (then the member link, the finish and the reopening)
    assert described(incident, names_of(friday_night.state)).startswith("Incidentul SP-02 la masa 1")


# -- the command line -------------------------------------------------------------------------------------------------

def test_floor_history_prints_who_did_what_in_a_sentence(tmp_path: Path) -> None:
    """`floor history`: ``#seq  HH:MM:SS  author  sentence``; ``--json`` keeps the raw events."""
    db = tmp_path / "floor.db"
    run_floor_ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    for name in ("Ivan", "Maria", "Petr", "Olga"):
        run_floor_ok(db, "player", "add", name)
    run_floor_ok(db, "player", "bust", "Petr", "Olga")
    lines = run_floor_ok(db, "history").splitlines()
    assert lines[1].startswith("#2 ") and lines[1].split("  ", 2)[-1].strip().endswith("Registered Ivan (#1)")
    assert lines[-1].endswith("Ana          Petr and Olga out in the same hand: 3rd")
    assert '"kind": "players-eliminated"' in run_floor_ok(db, "history", "--json")


def test_a_finish_in_the_money_says_the_prize_as_the_message_line_does(tmp_path: Path) -> None:
    """The rehearsal's finding: the message line said "finished 2nd, wins 150" and the History only "finished
    2nd"; with the prizes of now (prizes_of) the History says the prize too, and a bust undone wins nothing."""
    night = Night(tmp_path / "floor.db", 5)
    for player in (5, 4, 3, 2):
        night.do(lambda s, p=player: P.eliminate(s, [p], now=T0, author="Ana"))
    state = night.store.state(night.tid)
    won = prizes.sheet(state).amounts
    lines = narrate(night.store.history(night.tid), names_of(state), prizes=prizes_of(state))
    assert lines[-1] == f"{state.players[2].label} finished 2nd, wins {won[1]:,}"
    assert lines[-4] == f"{state.players[5].label} finished 5th"  # out of the money: no amount


def test_a_deal_says_who_agreed_what_each_takes_and_its_taking_back(hands) -> None:
    """The history keeps who agreed the deal, by which method, each one's amount and what was left to play for."""
    assert said(hands, ev.DEAL_MADE) == [
        "Deal typed by hand agreed by Ivan Petrov, Olga Smirnova, Petr Ivanov, Maria Ionescu and Ana Pop: Ivan Petrov "
        "150, Olga Smirnova 100, Petr Ivanov 100, Maria Ionescu 70, Ana Pop 50; 10 left to play for"]
    assert said(hands, ev.DEAL_TAKEN_BACK) == ["Deal taken back: the payout sheet pays again"]


def test_a_rename_says_the_name_before_the_number_and_the_name_given(hands) -> None:
    """The history keeps the name before (as it stood then, though the names now are read elsewhere) and after."""
    assert said(hands, ev.PLAYER_RENAMED) == ["Ana Pop (#5) renamed Ana Popa"]


@pytest.mark.parametrize("keep", [12, 10_000])
@pytest.mark.parametrize("chunks", [1, 3, 50])
def test_a_narrator_read_in_pieces_words_the_last_lines_as_narrate_does(friday_night, hands_night, keep: int,
                                                                         chunks: int) -> None:
    """The History tab keeps a :class:`Narrator` and gives it only the events since it last read (issue 30: the
    whole log was read and folded each time the tab was shown): whatever pieces the log came in, the lines it keeps
    read as :func:`narrate` words them, undos, places and prizes included."""
    for night in (friday_night, hands_night):
        log, state = night.history(), night.state
        names, prizes = names_of(state), prizes_of(state)
        narrator = Narrator(keep)
        size = max(1, len(log) // chunks)
        for start in range(0, len(log), size):
            narrator.read(log[start:start + size])
        narrator.now(names, titles=TITLES, prizes=prizes)
        kept = log[-keep:]
        assert [narrator.sentence(e.seq) for e in kept] == narrate(log, names, titles=TITLES, last=len(kept),
                                                                   prizes=prizes)


@pytest.mark.parametrize("keep", [5, 12])
def test_a_narrator_begun_from_a_kept_state_words_the_last_lines_as_narrate_does(friday_night, hands_night,
                                                                                  keep: int) -> None:
    """The History tab words its last lines from a state the store keeps (a snapshot) and the events after it, not
    the whole log (issue 30): begun from the state after any event, the lines kept read as :func:`narrate` words
    them from the creation (places, entries, a rename's old name, the clock, undos), or the narrator says it is lost
    (an undo reaching back to that state or before) and the tab reads the whole log instead."""
    for night in (friday_night, hands_night):
        log, state = night.history(), night.state
        names, prizes = names_of(state), prizes_of(state)
        expected = narrate(log, names, titles=TITLES, last=keep, prizes=prizes)
        assert dict(Labels(state)) == names
        begun = 0
        for at in range(1, len(log) - keep - 1):  # (two events read before the first line kept)
            narrator = Narrator(keep)
            narrator.begin(replay(state.id, log[:at]))
            narrator.read(log[at:])
            if narrator.lost:
                assert any(isinstance(e.data, ev.TakeBack) and e.data.target <= log[at - 1].seq for e in log[at:])
                continue
            begun += 1
            narrator.now(Labels(state), titles=TITLES, prizes=prizes)  # (the names read when a sentence asks)
            assert [narrator.sentence(e.seq) for e in log[-keep:]] == expected, at
        assert begun > (len(log) - keep) // 2
