"""The Tables tab, offscreen over a real store: the chart shows what the seating functions recorded.

Draws use the tab's own secure random source, so the tests read where players went from the
events and the state, then check that the chart, the proposal and the records show exactly that.
"""

import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from rooms import T0, Room

from floor.core.cards import parse_card
from floor.tournament import codec, prizes
from floor.tournament import events as ev
from floor.tournament import timekeeping as T
from floor.tournament.chiprace.result import RaceAward
from floor.ui.clock.board import board
from floor.ui.clock.display import ClockDisplay
from floor.ui.seating.dialogs import MoveDialog


@pytest.fixture
def room(qtbot, tmp_path: Path, request) -> Iterator[Room]:
    made = Room(qtbot, tmp_path, getattr(request, "param", 27))
    yield made
    made.close()


@pytest.mark.parametrize("room", [20], indirect=True)
def test_draw_seats_puts_every_registered_player_in_the_chart_once(qtbot, room: Room) -> None:
    """Draw seats: each of the 20 players shows in exactly one seat, where the draw put him; the record lists all."""
    assert room.tab.chart.tables == [] and "No tables yet" in room.tab.proposal_line.text()
    room.draw(qtbot, buttons=False)
    shown = Counter(line.name for t in room.tab.chart.tables for line in room.tab.chart.lines(t.number) if line.name)
    assert shown == Counter(f"Player {i}" for i in range(1, 21))
    drawn = room.last(ev.SEATS_DRAWN).data.to_json()["draw"]["seats"]
    for a in drawn:
        assert room.where(f"Player {a['player']}") == [(a["table"], a["seat"])]
    assert room.message().startswith("Seats drawn at random (SE-01): 20 players at 3 tables")
    assert len(room.tab.record.shown()) == 20 and "SE-01" in room.tab.record.title.text()
    assert not room.tab.draw_button_all.isEnabled()
    assert room.tab.draw_button_all.toolTip().startswith("The seats are drawn already")


def test_a_button_draw_shows_the_cards_and_puts_d_sb_bb_where_the_event_says(qtbot, room: Room) -> None:
    """Draw for the button at table 2: one card per seat in the record, the winner named, the markers on the chart."""
    room.draw(qtbot, buttons=False)
    assert all(not line.markers for line in room.tab.chart.lines(2))
    room.tab.choose_table(2)
    qtbot.mouseClick(room.tab.button_button, Qt.MouseButton.LeftButton)
    draw = room.last(ev.BUTTON_SET).data.to_json()["draw"]
    positions = draw["positions"]
    assert room.marked(2, "D") == [positions["button"]]
    assert room.marked(2, "SB") == [positions["small_blind"]]
    assert room.marked(2, "BB") == [positions["big_blind"]]
    record = room.tab.record.shown()
    for dealt in draw["cards"]:
        assert f"Seat {dealt['seat']}  Player" in record[draw["cards"].index(dealt)]
        assert record[draw["cards"].index(dealt)].endswith(parse_card(dealt["card"]).symbol)
    winner = next(c["card"] for c in draw["cards"] if c["seat"] == draw["button"])
    assert f"Seat {draw['button']} has the highest card, {parse_card(winner).symbol}: the button" in record[-2]
    assert room.message() == f"Table 2: the button is on seat {positions['button']} (BT-01)"
    assert not room.tab.button_button.isEnabled()  # a table draws for its button once


def test_next_hand_moves_the_button_to_last_hands_small_blind(qtbot, room: Room) -> None:
    """Next hand at table 1: the D marker moves to where the small blind was (BT-02), as the event says."""
    room.draw(qtbot)
    room.tab.choose_table(1)
    before = room.state.tables[1].positions
    assert before is not None and room.marked(1, "D") == [before.button]
    qtbot.mouseClick(room.tab.next_button, Qt.MouseButton.LeftButton)
    after = room.last(ev.NEXT_HAND).data.to_json()["positions"]
    assert room.marked(1, "D") == [after["button"]] == [before.small_blind] != [before.button]
    assert room.marked(1, "BB") == [after["big_blind"]]
    assert room.message().startswith(f"Table 1, next hand [BT-02]: button seat {after['button']}")


