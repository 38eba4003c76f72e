"""The club's members at a second desk, through the real room service on a real socket (floor/room/members.py and
the service's ``/api/members`` routes): the registration's type-ahead picks a member there, a member is added and a
duplicate merged from there into the file, a refusal says why in the desk's language and changes nothing, and a
device that is not a desk is refused the members (issue 19)."""

from __future__ import annotations

import re
import threading
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from room.served import Served, get, paired, post, seated_room, served
from ui.screen_checks import clipped, english_left, too_big_for_its_screen, visible_texts

from floor.clubs.members import Member, Result
from floor.core.errors import FloorError
from floor.room.link import Unreachable
from floor.room.members import RemoteMembers, member_of, result_json, result_of
from floor.room.remote import RemoteDesk
from floor.store.desk import StoreDesk
from floor.store.members import Members
from floor.store.tournaments import Store
from floor.ui.common import language
from floor.ui.console.members import KeepsMembers, MemberPicker, MembersDialog, offered, open_members
from floor.ui.console.window import Console
from floor.usecases import players

T0 = 1_800_000_000.0
SHOTS = Path("/tmp/floor-shots-members-net")


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """Sunday's tournament seated at two tables, and the club's two members in the file (Ștefan C1, Maria C2)."""
    path = seated_room(tmp_path / "floor.db")
    store = Store(path)
    try:
        Members(store).add("Ștefan Ionescu", "Fane", "C1", now=T0)
        Members(store).add("Maria Pop", "", "C2", now=T0)
    finally:
        store.close()
    return path


def _in_the_file(db: Path) -> Any:
    store = Store(db)
    try:
        return Members(store).all(), store.state(store.latest()), store.history(store.latest())
    finally:
        store.close()


def _register(db: Path, name: str, member_id: str) -> None:
    """The floor's own desk registers a member tonight (their result in the file)."""
    store = Store(db)
    try:
        players.register(StoreDesk(store, store.latest(), "Ana"), name, member_id=member_id)
    finally:
        store.close()


@pytest.fixture
def room(db: Path) -> Iterator[Served]:
    with served(db) as s:
        yield s


def _desk(room: Served, db: Path, code: str = "en") -> RemoteDesk:
    return RemoteDesk(f"http://127.0.0.1:{room.port}/", paired(room, db, "desk", person="Maria"), language=code)


@pytest.fixture
def second_desk(qtbot: Any, room: Served, db: Path) -> Iterator[Console]:
    """The console of a second desk (the registration desk), on a desk that reaches the file only through the room
    service."""
    desk = _desk(room, db)
    console = Console(desk, poll=False)
    qtbot.addWidget(console)
    console.show()
    try:
        yield console
    finally:
        console.close()
        desk.close()
        language.use("en")


def test_a_second_desk_picks_a_member_by_the_first_letters_of_their_name_and_registers_them_with_their_id(
        qtbot: Any, second_desk: Console, db: Path) -> None:
    console = second_desk
    picker = console.member_picker
    assert isinstance(console.session, KeepsMembers) and isinstance(picker, MemberPicker)
    qtbot.keyClicks(console.name_field, "stef")  # no accent typed: Ștefan is found
    assert [offered(m) for m in picker.shown] == ["Ștefan Ionescu (Fane) · C1"]
    assert picker.completer.popup().isVisible()
    popup = picker.completer.popup()  # the desk clicks the line offered (a real click: issue 29)
    qtbot.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton,
                     pos=popup.visualRect(popup.model().index(0, 0)).center())
    assert console.name_field.text() == "Ștefan Ionescu"
    qtbot.mouseClick(console.register_button, Qt.MouseButton.LeftButton)
    assert console.message.text().startswith("Registered player 9: Ștefan Ionescu — table "), console.message.text()
    assert console.session.state().players[9].member_id == "C1"  # the second desk's own state
    _, state, log = _in_the_file(db)  # the first desk's own state, read from the file
    stefan = [p for p in state.players.values() if p.member_id == "C1"]
    assert [(p.name, p.nickname) for p in stefan] == [("Ștefan Ionescu", "Fane")]
    registered = [e for e in log if e.kind == "player-registered"][-1]
    assert registered.data.to_json()["member_id"] == "C1" and registered.author.startswith("Maria (desk ")
    assert [r.title for r in Members(Store(db)).results("C1")] == ["Sunday"]


