"""The tournament as it stands: the fold of its events.

``TournamentState.apply`` is the only place an event changes anything; every action
function (``players.py``, ...) reads the state, checks, and returns the event to apply.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from floor.core.errors import FloorError, Text
from floor.tournament import events as ev
from floor.tournament.clock import Clock
from floor.tournament.events import Event
from floor.tournament.seating.tables import Positions, Table
from floor.tournament.settings import Settings
from floor.tournament.structure import Structure, structure_from_json, template


@dataclass(slots=True)
class Player:
    """One person in the tournament (re-entries stay the same person, with one more entry)."""

    id: int
    name: str
    nickname: str = ""
    member_id: str = ""
    entries: int = 1
    rebuys: int = 0
    addons: int = 0
    playing: bool = True
    place: int | None = None
    shared_with: int = 1  # players eliminated in the same hand share their places
    chips: int | None = None  # the known stack: the last count and what moved since (None: never counted)
    counted_at: float | None = None  # when that count was made
    hands_since: int = 0  # recorded hands the player was dealt in since the count
    bought_since: int = 0  # rebuys and add-ons since the count (their chips are in ``chips``)

    @property
    def label(self) -> str:
        return f"{self.name} ({self.nickname})" if self.nickname else self.name

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "nickname": self.nickname, "member_id": self.member_id,
                "entries": self.entries, "rebuys": self.rebuys, "addons": self.addons, "playing": self.playing,
                "place": self.place, "shared_with": self.shared_with, "chips": self.chips,
                "counted_at": self.counted_at, "hands_since": self.hands_since, "bought_since": self.bought_since}


@dataclass(slots=True)
class TournamentState:
    """Everything Floor knows about one tournament after its events so far."""

    id: int
    settings: Settings
    clock: Clock
    seq: int = 0
    players: dict[int, Player] = field(default_factory=dict)
    eliminations: int = 0  # groups eliminated, in order
    payout_overrides: dict[int, int] = field(default_factory=dict)  # place -> amount set by hand
    chips_removed: int = 0  # by color-ups and disqualifications
    # Kept by the fold, so that no action scans every player (10,000-entry events stay fast).
    players_left: int = 0
    entries: int = 0
    rebuys: int = 0
    addons: int = 0
    last_player: int = 0
    # The seating (issue 5): tables by number, and each seated player's (table, seat).
    tables: dict[int, Table] = field(default_factory=dict)
    seats: dict[int, tuple[int, int]] = field(default_factory=dict)
    left_seats: dict[int, tuple[int, int]] = field(default_factory=dict)  # where the busted sat (to reinstate)
    hand_for_hand: bool = False
    house: dict[str, Any] = field(default_factory=dict)  # procedures.md §14 keys set for this tournament
    races: set[tuple[int, int]] = field(default_factory=set)  # (table, clock item) of each chip race run
    hands: dict[int, int] = field(default_factory=dict)  # hands recorded per table
    offered: dict[int, tuple[int, int]] = field(default_factory=dict)  # out at a table (table, hand), to confirm
    carryovers: dict[int, dict[str, Any]] = field(default_factory=dict)  # table -> open DD-08 carryover
    penalties: dict[int, dict[str, Any]] = field(default_factory=dict)  # DT-11: penalty-given event -> its record
    incidents: list[dict[str, Any]] = field(default_factory=list)  # DT-10: spectator and device incidents
    tokens: dict[int, str] = field(default_factory=dict)  # player id -> the player page's token (floor/web)

    # -- queries ------------------------------------------------------------------------------
    @property
    def structure(self) -> Structure:
        return self.clock.structure

    def level(self, now: float) -> int:
        """The level number in play at ``now`` (during a break, the level just played; 1 before the start)."""
        return self.clock.status(now).level

    @property
    def playing(self) -> list[Player]:
        return [p for p in self.players.values() if p.playing]

    def seat_of(self, player: int) -> tuple[int, int] | None:
        """(table, seat) of a seated player, None for one without a seat."""
        return self.seats.get(player)

    def namesakes(self, name: str) -> list[Player]:
        """Players already registered under this name (any case, spaces trimmed): a second one is asked about."""
        wanted = " ".join(name.split()).casefold()
        return [p for p in self.players.values() if wanted and " ".join(p.name.split()).casefold() == wanted]

    def player(self, ref: int | str) -> Player:
        """A player by number, by name or nickname (any case), or by the unique start of one."""
        if isinstance(ref, int) or (isinstance(ref, str) and ref.isascii() and ref.isdigit()):
            found = self.players.get(int(ref)) if len(str(ref)) <= 18 else None  # (no number has more digits)
            if found is None:
                raise FloorError(Text("there is no player number {ref}", ref=str(ref)[:24]), code="unknown-player")
            return found
        wanted = ref.strip().casefold()
        matches = [p for p in self.players.values()
                   if wanted in (p.name.casefold(), p.nickname.casefold())]
        if not matches:  # "Maria" for "Maria Ionescu": a unique start of a name or nickname
            matches = [p for p in self.players.values()
                       if p.name.casefold().startswith(wanted) or p.nickname.casefold().startswith(wanted)]
        if not matches:
            raise FloorError(Text("there is no player called {ref!r}", ref=ref), code="unknown-player")
        if len(matches) > 1:
            numbers = ", ".join(str(p.id) for p in matches)
            raise FloorError(Text("{matches_count} players are called {ref!r}: use a number ({numbers})",
                                  matches_count=len(matches), ref=ref, numbers=numbers),
                             code="ambiguous-player")
        return matches[0]

    # -- the fold -----------------------------------------------------------------------------
    def apply(self, event: Event) -> None:
        """Fold one event in. Events were checked when made; replay trusts them."""
        handler = _HANDLERS.get(event.kind)
        if handler is None:
            raise FloorError(Text("this database holds an event Floor does not know ({kind!r}): it was written by a "
                                  "newer Floor",
                                  kind=event.kind), code="unknown-event")
        handler(self, event)
        self.seq = event.seq


def replay(tournament_id: int, events: Iterable[Event]) -> TournamentState:
    """The state after the events, undone ones left out (see :func:`events.effective`)."""
    log = list(events)
    if not log or log[0].kind != ev.CREATED:
        raise FloorError(Text("tournament {tournament_id} has no creation event",
                              tournament_id=tournament_id), code="broken-history")
    created = log[0].payload
    structure = structure_from_json(created["structure"]) if "structure" in created else template("standard")
    state = TournamentState(tournament_id, Settings.from_dict(created["settings"]), Clock(structure))
    for event in ev.effective(log)[1:]:
        state.apply(event)
    state.seq = log[-1].seq
    return state


def _registered(state: TournamentState, e: Event) -> None:
    p = e.payload
    state.players[p["player"]] = Player(p["player"], p["name"], p.get("nickname", ""), p.get("member_id", ""),
                                        chips=None)
    state.players_left += 1
    state.entries += 1
    state.last_player = max(state.last_player, p["player"])
    # A number freed by an undone registration and given again is a new person: the old token (and any
    # card printed with it) must not open the newcomer's page.
    state.tokens.pop(p["player"], None)


def _reentered(state: TournamentState, e: Event) -> None:
    player = state.players[e.payload["player"]]
    player.entries += 1
    player.playing = True
    state.players_left += 1
    state.entries += 1
    player.place = None
    player.shared_with = 1
    _uncounted(player)


def _uncounted(player: Player) -> None:
    player.chips, player.counted_at, player.hands_since, player.bought_since = None, None, 0, 0


def _bought(player: Player, chips: int) -> None:
    """A rebuy's or an add-on's chips join a known stack (the count plus them is still known)."""
    if player.chips is not None:
        player.chips += chips
        player.bought_since += 1


def _rebought(state: TournamentState, e: Event) -> None:
    player = state.players[e.payload["player"]]
    player.rebuys += 1
    _bought(player, state.settings.rebuy.chips if state.settings.rebuy else 0)
    state.rebuys += 1


def _added_on(state: TournamentState, e: Event) -> None:
    player = state.players[e.payload["player"]]
    player.addons += 1
    _bought(player, state.settings.addon.chips if state.settings.addon else 0)
    state.addons += 1


def _eliminated(state: TournamentState, e: Event) -> None:
    ids = list(e.payload["players"])
    place = state.players_left - len(ids) + 1
    state.players_left -= len(ids)
    for pid in ids:
        player = state.players[pid]
        player.playing = False
        player.place = place
        player.shared_with = len(ids)
        _uncounted(player)
        player.chips = 0
        state.offered.pop(pid, None)
        where = state.seats.get(pid)
        if where is not None:
            _leave(state, pid)
            state.left_seats[pid] = where
    state.eliminations += 1


def _reinstated(state: TournamentState, e: Event) -> None:
    player = state.players[e.payload["player"]]
    player.playing = True
    player.place = None
    player.shared_with = 1
    _uncounted(player)
    if e.payload.get("chips") is not None:  # back with a stack the floor gave: a count of its own
        player.chips, player.counted_at = e.payload["chips"], e.at
    state.players_left += 1
    where = state.left_seats.pop(player.id, None)  # back in the seat, if nobody took it meanwhile
    if where is not None and where[0] in state.tables and state.tables[where[0]].player_at(where[1]) is None:
        _sit(state, player.id, *where)


def _counted(state: TournamentState, e: Event) -> None:
    for pid, chips in e.payload["counts"].items():
        player = state.players[int(pid)]
        _uncounted(player)
        player.chips, player.counted_at = chips, e.at


def _clock(state: TournamentState, e: Event) -> None:
    p = e.payload
    clock = state.clock
    action = p["action"]
    if action == "jump":
        state.clock = clock.jump(p["index"], e.at)
    elif action == "adjust":
        state.clock = clock.adjust(p["seconds"], e.at)
    else:
        state.clock = getattr(clock, action)(e.at)


def _structure_set(state: TournamentState, e: Event) -> None:
    """The clock moves on to the change's time, then keeps its place in the new structure."""
    state.clock = replace(state.clock.at(e.at), structure=structure_from_json(e.payload["structure"]))


