"""Push a change to every subscriber without ever waiting for one: each change is written straight to every
subscriber's socket from the publishing call, the bytes made once per audience, and a subscriber whose socket holds
more than :data:`BEHIND` changes unsent (a phone asleep, a link gone bad) is dropped; it reconnects and resumes
from its last number.

A subscriber is one open push stream; its ``audience`` names what it is shown (the lobby, one player's page, a
table's station): the view for an audience is made, framed and encoded once per change, however many subscribe to
it. Writing to the transport directly (no task woken per subscriber, no copy per subscriber) is what lets one event
loop push a change to 3,000 phones and still answer a page or a dealer's result at once
(``benchmarks/room_night.py``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field

SLICE = 250  # subscribers written to between two looks at the rest of the event loop
BEHIND = 16  # changes a subscriber's socket may hold unsent before it is dropped (one view is enough to catch up)
Write = Callable[[bytes, bytes], bool]  # (the SSE block, the same as an HTTP/1.1 chunk) -> it was taken


def frames(number: str, body: bytes) -> tuple[bytes, bytes]:
    """One change as a server-sent event, and the same as an HTTP/1.1 chunk (a browser's stream is chunked)."""
    block = b"id: " + number.encode() + b"\ndata: " + body + b"\n\n"
    return block, b"%x\r\n" % len(block) + block + b"\r\n"


def socket_writer(transport: asyncio.BaseTransport | None, chunked: bool) -> Write:
    """Write a change to ``transport`` now, or say it cannot be taken (closed, or :data:`BEHIND` changes unsent:
    the subscriber is then cut off, never waited for)."""
    def write(block: bytes, chunk: bytes) -> bool:
        if not isinstance(transport, asyncio.WriteTransport) or transport.is_closing():
            return False
        if transport.get_write_buffer_size() > BEHIND * len(block):
            transport.abort()
            return False
        transport.write(chunk if chunked else block)
        return True
    return write


@dataclass(eq=False)
class Subscriber:
    """One push stream: how a change is written to it, and whether the hub has given up on it."""

    audience: str
    device: str = ""  # the paired device reading it ("" for a player's or the lobby's page): revoked, it is cut
    write: Write = field(default=lambda block, chunk: False)
    dropped: asyncio.Event = field(default_factory=asyncio.Event)
    sent: str = ""  # the number of the last change written to it

    def offer(self, number: str, block: bytes, chunk: bytes) -> bool:
        """Write one change; False (and dropped) when the socket cannot take it."""
        if self.write(block, chunk):
            self.sent = number
            return True
        self.dropped.set()
        return False


class Hub:
    """Every open push stream, on the service's event loop (its methods are not for other threads)."""

    def __init__(self) -> None:
        self.subscribers: set[Subscriber] = set()
        self.dropped = 0  # since the start, for the service's figures

    def join(self, subscriber: Subscriber) -> None:
        """From now on, every change is written to ``subscriber`` (which was sent the view it starts from)."""
        self.subscribers.add(subscriber)

    def leave(self, subscriber: Subscriber) -> None:
        self.subscribers.discard(subscriber)

    def cut(self, devices: set[str]) -> None:
        """End at once the streams of these devices (revoked at the desk)."""
        for subscriber in [s for s in self.subscribers if s.device and s.device in devices]:
            subscriber.dropped.set()
            self.subscribers.discard(subscriber)

    def close(self) -> None:
        """End every stream (the service stops): each is woken and leaves."""
        for subscriber in list(self.subscribers):
            subscriber.dropped.set()
        self.subscribers.clear()

    def publish(self, number: str, view: Callable[[str], bytes | None]) -> int:
        """Write change ``number`` to every subscriber, the view made and framed once per audience (None: nothing
        for that audience, e.g. a page that no longer exists); how many subscribers were dropped."""
        return self.publish_to(list(self.subscribers), number, view, {})

    async def publish_in_slices(self, number: str, view: Callable[[str], bytes | None]) -> int:
        """:meth:`publish`, :data:`SLICE` subscribers at a time with the event loop free in between: a page or a
        dealer's result asked for meanwhile is answered between slices, not after 3,000 writes."""
        subscribers, dropped = list(self.subscribers), 0
        made: dict[str, tuple[bytes, bytes] | None] = {}
        for start in range(0, len(subscribers), SLICE):
            if start:
                await asyncio.sleep(0)
            dropped += self.publish_to(subscribers[start:start + SLICE], number, view, made)
        return dropped

    def publish_to(self, subscribers: list[Subscriber], number: str, view: Callable[[str], bytes | None],
                   made: dict[str, tuple[bytes, bytes] | None]) -> int:
        dropped = 0
        for subscriber in subscribers:
            if subscriber not in self.subscribers:
                continue  # (it left, or was cut, since the change began)
            audience = subscriber.audience
            if audience not in made:
                body = view(audience)
                made[audience] = None if body is None else frames(number, body)
            framed = made[audience]
            if framed is not None and not subscriber.offer(number, *framed):
                self.subscribers.discard(subscriber)
                dropped += 1
        self.dropped += dropped
        return dropped
