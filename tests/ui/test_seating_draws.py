"""The Tables tab's draws recorded at the table, the button set by hand, and the next hand at every table.

Offscreen over a real store (the :class:`Room` of ``rooms``): the dialogs are filled as the
floor would type them, and the tests read what the chart, the record and the message line then show.
"""

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from rooms import Room

from floor.core.cards import parse_card
from floor.core.errors import FloorError
from floor.tournament import events as ev
from floor.tournament.seating import actions as seating
from floor.ui.seating.dialogs import ButtonDialog, CardsDialog


@pytest.fixture
def room(qtbot, tmp_path: Path, request) -> Iterator[Room]:
    made = Room(qtbot, tmp_path, getattr(request, "param", 27))
    yield made
    made.close()


def _typing(cards: dict[int, str], seen: list[CardsDialog]):
    """An exec_dialog hook that types ``cards`` into the dialog and presses OK, keeping the dialog to look at."""
    def fill(dialog: CardsDialog) -> bool:
        seen.append(dialog)
        dialog.fill(cards)
        return True
    return fill


def test_a_recorded_button_draw_puts_the_button_on_the_seat_with_the_highest_card(qtbot, room: Room) -> None:
    """Record button draw… at table 2, cards typed as dealers write them (10d, Кs, Т♠ ...): the ace of spades
    (Russian Т) beats the ace of hearts by suit, so D goes to that seat; the record lists every card read back."""
    room.draw(qtbot, buttons=False)
    room.tab.choose_table(2)
    seats = room.state.tables[2].occupied()
    typed = ["2c", "3d", "10d", "Кs", "A♥", "Дh", "Т♠", "Вc", "5s"][: len(seats)]
    cards = dict(zip(seats, typed, strict=True))
    ace = seats[typed.index("Т♠")]
    seen: list[CardsDialog] = []
    room.tab.hooks.exec_dialog = _typing(cards, seen)
    qtbot.mouseClick(room.tab.record_button_button, Qt.MouseButton.LeftButton)
    assert list(seen[0].fields) == seats  # a card field for every seat with a player
    assert seen[0].read_back[ace].text() == "A♠"
    assert room.marked(2, "D") == [ace]
    draw = room.last(ev.BUTTON_SET).data.to_json()["draw"]
    assert draw["physical"] is True and draw["button"] == ace
    positions = room.state.tables[2].positions
    assert positions is not None
    assert room.marked(2, "SB") == [positions.small_blind] and room.marked(2, "BB") == [positions.big_blind]
    record = room.tab.record.shown()
    for line, (seat, card) in zip(record, cards.items(), strict=False):
        assert line.startswith(f"Seat {seat}  Player") and line.endswith(parse_card(card).symbol)
    assert record[-2].startswith(f"Seat {ace} has the highest card, A♠: the button")
    assert "recorded" in room.tab.record.title.text()
    assert room.message() == f"Table 2: the button is on seat {ace} (BT-01, recorded draw)"


def test_a_recorded_button_draw_with_a_card_twice_is_refused_and_changes_nothing(qtbot, room: Room) -> None:
    """The same card typed for two seats ("As" and "A♠"): the button draw's own refusal (SR-14) in the message
    line, no button at the table, and the cards typed are offered again when the dialog reopens."""
    room.draw(qtbot, buttons=False)
    room.tab.choose_table(1)
    seats = room.state.tables[1].occupied()
    cards = {seat: f"{rank}c" for seat, rank in zip(seats, "23456789T", strict=False)}
    cards[seats[0]], cards[seats[2]] = "As", "A♠"
    with pytest.raises(FloorError) as refused:
        seating.verify_draw_button(room.state, 1, cards)
    before = len(room.store.history(room.tid))
    room.tab.hooks.exec_dialog = _typing(cards, [])
    qtbot.mouseClick(room.tab.record_button_button, Qt.MouseButton.LeftButton)
    assert room.message() == refused.value.message
    assert "SR-14" in room.message() and f"seats {seats[0]} and {seats[2]}" in room.message()
    assert len(room.store.history(room.tid)) == before and room.state.tables[1].positions is None
    assert room.marked(1, "D") == [] and room.tab.button_button.isEnabled()
    seen: list[CardsDialog] = []
    room.tab.hooks.exec_dialog = lambda dialog: seen.append(dialog) or False  # type: ignore[func-returns-value,arg-type]
    qtbot.mouseClick(room.tab.record_button_button, Qt.MouseButton.LeftButton)
    assert seen[0].cards() == cards


