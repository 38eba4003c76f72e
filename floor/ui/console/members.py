"""The club's members at the desk: the registration's type-ahead (a member picked registers with their id), and
Tournament › Members…: find one, add one, merge a duplicate into the member they are, and see every result.

The list and its rules are the database's and :mod:`floor.clubs.members`' (handed over by the composition root as a
:class:`MemberBook`); this only shows and asks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeyEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floor.clubs.members import Member, MemberIndex, Result
from floor.tournament.memberlinks import MemberLinked
from floor.tournament.ordinals import nth
from floor.ui.common.acting import attempt
from floor.ui.common.aside import Aside
from floor.ui.common.colours import PROBLEM_STYLE as REFUSED_STYLE
from floor.ui.common.language import number, spoken, tr
from floor.ui.common.session import Say
from floor.usecases import members
from floor.usecases.desk import Desk


class MemberBook(Protocol):
    """The club's members as the database keeps them (floor/store/members.py)."""

    def all(self) -> Mapping[str, Member]: ...
    def find(self, typed: str, *, limit: int = 12) -> list[Member]: ...
    def add(self, name: str, nickname: str = "", member_id: str = "", *, now: float) -> Member: ...
    def merge(self, duplicate: str, into: str) -> Member: ...
    def results(self, member_id: str) -> Sequence[Result]: ...


@runtime_checkable
class KeepsMembers(Protocol):
    """A session that reaches the club's members: the desk that holds the database, or a second desk through the
    room service (floor/room/members.py)."""

    def members(self) -> MemberBook: ...
    def member_results(self, member_id: str) -> Sequence[Result]:
        """Every result of the member, safe to read from another thread (Members… reads them aside)."""
        ...
    def now(self) -> float: ...


@runtime_checkable
class TournamentDesk(Desk, Protocol):
    """The tournament open at the desk, whose players Members… links to a member (a session is one)."""


def _unsaid(text: str, refused: bool) -> None:
    """A picker given no line to speak on (the registration says what is wrong when it is pressed)."""


def offered(member: Member) -> str:
    """A member as the type-ahead lists them: name, nickname, id."""
    return f"{member.label} · {member.member_id}"


NAME_ROLE = Qt.ItemDataRole.UserRole  # what the completer writes into the field: the member's name
ID_ROLE = Qt.ItemDataRole.UserRole + 1  # which member a line offered is (two members may share a name)


class MemberPicker:
    """The name field's type-ahead: the members matching what is typed; the one picked is :attr:`chosen` until
    the name is typed over. The list is read once per registration, not per key (the database holds every
    registration of the club's history). A list that cannot be read (a second desk whose room service does not
    answer) offers nothing for that name, which registers as typed; ``say`` is told why.

    Each line shows "Name · id", but what the completer writes into the field (highlighted with the keyboard,
    clicked, or Return) is the name alone (its completion role), and the member is known by the line's id: the
    field never holds "Name · id", so a long id is never part of a name. A line highlighted or clicked is the
    member chosen; Return in the list picks the line and leaves the list (Qt would pass it on to the field, whose
    Return registers before the pick is known): the next Return registers."""

    def __init__(self, field: QLineEdit, book: MemberBook, say: Say | None = None) -> None:
        self.field = field
        self.book = book
        self.say = say
        self.chosen: Member | None = None
        self.shown: list[Member] = []
        self.known: MemberIndex | None = None  # the members, read and folded at the first key of a name
        self.model = QStandardItemModel()
        self.completer = QCompleter(self.model, field)
        self.completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setCompletionRole(NAME_ROLE)
        field.setCompleter(self.completer)
        self.completer.activated[QModelIndex].connect(self._picked)  # type: ignore[index]
        self.completer.highlighted[QModelIndex].connect(self._picked)  # type: ignore[index]
        self.keys = _ReturnPicks(self)
        popup = self.completer.popup()
        assert popup is not None  # (made by the completer)
        popup.installEventFilter(self.keys)  # (after the completer's own: it sees keys first)
        field.textEdited.connect(self._typed)

    def _typed(self, text: str) -> None:
        if self.chosen is not None and text != self.chosen.name:
            self.chosen = None
        if self.known is None:
            self.known = MemberIndex((attempt(self.say or _unsaid, self.book.all) or {}).values())
        self.shown = self.known.found(text) if len(text.strip()) >= 2 else []
        self.model.clear()
        for m in self.shown:
            line = QStandardItem(offered(m))
            line.setData(m.name, NAME_ROLE)
            line.setData(m.member_id, ID_ROLE)
            line.setEditable(False)
            self.model.appendRow(line)
        if self.shown:
            self.completer.complete()

    def _picked(self, index: QModelIndex | QPersistentModelIndex) -> None:
        member_id = index.data(ID_ROLE) if index.isValid() else None
        member = next((m for m in self.shown if m.member_id == member_id), None)
        if member is not None:
            self.pick(member)

    def picked_by_return(self) -> bool:
        """Return in the list: the line highlighted is picked and the list closed (False: none is highlighted, the
        key goes on as Qt sends it)."""
        popup = self.completer.popup()
        index = popup.currentIndex() if popup is not None else QModelIndex()
        if popup is None or not popup.isVisible() or not index.isValid():
            return False
        self._picked(index)
        popup.hide()
        return True

    def pick(self, member: Member | None) -> None:
        """The desk chose ``member`` from the list: the field shows their name (None: a registration done, the list
        read again at the next name)."""
        self.chosen = member
        if member is not None:
            self.field.setText(member.name)
        else:
            self.known = None

    def member_for(self, typed: str) -> Member | None:
        """The member picked for the name in the field now (None: a name typed, not picked)."""
        return self.chosen if self.chosen is not None and self.chosen.name == typed.strip() else None


