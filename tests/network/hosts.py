"""A room's network made of real Linux network namespaces, so tests see what a tablet on the Wi-Fi sees.

Each named host is a namespace of its own with one interface, ``eth0``, plugged by a veth pair into a Linux bridge
that lives in a "switch" namespace: the hosts reach each other by address, and nothing else, not even the machine
the tests run on (the root namespace is never given an interface or a route: each veth pair is born inside the
namespaces it joins). Cutting a host's cable (:meth:`Host.link_down`) is what a tablet walking out of Wi-Fi range
does to the other hosts: its packets stop arriving, and come back when the cable does.

Needs root and iproute2 (``ip``); :func:`network_available` says why not, in words, when the tests must skip.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

PREFIX = "fl"  # every namespace these tests make is named fl<pid>-<seq>[-<host>]: unique per test process
_OURS = re.compile(rf"^{PREFIX}(\d+)-\d+(?:-|$)")
_HOST_NAME = re.compile(r"^[a-z][a-z0-9-]{0,30}$")
_SEQUENCE = itertools.count(1)  # two networks open at once in one process get different names
INTERFACE = "eth0"  # a host's only interface, as on a real tablet


def _ip(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    """One ``ip`` command; a failure says which command and why (iproute2's own words)."""
    done = subprocess.run(["ip", *args], capture_output=True, text=True, timeout=30, check=False)
    if check and done.returncode != 0:
        raise RuntimeError(f"ip {' '.join(args)} failed: {done.stderr.strip() or done.returncode}")
    return done


def _namespaces() -> list[str]:
    """The names of every network namespace on the machine (``ip netns list`` adds "(id: N)" to some)."""
    return [line.split()[0] for line in _ip("netns", "list").stdout.splitlines() if line.strip()]


def _pids_in(namespace: str) -> list[int]:
    done = _ip("netns", "pids", namespace, check=False)
    return [int(word) for word in done.stdout.split() if word.isdigit()]


def _empty_and_delete(namespace: str, deadline_s: float = 10.0) -> None:
    """Kill whatever still runs in ``namespace`` and delete it: a namespace with a process in it would outlive
    its name, and a server left running would answer the next test."""
    deadline = time.monotonic() + deadline_s
    while pids := _pids_in(namespace):
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        if time.monotonic() > deadline:
            raise RuntimeError(f"processes {pids} in namespace {namespace} would not die")
        time.sleep(0.02)
    _ip("netns", "delete", namespace, check=False)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def sweep_leftovers() -> list[str]:
    """Delete the namespaces an earlier test process left when it was killed outright (SIGKILL runs no cleanup):
    only ours, and only those whose process is gone. Returns what it deleted."""
    gone = []
    for namespace in _namespaces():
        match = _OURS.match(namespace)
        if match and not _alive(int(match.group(1))):
            _empty_and_delete(namespace)
            gone.append(namespace)
    return gone


def _operstate(namespace: str, interface: str) -> str:
    shown = json.loads(_ip("-n", namespace, "-j", "link", "show", "dev", interface).stdout)
    return str(shown[0].get("operstate", "UNKNOWN"))


def _wait_until_up(namespace: str, interface: str, deadline_s: float = 5.0) -> None:
    """A veth says UP once both its ends are up: wait for it, so a test's next packet is not lost to the race."""
    deadline = time.monotonic() + deadline_s
    while (state := _operstate(namespace, interface)) != "UP":
        if time.monotonic() > deadline:
            raise RuntimeError(f"{interface} in {namespace} stayed {state}")
        time.sleep(0.01)


_FETCH = """
import sys, urllib.request
opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
with opener.open(sys.argv[1], timeout=float(sys.argv[2])) as answer:
    sys.stdout.write(answer.read().decode("utf-8"))
"""


class Unreachable(OSError):
    """A host could not get an answer from another one."""


@dataclass
class Host:
    """One machine of the room: its own namespace, one address, one cable to the switch."""

    name: str
    namespace: str
    address: str
    switch_namespace: str
    switch_port: str  # the veth end in the switch namespace, plugged into the bridge
    interface: str = INTERFACE
    _started: list[subprocess.Popen[Any]] = field(default_factory=list, repr=False)

    def command(self, argv: Sequence[str]) -> list[str]:
        """``argv`` as run on this host."""
        return ["ip", "netns", "exec", self.namespace, *argv]

    def popen(self, argv: Sequence[str], **kw: Any) -> subprocess.Popen[Any]:
        """Start ``argv`` on this host (``ip netns exec`` execs it: the Popen's pid is the program's). The network
        kills it and reaps it on exit if the test has not."""
        process: subprocess.Popen[Any] = subprocess.Popen(self.command(argv), **kw)
        self._started.append(process)
        return process

    def run(self, argv: Sequence[str], **kw: Any) -> subprocess.CompletedProcess[Any]:
        """Run ``argv`` on this host to its end, as :func:`subprocess.run` does (no check unless asked)."""
        kw.setdefault("check", False)
        return subprocess.run(self.command(argv), **kw)

    def fetch(self, url: str, timeout_s: float = 5.0) -> str:
        """GET ``url`` from this host, as a tablet's page would: the body as text, or :class:`Unreachable` saying
        why not (refused, timed out, no route) once ``timeout_s`` has passed."""
        done = self.run([sys.executable, "-c", _FETCH, url, str(timeout_s)], capture_output=True, text=True,
                        timeout=timeout_s + 30)
        if done.returncode != 0:
            last = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
            raise Unreachable(f"{self.name} could not fetch {url}: {last}")
        return str(done.stdout)

    def link_down(self) -> None:
        """Pull this host's cable out at the switch: the host keeps its address and its route (as a tablet out of
        Wi-Fi range does), but nothing it sends arrives and nothing reaches it. A new connection hangs until its own
        timeout; an open TCP connection stalls without an error (both ends retransmit). Chromium on the host sees
        the carrier go and may fail a load at once (ERR_INTERNET_DISCONNECTED / ERR_NETWORK_CHANGED).

        (Setting ``eth0`` down inside the host instead also stalls an open connection, but a new one fails at once
        with "Network is unreachable": a tablet that knows it is offline, not one whose packets are lost.)"""
        _ip("-n", self.switch_namespace, "link", "set", "dev", self.switch_port, "down")

    def link_up(self) -> None:
        """Plug the cable back in; returns once both ends carry packets again. What the host sent meanwhile goes
        out within about half a second (its kernel retries a local drop quickly); what the other end sent waits for
        that end's TCP backoff: measured, a 3 s cut delays a server's push by ~3.5 s, an 8 s cut by ~13.6 s. Tests
        keep cuts short."""
        _ip("-n", self.switch_namespace, "link", "set", "dev", self.switch_port, "up")
        _wait_until_up(self.namespace, self.interface)
        _wait_until_up(self.switch_namespace, self.switch_port)

    def _reap(self) -> None:
        """After the namespace was emptied: collect the processes this host started, close their pipes."""
        for process in self._started:
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(5)
            for stream in (process.stdin, process.stdout, process.stderr):
                if stream is not None:
                    stream.close()


@dataclass
class Network:
    """The hosts of one room network, by name, on one /24."""

    subnet: str
    switch_namespace: str
    hosts: dict[str, Host]

    def host(self, name: str) -> Host:
        """The host named ``name`` (a KeyError names the hosts there are)."""
        try:
            return self.hosts[name]
        except KeyError:
            raise KeyError(f"no host {name!r} in this network: {sorted(self.hosts)}") from None

    def namespaces(self) -> list[str]:
        """Every namespace this network made, the switch's last."""
        return [host.namespace for host in self.hosts.values()] + [self.switch_namespace]


NetworkFactory = Callable[..., Network]  # the ``network`` fixture: network("service", "tablet1", ...) -> Network


def subnet_for(pid: int) -> str:
    """A private /24 of this process's own (10.231.1-250.0/24): two pytest-xdist workers' networks differ even in
    their addresses, which makes a mix-up plain in a packet capture (they could not collide anyway: each network's
    addresses exist only inside its own namespaces)."""
    return f"10.231.{pid % 250 + 1}.0/24"


@contextlib.contextmanager
def room_network(hosts: Sequence[str]) -> Iterator[Network]:
    """Build one namespace per host and a switch joining them; on exit, however the test ended, kill every process
    left in them and delete them all."""
    names = list(hosts)
    bad = [name for name in names if not _HOST_NAME.match(name)]
    if bad or len(set(names)) != len(names) or not 1 <= len(names) <= 250:
        raise ValueError(f"host names must be 1 to 250 distinct [a-z][a-z0-9-]* words: {names}")
    sweep_leftovers()
    pid = os.getpid()
    base = f"{PREFIX}{pid}-{next(_SEQUENCE)}"
    subnet = subnet_for(pid)
    prefix = subnet.rsplit(".", 1)[0]
    network = Network(subnet, base, {})
    made: list[str] = []
    try:
        _ip("netns", "add", base)
        made.append(base)
        _ip("-n", base, "link", "set", "dev", "lo", "up")
        # No spanning tree and no forwarding delay: a port forwards the moment it is up.
        _ip("-n", base, "link", "add", "name", "switch", "type", "bridge", "stp_state", "0", "forward_delay", "0")
        _ip("-n", base, "link", "set", "dev", "switch", "up")
        for number, name in enumerate(names, start=1):
            namespace, port = f"{base}-{name}", f"port{number}"
            _ip("netns", "add", namespace)
            made.append(namespace)
            _ip("-n", namespace, "link", "set", "dev", "lo", "up")
            # Both ends are created where they belong: the root namespace never holds either.
            _ip("-n", namespace, "link", "add", "name", INTERFACE, "type", "veth", "peer", "name", port, "netns", base)
            _ip("-n", base, "link", "set", "dev", port, "master", "switch")
            _ip("-n", base, "link", "set", "dev", port, "up")
            address = f"{prefix}.{number}"
            _ip("-n", namespace, "addr", "add", f"{address}/24", "dev", INTERFACE)
            _ip("-n", namespace, "link", "set", "dev", INTERFACE, "up")
            network.hosts[name] = Host(name, namespace, address, base, port)
        for host in network.hosts.values():
            _wait_until_up(host.namespace, host.interface)
        yield network
    finally:
        # Hosts first, the switch last; every namespace even if one fails, and the first failure said.
        failures: list[BaseException] = []
        for namespace in reversed(made):
            try:
                _empty_and_delete(namespace)
            except Exception as failure:
                failures.append(failure)
        for host in network.hosts.values():
            host._reap()
        if failures:
            raise failures[0]


def _probe() -> str | None:
    """Make and delete one namespace holding a bridge and a veth pair: what room_network needs of the kernel."""
    namespace = f"{PREFIX}{os.getpid()}-0-probe"
    try:
        done = _ip("netns", "add", namespace, check=False)
        if done.returncode != 0:
            return f"this machine cannot make network namespaces ({done.stderr.strip()})"
        for args in (("link", "add", "name", "b", "type", "bridge"),
                     ("link", "add", "name", "v0", "type", "veth", "peer", "name", "v1")):
            done = _ip("-n", namespace, *args, check=False)
            if done.returncode != 0:
                return f"this machine's kernel cannot make a {args[-1]} ({done.stderr.strip()})"
        return None
    finally:
        _ip("netns", "delete", namespace, check=False)


@functools.cache
def network_available() -> str | None:
    """None when the network tests can run here; else why they cannot, in words for the person reading the skip."""
    if os.geteuid() != 0:
        return "the network tests build Linux network namespaces, which needs root (CI runs as root)"
    if shutil.which("ip") is None:
        return "the network tests need the ip command: apt-get install iproute2"
    return _probe()
