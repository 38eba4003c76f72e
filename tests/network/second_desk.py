"""A second desk on a host of its own (run inside the host's namespace by test_room_night.py): this computer is
paired with the code the floor's desk made, opens the console through the room service (offscreen: the host has no
screen), registers a late player by typing the name and pressing Return, as the registration desk does, and prints
what its console then says."""

from __future__ import annotations

import json
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from floor.app import open_remote_console
from floor.room.link import pair, saved_token
from floor.room.remote import RemoteDesk


def main(url: str, code: str, name: str) -> None:
    app = QApplication(sys.argv[:1])
    pair(url, code)
    desk = RemoteDesk(url, saved_token(url))
    opened = open_remote_console(desk)
    console = opened.console
    before = console.stats_line.text()
    console.name_field.setText(name)
    QTest.keyClick(console.name_field, Qt.Key.Key_Return)
    deadline = time.monotonic() + 20
    while console.stats_line.text() == before and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.05)
    print(json.dumps({"before": before, "after": console.stats_line.text(), "device": desk.device}), flush=True)
    opened.big_screen.close()
    console.close()
    desk.close()


if __name__ == "__main__":
    main(*sys.argv[1:4])
