"""Registration, buying chips and eliminations, checked against the tournament's own rules."""

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.tournament import players as P
from floor.tournament.events import Event, Undone
from floor.tournament.importing import read_registrations
from floor.tournament.ordinals import ordinal, place
from floor.tournament.records import Created
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import TournamentState, replay

NOW = 1_800_000_000.0


def tournament(**settings: object) -> TournamentState:
    base = {"name": "Test", "buy_in": 100, "starting_stack": 10_000}
    base.update(settings)
    created = Event(Created.of(Settings(**base)), NOW, "Ana", 1)  # type: ignore[arg-type]
    return replay(1, [created])


def do(state: TournamentState, event: Event) -> TournamentState:
    return state.after(event.numbered(state.seq + 1))


def with_players(names: list[str], **settings: object) -> TournamentState:
    state = tournament(**settings)
    for name in names:
        state = do(state, P.register(state, name, now=NOW, author="Ana", level=1))
    return state


def test_players_get_numbers_in_order_and_can_be_found_by_name_or_nickname() -> None:
    """Registration numbers run 1, 2, 3; a player is found by number, name or nickname, any case."""
    state = tournament()
    state = do(state, P.register(state, "Ivan Petrov", now=NOW, author="Ana", level=1, nickname="Vanya"))
    state = do(state, P.register(state, "Maria", now=NOW, author="Ana", level=1))
    assert [p.id for p in state.players.values()] == [1, 2]
    assert state.player("vanya").id == 1 and state.player("MARIA").id == 2 and state.player("2").id == 2


def test_unknown_and_ambiguous_players_are_named() -> None:
    """A name nobody has, or two people share, is refused with what to do."""
    state = with_players(["Ivan", "Ivan"])
    with pytest.raises(FloorError, match="no player called 'Olga'"):
        state.player("Olga")
    with pytest.raises(FloorError, match="2 players are called 'Ivan': use a number"):
        state.player("Ivan")


def test_late_registration_closes_after_its_level() -> None:
    """With late registration to level 6, a registration at level 7 is refused and says why."""
    state = tournament(late_registration_level=6)
    assert P.can_register(state, "Ivan", level=6)
    with pytest.raises(FloorError, match="registration closed after level 6"):
        P.register(state, "Ivan", now=NOW, author="Ana", level=7)


def test_players_out_in_the_same_hand_share_their_places() -> None:
    """Five left, two out in one hand: both finish 4th (sharing 4th-5th); the next one out is 3rd."""
    state = with_players(["A", "B", "C", "D", "E"])
    assert P.finishing_place(state, ["D", "E"]) == 4
    state = do(state, P.eliminate(state, ["D", "E"], now=NOW, author="Ana"))
    assert (state.player("D").place, state.player("E").place, state.player("E").shared_with) == (4, 4, 2)
    state = do(state, P.eliminate(state, ["C"], now=NOW, author="Ana"))
    assert state.player("C").place == 3 and len(state.playing) == 2


def test_busting_a_player_twice_is_refused() -> None:
    """A player already out cannot be eliminated again; the message gives the place."""
    state = with_players(["A", "B", "C"])
    state = do(state, P.eliminate(state, ["C"], now=NOW, author="Ana"))
    with pytest.raises(FloorError, match="C is already out \\(finished 3rd\\)"):
        P.eliminate(state, ["C"], now=NOW, author="Ana")


def test_the_last_player_cannot_be_eliminated() -> None:
    """Someone must win: eliminating everyone still playing is refused."""
    state = with_players(["A", "B"])
    with pytest.raises(FloorError, match="someone must be left"):
        P.eliminate(state, ["A", "B"], now=NOW, author="Ana")


def test_rebuys_respect_the_limit_and_the_last_level() -> None:
    """Two rebuys allowed until level 6: a third, or one at level 7, is refused."""
    state = with_players(["A", "B"], rebuy=Purchase(100, 10_000, 2, 6))
    for _ in range(2):
        state = do(state, P.rebuy(state, "A", now=NOW, author="Ana", level=3))
    with pytest.raises(FloorError, match="A has had 2 rebuys; the limit is 2"):
        P.rebuy(state, "A", now=NOW, author="Ana", level=3)
    with pytest.raises(FloorError, match="rebuys ended after level 6"):
        P.rebuy(state, "B", now=NOW, author="Ana", level=7)
    assert state.rebuys == 2