def _busted_table(room: Room, qtbot, count: int) -> int:
    """Draw, draw the buttons, then bust ``count`` players at the first table: the table that is now short."""
    room.draw(qtbot)
    first = min(room.state.tables)
    players = [p for p in room.state.tables[first].seats if p is not None][:count]
    room.bust(players)
    return first


def test_busts_at_one_table_propose_a_move_and_confirm_moves_the_player(qtbot, room: Room) -> None:
    """27 players at 3 tables; 2 out at one: Floor proposes moving the next big blind (BB-04) to the worst seat
    (BB-05). Confirm: the chart shows him at the destination, not at the source, and nothing is left to balance."""
    short = _busted_table(room, qtbot, 2)
    proposal = room.tab.shown_proposal
    assert proposal is not None and proposal.kind == "move" and proposal.player is not None
    text = room.tab.proposal_line.text()
    assert "Move a player" in text and "BB-04" in text and "BB-05" in text and f"table {short}" in text
    assert proposal.destination is not None and proposal.destination.table == short
    assert room.tab.confirm_button.isEnabled() and room.tab.override_button.isEnabled()
    label = room.state.players[proposal.player].label
    source = room.state.seats[proposal.player]
    qtbot.mouseClick(room.tab.confirm_button, Qt.MouseButton.LeftButton)
    assert room.where(label) == [(short, proposal.destination.seat)]
    assert room.tab.chart.lines(source[0])[source[1] - 1].player is None
    assert room.last(ev.PLAYER_MOVED).data.to_json()["decision"] == "confirmed"
    assert room.tab.proposal_line.text() == "Nothing to balance." and room.tab.shown_proposal is None
    assert not room.tab.confirm_button.isEnabled()


def test_an_override_without_a_reason_is_refused_and_with_one_it_moves(qtbot, room: Room) -> None:
    """Override… with another player of the source table and no reason: the message line says a reason is needed
    and nobody moves. With a reason, he moves and the log says the proposal was overridden."""
    _busted_table(room, qtbot, 2)
    proposal = room.tab.shown_proposal
    assert proposal is not None and proposal.source is not None and proposal.destination is not None
    other = next(p for p in room.state.tables[proposal.source.table].seats if p not in (None, proposal.player))
    assert other is not None
    before = room.state.seats[other]
    typed = {"reason": ""}

    def fill(dialog: MoveDialog) -> bool:
        dialog.choose(other, proposal.destination.table, proposal.destination.seat, typed["reason"])
        return True

    room.tab.hooks.exec_dialog = fill
    qtbot.mouseClick(room.tab.override_button, Qt.MouseButton.LeftButton)
    assert room.message() == "overriding the proposal needs a reason (it goes in the log)"
    assert room.window.message.styleSheet().startswith("color: #b71c1c")
    assert room.where(room.state.players[other].label) == [before]
    typed["reason"] = "Player 1 asked to stay: his friend moved there"
    qtbot.mouseClick(room.tab.override_button, Qt.MouseButton.LeftButton)
    assert room.where(room.state.players[other].label) == [(proposal.destination.table, proposal.destination.seat)]
    moved = room.last(ev.PLAYER_MOVED).data.to_json()
    assert moved["decision"] == "overridden" and moved["reason"] == typed["reason"]


