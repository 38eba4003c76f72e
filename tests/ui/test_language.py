"""The desktop in Russian and Romanian: Qt's translator loads the compiled catalogs, and switching the language
in the settings changes the big screen at once, without a restart."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from painted import wait_painted
from PySide6.QtCore import QSettings

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.clock.board import board
from floor.ui.clock.display import ClockDisplay
from floor.ui.common import language
from floor.ui.common.settings import DeskSettings
from floor.ui.console.window import Console
from floor.ui.setup.settings_dialog import SettingsDialog

T0 = 1_800_000_000.0


@pytest.fixture
def english(qapp) -> Iterator[None]:
    """Every test here leaves the application in English, as it found it."""
    yield
    language.use("en")


@pytest.fixture
def tournament(tmp_path: Path) -> Iterator[tuple[Store, int]]:
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=12_500), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("standard"))})
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=T0, author="Ana", level=1) for i in range(20)])
    store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    yield store, tid
    store.close()


def test_the_big_screen_switches_language_without_a_restart(qtbot, english, tournament) -> None:
    store, tid = tournament
    display = ClockDisplay(lambda: board(store.state(tid), T0 + 60), poll=False)
    qtbot.addWidget(display)
    display.resize(1280, 720)
    display.show()
    assert display.title.text() == "LEVEL 1" and display.players.text() == "20 / 20"
    assert display.average.text() == "12,500" and display._side_labels["players"].text() == "PLAYERS"
    language.use("ru")
    qtbot.waitUntil(lambda: display.title.text() == "УРОВЕНЬ 1")  # Qt delivers LanguageChange to every window
    assert display._side_labels["players"].text() == "ИГРОКИ"
    assert display.average.text() == "12\u00a0500" and display.next_up.text().startswith("Далее: ")
    assert [line.text() for line, _ in display.payout_lines[:2]] == ["1-е", "2-е"]
    language.use("ro")
    qtbot.waitUntil(lambda: display.title.text() == "NIVELUL 1")
    assert display._side_labels["pool"].text() == "FOND DE PREMII"
    assert display.average.text() == "12.500" and display.payout_lines[0][0].text() == "Locul 1"
    language.use("en")
    qtbot.waitUntil(lambda: display.title.text() == "LEVEL 1")
    assert display.payout_lines[0][0].text() == "1st"


def test_the_settings_choose_the_language_and_the_console_applies_it(qtbot, english, tournament,
                                                                    tmp_path: Path) -> None:
    store, tid = tournament
    desk = DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))
    desk.author = "Ana"
    window = Console(StoreSession(store, tid, "Ana", FakeTime(T0)), poll=False, desk=desk)
    qtbot.addWidget(window)
    dialog = SettingsDialog(desk)
    qtbot.addWidget(dialog)
    assert dialog.language.currentData() == ""  # the computer's language until one is chosen
    dialog.language.setCurrentIndex(dialog.language.findData("ro"))
    dialog.pages_language.setCurrentIndex(dialog.pages_language.findData("ru"))
    dialog.save()
    window.apply_settings((desk.pages_host, desk.pages_port, ""))
    assert language.current() == "ro" and (desk.language, desk.pages_language) == ("ro", "ru")
    again = SettingsDialog(desk)
    qtbot.addWidget(again)
    assert again.windowTitle() == "Floor — setări" and again.language.currentText() == "Română"


def test_a_missing_catalog_is_said_plainly(english, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(language, "qm_file", lambda code: tmp_path / f"floor_{code}.qm")
    with pytest.raises(OSError, match="the ru translation is missing from this installation"):
        language.use("ru")
    assert language.current() == "en"


def test_a_failed_switch_keeps_the_language_in_use(qtbot, english, monkeypatch, tmp_path: Path) -> None:
    language.use("ru")
    real = language.qm_file
    monkeypatch.setattr(language, "qm_file", lambda code: real(code) if code == "ru" else tmp_path / "none.qm")
    with pytest.raises(OSError, match="the ro translation is missing"):
        language.use("ro")
    assert language.current() == "ru" and language.tr("ClockDisplay", "PAUSED") == "ПАУЗА"


def test_the_console_opens_again_in_the_new_language_with_the_pages_still_on(qtbot, english, tournament,
                                                                           tmp_path: Path) -> None:
    """Settings > Language: the console's every label, tab and menu changes at once (the window is opened
    again where it was, on the same tab), and the player pages keep serving the phones meanwhile."""
    import urllib.request

    from floor.app import renewed
    from floor.player_pages import ServedPages

    store, tid = tournament
    desk = DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))
    desk.author, desk.pages_host, desk.pages_port = "Ana", "127.0.0.1", 0
    old = Console(StoreSession(store, tid, "Ana", FakeTime(T0)), poll=False, desk=desk,
                  pages=ServedPages(store, tid))
    qtbot.addWidget(old)
    old.show()
    old.tabs.setCurrentIndex(2)
    assert old.pages.turn_on()
    url = old.pages.base_url()
    seen: list[object] = []
    old.language_changed.connect(lambda: seen.append(renewed(old)))
    desk.language = "ru"
    old.apply_settings((desk.pages_host, desk.pages_port, desk.pages_language))
    assert len(seen) == 1
    new = seen[0]
    assert isinstance(new, Console)
    qtbot.addWidget(new)
    try:
        assert not old.isVisible() and new.isVisible() and new.tabs.currentIndex() == 2
        assert [new.tabs.tabText(i) for i in range(2)] == ["Игроки", "Столы"]
        assert new.register_button.text() == "Зарегистрировать" and new.pages.running
        assert new.pages.label.text() == f"Страницы игроков: {url}"
        with urllib.request.urlopen(url + "lobby.json", timeout=10) as answer:
            assert answer.status == 200
    finally:
        new.pages.turn_off()


def test_a_refusal_of_the_rules_core_is_said_in_the_language_in_use(qtbot, english, tournament) -> None:
    """The core refuses with an English Text that keeps its template and values; the console says it in Russian,
    numbers grouped the Russian way, and the English is unchanged for everyone reading it as a string."""
    from floor.core.errors import Text
    from floor.ui.common.language import spoken

    store, tid = tournament
    window = Console(StoreSession(store, tid, "Ana", FakeTime(T0)), poll=False)
    qtbot.addWidget(window)
    language.use("ru")
    window.register()  # no name typed: the tournament refuses
    assert window.message.text() == "у игрока должно быть имя"
    message = Text("the payouts add up to {sum:,}, {gap:,} {value} than the prize pool of {pool:,}",
                   sum=12_500, gap=2_500, value="more", pool=10_000)
    assert message == "the payouts add up to 12,500, 2,500 more than the prize pool of 10,000"
    assert "12\u00a0500" in spoken(message) and "10\u00a0000" in spoken(message)
    language.use("en")
    assert spoken(message) == message and spoken("plain words") == "plain words"


def test_the_history_and_undo_name_events_in_the_language_in_use(qtbot, english, tournament) -> None:
    from floor.ui.console.event_names import NAMES, event_name

    store, tid = tournament
    window = Console(StoreSession(store, tid, "Ana", FakeTime(T0)), poll=False)
    qtbot.addWidget(window)
    assert event_name("players-eliminated") == "elimination" and event_name("some-new-kind") == "some-new-kind"
    language.use("ro")
    window.undo()  # takes back the clock's start
    assert window.message.text() == "Anulat: ceas"
    window.tabs.setCurrentWidget(window.history_list)
    assert window.history_list.text(0).endswith("Anulat #22: Ceasul a pornit")
    assert all(event_name(kind) != source for kind, source in NAMES.items() if source not in ("rebuy", "add-on",
                                                                                               "chip race"))


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_no_button_of_the_console_is_cut_at_1280_by_720(qtbot, english, tournament, code) -> None:
    """Every button on every tab (and every page of the Rulings tab) is as wide as its words, in each language:
    a cut "Записать розыгрыш баттона…" is a bug a floor manager sees."""
    from PySide6.QtWidgets import QPushButton

    store, tid = tournament
    language.use(code)
    window = Console(StoreSession(store, tid, "Ana", FakeTime(T0)), poll=False)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    cut = []
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        pages = window.rulings_tab.pages if window.tabs.currentWidget() is window.rulings_tab else None
        for j in range(pages.count() if pages else 1):
            if pages:
                pages.setCurrentIndex(j)
            wait_painted(qtbot, window)
            cut += [(window.tabs.tabText(i), b.text()) for b in window.findChildren(QPushButton)
                    if b.isVisible() and b.width() < b.sizeHint().width() - 2]
    assert cut == []


# -- Qt's own words, and every visible text of the desk's windows -----------------------------------------------

@pytest.mark.parametrize(("code", "cancel", "yes"), [("ru", "Отмена", "&Да"), ("ro", "Anulează", "&Da")])
def test_qts_own_buttons_speak_the_desks_language(qtbot, english, code: str, cancel: str, yes: str) -> None:
    """OK/Cancel boxes, Yes/No questions and Save are in the chosen language: Qt's catalog where PySide6 ships one
    (ru), Floor's own words where it does not (ro); back in English they are English again."""
    from PySide6.QtWidgets import QDialogButtonBox

    buttons = QDialogButtonBox.StandardButton
    language.use(code)
    box = QDialogButtonBox(buttons.Ok | buttons.Cancel | buttons.Yes | buttons.Save)
    qtbot.addWidget(box)
    assert box.button(buttons.Cancel).text() == cancel and box.button(buttons.Yes).text() == yes
    assert box.button(buttons.Save).text() != "Save"
    language.use("en")
    again = QDialogButtonBox(buttons.Cancel)
    qtbot.addWidget(again)
    assert again.button(buttons.Cancel).text() == "Cancel"


