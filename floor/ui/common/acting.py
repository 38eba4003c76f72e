"""A person's intent, run from a window: it happens completely, or its refusal is said in the desk's language.

Every window runs its use cases (:mod:`floor.usecases`) through :func:`attempt`, so "run an action and show the
refusal" is written once: the refusal is a ``FloorError`` whose message the rules core wrote, said here in the
language in use, and nothing was changed.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TypeVar

from floor.core.errors import FloorError
from floor.ui.common.language import spoken
from floor.ui.common.session import Say

T = TypeVar("T")
SayAgain = Callable[[Callable[[], str], bool], None]  # a line given as how to say it, and whether it is a refusal


def attempt(say: Say, intent: Callable[[], T]) -> T | None:
    """``intent()``'s result; or, refused, None after saying why (``say(text, True)``)."""
    return attempt_said(lambda words, refused: say(words(), refused), intent)


def attempt_said(say: SayAgain, intent: Callable[[], T]) -> T | None:
    """The same for a window that says its line again when the desk switches language (the dealer station): the
    refusal is handed over as how to say it, in whatever language is in use then."""
    try:
        return intent()
    except FloorError as err:
        say(partial(spoken, err.message), True)
        return None