@pytest.mark.parametrize("room", [9], indirect=True)
def test_a_rank_card_draw_refuses_a_missing_card_then_seats_each_player_by_his_card(qtbot, room: Room) -> None:
    """Method B (rank cards at one table): a player without a card is refused in the draw's words and nobody is
    seated; then with A (typed "Т", Russian), 2 to 9, each player sits in the seat his card names."""
    room.tab.method_choice.setCurrentIndex(room.tab.method_choice.findData("B"))
    assert room.tab.record_draw_button.isEnabled()
    players = sorted(room.state.players)
    cards = dict(zip(players, ["Т", "2♠", "3", "4d", "5", "6", "7h", "8", "9"], strict=True))
    missing = dict(cards)
    del missing[players[4]]
    seen: list[CardsDialog] = []
    room.tab.hooks.exec_dialog = _typing(missing, seen)
    qtbot.mouseClick(room.tab.record_draw_button, Qt.MouseButton.LeftButton)
    assert list(seen[0].fields) == players
    assert room.message() == f"player {players[4]} has not drawn a card: 9 players draw 9 cards"
    assert room.tab.chart.tables == [] and not room.state.tables
    room.tab.hooks.exec_dialog = _typing(cards, [])
    qtbot.mouseClick(room.tab.record_draw_button, Qt.MouseButton.LeftButton)
    for seat, pid in enumerate(players, 1):
        assert room.where(room.state.players[pid].label) == [(1, seat)]
    assert room.last(ev.SEATS_DRAWN).data.to_json()["method"] == "B"
    assert room.tab.record.shown()[0] == f"A  {room.state.players[players[0]].label} → table 1 seat 1"
    assert room.message().startswith("Seat draw recorded (SE-01, SR-02, B): 9 players at 1 tables")


@pytest.mark.parametrize("room", [12], indirect=True)
def test_a_recorded_high_card_draw_gives_the_top_seat_card_to_the_highest_card(qtbot, room: Room) -> None:
    """Method C with the high cards dealt at the table: the record lists them highest first, and the chart shows
    each player on the seat card the stack gave him in that order (SR-02)."""
    room.tab.method_choice.setCurrentIndex(room.tab.method_choice.findData("C"))
    players = sorted(room.state.players)
    typed = ["2c", "Кd", "10s", "4h", "Т♣", "9d", "Jh", "3s", "Дs", "6c", "A♥", "7d"]
    room.tab.hooks.exec_dialog = _typing(dict(zip(players, typed, strict=True)), [])
    qtbot.mouseClick(room.tab.record_draw_button, Qt.MouseButton.LeftButton)
    draw = room.last(ev.SEATS_DRAWN).data.to_json()["draw"]
    assert draw["physical"] is True
    highest = players[typed.index("A♥")]  # A♥ beats A♣ (Т♣) on suit
    stack = [tuple(spot) for spot in draw["seat_cards"]]
    assert room.where(room.state.players[highest].label) == [stack[0]]
    record = room.tab.record.shown()
    assert record[0].startswith(f"A♥  {room.state.players[highest].label} → table {stack[0][0]} seat {stack[0][1]}")
    assert record[1].startswith(f"A♣  {room.state.players[players[typed.index('Т♣')]].label}")
    assert len(record) == 12


def test_recording_a_seat_draw_is_offered_only_for_b_and_c(qtbot, room: Room) -> None:
    """Seat cards (A) are Floor's own draw: Record the draw… is off with the reason; B turns it on."""
    assert room.tab.method_choice.currentData() == "A"  # the house default, A_seat_cards
    assert not room.tab.record_draw_button.isEnabled()
    assert room.tab.record_draw_button.toolTip().startswith("Seat cards (A) are drawn by Floor")
    room.tab.method_choice.setCurrentIndex(room.tab.method_choice.findData("B"))
    assert room.tab.record_draw_button.isEnabled()


