"""The stations' side of the room service: pairing, each device's push stream, and every write a device makes.

A request names its device by the token in its ``Authorization`` header (``Bearer …``), never a cookie; the device
is looked up in what the service read of the database at its last check, so a device revoked at the desk can do
nothing from the next check on, and its open stream is cut. Every write is checked against the device's role
(:func:`floor.usecases.pairing.may`: a table-7 tablet cannot record a hand at table 3, a display writes nothing),
then runs on the store's thread as one use case, stamped with the device's person and the device
(:meth:`Device.author`). A refusal is one line in the device's language, with an HTTP status that says its kind
(400 bad request, 401 not paired, 403 not allowed, 409 made against an older state, 422 refused by the rules,
429 too many pairing attempts), and changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from aiohttp import web

from floor.core.errors import FloorError, RequestError, Text
from floor.i18n import speech
from floor.i18n.catalog import translate
from floor.i18n.numbers import grouped
from floor.room import views
from floor.room.answers import json_answer, stream
from floor.room.link import COMMAND_ID
from floor.room.members import member_json, result_json
from floor.store.desk import StoreDesk
from floor.store.devices import DeviceBook
from floor.store.members import Members
from floor.store.tournaments import Store
from floor.tournament import snapshots
from floor.tournament.events import Event
from floor.tournament.records import TokensIssued
from floor.usecases import calls, devices, intents, members, pairing, rulings, seating, sight, tablet
from floor.usecases.pairing import Device

if TYPE_CHECKING:
    from floor.room.service import Room

PAIRING_PER_ADDRESS = 10  # wrong codes a minute from one address, before that address waits
PAIRING_IN_ALL = 60  # wrong codes a minute from everywhere, past which every address that sent one waits
SEEN_SECONDS = 10.0  # how often the devices' last-seen times are written
MAX_REASON = 200  # a penalty's reason as typed on a phone
MEMBERS = pairing.MEMBERS  # the club's members: only a desk's role may read or change them (not a dealer's)
MAX_MEMBER_FIELD = 200  # a member's id, name or nickname as a request sends it (Floor keeps 40 and 80 characters)
MAX_COMMAND_ID = 100
RESULTS_PER_DEVICE = 2  # a tablet's live results in flight at once (it shows only the newest; more is a flood)
PAGES = {pairing.DEALER: "/dealer", pairing.FLOOR: "/floor", pairing.DISPLAY: "/tv", pairing.DESK: "/floor"}
_T = TypeVar("_T")


class SeenStates:
    """``GET /api/state``'s answers, encoded once per change and role (a dealer's per table) on the store's thread:
    the clocks and the floor's windows on other computers ask after every change, and a field of 30,000 is
    megabytes of JSON each time. Made again when the tournament moves on; ``made`` counts them (tests)."""

    def __init__(self) -> None:
        self.seq = -1
        self.answers: dict[tuple[str, int | None], bytes] = {}
        self.made = 0

    def of(self, desk: StoreDesk, role: str, table: int | None) -> bytes:
        state = desk.state()
        if state.seq != self.seq:
            self.seq, self.answers = state.seq, {}
        key = (role, table if role == pairing.DEALER else None)
        answer = self.answers.get(key)
        if answer is None:
            self.made += 1
            answer = self.answers[key] = json.dumps(
                {"tournament": desk.tournament_id, "state": snapshots.to_dict(sight.seen_by(state, role, table))},
                ensure_ascii=False).encode()
        return answer


@dataclass
class Throttle:
    """Pairing attempts that failed in the last minute, by address. Wrong codes lock out the address that sent
    them: ten from one address, or any from an address once sixty came from everywhere (a six-digit code cannot be
    guessed in its ten minutes). An address that sent none is never kept waiting, so a tablet paired at the desk
    still pairs while a phone next to it guesses. An attempt counts as failed from when it begins until it succeeds
    (many sent at once are counted before any is answered)."""

    per_address: int = PAIRING_PER_ADDRESS
    in_all: int = PAIRING_IN_ALL
    window: float = 60.0
    tried: deque[tuple[float, str]] = field(default_factory=deque)

    def allow(self, address: str, now: float) -> bool:
        """Whether ``address`` may try a code now; if so the attempt is counted until :meth:`paired` says it
        succeeded."""
        while self.tried and self.tried[0][0] < now - self.window:
            self.tried.popleft()
        mine = sum(1 for _, a in self.tried if a == address)
        if mine >= self.per_address or (mine and len(self.tried) >= self.in_all):
            return False
        self.tried.append((now, address))
        return True

    def paired(self, address: str, now: float) -> None:
        """The attempt ``address`` began at ``now`` paired a device: it was no guess."""
        with contextlib.suppress(ValueError):
            self.tried.remove((now, address))


def _json(data: object, status: int = 200) -> web.Response:
    return json_answer(json.dumps(data, ensure_ascii=False).encode(), status)


def refused(room: Room, request: web.Request, message: str, status: int, code: str = "") -> web.Response:
    """A refusal in the device's language: one line, and its code for a script."""
    return _json({"refusal": speech.spoken(message, room.speaking(request)), "code": code}, status)


