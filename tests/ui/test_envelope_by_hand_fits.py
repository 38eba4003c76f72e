"""The mystery envelope drawn by hand: its small dialog is wide enough for a window manager to show its whole title
in each language (on a real desktop with openbox it read "Envelo… hand"), its words fit, and Cancel records
nothing (issue 19's walk, scripts/walk_issue19.py)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from modal import when_modal
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QDialog, QInputDialog
from screen_checks import clipped, english_left, too_big_for_its_screen, visible_texts

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.bounties import BountyRule
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.common import language
from floor.ui.console.window import Console

T0 = 1_800_000_000.0
WM_FRAME = 120  # openbox's icon, three buttons and margins beside a title, measured on the walk's shots: ~100 px


@pytest.fixture
def night(qtbot, tmp_path: Path) -> Iterator[tuple[Console, Store, int]]:
    """A mystery-bounty night, one knockout waiting for its envelope; the console on it."""
    store = Store(tmp_path / "f.db")
    rule = BountyRule("mystery", 50, envelopes=(500, 200, 100, 50))
    tid = store.create(Settings("Mystery night", buy_in=100, starting_stack=10_000, bounty=rule), now=T0,
                       author="Ana", extra={"structure": structure_to_json(template("turbo"))})
    store.act_all(tid, [partial(lambda s, name: P.register(s, name, now=T0, author="Ana", level=1), name=name)
                        for name in ("Anna", "Boris", "Carla")])
    store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    store.act(tid, lambda s: P.eliminate(s, [3], now=T0 + 60, author="Ana", by=[1]))
    yield store, tid
    store.close()
    language.use("en")


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_envelope_drawn_by_hand_dialog_has_room_for_its_whole_title(qtbot, night, code: str) -> None:
    store, tid = night
    language.use(code)
    window = Console(StoreSession(store, tid, "Ana", lambda: T0 + 90), poll=False)
    qtbot.addWidget(window)
    window.show()
    line = window.envelope_line
    assert line.isVisible() and line.by_hand_button.isEnabled()
    seen: dict[str, object] = {}

    def look(dialog: QDialog) -> None:
        assert isinstance(dialog, QInputDialog)
        bold = QFont(dialog.font())
        bold.setBold(True)
        seen["title"] = dialog.windowTitle()
        seen["room"] = dialog.width() - QFontMetrics(bold).horizontalAdvance(dialog.windowTitle())
        seen["faults"] = too_big_for_its_screen(dialog) + clipped(dialog) + (
            [] if code == "en" else [s.text for s in english_left(visible_texts(dialog), code)])
        dialog.reject()

    when_modal(look)
    qtbot.mouseClick(line.by_hand_button, Qt.MouseButton.LeftButton)
    assert seen["title"] == language.tr("Bounties", "Envelope drawn by hand")
    assert isinstance(seen["room"], int) and seen["room"] >= WM_FRAME, seen
    assert seen["faults"] == []
    assert store.state(tid).bounties.waiting  # cancelled: the knockout still waits for its envelope
