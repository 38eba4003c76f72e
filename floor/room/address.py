"""Where the room service listens and how phones reach it; a port it cannot take, said in the floor's words."""

from __future__ import annotations

import errno
import socket

from floor.core.errors import FloorError, Text

EVERY_INTERFACE = "0.0.0.0"
ROOM_NETWORK = "room"  # the default: only the network the room's devices are on (see room_address)


def room_address() -> str:
    """This computer's address on the room's network: the interface the default route leaves by (the room's
    Wi-Fi or cable; no packet is sent: connecting a UDP socket only picks the interface), else this computer
    alone (127.0.0.1). The service listens there only, not on every network the computer is on."""
    return advertised_host(EVERY_INTERFACE)


def bind_host(host: str) -> str:
    """The address to listen on for a ``--host`` (or the desk's setting): :data:`ROOM_NETWORK` is resolved now."""
    return room_address() if host in (ROOM_NETWORK, "") else host


def advertised_host(host: str) -> str:
    """The address phones in the room reach this computer at: the bound one, or for every interface the one
    the default route leaves by (no packet is sent: connecting a UDP socket only picks the interface)."""
    if host not in (EVERY_INTERFACE, "", "::", ROOM_NETWORK):
        return host
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.254.254.254", 9))
            return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def refusal(err: OSError, host: str, port: int) -> FloorError:
    """Why the service could not start, in the words of the person at the desk."""
    if err.errno == errno.EADDRINUSE:
        return FloorError(Text("port {port} is already in use on this computer (another Floor or another program): "
                               "choose another port in Settings", port=port), code="port-in-use")
    if err.errno == errno.EACCES:
        return FloorError(Text("port {port} needs administrator rights: choose a port from 1024 up in Settings",
                               port=port), code="port-not-allowed")
    if err.errno == errno.EADDRNOTAVAIL or isinstance(err, socket.gaierror):
        return FloorError(Text("this computer has no network address {host} (did the network change?): "
                               "choose the network in Settings", host=host), code="no-such-address")
    return FloorError(Text("the player pages could not start on {host}:{port}: {reason}", host=host, port=port,
                           reason=err.strerror or str(err)), code="service-failed")
