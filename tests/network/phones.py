"""Many simulated clients of the room service, in one asyncio process on one host of the test network: run as a
script there (``host.popen([sys.executable, phones.py, MODE, URL, ...])``), it says what it saw as JSON lines on
its standard output and ends when its standard input does.

``lobby URL --from A,B,… --count N``: N phones each hold the lobby's push stream (``/events``) as a browser's
EventSource does, from the given source addresses in turn (each phone an address of the room's Wi-Fi: the service
caps connections per address), reconnecting with ``Last-Event-ID`` when cut. Says ``{"ready": k, "of": N}`` once
every phone has its first view (or after a minute); then, for each line ``want SEQ SECONDS`` it reads, waits until
every phone has been pushed change SEQ or a later one (or SECONDS pass) and says how many had:
``{"got": k, "of": N, "reconnects": r, "failed": f}``.

``slow URL --from A,B,… --count N [--every S]``: N slowloris connections, each trickling its request's header one
byte every S seconds and never finishing it; a connection the service cuts is opened again. Says
``{"holding": k, "of": N}`` once each has sent its first byte, then ``{"cut": k, "of": N, "answered": a,
"longest": s}`` once the service has cut every one of them at least once (or after a minute): ``answered`` counts
connections the service answered rather than cut, ``longest`` the longest one it kept (seconds).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import resource
import sys
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlsplit

READY_SECONDS = 60.0
LIMIT = 1 << 20  # the longest view a phone takes (the lobby's is a few kilobytes)


def say(what: dict[str, object]) -> None:
    sys.stdout.write(json.dumps(what) + "\n")
    sys.stdout.flush()


def more_files(needed: int) -> None:
    """One descriptor per connection, and some: the soft limit raised as far as needed (the hard one allows)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = needed if hard == resource.RLIM_INFINITY else min(needed, hard)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))


async def until(done: Callable[[], bool], seconds: float) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while not done() and loop.time() < deadline:
        await asyncio.sleep(0.05)


def seq_of(number: str) -> int:
    """A view's number is "SEQ.CLOCK_TURNS" (floor/room/follow.py's Moment.number)."""
    head = number.partition(".")[0]
    return int(head) if head.isdigit() else -1


@dataclass
class Phone:
    source: str
    last: str = ""  # the number of the last view pushed
    views: int = 0
    reconnects: int = 0
    failed: int = 0  # connections refused, reset or answered with anything but the stream
    # (reconnects counts every stream that ended, the service's doing or the network's)


async def hold_lobby(phone: Phone, host: str, port: int) -> None:
    while True:
        writer = None
        streaming = False
        try:
            reader, writer = await asyncio.open_connection(host, port, local_addr=(phone.source, 0), limit=LIMIT)
            resume = f"Last-Event-ID: {phone.last}\r\n" if phone.last else ""
            writer.write(f"GET /events HTTP/1.0\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n"
                         f"Accept-Language: en\r\n{resume}\r\n".encode())
            head = await reader.readuntil(b"\r\n\r\n")
            streaming = head.split(b" ", 2)[1:2] == [b"200"]
            while streaming:
                message = await reader.readuntil(b"\n\n")
                for line in message.split(b"\n"):
                    if line.startswith(b"id: "):
                        phone.last = line[4:].decode()
                        phone.views += 1
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError):
            pass
        finally:
            if writer is not None:
                writer.close()
        if not streaming:
            phone.failed += 1
        phone.reconnects += 1
        await asyncio.sleep(1.0)  # (as an EventSource waits before it reconnects)


async def lobby(host: str, port: int, sources: list[str], count: int) -> None:
    phones = [Phone(sources[n % len(sources)]) for n in range(count)]
    tasks = [asyncio.create_task(hold_lobby(phone, host, port)) for phone in phones]
    await until(lambda: all(phone.views for phone in phones), READY_SECONDS)
    say({"ready": sum(1 for phone in phones if phone.views), "of": count})
    while line := await asyncio.to_thread(sys.stdin.readline):
        words = line.split()
        if len(words) == 3 and words[0] == "want":
            seq = int(words[1])
            await until(lambda: all(seq_of(phone.last) >= seq for phone in phones), float(words[2]))  # noqa: B023
            say({"got": sum(1 for phone in phones if seq_of(phone.last) >= seq), "of": count,
                 "reconnects": sum(phone.reconnects for phone in phones),
                 "failed": sum(phone.failed for phone in phones)})
    for task in tasks:
        task.cancel()


@dataclass
class Slow:
    source: str
    holding: bool = False
    cuts: int = 0
    answered: int = 0
    longest: float = 0.0


async def trickle(slow: Slow, host: str, port: int, every: float) -> None:
    loop = asyncio.get_running_loop()
    request = (f"GET /events HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n"
               f"User-Agent: slowloris\r\n\r\n").encode()
    while True:
        writer = None
        opened = loop.time()
        try:
            reader, writer = await asyncio.open_connection(host, port, local_addr=(slow.source, 0))
            opened = loop.time()
            for at in range(len(request) - 1):  # the last byte never: the request is never whole
                writer.write(request[at:at + 1])
                await writer.drain()
                slow.holding = True
                with contextlib.suppress(TimeoutError):
                    got = await asyncio.wait_for(reader.read(1), every)
                    if got:
                        slow.answered += 1
                    break  # closed (b"") or answered: either way the service is done with it
            else:
                await reader.read(1)
        except OSError:
            pass  # reset: the service aborted the connection
        finally:
            if writer is not None:
                writer.close()
        slow.cuts += 1
        slow.longest = max(slow.longest, loop.time() - opened)
        await asyncio.sleep(0.1)


async def slowloris(host: str, port: int, sources: list[str], count: int, every: float) -> None:
    attackers = [Slow(sources[n % len(sources)]) for n in range(count)]
    tasks = [asyncio.create_task(trickle(slow, host, port, every)) for slow in attackers]
    await until(lambda: all(slow.holding for slow in attackers), READY_SECONDS)
    say({"holding": sum(1 for slow in attackers if slow.holding), "of": count})
    await until(lambda: all(slow.cuts for slow in attackers), READY_SECONDS)
    say({"cut": sum(1 for slow in attackers if slow.cuts), "of": count,
         "answered": sum(slow.answered for slow in attackers),
         "longest": round(max(slow.longest for slow in attackers), 1)})
    while await asyncio.to_thread(sys.stdin.readline):
        pass
    for task in tasks:
        task.cancel()


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=["lobby", "slow"])
    parser.add_argument("url", help="the room service's address, e.g. http://10.231.7.1:8080/")
    parser.add_argument("--from", dest="sources", required=True, help="source addresses, comma-separated")
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--every", type=float, default=2.0, help="slow: seconds between two bytes")
    args = parser.parse_args(argv)
    where = urlsplit(args.url)
    assert where.hostname is not None and where.port is not None, args.url
    sources = args.sources.split(",")
    more_files(args.count + 256)
    if args.mode == "lobby":
        asyncio.run(lobby(where.hostname, where.port, sources, args.count))
    else:
        asyncio.run(slowloris(where.hostname, where.port, sources, args.count, args.every))


if __name__ == "__main__":
    main(sys.argv[1:])