def token_of(request: web.Request) -> str:
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" else ""


def device_of(room: Room, request: web.Request) -> Device | None:
    """The device the request's token names (revoked or not), noting that it was seen."""
    token = token_of(request)
    device = room.devices.get(pairing.digest(token)) if token else None
    if device is not None and device.active:
        peer = request.transport.get_extra_info("peername") if request.transport is not None else None
        room.seen[device.id] = (time.time(), str(peer[0]) if peer else "")
    return device


def _status(err: FloorError) -> int:
    if isinstance(err, RequestError):
        return 400
    return 409 if err.code in ("stale-entry", "stale-proposal") else 422


async def _body(request: web.Request) -> Any:
    """The request's JSON (a POST with ``Content-Type: application/json``: a page of another site cannot send one
    without the browser asking first, and the service never says yes)."""
    if request.content_type != "application/json":
        raise RequestError(Text("a station sends JSON (Content-Type: application/json)"), code="bad-request")
    try:
        return json.loads(await request.read())
    except (ValueError, UnicodeDecodeError):
        raise RequestError(Text("the request is not JSON"), code="bad-request") from None


class Busy(FloorError):
    """The store's thread did not get to a write in time: it was taken off the queue, so nothing was done."""

    code = "busy"


async def _on_store(room: Room, work: Callable[[StoreDesk], _T], author: str) -> _T:
    """``work`` on the store's thread. A write that has not begun within the room's queue limit is taken off the
    queue and refused as busy (nothing of it was done); one that has begun is waited for and answered, never left to
    write after its client was told to try again."""
    future = room.follower.submit(work, author)
    waiting = asyncio.wrap_future(future, loop=asyncio.get_running_loop())
    try:
        return await asyncio.wait_for(asyncio.shield(waiting), room.limits.queue)
    except TimeoutError:
        if future.cancel():
            raise Busy(Text("the room service is busy: nothing was done; try again")) from None
        return await waiting


def command_of(request: web.Request) -> str:
    """The command id a write carries (its ``Idempotency-Key`` header): the same id again is answered with the first
    answer and writes nothing."""
    command = request.headers.get(COMMAND_ID, "").strip()
    if not command or len(command) > MAX_COMMAND_ID or not all(c.isascii() and (c.isalnum() or c in "-_.:")
                                                              for c in command):
        raise RequestError(Text("a write names its command id (the {header} header: letters, digits, - _ . :, "
                                "{most} at most)", header=COMMAND_ID, most=MAX_COMMAND_ID), code="bad-request")
    return command


async def _once(room: Room, request: web.Request, author: str,
                work: Callable[[StoreDesk], dict[str, Any]], *, echo: Device | None = None) -> web.Response:
    """A write as the command its client named: ``work`` and the answer it gives, kept together in one transaction
    (:meth:`StoreDesk.once`); the same command again is answered as the first time and writes nothing. With
    ``echo``, the answer carries the events the command wrote, as that device is sent them (a window that does not
    read the log shows what its own action did)."""
    command = command_of(request)
    asked = hashlib.sha256(request.path.encode() + b"\n" + await request.read()).hexdigest()

    def write(desk: StoreDesk) -> tuple[dict[str, Any], int, int, bool, list[dict[str, Any]]]:
        done = desk.once(command, asked, lambda: json.dumps(work(desk), ensure_ascii=False))
        wrote = ([_sent(e, echo) for e in desk.store.history_after(desk.tournament_id, done.first - 1)
                  if e.seq <= done.last] if echo is not None and done.first <= done.last else [])
        return json.loads(done.answer), done.first, done.last, done.again, wrote

    answer, first, last, again, wrote = await _on_store(room, write, author)
    if not again:
        room.nudge()
    said = {"id": command, "first": first, "last": last, "again": again}
    return _json({**answer, "command": {**said, "events": wrote} if echo is not None else said})


