"""Tournament settings…: a tournament under way edited while the rules allow, each locked field saying why."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.settings import Purchase, Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.common import language
from floor.ui.setup.tournament_dialog import TournamentDialog
from floor.usecases.tournament import change_settings

T0 = 1_800_000_000.0
SETTINGS = Settings("Friday", buy_in=100, starting_stack=20_000, fee=10, rebuy=Purchase(100, 20_000, 2, 6),
                    addon=Purchase(50, 10_000, 1, 6), late_registration_level=6, guarantee=1_000)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store(tmp_path / "f.db")
    yield opened
    opened.close()


@pytest.fixture
def english(qapp) -> Iterator[None]:
    font = QApplication.font()
    yield
    language.use("en")
    QApplication.setFont(font)


def tournament(store: Store, players: int = 0) -> int:
    tid = store.create(SETTINGS, now=T0, author="Ana", extra={"structure": structure_to_json(template("standard"))})
    if players:
        store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i + 1}", now=T0, author="Ana", level=1)
                            for i in range(players)])
    return tid


def dialog_for(qtbot, store: Store, tid: int, now: float = T0) -> TournamentDialog:
    dialog = TournamentDialog(store.state(tid), now)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def press_ok(qtbot, dialog: TournamentDialog) -> None:
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_before_the_first_entry_every_field_is_open_and_ok_changes_the_tournament(qtbot, store: Store) -> None:
    """Nobody registered: the buy-in can still be corrected; OK gives the console the settings it records."""
    tid = tournament(store)
    dialog = dialog_for(qtbot, store, tid)
    assert all(widget.isEnabled() for key, widget in dialog.form.fields.items() if not key.startswith("reentry."))
    assert dialog.windowTitle() == "Tournament settings — Friday"
    dialog.form.buy_in.setValue(150)
    press_ok(qtbot, dialog)
    assert dialog.result() == TournamentDialog.DialogCode.Accepted and dialog.chosen is not None
    done = change_settings(StoreSession(store, tid, "Boris"), dialog.chosen)
    assert done.state.settings.buy_in == 150 and done.events[0].author == "Boris"
    assert dialog.said(done.state) == "Tournament settings saved"


def test_after_registrations_the_buy_in_is_locked_and_says_why(qtbot, store: Store) -> None:
    """With players in, the buy-in, fee and stack are greyed out, the reason is under them once and on each as a
    tooltip; the guarantee can still be raised."""
    tid = tournament(store, players=3)
    dialog = dialog_for(qtbot, store, tid)
    form = dialog.form
    reason = "the buy-in, the fee and the starting stack cannot change once a player has entered"
    for key in ("buy_in", "fee", "starting_stack"):
        assert not form.fields[key].isEnabled() and form.fields[key].toolTip() == reason
    assert form.problems["starting_stack"].text() == reason and form.problems["buy_in"].isHidden()
    assert form.guarantee.isEnabled()
    form.guarantee.setValue(3_000)
    press_ok(qtbot, dialog)
    assert dialog.chosen is not None
    assert change_settings(StoreSession(store, tid, "Ana"), dialog.chosen).state.settings.guarantee == 3_000


def test_a_rebuy_limit_below_what_a_player_used_is_refused_next_to_it(qtbot, store: Store) -> None:
    """P1 rebought twice: the rebuy's price and chips are locked, and a limit of 1 is refused under the rebuys."""
    tid = tournament(store, players=2)
    store.act_all(tid, [lambda s: P.rebuy(s, 1, now=T0, author="Ana", level=1)] * 2)
    dialog = dialog_for(qtbot, store, tid)
    form = dialog.form
    assert not form.fields["rebuy.price"].isEnabled() and not form.fields["rebuy.chips"].isEnabled()
    assert not form.toggles["rebuy"].isEnabled() and form.fields["rebuy.limit"].isEnabled()
    assert form.problems["rebuy"].text().startswith("a player has rebought: the price and chips stay")
    form.fields["rebuy.limit"].setValue(1)
    press_ok(qtbot, dialog)
    assert dialog.isVisible() and dialog.chosen is None
    assert form.problems["rebuy"].text() == "P1 has already had 2 rebuys: the limit cannot be lower"
    form.fields["rebuy.limit"].setValue(3)  # fixed: the reason goes at once
    assert form.problems["rebuy"].text().startswith("a player has rebought")
    press_ok(qtbot, dialog)
    assert not dialog.isVisible()


