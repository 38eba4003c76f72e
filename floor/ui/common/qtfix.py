"""A guard against PySide6 6.12.0's reference-count bug on Python 3.11.

On Python 3.11, PySide6 6.12.0 drops one reference to ``None`` for every wrapped call that
returns nothing (``setText``, ``setStyleSheet`` ...) and one to ``True`` for every signal
emitted. ``None`` starts with some thousands of references, so a clock repainting four times
a second brought it to zero within a minute and the interpreter aborted ("none_dealloc").
Python 3.12 made these objects immortal and is not affected.

The guard gives ``None``, ``True`` and ``False`` a billion extra references once, at start:
at the display's rate that lasts for weeks. Extra references to these singletons cost
nothing (they are never freed). Remove this module when Floor requires Python 3.12 or a
PySide6 without the bug.
"""

from __future__ import annotations

import ctypes
import sys

EXTRA_REFERENCES = 1 << 30
_shielded = False


def shield_singletons() -> bool:
    """Apply the guard once (on Python < 3.12 only); whether it was applied now."""
    global _shielded
    if _shielded or sys.version_info >= (3, 12):
        return False
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every CPython object.
        ctypes.c_ssize_t.from_address(id(singleton)).value += EXTRA_REFERENCES
    _shielded = True
    return True
