"""Each event in one sentence for the floor: who did what, with names, amounts, seats, tables, levels and rule ids.

:func:`describe` reads one event's payload (and, for what the payload leaves out, :class:`Before`: the tournament
just before it); :func:`narrate` reads a whole history, keeping that "before" as it goes, undos included. Every
sentence is a :class:`~floor.core.errors.Text` (numbers as ``{chips:,}``), so the desktop says it in its language
(``floor.ui.common.language.spoken``). A payload Floor cannot read (an old database, a missing key) never raises: its
sentence is the event's name.
"""

from floor.tournament.describe.history import narrate
from floor.tournament.describe.read import Before, Names
from floor.tournament.describe.sentence import KIND_NAMES, describe, kind_name, names_of, prizes_of

__all__ = ["KIND_NAMES", "Before", "Names", "describe", "kind_name", "names_of", "narrate", "prizes_of"]
