"""The chip race at a color-up (procedures.md DT-5): set up, race cards, result, and the action."""
