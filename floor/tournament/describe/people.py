"""The sentences about players: registrations, re-entries, purchases, eliminations, chips, payouts, penalties,
incidents."""

from __future__ import annotations

from floor.core.errors import Text, commas, listing
from floor.tournament import events as ev
from floor.tournament.busts import hand_places
from floor.tournament.describe.read import (
    Context,
    Payload,
    Sentence,
    Unreadable,
    items,
    mapping,
    name,
    number,
    text,
    whole,
)
from floor.tournament.events import Event
from floor.tournament.ordinals import nth
from floor.tournament.records import CHANGED, HOLES, MISSING, PenaltyGiven


def registered(p: Payload, e: Event, ctx: Context) -> Text:
    called, nickname = text(p["name"]), text(p.get("nickname", ""))
    return Text("Registered {name} (#{number})", name=f"{called} ({nickname})" if nickname else called,
                number=whole(p["player"]))


def reentered(p: Payload, e: Event, ctx: Context) -> Text:
    player = whole(p["player"])
    entries = ctx.before.entries.get(player)
    if entries is None:
        return Text("{name} re-entered", name=name(ctx, player))
    return Text("{name} re-entered (entry {entry})", name=name(ctx, player), entry=entries + 1)


def rebought(p: Payload, e: Event, ctx: Context) -> Text:
    rule = ctx.before.settings.rebuy if ctx.before.settings else None
    if rule is None:
        return Text("{name} rebought", name=name(ctx, p["player"]))
    return Text("{name} rebought ({chips:,} chips)", name=name(ctx, p["player"]), chips=rule.chips)


def added_on(p: Payload, e: Event, ctx: Context) -> Text:
    rule = ctx.before.settings.addon if ctx.before.settings else None
    if rule is None:
        return Text("{name} took the add-on", name=name(ctx, p["player"]))
    return Text("{name} took the add-on ({chips:,} chips)", name=name(ctx, p["player"]), chips=rule.chips)


def eliminated(p: Payload, e: Event, ctx: Context) -> Text:
    """The place comes from the players left just before: those out in the same hand share it."""
    players = [name(ctx, n) for n in items(p["players"])]
    if not players:
        raise Unreadable(p)
    left = ctx.before.players_left
    place = nth(left - len(players) + 1) if left is not None and left >= len(players) else None
    if len(players) > 1 and place is not None and left is not None and (p.get("stacks") or p.get("ordered")):
        apart = _placed_apart(p, ctx, left - len(players) + 1)
        if apart is not None:
            return apart
    won = {ctx.prizes.get(n, 0) if isinstance(n, int) else 0 for n in items(p["players"])}
    prize = won.pop() if len(won) == 1 else 0  # players sharing a place may differ by an odd unit: then no amount
    if len(players) == 1:
        if place and prize:
            return Text("{name} finished {place}, wins {prize:,}", name=players[0], place=place, prize=prize)
        return (Text("{name} finished {place}", name=players[0], place=place) if place
                else Text("{name} is out", name=players[0]))
    if place and prize:
        return Text("{names} out in the same hand: {place}, {prize:,} each", names=listing(players), place=place,
                    prize=prize)
    return (Text("{names} out in the same hand: {place}", names=listing(players), place=place) if place
            else Text("{names} out in the same hand", names=listing(players)))


def _placed_apart(p: Payload, ctx: Context, best: int) -> Text | None:
    """Players out in one hand placed by their starting stacks or the floor's order (TDA Rule 12), highest first
    ("Bob 6th, Ana 7th"); None when they all share one place."""
    out = [number(n) for n in items(p["players"])]
    stacks = {number(k): whole(v) for k, v in mapping(p.get("stacks") or {}).items()}
    places = hand_places(best, out, stacks, ordered=p.get("ordered") is True)
    if len({place for place, _ in places.values()}) < 2:
        return None
    parts = [Text("{name} {place} ({prize:,})", name=name(ctx, n), place=nth(places[n][0]), prize=ctx.prizes[n])
             if ctx.prizes.get(n) else Text("{name} {place}", name=name(ctx, n), place=nth(places[n][0]))
             for n in sorted(out, key=lambda n: (places[n][0], n))]
    return Text("{names} out in the same hand: {places}", names=listing([name(ctx, n) for n in out]),
                places=listing(parts))


