"""How the room service answers: every answer's headers, a page, a station's JSON, and the push stream.

Both the service's routes (:mod:`floor.room.service`) and the stations' (:mod:`floor.room.stations`) answer through
these, so a page and a station's answer carry the same headers and closing rules, and one push stream serves the
player pages and the stations alike.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING

from aiohttp import HttpVersion11, web

from floor.room.hub import Subscriber, frames, socket_writer

if TYPE_CHECKING:
    from floor.room.service import Room

HTML = "text/html; charset=utf-8"
STREAM = "text/event-stream"
SECURITY_HEADERS = {
    "Server": "Floor",  # (not aiohttp's and Python's versions, for any client in the room to read)
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # a player's token is in the address
    # The pages run only the service's own files (resources/web): no inline script or style anywhere.
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
                               "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
}


def headers(content_type: str, language: str) -> dict[str, str]:
    """A page's headers: its language, and that it depends on the language the phone asked for (a cache in the
    room's network keeps a Russian lobby apart from a Romanian one)."""
    return {**SECURITY_HEADERS, "Content-Type": content_type, "Content-Language": language,
            "Vary": "Accept-Language"}


def answer(body: bytes, content_type: str, language: str, status: int = 200) -> web.Response:
    response = web.Response(body=body, status=status, headers=headers(content_type, language))
    response.force_close()
    return response


def json_answer(body: bytes, status: int = 200) -> web.Response:
    """A station's JSON answer (the connection closes, as every answer but a push stream does)."""
    response = web.Response(body=body, status=status,
                            headers={**SECURITY_HEADERS, "Content-Type": "application/json; charset=utf-8"})
    response.force_close()
    return response


async def stream(room: Room, request: web.Request, audience: str, language: str,
                 device: str = "") -> web.StreamResponse:
    """A push stream: the current view at once unless the page has it (``Last-Event-ID``), then every change
    (written by the hub straight to the socket), and the view again every :data:`HEARTBEAT_SECONDS` so that the
    page knows the link is alive; a paired ``device``'s stream is cut when the desk revokes it."""
    response = web.StreamResponse(headers={**headers(STREAM, language), "X-Accel-Buffering": "no"})
    response.force_close()
    subscriber = None
    try:
        await response.prepare(request)  # (the headers are on the socket: changes may follow them from now on)
        write = socket_writer(request.transport, request.version >= HttpVersion11)
        subscriber = Subscriber(audience, device, write)
        had = request.headers.get("Last-Event-ID", "")
        moment = room.moment
        if moment is not None and had != moment.number and (body := room.view(audience)) is not None \
                and not subscriber.offer(moment.number, *frames(moment.number, body)):
            return response
        room.hub.join(subscriber)  # (no await since the view above: no change can come between)
        while not subscriber.dropped.is_set():
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(room.limits.heartbeat):  # (not wait_for: no task made per wait)
                    await subscriber.dropped.wait()
            if subscriber.dropped.is_set():
                break  # (the service stops, the socket could not take a change, or the device was revoked)
            moment = room.moment
            if room.stale or moment is None:
                continue  # (no heartbeat for a view the service cannot vouch for: the page says it is old)
            body = room.view(audience)
            if body is None or not subscriber.offer(moment.number, *frames(moment.number, body)):
                break  # (the page is gone: a player's token no longer exists; or the socket is)
    except (ConnectionError, TimeoutError, asyncio.CancelledError):
        pass
    finally:
        if subscriber is not None:
            room.hub.leave(subscriber)
    return response
