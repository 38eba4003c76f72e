"""Helpers shared by the procedure tests.

Plain functions, not fixtures in a conftest.py: a conftest.py here would shadow ``tests/conftest.py``,
which other tests import by module name.
"""

from collections.abc import Mapping
from typing import Any

import pytest

from floor.core.errors import FloorError
from floor.procedures import Decision, Situation, decide, load_rulebook

book = load_rulebook()


def rule(house: Mapping[str, object] | None = None, **facts: Any) -> Decision:
    """``rule(hs="HS4", found="joker", house={"joker_policy": "tda"})``: the decision Floor proposes."""
    return decide(book, Situation.from_dict(facts), house)


def gap(house: Mapping[str, object] | None = None, **facts: Any) -> FloorError:
    """The refusal for a situation the rulebook cannot settle."""
    with pytest.raises(FloorError) as caught:
        decide(book, Situation.from_dict(facts), house)
    return caught.value
