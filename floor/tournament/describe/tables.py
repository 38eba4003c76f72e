"""The sentences about the tables: seat draws, moves, broken tables, buttons, hands, chip races and rulings."""

from __future__ import annotations

from floor.core.errors import Text, listing
from floor.tournament import events as ev
from floor.tournament.describe.read import (
    Context,
    Payload,
    Sentence,
    Unreadable,
    items,
    mapping,
    name,
    number,
    rules,
    spot,
    text,
    whole,
)
from floor.tournament.events import Event

GAMES = {
    "holdem": Text("Hold'em"), "shortdeck": Text("Short Deck"), "omaha": Text("Omaha"),
    "omaha5": Text("5-Card Omaha"), "omaha-hilo": Text("Omaha Hi-Lo"), "stud": Text("Seven Card Stud"),
    "stud-hilo": Text("Stud Hi-Lo"), "razz": Text("Razz"), "stud5": Text("Five Card Stud"),
    "draw5": Text("Five Card Draw"), "draw27": Text("2-7 Draw"),
}


def _draw_method(p: Payload) -> Text:
    method = text(p["method"])
    physical = bool(mapping(p.get("draw", {})).get("physical", False))
    if method == "A":
        return Text("Floor's seat cards")
    if method == "B":
        return Text("rank cards drawn at the table")
    if method == "C":
        return (Text("the two-step high-card draw at the table") if physical
                else Text("the two-step high-card draw, dealt by Floor"))
    raise Unreadable(method)


def seats_drawn(p: Payload, e: Event, ctx: Context) -> Text:
    tables = {number(n): items(seats) for n, seats in mapping(p["tables"]).items()}
    if not tables:
        raise Unreadable(p)
    players = sum(1 for seats in tables.values() for s in seats if s is not None)
    if p.get("method") == "final":
        return Text("Final table drawn: {players} players at table {table} ({rules})", players=players,
                    table=min(tables), rules=rules(p.get("rules", [])))
    method, redraw = _draw_method(p), bool(p.get("redraw"))
    if len(tables) == 1:
        table = next(iter(tables))
        return (Text("Seats redrawn: {players} players at table {table} ({method})", players=players, table=table,
                     method=method) if redraw
                else Text("Seats drawn: {players} players at table {table} ({method})", players=players, table=table,
                          method=method))
    return (Text("Seats redrawn: {players} players at {tables} tables ({method})", players=players,
                 tables=len(tables), method=method) if redraw
            else Text("Seats drawn: {players} players at {tables} tables ({method})", players=players,
                      tables=len(tables), method=method))


def seated(p: Payload, e: Event, ctx: Context) -> Text:
    return Text("{name} seated at table {table}, seat {seat}", name=name(ctx, p["player"]),
                table=whole(p["table"]), seat=whole(p["seat"]))


def _why_moved(p: Payload) -> Text:
    decision, reason, ids = text(p["decision"]), text(p.get("reason", "")), rules(p.get("rules", []))
    if decision in ("confirmed", "completed"):
        return Text("balancing, {rules}", rules=ids) if ids else Text("balancing")
    if decision == "overridden":
        return Text("balancing overridden: {reason}", reason=reason)
    if decision == "by hand":
        return Text("by hand: {reason}", reason=reason)
    raise Unreadable(decision)


def moved(p: Payload, e: Event, ctx: Context) -> Text:
    (from_table, from_seat), (to_table, to_seat) = spot(p["from"]), spot(p["to"])
    who, why = name(ctx, p["player"]), _why_moved(p)
    if from_table == to_table:
        return Text("{name} moved from seat {from_seat} to seat {to_seat} at table {table} ({why})", name=who,
                    from_seat=from_seat, to_seat=to_seat, table=to_table, why=why)
    return Text("{name} moved from table {from_table} seat {from_seat} to table {to_table} seat {to_seat} ({why})",
                name=who, from_table=from_table, from_seat=from_seat, to_table=to_table, to_seat=to_seat, why=why)


def broken(p: Payload, e: Event, ctx: Context) -> Text:
    count = len(items(p["moves"]))
    tables = [whole(t) for t in items(p.get("tables", [p["table"]]))]
    ids = rules(p.get("rules", []))
    if not tables:
        raise Unreadable(p)
    if p.get("final"):
        if len(tables) == 1:
            return Text("Final table: table {table} broken, {count} players moved ({rules})", table=tables[0],
                        count=count, rules=ids)
        return Text("Final table: tables {tables} broken, {count} players moved ({rules})", tables=listing(tables),
                    count=count, rules=ids)
    if count == 1:
        return Text("Table {table} broken: 1 player moved ({rules})", table=tables[0], rules=ids)
    return Text("Table {table} broken: {count} players moved ({rules})", table=tables[0], count=count, rules=ids)


def button(p: Payload, e: Event, ctx: Context) -> Text:
    table, seat = whole(p["table"]), whole(mapping(p["positions"])["button"])
    ids = [text(r) for r in items(p.get("rules", []))]
    if "BT-07" in ids:
        return Text("Button put on seat {seat} at table {table} by hand (BT-07: {reason})", seat=seat, table=table,
                    reason=text(p.get("reason", "")))
    if mapping(p.get("draw", {})).get("physical"):
        return Text("Button on seat {seat} at table {table} (drawn at the table, {rules})", seat=seat, table=table,
                    rules=", ".join(ids))
    return Text("Button on seat {seat} at table {table} (Floor's draw, {rules})", seat=seat, table=table,
                rules=", ".join(ids))