def test_no_rebuy_in_a_freezeout() -> None:
    """A tournament without a rebuy rule refuses rebuys."""
    state = with_players(["A", "B"])
    assert not P.can_rebuy(state, "A", level=1)
    with pytest.raises(FloorError, match="no rebuys"):
        P.rebuy(state, "A", now=NOW, author="Ana", level=1)


def test_reentry_is_for_an_eliminated_player_and_keeps_the_number() -> None:
    """Only a player who is out re-enters; the same number comes back with a second entry."""
    state = with_players(["A", "B", "C"], reentry=Purchase(100, 10_000, 1))
    with pytest.raises(FloorError, match="A is still playing"):
        P.reenter(state, "A", now=NOW, author="Ana", level=1)
    state = do(state, P.eliminate(state, ["A"], now=NOW, author="Ana"))
    state = do(state, P.reenter(state, "A", now=NOW, author="Ana", level=1))
    a = state.player("A")
    assert a.playing and a.entries == 2 and a.place is None and state.entries == 4
    state = do(state, P.eliminate(state, ["A"], now=NOW, author="Ana"))
    with pytest.raises(FloorError, match="1 re-entry; the limit is 1"):
        P.reenter(state, "A", now=NOW, author="Ana", level=1)


def test_reinstating_puts_a_player_back_with_the_stack_the_floor_gives() -> None:
    """A floor decision reverses a bust: the player plays again, with the chips named."""
    state = with_players(["A", "B", "C"])
    state = do(state, P.eliminate(state, ["C"], now=NOW, author="Ana"))
    state = do(state, P.reinstate(state, "C", now=NOW, author="Ana", chips=4_000))
    assert state.player("C").playing and state.player("C").chips == 4_000
    with pytest.raises(FloorError, match="still playing: nothing to reinstate"):
        P.reinstate(state, "C", now=NOW, author="Ana")


def test_an_action_needs_an_author() -> None:
    """Every event is stamped with who did it: an empty name is refused."""
    state = tournament()
    with pytest.raises(FloorError, match="name of the person"):
        P.register(state, "A", now=NOW, author=" ", level=1)


@pytest.mark.parametrize(("n", "text"), [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"),
                                         (12, "12th"), (13, "13th"), (20, "20th"), (21, "21st"), (22, "22nd"),
                                         (23, "23rd"), (102, "102nd"), (111, "111th"), (112, "112th"),
                                         (113, "113th"), (121, "121st"), (1001, "1,001st"), (1011, "1,011th"),
                                         (10_002, "10,002nd")])
def test_ordinals(n: int, text: str) -> None:
    """Places read as people say them: 20th (never 20st), 11th-13th and 111th-113th, 1,001st grouped."""
    assert ordinal(n) == text


def test_every_place_to_ten_thousand_has_the_english_suffix() -> None:
    """The suffix goes by the last two digits: st/nd/rd after 1/2/3 except in the teens, th for the rest."""
    for n in range(1, 10_001):
        tens, units = n // 10 % 10, n % 10
        suffix = "th" if tens == 1 or units not in (1, 2, 3) else {1: "st", 2: "nd", 3: "rd"}[units]
        assert ordinal(n) == f"{n:,}{suffix}"


def test_a_place_on_its_own_is_one_text_every_language_words_its_own_way() -> None:
    """"20th place" keeps its ordinal as a value, so Russian says 20-е место and Romanian Locul 20."""
    said = place(20)
    assert said == "20th place" and said.template == "{place} place" and said.params["place"].template == "{n:,}th"


def test_a_name_of_40_characters_is_registered_and_41_is_refused_in_words() -> None:
    """A seat card and a phone show 40 characters: a longer name is refused, saying how long it is and the limit."""
    state = tournament()
    fits = "Ș" + "a" * 39
    state = do(state, P.register(state, fits, now=NOW, author="Ana", level=1))
    assert state.players[1].name == fits
    with pytest.raises(FloorError) as err:
        P.register(state, "W" * 500, now=NOW, author="Ana", level=1)
    assert err.value.code == "name-too-long"
    assert err.value.message == ("the name has 500 characters; a name is at most 40, so that a seat card and a phone "
                                 "show it whole")
    assert not P.can_register(state, "a" * 41, level=1)


