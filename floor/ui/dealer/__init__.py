"""The dealer station: a showdown entered by cards and chips, its result, the deck check."""
