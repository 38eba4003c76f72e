"""How the big screen looks, as the desk chose it in Settings: the theme, the club's logo, the time of day, the
next level and break, and the panels the side of the screen takes turns showing (:func:`panel_now`: which one now).

A desk setting (the computer's, not the tournament's): :func:`desk_look` reads it from
:class:`~floor.ui.common.settings.DeskSettings` each time the display asks, so a change saved in Settings shows on
the screen at its next refresh, without reopening it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floor.i18n.catalog import marked
from floor.ui.clock.board import Panel
from floor.ui.clock.themes import THEMES
from floor.ui.common.settings import DeskSettings

PAYOUTS, CHIP_LEADERS, SEATING, STANDINGS = "payouts", "chip-leaders", "seating", "standings"
PANELS = (PAYOUTS, CHIP_LEADERS, SEATING, STANDINGS)
PANEL_NAMES = {PAYOUTS: marked("BigScreen", "Payouts"), CHIP_LEADERS: marked("BigScreen", "Chip leaders"),
               SEATING: marked("BigScreen", "Seating"), STANDINGS: marked("BigScreen", "League standings")}
ROTATE_SECONDS = 15  # each panel's turn, unless the desk chose another
FEWEST_SECONDS, MOST_SECONDS = 5, 120


@dataclass(frozen=True, slots=True)
class Look:
    """The big screen's layout choices (the defaults are the screen as it always was)."""

    theme: str = "dark"
    logo: str = ""  # a PNG or JPEG file, shown scaled in the top corner of the side column
    time_of_day: bool = False
    next_up: bool = True  # the next level and the time to the next break, under the blinds
    panels: tuple[str, ...] = (PAYOUTS,)  # in the order they take turns; a panel with nothing to show is skipped
    rotate_seconds: int = ROTATE_SECONDS


def desk_look(desk: DeskSettings) -> Look:
    """The look the desk's settings describe (what this Floor does not know is left out)."""
    return Look(theme=desk.screen_theme if desk.screen_theme in THEMES else "dark",
                logo="" if desk.screen_logo is None else str(desk.screen_logo),
                time_of_day=desk.screen_time_of_day, next_up=desk.screen_next,
                panels=tuple(panel for panel in desk.screen_panels if panel in PANELS),
                rotate_seconds=min(MOST_SECONDS, max(FEWEST_SECONDS, desk.screen_rotate_seconds)))


def panel_now(look: Look, panels: Sequence[Panel], *, seconds: float, is_break: bool) -> tuple[Panel | None, int]:
    """The side panel on screen at the display's ``seconds``, and the page of its lines. The panels the desk chose
    that have lines to show take turns, ``look.rotate_seconds`` each; during a break the league's standings stay on
    (issue 19: the room reads them between levels) when the desk keeps them among its panels and a league gives
    rows, their pages still turning, and the turns come back when play resumes."""
    chosen = [panel for key in look.panels for panel in panels if panel.key == key]
    if not chosen:
        return None, 0
    turn = int(seconds // max(1, look.rotate_seconds))
    standings = next((panel for panel in chosen if panel.key == STANDINGS), None)
    if is_break and standings is not None:
        return standings, turn
    return chosen[turn % len(chosen)], turn // len(chosen)
