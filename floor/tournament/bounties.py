"""Bounties: a fixed knockout (KO), a progressive knockout (PKO) and a mystery bounty, paid for busting a player.

Part of every entry's buy-in goes to bounties (:class:`BountyRule`, set at creation). The book of who won what and
what sits on each head is kept by the fold (:class:`Bounties`), so every screen, the phones and the results read
the same figures and a mystery draw is checked against the envelopes still in the pool.

Who gets a bounty is who busted the player: the winner(s) of the pot that took the busted player's last chips (the
dealer station says, :func:`floor.tournament.hands.record.busters`), or whom the floor names. Several busters split
it equally in the bounty unit; the units left over go one each to the busters in the order named (from a hand: the
order the pot's odd chips went, then from the button's left). The champion collects the bounty on their own head.
A player out with no buster named (a disqualification) leaves their bounty unclaimed, listed, never lost.
"""

from __future__ import annotations

import re
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, ClassVar

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole
from floor.tournament import codec
from floor.tournament.codec import Form
from floor.tournament.jsonvalue import JsonObject

KNOCKOUT, PROGRESSIVE, MYSTERY = "knockout", "progressive", "mystery"
KINDS = (KNOCKOUT, PROGRESSIVE, MYSTERY)
MAX_ENVELOPES = 10_000  # one per knockout of the biggest field Floor runs


class BountyError(FloorError):
    """A bounty rule refused; ``field`` is the setting at fault (``"bounty.amount"``)."""

    code = "bad-setting"

    def __init__(self, message: str, *, field: str) -> None:
        super().__init__(message, code=self.code)
        self.field = field


@dataclass(frozen=True, slots=True)
class BountyRule:
    """The bounties of a tournament: their kind, the part of each entry's buy-in that goes to them, the unit they
    are paid in, and for a mystery bounty the declared envelopes and the stage it starts at (knockouts while at most
    ``from_players`` are playing draw an envelope; None: every knockout)."""

    kind: str
    amount: int
    unit: int = 1
    envelopes: tuple[int, ...] = ()
    from_players: int | None = None

    FORM: ClassVar[Form] = Form(  # a mystery bounty's envelopes and stage (null: every knockout) are always written
        alphabetical=True, closed=True, sparse=frozenset({"envelopes", "from_players"}),
        written_when={"envelopes": ("kind", frozenset({MYSTERY})), "from_players": ("kind", frozenset({MYSTERY}))})

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise BountyError(Text("{kind!r} is not a kind of bounty (knockout, progressive or mystery)",
                                   kind=self.kind), field="bounty.kind")
        if not is_whole(self.unit) or self.unit < 1:
            raise BountyError(Text("the bounty unit must be a whole number of at least 1, not {unit!r}",
                                   unit=self.unit), field="bounty.unit")
        if not is_whole(self.amount) or self.amount < self.unit or self.amount % self.unit:
            raise BountyError(Text("the bounty must be a whole number of {unit}s of at least {unit}, not {amount!r}",
                                   unit=self.unit, amount=self.amount), field="bounty.amount")
        object.__setattr__(self, "envelopes", tuple(self.envelopes))
        if self.kind == MYSTERY:
            if not self.envelopes:
                raise BountyError(Text("a mystery bounty needs its envelopes declared"), field="bounty.envelopes")
            if len(self.envelopes) > MAX_ENVELOPES:
                raise BountyError(Text("a mystery bounty has at most {most} envelopes, not {count}",
                                       most=MAX_ENVELOPES, count=len(self.envelopes)), field="bounty.envelopes")
            for envelope in self.envelopes:
                if not is_whole(envelope) or envelope < self.unit or envelope % self.unit:
                    raise BountyError(Text("an envelope holds a whole number of {unit}s of at least {unit}, not "
                                           "{envelope!r}", unit=self.unit, envelope=envelope),
                                      field="bounty.envelopes")
            if self.from_players is not None and (not is_whole(self.from_players) or self.from_players < 2):
                raise BountyError(Text("the mystery stage starts with at least 2 players left, not {players!r}",
                                       players=self.from_players), field="bounty.from_players")
        elif self.envelopes or self.from_players is not None:
            raise BountyError(Text("only a mystery bounty has envelopes and a stage"), field="bounty.envelopes")

    @property
    def heads(self) -> bool:
        """Whether each player carries a bounty on their head (a mystery bounty's are in the envelopes)."""
        return self.kind != MYSTERY

    def mystery_stage(self, players_left: int) -> bool:
        """Whether a knockout with ``players_left`` playing (before it) draws an envelope."""
        return self.kind == MYSTERY and (self.from_players is None or players_left <= self.from_players)


_ENVELOPE = re.compile(r"^\s*([0-9][0-9 _,.']*?)\s*(?:[x×*]\s*([0-9]+))?\s*$", re.IGNORECASE)