def reinstated(p: Payload, e: Event, ctx: Context) -> Text:
    chips = p.get("chips")
    if chips is None:
        return Text("{name} is back in", name=name(ctx, p["player"]))
    return Text("{name} is back in (chips {chips:,})", name=name(ctx, p["player"]), chips=whole(chips))


def envelope(p: Payload, e: Event, ctx: Context) -> Text:
    """A mystery bounty's envelope for one knockout: whose knockout, what it held, who drew it."""
    busted, amount = name(ctx, p["player"]), whole(p["amount"])
    if p.get("by_hand") is True:
        return Text("Mystery bounty for busting {name}: an envelope of {amount:,} (drawn by hand)", name=busted,
                    amount=amount)
    return Text("Mystery bounty for busting {name}: an envelope of {amount:,} (drawn by Floor)", name=busted,
                amount=amount)


def tokens(p: Payload, e: Event, ctx: Context) -> Text:
    count = len(mapping(p["tokens"]))
    if count == 1:
        return Text("Player-page token given to 1 player")
    return Text("Player-page tokens given to {count} players", count=count)


def counted(p: Payload, e: Event, ctx: Context) -> Text:
    counts = {number(player): whole(chips) for player, chips in mapping(p["counts"]).items()}
    if len(counts) == 1:
        ((player, chips),) = counts.items()
        return Text("Chips counted: {name} has {chips:,}", name=name(ctx, player), chips=chips)
    return Text("Chips counted: {count} players, {total:,} in all", count=len(counts), total=sum(counts.values()))


def removed(p: Payload, e: Event, ctx: Context) -> Text:
    """Why, as typed; a disqualification's chips (PN-07: the penalty, the elimination, the chips, in one
    transaction) are said in the reader's words."""
    chips, reason = whole(p["chips"]), text(p.get("reason", ""))
    penalty = ctx.by_seq.get(e.seq - 2)
    given = penalty.data if penalty is not None else None
    if isinstance(given, PenaltyGiven) and given.penalty_kind == "disqualification" and given.chips == chips:
        said = {"name": name(ctx, given.player), "row": given.row_id}
        if chips == 1:
            return Text("1 chip removed: {name} disqualified ({row})", **said)
        return Text("{chips:,} chips removed: {name} disqualified ({row})", chips=chips, **said)
    if chips == 1:
        return Text("1 chip removed: {reason}", reason=reason) if reason else Text("1 chip removed from play")
    return (Text("{chips:,} chips removed: {reason}", chips=chips, reason=reason) if reason
            else Text("{chips:,} chips removed from play", chips=chips))


def payouts(p: Payload, e: Event, ctx: Context) -> Text:
    overrides = sorted((number(place), whole(amount)) for place, amount in mapping(p["overrides"]).items())
    if not overrides:
        return Text("Payouts back to the table")
    return Text("Payouts set by hand: {places}", places=commas(
        [Text("{place} {amount:,}", place=nth(place), amount=amount) for place, amount in overrides]))


def penalty(p: Payload, e: Event, ctx: Context) -> Text:
    kind, row, reason = text(p["kind"]), text(p["row_id"]), text(p.get("reason", ""))
    said = {"row": row, "name": name(ctx, p["player"]), "reason": reason}
    if kind == "warning":
        return Text("Penalty {row}: {name} warned ({reason})", **said)
    if kind == "missed_hands":
        hands = whole(p["hands"])
        return (Text("Penalty {row}: {name} misses 1 hand ({reason})", **said) if hands == 1
                else Text("Penalty {row}: {name} misses {hands} hands ({reason})", hands=hands, **said))
    if kind == "missed_rounds":
        rounds, hands = whole(p["rounds"]), whole(p["hands"])
        return (Text("Penalty {row}: {name} misses 1 round, {hands} hands ({reason})", hands=hands, **said)
                if rounds == 1 else
                Text("Penalty {row}: {name} misses {rounds} rounds, {hands} hands ({reason})", rounds=rounds,
                     hands=hands, **said))
    if kind == "disqualification":
        return Text("Penalty {row}: {name} disqualified, {chips:,} chips removed from play ({reason})",
                    chips=whole(p["chips"]), **said)
    raise Unreadable(kind)


