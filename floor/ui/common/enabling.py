"""A button (or a menu entry) enabled when the rules would accept its action, the refusal as its tooltip otherwise.

Ask, check, act: the console asks the core (``verify_x``) before it is pressed, so a greyed-out button says why.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton

from floor.core.errors import FloorError
from floor.ui.common.language import spoken

TIP = "tip"  # the property holding a button's own tooltip, shown again when it is enabled


def why_not(verify: Callable[[], object]) -> str:
    """Why ``verify()`` refuses, in the language in use; "" when it does not."""
    try:
        verify()
    except FloorError as err:
        return spoken(err.message)
    return ""


def enable(control: QAbstractButton | QAction, refused: str) -> None:
    """Enabled when ``refused`` is empty; otherwise greyed out with the reason (a sentence) as its tooltip."""
    control.setEnabled(not refused)
    if refused:
        control.setToolTip(refused[:1].upper() + refused[1:])
    else:
        own = control.property(TIP)
        control.setToolTip(own if isinstance(own, str) else "")


def with_tip(control: QAbstractButton | QAction, tip: str) -> None:
    """A tooltip of the control's own, shown whenever no refusal is."""
    control.setProperty(TIP, tip)
    control.setToolTip(tip)
