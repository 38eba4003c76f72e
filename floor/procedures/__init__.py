"""House procedures (procedures.md DT-7 to DT-12): the rulebook as data, the engine that finds the one
ruling for a situation, deck checks, and the ruling record that becomes an event.

Pure: the standard library, ``floor.core`` and ``floor.tournament`` only.
"""

from floor.procedures.engine import Decision, RulingGap, candidates, decide
from floor.procedures.rulebook import Row, Rulebook, RulebookError, load_rulebook
from floor.procedures.situations import Situation

__all__ = ["Decision", "Row", "Rulebook", "RulebookError", "RulingGap", "Situation", "candidates", "decide",
           "load_rulebook"]