class _ReturnPicks(QObject):
    """The type-ahead list's Return and Enter, taken before the completer passes them on to the name field."""

    def __init__(self, picker: MemberPicker) -> None:
        super().__init__(picker.field)
        self.picker = picker

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            return self.picker.picked_by_return()
        return False


def _cell(text: str, *, right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


class MembersDialog(QDialog):
    """Find a member, add one, merge a duplicate into the member they are, and read every result."""

    def __init__(self, book: MemberBook, now: Callable[[], float], parent: QWidget | None = None, *,
                 results: Callable[[str], Sequence[Result]] | None = None, desk: Desk | None = None) -> None:
        """``results`` reads a member's every result in another thread (each tournament of the club's history is
        folded the first time); without it they are read from ``book`` here. ``desk``: the tournament open, whose
        players can be linked to the member selected (none: no linking)."""
        super().__init__(parent)
        self.book = book
        self.now = now
        self.desk = desk
        self.read_results = results
        self.aside: Aside[tuple[str, Sequence[Result]]] = Aside(self._show_results, self.say)
        self.setWindowTitle(tr("Members", "Members of the club"))
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Members", "Find a member: name, nickname or id"))
        self.search.textChanged.connect(lambda _text: self.refresh())
        self.list = _table([tr("Members", "Id"), tr("Members", "Name"), tr("Members", "Nickname"),
                            tr("Members", "Same person as")])
        self.list.itemSelectionChanged.connect(self.show_results)
        # Each heading whole beside a TD member's 39-character id: the list scrolls sideways rather than squeeze its
        # last column ("Тот же человек, что" was cut to 100 px).
        self.list.horizontalHeader().setStretchLastSection(False)
        self.results = _table([tr("Members", "Tournament"), tr("Members", "Date"), tr("Members", "Place"),
                               tr("Members", "Prize"), tr("Members", "Entries"), tr("Members", "Hits"),
                               tr("Members", "Bounties")])
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.name = QLineEdit()
        self.nickname = QLineEdit()
        self.member_id = QLineEdit()
        self.member_id.setPlaceholderText(tr("Members", "empty: Floor makes one"))
        self.add_button = QPushButton(tr("Members", "Add member"))
        self.add_button.clicked.connect(self.add)
        self.merge_into = QLineEdit()
        self.merge_into.setPlaceholderText(tr("Members", "the member they are: type a name, pick from the list"))
        self.merge_picker = MemberPicker(self.merge_into, book, self.say)  # (an id typed whole still counts)
        self.merge_button = QPushButton(tr("Members", "Merge the selected into…"))
        self.merge_button.clicked.connect(self.merge)
        self.link_player = QLineEdit()
        self.link_player.setPlaceholderText(tr("Members", "a player of this tournament: number or name"))
        self.link_button = QPushButton(tr("Members", "Link to the selected member"))
        self.link_button.clicked.connect(self.link)
        adding = QFormLayout()
        adding.addRow(tr("Members", "Name"), self.name)
        adding.addRow(tr("Members", "Nickname"), self.nickname)
        adding.addRow(tr("Members", "Id"), self.member_id)
        adding.addRow(self.add_button)
        for field in (self.merge_into, self.link_player):  # (its hint read whole, whatever the columns leave it)
            field.setMinimumWidth(field.fontMetrics().horizontalAdvance(field.placeholderText()) + 24)
        merging = QHBoxLayout()
        merging.addWidget(self.merge_button)
        merging.addWidget(self.merge_into, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(tr("Members", "Close"))
        buttons.rejected.connect(self.reject)
        left = QVBoxLayout()
        left.addWidget(self.search)
        left.addWidget(self.list, 1)
        left.addLayout(merging)
        if desk is not None:
            linking = QHBoxLayout()
            linking.addWidget(self.link_button)
            linking.addWidget(self.link_player, 1)
            left.addLayout(linking)
        left.addLayout(adding)
        right = QVBoxLayout()
        right.addWidget(self.summary)
        right.addWidget(self.results, 1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.resize(1100, 620)
        self.every: Mapping[str, Member] = {}
        self.index = MemberIndex(())
        self.reload()

    def reload(self) -> None:
        """The members read again (after an add or a merge), then shown."""
        self.every = attempt(self.say, self.book.all) or {}
        self.index = MemberIndex(self.every.values())  # (folded once: the search ranks it on every key)
        self.refresh()

    def say(self, text: str, refused: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(REFUSED_STYLE if refused else "")

    def refresh(self) -> None:
        """The members matching the search (every one when it is empty), by name."""
        every, typed = self.every, self.search.text()
        shown = self.index.found(typed, limit=500) if typed.strip() else \
            sorted(every.values(), key=lambda m: (m.name.casefold(), m.member_id))
        self.list.setRowCount(len(shown))
        for row, m in enumerate(shown):
            same = every.get(m.merged_into or "")
            for column, text in enumerate((m.member_id, m.name, m.nickname, same.label if same else "")):
                self.list.setItem(row, column, _cell(text))
        self.show_results()

    def selected(self) -> str | None:
        rows = self.list.selectionModel().selectedRows()
        item = self.list.item(rows[0].row(), 0) if rows else None
        return item.text() if item is not None else None

    def select(self, member_id: str) -> None:
        for row in range(self.list.rowCount()):
            item = self.list.item(row, 0)
            if item is not None and item.text() == member_id:
                self.list.selectRow(row)

    def show_results(self) -> None:
        """The selected member's results: read aside (the list stays live), shown when read."""
        chosen = self.selected()
        self.merge_button.setEnabled(chosen is not None)
        self.link_button.setEnabled(chosen is not None)
        self.results.setRowCount(0)
        if chosen is None:
            self.aside.forget()
            self.summary.setText(tr("Members", "Select a member to see every tournament they played."))
            return
        reader = self.read_results
        if reader is None:
            done = attempt(self.say, lambda: self.book.results(chosen))
            if done is not None:
                self._show_results((chosen, done))
            return
        self.summary.setText(tr("Members", "Reading the results of {name}…", name=self.every[chosen].label))
        self.aside.run(lambda: (chosen, reader(chosen)))

    def _show_results(self, read: tuple[str, Sequence[Result]]) -> None:
        chosen, found = read
        member = self.every.get(chosen)
        if member is None:
            return
        won = sum(r.prize for r in found) + sum(r.bounties for r in found)
        self.summary.setText(tr("Members", "{name} · tournaments played: {count} · won: {won}", name=member.label,
                                count=number(len(found)), won=number(won)))
        self.results.setRowCount(len(found))
        for row, r in enumerate(found):
            cells = (r.title, datetime.fromtimestamp(r.created_at).strftime("%Y-%m-%d"),
                     spoken(nth(r.place)) if r.place else tr("Members", "playing"), number(r.prize) if r.prize else "",
                     number(r.entries), f"{r.hits:g}" if r.hits else "", number(r.bounties) if r.bounties else "")
            for column, text in enumerate(cells):
                self.results.setItem(row, column, _cell(text, right=column >= 3))

    def done(self, result: int) -> None:
        """Closed: a read still under way is not shown any more."""
        self.aside.forget()
        super().done(result)

    def add(self) -> None:
        made = attempt(self.say, lambda: self.book.add(self.name.text(), self.nickname.text(), self.member_id.text(),
                                                        now=self.now()))
        if made is not None:
            for field in (self.name, self.nickname, self.member_id):
                field.clear()
            self.search.clear()
            self.reload()
            self.select(made.member_id)
            self.say(tr("Members", "Member added: {name}, id {member_id}", name=made.label, member_id=made.member_id))

    def merge(self) -> None:
        duplicate = self.selected()
        if duplicate is None:
            return
        picked = self.merge_picker.member_for(self.merge_into.text())
        into = picked.member_id if picked is not None else self.merge_into.text().strip()
        kept = attempt(self.say, lambda: self.book.merge(duplicate, into))
        if kept is not None:
            self.merge_into.clear()
            self.merge_picker.pick(None)  # (the list read again: the duplicate is offered no more)
            self.reload()
            self.select(kept.member_id)
            self.say(tr("Members", "{duplicate} is now {name}: their results are one member's",
                        duplicate=duplicate, name=kept.label))

    def link(self) -> None:
        """The player typed (registered as a walk-in) is the member selected: their results are the member's."""
        member, desk = self.selected(), self.desk
        if member is None or desk is None:
            return
        player = self.link_player.text().strip()
        linked = attempt(self.say, lambda: members.link(desk, self.book, player, member))
        if linked is not None:
            self.link_player.clear()
            number_of = linked.done.events[0].body(MemberLinked).player
            self.say(tr("Members", "{player} is now member {name} ({member_id})",
                        player=linked.done.state.players[number_of].label, name=linked.member.label,
                        member_id=linked.member.member_id))


def open_members(parent: QWidget, session: object, say: Say) -> MembersDialog | None:
    """Tournament › Members…: at the desk that holds the database (a second desk is told where they are)."""
    if not isinstance(session, KeepsMembers):
        say(tr("Members", "The members are kept at the desk that holds the database"), True)
        return None
    dialog = MembersDialog(session.members(), session.now, parent, results=session.member_results,
                           desk=session if isinstance(session, TournamentDesk) else None)
    dialog.show()
    return dialog