def test_qts_catalog_is_found_for_russian_and_romanian_is_floors_own(english) -> None:
    """This PySide6 ships qtbase_ru.qm and no Romanian: the Romanian words come from Floor's catalog."""
    from floor.i18n.catalog import messages

    assert language.qt_qm_file("ru") is not None and language.qt_qm_file("ro") is None
    romanian = messages("ro")
    assert all(("QPlatformTheme", word) in romanian for word in ("OK", "Cancel", "&Yes", "&No", "Save", "Open"))


def test_the_file_dialog_speaks_romanian(qtbot, english) -> None:
    """Qt's own file dialog (the one the structure editor opens where the desktop has none) is in Romanian."""
    from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton

    language.use("ro")
    dialog = QFileDialog(None, "Floor")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    qtbot.addWidget(dialog)
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"&Nume fișier:", "Fișiere de &tipul:"} <= labels
    assert {"&Salvează", "Anulează"} <= {button.text() for button in dialog.findChildren(QPushButton)}


def visible_texts(window) -> dict[str, str]:
    """Every text a person can see on ``window``, by where it is: labels, buttons, titles, combo items, headers and
    cells, placeholders, tooltips, special values of spin boxes (names and numbers too: the caller sorts them)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractItemView,
        QAbstractSpinBox,
        QComboBox,
        QGroupBox,
        QLabel,
        QLineEdit,
        QPlainTextEdit,
        QSpinBox,
        QTabWidget,
        QWidget,
    )

    found: dict[str, str] = {"title": window.windowTitle()}
    for n, widget in enumerate([window, *window.findChildren(QWidget)]):
        where = f"{type(widget).__name__}#{n}"
        found[f"{where}.tooltip"] = widget.toolTip()
        if isinstance(widget, (QLabel, QAbstractButton)):
            found[where] = widget.text()
        elif isinstance(widget, QGroupBox):
            found[where] = widget.title()
        elif isinstance(widget, QLineEdit):
            found[where] = widget.text()
            found[f"{where}.placeholder"] = widget.placeholderText()
        elif isinstance(widget, QPlainTextEdit):
            found[where] = widget.toPlainText()
            found[f"{where}.placeholder"] = widget.placeholderText()
        elif isinstance(widget, QComboBox):
            found[f"{where}.placeholder"] = widget.placeholderText()
            for i in range(widget.count()):
                found[f"{where}[{i}]"] = widget.itemText(i)
        elif isinstance(widget, QSpinBox) and widget.value() == widget.minimum():
            found[f"{where}.special"] = widget.specialValueText()
        elif isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                found[f"{where}[{i}]"] = widget.tabText(i)
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            from PySide6.QtCore import QModelIndex

            model = widget.model()
            try:
                columns = model.columnCount(QModelIndex())
            except TypeError:  # a list model (a combo's, a list's): one column
                columns = 1
            for c in range(columns):
                found[f"{where}.header[{c}]"] = str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                for r in range(model.rowCount(QModelIndex())):
                    found[f"{where}[{r},{c}]"] = str(model.index(r, c).data() or "")
        if isinstance(widget, QAbstractSpinBox):
            found[f"{where}.suffix"] = getattr(widget, "suffix", lambda: "")()
    return found


def left_in_english(english_texts: dict[str, str], texts: dict[str, str], code: str,
                    names: set[str]) -> list[tuple[str, str]]:
    """Texts shown as they are in English: not a name, not a number, and not a word the catalog keeps the same in
    ``code`` on purpose (OK, Ante, Rebuy in Romanian, a game's name…)."""
    import re

    from floor.i18n.catalog import messages

    kept_on_purpose = {source for (_, source), text in messages(code).items() if text == source}
    same = []
    for where, text in texts.items():
        if english_texts.get(where) != text or not re.search(r"[^\W\d_]", text) or text in names:
            continue
        if text in kept_on_purpose or re.fullmatch(r"\d+\.\d+\.\d+\.\d+ — \S+", text):  # a network's own name
            continue
        same.append((where, text))
    return same


def desk_windows(qtbot, store: Store, tid: int, tmp_path: Path) -> list[object]:
    """The start page (a refusal shown), the Settings dialog, the Tournament settings dialog of a tournament under
    way (its locks and a refusal shown) and the structure editor (the HORSE template: every game)."""
    from floor.app import tournament_list
    from floor.tournament.structure import Structure
    from floor.ui.setup.start_page import StartPage
    from floor.ui.setup.structure_editor import StructureEditor
    from floor.ui.setup.tournament_dialog import TournamentDialog

    def create(settings: Settings, structure: Structure) -> int:
        raise AssertionError("nothing is created here")

    page = StartPage(lambda: tournament_list(store), create, lambda _tid: None)
    page.form.toggles["rebuy"].setChecked(True)
    page.form.fields["rebuy.chips"].setValue(0)
    page.create_new()
    desk = DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))
    desk.author = "Ana"
    settings = SettingsDialog(desk)
    dialog = TournamentDialog(store.state(tid), T0 + 60)
    dialog.form.late_registration_level.setValue(0)
    dialog.form.fields["rebuy.limit"].setValue(0)
    dialog.save()
    editor = StructureEditor()
    editor.template_chooser.setCurrentIndex(editor.template_chooser.findData("horse"))
    editor.load_chosen_template()
    windows: list[object] = [page, settings, dialog, editor]
    for window in windows:
        qtbot.addWidget(window)
    return windows


