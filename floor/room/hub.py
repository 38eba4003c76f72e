"""Push a change to every subscriber without ever waiting for one: a bounded queue each, and a subscriber whose
queue is full (a phone asleep, a link gone bad) is dropped; it reconnects and resumes from its last number.

A subscriber is one open push stream; its ``audience`` names what it is shown (the lobby, one player's page, a
table's station): the view for an audience is made once per change, however many subscribe to it.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field

QUEUE = 16  # changes a subscriber may fall behind before it is dropped (views are whole: one is enough to catch up)


@dataclass(eq=False)
class Subscriber:
    """One push stream: the views waiting to be sent, and whether the hub has given up on it."""

    audience: str
    device: str = ""  # the paired device reading it ("" for a player's or the lobby's page): revoked, it is cut
    queue: asyncio.Queue[tuple[int, bytes]] = field(default_factory=lambda: asyncio.Queue(QUEUE))
    dropped: asyncio.Event = field(default_factory=asyncio.Event)

    def offer(self, seq: int, view: bytes) -> bool:
        """Queue one view; False (and dropped) when the queue is full."""
        try:
            self.queue.put_nowait((seq, view))
        except asyncio.QueueFull:
            self.dropped.set()
            return False
        return True


class Hub:
    """Every open push stream, on the service's event loop (its methods are not for other threads)."""

    def __init__(self) -> None:
        self.subscribers: set[Subscriber] = set()
        self.dropped = 0  # since the start, for the service's figures

    def join(self, audience: str, device: str = "") -> Subscriber:
        subscriber = Subscriber(audience, device)
        self.subscribers.add(subscriber)
        return subscriber

    def leave(self, subscriber: Subscriber) -> None:
        self.subscribers.discard(subscriber)

    def cut(self, devices: set[str]) -> None:
        """End at once the streams of these devices (revoked at the desk)."""
        for subscriber in [s for s in self.subscribers if s.device and s.device in devices]:
            subscriber.dropped.set()
            with contextlib.suppress(asyncio.QueueFull):
                subscriber.queue.put_nowait((-1, b""))
            self.subscribers.discard(subscriber)

    def close(self) -> None:
        """End every stream (the service stops): each is woken and leaves."""
        for subscriber in list(self.subscribers):
            subscriber.dropped.set()
            with contextlib.suppress(asyncio.QueueFull):
                subscriber.queue.put_nowait((-1, b""))
        self.subscribers.clear()

    def publish(self, seq: int, view: Callable[[str], bytes | None]) -> int:
        """Offer change ``seq`` to every subscriber, the view made once per audience (None: nothing for that
        audience, e.g. a page that no longer exists); how many subscribers were dropped."""
        made: dict[str, bytes | None] = {}
        dropped = 0
        for subscriber in list(self.subscribers):
            audience = subscriber.audience
            if audience not in made:
                made[audience] = view(audience)
            body = made[audience]
            if body is not None and not subscriber.offer(seq, body):
                self.subscribers.discard(subscriber)
                dropped += 1
        self.dropped += dropped
        return dropped
