"""The first window: open a tournament of this database, or create one with everything its night needs.

It is handed what it needs as functions (the composition root wires them to the store), so
it never touches the database itself. It speaks the language in use and changes with it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.tournament.settings import Settings
from floor.tournament.structure import Structure, template_names
from floor.ui.common import follow_language
from floor.ui.common.colours import OK_STYLE, REFUSED_STYLE
from floor.ui.common.language import spoken, tr
from floor.ui.common.work import Job, Worker
from floor.ui.setup.structure_editor import TEMPLATE_WORDS, spoken_template, template_title
from floor.ui.setup.tournament_form import TournamentForm

DEFAULT_TEMPLATE = "standard"


@dataclass(frozen=True, slots=True)
class Listed:
    """A tournament as the start page lists it."""

    id: int
    name: str
    entries: int
    playing: int
    created_at: float = 0.0
    status: str = "not-started"  # finished, running or not-started (floor/tournament/closing.py)
    imported: bool = False  # from The Tournament Director's saves


class StartPage(QWidget):
    """Pick a tournament; ``opened`` is called with the chosen (or new) tournament's number."""

    def __init__(self, listed: Callable[[], Sequence[Listed]], create: Callable[[Settings, Structure], int],
                 opened: Callable[[int], None], *, import_td: Callable[[Sequence[Path]], Job] | None = None) -> None:
        super().__init__()
        self.tournaments = listed
        self.import_job = import_td
        self.make_tournament = create
        self.open_tournament = opened
        self.list = QListWidget()
        self.list.setWordWrap(True)  # a long name wraps in the narrow column, never hidden behind a scroll bar
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemDoubleClicked.connect(self._double_clicked)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_selected)
        self.recent = QGroupBox()
        recent_layout = QVBoxLayout(self.recent)
        recent_layout.addWidget(self.list, 1)
        recent_layout.addWidget(self.open_button)
        # The Tournament Director's saves, imported before any tournament exists (a club's years of history first).
        self.import_button = QPushButton()
        self.import_button.clicked.connect(self.import_dialog)
        self.import_button.setVisible(import_td is not None)
        self.progress_label, self.progress_bar = QLabel(), QProgressBar()
        self.worker = Worker(self.progress_bar, self.progress_label)
        recent_layout.addWidget(self.import_button)
        recent_layout.addWidget(self.progress_label)
        recent_layout.addWidget(self.progress_bar)

        self.form = TournamentForm()
        self.structure = QComboBox()
        for name in template_names():
            self.structure.addItem(name, name)
        self.structure.setCurrentIndex(max(0, self.structure.findData(DEFAULT_TEMPLATE)))
        self.structure.currentIndexChanged.connect(self._describe_structure)
        self.structure_label = QLabel()
        self.form.add_entry_row("structure", self.structure_label, self.structure)
        # The fields by the names the start page always had (scripts and tests reach them so).
        self.name, self.buy_in, self.fee = self.form.name, self.form.buy_in, self.form.fee
        self.stack, self.late, self.seats = self.form.starting_stack, self.form.late_registration_level, \
            self.form.seats_per_table
        self.create_button = QPushButton()
        self.create_button.clicked.connect(self.create_new)
        self.new = QGroupBox()
        new_layout = QVBoxLayout(self.new)
        new_layout.setContentsMargins(8, 4, 8, 8)
        new_layout.addWidget(self.form)
        new_layout.addWidget(self.create_button)

        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet(REFUSED_STYLE)
        row = QHBoxLayout()
        row.addWidget(self.recent, 1)
        row.addWidget(self.new, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(self.message)
        self.retranslate()

    # -- words ----------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        """Another language: the words change now if the page is open, else when it opens (a closed page asks its
        store for nothing, which may be closed by then)."""
        follow_language.on_change(self, event, self.retranslate)
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        follow_language.on_show(self, self.retranslate)
        super().showEvent(event)

    def retranslate(self) -> None:
        """Every word of the page in the language in use (again after a LanguageChange)."""
        self.setWindowTitle(tr("StartPage", "Floor"))
        self.open_button.setText(tr("StartPage", "Open"))
        self.import_button.setText(tr("StartPage", "Import from The Tournament Director…"))
        self.recent.setTitle(tr("StartPage", "Tournaments in this database"))
        self.new.setTitle(tr("StartPage", "New tournament"))
        self.structure_label.setText(tr("StartPage", "Blind structure"))
        self.create_button.setText(tr("StartPage", "Create"))
        for i in range(self.structure.count()):
            self.structure.setItemText(i, template_title(str(self.structure.itemData(i))))
        self._describe_structure()
        self.message.clear()
        self.refresh()

    def _describe_structure(self) -> None:
        name = str(self.structure.currentData())
        self.structure.setToolTip(tr("Templates", TEMPLATE_WORDS[name][1]) if name in TEMPLATE_WORDS else "")

    # -- the tournaments ------------------------------------------------------------------------
    def refresh(self) -> None:
        """Tonight's and running tournaments first, then the desk's earlier ones, newest first; the imports apart
        at the foot (84 imported tournaments listed by number put tonight's at the bottom). Each line says when it
        was made and where it stands."""
        chosen = self.list.currentItem().data(Qt.ItemDataRole.UserRole) if self.list.currentItem() else None
        self.list.clear()
        listed = sorted(self.tournaments(), key=lambda t: (t.created_at, t.id), reverse=True)
        groups = ((tr("StartPage", "Running and not started"),
                   [t for t in listed if t.status != "finished" and not t.imported]),
                  (tr("StartPage", "Finished"), [t for t in listed if t.status == "finished" and not t.imported]),
                  (tr("StartPage", "Imported from The Tournament Director"), [t for t in listed if t.imported]))
        words = {"running": tr("StartPage", "running"), "not-started": tr("StartPage", "not started"),
                 "finished": tr("StartPage", "finished")}
        first: QListWidgetItem | None = None
        for heading, members in groups:
            if not members:
                continue
            head = QListWidgetItem(heading)
            head.setFlags(Qt.ItemFlag.NoItemFlags)  # a heading: never chosen
            font = head.font()
            font.setBold(True)
            head.setFont(font)
            self.list.addItem(head)
            for t in members:
                when = datetime.fromtimestamp(t.created_at).strftime("%Y-%m-%d") if t.created_at else ""
                item = QListWidgetItem(tr("StartPage", "{number}. {name} — {date}, {status} — {entries} entries, "
                                                       "{playing} playing", number=t.id, name=t.name, date=when,
                                          status=words.get(t.status, t.status), entries=t.entries,
                                          playing=t.playing))
                item.setData(Qt.ItemDataRole.UserRole, t.id)
                item.setToolTip(item.text())
                self.list.addItem(item)
                first = first or item
                if t.id == chosen:
                    self.list.setCurrentItem(item)
        if first is not None and self.list.currentItem() is None:
            self.list.setCurrentItem(first)
        self.open_button.setEnabled(first is not None)

    def import_dialog(self) -> None:
        """Import from The Tournament Director…: the saves chosen become finished tournaments of this database."""
        paths, _ = QFileDialog.getOpenFileNames(self, tr("StartPage", "The Tournament Director's saves"), "",
                                                tr("StartPage", "The Tournament Director (*.tdt)"))
        if paths:
            self.import_saves([Path(p) for p in paths])

    def import_saves(self, paths: Sequence[Path]) -> bool:
        """The saves imported off the GUI thread (each checked first; one imported before is skipped); the page says
        how many or which file was refused and why, and lists them (apart, under the imports' heading)."""
        if self.import_job is None:
            return False
        self.message.clear()
        return self.worker.start(tr("StartPage", "Importing from The Tournament Director"),
                                 self.import_job(paths), self._imported)

    def _imported(self, text: str, refused: bool) -> None:
        self.message.setStyleSheet(REFUSED_STYLE if refused else OK_STYLE)
        self.message.setText(spoken(text))
        self.refresh()

    def _double_clicked(self, _item: QListWidgetItem) -> None:
        self.open_selected()

    def open_selected(self) -> None:
        item = self.list.currentItem()
        self.message.setStyleSheet(REFUSED_STYLE)
        if item is None or item.data(Qt.ItemDataRole.UserRole) is None:
            self.message.setText(tr("StartPage", "Choose a tournament to open, or create one"))
            return
        self.open_tournament(int(item.data(Qt.ItemDataRole.UserRole)))

    def create_new(self) -> None:
        """Create the tournament typed (each refusal shown next to its field) and open it."""
        self.message.clear()
        self.message.setStyleSheet(REFUSED_STYLE)
        settings = self.form.settings()
        if settings is None:
            return
        try:
            tid = self.make_tournament(settings, spoken_template(str(self.structure.currentData())))
        except FloorError as err:
            self.message.setText(spoken(err.message))
            return
        self.open_tournament(tid)