def penalty_ended(p: Payload, e: Event, ctx: Context) -> Text:
    said = {"name": name(ctx, p["player"]), "penalty": whole(p["penalty"])}
    if p.get("served"):
        return Text("{name}'s penalty (#{penalty}) marked served", **said)
    reason, left = text(p.get("reason", "")), whole(p.get("remaining", 0))
    if left == 1:
        return Text("{name}'s penalty (#{penalty}) ended early, 1 hand unserved ({reason})", reason=reason, **said)
    if left > 1:
        return Text("{name}'s penalty (#{penalty}) ended early, {left} hands unserved ({reason})", left=left,
                    reason=reason, **said)
    return Text("{name}'s penalty (#{penalty}) ended early ({reason})", reason=reason, **said)


ACTIONS = {"none": Text("no action"), "warning": Text("warning"), "put_away": Text("told to put the device away"),
           "behind_rail": Text("spectators moved behind the rail"), "removed": Text("spectator removed from the area"),
           "penalty": Text("penalty (DT-11)")}
"""The action taken at an incident, as :mod:`floor.procedures.incidents` says it."""


def incident(p: Payload, e: Event, ctx: Context) -> Text:
    row = text(p["row_id"])
    found = p.get("found")
    title = ctx.titles.get(row) or (found.replace("_", " ") if isinstance(found, str) else row)
    action = ACTIONS.get(text(p["action"]))
    if action is None:
        raise Unreadable(p)
    who = name(ctx, p["player"]) if p.get("player") is not None else text(p["spectator"])
    if p.get("table") is None:
        return Text("Incident {row} ({title}): {who} — {action}", row=row, title=title, who=who, action=action)
    return Text("Incident {row} at table {table} ({title}): {who} — {action}", row=row, table=whole(p["table"]),
                title=title, who=who, action=action)


SITUATIONS = {"misdeal": Text("a misdeal"), "defective-card": Text("a defective card"),
              "dispute": Text("a dispute"), "player-clock": Text("a clock on a player"),
              "other": Text("something else")}
"""What a table calls the floor for (records.CALL_SITUATIONS), as a sentence says it."""


def called(p: Payload, e: Event, ctx: Context) -> Text:
    situation = SITUATIONS.get(text(p["situation"]))
    if situation is None:
        raise Unreadable(p)
    note = text(p.get("note", ""))
    if note:
        return Text("Table {table} calls the floor: {situation} ({note})", table=whole(p["table"]),
                    situation=situation, note=note)
    return Text("Table {table} calls the floor: {situation}", table=whole(p["table"]), situation=situation)


def answered(p: Payload, e: Event, ctx: Context) -> Text:
    return Text("The floor answers call #{call}: {answer}", call=whole(p["call"]), answer=text(p["answer"]))


def linked(p: Payload, e: Event, ctx: Context) -> Text:
    return Text("{name} linked to member {member_id}", name=name(ctx, p["player"]), member_id=text(p["member_id"]))


def renamed(p: Payload, e: Event, ctx: Context) -> Text:
    """The name before (as the history stood then: the registration's or an earlier rename's) and the name given."""
    player, new, nickname = number(p["player"]), text(p["name"]), text(p.get("nickname", ""))
    given = f"{new} ({nickname})" if nickname else new  # (as a player's label reads)
    before = ctx.before.labels.get(player)
    if before:
        return Text("{before} (#{number}) renamed {name}", before=before, number=player, name=given)
    return Text("Player #{number} renamed {name}", number=player, name=given)


def finished(p: Payload, e: Event, ctx: Context) -> Text:
    reason = text(p.get("reason", ""))
    return (Text("The tournament is over: {reason}", reason=reason) if reason
            else Text("The tournament is over (as imported)"))


def reopened(p: Payload, e: Event, ctx: Context) -> Text:
    return Text("The tournament is reopened: {reason}", reason=text(p["reason"]))


