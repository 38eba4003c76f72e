"""The states of the big-screen clock, built once on real tournaments: what the clock's tests show, in pytest and
in the process that checks the full screen on its own 1920x1080 screen (tests/ui/test_clock_fits.py)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from floor.core.errors import FloorError, Text
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.bounties import BountyRule
from floor.tournament.chipsets import Chip, ChipSet
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import structure_to_json, template
from floor.ui.clock.board import Board, board, recent_seating_events, seating_board
from floor.ui.clock.display import ClockDisplay
from floor.web.qr import qr_matrix

T0 = 1_800_000_000.0
TOURNAMENTS = ("Sunday Deepstack 100 — Friday Night Championship", "Sunday Deepstack 100", "Monday Turbo",
               "Final Table Freezeout", "Saturday Main Event", "Sunday Deepstack", "Late Night Omaha")
FIRST = ("Aleksandr", "Ekaterina", "Ștefan", "Ioana", "Konstantin", "Maria", "Vladislav", "Anastasia", "Radu",
         "Zoë", "Mihai", "Svetlana", "Dumitru", "Olga", "Gheorghe", "Natalia", "Ion", "Yevgenia")
CHIP_SET = ChipSet((Chip(25, "#f2f2f2", 1000), Chip(100, "#1a1a1a", 1000), Chip(500, "#7b2fbe", 600),
                    Chip(1000, "#f2c200", 600), Chip(5000, "#d81e1e", 300), Chip(25000, "#1e7b3c", 100)))
"""A casino's case: white 25s, black 100s, purple 500s, yellow 1,000s, red 5,000s, green 25,000s."""
LAST = ("Konstantinopolsky", "Dumitrescu-Vasilescu", "Ivanova", "Popescu", "Rzhevskaya", "Munteanu", "Lebedev",
        "Constantinescu", "Smirnov", "Ionescu", "Kuznetsova", "Radu", "Orlov", "Stan")


def names(count: int) -> list[str]:
    """Long first and last names, each pair once (then with an initial between them)."""
    pairs = len(FIRST) * len(LAST)
    return [f"{FIRST[i % len(FIRST)]} {chr(64 + i // pairs) + '. ' if i >= pairs else ''}"
            f"{LAST[(5 * (i % pairs // len(FIRST)) + i) % len(LAST)]}" for i in range(count)]


def _tournament(store: Store, name: str, players: int, *, started: bool = True,
                bounty: BountyRule | None = None, chip_set: ChipSet | None = None) -> int:
    tid = store.create(Settings(name, buy_in=100, fee=10, starting_stack=20_000, payout_unit=5, bounty=bounty,
                                chip_set=chip_set), now=T0,
                       author="Ana", extra={"structure": structure_to_json(template("standard"))})
    store.act_all(tid, [partial(_register, name=n) for n in names(players)])
    if started:
        store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    return tid


def _register(state: TournamentState, name: str) -> object:
    return P.register(state, name, now=T0, author="Ana", level=1)


def _out(state: TournamentState, players: list[int], at: float) -> object:
    return P.eliminate(state, players, now=at, author="Ana")


@dataclass
class Scene:
    """One state of the big screen: what the display is fed, and the lobby QR when the player pages are on."""

    provider: Callable[[], Board]
    lobby: tuple[str, tuple[tuple[bool, ...], ...]] | None = None
    silent: bool = False  # no audio device: the display says so on its foot line


def _plain(store: Store, tid: int, now: float) -> Callable[[], Board]:
    return lambda: board(store.state(tid), now)


def _seated(store: Store, tid: int, now: float) -> Callable[[], Board]:
    def frame() -> Board:
        state = store.state(tid)
        return board(state, now, seating=seating_board(state, now, recent_seating_events(store.history(tid), now)))
    return frame


def _refused() -> Board:
    raise FloorError(Text("there are no tables yet: draw the seats first"))