def _removed(state: TournamentState, e: Event) -> None:
    state.chips_removed += e.payload["chips"]


def _payouts_set(state: TournamentState, e: Event) -> None:
    state.payout_overrides = {int(k): v for k, v in e.payload["overrides"].items()}


# -- the seating ------------------------------------------------------------------------------

def _sit(state: TournamentState, player: int, table: int, seat: int) -> None:
    state.tables[table] = state.tables[table].seat(seat, player)
    state.seats[player] = (table, seat)


def _leave(state: TournamentState, player: int) -> None:
    table, seat = state.seats.pop(player)
    state.tables[table] = state.tables[table].unseat(seat)


def _seats_drawn(state: TournamentState, e: Event) -> None:
    """A whole new seating: every table is replaced, nobody has a button until it is drawn."""
    state.tables = {int(n): Table(int(n), tuple(seats)) for n, seats in e.payload["tables"].items()}
    state.seats = {p: (t.number, s) for t in state.tables.values() for s, p in enumerate(t.seats, 1)
                   if p is not None}
    state.left_seats = {}


def _seated(state: TournamentState, e: Event) -> None:
    p = e.payload
    _sit(state, p["player"], p["table"], p["seat"])


def _moved(state: TournamentState, e: Event) -> None:
    p = e.payload
    _leave(state, p["player"])
    _sit(state, p["player"], p["to"][0], p["to"][1])