@pytest.mark.parametrize("room", [20], indirect=True)
def test_a_confirmed_table_break_leaves_nobody_at_that_table(qtbot, room: Room) -> None:
    """20 players at 3 tables, 2 out: 18 fit in two tables of 9, so Floor proposes a break (BB-09). Confirm: the
    broken table is gone from the chart, its players drew seats elsewhere (the record shows their cards)."""
    _busted_table(room, qtbot, 2)
    proposal = room.tab.shown_proposal
    assert proposal is not None and proposal.kind == "break"
    broken = proposal.tables[0]
    assert "Break a table" in room.tab.proposal_line.text() and "BB-09" in room.tab.proposal_line.text()
    leaving = [room.state.players[p].label for p in room.state.tables[broken].seats if p is not None]
    qtbot.mouseClick(room.tab.confirm_button, Qt.MouseButton.LeftButton)
    assert broken not in room.tab.chart.index and broken not in room.state.tables
    assert f"Table {broken}" not in room.tab.chart.text()
    for label in leaving:
        (table, _), = room.where(label)
        assert table != broken
    assert len(room.tab.record.shown()) == len(leaving)
    assert all(line[0] in "23456789TJQKA1" and "→ table" in line for line in room.tab.record.shown())
    seated = [line.name for t in room.tab.chart.tables for line in room.tab.chart.lines(t.number) if line.name]
    assert len(seated) == len(set(seated)) == 18


@pytest.mark.parametrize("room", [10], indirect=True)
def test_the_final_table_is_proposed_and_seated_by_a_full_redraw(qtbot, room: Room) -> None:
    """10 players at 2 tables; one out leaves 9, one final table (BB-12): Confirm seats everyone at one table."""
    _busted_table(room, qtbot, 1)
    assert room.tab.shown_proposal is not None and room.tab.shown_proposal.kind == "final-table"
    qtbot.mouseClick(room.tab.confirm_button, Qt.MouseButton.LeftButton)
    assert len(room.tab.chart.tables) == 1 and len(room.names_at(room.tab.chart.tables[0].number)) == 9
    assert room.message().startswith("The final table is seated (BB-12, BB-13): 9 players")


@pytest.mark.parametrize("room", [20], indirect=True)
def test_a_late_registrant_is_listed_then_seated_by_one_click(qtbot, room: Room) -> None:
    """A player registered after the draw shows under "Without a seat"; one click seats him (SE-04) on the chart."""
    room.draw(qtbot, buttons=False)
    room.register_unseated("Zoe Late")
    assert room.tab.unseated_line.isVisible() and "Zoe Late" in room.tab.unseated_line.text()
    assert room.where("Zoe Late") == []
    qtbot.mouseClick(room.tab.seat_button, Qt.MouseButton.LeftButton)
    seated = room.last(ev.PLAYER_SEATED).data.to_json()
    assert room.where("Zoe Late") == [(seated["table"], seated["seat"])]
    assert not room.tab.unseated_line.isVisible() and not room.tab.seat_button.isEnabled()
    assert room.message().startswith(f"Seated (SE-04): Zoe Late → table {seated['table']} seat {seated['seat']}")


def _after(seat: int, steps: int = 1) -> int:
    return (seat - 1 + steps) % 9 + 1


def test_a_short_table_whose_big_blind_would_fall_on_an_empty_seat_shows_halted(qtbot, room: Room) -> None:
    """Three out at one table, one of them in the seat after the big blind: the table is 3 short of the fullest and
    its next big blind would skip a missing player, so it halts (BB-02) — in red above, and on its card."""
    room.draw(qtbot)
    table = min(room.state.tables)
    positions = room.state.tables[table].positions
    assert positions is not None
    out = [_after(positions.big_blind, k) for k in (1, 2, 3)]
    room.bust([p for p in (room.state.tables[table].player_at(s) for s in out) if p is not None])
    assert room.tab.halted_line.isVisible()
    assert room.tab.halted_line.text().startswith(f"Table {table} has 6 players, 3 fewer than the fullest (9)")
    assert "BB-02" in room.tab.halted_line.text()
    assert room.tab.chart.header(table).endswith("HALTED")
    assert all(not room.tab.chart.header(t).endswith("HALTED") for t in room.state.tables if t != table)


