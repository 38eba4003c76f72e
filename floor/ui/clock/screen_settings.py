"""The big screen's part of the desk's Settings: the theme, the club's logo, the time of day, the next level and
break, and the panels that take turns at the side (and for how long each).

A group of its own, put into :class:`~floor.ui.setup.settings_dialog.SettingsDialog`: it shows what the desk has,
checks the logo when OK is pressed (a file that is not a PNG or JPEG image is refused in one line and nothing is
saved) and writes the rest to :class:`~floor.ui.common.settings.DeskSettings`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from floor.core.errors import FloorError
from floor.ui.clock.logo import read_logo
from floor.ui.clock.look import FEWEST_SECONDS, MOST_SECONDS, PANEL_NAMES, PANELS, desk_look
from floor.ui.clock.themes import THEME_NAMES, THEMES
from floor.ui.common.colours import REFUSED_STYLE
from floor.ui.common.language import spoken, tr
from floor.ui.common.settings import DeskSettings


class BigScreenSettings(QGroupBox):
    """The "Big screen" group: filled from the desk's settings, :meth:`save` checks and writes them."""

    def __init__(self, desk: DeskSettings, parent: QWidget | None = None) -> None:
        super().__init__(tr("BigScreen", "Big screen"), parent)
        look = desk_look(desk)
        self.theme = QComboBox()
        for key in THEMES:
            self.theme.addItem(tr("BigScreen", THEME_NAMES[key]), key)
        self.theme.setCurrentIndex(max(0, self.theme.findData(look.theme)))
        self.refusal = QLabel()
        self.logo = QLineEdit(look.logo)
        self.logo.setPlaceholderText(tr("BigScreen", "no logo"))
        self.logo.textChanged.connect(lambda _text: self.refusal.setVisible(False))
        choose = QPushButton(tr("BigScreen", "Choose…"))
        choose.clicked.connect(lambda _checked=False: self.choose_logo())
        no_logo = QPushButton(tr("BigScreen", "No logo"))
        no_logo.clicked.connect(lambda _checked=False: self.logo.clear())
        logo_row = QHBoxLayout()
        logo_row.setContentsMargins(0, 0, 0, 0)
        logo_row.addWidget(self.logo, 1)
        logo_row.addWidget(choose)
        logo_row.addWidget(no_logo)
        self.refusal.setStyleSheet(REFUSED_STYLE)
        self.refusal.setWordWrap(True)
        self.refusal.setVisible(False)
        self.time_of_day = QCheckBox(tr("BigScreen", "show the time of day"))
        self.time_of_day.setChecked(look.time_of_day)
        self.next_up = QCheckBox(tr("BigScreen", "show the next level and the time to the next break"))
        self.next_up.setChecked(look.next_up)
        self.panels = {key: QCheckBox(tr("BigScreen", PANEL_NAMES[key])) for key in PANELS}
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        for i, (key, box) in enumerate(self.panels.items()):
            box.setChecked(key in look.panels)
            grid.addWidget(box, i // 2, i % 2)
        self.seconds = QSpinBox()
        self.seconds.setRange(FEWEST_SECONDS, MOST_SECONDS)
        self.seconds.setValue(look.rotate_seconds)
        self.seconds.setSuffix(tr("BigScreen", " s"))
        form = QFormLayout(self)
        form.addRow(tr("BigScreen", "Theme"), self.theme)
        form.addRow(tr("BigScreen", "Club's logo"), logo_row)
        form.addRow(self.refusal)
        form.addRow(tr("BigScreen", "Clock"), self.time_of_day)
        form.addRow("", self.next_up)
        form.addRow(tr("BigScreen", "Side panels, in turn"), grid)
        form.addRow(tr("BigScreen", "Each panel for"), self.seconds)

    def choose_logo(self) -> None:
        """Choose…: a PNG or JPEG file, checked at once."""
        path, _ = QFileDialog.getOpenFileName(self, tr("BigScreen", "The club's logo"), self.logo.text(),
                                              tr("BigScreen", "Images (*.png *.jpg *.jpeg)"))
        if path:
            self.logo.setText(path)
            self.checked_logo()

    def checked_logo(self) -> Path | bool | None:
        """The logo to keep (None: no logo), or False after saying in one line why the file is refused."""
        text = self.logo.text().strip()
        if not text:
            return None
        try:
            read_logo(Path(text))
        except FloorError as err:
            said = spoken(err.message)
            self.refusal.setText(said[:1].upper() + said[1:])
            self.refusal.setVisible(True)
            return False
        except OSError as err:  # a folder that cannot be read, a file gone while it was read
            self.refusal.setText(tr("BigScreen", "The logo cannot be read ({reason}): choose another file",
                                    reason=err.strerror or type(err).__name__))
            self.refusal.setVisible(True)
            return False
        self.refusal.setVisible(False)
        return Path(text)

    def save(self, desk: DeskSettings) -> bool:
        """Write the choices; False (nothing written, the reason shown) when the logo is refused."""
        logo = self.checked_logo()
        if logo is False:
            return False
        desk.screen_theme = str(self.theme.currentData())
        desk.screen_logo = logo if isinstance(logo, Path) else None
        desk.screen_time_of_day = self.time_of_day.isChecked()
        desk.screen_next = self.next_up.isChecked()
        desk.screen_panels = tuple(key for key, box in self.panels.items() if box.isChecked())
        desk.screen_rotate_seconds = self.seconds.value()
        return True
