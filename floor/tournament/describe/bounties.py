"""The bounties in words: what one bust paid, and the book in one line. The console, the command line and the room
say the same sentences (each edge translates them: :class:`~floor.core.errors.Text`)."""

from __future__ import annotations

from collections.abc import Sequence

from floor.core.errors import Text
from floor.tournament import prizes
from floor.tournament.bounties import MYSTERY, Knockout
from floor.tournament.state import TournamentState


def _names(state: TournamentState, players: Sequence[int]) -> str:
    return ", ".join(state.players[p].label for p in players)


def paid(state: TournamentState, seq: int) -> list[Text]:
    """What the elimination ``seq`` paid, a phrase per bounty ("Bob wins 100 for busting Ann")."""
    book = state.bounties
    out: list[Text] = []
    for k in (k for k in (book.knockouts if book else ()) if k.seq == seq):
        busted = state.players[k.busted].label
        if k.mystery and k.by:
            out.append(Text("{names} busted {name}: an envelope to draw (mystery bounty)",
                            names=_names(state, k.by), name=busted))
        elif not k.by and k.head:
            out.append(Text("{name}'s bounty of {amount:,} is not won by anyone", name=busted, amount=k.head))
        onto = dict(k.onto)
        for buster, cash in k.paid:
            who = state.players[buster].label
            if onto.get(buster):
                out.append(Text("{buster} wins {amount:,} for busting {name}, and {onto:,} more on their head",
                                buster=who, amount=cash, name=busted, onto=onto[buster]))
            elif cash:
                out.append(Text("{buster} wins {amount:,} for busting {name}", buster=who, amount=cash, name=busted))
    return out


def drawn(state: TournamentState, knockout: Knockout) -> Text:
    """A mystery envelope drawn for ``knockout``."""
    return Text("{names} drew an envelope of {amount:,} for busting {name}", names=_names(state, knockout.by),
                amount=knockout.envelope or 0, name=state.players[knockout.busted].label)


def waiting(state: TournamentState, knockout: Knockout) -> Text:
    """A mystery knockout whose envelope is still to draw."""
    return Text("Mystery bounty: {names} busted {name}: draw an envelope", names=_names(state, knockout.by),
                name=state.players[knockout.busted].label)


def summary(state: TournamentState) -> Text | None:
    """The bounties in one line: won, on the heads still in play, a mystery pool's envelopes left (None: none)."""
    book = state.bounties
    if book is None:
        return None
    champion = prizes.champion(state)
    won = sum(book.paid_out(champion.id if champion else None).values())
    if book.rule.kind == MYSTERY:
        return Text("Mystery bounties: {won:,} won · {count:,} envelopes left ({left:,})", won=won,
                    count=len(book.envelopes_left), left=sum(book.envelopes_left))
    on_heads = sum(book.heads.values()) - (book.heads.get(champion.id, 0) if champion else 0)
    return Text("Bounties: {won:,} won · {heads:,} on heads", won=won, heads=on_heads)


__all__ = ["drawn", "paid", "summary", "waiting"]
