"""The screens hear the bubble (one more player left than places paid) and the final table (the players left first
fit one table) once each, as the field shrinks onto them, and again only after the field grew back."""

from __future__ import annotations

from collections.abc import Callable

from floor.tournament import players, prizes
from floor.tournament import timekeeping as T
from floor.tournament.clock import ONE_MINUTE
from floor.tournament.events import Event, Undone
from floor.tournament.notices import BUBBLE, FINAL_TABLE, FieldWatch, field_notices, notices
from floor.tournament.records import Created
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import template

T0 = 1_800_000_000.0


class Field:
    """A tournament played through its own functions, one action a minute, its history kept for undo."""

    def __init__(self, entries: int, *, seats: int = 9, tid: int = 1) -> None:
        settings = Settings("Sunday", buy_in=100, starting_stack=10_000, seats_per_table=seats)
        self.events = [Event(Created.of(settings, template("turbo")), T0, "Ana", 1)]
        self.tid = tid
        self.state = replay(tid, self.events)
        self.now = T0
        self.act(lambda s: T.clock(s, "start", now=self.now, author="Ana"))
        for i in range(1, entries + 1):
            self.act(lambda s, i=i: players.register(s, f"Player {i}", now=self.now, author="Ana", level=1))

    def act(self, action: Callable[[TournamentState], Event]) -> Event:
        self.now += 60
        event = action(self.state).numbered(len(self.events) + 1)
        self.events.append(event)
        self.state = replay(self.tid, self.events)
        return event

    def bust(self, *names: str) -> Event:
        return self.act(lambda s: players.eliminate(s, list(names), now=self.now, author="Ana"))

    def undo(self, target: Event) -> None:
        self.act(lambda s: Event(Undone.of(target), self.now, "Ana"))


def heard(field: Field, step: Callable[[], object]) -> list[str]:
    """The field's notices of one step: compare the state before it with the state after."""
    before = field.state
    step()
    return [n.kind for n in field_notices(before, field.state, field.now)]


def test_twenty_entries_pay_four_places_so_the_bubble_is_five_players_left() -> None:
    """The scene the other tests stand on: the shipped table pays four places of twenty entries."""
    assert len(prizes.sheet(Field(20).state).amounts) == 4


def test_the_bubble_fires_when_a_bust_leaves_one_more_player_than_places_paid() -> None:
    """Twenty players, four paid: nothing at 7 or 6 left, the bubble at 5, nothing more at 4 (in the money)."""
    field = Field(20)
    for i in range(1, 14):
        field.bust(f"Player {i}")
    assert field.state.players_left == 7
    assert heard(field, lambda: field.bust("Player 14")) == []
    assert heard(field, lambda: field.bust("Player 15")) == [BUBBLE]
    assert heard(field, lambda: field.bust("Player 16")) == []


def test_the_final_table_fires_when_the_players_left_first_fit_one_table() -> None:
    """Nine-seat tables: nothing at 10 left, the final table at 9, nothing more at 8."""
    field = Field(20)
    for i in range(1, 10):
        field.bust(f"Player {i}")
    assert field.state.players_left == 11
    assert heard(field, lambda: field.bust("Player 10")) == []
    assert heard(field, lambda: field.bust("Player 11")) == [FINAL_TABLE]
    assert heard(field, lambda: field.bust("Player 12")) == []


def test_a_tournament_that_fits_one_table_from_the_start_has_no_final_table_notice() -> None:
    """Eight players at a nine-seat table: no bust ever brings them onto one table, they were always there."""
    field = Field(8)
    said = [kind for i in range(1, 7) for kind in heard(field, lambda i=i: field.bust(f"Player {i}"))]
    assert FINAL_TABLE not in said


def test_the_bubble_and_the_final_table_at_once_are_both_heard_the_bubble_last() -> None:
    """Five-seat tables and four places paid: the bust to five left brings both; the banner shows the bubble."""
    field = Field(20, seats=5)
    for i in range(1, 15):
        field.bust(f"Player {i}")
    assert heard(field, lambda: field.bust("Player 15")) == [FINAL_TABLE, BUBBLE]


