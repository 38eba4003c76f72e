"""An eavesdropper on a host of the room's network: every frame its interface carries, both ways, appended raw to a
file until it is stopped (SIGTERM). Standard library only (a raw ``AF_PACKET`` socket: root, as the network tests
are), run on the host through ``ip netns exec``; it says "ready" once it listens."""

from __future__ import annotations

import socket
import sys

ETH_P_ALL = 0x0003  # every protocol


def main(interface: str, out: str) -> None:
    listener = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(ETH_P_ALL))
    listener.bind((interface, 0))
    with open(out, "wb") as kept:
        print("ready", flush=True)
        while True:
            kept.write(listener.recv(65_535))
            kept.flush()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