def test_a_second_desk_adds_a_member_and_merges_a_duplicate_into_them_in_the_file(
        qtbot: Any, second_desk: Console, db: Path) -> None:
    dialog = open_members(second_desk, second_desk.session, second_desk._say)
    assert isinstance(dialog, MembersDialog)
    qtbot.addWidget(dialog)
    assert dialog.list.rowCount() == 2
    qtbot.keyClicks(dialog.name, "Stefan Ionescu")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == "Member added: Stefan Ionescu, id F0001"
    assert dialog.list.rowCount() == 3  # the list read again from the service
    qtbot.keyClicks(dialog.merge_into, "C1")
    qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == "F0001 is now Ștefan Ionescu (Fane): their results are one member's"
    members, _, _ = _in_the_file(db)
    assert members["F0001"] == Member("F0001", "Stefan Ionescu", "", "C1")
    dialog.select("C1")  # the results asked of the service aside: the dialog stays live meanwhile
    qtbot.waitUntil(lambda: dialog.summary.text() == "Ștefan Ionescu (Fane) · tournaments played: 0 · won: 0")


def test_a_refused_merge_says_why_in_the_desks_language_and_changes_nothing(room: Served, db: Path) -> None:
    before, _, _ = _in_the_file(db)
    desk = _desk(room, db, "ru")
    try:
        with pytest.raises(FloorError, match=r"^нет члена клуба с номером 'NOPE'$"):
            desk.members().merge("C2", "NOPE")
        with pytest.raises(FloorError, match=r"^Ștefan Ionescu \(Fane\) и Ștefan Ionescu \(Fane\) "):
            desk.members().merge("C1", "C1")
        with pytest.raises(FloorError) as taken:
            desk.members().add("Somebody Else", member_id="C2", now=T0)
        assert taken.value.code == "member-taken"
    finally:
        desk.close()
    after, _, _ = _in_the_file(db)
    assert after == before


def test_a_refused_merge_at_the_second_desks_dialog_is_one_line_and_the_list_stays(
        qtbot: Any, second_desk: Console, db: Path) -> None:
    dialog = open_members(second_desk, second_desk.session, second_desk._say)
    assert isinstance(dialog, MembersDialog)
    qtbot.addWidget(dialog)
    dialog.select("C2")
    qtbot.keyClicks(dialog.merge_into, "NOPE")
    qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == "there is no member with id 'NOPE'"
    members, _, _ = _in_the_file(db)
    assert members["C2"].merged_into is None


def test_find_ranks_the_list_read_once_and_all_reads_it_again(room: Served, db: Path) -> None:
    desk = _desk(room, db)
    try:
        book = desk.members()
        assert [m.member_id for m in book.find("pop")] == ["C2"]
        store = Store(db)  # the floor's own desk adds a Popescu meanwhile
        Members(store).add("Ion Popescu", "", "C3", now=T0)
        store.close()
        assert [m.member_id for m in book.find("pop")] == ["C2"]  # ranked over the list as read: no request a key
        assert sorted(book.all()) == ["C1", "C2", "C3"]
        assert [m.member_id for m in book.find("pop")] == ["C3", "C2"]  # (a word starting so: by name)
        book.add("Popa Vera", member_id="C4", now=T0)  # an add reads the list again at the next use
        assert [m.member_id for m in book.find("pop")] == ["C4", "C3", "C2"]  # (a name starting so first)
    finally:
        desk.close()


def test_a_members_results_come_through_the_service_as_the_file_has_them(room: Served, db: Path) -> None:
    _register(db, "Maria Pop", "C2")
    store = Store(db)
    try:
        expected = Members(store).results("C2")
    finally:
        store.close()
    desk = _desk(room, db)
    try:
        assert list(desk.members().results("C2")) == expected
        for odd in ("a/b ?#", ".", ".."):  # an id is sent whole, whatever its signs
            with pytest.raises(FloorError, match=f"^there is no member with id {re.escape(repr(odd))}$"):
                desk.members().results(odd)
    finally:
        desk.close()


def test_a_dealer_station_and_an_unpaired_device_are_refused_the_members(room: Served, db: Path) -> None:
    station = RemoteDesk(f"http://127.0.0.1:{room.port}/", paired(room, db, "dealer", table=1))
    try:
        book = station.members()
        with pytest.raises(FloorError, match=r"^a dealer device cannot do this$"):
            book.all()
        with pytest.raises(FloorError, match=r"^a dealer device cannot do this$"):
            book.add("Nobody", member_id="X1", now=T0)
        with pytest.raises(FloorError, match=r"^a dealer device cannot do this$"):
            book.results("C1")
    finally:
        station.close()
    status, _, _ = get(room, "/api/members")
    assert status == 401
    status, answer = post(room, "/api/members/merge", {"duplicate": "C2", "into": "C1"})
    assert status == 401 and answer["code"] == "not-paired"
    members, _, _ = _in_the_file(db)
    assert sorted(members) == ["C1", "C2"] and members["C2"].merged_into is None