def audience(device: Device, language: str) -> str:
    """What a device's stream shows: its table's view, the floor's, or the clock and lobby."""
    if device.role == pairing.DEALER:
        return f"dealer/{device.table}/{language}"
    if device.role in (pairing.FLOOR, pairing.DESK):
        return f"floor/{language}"
    return f"lobby/{language}"


async def handle(room: Room, request: web.Request) -> web.StreamResponse:
    """Every ``/api/…`` request."""
    path, method = request.path, request.method
    try:
        if path == "/api/pair" and method == "POST":
            return await _pair(room, request)
        device = device_of(room, request)
        if path == "/api/me" and method == "GET":
            why = pairing.may(device, pairing.READ_DISPLAY)
            if why is not None or device is None:
                return refused(room, request, why or "", 401, "not-paired")
            return _json(_device_json(device))
        if path == "/api/stream" and method == "GET":
            return await _stream(room, request, device)
        if path == "/api/events" and method == "GET":
            return await _events(room, request, device)
        if path == "/api/state" and method == "GET":
            return await _state(room, request, device)
        if path == "/api/floor/hands" and method == "GET":
            return await _floor_hands(room, request, device)
        if path == "/api/members" or path.startswith("/api/members/"):
            return await _members(room, request, device)
        routes: dict[str, Callable[[Room, web.Request, Device | None], Any]] = {
            "/api/dealer/result": _result, "/api/dealer/confirm": _confirm, "/api/dealer/void": _void,
            "/api/dealer/deck": _deck,
            "/api/call": _call, "/api/call/answer": _answer, "/api/floor/penalty": _penalty,
            "/api/floor/balance": _balance, "/api/intent": _intent}
        route = routes.get(path)
        if route is None or method != "POST":
            return refused(room, request, Text("there is no such request"), 404, "not-found")
        answer: web.StreamResponse = await route(room, request, device)
        return answer
    except FloorError as err:
        return refused(room, request, err.message, _err_status(err), err.code)


def _allowed(device: Device | None, intent: str, table: int | None = None) -> Device:
    why = pairing.may(device, intent, table)
    if why is not None:
        raise FloorError(why, code="not-paired" if device is None or not device.active else "not-allowed")
    assert device is not None
    return device


def _at_table(device: Device | None, permission: str) -> tuple[Device, int]:
    """A tablet's page acts at the table it was paired for; a device paired for no table (a desk) has its own
    windows for a hand, not a tablet's page."""
    mine = _allowed(device, permission)
    if mine.table is None:
        raise FloorError(Text("a tablet's page acts at the table it was paired for: this device has none"),
                         code="not-allowed")
    return mine, mine.table


def _device_json(device: Device) -> dict[str, Any]:
    return {"id": device.id, "role": device.role, "table": device.table, "person": device.person,
            "label": device.label}


async def _pair(room: Room, request: web.Request) -> web.Response:
    peer = request.transport.get_extra_info("peername") if request.transport is not None else None
    address = str(peer[0]) if peer else ""
    began = time.time()
    if not room.throttle.allow(address, began):
        return refused(room, request, Text("too many pairing attempts: wait a minute and try again"), 429,
                       "too-many")
    data = await _body(request)
    if not isinstance(data, dict):
        raise RequestError(Text("the request is not what a station sends"), code="bad-request")
    code, pin = str(data.get("code", "")), str(data.get("pin", ""))

    paired = await _on_store(room, lambda desk: devices.pair(DeviceBook(desk.store), code, pin, now=time.time(),
                                                             address=address), "room service")
    device, token = paired.device, paired.token  # (the token goes to the device in this answer, and is forgotten)
    room.throttle.paired(address, began)
    room.devices = await asyncio.wrap_future(room.follower.devices(), loop=asyncio.get_running_loop())
    return _json({"token": token, "device": _device_json(device), "page": PAGES[device.role]})


def _err_status(err: FloorError) -> int:
    if err.code == "busy":
        return 503
    if err.code == "command-reused":
        return 409
    return 401 if err.code == "not-paired" else 403 if err.code == "not-allowed" else _status(err)


