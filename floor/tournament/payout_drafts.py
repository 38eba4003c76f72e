"""A club's payout template as it is being edited: its brackets checked in the floor's words, in percent.

The editor shows each place's share as a percentage with two decimals (a basis point is 0.01%); this module says
the first thing wrong with the brackets typed ("20-30 entries: the places add up to 99.50%, not 100%"), so the
floor can fix it before saving, and makes the :class:`~floor.tournament.payouts.PayoutTable` only from brackets
with nothing wrong: the same rules as a shipped table (every bracket adds up to 100%, the brackets follow each
other from 2 entries without a gap or an overlap, no place pays more than the one above it).

>>> str(percent(9950))
'99.50%'
>>> str(draft_problem([DraftBracket(2, 10, (6500, 3500)), DraftBracket(11, None, (5000, 3000, 1950))]))
'11+ entries: the places add up to 99.50%, not 100%'
>>> basis_points("12,5", ",")
1250
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from floor.core.errors import FloorError, Text
from floor.tournament.ordinals import nth
from floor.tournament.payouts import WHOLE, Bracket, PayoutTable

NAME_LONGEST = 60
"""A template's name fits a combo box."""

_PERCENT = re.compile(r"(\d{1,3})(?:[.,](\d{1,2}))?")


def percent(points: int) -> Text:
    """Basis points as a percentage with two decimals ("99.50%"; each language writes its own decimal mark)."""
    return Text("{units}.{hundredths}%", units=points // 100, hundredths=f"{points % 100:02d}")


def figure(points: int, mark: str) -> str:
    """Basis points as the editor's cells show them: two decimals after the language's decimal ``mark``."""
    return f"{points // 100}{mark}{points % 100:02d}"


def basis_points(text: str, mark: str) -> int:
    """A percentage typed ("12,50", "12.5", "12 %") as basis points; refused unless it has at most two decimals
    and is at most 100%."""
    typed = text.strip().removesuffix("%").strip()
    found = _PERCENT.fullmatch(typed)
    if found is None:
        raise FloorError(Text("{text} is not a percentage such as 12{mark}50", text=repr(text.strip()), mark=mark),
                         code="bad-percent")
    points = int(found.group(1)) * 100 + int((found.group(2) or "0").ljust(2, "0"))
    if points > WHOLE:
        raise FloorError(Text("no place can get more than 100%, not {share}", share=percent(points)),
                         code="bad-percent")
    return points


@dataclass(frozen=True, slots=True)
class DraftBracket:
    """A bracket as typed: fields of ``low`` to ``high`` entries (None: and up), each place's basis points."""

    low: int
    high: int | None
    shares: tuple[int, ...]

    @property
    def label(self) -> Text:
        """As a payout sheet writes it: ``11-20 entries``, ``10,000+ entries``."""
        if self.high is None:
            return Text("{low:,}+ entries", low=self.low)
        return Text("{low:,}-{high:,} entries", low=self.low, high=self.high)


def _bracket_problem(bracket: DraftBracket) -> Text | None:
    label = bracket.label
    if bracket.low < 2:
        return Text("{bracket}: a bracket starts at 2 entries or more", bracket=label)
    if bracket.high is not None and bracket.high < bracket.low:
        return Text("{bracket}: it ends before it starts", bracket=label)
    if not bracket.shares:
        return Text("{bracket}: no place is paid", bracket=label)
    for place, share in enumerate(bracket.shares, start=1):
        if share < 1:
            return Text("{bracket}: {place} place gets nothing", bracket=label, place=nth(place))
        above = bracket.shares[place - 2] if place > 1 else share
        if share > above:
            return Text("{bracket}: {place} place ({share}) gets more than {above} ({above_share})", bracket=label,
                        place=nth(place), share=percent(share), above=nth(place - 1), above_share=percent(above))
    total = sum(bracket.shares)
    if total != WHOLE:
        return Text("{bracket}: the places add up to {total}, not 100%", bracket=label, total=percent(total))
    if len(bracket.shares) > bracket.low:
        return Text("{bracket}: {places} places are paid, but the field can be as small as {low}", bracket=label,
                    places=len(bracket.shares), low=bracket.low)
    return None


def draft_problem(brackets: Sequence[DraftBracket]) -> Text | None:
    """The first thing wrong with the brackets, in words; None when they make a payout table."""
    if not brackets:
        return Text("a template needs at least one bracket")
    if brackets[0].low != 2:
        return Text("the first bracket must start at 2 entries, not {low:,}", low=brackets[0].low)
    for bracket in brackets:
        problem = _bracket_problem(bracket)
        if problem is not None:
            return problem
    for before, after in pairwise(brackets):
        if before.high is None:
            return Text("{before} has no end, so no bracket can come after it ({after})", before=before.label,
                        after=after.label)
        if after.low > before.high + 1:
            return Text("no bracket covers {low:,}-{high:,} entries (between {before} and {after})",
                        low=before.high + 1, high=after.low - 1, before=before.label, after=after.label)
        if after.low <= before.high:
            return Text("{before} and {after} overlap", before=before.label, after=after.label)
    return None


def verify_name(name: str, taken: Iterable[str]) -> str:
    """A template's name, trimmed; refused when empty, too long, or already a template's (any case)."""
    trimmed = " ".join(name.split())
    if not trimmed:
        raise FloorError(Text("a payout template needs a name"), code="bad-template")
    if len(trimmed) > NAME_LONGEST:
        raise FloorError(Text("a template's name has at most {most} characters, not {count}", most=NAME_LONGEST,
                              count=len(trimmed)), code="bad-template")
    for other in taken:
        if other.casefold() == trimmed.casefold():
            raise FloorError(Text("there is a payout template called {name} already: choose another name",
                                  name=other), code="bad-template")
    return trimmed


def template_table(name: str, brackets: Sequence[DraftBracket]) -> PayoutTable:
    """The payout table of a template whose brackets have nothing wrong; refused with :func:`draft_problem`'s words."""
    problem = draft_problem(brackets)
    if problem is not None:
        raise FloorError(problem, code="bad-payout-table")
    return PayoutTable(name, tuple(Bracket(b.low, b.high, b.shares) for b in brackets))


def drafts(table: PayoutTable) -> list[DraftBracket]:
    """A payout table's brackets to edit (a template, or the shipped Standard as a starting point)."""
    return [DraftBracket(b.low, b.high, b.shares) for b in table.brackets]
