"""Actions lost outside Floor are said over the console as it opens, in the desk's language; the console works on."""

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from floor import app as floor_app
from floor.store import logcheck
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.settings import Settings
from floor.ui.common import language
from floor.ui.common.settings import DeskSettings

T0 = 1_800_000_000.0


@pytest.mark.parametrize(("lang", "title", "words"), [
    ("en", "Actions are missing", "the actions after 2 are missing (Floor had saved 7)"),
    ("ru", "Действия пропали", "нет действий после 2 (Floor сохранил 7)"),
    ("ro", "Lipsesc acțiuni", "lipsesc acțiunile de după 2 (Floor salvase 7)"),
])
def test_the_console_opens_saying_which_actions_are_missing(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            lang: str, title: str, words: str) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # open_console installs the desk's crash handler
    db = tmp_path / "floor.db"
    store = Store(db)
    tid = store.create(Settings("Friday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    store.act(tid, lambda s: P.register(s, "Ana", now=T0, author="Ana", level=1))
    store.close()
    logcheck.write(db, {tid: 7})  # the desk had been told of seven actions; the file holds two
    desk = DeskSettings()
    before = desk.language
    desk.language = lang  # the console opens in the desk's language
    try:
        reopened = Store(db)
        windows = floor_app.open_console(reopened, tid, "Ana", clock=lambda: T0)
        console = windows.console
        qtbot.addWidget(console)
        box = console.findChild(QMessageBox, "missing-actions")
        assert box is not None
        qtbot.waitUntil(box.isVisible)
        assert box.windowTitle() == title
        assert words in box.text()
        assert "floor restore" not in box.text()  # there is no backup yet: it says where none was found
        box.accept()
        windows.big_screen.close()
        console.close()  # (the store stays open: the console's timers read it until qtbot deletes the console)
    finally:
        desk.language = before
        language.use(before or None)
