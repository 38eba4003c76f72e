"""`floor devices`: the room's paired devices (dealer tablets, floor phones, displays, a second desk).

``floor devices`` lists them; ``floor devices pair dealer --table 7`` makes a pairing code (and, with ``--server``,
the address a device opens, as the console's QR code gives it); ``floor devices revoke ID`` unpairs one at once.
"""

from __future__ import annotations

import argparse
from datetime import datetime
from typing import Any

from floor.commands.context import Context, common_options
from floor.commands.inputs import table_number
from floor.usecases import pairing


def _when(at: float | None) -> str:
    return datetime.fromtimestamp(at).strftime("%H:%M:%S") if at is not None else "-"


def _row(device: pairing.Device) -> dict[str, Any]:
    return {"id": device.id, "role": device.role, "table": device.table, "person": device.person,
            "paired_at": device.paired_at, "last_seen": device.last_seen, "address": device.address,
            "revoked_at": device.revoked_at}


def cmd_devices(ctx: Context, args: argparse.Namespace) -> None:
    from floor.store.devices import DeviceBook

    ctx.store.must_exist()
    devices = DeviceBook(ctx.store).devices()
    lines = [f"{d.id}  {d.label:<16} {d.person or '-':<12} last seen {_when(d.last_seen)}"
             + (f"  from {d.address}" if d.address else "")
             + ("" if d.active else f"  (unpaired {_when(d.revoked_at)})") for d in devices]
    ctx.answer([_row(d) for d in devices], "\n".join(lines) or "No device is paired.")


def cmd_pair(ctx: Context, args: argparse.Namespace) -> None:
    from floor.room.authority import saved, spoken
    from floor.store.devices import DeviceBook
    from floor.usecases import devices

    state = ctx.desk.state()
    made = devices.offer(DeviceBook(ctx.store), args.role, table=args.table, person=args.person or "",
                         pin=args.pin or "", tables=set(state.tables), now=ctx.now())
    room = saved(ctx.store.home)  # (the room's certificate, once the service has served HTTPS on this file)
    code = made.code if room is None else f"{made.code}-{room.fingerprint}"
    where = f" on {args.server.rstrip('/')}/pair#{code}" if args.server else ""
    secure = "" if room is None else (f" Over HTTPS a Floor window pairs with --code {code}; the room's certificate: "
                                      f"{spoken(room.fingerprint)}.")
    ctx.answer({"code": made.code, "role": made.role, "table": made.table, "person": made.person,
                "expires_at": made.expires_at, "fingerprint": None if room is None else room.fingerprint},
               f"Pairing code {made.code}{where}: pairs one {made.role} device until {_when(made.expires_at)}.{secure}")


def cmd_revoke(ctx: Context, args: argparse.Namespace) -> None:
    from floor.store.devices import DeviceBook
    from floor.usecases import devices

    ctx.store.must_exist()
    device = devices.revoke(DeviceBook(ctx.store), args.device, now=ctx.now())
    ctx.answer(_row(device), f"Unpaired {device.id} ({device.label}): it can do nothing from now on.")


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    p = commands.add_parser("devices", parents=[common], help="the room's paired devices: list, pair, revoke")
    p.set_defaults(run=cmd_devices)
    sub = p.add_subparsers(dest="devices_command", metavar="ACTION")
    pair = sub.add_parser("pair", parents=[common], help="make a pairing code for one device")
    pair.add_argument("role", choices=pairing.ROLES, help="what the device will be")
    pair.add_argument("--table", type=table_number, help="a dealer tablet's table")
    pair.add_argument("--person", help="a floor phone's (or desk's) person")
    pair.add_argument("--pin", help="the floor person's PIN, typed again on the phone")
    pair.add_argument("--server", metavar="URL", help="the room service's address, to print the pairing address")
    pair.set_defaults(run=cmd_pair)
    revoke = sub.add_parser("revoke", parents=[common], help="unpair a device at once")
    revoke.add_argument("device", help="the device's id, as `floor devices` lists it")
    revoke.set_defaults(run=cmd_revoke)
