"""What the Tables tab gives each of its parts: the desk to act on, the message line, the dialogs, the record.

The tab's actions come in three parts, each an object the tab owns: the draws and the button
(:mod:`~floor.ui.seating.draws`), moves and breaks (:mod:`~floor.ui.seating.moves`) and the chip race
(:mod:`~floor.ui.seating.race`). Every action is one use case (:mod:`floor.usecases.seating`,
:mod:`floor.usecases.chiprace`) run through :meth:`Surface.act`: its refusal is the rules' own words in the
message line, and after it every view redraws from the change feed.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtWidgets import QDialog, QStackedWidget, QWidget

from floor.ui.common.acting import attempt
from floor.ui.common.language import tr
from floor.ui.common.session import Say, Session
from floor.ui.seating.record import RecordView

T = TypeVar("T")


@dataclass
class Hooks:
    """How the tab asks the floor, and the draws' random source: the tests put their own answers and seed here."""

    confirm: Callable[[str], bool]  # a yes/no question
    ask_reason: Callable[[str], str | None]  # a line of text, None when cancelled
    exec_dialog: Callable[[QDialog], bool]  # runs a dialog: True when accepted
    rng: random.Random  # every draw's (floor.usecases.chance.SECURE)


@dataclass
class Surface:
    """The tab as its parts see it: where to act and tell, how to ask, the table chosen, where a record shows."""

    session: Session
    say: Say
    acted: Callable[[], None]  # after this desk's action: the console tells the change feed, every view redraws
    hooks: Hooks
    record: RecordView
    pages: QStackedWidget  # the record, or the race panel, beside the chart
    chosen_table: Callable[[], int | None]
    parent: QWidget  # the dialogs'

    def perform(self, intent: Callable[[], T], told: Callable[[T], str]) -> T | None:
        """Run a use case: what it did is said and every view redraws; refused, its reason is said. None then."""
        done = attempt(self.say, intent)
        if done is not None:
            self.say(told(done), False)
            self.acted()
        return done

    def name(self, player: int) -> str:
        """How the floor calls ``player``."""
        found = self.session.state().players.get(player)
        return found.label if found else tr("SeatingActions", "player {number}", number=player)

    def show_record(self, title_and_lines: tuple[str, list[str]]) -> None:
        """A draw's or a race's record beside the chart, dealt line by line."""
        title, lines = title_and_lines
        self.record.show_record(title, lines, deal=True)
        self.pages.setCurrentWidget(self.record)