def test_a_player_moved_between_the_button_and_the_small_blind_is_marked_waiting(qtbot, room: Room) -> None:
    """SE-05: a seat after the button and before the small blind is dealt in only once the button passes. Empty the
    seat after the big blind and play two hands: it lies there; a player dropped into it shows as waiting."""
    room.draw(qtbot)
    table = min(room.state.tables)
    first = room.state.tables[table].positions
    assert first is not None
    gap = _after(first.big_blind)
    room.bust([room.state.tables[table].seats[gap - 1]])
    room.tab.choose_table(table)
    for _ in range(2):
        qtbot.mouseClick(room.tab.next_button, Qt.MouseButton.LeftButton)
    now = room.state.tables[table].positions
    assert now is not None and room.marked(table, "D") == [now.button] and room.marked(table, "SB") == [now.small_blind]
    other = max(room.state.tables)
    mover = room.state.tables[other].player_at(1)
    assert mover is not None
    room.tab.hooks.ask_reason = lambda prompt: "SE-05 test"
    room.tab.moves.drop(mover, table, gap)
    line = room.tab.chart.lines(table)[gap - 1]
    assert line.player == mover and line.waiting and line.text.endswith("waits for the button")
    assert [ln.seat for ln in room.tab.chart.lines(table) if ln.waiting] == [gap]


def test_a_late_registrant_with_every_seat_taken_is_refused_with_the_reason(qtbot, room: Room) -> None:
    """27 players fill 3 tables of 9: seating a 28th is refused in the seating function's words."""
    room.draw(qtbot, buttons=False)
    room.register_unseated("Zoe Late")
    assert "Zoe Late" in room.tab.unseated_line.text()
    qtbot.mouseClick(room.tab.seat_button, Qt.MouseButton.LeftButton)
    assert room.message().startswith("every seat is taken") and room.where("Zoe Late") == []


def test_a_full_redraw_asks_first(qtbot, room: Room) -> None:
    """Full redraw… asks; "no" changes nothing, "yes" records a redraw and the buttons are gone until drawn."""
    room.draw(qtbot)
    seats = dict(room.state.seats)
    room.tab.hooks.confirm = lambda text: False
    qtbot.mouseClick(room.tab.redraw_button, Qt.MouseButton.LeftButton)
    assert room.state.seats == seats
    room.tab.hooks.confirm = lambda text: "new seat" in text
    qtbot.mouseClick(room.tab.redraw_button, Qt.MouseButton.LeftButton)
    assert room.last(ev.SEATS_DRAWN).data.to_json()["redraw"] is True
    assert all(not line.markers for t in room.tab.chart.tables for line in room.tab.chart.lines(t.number))


