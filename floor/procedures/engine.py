"""Finding the ruling: exactly one row (and one variant) for a situation, or a reported gap.

Every row is tested against the facts, each condition true, false or unknown (a fact not given).
One row true and none unknown is the ruling. Several true, none true, or one that depends on a
fact not given is a gap the floor is told about, naming the rows and the facts: Floor never guesses.

>>> from floor.procedures.rulebook import load_rulebook
>>> book = load_rulebook()
>>> d = decide(book, Situation(hs="HS4", found="duplicate_card", contributions={1: 50, 2: 100, 5: 300}))
>>> d.row.id, dict(d.outcome.refunds)
('DD-05', {1: 50, 2: 100, 5: 300})
>>> decide(book, Situation(hs="HS4", found="different_back"))
Traceback (most recent call last):
...
floor.procedures.engine.RulingGap: different_back at HS4 could be DD-05 or DD-12: Floor needs where (dealt or stub)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import cast

from floor.core.errors import FloorError, Text, commas, listing
from floor.procedures.conditions import HOUSE, Alternative, evaluate, unknown
from floor.procedures.outcomes import Proposal, apply
from floor.procedures.profile import in_force
from floor.procedures.rulebook import Row, Rulebook, Variant, Words
from floor.procedures.situations import Situation, derive
from floor.procedures.vocabulary import DERIVED_FACTS, HINTS, INPUT_FACTS
from floor.tournament import codec
from floor.tournament.jsonvalue import JsonObject

_THRESHOLDS = {"defect_timing": "defect_threshold", "misdeal_timing": "misdeal_threshold"}
_MAX_REDIRECTS = 3


class RulingGap(FloorError):
    """No ruling: the rulebook has no row, several rows, or needs a fact the situation does not give.

    Beside the message (which names the facts as a situation file spells them), ``rows`` holds the rows still
    in play and ``facts`` the facts wanted, so a window can say them in its own words."""

    code = "rulebook-gap"

    def __init__(self, message: str, *, code: str | None = None, rows: Sequence[str] = (),
                 facts: Sequence[str] = ()) -> None:
        super().__init__(message, code=code)
        self.rows = tuple(dict.fromkeys(rows))
        self.facts = tuple(facts)


def _json(house: Mapping[str, object]) -> JsonObject:
    """House settings as JSON: they are read from JSON (the settings' file, the tournament's), so they are JSON."""
    return cast("JsonObject", dict(house))


@dataclass(frozen=True, slots=True)
class Decision:
    """The ruling Floor proposes: the row, its words, its sources and the concrete outcome."""

    row: Row
    variant: Variant | None
    situation: Situation
    house: Mapping[str, object]
    rulebook_version: str
    outcome: Proposal
    via: tuple[str, ...] = ()  # rows that sent the situation here (DC-06 → DT-8)

    @property
    def row_id(self) -> str:
        return self.row.id

    @property
    def ruling(self) -> str:
        return self.words().ruling

    def words(self, language: str = "en") -> Words:
        """The title, the ruling (the row's, then the variant's) and the follow-ups, in ``language``."""
        return self.row.words(language, self.variant)

    @property
    def sources(self) -> tuple[str, ...]:
        extra = self.variant.sources if self.variant else ()
        return tuple(dict.fromkeys(self.row.sources + extra))

    @property
    def follow_ups(self) -> tuple[str, ...]:
        return self.words().follow_ups

    @property
    def product_default(self) -> bool:
        return self.row.product_default or bool(self.variant and self.variant.product_default)

    def settings_used(self) -> dict[str, object]:
        """The house settings this ruling turned on (the others are in ``house``)."""
        alternatives = list(self.row.when) + (list(self.variant.when) if self.variant else [])
        keys = [c.fact[len(HOUSE):] for alt in alternatives for c in alt if c.fact.startswith(HOUSE)]
        keys += [_THRESHOLDS[c.fact] for alt in alternatives for c in alt if c.fact in _THRESHOLDS]
        if self.outcome.redeal is not None and not self.outcome.words.has("replay_exact"):
            keys.append("void_hand_button")
        return {key: self.house[key] for key in dict.fromkeys(keys)}

    def to_dict(self) -> JsonObject:
        """The decision as its ruling record keeps it."""
        return {"row": self.row.id, "title": self.row.title, "table": self.row.table,
                "variant": self.variant.key if self.variant else None, "via": list(self.via),
                "hs": self.situation.hs, "street": self.situation.street, "ruling": self.ruling,
                "sources": list(self.sources), "follow_ups": list(self.follow_ups),
                "product_default": self.product_default, "conflicts": list(self.row.conflicts),
                "rulebook_version": self.rulebook_version, "inputs": codec.write(self.situation),
                "settings_used": _json(self.settings_used()), "house": _json(self.house),
                "outcome": codec.write(self.outcome.logged())}


def _hint(fact: str) -> str:
    """What to enter for ``fact``: "where (dealt or stub)", "holder_acted (true or false)" (a Text)."""
    if fact in HINTS:
        return HINTS[fact]
    kind = INPUT_FACTS.get(fact, DERIVED_FACTS.get(fact))
    if isinstance(kind, tuple) and len(kind) <= 4:
        return Text("{fact} ({values})", fact=fact, values=listing(kind, "or"))
    return Text("{fact} (true or false)", fact=fact) if kind == "bool" else fact


def _ids(items: Sequence[str]) -> str:
    """"DD-05", "DD-05 or DD-12", "DD-05, DD-06 or DD-12" (nested Text: each language says its own "or")."""
    return listing(items, "or")


def _choose(what: str, options: Sequence[tuple[str, tuple[Alternative, ...]]],
            facts: Mapping[str, object], house: Mapping[str, object]) -> int:
    """The index of the one option whose conditions hold, or a gap naming the options and the facts."""
    results = [evaluate(when, facts, house) for _, when in options]
    true = [i for i, r in enumerate(results) if r is True]
    maybe = [i for i, r in enumerate(results) if r is None]
    if len(true) > 1:
        rows = _ids([options[i][0] for i in true])
        raise RulingGap(Text("{what} matches {rows} at once: the rulebook is ambiguous here, so Floor proposes "
                             "nothing; the floor decides (TDA rule 1)", what=what, rows=rows), code="ambiguous-rule",
                        rows=[options[i][0].split()[0] for i in true])
    if maybe:
        needed = sorted({f for i in maybe for f in unknown(options[i][1], facts, house)})
        names = [options[i][0] for i in true + maybe]
        raise RulingGap(Text("{what} could be {rows}: Floor needs {facts}", what=what, rows=_ids(names),
                             facts=commas([_hint(f) for f in needed])), code="missing-fact",
                        rows=[name.split()[0] for name in names], facts=needed)
    if not true:
        raise RulingGap(Text("no row of the rulebook covers {what}: a gap, so Floor proposes nothing; "
                             "the floor decides (TDA rule 1)", what=what), code="no-rule")
    return true[0]


def _decide(book: Rulebook, s: Situation, house: Mapping[str, object], via: tuple[str, ...]) -> Decision:
    facts = derive(s, house)
    what = Text("{found} at {hs}", found=s.found, hs=s.hs)
    in_state = [row for row in book.rows if s.hs in row.situation]
    options = [(row.id, row.when) for row in in_state]
    row = in_state[_choose(what, options, facts, house)]
    if row.redirect:
        if len(via) >= _MAX_REDIRECTS:
            raise RulingGap(Text("{what}: rows {rows} send the situation round in a circle", what=what,
                                 rows=", ".join(via)), code="no-rule")
        return _decide(book, replace(s, **row.redirect), house, (*via, row.id))  # type: ignore[arg-type]
    variant = None
    if row.variants:
        index = _choose(Text("{what} (row {row})", what=what, row=row.id),
                        [(f"{row.id} {v.key}", v.when) for v in row.variants],
                        facts, house)
        variant = row.variants[index]
    words = variant.outcome if variant else row.outcome
    assert words is not None  # the rulebook refuses a row with neither outcome nor variants
    return Decision(row, variant, s, house, book.version, apply(words, s, house), via)


def decide(book: Rulebook, situation: Situation, house: Mapping[str, object] | None = None) -> Decision:
    """The one ruling for ``situation`` under the house settings (the §14 defaults where not given)."""
    settings = in_force(house)
    wanted = settings.get("rulebook_version")
    if wanted != book.version:
        raise FloorError(Text("the house runs the rulebook {wanted!r}, but the rulebook loaded is {version!r}: load "
                              "the right rulebook or change rulebook_version",
                              wanted=wanted, version=book.version), code="rulebook-version")
    return _decide(book, situation, settings, ())


def candidates(book: Rulebook, situation: Situation, house: Mapping[str, object] | None = None) -> list[Row]:
    """The rows that still could apply (true, or depending on a fact not given yet): for step-by-step entry."""
    settings = in_force(house)
    facts = derive(situation, settings)
    return [row for row in book.rows
            if situation.hs in row.situation and evaluate(row.when, facts, settings) is not False]
