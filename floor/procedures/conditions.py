"""The small language of a row: conditions on facts, and outcome words with their party.

A condition is ``fact = value`` or ``fact = [value, …]`` (any of them); ``house.KEY`` tests a
§14 house setting. A row's ``when`` is one table of conditions (all must hold) or a list of such
tables (any of them). A fact the situation does not give is *unknown*, not false, so the engine
can tell "does not apply" from "cannot tell yet".

>>> [c.fact for c in parse_when({"found": "joker", "house": {"joker_policy": ["tda", "rrop"]}})[0]]
['found', 'house.joker_policy']
>>> evaluate(parse_when({"face": "down"}), {"face": None}, {}) is None
True
>>> str(parse_word("kill_hand(seat)", ("kill_hand",)))
'kill_hand(seat)'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from floor.core.errors import RequestError, Text
from floor.core.house import house_settings
from floor.procedures.vocabulary import ARGUMENTS, BOOL, DERIVED_FACTS, INPUT_FACTS

HOUSE = "house."
_WORD = re.compile(r"^([a-z_]+)(?:\(([a-z_]+)\))?$")


class Problem(Exception):
    """What is wrong with a piece of a row, and in which field (relative to the row)."""

    def __init__(self, field: str | None, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


@dataclass(frozen=True, slots=True)
class Condition:
    fact: str
    values: tuple[object, ...]

    def test(self, facts: Mapping[str, object], house: Mapping[str, object]) -> bool | None:
        """True or false; None when the fact is not known."""
        value = house.get(self.fact[len(HOUSE):]) if self.fact.startswith(HOUSE) else facts.get(self.fact)
        if value is None:
            return None
        return any(value == v and type(value) is type(v) for v in self.values)


Alternative = tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class Word:
    """An outcome word (§0.7) and, for those that take one, whose it is: ``kill_hand(seat)``."""

    name: str
    party: str | None = None

    def __str__(self) -> str:
        return self.name if self.party is None else f"{self.name}({self.party})"


def _values(fact: str, raw: object) -> tuple[object, ...]:
    values = tuple(raw) if isinstance(raw, list) else (raw,)
    if not values:
        raise Problem(fact, Text("lists no value"))
    if fact.startswith(HOUSE):
        key = fact[len(HOUSE):]
        for value in values:
            try:
                house_settings({key: value})
            except RequestError as err:
                raise Problem(fact, err.message) from None
        return values
    kind = INPUT_FACTS.get(fact, DERIVED_FACTS.get(fact))
    if kind is None:
        raise Problem(fact, Text("unknown fact"))
    if kind == BOOL:
        if not all(isinstance(v, bool) for v in values):
            raise Problem(fact, Text("must be true or false"))
        return values
    if not isinstance(kind, tuple):
        raise Problem(fact, Text("is a {kind}, which a row cannot test", kind=kind))
    for value in values:
        if value not in kind or not isinstance(value, str):
            raise Problem(fact, Text("{value!r} is not a value of {fact} ({values})", value=value, fact=fact,
                                     values=", ".join(kind)) if len(kind) <= 8 else
                          Text("{value!r} is not a value of {fact}", value=value, fact=fact))
    return values


def _flatten(data: Mapping[str, object]) -> dict[str, object]:
    """``house.joker_policy = …`` arrives from TOML as ``{"house": {"joker_policy": …}}``."""
    flat: dict[str, object] = {}
    for key, value in data.items():
        if key == "house" and isinstance(value, Mapping):
            flat.update({f"{HOUSE}{k}": v for k, v in value.items()})
        else:
            flat[key] = value
    return flat


def _conjunction(data: object) -> Alternative:
    if not isinstance(data, Mapping) or not data:
        raise Problem(None, Text("must be a table of conditions, or a list of such tables"))
    return tuple(Condition(fact, _values(fact, raw)) for fact, raw in _flatten(data).items())


def parse_when(data: object) -> tuple[Alternative, ...]:
    """A row's ``when``: one table (all hold) or a list of tables (any holds)."""
    if isinstance(data, list):
        if not data:
            raise Problem(None, Text("lists no condition"))
        return tuple(_conjunction(d) for d in data)
    return (_conjunction(data),)


def parse_facts(data: object) -> dict[str, object]:
    """Facts set to one value each (a redirect: ``{found = "marked_cards"}``)."""
    if not isinstance(data, Mapping) or not data:
        raise Problem(None, Text("must be a table of facts"))
    facts: dict[str, object] = {}
    for fact, raw in data.items():
        if fact not in INPUT_FACTS or isinstance(raw, list):
            raise Problem(None, Text("{fact!r} must be a fact the situation gives, set to one value", fact=fact))
        facts[fact] = _values(fact, raw)[0]
    return facts


def parse_word(text: str, allowed: Sequence[str]) -> Word:
    """``kill_hand`` or ``kill_hand(seat)``; the party defaults to the word's first."""
    match = _WORD.match(text.strip())
    if not match or match.group(1) not in allowed:
        raise Problem(None, Text("{text!r} is not one of {words}", text=text, words=", ".join(allowed)))
    name, party = match.group(1), match.group(2)
    parties = ARGUMENTS.get(name, ())
    if party is not None and party not in parties:
        raise Problem(None, Text("{name} cannot take {party!r} (only {parties})", name=name, party=party,
                                 parties=", ".join(parties)) if parties else
                      Text("{name} cannot take {party!r}", name=name, party=party))
    return Word(name, party if party is not None else (parties[0] if parties else None))


def evaluate(alternatives: Sequence[Alternative], facts: Mapping[str, object],
             house: Mapping[str, object]) -> bool | None:
    """Any alternative whose conditions all hold; None when that depends on an unknown fact."""
    result: bool | None = False
    for alternative in alternatives:
        tests = [c.test(facts, house) for c in alternative]
        if False in tests:
            continue
        if None in tests:
            result = None
            continue
        return True
    return result


def unknown(alternatives: Sequence[Alternative], facts: Mapping[str, object],
            house: Mapping[str, object]) -> set[str]:
    """The facts that are not known in the alternatives that are not already false."""
    missing: set[str] = set()
    for alternative in alternatives:
        tests = [c.test(facts, house) for c in alternative]
        if False not in tests:
            missing |= {c.fact for c, t in zip(alternative, tests, strict=True) if t is None}
    return missing

