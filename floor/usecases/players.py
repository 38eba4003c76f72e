"""Players coming in, buying chips and going out: a registration (seated at once once the seats are drawn, SE-04),
a list of registrations, a re-entry, a rebuy, an add-on, a reinstatement, and a bust with what balancing then asks.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from floor.core.errors import FloorError, Text
from floor.tournament import players as P
from floor.tournament.balancing.proposal import Proposal
from floor.tournament.events import Event
from floor.tournament.hands import record as handrecord
from floor.tournament.importing import Row, registrations
from floor.tournament.records import Eliminated
from floor.tournament.seating import actions as seating
from floor.tournament.state import TournamentState
from floor.usecases import pairing
from floor.usecases.chance import SECURE
from floor.usecases.desk import Action, Desk, Done, run
from floor.usecases.intent import intent

Progress = Callable[[int, int], None]  # registrations done so far, and how many in all
PROGRESS_EVERY = 50  # registrations between two progress reports (a signal each is too many for 10,000)


@intent("players.register", pairing.RUN_DESK)
def register(desk: Desk, name: str, *, nickname: str = "", member_id: str = "",
             rng: random.Random = SECURE) -> Done:
    """A new player with the next free number; after the draw, with a seat drawn in the same transaction."""
    now, author = desk.now(), desk.author

    def registered(state: TournamentState) -> Event:
        return P.register(state, name, now=now, author=author, level=state.level(now), nickname=nickname,
                          member_id=member_id)

    steps: list[Action] = [registered]
    if desk.state().tables:  # after the draw a newcomer draws a seat at once (SE-04)
        steps.append(lambda state: seating.seat(state, state.last_player, rng=rng, now=now, author=author))
    return run(desk, *steps)


@intent("players.register_all", pairing.RUN_DESK)
def register_all(desk: Desk, rows: Sequence[Row], *, progress: Progress | None = None) -> Done:
    """A list of pre-registered players (a CSV's rows): all of them in one transaction, or none, the refusal naming
    the line that failed. ``progress`` hears how far it got every :data:`PROGRESS_EVERY` rows and at the end."""
    steps = registrations(rows, now=desk.now(), author=desk.author)
    if progress is None:
        return run(desk, *steps)
    told = progress
    total = len(steps)

    def counted(number: int, step: Action) -> Action:
        def registered(state: TournamentState) -> Event:
            if number % PROGRESS_EVERY == 0 or number == total:
                told(number, total)
            return step(state)
        return registered

    return run(desk, *(counted(n, step) for n, step in enumerate(steps, 1)))


@intent("players.rename", pairing.RUN_DESK)
def rename(desk: Desk, player: int | str, name: str, *, nickname: str | None = None) -> Done:
    """A registered player's name and nickname corrected (a typo, a member's "Name · id" pasted whole, a nickname
    given later; None keeps the nickname): the same number, results and history; a name another player has is
    refused, naming them."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: P.rename(state, player, name, nickname, now=now, author=author))


@intent("players.rebuy", pairing.RUN_DESK)
def rebuy(desk: Desk, player: int | str) -> Done:
    """A rebuy for a player still playing, within the limit and the levels the tournament allows."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: P.rebuy(state, player, now=now, author=author, level=state.level(now)))


@intent("players.addon", pairing.RUN_DESK)
def addon(desk: Desk, player: int | str) -> Done:
    """The add-on for a player still playing."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: P.addon(state, player, now=now, author=author, level=state.level(now)))


@intent("players.reenter", pairing.RUN_DESK)
def reenter(desk: Desk, player: int | str, *, seat: bool = True, rng: random.Random = SECURE) -> Done:
    """A new entry for an eliminated player: a fresh stack, the same number; after the draw (and unless ``seat`` is
    False: the command line leaves the seat to `floor seat late`) a new seat drawn in the same transaction (SE-04)."""
    now, author = desk.now(), desk.author
    steps: list[Action] = [lambda state: P.reenter(state, player, now=now, author=author, level=state.level(now))]
    if seat and desk.state().tables:
        steps.append(lambda state: seating.seat(state, state.player(player).id, rng=rng, now=now, author=author))
    return run(desk, *steps)