def _press(widget, kind, point: QPoint, buttons: Qt.MouseButton) -> None:
    event = QMouseEvent(kind, QPointF(point), QPointF(widget.mapToGlobal(point)), Qt.MouseButton.LeftButton,
                        buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def test_dragging_a_player_to_an_empty_seat_asks_why_and_moves_him(qtbot, room: Room) -> None:
    """Drag a player onto an empty seat at another table: Floor asks for the reason (a move by hand) and the chart
    shows him there; cancelling the question moves nobody."""
    short = _busted_table(room, qtbot, 2)
    chart = room.tab.chart
    source = next(t for t in sorted(room.state.tables) if t != short)
    seat = room.state.tables[source].occupied()[0]
    player = room.state.tables[source].player_at(seat)
    assert player is not None
    empty = room.state.tables[short].empty()[-1]
    label = room.state.players[player].label
    asked: list[str] = []

    def drag() -> None:
        start, end = chart.rect_of(source, seat).center(), chart.rect_of(short, empty).center()
        _press(chart, QMouseEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
        _press(chart, QMouseEvent.Type.MouseMove, (start + end) / 2, Qt.MouseButton.LeftButton)
        _press(chart, QMouseEvent.Type.MouseMove, end, Qt.MouseButton.LeftButton)
        _press(chart, QMouseEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)

    room.tab.hooks.ask_reason = lambda prompt: asked.append(prompt) or None  # type: ignore[func-returns-value]
    drag()
    assert asked and asked[0].startswith(f"Move {label} from table {source} seat {seat} to table {short}")
    assert room.where(label) == [(source, seat)]
    room.tab.hooks.ask_reason = lambda prompt: "seat card misread"
    drag()
    assert room.where(label) == [(short, empty)]
    moved = room.last(ev.PLAYER_MOVED).data.to_json()
    assert moved["decision"] == "by hand" and moved["reason"] == "seat card misread"


def test_dragging_the_proposed_player_to_the_proposed_seat_confirms_the_proposal(qtbot, room: Room) -> None:
    """The drag the proposal asks for is a confirmation: no reason asked, logged as confirmed with its rules."""
    _busted_table(room, qtbot, 2)
    proposal = room.tab.shown_proposal
    assert proposal is not None and proposal.player is not None and proposal.destination is not None
    assert proposal.destination.seat is not None
    room.tab.hooks.ask_reason = lambda prompt: pytest.fail("a confirmation needs no reason")
    room.tab.moves.drop(proposal.player, proposal.destination.table, proposal.destination.seat)
    moved = room.last(ev.PLAYER_MOVED).data.to_json()
    assert moved["decision"] == "confirmed" and moved["rules"] == list(proposal.rules)
    assert room.where(room.state.players[proposal.player].label) == [(proposal.destination.table,
                                                                     proposal.destination.seat)]


def test_dragging_onto_a_taken_seat_is_refused_without_asking(qtbot, room: Room) -> None:
    """A drop on a taken seat: the move function's refusal, and no question asked."""
    room.draw(qtbot, buttons=False)
    asked: list[str] = []
    room.tab.hooks.ask_reason = lambda prompt: asked.append(prompt) or "x"  # type: ignore[func-returns-value]
    one, two = sorted(room.state.tables)[:2]
    player = room.state.tables[one].player_at(1)
    assert player is not None and room.state.tables[two].player_at(1) is not None
    room.tab.moves.drop(player, two, 1)
    assert room.message().startswith("seat 1 at table 2 is taken") and not asked


def test_the_chip_race_shows_the_awards_in_order_with_cards_and_totals(qtbot, room: Room) -> None:
    """At the turbo's first break (the 25s go): type three seats' leftovers, Floor deals; the record shows each
    seat's cards, the awards in the event's order with card and rule, and what left play."""
    room.draw(qtbot)
    room.store.act(room.tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    room.clock.now = T0 + 6 * 12 * 60 + 60
    room.window.refresh()
    room.tab.choose_table(1)
    qtbot.mouseClick(room.tab.race_button, Qt.MouseButton.LeftButton)
    race = room.tab.race
    assert room.tab.pages.currentWidget() is race and race.removed == (25,) and race.new_chip == 100
    seats = room.state.tables[1].occupied()[:3]
    for seat, count in zip(seats, (3, 2, 1), strict=True):
        race.set_leftovers(seat, {25: count})
    qtbot.mouseClick(race.deal_button, Qt.MouseButton.LeftButton)
    payload = room.last(ev.CHIP_RACE).data.to_json()["race"]
    awards = [codec.read(RaceAward, a) for a in payload["awards"]]
    assert len(awards) == 2  # 150 raced: one chip, plus one for the half (CR-03 half_up)
    record = room.tab.record.shown()
    assert room.tab.pages.currentWidget() is room.tab.record
    start = record.index(next(line for line in record if line.startswith("Awards in order")))
    for i, award in enumerate(awards):
        name = room.state.players[award.player_id].label
        assert record[start + 1 + i] == f"{award.step}. {name}: Seat {award.seat} wins a chip with " \
                                        f"{award.card.symbol} (CR-05)"
    assert payload["removed_from_play"] == 150 - 200
    assert record[-1] == "Raced 150 in 6 low chips; 50 more in play (rounding up, CR-03/CR-06)"
    assert room.message() == "Chip race at table 1: 2 chips won (CR-05)"


def test_a_chip_race_outside_a_color_up_is_refused_with_the_reason(qtbot, room: Room) -> None:
    """Chip race… while the clock is on a level: the color-up function's reason, and no race panel."""
    room.draw(qtbot, buttons=False)
    qtbot.mouseClick(room.tab.race_button, Qt.MouseButton.LeftButton)
    assert room.message().startswith("the clock is not at a break with a color-up")
    assert room.tab.pages.currentWidget() is room.tab.record


@pytest.mark.parametrize("room", [12], indirect=True)
def test_hand_for_hand_is_noticed_at_the_bubble_and_announced(qtbot, room: Room) -> None:
    """12 entries pay 4 places: with 5 left the notice shows (BB-14); Announce records hand-for-hand."""
    room.draw(qtbot, buttons=False)
    places = len(prizes.sheet(room.state).amounts)
    assert not room.tab.hand_for_hand_button.isVisible()
    playing = sorted(p.id for p in room.state.playing)
    room.bust(playing[: len(playing) - places - 1])
    assert room.tab.hand_for_hand_button.isVisible() and room.tab.hand_for_hand_button.text() == \
        "Announce hand-for-hand"
    assert room.tab.hand_for_hand_line.text().startswith(f"Hand-for-hand: {places + 1} players left")
    qtbot.mouseClick(room.tab.hand_for_hand_button, Qt.MouseButton.LeftButton)
    assert room.state.hand_for_hand and room.tab.hand_for_hand_button.text() == "End hand-for-hand"


def test_the_big_screen_shows_the_seating_when_the_floor_turns_it_on(qtbot, room: Room) -> None:
    """The toggle on the Tables tab: the display fed by the tab shows each player's table and seat, and a move."""
    _busted_table(room, qtbot, 2)
    qtbot.mouseClick(room.tab.confirm_button, Qt.MouseButton.LeftButton)
    moved = room.last(ev.PLAYER_MOVED).data.to_json()
    display = ClockDisplay(lambda: board(room.state, room.clock(), seating=room.tab.big_screen(room.state,
                                                                                              room.clock())),
                           poll=False)
    qtbot.addWidget(display)
    display.resize(1280, 720)
    display.show()
    display.refresh()
    assert display.time.isVisible() and not display.seating_view.isVisible()
    qtbot.mouseClick(room.tab.big_screen_button, Qt.MouseButton.LeftButton)
    display.refresh()
    assert display.seating_view.isVisible() and display.band_time.text() == display.time.text()
    shown = display.seating_view.shown()
    label = room.state.players[moved["player"]].label
    assert (label, *moved["to"]) in shown
    assert len(shown) == len(room.state.seats) and shown == sorted(shown, key=lambda e: e[0].casefold())
    name, where = display.move_lines[0]
    assert (name.text(), where.text()) == (label, f"→ table {moved['to'][0]} seat {moved['to'][1]}")


def test_the_chart_of_1112_tables_refreshes_fast(qtbot, tmp_path: Path) -> None:
    """10,008 players drawn into 1,112 tables of 9: a refresh of the tab takes well under 200 ms (best of three)."""
    from floor.tournament.seating import actions as seating

    room = Room(qtbot, tmp_path, 10_008)
    try:
        room.store.act(room.tid, lambda s: seating.draw_seats(s, rng=room.tab.rng, now=T0, author="Ana"))
        room.window.refresh()
        assert len(room.tab.chart.tables) == 1112
        timings = []
        for _ in range(3):
            start = time.perf_counter()
            room.tab.refresh()
            room.tab.chart.repaint()
            timings.append(time.perf_counter() - start)
        assert min(timings) < 0.2, timings
    finally:
        room.close()
