"""The facts of a situation, typed in step by step: one field per fact the rows still in play depend on.

The form knows how a fact is entered (a choice, yes/no, a number, seats, chips per seat) from
:data:`floor.procedures.vocabulary.INPUT_FACTS`; which facts to show is asked of the rows that could
still apply (:func:`wanted`): those their conditions test first, then those their outcome needs for
the amounts. A fact left blank is unknown, never "no": the engine says when it needs it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QWidget

from floor.core.errors import FloorError
from floor.procedures.rulebook import Row
from floor.procedures.vocabulary import BOOL, HAND_STATES, INPUT_FACTS, SEAT_MAP, SEATS

HAND_STATE_WORDS = ("between hands", "shuffle", "initial deal in progress", "dealt, no voluntary action",
                    "betting begun, before substantial action", "after substantial action", "all-in run-out",
                    "showdown", "pot pushed, hands retrievable", "hand concluded", "next hand begun",
                    "next hand after substantial action")
"""procedures.md §0.3, one per hand state HS0–HS11."""

LABELS = {"by": "Found by", "face": "Face up or down", "street": "Street", "game": "Game",
          "players_acted": "Players who acted after the blinds", "seat": "Seat concerned",
          "exploiter": "Seat that exploited it", "contributions": "Chips put in, per seat",
          "dealt_in": "Seats dealt in",
          "live": "Seats still live", "winners": "Winning seats", "eligible": "Seats eligible for the carryover",
          "on_penalty": "Seats on penalty", "carryover": "Carryover (chips)", "button": "Button seat",
          "small_blind": "Small blind seat", "big_blind": "Big blind seat", "last_aggressor": "Last aggressor's seat",
          "where": "Where is the odd card", "deliberate": "Deliberate? (blank: no)",
          "cards_affected": "Cards affected (blank: 1)", "repeated": "Happened before? (blank: no)",
          "recoverable": "Recoverable 100%?", "holder_acted": "Holder acted?",
          "action_taken": "Any action taken?", "exposure": "Cards exposed", "offence": "Offence",
          "players_seated": "Players seated at the table", "rounds": "Rounds", "chips": "Chips",
          "river_caller": "Requester called the river?", "requester_holds_cards": "Requester holds his cards?",
          "requester_won": "Requester won?"}
HINTS = {SEATS: "seats, e.g. 1, 4, 6", SEAT_MAP: "seat:chips, e.g. 1:50, 2:100, 5:300", "int": "a number",
         "seat": "a seat number"}

DERIVES = {"misdeal_timing": ("players_acted",), "family": ("game",), "exploited": ("exploiter",),
           "several": ("cards_affected",), "eligible_live": ("eligible", "live"),
           "eligible_present": ("eligible", "dealt_in")}
"""The facts to enter for a fact the engine works out (the others come from the hand state)."""

WORD_FACTS = {"refund_all": ("contributions",), "carryover": ("exploiter", "contributions", "dealt_in", "eligible"),
              "collect_all_and_redeal": ("button", "small_blind", "big_blind", "on_penalty"),
              "award": ("seat", "contributions", "carryover", "eligible", "live"),
              "return_uncalled": ("seat", "contributions"), "kill_hand": ("seat", "live", "winners"),
              "keep_live": ("seat",), "table_all": ("seat", "live", "game"),
              "show_in_order": ("last_aggressor", "live", "button", "game"), "show_hand": ("last_aggressor",),
              "penalty": ("seat", "players_seated", "rounds"), "dq": ("seat",), "remove_from_play": ("seat", "chips"),
              "warn": ("seat",), "deal_missing_cards": ("seat",)}
"""The facts an outcome word turns into numbers (refunds per seat, the re-deal's button, the hands missed)."""


def wanted(rows: Iterable[Row]) -> list[str]:
    """The facts to ask for: those the rows' conditions test, then those their outcomes use."""
    tested: list[str] = []
    used: list[str] = []
    for row in rows:
        alternatives = list(row.when) + [alt for v in row.variants for alt in v.when]
        for alt in alternatives:
            for c in alt:
                tested += list(DERIVES.get(c.fact, (c.fact,) if c.fact in INPUT_FACTS else ()))
        outcomes = [row.outcome] if row.outcome else [v.outcome for v in row.variants]
        for outcome in outcomes:
            for word in outcome.words():
                used += list(WORD_FACTS.get(word.name, ()))
    return [f for f in dict.fromkeys(tested + used) if f not in ("hs", "found")]


def _seats(text: str) -> list[int]:
    return [int(part) for part in text.replace(",", " ").split()]


def _seat_map(text: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for part in text.replace(",", " ").split():
        seat, sep, chips = part.partition(":") if ":" in part else part.partition("=")
        if not sep or not seat.strip().isdigit() or not chips.strip().isdigit():
            raise FloorError(f"{part!r}: write each seat's chips as seat:chips, e.g. 2:100", code="bad-situation")
        out[seat.strip()] = int(chips)
    return out


class FactForm(QWidget):
    """One row per fact shown; ``changed`` fires on every edit."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.layout_ = QFormLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.fields: dict[str, QComboBox | QLineEdit] = {}
        self.labels: dict[str, QLabel] = {}
        self.shown: list[str] = []

    def _field(self, name: str) -> QComboBox | QLineEdit:
        if name in self.fields:
            return self.fields[name]
        kind = INPUT_FACTS[name]
        field: QComboBox | QLineEdit
        if isinstance(kind, tuple) or kind == BOOL:
            field = QComboBox()
            field.addItem("—", None)
            for value in (kind if isinstance(kind, tuple) else (True, False)):
                text = ("yes" if value else "no") if isinstance(value, bool) else str(value).replace("_", " ")
                field.addItem(text, value)
            field.currentIndexChanged.connect(lambda _: self.changed.emit())
        else:
            field = QLineEdit()
            field.setPlaceholderText(HINTS.get(str(kind), ""))
            field.textChanged.connect(lambda _: self.changed.emit())
        label = QLabel(LABELS.get(name, name.replace("_", " ")))
        self.fields[name], self.labels[name] = field, label
        self.layout_.addRow(label, field)
        self.layout_.setRowVisible(field, name in self.shown)
        return field

    def show_facts(self, names: list[str]) -> None:
        """Show these facts' fields, in this order of asking; the others keep what was typed, hidden."""
        if names == self.shown:
            return
        for name in names:
            self._field(name)
        while self.layout_.rowCount():
            self.layout_.takeRow(0)  # the widgets stay; the rows are laid out again in the order asked
        for name in [*names, *(n for n in self.fields if n not in names)]:
            self.layout_.addRow(self.labels[name], self.fields[name])
            self.layout_.setRowVisible(self.fields[name], name in names)
        self.shown = list(names)

    def set(self, name: str, value: object) -> None:
        """Enter a fact as the floor would (tests, and a situation picked from a search)."""
        field = self._field(name)
        if isinstance(field, QComboBox):
            field.setCurrentIndex(max(0, field.findData(value)))
        else:
            field.setText("" if value is None else str(value))

    def values(self) -> dict[str, object]:
        """The facts given in the fields shown (blank ones left out); a malformed one is refused."""
        out: dict[str, object] = {}
        for name in self.shown:
            field = self.fields[name]
            if isinstance(field, QComboBox):
                if field.currentData() is not None:
                    out[name] = field.currentData()
                continue
            text = field.text().strip()
            if not text:
                continue
            kind = INPUT_FACTS[name]
            try:
                out[name] = (_seats(text) if kind == SEATS else _seat_map(text) if kind == SEAT_MAP else int(text))
            except ValueError:
                raise FloorError(f"{LABELS.get(name, name)}: {text!r} is not {HINTS.get(str(kind), 'a number')}",
                                 code="bad-situation") from None
        return out

    def clear(self) -> None:
        for name in self.fields:
            self.set(name, None)


def hand_state_text(hs: str) -> str:
    return f"{hs} — {HAND_STATE_WORDS[HAND_STATES.index(hs)]}"


def found_text(found: str) -> str:
    return found.replace("_", " ")


def decision_html(data: Mapping[str, object]) -> str:
    """A decision (``Decision.to_dict()``) in plain words: the ruling, what happens, the sources."""
    outcome = data["outcome"]
    assert isinstance(outcome, Mapping)
    lines = "".join(f"<li>{escape(str(line))}</li>" for line in outcome["lines"])
    parts = [f"<h3>{escape(str(data['row']))} · {escape(str(data['title']))}</h3>",
             f"<p>{escape(str(data['ruling']))}</p>", f"<p><b>What happens</b></p><ul>{lines}</ul>"]
    follow = data.get("follow_ups") or []
    assert isinstance(follow, list)
    if follow:
        parts.append("<p><b>Then</b>: " + escape("; ".join(map(str, follow))) + "</p>")
    sources = data.get("sources") or []
    assert isinstance(sources, list)
    parts.append("<p><b>Sources</b>: " + escape("; ".join(map(str, sources))) + "</p>")
    settings = data.get("settings_used") or {}
    assert isinstance(settings, Mapping)
    notes = [f"rulebook {data['rulebook_version']}"] + [f"{k} = {v}" for k, v in settings.items()]
    if data.get("product_default"):
        notes.append("a product default: the house must approve it")
    if data.get("via"):
        notes.append("reached through " + ", ".join(map(str, data["via"])))  # type: ignore[call-overload]
    parts.append(f"<p style='color:#555'>{escape('; '.join(notes))}</p>")
    return "".join(parts)


def gap_html(message: str, still: list[str]) -> str:
    rows = f"<p>Still possible: <b>{escape(', '.join(still))}</b></p>" if still else ""
    return f"<p style='color:#8a4b00'><b>No ruling yet.</b> {escape(message)}</p>{rows}"