def _table_broken(state: TournamentState, e: Event) -> None:
    p = e.payload
    for player, table, seat in p["moves"]:
        _leave(state, player)
        _sit(state, player, table, seat)
    for number in p.get("tables", [p["table"]]):
        broken = state.tables.pop(number)
        for player in broken.seats:  # nobody should be left; a player left behind keeps no seat
            if player is not None:
                state.seats.pop(player, None)


def _positions(state: TournamentState, e: Event) -> None:
    """A button draw, a correction or the next hand: the table's positions, as recorded."""
    p = e.payload
    positions = Positions.from_dict(p["positions"]) if p.get("positions") else None
    state.tables[p["table"]] = state.tables[p["table"]].with_positions(positions)


def _chip_race(state: TournamentState, e: Event) -> None:
    p = e.payload
    state.chips_removed += p["removed_from_play"]
    if "index" in p:  # races recorded before Floor kept the clock's place have no index
        state.races.add((p["table"], p["index"]))
    for pid, change in p["changes"].items():
        player = state.players[int(pid)]
        if player.chips is not None:
            player.chips += change


def _hand_recorded(state: TournamentState, e: Event) -> None:
    """Counts the table's hands; all-in seats that won nothing are offered to the floor as eliminations."""
    p = e.payload
    table = p["table"]
    state.hands[table] = state.hands.get(table, 0) + 1
    payouts = p["result"].get("payouts", {})
    for entry in p["request"].get("seats", ()):  # the chips the hand moved: what each seat put in out, its share in
        player = state.players.get(p["players"].get(str(entry.get("seat"))))
        if player is not None and player.chips is not None and "contributed" in entry:
            player.chips += int(payouts.get(str(entry["seat"]), 0)) - int(entry["contributed"])
            player.hands_since += 1
    for seat in p.get("all_in", ()):
        player = p["players"].get(str(seat))
        if player is not None and not payouts.get(str(seat)) and state.players[player].playing:
            state.offered[player] = (table, p["hand"])


