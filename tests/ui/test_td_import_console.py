"""Tournament › Import from The Tournament Director… in the console: TD's saves become tournaments of the desk's
database off the GUI thread, said on the message line in the desk's language; a file that is not a save is refused
naming it, and nothing is written."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from season.td_files import td_folder

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament.settings import Settings
from floor.ui.common import language
from floor.ui.console.window import Console

T0 = 1_800_000_000.0


@pytest.fixture
def desk(qtbot, tmp_path: Path) -> Iterator[tuple[Console, Store]]:
    store = Store(tmp_path / "club.db")
    tid = store.create(Settings("Tonight", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    window = Console(StoreSession(store, tid, "Ana", FakeTime()), poll=False)
    qtbot.addWidget(window)
    window.show()
    yield window, store
    store.close()
    language.use("en")


def test_the_tournament_menu_imports_td_saves_and_says_so(qtbot, desk) -> None:
    window, store = desk
    entries = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    assert "Import from The Tournament Director…" in entries
    saves = [td_folder() / "saves" / name for name in ("ORF_Poker_20230119.tdt", "ORF_Poker_20230202.tdt")]
    assert window.import_td(saves)
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=30_000)
    assert window.message.text() == ("Imported 2 tournaments from The Tournament Director (0 imported before): "
                                     "ORF Poker 20230119, ORF Poker 20230202")
    assert [t.name for t in store.tournaments()][-2:] == ["ORF Poker 20230119", "ORF Poker 20230202"]
    language.use("ru")
    assert window.import_td(saves[:1])
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=30_000)
    assert window.message.text() == "Из The Tournament Director ничего нового: все сохранения уже импортированы"
    assert len(store.tournaments()) == 3


def test_a_file_that_is_not_a_save_is_refused_naming_it_and_nothing_is_written(qtbot, desk, tmp_path: Path) -> None:
    window, store = desk
    bad = tmp_path / "notes.tdt"
    bad.write_text("Name;Place\n", encoding="utf-8")
    assert window.import_td([td_folder() / "saves" / "ORF_Poker_20230119.tdt", bad])
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=30_000)
    assert window.message.text() == "notes.tdt: not a Tournament Director file: ';Place\\n' at character 4"
    assert len(store.tournaments()) == 1
