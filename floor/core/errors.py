"""The errors a floor person sees: each names the problem, the seat and the procedure.

Anything raised from the rules core that is not a :class:`FloorError` is a bug.
"""

from __future__ import annotations

from collections.abc import Sequence


class Text(str):
    """An English message that keeps its template and values, so an edge can say it in another language.

    It *is* the English text (a ``str``), so everything that reads a message as English keeps working;
    ``floor.ui.common.language.spoken`` translates ``template`` (context "Errors") and fills ``params``; a value that is
    itself a Text (a fragment such as "seats 2 and 5") is translated the same way before it is put in.

    >>> t = Text("there is no table {table}", table=9)
    >>> t, t.template, t.params
    ('there is no table 9', 'there is no table {table}', {'table': 9})
    """

    template: str
    params: dict[str, object]

    def __new__(cls, template: str, **params: object) -> Text:
        text = super().__new__(cls, template.format(**params))
        text.template = template
        text.params = params
        return text

    def to_json(self) -> dict[str, object]:
        """The template and values, as an event can keep them (a value that is a Text is kept the same way)."""
        return {"template": self.template,
                "params": {k: v.to_json() if isinstance(v, Text) else v for k, v in self.params.items()}}

    @classmethod
    def from_json(cls, data: object) -> Text | None:
        """The Text :meth:`to_json` kept, or None when ``data`` is not one (an old record, a hand edit)."""
        if not isinstance(data, dict) or not isinstance(data.get("template"), str) \
                or not isinstance(data.get("params"), dict):
            return None
        params: dict[str, object] = {}
        for key, value in data["params"].items():
            nested = cls.from_json(value) if isinstance(value, dict) else None
            params[str(key)] = nested if nested is not None else value
        try:
            return cls(data["template"], **params)
        except (KeyError, IndexError, ValueError):
            return None


class FloorError(Exception):
    """A refusal the user can act on; the action it stopped changed nothing.

    ``code`` is a stable machine id, ``seat`` the seat the problem is at (if any),
    ``procedure`` the house procedure row that governs it (e.g. ``DD-02``).
    """

    code = "floor-error"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        seat: int | None = None,
        procedure: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.seat = seat
        self.procedure = procedure

    def to_dict(self) -> dict[str, object]:
        """The error as the showdown contract prints it."""
        return {
            "code": self.code,
            "message": self.message,
            "seat": self.seat,
            "procedure": self.procedure,
        }


MAX_LINE = 600  # characters of a refusal or warning line: a 300-character path, or 5,000 digits, is cut short


def said_line(message: str, limit: int = MAX_LINE) -> str:
    """A refusal or warning as one line a terminal shows as it is: every control character and line separator
    escaped (a file name may hold a line feed, a U+2028 or an escape sequence), and at most ``limit`` characters
    (its start and its end kept: the end often says what to do). The one place that renders them for a terminal.

    >>> said_line("cannot read a\\nb")
    'cannot read a\\\\nb'
    >>> len(said_line("x" * 5000)) <= MAX_LINE
    True
    """
    shown = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in message)
    if len(shown) <= limit:
        return shown
    tail = limit // 5
    return f"{shown[:limit - tail - 3]} … {shown[-tail:]}"


class CardError(FloorError):
    """A card that cannot be read, or that does not belong in this deck."""

    code = "bad-card"


class DefectiveDeckError(FloorError):
    """The cards entered prove the deck is defective (seed 002 §5; DT-8)."""

    code = "defective-deck"


def duplicate_card(card: str, *, places: str = "", seat: int | None = None) -> DefectiveDeckError:
    """The same card twice is not a typo: the deck is defective (seed 002 §5.1.2, DD-02)."""
    message = (Text("{card} is entered twice ({places}): two identical cards mean the deck is defective (DD-02)",
                    card=card, places=places) if places
               else Text("{card} is entered twice: two identical cards mean the deck is defective (DD-02)", card=card))
    return DefectiveDeckError(message, code="duplicate-card", seat=seat, procedure="DD-02")


class RequestError(FloorError):
    """A showdown request that is incomplete or contradicts itself."""

    code = "bad-request"


def commas(items: Sequence[object]) -> str:
    """'a, b, c' with no 'and' (places read out in order) as nested :class:`Text`; no item is 'none'.

    >>> commas(["5 at seat 2", "5 at seat 7"])
    '5 at seat 2, 5 at seat 7'
    """
    if len(items) > 1:
        return Text("{first}, {rest}", first=items[0], rest=commas(items[1:]))
    return listing(items)


def listing(items: Sequence[object], last: str = "and") -> str:
    """'2, 5 and 7' (or, with ``last="or"``, 'A, B or C') as nested :class:`Text`, so each language says its own
    'and'/'or'; a single item is itself, no item is 'none'.

    >>> listing([2, 5, 7]), listing(["DC-02", "DC-03"], "or")
    ('2, 5 and 7', 'DC-02 or DC-03')
    """
    if not items:
        return Text("none")
    if len(items) == 1:
        return items[0] if isinstance(items[0], str) else str(items[0])
    if len(items) > 2:
        return Text("{first}, {rest}", first=items[0], rest=listing(items[1:], last))
    if last == "or":
        return Text("{first} or {last}", first=items[0], last=items[1])
    return Text("{first} and {last}", first=items[0], last=items[1])
