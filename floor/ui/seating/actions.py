"""What the Tables tab's actions share: running a function through the console, and showing its record.

The tab's actions come in three groups, each a small class over this one: the draws and the button
(:mod:`~floor.ui.seating.draws`), moves and breaks (:mod:`~floor.ui.seating.moves`) and the chip
race (:mod:`~floor.ui.seating.race`). :class:`~floor.ui.seating.tab.SeatingTab` puts them together
with its widgets. Every action runs one function of the tournament through ``do`` (or several
through the session's ``act_all``); a refusal is that function's own words in the message line.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QComboBox, QDialog, QStackedWidget, QWidget

from floor.core.errors import FloorError
from floor.tournament.events import Event
from floor.tournament.state import TournamentState
from floor.ui.common.language import spoken, tr
from floor.ui.common.session import Action, Do, Say, Session
from floor.ui.seating.record import RecordView

Done = Callable[[TournamentState, Event], str]


def verdict(verify: Callable[[], None]) -> str:
    """The reason ``verify`` refuses, or "" when it does not."""
    try:
        verify()
    except FloorError as err:
        return spoken(err.message)
    return ""


class TabActions(QWidget):
    """The tab as its actions see it: the session, the console's ``do`` and ``say``, the dialog hooks, the record."""

    session: Session
    do: Do
    say: Say
    rng: random.Random
    confirm: Callable[[str], bool]  # a yes/no question (tests answer it)
    ask_reason: Callable[[str], str | None]  # a line of text, None when cancelled
    exec_dialog: Callable[[QDialog], bool]  # runs a dialog: True when accepted
    table_choice: QComboBox
    record: RecordView
    pages: QStackedWidget

    def refresh(self) -> None:
        """Show the state again (the tab does it)."""

    def chosen_table(self) -> int | None:
        number = self.table_choice.currentData()
        return number if isinstance(number, int) else None

    def _stamp(self) -> tuple[float, str]:
        return self.session.now(), self.session.author

    def _act(self, action: Action, done: Done) -> Event | None:
        """Run one action through the console; the event it made, or None when it was refused."""
        made: list[Event] = []

        def run(state: TournamentState) -> Event:
            event = action(state)
            made.append(event)
            return event

        if not self.do(run, lambda state: done(state, made[-1])):
            return None
        return made[-1]

    def _act_all(self, actions: Sequence[Action], done: Callable[[TournamentState, list[Event]], str]) -> bool:
        """Several actions as one (all or none) when the session can; else one by one, stopping at a refusal."""
        act_all = getattr(self.session, "act_all", None)
        if act_all is None:
            return all(self._act(action, lambda s, e: done(s, [e])) is not None for action in actions)
        try:
            events, state = act_all(actions)
        except FloorError as err:
            self.say(spoken(err.message), True)
            return False
        self.say(done(state, events), False)
        self.refresh()
        return True

    def _name(self, player: int) -> str:
        found = self.session.state().players.get(player)
        return found.label if found else tr("SeatingActions", "player {number}", number=player)

    def _show_record(self, title_and_lines: tuple[str, list[str]]) -> None:
        title, lines = title_and_lines
        self.record.show_record(title, lines, deal=True)
        self.pages.setCurrentWidget(self.record)
