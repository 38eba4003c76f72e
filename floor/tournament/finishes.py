"""Each player's finish, computed once for the whole field: the one source of a place, a prize, bounties and hits.

The results and their export, the results report, the league's points formula, the console, the player pages, the
members' results and the command line all read :func:`finishes`; none computes a place or a prize of its own.

A player out finishes in the place the elimination gave; players out in the same hand share their places and split
those places' prizes in whole units, the odd units one each to the lower player numbers (what each was paid: the
league's ``prize`` too). A deal in force pays each player in it the amount agreed, playing or out, whatever place
they finish in (the play-out's winner takes what was left to play for on top). The last player standing is 1st with
the 1st prize, though never eliminated. The bounties are the book's (the champion collects the bounty on their own
head), the hits the fold's (:attr:`TournamentState.hits`).

>>> from floor.tournament.settings import Settings
>>> from floor.tournament.state import Player, TournamentState
>>> from floor.tournament.clock import Clock
>>> from floor.tournament.structure import template
>>> out = {1: Player(1, "Ana"), 2: Player(2, "Bob", playing=False, place=2, shared_with=2),
...        3: Player(3, "Cid", playing=False, place=2, shared_with=2)}
>>> paid = {1: 150, 2: 100, 3: 51}  # every prize as paid (an imported tournament's sheet)
>>> state = TournamentState(1, Settings("T", buy_in=100, starting_stack=1000), Clock(template("turbo")),
...                         players=out, players_left=1, entries=3, payout_overrides=paid, payouts_exact=True)
>>> [(f.player.name, f.place, f.prize) for f in finishes(state).values()]
[('Ana', 1, 150), ('Bob', 2, 76), ('Cid', 2, 75)]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import NamedTuple

from floor.core.pots import split
from floor.tournament.prizes import champion, dealt_prizes, sheet
from floor.tournament.state import Player, TournamentState


class Finish(NamedTuple):
    """One player's finish: ``place`` is None while the player plays (the champion is 1st); ``shared_with`` the
    players out in the same hand, who share the places from ``place`` on; ``prize`` what the player is paid (0
    while playing, unless a deal in force pays them); ``bounties`` the bounty money won; ``hits`` the players
    knocked out (each bust naming the player counts one); ``dealt`` the prize is the deal's, agreed by the player.

    A named tuple, as :class:`Player` is: as read-only as a frozen dataclass, and four times quicker to make (a
    field of 10,000 makes 10,000 at each redraw)."""

    player: Player
    place: int | None = None
    shared_with: int = 1
    prize: int = 0
    bounties: int = 0
    hits: int = 0
    dealt: bool = False

    @property
    def id(self) -> int:
        return self.player.id

    @property
    def entries(self) -> int:
        """Every buy-in: the first and each re-entry."""
        return self.player.entries

    @property
    def reentries(self) -> int:
        return self.player.entries - 1

    @property
    def rebuys(self) -> int:
        return self.player.rebuys

    @property
    def addons(self) -> int:
        return self.player.addons

    @property
    def playing(self) -> bool:
        """Still playing, with no place yet (the champion has one: 1st)."""
        return self.place is None

    @property
    def paid(self) -> int | None:
        """The prize as the results list it: None while playing, unless a deal in force pays the player."""
        return None if self.place is None and not self.dealt else self.prize

    @property
    def won(self) -> bool:
        """The last one standing: 1st, never eliminated."""
        return self.place is not None and self.player.playing

    @property
    def places(self) -> range:
        """The places the player shares: 1st alone for the winner, 2nd and 3rd for two out together in 2nd (none
        while playing)."""
        return range(0) if self.place is None else range(self.place, self.place + self.shared_with)


_last: tuple[TournamentState, Mapping[int, Finish]] | None = None  # the latest state asked about, and its finishes


def finishes(state: TournamentState) -> Mapping[int, Finish]:
    """Every player's finish by number, in the results' order: those still playing first (by number), then by
    place (by number within a shared place). Linear in the players: the sheet is read once, each shared place
    split once; and once for a state (the console's lists, the clock's board and the export each ask for the same
    state's: at 30,000 entries a pass each, issue 30). A state never changes, so its finishes never do."""
    global _last
    last = _last
    if last is not None and last[0] is state:
        return last[1]
    found = _finishes(state)
    _last = (state, found)
    return found


def finishes_of(state: TournamentState, players: Iterable[int]) -> dict[int, Finish]:
    """The finishes of these players alone, each what :func:`finishes` says of them, provided every player sharing
    a place with one of them is among them (players out in one hand split their places' prizes): a reader that
    follows the field from state to state works out the few an action changed, not a field of 30,000 (issue 30)."""
    return _finishes_of(state, [state.players[pid] for pid in players if pid in state.players], state.hits)


def _finishes(state: TournamentState) -> Mapping[int, Finish]:
    hits = dict(state.hits.items())  # (the few who hit anyone: a plain dict answers quicker)
    return MappingProxyType(_finishes_of(state, state.players.values(), hits))


def _finishes_of(state: TournamentState, players: Iterable[Player], hits: Mapping[int, int]) -> dict[int, Finish]:
    amounts = sheet(state).amounts
    winner = champion(state)
    won = state.bounties.paid_out(winner.id if winner else None) if state.bounties is not None else {}
    dealt = dealt_prizes(state, winner)
    out_together: dict[int, list[Player]] = {}  # place -> the players out in it (one hand's)
    playing: list[Player] = []
    for p in players:
        if p is winner:
            out_together[1] = [p]
        elif p.playing or p.place is None:
            playing.append(p)
        else:
            out_together.setdefault(p.place, []).append(p)
    rows: dict[int, Finish] = {}
    for p in sorted(playing, key=lambda p: p.id):
        rows[p.id] = Finish(p, None, 1, dealt.get(p.id, 0), won.get(p.id, 0), hits.get(p.id, 0), p.id in dealt)
    for place in sorted(out_together):
        group = sorted(out_together[place], key=lambda p: p.id)
        shared = 1 if group[0] is winner else group[0].shared_with
        paid = split(sum(amounts[place - 1: place - 1 + shared]), 1, [p.id for p in group]) \
            if place <= len(amounts) else {}
        for p in group:
            prize = dealt[p.id] if p.id in dealt else paid.get(p.id, 0)
            rows[p.id] = Finish(p, place, shared, prize, won.get(p.id, 0), hits.get(p.id, 0), p.id in dealt)
    return rows


__all__ = ["Finish", "finishes", "finishes_of"]
