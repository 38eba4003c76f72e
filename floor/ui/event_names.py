"""What each kind of event is called where people read the history: the History tab, Undo and Redo.

The event kinds are ids kept in the database ("players-eliminated"); these are their names, in the desktop's
language ("elimination", «выбывание», «eliminare»).
"""

from __future__ import annotations

from floor.i18n.catalog import marked
from floor.tournament import events as ev
from floor.ui.language import tr

NAMES = {
    ev.CREATED: marked("Events", "tournament created"), ev.REGISTERED: marked("Events", "registration"),
    ev.REENTERED: marked("Events", "re-entry"), ev.REBOUGHT: marked("Events", "rebuy"),
    ev.ADDED_ON: marked("Events", "add-on"), ev.ELIMINATED: marked("Events", "elimination"),
    ev.REINSTATED: marked("Events", "reinstatement"), ev.CHIPS_COUNTED: marked("Events", "chip count"),
    ev.CHIPS_REMOVED: marked("Events", "chips removed"), ev.CLOCK: marked("Events", "clock"),
    ev.PAYOUTS_SET: marked("Events", "payouts set"), ev.STRUCTURE_SET: marked("Events", "structure changed"),
    ev.SEATS_DRAWN: marked("Events", "seat draw"), ev.PLAYER_SEATED: marked("Events", "player seated"),
    ev.PLAYER_MOVED: marked("Events", "player moved"), ev.TABLE_BROKEN: marked("Events", "table broken"),
    ev.BUTTON_SET: marked("Events", "button set"), ev.NEXT_HAND: marked("Events", "next hand"),
    ev.CHIP_RACE: marked("Events", "chip race"), ev.HAND_FOR_HAND: marked("Events", "hand-for-hand"),
    ev.HAND_RECORDED: marked("Events", "hand recorded"), ev.HAND_VOIDED: marked("Events", "hand voided"),
    ev.RULING: marked("Events", "ruling"), ev.HOUSE_SET: marked("Events", "house settings changed"),
    ev.PENALTY_GIVEN: marked("Events", "penalty given"), ev.PENALTY_ENDED: marked("Events", "penalty ended"),
    ev.INCIDENT_LOGGED: marked("Events", "incident logged"),
    ev.TOKENS_ISSUED: marked("Events", "player-page tokens given"),
    ev.UNDONE: marked("Events", "undo"), ev.REDONE: marked("Events", "redo"),
}


def event_name(kind: str) -> str:
    """The name of an event kind in the language in use (the id itself for a kind Floor has no name for)."""
    return tr("Events", NAMES[kind]) if kind in NAMES else kind