@intent("players.reinstate", pairing.RUN_DESK)
def reinstate(desk: Desk, player: int | str, *, chips: int | None = None) -> Done:
    """A floor decision puts an eliminated player back, with ``chips`` when the floor gives the stack."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: P.reinstate(state, player, now=now, author=author, chips=chips))


@dataclass(frozen=True, slots=True)
class Busted:
    """A bust: what it wrote, and what balancing asks for now that the players are out (None: nothing, or no
    tables drawn)."""

    done: Done
    proposal: Proposal | None

    @property
    def out(self) -> tuple[int, ...]:
        """The players eliminated, as numbers."""
        return self.done.events[0].body(Eliminated).players


@intent("players.bust", pairing.RUN_DESK)
def bust(desk: Desk, players: Sequence[int | str], *, by: Sequence[int | str] = (),
         by_player: Mapping[int, Sequence[int | str]] | None = None, stacks: Sequence[int] | None = None,
         ordered: bool = False, rng: random.Random = SECURE) -> Busted:
    """Players out in the same hand, busted by ``by`` (or each by their own ``by_player``: the hits, and the
    bounties), placed by TDA Rule 12: ``stacks``, each one's stack when the hand began, in the order of ``players``
    (None: the stacks Floor knows, :func:`~floor.tournament.players.starting_stacks`; empty: they share), or
    ``ordered``: the order named; then whether the tables need a move, a break or the final table (BB-01), for the
    floor to confirm on the Tables tab or with `floor seat`."""
    now, author = desk.now(), desk.author
    refs = list(players)
    if stacks is not None and len(stacks) not in (0, len(refs)):
        raise FloorError(Text("give one starting stack for each player out ({players} players, {stacks} stacks)",
                              players=len(refs), stacks=len(stacks)), code="bad-chips")

    def busted(state: TournamentState) -> Event:
        given = P.starting_stacks(state, refs) if stacks is None else \
            {state.player(r).id: chips for r, chips in zip(refs, stacks, strict=False)}
        return P.eliminate(state, refs, now=now, author=author, by=by, by_player=by_player, stacks=given,
                           ordered=ordered)

    done = run(desk, busted)
    found = seating.proposal(done.state, rng=rng) if done.state.tables else None
    return Busted(done, found)


@intent("players.bust_offered", pairing.FLOOR_ACTS)
def bust_offered(desk: Desk, *, seen: Sequence[int] | None = None, rng: random.Random = SECURE) -> Busted:
    """The oldest hand's players the dealer offered as out, each busted by the winners of the pot that took their
    last chips (the hand says who: :meth:`~floor.tournament.records.HandRecorded.busters`). ``seen``: the players
    the floor was shown (a phone's view may be older): refused when the oldest offer is no longer theirs, so a
    confirmation never busts a group the floor did not see."""
    groups = handrecord.offered_groups(desk.state())
    if not groups:
        raise FloorError(Text("no dealer has offered a player as out"), code="nothing-offered")
    out = groups[0][2]
    if seen is not None and sorted(seen) != out:
        raise FloorError(Text("these players are not offered as out any more (confirmed or changed elsewhere): "
                              "look again"), code="stale-proposal")
    now, author = desk.now(), desk.author

    def busted(state: TournamentState) -> Event:
        return P.eliminate(state, out, now=now, author=author,
                           by_player={p: state.offered_by[p] for p in out if state.offered_by.get(p)},
                           stacks=P.starting_stacks(state, out))

    done = run(desk, busted)
    return Busted(done, seating.proposal(done.state, rng=rng) if done.state.tables else None)