def test_two_players_out_in_one_hand_jumping_over_the_bubble_do_not_announce_it() -> None:
    """Six left, two out in the same hand: four left and in the money at once, there is no bubble to play."""
    field = Field(20)
    for i in range(1, 15):
        field.bust(f"Player {i}")
    assert heard(field, lambda: field.bust("Player 15", "Player 16")) == []


def test_an_undone_bust_takes_the_bubble_back_and_the_next_bust_fires_it_again() -> None:
    """The bust to five is undone (the field grows back to six): nothing is said; the next bust is the bubble."""
    field = Field(20)
    for i in range(1, 15):
        field.bust(f"Player {i}")
    bust = field.bust("Player 15")
    assert heard(field, lambda: field.undo(bust)) == []
    assert field.state.players_left == 6
    assert heard(field, lambda: field.bust("Player 16")) == [BUBBLE]


def test_a_reinstated_player_grows_the_field_back_and_the_next_bust_fires_the_bubble_again() -> None:
    """On the bubble, a wrongly busted player is put back (six left): nothing; the next bust: the bubble again."""
    field = Field(20)
    for i in range(1, 16):
        field.bust(f"Player {i}")
    assert heard(field, lambda: field.act(lambda s: players.reinstate(s, "Player 15", now=field.now,
                                                                       author="Ana"))) == []
    assert heard(field, lambda: field.bust("Player 16")) == [BUBBLE]


def test_a_screen_looking_four_times_a_second_hears_each_field_notice_once() -> None:
    """A screen hands the state it shows to its watch four times a second for a minute around the bust to five
    left: the bubble is in exactly one of its windows, stamped when the screen first saw the new state."""
    field = Field(20)
    for i in range(1, 15):
        field.bust(f"Player {i}")
    watch = FieldWatch()
    start = field.now
    heard_at: list[tuple[str, float]] = []
    for quarter in range(1, 4 * 60):
        now = start + quarter / 4
        if quarter == 4 * 20:  # 20 s on, the floor busts the sixth-last player
            field.bust("Player 15")
        heard_at += [(n.kind, n.at) for n in watch.notices(field.state, now - 0.25, now)]
    assert heard_at == [(BUBBLE, start + 20)]


def test_a_screen_opened_on_the_bubble_does_not_announce_it() -> None:
    """The first look of a screen (opened, or the desk started again) on a field already on the bubble: silence."""
    field = Field(20)
    for i in range(1, 16):
        field.bust(f"Player {i}")
    watch = FieldWatch()
    assert watch.notices(field.state, field.now - 8, field.now) == []
    assert watch.notices(field.state, field.now - 8, field.now + 1) == []


def test_a_screen_switched_to_another_tournament_compares_nothing_across_them() -> None:
    """From a tournament of 20 to another of 5 left: not a bust, not a bubble."""
    big, small = Field(20), Field(20, tid=2)
    for i in range(1, 16):
        small.bust(f"Player {i}")
    assert field_notices(big.state, small.state, small.now) == []


def test_the_screens_notices_carry_the_field_ones_among_the_clocks_when_given_its_watch() -> None:
    """`notices` with the screen's watch: the clock's one-minute warning and, later, the bubble, oldest first;
    without a watch, the clock's alone (as before)."""
    field = Field(20)
    for i in range(1, 15):
        field.bust(f"Player {i}")
    watch = FieldWatch()
    start = field.now
    assert [n.kind for n in notices(field.state, start - 1, start, watch)] == []
    field.bust("Player 15")
    later = start + 6000  # the bubble is first seen then, after every clock notice of the window
    kinds = [n.kind for n in notices(field.state, T0, later, watch)]
    assert kinds[-1] == BUBBLE and ONE_MINUTE in kinds and kinds.count(BUBBLE) == 1
    assert BUBBLE not in [n.kind for n in notices(field.state, T0, later)]
