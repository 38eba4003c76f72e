"""The facts of a situation, typed in step by step: one field per fact the rows still in play depend on.

The form knows how a fact is entered (a choice, yes/no, a number, seats, chips per seat) from
:data:`floor.procedures.vocabulary.INPUT_FACTS`; which facts to show is asked of the rows that could
still apply (:func:`wanted`): those their conditions test first, then those their outcome needs for
the amounts. A fact left blank is unknown, never "no": the engine says when it needs it.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QWidget

from floor.core.errors import FloorError
from floor.i18n.catalog import marked
from floor.procedures import house_words as W
from floor.procedures.citations import sources_text
from floor.procedures.engine import Decision
from floor.procedures.rulebook import Row, Rulebook
from floor.procedures.vocabulary import BOOL, HAND_STATES, INPUT_FACTS, SEAT_MAP, SEATS
from floor.ui.common.combos import compact
from floor.ui.common.language import current, spoken, tr
from floor.ui.rulings.words import value_text

HAND_STATE_WORDS = (
    marked("RulingsFacts", "between hands"), marked("RulingsFacts", "shuffle"),
    marked("RulingsFacts", "initial deal in progress"), marked("RulingsFacts", "dealt, no voluntary action"),
    marked("RulingsFacts", "betting begun, before substantial action"),
    marked("RulingsFacts", "after substantial action"), marked("RulingsFacts", "all-in run-out"),
    marked("RulingsFacts", "showdown"), marked("RulingsFacts", "pot pushed, hands retrievable"),
    marked("RulingsFacts", "hand concluded"), marked("RulingsFacts", "next hand begun"),
    marked("RulingsFacts", "next hand after substantial action"))
"""procedures.md §0.3, one per hand state HS0–HS11 (translated where shown: :func:`hand_state_text`)."""

LABELS = {
    "by": marked("RulingsFacts", "Found by"), "face": marked("RulingsFacts", "Face up or down"),
    "street": marked("RulingsFacts", "Street"), "game": marked("RulingsFacts", "Game"),
    "players_acted": marked("RulingsFacts", "Players who acted after the blinds"),
    "seat": marked("RulingsFacts", "Seat concerned"), "exploiter": marked("RulingsFacts", "Seat that exploited it"),
    "contributions": marked("RulingsFacts", "Chips put in, per seat"),
    "dealt_in": marked("RulingsFacts", "Seats dealt in"), "live": marked("RulingsFacts", "Seats still live"),
    "winners": marked("RulingsFacts", "Winning seats"),
    "eligible": marked("RulingsFacts", "Seats eligible for the carryover"),
    "on_penalty": marked("RulingsFacts", "Seats on penalty"), "carryover": marked("RulingsFacts", "Carryover (chips)"),
    "button": marked("RulingsFacts", "Button seat"), "small_blind": marked("RulingsFacts", "Small blind seat"),
    "big_blind": marked("RulingsFacts", "Big blind seat"),
    "last_aggressor": marked("RulingsFacts", "Last aggressor's seat"),
    "where": marked("RulingsFacts", "Where is the odd card"),
    "deliberate": marked("RulingsFacts", "Deliberate? (blank: no)"),
    "cards_affected": marked("RulingsFacts", "Cards affected (blank: 1)"),
    "repeated": marked("RulingsFacts", "Happened before? (blank: no)"),
    "recoverable": marked("RulingsFacts", "Recoverable 100%?"), "holder_acted": marked("RulingsFacts", "Holder acted?"),
    "action_taken": marked("RulingsFacts", "Any action taken?"), "exposure": marked("RulingsFacts", "Cards exposed"),
    "offence": marked("RulingsFacts", "Offence"),
    "players_seated": marked("RulingsFacts", "Players seated at the table"),
    "rounds": marked("RulingsFacts", "Rounds"), "chips": marked("RulingsFacts", "Chips"),
    "river_caller": marked("RulingsFacts", "Requester called the river?"),
    "requester_holds_cards": marked("RulingsFacts", "Requester holds his cards?"),
    "requester_won": marked("RulingsFacts", "Requester won?")}
"""The label of each fact's field (translated where shown: :func:`label`)."""
HINTS = {SEATS: marked("RulingsFacts", "seats, e.g. 1, 4, 6"),
         SEAT_MAP: marked("RulingsFacts", "seat:chips, e.g. 1:50, 2:100, 5:300"),
         "int": marked("RulingsFacts", "a number"), "seat": marked("RulingsFacts", "a seat number")}
"""What a typed fact looks like, by its kind (translated where shown: :func:`hint`)."""

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


def label(name: str) -> str:
    """A fact's label in the language in use (a fact with no label of its own: its name in words)."""
    return tr("RulingsFacts", LABELS[name]) if name in LABELS else name.replace("_", " ")


def hint(kind: str, default: str = "") -> str:
    """What a typed fact of this kind looks like, in the language in use."""
    return tr("RulingsFacts", HINTS[kind]) if kind in HINTS else default


def _seats(text: str) -> list[int]:
    return [int(part) for part in text.replace(",", " ").split()]