def test_setting_the_button_by_hand_needs_a_reason_then_moves_d(qtbot, room: Room) -> None:
    """Set the button… (BT-07) without a reason: the function's refusal and D stays; with one, D moves to the
    chosen seat and the blinds follow it, as the event says."""
    room.draw(qtbot)
    room.tab.choose_table(1)
    before = room.state.tables[1].positions
    assert before is not None
    target = next(s for s in room.state.tables[1].occupied() if s not in (before.button, before.small_blind))
    typed = {"reason": ""}

    def fill(dialog: ButtonDialog) -> bool:
        assert dialog.seat_choice.currentData() == before.button  # it opens on the seat the button is on
        dialog.choose(target, typed["reason"])
        return True

    room.tab.hooks.exec_dialog = fill  # type: ignore[assignment]
    qtbot.mouseClick(room.tab.set_button_button, Qt.MouseButton.LeftButton)
    assert room.message() == "moving the button by hand needs a reason (it goes in the log)"
    assert room.marked(1, "D") == [before.button]
    typed["reason"] = "the dealer pushed the button one seat too far"
    qtbot.mouseClick(room.tab.set_button_button, Qt.MouseButton.LeftButton)
    event = room.last(ev.BUTTON_SET).data.to_json()
    assert event["rules"] == ["BT-07"] and event["reason"] == typed["reason"]
    assert room.marked(1, "D") == [target] != [before.button]
    assert room.marked(1, "SB") == [event["positions"]["small_blind"]]
    assert room.marked(1, "BB") == [event["positions"]["big_blind"]]
    assert room.message() == f"Table 1: the button is on seat {target}, set by hand (BT-07): {typed['reason']}"


def test_next_hand_at_every_table_moves_every_button_in_one_go(qtbot, room: Room) -> None:
    """Hand-for-hand: Next hand at every table records one next-hand event per table, together, and every
    table's D moves to last hand's small blind (BT-02)."""
    room.draw(qtbot)
    assert not room.tab.everywhere_button.isVisible()
    room.store.act(room.tid, lambda s: seating.hand_for_hand(s, True, now=room.clock(), author="Ana"))
    room.window.refresh()
    assert room.tab.everywhere_button.isVisible() and room.tab.everywhere_button.isEnabled()
    before = {t: room.state.tables[t].positions for t in room.state.tables}
    count = len(room.store.history(room.tid))
    qtbot.mouseClick(room.tab.everywhere_button, Qt.MouseButton.LeftButton)
    made = room.store.history(room.tid)[count:]
    assert [e.kind for e in made] == [ev.NEXT_HAND] * 3
    assert sorted(e.data.to_json()["table"] for e in made) == sorted(before)
    for table, last in before.items():
        assert last is not None
        assert room.marked(table, "D") == [last.small_blind] != [last.button]
    assert room.message().startswith("Next hand at every table (3): the button is on table 1 seat ")


def test_next_hand_at_every_table_is_off_while_a_table_has_no_button(qtbot, room: Room) -> None:
    """One table without its button: the button is off and says which table and why."""
    room.draw(qtbot, buttons=False)
    room.tab.choose_table(1)
    qtbot.mouseClick(room.tab.button_button, Qt.MouseButton.LeftButton)
    room.store.act(room.tid, lambda s: seating.hand_for_hand(s, True, now=room.clock(), author="Ana"))
    room.window.refresh()
    assert not room.tab.everywhere_button.isEnabled()
    assert room.tab.everywhere_button.toolTip() == "Table 2 has no button yet: draw for it first"


def test_a_move_the_floor_completes_is_told_as_proposed(qtbot, room: Room) -> None:
    """No buttons yet, so the proposal leaves the player and the seat to the floor; Confirm opens the move dialog
    and the floor's choice is logged as "completed" and said in the message line (no crash)."""
    room.draw(qtbot, buttons=False)
    room.bust([p for p in room.state.tables[1].seats if p is not None][:3])
    shown = room.tab.shown_proposal
    assert shown is not None and shown.floor_decides and shown.source is not None and shown.destination is not None
    mover = next(p for p in room.state.tables[shown.source.table].seats if p is not None)
    seat = room.state.tables[shown.destination.table].empty()[0]

    def fill(dialog) -> bool:
        dialog.choose(mover, shown.destination.table, seat, "")
        return True

    room.tab.hooks.exec_dialog = fill
    qtbot.mouseClick(room.tab.confirm_button, Qt.MouseButton.LeftButton)
    assert room.last(ev.PLAYER_MOVED).data.to_json()["decision"] == "completed"
    assert room.where(room.state.players[mover].label) == [(shown.destination.table, seat)]
    assert room.message().endswith(f"to table {shown.destination.table} seat {seat}, as proposed, the floor "
                                   f"choosing [{', '.join(shown.rules)}]")
