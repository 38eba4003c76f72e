"""The errors a floor person sees: each names the problem, the seat and the procedure.

Anything raised from the rules core that is not a :class:`FloorError` is a bug.
"""

from __future__ import annotations


class Text(str):
    """An English message that keeps its template and values, so an edge can say it in another language.

    It *is* the English text (a ``str``), so everything that reads a message as English keeps working;
    ``floor.ui.language.error_text`` and the like translate ``template`` (context "Errors") and fill ``params``.

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


class CardError(FloorError):
    """A card that cannot be read, or that does not belong in this deck."""

    code = "bad-card"


class DefectiveDeckError(FloorError):
    """The cards entered prove the deck is defective (seed 002 §5; DT-8)."""

    code = "defective-deck"


def duplicate_card(card: str, *, places: str = "", seat: int | None = None) -> DefectiveDeckError:
    """The same card twice is not a typo: the deck is defective (seed 002 §5.1.2, DD-02)."""
    where = f" ({places})" if places else ""
    return DefectiveDeckError(
        Text("{card} is entered twice{where}: two identical cards mean the deck is defective (DD-02)",
             card=card, where=where),
        code="duplicate-card", seat=seat, procedure="DD-02",
    )


class RequestError(FloorError):
    """A showdown request that is incomplete or contradicts itself."""

    code = "bad-request"
