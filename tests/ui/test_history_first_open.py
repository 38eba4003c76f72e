"""The History tab's first open at a long log (issue 30): it read and worded the whole log on the GUI thread (0.5-1.4 s
at 30,000 entries). Now it begins from a state the store keeps (a snapshot) and reads only the events after it, and
words only the lines painted; every line reads as when the whole log was folded. Counted, not timed."""

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from floor.app import StoreSession
from floor.store.tournaments import SNAPSHOT_EVERY, Store
from floor.tournament import players as P
from floor.tournament.describe import names_of
from floor.tournament.describe.history import Narrator
from floor.tournament.events import Event
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay
from floor.ui.console.window import HISTORY_SHOWN, Console
from floor.usecases import history as undoing
from floor.usecases import players

T0 = 1_800_000_000.0
ENTRIES = SNAPSHOT_EVERY + 100  # one snapshot, a little after the registrations
BUSTS = 650  # then more events than the tab shows: the snapshot lies before its first line


class Counted(StoreSession):
    """A session that counts the events read through it for the History tab (the whole log, or after a state)."""

    whole: list[int]
    since: list[int]

    def history_after(self, seq: int) -> list[Event]:
        events = super().history_after(seq)
        self.whole.append(len(events))
        return events

    def history_since(self, before: int) -> tuple[TournamentState, list[Event]] | None:
        found = super().history_since(before)
        self.since.append(len(found[1]) if found is not None else -1)
        return found


class WholeLog(StoreSession):
    """A session that keeps no state along the log (as before issue 30's first open): the tab folds the whole log."""

    def history_since(self, before: int) -> tuple[TournamentState, list[Event]] | None:
        return None


def counted(store: Store, tid: int) -> Counted:
    session = Counted(store, tid, "Ana", FakeTime())
    session.whole, session.since = [], []
    return session


@pytest.fixture
def long_log(tmp_path: Path) -> Iterator[tuple[Store, int]]:
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=T0, author="Ana", level=1)
                        for i in range(1, ENTRIES + 1)])
    store.act_all(tid, [lambda s, i=i: P.eliminate(s, [i], now=T0 + i, author="Bo") for i in range(1, BUSTS + 1)])
    yield store, tid
    store.close()


def opened(qtbot, session: StoreSession) -> Console:
    """A console with its History tab opened by a click on the tab, a few lines on screen."""
    window = Console(session, poll=False)
    qtbot.addWidget(window)
    window.show()
    window.history_list.resize(600, 200)
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(window.tabs.indexOf(window.history_list)).center())
    assert window.tabs.currentWidget() is window.history_list
    qtbot.waitUntil(lambda: bool(window.history_rows.lines))  # painted
    return window


def lines(window: Console) -> list[str]:
    return [window.history_list.text(r) for r in range(window.history_list.count())]


def on_screen(window: Console) -> int:
    """How many lines the list has room for."""
    view = window.history_list
    return view.viewport().height() // max(1, view.sizeHintForRow(0)) + 1


def test_historys_first_open_reads_the_events_after_a_snapshot_and_words_only_the_lines_on_screen(
        qtbot, long_log) -> None:
    """The first open read all 2,751 events and folded them (at 30,000 entries 0.5-1.4 s on the GUI thread): now
    it reads the 650 after the snapshot, none of the log from its start, words only the lines on screen, and lists
    the same 500 lines, each as the whole log's fold words it."""
    store, tid = long_log
    session = counted(store, tid)
    window = opened(qtbot, session)
    assert session.since == [BUSTS] and session.whole == []  # the events after the snapshot, not the log
    assert window.history_list.count() == HISTORY_SHOWN
    # worded: the lines on screen (and the last, which a list view with uniform rows asks to size its scroll bar)
    assert len(window.history_rows.lines) <= on_screen(window) + 1
    assert lines(window)[0].endswith("P650 finished 1,451st")  # (2,100 entries, 650 out)
    whole = WholeLog(store, tid, "Ana", FakeTime())
    assert lines(window) == lines(opened(qtbot, whole))
    players.bust(session, [BUSTS + 1], rng=random.Random(2))  # then only the events since are read
    window.show_moved()
    assert session.since == [BUSTS] and session.whole == [1]
    assert lines(window)[0].endswith("P651 finished 1,450th")