def _seat(store: Store, tid: int, *, moves: int, broken: bool) -> float:
    """Seats drawn; then (20 minutes in) a table broken and players moved by hand; the time of the last change."""
    rng = random.Random(3)
    store.act(tid, lambda s: seating.draw_seats(s, rng=rng, now=T0, author="Ana"))
    out = sorted(store.state(tid).seats)[1::12]  # a player out at most tables: room for the moves
    store.act(tid, lambda s: P.eliminate(s, out, now=T0 + 600, author="Ana"))
    at = T0 + 20 * 60
    if broken:
        table = max(store.state(tid).tables)
        store.act(tid, lambda s: seating.break_table(s, table, rng=rng, now=at, author="Ana"))
    for step in range(moves):
        state = store.state(tid)
        player = sorted(state.seats)[step * 5]
        table, _ = state.seats[player]
        other = next(t for t in sorted(state.tables) if t != table and state.tables[t].empty())
        free = state.tables[other].empty()[0]
        at += 30
        store.act(tid, lambda s, p=player, o=other, f=free, a=at: seating.move(
            s, p, o, f, now=a, author="Ana", reason="balancing by hand"))
    return at


def build_scenes(folder: Path) -> tuple[Store, dict[str, Scene]]:
    """Every state the issue names, on tournaments of 120 entries (38 left), 300 seated, 12 seated and 3."""
    store = Store(folder / "scenes.db")
    demo = _tournament(store, TOURNAMENTS[0], 120)
    store.act_all(demo, [partial(_out, players=[i], at=T0 + 60 * i) for i in range(1, 83)])
    paused = _tournament(store, TOURNAMENTS[1], 120)
    paused_at = T0 + 2 * 3600 + 7 * 60  # level 6: 200 / 400, big-blind ante 400
    store.act(paused, lambda s: T.clock(s, "pause", now=paused_at, author="Ana"))
    waiting = _tournament(store, TOURNAMENTS[2], 24, started=False)
    final = _tournament(store, TOURNAMENTS[3], 3)
    store.act(final, lambda s: P.eliminate(s, [3], now=T0 + 600, author="Ana"))
    store.act(final, lambda s: P.eliminate(s, [2], now=T0 + 700, author="Ana"))
    big = _tournament(store, TOURNAMENTS[4], 300)
    big_at = _seat(store, big, moves=6, broken=True)
    small = _tournament(store, TOURNAMENTS[5], 12)
    small_at = _seat(store, small, moves=2, broken=False)
    empty = _tournament(store, TOURNAMENTS[6], 30)
    pko = _tournament(store, TOURNAMENTS[0], 120, bounty=BountyRule("progressive", 40, unit=5))
    store.act_all(pko, [partial(lambda s, i: P.eliminate(s, [i], now=T0 + 60 * i, author="Ana", by=[120]), i=i)
                        for i in range(1, 83)])  # one player busts 82: the biggest head and the longest line
    chipped = _tournament(store, TOURNAMENTS[0], 120, chip_set=CHIP_SET)
    running = T0 + 2 * 3600 + 7 * 60
    level_ends = running + store.state(demo).clock.status(running).remaining
    on_break = next(T0 + minute * 60 + 30 for minute in range(130, 400)
                    if store.state(demo).clock.status(T0 + minute * 60 + 30).is_break)
    lobby = "http://192.168.100.200:8765/"
    scenes = {
        "not-started": Scene(_plain(store, waiting, T0 + 60)),
        "running": Scene(_plain(store, demo, running)),
        "paused": Scene(_plain(store, paused, paused_at + 600)),
        "last-minute": Scene(_plain(store, demo, level_ends - 40)),
        "alert": Scene(_plain(store, demo, level_ends - 58)),  # ONE MINUTE LEFT
        "break": Scene(_plain(store, demo, on_break + 30)),
        "color-up": Scene(_plain(store, demo, on_break - 28)),  # the break's first seconds: COLOR-UP NOW
        "lobby": Scene(_plain(store, demo, running), lobby=(lobby, qr_matrix(lobby))),
        "bounties": Scene(_plain(store, pko, running), lobby=(lobby, qr_matrix(lobby))),
        "winner": Scene(_plain(store, final, T0 + 800)),
        "chips": Scene(_plain(store, chipped, running), lobby=(lobby, qr_matrix(lobby))),  # 25s colored up
        "problem": Scene(_plain(store, paused, paused_at + 600), silent=True),
        "refused": Scene(_refused),
        "seating-300": Scene(_seated(store, big, big_at + 60)),
        "seating-few": Scene(_seated(store, small, small_at + 60)),
        "seating-undrawn": Scene(_seated(store, empty, T0 + 60)),
    }
    return store, scenes


def show_alone(scene: Scene) -> ClockDisplay:
    """A scene's display outside pytest (the full-screen check runs on its own 1920x1080 screen)."""
    display = ClockDisplay(scene.provider, poll=False)
    display.set_lobby(scene.lobby)
    return display