def test_a_member_request_that_is_not_text_is_refused_in_one_line(room: Served, db: Path) -> None:
    token = paired(room, db, "desk")
    status, answer = post(room, "/api/members", {"name": ["Ana"]}, token)
    assert status == 400 and answer["refusal"] == "a member request names the member in text (name, nickname, " \
                                                  "member_id)"
    status, answer = post(room, "/api/members", {"name": "Ana", "member_id": "bad id"}, token)
    assert status == 422 and answer["refusal"].startswith("a member id is 1 to 40 letters")
    members, _, _ = _in_the_file(db)
    assert sorted(members) == ["C1", "C2"]


def test_a_service_that_does_not_answer_is_said_in_words_and_the_type_ahead_offers_nothing(
        qtbot: Any, db: Path) -> None:
    with served(db) as s:
        desk = _desk(s, db)
    said: list[tuple[str, bool]] = []
    try:
        with pytest.raises(Unreachable, match="does not answer"):
            desk.members().all()
        console = Console(desk, poll=False)
        qtbot.addWidget(console)
        picker = MemberPicker(console.name_field, desk.members(), lambda text, refused: said.append((text, refused)))
        qtbot.keyClicks(console.name_field, "stef")
        assert picker.shown == [] and not picker.completer.popup().isVisible()
        assert len(said) == 1 and said[0][1] and "does not answer" in said[0][0]
        dialog = open_members(console, desk, console._say)
        assert isinstance(dialog, MembersDialog)
        qtbot.addWidget(dialog)
        assert dialog.list.rowCount() == 0 and "does not answer" in dialog.message.text()
    finally:
        desk.close()


def test_a_remote_desks_book_is_the_consoles_member_book(room: Served, db: Path) -> None:
    desk = _desk(room, db)
    try:
        assert isinstance(desk, KeepsMembers) and isinstance(desk.members(), RemoteMembers)
        assert desk.members() is desk.members()  # one book: its list read once for the type-ahead
    finally:
        desk.close()


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_second_desks_members_fit_a_laptop_and_are_in_the_desks_language(
        qtbot: Any, room: Served, db: Path, code: str) -> None:
    _register(db, "Maria Pop", "C2")
    language.use(code)
    desk = _desk(room, db, code)
    try:
        console = Console(desk, poll=False)
        qtbot.addWidget(console)
        console.show()
        qtbot.keyClicks(console.name_field, "ma")
        assert console.member_picker is not None and console.member_picker.completer.popup().isVisible()
        SHOTS.mkdir(exist_ok=True)
        console.grab().save(str(SHOTS / f"console-{code}.png"))
        console.member_picker.completer.popup().grab().save(str(SHOTS / f"type-ahead-{code}.png"))
        dialog = open_members(console, desk, console._say)
        assert isinstance(dialog, MembersDialog)
        qtbot.addWidget(dialog)
        dialog.select("C2")
        qtbot.waitUntil(lambda: dialog.results.rowCount() == 1)  # (read aside, through the service)
        qtbot.keyClicks(dialog.merge_into, "NOPE")
        qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)  # a refusal, said in the desk's language
        assert dialog.message.text() == {"en": "there is no member with id 'NOPE'",
                                         "ru": "нет члена клуба с номером 'NOPE'",
                                         "ro": "nu există niciun membru cu id-ul 'NOPE'"}[code]
        assert too_big_for_its_screen(dialog) == [] and clipped(dialog) == []
        if code != "en":
            assert english_left(visible_texts(dialog), code) == []
        dialog.grab().save(str(SHOTS / f"members-{code}.png"))
    finally:
        desk.close()
        language.use("en")


@pytest.mark.parametrize("answer", [[], {"id": "C1", "name": 7, "nickname": ""}, {"id": "C1", "name": "Ana"},
                                    {"id": "C1", "name": "Ana", "nickname": "", "merged_into": 3}])
def test_a_member_the_service_sent_in_a_form_floor_cannot_read_is_refused_in_words(answer: object) -> None:
    with pytest.raises(FloorError, match=r"^the room service sent the members in a form Floor cannot read$"):
        member_of(answer)


def test_a_result_comes_through_as_it_went() -> None:
    played = Result(1, "Sunday", T0, 2, 650, 2, 1, 0, 1.5, 100)
    assert result_of(result_json(played)) == played
    with pytest.raises(FloorError, match=r"^the room service sent the members in a form Floor cannot read$"):
        result_of({**result_json(played), "prize": "650"})