def test_a_name_typed_with_combining_accents_counts_its_letters_not_its_code_points() -> None:
    """"ă" typed as a and a breve is one letter: a 40-letter Romanian name fits, and is kept composed."""
    decomposed = "Ta\u0306na\u0306sescu" + "a" * 31  # 40 letters, 42 code points
    assert len(decomposed) == 42
    state = tournament()
    state = do(state, P.register(state, decomposed, now=NOW, author="Ana", level=1))
    assert state.players[1].name == "Tănăsescu" + "a" * 31 and len(state.players[1].name) == 40


def test_a_nickname_longer_than_20_characters_is_refused() -> None:
    """The nickname is shown beside the name ("Alex Brown (Lucky)"): 20 characters at most."""
    state = tournament()
    with pytest.raises(FloorError, match="the nickname has 21 characters; a nickname is at most 20"):
        P.register(state, "Alex Brown", now=NOW, author="Ana", level=1, nickname="L" * 21)


def test_an_imported_list_with_a_name_too_long_is_refused_whole_naming_the_line(tmp_path: Path) -> None:
    """The CSV import refuses the file before registering anyone, and says which line holds the long name."""
    path = tmp_path / "players.csv"
    path.write_text("name,nickname,member id\nAna Pop,,\n" + "W" * 60 + ",,M-2\n", encoding="utf-8")
    with pytest.raises(FloorError) as err:
        read_registrations(path)
    assert err.value.code == "name-too-long"
    assert err.value.message == ("players.csv line 3: the name has 60 characters; a name is at most 40, so that a "
                                 "seat card and a phone show it whole")


def test_a_player_is_found_by_the_start_of_the_name_when_it_is_unique() -> None:
    """"Maria" finds Maria Ionescu; "Iv" is ambiguous between Ivan and Ivana; an exact name wins over a start."""
    state = with_players(["Maria Ionescu", "Ivan", "Ivana"])
    assert state.player("maria").name == "Maria Ionescu"
    assert state.player("Ivan").name == "Ivan"
    with pytest.raises(FloorError, match="2 players are called 'Iv'"):
        state.player("Iv")


def test_the_count_of_players_left_follows_every_kind_of_event() -> None:
    """Registrations, eliminations, re-entries, rebuys and reinstatements keep the running counts equal to a recount."""
    state = with_players(["A", "B", "C", "D"], reentry=Purchase(100, 10_000, 1), rebuy=Purchase(100, 10_000, 2))
    state = do(state, P.rebuy(state, "B", now=NOW, author="Ana", level=1))
    state = do(state, P.eliminate(state, ["C", "D"], now=NOW, author="Ana"))
    state = do(state, P.reenter(state, "C", now=NOW, author="Ana", level=1))
    state = do(state, P.reinstate(state, "D", now=NOW, author="Ana"))
    state = do(state, P.eliminate(state, ["A"], now=NOW, author="Ana"))
    assert state.players_left == len(state.playing) == 3
    assert state.entries == sum(p.entries for p in state.players.values()) == 5
    assert state.rebuys == sum(p.rebuys for p in state.players.values()) == 1
    state = do(state, P.register(state, "E", now=NOW, author="Ana", level=1))
    assert state.player("E").id == 5


def test_purchase_refusals_are_whole_sentences_spelled_right() -> None:
    """One re-entry, several re-entries: the sentence is chosen whole (never "re-entrys"), so it translates."""
    from floor.tournament.players import _ended, _limit, _none

    assert _none("re-entry") == "this tournament has no re-entries"
    assert _limit("re-entry", "Ana", 1, 1) == "Ana has had 1 re-entry; the limit is 1"
    assert _limit("re-entry", "Ana", 2, 2) == "Ana has had 2 re-entries; the limit is 2"
    assert _limit("add-on", "Ana", 1, 1) == "Ana has had 1 add-on; the limit is 1"
    assert _ended("re-entry", 6, 7) == "re-entries ended after level 6 (the clock is at level 7)"
    assert _limit("rebuy", "Ana", 3, 3).template == "{label} has had {count} rebuys; the limit is {limit}"


@pytest.mark.parametrize("name", ["Ana\nMaria", "Ana\u2028Maria", "Ana\x00", "Ana\udcff"])
def test_a_name_with_a_line_break_a_control_character_or_no_text_is_refused_wherever_it_is_typed(name: str) -> None:
    """Issue 16: the console, the command line and an import all end in the same check (a name is one line)."""
    state = tournament()
    with pytest.raises(FloorError, match="the name holds"):
        P.register(state, name, now=0, author="Ana", level=1)
    with pytest.raises(FloorError, match="the nickname holds"):
        P.register(state, "Ana", now=0, author="Ana", level=1, nickname=name.replace("Ana", "Vanya"))


