"""The Tables tab: the seating chart, balancing, draws, moves, breaks and the chip race."""