def read_envelopes(text: str) -> tuple[int, ...]:
    """A mystery pool as the floor types it: amounts separated by ``;`` or new lines, each optionally ``x N``
    ("5000; 1000 x 2; 500 x 10"); digits may be grouped with spaces, commas or dots. Refused in words."""
    out: list[int] = []
    for piece in re.split(r"[;\n]+", text):
        if not piece.strip():
            continue
        found = _ENVELOPE.match(piece)
        if found is None:
            raise BountyError(Text("{piece!r} is not an envelope: write an amount, or an amount x how many",
                                   piece=piece.strip()), field="bounty.envelopes")
        amount, count = int(re.sub(r"[ _,.']", "", found.group(1))), int(found.group(2) or 1)
        if count < 1 or len(out) + count > MAX_ENVELOPES:
            raise BountyError(Text("a mystery bounty has 1 to {most} envelopes", most=MAX_ENVELOPES),
                              field="bounty.envelopes")
        out += [amount] * count
    return tuple(out)


def envelopes_text(envelopes: Sequence[int]) -> str:
    """The pool written back as :func:`read_envelopes` reads it, the biggest first ("5000; 1000 x 2")."""
    counts: dict[int, int] = {}
    for amount in sorted(envelopes, reverse=True):
        counts[amount] = counts.get(amount, 0) + 1
    return "; ".join(str(a) if n == 1 else f"{a} x {n}" for a, n in counts.items())