async def _stream(room: Room, request: web.Request, device: Device | None) -> web.StreamResponse:
    why = pairing.may(device, pairing.READ_DISPLAY)
    if why is not None or device is None:
        return refused(room, request, why or "", 401, "not-paired")
    language = room.speaking(request)
    shown = "log" if request.query.get("view") == "log" else audience(device, language)
    return await stream(room, request, shown, language, device.id)


async def _events(room: Room, request: web.Request, device: Device | None) -> web.Response:
    """The tournament's log after ``?after=N``, for a second desk's console on another computer, which folds it as the
    desk does (a clock and a dealer's station are sent their role's state, ``/api/state``; a floor phone and a
    browser's pages their views)."""
    mine = _allowed(device, pairing.READ_LOG)
    after = request.query.get("after", "0")
    if not after.isdigit() or len(after) > 12:
        raise RequestError(Text("the log is asked for after an action's number"), code="bad-request")

    def read(desk: StoreDesk) -> list[dict[str, Any]]:
        state = desk.state()
        log = room.follower.history.of(desk.store, desk.tournament_id, state.seq)
        return [_sent(event, mine)
                for event in (log[int(after):] if log and log[0].seq == 1 else [e for e in log if e.seq > int(after)])]

    return _json({"tournament": room.follower.tournament_id, "events": await _on_store(room, read, mine.author())})


async def _state(room: Room, request: web.Request, device: Device | None) -> web.Response:
    """The tournament as the device's role sees it (:func:`floor.usecases.sight.seen_by`), folded here: what a clock
    or a dealer's station on another computer draws from, without the log."""
    mine = _allowed(device, pairing.READ_DISPLAY)

    def read(desk: StoreDesk) -> bytes:
        return room.states.of(desk, mine.role, mine.table)

    return json_answer(await _on_store(room, read, mine.author()))


async def _floor_hands(room: Room, request: web.Request, device: Device | None) -> web.Response:
    """A table's last confirmed hands (``?table=N``) for the floor to correct one (:func:`views.hands_view`): read
    from the log, for a device that may correct a hand."""
    mine = _allowed(device, pairing.CORRECT_HAND)
    table = request.query.get("table", "")
    if not table.isdigit() or len(table) > 6:
        raise RequestError(Text("the hands are asked for a table by its number"), code="bad-request")
    language = room.speaking(request)

    def read(desk: StoreDesk) -> dict[str, Any]:
        state = desk.state()
        log = room.follower.history.of(desk.store, desk.tournament_id, state.seq)
        return views.hands_view(state, log, int(table), language)

    return _json(await _on_store(room, read, mine.author()))


def _sent(event: Event, device: Device) -> dict[str, Any]:
    """An event as a device is sent it: the pages' tokens to a desk only (it prints seat cards)."""
    item = event.to_dict()
    if event.kind == TokensIssued.KIND and device.role != pairing.DESK:
        item["payload"] = {"tokens": {}}
    return item


async def _intent(room: Room, request: web.Request, device: Device | None) -> web.Response:
    """An intent of a Floor window on another computer: a use case's name and its arguments, run here against the
    log as it stands, inside the write transaction, as the device's person; its answer as the use case gives it.
    The device's role decides which intents it may send, a dealer's only at its own table."""
    _allowed(device, pairing.READ_DISPLAY)  # (a device not paired is told so before its body is read)
    data = await _body(request)
    if not isinstance(data, dict):
        raise RequestError(Text("an intent names the action and its arguments"), code="bad-request")
    name, arguments = data.get("intent"), data.get("arguments", {})
    mine = _allowed(device, intents.permission(name))

    def work(desk: StoreDesk) -> dict[str, Any]:
        return {"answer": intents.perform(desk, mine, name, arguments, {"book": Members(desk.store)})}

    return await _once(room, request, mine.author(), work, echo=mine)


