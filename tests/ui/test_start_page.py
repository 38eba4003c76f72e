"""The start page: open a tournament of the database, or create one from a template."""

from pathlib import Path

from PySide6.QtCore import Qt

from floor.store.tournaments import Store
from floor.tournament.settings import Settings
from floor.tournament.structure import Structure, structure_to_json
from floor.ui.start_page import Listed, StartPage

T0 = 1_800_000_000.0


def page_for(qtbot, store: Store, opened: list[int]) -> StartPage:
    def listed() -> list[Listed]:
        return [Listed(t.id, t.name, t.entries, t.playing) for t in store.tournaments()]

    def create(settings: Settings, structure: Structure) -> int:
        return store.create(settings, now=T0, author="Ana", extra={"structure": structure_to_json(structure)})

    page = StartPage(listed, create, opened.append)
    qtbot.addWidget(page)
    return page


def test_the_latest_tournament_is_first_and_opens(qtbot, tmp_path: Path) -> None:
    """Two tournaments: the newest is listed first and selected; Open opens it."""
    store = Store(tmp_path / "f.db")
    store.create(Settings("Monday", buy_in=50, starting_stack=5_000), now=T0, author="Ana")
    newest = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    opened: list[int] = []
    page = page_for(qtbot, store, opened)
    assert page.list.item(0).text().startswith(f"{newest}. Sunday") and page.list.count() == 2
    qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    assert opened == [newest]
    store.close()


def test_creating_from_a_template_opens_the_new_tournament(qtbot, tmp_path: Path) -> None:
    """Name it, pick the turbo structure, Create: it exists with that structure and is opened."""
    store = Store(tmp_path / "f.db")
    opened: list[int] = []
    page = page_for(qtbot, store, opened)
    assert not page.open_button.isEnabled()
    page.name.setText("Friday Turbo")
    page.structure.setCurrentText("turbo")
    qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    assert len(opened) == 1
    state = store.state(opened[0])
    assert state.settings.name == "Friday Turbo" and state.structure.levels()[0].minutes == 12
    store.close()


def test_a_tournament_without_a_name_is_refused_with_the_reason(qtbot, tmp_path: Path) -> None:
    """Create with an empty name says so and creates nothing."""
    store = Store(tmp_path / "f.db")
    opened: list[int] = []
    page = page_for(qtbot, store, opened)
    qtbot.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    assert page.message.text() == "a tournament needs a name" and opened == [] and store.tournaments() == []
    store.close()