def wheel(widget, notches: int) -> None:
    """The mouse wheel turned over ``widget`` (positive: away from the user, up the list), as Qt delivers it."""
    at = QPointF(widget.rect().center())
    event = QWheelEvent(at, QPointF(widget.mapToGlobal(at.toPoint())), QPoint(), QPoint(0, 120 * notches),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_scrolling_history_to_the_end_words_the_oldest_line_when_it_comes_on_screen(qtbot, long_log) -> None:
    """The older lines are worded when scrolled to: the End key brings the oldest of the 500 on screen, worded as
    the whole log's fold words it (its place among the players then left); the wheel brings newer lines back, each
    worded as it comes on screen, never all 500."""
    store, tid = long_log
    window = opened(qtbot, counted(store, tid))
    view, model = window.history_list, window.history_rows
    oldest = store.reach(tid) - HISTORY_SHOWN + 1
    assert model.seqs[-1] == oldest and oldest + 1 not in model.lines  # (the one before it: not worded yet)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(model.index(0, 0)).center())
    qtbot.keyClick(view, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: oldest + 1 in model.lines)  # painted, so worded
    last = model.index(view.count() - 1, 0)
    assert view.viewport().rect().contains(view.visualRect(last)) and view.currentIndex() == last  # on screen
    whole = WholeLog(store, tid, "Ana", FakeTime())
    assert view.text(view.count() - 1) == lines(opened(qtbot, whole))[-1]
    assert view.text(view.count() - 1).startswith(f"#{oldest} ")
    top = view.indexAt(QPoint(5, 2)).row()
    wheel(view.viewport(), 3)
    qtbot.waitUntil(lambda: view.indexAt(QPoint(5, 2)).row() < top)
    newer = view.indexAt(QPoint(5, 2)).row()
    qtbot.waitUntil(lambda: model.seqs[newer] in model.lines)
    assert len(model.lines) < 4 * on_screen(window)  # the lines painted, not the 500


def test_an_undo_reaching_before_the_state_begun_from_reads_the_whole_log(qtbot, tmp_path: Path) -> None:
    """A state kept along the log serves only if no undo after it reaches back to it: one that does (here a state
    offered just after the bust an undo took back) is set aside and the whole log read, so the places said later
    are those of the fold from the creation, not of a state still holding the bust."""
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=T0, author="Ana", level=1) for i in range(1, 51)])
    session = counted(store, tid)
    players.bust(session, [1], rng=random.Random(1))
    bust = store.reach(tid)
    undoing.undo(session)
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=T0, author="Ana", level=1)
                        for i in range(51, 51 + HISTORY_SHOWN + 20)])
    players.bust(session, [2], rng=random.Random(1))
    log = store.history(tid)
    kept = next(i for i, e in enumerate(log) if e.seq == bust) + 1
    offered = replay(tid, log[:kept]), log[kept:]  # the state just after the bust, which the undo then took back

    class Offering(Counted):
        def history_since(self, before: int) -> tuple[TournamentState, list[Event]] | None:
            self.since.append(len(offered[1]))
            return offered

    session = Offering(store, tid, "Ana", FakeTime())
    session.whole, session.since = [], []
    window = opened(qtbot, session)
    assert session.since == [len(offered[1])] and session.whole == [len(log)]  # set aside: the whole log read
    assert lines(window)[0].endswith(f"P2 finished {50 + HISTORY_SHOWN + 20}th")  # (with the bust: 1 fewer)
    narrator = Narrator(HISTORY_SHOWN)  # what the tab would have said from the state offered
    narrator.begin(offered[0])
    narrator.read(offered[1])
    narrator.now(names_of(session.state()))
    assert narrator.lost and not str(narrator.sentence(log[-1].seq)).endswith(f"{50 + HISTORY_SHOWN + 20}th")
    assert lines(window) == lines(opened(qtbot, WholeLog(store, tid, "Ana", FakeTime())))
