"""Seats, the button, balancing and the chip race from the command line (procedures.md DT-2 to DT-5).

Every step is a `floor` command on a real SQLite file in the test's temporary folder,
as a floor manager types it. The exact checks read ``--json``; a few human lines are checked as printed.
Field set-ups that several tests share are built once per module and copied (SQLite's backup API) into
each test's own folder, so no test sees another's changes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from conftest import copy_database
from conftest import run_floor as floor
from conftest import run_floor_ok as ok

Chart = dict[int, dict[int, int | None]]  # table -> seat -> player id (None: empty)

RANKS = "23456789TJQKA"
SUITS = "cdhs"  # §0.5: ♣ < ♦ < ♥ < ♠


def card_key(card: str) -> tuple[int, int]:
    """§0.5 by hand (not Floor's own key): rank first, ace high, then the suit."""
    return RANKS.index(card[0].upper()), SUITS.index(card[1].lower())


# -- helpers ---------------------------------------------------------------------------------------

def js(db: Path, *args: str) -> Any:
    """A command that must succeed, read as JSON."""
    return json.loads(ok(db, *args, "--json"))


def refused(db: Path, *args: str) -> str:
    """A command that must be refused (exit 2, nothing on standard output): its one-line message."""
    done = floor(db, *args)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert done.stdout == ""
    return done.stderr.strip()


def tables_of(answer: dict[str, Any]) -> Chart:
    """The tables a command's ``--json`` answer shows, as table -> seat -> player."""
    return {t["table"]: {s["seat"]: s["player"] for s in t["seats"]} for t in answer["tables"]}


def chart(db: Path) -> Chart:
    """`floor seat show --json`: the whole seating as it is stored."""
    return tables_of(js(db, "seat", "show"))


def positions(db: Path, table: int) -> dict[str, int] | None:
    shown = js(db, "seat", "show", "--table", str(table))
    assert [t["table"] for t in shown["tables"]] == [table]
    found: dict[str, int] | None = shown["tables"][0]["positions"]
    return found


def seated(seats: Chart) -> list[int]:
    """Every seated player, once per seat they hold (a player twice shows up twice)."""
    return [p for table in seats.values() for p in table.values() if p is not None]


def counts(seats: Chart) -> dict[int, int]:
    return {n: sum(p is not None for p in table.values()) for n, table in seats.items()}


def player_at(seats: Chart, table: int, seat: int) -> int:
    player = seats[table][seat]
    assert player is not None, f"table {table} seat {seat} is empty"
    return player


def where(seats: Chart, player: int) -> tuple[int, int]:
    spots = [(n, s) for n, table in seats.items() for s, p in table.items() if p == player]
    assert len(spots) == 1, f"player {player} sits at {spots}"
    return spots[0]


def history(db: Path) -> list[dict[str, Any]]:
    log: list[dict[str, Any]] = js(db, "history")
    return log


def field(db: Path, players: int, *options: str) -> None:
    """A tournament with players P1..Pn (numbered 1..n), registered from one CSV file."""
    ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000", *options)
    roster = db.with_name("players.csv")
    roster.write_text("".join(f"P{i}\n" for i in range(1, players + 1)), encoding="utf-8")
    ok(db, "player", "import", str(roster))


def copy(source: Path, folder: Path) -> Path:
    """A private copy of a prepared database, as ``floor.db`` in ``folder``."""
    return copy_database(source, folder / "floor.db")


# -- prepared fields ----------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def twenty_drawn(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """20 players, seats drawn by seat cards (mode A): 3 tables of 9 seats, 7 + 7 + 6."""
    db = tmp_path_factory.mktemp("twenty") / "floor.db"
    field(db, 20)
    ok(db, "seat", "draw")
    return db


@pytest.fixture
def twenty(twenty_drawn: Path, tmp_path: Path) -> Path:
    return copy(twenty_drawn, tmp_path)


@pytest.fixture(scope="module")
def eighteen_drawn(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """18 players at 2 full tables of 9, no button yet."""
    db = tmp_path_factory.mktemp("eighteen") / "floor.db"
    field(db, 18)
    ok(db, "seat", "draw")
    return db


@pytest.fixture
def eighteen(eighteen_drawn: Path, tmp_path: Path) -> Path:
    return copy(eighteen_drawn, tmp_path)


def button_on_seat_1(suit: str) -> list[str]:
    """Recorded button-draw cards for a full 9-seat table: the ace at seat 1, 2..9 of ``suit`` elsewhere."""
    return [arg for seat in range(1, 10) for arg in ("--card", f"{seat}={'A' if seat == 1 else seat}{suit}")]


@dataclass(frozen=True)
class MoveDue:
    """Two full tables, the button on seat 1 at both (blinds 2 and 3); table 1 then lost seats 3 and 7."""

    db: Path
    seats: Chart  # before the eliminations
    busts: tuple[str, str]  # what `player bust` printed, in order

    @property
    def mover(self) -> int:
        return player_at(self.seats, 2, 4)  # BB-04: table 2's next big blind (button 1, blinds 2 and 3 this hand)


@pytest.fixture(scope="module")
def move_due_base(tmp_path_factory: pytest.TempPathFactory, eighteen_drawn: Path) -> MoveDue:
    db = copy(eighteen_drawn, tmp_path_factory.mktemp("move-due"))
    ok(db, "button", "draw", "1", *button_on_seat_1("c"))
    ok(db, "button", "draw", "2", *button_on_seat_1("d"))
    seats = chart(db)
    first = ok(db, "player", "bust", str(seats[1][3]))  # this hand's big blind
    second = ok(db, "player", "bust", str(seats[1][7]))
    return MoveDue(db, seats, (first, second))


@pytest.fixture
def move_due(move_due_base: MoveDue, tmp_path: Path) -> MoveDue:
    return MoveDue(copy(move_due_base.db, tmp_path), move_due_base.seats, move_due_base.busts)


@pytest.fixture(scope="module")
def race_table_base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Ann, Bob, Cid and Dan drew the rank cards A, 3, 5 and 7 (mode B): seats 1, 3, 5 and 7 of table 1."""
    db = tmp_path_factory.mktemp("race") / "floor.db"
    ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    roster = db.with_name("players.csv")
    roster.write_text("Ann\nBob\nCid\nDan\n", encoding="utf-8")
    ok(db, "player", "import", str(roster))
    ok(db, "seat", "draw", "--method", "B", "--card", "Ann=A", "--card", "Bob=3", "--card", "Cid=5",
       "--card", "Dan=7")
    return db


@pytest.fixture
def race_table(race_table_base: Path, tmp_path: Path) -> Path:
    return copy(race_table_base, tmp_path)


# -- DT-2: the seat draw --------------------------------------------------------------------------------

def test_se01_opening_draw_seats_everyone_once_at_balanced_tables(twenty: Path) -> None:
    """Mode A: all 20 players seated exactly once at 3 tables that differ by at most one; the chart agrees
    with the draw recorded in the log."""
    seats = chart(twenty)
    assert sorted(seated(seats)) == list(range(1, 21))
    assert sorted(seats) == [1, 2, 3]
    assert all(sorted(table) == list(range(1, 10)) for table in seats.values())
    assert sorted(counts(seats).values()) == [6, 7, 7]
    drawn = [e for e in history(twenty) if e["kind"] == "seats-drawn"]
    assert len(drawn) == 1
    payload = drawn[0]["payload"]
    assert payload["method"] == "A" and payload["rules"] == ["SE-01"] and not payload["redraw"]
    assert {int(n): dict(enumerate(row, 1)) for n, row in payload["tables"].items()} == seats
    assert sorted((a["player"], a["table"], a["seat"]) for a in payload["draw"]["seats"]) == sorted(
        (p, t, s) for t, table in seats.items() for s, p in table.items() if p is not None)


def test_se01_a_second_draw_needs_redraw(twenty: Path) -> None:
    """Drawing again is refused (exit 2, one clear line) and moves nobody; `--redraw` draws every seat anew."""
    before = chart(twenty)
    message = refused(twenty, "seat", "draw")
    assert message.startswith("floor: the seats are drawn already")
    assert chart(twenty) == before
    out = ok(twenty, "seat", "draw", "--redraw")
    assert out.splitlines()[0] == ("Seats drawn (seat cards): 20 players at 3 tables. "
                                   "Draw for the button at each table next.")
    assert [e["payload"]["redraw"] for e in history(twenty) if e["kind"] == "seats-drawn"] == [False, True]
    after = chart(twenty)
    assert sorted(seated(after)) == list(range(1, 21))
    assert sorted(counts(after).values()) == [6, 7, 7]


def test_se01_mode_b_rank_cards_seat_by_rank(tmp_path: Path) -> None:
    """Mode B at one table: the card is the seat, A = seat 1, whatever the suit; a rank recorded for two
    players is refused (one card per seat) and seats nobody."""
    db = tmp_path / "floor.db"
    field(db, 4)
    message = refused(db, "seat", "draw", "--method", "B", "--card", "P1=A", "--card", "P2=2", "--card", "P3=Ad",
                      "--card", "P4=4")
    assert "the A is drawn twice" in message
    assert "No seats drawn yet" in ok(db, "seat", "show")
    drawn = js(db, "seat", "draw", "--method", "B", "--card", "P1=7d", "--card", "P2=Ah", "--card", "P3=2s",
               "--card", "4=9c")
    assert drawn["event"]["payload"]["method"] == "B"
    assert [(a["player"], a["seat"], a["card"]) for a in drawn["event"]["payload"]["draw"]["seats"]] == [
        (2, 1, "A"), (3, 2, "2"), (1, 7, "7"), (4, 9, "9")]
    assert chart(db) == {1: {1: 2, 2: 3, 3: None, 4: None, 5: None, 6: None, 7: 1, 8: None, 9: 4}}


@pytest.mark.parametrize("recorded", [False, True], ids=["floor-deals", "dealer-records"])
def test_sr02_mode_c_highest_card_takes_the_first_seat_card(tmp_path: Path, recorded: bool) -> None:
    """Mode C: every player gets one face-up card, all different; the highest (rank, then suit) takes the
    top seat card, the next the next, and each sits where his seat card says."""
    db = tmp_path / "floor.db"
    field(db, 12)
    cards = {1: "Kd", 2: "2c", 3: "Ks", 4: "Ah", 5: "Tc", 6: "Th", 7: "3d", 8: "As", 9: "Qc", 10: "Jd",
             11: "5s", 12: "9h"}
    args = [a for p, c in cards.items() for a in ("--card", f"P{p}={c}")] if recorded else []
    drawn = js(db, "seat", "draw", "--method", "C", *args)
    draw = drawn["event"]["payload"]["draw"]
    dealt = {a["player"]: a["card"] for a in draw["seats"]}
    assert sorted(dealt) == list(range(1, 13))
    assert len(set(dealt.values())) == 12
    if recorded:
        assert dealt == cards
    highest_first = sorted(dealt, key=lambda p: card_key(dealt[p]), reverse=True)
    stack = [tuple(spot) for spot in draw["seat_cards"]]
    seats = chart(db)
    assert [where(seats, p) for p in highest_first] == stack[:12]
    assert sorted(counts(seats).values()) == [6, 6]


# -- DT-3: the button -------------------------------------------------------------------------------------

def test_bt01_highest_card_takes_the_button(eighteen: Path) -> None:
    """Rank first (K♥ beats Q♠), a tie in rank goes by suit ♠ > ♥ > ♦ > ♣; the blinds are the next seats;
    the same card recorded twice is refused (SR-14)."""
    seats = chart(eighteen)
    twice = refused(eighteen, "button", "draw", "1", "--card", "1=Kd", "--card", "2=Kd",
                    *(a for s in range(3, 10) for a in ("--card", f"{s}={s}c")))
    assert "redeal to those 2 seats only (SR-14)" in twice
    one = js(eighteen, "button", "draw", "1", "--card", "1=Kd", "--card", "2=Kh", "--card", "3=Kc",
             "--card", "4=Qs", *(a for s in range(5, 10) for a in ("--card", f"{s}={s - 3}c")))
    assert one["event"]["payload"]["rules"] == ["BT-01", "SR-03"]
    assert one["event"]["payload"]["draw"]["button"] == 2
    text = ok(eighteen, "button", "draw", "2", "--card", "1=Qs", "--card", "2=Kc", "--card", "3=Kd",
              "--card", "4=Jh", "--card", "5=Ks", "--card", "6=2d", "--card", "7=3d", "--card", "8=Kh",
              "--card", "9=4d")
    assert "seat 5: K♠" in text.splitlines()[0]
    assert "Seat 5 has the button." in text
    shown = {t["table"]: t["positions"] for t in js(eighteen, "seat", "show")["tables"]}
    assert shown == {1: {"button": 2, "small_blind": 3, "big_blind": 4, "big_blind_player": seats[1][4]},
                     2: {"button": 5, "small_blind": 6, "big_blind": 7, "big_blind_player": seats[2][7]}}


def test_bt02_next_hand_puts_the_button_on_last_hands_small_blind(eighteen: Path) -> None:
    """Dead button: the button goes to last hand's small-blind seat, even when that player busted (BT-03),
    and the big blind always advances; the moving button (BT-15) skips the empty seat."""
    seats = chart(eighteen)
    drawn = js(eighteen, "button", "draw", "1", *button_on_seat_1("h"))
    assert drawn["tables"][0]["positions"] == {"button": 1, "small_blind": 2, "big_blind": 3,
                                               "big_blind_player": seats[1][3]}
    step = js(eighteen, "table", "next-hand", "1")
    assert step["event"]["payload"]["rules"] == ["BT-02"]
    assert step["tables"][0]["positions"] == {"button": 2, "small_blind": 3, "big_blind": 4,
                                              "big_blind_player": seats[1][4]}
    ok(eighteen, "player", "bust", str(seats[1][3]))  # this hand's small blind busts
    text = ok(eighteen, "table", "next-hand", "1")
    assert text.splitlines()[0] == "Table 1, next hand: button seat 3, small blind seat 4, big blind seat 5"
    assert positions(eighteen, 1) == {"button": 3, "small_blind": 4, "big_blind": 5,
                                      "big_blind_player": seats[1][5]}
    moving = js(eighteen, "table", "next-hand", "1", "--moving")
    assert moving["event"]["payload"]["rules"] == ["BT-15"]
    assert moving["tables"][0]["positions"] == {"button": 4, "small_blind": 5, "big_blind": 6,
                                                "big_blind_player": seats[1][6]}


def test_bt07_setting_the_button_by_hand_needs_a_reason(race_table: Path) -> None:
    """`button set` with a blank reason is refused; with one, the button and blinds are where the floor put
    them and the reason is logged."""
    assert "needs a reason" in refused(race_table, "button", "set", "1", "5", "--reason", " ")
    done = js(race_table, "button", "set", "1", "5", "--reason", "wrong button found before the first bet")
    assert done["event"]["payload"]["rules"] == ["BT-07"]
    assert done["event"]["payload"]["reason"] == "wrong button found before the first bet"
    assert positions(race_table, 1) == {"button": 5, "small_blind": 7, "big_blind": 1, "big_blind_player": 1}
    assert [e["kind"] for e in history(race_table)].count("button-set") == 1  # the refusal logged nothing


# -- DT-4: balancing, breaking, the final table ----------------------------------------------------------

def test_bb04_bb05_bust_until_a_move_is_proposed(move_due: MoveDue) -> None:
    """9 against 8 is within one; 9 against 7 is not: `player bust` says so. The proposal moves table 2's
    next big blind (BB-04) to the empty seat of table 1 that posts the big blind soonest, never the seat
    that is next hand's small blind (BB-05): seat 7, not seat 3."""
    first, second = move_due.busts
    assert first.splitlines()[-1] == "Balancing: nothing to do."
    assert second.splitlines()[-1].startswith("Balancing (BB-01, BB-03, BB-04, BB-05): Table 2 has 9 players, "
                                              "table 1 has 7")
    found = js(move_due.db, "table", "balance")
    proposal = found["proposal"]
    assert proposal["kind"] == "move"
    assert {"BB-04", "BB-05"} <= set(proposal["rules"])
    assert proposal["player"] == move_due.mover
    assert proposal["from"] == {"table": 2, "seat": 4}
    assert proposal["to"] == {"table": 1, "seat": 7}
    assert "the big blind in 4 hands" in proposal["reason"]
    assert found["halted"] == []
    assert chart(move_due.db)[2][4] == move_due.mover  # a proposal moves nobody


def test_bb01_confirming_the_proposal_balances_the_tables(move_due: MoveDue) -> None:
    """`table balance --confirm` makes the proposed move, logged as confirmed; then the tables are within
    the tolerance (1 with four tables or fewer) and nothing more is proposed."""
    done = js(move_due.db, "table", "balance", "--confirm")
    event = done["event"]
    assert event["kind"] == "player-moved"
    assert event["payload"]["decision"] == "confirmed"
    assert event["payload"]["from"] == [2, 4] and event["payload"]["to"] == [1, 7]
    seats = chart(move_due.db)
    assert where(seats, move_due.mover) == (1, 7)
    assert seats[2][4] is None
    assert max(counts(seats).values()) - min(counts(seats).values()) <= 1
    assert js(move_due.db, "table", "balance")["proposal"] is None
    assert ok(move_due.db, "table", "balance").strip() == "Balancing: nothing to do."


def test_overriding_the_proposal_needs_a_reason(move_due: MoveDue) -> None:
    """Another player (or seat) than proposed: refused without --reason, moving nobody; with one, the move is
    logged as overridden with the reason and the proposal it overrode."""
    other = player_at(move_due.seats, 2, 5)
    message = refused(move_due.db, "seat", "move", str(other), "1", "3")
    assert message == "floor: overriding the proposal needs a reason (it goes in the log)"
    assert where(chart(move_due.db), other) == (2, 5)
    refused(move_due.db, "seat", "move", str(move_due.mover), "1", "3")  # the right player, another seat
    out = ok(move_due.db, "seat", "move", str(other), "1", "3", "--reason", "asked to sit away from the rail")
    assert out.splitlines()[0] == f"P{other}: table 2 seat 5 → table 1 seat 3 (overridden)"
    last = history(move_due.db)[-1]
    assert last["kind"] == "player-moved"
    assert last["payload"]["decision"] == "overridden"
    assert last["payload"]["reason"] == "asked to sit away from the rail"
    assert last["payload"]["proposal"]["player"] == move_due.mover
    assert where(chart(move_due.db), other) == (1, 3)


def test_undo_of_a_move_puts_the_player_back(move_due: MoveDue) -> None:
    """The proposed move typed by hand needs no reason (confirmed); `floor undo` takes it back, and the
    same move is proposed again."""
    out = ok(move_due.db, "seat", "move", str(move_due.mover), "1", "7")
    assert "(confirmed)" in out.splitlines()[0]
    assert where(chart(move_due.db), move_due.mover) == (1, 7)
    assert ok(move_due.db, "undo").strip().endswith("player-moved")
    seats = chart(move_due.db)
    assert where(seats, move_due.mover) == (2, 4)
    assert seats[1][7] is None
    assert counts(seats) == {1: 7, 2: 9}
    again = js(move_due.db, "table", "balance")["proposal"]
    assert (again["player"], again["to"]) == (move_due.mover, {"table": 1, "seat": 7})


def test_bb09_bb10_a_broken_tables_players_land_at_the_other_tables(twenty: Path) -> None:
    """20 players at 3 tables; two out and 18 fit two tables of 9: the break is proposed (the highest table
    number first), and breaking it seats each of its players once at the tables that stay."""
    before = chart(twenty)
    ok(twenty, "player", "bust", "P1")
    out = ok(twenty, "player", "bust", "P2")
    assert out.splitlines()[-1].startswith("Balancing (BB-09, BB-10): 18 players fit in 2 tables of 9")
    proposal = js(twenty, "table", "balance")["proposal"]
    assert (proposal["kind"], proposal["tables"], proposal["rules"]) == ("break", [3], ["BB-09", "BB-10"])
    moving = sorted(p for p in before[3].values() if p not in (None, 1, 2))
    text = ok(twenty, "table", "break", "3")
    assert text.splitlines()[0] == "Table 3 broken; its players' new seats (BB-10):"
    assert len([line for line in text.splitlines() if " → table " in line]) == len(moving)
    after = chart(twenty)
    assert sorted(after) == [1, 2]
    assert sorted(seated(after)) == list(range(3, 21))
    assert all(where(after, p)[0] in (1, 2) for p in moving)
    stayed = [p for t in (1, 2) for p in before[t].values() if p not in (None, 1, 2)]
    assert all(where(after, p) == where(before, p) for p in stayed)
    assert counts(after) == {1: 9, 2: 9}
    assert text.splitlines()[-1] == "Balancing: nothing to do."


def test_bb12_bb13_the_final_table_forms_when_the_players_fit_one_table(twenty: Path) -> None:
    """11 out, 9 left at 3 tables: the final table is proposed; `table final` seats all nine at table 1
    (a full redraw, no button) and the button is then drawn there."""
    refused_early = refused(twenty, "table", "final")
    assert "20 players are left" in refused_early
    out = ok(twenty, "player", "bust", *(f"P{i}" for i in range(1, 12)))
    assert out.splitlines()[-1].startswith("Balancing (BB-12, BB-13): 9 players left fit one final table of 9")
    done = js(twenty, "table", "final")
    assert done["event"]["kind"] == "seats-drawn"
    assert done["event"]["payload"]["rules"] == ["BB-12", "BB-13"]
    seats = tables_of(done)
    assert list(seats) == [1]
    assert sorted(seated(seats)) == list(range(12, 21))
    assert done["tables"][0]["positions"] is None
    drawn = js(twenty, "button", "draw", "1")
    button = drawn["event"]["payload"]["draw"]
    assert len(button["cards"]) == 9
    assert button["button"] == max(button["cards"], key=lambda c: card_key(c["card"]))["seat"]
    assert drawn["tables"][0]["positions"]["button"] == button["button"]
    assert chart(twenty) == seats
    assert js(twenty, "table", "balance")["proposal"] is None


def test_bb13_arrivals_only_keep_the_staying_tables_seats_and_button(twenty: Path) -> None:
    """`table final --arrivals-only`: the table with the most players stays, its players keep their seats
    and the button goes on; only the arrivals draw its empty seats (BB-10)."""
    before = chart(twenty)
    stay = [p for p in before[1].values() if p is not None][:5]
    arrive = [p for t in (2, 3) for p in [q for q in before[t].values() if q is not None][:2]]
    button = js(twenty, "button", "draw", "1")["tables"][0]["positions"]
    out_now = [p for p in seated(before) if p not in stay + arrive]
    ok(twenty, "player", "bust", *map(str, out_now))
    done = js(twenty, "table", "final", "--arrivals-only")
    assert done["event"]["kind"] == "table-broken" and done["event"]["payload"]["final"] is True
    seats = tables_of(done)
    assert list(seats) == [1]
    assert all(where(seats, p) == where(before, p) for p in stay)
    assert all(before[1][where(seats, p)[1]] in (None, *out_now) for p in arrive)
    assert sorted(seated(seats)) == sorted(stay + arrive)
    after = positions(twenty, 1)  # as stored
    assert after is not None and (after["button"], after["small_blind"]) == (button["button"], button["small_blind"])


def test_bb12_an_eight_handed_event_finishes_at_a_nine_handed_final_table(tmp_path: Path) -> None:
    """TDA RP-9: in an 8-handed event the final table is 9-handed. Floor proposes it when 9 are left at two
    8-seat tables, and confirming the proposal seats the nine at one table of 9 seats."""
    db = tmp_path / "floor.db"
    field(db, 12, "--seats", "8")
    ok(db, "seat", "draw")
    ok(db, "player", "bust", "P1", "P2", "P3")
    proposal = js(db, "table", "balance")["proposal"]
    assert (proposal["kind"], proposal["final_size"]) == ("final-table", 9)
    seats = tables_of(js(db, "table", "balance", "--confirm"))
    assert len(seats) == 1
    assert [len(table) for table in seats.values()] == [9]
    assert sorted(seated(seats)) == list(range(4, 13))


def test_bb14_hand_for_hand_on_and_off(race_table: Path) -> None:
    """Announced once (a second announcement is refused), then ended; both are logged."""
    on = js(race_table, "table", "hand-for-hand", "on")
    assert on["payload"] == {"rules": ["BB-14"], "on": True}
    assert "already" in refused(race_table, "table", "hand-for-hand", "on")
    assert ok(race_table, "table", "hand-for-hand", "off").strip() == "Hand-for-hand is over"
    assert [e["payload"]["on"] for e in history(race_table) if e["kind"] == "hand-for-hand"] == [True, False]


# -- SE-04: late registrants and re-entries ------------------------------------------------------------

def test_se04_late_registrant_draws_a_seat(twenty: Path) -> None:
    """After the draw, `player add` seats the newcomer at once, from the same balanced pool as everyone:
    an open seat of the table with the fewest players."""
    before = chart(twenty)
    short = min(before, key=lambda n: counts(before)[n])
    assert sorted(counts(before).values()) == [6, 7, 7]
    out = ok(twenty, "player", "add", "Newcomer")
    assert out.startswith("Registered player 21: Newcomer — table ")
    seats = chart(twenty)
    table, seat = where(seats, 21)
    assert out.strip().endswith(f"table {table}, seat {seat}")
    assert table == short and before[table][seat] is None
    assert sorted(counts(seats).values()) == [7, 7, 7]
    late = js(twenty, "player", "add", "Latecomer")
    assert (late["table"], late["seat"]) == where(chart(twenty), 22)


def test_se04_seat_late_seats_a_reentry(tmp_path: Path) -> None:
    """A re-entered player has no seat until `seat late` draws one; the chart names him until then."""
    db = tmp_path / "floor.db"
    field(db, 4, "--reentry", "100:10000")
    ok(db, "seat", "draw")
    ok(db, "player", "bust", "P4")
    ok(db, "player", "reenter", "P4")
    assert "Without a seat: P4 (floor seat late)" in ok(db, "seat", "show")
    done = js(db, "seat", "late")
    assert len(done["seated"]) == 1
    spot = done["seated"][0]
    assert spot["player"] == 4 and spot["table"] == 1
    shown = ok(db, "seat", "show")
    assert "Without a seat" not in shown
    assert f"  {spot['seat']:>2}  P4" in shown.splitlines()
    assert ok(db, "seat", "late").strip() == "Everyone in the tournament has a seat."


# -- DT-5: the chip race ---------------------------------------------------------------------------------

WORKED_EXAMPLE = ("1=3", "3=1", "5=2", "7=3")  # leftover 25s: seat 1 three, seat 3 one, seat 5 two, seat 7 three
RACE = ("--colored-up", "25", "--new-chip", "100")


def race_cards(seat_3: str) -> list[str]:
    return ["--card", "1=Kd 4c 2h", "--card", f"3={seat_3}", "--card", "5=Ac 3d", "--card", "7=Qh 9c 5s"]


def awards(event: dict[str, Any]) -> list[tuple[int, str, str]]:
    return [(a["seat"], a["card"], a["rule"]) for a in event["payload"]["race"]["awards"]]


def test_cr05_worked_example(race_table: Path) -> None:
    """procedures.md DT-5: 225 in 25s, half up buys 2 chips of 100; A♣ (seat 5) then K♠ (seat 3) win one each,
    seats 1 and 7 lose their leftovers, 25 leaves play and the expected total drops by it."""
    expected = js(race_table, "chips", "show")["expected"]
    assert expected == 40_000
    out = ok(race_table, "chips", "race", "1", *WORKED_EXAMPLE, *race_cards("Ks"), "--whole-stack", "3", *RACE)
    lines = [line.strip() for line in out.splitlines()]
    assert lines[0] == "Chip race at table 1: 25 colored up to 100; 2 chip(s) raced (CR-03)"
    assert lines[-3:-1] == ["Seat 5 wins a chip with A♣ (CR-05)", "Seat 3 wins a chip with K♠ (CR-05)"]
    assert lines[-1].startswith("Removed from play: 25.")
    event = history(race_table)[-1]
    assert event["kind"] == "chip-race"
    race = event["payload"]["race"]
    assert (race["value_raced"], race["new_chips_raced"]) == (225, 2)
    assert awards(event) == [(5, "Ac", "CR-05"), (3, "Ks", "CR-05")]
    assert event["payload"]["removed_from_play"] == 25
    assert [p["change"] for p in race["players"]] == [-75, 75, 50, -75]
    assert js(race_table, "chips", "show")["expected"] == expected - 25


@pytest.mark.parametrize(("protection", "expected_awards", "removed"), [
    ("tda_min_chip_after", [(5, "Ac", "CR-05"), (1, "Kd", "CR-05"), (3, "2s", "CR-06")], -75),
    ("rrop_first_from_pool", [(3, "2s", "CR-06"), (5, "Ac", "CR-05")], 25),
])
def test_cr06_a_whole_stack_that_loses_the_race_stays_in(race_table: Path, protection: str,
                                                         expected_awards: list[tuple[int, str, str]],
                                                         removed: int) -> None:
    """The worked example with seat 3 losing (his one 25 counted as his whole stack): TDA gives him a 100
    after seats 5 and 1 win theirs; RRoP gives him the first 100 and only seat 5 wins one. The counted stacks
    change by the race and still add up to the expected total."""
    ok(race_table, "chips", "set", "Ann=10075", "Bob=25", "Cid=10050", "Dan=19850")
    event = js(race_table, "chips", "race", "1", *WORKED_EXAMPLE, *race_cards("2s"), "--protection", protection,
               *RACE)
    assert awards(event) == expected_awards
    assert event["payload"]["removed_from_play"] == removed
    shown = js(race_table, "chips", "show")
    assert shown["expected"] == 40_000 - removed
    assert shown["complete"] and shown["difference"] == 0
    assert {p["name"]: p["chips"] for p in shown["players"]}["Bob"] == 100


# -- a card recorded twice for one player or seat ---------------------------------------------------

@pytest.mark.parametrize("command", [
    ("seat", "draw", "--redraw", "--method", "B", "--card", "Ann=A", "--card", "Bob=3", "--card", "Cid=5",
     "--card", "Dan=7", "--card", "Ann=9"),
    ("button", "draw", "1", "--card", "1=As", "--card", "1=2d", "--card", "3=Kc", "--card", "5=Qc",
     "--card", "7=Jc"),
    ("chips", "race", "1", *WORKED_EXAMPLE, *race_cards("Ks"), "--card", "3=2s", "--whole-stack", "3", *RACE),
], ids=["seat-draw-B", "button-draw", "chips-race"])
def test_two_cards_recorded_for_one_player_or_seat_are_refused(race_table: Path, command: tuple[str, ...]) -> None:
    """One card each: a physical draw that records a second card for the same player or seat is a mistake
    to correct at the table (the rules layer refuses it), not a silent choice of the last one."""
    events = len(history(race_table))
    message = refused(race_table, *command)
    assert "is given two cards" in message and "one card each" in message
    assert len(history(race_table)) == events
