"""A row's sources as a floor reads them: "House rules §5.1.2", "TDA rule 35-E", never "S002 §5.1.2".

The rulebook cites by key (procedures.md §0.1): ``S000``…``S004`` are the club's rule sheets Floor was
made from (``S002`` is the house rules code), ``TDA`` the Poker TDA Rules 2024, ``RRoP`` Robert's Rules
of Poker by section, ``TDA-forum`` a discussion on pokertda.com. The keys stay in the rulebook and the
ruling records; every screen shows :func:`source_text`, a :class:`~floor.core.errors.Text` said in the
desk's language (``floor.ui.common.language.spoken``, ``floor.web.words.spoken``). A source this module cannot
read is shown as written (tests/procedures/test_citations.py keeps every shipped one readable).

>>> source_text("S002 §5.1.2"), source_text("TDA R35-C (replay semantics)"), source_text("RRoP Showdown")
('House rules §5.1.2', 'TDA rule 35-C (replay semantics)', "Robert's Rules of Poker, section “Showdown”")
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from floor.core.errors import Text

KEYS = {
    "S000": Text("Hold'em rule sheet"),
    "S001": Text("Hold'em rules article"),
    "S002": Text("House rules"),
    "S003": Text("Poker history and home games"),
    "S004": Text("Hand rankings sheet"),
    "TDA": Text("TDA rules"),
    "RRoP": Text("Robert's Rules of Poker"),
    "TDA-forum": Text("TDA forum discussion"),
}
"""Each citation key's name, as a floor calls the text."""


RROP_SECTIONS = {
    "Ties": Text("Ties"),
    "Irregularities": Text("Irregularities"),
    "Misdeals": Text("Misdeals"),
    "Showdown": Text("Showdown"),
    "Button & Blind Use": Text("Button and blind use"),
    "Hold'em dealing errors": Text("Hold'em dealing errors"),
    "Etiquette": Text("Etiquette"),
    "Seating": Text("Seating"),
    "§15 Tournaments": Text("Tournaments, §15"),
}
"""The sections of Robert's Rules the rulebook cites, by the name it cites them with."""

NOTES = {
    "replay semantics": Text("replay semantics"),
    "replay, by analogy": Text("the replay, by analogy"),
    "no misdeal after substantial action": Text("no misdeal after substantial action"),
    "the house may define further fouled-deck conditions":
        Text("the house may name further fouled-deck conditions"),
    "replace after play, extended to the stub": Text("replace after play, extended to the stub"),
    "an odd card in the stub: the action stands": Text("an odd card in the stub: the action stands"),
    "the mechanics are the product's": Text("how it is run is Floor's own choice"),
    "interpretation": Text("Floor's reading of it"),
    "TDA is silent": Text("the TDA rules are silent"),
    "observers at a table": Text("observers at a table"),
    "show one, show all": Text("show one, show all"),
    "the 'Important' paragraph": Text("the “Important” paragraph"),
    "the winner shows, losers may": Text("the winner shows, the losers may"),
}
"""The notes the rulebook puts after a source, in parentheses."""

_CITE = re.compile(r"^(?P<cite>.*?)(?: \((?P<note>[^()]*)\))?$")


def key_name(key: str) -> str:
    """A citation key's name ("House rules" for S002); an unknown key as written."""
    return KEYS.get(key, key)


def readable(source: str) -> bool:
    """Whether :func:`source_text` says ``source`` in words (its key, reference and note all known)."""
    return _said(source) is not None


def _reference(key: str, ref: str) -> Text | None:
    """The cited place in words, or None when it is not one this module reads."""
    if key.startswith("S00") and key in KEYS:
        if not ref:
            return KEYS[key]
        return Text("{name} {section}", name=KEYS[key], section=ref) if ref.startswith("§") else None
    if key == "TDA":
        if match := re.fullmatch(r"R(\d.*)", ref):
            return Text("TDA rule {rule}", rule=match[1])
        if match := re.fullmatch(r"RP-(\d.*)", ref):
            return Text("TDA recommended procedure {number}", number=match[1])
        if match := re.fullmatch(r"Add\. R(\d.*)", ref):
            return Text("TDA illustration addendum, rule {rule}", rule=match[1])
        return None
    if key == "RRoP":
        return Text("Robert's Rules of Poker, section “{section}”", section=RROP_SECTIONS[ref]) \
            if ref in RROP_SECTIONS else None
    if key == "TDA-forum" and not ref:
        return KEYS[key]
    return None


def _said(source: str) -> Text | None:
    match = _CITE.match(source.strip())
    if match is None:  # pragma: no cover - the pattern matches every text
        return None
    key, _, ref = match["cite"].partition(" ")
    said = _reference(key, ref.strip())
    note = match["note"]
    if said is None or (note is not None and note not in NOTES):
        return None
    return said if note is None else Text("{source} ({note})", source=said, note=NOTES[note])


def source_text(source: str) -> str:
    """One source of a row in words, a Text said in the desk's language where shown (a source it cannot read: as
    the rulebook writes it)."""
    return _said(source) or source


def sources_text(sources: Iterable[str]) -> str:
    """A row's sources in words, one after the other ("House rules §5.2; TDA rule 35-E"), as one Text."""
    said = [source_text(source) for source in sources]
    if not said:
        return ""
    joined = said[-1]
    for earlier in reversed(said[:-1]):
        joined = Text("{first}; {rest}", first=earlier, rest=joined)
    return joined


__all__ = ["KEYS", "NOTES", "RROP_SECTIONS", "key_name", "readable", "source_text", "sources_text"]