@pytest.mark.parametrize("code", ["ru", "ro"])
def test_no_text_of_the_start_page_settings_tournament_settings_or_structure_editor_is_left_in_english(
        qtbot, english, tmp_path: Path, code: str) -> None:
    """Walk the four windows in English and in the language chosen: every label, button, combo item, header, cell,
    placeholder and tooltip that reads the same is a name, a number or a word the language shares with English."""
    from floor.tournament.settings import Purchase

    store = Store(tmp_path / "walk.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=12_500, rebuy=Purchase(100, 12_500, 2, 6)),
                       now=T0, author="Ana", extra={"structure": structure_to_json(template("standard"))})
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=T0, author="Ana", level=1) for i in range(4)])
    store.act(tid, lambda s: P.rebuy(s, 1, now=T0, author="Ana", level=1))
    try:
        english_texts = [visible_texts(w) for w in desk_windows(qtbot, store, tid, tmp_path)]
        language.use(code)
        texts = [visible_texts(w) for w in desk_windows(qtbot, store, tid, tmp_path)]
        names = {"Sunday", "Ana", "Floor", "English", "Русский", "Română", "P1", "P2", "P3", "P4"}
        same = [found for before, after in zip(english_texts, texts, strict=True)
                for found in left_in_english(before, after, code, names)]
        assert same == []
        assert sum(len(t) for t in texts) > 500  # the walk saw the windows' words, cells included
    finally:
        language.use("en")
        store.close()
