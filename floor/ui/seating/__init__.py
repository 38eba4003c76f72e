"""The Tables tab: the seating chart, balancing, draws, moves, breaks and the chip race.

Its one public face is :class:`~floor.ui.seating.tab.SeatingTab`; the other modules are its parts.
"""

from floor.ui.seating.tab import SeatingTab

__all__ = ["SeatingTab"]
