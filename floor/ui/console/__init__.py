"""The floor manager's console: the main window, its Players, Chips, Payouts and History tabs, the
player pages' switch."""

from floor.ui.console.window import Console

__all__ = ["Console"]