def dealt(p: Payload, e: Event, ctx: Context) -> Text:
    """Who agreed, by which method, what each takes, and what is left to play for."""
    amounts = sorted((number(player), whole(amount)) for player, amount in mapping(p["amounts"]).items())
    agreed = listing([name(ctx, player) for player in items(p["agreed"])])
    paid = commas([Text("{name} {amount:,}", name=name(ctx, player), amount=amount) for player, amount in amounts])
    method, play_for = text(p["method"]), whole(p.get("play_for", 0))
    if method == "icm":
        said = Text("Deal by ICM agreed by {agreed}: {paid}", agreed=agreed, paid=paid)
    elif method == "chip chop":
        said = Text("Deal by chip chop agreed by {agreed}: {paid}", agreed=agreed, paid=paid)
    else:
        said = Text("Deal typed by hand agreed by {agreed}: {paid}", agreed=agreed, paid=paid)
    if play_for:
        return Text("{deal}; {play_for:,} left to play for", deal=said, play_for=play_for)
    return said


def deal_taken_back(p: Payload, e: Event, ctx: Context) -> Text:
    return Text("Deal taken back: the payout sheet pays again")


def standby_dropped(p: Payload, e: Event, ctx: Context) -> Text:
    """The floor's choice to go on without the database server's standby, as `floor standby drop` said it."""
    return standby_dropped_sentence(text(p["standby"]), text(p["server"]), fenced=p["fenced"] is True)


def standby_dropped_sentence(standby: str, server: str, *, fenced: bool) -> Text:
    """The floor went on without the standby: said by `floor standby drop` and kept in each history."""
    if fenced:
        return Text("The floor went on without the standby {standby}: from then on each write is kept on {server} "
                    "only, until a standby is set up again; the standby was stopped and marked so that it is never "
                    "promoted", standby=standby, server=server)
    return Text("The floor went on without the standby {standby}: from then on each write is kept on {server} only, "
                "until a standby is set up again; the standby could not be reached: it must not be promoted (its log "
                "stops before this)", standby=standby, server=server)


def damage_noticed(p: Payload, e: Event, ctx: Context) -> Text:
    """What an opening found wrong with the log, as the desk was told it then (floor/store/logcheck.py)."""
    found, last = text(p["found"]), whole(p["last"])
    if found == MISSING:
        return Text("Floor found the actions after event {last} missing (it had saved {saved}): the file (or the "
                    "journal beside it) was changed outside Floor", last=last, saved=whole(p.get("saved", 0)))
    if found == HOLES:
        return Text("Floor found holes in this log ({present} of events 1 to {last} were there): the file was changed "
                    "outside Floor", present=whole(p.get("present", 0)), last=last)
    if found == CHANGED:
        return Text("Floor found event {event} changed outside Floor (it did not match the one before it)",
                    event=whole(p.get("event", 0)))
    raise Unreadable(p)


SENTENCES: dict[str, Sentence] = {
    ev.REGISTERED: registered, ev.REENTERED: reentered, ev.REBOUGHT: rebought, ev.ADDED_ON: added_on,
    ev.ELIMINATED: eliminated, ev.REINSTATED: reinstated, ev.BOUNTY_DRAWN: envelope, ev.TOKENS_ISSUED: tokens,
    ev.CHIPS_COUNTED: counted,
    ev.CHIPS_REMOVED: removed, ev.PAYOUTS_SET: payouts, ev.PENALTY_GIVEN: penalty,
    ev.PENALTY_ENDED: penalty_ended, ev.INCIDENT_LOGGED: incident, ev.FLOOR_CALLED: called,
    ev.CALL_ANSWERED: answered, ev.MEMBER_LINKED: linked, ev.FINISHED: finished, ev.REOPENED: reopened,
    ev.DEAL_MADE: dealt, ev.DEAL_TAKEN_BACK: deal_taken_back, ev.PLAYER_RENAMED: renamed,
    ev.DAMAGE_NOTICED: damage_noticed, ev.STANDBY_DROPPED: standby_dropped,
}
