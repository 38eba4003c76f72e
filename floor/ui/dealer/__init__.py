"""The dealer station: a showdown entered by cards and chips, its result, the deck check.

One window, :class:`DealerWindow`, made of its parts (the card entry, the seats' players, the defective deck).
"""

from floor.ui.dealer.window import DealerWindow

__all__ = ["DealerWindow"]