def split(amount: int, among: Sequence[int], unit: int) -> tuple[tuple[int, int], ...]:
    """``amount`` shared equally by the players ``among`` in whole ``unit``s; the units left over go one each to
    the first named. Every unit is paid: the shares add up to the amount.

    >>> split(1000, [4, 7, 9], 100)
    ((4, 400), (7, 300), (9, 300))
    """
    if not among:
        return ()
    units, each_over = divmod(amount // unit, len(among))
    return tuple((player, (units + (1 if i < each_over else 0)) * unit) for i, player in enumerate(among))


@dataclass(frozen=True, slots=True)
class Knockout:
    """One player's bust as the bounties see it: the elimination's event, who busted whom, what was on the head,
    the cash each buster got and (PKO) what went onto each buster's head; in the mystery stage the envelope
    drawn (None until it is)."""

    seq: int
    busted: int
    by: tuple[int, ...]
    head: int = 0
    paid: tuple[tuple[int, int], ...] = ()
    onto: tuple[tuple[int, int], ...] = ()
    mystery: bool = False
    envelope: int | None = None
    by_hand: bool = False

    FORM: ClassVar[Form] = Form(  # a mystery knockout says so, with its envelope (null until drawn) and how drawn
        sparse=frozenset({"mystery", "envelope", "by_hand"}),
        written_when={"envelope": ("mystery", frozenset({True})), "by_hand": ("mystery", frozenset({True}))})

    @property
    def waiting(self) -> bool:
        """A mystery knockout whose envelope is not drawn yet."""
        return self.mystery and bool(self.by) and self.envelope is None


_Knockouts = tuple[Knockout, ...]


def _empty() -> Mapping[int, int]:
    return MappingProxyType({})


def _add(book: Mapping[int, int], shares: Sequence[tuple[int, int]], sign: int = 1) -> Mapping[int, int]:
    out = dict(book)
    for player, amount in shares:
        out[player] = out.get(player, 0) + sign * amount
        if not out[player]:
            del out[player]  # (a knockout taken back leaves no zero behind)
    return MappingProxyType(out)


@dataclass(frozen=True, slots=True)
class Bounties:
    """The book: the bounty on each head (KO, PKO), the cash each player has won, every knockout that stands,
    the envelopes still in a mystery pool and the bounties nobody won."""

    rule: BountyRule
    heads: Mapping[int, int] = field(default_factory=_empty)
    won: Mapping[int, int] = field(default_factory=_empty)
    knockouts: tuple[Knockout, ...] = ()
    envelopes_left: tuple[int, ...] = ()
    unclaimed: int = 0

    @staticmethod
    def opened(rule: BountyRule) -> Bounties:
        return Bounties(rule, envelopes_left=tuple(sorted(rule.envelopes, reverse=True)))

    def edit(self) -> BookEdit:
        """The book for the fold to change (every change is :class:`BookEdit`'s)."""
        return BookEdit(self)

    # -- queries -----------------------------------------------------------------------------------------------
    @property
    def waiting(self) -> tuple[Knockout, ...]:
        """Mystery knockouts waiting for their envelope, oldest first."""
        return tuple(k for k in self.knockouts if k.waiting)

    def paid_out(self, champion: int | None) -> Mapping[int, int]:
        """What each player takes home in bounties: what they won, and the champion the bounty on their own head."""
        if champion is None or not self.heads.get(champion):
            return self.won
        return _add(self.won, [(champion, self.heads[champion])])

    def collected(self, entries: int) -> int:
        """What the entries put into bounties."""
        return entries * self.rule.amount

    def to_json(self) -> JsonObject:
        return {"heads": {str(k): v for k, v in self.heads.items()}, "won": {str(k): v for k, v in self.won.items()},
                "knockouts": [codec.write(k) for k in self.knockouts], "envelopes_left": list(self.envelopes_left),
                "unclaimed": self.unclaimed}

    @staticmethod
    def from_json(rule: BountyRule, data: Mapping[str, object]) -> Bounties:
        given: Mapping[str, Any] = data  # JSON: each value is checked or converted as it is read
        return Bounties(rule, MappingProxyType({int(k): int(v) for k, v in given.get("heads", {}).items()}),
                        MappingProxyType({int(k): int(v) for k, v in given.get("won", {}).items()}),
                        typing.cast(_Knockouts, codec.decode(given.get("knockouts", ()), _Knockouts)),
                        tuple(int(e) for e in given.get("envelopes_left", ())), int(given.get("unclaimed", 0)))


class BookEdit:
    """The book as the fold changes it: its own dicts and lists, copied once from the state it starts from and
    frozen once when a state is handed out (a replay of 10,000 knockouts copies nothing per event)."""

    def __init__(self, start: Bounties) -> None:
        self.rule = start.rule
        self.heads, self.won = dict(start.heads), dict(start.won)
        self.knockouts, self.envelopes_left = list(start.knockouts), list(start.envelopes_left)
        self.unclaimed = start.unclaimed

    def frozen(self) -> Bounties:
        return Bounties(self.rule, MappingProxyType(dict(self.heads)), MappingProxyType(dict(self.won)),
                        tuple(self.knockouts), tuple(self.envelopes_left), self.unclaimed)

    def _pay(self, book: dict[int, int], shares: Sequence[tuple[int, int]], sign: int = 1) -> None:
        for player, amount in shares:
            book[player] = book.get(player, 0) + sign * amount
            if not book[player]:
                del book[player]  # (a knockout taken back leaves no zero behind)

    def entered(self, player: int) -> None:
        if self.rule.heads:
            self.heads[player] = self.rule.amount

    def busted(self, seq: int, player: int, by: tuple[int, ...], players_left: int) -> None:
        rule = self.rule
        if rule.kind == MYSTERY:
            self.knockouts.append(Knockout(seq, player, by, mystery=rule.mystery_stage(players_left)))
            return
        head = self.heads.pop(player, 0)
        if not by:
            self.knockouts.append(Knockout(seq, player, (), head))
            self.unclaimed += head
            return
        cash = head if rule.kind == KNOCKOUT else head // rule.unit // 2 * rule.unit
        paid, onto = split(cash, by, rule.unit), split(head - cash, by, rule.unit) if rule.kind == PROGRESSIVE else ()
        self._pay(self.heads, [share for share in onto if share[1]])
        self._pay(self.won, paid)
        self.knockouts.append(Knockout(seq, player, by, head, paid, onto))

    def reinstated(self, player: int) -> None:
        """The player's last knockout taken back: what it paid comes back, their head is as before, its envelope
        returns to the pool (a buster already out keeps what their own head paid on)."""
        index = max((i for i, k in enumerate(self.knockouts) if k.busted == player), default=None)
        if index is None:
            return
        k = self.knockouts.pop(index)
        for buster, amount in k.onto:
            if buster in self.heads:
                self.heads[buster] -= amount
        if self.rule.heads:
            self.heads[player] = k.head
        self._pay(self.won, k.paid, -1)
        if k.envelope is not None:
            self._pay(self.won, split(k.envelope, k.by, self.rule.unit), -1)
            self.envelopes_left = sorted([*self.envelopes_left, k.envelope], reverse=True)
        if not k.by:
            self.unclaimed -= k.head

    def drawn(self, seq: int, player: int, amount: int, by_hand: bool) -> None:
        """The envelope of ``player``'s knockout (elimination ``seq``) drawn: its amount to the busters."""
        index = next((i for i in range(len(self.knockouts) - 1, -1, -1)  # (the latest first: a draw follows its bust)
                      if (k := self.knockouts[i]).seq == seq and k.busted == player and k.waiting), None)
        if index is None or amount not in self.envelopes_left:
            return  # (an undone elimination's draw: replay leaves it out)
        k = self.knockouts[index]
        self.envelopes_left.remove(amount)
        self.knockouts[index] = replace(k, envelope=amount, by_hand=by_hand)
        self._pay(self.won, split(amount, k.by, self.rule.unit))


__all__ = [
    "KINDS",
    "KNOCKOUT",
    "MYSTERY",
    "PROGRESSIVE",
    "BookEdit",
    "Bounties",
    "BountyError",
    "BountyRule",
    "Knockout",
    "envelopes_text",
    "read_envelopes",
    "split",
]