def test_a_player_number_written_in_other_digits_or_too_long_is_no_player() -> None:
    state = with_players(["Ana", "Bob"])
    for ref in ("²", "9" * 5000):
        with pytest.raises(FloorError, match="there is no player"):
            state.player(ref)


def test_a_member_id_is_one_short_line() -> None:
    """Issue 16: 100,000 characters were accepted as a member id."""
    state = tournament()
    with pytest.raises(FloorError, match="the member id has 100000 characters; an id is at most 40"):
        P.register(state, "Ana", now=0, author="Ana", level=1, member_id="7" * 100_000)
    with pytest.raises(FloorError, match="the member id holds a line break"):
        P.register(state, "Ana", now=0, author="Ana", level=1, member_id="17\n18")
    assert P.register(state, "Ana", now=0, author="Ana", level=1, member_id=" 17 ").data.to_json()["member_id"] == "17"


@pytest.mark.parametrize("control", ["\u202e", "\u202d", "\u2066", "\u2067", "\u2068", "\u2069", "\u200f", "\u061c"])
def test_a_right_to_left_override_shown_evil_as_live_is_refused_in_the_one_name_check(control: str) -> None:
    """Issue 29: "\u202eevil" was registered and shown as "live" on every screen; the one check every front end
    reaches (the console, the command line, an import, the club's members, a floor phone's person) refuses it."""
    from floor.clubs.members import verify_member
    from floor.core.textinput import one_line

    state = tournament()
    with pytest.raises(FloorError, match=r"the name holds a character that turns the text around \(U\+"):
        P.register(state, f"Ana {control}evil", now=0, author="Ana", level=1)
    with pytest.raises(FloorError, match="the nickname holds a character that turns the text around"):
        P.register(state, "Ana", now=0, author="Ana", level=1, nickname=f"{control}evil")
    with pytest.raises(FloorError, match="turns the text around"):
        verify_member("F0001", f"{control}evil")
    with pytest.raises(FloorError, match="turns the text around"):
        one_line(f"{control}evil", "the name")


def test_a_name_in_arabic_hebrew_or_persian_with_its_joiners_is_kept() -> None:
    """Letters carry their own direction: a right-to-left name, or one with a zero-width non-joiner, is no
    override."""
    state = tournament()
    for name in ("سارة", "דוד", "می\u200cخواهم", "👩\u200d🍳 Ana"):
        assert P.register(state, name, now=0, author="Ana", level=1).data.to_json()["name"] == name


# -- a name corrected afterwards (issue 29) ---------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(name=st.text(min_size=1, max_size=45), nickname=st.none() | st.text(max_size=22))
def test_any_rename_is_taken_as_registration_would_keep_it_or_refused_and_undo_restores_the_player(
        name: str, nickname: str | None) -> None:
    """Whatever is typed: a name registration would refuse is refused; one it takes is kept as it keeps it
    (composed, trimmed), the number and everything else unchanged; undone, the player is as registered."""
    log = [Event(Created.of(Settings("Test", buy_in=100, starting_stack=10_000)), NOW, "Ana", 1)]
    for number, registered in enumerate(["Ana Popa · F0002", "Ivan Petrov"], 2):
        log.append(P.register(replay(1, log), registered, now=NOW, author="Ana", level=1).numbered(number))
    state = replay(1, log)
    before = state.players[1]
    try:
        event = P.rename(state, 1, name, nickname, now=NOW, author="Ana")
    except FloorError:
        assert not P.can_rename(state, 1, name, nickname)
        return
    P.verify_name(name, before.nickname if nickname is None else nickname)  # registration's rules hold it too
    log.append(event.numbered(4))
    after = replay(1, log)
    renamed = after.players[1]
    assert renamed.name == P._typed(name) and renamed.name != "Ivan Petrov"
    assert renamed.nickname == (before.nickname if nickname is None else P._typed(nickname))
    assert renamed._replace(name=before.name, nickname=before.nickname) == before
    assert replay(1, [*log, Event(Undone(4), NOW, "Ana", 5)]).players[1] == before
