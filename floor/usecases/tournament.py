"""The tournament's own terms changed while it runs: its settings, its blind structure, its house settings.

Tournament settings… and ``floor tournament change`` retune it (what was paid stays as it was); the console's
Structure tab and its "Use this structure from now on" restructure it (the clock keeps its place); House
settings… (from the Tournament menu or the Tables tab) and ``floor house set`` change the house rules from now on;
``floor standby drop`` puts the floor's going on without the database's standby on record.
The rules are :mod:`floor.tournament.retune`, :mod:`~floor.tournament.restructure` and
:mod:`~floor.tournament.house`; each change is one event.
"""

from __future__ import annotations

from collections.abc import Mapping

from floor.core.errors import FloorError, Text
from floor.procedures.rulebook import load_rulebook
from floor.tournament import closing, house, restructure, retune
from floor.tournament.events import Event
from floor.tournament.records import StandbyDropped
from floor.tournament.settings import Settings
from floor.tournament.structure import Structure
from floor.usecases import pairing
from floor.usecases.desk import Desk, Done, run
from floor.usecases.intent import intent


@intent("tournament.change_settings", pairing.RUN_DESK)
def change_settings(desk: Desk, settings: Settings) -> Done:
    """The tournament's settings from now on, while the rules allow each change (the event holds what changed)."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: retune.retune(state, settings, now=now, author=author))


@intent("tournament.change_structure", pairing.RUN_DESK)
def change_structure(desk: Desk, structure: Structure) -> Done:
    """The blind structure from now on; the levels played keep what they were and the clock keeps its place."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: restructure.set_structure(state, structure, now=now, author=author))


@intent("tournament.change_house", pairing.RUN_DESK)
def change_house(desk: Desk, changes: Mapping[str, object]) -> Done:
    """House settings changed from now on; earlier rulings keep the settings they were made with. The rulebook a
    house runs is the one Floor has loaded (another version would leave every ruling refused)."""
    wanted = changes.get("rulebook_version")
    if wanted is not None:
        version = load_rulebook().version
        if wanted != version:
            raise FloorError(Text("the rulebook Floor has is {version!r}: a house cannot run {wanted!r}",
                                  version=version, wanted=str(wanted)[:40]), code="bad-house")
    now, author = desk.now(), desk.author
    return run(desk, lambda state: house.set_house(state, changes, now=now, author=author))


@intent("tournament.reopen", pairing.RUN_DESK)
def reopen(desk: Desk, reason: str) -> Done:
    """A finished tournament opened again on purpose (Tournament › Reopen…, ``floor tournament reopen --reason``),
    the reason kept in its history; every action is allowed again until the next winner."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: closing.reopen(state, reason, now=now, author=author))


def note_standby_dropped(desk: Desk, standby: str, server: str, *, fenced: bool) -> Done:
    """The floor went on without the database server's standby (``floor standby drop``): on record in the
    tournament's history, as a ruling is. Not an intent: only the command that dropped the standby writes it."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: Event(StandbyDropped(standby, server, fenced), now, author))