def next_hand(p: Payload, e: Event, ctx: Context) -> Text:
    return Text("Next hand at table {table}: button on seat {seat} ({rules})", table=whole(p["table"]),
                seat=whole(mapping(p["positions"])["button"]), rules=rules(p.get("rules", [])))


def hand_for_hand(p: Payload, e: Event, ctx: Context) -> Text:
    if not isinstance(p["on"], bool):
        raise Unreadable(p)
    return Text("Hand-for-hand on (BB-14)") if p["on"] else Text("Hand-for-hand off")


def hand(p: Payload, e: Event, ctx: Context) -> Text:
    """Who won what, seat by seat (the seat's player as recorded by the dealer)."""
    table, number_, game = whole(p["table"]), whole(p["hand"]), text(p["game"])
    players = mapping(p.get("players", {}))
    won = []
    for seat, chips in sorted((number(s), whole(c)) for s, c in mapping(mapping(p["result"])["payouts"]).items()):
        player = players.get(str(seat))
        won.append(Text("seat {seat} {name} won {chips:,}", seat=seat, name=name(ctx, player), chips=chips)
                   if player is not None else Text("seat {seat} won {chips:,}", seat=seat, chips=chips))
    said = {"hand": number_, "table": table, "game": GAMES.get(game) or game}
    if not won:
        return Text("Hand {hand} at table {table} ({game}) recorded", **said)
    return Text("Hand {hand} at table {table} ({game}): {won}", won=listing(won), **said)


def voided(p: Payload, e: Event, ctx: Context) -> Text:
    back = [chips for chips in (whole(c) for c in mapping(p["refunds"]).values()) if chips]
    said = {"hand": whole(p["hand"]), "table": whole(p["table"]), "ruling": text(p["ruling"])}
    if not back:
        return Text("Hand {hand} at table {table} voided ({ruling}): nothing had been put in", **said)
    if len(back) == 1:
        return Text("Hand {hand} at table {table} voided ({ruling}): 1 seat got back {chips:,}", chips=back[0],
                    **said)
    return Text("Hand {hand} at table {table} voided ({ruling}): {count} seats got back {chips:,} in all",
                count=len(back), chips=sum(back), **said)


def corrected(p: Payload, e: Event, ctx: Context) -> Text:
    """The hand corrected after Confirm, why, and what it moved: each player's chips by the correction."""
    said = {"hand": whole(p["hand"]), "table": whole(p["table"]), "reason": text(p["reason"])}
    moved = [Text("{name} {change:+,}", name=name(ctx, player), change=whole(change))
             for player, change in sorted(mapping(p["changes"]).items(), key=lambda kv: number(kv[0]))]
    return Text("Hand {hand} at table {table} corrected ({reason}): {moved}", moved=listing(moved), **said)


def chip_race(p: Payload, e: Event, ctx: Context) -> Text:
    chips = listing([whole(d) for d in items(mapping(p["race"])["removed"])])
    table, gone = whole(p["table"]), whole(p["removed_from_play"])
    if gone < 0:  # the race chips are worth more than the chips colored up
        return Text("Chip race at table {table}, color-up of the {chips} chips: {added:,} more in play", table=table,
                    chips=chips, added=-gone)
    if gone == 0:
        return Text("Chip race at table {table}, color-up of the {chips} chips: none removed from play", table=table,
                    chips=chips)
    return Text("Chip race at table {table}, color-up of the {chips} chips: {removed:,} removed from play", table=table,
                chips=chips, removed=gone)


def _at_table(p: Payload) -> Text | None:
    table, number_ = p.get("table"), p.get("hand")
    if table is None:
        return None
    if number_ is None:
        return Text("at table {table}", table=whole(table))
    return Text("at table {table}, hand {hand}", table=whole(table), hand=whole(number_))


def ruling(p: Payload, e: Event, ctx: Context) -> Text:
    """The row and its title (the rulebook's, in the reader's language when given), where, and an override's
    reason."""
    row = text(p["row_id"])
    title = ctx.titles.get(row) or text(p.get("title") or row)
    where = _at_table(p)
    if p.get("decision") == "overridden":
        reason = text(p.get("override_reason") or "")
        return (Text("Ruling {row} {where} overridden ({reason}): {title}", row=row, where=where, reason=reason,
                     title=title) if where
                else Text("Ruling {row} overridden ({reason}): {title}", row=row, reason=reason, title=title))
    return (Text("Ruling {row} {where}: {title}", row=row, where=where, title=title) if where
            else Text("Ruling {row}: {title}", row=row, title=title))


SENTENCES: dict[str, Sentence] = {
    ev.SEATS_DRAWN: seats_drawn, ev.PLAYER_SEATED: seated, ev.PLAYER_MOVED: moved, ev.TABLE_BROKEN: broken,
    ev.BUTTON_SET: button, ev.NEXT_HAND: next_hand, ev.HAND_FOR_HAND: hand_for_hand, ev.HAND_RECORDED: hand,
    ev.HAND_VOIDED: voided, ev.HAND_CORRECTED: corrected, ev.CHIP_RACE: chip_race, ev.RULING: ruling,
}