def _ruling(state: TournamentState, e: Event) -> None:
    """A ruling changes only a table's carryover: DD-08 opens it, DD-09 closes or rolls it."""
    p = e.payload
    if "carryover" in p and p.get("table") is not None:
        if p["carryover"] is None:
            state.carryovers.pop(p["table"], None)
        else:
            state.carryovers[p["table"]] = dict(p["carryover"])


def _penalty_given(state: TournamentState, e: Event) -> None:
    """A penalty's record; missed hands run (after the hand in progress, PN-03), the others are given at once."""
    p = e.payload
    running = p["kind"] in ("missed_hands", "missed_rounds")
    state.penalties[e.seq] = {**p, "id": e.seq, "at": e.at, "author": e.author, "served": 0,
                              "wait": 1 if running and p.get("after_current_hand", True) else 0,
                              "status": "running" if running else "given", "ended_at": None if running else e.at}


def _penalty_ended(state: TournamentState, e: Event) -> None:
    p = e.payload
    state.penalties[p["penalty"]].update(status="served" if p.get("served") else "ended", ended_at=e.at,
                                         end_reason=p.get("reason", ""), ended_by=e.author)


def _serve(state: TournamentState, table: int, at: float) -> None:
    """A hand ended at ``table``: each player on penalty there misses it (PN-04), his oldest penalty first."""
    serving: set[int] = set()
    for record in state.penalties.values():  # oldest first: a second penalty waits for the first
        where = state.seats.get(record["player"])
        if record["status"] != "running" or where is None or where[0] != table:
            continue
        if record["wait"]:
            record["wait"] -= 1  # the hand in progress when it was given (PN-03)
        elif record["player"] not in serving:
            serving.add(record["player"])
            record["served"] += 1
            if record["served"] >= record["hands"]:
                record.update(status="served", ended_at=at)


def _next_hand(state: TournamentState, e: Event) -> None:
    _positions(state, e)
    if state.penalties:
        _serve(state, e.payload["table"], e.at)


def _incident(state: TournamentState, e: Event) -> None:
    state.incidents.append({**e.payload, "id": e.seq, "at": e.at, "author": e.author})


def _house_set(state: TournamentState, e: Event) -> None:
    state.house.update(e.payload["changes"])


def _tokens_issued(state: TournamentState, e: Event) -> None:
    for player, token in e.payload["tokens"].items():
        state.tokens.setdefault(int(player), str(token))  # a token once given never changes


def _settings_changed(state: TournamentState, e: Event) -> None:
    """The settings from now on: the changed ones over the rest (checked by retune.py when made)."""
    state.settings = Settings.from_dict({**state.settings.to_dict(), **e.payload["changes"]})


def _hand_for_hand(state: TournamentState, e: Event) -> None:
    state.hand_for_hand = bool(e.payload["on"])


def _nothing(state: TournamentState, e: Event) -> None:
    """Events the fold of this module does not change (the creation is read by ``replay``)."""


_HANDLERS = {
    ev.CREATED: _nothing,
    ev.REGISTERED: _registered,
    ev.REENTERED: _reentered,
    ev.REBOUGHT: _rebought,
    ev.ADDED_ON: _added_on,
    ev.ELIMINATED: _eliminated,
    ev.REINSTATED: _reinstated,
    ev.CHIPS_COUNTED: _counted,
    ev.PAYOUTS_SET: _payouts_set,
    ev.CLOCK: _clock,
    ev.CHIPS_REMOVED: _removed,
    ev.STRUCTURE_SET: _structure_set,
    ev.SEATS_DRAWN: _seats_drawn,
    ev.PLAYER_SEATED: _seated,
    ev.PLAYER_MOVED: _moved,
    ev.TABLE_BROKEN: _table_broken,
    ev.BUTTON_SET: _positions,
    ev.NEXT_HAND: _next_hand,
    ev.CHIP_RACE: _chip_race,
    ev.HAND_FOR_HAND: _hand_for_hand,
    ev.HOUSE_SET: _house_set,
    ev.HAND_RECORDED: _hand_recorded,
    ev.RULING: _ruling,
    ev.PENALTY_GIVEN: _penalty_given,
    ev.PENALTY_ENDED: _penalty_ended,
    ev.INCIDENT_LOGGED: _incident,
    ev.TOKENS_ISSUED: _tokens_issued,
    ev.SETTINGS_CHANGED: _settings_changed,
    ev.HAND_VOIDED: _nothing,  # the hand is dealt again: no hand counted, the button stays (void_hand_button)
}