JSONISH = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=300),
                       lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner,
                                                                                     max_size=4), max_leaves=12)
FIELDS = st.fixed_dictionaries({}, optional={k: JSONISH | st.text(max_size=250) for k in
                                             ("name", "nickname", "member_id", "duplicate", "into")})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(path=st.sampled_from(["/api/members", "/api/members/merge"]), body=JSONISH | FIELDS,
       wanted=st.text(max_size=60))
def test_whatever_a_device_sends_to_the_members_it_gets_one_answer_and_the_file_stays_whole(
        room: Served, db: Path, path: str, body: object, wanted: str) -> None:
    """Fuzzed bodies and ids: a 200 or a refusal in one line with a 4xx status, never a server error, and a refusal
    leaves the club's members as they were."""
    token = _desk_token(room, db)
    before = _in_the_file(db)[0]
    status, answer = post(room, path, body, token=token)
    assert status in (200, 400, 404, 422), (status, answer)
    if status != 200:
        assert isinstance(answer.get("refusal"), str) and "\n" not in answer["refusal"]
        assert _in_the_file(db)[0] == before
    quoted = urllib.parse.quote(wanted, safe="")
    status, _, raw = get(room, f"/api/members/{quoted}/results", headers={"Authorization": f"Bearer {token}"})
    assert status in (200, 404, 422), (status, raw[:200])


_TOKENS: dict[tuple[int, str], str] = {}


def _desk_token(room: Served, db: Path) -> str:
    """One desk paired per served room (pairing is limited to ten attempts a minute from one address)."""
    key = (room.port, str(db))
    if key not in _TOKENS:
        _TOKENS[key] = paired(room, db, "desk", person="Maria")
    return _TOKENS[key]


def test_the_members_are_read_beside_the_store_thread_that_follows_the_night(room: Served, db: Path) -> None:
    """A member's every result folds each tournament of the club's history: it is read on a thread of its own, so
    the list and the results answer while the store's thread is busy (here: held until the answers came)."""
    token = _desk_token(room, db)
    _register(db, "Ștefan Ionescu", "C1")
    held, release = threading.Event(), threading.Event()

    def busy(_desk: object) -> None:
        held.set()
        release.wait(30)

    blocked = room.room.follower.submit(busy, "test")
    try:
        assert held.wait(10)
        status, _, listed = get(room, "/api/members", headers={"Authorization": f"Bearer {token}"})
        assert status == 200 and b"C1" in listed
        status, _, played = get(room, "/api/members/C1/results", headers={"Authorization": f"Bearer {token}"})
        assert status == 200 and b"Sunday" in played
        assert not blocked.done()  # (answered with the store's thread still busy)
    finally:
        release.set()
        blocked.result(10)


def test_a_second_desk_links_a_walk_in_to_a_member_with_the_members_the_service_holds(room: Served, db: Path) -> None:
    """Linking is an intent: the members it is checked against are the file's, never the second desk's copy."""
    from floor.usecases import members

    desk = _desk(room, db)
    try:
        walk_in = max(players.register(desk, "Maria P.").state.players)
        linked = members.link(desk, desk.members(), walk_in, "C2")
        assert linked.member.member_id == "C2" and linked.done.events[-1].kind == "member-linked"
        with pytest.raises(FloorError, match="there is no member with id 'C9'"):
            members.link(desk, desk.members(), walk_in, "C9")
    finally:
        desk.close()
    _, state, log = _in_the_file(db)
    assert state.players[walk_in].member_id == "C2"
    assert [e.author.startswith("Maria (desk ") for e in log if e.kind == "member-linked"] == [True]


def test_a_second_desk_renames_a_player_through_the_service_and_a_taken_name_is_refused(room: Served,
                                                                                         db: Path) -> None:
    """Renaming is an intent (issue 29): the second desk's rename is written to the file as its person; a name
    another player has comes back as the one refusal line and writes nothing."""
    desk = _desk(room, db)
    try:
        typo = max(players.register(desk, "Ana Popa · F0002").state.players)
        other = players.register(desk, "Ion Rusu")
        done = players.rename(desk, typo, "Ana Popa", nickname="Ani")
        assert done.state.players[typo].label == "Ana Popa (Ani)" and done.events[-1].kind == "player-renamed"
        with pytest.raises(FloorError, match=f"Ion Rusu is player #{max(other.state.players)} already"):
            players.rename(desk, typo, "ion rusu", nickname=None)
    finally:
        desk.close()
    _, state, log = _in_the_file(db)
    assert state.players[typo].name == "Ana Popa"
    assert [e.author.startswith("Maria (desk ") for e in log if e.kind == "player-renamed"] == [True]