async def _members(room: Room, request: web.Request, device: Device | None) -> web.Response:
    """The club's members for a second desk (floor/room/members.py): the list, an add, a merge, one member's
    results, read and written in the store the service holds as the desk's own Members… does (a desk's role
    only: the list names every person the club ever registered)."""
    mine = _allowed(device, MEMBERS)
    path, method = request.path, request.method
    if path == "/api/members" and method == "GET":
        every = await _reading(room, lambda store: list(Members(store).all().values()))
        return _json({"members": [member_json(m) for m in every]})
    if path == "/api/members" and method == "POST":
        name, nickname, member_id = _fields(await _body(request), "name", "nickname", "member_id")
        return await _once(room, request, mine.author(), lambda desk: {"member": member_json(
            members.add(Members(desk.store), name, nickname, member_id, now=time.time()))})
    if path == "/api/members/merge" and method == "POST":
        duplicate, into = _fields(await _body(request), "duplicate", "into")
        return await _once(room, request, mine.author(), lambda desk: {"member": member_json(
            members.merge(Members(desk.store), duplicate, into, now=time.time()))})
    wanted = path.removeprefix("/api/members/").removesuffix("/results")
    if method == "GET" and path.endswith("/results") and wanted and len(wanted) <= MAX_MEMBER_FIELD:
        played = await _reading(room, lambda store: Members(store).results(wanted))
        return _json({"results": [result_json(r) for r in played]})
    return refused(room, request, Text("there is no such request"), 404, "not-found")


async def _reading(room: Room, work: Callable[[Store], _T]) -> _T:
    """A read of the club's tables beside the store's thread (:meth:`Follower.read`)."""
    return await asyncio.wrap_future(room.follower.read(work), loop=asyncio.get_running_loop())


def _fields(data: object, *names: str) -> list[str]:
    """A member request's fields: each one text (a field left out is empty)."""
    values = [data.get(name, "") for name in names] if isinstance(data, dict) else None
    if values is None or not all(isinstance(v, str) and len(v) <= MAX_MEMBER_FIELD for v in values):
        raise RequestError(Text("a member request names the member in text ({fields})", fields=", ".join(names)),
                           code="bad-request")
    return [str(v) for v in values]


def _words(room: Room, request: web.Request) -> tablet.Words:
    language = room.speaking(request)

    def tr(context: str, source: str, **values: object) -> str:
        text = translate(language, context, source)
        return text.format(**values) if values else text

    return tablet.Words(tr, lambda m: speech.spoken(m, language), lambda n: grouped(n, language), language)


async def _result(room: Room, request: web.Request, device: Device | None) -> web.Response:
    """The live result of the hand as typed: computed from the tournament the service holds (no write), on the
    room's result threads, never on the event loop (the other devices' pages and pushes go on meanwhile), and at
    most :data:`RESULTS_PER_DEVICE` at once for one device."""
    mine, table = _at_table(device, pairing.RECORD_HAND)
    typed = tablet.read_typed(await _body(request))
    moment = room.moment
    if moment is None:
        return refused(room, request, Text("the room service is starting: try again"), 503, "not-ready")
    busy = room.results.get(mine.id, 0)
    if busy >= RESULTS_PER_DEVICE:
        return refused(room, request, Text("this tablet asked for more results at once than the room computes: "
                                           "it asks again"), 429, "too-many")
    room.results[mine.id] = busy + 1
    words, now = _words(room, request), time.time()
    try:
        shown = await asyncio.get_running_loop().run_in_executor(
            room.computing, tablet.live_result, moment.state, table, now, typed, words)
    finally:
        left = room.results.pop(mine.id, 1) - 1
        if left:
            room.results[mine.id] = left
    return _json(shown)


async def _tablet_hand(room: Room, request: web.Request, device: Device | None,
                       work: Callable[[StoreDesk, int, tablet.Typed, Sequence[Event]], dict[str, Any]]) -> web.Response:
    """A tablet's hand written once whatever the retries (its command id, and its submission id for a hand entered
    again), only for the hand and seating the tablet began from: ``work`` is given the desk, the tablet's table,
    the hand and the log as read, and answers in JSON."""
    mine, table = _at_table(device, pairing.RECORD_HAND)
    typed = tablet.read_typed(await _body(request))

    def write(desk: StoreDesk) -> dict[str, Any]:
        return work(desk, table, typed, room.follower.history.of(desk.store, desk.tournament_id, desk.state().seq))

    return await _once(room, request, mine.author(), write)


async def _confirm(room: Room, request: web.Request, device: Device | None) -> web.Response:
    """The hand recorded from the tablet."""
    def confirm(desk: StoreDesk, table: int, typed: tablet.Typed, log: Sequence[Event]) -> dict[str, Any]:
        done = tablet.confirm_once(desk, table, typed, log)
        return {"recorded": True, "again": done.again, "hand": done.hand, "seq": done.seq, "button": done.button,
                "offered": list(done.offered)}

    return await _tablet_hand(room, request, device, confirm)


