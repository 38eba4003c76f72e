"""Where the room service listens by default: the room's network only (issue 18), never every network."""

from __future__ import annotations

import socket

from floor.room.address import ROOM_NETWORK, bind_host, room_address


def test_the_default_host_is_this_computers_address_on_the_room_network_not_every_interface() -> None:
    address = bind_host(ROOM_NETWORK)
    assert address == room_address() and address != "0.0.0.0"
    socket.inet_aton(address)  # an address of this computer, as the default route leaves it (or 127.0.0.1)
    with socket.socket() as probe:
        probe.bind((address, 0))  # the computer has it


def test_an_address_given_is_kept() -> None:
    assert bind_host("127.0.0.1") == "127.0.0.1" and bind_host("0.0.0.0") == "0.0.0.0"
