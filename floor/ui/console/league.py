"""Tournament › League…: the club's season of its own tournaments at the desk: the formula, best N of M, the final's
seats, whether this tournament counts, the standings, and the standings as a PDF.

The seasons and their standings are the database's and :mod:`floor.clubs.league`'s (handed over as a
:class:`LeagueBook`); this only shows and asks.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, Qt
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floor.clubs.league import Standing, qualified
from floor.core.errors import FloorError
from floor.core.files import write_whole
from floor.ui.common.acting import attempt
from floor.ui.common.colours import PROBLEM_STYLE as REFUSED_STYLE
from floor.ui.common.language import number, spoken, tr
from floor.ui.common.session import Say
from floor.usecases import leagues as seasons
from floor.usecases.leagues import Season, SeasonBook


class LeagueBook(SeasonBook, Protocol):
    """The club's leagues as the database keeps them (floor/store/leagues.py): what the use cases of
    :mod:`floor.usecases.leagues` need, and what the dialog reads."""

    def seasons(self) -> Sequence[Season]: ...
    def known(self) -> Sequence[tuple[str, str]]: ...
    def counted(self, league_name: str, season: str) -> list[int]: ...
    def standings(self, league_name: str, season: str) -> list[Standing]: ...


@runtime_checkable
class KeepsLeagues(Protocol):
    """A session at the desk that holds the database."""

    tournament_id: int
    author: str

    def leagues(self) -> LeagueBook: ...
    def now(self) -> float: ...


def standings_html(title: str, table: Sequence[Standing], final: Sequence[Standing]) -> str:
    """The standings as the PDF prints them (the words in the desk's language)."""
    head = "".join(f"<th>{escape(h)}</th>" for h in (
        "#", tr("League", "Player"), tr("League", "Played"), tr("League", "Wins"), tr("League", "Hits"),
        tr("League", "Points")))
    rows = "".join(
        f"<tr><td align='right'>{i}</td><td>{escape(s.name)}{' *' if s in final else ''}</td>"
        f"<td align='right'>{number(s.tournaments)}</td><td align='right'>{number(s.wins)}</td>"
        f"<td align='right'>{s.hits:g}</td><td align='right'>{number(round(s.points))}</td></tr>"
        for i, s in enumerate(table, 1))
    note = f"<p>* {escape(tr('League', 'plays the final'))}</p>" if final else ""
    return (f"<h2>{escape(title)}</h2><table border='1' cellspacing='0' cellpadding='4' width='100%'>"
            f"<tr>{head}</tr>{rows}</table>{note}")


def standings_pdf(html: str) -> bytes:
    """An A4 PDF of the standings, made in memory."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
    writer.setCreator("Floor")
    document = QTextDocument()
    document.setHtml(html)
    document.print_(writer)
    del writer
    buffer.close()
    return bytes(data.data())


class LeagueDialog(QDialog):
    """The season: its rules, this tournament counting or not, the standings, and Save as PDF…"""

    def __init__(self, book: LeagueBook, tournament: int, parent: QWidget | None = None, *,
                 now: Callable[[], float] = time.time, author: str = "") -> None:
        super().__init__(parent)
        self.book = book
        self.tournament = tournament
        self.now, self.author = now, author
        self.table_rows: list[Standing] = []
        self.setWindowTitle(tr("League", "League"))
        self.league = QComboBox()
        self.league.setEditable(True)
        self.season = QComboBox()
        self.season.setEditable(True)
        self.known = list(book.known())  # the seasons set up and those imported from TD
        self.league.addItems(list(dict.fromkeys(league for league, _ in self.known)))
        self.fill_seasons()
        self.formula = QLineEdit()
        self.formula.setPlaceholderText(tr("League", "type the formula, e.g. {example}", example=seasons.EXAMPLE))
        self.best_of = QSpinBox()
        self.best_of.setRange(0, 1000)
        self.best_of.setSpecialValueText(tr("League", "every result"))
        self.final_seats = QSpinBox()
        self.final_seats.setRange(0, 10_000)
        self.final_seats.setSpecialValueText(tr("League", "no final"))
        self.counts = QCheckBox(tr("League", "This tournament counts for the season"))
        self.save_button = QPushButton(tr("League", "Save the season"))
        self.save_button.clicked.connect(self.save)
        self.pdf_button = QPushButton(tr("League", "Save as PDF…"))
        self.pdf_button.clicked.connect(self.ask_pdf)
        self.final_button = QPushButton(tr("League", "Create the final"))
        self.final_button.setToolTip(tr("League", "A tournament of its own with the players starred registered, on "
                                                  "the settings of the season's latest tournament"))
        self.final_button.clicked.connect(self.create_final)
        form = QFormLayout()
        form.addRow(tr("League", "League"), self.league)
        form.addRow(tr("League", "Season"), self.season)
        form.addRow(tr("League", "Points formula"), self.formula)
        form.addRow(tr("League", "Results that count (best of)"), self.best_of)
        form.addRow(tr("League", "Seats in the final"), self.final_seats)
        form.addRow(self.counts)
        self.list = QTableWidget(0, 6)
        self.list.setHorizontalHeaderLabels(["#", tr("League", "Player"), tr("League", "Played"), tr("League", "Wins"),
                                             tr("League", "Hits"), tr("League", "Points")])
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.verticalHeader().setVisible(False)
        self.list.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.list.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.message = QLabel()
        self.message.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(tr("League", "Close"))
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.save_button)
        row.addWidget(self.pdf_button)
        row.addWidget(self.final_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.league.currentTextChanged.connect(self.league_chosen)
        self.season.currentTextChanged.connect(lambda _text: self.show_season())
        self.resize(760, 620)
        self.show_season()

    def say(self, text: str, refused: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(REFUSED_STYLE if refused else "")

    def league_chosen(self, _league: str) -> None:
        self.fill_seasons()
        self.show_season()

    def fill_seasons(self) -> None:
        """The season list: the seasons of the league chosen in the file (a season typed is kept)."""
        typed = self.season.currentText()
        league = self.league.currentText().strip()
        self.season.blockSignals(True)  # (the season shown once, by the caller)
        self.season.clear()
        self.season.addItems([season for name, season in self.known if name == league])
        if typed and self.season.findText(typed) >= 0:
            self.season.setCurrentText(typed)
        self.season.blockSignals(False)

    def chosen(self) -> tuple[str, str]:
        return self.league.currentText().strip(), self.season.currentText().strip()

    def show_season(self) -> None:
        """The season chosen: its rules in the fields, whether this tournament counts, its standings."""
        league, season = self.chosen()
        rules = self.book.get(league, season) if league and season else None
        if rules is not None:
            self.formula.setText(rules.formula)
            self.best_of.setValue(rules.best_of)
            self.final_seats.setValue(rules.final_seats)
        self.counts.setChecked(rules is not None and self.tournament in self.book.counted(league, season))
        self.table_rows = []
        if rules is not None or (league, season) in self.known:  # (an imported season has no rules of Floor's)
            try:
                self.table_rows = self.book.standings(league, season)
            except FloorError as err:
                self.say(spoken(err.message), True)
        final = {id(s) for s in qualified(self.table_rows, rules.final_seats if rules else 0)}
        self.list.setRowCount(len(self.table_rows))
        for i, s in enumerate(self.table_rows):
            cells = (str(i + 1), s.name + (" *" if id(s) in final else ""), number(s.tournaments), number(s.wins),
                     f"{s.hits:g}", number(round(s.points)))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.list.setItem(i, column, item)
        self.pdf_button.setEnabled(bool(self.table_rows))
        made = self.book.final_of(league, season) if rules is not None else None
        self.final_button.setEnabled(made is None and bool(final))
        if made is not None:
            self.final_button.setText(tr("League", "The final is tournament {number}", number=made))
        else:
            self.final_button.setText(tr("League", "Create the final"))

    def create_final(self) -> None:
        """The season's final made as a tournament, its qualifiers registered; said with its number."""
        league, season = self.chosen()
        made = attempt(self.say, lambda: seasons.create_final(self.book, league, season, now=self.now(),
                                                              author=self.author))
        if made is not None:
            self.show_season()
            self.say(tr("League", "{title} is tournament {number}: {count} players registered. Start the console "
                                  "again to run it (it opens the latest tournament).", title=made.title,
                        number=made.tournament, count=number(len(made.players))))

    def save(self) -> None:
        league, season = self.chosen()

        def saving() -> bool:
            mine = [self.tournament]
            seasons.set_season(self.book, league, season, points=self.formula.text(), best_of=self.best_of.value(),
                               final_seats=self.final_seats.value(), count=mine if self.counts.isChecked() else (),
                               uncount=() if self.counts.isChecked() else mine)
            return True

        if attempt(self.say, saving) is not None:
            if (league, season) not in self.known:
                self.known.append((league, season))
            if self.league.findText(league) < 0:
                self.league.addItem(league)
            if self.season.findText(season) < 0:
                self.season.addItem(season)
            self.show_season()
            self.say(tr("League", "Season saved: {league}, {season}", league=league, season=season))

    def ask_pdf(self) -> None:
        league, season = self.chosen()
        path, _ = QFileDialog.getSaveFileName(self, tr("League", "Standings as PDF"),
                                              f"{league}-{season}-standings.pdf", "PDF (*.pdf)")
        if path:
            self.write_pdf(Path(path))

    def write_pdf(self, path: Path) -> None:
        """The standings to ``path``: the whole file, or none (a place that cannot be written is said)."""
        league, season = self.chosen()
        rules = self.book.get(league, season)
        title = tr("League", "{league}, season {season}: standings", league=league, season=season)
        html = standings_html(title, self.table_rows, qualified(self.table_rows, rules.final_seats if rules else 0))
        try:
            write_whole(path, standings_pdf(html))
        except FloorError as err:
            self.say(spoken(err.message), True)
            return
        except OSError as err:
            self.say(tr("League", "The standings could not be saved to {path}: {reason}", path=str(path),
                        reason=err.strerror or str(err)), True)
            return
        self.say(tr("League", "Standings saved to {path}", path=str(path)))


def open_league(parent: QWidget, session: object, say: Say) -> LeagueDialog | None:
    """Tournament › League…: at the desk that holds the database."""
    if not isinstance(session, KeepsLeagues):
        say(tr("League", "The leagues are kept at the desk that holds the database"), True)
        return None
    dialog = LeagueDialog(session.leagues(), session.tournament_id, parent, now=session.now,
                          author=session.author)
    dialog.show()
    return dialog