async def _void(room: Room, request: web.Request, device: Device | None) -> web.Response:
    """The floor's ruling on a hand a defective deck stopped, confirmed at the tablet: the ruling and the void hand
    (each seat's refund)."""
    words = _words(room, request)

    def void(desk: StoreDesk, table: int, typed: tablet.Typed, log: Sequence[Event]) -> dict[str, Any]:
        done = tablet.void_once(desk, table, typed, log)
        return {"voided": True, "again": done.again, "hand": done.hand, "seq": done.seq, "row": done.row,
                "refunds": {str(seat): chips for seat, chips in done.refunds.items()}, "said": done.words(words)}

    return await _tablet_hand(room, request, device, void)


async def _deck(room: Room, request: web.Request, device: Device | None) -> web.Response:
    """A deck check from the tablet: Floor's verdict in words, and the ruling recorded when the floor says so."""
    mine, table = _at_table(device, pairing.RECORD_HAND)
    data = await _body(request)
    words = _words(room, request)
    return await _once(room, request, mine.author(), lambda desk: tablet.deck_check(desk, table, data, words))


def _request(data: object) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise RequestError(Text("the request is not what a station sends"), code="bad-request")
    return data


async def _call(room: Room, request: web.Request, device: Device | None) -> web.Response:
    mine, table = _at_table(device, pairing.CALL_FLOOR)
    data = _request(await _body(request))
    situation, note = data.get("situation"), data.get("note", "")
    if not isinstance(situation, str) or not isinstance(note, str):
        raise RequestError(Text("a call names its situation"), code="bad-request")
    return await _once(room, request, mine.author(),
                       lambda desk: {"call": calls.call_floor(desk, table, situation, note).seq})


async def _answer(room: Room, request: web.Request, device: Device | None) -> web.Response:
    mine = _allowed(device, pairing.ANSWER_CALL)
    data = _request(await _body(request))
    call, answer, row = data.get("call"), data.get("answer"), data.get("row_id", "")
    if isinstance(call, bool) or not isinstance(call, int) or not isinstance(answer, str) or not isinstance(row, str):
        raise RequestError(Text("an answer names its call and says what the floor decided"), code="bad-request")
    return await _once(room, request, mine.author(),
                       lambda desk: {"seq": calls.answer_call(desk, call, answer, row).seq})


async def _penalty(room: Room, request: web.Request, device: Device | None) -> web.Response:
    """A penalty the floor gives from the phone at the table: a warning, missed hands or rounds (DT-11), or a
    disqualification (PN-07), through the same use case as the console's Rulings tab."""
    mine = _allowed(device, pairing.RULE)
    data = _request(await _body(request))
    player, kind, reason, count = data.get("player"), data.get("kind"), data.get("reason"), data.get("count")
    if isinstance(player, bool) or not isinstance(player, int) or not isinstance(kind, str) \
            or not isinstance(reason, str) or len(reason) > MAX_REASON \
            or not (count is None or (isinstance(count, int) and not isinstance(count, bool))):
        raise RequestError(Text("a penalty names the player, its kind and the reason ({most} characters at most), "
                                "and for missed hands or rounds how many", most=MAX_REASON), code="bad-request")
    return await _once(room, request, mine.author(), lambda desk: {"seq": rulings.give_penalty(
        desk, player, kind, reason=reason, count=count).seq})


async def _balance(room: Room, request: web.Request, device: Device | None) -> web.Response:
    """Balancing's proposal carried out from a floor phone, if it still stands (the phone sends the view's number:
    another desk may have moved someone since)."""
    mine = _allowed(device, pairing.ANSWER_CALL)
    data = await _body(request)
    seen = data.get("seq") if isinstance(data, dict) else None
    if isinstance(seen, bool) or not isinstance(seen, int):
        raise RequestError(Text("the request names the view it was made from"), code="bad-request")
    language = room.speaking(request)

    def balance(desk: StoreDesk) -> dict[str, Any]:
        done = seating.balance_as_shown(desk, seen)
        # (nothing was due: the phone says "Done." and its next view shows there is nothing to balance)
        return {"said": speech.spoken(done.reason, language) if done is not None else ""}

    return await _once(room, request, mine.author(), balance)