def test_late_registration_cannot_be_closed_before_the_level_in_play(qtbot, store: Store) -> None:
    """At level 3, late registration ending at level 2 is refused under its field, in Russian too."""
    tid = tournament(store, players=2)
    store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    store.act(tid, lambda s: T.clock(s, "jump", now=T0 + 1, author="Ana", index=2))
    dialog = dialog_for(qtbot, store, tid, now=T0 + 2)
    dialog.form.late_registration_level.setValue(2)
    press_ok(qtbot, dialog)
    said = dialog.form.problems["late_registration_level"]
    assert said.text() == "late registration cannot end before level 3, the level in play" and not said.isHidden()


def test_ok_without_a_change_gives_nothing_to_record(qtbot, store: Store) -> None:
    """OK with nothing changed closes the dialog and records nothing."""
    dialog = dialog_for(qtbot, store, tournament(store))
    press_ok(qtbot, dialog)
    assert dialog.result() == TournamentDialog.DialogCode.Accepted and dialog.chosen is None


def test_the_dialog_speaks_russian_with_russian_buttons(qtbot, english, store: Store) -> None:
    """In Russian the title, the fields, the lock and Qt's own Cancel are Russian."""
    tid = tournament(store, players=1)
    language.use("ru")
    dialog = dialog_for(qtbot, store, tid)
    assert dialog.windowTitle() == "Настройки турнира — Friday"
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Отмена"
    assert dialog.form.problems["starting_stack"].text().startswith("бай-ин, комиссия и стартовый стек")


@pytest.mark.parametrize("font", ["Noto Sans", "DejaVu Sans", "Liberation Sans"])
@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_dialog_fits_1280x720_with_every_field_locked(qtbot, english, store: Store, code: str,
                                                          font: str) -> None:
    """Every lock there can be (entries, rebuys, add-ons, re-entries, a finish in the money) and a refusal shown:
    the dialog still opens within 1280x720, each reason in full."""
    tid = store.create(replace_reentry(SETTINGS), now=T0, author="Ana")
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i + 1}", now=T0, author="Ana", level=1) for i in range(3)])
    store.act(tid, lambda s: P.rebuy(s, 1, now=T0, author="Ana", level=1))
    store.act(tid, lambda s: P.addon(s, 1, now=T0, author="Ana", level=1))
    store.act(tid, lambda s: P.eliminate(s, [3], now=T0, author="Ana"))
    store.act(tid, lambda s: P.reenter(s, 3, now=T0, author="Ana", level=1))
    store.act(tid, lambda s: P.eliminate(s, [2], now=T0, author="Ana"))
    store.act(tid, lambda s: P.eliminate(s, [3], now=T0, author="Ana"))  # 2nd of 4 entries: in the money
    QApplication.setFont(QFont(font))
    language.use(code)
    dialog = dialog_for(qtbot, store, tid)
    dialog.form.name.clear()
    press_ok(qtbot, dialog)
    assert len([label for label in dialog.form.problems.values() if not label.isHidden()]) == 6
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720
    assert dialog.width() <= 1280 and dialog.height() <= 720
    assert dialog.height() >= dialog.heightForWidth(dialog.width())  # nothing squeezed


def replace_reentry(settings: Settings) -> Settings:
    from dataclasses import replace

    return replace(settings, reentry=Purchase(100, 20_000, 2, 6))
