"""The console's Deal dialog (Payouts › Deal…), driven by real clicks and keys: chip chop, ICM and by hand shown per
player before anything is written, Accept records the deal as the players' prizes, Take back the deal undoes it in
the log."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from painted import show_tab
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLineEdit, QRadioButton

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import events as ev
from floor.tournament.finishes import finishes
from floor.tournament.settings import Settings
from floor.ui.clock.board import board
from floor.ui.common.language import number
from floor.ui.console import Console
from floor.usecases import chips, payouts, players

T0 = 1_800_000_000.0


@pytest.fixture
def final_three(qtbot, tmp_path: Path) -> Iterator[tuple[Console, Store]]:
    """Ten players for 100 (1,000 paying 500/300/200), seven out, the three left counted 49,640/33,800/16,560."""
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    session = StoreSession(store, tid, "Ana", FakeTime())
    for i in range(1, 11):
        players.register(session, f"P{i}")
    for i in range(10, 3, -1):
        players.bust(session, [i])
    chips.count(session, {1: 49_640, 2: 33_800, 3: 16_560}, confirmed=True)  # (as the floor confirmed them)
    window = Console(session, poll=False)
    qtbot.addWidget(window)
    window.show()
    window.refresh()
    yield window, store
    store.close()


def retype(qtbot, field: QLineEdit, text: str) -> None:
    """Select what the field holds and type over it, as a person does."""
    qtbot.mouseDClick(field, Qt.MouseButton.LeftButton)
    field.selectAll()
    qtbot.keyClicks(field, text)


def choose(qtbot, choice: QRadioButton) -> None:
    """Click a method's round button (on its circle: the row is wider than its words)."""
    qtbot.mouseClick(choice, Qt.MouseButton.LeftButton, pos=QPoint(6, choice.height() // 2))
    assert choice.isChecked()


def amounts(dialog) -> list[str]:
    return [field.text() for field in dialog.amounts.values()]


def test_chip_chop_offered_319_to_a_player_sure_of_400_in_the_deal_dialog(qtbot, final_three) -> None:
    """The short stack is sure of 200 (3rd prize): a proportional chop offered 166. The dialog's chip chop keeps 200
    for each and splits the 400 beyond by chips; ICM is one click away; nothing is written until Accept."""
    window, store = final_three
    tab = window.payouts_tab
    show_tab(qtbot, window.tabs, tab)
    before = store.reach(1)
    qtbot.mouseClick(tab.deal_button, Qt.MouseButton.LeftButton)
    dialog = tab.dealing
    assert dialog is not None and dialog.isVisible()
    assert amounts(dialog) == ["399", "335", "266"]
    assert dialog.message.text() == ("1,000 shared by 3 players\nno money is left to play for: play goes on for the "
                                     "places (the title, the league's points) until one player is left")
    choose(qtbot, dialog.icm)
    icm = [int(a.replace(",", "")) for a in amounts(dialog)]
    assert sum(icm) == 1000 and all(200 <= a <= 500 for a in icm) and icm != [399, 335, 266]
    retype(qtbot, dialog.play_for, "50")
    assert dialog.message.text() == ("1,000 shared by 3 players\n50 is left to play for: play goes on until one "
                                     "player is left")
    assert sum(int(a.replace(",", "")) for a in amounts(dialog)) == 950
    assert store.reach(1) == before
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and store.reach(1) == before


def test_a_deal_typed_by_hand_is_accepted_as_the_prizes_and_taken_back(qtbot, final_three) -> None:
    """By hand: a total short of the 1,000 is said in the refusal colour and Accept stays grey; once it adds up,
    Accept records the deal (the players' prizes in the console), and Take back the deal logs its taking back."""
    window, store = final_three
    tab = window.payouts_tab
    show_tab(qtbot, window.tabs, tab)
    qtbot.mouseClick(tab.deal_button, Qt.MouseButton.LeftButton)
    dialog = tab.dealing
    choose(qtbot, dialog.hand)
    fields = list(dialog.amounts.values())
    assert not fields[0].isReadOnly()
    for field, typed in zip(fields, ("450", "300", "200"), strict=True):
        retype(qtbot, field, typed)
    assert dialog.message.text() == "the amounts add up to 950, 50 less than the 1,000 left to share"
    assert "#b71c1c" in dialog.message.styleSheet() and not dialog.accept_button.isEnabled()
    retype(qtbot, fields[2], "250")
    assert dialog.accept_button.isEnabled()
    qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
    assert window.message.text() == "Deal recorded: its amounts are the prizes of the players in it"
    state = store.state(1)
    assert state.deal is not None and state.deal.method == "hand" and state.deal.agreed == (1, 2, 3)
    assert [finishes(state)[p].prize for p in (1, 2, 3)] == [450, 300, 250]
    assert tab.deal_table.rowCount() == 3 and tab.deal_table.item(0, 2).text() == "450"
    assert "A deal is in force" in tab.pool_line.text()
    assert not tab.deal_button.isEnabled() and tab.deal_button.toolTip().startswith("A deal is already in force")
    qtbot.mouseClick(tab.take_back_button, Qt.MouseButton.LeftButton)
    assert window.message.text() == "Deal taken back: the payout sheet pays again"
    assert store.state(1).deal is None and store.history(1)[-1].kind == ev.DEAL_TAKEN_BACK
    assert tab.deal_button.isEnabled() and not tab.take_back_button.isEnabled()


def test_the_deal_table_cut_a_players_name_to_victor_dots_on_the_payouts_tab(qtbot, tmp_path: Path) -> None:
    """The walk at 1920x1080: after a deal the Payouts tab listed "Victor ..." (the name column kept its default
    width while "Takes now" took the rest). Each name and stack in the deal table is shown whole."""
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    session = StoreSession(store, tid, "Ana", FakeTime())
    names = ["Victor Munteanu", "Natalia Cojocaru-Vîrlan", "Alexandru Țurcanu"]
    for name in [*names, "P4", "P5", "P6"]:
        players.register(session, name)
    for i in (6, 5, 4):
        players.bust(session, [i])
    chips.count(session, {1: 47_000, 2: 45_000, 3: 61_000}, confirmed=True)
    window = Console(session, poll=False)
    qtbot.addWidget(window)
    window.resize(1920, 1000)
    window.show()
    tab = window.payouts_tab
    window.tabs.setCurrentWidget(tab)
    qtbot.mouseClick(tab.deal_button, Qt.MouseButton.LeftButton)
    assert tab.dealing is not None
    qtbot.mouseClick(tab.dealing.accept_button, Qt.MouseButton.LeftButton)
    table = tab.deal_table
    assert table.rowCount() == 3
    metrics = table.fontMetrics()
    for row in range(3):
        for column in (0, 1):
            text = table.item(row, column).text()
            assert table.columnWidth(column) >= metrics.horizontalAdvance(text) + 2 * table.frameWidth(), \
                f"{text!r} cut to {table.columnWidth(column)} px"
    store.close()


def test_the_big_screen_listed_the_payout_sheet_after_a_deal_instead_of_what_each_player_takes(final_three) -> None:
    """The walk at 1920x1080: with a deal in force the room's big screen still said 1st 500, 2nd 300, 3rd 200, the
    sheet nobody is paid by any more. Its payouts list each player in the deal with the amount agreed (the largest
    first) and what is left to play for; taken back, the sheet again."""
    window, _store = final_three
    session = window.session
    payouts.make_deal(session, "chip chop", play_for=100)
    state = session.state()
    assert state.deal is not None
    shown = board(state, T0 + 60).payouts
    agreed = sorted(state.deal.amounts.items(), key=lambda pa: -pa[1])
    assert shown == (*((state.players[p].label, number(a)) for p, a in agreed), ("Left to play for", "100"))
    assert sum(state.deal.amounts.values()) + 100 == 1_000
    payouts.take_back_deal(session)
    assert board(session.state(), T0 + 60).payouts == (("1st", "500"), ("2nd", "300"), ("3rd", "200"))


def test_save_payouts_and_back_to_the_table_stayed_clickable_once_the_tournament_was_won(qtbot, final_three) -> None:
    """The walk at 1920x1080: after the winner the Payouts tab still offered Save payouts and Back to the table (and
    Take back the deal, a deal made before the end), which the closing rule refuses. They are greyed out, the
    reason as their tooltip, like the clock's buttons."""
    window, store = final_three
    session = window.session
    payouts.make_deal(session, "icm")
    players.bust(session, [3])
    players.bust(session, [2])
    window.refresh()
    tab = window.payouts_tab
    show_tab(qtbot, window.tabs, tab)
    for button in (tab.save_button, tab.clear_button, tab.take_back_button):
        assert not button.isEnabled(), button.text()
        assert "is finished (P1 won)" in button.toolTip()
    before = store.reach(1)
    qtbot.mouseClick(tab.clear_button, Qt.MouseButton.LeftButton)
    assert store.reach(1) == before