def _seat_map(text: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for part in text.replace(",", " ").split():
        seat, sep, chips = part.partition(":") if ":" in part else part.partition("=")
        if not sep or not seat.strip().isdigit() or not chips.strip().isdigit():
            raise FloorError(tr("RulingsFacts", "{part}: write each seat's chips as seat:chips, e.g. 2:100",
                                part=repr(part)), code="bad-situation")
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
            field = compact(QComboBox())
            field.addItem("—", None)
            for value in (kind if isinstance(kind, tuple) else (True, False)):
                text = (tr("RulingsFacts", "yes") if value else tr("RulingsFacts", "no")) if isinstance(value, bool) \
                    else value_text(value)
                field.addItem(text, value)
            field.currentIndexChanged.connect(lambda _: self.changed.emit())
        else:
            field = QLineEdit()
            field.setPlaceholderText(hint(str(kind)))
            field.textChanged.connect(lambda _: self.changed.emit())
        shown = QLabel(label(name))
        self.fields[name], self.labels[name] = field, shown
        self.layout_.addRow(shown, field)
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
                raise FloorError(tr("RulingsFacts", "{fact}: {text} is not {expected}", fact=label(name),
                                    text=repr(text), expected=hint(str(kind), tr("RulingsFacts", "a number"))),
                                 code="bad-situation") from None
        return out

    def clear(self) -> None:
        for name in self.fields:
            self.set(name, None)


def hand_state_text(hs: str) -> str:
    """A hand state with its words, e.g. "HS3 — dealt, no voluntary action"."""
    return f"{hs} — " + tr("RulingsFacts", HAND_STATE_WORDS[HAND_STATES.index(hs)])


def setting_text(key: str, value: object) -> str:
    """A house setting a ruling turned on, in words: its name and the choice in force."""
    if not W.shown(key):
        return tr("RulingsFacts", "house setting {setting}: {choice}", setting=key, choice=value_text(value))
    return tr("RulingsFacts", "house setting “{setting}”: {choice}", setting=spoken(W.name(key)),
              choice=spoken(W.choice(key, value)))


def decision_html(decision: Decision) -> str:
    """A decision in plain words, in the desk's language: the ruling, what happens, the sources in words."""
    language = current()
    words = decision.words(language)
    lines = "".join(f"<li>{escape(spoken(line))}</li>" for line in decision.outcome.lines)
    what_happens = escape(tr("RulingsFacts", "What happens"))
    parts = [f"<h3>{escape(decision.row_id)} · {escape(words.title)}</h3>",
             f"<p>{escape(words.ruling)}</p>", f"<p><b>{what_happens}</b></p><ul>{lines}</ul>"]
    if words.follow_ups:
        then = escape(tr("RulingsFacts", "Then"))
        parts.append(f"<p><b>{then}</b>: " + escape("; ".join(words.follow_ups)) + "</p>")
    where_from = escape(tr("RulingsFacts", "Sources"))
    parts.append(f"<p><b>{where_from}</b>: " + escape(spoken(sources_text(decision.sources))) + "</p>")
    notes = [tr("RulingsFacts", "rulebook {version}", version=decision.rulebook_version)]
    notes += [setting_text(k, v) for k, v in decision.settings_used().items()]
    if decision.product_default:
        notes.append(tr("RulingsFacts", "a product default: the house must approve it"))
    if decision.via:
        notes.append(tr("RulingsFacts", "reached through {rows}", rows=", ".join(decision.via)))
    parts.append(f"<p style='color:#555'>{escape('; '.join(notes))}</p>")
    return "".join(parts)


def fact_names(facts: Iterable[str]) -> list[str]:
    """The facts a gap wants, as the form labels them (a fact Floor works out: the ones it is worked out from)."""
    names: list[str] = []
    for fact in facts:
        names += [label(f) for f in DERIVES.get(fact, (fact,))]
    return list(dict.fromkeys(names))


def gap_text(gap: FloorError) -> str:
    """Why there is no ruling yet, in one sentence of the desk's language (for a message line; the dealer station)."""
    facts = fact_names(getattr(gap, "facts", ()))
    if gap.code == "missing-fact" and facts:
        return tr("RulingsFacts", "Floor needs: {facts}.", facts="; ".join(facts))
    if gap.code == "ambiguous-rule":
        return tr("RulingsFacts", "More than one row of the rulebook applies here, so Floor proposes nothing: the "
                                  "floor decides (TDA rule 1).")
    if gap.code == "no-rule":
        return tr("RulingsFacts", "No row of the rulebook covers this situation, so Floor proposes nothing: the floor "
                                  "decides (TDA rule 1).")
    return spoken(gap.message)


def gap_html(gap: FloorError, book: Rulebook) -> str:
    """No ruling yet, in words: the facts Floor still needs and the rows still possible, each with its title."""
    language = current()
    none_yet = escape(tr("RulingsFacts", "No ruling yet."))
    rows = [r for r in getattr(gap, "rows", ()) if any(row.id == r for row in book.rows)]
    said = gap_text(gap)
    out = f"<p style='color:#8a4b00'><b>{none_yet}</b> {escape(said)}</p>"
    if rows:
        still = "".join(f"<li>{escape(r)} · {escape(book.row(r).words(language).title)}</li>" for r in rows)
        out += f"<p>{escape(tr('RulingsFacts', 'Still possible:'))}</p><ul>{still}</ul>"
    return out
