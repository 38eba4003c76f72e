"""Setting a tournament up: the start page, the tournament's and the house's settings, the blind-structure
editor, the desk's settings dialog."""
